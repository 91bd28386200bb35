/* GEMM tiles in kir: the main loops (mma.sync fed by ldmatrix, single or double-buffered;
 * MFMA; warpgroup MMA through shared-memory descriptors). */
#include "gen_gemm_impl.h"

#include <stdio.h>
#include <string.h>

#include "support.h"

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
      fa[i] = kir_ldmatrix(b, KT_V4I32, kir_ptr_add(b, sa, gg_swz(g, k, ch, g->a_rowc)),
                           KIR_LDMATRIX_TRANS);
      continue;
    }
    row = bin(g, KIR_ADD, row, l16);
    kir_val ch = bin(g, KIR_ADD, I(g, ks * 2), hi16);
    fa[i] = kir_ldmatrix(b, KT_V4I32, kir_ptr_add(b, sa, gg_swz(g, row, ch, g->a_rowc)), 0);
  }
  for (int jj = 0; jj < g->nj / 2; jj++) {
    kir_val n0 = bin(g, KIR_ADD, bin(g, KIR_MUL, g->warp_n, I(g, g->wn)), I(g, jj * 16));
    kir_val addr, m;
    if (c->b_col_major) { /* rows are n: x4 gives k 0-7 and 8-15 of two 8-column groups */
      kir_val n = bin(g, KIR_ADD, bin(g, KIR_ADD, n0, bin(g, KIR_SHL, hi16, I(g, 3))), l7);
      addr = gg_swz(g, n, bin(g, KIR_ADD, I(g, ks * 2), mid), g->b_rowc);
      m = kir_ldmatrix(b, KT_V4I32, kir_ptr_add(b, sb, addr), 0);
    } else { /* rows are k: the transposed load gives the k-pairs of each column */
      kir_val k =
          bin(g, KIR_ADD, I(g, ks * 16), bin(g, KIR_ADD, bin(g, KIR_SHL, mid, I(g, 3)), l7));
      kir_val ch = bin(g, KIR_ADD, bin(g, KIR_LSHR, n0, I(g, 3)), hi16);
      m = kir_ldmatrix(b, KT_V4I32, kir_ptr_add(b, sb, gg_swz(g, k, ch, g->b_rowc)),
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
/* k .. k + 2 words - 1 of column x of a shared tile whose rows are k (row-major B,
 * column-major A), packed two to a word: V2I32 (words 2) or V4I32 (words 4) */
static kir_val amd_k_rows(gm *g, kir_val sb, kir_val k, kir_val n, int rowc, int words) {
  kir_builder *b = g->b;
  kir_val w[4];
  for (int e = 0; e < 2 * words; e++) {
    kir_val kr = bin(g, KIR_ADD, k, I(g, e));
    kir_val off = bin(g, KIR_ADD, gg_swz(g, kr, bin(g, KIR_LSHR, n, I(g, 3)), rowc),
                      bin(g, KIR_SHL, bin(g, KIR_AND, n, I(g, 7)), I(g, 1)));
    kir_val v = kir_cvt(b, KIR_ZEXT, KT_I32,
                        kir_load(b, KT_I16, kir_ptr_add(b, sb, off), 2, KIR_HINT_NONE));
    w[e / 2] = e % 2 ? bin(g, KIR_OR, w[e / 2], bin(g, KIR_SHL, v, I(g, 16))) : v;
  }
  kir_val r = kir_splat(b, words == 4 ? KT_V4I32 : KT_V2I32, w[0]);
  for (int i = 1; i < words; i++)
    r = kir_insert(b, r, i, w[i]);
  return r;
}

/* gfx950: the 16-byte fragment (k 16 ks + 8h .. + 7 of column x0 + (lane % 32), h = lane / 32)
 * of a tile whose rows are k (gg_amd_tr_read), as two transposing reads of 4 k each. Lane
 * 16q + 4b + c of each half points at k row 4r + b of read r (r = 0, 1) and columns
 * x0 + 16q + 4c .. + 3; DS_READ_TR16 then hands lane 16q + j of the 16 the column
 * x0 + 16q + j, rows 4r .. 4r + 3 (kir.h). x0 is a multiple of 32, so the 4 rows x 4 chunks of
 * half a wave are the block gg_swz_tr spreads over all the banks. */
static kir_val amd_tr_frag(gm *g, kir_val s, int ks, kir_val x0, int rowc) {
  kir_builder *b = g->b;
  kir_val l16 = bin(g, KIR_AND, g->lane, I(g, 15));
  kir_val rb = bin(g, KIR_LSHR, l16, I(g, 2)), cg = bin(g, KIR_AND, l16, I(g, 3));
  if (cj__gemm_plant == CJ_GEMM_PLANT_TR_LANES) { /* the lanes' roles swapped: a wrong read */
    kir_val t = rb;
    rb = cg, cg = t;
  }
  kir_val q = bin(g, KIR_AND, bin(g, KIR_LSHR, g->lane, I(g, 4)), I(g, 1));
  kir_val h = bin(g, KIR_LSHR, g->lane, I(g, 5));
  kir_val x = bin(g, KIR_ADD, x0, bin(g, KIR_ADD, bin(g, KIR_SHL, q, I(g, 4)),
                                       bin(g, KIR_SHL, cg, I(g, 2))));
  kir_val chunk = bin(g, KIR_LSHR, x, I(g, 3));
  kir_val within = bin(g, KIR_SHL, bin(g, KIR_AND, x, I(g, 4)), I(g, 1)); /* 0 or 8 bytes */
  kir_val w[2];
  for (int r = 0; r < 2; r++) {
    kir_val k =
        bin(g, KIR_ADD, I(g, 16 * ks + 4 * r), bin(g, KIR_ADD, bin(g, KIR_SHL, h, I(g, 3)), rb));
    kir_val off = bin(g, KIR_ADD, gg_swz_tr(g, k, chunk, rowc), within);
    w[r] = kir_ds_read_tr16(b, kir_ptr_add(b, s, off));
  }
  kir_val v = kir_splat(b, KT_V4I32, kir_extract(b, w[0], 0));
  v = kir_insert(b, v, 1, kir_extract(b, w[0], 1));
  v = kir_insert(b, v, 2, kir_extract(b, w[1], 0));
  return kir_insert(b, v, 3, kir_extract(b, w[1], 1));
}

/* 1 when the MFMA 32x32x8 steps go in pairs: steps 2p and 2p + 1 take lane half h's k from
 * one 16-byte chunk, 2p + h (below). */
static int amd_pairs(const gm *g) { return !g->c->mfma_k16 && g->c->bk % 16 == 0; }

/* The low (hi 0) or high (hi 1) two words of a V4I32 as a V2I32. */
static kir_val half_of(gm *g, kir_val v, int hi) {
  kir_val r = kir_splat(g->b, KT_V2I32, kir_extract(g->b, v, 2 * hi));
  return kir_insert(g->b, r, 1, kir_extract(g->b, v, 2 * hi + 1));
}

/* One k step of `kk` (8: MFMA 32x32x8; 16: gfx950's 32x32x16). A step's k are the 8 (16) of
 * the pairs of lane halves: lane half h holds 4 (8) of them of its row of A and, in the same
 * order, of its column of B, so any assignment of the tile's k to (step, half) that A and B
 * share computes the same sum. kk 16: step ks, half h: k 16 ks + 8h .. + 7, all of 16-byte
 * chunk 2 ks + h of a tile with k along its rows. kk 8, in pairs (amd_pairs): steps 2p + t,
 * half h: k 16p + 8h + 4t .. + 3, so the even step reads chunk 2p + h whole (one ds_read_b128
 * for both steps, as gfx950's steps do, instead of two 8-byte reads that LLVM 19 and 21 did
 * not merge: 0.88 LDS reads per MFMA against Triton's 0.50) and the odd step takes its upper
 * half; else step ks, half h: k 8 ks + 4h .. + 3, bytes 8h of chunk ks. */
static void amd_step(gm *g, kir_val sa, kir_val sb, int ks) {
  kir_builder *b = g->b;
  const cj_gemm_cfg *c = g->c;
  int k16 = c->mfma_k16, words = k16 ? 4 : 2, per = k16 ? 8 : 4;
  int pairs = amd_pairs(g), t = ks % 2;
  /* planted: the odd step takes the even step's k again (the low half of the same chunk) */
  int plant = pairs && t && cj__gemm_plant == CJ_GEMM_PLANT_AMD_PAIR_HALF;
  kir_type ft = k16 || pairs ? KT_V4I32 : KT_V2I32;
  kir_val fa[8], fb[8];
  kir_val j32 = bin(g, KIR_AND, g->lane, I(g, 31)), h = bin(g, KIR_LSHR, g->lane, I(g, 5));
  kir_val chunk = k16 ? bin(g, KIR_ADD, I(g, 2 * ks), h)
                  : pairs ? bin(g, KIR_ADD, I(g, ks - t), h)
                          : I(g, ks);
  kir_val within = k16 || pairs ? I(g, 0) : bin(g, KIR_SHL, h, I(g, 3));
  kir_val krow = pairs ? bin(g, KIR_ADD, I(g, 8 * (ks - t) + (plant ? 0 : 4 * t)),
                            bin(g, KIR_SHL, h, I(g, 3)))
                       : bin(g, KIR_ADD, I(g, ks * 2 * per), bin(g, KIR_MUL, h, I(g, per)));
  /* (pairs: an odd step's 16-byte reads are the even step's) */
#define PAIRED(arr, idx, load)                                                                  \
  do {                                                                                          \
    if (!pairs) {                                                                               \
      arr[idx] = (load);                                                                        \
    } else if (plant) {                                                                         \
      arr[idx] = half_of(g, (load), 0);                                                         \
    } else if (t) {                                                                             \
      arr[idx] = g->pair_##arr[idx];                                                            \
    } else {                                                                                    \
      kir_val whole = (load);                                                                   \
      arr[idx] = half_of(g, whole, 0);                                                          \
      g->pair_##arr[idx] = half_of(g, whole, 1);                                                \
    }                                                                                           \
  } while (0)
  for (int i = 0; i < g->mi; i++) {
    kir_val row = bin(g, KIR_ADD, bin(g, KIR_MUL, g->warp_m, I(g, g->wm)), I(g, i * 32));
    if (gg_amd_tr_read(g, 1)) {
      fa[i] = amd_tr_frag(g, sa, ks, row, g->a_rowc);
      continue;
    }
    row = bin(g, KIR_ADD, row, j32);
    if (c->a_col_major && !gg_amd_k_tr(g, 1)) {
      fa[i] = amd_k_rows(g, sa, krow, row, g->a_rowc, words);
      continue;
    }
    kir_val off = bin(g, KIR_ADD, gg_swz(g, row, chunk, c->bk / 8), within);
    PAIRED(fa, i, kir_load(b, ft, kir_ptr_add(b, sa, off), pairs ? 16 : 4 * words, KIR_HINT_NONE));
  }
  for (int j = 0; j < g->nj; j++) {
    kir_val n = bin(g, KIR_ADD, bin(g, KIR_MUL, g->warp_n, I(g, g->wn)), I(g, j * 32));
    if (gg_amd_tr_read(g, 0)) {
      fb[j] = amd_tr_frag(g, sb, ks, n, g->b_rowc);
      continue;
    }
    n = bin(g, KIR_ADD, n, j32);
    if (c->b_col_major || gg_amd_k_tr(g, 0)) {
      kir_val off = bin(g, KIR_ADD, gg_swz(g, n, chunk, c->bk / 8), within);
      PAIRED(fb, j, kir_load(b, ft, kir_ptr_add(b, sb, off), pairs ? 16 : 4 * words, KIR_HINT_NONE));
    } else {
      fb[j] = amd_k_rows(g, sb, krow, n, g->b_rowc, words);
    }
  }
#undef PAIRED
  kir_mma_shape sh = k16 ? (c->in == CJ_F16 ? KIR_MMA_M32N32K16_F16 : KIR_MMA_M32N32K16_BF16)
                         : (c->in == CJ_F16 ? KIR_MMA_M32N32K8_F16 : KIR_MMA_M32N32K8_BF16);
  for (int i = 0; i < g->mi; i++)
    for (int j = 0; j < g->nj; j++) {
      kir_var v = g->acc[i * g->nj + j];
      kir_var_set(b, v, kir_mma(b, sh, fa[i], fb[j], kir_var_get(b, v)));
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
    if (g->nk_c < 0 || i < g->nk_c) gg_stage_tiles(g, I(g, i), I(g, i));
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
  gg_operands_at(g);
  prologue(g, ", step 0's fragments");
  kir_cp_wait(b, s - 2);
  kir_barrier(b);
  nv_frags f;
  nv_load(g, gg_stage_base(g, g->sa, g->a_stage, I(g, 0)), gg_stage_base(g, g->sb, g->b_stage, I(g, 0)),
          0, &f);
  nv_vars_set(g, &f);
  kir_val kt = kir_for_begin(b, I(g, 0), gg_nk_of(g), I(g, 1), 0);
  kir_val stage = bin(g, KIR_UREM, kt, I(g, s));
  kir_val sa = gg_stage_base(g, g->sa, g->a_stage, stage),
          sb = gg_stage_base(g, g->sb, g->b_stage, stage);
  kir_val next = bin(g, KIR_ADD, kt, I(g, s - 1)), kt1 = bin(g, KIR_ADD, kt, I(g, 1));
  for (int ks = 0; ks < ks_n; ks++) {
    if (ks == 0) gg_stage_next_parts(g, next, 1);
    if (ks == 1) {
      gg_stage_next_parts(g, next, 2);
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
      kir_if_begin(b, kir_cmp(b, KIR_ULT, kt1, gg_nk_of(g)));
      kir_val st1 = bin(g, KIR_UREM, kt1, I(g, s));
      nv_load(g, gg_stage_base(g, g->sa, g->a_stage, st1), gg_stage_base(g, g->sb, g->b_stage, st1), 0,
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
kir_val gg_wg_desc(gm *g, kir_val base, int mn, int ks, int panel_bytes) {
  kir_val at = bin(g, KIR_ADD, base, I(g, mn ? ks * 2048 : ks * 32));
  return kir_wgmma_desc(g->b, at, mn ? (uint32_t)panel_bytes : 16u, 1024u);
}

kir_wgmma_shape gg_wg_shape(const cj_gemm_cfg *c) {
  int i = c->bn == 64 ? 0 : c->bn == 128 ? 1 : 2;
  return (kir_wgmma_shape)(c->in == CJ_F16 ? KIR_WGMMA_N64_F16 + i : KIR_WGMMA_N64_BF16 + i);
}

/* Ring-slot safety: tile kt + S - 2 goes into slot (kt - 2) % S after the barrier of tile kt.
 * The last reads of that slot are tile kt - 2's wgmmas; each warpgroup retired them (wait 1
 * after issuing tile kt - 1's) before it reached that barrier. Tile kt's copies are complete
 * (S - 2 groups in the prologue plus one per tile before kt: S - 3 may stay pending) and
 * fenced for the async proxy by every thread before the barrier. */
/* k tiles [from, to) into their slots (thread 0), those of the range that exist; `stored`:
 * after the reads of the last tile's C stores (B's last two slots, cj__gemm_tma_store) */
static void tma_prologue(gm *g, int from, int to, int stored) {
  kir_builder *b = g->b;
  kir_comment(b, "prologue: thread 0 starts the copies of k tiles %d..%d", from, to - 1);
  kir_if_begin(b, kir_cmp(b, KIR_EQ, g->tid, I(g, 0)));
  if (stored && cj__gemm_plant != CJ_GEMM_PLANT_TMA_STORE_NO_WAIT)
    kir_bulk_wait(b, 0, KIR_BULK_READ);
  for (int i = from; i < to; i++) {
    if (g->nk_c < 0) kir_if_begin(b, kir_cmp(b, KIR_ULT, I(g, i), g->nk));
    if (g->nk_c < 0 || i < g->nk_c) gg_tma_stage(g, I(g, i), I(g, i));
    if (g->nk_c < 0) kir_if_end(b);
  }
  kir_if_end(b);
}

void gg_prologue_wg(gm *g) {
  kir_builder *b = g->b;
  int s = g->c->stages;
  if (g->tma) { /* (before a tile's epilogue, which stages C in B's slots S - 2 and S - 1) */
    tma_prologue(g, 0, s - 2, 0);
    return;
  }
  kir_comment(b, "prologue: the first %d k tiles in flight (warpgroup MMA keeps one more slot "
                 "for the wgmmas in flight)", s - 2);
  for (int i = 0; i < s - 2; i++) {
    if (g->nk_c < 0) kir_if_begin(b, kir_cmp(b, KIR_ULT, I(g, i), g->nk));
    if (g->nk_c < 0 || i < g->nk_c) gg_stage_tiles(g, I(g, i), I(g, i));
    if (g->nk_c < 0) kir_if_end(b);
    kir_cp_commit(b);
  }
}

/* Tensor maps: S - 1 k tiles in flight. The slot's wait is on its mbarrier (the copies'
 * bytes landed), the phase of slot s being bit s of `phase`. After issuing tile kt's wgmmas
 * each warpgroup retires tile kt - 1's (wait 1) and the block meets; thread 0 then starts tile
 * kt + S - 1's copies into slot (kt - 1) % S, which no wgmma reads any more, while tile kt's
 * wgmmas run (cp.async's loop below keeps S - 2 in flight: its copies are waited for by every
 * thread before the barrier). The tile's first copies follow a proxy fence of every thread
 * (the last epilogue's accesses of the ring) and a barrier: all S - 1 here, or, when the
 * persistent loop issued the first S - 2 before the last epilogue (ahead), tile S - 2's. */
static void tma_wait(gm *g, kir_val stage) {
  kir_builder *b = g->b;
  kir_val ph = kir_var_get(b, g->phase);
  kir_val par = bin(g, KIR_AND, bin(g, KIR_LSHR, ph, stage), I(g, 1));
  if (cj__gemm_plant == CJ_GEMM_PLANT_TMA_PARITY) par = bin(g, KIR_XOR, par, I(g, 1));
  if (cj__gemm_plant != CJ_GEMM_PLANT_TMA_NO_WAIT) kir_mbar_wait(b, gg_full_at(g, stage), par);
  kir_var_set(b, g->phase, bin(g, KIR_XOR, ph, bin(g, KIR_SHL, I(g, 1), stage)));
}

static void tma_next(gm *g, kir_val kt) {
  kir_builder *b = g->b;
  int s = g->c->stages;
  kir_barrier(b);
  kir_val next = bin(g, KIR_ADD, kt, I(g, cj__gemm_plant == CJ_GEMM_PLANT_TMA_SLOT ? s : s - 1));
  kir_if_begin(b, kir_bin(b, KIR_AND, kir_cmp(b, KIR_EQ, g->tid, I(g, 0)),
                          kir_cmp(b, KIR_ULT, next, gg_nk_of(g))));
  gg_tma_stage(g, next, bin(g, KIR_UREM, next, I(g, s)));
  kir_if_end(b);
}

static void main_loop_wg(gm *g) {
  kir_builder *b = g->b;
  const cj_gemm_cfg *c = g->c;
  int s = c->stages;
  gg_operands_at(g);
  if (g->tma) { /* the last epilogue's accesses of the ring before copies into it */
    if (cj__gemm_plant != CJ_GEMM_PLANT_NO_PROXY_FENCE) kir_proxy_fence(b);
    kir_barrier(b);
    if (g->ahead) kir_comment(b, "prologue: k tiles 0..%d issued before the previous tile's "
                                 "epilogue", s - 3);
    tma_prologue(g, g->ahead ? s - 2 : 0, s - 1, g->io && g->io->tmap_c > 0);
  } else if (g->ahead) {
    kir_comment(b, "prologue: issued before the previous tile's epilogue");
  } else {
    if (g->tma_a) { /* an epilogue that staged C in A's slots: its accesses before A's copies
                     * (none does today where tma_a holds: the staged epilogue goes ahead, in B's
                     * last slots, and the half-width last wave runs one tile a block) */
      kir_proxy_fence(b);
      kir_barrier(b);
    }
    gg_prologue_wg(g);
  }
  kir_val wgi = bin(g, KIR_LSHR, g->tid, I(g, 7)); /* this thread's warpgroup: rows 64 wgi.. */
  kir_val a_off = bin(g, KIR_MUL, wgi, I(g, c->a_col_major ? c->bk * 128 : 64 * 128));
  kir_val kt = kir_for_begin(b, I(g, 0), gg_nk_of(g), I(g, 1), 0);
  kir_val stage = bin(g, KIR_UREM, kt, I(g, s));
  if (g->tma) {
    tma_wait(g, stage);
  } else {
    kir_cp_wait(b, s - 3);
    if (cj__gemm_plant != CJ_GEMM_PLANT_NO_PROXY_FENCE) kir_proxy_fence(b);
    kir_barrier(b);
    gg_stage_next(g, bin(g, KIR_ADD, kt, I(g, cj__gemm_plant == CJ_GEMM_PLANT_SLOT ? s - 1 : s - 2)));
    kir_cp_commit(b);
    if (g->tma_a) tma_wait(g, stage); /* A's copies of tile kt landed */
  }
  kir_val sa = kir_shared_addr(b, gg_stage_base(g, g->sa, g->a_stage, stage));
  kir_val sb = kir_shared_addr(b, gg_stage_base(g, g->sb, g->b_stage, stage));
  sa = bin(g, KIR_ADD, sa, a_off);
  unsigned flags = (c->a_col_major ? KIR_WGMMA_MN_A : 0) | (c->b_col_major ? 0 : KIR_WGMMA_MN_B);
  if (cj__gemm_plant != CJ_GEMM_PLANT_NO_WGMMA_FENCE) kir_wgmma_fence(b);
  for (int ks = 0; ks < c->bk / 16; ks++)
    kir_wgmma(b, gg_wg_shape(c), g->acc[0], gg_wg_desc(g, sa, c->a_col_major, ks, c->bk * 128),
              gg_wg_desc(g, sb, !c->b_col_major, ks, c->bk * 128), flags);
  kir_wgmma_commit(b);
  if (cj__gemm_plant != CJ_GEMM_PLANT_NO_WAIT) kir_wgmma_wait(b, 1);
  if (g->tma) tma_next(g, kt);
  kir_for_end(b);
  kir_wgmma_wait(b, 0);
}

/* AMD's one LDS slot (stages 1): every k tile is copied synchronously (cp_async is a plain
 * copy there), so a second slot only buys overlap the split staging already gives: tile kt + 1's
 * global loads go into registers before tile kt's MFMAs and into the one slot after a barrier
 * that every wave's reads of tile kt have passed; a second barrier makes them visible before the
 * next MFMAs. Half the LDS of two slots (16 KiB for 128x128x32), so more waves fit a CU, for
 * one more barrier per k tile (Triton's gfx942 matmul takes the same shape). */
static void one_slot_tile(gm *g, kir_val kt, int last) {
  kir_builder *b = g->b;
  kir_cp_wait(b, 0);
  kir_barrier(b); /* tile kt is in the slot, every thread's stores done */
  kir_val slot = I(g, 0), next = bin(g, KIR_ADD, kt, I(g, 1));
  kir_val sa = gg_stage_base(g, g->sa, g->a_stage, slot),
          sb = gg_stage_base(g, g->sb, g->b_stage, slot);
  int split = gg_amd_split(g);
  if (split && !last) gg_amd_load(g, next);
  for (int ks = 0; ks < g->c->bk / (g->c->mfma_k16 ? 16 : 8); ks++)
    amd_step(g, sa, sb, ks);
  kir_barrier(b); /* every wave's reads of tile kt are done: the slot is free */
  if (last) return;
  if (split)
    gg_amd_store(g, next);
  else
    gg_stage_next(g, next);
  kir_cp_commit(b);
}

/* The old form: every tile in the loop, the successor's staging behind a test. */
static void main_loop_one_slot_tested(gm *g) {
  kir_builder *b = g->b;
  if (g->nk_c < 0) kir_if_begin(b, kir_cmp(b, KIR_ULT, I(g, 0), g->nk));
  if (g->nk_c != 0) gg_stage_tiles(g, I(g, 0), I(g, 0));
  if (g->nk_c < 0) kir_if_end(b);
  kir_cp_commit(b);
  kir_val kt = kir_for_begin(b, I(g, 0), gg_nk_of(g), I(g, 1), KIR_FOR_UNROLL2);
  one_slot_tile(g, kt, 0);
  kir_for_end(b);
}

/* The loop over the k tiles. Peeled (one_slot_peeled) where no operand is staged transposed:
 * the loop runs every k tile but the last, each staging its successor with no test of it,
 * and the last tile follows on its own, as Triton's matmul peels it. The test cost an
 * iteration 6-9 scalar instructions and branches; peeled, per 8 k through Triton's LLVM (4096^3
 * bf16, 128x128x32): gfx950 B row 12.4 -> 11.4, B col 11.0 -> 9.8 (Triton 12.6 / 10.9), gfx942 B
 * col 13.1 -> 11.2, at the same waves per SIMD. gfx942 B row (transposed staging, two loads held
 * a chunk pair) went 15.4 -> 13.5 but 128 -> 152 VGPRs, 4 -> 3 waves: it keeps the tested loop.
 * A known count of tiles in the loop is kept even (one tile peeled in front when odd): with an
 * odd constant count the unroll-by-two hint let LLVM unroll it completely (2,048 MFMAs). */
static int one_slot_peeled(const gm *g) { return !gg_amd_k_tr(g, 0) && !gg_amd_k_tr(g, 1); }

static void main_loop_one_slot(gm *g) {
  kir_builder *b = g->b;
  gg_operands_at(g);
  kir_comment(b, "one LDS slot: tile kt + 1 loaded during tile kt's MFMAs, stored after them");
  if (!one_slot_peeled(g)) {
    main_loop_one_slot_tested(g);
    return;
  }
  if (g->nk_c == 0) return;
  if (g->nk_c < 0) kir_if_begin(b, kir_cmp(b, KIR_ULT, I(g, 0), g->nk));
  gg_stage_tiles(g, I(g, 0), I(g, 0));
  kir_cp_commit(b);
  kir_val last = bin(g, KIR_SUB, gg_nk_of(g), I(g, 1));
  g->next_exists = 1;
  /* an even count of known tiles in the loop */
  int first = g->nk_c > 1 && (g->nk_c - 1) % 2;
  if (first) one_slot_tile(g, I(g, 0), 0);
  kir_val kt = kir_for_begin(b, I(g, first), last, I(g, 1), KIR_FOR_UNROLL2);
  one_slot_tile(g, kt, 0);
  kir_for_end(b);
  g->next_exists = 0;
  one_slot_tile(g, last, 1);
  if (g->nk_c < 0) kir_if_end(b);
}

void gg_main_loop(gm *g) {
  if (g->wg) {
    main_loop_wg(g);
    return;
  }
  if (g->c->stages == 1) {
    main_loop_one_slot(g);
    return;
  }
  if (g->dbuf) {
    main_loop_pipelined(g);
    return;
  }
  kir_builder *b = g->b;
  const cj_gemm_cfg *c = g->c;
  int s = c->stages;
  gg_operands_at(g);
  prologue(g, "");
  kir_val kt = kir_for_begin(b, I(g, 0), gg_nk_of(g), I(g, 1), 0);
  kir_cp_wait(b, s - 2);
  kir_barrier(b);
  kir_val stage = bin(g, KIR_UREM, kt, I(g, s));
  kir_val sa = gg_stage_base(g, g->sa, g->a_stage, stage),
          sb = gg_stage_base(g, g->sb, g->b_stage, stage);
  kir_val next = bin(g, KIR_ADD, kt, I(g, s - 1));
  /* AMD: tile next's loads before this tile's MFMAs, its LDS stores after them (slot (kt - 1)
   * % S, whose last reads, tile kt - 1's, every wave finished before the barrier above) */
  int split = gg_amd_split(g);
  if (split)
    gg_amd_load(g, next);
  else
    gg_stage_next(g, next);
  kir_cp_commit(b);
  if (c->warp_size == 32)
    nv_steps(g, sa, sb);
  else
    for (int ks = 0; ks < c->bk / (c->mfma_k16 ? 16 : 8); ks++)
      amd_step(g, sa, sb, ks);
  if (split) gg_amd_store(g, next);
  kir_for_end(b);
}
