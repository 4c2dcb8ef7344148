#!/bin/sh
# Run one long step of the build with its output in a log file.
# Usage: scripts/phase.sh NAME LOG RERUN COMMAND [ARG]...
# Prints a line when the step starts (with the log's path) and its
# elapsed time when it ends; on failure, the end of the log and RERUN,
# the command that repeats the step.
set -eu
name=$1 log=$2 rerun=$3
shift 3
mkdir -p "$(dirname "$log")"
echo "==> $name (log: $log)"
start=$(date +%s)
rc=0
"$@" > "$log" 2>&1 || rc=$?
t=$(( $(date +%s) - start ))
elapsed=$(printf '%dm%02ds' $((t / 60)) $((t % 60)))
{ echo "$(date -u +%FT%TZ) $name $elapsed rc=$rc" >> "$(dirname "$log")/times.log"; } 2> /dev/null || true
if [ "$rc" = 0 ]; then
  echo "<== $name done in $elapsed"
  exit 0
fi
echo "!!! $name failed after $elapsed (exit $rc); end of $log:" >&2
tail -n 25 "$log" | sed 's/^/    /' >&2
# A full disk may leave no room for the log itself: look at the disk too.
free=$(df -Pm "$(dirname "$log")" | awk 'NR == 2 { print $4 }')
if [ "${free:-0}" -lt 64 ] || grep -qi 'no space left on device' "$log" 2> /dev/null; then
  echo "!!! the disk is full: ${free:-0} MB free in $(dirname "$log")" >&2
fi
echo "!!! rerun with: $rerun" >&2
exit "$rc"
