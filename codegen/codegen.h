/* The codegen layer's interface: targets, plans, op facts, the variant registry and policy,
 * generators, printers (the kernel ABI is kabi.h). */
#ifndef COLLJIT_CODEGEN_H
#define COLLJIT_CODEGEN_H

#include "colljit.h"
#include "kabi.h"
#include "kir.h"
#include "strbuf.h"

/* Version of the generated code. Bump it whenever a generator, a printer or a prelude changes
 * the code it produces: the code-object cache keys its entries on it. */
#define CJ_GENERATOR_VERSION 29

/* ---- targets ------------------------------------------------------------------------------ */
#define CJ_ARCH_LIST(X)                                                                        \
  X(CJ_ARCH_GFX90A, "gfx90a", CJ_VENDOR_AMD, 64)                                               \
  X(CJ_ARCH_GFX942, "gfx942", CJ_VENDOR_AMD, 64)                                               \
  X(CJ_ARCH_GFX950, "gfx950", CJ_VENDOR_AMD, 64)                                               \
  X(CJ_ARCH_SM80, "sm_80", CJ_VENDOR_NVIDIA, 32)                                               \
  X(CJ_ARCH_SM90, "sm_90", CJ_VENDOR_NVIDIA, 32)                                               \
  X(CJ_ARCH_HOST, "host", CJ_VENDOR_HOST, 32)

typedef enum cj_vendor { CJ_VENDOR_AMD, CJ_VENDOR_NVIDIA, CJ_VENDOR_HOST } cj_vendor;
#define CJ_X_(e, ...) e,
typedef enum cj_arch { CJ_ARCH_LIST(CJ_X_) CJ_ARCH_COUNT_ } cj_arch;
#undef CJ_X_

typedef struct cj_target {
  cj_arch arch;
  cj_vendor vendor;
  int warp_size;
  int sramecc; /* AMD target-id features: -1 any, 0 off (-), 1 on (+) */
  int xnack;
  char name[16];  /* "gfx942", "sm_90" */
  char full[48];  /* canonical target string: "gfx942:sramecc+:xnack-", "sm_90" */
  /* SMs / CUs of the device ("unitsN" in a target string: the runtime gives its device's);
   * 0: the arch's smallest part. Sizes the grids that must be resident at once (the GEMM
   * ops'); not part of `full`, the compilers' target id. */
  int units;
  char spec[64]; /* full, then ":unitsN" when units is set: a key's target token */
  char llvm_features[48]; /* "+sramecc,-xnack" or "" (AMD); "+ptx78" style (NVIDIA) */
} cj_target;

/* Parses "gfx942", "gfx942:xnack-:sramecc+", "sm_90", "host", each optionally with
 * ":unitsN" (1..4096). On failure returns CJ_E_INVALID with a message naming the target
 * field. */
cj_status cj__target_parse(const char *s, cj_target *out);
/* Sets t->units (0: none) and t->spec to match. */
void cj__target_set_units(cj_target *t, int units);
const char *cj__llvm_triple(const cj_target *t);
/* A key's tokens as a request (not validated: cj_plan_create does that); the target string
 * goes into target[tlen] and r->target points at it. CJ_E_INVALID naming the token. */
cj_status cj__request_from_key(const char *key, cj_request *r, char *target, size_t tlen); /* "amdgcn-amd-amdhsa" / "nvptx64-nvidia-cuda" */

/* ---- the call ----------------------------------------------------------------------------- */
/* What a request asks, its plan answers and a loaded kernel is selected by (cj_ksel): one
 * struct, copied whole. World, threads, tile and grid are not in it: the communicator's own or
 * the planner's, they select no kernel. Four- and eight-byte words without padding: the
 * selector is hashed word by word. */
