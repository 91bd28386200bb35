/* All-gather (and barrier) latency and bandwidth next to NCCL, in the same run: one process per
 * GPU, CUDA-graph replays timed with device events, the slowest rank reported.
 *
 *   bench_allgather [--sizes 1024,268435456] [--dtype bf16] [--iters N]
 *
 * sizes are bytes per rank. NCCL is found with dlopen (libnccl.so.2); without it only colljit
 * is timed. */
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gpu_util.h"
#include "launcher.h"

typedef struct nccl_api {
  int (*get_id)(void *id);
  int (*init_rank)(void **comm, int n, cj_unique_id id, int rank);
  int (*all_gather)(const void *s, void *r, size_t n, int dt, void *comm, void *stream);
  int (*destroy)(void *comm);
  int (*version)(int *v);
} nccl_api;

typedef struct bench_cfg {
  uint64_t sizes[32];
  int nsizes;
  cj_dtype dtype;
  int iters;
} bench_cfg;

static int nccl_load(nccl_api *n) {
  void *h = dlopen("libnccl.so.2", RTLD_NOW | RTLD_LOCAL);
  if (!h) h = dlopen("libnccl.so", RTLD_NOW | RTLD_LOCAL);
  if (!h) return 0;
  *(void **)&n->get_id = dlsym(h, "ncclGetUniqueId");
  *(void **)&n->init_rank = dlsym(h, "ncclCommInitRank");
  *(void **)&n->all_gather = dlsym(h, "ncclAllGather");
  *(void **)&n->destroy = dlsym(h, "ncclCommDestroy");
  *(void **)&n->version = dlsym(h, "ncclGetVersion");
  return n->get_id && n->init_rank && n->all_gather && n->destroy;
}

static int nccl_dtype(cj_dtype t) {
  switch (t) {
  case CJ_F32:
    return 7;
  case CJ_F16:
    return 6;
  case CJ_BF16:
    return 9;
  default:
    return 2;
  }
}

typedef struct run {
  cj_comm *c;
  const cj_backend *be;
  void *stream, *ev0, *ev1;
  nccl_api nccl;
  void *ncomm;
} run;

/* Times `reps` replays of a graph of `k` ops captured by op(); returns microseconds per op. */
typedef int (*op_fn)(run *r, void *send, void *recv, uint64_t count, cj_dtype dt);

static int op_colljit(run *r, void *s, void *d, uint64_t n, cj_dtype dt) {
  return cj_all_gather(r->c, s, d, n, dt, r->stream) != CJ_OK;
}
static int op_nccl(run *r, void *s, void *d, uint64_t n, cj_dtype dt) {
  return r->nccl.all_gather(s, d, n, nccl_dtype(dt), r->ncomm, r->stream) != 0;
}
static int op_barrier(run *r, void *s, void *d, uint64_t n, cj_dtype dt) {
  (void)s, (void)d, (void)n, (void)dt;
  return cj_barrier(r->c, r->stream) != CJ_OK;
}

static int time_graph(run *r, op_fn op, void *s, void *d, uint64_t n, cj_dtype dt, int k,
                      int reps, double *us) {
  void *exec;
  if (op(r, s, d, n, dt)) return 1; /* warm: compile, load, NCCL setup outside the capture */
  GPU_CK(r->be->stream_sync(r->stream));
  GPU_CK(r->be->graph_begin(r->stream));
  for (int i = 0; i < k; i++)
    if (op(r, s, d, n, dt)) {
      fprintf(stderr, "rank %d: op failed in capture: %s\n", g_rank, cj_last_error());
      return 1;
    }
  GPU_CK(r->be->graph_end(r->stream, &exec));
  for (int i = 0; i < 3; i++) GPU_CK(r->be->graph_launch(exec, r->stream));
  GPU_CK(r->be->event_record(r->ev0, r->stream));
  for (int i = 0; i < reps; i++) GPU_CK(r->be->graph_launch(exec, r->stream));
  GPU_CK(r->be->event_record(r->ev1, r->stream));
  float ms = 0;
  GPU_CK(r->be->event_elapsed_ms(r->ev0, r->ev1, &ms));
  GPU_CK(r->be->graph_destroy(exec));
  *us = (double)ms * 1000.0 / ((double)k * reps);
  return 0;
}

/* The slowest rank's figure. */
static double slowest(run *r, double mine) {
  double all[64];
  if (cj__comm_allgather(r->c, &mine, all, sizeof mine)) return -1;
  double m = 0;
  for (int i = 0; i < r->c->world; i++) m = all[i] > m ? all[i] : m;
  return m;
}

static int setup_nccl(run *r) {
  if (!nccl_load(&r->nccl)) return 0;
  cj_unique_id id, all[64];
  memset(&id, 0, sizeof id);
  if (r->c->rank == 0 && r->nccl.get_id(&id)) return 0;
  if (cj__comm_allgather(r->c, &id, all, sizeof id)) return 0;
  return r->nccl.init_rank(&r->ncomm, r->c->world, all[0], r->c->rank) == 0;
}

