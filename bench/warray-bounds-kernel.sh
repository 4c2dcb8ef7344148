#!/bin/sh
# Where -Warray-bounds warns in a distribution kernel: Linux 6.12
# (Debian's linux-source-6.12) x86-64 with Debian's own configuration
# (linux-config-6.12, config.amd64_none_amd64) plus the hardening
# options of docs/kernel.md, CONFIG_WERROR off, built with
# KCFLAGS=-Warray-bounds (appended last, it turns the warning back on).
# Usage: bench/warray-bounds-kernel.sh COMPILER OUT DIR...
#   COMPILER  the gcc to build with (the baseline GCC 12.2 or the fork)
#   OUT       the build folder (O=); OUT.log is the build's output,
#             OUT.warnings the -Warray-bounds warnings, one per place
#   DIR       the kernel directories to build (make DIR/), such as
#             drivers/net fs sound: the whole configuration takes hours
# Extra compiler options go in WARRAY_BOUNDS_FLAGS (appended after
# -Warray-bounds, e.g. -fdiagnostics-show-context=2).
# Prints the time taken and "N warnings".  Not part of make check.
set -eu
[ $# -ge 3 ] || {
  echo "usage: $0 COMPILER OUT DIR..." >&2; exit 2; }
here=$(cd "$(dirname "$0")" && pwd)
. "$here/../scripts/kernel-lib.sh"
cc=$(absolute_compiler "$1") build=$2
shift 2
config=/usr/src/linux-config-6.12/config.amd64_none_amd64.xz
for f in /usr/src/linux-source-6.12.tar.xz "$config"; do
  [ -f "$f" ] || {
    echo "warray-bounds-kernel: $f is missing (scripts/install-deps.sh kernel)" >&2
    exit 1; }
done

# One unpacked source beside the build folders, shared by every build.
kernel_unpack "$(dirname "$build")"
mkdir -p "$build"
build=$(cd "$build" && pwd)

kmake () {
  make -C "$src" O="$build" ARCH=x86_64 CC="$cc" "$@"
}
if [ ! -f "$build/.config" ]; then
  xz -dc "$config" > "$build/.config"
  # Debian signs with its own keys and builds BTF with pahole; neither
  # says anything about the compiler.
  "$src/scripts/config" --file "$build/.config" \
    -e FORTIFY_SOURCE -e UBSAN -e UBSAN_BOUNDS -d UBSAN_TRAP \
    -e ZERO_CALL_USED_REGS -d WERROR \
    --set-str SYSTEM_TRUSTED_KEYS "" --set-str SYSTEM_REVOCATION_KEYS "" \
    -d MODULE_SIG_ALL -d DEBUG_INFO_BTF -d DEBUG_INFO_DWARF5 \
    -d DEBUG_INFO_DWARF_TOOLCHAIN_DEFAULT -e DEBUG_INFO_NONE
  kmake -s olddefconfig > /dev/null
fi
kmake -s prepare > /dev/null 2>&1 || kmake prepare

dirs=""
for d in "$@"; do dirs="$dirs ${d%/}/"; done
jobs=$(($(nproc) + 1))
echo "==> $(basename "$build"): building$dirs (log: $build.log)"
start=$(date +%s)
rc=0
kmake -k -j"$jobs" KCFLAGS="-Warray-bounds ${WARRAY_BOUNDS_FLAGS:-}" $dirs \
  > "$build.log" 2>&1 || rc=$?
t=$(( $(date +%s) - start ))
grep -E '^[^ :]+:[0-9]+:[0-9]+: warning: .*\[-Warray-bounds(=[0-9])?\]$' \
  "$build.log" | sed "s|^$src/||" | sort -u > "$build.warnings" || true
echo "<== $(basename "$build"): exit $rc after $((t / 60))m$((t % 60))s;" \
  "$(wc -l < "$build.warnings") warnings"
