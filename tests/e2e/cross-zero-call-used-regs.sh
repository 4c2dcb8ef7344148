# -fzero-call-used-regs on aarch64: the registers each mode zeroes (the
# upper halves of v8-v15, whose low halves are callee-saved; not x16/x17
# unless the function uses them; not a fixed x18; SVE predicates), and
# under qemu that they really hold zero after the return.
. "$GROUP_DIR/lib.sh"
cat > calls.c <<'C'
extern int g (int);
int caller (int x) { return g (x) + 1; }
int leaf (int a, int b) { return a * b + 3; }
double fleaf (double a, double b) { return a * b; }
C
asm_of () { # MODE [FLAGS...]: the assembly of calls.c, directives removed
  mode=$1; shift
  "$CROSS_GCC" -O2 -S -fzero-call-used-regs="$mode" "$@" calls.c -o - | grep -v '^[[:space:]]*\.'
}
has () { # FILE PATTERN COUNT: PATTERN occurs COUNT times in FILE
  n=$(grep -cE -- "$2" "$1" || true)
  [ "$n" = "$3" ] || { echo "$1: $3 x '$2' expected, found $n"; cat "$1"; exit 1; }
}
asm_of used-gpr > used-gpr.s
has used-gpr.s 'mov	x1[67], 0' 0		# only a veneer writes them
has used-gpr.s 'mov	x1, 0' 1		# leaf's second argument
asm_of all > all.s
has all.s 'fmov	d(8|9|1[0-5]), d(8|9|1[0-5])' 24	# v8-v15 upper halves, 3 functions
has all.s 'mov	x18, 0' 3
has all.s 'movi	v(1[6-9]|2[0-9]|3[01])\.' 48
asm_of all -ffixed-x18 > fixed-x18.s
has fixed-x18.s 'x18' 0
asm_of all -march=armv8.2-a+sve > sve.s
has sve.s 'pfalse	p([0-9]|1[0-5])\.b' 48
asm_of all-gpr > all-gpr.s
has all-gpr.s 'fmov|movi' 0
asm_of leafy > leafy.s
# leafy: the caller zeroes as "all" does; the leaves only what they use.
has leafy.s 'fmov	d(8|9|1[0-5]), d(8|9|1[0-5])' 8
has leafy.s 'mov	x18, 0' 1
asm_of leafy-gpr-arg > leafy-gpr-arg.s
has leafy-gpr-arg.s 'movi|fmov' 0
# The same, run: what the registers hold after the return.
cp "$GROUP_DIR/zero-regs-aarch64.c" .
"$CROSS_GCC" -O2 zero-regs-aarch64.c -o zero-regs
$QEMU ./zero-regs > out.txt
cat out.txt
expect_output out.txt "caller all: x zero 19 data 0; v zero 24 data 0; v8-v15 high zero 8 low kept 8; x16 zero x17 zero x18 zero"
expect_output out.txt "x16 mark x17 mark"
grep -q "caller used-gpr: .* x16 mark x17 mark" out.txt || { echo "used-gpr zeroed x16/x17"; exit 1; }
expect_output out.txt "caller leafy: x zero 19 data 0; v zero 24 data 0; v8-v15 high zero 8 low kept 8"
grep -q "caller skip: x zero [0-9]* data [1-9]" out.txt || { echo "without zeroing no data was left: the test cannot fail"; exit 1; }
expect_output out.txt "leaf all: x zero 19 data 0; v zero 24 data 0; v8-v15 high zero 8 low kept 8"
grep -q "leaf used: x zero [0-9]* data 0; v zero [0-9]* data 0; v8-v15 high zero 0 low kept 8" out.txt || { echo "leaf used"; exit 1; }
grep -q "leaf leafy: x zero [0-9]* data 0; v zero [0-9]* data 0; v8-v15 high zero 0 low kept 8" out.txt || { echo "leaf leafy"; exit 1; }
grep -q "leaf leafy-gpr: x zero [0-9]* data 0;" out.txt || { echo "leaf leafy-gpr"; exit 1; }
# SVE: the rest of z8 beyond its low 64 bits, and p0.
cp "$GROUP_DIR/zero-regs-sve.c" .
"$CROSS_GCC" -O2 -march=armv8.2-a+sve zero-regs-sve.c -o zero-regs-sve
$QEMU ./zero-regs-sve > sve.txt
cat sve.txt
grep -qE "lanes ([0-9]+) z8 low kept high zero ([0-9]+)/\2 p0 zero" sve.txt ||
  { echo "SVE registers not cleared"; exit 1; }