#define CJ_CALL_FIELDS_                                                                        \
  cj_op op;                                                                                    \
  cj_variant variant;                                                                          \
  cj_dtype dtype;                                                                              \
  cj_redop redop;                                                                              \
  cj_barrier_mode barrier;                                                                     \
  int32_t vec_bytes; /* a plan's divides the chunk sizes: every access is this wide */       \
  int32_t root;                                                                                \
  uint32_t flags;  /* CJ_REQ_* */                                                              \
  uint64_t count;                                                                              \
  uint64_t hidden; /* row length of 2-D ops (cj_op_info.rows), else 0 */                       \
  cj_gemm_params gemm; /* GEMM ops (cj_op_info.gemm); a plan's: all resolved, else all 0 */
typedef struct cj_call {
  CJ_CALL_FIELDS_
} cj_call;
_Static_assert(sizeof(cj_op) == 4 && sizeof(cj_variant) == 4 && sizeof(cj_dtype) == 4 &&
                   sizeof(cj_redop) == 4 && sizeof(cj_barrier_mode) == 4,
               "cj_call's enums are 4-byte words");
_Static_assert(sizeof(cj_gemm_params) == sizeof(size_t) + 3 * 8 + 14 * 4,
               "cj_gemm_params has no padding");
_Static_assert(sizeof(cj_call) == 8 * 4 + 2 * 8 + sizeof(cj_gemm_params),
               "cj_call has no padding");

/* The one conversion each way between the public, flat request and the call: every field of
 * the call is set (from / into the request); the request's other fields are left alone. */
void cj__call_from_request(cj_call *c, const cj_request *r);
void cj__call_to_request(const cj_call *c, cj_request *r);

/* ---- plans -------------------------------------------------------------------------------- */
struct cj_plan {
  union { /* plan->op, ... by name; plan->call whole */
    cj_call call;
    struct {
      CJ_CALL_FIELDS_
    };
  };
  int world;
  int block_threads;
  int warp_size;
  int tile_m, tile_n;
  int grid;
  cj_target target;
  char key[256];
  char kname[300];
  uint64_t hash;
};


/* ---- op facts (ops.c): one row per op ---------------------------------------------------- */
typedef enum cj_inplace_rule {
  CJ_INPLACE_SAME,         /* send == recv */
  CJ_INPLACE_SEND_IN_RECV, /* send == recv + rank x count (all_gather) */
  CJ_INPLACE_RECV_IN_SEND, /* recv == send + rank x count (reduce_scatter) */
} cj_inplace_rule;

/* The rules below start at 1: a row that leaves one out reads 0 (_UNSET_), which test_plan
 * refuses. */
/* Where element k of a rank's recv comes from (the references of the bench, check and tests
 * read it through cj__op_source): element (in_per_rank ? 0 : rank x count) + (out_per_rank ?
 * k : k % count) of the send of the rank(s) the rule names. */
typedef enum cj_src_rule {
  CJ_SRC_UNSET_,
  CJ_SRC_NONE,  /* no data (the barrier) */
  CJ_SRC_ALL,   /* every rank's, combined with the redop */
  CJ_SRC_CHUNK, /* rank k / count's: recv holds one chunk per rank */
  CJ_SRC_ROOT,  /* the root's */
  CJ_SRC_OWN,   /* computed (RMSNorm, GEMMs): a reference of its own */
} cj_src_rule;

/* Bus bandwidth = algorithm bandwidth x a factor of the world n, nccl-tests' convention (the
 * algorithm bandwidth over the larger of send and recv). */
typedef enum cj_busbw_rule {
  CJ_BUSBW_UNSET_,
  CJ_BUSBW_NONE, /* nothing on the bus to report (the barrier, the gemm op) */
  CJ_BUSBW_1,    /* 1 (broadcast, reduce) */
  CJ_BUSBW_N1,   /* (n - 1) / n (all_gather, reduce_scatter, all_to_all) */
  CJ_BUSBW_2N1,  /* 2 (n - 1) / n (all_reduce) */
} cj_busbw_rule;

/* What `colljit bench` makes of a size (tools/bench*.c). */
typedef enum cj_bench_rule {
  CJ_BENCH_UNSET_,
  CJ_BENCH_NONE,   /* not timed by the bench */
  CJ_BENCH_CHUNK,  /* a size is one rank's chunk: count = size / element */
  CJ_BENCH_WHOLE,  /* a size is the whole send buffer: count = size / element / world */
  CJ_BENCH_SHAPES, /* timed per GEMM shape (--shapes, bench_gemm.c) */
} cj_bench_rule;

