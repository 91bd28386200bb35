/* One rank of `colljit check`: for every case, buffers (on the heap or in plain device memory),
 * data that every rank can recompute (a hash of the case, the rank, the call and the index),
 * then the calls: a first eager call (the kernel a first call gets: the shape-generic one while
 * the specialised one compiles), the call captured in a graph right away and replayed with
 * new data each time, and an eager call once the compiler is idle (the specialised kernel).
 * After every call the output is read back and compared with a reference computed here from every rank's
 * inputs: bit for bit where the op moves data or reduces exactly representable values (the
 * inputs are multiples of 1/16 whose sums are exact in f32, so a correct reduction rounds
 * once to the same bits as the float64 sum), within a stated tolerance for RMSNorm and the
 * GEMMs. The ranks meet on the host (the bootstrap's allgather) around every call, so that
 * no rank refills a buffer a peer is still writing, and agree on each call's status. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "check.h"
#include "comm_impl.h"
#include "interp_impl.h"
#include "support.h"

typedef struct dbuf {
  uint64_t p;   /* device address (0: none) */
  uint64_t n;   /* bytes */
  int heap;     /* from cj_malloc (else the backend's allocation) */
  void *host;   /* a host copy of n bytes */
} dbuf;

enum { B_IN, B_OUT, B_AUX0, B_AUX1, B_COUNT }; /* send/x/a, recv/out, residual/b, weight/bias */

typedef struct rk {
  const ck_cfg *cfg;
  cj_comm *c;
  const cj_backend *be;
  void *stream;
  int rank, world;
} rk;

/* Element i of buffer `buf` of rank r at call `it`: a multiple of 1/16 in [-range/16,
 * range/16] (an integer in [-range, range] for i32). rank -1: the same on every rank. */
static double seconds(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + 1e-9 * (double)t.tv_nsec;
}

static double val(const ck_case *c, int buf, int r, int it, uint64_t i, int range) {
  uint64_t s = ((uint64_t)c->seed << 32) ^ ((uint64_t)(uint32_t)(r + 1) << 20) ^
               ((uint64_t)buf << 16) ^ (uint64_t)it;
  uint32_t h = cj__mix32(cj__mix32(s) + i * 0x9e3779b97f4a7c15ull);
  int v = (int)(h % (uint32_t)(2 * range + 1)) - range;
  return c->dt == CJ_I32 ? (double)v : v / 16.0;
}

static size_t esz(cj_dtype t) { return cj_dtype_size(t); }

/* v (exactly representable, or to be rounded once to nearest even) as the bits of dtype t */
static uint32_t bits_of(double v, cj_dtype t) {
  if (t == CJ_I32) return (uint32_t)(int32_t)(int64_t)v;
  float f = (float)v;
  uint32_t u;
  memcpy(&u, &f, 4);
  if (t == CJ_F32) return u;
  return t == CJ_F16 ? cj__ix_f32_to_f16(u) : cj__ix_f32_to_bf16(u);
}

static double value_of(uint32_t u, cj_dtype t) {
  float f;
  if (t == CJ_I32) return (double)(int32_t)u;
  if (t == CJ_F16) u = cj__ix_f16_to_f32((uint16_t)u);
  if (t == CJ_BF16) u = cj__ix_bf16_to_f32((uint16_t)u);
  memcpy(&f, &u, 4);
  return f;
}

static void put(void *p, uint64_t i, cj_dtype t, double v) {
  uint32_t u = bits_of(v, t);
  if (esz(t) == 2) {
    uint16_t h = (uint16_t)u;
    memcpy((char *)p + i * 2, &h, 2);
  } else {
    memcpy((char *)p + i * 4, &u, 4);
  }
}

static uint32_t raw(const void *p, uint64_t i, cj_dtype t) {
  if (esz(t) == 2) {
    uint16_t h;
    memcpy(&h, (const char *)p + i * 2, 2);
    return h;
  }
  uint32_t u;
  memcpy(&u, (const char *)p + i * 4, 4);
  return u;
}

static double get(const void *p, uint64_t i, cj_dtype t) { return value_of(raw(p, i, t), t); }

/* ---- buffers ----------------------------------------------------------------------------- */

