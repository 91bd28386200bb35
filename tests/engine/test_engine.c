/* runtime/engine.c against a fake engine (tests/engine/fake_nccl.c, NCCL's names, no GPU): the
 * files tried and their order, loading the file COLLJIT_NCCL_LIB names (and refusing to look
 * further when COLLJIT_RCCL_LIB names one that is missing), a missing library and a library
 * missing an entry point refused with CJ_E_UNAVAILABLE naming them, the version in both of
 * NCCL's forms, the unique id made once and carried to every rank through the caller's
 * exchange (and a leader's or the exchange's failure reported on every rank, none left
 * waiting), the collectives' arguments (dtype and redop values, counts, the stream), a failure
 * in the engine's words, asynchronous errors, and a communicator handed in left alone. */
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "engine.h"
#include "fake_nccl.h"
#include "support.h"
#include "test.h"

#define HAS(s, part) CHECK(strstr((s), (part)) != NULL, "'%s' lacks '%s'", (s), (part))

static fake_nccl *state_of(const char *path) {
  void *h = dlopen(path, RTLD_NOW | RTLD_LOCAL);
  CHECK(h != NULL, "dlopen %s: %s", path, dlerror());
  fake_nccl *(*fn)(void) = NULL;
  if (h) *(void **)&fn = dlsym(h, "fake_nccl_state");
  return fn ? fn() : NULL;
}

static void lib_names(void) {
  char buf[512];
  const char *l[CJ_ENGINE_NAMES_MAX];
  const char *sites[] = {"/v/lib/python3.12/site-packages", NULL};
  CHECK_EQ(
      cj__engine_lib_names(CJ_VENDOR_NVIDIA, "/x/libnccl.so.2", "/cuda", sites, buf, sizeof buf, l),
      1);
  CHECK_STREQ(l[0], "/x/libnccl.so.2");
  CHECK(l[1] == NULL, "the override is the only file tried");
  CHECK_EQ(cj__engine_lib_names(CJ_VENDOR_NVIDIA, NULL, "/cuda", sites, buf, sizeof buf, l), 5);
  const char *nv[] = {"libnccl.so.2", "libnccl.so", "/cuda/lib64/libnccl.so.2",
                      "/cuda/lib/libnccl.so.2",
                      "/v/lib/python3.12/site-packages/nvidia/nccl/lib/libnccl.so.2"};
  for (int i = 0; i < 5; i++)
    CHECK_STREQ(l[i], nv[i]);
  CHECK_EQ(cj__engine_lib_names(CJ_VENDOR_AMD, "", "/rocm-6.4", sites, buf, sizeof buf, l), 5);
  const char *amd[] = {"librccl.so.1", "librccl.so", "/rocm-6.4/lib/librccl.so.1",
                       "/opt/rocm/lib/librccl.so.1",
                       "/v/lib/python3.12/site-packages/torch/lib/librccl.so.1"};
  for (int i = 0; i < 5; i++)
    CHECK_STREQ(l[i], amd[i]);
  /* no home, no sites; a relative home is ignored */
  CHECK_EQ(cj__engine_lib_names(CJ_VENDOR_NVIDIA, NULL, "cuda", NULL, buf, sizeof buf, l), 2);
  /* a buffer too small: the paths that do not fit are left out, the list stays terminated */
  CHECK_EQ(cj__engine_lib_names(CJ_VENDOR_NVIDIA, NULL, "/cuda", sites, buf, 30, l), 3);
  CHECK(l[3] == NULL, "terminated");
  CHECK_EQ(cj__engine_lib_names(CJ_VENDOR_HOST, NULL, "/cuda", sites, buf, sizeof buf, l), 0);
}

