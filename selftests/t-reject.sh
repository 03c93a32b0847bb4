# A patch that leaves a reject stops `make apply`, naming the patch.
. "$TOP/selftests/lib.sh"
eval "$(make -s -C "$TOP" BUILD="$BUILD" print-BASE)"; base=$BASE
[ -f "$base/Makefile" ] || fail "no base tree at '$base' (make source)"
mkdir -p "$WORK/top"
cp -a "$TOP"/{Makefile,.quiltrc,SHA256SUMS,qemu,kernel-config,patches,series} "$WORK/top/"
cp "$TOP/selftests/fixtures/broken.patch" "$WORK/top/patches/9999-broken.patch"
echo 9999-broken.patch >> "$WORK/top/series"
expect_failure "$WORK/apply.log" 'apply: patch 9999-broken\.patch does not apply' \
	make -C "$WORK/top" BUILD="$WORK/build" KSRC="$base" apply
rm -rf "$WORK/build/linux"
