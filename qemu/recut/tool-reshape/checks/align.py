#!/usr/bin/env python3
"""align.py FILE NAME...: realign the continuation lines of calls and
declarations of NAME( whose parenthesis is left open on the line."""
import sys, re

def col(s):
    c = 0
    for ch in s:
        c = (c // 8 + 1) * 8 if ch == '\t' else c + 1
    return c

def indent(n):
    return '\t' * (n // 8) + ' ' * (n % 8)

path, names = sys.argv[1], sys.argv[2:]
lines = open(path).read().split('\n')
i = 0
while i < len(lines):
    l = lines[i]
    for n in names:
        m = re.search(r'\b' + re.escape(n) + r'\(', l)
        if not m:
            continue
        # depth after the paren at m.end()-1
        start = m.end() - 1
        depth = 0
        for ch in l[start:]:
            depth += ch == '('
            depth -= ch == ')'
        if depth <= 0:
            continue
        target = col(l[:start + 1])
        j = i + 1
        while depth > 0 and j < len(lines):
            body = lines[j].lstrip('\t ')
            lines[j] = indent(target) + body
            for ch in body:
                depth += ch == '('
                depth -= ch == ')'
            j += 1
        break
    i += 1
open(path, 'w').write('\n'.join(lines))
