#!/usr/bin/env python3
"""Cut the final tree into the new series described by spec.py.
Each weave line is shown from the new patch its inserting old patch (per
file) maps to, until the new patch its deleting old patch maps to."""
import pickle, re, os, sys, subprocess, fnmatch, shutil, importlib.util
_P = pickle.load(open('/work/recut/weave.pkl', 'rb'))
W = _P['weave']
HUNKS = _P['hunks']
spec = importlib.util.spec_from_file_location('spec', sys.argv[1] if len(sys.argv) > 1 else '/work/recut/spec.py')
S = importlib.util.module_from_spec(spec); spec.loader.exec_module(S)
FINAL = '/work/main/build/recut/hist'
OUT = '/work/recut/out'
NEVER = 10**6
patches = S.PATCHES          # list of dicts: key, posting, subject, msg, items
index = {p['key']: i for i, p in enumerate(patches)}
assert len(index) == len(patches), 'duplicate key'

def where(old, f):
    """New patch index of (old patch, file), or None: an item naming
    files wins over one that takes the whole old patch."""
    spec_hits, whole_hits = [], []
    for i, p in enumerate(patches):
        for it in p['items']:
            if isinstance(it, tuple):
                if it[0] == old and fnmatch.fnmatch(f, it[1]): spec_hits.append(i)
            elif it == old:
                whole_hits.append(i)
    hits = spec_hits or whole_hits
    if len(set(hits)) > 1:
        sys.exit(f'({old}, {f}) in ' + ', '.join(patches[i]['key'] for i in hits))
    return hits[0] if hits else None

stage_of = {}
missing = set()
for f, w in W.items():
    for e in w:
        for k, o in ((3, e[1]), (4, e[2])):
            if o is None:
                v = NEVER if k == 4 else -1
            elif o == 'base':
                v = -1
            else:
                v = where(o, f)
                if v is None:
                    missing.add((o, f)); v = 0
            if len(e) <= k: e.append(v)
            else: e[k] = v
if missing:
    for m in sorted(missing): print('unassigned:', m)
    sys.exit(1)
# synthetic edits: (file, after-regex, old patch of anchor, text, key_ins, key_del)
for f, rx, old, text, ki, kd in getattr(S, 'SYNTH', []):
    w = W[f]
    pos = [n for n, e in enumerate(w) if re.search(rx, e[0]) and (old is None or e[1] == old)]
    assert len(pos) == 1, (f, rx, pos)
    w.insert(pos[0] + 1, [text, 'synth', None, index[ki], NEVER if kd is None else index[kd]])
# ranges: (file, first-line regex, regex of the line after the range or
# None for the end of the file, key): the final file's lines in the range
# come with patch key.
for f, rs, re_end, key in getattr(S, 'RANGES', []):
    w = W[f]
    vis = [n for n, e in enumerate(w) if e[4] >= NEVER]
    st = [n for n in vis if re.search(rs, w[n][0])]
    assert len(st) == 1, (f, rs, len(st))
    if re_end is None:
        en = len(w)
    else:
        en_ = [n for n in vis if n > st[0] and re.search(re_end, w[n][0])]
        assert en_, (f, re_end)
        en = en_[0]
    for n in range(st[0], en):
        if w[n][3] >= 0:
            w[n][3] = index[key] if w[n][4] >= NEVER else NEVER
if hasattr(S, 'edit'): S.edit(W, index, NEVER)
for f, rx, old, ki, kd in getattr(S, 'RETIME', []):   # set a line's deletion
    hits = [e for e in W[f] if re.search(rx, e[0]) and (old is None or e[1] == old)]
    assert len(hits) == 1, (f, rx, len(hits))
    hits[0][4] = NEVER if kd is None else index[kd]

# Fold, hunk by hunk: when an old patch's hunk replaces lines that an
# earlier new patch of the same posting shows (so that its own new patch
# would remove them), those lines are never shown and the hunk's new
# lines come with that earlier patch.  To a fixed point.  Not in the
# postings of NOFOLD.
post_of = [p['posting'] for p in patches]
nofold = set(getattr(S, 'NOFOLD', []))
byuid = {e[6]: e for f in W for e in W[f] if len(e) > 6}
ins_of = {}
for f in W:
    for e in W[f]:
        if len(e) > 6 and e[5] is not None:
            ins_of.setdefault(e[5], []).append(e)
def same_post(a, b):
    return 0 <= a < NEVER and 0 <= b < NEVER and post_of[a] == post_of[b] and post_of[a] not in nofold
