/* reduce, pull form: the root reads every rank's input, reduces over ranks 0..W-1 and writes
 * its output; the other ranks only take part in the barriers (their inputs must stay intact
 * until the closing barrier). */
#include "coll.h"

cj_status cj__gen_reduce_pull(cj_gen *g) {
  kir_builder *b = g->b;
  const cj_plan *p = g->p;
  cj_len bytes = cj__gen_chunk(g, 1);
  char nb[32];
  kir_comment(b, "reduce pull to rank %d: %d ranks x %s bytes", p->root, p->world,
              cj__len_str(bytes, nb, sizeof nb));
  kir_val src = cj__gen_stage(g, bytes), srcs[CJ_MAX_WORLD];
  cj__gen_start(g);
  kir_if_begin(b, kir_cmp(b, KIR_EQ, g->arg[CJ_ARG_RANK], kir_i32(b, p->root)));
  cj__gen_all_peers(g, src, srcs);
  cj__gen_reduce_range(g, srcs, p->world, &g->arg[CJ_ARG_DST], 1, bytes, cj_len_c(0));
  kir_if_end(b);
  cj__gen_end(g);
  return CJ_OK;
}
