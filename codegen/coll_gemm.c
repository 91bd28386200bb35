/* allgather_gemm: all-gather of A fused with out = A B [+ bias], one launch; at the end, the
 * stand-alone gemm op's generator.
 *
 * Every block computes output tiles (persistent over them); blocks [0, F) first fetch A's
 * rows of tiles from their owners (through heap_bases) into this rank's workspace, which
 * holds the whole m x k A, in units of (row of tiles, group of k_per_flag k tiles) taken in
 * turn (block f: units f, f + F, ..; order_of), its loads one piece ahead of its stores.
 * After a unit the block meets at a barrier (every thread's stores done; it drains them on
 * AMD) and thread 0 releases the unit's flag in the sync area with the call's epoch. Then the
 * fetchers join the GEMM, taking the last tiles of the static schedule (block b computes tiles
 * w, w + grid, .. with w = (b - F) mod grid), so no SM is lost to the fetch. Before staging a
 * k tile that opens a group, thread 0 of a GEMM block polls the group's flag and the block
 * meets at a barrier (wait_group). No grid barrier, no flag
 * reset: flags only ever hold epochs, so a captured graph replays with the same arguments.
 * Epochs: a 64-bit counter in the sync area that each call advances by exactly 2^11 (block 0
 * adds 2^11 - (G - 1), the others 1, at their ends), so every block of a call reads the same
 * epoch at its start.
 *
 * A sharded along m: the blocks visit the rows of tiles owner by owner, this rank's rows first
 * (one rotated sequence: first_own_row), and the fetchers fetch in the same order; with A
 * K-contiguous a tile that holds only this rank's rows reads them in place from the rank's own
 * shard (no copy, no wait), so the GEMM starts at once and the transfer of the peers' rows runs
 * under it.
 *
 * Across ranks only the fetchers synchronise: block f meets block f of every rank before it
 * reads (the owners' A is ready) and after (no owner overwrites A while it is read). With
 * world 1 the fetch is a local copy, or nothing when tiles read A in place. */
#include "coll.h"
#include "gen_gemm.h"
#include "support.h"

#define FUSED_EPOCH_SHIFT 11 /* 2^11 > CJ_MAX_GRID */
#define FETCH_UNROLL 4 /* element-wise or M-contiguous fetches: loads in flight per thread */
#define FETCH_HOLD 16  /* 16-byte chunks a thread holds from a piece's loads to its stores */

const cj_aux_param cj__gemm_aux[] = {
    {"b", KT_PTR, KIR_PARAM_NOALIAS | KIR_PARAM_READONLY, 16},
    {"bias", KT_PTR, KIR_PARAM_READONLY, 2},
    {NULL, KT_VOID, 0, 0},
};

typedef struct fg {
  cj_gen *g;
  kir_builder *b;
  cj_gemm_cfg cfg;
  const cj_gemm_params *q;
  uint32_t tiles_m, kgroups, units, kg; /* kg: k columns per group */
  uint32_t part; /* rows (shard m) or columns (shard k) of A per rank */
  int fetchers;
  int passes; /* shard m: W (owner by owner, this rank's rows first); else 1 */
  int direct; /* shard m, A K-contiguous: a tile of this rank's rows alone reads them in place */
  kir_val epoch, flags, staged;
} fg;

static kir_val I(fg *f, int32_t x) { return kir_i32(f->b, x); }
static kir_val bin(fg *f, kir_opcode op, kir_val x, kir_val y) { return kir_bin(f->b, op, x, y); }
static kir_val i64(fg *f, kir_val x) { return kir_cvt(f->b, KIR_ZEXT, KT_I64, x); }

/* shard m: the rank that holds row `row` (I32) */
static kir_val owner_of(fg *f, kir_val row) {
  return bin(f, KIR_UMIN, bin(f, KIR_UDIV, row, I(f, (int32_t)f->part)), I(f, f->g->p->world - 1));
}

/* want 1: 1 when the tile from row tm0 holds rows of this rank alone (it reads them in
 * place); want 0: the opposite */
static kir_val in_place(fg *f, kir_val tm0, int want) {
  kir_builder *b = f->b;
  kir_val last = bin(f, KIR_SUB, bin(f, KIR_UMIN, bin(f, KIR_ADD, tm0, I(f, f->cfg.bm)),
                                     I(f, (int32_t)f->q->m)), I(f, 1));
  kir_val r = f->g->arg[CJ_ARG_RANK];
  kir_pred cmp = want ? KIR_EQ : KIR_NE;
  return kir_bin(b, want ? KIR_AND : KIR_OR, kir_cmp(b, cmp, owner_of(f, tm0), r),
                 kir_cmp(b, cmp, owner_of(f, last), r));
}

