/* GEMM tiles in kir: shared tiles (rows of 16-byte chunks, XOR-swizzled; the warpgroup MMA's
 * panels) and the staging of A and B into the ring (cp.async, gathers, AMD's transposed
 * staging). */
#include "gen_gemm_impl.h"

#include <stdio.h>
#include <string.h>

#include "support.h"

/* ---- shared tiles: rows of 16-byte chunks, the chunk XOR-swizzled by the row ----------------- */
/* Bytes from one row of a shared tile to the next: its chunks, or 128 for the warpgroup MMA's
 * panels (rows of more than 8 chunks are stored as panels of 8 chunks, one after another,
 * each panel all the tile's rows: the descriptors' 1024-byte atoms of 8 rows x 128 bytes). */
static int row_bytes(const gm *g, int rowc) { return g->wg ? 128 : rowc * 16; }

kir_val gg_swz(gm *g, kir_val row, kir_val chunk, int rowc) {
  if (g->wg && cj__gemm_plant == CJ_GEMM_PLANT_SWIZZLE) row = bin(g, KIR_ADD, row, I(g, 1));
  if (g->wg && rowc > 8) { /* panel chunk / 8 of bk rows, chunk % 8 within, XOR the row % 8 */
    kir_val phys = bin(g, KIR_XOR, bin(g, KIR_AND, chunk, I(g, 7)), bin(g, KIR_AND, row, I(g, 7)));
    kir_val panel = bin(g, KIR_MUL, bin(g, KIR_LSHR, chunk, I(g, 3)), I(g, g->c->bk * 128));
    return bin(g, KIR_ADD, bin(g, KIR_ADD, panel, bin(g, KIR_MUL, row, I(g, 128))),
               bin(g, KIR_SHL, phys, I(g, 4)));
  }
  kir_val key = rowc >= 8 ? bin(g, KIR_AND, row, I(g, 7))
                          : bin(g, KIR_AND, bin(g, KIR_LSHR, row, I(g, 1)), I(g, rowc - 1));
  kir_val phys = bin(g, KIR_XOR, chunk, key);
  return bin(g, KIR_ADD, bin(g, KIR_MUL, row, I(g, rowc * 16)), bin(g, KIR_SHL, phys, I(g, 4)));
}

/* The swizzle of a tile staged as stored for gfx950's transposing read (gg_amd_tr_read): rows
 * of k, 16-byte chunks of 8 columns. A ds_read_tr16 of half a wave reads 4 consecutive k rows
 * (from a multiple of 4) x 4 consecutive chunks (from a multiple of 4), 8 bytes a lane; the 16
 * chunks fill the 64 banks (256 bytes) once when no two of them fall in the same 16-byte
 * column of the banks, (row x rowc + physical chunk) mod 16. The rows that meet in a column
 * (those 256 / (16 rowc) rows apart: every row of 16 or more chunks, every other row of 8,
 * none of 4) get their chunk bits 2-3 XORed with their index among them, which moves them 4,
 * 8 or 12 chunks apart. The copies into the tile write whole rows of chunks (a permutation of
 * each row), free of conflicts as before. gg_swz's row % 8 key would put rows k and k ^ 1 of
 * chunks c and c ^ 1 in the same column: two-way conflicts for this read. */
static int tr_rows_apart(int rowc) { return rowc >= 16 ? 1 : 16 / rowc; }

kir_val gg_swz_tr(gm *g, kir_val row, kir_val chunk, int rowc) {
  int apart = tr_rows_apart(rowc), meet = 4 / apart; /* rows of 4 that share a column */
  kir_val phys = chunk;
  if (meet > 1) {
    kir_val idx = bin(g, KIR_AND, apart > 1 ? bin(g, KIR_LSHR, row, I(g, log2i(apart))) : row,
                      I(g, meet - 1));
    phys = bin(g, KIR_XOR, chunk, bin(g, KIR_SHL, idx, I(g, 2)));
  }
  return bin(g, KIR_ADD, bin(g, KIR_MUL, row, I(g, rowc * 16)), bin(g, KIR_SHL, phys, I(g, 4)));
}

/* Rows after which gg_swz_tr's key repeats. */
static int tr_period(int rowc) { return 4 / tr_rows_apart(rowc) > 1 ? 4 : 1; }

/* Where the staging puts chunk `chunk` of row `row` of an operand's tile: gg_swz_tr for the
 * transposing read, else gg_swz. (The planted fault CJ_GEMM_PLANT_TR_SWIZZLE stages with gg_swz
 * what the read looks for with gg_swz_tr.) */
static kir_val op_swz(gm *g, const operand *o, kir_val row, kir_val chunk) {
  if (o->trs && cj__gemm_plant != CJ_GEMM_PLANT_TR_SWIZZLE)
    return gg_swz_tr(g, row, chunk, o->rowc);
  return gg_swz(g, row, chunk, o->rowc);
}

