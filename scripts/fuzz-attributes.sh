#!/bin/sh
# Malformed-input fuzzing of the fork's new front-end surface: C sources
# from scripts/fuzz-attributes.awk that use and misuse counted_by,
# strict_flex_array, zero_call_used_regs, flexible array members in
# unions and nested structures and the new options, each compiled at -O0
# and at -O2 with -fsanitize=bounds,unsigned-integer-overflow.  The
# compiler must never crash or hang, and every diagnostic must have a
# location (FILE:LINE:COL, or the driver's about an option).  An input
# whose last line is "/* valid */" (the generator chose no misuse) must
# also compile without an error.  With -V the inputs are the valid
# programs of scripts/fuzz-valid.awk instead: each must compile without
# any diagnostic, and its runs at -O0, -O2 and with the hardening options
# must print what the reference build prints (clang-22 -O0 where Clang
# accepts the program, else the fork at -O0) and nothing on stderr.  A
# failure is saved in DIR/attr-KIND-SEED/ (valid-KIND-SEED/ with -V) with
# the source, the command, the output and a reduced reproducer.
# Usage: scripts/fuzz-attributes.sh [-n INPUTS] [-s SEED|random] [-a] [-R]
#                                   [-V] [-o DIR]
#   -n  inputs to try (default 300)
#   -s  seed of the first input, the next ones follow (default 1);
#       "random" picks the first one at random
#   -a  also compile each with the aarch64 cross compiler at -O2
#   -R  do not reduce findings (else cvise or creduce, REDUCE_TIME
#       seconds each, default 300)
#   -V  valid programs, compiled and run
#   -o  where findings go (default build/fuzz)
# The fork is $GCC (default install/bin/gcc), the cross compiler
# $CROSS_GCC; $COMPILE_TIMEOUT (default 10) seconds a compile.
# Exits 1 when something was found.
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
. "$top/scripts/fuzz-lib.sh"
export LC_ALL=C

inputs=300 seed=1 cross=no reduce=yes out=$top/build/fuzz gen=attributes
while getopts n:s:aRVo: opt; do
  case $opt in
    n) inputs=$OPTARG ;;
    s) seed=$OPTARG ;;
    a) cross=yes ;;
    R) reduce=no ;;
    V) gen=valid ;;
    o) out=$OPTARG ;;
    *) sed -n '17,26s/^# //p' "$0" >&2; exit 2 ;;
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
compiles=0 findings=0 n=0 runs=0 clang_refs=0
start=$(date +%s)
prefix=attr
[ "$gen" = attributes ] || prefix=valid
clang=$(command -v clang-22 || true)

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

# check FILE: what is wrong with the compile of a valid FILE whose
# output is err.txt and exit status $rc: "rejects-valid" for an error,
# "warns-valid" for any diagnostic of a program of fuzz-valid.awk;
# nothing when the file is not marked valid or the options turn
# warnings into errors.
check_valid () {
  tail -n 1 "$1" | grep -q '^/\* valid \*/$' || return 0
  case $opts in *-Werror*|*-pedantic-errors*) return 0 ;; esac
  if [ "$rc" != 0 ]; then echo rejects-valid
  elif [ "$gen" = valid ] && [ -s err.txt ]; then echo warns-valid
  fi
}

# found FILE SEED CC FLAGS KIND: records finding KIND of FILE, compiled
# by CC FLAGS, in $out/$prefix-KIND-SEED/, and reduces it.
found () {
  findings=$((findings + 1))
  d=$out/$prefix-$5-$2
  echo "FOUND $5: seed $2: $3 $4 -c $1 -> $d"
  [ ! -d "$d" ] || return 1
  mkdir -p "$d"
  cp "$1" err.txt "$d/"
  echo "$3 $4 -c $1 -o /dev/null  # exit status $rc" > "$d/command.txt"
}

