/* The CPU executor: runs kernel IR on host threads against host memory. */
#ifndef COLLJIT_INTERP_H
#define COLLJIT_INTERP_H

#include <stdint.h>

#include "colljit.h"
#include "kir.h"

typedef struct cj_interp_opts {
  double watchdog_s; /* whole-launch limit; past it every thread stops with CJ_E_TIMEOUT */
  /* Optional: called by each (rank, block) thread before it starts, e.g. to inject delays */
  void (*on_block_start)(void *user, int rank, int block);
  void *user;
} cj_interp_opts;

/* Runs one launch of `k` on every rank at once: for each rank r and block b a host thread runs
 * the block's block_threads lanes in lockstep. args[r][i] are the raw 64-bit values of kernel
 * parameter i for rank r (pointers are host addresses; I32 in the low bits). Memory accesses
 * touch host memory directly; atomics are C11 atomics at sequentially consistent strength.
 * Returns CJ_OK, CJ_E_TIMEOUT (watchdog), or CJ_E_INVALID (the kernel broke a kir rule, such
 * as a BARRIER under divergent control flow); the message is in cj_last_error(). */
cj_status cj__interp_run(const kir_kernel *k, int world, const uint64_t *const *args,
                         const cj_interp_opts *opts);

/* Runs the launch of one rank only (its `grid` blocks), as a GPU of that rank would; several
 * host threads may call this at once for different ranks to let ranks progress independently
 * (their kernels meet through the memory they share). args: that rank's parameter values. */
cj_status cj__interp_run_rank(const kir_kernel *k, int rank, const uint64_t *args,
                              const cj_interp_opts *opts);

#endif