/* &m[row][col] (16-bit elements; row, col I32) as a PTR */
static kir_val elem_addr(gm *g, kir_val base, uint32_t ld, kir_val row, kir_val col) {
  kir_builder *b = g->b;
  kir_val r = kir_cvt(b, KIR_ZEXT, KT_I64, row), c = kir_cvt(b, KIR_ZEXT, KT_I64, col);
  kir_val i = kir_bin(b, KIR_ADD, kir_bin(b, KIR_MUL, r, kir_i64(b, ld)), c);
  return kir_ptr_add(b, base, kir_bin(b, KIR_SHL, i, kir_i64(b, 1)));
}

/* An element of the operand (row, col as stored): its M / N index less the tile's shift. */
static kir_val op_addr(gm *g, const operand *o, kir_val row, kir_val col) {
  if (o->shift && o->k_rows) col = bin(g, KIR_SUB, col, o->shift);
  if (o->shift && !o->k_rows) row = bin(g, KIR_SUB, row, o->shift);
  return elem_addr(g, o->base, o->ld, row, col);
}

kir_val gg_in_range(gm *g, kir_val x, uint32_t limit) {
  return kir_cmp(g->b, KIR_ULT, x, I(g, (int32_t)limit));
}

/* A 16-byte chunk gathered element by element (rows not 16-byte aligned, or a ragged edge). */
static void gather_chunk(gm *g, const operand *o, kir_val grow, kir_val gcol, kir_val dst) {
  kir_builder *b = g->b;
  kir_val row_ok = gg_in_range(g, grow, o->rows_total), words[4];
  for (int e = 0; e < 8; e++) {
    kir_val col = bin(g, KIR_ADD, gcol, I(g, e));
    kir_val ok = kir_bin(b, KIR_AND, row_ok, gg_in_range(g, col, o->cols_total));
    kir_val addr = kir_select(b, ok, op_addr(g, o, grow, col), o->safe);
    kir_val v = kir_cvt(b, KIR_ZEXT, KT_I32, kir_load(b, KT_I16, addr, 2, KIR_HINT_NONE));
    v = kir_select(b, ok, v, I(g, 0));
    words[e / 2] = e % 2 ? bin(g, KIR_OR, words[e / 2], bin(g, KIR_SHL, v, I(g, 16))) : v;
  }
  kir_val vec = kir_splat(b, KT_V4I32, words[0]);
  for (int w = 1; w < 4; w++)
    vec = kir_insert(b, vec, w, words[w]);
  kir_store(b, dst, vec, 16, KIR_HINT_NONE);
}

static int k_edge_of(const gm *g) { return g->c->k % (uint32_t)g->c->bk != 0; }

/* the other dimension (rows where k runs along columns, chunk columns where along rows) has a
 * ragged last tile */
static int other_edge_of(const operand *o) {
  uint32_t other_total = o->k_rows ? o->cols_total : o->rows_total;
  int other_extent = o->k_rows ? o->rowc * 8 : o->rows;
  return other_total % (uint32_t)other_extent != 0;
}

/* AMD: the bytes of an operand that buffer loads (kir_load_off) may read, a kernel parameter
 * not shifted and under 2 GiB (its offsets 32-bit); else 0 */
static uint32_t buf_extent(const gm *g, const operand *o) {
  uint64_t bytes = (uint64_t)o->rows_total * o->ld * 2;
  return g->c->warp_size == 64 && !o->shift && bytes < (1ull << 31) ? (uint32_t)bytes : 0;
}

/* &m[row][col] - m in bytes (I32; row, col I32), for buffer loads */
static kir_val byte_off(gm *g, const operand *o, kir_val row, kir_val col) {
  return bin(g, KIR_SHL, bin(g, KIR_ADD, bin(g, KIR_MUL, row, I(g, (int32_t)o->ld)), col), I(g, 1));
}

/* A buffer load's uniform part: k0's offset, k0 elements along a row or k0 rows (the planted
 * fault CJ_GEMM_PLANT_BUF_SOFF leaves it at the first k tile's) */
static kir_val buf_soff(gm *g, const operand *o, kir_val k0) {
  if (cj__gemm_plant == CJ_GEMM_PLANT_BUF_SOFF) return I(g, 0);
  return bin(g, KIR_MUL, k0, I(g, o->k_rows ? 2 * (int32_t)o->ld : 2));
}

/* The operand's shape and this thread's hoisted addresses for the output tile starting at
 * fixed0 (I32). The hoisted form needs whole 16-byte chunks, threads a multiple of the chunks
 * per row and passes a whole number of swizzle periods apart. */
