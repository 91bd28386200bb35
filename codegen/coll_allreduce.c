/* all_reduce. Reductions run over ranks 0..W-1 in that order, so every rank gets the same bits.
 *  one_shot: every rank reads the whole vector from every rank and writes its own output; two
 *            barriers, W reads per element. The latency choice.
 *  two_shot: rank r reduces share r (reading it from every rank) and writes the result into
 *            every rank's output, in one pass: each element is read and written by the same
 *            thread, so in place needs no staging. Per rank 2(W-1)/W of the data crosses the
 *            links each way. The bandwidth choice. */
#include "coll.h"

cj_status cj__gen_allreduce_one_shot(cj_gen *g) {
  cj_len bytes = cj__gen_chunk(g, 1);
  char nb[32];
  kir_comment(g->b, "all_reduce one_shot: %d ranks x %s bytes", g->p->world,
              cj__len_str(bytes, nb, sizeof nb));
  kir_val src = cj__gen_stage(g, bytes), srcs[CJ_MAX_WORLD];
  cj__gen_start(g);
  cj__gen_all_peers(g, src, srcs);
  cj__gen_reduce_range(g, srcs, g->p->world, &g->arg[CJ_ARG_DST], 1, bytes, cj_len_c(0));
  cj__gen_end(g);
  return CJ_OK;
}

cj_status cj__gen_allreduce_two_shot(cj_gen *g) {
  kir_builder *b = g->b;
  const cj_plan *p = g->p;
  int w = p->world;
  cj_len bytes = cj__gen_chunk(g, 1);
  cj_len share, rest;
  cj__gen_shares(g, bytes, &share, &rest);
  char sb[32], rb[32];
  kir_comment(b, "all_reduce two_shot: %d shares of %s bytes, %s bytes left for rank %d", w,
              cj__len_str(share, sb, sizeof sb), cj__len_str(rest, rb, sizeof rb), w - 1);
  kir_val src = cj__gen_stage(g, bytes), srcs[CJ_MAX_WORLD], dsts[CJ_MAX_WORLD];
  cj__gen_start(g);
  cj__gen_all_peers(g, src, srcs);
  cj__gen_all_peers(g, g->arg[CJ_ARG_DST], dsts);
  kir_val in[CJ_MAX_WORLD], out[CJ_MAX_WORLD];
  if (!cj_len_zero(share)) {
    for (int r = 0; r < w; r++) {
      in[r] = cj__gen_offset(g, srcs[r], g->arg[CJ_ARG_RANK], share);
      out[r] = cj__gen_offset(g, dsts[r], g->arg[CJ_ARG_RANK], share);
    }
    cj__gen_reduce_range(g, in, w, out, w, share, cj_len_c(0));
  }
  if (!cj_len_zero(rest)) {
    kir_if_begin(b, kir_cmp(b, KIR_EQ, g->arg[CJ_ARG_RANK], kir_i32(b, w - 1)));
    kir_val at = cj__len_val(g, cj__len_bin(g, KIR_MUL, share, cj_len_c((uint64_t)w)));
    for (int r = 0; r < w; r++) {
      in[r] = kir_ptr_add(b, srcs[r], at);
      out[r] = kir_ptr_add(b, dsts[r], at);
    }
    cj__gen_reduce_range(g, in, w, out, w, rest,
                         cj__len_bin(g, KIR_UDIV, share, cj_len_c(cj__gen_shape(p).tile)));
    kir_if_end(b);
  }
  cj__gen_end(g);
  return CJ_OK;
}

/* ---- ll: flag-free all_reduce for small vectors ------------------------------------------- */
/* Every 4-byte word of the input travels with the call's epoch in one 8-byte store into each
 * rank's receive area (the `work` argument): the data carries its own readiness, so there is
 * no barrier at all. Epochs come from a per-rank counter in the sync area that every ll call
 * advances by exactly 2^11 (block 0 adds 2^11 - (G-1), the others 1, when they are done), so
 * every block of a call reads the same epoch whatever the grid, and all ranks agree because
 * they run the same calls. Two receive areas alternate by epoch parity: a rank can be at most
 * one call ahead of a peer (call k+1 needs the peer's words of call k+1), so the area it writes
 * is never the one the peer still reads. */
#define LL_EPOCH_SHIFT 11

uint64_t cj__ll_area_bytes(int world) { return 2ull * (uint64_t)world * 2 * CJ_LL_MAX_BYTES; }

typedef struct ll_ctx {
  kir_val epoch;              /* I32 */
  kir_val out[CJ_MAX_WORLD];  /* where this rank's words go, in every rank's area */
  kir_val in[CJ_MAX_WORLD];   /* this rank's area for each source rank */
} ll_ctx;

static void ll_push(cj_gen *g, void *p, const kir_val *offs, int n) {
  ll_ctx *c = p;
  kir_builder *b = g->b;
  kir_val words[64];
  for (int i = 0; i < n; i++)
    words[i] = kir_load(b, KT_I32, kir_ptr_add(b, g->arg[CJ_ARG_SRC], offs[i]), 4,
                        KIR_HINT_NONE);
  for (int i = 0; i < n; i++) {
    kir_val slot = kir_insert(b, kir_splat(b, KT_V2I32, words[i]), 1, c->epoch);
    kir_val at = kir_bin(b, KIR_MUL, offs[i], kir_i64(b, 2));
    for (int r = 0; r < g->p->world; r++)
      kir_store(b, kir_ptr_add(b, c->out[r], at), slot, 8, KIR_HINT_VOLATILE);
  }
}

/* The data word of the 8-byte slot at `slot` once its flag is the epoch (or 0 after giving
 * up: the status word says so). */
