# The comparison with the baseline fails on a FAIL that passed before, a
# new FAIL, a new UNRESOLVED and a vanished test, and not on a FAIL that
# the baseline shares, on a new PASS, or on a vanished test listed as
# changed on purpose.
. "$GROUP_DIR/lib.sh"
cat > base.sum <<'SUM'
Running target unix
PASS: gcc.dg/a.c (test for excess errors)
PASS: gcc.dg/b.c (test for excess errors)
FAIL: gcc.dg/c.c (test for excess errors)
PASS: gcc.dg/d.c (test for excess errors)
SUM
src=$TOP/build/src
# passes N M / regresses N M: the comparison succeeds / fails, counting
# N passed and M failed.
cmp () { "$S/compare-results.sh" "$src" base.sum now.sum $changed > out.txt; }
changed=
last () { tail -n 1 out.txt | grep -q "^dejagnu: $1 passed, $2 failed" || { cat out.txt; return 1; }; }
passes () { cmp || { cat out.txt; return 1; }; last "$@"; }
regresses () { if cmp; then echo "no regression found:"; cat out.txt; return 1; fi; last "$@"; }

cp base.sum now.sum
echo "PASS: gcc.dg/e.c (test for excess errors)" >> now.sum
passes 4 0
sed 's/^PASS: gcc.dg\/a.c/FAIL: gcc.dg\/a.c/' base.sum > now.sum
regresses 2 1
grep -q 'now fail' out.txt
{ cat base.sum; echo "FAIL: gcc.dg/e.c (test for excess errors)"; } > now.sum
regresses 3 1
grep -v 'gcc.dg/d.c' base.sum > now.sum
regresses 2 1
grep -q 'disappeared' out.txt
{ cat base.sum; echo "UNRESOLVED: gcc.dg/f.c compilation failed to produce executable"; } > now.sum
regresses 3 1
# A test changed on purpose: its old result may vanish, only that one.
grep -v 'gcc.dg/d.c' base.sum > now.sum
printf '# changed\nPASS: gcc.dg/d.c (test for excess errors)\n' > changed.txt
changed=changed.txt
passes 2 0
grep -v 'gcc.dg/[ad].c' base.sum > now.sum
regresses 1 1
