# Generator of C sources that use and misuse the fork's new front-end
# surface: counted_by, strict_flex_array, zero_call_used_regs, flexible
# array members in unions and nested structures, __builtin_counted_by_ref,
# and the new command-line options.  scripts/fuzz-attributes.sh compiles
# what it writes.
# Usage: awk -v first=SEED -v count=N -v dir=DIR -f scripts/fuzz-prng.awk \
#            -f scripts/fuzz-attributes.awk
# Writes DIR/in-SEED.c ... DIR/in-(SEED+N-1).c.  The first line of each
# file is "/* options: ... */", the command-line options to compile it
# with.  Each file depends only on its own seed, through the PRNG of
# fuzz-prng.awk, so mawk and gawk write the same files.
# bad (): whether this choice is a misuse; the rate differs per file so
# that some files are mostly valid and reach the middle end.
function bad() { if (chance(badrate)) { misused = 1; return 1 } return 0 }

function emit(s) { print s > out }

# A member name of aggregate T: a valid count when WANT is "count".
function member_of(t, want,   j, cands, n) {
  n = 0
  for (j = 1; j <= nmem[t]; j++)
    if (want == "count" ? mkind[t, j] == "int" \
	: mkind[t, j] != "anon" && mkind[t, j] != "fptr" && (want != "nobit" || mkind[t, j] != "bit"))
      cands[++n] = mname[t, j]
  if (n == 0)
    return "n"
  return cands[pick(n) + 1]
}

# A count that a member of aggregate T may name, as p->NAME would find
# it: an integer member of T (unless T is a union, where it would share
# the member's storage), or of an anonymous aggregate already defined in
# T, or, when T is an anonymous member itself, of the aggregate around
# it.  "" when there is none.
function reachable_count(t,   j, jj, c, n, cands) {
  n = 0
  if (akind[t] == "struct")
    for (j = 1; j <= nmem[t]; j++) {
      c = t "_" j
      if (mkind[t, j] == "int")
        cands[++n] = mname[t, j]
      else if (mkind[t, j] == "anon" && akind[c] == "struct")
        for (jj = 1; jj <= nmem[c]; jj++)
          if (mkind[c, jj] == "int")
            cands[++n] = mname[c, jj]
    }
  if (anonof[t] && akind[parent[t]] == "struct")
    for (j = 1; j <= nmem[parent[t]]; j++)
      if (mkind[parent[t], j] == "int")
        cands[++n] = mname[parent[t], j]
  return n ? cands[pick(n) + 1] : ""
}

# The argument of counted_by on member J of aggregate T.
function counted_by_arg(t, j,   c) {
  if (!bad() && (c = reachable_count(t)) != "")
    return c
  return oneof(mname[t, j] "|" member_of(t, "") "|nosuch|" member_of(t, "") " + 1|4|\"n\"|" \
               (t in parent ? member_of(parent[t], "count") : "n") "|" \
               "|n, n|sizeof (int)|gcount|(n)|s.n|*p|0x7fffffffffffffff|-1|E1|count_of_nothing")
}

# The argument of strict_flex_array.
function sfa_arg() {
  if (!bad())
    return pick(4)
  return oneof("-1|4|100|\"3\"|1.0|glevel|n|sizeof (int)|(1, 2)|1, 2||E1|" \
               "0xffffffffffffffff|-2147483648|3u|'\\3'|(char) 2|1 ? 2 : 3|&glevel")
}

# The argument of zero_call_used_regs.
function zcur_arg() {
  if (!bad())
    return "\"" oneof(zmodes) "\""
  return oneof("\"foo\"|\"\"|\"ALL\"|\"all \"|\"leafy-all\"|1|0|all|\"all\", \"used\"||" \
               "\"used\" \"-gpr\"|L\"all\"|\"skip\\0all\"|(\"all\")|glevel|\"" oneof(zmodes) "x\"")
}

# An element type for an array member.
function elemtype() { return bad() ? oneof(badelemtypes) : oneof(elemtypes) }

