/* Used by cross-zero-call-used-regs.sh: with SVE, a function compiled
   with zero_call_used_regs ("all") clears all of z8 but its callee-saved
   low 64 bits, and the predicate p0.  A helper sets every lane of z8
   and every bit of p0, calls it, and records them.  */
#include <stdio.h>
unsigned long z8buf[32], p0buf[8];
volatile double din[2];
volatile double dout;
__attribute__ ((noipa, zero_call_used_regs ("all"))) void
f (void)
{
  double x = din[0] + 1, y = din[1] + 2;
  dout = x * y;
}
__asm__ (".text\n.global rec\n.type rec, %function\nrec:\n"
	 "\tstp x29, x30, [sp, -32]!\n\tstr d8, [sp, 16]\n"
	 "\tmov x1, #0x5a5a\n\tdup z8.d, x1\n\tptrue p0.b\n"
	 "\tblr x0\n"
	 "\tadrp x1, z8buf\n\tadd x1, x1, :lo12:z8buf\n\tstr z8, [x1]\n"
	 "\tadrp x1, p0buf\n\tadd x1, x1, :lo12:p0buf\n\tstr p0, [x1]\n"
	 "\tldr d8, [sp, 16]\n\tldp x29, x30, [sp], 32\n\tret\n");
extern void rec (void (*) (void));
int main (void)
{
  rec (f);
  unsigned long vl;
  __asm__ ("cntd %0" : "=r" (vl));
  int hi = 0;
  for (unsigned i = 1; i < vl; i++) hi += z8buf[i] == 0;
  printf ("lanes %lu z8 low %s high zero %d/%lu p0 %s\n", vl, z8buf[0] == 0x5a5a ? "kept" : "lost", hi, vl - 1, p0buf[0] == 0 ? "zero" : "set");
  return 0;
}
