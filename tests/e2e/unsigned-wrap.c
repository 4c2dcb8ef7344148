/* Shared by the unsigned-overflow end-to-end tests: a size computation
   that wraps for a large first argument.  */
#include <stdio.h>
#include <stdlib.h>
__attribute__ ((noipa)) unsigned long size (unsigned long n, unsigned long m) { return n * m + 16; }
int main (int argc, char **argv)
{
  unsigned long n = argc > 1 ? strtoul (argv[1], 0, 0) : 10;
  printf ("size %lu\n", size (n, 4));
  return 0;
}