# A random attribute for member J of aggregate T (T = 0: not a member);
# mostly one that fits the member.
function attribute(t, j,   k) {
  if (t != 0 && !bad()) {
    if ((mkind[t, j] == "fam" || mkind[t, j] == "ptr") && reachable_count(t) != "")
      return oneof("counted_by|__counted_by__") " (" counted_by_arg(t, j) ")"
    if (mkind[t, j] == "arr" && (j == nmem[t] || akind[t] == "union"))
      return "strict_flex_array (" sfa_arg() ")"
    return oneof("aligned (8)|unused|packed")
  }
  k = pick(10)
  if (k < 4)
    return oneof("counted_by|__counted_by__") " (" counted_by_arg(t, j) ")"
  if (k < 7)
    return oneof("strict_flex_array|__strict_flex_array__") " (" sfa_arg() ")"
  if (k < 9)
    return oneof("zero_call_used_regs|__zero_call_used_regs__") " (" zcur_arg() ")"
  return oneof("aligned (8)|packed|deprecated|unused|nonstring|aligned|may_alias|" \
               "access (read_only, 1)|alloc_size (1)|mode (SI)|vector_size (8)|cleanup (f0)")
}

# GNU or standard attribute syntax around declarator D of type TY; the
# attribute goes after the declarator, before the type, or as [[gnu::]].
function declare(ty, d, attr,   k) {
  if (attr == "")
    return ty " " d
  k = pick(6)
  if (k == 5 && !(bad() && chance(0.3)))
    k = 0
  if (k == 4 && !bad())
    k = 3
  if (k < 3)
    return ty " " d " __attribute__ ((" attr "))"
  if (k == 3)
    return "__attribute__ ((" attr ")) " ty " " d
  if (k == 4)
    return "[[gnu::" attr "]] " ty " " d
  # Sometimes malformed: unbalanced parentheses.
  if (chance(0.5))
    return ty " " d " __attribute__ ((" attr ")"
  return ty " " d " __attribute__ ((" attr
}

# Member NAME SUFFIX of type TY with attribute ATTR, sometimes in the
# standard syntax between the name and the array bound
# ("a [[gnu::ATTR]] [4]").
function declare_member(ty, name, suffix, attr) {
  if (attr != "" && chance(0.15) && (std ~ /2x/ || bad()))
    return ty " " name " [[gnu::" attr "]] " suffix
  return declare(ty, name suffix, attr)
}

