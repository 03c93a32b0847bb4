# A boot that hangs before the guest's check begins is killed at
# --boot-timeout and booted once more: the run then counts one SKIP that
# says so, and the second boot's results; a second hang is a FAIL.  The
# hang is a QEMU that never starts the guest (a stand-in that sleeps, for
# the first N calls), then the real one.  What the hung boot's kernel said
# still counts: a splat in it is a FAIL.
. "$TOP/selftests/lib.sh"
make -s -C "$TOP" BUILD="$BUILD" initramfs > "$WORK/build.log" 2>&1 ||
	fail "no ktrace kernel and initramfs (see $WORK/build.log)"
var() { make -s -C "$TOP" BUILD="$BUILD" "print-$1" | sed "s/^$1=//"; }
real=$(var KTRACE_QEMU) kernel=$(var BZIMAGE) initrd=$(var INITRAMFS)
echo ktrace:info_test > "$WORK/list"

# boot NAME HANGS [SAID]: run-guest with the first HANGS boots hanging,
# after printing SAID on the console; its exit status in $WORK/NAME.rc,
# the parsed results in $WORK/NAME.results.
boot() {
	local name=$1 hangs=$2 said=${3:-}
	rm -f "$WORK/calls"
	cat > "$WORK/qemu" <<EOF
#!/bin/sh
n=\$(cat "$WORK/calls" 2>/dev/null || echo 0)
echo \$((n + 1)) > "$WORK/calls"
if [ "\$n" -lt $hangs ]; then
	[ -z "$said" ] || echo "$said"
	exec sleep 300
fi
exec "$real" "\$@"
EOF
	chmod +x "$WORK/qemu"
	ACCEL=tcg KTRACE_QEMU=$WORK/qemu "$TOP/qemu/run-guest" --mode check \
		--kernel "$kernel" --initrd "$initrd" --log "$WORK/$name.log" \
		--timeout 600 --boot-timeout 15 \
		--append "ksft_tests=ktrace:info_test" > "$WORK/$name.out" 2>&1
	echo $? > "$WORK/$name.rc"
	"$TOP/qemu/parse-console" --log "$WORK/$name.log" --expect "$WORK/list" \
		> "$WORK/$name.results"
}

boot once 1
[ "$(cat "$WORK/once.rc")" = 0 ] || fail "run-guest failed after one hung boot (see $WORK/once.out)"
[ "$(cat "$WORK/calls")" = 2 ] || fail "QEMU started $(cat "$WORK/calls") times, not 2"
r=$WORK/once.results
grep -q '^SKIP guest: boot 1 hung before its check step began (killed after 15s; console in .*once.log.boot1), booted again$' "$r" ||
	fail "the hung boot is not a SKIP saying so in $r"
grep -q '^PASS ktrace/info_test' "$r" || fail "the second boot's tests did not pass in $r"
! grep -q '^FAIL' "$r" || fail "a FAIL after a boot that hung once: $r"
"$TOP/qemu/summary" "$r" > "$WORK/once.summary" || fail "summary failed: $WORK/once.summary"
grep -Eq '^[1-9][0-9]* passed, 0 failed, 1 skipped$' "$WORK/once.summary" ||
	fail "not 0 failed, 1 skipped: $(tail -n1 "$WORK/once.summary")"
echo "ok: $(tail -n1 "$WORK/once.summary") after a boot that hung once"

boot twice 2
[ "$(cat "$WORK/twice.rc")" = 3 ] || fail "run-guest's status after two hung boots: $(cat "$WORK/twice.rc"), not 3"
[ "$(cat "$WORK/calls")" = 2 ] || fail "QEMU started $(cat "$WORK/calls") times, not 2"
grep -q '^FAIL guest: never reached the check step; boot 2 hung too: killed after 15s' "$WORK/twice.results" ||
	fail "two hung boots not a FAIL saying so in $WORK/twice.results"
expect_failure "$WORK/twice.summary" '^[0-9]+ passed, [1-9][0-9]* failed' \
	"$TOP/qemu/summary" "$WORK/twice.results"

# A splat in the hung boot's console is not lost with it.
boot splat 1 '[    5.000000] watchdog: BUG: soft lockup - CPU#1 stuck for 22s! [swapper/1:0]'
[ "$(cat "$WORK/splat.rc")" = 0 ] || fail "run-guest failed after one hung boot (see $WORK/splat.out)"
grep -q '^FAIL kernel splat in the hung boot 1: watchdog: BUG: soft lockup - CPU#1 stuck' "$WORK/splat.results" ||
	fail "the hung boot's splat is not a FAIL in $WORK/splat.results"
echo "ok: the hung boot's splat: $(grep -m1 '^FAIL kernel splat' "$WORK/splat.results")"
