/* The other ways to build a communicator, on real GPUs: one process driving every GPU
 * (cj_comm_init_all, peer access), and one process per GPU with the host program's own
 * allgather (cj_comm_init_with_allgather). Each runs an all_reduce and a barrier and checks
 * the sum (the single process also on all_reduce's copy-engine path, its kernels prepared).
 * Exit 77 without 2 GPUs. */
#include <stdio.h>
#include <stdlib.h>

#include "bootstrap.h"
#include "gpu_util.h"
#include "launcher.h"
#include "test.h"

#define N 4099

/* all_reduce of (rank + 1) everywhere on comms[0..n): expects n(n+1)/2 in every element. */
static int allreduce_all(cj_comm **comms, int n) {
  void *buf[64], *stream[64];
  float host[N];
  for (int r = 0; r < n; r++) {
    cj_comm *c = comms[r];
    GPU_CK(c->be->bind(c->device));
    GPU_CK(c->be->stream_create(&stream[r]));
    GPU_CK(cj_malloc(c, N * 4, &buf[r]));
    for (int i = 0; i < N; i++) host[i] = (float)(r + 1);
    GPU_CK(c->be->copy_htod((uint64_t)(uintptr_t)buf[r], host, sizeof host));
  }
  /* One host thread drives every GPU: a first-time kernel load blocks it until the device is
   * idle, which a collective already running there (waiting for its peers) never becomes.
   * So every kernel is loaded before the first launch. */
  for (int r = 0; r < n; r++) {
    GPU_CK(cj_prepare(comms[r], CJ_OP_ALL_REDUCE, buf[r], buf[r], N, CJ_F32, CJ_SUM, 0));
    GPU_CK(cj_prepare(comms[r], CJ_OP_BARRIER, NULL, NULL, 0, CJ_F32, CJ_SUM, 0));
  }
  for (int r = 0; r < n; r++) { /* all launched before any is waited for */
    GPU_CK(cj_all_reduce(comms[r], buf[r], buf[r], N, CJ_F32, CJ_SUM, stream[r]));
    GPU_CK(cj_barrier(comms[r], stream[r]));
  }
  int bad = 0;
  for (int r = 0; r < n; r++) {
    cj_comm *c = comms[r];
    GPU_CK(c->be->bind(c->device));
    GPU_CK(c->be->stream_sync(stream[r]));
    GPU_CK(cj_comm_check(c));
    GPU_CK(c->be->copy_dtoh(host, (uint64_t)(uintptr_t)buf[r], sizeof host));
    int wrong = 0;
    for (int i = 0; i < N; i++)
      if (host[i] != (float)(n * (n + 1) / 2) && wrong++ < 3)
        fprintf(stderr, "comm %d: element %d = %g, want %d\n", r, i, host[i], n * (n + 1) / 2);
    if (wrong) fprintf(stderr, "comm %d: %d of %d elements wrong\n", r, wrong, N);
    bad += wrong;
    GPU_CK(cj_free(c, buf[r]));
    GPU_CK(c->be->stream_destroy(stream[r]));
  }
  return bad != 0;
}

static int single_process(int n) {
  cj_comm *comms[64];
  cj_comm_options o = CJ_COMM_OPTIONS_INIT;
  o.heap_bytes = 64 << 20;
  GPU_CK(cj_comm_init_all(comms, n, NULL, &o));
  int rc = allreduce_all(comms, n);
  printf("cj_comm_init_all over %d GPUs in one process: all_reduce + barrier %s\n", n,
         rc ? "WRONG" : "ok");
  /* again on all_reduce's ce path (4099 elements: n shares and a tail): cj_prepare must load
   * its reduce-scatter's, barrier's and tail's kernels, or the first launch blocks (above) */
  cj__select_force(CJ_OP_ALL_REDUCE, CJ_VARIANT_CE, 0, 1);
  int ce = allreduce_all(comms, n);
  cj__select_force(CJ_OP_ALL_REDUCE, CJ_VARIANT_AUTO, 0, 0);
  for (int r = 0; r < n; r++) ce |= !comms[r]->last_ce; /* the path taken */
  printf("the same on the copy engines' path: %s\n", ce ? "WRONG" : "ok");
  for (int r = 0; r < n; r++) cj_comm_destroy(comms[r]);
  return rc | ce;
}

/* The host program's allgather, here carried by a socket group of its own. */
static int host_allgather(void *user, const void *mine, void *all, size_t n) {
  return cj__boot_allgather(user, mine, all, n) != CJ_OK;
}

static int rank_main(int rank, int world, const cj_unique_id *id, void *arg) {
  (void)arg;
  g_rank = rank;
  cj_boot *boot;
  GPU_CK(cj__boot_init(id, world, rank, 30, &boot));
  cj_comm *c;
  cj_comm_options o = CJ_COMM_OPTIONS_INIT;
  o.heap_bytes = 64 << 20;
  GPU_CK(cj_comm_init_with_allgather(&c, world, rank, host_allgather, boot, &o));
  void *buf, *stream;
  float host[N];
  GPU_CK(c->be->stream_create(&stream));
  GPU_CK(cj_malloc(c, N * 4, &buf));
  for (int i = 0; i < N; i++) host[i] = (float)(rank + 1);
  GPU_CK(c->be->copy_htod((uint64_t)(uintptr_t)buf, host, sizeof host));
  GPU_CK(cj_all_reduce(c, buf, buf, N, CJ_F32, CJ_SUM, stream));
  GPU_CK(cj_barrier(c, stream));
  GPU_CK(c->be->stream_sync(stream));
  GPU_CK(cj_comm_check(c));
  GPU_CK(c->be->copy_dtoh(host, (uint64_t)(uintptr_t)buf, sizeof host));
  int bad = 0;
  for (int i = 0; i < N; i++) bad += host[i] != (float)(world * (world + 1) / 2);
  if (rank == 0)
    printf("cj_comm_init_with_allgather, %d processes: all_reduce + barrier %s\n", world,
           bad ? "WRONG" : "ok");
  GPU_CK(cj_comm_destroy(c));
  cj__boot_close(boot);
  return bad != 0;
}

/* Runs single_process in a child, so that the parent never touches the GPU. */
static int one_process_main(int rank, int world, const cj_unique_id *id, void *arg) {
  (void)rank, (void)world, (void)id;
  return single_process(*(int *)arg);
}

int main(void) {
  int n = cj_test_gpu_count();
  if (n < 2) TEST_SKIP("needs 2 GPUs (found %d)", n);
  CHECK(cj_test_launch(1, one_process_main, &n, 300, NULL) == 0, "cj_comm_init_all failed");
  CHECK(cj_test_launch(n, rank_main, NULL, 300, NULL) == 0, "cj_comm_init_with_allgather failed");
  return test_end();
}
