/* The fused GEMM ops on the CPU executor. gemm_reducescatter: worlds 1..8, odd shapes, an
 * owner's rows across tiles, n a multiple of 4 or not (the reduction then moves 4 columns per
 * thread), bias, ranks at different times. allgather_gemm: both sharding forms (A split along
 * m: the tensor-parallel
 * form; along k), world sizes 1..8, odd m, n and k (ragged tiles, element-wise fetches when
 * the shards' rows are not whole 16-byte chunks), bias or none, both warp sizes, fetcher counts
 * and k_per_flag values; two calls on the same heaps with new data (the second call's GEMM
 * blocks must not take the first call's flags); fetcher blocks that start late (the GEMM
 * blocks must wait, never read stale tiles); more rows of tiles than one wave of GEMM blocks
 * covers (the fetchers' waves); ranks that start at different times. Every rank's
 * product is checked against a float64 product of the same inputs. A planted fault (one
 * element of a shard changed after the reference was taken) must be caught.
 * gemm_reducescatter's vendor-BLAS reduction (variant blas): the W f32 slots of each rank's
 * workspace summed in rank order, the bias, one rounding, bit for bit. The stand-alone gemm op
 * (each rank its own product): worlds 1 and 2, odd shapes, B row- or column-major, bias, f32
 * out, both warp sizes, against a float64 reference; planted faults caught. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "coll.h"
#include "gen_gemm.h"
#include "harness.h"
#include "interp_impl.h"
#include "test.h"

typedef struct gcase {
  cj_op op; /* 0: allgather_gemm */
  cj_variant variant; /* 0: auto */
  int world, shard, bias, warp;
  cj_dtype dt;
  uint64_t m, n, k;
  int stages, fetchers, kpf;
  int group_m, a_layout; /* raster group (0: default), staged A (CJ_A_M_CONTIG: k x m) */
  int late_fetchers; /* ms each fetcher block sleeps before it starts */
  int staggered;     /* ranks start rank x this many ms apart, each call on its own */
  int plant;
  int dslots; /* the blas reduction's slots in the dtype (CJ_REQ_DTYPE_SLOTS) */
  int deftile; /* 1: the plan's default tile and warps (not the 32x32x32 of the other cases) */
  int wg;      /* 1: the warpgroup-MMA tile 64x64x64, 3 stages, warps 4x1 (warp 32) */
  int gfx950;  /* 1: planned for gfx950 (MFMA 32x32x16, the transposing LDS read; warp 64) */
} gcase;

static float f32_of(uint32_t u) {
  float f;
  memcpy(&f, &u, 4);
  return f;
}

static double ld(const void *p, size_t i, cj_dtype t) {
  uint16_t h = ((const uint16_t *)p)[i];
  return f32_of(t == CJ_F16 ? cj__ix_f16_to_f32(h) : cj__ix_bf16_to_f32(h));
}

static void st(void *p, size_t i, cj_dtype t, double v) {
  float f = (float)v;
  uint32_t u;
  memcpy(&u, &f, 4);
  ((uint16_t *)p)[i] = t == CJ_F16 ? cj__ix_f32_to_f16(u) : cj__ix_f32_to_bf16(u);
}

static void sleep_ms(int ms) {
  struct timespec ts = {ms / 1000, (long)(ms % 1000) * 1000000L};
  nanosleep(&ts, NULL);
}

/* The request's plan and kernel (NULL when either fails); the plan's fetchers and GEMM
 * configuration when asked. */
static kir_kernel *plan_kernel_cfg(const cj_request *r, int *fetchers, cj_gemm_cfg *cfg) {
  cj_plan *p = NULL;
  if (cj_plan_create(r, &p)) return NULL;
  if (fetchers) *fetchers = p->gemm.fetchers;
  if (cfg) cj__gemm_cfg_of(p, cfg);
  kir_kernel *k = NULL;
  if (cj__build_kernel(p, &k)) k = NULL;
  cj_plan_destroy(p);
  return k;
}

static int rs(const gcase *c) { return c->op == CJ_OP_GEMM_REDUCESCATTER; }

static kir_kernel *build_cfg(const gcase *c, int *fetchers, cj_gemm_cfg *cfg) {
  uint64_t bk = c->wg ? 64 : 32;
  cj_request r = CJ_REQUEST_INIT;
  r.op = rs(c) ? c->op : CJ_OP_ALLGATHER_GEMM;
  r.variant = c->variant;
  r.dtype = c->dt;
  r.world = c->world;
  r.warp_size = c->warp;
  r.target = c->gfx950 ? "gfx950" : "host";
  if (c->dslots) r.flags |= CJ_REQ_DTYPE_SLOTS;
  r.gemm = (cj_gemm_params){.struct_size = sizeof(cj_gemm_params), .m = c->m, .n = c->n, .k = c->k, .shard = c->shard, .bias = c->bias,
                            .bm = c->deftile ? 0 : c->wg ? 64 : 32,
                            .bn = c->deftile ? 0 : c->wg ? 64 : 32,
                            .bk = c->deftile ? 0 : c->wg ? 64 : 32,
                            .stages = c->deftile ? 0 : c->wg ? 3 : c->stages,
                            .warps_m = c->deftile ? 0 : c->wg ? 4 : 1, .warps_n = c->deftile ? 0 : 1, .fetchers = rs(c) ? 0 : c->fetchers,
                            /* at most the k tiles (32 columns each): a larger value given
                             * is refused, not clamped */
                            .k_per_flag = rs(c)                             ? 0
                                          : (uint64_t)c->kpf > (c->k + bk - 1) / bk ? (int)((c->k + bk - 1) / bk)
                                                                            : c->kpf,
                            .group_m = c->group_m,
                            .a_layout = c->a_layout};
  return plan_kernel_cfg(&r, fetchers, cfg);
}

static kir_kernel *build(const gcase *c, int *fetchers) { return build_cfg(c, fetchers, NULL); }

/* A's element (i, j) of the whole product, from the shards in the heaps */
static double a_at(harness *h, const gcase *c, size_t src, uint64_t i, uint64_t j) {
  uint64_t W = (uint64_t)c->world;
  if (c->shard == CJ_SHARD_M) {
    uint64_t ml = c->m / W;
    return ld(harness_at(h, (int)(i / ml), src), (i % ml) * c->k + j, c->dt);
  }
  uint64_t kl = c->k / W;
  return ld(harness_at(h, (int)(j / kl), src), i * kl + j % kl, c->dt);
}

typedef struct bufs {
  size_t a, b, bias, out;
} bufs;

/* B's element (q, j): replicated (allgather_gemm) or rank q / (k/W)'s rows (gemm_reducescatter) */
static double b_at(harness *h, const gcase *c, const bufs *x, uint64_t q, uint64_t j) {
  if (!rs(c)) return ld(harness_at(h, 0, x->b), q * c->n + j, c->dt);
  uint64_t kl = c->k / (uint64_t)c->world;
  return ld(harness_at(h, (int)(q / kl), x->b), (q % kl) * c->n + j, c->dt);
}

/* allgather_gemm: every rank holds all rows; gemm_reducescatter: rank r rows [r m/W, ...) */
static uint64_t out_rows(const gcase *c) { return rs(c) ? c->m / (uint64_t)c->world : c->m; }

static int check(harness *h, const gcase *c, const bufs *x, const double *ref, const double *mag) {
  double out_eps = c->dt == CJ_BF16 ? 0x1p-8 : 0x1p-11;
  int bad = 0;
  uint64_t rows = out_rows(c);
  for (int r = 0; r < c->world; r++)
    for (uint64_t o = 0; o < rows * c->n; o++) {
      uint64_t i = o + (rs(c) ? (uint64_t)r * rows * c->n : 0); /* in the whole product */
      double got = ld(harness_at(h, r, x->out), o, c->dt);
      /* gemm_reducescatter rounds each rank's partial product to the dtype before the sum */
      double tol = (double)(c->k + 2) * 0x1p-24 * mag[i] + out_eps * fabs(ref[i]) +
                   (rs(c) ? out_eps * mag[i] : 0) + 1e-30;
      if (!(fabs(got - ref[i]) <= tol)) {
        if (bad < 3)
          fprintf(stderr, "  rank %d out[%llu][%llu] = %.9g, want %.9g\n", r,
                  (unsigned long long)(o / c->n), (unsigned long long)(o % c->n), got, ref[i]);
        bad++;
      }
    }
  return bad;
}