/* COLLJIT_NCCL_LIB / COLLJIT_RCCL_LIB, set by main before the environment is first read. */
static void env_override(void) {
  cj_engine *e = NULL;
  CHECK_EQ(cj__engine_open(CJ_VENDOR_NVIDIA, &e), CJ_OK);
  if (e) {
    printf("loaded: %s\n", cj__engine_name(e));
    CHECK_EQ(cj__engine_version(e), FAKE_NCCL_VERSION);
    HAS(cj__engine_name(e), "NCCL 2.28.9 (");
    HAS(cj__engine_name(e), "libfakenccl.so");
  }
  cj__engine_close(e);
  CHECK_EQ(cj__engine_open(CJ_VENDOR_AMD, &e), CJ_E_UNAVAILABLE);
  CHECK(e == NULL, "no engine");
  printf("missing: %s\n", cj_last_error());
  HAS(cj_last_error(), "RCCL: cannot load /nonexistent/librccl.so.1, named by COLLJIT_RCCL_LIB");
  CHECK_EQ(cj__engine_open(CJ_VENDOR_HOST, &e), CJ_E_UNAVAILABLE);
  HAS(cj_last_error(), "NCCL on NVIDIA, RCCL on AMD");
}

static void load_refusals(fake_nccl *st) {
  cj_engine *e = NULL;
  CHECK_EQ(cj__engine_load(CJ_VENDOR_NVIDIA, "/nonexistent/libnccl.so.2", &e), CJ_E_UNAVAILABLE);
  HAS(cj_last_error(), "NCCL: cannot load /nonexistent/libnccl.so.2: ");
  CHECK_EQ(cj__engine_load(CJ_VENDOR_NVIDIA, FAKE_NCCL_PARTIAL_PATH, &e), CJ_E_UNAVAILABLE);
  printf("partial: %s\n", cj_last_error());
  HAS(cj_last_error(), "lacks ncclAllReduce");
  HAS(cj_last_error(), FAKE_NCCL_PARTIAL_PATH);
  CHECK(e == NULL, "refused");
  /* the version in 2.8's form, and none */
  st->version = 2804;
  CHECK_EQ(cj__engine_load(CJ_VENDOR_NVIDIA, FAKE_NCCL_PATH, &e), CJ_OK);
  CHECK_EQ(cj__engine_version(e), 20804);
  if (e) HAS(cj__engine_name(e), "NCCL 2.8.4 (");
  cj__engine_close(e);
  st->version = 0;
  CHECK_EQ(cj__engine_load(CJ_VENDOR_AMD, FAKE_NCCL_PATH, &e), CJ_OK);
  CHECK_EQ(cj__engine_version(e), 0);
  if (e) HAS(cj__engine_name(e), "RCCL, version unknown (");
  cj__engine_close(e);
  st->version = FAKE_NCCL_VERSION;
}

/* ---- the exchange: one thread per process, an allgather in memory ------------------------- */

typedef struct exch {
  pthread_mutex_t mu;
  pthread_cond_t cv;
  int world, arrived, fail;
  char all[FAKE_NCCL_RANKS][256];
} exch;

/* One process: its exchange rank and what cj__engine_comm_exchange answered it. */
typedef struct proc {
  exch *x;
  cj_engine *e;
  int rank, leader, nranks, erank;
  cj_status st;
  char msg[512];
  cj_engine_comm *c;
} proc;

static int allgather(void *user, const void *mine, void *all, size_t n) {
  proc *p = user;
  exch *x = p->x;
  if (n > sizeof x->all[0]) return -1;
  pthread_mutex_lock(&x->mu);
  memcpy(x->all[p->rank], mine, n);
  if (++x->arrived == x->world) pthread_cond_broadcast(&x->cv);
  while (x->arrived < x->world)
    pthread_cond_wait(&x->cv, &x->mu);
  pthread_mutex_unlock(&x->mu);
  for (int r = 0; r < x->world; r++)
    memcpy((char *)all + (size_t)r * n, x->all[r], n);
  return x->fail;
}

