/* The relay kernels (all_reduce, reduce_scatter and reduce push, broadcast, all_to_all and
 * reduce relay; broadcast chain) never reuse a buffer a peer still reads and never read a slice before it
 * arrived: ranks run hundreds of back-to-back calls, each rank in its own thread, blocks starting
 * at random times, new inputs every call (i32 sums, exact), every output checked right after its
 * call. Each call moves several rounds per block (small grids, vectors of many slices), so the
 * round buffers wrap many times within a call and across calls; relay calls interleave with a
 * barrier-based kernel (all_reduce two_shot) and with broadcast chains (which flag slices taken by
 * ticket, to the next rank only) and change grid, root and op on the same heaps and counters. A
 * stale or overwritten slice shows as a wrong sum or a timeout. A planted fault (reduce relay
 * reducing each round from the buffer of the round after it, which has arrived too; or its root
 * copying the sums from there; or the chain forwarding slices it did not wait for) must show as
 * wrong outputs. */
#include <stdatomic.h>
#include <string.h>
#include <time.h>

#include "codegen.h"
#include "harness.h"
#include "test.h"

#define COUNT 300000 /* elements per rank block: 1.2 MB, 10-37 slices at worlds 2-4 */

typedef struct kdef {
  cj_op op;
  cj_variant variant;
  int grid, root;
} kdef;

typedef struct run {
  harness *h;
  const kdef *defs;
  int n;
  _Atomic int bad;
} run;

static int32_t value(int rank, int iter, int i) { return rank * 1000003 + iter * 7919 + i * 3; }

static const kdef *def_of(const run *x, int iter) { return &x->defs[iter % x->n]; }

static int before(void *user, int rank, int iter) {
  run *x = user;
  int32_t *src = harness_at(x->h, rank, x->h->src_off);
  cj_op op = def_of(x, iter)->op;
  int n = op == CJ_OP_REDUCE_SCATTER || op == CJ_OP_ALL_TO_ALL ? COUNT * x->h->world : COUNT;
  for (int i = 0; i < n; i++) src[i] = value(rank, iter, i);
  return 0;
}

static int after(void *user, int rank, int iter) {
  run *x = user;
  const kdef *d = def_of(x, iter);
  if (d->op == CJ_OP_REDUCE && rank != d->root) return 0;
  const int32_t *dst = harness_at(x->h, rank, x->h->dst_off);
  if (d->op == CJ_OP_ALL_TO_ALL) /* block s of the output: rank s's block for this rank */
    for (int sr = 0; sr < x->h->world; sr++)
      for (int i = 0; i < COUNT; i++)
        if (dst[sr * COUNT + i] != value(sr, iter, rank * COUNT + i)) {
          if (atomic_fetch_add(&x->bad, 1) < 3)
            fprintf(stderr, "all_to_all relay grid %d, rank %d call %d: block %d [%d] = %d\n",
                    d->grid, rank, iter, sr, i, dst[sr * COUNT + i]);
          return 1;
        }
  if (d->op == CJ_OP_ALL_TO_ALL) return 0;
  int at = d->op == CJ_OP_REDUCE_SCATTER ? rank * COUNT : 0;
  /* from the end: a rank's last rounds, written last, are read first */
  for (int i = COUNT - 1; i >= 0; i--) {
    uint32_t want = 0;
    if (d->op == CJ_OP_BROADCAST) /* (chain and relay: the root's vector) */
      want = (uint32_t)value(d->root, iter, i);
    else
      for (int p = 0; p < x->h->world; p++) want += (uint32_t)value(p, iter, at + i);
    if (dst[i] != (int32_t)want) {
      if (atomic_fetch_add(&x->bad, 1) < 3)
        fprintf(stderr, "%s %s grid %d, rank %d call %d: dst[%d] = %d, want %d\n",
                cj_op_name(d->op), cj_variant_name(d->variant), d->grid, rank, iter, i, dst[i],
                (int32_t)want);
      return 1;
    }
  }
  return 0;
}

static void random_start(void *user, int rank, int block) {
  (void)user;
  static _Atomic uint64_t ctr;
  uint64_t seed = atomic_fetch_add(&ctr, 1) * 0x9e3779b97f4a7c15ull + (uint64_t)(rank * 31 + block);
  if (harness_rand(&seed) % 3 == 0) {
    struct timespec ts = {0, (long)(harness_rand(&seed) % 300) * 1000};
    nanosleep(&ts, NULL);
  }
}

static kir_kernel *build(const kdef *d, int world) {
  cj_request r = CJ_REQUEST_INIT;
  r.op = d->op;
  r.variant = d->variant;
  r.dtype = CJ_I32;
  r.count = COUNT;
  r.world = world;
  r.root = d->root;
  r.block_threads = 64;
  r.grid = d->grid;
  r.target = "host";
  kir_kernel *k = harness_build(&r);
  CHECK(k != NULL, "%s %s: %s", cj_op_name(d->op), cj_variant_name(d->variant), cj_last_error());
  return k;
}

/* The wrong outputs of `calls` back-to-back calls per rank cycling through defs (-1: the run
 * failed); `planted`: a fault is planted, so wrong outputs are expected and not failures. */
