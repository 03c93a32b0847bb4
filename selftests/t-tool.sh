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

# The kernel's names: syscalls by the record's ABI (x86-64's 39 and
# i386's 20 are both getpid), errors, task states as ftrace prints them
# (1 "S", 0 "R", preempted "R+"), softirq vectors, the tasks of
# sched_switch's pids as named when the record was made; an exit with its
# entry carries the time since.  All checked above against the fixture;
# here the lines that say it, so that a fixture regenerated blindly fails.
for want in 'sys_enter: nr=20 \[getpid\] args=10,20,30,40,50,60 compat=1$' \
	'sys_exit: nr=39 \[getpid\] ret=42 compat=0 (0\.500 us)$' \
	'sys_exit: nr=257 \[openat\] ret=-2 \[ENOENT\] compat=0 (0\.005 us)$' \
	'reader-7 .* sys_exit: nr=0 \[read\] ret=4096 compat=0 (200000\.400 us)$' \
	'prev=7 \[reader\] prev_prio=120 prev_state=S next=0 \[<idle>\]' \
	'prev=0 \[<idle>\] prev_prio=120 prev_state=R next=42 \[sh\]' \
	'prev=42 \[demo-app\] prev_prio=120 prev_state=R[+] next=7 \[reader\]' \
	'softirq_exit: vec=1 \[action=TIMER\] (0\.300 us)$'; do
	grep -q -- "$want" "$WORK/report" || fail "report: no line matching /$want/"
done
echo "ok: report names syscalls, errors, states, softirqs and tasks (at the time: 42 is sh, then demo-app), and times calls"

# Another machine's tables: the same trace said to come from an arm64
# machine names arm64's 0 and 39 and arm compat's 20, and nothing for 257
# (none there).
python3 - "$syn" "$WORK/arm.dat" <<'PY' || fail "could not make the arm64 trace"
import struct, sys
d = open(sys.argv[1], "rb").read()
i = d.index(b"kernel 7.3.4-test\nmachine x86_64\n")
t, cpu, ts, val, n, r = struct.unpack_from("<IIQQII", d, i - 32)
meta = d[i:i + n].replace(b"machine x86_64", b"machine aarch64")
open(sys.argv[2], "wb").write(d[:i - 32] + struct.pack("<IIQQII", t, cpu, ts, val, len(meta), r) +
                              meta + d[i + n:])
PY
"$kt" report "$WORK/arm.dat" | grep -o 'sys_e[a-z]*: nr=[0-9]*[^a]*' | sort -u > "$WORK/arm.names"
for want in 'sys_enter: nr=0 \[io_setup\]' 'sys_exit: nr=39 \[umount2\]' \
	'sys_exit: nr=20 \[getpid\]' 'sys_exit: nr=257 ret=-2 \[ENOENT\]'; do
	grep -q "$want" "$WORK/arm.names" || fail "arm64 names: no /$want/ in $(cat "$WORK/arm.names")"
done
echo "ok: an arm64 trace is named from arm64's and arm's tables"

# Filters, alone and together: each record that passes and no other.
# Loss marks pass all but --cpu, --from and --to: what was lost might
# have passed.
filt() {
	"$kt" report "$@" "$syn" > "$WORK/filt.all" || fail "report $*: exit $?"
	grep -v 'records lost here' "$WORK/filt.all" > "$WORK/filt"
}
filt -e 'sys_*' --pid 98
[ "$(wc -l < "$WORK/filt")" = 4 ] && ! grep -v 'worker-99 .* sys_e' "$WORK/filt" &&
	grep -q '\[001\]   1.000000500: \*\* 5 records lost here' "$WORK/filt.all" ||
	fail "report -e 'sys_*' --pid 98: $(cat "$WORK/filt.all")"
grep -q 'sys_exit: nr=257 \[openat\] ret=-2 \[ENOENT\] compat=0 (0.005 us)' "$WORK/filt" ||
	fail "report -e 'sys_*' --pid 98: no openat exit with its time"
