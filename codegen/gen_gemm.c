/* GEMM tiles in kir (gen_gemm.h): configuration, the kernel of one block per tile and the
 * persistent loop of tiles with its half-width last wave (the parts: gen_gemm_impl.h). */
#include "gen_gemm_impl.h"

#include <stdio.h>
#include <string.h>

#include "support.h"

int cj__gemm_plant;

/* registers a warpgroup-MMA thread needs besides its accumulators (cj__gemm_check) */
#define WG_SPARE_REGS 32

/* ---- configuration -------------------------------------------------------------------------- */
void cj__gemm_defaults(cj_gemm_cfg *c, int warp_size) {
  c->bm = c->bn = 128;
  c->bk = 32;
  /* AMD: one LDS slot (16 KiB; the next k tile waits in registers across the MFMAs): 3 slots
   * (48 KiB) left one block of 4 waves on a gfx942 CU (64 KiB of LDS); one slot leaves room for
   * 4, and the VGPRs for 2-4 waves a SIMD (bench/RESULTS.md, the ISA table), as Triton's own
   * gfx942 matmul holds one LDS buffer */
  c->stages = warp_size == 64 ? 1 : 3;
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
         (c->bn == 64 || c->bn == 128 || c->bn == 256) &&
         (c->warps_m == c->bm / 16 || (c->bm == 128 && c->warps_m == 12)) && c->warps_n == 1 &&
         c->stages >= 3;
}

int cj__gemm_mma_warps_m(const cj_gemm_cfg *c) { return c->warps_m - (c->ws ? 4 : 0); }

int cj__gemm_ws_of(const cj_gemm_cfg *c) {
  return c->wgmma && c->bm == 128 && c->warps_n == 1 && c->warps_m == 12;
}


/* Rows of A and B whole 32-byte sectors: TMA's strides need 16 bytes, but with rows of 16 mod
 * 32 bytes the tensor-map copies ran 4000 x 3000 x 1000 at 64-67 us against cp.async's 57-63
 * through L1 (one H100, 2026-11-27; 0.67-0.70 of torch.matmul against 0.72-0.80). */
/* Measured on one H100 (bench/RESULTS.md, 2026-11-27): B's rows of 16 mod 32 bytes through
 * its map 0.63-0.67 of torch.matmul against 0.65-0.78 by cp.async through L1; A's alone (B's
 * rows whole sectors, 4096 x 3072 x 1000) 0.86 against 0.80. */
static int maps_ok(const cj_gemm_cfg *c, int no_tma) {
  uint32_t ldb = c->b_col_major ? c->k : c->n;
  return !no_tma && c->wgmma && !c->a_col_major && c->k % 8 == 0 && ldb % 8 == 0;
}

int cj__gemm_tma_of(const cj_gemm_cfg *c, int no_tma) {
  uint32_t ldb = c->b_col_major ? c->k : c->n;
  return maps_ok(c, no_tma) && ldb % 16 == 0;
}

int cj__gemm_tma_a_of(const cj_gemm_cfg *c, int no_tma) {
  return maps_ok(c, no_tma) && !c->ws && !cj__gemm_tma_of(c, no_tma);
}

int cj__gemm_tma_store(const cj_gemm_cfg *c) {
  return c->tma && (c->ws ? cj__gemm_ws_c_stage(c) : cj__gemm_ahead(c));
}

