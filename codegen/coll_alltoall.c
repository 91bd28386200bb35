/* all_to_all, push form: rank r stores block p of its input into block r of rank p's output,
 * peers in rotated order (rank, rank+1, ...), each block spread over the whole grid. In place
 * stages the input first (a peer's store could otherwise land before its block was sent). */
#include "coll.h"

cj_status cj__gen_alltoall_push(cj_gen *g) {
  const cj_plan *p = g->p;
  cj_len chunk = cj__gen_chunk(g, 1);
  char nb[32];
  kir_comment(g->b, "all_to_all push: %d ranks x %s bytes", p->world,
              cj__len_str(chunk, nb, sizeof nb));
  kir_val src = cj__gen_stage(g, cj__gen_chunk(g, (uint64_t)p->world));
  kir_val mine = cj__gen_offset(g, g->arg[CJ_ARG_DST], g->arg[CJ_ARG_RANK], chunk);
  kir_val from[CJ_MAX_WORLD], to[CJ_MAX_WORLD];
  for (int i = 0; i < p->world; i++) { /* addresses first, out of the loops */
    kir_val peer = cj__gen_rotated_peer(g, i);
    from[i] = cj__gen_offset(g, src, peer, chunk);
    to[i] = i == 0 ? mine : cj__gen_peer_ptr(g, mine, peer);
  }
  cj__gen_start(g);
  /* block i's copy starts where block i-1's ended, so the grid stays evenly loaded */
  cj_len tiles = cj__len_bin(g, KIR_ADD, cj__len_bin(g, KIR_UDIV, chunk,
                                                     cj_len_c(cj__gen_shape(p).tile)),
                             cj_len_c(1));
  for (int i = 0; i < p->world; i++)
    cj__gen_copy(g, from[i], &to[i], 1, 0, 0, chunk,
                 cj__len_bin(g, KIR_MUL, tiles, cj_len_c((uint64_t)i)));
  cj__gen_end(g);
  return CJ_OK;
}
