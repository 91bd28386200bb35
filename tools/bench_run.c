/* One rank of `colljit bench`: the communicator, NCCL next to it, one pair of buffers on the
 * symmetric heap for every op and size, and for each library: fill, one checked call, a graph
 * of back-to-back calls timed over replays with device events, a second check, and the
 * slowest rank's time. Every decision that changes which collectives run next is agreed
 * among the ranks first, so a failure on one rank never leaves the others waiting. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "bench.h"
#include "comm_impl.h"
#include "engine.h"
#include "hier.h"
#include "out_file.h"
#include "support.h"

#define BIG_BYTES ((uint64_t)16 << 20)

typedef struct rank_ctx {
  const bench_cfg *cfg;
  cj_comm *c;
  bench_buf buf;
  void *ev0, *ev1;
  cj_nccl *nccl;
  int cj_dead; /* cj_comm_check failed: the communicator stays failed */
  int lib_rc;  /* the status of the last failed library call, until it is reported */
  bench_meta meta;
  bench_rec *recs;
  int nrecs;
} rank_ctx;

/* --ref-engine: the engine's call on colljit's own engine communicator (nodes of one GPU: its
 * group is every rank), the same call the hierarchical op makes on the caller's buffers. */
static int engine_run(cj_engine_comm *g, cj_op op, void *s, void *r, uint64_t count, cj_dtype t,
                      void *st) {
  switch (op) {
  case CJ_OP_ALL_REDUCE:
    return (int)cj__engine_all_reduce(g, s, r, count, t, CJ_SUM, st);
  case CJ_OP_ALL_GATHER:
    return (int)cj__engine_all_gather(g, s, r, count, t, st);
  case CJ_OP_REDUCE_SCATTER:
    return (int)cj__engine_reduce_scatter(g, s, r, count, t, CJ_SUM, st);
  default:
    cj__fail(CJ_E_UNSUPPORTED, "--ref-engine: %s does not compose across nodes", cj_op_name(op));
    return (int)CJ_E_UNSUPPORTED;
  }
}

/* --ref-engine needs a communicator over nodes of one GPU each (COLLJIT_NODE_SIZE=1). */
static int ref_engine_check(rank_ctx *x) {
  if (!x->cfg->ref_engine) return 0;
  if (x->c->hier && x->c->hier->map.local_size == 1 && x->c->hier->group) return 0;
  if (x->c->rank == 0)
    fprintf(stderr, "colljit bench: --ref-engine takes nodes of one GPU each "
            "(COLLJIT_NODE_SIZE=1 with two ranks or more), where the engine's communicator "
            "spans every rank\n");
  return 1;
}

/* One call of op for the library `lib`: 0, or a nonzero status. */
static int lib_call(rank_ctx *x, int lib, cj_op op, uint64_t count) {
  const bench_cfg *cfg = x->cfg;
  void *s = (void *)(uintptr_t)x->buf.send, *r = (void *)(uintptr_t)x->buf.recv;
  void *st = x->buf.stream;
  if (lib == BENCH_NCCL && cfg->ref_engine) /* (checked in ref_engine_check) */
    return engine_run(x->c->hier->group, op, s, r, count, cfg->dtype, st);
  if (lib == BENCH_NCCL)
    return cj__nccl_run(x->nccl, op, x->buf.send, x->buf.recv, count, cfg->dtype, BENCH_ROOT, st);
  return cj__collective(x->c, op, s, r, count, cfg->dtype, CJ_SUM, BENCH_ROOT, st);
}

static int call_op(rank_ctx *x, int lib, cj_op op, uint64_t count) {
  int rc = lib_call(x, lib, op, count);
  if (rc) x->lib_rc = rc;
  return rc;
}

static const char *lib_name(int lib) { return lib == BENCH_NCCL ? "NCCL" : "colljit"; }

/* A failed library call speaks for itself; anything else (a copy, a graph, an event) left its
 * message in cj_last_error(). */
static void report(rank_ctx *x, int lib, cj_op op, uint64_t bytes, const char *at) {
  const char *msg = cj_last_error();
  if (x->lib_rc && lib == BENCH_NCCL && !x->cfg->ref_engine)
    msg = cj__nccl_error(x->nccl, x->lib_rc);
  if (x->lib_rc && lib == BENCH_CJ && *cj_comm_last_error(x->c)) msg = cj_comm_last_error(x->c);
  fprintf(stderr, "colljit bench: rank %d: %s %s %llu B (%s): %s\n", x->c->rank, lib_name(lib),
          cj_op_name(op), (unsigned long long)bytes, at, msg);
  x->lib_rc = 0;
}

