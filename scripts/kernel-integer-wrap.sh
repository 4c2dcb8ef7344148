#!/bin/sh
# Build Linux 6.12 (Debian's linux-source-6.12) for x86-64 on top of
# tinyconfig with CONFIG_UBSAN, CONFIG_UBSAN_SIGNED_WRAP (which 6.12
# marks BROKEN: give the patch that allows it) and lib/test_ubsan.c as a
# module, boot it under qemu with a busybox initramfs that loads the
# module, and check that each of the module's four signed wrap cases
# (+, -, *, negation, under the kernel's -fno-strict-overflow) is
# reported once, by the kernel's own UBSAN handlers, and that the kernel
# keeps running.
# With --trap, CONFIG_UBSAN_TRAP (and UBSAN_BOUNDS) instead: the kernel
# boots with its checks as traps, and the module's first wrap, the
# addition, traps with its kind decoded by the kernel ("integer
# addition overflow"), which kills the module's insmod and nothing else.
# Usage: scripts/kernel-integer-wrap.sh [--trap] COMPILER OUTDIR [PATCH]...
#   OUTDIR keeps the source, the build, build.log and boot.log.
set -eu
. "$(dirname "$0")/kernel-lib.sh"
mode=warn
if [ "$1" = --trap ]; then
  mode=trap
  shift
fi
cc=$(absolute_compiler "$1") out=$2
shift 2
kernel_unpack "$out" "$@"

kmake () {
  make -s -C "$src" O="$out/build" ARCH=x86_64 CC="$cc" "$@"
}
kmake tinyconfig > /dev/null
"$src/scripts/config" --file "$out/build/.config" \
  -e 64BIT -e PRINTK -e TTY -e SERIAL_8250 -e SERIAL_8250_CONSOLE \
  -e BLK_DEV_INITRD -e RD_GZIP -e BINFMT_ELF -e BINFMT_SCRIPT \
  -e PROC_FS -e SYSFS -e DEVTMPFS -e DEVTMPFS_MOUNT \
  -e MODULES -e DEBUG_KERNEL -e RUNTIME_TESTING_MENU \
  -e UBSAN -d UBSAN_TRAP -e UBSAN_SIGNED_WRAP -m TEST_UBSAN
[ $mode = warn ] ||
  "$src/scripts/config" --file "$out/build/.config" -e UBSAN_TRAP -e UBSAN_BOUNDS
kmake olddefconfig > /dev/null
for opt in UBSAN_SIGNED_WRAP TEST_UBSAN; do
  grep -q "^CONFIG_$opt=[ym]" "$out/build/.config" || {
    echo "CONFIG_$opt is off: does $cc check signed overflow under" \
      "-fno-strict-overflow, and is the Kconfig patch given?" >&2
    exit 1
  }
done
kernel_build "kernel and modules" bzImage modules

kernel_initramfs sh mount echo insmod reboot
cp "$out/build/lib/test_ubsan.ko" "$out/initramfs/"
cat > "$out/initramfs/init" <<'EOF'
#!/bin/sh
mount -t proc proc /proc
mount -t sysfs sysfs /sys
echo "wrap-test: booted"
insmod /test_ubsan.ko
echo "wrap-test: survived"
# tinyconfig has no ACPI to power off with; qemu's -no-reboot ends at
# the reset.
reboot -f
EOF
kernel_boot qemu-system-x86_64 arch/x86/boot/bzImage "console=ttyS0 panic=-1"

kernel_expect 'wrap-test: survived' "the kernel did not boot or stopped"
if [ $mode = trap ]; then
  n=$(grep -c 'UBSAN: integer addition overflow at' "$out/boot.log" || true)
  echo "$n trap(s) of kind 'integer addition overflow'"
  [ "$n" = 1 ] || {
    echo "kernel-integer-wrap: the first wrap did not trap once, with its kind" >&2
    exit 1
  }
  echo "kernel-integer-wrap: booted in trap mode; the first wrap trapped, with its kind"
  exit 0
fi
# The report's first line names the check and the place; the second
# says what did not fit.
status=0
for what in "2147483647 + 2 cannot be represented in type 'int'" \
            "-2147483648 - 2 cannot be represented in type 'int'" \
            "1073741823 \* 3 cannot be represented in type 'int'" \
            "negation of -2147483648 cannot be represented in type 'int'"; do
  n=$(grep -c -e "$what" "$out/boot.log" || true)
  echo "$n report(s): $what" | tr -d '\\'
  [ "$n" = 1 ] || status=1
done
grep -E 'UBSAN: (signed-integer-overflow|negation-overflow) in .*test_ubsan' \
  "$out/boot.log" || status=1
[ $status = 0 ] || {
  echo "kernel-integer-wrap: not each signed wrap reported once" >&2
  exit 1
}
echo "kernel-integer-wrap: each signed wrap reported once, and the kernel ran on"
