# The same with the aarch64 cross compiler under qemu, against Debian's
# aarch64-linux-gnu-gcc-12 -O0: csmith's programs 1 to 4 at -O2, every
# option set (the recovering sanitizers link with Debian's arm64 libubsan).
"$TOP/scripts/fuzz-csmith.sh" -n 4 -s 1 -O -O2 -t aarch64 \
  -R -o "$TOP/build/fuzz/check"
