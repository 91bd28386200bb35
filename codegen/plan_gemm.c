/* Plans of the GEMM ops (allgather_gemm, gemm_reducescatter, gemm): the product's shape and
 * sharding, the tile, the fetchers and flags, the grid; and their key tokens. */
#include <inttypes.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include "coll.h"
#include "gen_gemm.h"
#include "support.h"

#define DEFAULT_FETCHERS 32
#define MIN_FETCHERS 8 /* the default's least, where the tiles leave fewer blocks */
#define MAX_FETCHERS 256
/* k columns per flag: 8 k tiles of 32 measured fastest of 1, 2, 4 and 8 on an H100
 * (2026-11-23, world 1, 4096 x 3584 x 8192 bf16, 32 fetchers, warps 2 x 2: 702 us with 8,
 * 722 with 4; 16 fetchers: 1225 us with 1, 955 with 2, 890 with 4, 848 with 8) */
#define KPF_COLUMNS 256

static cj_status bad(const char *field, const char *msg, uint64_t a, uint64_t b) {
  return cj__fail(CJ_E_INVALID, "gemm.%s: %s (%" PRIu64 ", %" PRIu64 ")", field, msg, a, b);
}

/* The same for an int field, printed as the caller wrote it (a negative value stays one). */
static cj_status bad_int(const char *field, const char *msg, int v) {
  return cj__fail(CJ_E_INVALID, "gemm.%s: %s (got %d)", field, msg, v);
}

cj_status cj__gemm_params_check(const cj_gemm_params *g, const char *call) {
  if (!g) return cj__fail(CJ_E_INVALID, "%s: gemm is NULL", call);
  if (g->struct_size != sizeof *g)
    return cj__fail(CJ_E_INVALID,
                    "%s: gemm.struct_size is %zu, not sizeof(cj_gemm_params) = %zu: initialise "
                    "it with CJ_GEMM_PARAMS_INIT (a caller built against colljit 0.1.0's header, "
                    "whose cj_gemm_params has no struct_size, must be rebuilt)",
                    call, g->struct_size, sizeof *g);
  return CJ_OK;
}

int cj__request_read(const cj_request *req, cj_request *out) {
  static const cj_request init = CJ_REQUEST_INIT;
  *out = init;
  size_t n = req ? req->struct_size : 0, at = offsetof(cj_request, gemm);
  if (req && n == CJ_REQUEST_V0_SIZE) { /* 0.1.0: the same fields, then the old GEMM */
    cj_gemm_params_v0 v;
    memcpy(out, req, at);
    memcpy(&v, (const char *)req + at, sizeof v);
    out->struct_size = sizeof *out;
    out->gemm = (cj_gemm_params){.struct_size = sizeof out->gemm, .m = v.m, .n = v.n, .k = v.k,
                                 .shard = v.shard, .bias = v.bias, .bm = v.bm, .bn = v.bn,
                                 .bk = v.bk, .stages = v.stages, .warps_m = v.warps_m,
                                 .warps_n = v.warps_n, .fetchers = v.fetchers,
                                 .k_per_flag = v.k_per_flag};
    return 0;
  }
  /* a size inside the GEMM that no version had would split a field */
  if (!req || (n > at && n < sizeof *out) ||
      cj__read_opts(out, sizeof *out, req, offsetof(cj_request, variant))) {
    cj__fail(CJ_E_INVALID, "request: missing, or struct_size %zu is not the size of a "
             "cj_request (%zu, or %zu for colljit 0.1.0)", n, sizeof *out,
             (size_t)CJ_REQUEST_V0_SIZE);
    return -1;
  }
  out->gemm.struct_size = sizeof out->gemm; /* the request's size said the version */
  return 0;
}

