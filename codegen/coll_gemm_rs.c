/* gemm_reducescatter: out = reduce_scatter(A B) [+ bias] of the row-parallel layer, one launch.
 * Rank r holds A_r (m x k/W) and B_r (k/W x n); the product sums A_r B_r over the ranks and
 * rank q keeps rows [q m/W, (q+1) m/W) of it (m/W x n), bitwise the same on every rank order.
 *
 * Every block computes output tiles of its own partial product (persistent over the tiles, the
 * same tiles on every rank, visited owner by owner, its own rows last: pass_of), rounds them
 * to the dtype (as a GEMM followed by a reduce-scatter does; f32 partials were twice the bytes
 * over the links, the bound of this kernel) and stores them into the slot of this rank in the
 * owner's workspace (the owner of a row: row / (m/W)), through shared memory in 16-byte chunks
 * where n allows (cj_gemm_io.c_at_chunks; else element pairs from the fragments). Thread 0
 * releases, at system scope, one flag per owner the tile touches: (this rank, the owner's
 * local tile) = the call's epoch, after the block has met (a barrier, drained on AMD): for a
 * tile of other ranks' rows once the next tile's main loop is done (flush), for one of this
 * rank's rows at once; it then waits for that tile's flags of all W sources, and the block
 * sums the W slots in rank order in f32, adds the bias, rounds once and stores out. A block
 * waits only for the block of the same index on the other ranks, at the same tile: no block
 * waits for another block of its own GPU, so the grid need not be resident at once. Slots
 * alternate between two halves by epoch parity (like the ll kernels): a rank writes the half of
 * call e + 2 only after its own call e + 1, which needed every peer to have started e + 1, so
 * to have finished reading the half of call e. No barrier at all. Epochs: the fused counter
 * (coll_gemm.c). */
#include "coll.h"
#include "gen_gemm.h"
#include "support.h"

typedef struct rs {
  cj_gen *g;
  kir_builder *b;
  cj_gemm_cfg cfg;
  const cj_gemm_params *q;
  uint32_t ml, tiles_n, lrows; /* rows per owner, tiles along n, rows of tiles per owner (most) */
  uint64_t slot;               /* bytes of one source's slot: ml x n x es */
  int es;                      /* bytes of a slot's element: 2 (the dtype) or 4 (f32) */
  kir_val epoch, flags, half;  /* half: this call's half of the workspace */
  kir_var pend; /* the tile whose release is pending: row of tiles x tiles_n + column, -1 none */
} rs;

static kir_val I(rs *x, int32_t v) { return kir_i32(x->b, v); }
static kir_val bin(rs *x, kir_opcode op, kir_val a, kir_val c) { return kir_bin(x->b, op, a, c); }
static kir_val i64(rs *x, kir_val v) { return kir_cvt(x->b, KIR_ZEXT, KT_I64, v); }

static kir_val owner_of(rs *x, kir_val row) {
  return bin(x, KIR_UMIN, bin(x, KIR_UDIV, row, I(x, (int32_t)x->ml)), I(x, x->g->p->world - 1));
}

static kir_val on_rank(rs *x, kir_val ptr, kir_val q) {
  return x->g->p->world > 1 ? cj__gen_peer_ptr(x->g, ptr, q) : ptr;
}

/* &slot[src][row % ml][col] in this rank's half (I64 element offsets) */
static kir_val slot_at(rs *x, kir_val src, kir_val lrow, kir_val col) {
  kir_builder *b = x->b;
  kir_val e =
      kir_bin(b, KIR_ADD, kir_bin(b, KIR_MUL, i64(x, lrow), kir_i64(b, x->q->n)), i64(x, col));
  kir_val off = kir_bin(b, KIR_ADD, kir_bin(b, KIR_MUL, i64(x, src), kir_i64(b, (int64_t)x->slot)),
                        kir_bin(b, KIR_SHL, e, kir_i64(b, x->es == 4 ? 2 : 1)));
  return kir_ptr_add(b, x->half, off);
}

/* The GEMM's output element (row, col): this rank's slot in the owner's workspace. */
static kir_val c_at(void *user, kir_val row, kir_val col) {
  rs *x = user;
  kir_val q = owner_of(x, row);
  kir_val lrow = bin(x, KIR_SUB, row, bin(x, KIR_MUL, q, I(x, (int32_t)x->ml)));
  return on_rank(x, slot_at(x, x->g->arg[CJ_ARG_RANK], lrow, col), q);
}

