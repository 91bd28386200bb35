/* allreduce_rmsnorm on the CPU executor against a float64 reference, at world sizes 1..8, both
 * forms (ll, two_shot), f32 / f16 / bf16, odd row lengths and token counts up to 4099, in place
 * (out = x) and not, two calls in a row (the residual carries over, ll epochs advance).
 *
 * Every rank must hold the same bits (the kernel's arithmetic is fixed: ranks summed 0..W-1 in
 * f32, one rounding into the residual, a fixed-order block reduction). Against float64:
 *  residual: |got - ref| <= 1 ulp of the dtype at |ref| (the one rounding, half an ulp, plus the
 *            f32 sum of W inputs that are multiples of 1/64 below 8: exact in f32);
 *  out:      |got - ref| <= 2 ulp at |ref| (its own rounding and the f32 products) + |w| * inv *
 *            1 ulp of the residual (the rounded residual it is computed from) + 1e-5 |ref|
 *            (the f32 sum of squares and the square root, relative error well below 1e-5 for
 *            rows up to 2^14).
 * Inputs are multiples of 1/64 in [-1, 1] (exact in every dtype), weights in [0.5, 1.5]; eps is
 * 1e-6, or 0.25 in some cases (so that dropping it shows). Cases marked `noisy` draw inputs with
 * all 24 bits (f32: sums round, so only a fixed order of ranks gives every rank the same bits);
 * there the residual bound grows by the f32 sum's error, W * 2^-24 * sum |terms|. */
#include <math.h>
#include <string.h>

#include "codegen.h"
#include "harness.h"
#include "rmsnorm_ref.h"
#include "test.h"

typedef struct setup {
  int world, inplace, noisy;
  float eps;
  cj_dtype dtype;
  cj_variant variant;
  uint64_t tokens, hidden;
  int stage; /* x staged through the workspace (x not on the heap) */
} setup;

typedef struct bufs {
  size_t x, res, out, w;
} bufs;

static kir_kernel *build(const setup *s) {
  cj_request r = CJ_REQUEST_INIT;
  r.op = CJ_OP_ALL_REDUCE_RMSNORM;
  r.variant = s->variant;
  r.dtype = s->dtype;
  r.count = s->tokens * s->hidden;
  r.hidden = s->hidden;
  r.world = s->world;
  r.target = "host";
  r.flags = s->stage ? CJ_REQ_STAGE : 0;
  return harness_build(&r);
}

static double input(const setup *s, uint64_t *seed) {
  if (s->noisy) /* 24 significant bits at scales 2^-6 .. 2^2: f32 sums of them round */
    return ldexp((double)(harness_rand(seed) % 16777216u) / 8388608.0 - 1.0,
                 (int)(harness_rand(seed) % 9) - 6);
  return (int)(harness_rand(seed) % 129) / 64.0 - 1.0;
}

static void fill(harness *h, const setup *s, const bufs *b, uint64_t *seed, int call) {
  uint64_t n = s->tokens * s->hidden;
  for (int r = 0; r < s->world; r++) {
    void *x = harness_at(h, r, b->x), *res = harness_at(h, r, b->res), *w = harness_at(h, r, b->w);
    for (uint64_t i = 0; i < n; i++)
      rms_store(s->dtype, x, i, input(s, seed));
    if (call == 0) { /* replicated: the same residual and weight on every rank */
      uint64_t rs = 12345;
      for (uint64_t i = 0; i < n; i++)
        rms_store(s->dtype, res, i, (int)(harness_rand(&rs) % 129) / 64.0 - 1.0);
      uint64_t ws = 777;
      for (uint64_t i = 0; i < s->hidden; i++)
        rms_store(s->dtype, w, i, 0.5 + (int)(harness_rand(&ws) % 65) / 64.0);
    }
  }
}

