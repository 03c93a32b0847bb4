#!/bin/bash
old=$1 new=$2; shift 2
S=/tmp/ktcmpl; rm -rf $S; mkdir -p $S
n=0 bad=0
for f in "$@"; do
	for args in "report" "report -s" "stats" "convert --perfetto o.json" "convert --ctf c" "convert --trace-cmd o.dat" "report -e sys_* --cpu 1"; do
		rm -rf $S/o $S/n; mkdir -p $S/o $S/n
		(cd $S/o && $old $args "$f" > stdout 2> stderr; echo $? > rc)
		(cd $S/n && $new $args "$f" > stdout 2> stderr; echo $? > rc)
		n=$((n + 1))
		diff -r $S/o $S/n > /dev/null 2>&1 || { bad=$((bad + 1)); echo "DIFF: $args $f"; diff -r $S/o $S/n | head -5; }
	done
done
echo "$n runs, $bad differences"
