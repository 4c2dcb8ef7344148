#!/bin/sh
# Configure, build and install one GCC tree.
# Usage: scripts/build-gcc.sh KIND SRC OBJDIR PREFIX
#   KIND is native, cross (aarch64-linux-gnu), or bootstrap (native, three
#   stages).  Each step runs through phase.sh, with its log in build/logs.
# Environment: JOBS (make -j), VERSION (the fork's version string),
#   BUILD_ONLY=yes to build only, for tests in OBJDIR, and HOST_CFLAGS
#   to compile the compiler with other flags than -g -O2 (check-series).
set -eu
rerun="$0 $*"
kind=$1 src=$(cd "$2" && pwd) prefix=$4
here=$(cd "$(dirname "$0")" && pwd)
top=$(dirname "$here")
mkdir -p "$3"
objdir=$(cd "$3" && pwd)
logs=$top/build/logs
# Log files are named after the object directory: build/baseline/native
# logs to build/logs/baseline-native-*.log.
name=$(echo "${objdir#"$top"/build/}" | tr / -)
jobs=${JOBS:-3}
version=${VERSION:-0}
phase="$here/phase.sh"

# GCC is configured for a fixed prefix and installed into PREFIX through
# DESTDIR: the installed compiler finds its files relative to itself.
# The configured prefix ends up in auto-host.h, which nearly every file
# includes, so a prefix that followed the checkout's folder would defeat
# ccache in every other clone (as CI makes).  ccache itself is told to
# key on paths relative to the checkout.
conf_prefix=/opt/gcc-hardening
if command -v ccache > /dev/null; then
  export CCACHE_BASEDIR="$top" CCACHE_NOHASHDIR=1
  export CCACHE_MAXSIZE="${CCACHE_MAXSIZE:-20G}"
  export CC="ccache gcc" CXX="ccache g++"
fi

target=aarch64-linux-gnu
sysroot=$target/sysroot
set -- --prefix=$conf_prefix --disable-multilib --enable-languages=c --disable-nls \
  --with-pkgversion="gcc-hardening $version" \
  --with-bugurl="share/doc/gcc-hardening/README.md, section Reporting bugs"
case $kind in
  native) set -- "$@" --disable-bootstrap ;;
  bootstrap) set -- "$@" --enable-bootstrap ;;
  cross)
    # Debian's libc6-dev-arm64-cross lives in /usr/aarch64-linux-gnu with
    # its own include/ and lib/, and its libc.so names libraries by
    # absolute path.  A sysroot of symbolic links (made in the build tree
    # for the build, and in PREFIX for the installed compiler) gives GCC
    # the usual layout and lets ld find those paths inside it too.
    set -- "$@" --disable-bootstrap --target=$target \
      --with-sysroot=$conf_prefix/$sysroot --with-build-sysroot="$objdir/sysroot" \
      --with-as=/usr/bin/$target-as --with-ld=/usr/bin/$target-ld \
      --disable-libsanitizer --disable-libgomp --disable-libquadmath \
      --disable-libssp --disable-libitm --disable-libatomic ;;
  *) echo "build-gcc: unknown kind '$kind'" >&2; exit 2 ;;
esac

# make_sysroot DIR: the sysroot of symbolic links described above.
make_sysroot () {
  mkdir -p "$1/usr"
  ln -sfn /usr/$target/include "$1/usr/include"
  ln -sfn /usr/$target/lib "$1/usr/lib"
  ln -sfn /usr/$target/lib "$1/lib"
  ln -sfn /usr/$target "$1/usr/$target"
}

# Debian's libubsan1 and libgcc-12-dev (libubsan1-arm64-cross and
# libgcc-12-dev-arm64-cross for the cross compiler) ship the UBSan runtime
# of this very GCC release; offer it to the new compiler instead of
# building libsanitizer, which needs C++ and libstdc++ (see
# docs/getting-started.md).
# link_ubsan FROM DIR: FROM is Debian's GCC 12 library folder for the
# target, DIR is where the compiler looks for its libraries.
link_ubsan () {
  for f in libubsan.so libubsan.a libsanitizer.spec; do
    ln -sfn "$1/$f" "$2/$f"
  done
}

# The compiler itself built with other flags; the target libraries keep
# GCC's usual ones.
if [ -n "${HOST_CFLAGS:-}" ]; then
  export CFLAGS="$HOST_CFLAGS" CXXFLAGS="$HOST_CFLAGS" CFLAGS_FOR_TARGET="-g -O2"
  set -- "$@" "CFLAGS=$HOST_CFLAGS"
fi

"$here/need-disk.sh" "$objdir" 4000 "building GCC ($kind)"

# Reconfigure only when the configure line changes.
if [ ! -f "$objdir/Makefile" ] || [ "$(cat "$objdir/.configured-with" 2>/dev/null)" != "$*" ]; then
  rm -rf "$objdir" && mkdir -p "$objdir"
  [ "$kind" = cross ] && make_sysroot "$objdir/sysroot"
  (cd "$objdir" && "$phase" "configure $name" "$logs/$name-configure.log" \
     "$rerun" "$src/configure" "$@")
  echo "$*" > "$objdir/.configured-with"
fi

goal=all
[ "$kind" = bootstrap ] && goal=bootstrap
"$phase" "build $name" "$logs/$name-build.log" "$rerun" \
  make -C "$objdir" -j"$jobs" $goal

# The UBSan runtime of Debian's GCC 12, for the tests run in OBJDIR and
# for the installed compiler (see link_ubsan).
debian_libs=/usr/lib/gcc/x86_64-linux-gnu/12
[ "$kind" = cross ] && debian_libs=/usr/lib/gcc-cross/$target/12
link_ubsan "$debian_libs" "$objdir/gcc"
[ "${BUILD_ONLY:-no}" = yes ] && exit 0

stage=$objdir/stage
rm -rf "$stage"
"$phase" "install $name" "$logs/$name-install.log" "$rerun" \
  sh -c "make -C '$objdir' install DESTDIR='$stage' &&
         mkdir -p '$prefix' && cp -a '$stage$conf_prefix/.' '$prefix/'"
rm -rf "$stage"
driver=$prefix/bin/gcc
if [ "$kind" = cross ]; then
  make_sysroot "$prefix/$sysroot"
  driver=$prefix/bin/$target-gcc
fi
link_ubsan "$debian_libs" "$(dirname "$("$driver" -print-libgcc-file-name)")"
echo "installed $driver: $("$driver" --version | head -n 1)"
