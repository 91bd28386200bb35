/* One collective case on the CPU executor, checked against a reference (see coll_check.h). */
#include "coll_check.h"

#include <inttypes.h>
#include <math.h>
#include <stdarg.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "harness.h"

#define GUARD 512u /* poison bytes around every buffer */
/* The workspace is filled with this byte before every call: as f32, bf16, f16 or i32 it reads
 * as a large value (1.3e36, 1.3e36, 63328, 2071690107), so an input read from the workspace
 * before it was staged cannot hide inside a tolerance. */
#define WORK_FILL 0x7bu

static atomic_int reports_left = 40;

void coll_set_report_limit(int n) { atomic_store(&reports_left, n); }

static int may_report(void) { return atomic_fetch_sub(&reports_left, 1) > 0; }

int coll_reduces(cj_op op) { return cj__op_reduces(op); }

static double now_s(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

static size_t round256(size_t x) { return (x + 255) & ~(size_t)255; }

/* ---- element formats ---------------------------------------------------------------------- */
static float bits_f32(uint32_t b) {
  float f;
  memcpy(&f, &b, 4);
  return f;
}

static uint32_t f32_bits(float f) {
  uint32_t b;
  memcpy(&b, &f, 4);
  return b;
}

static float f16_to_f32(uint32_t h) {
  uint32_t e = (h >> 10) & 0x1f, m = h & 0x3ff;
  float v;
  if (e == 0)
    v = ldexpf((float)m, -24);
  else if (e == 31)
    v = m ? NAN : INFINITY;
  else
    v = ldexpf((float)(m | 0x400), (int)e - 25);
  return (h & 0x8000) ? -v : v;
}

/* Round to nearest even; finite inputs of f16 range or beyond (those become infinity). */
static uint32_t f32_to_f16(float f) {
  uint32_t x = f32_bits(f);
  uint32_t sign = (x >> 16) & 0x8000, ax = x & 0x7fffffff;
  if (ax > 0x7f800000) return sign | 0x7e00;
  if (ax >= 0x477ff000) return sign | 0x7c00;
  if (ax < 0x38800000) return sign | (uint32_t)lrintf(bits_f32(ax) * 16777216.0f);
  uint32_t r = ax + 0xfff + ((ax >> 13) & 1);
  return sign | ((r - 0x38000000u) >> 13);
}

static uint32_t f32_to_bf16(float f) {
  uint32_t x = f32_bits(f);
  if ((x & 0x7fffffff) > 0x7f800000) return (x >> 16) | 0x40;
  return (x + 0x7fff + ((x >> 16) & 1)) >> 16;
}

static float to_f32(cj_dtype t, uint32_t b) {
  switch (t) {
  case CJ_F16:
    return f16_to_f32(b);
  case CJ_BF16:
    return bits_f32(b << 16);
  default:
    return bits_f32(b);
  }
}

static uint32_t from_f32(cj_dtype t, float f) {
  return t == CJ_F16 ? f32_to_f16(f) : t == CJ_BF16 ? f32_to_bf16(f) : f32_bits(f);
}

static double to_double(cj_dtype t, uint32_t b) {
  return t == CJ_I32 ? (double)(int32_t)b : (double)to_f32(t, b);
}

static uint32_t load_elem(const uint8_t *p, size_t es) {
  uint32_t v = 0;
  if (es == 2) {
    uint16_t h;
    memcpy(&h, p, 2);
    v = h;
  } else {
    memcpy(&v, p, 4);
  }
  return v;
}

static void store_elem(uint8_t *p, size_t es, uint32_t v) {
  if (es == 2) {
    uint16_t h = (uint16_t)v;
    memcpy(p, &h, 2);
  } else {
    memcpy(p, &v, 4);
  }
}

/* ---- inputs ------------------------------------------------------------------------------- */
static uint64_t mix(uint64_t z) {
  z += 0x9e3779b97f4a7c15ull;
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

/* A value shared by every rank at element i (ties for max/min), +-0 by rank parity. */
static uint32_t tie_value(const coll_case *c, uint64_t h, int rank) {
  int v = (int)(h % 9) - 4;
  if (c->dtype == CJ_I32) return (uint32_t)v;
  float f = v ? (float)v : (rank & 1) ? -0.0f : 0.0f;
  return from_f32(c->dtype, f);
}

/* Element i of rank p's input in call k: uniform in [-4, 4] rounded to the dtype (i32: any
 * value), with zeros, negative zeros, cross-rank ties and i32 extremes mixed in. */
static uint32_t input_elem(const coll_case *c, uint64_t seed, int call, int rank, size_t i) {
  uint64_t h = mix(mix(seed ^ ((uint64_t)call << 58) ^ ((uint64_t)rank << 50)) ^ i);
  unsigned sel = (unsigned)(h & 127);
  int is_int = c->dtype == CJ_I32;
  if (sel == 0) return 0;
  if (sel == 1) return is_int ? 0 : from_f32(c->dtype, -0.0f);
  if (sel < 10 && c->redop != CJ_SUM) return tie_value(c, mix(seed ^ (call * 977u) ^ i), rank);
  if (is_int && sel == 10) return 0x7fffffffu;
  if (is_int && sel == 11) return 0x80000000u;
  if (is_int) return (uint32_t)(h >> 32);
  double u = (double)(h >> 11) * 0x1p-53 * 8.0 - 4.0;
  return from_f32(c->dtype, (float)u);
}

/* ---- buffer layout ------------------------------------------------------------------------ */
static uint64_t src_elems(const coll_case *c) {
  return cj__op_in_elems(c->op, c->count, c->world);
}

static uint64_t dst_elems(const coll_case *c) {
  return cj__op_out_elems(c->op, c->count, c->world);
}

/* Per rank, one arena on the heap (same offset everywhere) holds src and dst with guards. */
typedef struct layout {
  size_t es, src_bytes, dst_bytes, arena_bytes;
  size_t src_at[CJ_MAX_WORLD], dst_at[CJ_MAX_WORLD]; /* byte offsets inside the arena */
  size_t arena, work;                                /* heap offsets */
} layout;

static void plan_layout(const coll_case *c, layout *L) {
  L->es = cj_dtype_size(c->dtype);
  L->src_bytes = (size_t)src_elems(c) * L->es;
  L->dst_bytes = (size_t)dst_elems(c) * L->es;
  size_t chunk = (size_t)c->count * L->es;
  if (!c->inplace) {
    L->arena_bytes = 3 * GUARD + round256(L->src_bytes) + round256(L->dst_bytes);
    for (int r = 0; r < c->world; r++) {
      L->src_at[r] = GUARD;
      L->dst_at[r] = 2 * GUARD + round256(L->src_bytes);
    }
    return;
  }
  size_t buf = L->src_bytes > L->dst_bytes ? L->src_bytes : L->dst_bytes;
  L->arena_bytes = 2 * GUARD + round256(buf);
  for (int r = 0; r < c->world; r++) {
    size_t mine = GUARD + (size_t)r * chunk;
    L->src_at[r] = cj__op(c->op)->in_place == CJ_INPLACE_SEND_IN_RECV ? mine : GUARD;
    L->dst_at[r] = cj__op(c->op)->in_place == CJ_INPLACE_RECV_IN_SEND ? mine : GUARD;
  }
}

/* ---- one case in flight ------------------------------------------------------------------- */
typedef struct run_ctx {
  const coll_case *c;
  cj_area area; /* what the plan's work argument is (the variant asked for, or auto's) */
  uint64_t seed;
  char name[400];
  harness h;
  layout L;
  uint8_t *scratch[CJ_MAX_WORLD]; /* per rank: the arena image the check expects */
  atomic_int failed;
  long deviations[CJ_MAX_WORLD];
  long elements[CJ_MAX_WORLD];
  atomic_int dev_reported;
  atomic_int reported;
} run_ctx;

/* The first failure of a case is printed in one piece (with details while the process-wide
 * budget lasts); later failures of the same case are not. */
static void report(run_ctx *x, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void report(run_ctx *x, const char *fmt, ...) {
  if (atomic_exchange(&x->reported, 1)) return;
  if (!may_report()) {
    fprintf(stderr, "FAIL %s\n", x->name);
    return;
  }
  char msg[2048];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(msg, sizeof msg, fmt, ap);
  va_end(ap);
  fprintf(stderr, "FAIL %s: %s\n", x->name, msg);
}

static int writes_input(const coll_case *c, int r) {
  /* an in-place broadcast's non-root buffer is only an output */
  return !c->inplace || cj__op_reads_send(c->op, r, c->root);
}

/* The arena of rank r before call k: poison, with r's input at src. */
static void build_image(const run_ctx *x, int call, int r, uint8_t *img) {
  const coll_case *c = x->c;
  memset(img, HARNESS_POISON, x->L.arena_bytes);
  if (!writes_input(c, r)) return;
  uint8_t *src = img + x->L.src_at[r];
  uint64_t n = src_elems(c);
  for (uint64_t i = 0; i < n; i++)
    store_elem(src + i * x->L.es, x->L.es, input_elem(c, x->seed, call, r, (size_t)i));
}

static int has_output(const coll_case *c, int r) { return cj__op_writes_recv(c->op, r, c->root); }

/* The (rank, index) inputs that output element j of rank r comes from (the op table says);
 * returns how many, 0 for an op without element sources (the message is set). */
static int sources(const coll_case *c, int r, uint64_t j, int *rank, uint64_t *idx) {
  int from;
  uint64_t i;
  if (cj__op_source(c->op, c->count, r, c->root, j, &from, &i)) return 0;
  if (from != CJ_SRC_EVERY) {
    rank[0] = from;
    idx[0] = i;
    return 1;
  }
  for (int p = 0; p < c->world; p++) {
    rank[p] = p;
    idx[p] = i;
  }
  return c->world;
}

typedef struct want {
  double value, mag; /* reference value (double) and sum of magnitudes */
  uint32_t exact;    /* copies, i32: the bits; floats: f32 in rank order, rounded once */
  int copy;          /* 1: bit-exact copy of one input */
} want;

static uint32_t combine_i32(cj_redop op, uint32_t a, uint32_t b) {
  if (op == CJ_SUM) return a + b;
  int32_t x = (int32_t)a, y = (int32_t)b;
  return (uint32_t)(op == CJ_MAX ? (x > y ? x : y) : (x < y ? x : y));
}

static double combine_d(cj_redop op, double a, double b) {
  return op == CJ_SUM ? a + b : op == CJ_MAX ? fmax(a, b) : fmin(a, b);
}

static float combine_f(cj_redop op, float a, float b) {
  return op == CJ_SUM ? a + b : op == CJ_MAX ? fmaxf(a, b) : fminf(a, b);
}

static want reference(const coll_case *c, const uint32_t *in, int nin) {
  want w = {to_double(c->dtype, in[0]), 0, in[0], nin == 1};
  if (nin == 1) return w;
  if (c->dtype == CJ_I32) {
    for (int i = 1; i < nin; i++)
      w.exact = combine_i32(c->redop, w.exact, in[i]);
    w.value = (double)(int32_t)w.exact;
    return w;
  }
  float acc = to_f32(c->dtype, in[0]);
  w.value = acc;
  w.mag = fabs((double)acc);
  for (int i = 1; i < nin; i++) {
    double v = to_double(c->dtype, in[i]);
    w.value = combine_d(c->redop, w.value, v);
    w.mag += fabs(v);
    acc = combine_f(c->redop, acc, (float)v);
  }
  w.exact = from_f32(c->dtype, acc);
  return w;
}

/* One unit in the last place of v as a value of dtype t (f16 subnormals included). */
static double ulp_of(cj_dtype t, double v) {
  int mant = t == CJ_F16 ? 10 : 7;
  double min_ulp = t == CJ_F16 ? 0x1p-24 : 0x1p-133;
  if (v == 0) return min_ulp;
  int e;
  frexp(fabs(v), &e);
  double u = ldexp(1.0, e - 1 - mant);
  return u < min_ulp ? min_ulp : u;
}

static double tolerance(const coll_case *c, const want *w) {
  if (c->redop != CJ_SUM || c->dtype == CJ_I32) return 0;
  if (c->dtype == CJ_F32) return 1e-5 * w->mag;
  return ulp_of(c->dtype, w->value) + (double)c->world * 0x1p-24 * w->mag;
}

/* 0: right; 1: wrong. */
static int judge(const coll_case *c, const want *w, uint32_t got, double *tol) {
  *tol = 0;
  if (w->copy || c->dtype == CJ_I32) return got != w->exact;
  double g = to_double(c->dtype, got);
  if (!isfinite(g)) return 1;
  if (c->redop != CJ_SUM) return g != w->value;
  *tol = tolerance(c, w);
  return !(fabs(g - w->value) <= *tol);
}

static void fmt_elem(cj_dtype t, uint32_t b, char *buf, size_t n) {
  if (t == CJ_I32)
    snprintf(buf, n, "%" PRId32, (int32_t)b);
  else
    snprintf(buf, n, "%.9g (0x%0*" PRIx32 ")", to_double(t, b), t == CJ_F32 ? 8 : 4, b);
}

static void report_element(run_ctx *x, int call, int r, uint64_t j, uint32_t got, const want *w,
                           double tol, const int *rk, const uint32_t *in, int nin) {
  char g[64], e[64], v[64], ins[1024] = "", note[160] = "";
  cj_dtype t = x->c->dtype;
  fmt_elem(t, got, g, sizeof g);
  fmt_elem(t, w->exact, e, sizeof e);
  if (!w->copy && t != CJ_I32) snprintf(note, sizeof note, " (tol %.3g; f32 in order: %s)", tol, e);
  for (int i = 0; i < nin; i++) {
    size_t len = strlen(ins);
    fmt_elem(t, in[i], v, sizeof v);
    snprintf(ins + len, sizeof ins - len, " r%d=%s", rk[i], v);
  }
  report(x, "call %d rank %d dst[%" PRIu64 "] = %s, want %.9g%s\n     inputs:%s", call, r, j, g,
         w->value, note, ins);
}

static void report_deviation(run_ctx *x, int call, int r, uint64_t j, uint32_t got, const want *w) {
  if (atomic_fetch_add(&x->dev_reported, 1)) return;
  char g[64], e[64];
  fmt_elem(x->c->dtype, got, g, sizeof g);
  fmt_elem(x->c->dtype, w->exact, e, sizeof e);
  printf("note %s: call %d rank %d dst[%" PRIu64 "] = %s; f32 in rank order, rounded once: %s "
         "(within tolerance)\n",
         x->name, call, r, j, g, e);
}

/* Checks rank r's output elements; returns 1 on the first wrong one. */
static int check_outputs(run_ctx *x, int call, int r) {
  const coll_case *c = x->c;
  const uint8_t *dst = harness_at(&x->h, r, x->L.arena + x->L.dst_at[r]);
  uint64_t n = dst_elems(c);
  int rk[CJ_MAX_WORLD];
  uint64_t idx[CJ_MAX_WORLD];
  uint32_t in[CJ_MAX_WORLD];
  for (uint64_t j = 0; j < n; j++) {
    int nin = sources(c, r, j, rk, idx);
    if (!nin) {
      report(x, "no reference: %s", cj_last_error());
      return 1;
    }
    for (int i = 0; i < nin; i++)
      in[i] = input_elem(c, x->seed, call, rk[i], (size_t)idx[i]);
    want w = reference(c, in, nin);
    uint32_t got = load_elem(dst + j * x->L.es, x->L.es);
    double tol;
    x->elements[r]++;
    if (judge(c, &w, got, &tol)) {
      report_element(x, call, r, j, got, &w, tol, rk, in, nin);
      return 1;
    }
    if (!w.copy && c->redop == CJ_SUM && got != w.exact) {
      x->deviations[r]++;
      report_deviation(x, call, r, j, got, &w);
    }
  }
  return 0;
}

static int in_src(const run_ctx *x, int r, size_t a) {
  return a >= x->L.src_at[r] && a < x->L.src_at[r] + x->L.src_bytes;
}

/* Bytes of rank r's arena outside its output must be as before the call. */
static int check_untouched(run_ctx *x, int call, int r) {
  const coll_case *c = x->c;
  const uint8_t *got = harness_at(&x->h, r, x->L.arena);
  uint8_t *img = x->scratch[r];
  build_image(x, call, r, img);
  size_t lo = x->L.dst_at[r], hi = has_output(c, r) ? lo + x->L.dst_bytes : lo;
  size_t spans[2][2] = {{0, lo}, {hi, x->L.arena_bytes}};
  for (int s = 0; s < 2; s++) {
    size_t a = spans[s][0], b = spans[s][1];
    if (a >= b || !memcmp(got + a, img + a, b - a)) continue;
    while (got[a] == img[a])
      a++;
    report(x,
           "call %d rank %d wrote outside its output: byte %ld from dst = 0x%02x, was 0x%02x "
           "(dst is %zu bytes; %s)",
           call, r, (long)a - (long)lo, got[a], img[a], x->L.dst_bytes,
           in_src(x, r, a) ? "inside src" : "guard or other data");
    return 1;
  }
  return 0;
}

static int check_rank(run_ctx *x, int call, int r) {
  int bad = check_untouched(x, call, r);
  if (has_output(x->c, r)) bad |= check_outputs(x, call, r);
  if (bad) atomic_store(&x->failed, 1);
  return bad;
}

/* all_reduce: every rank's result bitwise identical to rank 0's. */
static int check_identical(run_ctx *x, int call) {
  if (x->c->op != CJ_OP_ALL_REDUCE) return 0;
  const uint8_t *d0 = harness_at(&x->h, 0, x->L.arena + x->L.dst_at[0]);
  for (int r = 1; r < x->c->world; r++) {
    const uint8_t *d = harness_at(&x->h, r, x->L.arena + x->L.dst_at[r]);
    if (!memcmp(d0, d, x->L.dst_bytes)) continue;
    size_t i = 0;
    while (!memcmp(d0 + i * x->L.es, d + i * x->L.es, x->L.es))
      i++;
    report(x,
           "call %d: rank %d dst[%zu] = 0x%" PRIx32 " but rank 0 has 0x%" PRIx32
           " (results differ between ranks)",
           call, r, i, load_elem(d + i * x->L.es, x->L.es), load_elem(d0 + i * x->L.es, x->L.es));
    atomic_store(&x->failed, 1);
    return 1;
  }
  return 0;
}

static size_t work_bytes(const run_ctx *x);

static void write_inputs(run_ctx *x, int call, int r) {
  build_image(x, call, r, x->scratch[r]);
  memcpy(harness_at(&x->h, r, x->L.arena), x->scratch[r], x->L.arena_bytes);
  /* (the ll receive area belongs to the protocol: peers may already be writing into it) */
  if (x->area == CJ_AREA_WORK)
    memset(harness_at(&x->h, r, x->L.work), WORK_FILL, x->L.src_bytes);
}

/* ---- launching ------------------------------------------------------------------------------ */
static int run_joined(run_ctx *x, const kir_kernel *k, long *launches) {
  for (int call = 0; call < x->c->calls; call++) {
    for (int r = 0; r < x->c->world; r++)
      write_inputs(x, call, r);
    cj_status s = harness_run_kernel(&x->h, k);
    ++*launches;
    if (s) {
      report(x, "call %d: %s: %s", call, cj_status_name(s), cj_last_error());
      return 1;
    }
    int bad = 0;
    for (int r = 0; r < x->c->world; r++)
      bad |= check_rank(x, call, r);
    bad |= check_identical(x, call);
    if (bad) return 1;
  }
  return 0;
}

static int indep_before(void *user, int rank, int iter) {
  write_inputs(user, iter, rank);
  return 0;
}

static int indep_after(void *user, int rank, int iter) {
  check_rank(user, iter, rank); /* keep going: stopping would leave the peers waiting */
  return 0;
}

static int run_independent(run_ctx *x, const kir_kernel *k, long *launches) {
  cj_status s = harness_run_ranks(&x->h, k, x->c->calls, indep_before, indep_after, x);
  *launches += (long)x->c->calls * x->c->world;
  if (s) {
    report(x, "%s: %s", cj_status_name(s), cj_last_error());
    return 1;
  }
  return check_identical(x, x->c->calls - 1) || atomic_load(&x->failed);
}

/* ---- plans and names ------------------------------------------------------------------------ */
static cj_status make_plan(const coll_case *c, cj_plan **out) {
  cj_request req = CJ_REQUEST_INIT;
  req.op = c->op;
  req.variant = c->variant;
  req.dtype = c->dtype;
  req.redop = c->redop;
  req.count = c->count;
  req.world = c->world;
  req.root = c->root;
  req.vec_bytes = c->vec;
  req.block_threads = c->threads;
  req.tile_m = c->tile_m;
  req.tile_n = c->tile_n;
  req.grid = c->grid;
  req.barrier = c->bar;
  req.target = "host";
  req.flags = c->flags;
  return cj_plan_create(&req, out);
}

void coll_case_name(const coll_case *c, const char *key, char *buf, size_t n) {
  char own[160];
  if (!key) {
    snprintf(own, sizeof own, "%s.%s.%s.%s.n%" PRIu64 ".w%d.r%d", cj_op_name(c->op),
             cj_variant_name(c->variant), cj_redop_name(c->redop), cj_dtype_name(c->dtype),
             c->count, c->world, c->root);
    key = own;
  }
  snprintf(buf, n, "%s%s%s%s%s x%d", key, c->inplace ? " inplace" : "",
           (c->flags & CJ_REQ_STAGE) && !strstr(key, ".stage") ? " stage" : "",
           c->independent ? " indep" : "",
           c->generic == 1 ? " generic" : c->generic == 2 ? " mixed" : "", c->calls);
}

/* The workspace: the staged input, or the receive area of the flag-free (ll) kernels (whose
 * flags start at zero: the harness zeroes fresh heaps' workspace below). */
static size_t work_bytes(const run_ctx *x) {
  if (x->area == CJ_AREA_LL) return (size_t)cj__ll_area_bytes(x->c->world);
  if (x->area == CJ_AREA_RELAY) return (size_t)cj__relay_area_bytes(x->c->world);
  return x->L.src_bytes;
}

static int setup(run_ctx *x) {
  plan_layout(x->c, &x->L);
  size_t need = x->L.arena_bytes + round256(work_bytes(x)) + 4096;
  if (harness_init(&x->h, x->c->world, need)) return 1;
  x->L.arena = harness_alloc(&x->h, x->L.arena_bytes);
  x->L.work = harness_alloc(&x->h, work_bytes(x));
  for (int r = 0; x->L.work != HARNESS_NONE && r < x->c->world; r++)
    memset(harness_at(&x->h, r, x->L.work), 0, work_bytes(x));
  if (x->L.arena == HARNESS_NONE || x->L.work == HARNESS_NONE) return 1;
  x->h.work_off = x->L.work;
  for (int r = 0; r < x->c->world; r++) {
    x->h.rank_src_off[r] = x->L.arena + x->L.src_at[r];
    x->h.rank_dst_off[r] = x->L.arena + x->L.dst_at[r];
    x->scratch[r] = malloc(x->L.arena_bytes);
    if (!x->scratch[r]) return 1;
  }
  x->h.opts.watchdog_s = 300;
  return 0;
}

static void teardown(run_ctx *x) {
  for (int r = 0; r < CJ_MAX_WORLD; r++)
    free(x->scratch[r]);
  harness_free(&x->h);
}

/* The shape-generic kernel that stands in for `plan` (same op, variant, width, tile, flags),
 * launched with the plan's grid. */
static cj_status build_generic(const cj_plan *plan, kir_kernel **out) {
  cj_request r;
  cj_plan *gp = NULL;
  *out = NULL;
  cj_plan_request(plan, &r);
  r.count = 0;
  r.grid = 0;
  r.flags |= CJ_REQ_GENERIC;
  cj_status s = cj_plan_create(&r, &gp);
  if (!s) s = cj__build_kernel(gp, out);
  if (!s) (*out)->grid = plan->grid;
  cj_plan_destroy(gp);
  return s;
}

static coll_result run_plan(run_ctx *x, const cj_plan *plan, coll_stats *st) {
  kir_kernel *k = NULL, *kg = NULL;
  cj_status s = cj__build_kernel(plan, &k);
  if (!s && x->c->generic) s = build_generic(plan, &kg);
  if (s) {
    report(x, "build: %s: %s", cj_status_name(s), cj_last_error());
    kir_kernel_free(k);
    return COLL_FAIL;
  }
  int bad = 1;
  if (setup(x)) {
    report(x, "no memory for the heaps");
  } else {
    x->h.n_arg = x->c->count;
    for (int r = 0; kg && x->c->generic == 2 && r < x->c->world; r++)
      x->h.rank_kernel[r] = r % 2 ? kg : k;
    if (kg && x->c->generic == 1) {
      kir_kernel *t = k;
      k = kg;
      kg = t;
    }
    bad =
        x->c->independent ? run_independent(x, k, &st->launches) : run_joined(x, k, &st->launches);
    for (int r = 0; r < x->c->world; r++) {
      st->deviations += x->deviations[r];
      st->elements += x->elements[r];
    }
  }
  teardown(x);
  kir_kernel_free(k);
  kir_kernel_free(kg);
  return bad ? COLL_FAIL : COLL_PASS;
}

coll_result coll_run(const coll_case *c, uint64_t seed, coll_stats *st) {
  double t0 = now_s();
  cj_plan *plan = NULL;
  cj_status s = make_plan(c, &plan);
  st->cases++;
  if (s == CJ_E_UNSUPPORTED) return st->unsupported++, COLL_UNSUPPORTED;
  if (s == CJ_E_INVALID) return st->invalid++, COLL_INVALID;
  run_ctx *x = calloc(1, sizeof *x);
  coll_result res = COLL_FAIL;
  if (!x || s) {
    fprintf(stderr, "FAIL plan: %s: %s\n", cj_status_name(s), cj_last_error());
  } else {
    x->c = c;
    x->area = cj__variant_area(c->op, plan->variant);
    x->seed = seed;
    atomic_init(&x->failed, 0);
    atomic_init(&x->dev_reported, 0);
    atomic_init(&x->reported, 0);
    coll_case_name(c, cj_plan_key(plan), x->name, sizeof x->name);
    res = run_plan(x, plan, st);
    if (now_s() - t0 > 1.5) printf("slow case %s: %.2f s\n", x->name, now_s() - t0);
  }
  free(x);
  cj_plan_destroy(plan);
  if (res == COLL_PASS) st->passed++;
  if (res == COLL_FAIL) st->failed++;
  st->secs += now_s() - t0;
  return res;
}
