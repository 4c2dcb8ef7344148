#!/bin/sh
# What the hardening options cost: build real programs (Debian's zlib,
# Lua 5.4 and SQLite sources) with every configuration of
# bench/configs.txt, run them, and write the table and the chart.
# Usage: bench/run.sh full|quick     (make bench, make bench-quick)
#   full: zlib, lua and sqlite, every configuration, 2 builds (sqlite,
#   whose amalgamation takes half a minute to compile: 1) and 3 timed
#   runs of each; writes bench/results/bench.md, .png and .data.
#   quick: zlib and lua, 7 configurations, smaller inputs, 2 builds and
#   3 runs; writes bench/results/quick.*.
# Every build that ran also runs once more under valgrind's cachegrind
# on smaller inputs (SCALE 1 of bench/inputs.sh), which counts the
# instructions it executes: the figure that does not vary from run to
# run on a shared machine, as CPU times do.
# Environment: BASELINE, FORK, CLANG name the compilers (defaults:
#   build/baseline/install/bin/gcc from 'make baseline-build',
#   install/bin/gcc, clang-22); BUILDS and RUNS change the repetitions.
# Within each round the configurations alternate, starting one further
# each round, so that the machine's drift hits them alike; the table
# holds medians.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
top=$(dirname "$here")
. "$here/lib.sh"
mode=${1:-}
case $mode in
  full) programs="zlib lua sqlite" scale=5 builds=2 runs=3 sqlite_builds=1
        configs=$(awk '!/^#/ && NF { print $1 }' "$here/configs.txt") ;;
  quick) programs="zlib lua" scale=2 builds=2 runs=3 sqlite_builds=1
        configs="baseline fork fork-bounds fork-kernel clang clang-bounds clang-kernel" ;;
  *) echo "usage: bench/run.sh full|quick" >&2; exit 2 ;;
esac
builds=${BUILDS:-$builds} runs=${RUNS:-$runs}
[ "$sqlite_builds" -le "$builds" ] || sqlite_builds=$builds
name=$mode
[ "$mode" = full ] && name=bench
base=${BASELINE:-$top/build/baseline/install/bin/gcc}
fork=${FORK:-$top/install/bin/gcc}
clang=${CLANG:-clang-22}

if ! command -v "$base" > /dev/null; then
  cat >&2 <<EOF
bench: no baseline compiler: $base is missing.
  The baseline is unpatched GCC 12.2.0 built like the fork; build it with
      make baseline-build
  (about as long as 'make native').  To try the benchmarks meanwhile,
  name another GCC 12.2.0, e.g. Debian's (it carries Debian's patches
  and defaults, so its code is not the baseline's):
      make $([ "$mode" = quick ] && echo bench-quick || echo bench) BASELINE=/usr/bin/gcc-12
EOF
  exit 1
fi
for c in "$fork" "$clang"; do
  command -v "$c" > /dev/null || {
    echo "bench: no compiler $c (the fork: 'make native'; Clang: 'make deps' or apt-get install clang-22)" >&2
    exit 1
  }
done

