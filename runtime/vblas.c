/* The vendor BLAS through dlopen: cuBLASLt (NVIDIA) or hipBLASLt (AMD). The two share the
 * entry points' shapes (cublasLtX / hipblasLtX) and differ in the libraries' names, the values
 * of a few enumerations and the size of the heuristic result; one table per vendor holds
 * those. Values from the vendors' public headers: cublasLt.h (CUDA 12/13), hipblaslt.h and
 * hipblas-common.h (ROCm 6.x). Row-major C = A B is computed as the column-major product
 * C^T = B^T A^T, so no transpose is set. */
#include "vblas.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "support.h"

typedef struct vendor {
  const char *title;        /* in messages */
  const char *const *libs;  /* names to dlopen, first found wins (a loaded one first) */
  const char *prefix;       /* "cublasLt" or "hipblasLt" */
  int compute_32f;          /* cublasComputeType_t / hipblasComputeType_t */
  int r_32f, r_16f, r_16bf; /* cudaDataType / hipDataType */
  int desc_epilogue, desc_bias_pointer, desc_bias_type;
  int pref_max_workspace;
  unsigned epilogue_bias;
  size_t heuristic_size; /* sizeof(cublasLtMatmulHeuristicResult_t) or the hip one */
} vendor;

static const char *const cublaslt_libs[] = {"libcublasLt.so.13", "libcublasLt.so.12",
                                            "libcublasLt.so.11", "libcublasLt.so", NULL};
static const char *const hipblaslt_libs[] = {"libhipblaslt.so.1", "libhipblaslt.so.0",
                                             "libhipblaslt.so", NULL};

/* cublasLtMatmulHeuristicResult_t: algo (8 x uint64), workspaceSize, state, wavesCount,
 * reserved[4] = 96 bytes; hipblasLtMatmulHeuristicResult_t: algo (16 bytes + a size_t),
 * workspaceSize, state, wavesCount, reserved[4] = 56 bytes. */
static const vendor vendors[] = {
    [CJ_VENDOR_NVIDIA] = {"cuBLASLt", cublaslt_libs, "cublasLt", 68, 0, 2, 14, 7, 8, 26, 1, 4, 96},
    [CJ_VENDOR_AMD] = {"hipBLASLt", hipblaslt_libs, "hipblasLt", 2, 0, 2, 14, 2, 3, 4, 1, 4, 56},
};

#define VB_FUNCS(X)                                                                                \
  X(Create, "Create", (void **))                                                                   \
  X(Destroy, "Destroy", (void *))                                                                  \
  X(DescCreate, "MatmulDescCreate", (void **, int, int))                                           \
  X(DescDestroy, "MatmulDescDestroy", (void *))                                                    \
  X(DescSet, "MatmulDescSetAttribute", (void *, int, const void *, size_t))                        \
  X(LayoutCreate, "MatrixLayoutCreate", (void **, int, uint64_t, uint64_t, int64_t))               \
  X(LayoutDestroy, "MatrixLayoutDestroy", (void *))                                                \
  X(PrefCreate, "MatmulPreferenceCreate", (void **))                                               \
  X(PrefDestroy, "MatmulPreferenceDestroy", (void *))                                              \
  X(PrefSet, "MatmulPreferenceSetAttribute", (void *, int, const void *, size_t))                  \
  X(Heuristic, "MatmulAlgoGetHeuristic",                                                           \
    (void *, void *, void *, void *, void *, void *, void *, int, void *, int *))                  \
  X(Matmul, "Matmul",                                                                              \
    (void *, void *, const void *, const void *, void *, const void *, void *, const void *,       \
     const void *, void *, void *, void *, const void *, void *, size_t, void *))

#define VB_SHAPES 16 /* shapes kept per handle (a ring: the oldest goes) */

typedef struct shape {
  cj_vblas_gemm key; /* the call that made it (same_shape compares) */
  void *desc, *la, *lb, *lc;
  unsigned char algo[96]; /* the heuristic's first result (its algo at offset 0) */
  int used;
} shape;

struct cj_vblas {
  const vendor *v;
  void *lib, *handle;
  char name[96];
#define VB_FIELD(f, sym, args) int(*f) args;
  VB_FUNCS(VB_FIELD)
#undef VB_FIELD
  shape shapes[VB_SHAPES];
  int next;
};

static cj_status vfail(const cj_vblas *v, const char *what, int st) {
  return cj__fail(CJ_E_DEVICE, "%s: %s%s failed with status %d", v->v->title, v->v->prefix, what,
                  st);
}

