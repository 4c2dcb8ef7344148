#!/bin/sh
# Run a DejaGnu selection in the baseline tree and keep its .sum file.
# Usage: scripts/record-baseline.sh OBJDIR SELECTION SUMFILE
set -eu
objdir=$1 selection=$2 sum=$3
out=build/baseline/results/$(basename "$selection" .txt)
"$(dirname "$0")/run-dejagnu.sh" "$objdir" "$selection" "$out"
mkdir -p "$(dirname "$sum")"
# Keep only the results: the header and timing lines change every run.
grep -E '^(Running|PASS|FAIL|XPASS|XFAIL|UNRESOLVED|UNSUPPORTED|UNTESTED|ERROR|WARNING)' \
  "$out/gcc.sum" | sed 's|^Running .*/testsuite/|Running |' > "$sum"
echo "recorded $(grep -c '^PASS' "$sum") PASS lines in $sum"