double cj__bench_rank_max(cj_comm *c, double mine) {
  double all[64], m = mine;
  if (cj__comm_allgather(c, &mine, all, sizeof mine)) return -1;
  for (int i = 0; i < c->world; i++)
    m = all[i] > m ? all[i] : m;
  return m;
}

/* The agreed state: the largest of every rank's, or -1 when the host exchange fails. */
static int agree_max(rank_ctx *x, int mine) { return (int)cj__bench_rank_max(x->c, mine); }

/* Captures k calls into a graph; the capture is always ended. */
static int capture(rank_ctx *x, int lib, cj_op op, uint64_t count, int k, void **exec) {
  const cj_backend *be = x->buf.be;
  *exec = NULL;
  int rc = be->graph_begin(x->buf.stream);
  if (rc) return rc;
  for (int i = 0; i < k && !rc; i++)
    rc = call_op(x, lib, op, count);
  int end = be->graph_end(x->buf.stream, exec);
  if ((rc || end) && *exec) {
    be->graph_destroy(*exec);
    *exec = NULL;
  }
  return rc ? rc : end;
}

/* Replays the graph (3 to warm, then reps timed); microseconds per call into *us. */
static cj_status replay(rank_ctx *x, void *exec, int k, int reps, double *us) {
  const cj_backend *be = x->buf.be;
  void *st = x->buf.stream;
  cj_status s = CJ_OK;
  for (int i = 0; i < 3 && !s; i++)
    s = be->graph_launch(exec, st);
  if (!s) s = be->event_record(x->ev0, st);
  for (int i = 0; i < reps && !s; i++)
    s = be->graph_launch(exec, st);
  if (!s) s = be->event_record(x->ev1, st);
  if (!s) s = be->stream_sync(st);
  float ms = 0;
  if (!s) s = be->event_elapsed_ms(x->ev0, x->ev1, &ms);
  *us = (double)ms * 1000.0 / ((double)k * reps);
  return s;
}

/* The agreed state after a step: the worst of the ranks' (-1: the exchange itself failed). */
static int step(rank_ctx *x, int lib, cj_op op, uint64_t bytes, int rc, const char *at,
                bench_state bad) {
  if (rc && bad == BENCH_FAILED) report(x, lib, op, bytes, at);
  x->lib_rc = 0;
  return agree_max(x, rc ? (int)bad : BENCH_OK);
}

/* Fill, one checked call: the agreed state. */
static int first_call(rank_ctx *x, int lib, cj_op op, uint64_t count, uint64_t bytes) {
  const bench_cfg *cfg = x->cfg;
  int w = x->c->world, me = x->c->rank;
  int rc = cj__bench_fill(&x->buf, op, count, cfg->dtype, me, w);
  int st = step(x, lib, op, bytes, rc, "filling the buffers", BENCH_FAILED);
  if (st) return st;
  /* colljit: the first call may run the shape-generic kernel while the specialised one
   * compiles; the second (after the compile) runs the specialised one, which is timed */
  for (int pass = 0; pass < (lib == BENCH_CJ ? 2 : 1); pass++) {
    if (pass) {
      rc = cj_comm_jit_wait(x->c, 0);
      if (!rc) rc = cj__bench_fill(&x->buf, op, count, cfg->dtype, me, w);
      if ((st = step(x, lib, op, bytes, rc, "background compile", BENCH_FAILED))) return st;
    }
    rc = call_op(x, lib, op, count);
    if (!rc) rc = x->buf.be->stream_sync(x->buf.stream);
    if ((st = step(x, lib, op, bytes, rc, "first call", BENCH_FAILED))) return st;
    rc = cj__bench_check(&x->buf, op, count, cfg->dtype, me, w, lib_name(lib));
    st =
        step(x, lib, op, bytes, rc, "check of the first call", rc < 0 ? BENCH_FAILED : BENCH_WRONG);
    if (st) return st;
  }
  return BENCH_OK;
}

