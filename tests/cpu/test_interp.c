/* The CPU executor on small hand-built kernels: arithmetic and compares of every type against
 * C, conversions against hand-checked tables, vectors (control flow, atomics and failures:
 * test_interp_exec.c). */
#include <math.h>

#include "interp_kb.h"

/* ---- integer and float arithmetic ------------------------------------------------------------ */
static const kir_opcode int_ops[] = {KIR_ADD,  KIR_SUB, KIR_MUL, KIR_UDIV, KIR_UREM,
                                     KIR_AND,  KIR_OR,  KIR_XOR, KIR_SHL,  KIR_LSHR,
                                     KIR_ASHR, KIR_MIN, KIR_MAX, KIR_UMIN, KIR_UMAX};

#define REF_INT(name, UT, ST)                                                                      \
  static uint64_t name(kir_opcode op, UT x, UT y) {                                                \
    unsigned bits = sizeof(UT) * 8;                                                                \
    switch (op) {                                                                                  \
    case KIR_ADD:                                                                                  \
      return (UT)(x + y);                                                                          \
    case KIR_SUB:                                                                                  \
      return (UT)(x - y);                                                                          \
    case KIR_MUL:                                                                                  \
      return (UT)((uint64_t)x * y);                                                                \
    case KIR_UDIV:                                                                                 \
      return (UT)(x / y);                                                                          \
    case KIR_UREM:                                                                                 \
      return (UT)(x % y);                                                                          \
    case KIR_AND:                                                                                  \
      return (UT)(x & y);                                                                          \
    case KIR_OR:                                                                                   \
      return (UT)(x | y);                                                                          \
    case KIR_XOR:                                                                                  \
      return (UT)(x ^ y);                                                                          \
    case KIR_SHL:                                                                                  \
      return (UT)((uint64_t)x << (y % bits));                                                      \
    case KIR_LSHR:                                                                                 \
      return (UT)(x >> (y % bits));                                                                \
    case KIR_ASHR:                                                                                 \
      return (UT)((ST)x >> (y % bits));                                                            \
    case KIR_MIN:                                                                                  \
      return (ST)x < (ST)y ? x : y;                                                                \
    case KIR_MAX:                                                                                  \
      return (ST)x > (ST)y ? x : y;                                                                \
    case KIR_UMIN:                                                                                 \
      return x < y ? x : y;                                                                        \
    case KIR_UMAX:                                                                                 \
      return x > y ? x : y;                                                                        \
    default:                                                                                       \
      return 0;                                                                                    \
    }                                                                                              \
  }
REF_INT(ref16, uint16_t, int16_t)
REF_INT(ref32, uint32_t, int32_t)
REF_INT(ref64, uint64_t, int64_t)

static uint64_t ref_int(kir_opcode op, kir_type ty, uint64_t x, uint64_t y) {
  if (ty == KT_I16) return ref16(op, (uint16_t)x, (uint16_t)y);
  if (ty == KT_I32) return ref32(op, (uint32_t)x, (uint32_t)y);
  return ref64(op, x, y);
}

typedef struct bin_ctx {
  kir_opcode op;
  kir_type ty;
} bin_ctx;

static void body_bin(kb *t, void *p) {
  bin_ctx *c = p;
  kir_val x = kb_load(t, t->in0, c->ty), y = kb_load(t, t->in1, c->ty);
  kb_store(t, kir_bin(&t->b, c->op, x, y));
}

static uint64_t edge(int i, kir_type ty) {
  static const uint64_t e[] = {
      0,         1,        ~0ull,         0x7fffffffffffffffull, 0x8000000000000000ull,
      2,         3,        0x7fffffffull, 0x80000000ull,         0x7fffull,
      0x8000ull, 0xffffull};
  uint64_t v = i < (int)(sizeof e / sizeof e[0]) ? e[i] : rnd() >> (rnd() % 64);
  return v & ix_wmask(ty);
}

static void put(void *buf, int i, int size, uint64_t v) {
  memcpy((char *)buf + (size_t)i * size, &v, (size_t)size);
}

