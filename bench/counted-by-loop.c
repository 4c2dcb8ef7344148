/* Sum a counted array REPEAT times; print nanoseconds per element.  */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

struct counted { int n; int data[] __attribute__ ((counted_by (n))); };

__attribute__ ((noinline)) long
sum (struct counted *p)
{
  long t = 0;
  for (int i = 0; i < p->n; i++)
    t += p->data[i];
  return t;
}

/* Indexes from another array: the check cannot be proved away.  */
__attribute__ ((noinline)) long
gather (struct counted *p, const int *idx, int m)
{
  long t = 0;
  for (int i = 0; i < m; i++)
    t += p->data[idx[i]];
  return t;
}

int
main (int argc, char **argv)
{
  int n = 1 << 14, repeat = argc > 1 ? atoi (argv[1]) : 20000;
  struct counted *p = malloc (sizeof *p + n * sizeof (int));
  int *idx = malloc (n * sizeof (int));
  p->n = n;
  for (int i = 0; i < n; i++)
    {
      p->data[i] = i;
      idx[i] = (i * 7919) % n;
    }
  struct timespec t0, t1, t2;
  long total = 0;
  clock_gettime (CLOCK_MONOTONIC, &t0);
  for (int r = 0; r < repeat; r++)
    {
      __asm__ volatile ("" : : "r" (p) : "memory");
      total += sum (p);
    }
  clock_gettime (CLOCK_MONOTONIC, &t1);
  for (int r = 0; r < repeat; r++)
    {
      __asm__ volatile ("" : : "r" (p) : "memory");
      total += gather (p, idx, n);
    }
  clock_gettime (CLOCK_MONOTONIC, &t2);
  double e = (double) n * repeat;
  printf ("sum %.3f ns/elt, gather %.3f ns/elt (%ld)\n",
	  ((t1.tv_sec - t0.tv_sec) * 1e9 + (t1.tv_nsec - t0.tv_nsec)) / e,
	  ((t2.tv_sec - t1.tv_sec) * 1e9 + (t2.tv_nsec - t1.tv_nsec)) / e,
	  total);
  return 0;
}
