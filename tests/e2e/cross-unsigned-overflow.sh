# The aarch64 cross compiler's -fsanitize=unsigned-integer-overflow: the
# trap form needs no runtime and stops a wrapping size computation; the
# program runs under qemu.
. "$GROUP_DIR/lib.sh"
cp "$GROUP_DIR/unsigned-wrap.c" wrap.c
"$CROSS_GCC" -O2 -fsanitize=unsigned-integer-overflow -fsanitize-trap=unsigned-integer-overflow wrap.c -o wrap
$QEMU ./wrap > out.txt
expect_output out.txt "size 56"
# brk raises SIGTRAP: exit status 128 + 5.
rc=0
$QEMU ./wrap 0x4000000000000000 > /dev/null 2>&1 || rc=$?
[ "$rc" = 133 ] || { echo "the wrap did not trap (exit status $rc)"; exit 1; }
