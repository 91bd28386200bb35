/* allreduce_rmsnorm: for [tokens, hidden] rows of x (send), the residual r and the weight w
 * (the op's two auxiliary kernel parameters, kabi.h; the residual on the heap where peers
 * write it):
 *   r <- r + sum over ranks of x (ranks in order 0..W-1, f32);
 *   out <- r / sqrt(mean(r^2) + eps) * w, from the stored (rounded) r, in f32:
 *   o = (r * inv) * w with inv = 1 / sqrt(sum(r^2) / hidden + eps), IEEE division and sqrt.
 * One block normalises one row at a time; the sum of squares is a block reduction (shuffles
 * and shared memory, gen_compute.h).
 *  one_shot: every rank reads every peer's rows and normalises all rows itself (local writes);
 *            the latency choice.
 *  ll:       for few tokens, flag-free (coll_ll.c): every rank sends its x word by word with the
 *            call's epoch into every rank's ll area, then normalises every row from the words
 *            as they arrive; no barrier.
 *  two_shot: rank p normalises rows [p T / W, (p + 1) T / W) and writes r and out of those rows
 *            into every rank's buffers; the bandwidth choice.
 * Both meet the other ranks before (their x is ready) and after (nobody still reads x; every
 * push has landed). */
#include <string.h>

#include "coll.h"
#include "gen_compute.h"

typedef struct rn {
  cj_gen *g;
  kir_builder *b;
  cj_dtype dt;
  int es, scratch;
  kir_val xs[CJ_MAX_WORLD], res[CJ_MAX_WORLD], outs[CJ_MAX_WORLD];
  int nres;      /* 1: local writes only; W: pushed to every rank */
  kir_val mine;  /* this rank's residual (read in both passes) */
  cj_ll_ctx *ll; /* the ll variant: x arrives in the ll area */
  kir_val weight;
} rn;

static kir_val ld(rn *r, kir_val p) {
  kir_builder *b = r->b;
  if (r->dt == CJ_F32) return kir_load(b, KT_F32, p, 4, KIR_HINT_NONE);
  kir_type t = r->dt == CJ_F16 ? KT_F16 : KT_BF16;
  return kir_cvt(b, KIR_FEXT, KT_F32, kir_load(b, t, p, 2, KIR_HINT_NONE));
}

/* f rounded to the dtype: the value as stored, and its bits to store */
static kir_val narrow(rn *r, kir_val f) {
  if (r->dt == CJ_F32) return f;
  return kir_cvt(r->b, KIR_FTRUNC, r->dt == CJ_F16 ? KT_F16 : KT_BF16, f);
}

static kir_val widen(rn *r, kir_val h) {
  return r->dt == CJ_F32 ? h : kir_cvt(r->b, KIR_FEXT, KT_F32, h);
}

static void st(rn *r, kir_val p, kir_val h) { kir_store(r->b, p, h, r->es, KIR_HINT_NONE); }

/* Element j (I32) of the row at byte offset rbase (I64) */
static kir_val at(rn *r, kir_val base, kir_val rbase, kir_val j) {
  kir_builder *b = r->b;
  kir_val off = kir_bin(b, KIR_MUL, kir_cvt(b, KIR_ZEXT, KT_I64, j), kir_i64(b, r->es));
  return kir_ptr_add(b, base, rbase ? kir_bin(b, KIR_ADD, rbase, off) : off);
}

/* Element j of source q's row: its load, or (ll) the half of its 4-byte word once it arrived. */
static kir_val x_of(rn *r, int q, kir_val rbase, kir_val j) {
  kir_builder *b = r->b;
  if (!r->ll) return ld(r, at(r, r->xs[q], rbase, j));
  kir_val off = kir_bin(b, KIR_ADD, rbase,
                        kir_bin(b, KIR_MUL, kir_cvt(b, KIR_ZEXT, KT_I64, j), kir_i64(b, r->es)));
  kir_val word = kir_bin(b, KIR_AND, off, kir_i64(b, ~3ll)); /* its word's byte offset */
  kir_val slot = kir_ptr_add(b, r->ll->in[q], kir_bin(b, KIR_MUL, word, kir_i64(b, 2)));
  kir_val data = cj__ll_wait(r->g, slot, r->ll->epoch);
  if (r->dt == CJ_F32) return kir_cvt(b, KIR_BITCAST, KT_F32, data);
  kir_val sh = kir_bin(b, KIR_SHL, kir_bin(b, KIR_AND, off, kir_i64(b, 2)), kir_i64(b, 3));
  kir_val h =
      kir_cvt(b, KIR_TRUNC, KT_I16, kir_bin(b, KIR_LSHR, data, kir_cvt(b, KIR_TRUNC, KT_I32, sh)));
  return kir_cvt(b, KIR_FEXT, KT_F32,
                 kir_cvt(b, KIR_BITCAST, r->dt == CJ_F16 ? KT_F16 : KT_BF16, h));
}

