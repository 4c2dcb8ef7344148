#!/bin/sh
# Differential testing with csmith: each random program is built by the
# reference compiler at -O0 and by the fork at several levels, plain and
# with each hardening option; every build must print the reference's
# checksum.  An internal compiler error, a failed or hung compile, another
# output or a hung run is a finding, saved in DIR/KIND-SEED/ with the
# source, the commands, the outputs and a reduced reproducer.
# Usage: scripts/fuzz-csmith.sh [-n PROGRAMS] [-s SEED|random] [-O LEVELS]
#                               [-x CONFIGS] [-a | -t TARGETS] [-R] [-o DIR]
#   -n  programs to try (default 10)
#   -s  seed of the first program, the next ones follow (default 1);
#       "random" picks the first one at random
#   -O  the fork's levels (default "-O0 -O1 -O2 -O3 -Os")
#   -x  the option sets (default all: "plain strict-flex uio zero-regs
#       combined", below)
#   -a  also the aarch64 cross compiler, the programs run under qemu
#   -t  the targets (default "x86_64"; -a is "x86_64 aarch64")
#   -R  do not reduce findings (else cvise or creduce, REDUCE_TIME
#       seconds each, default 300)
#   -o  where findings go (default build/fuzz)
# The fork is $GCC (default install/bin/gcc), the reference $REF_GCC
# (default the baseline build if there is one, else Debian's gcc-12);
# for -a, $CROSS_GCC and $REF_CROSS_GCC (Debian's aarch64-linux-gnu-gcc-12).
# Timeouts: $COMPILE_TIMEOUT (default 120) seconds a compile and
# $RUN_TIMEOUT (default 10) seconds a run of the reference's build,
# three times that for the fork's.  Exits 1 when something was found.
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
. "$top/scripts/fuzz-lib.sh"
export LC_ALL=C

programs=10 seed=1 levels="-O0 -O1 -O2 -O3 -Os" targets=x86_64 only= reduce=yes
out=$top/build/fuzz
while getopts n:s:O:x:at:Ro: opt; do
  case $opt in
    n) programs=$OPTARG ;;
    s) seed=$OPTARG ;;
    O) levels=$OPTARG ;;
    x) only=$OPTARG ;;
    a) targets="x86_64 aarch64" ;;
    t) targets=$OPTARG ;;
    R) reduce=no ;;
    o) out=$OPTARG ;;
    *) sed -n '8,20s/^# //p' "$0" >&2; exit 2 ;;
  esac
done
[ "$seed" = random ] && seed=$(od -An -N3 -tu4 /dev/urandom | tr -d ' ')
ct=${COMPILE_TIMEOUT:-120} rt=${RUN_TIMEOUT:-10}
rt_fork=$((rt * 3))
REDUCE_TIME=${REDUCE_TIME:-300}

fork=${GCC:-$top/install/bin/gcc}
if [ -n "${REF_GCC:-}" ]; then ref=$REF_GCC
elif [ -x "$top/build/baseline/install/bin/gcc" ]; then ref=$top/build/baseline/install/bin/gcc
else ref=/usr/bin/gcc-12
fi
cross_fork=${CROSS_GCC:-$top/install/bin/aarch64-linux-gnu-gcc}
cross_ref=${REF_CROSS_GCC:-/usr/bin/aarch64-linux-gnu-gcc-12}
qemu=${QEMU:-qemu-aarch64 -L /usr/aarch64-linux-gnu}
inc=${CSMITH_INCLUDE:-/usr/include/csmith}

need () {
  if ! command -v "$1" > /dev/null 2>&1 && [ ! -x "$1" ]; then
    echo "fuzz-csmith: $1 not found; $2" >&2
    exit 2
  fi
}
need csmith "run 'make deps' (Debian's csmith)"
[ -f "$inc/csmith.h" ] || { echo "fuzz-csmith: no $inc/csmith.h; run 'make deps' (libcsmith-dev)" >&2; exit 2; }
need "$fork" "build the fork with 'make' or set GCC"
need "$ref" "set REF_GCC"
if [ -z "${targets##*aarch64*}" ]; then
  need "$cross_fork" "build it with 'make cross' or set CROSS_GCC"
  need "$cross_ref" "install gcc-aarch64-linux-gnu or set REF_CROSS_GCC"
fi

# The option sets: name, then flags.  The sanitizers recover and their
# reports are ignored, but for a bounds report: csmith's programs never
# index out of bounds.
configs="plain
strict-flex -fstrict-flex-arrays=3
uio -fsanitize=unsigned-integer-overflow -fsanitize-recover=unsigned-integer-overflow
zero-regs -fzero-call-used-regs=all
combined -fstrict-flex-arrays=3 -fsanitize=bounds,unsigned-integer-overflow -fsanitize-recover=bounds,unsigned-integer-overflow -fzero-call-used-regs=leafy"
if [ -n "$only" ]; then
  configs=$(for c in $only; do
    echo "$configs" | grep "^$c\( \|\$\)" || { echo "fuzz-csmith: no option set '$c'" >&2; exit 2; }
  done) || exit 2
