/* A fake engine for tests/engine/test_engine.c: the entry points runtime/engine.c loads, with
 * NCCL's names and argument types (plain C, no engine header), each recording what it was given
 * into a state the test reads. Built once whole, and once without ncclAllReduce
 * (FAKE_NCCL_NO_ALLREDUCE) to be refused. No GPU, no network. */
#include <pthread.h>
#include <stdio.h>
#include <string.h>

#include "fake_nccl.h"

typedef struct fake_id {
  char internal[128];
} fake_id;
typedef struct fake_comm {
  int nranks, rank;
} fake_comm;

static fake_nccl st = {.version = FAKE_NCCL_VERSION, .adopted_size = 8, .adopted_rank = 3};
static fake_comm comms[FAKE_NCCL_RANKS];
static pthread_mutex_t mu = PTHREAD_MUTEX_INITIALIZER; /* the test's ranks are threads */

fake_nccl *fake_nccl_state(void) { return &st; }

int ncclGetVersion(int *v) {
  *v = st.version;
  return 0;
}
int ncclGetUniqueId(fake_id *id) {
  pthread_mutex_lock(&mu);
  int n = ++st.unique_ids;
  pthread_mutex_unlock(&mu);
  memset(id, 0, sizeof *id);
  snprintf(id->internal, sizeof id->internal, "fake id %d", n);
  id->internal[127] = 0x5a; /* the last byte travels too */
  return st.fail_unique_id;
}
int ncclCommInitRank(fake_comm **comm, int nranks, fake_id id, int rank) {
  if (st.fail_init) return st.fail_init;
  if (rank < 0 || rank >= FAKE_NCCL_RANKS || nranks < 1) return 4; /* ncclInvalidArgument */
  pthread_mutex_lock(&mu);
  if (st.ninits < 16) {
    memcpy(st.inits[st.ninits].id, id.internal, sizeof id.internal);
    st.inits[st.ninits].nranks = nranks, st.inits[st.ninits].rank = rank;
  }
  st.ninits++;
  pthread_mutex_unlock(&mu);
  comms[rank] = (fake_comm){nranks, rank};
  *comm = &comms[rank];
  return 0;
}
int ncclCommDestroy(fake_comm *c) { return c ? (st.destroyed++, 0) : 4; }
int ncclCommAbort(fake_comm *c) { return c ? (st.aborted++, 0) : 4; }
int ncclCommGetAsyncError(fake_comm *c, int *err) {
  *err = st.async_error;
  return c ? 0 : 4;
}
int ncclCommCount(const fake_comm *c, int *n) {
  *n = st.adopted_size;
  return c ? 0 : 4;
}
int ncclCommUserRank(const fake_comm *c, int *r) {
  *r = st.adopted_rank;
  return c ? 0 : 4;
}

static int record(const char *call, const void *s, void *r, size_t n, int dt, int op, void *comm,
                  void *stream) {
  st.call = call, st.send = s, st.recv = r, st.count = n, st.dtype = dt, st.op = op;
  st.comm = comm, st.stream = stream;
  return st.fail_collective;
}
#ifndef FAKE_NCCL_NO_ALLREDUCE
int ncclAllReduce(const void *s, void *r, size_t n, int dt, int op, void *comm, void *stream) {
  return record("allreduce", s, r, n, dt, op, comm, stream);
}
#endif
int ncclReduceScatter(const void *s, void *r, size_t n, int dt, int op, void *comm, void *stream) {
  return record("reducescatter", s, r, n, dt, op, comm, stream);
}
int ncclAllGather(const void *s, void *r, size_t n, int dt, void *comm, void *stream) {
  return record("allgather", s, r, n, dt, -1, comm, stream);
}
int ncclGroupStart(void) {
  st.group_depth++;
  return 0;
}
int ncclGroupEnd(void) {
  if (st.group_depth < 1) return 5; /* ncclInvalidUsage */
  st.group_depth--, st.groups++;
  return 0;
}
const char *ncclGetErrorString(int r) {
  static char buf[64];
  snprintf(buf, sizeof buf, "fake error %d", r);
  return buf;
}
const char *ncclGetLastError(void *comm) {
  (void)comm;
  return "the fake's last words";
}
