/* GEMM tiles in kir (gen_gemm.h): configuration, shared-memory staging, the fragment loops
 * of both vendors and the masked epilogue. */
#include "gen_gemm.h"

#include <stdio.h>
#include <string.h>

#include "support.h"

/* operand staging: tile rows x chunks from a matrix of rows_total x cols_total, leading dim ld.
 * k runs along the tile's columns (A, B column-major) or rows (B row-major, k_rows). */
typedef struct operand {
  kir_val base;
  uint32_t ld, rows_total, cols_total;
  int rows, rowc, k_rows;
  kir_val fixed0; /* I32: the tile's first row (k along columns) or column (k along rows) */
  /* The hoisted form (fast): thread tid moves chunk tid & (rowc - 1) of rows r0 + i x per,
   * pass i = 0, 1, ..; its source is src0 plus k0's offset plus a constant per pass, its
   * shared offset dst0 plus a constant per pass (the swizzle key repeats every `per` rows). */
  int fast, per;
  kir_val r0, ch, src0, dst0;
} operand;

typedef struct gm {
  kir_builder *b;
  const cj_gemm_cfg *c;
  kir_val a, bm, cm;    /* the matrices (PTR parameters) */
  const cj_gemm_io *io; /* fused ops: bias and the staging hook (NULL: none) */
  kir_val tid, lane, warp_m, warp_n, tm0, tn0;
  kir_val tile_m;       /* I32: the tile's row of tiles */
  operand opa, opb;     /* the A and B staging of the current output tile */
  int sa, sb;           /* shared arrays: the A and B rings */
  int a_stage, b_stage; /* bytes per stage */
  int a_rowc, b_rowc;   /* 16-byte chunks per row of the shared tiles */
  int wm, wn, mi, nj;   /* warp tile and its fragments (rows, columns) */
  kir_var acc[64];
  kir_var fa[16], fb[32]; /* double-buffered loop: the next k step's fragments */
  int dbuf;               /* the double-buffered loop (cj_gemm_cfg.pipeline) */
  /* The k tiles of the current output tile: all of them (nk_c = ktiles, kb 0), or for a
   * part of a split last-wave tile the run-time range [kb, kb + nk) (nk_c -1). Ring slots
   * and the loop count from kb; the staging addresses and the hook see absolute k tiles. */
  kir_val kb, nk;
  int nk_c;
  int wg; /* warpgroup MMA (cj_gemm_cfg.wgmma) */
} gm;

int cj__gemm_plant;

static kir_val I(gm *g, int32_t x) { return kir_i32(g->b, x); }
static kir_val bin(gm *g, kir_opcode op, kir_val x, kir_val y) { return kir_bin(g->b, op, x, y); }
static int log2i(int x) {
  int n = 0;
  while ((1 << n) < x)
    n++;
  return n;
}

/* ---- configuration -------------------------------------------------------------------------- */
void cj__gemm_defaults(cj_gemm_cfg *c, int warp_size) {
  c->bm = c->bn = 128;
  c->bk = 32;
  c->stages = 3;
  c->warp_size = warp_size;
  c->warps_m = 2;
  c->warps_n = 2;
}

int cj__gemm_group_m(const cj_gemm_cfg *c) { return c->group_m ? c->group_m : CJ_GEMM_GROUP_M; }

void cj__gemm_defaults_alone(cj_gemm_cfg *c, int warp_size) {
  cj__gemm_defaults(c, warp_size);
  if (warp_size != 32) return;
  c->bn = 256;
  c->bk = 64;
  c->warps_n = 4;
}

void cj__gemm_defaults_wg(cj_gemm_cfg *c) {
  cj__gemm_defaults(c, 32);
  c->bn = 256;
  c->bk = 64;
  c->stages = 4;
  c->warps_m = 8;
  c->warps_n = 1;
  c->wgmma = 1;
}

int cj__gemm_wg_shape(const cj_gemm_cfg *c) {
  return c->warp_size == 32 && c->bk == 64 && c->bm % 64 == 0 &&
         (c->bn == 64 || c->bn == 128 || c->bn == 256) && c->warps_m == c->bm / 16 &&
         c->warps_n == 1 && c->stages >= 3;
}

int cj__gemm_threads(const cj_gemm_cfg *c) { return c->warps_m * c->warps_n * c->warp_size; }

int cj__gemm_tiles(const cj_gemm_cfg *c) {
  return (int)(((c->m + (uint32_t)c->bm - 1) / (uint32_t)c->bm) *
               ((c->n + (uint32_t)c->bn - 1) / (uint32_t)c->bn));
}

/* The last wave split along k when it is at most half full (gen_gemm.h). */
void cj__gemm_schedule(const cj_gemm_cfg *c, cj_gemm_sched *s) {
  memset(s, 0, sizeof *s);
  s->tiles = (uint32_t)cj__gemm_tiles(c);
  s->ktiles = (c->k + (uint32_t)c->bk - 1) / (uint32_t)c->bk;
  s->blocks = s->tiles;
  if (c->wave <= 0) return;
  uint32_t w = (uint32_t)c->wave, tail = s->tiles % w, split = tail ? w / tail : 0;
  if (split > 8) split = 8;
  if (split > s->ktiles) split = s->ktiles;
  if (split < 2) return;
  s->on = 1;
  s->dp = s->tiles - tail;
  s->tail = tail;
  s->split = split;
  s->blocks = s->dp + tail * split;
}

int cj__gemm_grid(const cj_gemm_cfg *c) {
  cj_gemm_sched s;
  cj__gemm_schedule(c, &s);
  return (int)s.blocks;
}

static uint64_t ticket_bytes(const cj_gemm_sched *s) {
  return ((uint64_t)s->tail * 4 + 255) / 256 * 256;
}
static uint64_t slot_bytes(const cj_gemm_cfg *c) { return (uint64_t)c->bm * (uint64_t)c->bn * 4; }

uint64_t cj__gemm_ws_bytes(const cj_gemm_cfg *c) {
  cj_gemm_sched s;
  cj__gemm_schedule(c, &s);
  return s.on ? ticket_bytes(&s) + (uint64_t)s.tail * s.split * slot_bytes(c) : 0;
}

static int pow2_in(int x, int lo, int hi) { return x >= lo && x <= hi && !(x & (x - 1)); }

uint32_t cj__gemm_shared_bytes(const cj_gemm_cfg *c) {
  return (uint32_t)c->stages * (uint32_t)(c->bm + c->bn) * (uint32_t)c->bk * 2u;
}

