# -fsanitize=kcfi is Clang's ABI: objects of the fork and of clang-22
# call each other through pointers, the checks of each accept the type
# ids of the other, and a call through a pointer of another type traps.
# Also with the patching area of Linux's call padding, and with
# -fsanitize-kcfi-arity, whose counts agree with clang-22's for
# functions that read all their parameters.
. "$GROUP_DIR/lib.sh"
command -v clang-22 > /dev/null || { echo "clang-22 is not installed"; exit 1; }
cp "$GROUP_DIR/kcfi-lib.c" "$GROUP_DIR/kcfi-main.c" "$GROUP_DIR/kcfi-arity.c" .
for opts in "" "-fpatchable-function-entry=11,11" \
    "-fpatchable-function-entry=11,11 -fsanitize-kcfi-arity"; do
  "$GCC" -O2 -fsanitize=kcfi $opts -DP=g_ -c kcfi-lib.c -o lib-gcc.o
  clang-22 -O2 -fsanitize=kcfi $opts -DP=c_ -c kcfi-lib.c -o lib-clang.o
  "$GCC" -O2 -fsanitize=kcfi $opts kcfi-main.c lib-gcc.o lib-clang.o -o kcfi-main
  ./kcfi-main g-calls-c > good-1.txt
  expect_output good-1.txt "42 4"
  ./kcfi-main c-calls-g > good-2.txt
  expect_output good-2.txt "42 4"
  ./kcfi-main g-calls-c-bad > bad-1.txt
  expect_output bad-1.txt "trapped with signal 4"
  ./kcfi-main c-calls-g-bad > bad-2.txt
  expect_output bad-2.txt "trapped with signal 4"
done

# preambles OBJECT: "NAME REGISTER ID" for each __cfi_NAME of OBJECT.
preambles () {
  objdump -d --no-show-raw-insn "$1" |
    awk '/^[0-9a-f]+ <__cfi_/ { n = $2; gsub(/[<>:]|__cfi_/, "", n); next }
         n != "" && /mov +\$/ { split($NF, o, ","); print n, o[2], o[1]; n = "" }'
}
"$GCC" -O2 -fsanitize=kcfi -fsanitize-kcfi-arity -c kcfi-arity.c -o arity-gcc.o
clang-22 -O2 -fsanitize=kcfi -fsanitize-kcfi-arity -c kcfi-arity.c -o arity-clang.o
preambles arity-gcc.o > arity-gcc.txt
preambles arity-clang.o > arity-clang.txt
expect_output arity-gcc.txt "a7 %edi"
[ "$(wc -l < arity-gcc.txt)" = 12 ]
diff arity-clang.txt arity-gcc.txt