/* The float64 result of one call from the inputs now in the heaps; checks every rank. */
static int check(harness *h, const setup *s, const bufs *b, const double *res0, const double *xs,
                 const char *what) {
  rms_ref ref = {
      s->dtype, s->world, s->tokens, s->hidden, s->eps, s->noisy, res0, xs, harness_at(h, 0, b->w)};
  int bad = rms_ref_check(&ref, harness_at(h, 0, b->res), harness_at(h, 0, b->out), what);
  size_t bytes = (size_t)(s->tokens * s->hidden) * cj_dtype_size(s->dtype);
  for (int r = 1; r < s->world && !bad; r++) /* every rank holds rank 0's bits */
    if (memcmp(harness_at(h, r, b->res), harness_at(h, 0, b->res), bytes) ||
        memcmp(harness_at(h, r, b->out), harness_at(h, 0, b->out), bytes)) {
      fprintf(stderr, "%s: rank %d differs from rank 0\n", what, r);
      bad++;
    }
  return bad;
}

static void run_case(const setup *s) {
  char what[160];
  snprintf(what, sizeof what, "%s %s w%d tokens %llu hidden %llu%s", cj_variant_name(s->variant),
           cj_dtype_name(s->dtype), s->world, (unsigned long long)s->tokens,
           (unsigned long long)s->hidden, s->inplace ? " in place" : "");
  kir_kernel *k = build(s);
  CHECK(k != NULL, "%s: %s", what, cj_last_error());
  if (!k) return;
  uint64_t n = s->tokens * s->hidden, es = cj_dtype_size(s->dtype);
  size_t area = (size_t)cj__ll_area_bytes(s->world);
  harness h;
  if (harness_init(&h, s->world, area + 4 * (size_t)(n * es) + (1u << 20))) return;
  bufs b = {harness_alloc(&h, n * es), harness_alloc(&h, n * es), 0,
            harness_alloc(&h, s->hidden * es)};
  b.out = s->inplace ? b.x : harness_alloc(&h, n * es);
  h.work_off = harness_alloc(&h, area);
  for (int r = 0; r < s->world; r++)
    memset(harness_at(&h, r, h.work_off), 0, area);
  h.src_off = b.x;
  h.dst_off = b.out;
  float eps = s->eps;
  uint32_t eps_bits;
  memcpy(&eps_bits, &eps, 4);
  for (int r = 0; r < s->world; r++) {
    h.aux[r][0] = (uint64_t)(uintptr_t)harness_at(&h, r, b.res);
    h.aux[r][1] = (uint64_t)(uintptr_t)harness_at(&h, r, b.w);
    h.aux[r][2] = eps_bits;
  }
  uint64_t seed = 99 + s->tokens * 31 + s->hidden;
  double *res0 = malloc(n * sizeof *res0), *xs = malloc((size_t)s->world * n * sizeof *xs);
  for (int call = 0; call < 2 && res0 && xs; call++) {
    fill(&h, s, &b, &seed, call);
    for (uint64_t i = 0; i < n; i++)
      res0[i] = rms_load(s->dtype, harness_at(&h, 0, b.res), i);
    for (int r = 0; r < s->world; r++)
      for (uint64_t i = 0; i < n; i++)
        xs[(uint64_t)r * n + i] = rms_load(s->dtype, harness_at(&h, r, b.x), i);
    cj_status st = harness_run_kernel(&h, k);
    CHECK(st == CJ_OK, "%s call %d: %s", what, call, cj_last_error());
    if (st) break;
    CHECK(check(&h, s, &b, res0, xs, what) == 0, "%s call %d: wrong", what, call);
  }
  free(res0);
  free(xs);
  harness_free(&h);
  kir_kernel_free(k);
}

