/* all_gather through the public plan API, run by the CPU executor on host heaps.
 * After a launch, every rank's dst (count * W elements) holds rank p's src at element offset
 * p * count, for every p; nothing outside dst is written; src is unchanged. Each case runs
 * several launches in a row on the same heaps with fresh random data and a poisoned dst. */
#include <inttypes.h>
#include <string.h>
#include <time.h>

#include "harness.h"
#include "test.h"

#define GUARD 512 /* poison bytes before and after dst */

typedef struct ag_case {
  int world;
  cj_dtype dtype;
  uint64_t count;
  int threads, grid; /* 0: the planner's defaults */
  cj_barrier_mode bar;
  int vec, tile_m; /* 0: the planner's defaults */
} ag_case;

static double now_s(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

static cj_plan *make_plan(const ag_case *c) {
  cj_request req = CJ_REQUEST_INIT;
  req.op = CJ_OP_ALL_GATHER;
  req.variant = CJ_VARIANT_PUSH; /* this test is the push kernel's; ll: test_collectives */
  req.dtype = c->dtype;
  req.count = c->count;
  req.world = c->world;
  req.block_threads = c->threads;
  req.grid = c->grid;
  req.barrier = c->bar;
  req.vec_bytes = c->vec;
  req.tile_m = c->tile_m;
  req.target = "host";
  cj_plan *plan = NULL;
  cj_status s = cj_plan_create(&req, &plan);
  CHECK(s == CJ_OK, "plan w%d %s n%" PRIu64 ": %s", c->world, cj_dtype_name(c->dtype), c->count,
        cj_last_error());
  return plan;
}

typedef struct bufs {
  size_t src, dst, esz, chunk; /* offsets; element size; bytes of one rank's input */
} bufs;

static int place(harness *h, const ag_case *c, bufs *b) {
  b->esz = cj_dtype_size(c->dtype);
  b->chunk = (size_t)c->count * b->esz;
  b->src = harness_alloc(h, b->chunk);
  size_t region = harness_alloc(h, GUARD + b->chunk * (size_t)c->world + GUARD);
  if (b->src == HARNESS_NONE || region == HARNESS_NONE) return 1;
  b->dst = region + GUARD;
  h->src_off = b->src;
  h->dst_off = b->dst;
  return 0;
}

/* Reports the first wrong element of rank r's dst block p; returns 1 if any. */
static int check_block(const harness *h, const ag_case *c, const bufs *b, int r, int p,
                       const char *key, int call) {
  const uint8_t *got = harness_at(h, r, b->dst + (size_t)p * b->chunk);
  const uint8_t *want = harness_at(h, p, b->src);
  if (!memcmp(got, want, b->chunk)) return 0;
  size_t i = 0;
  while (!memcmp(got + i * b->esz, want + i * b->esz, b->esz))
    i++;
  uint32_t g = 0, w = 0;
  memcpy(&g, got + i * b->esz, b->esz);
  memcpy(&w, want + i * b->esz, b->esz);
  CHECK(0, "%s call %d: rank %d dst[%d*%" PRIu64 " + %zu] = 0x%x, want 0x%x", key, call, r, p,
        c->count, i, g, w);
  return 1;
}

static int check_all(const harness *h, const ag_case *c, const bufs *b, const char *key, int call) {
  int bad = 0;
  for (int r = 0; r < c->world; r++) {
    for (int p = 0; p < c->world && !bad; p++)
      bad |= check_block(h, c, b, r, p, key, call);
    long before = harness_find_unpoisoned(h, r, b->dst - GUARD, GUARD);
    long after = harness_find_unpoisoned(h, r, b->dst + b->chunk * (size_t)c->world, GUARD);
    CHECK(before < 0 && after < 0, "%s call %d: rank %d wrote outside dst (offset %ld/%ld)", key,
          call, r, before, after);
    bad |= before >= 0 || after >= 0;
  }
  return bad;
}

/* Runs `calls` launches of one case; returns seconds per launch. */
static double run_case(const ag_case *c, int calls, uint64_t *seed) {
  cj_plan *plan = make_plan(c);
  if (!plan) return 0;
  kir_kernel *k = NULL;
  harness h;
  bufs b = {0};
  double t = 0;
  const char *key = cj_plan_key(plan);
  size_t need = (size_t)c->count * cj_dtype_size(c->dtype) * (size_t)(c->world + 1) + 8192;
  CHECK(cj__build_kernel(plan, &k) == CJ_OK, "%s: build: %s", key, cj_last_error());
  CHECK(harness_init(&h, c->world, need) == CJ_OK, "%s: harness: %s", key, cj_last_error());
  CHECK(place(&h, c, &b) == 0, "%s: heap too small", key);
  h.opts.watchdog_s = 60;
  for (int call = 0; k && call < calls; call++) {
    for (int r = 0; r < c->world; r++)
      harness_fill_random(harness_at(&h, r, b.src), c->dtype, c->count, seed);
    harness_poison(&h, b.dst - GUARD, GUARD + b.chunk * (size_t)c->world + GUARD);
    double t0 = now_s();
    cj_status s = harness_run_kernel(&h, k);
    t += now_s() - t0;
    CHECK(s == CJ_OK, "%s call %d: %s", key, call, cj_last_error());
    if (s || check_all(&h, c, &b, key, call)) break;
  }
  harness_free(&h);
  kir_kernel_free(k);
  cj_plan_destroy(plan);
  return t / calls;
}

static const cj_dtype dtypes[] = {CJ_F32, CJ_F16, CJ_BF16, CJ_I32};

/* Every world 1..8, dtype and small count; 64 threads, grid 1..4, barrier modes mixed. */
static void test_small(uint64_t *seed) {
  static const uint64_t counts[] = {1, 2, 3, 7, 8, 1000, 4099};
  static const cj_barrier_mode bars[] = {CJ_BAR_DEFAULT, CJ_BAR_FULL, CJ_BAR_END};
  int i = 0;
  for (int w = 1; w <= 8; w++)
    for (int d = 0; d < 4; d++)
      for (int n = 0; n < 7; n++, i++) {
        ag_case c = {w, dtypes[d], counts[n], 64, 1 + i % 4, bars[i % 3], 0, 0};
        run_case(&c, 3, seed);
      }
}

/* The big odd count at every world size (dtype rotates), and every dtype at W = 8. */
static void test_big(uint64_t *seed) {
  const uint64_t n = 65536 + 37;
  for (int w = 1; w <= 8; w++) {
    ag_case c = {w, dtypes[w % 4], n, 64, 1 + w % 4, CJ_BAR_DEFAULT, 0, 0};
    run_case(&c, 3, seed);
  }
  for (int d = 0; d < 4; d++) {
    ag_case c = {8, dtypes[d], n, 128, 4, CJ_BAR_FULL, 0, 0};
    run_case(&c, 3, seed);
  }
}

/* The planner's default layout for moderate counts. */
static void test_defaults(uint64_t *seed) {
  static const int worlds[] = {2, 3, 4, 8};
  for (int i = 0; i < 4; i++) {
    ag_case c = {worlds[i], dtypes[i], 10000 + (uint64_t)i * 4096, 0, 0, CJ_BAR_DEFAULT, 0, 0};
    run_case(&c, 3, seed);
  }
  ag_case none = {4, CJ_BF16, 5000, 0, 0, CJ_BAR_NONE, 0, 0};
  run_case(&none, 3, seed);
}

/* Narrower vectors and other tile heights. */
static void test_layouts(uint64_t *seed) {
  static const int vecs[] = {2, 4, 8, 16}, tms[] = {1, 2, 3, 8};
  for (int i = 0; i < 8; i++) {
    ag_case c = {2 + i % 7,      dtypes[i % 4], 3000 + 64 * (uint64_t)i, 64, 1 + i % 3,
                 CJ_BAR_DEFAULT, vecs[i % 4],   tms[(i / 2) % 4]};
    if (c.vec < (int)cj_dtype_size(c.dtype)) c.vec = 16;
    run_case(&c, 3, seed);
  }
}

/* ---- ranks progressing independently: each rank launches on its own, back to back ------- */
typedef struct indep {
  harness *h;
  const ag_case *c;
  bufs b;
  int bad;
} indep;

static uint16_t elem_of(int rank, int iter, size_t i) {
  uint64_t s = ((uint64_t)rank << 40) ^ ((uint64_t)iter << 20) ^ i;
  return (uint16_t)(harness_rand(&s) & 0x7eff); /* finite bf16 */
}

static int indep_before(void *user, int rank, int iter) {
  indep *x = user;
  uint16_t *src = harness_at(x->h, rank, x->b.src);
  for (size_t i = 0; i < x->c->count; i++)
    src[i] = elem_of(rank, iter, i);
  /* with a full barrier, no peer writes into this dst before this rank arrives */
  memset(harness_at(x->h, rank, x->b.dst), HARNESS_POISON, x->b.chunk * (size_t)x->c->world);
  if (iter % 3 == 1) { /* 0-200 us before some launches */
    uint64_t s = (uint64_t)iter * 31u + (uint64_t)rank;
    struct timespec ts = {0, (long)(harness_rand(&s) % 200) * 1000};
    nanosleep(&ts, NULL);
  }
  return 0;
}

static int indep_after(void *user, int rank, int iter) {
  indep *x = user;
  const uint16_t *dst = harness_at(x->h, rank, x->b.dst);
  for (int p = 0; p < x->c->world; p++)
    for (size_t i = 0; i < x->c->count; i++)
      if (dst[(size_t)p * x->c->count + i] != elem_of(p, iter, i)) {
        x->bad = 1;
        fprintf(stderr, "independent ranks: launch %d rank %d block %d elem %zu wrong\n", iter,
                rank, p, i);
        return 1;
      }
  return 0;
}

static void test_independent(void) {
  ag_case c = {4, CJ_BF16, 1003, 64, 2, CJ_BAR_FULL, 0, 0};
  cj_plan *plan = make_plan(&c);
  kir_kernel *k = NULL;
  if (!plan || cj__build_kernel(plan, &k)) {
    CHECK(0, "build: %s", cj_last_error());
    cj_plan_destroy(plan);
    return;
  }
  harness h;
  CHECK(harness_init(&h, c.world, 64 * 1024) == CJ_OK, "harness");
  indep x = {&h, &c, {0}, 0};
  CHECK(place(&h, &c, &x.b) == 0, "heap");
  cj_status s = harness_run_ranks(&h, k, 30, indep_before, indep_after, &x);
  CHECK(s == CJ_OK && !x.bad, "independent ranks: %s", s ? cj_last_error() : "wrong data");
  harness_free(&h);
  kir_kernel_free(k);
  cj_plan_destroy(plan);
}

int main(void) {
  uint64_t seed = 12345;
  double t0 = now_s();
  test_small(&seed);
  double t1 = now_s();
  test_big(&seed);
  double t2 = now_s();
  test_defaults(&seed);
  test_layouts(&seed);
  test_independent();
  double t3 = now_s();
  ag_case big = {8, CJ_BF16, 1u << 20, 0, 0, CJ_BAR_DEFAULT, 0, 0};
  double per = run_case(&big, 1, &seed);
  printf("small cases %.2f s, big %.2f s, defaults + independent %.2f s\n", t1 - t0, t2 - t1,
         t3 - t2);
  printf("all_gather of 2^20 bf16 at W=8 (default layout): %.3f s per launch\n", per);
  return test_end();
}
