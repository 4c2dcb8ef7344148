#!/bin/sh
# Build one benchmark program with one compiler and set of options, the
# same compile lines for every compiler.
# Usage: bench/build.sh PROGRAM SRC OUT COMPILER [OPTION...]
#   PROGRAM is zlib (minigzip), lua (the interpreter) or sqlite
#   (speedtest1 on the amalgamation); SRC is the folder that unpack
#   (bench/lib.sh) printed for it.  Every file is compiled with -O2
#   -fno-pie and the OPTIONs and linked with -no-pie, so that compilers
#   built with and without a default PIE compare alike.
# Writes OUT/*.o, OUT/prog, and OUT/compile.times: one line per compiler
# command, "elapsed user system peak-KiB" as GNU time measures them
# (the peak is the largest process of the command, cc1 or ld).  A command
# that fails is printed with the compiler's messages; the exit status is
# then 1.
set -eu
program=$1 src=$2 out=$3 cc=$4
shift 4
mkdir -p "$out"
rm -f "$out"/*.o "$out/prog" "$out/compile.times" "$out/compile.log"

# run COMMAND...: run one compiler command under GNU time.
run () {
  if ! /usr/bin/time -a -o "$out/compile.times" -f "%e %U %S %M" \
         "$@" >> "$out/compile.log" 2>&1; then
    echo "build: this command failed:" >&2
    echo "  (cd $(pwd) && $*)" >&2
    grep -v 'warning:' "$out/compile.log" | tail -n 20 | sed 's/^/  | /' >&2
    exit 1
  fi
}

opts="$*"
case $program in
  zlib)
    for f in adler32 crc32 deflate infback inffast inflate inftrees trees \
             zutil compress uncompr gzclose gzlib gzread gzwrite; do
      run $cc -O2 -fno-pie -DHAVE_UNISTD_H -D_LARGEFILE64_SOURCE=1 -I"$src" $opts \
        -c "$src/$f.c" -o "$out/$f.o"
    done
    run $cc -O2 -fno-pie -DHAVE_UNISTD_H -I"$src" $opts \
      -c "$src/test/minigzip.c" -o "$out/minigzip.o"
    libs= ;;
  lua)
    # Lua seeds its string hashes and table.sort's pivots with the time
    # and addresses: fixed seeds make its instruction counts repeat.
    for f in "$src"/*.c; do
      f=$(basename "$f" .c)
      [ "$f" = luac ] && continue
      run $cc -O2 -fno-pie -DLUA_COMPAT_5_3 -DLUA_USE_POSIX \
        '-Dluai_makeseed(L)=0' '-Dl_randomizePivot()=0' $opts \
        -c "$src/$f.c" -o "$out/$f.o"
    done
    libs=-lm ;;
  sqlite)
    for f in sqlite3 speedtest1; do
      run $cc -O2 -fno-pie -DSQLITE_THREADSAFE=0 -DSQLITE_OMIT_LOAD_EXTENSION \
        -I"$src" $opts -c "$src/$f.c" -o "$out/$f.o"
    done
    libs=-lm ;;
  *) echo "build: unknown program '$program'" >&2; exit 2 ;;
esac
run $cc -O2 -no-pie $opts "$out"/*.o -o "$out/prog" $libs