/* The NCCL (RCCL) call of the bench's reference (tools/bench_nccl.c); a GEMM op's: the
 * collective of its reference sequence (with the vendor GEMM, bench_gemm.c). */
typedef enum cj_nccl_call {
  CJ_NCCL_UNSET_,
  CJ_NCCL_NONE, /* no counterpart */
  CJ_NCCL_ALL_REDUCE,
  CJ_NCCL_ALL_GATHER,
  CJ_NCCL_REDUCE_SCATTER,
  CJ_NCCL_SEND_RECV, /* ncclSend / ncclRecv pairs in a group (all_to_all) */
  CJ_NCCL_BROADCAST,
  CJ_NCCL_REDUCE,
} cj_nccl_call;

/* What the workspace holds for a call of the op. */
typedef enum cj_work_rule {
  CJ_WORK_UNSET_,
  CJ_WORK_NONE,  /* nothing */
  CJ_WORK_STAGE, /* its input, when staged (CJ_REQ_STAGE): the send buffer's bytes */
  CJ_WORK_GEMM,  /* the GEMM op's fetched A or partial products: cj__gemm_bytes().work */
} cj_work_rule;

/* How a GEMM op's A is split over the ranks (cj_gemm_params.shard). */
typedef enum cj_shard_rule {
  CJ_SHARDS_UNSET_,
  CJ_SHARDS_NONE, /* not split: each rank its own A (the gemm op; shard must be CJ_SHARD_M) */
  CJ_SHARDS_M_K,  /* by rows (CJ_SHARD_M, the default) or columns (CJ_SHARD_K) */
  CJ_SHARDS_K,    /* by columns only (CJ_SHARD_K) */
} cj_shard_rule;

/* What a GEMM op does with its peers. */
typedef enum cj_gemm_comm {
  CJ_GEMM_COMM_UNSET_,
  CJ_GEMM_LOCAL,      /* nothing: each rank its own product (the gemm op) */
  CJ_GEMM_GATHERS_A,  /* A's shards are gathered from every rank, then multiplied */
  CJ_GEMM_SCATTERS_C, /* each rank's partial product is reduced into its owner's rows */
} cj_gemm_comm;

typedef struct cj_op_info {
  const char *call;           /* the C entry point cj_<call>, and its name in messages */
  const char *torch;          /* its torch custom op, colljit::<torch> (python/colljit/
                                 _torch_ops.py); NULL: none (the barrier) */
  unsigned char flat;         /* its entry takes (send, recv, count, dtype[, redop][, root]):
                                 cj__collective calls it by op */
  unsigned char shapeless;    /* no buffers, count, dtype, width or tile: one block of one
                                 thread per rank, barrier mode full, no generic kernel */
  unsigned char in_per_rank;  /* 1: send holds count elements; 0: world x count */
  unsigned char out_per_rank; /* 1: recv holds count elements; 0: world x count */
  unsigned char reduces;      /* combines values with a redop (the key names it) */
  unsigned char rooted;       /* has a root rank (the key names it) */
  unsigned char pulls;        /* its kernels read peers' inputs: send on the heap, or staged */
  cj_work_rule work;          /* CJ_WORK_STAGE: its input may be staged (CJ_REQ_STAGE) */
  cj_inplace_rule in_place;
  unsigned char send_root_only; /* only the root reads send (broadcast) */
  unsigned char recv_root_only; /* only the root has a recv (reduce) */
  unsigned char rows;           /* a 2-D op: count = rows x hidden, whole rows per block; it
                                   takes floats and the sum */
  unsigned char gemm;           /* a GEMM op: the plan's gemm fields describe it (plan_gemm.c) */
  cj_shard_rule shards;         /* GEMM ops: how A is split (others: unset) */
  cj_gemm_comm gemm_comm;       /* GEMM ops: what crosses the links (others: unset) */
  cj_src_rule src;
  cj_busbw_rule busbw;
  cj_bench_rule bench;
  cj_nccl_call nccl;
  unsigned char across_nodes; /* composed on a communicator over nodes (runtime/hier_*.c):
                                 colljit's collectives inside each node, the engine's between */
  unsigned char test_only;    /* an op of the test build (COLLJIT_TEST_OPS, tests/ops/): no
                                 torch op, nothing in Python */
} cj_op_info;

