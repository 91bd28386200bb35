/* libFuzzer target: requests (cj_request) as a C caller fills them, the GEMM ops above all, with
 * fields anywhere in their types' ranges (a field is either a small value or raw bits, so that
 * wrapping products are reached). The oracle: every request is either refused (CJ_E_INVALID /
 * CJ_E_UNSUPPORTED, with a message) or planned, and then its key parses back to the same key,
 * and a GEMM op's kernel builds and holds its matrix multiplies (KIR_MMA) and its stores (a
 * request whose warps wrapped once planned a kernel with neither). */
#include <stdint.h>
#include <string.h>

#include "codegen.h"
#include "fuzz.h"
#include "kir.h"

typedef struct bytes {
  const uint8_t *p;
  size_t n;
} bytes;

static uint64_t take(bytes *b, size_t k) {
  uint64_t v = 0;
  for (size_t i = 0; i < k; i++) v = v << 8 | (b->n ? (b->n--, *b->p++) : 0);
  return v;
}

/* A small value (0..4096, mostly), a value near a power of two whose products wrap an int
 * (2^27, 2^28, 2^30, 2^31 plus or minus a little), a negative one, or the raw bits of an int */
static int field(bytes *b) {
  uint64_t sel = take(b, 1);
  if (sel % 8 < 3) return 0; /* the default, most often: other fields then decide */
  if (sel % 8 == 7) return (int)(uint32_t)take(b, 4);
  if (sel % 8 == 6) return -(int)(take(b, 1) % 3);
  if (sel % 8 == 5) {
    static const int shifts[] = {27, 28, 30, 31};
    uint64_t base = (uint64_t)1 << shifts[take(b, 1) % 4];
    return (int)(uint32_t)(base + take(b, 1) % 16 - 8);
  }
  return (int)(take(b, 2) % (sel % 2 ? 4097 : 9));
}

/* A tile size or warp count: 0 (the default), a power of two, one past a multiple of 2^27
 * (2^27..2^28 + 15: products of two of them wrap an int to a small value), or field() */
static int shaped(bytes *b) {
  uint64_t sel = take(b, 1);
  if (sel % 4 == 0) return 0;
  if (sel % 4 == 1) return 1 << (take(b, 1) % 10);
  if (sel % 4 == 2) return (int)(((uint64_t)1 << (27 + take(b, 1) % 2)) + take(b, 1) % 16);
  return field(b);
}

static uint64_t dim(bytes *b) {
  uint64_t sel = take(b, 1);
  if (sel % 16 == 15) return take(b, 8);
  return take(b, 2) % (sel % 2 ? 70000 : 600);
}

static int count_ops(const kir_kernel *k, kir_opcode op) {
  int n = 0;
  for (int r = 0; r < k->nregions; r++)
    for (int i = 0; i < k->regions[r].n; i++) n += k->regions[r].insts[i].op == op;
  return n;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  static const char *targets[] = {"sm_90", "sm_80", "gfx942", "gfx950", "gfx90a", "host"};
  static const cj_op ops[] = {CJ_OP_GEMM, CJ_OP_ALLGATHER_GEMM, CJ_OP_GEMM_REDUCESCATTER,
                              CJ_OP_GEMM, CJ_OP_ALL_REDUCE, CJ_OP_ALL_REDUCE_RMSNORM};
  bytes b = {data, size};
  cj_request r = CJ_REQUEST_INIT;
  r.op = ops[take(&b, 1) % 6];
  r.target = targets[take(&b, 1) % 6];
  r.world = 1 + (int)(take(&b, 1) % 8);
  r.dtype = (cj_dtype)(take(&b, 1) % CJ_DTYPE_COUNT_);
  r.redop = (cj_redop)(take(&b, 1) % 4 == 3 ? 1 + take(&b, 1) % 2 : 0);
  r.variant = take(&b, 1) % 4 == 3 ? (cj_variant)(take(&b, 1) % CJ_VARIANT_COUNT_) : CJ_VARIANT_AUTO;
  if (cj__op(r.op)->gemm) {
    cj_gemm_params *g = &r.gemm;
    g->m = dim(&b), g->n = dim(&b), g->k = dim(&b);
    g->shard = r.op == CJ_OP_GEMM_REDUCESCATTER ? CJ_SHARD_K : (int)(take(&b, 1) % 4 / 3);
    g->bias = (int)(take(&b, 1) % 2);
    g->bm = shaped(&b), g->bn = shaped(&b), g->bk = shaped(&b), g->stages = field(&b);
    g->warps_m = shaped(&b), g->warps_n = shaped(&b);
    g->fetchers = field(&b), g->k_per_flag = field(&b), g->group_m = field(&b);
    g->a_layout = (int)(take(&b, 1) % 4 / 2), g->b_layout = (int)(take(&b, 1) % 2);
    g->out_f32 = (int)(take(&b, 1) % 2);
    r.grid = take(&b, 1) % 8 == 7 ? field(&b) : 0;
  } else {
    r.count = dim(&b);
    r.hidden = r.op == CJ_OP_ALL_REDUCE_RMSNORM ? 1 + take(&b, 2) % 9000 : 0;
    if (r.hidden) r.count = r.hidden * (1 + take(&b, 1) % 64);
    r.vec_bytes = take(&b, 1) % 4 == 3 ? field(&b) : 0;
    r.block_threads = take(&b, 1) % 4 == 3 ? field(&b) : 0;
  }
  cj_plan *p = (cj_plan *)1;
  cj_status s = cj_plan_create(&r, &p);
  if (s != CJ_OK) {
    FUZZ_ASSERT(p == NULL, "a plan with status %d", (int)s);
    FUZZ_ASSERT(s == CJ_E_INVALID || s == CJ_E_UNSUPPORTED, "status %d", (int)s);
    FUZZ_ASSERT(cj_last_error()[0] != 0, "no message for a refused request");
    return 0;
  }
  const char *key = cj_plan_key(p);
  cj_plan *q = NULL;
  cj_status t = cj_plan_from_key(key, &q);
  FUZZ_ASSERT(t == CJ_OK && !strcmp(cj_plan_key(q), key), "'%s' does not parse back (%s)", key,
              t ? cj_last_error() : cj_plan_key(q));
  cj_plan_destroy(q);
  if (cj__op(r.op)->gemm) {
    kir_kernel *k = NULL;
    cj_status bs = cj__build_kernel(p, &k);
    FUZZ_ASSERT(bs == CJ_OK || bs == CJ_E_INVALID, "%s: build status %d (%s)", key, (int)bs,
                cj_last_error());
    if (k) {
      /* the vendor path's reduction (gemm_reducescatter blas) has stores and no multiply */
      int want_mma = p->variant != CJ_VARIANT_BLAS;
      FUZZ_ASSERT(!want_mma || count_ops(k, KIR_MMA) + count_ops(k, KIR_WGMMA) > 0,
                  "%s: a kernel without MMA", key);
      FUZZ_ASSERT(count_ops(k, KIR_STORE) > 0, "%s: a kernel without a store", key);
    }
    kir_kernel_free(k);
  }
  cj_plan_destroy(p);
  return 0;
}
