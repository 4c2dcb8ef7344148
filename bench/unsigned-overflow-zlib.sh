#!/bin/sh
# Cost of -fsanitize=unsigned-integer-overflow in trap mode on zlib
# (Debian's 1.2.13 source), for the fork and for Clang, side by side:
# minigzip compresses and decompresses a generated corpus.
# Usage: bench/unsigned-overflow-zlib.sh [GCC [CLANG [RUNS [MB]]]]
# Prints the median of RUNS runs of each build, in seconds, and the
# overhead of the checks for each compiler.
set -eu
. "$(dirname "$0")/lib.sh"
here=$(cd "$(dirname "$0")" && pwd)
gcc=${1:-$here/../install/bin/gcc} clang=${2:-clang-22}
runs=${3:-5} mb=${4:-32}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
src=$(unpack zlib "$tmp")
flags="-fsanitize=unsigned-integer-overflow -fsanitize-trap=unsigned-integer-overflow -fsanitize-undefined-ignore-overflow-pattern=all"
"$here/build.sh" zlib "$src" "$tmp/gcc-plain" "$gcc"
"$here/build.sh" zlib "$src" "$tmp/gcc-trap" "$gcc" $flags
"$here/build.sh" zlib "$src" "$tmp/clang-plain" "$clang"
"$here/build.sh" zlib "$src" "$tmp/clang-trap" "$clang" $flags
corpus "$tmp/corpus" "$mb"
echo "$("$gcc" --version | head -n 1); $("$clang" --version | head -n 1)"
echo "corpus $mb MiB; median of $runs runs; builds interleaved"
i=0
while [ $i -lt "$runs" ]; do
  for b in gcc-plain gcc-trap clang-plain clang-trap; do
    c=$(seconds sh -c "'$tmp/$b/prog' -6 < '$tmp/corpus' > '$tmp/$b.gz'")
    d=$(seconds sh -c "'$tmp/$b/prog' -d < '$tmp/$b.gz' > '$tmp/$b.out'")
    cmp -s "$tmp/corpus" "$tmp/$b.out" || { echo "$b: round trip differs"; exit 1; }
    echo "$b $c $d" >> "$tmp/times"
  done
  i=$((i + 1))
done
printf "%-12s %10s %10s %10s\n" build compress decompress text
for b in gcc-plain gcc-trap clang-plain clang-trap; do
  text=$(size "$tmp/$b/prog" | awk 'NR == 2 { print $1 }')
  printf "%-12s %10s %10s %10s\n" "$b" "$(median "$tmp/times" "$b" 2)" "$(median "$tmp/times" "$b" 3)" "$text"
done | tee "$tmp/table"
awk '{ c[$1] = $2; d[$1] = $3; t[$1] = $4 }
  END { for (i = 1; i <= 2; i++) { x = i == 1 ? "gcc" : "clang"
      printf "%-6s checks cost: compress %+.1f%%, decompress %+.1f%%, text %+.1f%%\n", x,
        100 * (c[x "-trap"] / c[x "-plain"] - 1), 100 * (d[x "-trap"] / d[x "-plain"] - 1),
        100 * (t[x "-trap"] / t[x "-plain"] - 1) } }' "$tmp/table"