fi

echo "fuzz-csmith: $programs programs from seed $seed, levels $levels, option sets" $(echo "$configs" | cut -d ' ' -f 1)
for target in $targets; do
  case $target in
    x86_64)
      echo "fuzz-csmith: fork $fork ($("$fork" --version | head -n 1))"
      echo "fuzz-csmith: reference $ref -O0 ($("$ref" --version | head -n 1))" ;;
    aarch64)
      echo "fuzz-csmith: aarch64: fork $cross_fork, reference $cross_ref -O0, under $qemu" ;;
    *) echo "fuzz-csmith: unknown target '$target' (x86_64 or aarch64)" >&2; exit 2 ;;
  esac
done

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
mkdir -p "$out"
out=$(cd "$out" && pwd)
n=0 compiles=0 findings=0 skipped=0 tried=0

# write_interesting DIR KIND CC FLAGS RUN REFCC: DIR/interesting.sh, the
# test that cvise or creduce reduce DIR/small.c with.
write_interesting () {
  {
    echo '#!/bin/sh'
    echo "# Interesting while $3 $4 still shows the $2 found by scripts/fuzz-csmith.sh."
    echo "cc='$3' flags='$4 -I$inc' run='$5' ref='$6 -I$inc' san='$ref -I$inc'"
    echo "ct=$ct rt=$rt rt_fork=$rt_fork"
    echo "export LC_ALL=C"
    case $2 in
      ice|hang|crash|compile-error)
        echo 'rc=0; timeout $ct $cc $flags -w small.c -o t.exe > out.txt 2>&1 || rc=$?'
        case $2 in
          ice) echo "grep -qF -f '$1/signature.txt' out.txt" ;;
          hang) echo '[ $rc = 124 ]' ;;
          crash) echo '[ $rc -gt 128 ] && [ $rc != 124 ] && [ $rc != 137 ]' ;;
          *) echo "[ \$rc != 0 ] && grep -qF -f '$1/signature.txt' out.txt" ;;
        esac ;;
      *)
        # Another output, or a hang, of a program that the reference's
        # warnings and sanitizers find free of undefined behaviour.
        cat <<'EOF'
timeout $ct $ref -O0 -Wall -Wextra small.c -o ref.exe > warn.txt 2>&1 || exit 1
! grep -Eq 'uninitiali[sz]ed|no return statement|control reaches end|incompatible|integer from pointer|pointer from integer|without a cast|too (few|many) arguments|division by zero|array subscript|excess elements|implicit|defaults to|discards|out of bounds|integer overflow in expression|may be used|address of local|comparison between pointer|bounds of' warn.txt || exit 1
timeout $ct $san -O0 -fsanitize=address,undefined -fno-sanitize-recover=all small.c -o san.exe > /dev/null 2>&1 || exit 1
timeout $rt ./san.exe > /dev/null 2>&1 || exit 1
rc=0; timeout $rt $run ./ref.exe > ref.out 2> /dev/null || rc=$?
[ $rc = 0 ] || exit 1
timeout $ct $cc $flags -w small.c -o t.exe > /dev/null 2>&1 || exit 1
rc=0; timeout $rt_fork $run ./t.exe > t.out 2> t.err || rc=$?
EOF
        if [ "$2" = run-hang ]; then
          echo '[ $rc = 124 ]'
        elif [ "$2" = bounds-report ]; then
          echo "grep -q 'out of bounds' t.err"
        else
          echo '[ $rc != 124 ] && { [ $rc != 0 ] || ! cmp -s ref.out t.out; }'
        fi ;;
    esac
  } > "$1/interesting.sh"
  chmod +x "$1/interesting.sh"
}

