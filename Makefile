# ktrace: a quilt patch series against Linux 7.3.4, and the harness that
# builds it, boots it under QEMU and runs its kselftests.  `make help`.

SHELL		:= /bin/bash
.SHELLFLAGS	:= -eu -o pipefail -c
.DEFAULT_GOAL	:= help
.DELETE_ON_ERROR:

TOP		:= $(abspath $(dir $(lastword $(MAKEFILE_LIST))))
BUILD		?= $(TOP)/build
STAMP		:= $(BUILD)/stamp

# ---- base tree -----------------------------------------------------------
# Debian's linux-source-7.3, pinned by version and by SHA256SUMS.
PKG		:= linux-source-7.3
PKG_VERSION	:= 7.3.4-1~bpo13+1
PKG_SUITE	:= trixie-backports
PKG_MIRROR	?= http://deb.debian.org/debian
PKG_KEYRING	?= /usr/share/keyrings/debian-archive-keyring.gpg
TARBALL		:= $(PKG)_$(PKG_VERSION).tar.xz
DEB		:= $(PKG)_$(PKG_VERSION)_all.deb
# Where a verified copy of the tarball may already be (CI: ../shared/kernel).
TARBALL_CACHE	?= $(BUILD)/dl
# KSRC=/path/to/linux: use that tree as the base instead of the package.
KSRC		?=
BASE		:= $(if $(KSRC),$(abspath $(KSRC)),$(BUILD)/base/$(PKG))
# The series' tree; make peer-check's stock kernel builds from the base
# tree with the harness' own patches alone (qemu/guest-patches).
SERIES_TREE	:= $(BUILD)/linux
STOCK_TREE	:= $(BUILD)/stock
TREE		= $(if $(filter stock,$(TREE_$(VARIANT))),$(STOCK_TREE),$(SERIES_TREE))
TREE_STAMP	= $(STAMP)/$(if $(filter stock,$(TREE_$(VARIANT))),stock,apply)

# ---- kernel builds -------------------------------------------------------
# VARIANT picks the config: ktrace (CONFIG_KTRACE=y), noktrace, debug;
# bench-ktrace and bench-noktrace are the -O2 kernels make bench times.
VARIANT		?= ktrace
FRAGMENTS_ktrace	:= base.config x86.config ktrace.config
FRAGMENTS_noktrace	:= base.config x86.config noktrace.config
FRAGMENTS_debug		:= base.config x86.config ktrace.config debug.config
FRAGMENTS_bench-ktrace	:= base.config x86.config ktrace.config bench.config
FRAGMENTS_bench-noktrace := base.config x86.config noktrace.config bench.config
# make peer-check: the series' kernel with what ftracetest needs, and
# stock 7.3.4 with the same.
FRAGMENTS_peer		:= base.config x86.config ktrace.config peer.config
FRAGMENTS_peer-stock	:= base.config x86.config peer.config
TREE_peer-stock		:= stock
KSFT_TARGETS_peer	:= ftrace ring-buffer
KSFT_TARGETS_peer-stock	:= ftrace ring-buffer
# make build-matrix: an architecture's defconfig (BASECONFIG_, default
# tinyconfig) with ktrace and what its kselftests need, or the same
# without ktrace (-n); ARCH from KARCH_ (default x86_64).
MATRIX_Y	:= ktrace.config matrix.config
MATRIX_N	:= noktrace.config matrix.config
FRAGMENTS_matrix-x86_64		:= $(MATRIX_Y)
FRAGMENTS_matrix-x86_64-n	:= $(MATRIX_N)
FRAGMENTS_matrix-rt		:= $(MATRIX_Y) rt.config
FRAGMENTS_matrix-rt-n		:= $(MATRIX_N) rt.config
FRAGMENTS_matrix-i386		:= $(MATRIX_Y)
FRAGMENTS_matrix-i386-n		:= $(MATRIX_N)
FRAGMENTS_matrix-riscv64	:= $(MATRIX_Y) no-lean-test.config
FRAGMENTS_matrix-riscv64-n	:= $(MATRIX_N)
FRAGMENTS_matrix-arm64		:= $(MATRIX_Y) no-lean-test.config
FRAGMENTS_matrix-arm64-n	:= $(MATRIX_N)
$(foreach v,x86_64 x86_64-n rt rt-n i386 i386-n riscv64 riscv64-n arm64 arm64-n,$(eval BASECONFIG_matrix-$(v) := defconfig))
KARCH_matrix-i386	:= i386
KARCH_matrix-i386-n	:= i386
# Cross-built: ARCH, the toolchain's prefix (in DEPS) and the image.
$(foreach v,riscv64 riscv64-n,$(eval KARCH_matrix-$(v) := riscv) \
	$(eval KCROSS_matrix-$(v) := riscv64-linux-gnu-) \
	$(eval KIMAGE_matrix-$(v) := Image))
$(foreach v,arm64 arm64-n,$(eval KARCH_matrix-$(v) := arm64) \
	$(eval KCROSS_matrix-$(v) := aarch64-linux-gnu-) \
	$(eval KIMAGE_matrix-$(v) := Image))
# The arm64 guest (qemu-system-aarch64 -M virt): tinyconfig on arm64, its
# syscall events through arm64's own syscall path.
FRAGMENTS_arm64	:= base.config arm64.config ktrace.config no-lean-test.config
KARCH_arm64	:= arm64
KCROSS_arm64	:= aarch64-linux-gnu-
KIMAGE_arm64	:= Image
BASECONFIG	= $(or $(BASECONFIG_$(VARIANT)),tinyconfig)
KARCH		= $(or $(KARCH_$(VARIANT)),x86_64)
KCROSS		= $(KCROSS_$(VARIANT))
KIMAGE		= $(or $(KIMAGE_$(VARIANT)),bzImage)
FRAGMENTS	= $(addprefix $(TOP)/kernel-config/,$(FRAGMENTS_$(VARIANT))) \
		  $(EXTRA_FRAGMENTS)