/* &flags[src][local row tile lt][tile column tc] */
static kir_val flag_at(rs *x, kir_val src, kir_val lt, kir_val tc) {
  kir_val i = bin(x, KIR_ADD, bin(x, KIR_MUL, src, I(x, (int32_t)(x->lrows * x->tiles_n))),
                  bin(x, KIR_ADD, bin(x, KIR_MUL, lt, I(x, (int32_t)x->tiles_n)), tc));
  return kir_ptr_add(x->b, x->flags, kir_bin(x->b, KIR_SHL, i64(x, i), kir_i64(x->b, 2)));
}

/* The pass of a tile (cj_gemm_io.passes = W): a tile that holds rows of this rank comes in
 * the last pass (W - 1); any other, of owner q (that of its first row) at distance
 * d = (q - rank - 1) mod W in 0..W-2, in pass (d - block) mod (W - 1). So the ranks' blocks
 * spread their stores over every owner at once: all in step, every rank's partials went to
 * the same owner together (one GPU's links taking W - 1 streams while the others idled); a
 * block of rank r starts at owner r + 1 + block mod (W - 1), which loads every peer link of a
 * fully connected node (MI300X) as well as a switch. Nothing waits before the last pass, and
 * a tile a rank waits for is one the others compute before anything they wait for
 * themselves, or, held by two owners, in the same (index) order on both. */
static kir_val pass_of(void *user, kir_val tile_m, kir_val tm0) {
  rs *x = user;
  (void)tile_m;
  int w = x->g->p->world;
  kir_val r = x->g->arg[CJ_ARG_RANK];
  kir_val last =
      bin(x, KIR_SUB,
          bin(x, KIR_UMIN, bin(x, KIR_ADD, tm0, I(x, x->cfg.bm)), I(x, (int32_t)x->q->m)), I(x, 1));
  kir_val q0 = owner_of(x, tm0);
  kir_val mine = kir_bin(x->b, KIR_AND, kir_cmp(x->b, KIR_ULE, q0, r),
                         kir_cmp(x->b, KIR_ULE, r, owner_of(x, last)));
  kir_val d = bin(x, KIR_UREM, bin(x, KIR_SUB, bin(x, KIR_ADD, q0, I(x, 2 * w - 1)), r), I(x, w));
  kir_val shift = bin(x, KIR_UREM, x->g->bid, I(x, w - 1));
  kir_val other = bin(x, KIR_UREM, bin(x, KIR_SUB, bin(x, KIR_ADD, d, I(x, w - 1)), shift), I(x, w - 1));
  return kir_select(x->b, mine, I(x, w - 1), other);
}

/* The first row of tiles that holds rows of owner q */
static kir_val first_tile_row(rs *x, kir_val q) {
  return bin(x, KIR_UDIV, bin(x, KIR_MUL, q, I(x, (int32_t)x->ml)), I(x, x->cfg.bm));
}

static void reduce_tile(rs *x, kir_val lt, kir_val tc);

/* Thread 0 releases the flags of a tile (row of tiles tile_m from row tm0, column of tiles tc)
 * to every owner whose rows it holds; the block has met since the tile's stores. */
static void release(rs *x, kir_val tile_m, kir_val tm0, kir_val tc) {
  kir_builder *b = x->b;
  kir_val last =
      bin(x, KIR_SUB,
          bin(x, KIR_UMIN, bin(x, KIR_ADD, tm0, I(x, x->cfg.bm)), I(x, (int32_t)x->q->m)), I(x, 1));
  kir_if_begin(b, kir_cmp(b, KIR_EQ, x->g->tid, I(x, 0)));
  kir_val q =
      kir_for_begin(b, owner_of(x, tm0), bin(x, KIR_ADD, owner_of(x, last), I(x, 1)), I(x, 1), 0);
  kir_val lt = bin(x, KIR_SUB, tile_m, first_tile_row(x, q));
  kir_val flag = on_rank(x, flag_at(x, x->g->arg[CJ_ARG_RANK], lt, tc), q);
  kir_atomic_store(b, flag, x->epoch, KIR_RELEASE, KIR_SCOPE_SYSTEM);
  kir_for_end(b);
  kir_if_end(b);
}

/* The flags of a tile whose stores went to other ranks are released late: after the next
 * tile's main loop (before_out), or at the end. By then its remote stores have drained, so the
 * system-scope release does not wait for them; released at once, every tile waited for its
 * own stores to cross the links before the block went on (measured on 4 H100s: the kernel
 * took about the sum of the GEMM and the transfer). Nothing waits while a release is pending:
 * a tile of this rank's rows, the only kind that waits, releases the pending one first. */
