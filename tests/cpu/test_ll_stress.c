/* The flag-free (ll) kernels never read a stale buffer: ranks run thousands of back-to-back
 * calls, each in its own thread with random delays, new inputs every call (i32 sums, exact),
 * every output checked right after its call. First each op alone with one grid, then calls
 * that cycle through all_reduce, all_gather, reduce_scatter, broadcast, all_to_all and reduce
 * with different grids on the same heaps (the ops share the epoch counter and the receive areas).
 * A stale or overwritten slot shows as a wrong value or a timeout. */
#include <stdatomic.h>
#include <string.h>
#include <time.h>

#include "codegen.h"
#include "harness.h"
#include "test.h"

#define COUNT 1000 /* elements per rank block */

typedef struct run {
  harness *h;
  cj_op ops[8]; /* the op of launch i: ops[i % nops] */
  int nops;
  _Atomic int bad;
} run;

static int32_t value(int rank, int iter, int i) { return rank * 1000003 + iter * 7919 + i; }

static cj_op op_of(const run *x, int iter) { return x->ops[iter % x->nops]; }

static int before(void *user, int rank, int iter) {
  run *x = user;
  int32_t *src = harness_at(x->h, rank, x->h->src_off);
  int n = (int)cj__op_in_elems(op_of(x, iter), COUNT, x->h->world);
  for (int i = 0; i < n; i++) src[i] = value(rank, iter, i);
  uint64_t seed = (uint64_t)(rank * 7777 + iter) * 0x9e3779b97f4a7c15ull + 1;
  if (harness_rand(&seed) % 4 == 0) { /* a random delay before some calls */
    struct timespec ts = {0, (long)(harness_rand(&seed) % 200) * 1000};
    nanosleep(&ts, NULL);
  }
  return 0;
}

/* What dst[i] must hold after launch `iter` on `rank`: its inputs (the op table says which;
 * broadcast from rank 0), summed with wrap-around. Nonzero for an op without element sources
 * (the message is set). */
static cj_status want(const run *x, int rank, int iter, int i, int32_t *v) {
  int from;
  uint64_t j;
  cj_status s = cj__op_source(op_of(x, iter), COUNT, rank, 0, (uint64_t)i, &from, &j);
  if (s) return s;
  uint32_t sum = 0;
  for (int p = 0; p < x->h->world; p++)
    if (from == CJ_SRC_EVERY || from == p) sum += (uint32_t)value(p, iter, (int)j);
  *v = (int32_t)sum;
  return CJ_OK;
}

static int after(void *user, int rank, int iter) {
  run *x = user;
  cj_op op = op_of(x, iter);
  if (cj__op(op)->rooted && cj__op_reduces(op) && rank != 0) return 0; /* reduce: the root's */
  const int32_t *dst = harness_at(x->h, rank, x->h->dst_off);
  int n = (int)cj__op_out_elems(op_of(x, iter), COUNT, x->h->world);
  for (int i = 0; i < n; i++) {
    int32_t v = 0;
    if (want(x, rank, iter, i, &v)) {
      if (atomic_fetch_add(&x->bad, 1) < 3) fprintf(stderr, "no reference: %s\n", cj_last_error());
      return 1;
    }
    if (dst[i] != v) {
      if (atomic_fetch_add(&x->bad, 1) < 3)
        fprintf(stderr, "%s rank %d call %d: dst[%d] = %d, want %d\n",
                cj_op_name(op_of(x, iter)), rank, iter, i, dst[i], v);
      return 1;
    }
  }
  return 0;
}

static kir_kernel *ll_kernel(cj_op op, cj_variant v, int world, int grid) {
  cj_request r = CJ_REQUEST_INIT;
  r.op = op;
  r.variant = v;
  r.dtype = CJ_I32;
  r.count = COUNT;
  r.world = world;
  r.block_threads = 32;
  r.tile_m = 1;
  r.tile_n = 32;
  r.grid = grid;
  r.target = "host";
  kir_kernel *k = harness_build(&r);
  CHECK(k != NULL, "ll kernel: %s", cj_last_error());
  return k;
}

/* `calls` launches per rank of the kernels (op i, variant i (ll where vars is NULL), grid i) in
 * turn. */
