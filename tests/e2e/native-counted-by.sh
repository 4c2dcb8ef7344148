# counted_by as a user meets it: a program built with -D_FORTIFY_SOURCE=3
# stops at the count, and -fsanitize=bounds -fsanitize-trap=bounds traps
# on an index past the count with no UBSan runtime linked.
. "$GROUP_DIR/lib.sh"
cat > msg.c <<'C'
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
struct msg { int len; char text[] __attribute__ ((counted_by (len))); };
__attribute__ ((noipa)) void put (struct msg *m, const char *s, size_t n) { memcpy (m->text, s, n); }
__attribute__ ((noipa)) char get (struct msg *m, int i) { return m->text[i]; }
int main (int argc, char **argv)
{
  struct msg *m = malloc (sizeof *m + 64);
  m->len = 8;
  printf ("%zu %zu\n", __builtin_dynamic_object_size (m->text, 1),
          __builtin_dynamic_object_size (m, 0));
  put (m, "0123456789", argc > 1 ? atoi (argv[1]) : 8);
  get (m, argc > 2 ? atoi (argv[2]) : 0);
  puts ("done");
  return 0;
}
C
"$GCC" -O2 -D_FORTIFY_SOURCE=3 msg.c -o fortify
./fortify > out.txt 2>&1
expect_output out.txt "8 12"
expect_output out.txt "done"
if ./fortify 9 > out9.txt 2>&1; then echo "memcpy past the count was not stopped"; exit 1; fi
expect_output out9.txt "buffer overflow detected"
"$GCC" -O2 -fsanitize=bounds -fsanitize-trap=bounds msg.c -o trap
./trap 8 7 > trap-ok.txt 2>&1
expect_output trap-ok.txt "done"
if ./trap 8 8 > /dev/null 2>&1; then echo "index 8 of 8 did not trap"; exit 1; fi
if nm trap | grep -q __ubsan; then echo "the trap form calls the runtime"; exit 1; fi
if readelf -d trap | grep -q libubsan; then echo "the trap form links libubsan"; exit 1; fi
"$GCC" -O2 -fsanitize=bounds msg.c -o report
./report 8 9 > report.txt 2>&1
expect_output report.txt "runtime error: index 9 out of bounds for type 'char [*]'"
# Linux 6.12's CONFIG_CC_HAS_COUNTED_BY probe.
echo 'struct flex { int count; int array[] __attribute__((__counted_by__(count))); };' |
  "$GCC" -x c - -c -o /dev/null -Werror
# A pointer member with counted_by: the same checks on what it points to.
cat > ptr.c <<'C'
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
struct buf { char *data __attribute__ ((counted_by (len))); unsigned len; };
__attribute__ ((noipa)) void put (struct buf *b, const char *s, size_t n) { memcpy (b->data, s, n); }
__attribute__ ((noipa)) char get (struct buf *b, int i) { return b->data[i]; }
int main (int argc, char **argv)
{
  struct buf b = { malloc (64), 8 };
  printf ("size %zu\n", __builtin_dynamic_object_size (b.data + 2, 1));
  put (&b, "0123456789", argc > 1 ? atoi (argv[1]) : 8);
  get (&b, argc > 2 ? atoi (argv[2]) : 0);
  puts ("done");
  return 0;
}
C
"$GCC" -O2 -D_FORTIFY_SOURCE=3 ptr.c -o ptr-fortify
./ptr-fortify > ptr-out.txt 2>&1
expect_output ptr-out.txt "size 6"
expect_output ptr-out.txt "done"
if ./ptr-fortify 9 > ptr-out9.txt 2>&1; then echo "memcpy through a counted pointer was not stopped"; exit 1; fi
expect_output ptr-out9.txt "buffer overflow detected"
"$GCC" -O2 -fsanitize=bounds -fsanitize-trap=bounds ptr.c -o ptr-trap
./ptr-trap 8 7 > ptr-trap-ok.txt 2>&1
expect_output ptr-trap-ok.txt "done"
if ./ptr-trap 8 8 > /dev/null 2>&1; then echo "index 8 of a pointer counted 8 did not trap"; exit 1; fi
# The probe for pointer members that a kernel's Kconfig can use.
echo 'struct foo { int n; int *p __attribute__((__counted_by__(n))); };' |
  "$GCC" -x c - -c -o /dev/null -Werror