cj_status cj__vblas_open(const cj_backend *be, cj_vblas **out) {
  *out = NULL;
  if (!be || (be->vendor != CJ_VENDOR_NVIDIA && be->vendor != CJ_VENDOR_AMD))
    return cj__fail(CJ_E_UNAVAILABLE, "vendor BLAS: no device backend");
  cj_vblas *v = calloc(1, sizeof *v);
  if (!v) return cj__fail(CJ_E_OOM, "vendor BLAS: out of memory");
  v->v = &vendors[be->vendor];
  char tried[256];
  v->lib = cj__dlopen_reuse_first(v->v->libs, tried, sizeof tried);
  if (!v->lib) { /* then where the toolkit installs it, off the loader's path */
    char paths[4][256];
    const char *names[5] = {paths[0], paths[1], paths[2], paths[3], NULL};
    const char *home = be->vendor == CJ_VENDOR_NVIDIA ? cj__env()->cuda_home : "/opt/rocm";
    for (int i = 0; i < 4; i++)
      snprintf(paths[i], sizeof paths[i], "%s/%s/%s", home ? home : "",
               be->vendor == CJ_VENDOR_NVIDIA ? "lib64" : "lib", v->v->libs[i < 3 ? i : 0]);
    char more[256];
    v->lib = cj__dlopen_first(names, more, sizeof more);
  }
  if (!v->lib) {
    free(v);
    return cj__fail(CJ_E_UNAVAILABLE, "%s not found (tried %s)", vendors[be->vendor].title, tried);
  }
  char sym[96];
#define VB_SYM(f, s, args)                                                                         \
  snprintf(sym, sizeof sym, "%s%s", v->v->prefix, s);                                              \
  if (!(*(void **)&v->f = cj__dlsym(v->lib, sym))) {                                               \
    free(v);                                                                                       \
    return cj__fail(CJ_E_UNAVAILABLE, "%s lacks %s (too old?)", vendors[be->vendor].title, sym);   \
  }
  VB_FUNCS(VB_SYM)
#undef VB_SYM
  int st = v->Create(&v->handle);
  if (st) {
    cj_status s = vfail(v, "Create", st);
    free(v);
    return s;
  }
  snprintf(sym, sizeof sym, "%sGetVersion", v->v->prefix);
  size_t (*ver)(void) =
      be->vendor == CJ_VENDOR_NVIDIA ? (size_t(*)(void))cj__dlsym(v->lib, sym) : NULL;
  snprintf(v->name, sizeof v->name, "%s %zu", v->v->title, ver ? ver() : (size_t)0);
  *out = v;
  return CJ_OK;
}

const char *cj__vblas_name(const cj_vblas *v) { return v ? v->name : "none"; }

static void shape_free(cj_vblas *v, shape *s) {
  if (s->desc) v->DescDestroy(s->desc);
  if (s->la) v->LayoutDestroy(s->la);
  if (s->lb) v->LayoutDestroy(s->lb);
  if (s->lc) v->LayoutDestroy(s->lc);
  memset(s, 0, sizeof *s);
}

void cj__vblas_close(cj_vblas *v) {
  if (!v) return;
  for (int i = 0; i < VB_SHAPES; i++)
    shape_free(v, &v->shapes[i]);
  if (v->handle) v->Destroy(v->handle);
  free(v); /* the library stays loaded: another handle may use it */
}

static int type_of(const vendor *vd, cj_dtype t) {
  return t == CJ_BF16 ? vd->r_16bf : t == CJ_F16 ? vd->r_16f : -1;
}

/* Whether a kept shape serves g: the fields that choose descriptors and algorithm (not the
 * pointers, except whether there is a bias). */
static int same_shape(const cj_vblas_gemm *k, const cj_vblas_gemm *g) {
  return k->rows == g->rows && k->n == g->n && k->k == g->k && k->dtype == g->dtype &&
         !k->out_f32 == !g->out_f32 && !k->bias == !g->bias && k->align == g->align &&
         k->ws_bytes == g->ws_bytes;
}

