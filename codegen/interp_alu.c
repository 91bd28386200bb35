/* CPU executor: arithmetic, compares, select, conversions and vector lane operations.
 *
 * Values are the zero-extended bits of their type in 64-bit words. Every kir operation is one
 * host operation on one value, so there is nothing a compiler could contract into an FMA;
 * F32 math is done in `float` (SSE on x86-64, no excess precision). Operations run on every
 * lane, active or not, so none of them may trap on garbage: divisions by zero and oversized
 * shifts are defined here even though kir never generates them. */
#include <math.h>
#include <string.h>

#include "interp_impl.h"

static float u2f(uint64_t u) {
  uint32_t b = (uint32_t)u;
  float f;
  memcpy(&f, &b, 4);
  return f;
}

static uint64_t f2u(float f) {
  uint32_t b;
  memcpy(&b, &f, 4);
  return b;
}

static int64_t sx(uint64_t x, unsigned bits) {
  unsigned sh = 64 - bits;
  return (int64_t)(x << sh) >> sh;
}

#define LANES(expr)                                                                                \
  for (int l = 0; l < n; l++) {                                                                    \
    uint64_t x = a[l], y = b[l];                                                                   \
    (void)y;                                                                                       \
    d[l] = (expr);                                                                                 \
  }                                                                                                \
  break

static void bin_int(kir_opcode op, kir_type ty, uint64_t *d, const uint64_t *a, const uint64_t *b,
                    int n) {
  unsigned bits = ix_bits(ty), sm = bits - 1;
  uint64_t wm = ix_wmask(ty);
  switch (op) {
  case KIR_ADD:
    LANES((x + y) & wm);
  case KIR_SUB:
    LANES((x - y) & wm);
  case KIR_MUL:
    LANES((x * y) & wm);
  case KIR_UDIV:
    LANES(y ? x / y : 0);
  case KIR_UREM:
    LANES(y ? x % y : 0);
  case KIR_AND:
    LANES(x & y);
  case KIR_OR:
    LANES(x | y);
  case KIR_XOR:
    LANES(x ^ y);
  case KIR_SHL:
    LANES((x << (y & sm)) & wm);
  case KIR_LSHR:
    LANES(x >> (y & sm));
  case KIR_ASHR:
    LANES((uint64_t)(sx(x, bits) >> (y & sm)) & wm);
  case KIR_MIN:
    LANES(sx(x, bits) < sx(y, bits) ? x : y);
  case KIR_MAX:
    LANES(sx(x, bits) > sx(y, bits) ? x : y);
  case KIR_UMIN:
    LANES(x < y ? x : y);
  case KIR_UMAX:
    LANES(x > y ? x : y);
  default:
    break;
  }
}

static void bin_f32(kir_opcode op, uint64_t *d, const uint64_t *a, const uint64_t *b, int n) {
  switch (op) {
  case KIR_ADD:
    LANES(f2u(u2f(x) + u2f(y)));
  case KIR_SUB:
    LANES(f2u(u2f(x) - u2f(y)));
  case KIR_MUL:
    LANES(f2u(u2f(x) * u2f(y)));
  case KIR_MIN:
    LANES(f2u(fminf(u2f(x), u2f(y))));
  case KIR_MAX:
    LANES(f2u(fmaxf(u2f(x), u2f(y))));
  default:
    break;
  }
}

static int cmp_one(kir_pred p, unsigned bits, uint64_t x, uint64_t y) {
  switch (p) {
  case KIR_EQ:
    return x == y;
  case KIR_NE:
    return x != y;
  case KIR_SLT:
    return sx(x, bits) < sx(y, bits);
  case KIR_SLE:
    return sx(x, bits) <= sx(y, bits);
  case KIR_SGT:
    return sx(x, bits) > sx(y, bits);
  case KIR_SGE:
    return sx(x, bits) >= sx(y, bits);
  case KIR_ULT:
    return x < y;
  case KIR_ULE:
    return x <= y;
  case KIR_UGT:
    return x > y;
  case KIR_UGE:
    return x >= y;
  case KIR_FEQ:
    return u2f(x) == u2f(y); /* ordered */
  case KIR_FNE:
    return u2f(x) != u2f(y); /* unordered: true when either is NaN */
  case KIR_FLT:
    return u2f(x) < u2f(y);
  case KIR_FLE:
    return u2f(x) <= u2f(y);
  case KIR_FGT:
    return u2f(x) > u2f(y);
  case KIR_FGE:
    return u2f(x) >= u2f(y);
  default:
    return 0;
  }
}

static void exec_cmp(ix_thread *t, const kir_inst *in) {
  const uint64_t *a = ix_val(t, in->a), *b = ix_val(t, in->b);
  uint64_t *d = ix_val(t, in->dst);
  unsigned bits = ix_bits(t->k->val_types[in->a]);
  kir_pred p = (kir_pred)in->imm;
  for (int l = 0; l < t->lanes; l++)
    d[l] = (uint64_t)cmp_one(p, bits, a[l], b[l]);
}

