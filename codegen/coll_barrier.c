/* The device barrier: one block per rank; thread t signals peer (rank + t) mod W and waits for
 * it. Monotonic epoch counters, never reset, so it replays inside a graph unchanged. */
#include "coll.h"

cj_status cj__gen_barrier(cj_gen *g) {
  if (g->p->world > 1) cj__gen_rank_barrier(g, "barrier");
  return CJ_OK;
}