/* Descriptors, layouts and the heuristic's algorithm for a new shape. */
static cj_status shape_make(cj_vblas *v, const cj_vblas_gemm *g, shape *s) {
  const vendor *vd = v->v;
  int t = type_of(vd, g->dtype), st;
  if (t < 0)
    return cj__fail(CJ_E_INVALID, "%s: dtype %s is not bf16 or f16", vd->title,
                    cj_dtype_name(g->dtype));
  s->key = *g;
  /* column-major: D^T (n x rows) = B^T (n x k) A^T (k x rows) */
  if ((st = v->DescCreate(&s->desc, vd->compute_32f, vd->r_32f)))
    return vfail(v, "MatmulDescCreate", st);
  if ((st = v->LayoutCreate(&s->la, t, g->n, g->k, (int64_t)g->n)) ||
      (st = v->LayoutCreate(&s->lb, t, g->k, g->rows, (int64_t)g->k)) ||
      (st = v->LayoutCreate(&s->lc, g->out_f32 ? vd->r_32f : t, g->n, g->rows, (int64_t)g->n)))
    return vfail(v, "MatrixLayoutCreate", st);
  if (g->bias) {
    unsigned epi = vd->epilogue_bias;
    int32_t bt = t;
    if ((st = v->DescSet(s->desc, vd->desc_epilogue, &epi, sizeof epi)) ||
        (st = v->DescSet(s->desc, vd->desc_bias_type, &bt, sizeof bt)) ||
        (st = v->DescSet(s->desc, vd->desc_bias_pointer, &g->bias, sizeof g->bias)))
      return vfail(v, "MatmulDescSetAttribute", st);
  }
  void *pref = NULL;
  if ((st = v->PrefCreate(&pref))) return vfail(v, "MatmulPreferenceCreate", st);
  uint64_t ws = g->ws_bytes;
  st = v->PrefSet(pref, vd->pref_max_workspace, &ws, sizeof ws);
  /* cuBLASLt assumes 256-byte aligned matrices unless told (5..8: the minimum alignments of
   * A, B, C and D in bytes); hipBLASLt has no such preference */
  for (int a = 5; !st && a <= 8 && vd == &vendors[CJ_VENDOR_NVIDIA]; a++) {
    uint32_t al = g->align;
    st = v->PrefSet(pref, a, &al, sizeof al);
  }
  unsigned char res[4][96];
  int found = 0;
  if (!st) st = v->Heuristic(v->handle, s->desc, s->la, s->lb, s->lc, s->lc, pref, 1, res, &found);
  v->PrefDestroy(pref);
  if (st) return vfail(v, "MatmulAlgoGetHeuristic", st);
  if (found < 1)
    return cj__fail(CJ_E_UNSUPPORTED, "%s: no algorithm for %llux%llux%llu %s", vd->title,
                    (unsigned long long)g->rows, (unsigned long long)g->n, (unsigned long long)g->k,
                    cj_dtype_name(g->dtype));
  memcpy(s->algo, res[0],
         vd->heuristic_size < sizeof s->algo ? vd->heuristic_size : sizeof s->algo);
  s->used = 1;
  return CJ_OK;
}

static cj_status shape_for(cj_vblas *v, const cj_vblas_gemm *g, shape **out) {
  for (int i = 0; i < VB_SHAPES; i++)
    if (v->shapes[i].used && same_shape(&v->shapes[i].key, g)) return *out = &v->shapes[i], CJ_OK;
  shape *s = &v->shapes[v->next];
  v->next = (v->next + 1) % VB_SHAPES;
  shape_free(v, s);
  cj_status st = shape_make(v, g, s);
  if (st) shape_free(v, s);
  *out = st ? NULL : s;
  return st;
}

cj_status cj__vblas_plan(cj_vblas *v, const cj_vblas_gemm *g) {
  shape *s;
  return shape_for(v, g, &s);
}

cj_status cj__vblas_gemm(cj_vblas *v, const cj_vblas_gemm *g, void *stream) {
  if (!g->rows || !g->n || !g->k) return CJ_OK;
  shape *s;
  cj_status r = shape_for(v, g, &s);
  if (r) return r;
  int st;
  if (g->bias && (st = v->DescSet(s->desc, v->v->desc_bias_pointer, &g->bias, sizeof g->bias)))
    return vfail(v, "MatmulDescSetAttribute", st);
  float one = 1.0f, zero = 0.0f;
  st = v->Matmul(v->handle, s->desc, &one, (const void *)(uintptr_t)g->b, s->la,
                 (const void *)(uintptr_t)g->a, s->lb, &zero, (const void *)(uintptr_t)g->c, s->lc,
                 (void *)(uintptr_t)g->c, s->lc, s->algo, (void *)(uintptr_t)g->ws,
                 (size_t)g->ws_bytes, stream);
  return st ? vfail(v, "Matmul", st) : CJ_OK;
}