/* Graph replays of one size: calls per graph and timed replays. */
static void replay_shape(const rank_ctx *x, uint64_t bytes, int *k, int *reps) {
  int big = bytes >= BIG_BYTES;
  *k = big ? 2 : 20;
  *reps = big ? (x->cfg->iters / 4 > 5 ? x->cfg->iters / 4 : 5) : x->cfg->iters;
}

/* Fill, one checked call, the graph of k calls: the agreed state (*exec set when 0). */
static int prepare_lib(rank_ctx *x, int lib, cj_op op, uint64_t count, uint64_t bytes, int k,
                       void **exec) {
  *exec = NULL;
  int st = first_call(x, lib, op, count, bytes);
  if (st) return st;
  int rc = capture(x, lib, op, count, k, exec);
  if ((st = step(x, lib, op, bytes, rc, "graph capture", BENCH_FAILED)) && *exec) {
    x->buf.be->graph_destroy(*exec); /* made here, but not on another rank */
    *exec = NULL;
  }
  return st;
}

/* The check of what the replays left in recv: the agreed state. */
static int check_after(rank_ctx *x, int lib, cj_op op, uint64_t count, uint64_t bytes) {
  int rc = cj__bench_check(&x->buf, op, count, x->cfg->dtype, x->c->rank, x->c->world,
                           lib_name(lib));
  return step(x, lib, op, bytes, rc, "check after the replays",
              rc < 0 ? BENCH_FAILED : BENCH_WRONG);
}

/* reps replays of the graph: the agreed state, the slowest rank's time per call in *us. */
static int timed_round(rank_ctx *x, int lib, cj_op op, uint64_t bytes, void *exec, int k,
                       int reps, double *us) {
  double mine = 0;
  int rc = replay(x, exec, k, reps, &mine);
  int st = step(x, lib, op, bytes, rc, "graph replay", BENCH_FAILED);
  if (!st) *us = cj__bench_rank_max(x->c, mine);
  return st ? st : *us < 0 ? -1 : 0;
}

/* Times one library on one op and size: the agreed state, the slowest rank's time. */
static int time_lib(rank_ctx *x, int lib, cj_op op, uint64_t count, uint64_t bytes, double *us) {
  int k, reps;
  replay_shape(x, bytes, &k, &reps);
  *us = 0;
  void *exec;
  int st = prepare_lib(x, lib, op, count, bytes, k, &exec);
  if (!st) st = timed_round(x, lib, op, bytes, exec, k, reps, us);
  if (exec) x->buf.be->graph_destroy(exec);
  if (!st) st = check_after(x, lib, op, count, bytes);
  return st;
}

static int cmp_double(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return x < y ? -1 : x > y;
}

/* Both libraries on one op and size, their graphs replayed in alternating rounds (ROUNDS, a
 * ROUNDS-th of the replays each); each library's time the median of its rounds' slowest-rank
 * times, and its result checked right after its last round. Links and clocks that drift during
 * a run (the engine's socket path under COLLJIT_NODE_SIZE moved by 5-15% between neighbouring
 * sizes) then fall on both alike. -1 when the ranks lost each other. */
#define ROUNDS 5
static int time_both(rank_ctx *x, cj_op op, uint64_t count, bench_rec *r) {
  int k, reps;
  replay_shape(x, r->bytes, &k, &reps);
  int per = reps / ROUNDS > 0 ? reps / ROUNDS : 1, st[BENCH_LIBS], lost = 0;
  void *exec[BENCH_LIBS] = {NULL, NULL};
  double t[BENCH_LIBS][ROUNDS];
  for (int lib = 0; lib < BENCH_LIBS && !lost; lib++)
    lost = (st[lib] = prepare_lib(x, lib, op, count, r->bytes, k, &exec[lib])) < 0;
  for (int i = 0; i < ROUNDS && !lost; i++)
    for (int lib = 0; lib < BENCH_LIBS && !lost; lib++) {
      if (st[lib]) continue;
      st[lib] = timed_round(x, lib, op, r->bytes, exec[lib], k, per, &t[lib][i]);
      if (!st[lib] && i == ROUNDS - 1) st[lib] = check_after(x, lib, op, count, r->bytes);
      lost = st[lib] < 0;
    }
  for (int lib = 0; lib < BENCH_LIBS; lib++) {
    if (exec[lib]) x->buf.be->graph_destroy(exec[lib]);
    if (lost) continue;
    r->state[lib] = (bench_state)st[lib];
    if (st[lib]) continue;
    qsort(t[lib], ROUNDS, sizeof t[lib][0], cmp_double);
    r->us[lib] = t[lib][ROUNDS / 2];
  }
  return lost ? -1 : 0;
}

