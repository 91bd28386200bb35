/* The GEMM tile generator's internals (gen_gemm*.c), shared by its files: the state of one
 * generation (gm), an operand's staging, and the functions one file calls in another.
 *   gen_gemm.c        configuration, schedule, the kernel and the persistent loop, the split
 *                     last wave
 *   gen_gemm_stage.c  shared tiles (swizzle, panels), staging A and B into the ring
 *   gen_gemm_loop.c   the main loops: mma.sync (single and double-buffered), MFMA, warpgroup MMA
 *   gen_gemm_out.c    the epilogue: accumulators to C, masked, direct or through shared memory
 * Not part of any other interface. */
#ifndef COLLJIT_GEN_GEMM_IMPL_H
#define COLLJIT_GEN_GEMM_IMPL_H

#include "gen_gemm.h"

/* operand staging: tile rows x chunks from a matrix of rows_total x cols_total, leading dim ld.
 * k runs along the tile's columns (A, B column-major) or rows (B row-major, k_rows). */
typedef struct operand {
  kir_val base;
  kir_val safe;  /* where a lane past an edge reads (always valid: base, or io.a under a_of) */
  kir_val shift; /* I32 or 0: subtracted from the M (or N) index before addressing (a_of) */
  uint32_t ld, rows_total, cols_total;
  int rows, rowc, k_rows;
  int trs; /* staged as stored for gfx950's transposing read (gg_amd_tr_read): gg_swz_tr */
  kir_val fixed0; /* I32: the tile's first row (k along columns) or column (k along rows) */
  /* The hoisted form (fast): thread tid moves chunk tid & (rowc - 1) of rows r0 + i x per,
   * pass i = 0, 1, ..; its source is src0 plus k0's offset plus a constant per pass, its
   * shared offset dst0 plus a constant per pass (the swizzle key repeats every `per` rows). */
  int fast, per;
  kir_val r0, ch, src0, dst0;
  /* a producer warpgroup's passes may be half a swizzle period apart (per = period / 2): odd
   * passes then start from dst1, the shared offset of row r0 + per (nd 2; else nd 1) */
  int nd;
  kir_val dst1;
  /* AMD, the hoisted form, the operand a kernel parameter not shifted and under 2 GiB: src0's
   * byte offset from base (I32) and the matrix's bytes, for buffer loads (kir_load_off: the k
   * tile's offset in a scalar register, this one in a vector register); else 0 */
  kir_val off0;
  uint32_t extent;
  /* copies kept in L1 (KIR_CP_L1): rows of 16 mod 32 bytes on NVIDIA (operand_at) */
  unsigned l1;
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
  /* The persistent loop stages the next tile's first k tiles before this tile's epilogue
   * (gen_gemm.c, ahead_ok): the main loop finds its prologue issued, and the staged epilogue
   * uses ring slots S - 2 and S - 1 of B, which that prologue leaves alone. */
  int ahead;
  kir_var held[8]; /* AMD: a k tile's loads between their issue and their LDS stores */
  /* AMD, MFMA 32x32x8 in pairs of k steps (amd_step): the odd step's fragments, the upper
   * halves of the even step's 16-byte reads (SSA values: both steps are emitted together) */
  kir_val pair_fa[8], pair_fb[8];
  int nheld;       /* ... the variables made so far */
  int next_exists; /* 1: the next tile a loop stages exists (AMD's peeled loop): no test */
  int stagers;     /* threads that stage the operands (all, or the producer warpgroup) */
  int tma;         /* cj_gemm_cfg.tma: tensor-map copies into the ring */
  int tma_a;       /* cj_gemm_cfg.tma_a: A's alone by its map, B's by cp.async */
  int full;        /* tma, tma_a: shared array of an mbarrier per ring slot */
  kir_var phase;   /* tma: I32, bit s the parity of slot s's next phase */
} gm;

static inline kir_val I(gm *g, int32_t x) { return kir_i32(g->b, x); }
static inline kir_val bin(gm *g, kir_opcode op, kir_val x, kir_val y) { return kir_bin(g->b, op, x, y); }
static inline int log2i(int x) {
  int n = 0;
  while ((1 << n) < x)
    n++;
  return n;
}

/* gen_gemm_stage.c */
kir_val gg_swz(gm *g, kir_val row, kir_val chunk, int rowc);
kir_val gg_in_range(gm *g, kir_val x, uint32_t limit);
int gg_amd_k_tr(const gm *g, int is_a);
int gg_amd_tr_read(const gm *g, int is_a);
kir_val gg_swz_tr(gm *g, kir_val row, kir_val chunk, int rowc);
kir_val gg_stage_base(gm *g, int array, int stage_bytes, kir_val stage);
void gg_operands_at(gm *g);
kir_val gg_nk_of(gm *g);
void gg_stage_tiles(gm *g, kir_val kt, kir_val stage);
void gg_stage_next_parts(gm *g, kir_val next, int parts);
void gg_stage_next(gm *g, kir_val next);
/* tma: slot s's mbarrier; tile j's (counted from kb) copies into slot `stage` (one thread) */
kir_val gg_full_at(gm *g, kir_val slot);
void gg_tma_stage(gm *g, kir_val j, kir_val stage);
/* AMD: 1 when both operands' copies can be split around the MFMAs; tile `next`'s global loads
 * into variables, and their LDS stores into its ring slot (both only when next < nk). */
int gg_amd_split(const gm *g);
void gg_amd_load(gm *g, kir_val next);
void gg_amd_store(gm *g, kir_val next);
/* gen_gemm_loop.c: the main loop of the current output tile (cp.async ring, MMAs); the
 * warpgroup loop's prologue (its first S - 2 k tiles, a copy group each) */
void gg_main_loop(gm *g);
void gg_prologue_wg(gm *g);
/* the warpgroup MMA's descriptor of an operand at k step ks of a slot, and its shape */
kir_val gg_wg_desc(gm *g, kir_val base, int mn, int ks, int panel_bytes);
kir_wgmma_shape gg_wg_shape(const cj_gemm_cfg *c);
/* gen_gemm.c: the block's output tile t (I32): tile_m, tm0, tn0; the accumulators zeroed */
void gg_tile_at(gm *g, kir_val t);
void gg_zero_acc(gm *g);
/* gen_gemm_ws.c: the persistent loop with a producer warpgroup (cj_gemm_cfg.ws) */
void gg_emit_ws(gm *g, kir_val first, kir_val tiles, kir_val step);
/* gen_gemm_out.c: the accumulators to C */
void gg_epilogue(gm *g);
/* ... a producer warpgroup's consumer warpgroup wgi (I32): its 64 rows through C's map from
 * its half of `region` (cj__gemm_ws_c_stage) */
void gg_epilogue_ws_tma(gm *g, kir_val region, kir_val wgi);

#endif
