#!/bin/sh
# Configure, build and install one GCC tree.
# Usage: scripts/build-gcc.sh KIND SRC OBJDIR PREFIX
#   KIND is native, cross (aarch64-linux-gnu), or bootstrap (native, three
#   stages).  Runs each step through phase.sh; logs go to build/logs.
# Environment: JOBS (make -j), VERSION (the fork's version string).
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

# ccache, when installed, keyed on paths relative to the checkout, so that
# a clone in another folder (as CI makes) hits the same cache.
if command -v ccache > /dev/null; then
  export CCACHE_BASEDIR="$top" CCACHE_NOHASHDIR=1
  export CC="ccache gcc" CXX="ccache g++"
fi

target=aarch64-linux-gnu
sysroot=$prefix/$target/sysroot
set -- --prefix="$prefix" --disable-multilib --enable-languages=c --disable-nls \
  --with-pkgversion="gcc-hardening $version" \
  --with-bugurl="file://$prefix/share/doc/gcc-hardening/README.md"
case $kind in
  native) set -- "$@" --disable-bootstrap ;;
  bootstrap) set -- "$@" --enable-bootstrap ;;
  cross)
    # Debian's libc6-dev-arm64-cross lives in /usr/aarch64-linux-gnu with
    # its own include/ and lib/; its libc.so names libraries by absolute
    # path.  A sysroot of symbolic links gives GCC the usual layout and
    # lets ld find those absolute paths inside the sysroot too.
    set -- "$@" --disable-bootstrap --target=$target --with-sysroot="$sysroot" \
      --with-as=/usr/bin/$target-as --with-ld=/usr/bin/$target-ld \
      --disable-libsanitizer --disable-libgomp --disable-libquadmath \
      --disable-libssp --disable-libitm --disable-libatomic ;;
  *) echo "build-gcc: unknown kind '$kind'" >&2; exit 2 ;;
esac

make_sysroot () {
  mkdir -p "$sysroot/usr"
  for l in usr/include:include usr/lib:lib lib:lib; do
    ln -sfn "/usr/$target/${l#*:}" "$sysroot/${l%%:*}"
  done
  ln -sfn "/usr/$target" "$sysroot/usr/$target"
}

# Debian's libubsan1 and libgcc-12-dev ship the UBSan runtime of this very
# GCC release; offer it to the new compiler instead of building
# libsanitizer, which needs C++ and libstdc++ (see docs/getting-started.md).
link_ubsan () {
  for f in libubsan.so libubsan.a libsanitizer.spec; do
    ln -sfn "/usr/lib/gcc/x86_64-linux-gnu/12/$f" "$1/$f"
  done
}

"$here/need-disk.sh" "$objdir" 4000 "building GCC ($kind)"
mkdir -p "$objdir"
[ "$kind" = cross ] && make_sysroot

# Reconfigure only when the configure line changes.
if [ ! -f "$objdir/Makefile" ] || [ "$(cat "$objdir/.configured-with" 2>/dev/null)" != "$*" ]; then
  rm -rf "$objdir" && mkdir -p "$objdir"
  (cd "$objdir" && "$phase" "configure $kind" "$logs/$name-configure.log" \
     "$rerun" "$src/configure" "$@")
  echo "$*" > "$objdir/.configured-with"
fi

goal=all
[ "$kind" = bootstrap ] && goal=bootstrap
"$phase" "build $kind" "$logs/$name-build.log" "$rerun" \
  make -C "$objdir" -j"$jobs" $goal
"$phase" "install $kind" "$logs/$name-install.log" "$rerun" \
  make -C "$objdir" install
case $kind in
  native|bootstrap)
    link_ubsan "$objdir/gcc"
    link_ubsan "$(dirname "$("$prefix/bin/gcc" -print-libgcc-file-name)")" ;;
  cross) make_sysroot ;;
esac