/* After colljit's turn: the device status word (a peer that timed out stays failed). */
static int comm_check(rank_ctx *x, cj_op op, uint64_t bytes) {
  int rc = x->lib_rc = cj_comm_check(x->c);
  int st = step(x, BENCH_CJ, op, bytes, rc, "cj_comm_check", BENCH_FAILED);
  if (st > 0) x->cj_dead = 1;
  return st;
}

/* One row: both libraries on one op and size. Returns -1 when the ranks lost each other. */
static int bench_one(rank_ctx *x, cj_op op, uint64_t size, bench_rec *r) {
  const bench_cfg *cfg = x->cfg;
  uint64_t count = cj__bench_count(op, size, cfg->dtype, x->c->world);
  memset(r, 0, sizeof *r);
  r->op = op;
  r->bytes = cj__bench_rec_bytes(op, count, cfg->dtype, x->c->world);
  r->state[BENCH_CJ] = r->state[BENCH_NCCL] = BENCH_NA;
  if (!count) return 0;
  if (!x->cj_dead && x->nccl) {
    if (time_both(x, op, count, r)) return -1;
    int chk = comm_check(x, op, r->bytes);
    if (chk < 0) return -1;
    if (!r->state[BENCH_CJ]) r->state[BENCH_CJ] = (bench_state)chk;
    return 0;
  }
  if (!x->cj_dead) {
    int st = time_lib(x, BENCH_CJ, op, count, r->bytes, &r->us[BENCH_CJ]);
    int chk = st < 0 ? st : comm_check(x, op, r->bytes);
    if (st < 0 || chk < 0) return -1;
    r->state[BENCH_CJ] = (bench_state)(st ? st : chk);
  }
  if (x->nccl) {
    int st = time_lib(x, BENCH_NCCL, op, count, r->bytes, &r->us[BENCH_NCCL]);
    if (st < 0) return -1;
    r->state[BENCH_NCCL] = (bench_state)st;
  }
  return 0;
}

/* ---- set-up ------------------------------------------------------------------------------- */
/* The largest send and recv buffers any op and size of the run needs. */
static void buffer_bytes(const bench_cfg *cfg, int world, uint64_t *in, uint64_t *out) {
  *in = *out = 4096;
  for (int o = 0; o < cfg->nops && !cfg->gemm; o++)
    for (int i = 0; i < cfg->nsizes; i++) {
      uint64_t n = cj__bench_count(cfg->ops[o], cfg->sizes[i], cfg->dtype, world);
      uint64_t a = cj__bench_in_bytes(cfg->ops[o], n, cfg->dtype, world);
      uint64_t b = cj__bench_out_bytes(cfg->ops[o], n, cfg->dtype, world);
      *in = a > *in ? a : *in;
      *out = b > *out ? b : *out;
    }
}

static cj_status open_comm(rank_ctx *x, int rank, int world, const cj_unique_id *id) {
  uint64_t in, out;
  buffer_bytes(x->cfg, world, &in, &out);
  cj_comm_options o = CJ_COMM_OPTIONS_INIT;
  /* both buffers, the workspace (64 MiB), the control area, and room for alignment */
  uint64_t heap = in + out + ((uint64_t)192 << 20);
  int k = cj__env()->node_size;
  if (k > 0 && k < world) heap += in + out; /* nodes (COLLJIT_NODE_SIZE): their workspace */
  if (x->cfg->gemm) { /* the GEMM ops' operands and workspace instead */
    uint64_t work;
    cj__bench_gemm_sizes(x->cfg, world, &heap, &work);
    o.work_bytes = (size_t)work;
  }
  o.heap_bytes = (size_t)((heap + ((uint64_t)2 << 20) - 1) & ~(((uint64_t)2 << 20) - 1));
  cj_status s = cj_comm_init_rank(&x->c, world, id, rank, &o);
  if (s) return s;
  const cj_backend *be = x->c->be;
  void *send = NULL, *recv = NULL;
  x->buf.be = be;
  if (!s) s = be->stream_create(&x->buf.stream);
  if (!s) s = be->event_create(&x->ev0);
  if (!s) s = be->event_create(&x->ev1);
  if (!s) s = cj_malloc(x->c, in, &send);
  if (!s) s = cj_malloc(x->c, out, &recv);
  x->buf.send = (uint64_t)(uintptr_t)send;
  x->buf.recv = (uint64_t)(uintptr_t)recv;
  if (!s && !(x->buf.host = malloc(BENCH_HOST_BYTES))) s = cj__comm_fail(x->c, CJ_E_OOM);
  return s;
}

