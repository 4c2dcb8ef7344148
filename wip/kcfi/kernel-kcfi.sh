#!/bin/sh
# Build Linux 6.12 (Debian's linux-source-6.12) for x86_64 with
# CONFIG_CFI_CLANG and CONFIG_LKDTM on top of tinyconfig, boot it under
# qemu-system-x86_64 with a busybox initramfs, and check that it boots
# and that lkdtm's CFI_FORWARD_PROTO (a call through a pointer of the
# wrong type) is caught as a CFI failure.
# Usage: kernel-kcfi.sh COMPILER OUTDIR [PATCH]...
#   COMPILER is the C compiler (with -fsanitize=kcfi); each PATCH is
#   applied to the kernel source first.  OUTDIR keeps the source, the
#   build and boot.log.
set -eu
cc=$1 out=$2
shift 2
tarball=/usr/src/linux-source-6.12.tar.xz
mkdir -p "$out"
out=$(cd "$out" && pwd)
src=$out/linux-source-6.12

if [ ! -d "$src" ]; then
  tar -xJf "$tarball" -C "$out"
  for p in "$@"; do
    patch -d "$src" -p1 < "$p"
  done
fi

kmake () {
  make -s -C "$src" O="$out/build" ARCH=x86_64 CC="$cc" "$@"
}
kmake tinyconfig > /dev/null
"$src/scripts/config" --file "$out/build/.config" \
  -e 64BIT -e PRINTK -e TTY -e SERIAL_8250 -e SERIAL_8250_CONSOLE \
  -e BLK_DEV_INITRD -e RD_GZIP -e BINFMT_ELF -e BINFMT_SCRIPT \
  -e PROC_FS -e SYSFS -e DEVTMPFS -e DEVTMPFS_MOUNT \
  -e DEBUG_KERNEL -e DEBUG_FS -e RUNTIME_TESTING_MENU -e LKDTM -e BUG \
  -e CFI_CLANG -d CFI_PERMISSIVE
kmake olddefconfig > /dev/null
grep -q '^CONFIG_CFI_CLANG=y' "$out/build/.config" || {
  echo "CONFIG_CFI_CLANG is off: does $cc take -fsanitize=kcfi?" >&2
  exit 1
}
start=$(date +%s)
kmake -j"$(($(nproc) + 1))" bzImage > "$out/build.log" 2>&1 || {
  echo "the kernel build failed; last lines:" >&2
  tail -n 20 "$out/build.log" >&2
  exit 1
}
echo "kernel built in $(($(date +%s) - start)) s"

# The initramfs: busybox, and an init that provokes the CFI failure.
rm -rf "$out/initramfs"
mkdir -p "$out/initramfs/bin" "$out/initramfs/proc" "$out/initramfs/sys" \
  "$out/initramfs/dev"
cp /bin/busybox "$out/initramfs/bin/busybox"
for t in sh mount echo cat poweroff; do ln -s busybox "$out/initramfs/bin/$t"; done
cat > "$out/initramfs/init" <<'EOF'
#!/bin/sh
mount -t proc proc /proc
mount -t sysfs sysfs /sys
mount -t debugfs debugfs /sys/kernel/debug
echo "kcfi-test: booted"
echo CFI_FORWARD_PROTO > /sys/kernel/debug/provoke-crash/DIRECT
echo "kcfi-test: survived"
poweroff -f
EOF
chmod +x "$out/initramfs/init"
(cd "$out/initramfs" && find . | cpio -o -H newc 2>/dev/null | gzip) \
  > "$out/initramfs.cpio.gz"

timeout 120 qemu-system-x86_64 -m 256 -nographic -no-reboot \
  -kernel "$out/build/arch/x86/boot/bzImage" \
  -initrd "$out/initramfs.cpio.gz" \
  -append "console=ttyS0 panic=-1 oops=panic" > "$out/boot.log" 2>&1 || true

grep -q 'kcfi-test: booted' "$out/boot.log" || {
  echo "the kernel did not boot; last lines of boot.log:" >&2
  tail -n 20 "$out/boot.log" >&2
  exit 1
}
grep -q 'CFI failure at' "$out/boot.log" || {
  echo "no CFI failure reported; last lines of boot.log:" >&2
  tail -n 20 "$out/boot.log" >&2
  exit 1
}
grep 'CFI failure at' "$out/boot.log"
echo "kernel-kcfi: booted, and the mismatched call was caught"
