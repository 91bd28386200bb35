/* GEMM tiles in kir: the epilogue (f32 accumulators to C, bias and rounding, masked at the
 * edges; the warpgroup tile through shared memory in 16-byte chunks). */
#include "gen_gemm_impl.h"

#include <stdio.h>
#include <string.h>

#include "support.h"

/* ---- epilogue: f32 accumulators to C, masked at the edges ----------------------------------- */
static kir_val to_out(gm *g, kir_val bits) {
  kir_builder *b = g->b;
  if (g->c->out == CJ_F32) return bits;
  kir_type t = g->c->out == CJ_F16 ? KT_F16 : KT_BF16;
  kir_val h = kir_cvt(b, KIR_FTRUNC, t, kir_cvt(b, KIR_BITCAST, KT_F32, bits));
  return kir_cvt(b, KIR_ZEXT, KT_I32, kir_cvt(b, KIR_BITCAST, KT_I16, h));
}

static kir_val half_to_f32(gm *g, kir_val h) {
  kir_builder *b = g->b;
  return kir_cvt(b, KIR_FEXT, KT_F32,
                 kir_cvt(b, KIR_BITCAST, g->c->in == CJ_F16 ? KT_F16 : KT_BF16, h));
}

/* The accumulator bits of output element (row, col) plus the addends' elements there in order
 * (cj_gemm_io.adds; row and col held to C's last row and column, so that lanes past an edge,
 * whose result is not stored, read inside) and bias[col] (fused ops), as F32 bits. */
static kir_val add_bias(gm *g, kir_val row, kir_val col, kir_val bits) {
  kir_builder *b = g->b;
  if (!g->io || (!g->io->bias && !g->io->adds)) return bits;
  kir_val sum = kir_cvt(b, KIR_BITCAST, KT_F32, bits);
  if (g->io->adds) {
    kir_val r = bin(g, KIR_UMIN, row, I(g, (int32_t)g->c->m - 1));
    kir_val cc = bin(g, KIR_UMIN, col, I(g, (int32_t)g->c->n - 1));
    kir_val e = kir_bin(b, KIR_ADD,
                        kir_bin(b, KIR_MUL, kir_cvt(b, KIR_ZEXT, KT_I64, r), kir_i64(b, g->c->n)),
                        kir_cvt(b, KIR_ZEXT, KT_I64, cc));
    int64_t slot = (int64_t)g->c->m * (int64_t)g->c->n * 2;
    int n = g->io->nadds - (cj__gemm_plant == CJ_GEMM_PLANT_ADDS_FEWER);
    for (int i = 0; i < n; i++) {
      kir_val off =
          kir_bin(b, KIR_ADD, kir_bin(b, KIR_SHL, e, kir_i64(b, 1)), kir_i64(b, i * slot));
      kir_val h = kir_load(b, KT_I16, kir_ptr_add(b, g->io->adds, off), 2, KIR_HINT_NONE);
      sum = kir_bin(b, KIR_ADD, sum, half_to_f32(g, h));
    }
  }
  if (g->io->bias) {
    kir_val off = kir_bin(b, KIR_SHL, kir_cvt(b, KIR_ZEXT, KT_I64, col), kir_i64(b, 1));
    kir_val h = kir_load(b, KT_I16, kir_ptr_add(b, g->io->bias, off), 2, KIR_HINT_NONE);
    sum = kir_bin(b, KIR_ADD, sum, half_to_f32(g, h));
  }
  return kir_cvt(b, KIR_BITCAST, KT_I32, sum);
}

static kir_val c_addr(gm *g, kir_val row, kir_val col) {
  kir_builder *b = g->b;
  if (g->io && g->io->c_at) return g->io->c_at(g->io->user, row, col);
  int osz = (int)cj_dtype_size(g->c->out);
  kir_val i = kir_bin(b, KIR_ADD,
                      kir_bin(b, KIR_MUL, kir_cvt(b, KIR_ZEXT, KT_I64, row), kir_i64(b, g->c->n)),
                      kir_cvt(b, KIR_ZEXT, KT_I64, col));
  return kir_ptr_add(b, g->cm, kir_bin(b, KIR_MUL, i, kir_i64(b, osz)));
}

