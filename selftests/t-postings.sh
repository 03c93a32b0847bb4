# qemu/postings-check on a toy series of one posting: a patch that
# removes lines an earlier patch of its posting added fails (final form),
# a skip while the posting is listed in qemu/postings-pending; so do a
# message that names a patch number or a harness target and a patch
# across two trees.  qemu/figures-check on this repository passes, and
# fails naming the figure when performance.md's differs from what
# ktrace.rst and the ktrace posting's cover letter quote.
. "$TOP/selftests/lib.sh"
top=$WORK/top
mkdir -p "$top/patches" "$top/qemu" "$top/docs/postings"
mkpatch() {	# mkpatch NAME SUBJECT BODY DIFF
	{ printf 'From 0000000000000000000000000000000000000000 Mon Sep 17 00:00:00 2001\n'
	  printf 'From: Toy <toy@example.org>\nSubject: [PATCH] %s\n\n%s\n\n' "$2" "$3"
	  printf 'Signed-off-by: Toy <toy@example.org>\n---\n'; cat "$4"; } > "$top/patches/$1"
}
printf -- '--- /dev/null\n+++ b/kernel/toy.c\n@@ -0,0 +1,3 @@\n+one\n+two\n+three\n' > "$WORK/d1"
printf -- '--- a/kernel/toy.c\n+++ b/kernel/toy.c\n@@ -1,3 +1,3 @@\n one\n-two\n+deux\n three\n' > "$WORK/d2"
printf -- '--- a/kernel/toy.c\n+++ b/kernel/toy.c\n@@ -1,3 +1,4 @@\n one\n deux\n three\n+four\n' > "$WORK/d3"
mkpatch 0001-a.patch "toy: add toy.c" "Add it." "$WORK/d1"
mkpatch 0002-b.patch "toy: say deux" "Say it in French." "$WORK/d2"
mkpatch 0003-c.patch "toy: add four" "Add a line." "$WORK/d3"
printf '# posting: toy\n0001-a.patch\n0002-b.patch\n' > "$top/series"
run() { "$TOP/qemu/postings-check" "$top" > "$WORK/out" 2>&1; echo $?; }

[ "$(run)" = 1 ] && grep -q '^FAIL postings: toy (2 patches): 1 own lines removed by later patches (0002 -1)' "$WORK/out" ||
	fail "a patch rewriting its posting's own line passed: $(cat "$WORK/out")"
echo "ok: a rewritten own line fails"
printf '# a comment\ntoy churn the toy recut is another issue'"'"'s\n' > "$top/qemu/postings-pending"
[ "$(run)" = 0 ] && grep -q "^SKIP postings: toy (2 patches): 1 own lines removed.*pending: the toy recut is another issue's" "$WORK/out" ||
	fail "a pending posting was not a skip: $(cat "$WORK/out")"
rm "$top/qemu/postings-pending"
echo "ok: a pending posting is a skip, naming why"

printf '# posting: toy\n0001-a.patch\n0003-c.patch\n' > "$top/series"
[ "$(run)" = 0 ] && grep -q '^PASS postings: toy (2 patches): final form' "$WORK/out" && ! grep -q FAIL "$WORK/out" ||
	fail "an additive posting failed: $(cat "$WORK/out")"
echo "ok: an additive posting passes"

mkpatch 0003-c.patch "toy: add four" "As 0001 did; make bench says it is free." "$WORK/d3"
[ "$(run)" = 1 ] && grep -q '^FAIL postings: toy (2 patches): messages cite .*0003-c.patch' "$WORK/out" ||
	fail "a message naming a patch number and a harness target passed: $(cat "$WORK/out")"
echo "ok: a message citing a patch number fails"

mkpatch 0003-c.patch "toy: add four" "Add a line." "$WORK/d3"
printf -- '--- /dev/null\n+++ b/tools/toy/toy.c\n@@ -0,0 +1 @@\n+int main(void) { return 0; }\n' >> "$top/patches/0003-c.patch"
[ "$(run)" = 1 ] && grep -q '^FAIL postings: toy (2 patches): more than one tree: 0003-c.patch (kernel, tools)' "$WORK/out" ||
	fail "a patch across two trees passed: $(cat "$WORK/out")"
echo "ok: a patch across two trees fails"

# The figures: this repository's agree; a changed one is named.
"$TOP/qemu/figures-check" "$TOP" > "$WORK/fig" 2>&1 ||
	fail "the repository's figures disagree: $(cat "$WORK/fig")"
[ "$(grep -c '^PASS figures' "$WORK/fig")" = 4 ] || fail "figures-check: $(cat "$WORK/fig")"
mkdir -p "$WORK/repo/docs"
cp -r "$TOP/patches" "$TOP/series" "$TOP/README.md" "$WORK/repo/"
cp -r "$TOP/docs/postings" "$WORK/repo/docs/"
# The ktrace event's enabled figure, 5 less in performance.md only.
was=$(sed -n 's/^| ktrace event (DO_TRACE) | [0-9.]* | \([0-9]*\)\.0 |.*/\1/p' "$TOP/docs/performance.md")
[ -n "$was" ] || fail "performance.md no longer has the row this test changes"
now=$((was - 5))
sed "s/^\(| ktrace event (DO_TRACE) | [0-9.]* | \)$was\.0 |/\1$now.0 |/" \
	"$TOP/docs/performance.md" > "$WORK/repo/docs/performance.md"
cmp -s "$TOP/docs/performance.md" "$WORK/repo/docs/performance.md" &&
	fail "performance.md no longer has the row this test changes"
! "$TOP/qemu/figures-check" "$WORK/repo" > "$WORK/fig2" 2>&1 &&
	grep -q "^FAIL figures: Documentation/trace/ktrace.rst: ktrace 1/$was, not 1.0/$now.0" "$WORK/fig2" &&
	grep -q "^FAIL figures: docs/postings/ktrace.txt: ktrace 1.0/$was.0, not 1.0/$now.0" "$WORK/fig2" &&
	grep -q "^FAIL figures: README.md: microbenchmark $was/[0-9]*, not $now/" "$WORK/fig2" ||
	fail "a figure that differs from performance.md was not named: $(cat "$WORK/fig2")"
echo "ok: the figures quoted are performance.md's, and a change is named"

# The ring buffer posting's block against performance.md's section.
cp "$TOP/docs/performance.md" "$WORK/repo/docs/performance.md"
sed -i 's/^\(ring_buffer_benchmark (insns\/entry) *[0-9.]* *\)\([0-9.]*\)$/\11/' \
	"$WORK/repo/docs/postings/ring-buffer.txt"
cmp -s "$TOP/docs/postings/ring-buffer.txt" "$WORK/repo/docs/postings/ring-buffer.txt" &&
	fail "the ring buffer cover letter no longer has the row this test changes"
! "$TOP/qemu/figures-check" "$WORK/repo" > "$WORK/fig3" 2>&1 &&
	grep -q '^FAIL figures: docs/postings/ring-buffer.txt: ring_buffer_benchmark (insns/entry): [0-9.]*/1, not ' "$WORK/fig3" ||
	fail "a ring buffer figure that differs from performance.md was not named: $(cat "$WORK/fig3")"
echo "ok: the ring buffer posting's figures are performance.md's, and a change is named"
