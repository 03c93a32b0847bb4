# The QEMU every guest runs (make qemu) survives kernels live-patching
# code that other vCPUs run, under multi-threaded TCG on four vCPUs
# (qemu/mttcg-repro, no ktrace involved): ftrace events switched on and
# off while a process per CPU runs through them, which QEMU 7.2 does not
# survive; and a static key flipped in a module's text while a kthread per
# CPU runs through it, which QEMU 10 survives only with the harness'
# guest patch (qemu/guest-patches/).  Without it (text_poke_rewrite=0)
# the same guest must still die: else the patch has become useless, or
# the guest lost its power to show the race.  And qemu/fetch-qemu refuses
# a QEMU older than 10.
. "$TOP/selftests/lib.sh"
eval "$(make -s -C "$TOP" BUILD="$BUILD" print-OBJ print-KTRACE_QEMU)"
[ -x "$KTRACE_QEMU" ] || fail "no $KTRACE_QEMU: make qemu"
[ -f "$OBJ/initramfs.cpio.gz" ] || fail "no $OBJ/initramfs.cpio.gz: make initramfs"
export KTRACE_QEMU
repro() {	# repro NAME ARGS...
	LOG=$WORK/$1.log "$TOP/qemu/mttcg-repro" "$OBJ" "${@:2}"
}
repro ftrace ftrace 25 || fail "ftrace guest died: $(tail -n1 "$WORK/ftrace.log")"
grep -q '^FTRACE-FLIP start cpus=4$' "$WORK/ftrace.log" ||
	fail "the ftrace guest did not run on 4 CPUs (see $WORK/ftrace.log)"
repro key key 12 || fail "key guest died: $(tail -n1 "$WORK/key.log")"
grep -q '^MTTCG-KEY start cpus=4$' "$WORK/key.log" ||
	fail "the key guest did not run on 4 CPUs (see $WORK/key.log)"
# The race is a matter of timing: three tries (each died within 3000
# flips in every run measured, most within the first 100).
for try in 1 2 3; do
	if ! MTTCG_TIMEOUT=400 repro unpatched key 100 text_poke_rewrite=0 > "$WORK/unpatched.out"; then
		break
	fi
	[ $try != 3 ] || fail "the key guest survived 3 x 10000 flips without the guest patch: is it still needed? (see $WORK/unpatched.log)"
done
grep -q 'Oops: int3' "$WORK/unpatched.out" ||
	fail "the key guest without the guest patch died otherwise: $(cat "$WORK/unpatched.out")"
echo "ok: without the guest patch: $(cat "$WORK/unpatched.out")"

# A QEMU that says it is 7.2 is refused by name, whatever the system has.
mkdir -p "$WORK/old"
printf '#!/bin/sh\necho "QEMU emulator version 7.2.22 (Debian 1:7.2+dfsg-7+deb12u18+b3)"\n' \
	> "$WORK/old/qemu-system-x86_64"
chmod +x "$WORK/old/qemu-system-x86_64"
expect_failure "$WORK/old.log" 'is version 7: its MTTCG dies under live patching' \
	env QEMU="$WORK/old/qemu-system-x86_64" "$TOP/qemu/fetch-qemu" "$WORK/qemu" \
	bookworm-backports http://deb.debian.org/debian /usr/share/keyrings/debian-archive-keyring.gpg
[ ! -e "$WORK/qemu/qemu-system-x86_64" ] || fail "fetch-qemu left a wrapper for the refused QEMU"
