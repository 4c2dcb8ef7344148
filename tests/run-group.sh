#!/bin/sh
# Run one group of shell tests: tests/e2e (the installed compilers, as a
# user drives them), tests/tooling (the project's own scripts) or
# tests/fuzz (bounded fuzzing runs of the installed compilers).
# Usage: tests/run-group.sh GROUP PREFIX [TEST]...
# Each test is a shell script run with "sh -eu" in a fresh scratch
# directory, with GCC, CROSS_GCC, QEMU, TOP and GROUP_DIR set; it passes
# by exiting 0.  Prints a line per test and "GROUP: N passed, N failed".
set -eu
group=$1
prefix=$(mkdir -p "$2" && cd "$2" && pwd)
shift 2
here=$(cd "$(dirname "$0")" && pwd)
[ $# -gt 0 ] || set -- "$here/$group"/*.sh

export GCC="$prefix/bin/gcc"
export CROSS_GCC="$prefix/bin/aarch64-linux-gnu-gcc"
export QEMU="qemu-aarch64 -L /usr/aarch64-linux-gnu"
export GROUP_DIR="$here/$group" TOP="$(dirname "$here")"
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

pass=0 fail=0
for t in "$@"; do
  case $t in /*) ;; *) t=$PWD/$t ;; esac
  name=$(basename "$t" .sh)
  [ "$name" = lib ] && continue
  mkdir "$scratch/$name"
  if (cd "$scratch/$name" && sh -eu "$t") > "$scratch/$name.log" 2>&1; then
    echo "PASS: $group/$name"
    pass=$((pass + 1))
  else
    echo "FAIL: $group/$name"
    sed 's/^/    /' "$scratch/$name.log" | tail -n 20
    fail=$((fail + 1))
  fi
done
echo "$group: $pass passed, $fail failed"
[ "$fail" = 0 ]
