# qemu/check-kunit on boot consoles: a suite whose cases all passed gives
# one PASS line per case, other kernel lines in between; a failed case is
# a FAIL carrying KUnit's report of it; a skipped case a SKIP; a suite
# that never ran, did not finish, or reported fewer cases than its plan is
# a FAIL.
. "$TOP/selftests/lib.sh"
fx=$TOP/selftests/fixtures/kunit/console.log
check() { "$TOP/qemu/check-kunit" "$1" debug ktrace > "$2"; }

# A real debug boot's console (its KUnit part and what came between).
check "$fx" "$WORK/pass" || fail "passing suite: exit $? ($(grep -v ^PASS "$WORK/pass" | head -n1))"
[ "$(grep -c '^PASS debug: kunit\.ktrace\.ktrace_test_' "$WORK/pass")" = 4 ] ||
	fail "passing suite: $(cat "$WORK/pass")"
grep -qx 'PASS debug: kunit.ktrace.ktrace_test_copy_payload' "$WORK/pass" ||
	fail "copy_payload not reported: $(cat "$WORK/pass")"

# A real boot's failures (a copy bound and the context byte broken on
# purpose): each in a FAIL line carrying KUnit's report, the case that
# passed still a PASS.
fx_fail=$TOP/selftests/fixtures/kunit/failed.log
if check "$fx_fail" "$WORK/fail"; then fail "failed cases: exit 0"; fi
grep -qx 'FAIL debug: kunit.ktrace.ktrace_test_copy_payload: ktrace_test_copy_payload: EXPECTATION FAILED at ../linux/kernel/ktrace_kunit.c:71 | n=17 from +0 to +0: copied 11 18 1f 26 2d 34 3b 42 a5 50 57 5e 65 6c 73 7a 81' "$WORK/fail" ||
	fail "copy_payload: $(grep copy_payload "$WORK/fail")"
grep -qx 'FAIL debug: kunit.ktrace.ktrace_test_record_head_hardirq: ktrace_test_record_head_hardirq: EXPECTATION FAILED at ../linux/kernel/ktrace_kunit.c:105 | Expected h->rec.id == id, but | h->rec.id == 15962 (0x3e5a) | id == 15450 (0x3c5a)' "$WORK/fail" ||
	fail "hardirq: $(grep hardirq "$WORK/fail")"
[ "$(grep -c '^FAIL' "$WORK/fail")" = 3 ] && grep -qx 'PASS debug: kunit.ktrace.ktrace_test_record_head_task' "$WORK/fail" ||
	fail "failed run: $(cat "$WORK/fail")"

# A skipped case.
sed -e 's/^\(\[ *[0-9.]*\]\)     ok 3 \(ktrace_test_[a-z_]*\)$/\1     ok 3 \2 # SKIP no irq_work interrupt/' "$fx" > "$WORK/skip.log"
check "$WORK/skip.log" "$WORK/skip" || fail "a skip made it fail: $(cat "$WORK/skip")"
grep -qx 'SKIP debug: kunit.ktrace.ktrace_test_record_head_hardirq: no irq_work interrupt' "$WORK/skip" ||
	fail "skip: $(cat "$WORK/skip")"

# No KUnit in the kernel.
grep -v -e 'KTAP\|Subtest\|ok [0-9]\|1\.\.[0-9]\|# ' "$fx" > "$WORK/none.log"
if check "$WORK/none.log" "$WORK/none"; then fail "no suite: exit 0"; fi
grep -qx 'FAIL debug: kunit.ktrace never ran (not built in, KUnit off, or its output lost)' "$WORK/none" ||
	fail "no suite: $(cat "$WORK/none")"

# The boot stopped in the middle of the suite: the cases that reported,
# then a FAIL naming the last line.
sed -e '/ ok 2 ktrace_test_record_head_task$/q' "$fx" > "$WORK/cut.log"
if check "$WORK/cut.log" "$WORK/cut"; then fail "cut: exit 0"; fi
[ "$(grep -c '^PASS' "$WORK/cut")" = 2 ] || fail "cut, cases: $(cat "$WORK/cut")"
grep -q '^FAIL debug: kunit.ktrace did not finish (last line: ".*ok 2 ktrace_test_record_head_task")$' "$WORK/cut" ||
	fail "cut: $(tail -n1 "$WORK/cut")"

# A case line lost (printk dropped it), the suite's end still there.
grep -v ' ok 3 ktrace_test_' "$fx" > "$WORK/lost.log"
if check "$WORK/lost.log" "$WORK/lost"; then fail "lost: exit 0"; fi
grep -qx 'FAIL debug: kunit.ktrace: 4 cases announced, 3 reported' "$WORK/lost" ||
	fail "lost: $(tail -n1 "$WORK/lost")"
echo "ok: passed, failed, skipped, missing, cut and lost cases reported as they were"
