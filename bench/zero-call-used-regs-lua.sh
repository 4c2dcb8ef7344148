#!/bin/sh
# Cost of -fzero-call-used-regs on a call-heavy program, the Lua 5.4
# interpreter (Debian's source): for each compiler and mode, the text
# size, the instructions added per return, and (natively) the run time
# of a call-heavy Lua script, side by side.
# Usage: bench/zero-call-used-regs-lua.sh TARGET RUNS COMPILER...
#   TARGET is native (build and time) or aarch64 (cross: sizes and
#   counts only); each COMPILER is NAME=COMMAND, e.g. fork=install/bin/gcc.
set -eu
. "$(dirname "$0")/lib.sh"
target=$1 runs=$2; shift 2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
here=$(cd "$(dirname "$0")" && pwd)
src=$(unpack lua "$tmp")
case $target in
  native) objdump=objdump size=size ;;
  aarch64) objdump=aarch64-linux-gnu-objdump size=aarch64-linux-gnu-size ;;
  *) echo "unknown target $target" >&2; exit 1 ;;
esac
modes="none used-gpr all"
cat > "$tmp/calls.lua" <<'LUA'
local function fib (n) if n < 2 then return n end return fib (n - 1) + fib (n - 2) end
local t = {}
for i = 1, 200000 do t[i] = tostring (i) end
table.sort (t)
local s = 0
for i = 1, 3 do s = s + fib (31) end
print (s, #t)
LUA
build () { # NAME COMPILER MODE
  flags=
  [ "$3" = none ] || flags="-fzero-call-used-regs=$3"
  "$here/build.sh" lua "$src" "$tmp/$1-$3" "$2" $flags
}
count () { # DIR: text bytes, instructions, returns of the objects
  $objdump -d --no-show-raw-insn "$1"/*.o | awk '
    /^ +[0-9a-f]+:\t/ { n++; if ($2 == "ret" || $2 == "retq") r++ }
    END { print n, r }'
}
printf "%-10s %-9s %9s %9s %8s %13s %8s\n" compiler mode text insns returns "added/return" seconds
for c in "$@"; do
  name=${c%%=*} cc=${c#*=}
  for m in $modes; do
    build "$name" "$cc" "$m"
  done
done
for i in $(seq "$runs"); do
  for c in "$@"; do
    for m in $modes; do
      [ "$target" = native ] || continue
      d=$tmp/${c%%=*}-$m
      echo "${c%%=*}-$m $(seconds sh -c "'$d/prog' '$tmp/calls.lua' > /dev/null")" >> "$tmp/times"
    done
  done
done
for c in "$@"; do
  name=${c%%=*}
  set -- $(count "$tmp/$name-none"); base=$1
  for m in $modes; do
    d=$tmp/$name-$m
    text=$($size "$d"/*.o | awk 'NR > 1 { t += $1 } END { print t }')
    set -- $(count "$d")
    secs=-
    if [ -f "$tmp/times" ]; then
      secs=$(median "$tmp/times" "$name-$m" 2)
    fi
    printf "%-10s %-9s %9d %9d %8d %13.2f %8s\n" "$name" "$m" "$text" "$1" "$2" \
      "$(echo "$1 $base $2" | awk '{ print ($1 - $2) / $3 }')" "$secs"
  done
done
