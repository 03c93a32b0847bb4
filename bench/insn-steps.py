# gdb -batch -x bench/insn-steps.py: single-step one iteration of each
# row of the in-kernel microbenchmark (kernel/trace/ktrace_benchmark.c) in
# a guest stopped at its first instruction, and write every instruction's
# address, one iteration per line: "ROW SPAN PC PC ...".
#
# An iteration is counted from one entry of the row's first vmlinux
# function to the next, in the benchmark's warm-up (every row runs 1000
# times there, interrupts off): the loop of kb_time(), the call of the
# row's function and all it does, as the benchmark's figure plus its
# "call" row (the loop and an empty function) counts it.  gdb's stepping
# under QEMU masks interrupts and timers, as the benchmark does.
#
# Environment: STEPS_PORT (the guest's gdb port), STEPS_OUT (output file),
# STEPS_NM (nm -n of vmlinux: the ranges of ktrace_write and friends).
import os

import gdb

SKIP = 50	# hits to let pass first: the first events take slow paths
SPANS = int(os.environ.get("STEPS_SPANS", "200"))	# iterations stepped per row

out = open(os.environ["STEPS_OUT"], "w")
text = []
addr = {}
with open(os.environ["STEPS_NM"]) as f:
    for line in f:
        a, t, name = line.split()[:3]
        addr[name] = int(a, 16)
        if t in "tTwW":
            text.append((int(a, 16), name))
text.sort()


def func_of(pc):
    """The vmlinux function around pc, or None (a module's code)."""
    lo, hi = 0, len(text)
    while lo < hi:
        mid = (lo + hi) // 2
        if text[mid][0] <= pc:
            lo = mid + 1
        else:
            hi = mid
    if lo == 0 or pc >= addr["_end"]:	# modules are above the image
        return None
    return text[lo - 1][1]


def reg(name):
    return int(gdb.parse_and_eval("$" + name)) & (2 ** 64 - 1)


def caller():
    """The return address at a function's first instruction."""
    return int(gdb.parse_and_eval("*(unsigned long *)$sp")) & (2 ** 64 - 1)


# A row: its name in the benchmark, the vmlinux function its iteration
# is counted from, and which calls of it are the row's (by their caller:
# None is the benchmark module).  The rows run in this order in the
# warm-up, each 1000 times.
ROWS = [
    ("ktrace", "ktrace_write", lambda c: func_of(c) is None),
    ("ftrace", "trace_event_buffer_reserve", lambda c: True),
    ("ring_buffer", "ring_buffer_lock_reserve", lambda c: func_of(c) is None),
    ("irqsoff", "ring_buffer_reserve_irqsoff", lambda c: func_of(c) is None),
    # After the ktrace row's: the module's probe calls ktrace_write
    ("probe", "ktrace_write", lambda c: func_of(c) is None),
]

gdb.execute("set pagination off")
gdb.execute("set confirm off")
gdb.execute("target remote 127.0.0.1:%s" % os.environ["STEPS_PORT"])

# Nothing is counted before the benchmark module allocates its buffers:
# the boot and the rest of the benchmark script run events of their own.
start = addr["__ring_buffer_alloc"]
gdb.execute("hbreak *0x%x" % start, to_string=True)
while True:
    gdb.execute("continue", to_string=True)
    if reg("pc") == start and func_of(caller()) is None:
        break
gdb.execute("delete", to_string=True)

for row, entry, wanted in ROWS:
    start = addr[entry]
    gdb.execute("hbreak *0x%x" % start, to_string=True)
    hits = 0
    while hits <= SKIP:
        gdb.execute("continue", to_string=True)
        if reg("pc") == start and wanted(caller()):
            hits += 1
    gdb.execute("delete", to_string=True)
    for span in range(SPANS):
        pcs = [reg("pc")]
        while True:
            gdb.execute("stepi", to_string=True)
            pc = reg("pc")
            if pc == start and wanted(caller()):
                break
            pcs.append(pc)
            if len(pcs) > 100000:
                raise gdb.GdbError("%s: no next iteration" % row)
        out.write("%s %d %s\n" % (row, span, " ".join("%x" % p for p in pcs)))
        out.flush()
out.close()
gdb.execute("detach")
