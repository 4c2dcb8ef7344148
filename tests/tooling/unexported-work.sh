# make patches refuses uncommitted edits; make source refuses to reapply a
# changed series over commits that were never exported.
. "$GROUP_DIR/lib.sh"
fake_tarball gcc.tar.xz
mkdir patches && : > patches/series
"$S/prepare-source.sh" src patches gcc.tar.xz
echo edit >> src/gcc/main.c
sum=$(cat patches/series | sha256sum)
fails_with "has uncommitted edits" "$S/export-patches.sh" src patches
[ "$(cat patches/series | sha256sum)" = "$sum" ]
git -C src commit -q -am "c: Work in progress"
echo "0001-other.patch" >> patches/series && echo "not applied" > patches/0001-other.patch
fails_with "are not exported" "$S/prepare-source.sh" src patches gcc.tar.xz
git -C src log --format=%s -1 | grep -q 'Work in progress'