OBJ		= $(BUILD)/obj-$(VARIANT)
JOBS		?= $(shell nproc)
KCONF		= ARCH=$(KARCH) $(if $(KCROSS),CROSS_COMPILE=$(KCROSS))
KMAKE		= $(MAKE) -C $(TREE) O=$(OBJ) $(KCONF) -j$(JOBS) \
		  $(if $(CCACHE),CC="ccache $(KCROSS)gcc" HOSTCC="ccache gcc")
CCACHE		?= $(shell command -v ccache)
export CCACHE_BASEDIR := $(BUILD)
# ccache's depend mode: on a miss, the compiler's own -MMD file instead of
# a second run of the preprocessor.  Measured on kernel/ of the noktrace
# kernel (160 objects, 2 cores, empty cache): 140 s through ccache
# without it, 116-127 s with it, 120-126 s without ccache; a warm cache
# (made with or without it) hits as before.  A check from an empty cache
# compiles some 6,000 objects.
export CCACHE_DEPEND := 1

# The kernel image the guest boots (arch/x86 for x86_64 and i386).
BZIMAGE		= $(OBJ)/arch/$(if $(KCROSS),$(KARCH),x86)/boot/$(KIMAGE)
# The guest's architecture (QEMU's name): aarch64 for the arm64 kernels;
# qemu/run-guest boots that one (make guest-check VARIANT=arm64), on the
# QEMU of make qemu or qemu-aarch64.
GUEST_ARCH	= $(if $(filter arm64,$(KARCH)),aarch64,$(if $(filter x86_64 i386,$(KARCH)),x86_64,none))
export KTRACE_GUEST_ARCH = $(GUEST_ARCH)
GUEST_QEMU	= $(if $(filter aarch64,$(GUEST_ARCH)),qemu-aarch64,qemu)
INITRAMFS	= $(OBJ)/initramfs.cpio.gz
KSFT_INSTALL	= $(OBJ)/kselftest_install
KSFT_TARGETS	?= $(or $(KSFT_TARGETS_$(VARIANT)),ktrace ring-buffer)

# ---- guest ---------------------------------------------------------------
GUEST_TIMEOUT	?= 900
GUEST_ARGS	?=
# What guest-check expects the guest to run, and whether it also makes
# the debugfs=off and ktrace= boots (GUEST_BOOTS=all) or the first boot
# only (GUEST_BOOTS=check: the harness' self-tests, with lists of their own).
KSFT_EXPECT	?= $(KSFT_INSTALL)/kselftest-list.txt
GUEST_BOOTS	?= all
LOGS		:= $(BUILD)/logs
TOOL_DIR	= $(BUILD)/tool$(if $(KCROSS),-$(KARCH))
RUN_DIR		:= $(BUILD)/run
export KTRACE_ACCEL_CACHE := $(BUILD)/accel
# The QEMU every guest runs (qemu/fetch-qemu): the system's if it is 10 or
# later, else QEMU 10 from bookworm-backports unpacked in build/qemu/.
QEMU_SUITE	?= bookworm-backports
QEMU		?=
export KTRACE_QEMU := $(BUILD)/qemu/qemu-system-x86_64
# The arm64 guest's (make qemu-aarch64): QEMU_AARCH64=path picks one.
QEMU_AARCH64	?=
export KTRACE_QEMU_AARCH64 := $(BUILD)/qemu-aarch64/qemu-system-aarch64
# The arm64 guest's static busybox: Debian's busybox-static for arm64,
# downloaded from BUSYBOX_SUITE as QEMU is (make busybox-arm64).
BUSYBOX_SUITE	?= bookworm
BUSYBOX_ARM64	:= $(BUILD)/busybox-arm64/root/bin/busybox
RESULTS		:= $(BUILD)/check/results.txt

export QUILTRC	:= $(TOP)/.quiltrc

DEPS := build-essential bc bison flex libelf-dev libssl-dev cpio xz-utils \
	dwarves kmod quilt qemu-system-x86 busybox-static ccache python3 trace-cmd \
	python3-docutils \
	perl git ca-certificates rsync debian-archive-keyring dbench babeltrace2 \
	time gcc-riscv64-linux-gnu gcc-aarch64-linux-gnu gdb \
	libc6-dev-arm64-cross libc6-dev-riscv64-cross gcc-i686-linux-gnu \
	libc6-dev-i386-cross

.PHONY: guest-check postings readme-check arm64-check help deps qemu qemu-aarch64 busybox-arm64 source apply config kernel selftests tool initramfs boot run fuzz \
	check check-debug checkpatch kernel-doc mbox mbox-check w1-check build-noktrace harness-selftests bench bench-micro bench-rec bench-net bench-ring-buffer bench-steps bench-off-steps bench-reader peer-check bisect-check build-matrix kernel-objs clean distclean

