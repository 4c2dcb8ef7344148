# Helpers for the benchmark scripts (sourced).

# fetch PACKAGE DIR: unpack the Debian 12 source package PACKAGE into
# DIR (with Debian's patches applied), downloading it once into the
# user's cache with apt-get source.  apt runs with a configuration of its
# own (state and cache under the cache directory, and deb-src entries
# made from the machine's deb entries, so that a mirror, a proxy or a
# snapshot configured for apt serves the sources too); the machine's apt
# setup is not changed.
fetch () {
  cache=${XDG_CACHE_HOME:-$HOME/.cache}/gcc-hardening/apt
  if ! ls "$cache/src/$1/$1"_*.dsc > /dev/null 2>&1; then
    mkdir -p "$cache/etc/sources.list.d" "$cache/state/lists/partial" \
      "$cache/cache/archives/partial" "$cache/src/$1.part"
    eval "$(apt-config shell list Dir::Etc::SourceList/f \
      parts Dir::Etc::SourceParts/d)"
    deb_src_list "$list" "${parts%/}"/*.list > "$cache/etc/sources.list"
    deb_src_sources "${parts%/}"/*.sources \
      > "$cache/etc/sources.list.d/machine.sources"
    if [ ! -s "$cache/etc/sources.list" ] &&
       [ ! -s "$cache/etc/sources.list.d/machine.sources" ]; then
      echo "fetch: apt has no enabled 'deb' entry in $list or ${parts%/}/*.list, *.sources to take the source package $1 from; add one for Debian 12 (bookworm) and retry" >&2
      return 1
    fi
    echo "==> fetching the Debian source package $1" >&2
    # The version of the release (not of bookworm-security, say), so
    # that every machine benchmarks the same sources.
    private_apt update >&2
    (cd "$cache/src/$1.part" &&
     private_apt source --download-only "$1/bookworm" >&2) || {
      rm -rf "$cache/src/$1.part"
      echo "fetch: apt could not download the source package $1 of bookworm" >&2
      return 1
    }
    rm -rf "$cache/src/$1" && mv "$cache/src/$1.part" "$cache/src/$1"
  fi
  dpkg-source --no-check -x "$(ls "$cache/src/$1/$1"_*.dsc | tail -n 1)" \
    "$2/$1" > /dev/null
}

# cat_existing FILE...: the contents of those of FILEs that exist (a
# glob that matched nothing stays a pattern), each followed by an empty
# line, which also ends a deb822 stanza at the end of a file.
cat_existing () {
  for f do [ -f "$f" ] && { cat "$f"; echo; }; done
  return 0
}

# deb_src_list FILE...: the deb-src entries, one per line, that match the
# enabled deb and deb-src entries of FILEs in apt's one-line form
# (sources.list), with their options and components.
deb_src_list () {
  cat_existing "$@" |
    awk '$1 == "deb" || $1 == "deb-src" { $1 = "deb-src"; if (!seen[$0]++) print }'
}

# deb_src_sources FILE...: the stanzas of FILEs in apt's deb822 form
# (.sources) whose Types name deb or deb-src, with "Types: deb-src" and
# their other fields unchanged; disabled stanzas (Enabled: no) and
# comments are left out.
deb_src_sources () {
  cat_existing "$@" | awk '
    function end_stanza () {
      if (types && !disabled) { printf "%s%s", sep, text; sep = "\n" }
      text = ""; types = 0; disabled = 0
    }
    /^[ \t]*$/ { end_stanza(); next }
    /^#/ { next }
    tolower($0) ~ /^types:/ {
      n = split(substr($0, 7), t, /[ \t]+/)
      for (i = 1; i <= n; i++)
        if (t[i] == "deb" || t[i] == "deb-src") types = 1
      text = text "Types: deb-src\n"; next
    }
    tolower($0) ~ /^enabled:[ \t]*no[ \t]*$/ { disabled = 1 }
    { text = text $0 "\n" }
    END { end_stanza() }'
}

# private_apt ARG...: apt-get with the configuration under $cache.
private_apt () {
  apt-get -o Dir::Etc::SourceList="$cache/etc/sources.list" \
    -o Dir::Etc::SourceParts="$cache/etc/sources.list.d" \
    -o Dir::State="$cache/state" -o Dir::Cache="$cache/cache" \
    -o APT::Sandbox::User=root -qq "$@"
}

# patch_program PACKAGE DIR: apply bench/patches/PACKAGE.patch to the
# unpacked DIR/PACKAGE.  Each marks where the program wraps around or
# indexes past a declared bound on purpose, as a user of the options
# would mark it, so that the checks that stay in the code are measured
# instead of the first of them that traps (the patch says why, place by
# place); every compiler builds the same patched source.
patch_program () {
  patch -p1 -s -N -d "$2/$1" < "$(dirname "$0")/patches/$1.patch" || {
    echo "unpack: bench/patches/$1.patch does not apply to $2/$1" >&2
    return 1
  }
}

# unpack PROGRAM DIR: fetch the source of PROGRAM (zlib, lua, sqlite or linux)
# into DIR, make it ready for a hand-written compile line and print the
# folder that bench/build.sh takes.
unpack () {
  case $1 in
    zlib)
      fetch zlib "$2"
      patch_program zlib "$2"
      echo "$2/zlib" ;;
    lua)
      fetch lua5.4 "$2"
      patch_program lua5.4 "$2"
      # Debian's module paths (debian/rules writes this header).
      echo '#define DEB_HOST_MULTIARCH "x86_64-linux-gnu"' \
        > "$2/lua5.4/src/lua5.4-deb-multiarch.h"
      echo "$2/lua5.4/src" ;;
    sqlite)
      fetch sqlite3 "$2"
      patch_program sqlite3 "$2"
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
