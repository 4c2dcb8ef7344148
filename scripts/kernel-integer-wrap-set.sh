#!/bin/sh
# Build Linux 6.12 (Debian's linux-source-6.12) for x86-64 on top of
# tinyconfig with CONFIG_UBSAN in warn mode and, through the kernel's own
# CFLAGS_UBSAN, the integer-wrap set of Linux 6.15's UBSAN_INTEGER_WRAP
# (bench/integer-wrap.scl as the ignore list; implicit truncations trap,
# as 6.12 has no handler for them), boot it under qemu with a busybox
# initramfs, and check that it boots to its shell, that the set's checks
# report something (6.12 marks none of its intended size_t wraps), and
# that no check site is reported twice: the kernel reports a site once,
# by marking its data record, so copies of a check made by inlining must
# share the record.
# Usage: scripts/kernel-integer-wrap-set.sh COMPILER OUTDIR
#   OUTDIR keeps the source, the build, build.log and boot.log.
set -eu
. "$(dirname "$0")/kernel-lib.sh"
cc=$(absolute_compiler "$1") out=$2
scl=$(cd "$(dirname "$0")/../bench" && pwd)/integer-wrap.scl
kernel_unpack "$out"

set_flags="-fsanitize=signed-integer-overflow,unsigned-integer-overflow"
set_flags="$set_flags,implicit-signed-integer-truncation"
set_flags="$set_flags,implicit-unsigned-integer-truncation"
set_flags="$set_flags -fsanitize-undefined-ignore-overflow-pattern=all"
set_flags="$set_flags -fsanitize-trap=implicit-signed-integer-truncation"
set_flags="$set_flags,implicit-unsigned-integer-truncation"
set_flags="$set_flags -fsanitize-ignorelist=$scl"

# A CFLAGS_UBSAN given on make's command line overrides the one that
# scripts/Makefile.ubsan sets, and reaches only the files that UBSAN
# instruments.
kmake () {
  make -s -C "$src" O="$out/build" ARCH=x86_64 CC="$cc" \
    CFLAGS_UBSAN="$set_flags" "$@"
}
kmake tinyconfig > /dev/null
"$src/scripts/config" --file "$out/build/.config" \
  -e 64BIT -e PRINTK -e TTY -e SERIAL_8250 -e SERIAL_8250_CONSOLE \
  -e BLK_DEV_INITRD -e RD_GZIP -e BINFMT_ELF -e BINFMT_SCRIPT \
  -e PROC_FS -e SYSFS -e DEVTMPFS -e DEVTMPFS_MOUNT -e DEBUG_KERNEL \
  -e UBSAN -d UBSAN_TRAP -d UBSAN_BOUNDS -d UBSAN_SHIFT -d UBSAN_BOOL \
  -d UBSAN_ENUM
kmake olddefconfig > /dev/null
grep -q '^CONFIG_UBSAN=y' "$out/build/.config" || {
  echo "CONFIG_UBSAN is off in the configuration" >&2
  exit 1
}
kernel_build kernel bzImage

kernel_initramfs sh mount echo reboot
cat > "$out/initramfs/init" <<'INIT'
#!/bin/sh
mount -t proc proc /proc
mount -t sysfs sysfs /sys
echo "wrap-set: booted"
reboot -f
INIT
kernel_boot qemu-system-x86_64 arch/x86/boot/bzImage "console=ttyS0 panic=-1"

kernel_expect 'wrap-set: booted' "the kernel did not boot or stopped"
# The first line of a report is "UBSAN: KIND in FILE:LINE:COLUMN".
grep -o 'UBSAN: [a-z-]* in [^ ]*' "$out/boot.log" | sort | uniq -c \
  > "$out/reports.txt" || true
cat "$out/reports.txt"
[ -s "$out/reports.txt" ] || {
  echo "kernel-integer-wrap-set: no report: are the checks there?" >&2
  exit 1
}
if awk '$1 > 1 { bad = 1 } END { exit !bad }' "$out/reports.txt"; then
  echo "kernel-integer-wrap-set: a check site reported more than once" >&2
  exit 1
fi
echo "kernel-integer-wrap-set: booted; each check site reported once"