filt -e sys_exit
grep -q 'sys_exit: nr=39 \[getpid\] ret=42 compat=0 (0.500 us)' "$WORK/filt" ||
	fail "report -e sys_exit: the exit lost its entry's time"
filt --comm 'demo*'
[ "$(wc -l < "$WORK/filt")" = 4 ] && ! grep -v '^ *demo-app-42 ' "$WORK/filt" ||
	fail "report --comm 'demo*': $(cat "$WORK/filt")"
filt --cpu 1 --from 1.0000009 --to 1.00000098
[ "$(awk '{ print $6 }' "$WORK/filt.all" | tr '\n' ' ')" = "1.000000900: 1.000000950: 1.000000970: 1.000000980: " ] ||
	fail "report --cpu 1 --from --to: $(cat "$WORK/filt.all")"
filt --cpu 0-1 -p 7,42 -e 'sched_switch,softirq_*'
[ "$(wc -l < "$WORK/filt")" = 4 ] || fail "report --cpu -p -e: $(cat "$WORK/filt")"
"$kt" stats -e sys_exit,sys_enter --cpu 1 "$syn" | grep '^records:  5 on 2 CPUs' > /dev/null ||
	fail "stats with a filter does not count the 5 syscall records of CPU 1"
"$kt" convert -e 'softirq_*' --ctf "$WORK/ctf-f" "$syn" || fail "convert with a filter failed"
[ "$(babeltrace2 "$WORK/ctf-f" 2> /dev/null | grep -c softirq_e)" = 2 ] ||
	fail "convert -e 'softirq_*': not the 2 softirq records"
echo "ok: --event, --pid, --comm, --cpu, --from, --to, in report, stats and convert"

"$kt" report -s "$syn" > "$WORK/summary" || fail "report -s failed"
diff -u "$fx/synthetic.summary" "$WORK/summary" || fail "summary differs from the fixture"
grep -q '^ worker-99: 2 calls, 1 errors, 0.015 us$' "$WORK/summary" &&
	grep -q '^   openat  *1  *1  *0.005  *0.005  *0.005  *0.005$' "$WORK/summary" &&
	grep -q '^   getpid (compat)  *1  *0 ' "$WORK/summary" &&
	grep -q '^   TIMER  *1  *0.300 ' "$WORK/summary" || fail "summary not as checked by hand"
echo "ok: report -s summarises per task and syscall, and per softirq"

# A loss between an entry and its exit: the exit gets no time (its
# entry, or another one, may be among the lost); the summary counts the
# softirq untimed.
"$WORK/mktrace" --gap "$WORK/gap.dat" || fail "mktrace --gap failed"
"$kt" report "$WORK/gap.dat" > "$WORK/gap.report" || fail "report of the gap trace failed"
! grep -q ' us)$' "$WORK/gap.report" || fail "a time across lost records: $(grep ' us)$' "$WORK/gap.report")"
"$kt" report -s "$WORK/gap.dat" | grep '^   NET_RX  *1  *-  *-  *-  *-$' > /dev/null ||
	fail "report -s of the gap trace: $("$kt" report -s "$WORK/gap.dat")"
echo "ok: no time across lost records"

# Filters elsewhere: stats --cpu counts only that CPU's losses; Perfetto
# draws no CPU slice from before --from; options after the file.
"$kt" stats --cpu 0 "$syn" > "$WORK/stats0" || fail "stats --cpu 0 failed"
grep -q '^lost:     0$' "$WORK/stats0" && ! grep -q '^1 ' "$WORK/stats0" ||
	fail "stats --cpu 0: $(cat "$WORK/stats0")"
"$kt" convert --from 1.1 --perfetto "$WORK/from.json" "$syn" || fail "convert --from --perfetto failed"
python3 - "$WORK/from.json" <<'PY' || fail "Perfetto with --from: a CPU slice from before it"
import json, sys
d = json.load(open(sys.argv[1]))
x = [e for e in d["traceEvents"] if e["ph"] == "X" and e["pid"] == 5000000]
assert x and all(e["ts"] >= 1100000 for e in x), x
PY
"$kt" report "$syn" -e sys_exit > "$WORK/after" && [ "$(grep -c sys_exit "$WORK/after")" = 4 ] ||
	fail "report FILE -e sys_exit: $(cat "$WORK/after")"