static uint64_t get(const void *buf, int i, int size) {
  uint64_t v = 0;
  memcpy(&v, (const char *)buf + (size_t)i * size, (size_t)size);
  return v;
}

static void test_int_ops(void) {
  static const kir_type types[] = {KT_I16, KT_I32, KT_I64};
  static _Alignas(16) uint64_t x[LANES], y[LANES], out[LANES];
  for (int ti = 0; ti < 3; ti++) {
    kir_type ty = types[ti];
    int size = kir_type_size(ty);
    unsigned bits = ix_bits(ty);
    for (size_t oi = 0; oi < sizeof int_ops / sizeof int_ops[0]; oi++) {
      kir_opcode op = int_ops[oi];
      for (int i = 0; i < LANES; i++) {
        uint64_t a = edge(i, ty), b = edge((i * 7 + 3) % LANES, ty);
        if (op == KIR_SHL || op == KIR_LSHR || op == KIR_ASHR) b %= bits;
        if ((op == KIR_UDIV || op == KIR_UREM) && b == 0) b = 7;
        put(x, i, size, a);
        put(y, i, size, b);
      }
      bin_ctx c = {op, ty};
      cj_status s = run_body(body_bin, &c, out, x, y);
      CHECK(s == CJ_OK, "%s.%s: %s", kir_op_name(op), kir_type_name(ty), cj_last_error());
      for (int i = 0; i < LANES; i++) {
        uint64_t a = get(x, i, size), b = get(y, i, size), r = get(out, i, size);
        uint64_t want = ref_int(op, ty, a, b);
        CHECK(r == want, "%s.%s(0x%" PRIx64 ", 0x%" PRIx64 ") = 0x%" PRIx64 ", want 0x%" PRIx64,
              kir_op_name(op), kir_type_name(ty), a, b, r, want);
      }
    }
  }
}

static float bf(uint32_t u) {
  float f;
  memcpy(&f, &u, 4);
  return f;
}

static uint32_t fb(float f) {
  uint32_t u;
  memcpy(&u, &f, 4);
  return u;
}

static uint32_t rnd_f32(int i) {
  static const uint32_t e[] = {0,           0x80000000u, 0x3f800000u, 0xbf800000u,
                               0x7f800000u, 0xff800000u, 0x7fc00000u, 0x00000001u,
                               0x807fffffu, 0x7f7fffffu, 0x3eaaaaabu, 0x40490fdbu};
  if (i < (int)(sizeof e / sizeof e[0])) return e[i];
  return fb((float)((double)(int64_t)rnd() / 9.2e18 * 1000.0));
}

static int same_f32(uint32_t r, uint32_t want) {
  return r == want || (isnan(bf(r)) && isnan(bf(want)));
}

static uint32_t ref_f32(kir_opcode op, float a, float b) {
  switch (op) {
  case KIR_ADD:
    return fb(a + b);
  case KIR_SUB:
    return fb(a - b);
  case KIR_MUL:
    return fb(a * b);
  case KIR_MIN:
    return isnan(a) ? fb(b) : isnan(b) ? fb(a) : fb(a < b ? a : b);
  default:
    return isnan(a) ? fb(b) : isnan(b) ? fb(a) : fb(a > b ? a : b);
  }
}

static void test_f32_ops(void) {
  static const kir_opcode ops[] = {KIR_ADD, KIR_SUB, KIR_MUL, KIR_MIN, KIR_MAX};
  static _Alignas(16) uint32_t x[LANES], y[LANES], out[LANES];
  for (int i = 0; i < LANES; i++) {
    x[i] = rnd_f32(i);
    y[i] = rnd_f32((i * 5 + 1) % LANES);
  }
  x[20] = fb(1.0f);
  y[20] = fb(1e-8f); /* rounding of a + b is checked against the host's IEEE single */
  for (int oi = 0; oi < 5; oi++) {
    bin_ctx c = {ops[oi], KT_F32};
    cj_status s = run_body(body_bin, &c, out, x, y);
    CHECK(s == CJ_OK, "f32 %s: %s", kir_op_name(ops[oi]), cj_last_error());
    for (int i = 0; i < LANES; i++) {
      uint32_t want = ref_f32(ops[oi], bf(x[i]), bf(y[i]));
      int ok = same_f32(out[i], want) ||
               (bf(x[i]) == bf(y[i]) && (out[i] == x[i] || out[i] == y[i])); /* -0 vs +0 */
      CHECK(ok, "f32 %s(%08x, %08x) = %08x, want %08x", kir_op_name(ops[oi]), x[i], y[i], out[i],
            want);
    }
  }
}

