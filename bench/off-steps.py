# gdb -batch -x bench/off-steps.py: single-step pipe round trips of
# kbench's pipe workload (bench/guest-bench, BENCH_ONLY=pipe-steps) in a
# guest stopped at its first instruction, and write every instruction's
# address, one round trip per line: "pipe SPAN PC PC ...".
#
# A round trip is counted from one entry of anon_pipe_write() to the
# second after it: the parent's write, the child's read and write, the parent's
# read, and the switches and wakeups between them (one vCPU).  Nothing
# else runs in the guest then; gdb's stepping under QEMU masks interrupts
# and timers.
#
# Environment: STEPS_PORT (the guest's gdb port), STEPS_OUT (output file),
# STEPS_NM (nm -n of vmlinux), STEPS_SPANS (round trips, 60).
import os

import gdb

SKIP = 200	# anon_pipe_write() entries to let pass: the boot's, kbench's start
SPANS = int(os.environ.get("STEPS_SPANS", "60"))

addr = {}
with open(os.environ["STEPS_NM"]) as f:
    for line in f:
        a, t, name = line.split()[:3]
        addr[name] = int(a, 16)


def pc():
    return int(gdb.parse_and_eval("$pc")) & (2 ** 64 - 1)


gdb.execute("set pagination off")
gdb.execute("set confirm off")
gdb.execute("target remote 127.0.0.1:%s" % os.environ["STEPS_PORT"])

start = addr["anon_pipe_write"]
gdb.execute("hbreak *0x%x" % start, to_string=True)
for _ in range(SKIP):
    gdb.execute("continue", to_string=True)
gdb.execute("delete", to_string=True)

out = open(os.environ["STEPS_OUT"], "w")
for span in range(SPANS):
    pcs = [pc()]
    entries = 0
    while True:
        gdb.execute("stepi", to_string=True)
        p = pc()
        if p == start:
            entries += 1
            if entries == 2:
                break
        pcs.append(p)
        if len(pcs) > 200000:
            raise gdb.GdbError("no second anon_pipe_write() entry")
    out.write("pipe %d %s\n" % (span, " ".join("%x" % p for p in pcs)))
    out.flush()
out.close()
gdb.execute("detach")
