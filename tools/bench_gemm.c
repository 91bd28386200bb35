/* `colljit bench --ops allgather_gemm,gemm_reducescatter --shapes MxNxK,..` (and `colljit
 * tune` of their paths): per op and shape, colljit's paths beside the reference
 * sequence in the same run. allgather_gemm (shard m: each rank [m/W, k] of A, B [k, n]
 * replicated): the fused kernel, the vendor-BLAS path, and the all-gather (NCCL, or colljit's
 * own without NCCL) then one vendor GEMM. gemm_reducescatter (each rank [m, k/W] and [k/W,
 * n]): the fused kernel, the vendor-BLAS path, and one vendor GEMM then the reduce-scatter
 * (NCCL, or colljit's own). Every result is checked
 * against the reference's (the largest difference relative to the largest value: bf16 2e-2,
 * f16 4e-3; the reference rounds its partial products before summing them); each is timed
 * as a graph of back-to-back calls over replays, the slowest rank's time reported. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench.h"
#include "comm_impl.h"
#include "interp_impl.h"
#include "support.h"
#include "vblas.h"

enum { G_FUSED, G_BLAS, G_CE, G_REF, G_KINDS };
#define G_CALLS 5                 /* calls per captured graph */
#define G_VENDOR_WS (32ull << 20) /* the reference GEMM's workspace */

typedef struct gctx {
  cj_comm *c;
  cj_nccl *nccl;
  const cj_backend *be;
  void *stream, *ev0, *ev1;
  const bench_cfg *cfg;
  cj_vblas *vb;
  uint64_t ws;      /* the reference GEMM's workspace */
  uint64_t m, n, k; /* the shape */
  cj_op op;
  void *a, *b, *out;                /* colljit's operands, on the heap */
  void *full, *ref;                 /* gathered A or the partial product; the reference output */
  uint64_t a_n, b_n, out_n, full_n; /* elements */
  int fe, kpf;                      /* the fused kernel's fetchers, k_per_flag (0: default) */
} gctx;

static uint64_t ptr(const void *p) { return (uint64_t)(uintptr_t)p; }

/* Elements of a, b, out and of the reference's intermediate at a shape. */
static void counts(cj_op op, const uint64_t *s, int world, uint64_t *a, uint64_t *b, uint64_t *out,
                   uint64_t *full) {
  uint64_t W = (uint64_t)world, m = s[0], n = s[1], k = s[2];
  int ag = cj__op_gemm_comm(op) == CJ_GEMM_GATHERS_A;
  *a = ag ? m / W * k : m * (k / W);
  *b = ag ? k * n : k / W * n;
  *out = ag ? m * n : m / W * n;
  *full = ag ? m * k : m * n;
}

void cj__bench_gemm_sizes(const bench_cfg *cfg, int world, uint64_t *heap, uint64_t *work) {
  uint64_t most = 0, w = 0;
  for (int o = 0; o < cfg->nops; o++)
    for (int i = 0; i < cfg->nshapes; i++) {
      uint64_t a, b, out, full;
      counts(cfg->ops[o], cfg->shapes[i], world, &a, &b, &out, &full);
      /* the reference's buffers too: on the heap, where colljit's collectives can run it */
      uint64_t need = (a + b + 2 * out + full) * 2 + ((uint64_t)5 << 20);
      most = need > most ? need : most;
      cj_gemm_params g = {.struct_size = sizeof g, .m = cfg->shapes[i][0], .n = cfg->shapes[i][1], .k = cfg->shapes[i][2]};
      uint64_t x = cj__gemm_bytes(cfg->ops[o], world, &g, cfg->dtype).work;
      x += G_VENDOR_WS + 256; /* the vendor's */
      w = x > w ? x : w;
    }
  *work = w;
  /* operands, the workspace, the control area and room for alignment */
  *heap = most + w + ((uint64_t)192 << 20);
}

static double slowest(gctx *x, double mine) { return cj__bench_rank_max(x->c, mine); }

/* The agreed state (0 ok, 1 failed, 2 not available): the worst rank's; -1: lost. */
static int agree(gctx *x, int mine) { return (int)slowest(x, (double)mine); }

