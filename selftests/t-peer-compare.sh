# qemu/peer-compare, make peer-check's verdict on upstream's ftracetest
# and ring-buffer kselftests run on the series' kernel and on stock: a
# kernel that stops in a test is a FAIL naming that test (the series'
# once stopped in func_cpumask.tc without a word on the console); the
# same results on both are one PASS; a difference is a FAIL unless the
# differences file explains it.
. "$TOP/selftests/lib.sh"
fx=$TOP/selftests/fixtures/peer
cmp() { python3 "$TOP/qemu/peer-compare" "$1" "$2" "$3" "$WORK/table.txt"; }
printf '# none\n' > "$WORK/none.txt"

# Stopped in test 50: named, and the run fails.
expect_failure "$WORK/stopped" \
	'^FAIL peer: the series kernel stopped in ftrace \[50\] ftrace - function trace with cpumask' \
	cmp "$fx/stopped.tap" "$fx/stock.tap" "$WORK/none.txt"

# The same output on both: one PASS with the counts.
cmp "$fx/stock.tap" "$fx/stock.tap" "$WORK/none.txt" > "$WORK/same" ||
	fail "identical runs: $(cat "$WORK/same")"
grep -qx 'PASS peer: 51 tests, the same result on both kernels (31 PASS, 6 UNRESOLVED, 14 UNSUPPORTED)' "$WORK/same" ||
	fail "identical runs: $(cat "$WORK/same")"

# A result that differs: FAIL, unless explained.
sed 's/^\[51\] \(.*\)\t\[PASS\]/[51] \1\t[FAIL]/' "$fx/stock.tap" > "$WORK/fail51.tap"
expect_failure "$WORK/differs" \
	'^FAIL peer: ftrace \[51\] ftrace - test for function event triggers: series FAIL, stock PASS' \
	cmp "$WORK/fail51.tap" "$fx/stock.tap" "$WORK/none.txt"
printf 'ftrace [51] ftrace - test for function event triggers: a reason\n' > "$WORK/why.txt"
cmp "$WORK/fail51.tap" "$fx/stock.tap" "$WORK/why.txt" > "$WORK/explained" ||
	fail "explained difference: $(cat "$WORK/explained")"
grep -qx 'PASS peer: ftrace \[51\] ftrace - test for function event triggers differs as explained: a reason' "$WORK/explained" ||
	fail "explained difference: $(cat "$WORK/explained")"
echo ok