int cj__gemm_tmaps(const cj_gemm_cfg *c, uint64_t a, uint64_t b, uint64_t cc, cj_tmap out[3]) {
  uint32_t es = 2, osz = (uint32_t)cj_dtype_size(c->out);
  out[0] = (cj_tmap){.base = a, .dim = {c->k, c->m}, .row_bytes = (uint64_t)c->k * es,
                     .box = {(uint32_t)c->bk, (uint32_t)c->bm}, .elem_bytes = es,
                     .dtype = (uint32_t)c->in, .swizzle = 128};
  if (c->b_col_major) /* n rows of k */
    out[1] = (cj_tmap){.base = b, .dim = {c->k, c->n}, .row_bytes = (uint64_t)c->k * es,
                       .box = {(uint32_t)c->bk, (uint32_t)c->bn}, .elem_bytes = es,
                       .dtype = (uint32_t)c->in, .swizzle = 128};
  else /* k rows of n: panels of 64 columns (128 bytes, the swizzle's row) */
    out[1] = (cj_tmap){.base = b, .dim = {c->n, c->k}, .row_bytes = (uint64_t)c->n * es,
                       .box = {64, (uint32_t)c->bk}, .elem_bytes = es, .dtype = (uint32_t)c->in,
                       .swizzle = 128};
  if (cj__gemm_plant == CJ_GEMM_PLANT_TMA_SWIZZLE) out[1].swizzle = 0;
  /* (a producer warpgroup's consumers store their 64 rows each) */
  out[2] = (cj_tmap){.base = cc, .dim = {c->n, c->m}, .row_bytes = (uint64_t)c->n * osz,
                     .box = {128 / osz, c->ws ? 64u : (uint32_t)c->bm}, .elem_bytes = osz,
                     .dtype = (uint32_t)c->out, .swizzle = 128};
  return cj__gemm_tma_store(c) ? 3 : 2;
}

int cj__gemm_threads(const cj_gemm_cfg *c) { return c->warps_m * c->warps_n * c->warp_size; }

int cj__gemm_tiles(const cj_gemm_cfg *c) {
  return (int)(((c->m + (uint32_t)c->bm - 1) / (uint32_t)c->bm) *
               ((c->n + (uint32_t)c->bn - 1) / (uint32_t)c->bn));
}

static int pow2_in(int x, int lo, int hi) { return x >= lo && x <= hi && !(x & (x - 1)); }

static uint32_t ring_bytes(const cj_gemm_cfg *c) {
  return (uint32_t)c->stages * (uint32_t)(c->bm + c->bn) * (uint32_t)c->bk * 2u;
}

int cj__gemm_ws_c_stage(const cj_gemm_cfg *c) {
  uint64_t osz = cj_dtype_size(c->out), out = (uint64_t)c->bm * (uint64_t)c->bn * osz;
  return c->tma && c->ws && (uint64_t)c->n * osz % 16 == 0 &&
         ring_bytes(c) + 1024u + out <= 227u * 1024u;
}

