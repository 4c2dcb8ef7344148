/* Calls between objects of the fork (g_) and of clang-22 (c_) with
   -fsanitize=kcfi: a call through a pointer of the function's type
   passes the check of the other compiler, one through a pointer of
   another type traps.  Usage: kcfi-main CASE.  */

#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

struct buf { char *data; unsigned long len; };
typedef unsigned long fill_fn (struct buf *, const char *, const char *);

#define DECLARE(P) \
  int P##add1 (int); \
  fill_fn P##fill; \
  int P##call_int (int (*) (int), int); \
  long P##call_long (long (*) (long), long); \
  unsigned long P##call_fill (fill_fn *, struct buf *);
DECLARE (g_)
DECLARE (c_)

static void
on_trap (int sig)
{
  printf ("trapped with signal %d\n", sig);
  fflush (stdout);
  _exit (0);
}

int
main (int argc, char **argv)
{
  char data[16];
  struct buf b = { data, 0 };
  const char *c = argc > 1 ? argv[1] : "";

  signal (SIGILL, on_trap);
  signal (SIGTRAP, on_trap);
  if (!strcmp (c, "g-calls-c"))
    printf ("%d %lu\n", g_call_int (c_add1, 41), g_call_fill (c_fill, &b));
  else if (!strcmp (c, "c-calls-g"))
    printf ("%d %lu\n", c_call_int (g_add1, 41), c_call_fill (g_fill, &b));
  else if (!strcmp (c, "g-calls-c-bad"))
    printf ("%ld\n", g_call_long ((long (*) (long)) c_add1, 1));
  else if (!strcmp (c, "c-calls-g-bad"))
    printf ("%ld\n", c_call_long ((long (*) (long)) g_add1, 1));
  else
    return 2;
  return 0;
}
