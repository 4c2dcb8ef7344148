# The aarch64 cross compiler builds a program that runs under qemu.
. "$GROUP_DIR/lib.sh"
cat > hello.c <<'C'
#include <stdio.h>
int main (void) { printf ("hello from aarch64, %s\n", __VERSION__); return 0; }
C
"$CROSS_GCC" -O2 -Wall -Werror hello.c -o hello
file hello | grep -q 'ARM aarch64' || { file hello; exit 1; }
$QEMU ./hello > out.txt
expect_output out.txt "hello from aarch64, 12.2.0"
"$CROSS_GCC" --version | head -n 1 | grep -q 'gcc-hardening'
