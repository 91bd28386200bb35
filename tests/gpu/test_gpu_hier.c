/* A communicator over nodes on one machine's GPUs, one process per GPU: COLLJIT_NODE_SIZE
 * makes each k consecutive GPUs a node (unset: half the GPUs, so 2 GPUs are 2x1 and 4 are
 * 2x2), NCCL_P2P_DISABLE=1 NCCL_SHM_DISABLE=1 push the engine onto its network path, the
 * caller's exchange is a host all-gather over a local socket. all_reduce (sum, max),
 * reduce_scatter and all_gather, every dtype, counts with tails, recv on and off the heap, in
 * place: exact against a host reference (small integers, whose sums every dtype holds
 * exactly, so the bits are known); 1,000 graph replays per op with new data each time; and
 * all_reduce of arbitrary floats bitwise identical on every rank, eager and replayed. Exit 77
 * without 2 GPUs or without an engine (NCCL / RCCL). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bootstrap.h"
#include "gpu_util.h"
#include "hier.h"
#include "launcher.h"
#include "test.h"

typedef struct ctx {
  cj_comm *c;
  const cj_backend *be;
  void *stream;
  cj_boot *boot;
  int rank, world;
  unsigned char *host, *want; /* room for the largest recv / send */
} ctx;

enum { MAX_ELEMS = (1 << 20) * 8 + 64 };
static int replays = 1000;

static int exchange(void *user, const void *mine, void *all, size_t n) {
  return cj__boot_allgather(user, mine, all, n) != CJ_OK;
}

/* ---- exact data: small integers in every dtype ------------------------------------------- */
static int value(int rank, uint64_t it, uint64_t i) {
  return (int)(mix32(((uint64_t)rank << 48) ^ (it << 24) ^ (i * 0x9e3779b97f4a7c15ull)) % 17) - 8;
}

/* v (an integer of at most 11 bits) as dtype t, exactly */
static void put(cj_dtype t, void *p, int v) {
  float f = (float)v;
  uint32_t b;
  memcpy(&b, &f, 4);
  if (t == CJ_I32) {
    int32_t x = v;
    memcpy(p, &x, 4);
  } else if (t == CJ_F32) {
    memcpy(p, &b, 4);
  } else if (t == CJ_BF16) {
    uint16_t h = (uint16_t)(b >> 16);
    memcpy(p, &h, 2);
  } else { /* f16: the same value, re-biased exponent and a 10-bit mantissa */
    uint16_t h = (uint16_t)((b >> 16) & 0x8000);
    if (v) h |= (uint16_t)((((b >> 23) & 0xff) - 127 + 15) << 10 | ((b >> 13) & 0x3ff));
    memcpy(p, &h, 2);
  }
}

static void fill(cj_dtype t, unsigned char *buf, uint64_t n, int rank, uint64_t it, uint64_t from) {
  size_t es = cj_dtype_size(t);
  for (uint64_t i = 0; i < n; i++)
    put(t, buf + i * es, value(rank, it, from + i));
}

/* the expected recv of `op` on rank r */
static void expect(ctx *x, cj_op op, cj_redop ro, cj_dtype t, uint64_t count, uint64_t it) {
  size_t es = cj_dtype_size(t);
  uint64_t n = op == CJ_OP_ALL_GATHER ? count * (uint64_t)x->world : count;
  for (uint64_t i = 0; i < n; i++) {
    int v;
    if (op == CJ_OP_ALL_GATHER) {
      v = value((int)(i / count), it, i % count);
    } else {
      uint64_t at = op == CJ_OP_REDUCE_SCATTER ? (uint64_t)x->rank * count + i : i;
      v = value(0, it, at);
      for (int q = 1; q < x->world; q++) {
        int w = value(q, it, at);
        v = ro == CJ_MAX ? (w > v ? w : v) : v + w;
      }
    }
    put(t, x->want + i * es, v);
  }
}

typedef struct bufs {
  void *send, *recv;
  uint64_t off_heap; /* a recv off the heap, released after */
  uint64_t send_n, recv_n;
} bufs;

