#!/bin/bash
# integrate.sh DIR: put out/'s patches and series into the checkout DIR.
set -euo pipefail
d=${1:-/work/main}
git -C "$d" rm -q --cached 'patches/*.patch' > /dev/null 2>&1 || true
rm -f "$d"/patches/*.patch
cp /work/recut/out/*.patch "$d/patches/"
cp /work/recut/out/series "$d/series"
git -C "$d" add patches series
echo "integrated $(ls /work/recut/out/*.patch | wc -l) patches into $d"
