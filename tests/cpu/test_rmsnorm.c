/* allreduce_rmsnorm on the CPU executor, worlds 1..8, f32 / f16 / bf16, one_shot and two_shot,
 * token counts from 1 to 4099, against a float64 reference:
 *   r = round(r0 + sum of x over ranks): within W 2^-24 of the magnitudes of the W + 1 terms
 *       (the kernel adds them in f32) plus half an ulp of the dtype (one rounding to store);
 *   out from the kernel's stored r: within (hidden / 2 + 4) 2^-24 relative (f32 sum of hidden
 *       squares, a square root that halves its error, one division, two products) plus half an
 *       ulp of the dtype.
 * Every rank must end with the same r and out bits; x and the weight stay as they were. */
#include <math.h>
#include <string.h>

#include "harness.h"
#include "interp_impl.h"
#include "test.h"

static double half_ulp(cj_dtype t, double v) {
  int e;
  frexp(v, &e); /* |v| in [2^(e-1), 2^e) */
  int man = t == CJ_F32 ? 24 : t == CJ_F16 ? 11 : 8;
  return ldexp(1.0, e - man - 1) + (t == CJ_F16 ? 0x1p-25 : 1e-40); /* f16: subnormal floor */
}

static double get(const void *p, size_t i, cj_dtype t) {
  if (t == CJ_F32) return ((const float *)p)[i];
  uint16_t h = ((const uint16_t *)p)[i];
  uint32_t u = t == CJ_F16 ? cj__ix_f16_to_f32(h) : cj__ix_bf16_to_f32(h);
  float f;
  memcpy(&f, &u, 4);
  return f;
}

/* values uniform in [-2, 2), as the dtype (activations, residuals and weights of that size) */
static void fill(void *p, cj_dtype t, size_t n, uint64_t *seed, double scale) {
  for (size_t i = 0; i < n; i++) {
    double x = (double)(harness_rand(seed) >> 11) / 9007199254740992.0 * 4.0 - 2.0;
    float f = (float)(x * scale);
    uint32_t u;
    memcpy(&u, &f, 4);
    if (t == CJ_F32)
      ((float *)p)[i] = f;
    else
      ((uint16_t *)p)[i] = t == CJ_F16 ? cj__ix_f32_to_f16(u) : cj__ix_f32_to_bf16(u);
  }
}

typedef struct tcase {
  int world;
  cj_dtype dt;
  cj_variant v;
  uint32_t tokens, hidden;
  double scale; /* of x and r (0: 1); small values make eps matter */
} tcase;

