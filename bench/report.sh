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
for kind in compile run text; do
  awk -v k=$kind '$1 == k { $1 = ""; print }' "$data" > "$tmp/$kind"
done
programs=$(echo $(awk '$1 == "compile" { split ($2, a, "/"); if (!s[a[1]]++) print a[1] }' "$data"))
configs=$(awk '!/^#/ && NF { print $1 }' "$here/configs.txt")

# The summary: PROGRAM CONFIG compile-s peak-KiB run-s text-bytes status.
for p in $programs; do
  for c in $configs; do
    k=$p/$c
    grep -q " $k " "$tmp/compile" || grep -q "status $k " "$data" || continue
    st=$(awk -v k="$k" '$1 == "status" && $2 == k { $1 = $2 = ""; sub (/^ +/, ""); print }' "$data")
    echo "$p $c $(median "$tmp/compile" "$k" 2 | sed 's/^$/-/') \
$(median "$tmp/compile" "$k" 3 | sed 's/^$/-/') $(median "$tmp/run" "$k" 2 | sed 's/^$/-/') \
$(median "$tmp/text" "$k" 2 | sed 's/^$/-/') ${st:-ok}"
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
  echo "time of the workload, text the \`size\` text of the program's objects,"
  echo "memory the compiler's largest peak RSS over its commands."
  echo
  awk '
    function r(x, b, f) { return (x == "-" || b == "-" || b == 0) ? "-" : sprintf (f, x / b) }
    BEGIN { print "| program | configuration | compile time | run time | text | compiler memory |"
            print "|---|---|--:|--:|--:|--:|" }
    $2 == "baseline" { bc[$1] = $3; bp[$1] = $4; br[$1] = $5; bt[$1] = $6 }
    { st = $7; for (i = 8; i <= NF; i++) st = st " " $i
      if ($2 == "baseline")
        printf "| %s | %s | %s s | %s s | %s B | %.0f MiB |\n", $1, $2, $3, $5, $6, $4 / 1024
      else {
        run = r($5, br[$1], "%.3f")
        if (st != "ok") run = st
        printf "| %s | %s | %s | %s | %s | %s |\n", $1, $2, r($3, bc[$1], "%.2f"),
          run, r($6, bt[$1], "%.3f"), r($4, bp[$1], "%.2f") } }' "$tmp/summary"
  echo
  echo "## Each option against the same compiler without it"
  echo
  echo "Overhead in per cent of the fork's option over the fork with no"
  echo "option, and of Clang 22's over Clang 22 with no option, on the same"
  echo "program.  Target: the fork's overhead no worse than Clang's."
  echo
  awk '
    function pc(x, b) { return sprintf ("%+.1f %%", 100 * (x / b - 1)) }
    function ok(x, b) { return x != "-" && b != "-" && b > 0 }
    FILENAME ~ /spread$/ { noise[$1] = $2; next }
    { k = $1 " " $2; c[k] = $3; run[k] = $5; txt[k] = $6
      st[k] = $7; for (i = 8; i <= NF; i++) st[k] = st[k] " " $i
      if (!seen[$1]++) progs[np++] = $1 }
    END {
      print "| program | option | fork run | Clang run | fork text | Clang text | fork no worse (run, text) |"
      print "|---|---|--:|--:|--:|--:|---|"
      no = split ("bounds uio zero fortify swrap iwrap kernel", opts, " ")
      for (i = 0; i < np; i++)
        for (j = 1; j <= no; j++) {
          p = progs[i]; o = opts[j]; f = p " fork-" o; g = p " clang-" o
          if (!(f in run) || !(g in run)) continue
          fr = st[f] != "ok" ? st[f] : ok(run[f], run[p " fork"]) ? pc(run[f], run[p " fork"]) : "-"
          gr = st[g] != "ok" ? st[g] : ok(run[g], run[p " clang"]) ? pc(run[g], run[p " clang"]) : "-"
          ft = ok(txt[f], txt[p " fork"]) ? pc(txt[f], txt[p " fork"]) : "-"
          gt = ok(txt[g], txt[p " clang"]) ? pc(txt[g], txt[p " clang"]) : "-"
          vr = "-"
          if (st[f] == "ok" && st[g] == "ok" && ok(run[f], run[p " fork"]) && ok(run[g], run[p " clang"])) {
            d = 100 * (run[f] / run[p " fork"] - run[g] / run[p " clang"])
            vr = d <= 0 ? "yes" : d <= noise[p] ? sprintf ("within noise (%+.1f points)", d) : sprintf ("no (%+.1f points)", d) }
          vt = "-"
          if (ft != "-" && gt != "-") {
            d = 100 * (txt[f] / txt[p " fork"] - txt[g] / txt[p " clang"])
            vt = d <= 0 ? "yes" : sprintf ("no (%+.1f points)", d) }
          printf "| %s | %s | %s | %s | %s | %s | %s, %s |\n", p, o, fr, gr, ft, gt, vr, vt }
      # The worst overheads of the fork, over its plain build.
      wr = wt = 0
      for (k in run) {
        split (k, a, " ")
        if (a[2] !~ /^fork-/) continue
        if (st[k] == "ok" && ok(run[k], run[a[1] " fork"])) {
          x = run[k] / run[a[1] " fork"]; if (x > wr) { wr = x; wrk = a[2] " on " a[1] } }
        if (ok(txt[k], txt[a[1] " fork"])) {
          x = txt[k] / txt[a[1] " fork"]; if (x > wt) { wt = x; wtk = a[2] " on " a[1] } }
      }
      print ""
      if (wr) printf "Worst run-time overhead of the fork: %s, %+.1f %%.\n", wrk, 100 * (wr - 1)
      if (wt) printf "Worst text overhead of the fork: %s, %+.1f %%.\n", wtk, 100 * (wt - 1)
      line = ""
      for (p in noise) line = line (line ? ", " : "") p " " noise[p] " %"
      if (line) printf "\nNoise: the baseline'"'"'s run times spread by %s (max - min over the median); a run-time difference within that spread reads \"within noise\".\n", line
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
  $2 == "baseline" { b[$1, 3] = $3; b[$1, 4] = $4; b[$1, 5] = $5; b[$1, 6] = $6; next }
  { if (!seen[$2]++) C[nc++] = $2
    for (m = 3; m <= 6; m++) v[$1, $2, m] = $m
    if ($7 != "ok") v[$1, $2, 5] = "-" }
  END {
    for (i = 0; i < nc; i++) {
      line = C[i]
      for (n = 1; n <= 4; n++)
        for (j = 1; j <= np; j++) {
          m = substr ("3564", n, 1)
          x = v[P[j], C[i], m]; y = b[P[j], m]
          line = line " " ((x == "" || x == "-" || y == "-" || y == 0) ? "NaN" : sprintf ("%.2f", 100 * (x / y - 1)))
        }
      print line } }' "$tmp/summary" > "$tmp/chart.dat"
np=$(echo $programs | wc -w)
gnuplot <<EOF
set terminal pngcairo size 1600,1000 font "sans,10"
set output "$out.png"
set multiplot layout 2,2 title "Change against the baseline (unpatched GCC 12.2, -O2), per cent; medians ($title)"
set style data histograms
set style histogram clustered gap 1
set style fill solid 0.8 border -1
set xtics rotate by -35 scale 0
set grid ytics
set key outside top center horizontal
set xzeroaxis lt -1
progs = "$programs"
array T[4] = ["compile time", "run time", "text size", "compiler peak memory"]
do for [m = 1:4] {
  set title T[m]
  plot for [j = 1:$np] "$tmp/chart.dat" using (column(1 + (m - 1) * $np + j)):xtic(1) title word(progs, j)
}
unset multiplot
EOF
