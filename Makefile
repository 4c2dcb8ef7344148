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
# the compiler that every test result is compared with.
BASELINE_PATCHES := 1
BASELINE_SRC     := build/baseline/src
BASELINE_PREFIX  := $(TOP)/build/baseline/install

.PHONY: all help deps source native cross patches lint-patches check check-dejagnu \
        check-e2e baseline bootstrap docs clean

all: native cross

help:
	@echo "make            deps, source, native and cross: the compilers in install/"
	@echo "make check      DejaGnu selection against the baseline, then tests/e2e"
	@echo "make deps       install missing Debian packages"
	@echo "make source     unpack GCC 12.2.0 into $(SRC) and apply patches/series"
	@echo "make native     build and install install/bin/gcc (x86_64-linux-gnu)"
	@echo "make cross      build and install install/bin/aarch64-linux-gnu-gcc"
	@echo "make patches    export the commits of $(SRC) into patches/"
	@echo "make lint-patches  check the patches with GCC's changelog and style checkers"
	@echo "make baseline   build unpatched 12.2 and record tests/baseline/*.sum"
	@echo "make bootstrap  three-stage bootstrap of the patched tree (build/bootstrap)"
	@echo "make clean      remove build/ and install/"

deps:
	@scripts/install-deps.sh native cross

source: deps
	@scripts/phase.sh "source" build/logs/source.log "make source" \
	  scripts/prepare-source.sh $(SRC) $(PATCHES) $(TARBALL)

native: source docs
	@scripts/build-gcc.sh native $(SRC) build/native $(PREFIX)

cross: source docs
	@scripts/build-gcc.sh cross $(SRC) build/cross $(PREFIX)

bootstrap: source
	@scripts/build-gcc.sh bootstrap $(SRC) build/bootstrap $(TOP)/build/bootstrap/install

# The bug-report address printed by 'gcc --help' is this README.
docs:
	@mkdir -p $(PREFIX)/share/doc/gcc-hardening
	@cp -r README.md docs $(PREFIX)/share/doc/gcc-hardening/

patches:
	@scripts/export-patches.sh $(SRC) $(PATCHES)

lint-patches:
	@scripts/install-deps.sh lint
	@scripts/lint-patches.sh $(SRC) $(PATCHES)

check:
	@scripts/check.sh

check-dejagnu:
	@scripts/check-dejagnu.sh build/native tests/dejagnu-quick.txt \
	  tests/baseline/quick.sum build/check/dejagnu

check-e2e:
	@tests/run-e2e.sh $(PREFIX)

baseline: deps
	@scripts/phase.sh "baseline source" build/logs/baseline-source.log "make baseline" \
	  scripts/prepare-source.sh $(BASELINE_SRC) $(PATCHES) $(TARBALL) $(BASELINE_PATCHES)
	@scripts/build-gcc.sh native $(BASELINE_SRC) build/baseline/native $(BASELINE_PREFIX)
	@scripts/record-baseline.sh build/baseline/native tests/dejagnu-quick.txt tests/baseline/quick.sum

clean:
	rm -rf build install
