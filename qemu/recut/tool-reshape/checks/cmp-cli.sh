#!/bin/bash
# cmp-cli.sh OLD NEW: usage, -h, bad options, bad commands, and the
# recording commands' early failures, old vs new.
old=$1 new=$2
S=/tmp/ktcli; rm -rf $S; mkdir -p $S
n=0 bad=0
run() {
	rm -rf $S/o $S/n; mkdir -p $S/o $S/n
	(cd $S/o && "$old" "$@" > stdout 2> stderr < /dev/null; echo $? > rc)
	(cd $S/n && "$new" "$@" > stdout 2> stderr < /dev/null; echo $? > rc)
	n=$((n + 1))
	diff -r $S/o $S/n > /dev/null 2>&1 || { bad=$((bad + 1)); echo "DIFF: ktrace $*"; diff -r $S/o $S/n | head -8; }
}
run
run -h
run --help
run bogus
run -x
for c in record live start snapshot status stop report stats convert; do
	run $c -h
	run $c --help
	run $c -Z
	run $c --bogus
	run $c
	run $c x y
done
for c in record live start; do
	run $c -e
	run $c -b 0
	run $c -b 99999999
	run $c -b 12x
	run $c -p 0
	run $c -p abc
	run $c -p 999999999
	run $c -p 1,
	run $c -p ''
	run $c -a -p 1
	run $c -t 0
	run $c -t -1
	run $c -t 1x
	run $c -m bogus
	run $c -m overwrite -t 1
	run $c -o f.dat
	run $c -e 'sched_*' -b 64 -- true
	run $c -a
	run $c -p 1 -- sleep 1
done
run snapshot -o f.dat
run snapshot -o
run snapshot extra
run status extra
run stop extra
run report /nonexistent
run report /etc/passwd
run report /tmp
run stats a b
run convert --ctf
run convert --perfetto x.json --perfetto y.json /work/tool-new/syn.dat
run convert --trace-cmd x.dat --perfetto y.json /work/tool-new/syn.dat
run convert --trace-cmd /work/tool-new/syn.dat /work/tool-new/syn.dat
run convert --perfetto /work/tool-new/syn.dat /work/tool-new/syn.dat
run convert --ctf /work/tool-new/syn.dat /work/tool-new/syn.dat
run convert --p x.json /work/tool-new/syn.dat
run convert --c x /work/tool-new/syn.dat
run convert --tr x.dat /work/tool-new/syn.dat
run convert --trace-cmd /proc/nosuch/t.dat /work/tool-new/syn.dat
run convert --perfetto /proc/nosuch/t.json /work/tool-new/syn.dat
run convert --ctf /proc/nosuch/d /work/tool-new/syn.dat
run convert --perfetto x.json --cpu 5 /work/tool-new/syn.dat
run convert --perfetto x.json --from 2 --to 1 /work/tool-new/syn.dat
run convert -h /work/tool-new/syn.dat
run report --cpu 2 /work/tool-new/syn.dat
run report --cpu 1-0 /work/tool-new/syn.dat
run report --from 1.x /work/tool-new/syn.dat
run report -p 1, /work/tool-new/syn.dat
run report -e '' /work/tool-new/syn.dat
run report --comm a,,b /work/tool-new/syn.dat
run report -s --nosuch /work/tool-new/syn.dat
run stats /work/tool-new/syn.dat --cpu
run report -e nosuch /work/tool-new/syn.dat
echo "$n runs, $bad differences"