static int stress_run(int world, int calls, const kdef *defs, int n, int planted) {
  harness h;
  size_t area = (size_t)cj__relay_area_bytes(world);
  size_t data = (size_t)world * COUNT * 4;
  if (harness_init(&h, world, area + 2 * data + (1u << 20))) return -1;
  h.timeout_ns = 10000000000ull;
  h.opts.on_block_start = random_start;
  h.src_off = harness_alloc(&h, data);
  h.dst_off = harness_alloc(&h, data);
  h.work_off = harness_alloc(&h, area);
  run x = {&h, defs, n, 0};
  int bad = -1;
  h.ncycle = n;
  for (int i = 0; i < n; i++)
    if (!(h.cycle[i] = build(&defs[i], world))) h.ncycle = 0;
  if (h.ncycle) {
    cj_status s = harness_run_ranks(&h, NULL, calls, before, after, &x);
    bad = (int)x.bad;
    if (!planted)
      CHECK(s == CJ_OK && x.bad == 0, "world %d: %s (%d wrong)", world, cj_status_name(s),
            (int)x.bad);
    printf("relay%s, world %d: %d back-to-back calls per rank of", planted ? " (planted fault)" : "",
           world, calls);
    for (int i = 0; i < n; i++)
      printf(" %s %s (grid %d)", cj_op_name(defs[i].op), cj_variant_name(defs[i].variant),
             defs[i].grid);
    printf(": %d wrong\n", (int)x.bad);
  }
  for (int i = 0; i < n; i++) kir_kernel_free((kir_kernel *)h.cycle[i]);
  harness_free(&h);
  return bad;
}

static void stress(int world, int calls, const kdef *defs, int n) {
  stress_run(world, calls, defs, n, 0);
}

int main(void) {
  static const kdef rs[] = {{CJ_OP_REDUCE_SCATTER, CJ_VARIANT_PUSH, 1, 0}};
  static const kdef mix2[] = {{CJ_OP_REDUCE_SCATTER, CJ_VARIANT_PUSH, 2, 0},
                              {CJ_OP_REDUCE, CJ_VARIANT_PUSH, 1, 1},
                              {CJ_OP_ALL_REDUCE, CJ_VARIANT_TWO_SHOT, 2, 0},
                              {CJ_OP_ALL_REDUCE, CJ_VARIANT_PUSH, 3, 0},
                              {CJ_OP_REDUCE_SCATTER, CJ_VARIANT_PUSH, 3, 0},
                              {CJ_OP_BROADCAST, CJ_VARIANT_CHAIN, 2, 1},
                              {CJ_OP_BROADCAST, CJ_VARIANT_RELAY, 3, 1},
                              {CJ_OP_ALL_TO_ALL, CJ_VARIANT_RELAY, 2, 0},
                              {CJ_OP_REDUCE, CJ_VARIANT_RELAY, 2, 1},
                              {CJ_OP_REDUCE, CJ_VARIANT_PUSH, 2, 0}};
  static const kdef mix3[] = {{CJ_OP_REDUCE_SCATTER, CJ_VARIANT_PUSH, 2, 0},
                              {CJ_OP_REDUCE, CJ_VARIANT_PUSH, 1, 2},
                              {CJ_OP_REDUCE_SCATTER, CJ_VARIANT_PUSH, 1, 0},
                              {CJ_OP_ALL_REDUCE, CJ_VARIANT_PUSH, 2, 0},
                              {CJ_OP_BROADCAST, CJ_VARIANT_CHAIN, 3, 1},
                              {CJ_OP_ALL_REDUCE, CJ_VARIANT_TWO_SHOT, 2, 0},
                              {CJ_OP_BROADCAST, CJ_VARIANT_CHAIN, 2, 0},
                              {CJ_OP_BROADCAST, CJ_VARIANT_RELAY, 2, 2},
                              {CJ_OP_ALL_TO_ALL, CJ_VARIANT_RELAY, 3, 0},
                              {CJ_OP_REDUCE, CJ_VARIANT_RELAY, 3, 1},
                              {CJ_OP_REDUCE, CJ_VARIANT_RELAY, 2, 0}};
  stress(2, 300, rs, 1);
  stress(2, 300, mix2, 10);
  stress(3, 120, mix3, 11);
  stress(4, 60, mix3, 11);
  /* the planted fault: reduce relay alone (roots 0 and 2), each round reduced from the next
   * round's buffer */
  static const kdef open3[] = {{CJ_OP_REDUCE, CJ_VARIANT_RELAY, 2, 0},
                               {CJ_OP_REDUCE, CJ_VARIANT_RELAY, 3, 2}};
  cj__plant_fault = CJ_PLANT_REDUCE_RELAY_BUF;
  int wrong = stress_run(3, 40, open3, 2, 1);
  cj__plant_fault = CJ_PLANT_NONE;
  CHECK(wrong > 0, "planted fault (reduce relay reducing from the next round's buffer): not "
        "caught (%d wrong)", wrong);
  /* and its root copying each round's sums from the next round's buffer */
  cj__plant_fault = CJ_PLANT_REDUCE_RELAY_ROOT;
  wrong = stress_run(3, 40, open3, 2, 1);
  cj__plant_fault = CJ_PLANT_NONE;
  CHECK(wrong > 0, "planted fault (reduce relay's root copying from the next round's buffer): "
        "not caught (%d wrong)", wrong);
  /* and the broadcast chain forwarding slices it did not wait for (two and three blocks taking
   * slices by ticket, roots 1 and 0) */
  static const kdef chain3[] = {{CJ_OP_BROADCAST, CJ_VARIANT_CHAIN, 2, 1},
                                {CJ_OP_BROADCAST, CJ_VARIANT_CHAIN, 3, 0}};
  cj__plant_fault = CJ_PLANT_CHAIN_NO_WAIT;
  wrong = stress_run(3, 40, chain3, 2, 1);
  cj__plant_fault = CJ_PLANT_NONE;
  CHECK(wrong > 0, "planted fault (broadcast chain not waiting for its slices): not caught (%d "
        "wrong)", wrong);
  return test_end();
}