cj_status cj__gemm_fields_check(cj_op op, const cj_gemm_params *q) {
  const char *name = cj_op_name(op);
  if (q->b_layout != CJ_B_ROW && q->b_layout != CJ_B_COL)
    return bad_int("b_layout", "CJ_B_ROW (0) or CJ_B_COL (1)", q->b_layout);
  if (q->out_f32 != 0 && q->out_f32 != 1) return bad_int("out_f32", "0 or 1", q->out_f32);
  if (cj__op_gemm_comm(op) != CJ_GEMM_LOCAL) {
    if (q->b_layout)
      return cj__fail(CJ_E_INVALID, "gemm.b_layout: %s takes B row-major only (CJ_B_ROW, 0); "
                      "a column-major B is the gemm op's", name);
    if (q->out_f32)
      return cj__fail(CJ_E_INVALID, "gemm.out_f32: %s writes out in the input dtype (0); an "
                      "f32 out is the gemm op's", name);
    return CJ_OK;
  }
  if (q->shard != CJ_SHARD_M)
    return bad_int("shard", "gemm shards nothing: leave it 0 (each rank computes its own product)",
                   q->shard);
  if (q->fetchers || q->k_per_flag)
    return cj__fail(CJ_E_INVALID, "gemm.fetchers: gemm has no fetchers or k groups: leave "
                    "fetchers and k_per_flag 0 (got %d, %d)", q->fetchers, q->k_per_flag);
  if (q->a_layout)
    return bad_int("a_layout", "gemm reads A row-major (m x k): leave it 0", q->a_layout);
  return CJ_OK;
}

static cj_status check_shape(const cj_request *r, const cj_gemm_params *q) {
  if (r->dtype != CJ_BF16 && r->dtype != CJ_F16)
    return cj__fail(CJ_E_INVALID, "dtype: %s takes bf16 or f16, not %s", cj_op_name(r->op),
                    cj_dtype_name(r->dtype));
  int maps = r->op == CJ_OP_GEMM || r->op == CJ_OP_GEMM_REDUCESCATTER; /* (cj__gemm_op_tma) */
  /* (the variant is chosen before: a GEMM op's `auto` is its generated kernel) */
  int reduction = r->op == CJ_OP_GEMM_REDUCESCATTER && r->variant == CJ_VARIANT_BLAS;
  int adds = r->op == CJ_OP_GEMM;
  if (r->flags & ~((maps ? CJ_REQ_NO_TMA : 0u) | (reduction ? CJ_REQ_DTYPE_SLOTS : 0u) |
                   (adds ? CJ_REQ_ADD_SLOTS : 0u)))
    return cj__fail(CJ_E_INVALID, "flags: %s%s is never staged or shape-generic%s%s",
                    cj_op_name(r->op), reduction ? " (blas)" : "",
                    maps ? " (its flags: CJ_REQ_NO_TMA" : "",
                    !maps        ? ""
                    : reduction ? ", CJ_REQ_DTYPE_SLOTS)"
                    : adds      ? ", CJ_REQ_ADD_SLOTS)"
                                : ")");
  if ((r->flags & CJ_REQ_ADD_SLOTS) && r->world < 2)
    return cj__fail(CJ_E_INVALID, "flags: CJ_REQ_ADD_SLOTS adds world - 1 slots: world %d has "
                    "none (2 or more)", r->world);
  if (r->hidden) return cj__fail(CJ_E_INVALID, "hidden: %s has no rows", cj_op_name(r->op));
  if (r->redop != CJ_SUM)
    return cj__fail(CJ_E_INVALID, "redop: %s sums its products (sum), not %s",
                    cj_op_name(r->op), cj_redop_name(r->redop));
  uint64_t lim = 1u << 24;
  if (q->m < 1 || q->n < 1 || q->k < 1 || q->m > lim || q->n > lim || q->k > lim)
    return cj__fail(CJ_E_INVALID, "gemm: m, n, k must be 1..2^24 (got %" PRIu64 ", %" PRIu64
                    ", %" PRIu64 ")", q->m, q->n, q->k);
  if (q->m * q->k > (1ull << 31) || q->m * q->n > (1ull << 31))
    return bad("m", "m x k and m x n must stay within 2^31 elements", q->m * q->k, q->m * q->n);
  if (q->shard != CJ_SHARD_M && q->shard != CJ_SHARD_K)
    return bad_int("shard", "CJ_SHARD_M (0) or CJ_SHARD_K (1)", q->shard);
  if (q->bias != 0 && q->bias != 1) return bad_int("bias", "0 or 1", q->bias);
  cj_status s = cj__gemm_fields_check(r->op, q);
  if (s) return s;
  uint64_t dim = q->shard == CJ_SHARD_M ? q->m : q->k;
  if (cj__op_gemm_comm(r->op) != CJ_GEMM_LOCAL && dim % (uint64_t)r->world)
    return bad(q->shard == CJ_SHARD_M ? "m" : "k", "the sharded size must divide by the world",
               dim, (uint64_t)r->world);
  if (cj__op_gemm_comm(r->op) == CJ_GEMM_SCATTERS_C) {
    if (q->shard != CJ_SHARD_K)
      return bad_int("shard", "gemm_reducescatter takes A and B split along k (CJ_SHARD_K)",
                     q->shard);
    if (q->m % (uint64_t)r->world)
      return bad("m", "the output's rows are scattered: m must divide by the world", q->m,
                 (uint64_t)r->world);
    if (q->fetchers || q->k_per_flag)
      return cj__fail(CJ_E_INVALID, "gemm.fetchers: gemm_reducescatter has no fetchers or k "
                      "groups (got %d, %d)", q->fetchers, q->k_per_flag);
    if (q->a_layout)
      return bad_int("a_layout", "gemm_reducescatter stages no A (its A is the caller's, m x k/W)",
                     q->a_layout);
  }
  if (q->a_layout != CJ_A_K_CONTIG && q->a_layout != CJ_A_M_CONTIG)
    return bad_int("a_layout", "CJ_A_K_CONTIG (0) or CJ_A_M_CONTIG (1)", q->a_layout);
  if (q->group_m < 0 || q->group_m > CJ_GEMM_GROUP_M_MAX)
    return bad_int("group_m", "rows of tiles per raster group: 1..64, or 0 for the default 8",
                   q->group_m);
  uint64_t per = q->m * q->k / (cj__op_gemm_comm(r->op) == CJ_GEMM_LOCAL ? 1 : (uint64_t)r->world);
  if (r->count && r->count != per)
    return bad("count", "count is A's elements per rank, m x k / world, or 0", r->count, per);
  return CJ_OK;
}