/* n halves of values in [-1, 1] (multiples of 1/128) from `seed`, through a 1 MiB block. */
static cj_status fill(gctx *x, uint64_t dev, uint64_t n, uint64_t seed) {
  enum { BLOCK = 1 << 19 };
  uint16_t *h = malloc(BLOCK * sizeof *h);
  if (!h) return CJ_E_OOM;
  cj_status s = CJ_OK;
  for (uint64_t off = 0; off < n && !s; off += BLOCK) {
    uint64_t len = n - off < BLOCK ? n - off : BLOCK;
    for (uint64_t i = 0; i < len; i++) {
      uint64_t z = (seed << 40) ^ (off + i) * 0x9e3779b97f4a7c15ull;
      z ^= z >> 31, z *= 0xbf58476d1ce4e5b9ull, z ^= z >> 29;
      float f = (float)((int)(z % 257) - 128) / 128.0f; /* exact in f16 and bf16 */
      uint32_t u;
      memcpy(&u, &f, 4);
      h[i] = x->cfg->dtype == CJ_F16 ? cj__ix_f32_to_f16(u) : cj__ix_f32_to_bf16(u);
    }
    s = x->be->copy_htod(dev + off * 2, h, len * 2);
  }
  free(h);
  return s;
}

/* One call of a kind: colljit's op on a forced path, or the reference sequence. */
static int call(gctx *x, int kind) {
  cj_dtype dt = x->cfg->dtype;
  uint64_t W = (uint64_t)x->c->world;
  int ag = cj__op_gemm_comm(x->op) == CJ_GEMM_GATHERS_A;
  if (kind != G_REF) {
    cj_gemm_params g = {.struct_size = sizeof g, .m = x->m, .n = x->n, .k = x->k,
                        .shard = ag ? CJ_SHARD_M : CJ_SHARD_K};
    if (ag && kind == G_FUSED) g.fetchers = x->fe, g.k_per_flag = x->kpf;
    cj__select_force(x->op,
                     kind == G_BLAS ? CJ_VARIANT_BLAS
                     : kind == G_CE ? CJ_VARIANT_CE
                     : ag           ? CJ_VARIANT_PULL
                                    : CJ_VARIANT_PUSH,
                     0, 1);
    return ag ? cj_allgather_gemm(x->c, x->a, x->b, NULL, x->out, &g, dt, x->stream)
              : cj_gemm_reduce_scatter(x->c, x->a, x->b, NULL, x->out, &g, dt, x->stream);
  }
  cj_vblas_gemm v = {.rows = x->m,
                     .n = x->n,
                     .k = ag ? x->k : x->k / W,
                     .dtype = dt,
                     .b = ptr(x->b),
                     .align = 16,
                     .ws = x->ws,
                     .ws_bytes = G_VENDOR_WS};
  int rc;
  if (ag) {
    uint64_t cnt = x->a_n;
    rc = x->nccl ? cj__nccl_run(x->nccl, CJ_OP_ALL_GATHER, ptr(x->a), ptr(x->full), cnt, dt, 0,
                                x->stream)
                 : (int)cj_all_gather(x->c, x->a, x->full, cnt, dt, x->stream);
    v.a = ptr(x->full), v.c = ptr(x->ref);
    return rc ? rc : (int)cj__vblas_gemm(x->vb, &v, x->stream);
  }
  v.a = ptr(x->a), v.c = ptr(x->full);
  rc = (int)cj__vblas_gemm(x->vb, &v, x->stream);
  uint64_t cnt = x->out_n;
  if (!rc)
    rc = x->nccl ? cj__nccl_run(x->nccl, CJ_OP_REDUCE_SCATTER, ptr(x->full), ptr(x->ref), cnt, dt,
                                0, x->stream)
                 : (int)cj_reduce_scatter(x->c, x->full, x->ref, cnt, dt, CJ_SUM, x->stream);
  return rc;
}

static double half_val(cj_dtype t, uint16_t h) {
  uint32_t u = t == CJ_F16 ? cj__ix_f16_to_f32(h) : cj__ix_bf16_to_f32(h);
  float f;
  memcpy(&f, &u, 4);
  return f;
}

/* colljit's output against the reference's: the largest difference relative to the largest
 * reference value into *err; 0, or a nonzero status when a copy failed. */
static int compare(gctx *x, double *err) {
  uint64_t n = x->out_n;
  uint16_t *o = malloc(n * 2), *r = malloc(n * 2);
  int rc = !o || !r ? CJ_E_OOM : 0;
  if (!rc) rc = (int)x->be->stream_sync(x->stream);
  if (!rc) rc = (int)x->be->copy_dtoh(o, ptr(x->out), n * 2);
  if (!rc) rc = (int)x->be->copy_dtoh(r, ptr(x->ref), n * 2);
  double big = 0, diff = 0;
  for (uint64_t i = 0; i < n && !rc; i++) {
    double a = half_val(x->cfg->dtype, o[i]), b = half_val(x->cfg->dtype, r[i]);
    big = fabs(b) > big ? fabs(b) : big;
    diff = !(fabs(a - b) <= diff) ? fabs(a - b) : diff; /* a NaN counts as the largest */
    if (a != a) diff = INFINITY;
  }
  free(o);
  free(r);
  *err = big > 0 ? diff / big : diff;
  return rc;
}

