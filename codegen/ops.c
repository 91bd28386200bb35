/* The op table: the facts about each collective that the planner, the runtime, the tools and
 * the tests need (buffer sizes, reductions, roots, in-place rule, staging and the workspace,
 * who touches which peer buffer, shape-less and GEMM ops, where each output element comes
 * from, the C entry and torch op, the bench's sizes, bus bandwidth and NCCL counterpart), and
 * the registry: one row per (op, variant) with its generator and the facts that differ
 * between variants. Adding a collective adds one row to each (ARCHITECTURE.md). */
#include <stdatomic.h>
#include <string.h>

#include "coll.h"
#include "support.h"

/* Filled by field name: a fact left out is 0 (false; for in/out_per_rank: world x count; for
 * the rules, unset), never a shifted column; test_plan (test_op_table) checks that every op of
 * the vocabulary has its row with every rule set. */
#define ROW(name, ...) {.call = name, __VA_ARGS__}
static const cj_op_info ops[] = {
    [CJ_OP_ALL_REDUCE] = ROW("all_reduce", .torch = "all_reduce", .flat = 1, .in_per_rank = 1,
                             .out_per_rank = 1, .reduces = 1, .pulls = 1, .work = CJ_WORK_STAGE,
                             .in_place = CJ_INPLACE_SAME, .src = CJ_SRC_ALL,
                             .busbw = CJ_BUSBW_2N1, .bench = CJ_BENCH_CHUNK,
                             .nccl = CJ_NCCL_ALL_REDUCE, .across_nodes = 1),
    [CJ_OP_ALL_GATHER] = ROW("all_gather", .torch = "all_gather_into_tensor", .flat = 1,
                             .in_per_rank = 1, .work = CJ_WORK_NONE,
                             .in_place = CJ_INPLACE_SEND_IN_RECV, .src = CJ_SRC_CHUNK,
                             .busbw = CJ_BUSBW_N1, .bench = CJ_BENCH_CHUNK,
                             .nccl = CJ_NCCL_ALL_GATHER, .across_nodes = 1),
    [CJ_OP_REDUCE_SCATTER] = ROW("reduce_scatter", .torch = "reduce_scatter_tensor", .flat = 1,
                                 .out_per_rank = 1, .reduces = 1, .pulls = 1,
                                 .work = CJ_WORK_STAGE, .in_place = CJ_INPLACE_RECV_IN_SEND,
                                 .src = CJ_SRC_ALL, .busbw = CJ_BUSBW_N1,
                                 .bench = CJ_BENCH_CHUNK, .nccl = CJ_NCCL_REDUCE_SCATTER,
                                 .across_nodes = 1),
    [CJ_OP_ALL_TO_ALL] = ROW("all_to_all", .torch = "all_to_all_single", .flat = 1,
                             .work = CJ_WORK_STAGE, .in_place = CJ_INPLACE_SAME,
                             .src = CJ_SRC_CHUNK, .busbw = CJ_BUSBW_N1, .bench = CJ_BENCH_WHOLE,
                             .nccl = CJ_NCCL_SEND_RECV),
    [CJ_OP_BROADCAST] = ROW("broadcast", .torch = "broadcast", .flat = 1, .in_per_rank = 1,
                            .out_per_rank = 1, .rooted = 1, .work = CJ_WORK_NONE,
                            .in_place = CJ_INPLACE_SAME, .send_root_only = 1, .src = CJ_SRC_ROOT,
                            .busbw = CJ_BUSBW_1, .bench = CJ_BENCH_CHUNK,
                            .nccl = CJ_NCCL_BROADCAST),
    [CJ_OP_REDUCE] = ROW("reduce", .torch = "reduce", .flat = 1, .in_per_rank = 1,
                         .out_per_rank = 1, .reduces = 1, .rooted = 1, .pulls = 1,
                         .work = CJ_WORK_STAGE, .in_place = CJ_INPLACE_SAME, .recv_root_only = 1,
                         .src = CJ_SRC_ALL, .busbw = CJ_BUSBW_1, .bench = CJ_BENCH_CHUNK,
                         .nccl = CJ_NCCL_REDUCE),
    [CJ_OP_BARRIER] = ROW("barrier", .shapeless = 1, .in_per_rank = 1, .out_per_rank = 1,
                          .work = CJ_WORK_NONE, .in_place = CJ_INPLACE_SAME, .src = CJ_SRC_NONE,
                          .busbw = CJ_BUSBW_NONE, .bench = CJ_BENCH_NONE, .nccl = CJ_NCCL_NONE),
    [CJ_OP_ALL_REDUCE_RMSNORM] = ROW("all_reduce_rmsnorm", .torch = "all_reduce_rmsnorm",
                                     .in_per_rank = 1, .out_per_rank = 1, .reduces = 1,
                                     .pulls = 1, .work = CJ_WORK_STAGE,
                                     .in_place = CJ_INPLACE_SAME, .rows = 1, .src = CJ_SRC_OWN,
                                     .busbw = CJ_BUSBW_2N1, .bench = CJ_BENCH_NONE,
                                     .nccl = CJ_NCCL_NONE, .across_nodes = 1),
    /* in: A's shard (count = m x k / world); out: the m x n product (cj__gemm_bytes);
     * reference: NCCL all-gather of A, then the vendor GEMM */
    [CJ_OP_ALLGATHER_GEMM] = ROW("allgather_gemm", .torch = "allgather_gemm", .in_per_rank = 1,
                                 .out_per_rank = 1, .pulls = 1, .work = CJ_WORK_GEMM,
                                 .in_place = CJ_INPLACE_SAME, .gemm = 1,
                                 .shards = CJ_SHARDS_M_K, .gemm_comm = CJ_GEMM_GATHERS_A,
                                 .src = CJ_SRC_OWN,
                                 .busbw = CJ_BUSBW_N1, .bench = CJ_BENCH_SHAPES,
                                 .nccl = CJ_NCCL_ALL_GATHER),
    /* reference: the vendor GEMM, then NCCL reduce-scatter of the partial products */
    [CJ_OP_GEMM_REDUCESCATTER] = ROW("gemm_reduce_scatter", .torch = "gemm_reduce_scatter",
                                     .in_per_rank = 1, .out_per_rank = 1, .work = CJ_WORK_GEMM,
                                     .in_place = CJ_INPLACE_SAME, .gemm = 1,
                                     .shards = CJ_SHARDS_K, .gemm_comm = CJ_GEMM_SCATTERS_C,
                                     .src = CJ_SRC_OWN,
                                     .busbw = CJ_BUSBW_N1, .bench = CJ_BENCH_SHAPES,
                                     .nccl = CJ_NCCL_REDUCE_SCATTER),
    /* in: this rank's A (count = m x k); out: its m x n product; no peer touched */
    [CJ_OP_GEMM] = ROW("gemm", .torch = "gemm", .in_per_rank = 1, .out_per_rank = 1,
                       .work = CJ_WORK_NONE, .in_place = CJ_INPLACE_SAME, .gemm = 1,
                       .shards = CJ_SHARDS_NONE, .gemm_comm = CJ_GEMM_LOCAL,
                       .src = CJ_SRC_OWN, .busbw = CJ_BUSBW_NONE,
                       .bench = CJ_BENCH_NONE, .nccl = CJ_NCCL_NONE),
#ifdef COLLJIT_TEST_OPS
    /* every rank's input combined into every rank's output, pulled (tests/ops/) */
    [CJ_OP_TEST_SUM] = ROW("test_sum", .flat = 1, .in_per_rank = 1, .out_per_rank = 1,
                           .reduces = 1, .pulls = 1, .work = CJ_WORK_STAGE,
                           .in_place = CJ_INPLACE_SAME, .src = CJ_SRC_ALL, .busbw = CJ_BUSBW_2N1,
                           .bench = CJ_BENCH_NONE, .nccl = CJ_NCCL_NONE, .test_only = 1),
#endif
};
#undef ROW
/* The test build's ops (COLLJIT_TEST_OPS: tests/ops/test_ops.h), after the public ones. */
#ifdef COLLJIT_TEST_OPS
#define TEST_OPS 1
cj_status cj__gen_test_sum(cj_gen *g); /* tests/ops/coll_test_sum.c */
#else
#define TEST_OPS 0
#endif
/* A row per op: an op added at the end of CJ_OP_LIST without one fails here, one added before
 * reads as zeros (test_plan). Then count it here. */