int cj__gemm_op_tma(cj_op op, const cj_gemm_cfg *c, int no_tma) {
  cj_gemm_comm m = cj__op_gemm_comm(op);
  return (m == CJ_GEMM_LOCAL || m == CJ_GEMM_SCATTERS_C) && cj__gemm_tma_of(c, no_tma);
}

int cj__gemm_op_tma_a(cj_op op, const cj_gemm_cfg *c, int no_tma) {
  return cj__op_gemm_comm(op) == CJ_GEMM_LOCAL && cj__gemm_tma_a_of(c, no_tma);
}

int cj__gemm_k16_target(const cj_target *t) { return t->arch == CJ_ARCH_GFX950; }

int cj__gemm_wg_target(const cj_target *t) {
  return t->arch == CJ_ARCH_SM90 || (t->arch == CJ_ARCH_HOST && t->warp_size == 32);
}

void cj__gemm_default_tile(const cj_target *t, int warp_size, cj_op op, uint64_t m, uint64_t n,
                           cj_gemm_cfg *c) {
  if (cj__op_gemm_comm(op) == CJ_GEMM_LOCAL && t->arch == CJ_ARCH_SM90) {
    cj__gemm_defaults_wg(c); /* warpgroup MMA: 0.83-1.02 of cuBLAS (bench/RESULTS.md) */
    uint64_t tiles = (m + 127) / 128 * ((n + 255) / 256);
    int sms = cj__resident_blocks_shared(t, 256, (int)cj__gemm_shared_bytes(c));
    if (tiles * 10 < (uint64_t)sms * 6) { /* 128 x 128, 5 stages (160 KiB): 512x4096x4096 bf16
                                            * on an H100 at 0.84 of torch.matmul, 0.76 with 4 */
      c->bn = 128;
      c->stages = 5;
    }
  } else if (cj__op_gemm_comm(op) == CJ_GEMM_LOCAL) {
    cj__gemm_defaults_alone(c, warp_size);
  } else if (t->arch == CJ_ARCH_SM90 && cj__op_gemm_comm(op) != CJ_GEMM_LOCAL) {
    /* the fused ops' GEMM blocks on warpgroup MMA too: allgather_gemm 4096x3584x8192 at world
     * 1 on an H200 took 498.8 us with it against 778.7 with the mma.sync tile;
     * gemm_reducescatter (its output staged in 16-byte chunks) on 4 H100s 229.7 us against
     * 334.1, on 2 306.2 against 457.9 (bench/RESULTS.md). */
    cj__gemm_defaults_wg(c);
  } else {
    cj__gemm_defaults(c, warp_size);
  }
}

