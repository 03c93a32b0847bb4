#!/bin/bash
# cmp.sh OLD NEW INPUT...: run the read-only commands of both binaries on
# each INPUT in scratch directories; compare stdout, stderr, exit codes,
# output files (cmp, diff -r) and their modes.  Prints one line per
# difference, and a count.
old=$1 new=$2; shift 2
S=/tmp/ktcmp; rm -rf $S; mkdir -p $S
n=0 bad=0
run() {	# run NAME ARGS... (in $S/o and $S/n)
	local name=$1; shift
	rm -rf $S/o $S/n; mkdir -p $S/o $S/n
	(cd $S/o && "$old" "$@" > stdout 2> stderr; echo $? > rc)
	(cd $S/n && "$new" "$@" > stdout 2> stderr; echo $? > rc)
	n=$((n + 1))
	if ! diff -r $S/o $S/n > $S/diff 2>&1; then
		bad=$((bad + 1)); echo "DIFF: $name: ktrace $*"; head -5 $S/diff
	fi
	local mo mn
	mo=$(cd $S/o && find . -printf '%p %m\n' | sort) mn=$(cd $S/n && find . -printf '%p %m\n' | sort)
	if [ "$mo" != "$mn" ]; then bad=$((bad + 1)); echo "MODES: $name: ktrace $*"; diff <(echo "$mo") <(echo "$mn") | head -5; fi
}
for f in "$@"; do
	b=$(basename "$f")
	run "$b" report "$f"
	run "$b" report -s "$f"
	run "$b" stats "$f"
	run "$b" convert --perfetto out.json "$f"
	run "$b" convert --perfetto - "$f"
	run "$b" convert --ctf ctf "$f"
	run "$b" convert --trace-cmd out.dat "$f"
	run "$b" report -e 'sys_*' "$f"
	run "$b" report -p 1 "$f"
	run "$b" report --cpu 0 "$f"
	run "$b" report --from 0 --to 1 "$f"
	run "$b" report -s -p 42 --comm 'demo*,sh' "$f"
	run "$b" stats -e 'sys_*' --cpu 0 "$f"
	run "$b" stats --from 1.0000009 --to 1.00000098 "$f"
	run "$b" convert -e 'sys_*' --perfetto f.json "$f"
	run "$b" convert --cpu 0 --ctf ctf2 "$f"
	run "$b" convert -p 42 --trace-cmd f.dat "$f"
	run "$b" convert --from 1.1 --perfetto g.json "$f"
done
echo "$n runs, $bad differences"