_Static_assert(sizeof ops / sizeof ops[0] == CJ_OP_COUNT_, "ops[]: one row per op");
_Static_assert(CJ_OP_COUNT_ == 11 + TEST_OPS, "a new op: give it a row in ops[] with every "
                                              "fact, then count it here");

const cj_op_info *cj__op(cj_op op) { return (unsigned)op < CJ_OP_COUNT_ ? &ops[op] : NULL; }

cj_status cj__op_known(cj_op op, const char *who) {
  if (cj__op(op)) return CJ_OK;
  return cj__fail(CJ_E_INVALID, "%s: unknown op %d (the op table has %d)", who, (int)op,
                  CJ_OP_COUNT_);
}

int cj__op_reduces(cj_op op) { return cj__op(op) && cj__op(op)->reduces; }

uint64_t cj__op_in_elems(cj_op op, uint64_t count, int world) {
  return cj__op(op)->in_per_rank ? count : count * (uint64_t)world;
}

uint64_t cj__op_out_elems(cj_op op, uint64_t count, int world) {
  return cj__op(op)->out_per_rank ? count : count * (uint64_t)world;
}

int cj__op_reads_send(cj_op op, int rank, int root) {
  return !cj__op(op)->send_root_only || rank == root;
}

int cj__op_writes_recv(cj_op op, int rank, int root) {
  return !cj__op(op)->recv_root_only || rank == root;
}

