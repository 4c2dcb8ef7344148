# A program built by the native compiler links against glibc and runs.
. "$GROUP_DIR/lib.sh"
cat > hello.c <<'C'
#include <stdio.h>
int main (void) { printf ("hello from %s\n", __VERSION__); return 0; }
C
"$GCC" -O2 -Wall -Werror hello.c -o hello
./hello > out.txt
expect_output out.txt "hello from 12.2.0"
