# Shared by the scripts that build Linux 6.12 (Debian's linux-source-6.12)
# with the fork: scripts/kernel-kcfi.sh, scripts/kernel-integer-wrap.sh.
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