static cj_status dalloc(rk *x, dbuf *b, uint64_t bytes, int heap) {
  memset(b, 0, sizeof *b);
  b->n = bytes ? bytes : 16;
  b->heap = heap;
  b->host = calloc(1, b->n);
  if (!b->host) return CJ_E_OOM;
  if (heap) {
    void *p = NULL;
    cj_status s = cj_malloc(x->c, b->n, &p);
    b->p = (uint64_t)(uintptr_t)p;
    return s;
  }
  return x->be->alloc(b->n, &b->p);
}

static void dfree(rk *x, dbuf *b) {
  if (b->p && b->heap) cj_free(x->c, (void *)(uintptr_t)b->p);
  if (b->p && !b->heap) x->be->release(b->p);
  free(b->host);
  memset(b, 0, sizeof *b);
}

static void *P(const dbuf *b, uint64_t off) { return b->p ? (void *)(uintptr_t)(b->p + off) : NULL; }

/* Where a buffer must be on the heap whatever the case says: outputs that peers write (in the
 * op's default variant: the registry says; a 2-D op's residual is written like its recv), and
 * the inputs that peers read and that are never staged (allgather_gemm's A). */
static int must_heap(const ck_case *c, int which) {
  const cj_op_info *o = cj__op(c->op);
  const cj_variant_row *v = cj__variant_row(c->op, CJ_VARIANT_AUTO);
  int peers_write = v && v->writes_recv;
  if (which == B_OUT) return peers_write;
  if (which == B_AUX0) return o->rows && peers_write;
  return which == B_IN && o->pulls && o->work != CJ_WORK_STAGE;
}

static cj_gemm_params gemm_of(const ck_case *c) {
  cj_gemm_params g = CJ_GEMM_PARAMS_INIT;
  g.m = c->m, g.n = c->n, g.k = c->k, g.shard = c->shard, g.bias = c->bias;
  g.b_layout = c->bcol ? CJ_B_COL : CJ_B_ROW;
  g.out_f32 = c->of32;
  return g;
}

/* Element counts of the case's buffers on this rank (0: none), as the op table says. */
static void sizes(const ck_case *c, int W, uint64_t n[B_COUNT], cj_dtype t[B_COUNT]) {
  const cj_op_info *o = cj__op(c->op);
  for (int i = 0; i < B_COUNT; i++) n[i] = 0, t[i] = c->dt;
  if (o->shapeless) return;
  if (o->rows) { /* x, out and residual: tokens x hidden; weight: one row */
    n[B_IN] = n[B_OUT] = n[B_AUX0] = c->tokens * c->hidden, n[B_AUX1] = c->hidden;
  } else if (o->gemm) { /* A's shard, B, out, bias */
    cj_gemm_params g = gemm_of(c);
    cj_gemm_bytes b = cj__gemm_bytes(c->op, W, &g, c->dt);
    if (c->of32) t[B_OUT] = CJ_F32;
    n[B_IN] = b.a / esz(c->dt), n[B_AUX0] = b.b / esz(c->dt), n[B_OUT] = b.out / esz(t[B_OUT]);
    n[B_AUX1] = c->bias ? c->n : 0;
  } else {
    n[B_IN] = cj__op_in_elems(c->op, c->count, W);
    n[B_OUT] = cj__op_out_elems(c->op, c->count, W);
  }
}

/* ---- inputs and references --------------------------------------------------------------- */

/* The range of the inputs: small for the GEMMs (their sums stay well inside f32). */
static int range_of(const ck_case *c) { return cj__op(c->op)->gemm ? 32 : 64; }

/* Whether the buffer holds rank r's own data (else the same on every rank). */
static int per_rank(const ck_case *c, int which) {
  if (which == B_IN) return 1;
  if (which == B_AUX0) return cj__op_gemm_comm(c->op) == CJ_GEMM_SCATTERS_C || cj__op_gemm_comm(c->op) == CJ_GEMM_LOCAL;
  return 0;
}

static double in_val(const ck_case *c, int which, int r, int it, uint64_t i) {
  return val(c, which, per_rank(c, which) ? r : -1, it, i, range_of(c));
}

/* The sentinel that outputs hold before a call (a reduce's non-root recv must keep it) */
static double sentinel(const ck_case *c, uint64_t i) { return c->dt == CJ_I32 ? -7 - (double)(i % 5) : -7.0625; }

static double red2(cj_redop op, double a, double b) {
  return op == CJ_MAX ? (a > b ? a : b) : op == CJ_MIN ? (a < b ? a : b) : a + b;
}

