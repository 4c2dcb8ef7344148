#!/bin/sh
# Compare a DejaGnu .sum file with the baseline's.
# Usage: scripts/compare-results.sh SRC BASELINE_SUM CURRENT_SUM [CHANGED]
# Regressions are what contrib/compare_tests reports as failing now but
# passing before, new FAILs, and vanished tests, plus UNRESOLVED results
# the baseline does not have (compare_tests ignores those).  Prints them
# and "dejagnu: N passed, N failed", N failed being the regressions;
# exits 1 when there is one.
# CHANGED lists baseline results (whole .sum lines; '#' starts a comment
# line) of upstream tests that the series changes on purpose; they are
# left out of the baseline, so that their old form does not count as
# vanished.
set -eu
src=$1 baseline=$2 current=$3 changed=${4:-/dev/null}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

sed -e '/^#/d' -e '/^[[:space:]]*$/d' "$changed" > "$tmp/changed"
grep -vxFf "$tmp/changed" "$baseline" > "$tmp/baseline.sum" || true
name=$baseline baseline=$tmp/baseline.sum

sh "$src/contrib/compare_tests" "$baseline" "$current" > "$tmp/compare" 2>&1 || true
grep '^UNRESOLVED:' "$current" | sort -u > "$tmp/unresolved.now" || true
grep '^UNRESOLVED:' "$baseline" | sort -u |
  comm -23 "$tmp/unresolved.now" - > "$tmp/unresolved.new"
failed=$(awk '/^(Tests that now fail|New tests that FAIL|Old tests that .* disappeared)/ &&
              match($0, /\([0-9]+ tests\)/) { n += substr($0, RSTART + 1) }
              END { print n + 0 }' "$tmp/compare")
failed=$((failed + $(wc -l < "$tmp/unresolved.new")))
passed=$(grep -Ec '^(PASS|XFAIL):' "$current" || true)
shared=$(grep -c '^FAIL:' "$baseline" || true)

if [ "$failed" != 0 ]; then
  echo "  differences from the baseline $name:"
  grep -v '^#' "$tmp/compare" | sed -e '/^$/d' -e 's/^/    /' | head -n 80
  sed 's/^/    new /' "$tmp/unresolved.new"
fi
echo "dejagnu: $passed passed, $failed failed (the baseline's own $shared FAILs are not counted)"
[ "$failed" = 0 ]