# Defines aggregate number T (struct or union), with DEPTH levels of
# nesting left; returns its type name and fills nmem, mname, mkind.
function aggregate(t, depth, anon,   kind, n, j, k, name, attr, last, inner, st, s) {
  kind = chance(0.75) ? "struct" : "union"
  akind[t] = kind
  n = 1 + pick(5)
  nmem[t] = n
  # Choose the members first, so that attributes may name later ones.
  for (j = 1; j <= n; j++) {
    last = (j == n)
    k = pick(14)
    name = oneof("n|len|count|m|size|x|y|z") j
    # Names of a nested aggregate's members differ from the enclosing
    # ones, which its anonymous members share a namespace with.
    if (t ~ /_/)
      name = name "_" t
    # Mostly valid layouts: a count first, a flexible array or pointer
    # last, no flexible array elsewhere.
    if (j == 1 && !bad())
      k = 0
    else if (last && !bad() && chance(0.8))
      k = chance(0.6) ? 6 : 9
    else if (!last && (k == 6 || k == 7) && !bad())
      k = 5
    mname[t, j] = name
    if (k <= 2) { mkind[t, j] = "int"; mtype[t, j] = oneof(inttypes); msuf[t, j] = "" }
    else if (k == 3) { mkind[t, j] = "other"; mtype[t, j] = oneof("float|double|_Bool|_Complex double|struct t0 *|enum e"); msuf[t, j] = "" }
    else if (k == 4) { mkind[t, j] = "bit"; mtype[t, j] = oneof("int|unsigned|long|char"); msuf[t, j] = " : " (bad() ? oneof("0|33|-1|n") : oneof("1|3|7|8")) }
    else if (k == 5) { mkind[t, j] = "arr"; mtype[t, j] = elemtype(); msuf[t, j] = "[" (bad() ? oneof("n|-1|__SIZE_MAX__|glevel|0x7fffffffffffffff") : oneof("0|1|2|4|16")) "]" }
    else if (k <= 7) { mkind[t, j] = "fam"; mtype[t, j] = elemtype(); msuf[t, j] = "[]" }
    else if (k == 8) { mkind[t, j] = "fptr"; mtype[t, j] = "void"; mname[t, j] = "(*" name ") (void)"; msuf[t, j] = "" }
    else if (k == 9) { mkind[t, j] = "ptr"; mtype[t, j] = bad() ? oneof("void *|struct t0 *|int **|struct incomplete *|void (**)(void)") : oneof("int *|char *|long *|signed char *|unsigned *"); msuf[t, j] = "" }
    else if (k == 10 && ndone > 0) { mkind[t, j] = "agg"; mtype[t, j] = done[1 + pick(ndone)]; msuf[t, j] = oneof("|||[2]|[1]" (last || bad() ? "|[]" : "")) }
    else if (k == 11 && depth > 0) { mkind[t, j] = "nested"; msuf[t, j] = "" }
    else if (k == 12) { mkind[t, j] = "arr"; mtype[t, j] = elemtype(); msuf[t, j] = "[2][" oneof("0|1|3") "]" }
    else { mkind[t, j] = "int"; mtype[t, j] = oneof(inttypes); msuf[t, j] = "" }
  }
  st = ""
  if (chance(0.05))
    st = " __attribute__ ((" attribute(t, 1) "))"
  s = kind st (anon ? "" : " t" t) " {"
  for (j = 1; j <= n; j++) {
    attr = ""
    if (mkind[t, j] == "fam" || mkind[t, j] == "arr" || mkind[t, j] == "ptr")
      attr = chance(0.6) ? attribute(t, j) : ""
    else if (chance(0.2))
      attr = attribute(t, j)
    if (mkind[t, j] == "nested") {
      # A nested aggregate, anonymous or named, as a member that has a
      # name or not: aggregate T_J.
      parent[t "_" j] = t
      # Only a structure without a tag is an anonymous member; a tagged
      # one without a member name declares nothing in C11.
      k = chance(0.5)
      anonof[t "_" j] = (k || bad()) && chance(0.5)
      inner = aggregate(t "_" j, depth - 1, k)
      if (anonof[t "_" j])
        mkind[t, j] = "anon"
      s = s " " inner (mkind[t, j] == "anon" ? "" : " " mname[t, j]) ";"
      continue
    }
    hascb[t, j] = attr ~ /counted_by/
    s = s " " declare_member(mtype[t, j], mname[t, j], msuf[t, j], attr) ";"
  }
  s = s " }"
  if (chance(0.05))
    s = s " __attribute__ ((" attribute(t, n) "))"
  if (anon)
    return s
  emit(s ";")
  typename[t] = kind " t" t
  done[++ndone] = typename[t]
  return typename[t]
}

# A member of aggregate T, maybe inside a nested one, after PRE ("p->").
function access_in(t, pre,   j) {
  if (nmem[t] == 0)
    return pre "n"
  j = 1 + pick(nmem[t])
  if (mkind[t, j] == "fptr")
    return pre substr (mname[t, j], 3, length (mname[t, j]) - 10)
  if (mkind[t, j] == "anon")
    return access_in(t "_" j, pre)
  if (mkind[t, j] == "nested" && chance(0.7))
    return access_in(t "_" j, pre mname[t, j] ".")
  return pre mname[t, j]
}
function access(t) { return access_in(t, "p->") }

