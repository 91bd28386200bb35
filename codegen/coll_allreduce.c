/* all_reduce. Reductions run over ranks 0..W-1 in that order, so every rank gets the same bits.
 *  one_shot: every rank reads the whole vector from every rank and writes its own output; two
 *            barriers, W reads per element. The latency choice.
 *  two_shot: rank r reduces share r (reading it from every rank) and writes the result into
 *            every rank's output, in one pass: each element is read and written by the same
 *            thread, so in place needs no staging. Per rank 2(W-1)/W of the data crosses the
 *            links each way. The bandwidth choice.
 *  ll:       flag-free, for small vectors (coll_ll.c). */
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