static int stress_v(int world, int calls, const cj_op *ops, const cj_variant *vars,
                    const int *grids, int n) {
  harness h;
  size_t area = (size_t)cj__ll_area_bytes(world);
  if (harness_init(&h, world, area + 2 * (size_t)world * COUNT * 4 + (1u << 20))) return -1;
  h.timeout_ns = 5000000000ull;
  h.src_off = harness_alloc(&h, (size_t)world * COUNT * 4);
  h.dst_off = harness_alloc(&h, (size_t)world * COUNT * 4);
  h.work_off = harness_alloc(&h, area);
  for (int r = 0; r < world; r++)
    memset(harness_at(&h, r, h.work_off), 0, area);
  run x = {&h, {0}, n, 0};
  int failed = 0;
  h.ncycle = n;
  for (int i = 0; i < n; i++) {
    x.ops[i] = ops[i];
    h.cycle[i] = ll_kernel(ops[i], vars ? vars[i] : CJ_VARIANT_LL, world, grids[i]);
    if (!h.cycle[i]) h.ncycle = 0;
  }
  if (h.ncycle) {
    cj_status s = harness_run_ranks(&h, NULL, calls, before, after, &x);
    failed = (s != CJ_OK) + (int)x.bad;
    if (cj__plant_fault == CJ_PLANT_NONE)
      CHECK(s == CJ_OK && x.bad == 0, "world %d: %s (%d wrong)", world, cj_status_name(s),
            (int)x.bad);
    else
      printf("(planted fault) status %s: ", cj_status_name(s));
    printf("ll, world %d: %d back-to-back calls per rank of", world, calls);
    for (int i = 0; i < n; i++)
      printf(" %s %s (grid %d)", cj_op_name(ops[i]),
             cj_variant_name(vars ? vars[i] : CJ_VARIANT_LL), grids[i]);
    printf(", random delays: %d wrong\n", (int)x.bad);
  }
  for (int i = 0; i < n; i++)
    kir_kernel_free((kir_kernel *)h.cycle[i]);
  harness_free(&h);
  return failed;
}

static void stress(int world, int calls, const cj_op *ops, const int *grids, int n) {
  (void)stress_v(world, calls, ops, NULL, grids, n);
}

int main(void) {
  static const cj_op alone[] = {CJ_OP_ALL_REDUCE, CJ_OP_ALL_GATHER, CJ_OP_REDUCE_SCATTER,
                                CJ_OP_BROADCAST, CJ_OP_ALL_TO_ALL, CJ_OP_REDUCE};
  static const int four[] = {4};
  for (int i = 0; i < 6; i++) stress(2, 1500, &alone[i], four, 1);
  /* broadcast and reduce alone at 4 ranks: only the root sends data (broadcast) or receives
   * it (reduce); the tokens keep any rank from running two calls ahead of a delayed one */
  stress(4, 1500, &alone[3], four, 1);
  stress(4, 1500, &alone[5], four, 1);
  /* reduce next to another op from 3 ranks: two ranks that are not the root never wait for
   * each other's data there; without their tokens one ran two calls ahead and overwrote the
   * area the other still read (a timeout) */
  static const cj_op pair[] = {CJ_OP_REDUCE, CJ_OP_ALL_REDUCE};
  static const int pair_grids[] = {2, 1};
  stress(3, 1000, pair, pair_grids, 2);
  static const cj_op mix[] = {CJ_OP_ALL_REDUCE, CJ_OP_ALL_GATHER, CJ_OP_REDUCE_SCATTER,
                              CJ_OP_BROADCAST, CJ_OP_ALL_TO_ALL, CJ_OP_REDUCE};
  static const int grids[] = {1, 3, 2, 5, 4, 2};
  stress(2, 1500, mix, grids, 6);
  stress(3, 1000, mix, grids, 6);
  stress(8, 300, mix, grids, 6);
  /* ll_split (reduce and broadcast in two hops through the shares' owners): alone, where only
   * the tokens keep the root (broadcast) within a call of the others, and beside the other ll
   * ops; 1000 i32 words a rank: shares of 1328 / 992 / 560 bytes at 3 / 4 / 8 ranks */
  static const cj_op split_ops[] = {CJ_OP_BROADCAST, CJ_OP_REDUCE};
  static const cj_variant split_vars[] = {CJ_VARIANT_LL_SPLIT, CJ_VARIANT_LL_SPLIT};
  static const int split_grids[] = {3, 2};
  for (int i = 0; i < 2; i++) {
    (void)stress_v(3, 1500, &split_ops[i], &split_vars[i], four, 1);
    (void)stress_v(4, 1500, &split_ops[i], &split_vars[i], four, 1);
  }
  (void)stress_v(2, 1000, split_ops, split_vars, split_grids, 2);
  static const cj_variant mix_vars[] = {CJ_VARIANT_LL, CJ_VARIANT_LL, CJ_VARIANT_LL,
                                        CJ_VARIANT_LL_SPLIT, CJ_VARIANT_LL, CJ_VARIANT_LL_SPLIT};
  (void)stress_v(3, 1000, mix, mix_vars, grids, 6);
  (void)stress_v(4, 800, mix, mix_vars, grids, 6);
  (void)stress_v(8, 300, mix, mix_vars, grids, 6);
  /* the planted fault: broadcast ll_split whose ranks wait for no token (the root waits for
   * nothing else, so it runs calls ahead and overwrites slots the owners still wait for) */
  cj__plant_fault = CJ_PLANT_LL_SPLIT_TOKENS;
  int wrong = stress_v(3, 300, &split_ops[0], &split_vars[0], four, 1);
  cj__plant_fault = CJ_PLANT_NONE;
  CHECK(wrong > 0, "planted fault (ll_split without its tokens' waits): not caught");
  return test_end();
}