work=$top/build/bench/$mode
results=$here/results
data=$results/$name.data
rm -rf "$work"
mkdir -p "$work/src" "$results"
: > "$data"
start=$(date +%s)
say () {
  t=$(( $(date +%s) - start ))
  printf '==> [%d:%02d] %s\n' $((t / 60)) $((t % 60)) "$*"
}
# field NAME COLUMN: the compiler (2) or the options (3) of a
# configuration, with @BENCH@ standing for this directory.
field () {
  awk -v n="$1" -v c="$2" -v h="$here" '$1 == n { if (c == 2) print $2
      else { $1 = $2 = ""; sub (/^ +/, ""); gsub (/@BENCH@/, h); print } }' \
    "$here/configs.txt"
}
# state PROGRAM CONFIG: what went wrong with that build, if anything.
state () {
  awk -v k="$1/$2" '$1 == "status" && $2 == k { $1 = $2 = ""; sub (/^ +/, ""); print }' "$data"
}
# rotate K WORD...: the WORDs, starting with the K-th (0-based, cyclic).
rotate () {
  k=$1; shift
  k=$((k % $#)) i=0 head='' tail=''
  for w in "$@"; do
    if [ $i -lt $k ]; then head="$head $w"; else tail="$tail $w"; fi
    i=$((i + 1))
  done
  echo $tail $head
}
failed=0
# check_result PROGRAM CONFIG DIR REF [WHERE]: whether DIR/result equals
# REF (the first build to get there makes it); a difference is said and
# recorded.
check_result () {
  [ -f "$4" ] || cp "$3/result" "$4"
  cmp -s "$4" "$3/result" && return 0
  echo "bench: $1 built with $2 gives a wrong result${5:-} ($3/result differs from $4)" >&2
  echo "status $1/$2 wrong output" >> "$data"
  failed=1
  return 1
}

load=$(cut -d ' ' -f 1 /proc/loadavg)
say "machine: $(uname -m), $(grep -m 1 'model name' /proc/cpuinfo | sed 's/.*: //'), $(nproc) cores; load average $load"
if awk -v l="$load" 'BEGIN { exit !(l > 0.5) }'; then
  echo "bench: warning: the machine is busy (load average $load): the times will be noisy" >&2
fi
for p in $programs; do
  eval "src_$p=\$(unpack \"\$p\" \"\$work/src\")"
done
"$here/inputs.sh" "$work/inputs" "$scale"
"$here/inputs.sh" "$work/inputs-count" 1

n=$(echo $configs | wc -w)
rounds=$builds
[ "$runs" -gt "$rounds" ] && rounds=$runs
r=1
while [ $r -le $rounds ]; do
  for p in $programs; do
    eval "src=\$src_$p"
    pbuilds=$builds
    [ "$p" = sqlite ] && pbuilds=$sqlite_builds
    i=0
    for c in $(rotate $((r - 1)) $configs); do
      i=$((i + 1)) d=$work/$p/$c
      case $(field "$c" 2) in
        base) cc=$base ;; fork) cc=$fork ;; clang) cc=$clang ;;
        *) echo "bench: $c: unknown compiler in configs.txt" >&2; exit 2 ;;
      esac
      # A build that trapped is built again (its compile time and size
      # count); one that failed is not.
      if [ $r -le "$pbuilds" ] && [ "$(state "$p" "$c")" != "build failed" ]; then
        say "$p: building $c ($i/$n), round $r/$rounds"
        if "$here/build.sh" "$p" "$src" "$d" "$cc" $(field "$c" 3); then
          awk -v k="$p/$c" 'NF == 4 { t += $2 + $3; if ($4 > m) m = $4 }
            END { printf "compile %s %.2f %d\n", k, t, m }' "$d/compile.times" >> "$data"
          [ $r -gt 1 ] || echo "text $p/$c $(size "$d"/*.o |
            awk 'NR > 1 { t += $1 } END { print t }')" >> "$data"
        else
          echo "bench: $p does not build with $c: a compiler bug or a missing option" >&2
          echo "status $p/$c build failed" >> "$data"
          failed=1
        fi
      fi
      if [ $r -le "$runs" ] && [ -z "$(state "$p" "$c")" ]; then
        say "$p: running $c ($i/$n), round $r/$rounds"
        st=0
        /usr/bin/time -o "$d/run.time" -f "%e %U %S" \
          "$here/workload.sh" "$p" "$d/prog" "$work/inputs" "$d" 2> "$d/run.err" || st=$?
        if [ $st = 132 ] || [ $st = 133 ]; then
          WRAP="gdb -q -batch -ex run -ex bt --args" \
            "$here/workload.sh" "$p" "$d/prog" "$work/inputs" "$d" > /dev/null 2>&1 || :
          at=$(grep -a -h -m 1 '^#0 ' "$d/corpus.gz" "$d/result" "$d/output" 2>/dev/null |
               head -n 1 | sed -n 's/.* in \([^ ]*\) .*/\1/p')
          echo "bench: $p built with $c traps (signal $((st - 128))) in ${at:-?}: a check fired" >&2
          echo "status $p/$c trapped in ${at:-?}" >> "$data"
          continue
        elif [ $st != 0 ]; then
          echo "bench: $p built with $c failed (exit status $st):" >&2
          tail -n 5 "$d/run.err" >&2
          echo "status $p/$c run failed" >> "$data"
          failed=1
          continue
        fi
        ref=$work/ref-$p
        [ "$p" = zlib ] && ref=$work/inputs/corpus
        check_result "$p" "$c" "$d" "$ref" || continue
        awk -v k="$p/$c" 'END { printf "run %s %.2f\n", k, $2 + $3 }' "$d/run.time" >> "$data"
      fi
    done
    # With no new option the fork must generate the baseline's code:
    # compare the objects without their .comment (the compiler's name).
    if [ $r = 1 ] && [ -f "$work/$p/fork/prog" ] && [ -f "$work/$p/baseline/prog" ]; then
      diff=
      for o in "$work/$p/baseline"/*.o; do
        f=$(basename "$o")
        objcopy -R .comment "$o" "$work/a.o"
        objcopy -R .comment "$work/$p/fork/$f" "$work/b.o"
        cmp -s "$work/a.o" "$work/b.o" || diff="$diff $f"
      done
      echo "same $p ${diff:-identical}" >> "$data"
    fi
  done
  r=$((r + 1))
done

# Count the instructions of each build that ran, once: cachegrind
# without its cache simulation prints "I refs: N" per process (zlib's
# workload is two).
for p in $programs; do
  for c in $configs; do
    d=$work/$p/$c
    [ -f "$d/prog" ] && [ -z "$(state "$p" "$c")" ] || continue
    say "$p: counting the instructions of $c"
    rm -f "$d"/count.*
    # Every build runs under the same name: the length of argv[0]
    # changes what Lua allocates, so when its collector runs, and
    # SQLite's count too.
    ln -sf "$d/prog" "$work/prog"
    if ! WRAP="valgrind --tool=cachegrind --cache-sim=no --cachegrind-out-file=/dev/null --log-file=$d/count.%p" \
           "$here/workload.sh" "$p" "$work/prog" "$work/inputs-count" "$d" 2> "$d/count.err"; then
      echo "bench: $p built with $c fails under valgrind:" >&2
      tail -n 5 "$d/count.err" >&2
      echo "status $p/$c count failed" >> "$data"
      failed=1
      continue
    fi
    ref=$work/ref-count-$p
    [ "$p" = zlib ] && ref=$work/inputs-count/corpus
    check_result "$p" "$c" "$d" "$ref" " on the counting inputs" || continue
    sed -n 's/.*I *refs: *//p' "$d"/count.* | tr -d , |
      awk -v k="$p/$c" '{ t += $1 } END { printf "insns %s %d\n", k, t }' >> "$data"
  done