/* mode 0: both on the heap; 1: recv off the heap; 2: in place (on the heap) */
static int get_bufs(ctx *x, cj_op op, cj_dtype t, uint64_t count, int mode, bufs *b) {
  size_t es = cj_dtype_size(t);
  uint64_t W = (uint64_t)x->world;
  b->send_n = op == CJ_OP_REDUCE_SCATTER ? count * W : count;
  b->recv_n = op == CJ_OP_ALL_GATHER ? count * W : count;
  b->off_heap = 0;
  uint64_t big = b->send_n > b->recv_n ? b->send_n : b->recv_n;
  GPU_CK(cj_malloc(x->c, big * es, &b->send));
  b->recv = b->send;
  if (mode == 0) GPU_CK(cj_malloc(x->c, b->recv_n * es, &b->recv));
  if (mode == 1) {
    GPU_CK(x->be->alloc(b->recv_n * es, &b->off_heap));
    b->recv = (void *)(uintptr_t)b->off_heap;
  }
  uint64_t mine = (uint64_t)x->rank * count * es;
  if (mode == 2 && op == CJ_OP_REDUCE_SCATTER) b->recv = (char *)b->send + mine;
  if (mode == 2 && op == CJ_OP_ALL_GATHER) b->send = (char *)b->recv + mine;
  return 0;
}

static int put_bufs(ctx *x, bufs *b, int mode, cj_op op) {
  void *heap = mode == 2 && op == CJ_OP_ALL_GATHER ? b->recv : b->send;
  GPU_CK(cj_free(x->c, heap));
  if (mode == 0) GPU_CK(cj_free(x->c, b->recv));
  if (b->off_heap) GPU_CK(x->be->release(b->off_heap));
  return 0;
}

static int call(ctx *x, cj_op op, cj_redop ro, cj_dtype t, const bufs *b, uint64_t count) {
  if (op == CJ_OP_ALL_GATHER) return cj_all_gather(x->c, b->send, b->recv, count, t, x->stream);
  if (op == CJ_OP_REDUCE_SCATTER)
    return cj_reduce_scatter(x->c, b->send, b->recv, count, t, ro, x->stream);
  return cj_all_reduce(x->c, b->send, b->recv, count, t, ro, x->stream);
}

/* recv against want; 0 when equal, else the first difference on standard error */
static int compare(ctx *x, const bufs *b, cj_dtype t, const char *what) {
  size_t es = cj_dtype_size(t), bytes = b->recv_n * es;
  GPU_CK(x->be->copy_dtoh(x->host, (uint64_t)(uintptr_t)b->recv, bytes));
  if (!memcmp(x->host, x->want, bytes)) return 0;
  size_t i = 0;
  while (x->host[i] == x->want[i])
    i++;
  fprintf(stderr, "rank %d: %s: element %zu differs (byte %02x, want %02x)\n", x->rank, what,
          i / es, x->host[i], x->want[i]);
  return 1;
}

static int one_case(ctx *x, cj_op op, cj_redop ro, cj_dtype t, uint64_t count, int mode) {
  bufs b;
  if (get_bufs(x, op, t, count, mode, &b)) return 1;
  uint64_t it = (uint64_t)op * 1000 + count % 997 + (uint64_t)mode * 7 + (uint64_t)t;
  fill(t, x->host, b.send_n, x->rank, it, 0);
  GPU_CK(x->be->copy_htod((uint64_t)(uintptr_t)b.send, x->host, b.send_n * cj_dtype_size(t)));
  GPU_CK(x->be->stream_sync(NULL));
  GPU_CK(call(x, op, ro, t, &b, count));
  GPU_CK(x->be->stream_sync(x->stream));
  GPU_CK(cj_comm_check(x->c));
  expect(x, op, ro, t, count, it);
  char what[128];
  snprintf(what, sizeof what, "%s %s %s n=%llu mode %d", cj_op_name(op), cj_redop_name(ro),
           cj_dtype_name(t), (unsigned long long)count, mode);
  int bad = compare(x, &b, t, what);
  char one = 1, all[256];
  GPU_CK(cj__boot_allgather(x->boot, &one, all, 1)); /* nobody refills before all have read */
  return put_bufs(x, &b, mode, op) || bad;
}