static void store_one(gm *g, kir_val row, kir_val col, kir_val bits) {
  kir_builder *b = g->b;
  kir_val ok = kir_bin(b, KIR_AND, gg_in_range(g, row, g->c->m), gg_in_range(g, col, g->c->n));
  kir_if_begin(b, ok);
  kir_val v = to_out(g, add_bias(g, row, col, bits));
  if (g->c->out == CJ_F32)
    kir_store(b, c_addr(g, row, col), v, 4, KIR_HINT_NONE);
  else
    kir_store(b, c_addr(g, row, col), kir_cvt(b, KIR_TRUNC, KT_I16, v), 2, KIR_HINT_NONE);
  kir_if_end(b);
}

/* (row, col) and (row, col + 1), col even: one access when N is even, else two. */
static void store_pair(gm *g, kir_val row, kir_val col, kir_val x0, kir_val x1) {
  kir_builder *b = g->b;
  if (g->c->n % 2) {
    store_one(g, row, col, x0);
    store_one(g, row, bin(g, KIR_ADD, col, I(g, 1)), x1);
    return;
  }
  kir_val ok = kir_bin(b, KIR_AND, gg_in_range(g, row, g->c->m), gg_in_range(g, col, g->c->n));
  kir_if_begin(b, ok);
  kir_val y0 = to_out(g, add_bias(g, row, col, x0));
  kir_val y1 = to_out(g, add_bias(g, row, bin(g, KIR_ADD, col, I(g, 1)), x1));
  if (g->c->out == CJ_F32)
    kir_store(b, c_addr(g, row, col), kir_insert(b, kir_splat(b, KT_V2I32, y0), 1, y1), 8,
              KIR_HINT_NONE);
  else
    kir_store(b, c_addr(g, row, col), bin(g, KIR_OR, y0, bin(g, KIR_SHL, y1, I(g, 16))), 4,
              KIR_HINT_NONE);
  kir_if_end(b);
}

/* The warpgroup tile's plain output (no c_at hook; rows of C whole 16-byte chunks): the
 * accumulators (bias added, rounded) go to shared memory over the ring, each 16-byte chunk
 * XOR-swizzled by the row (the 8 rows a warp writes at once fall in 8 different banks), then
 * the block writes C in whole chunks along its rows. */
static int staged_out(const gm *g) {
  const cj_gemm_cfg *c = g->c;
  uint64_t osz = cj_dtype_size(c->out);
  return g->wg && !g->c->ws && (!g->io || !g->io->c_at) && (uint64_t)c->n * osz % 16 == 0 &&
         (uint64_t)c->bm * (uint64_t)c->bn * osz <= cj__gemm_shared_bytes(c);
}

/* the epilogue's first slot, counted back from the ring's end (2; 3 planted: the prologue's) */
static int ahead_slot_back(void) { return cj__gemm_plant == CJ_GEMM_PLANT_AHEAD_SLOT ? 3 : 2; }

static kir_val stage_at(gm *g, kir_val row, kir_val byte, int row_bytes) {
  kir_val chunk = bin(g, KIR_LSHR, byte, I(g, 4));
  kir_val phys = bin(g, KIR_XOR, chunk, bin(g, KIR_AND, row, I(g, 7)));
  kir_val off = bin(g, KIR_ADD, bin(g, KIR_MUL, row, I(g, row_bytes)),
                    bin(g, KIR_ADD, bin(g, KIR_SHL, phys, I(g, 4)), bin(g, KIR_AND, byte, I(g, 15))));
  if (g->ahead) { /* (cj__gemm_ahead: the tile fits B's last two slots) */
    int first = (g->c->stages - ahead_slot_back()) * g->b_stage;
    return kir_ptr_add(g->b, kir_shared(g->b, g->sb), bin(g, KIR_ADD, off, I(g, first)));
  }
  return kir_ptr_add(g->b, kir_shared(g->b, g->sa), off);
}

