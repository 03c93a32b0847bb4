# bench/site-bytes on two made-up build directories whose code sizes are
# known: an object of vmlinux with sites is counted by what it has more
# than in the CONFIG_KTRACE=n build; one only the =y build links counts
# whole, even where the =n directory holds a stale copy it does not link;
# a module only the =y build has, and objects without a site, are left
# out.  Then a build without a site is refused with a message.
. "$TOP/selftests/lib.sh"

# obj DIR REL TEXT INIT SITES: an object whose executable sections are
# TEXT bytes of .text and INIT of .init.text, with SITES site symbols.
obj() {
	local dir=$1 rel=$2 text=$3 init=$4 sites=$5 i
	mkdir -p "$(dirname "$dir/$rel")"
	{
		echo ".text"; echo ".fill $text, 1, 0x90"
		[ "$init" = 0 ] || { echo '.section .init.text, "ax"'; echo ".fill $init, 1, 0x90"; }
		echo ".data"
		for ((i = 0; i < sites; i++)); do
			echo "__ktrace_site_$i: .quad 0"
		done
	} > "$WORK/obj.s"
	gcc -c -o "$dir/$rel" "$WORK/obj.s" || fail "cannot assemble $rel"
}

y=$WORK/y n=$WORK/n
rm -rf "$y" "$n"
obj "$y" kernel/a.o 200 0 2		# 200 - 120 = 80
obj "$n" kernel/a.o 120 0 0
obj "$y" kernel/s.o 50 0 2		# =y only, absent from n: 50
obj "$y" kernel/s2.o 30 0 1		# =y only, stale in n: 30
obj "$n" kernel/s2.o 30 0 0
obj "$y" kernel/plain.o 500 0 0		# no site: left out
obj "$n" kernel/plain.o 100 0 0
obj "$y" drivers/m.o 100 10 1		# 110 - 60 = 50
obj "$n" drivers/m.o 60 0 0
obj "$y" samples/bench.o 1000 0 1	# module of the =y build only: out
(cd "$y" && ar rcT vmlinux.a kernel/a.o kernel/s.o kernel/s2.o kernel/plain.o &&
	printf 'drivers/m.o\nsamples/bench.o\n' > modules.order) ||
	fail "cannot make the =y archive"
(cd "$n" && ar rcT vmlinux.a kernel/a.o kernel/plain.o &&
	echo drivers/m.o > modules.order) || fail "cannot make the =n archive"

python3 "$TOP/bench/site-bytes" "$y" "$n" > "$WORK/out" 2>&1 ||
	fail "site-bytes failed: $(cat "$WORK/out")"
# 6 sites; 80 + 50 + 30 + 50 = 210 bytes
printf 'ktrace,build,sites,6,sites\nktrace,build,site-bytes,35.0,bytes/site\n' |
	diff -u - "$WORK/out" || fail "site-bytes counted wrong"
echo "ok: 6 sites, 35.0 bytes a site"

rm -rf "$WORK/none" && mkdir -p "$WORK/none"
obj "$WORK/none" kernel/plain.o 10 0 0
(cd "$WORK/none" && ar rcT vmlinux.a kernel/plain.o) || fail "no archive"
expect_failure "$WORK/none.log" 'no DO_TRACE\(\) site in ' \
	python3 "$TOP/bench/site-bytes" "$WORK/none" "$n"