static void close_comm(rank_ctx *x) {
  if (!x->c) return;
  const cj_backend *be = x->c->be;
  if (x->buf.recv) cj_free(x->c, (void *)(uintptr_t)x->buf.recv);
  if (x->buf.send) cj_free(x->c, (void *)(uintptr_t)x->buf.send);
  if (x->ev0) be->event_destroy(x->ev0);
  if (x->ev1) be->event_destroy(x->ev1);
  if (x->buf.stream) be->stream_destroy(x->buf.stream);
  free(x->buf.host);
  cj_comm_destroy(x->c);
}

typedef struct id_card {
  int rc;
  char id[128];
} id_card;

/* Every rank loads the library; rank 0 makes the id; all init together. */
static int init_nccl(rank_ctx *x, char *why, size_t n) {
  int world = x->c->world, me = x->c->rank;
  x->nccl = cj__nccl_load(x->cfg->nccl_lib, why, n);
  int st = agree_max(x, x->nccl ? 0 : 1);
  if (st < 0) return -1;
  if (st) {
    if (x->nccl) snprintf(why, n, "not found on every rank");
    return 1;
  }
  id_card mine, all[64];
  memset(&mine, 0, sizeof mine);
  if (me == 0) mine.rc = cj__nccl_unique_id(x->nccl, mine.id);
  if (cj__comm_allgather(x->c, &mine, all, sizeof mine)) return -1;
  int rc = all[0].rc;
  if (!rc) rc = cj__nccl_init(x->nccl, world, all[0].id, me);
  if (rc)
    snprintf(why, n, "%s: %s", all[0].rc ? "ncclGetUniqueId" : "ncclCommInitRank",
             cj__nccl_error(x->nccl, rc));
  st = agree_max(x, rc != 0);
  if (st > 0 && !rc) snprintf(why, n, "ncclCommInitRank failed on another rank");
  return st;
}

static int open_nccl(rank_ctx *x) {
  char why[200] = "";
  if (!x->cfg->nccl || x->c->world < 1) {
    snprintf(x->meta.nccl, sizeof x->meta.nccl, "not run");
    return 0;
  }
  int st = init_nccl(x, why, sizeof why);
  if (!st) {
    cj__nccl_version(x->nccl, x->meta.nccl, sizeof x->meta.nccl);
    x->meta.have_nccl = 1;
    return 0;
  }
  if (x->c->rank == 0) fprintf(stderr, "colljit bench: NCCL not used: %s\n", why);
  snprintf(x->meta.nccl, sizeof x->meta.nccl, "unavailable");
  cj__nccl_close(x->nccl);
  x->nccl = NULL;
  return st < 0 ? -1 : 0;
}

static void fill_meta(rank_ctx *x) {
  time_t now = time(NULL);
  struct tm tm;
  localtime_r(&now, &tm);
  strftime(x->meta.date, sizeof x->meta.date, "%Y-%m-%d %H:%M:%S %z", &tm);
  snprintf(x->meta.gpu, sizeof x->meta.gpu, "%s", x->c->dev.name);
  x->meta.world = x->c->world;
  x->meta.dtype = x->cfg->dtype;
  if (x->cfg->ref_engine && x->meta.have_nccl) { /* the reference's communicator, said */
    size_t n = strlen(x->meta.nccl);
    snprintf(x->meta.nccl + n, sizeof x->meta.nccl - n, ", colljit's engine comm");
  }
}

/* Every op and size; rank 0 prints each row as it is done. 0, 1 when a colljit op failed or
 * was wrong, 2 when the ranks lost each other. */
static int run_all(rank_ctx *x) {
  const bench_cfg *cfg = x->cfg;
  int bad = 0;
  for (int o = 0; o < cfg->nops; o++)
    for (int i = 0; i < cfg->nsizes; i++) {
      bench_rec *r = &x->recs[x->nrecs];
      if (bench_one(x, cfg->ops[o], cfg->sizes[i], r)) return 2;
      x->nrecs++;
      bad |= r->state[BENCH_CJ] == BENCH_FAILED || r->state[BENCH_CJ] == BENCH_WRONG;
      if (x->c->rank == 0) cj__bench_row(cfg, &x->meta, r);
    }
  return bad;
}