/* The first row of tiles whose first row is this rank's: the GEMM's rows of tiles start
 * there and wrap (cj_gemm_io.row_shift), this rank's rows first, then the next rank's, as the
 * fetchers fetch them (order_of); a row shared with the previous owner comes last. */
static kir_val first_own_row(fg *f) {
  kir_val lo = bin(f, KIR_MUL, f->g->arg[CJ_ARG_RANK], I(f, (int32_t)f->part));
  kir_val r = bin(f, KIR_UDIV, bin(f, KIR_ADD, lo, I(f, f->cfg.bm - 1)), I(f, f->cfg.bm));
  return bin(f, KIR_UREM, r, I(f, (int32_t)f->tiles_m));
}

/* The GEMM's A for a tile: this rank's shard in place (rows from rank x part on), or the
 * staged copy. */
static kir_val a_of(void *user, kir_val tile_m, kir_val tm0, kir_val *shift) {
  fg *f = user;
  (void)tile_m;
  kir_val own = in_place(f, tm0, 1);
  *shift = kir_select(f->b, own, bin(f, KIR_MUL, f->g->arg[CJ_ARG_RANK], I(f, (int32_t)f->part)),
                      I(f, 0));
  return kir_select(f->b, own, f->g->arg[CJ_ARG_SRC], f->staged);
}

/* &flags[tile_m * kgroups + group] */
static kir_val flag_at(fg *f, kir_val tile_m, kir_val group) {
  kir_val i = bin(f, KIR_ADD, bin(f, KIR_MUL, tile_m, I(f, (int32_t)f->kgroups)), group);
  return kir_ptr_add(f->b, f->flags, kir_bin(f->b, KIR_SHL, i64(f, i), kir_i64(f->b, 2)));
}

/* The address of A's element (row, col) of the whole product in its owner's shard, and in
 * this rank's staged copy. */
static kir_val src_at(fg *f, kir_val row, kir_val col) {
  kir_builder *b = f->b;
  const cj_gemm_params *q = f->q;
  int w = f->g->p->world;
  uint32_t part = (uint32_t)((q->shard == CJ_SHARD_M ? q->m : q->k) / (uint64_t)w);
  kir_val lrow = row, lcol = col, owner = I(f, 0);
  uint32_t ld = (uint32_t)q->k;
  if (w > 1 && q->shard == CJ_SHARD_M) {
    owner = bin(f, KIR_UDIV, row, I(f, (int32_t)part));
    lrow = bin(f, KIR_UREM, row, I(f, (int32_t)part));
  } else if (w > 1) {
    owner = bin(f, KIR_UDIV, col, I(f, (int32_t)part));
    lcol = bin(f, KIR_UREM, col, I(f, (int32_t)part));
  }
  owner = bin(f, KIR_UMIN, owner, I(f, w - 1)); /* lanes past the edge: a valid base */
  if (q->shard == CJ_SHARD_K) ld = part;
  kir_val e = kir_bin(b, KIR_ADD, kir_bin(b, KIR_MUL, i64(f, lrow), kir_i64(b, ld)), i64(f, lcol));
  kir_val base = w > 1 ? cj__gen_peer_ptr(f->g, f->g->arg[CJ_ARG_SRC], owner)
                       : f->g->arg[CJ_ARG_SRC];
  return kir_ptr_add(b, base, kir_bin(b, KIR_SHL, e, kir_i64(b, 1)));
}

static int m_contig(const fg *f) { return f->q->a_layout == CJ_A_M_CONTIG; }

/* K-contiguous: the staged A is m x k, row-major; M-contiguous: k x m (for each k, m
 * consecutive rows: the GEMM reads it as a column-major A). */
static kir_val staged_at(fg *f, kir_val row, kir_val col) {
  kir_builder *b = f->b;
  kir_val e = m_contig(f)
                  ? kir_bin(b, KIR_ADD, kir_bin(b, KIR_MUL, i64(f, col), kir_i64(b, f->q->m)),
                            i64(f, row))
                  : kir_bin(b, KIR_ADD, kir_bin(b, KIR_MUL, i64(f, row), kir_i64(b, f->q->k)),
                            i64(f, col));
  return kir_ptr_add(b, f->staged, kir_bin(b, KIR_SHL, e, kir_i64(b, 1)));
}

