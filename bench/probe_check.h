// CK: the probes' check of a CUDA runtime call (bench/store_probe.cu, bench/round_probe.cu):
// on failure, the call, where, and the runtime's message, then exit 1.
#ifndef COLLJIT_BENCH_PROBE_CHECK_H
#define COLLJIT_BENCH_PROBE_CHECK_H
#include <cuda_runtime.h>
#include <stdio.h>
#include <stdlib.h>

#define CK(x)                                                                                  \
  do {                                                                                         \
    cudaError_t e_ = (x);                                                                      \
    if (e_ != cudaSuccess) {                                                                   \
      fprintf(stderr, "%s:%d %s: %s\n", __FILE__, __LINE__, #x, cudaGetErrorString(e_));       \
      exit(1);                                                                                 \
    }                                                                                          \
  } while (0)

#endif
