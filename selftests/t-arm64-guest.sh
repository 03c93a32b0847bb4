# The arm64 guest (make arm64-check): a kselftest that fails there is
# reported as failed, read from the TAP on the guest's virtio console
# (hvc0), not from its serial console; run-guest refuses an unknown
# architecture and KVM for aarch64, with status 2.
. "$TOP/selftests/lib.sh"
eval "$(make -s -C "$TOP" BUILD="$BUILD" VARIANT=arm64 print-OBJ print-BZIMAGE print-KTRACE_QEMU_AARCH64)"
[ -f "$OBJ/initramfs.cpio.gz" ] || fail "no $OBJ/initramfs.cpio.gz: make VARIANT=arm64 initramfs"
[ -x "$KTRACE_QEMU_AARCH64" ] || fail "no $KTRACE_QEMU_AARCH64: make qemu-aarch64"
export KTRACE_QEMU_AARCH64
rg=$TOP/qemu/run-guest
for bad in "--arch sparc" "--arch aarch64 --accel kvm"; do
	# shellcheck disable=SC2086
	"$rg" $bad --kernel "$BZIMAGE" --initrd "$OBJ/initramfs.cpio.gz" \
		--log "$WORK/bad.log" > "$WORK/bad.out" 2>&1
	rc=$?
	[ $rc = 2 ] && grep -q 'run-guest: .*aarch64' "$WORK/bad.out" ||
		fail "run-guest $bad: status $rc, $(cat "$WORK/bad.out")"
done
echo "ok: run-guest refuses --arch sparc and KVM for aarch64"
root=$WORK/root
mkdir -p "$root/kselftest/harness"
cp "$TOP/selftests/fixtures/fail_test.sh" "$root/kselftest/harness/"
chmod +x "$root/kselftest/harness/fail_test.sh"
{ cat "$OBJ/kselftest_install/kselftest-list.txt"; echo harness:fail_test.sh; } \
	> "$root/kselftest/kselftest-list.txt"
cpio_gz "$root" "$WORK/extra.cpio.gz"
echo harness:fail_test.sh > "$WORK/expect"
"$rg" --arch aarch64 --mode check --kernel "$BZIMAGE" --initrd "$OBJ/initramfs.cpio.gz" \
	--extra-initrd "$WORK/extra.cpio.gz" --log "$WORK/fail.log" --timeout 300 \
	--append "ksft_tests=harness:fail_test.sh" || fail "the arm64 guest did not finish"
grep -q 'Machine model: linux,dummy-virt' "$WORK/fail.log" ||
	fail "not the arm64 virt machine: $(head -n3 "$WORK/fail.log")"
[ -s "$WORK/fail.tap" ] || fail "nothing on the arm64 guest's TAP channel ($WORK/fail.tap)"
"$TOP/qemu/parse-console" --log "$WORK/fail.log" --expect "$WORK/expect" > "$WORK/fail.results"
grep -q '^FAIL harness/fail_test.sh: deliberate failure' "$WORK/fail.results" ||
	fail "the failing test in the arm64 guest not reported: $(cat "$WORK/fail.results")"
echo "ok: $(cat "$WORK/fail.results")"