/* 1 when A moves in 16-byte chunks: every shard row and the staged rows are whole chunks. */
static int chunked(const fg *f) {
  uint64_t ld = f->q->shard == CJ_SHARD_K ? f->q->k / (uint64_t)f->g->p->world : f->q->k;
  return ld % 8 == 0 && f->q->k % 8 == 0;
}

/* One unit: rows [r0, r0 + bm) x columns [c0, c0 + kg) of A, clipped to m x k, in items of
 * `per` elements (8: a 16-byte chunk; 1: an element), FETCH_UNROLL loads before their stores.
 * K-contiguous staging: consecutive threads take consecutive items along a row, each stored
 * whole. M-contiguous: consecutive threads take consecutive rows (the stores of a warp then
 * fill consecutive elements of a staged row), each item stored element by element. */
static void fetch_unit(fg *f, kir_val r0, kir_val c0) {
  kir_builder *b = f->b;
  int vec = chunked(f), per = vec ? 8 : 1, threads = f->g->p->block_threads;
  int rowi = (int)f->kg / per, items = f->cfg.bm * rowi;
  kir_type t = vec ? KT_V4I32 : KT_I16;
  int bytes = vec ? 16 : 2, step = threads * FETCH_UNROLL;
  kir_val i0 = kir_for_begin(b, I(f, 0), I(f, (items + step - 1) / step * step), I(f, step), 0);
  kir_val v[FETCH_UNROLL], ok[FETCH_UNROLL], dst[FETCH_UNROLL], rows[FETCH_UNROLL],
      cols[FETCH_UNROLL];
  for (int u = 0; u < FETCH_UNROLL; u++) {
    kir_val idx = bin(f, KIR_ADD, bin(f, KIR_ADD, i0, I(f, u * threads)), f->g->tid);
    kir_val rr = m_contig(f) ? bin(f, KIR_UREM, idx, I(f, f->cfg.bm)) : bin(f, KIR_UDIV, idx, I(f, rowi));
    kir_val ci = m_contig(f) ? bin(f, KIR_UDIV, idx, I(f, f->cfg.bm)) : bin(f, KIR_UREM, idx, I(f, rowi));
    kir_val row = bin(f, KIR_ADD, r0, rr);
    kir_val col = bin(f, KIR_ADD, c0, bin(f, KIR_MUL, ci, I(f, per)));
    ok[u] = kir_bin(b, KIR_AND, kir_cmp(b, KIR_ULT, idx, I(f, items)),
                    kir_bin(b, KIR_AND, kir_cmp(b, KIR_ULT, row, I(f, (int32_t)f->q->m)),
                            kir_cmp(b, KIR_ULT, col, I(f, (int32_t)f->q->k))));
    /* a lane out of range loads element 0 of this rank's shard (always there) */
    kir_val src = kir_select(b, ok[u], src_at(f, row, col), f->g->arg[CJ_ARG_SRC]);
    v[u] = kir_load(b, t, src, bytes, KIR_HINT_NONE);
    rows[u] = row, cols[u] = col;
    dst[u] = staged_at(f, row, col);
  }
  for (int u = 0; u < FETCH_UNROLL; u++) {
    kir_if_begin(b, ok[u]);
    if (!m_contig(f) || !vec) {
      kir_store(b, dst[u], v[u], bytes, KIR_HINT_NONE);
    } else { /* the chunk's 8 elements go to 8 staged rows (k, k + 1, ..) */
      for (int e = 0; e < 8; e++) {
        kir_val w = kir_extract(b, v[u], e / 2);
        if (e % 2) w = bin(f, KIR_LSHR, w, I(f, 16));
        kir_val at = staged_at(f, rows[u], bin(f, KIR_ADD, cols[u], I(f, e)));
        kir_store(b, at, kir_cvt(b, KIR_TRUNC, KT_I16, w), 2, KIR_HINT_NONE);
      }
    }
    kir_if_end(b);
  }
  kir_for_end(b);
}

/* The units' order: in waves of the rows of tiles the GEMM blocks' first wave covers, every
 * k group of a wave's rows before the next wave's, row fastest within a group (the fetchers
 * take units bid, bid + F, ..: all of them work on the rows the GEMM needs next; a fetcher
 * a row, or a few consecutive groups of a row, left each row at one block's pace: 0.86 of
 * the reference at 4096 x 3584 x 8192 on 2 H100s against 1.02). Shard m: the rows of tiles
 * rotated to start at this rank's (the GEMM's order), those read in place
 * left out. */
