/* Every collective on real GPUs, one process per GPU, checked exactly: inputs are small
 * integers (exact in every dtype, and their sums too), so the expected output is computed on
 * the host without rounding questions. Each op x dtype x reduction x size (1 element to
 * 64 MiB per rank, odd ones included) x buffer placement (send on the heap, off the heap, in
 * place), then 10,000 graph replays of each op with new data every time. Exit 77 without a
 * GPU. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gpu_util.h"
#include "launcher.h"
#include "test.h"

typedef struct ctx {
  cj_comm *c;
  const cj_backend *be;
  void *stream;
  int32_t *vals;   /* world x in-elements: every rank's input as integers */
  unsigned char *host, *want;
  int prepare; /* compile the specialised kernel before the first call (no generic kernel) */
  int calls;   /* calls per case, new inputs each */
} ctx;

typedef struct opcase {
  cj_op op;
  cj_dtype dt;
  cj_redop red;
  uint64_t count;
  int mode; /* 0 send on heap, 1 send off heap, 2 in place */
  int root;
  uint64_t it;
} opcase;

static int replays = 10000;

/* ---- values ------------------------------------------------------------------------------- */
static uint16_t half_bits(float f) { /* exact for the small integers used here */
  if (f == 0) return 0;
  uint16_t sign = f < 0 ? 0x8000 : 0;
  float a = fabsf(f);
  int e = 0;
  while (a >= 2) a /= 2, e++;
  return (uint16_t)(sign | (uint16_t)((e + 15) << 10) | (uint16_t)((a - 1) * 1024));
}

static void encode(void *dst, int32_t v, cj_dtype dt) {
  float f = (float)v;
  uint32_t bits;
  memcpy(&bits, &f, 4);
  uint16_t h = dt == CJ_F16 ? half_bits(f) : (uint16_t)(bits >> 16);
  if (dt == CJ_F32) memcpy(dst, &f, 4);
  if (dt == CJ_I32) memcpy(dst, &v, 4);
  if (dt == CJ_F16 || dt == CJ_BF16) memcpy(dst, &h, 2);
}

static int32_t value(int r, uint64_t it, uint64_t i) {
  return (int32_t)(mix32(((uint64_t)r << 40) ^ (it << 24) ^ (i * 0x9e3779b97f4a7c15ull)) % 17) - 8;
}

static int32_t combine(int32_t a, int32_t b, cj_redop op) {
  return op == CJ_SUM ? a + b : op == CJ_MAX ? (a > b ? a : b) : (a < b ? a : b);
}

/* ---- op geometry -------------------------------------------------------------------------- */
static uint64_t in_elems(const opcase *k, int w) { return cj__op_in_elems(k->op, k->count, w); }
static uint64_t out_elems(const opcase *k, int w) { return cj__op_out_elems(k->op, k->count, w); }

/* Expected output element j of rank r, as an integer: its inputs (the op table says which),
 * combined. Nonzero for an op without element sources (the message is set). */
static cj_status expect(const ctx *x, const opcase *k, int r, uint64_t j, int32_t *out) {
  uint64_t n = in_elems(k, x->c->world), i;
  const int32_t *v = x->vals;
  int from;
  cj_status s = cj__op_source(k->op, k->count, r, k->root, j, &from, &i);
  if (s) return s;
  if (from != CJ_SRC_EVERY) {
    *out = v[(uint64_t)from * n + i];
    return CJ_OK;
  }
  int32_t acc = v[i];
  for (int p = 1; p < x->c->world; p++)
    acc = combine(acc, v[(uint64_t)p * n + i], k->red);
  *out = acc;
  return CJ_OK;
}

static cj_status launch(ctx *x, const opcase *k, const void *s, void *d) {
  return cj__collective(x->c, k->op, s, d, k->count, k->dt, k->red, k->root, x->stream);
}

/* In place, as each op defines it. */
static void *in_place_send(const ctx *x, const opcase *k, void *recv) {
  uint64_t chunk = k->count * cj_dtype_size(k->dt);
  if (cj__op(k->op)->in_place == CJ_INPLACE_SEND_IN_RECV)
    return (char *)recv + (uint64_t)x->c->rank * chunk;
  return recv;
}