static operand operand_at(gm *g, kir_val base, kir_val shift, uint32_t ld, uint32_t rows_total,
                          uint32_t cols_total, int rows, int rowc, int k_rows, int trs,
                          kir_val fixed0) {
  int threads = g->stagers;
  operand o = {base, base, shift, ld, rows_total, cols_total, rows, rowc, k_rows, trs, fixed0,
               0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0};
  /* Rows 16 mod 32 bytes long start every other row half way into a 32-byte sector: a k tile
   * of such a row ends and the next begins in the same sector, which the L2 then serves
   * twice. Copies that bypass L1 (cp.async.cg) ran such operands about 30% slower (one H100,
   * 4096 x 3072 x 1000, B column-major: 0.59 of torch.matmul against 0.84 at k 1024); through
   * L1 (.ca) the second half is mostly a hit. Rows of 0, 32 or 64 mod 128 bytes run as fast
   * as aligned ones (k 1040, 1056), and aligned operands lose through L1 (0.84 -> 0.74). */
  if (g->c->warp_size == 32 && ld % 16 == 8) o.l1 = KIR_CP_L1;
  int per = threads / rowc, period = trs ? tr_period(rowc) : rowc >= 8 ? 8 : 2 * rowc;
  int half = g->c->ws && !trs && per && (2 * per) % period == 0;
  if (ld % 8 || threads % rowc || (per % period && !half)) return o;
  o.fast = 1;
  o.nd = per % period ? 2 : 1;
  o.per = per;
  o.r0 = bin(g, KIR_LSHR, g->tid, I(g, log2i(rowc)));
  o.ch = bin(g, KIR_AND, g->tid, I(g, rowc - 1));
  kir_val col = bin(g, KIR_SHL, o.ch, I(g, 3));
  kir_val row = k_rows ? o.r0 : bin(g, KIR_ADD, fixed0, o.r0);
  if (k_rows) col = bin(g, KIR_ADD, fixed0, col);
  o.src0 = op_addr(g, &o, row, col);
  /* AMD, every chunk in bounds: buffer loads (amd_load_operand) */
  if (!k_edge_of(g) && !other_edge_of(&o) && (o.extent = buf_extent(g, &o)))
    o.off0 = byte_off(g, &o, row, col);
  o.dst0 = op_swz(g, &o, o.r0, o.ch);
  if (o.nd == 2) o.dst1 = op_swz(g, &o, bin(g, KIR_ADD, o.r0, I(g, per)), o.ch);
  return o;
}

/* The element chunk of pass i (hoisted form): in bounds, when any bound can be crossed
 * (0: never; the sizes are constants of the kernel). */
static kir_val fast_ok(gm *g, const operand *o, kir_val k0, int i) {
  kir_builder *b = g->b;
  const cj_gemm_cfg *c = g->c;
  int k_edge = k_edge_of(g), other_edge = other_edge_of(o);
  uint32_t other_total = o->k_rows ? o->cols_total : o->rows_total;
  kir_val ok = 0;
  kir_val rr = bin(g, KIR_ADD, o->r0, I(g, i * o->per));
  if (k_edge) {
    kir_val kk =
        o->k_rows ? bin(g, KIR_ADD, k0, rr) : bin(g, KIR_ADD, k0, bin(g, KIR_SHL, o->ch, I(g, 3)));
    ok = gg_in_range(g, kk, c->k);
  }
  if (other_edge) {
    kir_val x = o->k_rows ? bin(g, KIR_ADD, o->fixed0, bin(g, KIR_SHL, o->ch, I(g, 3)))
                          : bin(g, KIR_ADD, o->fixed0, rr);
    kir_val e = gg_in_range(g, x, other_total);
    ok = ok ? kir_bin(b, KIR_AND, ok, e) : e;
  }
  return ok;
}

/* ---- AMD staging: operands stored with k along the rows, transposed on the way in ---------- */
/* On AMD (wave 64) an operand stored with k along its rows (row-major B, column-major A) whose
 * rows are whole 16-byte chunks is staged transposed: the shared tile holds, like a K-contiguous
 * operand's, one row of BK k values per column of the matrix (16-byte chunks XOR-swizzled by
 * that row), so that the MFMA reads it with 8-byte loads as it reads a K-contiguous operand
 * (amd_step) instead of four 16-bit loads per operand. Each thread loads two chunks of the same
 * 8 columns at k rows 2q and 2q + 1 and stores, for each of the 8 columns, the k pair as one
 * 32-bit word. Other operands (rows not whole chunks: gathered) keep the tile as stored. */
int gg_amd_k_tr(const gm *g, int is_a) {
  const cj_gemm_cfg *c = g->c;
  if (c->warp_size != 64 || c->mfma_k16 || (is_a ? !c->a_col_major : c->b_col_major)) return 0;
  return (is_a ? c->m : c->n) % 8 == 0; /* the leading dimension: whole 16-byte chunks */
}

