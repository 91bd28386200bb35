/* The CPU executor on small hand-built kernels: arithmetic and compares of every type against
 * C, conversions against hand-checked tables, vectors, variables, divergent control flow,
 * atomics across lanes, blocks and ranks, and the failures it must report. */
#include <inttypes.h>
#include <math.h>
#include <string.h>

#include "interp.h"
#include "interp_impl.h"
#include "test.h"

#define LANES 64

static uint64_t rng_state = 0x9e3779b97f4a7c15ull;
static uint64_t rnd(void) {
  uint64_t z = (rng_state += 0x9e3779b97f4a7c15ull);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

/* ---- building and running small kernels: params out, in0, in1 (pointers) ---------------- */
typedef struct kb {
  kir_kernel *k;
  kir_builder b;
  kir_val out, in0, in1, gid64;
} kb;

static void kb_begin(kb *t, int lanes, int grid) {
  t->k = kir_kernel_new("test", lanes, grid, 32);
  kir_builder_init(&t->b, t->k);
  t->out = kir_param_new(&t->b, "out", KT_PTR, 0, 16);
  t->in0 = kir_param_new(&t->b, "in0", KT_PTR, 0, 16);
  t->in1 = kir_param_new(&t->b, "in1", KT_PTR, 0, 16);
  kir_val bid = kir_bin(&t->b, KIR_MUL, kir_bid(&t->b), kir_i32(&t->b, lanes));
  kir_val gid = kir_bin(&t->b, KIR_ADD, bid, kir_tid(&t->b));
  t->gid64 = kir_cvt(&t->b, KIR_ZEXT, KT_I64, gid);
}

/* &base[gid] for elements of `size` bytes */
static kir_val kb_elem(kb *t, kir_val base, int size) {
  kir_val off = kir_bin(&t->b, KIR_MUL, t->gid64, kir_i64(&t->b, size));
  return kir_ptr_add(&t->b, base, off);
}

static kir_val kb_load(kb *t, kir_val base, kir_type ty) {
  int size = kir_type_size(ty);
  return kir_load(&t->b, ty, kb_elem(t, base, size), size, KIR_HINT_NONE);
}

static void kb_store(kb *t, kir_val v) {
  int size = kir_type_size(kir_val_type(t->k, v));
  kir_store(&t->b, kb_elem(t, t->out, size), v, size, KIR_HINT_NONE);
}

static kir_kernel *kb_end(kb *t) {
  if (kir_builder_finish(&t->b)) {
    fprintf(stderr, "builder: %s\n", t->b.err);
    kir_kernel_free(t->k);
    return NULL;
  }
  return t->k;
}

static cj_status run_k(kir_kernel *k, int world, void *out, const void *in0, const void *in1,
                       double watchdog) {
  uint64_t a[3] = {(uintptr_t)out, (uintptr_t)in0, (uintptr_t)in1};
  const uint64_t *args[8];
  for (int r = 0; r < world; r++)
    args[r] = a;
  cj_interp_opts o = {watchdog, NULL, NULL};
  return cj__interp_run(k, world, args, &o);
}

/* Builds with `body`, runs on one block of LANES lanes, frees. */
static cj_status run_body(void (*body)(kb *, void *), void *ctx, void *out, const void *in0,
                          const void *in1) {
  kb t;
  kb_begin(&t, LANES, 1);
  body(&t, ctx);
  kir_kernel *k = kb_end(&t);
  if (!k) return CJ_E_INTERNAL;
  cj_status s = run_k(k, 1, out, in0, in1, 10);
  kir_kernel_free(k);
  return s;
}

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
static void body_i1(kb *t, void *p) {
  kir_opcode op = *(kir_opcode *)p;
  kir_val z = kir_i32(&t->b, 0);
  kir_val x = kir_cmp(&t->b, KIR_NE, kb_load(t, t->in0, KT_I32), z);
  kir_val y = kir_cmp(&t->b, KIR_NE, kb_load(t, t->in1, KT_I32), z);
  kb_store(t, kir_cvt(&t->b, KIR_ZEXT, KT_I32, kir_bin(&t->b, op, x, y)));
}

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

/* ---- control flow and variables ------------------------------------------------------------ */
/* out[tid] = tid odd ? (tid % 3 == 0 ? 1000 + tid : 3 * tid) : tid + 100, through a variable */
static void body_if(kb *t, void *p) {
  (void)p;
  kir_builder *b = &t->b;
  kir_val tid = kir_tid(b), one = kir_i32(b, 1);
  kir_var v = kir_var_new(b, "v", KT_I32, kir_i32(b, -1));
  kir_if_begin(b, kir_cmp(b, KIR_EQ, kir_bin(b, KIR_AND, tid, one), one));
  kir_if_begin(b, kir_cmp(b, KIR_EQ, kir_bin(b, KIR_UREM, tid, kir_i32(b, 3)), kir_i32(b, 0)));
  kir_var_set(b, v, kir_bin(b, KIR_ADD, tid, kir_i32(b, 1000)));
  kir_else(b);
  kir_var_set(b, v, kir_bin(b, KIR_MUL, tid, kir_i32(b, 3)));
  kir_if_end(b);
  kir_else(b);
  kir_var_set(b, v, kir_bin(b, KIR_ADD, tid, kir_i32(b, 100)));
  kir_if_end(b);
  kb_store(t, kir_var_get(b, v));
}

/* out[tid] = sum of i for i in [0, tid) step 1 (I32), + 1000 * count of i in [5, tid) step 3
 * (I64) */
static void body_for(kb *t, void *p) {
  (void)p;
  kir_builder *b = &t->b;
  kir_val tid = kir_tid(b);
  kir_var s = kir_var_new(b, "s", KT_I32, kir_i32(b, 0));
  kir_val i = kir_for_begin(b, kir_i32(b, 0), tid, kir_i32(b, 1), 0);
  kir_var_set(b, s, kir_bin(b, KIR_ADD, kir_var_get(b, s), i));
  kir_for_end(b);
  kir_val j = kir_for_begin(b, kir_i64(b, 5), kir_cvt(b, KIR_ZEXT, KT_I64, tid), kir_i64(b, 3), 0);
  (void)j;
  kir_var_set(b, s, kir_bin(b, KIR_ADD, kir_var_get(b, s), kir_i32(b, 1000)));
  kir_for_end(b);
  kb_store(t, kir_var_get(b, s));
}

/* out[tid] = bit length of tid (while x != 0: x >>= 1, n++) */
static void body_while(kb *t, void *p) {
  (void)p;
  kir_builder *b = &t->b;
  kir_var x = kir_var_new(b, "x", KT_I32, kir_tid(b));
  kir_var n = kir_var_new(b, "n", KT_I32, kir_i32(b, 0));
  kir_while_begin(b);
  kir_while_do(b, kir_cmp(b, KIR_NE, kir_var_get(b, x), kir_i32(b, 0)));
  kir_var_set(b, x, kir_bin(b, KIR_LSHR, kir_var_get(b, x), kir_i32(b, 1)));
  kir_var_set(b, n, kir_bin(b, KIR_ADD, kir_var_get(b, n), kir_i32(b, 1)));
  kir_while_end(b);
  kb_store(t, kir_var_get(b, n));
}

static void test_control(void) {
  static _Alignas(16) uint32_t out[LANES];
  CHECK(run_body(body_if, NULL, out, NULL, NULL) == CJ_OK, "if: %s", cj_last_error());
  for (uint32_t l = 0; l < LANES; l++) {
    uint32_t want = (l & 1) ? (l % 3 == 0 ? 1000 + l : 3 * l) : l + 100;
    CHECK(out[l] == want, "if lane %u: %u want %u", l, out[l], want);
  }
  CHECK(run_body(body_for, NULL, out, NULL, NULL) == CJ_OK, "for: %s", cj_last_error());
  for (uint32_t l = 0; l < LANES; l++) {
    uint32_t want = l * (l - (l ? 1 : 0)) / 2 + 1000 * (l > 5 ? (l - 5 + 2) / 3 : 0);
    CHECK(out[l] == want, "for lane %u: %u want %u", l, out[l], want);
  }
  CHECK(run_body(body_while, NULL, out, NULL, NULL) == CJ_OK, "while: %s", cj_last_error());
  for (uint32_t l = 0; l < LANES; l++) {
    uint32_t want = 0;
    for (uint32_t x = l; x; x >>= 1)
      want++;
    CHECK(out[l] == want, "while lane %u: %u want %u", l, out[l], want);
  }
}

/* ---- atomics ------------------------------------------------------------------------------- */
/* Every lane of every block of every rank: add 1 and 2^33 (I64), umax gid, or bit (gid % 64),
 * xchg; then a CAS ladder: lanes try to move counter c from gid to gid + 1. */
static void body_atomics(kb *t, void *p) {
  (void)p;
  kir_builder *b = &t->b;
  kir_val base = t->out, gid = kir_cvt(b, KIR_TRUNC, KT_I32, t->gid64);
  kir_atomic_rmw(b, KIR_RMW_ADD, base, kir_i32(b, 1), KIR_RELAXED, KIR_SCOPE_SYSTEM);
  kir_val p64 = kir_ptr_add(b, base, kir_i64(b, 8));
  kir_atomic_rmw(b, KIR_RMW_ADD, p64, kir_i64(b, (int64_t)1 << 33), KIR_ACQ_REL, KIR_SCOPE_DEVICE);
  kir_val pmax = kir_ptr_add(b, base, kir_i64(b, 16));
  kir_atomic_rmw(b, KIR_RMW_UMAX, pmax, gid, KIR_RELAXED, KIR_SCOPE_DEVICE);
  kir_val por = kir_ptr_add(b, base, kir_i64(b, 24));
  kir_val bit = kir_bin(b, KIR_SHL, kir_i64(b, 1), kir_bin(b, KIR_AND, t->gid64, kir_i64(b, 63)));
  kir_atomic_rmw(b, KIR_RMW_OR, por, bit, KIR_RELEASE, KIR_SCOPE_SYSTEM);
  kir_val pcas = kir_ptr_add(b, base, kir_i64(b, 32));
  /* spin until our CAS succeeds: each gid waits for its turn */
  kir_var done = kir_var_new(b, "done", KT_I32, kir_i32(b, 0));
  kir_while_begin(b);
  kir_while_do(b, kir_cmp(b, KIR_EQ, kir_var_get(b, done), kir_i32(b, 0)));
  kir_val old = kir_atomic_cas(b, pcas, gid, kir_bin(b, KIR_ADD, gid, kir_i32(b, 1)), KIR_ACQ_REL,
                               KIR_SCOPE_SYSTEM);
  kir_var_set(b, done, kir_cvt(b, KIR_ZEXT, KT_I32, kir_cmp(b, KIR_EQ, old, gid)));
  kir_while_end(b);
  kir_val pl = kir_ptr_add(b, base, kir_i64(b, 40));
  kir_atomic_store(b, pl, kir_atomic_load(b, KT_I32, pcas, KIR_ACQUIRE, KIR_SCOPE_SYSTEM),
                   KIR_RELEASE, KIR_SCOPE_SYSTEM);
  kir_fence(b, KIR_ACQ_REL, KIR_SCOPE_SYSTEM);
  /* the old value of an xchg is unique per lane: record it in a per-gid slot */
  kir_val px = kir_ptr_add(b, base, kir_i64(b, 48));
  kir_val prev = kir_atomic_rmw(b, KIR_RMW_XCHG, px, gid, KIR_ACQ_REL, KIR_SCOPE_SYSTEM);
  kir_val slot = kir_ptr_add(
      b, base, kir_bin(b, KIR_ADD, kir_i64(b, 64), kir_bin(b, KIR_MUL, t->gid64, kir_i64(b, 4))));
  kir_store(b, slot, prev, 4, KIR_HINT_NONE);
}

static void test_atomics(void) {
  enum { GRID = 4, N = GRID * LANES };
  static _Alignas(16) uint64_t mem[8 + N];
  memset(mem, 0, sizeof mem);
  uint32_t *m32 = (uint32_t *)mem;
  m32[12] = 0xffffffffu; /* xchg initial value */
  kb t;
  kb_begin(&t, LANES, GRID);
  body_atomics(&t, NULL);
  kir_kernel *k = kb_end(&t);
  CHECK(k && run_k(k, 1, mem, NULL, NULL, 20) == CJ_OK, "atomics: %s", cj_last_error());
  CHECK(m32[0] == N, "atomic add i32: %u want %d", m32[0], N);
  CHECK(mem[1] == ((uint64_t)N << 33), "atomic add i64: 0x%" PRIx64, mem[1]);
  CHECK(m32[4] == N - 1, "atomic umax: %u", m32[4]);
  CHECK(mem[3] == ~0ull, "atomic or: 0x%" PRIx64, mem[3]);
  CHECK(m32[8] == N, "cas ladder: %u", m32[8]);
  CHECK(m32[10] >= 1 && m32[10] <= N, "atomic load/store: %u", m32[10]);
  /* the xchg olds are a permutation of {initial, every gid but the last one to swap} */
  static uint8_t seen[N + 1];
  memset(seen, 0, sizeof seen);
  int dup = 0;
  for (int i = 0; i < N; i++) {
    uint32_t v = m32[16 + i];
    uint32_t idx = v == 0xffffffffu ? N : v;
    if (idx > N || seen[idx]++) dup++;
  }
  CHECK(dup == 0 && seen[N] == 1, "xchg olds not a permutation (%d duplicates)", dup);
  CHECK(!seen[m32[12]], "final xchg value %u seen as an old value", m32[12]);

  kir_kernel_free(k);

  /* three ranks at once on one counter: 3 * GRID * LANES adds */
  kb_begin(&t, LANES, GRID);
  kir_atomic_rmw(&t.b, KIR_RMW_ADD, t.out, kir_i32(&t.b, 1), KIR_RELAXED, KIR_SCOPE_SYSTEM);
  k = kb_end(&t);
  memset(mem, 0, sizeof mem);
  CHECK(k && run_k(k, 3, mem, NULL, NULL, 20) == CJ_OK, "three ranks: %s", cj_last_error());
  CHECK(m32[0] == 3 * N, "atomic add across ranks: %u want %d", m32[0], 3 * N);
  kir_kernel_free(k);
}

/* ---- blocks meeting through memory: block 1 publishes, block 0 waits and reads ------------ */
static void body_flag(kb *t, void *p) {
  (void)p;
  kir_builder *b = &t->b;
  kir_val bid = kir_bid(b), tid64 = kir_cvt(b, KIR_ZEXT, KT_I64, kir_tid(b));
  kir_val flag = t->in0;
  kir_val data = kir_ptr_add(b, t->out, kir_bin(b, KIR_MUL, tid64, kir_i64(b, 4)));
  kir_if_begin(b, kir_cmp(b, KIR_EQ, bid, kir_i32(b, 1)));
  kir_store(b, data, kir_bin(b, KIR_ADD, kir_tid(b), kir_i32(b, 500)), 4, KIR_HINT_NONE);
  kir_barrier(b); /* uniform within the block: allowed */
  kir_if_begin(b, kir_cmp(b, KIR_EQ, kir_tid(b), kir_i32(b, 0)));
  kir_atomic_rmw(b, KIR_RMW_ADD, flag, kir_i32(b, 1), KIR_RELEASE, KIR_SCOPE_SYSTEM);
  kir_if_end(b);
  kir_else(b);
  kir_while_begin(b);
  kir_val f = kir_atomic_load(b, KT_I32, flag, KIR_ACQUIRE, KIR_SCOPE_SYSTEM);
  kir_while_do(b, kir_cmp(b, KIR_EQ, f, kir_i32(b, 0)));
  kir_while_end(b);
  kir_val got = kir_load(b, KT_I32, data, 4, KIR_HINT_VOLATILE);
  kir_store(b, kir_ptr_add(b, data, kir_i64(b, LANES * 4)), got, 4, KIR_HINT_NONE);
  kir_if_end(b);
}

static void count_blocks(void *user, int rank, int block) {
  atomic_int *c = user;
  atomic_fetch_add(&c[rank * 4 + block], 1);
}

static void test_flag_and_run_rank(void) {
  static _Alignas(16) uint32_t out[LANES * 2];
  static _Alignas(16) uint32_t flag;
  flag = 0;
  kb t;
  kb_begin(&t, LANES, 2);
  body_flag(&t, NULL);
  kir_kernel *k = kb_end(&t);
  if (!k) {
    CHECK(0, "build");
    return;
  }
  uint64_t a[3] = {(uintptr_t)out, (uintptr_t)&flag, 0};
  atomic_int calls[8] = {0};
  cj_interp_opts o = {10, count_blocks, calls};
  CHECK(cj__interp_run_rank(k, 1, a, &o) == CJ_OK, "flag: %s", cj_last_error());
  for (uint32_t l = 0; l < LANES; l++)
    CHECK(out[LANES + l] == l + 500, "flag data lane %u", l);
  CHECK(calls[4] == 1 && calls[5] == 1 && calls[0] == 0, "on_block_start per (rank, block)");
  kir_kernel_free(k);
}

/* ---- failures the executor must report -------------------------------------------------- */
static void body_div_barrier(kb *t, void *p) {
  (void)p;
  kir_if_begin(&t->b, kir_cmp(&t->b, KIR_ULT, kir_tid(&t->b), kir_i32(&t->b, 5)));
  kir_barrier(&t->b);
  kir_if_end(&t->b);
}

static void body_loop_barrier(kb *t, void *p) {
  (void)p;
  kir_val i = kir_for_begin(&t->b, kir_i32(&t->b, 0), kir_tid(&t->b), kir_i32(&t->b, 1), 0);
  (void)i;
  kir_barrier(&t->b);
  kir_for_end(&t->b);
}

static void body_spin_forever(kb *t, void *p) {
  (void)p;
  kir_while_begin(&t->b);
  kir_val f = kir_atomic_load(&t->b, KT_I32, t->in0, KIR_ACQUIRE, KIR_SCOPE_SYSTEM);
  kir_while_do(&t->b, kir_cmp(&t->b, KIR_EQ, f, kir_i32(&t->b, 0)));
  kir_while_end(&t->b);
}

static void body_misaligned(kb *t, void *p) {
  (void)p;
  kir_val at = kir_ptr_add(&t->b, t->in0, kir_i64(&t->b, 4));
  kb_store(t, kir_load(&t->b, KT_V4I32, at, 16, KIR_HINT_NONE));
}

static void test_failures(void) {
  static _Alignas(16) uint32_t zero[LANES * 8];
  static _Alignas(16) uint64_t out[LANES * 2];
  CHECK(run_body(body_div_barrier, NULL, out, zero, NULL) == CJ_E_INVALID,
        "divergent barrier must be rejected");
  CHECK(strstr(cj_last_error(), "barrier under divergent control flow") != NULL, "message: %s",
        cj_last_error());
  CHECK(run_body(body_loop_barrier, NULL, out, zero, NULL) == CJ_E_INVALID,
        "barrier in a divergent loop must be rejected");
  CHECK(run_body(body_misaligned, NULL, out, zero, NULL) == CJ_E_INVALID,
        "misaligned v4 load must be rejected");
  CHECK(strstr(cj_last_error(), "misaligned") != NULL, "message: %s", cj_last_error());
  CHECK(run_body(body_i1, &(kir_opcode){KIR_AND}, out, (char *)zero + 4, zero) == CJ_E_INVALID,
        "an argument breaking its parameter's alignment must be rejected");

  /* never-ending spin, 2 ranks x 3 blocks: the watchdog ends every thread */
  kb t;
  kb_begin(&t, LANES, 3);
  body_spin_forever(&t, NULL);
  kir_kernel *k = kb_end(&t);
  uint64_t t0 = cj__ix_now_ns();
  cj_status s = k ? run_k(k, 2, out, zero, NULL, 0.3) : CJ_E_INTERNAL;
  double secs = (double)(cj__ix_now_ns() - t0) * 1e-9;
  CHECK(s == CJ_E_TIMEOUT, "spin forever: %s (%s)", cj_status_name(s), cj_last_error());
  CHECK(strstr(cj_last_error(), "watchdog") != NULL, "message: %s", cj_last_error());
  CHECK(secs < 5, "watchdog took %.2f s", secs);
  kir_kernel_free(k);
}

/* ---- slot reuse: a long straight-line kernel needs few slots ------------------------------ */
static void test_slot_reuse(void) {
  kb t;
  kb_begin(&t, LANES, 1);
  kir_builder *b = &t.b;
  kir_val acc = kb_load(&t, t.in0, KT_I32);
  kir_val v4 = kir_splat(b, KT_V4I32, acc);
  for (int i = 0; i < 500; i++) {
    acc = kir_bin(b, KIR_ADD, kir_bin(b, KIR_MUL, acc, kir_i32(b, 3)), kir_i32(b, i));
    v4 = kir_insert(b, v4, i & 3, acc);
  }
  kir_val i = kir_for_begin(b, kir_i32(b, 0), kir_i32(b, 4), kir_i32(b, 1), 0);
  (void)i;
  acc = kir_bin(b, KIR_ADD, acc, kir_extract(b, v4, 2)); /* acc, v4 live across the loop */
  kb_store(&t, acc);
  kir_for_end(b);
  kir_kernel *k = kb_end(&t);
  if (!k) {
    CHECK(0, "build");
    return;
  }
  ix_layout with, without;
  CHECK(cj__ix_layout_init(&with, k, 1) == CJ_OK, "layout");
  CHECK(cj__ix_layout_init(&without, k, 0) == CJ_OK, "layout");
  CHECK(with.nunits < 16 && without.nunits > 1000, "slots: %u with reuse, %u without", with.nunits,
        without.nunits);
  static _Alignas(16) uint32_t in[LANES], out[LANES];
  for (int l = 0; l < LANES; l++)
    in[l] = (uint32_t)rnd();
  CHECK(run_k(k, 1, out, in, NULL, 10) == CJ_OK, "reuse run: %s", cj_last_error());
  for (int l = 0; l < LANES; l++) {
    uint32_t a = in[l], lanes[4] = {a, a, a, a};
    for (int j = 0; j < 500; j++) {
      a = a * 3 + (uint32_t)j;
      lanes[j & 3] = a;
    }
    CHECK(out[l] == a + lanes[2], "reuse lane %d: %u want %u", l, out[l], a + lanes[2]);
  }
  cj__ix_layout_free(&with);
  cj__ix_layout_free(&without);
  kir_kernel_free(k);
}

int main(void) {
  test_int_ops();
  test_f32_ops();
  test_i1_ops();
  test_cmp();
  test_conversions();
  test_f16_exhaustive();
  test_vectors();
  test_control();
  test_atomics();
  test_flag_and_run_rank();
  test_failures();
  test_slot_reuse();
  return test_end();
}