/* The facts of an op (NULL for an unknown op). */
const cj_op_info *cj__op(cj_op op);
/* CJ_OK, or CJ_E_INVALID with "who: unknown op N" for an op the table does not have. */
cj_status cj__op_known(cj_op op, const char *who);
/* 1 for ops that combine values (all_reduce, reduce_scatter, reduce). */
int cj__op_reduces(cj_op op);
/* Elements of send and of recv for a call of `count` at `world` ranks. */
uint64_t cj__op_in_elems(cj_op op, uint64_t count, int world);
uint64_t cj__op_out_elems(cj_op op, uint64_t count, int world);
/* Whether `rank` reads its send / writes its recv (root: the call's root). */
int cj__op_reads_send(cj_op op, int rank, int root);
int cj__op_writes_recv(cj_op op, int rank, int root);
/* 1 when send and recv are the op's in-place layout (chunk_bytes: count x element size). */
/* 1 when the op has a copy-engine form (variant ce: all_gather, all_to_all, broadcast): it
 * moves blocks of count elements unchanged, each block of a rank's recv from one rank's send
 * (cj__op_source says which), so copies between two barriers compute it. */
int cj__op_copy_form(cj_op op);
/* 1 when the op has the copy engines' path ce (selection rows, forced choices): the copy forms,
 * and all_reduce (its reduce-scatter's kernel, then the copy engines' all-gather of the
 * shares; runtime/calls.c). */
int cj__op_ce(cj_op op);
int cj__op_in_place(cj_op op, const void *send, const void *recv, uint64_t chunk_bytes,
                    int rank);
/* Where element k of rank `rank`'s recv comes from (count, root: the call's): element *idx of
 * the send of rank *from, or of every rank's combined with the redop (*from = CJ_SRC_EVERY).
 * CJ_E_INVALID, with the message, for an unknown op or one whose rule is not element-wise
 * (cj_op_info.src none or own). */
#define CJ_SRC_EVERY (-1)
cj_status cj__op_source(cj_op op, uint64_t count, int rank, int root, uint64_t k, int *from,
                        uint64_t *idx);
/* The bus-bandwidth factor at `world` ranks (cj_busbw_rule); 0 for none or an unknown op. */
double cj__op_busbw_factor(cj_op op, int world);
/* A GEMM op's cj_gemm_comm (CJ_GEMM_COMM_UNSET_ for any other op). */
cj_gemm_comm cj__op_gemm_comm(cj_op op);
/* A GEMM op's default shard (CJ_SHARD_M or CJ_SHARD_K), and whether it takes `shard`. */
int cj__op_default_shard(cj_op op);
int cj__op_takes_shard(cj_op op, int shard);
/* Bytes one rank's grid walks (sizes the default grid). */
uint64_t cj__op_walk_bytes(const cj_plan *p);

/* ---- the registry (ops.c): one row per (op, variant), an op's default first ----------------- */
struct cj_gen;
typedef cj_status (*cj_gen_fn)(struct cj_gen *g);
/* An auxiliary kernel parameter of a fused op (kabi.h, CJ_ARG_AUX0 on). */
typedef struct cj_aux_param {
  const char *name; /* NULL ends a list */
  kir_type type;
  unsigned flags; /* KIR_PARAM_* */
  int align;      /* pointers: the alignment promised */
} cj_aux_param;
typedef struct cj_variant_row {
  cj_op op;
  cj_variant variant;
  cj_gen_fn gen;              /* builds the kernel IR (coll_*.c) */
  cj_area area;               /* the heap area its `work` argument points at */
  cj_barrier_mode barrier;    /* the barrier mode it always runs (CJ_BAR_DEFAULT: as asked) */
  unsigned char writes_recv;  /* peers write this rank's recv: recv on the heap */
  unsigned char inplace_stages; /* an in-place call stages its input */
  const cj_aux_param *aux;      /* auxiliary parameters after the ten (NULL: none) */
} cj_variant_row;
/* The row of (op, v); v = CJ_VARIANT_AUTO gives the op's default. NULL: none. A row whose area
 * is not CJ_AREA_WORK reads and writes local buffers only (ll, relay) and never stages. */
