/* A rank that dies while its peer waits in a barrier: the survivor's device wait gives up
 * within the configured limit and cj_comm_check returns CJ_E_TIMEOUT; nothing hangs. */
#define _DEFAULT_SOURCE
#include <signal.h>
#include <stdio.h>
#include <time.h>
#include <unistd.h>

#include "gpu_util.h"
#include "launcher.h"
#include "test.h"

#define LIMIT_S 3.0

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static int rank_main(int rank, int world, const cj_unique_id *id, void *arg) {
  (void)arg;
  g_rank = rank;
  cj_comm_options o = CJ_COMM_OPTIONS_INIT;
  o.heap_bytes = 64 << 20;
  o.timeout_s = LIMIT_S;
  cj_comm *c;
  GPU_CK(cj_comm_init_rank(&c, world, id, rank, &o));
  void *stream;
  GPU_CK(c->be->stream_create(&stream));
  GPU_CK(cj_barrier(c, stream)); /* one good barrier first */
  GPU_CK(c->be->stream_sync(stream));
  GPU_CK(cj_comm_check(c));
  if (rank == world - 1) raise(SIGKILL); /* dies without a word */
  usleep(200 * 1000);
  double t0 = now();
  GPU_CK(cj_barrier(c, stream));
  GPU_CK(c->be->stream_sync(stream));
  cj_status s = cj_comm_check(c);
  double took = now() - t0;
  printf("rank %d: barrier with a dead peer -> %s after %.2f s (limit %.1f s): %s\n", rank,
         cj_status_name(s), took, LIMIT_S, cj_comm_last_error(c));
  /* destroy meets the peers first; the dead one makes that time out too, without a hang */
  cj_comm_destroy(c);
  return !(s == CJ_E_TIMEOUT && took < LIMIT_S + 2.0);
}

int main(void) {
  int n = cj_test_gpu_count();
  if (n < 2) TEST_SKIP("needs 2 GPUs (found %d)", n);
  /* the killed rank's exit code is 128+9; the survivors must return 0 */
  int codes[64];
  cj_test_launch(n, rank_main, NULL, 120, codes);
  CHECK(codes[n - 1] == 128 + SIGKILL, "the last rank should have been killed (code %d)",
        codes[n - 1]);
  for (int r = 0; r < n - 1; r++) CHECK(codes[r] == 0, "survivor %d: code %d", r, codes[r]);
  return test_end();
}
