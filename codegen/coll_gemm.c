/* allgather_gemm: all-gather of A fused with out = A B [+ bias], one launch, two kinds of
 * blocks (and, at the end, the stand-alone gemm op's generator).
 *
 * Fetcher blocks [0, F) pull A's tiles from their owners (through heap_bases) into this rank's
 * workspace, which holds the whole m x k A, in units of (row of tiles, group of k_per_flag k
 * tiles), in waves of the rows the GEMM blocks' first wave covers, and within a wave group by
 * group, row fastest: the data the running GEMM blocks need next comes first. After a unit the block meets at a barrier (every thread's stores done;
 * it drains them on AMD) and thread 0 releases the unit's flag in the sync area with the
 * call's epoch. GEMM blocks [F, grid) are persistent over the output tiles; before staging a
 * k tile that opens a group, thread 0 polls the group's flag (relaxed, one acquire fence after)
 * and the block meets at a barrier. No grid barrier, no flag reset: flags only ever hold
 * epochs, so a captured graph replays with the same arguments. Epochs: a 64-bit counter in
 * the sync area that each call advances by exactly 2^11 (block 0 adds 2^11 - (G - 1), the
 * others 1, at their ends), so every block of a call reads the same epoch at its start.
 *
 * Across ranks only the fetchers synchronise: block f meets block f of every rank before it
 * reads (the owners' A is ready) and after (no owner overwrites A while it is read). With
 * world 1 the fetch is a local copy. */
#include "coll.h"
#include "gen_gemm.h"
#include "support.h"

#define FUSED_EPOCH_SHIFT 11 /* 2^11 > CJ_MAX_GRID */
#define FETCH_UNROLL 4       /* 16-byte loads in flight per thread before their stores */

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
  int fetchers;
  kir_val epoch, flags, staged;
} fg;

static kir_val I(fg *f, int32_t x) { return kir_i32(f->b, x); }
static kir_val bin(fg *f, kir_opcode op, kir_val x, kir_val y) { return kir_bin(f->b, op, x, y); }
static kir_val i64(fg *f, kir_val x) { return kir_cvt(f->b, KIR_ZEXT, KT_I64, x); }

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

static void fetchers(fg *f) {
  cj_gen *g = f->g;
  kir_builder *b = f->b;
  const cj_plan *p = g->p;
  int sync = cj__gen_sync(g);
  kir_comment(b, "fetcher blocks: %u units of %u rows x %u columns of A, release a flag each",
              f->units, (uint32_t)f->cfg.bm, f->kg);
  if (sync && p->barrier == CJ_BAR_FULL) cj__gen_rank_barrier(g, "entry: the owners' A is ready");
  /* units in waves of the rows of tiles the GEMM blocks' first wave covers: every k group of a
   * wave's rows before the next wave's, row fastest within a group */
  uint32_t tiles_n = (f->cfg.n + (uint32_t)f->cfg.bn - 1) / (uint32_t)f->cfg.bn;
  uint32_t group = (uint32_t)cj__gemm_group_m(&f->cfg);
  uint32_t per = group * tiles_n, blocks = (uint32_t)(p->grid - f->fetchers);
  uint32_t wave = (blocks + per - 1) / per * group;
  if (wave > f->tiles_m) wave = f->tiles_m;
  kir_val u = kir_for_begin(b, g->bid, I(f, (int32_t)f->units), I(f, f->fetchers), 0);
  kir_val chunk = bin(f, KIR_UDIV, u, I(f, (int32_t)(wave * f->kgroups)));
  kir_val rem = bin(f, KIR_UREM, u, I(f, (int32_t)(wave * f->kgroups)));
  kir_val row0 = bin(f, KIR_MUL, chunk, I(f, (int32_t)wave));
  kir_val rows = bin(f, KIR_UMIN, I(f, (int32_t)wave), bin(f, KIR_SUB, I(f, (int32_t)f->tiles_m), row0));
  kir_val tm = bin(f, KIR_ADD, row0, bin(f, KIR_UREM, rem, rows));
  kir_val grp = bin(f, KIR_UDIV, rem, rows);
  fetch_unit(f, bin(f, KIR_MUL, tm, I(f, f->cfg.bm)), bin(f, KIR_MUL, grp, I(f, (int32_t)f->kg)));
  kir_barrier(b); /* every thread's stores of the unit are done */
  kir_if_begin(b, kir_cmp(b, KIR_EQ, g->tid, I(f, 0)));
  kir_atomic_store(b, flag_at(f, tm, grp), f->epoch, KIR_RELEASE, KIR_SCOPE_DEVICE);
  kir_if_end(b);
  kir_for_end(b);
  if (sync) cj__gen_rank_barrier(g, "exit: no owner overwrites A while peers read it");
}