/* The accumulators (bias added, rounded) into panels of 128 bytes of columns by `rows` rows
 * from `base` (SPTR), each 16-byte chunk XOR-swizzled by the row as C's tensor map's 128-byte
 * swizzle reads it (the 8 rows a warp's lanes write at once fall in 8 different chunks: every
 * bank once); lr: this lane's first row among them, grow0 the row of C of their first. */
static void stage_panels(gm *g, kir_val base, kir_val lr, int rows, kir_val grow0) {
  kir_builder *b = g->b;
  const cj_gemm_cfg *c = g->c;
  int osz = (int)cj_dtype_size(c->out);
  kir_val lc = bin(g, KIR_SHL, bin(g, KIR_AND, g->lane, I(g, 3)), I(g, 1));
  for (int j = 0; j < g->nj; j++) {
    kir_val d = kir_var_get(b, g->acc[j]);
    kir_val col = bin(g, KIR_ADD, lc, I(g, j * 8));
    kir_val gcol = bin(g, KIR_ADD, g->tn0, col);
    kir_val byte = bin(g, KIR_MUL, col, I(g, osz));
    kir_val panel = bin(g, KIR_MUL, bin(g, KIR_LSHR, byte, I(g, 7)), I(g, rows * 128));
    kir_val chunk = bin(g, KIR_AND, bin(g, KIR_LSHR, byte, I(g, 4)), I(g, 7));
    for (int h = 0; h < 2; h++) { /* rows g and g + 8 */
      kir_val row = h ? bin(g, KIR_ADD, lr, I(g, 8)) : lr;
      kir_val grow = g->io && g->io->adds ? bin(g, KIR_ADD, grow0, row) : row;
      kir_val y0 = to_out(g, add_bias(g, grow, gcol, kir_extract(b, d, 2 * h)));
      kir_val y1 = to_out(g, add_bias(g, grow, bin(g, KIR_ADD, gcol, I(g, 1)),
                                      kir_extract(b, d, 2 * h + 1)));
      kir_val phys = bin(g, KIR_XOR, chunk, bin(g, KIR_AND, row, I(g, 7)));
      kir_val off = bin(g, KIR_ADD, bin(g, KIR_ADD, panel, bin(g, KIR_MUL, row, I(g, 128))),
                        bin(g, KIR_ADD, bin(g, KIR_SHL, phys, I(g, 4)),
                            bin(g, KIR_AND, byte, I(g, 15))));
      kir_val at = kir_ptr_add(b, base, off);
      if (c->out == CJ_F32)
        kir_store(b, at, kir_insert(b, kir_splat(b, KT_V2I32, y0), 1, y1), 8, KIR_HINT_NONE);
      else
        kir_store(b, at, bin(g, KIR_OR, y0, bin(g, KIR_SHL, y1, I(g, 16))), 4, KIR_HINT_NONE);
    }
  }
}

/* C through its tensor map (io->tmap_c): the tile staged in B's last two slots as panels of
 * 128 bytes of columns by BM rows, each 16-byte chunk XOR-swizzled by the row as the map's
 * 128-byte swizzle reads it (the 8 rows a warp's lanes write at once fall in 8 different
 * chunks: every bank once), fenced for the async proxy, then one thread stores each panel
 * (elements past C's edges are not written) and the block goes on to its next tile; that
 * thread waits for the stores' reads before its next copies into those slots (main loop). */