const cj_variant_row *cj__variant_row(cj_op op, cj_variant v);
/* The variants an op has (its default first); returns how many (at most max). */
int cj__op_variants(cj_op op, cj_variant *out, int max);

/* ---- policy (policy.c): the variant, staging and the grid ----------------------------- */
/* What auto knows about a call's buffers and the communicator (CJ_AREA_* bits: the areas it
 * has; CJ_FACT_RECV_HEAP: recv lies on the heap, so peers may write into it): made from the
 * request's CJ_REQ_FACTS bits, or all of them for a request without. */
#define CJ_FACT_RECV_HEAP 0x100u
/* The variant an op's auto choice gives for `bytes` per rank (count x element size) at a world
 * size on a target: the selection table's row (select.c), else the built-in rules; only
 * variants the facts allow (e.g. not ll when it stages or its buffers take no aligned words). */
cj_variant cj__auto_variant(const cj_target *t, cj_op op, uint64_t bytes, int world,
                            unsigned facts);
/* How many times cj_plan_create has been asked in this process (tests count the questions a
 * call asks the planner: a kernel's first call one, a hit none). */
uint64_t cj__plans_made(void);
/* Resolves CJ_VARIANT_AUTO of a request (from its facts, CJ_REQ_FACTS, where it has them) and
 * rejects variants that have no generator. */
cj_status cj__choose_variant(const cj_request *r, cj_plan *p);
/* With the request's facts (CJ_REQ_FACTS): whether the plan's kernel stages its input
 * (CJ_REQ_STAGE into p->flags), and CJ_E_INVALID when its variant has peers write a recv that
 * lies off the heap. Without facts the request's own CJ_REQ_STAGE stands. */
cj_status cj__choose_staging(const cj_request *r, cj_plan *p);
/* 1 when an ll kernel can carry `bytes` per rank (whole words, at most CJ_LL_MAX_BYTES). */
int cj__ll_fits(uint64_t bytes, int world);
/* Vectors per thread and tile row of a plan whose width is known (the tile's default rows). */
int cj__default_unroll(const cj_plan *p);
/* Blocks of `threads` the smallest part of an arch surely holds at once. */
int cj__resident_blocks(const cj_target *t, int threads);
/* The same for blocks that also take `shared` bytes of shared memory (LDS) each. */
int cj__resident_blocks_shared(const cj_target *t, int threads, int shared);
/* Blocks of `shared` bytes of shared memory an SM / CU holds at once (at least 1). */
int cj__blocks_per_unit_shared(const cj_target *t, int shared);
/* The grid a plan runs when the request names none: tiles of `nominal` bytes over the walk, capped
 * (relay slots, resident blocks, the CPU executor), or the selection table's measured grid. */
int cj__default_grid(const cj_plan *p, uint64_t nominal);

/* A fault planted on purpose, for `colljit check --plant` (never set otherwise; kernels built
 * while it is set must stay out of the disk cache: the check turns the cache off): with
 * CJ_PLANT_SKIP_LAST, element-wise reductions leave out the last rank's term; with
 * CJ_PLANT_BCAST_STALE, broadcast split's peers read the root's output even where the root
 * copies its input there only while they read; with CJ_PLANT_REDUCE_RELAY_BUF, reduce relay
 * reduces each round from the buffer of the round after it, and with
 * CJ_PLANT_REDUCE_RELAY_ROOT its root copies each round's sums from that buffer; with
 * CJ_PLANT_LL_SPLIT_TOKENS, ll_split sends its tokens but waits for none; with
 * CJ_PLANT_CHAIN_NO_WAIT, the broadcast chain forwards slices without waiting for them (the CPU
 * executor's tests). */