int cj__op_in_place(cj_op op, const void *send, const void *recv, uint64_t chunk_bytes, int rank) {
  uint64_t s = (uint64_t)(uintptr_t)send, r = (uint64_t)(uintptr_t)recv;
  uint64_t me = (uint64_t)rank * chunk_bytes;
  switch (cj__op(op)->in_place) {
  case CJ_INPLACE_SEND_IN_RECV:
    return s == r + me;
  case CJ_INPLACE_RECV_IN_SEND:
    return r == s + me;
  default:
    return s == r;
  }
}

int cj__op_copy_form(cj_op op) {
  const cj_op_info *o = cj__op(op);
  return o && o->flat && !o->shapeless && !o->reduces && !o->rows && !o->gemm && !o->test_only &&
         (o->src == CJ_SRC_CHUNK || o->src == CJ_SRC_ROOT);
}

int cj__op_ce(cj_op op) { return cj__op_copy_form(op) || op == CJ_OP_ALL_REDUCE; }

cj_status cj__op_source(cj_op op, uint64_t count, int rank, int root, uint64_t k, int *from,
                        uint64_t *idx) {
  const cj_op_info *o = cj__op(op);
  if (!o) return cj__op_known(op, "reference");
  uint64_t n = count ? count : 1, chunk = o->out_per_rank ? 0 : k / n;
  *idx = (o->in_per_rank ? 0 : (uint64_t)rank * n) + (o->out_per_rank ? k : k % n);
  switch (o->src) {
  case CJ_SRC_ALL:
    *from = CJ_SRC_EVERY;
    return CJ_OK;
  case CJ_SRC_CHUNK:
    *from = (int)chunk;
    return CJ_OK;
  case CJ_SRC_ROOT:
    *from = root;
    return CJ_OK;
  case CJ_SRC_NONE:
  case CJ_SRC_OWN:
  case CJ_SRC_UNSET_:
    break;
  }
  return cj__fail(CJ_E_INVALID, "reference: %s has no element-wise source (%s)", cj_op_name(op),
                  o->src == CJ_SRC_NONE  ? "it moves no data"
                  : o->src == CJ_SRC_OWN ? "it has a reference of its own"
                                         : "the op table does not say");
}

double cj__op_busbw_factor(cj_op op, int world) {
  double w = world;
  switch (cj__op(op) ? cj__op(op)->busbw : CJ_BUSBW_UNSET_) {
  case CJ_BUSBW_1:
    return 1;
  case CJ_BUSBW_N1:
    return (w - 1) / w;
  case CJ_BUSBW_2N1:
    return 2 * (w - 1) / w;
  case CJ_BUSBW_NONE:
  case CJ_BUSBW_UNSET_:
    break;
  }
  return 0;
}

