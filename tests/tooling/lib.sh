# Helpers for the tests of the project's scripts (sourced by each test).
# They work on a small stand-in for the GCC tarball, in the scratch
# directory, so they run in seconds.

S=$TOP/scripts

# fake_tarball FILE: a tar.xz laid out like gcc-12.2.0-dfsg.tar.xz.
fake_tarball () {
  mkdir -p t/gcc-12.2.0/gcc t/gcc-12.2.0/contrib
  printf 'int main (void) { return 0; }\n' > t/gcc-12.2.0/gcc/main.c
  printf 'line 1\nline 2\nline 3\n' > t/gcc-12.2.0/gcc/notes.txt
  printf '#!/bin/sh\nexit 0\n' > t/gcc-12.2.0/contrib/gcc_update
  chmod +x t/gcc-12.2.0/contrib/gcc_update
  tar -cJf "$1" -C t gcc-12.2.0
  rm -rf t
}

# commit_change SRC FILE TEXT SUBJECT: append TEXT to FILE and commit.
commit_change () {
  echo "$3" >> "$1/$2"
  git -C "$1" commit -q -am "$4" -m "Why the change is made.

gcc/ChangeLog:

	* $2: Change."
}

# fails_with TEXT COMMAND...: COMMAND fails and its stderr holds TEXT.
fails_with () {
  text=$1; shift
  if "$@" 2> err.txt; then echo "did not fail: $*"; return 1; fi
  grep -qF -- "$text" err.txt || { echo "expected '$text' in:"; cat err.txt; return 1; }
}
