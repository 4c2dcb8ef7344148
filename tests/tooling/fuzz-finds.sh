# The fuzzers find what a broken compiler does: fake compilers that crash,
# hang, print an error without a location, reject or warn about valid
# input or miscompile are caught, each finding is saved with a reproducer
# that its interesting.sh accepts, and correct diagnostics of invalid
# input are not findings.
. "$GROUP_DIR/lib.sh"
cat > fe <<'SH'
#!/bin/sh
f=
for a; do case $a in *.c) f=$a ;; esac; done
[ -n "$f" ] || exit 0
grep -q 'seed 2,' "$f" && { echo "$f:3:5: error: a located error" >&2; exit 1; }
grep -q 'seed 3,' "$f" && { echo "$f:3:1: internal compiler error: in f, at c-attribs.cc:1" >&2; exit 1; }
grep -q 'seed 4,' "$f" && { echo "cc1: error: lost its location" >&2; exit 1; }
grep -q 'seed 5,' "$f" && sleep 5
grep -q 'seed 6,' "$f" && { echo "gcc: error: unrecognized command-line option '-fx'" >&2; exit 1; }
exit 0
SH
chmod +x fe
rc=0
GCC=$PWD/fe COMPILE_TIMEOUT=1 "$S/fuzz-attributes.sh" -n 5 -s 2 -R -o out > log.txt 2>&1 || rc=$?
cat log.txt
[ "$rc" = 1 ]
# Input 2 is valid (its last line says so): its located error is a
# finding; input 6 misuses an option, and its error is not.
tail -n 1 out/attr-rejects-valid-2/in-2.c | grep -qx '/\* valid \*/'
grep -qx 'fuzz: 5 inputs, 10 compiles, 8 findings.*' log.txt
[ "$(ls out)" = "attr-hang-5
attr-ice-3
attr-no-location-4
attr-rejects-valid-2" ]
grep -qF 'in f, at c-attribs.cc:1' out/attr-ice-3/signature.txt
mkdir try && cp out/attr-ice-3/reduced.c try/ && (cd try && ../out/attr-ice-3/interesting.sh)

# A fork whose -O2 builds print another checksum and which crashes on
# -fzero-call-used-regs=all.
command -v csmith > /dev/null || { echo "csmith is not installed: make deps"; exit 1; }
cat > cc <<'SH'
#!/bin/sh
case " $* " in *" -fzero-call-used-regs=all "*)
  echo "prog.c:1:1: internal compiler error: Segmentation fault" >&2; exit 1 ;;
esac
o=; prev=; args=
for a; do
  [ "$prev" = -o ] && o=$a
  prev=$a
  case $a in -fstrict-flex-arrays=*|*unsigned-integer-overflow|-fzero-call-used-regs=leafy) ;; *) args="$args $a" ;; esac
done
/usr/bin/gcc-12 $args || exit
case " $* " in *" -O2 "*) printf '#!/bin/sh\necho checksum = 0\n' > "$o" ;; esac
SH
chmod +x cc
rc=0
GCC=$PWD/cc REF_GCC=/usr/bin/gcc-12 "$S/fuzz-csmith.sh" -n 1 -s 1 -O "-O0 -O2" -R -o out2 > log2.txt 2>&1 || rc=$?
cat log2.txt
[ "$rc" = 1 ]
grep -qx 'fuzz: 1 programs, 11 compiles, 6 findings.*' log2.txt
[ "$(ls out2)" = "ice-1
wrong-code-1" ]
grep -qF 'x86_64-O2-uio.exe' out2/wrong-code-1/commands.txt
mkdir try2 && cp out2/wrong-code-1/small.c try2/ && (cd try2 && ../out2/wrong-code-1/interesting.sh)

# Valid programs (-V): a fork that warns at -O0 and whose -O2 builds
# print something else.
real=$GCC
cat > fv <<SH
#!/bin/sh
o=; prev=; f=
for a; do
  [ "\$prev" = -o ] && o=\$a
  prev=\$a
  case \$a in *.c) f=\$a ;; esac
done
case " \$* " in *" -c "*" -O0 "*|*" -O0 "*" -c "*) echo "\$f:1:1: warning: a warning" >&2 ;; esac
"$real" "\$@" || exit
case " \$* " in *" -c "*) ;; *" -O2 "*) printf '#!/bin/sh\necho wrong\n' > "\$o" ;; esac
SH
chmod +x fv
rc=0
GCC=$PWD/fv "$S/fuzz-attributes.sh" -V -n 1 -s 1 -R -o out3 > log3.txt 2>&1 || rc=$?
cat log3.txt
[ "$rc" = 1 ]
grep -q '^fuzz: 1 valid programs, 2 compiles, 5 runs (.*), 5 findings' log3.txt
[ "$(ls out3)" = "valid-warns-valid-1
valid-wrong-output-1" ]
grep -qx wrong out3/valid-wrong-output-1/out.txt
