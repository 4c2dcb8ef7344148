# On aarch64 the trap of a failed check is brk #0x55xx with the kind of
# check in the low byte, which a SIGTRAP handler decodes under qemu.
. "$GROUP_DIR/lib.sh"
cp "$GROUP_DIR/trap-kind.c" .
"$CROSS_GCC" -O2 -fsanitize=unsigned-integer-overflow,bounds,shift,integer-divide-by-zero -fsanitize-trap=all trap-kind.c -o trap-kind
for check in add:0 sub:21 mul:12 neg:13 bounds:18 shift:20 div:3; do
  $QEMU ./trap-kind "${check%:*}" > "out-${check%:*}.txt"
  expect_output "out-${check%:*}.txt" "trap kind ${check#*:}"
done
"$CROSS_GCC" -O2 -fsanitize=bounds -fsanitize-trap=bounds -S trap-kind.c -o trap-kind.s
grep -q 'brk	#0x5512' trap-kind.s || { echo "no brk #0x5512 for the bounds check"; exit 1; }
if grep -q 'brk	#1000' trap-kind.s; then echo "a bare brk #1000 is left"; exit 1; fi