/* gfx950 (mfma_k16) has a transposing LDS read (ds_read_b64_tr_b16, kir's DS_READ_TR16): there
 * an operand stored with k along its rows is staged as stored, in whole 16-byte chunks (or
 * gathered where its rows are not whole chunks), swizzled by gg_swz_tr, and each lane's k
 * values of a column are read four at a time by that instruction (amd_step): 8 plain 16-byte
 * LDS stores per 8 k rows of a 128-column tile instead of the transposing staging's 32-bit
 * stores and the VALU that packs them, for two 8-byte reads per fragment in place of one
 * 16-byte read (the same LDS bytes). */
int gg_amd_tr_read(const gm *g, int is_a) {
  const cj_gemm_cfg *c = g->c;
  return c->warp_size == 64 && c->mfma_k16 && (is_a ? c->a_col_major : !c->b_col_major);
}

/* The transposed stores of 8 columns (chunk ch) at k rows kr, kr + 1 (I32 values), their words
 * lo[4] and hi[4] as loaded: column 8 ch + e gets the word of (k kr, k kr + 1), at byte
 * 4 (kr % 8 / 2) of chunk kr / 8 of its row. Each word is one byte permute (v_perm_b32) of
 * the two loaded words: the low halves (bytes 0, 1 of lo, then of hi) for an even column, the
 * high halves (bytes 2, 3) for an odd one. Shifts, ands and ors took the compiler two VALU
 * instructions a word (v_lshlrev + v_or_sdwa, v_lshrrev + v_and_or): with the 32-bit stores
 * the most of the main loop's non-MFMA work for B row-major on gfx942 (Triton's matmul packs
 * with the same permute). */
static void tr_store(gm *g, kir_val sbase, kir_val ch, kir_val kr, const kir_val lo[4],
                     const kir_val hi[4]) {
  kir_val kc = bin(g, KIR_LSHR, kr, I(g, 3));
  kir_val within = bin(g, KIR_SHL, bin(g, KIR_AND, kr, I(g, 7)), I(g, 1));
  for (int e = 0; e < 8; e++) {
    kir_val word = kir_perm(g->b, hi[e / 2], lo[e / 2], e % 2 ? 0x07060302u : 0x05040100u);
    kir_val row = bin(g, KIR_ADD, bin(g, KIR_SHL, ch, I(g, 3)), I(g, e));
    kir_val off = bin(g, KIR_ADD, gg_swz(g, row, kc, g->c->bk / 8), within);
    kir_store(g->b, kir_ptr_add(g->b, sbase, off), word, 4, KIR_HINT_NONE);
  }
}

/* One k tile (k0, I32) of a k-rows operand into `sbase`, transposed (amd_k_tr). */
static void amd_stage_tr(gm *g, const operand *o, kir_val k0, kir_val sbase) {
  kir_builder *b = g->b;
  const cj_gemm_cfg *c = g->c;
  int threads = cj__gemm_threads(c), pairs = o->rows / 2 * o->rowc, sh = log2i(o->rowc);
  int k_edge = c->k % (uint32_t)c->bk != 0;
  int other_edge = o->cols_total % (uint32_t)(o->rowc * 8) != 0;
  for (int i = 0; i * threads < pairs; i++) {
    kir_val p = bin(g, KIR_ADD, g->tid, I(g, i * threads));
    int guard = (i + 1) * threads > pairs;
    if (guard) kir_if_begin(b, kir_cmp(b, KIR_ULT, p, I(g, pairs)));
    kir_val ch = bin(g, KIR_AND, p, I(g, o->rowc - 1));
    kir_val kr = bin(g, KIR_SHL, bin(g, KIR_LSHR, p, I(g, sh)), I(g, 1)); /* k row 2q in the tile */
    kir_val col = bin(g, KIR_ADD, o->fixed0, bin(g, KIR_SHL, ch, I(g, 3)));
    kir_val v[2][4];
    for (int d = 0; d < 2; d++) {
      kir_val gk = bin(g, KIR_ADD, k0, bin(g, KIR_ADD, kr, I(g, d)));
      kir_val ok = 0;
      if (k_edge) ok = gg_in_range(g, gk, c->k);
      if (other_edge) {
        kir_val e = gg_in_range(g, col, o->cols_total);
        ok = ok ? kir_bin(b, KIR_AND, ok, e) : e;
      }
      kir_val at = op_addr(g, o, gk, col);
      if (ok) at = kir_select(b, ok, at, o->safe);
      kir_val x = kir_load(b, KT_V4I32, at, 16, KIR_HINT_NONE);
      for (int w = 0; w < 4; w++) {
        v[d][w] = kir_extract(b, x, w);
        if (ok) v[d][w] = kir_select(b, ok, v[d][w], I(g, 0));
      }
    }
    tr_store(g, sbase, ch, kr, v[0], v[1]);
    if (guard) kir_if_end(b);
  }
}

