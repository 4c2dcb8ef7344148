# The cross compiler's libgcc is there: 128-bit integer division and
# quad-precision long double arithmetic are library calls on aarch64.
. "$GROUP_DIR/lib.sh"
cat > lib.c <<'C'
#include <stdio.h>
__int128 __attribute__ ((noipa)) div128 (__int128 a, __int128 b) { return a / b; }
long double __attribute__ ((noipa)) addq (long double a, long double b) { return a + b; }
int main (void)
{
  __int128 q = div128 ((__int128) 1 << 100, 1 << 20);
  printf ("%d %.1Lf\n", q == ((__int128) 1 << 80), addq (1.5L, 2.25L));
  return 0;
}
C
"$CROSS_GCC" -O2 lib.c -o lib
nm lib | grep -q __divti3
nm lib | grep -q __addtf3
$QEMU ./lib > out.txt
expect_output out.txt "1 3.8"
"$CROSS_GCC" -O2 -static lib.c -o lib-static
$QEMU ./lib-static > out-static.txt
expect_output out-static.txt "1 3.8"