/* op over ranks of element i of their inputs: exact (multiples of 1/16 of at most 10 bits) */
static double reduced(const ck_case *c, int W, uint64_t i, int it) {
  double s = in_val(c, B_IN, 0, it, i);
  cj_redop op = cj__op(c->op)->rows ? CJ_SUM : c->red; /* (a 2-D op has no redop) */
  for (int r = 1; r < W; r++) s = red2(op, s, in_val(c, B_IN, r, it, i));
  return s;
}

/* The expected value of output element o of rank `me` for the data-moving and reducing ops
 * (the op table's element sources), into *want; a rank whose recv the op leaves alone keeps
 * the sentinel, or in place its input. CJ_E_INVALID for an op without element sources. */
static cj_status expect_coll(const ck_case *c, int W, int me, int it, uint64_t o, double *want) {
  if (!cj__op_writes_recv(c->op, me, c->root)) {
    *want = c->inplace ? in_val(c, B_IN, me, it, o) : sentinel(c, o);
    return CJ_OK;
  }
  int from;
  uint64_t i;
  cj_status s = cj__op_source(c->op, c->count, me, c->root, o, &from, &i);
  if (!s) *want = from == CJ_SRC_EVERY ? reduced(c, W, i, it) : in_val(c, B_IN, from, it, i);
  return s;
}

typedef struct verdict {
  uint64_t wrong;
  double worst, scale; /* max |got - want|, max |want| */
  char first[120];
} verdict;

static void note(verdict *v, uint64_t o, double got, double want, double tol) {
  double d = fabs(got - want);
  if (isnan(got) || d > v->worst) v->worst = isnan(got) ? INFINITY : d;
  if (fabs(want) > v->scale) v->scale = fabs(want);
  if (!(d <= tol)) {
    if (!v->wrong)
      snprintf(v->first, sizeof v->first, "element %llu = %.9g, want %.9g",
               (unsigned long long)o, got, want);
    v->wrong++;
  }
}

static cj_status check_coll(const ck_case *c, int W, int me, int it, const dbuf *out, uint64_t n,
                            verdict *v) {
  for (uint64_t o = 0; o < n; o++) {
    double want;
    cj_status s = expect_coll(c, W, me, it, o, &want);
    if (s) return s;
    uint32_t got = raw(out->host, o, c->dt), wb = bits_of(want, c->dt);
    note(v, o, value_of(got, c->dt), value_of(wb, c->dt), got == wb ? INFINITY : -1);
  }
  return CJ_OK;
}

/* out = normalised (residual + sum of x) x weight, per row, residual updated: the float64
 * reference of f32 math, within two units in the last place of the dtype. */
static void check_rmsnorm(const ck_case *c, int W, int it, const dbuf *out, const dbuf *res,
                          verdict *v) {
  double ulp = c->dt == CJ_F32 ? 0x1p-23 : c->dt == CJ_F16 ? 0x1p-10 : 0x1p-7;
  uint64_t H = c->hidden;
  double *row = malloc(H * sizeof *row);
  if (!row) return;
  for (uint64_t t = 0; t < c->tokens; t++) {
    double ss = 0;
    for (uint64_t h = 0; h < H; h++) {
      uint64_t i = t * H + h;
      double r = in_val(c, B_AUX0, -1, it, i) + reduced(c, W, i, it);
      row[h] = value_of(bits_of(r, c->dt), c->dt); /* the residual, rounded once */
      note(v, i, get(res->host, i, c->dt), row[h], 0);
      ss += row[h] * row[h];
    }
    double inv = 1.0 / sqrt(ss / (double)H + 1e-6);
    for (uint64_t h = 0; h < H; h++) {
      double want = row[h] * inv * in_val(c, B_AUX1, -1, it, h);
      note(v, t * H + h, get(out->host, t * H + h, c->dt), want, 2 * ulp * fabs(want) + 1e-6);
    }
  }
  free(row);
}

/* The GEMM ops: float64 products of the same inputs; tolerance for f32 accumulation in any
 * order plus one rounding of the output. */
