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

/* ---- split: the root's links carry the data once ------------------------------------------ */
/* After the start barrier the rank at distance d = 1..W-1 after the root reads share d-1 of
 * the W-1 shares of the root's data (on a 16-byte grid, the rest with the last) and stores it
 * into every other rank's output but the root's. The root's links carry the data once (it only
 * serves the reads; with W shares, the root also sending its own share to every rank, 4 H200s
 * took 89 us at 16 MiB), every other rank receives it once. What the peers read is the root's
 * input where that lies on the heap (the root publishes its offset in the slot CJ_SYNC_OUT
 * before the start barrier, as reduce split does, and copies it into its own output while the
 * peers read: no copy before them), else its output (in place, or after the root's blocks
 * copied the input there and met; outputs are symmetric, so the root's is at the local
 * offset). The root's next call writes the slot only after every rank left this call's closing
 * barrier. */
typedef struct split_ctx {
  kir_val from;               /* what the peers read: the root's input or its output */
  kir_val to[CJ_MAX_WORLD];   /* rank i's output, i = 0..W-1 rotated from this rank */
  kir_val store[CJ_MAX_WORLD];/* I1: store into to[i] (not the root, not this rank if root) */
} split_ctx;

static void split_body(cj_gen *g, void *p, const kir_val *offs, int n) {
  split_ctx *c = p;
  kir_builder *b = g->b;
  cj_vec_shape s = cj__gen_shape(g->p);
  kir_val vals[64];
  for (int i = 0; i < n; i++)
    vals[i] = kir_load(b, s.vt, kir_ptr_add(b, c->from, offs[i]), s.vec, KIR_HINT_NONE);
  for (int d = 0; d < g->p->world; d++) {
    kir_if_begin(b, c->store[d]);
    for (int i = 0; i < n; i++)
      kir_store(b, kir_ptr_add(b, c->to[d], offs[i]), vals[i], s.vec, KIR_HINT_NONE);
    kir_if_end(b);
  }
}

