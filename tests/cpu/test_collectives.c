/* Every collective through the public plan API, run by the CPU executor on host heaps and
 * checked against a double-precision reference (coll_check.h says what is checked).
 *
 * The sweep covers op x variant x dtype x redop x world 1..8 x counts {1, 7, 1000, 4099}, with
 * small layouts (64 threads, grid 1..4); buffer placement (apart, in place), staging, the root
 * (0 or W-1), barrier mode (full, end) and how ranks launch (together, or each in its own
 * thread back to back) rotate over the sweep so that every op meets each of them at every
 * dtype. Then a few cases with the planner's default layout, 2^20 elements for a subset, and
 * the shape-generic kernels (alone, and mixed with specialised ones across ranks).
 * Ops whose generator does not exist yet (CJ_E_UNSUPPORTED) are reported and skipped. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "codegen.h"
#include "coll_check.h"
#include "harness.h"
#include "test.h"

typedef struct mode {
  int inplace;
  unsigned flags;
} mode;

#define STAGE CJ_REQ_STAGE
static const mode m_one_shot[] = {{0, 0}, {0, STAGE}, {1, STAGE}};
static const mode m_reducing[] = {{0, 0}, {0, STAGE}, {1, 0}, {1, STAGE}};
static const mode m_copying[] = {{0, 0}, {1, 0}};
static const mode m_alltoall[] = {{0, 0}, {0, STAGE}, {1, STAGE}};

typedef struct opvar {
  cj_op op;
  cj_variant variant;
  const char *name;
  const mode *modes;
  int nmodes;
  int off_heap; /* the kernels see every buffer as off the heap (reduce split: the root alone;
                 * broadcast split: the peers read the root's output after its copy; reduce
                 * relay: every input to the root) */
} opvar;

#define MODES(m) m, (int)(sizeof m / sizeof m[0]), 0
#define MODES_OFF_HEAP(m) m, (int)(sizeof m / sizeof m[0]), 1
static const opvar opvars[] = {
    {CJ_OP_ALL_REDUCE, CJ_VARIANT_ONE_SHOT, "all_reduce one_shot", MODES(m_one_shot)},
    {CJ_OP_ALL_REDUCE, CJ_VARIANT_TWO_SHOT, "all_reduce two_shot", MODES(m_reducing)},
    {CJ_OP_ALL_REDUCE, CJ_VARIANT_LL, "all_reduce ll", MODES(m_copying)},
    {CJ_OP_ALL_REDUCE, CJ_VARIANT_PUSH, "all_reduce push", MODES(m_copying)},
    {CJ_OP_REDUCE_SCATTER, CJ_VARIANT_PULL, "reduce_scatter pull", MODES(m_reducing)},
    {CJ_OP_REDUCE_SCATTER, CJ_VARIANT_LL, "reduce_scatter ll", MODES(m_copying)},
    {CJ_OP_REDUCE_SCATTER, CJ_VARIANT_PUSH, "reduce_scatter push", MODES(m_copying)},
    {CJ_OP_ALL_GATHER, CJ_VARIANT_PUSH, "all_gather push", MODES(m_copying)},
    {CJ_OP_ALL_GATHER, CJ_VARIANT_LL, "all_gather ll", MODES(m_copying)},
    {CJ_OP_ALL_TO_ALL, CJ_VARIANT_PUSH, "all_to_all push", MODES(m_alltoall)},
    {CJ_OP_ALL_TO_ALL, CJ_VARIANT_LL, "all_to_all ll", MODES(m_copying)},
    {CJ_OP_BROADCAST, CJ_VARIANT_PUSH, "broadcast push", MODES(m_copying)},
    {CJ_OP_BROADCAST, CJ_VARIANT_SPLIT, "broadcast split", MODES(m_copying)},
    {CJ_OP_BROADCAST, CJ_VARIANT_SPLIT, "broadcast split, off heap", MODES_OFF_HEAP(m_copying)},
    {CJ_OP_BROADCAST, CJ_VARIANT_LL, "broadcast ll", MODES(m_copying)},
    {CJ_OP_BROADCAST, CJ_VARIANT_CHAIN, "broadcast chain", MODES(m_copying)},
    {CJ_OP_BROADCAST, CJ_VARIANT_RELAY, "broadcast relay", MODES(m_copying)},
    {CJ_OP_BROADCAST, CJ_VARIANT_LL_SPLIT, "broadcast ll_split", MODES(m_copying)},
    {CJ_OP_ALL_TO_ALL, CJ_VARIANT_RELAY, "all_to_all relay", MODES(m_copying)},
    {CJ_OP_REDUCE, CJ_VARIANT_PULL, "reduce pull", MODES(m_reducing)},
    {CJ_OP_REDUCE, CJ_VARIANT_PUSH, "reduce push", MODES(m_copying)},
    {CJ_OP_REDUCE, CJ_VARIANT_SPLIT, "reduce split", MODES(m_reducing)},
    {CJ_OP_REDUCE, CJ_VARIANT_SPLIT, "reduce split, off heap", MODES_OFF_HEAP(m_reducing)},
    {CJ_OP_REDUCE, CJ_VARIANT_LL, "reduce ll", MODES(m_copying)},
    {CJ_OP_REDUCE, CJ_VARIANT_LL_SPLIT, "reduce ll_split", MODES(m_copying)},
    {CJ_OP_REDUCE, CJ_VARIANT_RELAY, "reduce relay", MODES(m_copying)},
    {CJ_OP_REDUCE, CJ_VARIANT_RELAY, "reduce relay, off heap", MODES_OFF_HEAP(m_copying)},
};
#define NOPS (int)(sizeof opvars / sizeof opvars[0])