/* The request's tile fields over the defaults in *c. */
static void fill_tile(const cj_request *r, const cj_plan *p, cj_gemm_cfg *c) {
  const cj_gemm_params *q = &r->gemm;
  *c = (cj_gemm_cfg){.m = (uint32_t)q->m, .n = (uint32_t)q->n, .k = (uint32_t)q->k,
                     .in = p->dtype, .out = p->dtype, .warp_size = p->warp_size,
                     .bm = q->bm ? q->bm : c->bm, .bn = q->bn ? q->bn : c->bn,
                     .bk = q->bk ? q->bk : c->bk, .stages = q->stages ? q->stages : c->stages,
                     .warps_m = q->warps_m ? q->warps_m : c->warps_m,
                     .warps_n = q->warps_n ? q->warps_n : c->warps_n,
                     .group_m = q->group_m ? q->group_m : CJ_GEMM_GROUP_M,
                     .a_col_major = q->a_layout == CJ_A_M_CONTIG};
  if (cj__op_gemm_comm(r->op) == CJ_GEMM_LOCAL) {
    c->b_col_major = q->b_layout == CJ_B_COL;
    c->out = q->out_f32 ? CJ_F32 : p->dtype;
  }
  c->wgmma = cj__gemm_wg_target(&p->target) && cj__gemm_wg_shape(c);
  c->ws = cj__gemm_ws_of(c);
  c->mfma_k16 = cj__gemm_k16_target(&p->target);
  cj_gemm_cfg kc = *c; /* (gemm_reducescatter's kernel multiplies over k / W) */
  if (cj__op_gemm_comm(r->op) == CJ_GEMM_SCATTERS_C && r->world > 0)
    kc.k = (uint32_t)(q->k / (uint64_t)r->world);
  c->tma = cj__gemm_op_tma(r->op, &kc, (r->flags & CJ_REQ_NO_TMA) != 0);
  c->tma_a = cj__gemm_op_tma_a(r->op, &kc, (r->flags & CJ_REQ_NO_TMA) != 0);
}

static cj_status check_tile(const cj_request *r, cj_plan *p, cj_gemm_cfg *c) {
  cj__gemm_default_tile(&p->target, p->warp_size, r->op, r->gemm.m, r->gemm.n, c);
  int wg_default = c->wgmma;
  fill_tile(r, p, c);
  /* a request that names part of a tile whose rest the warpgroup default cannot complete
   * (64-row tiles with its 8 x 1 warps) takes the rest from the mma.sync defaults */
  if (wg_default && !c->wgmma) {
    if (cj__op_gemm_comm(r->op) == CJ_GEMM_LOCAL)
      cj__gemm_defaults_alone(c, p->warp_size);
    else
      cj__gemm_defaults(c, p->warp_size);
    fill_tile(r, p, c);
  }
  cj_status s = cj__gemm_check(c);
  if (s) return s;
  if (c->ws && cj__op_gemm_comm(r->op) != CJ_GEMM_LOCAL)
    return cj__fail(CJ_E_INVALID, "gemm.warps_m: %d warps for a %d-row tile ask for a producer "
                    "warpgroup, which only the gemm op has (BM/16 = %d warps)", c->warps_m,
                    c->bm, c->bm / 16);
  /* what the plan's own target holds, refused here rather than by the compiler */
  uint32_t lds = cj__gemm_shared_bytes(c), limit = cj__shared_limit(&p->target);
  if (lds > limit)
    return cj__fail(CJ_E_INVALID, "gemm: tile %dx%dx%d with %d stages needs %u bytes of shared "
                    "memory; %s has %u: a smaller tile or fewer stages", c->bm, c->bn, c->bk,
                    c->stages, lds, p->target.name, limit);
  int threads = cj__gemm_threads(c);
  if (r->block_threads && r->block_threads != threads)
    return cj__fail(CJ_E_INVALID, "gemm.block_threads: the GEMM's warps set the block: warps_m "
                    "x warps_n x warp = %d (got %d)", threads, r->block_threads);
  if (r->vec_bytes || r->tile_m || r->tile_n)
    return cj__fail(CJ_E_INVALID, "layout: %s takes its tile from gemm.bm/bn/bk, not "
                    "vec_bytes or tile", cj_op_name(r->op));
  p->block_threads = threads;
  return CJ_OK;
}

