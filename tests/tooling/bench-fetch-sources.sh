# bench/lib.sh's fetch takes its deb-src entries from apt's own
# configuration, in the one-line and the deb822 form, and says what to
# do when apt has none.  The sample configuration below stands for a
# machine's; its URIs are local paths, so that apt fails at once and
# nothing is downloaded.
. "$GROUP_DIR/lib.sh"
. "$TOP/bench/lib.sh"
here=$PWD
mkdir -p etc/parts cache
cat > apt.conf <<CONF
Dir::Etc::SourceList "$here/etc/sources.list";
Dir::Etc::SourceParts "$here/etc/parts";
CONF
export APT_CONFIG="$here/apt.conf" XDG_CACHE_HOME="$here/cache"
generated=cache/gcc-hardening/apt/etc

# No entry at all, or only disabled and foreign ones: a clear message.
cat > etc/parts/off.sources <<'S'
Types: deb
URIs: file:/nonexistent/off
Suites: bookworm
Components: main
Enabled: no
S
echo '# deb file:/nonexistent/commented bookworm main' > etc/sources.list
echo 'deb file:/nonexistent/ignored bookworm main' > etc/parts/x.list.disabled
fails_with "apt has no enabled 'deb' entry in $here/etc/sources.list" \
  fetch zlib "$here"
[ ! -s $generated/sources.list ]
[ ! -s $generated/sources.list.d/machine.sources ]

# The one-line form: deb and deb-src lines, options kept, duplicates
# dropped, comments and other types left out.
cat > etc/sources.list <<'L'
# a comment
deb [signed-by=/usr/share/keyrings/k.gpg arch=amd64] file:/nonexistent/a bookworm main contrib
deb-src file:/nonexistent/b bookworm-updates main
deb-src [signed-by=/usr/share/keyrings/k.gpg arch=amd64] file:/nonexistent/a bookworm main contrib
L
echo 'deb	file:/nonexistent/c   bookworm-security main' > etc/parts/c.list
# The deb822 form: several stanzas and files, field names in any case,
# multi-line fields, an embedded key with its " ." lines.
cat > etc/parts/d.sources <<'S'
# a comment
Types: deb deb-src
URIs: file:/nonexistent/d1 file:/nonexistent/d2
Suites: bookworm
  bookworm-updates
Components: main
Signed-By: /usr/share/keyrings/k.gpg

types: deb
uris: file:/nonexistent/e
suites: bookworm
components: main non-free-firmware
Signed-By:
 -----BEGIN PGP PUBLIC KEY BLOCK-----
 .
 mQINBGPL0BUBEADmW5NdOOHwPIJlgPu6JDcKw/NZJPR8lsD3K87ZM18gzyQZJD+w
 -----END PGP PUBLIC KEY BLOCK-----

Types: rpm
URIs: file:/nonexistent/f
Suites: x
Components: main
S
cat > etc/parts/g.sources <<'S'
Types: deb
URIs: file:/nonexistent/g
Suites: bookworm
Components: main
S
fails_with "apt could not download the source package zlib of bookworm" \
  fetch zlib "$here"
cat > want.list <<'L'
deb-src [signed-by=/usr/share/keyrings/k.gpg arch=amd64] file:/nonexistent/a bookworm main contrib
deb-src file:/nonexistent/b bookworm-updates main
deb-src file:/nonexistent/c bookworm-security main
L
cat > want.sources <<'S'
Types: deb-src
URIs: file:/nonexistent/d1 file:/nonexistent/d2
Suites: bookworm
  bookworm-updates
Components: main
Signed-By: /usr/share/keyrings/k.gpg

Types: deb-src
uris: file:/nonexistent/e
suites: bookworm
components: main non-free-firmware
Signed-By:
 -----BEGIN PGP PUBLIC KEY BLOCK-----
 .
 mQINBGPL0BUBEADmW5NdOOHwPIJlgPu6JDcKw/NZJPR8lsD3K87ZM18gzyQZJD+w
 -----END PGP PUBLIC KEY BLOCK-----

Types: deb-src
URIs: file:/nonexistent/g
Suites: bookworm
Components: main
S
diff want.list $generated/sources.list
diff want.sources $generated/sources.list.d/machine.sources