help:
	@echo 'ktrace harness.  Targets (each can be run again safely):'
	@echo '  deps        install the Debian packages needed (as root); not root and'
	@echo '              some missing: print the apt-get line to run, and fail;'
	@echo '              once all are installed: make qemu'
	@echo '  qemu        a QEMU whose multi-threaded TCG survives live patching'
	@echo '              (qemu/mttcg-repro): the system'"'"'s if it is version 10 or'
	@echo '              later, else 10.0 from $(QEMU_SUITE), unpacked in'
	@echo '              build/qemu/ (QEMU=path picks one); guests run 4 vCPUs on'
	@echo '              as many host threads, make bench 1 vCPU (icount)'
	@echo '  qemu-aarch64  the arm64 guest'"'"'s QEMU, as qemu (QEMU_AARCH64=path)'
	@echo '  busybox-arm64  the arm64 guest'"'"'s busybox, Debian'"'"'s from $(BUSYBOX_SUITE)'
	@echo '  source      the pinned base tree: $(PKG) $(PKG_VERSION)'
	@echo '              (TARBALL_CACHE=$(TARBALL_CACHE); KSRC=dir uses your tree)'
	@echo '  apply       fresh copy of the base tree with the series pushed by quilt'
	@echo '              into $(SERIES_TREE);'
	@echo '              a patch that needs fuzz or leaves a reject stops it'
	@echo '  config      tinyconfig + kernel-config/ fragments, every option checked'
	@echo '  kernel      bzImage and modules in build/obj-$$VARIANT (ccache if present)'
	@echo '  kernel-objs only the objects OBJS= names, in build/obj-$$VARIANT'
	@echo '  selftests   kselftests (ktrace ring-buffer) from the patched tree, static'
	@echo '  initramfs   busybox + kselftests + modules for the guest'
	@echo '  boot        interactive guest shell on the serial console (Ctrl-A x quits)'
	@echo '  tool        the ktrace tool (record/report/stats/convert), static'
	@echo '  fuzz        libFuzzer on the trace parser for FUZZ_SECS ($(FUZZ_SECS));'
	@echo '              needs clang with libFuzzer (Debian: clang); new crashers go'
	@echo '              to build/fuzz/crashers; to keep one as a test, add its'
	@echo '              xxd -p dump, NAME.hex, with quilt to the series'"'"''
	@echo '              tools/tracing/ktrace/tests/crashers/ (# lines: comments)'
	@echo '  run         the main job: boot, record tbench, leave report, summary,'
	@echo '              stats, Perfetto JSON, CTF and trace.dat in build/run/'
	@echo '  check       the tests: all of the checks below marked (check), and the'
	@echo '              tool'"'"'s own tests; the last line: N passed, N failed, N skipped'
	@echo '  guest-check the kselftests in the VARIANT'"'"'s guest, then booted with'
	@echo '              debugfs=off and with ktrace= (GUEST_BOOTS=check: the first'
	@echo '              boot only) (check)'
	@echo '  arm64-check the kselftests and KUnit in an arm64 guest (tinyconfig,'
	@echo '              cross-built, qemu-system-aarch64 virt) (check)'
	@echo '  check-debug the kselftests and a stress run on a debug kernel (lockdep,'
	@echo '              KASAN, KFENCE, UBSAN, kmemleak, fault injection), and'
	@echo '              locked down from boot and after boot (check)'
	@echo '  checkpatch  checkpatch.pl --strict on every patch; accepted findings'
	@echo '              are in qemu/checkpatch-justified (check)'
	@echo '  kernel-doc  scripts/kernel-doc -none on the files of the series; its'
	@echo '              new .rst files: docutils, index, kernel-doc directives (check)'
	@echo '  postings    each posting in final form, each patch in one tree (kernel,'
	@echo '              selftests, tools, Documentation, MAINTAINERS) with at most'
	@echo '              ~800 added lines, no patch numbers or harness in its mails;'
	@echo '              the figures quoted are docs/performance.md'"'"'s (check)'
	@echo '  readme-check  README.md at most 1,500 words, no hashes or dates in it'
	@echo '              or docs/'"'"'s prose, make help complete, the README'"'"'s'
	@echo '              synopsis ktrace --help (check)'
	@echo '  mbox        the postings'"'"' mails, build/mbox/K-NAME.mbox (K: the'
	@echo '              posting'"'"'s number in series order), one per "# posting:'
	@echo '              NAME" of series, with docs/postings/NAME.txt as its cover'
	@echo '              letter (none: each patch a [PATCH] alone);'
	@echo '              To/Cc from get_maintainer.pl; checked by git am of all of'
	@echo '              them onto the base tree; From/Signed-off-by: SENDER_NAME,'
	@echo '              SENDER_EMAIL (default: git config user.name/user.email; a'
	@echo '              placeholder is refused)'
	@echo '  mbox-check  mbox with a test sender, and its git am check (check)'
	@echo '  w1-check    W=1 adds no warning in the C files the series touches (check)'
	@echo '  build-noktrace  the CONFIG_KTRACE=n kernel builds (check)'
	@echo '  harness-selftests  the harness'"'"' own tests, selftests/t-*.sh (check)'
	@echo '  bench       overhead figures, CONFIG_KTRACE=n/y, ktrace vs. ftrace, under'
	@echo '              qemu -icount (instruction counts), BENCH_BOOTS (3) boots'
	@echo '              of each kernel: medians and ranges, code size per site'
	@echo '              -> docs/performance.md; then bench-reader and'
	@echo '              bench-ring-buffer'
	@echo '  bench-micro the in-kernel microbenchmark alone (ns = instructions per'
	@echo '              event), CONFIG_KTRACE=y -O2 kernel; results not kept'
	@echo '  bench-rec   every workload with ktrace record and trace-cmd record'
	@echo '              running, and off: figures, records, bytes and losses'
	@echo '              per unit of work (1 boot); results not kept'
	@echo '  bench-net   tbench alone: off, ktrace'"'"'s and ftrace'"'"'s net events'
	@echo '              (-icount, BENCH_BOOTS boots); results not kept'
	@echo '  bench-ring-buffer  ftrace before and after the ring buffer posting:'
	@echo '              getppid() with its ftrace event and the kernel'"'"'s'
	@echo '              ring_buffer_benchmark, kernels without ktrace, under'
	@echo '              qemu -icount -> docs/performance.md and the posting'"'"'s'
	@echo '              cover letter'
	@echo '  bench-steps where the instructions of the microbenchmark go: each row'
	@echo '              single-stepped with gdb, counted per function (also in'
	@echo '              make bench)'
	@echo '  bench-off-steps  where ktrace built in and off costs: a pipe round'
	@echo '              trip single-stepped in the =n and =y -O2 kernels,'
	@echo '              instructions per function that differ'
	@echo '  bench-reader  the host reading generated traces of READER_MB (256 1024'
	@echo '              2048) MB: ktrace report, babeltrace2 and trace-cmd report,'
	@echo '              time and peak RSS -> docs/reader-performance.md'
	@echo '  peer-check  upstream ftracetest and ring-buffer kselftests on this kernel'
	@echo '              and on stock 7.3.4, side by side (slow, before posting)'
	@echo '  bisect-check  every prefix of the series builds, KTRACE=y and =n, and'
	@echo '              W=1 adds no warning to the C files each patch touches (slow;'
	@echo '              START=NNNN STOP=NNNN: those patches only)'
	@echo '  build-matrix  CONFIG_KTRACE=y/n in the x86_64, PREEMPT_RT, i386, arm64'
	@echo '              and riscv64 defconfigs, and the tool for each; x86_64, RT'
	@echo '              and arm64 booted with the kselftests (slow; MATRIX= some of'
	@echo '              x86_64 rt i386 arm64 riscv64) -> docs/build-matrix.md, a row'
	@echo '              per configuration, kept from its last run'
	@echo '  clean       remove kernel builds and logs'
	@echo '  distclean   remove all of build/'
	@echo '  help        this list'
	@echo 'Variables (make VAR=value):'
	@echo '  VARIANT=$(VARIANT)  the kernel: ktrace, noktrace, debug, arm64, bench-ktrace,'
	@echo '              bench-noktrace, peer, peer-stock'
	@echo '  KSRC=       your own 7.3.4 tree instead of the pinned base'
	@echo '  TARBALL_CACHE=  where a verified copy of the base tarball (.tar.xz) is'
	@echo '              looked for first'
	@echo '  PKG_MIRROR=, PKG_KEYRING=  the Debian mirror and keyring apt uses'
	@echo '  QEMU=, QEMU_AARCH64=, QEMU_SUITE=$(QEMU_SUITE), BUSYBOX_SUITE=$(BUSYBOX_SUITE)'
	@echo '  BUILD=$(BUILD)  JOBS=$(JOBS)  CCACHE=$(CCACHE)'
	@echo '  EXTRA_FRAGMENTS=  more config fragments for the kernel'
	@echo '  KSFT_TARGETS=, KSFT_EXPECT=  the kselftests built, and those a boot must run'
	@echo '  GUEST_TIMEOUT=$(GUEST_TIMEOUT)  GUEST_BOOTS=$(GUEST_BOOTS)  GUEST_ARGS=  (more qemu/run-guest options)'
	@echo '  DEBUG_TIMEOUT=$(DEBUG_TIMEOUT)  PEER_TIMEOUT=$(PEER_TIMEOUT)  FUZZ_SECS=$(FUZZ_SECS)'
	@echo '  BENCH_BOOTS=3  READER_MB=  MATRIX=  START=  STOP=  SENDER_NAME=  SENDER_EMAIL=  OBJS='

