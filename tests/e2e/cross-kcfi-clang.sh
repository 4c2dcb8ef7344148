# The aarch64 side of native-kcfi-clang.sh, run under qemu: a failed
# check is a brk, which traps with SIGTRAP.
. "$GROUP_DIR/lib.sh"
command -v clang-22 > /dev/null || { echo "clang-22 is not installed"; exit 1; }
cp "$GROUP_DIR/kcfi-lib.c" "$GROUP_DIR/kcfi-main.c" .
for pad in "" "-fpatchable-function-entry=4,2"; do
  "$CROSS_GCC" -O2 -fsanitize=kcfi $pad -DP=g_ -c kcfi-lib.c -o lib-gcc.o
  clang-22 --target=aarch64-linux-gnu -O2 -fsanitize=kcfi $pad -DP=c_ -c kcfi-lib.c -o lib-clang.o
  "$CROSS_GCC" -O2 -fsanitize=kcfi $pad kcfi-main.c lib-gcc.o lib-clang.o -o kcfi-main
  $QEMU ./kcfi-main g-calls-c > good-1.txt
  expect_output good-1.txt "42 4"
  $QEMU ./kcfi-main c-calls-g > good-2.txt
  expect_output good-2.txt "42 4"
  $QEMU ./kcfi-main g-calls-c-bad > bad-1.txt
  expect_output bad-1.txt "trapped with signal 5"
  $QEMU ./kcfi-main c-calls-g-bad > bad-2.txt
  expect_output bad-2.txt "trapped with signal 5"
done
