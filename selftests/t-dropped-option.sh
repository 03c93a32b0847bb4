# An option a fragment asks for that Kconfig drops fails `make config`,
# naming the option.  USB_STORAGE depends on USB, which tinyconfig lacks.
. "$TOP/selftests/lib.sh"
printf 'CONFIG_USB_STORAGE=y\n' > "$WORK/dropped.config"
expect_failure "$WORK/config.log" "asks for 'CONFIG_USB_STORAGE=y'" \
	make -C "$TOP" BUILD="$BUILD" OBJ="$WORK/obj" \
	EXTRA_FRAGMENTS="$WORK/dropped.config" config
