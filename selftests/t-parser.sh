# qemu/parse-console on a recorded run: every kind of result it must
# report (pass, fail, skip with and without a reason, an aborted binary, a
# missing test, a kernel splat, a warning a test announced, one that did
# not come) comes out as the expected lines, and the
# exit status says that something failed.
. "$TOP/selftests/lib.sh"
fx=$TOP/selftests/fixtures/parser
if "$TOP/qemu/parse-console" --log "$fx/console.log" \
	--expect "$fx/kselftest-list.txt" > "$WORK/got"; then
	fail "parse-console exited 0 on a run with failures"
fi
diff -u "$fx/expected" "$WORK/got" || fail "parse-console output differs from $fx/expected"
echo "ok: $(grep -c . "$WORK/got") result lines as expected"