/* Blocks of the GEMM's threads and shared memory the smallest part of the target holds. */
static int resident(const cj_plan *p, const cj_gemm_cfg *c) {
  return cj__resident_blocks_shared(&p->target, p->block_threads, (int)cj__gemm_shared_bytes(c));
}

/* k_per_flag (the smallest that fits the flags when 0), fetchers and the grid. */
static cj_status check_flow(const cj_request *r, cj_plan *p, const cj_gemm_cfg *c) {
  cj_gemm_params *q = &p->gemm;
  uint64_t ktiles = (c->k + (uint64_t)c->bk - 1) / (uint64_t)c->bk;
  uint64_t tiles_m = (c->m + (uint64_t)c->bm - 1) / (uint64_t)c->bm;
  /* fetchers or k_per_flag left 0: the selection table's row of the fused kernel for this
   * arch, world and A's bytes per rank (colljit tune measures them), clamped as the built-in
   * defaults are (fewer flags past the sync area, no more fetchers than units) */
  cj_choice ch = {CJ_VARIANT_AUTO, 0, 0, 0};
  uint64_t a_bytes = r->gemm.m * r->gemm.k / (uint64_t)p->world * cj_dtype_size(p->dtype);
  if ((!r->gemm.fetchers || !r->gemm.k_per_flag) &&
      (!cj__select(&p->target, p->world, r->op, a_bytes, &ch) ||
       (ch.variant != CJ_VARIANT_PULL && ch.variant != CJ_VARIANT_AUTO)))
    ch = (cj_choice){CJ_VARIANT_AUTO, 0, 0, 0};
  /* default: flags every KPF_COLUMNS columns of k (each wait costs the GEMM block a barrier) */
  uint64_t kpf = r->gemm.k_per_flag ? (uint64_t)r->gemm.k_per_flag
                 : ch.k_per_flag    ? (uint64_t)ch.k_per_flag
                                    : (uint64_t)(KPF_COLUMNS / c->bk > 1 ? KPF_COLUMNS / c->bk : 1);
  /* a default (built in, or the table's) past k is one group, the whole k; a value the caller
   * gave is taken as it is, or refused below */
  if (kpf > ktiles && !r->gemm.k_per_flag) kpf = ktiles;
  if (!r->gemm.k_per_flag)
    while (kpf < ktiles && tiles_m * ((ktiles + kpf - 1) / kpf) > CJ_SYNC_OP_FLAGS) kpf++;
  if (r->gemm.k_per_flag < 0) return bad_int("k_per_flag", "1 .. the k tiles of the product", r->gemm.k_per_flag);
  if (kpf < 1 || kpf > ktiles)
    return bad("k_per_flag", "1 .. the k tiles of the product", kpf, ktiles);
  uint64_t units = tiles_m * ((ktiles + kpf - 1) / kpf);
  if (units > CJ_SYNC_OP_FLAGS)
    return bad("k_per_flag", "rows of tiles x k groups must fit the sync area's flags", units,
               CJ_SYNC_OP_FLAGS);
  int most = resident(p, c);
  int fe = r->gemm.fetchers ? r->gemm.fetchers : ch.fetchers ? ch.fetchers : DEFAULT_FETCHERS;
  if (!r->gemm.fetchers && (uint64_t)fe > units) fe = (int)units;
  if (!r->gemm.fetchers && !ch.fetchers && fe > most / 4)
    fe = most / 4 > 0 ? most / 4 : 1; /* GEMM blocks */
  /* fewer tiles than blocks: the default fetchers take the blocks the tiles leave, so that
   * every tile starts at once (1024x3584x8192 on 2 H100s, 112 tiles on 132 SMs: 12 / 20 / 32
   * fetchers 108.7 / 111.0 / 135.2 us) */
  int tiles = cj__gemm_tiles(c);
  if (!r->gemm.fetchers && !ch.fetchers && tiles < most && most - tiles < fe)
    fe = most - tiles > MIN_FETCHERS ? most - tiles : MIN_FETCHERS;
  if (!r->gemm.fetchers && fe >= most) fe = most > 1 ? most - 1 : 1; /* a table's, on a small part */
  if (fe < 1 || fe > MAX_FETCHERS) return bad_int("fetchers", "1..256", fe);
  /* every block computes tiles, the fetchers after their fetching: the tiles plus the
   * fetchers (which then find none), or every block resident at once */
  int grid = r->grid ? r->grid : tiles + fe < most ? tiles + fe : most;
  if (grid <= fe || grid > most)
    return cj__fail(CJ_E_INVALID, "grid: %d blocks: more than the %d fetchers and at most %d "
                    "(every block resident at once: GEMM blocks wait for fetchers)",
                    grid, fe, most);
  q->k_per_flag = (int)kpf;
  q->fetchers = fe;
  p->grid = grid;
  return CJ_OK;
}

