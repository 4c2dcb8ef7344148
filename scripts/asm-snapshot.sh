#!/bin/sh
# The assembly that a compiler generates for gcc.c-torture/execute at -O2,
# without and with the series' options, for comparing two builds of the
# series (scripts/compare-asm.sh).
# Usage: scripts/asm-snapshot.sh GCC TORTURE-DIR OUT
#   GCC is a driver (install/bin/gcc), TORTURE-DIR the folder of .c files,
#   OUT gets plain/NAME.s and hardened/NAME.s; a file that does not
#   compile gets NAME.err (its diagnostics) instead.
set -eu
gcc=$1 torture=$2 out=$3
# The compiles run in TORTURE-DIR: a path to GCC must not be relative.
case $gcc in
  */*) gcc=$(cd "$(dirname "$gcc")" && pwd)/$(basename "$gcc") ;;
esac

# Every option of the series that changes generated code, traps instead
# of runtime calls so that the assembly names no library.
hardened="-fstrict-flex-arrays=3 -fsanitize=bounds-strict,unsigned-integer-overflow
  -fsanitize-trap=all -fzero-call-used-regs=used-gpr"

rm -rf "$out"
mkdir -p "$out/plain" "$out/hardened"
out=$(cd "$out" && pwd)
echo "asm-snapshot: $gcc on $(ls "$torture"/*.c | wc -l) files into $out"
for f in "$torture"/*.c; do
  name=$(basename "$f" .c)
  for kind in plain hardened; do
    flags="-O2 -w"
    [ "$kind" = hardened ] && flags="$flags $hardened"
    # Relative file names and no .ident: the same source gives the same
    # text whatever folder or version string the compiler has.
    # shellcheck disable=SC2086
    if (cd "$torture" && "$gcc" $flags -S "$name.c" -o "$out/$kind/$name.s" \
          2> "$out/$kind/$name.err"); then
      rm -f "$out/$kind/$name.err"
      sed -i '/^[[:space:]]*\.ident[[:space:]]/d' "$out/$kind/$name.s"
    else
      rm -f "$out/$kind/$name.s"
    fi
  done
done