static void epilogue_tma(gm *g) {
  kir_builder *b = g->b;
  const cj_gemm_cfg *c = g->c;
  int osz = (int)cj_dtype_size(c->out), panels = c->bn * osz / 128;
  int first = (c->stages - ahead_slot_back()) * g->b_stage;
  kir_comment(b, "epilogue: accumulators to B's last two ring slots, then C by its tensor map "
                 "(%d panels), asynchronously", panels);
  kir_val base = kir_ptr_add(b, kir_shared(b, g->sb), I(g, first));
  kir_val r0 = bin(g, KIR_MUL, g->warp_m, I(g, g->wm));
  stage_panels(g, base, bin(g, KIR_ADD, r0, bin(g, KIR_LSHR, g->lane, I(g, 2))), c->bm, g->tm0);
  if (cj__gemm_plant != CJ_GEMM_PLANT_NO_PROXY_FENCE) kir_proxy_fence(b);
  kir_barrier(b);
  kir_if_begin(b, kir_cmp(b, KIR_EQ, g->tid, I(g, 0)));
  for (int p = 0; p < panels; p++) {
    kir_val x = bin(g, KIR_ADD, g->tn0, I(g, p * 128 / osz));
    kir_tma_store(b, kir_ptr_add(b, base, I(g, p * c->bm * 128)),
                  kir_insert(b, kir_splat(b, KT_V2I32, x), 1, g->tm0), g->io->tmap_c);
  }
  kir_bulk_commit(b);
  kir_if_end(b);
}

static void epilogue_staged(gm *g) {
  kir_builder *b = g->b;
  const cj_gemm_cfg *c = g->c;
  int osz = (int)cj_dtype_size(c->out), row_bytes = c->bn * osz, chunks = row_bytes / 16;
  int threads = cj__gemm_threads(c);
  if (g->ahead && g->io && g->io->tmap_c > 0) {
    epilogue_tma(g);
    return;
  }
  kir_comment(b, "epilogue: accumulators to C through shared memory, 16-byte chunks%s",
              g->ahead ? " (B's last two ring slots)" : "");
  if (!g->ahead) /* (ahead: the persistent loop met after the MMAs, before its prologue) */
    kir_barrier(b); /* every warpgroup's MMAs have retired: the ring is free */
  kir_val r0 = bin(g, KIR_MUL, g->warp_m, I(g, g->wm));
  kir_val lr = bin(g, KIR_ADD, r0, bin(g, KIR_LSHR, g->lane, I(g, 2)));
  kir_val lc = bin(g, KIR_SHL, bin(g, KIR_AND, g->lane, I(g, 3)), I(g, 1));
  for (int j = 0; j < g->nj; j++) {
    kir_val d = kir_var_get(b, g->acc[j]);
    kir_val col = bin(g, KIR_ADD, lc, I(g, j * 8));
    kir_val gcol = bin(g, KIR_ADD, g->tn0, col);
    for (int h = 0; h < 2; h++) { /* rows g and g + 8 */
      kir_val row = h ? bin(g, KIR_ADD, lr, I(g, 8)) : lr;
      kir_val grow = g->io && g->io->adds ? bin(g, KIR_ADD, g->tm0, row) : row;
      kir_val y0 = to_out(g, add_bias(g, grow, gcol, kir_extract(b, d, 2 * h)));
      kir_val y1 = to_out(g, add_bias(g, grow, bin(g, KIR_ADD, gcol, I(g, 1)),
                                      kir_extract(b, d, 2 * h + 1)));
      kir_val at = stage_at(g, row, bin(g, KIR_MUL, col, I(g, osz)), row_bytes);
      if (c->out == CJ_F32)
        kir_store(b, at, kir_insert(b, kir_splat(b, KT_V2I32, y0), 1, y1), 8, KIR_HINT_NONE);
      else
        kir_store(b, at, bin(g, KIR_OR, y0, bin(g, KIR_SHL, y1, I(g, 16))), 4, KIR_HINT_NONE);
    }
  }
  kir_barrier(b);
  int per = threads / chunks; /* rows a pass covers (chunks per row divides the threads) */
  kir_val tr = bin(g, KIR_UDIV, g->tid, I(g, chunks)), tc = bin(g, KIR_UREM, g->tid, I(g, chunks));
  kir_val ecol = bin(g, KIR_ADD, g->tn0, bin(g, KIR_MUL, tc, I(g, 16 / osz)));
  kir_val col_ok = gg_in_range(g, ecol, c->n);
  for (int p = 0; p < c->bm / per; p++) {
    kir_val row = bin(g, KIR_ADD, tr, I(g, p * per));
    kir_val grow = bin(g, KIR_ADD, g->tm0, row);
    kir_val v = kir_load(b, KT_V4I32, stage_at(g, row, bin(g, KIR_SHL, tc, I(g, 4)), row_bytes), 16,
                         KIR_HINT_NONE);
    kir_if_begin(b, kir_bin(b, KIR_AND, col_ok, gg_in_range(g, grow, c->m)));
    kir_store(b, c_addr(g, grow, ecol), v, 16, KIR_HINT_NONE);
    kir_if_end(b);
  }
}

