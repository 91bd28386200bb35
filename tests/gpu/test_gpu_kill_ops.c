/* A rank that dies between two calls of an op, for every collective's variant and copy-engine
 * path and each fused GEMM op's path: the survivors' next call of the same op (same kernel)
 * must end within the configured wait limit, with CJ_E_TIMEOUT on at least one survivor (every
 * op but those whose survivors need nothing of the dead rank) and no status but OK or
 * CJ_E_TIMEOUT on any; then destroying the communicator must not hang either. Each case is a
 * fresh world (the dead rank takes its communicator with it); the last rank dies. */
#define _DEFAULT_SOURCE
#include <signal.h>
#include <stdio.h>
#include <time.h>
#include <unistd.h>

#include "codegen.h"
#include "gpu_util.h"
#include "launcher.h"
#include "test.h"

#define LIMIT_S 1.0

typedef struct kcase {
  cj_op op;
  cj_variant variant; /* collectives: forced through the selection table (AUTO: none) */
  const char *path;   /* GEMM ops: COLLJIT_GEMM_PATH's value */
  uint64_t count;     /* collectives: elements per rank's call */
} kcase;

static const kcase cases[] = {
    {CJ_OP_ALL_REDUCE, CJ_VARIANT_LL, NULL, 4096},
    {CJ_OP_ALL_REDUCE, CJ_VARIANT_ONE_SHOT, NULL, 65536},
    {CJ_OP_ALL_REDUCE, CJ_VARIANT_TWO_SHOT, NULL, 1 << 20},
    {CJ_OP_ALL_REDUCE, CJ_VARIANT_PUSH, NULL, 1 << 20},
    {CJ_OP_ALL_REDUCE, CJ_VARIANT_CE, NULL, 1 << 20},
    {CJ_OP_ALL_GATHER, CJ_VARIANT_PUSH, NULL, 1 << 18},
    {CJ_OP_ALL_GATHER, CJ_VARIANT_LL, NULL, 4096},
    {CJ_OP_ALL_GATHER, CJ_VARIANT_CE, NULL, 1 << 18},
    {CJ_OP_REDUCE_SCATTER, CJ_VARIANT_PULL, NULL, 1 << 18},
    {CJ_OP_REDUCE_SCATTER, CJ_VARIANT_LL, NULL, 4096},
    {CJ_OP_REDUCE_SCATTER, CJ_VARIANT_PUSH, NULL, 1 << 18},
    {CJ_OP_ALL_TO_ALL, CJ_VARIANT_PUSH, NULL, 1 << 16},
    {CJ_OP_ALL_TO_ALL, CJ_VARIANT_LL, NULL, 1024},
    {CJ_OP_ALL_TO_ALL, CJ_VARIANT_RELAY, NULL, 1 << 16},
    {CJ_OP_ALL_TO_ALL, CJ_VARIANT_CE, NULL, 1 << 16},
    {CJ_OP_BROADCAST, CJ_VARIANT_PUSH, NULL, 1 << 20},
    {CJ_OP_BROADCAST, CJ_VARIANT_SPLIT, NULL, 1 << 20},
    {CJ_OP_BROADCAST, CJ_VARIANT_CHAIN, NULL, 1 << 20},
    {CJ_OP_BROADCAST, CJ_VARIANT_LL, NULL, 4096},
    {CJ_OP_BROADCAST, CJ_VARIANT_RELAY, NULL, 1 << 20},
    {CJ_OP_BROADCAST, CJ_VARIANT_CE, NULL, 1 << 20},
    {CJ_OP_BROADCAST, CJ_VARIANT_LL_SPLIT, NULL, 1 << 18},
    {CJ_OP_REDUCE, CJ_VARIANT_PULL, NULL, 1 << 20},
    {CJ_OP_REDUCE, CJ_VARIANT_PUSH, NULL, 1 << 20},
    {CJ_OP_REDUCE, CJ_VARIANT_SPLIT, NULL, 1 << 20},
    {CJ_OP_REDUCE, CJ_VARIANT_LL, NULL, 4096},
    {CJ_OP_REDUCE, CJ_VARIANT_RELAY, NULL, 1 << 20},
    {CJ_OP_REDUCE, CJ_VARIANT_LL_SPLIT, NULL, 1 << 18},
    {CJ_OP_ALLGATHER_GEMM, CJ_VARIANT_AUTO, "fused", 0},
    {CJ_OP_ALLGATHER_GEMM, CJ_VARIANT_AUTO, "blas", 0},
    {CJ_OP_ALLGATHER_GEMM, CJ_VARIANT_AUTO, "ce", 0},
    {CJ_OP_GEMM_REDUCESCATTER, CJ_VARIANT_AUTO, "fused", 0},
    {CJ_OP_GEMM_REDUCESCATTER, CJ_VARIANT_AUTO, "blas", 0},
    {CJ_OP_GEMM_REDUCESCATTER, CJ_VARIANT_AUTO, "ce", 0},
};
#define NCASES (int)(sizeof cases / sizeof cases[0])

static double now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

/* GEMM shapes: 256 rows a rank, n 512, k 1024 (allgather_gemm: A's rows sharded; 
 * gemm_reducescatter: k sharded) */
#define GM 256
#define GN 512
#define GK 1024

typedef struct bufs {
  void *a, *b, *send, *recv;
} bufs;

