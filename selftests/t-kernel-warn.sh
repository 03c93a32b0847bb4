# A kernel WARN in the guest fails the check, quoting the warning, even
# though every kselftest passed.
. "$TOP/selftests/lib.sh"
eval "$(make -s -C "$TOP" BUILD="$BUILD" print-TREE print-OBJ)"
cp -a "$TOP/selftests/fixtures/warn_mod" "$WORK/mod"
make -s -C "$TREE" O="$OBJ" ARCH=x86_64 M="$WORK/mod" modules ||
	fail "cannot build the WARN module against $OBJ"
root=$WORK/root
mkdir -p "$root/kselftest/harness"
cp "$WORK/mod/harness_warn.ko" "$TOP/selftests/fixtures/warn_test.sh" "$root/kselftest/harness/"
chmod +x "$root/kselftest/harness/warn_test.sh"
# The guest runs this test only (its list replaced), and it passes.
echo harness:warn_test.sh > "$root/kselftest/kselftest-list.txt"
cpio_gz "$root" "$WORK/extra.cpio.gz"
guest_check warn "$root/kselftest/kselftest-list.txt" --extra-initrd "$WORK/extra.cpio.gz"
r=$WORK/warn.results
grep -q '^PASS harness/warn_test.sh: loaded harness_warn' "$r" ||
	fail "the WARN test did not run in the guest (see $r)"
grep -q '^FAIL kernel splat: WARNING: .*harness_warn' "$r" ||
	fail "the kernel warning is not reported as a FAIL in $r"
! grep '^FAIL' "$r" | grep -qv '^FAIL kernel splat' ||
	fail "a FAIL besides the warning's in $r"
expect_failure "$WORK/summary.log" '^[0-9]+ passed, [1-9][0-9]* failed' \
	"$TOP/qemu/summary" "$r"