static void reference(harness *h, const gcase *c, const bufs *x, double *ref, double *mag) {
  for (uint64_t i = 0; i < c->m; i++)
    for (uint64_t j = 0; j < c->n; j++) {
      double s = c->bias ? ld(harness_at(h, 0, x->bias), j, c->dt) : 0, g = fabs(s);
      for (uint64_t q = 0; q < c->k; q++) {
        double p = a_at(h, c, x->a, i, q) * b_at(h, c, x, q, j);
        s += p;
        g += fabs(p);
      }
      ref[i * c->n + j] = s;
      mag[i * c->n + j] = g;
    }
}

static uint64_t b_elems(const gcase *c) {
  return (rs(c) ? c->k / (uint64_t)c->world : c->k) * c->n;
}

static void fill(harness *h, const gcase *c, const bufs *x, uint64_t *seed, int call) {
  uint64_t per = c->m * c->k / (uint64_t)c->world;
  for (int r = 0; r < c->world; r++) {
    for (uint64_t i = 0; i < per; i++)
      st(harness_at(h, r, x->a), i, c->dt, (int)(harness_rand(seed) % 257) / 128.0 - 1.0);
    if (call) continue;
    uint64_t bs = 4242 + (rs(c) ? (uint64_t)r : 0), cs = 77; /* bias replicated */
    for (uint64_t i = 0; i < b_elems(c); i++)
      st(harness_at(h, r, x->b), i, c->dt, (int)(harness_rand(&bs) % 257) / 128.0 - 1.0);
    for (uint64_t i = 0; i < c->n; i++)
      st(harness_at(h, r, x->bias), i, c->dt, (int)(harness_rand(&cs) % 65) / 16.0 - 2.0);
  }
}

typedef struct timing {
  const gcase *c;
  int fetchers;
} timing;

static void late_start(void *user, int rank, int block) {
  const timing *t = user;
  (void)rank;
  if (block < t->fetchers) sleep_ms(t->c->late_fetchers * (1 + block % 3));
}

static int stagger(void *user, int rank, int iter) {
  const timing *t = user;
  (void)iter;
  sleep_ms(t->c->staggered * rank);
  return 0;
}

/* Returns the number of wrong elements over the calls, -1 when a launch failed. */
static int run(const gcase *c) {
  int fetchers = 0;
  cj_gemm_cfg cfg;
  kir_kernel *k = build_cfg(c, &fetchers, &cfg);
  CHECK(k != NULL, "build: %s", cj_last_error());
  if (!k) return -1;
  uint64_t es = 2, per = c->m * c->k / (uint64_t)c->world;
  harness h;
  uint64_t work = rs(c) ? 8 * c->m * c->n : c->m * c->k * es;
  size_t need = (size_t)((per + b_elems(c) + c->n + c->m * c->n) * es + work) + (1u << 16);
  if (harness_init(&h, c->world, need)) return -1;
  bufs x = {harness_alloc(&h, per * es), harness_alloc(&h, b_elems(c) * es),
            harness_alloc(&h, c->n * es), harness_alloc(&h, out_rows(c) * c->n * es)};
  h.work_off = harness_alloc(&h, work);
  h.src_off = x.a;
  h.dst_off = x.out;
  cj_tmap maps[8][3]; /* gemm_reducescatter through tensor maps: A's and B's */
  for (int r = 0; r < c->world; r++) {
    h.aux[r][0] = (uint64_t)(uintptr_t)harness_at(&h, r, x.b);
    h.aux[r][1] = c->bias ? (uint64_t)(uintptr_t)harness_at(&h, r, x.bias) : 0;
    if (!k || !cfg.tma || r >= 8) continue;
    cj__gemm_tmaps(&cfg, (uint64_t)(uintptr_t)harness_at(&h, r, x.a),
                   (uint64_t)(uintptr_t)harness_at(&h, r, x.b),
                   (uint64_t)(uintptr_t)harness_at(&h, r, x.out), maps[r]);
    h.aux[r][2] = (uint64_t)(uintptr_t)&maps[r][0];
    h.aux[r][3] = (uint64_t)(uintptr_t)&maps[r][1];
  }
  timing tm = {c, fetchers};
  if (c->late_fetchers) {
    h.opts.on_block_start = late_start;
    h.opts.user = &tm;
  }
  double *ref = malloc(c->m * c->n * sizeof *ref), *mag = malloc(c->m * c->n * sizeof *mag);
  uint64_t seed = 1 + c->m * 131 + c->n * 7 + c->k;
  int bad = 0;
  for (int call = 0; call < 2 && ref && mag && bad >= 0; call++) {
    fill(&h, c, &x, &seed, call);
    reference(&h, c, &x, ref, mag);
    if (c->plant) /* after the reference: the product must differ */
      st(harness_at(&h, c->world - 1, x.a), per - 1, c->dt, 3.0);
    harness_poison(&h, x.out, out_rows(c) * c->n * es);
    cj_status s = c->staggered ? harness_run_ranks(&h, k, 1, stagger, NULL, &tm)
                               : harness_run_kernel(&h, k);
    if (s) {
      fprintf(stderr, "  call %d: %s\n", call, cj_last_error());
      bad = -1;
      break;
    }
    bad += check(&h, c, &x, ref, mag);
  }
  free(ref);
  free(mag);
  harness_free(&h);
  kir_kernel_free(k);
  return bad;
}

static int uses_op(const kir_kernel *k, kir_opcode op) {
  for (int r = 0; r < k->nregions; r++)
    for (int i = 0; i < k->regions[r].n; i++)
      if (k->regions[r].insts[i].op == op) return 1;
  return 0;
}

static void expect_ok(gcase c) {
  int bad = run(&c);
  CHECK(bad == 0,
        "%s w%d shard-%c %s %llux%llux%llu%s warp %d st%d fe%d kpf%d gm%d %s late %d "
        "stagger %d: %d wrong",
        rs(&c) ? "gemm_reducescatter" : "allgather_gemm", c.world,
        c.shard == CJ_SHARD_M ? 'm' : 'k', cj_dtype_name(c.dt),
        (unsigned long long)c.m, (unsigned long long)c.n, (unsigned long long)c.k,
        c.bias ? " bias" : "", c.warp, c.stages, c.fetchers, c.kpf, c.group_m,
        c.a_layout == CJ_A_M_CONTIG ? "A m-contiguous" : "A k-contiguous", c.late_fetchers,
        c.staggered, bad);
}

/* The vendor-BLAS path's reduction: each rank's workspace holds W slots of m/W x n f32 (random,
 * of mixed magnitudes, so that the order of the sum shows); out must be, bit for bit,
 * round((((slot 0 + slot 1) + ...) + slot W-1) + bias) in f32. Returns the wrong elements. */