/* I1 logic: (x != 0) op (y != 0) */
static void test_i1_ops(void) {
  static const kir_opcode ops[] = {KIR_AND, KIR_OR, KIR_XOR};
  static _Alignas(16) uint32_t x[LANES], y[LANES], out[LANES];
  for (int i = 0; i < LANES; i++) {
    x[i] = (uint32_t)(i & 1) * 5u;
    y[i] = (uint32_t)(i & 2) << 20;
  }
  for (int oi = 0; oi < 3; oi++) {
    kir_opcode op = ops[oi];
    CHECK(run_body(body_i1, &op, out, x, y) == CJ_OK, "i1 %s", cj_last_error());
    for (int i = 0; i < LANES; i++) {
      int a = x[i] != 0, b = y[i] != 0;
      uint32_t want = (uint32_t)(op == KIR_AND ? a & b : op == KIR_OR ? a | b : a ^ b);
      CHECK(out[i] == want, "i1 %s lane %d: %u want %u", kir_op_name(op), i, out[i], want);
    }
  }
}

/* ---- compares and select ------------------------------------------------------------------ */
typedef struct cmp_ctx {
  kir_pred p;
  kir_type ty;
} cmp_ctx;

static void body_cmp(kb *t, void *p) {
  cmp_ctx *c = p;
  kir_val x = kb_load(t, t->in0, c->ty), y = kb_load(t, t->in1, c->ty);
  kir_val r = kir_cmp(&t->b, c->p, x, y);
  /* select between the operands too: out = (x p y) ? x : y, and the flag in the top word */
  kir_val s = kir_select(&t->b, r, x, y);
  kb_store(t, s);
  kir_val flag = kir_cvt(&t->b, KIR_ZEXT, KT_I32, r);
  kir_val at = kir_ptr_add(&t->b, kb_elem(t, t->out, 4), kir_i64(&t->b, LANES * 8));
  kir_store(&t->b, at, flag, 4, KIR_HINT_NONE);
}

static int ref_cmp(kir_pred p, kir_type ty, uint64_t x, uint64_t y) {
  unsigned bits = ix_bits(ty);
  int64_t sx = (int64_t)(x << (64 - bits)) >> (64 - bits);
  int64_t sy = (int64_t)(y << (64 - bits)) >> (64 - bits);
  float fx = bf((uint32_t)x), fy = bf((uint32_t)y);
  switch (p) {
  case KIR_EQ:
    return x == y;
  case KIR_NE:
    return x != y;
  case KIR_SLT:
    return sx < sy;
  case KIR_SLE:
    return sx <= sy;
  case KIR_SGT:
    return sx > sy;
  case KIR_SGE:
    return sx >= sy;
  case KIR_ULT:
    return x < y;
  case KIR_ULE:
    return x <= y;
  case KIR_UGT:
    return x > y;
  case KIR_UGE:
    return x >= y;
  case KIR_FEQ:
    return !isnan(fx) && !isnan(fy) && fx == fy;
  case KIR_FNE:
    return isnan(fx) || isnan(fy) || fx != fy;
  case KIR_FLT:
    return !isnan(fx) && !isnan(fy) && fx < fy;
  case KIR_FLE:
    return !isnan(fx) && !isnan(fy) && fx <= fy;
  case KIR_FGT:
    return !isnan(fx) && !isnan(fy) && fx > fy;
  default:
    return !isnan(fx) && !isnan(fy) && fx >= fy;
  }
}

