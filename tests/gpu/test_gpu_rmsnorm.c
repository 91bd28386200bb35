/* allreduce_rmsnorm on real GPUs, one process per GPU: tokens 1..2049 at hidden 4096 and 8192
 * (bf16, f16, f32), both forms (ll where it fits, two_shot), in place, against the float64
 * reference of tests/rmsnorm_ref.h, and every rank holding the same bits; then a captured graph
 * replayed with new x every time (COLLJIT_TEST_REPLAYS, default 1000). Exit 77 without a GPU. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gpu_util.h"
#include "launcher.h"
#include "rmsnorm_ref.h"
#include "test.h"

typedef struct ctx {
  cj_comm *c;
  const cj_backend *be;
  void *stream;
} ctx;

typedef struct bufs {
  void *x, *res, *out, *w, *staging;
  size_t bytes;
} bufs;

static int replays = 1000;

/* Element i of rank r's x in call `it` (multiples of 1/64 in [-1, 1]). */
static double xval(int r, uint64_t it, uint64_t i) {
  return (int)(mix32(((uint64_t)r << 40) ^ (it << 24) ^ i) % 129) / 64.0 - 1.0;
}

static void host_x(cj_dtype dt, void *h, int r, uint64_t it, uint64_t n) {
  for (uint64_t i = 0; i < n; i++)
    rms_store(dt, h, i, xval(r, it, i));
}

static int alloc_bufs(ctx *x, bufs *b, cj_dtype dt, uint64_t tokens, uint64_t hidden, int inplace) {
  size_t es = cj_dtype_size(dt);
  b->bytes = (size_t)(tokens * hidden) * es;
  GPU_CK(cj_malloc(x->c, b->bytes, &b->x));
  GPU_CK(cj_malloc(x->c, b->bytes, &b->res));
  GPU_CK(cj_malloc(x->c, b->bytes, &b->staging));
  GPU_CK(cj_malloc(x->c, (size_t)hidden * es, &b->w));
  b->out = b->x;
  if (!inplace) GPU_CK(cj_malloc(x->c, b->bytes, &b->out));
  return 0;
}

static void free_bufs(ctx *x, const bufs *b) {
  if (b->out != b->x) cj_free(x->c, b->out);
  cj_free(x->c, b->x);
  cj_free(x->c, b->res);
  cj_free(x->c, b->staging);
  cj_free(x->c, b->w);
}

/* Sets residual and weight (the same on every rank); returns the residual as doubles. */
static int init_res_w(ctx *x, const bufs *b, cj_dtype dt, uint64_t n, uint64_t hidden, double *res0,
                      void *host) {
  size_t es = cj_dtype_size(dt);
  for (uint64_t i = 0; i < n; i++)
    rms_store(dt, host, i, (int)(mix32(i * 7 + 1) % 129) / 64.0 - 1.0);
  for (uint64_t i = 0; i < n; i++)
    res0[i] = rms_load(dt, host, i);
  GPU_CK(x->be->copy_htod((uint64_t)(uintptr_t)b->res, host, n * es));
  for (uint64_t i = 0; i < hidden; i++)
    rms_store(dt, host, i, 0.5 + (mix32(i + 99) % 65) / 64.0);
  GPU_CK(x->be->copy_htod((uint64_t)(uintptr_t)b->w, host, hidden * es));
  return 0;
}

/* Checks this rank's result against float64 and against every other rank's bits. */
static int verify(ctx *x, const bufs *b, cj_dtype dt, uint64_t tokens, uint64_t hidden,
                  const double *res0, uint64_t it, const char *what) {
  cj_comm *c = x->c;
  uint64_t n = tokens * hidden;
  size_t es = cj_dtype_size(dt);
  unsigned char *res = malloc(b->bytes), *out = malloc(b->bytes), *w = malloc(hidden * es);
  double *xs = malloc((size_t)c->world * n * sizeof *xs);
  int bad = !res || !out || !w || !xs;
  if (!bad) {
    GPU_CK(x->be->copy_dtoh(res, (uint64_t)(uintptr_t)b->res, b->bytes));
    GPU_CK(x->be->copy_dtoh(out, (uint64_t)(uintptr_t)b->out, b->bytes));
    GPU_CK(x->be->copy_dtoh(w, (uint64_t)(uintptr_t)b->w, hidden * es));
    for (int r = 0; r < c->world; r++)
      for (uint64_t i = 0; i < n; i++) /* (the value as the dtype holds it) */
        xs[(uint64_t)r * n + i] = xval(r, it, i);
    rms_ref ref = {dt, c->world, tokens, hidden, 0.0f, 0, res0, xs, w};
    ref.eps = 1e-6f;
    bad = rms_ref_check(&ref, res, out, what) != 0;
    uint64_t mine[2] = {cj__fnv1a64(res, b->bytes, CJ_FNV_SEED),
                        cj__fnv1a64(out, b->bytes, CJ_FNV_SEED)};
    uint64_t all[2 * 64];
    GPU_CK(cj__comm_allgather(c, mine, all, sizeof mine));
    for (int r = 0; r < c->world; r++)
      if (all[2 * r] != mine[0] || all[2 * r + 1] != mine[1]) {
        fprintf(stderr, "rank %d: %s: rank %d holds other bits\n", c->rank, what, r);
        bad = 1;
      }
  }
  free(res);
  free(out);
  free(w);
  free(xs);
  return bad;
}