"$kt" report --help > /dev/null || fail "report --help: exit $?"
echo "ok: stats --cpu, Perfetto --from, options after the file"

# 1100 CPUs into CTF with 32 file descriptors: one stream file each.
"$WORK/mktrace" --many 1100 "$WORK/many.dat" || fail "mktrace --many failed"
(ulimit -n 32 && "$kt" convert --ctf "$WORK/many-ctf" "$WORK/many.dat") ||
	fail "convert --ctf of 1100 CPUs with 32 descriptors failed"
[ "$(ls "$WORK/many-ctf" | grep -c '^stream_')" = 1100 ] || fail "not 1100 CTF streams"
echo "ok: CTF of 1100 CPUs"

# Bad filters and options: exit code 2 and one line holding the message
# (docs/hostile-input.md lists these lines: qemu/hostile-table).
# bad_read RC "MESSAGE" ARGS...: ktrace ARGS... on the synthetic trace.
bad_read() {
	local want=$1 msg=$2 rc=0
	shift 2
	"$kt" "$@" "$syn" > /dev/null 2> "$WORK/err" || rc=$?
	[ $rc = "$want" ] && [ "$(wc -l < "$WORK/err")" = 1 ] &&
		grep -qF -- "$msg" "$WORK/err" ||
		fail "ktrace $*: exit $rc, \"$(cat "$WORK/err")\", not $want and \"$msg\""
}
bad_read 2 "no event of the trace matches 'nosuch'" report -e nosuch
bad_read 2 "no event of the trace matches 'nosuch'" stats -e nosuch
bad_read 2 "--cpu 2: the trace has 2 CPUs" report --cpu 2
bad_read 2 "bad CPU list item '1-0'" report --cpu 1-0
bad_read 2 "bad CPU list item 'x'" report --cpu x
bad_read 2 "--cpu: an empty item in ''" report --cpu ''
bad_read 2 "--from is after --to" report --from 2 --to 1
bad_read 2 "bad time '1.x'" report --from 1.x
bad_read 2 "bad pid 'abc'" report -p abc
bad_read 2 "-p: an empty item in '1,'" report -p 1,
bad_read 2 "-e: an empty name in ''" report -e ''
bad_read 2 "--comm: an empty name in 'a,,b'" report --comm a,,b
bad_read 2 "no option '--nosuch'" report -s --nosuch
bad_read 2 "--ctf given twice" convert --ctf "$WORK/a" --ctf "$WORK/b"
bad_read 2 "usage: ktrace convert" convert
bad_read 1 "No such file or directory" convert --trace-cmd /proc/nosuch/t.dat
bad_read 1 "not a regular file" convert --trace-cmd /dev/null
bad_read 2 "is the trace being read" convert --trace-cmd "$syn"
rc=0
msg=$("$kt" stats "$syn" --cpu 2>&1) || rc=$?
[ $rc = 2 ] && [ "$msg" = "ktrace stats: a value is needed for option '--cpu' (ktrace -h lists them)" ] ||
	fail "stats FILE --cpu: exit $rc, $msg"
# An option of the command's own (convert's outputs) without its value
# is one, not an unknown option.
for o in --ctf --perfetto --trace-cmd; do
	rc=0
	msg=$("$kt" convert "$syn" $o 2>&1) || rc=$?
	[ $rc = 2 ] && [ "$msg" = "ktrace convert: a value is needed for option '$o' (ktrace -h lists them)" ] ||
		fail "convert FILE $o: exit $rc, $msg"
done
bad_read 1 "not a regular file" convert --perfetto /dev/null
[ -c /dev/null ] || fail "convert --trace-cmd /dev/null replaced /dev/null"
echo "ok: bad filters: exit code 2 and a message"

