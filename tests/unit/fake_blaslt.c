/* A fake cuBLASLt / hipBLASLt (built twice, as libcublasLt.so.13 with FAKE_PREFIX cublasLt and
 * as libhipblaslt.so.1 with hipblasLt) for tests/unit/test_vblas.c: the entry points
 * runtime/vblas.c loads, each recording what it was given, so that the test can check the
 * row-major to column-major mapping, the attribute ids and values of each vendor, and how
 * often the heuristic is asked. No GPU. */
#include <stdint.h>
#include <string.h>

#include "fake_blaslt.h"

#define CAT2(a, b) a##b
#define CAT(a, b) CAT2(a, b)
#define F(name) CAT(FAKE_PREFIX, name)

static fake_blaslt st;
static int handle, desc, pref, layouts[8];

fake_blaslt *fake_blaslt_state(void) { return &st; }

int F(Create)(void **h) {
  *h = &handle;
  return st.fail_create;
}
int F(Destroy)(void *h) { return h != &handle; }
int F(MatmulDescCreate)(void **d, int compute, int scale) {
  *d = &desc;
  st.compute = compute, st.scale = scale;
  return 0;
}
int F(MatmulDescDestroy)(void *d) { return d != &desc; }
/* An attribute's value (up to 8 bytes) and how often it was set; 7 (invalid) otherwise. */
static int set_attr(int ok, uint64_t *vals, int *counts, int attr, const void *buf, size_t n) {
  if (!ok || attr < 0 || attr >= FAKE_ATTRS || n > 8) return 7;
  vals[attr] = 0;
  memcpy(&vals[attr], buf, n);
  counts[attr]++;
  return 0;
}
int F(MatmulDescSetAttribute)(void *d, int attr, const void *buf, size_t n) {
  return set_attr(d == &desc, st.desc_attr, st.desc_set, attr, buf, n);
}
int F(MatrixLayoutCreate)(void **l, int type, uint64_t rows, uint64_t cols, int64_t ld) {
  int i = st.nlayouts++ % 8;
  *l = &layouts[i];
  st.layout[i][0] = (uint64_t)type, st.layout[i][1] = rows, st.layout[i][2] = cols;
  st.layout[i][3] = (uint64_t)ld;
  return 0;
}
int F(MatrixLayoutDestroy)(void *l) {
  (void)l;
  return 0;
}
int F(MatmulPreferenceCreate)(void **p) {
  *p = &pref;
  return 0;
}
int F(MatmulPreferenceDestroy)(void *p) { return p != &pref; }
int F(MatmulPreferenceSetAttribute)(void *p, int attr, const void *buf, size_t n) {
  return set_attr(p == &pref, st.pref_attr, st.pref_set, attr, buf, n);
}
int F(MatmulAlgoGetHeuristic)(void *h, void *d, void *a, void *b, void *c, void *dd, void *p,
                              int want, void *results, int *found) {
  (void)a, (void)b, (void)c, (void)dd;
  st.heuristics++;
  if (h != &handle || d != &desc || p != &pref || want < 1) return 7;
  memset(results, 0, 8);
  memcpy(results, "ALGO-OK", 8); /* the algorithm's first bytes: Matmul must get them back */
  *found = st.no_algorithm ? 0 : 1;
  return 0;
}
int F(Matmul)(void *h, void *d, const void *alpha, const void *a, void *ad, const void *b,
              void *bd, const void *beta, const void *c, void *cd, void *dp, void *dd,
              const void *algo, void *ws, size_t wsn, void *stream) {
  (void)ad, (void)bd, (void)cd, (void)dd;
  st.matmuls++;
  st.a = (uint64_t)(uintptr_t)a, st.b = (uint64_t)(uintptr_t)b;
  st.c = (uint64_t)(uintptr_t)c, st.d = (uint64_t)(uintptr_t)dp;
  st.ws = (uint64_t)(uintptr_t)ws, st.ws_bytes = wsn, st.stream = stream;
  st.alpha = *(const float *)alpha, st.beta = *(const float *)beta;
  st.algo_ok = algo && !memcmp(algo, "ALGO-OK", 8);
  return h != &handle || d != &desc;
}
size_t F(GetVersion)(void) { return 424242; }