int main(void) {
  static const cj_dtype dts[] = {CJ_F32, CJ_F16, CJ_BF16};
  static const uint64_t hid[] = {64, 100, 520};
  static const uint64_t toks[] = {1, 3, 17};
  int cases = 0;
  for (int w = 1; w <= 8; w++)
    for (int d = 0; d < 3; d++)
      for (int hh = 0; hh < 3; hh++)
        for (int t = 0; t < 3; t++)
          for (int v = 0; v < 2; v++) {
            setup s = {w,       (w + t + hh) % 2,
                       0,       (w + d) % 3 ? 1e-6f : 0.25f,
                       dts[d],  v ? CJ_VARIANT_LL : CJ_VARIANT_TWO_SHOT,
                       toks[t], hid[hh],
                       !v && w > 1 && (w + t + d) % 3 == 0};
            if (s.variant == CJ_VARIANT_LL && (w == 1 || s.hidden * cj_dtype_size(s.dtype) % 4))
              continue; /* ll: more than one rank, whole words */
            run_case(&s);
            cases++;
          }
  /* many tokens: rows spread over ranks and blocks (two_shot), and an ll-sized batch */
  setup big[] = {{2, 0, 0, 1e-6f, CJ_BF16, CJ_VARIANT_TWO_SHOT, 4099, 64, 0},
                 {3, 1, 0, 1e-6f, CJ_F16, CJ_VARIANT_TWO_SHOT, 1031, 96, 0},
                 {4, 0, 0, 1e-6f, CJ_BF16, CJ_VARIANT_LL, 257, 128, 0},
                 {8, 1, 0, 1e-6f, CJ_F32, CJ_VARIANT_TWO_SHOT, 130, 1024, 0},
                 /* noisy f32 inputs: every rank the same bits only with a fixed order */
                 {5, 0, 1, 1e-6f, CJ_F32, CJ_VARIANT_TWO_SHOT, 37, 256, 0},
                 {7, 1, 1, 1e-6f, CJ_F32, CJ_VARIANT_LL, 9, 300, 0},
                 {6, 0, 1, 0.25f, CJ_BF16, CJ_VARIANT_TWO_SHOT, 21, 200, 0},
                 /* rows longer than a block's pass over them (odd, and whole words), x
                  * on the heap or staged through the workspace: the stage copies rows that are
                  * no whole number of the block's vectors whole (colljit check found the
                  * tail of every row left out: 22x4281 bf16, 24x2761 f32 at 2 ranks) */
                 {2, 0, 0, 1e-6f, CJ_BF16, CJ_VARIANT_TWO_SHOT, 3, 4281, 0},
                 {2, 0, 0, 1e-6f, CJ_BF16, CJ_VARIANT_TWO_SHOT, 22, 4281, 1},
                 {2, 0, 0, 1e-6f, CJ_F32, CJ_VARIANT_TWO_SHOT, 3, 2761, 1},
                 {3, 1, 0, 1e-6f, CJ_F16, CJ_VARIANT_TWO_SHOT, 5, 1031, 1},
                 {2, 1, 0, 1e-6f, CJ_F32, CJ_VARIANT_LL, 2, 2761, 0},
                 {2, 0, 0, 1e-6f, CJ_BF16, CJ_VARIANT_LL, 2, 4282, 0},
                 /* two_shot from 2 MiB a rank: the owners send the residual rows only and
                  * every rank normalises every row itself (in place, staged, noisy f32) */
                 {2, 0, 0, 1e-6f, CJ_BF16, CJ_VARIANT_TWO_SHOT, 2049, 520, 0},
                 {4, 1, 0, 1e-6f, CJ_F32, CJ_VARIANT_TWO_SHOT, 700, 1000, 0},
                 {3, 0, 1, 1e-6f, CJ_F32, CJ_VARIANT_TWO_SHOT, 520, 1100, 0},
                 {5, 1, 0, 0.25f, CJ_F16, CJ_VARIANT_TWO_SHOT, 1100, 1031, 1}};
  for (size_t i = 0; i < sizeof big / sizeof big[0]; i++, cases++)
    run_case(&big[i]);
  printf("%d cases\n", cases);
  return test_end();
}
