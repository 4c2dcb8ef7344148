#!/bin/sh
# Cost of -fsanitize=unsigned-integer-overflow in trap mode on zlib
# (Debian's 1.2.13 source), for the fork and for Clang, side by side:
# minigzip compresses and decompresses a generated corpus.
# Usage: bench/unsigned-overflow-zlib.sh [GCC [CLANG [RUNS [MB]]]]
# Prints the median and the minimum CPU time of RUNS runs of each build,
# the overhead of the checks for each compiler, and the same overhead
# taken round by round (the runs of a round are close in time).
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
echo "corpus $mb MiB; $runs runs of each build, interleaved; CPU seconds (user + system), median and minimum"
# cpu IN OUT CMD...: run CMD with IN as its input and OUT as its output,
# print the CPU time it took (user + system): unlike the elapsed time,
# it leaves out waits for the disk and, mostly, the other core's work,
# the main noise on a shared virtual machine.
cpu () {
  in=$1 out=$2; shift 2
  /usr/bin/time -f '%U %S' -o "$tmp/cpu" "$@" < "$in" > "$out"
  awk '{ printf "%.2f\n", $1 + $2 }' "$tmp/cpu"
}
# pct_of RATIO: RATIO as a change in per cent ("-" if there is none).
pct_of () {
  awk -v r="$1" 'BEGIN { if (r == "") print "-"; else printf "%+.1f%%", 100 * (r - 1) }'
}
i=0
while [ $i -lt "$runs" ]; do
  # Each round starts at another build, so that no build always runs
  # first, or always right after the same one.
  set -- gcc-plain gcc-trap clang-plain clang-trap
  k=$((i % 4))
  while [ $k -gt 0 ]; do b=$1; shift; set -- "$@" "$b"; k=$((k - 1)); done
  for b; do
    c=$(cpu "$tmp/corpus" "$tmp/$b.gz" "$tmp/$b/prog" -6)
    d=$(cpu "$tmp/$b.gz" "$tmp/$b.out" "$tmp/$b/prog" -d)
    cmp -s "$tmp/corpus" "$tmp/$b.out" || { echo "$b: round trip differs"; exit 1; }
    echo "$b $c $d $i" >> "$tmp/times"
  done
  i=$((i + 1))
done
printf "%-12s %9s %9s %9s %9s %8s\n" build compress "(min)" decompr "(min)" text
for b in gcc-plain gcc-trap clang-plain clang-trap; do
  text=$(size "$tmp/$b/prog" | awk 'NR == 2 { print $1 }')
  printf "%-12s %9s %9s %9s %9s %8s\n" "$b" \
    "$(median "$tmp/times" "$b" 2)" "$(minimum "$tmp/times" "$b" 2)" \
    "$(median "$tmp/times" "$b" 3)" "$(minimum "$tmp/times" "$b" 3)" "$text"
done | tee "$tmp/table"
awk 'function pct(a, b) { return b > 0 ? sprintf ("%+.1f%%", 100 * (a / b - 1)) : "-" }
  { for (i = 2; i <= 6; i++) v[$1, i] = $i }
  END { for (k = 1; k <= 2; k++) { x = k == 1 ? "gcc" : "clang"
      printf "%-6s checks cost: compress %s (min %s), decompress %s (min %s), text %s\n", x,
        pct(v[x "-trap", 2], v[x "-plain", 2]), pct(v[x "-trap", 3], v[x "-plain", 3]),
        pct(v[x "-trap", 4], v[x "-plain", 4]), pct(v[x "-trap", 5], v[x "-plain", 5]),
        pct(v[x "-trap", 6], v[x "-plain", 6]) } }' "$tmp/table"
# Paired by round: the four runs of a round are close in time, so their
# ratios share most of the machine's slow drift.  For each round, the
# cost of the checks for each compiler (trap / plain), then the medians
# of those costs and the number of rounds in which the fork's was no
# higher than Clang's.
awk '{ t[$1, $4, 2] = $2; t[$1, $4, 3] = $3; if ($4 >= n) n = $4 + 1 }
  END { for (i = 0; i < n; i++) for (k = 2; k <= 3; k++) {
      if (t["gcc-plain", i, k] == 0 || t["clang-plain", i, k] == 0) continue
      g = t["gcc-trap", i, k] / t["gcc-plain", i, k]
      c = t["clang-trap", i, k] / t["clang-plain", i, k]
      print "gcc", k, g; print "clang", k, c; print "le", k, (g <= c) } }' \
  "$tmp/times" > "$tmp/rounds"
# paired K: for column K of the runs (2 compression, 3 decompression),
# the median of each compiler's per-round cost and the number of rounds
# in which the fork's was no higher than Clang's.
paired () {
  awk -v k="$1" '$2 == k { print $1, $3 }' "$tmp/rounds" > "$tmp/rounds.$1"
  echo "gcc $(pct_of "$(median "$tmp/rounds.$1" gcc 2)")" \
    "clang $(pct_of "$(median "$tmp/rounds.$1" clang 2)")" \
    "(gcc no higher in $(awk '$1 == "le" { s += $2; n++ } END { print s + 0 " of " n + 0 }' "$tmp/rounds.$1") rounds)"
}
echo "per round, median cost: compress $(paired 2), decompress $(paired 3)"
