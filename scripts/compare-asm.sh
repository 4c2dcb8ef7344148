#!/bin/sh
# Compare two snapshots of scripts/asm-snapshot.sh: per option set, how
# many files are identical, and which differ.
# Usage: scripts/compare-asm.sh BEFORE AFTER
# Exits 1 when any file differs (or exists in one snapshot only).
set -eu
before=$1 after=$2
status=0
for kind in plain hardened; do
  same=0 differ=0
  for f in $( (ls "$before/$kind"; ls "$after/$kind") | sort -u); do
    if [ -f "$before/$kind/$f" ] && [ -f "$after/$kind/$f" ] &&
       cmp -s "$before/$kind/$f" "$after/$kind/$f"; then
      same=$((same + 1))
    else
      differ=$((differ + 1))
      echo "  differs: $kind/$f"
    fi
  done
  echo "$kind: $same identical, $differ different"
  [ "$differ" = 0 ] || status=1
done
exit $status
