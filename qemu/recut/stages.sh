#!/bin/bash
# stages.sh FROM TO [VARIANT]: push out/ patches on a fresh base copy and
# build the kernel (=y tinyconfig+fragments) after each of FROM..TO
# (1-based indexes into out/series); tool and selftests built where touched.
set -uo pipefail
from=$1 to=$2 var=${3:-ktrace}
top=/work/main base=$top/build/base/linux-source-7.3
tree=/work/recut/ktree obj=/work/recut/obj-$var logs=/work/recut/logs
mkdir -p $logs
export QUILTRC=$top/.quiltrc
rsync -a --delete --exclude=/.pc --exclude=/patches --exclude=/series "$base/" "$tree/"
rm -rf $tree/.pc /work/recut/snap; cp -r /work/recut/out /work/recut/snap; ln -sfn /work/recut/snap $tree/patches; ln -sfn /work/recut/snap/series $tree/series
cd $tree
kmake() { make -s -C $tree O=$obj ARCH=x86_64 -j2 CC="ccache gcc" HOSTCC="ccache gcc" "$@"; }
if [ ! -f $obj/.config ]; then
	mkdir -p $obj; kmake tinyconfig >/dev/null
	$tree/scripts/kconfig/merge_config.sh -m -O $obj $obj/.config $top/kernel-config/{base,x86,$var}.config >/dev/null
	kmake olddefconfig >/dev/null
fi
i=0
for p in $(grep -v '^#' series); do
	i=$((i+1))
	quilt push -q $p >/dev/null 2>&1 || quilt push -q >/dev/null || { echo "FAIL push $p"; exit 1; }
	[ $i -lt $from ] && continue
	if [ $i -eq $from ]; then	# objects of an earlier run: every file the series touches is rebuilt
		cat patches/*.patch | sed -n 's|^+++ b/||p' | sort -u | while read -r f; do [ -f "$f" ] && touch "$f"; done
	fi
	[ $i -gt $to ] && break
	files=$(sed -n 's|^+++ b/||p' patches/$p)
	if echo "$files" | grep -qvE '^(tools/|Documentation/|MAINTAINERS)'; then
		$tree/scripts/kconfig/merge_config.sh -m -O $obj $obj/.config $top/kernel-config/{base,x86,$var}.config >/dev/null 2>&1
		kmake olddefconfig >/dev/null 2>&1
		grep -q '^CONFIG_KTRACE=y' $obj/.config && echo "  (CONFIG_KTRACE=y)"
		if kmake bzImage modules > $logs/$p.log 2>&1; then echo "PASS kernel $p"; else echo "FAIL kernel $p"; grep -E 'error|Error' $logs/$p.log | head -5; fi
	fi
	if echo "$files" | grep -q '^tools/tracing/ktrace'; then
		rm -rf /work/recut/tool-obj
		if make -s -C tools/tracing/ktrace O=/work/recut/tool-obj CFLAGS="-O2 -g -Werror" > $logs/$p.tool.log 2>&1; then echo "PASS tool $p"; else echo "FAIL tool $p"; grep -E 'error' $logs/$p.tool.log | head -5; fi
	fi
	if echo "$files" | grep -q '^tools/testing/selftests/'; then
		kmake headers >/dev/null 2>&1
		if make -s -C tools/testing/selftests O=$obj TARGETS='ktrace ring-buffer' > $logs/$p.st.log 2>&1; then echo "PASS selftests $p"; else echo "FAIL selftests $p"; grep -E 'error' $logs/$p.st.log | head -5; fi
	fi
done
