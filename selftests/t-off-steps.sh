# bench/off-steps' report (STEPS_REPORT_ONLY=1) on made-up round trips
# whose answer is known: the =n kernel runs in two regimes, 1000 and 1500
# instructions a round trip, the =y kernel in one of them, 2 instructions
# longer, and in one of its own that matches none of =n's (1600).  Only
# the common regime is compared, function by function.  Then round trips
# with no regime in common, and a build without the kernels, are said so.
. "$TOP/selftests/lib.sh"

b=$WORK/build
rm -rf "$b" && mkdir -p "$b/bench"

# nm V: the symbols of both made-up kernels
nm() {
	printf '%s\n' "ffffffff81001000 T f_a" "ffffffff81002000 t f_b" \
		"ffffffff81003000 T f_c" "ffffffff81009000 B _end" \
		> "$b/bench/off-steps-$1.nm"
}
# raw V SPEC...: one round trip per SPEC "N_A,N_B,N_C": so many
# instructions in f_a, f_b and f_c
raw() {
	local v=$1; shift
	python3 - "$@" > "$b/bench/off-steps-$v.raw" <<'PY'
import sys
for i, spec in enumerate(sys.argv[1:]):
    a, b, c = map(int, spec.split(","))
    pcs = ["ffffffff81001004"] * a + ["ffffffff81002008"] * b + \
          ["ffffffff81003010"] * c
    print("pipe %d %s" % (i, " ".join(pcs)))
PY
}
nm noktrace; nm ktrace
raw noktrace 700,400,10 600,400,0 600,400,0 600,400,0 600,400,0 \
	1000,0,500 1000,0,500 1000,0,500
raw ktrace 700,402,10 600,402,0 600,402,0 600,402,0 \
	1100,0,500 1100,0,500 1100,0,500

STEPS_REPORT_ONLY=1 bash "$TOP/bench/off-steps" "$TOP" "$b" > "$WORK/out" 2>&1 ||
	fail "off-steps failed: $(cat "$WORK/out")"
cat > "$WORK/expect" <<'EOF'
pipe round trips, instructions each, in the order stepped (count x length):
  CONFIG_KTRACE=n        1x1110 4x1000 3x1500
  CONFIG_KTRACE=y (off)  1x1112 3x1002 3x1600

same regime: =n 1000, =y 1002: +2 instructions (+0.20%)
  function                                     =n     =y   diff
  f_b                                         400    402     +2
EOF
diff -u "$WORK/expect" "$WORK/out" || fail "off-steps reported wrong"
echo "ok: the common regime compared, +2 in f_b; 1500 and 1600 left out"

raw ktrace 1100,0,500 1100,0,500 1100,0,500
STEPS_REPORT_ONLY=1 bash "$TOP/bench/off-steps" "$TOP" "$b" > "$WORK/out" 2>&1 ||
	fail "off-steps failed: $(cat "$WORK/out")"
grep -q '^no regime in common' "$WORK/out" ||
	fail "round trips with no regime in common not said: $(cat "$WORK/out")"
echo "ok: no regime in common is said"

expect_failure "$WORK/nokernel.log" 'no .*obj-bench-noktrace \(make VARIANT=bench-noktrace initramfs\)' \
	bash "$TOP/bench/off-steps" "$TOP" "$WORK/empty"
