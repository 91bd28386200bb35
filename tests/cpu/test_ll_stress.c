/* The flag-free all_reduce never reads a stale buffer: ranks run thousands of back-to-back
 * calls, each in its own thread with random delays, new inputs every call (i32 sums, exact),
 * every output checked right after its call; and calls with different grids interleave on the
 * same heaps. A stale or overwritten slot shows as a wrong sum or a timeout. */
#include <stdatomic.h>
#include <string.h>
#include <time.h>

#include "codegen.h"
#include "harness.h"
#include "test.h"

#define COUNT 1000

typedef struct run {
  harness *h;
  int calls;
  _Atomic int bad;
} run;

static int32_t value(int rank, int iter, int i) { return rank * 1000003 + iter * 7919 + i; }

static int before(void *user, int rank, int iter) {
  run *x = user;
  int32_t *src = harness_at(x->h, rank, x->h->src_off);
  for (int i = 0; i < COUNT; i++) src[i] = value(rank, iter, i);
  uint64_t seed = (uint64_t)(rank * 7777 + iter) * 0x9e3779b97f4a7c15ull + 1;
  if (harness_rand(&seed) % 4 == 0) { /* a random delay before some calls */
    struct timespec ts = {0, (long)(harness_rand(&seed) % 200) * 1000};
    nanosleep(&ts, NULL);
  }
  return 0;
}

static int after(void *user, int rank, int iter) {
  run *x = user;
  const int32_t *dst = harness_at(x->h, rank, x->h->dst_off);
  for (int i = 0; i < COUNT; i++) {
    int32_t want = 0;
    for (int p = 0; p < x->h->world; p++) want += value(p, iter, i);
    if (dst[i] != want) {
      if (atomic_fetch_add(&x->bad, 1) < 3)
        fprintf(stderr, "rank %d call %d: dst[%d] = %d, want %d\n", rank, iter, i, dst[i], want);
      return 1;
    }
  }
  return 0;
}

static kir_kernel *ll_kernel(int world, int grid) {
  cj_request r = CJ_REQUEST_INIT;
  r.op = CJ_OP_ALL_REDUCE;
  r.variant = CJ_VARIANT_LL;
  r.dtype = CJ_I32;
  r.count = COUNT;
  r.world = world;
  r.block_threads = 32;
  r.tile_m = 1;
  r.tile_n = 32;
  r.grid = grid;
  r.target = "host";
  cj_plan *p;
  kir_kernel *k = NULL;
  if (cj_plan_create(&r, &p) == CJ_OK) {
    if (cj__build_kernel(p, &k)) k = NULL;
    cj_plan_destroy(p);
  }
  CHECK(k != NULL, "ll kernel: %s", cj_last_error());
  return k;
}

static void stress(int world, int calls, const int *grids, int ngrids) {
  harness h;
  if (harness_init(&h, world, (size_t)cj__ll_area_bytes(world) + (1u << 20))) return;
  h.timeout_ns = 5000000000ull;
  h.src_off = harness_alloc(&h, COUNT * 4);
  h.dst_off = harness_alloc(&h, COUNT * 4);
  h.work_off = harness_alloc(&h, (size_t)cj__ll_area_bytes(world));
  for (int r = 0; r < world; r++) memset(harness_at(&h, r, h.work_off), 0, cj__ll_area_bytes(world));
  run x = {&h, calls, 0};
  int done = 0;
  for (int g = 0; g < ngrids; g++) {
    kir_kernel *k = ll_kernel(world, grids[g]);
    if (!k) break;
    cj_status s = harness_run_ranks(&h, k, calls / ngrids, before, after, &x);
    CHECK(s == CJ_OK && x.bad == 0, "world %d grid %d: %s (%d wrong)", world, grids[g],
          cj_status_name(s), (int)x.bad);
    kir_kernel_free(k);
    done += calls / ngrids;
  }
  printf("ll all_reduce, world %d: %d back-to-back calls per rank (grids", world, done);
  for (int g = 0; g < ngrids; g++) printf(" %d", grids[g]);
  printf("), random delays: %d wrong\n", (int)x.bad);
  harness_free(&h);
}

int main(void) {
  static const int one[] = {4};
  static const int mixed[] = {1, 3, 2, 5, 4};
  stress(2, 3000, one, 1);
  stress(3, 1500, mixed, 5);
  stress(8, 400, mixed, 5);
  return test_end();
}
