# The aarch64 cross compiler honours -fstrict-flex-arrays too: the object
# size of a trailing [4] array is unknown at level 0 and 16 at level 3.
. "$GROUP_DIR/lib.sh"
cat > objsz.c <<'C'
#include <stdio.h>
#include <sys/types.h>
struct s { int n; int a[4]; };
__attribute__ ((noipa)) size_t size (struct s *p) { return __builtin_object_size (p->a, 1); }
int main (void) { static int buf[16]; printf ("%zd\n", (ssize_t) size ((struct s *) buf)); return 0; }
C
"$CROSS_GCC" -O2 objsz.c -o objsz0
"$CROSS_GCC" -O2 -fstrict-flex-arrays=3 objsz.c -o objsz3
$QEMU ./objsz0 > out0.txt
$QEMU ./objsz3 > out3.txt
expect_output out0.txt "-1"
expect_output out3.txt "16"
