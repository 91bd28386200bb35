/* The float64 reference of allreduce_rmsnorm and its tolerance (tests/cpu/test_rmsnorm.c says
 * why each term is there), shared by the CPU-executor and the GPU tests. Header-only. */
#ifndef COLLJIT_TESTS_RMSNORM_REF_H
#define COLLJIT_TESTS_RMSNORM_REF_H

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "colljit.h"

static inline int mant_bits(cj_dtype t) { return t == CJ_F32 ? 23 : t == CJ_F16 ? 10 : 7; }

static inline double rms_ulp(cj_dtype t, double v) {
  int e;
  frexp(fabs(v), &e); /* |v| = m 2^e, m in [0.5, 1) */
  int lo = t == CJ_F32 ? -126 : t == CJ_F16 ? -14 : -126;
  if (e - 1 < lo) e = lo + 1;
  return ldexp(1.0, e - 1 - mant_bits(t));
}

static inline double rms_load(cj_dtype t, const void *p, uint64_t i) {
  if (t == CJ_F32) return ((const float *)p)[i];
  uint16_t h = ((const uint16_t *)p)[i];
  if (t == CJ_BF16) {
    uint32_t u = (uint32_t)h << 16;
    float f;
    memcpy(&f, &u, 4);
    return f;
  }
  _Float16 f;
  memcpy(&f, &h, 2);
  return (double)f;
}

/* v is exact in every dtype (a multiple of 1/64 in [-2, 2]). */
static inline void rms_store(cj_dtype t, void *p, uint64_t i, double v) {
  if (t == CJ_F32) {
    ((float *)p)[i] = (float)v;
  } else if (t == CJ_BF16) {
    float f = (float)v;
    uint32_t u;
    memcpy(&u, &f, 4);
    ((uint16_t *)p)[i] = (uint16_t)(u >> 16);
  } else {
    _Float16 f = (_Float16)v;
    memcpy((uint16_t *)p + i, &f, 2);
  }
}

/* One call's inputs: res0 (tokens x hidden) the residual before the call, xs (world x tokens x
 * hidden) every rank's x, weight (hidden, in dtype). noisy: inputs with 24 significant bits. */
typedef struct rms_ref {
  cj_dtype dtype;
  int world;
  uint64_t tokens, hidden;
  float eps;
  int noisy;
  const double *res0, *xs;
  const void *weight;
} rms_ref;

/* Checks one rank's residual and out (dtype arrays) against float64; returns the number of
 * elements out of tolerance (reports the first three). */
static inline int rms_ref_check(const rms_ref *s, const void *res, const void *out,
                                const char *what) {
  uint64_t H = s->hidden, n = s->tokens * H;
  int bad = 0;
  double *ref = malloc(H * sizeof *ref), *mag = malloc(H * sizeof *mag);
  if (!ref || !mag) {
    free(ref);
    free(mag);
    return 1;
  }
  for (uint64_t t = 0; t < s->tokens && bad < 3; t++) {
    double sq = 0;
    for (uint64_t j = 0; j < H; j++) {
      double sum = 0;
      mag[j] = fabs(s->res0[t * H + j]);
      for (int r = 0; r < s->world; r++) {
        sum += s->xs[(uint64_t)r * n + t * H + j];
        mag[j] += fabs(s->xs[(uint64_t)r * n + t * H + j]);
      }
      ref[j] = s->res0[t * H + j] + sum;
      sq += ref[j] * ref[j];
    }
    double inv = 1.0 / sqrt(sq / (double)H + (double)s->eps);
    for (uint64_t j = 0; j < H && bad < 3; j++) {
      uint64_t i = t * H + j;
      double gr = rms_load(s->dtype, res, i), go = rms_load(s->dtype, out, i);
      double wj = rms_load(s->dtype, s->weight, j), oref = ref[j] * inv * wj;
      double tol_r = rms_ulp(s->dtype, ref[j]) + (s->noisy ? s->world * ldexp(mag[j], -24) : 0);
      double tol_o = 2 * rms_ulp(s->dtype, oref) + fabs(wj) * inv * tol_r + 1e-5 * fabs(oref);
      if (fabs(gr - ref[j]) > tol_r || fabs(go - oref) > tol_o) {
        fprintf(stderr, "%s: row %llu col %llu: residual %.9g (want %.9g), out %.9g (want %.9g)\n",
                what, (unsigned long long)t, (unsigned long long)j, gr, ref[j], go, oref);
        bad++;
      }
    }
  }
  free(ref);
  free(mag);
  return bad;
}

#endif
