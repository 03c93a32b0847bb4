#!/usr/bin/python3
# craft.py: pieces of a ktrace trace file (version 1, ktrace.h), for the
# harness self-tests to build traces the kernel would not easily make.
import struct

def rb_events(recs, base_ts, ls=8):
    """recs: list of (ts, bytes).  Ring buffer events, kernel style."""
    out = b''; last = base_ts
    for ts, data in recs:
        d = ts - last
        if d >= (1 << 27):
            out += struct.pack('<II', 30 | ((d & ((1<<27)-1)) << 5), d >> 27); d = 0
        n = len(data); padded = (n + 3) & ~3
        data = data + b'\0' * (padded - n)
        if padded <= 112:
            out += struct.pack('<I', (padded // 4) | (d << 5)) + data
        else:
            out += struct.pack('<II', d << 5, padded + 4) + data
        last = ts
    return out

def rec(eid, pid, payload, ctx=0):
    return struct.pack('<HBBi', eid, ctx, 0, pid) + payload

def s(b, trunc=False):
    return struct.pack('<H', len(b) | (0x8000 if trunc else 0)) + b

def chunk(typ, cpu, ts, value, data=b''):
    return struct.pack('<IIQQII', typ, cpu, ts, value, len(data), 0) + data

def trace(info, chunks, ls=8, ncpu=2, meta="machine x86_64\n"):
    info = "version 1\n" + info
    ib = info.encode()
    h = b'KTRACE\0\1' + struct.pack('<6I', 1, 0x01020304, ls, ncpu, len(ib), 0)
    body = b''.join(chunks)
    if meta:
        body = chunk(4, 0, 0, 0, meta.encode()) + body
    return h + ib + body