static kir_val ll_wait(cj_gen *g, kir_val slot, kir_val epoch) {
  kir_builder *b = g->b;
  kir_val zero = kir_i32(b, 0), one = kir_i32(b, 1);
  kir_val t0 = kir_timer_ns(b);
  kir_var data = kir_var_new(b, "data", KT_I32, zero);
  kir_var done = kir_var_new(b, "done", KT_I32, kir_var_get(b, g->failed));
  kir_while_begin(b);
  kir_while_do(b, kir_cmp(b, KIR_EQ, kir_var_get(b, done), zero));
  {
    kir_val v = kir_load(b, KT_V2I32, slot, 8, KIR_HINT_VOLATILE);
    kir_val ready = kir_cmp(b, KIR_EQ, kir_extract(b, v, 1), epoch);
    kir_if_begin(b, ready);
    kir_var_set(b, data, kir_extract(b, v, 0));
    kir_var_set(b, done, one);
    kir_else(b);
    kir_val late = kir_cmp(b, KIR_UGT, kir_bin(b, KIR_SUB, kir_timer_ns(b), t0),
                           g->arg[CJ_ARG_TIMEOUT_NS]);
    kir_val st = kir_atomic_load(b, KT_I32, g->arg[CJ_ARG_STATUS], KIR_RELAXED, KIR_SCOPE_DEVICE);
    kir_if_begin(b, kir_bin(b, KIR_OR, late, kir_cmp(b, KIR_NE, st, zero)));
    kir_atomic_store(b, g->arg[CJ_ARG_STATUS], kir_i32(b, CJ_DEVICE_TIMEOUT), KIR_RELAXED,
                     KIR_SCOPE_SYSTEM);
    kir_var_set(b, g->failed, one);
    kir_var_set(b, done, one);
    kir_if_end(b);
    kir_if_end(b);
  }
  kir_while_end(b);
  return kir_var_get(b, data);
}

static void ll_reduce(cj_gen *g, void *p, const kir_val *offs, int n) {
  ll_ctx *c = p;
  kir_builder *b = g->b;
  for (int i = 0; i < n; i++) {
    kir_val at = kir_bin(b, KIR_MUL, offs[i], kir_i64(b, 2)), words[CJ_MAX_WORLD];
    for (int r = 0; r < g->p->world; r++) words[r] = ll_wait(g, kir_ptr_add(b, c->in[r], at),
                                                             c->epoch);
    kir_store(b, kir_ptr_add(b, g->arg[CJ_ARG_DST], offs[i]), cj__gen_combine(g, words,
              g->p->world), 4, KIR_HINT_NONE);
  }
}

/* Block 0 adds 2^11 - (G-1), the others 1: each call moves the counter by exactly 2^11. */
static void ll_advance(cj_gen *g, kir_val ctr) {
  kir_builder *b = g->b;
  kir_barrier(b);
  kir_if_begin(b, kir_cmp(b, KIR_EQ, g->tid, kir_i32(b, 0)));
  kir_val first = kir_cmp(b, KIR_EQ, g->bid, kir_i32(b, 0));
  kir_val add = kir_select(b, first, cj__gen_epoch_lead(g, LL_EPOCH_SHIFT), kir_i64(b, 1));
  kir_atomic_rmw(b, KIR_RMW_ADD, ctr, add, KIR_RELAXED, KIR_SCOPE_DEVICE);
  kir_if_end(b);
}

cj_status cj__gen_allreduce_ll(cj_gen *g) {
  kir_builder *b = g->b;
  const cj_plan *p = g->p;
  cj_len bytes = cj__gen_chunk(g, 1);
  uint64_t part = 2ull * CJ_LL_MAX_BYTES;
  /* the planner checks a specialised size; the runtime a generic kernel's n */
  if (!bytes.v && (bytes.c % 4 || bytes.c > CJ_LL_MAX_BYTES)) return CJ_E_INTERNAL;
  char nb[32];
  kir_comment(b, "all_reduce ll: %d ranks x %s bytes, flag-free", p->world,
              cj__len_str(bytes, nb, sizeof nb));
  ll_ctx c;
  kir_val ctr = kir_ptr_add(b, g->arg[CJ_ARG_SYNC], kir_i64(b, CJ_SYNC_LL));
  kir_val count = kir_atomic_load(b, KT_I64, ctr, KIR_RELAXED, KIR_SCOPE_DEVICE);
  kir_val e64 = kir_bin(b, KIR_ADD, kir_bin(b, KIR_LSHR, count, kir_i64(b, LL_EPOCH_SHIFT)),
                        kir_i64(b, 1));
  c.epoch = kir_cvt(b, KIR_TRUNC, KT_I32, e64);
  kir_val parity = kir_bin(b, KIR_AND, e64, kir_i64(b, 1));
  kir_val area = kir_ptr_add(b, g->arg[CJ_ARG_WORK],
                             kir_bin(b, KIR_MUL, parity, kir_i64(b, (int64_t)(part * p->world))));
  kir_val mine = cj__gen_offset(g, area, g->arg[CJ_ARG_RANK], cj_len_c(part));
  for (int i = 0; i < p->world; i++) {
    c.in[i] = kir_ptr_add(b, area, kir_i64(b, (int64_t)(part * (uint64_t)i)));
    c.out[i] = i == 0 ? mine : cj__gen_peer_ptr(g, mine, cj__gen_rotated_peer(g, i));
  }
  cj__gen_tiles(g, 0, bytes, cj_len_c(0), ll_push, &c);
  cj__gen_tiles(g, 0, bytes, cj_len_c(0), ll_reduce, &c);
  ll_advance(g, ctr);
  return CJ_OK;
}
