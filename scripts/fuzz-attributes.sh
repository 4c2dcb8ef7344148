#!/bin/sh
# Malformed-input fuzzing of the fork's new front-end surface: C sources
# from scripts/fuzz-attributes.awk that use and misuse counted_by,
# strict_flex_array, zero_call_used_regs, flexible array members in
# unions and nested structures and the new options, each compiled at -O0
# and at -O2 with -fsanitize=bounds,unsigned-integer-overflow.  The
# compiler must never crash or hang, and every diagnostic must have a
# location (FILE:LINE:COL, or the driver's about an option).  A failure is
# saved in DIR/attr-KIND-SEED/ with the source, the command, the output
# and a reduced reproducer.
# Usage: scripts/fuzz-attributes.sh [-n INPUTS] [-s SEED|random] [-a] [-R]
#                                   [-o DIR]
#   -n  inputs to try (default 300)
#   -s  seed of the first input, the next ones follow (default 1);
#       "random" picks the first one at random
#   -a  also compile each with the aarch64 cross compiler at -O2
#   -R  do not reduce findings (else cvise or creduce, REDUCE_TIME
#       seconds each, default 300)
#   -o  where findings go (default build/fuzz)
# The fork is $GCC (default install/bin/gcc), the cross compiler
# $CROSS_GCC; $COMPILE_TIMEOUT (default 10) seconds a compile.
# Exits 1 when something was found.
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
. "$top/scripts/fuzz-lib.sh"
export LC_ALL=C

inputs=300 seed=1 cross=no reduce=yes out=$top/build/fuzz
while getopts n:s:aRo: opt; do
  case $opt in
    n) inputs=$OPTARG ;;
    s) seed=$OPTARG ;;
    a) cross=yes ;;
    R) reduce=no ;;
    o) out=$OPTARG ;;
    *) sed -n '11,19s/^# //p' "$0" >&2; exit 2 ;;
  esac
done
[ "$seed" = random ] && seed=$(od -An -N3 -tu4 /dev/urandom | tr -d ' ')
ct=${COMPILE_TIMEOUT:-10}
REDUCE_TIME=${REDUCE_TIME:-300}
fork=${GCC:-$top/install/bin/gcc}
cross_fork=${CROSS_GCC:-$top/install/bin/aarch64-linux-gnu-gcc}
for cc in "$fork" $([ "$cross" = no ] || echo "$cross_fork"); do
  if [ ! -x "$cc" ] && ! command -v "$cc" > /dev/null 2>&1; then
    echo "fuzz-attributes: $cc not found; build it with 'make' or set GCC or CROSS_GCC" >&2
    exit 2
  fi
done

echo "fuzz-attributes: $inputs inputs from seed $seed"
echo "fuzz-attributes: $fork ($("$fork" --version | head -n 1))"
[ "$cross" = no ] || echo "fuzz-attributes: $cross_fork ($("$cross_fork" --version | head -n 1))"

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
mkdir -p "$out"
out=$(cd "$out" && pwd)
cd "$scratch"
compiles=0 findings=0 n=0
start=$(date +%s)

# write_interesting DIR FILE KIND CC FLAGS: DIR/interesting.sh, which
# holds while CC FLAGS -c FILE still fails as KIND (for an internal
# compiler error, with the same message).
write_interesting () {
  {
    echo '#!/bin/sh'
    echo "# Interesting while $4 $5 -c $2 still shows the $3 found by scripts/fuzz-attributes.sh."
    echo ". '$top/scripts/fuzz-lib.sh'"
    echo "export LC_ALL=C"
    echo "rc=0; timeout $ct $4 $5 -c $2 -o /dev/null > out.txt 2>&1 || rc=\$?"
    echo "[ \"\$(classify \$rc out.txt)\" = $3 ] || exit 1"
    [ "$3" != ice ] || echo "grep -qF -f '$1/signature.txt' out.txt"
  } > "$1/interesting.sh"
  chmod +x "$1/interesting.sh"
}

# try FILE SEED CC FLAGS: compiles FILE and records a finding if the
# compile hangs, crashes or prints a diagnostic without a location.
try () {
  compiles=$((compiles + 1))
  rc=0
  timeout "$ct" "$3" $4 -c "$1" -o in.o > err.txt 2>&1 || rc=$?
  kind=$(classify "$rc" err.txt)
  [ -n "$kind" ] || return 0
  findings=$((findings + 1))
  d=$out/attr-$kind-$2
  echo "FOUND $kind: seed $2: $3 $4 -c $1 -> $d"
  [ ! -d "$d" ] || return 0
  mkdir -p "$d"
  cp "$1" err.txt "$d/"
  echo "$3 $4 -c $1 -o /dev/null  # exit status $rc" > "$d/command.txt"
  [ "$kind" != ice ] || ice_signature err.txt > "$d/signature.txt"
  if [ "$kind" = no-location ]; then
    unlocated err.txt > "$d/unlocated.txt"
    [ -s "$d/unlocated.txt" ] || echo "(no located error, exit status $rc)" > "$d/unlocated.txt"
    sed 's/^/  /' "$d/unlocated.txt"
  fi
  cp "$1" "$d/reduced.c"
  write_interesting "$d" reduced.c "$kind" "$3" "$4"
  [ "$reduce" = no ] || reduce "$d" reduced.c
}

while [ "$n" -lt "$inputs" ]; do
  # Generate a batch of inputs, then compile each.
  batch=100
  [ $((inputs - n)) -ge "$batch" ] || batch=$((inputs - n))
  first=$((seed + n))
  awk -v first="$first" -v count="$batch" -v dir=. -f "$top/scripts/fuzz-attributes.awk"
  i=0
  while [ "$i" -lt "$batch" ]; do
    s=$((first + i))
    f=in-$s.c
    opts=$(sed -n '1s/^\/\* options: \(.*\) \*\/$/\1/p' "$f")
    try "$f" "$s" "$fork" "$opts"
    try "$f" "$s" "$fork" "-O2 -fsanitize=bounds,unsigned-integer-overflow $opts"
    [ "$cross" = no ] || try "$f" "$s" "$cross_fork" "-O2 $opts"
    rm -f "$f" in.o
    i=$((i + 1))
  done
  n=$((n + batch))
  echo "fuzz-attributes: [$n/$inputs] $findings findings ($(( $(date +%s) - start ))s)"
done

echo "fuzz: $n inputs, $compiles compiles, $findings findings ($(( $(date +%s) - start ))s)"
[ "$findings" = 0 ]