typedef struct order {
  uint32_t wave;        /* rows of tiles a wave */
  kir_val first, count; /* I32: the rows of tiles to fetch, from first on (mod the rows) */
} order;

static order order_of(fg *f) {
  uint32_t tiles_n = (f->cfg.n + (uint32_t)f->cfg.bn - 1) / (uint32_t)f->cfg.bn;
  uint32_t group = (uint32_t)cj__gemm_group_m(&f->cfg);
  uint32_t per = group * tiles_n, blocks = (uint32_t)f->g->p->grid;
  order o = {(blocks + per - 1) / per * group, I(f, 0), I(f, (int32_t)f->tiles_m)};
  if (o.wave > f->tiles_m) o.wave = f->tiles_m;
  if (f->passes == 1 && !f->direct) return o;
  kir_val r = f->g->arg[CJ_ARG_RANK];
  int bm = f->cfg.bm;
  kir_val lo = bin(f, KIR_MUL, r, I(f, (int32_t)f->part));
  /* the first row of tiles whose first row is this rank's */
  o.first = bin(f, KIR_UDIV, bin(f, KIR_ADD, lo, I(f, bm - 1)), I(f, bm));
  if (!f->direct) return o;
  /* the rows of tiles from there that hold this rank's rows alone: up to the last whole one,
   * or for the last rank every one to the end of m */
  kir_val whole = bin(f, KIR_UDIV, bin(f, KIR_ADD, lo, I(f, (int32_t)f->part)), I(f, bm));
  kir_val last = kir_cmp(f->b, KIR_EQ, r, I(f, f->g->p->world - 1));
  kir_val end = kir_select(f->b, last, I(f, (int32_t)f->tiles_m), whole);
  kir_val own = kir_select(f->b, kir_cmp(f->b, KIR_ULT, o.first, end),
                           bin(f, KIR_SUB, end, o.first), I(f, 0));
  o.first = bin(f, KIR_ADD, o.first, own);
  o.count = bin(f, KIR_SUB, o.count, own);
  return o;
}

/* Unit u (below count x k groups): its row of tiles and k group. */
static void unit_at(fg *f, const order *o, kir_val u, kir_val *tm, kir_val *grp) {
  /* waves of `wave` rows (the last may be short): wave w holds units [w wave G, ..) */
  kir_val span = I(f, (int32_t)(o->wave * f->kgroups));
  kir_val row0 = bin(f, KIR_MUL, bin(f, KIR_UDIV, u, span), I(f, (int32_t)o->wave));
  kir_val rem = bin(f, KIR_UREM, u, span);
  kir_val rows = bin(f, KIR_UMIN, I(f, (int32_t)o->wave), bin(f, KIR_SUB, o->count, row0));
  kir_val j = bin(f, KIR_ADD, row0, bin(f, KIR_UREM, rem, rows));
  *tm = bin(f, KIR_UREM, bin(f, KIR_ADD, o->first, j), I(f, (int32_t)f->tiles_m));
  *grp = bin(f, KIR_UDIV, rem, rows);
}

/* How many units this fetcher takes (bid, bid + F, .. below count x k groups). */
static kir_val units_mine(fg *f, const order *o) {
  kir_builder *b = f->b;
  kir_val bid = f->g->bid, all = bin(f, KIR_MUL, o->count, I(f, (int32_t)f->kgroups));
  kir_val n = bin(f, KIR_ADD, bin(f, KIR_UDIV, bin(f, KIR_SUB, bin(f, KIR_SUB, all, I(f, 1)), bid),
                                  I(f, f->fetchers)), I(f, 1));
  return kir_select(b, kir_cmp(b, KIR_ULT, bid, all), n, I(f, 0));
}

/* every thread's stores of the unit are done; then its flag */
static void release_unit(fg *f, kir_val tm, kir_val grp) {
  kir_builder *b = f->b;
  kir_barrier(b);
  kir_if_begin(b, kir_cmp(b, KIR_EQ, f->g->tid, I(f, 0)));
  kir_atomic_store(b, flag_at(f, tm, grp), f->epoch, KIR_RELEASE, KIR_SCOPE_DEVICE);
  kir_if_end(b);
}

