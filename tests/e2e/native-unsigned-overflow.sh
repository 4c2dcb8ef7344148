# -fsanitize=unsigned-integer-overflow as a user meets it: a size
# computation that wraps is reported through the UBSan runtime, the trap
# form needs no runtime, and a program that does not wrap prints the same
# with and without the check.
. "$GROUP_DIR/lib.sh"
cp "$GROUP_DIR/unsigned-wrap.c" wrap.c
"$GCC" -O2 wrap.c -o plain
"$GCC" -O2 -fsanitize=unsigned-integer-overflow wrap.c -o report
./plain > plain.txt 2>&1
./report > report-ok.txt 2>&1
cmp plain.txt report-ok.txt
expect_output report-ok.txt "size 56"
./report 0x4000000000000000 > report.txt 2>&1
expect_output report.txt "wrap.c:5:94: runtime error: unsigned integer overflow: 4611686018427387904 * 4 cannot be represented in type 'long unsigned int'"
"$GCC" -O2 -fsanitize=unsigned-integer-overflow -fsanitize-trap=unsigned-integer-overflow wrap.c -o trap
./trap > trap-ok.txt 2>&1
expect_output trap-ok.txt "size 56"
# ud1 raises SIGILL: exit status 128 + 4.
rc=0
./trap 0x4000000000000000 > /dev/null 2>&1 || rc=$?
[ "$rc" = 132 ] || { echo "the wrap did not trap (exit status $rc)"; exit 1; }
if nm trap | grep -q __ubsan; then echo "the trap form calls the runtime"; exit 1; fi
if readelf -d trap | grep -q libubsan; then echo "the trap form links libubsan"; exit 1; fi
# -fsanitize=undefined does not include it.
"$GCC" -O2 -fsanitize=undefined wrap.c -o undefined
./undefined 0x4000000000000000 > undefined.txt 2>&1
if grep -q "runtime error" undefined.txt; then echo "-fsanitize=undefined checked unsigned wraparound"; exit 1; fi
