#!/bin/bash
# quick.sh FROM TO: push out/ patches on a fresh base copy; after each of
# FROM..TO compile the C files the series has touched so far (W=1), =y.
set -uo pipefail
from=$1 to=$2
top=/work/main base=$top/build/base/linux-source-7.3
tree=/work/recut/qtree obj=/work/recut/obj-quick
export QUILTRC=$top/.quiltrc
rsync -a --delete --exclude=/.pc --exclude=/patches --exclude=/series "$base/" "$tree/"
rm -rf $tree/.pc /work/recut/qsnap; cp -r /work/recut/out /work/recut/qsnap
ln -sfn /work/recut/qsnap $tree/patches; ln -sfn /work/recut/qsnap/series $tree/series
cd $tree
kmake() { make -s -C $tree O=$obj ARCH=x86_64 -j2 CC="ccache gcc" HOSTCC="ccache gcc" "$@"; }
[ -f $obj/.config ] || { mkdir -p $obj; kmake tinyconfig >/dev/null; }
i=0; touched=""
for p in $(grep -v '^#' series); do
	i=$((i+1))
	quilt push -q $p >/dev/null 2>&1 || { echo "FAIL push $p"; exit 1; }
	touched="$touched $(sed -n 's|^+++ b/||p' patches/$p | grep -E '^(kernel|mm|net|fs|samples|arch)/.*\.c$')"
	[ $i -lt $from ] && continue
	[ $i -gt $to ] && break
	files=$(sed -n 's|^+++ b/||p' patches/$p)
	if echo "$files" | grep -q '^tools/tracing/ktrace'; then
		rm -rf /work/recut/qtool
		if make -s -C tools/tracing/ktrace O=/work/recut/qtool CFLAGS="-O2 -g -Werror" > /work/recut/qtool.log 2>&1; then echo "ok   tool $p"; else echo "BAD  tool $p"; grep -E 'error|Error' /work/recut/qtool.log | head -6 | sed 's/^/     /'; fi
	fi
	if echo "$files" | grep -q '^tools/testing/selftests/'; then
		kmake headers >/dev/null 2>&1
		make -s -C tools/testing/selftests O=$obj TARGETS='ktrace ring-buffer' > /work/recut/qst.log 2>&1
		if ! grep -qE 'error|Error|warning:' /work/recut/qst.log; then echo "ok   selftests $p"; else echo "BAD  selftests $p"; grep -E 'error|Error' /work/recut/qst.log | head -6 | sed 's/^/     /'; fi
	fi
	echo "$files" | grep -qvE '^(tools/|Documentation/|MAINTAINERS)' || continue
	objs=$(echo $touched | tr ' ' '\n' | sort -u | grep -vE '^arch/arm64|_kunit[.]c' | sed 's/\.c$/.o/')
	$tree/scripts/kconfig/merge_config.sh -m -O $obj $obj/.config $top/kernel-config/{base,x86,ktrace}.config >/dev/null 2>&1
	kmake olddefconfig >/dev/null 2>&1
	for f in $(echo $touched | tr ' ' '\n' | sort -u); do [ -f "$f" ] && touch "$f"; done
	out=$(kmake -k W=1 $objs 2>&1 | grep -E 'error|warning' | grep -v 'No rule to make target\|not remade because of errors\|some warnings being treated' | head -8)
	if [ -z "$out" ]; then echo "ok   $p"; else echo "BAD  $p"; echo "$out" | sed 's/^/     /'; fi
done
