/* CPU executor: warp operations (SHFL, LDMATRIX, MMA) lane by lane, and the dispatch of the
 * compute instructions. A warp is warp_size consecutive lanes of the block; a warp operation
 * needs every lane of each warp that takes part (kir.h). */
#include <math.h>
#include <string.h>

#include "interp_compute.h"

/* Calls fn for every warp with an active lane; a warp that is only partly active (or runs past
 * the block) is an error. */
typedef int (*warp_fn)(ix_thread *t, const kir_inst *in, int base);

static int each_warp(ix_thread *t, const kir_inst *in, const uint8_t *m, int w, warp_fn fn) {
  for (int base = 0; base < t->lanes; base += w) {
    int n = 0;
    for (int l = base; l < base + w && l < t->lanes; l++)
      n += m[l] != 0;
    if (!n) continue;
    if (n != w)
      return cj__ix_fail(t, CJ_E_INVALID,
                         "interp: kernel %s: %s with %d of the %d lanes of warp %d active "
                         "(rank %d, block %d)",
                         t->k->name, kir_op_name(in->op), n, w, base / w, t->rank, t->block);
    if (fn(t, in, base)) return 1;
  }
  return 0;
}

/* ---- shuffles ---------------------------------------------------------------------------- */
static int shfl_warp(ix_thread *t, const kir_inst *in, int base) {
  const uint64_t *a = ix_val(t, in->a), *b = ix_val(t, in->b);
  uint64_t *d = ix_val(t, in->dst);
  int w = t->k->warp_size;
  for (int i = 0; i < w; i++) {
    int s = (int)(b[base + i] & (uint64_t)(w - 1)), src;
    switch ((kir_shfl_mode)in->imm) {
    case KIR_SHFL_XOR:
      src = i ^ s;
      break;
    case KIR_SHFL_DOWN:
      src = i + s < w ? i + s : i;
      break;
    default:
      src = s;
      break;
    }
    d[base + i] = a[base + src];
  }
  return 0;
}

/* ---- MMA ---------------------------------------------------------------------------------- */
static uint32_t word(const uint64_t *v, int i) { return (uint32_t)(v[i >> 1] >> (32 * (i & 1))); }

/* Element e (0: low half) of a packed word, as f32. */
static float half_of(uint32_t w, int e, int f16) {
  uint16_t h = (uint16_t)(w >> (16 * e));
  return ix_f32_of(f16 ? cj__ix_f16_to_f32(h) : cj__ix_bf16_to_f32(h));
}

/* D[m][n] = C[m][n] + sum over k of A[m][k] B[k][n], in increasing k, one f32 add at a time. */
static void mma_ref(int M, int N, int K, const float *A, const float *B, const float *C, float *D) {
  for (int i = 0; i < M; i++)
    for (int j = 0; j < N; j++) {
      float acc = C[i * N + j];
      for (int k = 0; k < K; k++) {
        float prod = A[i * K + k] * B[k * N + j];
        acc = acc + prod;
      }
      D[i * N + j] = acc;
    }
}

