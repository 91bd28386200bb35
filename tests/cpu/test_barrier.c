/* The device barrier through the public plan API, on the CPU executor. Each rank runs in its
 * own host thread and launches its own sequence of barriers, with random delays; a rank
 * publishes its iteration number right before launching barrier i and, right after barrier i
 * returns, checks that every other rank has published >= i: otherwise some rank was let
 * through early. A rank that never arrives must end the waiting ranks with their status word
 * set and CJ_E_TIMEOUT, not a hang. */
#include <stdatomic.h>
#include <string.h>
#include <time.h>

#include "harness.h"
#include "test.h"

static double now_s(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

static kir_kernel *barrier_kernel(int world) {
  cj_request req = CJ_REQUEST_INIT;
  req.op = CJ_OP_BARRIER;
  req.world = world;
  req.target = "host";
  cj_plan *plan = NULL;
  kir_kernel *k = NULL;
  cj_status s = cj_plan_create(&req, &plan);
  if (s == CJ_OK) s = cj__build_kernel(plan, &k);
  CHECK(s == CJ_OK, "barrier w%d: %s", world, cj_last_error());
  cj_plan_destroy(plan);
  return k;
}

typedef struct order {
  int world;
  atomic_int published[CJ_MAX_WORLD];
  atomic_int violations;
  int absent; /* a rank that never launches (-1: none) */
} order;

static int before(void *user, int rank, int iter) {
  order *o = user;
  if (rank == o->absent) return -1;
  uint64_t s = ((uint64_t)rank << 32) ^ (uint64_t)iter;
  uint64_t r = harness_rand(&s);
  if (r % 8 == 0) { /* 0-200 us before one launch in eight */
    struct timespec ts = {0, (long)((r >> 8) % 201) * 1000};
    nanosleep(&ts, NULL);
  }
  atomic_store(&o->published[rank], iter);
  return 0;
}

static int after(void *user, int rank, int iter) {
  order *o = user;
  for (int p = 0; p < o->world; p++) {
    int seen = atomic_load(&o->published[p]);
    if (seen < iter) {
      if (atomic_fetch_add(&o->violations, 1) < 5)
        fprintf(stderr, "barrier %d: rank %d passed while rank %d had published %d\n", iter, rank,
                p, seen);
    }
  }
  return 0;
}

static void test_order(int world, int iters) {
  kir_kernel *k = barrier_kernel(world);
  if (!k) return;
  harness h;
  CHECK(harness_init(&h, world, 4096) == CJ_OK, "harness: %s", cj_last_error());
  h.opts.watchdog_s = 60;
  order o = {.world = world, .absent = -1};
  for (int r = 0; r < world; r++)
    atomic_init(&o.published[r], -1);
  atomic_init(&o.violations, 0);
  double t0 = now_s();
  cj_status s = harness_run_ranks(&h, k, iters, before, after, &o);
  double t = now_s() - t0;
  CHECK(s == CJ_OK, "w%d: %s", world, cj_last_error());
  CHECK(atomic_load(&o.violations) == 0, "w%d: %d ranks let through early", world,
        atomic_load(&o.violations));
  for (int r = 0; r < world; r++)
    CHECK(harness_status_word(&h, r) == 0, "status word r%d", r);
  printf("W=%d: %d barriers, ranks in their own threads: %.2f s (%.0f us each)\n", world, iters, t,
         t / iters * 1e6);
  harness_free(&h);
  kir_kernel_free(k);
}

/* All ranks launched together (cj__interp_run), back to back. */
static void test_together(int world, int iters) {
  kir_kernel *k = barrier_kernel(world);
  if (!k) return;
  harness h;
  CHECK(harness_init(&h, world, 4096) == CJ_OK, "harness: %s", cj_last_error());
  cj_status s = CJ_OK;
  for (int i = 0; i < iters && s == CJ_OK; i++)
    s = harness_run_kernel(&h, k);
  CHECK(s == CJ_OK, "w%d together: %s", world, cj_last_error());
  harness_free(&h);
  kir_kernel_free(k);
}

/* Rank `absent` never arrives: the others give up after timeout_ns and say so. */
static void test_absent(int world, int absent) {
  kir_kernel *k = barrier_kernel(world);
  if (!k) return;
  harness h;
  CHECK(harness_init(&h, world, 4096) == CJ_OK, "harness: %s", cj_last_error());
  h.timeout_ns = 50 * 1000 * 1000;
  h.opts.watchdog_s = 30;
  order o = {.world = world, .absent = absent};
  for (int r = 0; r < world; r++)
    atomic_init(&o.published[r], -1);
  atomic_init(&o.violations, 0);
  double t0 = now_s();
  cj_status s = harness_run_ranks(&h, k, 1, before, NULL, &o);
  double t = now_s() - t0;
  CHECK(s == CJ_E_TIMEOUT, "absent rank: %s (%s)", cj_status_name(s), cj_last_error());
  for (int r = 0; r < world; r++) {
    if (r == absent) continue;
    CHECK(h.rank_status[r] == CJ_E_TIMEOUT, "rank %d: %s", r, cj_status_name(h.rank_status[r]));
    CHECK(harness_status_word(&h, r) == CJ_DEVICE_TIMEOUT, "rank %d status word %u", r,
          harness_status_word(&h, r));
  }
  CHECK(t < 10, "giving up took %.2f s", t);
  printf("W=%d, rank %d absent: the others gave up in %.3f s\n", world, absent, t);
  harness_free(&h);
  kir_kernel_free(k);
}

int main(void) {
  test_order(2, 1000);
  test_order(3, 1000);
  test_order(4, 1000);
  test_order(8, 1000);
  test_together(2, 200);
  test_together(8, 200);
  test_absent(3, 2);
  test_absent(8, 0);
  return test_end();
}