uint32_t cj__gemm_shared_bytes(const cj_gemm_cfg *c) {
  /* ws: a full and an empty mbarrier per slot (placed in the ring's alignment padding's
   * place: 1 KiB, kir_shared_new's KIR_SHARED_ALIGN); its consumers' C tile where staged */
  uint32_t c_stage = cj__gemm_ws_c_stage(c) ? (uint32_t)(c->bm * c->bn) * (uint32_t)cj_dtype_size(c->out) : 0u;
  return ring_bytes(c) + (c->ws || c->tma || c->tma_a ? 1024u : 0u) + c_stage;
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
  if (c->stages < (c->warp_size == 64 ? 1 : 2) || c->stages > 5)
    return cj__fail(CJ_E_INVALID, "gemm: stages %d (2..5; 1, one LDS slot, on AMD only)",
                    c->stages);
  if (c->group_m < 0 || c->group_m > CJ_GEMM_GROUP_M_MAX)
    return cj__fail(CJ_E_INVALID, "gemm: group_m %d (1..%d rows of tiles per raster group; 0: %d)",
                    c->group_m, CJ_GEMM_GROUP_M_MAX, CJ_GEMM_GROUP_M);
  if (c->a_col_major != 0 && c->a_col_major != 1)
    return cj__fail(CJ_E_INVALID, "gemm: a_col_major %d (0 or 1)", c->a_col_major);
  if (c->pipeline < -1 || c->pipeline > 1)
    return cj__fail(CJ_E_INVALID, "gemm: pipeline %d (-1 single, 0 auto, 1 double-buffered)",
                    c->pipeline);
  if (c->warps_m < 1 || c->warps_n < 1 || c->warps_m > 32 || c->warps_n > 32 ||
      cj__gemm_threads(c) > 1024 || /* (the bounds first: the products then cannot wrap) */
      (c->ws && !c->wgmma) ||
      c->bm % (cj__gemm_mma_warps_m(c) * frag) || c->bn % (c->warps_n * frag))
    return cj__fail(CJ_E_INVALID,
                    "gemm: warps %dx%d: each warp's tile must be whole %dx%d "
                    "fragments of the %dx%d block tile",
                    c->warps_m, c->warps_n, frag, frag, c->bm, c->bn);
  int frags = (c->bm / cj__gemm_mma_warps_m(c) / frag) * (c->bn / c->warps_n / (c->warp_size == 64 ? 32 : 8));
  if (frags > 64)
    return cj__fail(CJ_E_INVALID,
                    "gemm: warps %dx%d: %d accumulator fragments per warp of the %dx%d tile, "
                    "more than 64",
                    c->warps_m, c->warps_n, frags, c->bm, c->bn);
  /* the most any target of the warp size has (sm_90, gfx950); the printers hold a kernel to
   * its own target's limit (cj__shared_limit) */
  uint32_t limit = c->warp_size == 32 ? 227u * 1024u : 160u * 1024u;
  if (c->wgmma && (c->warp_size != 32 || c->bk != 64 || c->bm % 64 ||
                   (c->bn != 64 && c->bn != 128 && c->bn != 256) ||
                   cj__gemm_mma_warps_m(c) != c->bm / 16 || c->warps_n != 1 || c->stages < 3))
    return cj__fail(CJ_E_INVALID,
                    "gemm: warpgroup MMA needs warp 32, BK 64, BM a multiple of 64, BN 64, 128 "
                    "or 256, warps BM/16 x 1 (BM/16 + 4 x 1 with a producer warpgroup) and "
                    "3..5 stages (got tile %dx%dx%d, warps %dx%d, %d stages)",
                    c->bm, c->bn, c->bk, c->warps_m, c->warps_n, c->stages);
  if (c->wgmma != 0 && c->wgmma != 1)
    return cj__fail(CJ_E_INVALID, "gemm: wgmma %d (0 or 1)", c->wgmma);
  /* warpgroup MMA accumulators stay in registers (ptxas cannot spill them: 256x256 on 16 warps,
   * 128 a thread where 512 threads leave 128 registers each, failed to compile on sm_90);
   * WG_SPARE_REGS for addresses and the loop */
  if (c->ws != 0 && c->ws != 1) return cj__fail(CJ_E_INVALID, "gemm: ws %d (0 or 1)", c->ws);
  if (c->tma && !cj__gemm_tma_of(c, 0))
    return cj__fail(CJ_E_INVALID, "gemm: tensor-map copies need a warpgroup-MMA tile, A "
                    "row-major, rows of A of whole 16-byte chunks and of B of 32-byte sectors");
  if (c->tma_a && !cj__gemm_tma_a_of(c, 0))
    return cj__fail(CJ_E_INVALID, "gemm: A's tensor map beside cp.async for B needs a "
                    "warpgroup-MMA tile without a producer warpgroup, A row-major, rows of A "
                    "and B of whole 16-byte chunks, and B's rows not whole 32-byte sectors");
  /* two consumer warpgroups (the only split measured; a 256 x 128 tile on four, with
   * setmaxnreg 40 / 112 registers a thread then, hung an H100 on 2026-11-27, not diagnosed) */
  if (c->ws && cj__gemm_mma_warps_m(c) != 8)
    return cj__fail(CJ_E_INVALID,
                    "gemm: a producer warpgroup serves two consumer warpgroups: BM 128, warps "
                    "12 x 1 (got tile %dx%d, warps %dx%d)",
                    c->bm, c->bn, c->warps_m, c->warps_n);
  if (c->wgmma) {
    int mma_threads = cj__gemm_mma_warps_m(c) * c->warps_n * 32;
    int acc = c->bm * c->bn / mma_threads, most = 65536 / cj__gemm_threads(c);
    if (most > 255) most = 255;
    if (acc + WG_SPARE_REGS > most)
      return cj__fail(CJ_E_INVALID,
                      "gemm: warpgroup MMA tile %dx%d on %d warps holds %d accumulators a "
                      "thread; %d threads leave %d registers each (%d needed besides): a "
                      "smaller tile",
                      c->bm, c->bn, c->warps_m * c->warps_n, acc, cj__gemm_threads(c), most,
                      WG_SPARE_REGS);
  }
  if (cj__gemm_shared_bytes(c) > limit)
    return cj__fail(CJ_E_INVALID,
                    "gemm: stages x (BM + BN) x BK x 2 = %u bytes of shared "
                    "memory, more than %u",
                    cj__gemm_shared_bytes(c), limit);
  return CJ_OK;
}