static void flush(rs *x) {
  kir_builder *b = x->b;
  kir_val pt = kir_var_get(b, x->pend);
  kir_if_begin(b, kir_cmp(b, KIR_NE, pt, I(x, -1))); /* block-uniform */
  kir_barrier(b);
  kir_val tm = bin(x, KIR_UDIV, pt, I(x, (int32_t)x->tiles_n));
  release(x, tm, bin(x, KIR_MUL, tm, I(x, x->cfg.bm)), bin(x, KIR_UREM, pt, I(x, (int32_t)x->tiles_n)));
  kir_var_set(b, x->pend, I(x, -1));
  kir_if_end(b);
}

static void before_out(void *user, kir_val tile_m, kir_val tm0, kir_val tn0) {
  (void)tile_m, (void)tm0, (void)tn0;
  flush(user);
}

static void reduce_tile(rs *x, kir_val lt, kir_val tc);

/* After a tile: a tile of other ranks' rows only waits for its release (flush); one that holds
 * rows of this rank releases its flags at once, then the block waits for the same tile of
 * every rank (computed by the same block there) and reduces them. */
static void tile_done(void *user, kir_val tile_m, kir_val tm0, kir_val tn0) {
  rs *x = user;
  kir_builder *b = x->b;
  kir_val tc = bin(x, KIR_UDIV, tn0, I(x, x->cfg.bn));
  kir_val lo = bin(x, KIR_MUL, x->g->arg[CJ_ARG_RANK], I(x, (int32_t)x->ml));
  kir_val mine =
      kir_bin(b, KIR_AND, kir_cmp(b, KIR_ULT, tm0, bin(x, KIR_ADD, lo, I(x, (int32_t)x->ml))),
              kir_cmp(b, KIR_UGT, bin(x, KIR_ADD, tm0, I(x, x->cfg.bm)), lo));
  kir_if_begin(b, mine); /* block-uniform */
  kir_barrier(b);
  release(x, tile_m, tm0, tc);
  reduce_tile(x, bin(x, KIR_SUB, tile_m, first_tile_row(x, x->g->arg[CJ_ARG_RANK])), tc);
  kir_else(b);
  kir_var_set(b, x->pend, bin(x, KIR_ADD, bin(x, KIR_MUL, tile_m, I(x, (int32_t)x->tiles_n)), tc));
  kir_if_end(b);
}

/* sum + bias[col] (F32; bias elements of the dtype) */
static kir_val add_bias(rs *x, kir_val sum, kir_val col) {
  kir_builder *b = x->b;
  if (!x->q->bias) return sum;
  kir_val h = kir_load(
      b, KT_I16,
      kir_ptr_add(b, x->g->arg[CJ_ARG_AUX0 + 1], kir_bin(b, KIR_SHL, i64(x, col), kir_i64(b, 1))),
      2, KIR_HINT_NONE);
  kir_type ht = x->g->p->dtype == CJ_F16 ? KT_F16 : KT_BF16;
  return kir_bin(b, KIR_ADD, sum, kir_cvt(b, KIR_FEXT, KT_F32, kir_cvt(b, KIR_BITCAST, ht, h)));
}

/* Element j of a slot load (v: per elements of es bytes) as F32. */
static kir_val slot_elem(rs *x, kir_val v, int j, int per) {
  kir_builder *b = x->b;
  if (x->es == 4) return per == 4 ? kir_cvt(b, KIR_BITCAST, KT_F32, kir_extract(b, v, j)) : v;
  kir_val h = v; /* I16 */
  if (per == 4) {
    kir_val word = kir_extract(b, v, j / 2);
    h = kir_cvt(b, KIR_TRUNC, KT_I16, j % 2 ? bin(x, KIR_LSHR, word, I(x, 16)) : word);
  }
  kir_type ht = x->g->p->dtype == CJ_F16 ? KT_F16 : KT_BF16;
  return kir_cvt(b, KIR_FEXT, KT_F32, kir_cvt(b, KIR_BITCAST, ht, h));
}

/* Elements (lrow, col .. col + per - 1) of out: per 1 (an I16 store) or 4 (the W slots' 16- or
 * 8-byte loads, one 8-byte store; n a multiple of 4 keeps them aligned). */
