/* test_sum, an op of the test build (tests/ops/test_ops.h): every rank's input combined with
 * the redop into every rank's output. Each rank pulls every rank's input (the heap's, or its
 * copy in that rank's workspace when the inputs are staged) and reduces it in rank order
 * 0..W-1, so every rank gets the same bits. Barriers: the opening one (every input is there),
 * the closing one (no rank still reads an input its owner may overwrite next). */
#include "coll.h"

cj_status cj__gen_test_sum(cj_gen *g) {
  cj_len bytes = cj__gen_chunk(g, 1);
  char nb[32];
  kir_comment(g->b, "test_sum: %d ranks x %s bytes, pulled in rank order", g->p->world,
              cj__len_str(bytes, nb, sizeof nb));
  kir_val src = cj__gen_stage(g, bytes), srcs[CJ_MAX_WORLD];
  cj__gen_start(g);
  cj__gen_all_peers(g, src, srcs);
  cj__gen_reduce_range(g, srcs, g->p->world, &g->arg[CJ_ARG_DST], 1, bytes, cj_len_c(0));
  cj__gen_end(g);
  return CJ_OK;
}