done

t=$(( $(date +%s) - start ))
{
  echo "- date: $(date -u '+%Y-%m-%d %H:%M UTC'); $(basename "$0") $mode took $((t / 60)) min $((t % 60)) s"
  echo "- machine: $(uname -m), $(grep -m 1 'model name' /proc/cpuinfo | sed 's/.*: //'), $(nproc) cores, $(awk '/MemTotal/ { printf "%.0f GiB", $2 / 1048576 }' /proc/meminfo); load average $load at the start, $(cut -d ' ' -f 1 /proc/loadavg) at the end"
  echo "- baseline: \`${base#$top/}\`: $("$base" --version | head -n 1)"
  if [ "$base" != "$top/build/baseline/install/bin/gcc" ]; then
    echo "  - **not the real baseline build** ('make baseline-build' makes it): ratios to another compiler"
  fi
  echo "- fork: \`${fork#$top/}\`: $("$fork" --version | head -n 1)"
  echo "- clang: \`$clang\`: $("$clang" --version | head -n 1)"
  echo "- sources (Debian 12, apt-get source): $(for f in "$work/src"/*/debian/changelog; do
      sed -n '1s/) .*/)/p' "$f"; done | tr '\n' ',' | sed 's/,$//; s/,/, /g')"
  for p in $programs; do
    case $p in
      zlib) echo "- zlib: minigzip -6 and -d on a $((2 * scale)) MiB generated corpus (instructions: 2 MiB)" ;;
      lua) echo "- lua: a generated call-heavy script, $scale rounds (instructions: 1 round)" ;;
      sqlite) echo "- sqlite: speedtest1 $(cat "$work/inputs/sqlite.args") (instructions: $(cat "$work/inputs-count/sqlite.args"))" ;;
    esac
  done
  case " $programs " in
    *" sqlite "*) echo "- $builds builds ($sqlite_builds of sqlite) and $runs runs of each configuration, alternating; medians (of 2: the lower)" ;;
    *) echo "- $builds builds and $runs runs of each configuration, alternating; medians" ;;
  esac
  echo "- instructions: $(valgrind --version) (cachegrind, --cache-sim=no), one run of each build"
} | sed 's/^/info /' >> "$data"
say "writing $results/$name.md and $results/$name.png"
"$here/report.sh" "$data" "$results/$name"
say "done in $((t / 60)) min $((t % 60)) s"
if [ $failed = 1 ]; then
  echo "bench: some builds or runs failed (see above and the table)" >&2
  exit 1
fi
