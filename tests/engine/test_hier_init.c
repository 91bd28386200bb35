/* A communicator over nodes, the parts that run without a GPU (runtime/hier_init.c,
 * hier_calls.c, comm.c): the engine group's communicator made from the layout against the fake
 * NCCL (every rank joins as its node with its group's id, the group's lowest rank making it; as
 * consecutive blocks and as hosts taken round-robin); COLLJIT_NODE_SIZE turning a world into
 * nodes: cj_comm_init_with_allgather and cj_comm_init_rank fail on every rank together, without
 * a hang, where there is no GPU; every entry point that does not compose across nodes refuses,
 * naming the op. */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "backend.h"
#include "fake_nccl.h"
#include "hier.h"
#include "support.h"
#include "test.h"

#include <dlfcn.h>

#define HAS(s, sub) CHECK(strstr((s), (sub)) != NULL, "\"%s\" lacks \"%s\"", (s), (sub))

enum { WORLD = 4 };

/* ---- the exchange: one thread per rank ---------------------------------------------------- */
typedef struct exch {
  pthread_mutex_t mu;
  pthread_cond_t cv;
  int world, arrived, round;
  char all[WORLD][256];
} exch;

typedef struct rank_ctx {
  exch *x;
  int rank, node_size, leader, node;
  const char *const *hosts;
  cj_engine *e;
  cj_status st;
  char msg[512];
  cj_engine_comm *c;
  cj_comm *comm;
} rank_ctx;

/* a reusable all-gather among the threads (rounds, so that calls in a row pair up) */
static int allgather(void *user, const void *mine, void *all, size_t n) {
  rank_ctx *p = user;
  exch *x = p->x;
  if (n > sizeof x->all[0]) return -1;
  pthread_mutex_lock(&x->mu);
  int round = x->round;
  memcpy(x->all[p->rank], mine, n);
  if (++x->arrived == x->world) {
    x->arrived = 0;
    x->round++;
    pthread_cond_broadcast(&x->cv);
  }
  while (x->round == round)
    pthread_cond_wait(&x->cv, &x->mu);
  for (int r = 0; r < x->world; r++)
    memcpy((char *)all + (size_t)r * n, x->all[r], n);
  /* the last to leave may be overtaken by a next round's writer: copy under the lock */
  pthread_mutex_unlock(&x->mu);
  return 0;
}

static void run(void *(*fn)(void *), rank_ctx *ps, int world) {
  exch x = {.world = world};
  pthread_mutex_init(&x.mu, NULL);
  pthread_cond_init(&x.cv, NULL);
  pthread_t t[WORLD];
  for (int r = 0; r < world; r++) {
    ps[r].x = &x;
    ps[r].rank = r;
    pthread_create(&t[r], NULL, fn, &ps[r]);
  }
  for (int r = 0; r < world; r++)
    pthread_join(t[r], NULL);
  pthread_mutex_destroy(&x.mu);
  pthread_cond_destroy(&x.cv);
}

/* ---- the engine group ------------------------------------------------------------------- */
static void *make_group(void *arg) {
  rank_ctx *p = arg;
  cj_hier_map m;
  cj_node_layout lay;
  int rank_at[WORLD];
  p->st = cj__hier_map_make(p->x->world, p->rank, p->hosts, p->node_size, &m, rank_at, &lay);
  p->leader = lay.leader;
  p->node = lay.node;
  if (!p->st) p->st = cj__hier_engine_group(p->e, allgather, p, p->x->world, p->rank, &lay, &p->c);
  snprintf(p->msg, sizeof p->msg, "%s", p->st ? cj_last_error() : "");
  return NULL;
}

/* node[r] and leader[r] of every rank: each group (the ranks of one local index) one id */
static void groups(cj_engine *e, fake_nccl *st, const char *what, const char *const *hosts,
                   int node_size, const int *node, const int *leader) {
  rank_ctx ps[WORLD];
  memset(ps, 0, sizeof ps);
  for (int r = 0; r < WORLD; r++)
    ps[r] = (rank_ctx){.e = e, .hosts = hosts, .node_size = node_size};
  int ids = st->unique_ids;
  st->ninits = 0;
  run(make_group, ps, WORLD);
  CHECK_EQ(st->unique_ids, ids + 2); /* one leader per group */
  CHECK_EQ(st->ninits, WORLD);
  for (int r = 0; r < WORLD; r++) {
    CHECK(ps[r].st == CJ_OK, "%s: rank %d: %s", what, r, ps[r].msg);
    CHECK(ps[r].node == node[r] && ps[r].leader == leader[r], "%s: rank %d: node %d leader %d",
          what, r, ps[r].node, ps[r].leader);
    CHECK(cj__engine_comm_size(ps[r].c) == 2 && cj__engine_comm_rank(ps[r].c) == node[r],
          "%s: rank %d joined as %d of %d", what, r, cj__engine_comm_rank(ps[r].c),
          cj__engine_comm_size(ps[r].c));
  }
  /* two ids, each taken by two inits as engine ranks 0 and 1 */
  for (int i = 0; i < WORLD && st->ninits == WORLD; i++) {
    int with = 0, ranks = 0;
    for (int k = 0; k < WORLD; k++)
      if (!memcmp(st->inits[i].id, st->inits[k].id, 128)) with++, ranks |= 1 << st->inits[k].rank;
    CHECK(with == 2 && ranks == 3 && st->inits[i].nranks == 2, "%s: init %d: id of %d inits", what,
          i, with);
  }
  for (int r = 0; r < WORLD; r++)
    cj__engine_comm_free(ps[r].c, 0);
}

