#!/bin/sh
# Image growth of the Linux kernel's CONFIG_ZERO_CALL_USED_REGS, which
# builds everything with -fzero-call-used-regs=used-gpr: for each
# compiler, a small kernel (Debian 12's source, tinyconfig optimized for
# speed as a real kernel is) without and with the option, and the text
# size, growth, returns and instructions added per return of its code.
# Usage: bench/zero-call-used-regs-kernel.sh ARCH COMPILER...
#   ARCH is x86_64 (native compilers) or arm64 (aarch64-linux-gnu
#   compilers; Debian's aarch64-linux-gnu binutils assemble and link);
#   each COMPILER is NAME=COMMAND, e.g. fork=install/bin/gcc.
# Needs scripts/install-deps.sh kernel (and cross for arm64); about six
# minutes per compiler on two cores.
set -eu
. "$(dirname "$0")/lib.sh"
arch=$1; shift
case $arch in
  x86_64) cross= ;;
  arm64) cross=aarch64-linux-gnu- ;;
  *) echo "unknown ARCH $arch" >&2; exit 1 ;;
esac
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
src=$(unpack linux "$tmp")
jobs=$(($(nproc) + 1))

build () { # NAME COMPILER y|n: build O=$tmp/NAME-y|n, print its folder
  name=$1 cc=$2 zero=$3 out=$tmp/$1-$3
  kmake () {
    make -s -C "$src" O="$out" ARCH=$arch CROSS_COMPILE=$cross CC="$cc" "$@"
  }
  kmake tinyconfig > /dev/null
  "$src/scripts/config" --file "$out/.config" \
    -d CC_OPTIMIZE_FOR_SIZE -e CC_OPTIMIZE_FOR_PERFORMANCE \
    "$(if [ "$zero" = y ]; then echo -e; else echo -d; fi)" ZERO_CALL_USED_REGS
  kmake olddefconfig > /dev/null
  # A compiler that does not take the option would silently give a
  # kernel without it: check that the configuration says what we asked.
  if grep -q '^CONFIG_ZERO_CALL_USED_REGS=y' "$out/.config"; then got=y; else got=n; fi
  [ "$got" = "$zero" ] || {
    echo "$name: CONFIG_ZERO_CALL_USED_REGS is $got, not $zero" >&2
    exit 1
  }
  kmake -j"$jobs" vmlinux > "$out.log" 2>&1 || {
    echo "$name: the kernel build failed; last lines:" >&2
    tail -n 20 "$out.log" >&2
    exit 1
  }
  echo "$out"
}

count () { # OBJECT: text bytes, instructions, returns
  # vmlinux.o, all of the kernel's code before the final link, which pads
  # .text to a page; padding between functions is not counted either.
  text=$(${cross}size -A "$1" | awk '$1 == ".text" { print $2 }')
  ${cross}objdump -d --no-show-raw-insn -j .text "$1" | awk -v text="$text" '
    /^ *[0-9a-f]+:\t/ && !/\tnop|\t(data16 |cs )+nop|xchg +%ax,%ax/ {
      n++
      if ($2 ~ /^ret/) r++
    }
    END { print text, n, r }'
}

printf '| compiler | .text without | .text with used-gpr | growth | returns | added per return |\n'
printf '|---|--:|--:|--:|--:|--:|\n'
for c in "$@"; do
  name=${c%%=*} cc=${c#*=}
  without=$(build "$name" "$cc" n)
  with=$(build "$name" "$cc" y)
  set -- $(count "$without/vmlinux.o") $(count "$with/vmlinux.o")
  awk -v name="$name" -v t0="$1" -v n0="$2" -v t1="$4" -v n1="$5" -v r1="$6" 'BEGIN {
    printf "| %s | %d | %d | %+.1f %% | %d | %.2f |\n", name, t0, t1,
      100 * (t1 - t0) / t0, r1, (n1 - n0) / r1 }'
  rm -rf "$tmp/$name-n" "$tmp/$name-y"
done
