#!/usr/bin/python3
# cmp-trace-cmd.py KTRACE-REPORT TRACE-CMD-REPORT: the output of
# "ktrace report FILE" and of "trace-cmd report -t" on what
# "ktrace convert --trace-cmd" made of FILE hold the same records: per
# CPU, in order, each with its time, pid, event and payload (ktrace's
# times since the entry aside), the same loss marks, and every task named
# as ktrace names it last.  Exits non-zero naming the first difference.
import re, sys
kt = open(sys.argv[1]).read().splitlines()
tc = open(sys.argv[2]).read().splitlines()
rk = re.compile(r'^\s*(.*)-(\d+) \(\s*(?:-+|\d+)\) \[(\d+)\] . (\d+\.\d{9}): (\w+): (.*?)(?: \(\d+\.\d{3} us\))?$')
rt = re.compile(r'^\s*(.*)-(\d+)\s+\[(\d+)\]\s+(\d+\.\d{9}): (\w+):\s+(.*)$')
lk = re.compile(r'^\s+\[(\d+)\]\s+\d+\.\d{9}: \*\* (\d+) records lost here \*\*$')
lt = re.compile(r'^CPU:(\d+) \[(\d+) EVENTS DROPPED\]$')
# ktrace report names the tasks of the scheduler events' pids,
# "next=42 [sh]"; a print fmt cannot (trace-cmd names only the task of
# the record), so those names are left out of the comparison.
pids = {'sched_switch': 'prev|next', 'sched_wakeup': 'pid', 'sched_fork': 'parent'}
def unname(event, payload):
    if event not in pids:
        return payload
    return re.sub(r'\b(%s)=(-?\d+) \[.*?\](?= |$)' % pids[event], r'\1=\2', payload)
a, b, la, lb = [], [], [], []
for l in kt:
    m = rk.match(l)
    if m:
        a.append((int(m[3]), m[4], int(m[2]), m[5], unname(m[5], m[6]))); continue
    m = lk.match(l)
    if m:
        la.append((int(m[1]), int(m[2]))); continue
    sys.exit("ktrace report: a line not understood: " + l)
for l in tc:
    if l.startswith('cpus='):
        continue
    m = rt.match(l)
    if m:
        b.append((int(m[3]), m[4], int(m[2]), m[5], m[6])); continue
    m = lt.match(l)
    if m:
        lb.append((int(m[1]), int(m[2]))); continue
    sys.exit("trace-cmd report: a line not understood: " + l)
if len(a) != len(b):
    sys.exit("%d records in ktrace report, %d in trace-cmd report" % (len(a), len(b)))
# Same records, each CPU in the same order; the merge of equal times may differ.
per = {}
for r in a:
    per.setdefault(r[0], ([], []))[0].append(r)
for r in b:
    per.setdefault(r[0], ([], []))[1].append(r)
for cpu, (x, y) in sorted(per.items()):
    if x != y:
        i = next(i for i, (p, q) in enumerate(zip(x + [None], y + [None])) if p != q)
        sys.exit("CPU %d record %d: ktrace %r, trace-cmd %r" % (cpu, i, x[i:i+1], y[i:i+1]))
if sorted(la) != sorted(lb):
    sys.exit("losses: ktrace %r, trace-cmd %r" % (la, lb))
# trace-cmd names a task by its last name (saved_cmdlines), ktrace by its
# name at the time: the same on each task's last record.
last = {}
for l in kt:
    m = rk.match(l)
    if m:
        last[int(m[2])] = m[1].strip()
for l in tc:
    m = rt.match(l)
    if m and int(m[2]) in last and m[1].strip() != last[int(m[2])]:
        sys.exit("pid %s: trace-cmd names it %r, ktrace last %r" % (m[2], m[1].strip(), last[int(m[2])]))
print("%d records and %d loss marks the same" % (len(a), len(la)))