cj_status cj__gemm_check(const cj_gemm_cfg *c) {
  int frag = c->warp_size == 64 ? 32 : 16;
  if (c->m < 1 || c->n < 1 || c->k < 1 || c->m > (1u << 24) || c->n > (1u << 24) ||
      c->k > (1u << 24))
    return cj__fail(CJ_E_INVALID, "gemm: m, n, k must be 1..2^24 (got %u, %u, %u)", c->m, c->n,
                    c->k);
  if (c->in != CJ_BF16 && c->in != CJ_F16)
    return cj__fail(CJ_E_INVALID, "gemm: dtype: inputs are bf16 or f16, not %s",
                    cj_dtype_name(c->in));
  if (c->out != CJ_BF16 && c->out != CJ_F16 && c->out != CJ_F32)
    return cj__fail(CJ_E_INVALID, "gemm: out: bf16, f16 or f32, not %s", cj_dtype_name(c->out));
  if (c->warp_size != 32 && c->warp_size != 64)
    return cj__fail(CJ_E_INVALID, "gemm: warp size %d (32 or 64)", c->warp_size);
  if (!pow2_in(c->bm, 32, 256) || !pow2_in(c->bn, 32, 256) || (c->bk != 32 && c->bk != 64))
    return cj__fail(CJ_E_INVALID,
                    "gemm: tile %dx%dx%d: BM and BN powers of 2 in 32..256, BK "
                    "32 or 64",
                    c->bm, c->bn, c->bk);
  if (c->stages < 2 || c->stages > 5)
    return cj__fail(CJ_E_INVALID, "gemm: stages %d (2..5)", c->stages);
  if (c->group_m < 0 || c->group_m > CJ_GEMM_GROUP_M_MAX)
    return cj__fail(CJ_E_INVALID, "gemm: group_m %d (1..%d rows of tiles per raster group; 0: %d)",
                    c->group_m, CJ_GEMM_GROUP_M_MAX, CJ_GEMM_GROUP_M);
  if (c->a_col_major != 0 && c->a_col_major != 1)
    return cj__fail(CJ_E_INVALID, "gemm: a_col_major %d (0 or 1)", c->a_col_major);
  if (c->wave < 0 || c->wave > 65536)
    return cj__fail(CJ_E_INVALID, "gemm: wave %d (blocks resident at once: 1..65536, 0: unknown)",
                    c->wave);
  if (c->pipeline < -1 || c->pipeline > 1)
    return cj__fail(CJ_E_INVALID, "gemm: pipeline %d (-1 single, 0 auto, 1 double-buffered)",
                    c->pipeline);
  if (c->warps_m < 1 || c->warps_n < 1 || c->warps_m > 32 || c->warps_n > 32 ||
      cj__gemm_threads(c) > 1024 || /* (the bounds first: the products then cannot wrap) */
      c->bm % (c->warps_m * frag) || c->bn % (c->warps_n * frag))
    return cj__fail(CJ_E_INVALID,
                    "gemm: warps %dx%d: each warp's tile must be whole %dx%d "
                    "fragments of the %dx%d block tile",
                    c->warps_m, c->warps_n, frag, frag, c->bm, c->bn);
  int frags = (c->bm / c->warps_m / frag) * (c->bn / c->warps_n / (c->warp_size == 64 ? 32 : 8));
  if (frags > 64)
    return cj__fail(CJ_E_INVALID,
                    "gemm: warps %dx%d: %d accumulator fragments per warp of the %dx%d tile, "
                    "more than 64",
                    c->warps_m, c->warps_n, frags, c->bm, c->bn);
  /* the most any target of the warp size has (sm_90, gfx950); the printers hold a kernel to
   * its own target's limit (cj__shared_limit) */
  uint32_t limit = c->warp_size == 32 ? 227u * 1024u : 160u * 1024u;
  if (c->wgmma && (c->warp_size != 32 || c->bk != 64 || c->bm % 64 ||
                   (c->bn != 64 && c->bn != 128 && c->bn != 256) || c->warps_m != c->bm / 16 ||
                   c->warps_n != 1 || c->stages < 3))
    return cj__fail(CJ_E_INVALID,
                    "gemm: warpgroup MMA needs warp 32, BK 64, BM a multiple of 64, BN 64, 128 "
                    "or 256, warps BM/16 x 1 and 3..5 stages (got tile %dx%dx%d, warps %dx%d, "
                    "%d stages)",
                    c->bm, c->bn, c->bk, c->warps_m, c->warps_n, c->stages);
  if (c->wgmma != 0 && c->wgmma != 1)
    return cj__fail(CJ_E_INVALID, "gemm: wgmma %d (0 or 1)", c->wgmma);
  if (cj__gemm_shared_bytes(c) > limit)
    return cj__fail(CJ_E_INVALID,
                    "gemm: stages x (BM + BN) x BK x 2 = %u bytes of shared "
                    "memory, more than %u",
                    cj__gemm_shared_bytes(c), limit);
  return CJ_OK;
}

/* ---- shared tiles: rows of 16-byte chunks, the chunk XOR-swizzled by the row ----------------- */
/* Bytes from one row of a shared tile to the next: its chunks, or 128 for the warpgroup MMA's
 * panels (rows of more than 8 chunks are stored as panels of 8 chunks, one after another,
 * each panel all the tile's rows: the descriptors' 1024-byte atoms of 8 rows x 128 bytes). */
static int row_bytes(const gm *g, int rowc) { return g->wg ? 128 : rowc * 16; }

