# -fsanitize=kcfi is Clang's ABI: objects of the fork and of clang-22
# call each other through pointers, the checks of each accept the type
# ids of the other, and a call through a pointer of another type traps.
# Also with the patching area of Linux's call padding.
. "$GROUP_DIR/lib.sh"
command -v clang-22 > /dev/null || { echo "clang-22 is not installed"; exit 1; }
cp "$GROUP_DIR/kcfi-lib.c" "$GROUP_DIR/kcfi-main.c" .
for pad in "" "-fpatchable-function-entry=11,11"; do
  "$GCC" -O2 -fsanitize=kcfi $pad -DP=g_ -c kcfi-lib.c -o lib-gcc.o
  clang-22 -O2 -fsanitize=kcfi $pad -DP=c_ -c kcfi-lib.c -o lib-clang.o
  "$GCC" -O2 -fsanitize=kcfi $pad kcfi-main.c lib-gcc.o lib-clang.o -o kcfi-main
  ./kcfi-main g-calls-c > good-1.txt
  expect_output good-1.txt "42 4"
  ./kcfi-main c-calls-g > good-2.txt
  expect_output good-2.txt "42 4"
  ./kcfi-main g-calls-c-bad > bad-1.txt
  expect_output bad-1.txt "trapped with signal 4"
  ./kcfi-main c-calls-g-bad > bad-2.txt
  expect_output bad-2.txt "trapped with signal 4"
done