/* The GEMM's hook: before k tile kt of row of tiles tm, wait for its group's flag. */
static void wait_group(void *user, kir_val tm, kir_val kt) {
  fg *f = user;
  kir_builder *b = f->b;
  int kpf = f->q->k_per_flag;
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
}

static void gemm_blocks(fg *f) {
  cj_gen *g = f->g;
  kir_builder *b = f->b;
  cj_gemm_io io = {.a = f->staged,
                   .b = g->arg[CJ_ARG_AUX0],
                   .c = g->arg[CJ_ARG_DST],
                   .bias = f->q->bias ? g->arg[CJ_ARG_AUX0 + 1] : 0,
                   .before_stage = wait_group,
                   .user = f};
  kir_val first = bin(f, KIR_SUB, g->bid, I(f, f->fetchers));
  kir_val step = bin(f, KIR_SUB, g->nblocks, I(f, f->fetchers));
  cj__gemm_emit(b, &f->cfg, &io, first, step);
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
  c->wgmma = cj__gemm_wg_target(&p->target) && cj__gemm_wg_shape(c);
  c->mfma_k16 = cj__gemm_k16_target(&p->target);
}

static kir_val fused_counter(cj_gen *g) {
  return kir_ptr_add(g->b, g->arg[CJ_ARG_SYNC], kir_i64(g->b, CJ_SYNC_FUSED));
}

kir_val cj__fused_epoch(cj_gen *g) {
  kir_builder *b = g->b;
  kir_val count = kir_atomic_load(b, KT_I64, fused_counter(g), KIR_RELAXED, KIR_SCOPE_DEVICE);
  return kir_bin(b, KIR_ADD, kir_bin(b, KIR_LSHR, count, kir_i64(b, FUSED_EPOCH_SHIFT)),
                 kir_i64(b, 1));
}

void cj__fused_epoch_end(cj_gen *g) {
  kir_builder *b = g->b;
  kir_barrier(b);
  kir_if_begin(b, kir_cmp(b, KIR_EQ, g->tid, kir_i32(b, 0)));
  kir_val lead = kir_cmp(b, KIR_EQ, g->bid, kir_i32(b, 0));
  kir_val add = kir_select(b, lead, cj__gen_epoch_lead(g, FUSED_EPOCH_SHIFT), kir_i64(b, 1));
  kir_atomic_rmw(b, KIR_RMW_ADD, fused_counter(g), add, KIR_RELAXED, KIR_SCOPE_DEVICE);
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
  if (f.units > CJ_SYNC_OP_FLAGS || p->grid <= f.fetchers) return CJ_E_INTERNAL;
  kir_comment(b, "allgather_gemm: A sharded along %s, %d fetcher blocks, %u k tiles per flag%s",
              p->gemm.shard == CJ_SHARD_M ? "m" : "k", f.fetchers, kpf,
              m_contig(&f) ? ", A staged M-contiguous (k x m)" : "");
  kir_val e64 = cj__fused_epoch(g);
  f.epoch = kir_cvt(b, KIR_TRUNC, KT_I32, e64);
  f.flags = kir_ptr_add(b, g->arg[CJ_ARG_SYNC],
                        kir_i64(b, (int64_t)cj__sync_flags_offset(p->world)));
  f.staged = g->arg[CJ_ARG_WORK];
  kir_if_begin(b, kir_cmp(b, KIR_ULT, g->bid, I(&f, f.fetchers)));
  fetchers(&f);
  kir_else(b);
  gemm_blocks(&f);
  kir_if_end(b);
  cj__fused_epoch_end(g);
  return CJ_OK;
}

/* gemm, the stand-alone GEMM: out (DST) = A (SRC) B (aux b) [+ bias (aux bias)] of this rank
 * alone; a persistent grid walks the output tiles (block i: tiles i, i + grid, ...). No
 * communication, no sync area, no workspace (the last wave is not split: its tickets would
 * need a workspace). */
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
                   .bias = p->gemm.bias ? g->arg[CJ_ARG_AUX0 + 1] : 0};
  cj__gemm_emit(b, &cfg, &io, g->bid, g->nblocks);
  return CJ_OK;
}