# The last flexible array or pointer member of aggregate T, maybe inside
# a nested one, after PRE; "" when there is none.  Sets cb to whether it
# has a counted_by attribute.
function counted_in(t, pre,   j, r) {
  for (j = nmem[t]; j >= 1; j--) {
    if (mkind[t, j] == "fam" || mkind[t, j] == "ptr") {
      cb = hascb[t, j]
      return pre mname[t, j]
    }
    r = ""
    if (mkind[t, j] == "anon")
      r = counted_in(t "_" j, pre)
    else if (mkind[t, j] == "nested")
      r = counted_in(t "_" j, pre mname[t, j] ".")
    if (r != "")
      return r
  }
  return ""
}
function counted_member(t) { cb = 0; return counted_in(t, "p->") }

# A statement using aggregate T through P (a pointer) and I (an int).
function statement(t,   k, e, c) {
  e = counted_member(t)
  if (bad()) {
    e = access(t)
    cb = 1
  }
  c = "p->" member_of(t, "count")
  k = pick(18)
  # Without an array to index, statements about the structure only.
  if (e == "")
    k = oneof("8|10|11|13")
  # Without counted_by, no count to write.
  if (k == 2 && !cb)
    k = 1
  if (k == 0) return "r += " (bad() ? e "[i]" : "(long) &" e "[i]") ";"
  if (k == 1) return "r += (long) __builtin_counted_by_ref (" (bad() ? oneof(e "|p|&" e "|" e "[0]|0|\"x\"|" e ", " e "||i|*p|(" e ")") : e) ");"
  if (k == 2) return "*__builtin_counted_by_ref (" e ") = i;"
  if (k == 3) return "__typeof__ (__builtin_counted_by_ref (" e ")) q" i_n++ " = __builtin_counted_by_ref (" e "); r += q" (i_n - 1) " != 0;"
  if (k == 4) return "r += __builtin_dynamic_object_size (" e ", " oneof("0|1|2|3|" (bad() ? "4|i|-1" : "1")) ");"
  if (k == 5) return "r += __builtin_object_size (" oneof(e "|p|&" e "[1]") ", " oneof("0|1|2|3") ");"
  if (k == 6) return "{ unsigned u; for (u = 0; u < " c "; u++) __builtin_memset (&" e "[u], 0, sizeof " e "[u]); }"
  if (k == 7) return e "[i] = " e "[i + 1];"
  if (k == 8) return "r += sizeof (*p) + __builtin_offsetof (" typename[t] ", " member_of(t, bad() ? "" : "nobit") ");"
  if (k == 9) return "{ " typename[t] " *q = __builtin_malloc (sizeof *q + " oneof("4|i|0|100") "); q->" member_of(t, "count") " = " oneof("10|i|-1|0") "; r += (long) q; }"
  if (k == 10) return "{ unsigned long a = i, b = " oneof("-1UL|~0u|4294967295u|a|(unsigned) i") "; " oneof("a += b;|a -= b;|a *= b;|a = -a;|while (a--) r++;|if (a + b < a) r++;|a++;|--a;") " r += a; }"
  if (k == 11) return "{ " typename[t] " l" oneof("|[2]|[0]") "; r += sizeof l; }"
  if (k == 12) return "{ static " typename[t] " g" i_n++ " = { " (bad() ? oneof("1|1, { 1, 2 }|{ 1 }, 2|." member_of(t, "count") " = 3") : "0") " }; r += sizeof g" (i_n - 1) "; }"
  if (k == 13) return "r += " (bad() ? "((" typename[t] " *) 0)->" member_of(t, "") " == 0;" : "sizeof (((" typename[t] " *) 0)->" member_of(t, "count") ");")
  if (k == 14) return "r += _Generic (__builtin_counted_by_ref (" e "), void *: 1, default: 2);"
  # A structure local to the function, as the kernel's DEFINE_FLEX ()
  # makes one on the stack inside a union with the room for its array.
  if (k == 16) {
    e = bad() ? "counted_by (" counted_by_arg(t, 1) ")" : oneof("counted_by (n)|counted_by (n)|strict_flex_array (" sfa_arg() ")")
    return "{ struct l { " oneof(inttypes) " n; " oneof(elemtypes) " a[] __attribute__ ((" e ")); } *lp = (void *) p; " \
           oneof("lp->n = i; |" (e ~ /counted_by/ || bad() ? "*__builtin_counted_by_ref (lp->a) = i; " : "") "|") "r += __builtin_dynamic_object_size (lp->a, " oneof("0|1") "); }"
  }
  if (k == 17) return "{ union { unsigned char b[sizeof (struct lu { int n; long a[] __attribute__ ((counted_by (n))); }) + " (bad() ? oneof("4|0|i|3") : oneof("4|0|3")) " * sizeof (long)]; struct lu obj; } u = { " oneof(".obj.n = 4|0|{ 0 }|.b = { 1 }") " }; " \
                      oneof("*__builtin_counted_by_ref (u.obj.a) = 4; |u.obj.n = " oneof("4|5|-1|i") "; |") "r += __builtin_dynamic_object_size (" oneof("u.obj.a|&u.obj|u.b") ", " oneof("0|1") ") + u.obj.a[" oneof("0|3|4|i") "]; }"
  return "if (i > " c ") return (long) &" e "[i];"
}

