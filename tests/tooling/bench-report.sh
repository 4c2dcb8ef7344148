# bench/report.sh: medians, ratios to the baseline, the comparison of
# each option with Clang's in instructions and text, and traps, on made-up measurements (gnuplot
# is replaced by a stand-in: only the table is checked).
mkdir bin
printf '#!/bin/sh\ncat > /dev/null\n' > bin/gnuplot
chmod +x bin/gnuplot
cat > b.data <<'DATA'
compile zlib/baseline 2.00 40000
compile zlib/baseline 2.20 40000
compile zlib/baseline 9.00 40000
text zlib/baseline 1000
run zlib/baseline 1.00
run zlib/baseline 1.10
run zlib/baseline 0.90
insns zlib/baseline 1000000
compile zlib/fork 2.00 40000
text zlib/fork 1000
run zlib/fork 1.00
insns zlib/fork 1000000
compile zlib/fork-bounds 3.00 60000
text zlib/fork-bounds 1100
run zlib/fork-bounds 1.20
insns zlib/fork-bounds 1050000
compile zlib/clang 2.00 80000
text zlib/clang 2000
run zlib/clang 2.00
insns zlib/clang 2000000
compile zlib/clang-bounds 2.00 80000
text zlib/clang-bounds 2100
run zlib/clang-bounds 2.20
insns zlib/clang-bounds 2200000
compile zlib/fork-uio 2.00 40000
text zlib/fork-uio 1200
status zlib/fork-uio trapped in fill_window
compile zlib/clang-uio 2.00 80000
text zlib/clang-uio 2100
run zlib/clang-uio 2.00
insns zlib/clang-uio 2100000
same zlib identical
info - machine: a test
DATA
PATH=$PWD/bin:$PATH "$TOP/bench/report.sh" b.data out
cat out.md
has () { grep -qF -- "$1" out.md || { echo "missing: $1"; exit 1; }; }
has '| zlib | baseline | 2.20 s | 1.00 s | 0.001 G | 1000 B | 39 MiB |'
has '| zlib | fork | 0.91 | 1.000 | 1.0000 | 1.000 | 1.00 |'
has '| zlib | fork-bounds | 1.36 | 1.200 | 1.0500 | 1.100 | 1.50 |'
has '| zlib | fork-uio | 0.91 | trapped in fill_window | trapped in fill_window | 1.200 | 1.00 |'
has '| zlib | bounds | +5.0 % | +10.0 % | +10.0 % | +5.0 % | yes, no (+5.0 points) | +20.0 % | +10.0 % |'
has '| zlib | uio | trapped in fill_window | +5.0 % | +20.0 % | +5.0 % | -, no (+15.0 points) | trapped in fill_window | +0.0 % |'
has 'Worst instruction-count overhead of the fork: fork-bounds on zlib, +5.0 %.'
has 'Worst run-time overhead of the fork: fork-bounds on zlib, +20.0 %.'
has 'Worst text overhead of the fork: fork-uio on zlib, +20.0 %.'
has '- zlib built with fork-uio: trapped in fill_window.'
has "- zlib: with no new option the fork generates the baseline's code"
has '- machine: a test'
has 'Noise: the baseline'"'"'s run times spread by zlib 20.0 %'