cj_gemm_comm cj__op_gemm_comm(cj_op op) {
  return cj__op(op) ? cj__op(op)->gemm_comm : CJ_GEMM_COMM_UNSET_;
}

int cj__op_default_shard(cj_op op) {
  return cj__op(op) && cj__op(op)->shards == CJ_SHARDS_K ? CJ_SHARD_K : CJ_SHARD_M;
}

int cj__op_takes_shard(cj_op op, int shard) {
  cj_shard_rule r = cj__op(op) ? cj__op(op)->shards : CJ_SHARDS_UNSET_;
  return r == CJ_SHARDS_M_K ? shard == CJ_SHARD_M || shard == CJ_SHARD_K
                            : shard == cj__op_default_shard(op);
}

/* ---- the registry: the first row of an op is its default variant --------------------------- */
#define NONE CJ_BAR_DEFAULT
static const cj_variant_row rows[] = {
    /* op, variant, generator, area, forced barrier, peers write recv, in place stages, aux */
    {CJ_OP_ALL_REDUCE, CJ_VARIANT_ONE_SHOT, cj__gen_allreduce_one_shot, CJ_AREA_WORK, NONE, 0, 1,
     NULL},
    {CJ_OP_ALL_REDUCE, CJ_VARIANT_TWO_SHOT, cj__gen_allreduce_two_shot, CJ_AREA_WORK, NONE, 1, 0,
     NULL},
    {CJ_OP_ALL_REDUCE, CJ_VARIANT_LL, cj__gen_ll, CJ_AREA_LL, CJ_BAR_NONE, 0, 0, NULL},
    {CJ_OP_ALL_REDUCE, CJ_VARIANT_PUSH, cj__gen_relay, CJ_AREA_RELAY, CJ_BAR_FULL, 0, 0, NULL},
    {CJ_OP_ALL_GATHER, CJ_VARIANT_PUSH, cj__gen_allgather_push, CJ_AREA_WORK, NONE, 1, 0, NULL},
    {CJ_OP_ALL_GATHER, CJ_VARIANT_LL, cj__gen_ll, CJ_AREA_LL, CJ_BAR_NONE, 0, 0, NULL},
    {CJ_OP_REDUCE_SCATTER, CJ_VARIANT_PULL, cj__gen_reducescatter_pull, CJ_AREA_WORK, NONE, 0, 0,
     NULL},
    {CJ_OP_REDUCE_SCATTER, CJ_VARIANT_LL, cj__gen_ll, CJ_AREA_LL, CJ_BAR_NONE, 0, 0, NULL},
    {CJ_OP_REDUCE_SCATTER, CJ_VARIANT_PUSH, cj__gen_relay, CJ_AREA_RELAY, CJ_BAR_FULL, 0, 0, NULL},
    {CJ_OP_ALL_TO_ALL, CJ_VARIANT_PUSH, cj__gen_alltoall_push, CJ_AREA_WORK, NONE, 1, 1, NULL},
    {CJ_OP_ALL_TO_ALL, CJ_VARIANT_LL, cj__gen_ll, CJ_AREA_LL, CJ_BAR_NONE, 0, 0, NULL},
    {CJ_OP_ALL_TO_ALL, CJ_VARIANT_RELAY, cj__gen_relay, CJ_AREA_RELAY, CJ_BAR_FULL, 0, 0, NULL},
    {CJ_OP_BROADCAST, CJ_VARIANT_PUSH, cj__gen_broadcast_push, CJ_AREA_WORK, NONE, 1, 0, NULL},
    /* split: peers read the root's output, so they must meet before and after; ll is flag-free
     * (no barrier); relay kernels signal every round on the barrier counters */
    {CJ_OP_BROADCAST, CJ_VARIANT_SPLIT, cj__gen_broadcast_split, CJ_AREA_WORK, CJ_BAR_FULL, 1, 0,
     NULL},
    {CJ_OP_BROADCAST, CJ_VARIANT_LL, cj__gen_ll, CJ_AREA_LL, CJ_BAR_NONE, 0, 0, NULL},
    /* chain: ranks write into the next rank's output; rounds signalled on the barrier counters */
    {CJ_OP_BROADCAST, CJ_VARIANT_CHAIN, cj__gen_broadcast_chain, CJ_AREA_WORK, CJ_BAR_FULL, 1, 0,
     NULL},
    {CJ_OP_BROADCAST, CJ_VARIANT_RELAY, cj__gen_relay, CJ_AREA_RELAY, CJ_BAR_FULL, 0, 0, NULL},
    /* ll_split: shares in two ll hops through the owners' ll areas (flag-free, no barrier) */
    {CJ_OP_BROADCAST, CJ_VARIANT_LL_SPLIT, cj__gen_ll_split, CJ_AREA_LL, CJ_BAR_NONE, 0, 0, NULL},
    {CJ_OP_REDUCE, CJ_VARIANT_PULL, cj__gen_reduce_pull, CJ_AREA_WORK, NONE, 0, 0, NULL},
    {CJ_OP_REDUCE, CJ_VARIANT_PUSH, cj__gen_relay, CJ_AREA_RELAY, CJ_BAR_FULL, 0, 0, NULL},
    /* split: the other ranks store shares into the root's output where the root says it is */
    {CJ_OP_REDUCE, CJ_VARIANT_SPLIT, cj__gen_reduce_split, CJ_AREA_WORK, CJ_BAR_FULL, 0, 0, NULL},
    {CJ_OP_REDUCE, CJ_VARIANT_LL, cj__gen_ll, CJ_AREA_LL, CJ_BAR_NONE, 0, 0, NULL},
    /* relay: shares pushed in rounds through the relay areas, each reduced into the root's
     * relay area, from there copied into its output by the root; no barrier (the counters) */
    {CJ_OP_REDUCE, CJ_VARIANT_RELAY, cj__gen_reduce_relay, CJ_AREA_RELAY, CJ_BAR_FULL, 0, 0,
     NULL},
    {CJ_OP_REDUCE, CJ_VARIANT_LL_SPLIT, cj__gen_ll_split, CJ_AREA_LL, CJ_BAR_NONE, 0, 0, NULL},
    {CJ_OP_BARRIER, CJ_VARIANT_EPOCH, cj__gen_barrier, CJ_AREA_WORK, NONE, 0, 0,
     NULL}, /* full only */
    /* two_shot writes residual and out rows into every rank (both on the heap) */
    {CJ_OP_ALL_REDUCE_RMSNORM, CJ_VARIANT_TWO_SHOT, cj__gen_rmsnorm, CJ_AREA_WORK, NONE, 1, 0,
     cj__rmsnorm_aux},
    {CJ_OP_ALL_REDUCE_RMSNORM, CJ_VARIANT_LL, cj__gen_rmsnorm, CJ_AREA_LL, CJ_BAR_NONE, 0, 0,
     cj__rmsnorm_aux},
    /* fetchers pull A into the workspace, GEMM blocks read it there: out stays local */
    {CJ_OP_ALLGATHER_GEMM, CJ_VARIANT_PULL, cj__gen_allgather_gemm, CJ_AREA_WORK, NONE, 0, 0,
     cj__gemm_aux},
    /* partial tiles go into the owners' workspaces, flagged per tile: no barrier */
    {CJ_OP_GEMM_REDUCESCATTER, CJ_VARIANT_PUSH, cj__gen_gemm_reducescatter, CJ_AREA_WORK,
     CJ_BAR_NONE, 0, 0, cj__gemm_aux},
    /* the vendor-BLAS path's reduction of the f32 partial products in the workspace (the GEMMs,
     * copies and barriers around it are the runtime's: calls_gemm.c) */
    {CJ_OP_GEMM_REDUCESCATTER, CJ_VARIANT_BLAS, cj__gen_gemm_rs_reduce, CJ_AREA_WORK,
     CJ_BAR_NONE, 0, 0, cj__gemm_aux},
    /* the stand-alone GEMM: no peer, no flag, no barrier */
    {CJ_OP_GEMM, CJ_VARIANT_TILE, cj__gen_gemm_op, CJ_AREA_WORK, CJ_BAR_NONE, 0, 0, cj__gemm_aux},
#ifdef COLLJIT_TEST_OPS
    /* test_sum: its input read by every rank, in place too: an in-place call stages */
    {CJ_OP_TEST_SUM, CJ_VARIANT_PULL, cj__gen_test_sum, CJ_AREA_WORK, NONE, 0, 1, NULL},
#endif
};
#undef NONE
#define NROWS (int)(sizeof rows / sizeof rows[0])

