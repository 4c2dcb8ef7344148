#!/bin/sh
# Build Linux 6.12 (Debian's linux-source-6.12) with CONFIG_CFI_CLANG and
# CONFIG_LKDTM on top of tinyconfig, boot it under qemu with a busybox
# initramfs, and check that it boots and that lkdtm's CFI_FORWARD_PROTO
# (a call through a pointer of the wrong type) is caught as a CFI
# failure.
# Usage: scripts/kernel-kcfi.sh ARCH COMPILER OUTDIR [PATCH]...
#   ARCH is x86_64 (COMPILER the native gcc, busybox from the host) or
#   arm64 (the aarch64-linux-gnu gcc; busybox from Debian's arm64
#   busybox-static package, which OUTDIR keeps).  Each PATCH is applied
#   to the kernel source first.  OUTDIR keeps the source, the build,
#   build.log and boot.log.
set -eu
. "$(dirname "$0")/kernel-lib.sh"
arch=$1 cc=$(absolute_compiler "$2") out=$3
shift 3
case $arch in
  x86_64) cross= image=arch/x86/boot/bzImage target=bzImage console=ttyS0
          qemu="qemu-system-x86_64" ;;
  arm64) cross=aarch64-linux-gnu- image=arch/arm64/boot/Image target=Image
         console=ttyAMA0 qemu="qemu-system-aarch64 -M virt -cpu cortex-a57" ;;
  *) echo "kernel-kcfi: unknown ARCH $arch" >&2; exit 2 ;;
esac
kernel_unpack "$out" "$@"

kmake () {
  make -s -C "$src" O="$out/build" ARCH="$arch" CROSS_COMPILE="$cross" \
    CC="$cc" "$@"
}
kmake tinyconfig > /dev/null
"$src/scripts/config" --file "$out/build/.config" \
  -e 64BIT -e PRINTK -e TTY -e SERIAL_8250 -e SERIAL_8250_CONSOLE \
  -e ARM_AMBA -e SERIAL_AMBA_PL011 -e SERIAL_AMBA_PL011_CONSOLE -e ARM_PSCI_FW \
  -e BLK_DEV_INITRD -e RD_GZIP -e BINFMT_ELF -e BINFMT_SCRIPT \
  -e PROC_FS -e SYSFS -e DEVTMPFS -e DEVTMPFS_MOUNT \
  -e DEBUG_KERNEL -e DEBUG_FS -e RUNTIME_TESTING_MENU -e LKDTM -e BUG \
  -e CFI_CLANG -d CFI_PERMISSIVE
kmake olddefconfig > /dev/null
grep -q '^CONFIG_CFI_CLANG=y' "$out/build/.config" || {
  echo "CONFIG_CFI_CLANG is off: does $cc take -fsanitize=kcfi?" >&2
  exit 1
}
kernel_build kernel $target

# The initramfs: busybox, and an init that provokes the CFI failure.
rm -rf "$out/initramfs"
mkdir -p "$out/initramfs/bin" "$out/initramfs/proc" "$out/initramfs/sys" \
  "$out/initramfs/dev"
if [ "$arch" = x86_64 ]; then
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
else
  # Debian has no arm64 busybox for an amd64 host without multiarch: the
  # same init as a static program of Debian's cross compiler.
  cat > "$out/init.c" <<'EOF'
#include <fcntl.h>
#include <stdio.h>
#include <sys/mount.h>
#include <sys/reboot.h>
#include <unistd.h>
int
main (void)
{
  mount ("proc", "/proc", "proc", 0, 0);
  mount ("sysfs", "/sys", "sysfs", 0, 0);
  mount ("debugfs", "/sys/kernel/debug", "debugfs", 0, 0);
  puts ("kcfi-test: booted");
  fflush (stdout);
  int fd = open ("/sys/kernel/debug/provoke-crash/DIRECT", O_WRONLY);
  if (fd >= 0)
    write (fd, "CFI_FORWARD_PROTO\n", 18);
  puts ("kcfi-test: survived");
  fflush (stdout);
  reboot (RB_POWER_OFF);
  return 0;
}
EOF
  aarch64-linux-gnu-gcc -static -O2 "$out/init.c" -o "$out/initramfs/init"
fi
kernel_boot "$qemu" "$image" "console=$console panic=-1 oops=panic"

kernel_expect 'kcfi-test: booted' "the kernel did not boot"
kernel_expect 'CFI failure at' "no CFI failure reported"
grep 'CFI failure at' "$out/boot.log"
echo "kernel-kcfi: booted, and the mismatched call was caught"
