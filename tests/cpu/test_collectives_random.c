/* Random requests for every collective, run by the CPU executor and checked against the
 * reference (coll_check.h). Each request draws op, variant, dtype, redop, world 1..8, count
 * 1..5000, root, vec_bytes 2..16, block_threads {32, 64, 128}, tile, grid 1..6, barrier mode,
 * staging and in-place placement, and whether ranks run the shape-generic kernel (all, or odd
 * ranks beside even ranks' specialised one). Barrier mode 'full' runs 2-3 calls, with ranks launching
 * together or each in its own thread; 'end' runs 2 calls with all ranks launched together (the
 * host orders the calls); 'none' runs a single call. Requests the planner refuses
 * (CJ_E_INVALID, e.g. a vector narrower than an element or a tile that does not fit) are
 * counted, not failed.
 * Usage: test_collectives_random [requests [seed]] */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "coll_check.h"
#include "harness.h"
#include "test.h"

typedef struct opvar {
  cj_op op;
  cj_variant variant;
  const char *name;
} opvar;

static const opvar opvars[] = {
    {CJ_OP_ALL_REDUCE, CJ_VARIANT_ONE_SHOT, "all_reduce one_shot"},
    {CJ_OP_ALL_REDUCE, CJ_VARIANT_TWO_SHOT, "all_reduce two_shot"},
    {CJ_OP_ALL_REDUCE, CJ_VARIANT_LL, "all_reduce ll"},
    {CJ_OP_ALL_REDUCE, CJ_VARIANT_PUSH, "all_reduce push"},
    {CJ_OP_REDUCE_SCATTER, CJ_VARIANT_AUTO, "reduce_scatter"},
    {CJ_OP_REDUCE_SCATTER, CJ_VARIANT_LL, "reduce_scatter ll"},
    {CJ_OP_REDUCE_SCATTER, CJ_VARIANT_PUSH, "reduce_scatter push"},
    {CJ_OP_ALL_GATHER, CJ_VARIANT_AUTO, "all_gather"},
    {CJ_OP_ALL_GATHER, CJ_VARIANT_LL, "all_gather ll"},
    {CJ_OP_ALL_TO_ALL, CJ_VARIANT_AUTO, "all_to_all"},
    {CJ_OP_BROADCAST, CJ_VARIANT_PUSH, "broadcast push"},
    {CJ_OP_BROADCAST, CJ_VARIANT_SPLIT, "broadcast split"},
    {CJ_OP_BROADCAST, CJ_VARIANT_CHAIN, "broadcast chain"},
    {CJ_OP_BROADCAST, CJ_VARIANT_RELAY, "broadcast relay"},
    {CJ_OP_BROADCAST, CJ_VARIANT_LL_SPLIT, "broadcast ll_split"},
    {CJ_OP_ALL_TO_ALL, CJ_VARIANT_RELAY, "all_to_all relay"},
    {CJ_OP_REDUCE, CJ_VARIANT_AUTO, "reduce"},
    {CJ_OP_REDUCE, CJ_VARIANT_PUSH, "reduce push"},
    {CJ_OP_REDUCE, CJ_VARIANT_SPLIT, "reduce split"},
    {CJ_OP_REDUCE, CJ_VARIANT_RELAY, "reduce relay"},
    {CJ_OP_REDUCE, CJ_VARIANT_LL_SPLIT, "reduce ll_split"},
};
#define NOPS (int)(sizeof opvars / sizeof opvars[0])

static int pick(uint64_t *s, int n) { return (int)(harness_rand(s) % (uint64_t)n); }

/* ll and relay (push all_reduce / reduce_scatter / reduce) kernels read local memory only: never staged */
static int can_stage(const coll_case *c) {
  if (c->variant == CJ_VARIANT_LL || cj__variant_area(c->op, c->variant) == CJ_AREA_RELAY)
    return 0;
  return cj__op(c->op)->work == CJ_WORK_STAGE;
}