static void *run_proc(void *arg) {
  proc *p = arg;
  p->st = cj__engine_comm_exchange(p->e, allgather, p, p->x->world, p->rank, p->leader, p->nranks,
                                   p->erank, &p->c);
  snprintf(p->msg, sizeof p->msg, "%s", p->st ? cj_last_error() : "");
  return NULL;
}

/* `world` processes exchange; each joins as engine rank erank[r] of nranks with leader[r]. */
static void exchange(cj_engine *e, proc *ps, int world, const int *leader, int nranks,
                     const int *erank, int fail) {
  exch x = {.world = world, .fail = fail};
  pthread_mutex_init(&x.mu, NULL);
  pthread_cond_init(&x.cv, NULL);
  pthread_t t[FAKE_NCCL_RANKS];
  for (int r = 0; r < world; r++) {
    ps[r] = (proc){
        .x = &x, .e = e, .rank = r, .leader = leader[r], .nranks = nranks, .erank = erank[r]};
    pthread_create(&t[r], NULL, run_proc, &ps[r]);
  }
  for (int r = 0; r < world; r++)
    pthread_join(t[r], NULL);
  pthread_mutex_destroy(&x.mu);
  pthread_cond_destroy(&x.cv);
}

static void exchanges(cj_engine *e, fake_nccl *st) {
  proc ps[FAKE_NCCL_RANKS];
  const int zero[] = {0, 0, 0, 0}, ranks[] = {0, 1, 2, 3};
  /* flat: rank 0 makes the id, all four get it (all 128 bytes) and join as their rank */
  int ids = st->unique_ids;
  st->ninits = 0;
  exchange(e, ps, 4, zero, 4, ranks, 0);
  CHECK_EQ(st->unique_ids, ids + 1);
  CHECK_EQ(st->ninits, 4);
  int seen = 0;
  for (int i = 0; i < 4 && st->ninits == 4; i++) {
    CHECK(!memcmp(st->inits[i].id, st->inits[0].id, 128), "init %d got another id", i);
    CHECK_EQ(st->inits[i].id[127], 0x5a);
    CHECK_EQ(st->inits[i].nranks, 4);
    seen |= 1 << st->inits[i].rank;
  }
  CHECK_EQ(seen, 15);
  for (int r = 0; r < 4; r++) {
    CHECK(ps[r].st == CJ_OK, "rank %d: %s", r, ps[r].msg);
    CHECK_EQ(cj__engine_comm_size(ps[r].c), 4);
    CHECK_EQ(cj__engine_comm_rank(ps[r].c), r);
  }
  printf("id carried: '%s'\n", st->inits[0].id);
  int destroyed = st->destroyed;
  for (int r = 0; r < 4; r++)
    CHECK_EQ(cj__engine_comm_free(ps[r].c, r == 3), CJ_OK);
  CHECK_EQ(st->destroyed, destroyed + 3);
  CHECK_EQ(st->aborted, 1);
  /* two groups of two (the same local rank of two nodes): processes {0, 2} with leader 0 and
   * {1, 3} with leader 1, engine ranks 0 and 1 in each: two ids, each held by one group */
  const int leaders[] = {0, 1, 0, 1}, eranks[] = {0, 0, 1, 1};
  ids = st->unique_ids;
  st->ninits = 0;
  exchange(e, ps, 4, leaders, 2, eranks, 0);
  CHECK_EQ(st->unique_ids, ids + 2);
  for (int r = 0; r < 4; r++) {
    CHECK(ps[r].st == CJ_OK, "rank %d: %s", r, ps[r].msg);
    CHECK_EQ(cj__engine_comm_rank(ps[r].c), eranks[r]);
    cj__engine_comm_free(ps[r].c, 0);
  }
  CHECK_EQ(st->ninits, 4);
  for (int i = 0; i < 4 && st->ninits == 4; i++) {
    int same = 0, ranks_of_id = 0;
    for (int j = 0; j < 4; j++)
      if (!memcmp(st->inits[i].id, st->inits[j].id, 128))
        same++, ranks_of_id |= 1 << st->inits[j].rank;
    CHECK(same == 2 && ranks_of_id == 3, "id '%s': %d holders, ranks mask %d", st->inits[i].id,
          same, ranks_of_id);
  }
  /* the leader cannot make an id: it says why, the others hear it, none waits */
  st->fail_unique_id = 2;
  exchange(e, ps, 3, zero, 3, ranks, 0);
  st->fail_unique_id = 0;
  CHECK_EQ(ps[0].st, CJ_E_IO);
  HAS(ps[0].msg, "ncclGetUniqueId failed: fake error 2 (2): the fake's last words");
  for (int r = 1; r < 3; r++) {
    CHECK_EQ(ps[r].st, CJ_E_PEER);
    HAS(ps[r].msg, "exchange rank 0 could not make the unique id");
  }
  /* the caller's exchange fails */
  exchange(e, ps, 2, zero, 2, ranks, 7);
  for (int r = 0; r < 2; r++) {
    CHECK_EQ(ps[r].st, CJ_E_PEER);
    HAS(ps[r].msg, "the exchange of the unique id failed (7)");
  }
  /* init fails, in the engine's words */
  st->fail_init = 6;
  exchange(e, ps, 1, zero, 1, ranks, 0);
  st->fail_init = 0;
  CHECK_EQ(ps[0].st, CJ_E_PEER);
  HAS(ps[0].msg, "ncclCommInitRank failed: fake error 6");
  /* arguments refused before any exchange */
  cj_engine_comm *c = NULL;
  CHECK_EQ(cj__engine_comm_exchange(e, allgather, NULL, 2, 0, 2, 2, 0, &c), CJ_E_INVALID);
  CHECK_EQ(cj__engine_comm_exchange(e, NULL, NULL, 2, 0, 0, 2, 0, &c), CJ_E_INVALID);
}

