/* Shared by the aarch64 zero-call-used-regs end-to-end test: after a
   function with zero_call_used_regs returns, a helper records x0-x18
   and v0-v31, which it filled with a marker before the call.  A
   register that the function did not touch keeps the marker, one that
   it zeroed is 0, and anything else is data that it left behind.  */
#include <stdio.h>
#include <string.h>

#define MARK 0x5a5aUL
unsigned long regs[20 + 64] __attribute__ ((aligned (16)));
#define X(n) regs[n]
#define VLO(n) regs[20 + 2 * (n)]
#define VHI(n) regs[20 + 2 * (n) + 1]

__asm__ (".text\n"
	 ".global call_and_record\n"
	 ".type call_and_record, %function\n"
	 "call_and_record:\n"
	 "\tstp x29, x30, [sp, -96]!\n"
	 "\tmov x29, sp\n"
	 "\tstp x19, x20, [sp, 16]\n"
	 "\tstp d8, d9, [sp, 32]\n"
	 "\tstp d10, d11, [sp, 48]\n"
	 "\tstp d12, d13, [sp, 64]\n"
	 "\tstp d14, d15, [sp, 80]\n"
	 "\tmov x19, x0\n"
	 "\tmov x0, #0x5a5a\n"
#define R(n) "\tmov x" #n ", x0\n"
	 R(1) R(2) R(3) R(4) R(5) R(6) R(7) R(8) R(9) R(10) R(11) R(12)
	 R(13) R(14) R(15) R(16) R(17) R(18)
#define V(n) "\tdup v" #n ".2d, x0\n"
	 V(0) V(1) V(2) V(3) V(4) V(5) V(6) V(7) V(8) V(9) V(10) V(11)
	 V(12) V(13) V(14) V(15) V(16) V(17) V(18) V(19) V(20) V(21)
	 V(22) V(23) V(24) V(25) V(26) V(27) V(28) V(29) V(30) V(31)
	 "\tblr x19\n"
	 "\tadrp x19, regs\n"
	 "\tadd x19, x19, :lo12:regs\n"
	 "\tstp x0, x1, [x19]\n"
	 "\tstp x2, x3, [x19, 16]\n"
	 "\tstp x4, x5, [x19, 32]\n"
	 "\tstp x6, x7, [x19, 48]\n"
	 "\tstp x8, x9, [x19, 64]\n"
	 "\tstp x10, x11, [x19, 80]\n"
	 "\tstp x12, x13, [x19, 96]\n"
	 "\tstp x14, x15, [x19, 112]\n"
	 "\tstp x16, x17, [x19, 128]\n"
	 "\tstr x18, [x19, 144]\n"
	 "\tadd x20, x19, 160\n"
	 "\tstp q0, q1, [x20]\n"
	 "\tstp q2, q3, [x20, 32]\n"
	 "\tstp q4, q5, [x20, 64]\n"
	 "\tstp q6, q7, [x20, 96]\n"
	 "\tstp q8, q9, [x20, 128]\n"
	 "\tstp q10, q11, [x20, 160]\n"
	 "\tstp q12, q13, [x20, 192]\n"
	 "\tstp q14, q15, [x20, 224]\n"
	 "\tstp q16, q17, [x20, 256]\n"
	 "\tstp q18, q19, [x20, 288]\n"
	 "\tstp q20, q21, [x20, 320]\n"
	 "\tstp q22, q23, [x20, 352]\n"
	 "\tstp q24, q25, [x20, 384]\n"
	 "\tstp q26, q27, [x20, 416]\n"
	 "\tstp q28, q29, [x20, 448]\n"
	 "\tstp q30, q31, [x20, 480]\n"
	 "\tldp d8, d9, [sp, 32]\n"
	 "\tldp d10, d11, [sp, 48]\n"
	 "\tldp d12, d13, [sp, 64]\n"
	 "\tldp d14, d15, [sp, 80]\n"
	 "\tldp x19, x20, [sp, 16]\n"
	 "\tldp x29, x30, [sp], 96\n"
	 "\tret\n"
	 ".size call_and_record, .-call_and_record\n");

