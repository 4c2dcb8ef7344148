# A bounded malformed-input run: inputs 1 to 500 of
# scripts/fuzz-attributes.awk, compiled at -O0, at -O2 with the bounds and
# unsigned-overflow sanitizers, and by the aarch64 cross compiler: no
# crash, no hang, and a location on every diagnostic.  Findings go to
# build/fuzz/check/ (reproduce with scripts/fuzz-attributes.sh).
"$TOP/scripts/fuzz-attributes.sh" -n 500 -s 1 -a -R -o "$TOP/build/fuzz/check"