enum {
  CJ_PLANT_NONE,
  CJ_PLANT_SKIP_LAST,
  CJ_PLANT_BCAST_STALE,
  CJ_PLANT_REDUCE_RELAY_BUF,
  CJ_PLANT_REDUCE_RELAY_ROOT,
  CJ_PLANT_LL_SPLIT_TOKENS,
  CJ_PLANT_CHAIN_NO_WAIT
};

/* The most SSA values a generated kernel may hold (cj__build_kernel refuses more): 4 to 8
 * times the largest kernel of an ordinary request (GEMM tiles about 4k, allreduce_rmsnorm of
 * 256 Ki-element rows at 8 ranks 23k). */
#define CJ_KIR_MAX_VALUES 32768u
extern int cj__plant_fault;

/* A GEMM op's path: CJ_VARIANT_BLAS (the vendor BLAS on chunks that the copy engines move),
 * CJ_VARIANT_CE (the same flow with the generated gemm op's kernel on each chunk) or the
 * generated fused kernel (allgather_gemm CJ_VARIANT_PULL, gemm_reducescatter
 * CJ_VARIANT_PUSH). `forced`: "fused", "blas", "ce" or "auto" (COLLJIT_GEMM_PATH). Under auto: the
 * selection table's row for (arch, world, op, bytes of A per rank; sm_90 at 2 and 4 ranks:
 * the fastest of the three measured, bench/RESULTS.md), else blas on NVIDIA and the fused
 * kernel on AMD (neither the hipBLASLt path nor ce has run on an AMD GPU; ce there moves each
 * peer's chunk with one copy, which xGMI's per-link rate may hold back). Only allgather_gemm's
 * shard-m form and gemm_reducescatter's shard-k form have the blas and ce paths; the gemm op
 * never takes them (CJ_VARIANT_TILE, always). */
cj_variant cj__gemm_path(const cj_target *t, cj_op op, int world, const cj_gemm_params *g,
                         cj_dtype dtype, const char *forced);

/* ---- GEMM ops (plan_gemm.c) --------------------------------------------------------------- */
/* Validates a GEMM op's request and fills count, threads, layout and grid of the plan. */
cj_status cj__plan_gemm(const cj_request *r, cj_plan *p);
/* 1 when target t runs warpgroup MMA (a GEMM tile of its shape, cj__gemm_wg_shape, then uses
 * it): sm_90, and the CPU executor (host, warp 32), which runs what sm_90 runs. */
int cj__gemm_wg_target(const cj_target *t);
/* 1 where the GEMM tile takes MFMA 32x32x16 (cj_gemm_cfg.mfma_k16): gfx950. */
int cj__gemm_k16_target(const cj_target *t);
/* The tile, stages and warps of a GEMM op on target t when the request leaves them 0 (the one
 * set of defaults: plans and `colljit gemm`, which prints the gemm op's kernel). The gemm op on sm_90: the warpgroup-MMA
 * tile 128 x 256 x 64, 4 stages, warps 8 x 1, or 128 x 128 when 128 x 256 tiles would leave
 * more than 40% of the smallest part's SMs idle (H100, 2026-11-25: 512x4096x4096 bf16 0.71 of
 * cuBLAS against 0.52; at 1024x3584x8192, 112 tiles, 128 x 256 stays ahead: 0.89 against
 * 0.68); elsewhere the mma.sync tile (cj__gemm_defaults_alone). allgather_gemm on sm_90:
 * the warpgroup tile (128 x 256 x 64; world 1, H200: 498.8 us against 778.7 at 4096x3584x8192);
 * the other fused cases: 128 x 128 x 32 (cj__gemm_defaults; gemm_reducescatter at 4 H200s took
 * 482 us with it, 562 with the warpgroup tile). A request that names part of a tile the
 * warpgroup default cannot complete takes the rest from the mma.sync defaults. */
