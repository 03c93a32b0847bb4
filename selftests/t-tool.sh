# tools/tracing/ktrace on the host: the tool's own tests (make check in
# its tree: tools/tracing/ktrace/tests/*.t, on traces built byte by byte:
# report and stats as checked by hand, the filters, bad input with its
# exit codes, every command's -h and --help, trace.dat read back by
# trace-cmd, CTF by babeltrace2, Perfetto JSON, a 128 MB trace in bounded
# memory, every truncation and flipped byte and the fuzzer's finds ending
# in a clear error, never a crash), every test passing and none skipped
# (make deps installs trace-cmd and babeltrace2: a skip here is a missing
# dependency); then what needs a trace a real kernel recorded, and the
# manual pages.
. "$TOP/selftests/lib.sh"
src=$BUILD/linux/tools/tracing/ktrace
fx=$TOP/selftests/fixtures/tool
[ -d "$src" ] || fail "no $src: run make apply first"
make -s -C "$src" O="$WORK/tool" > "$WORK/build.log" 2>&1 ||
	fail "the tool does not build: $(tail -n3 "$WORK/build.log")"
kt=$WORK/tool/ktrace

make -s -C "$src" O="$WORK/tool" check > "$WORK/check.log" 2>&1 ||
	fail "make check of the tool failed: $(grep -E '^(not ok|#)' "$WORK/check.log" | head -n 20; tail -n3 "$WORK/check.log")"
grep -q '^Result: PASS$' "$WORK/check.log" || fail "make check of the tool: no PASS: $(tail -n3 "$WORK/check.log")"
skips=$(grep -iE '^ok [0-9]+ .*# *skip' "$WORK/check.log")
[ -z "$skips" ] || fail "make check of the tool skipped tests (make deps installs their programs): $skips"
echo "ok: make check of the tool: $(grep -c '^ok ' "$WORK/check.log") tests passed, none skipped"

# trace.dat of a real trace: trace-cmd (Debian's 3.1) reads what convert
# --trace-cmd writes and prints the records ktrace report prints, payload
# for payload, names included, and the losses, on the first 150 KB of a
# trace a 7.3.4 kernel recorded under make run's tbench
# (fixtures/tool/tbench-7.3.4.dat: every kernel event, the tasks of a
# real system); ktrace names every task of it and times its recvfrom
# calls.
command -v trace-cmd > /dev/null || fail "no trace-cmd: make deps installs it"
f=$fx/tbench-7.3.4.dat
"$kt" convert --trace-cmd "$WORK/tc.dat" "$f" || fail "convert --trace-cmd $f failed"
"$kt" report "$f" > "$WORK/tc.kt" || fail "report $f failed"
trace-cmd report -t "$WORK/tc.dat" > "$WORK/tc.tc" 2> "$WORK/tc.err" ||
	fail "trace-cmd report of the converted $f: $(head -n3 "$WORK/tc.err")"
[ ! -s "$WORK/tc.err" ] || fail "trace-cmd report of the converted $f: $(head -n3 "$WORK/tc.err")"
python3 "$src/tests/cmp-trace-cmd.py" "$WORK/tc.kt" "$WORK/tc.tc" ||
	fail "trace-cmd report of the converted $f differs from ktrace report"
! grep -q '<\.\.\.>' "$WORK/tc.kt" || fail "report of tbench-7.3.4.dat: a task without a name"
grep -q 'sys_exit: nr=45 \[recvfrom\] ret=[0-9]* compat=0 ([0-9.]* us)$' "$WORK/tc.kt" ||
	fail "report of tbench-7.3.4.dat: no timed recvfrom"
echo "ok: trace-cmd report reads the trace.dat of a real trace: the same records as ktrace report"

# The manual pages: rst2man builds every page without a warning, and
# the tool's doc target writes one per command and ktrace(1).
man=$BUILD/linux/Documentation/tools/ktrace
for f in "$man"/ktrace*.rst; do
	(cd "$man" && rst2man --strict "$(basename "$f")" > /dev/null 2> "$WORK/rst2man.err") ||
		fail "rst2man --strict $f: $(head -n3 "$WORK/rst2man.err")"
done
make -s -C "$src" O="$WORK/tool" doc > "$WORK/doc.log" 2>&1 ||
	fail "make doc of the tool: $(tail -n3 "$WORK/doc.log")"
n=$(ls "$WORK/tool"/ktrace*.1 | wc -l)
[ "$n" = 10 ] || fail "make doc of the tool: $n pages, not 10 (ktrace and its 9 commands)"
echo "ok: the 10 manual pages build (rst2man --strict)"
