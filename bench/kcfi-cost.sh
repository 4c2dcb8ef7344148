#!/bin/sh
# Cost of -fsanitize=kcfi for the fork and for Clang 22 on zlib and Lua
# (Debian's sources, the workloads of make bench at scale 1, Lua with a
# fixed hash seed): the text
# size, the checked indirect calls (.kcfi_traps entries) and the
# instructions that the workload executes (counted by valgrind, so the
# figures do not depend on the machine's load), with and without the
# option.  SQLite is left out: it calls C library functions through
# pointers, which have no type ids outside a kernel, so with kcfi it
# traps (with either compiler).
# Usage: bench/kcfi-cost.sh FORK CLANG   (e.g. install/bin/gcc clang-22)
set -eu
here=$(cd "$(dirname "$0")" && pwd)
. "$here/lib.sh"
fork=$1 clang=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$here/inputs.sh" "$tmp/inputs" 1
# instructions DIR PROGRAM: what the workload executes, summed over the
# runs of the program (zlib runs it twice).
instructions () {
  WRAP="valgrind --tool=callgrind --callgrind-out-file=/dev/null" \
    "$here/workload.sh" "$2" "$1/prog" "$tmp/inputs" "$1" 2> "$1/valgrind.log"
  awk '/Collected :/ { n += $NF } END { print n }' "$1/valgrind.log"
}
printf "%-6s %-12s %9s %7s %13s %8s\n" program configuration text checks instructions result
for p in zlib lua; do
  src=$(unpack "$p" "$tmp")
  for c in fork fork-kcfi clang clang-kcfi; do
    case $c in fork*) cc=$fork ;; *) cc=$clang ;; esac
    case $c in *-kcfi) opts=-fsanitize=kcfi ;; *) opts= ;; esac
    # Lua seeds its string hashes with the time and addresses: a fixed
    # seed makes the counts repeatable.
    [ "$p" = lua ] && opts="$opts -Dluai_makeseed(L)=0"
    d=$tmp/$p-$c
    "$here/build.sh" "$p" "$src" "$d" "$cc" $opts
    text=$(size "$d"/*.o | awk 'NR > 1 { t += $1 } END { print t }')
    checks=0
    for size in $(objdump -h "$d"/*.o | awk '$2 == ".kcfi_traps" { print $3 }'); do
      checks=$((checks + 0x$size / 4))
    done
    insns=$(instructions "$d" "$p")
    ref=$tmp/ref-$p
    [ -f "$ref" ] || cp "$d/result" "$ref"
    result=same
    cmp -s "$ref" "$d/result" || result=DIFFERS
    printf "%-6s %-12s %9d %7d %13d %8s\n" "$p" "$c" "$text" "$checks" "$insns" "$result"
  done
done
