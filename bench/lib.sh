# Helpers for the benchmark scripts (sourced).

# fetch URL DIR: unpack the source tarball at URL into DIR, downloading
# it once into the user's cache.
fetch () {
  cache=${XDG_CACHE_HOME:-$HOME/.cache}/gcc-hardening
  tarball=$cache/$(basename "$1")
  if [ ! -f "$tarball" ]; then
    mkdir -p "$cache"
    wget -q -O "$tarball.part" "$1"
    mv "$tarball.part" "$tarball"
  fi
  tar xf "$tarball" -C "$2"
}

# seconds COMMAND...: run COMMAND and print the elapsed time in seconds.
seconds () {
  t0=$(date +%s%N); "$@"; t1=$(date +%s%N)
  echo "$t0 $t1" | awk '{ printf "%.3f\n", ($2 - $1) / 1e9 }'
}

# median FILE KEY COLUMN: the median of COLUMN over the lines of FILE
# whose first field is KEY.
median () {
  awk -v k="$2" -v c="$3" '$1 == k { print $c }' "$1" | sort -n |
    awk '{ v[NR] = $1 } END { print v[int ((NR + 1) / 2)] }'
}
