#!/bin/bash
# normalize.sh: refresh every out/ patch with the project's quilt settings
# (quilt's diff style, no diffstat, one-line From:), on a tree of the
# touched files of the base.
set -euo pipefail
t=/work/recut/ntree; rm -rf $t; mkdir -p $t
git -C /work/main/build/recut/hist archive $(git -C /work/main/build/recut/hist rev-list --max-parents=0 HEAD) | tar -x -C $t
cd /work/recut/out
for p in *.patch; do
	python3 - "$p" <<'PY'
import sys, re
p = sys.argv[1]; s = open(p).read()
head, sep, body = s.partition('\n---\n')
head = re.sub(r'\nFrom: ([^\n]*)\n ([^\n]*)', r'\nFrom: \1 \2', head)
head = re.sub(r'\nSubject: ([^\n]*)\n ([^\n]*)', r'\nSubject: \1\n \2', head)
# drop the diffstat: keep from the first "diff --git"
i = body.find('diff --git ')
open(p, 'w').write(head + sep + body[i:])
PY
done
cd $t; ln -s /work/recut/out patches; ln -s /work/recut/out/series series
export QUILTRC=/work/main/.quiltrc
for p in $(grep -v '^#' series); do
	quilt push -q $p > /dev/null
	quilt refresh > /dev/null
done
quilt pop -aq > /dev/null
