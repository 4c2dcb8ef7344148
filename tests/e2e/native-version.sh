# The installed compiler names the fork and points bug reports at it.
. "$GROUP_DIR/lib.sh"
"$GCC" --version > version.txt
head -n 1 version.txt | grep -Eq '^gcc \(gcc-hardening [0-9][^)]*\) 12\.2\.0$' || {
  echo "unexpected first line:"; head -n 1 version.txt; exit 1; }
"$GCC" --help > help.txt
expect_output help.txt "share/doc/gcc-hardening/README.md"
