# A guest that stops answering in the middle of the tests is killed at
# GUEST_TIMEOUT and the check fails, saying it hung and where its vCPUs
# were.
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
	LOGS="$WORK/logs-hang" GUEST_TIMEOUT=20 GUEST_BOOTS=check \
	GUEST_ARGS="--extra-initrd $WORK/extra.cpio.gz" guest-check
r=$WORK/hang.results
grep -q '^FAIL guest: hung or died during check: guest killed after 20s timeout' "$r" ||
	fail "hung guest not reported as such in $r"
# ... and where its vCPUs were (qemu/where-hung), one entry per vCPU.
grep -q '^FAIL guest: hung .* timeout; vCPU 0 at [^;]*; vCPU 1 at [^;]*; vCPU 2 at [^;]*; vCPU 3 at ' "$r" ||
	fail "no vCPU positions in the hung guest's result in $r"
expect_failure "$WORK/summary.log" '^[0-9]+ passed, [1-9][0-9]* failed' \
	"$TOP/qemu/summary" "$r"
