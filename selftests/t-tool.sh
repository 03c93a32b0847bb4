# tools/tracing/ktrace on the host, on a trace file built byte by byte
# (selftests/tool/mktrace.c): report and stats exactly as checked by hand
# (fixtures/tool/), CTF that babeltrace2 decodes to the same records,
# Perfetto JSON with the expected slices; a %pS format refused as the
# kernel refuses it; every truncation and every flipped byte of the file,
# and the fuzzer's saved inputs, end in a clear error or a clean run,
# never a crash.
. "$TOP/selftests/lib.sh"
src=$BUILD/linux/tools/tracing/ktrace
fx=$TOP/selftests/fixtures/tool
[ -d "$src" ] || fail "no $src: run make apply first"
make -s -C "$src" O="$WORK/tool" > "$WORK/build.log" 2>&1 ||
	fail "the tool does not build: $(tail -n3 "$WORK/build.log")"
kt=$WORK/tool/ktrace
gcc -Wall -O2 -I"$BUILD/linux/tools/tracing/ktrace" \
	-I"$BUILD/linux/tools/include/uapi" -o "$WORK/mktrace" \
	"$TOP/selftests/tool/mktrace.c" || fail "mktrace does not build"
syn=$WORK/syn.dat
"$WORK/mktrace" "$syn" || fail "mktrace failed"

"$kt" report "$syn" > "$WORK/report" || fail "report failed"
diff -u "$fx/synthetic.report" "$WORK/report" || fail "report differs from the fixture"
# Every record names its task: from the tasks listed at the start, the
# exec record, the tasks listed at the end.
! grep -q '<\.\.\.>' "$WORK/report" || fail "report has a task without a name"
"$kt" stats "$syn" > "$WORK/stats" || fail "stats failed"
diff -u "$fx/synthetic.stats" "$WORK/stats" || fail "stats differ from the fixture"
echo "ok: report and stats as checked by hand"

# A trace larger than a reader may hold: 128 MB, CPU 3's chunks far from
# the other CPUs' records of the same time.  report reads it in bounded
# memory (the whole file and its records took 290 MB before), every
# record once, in time order.
"$WORK/mktrace" --big 128 "$WORK/big.dat" || fail "mktrace --big failed"
rss=$(python3 - "$kt" "$WORK/big.dat" "$WORK/big.report" <<'PY'
import resource, subprocess, sys
with open(sys.argv[3], "w") as out:
    rc = subprocess.run([sys.argv[1], "report", sys.argv[2]], stdout=out).returncode
print(rc, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)
PY
) || fail "could not run report on the large trace"
read -r rc rss <<< "$rss"
[ "$rc" = 0 ] || fail "report of the large trace: exit $rc"
[ "$rss" -lt 32768 ] || fail "report of a 128 MB trace peaked at $rss KB, not under 32 MB"
"$kt" stats "$WORK/big.dat" > "$WORK/big.stats" || fail "stats of the large trace failed"
want=$(awk '/^records:/ { print $2 }' "$WORK/big.stats")
got=$(grep -vc 'records lost here' "$WORK/big.report")
[ "$want" -gt 2000000 ] && [ "$got" = "$want" ] ||
	fail "report of the large trace: $got records, stats: $want"
awk '{ if (!match($0, /[0-9]+\.[0-9]+: /)) { print "no time: " $0; exit 1 }
       t = substr($0, RSTART, RLENGTH - 2) + 0
       if (t < last) { print "line " NR ": " t " after " last; exit 1 }
       last = t }' "$WORK/big.report" || fail "report of the large trace is not in time order"
echo "ok: a 128 MB trace: $got records in time order, peak RSS $rss KB"

# A format the kernel would have refused (%pS: printk prints a symbol, a
# record holds the address) is refused by the tool too, with its line.
python3 - "$syn" "$WORK/sym.dat" <<'PY' || fail "no demo format in $syn"
import sys
data = open(sys.argv[1], "rb").read()
assert data.count(b"p=%p s=[%s]") == 1
open(sys.argv[2], "wb").write(data.replace(b"p=%p s=[%s]", b"p=%pSs=[%s]"))
PY
rc=0
msg=$("$kt" report "$WORK/sym.dat" 2>&1 > /dev/null) || rc=$?
[ $rc = 1 ] || fail "report of a %pS event: exit $rc, not 1"
grep -q "info: line 8: not a valid event" <<< "$msg" ||
	fail "report of a %pS event: \"$msg\""
echo "ok: a %pS format is refused"

# CTF: babeltrace2 decodes every record, with the same values.
"$kt" convert --ctf "$WORK/ctf" "$syn" || fail "convert --ctf failed"
babeltrace2 "$WORK/ctf" > "$WORK/bt" 2> "$WORK/bt.err" ||
	fail "babeltrace2 failed: $(head -n3 "$WORK/bt.err")"
[ "$(grep -c '^\[' "$WORK/bt")" = 18 ] || fail "babeltrace2: $(grep -c '^\[' "$WORK/bt") records, not 18"
grep -q 'gone: { cpu_id = 1 }, { tid = 99, pid = 98, procname = "worker", irq_context = 0 }, { x = 5 }' "$WORK/bt" ||
	fail "babeltrace2: the retired event's record is not as written"
