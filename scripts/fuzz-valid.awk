# Generator of valid C programs that use counted_by and flexible array
# members the way kernel code does: the count reached through anonymous
# structures and unions, the counted member inside one (struct_group (),
# DECLARE_FLEX_ARRAY ()), counted pointers, _Bool counts, and static
# initializers of structures and unions with flexible array members.
# Each program prints what it computes: sizes, the count's offset, the
# elements written within the count, the bytes of each initializer.
# scripts/fuzz-attributes.sh -V compiles and runs what it writes.
# Usage: awk -v first=SEED -v count=N -v dir=DIR -f scripts/fuzz-prng.awk \
#            -f scripts/fuzz-valid.awk
# Writes DIR/in-SEED.c ... DIR/in-(SEED+N-1).c.  As in fuzz-attributes.awk,
# the first line is "/* options: ... */" and the last "/* valid */": each
# program must compile without a diagnostic and print the same with every
# compiler and option set.  Each file depends only on its own seed,
# through the PRNG of fuzz-prng.awk.

function emit(s) { print s > out }

# The attribute on member A, in one of its spellings.
function cb(c) {
  return oneof("__attribute__ ((counted_by (" c ")))|__attribute__ ((__counted_by__ (" c ")))")
}

# Structure K: a layout that puts the count C, of type CT, and the
# counted member A, of element type ET, somewhere; sets ptr[k].
function structure(k, ct, et,   l, a) {
  l = pick(10)
  ptr[k] = (l >= 8)
  a = (l >= 8) ? "*a " cb("c") : "a[] " cb("c")
  if (l == 0) return "struct s" k " { " ct " c; " et " " a "; };"
  if (l == 1) return "struct s" k " { struct { int x; " ct " c; }; " et " " a "; };"
  if (l == 2) return "struct s" k " { union { " ct " c; int u; }; " et " " a "; };"
  if (l == 3) return "struct s" k " { struct { int x; }; struct { " ct " c; }; " et " " a "; };"
  if (l == 4) return "struct s" k " { " ct " c; struct { int x; " et " " a "; }; };"
  if (l == 5) return "struct s" k " { " ct " c; union { struct { struct { } e1; " et " " a "; }; struct { struct { } e2; char b[] " cb("c") "; }; }; };"
  if (l == 6) return "struct s" k " { union { struct { int f; " ct " c; }; struct g" k " { int f; " ct " c; } h; }; " et " " a "; };"
  if (l == 7) return "struct s" k " { " ct " c; struct { struct { " et " " a "; }; }; };"
  if (l == 8) return "struct s" k " { " ct " c; " et " " a "; };"
  return "struct s" k " { " ct " c; union { long x; " et " " a "; }; };"
}

# Uses of structure K in main: allocate, set the count, print.
function use(k, ct, et,   v, room) {
  v = (ct == "_Bool") ? pick(2) : pick(12)
  room = v + pick(4)
  emit("  {")
  emit("    struct s" k " *p = alloc (sizeof (struct s" k ") + " room " * sizeof (" et "));")
  if (ptr[k])
    emit("    p->a = (" et " *) buf;")
  if (chance(0.5))
    emit("    p->c = " v ";")
  else
    emit("    *__builtin_counted_by_ref (p->a) = " v ";")
  emit("    char *ref = (char *) __builtin_counted_by_ref (p->a);")
  emit("    printf (\"s" k ": sizeof %zu count at %ld\\n\", sizeof (struct s" k "), (long) (ref - (char *) p));")
  emit("    printf (\"s" k ": %zu %zu\\n\", __builtin_dynamic_object_size (p->a, 1), __builtin_dynamic_object_size (p->a, 0));")
  if (v > 1)
    emit("    printf (\"s" k ": %zu\\n\", __builtin_dynamic_object_size (&p->a[1], 1));")
  emit("    long sum = 0;")
  emit("    for (int i = 0; i < p->c; i++)")
  emit("      {")
  emit("        p->a[i] = (" et ") (i * 3 + " k ");")
  emit("        sum += (long) p->a[i];")
  emit("      }")
  emit("    printf (\"s" k ": sum %ld\\n\", sum);")
  emit("  }")
}

# A static union with a flexible array member, initialized.
function union_init(k,   et, init, n, j) {
  et = oneof("char|unsigned char|short")
  emit("union u" k " { " et " a[]; " oneof("int|char|long|short") " i; };")
  n = 1 + pick(9)
  if (et ~ /char/ && chance(0.4)) {
    init = "\""
    for (j = 0; j < n - 1; j++)
      init = init sprintf ("%c", 97 + pick(26))
    init = init "\""
  } else {
    init = "{ "
    for (j = 0; j < n; j++)
      init = init (j ? ", " : "") (1 + pick(100))
    init = init " }"
  }
  emit("union u" k " gu" k " = { " (chance(0.5) ? ".a = " : "") init " };")
  ninit[k] = n
}

function generate(seed,   k, ns, nu, ct, et) {
  prng_seed(seed)
  out = dir "/in-" seed ".c"
  emit("/* options: -Wall */")
  emit("/* fuzz-valid seed " seed " */")
  emit("typedef __SIZE_TYPE__ size_t;")
  emit("extern int printf (const char *, ...);")
  emit("extern void *malloc (size_t);")
  emit("static long buf[64] __attribute__ ((unused));")
  emit("__attribute__ ((noipa)) static void *alloc (size_t n) { return malloc (n); }")
  ns = 1 + pick(3)
  for (k = 1; k <= ns; k++) {
    ct[k] = oneof(counttypes)
    et[k] = oneof(elemtypes)
    emit(structure(k, ct[k], et[k]))
  }
  nu = pick(3)
  for (k = 1; k <= nu; k++)
    union_init(k)
  emit("int")
  emit("main (void)")
  emit("{")
  for (k = 1; k <= ns; k++)
    use(k, ct[k], et[k])
  for (k = 1; k <= nu; k++) {
    emit("  printf (\"u" k ": sizeof %zu:\", sizeof gu" k ");")
    emit("  for (int i = 0; i < " ninit[k] "; i++)")
    emit("    printf (\" %d\", (int) gu" k ".a[i]);")
    emit("  printf (\"\\n\");")
  }
  emit("  return 0;")
  emit("}")
  emit("/* valid */")
  close (out)
}

BEGIN {
  counttypes = "int|unsigned|short|unsigned char|long|size_t|_Bool|signed char|unsigned long long"
  elemtypes = "int|char|long|short|double|unsigned char"
  write_files()
}