const cj_variant_row *cj__variant_row(cj_op op, cj_variant v) {
  for (int i = 0; i < NROWS; i++)
    if (rows[i].op == op && (v == CJ_VARIANT_AUTO || rows[i].variant == v)) return &rows[i];
  return NULL;
}

int cj__op_variants(cj_op op, cj_variant *out, int max) {
  int n = 0;
  for (int i = 0; i < NROWS; i++)
    if (rows[i].op == op && n < max) out[n++] = rows[i].variant;
  return n;
}

cj_area cj__variant_area(cj_op op, cj_variant v) {
  const cj_variant_row *row = cj__variant_row(op, v);
  return row ? row->area : CJ_AREA_WORK;
}

uint64_t cj__op_walk_bytes(const cj_plan *p) {
  uint64_t chunk = p->count * cj_dtype_size(p->dtype);
  switch (p->op) {
  case CJ_OP_ALL_REDUCE: /* two_shot: each rank reduces its share */
    return p->variant == CJ_VARIANT_TWO_SHOT ? chunk / (uint64_t)p->world + 1 : chunk;
  case CJ_OP_ALL_TO_ALL:
    return chunk * (uint64_t)p->world;
  default:
    return chunk;
  }
}

static atomic_uint_fast64_t kernel_builds;

uint64_t cj__kernel_builds(void) {
  return atomic_load_explicit(&kernel_builds, memory_order_relaxed);
}

