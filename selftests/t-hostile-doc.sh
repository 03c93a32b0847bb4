# docs/hostile-input.md is what qemu/hostile-table makes of the kselftest
# table it documents: no row of the tests is missing from it, and no row
# of it is not a test.
. "$TOP/selftests/lib.sh"
[ -d "$BUILD/linux/tools/testing/selftests/ktrace" ] || fail "no patched tree: run make apply first"
"$TOP/qemu/hostile-table" "$BUILD/linux" > "$WORK/table.md" 2> "$WORK/table.err" ||
	fail "hostile_test --table failed: $(head -n3 "$WORK/table.err")"
rows=$(grep -c '^| [a-z0-9_]* | `' "$WORK/table.md")
[ "$rows" -ge 60 ] || fail "only $rows rows in the table"
diff -u "$TOP/docs/hostile-input.md" "$WORK/table.md" ||
	fail "docs/hostile-input.md is stale: run qemu/hostile-table build/linux > docs/hostile-input.md"
echo "ok: $rows rows, as in the tests"