folds = 0
changed = True
while changed:
    changed = False
    for key, dels in HUNKS.items():
        ds = [byuid[u] for u in dels]
        churn = [d for d in ds if d[3] >= 0 and d[3] < d[4] < NEVER and same_post(d[3], d[4])]
        if not churn:
            continue
        A = min(d[3] for d in churn)
        for d in churn:
            d[4] = d[3]
        for e in ins_of.get(key, []):
            if e[3] > A and same_post(A, e[3]):
                e[3] = A
        folds += 1
        changed = True
    # A hunk that removes lines of an old hunk its new patch never shows
    # (they come later, or never) built on that hunk's surviving lines
    # (braces, blank lines, comment leaders the diff kept): they come
    # with it, where they lie between its first and last line.
    for key, dels in HUNKS.items():
        f = key[0]
        mine = ins_of.get(key, [])
        if not mine or not dels:
            continue
        B = min(e[3] for e in mine)
        if not 0 <= B < NEVER:
            continue
        ds = [byuid[u] for u in dels]
        xs = set(d[5] for d in ds if d[5] is not None and d[3] >= d[4])
        if not xs:
            continue
        pos = {id(e): n for n, e in enumerate(W[f])}
        span = [pos[id(e)] for e in mine] + [pos[id(d)] for d in ds]
        lo, hi = min(span), max(span)
        w = W[f]
        def soft(e):    # a survivor of those hunks, or a line never shown
            return (e[5] in xs and e[4] >= NEVER) or e[3] >= e[4]
        while lo > 0 and soft(w[lo - 1]):
            lo -= 1
        while hi + 1 < len(w) and soft(w[hi + 1]):
            hi += 1
        for e in W[f][lo:hi + 1]:
            if e[5] in xs and e[4] >= NEVER and e[3] > B and same_post(B, e[3]):
                e[3] = B
                folds += 1
                changed = True
print(folds, 'folds')

# Clamp: in the C files of CLAMP, a line of a top-level construct (a
# function, a structure, a table, with the comment before it) comes no
# earlier than the construct's first line (its declarator), which
# decides when the construct appears.
for f in getattr(S, 'CLAMP', []):
    w = W[f]
    vis = [e for e in w if e[4] >= NEVER]
    n = 0
    while n < len(vis):
        t = vis[n][0]
        if re.match(r'[A-Za-z_]', t):
            # the comment just before it
            c = n
            while c > 0 and (vis[c - 1][0].startswith((' *', '/*')) or vis[c - 1][0] == ' */'):
                c -= 1
            if c < n and not vis[c][0].startswith('/*'):
                c = n
            end = n; depth = 0; opened = False
            while end < len(vis):
                code = re.sub(r'"(\\.|[^"\\])*"|\'(\\.|[^\'\\])*\'|/\*.*?\*/|//.*', '', vis[end][0])
                depth += code.count('{') - code.count('}')
                opened |= '{' in code
                if (opened and depth <= 0) or (not opened and code.rstrip().endswith(';')):
                    break
                end += 1
            a = vis[n][3]
            for e in vis[c:end + 1]:
                if 0 <= e[3] < a:
                    e[3] = a
            n = end + 1
        else:
            n += 1

# Structure: in the C files of CLAMP, a closing brace line comes with
# the line that opened it, an opening brace alone on its line with the
# line before it, and a comment's first and last lines with the earliest
# of its lines.
for f in getattr(S, 'CLAMP', []):
    vis = [e for e in W[f] if e[4] >= NEVER]
    stack = []
    for n, e in enumerate(vis):
        code = re.sub(r'"(\\.|[^"\\])*"|\'(\\.|[^\'\\])*\'|/\*.*?\*/|//.*', '', e[0])
        if re.match(r'\s*\{\s*$', code) and n > 0 and 0 <= vis[n - 1][3] < e[3]:
            e[3] = vis[n - 1][3]
        for ch in code:
            if ch == '{':
                stack.append(n)
            elif ch == '}' and stack:
                o = stack.pop()
                if re.match(r'\s*\}[\s;,]*(while \(0\))?[\s;]*$', code) and vis[o][3] >= 0:
                    e[3] = vis[o][3]
    n = 0
    while n < len(vis):
        if re.match(r'\s*/\*', vis[n][0]) and '*/' not in vis[n][0]:
            m = n
            while m < len(vis) and '*/' not in vis[m][0]:
                m += 1
            if m < len(vis):
                lo = min(e[3] for e in vis[n:m + 1] if e[3] >= 0) if any(e[3] >= 0 for e in vis[n:m + 1]) else -1
                if lo >= 0:
                    for e in (vis[n], vis[m]):
                        if re.match(r'\s*(/\*\*?|\*/)\s*$', e[0]):
                            e[3] = lo
            n = m + 1
        else:
            n += 1

