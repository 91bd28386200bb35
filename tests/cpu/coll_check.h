/* Running one collective case on the CPU executor and checking it against a reference.
 *
 * A case is a request (op, variant, dtype, redop, world, count, root, layout, barrier mode,
 * flags) plus how the test lays the buffers out (apart, or in place) and how it launches
 * (all ranks together, or each rank in its own thread, back to back). Every call of a case
 * gets fresh inputs: element i of rank p's input in call k is a pure function of (seed, k, p, i),
 * so any rank can recompute any peer's input to build the reference. Around each rank's
 * buffers lie guard bytes of poison; dst starts as poison.
 *
 * Checks, per rank and call: every output element against a double-precision reference
 * (copies bit-exact; i32 exact with wrapping sums; max/min exact; sums within a tolerance:
 * f32 1e-5 of the sum of magnitudes, f16/bf16 one unit in the last place of the result plus
 * the f32 accumulation error); every byte outside the output (guards, src, the other ranks'
 * parts of an in-place buffer, a reduce's non-root dst) unchanged; all_reduce results bitwise
 * identical on every rank. Sums that differ from an f32 accumulation in rank order 0..W-1,
 * rounded once, are counted (and the first one printed) as deviations, not failures. */
#ifndef COLLJIT_TESTS_CPU_COLL_CHECK_H
#define COLLJIT_TESTS_CPU_COLL_CHECK_H

#include <stddef.h>
#include <stdint.h>

#include "colljit.h"

typedef struct coll_case {
  cj_op op;
  cj_variant variant; /* CJ_VARIANT_AUTO for ops with one variant */
  cj_dtype dtype;
  cj_redop redop;
  int world, root;
  uint64_t count;
  int vec, threads, tile_m, tile_n, grid; /* 0: the planner's defaults */
  cj_barrier_mode bar;
  unsigned flags;  /* CJ_REQ_STAGE */
  int inplace;     /* the op's in-place layout (see colljit.h) */
  int calls;       /* launches on the same heaps, fresh data each */
  int independent; /* each rank launches in its own thread (barrier mode full only) */
  /* 0: the specialised kernel; 1: every rank runs the shape-generic kernel (CJ_REQ_GENERIC,
   * count and grid at launch, as the runtime does while the specialised one compiles);
   * 2: odd ranks run the generic kernel beside even ranks' specialised one (independent) */
  int generic;
} coll_case;

typedef enum coll_result { COLL_PASS, COLL_FAIL, COLL_UNSUPPORTED, COLL_INVALID } coll_result;

typedef struct coll_stats {
  int cases, passed, failed, unsupported, invalid;
  long launches;
  long elements;   /* output elements checked */
  long deviations; /* sums that are not bit-identical to f32 in rank order, rounded once */
  double secs;
} coll_stats;

/* Runs and checks one case; adds to *st. Failures are printed to stderr (the first wrong
 * element of the case, with the inputs that produced it). */
coll_result coll_run(const coll_case *c, uint64_t seed, coll_stats *st);

/* "allreduce.one_shot.sum.f32.n7.w3... inplace indep x2" (the key when the plan exists). */
void coll_case_name(const coll_case *c, const char *key, char *buf, size_t n);

/* 1 when the op reduces (all_reduce, reduce_scatter, reduce). */
int coll_reduces(cj_op op);

/* Caps the number of failure reports printed over the whole process (default 20). */
void coll_set_report_limit(int n);

#endif
