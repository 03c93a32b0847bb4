#!/usr/bin/env python3
"""funclen.py FILE...: each function's length in lines, from its first
line (the one with its name) to its closing brace, longest first."""
import sys, re
out = []
for path in sys.argv[1:]:
    lines = open(path).read().split('\n')
    i = 0
    while i < len(lines):
        if lines[i] == '{' and i > 0:
            j = i - 1
            while j > 0 and lines[j - 1] and not lines[j - 1].startswith(('}', '/', ' *', '#')) \
                    and lines[j][:1] in ('\t', ' '):
                j -= 1
            k = i + 1
            while k < len(lines) and lines[k] != '}':
                k += 1
            m = re.search(r'(\w+)\(', lines[j])
            out.append((k - j + 1, path.split('/')[-1], m.group(1) if m else lines[j]))
            i = k
        i += 1
for n, f, name in sorted(out, reverse=True):
    print(n, f, name)
