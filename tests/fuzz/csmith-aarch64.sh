# The same with the aarch64 cross compiler under qemu, against Debian's
# aarch64-linux-gnu-gcc-12 -O0: csmith's programs 1 to 4 at -O2.  Without
# the sanitizer option sets: the cross compiler has no libubsan to link
# the recovering (non-trap) form with.
"$TOP/scripts/fuzz-csmith.sh" -n 4 -s 1 -O -O2 -t aarch64 -x "plain strict-flex zero-regs" \
  -R -o "$TOP/build/fuzz/check"
