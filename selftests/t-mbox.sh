# qemu/mbox on a toy tree and a two-patch series: the mails are numbered
# [RFC PATCH k/2], carry get_maintainer.pl's To/Cc, and git am of them
# gives the quilt tree; a quilt tree that differs in one byte, or in the
# exec bit of a script the series adds, is reported.
. "$TOP/selftests/lib.sh"
export QUILTRC=$WORK/quiltrc
base=$WORK/base top=$WORK/top
mkdir -p "$base/scripts" "$top/patches" "$top/docs"
printf 'one\ntwo\n' > "$base/file.c"
cat > "$base/scripts/get_maintainer.pl" <<'EOF'
print "Ann Maint <ann\@example.org> (maintainer:TOY)\n";
print "toy-list\@example.org (open list:TOY)\n";
EOF
printf 'QUILT_PATCHES=patches\nQUILT_REFRESH_ARGS="--no-timestamps --no-index -p ab"\n' > "$QUILTRC"
printf 'toy: an RFC of two patches\n\nWhy: to test qemu/mbox.\n' > "$top/docs/cover-letter.txt"
patch_file() {	# patch_file NAME SUBJECT BODY-DIFF
	{ printf 'From 0000000000000000000000000000000000000000 Mon Sep 17 00:00:00 2001\n'
	  printf 'From: Toy Author <toy@example.org>\nDate: Mon, 23 Nov 2026 12:00:00 +0000\n'
	  printf 'Subject: [PATCH] %s\n\nBecause.\n\nSigned-off-by: Toy Author <toy@example.org>\n---\n' "$2"
	  cat "$3"; } > "$top/patches/$1"
}
cat > "$WORK/d1" <<'EOF'
--- a/file.c
+++ b/file.c
@@ -1,2 +1,2 @@
 one
-two
+three
EOF
cat > "$WORK/d2" <<'EOF'
--- /dev/null
+++ b/run.sh
@@ -0,0 +1,2 @@
+#!/bin/sh
+echo toy
EOF
patch_file 0001-a.patch "toy: change a line" "$WORK/d1"
patch_file 0002-b.patch "toy: add a script" "$WORK/d2"
printf '0001-a.patch\n0002-b.patch\n' > "$top/series"

"$TOP/qemu/apply-series" "$base" "$WORK/tree" "$top" > "$WORK/apply.log" 2>&1 ||
	fail "apply-series failed: $(tail -n2 "$WORK/apply.log")"
[ -x "$WORK/tree/run.sh" ] || fail "apply-series did not make the new script executable"

"$TOP/qemu/mbox" "$base" "$WORK/tree" "$top" "$WORK/out" > "$WORK/good" 2> "$WORK/good.err" ||
	fail "qemu/mbox failed: $(tail -n2 "$WORK/good.err")"
[ "$(grep -c '^PASS' "$WORK/good")" = 2 ] && ! grep -q FAIL "$WORK/good" ||
	fail "good series: $(cat "$WORK/good")"
m=$WORK/out/ktrace-rfc.mbox
for s in '0/2] toy: an RFC of two patches' '1/2] toy: change a line' '2/2] toy: add a script'; do
	grep -qF "Subject: [RFC PATCH $s" "$m" || fail "no subject [RFC PATCH $s in the mbox"
done
grep -q '^Why: to test qemu/mbox.$' "$m" || fail "the cover letter's body is not in the mbox"
[ "$(grep -c '^To: Ann Maint <ann@example.org>$' "$m")" = 3 ] ||
	fail "not every mail is To: the maintainer"
[ "$(grep -c '^Cc: toy-list@example.org$' "$m")" = 3 ] || fail "not every mail Cc:s the list"
grep -q '^new file mode 100755$' "$m" || fail "the script is not added executable"
echo "ok: 3 mails, To/Cc, cover letter, exec bit"

echo four >> "$WORK/tree/file.c"
"$TOP/qemu/mbox" "$base" "$WORK/tree" "$top" "$WORK/out" > "$WORK/bad" 2>&1
grep -q '^FAIL mbox: git am tree differs from the quilt tree:.*file.c' "$WORK/bad" ||
	fail "a changed quilt tree is not reported: $(cat "$WORK/bad")"
sed -i '$d' "$WORK/tree/file.c"
chmod -x "$WORK/tree/run.sh"
"$TOP/qemu/mbox" "$base" "$WORK/tree" "$top" "$WORK/out" > "$WORK/mode" 2>&1
grep -q '^FAIL mbox: .*mode of run.sh' "$WORK/mode" ||
	fail "a lost exec bit is not reported: $(cat "$WORK/mode")"
echo "ok: a changed file and a lost exec bit are reported"