/* ---- creation without a GPU: every rank fails, together ---------------------------------- */
static void *init_comm(void *arg) {
  rank_ctx *p = arg;
  p->st = cj_comm_init_with_allgather(&p->comm, p->x->world, p->rank, allgather, p, NULL);
  snprintf(p->msg, sizeof p->msg, "%s", p->st ? cj_last_error() : "");
  return NULL;
}

static cj_unique_id boot_id;

static void *init_rank(void *arg) {
  rank_ctx *p = arg;
  p->st = cj_comm_init_rank(&p->comm, p->x->world, &boot_id, p->rank, NULL);
  snprintf(p->msg, sizeof p->msg, "%s", p->st ? cj_last_error() : "");
  return NULL;
}

/* both entries: every rank fails, with the same status, and returns */
static void no_gpu(void) {
  void *(*entry[2])(void *) = {init_comm, init_rank};
  CHECK_EQ(cj_get_unique_id(&boot_id), CJ_OK);
  for (int e = 0; e < 2; e++) {
    rank_ctx ps[2];
    memset(ps, 0, sizeof ps);
    run(entry[e], ps, 2);
    for (int r = 0; r < 2; r++) {
      CHECK(ps[r].st == CJ_E_UNAVAILABLE && ps[r].comm == NULL, "rank %d: %s: %s", r,
            cj_status_name(ps[r].st), ps[r].msg);
      printf("%s, rank %d without a GPU: %s\n", e ? "init_rank" : "init_with_allgather", r,
             ps[r].msg);
    }
  }
}

/* ---- no engine on one rank: every rank fails with CJ_E_UNAVAILABLE ----------------------- */
static void *open_engine(void *arg) {
  rank_ctx *p = arg;
  /* rank 0 looks for RCCL (unless node_size says otherwise), which COLLJIT_RCCL_LIB names as
   * a file that does not exist */
  cj_status s = cj__engine_open(p->rank || p->node_size ? CJ_VENDOR_NVIDIA : CJ_VENDOR_AMD, &p->e);
  p->st = cj__hier_agree(allgather, p, p->x->world, s, "hierarchical communicator");
  snprintf(p->msg, sizeof p->msg, "%s", p->st ? cj_last_error() : "");
  cj__engine_close(p->e);
  return NULL;
}

static void no_engine(void) {
  rank_ctx ps[2];
  memset(ps, 0, sizeof ps);
  run(open_engine, ps, 2);
  CHECK_EQ(ps[0].st, CJ_E_UNAVAILABLE);
  HAS(ps[0].msg, "/nonexistent/librccl.so.1");
  CHECK_EQ(ps[1].st, CJ_E_UNAVAILABLE);
  HAS(ps[1].msg, "rank 0 failed (CJ_E_UNAVAILABLE): it found no engine");
  printf("no engine on rank 0: rank 0: %s\nrank 1: %s\n", ps[0].msg, ps[1].msg);
  memset(ps, 0, sizeof ps); /* where both find one (node_size: NCCL for rank 0 too), both go on */
  ps[0].node_size = ps[1].node_size = 1;
  run(open_engine, ps, 2);
  CHECK(ps[0].st == CJ_OK && ps[1].st == CJ_OK, "%s / %s", ps[0].msg, ps[1].msg);
}