/* A K-contiguous fetch in whole chunks, pipelined: a unit goes in R pieces of FETCH_HOLD
 * chunks a thread; piece q + 1's loads are issued before piece q's unit is released, so the
 * links' latency overlaps the barrier and the release (one piece at a time, every unit took
 * two round trips and a fence). */
typedef struct pieces {
  int hold, r;     /* chunks a thread holds, pieces per unit */
  int rowi, items; /* chunks per unit row, per unit */
  kir_var v[FETCH_HOLD];
} pieces;

/* Piece q of this fetcher: its row of tiles, k group and piece within the unit. */
static void piece_at(fg *f, const order *o, const pieces *pc, kir_val q, kir_val *tm,
                     kir_val *grp, kir_val *rd) {
  kir_val u = bin(f, KIR_ADD, f->g->bid,
                  bin(f, KIR_MUL, bin(f, KIR_UDIV, q, I(f, pc->r)), I(f, f->fetchers)));
  unit_at(f, o, u, tm, grp);
  *rd = bin(f, KIR_UREM, q, I(f, pc->r));
}

/* Chunk i of piece (tm, grp, rd) of this thread: its row, column and whether it is in A. */
static kir_val chunk_at(fg *f, const pieces *pc, kir_val tm, kir_val grp, kir_val rd, int i,
                        kir_val *row, kir_val *col) {
  kir_builder *b = f->b;
  int threads = f->g->p->block_threads;
  kir_val idx = bin(f, KIR_ADD, bin(f, KIR_MUL, rd, I(f, pc->hold * threads)),
                    bin(f, KIR_ADD, I(f, i * threads), f->g->tid));
  *row = bin(f, KIR_ADD, bin(f, KIR_MUL, tm, I(f, f->cfg.bm)),
             bin(f, KIR_UDIV, idx, I(f, pc->rowi)));
  *col = bin(f, KIR_ADD, bin(f, KIR_MUL, grp, I(f, (int32_t)f->kg)),
             bin(f, KIR_SHL, bin(f, KIR_UREM, idx, I(f, pc->rowi)), I(f, 3)));
  return kir_bin(b, KIR_AND, kir_cmp(b, KIR_ULT, idx, I(f, pc->items)),
                 kir_bin(b, KIR_AND, kir_cmp(b, KIR_ULT, *row, I(f, (int32_t)f->q->m)),
                         kir_cmp(b, KIR_ULT, *col, I(f, (int32_t)f->q->k))));
}

static void piece_io(fg *f, const order *o, pieces *pc, kir_val q, int store) {
  kir_builder *b = f->b;
  kir_val tm, grp, rd, row, col;
  piece_at(f, o, pc, q, &tm, &grp, &rd);
  for (int i = 0; i < pc->hold; i++) {
    kir_val ok = chunk_at(f, pc, tm, grp, rd, i, &row, &col);
    if (store) {
      kir_if_begin(b, ok);
      kir_store(b, staged_at(f, row, col), kir_var_get(b, pc->v[i]), 16, KIR_HINT_NONE);
      kir_if_end(b);
    } else { /* a lane out of range loads element 0 of this rank's shard (always there) */
      kir_val src = kir_select(b, ok, src_at(f, row, col), f->g->arg[CJ_ARG_SRC]);
      kir_var_set(b, pc->v[i], kir_load(b, KT_V4I32, src, 16, KIR_HINT_NONE));
    }
  }
}

static void fetch_pipelined(fg *f, const order *o) {
  kir_builder *b = f->b;
  int threads = f->g->p->block_threads;
  pieces pc = {.rowi = (int)f->kg / 8};
  pc.items = f->cfg.bm * pc.rowi;
  int per = (pc.items + threads - 1) / threads;
  pc.hold = per < FETCH_HOLD ? per : FETCH_HOLD;
  pc.r = (per + pc.hold - 1) / pc.hold;
  for (int i = 0; i < pc.hold; i++)
    pc.v[i] = kir_var_new(b, "held", KT_V4I32, kir_splat(b, KT_V4I32, I(f, 0)));
  kir_val n = bin(f, KIR_MUL, units_mine(f, o), I(f, pc.r));
  kir_if_begin(b, kir_cmp(b, KIR_ULT, I(f, 0), n));
  piece_io(f, o, &pc, I(f, 0), 0);
  kir_if_end(b);
  kir_val q = kir_for_begin(b, I(f, 0), n, I(f, 1), 0);
  piece_io(f, o, &pc, q, 1);
  kir_val next = bin(f, KIR_ADD, q, I(f, 1));
  kir_if_begin(b, kir_cmp(b, KIR_ULT, next, n));
  piece_io(f, o, &pc, next, 0);
  kir_if_end(b);
  kir_val tm, grp, rd;
  piece_at(f, o, &pc, q, &tm, &grp, &rd);
  kir_if_begin(b, kir_cmp(b, KIR_EQ, rd, I(f, pc.r - 1)));
  release_unit(f, tm, grp);
  kir_if_end(b);
  kir_for_end(b);
}

