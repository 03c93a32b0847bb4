# qemu/parse-console on a recorded run: every kind of result it must
# report (pass, fail, skip with and without a reason, an aborted binary, a
# missing test, a kernel splat, a warning a test announced, one that did
# not come, one from a part GCC split off) comes out as the expected lines, and the
# exit status says that something failed.
. "$TOP/selftests/lib.sh"
fx=$TOP/selftests/fixtures/parser
if "$TOP/qemu/parse-console" --log "$fx/console.log" \
	--expect "$fx/kselftest-list.txt" > "$WORK/got"; then
	fail "parse-console exited 0 on a run with failures"
fi
diff -u "$fx/expected" "$WORK/got" || fail "parse-console output differs from $fx/expected"
echo "ok: $(grep -c . "$WORK/got") result lines as expected"
# printk replays a message a console flush interrupted ("** replaying
# previous printk message **"): the line comes twice, and must count once,
# an announced warning as a splat (seen in CI: "announced, never came");
# or it came cut where the flush was interrupted, and the replay is the
# whole of it (seen in make check-debug: "ring_buffer_lock_re: announced,
# never came").
rx=$TOP/selftests/fixtures/parser-replay
"$TOP/qemu/parse-console" --log "$rx/console.log" --expect "$rx/kselftest-list.txt" \
	> "$WORK/replay" || fail "a replayed message made a failure: $(grep FAIL "$WORK/replay")"
[ "$(grep -c '^PASS expected warning' "$WORK/replay")" = 3 ] ||
	fail "replayed announcements and warnings miscounted: $(cat "$WORK/replay")"
echo "ok: printk's replayed messages count once"
# The kernel printed to the console between init's "KTRACE-HARNESS: " and
# the rest of its line (seen in CI: "KTRACE-HARNESS: [    1.931624]
# clocksource: Switched to clocksource tsc", then "BEGIN check ..." on a
# line of its own): the mark is still the mark, and the run passed.
ix=$TOP/selftests/fixtures/parser-interleaved
"$TOP/qemu/parse-console" --log "$ix/console.log" --expect "$ix/kselftest-list.txt" \
	> "$WORK/interleaved" || fail "an interleaved mark made a failure: $(grep FAIL "$WORK/interleaved")"
[ "$(cat "$WORK/interleaved")" = "PASS ktrace/boot_test.sh" ] ||
	fail "a run with an interleaved mark: $(cat "$WORK/interleaved")"
echo "ok: a kernel message inside a mark's line leaves the mark whole"
