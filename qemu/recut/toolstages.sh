#!/bin/bash
# toolstages.sh: compile and link each stage's tool sources of the recut
# repo (Makefile aside), with the final build's generated name headers.
R=/work/recut/repo
H=/tmp/fobj
git -C $R log --reverse --format='%h %s' | tail -n +2 | while read h s; do
	d=/tmp/ts/$h; rm -rf $d; mkdir -p $d
	git -C $R archive $h tools/tracing/ktrace tools/include 2>/dev/null | tar -x -C $d 2>/dev/null || continue
	[ -d $d/tools/tracing/ktrace ] || continue
	cd $d/tools/tracing/ktrace
	srcs=$(ls *.c | grep -v fuzz.c)
	out=$(gcc -O2 -Wall -Wextra -Werror -Wno-unused-parameter -D_GNU_SOURCE -I$d/tools/include/uapi -I$H -pthread -o /tmp/ts/kt $srcs 2>&1 | grep -E 'error|undefined' | head -5)
	if [ -z "$out" ]; then echo "ok   $s"; else echo "BAD  $s"; echo "$out" | sed 's/^/     /'; fi
	cd /; rm -rf $d
done