/* ---- the tile through shared memory to c_at's chunks (fused ops' remote outputs) ------------ */
/* Rows of the tile each pass stages in the A ring (0: the chunked path does not apply): a power
 * of two that fits the ring, at most BM, a multiple of the rows a fragment spans (16 NVIDIA,
 * 32 AMD), so that a warp's fragment lies in one pass whole. */
static int chunk_rows(const gm *g) {
  const cj_gemm_cfg *c = g->c;
  uint32_t osz = cj_dtype_size(c->out), row_bytes = (uint32_t)c->bn * osz;
  if (!g->io || !g->io->c_at || !g->io->c_at_chunks || (uint64_t)c->n * osz % 16 ||
      row_bytes % 128)
    return 0;
  int frag = c->warp_size == 32 ? 16 : 32, r = c->bm;
  while (r >= frag && (uint32_t)r * row_bytes > (uint32_t)(g->a_stage * c->stages))
    r /= 2;
  return r >= frag && g->wm % frag == 0 ? r : 0;
}

/* Fragment row group i of this warp (rows r .. r + 16 or 32 of the tile) into shared memory
 * when it lies in pass p (rows [p R, p R + R)): word pairs (NVIDIA) or words (AMD). */
static void chunk_write(gm *g, int i, int p, int rows, int row_bytes) {
  kir_builder *b = g->b;
  int nv = g->c->warp_size == 32, osz = (int)cj_dtype_size(g->c->out);
  kir_val r = bin(g, KIR_ADD, bin(g, KIR_MUL, g->warp_m, I(g, g->wm)), I(g, i * (nv ? 16 : 32)));
  kir_val c0 = bin(g, KIR_MUL, g->warp_n, I(g, g->wn));
  kir_if_begin(b, kir_cmp(b, KIR_EQ, bin(g, KIR_UDIV, r, I(g, rows)), I(g, p))); /* warp-uniform */
  r = bin(g, KIR_SUB, r, I(g, p * rows));
  for (int j = 0; j < g->nj; j++) {
    kir_val d = kir_var_get(b, g->acc[i * g->nj + j]);
    if (nv) { /* words 0, 1: [lane / 4][2 (lane % 4)], words 2, 3: 8 rows down */
      kir_val row = bin(g, KIR_ADD, r, bin(g, KIR_LSHR, g->lane, I(g, 2)));
      kir_val col = bin(g, KIR_ADD, bin(g, KIR_ADD, c0, I(g, j * 8)),
                        bin(g, KIR_SHL, bin(g, KIR_AND, g->lane, I(g, 3)), I(g, 1)));
      for (int h = 0; h < 2; h++) {
        kir_val y0 = to_out(g, kir_extract(b, d, 2 * h)), y1 = to_out(g, kir_extract(b, d, 2 * h + 1));
        kir_val at = stage_at(g, h ? bin(g, KIR_ADD, row, I(g, 8)) : row,
                              bin(g, KIR_MUL, col, I(g, osz)), row_bytes);
        if (osz == 4)
          kir_store(b, at, kir_insert(b, kir_splat(b, KT_V2I32, y0), 1, y1), 8, KIR_HINT_NONE);
        else
          kir_store(b, at, bin(g, KIR_OR, y0, bin(g, KIR_SHL, y1, I(g, 16))), 4, KIR_HINT_NONE);
      }
      continue;
    }
    /* AMD word e: [8 (e / 4) + 4 (lane / 32) + e % 4][lane % 32] */
    kir_val col = bin(g, KIR_ADD, bin(g, KIR_ADD, c0, I(g, j * 32)), bin(g, KIR_AND, g->lane, I(g, 31)));
    kir_val rb = bin(g, KIR_ADD, r, bin(g, KIR_SHL, bin(g, KIR_LSHR, g->lane, I(g, 5)), I(g, 2)));
    kir_val byte = bin(g, KIR_MUL, col, I(g, osz));
    for (int e = 0; e < 16; e++) {
      kir_val at = stage_at(g, bin(g, KIR_ADD, rb, I(g, 8 * (e / 4) + e % 4)), byte, row_bytes);
      kir_val y = to_out(g, kir_extract(b, d, e));
      if (osz == 4)
        kir_store(b, at, y, 4, KIR_HINT_NONE);
      else
        kir_store(b, at, kir_cvt(b, KIR_TRUNC, KT_I16, y), 2, KIR_HINT_NONE);
    }
  }
  kir_if_end(b);
}

