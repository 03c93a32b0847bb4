# A guest that stops answering in the middle of the tests is killed at
# GUEST_TIMEOUT and the check fails, saying it hung.
. "$TOP/selftests/lib.sh"
root=$WORK/root
mkdir -p "$root"
cat > "$root/init" <<'INIT'
#!/bin/sh
echo "KTRACE-HARNESS: BEGIN check (harness self-test: about to hang)"
while :; do :; done
INIT
chmod +x "$root/init"
cpio_gz "$root" "$WORK/extra.cpio.gz"
make -s -C "$TOP" BUILD="$BUILD" RESULTS="$WORK/hang.results" \
	LOGS="$WORK/logs-hang" GUEST_TIMEOUT=20 \
	GUEST_ARGS="--extra-initrd $WORK/extra.cpio.gz" guest-check
r=$WORK/hang.results
grep -q '^FAIL guest: hung or died during check: guest killed after 20s timeout' "$r" ||
	fail "hung guest not reported as such in $r"
expect_failure "$WORK/summary.log" '^[0-9]+ passed, [1-9][0-9]* failed' \
	"$TOP/qemu/summary" "$r"
