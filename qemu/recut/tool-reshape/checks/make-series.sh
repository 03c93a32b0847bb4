#!/bin/bash
# make-series.sh: branch "series" of /work/tool-new/linux: P0 removes the
# tool (not part of the series), P1..P23 add it back as tool-plan.md
# section 5 posts it; each prefix built with gcc -O2 -Werror, clang
# -Werror and gcc -O0 -Werror (P23: make fuzz too).  The last commit's
# tree must be master's.
set -e
R=/work/tool-new/linux W=/work/tool-new/series-wt T=/work/tool-new/tools
D=tools/tracing/ktrace
subjects=(
""
"tools/ktrace: add the trace file format and the command dispatcher"
"tools/ktrace: name syscalls, errors and softirqs from the kernel's tables"
"tools/ktrace: parse ktrace/info and decode ring buffer records"
"tools/ktrace: open and check trace files"
"tools/ktrace: follow task names and who runs on each CPU"
"tools/ktrace: walk a trace's CPUs in time order"
"tools/ktrace: format records as text"
"tools/ktrace: read, change and restore ktrace/ in tracefs"
"tools/ktrace: add the recording session: options, lock, set-up, tear-down"
"tools/ktrace: write trace files"
"tools/ktrace: read the CPU buffers with one thread per CPU"
"tools/ktrace: print records in time order as they are read"
"tools/ktrace: add the record and live commands"
"tools/ktrace: add the flight recorder: start, snapshot, status, stop"
"tools/ktrace: print a trace as text, a syscall summary and statistics"
"tools/ktrace: add the report and stats commands and their filters"
"tools/ktrace: write converted outputs whole or not at all"
"tools/ktrace: convert to CTF"
"tools/ktrace: convert to Perfetto JSON"
"tools/ktrace: describe ktrace events in trace-cmd's format"
"tools/ktrace: convert to trace-cmd's trace.dat"
"tools/ktrace: add the convert command"
"tools/ktrace: add a libFuzzer target for the trace reader"
)
cd $R
git worktree remove --force $W 2>/dev/null || true
git branch -D series 2>/dev/null || true
git worktree add -q -b series $W $(git rev-list --max-parents=0 HEAD)
cd $W
git rm -q -r $D
git commit -q -m "tools/ktrace: remove, to add it back as a series (not part of the series)"
for k in $(seq 1 23); do
	rm -rf $W/$D
	python3 $T/gen-series.py $R/$D $W/$D $k
	for cfg in "gcc -O2" "clang -O2" "gcc -O0"; do
		set -- $cfg
		rm -rf /tmp/series-build
		make -s -C $W/$D O=/tmp/series-build CC=$1 CFLAGS="$2 -g -Werror" srctree=$W > /tmp/series-build.log 2>&1 ||
			{ echo "P$k: $cfg: build failed"; cat /tmp/series-build.log | grep -v awk | head -20; exit 1; }
	done
	if [ $k = 23 ]; then
		make -s -C $W/$D O=/tmp/series-build fuzz srctree=$W > /tmp/series-build.log 2>&1 ||
			{ echo "P23: make fuzz failed"; head -20 /tmp/series-build.log; exit 1; }
	fi
	git add -A $D
	git commit -q -m "${subjects[$k]}"
	echo "P$k: builds (gcc -O2, clang -O2, gcc -O0 -Werror): $(git diff --stat HEAD~1 | tail -1)"
done
git diff --quiet master HEAD -- $D && echo "series' end == master's $D"
