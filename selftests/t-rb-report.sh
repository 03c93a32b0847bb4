# bench/ring-buffer-report on a fixed set of results from three boots:
# the medians and ranges before and after the ring buffer posting, and
# one ftrace event's cost (getppid() with the event less without) come
# out as computed by hand, in docs/performance.md's section (replaced,
# not added twice, on a second run) and in the cover letter's block;
# bench/report keeps the section when it rewrites performance.md.
. "$TOP/selftests/lib.sh"
fx=$TOP/selftests/fixtures/ring-buffer
printf '# Performance\n\nText.\n' > "$WORK/performance.md"
printf 'Cover.\n\n@@ figures: generated from the benchmark'"'"'s results; do not edit @@\nold\n@@ end of figures @@\n\nBased on v7.3.4.\n' \
	> "$WORK/cover.txt"
for i in 1 2; do
	python3 "$TOP/bench/ring-buffer-report" "$fx/ring-buffer.csv" "$WORK/performance.md" \
		"$WORK/cover.txt" > "$WORK/out" || fail "ring-buffer-report failed: $(cat "$WORK/out")"
done
expect() {	# expect FILE LINE
	grep -F -q -x -- "$2" "$1" || fail "not in $(basename "$1"): $2"
}
# getppid with the event: 800, 806, 803 -> 803; 780, 785, 781 -> 781
expect "$WORK/performance.md" '| getppid(), sys_enter_getppid on (insns/call) | 803.0 (800.0-806.0) | 781.0 (780.0-785.0) |'
expect "$WORK/performance.md" '| ring_buffer_benchmark (insns/entry) | 300 (300-301) | 290 (290-291) |'
# 803 - 191 = 612; 781 - 190 = 591
expect "$WORK/performance.md" '| one ftrace event in getppid() (on - off, insns) | 612.0 | 591.0 |'
[ "$(grep -c '^## The ring buffer posting' "$WORK/performance.md")" = 1 ] ||
	fail "the section is not there exactly once after two runs"
grep -q '^Text.$' "$WORK/performance.md" || fail "the rest of performance.md was lost"
grep -q '^one ftrace event (on - off) *612.0 *591.0$' "$WORK/cover.txt" ||
	fail "the cover letter's block lacks the per-event figures: $(cat "$WORK/cover.txt")"
grep -q '^old$' "$WORK/cover.txt" && fail "the cover letter's old block is still there"
grep -q '^Based on v7.3.4.$' "$WORK/cover.txt" || fail "the cover letter lost its text after the block"
echo "ok: medians, ranges and the per-event cost, in performance.md and the cover letter"

# bench/report rewrites performance.md from its own results: the ring
# buffer section stays.
python3 "$TOP/bench/report" "$TOP/selftests/fixtures/bench/results.csv" "$WORK/results.json" \
	"$WORK/performance.md" > /dev/null || fail "bench/report failed"
expect "$WORK/performance.md" '| one ftrace event in getppid() (on - off, insns) | 612.0 | 591.0 |'
echo "ok: bench/report keeps the ring buffer section"
