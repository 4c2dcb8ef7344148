# Helpers for scripts/fuzz-csmith.sh and scripts/fuzz-attributes.sh
# (sourced): how a compile failed, and reducing a finding.

# ice_signature FILE: the message of the internal compiler error in
# FILE, without its location ("in expand_expr_real_1, at expr.cc:8521",
# "Segmentation fault"); empty when there is none.
ice_signature () {
  sed -n 's/.*internal compiler error: //p' "$1" | head -n 1
}

# is_ice FILE: FILE holds an internal compiler error or a crash of cc1.
is_ice () {
  grep -Eq 'internal compiler error|Please submit a full bug report|terminated program (cc1|as)' "$1"
}

# unlocated FILE: prints the diagnostics of FILE that have no location:
# errors and warnings that neither start with FILE:LINE: nor come from
# the driver or cc1 about a command-line option.
unlocated () {
  grep -E '(error|warning): ' "$1" \
    | grep -v '^ ' \
    | grep -Ev '^[^ :]+:[1-9][0-9]*:([0-9]+:)? ' \
    | grep -Ev "^[^ :]+: (fatal error|error|warning): .*('-|command-line|option)" || true
}

# classify RC FILE: what went wrong in a compile that exited with status
# RC and printed FILE, or nothing when all is well: hang, ice, crash (a
# signal), bad-asm (the assembler complained), no-location (a
# diagnostic without a location, or a failure without a located error).
classify () {
  if [ "$1" = 124 ] || [ "$1" = 137 ]; then echo hang
  elif is_ice "$2"; then echo ice
  elif [ "$1" -gt 128 ]; then echo crash
  elif grep -q '^[^ ]*: Assembler messages:' "$2"; then echo bad-asm
  elif [ -n "$(unlocated "$2")" ]; then echo no-location
  elif [ "$1" != 0 ] && ! grep -Eq '^[^ :]+:[1-9][0-9]*:([0-9]+:)? (fatal )?error: |^[^ :]+: (fatal )?error: ' "$2"; then
    echo no-location
  fi
}

# reducer: cvise or creduce, whichever is installed, or nothing.
reducer () {
  for r in cvise creduce; do
    if command -v "$r" > /dev/null 2>&1; then echo "$r"; return 0; fi
  done
}

# reduce DIR FILE: shrink DIR/FILE (a copy of the finding's source) with
# DIR/interesting.sh, for at most $REDUCE_TIME seconds; the log is
# DIR/reduce.log and FILE is changed in place.
reduce () {
  r=$(reducer)
  if [ -z "$r" ]; then
    echo "  not reduced: neither cvise nor creduce is installed"
    return 0
  fi
  # The same message as a finding reduced before: one reduction is enough.
  if [ -s "$1/signature.txt" ]; then
    for o in "$(dirname "$1")"/*/signature.txt; do
      o=$(dirname "$o")
      if [ "$o" != "$1" ] && [ -f "$o/reduce.log" ] && cmp -s "$o/signature.txt" "$1/signature.txt"; then
        echo "  not reduced: the same failure as $o"
        return 0
      fi
    done
  fi
  t=$(mktemp -d)
  cp "$1/$2" "$t/"
  if ! (cd "$t" && "$1/interesting.sh" > /dev/null 2>&1); then
    rm -rf "$t"
    echo "  not reduced: $1/interesting.sh does not hold on the original"
    return 0
  fi
  rm -rf "$t"
  echo "  reducing with $r, at most ${REDUCE_TIME}s (log: $1/reduce.log)"
  (cd "$1" && nice -n 19 timeout "$REDUCE_TIME" "$r" --n 1 "$PWD/interesting.sh" "$2") \
    > "$1/reduce.log" 2>&1 || true
  echo "  reduced to $(wc -l < "$1/$2") lines, $(wc -c < "$1/$2") bytes: $1/$2"
}
