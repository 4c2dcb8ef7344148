#!/bin/sh
# Print the build tree a check-full shard runs in: "cross" when its
# selection tests/dejagnu-full/SHARD.txt says "# tree: cross", else
# "native".
# Usage: scripts/shard-tree.sh SHARD
set -eu
tree=$(sed -n 's/^# tree: *//p' "$(dirname "$0")/../tests/dejagnu-full/$1.txt")
echo "${tree:-native}"