static int rs_reduce_case(int world, uint64_t m, uint64_t n, int bias, cj_dtype dt, int warp,
                          int plant, int dslots) {
  gcase c = {.op = CJ_OP_GEMM_REDUCESCATTER, .variant = CJ_VARIANT_BLAS, .world = world,
             .shard = CJ_SHARD_K, .bias = bias, .warp = warp, .dt = dt, .m = m, .n = n,
             .k = 32 * (uint64_t)world, .stages = 2, .dslots = dslots};
  int fetchers = 0;
  kir_kernel *k = build(&c, &fetchers);
  CHECK(k != NULL, "build the reduction: %s", cj_last_error());
  if (!k) return -1;
  uint64_t ml = m / (uint64_t)world, slot = ml * n;
  harness h;
  if (harness_init(&h, world, (size_t)(slot * 4 * (uint64_t)world + (n + slot) * 2) + (1u << 16)))
    return -1;
  size_t work = harness_alloc(&h, slot * 4 * (size_t)world), b = harness_alloc(&h, n * 2);
  h.work_off = work;
  h.dst_off = harness_alloc(&h, slot * 2);
  h.src_off = HARNESS_NONE;
  uint64_t seed = 99 + m * 7 + n;
  for (int q = 0; q < world; q++) {
    float *w = harness_at(&h, q, work);
    for (uint64_t i = 0; i < slot * (uint64_t)world; i++) {
      double v = ((double)(harness_rand(&seed) % 20001) - 10000.0) *
                 (harness_rand(&seed) % 2 ? 1e-4 : 3.0);
      if (dslots) /* the dtype's slots: the value rounded to it */
        st(w, i, dt, dt == CJ_F16 ? v / 16.0 : v);
      else
        w[i] = (float)v;
    }
    for (uint64_t j = 0; j < n; j++)
      st(harness_at(&h, q, b), j, dt, (int)(harness_rand(&seed) % 65) / 16.0 - 2.0);
    h.aux[q][0] = 0;
    h.aux[q][1] = bias ? (uint64_t)(uintptr_t)harness_at(&h, q, b) : 0;
  }
  harness_poison(&h, h.dst_off, slot * 2);
  cj_status s = harness_run_kernel(&h, k);
  CHECK(s == CJ_OK, "run the reduction: %s", cj_last_error());
  int bad = s ? -1 : 0;
  if (plant && dslots) st(harness_at(&h, world - 1, work), slot * (uint64_t)world - 1, dt, 1000.0);
  if (plant && !dslots) ((float *)harness_at(&h, world - 1, work))[slot * (uint64_t)world - 1] = 1e6f;
  for (int q = 0; q < world && !s; q++)
    for (uint64_t e = 0; e < slot; e++) {
      const float *w = harness_at(&h, q, work);
      /* (rank order, f32: the kernel's sum) */
      float sum = dslots ? (float)ld(w, e, dt) : w[e];
      for (int src = 1; src < world; src++)
        sum += dslots ? (float)ld(w, (uint64_t)src * slot + e, dt) : w[(uint64_t)src * slot + e];
      if (bias) sum += (float)ld(harness_at(&h, q, b), e % n, dt);
      uint32_t u;
      memcpy(&u, &sum, 4);
      uint16_t want = dt == CJ_F16 ? cj__ix_f32_to_f16(u) : cj__ix_f32_to_bf16(u);
      uint16_t got = ((const uint16_t *)harness_at(&h, q, h.dst_off))[e];
      if (got != want && bad++ < 3)
        fprintf(stderr, "  rank %d out[%llu] = %04x, want %04x\n", q, (unsigned long long)e, got,
                want);
    }
  harness_free(&h);
  kir_kernel_free(k);
  return bad;
}

/* ---- gemm, the stand-alone op: each rank its own A (m x k), B (k x n row-major, or n x k
 * column-major), bias; out (m x n) of the dtype or f32; no workspace (the kernel gets a null
 * one). Two calls with new A. Returns the wrong elements over ranks and calls, -1 on failure. */
typedef struct ocase {
  int world, warp, bcol, of32, bias, stages, group_m;
  int wg, grid; /* wg: the 64x64x64 warpgroup tile, 3 stages; grid 0: the plan's */
  int ws; /* 2: a producer warpgroup for 2 consumer warpgroups (128 x 64 x 64, warps 12 x 1) */
  int bn;    /* with wg: the tile's BN (0: 64) */
  int notma; /* CJ_REQ_NO_TMA: cp.async where tensor maps would copy */
  double watchdog_s; /* 0: the harness's */
  cj_dtype dt;
  uint64_t m, n, k;
  int plant; /* 1: one element of the last rank's A changed after the reference */
  int adds;  /* CJ_REQ_ADD_SLOTS: world - 1 addends of m x n in the dtype, summed into out */
} ocase;

static kir_kernel *build_op_cfg(const ocase *c, cj_gemm_cfg *cfg) {
  cj_request r = CJ_REQUEST_INIT;
  r.op = CJ_OP_GEMM;
  r.dtype = c->dt;
  r.world = c->world;
  r.warp_size = c->warp;
  r.target = "host";
  r.gemm.m = c->m, r.gemm.n = c->n, r.gemm.k = c->k, r.gemm.bias = c->bias;
  int t = c->wg || c->ws ? 64 : 32;
  r.gemm.bm = t, r.gemm.bn = t, r.gemm.bk = t, r.gemm.stages = c->wg ? 3 : c->stages;
  r.gemm.warps_m = c->wg ? 4 : 1, r.gemm.warps_n = 1, r.gemm.group_m = c->group_m;
  if (c->ws) {
    r.gemm.bm = 64 * c->ws, r.gemm.stages = 2 + c->ws, r.gemm.warps_m = 4 * c->ws + 4;
  }
  if (c->wg && c->bn) r.gemm.bn = c->bn;
  if (c->notma) r.flags |= CJ_REQ_NO_TMA;
  if (c->adds) r.flags |= CJ_REQ_ADD_SLOTS;
  r.grid = c->grid;
  r.gemm.b_layout = c->bcol ? CJ_B_COL : CJ_B_ROW, r.gemm.out_f32 = c->of32;
  return plan_kernel_cfg(&r, NULL, cfg);
}

static kir_kernel *build_op(const ocase *c) { return build_op_cfg(c, NULL); }