grep -q '^\[00:00:01.134219693\] .* demo: { cpu_id = 0 }, { tid = 42, pid = 42, procname = "demo-app", irq_context = 0 }, { c = 122, h = -7, p = 0xFFFF888000001000, f3 = "tab\\there \\"q\\"" }$' "$WORK/bt" ||
	fail "babeltrace2: the demo record is not as written: $(grep demo "$WORK/bt" | head -n1)"
grep -q 'sys_enter: { cpu_id = 1 }, { tid = 7, pid = 7, procname = "reader", irq_context = 0 }, { nr = 0, args = 0x10, args_1 = 0x20, args_2 = 0x30, args_3 = 0x40, args_4 = 0x50, args_5 = 0x60, compat = 0 }' "$WORK/bt" ||
	fail "babeltrace2: sys_enter fields not as written"
grep -q 'softirq_entry: { cpu_id = 0 }, { tid = 42, pid = 42, procname = "sh", irq_context = 1 }, { vec = 1 }' "$WORK/bt" ||
	fail "babeltrace2: the softirq is not sh's, in a softirq"
grep -q 'idle: { cpu_id = 1 }, { tid = 99, pid = 98, procname = "worker", irq_context = 0 }' "$WORK/bt" ||
	fail "babeltrace2: the thread named at the end is not"
grep -q 'discarded' "$WORK/bt.err" "$WORK/bt" || fail "babeltrace2 was not told of the 5 lost records"
echo "ok: babeltrace2 decodes the CTF trace"

# Perfetto: valid JSON; slices for tasks, syscalls matched across CPUs,
# softirqs.
"$kt" convert --perfetto "$WORK/t.json" "$syn" || fail "convert --perfetto failed"
python3 - "$WORK/t.json" <<'PY' || fail "Perfetto JSON not as expected"
import json, sys
d = json.load(open(sys.argv[1]))
x = sorted((e["pid"], e["tid"], e["ts"], e["dur"], e["name"])
           for e in d["traceEvents"] if e["ph"] == "X")
want = sorted([
    (5000000, 5000001, 1000000.0, 200000.0, "demo-app 42"),
    (5000000, 5000001, 1200000.0, 1.0, "reader 7"),
    (5000000, 5000002, 1000000.5, 0.3, "reader 7"),
    (5000000, 5000001, 1000001.6, 0.3, "softirq TIMER"),
    (42, 42, 1000001.0, 0.5, "getpid"),
    # i386's 20, not x86-64's (writev): the record says compat.
    (99, 99, 1000000.97, 0.01, "getpid"),
    (7, 7, 1000000.6, 200000.4, "read"),
])
assert x == want, x
# A task's records on its track, an interrupt's on its CPU's, each with
# the task it happened in.
inst = sorted((e["name"], e["pid"], e["args"]["_tid"], e["args"]["_comm"],
               e["args"]["_context"])
              for e in d["traceEvents"] if e["ph"] == "i")
assert inst == [("demo", 42, 42, "demo-app", "."),
                ("demo", 5000000, 42, "demo-app", "h"),
                ("gone", 99, 99, "worker", "."),
                ("idle", 42, 42, "demo-app", "."),
                ("idle", 99, 99, "worker", "."),
                ("sched_exec", 42, 42, "sh", ".")], inst
names = {e["args"].get("name") for e in d["traceEvents"] if e["ph"] == "M"}
assert {"CPU 0", "CPU 1", "CPUs", "demo-app 42", "reader 7",
        "worker 99"} <= names, names
PY
echo "ok: Perfetto JSON"

# Damaged files: every truncation, every byte flipped.
size=$(wc -c < "$syn")
crash=0 quiet=0
for ((i = 0; i < size; i++)); do
	head -c "$i" "$syn" > "$WORK/cut"
	"$kt" report "$WORK/cut" > /dev/null 2> "$WORK/err"
	rc=$?
	[ $rc -le 1 ] || { crash=1; echo "cut at $i: exit $rc"; }
	[ $rc = 0 ] || [ -s "$WORK/err" ] || { quiet=1; echo "cut at $i: no message"; }
done
python3 - "$syn" "$WORK/flips" <<'PY'
import os, sys
data = open(sys.argv[1], "rb").read()
os.makedirs(sys.argv[2], exist_ok=True)
for i in range(len(data)):
    open(os.path.join(sys.argv[2], "%05d" % i), "wb").write(
        data[:i] + bytes([data[i] ^ 0xff]) + data[i + 1:])
PY
for f in "$WORK"/flips/* "$fx"/crashers/*; do
	[ -f "$f" ] || continue
	"$kt" report "$f" > /dev/null 2> "$WORK/err"
	rc=$?
	[ $rc -le 1 ] || { crash=1; echo "$f: report: exit $rc"; }
	[ $rc = 0 ] || [ -s "$WORK/err" ] || { quiet=1; echo "$f: no message"; }
	"$kt" convert --perfetto /dev/null "$f" > /dev/null 2>&1
	[ $? -le 1 ] || { crash=1; echo "$f: convert: crashed"; }
done
[ $crash = 0 ] || fail "the tool crashed on a damaged file"
[ $quiet = 0 ] || fail "the tool refused a damaged file without a message"
msg=$("$kt" report "$WORK/cut" 2>&1)
grep -q "past the end of the file" <<< "$msg" || fail "a cut chunk is not named: $msg"
echo "ok: $size truncations and $size flipped bytes: clear errors, no crash"
