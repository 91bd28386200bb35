/* all_gather, push form. Rank r's `count` input elements land at element offset r*count of
 * every rank's output. A persistent grid walks the tiles of the input; each tile is loaded
 * once (U vectors per thread, all loads in flight before the first store) and stored to every
 * rank, peers in rotated order (rank+1, rank+2, ...) so that ranks do not all hit the same
 * peer at once. Peer addresses are computed once, before the loops. Full tiles take an
 * unmasked path; the remainder (a partial tile) is one masked loop in one block. */
#include "coll.h"

typedef struct ag_shape {
  int world;
  int vec;           /* bytes per access */
  kir_type vt;       /* the access type */
  int threads;       /* T */
  int unroll;        /* U: vectors per thread per tile */
  uint64_t chunk;    /* bytes of one rank's input */
  uint64_t tile;     /* bytes of one tile = U * T * vec */
  uint64_t n_full;   /* full tiles */
  uint64_t tail;     /* vectors in the partial tile */
  int grid;
} ag_shape;

static kir_type access_type(int vec) {
  switch (vec) {
  case 16:
    return KT_V4I32;
  case 8:
    return KT_V2I32;
  case 4:
    return KT_I32;
  default:
    return KT_I16;
  }
}

static ag_shape shape_of(const cj_plan *p) {
  ag_shape s;
  uint64_t es = cj_dtype_size(p->dtype);
  s.world = p->world;
  s.vec = p->vec_bytes;
  s.vt = access_type(s.vec);
  s.threads = p->block_threads;
  s.chunk = p->count * es;
  s.tile = (uint64_t)p->tile_m * (uint64_t)p->tile_n * es;
  s.unroll = (int)(s.tile / ((uint64_t)s.threads * (uint64_t)s.vec));
  s.n_full = s.chunk / s.tile;
  s.tail = (s.chunk % s.tile) / (uint64_t)s.vec;
  s.grid = p->grid;
  return s;
}

/* Stores `n` loaded vectors at byte offsets off[i] of every destination. */
static void store_all(cj_gen *g, const ag_shape *s, kir_val *dsts, const kir_val *vals,
                      const kir_val *offs, int n) {
  for (int r = 0; r < s->world; r++)
    for (int i = 0; i < n; i++)
      kir_store(g->b, kir_ptr_add(g->b, dsts[r], offs[i]), vals[i], s->vec, KIR_HINT_NONE);
}

static void full_tiles(cj_gen *g, const ag_shape *s, kir_val *dsts) {
  kir_builder *b = g->b;
  kir_val src = g->arg[CJ_ARG_SRC];
  kir_val vals[64], offs[64];
  kir_comment(b, "%llu full tiles of %llu bytes, %d vectors of %d bytes per thread",
              (unsigned long long)s->n_full, (unsigned long long)s->tile, s->unroll, s->vec);
  kir_val lane_off = kir_bin(b, KIR_MUL, kir_cvt(b, KIR_ZEXT, KT_I64, g->tid),
                             kir_i64(b, s->vec));
  kir_val t = kir_for_begin(b, kir_cvt(b, KIR_ZEXT, KT_I64, g->bid), kir_i64(b, (int64_t)s->n_full),
                            kir_i64(b, s->grid), 0);
  kir_val base = kir_bin(b, KIR_ADD, kir_bin(b, KIR_MUL, t, kir_i64(b, (int64_t)s->tile)),
                         lane_off);
  for (int u = 0; u < s->unroll; u++) {
    offs[u] = kir_bin(b, KIR_ADD, base, kir_i64(b, (int64_t)u * s->threads * s->vec));
    vals[u] = kir_load(b, s->vt, kir_ptr_add(b, src, offs[u]), s->vec, KIR_HINT_NONE);
  }
  store_all(g, s, dsts, vals, offs, s->unroll);
  kir_for_end(b);
}

static void partial_tile(cj_gen *g, const ag_shape *s, kir_val *dsts) {
  kir_builder *b = g->b;
  uint64_t start = s->n_full * s->tile;
  int owner = (int)(s->n_full % (uint64_t)s->grid);
  kir_comment(b, "partial tile: %llu vectors from byte %llu, block %d",
              (unsigned long long)s->tail, (unsigned long long)start, owner);
  kir_if_begin(b, kir_cmp(b, KIR_EQ, g->bid, kir_i32(b, owner)));
  kir_val v = kir_for_begin(b, kir_cvt(b, KIR_ZEXT, KT_I64, g->tid),
                            kir_i64(b, (int64_t)s->tail), kir_i64(b, s->threads), 0);
  kir_val off = kir_bin(b, KIR_ADD, kir_i64(b, (int64_t)start),
                        kir_bin(b, KIR_MUL, v, kir_i64(b, s->vec)));
  kir_val val = kir_load(b, s->vt, kir_ptr_add(b, g->arg[CJ_ARG_SRC], off), s->vec,
                         KIR_HINT_NONE);
  store_all(g, s, dsts, &val, &off, 1);
  kir_for_end(b);
  kir_if_end(b);
}

cj_status cj__gen_allgather_push(cj_gen *g) {
  kir_builder *b = g->b;
  ag_shape s = shape_of(g->p);
  if (s.unroll < 1 || s.unroll > 64) return CJ_E_INTERNAL; /* the planner guarantees 1..64 */
  int sync = s.world > 1 && g->p->barrier != CJ_BAR_NONE;
  kir_comment(b, "all_gather push: %d ranks x %llu bytes", s.world,
              (unsigned long long)s.chunk);
  /* destinations: rank's chunk in every rank's output, rotated order, hoisted */
  kir_val dsts[CJ_MAX_WORLD];
  kir_val my_off = kir_bin(b, KIR_MUL, kir_cvt(b, KIR_ZEXT, KT_I64, g->arg[CJ_ARG_RANK]),
                           kir_i64(b, (int64_t)s.chunk));
  kir_val mine = kir_ptr_add(b, g->arg[CJ_ARG_DST], my_off);
  for (int i = 0; i < s.world; i++)
    dsts[i] = i == 0 ? mine : cj__gen_peer_ptr(g, mine, cj__gen_rotated_peer(g, i));
  if (sync && g->p->barrier == CJ_BAR_FULL) cj__gen_rank_barrier(g, "start");
  if (s.n_full) full_tiles(g, &s, dsts);
  if (s.tail) partial_tile(g, &s, dsts);
  if (sync) cj__gen_rank_barrier(g, "end");
  return CJ_OK;
}