/* ---- tune ----------------------------------------------------------------------------------- */
typedef struct cand {
  cj_variant variant;
  int grid; /* 0: the planner's default */
} cand;

/* The candidates for an op at a size: every variant of the op that can carry it (all_reduce:
 * ll, one_shot, two_shot, push; all_gather: push, ll; reduce_scatter: pull, ll, push;
 * broadcast: push, split, ll, chain, relay, ll_split; reduce: pull, push, split, ll, relay,
 * ll_split: the registry's rows); the default grid, and from 1 MiB on also 32 and 128 blocks
 * (fewer, or more, links in flight) and
 * the copy engines' path (ce) of all_gather, all_to_all and broadcast, and all_reduce's
 * (reduce-scatter kernel, then the copy engines' all-gather). */
static const int grids[] = {0, 32, 128};
#define NGRIDS (int)(sizeof grids / sizeof grids[0])
#define MAX_CANDS (NGRIDS * CJ_VARIANT_COUNT_ + 1) /* every variant on every grid, and ce */
static int candidates(cj_op op, uint64_t chunk, int world, cand *c) {
  int ng = chunk >= ((uint64_t)1 << 20) ? NGRIDS : 1, n = 0;
  cj_variant vars[CJ_VARIANT_COUNT_ + 1];
  int nv = cj__op_variants(op, vars, CJ_VARIANT_COUNT_);
  if (ng > 1 && cj__op_ce(op)) vars[nv++] = CJ_VARIANT_CE; /* the copy engines */
  for (int v = 0; v < nv; v++) {
    cj_area area = cj__variant_area(op, vars[v]);
    if (area == CJ_AREA_LL && !cj__ll_fits(chunk, world)) continue;
    int relay = area == CJ_AREA_RELAY;
    for (int g = 0; g < ng; g++)
      if (!relay || grids[g] <= cj__relay_max_grid(world)) /* (the planner caps relay grids) */
        if (vars[v] != CJ_VARIANT_CE || !grids[g]) /* (copies have no grid) */
          c[n++] = (cand){vars[v], grids[g]};
  }
  return n;
}

/* Rows of one op: consecutive sizes with the same winner merge; a row ends at the last size it
 * won (the next size's winner takes what lies above), the last row at "max". */
static void tune_rows(rank_ctx *x, cj_op op, const uint64_t *chunk, const cand *win, int n,
                      FILE *out) {
  for (int i = 0; i < n; i++) {
    int last = i == n - 1;
    if (!last && win[i + 1].variant == win[i].variant && win[i + 1].grid == win[i].grid) continue;
    char maxb[32];
    if (last)
      snprintf(maxb, sizeof maxb, "max");
    else
      snprintf(maxb, sizeof maxb, "%llu", (unsigned long long)chunk[i]);
    const char *v = cj_variant_name(win[i].variant);
    printf("%-8s %-3d %-15s %-11s %-9s %d\n", x->c->target.name, x->c->world, cj_op_name(op), maxb,
           v, win[i].grid);
    if (out)
      fprintf(out, "%-8s %-3d %-15s %-11s %-9s %d\n", x->c->target.name, x->c->world,
              cj_op_name(op), maxb, v, win[i].grid);
  }
}

