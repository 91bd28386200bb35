/* The vendor BLAS (cuBLASLt on NVIDIA, hipBLASLt on AMD), loaded with dlopen like the other
 * vendor libraries: row-major C = A B (+ bias) on a stream, bf16 / f16 in, f32 accumulation,
 * the output type of the inputs or f32. Used by the vendor-BLAS paths of allgather_gemm and
 * gemm_reducescatter (calls_gemm.c), which overlap the copies of chunks with one GEMM per
 * chunk. */
#ifndef COLLJIT_VBLAS_H
#define COLLJIT_VBLAS_H

#include <stdint.h>

#include "backend.h"

typedef struct cj_vblas cj_vblas;

/* One GEMM: c (rows x n, ld n) = a (rows x k, ld k) b (k x n, ld n) [+ bias (n)]. Pointers
 * are device addresses; `align` is the largest power of two (<= 256) dividing every one of
 * them; ws/ws_bytes the vendor's workspace (may be 0). c is of the inputs' type, or f32 when
 * out_f32 (the unrounded partial products of gemm_reducescatter's vendor path). */
typedef struct cj_vblas_gemm {
  uint64_t rows, n, k;
  cj_dtype dtype;
  int out_f32;
  uint64_t a, b, c, bias;
  unsigned align;
  uint64_t ws, ws_bytes;
  /* the generated gemm op only (path ce; 0 for the vendor's): world - 1 addends of rows x n
   * in the dtype, one after another, summed into c (CJ_REQ_ADD_SLOTS) */
  uint64_t adds;
} cj_vblas_gemm;

/* The library of the backend's vendor and a handle on the bound device; CJ_E_UNAVAILABLE
 * (the reason in the message) when the library or a symbol is missing. */
cj_status cj__vblas_open(const cj_backend *be, cj_vblas **out);
/* Queues the GEMM on `stream`. Descriptors and the chosen algorithm are kept per shape (a
 * later call of the same shape does no heuristic query, which also makes it safe inside a
 * stream capture). */
cj_status cj__vblas_gemm(cj_vblas *v, const cj_vblas_gemm *g, void *stream);
/* The descriptors and algorithm of g's shape, made now (no stream work): CJ_E_UNSUPPORTED
 * when the library has no algorithm for it. */
cj_status cj__vblas_plan(cj_vblas *v, const cj_vblas_gemm *g);
void cj__vblas_close(cj_vblas *v);
/* "cuBLASLt 130100 (libcublasLt.so.13)" style identity of an open library. */
const char *cj__vblas_name(const cj_vblas *v);

#endif
