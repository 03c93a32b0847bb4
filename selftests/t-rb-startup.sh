# qemu/check-rb-startup on the console of a debug boot (the ring buffer
# startup test's report, both write paths): both PASS when both passed,
# however long the console log after them (a check that stopped reading
# at the first match once failed in CI: SIGPIPE under pipefail); a run
# that did not pass is a FAIL naming its last report line.
. "$TOP/selftests/lib.sh"
fx=$TOP/selftests/fixtures/rb-startup/console.log
check() { "$TOP/qemu/check-rb-startup" "$1" debug; }

# Passed, then 4 MiB more of console, as in a debug boot's log.
{ cat "$fx"; yes '[  100.000000] some later console line' | head -c 4M; } > "$WORK/long.log"
check "$WORK/long.log" > "$WORK/long"
[ "$(grep -c '^PASS debug: ring buffer startup test, ' "$WORK/long")" = 2 ] ||
	fail "both passed, but: $(grep -v '^PASS' "$WORK/long" | head -n1)"

# The lean run's last line lost: the report's last line is named.
grep -v 'lean write path PASSED' "$fx" > "$WORK/nolean.log"
check "$WORK/nolean.log" > "$WORK/nolean"
grep -qx 'PASS debug: ring buffer startup test, usual path passed' "$WORK/nolean" ||
	fail "usual path not reported passed: $(head -n1 "$WORK/nolean")"
grep -qx 'FAIL debug: ring buffer startup test, lean write path did not pass (last line: "recorded size bytes:   976849")' "$WORK/nolean" ||
	fail "lean run: $(tail -n1 "$WORK/nolean")"

# A run that failed, with printk messages dropped.
sed -e '/Running ring buffer tests on the lean/,$d' "$fx" > "$WORK/fail.log"
cat >> "$WORK/fail.log" <<'LOG'
[   24.515072] Running ring buffer tests on the lean write path...
[   35.437061] finished
[   35.437234] CPU 0:
[   35.437270]               events:    53541
[   35.437288]        dropped bytes:    640
[   35.437300] ** 3 printk messages dropped **
LOG
check "$WORK/fail.log" > "$WORK/fail"
grep -qx 'FAIL debug: ring buffer startup test, lean write path did not pass (last line: "dropped bytes:    640", printk dropped messages)' "$WORK/fail" ||
	fail "failed run: $(tail -n1 "$WORK/fail")"

# No startup test at all (a kernel built without it).
echo '[    0.000000] Linux version 7.3.4' > "$WORK/none.log"
check "$WORK/none.log" > "$WORK/none"
[ "$(grep -c 'did not pass (it never started)$' "$WORK/none")" = 2 ] ||
	fail "no test: $(cat "$WORK/none")"
echo "ok: passed, lost line, failed run and no run reported as they were"
