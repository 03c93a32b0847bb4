#!/bin/sh
# blame.sh FILE: the final file, each line with the old patch that wrote it
cd /work/main/build/recut/hist
git log --format='%h %s' > /tmp/revmap.$$
git blame -s -l HEAD -- "$1" | awk -v m=/tmp/revmap.$$ 'BEGIN{while((getline l < m)>0){split(l,a," "); r[a[1]]=a[2]}} {h=substr($1,1,40); sub(/^\^/,"",h); n="base"; for(k in r) if (index(h,k)==1) n=r[k]; $1=""; sub(/^ +[0-9]+\) ?/,""); printf "%-4s|%s\n", n, $0}'
rm -f /tmp/revmap.$$