static int run_case(const tcase *c, int plant) {
  cj_request req = CJ_REQUEST_INIT;
  req.op = CJ_OP_ALLREDUCE_RMSNORM;
  req.variant = c->v;
  req.dtype = c->dt;
  req.count = (uint64_t)c->tokens * c->hidden;
  req.hidden = c->hidden;
  req.eps = 1e-5f;
  req.world = c->world;
  req.target = "host";
  kir_kernel *k = harness_build(&req);
  CHECK(k != NULL, "build: %s", cj_last_error());
  if (!k) return -1;
  size_t es = cj_dtype_size(c->dt), n = req.count, bytes = n * es;
  harness h;
  size_t ll = c->v == CJ_VARIANT_LL ? cj__ll_area_bytes(c->world) : 0;
  CHECK(harness_init(&h, c->world, 4 * bytes + c->hidden * es + ll + (1u << 20)) == CJ_OK,
        "init: %s", cj_last_error());
  size_t x_off = harness_alloc(&h, bytes), out_off = harness_alloc(&h, bytes);
  size_t r_off = harness_alloc(&h, bytes), w_off = harness_alloc(&h, c->hidden * es);
  uint64_t seed = 0x5eed0000ull + (uint64_t)c->world * 977 + c->tokens * 31 + c->dt;
  for (int q = 0; q < c->world; q++)
    fill(harness_at(&h, q, x_off), c->dt, n, &seed, c->scale ? c->scale : 1);
  fill(harness_at(&h, 0, r_off), c->dt, n, &seed,
       c->scale ? c->scale : 1); /* the same r on every rank */
  fill(harness_at(&h, 0, w_off), c->dt, c->hidden, &seed, 1);
  for (int q = 1; q < c->world; q++) {
    memcpy(harness_at(&h, q, r_off), harness_at(&h, 0, r_off), bytes);
    memcpy(harness_at(&h, q, w_off), harness_at(&h, 0, w_off), c->hidden * es);
  }
  /* copies of the inputs for the reference */
  uint8_t *x0 = malloc(bytes * (size_t)c->world), *r0 = malloc(bytes), *w0 = malloc(c->hidden * es);
  for (int q = 0; q < c->world; q++)
    memcpy(x0 + q * bytes, harness_at(&h, q, x_off), bytes);
  memcpy(r0, harness_at(&h, 0, r_off), bytes);
  memcpy(w0, harness_at(&h, 0, w_off), c->hidden * es);
  h.src_off = x_off;
  h.dst_off = out_off;
  if (c->v == CJ_VARIANT_LL) { /* the ll receive area, zeroed once as the runtime does */
    h.work_off = harness_alloc(&h, ll);
    CHECK(h.work_off != HARNESS_NONE, "the ll area fits the heap");
    for (int q = 0; q < c->world && h.work_off != HARNESS_NONE; q++)
      memset(harness_at(&h, q, h.work_off), 0, ll);
  }
  for (int q = 0; q < c->world; q++) {
    h.aux[q][0] = (uintptr_t)harness_at(&h, q, r_off);
    h.aux[q][1] = (uintptr_t)harness_at(&h, q, w_off);
  }
  cj_status s = harness_run_kernel(&h, k);
  CHECK(s == CJ_OK, "run: %s", cj_last_error());
  int bad = 0;
  if (plant) ((uint8_t *)harness_at(&h, 0, out_off))[es * (n / 2)] ^= 0x40;
  for (uint32_t t = 0; t < c->tokens && !s; t++) {
    const void *rk = harness_at(&h, 0, r_off), *ok = harness_at(&h, 0, out_off);
    double ss = 0;
    for (uint32_t j = 0; j < c->hidden; j++) {
      size_t i = (size_t)t * c->hidden + j;
      double sum = get(r0, i, c->dt), mag = fabs(sum);
      for (int q = 0; q < c->world; q++) {
        double xv = get(x0 + q * bytes, i, c->dt);
        sum += xv;
        mag += fabs(xv);
      }
      double got = get(rk, i, c->dt);
      if (fabs(got - sum) > c->world * 0x1p-24 * mag + half_ulp(c->dt, sum)) bad++;
      ss += got * got;
    }
    double inv = 1.0 / sqrt(ss / c->hidden + (double)1e-5f);
    for (uint32_t j = 0; j < c->hidden; j++) {
      size_t i = (size_t)t * c->hidden + j;
      double want = get(rk, i, c->dt) * inv * get(w0, j, c->dt), got = get(ok, i, c->dt);
      double tol = fabs(want) * (c->hidden / 2.0 + 4) * 0x1p-24 + half_ulp(c->dt, want);
      if (!(fabs(got - want) <= tol)) {
        if (bad < 3) fprintf(stderr, "  out[%u][%u] = %.9g, want %.9g\n", t, j, got, want);
        bad++;
      }
    }
  }
  for (int q = 1; q < c->world && !s; q++) {
    bad += memcmp(harness_at(&h, q, r_off), harness_at(&h, 0, r_off), bytes) != 0;
    bad += memcmp(harness_at(&h, q, out_off), harness_at(&h, 0, out_off), bytes) != 0;
  }
  for (int q = 0; q < c->world && !s; q++) {
    bad += memcmp(harness_at(&h, q, x_off), x0 + q * bytes, bytes) != 0;
    bad += memcmp(harness_at(&h, q, w_off), w0, c->hidden * es) != 0;
  }
  free(x0);
  free(r0);
  free(w0);
  harness_free(&h);
  kir_kernel_free(k);
  return s ? -1 : bad;
}

int main(void) {
  static const cj_dtype dts[] = {CJ_F32, CJ_F16, CJ_BF16};
  static const uint32_t tokens[] = {1, 5, 33};
  int n = 0;
  static const cj_variant vs[] = {CJ_VARIANT_ONE_SHOT, CJ_VARIANT_TWO_SHOT, CJ_VARIANT_LL};
  for (int w = 1; w <= 8; w++)
    for (int v = 0; v < 3; v++)
      for (int ti = 0; ti < 3; ti++) {
        tcase c = {w, dts[n % 3], vs[v], tokens[ti], ti == 1 ? 1536 : 1024, 0};
        n++;
        int bad = run_case(&c, 0);
        CHECK(bad == 0, "w%d %s %s tokens %u hidden %u: %d wrong", w, cj_dtype_name(c.dt),
              cj_variant_name(c.v), c.tokens, c.hidden, bad);
      }
  /* the widest row, and a token count past 4096 */
  tcase wide = {4, CJ_BF16, CJ_VARIANT_TWO_SHOT, 3, 16384, 0};
  CHECK(run_case(&wide, 0) == 0, "hidden 16384");
  tcase many = {2, CJ_F16, CJ_VARIANT_TWO_SHOT, 4099, 1024, 0};
  /* ll: a row length that is not whole words (neighbouring rows share a word) */
  tcase odd = {3, CJ_BF16, CJ_VARIANT_LL, 6, 1001, 0};
  CHECK(run_case(&odd, 0) == 0, "ll with odd rows");
  /* mean(r^2) near eps: the epsilon shows in every output */
  tcase small = {2, CJ_F32, CJ_VARIANT_ONE_SHOT, 3, 1024, 1e-3};
  CHECK(run_case(&small, 0) == 0, "values near eps");
  CHECK(run_case(&many, 0) == 0, "4099 tokens");
  tcase one = {3, CJ_BF16, CJ_VARIANT_ONE_SHOT, 5, 1024, 0};
  CHECK(run_case(&one, 1) > 0, "a planted fault in out is noticed");
  printf("%d cases\n", n + 4);
  return test_end();
}