/* In place, these read data a peer may already have overwritten unless staged. */
static int inplace_needs_stage(const coll_case *c) {
  return c->op == CJ_OP_ALL_TO_ALL ||
         (c->op == CJ_OP_ALL_REDUCE && c->variant == CJ_VARIANT_ONE_SHOT);
}

static void random_layout(coll_case *c, uint64_t *s) {
  c->vec = 2 << pick(s, 4);
  c->threads = 32 << pick(s, 3);
  c->tile_m = pick(s, 3) ? 0 : 1 + pick(s, 8);
  c->tile_n = pick(s, 8) ? 0 : 16 * (1 + pick(s, 64));
  c->grid = 1 + pick(s, 6);
}

static void random_sync(coll_case *c, uint64_t *s) {
  static const cj_barrier_mode bars[] = {CJ_BAR_FULL, CJ_BAR_END, CJ_BAR_NONE};
  c->bar = bars[pick(s, 3)];
  c->flags = can_stage(c) && pick(s, 2) ? CJ_REQ_STAGE : 0;
  c->inplace = pick(s, 3) == 0;
  if (c->inplace && inplace_needs_stage(c)) c->flags = CJ_REQ_STAGE;
  c->calls = c->bar == CJ_BAR_NONE ? 1 : 2 + pick(s, 2);
  c->independent = c->bar == CJ_BAR_FULL && pick(s, 2);
  /* a quarter run the shape-generic kernel; some of those beside specialised ones */
  c->generic = pick(s, 4) == 0;
  if (c->generic && c->bar == CJ_BAR_FULL && pick(s, 2)) c->generic = 2, c->independent = 1;
}

static coll_case random_case(uint64_t *s, int *ov) {
  coll_case c;
  memset(&c, 0, sizeof c);
  *ov = pick(s, NOPS);
  c.op = opvars[*ov].op;
  c.variant = opvars[*ov].variant;
  c.dtype = (cj_dtype)pick(s, 4);
  c.redop = coll_reduces(c.op) ? (cj_redop)pick(s, 3) : CJ_SUM;
  c.world = 1 + pick(s, 8);
  c.count = 1 + (uint64_t)pick(s, 5000);
  c.root = cj__op(c.op)->rooted ? pick(s, c.world) : 0;
  random_layout(&c, s);
  random_sync(&c, s);
  return c;
}

static double now_s(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

int main(int argc, char **argv) {
  int n = argc > 1 ? atoi(argv[1]) : 200;
  uint64_t seed = argc > 2 ? strtoull(argv[2], NULL, 0) : 0x5eed2024u;
  coll_stats st[NOPS];
  memset(st, 0, sizeof st);
  double t0 = now_s();
  printf("%d random requests, seed 0x%llx\n", n, (unsigned long long)seed);
  for (int i = 0; i < n; i++) {
    int ov;
    coll_case c = random_case(&seed, &ov);
    coll_result r = coll_run(&c, harness_rand(&seed), &st[ov]);
    CHECK(r != COLL_FAIL, "request %d (%s) failed", i, opvars[ov].name);
  }
  int tested = 0, invalid = 0;
  for (int ov = 0; ov < NOPS; ov++) {
    const coll_stats *s = &st[ov];
    tested += s->passed + s->failed;
    invalid += s->invalid;
    printf("%-20s %s: %d requests, %d passed, %d failed, %d refused (invalid), %d unsupported; "
           "%ld launches\n",
           opvars[ov].name,
           s->failed   ? "FAIL"
           : s->passed ? "pass"
                       : "-",
           s->cases, s->passed, s->failed, s->invalid, s->unsupported, s->launches);
  }
  printf("%d requests run, %d refused by the planner; %.2f s\n", tested, invalid, now_s() - t0);
  if (!tested && !test_failures_) TEST_SKIP("no request could be run");
  return test_end();
}
