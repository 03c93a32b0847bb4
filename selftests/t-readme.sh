# qemu/readme-check on this repository passes, and on copies of it broken
# one way at a time it fails naming the cause: a README over 1,500 words,
# a commit hash or a date in the docs' prose, a target make help leaves
# out, a variable it leaves out, a target it lists that does not exist,
# a synopsis that is not ktrace --help.
. "$TOP/selftests/lib.sh"
src=$BUILD/linux/tools/tracing/ktrace
[ -d "$src" ] || fail "no $src: run make apply first"
make -s -C "$src" O="$WORK/tool" > "$WORK/build.log" 2>&1 ||
	fail "the tool does not build: $(tail -n3 "$WORK/build.log")"
kt=$WORK/tool/ktrace

"$TOP/qemu/readme-check" "$TOP" "$kt" > "$WORK/real.out" 2>&1 ||
	fail "readme-check fails on this repository: $(grep FAIL "$WORK/real.out")"
[ "$(grep -c '^PASS' "$WORK/real.out")" = 4 ] ||
	fail "readme-check did not make its four checks: $(cat "$WORK/real.out")"
echo "ok: this repository passes"

# copy: a fresh copy of what readme-check reads
copy() {
	rm -rf "$WORK/top" && mkdir -p "$WORK/top" &&
	cp "$TOP/README.md" "$TOP/Makefile" "$WORK/top/" &&
	cp -r "$TOP/docs" "$WORK/top/docs"
}
broken() {	# broken NAME PATTERN
	expect_failure "$WORK/$1.out" "$2" "$TOP/qemu/readme-check" "$WORK/top" "$kt"
}

copy
for i in $(seq 1500); do echo word; done >> "$WORK/top/README.md"
broken long 'FAIL readme: README.md is at most 1500 words: [0-9]+ words'

copy
echo 'Measured at 1a2b3c4d.' >> "$WORK/top/docs/design.md"
broken hash 'FAIL readme: no commit hashes.*docs/design.md:[0-9]+: hash 1a2b3c4d'

copy
echo 'As of 2026-11-29.' >> "$WORK/top/README.md"
broken date 'FAIL readme: no commit hashes.*README.md:[0-9]+: date 2026-11-29'

copy
grep -v "^	@echo '  harness-selftests " "$TOP/Makefile" > "$WORK/top/Makefile"
broken target '.PHONY target "harness-selftests" is not listed'

copy
sed -i 's/FUZZ_SECS=\$(FUZZ_SECS)//' "$WORK/top/Makefile"
broken variable 'variable FUZZ_SECS is not listed'

copy
sed -i "s/^\t@echo '  help        this list'/\t@echo '  nosuch      not a target'/" "$WORK/top/Makefile"
broken listed '"nosuch" is listed but has no rule'

copy
sed -i 's/^       ktrace stop .*/       ktrace stop/' "$WORK/top/README.md"
broken synopsis "FAIL readme: README.md's synopsis is ktrace --help: line [0-9]+"
