#!/bin/sh
# Check that every prefix of the series builds and passes its tests.
# Usage: scripts/check-series.sh PATCHDIR TARBALL RECORD
# In build/series (a tree and a build of its own), apply the patches of
# PATCHDIR/series one at a time; after each, rebuild the C compiler
# incrementally (ccache helps) and run, natively, the DejaGnu tests that
# the patches so far add or change (gcc.dg, gcc.dg/ubsan, c-c++-common,
# gcc.target/i386; the aarch64 ones need the cross compiler).  A patch
# passes when the compiler builds and no test fails.  RECORD gets a line
# per patch: "PASS NAME" or "FAIL NAME", a fingerprint of the series up
# to it, and the times.  A new run resumes after the patches RECORD shows
# passing, as long as they and the patches before them are unchanged.
set -eu
patches=$1 tarball=$2 record=$3
here=$(cd "$(dirname "$0")" && pwd)
. "$here/series.sh"
tree=build/series/src objdir=build/series/native out=build/series/check
mkdir -p build/series "$(dirname "$record")"

# minutes SECONDS: "12m03s".
minutes () { printf '%dm%02ds' $(($1 / 60)) $(($1 % 60)); }

# selection COUNT: the runtest arguments for the tests that the first
# COUNT patches add or change.
selection () {
  series_files "$patches" "$1" | while read -r p; do
    sed -n 's|^diff --git a/.* b/gcc/testsuite/\(.*\.c\)$|\1|p' "$patches/$p"
  done | sort -u | awk -v q="'" '
    /^gcc\.dg\/ubsan\/[^\/]*$/ || /^c-c\+\+-common\/ubsan\/[^\/]*$/ { e = "ubsan.exp" }
    /^gcc\.dg\/[^\/]*$/ || /^c-c\+\+-common\/[^\/]*$/ { e = "dg.exp" }
    /^gcc\.target\/i386\/[^\/]*$/ { e = "i386.exp" }
    e != "" { n = $0; sub(/.*\//, "", n); list[e] = list[e] " " n; e = "" }
    END { for (e in list) print e "=" q substr(list[e], 2) q }'
}

total=$(series_files "$patches" | wc -l)
# Keep the lines of RECORD for the patches that passed and are unchanged.
first=1
kept=$(mktemp)
trap 'rm -f "$kept"' EXIT
if [ -f "$record" ]; then
  k=1
  for p in $(series_files "$patches"); do
    fp=$(series_fingerprint "$patches" "$k" | cut -c1-12)
    grep -q "^PASS $p fp=$fp " "$record" || break
    grep "^PASS $p fp=$fp " "$record" >> "$kept"
    k=$((k + 1))
  done
  first=$k
fi
{
  echo "# make check-series: each patch of $patches/series applied in turn,"
  echo "# the C compiler rebuilt and the tests so far run (scripts/check-series.sh)."
  cat "$kept"
} > "$record"
[ "$first" -gt 1 ] && echo "check-series: patches 1-$((first - 1)) passed before and are unchanged"

start=$(date +%s) status=0
k=$first
while [ "$k" -le "$total" ]; do
  p=$(series_files "$patches" "$k" | tail -n 1)
  echo "==> check-series $k/$total: $p"
  t0=$(date +%s)
  # The next patch on top of the tree of the one before, or the tree
  # prepared afresh (reset to 12.2.0) when it is not that tree.
  if [ -d "$tree/.git" ] &&
     [ "$(state_get "$tree" series)" = "$(series_fingerprint "$patches" $((k - 1)))" ] &&
     ! tree_is_dirty "$tree" &&
     git -C "$tree" am -q --keep-cr --committer-date-is-author-date \
       "$(cd "$patches" && pwd)/$p"; then
    state_set "$tree" "$(series_fingerprint "$patches" "$k")" "$(git -C "$tree" rev-parse HEAD)"
  else
    git -C "$tree" am --abort 2> /dev/null || true
    "$here/prepare-source.sh" "$tree" "$patches" "$tarball" "$k" > /dev/null || {
      echo "FAIL $p does not apply" >> "$record"; status=1; break; }
  fi
  result=PASS note=""
  # -O0: the compiler rebuilds in half the time and behaves the same.
  if BUILD_ONLY=yes HOST_CFLAGS="-O0 -g0" \
     "$here/build-gcc.sh" native "$tree" "$objdir" build/series/none; then
    t1=$(date +%s)
    sel=$out/selection-$k.txt
    mkdir -p "$out"
    selection "$k" > "$sel"
    if [ -s "$sel" ]; then
      if "$here/run-dejagnu.sh" "$objdir" "$sel" "$out/$k" > /dev/null; then
        bad=$(grep -Ec '^(FAIL|XPASS|UNRESOLVED):' "$out/$k/gcc.sum" || true)
        good=$(grep -Ec '^(PASS|XFAIL|UNSUPPORTED):' "$out/$k/gcc.sum" || true)
        note="tests $good passed, $bad failed"
        [ "$bad" = 0 ] || { result=FAIL; grep -E '^(FAIL|XPASS|UNRESOLVED):' "$out/$k/gcc.sum" | head -n 20; }
      else
        result=FAIL note="the test run did not finish"
      fi
    else
      note="no tests"
    fi
    t2=$(date +%s)
    note="build $(minutes $((t1 - t0))), $note in $(minutes $((t2 - t1)))"
  else
    result=FAIL note="does not build (build/logs/series-native-build.log)"
  fi
  echo "$result $p fp=$(series_fingerprint "$patches" "$k" | cut -c1-12) $note" | tee -a "$record"
  [ "$result" = PASS ] || { status=1; break; }
  k=$((k + 1))
done
echo "# this run: patches $first-$((k > total ? total : k)) in $(minutes $(($(date +%s) - start)))" >> "$record"
exit $status
