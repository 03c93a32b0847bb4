#!/bin/bash
# tool-posting.sh TOP TOOLREPO MSGS: replace the tool's posting in TOP's
# series with the tool cut by job.  TOOLREPO's branch "series" holds the
# tool's patches (its first commit removes the tool, then one commit per
# patch); MSGS holds each patch's message (NN.txt, and uapi, st-tool,
# st-flight, st-boot, doc, maint .txt).  The final state of every other
# file the posting touches is taken from the tree the old posting left
# (OLDTREE, a checkout of the touched files with every patch applied).
# TOP/build/linux must be a quilt tree at the last patch before the
# posting ("# posting: tool").
set -euo pipefail
top=$1 repo=$2 msgs=$3 old=$4
q=$top/build/linux
export QUILTRC=$top/.quiltrc
cd "$q"
[ "$(quilt next 2>/dev/null)" = "$(sed -n '/^# posting: tool/{n;p}' "$top/series")" ] ||
	{ echo "$q is not at the patch before the tool's posting"; exit 1; }
who="Seed 5b0a9dc9 maintainers <maintainers@users.noreply.a-seed-5b0a9dc9.example>"

# The old posting out of the series.
for p in $(sed -n '/^# posting: tool/,$p' "$top/series" | grep -v '^#'); do
	git -C "$top" rm -q "patches/$p" 2>/dev/null || rm -f "$top/patches/$p"
done
sed -i '/^# posting: tool/,$d' "$top/series"
echo "# posting: tool" >> "$top/series"
n=$(grep -vc '^#' "$top/series")

slug() {
	echo "$1" | sed 's/[^A-Za-z0-9._]\+/-/g; s/^-//; s/\.\+/./g' | cut -c1-52 | sed 's/[-.]*$//'
}

# patch MSGFILE FILE...: a patch of FILE... from what the caller writes
# into them after quilt add (the writer: the function "fill").
patch_of() {
	local msg=$1 subj name
	shift
	subj=$(head -n1 "$msg")
	n=$((n + 1))
	name=$(printf '%04d-%s.patch' $n "$(slug "$subj")")
	quilt new "$name" > /dev/null
	quilt add "$@" > /dev/null
	fill
	quilt refresh > /dev/null
	{
		echo "From 0000000000000000000000000000000000000000 Mon Sep 17 00:00:00 2001"
		echo "From: $who"
		echo "Date: Mon, 23 Nov 2026 12:00:00 +0000"
		echo "Subject: [PATCH] $subj"
		echo
		tail -n +3 "$msg"
		echo
		echo "Signed-off-by: $who"
		echo "---"
		cat "patches/$name"
	} > "patches/$name.new"
	mv "patches/$name.new" "patches/$name"
	echo "$name: $(grep -c '^+[^+]' "patches/$name") lines added"
}

# The uapi headers the tool builds against.
fill() { for f in ktrace.h trace_mmap.h; do cp "$old/tools/include/uapi/linux/$f" tools/include/uapi/linux/; done; }
patch_of "$msgs/uapi.txt" tools/include/uapi/linux/ktrace.h tools/include/uapi/linux/trace_mmap.h

# The tool, one job a patch.
d=tools/tracing/ktrace
root=$(git -C "$repo" rev-list --max-parents=0 series)
revs=$(git -C "$repo" rev-list --reverse "$root"..series | tail -n +2)
k=0
for r in $revs; do
	k=$((k + 1))
	files=$(git -C "$repo" diff --name-only "$r~1" "$r" -- $d)
	fill() { git -C "$repo" archive "$r" $files | tar -x -C "$q"; }
	# shellcheck disable=SC2086
	patch_of "$msgs/$(printf %02d $k).txt" $files
done

# tools/tracing's Makefile builds it with the other tracing tools.
fill() { cp "$msgs/tracing.Makefile" tools/tracing/Makefile; }
patch_of "$msgs/tracing-mk.txt" tools/tracing/Makefile

# The tool's kselftests: the tool's own test first, then the flight
# recorder's, then the boot parameter's, each with its Makefile line.
st=tools/testing/selftests/ktrace
mk_upto() {	# the final Makefile without the lines of later tests
	grep -v -e "$1" "$old/$st/Makefile" > "$st/Makefile"
}
fill() {
	for f in tool_test.sh tool_expect.c ktrace_lib.sh pty_run.c .gitignore config; do
		cp -p "$old/$st/$f" "$st/$f"
	done
	mk_upto 'flight_test.sh\|boot_test.sh'
}
patch_of "$msgs/st-tool.txt" $st/tool_test.sh $st/tool_expect.c $st/ktrace_lib.sh \
	$st/pty_run.c $st/.gitignore $st/config $st/Makefile
fill() { cp -p "$old/$st/flight_test.sh" $st/; mk_upto 'boot_test.sh'; }
patch_of "$msgs/st-flight.txt" $st/flight_test.sh $st/Makefile
fill() { cp -p "$old/$st/boot_test.sh" $st/; cp "$old/$st/Makefile" $st/; }
patch_of "$msgs/st-boot.txt" $st/boot_test.sh $st/Makefile

fill() { cp "$old/Documentation/trace/ktrace.rst" Documentation/trace/; }
patch_of "$msgs/doc.txt" Documentation/trace/ktrace.rst
fill() { cp "$old/MAINTAINERS" .; }
patch_of "$msgs/maint.txt" MAINTAINERS
git -C "$top" add patches series