# ---- deps ----------------------------------------------------------------
deps:
	@if ! command -v dpkg-query >/dev/null; then \
		echo "deps: no dpkg here: install the equivalents of $(DEPS) yourself"; \
		exit 0; fi; \
	missing=$$(for p in $(DEPS); do \
		dpkg-query -W -f='$${Status}\n' $$p 2>/dev/null | \
		grep -q 'ok installed' || echo $$p; done); \
	if [ -z "$$missing" ]; then echo 'deps: all installed'; exit 0; fi; \
	if [ "$$(id -u)" != 0 ]; then \
		echo "deps: missing packages; as root run:"; \
		echo "  apt-get install -y --no-install-recommends $$(echo $$missing)"; \
		exit 1; fi; \
	echo "deps: installing $$(echo $$missing)"; \
	apt-get update -qq; \
	DEBIAN_FRONTEND=noninteractive apt-get install -y -qq \
		--no-install-recommends $$missing
	@$(MAKE) --no-print-directory qemu

# ---- qemu ----------------------------------------------------------------
qemu:
	@QEMU='$(QEMU)' $(TOP)/qemu/fetch-qemu '$(BUILD)/qemu' '$(QEMU_SUITE)' \
		'$(PKG_MIRROR)' '$(PKG_KEYRING)'

qemu-aarch64:
	@QEMU='$(QEMU_AARCH64)' $(TOP)/qemu/fetch-qemu '$(BUILD)/qemu-aarch64' \
		'$(QEMU_SUITE)' '$(PKG_MIRROR)' '$(PKG_KEYRING)' aarch64

busybox-arm64: $(BUSYBOX_ARM64)

$(BUSYBOX_ARM64):
	@got=$$($(TOP)/qemu/apt-download '$(BUILD)/busybox-arm64' '$(BUSYBOX_SUITE)' \
		'$(PKG_MIRROR)' '$(PKG_KEYRING)' arm64 busybox-static) || exit 1; \
		echo "busybox: $$got from $(BUSYBOX_SUITE)"
	@# usr-merged suites ship it in /usr/bin
	@test -x $@ || { mkdir -p $(@D) && ln -s ../usr/bin/busybox $@; }
	@test -x $@ || { echo "busybox: no busybox in busybox-static" >&2; exit 1; }

# ---- source --------------------------------------------------------------
source: $(STAMP)/source

ifeq ($(KSRC),)
$(STAMP)/source: $(TOP)/SHA256SUMS
	@mkdir -p $(STAMP) $(BUILD)/base $(BUILD)/dl
	@$(TOP)/qemu/fetch-source '$(TARBALL_CACHE)' '$(BUILD)/dl' '$(TOP)/SHA256SUMS' \
		'$(PKG)' '$(PKG_VERSION)' '$(PKG_SUITE)' '$(PKG_MIRROR)' \
		'$(PKG_KEYRING)' '$(BUILD)/apt'
	@echo "source: unpacking $(TARBALL)"
	@rm -rf $(BASE) && tar -xJf $(BUILD)/dl/$(TARBALL) -C $(BUILD)/base
	@test -f $(BASE)/Makefile || { echo "source: $(TARBALL) did not unpack to $(BASE)"; exit 1; }
	@touch $@
