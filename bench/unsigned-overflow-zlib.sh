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
fetch http://deb.debian.org/debian/pool/main/z/zlib/zlib_1.2.13.dfsg.orig.tar.bz2 "$tmp"
src=$(echo "$tmp"/zlib-*)
# zlib wraps around on purpose in idioms (while (n--) in inflate), which
# -fsanitize-undefined-ignore-overflow-pattern=all keeps, and in two
# functions (a copy length, and a signed change of a bit length computed
# in unsigned arithmetic), which are marked as a program would mark
# them; the same for both compilers.
keep='__attribute__ ((no_sanitize ("unsigned-integer-overflow")))'
sed -i "s/^local void fill_window(s)/$keep local void fill_window(s)/" "$src/deflate.c"
sed -i "s/^local void gen_bitlen(s, desc)/$keep local void gen_bitlen(s, desc)/" "$src/trees.c"
grep -q no_sanitize "$src/deflate.c" && grep -q no_sanitize "$src/trees.c"
files="adler32 crc32 deflate infback inffast inflate inftrees trees zutil
       compress uncompr gzclose gzlib gzread gzwrite"
flags="-fsanitize=unsigned-integer-overflow -fsanitize-trap=unsigned-integer-overflow -fsanitize-undefined-ignore-overflow-pattern=all"
build () { # NAME COMPILER FLAGS...
  name=$1 cc=$2; shift 2
  mkdir "$tmp/$name"
  for f in $files; do
    "$cc" -O2 "$@" -DHAVE_UNISTD_H -D_LARGEFILE64_SOURCE=1 -I"$src" \
      -c "$src/$f.c" -o "$tmp/$name/$f.o"
  done
  "$cc" -O2 "$@" -DHAVE_UNISTD_H -I"$src" "$src/test/minigzip.c" \
    "$tmp/$name"/*.o -o "$tmp/$name/minigzip"
}
build gcc-plain "$gcc"
build gcc-trap "$gcc" $flags
build clang-plain "$clang"
build clang-trap "$clang" $flags
# A corpus that compresses like text: words from a fixed pseudo-random
# sequence, so every run and every machine sees the same bytes.
awk -v n=$((mb * 1024 * 1024)) 'BEGIN {
    srand (1); split ("the of and to in is that for it as with was on be by at this which from or", w)
    while (len < n) { s = w[int (rand () * 20) + 1] (rand () < 0.1 ? "\n" : " ")
      if (rand () < 0.05) s = int (rand () * 100000) " "
      printf "%s", s; len += length (s) } }' > "$tmp/corpus"
echo "$("$gcc" --version | head -n 1); $("$clang" --version | head -n 1)"
echo "corpus $mb MiB; median of $runs runs; builds interleaved"
i=0
while [ $i -lt "$runs" ]; do
  for b in gcc-plain gcc-trap clang-plain clang-trap; do
    c=$(seconds sh -c "'$tmp/$b/minigzip' -6 < '$tmp/corpus' > '$tmp/$b.gz'")
    d=$(seconds sh -c "'$tmp/$b/minigzip' -d < '$tmp/$b.gz' > '$tmp/$b.out'")
    cmp -s "$tmp/corpus" "$tmp/$b.out" || { echo "$b: round trip differs"; exit 1; }
    echo "$b $c $d" >> "$tmp/times"
  done
  i=$((i + 1))
done
printf "%-12s %10s %10s %10s\n" build compress decompress text
for b in gcc-plain gcc-trap clang-plain clang-trap; do
  text=$(size "$tmp/$b/minigzip" | awk 'NR == 2 { print $1 }')
  printf "%-12s %10s %10s %10s\n" "$b" "$(median "$tmp/times" "$b" 2)" "$(median "$tmp/times" "$b" 3)" "$text"
done | tee "$tmp/table"
awk '{ c[$1] = $2; d[$1] = $3; t[$1] = $4 }
  END { for (i = 1; i <= 2; i++) { x = i == 1 ? "gcc" : "clang"
      printf "%-6s checks cost: compress %+.1f%%, decompress %+.1f%%, text %+.1f%%\n", x,
        100 * (c[x "-trap"] / c[x "-plain"] - 1), 100 * (d[x "-trap"] / d[x "-plain"] - 1),
        100 * (t[x "-trap"] / t[x "-plain"] - 1) } }' "$tmp/table"
