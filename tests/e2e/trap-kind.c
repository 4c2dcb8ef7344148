/* Shared by the trap-kind end-to-end tests: a failed check, chosen by
   the first argument, traps; the signal handler decodes the kind of
   check from the trap instruction (x86-64: ud1 with the kind as the
   displacement; aarch64: brk #0x55xx) and prints it.  */
#define _GNU_SOURCE
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <ucontext.h>
#include <unistd.h>

static void
handler (int sig, siginfo_t *info, void *context)
{
  ucontext_t *uc = context;
  (void) sig;
  (void) info;
#if defined __x86_64__
  const unsigned char *p = (const unsigned char *) uc->uc_mcontext.gregs[REG_RIP];
  /* 0x67 0x0f 0xb9, then ModRM 0x40 and the kind, or 0x00 for kind 0.  */
  if (p[0] == 0x67 && p[1] == 0x0f && p[2] == 0xb9)
    printf ("trap kind %d\n", p[3] == 0x40 ? p[4] : 0);
  else
    printf ("unknown trap %02x %02x\n", p[0], p[1]);
#elif defined __aarch64__
  unsigned insn = *(const unsigned *) uc->uc_mcontext.pc;
  unsigned imm = (insn >> 5) & 0xffff;
  if ((insn & 0xffe0001f) == 0xd4200000 && (imm >> 8) == 0x55)
    printf ("trap kind %u\n", imm & 0xff);
  else
    printf ("unknown trap %08x\n", insn);
#endif
  fflush (stdout);
  _exit (0);
}

volatile unsigned long big = ~0UL;
volatile int n = 4;
int a[4];

int
main (int argc, char **argv)
{
  struct sigaction sa;
  memset (&sa, 0, sizeof sa);
  sa.sa_sigaction = handler;
  sa.sa_flags = SA_SIGINFO;
  sigaction (SIGILL, &sa, NULL);
  sigaction (SIGTRAP, &sa, NULL);
  const char *what = argc > 1 ? argv[1] : "";
  if (!strcmp (what, "add"))
    printf ("%lu\n", big + 1);
  else if (!strcmp (what, "sub"))
    printf ("%lu\n", 0UL + n - big);
  else if (!strcmp (what, "mul"))
    printf ("%lu\n", big * 2);
  else if (!strcmp (what, "neg"))
    printf ("%lu\n", -big);
  else if (!strcmp (what, "bounds"))
    printf ("%d\n", a[n]);
  else if (!strcmp (what, "shift"))
    printf ("%d\n", 1 << (n * 8));
  else if (!strcmp (what, "div"))
    printf ("%d\n", 1 / (n - 4));
  else
    printf ("no check\n");
  return 0;
}