/* ---- the kernel ------------------------------------------------------------------------------ */
/* This block's tile t (I32): tiles in groups of G (cj__gemm_group_m) rows of tiles, column by
 * column within a group, so that blocks that run together share A rows and B columns in L2
 * (G 1: row by row). */
void gg_tile_at(gm *g, kir_val t) {
  const cj_gemm_cfg *c = g->c;
  int group = cj__gemm_group_m(c);
  int tiles_n = (int)((c->n + (uint32_t)c->bn - 1) / (uint32_t)c->bn);
  int tiles_m = (int)((c->m + (uint32_t)c->bm - 1) / (uint32_t)c->bm), per = group * tiles_n;
  kir_val first = bin(g, KIR_MUL, bin(g, KIR_UDIV, t, I(g, per)), I(g, group));
  kir_val rows = bin(g, KIR_UMIN, bin(g, KIR_SUB, I(g, tiles_m), first), I(g, group));
  kir_val in = bin(g, KIR_UREM, t, I(g, per));
  g->tile_m = bin(g, KIR_ADD, first, bin(g, KIR_UREM, in, rows));
  if (g->io && g->io->row_shift)
    g->tile_m = bin(g, KIR_UREM, bin(g, KIR_ADD, g->tile_m, g->io->row_shift), I(g, tiles_m));
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
  g->wm = c->bm / cj__gemm_mma_warps_m(c);
  g->stagers = cj__gemm_threads(c);
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
  g->tma = c->tma;
  g->tma_a = c->tma_a;
  if ((g->tma || g->tma_a) && !c->ws) { /* an mbarrier per ring slot, set up once; phases from parity 0 */
    g->full = kir_shared_new(b, "full", 8 * c->stages, 8);
    g->phase = kir_var_new(b, "phase", KT_I32, I(g, 0));
    kir_if_begin(b, kir_cmp(b, KIR_EQ, g->tid, I(g, 0)));
    for (int i = 0; i < c->stages; i++)
      kir_mbar_init(b, gg_full_at(g, I(g, i)), 1);
    kir_if_end(b);
    kir_barrier(b);
  }
  g->kb = 0;
  g->nk_c = (int)((c->k + (uint32_t)c->bk - 1) / (uint32_t)c->bk);
  if (g->dbuf) {
    for (int i = 0; i < g->mi; i++)
      g->fa[i] = kir_var_new(b, "fa", KT_V4I32, kir_splat(b, KT_V4I32, I(g, 0)));
    for (int j = 0; j < g->nj; j++)
      g->fb[j] = kir_var_new(b, "fb", KT_V2I32, kir_splat(b, KT_V2I32, I(g, 0)));
  }
}