static int bench_size(run *r, const bench_cfg *cfg, uint64_t bytes, int have_nccl) {
  size_t es = cj_dtype_size(cfg->dtype);
  uint64_t n = bytes / es ? bytes / es : 1;
  void *send, *recv;
  GPU_CK(cj_malloc(r->c, n * es, &send));
  GPU_CK(cj_malloc(r->c, n * es * (uint64_t)r->c->world, &recv));
  GPU_CK(r->be->fill((uint64_t)(uintptr_t)send, 0x3c, n * es));
  int k = bytes >= (16u << 20) ? 2 : 20, reps = bytes >= (16u << 20) ? cfg->iters / 4 + 1
                                                                       : cfg->iters;
  double t_cj = 0, t_nc = 0;
  if (time_graph(r, op_colljit, send, recv, n, cfg->dtype, k, reps, &t_cj)) return 1;
  if (have_nccl && time_graph(r, op_nccl, send, recv, n, cfg->dtype, k, reps, &t_nc)) return 1;
  t_cj = slowest(r, t_cj);
  t_nc = slowest(r, t_nc);
  if (r->c->rank == 0) {
    double busbw = (double)(n * es) * (r->c->world - 1) / (t_cj * 1e-6) / 1e9;
    printf("all_gather %12llu B/rank  colljit %10.2f us (%7.1f GB/s bus)  ", (unsigned long long)
           (n * es), t_cj, busbw);
    if (have_nccl)
      printf("NCCL %10.2f us  ratio %.2fx\n", t_nc, t_nc / t_cj);
    else
      printf("NCCL n/a\n");
  }
  GPU_CK(cj_free(r->c, recv));
  GPU_CK(cj_free(r->c, send));
  return 0;
}

static int rank_main(int rank, int world, const cj_unique_id *id, void *arg) {
  const bench_cfg *cfg = arg;
  g_rank = rank;
  run r;
  memset(&r, 0, sizeof r);
  cj_comm_options o = CJ_COMM_OPTIONS_INIT;
  o.heap_bytes = (size_t)4 << 30;
  GPU_CK(cj_comm_init_rank(&r.c, world, id, rank, &o));
  r.be = r.c->be;
  GPU_CK(r.be->stream_create(&r.stream));
  GPU_CK(r.be->event_create(&r.ev0));
  GPU_CK(r.be->event_create(&r.ev1));
  int have_nccl = world > 1 && setup_nccl(&r);
  if (rank == 0) {
    int v = 0;
    if (have_nccl && r.nccl.version) r.nccl.version(&v);
    printf("world %d, %s, %s, NCCL %d\n", world, r.c->dev.name, cj_dtype_name(cfg->dtype), v);
  }
  int rc = 0;
  for (int i = 0; i < cfg->nsizes && !rc; i++) rc = bench_size(&r, cfg, cfg->sizes[i], have_nccl);
  double tb = 0;
  if (!rc && !time_graph(&r, op_barrier, NULL, NULL, 0, cfg->dtype, 20, cfg->iters, &tb)) {
    tb = slowest(&r, tb);
    if (rank == 0) printf("barrier %.2f us\n", tb);
  }
  if (!rc) rc = cj_comm_check(r.c) != CJ_OK;
  if (have_nccl) r.nccl.destroy(r.ncomm);
  cj_comm_destroy(r.c);
  return rc;
}

static int parse_args(int argc, char **argv, bench_cfg *cfg) {
  static const uint64_t dflt[] = {1024, 4096, 16384, 65536, 262144, 1 << 20, 4 << 20,
                                  16 << 20, 64 << 20, 256 << 20};
  cfg->nsizes = 10;
  memcpy(cfg->sizes, dflt, sizeof dflt);
  cfg->dtype = CJ_BF16;
  cfg->iters = 200;
  for (int i = 1; i + 1 < argc; i += 2) {
    if (!strcmp(argv[i], "--sizes")) {
      cfg->nsizes = 0;
      for (char *p = argv[i + 1]; *p && cfg->nsizes < 32;) {
        cfg->sizes[cfg->nsizes++] = strtoull(p, &p, 10);
        if (*p == ',') p++;
      }
    } else if (!strcmp(argv[i], "--iters")) {
      cfg->iters = atoi(argv[i + 1]);
    } else if (!strcmp(argv[i], "--dtype")) {
      cfg->dtype = !strcmp(argv[i + 1], "f32") ? CJ_F32 : !strcmp(argv[i + 1], "f16") ? CJ_F16
                                                                                     : CJ_BF16;
    } else {
      fprintf(stderr, "usage: bench_allgather [--sizes B,B,..] [--dtype bf16|f16|f32] "
                      "[--iters N]\n");
      return 1;
    }
  }
  return 0;
}

int main(int argc, char **argv) {
  bench_cfg cfg;
  if (parse_args(argc, argv, &cfg)) return 1;
  int n = cj_test_gpu_count();
  if (n < 1) {
    printf("no GPU: nothing to time\n");
    return 0;
  }
  return cj_test_launch(n, rank_main, &cfg, 600, NULL);
}
