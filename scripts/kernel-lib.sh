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
