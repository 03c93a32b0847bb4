# qemu/mbox on a toy tree and a series of two postings: a fix for the
# stable tree, mailed alone as a [PATCH], then an RFC of one patch with
# its cover letter, numbered [RFC PATCH k/1].  The mails carry
# get_maintainer.pl's To/Cc, and git am of the postings in order gives
# the quilt tree; a quilt tree that differs in one byte, or in the exec
# bit of a script the series adds, is reported.  The mails are from and
# signed off by the sender (SENDER_NAME/SENDER_EMAIL, else git config),
# not the placeholder the tree's patches carry; no sender, or a
# placeholder address, is refused with a message saying how to set one.
. "$TOP/selftests/lib.sh"
export QUILTRC=$WORK/quiltrc
base=$WORK/base top=$WORK/top
mkdir -p "$base/scripts" "$top/patches" "$top/docs/postings"
printf 'one\ntwo\n' > "$base/file.c"
printf 'THE REST\nM:\tSomeone <someone@example.org>\n' > "$base/MAINTAINERS"
cat > "$base/scripts/get_maintainer.pl" <<'EOF'
print "Ann Maint <ann\@example.org> (maintainer:TOY)\n";
print "toy-list\@example.org (open list:TOY)\n";
EOF
printf 'QUILT_PATCHES=patches\nQUILT_REFRESH_ARGS="--no-timestamps --no-index -p ab"\n' > "$QUILTRC"
printf '[RFC PATCH] toy: an RFC of one patch\n\nWhy: to test qemu/mbox.\n@@ figures: generated @@\n42\n@@ end of figures @@\n' > "$top/docs/postings/toy.txt"
patch_file() {	# patch_file NAME SUBJECT BODY-DIFF
	{ printf 'From 0000000000000000000000000000000000000000 Mon Sep 17 00:00:00 2001\n'
	  printf 'From: Toy Author <toy@users.noreply.toy.example>\nDate: Mon, 23 Nov 2026 12:00:00 +0000\n'
	  printf 'Subject: [PATCH] %s\n\nBecause.\n\n%bSigned-off-by: Toy Author <toy@users.noreply.toy.example>\n---\n' "$2" "${4:-}"
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
--- a/MAINTAINERS
+++ b/MAINTAINERS
@@ -1,2 +1,5 @@
+TOY
+M:	Toy Author <toy@users.noreply.toy.example>
+
 THE REST
 M:	Someone <someone@example.org>
--- /dev/null
+++ b/run.sh
@@ -0,0 +1,2 @@
+#!/bin/sh
+echo toy
EOF
patch_file 0001-a.patch "toy: change a line" "$WORK/d1" 'Cc: stable@vger.kernel.org\n'
patch_file 0002-b.patch "toy: add a script" "$WORK/d2"
printf '# posting: fixes\n0001-a.patch\n# posting: toy\n0002-b.patch\n' > "$top/series"

"$TOP/qemu/apply-series" "$base" "$WORK/tree" "$top" > "$WORK/apply.log" 2>&1 ||
	fail "apply-series failed: $(tail -n2 "$WORK/apply.log")"
[ -x "$WORK/tree/run.sh" ] || fail "apply-series did not make the new script executable"

# No sender: refused, saying how to give one.
mkdir -p "$WORK/home"
unset SENDER_NAME SENDER_EMAIL MBOX_TEST_SENDER GIT_CONFIG_GLOBAL GIT_CONFIG_SYSTEM \
	GIT_CONFIG_COUNT GIT_DIR GIT_WORK_TREE
export HOME=$WORK/home GIT_CONFIG_NOSYSTEM=1
git -C "$top" init -q 2> /dev/null
"$TOP/qemu/mbox" "$base" "$WORK/tree" "$top" "$WORK/out" > "$WORK/nosender" 2>&1
rc=$?
grep -q '^FAIL mbox: no sender: .*git config user.name.*SENDER_NAME=' "$WORK/nosender" ||
	fail "no sender not refused: $(cat "$WORK/nosender")"
[ $rc = 2 ] || fail "no sender refused with exit status $rc, not 2"
# The placeholder (a reserved domain: .example, .invalid, .test): refused.
SENDER_NAME="Toy Author" SENDER_EMAIL=toy@users.noreply.toy.example \
	"$TOP/qemu/mbox" "$base" "$WORK/tree" "$top" "$WORK/out" > "$WORK/placeholder" 2>&1
rc=$?
[ $rc = 2 ] || fail "placeholder refused with exit status $rc, not 2"
grep -q '^FAIL mbox: sender .*toy.example.*: an address that receives no mail' "$WORK/placeholder" ||
	fail "placeholder sender not refused: $(cat "$WORK/placeholder")"
echo "ok: no sender and a placeholder refused"

# The sender from git config.
git -C "$top" config user.name "Tess Sender"
git -C "$top" config user.email "tess@sender.ktrace-harness.org"
"$TOP/qemu/mbox" "$base" "$WORK/tree" "$top" "$WORK/out" > "$WORK/good" 2> "$WORK/good.err" ||
	fail "qemu/mbox failed: $(tail -n2 "$WORK/good.err")"
[ "$(grep -c '^PASS' "$WORK/good")" = 3 ] && ! grep -q FAIL "$WORK/good" ||
	fail "good series: $(cat "$WORK/good")"
grep -q '^PASS mbox: 1-fixes: 1 \[PATCH\] mails, each alone' "$WORK/good" &&
grep -q '^PASS mbox: 2-toy: \[RFC PATCH 0/1\] .. \[RFC PATCH 1/1\], 2 mails' "$WORK/good" ||
	fail "the postings are not reported: $(cat "$WORK/good")"
f=$WORK/out/1-fixes.mbox m=$WORK/out/2-toy.mbox
grep -qx 'Subject: \[PATCH\] toy: change a line' "$f" ||
	fail "the fix is not a [PATCH] alone: $(grep '^Subject' "$f")"
grep -qx 'Cc: stable@vger.kernel.org' "$f" || fail "the fix lacks its Cc: stable"
for s in '0/1] toy: an RFC of one patch' '1/1] toy: add a script'; do
	grep -qF "Subject: [RFC PATCH $s" "$m" || fail "no subject [RFC PATCH $s in the RFC's mbox"
done
! grep -q 'change a line' "$m" || fail "the fix is in the RFC's mbox too"
grep -q '^Why: to test qemu/mbox.$' "$m" && grep -qx 42 "$m" || fail "the cover letter's body is not in the mbox"
! grep -q '^@@ figures\|^@@ end of figures' "$m" || fail "the generated block's marker lines are mailed"
[ "$(cat "$f" "$m" | grep -c '^To: Ann Maint <ann@example.org>$')" = 3 ] ||
	fail "not every mail is To: the maintainer"
[ "$(cat "$f" "$m" | grep -c '^Cc: toy-list@example.org$')" = 3 ] || fail "not every mail Cc:s the list"
grep -q '^new file mode 100755$' "$m" || fail "the script is not added executable"
[ "$(cat "$f" "$m" | grep -c '^From: Tess Sender <tess@sender.ktrace-harness.org>$')" = 3 ] ||
	fail "not every mail is from the sender: $(cat "$f" "$m" | grep '^From: ' | sort | uniq -c)"
[ "$(cat "$f" "$m" | grep -c '^Signed-off-by: Tess Sender <tess@sender.ktrace-harness.org>$')" = 2 ] ||
	fail "not every patch is signed off by the sender"
grep -qx '+M:	Tess Sender <tess@sender.ktrace-harness.org>' "$m" ||
	fail "the MAINTAINERS entry does not name the sender: $(grep '^+M:' "$m")"
! cat "$f" "$m" | grep -q 'toy.example' || fail "the placeholder is left in the mbox: $(grep -m1 toy.example "$f" "$m")"
[ "$(git -C "$WORK/out/git" log --format='%an <%ae>' base..am | sort -u)" = "Tess Sender <tess@sender.ktrace-harness.org>" ] ||
	fail "git am commits are not the sender's"
echo "ok: a fix alone, an RFC of 1 with its cover, To/Cc, exec bit, the sender's"

# SENDER_NAME/SENDER_EMAIL over git config.
SENDER_NAME="Other One" SENDER_EMAIL=other@sender.ktrace-harness.org \
	"$TOP/qemu/mbox" "$base" "$WORK/tree" "$top" "$WORK/out" > /dev/null 2>&1
[ "$(cat "$f" "$m" | grep -c '^From: Other One <other@sender.ktrace-harness.org>$')" = 3 ] ||
	fail "SENDER_NAME/SENDER_EMAIL do not override git config"
"$TOP/qemu/mbox" "$base" "$WORK/tree" "$top" "$WORK/out" > /dev/null 2>&1

echo four >> "$WORK/tree/file.c"
"$TOP/qemu/mbox" "$base" "$WORK/tree" "$top" "$WORK/out" > "$WORK/bad" 2>&1
[ $? = 1 ] || fail "a changed quilt tree did not make qemu/mbox fail"
grep -q '^FAIL mbox: git am tree differs from the quilt tree:.*file.c' "$WORK/bad" ||
	fail "a changed quilt tree is not reported: $(cat "$WORK/bad")"
sed -i '$d' "$WORK/tree/file.c"
chmod -x "$WORK/tree/run.sh"
"$TOP/qemu/mbox" "$base" "$WORK/tree" "$top" "$WORK/out" > "$WORK/mode" 2>&1
grep -q '^FAIL mbox: .*mode of run.sh' "$WORK/mode" ||
	fail "a lost exec bit is not reported: $(cat "$WORK/mode")"
echo "ok: a changed file and a lost exec bit are reported"