static void exec_select(ix_thread *t, const kir_inst *in) {
  const uint64_t *c = ix_val(t, in->a), *x = ix_val(t, in->b), *y = ix_val(t, in->c);
  uint64_t *d = ix_val(t, in->dst);
  int st = ix_stride(in->type);
  for (int l = 0; l < t->lanes; l++)
    for (int w = 0; w < st; w++)
      d[l * st + w] = c[l] ? x[l * st + w] : y[l * st + w];
}

/* ---- conversions ---------------------------------------------------------------------------- */
static uint64_t fptosi(uint64_t x) {
  float f = u2f(x);
  int32_t r;
  if (f != f)
    r = 0; /* NaN */
  else if (f >= 2147483648.0f)
    r = INT32_MAX;
  else if (f < -2147483648.0f)
    r = INT32_MIN;
  else
    r = (int32_t)f; /* C conversion truncates toward zero */
  return (uint32_t)r;
}

static uint64_t cvt_one(kir_opcode op, kir_type from, kir_type to, uint64_t x) {
  switch (op) {
  case KIR_SEXT:
    return (uint64_t)sx(x, ix_bits(from)) & ix_wmask(to);
  case KIR_TRUNC:
    return x & ix_wmask(to);
  case KIR_FEXT:
    return from == KT_F16 ? cj__ix_f16_to_f32((uint16_t)x) : cj__ix_bf16_to_f32((uint16_t)x);
  case KIR_FTRUNC:
    return to == KT_F16 ? cj__ix_f32_to_f16((uint32_t)x) : cj__ix_f32_to_bf16((uint32_t)x);
  case KIR_SITOFP:
    return f2u((float)(int32_t)(uint32_t)x); /* round to nearest even */
  case KIR_FPTOSI:
    return fptosi(x);
  default:
    return x; /* ZEXT, BITCAST: the bits are already canonical */
  }
}

static void exec_cvt(ix_thread *t, const kir_inst *in) {
  const uint64_t *a = ix_val(t, in->a);
  uint64_t *d = ix_val(t, in->dst);
  kir_type from = t->k->val_types[in->a];
  for (int l = 0; l < t->lanes; l++)
    d[l] = cvt_one(in->op, from, in->type, a[l]);
}

/* ---- vector lanes (I32 lanes, little-endian in the words of a vector value) ------------- */
static uint32_t lane_get(const uint64_t *v, int i) {
  return (uint32_t)(v[i >> 1] >> (32 * (i & 1)));
}

static void lane_set(uint64_t *v, int i, uint32_t x) {
  unsigned sh = 32u * (unsigned)(i & 1);
  v[i >> 1] = (v[i >> 1] & ~(0xffffffffull << sh)) | ((uint64_t)x << sh);
}

static void exec_vec(ix_thread *t, const kir_inst *in) {
  uint64_t *d = ix_val(t, in->dst);
  int i = (int)in->imm;
  if (in->op == KIR_EXTRACT) {
    const uint64_t *a = ix_val(t, in->a);
    int st = ix_stride(t->k->val_types[in->a]);
    for (int l = 0; l < t->lanes; l++)
      d[l] = lane_get(a + (size_t)st * l, i);
    return;
  }
  const uint64_t *x = ix_val(t, in->b);
  int st = ix_stride(in->type), words = kir_vec_lanes(in->type) / 2;
  if (in->op == KIR_SPLAT) {
    for (int l = 0; l < t->lanes; l++) {
      uint64_t w = x[l] | (x[l] << 32);
      for (int j = 0; j < st; j++)
        d[(size_t)st * l + j] = j < words ? w : 0;
    }
    return;
  }
  const uint64_t *a = ix_val(t, in->a);
  for (int l = 0; l < t->lanes; l++) {
    for (int j = 0; j < st; j++)
      d[(size_t)st * l + j] = a[(size_t)st * l + j];
    lane_set(d + (size_t)st * l, i, (uint32_t)x[l]);
  }
}

void cj__ix_alu(ix_thread *t, const kir_inst *in) {
  switch (in->op) {
  case KIR_CMP:
    exec_cmp(t, in);
    return;
  case KIR_SELECT:
    exec_select(t, in);
    return;
  case KIR_EXTRACT:
  case KIR_INSERT:
  case KIR_SPLAT:
    exec_vec(t, in);
    return;
  case KIR_ZEXT:
  case KIR_SEXT:
  case KIR_TRUNC:
  case KIR_BITCAST:
  case KIR_FEXT:
  case KIR_FTRUNC:
  case KIR_SITOFP:
  case KIR_FPTOSI:
    exec_cvt(t, in);
    return;
  default:
    break;
  }
  const uint64_t *a = ix_val(t, in->a), *b = ix_val(t, in->b);
  uint64_t *d = ix_val(t, in->dst);
  if (in->op == KIR_PTR_ADD) {
    uint64_t wm = ix_wmask(in->type); /* SPTR: 32-bit offsets */
    for (int l = 0; l < t->lanes; l++)
      d[l] = (a[l] + b[l]) & wm;
  } else if (in->type == KT_F32) {
    bin_f32(in->op, d, a, b, t->lanes);
  } else {
    bin_int(in->op, in->type, d, a, b, t->lanes);
  }
}
