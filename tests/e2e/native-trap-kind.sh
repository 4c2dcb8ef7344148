# In trap mode the trap instruction says which check failed: ud1 with the
# kind in its displacement, which a SIGILL handler decodes.
. "$GROUP_DIR/lib.sh"
cp "$GROUP_DIR/trap-kind.c" .
"$GCC" -O2 -fsanitize=unsigned-integer-overflow,bounds,shift,integer-divide-by-zero -fsanitize-trap=all trap-kind.c -o trap-kind
for check in add:0 sub:21 mul:12 neg:13 bounds:18 shift:20 div:3; do
  ./trap-kind "${check%:*}" > "out-${check%:*}.txt"
  expect_output "out-${check%:*}.txt" "trap kind ${check#*:}"
done