# found KIND TAG CC FLAGS RUN REFCC REFOUT: records a finding for the
# current program (in the current directory) and the build TAG.
found () {
  findings=$((findings + 1))
  d=$out/$1-$cur
  echo "FOUND $1: seed $cur, $2 -> $d"
  new=no
  if [ ! -d "$d" ]; then
    new=yes
    mkdir -p "$d"
    cp prog.c "$d/prog.c"
    { echo "# csmith --seed $cur -o prog.c ($(csmith --version | head -n 1))"
      echo "# the reference's build and its output, $7:"
      echo "$6 -O0 -w -I$inc prog.c -o ref.exe && ${5:+$5 }./ref.exe > $7"
    } > "$d/commands.txt"
    cp "$7" "$d/"
  fi
  { echo "# $1 ($2):"
    echo "$3 $4 -w -I$inc prog.c -o $2.exe && ${5:+$5 }./$2.exe > $2.out 2> $2.err"
  } >> "$d/commands.txt"
  for f in "$2.cerr" "$2.out" "$2.err"; do [ ! -f "$f" ] || cp "$f" "$d/"; done
  [ "$new" = yes ] || return 0
  case $1 in
    *ice) ice_signature "$2.cerr" > "$d/signature.txt" ;;
    *compile-error)
      sed -n 's/.*error: //p' "$2.cerr" | head -n 1 > "$d/signature.txt"
      [ -s "$d/signature.txt" ] || tail -n 1 "$2.cerr" > "$d/signature.txt" ;;
  esac
  "$6" -E -P -I"$inc" prog.c > "$d/small.c" 2> /dev/null || cp prog.c "$d/small.c"
  write_interesting "$d" "${1#aarch64-}" "$3" "$4" "$5" "$6"
  [ "$reduce" = no ] || reduce "$d" small.c
}

# build TAG CC FLAGS RUN REFCC REFOUT: builds prog.c with CC FLAGS, runs
# it (with RUN, for qemu) and compares its output with REFOUT.
build () {
  prefix=
  [ -z "$4" ] || prefix=aarch64-
  compiles=$((compiles + 1))
  rc=0
  timeout "$ct" "$2" $3 -w -I"$inc" prog.c -o "$1.exe" > "$1.cerr" 2>&1 || rc=$?
  kind=$(classify "$rc" "$1.cerr")
  case $kind in
    hang|ice|crash) found "$prefix$kind" "$@"; return 0 ;;
  esac
  if [ "$rc" != 0 ]; then
    found "${prefix}compile-error" "$@"
    return 0
  fi
  rc=0
  timeout "$rt_fork" $4 "./$1.exe" > "$1.out" 2> "$1.err" || rc=$?
  if [ "$rc" = 124 ]; then
    found "${prefix}run-hang" "$@"
  elif [ "$rc" != 0 ] || ! cmp -s "$6" "$1.out"; then
    found "${prefix}wrong-code" "$@"
  elif grep -q 'out of bounds' "$1.err"; then
    found "${prefix}bounds-report" "$@"
  fi
  rm -f "$1.exe"
}

# reference CC RUN OUT: builds prog.c with CC -O0 and runs it into OUT;
# fails (with a message) when the program is not usable.
reference () {
  compiles=$((compiles + 1))
  if ! timeout "$ct" "$1" -O0 -w -I"$inc" prog.c -o ref.exe > ref.cerr 2>&1; then
    echo "  seed $cur: skipped, $1 does not compile it"
    return 1
  fi
  rc=0
  timeout "$rt" $2 ./ref.exe > "$3" 2> /dev/null || rc=$?
  if [ "$rc" = 124 ]; then
    echo "  seed $cur: skipped, its reference build runs for more than ${rt}s"
    return 1
  elif [ "$rc" != 0 ]; then
    echo "  seed $cur: skipped, its reference build exits with status $rc"
    return 1
  fi
}

cur=$seed
start=$(date +%s)
while [ "$n" -lt "$programs" ]; do
  n=$((n + 1))
  w=$scratch/$cur
  mkdir -p "$w"
  cd "$w"
  before=$findings
  if ! timeout 60 csmith --seed "$cur" -o prog.c > csmith.log 2>&1; then
    echo "  seed $cur: skipped, csmith failed"
    skipped=$((skipped + 1))
  else
    used=no
    for target in $targets; do
      if [ "$target" = x86_64 ]; then
        cc=$fork rcc=$ref run= refout=ref.out
      else
        cc=$cross_fork rcc=$cross_ref run=$qemu refout=cref.out
      fi
      reference "$rcc" "$run" "$refout" || continue
      used=yes
      for level in $levels; do
        while read -r name flags; do
          build "$target$level-$name" "$cc" "$level $flags" "$run" "$rcc" "$refout"
        done <<EOF
$configs
EOF
      done
    done
    if [ "$used" = yes ]; then tried=$((tried + 1)); else skipped=$((skipped + 1)); fi
  fi
  echo "fuzz-csmith: [$n/$programs] seed $cur: $((findings - before)) findings ($(( $(date +%s) - start ))s)"
  cd "$scratch"
  rm -rf "$w"
  cur=$((cur + 1))
done

echo "fuzz: $tried programs, $compiles compiles, $findings findings ($skipped programs skipped, $(( $(date +%s) - start ))s)"
[ "$findings" = 0 ]