cj_status cj__build_kernel(const cj_plan *plan, kir_kernel **out) {
  *out = NULL;
  atomic_fetch_add_explicit(&kernel_builds, 1, memory_order_relaxed);
  const cj_variant_row *e = cj__variant_row(plan->op, plan->variant);
  if (!e) return cj__fail(CJ_E_INVALID, "plan %s: no generator", plan->key);
  kir_kernel *k = kir_kernel_new(plan->kname, plan->block_threads, plan->grid, plan->warp_size);
  if (!k) return cj__fail(CJ_E_OOM, "kernel IR: out of memory");
  /* the GEMM ops' tiles may pass 48 KiB of shared memory: the communicator's launcher gives
   * them dynamic shared memory (cj__kernel_facts, recorded with the code object) */
  k->shared_dynamic_ok = cj__op(plan->op)->gemm;
  kir_builder b;
  kir_builder_init(&b, k);
  cj_gen g;
  cj__gen_begin(&g, &b, plan);
  cj_status s = e->gen(&g);
  if (s == CJ_OK && kir_builder_finish(&b))
    s = cj__fail(CJ_E_INTERNAL, "generator for %s built invalid IR: %s", plan->key, b.err);
  /* the cost of a request is bounded like its size: generating is quick, but a compiler
   * takes minutes over a kernel this large (allreduce_rmsnorm of 256 Ki-element rows at 64
   * ranks: 117k values, 196 s in NVRTC) */
  if (s == CJ_OK && k->nvals > CJ_KIR_MAX_VALUES)
    s = cj__fail(CJ_E_INVALID, "plan %s: the kernel would hold %u values, more than %u (it "
                 "unrolls ranks x accesses per thread): fewer ranks, shorter rows or a smaller "
                 "tile", plan->key, k->nvals, CJ_KIR_MAX_VALUES);
  if (s) {
    kir_kernel_free(k);
    return s;
  }
  *out = k;
  return CJ_OK;
}

void cj__kernel_facts(const kir_kernel *k, const cj_target *t, cj_kfacts *out) {
  memset(out, 0, sizeof *out);
  out->dynamic_shared = cj__dynamic_shared(k, t);
}

cj_status cj__plan_dynamic_shared(const cj_plan *plan, unsigned *bytes) {
  *bytes = 0;
  if (!cj__op(plan->op)->gemm || plan->target.vendor != CJ_VENDOR_NVIDIA) return CJ_OK;
  kir_kernel *k = NULL;
  cj_status s = cj__build_kernel(plan, &k);
  cj_kfacts f;
  if (!s) {
    cj__kernel_facts(k, &plan->target, &f);
    *bytes = f.dynamic_shared;
  }
  kir_kernel_free(k);
  return s;
}
