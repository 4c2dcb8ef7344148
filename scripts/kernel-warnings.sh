#!/bin/sh
# Build Linux 6.12 (Debian's linux-source-6.12) defconfig with the
# hardening options that docs/kernel.md lists, with the fork, and list
# every compiler warning by option.
# Usage: scripts/kernel-warnings.sh ARCH KIND COMPILER OUT
#   ARCH      x86_64 (native compiler) or arm64 (aarch64-linux-gnu compiler)
#   KIND      werror:        defconfig as it is, CONFIG_WERROR on; fails when
#                            the kernel does not build
#             array-bounds:  the same with KCFLAGS=-Warray-bounds, make -k
#             no-counted-by: array-bounds, with the kernel's compile test
#                            for counted_by failing, so that the kernel does
#                            not use the attribute
#   COMPILER  the gcc to build with, e.g. install/bin/gcc
#   OUT       the build folder (O=); OUT.log is the build's output and
#             OUT.warnings the list of warnings
# Environment: TARGETS, the kernel's make targets (default: all, which
# builds the modules too; Image or bzImage for the built-in code only).
# Prints "N warnings" and a count per option.  About 11 minutes for
# x86_64 and 17 for arm64 on two cores.
set -eu
arch=$1 kind=$2 cc=$3 out=$4
case $arch in
  x86_64) cross= ;;
  arm64) cross=aarch64-linux-gnu- ;;
  *) echo "kernel-warnings: unknown ARCH $arch" >&2; exit 2 ;;
esac
case $kind in
  werror|array-bounds|no-counted-by) ;;
  *) echo "kernel-warnings: unknown KIND $kind" >&2; exit 2 ;;
esac
tarball=/usr/src/linux-source-6.12.tar.xz
[ -f "$tarball" ] || {
  echo "kernel-warnings: $tarball is missing (scripts/install-deps.sh kernel)" >&2
  exit 1
}
cc=$(cd "$(dirname "$cc")" && pwd)/$(basename "$cc")
mkdir -p "$out"
out=$(cd "$out" && pwd)

# One unpacked source beside the build folders, shared by every build.
src=$(dirname "$out")/linux-source-6.12
if [ ! -f "$src/Makefile" ]; then
  echo "==> unpacking $tarball"
  tar -C "$(dirname "$out")" -xf "$tarball"
fi

if [ "$kind" = no-counted-by ]; then
  # The kernel enables __counted_by when this compile test succeeds
  # (init/Kconfig, CC_HAS_COUNTED_BY): fail it, pass everything else on.
  real=$cc cc=$out/cc-without-counted-by
  cat > "$cc" <<EOF
#!/bin/sh
case " \$* " in
  *" -x c - "*)
    input=\$(cat)
    case \$input in *counted_by*) exit 1 ;; esac
    printf '%s\n' "\$input" | exec "$real" "\$@" ;;
esac
exec "$real" "\$@"
EOF
  chmod +x "$cc"
fi

kmake () {
  make -C "$src" O="$out" ARCH=$arch CROSS_COMPILE=$cross CC="$cc" "$@"
}
kmake -s defconfig > /dev/null
"$src/scripts/config" --file "$out/.config" \
  -e FORTIFY_SOURCE -e UBSAN -e UBSAN_BOUNDS -d UBSAN_TRAP \
  -e ZERO_CALL_USED_REGS -e WERROR
kmake -s olddefconfig > /dev/null
# A compiler that lost a feature would silently build a kernel without
# it: check that the configuration says what was asked.
for line in CONFIG_UBSAN_BOUNDS_STRICT=y CONFIG_FORTIFY_SOURCE=y \
    CONFIG_ZERO_CALL_USED_REGS=y CONFIG_WERROR=y; do
  grep -qx "$line" "$out/.config" || {
    echo "kernel-warnings: the configuration lacks '$line'" >&2
    exit 1
  }
done
# A symbol without a prompt that is off is not written at all.
if grep -qx CONFIG_CC_HAS_COUNTED_BY=y "$out/.config"; then counted=y; else counted=n; fi
if [ "$kind" = no-counted-by ]; then want=n; else want=y; fi
[ "$counted" = "$want" ] || {
  echo "kernel-warnings: CONFIG_CC_HAS_COUNTED_BY is $counted, not $want" >&2
  exit 1
}

jobs=$(($(nproc) + 1))
echo "==> $arch $kind: building (log: $out.log)"
start=$(date +%s)
rc=0
case $kind in
  werror) kmake -j"$jobs" ${TARGETS:-} > "$out.log" 2>&1 || rc=$? ;;
  *) kmake -k -j"$jobs" KCFLAGS=-Warray-bounds ${TARGETS:-} > "$out.log" 2>&1 ||
       rc=$? ;;
esac
t=$(( $(date +%s) - start ))

# "file:line:col: warning: text [-Wopt]" or, with CONFIG_WERROR,
# "error: text [-Werror=opt]"; one line per place.
grep -E '^[^ :]+:[0-9]+:[0-9]+: (warning|error): .*\[-W(error=)?[a-z0-9=-]+\]$' \
  "$out.log" | sed "s|^$src/||" | sort -u > "$out.warnings" || true
echo "<== $arch $kind: exit $rc after $((t / 60))m$((t % 60))s;" \
  "$(wc -l < "$out.warnings") warnings"
sed -E 's/.*\[-W(error=)?([a-z0-9=-]+)\]$/  -W\2/' "$out.warnings" |
  sort | uniq -c
if [ "$kind" = werror ] && [ "$rc" != 0 ]; then
  grep -E 'error|Error' "$out.log" | head -n 20 >&2
  exit "$rc"
fi
