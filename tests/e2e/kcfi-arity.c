/* Functions that read all their parameters, for which the fork and
   clang-22 give the same -fsanitize-kcfi-arity count.  */

struct two { long a, b; };
struct big { long a, b, c, d; };

long a0 (void) { return 0; }
long a1 (long a) { return a; }
long a2 (long a, int b) { return a + b; }
long a3 (long a, long b, char *c) { return a + b + *c; }
long a4 (long a, long b, long c, long d) { return a + b + c + d; }
long a5 (long a, long b, long c, long d, long e) { return a + b + c + d + e; }
long a6 (long a, long b, long c, long d, long e, long f)
{ return a + b + c + d + e + f; }
long a7 (long a, long b, long c, long d, long e, long f, long g)
{ return a + b + c + d + e + f + g; }
long fp (double a, long b) { return a + b; }
long two (struct two t) { return t.a + t.b; }
long big (struct big t) { return t.a + t.d; }
struct big ret (long x) { struct big r = { x, x, x, x }; return r; }