/* ---- the collectives and a communicator handed in ------------------------------------------ */

static void collectives(cj_engine *e, fake_nccl *st) {
  int handle = 0;
  cj_engine_comm *c = NULL;
  CHECK_EQ(cj__engine_comm_adopt(e, &handle, &c), CJ_OK);
  if (!c) return;
  CHECK_EQ(cj__engine_comm_size(c), 8);
  CHECK_EQ(cj__engine_comm_rank(c), 3);
  void *stream = (void *)0x5150, *send = (void *)0x1000, *recv = (void *)0x2000;
  CHECK_EQ(cj__engine_all_reduce(c, send, recv, 77, CJ_BF16, CJ_MAX, stream), CJ_OK);
  CHECK_STREQ(st->call, "allreduce");
  CHECK(st->send == send && st->recv == recv && st->comm == &handle && st->stream == stream,
        "pointers passed through");
  CHECK_EQ(st->count, 77);
  CHECK_EQ(st->dtype, 9); /* ncclBfloat16 */
  CHECK_EQ(st->op, 2);    /* ncclMax */
  CHECK_EQ(cj__engine_group_start(e), CJ_OK);
  CHECK_EQ(cj__engine_reduce_scatter(c, send, recv, 1 << 20, CJ_F16, CJ_MIN, stream), CJ_OK);
  CHECK_STREQ(st->call, "reducescatter");
  CHECK_EQ(st->count, 1 << 20);
  CHECK_EQ(st->dtype, 6); /* ncclFloat16 */
  CHECK_EQ(st->op, 3);    /* ncclMin */
  CHECK_EQ(cj__engine_all_gather(c, send, recv, 5, CJ_I32, stream), CJ_OK);
  CHECK_STREQ(st->call, "allgather");
  CHECK_EQ(st->dtype, 2); /* ncclInt32 */
  CHECK_EQ(cj__engine_all_reduce(c, send, recv, 3, CJ_F32, CJ_SUM, stream), CJ_OK);
  CHECK_EQ(st->dtype, 7); /* ncclFloat32 */
  CHECK_EQ(st->op, 0);    /* ncclSum */
  int groups = st->groups;
  CHECK_EQ(cj__engine_group_end(e), CJ_OK);
  CHECK_EQ(st->groups, groups + 1);
  CHECK_EQ(cj__engine_group_end(e), CJ_E_INVALID); /* none open: ncclInvalidUsage */
  /* no counterpart: refused before the engine is called */
  st->call = NULL;
  CHECK_EQ(cj__engine_all_reduce(c, send, recv, 1, CJ_F32, (cj_redop)CJ_REDOP_COUNT_, stream),
           CJ_E_UNSUPPORTED);
  CHECK_EQ(cj__engine_all_gather(c, send, recv, 1, (cj_dtype)CJ_DTYPE_COUNT_, stream),
           CJ_E_UNSUPPORTED);
  CHECK(st->call == NULL, "the engine was not called");
  /* a failing call, in the engine's words */
  st->fail_collective = 6;
  CHECK_EQ(cj__engine_all_reduce(c, send, recv, 1, CJ_F32, CJ_SUM, stream), CJ_E_PEER);
  HAS(cj_last_error(), "NCCL: ncclAllReduce failed: fake error 6 (6): the fake's last words");
  st->fail_collective = 1;
  CHECK_EQ(cj__engine_all_gather(c, send, recv, 1, CJ_F32, stream), CJ_E_DEVICE);
  st->fail_collective = 0;
  /* asynchronous errors; "in progress" is none */
  CHECK_EQ(cj__engine_comm_check(c), CJ_OK);
  st->async_error = 6;
  CHECK_EQ(cj__engine_comm_check(c), CJ_E_PEER);
  HAS(cj_last_error(), "the communicator failed: fake error 6");
  st->async_error = 7;
  CHECK_EQ(cj__engine_comm_check(c), CJ_OK);
  st->async_error = 0;
  /* handed in: freeing colljit's wrapper leaves the engine's communicator alone */
  int destroyed = st->destroyed, aborted = st->aborted;
  CHECK_EQ(cj__engine_comm_free(c, 1), CJ_OK);
  CHECK_EQ(st->destroyed, destroyed);
  CHECK_EQ(st->aborted, aborted);
  CHECK_EQ(cj__engine_comm_free(NULL, 0), CJ_OK);
  /* a communicator that says something impossible, and none */
  st->adopted_rank = 8;
  CHECK_EQ(cj__engine_comm_adopt(e, &handle, &c), CJ_E_INVALID);
  HAS(cj_last_error(), "says rank 8 of 8");
  st->adopted_rank = 3;
  CHECK_EQ(cj__engine_comm_adopt(e, NULL, &c), CJ_E_INVALID);
}