/* Every rank's input values of iteration it, and this rank's input bytes in x->host. */
static void make_inputs(ctx *x, const opcase *k, uint64_t it) {
  int w = x->c->world;
  uint64_t n = in_elems(k, w);
  size_t es = cj_dtype_size(k->dt);
  for (int p = 0; p < w; p++)
    for (uint64_t i = 0; i < n; i++) x->vals[(uint64_t)p * n + i] = value(p, it, i);
  for (uint64_t i = 0; i < n; i++)
    encode(x->host + i * es, x->vals[(uint64_t)x->c->rank * n + i], k->dt);
}

static int check_output(ctx *x, const opcase *k, const unsigned char *got, const char *what) {
  int w = x->c->world, me = x->c->rank;
  size_t es = cj_dtype_size(k->dt);
  uint64_t m = out_elems(k, w);
  int untouched = !cj__op_writes_recv(k->op, me, k->root);
  for (uint64_t j = 0; j < m; j++) {
    if (untouched && k->mode == 2) { /* in place: its input, unchanged */
      encode(x->want, x->vals[(uint64_t)me * in_elems(k, w) + j], k->dt);
    } else if (untouched) {
      memset(x->want, 0xcd, es);
    } else {
      int32_t v = 0;
      if (expect(x, k, me, j, &v)) {
        fprintf(stderr, "rank %d: %s: %s\n", me, what, cj_last_error());
        return 1;
      }
      encode(x->want, v, k->dt);
    }
    if (memcmp(got + j * es, x->want, es)) {
      fprintf(stderr, "rank %d: %s %s %s %s n=%llu mode=%d root=%d: element %llu of %llu "
              "wrong\n", me, what, cj_op_name(k->op), cj_dtype_name(k->dt),
              cj_redop_name(k->red), (unsigned long long)k->count, k->mode, k->root,
              (unsigned long long)j, (unsigned long long)m);
      return 1;
    }
  }
  return 0;
}

typedef struct bufs {
  void *base; /* the heap allocation recv lies in (in place: send too) */
  void *send, *recv;
  uint64_t off_heap;
} bufs;

static int alloc_bufs(ctx *x, const opcase *k, bufs *b) {
  int w = x->c->world;
  size_t es = cj_dtype_size(k->dt);
  uint64_t in = in_elems(k, w) * es, out = out_elems(k, w) * es;
  memset(b, 0, sizeof *b);
  GPU_CK(cj_malloc(x->c, out > in ? out : in, &b->base));
  b->recv = b->base;
  if (k->mode == 0) GPU_CK(cj_malloc(x->c, in, &b->send));
  if (k->mode == 1) {
    GPU_CK(x->be->alloc(in, &b->off_heap));
    b->send = (void *)(uintptr_t)b->off_heap;
  }
  if (k->mode == 2 && cj__op(k->op)->in_place == CJ_INPLACE_RECV_IN_SEND) {
    /* recv = send + rank * count */
    b->send = b->base;
    b->recv = (char *)b->base + (uint64_t)x->c->rank * k->count * es;
  } else if (k->mode == 2) {
    b->send = in_place_send(x, k, b->recv);
  }
  return 0;
}

static int free_bufs(ctx *x, const opcase *k, bufs *b) {
  if (k->mode == 0) GPU_CK(cj_free(x->c, b->send));
  if (b->off_heap) GPU_CK(x->be->release(b->off_heap));
  GPU_CK(cj_free(x->c, b->base));
  return 0;
}

/* Poison recv, upload the input (after the poison: in place shares the memory). */
static int upload(ctx *x, const opcase *k, const bufs *b, uint64_t it) {
  int w = x->c->world;
  size_t es = cj_dtype_size(k->dt);
  uint64_t in = in_elems(k, w) * es, out = out_elems(k, w) * es;
  make_inputs(x, k, it);
  GPU_CK(x->be->fill((uint64_t)(uintptr_t)b->base, 0xcd, out > in ? out : in));
  GPU_CK(x->be->copy_htod((uint64_t)(uintptr_t)b->send, x->host, in));
  GPU_CK(x->be->stream_sync(NULL));
  return 0;
}