static void row(rn *r, kir_val rw) {
  cj_gen *g = r->g;
  kir_builder *b = r->b;
  const cj_plan *p = g->p;
  int w = p->world, t = p->block_threads;
  kir_val rbase =
      kir_bin(b, KIR_MUL, kir_cvt(b, KIR_ZEXT, KT_I64, rw), kir_i64(b, (int64_t)p->hidden * r->es));
  kir_var sumsq = kir_var_new(b, "sumsq", KT_F32, kir_f32(b, 0.0f));
  kir_comment(b, "r += x of %d ranks (in rank order), the sum of squares of the stored r", w);
  kir_val j = kir_for_begin(b, g->tid, kir_i32(b, (int32_t)p->hidden), kir_i32(b, t), 0);
  kir_val s = x_of(r, 0, rbase, j);
  for (int q = 1; q < w; q++)
    s = kir_bin(b, KIR_ADD, s, x_of(r, q, rbase, j));
  s = kir_bin(b, KIR_ADD, s, ld(r, at(r, r->mine, rbase, j)));
  kir_val h = narrow(r, s), f = widen(r, h);
  for (int q = 0; q < r->nres; q++)
    st(r, at(r, r->res[q], rbase, j), h);
  kir_var_set(b, sumsq, kir_bin(b, KIR_ADD, kir_var_get(b, sumsq), kir_bin(b, KIR_MUL, f, f)));
  kir_for_end(b);
  kir_val total = cj__gen_block_reduce_f32(b, KIR_ADD, kir_var_get(b, sumsq), g->tid, r->scratch);
  float eps;
  memcpy(&eps, &p->eps_bits, sizeof eps);
  kir_val mean = kir_fdiv(b, total, kir_f32(b, (float)p->hidden));
  kir_val inv =
      kir_fdiv(b, kir_f32(b, 1.0f), kir_fsqrt(b, kir_bin(b, KIR_ADD, mean, kir_f32(b, eps))));
  kir_comment(b, "out = (r * inv) * w");
  j = kir_for_begin(b, g->tid, kir_i32(b, (int32_t)p->hidden), kir_i32(b, t), 0);
  kir_val x = ld(r, at(r, r->mine, rbase, j)); /* as this thread stored it */
  kir_val o = kir_bin(b, KIR_MUL, kir_bin(b, KIR_MUL, x, inv), ld(r, at(r, r->weight, 0, j)));
  kir_val oh = narrow(r, o);
  for (int q = 0; q < r->nres; q++)
    st(r, at(r, r->outs[q], rbase, j), oh);
  kir_for_end(b);
}

static cj_status generate(cj_gen *g, int push) {
  kir_builder *b = g->b;
  const cj_plan *p = g->p;
  int w = p->world;
  rn r = {.g = g, .b = b, .dt = p->dtype, .es = (int)cj_dtype_size(p->dtype)};
  kir_val residual = g->arg[CJ_ARG_AUX0]; /* the registry row's auxiliary parameters */
  r.mine = residual;
  r.weight = g->arg[CJ_ARG_AUX0 + 1];
  r.scratch =
      kir_shared_new(b, "sumsq", cj__block_reduce_scratch(p->block_threads, p->warp_size), 4);
  uint32_t rows = (uint32_t)(p->count / p->hidden);
  kir_comment(b, "allreduce_rmsnorm %s: %u rows of %u, %d ranks", push ? "two_shot" : "one_shot",
              rows, p->hidden, w);
  cj__gen_start(g);
  cj__gen_all_peers(g, g->arg[CJ_ARG_SRC], r.xs);
  kir_val lo = kir_i32(b, 0), hi = kir_i32(b, (int32_t)rows);
  if (push) {
    cj__gen_all_peers(g, residual, r.res);
    cj__gen_all_peers(g, g->arg[CJ_ARG_DST], r.outs);
    r.nres = w;
    kir_val rk = g->arg[CJ_ARG_RANK];
    lo = kir_bin(b, KIR_UDIV, kir_bin(b, KIR_MUL, rk, hi), kir_i32(b, w));
    hi = kir_bin(b, KIR_UDIV, kir_bin(b, KIR_MUL, kir_bin(b, KIR_ADD, rk, kir_i32(b, 1)), hi),
                 kir_i32(b, w));
  } else {
    r.res[0] = residual;
    r.outs[0] = g->arg[CJ_ARG_DST];
    r.nres = 1;
  }
  kir_val rw = kir_for_begin(b, kir_bin(b, KIR_ADD, lo, g->bid), hi, g->nblocks, 0);
  row(&r, rw);
  kir_for_end(b);
  cj__gen_end(g);
  return CJ_OK;
}

cj_status cj__gen_ar_rmsnorm_one_shot(cj_gen *g) { return generate(g, 0); }

cj_status cj__gen_ar_rmsnorm_ll(cj_gen *g) {
  kir_builder *b = g->b;
  const cj_plan *p = g->p;
  rn r = {.g = g, .b = b, .dt = p->dtype, .es = (int)cj_dtype_size(p->dtype)};
  cj_len bytes = cj__gen_chunk(g, 1);
  if (bytes.c % 4 || bytes.c > CJ_LL_MAX_BYTES) return CJ_E_INTERNAL; /* the planner checks */
  r.mine = r.res[0] = g->arg[CJ_ARG_AUX0];
  r.weight = g->arg[CJ_ARG_AUX0 + 1];
  r.outs[0] = g->arg[CJ_ARG_DST];
  r.nres = 1;
  r.scratch =
      kir_shared_new(b, "sumsq", cj__block_reduce_scratch(p->block_threads, p->warp_size), 4);
  uint32_t rows = (uint32_t)(p->count / p->hidden);
  kir_comment(b, "allreduce_rmsnorm ll: %u rows of %u, %d ranks, flag-free", rows, p->hidden,
              p->world);
  cj_ll_ctx c;
  kir_val ctr = cj__ll_begin(g, &c, bytes);
  r.ll = &c;
  cj__gen_tiles(g, 0, bytes, cj_len_c(0), cj__ll_send, &c);
  kir_val rw = kir_for_begin(b, g->bid, kir_i32(b, (int32_t)rows), g->nblocks, 0);
  row(&r, rw);
  kir_for_end(b);
  cj__ll_advance(g, ctr);
  return CJ_OK;
}
cj_status cj__gen_ar_rmsnorm_two_shot(cj_gen *g) { return generate(g, 1); }
