#!/usr/bin/env python3
# dump.py FILE: a trace file's header and chunks, one a line; the tasks
# lists by count only, and the meta's seconds blanked.
import struct, sys, re
d = open(sys.argv[1], 'rb').read()
if len(d) < 32:
    print('short', len(d)); sys.exit()
magic, ver, bo, ls, ncpu, ilen, res = struct.unpack_from('<8sIIIIII', d, 0)
print('header', magic, ver, hex(bo), ls, ncpu, ilen, res)
print('info', d[32:32 + ilen])
off = 32 + ilen
percpu = {}
while off + 32 <= len(d):
    t, cpu, ts, val, n, r = struct.unpack_from('<IIQQII', d, off)
    body = d[off + 32:off + 32 + n]
    if t == 5:
        print('tasks', cpu, ts, val, 'entries' if n else 'none', n % 24)
    elif t == 4:
        print('meta', cpu, ts, val, re.sub(rb'seconds [0-9.]+', b'seconds S', body))
    else:
        # Each CPU's chunks in their order; the CPUs' readers race.
        percpu.setdefault(cpu, []).append('chunk %d %d %d %d %d %s' % (t, cpu, ts, val, n, body))
    off += 32 + n
for cpu in sorted(percpu):
    print('\n'.join(percpu[cpu]))
print('end', len(d) - off)