static int run_case_(ctx *x, const opcase *k) {
  bufs b;
  if (alloc_bufs(x, k, &b) || upload(x, k, &b, k->it)) return 1;
  size_t es = cj_dtype_size(k->dt);
  uint64_t out = out_elems(k, x->c->world) * es;
  if (x->prepare) GPU_CK(cj_prepare(x->c, k->op, b.send, b.recv, k->count, k->dt, k->red,
                                    k->root));
  int bad = 0;
  for (int call = 0; call < x->calls && !bad; call++) {
    if (call && upload(x, k, &b, k->it + 7919u * (uint64_t)call)) return 1;
    GPU_CK(launch(x, k, b.send, b.recv));
    GPU_CK(x->be->stream_sync(x->stream));
    GPU_CK(cj_comm_check(x->c));
    GPU_CK(x->be->copy_dtoh(x->host, (uint64_t)(uintptr_t)b.recv, out));
    bad = check_output(x, k, x->host, "case");
  }
  return free_bufs(x, k, &b) || bad;
}

static int run_case(ctx *x, const opcase *k) {
  int rc = run_case_(x, k);
  if (rc)
    fprintf(stderr, "rank %d: failed case: %s %s %s n=%llu mode=%d root=%d\n", x->c->rank,
            cj_op_name(k->op), cj_dtype_name(k->dt), cj_redop_name(k->red),
            (unsigned long long)k->count, k->mode, k->root);
  return rc;
}

static const cj_op ops[] = {CJ_OP_ALL_REDUCE, CJ_OP_REDUCE_SCATTER, CJ_OP_ALL_GATHER,
                            CJ_OP_ALL_TO_ALL, CJ_OP_BROADCAST, CJ_OP_REDUCE};

static int matrix(ctx *x) {
  static const cj_dtype dts[] = {CJ_F32, CJ_F16, CJ_BF16, CJ_I32};
  static const uint64_t counts[] = {1, 7, 1000, 4099, 65537, (1u << 20) + 3};
  int w = x->c->world, cases = 0;
  for (int o = 0; o < 6; o++) {
    int reduces = cj__op_reduces(ops[o]);
    for (int d = 0; d < 4; d++)
      for (int r = 0; r < (reduces ? 3 : 1); r++)
        for (int n = 0; n < 6; n++)
          for (int mode = 0; mode < 3; mode++) {
            opcase k = {ops[o], dts[d], (cj_redop)r, counts[n], mode, (n + mode) % w,
                        (uint64_t)cases};
            if (run_case(x, &k)) return 1;
            cases++;
          }
    /* one large case per op: 32 MiB chunks */
    opcase big = {ops[o], CJ_BF16, CJ_SUM, (16u << 20) + 1, 0, w - 1, 99999};
    if (run_case(x, &big)) return 1;
    cases++;
    if (x->c->rank == 0) printf("%s: ok\n", cj_op_name(ops[o]));
  }
  if (x->c->rank == 0) printf("matrix: %d cases ok at world %d\n", cases, w);
  return 0;
}

/* A graph (staging -> send, op) replayed with new inputs each time; every output checked.
 * 4099 bf16 elements take the barrier and relay kernels, 4100 (whole words) the ll ones. */
