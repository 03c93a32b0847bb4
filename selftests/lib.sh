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

# guest_check NAME LIST RUN-GUEST-ARGS...: `make guest-check`'s first
# boot, with extra arguments for the guest, expecting the tests of LIST
# (the kselftest-list.txt the extra initrd puts in place of the guest's);
# leaves the results in $WORK/NAME.results.
guest_check() {
	local name=$1 list=$2; shift 2
	make -s -C "$TOP" BUILD="$BUILD" RESULTS="$WORK/$name.results" \
		LOGS="$WORK/logs-$name" GUEST_BOOTS=check KSFT_EXPECT="$list" \
		GUEST_ARGS="$*" guest-check
}