# A function using aggregate T, with an optional zero_call_used_regs.
function function_def(t, f,   attr, s, ns, j) {
  attr = chance(0.4) ? "zero_call_used_regs (" zcur_arg() ")" : ""
  if (attr != "" && chance(0.3) && bad())
    attr = attribute(0, 0)
  s = chance(0.3) ? "static long" : "long"
  if (attr != "" && !bad())
    s = "__attribute__ ((" attr ")) " s " fn" f " (" typename[t] " *p, int i)"
  else
    s = declare(s, "fn" f " (" typename[t] " *p, int i)", attr)
  if (chance(0.1)) {
    emit(s ";")
    return
  }
  emit(s)
  emit("{")
  emit("  long r = 0;")
  ns = 1 + pick(5)
  for (j = 0; j < ns; j++)
    emit("  " statement(t))
  emit("  return r;")
  emit("}")
}

# Declarations outside aggregates that carry the attributes.
function misplaced(  k) {
  k = pick(8)
  if (k == 0) return declare("int", "gv" pick(100) oneof("|[4]|[]"), attribute(0, 0)) ";"
  if (k == 1) return "typedef " declare("int", "tdef" pick(100) oneof("|[4]|[]| (void)"), attribute(0, 0)) ";"
  if (k == 2) return declare("void", "fdecl" pick(100) " (" declare("int", "a" oneof("|[4]|[]"), attribute(0, 0)) ")", "") ";"
  if (k == 3) return "void floc" pick(100) " (void) { " declare("int", "l" oneof("|[4]"), attribute(0, 0)) "; }"
  if (k == 4) return "enum " declare("", "ex" pick(100), "") " { EX" pick(100) " " (chance(0.5) ? "__attribute__ ((" attribute(0, 0) "))" : "") " };"
  if (k == 5) return "void (*" declare("", "fp" pick(100) ") (void)", attribute(0, 0)) ";"
  if (k == 6) return "__attribute__ ((zero_call_used_regs (" zcur_arg() "))) int fz" pick(100) " (void) { return 0; }"
  return "long fr" pick(100) " (void) { return (long) __builtin_counted_by_ref (" oneof("0|gv|&glevel|\"s\"|glevel") "); }"
}