# Every command's -h and --help: its own usage on stdout, exit code 0;
# an unknown long option is named as given, exit code 2.
for c in record live start snapshot status stop report stats convert; do
	for h in -h --help; do
		rc=0
		"$kt" $c $h > "$WORK/help" 2> "$WORK/help.err" || rc=$?
		[ $rc = 0 ] && [ ! -s "$WORK/help.err" ] &&
			head -n1 "$WORK/help" | grep -q "^usage: ktrace $c " ||
			fail "ktrace $c $h: exit $rc, $(head -n1 "$WORK/help" "$WORK/help.err")"
	done
	rc=0
	msg=$("$kt" $c --nosuch 2>&1) || rc=$?
	[ $rc = 2 ] && case $msg in *"'--nosuch'"*) true;; *) false;; esac ||
		fail "ktrace $c --nosuch: exit $rc, $msg"
done
echo "ok: every command's -h and --help print its usage"

# trace.dat: trace-cmd (Debian's 3.1) reads what convert --trace-cmd
# writes, and prints the records ktrace report prints, payload for
# payload, names included, and the losses; the synthetic trace, one of
# 16 MB (pages filled, two losses, CPU 3's records far from the
# others'), and the first 150 KB of a trace a 7.3.4 kernel recorded
# under make run's tbench (fixtures/tool/tbench-7.3.4.dat: every kernel
# event, the tasks of a real system).
command -v trace-cmd > /dev/null || fail "no trace-cmd: make deps installs it"
"$WORK/mktrace" --big 16 "$WORK/b16.dat" || fail "mktrace --big 16 failed"
for f in "$syn" "$WORK/b16.dat" "$fx/tbench-7.3.4.dat"; do
	"$kt" convert --trace-cmd "$WORK/tc.dat" "$f" || fail "convert --trace-cmd $f failed"
	"$kt" report "$f" > "$WORK/tc.kt" || fail "report $f failed"
	trace-cmd report -t "$WORK/tc.dat" > "$WORK/tc.tc" 2> "$WORK/tc.err" ||
		fail "trace-cmd report of the converted $f: $(head -n3 "$WORK/tc.err")"
	[ ! -s "$WORK/tc.err" ] || fail "trace-cmd report of the converted $f: $(head -n3 "$WORK/tc.err")"
	python3 "$TOP/selftests/tool/cmp-trace-cmd.py" "$WORK/tc.kt" "$WORK/tc.tc" ||
		fail "trace-cmd report of the converted $f differs from ktrace report"
done
"$kt" convert -e 'sys_*' --cpu 1 --trace-cmd "$WORK/tc.dat" "$syn" || fail "convert --trace-cmd with a filter failed"
[ "$(trace-cmd report "$WORK/tc.dat" 2> /dev/null | grep -c 'sys_e')" = 5 ] ||
	fail "convert -e 'sys_*' --cpu 1 --trace-cmd: not CPU 1's 5 syscall records"
! grep -q '<\.\.\.>' "$WORK/tc.kt" || fail "report of tbench-7.3.4.dat: a task without a name"
grep -q 'sys_exit: nr=45 \[recvfrom\] ret=[0-9]* compat=0 ([0-9.]* us)$' "$WORK/tc.kt" ||
	fail "report of tbench-7.3.4.dat: no timed recvfrom"
echo "ok: trace-cmd report reads the trace.dat: the same records as ktrace report"

# Odd events through trace.dat (selftests/tool/craft.py): an x32 call
# (named from x32's table), a field named common_pid and a tab in a
# format, a 32-bit trace's %ld fields and its errno names; and a record
# of 8 strings of 128 escaped bytes, cut to fit a page rather than
# failing the conversion.
python3 - "$TOP/selftests/tool" "$WORK" <<'PY' || fail "could not build the odd traces"
import struct, sys
sys.path.insert(0, sys.argv[1])
from craft import *
w, base = sys.argv[2], 1000000000
info = ("event sys_exit id 3 enabled fields s64,s64,s32 format nr=%ld ret=%ld compat=%d\n"
        "event lit id 7 enabled fields s32 format common_pid=%d\tx\n")