static void fetchers(fg *f) {
  cj_gen *g = f->g;
  kir_builder *b = f->b;
  const cj_plan *p = g->p;
  int sync = cj__gen_sync(g);
  kir_comment(b, "fetcher blocks: %u units of %u rows x %u columns of A, release a flag each%s",
              f->units, (uint32_t)f->cfg.bm, f->kg,
              f->direct ? "; rows this rank reads in place are left out" : "");
  if (sync && p->barrier == CJ_BAR_FULL) cj__gen_rank_barrier(g, "entry: the owners' A is ready");
  order o = order_of(f);
  if (chunked(f) && !m_contig(f)) {
    fetch_pipelined(f, &o);
  } else {
    kir_val u = kir_for_begin(b, g->bid, bin(f, KIR_MUL, o.count, I(f, (int32_t)f->kgroups)),
                              I(f, f->fetchers), 0);
    kir_val tm, grp;
    unit_at(f, &o, u, &tm, &grp);
    fetch_unit(f, bin(f, KIR_MUL, tm, I(f, f->cfg.bm)), bin(f, KIR_MUL, grp, I(f, (int32_t)f->kg)));
    release_unit(f, tm, grp);
    kir_for_end(b);
  }
  if (sync) cj__gen_rank_barrier(g, "exit: no owner overwrites A while peers read it");
}

/* The GEMM's hook: before k tile kt of row of tiles tm, wait for its group's flag (a tile that
 * reads A in place waits for nothing): thread 0 polls, the block meets after it. Measured
 * against each thread acquiring for itself (every group's flag at the tile's first k tile,
 * no barrier), on 2 and 4 H100s: 2-9% faster at every shape of the bench. */
static void wait_group(void *user, kir_val tm, kir_val kt) {
  fg *f = user;
  kir_builder *b = f->b;
  int kpf = f->q->k_per_flag;
  if (f->direct) kir_if_begin(b, in_place(f, bin(f, KIR_MUL, tm, I(f, f->cfg.bm)), 0));
  if (kpf > 1) kir_if_begin(b, kir_cmp(b, KIR_EQ, bin(f, KIR_UREM, kt, I(f, kpf)), I(f, 0)));
  kir_if_begin(b, kir_cmp(b, KIR_EQ, f->g->tid, I(f, 0)));
  kir_val grp = kpf > 1 ? bin(f, KIR_UDIV, kt, I(f, kpf)) : kt;
  kir_val flag = flag_at(f, tm, grp);
  /* usually there already: one acquire load (a fence would also wait for this thread's copies
   * in flight, stalling the ring), the polling loop only when it is not */
  kir_val v = kir_atomic_load(b, KT_I32, flag, KIR_ACQUIRE, KIR_SCOPE_DEVICE);
  kir_if_begin(b, kir_cmp(b, KIR_SLT, bin(f, KIR_SUB, v, f->epoch), I(f, 0)));
  cj__gen_wait_counter(f->g, flag, f->epoch, KIR_SCOPE_DEVICE);
  kir_if_end(b);
  kir_if_end(b);
  kir_barrier(b); /* the whole block stages after the acquire */
  if (kpf > 1) kir_if_end(b);
  if (f->direct) kir_if_end(b);
}

/* Every block: tiles w, w + grid, .. with w = (block - F) mod grid (the fetchers last). */
static void gemm_blocks(fg *f) {
  cj_gen *g = f->g;
  cj_gemm_io io = {.a = f->staged,
                   .b = g->arg[CJ_ARG_AUX0],
                   .c = g->arg[CJ_ARG_DST],
                   .bias = f->q->bias ? g->arg[CJ_ARG_AUX0 + 1] : 0,
                   .before_stage = wait_group,
                   .row_shift = f->passes > 1 ? first_own_row(f) : 0,
                   .a_of = f->direct ? a_of : NULL,
                   .user = f};
  kir_val first = bin(f, KIR_UREM, bin(f, KIR_SUB, bin(f, KIR_ADD, g->bid, g->nblocks),
                                       I(f, f->fetchers)), g->nblocks);
  f->b->k->waves_per_eu = cj__gemm_amd_waves(&f->cfg);
  f->b->k->llvm_waves_per_eu = cj__gemm_amd_llvm_waves(&f->cfg);
  cj__gemm_emit(f->b, &f->cfg, &io, first, g->nblocks);
}