static int graph_replays(ctx *x, cj_op op, uint64_t count) {
  opcase k = {op, CJ_BF16, CJ_SUM, count, 0, x->c->world - 1, 0};
  size_t es = cj_dtype_size(k.dt);
  uint64_t in = in_elems(&k, x->c->world) * es, out = out_elems(&k, x->c->world) * es;
  bufs b;
  void *staging, *exec;
  if (alloc_bufs(x, &k, &b)) return 1;
  GPU_CK(cj_malloc(x->c, in, &staging));
  GPU_CK(cj_prepare(x->c, op, b.send, b.recv, k.count, k.dt, k.red, k.root));
  GPU_CK(x->be->graph_begin(x->stream));
  GPU_CK(x->be->copy_dtod_async((uint64_t)(uintptr_t)b.send, (uint64_t)(uintptr_t)staging, in,
                                x->stream));
  GPU_CK(launch(x, &k, b.send, b.recv));
  GPU_CK(x->be->graph_end(x->stream, &exec));
  int bad = 0;
  for (int it = 0; it < replays && bad < 3; it++) {
    make_inputs(x, &k, 500000u + (uint64_t)it);
    GPU_CK(x->be->copy_htod((uint64_t)(uintptr_t)staging, x->host, in));
    GPU_CK(x->be->graph_launch(exec, x->stream));
    GPU_CK(x->be->stream_sync(x->stream));
    GPU_CK(x->be->copy_dtoh(x->host, (uint64_t)(uintptr_t)b.recv, out));
    if (cj__op_writes_recv(op, x->c->rank, k.root)) bad += check_output(x, &k, x->host, "replay");
  }
  GPU_CK(cj_comm_check(x->c));
  GPU_CK(x->be->graph_destroy(exec));
  printf("rank %d: %d graph replays of %s bf16 n=%llu with new data: %d mismatches\n",
         x->c->rank, replays, cj_op_name(op), (unsigned long long)count, bad);
  GPU_CK(cj_free(x->c, staging));
  return free_bufs(x, &k, &b) || bad;
}

/* ---- background JIT ------------------------------------------------------------------------ */
static int jit_counts(ctx *x, cj_jit_stats *st) {
  st->struct_size = sizeof *st;
  GPU_CK(cj_comm_jit_stats(x->c, st));
  return 0;
}

/* Shapes the matrix never ran: each first call runs the shape-generic kernel while the
 * specialised one compiles, the next ones whichever each rank has (ranks mix them), every call
 * checked; after the compiles the same shapes run specialised kernels only. Then a graph
 * captured while only the generic kernel existed, replayed after the specialised one arrived;
 * and a shape specialised on rank 0 (cj_prepare) but generic on the others. */
/* Every op x {f32, bf16} x 3 sizes the matrix never ran, new data from iteration `first` on;
 * the number of shapes, or -1 on a failure. */
static int jit_shapes(ctx *x, uint64_t first) {
  static const cj_dtype dts[] = {CJ_F32, CJ_BF16};
  static const uint64_t counts[] = {999, 70001, (1u << 20) + 5};
  int w = x->c->world, shapes = 0;
  for (int o = 0; o < 6; o++)
    for (int d = 0; d < 2; d++)
      for (int n = 0; n < 3; n++, shapes++) {
        opcase k = {ops[o], dts[d], CJ_SUM, counts[n], (d + n) % 3, w - 1,
                    first + (uint64_t)shapes * 16};
        if (run_case(x, &k)) return -1;
      }
  return shapes;
}

