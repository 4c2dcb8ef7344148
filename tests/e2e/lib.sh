# Helpers for the end-to-end tests (sourced by each test).

# expect_output FILE TEXT: FILE contains the line fragment TEXT.
expect_output () {
  if ! grep -qF -- "$2" "$1"; then
    echo "expected in $1: $2"; echo "got:"; cat "$1"; return 1
  fi
}
