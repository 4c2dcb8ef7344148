#!/bin/sh
# Turn the measurements of bench/run.sh into the Markdown table and the
# chart.
# Usage: bench/report.sh DATA OUT
#   DATA is bench/results/NAME.data (its "info" lines: the machine and
#   versions); writes OUT.md and OUT.png.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
. "$here/lib.sh"
data=$1 out=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# One file per kind of measurement, keyed by PROGRAM/CONFIG.
for kind in compile run text insns; do
  awk -v k=$kind '$1 == k { $1 = ""; print }' "$data" > "$tmp/$kind"
done
programs=$(echo $(awk '$1 == "compile" { split ($2, a, "/"); if (!s[a[1]]++) print a[1] }' "$data"))
configs=$(awk '!/^#/ && NF { print $1 }' "$here/configs.txt")

# The summary: PROGRAM CONFIG compile-s peak-KiB run-s text-bytes
# instructions status.
for p in $programs; do
  for c in $configs; do
    k=$p/$c
    grep -q " $k " "$tmp/compile" || grep -q "status $k " "$data" || continue
    st=$(awk -v k="$k" '$1 == "status" && $2 == k { $1 = $2 = ""; sub (/^ +/, ""); print }' "$data")
    echo "$p $c $(median "$tmp/compile" "$k" 2 | sed 's/^$/-/') \
$(median "$tmp/compile" "$k" 3 | sed 's/^$/-/') $(median "$tmp/run" "$k" 2 | sed 's/^$/-/') \
$(median "$tmp/text" "$k" 2 | sed 's/^$/-/') $(median "$tmp/insns" "$k" 2 | sed 's/^$/-/') ${st:-ok}"
  done
done > "$tmp/summary"

# The noise: the spread of the baseline's run times (max - min over
# the median), per program, in per cent.
for p in $programs; do
  m=$(median "$tmp/run" "$p/baseline" 2)
  awk -v k="$p/baseline" -v p="$p" -v m="${m:-0}" '$1 == k { if (!n++ || $2 < lo) lo = $2
      if ($2 > hi) hi = $2 }
    END { if (n && m > 0) printf "%s %.1f\n", p, 100 * (hi - lo) / m }' "$tmp/run"
done > "$tmp/spread"

