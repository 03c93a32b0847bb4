# qemu/build-matrix counts a configuration that does not build as a
# failure, never a skip: with a make that fails (a stub first in PATH),
# arm64 gets a FAIL line saying what, and the summary and exit status
# count it; an unknown configuration is refused (status 2).  And a matrix
# variant's config is the architecture's defconfig with ktrace: i386,
# riscv64 and arm64 (cross) with CONFIG_KTRACE=y, and without.
. "$TOP/selftests/lib.sh"
mkdir -p "$WORK/stub"
printf '#!/bin/sh\necho "make: stub: no build" >&2\nexit 2\n' > "$WORK/stub/make"
chmod +x "$WORK/stub/make"
PATH=$WORK/stub:$PATH "$TOP/qemu/build-matrix" "$TOP" "$WORK" arm64 > "$WORK/out" 2>&1
rc=$?
[ $rc = 1 ] || fail "arm64 with a failing build gave status $rc, not 1"
grep -q '^FAIL matrix arm64: CONFIG_KTRACE=y does not build' "$WORK/out" ||
	fail "a failed build not named as a failure: $(cat "$WORK/out")"
[ "$(tail -n1 "$WORK/out")" = "0 passed, 1 failed" ] ||
	fail "summary: $(tail -n1 "$WORK/out")"
"$TOP/qemu/build-matrix" "$TOP" "$WORK" sparc > "$WORK/unknown" 2>&1
rc=$?
[ $rc = 2 ] && grep -q 'unknown configuration sparc' "$WORK/unknown" ||
	fail "an unknown configuration: status $rc, $(cat "$WORK/unknown")"
echo "ok: a build that fails is a failure, an unknown configuration refused"
for v in matrix-i386 matrix-i386-n matrix-riscv64 matrix-riscv64-n matrix-arm64 matrix-arm64-n; do
	make -s -C "$TOP" BUILD="$BUILD" VARIANT=$v OBJ="$WORK/$v" config \
		> "$WORK/$v.log" 2>&1 || fail "make VARIANT=$v config: $(tail -n1 "$WORK/$v.log")"
done
grep -q '^CONFIG_X86_32=y$' "$WORK/matrix-i386/.config" &&
	grep -q '^CONFIG_KTRACE=y$' "$WORK/matrix-i386/.config" &&
	grep -q '^CONFIG_SAMPLE_KTRACE=m$' "$WORK/matrix-i386/.config" ||
	fail "matrix-i386 is not i386 with ktrace"
grep -q '^CONFIG_X86_32=y$' "$WORK/matrix-i386-n/.config" &&
	! grep -q '^CONFIG_KTRACE=y$' "$WORK/matrix-i386-n/.config" ||
	fail "matrix-i386-n is not i386 without ktrace"
echo "ok: the i386 variants' configs"
grep -q '^CONFIG_RISCV=y$' "$WORK/matrix-riscv64/.config" &&
	grep -q '^CONFIG_GENERIC_ENTRY=y$' "$WORK/matrix-riscv64/.config" &&
	grep -q '^CONFIG_KTRACE=y$' "$WORK/matrix-riscv64/.config" &&
	grep -q '^CONFIG_SAMPLE_KTRACE=m$' "$WORK/matrix-riscv64/.config" ||
	fail "matrix-riscv64 is not riscv64 (generic entry) with ktrace"
grep -q '^CONFIG_RISCV=y$' "$WORK/matrix-riscv64-n/.config" &&
	! grep -q '^CONFIG_KTRACE=y$' "$WORK/matrix-riscv64-n/.config" ||
	fail "matrix-riscv64-n is not riscv64 without ktrace"
echo "ok: the riscv64 variants' configs"
# arm64 has no generic entry: its syscall events come from its own
# syscall path (HAVE_KTRACE_SYSCALLS), so KTRACE_SYSCALLS is on there too
grep -q '^CONFIG_ARM64=y$' "$WORK/matrix-arm64/.config" &&
	! grep -q '^CONFIG_GENERIC_ENTRY=y$' "$WORK/matrix-arm64/.config" &&
	grep -q '^CONFIG_KTRACE_SYSCALLS=y$' "$WORK/matrix-arm64/.config" &&
	grep -q '^CONFIG_SAMPLE_KTRACE=m$' "$WORK/matrix-arm64/.config" ||
	fail "matrix-arm64 is not arm64 with ktrace's syscall events"
grep -q '^CONFIG_ARM64=y$' "$WORK/matrix-arm64-n/.config" &&
	! grep -q '^CONFIG_KTRACE=y$' "$WORK/matrix-arm64-n/.config" ||
	fail "matrix-arm64-n is not arm64 without ktrace"
echo "ok: the arm64 variants' configs"
# What build-matrix boots: the arm64 Image on the aarch64 guest, the
# x86 kernels' bzImage on the x86_64 one.
eval "$(make -s -C "$TOP" BUILD="$BUILD" VARIANT=matrix-arm64 print-BZIMAGE print-GUEST_ARCH)"
[ "$BZIMAGE" = "$BUILD/obj-matrix-arm64/arch/arm64/boot/Image" ] && [ "$GUEST_ARCH" = aarch64 ] ||
	fail "matrix-arm64 boots $BZIMAGE on $GUEST_ARCH"
eval "$(make -s -C "$TOP" BUILD="$BUILD" VARIANT=matrix-i386 print-BZIMAGE print-GUEST_ARCH)"
[ "$BZIMAGE" = "$BUILD/obj-matrix-i386/arch/x86/boot/bzImage" ] && [ "$GUEST_ARCH" = x86_64 ] ||
	fail "matrix-i386 boots $BZIMAGE on $GUEST_ARCH"
echo "ok: the arm64 Image boots on the aarch64 guest, x86's bzImage on x86_64"

# qemu/matrix-record keeps a row per configuration in docs/build-matrix.md:
# a run of arm64 alone replaces arm64's row, with its own series and date,
# and leaves x86_64's as it was; build-matrix's output passes through.
printf '%s\n' 'build-matrix: series aaaaaaaaaaaa (80 patches), 2030-01-01' \
	'PASS matrix x86_64: built, booted (9 min)' 'FAIL matrix arm64: CONFIG_KTRACE=y does not build' \
	'0 passed, 1 failed' | "$TOP/qemu/matrix-record" "$WORK/matrix.md" > "$WORK/through" ||
	fail "matrix-record failed"
printf '%s\n' 'build-matrix: series bbbbbbbbbbbb (81 patches), 2030-01-02' \
	'PASS matrix arm64: built, booted (34 min)' '1 passed, 0 failed' |
	"$TOP/qemu/matrix-record" "$WORK/matrix.md" > /dev/null || fail "matrix-record failed"
grep -qx '| x86_64 | aaaaaaaaaaaa (80 patches) | 2030-01-01 | PASS: built, booted (9 min) |' "$WORK/matrix.md" &&
	grep -qx '| arm64 | bbbbbbbbbbbb (81 patches) | 2030-01-02 | PASS: built, booted (34 min) |' "$WORK/matrix.md" &&
	[ "$(grep -c '^| arm64 ' "$WORK/matrix.md")" = 1 ] ||
	fail "matrix-record: $(cat "$WORK/matrix.md")"
[ "$(tail -n1 "$WORK/through")" = "0 passed, 1 failed" ] || fail "matrix-record did not pass the output through"
echo "ok: docs/build-matrix.md keeps each configuration's last run"