# try FILE SEED CC FLAGS: compiles FILE and records a finding if the
# compile hangs, crashes or prints a diagnostic without a location, or
# if it rejects (or, for fuzz-valid.awk, warns about) a valid FILE.
try () {
  compiles=$((compiles + 1))
  rc=0
  timeout "$ct" "$3" $4 -c "$1" -o in.o > err.txt 2>&1 || rc=$?
  kind=$(classify "$rc" err.txt)
  [ -n "$kind" ] || kind=$(check_valid "$1")
  [ -n "$kind" ] || return 0
  case $kind in
    rejects-valid|warns-valid)
      found "$@" "$kind" || return 0
      sed 's/^/  /' err.txt | head -n 5
      return 0 ;;
  esac
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

# run FILE SEED CC FLAGS: builds and runs the valid program FILE and
# records a finding unless it prints ref.txt and nothing on stderr.
run () {
  runs=$((runs + 1))
  rc=0
  timeout "$ct" "$3" $4 "$1" -o prog > err.txt 2>&1 || rc=$?
  if [ "$rc" != 0 ]; then
    found "$@" build-failed || return 0
    echo "$3 $4 $1 -o prog  # exit status $rc" > "$d/command.txt"
    return 0
  fi
  rc=0
  timeout "$ct" ./prog > out.txt 2> err.txt || rc=$?
  if [ "$rc" != 0 ] || [ -s err.txt ] || ! cmp -s out.txt ref.txt; then
    found "$@" wrong-output || return 0
    cp ref.txt out.txt "$d/"
    echo "$3 $4 $1 -o prog && ./prog  # exit status $rc" > "$d/command.txt"
    echo "reference: $refcmd" >> "$d/command.txt"
  fi
}

# reference FILE: the output of FILE built by clang-22 -O0 if Clang
# accepts it, else by the fork at -O0, in ref.txt; $refcmd says which.
reference () {
  if [ -n "$clang" ] && "$clang" -O0 -w "$1" -o ref 2> /dev/null \
     && timeout "$ct" ./ref > ref.txt 2> /dev/null; then
    refcmd="$clang -O0 -w $1"
    clang_refs=$((clang_refs + 1))
  else
    "$fork" -O0 -w "$1" -o ref 2> /dev/null && timeout "$ct" ./ref > ref.txt || true
    refcmd="$fork -O0 -w $1"
  fi
}

while [ "$n" -lt "$inputs" ]; do
  # Generate a batch of inputs, then compile each.
  batch=100
  [ $((inputs - n)) -ge "$batch" ] || batch=$((inputs - n))
  first=$((seed + n))
  awk -v first="$first" -v count="$batch" -v dir=. \
    -f "$top/scripts/fuzz-prng.awk" -f "$top/scripts/fuzz-$gen.awk"
  i=0
  while [ "$i" -lt "$batch" ]; do
    s=$((first + i))
    f=in-$s.c
    opts=$(sed -n '1s/^\/\* options: \(.*\) \*\/$/\1/p' "$f")
    if [ "$gen" = valid ]; then
      try "$f" "$s" "$fork" "-O0 $opts"
      try "$f" "$s" "$fork" "-O2 $opts"
      reference "$f"
      for o in -O0 -O2 "-O2 -fstrict-flex-arrays=3 -fsanitize=bounds" \
               "-O2 -fsanitize=bounds -fsanitize-trap=bounds" \
               "-O2 -fzero-call-used-regs=all -D_FORTIFY_SOURCE=3"; do
        run "$f" "$s" "$fork" "$o $opts"
      done
    else
      try "$f" "$s" "$fork" "$opts"
      try "$f" "$s" "$fork" "-O2 -fsanitize=bounds,unsigned-integer-overflow $opts"
    fi
    [ "$cross" = no ] || try "$f" "$s" "$cross_fork" "-O2 $opts"
    rm -f "$f" in.o prog ref
    i=$((i + 1))
  done
  n=$((n + batch))
  echo "fuzz-attributes: [$n/$inputs] $findings findings ($(( $(date +%s) - start ))s)"
done

if [ "$gen" = valid ]; then
  echo "fuzz: $n valid programs, $compiles compiles, $runs runs ($clang_refs programs against clang-22), $findings findings ($(( $(date +%s) - start ))s)"
else
  echo "fuzz: $n inputs, $compiles compiles, $findings findings ($(( $(date +%s) - start ))s)"
fi
[ "$findings" = 0 ]
