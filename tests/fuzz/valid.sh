# A bounded run of valid programs: programs 1 to 20 of
# scripts/fuzz-valid.awk (counted_by through anonymous members, counted
# pointers, initialized unions with flexible array members), compiled
# without a diagnostic and run at -O0, -O2 and with the hardening options,
# each printing what the reference build prints (docs/fuzzing.md).
"$TOP/scripts/fuzz-attributes.sh" -V -n 20 -s 1 -R -o "$TOP/build/fuzz/check"