/* Stages one operand's k tile starting at k0 (I32) into the shared ring at `sbase`: cp.async
 * of whole chunks when the rows are 16-byte aligned (a chunk is then all in or all out), else
 * a gather. */
static void stage_operand(gm *g, const operand *o, kir_val k0, kir_val sbase) {
  kir_builder *b = g->b;
  if (o->k_rows && gg_amd_k_tr(g, o == &g->opa)) { /* AMD: transposed (above) */
    amd_stage_tr(g, o, k0, sbase);
    return;
  }
  int threads = g->stagers, total = o->rows * o->rowc;
  int sh = log2i(o->rowc);
  kir_val row0 = o->k_rows ? k0 : o->fixed0, col0 = o->k_rows ? o->fixed0 : k0;
  kir_val src = 0;
  if (o->fast) { /* k0's offset: k0 elements along a row, or k0 rows */
    kir_val k64 = kir_cvt(b, KIR_ZEXT, KT_I64, k0);
    src = kir_ptr_add(b, o->src0,
                      kir_bin(b, KIR_MUL, k64, kir_i64(b, o->k_rows ? 2 * (int64_t)o->ld : 2)));
  }
  for (int i = 0; i * threads < total; i++) {
    kir_val idx = bin(g, KIR_ADD, g->tid, I(g, i * threads));
    int guard = (i + 1) * threads > total;
    if (guard) kir_if_begin(b, kir_cmp(b, KIR_ULT, idx, I(g, total)));
    if (o->fast) {
      int odd = o->nd == 2 && (i & 1);
      kir_val dst = kir_ptr_add(b, sbase, bin(g, KIR_ADD, odd ? o->dst1 : o->dst0,
                                              I(g, (i - odd) * o->per * row_bytes(g, o->rowc))));
      kir_val at = kir_ptr_add(b, src, kir_i64(b, (int64_t)i * o->per * o->ld * 2));
      kir_val ok = fast_ok(g, o, k0, i);
      if (ok) at = kir_select(b, ok, at, o->safe);
      kir_cp_async_f(b, dst, at, 16, ok, o->l1);
    } else {
      kir_val r = bin(g, KIR_LSHR, idx, I(g, sh)), ch = bin(g, KIR_AND, idx, I(g, o->rowc - 1));
      kir_val grow = bin(g, KIR_ADD, row0, r);
      kir_val gcol = bin(g, KIR_ADD, col0, bin(g, KIR_SHL, ch, I(g, 3)));
      kir_val dst = kir_ptr_add(b, sbase, op_swz(g, o, r, ch));
      if (o->ld % 8 == 0) {
        kir_val ok =
            kir_bin(b, KIR_AND, gg_in_range(g, grow, o->rows_total), gg_in_range(g, gcol, o->cols_total));
        kir_val at = kir_select(b, ok, op_addr(g, o, grow, gcol), o->safe);
        kir_cp_async_f(b, dst, at, 16, ok, o->l1);
      } else {
        gather_chunk(g, o, grow, gcol, dst);
      }
    }
    if (guard) kir_if_end(b);
  }
}

kir_val gg_stage_base(gm *g, int array, int stage_bytes, kir_val stage) {
  return kir_ptr_add(g->b, kir_shared(g->b, array), bin(g, KIR_MUL, stage, I(g, stage_bytes)));
}

/* A and B of the output tile at (tm0, tn0): their shapes and hoisted addresses (none with
 * tensor maps). */
void gg_operands_at(gm *g) {
  const cj_gemm_cfg *c = g->c;
  if (g->tma) return;
  kir_val a = g->a, shift = 0;
  if (g->io && g->io->a_of) a = g->io->a_of(g->io->user, g->tile_m, g->tm0, &shift);
  int tra = gg_amd_tr_read(g, 1), trb = gg_amd_tr_read(g, 0);
  g->opa = c->a_col_major
               ? operand_at(g, a, shift, c->m, c->k, c->m, c->bk, c->bm / 8, 1, tra, g->tm0)
               : operand_at(g, a, shift, c->k, c->m, c->k, c->bm, c->bk / 8, 0, 0, g->tm0);
  g->opa.safe = g->a;
  if (g->io && (g->io->a_of || g->io->before_stage))
    g->opa.l1 = 0; /* A written by other blocks or ranks while the kernel runs: not through L1 */
  g->opb = c->b_col_major
               ? operand_at(g, g->bm, 0, c->k, c->n, c->k, c->bn, c->bk / 8, 0, 0, g->tn0)
               : operand_at(g, g->bm, 0, c->n, c->k, c->n, c->bk, c->bn / 8, 1, trb, g->tn0);
}