static void check_gemm(const ck_case *c, int W, int me, int it, const dbuf *out, cj_dtype ot,
                       verdict *v) {
  uint64_t w = (uint64_t)W, m = c->m, n = c->n, k = c->k;
  int rs = cj__op_gemm_comm(c->op) == CJ_GEMM_SCATTERS_C, own = cj__op_gemm_comm(c->op) == CJ_GEMM_LOCAL;
  uint64_t r0 = rs ? (uint64_t)me * (m / w) : 0, rows = rs ? m / w : m;
  double *a = malloc(rows * k * sizeof *a), *b = malloc(k * n * sizeof *b);
  if (!a || !b) goto done;
  uint64_t kl = k / w, ml = m / w;
  for (uint64_t i = 0; i < rows; i++)
    for (uint64_t q = 0; q < k; q++) { /* A's element (r0 + i, q) of the whole product */
      uint64_t gi = r0 + i;
      double x;
      if (own)
        x = in_val(c, B_IN, me, it, gi * k + q);
      else if (cj__op_gemm_comm(c->op) == CJ_GEMM_GATHERS_A && c->shard == CJ_SHARD_M)
        x = in_val(c, B_IN, (int)(gi / ml), it, (gi % ml) * k + q);
      else
        x = in_val(c, B_IN, (int)(q / kl), it, gi * kl + q % kl);
      a[i * k + q] = x;
    }
  for (uint64_t q = 0; q < k; q++)
    for (uint64_t j = 0; j < n; j++) {
      uint64_t idx = c->bcol ? j * k + q : q * n + j;
      if (rs)
        b[q * n + j] = in_val(c, B_AUX0, (int)(q / kl), it, (q % kl) * n + j);
      else
        b[q * n + j] = in_val(c, B_AUX0, me, it, idx);
    }
  double out_eps = ot == CJ_F32 ? 0x1p-23 : ot == CJ_F16 ? 0x1p-10 : 0x1p-7;
  /* gemm_reducescatter's generated kernel and path ce round each rank's partial product to
   * the dtype before the sum (as a GEMM and then a reduce-scatter does): one more rounding of
   * each (the vendor-BLAS path keeps them f32) */
  int rounded = rs && c->path != CK_BLAS;
  for (uint64_t i = 0; i < rows; i++)
    for (uint64_t j = 0; j < n; j++) {
      double s = c->bias ? in_val(c, B_AUX1, -1, it, j) : 0, mag = fabs(s), part = 0, pmag = 0;
      for (uint64_t q = 0; q < k; q++) {
        double p = a[i * k + q] * b[q * n + j];
        s += p;
        mag += fabs(p);
        part += p;
        if (rounded && (q + 1) % kl == 0) pmag += fabs(part), part = 0;
      }
      double tol = (double)(k + 2) * 0x1p-23 * mag + out_eps * fabs(s) + out_eps * pmag + 1e-30;
      note(v, i * n + j, get(out->host, i * n + j, ot), s, tol);
    }
done:
  free(a);
  free(b);
}

/* ---- one call ---------------------------------------------------------------------------- */

typedef struct bufs {
  dbuf b[B_COUNT];
  uint64_t n[B_COUNT];
  cj_dtype t[B_COUNT];
  void *send, *recv; /* the pointers the call takes (in-place forms alias them) */
} bufs;

/* The GEMM ops' entries (they take the same arguments). */
static cj_status call_gemm(rk *x, const ck_case *c, bufs *u) {
  cj_gemm_params g = gemm_of(c);
  const void *b = P(&u->b[B_AUX0], 0), *bias = P(&u->b[B_AUX1], 0);
  if (cj__op_gemm_comm(c->op) == CJ_GEMM_GATHERS_A)
    return cj_allgather_gemm(x->c, u->send, b, bias, u->recv, &g, c->dt, x->stream);
  if (cj__op_gemm_comm(c->op) == CJ_GEMM_SCATTERS_C)
    return cj_gemm_reduce_scatter(x->c, u->send, b, bias, u->recv, &g, c->dt, x->stream);
  if (cj__op_gemm_comm(c->op) == CJ_GEMM_LOCAL) return cj_gemm(x->c, u->send, b, bias, u->recv, &g, c->dt, x->stream);
  return cj__fail(CJ_E_INVALID, "check: no entry for the GEMM op %s", cj_op_name(c->op));
}

/* The op's entry: the 2-D op's and the GEMM ops' own, else the runtime's by op (the flat
 * entries and the shape-less ones; it refuses any other). */
