#!/bin/bash
# fake-tracefs.sh OLD NEW: the recording commands, old vs new, on a fake
# ktrace/ (tmpfs over /sys/kernel/tracing, another over /run, in a mount
# namespace of their own).  The CPU buffers are char devices whose open()
# fails with ENODEV ("never online"), or regular files (ioctl() fails), so
# that no reader runs: what is compared is everything else.  Compares
# stdout, stderr, exit codes, the order and values of the writes to
# ktrace/ and /run (strace), the session file during the run, ktrace/ and
# /run afterwards, and the trace file's chunks (tasks lists and times
# normalised).
old=$1 new=$2
T=/work/tool-new/tools
S=/tmp/ktfake; rm -rf $S; mkdir -p $S
n=0 bad=0

# The strace of a run, reduced to what touches ktrace/ and /run.
filt() {
	sed -E 's/^\[pid +[0-9]+\] //; s/^[0-9]+ +//' | grep -E 'tracing|/run|ktrace\.dat|\.dat|^--- process' |
		grep -v -E '^\+\+\+|resumed>|unfinished' |
		grep -v -E '^close\(' | grep -v 'ktrace/enabled", O_RDONLY) = ' |
		sed -E 's/\(([0-9]+)</(FD</; s/= [0-9]+</= FD</; s/pid [0-9]+\\n/pid PID\\n/g; s/start [0-9]+/start START/g; s/"owner (record|start)\\npid PID\\nstart START"\.\.\./"owner \1\\npid PID\\nstart START.../' |
		sed -E 's/AT_FDCWD<[^>]*>/AT_FDCWD/; s/<[0-9]+>//g; s/[0-9a-f]{16,}/HEX/g; s#/tmp/ktfake/[^/]*\.[on]/#/RES/#g'
}
export -f filt
K() {	# K ARGS...: ktrace under strace; stdout, stderr, rc into the result dir
	strace -ff -y -qq -o $res/strace.raw ${BUFS:+-E LD_PRELOAD=$T/fakebuf.so} -e trace=openat,write,writev,unlink,unlinkat,rename,mkdir,kill,execve,close \
		$bin "$@" >> $res/stdout 2>> $res/stderr < /dev/null
	echo "$? ktrace $*" >> $res/rc
	# One process after the other, in the order they started.
	for f in $(ls $res/strace.raw.* | sort -t. -k3 -n); do
		echo "--- process"; cat $f
	done >> $res/strace.all
	rm -f $res/strace.raw.*
}
export -f K

