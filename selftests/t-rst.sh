# qemu/rst-check on a toy tree (the base tree's scripts/kernel-doc): a new
# .rst that is listed in its index, parses cleanly and names documented
# identifiers passes; unlisted, an undocumented identifier or a docutils
# warning or error fails, naming the cause; so does a patch whose state of
# the document does not parse (a link to a section a later patch adds).
. "$TOP/selftests/lib.sh"
base=$BUILD/base/linux-source-7.3
[ -f "$base/scripts/kernel-doc" ] || fail "no base tree at $base: run make source first"
top=$WORK/top tree=$WORK/tree
mkdir -p "$top/patches" "$tree/Documentation/trace" "$tree/include/linux"
ln -s "$base/scripts" "$tree/scripts"
printf -- '--- /dev/null\n+++ b/Documentation/trace/toy.rst\n@@ -0,0 +1 @@\n+x\n' \
	> "$top/patches/0001-toy.patch"
echo 0001-toy.patch > "$top/series"
cat > "$tree/include/linux/toy.h" <<'H'
/**
 * toy_fn - do nothing
 * @x: ignored
 */
static inline void toy_fn(int x) { }
H
index() { printf 'Trace\n=====\n\n.. toctree::\n   :maxdepth: 1\n\n%s\n' "$1" \
	> "$tree/Documentation/trace/index.rst"; }
doc() {	# doc TEXT IDENTIFIERS
	printf 'Toy\n===\n\n%s\n\n.. kernel-doc:: include/linux/toy.h\n   :identifiers: %s\n' \
		"$1" "$2" > "$tree/Documentation/trace/toy.rst"
}
run() { "$TOP/qemu/rst-check" "$tree" "$top" > "$WORK/out" 2>&1; cat "$WORK/out"; }

index '   toy'
doc 'Text.' toy_fn
run | grep '^PASS rst: Documentation/trace/toy.rst' > /dev/null ||
	fail "a good document failed: $(cat "$WORK/out")"
echo "ok: a listed, clean document with documented identifiers passes"

index '   other'
run | grep '^FAIL rst: Documentation/trace/toy.rst: not listed in Documentation/trace/index.rst' > /dev/null ||
	fail "an unlisted document passed: $(cat "$WORK/out")"
echo "ok: a document missing from its index fails"

index '   toy'
doc 'Text.' 'toy_fn toy_missing'
run | grep '^FAIL rst: .*toy_missing: not documented' > /dev/null ||
	fail "an undocumented identifier passed: $(cat "$WORK/out")"
echo "ok: an undocumented identifier fails"

doc 'See `Nowhere`_.' toy_fn
run | grep '^FAIL rst: .*Unknown target name: "nowhere"' > /dev/null ||
	fail "a docutils error passed: $(cat "$WORK/out")"
echo "ok: a docutils error fails"

# Each state the patches leave a document in must parse: a link to a
# section that only a later patch adds fails at the patch that links it.
doc 'Text.' toy_fn
printf -- '--- /dev/null\n+++ b/Documentation/trace/toy.rst\n@@ -0,0 +1,4 @@\n+Toy\n+===\n+\n+See `Later`_.\n' \
	> "$top/patches/0001-toy.patch"
printf -- '--- a/Documentation/trace/toy.rst\n+++ b/Documentation/trace/toy.rst\n@@ -4 +4,5 @@\n See `Later`_.\n+\n+Later\n+-----\n+\n+Text.\n' \
	> "$top/patches/0002-later.patch"
printf '0001-toy.patch\n0002-later.patch\n' > "$top/series"
run | grep '^FAIL rst: Documentation/trace/toy.rst as 0001-toy.patch leaves it: .*Unknown target name: "later"' > /dev/null ||
	fail "a link to a later patch's section passed: $(cat "$WORK/out")"
echo "ok: a patch that links a section only a later patch adds fails"
printf -- '--- /dev/null\n+++ b/Documentation/trace/toy.rst\n@@ -0,0 +1,8 @@\n+Toy\n+===\n+\n+See `Later`_.\n+\n+Later\n+-----\n+\n' \
	> "$top/patches/0001-toy.patch"
printf -- '--- a/Documentation/trace/toy.rst\n+++ b/Documentation/trace/toy.rst\n@@ -8 +8,2 @@\n \n+Text.\n' \
	> "$top/patches/0002-later.patch"
run | grep '^PASS rst: each of the 2 states the patches leave' > /dev/null ||
	fail "a document whose every state parses failed: $(cat "$WORK/out")"
echo "ok: a document that parses after each of its patches passes"