r = [(base, rec(3, 5, struct.pack("<qqi", 0x40000001, -2, 1))),
     (base + 10, rec(7, 5, struct.pack("<i", -3)))]
open(w + "/odd.dat", "wb").write(trace(info, [chunk(1, 0, base, 0, rb_events(r, base))]))
info = "event sys_exit id 3 enabled fields s32,s32,s32 format nr=%ld ret=%ld compat=%d\n"
r = [(base, rec(3, 5, struct.pack("<iii", 2, -2, 0)))]
open(w + "/odd32.dat", "wb").write(trace(info, [chunk(1, 0, base, 0, rb_events(r, base, 4))], ls=4,
                                         meta="machine i686\n"))
info = "event blob id 7 enabled fields %s format %s\n" % (
    ",".join(["str"] * 8), " ".join("s%d=%%s" % i for i in range(8)))
r = [(base, rec(7, 5, b"".join(s(bytes([1]) * 128, True) for i in range(8))))]
open(w + "/blob.dat", "wb").write(trace(info, [chunk(1, 0, base, 0, rb_events(r, base))]))
PY
for f in odd odd32; do
	"$kt" convert --trace-cmd "$WORK/$f.tc.dat" "$WORK/$f.dat" || fail "convert --trace-cmd $f.dat failed"
	"$kt" report "$WORK/$f.dat" > "$WORK/$f.kt"
	trace-cmd report -t "$WORK/$f.tc.dat" > "$WORK/$f.tc" 2>&1
	python3 "$TOP/selftests/tool/cmp-trace-cmd.py" "$WORK/$f.kt" "$WORK/$f.tc" > /dev/null ||
		fail "$f.dat: trace-cmd report differs: $(cat "$WORK/$f.kt" "$WORK/$f.tc")"
done
grep -q 'nr=1073741825 \[write\] ret=-2 \[ENOENT\] compat=1' "$WORK/odd.kt" &&
	grep -q 'common_pid=-3	x' "$WORK/odd.tc" && grep -q 'nr=2 \[fork\] ret=-2 \[ENOENT\]' "$WORK/odd32.tc" ||
	fail "odd traces: $(cat "$WORK/odd.kt" "$WORK/odd.tc" "$WORK/odd32.tc")"
"$kt" convert --trace-cmd "$WORK/blob.tc.dat" "$WORK/blob.dat" || fail "convert --trace-cmd of 8 long strings failed"
trace-cmd report "$WORK/blob.tc.dat" 2>&1 | grep 's7=\\x01.*\.\.\.$' > /dev/null || fail "8 long strings: not cut to fit"
echo "ok: x32, common_pid, a tab, a 32-bit trace and a page-sized record through trace.dat"

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
[ "$(grep -c '^\[' "$WORK/bt")" = 20 ] || fail "babeltrace2: $(grep -c '^\[' "$WORK/bt") records, not 20"
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
    (99, 99, 1000000.985, 0.005, "openat"),
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
	"$kt" convert --perfetto "$WORK/flip.json" "$f" > /dev/null 2>&1
	[ $? -le 1 ] || { crash=1; echo "$f: convert --perfetto: crashed"; }
	"$kt" convert --trace-cmd "$WORK/flip.dat" "$f" > /dev/null 2>&1
	[ $? -le 1 ] || { crash=1; echo "$f: convert --trace-cmd: crashed"; }
done
# A conversion writes a temporary file beside its output and renames it
# when whole: a failed one leaves none behind.
! ls -a "$WORK" | grep -q '^\.flip\.' || fail "a failed conversion left $(ls -a "$WORK" | grep '^\.flip\.' | head -n1)"
[ $crash = 0 ] || fail "the tool crashed on a damaged file"
[ $quiet = 0 ] || fail "the tool refused a damaged file without a message"
msg=$("$kt" report "$WORK/cut" 2>&1)
grep -q "past the end of the file" <<< "$msg" || fail "a cut chunk is not named: $msg"
echo "ok: $size truncations and $size flipped bytes: clear errors, no crash"