static void test_cmp(void) {
  static const kir_type types[] = {KT_I16, KT_I32, KT_I64, KT_PTR, KT_F32};
  static _Alignas(16) uint64_t x[LANES], y[LANES], out[LANES * 2];
  for (int ti = 0; ti < 5; ti++) {
    kir_type ty = types[ti];
    int size = kir_type_size(ty);
    for (int i = 0; i < LANES; i++) {
      uint64_t a = ty == KT_F32 ? rnd_f32(i) : edge(i, ty);
      uint64_t b = ty == KT_F32 ? rnd_f32((i * 3) % 16) : edge((i * 3) % 16, ty);
      if (i % 5 == 0) b = a; /* equal operands too */
      put(x, i, size, a);
      put(y, i, size, b);
    }
    int first = ty == KT_F32 ? KIR_FEQ : KIR_EQ, lastp = ty == KT_F32 ? KIR_FGE : KIR_UGE;
    for (int p = first; p <= lastp; p++) {
      if (ty == KT_PTR && p >= KIR_SLT && p <= KIR_SGE) continue;
      cmp_ctx c = {(kir_pred)p, ty};
      cj_status s = run_body(body_cmp, &c, out, x, y);
      CHECK(s == CJ_OK, "cmp %s: %s", kir_pred_name((kir_pred)p), cj_last_error());
      for (int i = 0; i < LANES; i++) {
        uint64_t a = get(x, i, size), b = get(y, i, size);
        int want = ref_cmp((kir_pred)p, ty, a, b);
        uint32_t flag = (uint32_t)get(out, i + LANES * 2, 4);
        CHECK(flag == (uint32_t)want, "cmp %s.%s(0x%" PRIx64 ", 0x%" PRIx64 ") = %u",
              kir_pred_name((kir_pred)p), kir_type_name(ty), a, b, flag);
        CHECK(get(out, i, size) == (want ? a : b), "select after cmp %s",
              kir_pred_name((kir_pred)p));
      }
    }
  }
}

/* ---- conversions ------------------------------------------------------------------------- */
typedef struct cvt_ctx {
  kir_opcode op;
  kir_type from, to, load_as, store_as; /* load_as/store_as: memory types around bitcasts */
} cvt_ctx;

static void body_cvt(kb *t, void *p) {
  cvt_ctx *c = p;
  kir_val x = kb_load(t, t->in0, c->load_as);
  if (c->load_as != c->from) x = kir_cvt(&t->b, KIR_BITCAST, c->from, x);
  kir_val r = kir_cvt(&t->b, c->op, c->to, x);
  if (c->store_as != c->to) r = kir_cvt(&t->b, KIR_BITCAST, c->store_as, r);
  kb_store(t, r);
}

typedef struct pair {
  uint64_t in, out;
} pair;

/* Runs a conversion kernel over a table of (input, expected output) bit patterns. */
static void check_table(const char *what, cvt_ctx c, const pair *tab, int n) {
  static _Alignas(16) uint64_t in[LANES], out[LANES];
  int isz = kir_type_size(c.load_as), osz = kir_type_size(c.store_as);
  for (int base = 0; base < n; base += LANES) {
    memset(in, 0, sizeof in);
    for (int i = 0; i < LANES && base + i < n; i++)
      put(in, i, isz, tab[base + i].in);
    CHECK(run_body(body_cvt, &c, out, in, NULL) == CJ_OK, "%s: %s", what, cj_last_error());
    for (int i = 0; i < LANES && base + i < n; i++) {
      uint64_t r = get(out, i, osz);
      CHECK(r == tab[base + i].out, "%s(0x%" PRIx64 ") = 0x%" PRIx64 ", want 0x%" PRIx64, what,
            tab[base + i].in, r, tab[base + i].out);
    }
  }
}