static void reduce_items(rs *x, kir_val lrow, kir_val col, int per) {
  kir_builder *b = x->b;
  int w = x->g->p->world;
  kir_type lt = per == 1 ? (x->es == 4 ? KT_F32 : KT_I16) : x->es == 4 ? KT_V4I32 : KT_V2I32;
  kir_val v[CJ_MAX_WORLD];
  for (int r = 0; r < w; r++) /* every load in flight before the sums */
    v[r] = kir_load(b, lt, slot_at(x, I(x, r), lrow, col), x->es * per, KIR_HINT_NONE);
  kir_val word[2] = {0, 0};
  for (int j = 0; j < per; j++) {
    kir_val sum = 0;
    for (int r = 0; r < w; r++) {
      kir_val f = slot_elem(x, v[r], j, per);
      sum = r ? kir_bin(b, KIR_ADD, sum, f) : f;
    }
    sum = add_bias(x, sum, bin(x, KIR_ADD, col, I(x, j)));
    kir_val bits = cj__gen_pack_f32(x->g, sum, j % 2, per == 4 ? KT_I32 : KT_I16);
    word[j / 2] = j % 2 ? bin(x, KIR_OR, word[j / 2], bits) : bits;
  }
  kir_val e =
      kir_bin(b, KIR_ADD, kir_bin(b, KIR_MUL, i64(x, lrow), kir_i64(b, x->q->n)), i64(x, col));
  kir_val dst = kir_ptr_add(b, x->g->arg[CJ_ARG_DST], kir_bin(b, KIR_SHL, e, kir_i64(b, 1)));
  if (per == 1) {
    kir_store(b, dst, word[0], 2, KIR_HINT_NONE);
    return;
  }
  kir_store(b, dst, kir_insert(b, kir_splat(b, KT_V2I32, word[0]), 1, word[1]), 8, KIR_HINT_NONE);
}

/* Sums the W slots of one tile of this rank's rows in rank order into out. */
static void reduce_tile(rs *x, kir_val lt, kir_val tc) {
  cj_gen *g = x->g;
  kir_builder *b = x->b;
  int w = g->p->world, bm = x->cfg.bm, bn = x->cfg.bn, threads = g->p->block_threads;
  int per = x->q->n % 4 == 0 ? 4 : 1, rowi = bn / per;
  kir_if_begin(b, kir_cmp(b, KIR_EQ, g->tid, I(x, 0)));
  for (int r = 0; r < w; r++)
    cj__gen_wait_counter(g, flag_at(x, I(x, r), lt, tc), x->epoch, KIR_SCOPE_SYSTEM);
  kir_if_end(b);
  kir_barrier(b);
  kir_val lo = bin(x, KIR_MUL, g->arg[CJ_ARG_RANK], I(x, (int32_t)x->ml));
  kir_val row0 =
      bin(x, KIR_MUL, bin(x, KIR_ADD, first_tile_row(x, g->arg[CJ_ARG_RANK]), lt), I(x, bm));
  kir_val i = kir_for_begin(b, g->tid, I(x, bm * rowi), I(x, threads), 0);
  kir_val row = bin(x, KIR_ADD, row0, bin(x, KIR_UDIV, i, I(x, rowi)));
  kir_val col = bin(x, KIR_ADD, bin(x, KIR_MUL, tc, I(x, bn)),
                    bin(x, KIR_MUL, bin(x, KIR_UREM, i, I(x, rowi)), I(x, per)));
  kir_val lrow = bin(x, KIR_SUB, row, lo);
  kir_val ok = kir_bin(b, KIR_AND, kir_cmp(b, KIR_ULT, lrow, I(x, (int32_t)x->ml)),
                       kir_cmp(b, KIR_ULT, col, I(x, (int32_t)x->q->n)));
  kir_if_begin(b, ok); /* rows below lo wrap to large lrow; n % per == 0: a group is whole */
  reduce_items(x, lrow, col, per);
  kir_if_end(b);
  kir_for_end(b);
  kir_barrier(b);
}