void gg_zero_acc(gm *g) {
  kir_type at = g->c->warp_size == 32 ? KT_V4I32 : KT_V16I32;
  for (int i = 0; i < g->mi * g->nj; i++)
    kir_var_set(g->b, g->acc[i], kir_splat(g->b, at, I(g, 0)));
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
  if (c->ws || c->tma || c->tma_a)
    return cj__fail(CJ_E_INVALID, "gemm: a producer warpgroup (ws) and tensor-map copies (tma) "
                                  "run in the gemm op's persistent loop, not a block per tile");
  kir_kernel *k = kir_kernel_new(name, cj__gemm_threads(c), cj__gemm_tiles(c), c->warp_size);
  if (!k) return cj__fail(CJ_E_OOM, "gemm: out of memory");
  k->shared_dynamic_ok = 1; /* its launchers (the tests) pass cj__dynamic_shared */
  k->waves_per_eu = cj__gemm_amd_waves(c);
  kir_builder b;
  kir_builder_init(&b, k);
  gm g = {.b = &b, .c = c};
  g.a = kir_param_new(&b, "a", KT_PTR, KIR_PARAM_NOALIAS | KIR_PARAM_READONLY, 16);
  g.bm = kir_param_new(&b, "b", KT_PTR, KIR_PARAM_NOALIAS | KIR_PARAM_READONLY, 16);
  g.cm = kir_param_new(&b, "c", KT_PTR, KIR_PARAM_NOALIAS, 16);
  kir_comment(&b, "gemm %ux%ux%u %s -> %s, B %s, tile %dx%dx%d, %d stages, warps %dx%d%s%s", c->m,
              c->n, c->k, cj_dtype_name(c->in), cj_dtype_name(c->out),
              c->b_col_major ? "column-major" : "row-major", c->bm, c->bn, c->bk, c->stages,
              c->warps_m, c->warps_n, c->a_col_major ? ", A column-major" : "", group_note(c));
  setup(&g);
  gg_tile_at(&g, kir_bid(&b));
  gg_main_loop(&g);
  gg_epilogue(&g);
  if (kir_builder_finish(&b)) {
    s = cj__fail(CJ_E_INTERNAL, "gemm generator built invalid IR: %s", b.err);
    kir_kernel_free(k);
    return s;
  }
  *out = k;
  return CJ_OK;
}

/* The current tile: the main loop, the epilogue, the caller's hook; the ring free after. */
static void one_tile(gm *g) {
  kir_builder *b = g->b;
  kir_type at = g->c->warp_size == 32 ? KT_V4I32 : KT_V16I32;
  for (int i = 0; i < g->mi * g->nj; i++)
    kir_var_set(b, g->acc[i], kir_splat(b, at, I(g, 0)));
  gg_main_loop(g);
  if (g->io && g->io->before_out) g->io->before_out(g->io->user, g->tile_m, g->tm0, g->tn0);
  gg_epilogue(g);
  if (g->io && g->io->after_tile) g->io->after_tile(g->io->user, g->tile_m, g->tm0, g->tn0);
  kir_cp_wait(b, 0); /* the next tile's prologue reuses the ring */
  kir_barrier(b);
}

int cj__gemm_min_blocks(const cj_gemm_cfg *c, int per) {
  int threads = cj__gemm_threads(c), regs = c->bn / 2 + 48;
  if (!c->wgmma) return 0;
  while (per > 1 && 65536 / (per * threads) < regs)
    per--;
  return per > 1 ? per : 0;
}

int cj__gemm_amd_waves(const cj_gemm_cfg *c) {
  int threads = cj__gemm_threads(c);
  uint32_t lda = c->a_col_major ? c->m : c->k, ldb = c->b_col_major ? c->k : c->n;
  if (c->warp_size != 64 || threads > 256) return 0;
  if (c->bm * c->bn / threads > 64) return 0;                   /* accumulators a thread */
  if ((c->bm + c->bn) * c->bk * 2 / 16 / threads > 4) return 0; /* a k tile's 16-byte loads */
  if (lda % 8 || ldb % 8) return 0; /* an operand gathered element by element */
  if (c->k % (uint32_t)c->bk) return 0; /* a masked last k tile: hiprtc 6.4 spilled (gfx942) */
  return 2;
}

int cj__gemm_amd_llvm_waves(const cj_gemm_cfg *c) {
  if (!cj__gemm_amd_waves(c)) return 0;
  if (c->bm * c->bn != 64 * cj__gemm_threads(c)) return 0; /* 64 accumulators a thread */
  if (c->k % (uint32_t)c->bk) return 0;                    /* a masked last k tile */
  if (c->m <= (uint32_t)c->bm) return 0;                   /* one row of tiles */
  if (c->mfma_k16) return 0; /* gfx950: Triton's LLVM gained no wave and ran 8-51% longer */
  if (c->b_col_major) return 0; /* the gemm op's B n x k: as many waves lost as gained */
  return 2;
}

