# gcc-hardening: GCC 12.2.0 plus the patch series in patches/.
# 'make' builds and installs the native and aarch64 cross compilers into
# install/; 'make check' tests them.  'make help' lists every target.

TOP      := $(CURDIR)
SRC      := build/src
PATCHES  := patches
PREFIX   := $(TOP)/install
TARBALL  := /usr/src/gcc-12/gcc-12.2.0-dfsg.tar.xz
JOBS     ?= $(shell echo $$(( $$(nproc) + 1 )))
VERSION  := $(shell cat VERSION)
export JOBS VERSION

# The baseline is GCC 12.2.0 with only the first patch (the build fix):
# the compiler that test results are compared with.
BASELINE_PATCHES := 1
BASELINE_SRC     := build/baseline/src
BASELINE_PREFIX  := $(TOP)/build/baseline/install
FULL_SHARDS      := $(basename $(notdir $(wildcard tests/dejagnu-full/*.txt)))
SHARDS           ?= $(FULL_SHARDS)

.PHONY: all help deps source native cross docs patches lint-patches \
        check check-tooling check-e2e check-full baseline-source baseline-build baseline-cross-build baseline baseline-full \
        check-series bootstrap clean
.PHONY: bench bench-quick
.PHONY: fuzz
.PHONY: kernel-warnings kernel-kcfi kernel-integer-wrap kernel-integer-wrap-trap kernel-integer-wrap-set warray-bounds-kernel

all: native cross

# The builds already use every core; run the targets one after another.
.NOTPARALLEL:

help:
	@echo "make               deps, source, native, cross: the compilers in install/"
	@echo "make check         DejaGnu selection against the baseline, tests/e2e, tests/tooling"
	@echo "make deps          install missing Debian packages"
	@echo "make source        unpack GCC 12.2.0 into $(SRC) and apply patches/series"
	@echo "make native        build and install install/bin/gcc (x86_64-linux-gnu)"
	@echo "make cross         build and install install/bin/aarch64-linux-gnu-gcc"
	@echo "make patches       export the commits of $(SRC) into patches/"
	@echo "make lint-patches  check the patches with GCC's ChangeLog and style checkers"
	@echo "make check-e2e     only the end-to-end tests of the installed compilers"
	@echo "make check-tooling only the tests of the project's scripts"
	@echo "make check-full    the large regression selection (hours; SHARDS=... for a part)"
	@echo "make baseline      build GCC 12.2.0 + the build patch, record tests/baseline/quick.sum"
	@echo "make baseline-cross-build  the same GCC 12.2.0 as an aarch64 cross compiler (build/baseline/cross)"
	@echo "make baseline-full record tests/baseline/full/*.sum (hours; SHARDS=...)"
	@echo "make check-series  each patch in turn: builds, passes its tests (hours, resumes)"
	@echo "make bootstrap     three-stage bootstrap of the patched tree in build/bootstrap"
	@echo "make bench         cost of the options vs the baseline and Clang 22: bench/results/ (<30 min)"
	@echo "make bench-quick   a 5-minute subset of make bench (bench/results/quick.*)"
	@echo "make kernel-warnings  Linux 6.12 defconfig, hardened, both targets: warnings by option (~1 h)"
	@echo "make kernel-kcfi   Linux 6.12 with -fsanitize=kcfi booted under qemu: a bad call is caught (KCFI_ARCH=arm64; ~25 min)"
	@echo "make kernel-integer-wrap  Linux 6.12 with UBSAN_SIGNED_WRAP booted under qemu: test_ubsan's wraps reported"
	@echo "make kernel-integer-wrap-trap  the same in trap mode: boots, the first wrap traps with its kind"
	@echo "make kernel-integer-wrap-set  Linux 6.12 with 6.15's integer-wrap set booted under qemu: each site reported once"
	@echo "make warray-bounds-kernel  Linux 6.12, Debian's configuration: -Warray-bounds of GCC 12.2 and the fork (WARRAY_BOUNDS_DIRS)"
	@echo "make fuzz          csmith differential runs and malformed-attribute inputs (FUZZ_PROGRAMS=500 for more)"
	@echo "make clean         remove build/ and install/"

deps:
	@scripts/install-deps.sh native cross fuzz

source: deps
	@scripts/phase.sh "source" build/logs/source.log "make source" \
	  scripts/prepare-source.sh $(SRC) $(PATCHES) $(TARBALL)

native: source docs
	@scripts/build-gcc.sh native $(SRC) build/native $(PREFIX)

cross: source docs
	@scripts/build-gcc.sh cross $(SRC) build/cross $(PREFIX)

# Every prefix of the series builds and passes its tests (hours; resumes
# after the patches that passed before).
check-series: deps
	@scripts/check-series.sh $(PATCHES) $(TARBALL) tests/baseline/series-last-run.txt

bootstrap: source
	@scripts/build-gcc.sh bootstrap $(SRC) build/bootstrap $(TOP)/build/bootstrap/install

# 'gcc --help' sends bug reports to the installed README.
docs:
	@mkdir -p $(PREFIX)/share/doc/gcc-hardening
	@cp -r README.md docs $(PREFIX)/share/doc/gcc-hardening/

patches:
	@scripts/export-patches.sh $(SRC) $(PATCHES) docs/cover-letter.txt

lint-patches:
	@scripts/install-deps.sh lint
	@scripts/lint-patches.sh $(SRC) $(PATCHES)

check:
	@scripts/check.sh

check-tooling:
	@tests/run-group.sh tooling $(PREFIX)

check-e2e:
	@tests/run-group.sh e2e $(PREFIX)

check-full:
	@scripts/check-full.sh $(SHARDS)

baseline-source: deps
	@scripts/phase.sh "baseline source" build/logs/baseline-source.log "make baseline-source" \
	  scripts/prepare-source.sh $(BASELINE_SRC) $(PATCHES) $(TARBALL) $(BASELINE_PATCHES)

baseline-build: baseline-source
	@scripts/build-gcc.sh native $(BASELINE_SRC) build/baseline/native $(BASELINE_PREFIX)

# The same for aarch64, the baseline of the check-full shards that run
# through the cross compiler ("# tree: cross" in their selection).
baseline-cross-build: baseline-source
	@scripts/build-gcc.sh cross $(BASELINE_SRC) build/baseline/cross $(BASELINE_PREFIX)

baseline: baseline-build
	@scripts/record-baseline.sh build/baseline/native tests/dejagnu-quick.txt \
	  tests/baseline/quick.sum

# A shard's tree (native or cross) is also the kind of build it needs.
baseline-full: baseline-source
	@for s in $(SHARDS); do \
	  t=$$(scripts/shard-tree.sh $$s); \
	  scripts/build-gcc.sh $$t $(BASELINE_SRC) build/baseline/$$t $(BASELINE_PREFIX) && \
	  scripts/record-baseline.sh build/baseline/$$t tests/dejagnu-full/$$s.txt \
	    tests/baseline/full/$$s.sum || exit 1; \
	done

bench:
	@scripts/install-deps.sh bench
	@bench/run.sh full

bench-quick:
	@scripts/install-deps.sh bench
	@bench/run.sh quick

# Random programs compared with the reference compiler, malformed uses of
# the new attributes and options, and valid programs that use them, run
# and compared with clang-22; findings go to build/fuzz/.
# The default is a bounded run with fixed seeds; FUZZ_SEED=random and
# larger counts for a long one, FUZZ_FLAGS="-a" adds the aarch64 cross
# compiler, "-R" skips the reduction of findings.
FUZZ_PROGRAMS ?= 10
FUZZ_INPUTS   ?= 500
FUZZ_VALID    ?= 50
FUZZ_SEED     ?= 1
FUZZ_LEVELS   ?= -O0 -O1 -O2 -O3 -Os
FUZZ_FLAGS    ?=

fuzz:
	@scripts/install-deps.sh fuzz
	@rc=0; \
	scripts/fuzz-csmith.sh -n $(FUZZ_PROGRAMS) -s $(FUZZ_SEED) -O "$(FUZZ_LEVELS)" $(FUZZ_FLAGS) || rc=1; \
	scripts/fuzz-attributes.sh -n $(FUZZ_INPUTS) -s $(FUZZ_SEED) $(FUZZ_FLAGS) || rc=1; \
	scripts/fuzz-attributes.sh -V -n $(FUZZ_VALID) -s $(FUZZ_SEED) $(FUZZ_FLAGS) || rc=1; \
	exit $$rc

clean:
	rm -rf build install

# Linux 6.12 defconfig with the hardening options of docs/kernel.md, for
# x86_64 and arm64: each build of KERNEL_KINDS (see
# scripts/kernel-warnings.sh) and its warnings by option, in build/kernel.
KERNEL_KINDS ?= werror array-bounds
kernel-warnings:
	@scripts/install-deps.sh kernel cross
	@for arch in x86_64 arm64; do \
	  case $$arch in x86_64) cc=gcc ;; arm64) cc=aarch64-linux-gnu-gcc ;; esac; \
	  for kind in $(KERNEL_KINDS); do \
	    scripts/kernel-warnings.sh $$arch $$kind $(PREFIX)/bin/$$cc \
	      build/kernel/$$arch-$$kind || exit 1; \
	  done; \
	done

# Linux 6.12 (tinyconfig, CONFIG_CFI_CLANG, lkdtm) built with the fork
# and booted under qemu: the kernel's CFI catches lkdtm's call through a
# pointer of the wrong type (docs/kernel.md).  KCFI_ARCH=arm64 for the
# cross compiler.  Not part of make check: it takes minutes.
KCFI_ARCH ?= x86_64
kernel-kcfi:
	@scripts/install-deps.sh kernel
	@case $(KCFI_ARCH) in x86_64) cc=gcc ;; *) cc=aarch64-linux-gnu-gcc ;; esac; \
	scripts/kernel-kcfi.sh $(KCFI_ARCH) $(PREFIX)/bin/$$cc \
	  build/kernel/kcfi-$(KCFI_ARCH) \
	  kernel-patches/0001-compiler-gcc-define-__nocfi-for-kcfi.patch

# Linux 6.12 x86-64 with Debian's own configuration, the directories of
# WARRAY_BOUNDS_DIRS built with -Warray-bounds by GCC 12.2 (the baseline
# build: make baseline-build first, or WARRAY_BOUNDS_BASELINE=gcc-12) and
# by the fork; each compiler's warnings in
# build/kernel/warray-bounds-*.warnings (docs/warray-bounds.md).  Not
# part of make check: big directories take hours.
WARRAY_BOUNDS_DIRS ?= mm lib
WARRAY_BOUNDS_BASELINE ?= $(BASELINE_PREFIX)/bin/gcc
warray-bounds-kernel:
	@scripts/install-deps.sh kernel
	bench/warray-bounds-kernel.sh $(WARRAY_BOUNDS_BASELINE) \
	  build/kernel/warray-bounds-baseline $(WARRAY_BOUNDS_DIRS)
	bench/warray-bounds-kernel.sh $(PREFIX)/bin/gcc \
	  build/kernel/warray-bounds-fork $(WARRAY_BOUNDS_DIRS)

# Linux 6.12 (x86-64 tinyconfig, CONFIG_UBSAN_SIGNED_WRAP, which 6.12
# marks BROKEN, and lib/test_ubsan.c as a module) built with the fork
# and booted under qemu: each signed wrap of the module is reported once
# and the kernel runs on (docs/integer-wrap.md).  Not part of make
# check: it takes minutes.
kernel-integer-wrap:
	@scripts/install-deps.sh kernel
	scripts/kernel-integer-wrap.sh $(PREFIX)/bin/gcc build/kernel/wrap-x86_64 \
	  kernel-patches/0002-ubsan-let-UBSAN_SIGNED_WRAP-be-chosen-for-testing.patch

# The same in trap mode (CONFIG_UBSAN_TRAP, with UBSAN_BOUNDS): it
# boots, and the module's first wrap traps with its kind decoded by the
# kernel.  Not part of make check.
kernel-integer-wrap-trap:
	@scripts/install-deps.sh kernel
	scripts/kernel-integer-wrap.sh --trap $(PREFIX)/bin/gcc build/kernel/wrap-trap-x86_64 \
	  kernel-patches/0002-ubsan-let-UBSAN_SIGNED_WRAP-be-chosen-for-testing.patch

# Linux 6.12 (x86-64 tinyconfig, CONFIG_UBSAN in warn mode) with the
# integer-wrap set of Linux 6.15's UBSAN_INTEGER_WRAP through
# CFLAGS_UBSAN, booted under qemu: it boots, and no check site is
# reported twice (docs/integer-wrap.md).  Not part of make check.
kernel-integer-wrap-set:
	@scripts/install-deps.sh kernel
	scripts/kernel-integer-wrap-set.sh $(PREFIX)/bin/gcc build/kernel/wrap-set-x86_64