cj_status cj__gen_gemm_reducescatter(cj_gen *g) {
  kir_builder *b = g->b;
  const cj_plan *p = g->p;
  rs x = {.g = g, .b = b, .q = &p->gemm};
  cj__gemm_cfg_of(p, &x.cfg); /* (k: this rank's k / W; out: the dtype, each partial rounded) */
  x.es = 2;
  x.ml = (uint32_t)(p->gemm.m / (uint64_t)p->world);
  x.tiles_n = (x.cfg.n + (uint32_t)x.cfg.bn - 1) / (uint32_t)x.cfg.bn;
  x.lrows = cj__gemm_rs_rows(p);
  x.slot = (uint64_t)x.ml * p->gemm.n * 2;
  if ((uint64_t)p->world * x.lrows * x.tiles_n > CJ_SYNC_OP_FLAGS) return CJ_E_INTERNAL;
  kir_comment(b, "gemm_reducescatter: %d ranks, %u rows each, %s slots of %llu bytes", p->world,
              x.ml, cj_dtype_name(p->dtype), (unsigned long long)x.slot);
  kir_val e64 = cj__fused_epoch(g);
  x.epoch = kir_cvt(b, KIR_TRUNC, KT_I32, e64);
  x.flags =
      kir_ptr_add(b, g->arg[CJ_ARG_SYNC],
                  kir_i64(b, (int64_t)(cj__sync_flags_offset(p->world) + CJ_SYNC_OP_FLAGS * 4)));
  kir_val parity = kir_bin(b, KIR_AND, e64, kir_i64(b, 1));
  x.half =
      kir_ptr_add(b, g->arg[CJ_ARG_WORK],
                  kir_bin(b, KIR_MUL, parity, kir_i64(b, (int64_t)(x.slot * (uint64_t)p->world))));
  cj_gemm_io io = {.a = g->arg[CJ_ARG_SRC],
                   .b = g->arg[CJ_ARG_AUX0],
                   .c = g->arg[CJ_ARG_DST],
                   .c_at = c_at,
                   .after_tile = tile_done,
                   .before_out = before_out,
                   .c_at_chunks = 1,
                   .passes = p->world,
                   .pass_of = pass_of,
                   .user = &x};
  if (x.cfg.tma) { /* A's and B's tensor maps after the op's aux parameters (CJ_GEMM_TMAP_AUX);
                    * the output goes to the owners' slots as before */
    io.tmap_a = b->k->nparams;
    kir_param_new(b, "amap", KT_PTR, KIR_PARAM_TMAP | KIR_PARAM_READONLY, 8);
    io.tmap_b = b->k->nparams;
    kir_param_new(b, "bmap", KT_PTR, KIR_PARAM_TMAP | KIR_PARAM_READONLY, 8);
    kir_comment(b, "A and B through tensor maps (TMA)");
  }
  x.pend = kir_var_new(b, "pend", KT_I32, I(&x, -1));
  b->k->waves_per_eu = cj__gemm_amd_waves(&x.cfg);
  cj__gemm_emit(b, &x.cfg, &io, g->bid, g->nblocks);
  flush(&x);
  cj__fused_epoch_end(g);
  return CJ_OK;
}

/* The copy-engine paths' reduction (variant blas; the paths are calls_gemm.c's): the W slots
 * at the start of the workspace (slot s: rank s's partial product of this rank's rows, put
 * there by the copy engines, slot `rank` by this rank's own GEMM; f32 from the vendor BLAS, or
 * in the dtype (CJ_REQ_DTYPE_SLOTS) from the gemm op's kernel on path ce) summed in rank order,
 * the bias added and rounded once into out, as the fused kernel does. No flags and no epoch: the
 * path's barriers and stream order make the slots whole before this kernel runs. Rows go to
 * blocks and columns to threads, so that the indices stay 32-bit at any m and n. */
cj_status cj__gen_gemm_rs_reduce(cj_gen *g) {
  kir_builder *b = g->b;
  const cj_plan *p = g->p;
  rs x = {.g = g, .b = b, .q = &p->gemm};
  x.ml = (uint32_t)(p->gemm.m / (uint64_t)p->world);
  x.es = p->flags & CJ_REQ_DTYPE_SLOTS ? 2 : 4;
  x.slot = (uint64_t)x.ml * p->gemm.n * (uint64_t)x.es;
  x.half = g->arg[CJ_ARG_WORK];
  int per = p->gemm.n % 4 == 0 ? 4 : 1;
  kir_comment(b, "gemm_reducescatter (a copy-engine path's reduction): %d %s slots of %u x %llu "
              "summed", p->world, x.es == 4 ? "f32" : cj_dtype_name(p->dtype), x.ml,
              (unsigned long long)p->gemm.n);
  kir_val row = kir_for_begin(b, g->bid, I(&x, (int32_t)x.ml), g->nblocks, 0);
  kir_val i = kir_for_begin(b, g->tid, I(&x, (int32_t)(p->gemm.n / (uint64_t)per)),
                            I(&x, p->block_threads), 0);
  reduce_items(&x, row, bin(&x, KIR_MUL, i, I(&x, per)), per);
  kir_for_end(b);
  kir_for_end(b);
  return CJ_OK;
}
