#!/bin/sh
# Run the end-to-end tests in tests/e2e against the installed compilers.
# Usage: tests/run-e2e.sh PREFIX [TEST]...
# Each test is a shell script that gets GCC, CROSS_GCC, QEMU and a fresh
# scratch directory as its working directory; it passes by exiting 0.
# Prints a line per test and "e2e: N passed, N failed".
set -eu
prefix=$(cd "$1" && pwd)
shift
here=$(cd "$(dirname "$0")" && pwd)
[ $# -gt 0 ] || set -- "$here"/e2e/*.sh

export GCC="$prefix/bin/gcc"
export CROSS_GCC="$prefix/bin/aarch64-linux-gnu-gcc"
export QEMU="qemu-aarch64 -L /usr/aarch64-linux-gnu"
export E2E_DIR="$here/e2e"
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

pass=0 fail=0
for t in "$@"; do
  name=$(basename "$t" .sh)
  mkdir "$scratch/$name"
  if (cd "$scratch/$name" && sh -eu "$t") > "$scratch/$name.log" 2>&1; then
    echo "PASS: e2e/$name"
    pass=$((pass + 1))
  else
    echo "FAIL: e2e/$name"
    sed 's/^/    /' "$scratch/$name.log" | tail -n 20
    fail=$((fail + 1))
  fi
done
echo "e2e: $pass passed, $fail failed"
[ "$fail" = 0 ]