int cj__gemm_ahead(const cj_gemm_cfg *c) {
  uint64_t osz = cj_dtype_size(c->out), out = (uint64_t)c->bm * (uint64_t)c->bn * osz;
  return c->wgmma && (uint64_t)c->n * osz % 16 == 0 && out <= cj__gemm_shared_bytes(c) &&
         out <= 2ull * (uint64_t)c->bn * (uint64_t)c->bk * 2u;
}

/* ... and for cj__gemm_emit: one pass, no hook but the bias (the staged epilogue's case). */
static int ahead_ok(const gm *g, int passes) {
  const cj_gemm_io *io = g->io;
  return cj__gemm_ahead(g->c) && passes == 1 && !io->before_stage && !io->c_at &&
         !io->after_tile && !io->before_out && !io->a_of;
}

/* The next tile's prologue overlaps this tile's epilogue. Slots 0 .. S - 3 are free once every
 * warpgroup's wgmmas of this tile retired (each waited for its own; the barrier for the
 * others'), and no copy of this tile is outstanding (its last was waited for by its last k
 * tile). The epilogue stages C in B's slots S - 2, S - 1, which the next tile's loop first
 * writes after its first barrier, which every thread reaches after the epilogue's reads. */
static void emit_ahead(gm *g, kir_val first, kir_val tiles, kir_val step) {
  kir_builder *b = g->b;
  g->ahead = 1;
  kir_comment(b, "each tile's successor staged before the tile's epilogue");
  kir_if_begin(b, kir_cmp(b, KIR_ULT, first, tiles));
  gg_tile_at(g, first);
  gg_operands_at(g);
  gg_prologue_wg(g);
  kir_if_end(b);
  kir_val t = kir_for_begin(b, first, tiles, step, 0);
  gg_tile_at(g, t);
  gg_zero_acc(g);
  gg_main_loop(g);
  if (cj__gemm_plant != CJ_GEMM_PLANT_AHEAD_NO_BARRIER)
    kir_barrier(b); /* every warpgroup's wgmmas retired: the ring's slots are free */
  kir_val tile_m = g->tile_m, tm0 = g->tm0, tn0 = g->tn0, next = bin(g, KIR_ADD, t, step);
  operand oa = g->opa, ob = g->opb;
  kir_if_begin(b, kir_cmp(b, KIR_ULT, next, tiles));
  gg_tile_at(g, next);
  gg_operands_at(g);
  gg_prologue_wg(g);
  kir_if_end(b);
  g->tile_m = tile_m, g->tm0 = tm0, g->tn0 = tn0, g->opa = oa, g->opb = ob;
  gg_epilogue(g);
  kir_for_end(b);
  if (g->io->tmap_c > 0) { /* the C stores done before the block ends */
    kir_if_begin(b, kir_cmp(b, KIR_EQ, g->tid, I(g, 0)));
    kir_bulk_wait(b, 0, 0);
    kir_if_end(b);
  }
}

int cj__gemm_half_tail(const cj_gemm_cfg *c, int grid) {
  int tiles = cj__gemm_tiles(c), tail = grid > 0 ? tiles % grid : 0;
  if (cj__gemm_plant == CJ_GEMM_PLANT_NO_HALF_TAIL) return 0;
  return c->wgmma && !c->ws && !c->b_col_major && c->bn >= 128 && grid > 0 && tiles > grid &&
                 tail > 0 && 2 * tail <= grid
             ? tail
             : 0;
}

/* The last wave in half-width tiles (cj__gemm_half_tail): unit u of [0, 2 tail) is columns
 * [BN/2 (u % 2), BN/2 (u % 2 + 1)) of tile dp + u / 2 (dp = the tiles of the full waves), by
 * the same main loop and staged epilogue with BN / 2: the ring, its mbarriers and phases and
 * the accumulators' first half are the full tiles'. The persistent loop before has waited for
 * its last C stores; the main loop's prologue meets and fences before its copies. */
