/* broadcast, push form: the root loads each tile of its input once and stores it into every
 * rank's output (rotated order); the other ranks only take part in the barriers. */
#include "coll.h"

cj_status cj__gen_broadcast_push(cj_gen *g) {
  kir_builder *b = g->b;
  const cj_plan *p = g->p;
  cj_len chunk = cj__gen_chunk(g, 1);
  char nb[32];
  kir_comment(b, "broadcast push from rank %d: %s bytes", p->root,
              cj__len_str(chunk, nb, sizeof nb));
  kir_val dsts[CJ_MAX_WORLD];
  for (int i = 0; i < p->world; i++)
    dsts[i] = i == 0 ? g->arg[CJ_ARG_DST]
                     : cj__gen_peer_ptr(g, g->arg[CJ_ARG_DST], cj__gen_rotated_peer(g, i));
  cj__gen_start(g);
  kir_if_begin(b, kir_cmp(b, KIR_EQ, g->arg[CJ_ARG_RANK], kir_i32(b, p->root)));
  cj__gen_copy(g, g->arg[CJ_ARG_SRC], dsts, p->world, 0, 0, chunk, cj_len_c(0));
  kir_if_end(b);
  cj__gen_end(g);
  return CJ_OK;
}