static kir_val swz(gm *g, kir_val row, kir_val chunk, int rowc) {
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

/* &m[row][col] (16-bit elements; row, col I32) as a PTR */
static kir_val elem_addr(gm *g, kir_val base, uint32_t ld, kir_val row, kir_val col) {
  kir_builder *b = g->b;
  kir_val r = kir_cvt(b, KIR_ZEXT, KT_I64, row), c = kir_cvt(b, KIR_ZEXT, KT_I64, col);
  kir_val i = kir_bin(b, KIR_ADD, kir_bin(b, KIR_MUL, r, kir_i64(b, ld)), c);
  return kir_ptr_add(b, base, kir_bin(b, KIR_SHL, i, kir_i64(b, 1)));
}

static kir_val in_range(gm *g, kir_val x, uint32_t limit) {
  return kir_cmp(g->b, KIR_ULT, x, I(g, (int32_t)limit));
}

/* A 16-byte chunk gathered element by element (rows not 16-byte aligned, or a ragged edge). */
static void gather_chunk(gm *g, const operand *o, kir_val grow, kir_val gcol, kir_val dst) {
  kir_builder *b = g->b;
  kir_val row_ok = in_range(g, grow, o->rows_total), words[4];
  for (int e = 0; e < 8; e++) {
    kir_val col = bin(g, KIR_ADD, gcol, I(g, e));
    kir_val ok = kir_bin(b, KIR_AND, row_ok, in_range(g, col, o->cols_total));
    kir_val addr = kir_select(b, ok, elem_addr(g, o->base, o->ld, grow, col), o->base);
    kir_val v = kir_cvt(b, KIR_ZEXT, KT_I32, kir_load(b, KT_I16, addr, 2, KIR_HINT_NONE));
    v = kir_select(b, ok, v, I(g, 0));
    words[e / 2] = e % 2 ? bin(g, KIR_OR, words[e / 2], bin(g, KIR_SHL, v, I(g, 16))) : v;
  }
  kir_val vec = kir_splat(b, KT_V4I32, words[0]);
  for (int w = 1; w < 4; w++)
    vec = kir_insert(b, vec, w, words[w]);
  kir_store(b, dst, vec, 16, KIR_HINT_NONE);
}

/* The operand's shape and this thread's hoisted addresses for the output tile starting at
 * fixed0 (I32). The hoisted form needs whole 16-byte chunks, threads a multiple of the chunks
 * per row and passes a whole number of swizzle periods apart. */
static operand operand_at(gm *g, kir_val base, uint32_t ld, uint32_t rows_total,
                          uint32_t cols_total, int rows, int rowc, int k_rows, kir_val fixed0) {
  int threads = cj__gemm_threads(g->c);
  operand o = {base, ld, rows_total, cols_total, rows, rowc, k_rows, fixed0, 0, 0, 0, 0, 0, 0};
  int per = threads / rowc, period = rowc >= 8 ? 8 : 2 * rowc;
  if (ld % 8 || threads % rowc || per % period) return o;
  o.fast = 1;
  o.per = per;
  o.r0 = bin(g, KIR_LSHR, g->tid, I(g, log2i(rowc)));
  o.ch = bin(g, KIR_AND, g->tid, I(g, rowc - 1));
  kir_val col = bin(g, KIR_SHL, o.ch, I(g, 3));
  kir_val row = k_rows ? o.r0 : bin(g, KIR_ADD, fixed0, o.r0);
  if (k_rows) col = bin(g, KIR_ADD, fixed0, col);
  o.src0 = elem_addr(g, base, ld, row, col);
  o.dst0 = swz(g, o.r0, o.ch, rowc);
  return o;
}

/* The element chunk of pass i (hoisted form): in bounds, when any bound can be crossed
 * (0: never; the sizes are constants of the kernel). */
static kir_val fast_ok(gm *g, const operand *o, kir_val k0, int i) {
  kir_builder *b = g->b;
  const cj_gemm_cfg *c = g->c;
  int k_edge = c->k % (uint32_t)c->bk != 0;
  /* the other dimension: rows (k along columns) or chunk columns (k along rows) */
  uint32_t other_total = o->k_rows ? o->cols_total : o->rows_total;
  int other_extent = o->k_rows ? o->rowc * 8 : o->rows;
  int other_edge = other_total % (uint32_t)other_extent != 0;
  kir_val ok = 0;
  kir_val rr = bin(g, KIR_ADD, o->r0, I(g, i * o->per));
  if (k_edge) {
    kir_val kk =
        o->k_rows ? bin(g, KIR_ADD, k0, rr) : bin(g, KIR_ADD, k0, bin(g, KIR_SHL, o->ch, I(g, 3)));
    ok = in_range(g, kk, c->k);
  }
  if (other_edge) {
    kir_val x = o->k_rows ? bin(g, KIR_ADD, o->fixed0, bin(g, KIR_SHL, o->ch, I(g, 3)))
                          : bin(g, KIR_ADD, o->fixed0, rr);
    kir_val e = in_range(g, x, other_total);
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
static int amd_k_tr(const gm *g, int is_a) {
  const cj_gemm_cfg *c = g->c;
  if (c->warp_size != 64 || (is_a ? !c->a_col_major : c->b_col_major)) return 0;
  return (is_a ? c->m : c->n) % 8 == 0; /* the leading dimension: whole 16-byte chunks */
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
      if (k_edge) ok = in_range(g, gk, c->k);
      if (other_edge) {
        kir_val e = in_range(g, col, o->cols_total);
        ok = ok ? kir_bin(b, KIR_AND, ok, e) : e;
      }
      kir_val at = elem_addr(g, o->base, o->ld, gk, col);
      if (ok) at = kir_select(b, ok, at, o->base);
      kir_val x = kir_load(b, KT_V4I32, at, 16, KIR_HINT_NONE);
      for (int w = 0; w < 4; w++) {
        v[d][w] = kir_extract(b, x, w);
        if (ok) v[d][w] = kir_select(b, ok, v[d][w], I(g, 0));
      }
    }
    /* column 8 ch + e: the word of (k 2q, k 2q + 1); byte 4 (q % 4) of chunk q / 4 of its row */
    kir_val kc = bin(g, KIR_LSHR, kr, I(g, 3));
    kir_val within = bin(g, KIR_SHL, bin(g, KIR_AND, kr, I(g, 7)), I(g, 1));
    for (int e = 0; e < 8; e++) {
      kir_val lo = v[0][e / 2], hi = v[1][e / 2];
      kir_val word =
          e % 2 ? bin(g, KIR_OR, bin(g, KIR_LSHR, lo, I(g, 16)),
                      bin(g, KIR_AND, hi, I(g, (int32_t)0xffff0000u)))
                : bin(g, KIR_OR, bin(g, KIR_AND, lo, I(g, 0xffff)), bin(g, KIR_SHL, hi, I(g, 16)));
      kir_val row = bin(g, KIR_ADD, bin(g, KIR_SHL, ch, I(g, 3)), I(g, e));
      kir_val off = bin(g, KIR_ADD, swz(g, row, kc, c->bk / 8), within);
      kir_store(b, kir_ptr_add(b, sbase, off), word, 4, KIR_HINT_NONE);
    }
    if (guard) kir_if_end(b);
  }
}

/* Stages one operand's k tile starting at k0 (I32) into the shared ring at `sbase`: cp.async
 * of whole chunks when the rows are 16-byte aligned (a chunk is then all in or all out), else
 * a gather. */
static void stage_operand(gm *g, const operand *o, kir_val k0, kir_val sbase) {
  kir_builder *b = g->b;
  if (o->k_rows && amd_k_tr(g, o == &g->opa)) { /* AMD: transposed (above) */
    amd_stage_tr(g, o, k0, sbase);
    return;
  }
  int threads = cj__gemm_threads(g->c), total = o->rows * o->rowc;
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
      kir_val dst =
          kir_ptr_add(b, sbase, bin(g, KIR_ADD, o->dst0, I(g, i * o->per * row_bytes(g, o->rowc))));
      kir_val at = kir_ptr_add(b, src, kir_i64(b, (int64_t)i * o->per * o->ld * 2));
      kir_val ok = fast_ok(g, o, k0, i);
      if (ok) at = kir_select(b, ok, at, o->base);
      kir_cp_async(b, dst, at, 16, ok);
    } else {
      kir_val r = bin(g, KIR_LSHR, idx, I(g, sh)), ch = bin(g, KIR_AND, idx, I(g, o->rowc - 1));
      kir_val grow = bin(g, KIR_ADD, row0, r);
      kir_val gcol = bin(g, KIR_ADD, col0, bin(g, KIR_SHL, ch, I(g, 3)));
      kir_val dst = kir_ptr_add(b, sbase, swz(g, r, ch, o->rowc));
      if (o->ld % 8 == 0) {
        kir_val ok =
            kir_bin(b, KIR_AND, in_range(g, grow, o->rows_total), in_range(g, gcol, o->cols_total));
        kir_val at = kir_select(b, ok, elem_addr(g, o->base, o->ld, grow, gcol), o->base);
        kir_cp_async(b, dst, at, 16, ok);
      } else {
        gather_chunk(g, o, grow, gcol, dst);
      }
    }
    if (guard) kir_if_end(b);
  }
}

static kir_val stage_base(gm *g, int array, int stage_bytes, kir_val stage) {
  return kir_ptr_add(g->b, kir_shared(g->b, array), bin(g, KIR_MUL, stage, I(g, stage_bytes)));
}

/* A and B of the output tile at (tm0, tn0): their shapes and hoisted addresses. */
static void operands_at(gm *g) {
  const cj_gemm_cfg *c = g->c;
  g->opa = c->a_col_major ? operand_at(g, g->a, c->m, c->k, c->m, c->bk, c->bm / 8, 1, g->tm0)
                          : operand_at(g, g->a, c->k, c->m, c->k, c->bm, c->bk / 8, 0, g->tm0);
  g->opb = c->b_col_major ? operand_at(g, g->bm, c->k, c->n, c->k, c->bn, c->bk / 8, 0, g->tn0)
                          : operand_at(g, g->bm, c->n, c->k, c->n, c->bk, c->bn / 8, 1, g->tn0);
}

/* The number of k tiles of the current output tile (I32). */
static kir_val nk_of(gm *g) { return g->nk_c >= 0 ? I(g, g->nk_c) : g->nk; }

/* Tile j (I32, counted from kb) of A (part 1) and B (part 2) into ring slot `stage` (I32);
 * the before_stage hook comes first, with A. */
static void stage_parts(gm *g, kir_val j, kir_val stage, int parts) {
  const cj_gemm_cfg *c = g->c;
  kir_val kt = g->kb ? bin(g, KIR_ADD, g->kb, j) : j;
  if ((parts & 1) && g->io && g->io->before_stage) g->io->before_stage(g->io->user, g->tile_m, kt);
  kir_val k0 = bin(g, KIR_MUL, kt, I(g, c->bk));
  if (parts & 1) stage_operand(g, &g->opa, k0, stage_base(g, g->sa, g->a_stage, stage));
  if (parts & 2) stage_operand(g, &g->opb, k0, stage_base(g, g->sb, g->b_stage, stage));
}

static void stage_tiles(gm *g, kir_val kt, kir_val stage) { stage_parts(g, kt, stage, 3); }