struct cj_gemm_cfg;
void cj__gemm_default_tile(const cj_target *t, int warp_size, cj_op op, uint64_t m, uint64_t n,
                           struct cj_gemm_cfg *c);
/* A key token's decimal number (s[0..n), digits only, no overflow): 1, else 0 (plan.c). */
int cj__key_u64(const char *s, size_t n, uint64_t *v);
/* Appends the GEMM tokens of a plan's key. */
void cj__gemm_key(const cj_plan *p, cj_sb *sb);
/* One GEMM key token into r: 1 understood, 0 not, -1 refused (message set). */
int cj__gemm_token(const char *t, size_t n, cj_request *r);
/* Bytes of a GEMM op's buffers for a request cj_plan_create accepts: A's shard, B, out and the
 * workspace (for callers' checks; no plan needed). */
typedef struct cj_gemm_bytes {
  uint64_t a, b, out, work;
} cj_gemm_bytes;
cj_gemm_bytes cj__gemm_bytes(cj_op op, int world, const cj_gemm_params *g, cj_dtype dtype);
/* The fields only the gemm op takes (b_layout, out_f32) and those it refuses (shard,
 * fetchers, k_per_flag, a_layout): CJ_OK, or CJ_E_INVALID naming the field. */
cj_status cj__gemm_fields_check(cj_op op, const cj_gemm_params *q);
/* cj_gemm_params as colljit 0.1.0 published it (no struct_size, no group_m or a_layout): a
 * cj_request of that version's size holds one of these at its end. */
typedef struct cj_gemm_params_v0 {
  uint64_t m, n, k;
  int shard, bias, bm, bn, bk, stages, warps_m, warps_n, fetchers, k_per_flag;
} cj_gemm_params_v0;
#define CJ_REQUEST_V0_SIZE (offsetof(cj_request, gemm) + sizeof(cj_gemm_params_v0))
/* A caller's cj_gemm_params (entry points taking a pointer): CJ_OK when its struct_size is one
 * this library knows, else CJ_E_INVALID naming `call` (the first 8 bytes are read only). */
cj_status cj__gemm_params_check(const cj_gemm_params *g, const char *call);
/* A cj_request of any published size into *out (this version's layout; gemm.struct_size set):
 * 0, or -1 when req->struct_size is no version's size (the message set). */
int cj__request_read(const cj_request *req, cj_request *out);

/* ---- selection tables (select.c) ----------------------------------------------------------- */
typedef struct cj_choice {
  cj_variant variant;
  int grid; /* 0: the planner's default */
  /* allgather_gemm's fused kernel (optional columns 7 and 8): fetcher blocks and k tiles per
   * flag a request that leaves them 0 takes (0: the planner's default) */
  int fetchers, k_per_flag;
} cj_choice;
/* One row of a table: arch world op max_bytes variant grid [fetchers k_per_flag]. */
typedef struct cj_select_row {
  char arch[16];
  int world;
  cj_op op;
  uint64_t max_bytes;
  cj_choice choice;
} cj_select_row;
/* Most fetchers and k tiles per flag a row may name (the planner's own limits apply too). */
#define CJ_SELECT_MAX_FETCHERS 256
#define CJ_SELECT_MAX_KPF (1 << 20)
typedef void (*cj_select_row_fn)(void *user, const cj_select_row *row);
/* Parses table text (name: for messages, "file:line: ..."), calling fn per row. */
cj_status cj__select_parse(const char *text, const char *name, cj_select_row_fn fn, void *user);
/* The choice for an op of `bytes` per rank (count x element size) at (target arch, world): a
 * forced one, else the first table row that matches. Returns 0 when there is none. */
int cj__select(const cj_target *t, int world, cj_op op, uint64_t bytes, cj_choice *out);
/* 0 when no table row names variant v for op and no choice is forced (then cj__select never
 * returns v for op): a check without a lock or a scan, for a path taken on every call. */
int cj__select_may(cj_op op, cj_variant v);
/* Tuning: every plan of op (any target, world, size) takes this variant and grid, and no
 * table's fetchers or k_per_flag (on = 0 clears). Process-wide. */