static int run_op(const ocase *c) {
  cj_gemm_cfg cfg;
  kir_kernel *k = build_op_cfg(c, &cfg);
  CHECK(k != NULL, "build gemm: %s", cj_last_error());
  if (!k) return -1;
  uint64_t es = 2, os = c->of32 ? 4 : 2, mk = c->m * c->k, kn = c->k * c->n, mn = c->m * c->n;
  uint64_t na = c->adds ? (uint64_t)c->world - 1 : 0; /* addends */
  harness h;
  if (harness_init(&h, c->world, (size_t)((mk + kn + c->n + na * mn) * es + mn * os) + (1u << 16)))
    return -1;
  size_t xa = harness_alloc(&h, mk * es), xb = harness_alloc(&h, kn * es),
         xbias = harness_alloc(&h, c->n * es), xo = harness_alloc(&h, mn * os),
         xadd = harness_alloc(&h, (na ? na : 1) * mn * es);
  h.src_off = xa, h.dst_off = xo, h.work_off = HARNESS_NONE;
  cj_tmap maps[8][3]; /* tensor maps (cfg.tma): what the executor reads for the parameters */
  for (int r = 0; r < c->world && r < 8; r++) {
    h.aux[r][0] = (uint64_t)(uintptr_t)harness_at(&h, r, xb);
    h.aux[r][1] = c->bias ? (uint64_t)(uintptr_t)harness_at(&h, r, xbias) : 0;
    int nm = 0;
    if (k && (cfg.tma || cfg.tma_a)) /* (tma_a: B's map taken, unused) */
      nm = cj__gemm_tmaps(&cfg, (uint64_t)(uintptr_t)harness_at(&h, r, xa),
                          (uint64_t)(uintptr_t)harness_at(&h, r, xb),
                          (uint64_t)(uintptr_t)harness_at(&h, r, xo), maps[r]);
    for (int i = 0; i < nm; i++)
      h.aux[r][2 + i] = (uint64_t)(uintptr_t)&maps[r][i];
    if (na) h.aux[r][2 + nm] = (uint64_t)(uintptr_t)harness_at(&h, r, xadd); /* after them */
  }
  double *ref = malloc((size_t)(mn * (uint64_t)c->world) * sizeof *ref);
  double *mag = malloc((size_t)(mn * (uint64_t)c->world) * sizeof *mag);
  uint64_t seed = 5 + c->m * 131 + c->n * 7 + c->k;
  int bad = 0;
  for (int call = 0; call < 2 && ref && mag && bad >= 0; call++) {
    for (int r = 0; r < c->world; r++) { /* every rank its own operands */
      for (uint64_t i = 0; i < mk; i++)
        st(harness_at(&h, r, xa), i, c->dt, (int)(harness_rand(&seed) % 257) / 128.0 - 1.0);
      if (call) continue;
      for (uint64_t i = 0; i < kn; i++)
        st(harness_at(&h, r, xb), i, c->dt, (int)(harness_rand(&seed) % 257) / 128.0 - 1.0);
      for (uint64_t i = 0; i < c->n; i++)
        st(harness_at(&h, r, xbias), i, c->dt, (int)(harness_rand(&seed) % 65) / 16.0 - 2.0);
    }
    for (int r = 0; r < c->world; r++) /* new addends every call */
      for (uint64_t i = 0; i < na * mn; i++)
        st(harness_at(&h, r, xadd), i, c->dt, (int)(harness_rand(&seed) % 129) / 32.0 - 2.0);
    for (int r = 0; r < c->world; r++)
      for (uint64_t i = 0; i < c->m; i++)
        for (uint64_t j = 0; j < c->n; j++) {
          double sum = c->bias ? ld(harness_at(&h, r, xbias), j, c->dt) : 0, g = fabs(sum);
          for (uint64_t d = 0; d < na; d++) {
            double x = ld(harness_at(&h, r, xadd), d * mn + i * c->n + j, c->dt);
            sum += x;
            g += fabs(x);
          }
          for (uint64_t q = 0; q < c->k; q++) {
            uint64_t bi = c->bcol ? j * c->k + q : q * c->n + j;
            double pr = ld(harness_at(&h, r, xa), i * c->k + q, c->dt) *
                        ld(harness_at(&h, r, xb), bi, c->dt);
            sum += pr;
            g += fabs(pr);
          }
          ref[(uint64_t)r * mn + i * c->n + j] = sum;
          mag[(uint64_t)r * mn + i * c->n + j] = g;
        }
    if (c->plant) st(harness_at(&h, c->world - 1, xa), mk - 1, c->dt, 3.0);
    harness_poison(&h, xo, mn * os);
    if (c->watchdog_s > 0) h.opts.watchdog_s = c->watchdog_s;
    cj_status s = harness_run_kernel(&h, k);
    if (s) {
      fprintf(stderr, "  gemm call %d: %s\n", call, cj_last_error());
      bad = -1;
      break;
    }
    double out_eps = c->of32 ? 0x1p-23 : c->dt == CJ_BF16 ? 0x1p-8 : 0x1p-11;
    for (int r = 0; r < c->world; r++)
      for (uint64_t o = 0; o < mn; o++) {
        const void *out = harness_at(&h, r, xo);
        double got = c->of32 ? ((const float *)out)[o] : ld(out, o, c->dt);
        double want = ref[(uint64_t)r * mn + o];
        double tol = (double)(c->k + na + 2) * 0x1p-24 * mag[(uint64_t)r * mn + o] +
                     out_eps * fabs(want) + 1e-30;
        if (!(fabs(got - want) <= tol) && bad++ < 3)
          fprintf(stderr, "  gemm rank %d out[%llu][%llu] = %.9g, want %.9g\n", r,
                  (unsigned long long)(o / c->n), (unsigned long long)(o % c->n), got, want);
      }
  }
  free(ref);
  free(mag);
  harness_free(&h);
  kir_kernel_free(k);
  return bad;
}

/* run_op with a fault planted in the generator (cj__gemm_plant) for this one case. */
static int run_op_planted(const ocase *c, int plant) {
  cj__gemm_plant = plant;
  int bad = run_op(c);
  cj__gemm_plant = 0;
  return bad;
}

/* worlds 1 and 2, odd m, n and k (ragged tiles; rows of A and B that are not whole 16-byte
 * chunks), B row- or column-major, bias, f32 out, both warp sizes, both dtypes */
static int gemm_op_cases(void) {
  static const struct { uint64_t m, n, k; } sh[] = {{33, 45, 40}, {7, 70, 19}, {64, 32, 64},
                                                    {45, 9, 77}};
  int n = 0;
  for (int w = 1; w <= 2; w++)
    for (int si = 0; si < 4; si++)
      for (int v = 0; v < 4; v++, n++) {
        ocase c = {.world = w, .warp = (n / 2) % 2 ? 64 : 32, .bcol = v & 1, .of32 = v >> 1,
                   .bias = (n + si) % 2, .stages = 2 + n % 2, .group_m = si == 3 ? 1 : 0,
                   .dt = n % 3 ? CJ_BF16 : CJ_F16, .m = sh[si].m, .n = sh[si].n, .k = sh[si].k};
        int bad = run_op(&c);
        CHECK(bad == 0, "gemm w%d %s %llux%llux%llu B %s%s%s warp %d st%d: %d wrong", w,
              cj_dtype_name(c.dt), (unsigned long long)c.m, (unsigned long long)c.n,
              (unsigned long long)c.k, c.bcol ? "col" : "row", c.of32 ? " out f32" : "",
              c.bias ? " bias" : "", c.warp, c.stages, bad);
      }
  return n;
}

/* 1 when one of the kernel's comments holds `what` */
static int has_comment(const kir_kernel *k, const char *what) {
  for (int i = 0; k && i < k->ntexts; i++)
    if (strstr(k->texts[i], what)) return 1;
  return 0;
}

/* The warpgroup tile in a persistent grid, each tile's successor staged before the tile's
 * epilogue (cj__gemm_ahead): several tiles a block (ragged edges, bias, B either way, every
 * output type), then the two planted faults, each caught (a wrong result, or the executor's
 * race detector refusing the run). */
static int gemm_op_ahead_cases(void) {
  static const struct { uint64_t m, n, k; int grid; } sh[] = {
      {200, 136, 130, 5}, {130, 264, 64, 3}, {64, 64, 250, 1}, {257, 65, 100, 4}, {77, 190, 33, 0}};
  int n = 0;
  for (int si = 0; si < 5; si++)
    for (int v = 0; v < 4; v++, n++) {
      ocase c = {.world = 1 + si % 2, .warp = 32, .bcol = v & 1, .of32 = v >> 1,
                 .bias = (n + si) % 2, .wg = 1, .grid = sh[si].grid,
                 .dt = n % 3 ? CJ_BF16 : CJ_F16, .m = sh[si].m, .n = sh[si].n, .k = sh[si].k};
      kir_kernel *k = build_op(&c);
      /* (only where C's rows are whole 16-byte chunks: the staged epilogue) */
      int early = c.n * (c.of32 ? 4 : 2) % 16 == 0;
      CHECK(has_comment(k, "successor staged") == early,
            "gemm %llux%llux%llu with the warpgroup tile: successor staged early %d",
            (unsigned long long)c.m, (unsigned long long)c.n, (unsigned long long)c.k, early);
      kir_kernel_free(k);
      int bad = run_op(&c);
      CHECK(bad == 0, "gemm (ahead) w%d %s %llux%llux%llu B %s%s%s grid %d: %d wrong", c.world,
            cj_dtype_name(c.dt), (unsigned long long)c.m, (unsigned long long)c.n,
            (unsigned long long)c.k, c.bcol ? "col" : "row", c.of32 ? " out f32" : "",
            c.bias ? " bias" : "", c.grid, bad);
    }
  for (int p = CJ_GEMM_PLANT_AHEAD_SLOT; p <= CJ_GEMM_PLANT_AHEAD_NO_BARRIER; p++) {
    /* 4 k tiles: the last reads slot 0, the successor's first */
    ocase c = {.world = 1, .warp = 32, .dt = CJ_BF16, .m = 200, .n = 136, .k = 250, .wg = 1,
               .grid = 5};
    int bad = run_op_planted(&c, p);
    CHECK(bad != 0, "planted fault %s is caught (%d)",
          p == CJ_GEMM_PLANT_AHEAD_SLOT ? "'epilogue over the successor's slot'"
                                        : "'no barrier before the successor's copies'", bad);
  }
  return n;
}

/* The warpgroup tile with a producer warpgroup (cj_gemm_cfg.ws): one or two consumer
 * warpgroups, several tiles a block (the producer runs ahead across them), ragged edges, bias,
 * B either way, every output type; then each planted fault of its mbarrier handshake, caught
 * (the executor's race detector, its check that a wgmma's operands stay unchanged, or a wrong
 * result). */