/* The tile's rows in passes of R: the fragments of the pass into the A ring (16-byte chunks
 * XOR-swizzled by the row), then every thread moves whole chunks to c_at. */
static void epilogue_chunks(gm *g, int rows) {
  kir_builder *b = g->b;
  const cj_gemm_cfg *c = g->c;
  int osz = (int)cj_dtype_size(c->out), row_bytes = c->bn * osz, chunks = row_bytes / 16;
  int threads = cj__gemm_threads(c);
  kir_comment(b, "epilogue: the tile to its outputs in 16-byte chunks, %d rows a pass", rows);
  kir_cp_wait(b, 0);
  for (int p = 0; p < c->bm / rows; p++) {
    kir_barrier(b); /* the ring (or the previous pass) is free */
    for (int i = 0; i < g->mi; i++)
      chunk_write(g, i, p, rows, row_bytes);
    kir_barrier(b);
    kir_val i = kir_for_begin(b, g->tid, I(g, rows * chunks), I(g, threads), 0);
    kir_val row = bin(g, KIR_UDIV, i, I(g, chunks)), ch = bin(g, KIR_UREM, i, I(g, chunks));
    kir_val grow = bin(g, KIR_ADD, g->tm0, bin(g, KIR_ADD, row, I(g, p * rows)));
    kir_val gcol = bin(g, KIR_ADD, g->tn0, bin(g, KIR_MUL, ch, I(g, 16 / osz)));
    kir_val v = kir_load(b, KT_V4I32, stage_at(g, row, bin(g, KIR_SHL, ch, I(g, 4)), row_bytes), 16,
                         KIR_HINT_NONE);
    kir_if_begin(b, kir_bin(b, KIR_AND, gg_in_range(g, grow, c->m), gg_in_range(g, gcol, c->n)));
    kir_store(b, g->io->c_at(g->io->user, grow, gcol), v, 16, KIR_HINT_NONE);
    kir_if_end(b);
    kir_for_end(b);
  }
}

/* A producer warpgroup's consumers (cj__gemm_ws_c_stage): each consumer warpgroup (wgi, its
 * 64 rows of the tile) stages them in its half of `region` (panels of 128 bytes of columns by
 * 64 rows, 128-byte swizzle) once its last store read them, meets, and its first thread stores
 * them through C's map; nothing of the block waits for the other warpgroup. */
