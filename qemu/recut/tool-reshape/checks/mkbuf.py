#!/usr/bin/env python3
# mkbuf.py TRACE DIR: DIR/cpuN for each CPU of TRACE's events chunks,
# as fakebuf.c serves them: a meta page, a count page, a page per chunk
# (the second one flagged with 7 missed records, stored).
import struct, sys, os
d = open(sys.argv[1], 'rb').read()
ilen = struct.unpack_from('<I', d, 24)[0]
off, chunks = 32 + ilen, {}
while off + 32 <= len(d):
    t, cpu, ts, val, n, r = struct.unpack_from('<IIQQII', d, off)
    if t == 1 and n:
        chunks.setdefault(cpu, []).append((ts, d[off + 32:off + 32 + n]))
    off += 32 + n
m = max(len(c[1]) for cs in chunks.values() for c in cs) + 32
S = 4096
while S < m:
    S *= 2
for cpu, cs in chunks.items():
    pages = []
    cnt = struct.pack('<QQQ', cs[0][0], 1 << 30, 5)
    pages.append(cnt + bytes(S - len(cnt)))
    for i, (ts, data) in enumerate(cs):
        commit = len(data)
        extra = b''
        if i == 1:
            commit |= (1 << 31) | (1 << 30)
            extra = struct.pack('<Q', 7)
        p = struct.pack('<QQ', ts, commit) + data + extra
        pages.append(p + bytes(S - len(p)))
    meta = struct.pack('<IIIIQIIQQQQQQ', S, 80, S, len(pages) + 1, 11, 0, 0, 0, 100, 3, 1, 0, len(pages))
    open(os.path.join(sys.argv[2], 'cpu%d' % cpu), 'wb').write(meta + bytes(S - len(meta)) + b''.join(pages))
    print('cpu%d: %d pages' % (cpu, len(pages)))
