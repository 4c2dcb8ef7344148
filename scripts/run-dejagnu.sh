#!/bin/sh
# Run a DejaGnu selection of the C testsuite in a built GCC tree.
# Usage: scripts/run-dejagnu.sh OBJDIR SELECTION OUTDIR
# SELECTION is a file with one runtest argument per line ('#' comments),
# passed to 'make check-gcc' as RUNTESTFLAGS.  Writes OUTDIR/gcc.sum and
# OUTDIR/gcc.log and prints the counts of each .exp group.
set -eu
objdir=$(cd "$1" && pwd) selection=$2 out=$3
here=$(cd "$(dirname "$0")" && pwd)
jobs=${JOBS:-3}
name=$(basename "$selection" .txt)

flags=$(sed -e 's/#.*//' -e '/^[[:space:]]*$/d' "$selection" | tr '\n' ' ')
# The boards that run aarch64 programs under qemu-user.
case $flags in
  *--target_board=aarch64-qemu*) export DEJAGNU="$here/../tests/boards/site.exp" ;;
esac
mkdir -p "$out"
rm -f "$objdir/gcc/testsuite/gcc/gcc.sum"
# check-gcc fails as soon as one test fails; the comparison with the
# baseline decides, so only a missing .sum file is an error here.
"$here/phase.sh" "DejaGnu $name in ${objdir#$PWD/}" "$out/make-check.log" "make check" \
  sh -c "make -C '$objdir' -k -j$jobs check-gcc RUNTESTFLAGS=\"$flags\";
         test -s '$objdir/gcc/testsuite/gcc/gcc.sum'"
cp "$objdir/gcc/testsuite/gcc/gcc.sum" "$objdir/gcc/testsuite/gcc/gcc.log" "$out/"

awk '
  /^Running .*\.exp \.\.\./ {
    g = $2; sub(/.*testsuite\//, "", g)
    if (!(g in seen)) { seen[g] = 1; order[n++] = g }
  }
  /^(PASS|FAIL|XPASS|XFAIL|UNRESOLVED|UNSUPPORTED):/ { s = $1; sub(/:$/, "", s); c[g, s]++ }
  END {
    for (i = 0; i < n; i++) {
      g = order[i]
      printf "  %-30s %5d PASS %3d FAIL %3d XFAIL %3d XPASS %3d UNRESOLVED %3d UNSUPPORTED\n",
        g, c[g, "PASS"], c[g, "FAIL"], c[g, "XFAIL"], c[g, "XPASS"],
        c[g, "UNRESOLVED"], c[g, "UNSUPPORTED"]
    }
  }' "$out/gcc.sum"