void cj__gemm_cfg_of(const cj_plan *p, cj_gemm_cfg *c) {
  const cj_gemm_params *q = &p->gemm;
  *c = (cj_gemm_cfg){.m = (uint32_t)q->m,
                     .n = (uint32_t)q->n,
                     .k = (uint32_t)q->k,
                     .in = p->dtype,
                     .out = p->dtype,
                     .bm = q->bm,
                     .bn = q->bn,
                     .bk = q->bk,
                     .stages = q->stages,
                     .warps_m = q->warps_m,
                     .warps_n = q->warps_n,
                     .warp_size = p->warp_size,
                     .group_m = q->group_m,
                     .a_col_major = cj__op_gemm_comm(p->op) == CJ_GEMM_GATHERS_A &&
                                    q->a_layout == CJ_A_M_CONTIG};
  if (cj__op_gemm_comm(p->op) == CJ_GEMM_LOCAL) {
    c->b_col_major = q->b_layout == CJ_B_COL;
    c->out = q->out_f32 ? CJ_F32 : p->dtype;
  }
  /* gemm_reducescatter: each rank's partial product, over its k / W */
  if (cj__op_gemm_comm(p->op) == CJ_GEMM_SCATTERS_C) c->k = (uint32_t)(q->k / (uint64_t)p->world);
  c->wgmma = cj__gemm_wg_target(&p->target) && cj__gemm_wg_shape(c);
  c->ws = cj__gemm_ws_of(c);
  c->mfma_k16 = cj__gemm_k16_target(&p->target);
  c->tma = cj__gemm_op_tma(p->op, c, (p->flags & CJ_REQ_NO_TMA) != 0);
  c->tma_a = cj__gemm_op_tma_a(p->op, c, (p->flags & CJ_REQ_NO_TMA) != 0);
}

static kir_val fused_counter(cj_gen *g) {
  return kir_ptr_add(g->b, g->arg[CJ_ARG_SYNC], kir_i64(g->b, CJ_SYNC_FUSED));
}

kir_val cj__fused_epoch(cj_gen *g) {
  return cj__gen_epoch_of(g, fused_counter(g), FUSED_EPOCH_SHIFT);
}

void cj__fused_epoch_end(cj_gen *g) {
  kir_builder *b = g->b;
  kir_barrier(b);
  kir_if_begin(b, kir_cmp(b, KIR_EQ, g->tid, kir_i32(b, 0)));
  cj__gen_epoch_add(g, fused_counter(g), FUSED_EPOCH_SHIFT, KIR_RELAXED);
  kir_if_end(b);
}

cj_status cj__gen_allgather_gemm(cj_gen *g) {
  kir_builder *b = g->b;
  const cj_plan *p = g->p;
  fg f = {.g = g, .b = b, .q = &p->gemm, .fetchers = p->gemm.fetchers};
  cj__gemm_cfg_of(p, &f.cfg);
  uint32_t ktiles = (f.cfg.k + (uint32_t)f.cfg.bk - 1) / (uint32_t)f.cfg.bk;
  uint32_t kpf = (uint32_t)p->gemm.k_per_flag;
  f.tiles_m = (f.cfg.m + (uint32_t)f.cfg.bm - 1) / (uint32_t)f.cfg.bm;
  f.kgroups = (ktiles + kpf - 1) / kpf;
  f.units = f.tiles_m * f.kgroups;
  f.kg = kpf * (uint32_t)f.cfg.bk;
  int w = p->world;
  f.part = (uint32_t)((p->gemm.shard == CJ_SHARD_M ? p->gemm.m : p->gemm.k) / (uint64_t)w);
  f.passes = p->gemm.shard == CJ_SHARD_M ? w : 1;
  f.direct = p->gemm.shard == CJ_SHARD_M && !m_contig(&f);
  if (f.units > CJ_SYNC_OP_FLAGS || p->grid <= f.fetchers) return CJ_E_INTERNAL;
  kir_comment(b, "allgather_gemm: A sharded along %s, %d fetcher blocks, %u k tiles per flag%s%s",
              p->gemm.shard == CJ_SHARD_M ? "m" : "k", f.fetchers, kpf,
              m_contig(&f) ? ", A staged M-contiguous (k x m)" : "",
              f.direct ? ", this rank's rows read in place" : "");
  kir_val e64 = cj__fused_epoch(g);
  f.epoch = kir_cvt(b, KIR_TRUNC, KT_I32, e64);
  f.flags = kir_ptr_add(b, g->arg[CJ_ARG_SYNC],
                        kir_i64(b, (int64_t)cj__sync_flags_offset(p->world)));
  f.staged = g->arg[CJ_ARG_WORK];
  kir_if_begin(b, kir_cmp(b, KIR_ULT, g->bid, I(&f, f.fetchers)));
  fetchers(&f);
  kir_if_end(b);
  gemm_blocks(&f);
  cj__fused_epoch_end(g);
  return CJ_OK;
}

