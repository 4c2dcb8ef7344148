# Helpers for the benchmark scripts (sourced).

# fetch PACKAGE DIR: unpack the Debian 12 source package PACKAGE into
# DIR (with Debian's patches applied), downloading it once into the
# user's cache with apt-get source.  apt runs with a configuration of its
# own (deb-src lines, state and cache under the cache directory), so the
# machine's apt setup is neither needed nor changed.
fetch () {
  cache=${XDG_CACHE_HOME:-$HOME/.cache}/gcc-hardening/apt
  if ! ls "$cache/src/$1/$1"_*.dsc > /dev/null 2>&1; then
    mkdir -p "$cache/etc/sources.list.d" "$cache/state/lists/partial" \
      "$cache/cache/archives/partial" "$cache/src/$1.part"
    {
      echo "deb-src http://deb.debian.org/debian bookworm main"
      echo "deb-src http://deb.debian.org/debian bookworm-updates main"
    } > "$cache/etc/sources.list"
    echo "==> fetching the Debian source package $1" >&2
    private_apt update >&2
    (cd "$cache/src/$1.part" && private_apt source --download-only "$1" >&2)
    rm -rf "$cache/src/$1" && mv "$cache/src/$1.part" "$cache/src/$1"
  fi
  dpkg-source --no-check -x "$(ls "$cache/src/$1/$1"_*.dsc | tail -n 1)" \
    "$2/$1" > /dev/null
}

# private_apt ARG...: apt-get with the configuration under $cache.
private_apt () {
  apt-get -o Dir::Etc::SourceList="$cache/etc/sources.list" \
    -o Dir::Etc::SourceParts="$cache/etc/sources.list.d" \
    -o Dir::State="$cache/state" -o Dir::Cache="$cache/cache" \
    -o APT::Sandbox::User=root -qq "$@"
}

# unpack PROGRAM DIR: fetch the source of PROGRAM (zlib, lua, sqlite or linux)
# into DIR, make it ready for a hand-written compile line and print the
# folder that bench/build.sh takes.
unpack () {
  case $1 in
    zlib)
      fetch zlib "$2"
      # zlib wraps around on purpose in idioms (while (n--) in inflate),
      # which -fsanitize-undefined-ignore-overflow-pattern=all keeps, and
      # in two functions (a copy length, and a signed change of a bit
      # length computed in unsigned arithmetic), which are marked as a
      # program would mark them; the same for every compiler.
      keep='__attribute__ ((no_sanitize ("unsigned-integer-overflow")))'
      sed -i "s/^local void fill_window(s)/$keep local void fill_window(s)/" "$2/zlib/deflate.c"
      sed -i "s/^local void gen_bitlen(s, desc)/$keep local void gen_bitlen(s, desc)/" "$2/zlib/trees.c"
      grep -q no_sanitize "$2/zlib/deflate.c" && grep -q no_sanitize "$2/zlib/trees.c"
      echo "$2/zlib" ;;
    lua)
      fetch lua5.4 "$2"
      # Debian's module paths (debian/rules writes this header).
      echo '#define DEB_HOST_MULTIARCH "x86_64-linux-gnu"' \
        > "$2/lua5.4/src/lua5.4-deb-multiarch.h"
      echo "$2/lua5.4/src" ;;
    sqlite)
      fetch sqlite3 "$2"
      # The amalgamation (sqlite3.c, sqlite3.h), made with upstream's own
      # makefile for Linux and the machine's cc for its helper programs.
      mkdir "$2/sqlite3/amalgamation"
      (cd "$2/sqlite3/amalgamation" &&
       make -s -f ../Makefile.linux-gcc TOP=.. BCC="cc -O0" TCC="cc -O0" \
         NAWK=awk TCLSH_CMD=tclsh sqlite3.c > make.log 2>&1) || {
        echo "unpack: making the SQLite amalgamation failed; see $2/sqlite3/amalgamation/make.log" >&2
        return 1
      }
      cp "$2/sqlite3/test/speedtest1.c" "$2/sqlite3/amalgamation/"
      echo "$2/sqlite3/amalgamation" ;;
    linux)
      fetch linux "$2"
      echo "$2/linux" ;;
    *) echo "unpack: unknown program '$1'" >&2; return 1 ;;
  esac
}

# corpus FILE MB: MB MiB that compress like text: words from a fixed
# pseudo-random sequence, so every run and every machine sees the same
# bytes.
corpus () {
  awk -v n=$(($2 * 1024 * 1024)) 'BEGIN {
    srand (1); split ("the of and to in is that for it as with was on be by at this which from or", w)
    while (len < n) { s = w[int (rand () * 20) + 1] (rand () < 0.1 ? "\n" : " ")
      if (rand () < 0.05) s = int (rand () * 100000) " "
      printf "%s", s; len += length (s) } }' > "$1"
}

# seconds COMMAND...: run COMMAND and print the elapsed time in seconds.
seconds () {
  t0=$(date +%s%N); "$@"; t1=$(date +%s%N)
  echo "$t0 $t1" | awk '{ printf "%.3f\n", ($2 - $1) / 1e9 }'
}

# values FILE KEY COLUMN: the values of COLUMN over the lines of FILE
# whose first field is KEY, in increasing order.
values () {
  awk -v k="$2" -v c="$3" '$1 == k { print $c }' "$1" | sort -n
}

# minimum FILE KEY COLUMN: the least of those values.
minimum () {
  values "$@" | head -n 1
}

# median FILE KEY COLUMN: their median (of an even number, the lower).
median () {
  values "$@" | awk '{ v[NR] = $1 } END { print v[int ((NR + 1) / 2)] }'
}
