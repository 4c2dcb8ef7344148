# A patch that does not apply stops make source with the patch's name and
# the file that failed, and leaves patches/ alone.
. "$GROUP_DIR/lib.sh"
fake_tarball gcc.tar.xz
mkdir patches && : > patches/series
"$S/prepare-source.sh" src patches gcc.tar.xz
commit_change src gcc/notes.txt 'line 4' "doc: Change notes"
"$S/export-patches.sh" src patches
sed -i 's/^ line 3$/ line three/' patches/0001-doc-Change-notes.patch
sum=$(cat patches/* | sha256sum)
fails_with "error: patch 0001-doc-Change-notes.patch does not apply to gcc/notes.txt" \
  "$S/prepare-source.sh" fresh patches gcc.tar.xz
[ "$(cat patches/* | sha256sum)" = "$sum" ]