static int gemm_op_ws_cases(void) {
  static const struct { uint64_t m, n, k; int grid; } sh[] = {
      {200, 136, 130, 3}, {130, 264, 64, 2}, {64, 64, 250, 1}, {257, 65, 100, 0}};
  int n = 0;
  for (int si = 0; si < 4; si++)
    for (int v = 0; v < 2; v++, n++) {
      ocase c = {.world = 1, .warp = 32, .bcol = (n + si) % 2, .of32 = v, .bias = n % 3 == 1,
                 .ws = 2, .grid = sh[si].grid, .dt = n % 3 ? CJ_BF16 : CJ_F16,
                 .m = sh[si].m, .n = sh[si].n, .k = sh[si].k};
      int bad = run_op(&c);
      CHECK(bad == 0, "gemm (producer warpgroup, %d consumers) %s %llux%llux%llu B %s%s%s grid "
            "%d: %d wrong", c.ws, cj_dtype_name(c.dt), (unsigned long long)c.m,
            (unsigned long long)c.n, (unsigned long long)c.k, c.bcol ? "col" : "row",
            c.of32 ? " out f32" : "", c.bias ? " bias" : "", c.grid, bad);
    }
  /* through tensor maps (rows of whole 32-byte sectors): one producer thread's copies, each
   * consumer warpgroup's rows staged and stored through C's map */
  static const struct { uint64_t m, n, k; int grid; } tm[] = {
      {256, 128, 192, 1}, {200, 144, 144, 2}, {130, 272, 64, 1}, {64, 16, 256, 0}};
  for (int si = 0; si < 4; si++)
    for (int v = 0; v < 2; v++, n++) {
      ocase c = {.world = 1, .warp = 32, .bcol = (n + si) % 2, .of32 = v, .bias = n % 3 == 1,
                 .ws = 2, .grid = tm[si].grid, .dt = n % 3 ? CJ_BF16 : CJ_F16,
                 .m = tm[si].m, .n = tm[si].n, .k = tm[si].k};
      kir_kernel *k = build_op(&c);
      CHECK(has_comment(k, "C through a tensor map") && has_comment(k, "A and B through tensor"),
            "producer warpgroup %llux%llux%llu: tensor maps in and out", (unsigned long long)c.m,
            (unsigned long long)c.n, (unsigned long long)c.k);
      kir_kernel_free(k);
      int bad = run_op(&c);
      CHECK(bad == 0, "gemm (producer warpgroup, tensor maps) %s %llux%llux%llu B %s%s%s grid "
            "%d: %d wrong", cj_dtype_name(c.dt), (unsigned long long)c.m, (unsigned long long)c.n,
            (unsigned long long)c.k, c.bcol ? "col" : "row", c.of32 ? " out f32" : "",
            c.bias ? " bias" : "", c.grid, bad);
    }
  for (int p = CJ_GEMM_PLANT_WS_STORE_NO_WAIT; p <= CJ_GEMM_PLANT_WS_NO_WG_BARRIER; p++) {
    ocase c = {.world = 1, .warp = 32, .dt = CJ_BF16, .m = 256, .n = 64, .k = 256, .ws = 2,
               .grid = 1, .watchdog_s = 5};
    int bad = run_op_planted(&c, p);
    CHECK(bad != 0, "planted fault '%s' is caught (%d)",
          p == CJ_GEMM_PLANT_WS_STORE_NO_WAIT ? "C restaged before the last store read it"
                                              : "C stored before the warpgroup met", bad);
  }
  static const char *const what[] = {"consumers skip the full wait", "full wait a round early",
                                     "producer skips the empty wait",
                                     "slot released before its wgmmas retire"};
  for (int p = CJ_GEMM_PLANT_WS_NO_FULL_WAIT; p <= CJ_GEMM_PLANT_WS_EARLY_RELEASE; p++) {
    /* 4 k tiles a tile, 2 tiles a block: every slot refilled */
    ocase c = {.world = 1, .warp = 32, .dt = CJ_BF16, .m = 256, .n = 64, .k = 256, .ws = 2,
               .grid = 1, .watchdog_s = 5}; /* (a deadlock: the watchdog ends it) */
    int bad = run_op_planted(&c, p);
    CHECK(bad != 0, "planted fault '%s' is caught (%d)", what[p - CJ_GEMM_PLANT_WS_NO_FULL_WAIT],
          bad);
  }
  return n;
}

/* The warpgroup tile through tensor maps (cj_gemm_cfg.tma: the default where A's and B's rows
 * are whole 16-byte chunks): ragged m, n and k (the copies zero-fill), B row-major in two
 * panels of 64 columns or column-major, several tiles a block, worlds 1 and 2, and the same
 * shapes with CJ_REQ_NO_TMA (cp.async) for the other path; then each planted fault, caught
 * (a read of bytes whose copy has not landed, a race, a wait that can never end, or a wrong
 * result). Rows of A and B whole 32-byte sectors (cj__gemm_tma_of). */
static int gemm_op_tma_cases(void) {
  static const struct { uint64_t m, n, k; int grid; } sh[] = {
      {200, 144, 144, 5}, {130, 272, 64, 3}, {64, 128, 256, 1}, {257, 80, 208, 4}, {40, 16, 16, 0}};
  int n = 0;
  for (int si = 0; si < 5; si++)
    for (int v = 0; v < 4; v++, n++) {
      ocase c = {.world = 1 + si % 2, .warp = 32, .bcol = v & 1, .of32 = (n / 3) % 2,
                 .bias = (n + si) % 2, .wg = 1, .bn = v & 2 ? 128 : 64, .grid = sh[si].grid,
                 .dt = n % 3 ? CJ_BF16 : CJ_F16, .m = sh[si].m, .n = sh[si].n, .k = sh[si].k};
      for (int notma = 0; notma < 2; notma++) {
        c.notma = notma;
        kir_kernel *k = build_op(&c);
        CHECK(has_comment(k, "tensor maps") == !notma, "gemm %llux%llux%llu: tensor maps %d",
              (unsigned long long)c.m, (unsigned long long)c.n, (unsigned long long)c.k, !notma);
        kir_kernel_free(k);
        int bad = run_op(&c);
        CHECK(bad == 0, "gemm (%s) w%d %s %llux%llux%llu tile 64x%d B %s%s%s grid %d: %d wrong",
              notma ? "cp.async" : "tensor maps", c.world, cj_dtype_name(c.dt),
              (unsigned long long)c.m, (unsigned long long)c.n, (unsigned long long)c.k,
              c.bn, c.bcol ? "col" : "row", c.of32 ? " out f32" : "", c.bias ? " bias" : "",
              c.grid, bad);
      }
    }
  /* the last wave in half-width tiles (cj__gemm_half_tail): 64 x 128 tiles, B row-major, a
   * grid that leaves at most half of it for the last wave's tiles (tensor maps and cp.async,
   * ragged m, n and k, bias and f32 out); the kernel says so, and a planted fault (both halves
   * taking the first half's columns) is caught; B column-major and a tail past half the grid
   * keep whole tiles */
  static const struct { uint64_t m, n, k; int grid, bcol, half; } ht[] = {
      {256, 512, 192, 12, 0, 1}, {250, 500, 200, 12, 0, 1}, {320, 384, 128, 12, 0, 1},
      {256, 512, 192, 12, 1, 0}, {256, 512, 192, 10, 0, 0}};
  for (int i = 0; i < 5; i++)
    for (int notma = 0; notma < 2; notma++, n++) {
      ocase c = {.world = 1 + i % 2, .warp = 32, .bcol = ht[i].bcol, .of32 = i == 1,
                 .bias = i % 2 == 0, .wg = 1, .bn = 128, .grid = ht[i].grid, .notma = notma,
                 .dt = i == 2 ? CJ_F16 : CJ_BF16, .m = ht[i].m, .n = ht[i].n, .k = ht[i].k};
      kir_kernel *k = build_op(&c);
      CHECK(has_comment(k, "half-width tiles") == ht[i].half, "gemm %llux%llux%llu grid %d: "
            "half-width last wave %d", (unsigned long long)c.m, (unsigned long long)c.n,
            (unsigned long long)c.k, c.grid, ht[i].half);
      kir_kernel_free(k);
      int bad = run_op(&c);
      CHECK(bad == 0, "gemm half-width last wave %llux%llux%llu grid %d B %s (%s): %d wrong",
            (unsigned long long)c.m, (unsigned long long)c.n, (unsigned long long)c.k, c.grid,
            c.bcol ? "col" : "row", notma ? "cp.async" : "tensor maps", bad);
      if (!ht[i].half) continue;
      bad = run_op_planted(&c, CJ_GEMM_PLANT_HALF_TAIL_COLUMNS);
      CHECK(bad != 0, "planted fault 'half-width tiles on the first half's columns' is caught "
            "(%llux%llux%llu, %s): %d", (unsigned long long)c.m, (unsigned long long)c.n,
            (unsigned long long)c.k, notma ? "cp.async" : "tensor maps", bad);
    }
  static const char *const what[] = {"no wait on the slot's mbarrier", "the other parity",
                                     "a box row of bytes short", "B's map without its swizzle",
                                     "a copy into the slot being read",
                                     "copies into slots C's store still reads",
                                     "no proxy fence after the epilogue's stores"};
  for (int p = CJ_GEMM_PLANT_TMA_NO_WAIT; p <= CJ_GEMM_PLANT_TMA_STORE_NO_WAIT + 1; p++) {
    /* 5 k tiles a tile, 2 tiles a block: every slot refilled, C stored through its map */
    ocase c = {.world = 1, .warp = 32, .dt = CJ_BF16, .m = 128, .n = 128, .k = 320, .wg = 1,
               .bn = 128, .grid = 1, .watchdog_s = 5};
    kir_kernel *k = build_op(&c);
    CHECK(has_comment(k, "C through a tensor map"), "the planted-fault case stores C by its map");
    kir_kernel_free(k);
    int bad =
        run_op_planted(&c, p <= CJ_GEMM_PLANT_TMA_STORE_NO_WAIT ? p : CJ_GEMM_PLANT_NO_PROXY_FENCE);
    CHECK(bad != 0, "planted fault '%s' is caught (%d)", what[p - CJ_GEMM_PLANT_TMA_NO_WAIT], bad);
  }
  return n;
}