extern void call_and_record (void (*) (void));

volatile unsigned long in[8];
volatile double din[8];
volatile unsigned long out;
volatile double dout;

__attribute__ ((noipa)) unsigned long
sink (unsigned long a, unsigned long b, unsigned long c, unsigned long d,
      unsigned long e, unsigned long f, unsigned long g, unsigned long h,
      double x, double y)
{
  return a ^ b ^ c ^ d ^ e ^ f ^ g ^ h ^ (unsigned long) (x * y);
}

/* A caller, with data in argument registers, x0-x7 and d0-d1.  */
#define CALLER(NAME, MODE)						\
  __attribute__ ((noipa, zero_call_used_regs (MODE))) void		\
  NAME (void)								\
  {									\
    out = sink (in[0] + 1, in[1] + 2, in[2] + 3, in[3] + 4, in[4] + 5,	\
		in[5] + 6, in[6] + 7, in[7] + 8, din[0] + 1, din[1] + 2);	\
  }
/* A leaf with integer and floating-point data in registers.  */
#define LEAF(NAME, MODE)						\
  __attribute__ ((noipa, zero_call_used_regs (MODE))) void		\
  NAME (void)								\
  {									\
    unsigned long a = in[0] + 1, b = in[1] + 2, c = in[2] + 3;		\
    double x = din[0] + 1, y = din[1] + 2;				\
    out = (a * b) ^ (c * a);						\
    dout = x * y + x;							\
  }

CALLER (caller_all, "all")
CALLER (caller_used_gpr, "used-gpr")
CALLER (caller_leafy, "leafy")
CALLER (caller_skip, "skip")
LEAF (leaf_all, "all")
LEAF (leaf_used, "used")
LEAF (leaf_leafy, "leafy")
LEAF (leaf_leafy_gpr, "leafy-gpr")

/* Print, for FN, the registers that hold neither 0 nor the marker, and
   the state of some registers: "zero", "mark" or "data".  */
static const char *
state (unsigned long v)
{
  return v == 0 ? "zero" : v == MARK ? "mark" : "data";
}

static void
run (const char *what, void (*fn) (void))
{
  int xzero = 0, xdata = 0, vzero = 0, vdata = 0, hizero = 0, lomark = 0;
  memset ((void *) in, 0x11, sizeof in);
  for (int i = 0; i < 8; i++)
    din[i] = 1.5 * (i + 1);
  call_and_record (fn);
  for (int i = 0; i <= 18; i++)
    {
      xzero += X (i) == 0;
      xdata += X (i) != 0 && X (i) != MARK;
    }
  for (int i = 0; i < 32; i++)
    if (i >= 8 && i <= 15)
      {
	hizero += VHI (i) == 0;
	lomark += VLO (i) == MARK;
      }
    else
      {
	vzero += VLO (i) == 0 && VHI (i) == 0;
	vdata += (VLO (i) != 0 && VLO (i) != MARK)
		 || (VHI (i) != 0 && VHI (i) != MARK);
      }
  printf ("%s: x zero %d data %d; v zero %d data %d; v8-v15 high zero %d"
	  " low kept %d; x16 %s x17 %s x18 %s\n", what, xzero, xdata, vzero,
	  vdata, hizero, lomark, state (X (16)), state (X (17)),
	  state (X (18)));
}

int
main (void)
{
  run ("caller all", caller_all);
  run ("caller used-gpr", caller_used_gpr);
  run ("caller leafy", caller_leafy);
  run ("caller skip", caller_skip);
  run ("leaf all", leaf_all);
  run ("leaf used", leaf_used);
  run ("leaf leafy", leaf_leafy);
  run ("leaf leafy-gpr", leaf_leafy_gpr);
  return 0;
}