/* gemm, the stand-alone GEMM (what cj_gemm and `colljit gemm` run): out (DST) = A (SRC) B
 * (aux b) [+ bias (aux bias)] of this rank alone; a persistent grid walks the output tiles
 * (block i: tiles i, i + grid, ...), a last wave at most half full in half-width tiles. No
 * communication, no sync area, no workspace. With CJ_REQ_ADD_SLOTS the W - 1 addends (adds,
 * after the tensor maps) join the sum before the bias. */
cj_status cj__gen_gemm_op(cj_gen *g) {
  kir_builder *b = g->b;
  const cj_plan *p = g->p;
  cj_gemm_cfg cfg;
  cj__gemm_cfg_of(p, &cfg);
  kir_comment(b, "gemm: B %s, out %s%s", cfg.b_col_major ? "column-major (n x k)" : "row-major",
              cj_dtype_name(cfg.out), p->gemm.bias ? ", bias" : "");
  cj_gemm_io io = {.a = g->arg[CJ_ARG_SRC],
                   .b = g->arg[CJ_ARG_AUX0],
                   .c = g->arg[CJ_ARG_DST],
                   .bias = p->gemm.bias ? g->arg[CJ_ARG_AUX0 + 1] : 0,
                   .grid = p->grid}; /* (the launch's: the plan's) */
  if (cfg.tma || cfg.tma_a) { /* A's and B's tensor maps after the op's aux parameters
                               * (CJ_GEMM_TMAP_AUX; tma_a: B's unused) */
    io.tmap_a = b->k->nparams;
    /* (align: the CPU executor's cj_tmap; the GPU's copy is 64-byte aligned by the ABI) */
    kir_param_new(b, "amap", KT_PTR, KIR_PARAM_TMAP | KIR_PARAM_READONLY, 8);
    io.tmap_b = b->k->nparams;
    kir_param_new(b, "bmap", KT_PTR, KIR_PARAM_TMAP | KIR_PARAM_READONLY, 8);
    kir_comment(b, cfg.tma ? "A and B through tensor maps (TMA)"
                           : "A through its tensor map (TMA), B by cp.async (its rows 16 mod "
                             "32 bytes)");
    if (cj__gemm_tma_store(&cfg)) {
      io.tmap_c = b->k->nparams;
      kir_param_new(b, "cmap", KT_PTR, KIR_PARAM_TMAP, 8);
      kir_comment(b, "C through a tensor map (TMA)");
    }
  }
  if (p->flags & CJ_REQ_ADD_SLOTS) { /* after the maps: the last auxiliary parameter */
    io.adds = kir_param_new(b, "adds", KT_PTR, KIR_PARAM_NOALIAS | KIR_PARAM_READONLY, 16);
    io.nadds = p->world - 1;
    kir_comment(b, "plus the %d addends at adds, in order", io.nadds);
  }
  b->k->min_blocks = cj__gemm_min_blocks(
      &cfg, cj__blocks_per_unit_shared(&p->target, (int)cj__gemm_shared_bytes(&cfg)));
  b->k->waves_per_eu = cj__gemm_amd_waves(&cfg);
  b->k->llvm_waves_per_eu = cj__gemm_amd_llvm_waves(&cfg);
  cj__gemm_emit(b, &cfg, &io, g->bid, g->nblocks);
  return CJ_OK;
}