one() {	# one NAME SCENARIO
	local name=$1 sc=$2 which
	for which in o n; do
		res=$S/$name.$which; rm -rf $res; mkdir -p $res
		b=$old; [ $which = n ] && b=$new
		INNER=1 T=$T res=$res bin=$b BUFS=${BUFS:-} unshare -m --propagation private bash -c '
			. /dev/stdin <<< "$(declare -f K filt)"
			mount -t tmpfs none /sys/kernel/tracing || exit 99
			mount -t tmpfs none /run || exit 99
			k=/sys/kernel/tracing/ktrace
			mkdir -p $k/events $k/buffers
			echo 0 > $k/enabled; echo consumer > $k/mode; echo 1408 > $k/buffer_size_kb
			echo > $k/pid_filter; echo 0 > $k/follow_fork; echo 17 > $k/overflow
			: > $k/reset
			{ cat $T/info.txt
			  echo "event sched_fork id 12 enabled fields s32,s32,s32,str format parent=%d child=%d tgid=%d comm=%s"; } > $k/info
			for e in sched_switch sys_enter sys_exit softirq_entry softirq_exit sched_exec sched_fork demo idle; do
				echo 0 > $k/events/$e
			done
			echo 1 > $k/events/demo
			mknod $k/buffers/cpu0 c 10 240; mknod $k/buffers/cpu1 c 10 240
			[ -n "${BUFS:-}" ] && rm $k/buffers/* && cp $BUFS/cpu* $k/buffers/
			mkdir -p $res/cwd; cd $res/cwd
			'"$sc"'
			cat $res/strace.all 2>/dev/null | filt > $res/strace
			rm -f $res/strace.all
			(cd /sys/kernel/tracing && find . -type f | sort | while read f; do printf "%s: " "$f"; cat -A "$f" | tr "\n" " "; echo; done) > $res/tracefs
			(cd /run && find . | sort; cat /run/ktrace/session 2>/dev/null) > $res/run
		' > $res/inner.out 2>&1
	done
	# Normalise what differs between any two runs: pids, start times, the
	# session's pid/start, the trace file's task lists and times.
	for which in o n; do
		res=$S/$name.$which
		for f in $res/stdout $res/stderr $res/strace $res/run $res/inner.out $res/tracefs; do
			[ -f $f ] && sed -E -i 's/^pid [0-9]+$/pid PID/; s/^start [0-9]+$/start START/; s/pid [0-9]+\)/pid PID)/; s/\(pid [0-9]+/(pid PID/; s/copied in [0-9.]+ ms/copied in X ms/; s/kill\([0-9]+,/kill(PID,/; s/"[0-9]+\\n", [0-9]+\) = [0-9]+$/"PID\\n", N) = N/; s/pids [0-9]+/pids PID/; s/"[0-9]+", [0-9]+\) = [0-9]+$/"NUM", N) = N/; s/writev\([^)]*\.dat>.*$/writev(DAT)/; s#0x[0-9a-f]+ /\*#0xADDR /*#; s#/work/tool-new/(old|new)-bin/ktrace#KTRACE#g' $f
			[ -f $f ] && sed -E -i '/pid_filter/s/[0-9]{3,}/PID/g; /^.\/ktrace\/pid_filter:/s/[0-9]+|PID/N/g; /session(\.new)?>, "owner/s/, [0-9]+\) = [0-9]+$/, N) = N/' $f
		done
		# Records of the same time on two CPUs: live prints them in the
		# order the readers handed them in, which races.
		case $name in buf-live*) sort -o $res/stdout $res/stdout;; esac
		for d in $res/cwd/*.dat; do
			[ -f "$d" ] && python3 $T/dump.py "$d" > "$d.dump" && rm "$d"
		done
	done
	n=$((n + 1))
	if ! diff -r $S/$name.o $S/$name.n > $S/$name.diff 2>&1; then
		bad=$((bad + 1)); echo "DIFF: $name"; head -20 $S/$name.diff
	fi
}

one rec-cmd 'K record -o f.dat -- cat /run/ktrace/session'
one rec-implicit 'K record -e "sys_*" -o f.dat -- cat /run/ktrace/session'
one live-implicit 'K live -e "sys_*" -b 8 -- cat /run/ktrace/session'
one rec-all 'K record -a -t 0.3 -o f.dat'
one rec-pid 'K record -e "sys_*" -p 1 -t 0.2'
one rec-b-m 'K record -b 64 -m overwrite -t 0.1 -e sched_switch'
one rec-nosuch 'K record -e nosuch -t 0.1'
one rec-cmd127 'K record -o f.dat -- /nonexistent/cmd'
one rec-cmdfail 'K record -o f.dat -- false'
one rec-enotty 'rm $k/buffers/cpu1; : > $k/buffers/cpu1; K record -o f.dat -t 0.1'
one rec-nobuf 'rm -r $k/buffers; K record -t 0.1'
one rec-nomode 'rm $k/mode; K record -t 0.1'
one rec-noreset 'rm $k/reset; K record -t 0.1'
one rec-noinfo 'rm $k/info; K record -t 0.1'
one rec-badinfo 'echo garbage > $k/info; K live -t 0.1'
one rec-noevents 'rm -r $k/events; K record -t 0.1'
one rec-enabled 'echo 1 > $k/enabled; K record -t 0.1'
one rec-badout 'K record -o /nonexistent/f.dat -t 0.1'
one live-t 'K live -t 0.2 -e "sched_*"'
one live-cmd 'K live -- cat /run/ktrace/session'
one live-p 'K live -p 1 -t 0.1'
one start-stop 'K start -e "sys_*"; K status; K snapshot -o s.dat; K start; K record -t 0.1; K stop; K status; K stop'
one start-b 'K start -b 128 -a; cat /run/ktrace/session; K stop'
one start-p 'K start -p 1; K status; K stop'
one start-cmd 'K start -- cat /run/ktrace/session; K status; K stop'
one start-cmdbad 'K start -- /nonexistent/x; K status'
one start-nosuch 'K start -e nosuch'
one start-noevents 'rm $k/events/*; K start'
one start-nomode 'rm $k/mode; K start'
one start-noreset 'rm $k/reset; K start'
one start-enabled 'echo 1 > $k/enabled; K start; K status; K stop; K status'
one snap-none 'K snapshot'
one snap-badout 'K start; K snapshot -o /nonexistent/x.dat; K stop'
one snap-enotty 'K start; rm $k/buffers/cpu1; : > $k/buffers/cpu1; K snapshot -o s.dat; ls; K stop'
one snap-nobuf 'K start; rm -r $k/buffers; K snapshot -o s.dat; ls; K stop'
one stop-none 'K stop'
one stop-damaged 'mkdir -p /run/ktrace; echo junk > /run/ktrace/session; K record -t 0.1; K start; K status; K stop; K status'
one stop-killed 'mkdir -p /run/ktrace; printf "owner record\npid 999999\nstart 5\nimplicit \nenabled 0\nmode consumer\nbuffer_size_kb 99\npid_filter \nfollow_fork 0\nevent demo 1\nevent idle 0\n" > /run/ktrace/session; K record -t 0.1; K live; K start; K status; K snapshot; K stop; K status'
one stop-live 'mkdir -p /run/ktrace; printf "owner record\npid 1\nstart 5\nimplicit \nenabled 1\nmode consumer\nbuffer_size_kb 99\npid_filter \nfollow_fork 0\n" > /run/ktrace/session; echo 1 > $k/enabled; K status; K snapshot; K stop'
one status-hand 'echo 1 > $k/enabled; echo 42 > $k/pid_filter; echo 1 > $k/follow_fork; K status'
# With readers: buffers served by fakebuf.so, from a trace's chunks.
for tr in /work/tool-new/flips/f00816 /work/tool-new/flips/f01032 /work/tool-new/syn.dat /work/tool-new/big4.dat /work/main/selftests/fixtures/tool/tbench-7.3.4.dat; do
	rm -rf $S/bufs; mkdir -p $S/bufs; python3 $T/mkbuf.py $tr $S/bufs > /dev/null
	export BUFS=$S/bufs
	t=$(basename $tr .dat)
	one buf-rec-$t 'K record -o f.dat -t 0.5'
	one buf-rec-cmd-$t 'K record -e "sys_*" -o f.dat -- sleep 0.5'
	one buf-live-$t 'K live -t 0.6'
	one buf-live-cmd-$t 'K live -e "sched_*" -- sleep 0.6'
	one buf-snap-$t 'K start; K status; K snapshot -o s.dat; K stop'
	unset BUFS
done
echo "$n scenarios, $bad differences"