title=$(basename "$out")
{
  echo "# Cost of the hardening options ($title)"
  echo
  echo "Made by \`make $([ "$title" = bench ] && echo bench || echo bench-quick)\` (\`bench/run.sh\`); how to read it: \`docs/benchmarks.md\`."
  echo
  echo "## Against the baseline"
  echo
  echo "Each figure is the median of the configuration divided by the median"
  echo "of \`baseline\` (unpatched GCC 12.2, no option) in the same run; the"
  echo "baseline's row holds its own values.  Compile time is the CPU time of"
  echo "all the compiler commands (compiling and linking), run time the CPU"
  echo "time of the workload, instructions those that the workload executes"
  echo "on smaller inputs (valgrind's cachegrind: they do not vary from run"
  echo "to run), text the \`size\` text of the program's objects, memory the"
  echo "compiler's largest peak RSS over its commands."
  echo
  awk '
    function r(x, b, f) { return (x == "-" || b == "-" || b == 0) ? "-" : sprintf (f, x / b) }
    BEGIN { print "| program | configuration | compile time | run time | instructions | text | compiler memory |"
            print "|---|---|--:|--:|--:|--:|--:|" }
    $2 == "baseline" { bc[$1] = $3; bp[$1] = $4; br[$1] = $5; bt[$1] = $6; bi[$1] = $7 }
    { st = $8; for (i = 9; i <= NF; i++) st = st " " $i
      if ($2 == "baseline")
        printf "| %s | %s | %s s | %s s | %s | %s B | %.0f MiB |\n", $1, $2, $3, $5,
          $7 == "-" ? "-" : sprintf ("%.3f G", $7 / 1e9), $6, $4 / 1024
      else {
        run = r($5, br[$1], "%.3f"); ins = r($7, bi[$1], "%.4f")
        if (st != "ok") run = ins = st
        printf "| %s | %s | %s | %s | %s | %s | %s |\n", $1, $2, r($3, bc[$1], "%.2f"),
          run, ins, r($6, bt[$1], "%.3f"), r($4, bp[$1], "%.2f") } }' "$tmp/summary"
  echo
  echo "## Each option against the same compiler without it"
  echo
  echo "Overhead in per cent of the fork's option over the fork with no"
  echo "option, and of Clang 22's over Clang 22 with no option, on the same"
  echo "program.  Target: the fork's overhead in executed instructions and"
  echo "in text no worse than Clang's (run times are given beside them)."
  echo
  awk '
    function pc(x, b) { return sprintf ("%+.1f %%", 100 * (x / b - 1)) }
    function ok(x, b) { return x != "-" && b != "-" && b > 0 }
    FILENAME ~ /spread$/ { noise[$1] = $2; next }
    { k = $1 " " $2; c[k] = $3; run[k] = $5; txt[k] = $6; ins[k] = $7
      st[k] = $8; for (i = 9; i <= NF; i++) st[k] = st[k] " " $i
      if (!seen[$1]++) progs[np++] = $1 }
    # than(F, G, X): whether the overhead of F in X is no worse than
    # that of G, each over its compiler without options.
    function than(f, g, x,   d) {
      d = 100 * (x[f] / x[p " fork"] - x[g] / x[p " clang"])
      return d <= 0 ? "yes" : sprintf ("no (%+.1f points)", d) }
    END {
      print "| program | option | fork instructions | Clang instructions | fork text | Clang text | fork no worse (instructions, text) | fork run | Clang run |"
      print "|---|---|--:|--:|--:|--:|---|--:|--:|"
      no = split ("bounds uio zero fortify kcfi swrap iwrap kernel", opts, " ")
      for (i = 0; i < np; i++)
        for (j = 1; j <= no; j++) {
          p = progs[i]; o = opts[j]; f = p " fork-" o; g = p " clang-" o
          if (!(f in run) || !(g in run)) continue
          fr = st[f] != "ok" ? st[f] : ok(run[f], run[p " fork"]) ? pc(run[f], run[p " fork"]) : "-"
          gr = st[g] != "ok" ? st[g] : ok(run[g], run[p " clang"]) ? pc(run[g], run[p " clang"]) : "-"
          fi = st[f] != "ok" ? st[f] : ok(ins[f], ins[p " fork"]) ? pc(ins[f], ins[p " fork"]) : "-"
          gi = st[g] != "ok" ? st[g] : ok(ins[g], ins[p " clang"]) ? pc(ins[g], ins[p " clang"]) : "-"
          ft = ok(txt[f], txt[p " fork"]) ? pc(txt[f], txt[p " fork"]) : "-"
          gt = ok(txt[g], txt[p " clang"]) ? pc(txt[g], txt[p " clang"]) : "-"
          vi = (fi ~ /%$/ && gi ~ /%$/) ? than(f, g, ins) : "-"
          vt = (ft != "-" && gt != "-") ? than(f, g, txt) : "-"
          printf "| %s | %s | %s | %s | %s | %s | %s, %s | %s | %s |\n", p, o, fi, gi, ft, gt, vi, vt, fr, gr }
      # The worst overheads of the fork, over its plain build.
      wr = wt = wi = 0
      for (k in run) {
        split (k, a, " ")
        if (a[2] !~ /^fork-/) continue
        if (st[k] == "ok" && ok(run[k], run[a[1] " fork"])) {
          x = run[k] / run[a[1] " fork"]; if (x > wr) { wr = x; wrk = a[2] " on " a[1] } }
        if (st[k] == "ok" && ok(ins[k], ins[a[1] " fork"])) {
          x = ins[k] / ins[a[1] " fork"]; if (x > wi) { wi = x; wik = a[2] " on " a[1] } }
        if (ok(txt[k], txt[a[1] " fork"])) {
          x = txt[k] / txt[a[1] " fork"]; if (x > wt) { wt = x; wtk = a[2] " on " a[1] } }
      }
      print ""
      if (wi) printf "Worst instruction-count overhead of the fork: %s, %+.1f %%.\n", wik, 100 * (wi - 1)
      if (wr) printf "Worst run-time overhead of the fork: %s, %+.1f %%.\n", wrk, 100 * (wr - 1)
      if (wt) printf "Worst text overhead of the fork: %s, %+.1f %%.\n", wtk, 100 * (wt - 1)
      line = ""
      for (p in noise) line = line (line ? ", " : "") p " " noise[p] " %"
      if (line) printf "\nNoise: the baseline'"'"'s run times spread by %s (max - min over the median); run-time differences within that spread say nothing.\n", line
    }' "$tmp/spread" "$tmp/summary"
  echo
  echo "## Findings"
  echo
  awk '$1 == "same" { f = ""; for (i = 3; i <= NF; i++) f = f " " $i
      if ($3 == "identical")
        printf "- %s: with no new option the fork generates the baseline'"'"'s code (objects identical but for .comment).\n", $2
      else printf "- %s: with no new option the fork'"'"'s objects differ from the baseline'"'"'s:%s.\n", $2, f }
    $1 == "status" { s = ""; for (i = 3; i <= NF; i++) s = s " " $i
      split ($2, a, "/"); printf "- %s built with %s:%s.\n", a[1], a[2], s }' "$data"
  grep -q '^status' "$data" || echo "- Every build ran and gave the expected output."
  echo
  echo "## Machine and versions"
  echo
  sed -n 's/^info //p' "$data"
  echo
  echo "![chart]($title.png)"
} > "$out.md"