static cj_status call(rk *x, const ck_case *c, bufs *u) {
  const cj_op_info *o = cj__op(c->op);
  if (o && o->rows)
    return cj_all_reduce_rmsnorm(x->c, u->send, P(&u->b[B_AUX0], 0), P(&u->b[B_AUX1], 0), u->recv,
                                 (size_t)c->tokens, (size_t)c->hidden, 1e-6f, c->dt, x->stream);
  if (o && o->gemm) return call_gemm(x, c, u);
  return cj__collective(x->c, c->op, u->send, u->recv, (size_t)c->count, c->dt, c->red, c->root,
                        x->stream);
}

/* The case's buffers: which are on the heap, and the in-place aliases. */
static cj_status open_bufs(rk *x, const ck_case *c, bufs *u) {
  memset(u, 0, sizeof *u);
  sizes(c, x->world, u->n, u->t);
  cj_status s = CJ_OK;
  const cj_op_info *o = cj__op(c->op);
  int inplace_alias = c->inplace && !o->shapeless && !o->gemm;
  for (int i = 0; i < B_COUNT && !s; i++) {
    if (!u->n[i] || (inplace_alias && i == B_IN)) continue;
    int heap = must_heap(c, i) || (c->heap && (i == B_IN || i == B_OUT || i == B_AUX0));
    s = dalloc(x, &u->b[i], u->n[i] * esz(u->t[i]), heap);
  }
  if (s) return s;
  uint64_t me = (uint64_t)x->rank, es = esz(c->dt);
  u->send = P(&u->b[B_IN], 0);
  u->recv = P(&u->b[B_OUT], 0);
  if (inplace_alias) {
    switch (o->in_place) {
    case CJ_INPLACE_SEND_IN_RECV: /* send = recv + rank x count */
      u->send = P(&u->b[B_OUT], me * c->count * es);
      break;
    case CJ_INPLACE_RECV_IN_SEND: /* recv = send + rank x count: send is the bigger buffer */
      s = dalloc(x, &u->b[B_IN], u->n[B_IN] * es, c->heap);
      u->send = P(&u->b[B_IN], 0);
      u->recv = P(&u->b[B_IN], me * c->count * es);
      break;
    case CJ_INPLACE_SAME:
      u->send = u->recv;
      break;
    }
  }
  return s;
}

static void close_bufs(rk *x, bufs *u) {
  for (int i = 0; i < B_COUNT; i++) dfree(x, &u->b[i]);
}

/* Host data of call `it` into the device buffers (outputs get the sentinel first; the inputs
 * then overwrite their part where they alias it). */
static cj_status fill(rk *x, const ck_case *c, bufs *u, int it) {
  const cj_backend *be = x->be;
  cj_status s = CJ_OK;
  for (int i = 0; i < B_COUNT && !s; i++) {
    dbuf *b = &u->b[i];
    if (!b->p) continue;
    for (uint64_t e = 0; e < u->n[i]; e++)
      put(b->host, e, u->t[i], i == B_OUT ? sentinel(c, e) : in_val(c, i, x->rank, it, e));
    s = be->copy_htod(b->p, b->host, b->n);
  }
  if (s || u->send == P(&u->b[B_IN], 0) || !u->send) return s;
  /* in place: the input inside the output (or the output inside the input) */
  uint64_t n = u->n[B_IN], es = esz(c->dt);
  if (cj__op(c->op)->in_place == CJ_INPLACE_RECV_IN_SEND) return s; /* filled as the input */
  void *h = malloc(n * es);
  if (!h) return CJ_E_OOM;
  for (uint64_t e = 0; e < n; e++) put(h, e, c->dt, in_val(c, B_IN, x->rank, it, e));
  s = be->copy_htod((uint64_t)(uintptr_t)u->send, h, n * es);
  free(h);
  return s;
}

/* Reads the outputs back and judges them. */
static cj_status judge(rk *x, const ck_case *c, bufs *u, int it, verdict *v) {
  const cj_backend *be = x->be;
  memset(v, 0, sizeof *v);
  const cj_op_info *o = cj__op(c->op);
  if (o->shapeless) return CJ_OK;
  dbuf out = u->b[B_OUT];
  uint64_t n = u->n[B_OUT];
  if (o->in_place == CJ_INPLACE_RECV_IN_SEND && c->inplace) out = u->b[B_IN]; /* recv in send */
  if (!out.p) return CJ_OK;
  cj_status s = be->copy_dtoh(out.host, (uint64_t)(uintptr_t)u->recv, n * esz(u->t[B_OUT]));
  if (s) return s;
  if (o->rows) {
    s = be->copy_dtoh(u->b[B_AUX0].host, u->b[B_AUX0].p, u->b[B_AUX0].n);
    if (!s) check_rmsnorm(c, x->world, it, &out, &u->b[B_AUX0], v);
  } else if (o->gemm) {
    check_gemm(c, x->world, x->rank, it, &out, u->t[B_OUT], v);
  } else {
    s = check_coll(c, x->world, x->rank, it, &out, n, v);
  }
  return s;
}