cj_status cj__gen_broadcast_split(cj_gen *g) {
  kir_builder *b = g->b;
  const cj_plan *p = g->p;
  int w = p->world;
  cj_len bytes = cj__gen_chunk(g, 1);
  cj_len share, rest;
  cj__gen_shares_of(g, bytes, w > 1 ? w - 1 : 1, &share, &rest);
  char nb[32];
  kir_comment(b, "broadcast split from rank %d: %s bytes", p->root,
              cj__len_str(bytes, nb, sizeof nb));
  kir_val dst = g->arg[CJ_ARG_DST], src = g->arg[CJ_ARG_SRC], root = kir_i32(b, p->root);
  kir_val is_root = kir_cmp(b, KIR_EQ, g->arg[CJ_ARG_RANK], root);
  kir_val copies = kir_bin(b, KIR_AND, is_root, kir_cmp(b, KIR_NE, src, dst));
  if (w == 1) { /* the root alone: its output is its input */
    kir_if_begin(b, copies);
    cj__gen_copy(g, src, &dst, 1, 0, 0, bytes, cj_len_c(0));
    kir_if_end(b);
    return CJ_OK;
  }
  /* the root's input on its heap (not in place): its offset from the base, which the peers
   * read after the start barrier; -1: they read the root's output */
  kir_val slot = kir_ptr_add(b, g->arg[CJ_ARG_SYNC], kir_i64(b, CJ_SYNC_OUT));
  kir_val off, end, region, on_heap = cj__gen_on_heap(g, src, bytes, &off, &end, &region);
  kir_val off_heap = kir_bin(b, KIR_OR, kir_cmp(b, KIR_UGT, end, region),
                             kir_cmp(b, KIR_UGT, off, end));
  kir_val direct = kir_bin(b, KIR_AND, copies, on_heap);
  kir_if_begin(b, kir_bin(b, KIR_AND, is_root, kir_cmp(b, KIR_EQ, g->tid, kir_i32(b, 0))));
  kir_atomic_store(b, slot, kir_select(b, direct, off, kir_i64(b, -1)), KIR_RELAXED,
                   KIR_SCOPE_SYSTEM);
  kir_if_end(b);
  kir_comment(b, "an input off the heap: the root copies it into its output before the peers "
                 "read that");
  kir_if_begin(b, kir_bin(b, KIR_AND, copies, off_heap));
  cj__gen_copy(g, src, &dst, 1, 0, 0, bytes, cj_len_c(0));
  kir_if_end(b);
  /* every block of the root has copied before any peer reads: the root's blocks meet (the
   * others do too; the grid counter is each rank's own) */
  if (p->grid > 1 || g->generic) cj__gen_grid_barrier(g);
  cj__gen_rank_barrier(g, "start"); /* releases the slot with everything before it */
  kir_val theirs = kir_atomic_load(b, KT_I64, cj__gen_peer_ptr(g, slot, root), KIR_RELAXED,
                                   KIR_SCOPE_SYSTEM);
  /* base + offset, as an offset from a parameter pointer (the compilers keep its address
   * space), then the root's */
  kir_val sync = g->arg[CJ_ARG_SYNC];
  kir_val at = kir_ptr_add(b, sync, kir_bin(b, KIR_SUB, kir_bin(b, KIR_ADD, g->base_me, theirs),
                                            kir_cvt(b, KIR_BITCAST, KT_I64, sync)));
  split_ctx c;
  c.from = kir_select(b, kir_cmp(b, KIR_EQ, theirs, kir_i64(b, -1)),
                      cj__gen_peer_ptr(g, dst, root), cj__gen_peer_ptr(g, at, root));
  if (cj__plant_fault == CJ_PLANT_BCAST_STALE) c.from = cj__gen_peer_ptr(g, dst, root);
  kir_comment(b, "an input on the heap: the root copies it into its output while the peers "
                 "read it");
  kir_if_begin(b, direct);
  cj__gen_copy(g, src, &dst, 1, 0, 0, bytes, cj_len_c(0));
  kir_if_end(b);
  kir_val not_root = kir_cmp(b, KIR_NE, g->arg[CJ_ARG_RANK], root);
  for (int i = 0; i < w; i++) {
    kir_val q = cj__gen_rotated_peer(g, i);
    c.to[i] = i == 0 ? dst : cj__gen_peer_ptr(g, dst, q);
    /* i == 0 is this rank: only a rank that is not the root needs its share */
    c.store[i] = i == 0 ? not_root : kir_cmp(b, KIR_NE, q, root);
  }
  /* offsets: share d-1 at (d-1) * share, d = (rank - root) mod W; the rest (d = W-1) after
   * W-1 shares; the root (d = 0) takes none */
  kir_val d = kir_bin(b, KIR_UREM, kir_bin(b, KIR_SUB, kir_bin(b, KIR_ADD, g->arg[CJ_ARG_RANK],
                                                               kir_i32(b, w)),
                                           root),
                      kir_i32(b, w));
  kir_if_begin(b, not_root);
  split_ctx mine = c;
  kir_val base = kir_bin(b, KIR_MUL, kir_cvt(b, KIR_ZEXT, KT_I64,
                                             kir_bin(b, KIR_SUB, d, kir_i32(b, 1))),
                         cj__len_val(g, share));
  mine.from = kir_ptr_add(b, c.from, base);
  for (int i = 0; i < w; i++) mine.to[i] = kir_ptr_add(b, c.to[i], base);
  if (!cj_len_zero(share)) cj__gen_tiles(g, 0, share, cj_len_c(0), split_body, &mine);
  kir_if_end(b);
  if (!cj_len_zero(rest)) {
    kir_if_begin(b, kir_cmp(b, KIR_EQ, d, kir_i32(b, w - 1)));
    kir_val at = cj__len_val(g, cj__len_bin(g, KIR_MUL, share, cj_len_c((uint64_t)(w - 1))));
    split_ctx tail = c;
    tail.from = kir_ptr_add(b, c.from, at);
    for (int i = 0; i < w; i++) tail.to[i] = kir_ptr_add(b, c.to[i], at);
    cj__gen_tiles(g, 0, rest, cj__len_bin(g, KIR_UDIV, share, cj_len_c(cj__gen_shape(p).tile)),
                  split_body, &tail);
    kir_if_end(b);
  }
  if (w > 1) cj__gen_rank_barrier(g, "end");
  return CJ_OK;
}