/* The persistent grid over the tiles: the request's, or min(tiles, blocks resident at once). */
static cj_status tile_grid(const cj_request *r, cj_plan *p, const cj_gemm_cfg *c,
                           const char *why) {
  int most = resident(p, c), tiles = cj__gemm_tiles(c);
  int grid = r->grid ? r->grid : (tiles < most ? tiles : most);
  if (grid < 1 || grid > most)
    return cj__fail(CJ_E_INVALID, "grid: %d blocks: 1..%d (%s)", grid, most, why);
  p->grid = grid;
  return CJ_OK;
}

/* gemm: no flags; the grid walks the tiles, at most the blocks resident at once (a persistent
 * grid, as the fused ops'). */
static cj_status check_tile_flow(const cj_request *r, cj_plan *p, const cj_gemm_cfg *c) {
  if (c->wgmma && !cj__gemm_ahead(c)) { /* a block per tile: none waits for another */
    int tiles = cj__gemm_tiles(c), grid = r->grid ? r->grid : tiles;
    if (grid < 1 || grid > tiles)
      return cj__fail(CJ_E_INVALID, "grid: %d blocks: 1..%d (the output tiles)", grid, tiles);
    p->grid = grid;
    return CJ_OK;
  }
  return tile_grid(r, p, c, "a persistent grid: at most the blocks resident at once");
}

/* gemm_reducescatter: the flags of every (source, tile of an owner's rows), the grid. */
static cj_status check_rs_flow(const cj_request *r, cj_plan *p, const cj_gemm_cfg *c) {
  uint64_t tiles_n = (c->n + (uint64_t)c->bn - 1) / (uint64_t)c->bn;
  uint64_t flags = (uint64_t)p->world * cj__gemm_rs_rows(p) * tiles_n;
  if (p->variant != CJ_VARIANT_BLAS && flags > CJ_SYNC_OP_FLAGS) /* blas: no flags */
    return bad("m", "ranks x tiles of one rank's rows must fit the sync area's flags (use "
               "larger tiles)", flags, CJ_SYNC_OP_FLAGS);
  return tile_grid(r, p, c, "every block resident at once: blocks wait for the peers' tiles");
}

