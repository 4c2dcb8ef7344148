# What the fuzzers' generators (scripts/fuzz-attributes.awk,
# scripts/fuzz-valid.awk) share, loaded before them with -f: their
# pseudo-random numbers, from a Park-Miller generator of their own so that
# a seed gives the same file with mawk and gawk, and the loop over the
# seeds.

# write_files (): call the generator's generate (SEED) for the COUNT
# seeds from FIRST (the -v variables; COUNT defaults to 1).
function write_files(   s) {
  if (count == "")
    count = 1
  for (s = 0; s < count; s++)
    generate(first + s)
}

# prng_seed (SEED): start the sequence of SEED.
function prng_seed(seed,   k) {
  state = (seed % 2147483646) + 1
  for (k = 0; k < 8; k++)
    rnd()
}
# rnd (): a number in [0, 1).
function rnd() {
  state = (state * 16807) % 2147483647
  return state / 2147483647
}
# pick (N): an integer in 0..N-1.
function pick(n) { return int (rnd() * n) }
# chance (P): true with probability P.
function chance(p) { return rnd() < p }
# oneof (LIST): one of the "|"-separated choices of LIST.
function oneof(list,   a, n) {
  n = split (list, a, "|")
  return a[pick(n) + 1]
}