/* Parts of tile `next` (I32) into its ring slot, when it exists (the hook may wait for it). */
static void stage_next_parts(gm *g, kir_val next, int parts) {
  kir_if_begin(g->b, kir_cmp(g->b, KIR_ULT, next, nk_of(g)));
  stage_parts(g, next, bin(g, KIR_UREM, next, I(g, g->c->stages)), parts);
  kir_if_end(g->b);
}

static void stage_next(gm *g, kir_val next) { stage_next_parts(g, next, 3); }

/* ---- NVIDIA: ldmatrix + mma.sync m16n8k16 per 16-deep k step ------------------------------- */
static kir_val pair(gm *g, kir_val v, int w) {
  kir_val x = kir_splat(g->b, KT_V2I32, kir_extract(g->b, v, w));
  return kir_insert(g->b, x, 1, kir_extract(g->b, v, w + 1));
}

/* The A and B fragments of one 16-deep k step of a warp (mi <= 16, nj <= 32). */
typedef struct nv_frags {
  kir_val a[16], b[32];
} nv_frags;

/* ldmatrix of k step ks (A x4 per 16 rows; B x4 per 16 columns) */
static void nv_load(gm *g, kir_val sa, kir_val sb, int ks, nv_frags *f) {
  kir_builder *b = g->b;
  const cj_gemm_cfg *c = g->c;
  kir_val *fa = f->a, *fb = f->b;
  kir_val l16 = bin(g, KIR_AND, g->lane, I(g, 15)), l7 = bin(g, KIR_AND, g->lane, I(g, 7));
  kir_val hi16 = bin(g, KIR_LSHR, g->lane, I(g, 4));
  kir_val mid = bin(g, KIR_AND, bin(g, KIR_LSHR, g->lane, I(g, 3)), I(g, 1));
  for (int i = 0; i < g->mi; i++) {
    kir_val row = bin(g, KIR_ADD, bin(g, KIR_MUL, g->warp_m, I(g, g->wm)), I(g, i * 16));
    if (c->a_col_major) { /* rows are k: matrix j = lane / 8 holds m block j % 2, k block j / 2 */
      kir_val k =
          bin(g, KIR_ADD, I(g, ks * 16), bin(g, KIR_ADD, bin(g, KIR_SHL, hi16, I(g, 3)), l7));
      kir_val ch = bin(g, KIR_ADD, bin(g, KIR_LSHR, row, I(g, 3)), mid);
      fa[i] = kir_ldmatrix(b, KT_V4I32, kir_ptr_add(b, sa, swz(g, k, ch, g->a_rowc)),
                           KIR_LDMATRIX_TRANS);
      continue;
    }
    row = bin(g, KIR_ADD, row, l16);
    kir_val ch = bin(g, KIR_ADD, I(g, ks * 2), hi16);
    fa[i] = kir_ldmatrix(b, KT_V4I32, kir_ptr_add(b, sa, swz(g, row, ch, g->a_rowc)), 0);
  }
  for (int jj = 0; jj < g->nj / 2; jj++) {
    kir_val n0 = bin(g, KIR_ADD, bin(g, KIR_MUL, g->warp_n, I(g, g->wn)), I(g, jj * 16));
    kir_val addr, m;
    if (c->b_col_major) { /* rows are n: x4 gives k 0-7 and 8-15 of two 8-column groups */
      kir_val n = bin(g, KIR_ADD, bin(g, KIR_ADD, n0, bin(g, KIR_SHL, hi16, I(g, 3))), l7);
      addr = swz(g, n, bin(g, KIR_ADD, I(g, ks * 2), mid), g->b_rowc);
      m = kir_ldmatrix(b, KT_V4I32, kir_ptr_add(b, sb, addr), 0);
    } else { /* rows are k: the transposed load gives the k-pairs of each column */
      kir_val k =
          bin(g, KIR_ADD, I(g, ks * 16), bin(g, KIR_ADD, bin(g, KIR_SHL, mid, I(g, 3)), l7));
      kir_val ch = bin(g, KIR_ADD, bin(g, KIR_LSHR, n0, I(g, 3)), hi16);
      m = kir_ldmatrix(b, KT_V4I32, kir_ptr_add(b, sb, swz(g, k, ch, g->b_rowc)),
                       KIR_LDMATRIX_TRANS);
    }
    fb[2 * jj] = pair(g, m, 0);
    fb[2 * jj + 1] = pair(g, m, 2);
  }
}

static void nv_mma(gm *g, const nv_frags *f) {
  kir_builder *b = g->b;
  kir_mma_shape sh = g->c->in == CJ_F16 ? KIR_MMA_M16N8K16_F16 : KIR_MMA_M16N8K16_BF16;
  for (int i = 0; i < g->mi; i++)
    for (int j = 0; j < g->nj; j++) {
      kir_var v = g->acc[i * g->nj + j];
      kir_var_set(b, v, kir_mma(b, sh, f->a[i], f->b[j], kir_var_get(b, v)));
    }
}

/* The k steps of one shared tile: each step's fragments, then its mma. (Double-buffering the
 * fragments in registers with the next tile's staging spread over the steps measured slower on
 * an H100, 2026-11-23: 128x128x32, 3 stages, 2 x 2 warps, 1024 x 3584 x 8192 bf16 195 us
 * against 161, 16384 x 3584 x 8192 2852 against 2483-2557.) */
static void nv_steps(gm *g, kir_val sa, kir_val sb) {
  nv_frags f;
  for (int ks = 0; ks < g->c->bk / 16; ks++) {
    nv_load(g, sa, sb, ks, &f);
    nv_mma(g, &f);
  }
}

/* ---- AMD: MFMA 32x32x8 per 8-deep k step -------------------------------------------------- */
/* k .. k + 3 of column x of a shared tile whose rows are k (row-major B, column-major A) */
static kir_val amd_k_rows(gm *g, kir_val sb, kir_val k, kir_val n, int rowc) {
  kir_builder *b = g->b;
  kir_val w[2];
  for (int e = 0; e < 4; e++) {
    kir_val kr = bin(g, KIR_ADD, k, I(g, e));
    kir_val off = bin(g, KIR_ADD, swz(g, kr, bin(g, KIR_LSHR, n, I(g, 3)), rowc),
                      bin(g, KIR_SHL, bin(g, KIR_AND, n, I(g, 7)), I(g, 1)));
    kir_val v = kir_cvt(b, KIR_ZEXT, KT_I32,
                        kir_load(b, KT_I16, kir_ptr_add(b, sb, off), 2, KIR_HINT_NONE));
    w[e / 2] = e % 2 ? bin(g, KIR_OR, w[e / 2], bin(g, KIR_SHL, v, I(g, 16))) : v;
  }
  return kir_insert(b, kir_splat(b, KT_V2I32, w[0]), 1, w[1]);
}

