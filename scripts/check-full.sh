#!/bin/sh
# 'make check-full': the large regression selection, shard by shard, each
# compared with its baseline in tests/baseline/full/.
# Usage: scripts/check-full.sh [SHARD]...   (default: every shard)
# A shard is a file tests/dejagnu-full/SHARD.txt; run shards on different
# days or machines with 'make check-full SHARDS="1-dg 3-i386"'.
set -eu
cd "$(dirname "$0")/.."
[ $# -gt 0 ] || set -- $(cd tests/dejagnu-full && ls *.txt | sed 's/\.txt$//')
pass=0 fail=0
for shard in "$@"; do
  out=build/check-full/$shard
  rm -rf "$out"
  if scripts/run-dejagnu.sh "build/$(scripts/shard-tree.sh "$shard")" \
       "tests/dejagnu-full/$shard.txt" "$out"; then
    scripts/compare-results.sh build/src "tests/baseline/full/$shard.sum" \
      "$out/gcc.sum" tests/baseline/changed-tests.txt > "$out/compare.txt" || true
  else
    echo "dejagnu: 0 passed, 1 failed (the run did not finish)" > "$out/compare.txt"
  fi
  sed "s/^dejagnu:/$shard:/" "$out/compare.txt"
  n=$(sed -n 's/^dejagnu: \([0-9]*\) passed, \([0-9]*\) failed.*/\1 \2/p' "$out/compare.txt")
  n=${n:-0 1}
  pass=$((pass + ${n% *})) fail=$((fail + ${n#* }))
done
echo "$pass passed, $fail failed"
[ "$fail" = 0 ]
