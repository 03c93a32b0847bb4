# An option a fragment asks for that Kconfig drops fails `make config`,
# naming the option.  USB_STORAGE depends on USB, which tinyconfig lacks.
. "$TOP/selftests/lib.sh"
printf 'CONFIG_USB_STORAGE=y\n' > "$WORK/dropped.config"
expect_failure "$WORK/config.log" "asks for 'CONFIG_USB_STORAGE=y'" \
	make -C "$TOP" BUILD="$BUILD" OBJ="$WORK/obj" \
	EXTRA_FRAGMENTS="$WORK/dropped.config" config
# As in merge_config.sh, a later fragment's line for an option replaces
# an earlier one's: asked for, then turned off, it is not a dropped one.
printf 'CONFIG_FOO=m\n' > "$WORK/a.config"
printf '# CONFIG_FOO is not set\n' > "$WORK/b.config"
printf 'CONFIG_BAR=y\n' > "$WORK/dotconfig"
"$TOP/qemu/check-config" "$WORK/dotconfig" "$WORK/a.config" "$WORK/b.config" \
	> "$WORK/later.log" 2>&1 || fail "a later fragment's 'not set': $(cat "$WORK/later.log")"
"$TOP/qemu/check-config" "$WORK/dotconfig" "$WORK/b.config" "$WORK/a.config" \
	> "$WORK/earlier.log" 2>&1 && fail "CONFIG_FOO=m asked last, missing, passed"
grep -q "a.config asks for 'CONFIG_FOO=m'" "$WORK/earlier.log" ||
	fail "no message naming a.config: $(cat "$WORK/earlier.log")"
echo "ok: a later fragment's line wins"
