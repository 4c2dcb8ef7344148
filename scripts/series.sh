# Shared by prepare-source.sh and export-patches.sh (sourced, not run).
#
# build/src is a git repository: its root commit, tagged $pristine_tag,
# is the unpacked GCC tarball, and each later commit is one patch of
# patches/series.  The file .git/hardening-state records, after each
# preparation or export, the series it matches and the commit it
# matched at, so that neither script can drop work that is not exported.

pristine_tag=gcc-12.2.0

# Fixed identity and dates, so that the same series applied anywhere
# gives the same commits.
export GIT_COMMITTER_NAME="gcc-hardening" GIT_COMMITTER_EMAIL="gcc-hardening@localhost"
export GIT_CONFIG_NOSYSTEM=1

# series_files PATCHDIR [COUNT]: the patch names of PATCHDIR/series in
# order, without comments and blank lines; only the first COUNT if given.
series_files () {
  sed -e 's/#.*//' -e 's/[[:space:]]*$//' -e '/^$/d' "$1/series" |
    head -n "${2:-1000000}"
}

# series_fingerprint PATCHDIR [COUNT]: a hash of the names and contents
# of the patches that series_files lists.
series_fingerprint () {
  series_files "$@" | while read -r p; do
    echo "$p"; cat "$1/$p"
  done | sha256sum | cut -d' ' -f1
}

# tree_is_dirty SRC: true when SRC has edits or new files not committed.
tree_is_dirty () {
  [ -n "$(git -C "$1" status --porcelain 2>/dev/null | head -n 1)" ]
}

# state_get SRC KEY / state_set SRC SERIES HEAD, kept in SRC's git
# directory (for a worktree, its own one under the main repository).
state_get () {
  sed -n "s/^$2 //p" "$(git -C "$1" rev-parse --absolute-git-dir)/hardening-state" \
    2>/dev/null
}
state_set () {
  printf 'series %s\nhead %s\n' "$2" "$3" \
    > "$(git -C "$1" rev-parse --absolute-git-dir)/hardening-state"
}
