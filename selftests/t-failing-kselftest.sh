# A kselftest that fails, and one that runs past its timeout, each make
# the guest check fail, naming the test.
. "$TOP/selftests/lib.sh"
root=$WORK/root
mkdir -p "$root/kselftest/harness"
cp "$TOP/selftests/fixtures/fail_test.sh" "$TOP/selftests/fixtures/slow_test.sh" \
	"$root/kselftest/harness/"
echo timeout=3 > "$root/kselftest/harness/settings"
chmod +x "$root/kselftest/harness/"*.sh
# The guest runs these two only (its list replaced): the failures must be
# theirs.
printf '%s\n' harness:fail_test.sh harness:slow_test.sh > "$root/kselftest/kselftest-list.txt"
cpio_gz "$root" "$WORK/extra.cpio.gz"
guest_check fail "$root/kselftest/kselftest-list.txt" --extra-initrd "$WORK/extra.cpio.gz"
r=$WORK/fail.results
grep -q '^FAIL harness/fail_test.sh: deliberate failure' "$r" ||
	fail "failing subtest not reported as FAIL in $r"
grep -q '^FAIL harness/slow_test.sh: .*TIMEOUT' "$r" ||
	fail "timed-out test not reported as FAIL in $r"
expect_failure "$WORK/summary.log" '^[0-9]+ passed, [1-9][0-9]* failed' \
	"$TOP/qemu/summary" "$r"