static void emit_half_tail(gm *g, int dp, int tail, kir_val first, kir_val step) {
  kir_builder *b = g->b;
  cj_gemm_cfg hc = *g->c;
  hc.bn = g->c->bn / 2;
  gm h = *g;
  h.c = &hc;
  h.ahead = 0;
  h.wn = hc.bn / hc.warps_n;
  h.nj = h.wn / 8; /* (warpgroup MMA: warp 32, fragments n 8) */
  h.b_rowc = hc.bn / 8;
  h.b_stage = hc.bn * hc.bk * 2;
  kir_comment(b, "the last wave's %d tiles as %d half-width tiles (%dx%d)", tail, 2 * tail, hc.bm,
              hc.bn);
  kir_val u = kir_for_begin(b, first, I(g, 2 * tail), step, 0);
  gg_tile_at(g, bin(g, KIR_ADD, I(g, dp), bin(g, KIR_LSHR, u, I(g, 1))));
  h.tile_m = g->tile_m, h.tm0 = g->tm0;
  kir_val half = bin(g, KIR_AND, u, I(g, cj__gemm_plant == CJ_GEMM_PLANT_HALF_TAIL_COLUMNS ? 0 : 1));
  h.tn0 = bin(g, KIR_ADD, g->tn0, bin(g, KIR_MUL, half, I(g, hc.bn)));
  one_tile(&h);
  kir_for_end(b);
}

void cj__gemm_emit(kir_builder *b, const cj_gemm_cfg *c, const cj_gemm_io *io, kir_val first,
                   kir_val step) {
  gm g = {.b = b, .c = c, .io = io, .a = io->a, .bm = io->b, .cm = io->c};
  kir_comment(b, "gemm %ux%ux%u %s, tile %dx%dx%d, %d stages, warps %dx%d, persistent%s%s%s",
              c->m, c->n, c->k, cj_dtype_name(c->in), c->bm, c->bn, c->bk, c->stages, c->warps_m,
              c->warps_n, io->bias ? ", bias" : "", c->a_col_major ? ", A column-major" : "",
              group_note(c));
  setup(&g);
  int passes = io->passes > 1 && io->pass_of ? io->passes : 1;
  kir_val tiles = I(&g, cj__gemm_tiles(c));
  if (c->ws) { /* the planner keeps it to the gemm op (no hook but the bias) */
    gg_emit_ws(&g, first, tiles, step);
    return;
  }
  if (ahead_ok(&g, passes)) {
    int tail = cj__gemm_half_tail(c, io->grid);
    emit_ahead(&g, first, tail ? I(&g, cj__gemm_tiles(c) - tail) : tiles, step);
    if (tail) emit_half_tail(&g, cj__gemm_tiles(c) - tail, tail, first, step);
    return;
  }
  if (passes == 1) {
    gg_tile_at(&g, kir_for_begin(b, first, tiles, step, 0));
    one_tile(&g);
    kir_for_end(b);
    return;
  }
  /* one loop over (pass, tile) as u = pass x T + tile, T the tiles rounded up to a multiple of
   * step (so u mod T runs over this block's tiles in each pass); nested loops made LLVM keep
   * more values live across the tile and spill on gfx942 */
  kir_val span = bin(&g, KIR_MUL, bin(&g, KIR_UDIV, bin(&g, KIR_ADD, tiles, bin(&g, KIR_SUB, step, I(&g, 1))), step), step);
  kir_val u = kir_for_begin(b, first, bin(&g, KIR_MUL, span, I(&g, passes)), step, 0);
  kir_val pass = bin(&g, KIR_UDIV, u, span), t = bin(&g, KIR_SUB, u, bin(&g, KIR_MUL, pass, span));
  kir_if_begin(b, kir_cmp(b, KIR_ULT, t, tiles));
  gg_tile_at(&g, t);
  kir_if_begin(b, kir_cmp(b, KIR_EQ, io->pass_of(io->user, g.tile_m, g.tm0), pass)); /* block-uniform */
  one_tile(&g);
  kir_if_end(b);
  kir_if_end(b);
  kir_for_end(b);
}
