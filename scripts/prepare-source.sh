#!/bin/sh
# Unpack GCC 12.2.0 into SRC as a git repository and apply the series.
# Usage: scripts/prepare-source.sh SRC PATCHDIR TARBALL [COUNT]
# With COUNT, apply only the first COUNT patches (the baseline tree).
# Does nothing when SRC already holds the current series; refuses to
# reapply over commits or edits in SRC that are not exported.
set -eu
src=$1 patches=$2 tarball=$3 count=${4:-}
. "$(dirname "$0")/series.sh"

want=$(series_fingerprint "$patches" $count)

# A worktree has a .git file, not a folder.
if [ -e "$src/.git" ]; then
  [ "$(state_get "$src" series)" = "$want" ] && {
    echo "$src is up to date with $patches/series"; exit 0; }
  if tree_is_dirty "$src" ||
     [ "$(git -C "$src" rev-parse HEAD)" != "$(state_get "$src" head)" ]; then
    echo "error: $patches/series changed, but $src has commits or edits that" >&2
    echo "  are not exported.  Commit and run 'make patches', or discard them" >&2
    echo "  (rm -rf $src), then run 'make source' again." >&2
    exit 1
  fi
  echo "$patches/series changed: resetting $src to $pristine_tag"
  git -C "$src" reset -q --hard "$pristine_tag"
  git -C "$src" clean -q -fdx
else
  if [ ! -f "$tarball" ]; then
    echo "error: $tarball not found; it comes with Debian's gcc-12-source" >&2
    echo "  package ('make deps' installs it)." >&2
    exit 1
  fi
  "$(dirname "$0")/need-disk.sh" "$(dirname "$src")" 3000 "unpacking GCC"
  tmp=$src.unpacking
  rm -rf "$tmp"
  mkdir -p "$tmp"
  echo "unpacking $tarball into $src"
  tar -xJf "$tarball" -C "$tmp" --strip-components=1 --no-same-owner
  git -C "$tmp" init -q
  git -C "$tmp" add -A -f
  GIT_AUTHOR_NAME="GCC 12.2.0" GIT_AUTHOR_EMAIL="gcc@gcc.gnu.org" \
  GIT_AUTHOR_DATE="2022-08-19T00:00:00Z" GIT_COMMITTER_DATE="2022-08-19T00:00:00Z" \
    git -C "$tmp" commit -q -m "GCC 12.2.0 as in Debian's gcc-12-source"
  git -C "$tmp" tag "$pristine_tag"
  # Commits made here become patches: give them the project's identity.
  git -C "$tmp" config user.name gcc-hardening
  git -C "$tmp" config user.email gcc-hardening@localhost
  mv "$tmp" "$src"
fi

state_set "$src" none "$(git -C "$src" rev-parse HEAD)"
for p in $(series_files "$patches" $count); do
  echo "applying $p"
  if ! out=$(git -C "$src" am -q --keep-cr --committer-date-is-author-date \
               "$(cd "$patches" && pwd)/$p" 2>&1); then
    git -C "$src" am --abort 2>/dev/null || true
    file=$(echo "$out" | sed -n 's/^error: patch failed: \(.*\):[0-9]*$/\1/p;
                                s/^error: \(.*\): does not exist in index$/\1/p;
                                s/^error: \(.*\): already exists in index$/\1/p' |
           head -n 1)
    echo "error: patch $p does not apply${file:+ to $file}" >&2
    echo "$out" | sed 's/^/  /' >&2
    echo "  $src is left at the patch before it." >&2
    exit 1
  fi
done

# The patched files are newer than everything else now; give generated
# files sane times so that the build does not try to regenerate them.
(cd "$src" && ./contrib/gcc_update --touch > /dev/null)
state_set "$src" "$want" "$(git -C "$src" rev-parse HEAD)"
echo "$src: $(git -C "$src" rev-list --count "$pristine_tag"..HEAD) patches applied"