/* A graph of G_CALLS calls replayed; microseconds per call into *us. */
static int timed(gctx *x, int kind, double *us) {
  const cj_backend *be = x->be;
  void *exec = NULL;
  int rc = (int)be->graph_begin(x->stream);
  for (int i = 0; i < G_CALLS && !rc; i++)
    rc = call(x, kind);
  int end = (int)be->graph_end(x->stream, &exec);
  rc = rc ? rc : end;
  int reps = x->cfg->iters < 20 ? x->cfg->iters : 20;
  for (int i = 0; i < 2 && !rc; i++)
    rc = (int)be->graph_launch(exec, x->stream);
  if (!rc) rc = (int)be->event_record(x->ev0, x->stream);
  for (int i = 0; i < reps && !rc; i++)
    rc = (int)be->graph_launch(exec, x->stream);
  if (!rc) rc = (int)be->event_record(x->ev1, x->stream);
  float ms = 0;
  if (!rc) rc = (int)be->event_elapsed_ms(x->ev0, x->ev1, &ms);
  if (exec) be->graph_destroy(exec);
  *us = (double)ms * 1000.0 / (G_CALLS * reps);
  return rc;
}

typedef struct grow {
  double us[G_KINDS]; /* 0: not measured */
  double err[G_REF];  /* fused, blas, ce against the reference */
  int wrong;
  /* tune of allgather_gemm: the fastest fetchers x k_per_flag of the fused kernel (0: none) */
  double sweep_us;
  int fe, kpf;
} grow;

static const char *const kind_names[] = {"fused", "blas", "ce", "reference"};

/* One kind at the current shape: a checked call, then the timing. -1: the ranks lost each
 * other; 1: this kind failed or was wrong (said on standard error). */
static int one_kind(gctx *x, int kind, grow *g) {
  /* NaN bytes over colljit's output first: a path that writes nothing is caught */
  int rc = kind == G_REF ? 0 : (int)x->be->fill(ptr(x->out), 0xff, x->out_n * 2);
  if (!rc) rc = call(x, kind);
  if (!rc) rc = (int)x->be->stream_sync(x->stream);
  if (rc)
    fprintf(stderr, "colljit bench: rank %d: %s %s %llux%llux%llu: %s\n", x->c->rank,
            cj_op_name(x->op), kind_names[kind], (unsigned long long)x->m, (unsigned long long)x->n,
            (unsigned long long)x->k, cj_last_error());
  /* 2: the path fell back to the fused kernel (no vendor library, no second stream, chunks
   * off 16 bytes) */
  cj_variant want = kind == G_BLAS ? CJ_VARIANT_BLAS : CJ_VARIANT_CE;
  int fell = (kind == G_BLAS || kind == G_CE) && x->c->gemm_ran != want;
  int st = agree(x, rc ? 1 : fell ? 2 : 0);
  if (st == 2 && x->c->rank == 0)
    fprintf(stderr, "colljit bench: %s: the %s path is not available here; its column is empty\n",
            cj_op_name(x->op), kind_names[kind]);
  if (st) return st;
  double us = 0;
  rc = timed(x, kind, &us);
  st = agree(x, rc != 0);
  if (st) return st;
  if (kind != G_REF) {
    double err = 0;
    rc = compare(x, &err);
    double tol = x->cfg->dtype == CJ_BF16 ? 2e-2 : 4e-3;
    g->err[kind] = slowest(x, err);
    if (rc || !(g->err[kind] <= tol)) {
      if (x->c->rank == 0)
        fprintf(stderr, "colljit bench: %s %s %llux%llux%llu: WRONG (error %.2e, bound %.0e)\n",
                cj_op_name(x->op), kind_names[kind], (unsigned long long)x->m,
                (unsigned long long)x->n, (unsigned long long)x->k, g->err[kind], tol);
      g->wrong = 1;
    }
  }
  g->us[kind] = slowest(x, us);
  return g->us[kind] < 0 ? -1 : 0;
}

static void free_shape(gctx *x) {
  if (x->a) cj_free(x->c, x->a);
  if (x->b) cj_free(x->c, x->b);
  if (x->out) cj_free(x->c, x->out);
  if (x->full) cj_free(x->c, x->full);
  if (x->ref) cj_free(x->c, x->ref);
  x->a = x->b = x->out = x->full = x->ref = NULL;
}