static int mma16_warp(ix_thread *t, const kir_inst *in, int base) {
  const uint64_t *a = ix_val(t, in->a), *b = ix_val(t, in->b), *c = ix_val(t, in->c);
  uint64_t *d = ix_val(t, in->dst);
  int f16 = in->imm == KIR_MMA_M16N8K16_F16;
  float A[16 * 16], B[16 * 8], C[16 * 8], D[16 * 8];
  for (int l = 0; l < 32; l++) {
    const uint64_t *al = a + (size_t)(base + l) * 2, *bl = b + (size_t)(base + l) * 2;
    const uint64_t *cl = c + (size_t)(base + l) * 2;
    int g = l / 4, q = l % 4;
    for (int e = 0; e < 2; e++) {
      A[g * 16 + 2 * q + e] = half_of(word(al, 0), e, f16);
      A[(g + 8) * 16 + 2 * q + e] = half_of(word(al, 1), e, f16);
      A[g * 16 + 2 * q + 8 + e] = half_of(word(al, 2), e, f16);
      A[(g + 8) * 16 + 2 * q + 8 + e] = half_of(word(al, 3), e, f16);
      B[(2 * q + e) * 8 + g] = half_of(word(bl, 0), e, f16);
      B[(2 * q + 8 + e) * 8 + g] = half_of(word(bl, 1), e, f16);
      C[g * 8 + 2 * q + e] = ix_f32_of(word(cl, e));
      C[(g + 8) * 8 + 2 * q + e] = ix_f32_of(word(cl, 2 + e));
    }
  }
  mma_ref(16, 8, 16, A, B, C, D);
  for (int l = 0; l < 32; l++) {
    uint64_t *dl = d + (size_t)(base + l) * 2;
    int g = l / 4, q = l % 4;
    uint32_t w[4] = {ix_bits_of(D[g * 8 + 2 * q]), ix_bits_of(D[g * 8 + 2 * q + 1]),
                     ix_bits_of(D[(g + 8) * 8 + 2 * q]), ix_bits_of(D[(g + 8) * 8 + 2 * q + 1])};
    dl[0] = w[0] | ((uint64_t)w[1] << 32);
    dl[1] = w[2] | ((uint64_t)w[3] << 32);
  }
  return 0;
}

/* M32N32K8 and M32N32K16: lane l holds row / column l % 32 of A / B and the k-half l / 32 */
static int mma32_warp(ix_thread *t, const kir_inst *in, int base) {
  const uint64_t *a = ix_val(t, in->a), *b = ix_val(t, in->b), *c = ix_val(t, in->c);
  uint64_t *d = ix_val(t, in->dst);
  int f16 = in->imm == KIR_MMA_M32N32K8_F16 || in->imm == KIR_MMA_M32N32K16_F16;
  int kk = kir_mma_k16((kir_mma_shape)in->imm) ? 16 : 8, per = kk / 2;
  static _Thread_local float A[32 * 16], B[16 * 32], C[32 * 32], D[32 * 32];
  for (int l = 0; l < 64; l++) {
    const uint64_t *al = a + (size_t)(base + l) * 2, *bl = b + (size_t)(base + l) * 2;
    const uint64_t *cl = c + (size_t)(base + l) * 8;
    int j = l % 32, h = l / 32;
    for (int e = 0; e < per; e++) {
      A[j * kk + per * h + e] = half_of(word(al, e / 2), e % 2, f16);
      B[(per * h + e) * 32 + j] = half_of(word(bl, e / 2), e % 2, f16);
    }
    for (int e = 0; e < 16; e++)
      C[(8 * (e / 4) + 4 * h + e % 4) * 32 + j] = ix_f32_of(word(cl, e));
  }
  mma_ref(32, 32, kk, A, B, C, D);
  for (int l = 0; l < 64; l++) {
    uint64_t *dl = d + (size_t)(base + l) * 8;
    int j = l % 32, h = l / 32;
    memset(dl, 0, 64);
    for (int e = 0; e < 16; e++)
      dl[e >> 1] |= (uint64_t)ix_bits_of(D[(8 * (e / 4) + 4 * h + e % 4) * 32 + j]) << (32 * (e & 1));
  }
  return 0;
}

static int mma_warp(ix_thread *t, const kir_inst *in, int base) {
  return kir_mma_warp((kir_mma_shape)in->imm) == 64 ? mma32_warp(t, in, base)
                                                   : mma16_warp(t, in, base);
}

/* ---- dispatch ---------------------------------------------------------------------------- */
static int warp_op(ix_thread *t, const kir_inst *in, const uint8_t *m, warp_fn fn, int need) {
  int w = t->k->warp_size;
  if ((need && w != need) || (w != 32 && w != 64))
    return cj__ix_fail(t, CJ_E_INVALID, "interp: kernel %s: %s in a kernel of warp size %d",
                       t->k->name, kir_op_name(in->op), w);
  return each_warp(t, in, m, w, fn);
}

