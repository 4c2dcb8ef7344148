#!/bin/sh
# Cost of -fsanitize=bounds -fsanitize-trap=bounds on loops over a
# counted_by array, for the fork and for Clang, side by side.
# Usage: bench/counted-by-loop.sh [GCC [CLANG [REPEAT [RUNS]]]]
# Prints the best of RUNS runs of each build, in ns per element.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
gcc=${1:-$here/../install/bin/gcc} clang=${2:-clang-22}
repeat=${3:-20000} runs=${4:-7}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
flags="-fsanitize=bounds -fsanitize-trap=bounds"
"$gcc" -O2 "$here/counted-by-loop.c" -o "$tmp/gcc-plain"
"$gcc" -O2 $flags "$here/counted-by-loop.c" -o "$tmp/gcc-trap"
"$clang" -O2 "$here/counted-by-loop.c" -o "$tmp/clang-plain"
"$clang" -O2 $flags "$here/counted-by-loop.c" -o "$tmp/clang-trap"
echo "$("$gcc" --version | head -n 1); $("$clang" --version | head -n 1)"
echo "build        sum (ns/elt)  gather (ns/elt)   best of $runs runs, $repeat repeats"
# Interleave the builds so that machine noise hits them alike.
i=0
while [ $i -lt "$runs" ]; do
  for b in gcc-plain gcc-trap clang-plain clang-trap; do
    "$tmp/$b" "$repeat" | sed "s/^/$b /" >> "$tmp/results"
  done
  i=$((i + 1))
done
for b in gcc-plain gcc-trap clang-plain clang-trap; do
  awk -v b="$b" '$1 == b { s = $3; g = $6
      if (!n++ || s < bs) bs = s
      if (n == 1 || g < bg) bg = g }
    END { printf "%-12s %12.3f %16.3f\n", b, bs, bg }' "$tmp/results"
done