static int run_shape(gctx *x, const uint64_t *s, grow *g) {
  int W = x->c->world, r = x->c->rank;
  x->m = s[0], x->n = s[1], x->k = s[2];
  memset(g, 0, sizeof *g);
  counts(x->op, s, W, &x->a_n, &x->b_n, &x->out_n, &x->full_n);
  int ag = cj__op_gemm_comm(x->op) == CJ_GEMM_GATHERS_A;
  cj_status st = s[0] % (uint64_t)W || s[2] % (uint64_t)W
                     ? cj__fail(CJ_E_INVALID, "m and k must be multiples of the world size")
                     : CJ_OK;
  if (!st) st = cj_malloc(x->c, x->a_n * 2, &x->a);
  if (!st) st = cj_malloc(x->c, x->b_n * 2, &x->b);
  if (!st) st = cj_malloc(x->c, x->out_n * 2, &x->out);
  if (!st) st = cj_malloc(x->c, x->full_n * 2, &x->full);
  if (!st) st = cj_malloc(x->c, x->out_n * 2, &x->ref);
  if (!st) st = fill(x, ptr(x->a), x->a_n, 1000 + (uint64_t)r);
  if (!st) st = fill(x, ptr(x->b), x->b_n, ag ? 7 : 2000 + (uint64_t)r);
  if (st)
    fprintf(stderr, "colljit bench: rank %d: %s %llux%llux%llu: %s\n", r, cj_op_name(x->op),
            (unsigned long long)s[0], (unsigned long long)s[1], (unsigned long long)s[2],
            cj_last_error());
  int rc = agree(x, st != CJ_OK);
  /* the reference first: the colljit results are compared with its output */
  if (!rc) rc = one_kind(x, G_REF, g);
  if (!rc) rc = one_kind(x, G_FUSED, g);
  for (int kind = G_BLAS; kind <= G_CE && !rc; kind++) {
    rc = one_kind(x, kind, g);
    if (rc == 2) rc = 0;
  }
  /* tune: the fused kernel at every fetchers x k_per_flag (a pair the planner refuses for
   * this shape is skipped; a wrong result is not) */
  for (int i = 0; !rc && ag && x->cfg->tune && i < x->cfg->ntune_fe; i++)
    for (int j = 0; !rc && j < x->cfg->ntune_kpf; j++) {
      grow t;
      memset(&t, 0, sizeof t);
      x->fe = x->cfg->tune_fe[i], x->kpf = x->cfg->tune_kpf[j];
      int k = one_kind(x, G_FUSED, &t);
      if (k < 0 || t.wrong) rc = k < 0 ? -1 : 1, g->wrong |= t.wrong;
      if (!k && t.us[G_FUSED] > 0 && (!g->sweep_us || t.us[G_FUSED] < g->sweep_us))
        g->sweep_us = t.us[G_FUSED], g->fe = x->fe, g->kpf = x->kpf;
      if (x->c->rank == 0 && !k)
        printf("#   %s %llux%llux%llu fused fetchers %d k_per_flag %d: %.1f us\n",
               cj_op_name(x->op), (unsigned long long)x->m, (unsigned long long)x->n,
               (unsigned long long)x->k, x->fe, x->kpf, t.us[G_FUSED]);
    }
  x->fe = x->kpf = 0;
  cj__select_force(x->op, CJ_VARIANT_AUTO, 0, 0);
  free_shape(x);
  return rc < 0 ? -1 : rc;
}

static void print_row(gctx *x, const uint64_t *s, const grow *g) {
  char shape[64], col[G_KINDS][16];
  snprintf(shape, sizeof shape, "%llux%llux%llu", (unsigned long long)s[0],
           (unsigned long long)s[1], (unsigned long long)s[2]);
  double r[G_REF];
  for (int i = 0; i < G_KINDS; i++) {
    if (g->us[i] > 0)
      snprintf(col[i], sizeof col[i], "%.1f", g->us[i]);
    else
      snprintf(col[i], sizeof col[i], "-");
    if (i < G_REF) r[i] = g->us[i] > 0 ? g->us[G_REF] / g->us[i] : 0;
  }
  printf("%-19s %-17s %10s %10s %10s %12s %9.2f %9.2f %9.2f %9.1e %9.1e %9.1e %s\n",
         cj_op_name(x->op), shape, col[G_FUSED], col[G_BLAS], col[G_CE], col[G_REF], r[G_FUSED],
         r[G_BLAS], r[G_CE], g->err[G_FUSED], g->err[G_BLAS], g->err[G_CE],
         g->wrong ? "WRONG" : "ok");
  fflush(stdout);
}

