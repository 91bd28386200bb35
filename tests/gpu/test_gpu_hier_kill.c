/* A node that dies under a communicator over nodes: 2 or more GPUs, each its own node
 * (COLLJIT_NODE_SIZE=1, NCCL pushed onto its network path as between machines). After one good
 * all_reduce the last rank dies without a word while the others enter an all_reduce whose
 * inter-node step is the engine's (NCCL / RCCL): its kernel waits for the dead peer. The engine
 * reports the dropped connection as an asynchronous error, colljit's watchdog aborts the
 * engine's communicator, the kernel ends, the stream goes on: each survivor's stream_sync
 * returns, cj_comm_check says CJ_E_PEER (or CJ_E_TIMEOUT, when colljit's own wait gives up
 * first) within LIMIT_S, a second call is refused, and destroy returns. Nothing hangs.
 * Exit 77 without 2 GPUs or without an engine. */
#define _DEFAULT_SOURCE
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

#include "bootstrap.h"
#include "gpu_util.h"
#include "hier.h"
#include "launcher.h"
#include "test.h"

#define LIMIT_S 30.0
enum { COUNT = 1 << 20 };

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static int exchange(void *user, const void *mine, void *all, size_t n) {
  return cj__boot_allgather(user, mine, all, n) != CJ_OK;
}

static int rank_main(int rank, int world, const cj_unique_id *id, void *arg) {
  (void)arg;
  g_rank = rank;
  cj_boot *boot = NULL;
  GPU_CK(cj__boot_init(id, world, rank, 60, &boot));
  cj_comm_options o = CJ_COMM_OPTIONS_INIT;
  o.heap_bytes = 256 << 20;
  o.timeout_s = 10;
  cj_comm *c = NULL;
  cj_status s = cj_comm_init_with_allgather(&c, world, rank, exchange, boot, &o);
  if (s == CJ_E_UNAVAILABLE) {
    printf("rank %d: SKIP: %s\n", rank, cj_last_error());
    return 77;
  }
  GPU_CK(s);
  if (!c->hier) {
    fprintf(stderr, "rank %d: not a communicator over nodes\n", rank);
    return 1;
  }
  void *stream, *buf;
  GPU_CK(c->be->stream_create(&stream));
  GPU_CK(cj_malloc(c, (size_t)COUNT * 4, &buf));
  GPU_CK(cj_all_reduce(c, buf, buf, COUNT, CJ_F32, CJ_SUM, stream)); /* one good call */
  GPU_CK(c->be->stream_sync(stream));
  GPU_CK(cj_comm_check(c));
  if (rank == world - 1) raise(SIGKILL); /* the node dies */
  usleep(200 * 1000);
  double t0 = now();
  s = cj_all_reduce(c, buf, buf, COUNT, CJ_F32, CJ_SUM, stream);
  cj_status sync = c->be->stream_sync(stream);
  cj_status chk = cj_comm_check(c);
  double took = now() - t0;
  printf("rank %d: all_reduce with a dead node -> call %s, sync %s, check %s after %.2f s: %s\n",
         rank, cj_status_name(s), cj_status_name(sync), cj_status_name(chk), took,
         cj_comm_last_error(c));
  int ok = (chk == CJ_E_PEER || chk == CJ_E_TIMEOUT) && took < LIMIT_S;
  cj_status again = cj_all_reduce(c, buf, buf, COUNT, CJ_F32, CJ_SUM, stream);
  if (!again) again = c->be->stream_sync(stream);
  if (!again) again = cj_comm_check(c);
  printf("rank %d: the next call -> %s\n", rank, cj_status_name(again));
  ok = ok && again != CJ_OK;
  cj_comm_destroy(c); /* meets a dead peer too: returns a status, no hang */
  return !ok;
}

int main(void) {
  setvbuf(stdout, NULL, _IOLBF, 0);
  int n = cj_test_gpu_count();
  if (n < 2) TEST_SKIP("needs 2 GPUs (found %d)", n);
  if (n > 8) n = 8;
  setenv("COLLJIT_NODE_SIZE", "1", 0); /* before the library reads its environment */
  setenv("NCCL_P2P_DISABLE", "1", 0);
  setenv("NCCL_SHM_DISABLE", "1", 0);
  int codes[64];
  cj_test_launch(n, rank_main, NULL, 180, codes);
  if (codes[0] == 77) TEST_SKIP("no engine (NCCL / RCCL) found");
  CHECK(codes[n - 1] == 128 + SIGKILL, "the last rank should have been killed (code %d)",
        codes[n - 1]);
  for (int r = 0; r < n - 1; r++) CHECK(codes[r] == 0, "survivor %d: code %d", r, codes[r]);
  return test_end();
}