void gg_epilogue_ws_tma(gm *g, kir_val region, kir_val wgi) {
  kir_builder *b = g->b;
  const cj_gemm_cfg *c = g->c;
  int osz = (int)cj_dtype_size(c->out), panels = c->bn * osz / 128;
  kir_val first = kir_cmp(b, KIR_EQ, bin(g, KIR_AND, g->tid, I(g, 127)), I(g, 0));
  kir_val base = kir_ptr_add(b, region, bin(g, KIR_MUL, wgi, I(g, 64 * c->bn * osz)));
  kir_comment(b, "epilogue: each consumer warpgroup's 64 rows staged, then stored by C's map");
  if (cj__gemm_plant != CJ_GEMM_PLANT_WS_STORE_NO_WAIT) {
    kir_if_begin(b, first);
    kir_bulk_wait(b, 0, KIR_BULK_READ); /* the last tile's store read the half */
    kir_if_end(b);
  }
  kir_wg_barrier(b);
  kir_val lr = bin(g, KIR_ADD, bin(g, KIR_MUL, bin(g, KIR_AND, g->warp_m, I(g, 3)), I(g, 16)),
                   bin(g, KIR_LSHR, g->lane, I(g, 2))); /* the row in the warpgroup's 64 */
  stage_panels(g, base, lr, 64,
               g->io && g->io->adds ? bin(g, KIR_ADD, g->tm0, bin(g, KIR_MUL, wgi, I(g, 64)))
                                    : g->tm0);
  kir_proxy_fence(b);
  if (cj__gemm_plant != CJ_GEMM_PLANT_WS_NO_WG_BARRIER) kir_wg_barrier(b);
  kir_if_begin(b, first);
  kir_val y = bin(g, KIR_ADD, g->tm0, bin(g, KIR_MUL, wgi, I(g, 64)));
  for (int p = 0; p < panels; p++) {
    kir_val x = bin(g, KIR_ADD, g->tn0, I(g, p * 128 / osz));
    kir_tma_store(b, kir_ptr_add(b, base, I(g, p * 64 * 128)),
                  kir_insert(b, kir_splat(b, KT_V2I32, x), 1, y), g->io->tmap_c);
  }
  kir_bulk_commit(b);
  kir_if_end(b);
}

void gg_epilogue(gm *g) {
  if (staged_out(g)) {
    epilogue_staged(g);
    return;
  }
  int rows = chunk_rows(g);
  if (rows) {
    epilogue_chunks(g, rows);
    return;
  }
  kir_builder *b = g->b;
  int nv = g->c->warp_size == 32;
  kir_val r0 = bin(g, KIR_ADD, g->tm0, bin(g, KIR_MUL, g->warp_m, I(g, g->wm)));
  kir_val c0 = bin(g, KIR_ADD, g->tn0, bin(g, KIR_MUL, g->warp_n, I(g, g->wn)));
  kir_comment(b, "epilogue: accumulators to C, masked at the edges");
  for (int i = 0; i < g->mi; i++)
    for (int j = 0; j < g->nj; j++) {
      kir_val d = kir_var_get(b, g->acc[i * g->nj + j]);
      if (nv) { /* word 0, 1: [g][2t], [g][2t+1]; word 2, 3: the same 8 rows down */
        kir_val row =
            bin(g, KIR_ADD, bin(g, KIR_ADD, r0, I(g, i * 16)), bin(g, KIR_LSHR, g->lane, I(g, 2)));
        kir_val col = bin(g, KIR_ADD, bin(g, KIR_ADD, c0, I(g, j * 8)),
                          bin(g, KIR_SHL, bin(g, KIR_AND, g->lane, I(g, 3)), I(g, 1)));
        store_pair(g, row, col, kir_extract(b, d, 0), kir_extract(b, d, 1));
        store_pair(g, bin(g, KIR_ADD, row, I(g, 8)), col, kir_extract(b, d, 2),
                   kir_extract(b, d, 3));
        continue;
      }
      /* word e: [8 (e / 4) + 4h + e % 4][j] */
      kir_val col =
          bin(g, KIR_ADD, bin(g, KIR_ADD, c0, I(g, j * 32)), bin(g, KIR_AND, g->lane, I(g, 31)));
      kir_val rb = bin(g, KIR_ADD, bin(g, KIR_ADD, r0, I(g, i * 32)),
                       bin(g, KIR_SHL, bin(g, KIR_LSHR, g->lane, I(g, 5)), I(g, 2)));
      for (int e = 0; e < 16; e++)
        store_one(g, bin(g, KIR_ADD, rb, I(g, 8 * (e / 4) + e % 4)), col, kir_extract(b, d, e));
    }
}