int cj__ix_compute(ix_thread *t, const kir_inst *in, const uint8_t *m) {
  switch (in->op) {
  case KIR_SHARED: {
    uint64_t *d = ix_val(t, in->dst);
    uint64_t off = t->k->shared[in->imm].offset;
    for (int l = 0; l < t->lanes; l++)
      d[l] = off;
    return 0;
  }
  case KIR_SHFL:
    return warp_op(t, in, m, shfl_warp, 0);
  case KIR_LDMATRIX:
    return warp_op(t, in, m, cj__ix_ldmatrix_warp, 32);
  case KIR_DS_READ_TR16:
    return warp_op(t, in, m, cj__ix_ds_read_tr16_warp, 64);
  case KIR_MMA:
    return warp_op(t, in, m, mma_warp, kir_mma_warp((kir_mma_shape)in->imm));
  case KIR_CP_ASYNC:
    return cj__ix_cp_async(t, in, m);
  case KIR_CP_COMMIT:
    cj__ix_cp_commit(t, m);
    return 0;
  case KIR_CP_WAIT:
    cj__ix_cp_wait(t, in, m);
    return 0;
  case KIR_SHARED_ADDR:
  case KIR_WGMMA:
  case KIR_WGMMA_FENCE:
  case KIR_WGMMA_COMMIT:
  case KIR_WGMMA_WAIT:
    return cj__ix_wgmma(t, in, m);
  case KIR_PROXY_FENCE:
    cj__ix_proxy_fence(t, m);
    return 0;
  case KIR_MBAR_INIT:
  case KIR_MBAR_ARRIVE:
  case KIR_MBAR_EXPECT_TX:
    return cj__ix_mbar(t, in, m);
  case KIR_TMA_LOAD:
    return cj__ix_tma_load(t, in, m);
  case KIR_TMA_STORE:
    return cj__ix_tma_store(t, in, m);
  case KIR_BULK_COMMIT:
    return 0;
  case KIR_WG_BARRIER:
    return cj__ix_wg_barrier(t, m);
  case KIR_BULK_WAIT:
    cj__ix_bulk_wait(t, in, m);
    return 0;
  case KIR_MBAR_WAIT:
    return cj__ix_mbar_wait(t, in, m);
  case KIR_SETMAXNREG: /* registers: nothing to do here */
    return 0;
  case KIR_PERM: { /* v_perm_b32, every selector value (kir.h) */
    const uint64_t *a = ix_val(t, in->a), *b = ix_val(t, in->b);
    uint64_t *d = ix_val(t, in->dst);
    uint32_t sel = (uint32_t)in->imm;
    for (int l = 0; l < t->lanes; l++) {
      uint64_t x = (uint64_t)(uint32_t)a[l] << 32 | (uint32_t)b[l];
      uint32_t r = 0;
      for (int i = 0; i < 4; i++) {
        unsigned s = (sel >> (8 * i)) & 0xff, v;
        if (s < 8)
          v = (unsigned)(x >> (8 * s)) & 0xff;
        else if (s < 12) /* the sign of 16-bit half s - 8 */
          v = (x >> (16 * (s - 8) + 15)) & 1 ? 0xff : 0;
        else
          v = s == 12 ? 0 : 0xff;
        r |= (uint32_t)v << (8 * i);
      }
      d[l] = r;
    }
    return 0;
  }
  case KIR_FDIV:
  case KIR_FSQRT: { /* host IEEE single precision: correctly rounded, like the GPUs' */
    const uint64_t *a = ix_val(t, in->a), *b = in->b ? ix_val(t, in->b) : a;
    uint64_t *d = ix_val(t, in->dst);
    for (int l = 0; l < t->lanes; l++) {
      float x = ix_f32_of((uint32_t)a[l]), y = ix_f32_of((uint32_t)b[l]);
      d[l] = ix_bits_of(in->op == KIR_FDIV ? x / y : sqrtf(x));
    }
    return 0;
  }
  default:
    return cj__ix_fail(t, CJ_E_INVALID, "interp: kernel %s: unknown instruction %s", t->k->name,
                       kir_op_name(in->op));
  }
}