/* Every candidate of every op and size, timed like bench; the fastest wins. */
static int run_tune(rank_ctx *x) {
  const bench_cfg *cfg = x->cfg;
  cj_out_file of = {NULL, NULL, NULL};
  if (x->c->rank == 0 && cfg->tune_out && cj__out_open(&of, cfg->tune_out, "colljit tune"))
    return 2;
  FILE *out = of.f;
  if (out)
    fprintf(out, "# colljit tune, %s, %s, world %d, %s, %d replays per point\n", x->meta.date,
            x->meta.gpu, x->c->world, cj_dtype_name(cfg->dtype), cfg->iters);
  int bad = 0;
  for (int o = 0; o < cfg->nops && !bad; o++) {
    cj_op op = cfg->ops[o];
    uint64_t chunks[BENCH_MAX_SIZES];
    cand wins[BENCH_MAX_SIZES];
    int n = 0;
    for (int i = 0; i < cfg->nsizes && !bad; i++) {
      uint64_t count = cj__bench_count(op, cfg->sizes[i], cfg->dtype, x->c->world);
      if (!count) continue;
      uint64_t bytes = cj__bench_rec_bytes(op, count, cfg->dtype, x->c->world);
      uint64_t chunk = count * cj_dtype_size(cfg->dtype);
      cand c[MAX_CANDS];
      int nc = candidates(op, chunk, x->c->world, c), best = -1;
      double best_us = 0;
      char line[1024] = "";
      size_t len = 0;
      for (int k = 0; k < nc; k++) {
        cj__select_force(op, c[k].variant, c[k].grid, 1);
        double us = 0;
        int st = time_lib(x, BENCH_CJ, op, count, bytes, &us);
        if (st < 0) return 2;
        int chk = comm_check(x, op, bytes);
        if (chk < 0) return 2;
        if (st || chk) {
          bad = 1;
          break;
        }
        len += (size_t)snprintf(line + len, sizeof line - len, " %s/g%d %.2f",
                                cj_variant_name(c[k].variant), c[k].grid, us);
        /* a grid other than the default must win by 3%: closer is noise, and the default
         * follows the size */
        double score = c[k].grid ? us * 1.03 : us;
        if (best < 0 || score < best_us) best = k, best_us = score;
      }
      cj__select_force(op, CJ_VARIANT_AUTO, 0, 0);
      if (bad || best < 0) break;
      chunks[n] = chunk;
      wins[n++] = c[best];
      if (x->c->rank == 0) {
        printf("# %s %llu B/rank:%s us -> %s/g%d\n", cj_op_name(op), (unsigned long long)chunk,
               line, cj_variant_name(c[best].variant), c[best].grid);
        fflush(stdout);
      }
    }
    if (x->c->rank == 0 && n) tune_rows(x, op, chunks, wins, n, out);
    if (x->c->rank == 0) fflush(stdout);
  }
  if (out && cj__out_close(&of, !bad, "colljit tune") && !bad) bad = 2;
  return bad;
}

/* The fused GEMM ops (bench_gemm.c), with tune's output file. */
static int run_gemm(rank_ctx *x) {
  cj_out_file of = {NULL, NULL, NULL};
  if (x->c->rank == 0 && x->cfg->tune && x->cfg->tune_out &&
      cj__out_open(&of, x->cfg->tune_out, "colljit tune"))
    return 2;
  if (of.f)
    fprintf(of.f, "# colljit tune, %s, %s, world %d, %s: the GEMM ops' paths\n", x->meta.date,
            x->meta.gpu, x->c->world, cj_dtype_name(x->cfg->dtype));
  int bad = cj__bench_gemm(x->c, x->nccl, x->buf.stream, x->cfg, x->meta.date, of.f);
  if (of.f && cj__out_close(&of, !bad, "colljit tune") && !bad) bad = 2;
  return bad;
}

int cj__bench_rank(int rank, int world, const cj_unique_id *id, void *arg) {
  rank_ctx x;
  memset(&x, 0, sizeof x);
  x.cfg = arg;
  /* NVLink multicast (NVLS) stays off in the reference, unless the caller chose otherwise */
  if (!getenv("NCCL_NVLS_ENABLE")) setenv("NCCL_NVLS_ENABLE", "0", 1);
  int rc = 2;
  if (open_comm(&x, rank, world, id)) {
    fprintf(stderr, "colljit bench: rank %d: set-up: %s\n", rank, cj_last_error());
  } else if (ref_engine_check(&x)) {
    rc = 2; /* (the command line checked it: a communicator that is not over nodes) */
  } else if (!open_nccl(&x)) {
    fill_meta(&x);
    x.recs = calloc((size_t)(x.cfg->nops * x.cfg->nsizes), sizeof *x.recs);
    if (x.recs) {
      if (x.cfg->gemm) {
        rc = run_gemm(&x);
      } else if (x.cfg->tune) {
        rc = run_tune(&x);
      } else {
        if (rank == 0) cj__bench_header(x.cfg, &x.meta);
        rc = run_all(&x);
        if (rank == 0 && cj__bench_files(x.cfg, &x.meta, x.recs, x.nrecs)) rc = 2;
      }
    }
  }
  cj__nccl_close(x.nccl);
  close_comm(&x);
  free(x.recs);
  return rc;
}