static const pair f32_to_f16[] = {
    {0x3f800000, 0x3c00},                       /* 1.0 */
    {0xc0200000, 0xc100},                       /* -2.5 */
    {0x477fe000, 0x7bff},                       /* 65504: the largest f16 */
    {0x477fefff, 0x7bff},                       /* just below the midpoint to 65536 */
    {0x477ff000, 0x7c00},                       /* 65520 -> inf (tie, rounds to even = inf) */
    {0xc77ff000, 0xfc00},                       /* -65520 -> -inf */
    {0x4f000000, 0x7c00},                       /* 2^31 -> inf */
    {0x33800000, 0x0001},                       /* 2^-24: the smallest subnormal */
    {0x33000000, 0x0000},                       /* 2^-25: tie between 0 and 2^-24 -> 0 */
    {0x33000001, 0x0001},                       /* just above the tie */
    {0x33c00000, 0x0002},                       /* 1.5 * 2^-24: tie -> even (2) */
    {0x34200000, 0x0002},                       /* 2.5 * 2^-24: tie -> even (2) */
    {0x387fc000, 0x03ff},                       /* the largest subnormal */
    {0x387fe000, 0x0400},                       /* rounds up to the smallest normal */
    {0x38800000, 0x0400},                       /* 2^-14 */
    {0x80000000, 0x8000},                       /* -0 */
    {0x00000001, 0x0000},                       /* f32 subnormal */
    {0x80000001, 0x8000}, {0x7f800000, 0x7c00}, /* inf */
    {0xff800000, 0xfc00}, {0x7fc00000, 0x7e00}, /* NaN */
    {0xffc00001, 0xfe00},                       /* -NaN */
    {0x7f800001, 0x7e00},                       /* signalling NaN -> quiet */
    {0x3f801000, 0x3c00},                       /* 1 + 2^-11: tie -> even */
    {0x3f803000, 0x3c02},                       /* 1 + 3 * 2^-11: tie -> even */
    {0x3f801001, 0x3c01}, {0x3dcccccd, 0x2e66}, /* 0.1 */
    {0x42f6e979, 0x57b7},                       /* 123.456 */
};

static const pair f16_to_f32[] = {
    {0x3c00, 0x3f800000}, {0xc100, 0xc0200000}, {0x7bff, 0x477fe000}, {0x0001, 0x33800000},
    {0x8001, 0xb3800000}, {0x03ff, 0x387fc000}, {0x0200, 0x38000000}, {0x0400, 0x38800000},
    {0x7c00, 0x7f800000}, {0xfc00, 0xff800000}, {0x7e00, 0x7fc00000}, {0x0000, 0x00000000},
    {0x8000, 0x80000000}, {0x2e66, 0x3dccc000}, {0x57b7, 0x42f6e000},
};

static const pair f32_to_bf16[] = {
    {0x3f800000, 0x3f80}, {0xc0200000, 0xc020}, {0x3f808000, 0x3f80}, /* tie -> even */
    {0x3f818000, 0x3f82},                                             /* tie -> even */
    {0x3f808001, 0x3f81}, {0x3f80ffff, 0x3f81}, {0x7f7fffff, 0x7f80}, /* overflow -> inf */
    {0x7f7f7fff, 0x7f7f}, {0x7fc00000, 0x7fc0}, {0xff800001, 0xffc0}, /* NaN, quiet, sign */
    {0x7f800001, 0x7fc0}, {0x7f800000, 0x7f80}, {0xff800000, 0xff80}, {0x00010000, 0x0001},
    {0x00008000, 0x0000}, {0x00018000, 0x0002}, {0x80000000, 0x8000},
};

static const pair bf16_to_f32[] = {
    {0x3f80, 0x3f800000}, {0xc020, 0xc0200000}, {0x7f80, 0x7f800000},
    {0x0001, 0x00010000}, {0x8000, 0x80000000}, {0x7fc0, 0x7fc00000},
};

static const pair sitofp[] = {
    {0, 0},
    {1, 0x3f800000},
    {0xffffffff, 0xbf800000},
    {0x7fffffff, 0x4f000000},
    {0x80000000, 0xcf000000},
    {16777217, 0x4b800000},   /* tie -> even: 16777216 */
    {16777219, 0x4b800002},   /* tie -> even: 16777220 */
    {0xfeffffff, 0xcb800000}, /* -16777217 -> -16777216 */
};

