# bench/report on a fixed set of results from three boots: medians and
# their ranges (the least and the most overhead any two boots show; for
# MB/s in cost per MB), the ktrace/ftrace ratio, the per-event figure
# paired by boot, the code size per site and the goals come out as
# computed by hand; a missed goal is reported as missed, one met by the
# median but not by every pair of boots as met within the spread, a
# "lower than" goal one boot misses as missed; and the JSON parses.
. "$TOP/selftests/lib.sh"
fx=$TOP/selftests/fixtures/bench
python3 "$TOP/bench/report" "$fx/results.csv" "$WORK/results.json" \
	"$WORK/performance.md" > "$WORK/out" || fail "bench/report failed"
expect_line() {
	grep -F -q -x -- "$1" "$WORK/performance.md" ||
		fail "not in performance.md: $1"
}
# vanilla 200, 202, 200: median 200; ktrace-all 700, 690, 710: +250%,
# least 690/202, most 710/200.
expect_line '| getppid | ns/op | 200.0 [200.0, 202.0] | 200.4 (+0.2% [-0.8%, +0.2%]) | 700.0 [690.0, 710.0] (+250.0% [+241.6%, +255.0%]) | 1400 (+600.0% [+593.1%, +600.0%]) | 0.42 |'
# vanilla 100, 110, 100 MB/s: costs 1/100, 1/110; ktrace-all 80, 90, 80:
# median cost 1/80 = +25%, least (1/90)/(1/100), most (1/80)/(1/110).
expect_line '| tbench | MB/s | 100.0 [100.0, 110.0] | 100.0 (+0.0% [+0.0%, +10.0%]) | 80.0 [80.0, 90.0] (+25.0% [+11.1%, +37.5%]) | 50.0 (+100.0% [+100.0%, +120.0%]) | 0.25 |'
# (601 - 200.4) / 2, (603 - 200.4) / 2, (600 - 200.4) / 2: median 200.3
grep -F -q -- '**200 ns per ktrace event, 600 per ftrace event** (33%' "$WORK/performance.md" ||
	fail "per-event getppid figures wrong"
grep -F -q -- 'Each kernel was booted 3 times' "$WORK/performance.md" ||
	fail "the number of boots is not said"
grep -F -q -- 'the 17 `DO_TRACE()` sites of the kernel have **120 bytes of code per site**' "$WORK/performance.md" ||
	fail "code size per site not reported"
expect_line '| ktrace event (DO_TRACE) | 1.0 | 200.0 [190.0, 210.0] |'
expect_line '| ktrace event, microbenchmark | 200.0 [190.0, 210.0] | <= 100 | **no** |'
# median 85, but one boot 95
expect_line '| lean reserve+commit, microbenchmark | 85.0 [80.0, 95.0] | <= 90 | yes, within the spread |'
expect_line '| getppid, per syscall event | 200 [200, 201] | <= 110 | **no** |'
expect_line '| tbench, all events on | +25.0% [+11.1%, +37.5%] | <= +10% | **no** |'
expect_line '| dbench (tmpfs), all events on | +3.8% | <= +5% | yes |'
# pipe off 9020, 9020, 9040 over 9000: +0.22% is the worst median, +0.44%
# the worst pair
expect_line '| off, every workload | worst: pipe +0.2% [+0.2%, +0.4%] | <= +0.3% | yes, within the spread |'
# median 580 < 586, but the goal needs every boot below: 590 is not.
grep -F -q -- '| ftrace event, microbenchmark | 580.0 [570.0, 590.0] | lower than 586 ' "$WORK/performance.md" &&
	grep -F -- '| ftrace event, microbenchmark |' "$WORK/performance.md" | grep -F -q '| **no** |' ||
	fail "ftrace goal: $(grep -F -- '| ftrace event, microbenchmark |' "$WORK/performance.md")"
python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); assert d["micro"]["ktrace"]["enabled"] == 200 and d["boots"] == 3 and d["sites"]["sites"] == 17, d' \
	"$WORK/results.json" || fail "results.json does not hold the figures"
# Without every workload, the "off" goal is not judged.
grep -v ',pipe,' "$fx/results.csv" > "$WORK/nopipe.csv"
python3 "$TOP/bench/report" "$WORK/nopipe.csv" "$WORK/nopipe.json" \
	"$WORK/nopipe.md" > /dev/null || fail "bench/report failed without pipe"
grep -F -q -x -- '| off, every workload | n/a (no pipe) | <= +0.3% | n/a |' "$WORK/nopipe.md" ||
	fail "off goal judged without pipe: $(grep -F 'off, every' "$WORK/nopipe.md")"
echo "ok: report figures as computed by hand"
