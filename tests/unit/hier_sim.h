/* A host simulator of the hierarchical collectives' step plans (runtime/hier_plan.h), for
 * test_hier_plan.c: every rank of nodes x local ranks runs its own plan on host memory; an inner
 * step runs when every rank of the node has reached it, an engine step when every rank of the
 * engine group has; steps that disagree between the ranks that take part, a plan that waits
 * forever, and an access outside a buffer are errors. Values are doubles rounded to the dtype
 * after every reduction; inner reductions go in local rank order, the engine's all-reduce in
 * an order that depends on the group (as rings of different groups may), so a result that only
 * holds when every group reduces alike shows up as ranks that differ. */
#ifndef COLLJIT_HIER_SIM_H
#define COLLJIT_HIER_SIM_H

#include <stdint.h>

#include "hier_plan.h"

enum { SIM_MAX_WORLD = 16 };

typedef struct sim_buf {
  double *p;
  uint64_t n; /* elements */
} sim_buf;

typedef struct sim_rank {
  cj_hier_map map;
  int rank_at[SIM_MAX_WORLD];
  cj_hier_step *steps;
  int nsteps, pc;
  sim_buf buf[3]; /* send, recv, work (cj_hier_buf order) */
} sim_rank;

typedef struct sim {
  int world, nodes, local;
  cj_dtype dtype;
  cj_redop redop;
  sim_rank r[SIM_MAX_WORLD];
  char err[256]; /* the first error, "" when none */
} sim;

/* value rounded to the dtype (i32: as is) */
double sim_round(cj_dtype t, double v);
/* Runs every rank's plan to its end; 0, or -1 with sim->err. */
int sim_run(sim *s);

#endif
