#!/bin/sh
# Run the workload of one benchmark program once.
# Usage: bench/workload.sh PROGRAM PROG INPUTS OUT
#   PROG is the binary that bench/build.sh made, INPUTS the folder that
#   bench/inputs.sh wrote.  Writes OUT/result, the output that must be
#   the same for every build: zlib the corpus after a round trip through
#   minigzip -6 and minigzip -d, lua what the script prints, sqlite the
#   verification hash of speedtest1 over its results.
# Environment: WRAP, a command put before PROG (bench/run.sh runs a
#   build that trapped once more under gdb to find the trap).
# The exit status is PROG's: 128 + 4 (SIGILL) when a check trapped.
set -eu
program=$1 prog=$2 in=$3 out=$4
wrap=${WRAP:-}
case $program in
  zlib)
    $wrap "$prog" -6 < "$in/corpus" > "$out/corpus.gz"
    $wrap "$prog" -d < "$out/corpus.gz" > "$out/result" ;;
  lua)
    $wrap "$prog" "$in/calls.lua" > "$out/result" ;;
  sqlite)
    $wrap "$prog" $(cat "$in/sqlite.args") > "$out/output"
    sed -n 's/.*\(Verification Hash: .*\)/\1/p' "$out/output" > "$out/result" ;;
  *) echo "workload: unknown program '$program'" >&2; exit 2 ;;
esac