/* A through its tensor map beside cp.async for B (cj_gemm_cfg.tma_a: rows of A and B whole
 * 16-byte chunks, B's 16 mod 32 bytes long): B row- and column-major, A's rows aligned or not,
 * ragged m, n and k, several tiles a block (the next tile's copies issued before the epilogue),
 * the half-width last wave, worlds 1 and 2, bias, f32 out; the kernel says so, and the planted
 * faults of its mbarrier wait (none, the other parity) and of A's expected bytes (a box row
 * short: the wait never ends) are caught. */
static int gemm_op_tma_a_cases(void) {
  static const struct { uint64_t m, n, k; int grid, bcol, bn; } sh[] = {
      {200, 200, 144, 5, 0, 64},  /* B 400-byte rows, A 288 */
      {130, 144, 136, 3, 1, 64},  /* B column-major, rows of both 272 bytes */
      {257, 88, 200, 4, 0, 64},   /* A 400, B 176 */
      {64, 120, 264, 1, 1, 128},  /* k tiles 5 (the ring refilled) */
      {256, 520, 192, 16, 0, 128}}; /* B 1040-byte rows: 20 tiles, the last 4 half-width */
  int n = 0;
  for (int i = 0; i < 5; i++, n++) {
    ocase c = {.world = 1 + i % 2, .warp = 32, .bcol = sh[i].bcol, .of32 = i == 2,
               .bias = i % 2 == 0, .wg = 1, .bn = sh[i].bn, .grid = sh[i].grid,
               .dt = i == 1 ? CJ_F16 : CJ_BF16, .m = sh[i].m, .n = sh[i].n, .k = sh[i].k};
    cj_gemm_cfg cfg;
    kir_kernel *k = build_op_cfg(&c, &cfg);
    CHECK(k && cfg.tma_a && !cfg.tma && has_comment(k, "A through its tensor map") &&
              has_comment(k, "half-width tiles") == (i == 4),
          "gemm %llux%llux%llu B %s: A's map beside cp.async (tma %d tma_a %d)",
          (unsigned long long)c.m, (unsigned long long)c.n, (unsigned long long)c.k,
          c.bcol ? "col" : "row", cfg.tma, cfg.tma_a);
    kir_kernel_free(k);
    int bad = run_op(&c);
    CHECK(bad == 0, "gemm (A's map, B cp.async) w%d %s %llux%llux%llu tile 64x%d B %s%s%s grid "
          "%d: %d wrong", c.world, cj_dtype_name(c.dt), (unsigned long long)c.m,
          (unsigned long long)c.n, (unsigned long long)c.k, c.bn, c.bcol ? "col" : "row",
          c.of32 ? " out f32" : "", c.bias ? " bias" : "", c.grid, bad);
  }
  static const struct { int plant; const char *what; } pl[] = {
      {CJ_GEMM_PLANT_TMA_NO_WAIT, "no wait on the slot's mbarrier"},
      {CJ_GEMM_PLANT_TMA_PARITY, "the other parity"},
      {CJ_GEMM_PLANT_TMA_TX, "a box row of bytes short"}};
  int caught = 0;
  for (int i = 0; i < 3; i++) {
    /* 5 k tiles a tile (every slot refilled), 3 tiles a block, B 16 mod 32 (n 200) */
    ocase c = {.world = 1, .warp = 32, .dt = CJ_BF16, .m = 192, .n = 200, .k = 320, .wg = 1,
               .bn = 64, .grid = 3, .watchdog_s = 5};
    int bad = run_op_planted(&c, pl[i].plant);
    CHECK(bad != 0, "planted fault (A's map beside cp.async) '%s' is caught (%d)", pl[i].what,
          bad);
    caught += bad != 0;
  }
  printf("A's map beside cp.async for B: %d cases; planted faults caught: %d of 3\n", n, caught);
  return n;
}

/* CJ_REQ_ADD_SLOTS (gemm_reducescatter's ce path: the own rows with the received partial
 * products): worlds 2-4 (1-3 addends), tensor maps with and without the half-width last wave,
 * cp.async, the mma.sync and MFMA tiles, ragged shapes, bias, f32 out; the kernel says so, and
 * a planted fault (the last addend left out) is caught. */
static int gemm_op_adds_cases(void) {
  static const struct { uint64_t m, n, k; int grid, wg, warp, notma; } sh[] = {
      {256, 512, 192, 12, 1, 32, 0}, {200, 144, 144, 5, 1, 32, 0}, {130, 272, 64, 3, 1, 32, 1},
      {33, 45, 40, 0, 0, 32, 0},     {45, 70, 77, 0, 0, 64, 0}};
  int n = 0;
  for (int i = 0; i < 5; i++, n++) {
    ocase c = {.world = 2 + i % 3, .warp = sh[i].warp, .of32 = i == 2, .bias = i % 2 == 0,
               .wg = sh[i].wg, .bn = sh[i].wg ? 128 : 0, .grid = sh[i].grid, .stages = 2,
               .notma = sh[i].notma, .adds = 1, .dt = i == 1 ? CJ_F16 : CJ_BF16, .m = sh[i].m,
               .n = sh[i].n, .k = sh[i].k};
    kir_kernel *k = build_op(&c);
    CHECK(has_comment(k, "addends at adds"), "gemm %llux%llux%llu w%d: the addends",
          (unsigned long long)c.m, (unsigned long long)c.n, (unsigned long long)c.k, c.world);
    kir_kernel_free(k);
    int bad = run_op(&c);
    CHECK(bad == 0, "gemm + %d addends %llux%llux%llu warp %d%s%s%s: %d wrong", c.world - 1,
          (unsigned long long)c.m, (unsigned long long)c.n, (unsigned long long)c.k, c.warp,
          c.wg ? (c.notma ? " warpgroup cp.async" : " warpgroup tensor maps") : "",
          c.bias ? " bias" : "", c.of32 ? " out f32" : "", bad);
    bad = run_op_planted(&c, CJ_GEMM_PLANT_ADDS_FEWER);
    CHECK(bad != 0, "planted fault 'the last addend left out' is caught (%llux%llux%llu): %d",
          (unsigned long long)c.m, (unsigned long long)c.n, (unsigned long long)c.k, bad);
  }
  return n;
}

