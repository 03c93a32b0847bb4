# bench/report on a fixed set of results: the overheads against vanilla,
# the ktrace/ftrace ratio, the per-event figures and the goals come out as
# computed by hand, a missed goal is reported as missed, and the JSON
# parses.
. "$TOP/selftests/lib.sh"
fx=$TOP/selftests/fixtures/bench
python3 "$TOP/bench/report" "$fx/results.csv" "$WORK/results.json" \
	"$WORK/performance.md" > "$WORK/out" || fail "bench/report failed"
expect_line() {
	grep -F -q -x -- "$1" "$WORK/performance.md" ||
		fail "not in performance.md: $1"
}
expect_line '| getppid | ns/op | 200.0 | 200.4 (+0.2%) | 700.0 (+250.0%) | 1400 (+600.0%) | 0.42 |'
expect_line '| tbench | MB/s | 100.0 | 100.0 (+0.0%) | 80.0 (+25.0%) | 50.0 (+100.0%) | 0.25 |'
grep -F -q -- '**200 ns per ktrace event, 600 per ftrace event** (33%)' "$WORK/performance.md" ||
	fail "per-event getppid figures wrong"
expect_line '| off: <= 0.5% over CONFIG_KTRACE=n on every workload | worst: getppid +0.2% | yes |'
expect_line '| on: an event <= 50% of ftrace'"'"'s (microbenchmark) | 200 vs 600 ns: 33% | yes |'
expect_line '| on: an event <= 1.3x a bare ring_buffer_lock_reserve + commit | 200 vs 300 ns: 0.67x | yes |'
expect_line '| all events on: tbench slowdown <= 10% | +25.0% | **no** |'
expect_line '| all events on: dbench slowdown <= 5% | n/a | n/a |'
python3 -c 'import json,sys; d=json.load(open(sys.argv[1])); assert d["micro"]["ktrace"]["enabled"] == 200, d["micro"]' \
	"$WORK/results.json" || fail "results.json does not hold the microbenchmark"
echo "ok: report figures as computed by hand"
