#!/usr/bin/env python3
"""gen-series.py SRC DST K: the tool's tree as it is after patch K of the
plan's series (tool-plan.md section 5), from the final tree SRC, into DST."""
import os, re, shutil, sys

src, dst, k = sys.argv[1], sys.argv[2], int(sys.argv[3])
files = {1: ['Makefile', 'ktrace.h', 'ktrace.c', '.gitignore'], 2: ['names.c'], 3: ['event.c'],
         4: ['trace.c'], 5: ['tasks.c'], 6: ['walk.c'], 7: ['text.c'], 8: ['tracefs.c'],
         9: ['session.c'], 10: ['tracefile.c'], 11: ['recorder.c'], 12: ['live.c'],
         13: ['cmd-record.c'], 14: ['cmd-flight.c'], 15: ['report.c'], 16: ['cmd-report.c'],
         17: ['output.c'], 18: ['ctf.c'], 19: ['perfetto.c'], 20: ['tracecmd.h', 'tracecmd-format.c'],
         21: ['tracecmd.c'], 22: ['cmd-convert.c'], 23: ['fuzz.c']}
sections = {'names.c': 2, 'event.c': 3, 'trace.c': 4, 'tasks.c': 5, 'walk.c': 6, 'text.c': 7,
            'tracefs.c': 8, 'session.c': 9, 'tracefile.c': 10, 'recorder.c': 11, 'live.c': 12,
            'cmd-record.c': 13, 'cmd-flight.c': 14, 'report.c': 15, 'cmd-report.c': 16,
            'output.c': 17, 'ctf.c': 18, 'perfetto.c': 19, 'tracecmd.c': 21, 'cmd-convert.c': 22}
rows = {'record': 13, 'live': 13, 'start': 14, 'snapshot': 14, 'status': 14, 'stop': 14,
        'report': 16, 'stats': 16, 'convert': 22}

if os.path.exists(dst):
    shutil.rmtree(dst)
os.makedirs(dst)
for p in range(1, k + 1):
    for f in files[p]:
        if f not in ('Makefile', 'ktrace.h', 'ktrace.c'):
            shutil.copy(os.path.join(src, f), os.path.join(dst, f))

# ktrace.h: the sections of the patches so far, #endif last.
out, cur = [], 1
for line in open(os.path.join(src, 'ktrace.h')).read().split('\n'):
    m = re.match(r'/\* ---- (\S+\.c) -', line)
    if m:
        cur = sections[m.group(1)]
    if line.startswith('#endif /* KTRACE_TOOL_H'):
        cur = 1
    if cur <= k:
        out.append(line)
open(os.path.join(dst, 'ktrace.h'), 'w').write('\n'.join(out))

# ktrace.c: the rows of the commands so far.
out, cur, intable = [], 1, False
for line in open(os.path.join(src, 'ktrace.c')).read().split('\n'):
    if line.startswith('} kt_cmds[] = {'):
        intable = True
    elif intable:
        m = re.match(r'\t\{ "(\w+)", ', line)
        if m:
            cur = rows[m.group(1)]
        elif line.startswith('\t{ NULL'):
            cur, intable = 1, False
    if cur <= k:
        out.append(line)
open(os.path.join(dst, 'ktrace.c'), 'w').write('\n'.join(out))

# Makefile: lines by patch.
mk = open(os.path.join(src, 'Makefile')).read().split('\n')
fz = [mk.index('# The fuzzer: the reader and the printers, not the commands (main(),') - 1,
      mk.index('CLEAN_FILES += $(KT_OUT)ktrace-fuzz'),
      mk.index('fuzz: $(KT_OUT)ktrace-fuzz'),
      mk.index('\t\t-I$(srctree)/tools/include/uapi -I$(KT_OUT) -o $@ $(FUZZ_SRCS)') + 1]
g2 = [mk.index('# Syscall names from the kernel\'s tables, for the ABIs (space-separated)') - 1,
      mk.index('CLEAN_FILES += $(GEN_HDRS)')]
def patch_of(i, line):
    if g2[0] <= i <= g2[1]:
        return 2
    m = re.match(r'(SRCS|HDRS) \+= (\S+)', line)
    if m:
        f = m.group(2)
        return 20 if f in ('tracecmd.h', 'tracecmd-format.c') else \
            [p for p, fs in files.items() if f in fs][0]
    if fz[0] <= i <= fz[1] or fz[2] <= i <= fz[3] or line == '.PHONY: fuzz':
        return 23
    return 1
assert mk[g2[0]] == '' and mk[fz[0]] == '' and mk[fz[3]] == ''
open(os.path.join(dst, 'Makefile'), 'w').write('\n'.join(l for i, l in enumerate(mk) if patch_of(i, l) <= k))
