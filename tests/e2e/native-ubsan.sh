# -fsanitize=undefined and -fsanitize=bounds link without extra flags and
# report through the UBSan runtime; the trap form (GCC 12.2 spells it
# -fsanitize-undefined-trap-on-error) needs no runtime.
. "$GROUP_DIR/lib.sh"
cat > ub.c <<'C'
int a[4];
int __attribute__ ((noipa)) get (int i) { return a[i]; }
int __attribute__ ((noipa)) add (int x, int y) { return x + y; }
int main (void) { add (__INT_MAX__, 1); get (4); return 0; }
C
"$GCC" -O1 -fsanitize=undefined ub.c -o ub
./ub > out.txt 2>&1
expect_output out.txt "ub.c:3:59: runtime error: signed integer overflow: 2147483647 + 1 cannot be represented in type 'int'"
expect_output out.txt "ub.c:2:51: runtime error: index 4 out of bounds for type 'int [4]'"
"$GCC" -O1 -fsanitize=bounds -static-libubsan ub.c -o ub-static
./ub-static > out-static.txt 2>&1
expect_output out-static.txt "runtime error: index 4 out of bounds"
"$GCC" -O1 -fsanitize=bounds -fsanitize-undefined-trap-on-error ub.c -o ub-trap
if ./ub-trap 2> /dev/null; then echo "trap form did not trap"; exit 1; fi
if nm ub-trap | grep -q __ubsan; then echo "trap form calls the runtime"; exit 1; fi