void cj__select_force(cj_op op, cj_variant v, int grid, int on);
/* The choice forced for op (1), or 0 with *out cleared: the runtime keys the kernels it
 * leaves to `auto` on it, so that a tuning run's next choice gets its own kernel. */
int cj__select_forced(cj_op op, cj_choice *out);

/* ---- generation --------------------------------------------------------------------------- */
/* Builds the kernel IR of a plan (dispatches to the op's generator). */
cj_status cj__build_kernel(const cj_plan *plan, kir_kernel **out);
/* How many kernels cj__build_kernel has built in this process (tests count the builds a load
 * makes: a cache hit makes none). */
uint64_t cj__kernel_builds(void);
/* What loading a kernel needs beyond its code object, known once its kir is built: the code
 * object's cache entry records it, so that a load never builds the kernel again. */
typedef struct cj_kfacts {
  uint32_t dynamic_shared; /* cj__dynamic_shared of the kernel: bytes every launch passes */
} cj_kfacts;
void cj__kernel_facts(const kir_kernel *k, const cj_target *t, cj_kfacts *out);
/* The dynamic shared memory a launch of the plan's kernel must pass (cj__dynamic_shared of its
 * kernel: NVIDIA GEMM-op tiles beyond 48 KiB), 0 for every other kernel. It builds the GEMM
 * ops' kernels to know: the loader reads the bytes the cache entry recorded instead. */
cj_status cj__plan_dynamic_shared(const cj_plan *plan, unsigned *bytes);

/* Printers. They fail only on allocation failure or on a kernel they cannot express. */
cj_status cj__print_hip(const kir_kernel *k, const cj_target *t, cj_sb *out);
/* The line the HIP printer puts at the top of a kernel that uses warpgroup MMA: NVRTC then
 * builds for sm_90a (cubin) / compute_90a (PTX), whose features only CC 9.0 devices have (an
 * sm_90 cubin loads only on them anyway, so the target string stays sm_90). */
#define CJ_SM90A_TEXT "colljit: needs sm_90a (wgmma)"
#define CJ_NEEDS_SM90A "// " CJ_SM90A_TEXT /* the LLVM IR printer's line: "; " CJ_SM90A_TEXT */
cj_status cj__print_llvm(const kir_kernel *k, const cj_target *t, cj_sb *out);
/* The same kernel with its variables as allocas (loads and stores, for LLVM's mem2reg to
 * promote): the form cj__print_llvm's SSA construction is checked against (tests/isa). */
cj_status cj__print_llvm_locals(const kir_kernel *k, const cj_target *t, cj_sb *out);

/* What a target can run of a kernel's compute instructions (kir.h "Compute"): warp sizes,
 * MMA shapes, ldmatrix (NVIDIA only), shared memory size. Both printers call it. */
cj_status cj__compute_check(const kir_kernel *k, const cj_target *t);
/* The most shared memory (LDS) one block of the target may have, in bytes: sm_90 227 KiB and
 * sm_80 163 KiB (beyond 48 KiB only as dynamic shared memory, which the launcher opts in to),
 * gfx90a / gfx942 64 KiB, gfx950 160 KiB. */
uint32_t cj__shared_limit(const cj_target *t);
/* The dynamic shared memory a launch of the kernel must ask for (bytes): on NVIDIA a kernel
 * whose shared arrays exceed the 48 KiB of static shared memory declares them as one extern
 * array, and its launcher must set CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES to this and
 * pass it as sharedMemBytes; 0 otherwise (static shared memory, AMD always). Only kernels that
 * say so (kir_kernel.shared_dynamic_ok: the standalone GEMM, launched by the benchmarks) may;
 * the runtime's launches pass none, and cj__compute_check refuses the others. */
uint32_t cj__dynamic_shared(const kir_kernel *k, const cj_target *t);

/* The vendor prelude of the HIP text (embedded from templates/ at build time); the printer
 * follows it with templates/prelude_common.h. */
const char *cj__hip_prelude(cj_vendor v);

#endif
