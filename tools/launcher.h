/* One process per GPU for GPU tests and benchmarks. The parent never touches the GPU (driver
 * state does not survive fork); it forks the ranks, bounds their run time, and collects their
 * exit codes. */
#ifndef COLLJIT_LAUNCHER_H
#define COLLJIT_LAUNCHER_H

#include "colljit.h"

typedef int (*cj_rank_fn)(int rank, int world, const cj_unique_id *id, void *arg);

/* Number of GPUs, asked in a child process; 0 when there is no driver or no device. */
int cj_test_gpu_count(void);
/* Runs fn in `world` child processes (rank = 0..world-1, same id). Returns 0 when every rank
 * returned 0, else the first nonzero code; ranks still running after limit_s are killed
 * (code 124). codes (may be NULL) receives each rank's code (128 + signal if it died). */
int cj_test_launch(int world, cj_rank_fn fn, void *arg, double limit_s, int *codes);

#endif
