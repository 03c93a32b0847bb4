#!/usr/bin/env python3
"""Weave of every file the old series touches: each line ever present,
with the old patch that inserted it and the one that deleted it."""
import subprocess, re, pickle, sys
H = '/work/main/build/recut/hist'
def git(*a):
    return subprocess.run(['git', '-C', H] + list(a), capture_output=True, text=True, errors='surrogateescape', check=True).stdout
revs = git('rev-list', '--reverse', 'HEAD').split()
names = ['base'] + [git('log', '-1', '--format=%s', r).strip() for r in revs[1:]]
files = git('diff', '--name-only', revs[0], revs[-1]).split()
weave = {}
hunks = {}   # (file, old patch, n) -> [deleted entries' uids]
uid = [0]
def entry(text, ins):
    uid[0] += 1
    return [text, ins, None, None, None, None, uid[0]]
for f in files:
    try:
        txt = git('show', f'{revs[0]}:{f}')
        w = [entry(l, 'base') for l in txt.split('\n')[:-1]] if txt else []
        if txt and not txt.endswith('\n'):
            sys.exit(f'{f}: no final newline')
    except subprocess.CalledProcessError:
        w = []
    weave[f] = w
for i in range(1, len(revs)):
    p = names[i]
    for f in git('diff', '--name-only', revs[i-1], revs[i]).split():
        if f not in weave: continue
        d = git('diff', '-U0', '--no-color', '--diff-algorithm=myers', revs[i-1], revs[i], '--', f)
        w = weave[f]
        vis = [k for k, e in enumerate(w) if e[2] is None]   # weave index of each visible line
        ops = []
        lines = d.split('\n'); j = 0
        while j < len(lines):
            m = re.match(r'@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@', lines[j])
            if not m: j += 1; continue
            a = int(m.group(1)); b = int(m.group(2) if m.group(2) is not None else 1)
            j += 1; dels = []; ins = []
            while j < len(lines) and not lines[j].startswith('@@'):
                if lines[j].startswith('-'): dels.append(lines[j][1:])
                elif lines[j].startswith('+'): ins.append(lines[j][1:])
                j += 1
            ops.append((a, b, dels, ins))
        # apply from the bottom so indices stay valid
        for hn, (a, b, dels, ins) in reversed(list(enumerate(ops))):
            key = (f, p, hn)
            hunks[key] = []
            if b:
                for q in range(a - 1, a - 1 + b):
                    assert w[vis[q]][0] == dels[q - a + 1], (f, p, q)
                    w[vis[q]][2] = p
                    hunks[key].append(w[vis[q]][6])
                pos = vis[a - 2 + b] + 1      # after the last deleted line
            else:
                pos = vis[a - 1] + 1 if a > 0 else 0   # after visible line a
                if a == 0 and vis: pos = 0
            new = [entry(l, p) for l in ins]
            for e in new: e[5] = key
            w[pos:pos] = new
    # check
for f, w in weave.items():
    final = git('show', f'{revs[-1]}:{f}') if True else ''
    vis = '\n'.join(e[0] for e in w if e[2] is None)
    if vis + ('\n' if vis or w and any(e[2] is None for e in w) else '') != final:
        print('MISMATCH', f)
pickle.dump({'weave': weave, 'names': names, 'hunks': hunks}, open('/work/recut/weave.pkl', 'wb'))
print(len(weave), 'files')