else
$(STAMP)/source: FORCE
	@mkdir -p $(STAMP)
	@test -f $(BASE)/Makefile -a -f $(BASE)/Kconfig || \
		{ echo "source: KSRC=$(KSRC) is not a Linux source tree"; exit 1; }
	@test ! -d $(BASE)/.pc || \
		{ echo "source: KSRC=$(KSRC) has quilt patches applied; give a clean tree"; exit 1; }
	@test -f $@ && [ "$$(cat $@)" = "$(BASE)" ] || echo "$(BASE)" > $@
endif

# ---- apply ---------------------------------------------------------------
PATCHES := $(shell sed -e 's/\#.*//' $(TOP)/series 2>/dev/null | awk 'NF{print "$(TOP)/patches/"$$1}')

apply: $(STAMP)/apply

GUEST_PATCHES := $(wildcard $(TOP)/qemu/guest-patches/*.patch)

$(STAMP)/apply: $(STAMP)/source $(TOP)/series $(PATCHES) $(GUEST_PATCHES) $(TOP)/.quiltrc
	@$(TOP)/qemu/apply-series '$(BASE)' '$(SERIES_TREE)' '$(TOP)'
	@touch $@

# The stock tree (make peer-check): the base and the harness' patches.
$(STAMP)/stock: $(STAMP)/source $(GUEST_PATCHES)
	@echo "stock: copying $(BASE) -> $(STOCK_TREE)"
	@mkdir -p $(STOCK_TREE)
	@rsync -a --delete $(BASE)/ $(STOCK_TREE)/
	@for g in $(GUEST_PATCHES); do \
		(cd $(STOCK_TREE) && patch -p1 -s --fuzz=0 --no-backup-if-mismatch) < $$g || \
			{ echo "stock: harness patch $$(basename $$g) does not apply to the base"; exit 1; }; \
		echo "stock: harness patch $$(basename $$g)"; \
	done
	@touch $@

# ---- config --------------------------------------------------------------
config: $(OBJ)/.config

$(OBJ)/.config: $(TREE_STAMP) $(FRAGMENTS)
	@mkdir -p $(OBJ)
	@echo "config: $(KARCH) $(BASECONFIG) + $(notdir $(FRAGMENTS)) -> $(OBJ)"
	@$(MAKE) -s -C $(TREE) O=$(OBJ) $(KCONF) $(BASECONFIG) >/dev/null
	@cd $(TREE) && $(KCONF) scripts/kconfig/merge_config.sh -m -O $(OBJ) \
		$(OBJ)/.config $(FRAGMENTS) >/dev/null
	@$(MAKE) -s -C $(TREE) O=$(OBJ) $(KCONF) olddefconfig >/dev/null
	@$(TOP)/qemu/check-config $(OBJ)/.config $(FRAGMENTS) || \
		{ mv $(OBJ)/.config $(OBJ)/.config.rejected; exit 1; }

# ---- kernel --------------------------------------------------------------
kernel: $(OBJ)/.config
	@echo "kernel: building $(VARIANT) in $(OBJ)$(if $(CCACHE), with ccache)"
	@$(KMAKE) -s $(KIMAGE) modules
	@echo "kernel: $(if $(KIMAGE_$(VARIANT)),$(OBJ)/arch/$(KARCH)/boot/$(KIMAGE),$(BZIMAGE))"

# Some objects of the kernel, e.g. with W=1 (qemu/build-matrix).
kernel-objs: $(OBJ)/.config
	@$(KMAKE) $(OBJS)

# ---- kselftests ----------------------------------------------------------
selftests: kernel
	@echo "selftests: $(KSFT_TARGETS) -> $(KSFT_INSTALL)"
	@$(KMAKE) -s headers
	@rm -rf $(KSFT_INSTALL)
	@$(MAKE) -s -C $(TREE)/tools/testing/selftests O=$(OBJ) $(KCONF) \
		TARGETS='$(KSFT_TARGETS)' USERLDFLAGS=-static \
		KSFT_INSTALL_PATH=$(KSFT_INSTALL) install >$(OBJ)/kselftest-build.log 2>&1 || \
		{ tail -30 $(OBJ)/kselftest-build.log; \
		  echo "selftests: build failed, see $(OBJ)/kselftest-build.log"; exit 1; }
	@for t in $(KSFT_TARGETS); do grep -q "^$$t:" $(KSFT_INSTALL)/kselftest-list.txt || \
		{ echo "selftests: no $$t tests installed"; exit 1; }; done

# ---- the ktrace tool (tools/tracing/ktrace), static: guest and host ----
tool: $(STAMP)/apply
	@mkdir -p $(TOOL_DIR)
	@$(MAKE) -s -C $(SERIES_TREE)/tools/tracing/ktrace O=$(TOOL_DIR) LDFLAGS=-static \
		$(if $(KCROSS),CC=$(KCROSS)gcc)
	@echo "tool: $(TOOL_DIR)/ktrace"

# ---- initramfs -----------------------------------------------------------
initramfs: selftests tool $(if $(filter aarch64,$(GUEST_ARCH)),busybox-arm64)
	@rm -rf $(OBJ)/modroot
	@$(KMAKE) -s INSTALL_MOD_PATH=$(OBJ)/modroot INSTALL_MOD_STRIP=1 modules_install
	@$(KCROSS)gcc -O2 -Wall -static -o $(OBJ)/kbench $(TOP)/bench/kbench.c
	@KTRACE_TOOL=$(TOOL_DIR)/ktrace GUEST_ARCH=$(GUEST_ARCH) \
		$(if $(filter aarch64,$(GUEST_ARCH)),BUSYBOX=$(BUSYBOX_ARM64)) \
		$(TOP)/qemu/mkinitramfs '$(TREE)' '$(OBJ)' '$(KSFT_INSTALL)' '$(INITRAMFS)'

# ---- guest ---------------------------------------------------------------
boot: initramfs $(GUEST_QEMU)
	@$(TOP)/qemu/run-guest --interactive --kernel $(BZIMAGE) \
		--initrd $(INITRAMFS) --log $(LOGS)/boot.log $(GUEST_ARGS)

run: initramfs $(GUEST_QEMU)
	@$(TOP)/qemu/run-guest --mode run --kernel $(BZIMAGE) \
		--initrd $(INITRAMFS) --log $(LOGS)/run.log \
		--timeout $(GUEST_TIMEOUT) $(GUEST_ARGS)
	@sed -n '/^KTRACE-HARNESS: BEGIN run/,/^KTRACE-HARNESS: END/p' $(LOGS)/run.log | \
		tr -d '\r' | sed '1d;$$d' | grep -v '^KTRACE-HARNESS: TRACE'
	@$(TOP)/qemu/run-report $(LOGS)/run.log $(LOGS)/run.tap $(RUN_DIR) \
		$(TOOL_DIR)/ktrace

# ---- check ---------------------------------------------------------------
# Each step appends "PASS|FAIL|SKIP name: detail" lines to $(RESULTS);
# qemu/summary prints them and the closing "N passed, N failed" line.
check:
	@mkdir -p $(dir $(RESULTS)) $(LOGS) && : > $(RESULTS)
	@# Measured: a check from a clean clone peaks at 6.7 GB under build/.
	@free=$$(df -Pk $(BUILD) | awk 'NR == 2 { print int($$4 / 1048576) }'); \
		if [ "$$free" -lt 8 ]; then \
			echo "check: warning: $$free GB free under $(BUILD); a check from a clean clone takes about 6.7 GB" >&2; \
		fi
	@$(MAKE) --no-print-directory deps source apply || \
		{ echo "FAIL setup: deps/source/apply failed (see above)" >> $(RESULTS); \
		  $(TOP)/qemu/summary $(RESULTS); exit 1; }
	@for step in checkpatch postings readme-check kernel-doc mbox-check guest-check arm64-check w1-check check-debug build-noktrace harness-selftests; do \
		$(MAKE) --no-print-directory $$step || \
			echo "FAIL $$step: the step itself failed (see above)" >> $(RESULTS); \
	done
	@$(TOP)/qemu/summary $(RESULTS)

# The README and docs a newcomer reads: short, no history, make help
# complete, the tool's synopsis its own --help.
readme-check: $(STAMP)/apply
	@mkdir -p $(dir $(RESULTS)) $(BUILD)/readme-tool
	@$(MAKE) -s -C $(SERIES_TREE)/tools/tracing/ktrace O=$(BUILD)/readme-tool
	@$(TOP)/qemu/readme-check '$(TOP)' '$(BUILD)/readme-tool/ktrace' >> $(RESULTS) || true

checkpatch: $(STAMP)/apply
	@mkdir -p $(dir $(RESULTS))
	@$(TOP)/qemu/checkpatch-series '$(BASE)' '$(TOP)' >> $(RESULTS)

# The postings in final form, and the figures they quote those of the
# last make bench (docs/performance.md).
postings:
	@mkdir -p $(dir $(RESULTS))
	@$(TOP)/qemu/postings-check '$(TOP)' | tee -a $(RESULTS); \
		$(TOP)/qemu/figures-check '$(TOP)' | tee -a $(RESULTS)

# scripts/kernel-doc on every file of the series that has kernel-doc;
# the .rst files it adds: docutils, their index, their kernel-doc
# directives.
kernel-doc: $(STAMP)/apply
	@mkdir -p $(dir $(RESULTS))
	@$(TOP)/qemu/kernel-doc-series '$(BASE)' '$(TREE)' '$(TOP)' >> $(RESULTS)
	@$(TOP)/qemu/rst-check '$(TREE)' '$(TOP)' >> $(RESULTS)

# The postings' mails: build/mbox/K-NAME.mbox, checked by git am onto the base;
# from the sender (SENDER_NAME, SENDER_EMAIL, else git config).  make check
# builds them from a test identity.
mbox: $(STAMP)/apply
	@mkdir -p $(dir $(RESULTS))
	@rc=0; SENDER_NAME='$(SENDER_NAME)' SENDER_EMAIL='$(SENDER_EMAIL)' \
		$(TOP)/qemu/mbox '$(BASE)' '$(TREE)' '$(TOP)' '$(BUILD)/mbox' \
		> $(BUILD)/mbox.out || rc=$$?; \
		tee -a $(RESULTS) < $(BUILD)/mbox.out; exit $$rc

mbox-check: $(STAMP)/apply
	@mkdir -p $(dir $(RESULTS))
	@SENDER_NAME='ktrace check' SENDER_EMAIL=check@ktrace.invalid MBOX_TEST_SENDER=1 \
		$(TOP)/qemu/mbox '$(BASE)' '$(TREE)' '$(TOP)' '$(BUILD)/mbox' | tee -a $(RESULTS)
	@# The throw-away repository: not kept.
	@rm -rf $(BUILD)/mbox/git

guest-check: $(GUEST_QEMU)
	@mkdir -p $(dir $(RESULTS)) $(LOGS)
	@case '$(GUEST_BOOTS)' in all|check) ;; *) \
		echo "guest-check: GUEST_BOOTS='$(GUEST_BOOTS)': all or check" >&2; exit 2;; esac
	@if $(MAKE) --no-print-directory initramfs; then \
		$(TOP)/qemu/run-guest --mode check --kernel $(BZIMAGE) \
			--initrd $(INITRAMFS) --log $(LOGS)/check.log \
			--timeout $(GUEST_TIMEOUT) $(GUEST_ARGS) || true; \
		$(TOP)/qemu/parse-console --log $(LOGS)/check.log \
			--expect $(KSFT_EXPECT) >> $(RESULTS) || true; \
		[ "$(GUEST_BOOTS)" = check ] && exit 0; \
		$(TOP)/qemu/check-boot debugfs=off $(BZIMAGE) $(INITRAMFS) \
			$(KSFT_INSTALL)/kselftest-list.txt $(LOGS) $(GUEST_TIMEOUT) \
			"debugfs=off" $(DEBUGFS_OFF_TESTS) \
			global.works_with_debugfs_off >> $(RESULTS); \
		$(TOP)/qemu/check-boot ktrace-boot-param $(BZIMAGE) $(INITRAMFS) \
			$(KSFT_INSTALL)/kselftest-list.txt $(LOGS) $(GUEST_TIMEOUT) \
			"ktrace=sched_switch,sys_*,nosuch" ktrace:boot_test.sh \
			ktrace/boot_test.sh >> $(RESULTS); \
	else echo "FAIL build: CONFIG_KTRACE=y kernel, kselftests or initramfs (see above)" >> $(RESULTS); fi

# The arm64 guest (VARIANT=arm64: tinyconfig on arm64, qemu-system-aarch64):
# every kselftest, and these must pass there (not skip): arm64's own
# syscall path records entry and exit, compat calls of an AArch32
# program, the exit of a syscall begun before tracing (seed-004), and the
# same records as ftrace's tracepoints at the same places.  ktrace's KUnit
# suite runs in its boot too (kernel-config/arm64.config).
ARM64_MUST_PASS	= events.syscall_entry_and_exit \
		  events.compat_syscalls_are_marked \
		  events.exit_of_a_syscall_begun_before_tracing \
		  oracle.same_records_as_ftrace
arm64-check:
	@mkdir -p $(dir $(RESULTS)) $(LOGS)
	@if $(MAKE) --no-print-directory VARIANT=arm64 qemu-aarch64 initramfs; then \
		eval "$$($(MAKE) -s VARIANT=arm64 print-BZIMAGE print-INITRAMFS print-KSFT_INSTALL)"; \
		KTRACE_GUEST_ARCH=aarch64 $(TOP)/qemu/check-boot arm64 \
			"$$BZIMAGE" "$$INITRAMFS" "$$KSFT_INSTALL/kselftest-list.txt" \
			$(LOGS) $(GUEST_TIMEOUT) "" \
			"$$(paste -sd, "$$KSFT_INSTALL/kselftest-list.txt")" \
			$(ARM64_MUST_PASS) >> $(RESULTS); \
		$(TOP)/qemu/check-kunit $(LOGS)/arm64.log arm64 ktrace >> $(RESULTS) || true; \
	else echo "FAIL arm64 build: CONFIG_KTRACE=y arm64 kernel, kselftests or initramfs (see above)" >> $(RESULTS); fi

# The boot with debugfs=off records: everything that records through the
# files or the tool, and tracefs_test's check that debugfs is really off.
DEBUGFS_OFF_TESTS = ktrace:tracefs_test,ktrace:events_test,ktrace:record_test,ktrace:tool_test.sh

# W=1 on the series' C files, against the base tree's own W=1 warnings.
w1-check:
	@mkdir -p $(dir $(RESULTS))
	@if $(MAKE) --no-print-directory VARIANT=ktrace kernel; then \
		$(TOP)/qemu/w1-check '$(BASE)' '$(TREE)' '$(TOP)' '$(BUILD)' >> $(RESULTS); \
	else echo "FAIL W=1: the CONFIG_KTRACE=y kernel does not build" >> $(RESULTS); fi

# The debug kernel: lockdep, KASAN, KFENCE, UBSAN, debug objects,
# kmemleak and fault injection, 4 vCPUs; then lockdown=integrity, raised
# to confidentiality by security_test; then lockdown=confidentiality.
DEBUG_TIMEOUT	?= 3600
check-debug: qemu
	@mkdir -p $(dir $(RESULTS)) $(LOGS)
	@if $(MAKE) --no-print-directory VARIANT=debug initramfs; then \
		$(TOP)/qemu/check-debug '$(TOP)' '$(BUILD)/obj-debug' '$(LOGS)' \
			$(DEBUG_TIMEOUT) >> $(RESULTS); \
	else echo "FAIL debug build: CONFIG_KTRACE=y debug kernel, kselftests or initramfs" >> $(RESULTS); fi

build-noktrace:
	@mkdir -p $(dir $(RESULTS))
	@if $(MAKE) --no-print-directory VARIANT=noktrace kernel; then \
		echo "PASS build: CONFIG_KTRACE=n kernel" >> $(RESULTS); \
	else echo "FAIL build: CONFIG_KTRACE=n kernel does not build" >> $(RESULTS); fi

harness-selftests:
	@mkdir -p $(dir $(RESULTS))
	@$(TOP)/selftests/run-all '$(TOP)' '$(BUILD)' >> $(RESULTS)

# ---- bench ---------------------------------------------------------------
# Both kernels under -icount shift=0,sleep=off: figures are instruction counts.
bench:
	@$(MAKE) --no-print-directory deps source apply qemu
	@$(MAKE) --no-print-directory VARIANT=bench-noktrace initramfs
	@$(MAKE) --no-print-directory VARIANT=bench-ktrace initramfs
	@$(TOP)/bench/run-bench '$(TOP)' '$(BUILD)'
	@$(TOP)/bench/reader-bench '$(TOP)' '$(BUILD)'
	@$(TOP)/bench/ring-buffer-bench '$(TOP)' '$(BASE)' '$(BUILD)'

# ftrace before and after the ring buffer posting, with what upstream has
# (getppid() with ftrace's event, ring_buffer_benchmark): kernels without
# ktrace, the series up to the end of each posting.
bench-ring-buffer:
	@$(MAKE) --no-print-directory deps source qemu
	@$(TOP)/bench/ring-buffer-bench '$(TOP)' '$(BASE)' '$(BUILD)'

# The in-kernel microbenchmark alone, on the CONFIG_KTRACE=y kernel: the
# figures of each step of work on the write path, in a few minutes.
bench-micro:
	@$(MAKE) --no-print-directory deps source apply qemu
	@$(MAKE) --no-print-directory VARIANT=bench-ktrace initramfs
	@BENCH_ONLY=micro BENCH_VARIANTS=ktrace $(TOP)/bench/run-bench '$(TOP)' '$(BUILD)'

# Every workload with each tracer's recorder running (ktrace record,
# trace-cmd record), and tracing off (1 boot).
bench-rec:
	@$(MAKE) --no-print-directory deps source apply qemu
	@$(MAKE) --no-print-directory VARIANT=bench-ktrace initramfs
	@BENCH_ONLY=rec BENCH_VARIANTS=ktrace $(TOP)/bench/run-bench '$(TOP)' '$(BUILD)'

# tbench alone, off and with ktrace's and ftrace's net events (3 boots).
bench-net:
	@$(MAKE) --no-print-directory deps source apply qemu
	@$(MAKE) --no-print-directory VARIANT=bench-ktrace initramfs
	@BENCH_ONLY=net BENCH_BOOTS=$${BENCH_BOOTS:-3} BENCH_VARIANTS=ktrace $(TOP)/bench/run-bench '$(TOP)' '$(BUILD)'

bench-steps:
	@$(MAKE) --no-print-directory deps source apply qemu
	@$(MAKE) --no-print-directory VARIANT=bench-ktrace initramfs
	@$(TOP)/bench/insn-steps '$(TOP)' '$(BUILD)'

# Where ktrace built in but off costs: a pipe round trip single-stepped
# in the -O2 CONFIG_KTRACE=n and =y kernels, per function.
bench-off-steps:
	@$(MAKE) --no-print-directory deps source apply qemu
	@$(MAKE) --no-print-directory VARIANT=bench-noktrace kernel initramfs
	@$(MAKE) --no-print-directory VARIANT=bench-ktrace kernel initramfs
	@$(TOP)/bench/off-steps '$(TOP)' '$(BUILD)'

# The host reading large traces: ktrace report, babeltrace2, trace-cmd.
bench-reader:
	@$(MAKE) --no-print-directory deps source apply
	@$(TOP)/bench/reader-bench '$(TOP)' '$(BUILD)' $(READER_MB)

# libFuzzer on the trace parser (needs clang), from the synthetic trace
# and the saved crashers (the tool's tests/crashers/*.hex, decoded into
# build/fuzz/seeds): new crashers land in build/fuzz/crashers; add each
# to tools/tracing/ktrace/tests/crashers/ as a hex dump, NAME.hex (xxd -p
# NAME; lines starting with # are comments), where the tool's damaged.t
# (its make check) keeps them as regression tests.
FUZZ_SECS ?= 600
FUZZ_TESTS := $(TREE)/tools/tracing/ktrace/tests
fuzz: $(STAMP)/apply
	@command -v clang >/dev/null || { echo "fuzz: needs clang with libFuzzer (Debian: apt-get install clang)" >&2; exit 2; }
	@rm -rf $(BUILD)/fuzz/seeds
	@mkdir -p $(BUILD)/fuzz/corpus $(BUILD)/fuzz/crashers $(BUILD)/fuzz/seeds
	@$(MAKE) -s -C $(TREE)/tools/tracing/ktrace O=$(BUILD)/fuzz fuzz
	@gcc -Wall -O2 -I$(TREE)/tools/tracing/ktrace \
		-I$(TREE)/tools/include/uapi -o $(BUILD)/fuzz/mktrace \
		$(FUZZ_TESTS)/mktrace.c
	@$(BUILD)/fuzz/mktrace $(BUILD)/fuzz/corpus/synthetic.dat
	@for h in $(wildcard $(FUZZ_TESTS)/crashers/*.hex); do \
		python3 -c 'import sys; sys.stdout.buffer.write(bytes.fromhex("".join(l for l in open(sys.argv[1]) if l[0] != "#")))' \
			"$$h" > $(BUILD)/fuzz/seeds/$$(basename "$$h" .hex) || exit 1; \
	done
	@cd $(BUILD)/fuzz && ./ktrace-fuzz -max_total_time=$(FUZZ_SECS) \
		-max_len=8192 -artifact_prefix=crashers/ corpus seeds \
		2>&1 | tail -n 3
	@echo "fuzz: $$(ls $(BUILD)/fuzz/crashers | wc -l) crashers in $(BUILD)/fuzz/crashers"

# Every prefix of the series, built twice: too slow for `check`.

# CONFIG_KTRACE=y (and =n) in the defconfigs of x86_64, x86_64 with
# PREEMPT_RT and i386 (booted with the kselftests where x86_64), and the
# architectures not covered yet, named: slow, before posting.
build-matrix:
	@$(MAKE) --no-print-directory deps source apply qemu qemu-aarch64 busybox-arm64
	@$(TOP)/qemu/build-matrix '$(TOP)' '$(BUILD)' $(MATRIX) | \
		$(TOP)/qemu/matrix-record $(TOP)/docs/build-matrix.md

# Upstream's ftracetest and ring-buffer kselftests on the series' kernel
# and on stock 7.3.4, side by side (qemu/peer-check): slow (two kernels
# with the function tracer, and the tests under TCG), run before posting.
PEER_TIMEOUT	?= 5400
peer-check:
	@$(MAKE) --no-print-directory deps source apply qemu
	@$(MAKE) --no-print-directory VARIANT=peer initramfs
	@$(MAKE) --no-print-directory VARIANT=peer-stock initramfs
	@mkdir -p $(LOGS)
	@$(TOP)/qemu/peer-check '$(TOP)' '$(BUILD)/obj-peer' \
		'$(BUILD)/obj-peer-stock' '$(LOGS)' $(PEER_TIMEOUT) | \
		tee $(LOGS)/peer-check.results
	@! grep -q '^FAIL' $(LOGS)/peer-check.results

bisect-check: $(STAMP)/source
	@mkdir -p $(BUILD)/bisect
	@$(TOP)/qemu/bisect-check '$(BASE)' '$(TOP)' '$(BUILD)' | \
		tee $(BUILD)/bisect/results.txt
	@! grep -q '^FAIL' $(BUILD)/bisect/results.txt

# ---- clean ---------------------------------------------------------------
clean:
	rm -rf $(BUILD)/obj-* $(BUILD)/check $(LOGS)

distclean:
	rm -rf $(BUILD)

FORCE:

print-%:
	@echo '$*=$($*)'
