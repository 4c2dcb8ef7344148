# Shared by the scripts that build Linux 6.12 (Debian's linux-source-6.12)
# with the fork: scripts/kernel-kcfi.sh, scripts/kernel-integer-wrap.sh,
# scripts/kernel-integer-wrap-set.sh.
# Source it; it defines functions only.

# absolute_compiler CC: CC, a command name or a path; a path made
# absolute, as the kernel's make runs in its source tree.
absolute_compiler () {
  case $1 in
    */*) echo "$(cd "$(dirname "$1")" && pwd)/$(basename "$1")" ;;
    *) echo "$1" ;;
  esac
}

# kernel_unpack OUT PATCH...: unpack the kernel source into
# OUT/linux-source-6.12 unless it is there, and apply each PATCH to it
# then.  Sets out (OUT, absolute) and src.
kernel_unpack () {
  mkdir -p "$1"
  out=$(cd "$1" && pwd)
  shift
  src=$out/linux-source-6.12
  if [ ! -d "$src" ]; then
    tar -xJf /usr/src/linux-source-6.12.tar.xz -C "$out"
    for p in "$@"; do
      patch -d "$src" -p1 < "$p"
    done
  fi
}

# kernel_build WHAT TARGET...: make the kernel's TARGETs with the
# caller's kmake, the output in $out/build.log; print how long it took
# (WHAT names what was built), or the end of the log and exit.
kernel_build () {
  what=$1
  shift
  start=$(date +%s)
  kmake -j"$(($(nproc) + 1))" "$@" > "$out/build.log" 2>&1 || {
    echo "the kernel build failed; last lines:" >&2
    tail -n 20 "$out/build.log" >&2
    exit 1
  }
  echo "$what built in $(($(date +%s) - start)) s"
}

# kernel_initramfs APPLET...: a new $out/initramfs with /proc, /sys and
# the host's busybox as /bin/busybox and as each APPLET; the caller
# writes its init.
kernel_initramfs () {
  rm -rf "$out/initramfs"
  mkdir -p "$out/initramfs/bin" "$out/initramfs/proc" "$out/initramfs/sys"
  cp /bin/busybox "$out/initramfs/bin/busybox"
  for t in "$@"; do
    ln -s busybox "$out/initramfs/bin/$t"
  done
}

# kernel_boot QEMU IMAGE APPEND: pack $out/initramfs (with its init)
# into $out/initramfs.cpio.gz and boot $out/build/IMAGE with it under
# QEMU (the command and its machine options) and the kernel command
# line APPEND, for at most 300 s; the console goes to $out/boot.log.
kernel_boot () {
  chmod +x "$out/initramfs/init"
  (cd "$out/initramfs" && find . | cpio -o -H newc 2>/dev/null | gzip) \
    > "$out/initramfs.cpio.gz"
  timeout 300 $1 -m 256 -nographic -no-reboot \
    -kernel "$out/build/$2" \
    -initrd "$out/initramfs.cpio.gz" \
    -append "$3" > "$out/boot.log" 2>&1 || true
}

# kernel_expect PATTERN PROBLEM: unless $out/boot.log has a line that
# matches PATTERN, say PROBLEM, print the end of boot.log and exit.
kernel_expect () {
  grep -q -e "$1" "$out/boot.log" || {
    echo "$2; last lines of boot.log:" >&2
    tail -n 20 "$out/boot.log" >&2
    exit 1
  }
}
