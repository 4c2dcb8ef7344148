#!/bin/sh
# 'make check': the DejaGnu selection compared with the baseline, then
# the end-to-end tests of the installed compilers; a summary per group
# and the last line "N passed, N failed".
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

dg=0
scripts/run-dejagnu.sh build/native tests/dejagnu-quick.txt "$out/dejagnu" || dg=$?
scripts/compare-results.sh build/src tests/baseline/quick.sum "$out/dejagnu/gcc.sum" \
  | tee "$out/dejagnu.txt" || true
set -- $(tail -n 1 "$out/dejagnu.txt" | sed 's/^dejagnu: \([0-9]*\) passed, \([0-9]*\) failed.*/\1 \2/')
dg_pass=${1:-0} dg_fail=${2:-1}
[ "$dg" = 0 ] || dg_fail=$((dg_fail + 1))

echo "==> end-to-end tests (tests/e2e)"
tests/run-e2e.sh install | tee "$out/e2e.txt" || true
set -- $(tail -n 1 "$out/e2e.txt" | sed 's/^e2e: \([0-9]*\) passed, \([0-9]*\) failed.*/\1 \2/')
e2e_pass=${1:-0} e2e_fail=${2:-1}

echo
echo "summary:"
echo "  dejagnu (against tests/baseline/quick.sum): $dg_pass passed, $dg_fail failed"
echo "  e2e: $e2e_pass passed, $e2e_fail failed"
echo "$((dg_pass + e2e_pass)) passed, $((dg_fail + e2e_fail)) failed"
[ $((dg_fail + e2e_fail)) = 0 ]