/* ---- tensor maps (cj_gemm_cfg.tma) ------------------------------------------------------- */
kir_val gg_full_at(gm *g, kir_val slot) {
  return kir_ptr_add(g->b, kir_shared(g->b, g->full), bin(g, KIR_SHL, slot, I(g, 3)));
}

static kir_val xy(gm *g, kir_val x, kir_val y) {
  return kir_insert(g->b, kir_splat(g->b, KT_V2I32, x), 1, y);
}

/* The slot's bytes expected at its mbarrier, then A's box (BK x BM from (k0, tm0)) and B's:
 * column-major one box of BK x BN from (k0, tn0), row-major BN / 64 panels of 64 columns x BK
 * rows, each where the ring keeps that panel (gg_swz's layout: the 128-byte swizzle of the
 * copies is that of the descriptors' atoms). */
/* A's (parts 1) or A's and B's (3) copies of tile j into slot `stage` */
static void tma_copies(gm *g, kir_val j, kir_val stage, int parts) {
  kir_builder *b = g->b;
  const cj_gemm_cfg *c = g->c;
  kir_val kt = g->kb ? bin(g, KIR_ADD, g->kb, j) : j;
  kir_val k0 = bin(g, KIR_MUL, kt, I(g, c->bk)), bar = gg_full_at(g, stage);
  int bytes = g->a_stage + (parts & 2 ? g->b_stage : 0) -
              (cj__gemm_plant == CJ_GEMM_PLANT_TMA_TX ? c->bk * 2 : 0);
  kir_mbar_expect_tx(b, bar, bytes);
  kir_tma_load(b, gg_stage_base(g, g->sa, g->a_stage, stage), xy(g, k0, g->tm0), bar,
               g->io->tmap_a);
  if (!(parts & 2)) return;
  kir_val sb = gg_stage_base(g, g->sb, g->b_stage, stage);
  if (c->b_col_major) {
    kir_tma_load(b, sb, xy(g, k0, g->tn0), bar, g->io->tmap_b);
    return;
  }
  for (int p = 0; p < c->bn / 64; p++)
    kir_tma_load(b, kir_ptr_add(b, sb, I(g, p * c->bk * 128)),
                 xy(g, bin(g, KIR_ADD, g->tn0, I(g, 64 * p)), k0), bar, g->io->tmap_b);
}

void gg_tma_stage(gm *g, kir_val j, kir_val stage) { tma_copies(g, j, stage, 3); }

/* The number of k tiles of the current output tile (I32). */
kir_val gg_nk_of(gm *g) { return g->nk_c >= 0 ? I(g, g->nk_c) : g->nk; }

/* Tile j (I32, counted from kb) of A (part 1) and B (part 2) into ring slot `stage` (I32);
 * the before_stage hook comes first, with A. */
static void stage_parts(gm *g, kir_val j, kir_val stage, int parts) {
  const cj_gemm_cfg *c = g->c;
  kir_val kt = g->kb ? bin(g, KIR_ADD, g->kb, j) : j;
  if ((parts & 1) && g->io && g->io->before_stage) g->io->before_stage(g->io->user, g->tile_m, kt);
  kir_val k0 = bin(g, KIR_MUL, kt, I(g, c->bk));
  if ((parts & 1) && g->tma_a) { /* thread 0 starts A's copies (no hook: the gemm op's) */
    kir_if_begin(g->b, kir_cmp(g->b, KIR_EQ, g->tid, I(g, 0)));
    tma_copies(g, j, stage, 1);
    kir_if_end(g->b);
  } else if (parts & 1) {
    stage_operand(g, &g->opa, k0, gg_stage_base(g, g->sa, g->a_stage, stage));
  }
  if (parts & 2) stage_operand(g, &g->opb, k0, gg_stage_base(g, g->sb, g->b_stage, stage));
}

void gg_stage_tiles(gm *g, kir_val kt, kir_val stage) { stage_parts(g, kt, stage, 3); }

/* Parts of tile `next` (I32) into its ring slot, when it exists (the hook may wait for it). */
void gg_stage_next_parts(gm *g, kir_val next, int parts) {
  if (!g->next_exists) kir_if_begin(g->b, kir_cmp(g->b, KIR_ULT, next, gg_nk_of(g)));
  stage_parts(g, next, bin(g, KIR_UREM, next, I(g, g->c->stages)), parts);
  if (!g->next_exists) kir_if_end(g->b);
}

void gg_stage_next(gm *g, kir_val next) { gg_stage_next_parts(g, next, 3); }

