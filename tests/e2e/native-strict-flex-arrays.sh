# -fstrict-flex-arrays: gcc --help=c lists it, level 0 generates the same
# code as no option at all (and, without sanitizers, as unpatched GCC
# 12.2 when its build is there), and level 3 bounds-checks a trailing [4]
# array at run time.
. "$GROUP_DIR/lib.sh"
"$GCC" --help=c > help.txt
expect_output help.txt "-fstrict-flex-arrays=<0..3>"
expect_output help.txt "-Wstrict-flex-arrays"

# Sources full of trailing arrays: the object-size and array-bounds
# tests of the testsuite.
src=$TOP/build/src/gcc/testsuite/gcc.dg
baseline=$TOP/build/baseline/install/bin/gcc
n=0
for f in "$src"/builtin-object-size-1.c "$src"/builtin-object-size-16.c \
         "$src"/Warray-bounds-48.c "$src"/Warray-bounds-11.c \
         "$src"/ubsan/strict-flex-arrays-ubsan-0.c; do
  for opts in "-O2" "-O2 -fsanitize=bounds" "-O3 -fsanitize=bounds-strict"; do
    "$GCC" $opts -w -S "$f" -o default.s
    "$GCC" $opts -w -S -fstrict-flex-arrays=0 "$f" -o level0.s
    cmp default.s level0.s
    # Against unpatched GCC 12.2 without sanitizers only: with them the
    # series changes GCC 12.2's code by design (0046 removes bounds
    # checks that cannot fail, 0047 gives the copies of a check one
    # data record).
    if [ -x "$baseline" ] && [ "$opts" = -O2 ]; then
      "$baseline" $opts -w -S "$f" -o baseline.s
      # The compilers may name themselves differently.
      grep -v '\.ident' baseline.s > baseline.body
      grep -v '\.ident' level0.s > level0.body
      cmp baseline.body level0.body
    fi
    n=$((n + 1))
  done
done
echo "$n compilations identical at level 0"

cat > flex.c <<'C'
struct s { int n; int a[4]; };
int __attribute__ ((noipa)) get (struct s *p, int i) { return p->a[i]; }
int main (void) { static int buf[16]; return get ((struct s *) buf, 5); }
C
"$GCC" -O2 -fsanitize=bounds flex.c -o flex0
./flex0 > out0.txt 2>&1
if grep -q "runtime error" out0.txt; then echo "level 0 reported"; exit 1; fi
"$GCC" -O2 -fsanitize=bounds -fstrict-flex-arrays flex.c -o flex3
./flex3 > out3.txt 2>&1
expect_output out3.txt "runtime error: index 5 out of bounds for type 'int [4]'"
