# A missing tarball and a disk without room give clear messages.
. "$GROUP_DIR/lib.sh"
mkdir patches && : > patches/series
fails_with "not found; it comes with Debian's gcc-12-source" \
  "$S/prepare-source.sh" src patches /nonexistent/gcc.tar.xz
[ ! -e src ]
fails_with "needs about 999999999 MB free in" "$S/need-disk.sh" . 999999999 "a test"