/* ---- AMD: a k tile's staging in two halves around the MFMAs -------------------------------- */
/* On AMD a copy into LDS is a global load and an LDS store; issued before the tile's MFMAs, the
 * store waits for the load, and the MFMAs' LDS reads wait for the store. Here the loads of tile
 * `next` come before the MFMAs of the current tile, into variables (registers), and the stores
 * after them (gg_amd_load / gg_amd_store; the main loop places them). Only for operands that
 * take whole 16-byte chunks (the hoisted copy, or the transposed one), at most AMD_HELD loads a
 * thread for both. */
#define AMD_HELD 8

static int tr_of(const gm *g, const operand *o) { return o->k_rows && gg_amd_k_tr(g, o == &g->opa); }

/* passes of a thread over the operand's chunks (pairs of chunks when transposed) */
static int amd_passes(const gm *g, const operand *o) {
  int threads = cj__gemm_threads(g->c);
  int items = tr_of(g, o) ? o->rows / 2 * o->rowc : o->rows * o->rowc;
  return (items + threads - 1) / threads;
}

static int amd_loads(const gm *g, const operand *o) {
  return amd_passes(g, o) * (tr_of(g, o) ? 2 : 1);
}

int gg_amd_split(const gm *g) {
  if (g->c->warp_size != 64) return 0;
  const operand *ops[2] = {&g->opa, &g->opb};
  for (int i = 0; i < 2; i++)
    if (!tr_of(g, ops[i]) && !ops[i]->fast) return 0;
  /* the held loads cost 4 VGPRs each: at most AMD_HELD (the default 128x128x32 tile of 4 waves
   * holds 4) */
  return amd_loads(g, &g->opa) + amd_loads(g, &g->opb) <= AMD_HELD;
}

/* v with its four words zero where ok (I1, or 0: always) is false */
static kir_val masked(gm *g, kir_val v, kir_val ok) {
  if (!ok) return v;
  for (int w = 0; w < 4; w++)
    v = kir_insert(g->b, v, w, kir_select(g->b, ok, kir_extract(g->b, v, w), I(g, 0)));
  return v;
}

static kir_var held(gm *g, int i) {
  if (i >= g->nheld) /* made once, where the main loop first needs it */
    for (; g->nheld <= i; g->nheld++)
      g->held[g->nheld] =
          kir_var_new(g->b, "held", KT_V4I32, kir_splat(g->b, KT_V4I32, I(g, 0)));
  return g->held[i];
}

/* The guard of pass i of `items` over the threads (0: every thread has an item). */
static kir_val pass_guard(gm *g, int i, int items, kir_val *idx) {
  int threads = cj__gemm_threads(g->c);
  *idx = bin(g, KIR_ADD, g->tid, I(g, i * threads));
  return (i + 1) * threads > items ? kir_cmp(g->b, KIR_ULT, *idx, I(g, items)) : 0;
}

/* Loads of one operand's k tile at k0 into held variables from `first`. */
static void amd_load_operand(gm *g, const operand *o, kir_val k0, int first) {
  kir_builder *b = g->b;
  const cj_gemm_cfg *c = g->c;
  int tr = tr_of(g, o), sh = log2i(o->rowc), h = first;
  int items = tr ? o->rows / 2 * o->rowc : o->rows * o->rowc;
  /* every chunk in bounds and the operand under 2 GiB (off0): buffer loads, k0's offset the
   * scalar part; else the hoisted source, k0's offset added */
  int buf = !tr && o->off0;
  kir_val src = 0;
  if (!tr && !buf) {
    kir_val k64 = kir_cvt(b, KIR_ZEXT, KT_I64, k0);
    src = kir_ptr_add(b, o->src0,
                      kir_bin(b, KIR_MUL, k64, kir_i64(b, o->k_rows ? 2 * (int64_t)o->ld : 2)));
  }
  for (int i = 0; i < amd_passes(g, o); i++) {
    kir_val idx, guard = pass_guard(g, i, items, &idx);
    if (guard) kir_if_begin(b, guard);
    if (!tr) {
      kir_val ok = 0, x;
      if (buf) {
        kir_val voff = bin(g, KIR_ADD, o->off0, I(g, (int32_t)((uint32_t)i * o->per * o->ld * 2)));
        x = kir_load_off(b, KT_V4I32, o->base, buf_soff(g, o, k0), voff, o->extent, 16);
      } else {
        ok = fast_ok(g, o, k0, i);
        kir_val at = kir_ptr_add(b, src, kir_i64(b, (int64_t)i * o->per * o->ld * 2));
        if (ok) at = kir_select(b, ok, at, o->safe);
        x = kir_load(b, KT_V4I32, at, 16, KIR_HINT_NONE);
      }
      kir_var_set(b, held(g, h), masked(g, x, ok));
    } else { /* the two chunks of 8 columns at k rows 2q, 2q + 1 (amd_stage_tr) */
      kir_val ch = bin(g, KIR_AND, idx, I(g, o->rowc - 1));
      kir_val kr = bin(g, KIR_SHL, bin(g, KIR_LSHR, idx, I(g, sh)), I(g, 1));
      kir_val col = bin(g, KIR_ADD, o->fixed0, bin(g, KIR_SHL, ch, I(g, 3)));
      uint32_t extent = buf_extent(g, o);
      int tbuf = extent && !k_edge_of(g) && !other_edge_of(o);
      for (int d = 0; d < 2 && tbuf; d++) { /* in bounds: buffer loads, k0's rows scalar */
        kir_val voff = byte_off(g, o, bin(g, KIR_ADD, kr, I(g, d)), col);
        kir_var_set(b, held(g, h + d),
                    kir_load_off(b, KT_V4I32, o->base, buf_soff(g, o, k0), voff, extent, 16));
      }
      for (int d = 0; d < 2 && !tbuf; d++) {
        kir_val gk = bin(g, KIR_ADD, k0, bin(g, KIR_ADD, kr, I(g, d))), ok = 0;
        if (c->k % (uint32_t)c->bk) ok = gg_in_range(g, gk, c->k);
        if (o->cols_total % (uint32_t)(o->rowc * 8)) {
          kir_val e = gg_in_range(g, col, o->cols_total);
          ok = ok ? kir_bin(b, KIR_AND, ok, e) : e;
        }
        kir_val at = op_addr(g, o, gk, col);
        if (ok) at = kir_select(b, ok, at, o->safe);
        kir_var_set(b, held(g, h + d), masked(g, kir_load(b, KT_V4I32, at, 16, KIR_HINT_NONE), ok));
      }
    }
    if (guard) kir_if_end(b);
    h += tr ? 2 : 1;
  }
}