# The command-line options of one input: mostly valid, sometimes not.
function options(  s, k, n) {
  std = oneof("-std=gnu11|-std=gnu2x|-std=c99|-std=c11|-std=gnu89|-std=c2x|")
  s = std
  n = pick(4)
  while (n-- > 0) {
    k = pick(7)
    if (k == 0)
      s = s " -fstrict-flex-arrays" (bad() ? oneof("=7|=-1|=x|=|=99999999999999999999|=3 -fno-strict-flex-arrays=2|=0x3") : oneof("|=0|=1|=2|=3"))
    else if (k == 1)
      s = s " -fzero-call-used-regs=" (bad() ? oneof("foo||ALL|all,used|leafy-all|1") : oneof(zmodes))
    else if (k == 2)
      s = s " -fsanitize-undefined-ignore-overflow-pattern=" (bad() ? oneof("bar||all,bar|,|none,") : oneof("all|none|add-unsigned-overflow-test|negated-unsigned-const|unsigned-post-decr-while|all,none|add-unsigned-overflow-test,unsigned-post-decr-while"))
    else if (k == 3)
      s = s " -fsanitize-trap=" (bad() ? oneof("address|bogus||all,bogus|thread") : oneof("all|bounds|unsigned-integer-overflow|bounds,unsigned-integer-overflow|undefined"))
    else if (k == 4)
      s = s " " oneof("-Wflex-array-member-not-at-end|-Wstrict-flex-arrays|-Wcounted-by-alloc-size|-Wall -Wextra|-pedantic|-pedantic-errors|-Warray-bounds=2|-D_FORTIFY_SOURCE=3 -O1|-Werror")
    else if (k == 5)
      s = s " -fsanitize=" (bad() ? oneof("unsigned-integer-overflw|unsigned-integer-overflow,bogus|") : oneof("unsigned-integer-overflow|bounds|bounds-strict|undefined|unsigned-integer-overflow,bounds|object-size"))
    else
      s = s " " oneof("-fsanitize-recover=unsigned-integer-overflow|-fno-sanitize=unsigned-integer-overflow|-fno-sanitize-recover=all|-fstrict-flex-arrays -fno-strict-flex-arrays|-Wno-flex-array-member-not-at-end|-Wno-error=strict-flex-arrays")
  }
  return s
}

function generate(seed,   t, nt, k, j) {
  prng_seed(seed)
  badrate = oneof("0.01|0.03|0.1|0.3|0.6")
  misused = 0
  i_n = 0
  split ("", nmem)
  split ("", parent)
  split ("", anonof)
  split ("", akind)
  ndone = 0
  out = dir "/in-" seed ".c"
  emit("/* options: " options() " */")
  emit("/* fuzz-attributes seed " seed ", misuse rate " badrate " */")
  emit("int glevel = 2; int gcount; enum e { E0, E1 }; void f0 (void *);")
  if (chance(0.3))
    emit("#if !__has_attribute (" oneof("counted_by|strict_flex_array|zero_call_used_regs") ") || !__has_builtin (__builtin_counted_by_ref)\n#error \"missing\"\n#endif")
  nt = 1 + pick(4)
  for (t = 1; t <= nt; t++) {
    aggregate(t, 2, 0)
    if (chance(0.3) && bad())
      emit(misplaced())
  }
  for (j = 0; j < 1 + pick(4); j++)
    function_def(1 + pick(nt), j)
  if (bad())
    emit(misplaced())
  else if (chance(0.3))
    emit("__attribute__ ((zero_call_used_regs (\"" oneof(zmodes) "\"))) int fz (int a) { return a * 2; }")
  # Sometimes the file ends in the middle of an attribute.
  if (chance(0.03 * (badrate > 0.1)))
    printf "struct cut { int n; int a[] __attribute__ ((%s", oneof("counted_by (n|counted_by (|strict_flex_array (|zero_call_used_regs (\"all\"") > out
  else
    emit(misused ? "/* misuse */" : "/* valid */")
  close (out)
}

BEGIN {
  inttypes = "int|unsigned|long|unsigned long|short|unsigned char|signed char|char|long long|__int128|__SIZE_TYPE__|enum e"
  elemtypes = "int|char|long|double|unsigned char|int *|struct { int a, b; }|_Complex float"
  badelemtypes = "struct t0|void|void *|int (void)|struct tz { int n; int a[]; }|union { int n; char d[]; }|const short"
  zmodes = "skip|used|used-gpr|used-arg|used-gpr-arg|all|all-gpr|all-arg|all-gpr-arg|leafy|leafy-gpr|leafy-arg|leafy-gpr-arg"
  write_files()
}
