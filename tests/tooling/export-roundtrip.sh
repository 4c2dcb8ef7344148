# make source applies the series, make patches writes it back unchanged,
# and a fresh tree prepared from the export is the same tree.
. "$GROUP_DIR/lib.sh"
fake_tarball gcc.tar.xz
mkdir patches && : > patches/series
"$S/prepare-source.sh" src patches gcc.tar.xz
commit_change src gcc/main.c '/* one */' "c: First change"
commit_change src gcc/notes.txt 'line 4' "doc: Second change"
printf 'Two changes\n\nWhat the series does.\n' > cover.txt
"$S/export-patches.sh" src patches cover.txt
[ "$(cat patches/series)" = "0001-c-First-change.patch
0002-doc-Second-change.patch" ]
grep -q '^From 0000000000000000000000000000000000000000 ' patches/0001-c-First-change.patch
# The cover letter: the subject and text of cover.txt, the shortlog.
grep -q '^Subject: \[PATCH 0/2\] Two changes$' patches/0000-cover-letter.patch
grep -q '^What the series does\.$' patches/0000-cover-letter.patch
grep -q 'c: First change' patches/0000-cover-letter.patch
! grep -q 'HERE \*\*\*' patches/0000-cover-letter.patch
cp -r patches exported-once
sleep 1
"$S/export-patches.sh" src patches cover.txt
diff -r exported-once patches
"$S/prepare-source.sh" src patches gcc.tar.xz | grep -q 'up to date'
"$S/prepare-source.sh" src2 patches gcc.tar.xz
[ "$(git -C src rev-parse 'HEAD^{tree}')" = "$(git -C src2 rev-parse 'HEAD^{tree}')" ]
# The series changes (a patch is dropped): the tree is rebuilt from it.
sed -i '2d' patches/series
"$S/prepare-source.sh" src2 patches gcc.tar.xz
[ "$(git -C src2 rev-list --count gcc-12.2.0..HEAD)" = 1 ]