static cj_status call(cj_comm *c, const kcase *k, const bufs *u, void *stream) {
  int w = cj_comm_size(c);
  if (cj__op(k->op)->gemm) {
    cj_gemm_params p = CJ_GEMM_PARAMS_INIT;
    p.m = (uint64_t)GM * (uint64_t)w;
    p.n = GN;
    p.k = k->op == CJ_OP_GEMM_REDUCESCATTER ? (uint64_t)GK * (uint64_t)w : GK;
    p.shard = k->op == CJ_OP_GEMM_REDUCESCATTER ? CJ_SHARD_K : CJ_SHARD_M;
    return k->op == CJ_OP_ALLGATHER_GEMM
               ? cj_allgather_gemm(c, u->a, u->b, NULL, u->recv, &p, CJ_BF16, stream)
               : cj_gemm_reduce_scatter(c, u->a, u->b, NULL, u->recv, &p, CJ_BF16, stream);
  }
  return cj_collective(c, k->op, u->send, u->recv, k->count, CJ_BF16, CJ_SUM, 0, stream);
}

static int rank_main(int rank, int world, const cj_unique_id *id, void *arg) {
  const kcase *k = arg;
  cj_comm_options o = CJ_COMM_OPTIONS_INIT;
  o.heap_bytes = 256ull << 20;
  o.timeout_s = LIMIT_S;
  cj_comm *c;
  const cj_backend *be;
  void *stream;
  if (gpu_open(rank, world, id, &o, &c, &be, &stream)) return 1;
  if (k->path) cj__gemm_path_force(k->path);
  else cj__select_force(k->op, k->variant, 0, 1);
  /* every buffer on the heap, large enough for any case: send and recv of W x count
   * elements (all_gather, all_to_all), A (GM*W x GK a rank at most), B (GK*W x GN), out */
  bufs u;
  uint64_t big = (uint64_t)world * (2ull << 20) * 2;
  GPU_CK(cj_malloc(c, big, &u.send));
  GPU_CK(cj_malloc(c, big, &u.recv));
  GPU_CK(cj_malloc(c, (uint64_t)GM * world * GK * 2, &u.a));
  GPU_CK(cj_malloc(c, (uint64_t)GK * world * GN * 2, &u.b));
  GPU_CK(be->fill_async((uint64_t)(uintptr_t)u.send, 0, big, stream));
  GPU_CK(be->fill_async((uint64_t)(uintptr_t)u.a, 0, (uint64_t)GM * world * GK * 2, stream));
  GPU_CK(be->fill_async((uint64_t)(uintptr_t)u.b, 0, (uint64_t)GK * world * GN * 2, stream));
  GPU_CK(call(c, k, &u, stream)); /* one good call first: its kernel is loaded */
  GPU_CK(be->stream_sync(stream));
  GPU_CK(cj_comm_check(c));
  GPU_CK(cj_barrier(c, stream)); /* every rank is past the good call */
  GPU_CK(be->stream_sync(stream));
  GPU_CK(cj_comm_check(c));
  if (rank == world - 1) raise(SIGKILL); /* dies without a word */
  usleep(200 * 1000);
  double t0 = now();
  cj_status s = call(c, k, &u, stream);
  if (!s) s = be->stream_sync(stream);
  if (!s) s = cj_comm_check(c);
  double took = now() - t0;
  printf("rank %d: %s %s with a dead peer -> %s after %.2f s (limit %.1f s)%s%s\n", rank,
         cj_op_name(k->op), k->path ? k->path : cj_variant_name(k->variant), cj_status_name(s),
         took, LIMIT_S, s ? ": " : "", s ? cj_comm_last_error(c) : "");
  double t1 = now();
  cj_comm_destroy(c); /* meets the peers first: times out on the dead one, without a hang */
  double gone = now() - t1;
  if (gone > 3 * LIMIT_S + 2.0) {
    printf("rank %d: destroy took %.2f s\n", rank, gone);
    return 3;
  }
  if (took > 2 * LIMIT_S + 2.0) return 4;
  return s == CJ_OK ? 10 : s == CJ_E_TIMEOUT ? 0 : 5;
}

int main(void) {
  setvbuf(stdout, NULL, _IOLBF, 0);
  int n = cj_test_gpu_count();
  if (n < 2) TEST_SKIP("needs 2 GPUs (found %d)", n);
  for (int i = 0; i < NCASES; i++) {
    const kcase *k = &cases[i];
    int codes[64];
    cj_test_launch(n, rank_main, (void *)k, 60, codes);
    const char *name = k->path ? k->path : cj_variant_name(k->variant);
    CHECK(codes[n - 1] == 128 + SIGKILL, "%s %s: the last rank should have been killed (code %d)",
          cj_op_name(k->op), name, codes[n - 1]);
    int timed_out = 0;
    for (int r = 0; r < n - 1; r++) {
      CHECK(codes[r] == 0 || codes[r] == 10, "%s %s: survivor %d: code %d (124: hung; 3: destroy "
            "slow; 4: the call slow; 5: a status but OK or timeout; 1: setup)",
            cj_op_name(k->op), name, r, codes[r]);
      timed_out += codes[r] == 0;
    }
    CHECK(timed_out > 0, "%s %s: no survivor saw the dead rank", cj_op_name(k->op), name);
  }
  printf("world %d, %d cases\n", n, NCASES);
  return test_end();
}
