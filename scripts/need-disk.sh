#!/bin/sh
# Stop with a clear message unless DIR's file system has MB megabytes free.
# Usage: scripts/need-disk.sh DIR MB WHAT
set -eu
dir=$1 need=$2 what=$3
mkdir -p "$dir"
free=$(df -Pm "$dir" | awk 'NR == 2 { print $4 }')
if [ "$free" -lt "$need" ]; then
  echo "error: $what needs about $need MB free in $dir; only $free MB are free" >&2
  exit 1
fi
