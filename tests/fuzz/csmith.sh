# A bounded differential run: csmith's programs 1 to 8, built by the fork
# at -O0 and -O2, plain and with each hardening option, print what the
# reference compiler's -O0 build prints; no compile fails, crashes or
# hangs.  Findings go to build/fuzz/check/ (scripts/fuzz-csmith.sh -s SEED
# -n 1 repeats one).
"$TOP/scripts/fuzz-csmith.sh" -n 8 -s 1 -O "-O0 -O2" -R -o "$TOP/build/fuzz/check"