/* Every rank's status agreed: the first failure of any rank, or CJ_OK. */
static cj_status agree(rk *x, cj_status mine) {
  int32_t me = (int32_t)mine, all[64];
  if (cj__comm_allgather(x->c, &me, all, sizeof me)) return CJ_E_INTERNAL;
  for (int r = 0; r < x->world; r++)
    if (all[r]) return (cj_status)all[r];
  return CJ_OK;
}

static void record(ck_result *res, const verdict *v, int generic) {
  res->calls++;
  res->generic += generic != 0;
  if (!v->wrong) {
    double rel = v->scale > 0 ? v->worst / v->scale : v->worst;
    if (rel > res->worst) res->worst = rel;
    return;
  }
  double rel = v->scale > 0 ? v->worst / v->scale : v->worst;
  if (rel > res->worst) res->worst = rel;
  if (!res->bad_calls)
    snprintf(res->msg, sizeof res->msg, "call %u: %llu wrong, first %s", res->calls - 1,
             (unsigned long long)v->wrong, v->first);
  res->bad_calls++;
  res->wrong += v->wrong;
}

/* What ran: the variant of the last kernel, "blas" where the GEMM op's last kernel is not
 * its own generated one (the vendor path ends with a barrier or its reduction), "ce" where
 * the last call took the copy engines' path. */
static void ran_name(rk *x, const ck_case *c, ck_result *res) {
  const cj_kernel *k = x->c->last;
  const char *v = "-";
  if (x->c->hier) { /* nodes (COLLJIT_NODE_SIZE): the node's steps and the engine's */
    snprintf(res->ran, sizeof res->ran, "nodes");
    return;
  }
  if (x->c->last_ce && !cj__op(c->op)->gemm) /* the copy engines' path: no kernel of its own */
    v = "ce";
  else if (cj__op(c->op)->gemm && x->c->gemm_ran == CJ_VARIANT_CE)
    v = "ce"; /* the copy engines and the generated gemm op's kernel */
  else if (k && cj__op(c->op)->gemm &&
           (k->plan.op != c->op || k->plan.variant == CJ_VARIANT_BLAS))
    v = "blas";
  else if (k) /* its plan's variant (auto's choice, or the one the request named) */
    v = cj_variant_name(k->plan.variant);
  snprintf(res->ran, sizeof res->ran, "%s", v);
}

static void set_fail(ck_result *res, cj_status s, const char *what) {
  if (res->status) return;
  res->status = (int32_t)s;
  snprintf(res->msg, sizeof res->msg, "%s: %s: %s", what, cj_status_name(s), cj_last_error());
}

/* One launch (eager, or a graph replay) with data `it`, judged. Returns a status the ranks
 * agreed on. */
static cj_status one(rk *x, const ck_case *c, bufs *u, int it, void *graph, ck_result *res) {
  cj_status s = fill(x, c, u, it);
  if ((s = agree(x, s))) return s;
  x->c->last = NULL;
  s = graph ? x->be->graph_launch(graph, x->stream) : call(x, c, u);
  if (!s) s = x->be->stream_sync(x->stream);
  if (!s) s = cj_comm_check(x->c);
  int generic = x->c->last && (x->c->last->plan.flags & CJ_REQ_GENERIC);
  if (!graph && !s) ran_name(x, c, res);
  verdict v;
  if (!s) s = judge(x, c, u, it, &v);
  if (!s) record(res, &v, graph ? 0 : generic);
  if (s) set_fail(res, s, graph ? "graph replay" : "call");
  return agree(x, s);
}

/* A collective's variant through the selection table (as a tuned table would pick it; the
 * runtime falls back where the variant cannot take the call, and the report names what ran);
 * a GEMM op's path as COLLJIT_GEMM_PATH sets it, leaving the tables alone. */