static const pair fptosi[] = {
    {0x3ff33333, 1},          /* 1.9 */
    {0xbff33333, 0xffffffff}, /* -1.9 */
    {0x3f000000, 0},          /* 0.5 */
    {0x80000000, 0},          /* -0 */
    {0x4effffff, 2147483520}, {0xcf000000, 0x80000000}, {0x40490fdb, 3},
};

static void test_conversions(void) {
  check_table("ftrunc.f16", (cvt_ctx){KIR_FTRUNC, KT_F32, KT_F16, KT_I32, KT_I16}, f32_to_f16,
              (int)(sizeof f32_to_f16 / sizeof *f32_to_f16));
  check_table("fext.f16", (cvt_ctx){KIR_FEXT, KT_F16, KT_F32, KT_I16, KT_I32}, f16_to_f32,
              (int)(sizeof f16_to_f32 / sizeof *f16_to_f32));
  check_table("ftrunc.bf16", (cvt_ctx){KIR_FTRUNC, KT_F32, KT_BF16, KT_I32, KT_I16}, f32_to_bf16,
              (int)(sizeof f32_to_bf16 / sizeof *f32_to_bf16));
  check_table("fext.bf16", (cvt_ctx){KIR_FEXT, KT_BF16, KT_F32, KT_I16, KT_I32}, bf16_to_f32,
              (int)(sizeof bf16_to_f32 / sizeof *bf16_to_f32));
  check_table("sitofp", (cvt_ctx){KIR_SITOFP, KT_I32, KT_F32, KT_I32, KT_I32}, sitofp,
              (int)(sizeof sitofp / sizeof *sitofp));
  check_table("fptosi", (cvt_ctx){KIR_FPTOSI, KT_F32, KT_I32, KT_I32, KT_I32}, fptosi,
              (int)(sizeof fptosi / sizeof *fptosi));
  static const pair sext16[] = {{0x8000, 0xffff8000}, {0x7fff, 0x7fff}, {0xffff, 0xffffffff}};
  check_table("sext", (cvt_ctx){KIR_SEXT, KT_I16, KT_I32, KT_I16, KT_I32}, sext16, 3);
  static const pair sext64[] = {{0x80000000, 0xffffffff80000000ull}, {5, 5}};
  check_table("sext64", (cvt_ctx){KIR_SEXT, KT_I32, KT_I64, KT_I32, KT_I64}, sext64, 2);
  static const pair zext[] = {{0x8000, 0x8000}, {0xffff, 0xffff}};
  check_table("zext", (cvt_ctx){KIR_ZEXT, KT_I16, KT_I64, KT_I16, KT_I64}, zext, 2);
  static const pair trunc[] = {{0x123456789abcdef0ull, 0x9abcdef0}, {0xffffffff00000001ull, 1}};
  check_table("trunc", (cvt_ctx){KIR_TRUNC, KT_I64, KT_I32, KT_I64, KT_I32}, trunc, 2);
  static const pair trunc16[] = {{0x12345678, 0x5678}};
  check_table("trunc16", (cvt_ctx){KIR_TRUNC, KT_I32, KT_I16, KT_I32, KT_I16}, trunc16, 1);
}

