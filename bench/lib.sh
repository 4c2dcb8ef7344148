# Helpers for the benchmark scripts (sourced).

# fetch URL DIR: unpack the source tarball at URL into DIR, downloading
# it once into the user's cache.
fetch () {
  cache=${XDG_CACHE_HOME:-$HOME/.cache}/gcc-hardening
  tarball=$cache/$(basename "$1")
  if [ ! -f "$tarball" ]; then
    mkdir -p "$cache"
    wget -q -O "$tarball.part" "$1"
    mv "$tarball.part" "$tarball"
  fi
  tar xf "$tarball" -C "$2"
}