/* tune: the op's faster path per shape as selection rows (tune_rows.c), on standard output
 * and into tune's -o file. */
static void tune_rows(gctx *x, cj_tune_pt *pts, int n, FILE *out) {
  for (FILE *f = stdout; f; f = f == stdout ? out : NULL)
    cj__tune_gemm_rows(f, x->c->target.name, x->c->world, x->op, pts, n);
}

int cj__bench_gemm(cj_comm *c, cj_nccl *nccl, void *stream, const bench_cfg *cfg, const char *date,
                   FILE *tune_out) {
  gctx x = {.c = c, .nccl = nccl, .be = c->be, .stream = stream, .cfg = cfg};
  int bad = 0, rank = c->rank;
  cj_status s = cj__vblas_open(c->be, &x.vb);
  if (!s) s = c->be->alloc(G_VENDOR_WS, &x.ws);
  if (!s) s = c->be->event_create(&x.ev0);
  if (!s) s = c->be->event_create(&x.ev1);
  if (s) fprintf(stderr, "colljit bench: rank %d: the reference GEMM: %s\n", rank, cj_last_error());
  if (agree(&x, s != CJ_OK)) {
    bad = 2;
  } else if (rank == 0) {
    const char *path = cj__env()->gemm_path;
    printf("# colljit %s  %s, world %d, %s, %s\n", cfg->tune ? "tune" : "bench", c->dev.name,
           c->world, cj_dtype_name(cfg->dtype), date);
    printf("# reference: %s and %s; colljit: the fused kernel, the vendor-BLAS path and the "
           "copy engines with the generated gemm op (ce)\n",
           nccl ? "NCCL" : "colljit's collective", cj__vblas_name(x.vb));
    printf("# us: the slowest rank's, per call, over graph replays of %d calls; ratio = "
           "reference / colljit; err: against the reference\n",
           G_CALLS);
    if (strcmp(path, "auto"))
      printf("# COLLJIT_GEMM_PATH=%s is set: every column runs that path\n", path);
    printf("%-19s %-17s %10s %10s %10s %12s %9s %9s %9s %9s %9s %9s\n", "op", "m x n x k",
           "fused_us", "blas_us", "ce_us", "reference_us", "ref/fused", "ref/blas", "ref/ce",
           "err_fused", "err_blas", "err_ce");
  }
  cj_tune_pt pts[BENCH_MAX_SIZES];
  int nwin = 0;
  for (int o = 0; o < cfg->nops && bad < 2; o++) {
    x.op = cfg->ops[o];
    nwin = 0;
    for (int i = 0; i < cfg->nshapes && bad < 2; i++) {
      grow g;
      int rc = run_shape(&x, cfg->shapes[i], &g);
      if (rc < 0) {
        bad = 2;
        break;
      }
      bad |= rc || g.wrong;
      if (rank == 0) print_row(&x, cfg->shapes[i], &g);
      if (g.us[G_FUSED] > 0 && !g.wrong) {
        /* the fused kernel's time: its default, or the swept pair's where that is faster */
        int swept = g.sweep_us > 0 && g.sweep_us < g.us[G_FUSED];
        double fused = swept ? g.sweep_us : g.us[G_FUSED];
        cj_variant fv =
            cj__op_gemm_comm(x.op) == CJ_GEMM_GATHERS_A ? CJ_VARIANT_PULL : CJ_VARIANT_PUSH;
        /* the fastest of the three paths */
        cj_variant best = fv;
        double best_us = fused;
        if (g.us[G_BLAS] > 0 && g.us[G_BLAS] < best_us) best = CJ_VARIANT_BLAS, best_us = g.us[G_BLAS];
        if (g.us[G_CE] > 0 && g.us[G_CE] < best_us) best = CJ_VARIANT_CE, best_us = g.us[G_CE];
        int other = best != fv;
        pts[nwin++] = (cj_tune_pt){cfg->shapes[i][0] / (uint64_t)c->world * cfg->shapes[i][2] * 2,
                                   best, other || !swept ? 0 : g.fe, other || !swept ? 0 : g.kpf};
      }
    }
    if (cfg->tune && rank == 0 && nwin && bad < 2) tune_rows(&x, pts, nwin, tune_out);
  }
  if (x.ev0) c->be->event_destroy(x.ev0);
  if (x.ev1) c->be->event_destroy(x.ev1);
  if (x.ws) c->be->release(x.ws);
  cj__vblas_close(x.vb);
  return bad;
}
