/* Kernels of different shapes share one communicator's sync area (grid counter, epoch rows),
 * which is never reset: a sequence of staged all_reduces with different grids, interleaved
 * with barriers and unstaged kernels, on the same heaps, each checked. (A grid barrier whose
 * epochs assumed one grid size deadlocked here once on GPUs.) */
#include <string.h>

#include "codegen.h"
#include "harness.h"
#include "test.h"

/* all_reduce sum of f32 rank-dependent ramps: element i of rank r is r + i mod 7. */
static int run_allreduce(harness *h, int grid, unsigned flags, uint64_t count) {
  cj_request r = CJ_REQUEST_INIT;
  r.op = CJ_OP_ALL_REDUCE;
  r.variant = CJ_VARIANT_ONE_SHOT;
  r.dtype = CJ_F32;
  r.count = count;
  r.world = h->world;
  r.block_threads = 64;
  r.grid = grid;
  r.flags = flags;
  r.target = "host";
  cj_plan *p;
  if (cj_plan_create(&r, &p)) {
    CHECK(0, "plan: %s", cj_last_error());
    return 1;
  }
  harness_reset_alloc(h);
  h->src_off = harness_alloc(h, count * 4);
  h->dst_off = harness_alloc(h, count * 4);
  h->work_off = harness_alloc(h, count * 4);
  for (int k = 0; k < h->world; k++) {
    float *s = harness_at(h, k, h->src_off);
    for (uint64_t i = 0; i < count; i++) s[i] = (float)(k + (int)(i % 7));
  }
  harness_poison(h, h->dst_off, count * 4);
  cj_status st = harness_run(h, p);
  CHECK(st == CJ_OK, "%s: %s", cj_plan_key(p), cj_last_error());
  int bad = 0;
  for (int k = 0; k < h->world && !st; k++) {
    const float *d = harness_at(h, k, h->dst_off);
    for (uint64_t i = 0; i < count && !bad; i++) {
      float want = 0;
      for (int q = 0; q < h->world; q++) want += (float)(q + (int)(i % 7));
      bad = d[i] != want;
    }
  }
  CHECK(!bad, "%s: wrong result", cj_plan_key(p));
  cj_plan_destroy(p);
  return st || bad;
}

static int run_barrier(harness *h) {
  cj_request r = CJ_REQUEST_INIT;
  r.op = CJ_OP_BARRIER;
  r.world = h->world;
  r.target = "host";
  cj_plan *p;
  if (cj_plan_create(&r, &p)) return 1;
  cj_status st = harness_run(h, p);
  CHECK(st == CJ_OK, "barrier: %s", cj_last_error());
  cj_plan_destroy(p);
  return st != CJ_OK;
}

int main(void) {
  static const int grids[] = {2, 3, 17, 1, 5, 2, 17, 4, 3};
  for (int w = 2; w <= 4; w += 2) {
    harness h;
    if (harness_init(&h, w, 4u << 20)) return 1;
    h.timeout_ns = 2000000000ull;
    int failed = 0;
    for (int rep = 0; rep < 2 && !failed; rep++)
      for (size_t i = 0; i < sizeof grids / sizeof grids[0] && !failed; i++) {
        failed |= run_allreduce(&h, grids[i], CJ_REQ_STAGE, 4099 + 64 * (uint64_t)grids[i]);
        failed |= run_barrier(&h);
        failed |= run_allreduce(&h, grids[(i + 1) % 9], 0, 1000);
      }
    printf("world %d: mixed-grid sequence %s\n", w, failed ? "FAILED" : "ok");
    harness_free(&h);
  }
  return test_end();
}
