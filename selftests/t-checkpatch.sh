# qemu/checkpatch-series on a toy series, with the base tree's checkpatch:
# a warning (file:line: prefixed, as --showfile prints it) fails the patch
# unless qemu/checkpatch-justified justifies it for that patch; a clean
# patch passes.
. "$TOP/selftests/lib.sh"
base=$BUILD/base/linux-source-7.3
[ -f "$base/scripts/checkpatch.pl" ] || fail "no base tree at $base: run make source first"
top=$WORK/top
mkdir -p "$top/patches" "$top/qemu"
toy_patch() {	# toy_patch LINE...: 0001-toy.patch adding LINEs to toy()
	{ printf 'From 0000000000000000000000000000000000000000 Mon Sep 17 00:00:00 2001\n'
	  printf 'From: Toy Author <toy@example.org>\nDate: Mon, 23 Nov 2026 12:00:00 +0000\n'
	  printf 'Subject: [PATCH] toy: order the stores\n\nBecause.\n\n'
	  printf 'Signed-off-by: Toy Author <toy@example.org>\n---\n'
	  printf -- '--- a/kernel/toy.c\n+++ b/kernel/toy.c\n@@ -1,3 +1,%d @@\n void toy(void)\n {\n' $((3 + $#))
	  for l in "$@"; do printf '+\t%s\n' "$l"; done
	  printf ' }\n'; } > "$top/patches/0001-toy.patch"
}
echo 0001-toy.patch > "$top/series"
run() { "$TOP/qemu/checkpatch-series" "$base" "$top" > "$WORK/out" 2>&1; cat "$WORK/out"; }

toy_patch 'smp_wmb();'
printf 'other WARNING: memory barrier without comment: another patch\n' > "$top/qemu/checkpatch-justified"
run | grep '^FAIL checkpatch --strict: 0001-toy.patch: .*WARNING: memory barrier without comment' > /dev/null ||
	fail "an unjustified warning passed: $(cat "$WORK/out")"
echo "ok: an unjustified warning fails"

printf 'toy WARNING: memory barrier without comment: a toy\n' > "$top/qemu/checkpatch-justified"
run | grep '^PASS checkpatch --strict: 0001-toy.patch (.*1 warnings.*justified' > /dev/null ||
	fail "a justified warning failed: $(cat "$WORK/out")"
echo "ok: a justified warning passes"

toy_patch '/* Pairs with nothing: a toy */' 'smp_wmb();'
run | grep -x 'PASS checkpatch --strict: 0001-toy.patch' > /dev/null ||
	fail "a clean patch did not pass: $(cat "$WORK/out")"
echo "ok: a clean patch passes"

# A warning on the commit message (--showfile gives it no file name):
# justified like any other.
toy_patch '/* Pairs with nothing: a toy */' 'smp_wmb();'
sed -i 's/^Signed-off-by: /Fixes: 0123456789ab ("toy: an old commit")\nSigned-off-by: /' "$top/patches/0001-toy.patch"
printf "toy WARNING: Unknown commit id '0123456789ab', maybe rebased or not pulled?: no history\n" > "$top/qemu/checkpatch-justified"
run | grep '^PASS checkpatch --strict: 0001-toy.patch (.*1 warnings.*justified' > /dev/null ||
	fail "a justified commit message warning failed: $(cat "$WORK/out")"
echo "ok: a justified warning on the commit message passes"

# A justification names its patch, whatever its number: renumbered, the
# patch keeps it; another patch with the same warning does not get it.
toy_patch 'smp_wmb();'
mv "$top/patches/0001-toy.patch" "$top/patches/0007-toy.patch"
cp "$top/patches/0007-toy.patch" "$top/patches/0008-toy-again.patch"
printf '0007-toy.patch\n0008-toy-again.patch\n' > "$top/series"
printf 'toy WARNING: memory barrier without comment: a toy\n' > "$top/qemu/checkpatch-justified"
run > /dev/null
grep -q '^PASS checkpatch --strict: 0007-toy.patch (.*justified' "$WORK/out" ||
	fail "the renumbered patch lost its justification: $(cat "$WORK/out")"
grep -q '^FAIL checkpatch --strict: 0008-toy-again.patch: .*WARNING: memory barrier without comment' "$WORK/out" ||
	fail "toy's justification covered toy-again: $(cat "$WORK/out")"
echo "ok: a justification names one patch"