static int matrix(ctx *x) {
  static const cj_dtype dts[] = {CJ_F32, CJ_F16, CJ_BF16, CJ_I32};
  static const uint64_t counts[] = {1, 2, 3, 5, 7, 1000, 4099, 65537, (1u << 20) + 3};
  static const cj_op ops[] = {CJ_OP_ALL_REDUCE, CJ_OP_REDUCE_SCATTER, CJ_OP_ALL_GATHER};
  int cases = 0;
  for (int o = 0; o < 3; o++)
    for (int d = 0; d < 4; d++)
      for (int n = 0; n < 9; n++)
        for (int mode = 0; mode < 3; mode++)
          for (int ro = 0; ro < (ops[o] == CJ_OP_ALL_GATHER ? 1 : 2); ro++) {
            if (one_case(x, ops[o], ro ? CJ_MAX : CJ_SUM, dts[d], counts[n], mode)) return 1;
            cases++;
          }
  if (x->rank == 0) printf("eager: %d cases: ok\n", cases);
  return 0;
}

/* A graph of (staging -> send copy, the op) replayed with new data every time. */
static int graph_replays(ctx *x, cj_op op, cj_dtype t, uint64_t count, int mode) {
  bufs b;
  size_t es = cj_dtype_size(t);
  void *staging, *exec;
  if (get_bufs(x, op, t, count, mode, &b)) return 1;
  GPU_CK(cj_malloc(x->c, b.send_n * es, &staging));
  GPU_CK(cj_prepare(x->c, op, b.send, b.recv, count, t, CJ_SUM, 0));
  GPU_CK(x->be->graph_begin(x->stream));
  GPU_CK(x->be->copy_dtod_async((uint64_t)(uintptr_t)b.send, (uint64_t)(uintptr_t)staging,
                                b.send_n * es, x->stream));
  GPU_CK(call(x, op, CJ_SUM, t, &b, count));
  GPU_CK(x->be->graph_end(x->stream, &exec));
  int bad = 0;
  char one = 1, all[256];
  for (int it = 0; it < replays && bad < 5; it++) {
    fill(t, x->host, b.send_n, x->rank, 50000u + (uint64_t)it, 0);
    GPU_CK(x->be->copy_htod((uint64_t)(uintptr_t)staging, x->host, b.send_n * es));
    GPU_CK(x->be->graph_launch(exec, x->stream));
    GPU_CK(x->be->stream_sync(x->stream));
    expect(x, op, CJ_SUM, t, count, 50000u + (uint64_t)it);
    bad += compare(x, &b, t, "graph replay");
    GPU_CK(cj__boot_allgather(x->boot, &one, all, 1));
  }
  GPU_CK(cj_comm_check(x->c));
  GPU_CK(x->be->graph_destroy(exec));
  printf("rank %d: %d graph replays of %s %s n=%llu mode %d: %s\n", x->rank, replays,
         cj_op_name(op), cj_dtype_name(t), (unsigned long long)count, mode, bad ? "WRONG" : "ok");
  GPU_CK(cj_free(x->c, staging));
  return put_bufs(x, &b, mode, op) || bad;
}

/* all_reduce of arbitrary f32 / bf16 values: every rank ends with the same bits (a hash of
 * the result compared through the exchange), eagerly and in `n` replays. */
static int identical(ctx *x, cj_dtype t, uint64_t count, int n) {
  size_t es = cj_dtype_size(t), bytes = count * es;
  void *send, *recv, *exec;
  GPU_CK(cj_malloc(x->c, bytes, &send));
  GPU_CK(cj_malloc(x->c, bytes, &recv));
  GPU_CK(cj_prepare(x->c, CJ_OP_ALL_REDUCE, send, recv, count, t, CJ_SUM, 0));
  GPU_CK(x->be->graph_begin(x->stream));
  GPU_CK(cj_all_reduce(x->c, send, recv, count, t, CJ_SUM, x->stream));
  GPU_CK(x->be->graph_end(x->stream, &exec));
  int bad = 0;
  for (int it = 0; it < n; it++) {
    fill_pattern(x->host, count, es, x->rank, 90000u + (uint64_t)it);
    for (uint64_t i = 0; t == CJ_F32 && i < count; i++) /* finite: clear the top exponent bit */
      x->host[i * 4 + 3] &= 0xbf;
    for (uint64_t i = 0; t == CJ_BF16 && i < count; i++)
      x->host[i * 2 + 1] &= 0xbf;
    GPU_CK(x->be->copy_htod((uint64_t)(uintptr_t)send, x->host, bytes));
    if (it == 0)
      GPU_CK(cj_all_reduce(x->c, send, recv, count, t, CJ_SUM, x->stream));
    else
      GPU_CK(x->be->graph_launch(exec, x->stream));
    GPU_CK(x->be->stream_sync(x->stream));
    GPU_CK(x->be->copy_dtoh(x->host, (uint64_t)(uintptr_t)recv, bytes));
    uint64_t h = cj__fnv1a64(x->host, bytes, CJ_FNV_SEED), all[64];
    GPU_CK(cj__boot_allgather(x->boot, &h, all, sizeof h));
    for (int q = 0; q < x->world; q++)
      bad += all[q] != h;
  }
  GPU_CK(x->be->graph_destroy(exec));
  GPU_CK(cj_free(x->c, recv));
  GPU_CK(cj_free(x->c, send));
  printf("rank %d: all_reduce %s n=%llu, %d calls: %s\n", x->rank, cj_dtype_name(t),
         (unsigned long long)count, n, bad ? "ranks DIFFER" : "bitwise identical");
  return bad != 0;
}

