#!/bin/sh
# 'make check': the DejaGnu selection compared with the baseline, then the
# shell test groups (tests/e2e: the installed compilers; tests/tooling:
# the project's scripts; tests/fuzz: bounded runs of the fuzzers).  A
# summary per group, and the last line "N passed, N failed".
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
cd "$top"
out=build/check
rm -rf "$out"
mkdir -p "$out"

if [ ! -x build/native/gcc/xgcc ] || [ ! -x install/bin/gcc ]; then
  echo "error: no native build; run 'make' first" >&2
  exit 1
fi

# counts FILE PREFIX: "N M" from a "PREFIX: N passed, M failed" line.
counts () {
  sed -n "s/^$2: \([0-9]*\) passed, \([0-9]*\) failed.*/\1 \2/p" "$1" | tail -n 1
}

total_pass=0 total_fail=0 summary=""
# add "N M" LABEL: count a group's results; no counts is one failure.
add () {
  label=$2
  set -- ${1:-0 1}
  total_pass=$((total_pass + $1)) total_fail=$((total_fail + $2))
  summary="$summary
  $label: $1 passed, $2 failed"
}

if scripts/run-dejagnu.sh build/native tests/dejagnu-quick.txt "$out/dejagnu"; then
  scripts/compare-results.sh build/src tests/baseline/quick.sum "$out/dejagnu/gcc.sum" \
    tests/baseline/changed-tests.txt > "$out/dejagnu.txt" || true
  cat "$out/dejagnu.txt"
else
  echo "dejagnu: 0 passed, 1 failed (the run did not finish)" > "$out/dejagnu.txt"
fi
add "$(counts "$out/dejagnu.txt" dejagnu)" "dejagnu (against tests/baseline/quick.sum)"

# The aarch64 selection, through the cross compiler and qemu-user: the
# series' own tests, so the baseline is empty and every test must pass.
if scripts/run-dejagnu.sh build/cross tests/dejagnu-cross.txt "$out/dejagnu-cross"; then
  scripts/compare-results.sh build/src /dev/null "$out/dejagnu-cross/gcc.sum" \
    > "$out/dejagnu-cross.txt" || true
  cat "$out/dejagnu-cross.txt"
else
  echo "dejagnu: 0 passed, 1 failed (the run did not finish)" > "$out/dejagnu-cross.txt"
fi
add "$(counts "$out/dejagnu-cross.txt" dejagnu)" "dejagnu aarch64 (cross, under qemu)"

for group in e2e tooling fuzz; do
  echo "==> tests/$group"
  tests/run-group.sh "$group" install > "$out/$group.txt" 2>&1 || true
  cat "$out/$group.txt"
  add "$(counts "$out/$group.txt" "$group")" "$group"
done

echo
echo "summary:$summary"
echo "$total_pass passed, $total_fail failed"
[ "$total_fail" = 0 ]
