/* All-gather and barrier on real GPUs, one process per GPU: every dtype, sizes from 1 element
 * to 256 MiB per rank (odd ones included), in place, send off the heap, 10,000 graph replays
 * with fresh data each time, 10,000 graph replays of the barrier. Exit 77 without a GPU. */
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
  unsigned char *host, *scratch; /* world * max chunk, max chunk */
} ctx;

static int replays = 10000;

/* One all-gather of `count` elements; send on the heap, off it (cuMemAlloc), or in place. */
static int run_case(ctx *x, cj_dtype dt, uint64_t count, int mode, uint64_t it) {
  cj_comm *c = x->c;
  size_t es = cj_dtype_size(dt);
  uint64_t chunk = count * es, total = chunk * (uint64_t)c->world;
  void *recv, *send = NULL;
  uint64_t off_heap = 0;
  GPU_CK(cj_malloc(c, total, &recv));
  if (mode == 0) GPU_CK(cj_malloc(c, chunk, &send));
  if (mode == 1) {
    GPU_CK(x->be->alloc(chunk, &off_heap));
    send = (void *)(uintptr_t)off_heap;
  }
  if (mode == 2) send = (char *)recv + (uint64_t)c->rank * chunk;
  GPU_CK(x->be->fill((uint64_t)(uintptr_t)recv, 0xcd, total));
  fill_pattern(x->scratch, count, es, c->rank, it);
  GPU_CK(x->be->copy_htod((uint64_t)(uintptr_t)send, x->scratch, chunk));
  GPU_CK(x->be->stream_sync(NULL));
  GPU_CK(cj_all_gather(c, send, recv, count, dt, x->stream));
  GPU_CK(x->be->stream_sync(x->stream));
  GPU_CK(cj_comm_check(c));
  GPU_CK(x->be->copy_dtoh(x->host, (uint64_t)(uintptr_t)recv, total));
  char what[96];
  snprintf(what, sizeof what, "%s n=%llu mode=%d", cj_dtype_name(dt), (unsigned long long)count,
           mode);
  int bad = check_gather(x->host, count, es, c->world, it, x->scratch, what);
  if (mode == 0) GPU_CK(cj_free(c, send));
  if (off_heap) GPU_CK(x->be->release(off_heap));
  GPU_CK(cj_free(c, recv));
  return bad;
}

static int matrix(ctx *x) {
  static const cj_dtype dts[] = {CJ_F32, CJ_F16, CJ_BF16, CJ_I32};
  static const uint64_t counts[] = {1, 2, 3, 7, 8, 1000, 4099, 65537, (1u << 20) + 3, 1u << 22};
  int cases = 0;
  for (int d = 0; d < 4; d++)
    for (int n = 0; n < 10; n++)
      for (int mode = 0; mode < 3; mode++) {
        if (run_case(x, dts[d], counts[n], mode, (uint64_t)(d * 100 + n * 3 + mode))) return 1;
        cases++;
      }
  /* 256 MiB per rank */
  if (run_case(x, CJ_BF16, (256u << 20) / 2, 0, 7777)) return 1;
  if (run_case(x, CJ_F32, (256u << 20) / 4 - 1, 1, 7778)) return 1;
  if (x->c->rank == 0) printf("matrix: %d cases + 2 of 256 MiB per rank: ok\n", cases + 2);
  return 0;
}

/* A graph of (staging -> send copy, all-gather) replayed with new data every time. */
static int graph_replays(ctx *x, cj_dtype dt, uint64_t count) {
  cj_comm *c = x->c;
  size_t es = cj_dtype_size(dt);
  uint64_t chunk = count * es, total = chunk * (uint64_t)c->world;
  void *recv, *send, *staging;
  GPU_CK(cj_malloc(c, total, &recv));
  GPU_CK(cj_malloc(c, chunk, &send));
  GPU_CK(cj_malloc(c, chunk, &staging));
  GPU_CK(cj_prepare(c, CJ_OP_ALL_GATHER, send, recv, count, dt, CJ_SUM, 0));
  void *exec;
  GPU_CK(x->be->graph_begin(x->stream));
  GPU_CK(x->be->copy_dtod_async((uint64_t)(uintptr_t)send, (uint64_t)(uintptr_t)staging, chunk,
                                x->stream));
  GPU_CK(cj_all_gather(c, send, recv, count, dt, x->stream));
  GPU_CK(x->be->graph_end(x->stream, &exec));
  int mismatches = 0;
  for (int it = 0; it < replays; it++) {
    fill_pattern(x->scratch, count, es, c->rank, 100000u + (uint64_t)it);
    GPU_CK(x->be->copy_htod((uint64_t)(uintptr_t)staging, x->scratch, chunk));
    GPU_CK(x->be->graph_launch(exec, x->stream));
    GPU_CK(x->be->stream_sync(x->stream));
    GPU_CK(x->be->copy_dtoh(x->host, (uint64_t)(uintptr_t)recv, total));
    mismatches += check_gather(x->host, count, es, c->world, 100000u + (uint64_t)it, x->scratch,
                               "graph replay") != 0;
    if (mismatches > 5) break;
  }
  GPU_CK(cj_comm_check(c));
  GPU_CK(x->be->graph_destroy(exec));
  printf("rank %d: %d graph replays of all_gather %s n=%llu: %d mismatches\n", c->rank, replays,
         cj_dtype_name(dt), (unsigned long long)count, mismatches);
  GPU_CK(cj_free(c, staging));
  GPU_CK(cj_free(c, send));
  GPU_CK(cj_free(c, recv));
  return mismatches != 0;
}

