#!/bin/sh
# Check the patches' commit messages and ChangeLog entries with GCC's own
# contrib/gcc-changelog checker, and their code with check_GNU_style.py.
# Usage: scripts/lint-patches.sh SRC PATCHDIR
# Needs Debian's python3-git, python3-unidiff and python3-dateutil.
set -eu
src=$(cd "$1" && pwd) patches=$(cd "$2" && pwd)
. "$(dirname "$0")/series.sh"
bad=0
for p in $(series_files "$patches"); do
  if ! out=$(cd "$src/contrib/gcc-changelog" && /usr/bin/python3 -c '
import sys
from git_email import GitEmail
e = GitEmail(sys.argv[1])
for err in e.errors:
    print("  changelog: %s %s" % (err.message, err.line or ""))
sys.exit(0 if e.success else 1)' "$patches/$p" 2>&1); then
    bad=1
  fi
  style=$(/usr/bin/python3 "$src/contrib/check_GNU_style.py" -f stdio "$patches/$p" 2>&1 || true)
  if [ -n "$out$style" ]; then
    echo "$p:"; [ -z "$out" ] || echo "$out"; [ -z "$style" ] || echo "$style" | sed 's/^/  style: /'
  else
    echo "$p: ok"
  fi
done
exit $bad