static void sleep_ms(int ms) {
  struct timespec t = {ms / 1000, (long)(ms % 1000) * 1000000L};
  nanosleep(&t, NULL);
}

/* The watchdog: it aborts a communicator colljit made once the engine reports an asynchronous
 * error (not "in progress"), and then every call is refused without reaching the engine; one
 * handed in is left to its owner. */
static void watchdog(cj_engine *e, fake_nccl *st) {
  proc ps[1];
  const int zero[] = {0};
  exchange(e, ps, 1, zero, 1, zero, 0);
  cj_engine_comm *c = ps[0].c;
  CHECK_EQ(ps[0].st, CJ_OK);
  if (!c) return;
  int aborted = st->aborted, destroyed = st->destroyed;
  void *stream = (void *)0x5150, *send = (void *)0x1000, *recv = (void *)0x2000;
  CHECK_EQ(cj__engine_comm_watch(c), CJ_OK);
  CHECK_EQ(cj__engine_comm_watch(c), CJ_OK); /* once is enough: no second thread */
  sleep_ms(10 * CJ_ENGINE_WATCH_MS);
  CHECK_EQ(cj__engine_comm_aborted(c), 0);
  st->async_error = 7; /* ncclInProgress: no error */
  sleep_ms(10 * CJ_ENGINE_WATCH_MS);
  CHECK_EQ(cj__engine_comm_aborted(c), 0);
  CHECK_EQ(st->aborted, aborted);
  CHECK_EQ(cj__engine_all_reduce(c, send, recv, 8, CJ_F32, CJ_SUM, stream), CJ_OK);
  st->async_error = 6; /* ncclRemoteError: a peer went away */
  for (int i = 0; i < 200 && !cj__engine_comm_aborted(c); i++)
    sleep_ms(10);
  CHECK_EQ(cj__engine_comm_aborted(c), 1);
  CHECK_EQ(st->aborted, aborted + 1);
  st->async_error = 0; /* whatever the engine says now, c stays aborted */
  st->call = NULL;
  CHECK_EQ(cj__engine_all_reduce(c, send, recv, 8, CJ_F32, CJ_SUM, stream), CJ_E_PEER);
  HAS(cj_last_error(), "ncclAllReduce: the communicator was aborted after the engine reported "
                       "fake error 6 (6): the fake's last words: a peer or the network failed");
  CHECK_EQ(cj__engine_reduce_scatter(c, send, recv, 8, CJ_F32, CJ_SUM, stream), CJ_E_PEER);
  CHECK_EQ(cj__engine_all_gather(c, send, recv, 8, CJ_F32, stream), CJ_E_PEER);
  CHECK(st->call == NULL, "no call reached the aborted communicator");
  CHECK_EQ(cj__engine_comm_check(c), CJ_E_PEER);
  HAS(cj_last_error(), "check: the communicator was aborted");
  /* freed: neither destroyed nor aborted again */
  CHECK_EQ(cj__engine_comm_free(c, 1), CJ_OK);
  CHECK_EQ(st->aborted, aborted + 1);
  CHECK_EQ(st->destroyed, destroyed);
  /* without an error the watchdog stops when the communicator is freed, which destroys it */
  exchange(e, ps, 1, zero, 1, zero, 0);
  if (ps[0].c) {
    CHECK_EQ(cj__engine_comm_watch(ps[0].c), CJ_OK);
    CHECK_EQ(cj__engine_comm_free(ps[0].c, 0), CJ_OK);
    CHECK_EQ(st->destroyed, destroyed + 1);
    CHECK_EQ(st->aborted, aborted + 1);
  }
  /* handed in: its owner watches it */
  int handle = 0;
  cj_engine_comm *h = NULL;
  CHECK_EQ(cj__engine_comm_adopt(e, &handle, &h), CJ_OK);
  if (!h) return;
  CHECK_EQ(cj__engine_comm_watch(h), CJ_OK);
  st->async_error = 6;
  sleep_ms(10 * CJ_ENGINE_WATCH_MS);
  CHECK_EQ(cj__engine_comm_aborted(h), 0);
  CHECK_EQ(st->aborted, aborted + 1);
  CHECK_EQ(cj__engine_comm_check(h), CJ_E_PEER); /* reported, not acted on */
  st->async_error = 0;
  CHECK_EQ(cj__engine_comm_free(h, 0), CJ_OK);
}

int main(void) {
  /* before anything reads the environment (once) */
  setenv("COLLJIT_NCCL_LIB", FAKE_NCCL_PATH, 1);
  setenv("COLLJIT_RCCL_LIB", "/nonexistent/librccl.so.1", 1);
  fake_nccl *st = state_of(FAKE_NCCL_PATH);
  if (!st) return test_end();
  lib_names();
  env_override();
  load_refusals(st);
  cj_engine *e = NULL;
  CHECK_EQ(cj__engine_load(CJ_VENDOR_NVIDIA, FAKE_NCCL_PATH, &e), CJ_OK);
  if (e) {
    exchanges(e, st);
    collectives(e, st);
    watchdog(e, st);
  }
  cj__engine_close(e);
  return test_end();
}