# line overrides: (file, regex, old patch or None, key[, nth[, count]]):
# the final file's line that matches (the nth of those that do), and the
# count-1 lines after it, come with patch key (None: never shown).
for ov in getattr(S, 'OVERRIDES', []):
    f, rx, old, key = ov[:4]
    nth = ov[4] if len(ov) > 4 else None
    count = ov[5] if len(ov) > 5 else 1
    off = ov[6] if len(ov) > 6 else 0
    vis = [e for e in W[f] if e[4] >= NEVER]
    hits = [n for n, e in enumerate(vis) if re.search(rx, e[0]) and (old is None or e[1] == old)]
    if nth is None and len(hits) != 1:
        sys.exit(f'override {ov}: {len(hits)} lines')
    n0 = hits[0 if nth is None else nth] + off
    for e in vis[n0:n0 + count]:
        e[3] = NEVER if key is None else index[key]


# DUMP=FILE[,FILE]: print each final line with the new patch that shows it
if os.environ.get('DUMP'):
    for f in os.environ['DUMP'].split(','):
        for e in W[f]:
            if e[4] >= NEVER:
                k = 'never' if e[3] >= NEVER else ('base' if e[3] < 0 else patches[e[3]]['key'])
                print('%-12s %-5s|%s' % (k, e[1], e[0]))
    sys.exit(0)

def content(f, k):
    lines = [e[0] for e in W[f] if e[3] <= k < e[4]]
    return '\n'.join(lines) + '\n' if lines else None

def mode(f):
    return os.stat(os.path.join(FINAL, f)).st_mode & 0o777 if os.path.exists(os.path.join(FINAL, f)) else 0o644

repo = '/work/recut/repo'
shutil.rmtree(repo, ignore_errors=True); shutil.rmtree(OUT, ignore_errors=True)
os.makedirs(repo); os.makedirs(OUT)
def git(*a, **kw):
    return subprocess.run(['git', '-C', repo] + list(a), check=True, capture_output=True, text=True, **kw).stdout
git('init', '-q')
def write_stage(k):
    for f in W:
        c = content(f, k)
        p = os.path.join(repo, f)
        if c is None:
            if os.path.exists(p): os.remove(p)
            continue
        os.makedirs(os.path.dirname(p), exist_ok=True)
        open(p, 'w', errors='surrogateescape').write(c)
        os.chmod(p, mode(f))
env = dict(os.environ, GIT_AUTHOR_NAME=S.AUTHOR[0], GIT_AUTHOR_EMAIL=S.AUTHOR[1],
           GIT_COMMITTER_NAME=S.AUTHOR[0], GIT_COMMITTER_EMAIL=S.AUTHOR[1],
           GIT_AUTHOR_DATE='2026-11-23T12:00:00+0000', GIT_COMMITTER_DATE='2026-11-23T12:00:00+0000')
write_stage(-1); git('add', '-A'); subprocess.run(['git', '-C', repo, 'commit', '-qm', 'base'], env=env, check=True)
series = []; posting = None
for k, p in enumerate(patches):
    write_stage(k)
    git('add', '-A')
    msgfile = os.path.join(S.MSGDIR, p['key'] + '.txt')
    msg = open(msgfile).read() if os.path.exists(msgfile) else p['subject'] + '\n\nTODO\n'
    first, _, rest = msg.partition('\n')
    prefix = p['subject'].split(': ')[0] + ': '
    if first.startswith(prefix) and rest.startswith('\n'):
        pass                        # the message names its own subject
    else:
        msg = p['subject'] + '\n\n' + msg
    msg = msg.rstrip('\n')
    # A message that ends in tags (Fixes:, Cc:) gets its sign-off in the
    # same block.
    tags = re.match(r'^[A-Za-z-]+: ', msg.split('\n')[-1])
    msg += ('\n' if tags else '\n\n') + 'Signed-off-by: %s <%s>\n' % S.AUTHOR
    r = subprocess.run(['git', '-C', repo, 'commit', '-q', '--allow-empty', '-F', '-'], input=msg, text=True, env=env)
    assert r.returncode == 0
    n = k + 1
    out = subprocess.run(['git', '-C', repo, 'format-patch', '-1', '--no-signature', '--zero-commit',
                          '--no-numbered', '--start-number', str(n), '-o', OUT, 'HEAD'],
                         check=True, capture_output=True, text=True, env=env).stdout.strip()
    name = os.path.basename(out)
    if p['posting'] != posting:
        posting = p['posting']; series.append('# posting: ' + posting)
    series.append(name)
open(os.path.join(OUT, 'series'), 'w').write('\n'.join(series) + '\n')
# the last stage must be the final tree
for f in W:
    c = content(f, len(patches) - 1)
    fin = os.path.join(FINAL, f)
    want = open(fin, errors='surrogateescape').read() if os.path.exists(fin) else None
    if c != want: print('DIFFERS FROM FINAL:', f)
print(len(patches), 'patches in', OUT)
