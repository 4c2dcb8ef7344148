# The aarch64 cross compiler sizes counted arrays by their count and
# traps on an index past it; the programs run under qemu.
. "$GROUP_DIR/lib.sh"
cat > cnt.c <<'C'
#include <stdio.h>
#include <stdlib.h>
struct s { short n; long data[] __attribute__ ((counted_by (n))); };
__attribute__ ((noipa)) long get (struct s *p, int i) { return p->data[i]; }
int main (int argc, char **argv)
{
  struct s *p = calloc (1, sizeof *p + 16 * sizeof (long));
  p->n = 3;
  printf ("%zu\n", __builtin_dynamic_object_size (p->data, 1));
  get (p, argc > 1 ? atoi (argv[1]) : 0);
  puts ("done");
  return 0;
}
C
"$CROSS_GCC" -O2 -fsanitize=bounds -fsanitize-trap=bounds cnt.c -o cnt
$QEMU ./cnt 2 > out.txt
expect_output out.txt "24"
expect_output out.txt "done"
if $QEMU ./cnt 3 > /dev/null 2>&1; then echo "index 3 of 3 did not trap"; exit 1; fi