static void amd_step(gm *g, kir_val sa, kir_val sb, int ks) {
  kir_builder *b = g->b;
  const cj_gemm_cfg *c = g->c;
  kir_val fa[8], fb[8];
  kir_val j32 = bin(g, KIR_AND, g->lane, I(g, 31)), h = bin(g, KIR_LSHR, g->lane, I(g, 5));
  kir_val within = bin(g, KIR_SHL, h, I(g, 3)); /* k = 8 ks + 4h: byte 8h of chunk ks */
  for (int i = 0; i < g->mi; i++) {
    kir_val row = bin(g, KIR_ADD, bin(g, KIR_MUL, g->warp_m, I(g, g->wm)), I(g, i * 32));
    row = bin(g, KIR_ADD, row, j32);
    if (c->a_col_major && !amd_k_tr(g, 1)) {
      fa[i] = amd_k_rows(g, sa, bin(g, KIR_ADD, I(g, ks * 8), bin(g, KIR_SHL, h, I(g, 2))), row,
                         g->a_rowc);
      continue;
    }
    kir_val off = bin(g, KIR_ADD, swz(g, row, I(g, ks), c->bk / 8), within);
    fa[i] = kir_load(b, KT_V2I32, kir_ptr_add(b, sa, off), 8, KIR_HINT_NONE);
  }
  for (int j = 0; j < g->nj; j++) {
    kir_val n = bin(g, KIR_ADD, bin(g, KIR_MUL, g->warp_n, I(g, g->wn)), I(g, j * 32));
    n = bin(g, KIR_ADD, n, j32);
    if (c->b_col_major || amd_k_tr(g, 0)) {
      kir_val off = bin(g, KIR_ADD, swz(g, n, I(g, ks), c->bk / 8), within);
      fb[j] = kir_load(b, KT_V2I32, kir_ptr_add(b, sb, off), 8, KIR_HINT_NONE);
    } else {
      fb[j] = amd_k_rows(g, sb, bin(g, KIR_ADD, I(g, ks * 8), bin(g, KIR_SHL, h, I(g, 2))), n,
                         g->b_rowc);
    }
  }
  kir_mma_shape sh = c->in == CJ_F16 ? KIR_MMA_M32N32K8_F16 : KIR_MMA_M32N32K8_BF16;
  for (int i = 0; i < g->mi; i++)
    for (int j = 0; j < g->nj; j++) {
      kir_var v = g->acc[i * g->nj + j];
      kir_var_set(b, v, kir_mma(b, sh, fa[i], fb[j], kir_var_get(b, v)));
    }
}

/* ---- epilogue: f32 accumulators to C, masked at the edges ----------------------------------- */
static kir_val to_out(gm *g, kir_val bits) {
  kir_builder *b = g->b;
  if (g->c->out == CJ_F32) return bits;
  kir_type t = g->c->out == CJ_F16 ? KT_F16 : KT_BF16;
  kir_val h = kir_cvt(b, KIR_FTRUNC, t, kir_cvt(b, KIR_BITCAST, KT_F32, bits));
  return kir_cvt(b, KIR_ZEXT, KT_I32, kir_cvt(b, KIR_BITCAST, KT_I16, h));
}

/* The accumulator bits plus bias[col] (fused ops), as F32 bits. */
static kir_val add_bias(gm *g, kir_val col, kir_val bits) {
  kir_builder *b = g->b;
  if (!g->io || !g->io->bias) return bits;
  kir_val off = kir_bin(b, KIR_SHL, kir_cvt(b, KIR_ZEXT, KT_I64, col), kir_i64(b, 1));
  kir_val h = kir_load(b, KT_I16, kir_ptr_add(b, g->io->bias, off), 2, KIR_HINT_NONE);
  kir_val bf = kir_cvt(b, KIR_FEXT, KT_F32,
                       kir_cvt(b, KIR_BITCAST, g->c->in == CJ_F16 ? KT_F16 : KT_BF16, h));
  kir_val sum = kir_bin(b, KIR_ADD, kir_cvt(b, KIR_BITCAST, KT_F32, bits), bf);
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
  kir_val ok = kir_bin(b, KIR_AND, in_range(g, row, g->c->m), in_range(g, col, g->c->n));
  kir_if_begin(b, ok);
  kir_val v = to_out(g, add_bias(g, col, bits));
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
  kir_val ok = kir_bin(b, KIR_AND, in_range(g, row, g->c->m), in_range(g, col, g->c->n));
  kir_if_begin(b, ok);
  kir_val y0 = to_out(g, add_bias(g, col, x0));
  kir_val y1 = to_out(g, add_bias(g, bin(g, KIR_ADD, col, I(g, 1)), x1));
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
  return g->wg && (!g->io || !g->io->c_at) && (uint64_t)c->n * osz % 16 == 0 &&
         (uint64_t)c->bm * (uint64_t)c->bn * osz <= cj__gemm_shared_bytes(c);
}

static kir_val stage_at(gm *g, kir_val row, kir_val byte, int row_bytes) {
  kir_val chunk = bin(g, KIR_LSHR, byte, I(g, 4));
  kir_val phys = bin(g, KIR_XOR, chunk, bin(g, KIR_AND, row, I(g, 7)));
  kir_val off = bin(g, KIR_ADD, bin(g, KIR_MUL, row, I(g, row_bytes)),
                    bin(g, KIR_ADD, bin(g, KIR_SHL, phys, I(g, 4)), bin(g, KIR_AND, byte, I(g, 15))));
  return kir_ptr_add(g->b, kir_shared(g->b, g->sa), off);
}

static void epilogue_staged(gm *g) {
  kir_builder *b = g->b;
  const cj_gemm_cfg *c = g->c;
  int osz = (int)cj_dtype_size(c->out), row_bytes = c->bn * osz, chunks = row_bytes / 16;
  int threads = cj__gemm_threads(c);
  kir_comment(b, "epilogue: accumulators to C through shared memory, 16-byte chunks");
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
      kir_val y0 = to_out(g, add_bias(g, gcol, kir_extract(b, d, 2 * h)));
      kir_val y1 = to_out(g, add_bias(g, bin(g, KIR_ADD, gcol, I(g, 1)), kir_extract(b, d, 2 * h + 1)));
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
  kir_val col_ok = in_range(g, ecol, c->n);
  for (int p = 0; p < c->bm / per; p++) {
    kir_val row = bin(g, KIR_ADD, tr, I(g, p * per));
    kir_val grow = bin(g, KIR_ADD, g->tm0, row);
    kir_val v = kir_load(b, KT_V4I32, stage_at(g, row, bin(g, KIR_SHL, tc, I(g, 4)), row_bytes), 16,
                         KIR_HINT_NONE);
    kir_if_begin(b, kir_bin(b, KIR_AND, col_ok, in_range(g, grow, c->m)));
    kir_store(b, c_addr(g, grow, ecol), v, 16, KIR_HINT_NONE);
    kir_if_end(b);
  }
}

