/* reduce_scatter, pull form: rank r reads block r of every rank's input (W*count elements),
 * reduces over ranks 0..W-1 and writes its own output. In place (output == input block r)
 * is safe: each element is read and then written by the same thread, and no peer reads it. */
#include "coll.h"

cj_status cj__gen_reducescatter_pull(cj_gen *g) {
  const cj_plan *p = g->p;
  cj_len chunk = cj__gen_chunk(g, 1);
  char nb[32];
  kir_comment(g->b, "reduce_scatter pull: %d ranks x %s bytes", p->world,
              cj__len_str(chunk, nb, sizeof nb));
  kir_val src = cj__gen_stage(g, cj__gen_chunk(g, (uint64_t)p->world)), srcs[CJ_MAX_WORLD];
  cj__gen_start(g);
  cj__gen_all_peers(g, src, srcs);
  for (int r = 0; r < p->world; r++) srcs[r] = cj__gen_offset(g, srcs[r], g->arg[CJ_ARG_RANK], chunk);
  cj__gen_reduce_range(g, srcs, p->world, &g->arg[CJ_ARG_DST], 1, chunk, cj_len_c(0));
  cj__gen_end(g);
  return CJ_OK;
}