static int one_case(ctx *x, cj_dtype dt, uint64_t tokens, uint64_t hidden, int inplace) {
  cj_comm *c = x->c;
  uint64_t n = tokens * hidden;
  bufs b;
  if (alloc_bufs(x, &b, dt, tokens, hidden, inplace)) return 1;
  void *host = malloc(b.bytes > hidden * 4 ? b.bytes : hidden * 4);
  double *res0 = malloc(n * sizeof *res0);
  if (!host || !res0 || init_res_w(x, &b, dt, n, hidden, res0, host)) return 1;
  host_x(dt, host, c->rank, 1, n);
  GPU_CK(x->be->copy_htod((uint64_t)(uintptr_t)b.x, host, b.bytes));
  GPU_CK(x->be->stream_sync(NULL));
  GPU_CK(cj_all_reduce_rmsnorm(c, b.x, b.res, b.w, b.out, tokens, hidden, 1e-6f, dt, x->stream));
  GPU_CK(x->be->stream_sync(x->stream));
  GPU_CK(cj_comm_check(c));
  char what[96];
  snprintf(what, sizeof what, "%s tokens %llu hidden %llu%s", cj_dtype_name(dt),
           (unsigned long long)tokens, (unsigned long long)hidden, inplace ? " in place" : "");
  int bad = verify(x, &b, dt, tokens, hidden, res0, 1, what);
  free(host);
  free(res0);
  free_bufs(x, &b);
  return bad;
}

/* A graph of (staging -> x copy, residual reset, allreduce_rmsnorm), replayed with new x. */
static int graph_replays(ctx *x, cj_dtype dt, uint64_t tokens, uint64_t hidden) {
  cj_comm *c = x->c;
  uint64_t n = tokens * hidden;
  bufs b;
  if (alloc_bufs(x, &b, dt, tokens, hidden, 0)) return 1;
  void *host = malloc(b.bytes > hidden * 4 ? b.bytes : hidden * 4), *res_init;
  double *res0 = malloc(n * sizeof *res0);
  if (!host || !res0 || init_res_w(x, &b, dt, n, hidden, res0, host)) return 1;
  GPU_CK(cj_malloc(c, b.bytes, &res_init));
  GPU_CK(x->be->copy_dtod_async((uint64_t)(uintptr_t)res_init, (uint64_t)(uintptr_t)b.res, b.bytes,
                                NULL));
  GPU_CK(cj_prepare_all_reduce_rmsnorm(c, b.x, b.res, b.w, b.out, tokens, hidden, dt));
  void *exec;
  GPU_CK(x->be->graph_begin(x->stream));
  GPU_CK(x->be->copy_dtod_async((uint64_t)(uintptr_t)b.x, (uint64_t)(uintptr_t)b.staging, b.bytes,
                                x->stream));
  GPU_CK(x->be->copy_dtod_async((uint64_t)(uintptr_t)b.res, (uint64_t)(uintptr_t)res_init, b.bytes,
                                x->stream));
  GPU_CK(cj_all_reduce_rmsnorm(c, b.x, b.res, b.w, b.out, tokens, hidden, 1e-6f, dt, x->stream));
  GPU_CK(x->be->graph_end(x->stream, &exec));
  int bad = 0;
  for (int it = 0; it < replays && bad < 3; it++) {
    host_x(dt, host, c->rank, 1000u + (uint64_t)it, n);
    GPU_CK(x->be->copy_htod((uint64_t)(uintptr_t)b.staging, host, b.bytes));
    GPU_CK(x->be->graph_launch(exec, x->stream));
    GPU_CK(x->be->stream_sync(x->stream));
    bad += verify(x, &b, dt, tokens, hidden, res0, 1000u + (uint64_t)it, "graph replay");
  }
  GPU_CK(cj_comm_check(c));
  GPU_CK(x->be->graph_destroy(exec));
  printf("rank %d: %d graph replays of allreduce_rmsnorm %s %llux%llu: %d wrong\n", c->rank,
         replays, cj_dtype_name(dt), (unsigned long long)tokens, (unsigned long long)hidden, bad);
  cj_free(c, res_init);
  free(host);
  free(res0);
  free_bufs(x, &b);
  return bad != 0;
}

static int rank_main(int rank, int world, const cj_unique_id *id, void *arg) {
  (void)arg;
  cj_comm_options o = CJ_COMM_OPTIONS_INIT;
  o.heap_bytes = (size_t)2 << 30;
  o.timeout_s = 20;
  ctx x = {0};
  if (gpu_open(rank, world, id, &o, &x.c, &x.be, &x.stream)) return 1;
  static const uint64_t toks[] = {1, 2, 5, 31, 300, 2049};
  static const cj_dtype dts[] = {CJ_BF16, CJ_F16, CJ_F32};
  int rc = 0, cases = 0;
  for (int d = 0; d < 3 && !rc; d++)
    for (int t = 0; t < 6 && !rc; t++)
      for (int h = 0; h < 2 && !rc; h++, cases++)
        rc = one_case(&x, dts[d], toks[t], h ? 8192 : 4096, (t + h) % 2);
  if (!rc && rank == 0) printf("%d cases: ok\n", cases);
  if (!rc) rc = graph_replays(&x, CJ_BF16, 4, 4096);   /* ll at world > 1 */
  if (!rc) rc = graph_replays(&x, CJ_BF16, 512, 8192); /* two_shot */
  x.be->stream_destroy(x.stream);
  cj_status s = cj_comm_destroy(x.c);
  if (s) fprintf(stderr, "rank %d: destroy: %s\n", rank, cj_last_error());
  return rc || s;
}

int main(void) { return gpu_test_main(rank_main, &replays, 900); }
