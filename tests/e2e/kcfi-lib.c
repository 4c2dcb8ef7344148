/* Compiled by both compilers with -fsanitize=kcfi, with P as the
   prefix of the names: each calls the functions of the other through
   pointers (kcfi-main.c).  */

#define CAT2(a, b) a##b
#define CAT(a, b) CAT2 (a, b)
#define NAME(n) CAT (P, n)

struct buf { char *data; unsigned long len; };

int NAME (add1) (int a) { return a + 1; }

/* A type with substitutions in its mangling.  */
unsigned long
NAME (fill) (struct buf *b, const char *s, const char *t)
{
  b->len = 0;
  while (*s)
    b->data[b->len++] = *s++;
  while (*t)
    b->data[b->len++] = *t++;
  return b->len;
}

int NAME (call_int) (int (*p) (int), int x) { return p (x) + 0; }

long NAME (call_long) (long (*p) (long), long x) { return p (x) + 0; }

unsigned long
NAME (call_fill) (unsigned long (*p) (struct buf *, const char *,
				      const char *), struct buf *b)
{
  return p (b, "ab", "cd") + 0;
}
