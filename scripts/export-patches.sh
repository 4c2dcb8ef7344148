#!/bin/sh
# Write the commits of SRC since the pristine tree back into PATCHDIR,
# one git format-patch file per commit, and PATCHDIR/series.
# Usage: scripts/export-patches.sh SRC PATCHDIR
# The output holds no commit hashes, dates of export or version strings,
# so exporting an unchanged tree changes no file.
set -eu
src=$1 patches=$2
. "$(dirname "$0")/series.sh"

if [ ! -d "$src/.git" ]; then
  echo "error: $src is not prepared; run 'make source' first" >&2
  exit 1
fi
if tree_is_dirty "$src"; then
  echo "error: $src has uncommitted edits; commit them (git -C $src commit)" >&2
  echo "  before exporting:" >&2
  git -C "$src" status --short | head -n 10 | sed 's/^/  /' >&2
  exit 1
fi

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
git -C "$src" -c core.abbrev=12 -c diff.noprefix=false -c diff.renames=true \
  format-patch -q --zero-commit --no-signature --no-numbered \
  -o "$tmp" "$pristine_tag"..HEAD
(cd "$tmp" && ls -1 -- *.patch 2>/dev/null || true) > "$tmp/series"

mkdir -p "$patches"
rm -f "$patches"/*.patch "$patches/series"
cp "$tmp"/*.patch "$tmp/series" "$patches"/ 2>/dev/null || cp "$tmp/series" "$patches"/
state_set "$src" "$(series_fingerprint "$patches")" "$(git -C "$src" rev-parse HEAD)"
echo "exported $(series_files "$patches" | wc -l) patches to $patches"