# The chart: one panel per measurement, the change against the baseline
# in per cent for each configuration and program.  A missing bar is a
# build that trapped (run time) or failed.
awk -v progs="$programs" '
  BEGIN { np = split (progs, P, /[ \n]+/) }
  $2 == "baseline" { for (m = 3; m <= 7; m++) b[$1, m] = $m; next }
  { if (!seen[$2]++) C[nc++] = $2
    for (m = 3; m <= 7; m++) v[$1, $2, m] = $m
    if ($8 != "ok") v[$1, $2, 5] = v[$1, $2, 7] = "-" }
  END {
    for (i = 0; i < nc; i++) {
      line = C[i]
      for (n = 1; n <= 5; n++)
        for (j = 1; j <= np; j++) {
          m = substr ("35764", n, 1)
          x = v[P[j], C[i], m]; y = b[P[j], m]
          line = line " " ((x == "" || x == "-" || y == "-" || y == 0) ? "NaN" : sprintf ("%.2f", 100 * (x / y - 1)))
        }
      print line } }' "$tmp/summary" > "$tmp/chart.dat"
np=$(echo $programs | wc -w)
gnuplot <<EOF
set terminal pngcairo size 2100,1000 font "sans,10"
set output "$out.png"
set multiplot layout 2,3 title "Change against the baseline (unpatched GCC 12.2, -O2), per cent; medians ($title)"
set style data histograms
set style histogram clustered gap 1
set style fill solid 0.8 border -1
set xtics rotate by -35 scale 0
set grid ytics
set key outside top center horizontal
set xzeroaxis lt -1
progs = "$programs"
array T[5] = ["compile time", "run time", "executed instructions", "text size", "compiler peak memory"]
do for [m = 1:5] {
  set title T[m]
  plot for [j = 1:$np] "$tmp/chart.dat" using (column(1 + (m - 1) * $np + j)):xtic(1) title word(progs, j)
}
unset multiplot
EOF