/* A first-time call inside a capture compiles and loads its specialised kernel there (never
 * the shape-generic one, which the graph would keep for good); the graph replays right. */
static int capture_rule(ctx *x) {
  cj_comm *c = x->c;
  void *recv, *exec;
  uint64_t n = 333, bytes = n * 4 * (uint64_t)c->world;
  GPU_CK(cj_malloc(c, bytes, &recv));
  uint32_t *host = malloc(bytes);
  if (!host) return 1;
  void *send = (char *)recv + (uint64_t)c->rank * n * 4; /* in place */
  cj_jit_stats before = {.struct_size = sizeof before}, after = {.struct_size = sizeof after};
  GPU_CK(cj_comm_jit_stats(c, &before));
  GPU_CK(x->be->graph_begin(x->stream));
  cj_status s = cj_all_gather(c, send, recv, n, CJ_F32, x->stream); /* never prepared */
  GPU_CK(x->be->graph_end(x->stream, &exec));
  GPU_CK(cj_comm_jit_stats(c, &after));
  int bad = s != CJ_OK || after.generic_launches != before.generic_launches;
  if (bad)
    fprintf(stderr, "rank %d: unprepared op in capture: %s, generic launches %llu -> %llu\n",
            c->rank, cj_status_name(s), (unsigned long long)before.generic_launches,
            (unsigned long long)after.generic_launches);
  for (int it = 0; it < 3 && !bad; it++) {
    for (uint64_t i = 0; i < n; i++) host[i] = (uint32_t)(c->rank * 100000 + it * 1000 + i);
    GPU_CK(x->be->copy_htod((uint64_t)(uintptr_t)send, host, n * 4));
    char one = 1, all[64];
    GPU_CK(cj__comm_allgather(c, &one, all, 1)); /* every rank's input in place */
    GPU_CK(x->be->graph_launch(exec, x->stream));
    GPU_CK(x->be->stream_sync(x->stream));
    GPU_CK(cj_comm_check(c));
    GPU_CK(x->be->copy_dtoh(host, (uint64_t)(uintptr_t)recv, bytes));
    for (uint64_t i = 0; i < n * (uint64_t)c->world && !bad; i++)
      bad = host[i] != (uint32_t)((i / n) * 100000 + (uint64_t)it * 1000 + i % n);
    GPU_CK(cj__comm_allgather(c, &one, all, 1)); /* read before anyone refills */
  }
  GPU_CK(x->be->graph_destroy(exec));
  GPU_CK(cj_free(c, recv));
  free(host);
  if (c->rank == 0) printf("capture without prepare: %s\n", bad ? "WRONG" : "ok");
  return bad;
}

/* 10,000 replays of a graph holding one barrier; every epoch counter moves by exactly that. */
static int barrier_replays(ctx *x) {
  cj_comm *c = x->c;
  uint32_t before[64], after[64];
  size_t row = (size_t)c->world * 4;
  GPU_CK(cj_prepare(c, CJ_OP_BARRIER, NULL, NULL, 0, CJ_BF16, CJ_SUM, 0));
  GPU_CK(x->be->copy_dtoh(before, c->base + CJ_CTRL_SYNC + CJ_SYNC_ROWS, row));
  /* no peer may arrive before every rank has read its counters */
  char one = 1, all[64];
  GPU_CK(cj__comm_allgather(c, &one, all, 1));
  void *exec;
  GPU_CK(x->be->graph_begin(x->stream));
  GPU_CK(cj_barrier(c, x->stream));
  GPU_CK(x->be->graph_end(x->stream, &exec));
  for (int it = 0; it < replays; it++) GPU_CK(x->be->graph_launch(exec, x->stream));
  GPU_CK(x->be->stream_sync(x->stream));
  GPU_CK(cj_comm_check(c));
  GPU_CK(x->be->copy_dtoh(after, c->base + CJ_CTRL_SYNC + CJ_SYNC_ROWS, row));
  GPU_CK(x->be->graph_destroy(exec));
  int bad = 0;
  for (int p = 0; p < c->world; p++)
    if (c->world > 1 && after[p] - before[p] != (uint32_t)replays) bad++;
  printf("rank %d: %d graph replays of the barrier: counters %s\n", c->rank, replays,
         bad ? "WRONG" : "ok");
  return bad;
}

static int rank_main(int rank, int world, const cj_unique_id *id, void *arg) {
  (void)arg;
  cj_comm_options o = CJ_COMM_OPTIONS_INIT;
  o.heap_bytes = (size_t)3 << 30;
  o.timeout_s = 20;
  o.background_jit = 1; /* capture_rule: even so, a first-time shape in a capture is built */
  ctx x = {0};
  if (gpu_open(rank, world, id, &o, &x.c, &x.be, &x.stream)) return 1;
  x.host = malloc((size_t)world * (256u << 20));
  x.scratch = malloc(256u << 20);
  if (!x.host || !x.scratch) return 1;
  int rc = matrix(&x);
  if (!rc) rc = graph_replays(&x, CJ_BF16, 4099);
  if (!rc) rc = graph_replays(&x, CJ_F32, 1 << 16);
  if (!rc) rc = capture_rule(&x);
  if (!rc) rc = barrier_replays(&x);
  free(x.host);
  free(x.scratch);
  x.be->stream_destroy(x.stream);
  cj_status s = cj_comm_destroy(x.c);
  if (s) fprintf(stderr, "rank %d: destroy: %s\n", rank, cj_last_error());
  return rc || s;
}

int main(void) { return gpu_test_main(rank_main, &replays, 900); }