static int run_all(ctx *x) {
  int rc = matrix(x);
  static const cj_op ops[] = {CJ_OP_ALL_REDUCE, CJ_OP_REDUCE_SCATTER, CJ_OP_ALL_GATHER};
  for (int o = 0; o < 3 && !rc; o++) {
    rc = graph_replays(x, ops[o], CJ_BF16, 4099, 0);
    if (!rc) rc = graph_replays(x, ops[o], CJ_F32, 65537, 1);
  }
  if (!rc) rc = identical(x, CJ_F32, 65537 * 3, 200);
  if (!rc) rc = identical(x, CJ_BF16, 1001, 200);
  return rc;
}

static int rank_main(int rank, int world, const cj_unique_id *id, void *arg) {
  (void)arg;
  g_rank = rank;
  ctx x = {.rank = rank, .world = world};
  GPU_CK(cj__boot_init(id, world, rank, 60, &x.boot));
  cj_comm_options o = CJ_COMM_OPTIONS_INIT;
  o.heap_bytes = (size_t)1 << 30;
  o.timeout_s = 20;
  cj_status s = cj_comm_init_with_allgather(&x.c, world, rank, exchange, x.boot, &o);
  if (s == CJ_E_UNAVAILABLE) {
    printf("rank %d: SKIP: %s\n", rank, cj_last_error());
    cj__boot_close(x.boot);
    return 77;
  }
  GPU_CK(s);
  if (rank == 0)
    printf("world %d as %d nodes of %d\n", world, x.c->hier ? x.c->hier->map.nodes : 1,
           x.c->hier ? x.c->hier->map.local_size : world);
  x.be = x.c->be;
  GPU_CK(x.be->stream_create(&x.stream));
  x.host = malloc((size_t)MAX_ELEMS * 4);
  x.want = malloc((size_t)MAX_ELEMS * 4);
  int rc = x.host && x.want && x.c->hier ? run_all(&x) : 1;
  free(x.host);
  free(x.want);
  x.be->stream_destroy(x.stream);
  s = cj_comm_destroy(x.c);
  if (s) fprintf(stderr, "rank %d: destroy: %s\n", rank, cj_last_error());
  cj__boot_close(x.boot);
  return rc || s;
}

int main(void) {
  setvbuf(stdout, NULL, _IOLBF, 0);
  int n = cj_test_gpu_count();
  if (n < 2) TEST_SKIP("needs 2 GPUs (found %d)", n);
  if (n > 8) n = 8;
  char k[16];
  snprintf(k, sizeof k, "%d", n / 2);
  setenv("COLLJIT_NODE_SIZE", k, 0); /* before the library reads its environment */
  setenv("NCCL_P2P_DISABLE", "1", 0);
  setenv("NCCL_SHM_DISABLE", "1", 0);
  if (getenv("COLLJIT_TEST_REPLAYS")) replays = atoi(getenv("COLLJIT_TEST_REPLAYS"));
  printf("%d GPUs, COLLJIT_NODE_SIZE=%s\n", n, getenv("COLLJIT_NODE_SIZE"));
  int codes[64];
  int rc = cj_test_launch(n, rank_main, NULL, 1100, codes);
  if (codes[0] == 77) TEST_SKIP("no engine (NCCL / RCCL) found");
  CHECK(rc == 0, "ranks failed (code %d)", rc);
  return test_end();
}