int main(void) {
  /* the stand-alone gemm op, and its planted faults (bf16 and f32 out, B column-major) */
  int nop = gemm_op_adds_cases();
  nop += gemm_op_tma_cases();
  nop += gemm_op_tma_a_cases();
  nop += gemm_op_ws_cases();
  nop += gemm_op_cases();
  nop += gemm_op_ahead_cases();
  for (int of32 = 0; of32 < 2; of32++) {
    ocase pl = {.world = 2, .warp = of32 ? 64 : 32, .bcol = 1, .of32 = of32, .stages = 2,
                .dt = CJ_BF16, .m = 33, .n = 40, .k = 64, .plant = 1};
    int wrong = run_op(&pl);
    CHECK(wrong > 0, "gemm planted fault%s: %d wrong elements (want > 0)",
          of32 ? " (out f32)" : "", wrong);
    printf("gemm: %d cases; planted fault%s: %d wrong elements caught\n", nop,
           of32 ? " (out f32)" : "", wrong);
  }
  /* shapes per world W: m = W x mr (shard m) or k = W x kr (shard k) */
  static const struct { uint64_t mr, n, kr; } shapes[] = {
      {13, 45, 40}, /* k shards of 40: whole 16-byte chunks */
      {7, 70, 19},  /* shards of 19 columns: element-wise fetches */
      {32, 32, 32},
  };
  static const int worlds[] = {1, 2, 3, 4, 8};
  int n = 0;
  for (int wi = 0; wi < 5; wi++)
    for (int si = 0; si < 3; si++)
      for (int shard = 0; shard < 2; shard++) {
        int w = worlds[wi];
        if (w == 8 && si == 0 && shard == 0) continue; /* the longest: m 104 x k 40 */
        gcase c = {.world = w, .shard = shard, .bias = n % 2, .warp = n % 3 == 2 ? 64 : 32,
                   .dt = n % 2 ? CJ_F16 : CJ_BF16, .stages = 2 + n % 2,
                   .fetchers = 1 + n % 3, .kpf = 1 + n % 2};
        c.n = shapes[si].n;
        c.m = shard == CJ_SHARD_M ? shapes[si].mr * (uint64_t)w : shapes[si].mr * 3;
        c.k = shard == CJ_SHARD_K ? shapes[si].kr * (uint64_t)w : shapes[si].kr * 2;
        n++;
        expect_ok(c);
      }
  /* A staged M-contiguous (k x m, read as a column-major A): both sharding forms, worlds 1..4,
   * both warp sizes, odd m (the GEMM gathers the staged rows element by element) and m a
   * multiple of 8, element-wise fetches (shards of 19 columns), bias or none */
  static const struct { uint64_t mr, n, kr; } ml_shapes[] = {{13, 45, 40}, {7, 70, 19}, {16, 33, 24}};
  int nm = 0;
  for (int wi = 0; wi < 4; wi++)
    for (int si = 0; si < 3; si++)
      for (int shard = 0; shard < 2; shard++) {
        int w = worlds[wi];
        gcase c = {.world = w, .shard = shard, .bias = nm % 2, .warp = nm % 2 ? 64 : 32,
                   .dt = nm % 3 ? CJ_BF16 : CJ_F16, .stages = 2 + nm % 2,
                   .fetchers = 1 + nm % 3, .kpf = 1 + nm % 2, .a_layout = CJ_A_M_CONTIG,
                   .group_m = nm % 4 == 3 ? 1 : 0};
        c.n = ml_shapes[si].n;
        c.m = shard == CJ_SHARD_M ? ml_shapes[si].mr * (uint64_t)w : ml_shapes[si].mr * 3;
        c.k = shard == CJ_SHARD_K ? ml_shapes[si].kr * (uint64_t)w : ml_shapes[si].kr * 2;
        nm++;
        expect_ok(c);
      }
  /* raster groups: the fetchers' waves follow the GEMM blocks' group (1: row by row; 3; 64),
   * A staged either way, late fetchers */
  static const int groups[] = {1, 3, 64};
  for (int gi = 0; gi < 3; gi++)
    for (int al = 0; al < 2; al++) {
      gcase c = {.world = 2, .shard = CJ_SHARD_M, .warp = al ? 64 : 32, .dt = CJ_BF16, .m = 600,
                 .n = 72, .k = 64, .stages = 2, .fetchers = 2, .kpf = 1, .late_fetchers = 3,
                 .group_m = groups[gi], .a_layout = al};
      expect_ok(c);
    }
  /* gfx950: B row-major and A staged M-contiguous (k along their rows) read through the
   * transposing LDS read; the small tile and the plan's default one, ragged and whole-chunk
   * edges, both inputs, both ops */
  for (int i = 0; i < 4; i++) {
    gcase c = {.op = i == 3 ? CJ_OP_GEMM_REDUCESCATTER : 0, .world = 2,
               .shard = i == 3 ? CJ_SHARD_K : CJ_SHARD_M, .warp = 64,
               .dt = i % 2 ? CJ_F16 : CJ_BF16, .m = i == 2 ? 260 : 66, .n = i % 2 ? 45 : 136,
               .k = i == 3 ? 128 : 70, .stages = 2, .fetchers = i == 3 ? 0 : 2, .kpf = 1,
               .a_layout = i < 2 ? CJ_A_M_CONTIG : 0, .deftile = i == 2, .gfx950 = 1};
    kir_kernel *k = build(&c, NULL);
    CHECK(k && uses_op(k, KIR_DS_READ_TR16), "gfx950 case %d: planned with the transposing read",
          i);
    kir_kernel_free(k);
    expect_ok(c);
  }
  /* fetchers that start late: every GEMM block waits for its flags */
  gcase late = {.world = 2, .shard = CJ_SHARD_M, .warp = 32, .dt = CJ_BF16, .m = 70, .n = 40,
                .k = 96, .stages = 3, .fetchers = 2, .kpf = 1, .late_fetchers = 20};
  expect_ok(late);
  late.shard = CJ_SHARD_K, late.kpf = 2, late.world = 4, late.k = 128, late.m = 40;
  expect_ok(late);
  /* more fetchers than units of the one row to fetch (the other is read in place), k in 8
   * groups; at once and with late fetchers */
  for (int lf = 0; lf < 2; lf++) {
    gcase seg = {.world = 2, .shard = CJ_SHARD_M, .warp = lf ? 64 : 32, .dt = CJ_BF16, .m = 64,
                 .n = 40, .k = 256, .stages = 2, .fetchers = 4, .kpf = 1, .late_fetchers = 4 * lf};
    expect_ok(seg);
  }
  /* more rows of tiles than the GEMM blocks' first wave covers: the fetchers work in waves */
  gcase waves = {.world = 2, .shard = CJ_SHARD_M, .warp = 32, .dt = CJ_BF16, .m = 600, .n = 40,
                 .k = 64, .stages = 2, .fetchers = 2, .kpf = 1, .late_fetchers = 5};
  expect_ok(waves);
  /* ranks that start at different times */
  gcase stag = {.world = 4, .shard = CJ_SHARD_M, .warp = 64, .dt = CJ_F16, .m = 64, .n = 33,
                .k = 64, .stages = 2, .fetchers = 3, .kpf = 1, .staggered = 15, .bias = 1};
  expect_ok(stag);
  /* gemm_reducescatter: worlds 1..8, odd shapes, rows of one owner across tiles (m/W not a
   * multiple of the tile), n a multiple of 4 (4 columns per thread) or not, staggered ranks */
  static const struct { uint64_t mr, n, kr; } rs_shapes[] = {{13, 44, 40}, {7, 70, 19}, {32, 36, 32}};
  for (int wi = 0; wi < 5; wi++)
    for (int si = 0; si < 3; si++) {
      int w = worlds[wi];
      gcase c = {.op = CJ_OP_GEMM_REDUCESCATTER, .world = w, .shard = CJ_SHARD_K, .bias = n % 2,
                 .warp = n % 3 == 2 ? 64 : 32, .dt = n % 2 ? CJ_F16 : CJ_BF16,
                 .stages = 2 + n % 2, .m = rs_shapes[si].mr * (uint64_t)w, .n = rs_shapes[si].n,
                 .k = rs_shapes[si].kr * (uint64_t)w, .staggered = wi == 3 ? 10 : 0,
                 .group_m = si == 1 ? 1 : 0};
      n++;
      expect_ok(c);
    }
  {
    /* the default tiles: the output staged in row passes of the ring (16-byte chunks to the
     * owners), tiles visited owner by owner; an owner's rows across tiles (m/W 100, 96) */
    gcase d = {.op = CJ_OP_GEMM_REDUCESCATTER, .world = 2, .shard = CJ_SHARD_K, .warp = 32,
               .dt = CJ_BF16, .m = 256, .n = 256, .k = 256, .deftile = 1};
    expect_ok(d);
    gcase e = {.op = CJ_OP_GEMM_REDUCESCATTER, .world = 4, .shard = CJ_SHARD_K, .warp = 64,
               .dt = CJ_F16, .m = 400, .n = 264, .k = 256, .deftile = 1, .bias = 1};
    expect_ok(e);
    gcase f = {.op = CJ_OP_GEMM_REDUCESCATTER, .world = 3, .shard = CJ_SHARD_K, .warp = 32,
               .dt = CJ_BF16, .m = 288, .n = 132, .k = 96, .deftile = 1, .staggered = 10};
    expect_ok(f);
  }
  /* the warpgroup-MMA tile (sm_90; the host target runs it): both fused ops, both shardings,
   * A staged either way, ragged shapes, worlds 1, 2 and 4 */
  for (int i = 0; i < 8; i++) {
    int w = i < 2 ? 1 : i < 6 ? 2 : 4, shard = i % 2;
    gcase c = {.world = w, .shard = shard, .bias = i % 3 == 1, .warp = 32,
               .dt = i % 2 ? CJ_F16 : CJ_BF16, .fetchers = 1 + i % 2, .kpf = 1 + i / 4,
               .a_layout = i % 4 == 3 ? CJ_A_M_CONTIG : 0, .wg = 1};
    c.n = i % 3 ? 136 : 70;
    c.m = shard == CJ_SHARD_M ? 40 * (uint64_t)w : 72;
    c.k = shard == CJ_SHARD_K ? 96 * (uint64_t)w : 160;
    expect_ok(c);
    if (i % 2) continue;
    gcase r = {.op = CJ_OP_GEMM_REDUCESCATTER, .world = w, .shard = CJ_SHARD_K, .warp = 32,
               .dt = c.dt, .bias = c.bias, .m = 24 * (uint64_t)w, .n = c.n, .k = 64 * (uint64_t)w,
               .wg = 1};
    expect_ok(r);
  }
  /* gemm_reducescatter through tensor maps (rows of A, k / W, and of B, n, whole 32-byte
   * sectors): worlds 1, 2 and 4, 64- and 128-column tiles, ragged m and n, bias or none; the
   * same shapes with B's rows 16 mod 32 bytes stay on cp.async */
  for (int i = 0; i < 6; i++) {
    int w = i < 2 ? 1 : i < 4 ? 2 : 4;
    gcase r = {.op = CJ_OP_GEMM_REDUCESCATTER, .world = w, .shard = CJ_SHARD_K, .warp = 32,
               .dt = i % 2 ? CJ_F16 : CJ_BF16, .bias = i % 3 == 0,
               .m = (i % 2 ? 40 : 72) * (uint64_t)w, .n = i % 2 ? 192 : 112,
               .k = (i < 3 ? 64 : 160) * (uint64_t)w, .wg = 1};
    for (int misaligned = 0; misaligned < 2; misaligned++) {
      gcase x = r;
      if (misaligned) x.n += 8;
      kir_kernel *k = build(&x, NULL);
      CHECK(k && has_comment(k, "tensor maps") == !misaligned,
            "gemm_reducescatter %llux%llux%llu w%d: tensor maps %d",
            (unsigned long long)x.m, (unsigned long long)x.n, (unsigned long long)x.k, w,
            !misaligned);
      kir_kernel_free(k);
      expect_ok(x);
    }
  }
  { /* and a planted fault there: B's map without its swizzle */
    gcase r = {.op = CJ_OP_GEMM_REDUCESCATTER, .world = 2, .shard = CJ_SHARD_K, .warp = 32,
               .dt = CJ_BF16, .m = 144, .n = 112, .k = 128, .wg = 1};
    cj__gemm_plant = CJ_GEMM_PLANT_TMA_SWIZZLE;
    int wrong_tma = run(&r);
    cj__gemm_plant = 0;
    CHECK(wrong_tma > 0, "planted fault, gemm_reducescatter through tensor maps: %d wrong",
          wrong_tma);
  }
  /* the vendor path's reduction: worlds 1..8, n a multiple of 4 or not, bias or none */
  static const struct { uint64_t mr, n; } red[] = {{5, 44}, {3, 70}, {9, 8}, {1, 1}};
  for (int wi = 0; wi < 5; wi++)
    for (int si = 0; si < 4; si++) {
      int w = worlds[wi], bias = (wi + si) % 2, warp = si == 2 ? 64 : 32;
      cj_dtype dt = wi % 2 ? CJ_F16 : CJ_BF16;
      for (int ds = 0; ds < 2; ds++) {
        int wrong = rs_reduce_case(w, red[si].mr * (uint64_t)w, red[si].n, bias, dt, warp, 0, ds);
        CHECK(wrong == 0, "blas reduction w%d %llux%llu %s%s, %s slots: %d wrong", w,
              (unsigned long long)(red[si].mr * (uint64_t)w), (unsigned long long)red[si].n,
              cj_dtype_name(dt), bias ? " bias" : "", ds ? "dtype" : "f32", wrong);
      }
    }
  for (int ds = 0; ds < 2; ds++) {
    int wrong_red = rs_reduce_case(4, 20, 44, 1, CJ_BF16, 32, 1, ds);
    CHECK(wrong_red > 0, "planted fault in the reduction's %s slots: %d wrong (want > 0)",
          ds ? "dtype" : "f32", wrong_red);
  }
  /* the planted fault: the check must see it */
  gcase bad = {.world = 2, .shard = CJ_SHARD_K, .warp = 32, .dt = CJ_BF16, .m = 33, .n = 40,
               .k = 64, .stages = 2, .fetchers = 1, .kpf = 1, .plant = 1};
  int wrong = run(&bad);
  CHECK(wrong > 0, "planted fault: %d wrong elements (want > 0)", wrong);
  printf("planted fault: %d wrong elements caught\n", wrong);
  /* gemm_reducescatter's check (whose tolerance allows the partials' rounding) sees one
   * element of the last rank's A changed */
  gcase bad_rs = {.op = CJ_OP_GEMM_REDUCESCATTER, .world = 4, .shard = CJ_SHARD_K, .warp = 32,
                  .dt = CJ_BF16, .m = 128, .n = 64, .k = 256, .stages = 2, .plant = 1};
  wrong = run(&bad_rs);
  CHECK(wrong > 0, "planted fault, gemm_reducescatter: %d wrong elements (want > 0)", wrong);
  printf("planted fault, gemm_reducescatter: %d wrong elements caught\n", wrong);
  bad.a_layout = CJ_A_M_CONTIG, bad.warp = 64; /* the same with A staged M-contiguous */
  wrong = run(&bad);
  CHECK(wrong > 0, "planted fault, A m-contiguous: %d wrong elements (want > 0)", wrong);
  printf("%d cases with A m-contiguous; planted fault there: %d wrong elements caught\n", nm,
         wrong);
  return test_end();
}
