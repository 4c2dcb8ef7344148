#!/bin/sh
# Write the inputs of the benchmark workloads, the same bytes on every
# run and every machine.
# Usage: bench/inputs.sh DIR SCALE
#   SCALE is a small integer, about the seconds that each workload takes
#   on this 2-core machine: the corpus is 2*SCALE MiB, the Lua script
#   runs its rounds SCALE times and speedtest1 gets --size 12*SCALE.
# Writes DIR/corpus (zlib), DIR/calls.lua (Lua), DIR/sqlite.args.
set -eu
. "$(dirname "$0")/lib.sh"
dir=$1 scale=$2
mkdir -p "$dir"
corpus "$dir/corpus" $((2 * scale))
echo "--memdb --verify --testset main --size $((12 * scale))" > "$dir/sqlite.args"
# Calls of every kind the interpreter makes: recursion, closures,
# methods through a metatable, varargs, a sort with a Lua comparator,
# and library calls.  It prints one checksum per part.
cat > "$dir/calls.lua" <<EOF
local rounds = $scale
EOF
cat >> "$dir/calls.lua" <<'EOF'
local function fib (n) if n < 2 then return n end return fib (n - 1) + fib (n - 2) end
local Point = {}
Point.__index = Point
function Point.new (x, y) return setmetatable ({ x = x, y = y }, Point) end
function Point:add (o) return Point.new (self.x + o.x, self.y + o.y) end
function Point:norm1 () return math.abs (self.x) + math.abs (self.y) end
local function sum (...)
  local s = 0
  for i = 1, select ('#', ...) do s = s + select (i, ...) end
  return s
end
local function counter ()
  local c = 0
  return function (k) c = c + k return c end
end
local f, p, c, t, s = 0, nil, nil, nil, 0
for r = 1, rounds do
  f = f + fib (25)
  p = Point.new (0, 0)
  for i = 1, 150000 do p = p:add (Point.new (i % 7 - 3, i % 5 - 1)) end
  c = counter ()
  for i = 1, 150000 do c (sum (i, r, 2)) end
  t = {}
  for i = 1, 40000 do t[i] = (i * 7919 + r) % 50021 end
  table.sort (t, function (a, b) return a > b end)
  local parts = {}
  for i = 1, 20000 do parts[#parts + 1] = string.format ("%d:%s", i, tostring (i * r)) end
  s = s + #table.concat (parts, ",")
end
print ("fib", f)
print ("points", p.x, p.y, p:norm1 ())
print ("closures", c (0))
print ("sort", t[1], t[#t])
print ("strings", s)
EOF