cj_status cj__plan_gemm(const cj_request *r, cj_plan *p) {
  cj_status s = check_shape(r, &r->gemm);
  if (s) return s;
  cj_gemm_cfg c;
  if ((s = check_tile(r, p, &c))) return s;
  cj_gemm_comm gc = cj__op_gemm_comm(r->op);
  if (gc == CJ_GEMM_SCATTERS_C) c.k = (uint32_t)(r->gemm.k / (uint64_t)r->world);
  p->gemm = r->gemm;
  p->gemm.bm = c.bm, p->gemm.bn = c.bn, p->gemm.bk = c.bk, p->gemm.stages = c.stages;
  p->gemm.warps_m = c.warps_m, p->gemm.warps_n = c.warps_n, p->gemm.group_m = c.group_m;
  p->count = r->gemm.m * r->gemm.k / (gc == CJ_GEMM_LOCAL ? 1 : (uint64_t)r->world);
  p->vec_bytes = 16;
  p->tile_m = c.bm;
  p->tile_n = c.bn;
  if (gc == CJ_GEMM_LOCAL) return check_tile_flow(r, p, &c);
  return gc == CJ_GEMM_SCATTERS_C ? check_rs_flow(r, p, &c) : check_flow(r, p, &c);
}

uint32_t cj__gemm_rs_rows(const cj_plan *p) {
  uint64_t ml = p->gemm.m / (uint64_t)p->world, bm = (uint64_t)p->gemm.bm, most = 0;
  for (uint64_t q = 0; q < (uint64_t)p->world; q++) {
    uint64_t rows = ((q + 1) * ml - 1) / bm - q * ml / bm + 1;
    most = rows > most ? rows : most;
  }
  return (uint32_t)most;
}

cj_gemm_bytes cj__gemm_bytes(cj_op op, int world, const cj_gemm_params *g, cj_dtype dtype) {
  uint64_t W = (uint64_t)world, es = cj_dtype_size(dtype);
  int rs = cj__op_gemm_comm(op) == CJ_GEMM_SCATTERS_C;
  if (cj__op_gemm_comm(op) == CJ_GEMM_LOCAL) /* each rank its own product; no workspace */
    return (cj_gemm_bytes){.a = g->m * g->k * es, .b = g->k * g->n * es,
                           .out = g->m * g->n * (g->out_f32 ? 4 : es), .work = 0};
  cj_gemm_bytes x = {.a = g->m * g->k / W * es,
                     .b = (rs ? g->k / W : g->k) * g->n * es,
                     .out = (rs ? g->m / W : g->m) * g->n * es,
                     /* allgather_gemm: the staged m x k A; gemm_reducescatter: two halves of W
                      * f32 slots of m/W x n */
                     .work = rs ? 8 * g->m * g->n : g->m * g->k * 2};
  return x;
}

void cj__gemm_key(const cj_plan *p, cj_sb *sb) {
  const cj_gemm_params *q = &p->gemm;
  if (cj__op_gemm_comm(p->op) == CJ_GEMM_LOCAL) /* no sharding */
    cj_sb_printf(sb, ".mnk%" PRIu64 "x%" PRIu64 "x%" PRIu64 "%s", q->m, q->n, q->k,
                 q->bias ? ".bias" : "");
  else
    cj_sb_printf(sb, ".mnk%" PRIu64 "x%" PRIu64 "x%" PRIu64 ".shard-%s%s", q->m, q->n, q->k,
                 q->shard == CJ_SHARD_M ? "m" : "k", q->bias ? ".bias" : "");
  cj_sb_printf(sb, ".tile%dx%dx%d.st%d.wp%dx%d", q->bm, q->bn, q->bk, q->stages, q->warps_m,
               q->warps_n);
  if (cj__op_gemm_comm(p->op) == CJ_GEMM_GATHERS_A)
    cj_sb_printf(sb, ".fe%d.kpf%d", q->fetchers, q->k_per_flag);
  /* only when not the default: the keys (and caches) of default layouts stay as they were */
  if (q->group_m != CJ_GEMM_GROUP_M) cj_sb_printf(sb, ".gm%d", q->group_m);
  if (q->a_layout == CJ_A_M_CONTIG) cj_sb_printf(sb, ".alm");
  if (q->b_layout == CJ_B_COL) cj_sb_printf(sb, ".bcol");
  if (q->out_f32) cj_sb_printf(sb, ".of32");
}

