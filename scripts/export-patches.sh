#!/bin/sh
# Write the commits of SRC since the pristine tree back into PATCHDIR,
# one git format-patch file per commit, and PATCHDIR/series.
# Usage: scripts/export-patches.sh SRC PATCHDIR [COVER]
# With COVER, a file whose first line is the series' subject and the rest
# its description, also PATCHDIR/0000-cover-letter.patch, as
# 'git format-patch --cover-letter' writes it (not listed in the series).
# The output holds no commit hashes, dates of export or version strings,
# so exporting an unchanged tree changes no file.
set -eu
src=$1 patches=$2 cover=${3:-}
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
# The cover letter is dated like the last commit, not the export.
GIT_COMMITTER_DATE=$(git -C "$src" log -1 --format=%cD) \
git -C "$src" -c core.abbrev=12 -c diff.noprefix=false -c diff.renames=true \
  format-patch -q --zero-commit --no-signature --no-numbered \
  ${cover:+--cover-letter} -o "$tmp" "$pristine_tag"..HEAD
(cd "$tmp" && ls -1 -- *.patch 2>/dev/null | grep -v '^0000-cover-letter' || true) \
  > "$tmp/series"
if [ -n "$cover" ] && [ -f "$tmp/0000-cover-letter.patch" ]; then
  # Put COVER in place of format-patch's *** SUBJECT HERE *** and
  # *** BLURB HERE *** lines; number the subject as "0/N" the way a
  # series is mailed.
  awk -v cover="$cover" -v n="$(wc -l < "$tmp/series")" '
    /^Subject: .*\*\*\* SUBJECT HERE \*\*\*/ {
      getline subject < cover
      print "Subject: [PATCH 0/" n "] " subject; next }
    /^\*\*\* BLURB HERE \*\*\*$/ {
      getline line < cover
      while ((getline line < cover) > 0) print line
      next }
    { print }' "$tmp/0000-cover-letter.patch" > "$tmp/cover" &&
  mv "$tmp/cover" "$tmp/0000-cover-letter.patch"
fi

mkdir -p "$patches"
rm -f "$patches"/*.patch "$patches/series"
cp "$tmp"/*.patch "$tmp/series" "$patches"/ 2>/dev/null || cp "$tmp/series" "$patches"/
state_set "$src" "$(series_fingerprint "$patches")" "$(git -C "$src" rev-parse HEAD)"
echo "exported $(series_files "$patches" | wc -l) patches to $patches"
