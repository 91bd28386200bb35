/* all_to_all, push form: rank r stores block p of its input into block r of rank p's output,
 * peers in rotated order (rank, rank+1, ...), each block spread over the whole grid. In place
 * stages the input first (a peer's store could otherwise land before its block was sent). */
#include "coll.h"

cj_status cj__gen_alltoall_push(cj_gen *g) {
  const cj_plan *p = g->p;
  uint64_t chunk = p->count * cj_dtype_size(p->dtype);
  kir_comment(g->b, "all_to_all push: %d ranks x %llu bytes", p->world,
              (unsigned long long)chunk);
  kir_val src = cj__gen_stage(g, chunk * (uint64_t)p->world);
  kir_val mine = cj__gen_offset(g, g->arg[CJ_ARG_DST], g->arg[CJ_ARG_RANK], chunk);
  kir_val from[CJ_MAX_WORLD], to[CJ_MAX_WORLD];
  for (int i = 0; i < p->world; i++) { /* addresses first, out of the loops */
    kir_val peer = cj__gen_rotated_peer(g, i);
    from[i] = cj__gen_offset(g, src, peer, chunk);
    to[i] = i == 0 ? mine : cj__gen_peer_ptr(g, mine, peer);
  }
  cj__gen_start(g);
  int tiles = (int)(chunk / cj__gen_shape(p).tile) + 1;
  for (int i = 0; i < p->world; i++) cj__gen_copy(g, from[i], &to[i], 1, 0, 0, chunk, i * tiles);
  cj__gen_end(g);
  return CJ_OK;
}