static void force(const ck_case *c, int on) {
  if (cj__op(c->op)->gemm) {
    cj__gemm_path_force(on ? ck_path_names[c->path] : NULL);
    /* gemm_reducescatter on ce: its cases with a bias take the reduction in the own rows'
     * GEMMs (as COLLJIT_RS_CE_ADD=1), whose rule would give it to none of the check's shapes;
     * the other cases the rule or the caller's COLLJIT_RS_CE_ADD */
    cj__gemm_rs_add_force(on && c->op == CJ_OP_GEMM_REDUCESCATTER && c->path == CK_CE && c->bias
                              ? 1
                              : -1);
    return;
  }
  cj__select_force(c->op, c->force, 0, on && c->force != CJ_VARIANT_AUTO);
}

static void run_case(rk *x, const ck_case *c, ck_result *res) {
  bufs u;
  res->done = 1;
  cj_status s = agree(x, open_bufs(x, c, &u));
  if (s) set_fail(res, s, "buffers");
  force(c, 1);
  int it = 0;
  /* a first call (the generic kernel while the specialised one compiles), then, as a user's
   * warm-up-then-capture recipe does, captured at once (the capture builds the specialised
   * kernel if the worker has not) and replayed with new data every time; last an eager call
   * once the worker is idle */
  if (!s) s = one(x, c, &u, it++, NULL, res);
  void *graph = NULL;
  if (!s && x->cfg->replays > 0) {
    cj_status g = x->be->graph_begin(x->stream);
    x->c->last = NULL;
    if (!g) g = call(x, c, &u);
    int generic = x->c->last && (x->c->last->plan.flags & CJ_REQ_GENERIC);
    cj_status e = x->be->graph_end(x->stream, &graph);
    if (!g) g = e;
    /* the library's promise: a capture holds the specialised kernel, never the generic one */
    if (!g && generic)
      g = cj__fail(CJ_E_INTERNAL, "the capture holds the shape-generic kernel");
    if ((s = agree(x, g))) set_fail(res, s, "graph capture");
  }
  for (int r = 0; !s && graph && r < x->cfg->replays; r++) s = one(x, c, &u, it++, graph, res);
  if (graph) x->be->graph_destroy(graph);
  if (!s) s = agree(x, cj_comm_jit_wait(x->c, 300));
  if (!s) s = one(x, c, &u, it++, NULL, res);
  force(c, 0);
  close_bufs(x, &u);
}

int cj__check_rank(int rank, int world, const cj_unique_id *id, void *arg) {
  const ck_cfg *cfg = arg;
  rk x = {.cfg = cfg, .rank = rank, .world = world};
  if (cfg->plant) { /* planted kernels stay out of the disk cache */
    cj__plant_fault = CJ_PLANT_SKIP_LAST;
    cj_cache_config cc = CJ_CACHE_CONFIG_INIT;
    cc.disable = 1;
    cj_cache_configure(&cc);
  }
  cj_comm_options o = CJ_COMM_OPTIONS_INIT;
  o.heap_bytes = (size_t)1 << 30;
  o.timeout_s = cfg->timeout_s;
  cj_status s = cj_comm_init_rank(&x.c, world, id, rank, &o);
  if (!s) {
    x.be = x.c->be;
    s = x.be->stream_create(&x.stream);
  }
  if (s) {
    fprintf(stderr, "colljit check: rank %d: %s\n", rank, cj_last_error());
    return 2;
  }
  ck_result *mine = cfg->res + (size_t)rank * (size_t)cfg->ncases;
  int dead = 0;
  double t0 = seconds(), said = t0;
  for (int i = 0; i < cfg->ncases && !dead; i++) {
    run_case(&x, &cfg->cases[i], &mine[i]);
    if (rank == 0 && (seconds() - said >= 30.0 || i + 1 == cfg->ncases)) {
      /* progress on stderr (the table waits for every case): a run stopped from outside
       * still tells how far it got */
      said = seconds();
      fprintf(stderr, "colljit check: %d of %d cases done, %.0f s (last: %s)\n", i + 1,
              cfg->ncases, said - t0, cj_op_name(cfg->cases[i].op));
    }
    /* a peer that timed out leaves the communicator failed: stop there */
    dead = mine[i].status == CJ_E_TIMEOUT;
  }
  x.be->stream_destroy(x.stream);
  cj_comm_destroy(x.c);
  return 0;
}
