#!/bin/sh
# Install the Debian packages the build needs, if any is missing.
# Usage: scripts/install-deps.sh [native|cross|lint|bench|fuzz|kernel]...
set -eu

pkgs_native="gcc-12-source gcc g++ make libgmp-dev libmpfr-dev libmpc-dev
  libisl-dev flex bison dejagnu texinfo ccache libgcc-12-dev libubsan1
  xz-utils patch git file"
pkgs_cross="gcc-aarch64-linux-gnu libc6-dev-arm64-cross qemu-user binutils-aarch64-linux-gnu
  libgcc-12-dev-arm64-cross libubsan1-arm64-cross"
# GCC's contrib/gcc-changelog and check_GNU_style.py, for lint-patches.
pkgs_lint="python3-git python3-unidiff python3-dateutil python3-termcolor"
# make fuzz and tests/fuzz: random C programs (csmith and its headers),
# the reducer of what they find (cvise is used instead where installed)
# and clang-22, the reference for the valid counted_by programs.
pkgs_fuzz="csmith libcsmith-dev creduce clang-22"
# make bench: the other compilers, apt-get source and dpkg-source, the
# SQLite amalgamation (tclsh), peak memory (GNU time), trap sites (gdb),
# the chart, instruction counts (valgrind), the programs' patches.
pkgs_bench="clang-22 gcc-12 dpkg-dev tcl time gdb binutils gnuplot-nox valgrind patch"
# bench/zero-call-used-regs-kernel.sh, bench/warray-bounds-kernel.sh,
# scripts/kernel-warnings.sh and scripts/kernel-kcfi.sh: what a kernel
# build needs (objtool links libelf, certificates need OpenSSL), Debian's
# Linux 6.12 source and its own configuration, and what boots it (qemu,
# an initramfs of busybox).
pkgs_kernel="dpkg-dev make bc flex bison libelf-dev libssl-dev linux-source-6.12
  linux-config-6.12 qemu-system-x86 qemu-system-arm busybox-static cpio"

want=""
for set in "${@:-native}"; do
  case $set in
    native) want="$want $pkgs_native" ;;
    cross) want="$want $pkgs_cross" ;;
    lint) want="$want $pkgs_lint" ;;
    fuzz) want="$want $pkgs_fuzz" ;;
    bench) want="$want $pkgs_bench" ;;
    kernel) want="$want $pkgs_kernel" ;;
    *) echo "install-deps: unknown package set '$set'" >&2; exit 2 ;;
  esac
done

missing=""
for p in $want; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'ok installed'; then
    missing="$missing $p"
  fi
done
[ -z "$missing" ] && exit 0

echo "install-deps: installing:$missing"
if [ "$(id -u)" != 0 ]; then
  echo "install-deps: not root; install these packages and rerun:$missing" >&2
  exit 1
fi
export DEBIAN_FRONTEND=noninteractive
if ! apt-get install -y --no-install-recommends $missing; then
  apt-get update && apt-get install -y --no-install-recommends $missing || {
    echo "install-deps: could not install:$missing" >&2
    exit 1
  }
fi