/* The stores of what amd_load_operand loaded into the slot at `sbase`. */
static void amd_store_operand(gm *g, const operand *o, kir_val sbase, int first) {
  kir_builder *b = g->b;
  int tr = tr_of(g, o), sh = log2i(o->rowc), h = first;
  int items = tr ? o->rows / 2 * o->rowc : o->rows * o->rowc;
  for (int i = 0; i < amd_passes(g, o); i++) {
    kir_val idx, guard = pass_guard(g, i, items, &idx);
    if (guard) kir_if_begin(b, guard);
    if (!tr) {
      kir_val dst =
          kir_ptr_add(b, sbase, bin(g, KIR_ADD, o->dst0, I(g, i * o->per * row_bytes(g, o->rowc))));
      kir_store(b, dst, kir_var_get(b, held(g, h)), 16, KIR_HINT_NONE);
    } else {
      kir_val ch = bin(g, KIR_AND, idx, I(g, o->rowc - 1));
      kir_val kr = bin(g, KIR_SHL, bin(g, KIR_LSHR, idx, I(g, sh)), I(g, 1));
      kir_val lo4 = kir_var_get(b, held(g, h)), hi4 = kir_var_get(b, held(g, h + 1)), lo[4], hi[4];
      for (int w = 0; w < 4; w++)
        lo[w] = kir_extract(b, lo4, w), hi[w] = kir_extract(b, hi4, w);
      tr_store(g, sbase, ch, kr, lo, hi);
    }
    if (guard) kir_if_end(b);
    h += tr ? 2 : 1;
  }
}

void gg_amd_load(gm *g, kir_val next) {
  kir_builder *b = g->b;
  if (!g->next_exists) kir_if_begin(b, kir_cmp(b, KIR_ULT, next, gg_nk_of(g)));
  kir_val kt = g->kb ? bin(g, KIR_ADD, g->kb, next) : next;
  if (g->io && g->io->before_stage) g->io->before_stage(g->io->user, g->tile_m, kt);
  kir_val k0 = bin(g, KIR_MUL, kt, I(g, g->c->bk));
  amd_load_operand(g, &g->opa, k0, 0);
  amd_load_operand(g, &g->opb, k0, amd_loads(g, &g->opa));
  if (!g->next_exists) kir_if_end(b);
}

void gg_amd_store(gm *g, kir_val next) {
  kir_builder *b = g->b;
  if (!g->next_exists) kir_if_begin(b, kir_cmp(b, KIR_ULT, next, gg_nk_of(g)));
  kir_val stage = bin(g, KIR_UREM, next, I(g, g->c->stages));
  amd_store_operand(g, &g->opa, gg_stage_base(g, g->sa, g->a_stage, stage), 0);
  amd_store_operand(g, &g->opb, gg_stage_base(g, g->sb, g->b_stage, stage),
                    amd_loads(g, &g->opa));
  if (!g->next_exists) kir_if_end(b);
}
