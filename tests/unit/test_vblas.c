/* runtime/vblas.c against fake cuBLASLt and hipBLASLt libraries (tests/unit/fake_blaslt.c): the
 * row-major C = A B as the column-major B^T A^T (layouts, operand order), each vendor's
 * attribute ids and values (compute type, epilogue, bias pointer and type, workspace and
 * alignment preferences), one heuristic query per shape (later calls reuse it, a new bias
 * pointer is set again), f32 output layouts for partial products, a shape without an
 * algorithm refused, a failing create reported. */
#include <dlfcn.h>
#include <stdio.h>
#include <string.h>

#include "backend.h"
#include "fake_blaslt.h"
#include "test.h"
#include "vblas.h"

static fake_blaslt *state_of(const char *path) {
  void *h = dlopen(path, RTLD_NOW | RTLD_GLOBAL);
  CHECK(h != NULL, "dlopen %s: %s", path, dlerror());
  fake_blaslt *(*fn)(void) = h ? (fake_blaslt * (*)(void)) dlsym(h, "fake_blaslt_state") : NULL;
  return fn ? fn() : NULL;
}

typedef struct ids {
  int compute, epilogue, bias_ptr, bias_type, aligns;
} ids;

static void one_vendor(cj_vendor v, const char *path, ids want) {
  fake_blaslt *st = state_of(path);
  if (!st) return;
  cj_backend be = {.name = "fake", .vendor = v};
  cj_vblas *vb = NULL;
  st->fail_create = 5;
  CHECK_EQ(cj__vblas_open(&be, &vb), CJ_E_DEVICE);
  CHECK(strstr(cj_last_error(), "Create failed with status 5"), "%s", cj_last_error());
  st->fail_create = 0;
  CHECK_EQ(cj__vblas_open(&be, &vb), CJ_OK);
  if (!vb) return;
  printf("%s\n", cj__vblas_name(vb));
  /* C (100 x 30) = A (100 x 40) B (40 x 30) + bias, bf16 */
  cj_vblas_gemm g = {.rows = 100, .n = 30, .k = 40, .dtype = CJ_BF16, .a = 0x1000, .b = 0x2000,
                     .c = 0x3000, .bias = 0x4000, .align = 16, .ws = 0x5000, .ws_bytes = 1 << 20};
  CHECK_EQ(cj__vblas_gemm(vb, &g, (void *)0x77), CJ_OK);
  CHECK_EQ(st->compute, want.compute);
  CHECK_EQ(st->scale, 0); /* f32 scale */
  /* D^T (n x rows, ld n) = B^T (n x k, ld n) . A^T (k x rows, ld k), all bf16 (14) */
  uint64_t lay[3][4] = {{14, 30, 40, 30}, {14, 40, 100, 40}, {14, 30, 100, 30}};
  CHECK(st->nlayouts == 3 && !memcmp(st->layout, lay, sizeof lay),
        "layouts %llu: %llux%llu ld %llu / %llux%llu ld %llu / %llux%llu ld %llu",
        (unsigned long long)st->nlayouts, (unsigned long long)st->layout[0][1],
        (unsigned long long)st->layout[0][2], (unsigned long long)st->layout[0][3],
        (unsigned long long)st->layout[1][1], (unsigned long long)st->layout[1][2],
        (unsigned long long)st->layout[1][3], (unsigned long long)st->layout[2][1],
        (unsigned long long)st->layout[2][2], (unsigned long long)st->layout[2][3]);
  CHECK_EQ(st->desc_attr[want.epilogue], 4); /* the bias epilogue */
  CHECK_EQ(st->desc_attr[want.bias_type], 14);
  CHECK_EQ(st->desc_attr[want.bias_ptr], 0x4000);
  CHECK_EQ(st->pref_attr[1], 1 << 20); /* the workspace */
  CHECK_EQ(st->pref_set[5] + st->pref_set[6] + st->pref_set[7] + st->pref_set[8],
           want.aligns ? 4 : 0);
  if (want.aligns) CHECK_EQ(st->pref_attr[5], 16);
  CHECK(st->a == 0x2000 && st->b == 0x1000 && st->c == 0x3000 && st->d == 0x3000,
        "operands %llx %llx %llx %llx", (unsigned long long)st->a, (unsigned long long)st->b,
        (unsigned long long)st->c, (unsigned long long)st->d);
  CHECK(st->ws == 0x5000 && st->ws_bytes == 1 << 20 && st->stream == (void *)0x77, "ws, stream");
  CHECK(st->alpha == 1.0f && st->beta == 0.0f && st->algo_ok, "alpha %g beta %g algo %d",
        st->alpha, st->beta, st->algo_ok);
  CHECK_EQ(st->heuristics, 1);
  /* the same shape again, other pointers: no second heuristic, the new bias set */
  g.a = 0x1100, g.c = 0x3100, g.bias = 0x4100;
  CHECK_EQ(cj__vblas_gemm(vb, &g, NULL), CJ_OK);
  CHECK_EQ(st->heuristics, 1);
  CHECK_EQ(st->desc_attr[want.bias_ptr], 0x4100);
  CHECK(st->b == 0x1100 && st->d == 0x3100 && st->matmuls == 2, "second call");
  /* another alignment is another shape; f16 is type 2 */
  g.align = 2, g.dtype = CJ_F16, g.bias = 0;
  CHECK_EQ(cj__vblas_gemm(vb, &g, NULL), CJ_OK);
  CHECK_EQ(st->heuristics, 2);
  CHECK_EQ(st->layout[3][0], 2);
  if (want.aligns) CHECK_EQ(st->pref_attr[8], 2);
  /* f32 partial products (gemm_reducescatter's vendor path): f16 A and B, f32 C and D (type
   * 0), a shape of its own */
  g.out_f32 = 1;
  CHECK_EQ(cj__vblas_gemm(vb, &g, NULL), CJ_OK);
  CHECK_EQ(st->heuristics, 3);
  CHECK(st->nlayouts == 9 && st->layout[6][0] == 2 && st->layout[7][0] == 2 &&
            st->layout[0][0] == 0,
        "f32 partials: %d layouts, types %llu %llu %llu", st->nlayouts,
        (unsigned long long)st->layout[6][0], (unsigned long long)st->layout[7][0],
        (unsigned long long)st->layout[0][0]);
  g.out_f32 = 0;
  CHECK_EQ(cj__vblas_gemm(vb, &g, NULL), CJ_OK);
  CHECK_EQ(st->heuristics, 3); /* the f16-out shape is still kept */
  /* no algorithm: refused before any launch */
  st->no_algorithm = 1;
  g.rows = 7;
  int before = st->matmuls;
  CHECK_EQ(cj__vblas_plan(vb, &g), CJ_E_UNSUPPORTED);
  CHECK_EQ(cj__vblas_gemm(vb, &g, NULL), CJ_E_UNSUPPORTED);
  CHECK_EQ(st->matmuls, before);
  st->no_algorithm = 0;
  g.dtype = CJ_F32;
  CHECK_EQ(cj__vblas_gemm(vb, &g, NULL), CJ_E_INVALID);
  cj__vblas_close(vb);
}

int main(void) {
  one_vendor(CJ_VENDOR_NVIDIA, FAKE_CUBLASLT_PATH, (ids){68, 7, 8, 26, 1});
  one_vendor(CJ_VENDOR_AMD, FAKE_HIPBLASLT_PATH, (ids){2, 2, 3, 4, 0});
  return test_end();
}