static void epilogue(gm *g) {
  if (staged_out(g)) {
    epilogue_staged(g);
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

/* ---- the kernel ------------------------------------------------------------------------------ */
/* This block's tile t (I32): tiles in groups of G (cj__gemm_group_m) rows of tiles, column by
 * column within a group, so that blocks that run together share A rows and B columns in L2
 * (G 1: row by row). */
static void tile_at(gm *g, kir_val t) {
  const cj_gemm_cfg *c = g->c;
  int group = cj__gemm_group_m(c);
  int tiles_n = (int)((c->n + (uint32_t)c->bn - 1) / (uint32_t)c->bn);
  int tiles_m = (int)((c->m + (uint32_t)c->bm - 1) / (uint32_t)c->bm), per = group * tiles_n;
  kir_val first = bin(g, KIR_MUL, bin(g, KIR_UDIV, t, I(g, per)), I(g, group));
  kir_val rows = bin(g, KIR_UMIN, bin(g, KIR_SUB, I(g, tiles_m), first), I(g, group));
  kir_val in = bin(g, KIR_UREM, t, I(g, per));
  g->tile_m = bin(g, KIR_ADD, first, bin(g, KIR_UREM, in, rows));
  g->tm0 = bin(g, KIR_MUL, g->tile_m, I(g, c->bm));
  g->tn0 = bin(g, KIR_MUL, bin(g, KIR_UDIV, in, rows), I(g, c->bn));
}

static void setup(gm *g) {
  kir_builder *b = g->b;
  const cj_gemm_cfg *c = g->c;
  int w = c->warp_size;
  g->tid = kir_tid(b);
  g->lane = bin(g, KIR_AND, g->tid, I(g, w - 1));
  kir_val warp = bin(g, KIR_LSHR, g->tid, I(g, log2i(w)));
  g->warp_m = bin(g, KIR_UDIV, warp, I(g, c->warps_n));
  g->warp_n = bin(g, KIR_UREM, warp, I(g, c->warps_n));
  g->wm = c->bm / c->warps_m;
  g->wn = c->bn / c->warps_n;
  int frag_m = w == 32 ? 16 : 32, frag_n = w == 32 ? 8 : 32;
  g->mi = g->wm / frag_m;
  g->nj = g->wn / frag_n;
  g->a_rowc = c->a_col_major ? c->bm / 8 : c->bk / 8;
  g->b_rowc = c->b_col_major ? c->bk / 8 : c->bn / 8;
  g->a_stage = c->bm * c->bk * 2;
  g->b_stage = c->bn * c->bk * 2;
  g->wg = c->wgmma;
  int align = g->wg ? KIR_SHARED_ALIGN : 16; /* the descriptors' swizzle atoms */
  g->sa = kir_shared_new(b, "a_ring", g->a_stage * c->stages, align);
  g->sb = kir_shared_new(b, "b_ring", g->b_stage * c->stages, align);
  kir_type at = w == 32 ? KT_V4I32 : KT_V16I32;
  for (int i = 0; i < g->mi * g->nj; i++)
    g->acc[i] = kir_var_new(b, "acc", at, kir_splat(b, at, I(g, 0)));
  g->dbuf = w == 32 && !g->wg && (c->pipeline == 1 || (c->pipeline == 0 && c->bk == 64));
  g->kb = 0;
  g->nk_c = (int)((c->k + (uint32_t)c->bk - 1) / (uint32_t)c->bk);
  if (g->dbuf) {
    for (int i = 0; i < g->mi; i++)
      g->fa[i] = kir_var_new(b, "fa", KT_V4I32, kir_splat(b, KT_V4I32, I(g, 0)));
    for (int j = 0; j < g->nj; j++)
      g->fb[j] = kir_var_new(b, "fb", KT_V2I32, kir_splat(b, KT_V2I32, I(g, 0)));
  }
}

/* The first S - 1 k tiles of the range into ring slots 0.., a copy group each (empty groups
 * past the range's end keep the group count). */
static void prologue(gm *g, const char *what) {
  kir_builder *b = g->b;
  int s = g->c->stages;
  if (g->nk_c >= 0)
    kir_comment(b, "prologue: the first %d of %d k tiles in flight%s", s - 1, g->nk_c, what);
  else
    kir_comment(b, "prologue: the first %d k tiles of the block's range in flight%s", s - 1,
                what);
  for (int i = 0; i < s - 1; i++) {
    if (g->nk_c < 0) kir_if_begin(b, kir_cmp(b, KIR_ULT, I(g, i), g->nk));
    if (g->nk_c < 0 || i < g->nk_c) stage_tiles(g, I(g, i), I(g, i));
    if (g->nk_c < 0) kir_if_end(b);
    kir_cp_commit(b);
  }
}

/* The double-buffered loop: the fragments of the next k step are loaded while this step
 * multiplies.
 *
 * Ring-slot safety: tile kt + S - 1 goes into slot (kt - 1) % S at steps 0 and 1 of tile kt.
 * Every read of that slot is an ldmatrix of tile kt - 1, issued at the latest at step KS - 2 of
 * tile kt - 1 (the prefetch of its last step); step KS - 1 of tile kt - 1 then meets the block
 * at a barrier before anything else touches shared memory, so no warp still reads the slot
 * when any warp's copies into it start. That barrier also follows a wait for tile kt's group
 * (groups committed by then: S - 1 in the prologue plus one per tile up to kt - 1, so S - 2
 * may stay pending), and the prefetch of tile kt's first step comes after it. */
static void nv_vars_set(gm *g, const nv_frags *f) {
  for (int i = 0; i < g->mi; i++)
    kir_var_set(g->b, g->fa[i], f->a[i]);
  for (int j = 0; j < g->nj; j++)
    kir_var_set(g->b, g->fb[j], f->b[j]);
}

static void main_loop_pipelined(gm *g) {
  kir_builder *b = g->b;
  const cj_gemm_cfg *c = g->c;
  int s = c->stages;
  int ks_n = c->bk / 16;
  operands_at(g);
  prologue(g, ", step 0's fragments");
  kir_cp_wait(b, s - 2);
  kir_barrier(b);
  nv_frags f;
  nv_load(g, stage_base(g, g->sa, g->a_stage, I(g, 0)), stage_base(g, g->sb, g->b_stage, I(g, 0)),
          0, &f);
  nv_vars_set(g, &f);
  kir_val kt = kir_for_begin(b, I(g, 0), nk_of(g), I(g, 1), 0);
  kir_val stage = bin(g, KIR_UREM, kt, I(g, s));
  kir_val sa = stage_base(g, g->sa, g->a_stage, stage),
          sb = stage_base(g, g->sb, g->b_stage, stage);
  kir_val next = bin(g, KIR_ADD, kt, I(g, s - 1)), kt1 = bin(g, KIR_ADD, kt, I(g, 1));
  for (int ks = 0; ks < ks_n; ks++) {
    if (ks == 0) stage_next_parts(g, next, 1);
    if (ks == 1) {
      stage_next_parts(g, next, 2);
      kir_cp_commit(b);
    }
    if (ks == ks_n - 1) {
      kir_cp_wait(b, s - 2);
      kir_barrier(b);
    }
    nv_frags cur, nf;
    for (int i = 0; i < g->mi; i++)
      cur.a[i] = kir_var_get(b, g->fa[i]);
    for (int j = 0; j < g->nj; j++)
      cur.b[j] = kir_var_get(b, g->fb[j]);
    if (ks < ks_n - 1) {
      nv_load(g, sa, sb, ks + 1, &nf);
      nv_vars_set(g, &nf);
    } else {
      kir_if_begin(b, kir_cmp(b, KIR_ULT, kt1, nk_of(g)));
      kir_val st1 = bin(g, KIR_UREM, kt1, I(g, s));
      nv_load(g, stage_base(g, g->sa, g->a_stage, st1), stage_base(g, g->sb, g->b_stage, st1), 0,
              &nf);
      nv_vars_set(g, &nf);
      kir_if_end(b);
    }
    nv_mma(g, &cur);
  }
  kir_for_end(b);
}

/* ---- NVIDIA sm_90: warpgroup MMA ------------------------------------------------------------ */
/* The descriptor of this warpgroup's A (64 rows) or of B at k step ks of the slot at `base`
 * (shared-window address, I32). K-major operands advance 32 bytes a step inside their
 * 128-byte rows; MN-major ones (k along the rows, panels of 64 columns) two 8-row atoms. */
static kir_val wg_desc(gm *g, kir_val base, int mn, int ks, int panel_bytes) {
  kir_val at = bin(g, KIR_ADD, base, I(g, mn ? ks * 2048 : ks * 32));
  return kir_wgmma_desc(g->b, at, mn ? (uint32_t)panel_bytes : 16u, 1024u);
}

static kir_wgmma_shape wg_shape(const cj_gemm_cfg *c) {
  int i = c->bn == 64 ? 0 : c->bn == 128 ? 1 : 2;
  return (kir_wgmma_shape)(c->in == CJ_F16 ? KIR_WGMMA_N64_F16 + i : KIR_WGMMA_N64_BF16 + i);
}

/* Ring-slot safety: tile kt + S - 2 goes into slot (kt - 2) % S after the barrier of tile kt.
 * The last reads of that slot are tile kt - 2's wgmmas; each warpgroup retired them (wait 1
 * after issuing tile kt - 1's) before it reached that barrier. Tile kt's copies are complete
 * (S - 2 groups in the prologue plus one per tile before kt: S - 3 may stay pending) and
 * fenced for the async proxy by every thread before the barrier. */
static void main_loop_wg(gm *g) {
  kir_builder *b = g->b;
  const cj_gemm_cfg *c = g->c;
  int s = c->stages;
  operands_at(g);
  kir_comment(b, "prologue: the first %d k tiles in flight (warpgroup MMA keeps one more slot "
                 "for the wgmmas in flight)", s - 2);
  for (int i = 0; i < s - 2; i++) {
    if (g->nk_c < 0) kir_if_begin(b, kir_cmp(b, KIR_ULT, I(g, i), g->nk));
    if (g->nk_c < 0 || i < g->nk_c) stage_tiles(g, I(g, i), I(g, i));
    if (g->nk_c < 0) kir_if_end(b);
    kir_cp_commit(b);
  }
  kir_val wgi = bin(g, KIR_LSHR, g->tid, I(g, 7)); /* this thread's warpgroup: rows 64 wgi.. */
  kir_val a_off = bin(g, KIR_MUL, wgi, I(g, c->a_col_major ? c->bk * 128 : 64 * 128));
  kir_val kt = kir_for_begin(b, I(g, 0), nk_of(g), I(g, 1), 0);
  kir_cp_wait(b, s - 3);
  if (cj__gemm_plant != CJ_GEMM_PLANT_NO_PROXY_FENCE) kir_proxy_fence(b);
  kir_barrier(b);
  kir_val stage = bin(g, KIR_UREM, kt, I(g, s));
  stage_next(g, bin(g, KIR_ADD, kt, I(g, cj__gemm_plant == CJ_GEMM_PLANT_SLOT ? s - 1 : s - 2)));
  kir_cp_commit(b);
  kir_val sa = kir_shared_addr(b, stage_base(g, g->sa, g->a_stage, stage));
  kir_val sb = kir_shared_addr(b, stage_base(g, g->sb, g->b_stage, stage));
  sa = bin(g, KIR_ADD, sa, a_off);
  unsigned flags = (c->a_col_major ? KIR_WGMMA_MN_A : 0) | (c->b_col_major ? 0 : KIR_WGMMA_MN_B);
  if (cj__gemm_plant != CJ_GEMM_PLANT_NO_WGMMA_FENCE) kir_wgmma_fence(b);
  for (int ks = 0; ks < c->bk / 16; ks++)
    kir_wgmma(b, wg_shape(c), g->acc[0], wg_desc(g, sa, c->a_col_major, ks, c->bk * 128),
              wg_desc(g, sb, !c->b_col_major, ks, c->bk * 128), flags);
  kir_wgmma_commit(b);
  if (cj__gemm_plant != CJ_GEMM_PLANT_NO_WAIT) kir_wgmma_wait(b, 1);
  kir_for_end(b);
  kir_wgmma_wait(b, 0);
}

static void main_loop(gm *g) {
  if (g->wg) {
    main_loop_wg(g);
    return;
  }
  if (g->dbuf) {
    main_loop_pipelined(g);
    return;
  }
  kir_builder *b = g->b;
  const cj_gemm_cfg *c = g->c;
  int s = c->stages;
  operands_at(g);
  prologue(g, "");
  kir_val kt = kir_for_begin(b, I(g, 0), nk_of(g), I(g, 1), 0);
  kir_cp_wait(b, s - 2);
  kir_barrier(b);
  kir_val stage = bin(g, KIR_UREM, kt, I(g, s));
  kir_val sa = stage_base(g, g->sa, g->a_stage, stage),
          sb = stage_base(g, g->sb, g->b_stage, stage);
  kir_val next = bin(g, KIR_ADD, kt, I(g, s - 1));
  stage_next(g, next);
  kir_cp_commit(b);
  if (c->warp_size == 32)
    nv_steps(g, sa, sb);
  else
    for (int ks = 0; ks < c->bk / 8; ks++)
      amd_step(g, sa, sb, ks);
  kir_for_end(b);
}

/* ---- the split last wave -------------------------------------------------------------------- */
/* Part `part` (I32, tail tile i's part j at i S + j) of the f32 partial tiles: word w of
 * accumulator fragment f of thread tid at 16 ((f Q + w / 4) threads + tid) + 4 (w % 4), Q = the
 * fragment's words / 4 (whole 16-byte accesses, each thread's own). */
static kir_val part_piece(gm *g, const cj_gemm_sched *s, kir_val ws, kir_val part, int f, int q) {
  kir_builder *b = g->b;
  int threads = cj__gemm_threads(g->c), qn = g->c->warp_size == 32 ? 1 : 4;
  kir_val at = kir_bin(b, KIR_MUL, kir_cvt(b, KIR_ZEXT, KT_I64, part),
                       kir_i64(b, (int64_t)slot_bytes(g->c)));
  at = kir_bin(b, KIR_ADD, at, kir_i64(b, (int64_t)ticket_bytes(s)));
  kir_val off = bin(g, KIR_SHL, bin(g, KIR_ADD, I(g, (f * qn + q) * threads), g->tid), I(g, 4));
  at = kir_bin(b, KIR_ADD, at, kir_cvt(b, KIR_ZEXT, KT_I64, off));
  return kir_ptr_add(b, ws, at);
}

static kir_val words4(gm *g, kir_val v, int q) {
  kir_builder *b = g->b;
  if (g->c->warp_size == 32) return v;
  kir_val x = kir_splat(b, KT_V4I32, kir_extract(b, v, 4 * q));
  for (int e = 1; e < 4; e++)
    x = kir_insert(b, x, e, kir_extract(b, v, 4 * q + e));
  return x;
}

/* acc (F32 bits) += the four words of `piece` at words 4q.. */
static kir_val add_piece(gm *g, kir_val acc, kir_val piece, int q) {
  kir_builder *b = g->b;
  int base = g->c->warp_size == 32 ? 0 : 4 * q;
  for (int e = 0; e < 4; e++) {
    kir_val x = kir_cvt(b, KIR_BITCAST, KT_F32, kir_extract(b, acc, base + e));
    kir_val y = kir_cvt(b, KIR_BITCAST, KT_F32, kir_extract(b, piece, e));
    acc = kir_insert(b, acc, base + e, kir_cvt(b, KIR_BITCAST, KT_I32, kir_bin(b, KIR_ADD, x, y)));
  }
  return acc;
}

static void zero_acc(gm *g) {
  kir_type at = g->c->warp_size == 32 ? KT_V4I32 : KT_V16I32;
  for (int i = 0; i < g->mi * g->nj; i++)
    kir_var_set(g->b, g->acc[i], kir_splat(g->b, at, I(g, 0)));
}

/* Part j of tail tile i (I32 values) is in the accumulators: store it, take the tile's ticket,
 * and when this block is the last of the S parts, sum all S in part order (the result does not
 * depend on which part finished last), store the tile and reset the ticket for the next
 * launch. */
static void tail_part(gm *g, const cj_gemm_sched *s, kir_val ws, int ticket_sh, kir_val i,
                      kir_val j) {
  kir_builder *b = g->b;
  int qn = g->c->warp_size == 32 ? 1 : 4, nf = g->mi * g->nj;
  kir_val first = bin(g, KIR_MUL, i, I(g, (int32_t)s->split));
  kir_val own = bin(g, KIR_ADD, first, j);
  kir_comment(b, "a part of a split tile: its f32 sums to the workspace, then the tile's ticket");
  for (int f = 0; f < nf; f++)
    for (int q = 0; q < qn; q++)
      kir_store(b, part_piece(g, s, ws, own, f, q), words4(g, kir_var_get(b, g->acc[f]), q), 16,
                KIR_HINT_NONE);
  kir_barrier(b); /* every thread's sums are stored */
  kir_val ticket =
      kir_ptr_add(b, ws, kir_bin(b, KIR_SHL, kir_cvt(b, KIR_ZEXT, KT_I64, i), kir_i64(b, 2)));
  kir_val shared = kir_shared(b, ticket_sh);
  kir_if_begin(b, kir_cmp(b, KIR_EQ, g->tid, I(g, 0)));
  kir_store(b, shared,
            kir_atomic_rmw(b, KIR_RMW_ADD, ticket, I(g, 1), KIR_ACQ_REL, KIR_SCOPE_DEVICE), 4,
            KIR_HINT_NONE);
  kir_if_end(b);
  kir_barrier(b); /* the ticket's value (and thread 0's acquire) for the whole block */
  kir_val got = kir_load(b, KT_I32, shared, 4, KIR_HINT_NONE);
  kir_if_begin(b, kir_cmp(b, KIR_EQ, got, I(g, (int32_t)s->split - 1)));
  kir_comment(b, "the last part to finish: the %u parts summed in order", s->split);
  zero_acc(g);
  kir_val pj = kir_for_begin(b, I(g, 0), I(g, (int32_t)s->split), I(g, 1), 0);
  kir_val part = bin(g, KIR_ADD, first, pj);
  for (int f = 0; f < nf; f++) {
    kir_val acc = kir_var_get(b, g->acc[f]);
    for (int q = 0; q < qn; q++)
      acc = add_piece(
          g, acc, kir_load(b, KT_V4I32, part_piece(g, s, ws, part, f, q), 16, KIR_HINT_NONE), q);
    kir_var_set(b, g->acc[f], acc);
  }
  kir_for_end(b);
  epilogue(g);
  kir_if_begin(b, kir_cmp(b, KIR_EQ, g->tid, I(g, 0)));
  kir_atomic_store(b, ticket, I(g, 0), KIR_RELAXED, KIR_SCOPE_DEVICE);
  kir_if_end(b);
  kir_if_end(b);
}

/* Blocks [0, dp): a whole tile each; the rest: one part of a tail tile. */
static void split_wave(gm *g, const cj_gemm_sched *s, kir_val ws) {
  kir_builder *b = g->b;
  int ticket_sh = kir_shared_new(b, "ticket", 4, 4);
  kir_val bid = kir_bid(b);
  kir_if_begin(b, kir_cmp(b, KIR_ULT, bid, I(g, (int32_t)s->dp)));
  tile_at(g, bid);
  main_loop(g);
  epilogue(g);
  kir_else(b);
  kir_val u = bin(g, KIR_SUB, bid, I(g, (int32_t)s->dp));
  kir_val i = bin(g, KIR_UDIV, u, I(g, (int32_t)s->split));
  kir_val j = bin(g, KIR_SUB, u, bin(g, KIR_MUL, i, I(g, (int32_t)s->split)));
  /* part j: k tiles [j KT / S, (j + 1) KT / S) */
  kir_val kb = bin(g, KIR_UDIV, bin(g, KIR_MUL, j, I(g, (int32_t)s->ktiles)), I(g, (int32_t)s->split));
  kir_val ke = bin(g, KIR_UDIV, bin(g, KIR_MUL, bin(g, KIR_ADD, j, I(g, 1)), I(g, (int32_t)s->ktiles)),
                   I(g, (int32_t)s->split));
  tile_at(g, bin(g, KIR_ADD, i, I(g, (int32_t)s->dp)));
  zero_acc(g);
  g->kb = kb;
  g->nk = bin(g, KIR_SUB, ke, kb);
  g->nk_c = -1;
  main_loop(g);
  tail_part(g, s, ws, ticket_sh, i, j);
  kir_if_end(b);
}

/* ", group-m G" when G is not the default (the default's comments stay as they were) */
static const char *group_note(const cj_gemm_cfg *c) {
  static _Thread_local char buf[32];
  if (cj__gemm_group_m(c) == CJ_GEMM_GROUP_M) return "";
  snprintf(buf, sizeof buf, ", group-m %d", c->group_m);
  return buf;
}

cj_status cj__gemm_kernel(const cj_gemm_cfg *c, const char *name, kir_kernel **out) {
  *out = NULL;
  cj_status s = cj__gemm_check(c);
  if (s) return s;
  cj_gemm_sched sched;
  cj__gemm_schedule(c, &sched);
  kir_kernel *k = kir_kernel_new(name, cj__gemm_threads(c), (int)sched.blocks, c->warp_size);
  if (!k) return cj__fail(CJ_E_OOM, "gemm: out of memory");
  k->shared_dynamic_ok = 1; /* its launchers (gemm_emit's manifest) pass cj__dynamic_shared */
  kir_builder b;
  kir_builder_init(&b, k);
  gm g = {.b = &b, .c = c};
  g.a = kir_param_new(&b, "a", KT_PTR, KIR_PARAM_NOALIAS | KIR_PARAM_READONLY, 16);
  g.bm = kir_param_new(&b, "b", KT_PTR, KIR_PARAM_NOALIAS | KIR_PARAM_READONLY, 16);
  g.cm = kir_param_new(&b, "c", KT_PTR, KIR_PARAM_NOALIAS, 16);
  kir_val ws = sched.on ? kir_param_new(&b, "ws", KT_PTR, KIR_PARAM_NOALIAS, 16) : 0;
  kir_comment(&b, "gemm %ux%ux%u %s -> %s, B %s, tile %dx%dx%d, %d stages, warps %dx%d%s%s", c->m,
              c->n, c->k, cj_dtype_name(c->in), cj_dtype_name(c->out),
              c->b_col_major ? "column-major" : "row-major", c->bm, c->bn, c->bk, c->stages,
              c->warps_m, c->warps_n, c->a_col_major ? ", A column-major" : "", group_note(c));
  if (sched.on)
    kir_comment(&b, "tiles [0, %u) one per block, the last wave's %u tiles in %u parts along k",
                sched.dp, sched.tail, sched.split);
  setup(&g);
  if (sched.on) {
    split_wave(&g, &sched, ws);
  } else {
    tile_at(&g, kir_bid(&b));
    main_loop(&g);
    epilogue(&g);
  }
  if (kir_builder_finish(&b)) {
    s = cj__fail(CJ_E_INTERNAL, "gemm generator built invalid IR: %s", b.err);
    kir_kernel_free(k);
    return s;
  }
  *out = k;
  return CJ_OK;
}

void cj__gemm_emit(kir_builder *b, const cj_gemm_cfg *c, const cj_gemm_io *io, kir_val first,
                   kir_val step) {
  gm g = {.b = b, .c = c, .io = io, .a = io->a, .bm = io->b, .cm = io->c};
  kir_comment(b, "gemm %ux%ux%u %s, tile %dx%dx%d, %d stages, warps %dx%d, persistent%s%s%s",
              c->m, c->n, c->k, cj_dtype_name(c->in), c->bm, c->bn, c->bk, c->stages, c->warps_m,
              c->warps_n, io->bias ? ", bias" : "", c->a_col_major ? ", A column-major" : "",
              group_note(c));
  setup(&g);
  kir_type at = c->warp_size == 32 ? KT_V4I32 : KT_V16I32;
  kir_val t = kir_for_begin(b, first, I(&g, cj__gemm_grid(c)), step, 0);
  tile_at(&g, t);
  for (int i = 0; i < g.mi * g.nj; i++)
    kir_var_set(b, g.acc[i], kir_splat(b, at, I(&g, 0)));
  main_loop(&g);
  epilogue(&g);
  if (io->after_tile) io->after_tile(io->user, g.tile_m, g.tm0, g.tn0);
  kir_cp_wait(b, 0); /* the next tile's prologue reuses the ring */
  kir_barrier(b);
  kir_for_end(b);
}