/* the variants that move whole 4-byte words, at most CJ_LL_MAX_BYTES */
static int is_ll(cj_variant v) { return v == CJ_VARIANT_LL || v == CJ_VARIANT_LL_SPLIT; }

static const cj_dtype dtypes[] = {CJ_F32, CJ_F16, CJ_BF16, CJ_I32};
static const cj_redop redops[] = {CJ_SUM, CJ_MAX, CJ_MIN};

static coll_stats stats[NOPS];
static uint64_t seed = 20240601;

static double now_s(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

static coll_case base_case(int ov, cj_dtype t, cj_redop rd, int world, uint64_t count) {
  coll_case c;
  memset(&c, 0, sizeof c);
  c.op = opvars[ov].op;
  c.variant = opvars[ov].variant;
  c.dtype = t;
  c.redop = rd;
  c.world = world;
  c.count = count;
  c.bar = CJ_BAR_FULL;
  c.calls = 2;
  return c;
}

static void set_mode(coll_case *c, const mode *m) {
  c->inplace = m->inplace;
  c->flags = m->flags;
}

static int rooted(cj_op op) { return cj__op(op)->rooted; }

/* Runs one case; a request the sweep knows to be valid must not be refused. */
static void run(int ov, const coll_case *c) {
  coll_result r = coll_run(c, seed++, &stats[ov]);
  CHECK(r == COLL_PASS || r == COLL_UNSUPPORTED, "%s case failed", opvars[ov].name);
  if (r == COLL_INVALID) {
    char name[400];
    coll_case_name(c, NULL, name, sizeof name);
    fprintf(stderr, "FAIL plan refused %s: %s\n", name, cj_last_error());
  }
}

static void sweep_op(int ov) {
  static const uint64_t counts[] = {1, 7, 1000, 4099};
  static const uint64_t ll_counts[] = {2, 8, 1000, 4100}; /* whole 4-byte words */
  const opvar *o = &opvars[ov];
  int ll = is_ll(o->variant);
  int nred = coll_reduces(o->op) ? 3 : 1, i = 0;
  for (int d = 0; d < 4; d++)
    for (int rd = 0; rd < nred; rd++)
      for (int w = 1; w <= 8; w++)
        for (int ci = 0; ci < 4; ci++, i++) {
          coll_case c = base_case(ov, dtypes[d], redops[rd], w, ll ? ll_counts[ci] : counts[ci]);
          set_mode(&c, &o->modes[(ci + w + d + rd) % o->nmodes]);
          c.root = rooted(o->op) && ((ci + w) & 1) ? w - 1 : 0;
          c.threads = 64;
          c.grid = 1 + (w + ci + d) % 4;
          c.bar = i % 5 == 2 ? CJ_BAR_END : CJ_BAR_FULL;
          c.independent = c.bar == CJ_BAR_FULL && i % 2 == 0;
          run(ov, &c);
          if (stats[ov].unsupported) return; /* no generator yet */
        }
}

/* The planner's default layout (block, tile, grid) at moderate counts, every mode. */
static void defaults_op(int ov) {
  static const int worlds[] = {2, 5, 8};
  const opvar *o = &opvars[ov];
  for (int m = 0; m < o->nmodes; m++)
    for (int k = 0; k < 2; k++) {
      int w = worlds[(m + k) % 3];
      uint64_t big = is_ll(o->variant) ? 65536 : 70001; /* ll: whole words */
      coll_case c =
          base_case(ov, dtypes[(m + 2 * k) % 4], redops[(m + k) % 3], w, k ? big : 1000);
      if (!coll_reduces(o->op)) c.redop = CJ_SUM;
      set_mode(&c, &o->modes[m]);
      c.root = rooted(o->op) && k ? w - 1 : 0;
      c.bar = CJ_BAR_DEFAULT;
      c.independent = k == 0;
      run(ov, &c);
    }
}

/* 2^20 elements, sum, default layout: W = 2 in bf16 and f32; W = 8 in one of them (they
 * alternate over the ops, to bound the run time), staged where the op stages. */
static void big_op(int ov) {
  static const int worlds[] = {2, 8};
  static const cj_dtype big_types[] = {CJ_BF16, CJ_F32};
  const opvar *o = &opvars[ov];
  for (int wi = 0; wi < 2; wi++)
    for (int d = 0; d < 2; d++) {
      if (wi == 1 && d != ov % 2) continue;
      /* ll carries at most CJ_LL_MAX_BYTES: its largest vector instead of 2^20 elements */
      uint64_t n = is_ll(o->variant) ? CJ_LL_MAX_BYTES / cj_dtype_size(big_types[d])
                                               : 1u << 20;
      coll_case c = base_case(ov, big_types[d], CJ_SUM, worlds[wi], n);
      int stage = wi == 1 && o->modes[o->nmodes - 1].flags;
      c.flags = stage ? CJ_REQ_STAGE : 0;
      c.root = rooted(o->op) && d ? worlds[wi] - 1 : 0;
      c.bar = CJ_BAR_DEFAULT;
      run(ov, &c);
    }
}

/* Shape-generic kernels (count and grid at launch) on every mode: all ranks generic, and odd
 * ranks generic beside even ranks' specialised kernel (the runtime's mix while a specialised
 * kernel compiles on one rank and not yet on another). Counts that leave partial tiles, several
 * full tiles, and the grid the planner would give. */
static void generic_op(int ov) {
  static const uint64_t counts[] = {1, 7, 1000, 4099, 70001};
  static const uint64_t ll_counts[] = {2, 8, 1000, 4100, 65536};
  static const int worlds[] = {2, 3, 4, 8};
  const opvar *o = &opvars[ov];
  int ll = is_ll(o->variant), i = 0;
  for (int ci = 0; ci < 5; ci++)
    for (int wi = 0; wi < 4; wi++)
      for (int g = 1; g <= 2; g++, i++) {
        int w = worlds[wi];
        coll_case c = base_case(ov, dtypes[i % 4], redops[i % 3], w,
                                ll ? ll_counts[ci] : counts[ci]);
        if (!coll_reduces(o->op)) c.redop = CJ_SUM;
        set_mode(&c, &o->modes[i % o->nmodes]);
        c.root = rooted(o->op) && (i & 2) ? w - 1 : 0;
        c.threads = ci < 4 ? 64 : 0; /* the last: the default layout */
        c.generic = g;
        c.independent = g == 2 || (i & 4) != 0;
        c.calls = 3;
        run(ov, &c);
      }
}

static void summary(int ov, double secs) {
  const coll_stats *s = &stats[ov];
  if (s->unsupported && !s->passed && !s->failed) {
    printf("%-20s SKIPPED: no generator (CJ_E_UNSUPPORTED)\n", opvars[ov].name);
    return;
  }
  printf("%-20s %s: %d cases, %d passed, %d failed, %d refused; %ld launches, %ld elements "
         "checked, %ld sums off f32 rank order; %.2f s\n",
         opvars[ov].name, s->failed || s->invalid ? "FAIL" : "pass", s->cases, s->passed, s->failed,
         s->invalid, s->launches, s->elements, s->deviations, secs);
}

/* COLL_ONLY=TEXT: only the op variants whose name contains TEXT (while working on one) */
static int selected(int ov) {
  const char *only = getenv("COLL_ONLY");
  return !only || strstr(opvars[ov].name, only) != NULL;
}

int main(void) {
  double t0 = now_s(), secs[NOPS];
  int passed = 0;
  for (int ov = 0; ov < NOPS; ov++) {
    if (!selected(ov)) continue;
    double t = now_s();
    harness_region_override = opvars[ov].off_heap;
    sweep_op(ov);
    if (!stats[ov].unsupported) {
      defaults_op(ov);
      big_op(ov);
      generic_op(ov);
    }
    harness_region_override = 0;
    secs[ov] = now_s() - t;
    passed += stats[ov].passed;
  }
  for (int ov = 0; ov < NOPS; ov++)
    if (selected(ov)) summary(ov, secs[ov]);
  /* a planted fault in broadcast split (the peers read the root's output while the root
   * still copies its input there) is caught: wrong elements at 3 and 4 ranks, not in place */
  int caught = 0, tried = 0;
  cj__plant_fault = CJ_PLANT_BCAST_STALE;
  for (int w = 3; w <= 4; w++)
    for (int d = 0; d < 2; d++, tried++) {
      int ov = 0;
      while (ov < NOPS && !(opvars[ov].op == CJ_OP_BROADCAST &&
                            opvars[ov].variant == CJ_VARIANT_SPLIT && !opvars[ov].off_heap))
        ov++;
      coll_stats scratch;
      memset(&scratch, 0, sizeof scratch);
      coll_case c = base_case(ov, dtypes[d], CJ_SUM, w, 70001);
      c.root = d ? w - 1 : 0;
      c.bar = CJ_BAR_DEFAULT;
      caught += coll_run(&c, seed++, &scratch) == COLL_FAIL;
    }
  cj__plant_fault = CJ_PLANT_NONE;
  CHECK(caught == tried, "planted fault (broadcast split reads the root's stale output): "
        "caught in %d of %d cases", caught, tried);
  printf("planted fault, broadcast split reading the root's stale output: caught in %d of %d "
         "cases\n", caught, tried);
  printf("total %.2f s\n", now_s() - t0);
  if (!passed && !test_failures_) TEST_SKIP("no collective has a generator");
  return test_end();
}