static int jit_phase(ctx *x) {
  int w = x->c->world;
  cj_jit_stats a, b, c;
  x->prepare = 0;
  x->calls = 3;
  if (jit_counts(x, &a)) return 1;
  int shapes = jit_shapes(x, 900000u);
  if (shapes < 0 || jit_counts(x, &b)) return 1;
  GPU_CK(cj_comm_jit_wait(x->c, 120));
  if (jit_counts(x, &c)) return 1;
  int bad = 0;
  if (b.generic_launches - a.generic_launches < (uint64_t)shapes) bad = 1;
  if (c.failed || c.pending || c.built != c.queued) bad = 1;
  printf("rank %d: %d new shapes x 3 calls: %llu generic launches, %llu specialised kernels "
         "built in the background, %llu failed\n", x->c->rank, shapes,
         (unsigned long long)(b.generic_launches - a.generic_launches),
         (unsigned long long)(c.built - a.built), (unsigned long long)c.failed);
  /* now specialised everywhere: no generic launch */
  x->prepare = 1; /* (a no-op now: the kernels are loaded) */
  if (!bad && jit_shapes(x, 950000u) < 0) return 1;
  if (jit_counts(x, &a)) return 1;
  if (a.generic_launches != c.generic_launches) {
    fprintf(stderr, "rank %d: generic kernels still launched after the compiles\n", x->c->rank);
    bad = 1;
  }
  /* a graph captured with the generic kernel */
  opcase k = {CJ_OP_ALL_REDUCE, CJ_BF16, CJ_SUM, 4097, 0, 0, 0};
  size_t es = cj_dtype_size(k.dt);
  uint64_t in = in_elems(&k, w) * es, out = out_elems(&k, w) * es;
  bufs bb;
  void *exec;
  if (alloc_bufs(x, &k, &bb) || upload(x, &k, &bb, 1)) return 1;
  GPU_CK(x->be->graph_begin(x->stream));
  cj_status s = launch(x, &k, bb.send, bb.recv);
  GPU_CK(x->be->graph_end(x->stream, &exec));
  GPU_CK(s);
  GPU_CK(cj_comm_jit_wait(x->c, 120));
  int wrong = 0, n_replays = replays < 500 ? replays : 500;
  for (int it = 0; it < n_replays && !wrong; it++) {
    make_inputs(x, &k, 700000u + (uint64_t)it);
    GPU_CK(x->be->copy_htod((uint64_t)(uintptr_t)bb.send, x->host, in));
    GPU_CK(x->be->graph_launch(exec, x->stream));
    GPU_CK(x->be->stream_sync(x->stream));
    GPU_CK(x->be->copy_dtoh(x->host, (uint64_t)(uintptr_t)bb.recv, out));
    wrong += check_output(x, &k, x->host, "generic graph replay");
  }
  GPU_CK(cj_comm_check(x->c));
  GPU_CK(x->be->graph_destroy(exec));
  if (free_bufs(x, &k, &bb)) return 1;
  printf("rank %d: graph captured with the generic kernel: %d replays after the specialised "
         "kernel arrived, %d wrong\n", x->c->rank, n_replays, wrong);
  /* rank 0 specialised, the others generic, in one call */
  opcase m = {CJ_OP_ALL_GATHER, CJ_F16, CJ_SUM, 12345, 0, 0, 4242};
  if (jit_counts(x, &a)) return 1;
  x->prepare = x->c->rank == 0;
  x->calls = 1;
  if (run_case(x, &m)) return 1;
  if (jit_counts(x, &b)) return 1;
  int want_generic = x->c->rank != 0;
  if ((b.generic_launches > a.generic_launches) != want_generic) {
    fprintf(stderr, "rank %d: mixed call: generic launches %llu -> %llu\n", x->c->rank,
            (unsigned long long)a.generic_launches, (unsigned long long)b.generic_launches);
    bad = 1;
  }
  x->prepare = 1;
  GPU_CK(cj_comm_jit_wait(x->c, 120));
  return bad || wrong;
}

static int rank_main(int rank, int world, const cj_unique_id *id, void *arg) {
  (void)arg;
  cj_comm_options o = CJ_COMM_OPTIONS_INIT;
  o.heap_bytes = (size_t)2 << 30;
  o.work_bytes = (size_t)256 << 20;
  o.timeout_s = getenv("COLLJIT_TIMEOUT_S") ? 0 : 20;
  o.background_jit = 1; /* the matrix prepares (specialised kernels); jit_phase does not */
  ctx x = {0};
  if (gpu_open(rank, world, id, &o, &x.c, &x.be, &x.stream)) return 1;
  size_t most = (size_t)world * ((16u << 20) + 64); /* elements of the largest buffer */
  x.vals = malloc((size_t)world * most * sizeof(int32_t));
  x.host = malloc(most * 4);
  x.want = malloc(16);
  int rc = !x.vals || !x.host || !x.want;
  x.prepare = 1;
  x.calls = 1;
  if (!rc) rc = matrix(&x);
  if (!rc) rc = jit_phase(&x);
  for (int o = 0; o < 6 && !rc; o++) rc = graph_replays(&x, ops[o], 4099);
  for (int o = 0; o < 3 && !rc; o++) rc = graph_replays(&x, ops[o], 4100); /* ll */
  free(x.vals);
  free(x.host);
  free(x.want);
  x.be->stream_destroy(x.stream);
  cj_status s = cj_comm_destroy(x.c);
  return rc || s;
}

int main(void) { return gpu_test_main(rank_main, &replays, 1100); }
