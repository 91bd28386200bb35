/* all_gather, push form. Rank r's `count` input elements land at element offset r*count of
 * every rank's output. Each tile of the input is loaded once (U vectors per thread, all loads
 * in flight before the first store) and stored to every rank, peers in rotated order (rank,
 * rank+1, ...) so that ranks do not all hit the same peer at once. Peer addresses are
 * computed once, before the loops. The input may live anywhere; in place is safe. */
#include "coll.h"

cj_status cj__gen_allgather_push(cj_gen *g) {
  const cj_plan *p = g->p;
  cj_len chunk = cj__gen_chunk(g, 1);
  char nb[32];
  kir_comment(g->b, "all_gather push: %d ranks x %s bytes", p->world,
              cj__len_str(chunk, nb, sizeof nb));
  kir_val mine = cj__gen_offset(g, g->arg[CJ_ARG_DST], g->arg[CJ_ARG_RANK], chunk);
  kir_val dsts[CJ_MAX_WORLD];
  for (int i = 0; i < p->world; i++)
    dsts[i] = i == 0 ? mine : cj__gen_peer_ptr(g, mine, cj__gen_rotated_peer(g, i));
  cj__gen_start(g);
  cj__gen_copy(g, g->arg[CJ_ARG_SRC], dsts, p->world, 0, 0, chunk, cj_len_c(0));
  cj__gen_end(g);
  return CJ_OK;
}