/* ---- entry points on a communicator over nodes -------------------------------------------- */
static void refusals(void) {
  cj_hier h;
  memset(&h, 0, sizeof h);
  h.map.nodes = 2;
  cj_comm *c = calloc(1, sizeof *c);
  if (!c) return;
  c->world = 4;
  c->hier = &h;
  char buf[64];
  CHECK_EQ(cj_broadcast(c, buf, buf, 1, CJ_F32, 0, NULL), CJ_E_UNSUPPORTED);
  HAS(cj_last_error(), "broadcast: the communicator spans 2 nodes");
  HAS(cj_comm_last_error(c), "only all_reduce, all_gather, reduce_scatter and all_reduce_rmsnorm");
  CHECK_EQ(cj_all_to_all(c, buf, buf, 1, CJ_F32, NULL), CJ_E_UNSUPPORTED);
  CHECK_EQ(cj_reduce(c, buf, buf, 1, CJ_F32, CJ_SUM, 0, NULL), CJ_E_UNSUPPORTED);
  CHECK_EQ(cj_barrier(c, NULL), CJ_E_UNSUPPORTED);
  HAS(cj_last_error(), "barrier");
  /* all_reduce_rmsnorm composes through its own entry only; its arguments checked first */
  CHECK_EQ(cj_collective(c, CJ_OP_ALL_REDUCE_RMSNORM, buf, buf, 1, CJ_F32, CJ_SUM, 0, NULL),
           CJ_E_INVALID);
  HAS(cj_last_error(), "has an entry of its own (cj_all_reduce_rmsnorm)");
  CHECK_EQ(cj_prepare(c, CJ_OP_ALL_REDUCE_RMSNORM, buf, buf, 1, CJ_F32, CJ_SUM, 0), CJ_E_INVALID);
  CHECK_EQ(cj_all_reduce_rmsnorm(c, buf, buf, buf, buf, 1, 1, 0.f, CJ_I32, NULL), CJ_E_INVALID);
  CHECK_EQ(cj_all_reduce_rmsnorm(c, buf, buf, buf, buf, 1, 1, -1.f, CJ_F32, NULL), CJ_E_INVALID);
  cj_gemm_params g = CJ_GEMM_PARAMS_INIT;
  CHECK_EQ(cj_allgather_gemm(c, buf, buf, NULL, buf, &g, CJ_BF16, NULL), CJ_E_UNSUPPORTED);
  HAS(cj_last_error(), "allgather_gemm");
  CHECK_EQ(cj_prepare_gemm(c, CJ_OP_GEMM_REDUCESCATTER, &g, CJ_BF16), CJ_E_UNSUPPORTED);
  CHECK_EQ(cj_heap_bases(c, NULL, NULL), CJ_E_UNSUPPORTED);
  CHECK_EQ(cj_prepare(c, CJ_OP_BROADCAST, buf, buf, 1, CJ_F32, CJ_SUM, 0), CJ_E_UNSUPPORTED);
  /* the ops that compose: nothing to do for 0 elements */
  CHECK_EQ(cj_all_reduce(c, buf, buf, 0, CJ_F32, CJ_SUM, NULL), CJ_OK);
  CHECK_EQ(cj_all_gather(c, buf, buf, 0, CJ_F32, NULL), CJ_OK);
  CHECK_EQ(cj_reduce_scatter(c, buf, buf, 0, CJ_F32, CJ_SUM, NULL), CJ_OK);
  CHECK_EQ(cj_all_reduce_rmsnorm(c, buf, buf, buf, buf, 0, 8, 1e-6f, CJ_BF16, NULL), CJ_OK);
  CHECK_EQ(cj_prepare_all_reduce_rmsnorm(c, buf, buf, buf, buf, 0, 8, CJ_BF16), CJ_OK);
  CHECK_EQ(cj_comm_size(c), 4);
  free(c);
}

int main(void) {
  /* before anything reads the environment (once) */
  setenv("COLLJIT_NCCL_LIB", FAKE_NCCL_PATH, 1);
  setenv("COLLJIT_RCCL_LIB", "/nonexistent/librccl.so.1", 1);
  setenv("COLLJIT_NODE_SIZE", "1", 1);
  void *lib = dlopen(FAKE_NCCL_PATH, RTLD_NOW | RTLD_GLOBAL);
  fake_nccl *(*state)(void) = lib ? (fake_nccl * (*)(void)) dlsym(lib, "fake_nccl_state") : NULL;
  CHECK(state != NULL, "%s: %s", FAKE_NCCL_PATH, dlerror());
  if (!state) return test_end();
  cj_engine *e = NULL;
  CHECK_EQ(cj__engine_load(CJ_VENDOR_NVIDIA, FAKE_NCCL_PATH, &e), CJ_OK);
  if (e) {
    static const char *const none[WORLD] = {0};
    static const char *const rr[WORLD] = {"a", "b", "a", "b"};
    /* blocks {0,1} {2,3}: groups {0,2} {1,3}; round-robin {0,2} {1,3}: groups {0,1} {2,3} */
    const int block_node[] = {0, 0, 1, 1}, block_leader[] = {0, 1, 0, 1};
    const int rr_node[] = {0, 1, 0, 1}, rr_leader[] = {0, 0, 2, 2};
    groups(e, state(), "2x2 blocks", none, 2, block_node, block_leader);
    groups(e, state(), "2x2 round-robin", rr, 0, rr_node, rr_leader);
  }
  cj__engine_close(e);
  no_engine();
  refusals();
  if (cj__backend_any())
    printf("a GPU is present: creation without one not tested\n");
  else
    no_gpu();
  return test_end();
}