/* Every f16 value: fext then ftrunc gives it back (NaNs come back quiet, with their sign). */
static void test_f16_exhaustive(void) {
  int bad = 0;
  for (uint32_t h = 0; h < 0x10000; h++) {
    uint32_t f = cj__ix_f16_to_f32((uint16_t)h);
    uint16_t back = cj__ix_f32_to_f16(f);
    int nan = (h & 0x7c00) == 0x7c00 && (h & 0x3ff);
    uint16_t want = nan ? (uint16_t)((h & 0x8000) | 0x7e00) : (uint16_t)h;
    if (back != want && bad++ < 5) CHECK(0, "f16 0x%04x -> 0x%08x -> 0x%04x", h, f, back);
    uint32_t bb = cj__ix_bf16_to_f32((uint16_t)h);
    uint16_t bback = cj__ix_f32_to_bf16(bb);
    int bnan = (h & 0x7f80) == 0x7f80 && (h & 0x7f);
    uint16_t bwant = bnan ? (uint16_t)(h | 0x40) : (uint16_t)h;
    if (bback != bwant && bad++ < 5) CHECK(0, "bf16 0x%04x round trip -> 0x%04x", h, bback);
  }
  CHECK(bad == 0, "%d round-trip failures", bad);
#ifdef __FLT16_MAX__
  /* against the compiler's own (correctly rounded) conversion, on random and edge f32s */
  bad = 0;
  for (int i = 0; i < 2000000; i++) {
    uint32_t f = (uint32_t)rnd();
    if (i & 1) f = (f & 0x8fffffffu) | 0x30000000u; /* near the f16 range */
    if (isnan(bf(f))) continue;
    _Float16 hv = (_Float16)bf(f);
    uint16_t want;
    memcpy(&want, &hv, 2);
    uint16_t got = cj__ix_f32_to_f16(f);
    if (got != want && bad++ < 5)
      CHECK(0, "f32 0x%08x -> f16 0x%04x, compiler 0x%04x", f, got, want);
    float back = (float)hv;
    if (cj__ix_f16_to_f32(want) != fb(back) && bad++ < 5)
      CHECK(0, "f16 0x%04x -> f32 mismatch", want);
  }
  CHECK(bad == 0, "%d mismatches with _Float16", bad);
#endif
}

/* ---- vectors -------------------------------------------------------------------------------- */
static void body_vec(kb *t, void *p) {
  (void)p;
  kir_builder *b = &t->b;
  kir_val v = kir_load(b, KT_V4I32, kb_elem(t, t->in0, 16), 16, KIR_HINT_NONE);
  /* out = {v[3], v[0] + v[1], splat(v[2])[1], 7} */
  kir_val s = kir_bin(b, KIR_ADD, kir_extract(b, v, 0), kir_extract(b, v, 1));
  kir_val w = kir_splat(b, KT_V4I32, kir_extract(b, v, 2));
  kir_val r = kir_insert(b, w, 0, kir_extract(b, v, 3));
  r = kir_insert(b, r, 1, s);
  r = kir_insert(b, r, 3, kir_i32(b, 7));
  kir_store(b, kb_elem(t, t->out, 16), r, 16, KIR_HINT_STREAM);
  /* v2: out2 = {v[1], v[0]} at out + LANES * 16 */
  kir_val v2 = kir_load(b, KT_V2I32, kb_elem(t, t->in0, 8), 8, KIR_HINT_NONE);
  kir_val sw =
      kir_insert(b, kir_splat(b, KT_V2I32, kir_extract(b, v2, 1)), 1, kir_extract(b, v2, 0));
  kir_val at = kir_ptr_add(b, kb_elem(t, t->out, 8), kir_i64(b, LANES * 16));
  kir_store(b, at, sw, 8, KIR_HINT_NONE);
}

static void test_vectors(void) {
  static _Alignas(16) uint32_t in[LANES * 4], out[LANES * 6];
  for (int i = 0; i < LANES * 4; i++)
    in[i] = (uint32_t)rnd();
  CHECK(run_body(body_vec, NULL, out, in, NULL) == CJ_OK, "vec: %s", cj_last_error());
  for (int l = 0; l < LANES; l++) {
    const uint32_t *v = in + 4 * l, *o = out + 4 * l;
    CHECK(o[0] == v[3] && o[1] == v[0] + v[1] && o[2] == v[2] && o[3] == 7, "v4 lane %d", l);
    const uint32_t *o2 = out + LANES * 4 + 2 * l, *v2 = in + 2 * l;
    CHECK(o2[0] == v2[1] && o2[1] == v2[0], "v2 lane %d", l);
  }
}

int main(void) {
  test_int_ops();
  test_f32_ops();
  test_i1_ops();
  test_cmp();
  test_conversions();
  test_f16_exhaustive();
  test_vectors();
  return test_end();
}