/* "AxB" or "AxBxC" into v[0..parts) */
static int nums(const char *s, size_t n, uint64_t *v, int parts) {
  for (int i = 0; i < parts; i++) {
    const char *x = i + 1 < parts ? memchr(s, 'x', n) : s + n;
    if (!x || !cj__key_u64(s, (size_t)(x - s), &v[i])) return 0;
    if (i + 1 < parts) n -= (size_t)(x - s) + 1, s = x + 1;
  }
  return 1;
}

static int pre(const char *t, size_t n, const char *p) {
  size_t k = strlen(p);
  return n > k && !strncmp(t, p, k);
}

int cj__gemm_token(const char *t, size_t n, cj_request *r) {
  cj_gemm_params *q = &r->gemm;
  uint64_t v[3];
  if (n == 4 && !strncmp(t, "bias", 4)) return q->bias = 1, 1;
  if (n == 7 && !strncmp(t, "shard-m", 7)) return q->shard = CJ_SHARD_M, 1;
  if (n == 7 && !strncmp(t, "shard-k", 7)) return q->shard = CJ_SHARD_K, 1;
  if (n == 3 && !strncmp(t, "alm", 3)) return q->a_layout = CJ_A_M_CONTIG, 1;
  if (n == 3 && !strncmp(t, "alk", 3)) return q->a_layout = CJ_A_K_CONTIG, 1;
  if (n == 4 && !strncmp(t, "bcol", 4)) return q->b_layout = CJ_B_COL, 1;
  if (n == 4 && !strncmp(t, "of32", 4)) return q->out_f32 = 1, 1;
  int ok = 0;
  if (pre(t, n, "mnk") && (ok = nums(t + 3, n - 3, v, 3))) q->m = v[0], q->n = v[1], q->k = v[2];
  else if (pre(t, n, "tile") && (ok = nums(t + 4, n - 4, v, 3)) && v[0] < 4096 && v[1] < 4096 &&
           v[2] < 4096)
    q->bm = (int)v[0], q->bn = (int)v[1], q->bk = (int)v[2];
  else if (pre(t, n, "wp") && (ok = nums(t + 2, n - 2, v, 2)) && v[0] < 64 && v[1] < 64)
    q->warps_m = (int)v[0], q->warps_n = (int)v[1];
  else if (pre(t, n, "st") && (ok = cj__key_u64(t + 2, n - 2, v)) && v[0] < 64) q->stages = (int)v[0];
  else if (pre(t, n, "fe") && (ok = cj__key_u64(t + 2, n - 2, v)) && v[0] < 100000) q->fetchers = (int)v[0];
  else if (pre(t, n, "kpf") && (ok = cj__key_u64(t + 3, n - 3, v)) && v[0] < 100000000)
    q->k_per_flag = (int)v[0];
  else if (pre(t, n, "gm") && (ok = cj__key_u64(t + 2, n - 2, v)) && v[0] < 100000) {
    if (!v[0]) /* gm0 would silently mean the default: leave the token out for that */
      return cj__fail(CJ_E_INVALID, "key: '%.*s': 0 is not a value of group_m (1..%d; leave "
                      "the token out for the default %d)", (int)n, t, CJ_GEMM_GROUP_M_MAX,
                      CJ_GEMM_GROUP_M), -1;
    q->group_m = (int)v[0];
  }
  else
    return 0;
  /* a 0 in a tile, stage, warp, fetcher or k-group token would silently mean the default */
  int zero = ok && !pre(t, n, "mnk") && !pre(t, n, "gm") &&
             (!v[0] || ((pre(t, n, "tile") || pre(t, n, "wp")) && !v[1]) ||
              (pre(t, n, "tile") && !v[2]));
  if (zero)
    return cj__fail(CJ_E_INVALID, "key: '%.*s': 0 is not a value here (leave the token out for "
                    "the default)", (int)n, t), -1;
  return ok ? 1 : 0;
}
