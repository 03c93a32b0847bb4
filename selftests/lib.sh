# Helpers for the harness self-tests (sourced).  TOP, BUILD and WORK are
# set by run-all; each test works only below WORK.
set -uo pipefail
mkdir -p "$WORK"

fail() { echo "harness self-test failed: $*"; exit 1; }

# expect_failure LOG PATTERN CMD...: CMD must fail and LOG must match PATTERN.
expect_failure() {
	local log=$1 pattern=$2; shift 2
	if "$@" > "$log" 2>&1; then
		fail "'$*' succeeded; it should have failed"
	fi
	grep -E -q -- "$pattern" "$log" ||
		fail "'$*' failed without naming the cause (/$pattern/ not in $log)"
	echo "ok: failed as expected: $(grep -E -m1 -- "$pattern" "$log")"
}

# cpio_gz DIR OUT: a newc archive of DIR, owned by root, for --extra-initrd.
cpio_gz() {
	(cd "$1" && find . | LC_ALL=C sort | cpio -o -H newc -R 0:0 --quiet) | gzip -n > "$2"
}

# guest_check NAME RUN-GUEST-ARGS...: `make guest-check` with extra
# arguments for the guest; leaves the results in $WORK/NAME.results.
guest_check() {
	local name=$1; shift
	make -s -C "$TOP" BUILD="$BUILD" RESULTS="$WORK/$name.results" \
		LOGS="$WORK/logs-$name" GUEST_ARGS="$*" guest-check
}
