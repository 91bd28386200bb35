/* colljit: generated, JIT-compiled GPU collectives for the GPUs of one node.
 *
 * The whole public API is this header. Conventions:
 *  - every function returns a cj_status (CJ_OK == 0) unless it is a pure accessor;
 *  - handles are opaque, created and destroyed in pairs; destroy accepts NULL;
 *  - a failing call leaves a detailed message in cj_last_error() (per thread), and on the
 *    handle that failed where there is one;
 *  - options structs begin with their size and have an _INIT macro.
 */
#ifndef COLLJIT_H
#define COLLJIT_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#if defined(_WIN32)
#define CJ_API
#else
#define CJ_API __attribute__((visibility("default")))
#endif

/* CJ_VERSION_MAJOR, _MINOR, _PATCH, CJ_VERSION_STRING and CJ_VERSION_HEX (0xMMmmpp), made
 * from the build's project() version. */
#include "colljit_version.h"

/* ---- statuses: one table, names and messages come from it ------------------------------ */
#define CJ_STATUS_LIST(X)                                                                      \
  X(CJ_OK, 0, "success")                                                                       \
  X(CJ_E_INVALID, 1, "invalid argument")                                                       \
  X(CJ_E_UNSUPPORTED, 2, "not supported for this target or configuration")                     \
  X(CJ_E_UNAVAILABLE, 3, "a required library or tool is not available")                        \
  X(CJ_E_COMPILE, 4, "compilation failed")                                                     \
  X(CJ_E_OOM, 5, "out of memory")                                                              \
  X(CJ_E_TIMEOUT, 6, "timed out waiting for a peer")                                           \
  X(CJ_E_IO, 7, "input/output error")                                                          \
  X(CJ_E_CORRUPT, 8, "corrupt or mismatched data")                                             \
  X(CJ_E_DEVICE, 9, "device or driver error")                                                  \
  X(CJ_E_PEER, 10, "a peer failed or disagreed")                                               \
  X(CJ_E_CAPTURE, 11, "not allowed during graph capture; warm up first")                       \
  X(CJ_E_INTERNAL, 12, "internal error")

typedef enum cj_status {
#define CJ_X_(name, value, msg) name = value,
  CJ_STATUS_LIST(CJ_X_)
#undef CJ_X_
} cj_status;

/* "CJ_E_INVALID" */
CJ_API const char *cj_status_name(cj_status s);
/* "invalid argument" */
CJ_API const char *cj_status_string(cj_status s);
/* The detailed message of the last failing call on this thread ("" if none). */
CJ_API const char *cj_last_error(void);
/* "0.1.0": the library's version (the header's CJ_VERSION_STRING is the one compiled against) */
CJ_API const char *cj_version_string(void);
/* The library's version as CJ_VERSION_HEX: 0xMMmmpp. */
CJ_API unsigned cj_version(void);

/* ---- vocabularies: X-macro tables (enum, key token) ------------------------------------- */
#define CJ_OP_LIST(X)                                                                          \
  X(CJ_OP_ALL_REDUCE, "allreduce")                                                             \
  X(CJ_OP_ALL_GATHER, "allgather")                                                             \
  X(CJ_OP_REDUCE_SCATTER, "reducescatter")                                                     \
  X(CJ_OP_ALL_TO_ALL, "alltoall")                                                              \
  X(CJ_OP_BROADCAST, "broadcast")                                                              \
  X(CJ_OP_REDUCE, "reduce")                                                                    \
  X(CJ_OP_BARRIER, "barrier")                                                                  \
  X(CJ_OP_ALL_REDUCE_RMSNORM, "allreduce_rmsnorm")                                            \
  X(CJ_OP_ALLGATHER_GEMM, "allgather_gemm")                                                   \
  X(CJ_OP_GEMM_REDUCESCATTER, "gemm_reducescatter")                                           \
  X(CJ_OP_GEMM, "gemm")                                                                        \
  CJ_OP_LIST_TEST_(X)

/* A test build (the CMake option COLLJIT_TEST_OPS) appends ops of its own after the public ones
 * (tests/ops/test_ops.h, included before every source); none in any other build. */
#ifndef CJ_OP_LIST_TEST_
#define CJ_OP_LIST_TEST_(X)
#endif

/* element type; the size in bytes is the third column */
#define CJ_DTYPE_LIST(X)                                                                       \
  X(CJ_F32, "f32", 4)                                                                          \
  X(CJ_F16, "f16", 2)                                                                          \
  X(CJ_BF16, "bf16", 2)                                                                        \
  X(CJ_I32, "i32", 4)

#define CJ_REDOP_LIST(X)                                                                       \
  X(CJ_SUM, "sum")                                                                             \
  X(CJ_MAX, "max")                                                                             \
  X(CJ_MIN, "min")

/* CJ_VARIANT_AUTO lets the planner choose; the others name one algorithm. `ll` (all_reduce,
 * small vectors): flag-free, each 4-byte word travels with its own readiness flag into the
 * peers' receive buffers; no barrier at all. `split` (broadcast): rank r reads share r of the
 * root's output and stores it into the others', so the root's links carry the data once;
 * (reduce): each rank but the root reduces one share of every input into the root's output.
 * `chain` (broadcast, large vectors): a pipelined relay along the ranks from the root,
 * each slice forwarded as soon as it has arrived, so every link carries the data once.
 * `blas` (allgather_gemm, shard m): no generated kernel; the all-gather's chunks are pulled by
 * the copy engines and each is multiplied by the vendor BLAS (cuBLASLt, hipBLASLt) as soon as
 * it has arrived, on a second stream (see cj_allgather_gemm). `tile` (gemm): the persistent
 * tiled GEMM, one block per output tile at a time. `ce` (all_gather, all_to_all, broadcast;
 * chosen at run time through the selection tables, no generated kernel): between two barrier
 * kernels the copy engines push each rank's blocks into the peers' recv, no SM moves data.
 * `relay` (broadcast, all_to_all): the data go in rounds into the peers' relay areas (the
 * root's vector; each rank's block for each peer) and every rank signals each round on its
 * own, as all_reduce push does: no barrier opens or closes the kernel; (reduce): split's
 * shares, each rank's pieces of a share pushed in rounds into the relay area of the rank that
 * reduces it, which pushes the sum into the root's relay area, from which the root copies it
 * into its output (no barrier; no buffer but the relay areas need lie on the heap).
 * `ll_split` (reduce, broadcast): split's shares in two ll hops, no barrier: each rank's
 * pieces of a share to the rank that owns it, the owner's sum to the root (reduce); the root's
 * share to its owner, which passes it on to the other ranks (broadcast); vectors of whole
 * 4-byte words up to 1 MiB, as ll. */
#define CJ_VARIANT_LIST(X)                                                                     \
  X(CJ_VARIANT_AUTO, "auto")                                                                   \
  X(CJ_VARIANT_PUSH, "push")                                                                   \
  X(CJ_VARIANT_PULL, "pull")                                                                   \
  X(CJ_VARIANT_ONE_SHOT, "one_shot")                                                           \
  X(CJ_VARIANT_TWO_SHOT, "two_shot")                                                           \
  X(CJ_VARIANT_EPOCH, "epoch")                                                                 \
  X(CJ_VARIANT_LL, "ll")                                                                       \
  X(CJ_VARIANT_SPLIT, "split")                                                                 \
  X(CJ_VARIANT_BLAS, "blas")                                                                   \
  X(CJ_VARIANT_TILE, "tile")                                                                   \
  X(CJ_VARIANT_CHAIN, "chain")                                                                 \
  X(CJ_VARIANT_CE, "ce")                                                                       \
  X(CJ_VARIANT_RELAY, "relay")                                                                 \
  X(CJ_VARIANT_LL_SPLIT, "ll_split")

/* Cross-rank synchronisation a kernel performs:
 *  full: a barrier before touching peers' buffers and one after the last write (always safe);
 *  end:  only the closing barrier (safe when every rank's previous use of the buffers is known
 *        finished, e.g. back-to-back graph replays of the same collective);
 *  none: no barrier; the caller orders ranks itself. */
#define CJ_BARRIER_LIST(X)                                                                     \
  X(CJ_BAR_DEFAULT, "default")                                                                 \
  X(CJ_BAR_FULL, "full")                                                                       \
  X(CJ_BAR_END, "end")                                                                         \
  X(CJ_BAR_NONE, "none")

#define CJ_X_(e, ...) e,
typedef enum cj_op { CJ_OP_LIST(CJ_X_) CJ_OP_COUNT_ } cj_op;
typedef enum cj_dtype { CJ_DTYPE_LIST(CJ_X_) CJ_DTYPE_COUNT_ } cj_dtype;
typedef enum cj_redop { CJ_REDOP_LIST(CJ_X_) CJ_REDOP_COUNT_ } cj_redop;
typedef enum cj_variant { CJ_VARIANT_LIST(CJ_X_) CJ_VARIANT_COUNT_ } cj_variant;
typedef enum cj_barrier_mode { CJ_BARRIER_LIST(CJ_X_) CJ_BAR_COUNT_ } cj_barrier_mode;
#undef CJ_X_

CJ_API const char *cj_op_name(cj_op op);
CJ_API const char *cj_dtype_name(cj_dtype t);
CJ_API size_t cj_dtype_size(cj_dtype t);
CJ_API const char *cj_redop_name(cj_redop r);
CJ_API const char *cj_variant_name(cj_variant v);
CJ_API const char *cj_barrier_name(cj_barrier_mode b);
/* The value a vocabulary name stands for (the reverse of the *_name functions), or -1. vocab:
 * "op", "dtype", "redop", "variant", "barrier", "emit", "compiler". */
CJ_API int cj_vocab_lookup(const char *vocab, const char *name);

/* ---- request and plan -------------------------------------------------------------------- */
/* A request describes one kernel. Zero / NULL fields take defaults. `count` is the number of
 * elements each rank contributes (all_gather: the input of one rank; all_reduce: the whole
 * vector; reduce_scatter: the output of one rank). Layout fields follow the iris vocabulary:
 * a block of `block_threads` threads (warps of `warp_size`) moves tiles of tile_m x tile_n
 * elements; a persistent grid of `grid` blocks (comm_sms) walks the tiles. `vec_bytes` is the
 * widest access in bytes (1, 2, 4, 8 or 16); the planner narrows it when the data size is not
 * a multiple of it. `target`: "gfx90a", "gfx942", "gfx950" (optionally with
 * ":sramecc+/-:xnack+/-"), "sm_80", "sm_90", or "host" (the CPU executor), each optionally
 * ending in ":unitsN", the device's SMs / CUs (the GEMM ops' grids fill them). */
/* The GEMM of a GEMM op: bf16 or f16 in, f32 accumulation, row-major matrices (B and the
 * output of `gemm` may differ: b_layout, out_f32).
 * allgather_gemm: out (m x n) = A (m x k) B (k x n) [+ bias (n)] on every rank, A sharded over
 * the ranks: with CJ_SHARD_M rank r holds rows [r m/W, (r+1) m/W) (m/W x k, the tensor-parallel
 * form); with CJ_SHARD_K it holds columns [r k/W, (r+1) k/W) (m x k/W); B is replicated.
 * gemm_reducescatter (shard must be CJ_SHARD_K): rank r holds A_r (m x k/W) and B_r (k/W x n);
 * rank q's out (m/W x n) is rows [q m/W, (q+1) m/W) of sum_r A_r B_r [+ bias], summed in rank
 * order in f32 and rounded once (the row-parallel layer); the generated kernel rounds each
 * rank's partial A_r B_r to the dtype first (as a GEMM then a reduce-scatter does; half the
 * bytes over the links), the vendor-BLAS path keeps f32 partials. Layout fields left 0 take
 * defaults: block tile bm x bn x bk, `stages` deep shared-memory ring, warps_m x warps_n warps;
 * `fetchers` blocks pull A's tiles into the workspace and release a flag per (row of tiles,
 * `k_per_flag` k tiles) (both 0: the selection table's row where it has them, else the
 * built-in defaults); `group_m` rows of tiles that consecutive blocks share (0: 8; 1: plain
 * row-major raster; at most 64); `a_layout` (allgather_gemm) how the gathered A is staged in
 * the workspace: CJ_A_K_CONTIG rows of k (m x k), CJ_A_M_CONTIG transposed (k x m: for each k,
 * m consecutive rows).
 * gemm (the stand-alone GEMM, no communication, any world): each rank computes its own
 * out (m x n) = A (m x k) B [+ bias (n)]; A row-major; `b_layout` CJ_B_ROW: B is k x n
 * row-major, CJ_B_COL: B is stored n x k (column-major); `out_f32` 1: out is f32 (else the
 * input dtype). shard must be CJ_SHARD_M (0); fetchers, k_per_flag and a_layout must be 0.
 * Only gemm takes b_layout and out_f32: the fused ops refuse them unless 0.
 * Key tokens: mnkMxNxK, shard-m / shard-k (not gemm), bias, tileBMxBNxBK, stS, wpMxN, feF,
 * kpfK (allgather_gemm), gmG (only when not 8), alm (only when M-contiguous), bcol (only when
 * B is column-major), of32 (only when out is f32).
 *
 * Versioned by struct_size: initialise with CJ_GEMM_PARAMS_INIT. The entry points that take a
 * cj_gemm_params pointer (cj_allgather_gemm, cj_gemm_reduce_scatter, cj_gemm, cj_prepare_gemm)
 * refuse a struct_size that is not the size of a version they know, with CJ_E_INVALID: a caller
 * built against a header before struct_size (colljit 0.1.0, whose struct began with m) is
 * refused, never read past its end (so is one of an unreleased header without b_layout and
 * out_f32). Inside a cj_request the request's own struct_size says the version
 * (a request of 0.1.0's size is read with 0.1.0's cj_gemm_params) and gemm.struct_size is not
 * read. */
#define CJ_SHARD_M 0
#define CJ_SHARD_K 1
#define CJ_A_K_CONTIG 0
#define CJ_A_M_CONTIG 1
#define CJ_B_ROW 0
#define CJ_B_COL 1
typedef struct cj_gemm_params {
  size_t struct_size; /* sizeof(cj_gemm_params) */
  uint64_t m, n, k;
  int shard; /* CJ_SHARD_M or CJ_SHARD_K */
  int bias;  /* 1: out += bias */
  int bm, bn, bk, stages, warps_m, warps_n;
  int fetchers, k_per_flag;
  int group_m;  /* 0: 8 */
  int a_layout; /* CJ_A_K_CONTIG (0) or CJ_A_M_CONTIG */
  int b_layout; /* gemm: CJ_B_ROW (0, k x n row-major) or CJ_B_COL (n x k) */
  int out_f32;  /* gemm: 1: out is f32 */
} cj_gemm_params;

#define CJ_GEMM_PARAMS_INIT {.struct_size = sizeof(cj_gemm_params)}

typedef struct cj_request {
  size_t struct_size;
  cj_op op;
  cj_variant variant;
  cj_dtype dtype;
  cj_redop redop;
  uint64_t count;
  int world;
  int root;
  int vec_bytes;
  int block_threads;
  int warp_size;
  int tile_m;
  int tile_n;
  int grid;
  cj_barrier_mode barrier;
  const char *target;
  unsigned flags; /* CJ_REQ_* */
  /* Row length of 2-D ops (allreduce_rmsnorm: the hidden size; count = tokens x hidden);
   * 0 for the collectives. Key token hHIDDEN. */
  uint64_t hidden;
  /* The GEMM of allgather_gemm (all zero for the collectives); count is then A's elements per
   * rank (m x k / world). */
  cj_gemm_params gemm;
} cj_request;

/* The kernel first copies its input into the rank's workspace on the heap and works from
 * there: for inputs that are not on the heap, and in-place calls whose algorithm would let a
 * peer read data that is being overwritten. Costs one extra local copy of the input. */
#define CJ_REQ_STAGE 1u
/* A shape-generic kernel: the element count is not compiled in but passed at launch (count
 * must be 0 in the request; key token "nany"), and so is the grid (the plan's grid is the
 * largest it may be launched with). vec_bytes is kept as given: the kernel serves every
 * count whose per-rank chunk is a multiple of it. The runtime launches one while the
 * specialised kernel of a first-seen shape compiles in the background. Not for barrier. */
#define CJ_REQ_GENERIC 2u
/* gemm and gemm_reducescatter on sm_90: A and B staged with cp.async by every thread, not
 * copied by tensor maps (TMA, the default where the tile and the operands' rows allow it). Key
 * token "notma"; in the plan and its key. */
#define CJ_REQ_NO_TMA 4u
/* gemm_reducescatter's `blas` kernel (the reduction that ends a copy-engine path): its W slots
 * hold the partial products in the dtype (rounded, as the fused kernel's are; the `ce` path's)
 * instead of f32 (the vendor-BLAS path's). Key token "dslots"; in the plan and its key. */
#define CJ_REQ_DTYPE_SLOTS 8u
/* The gemm op at world W >= 2 (gemm_reducescatter's `ce` path uses it for a rank's own rows):
 * out = A B + D_0 + .. + D_{W-2} (+ bias), the W - 1 addends m x n row-major in the dtype,
 * one after another from the kernel's last auxiliary argument, summed in that order in f32
 * with the product before the one rounding. Key token "addslots"; in the plan and its key. */
#define CJ_REQ_ADD_SLOTS 16u
/* Facts about the call a kernel is for (the communicator's runtime sets them; a request
 * without CJ_REQ_FACTS, as a key makes, is planned as if the communicator had every area and
 * the buffers lay on the heap). With CJ_REQ_FACTS the planner picks `auto`'s variant from
 * them, decides staging (CJ_REQ_STAGE in the plan: an input that peers must read but that lies
 * off the heap, or an in-place call the variant cannot run in place) and refuses a variant
 * whose peers write recv when recv lies off the heap. They describe the buffers of the rank
 * that asks: a rank that reads no send or writes no recv sets the bit of that buffer. Only
 * CJ_REQ_STAGE and CJ_REQ_GENERIC are in the plan, its key and cj_plan_request. */
#define CJ_REQ_FACTS 0x100u      /* the bits below say what the caller knows */
#define CJ_REQ_LL_AREA 0x200u    /* the communicator has the ll area */
#define CJ_REQ_RELAY_AREA 0x400u /* the communicator has the relay area */
#define CJ_REQ_SEND_HEAP 0x800u  /* send lies in one allocation of the symmetric heap */
#define CJ_REQ_RECV_HEAP 0x1000u /* recv lies in one allocation of the symmetric heap (and,
                                    for allreduce_rmsnorm, so does residual) */
#define CJ_REQ_IN_PLACE 0x2000u  /* send and recv are the op's in-place layout */

#define CJ_REQUEST_INIT                                                                        \
  {.struct_size = sizeof(cj_request), .op = CJ_OP_ALL_GATHER, .variant = CJ_VARIANT_AUTO,      \
   .dtype = CJ_BF16, .redop = CJ_SUM, .barrier = CJ_BAR_DEFAULT, .gemm = CJ_GEMM_PARAMS_INIT}

typedef struct cj_plan cj_plan;

/* Validate a request, fill defaults and choose the variant. On failure *out is NULL and the
 * message (naming the offending field) is in cj_last_error(). */
CJ_API cj_status cj_plan_create(const cj_request *req, cj_plan **out);
/* Parse a canonical key string back into a plan. */
CJ_API cj_status cj_plan_from_key(const char *key, cj_plan **out);
CJ_API void cj_plan_destroy(cj_plan *plan);
/* The canonical key, e.g. "allgather.push.bf16.n4096.w8.v16.b256x32.t1x2048.g2.bar-full.sm_90".
 * It lists every parameter that changes the code, in a fixed order; it parses back. */
CJ_API const char *cj_plan_key(const cj_plan *plan);
/* 64-bit FNV-1a hash of the key. */
CJ_API uint64_t cj_plan_hash(const cj_plan *plan);
/* The resolved request (all defaults filled, variant chosen). target points into the plan. */
CJ_API void cj_plan_request(const cj_plan *plan, cj_request *out);
/* Kernel symbol name derived from the key ("cj_" + sanitised key). */
CJ_API const char *cj_plan_kernel_name(const cj_plan *plan);

/* ---- generation and compilation ---------------------------------------------------------- */
/* What cj_generate produces (enum, name). Text artefacts are NUL-terminated. */
#define CJ_EMIT_LIST(X)                                                                        \
  X(CJ_EMIT_KEY, "key")   /* the canonical key */                                              \
  X(CJ_EMIT_KIR, "kir")   /* the kernel IR, as text */                                         \
  X(CJ_EMIT_HIP, "hip")   /* HIP C++ source (with the vendor prelude of the target) */         \
  X(CJ_EMIT_LLVM, "llvm") /* LLVM IR text (amdgcn or nvptx64) */                               \
  X(CJ_EMIT_PTX, "ptx")   /* PTX (NVIDIA targets) */                                           \
  X(CJ_EMIT_ISA, "isa")   /* AMDGPU disassembly; SASS where a disassembler exists, else PTX */ \
  X(CJ_EMIT_OBJ, "obj")   /* the loadable code object (AMD: ELF; NVIDIA: cubin, or PTX) */ \
  X(CJ_EMIT_SASS, "sass") /* NVIDIA SASS; CJ_E_UNAVAILABLE without nvdisasm / cuobjdump */

/* Compile paths (enum, name). */
#define CJ_COMPILER_LIST(X)                                                                    \
  X(CJ_COMPILER_AUTO, "auto")     /* the target's default path */                              \
  X(CJ_COMPILER_HIPRTC, "hiprtc") /* HIP text -> hiprtc (AMD) */                               \
  X(CJ_COMPILER_NVRTC, "nvrtc")   /* HIP text -> NVRTC (NVIDIA) */                             \
  X(CJ_COMPILER_LLVM, "llvm")     /* LLVM IR -> libLLVM (+ ld.lld on AMD, ptxas on NVIDIA) */

#define CJ_X_(e, ...) e,
typedef enum cj_emit { CJ_EMIT_LIST(CJ_X_) CJ_EMIT_COUNT_ } cj_emit;
typedef enum cj_compiler { CJ_COMPILER_LIST(CJ_X_) CJ_COMPILER_COUNT_ } cj_compiler;
#undef CJ_X_

CJ_API const char *cj_emit_name(cj_emit e);
CJ_API const char *cj_compiler_name(cj_compiler c);

typedef struct cj_blob {
  size_t size;
  char *data; /* NUL-terminated for text; free with cj_blob_free */
} cj_blob;

CJ_API void cj_blob_free(cj_blob *blob);

/* Produce one artefact for a plan. Text artefacts are deterministic: same plan, same bytes. */
CJ_API cj_status cj_generate(const cj_plan *plan, cj_emit what, cj_compiler path, cj_blob *out);

/* ---- code-object cache ------------------------------------------------------------------- */
/* Code objects are kept in a directory (COLLJIT_CACHE_DIR, default $XDG_CACHE_HOME/colljit or
 * ~/.cache/colljit), one file per kernel, named by a hash of the canonical key, the generator
 * version, the toolchain identity and versions and the full target string. Writes are atomic
 * (temporary file, fsync, rename); reads validate a header, the stored identity and a checksum,
 * and a mismatching entry is rebuilt. Processes that miss the same entry at once compile it
 * once (a lock per entry). Over COLLJIT_CACHE_MAX_BYTES the least recently used entries go.
 * A directory that cannot be created or written leaves everything working from memory, with
 * one warning per process. */
typedef struct cj_cache_config {
  size_t struct_size;
  const char *dir;    /* NULL: COLLJIT_CACHE_DIR or the default */
  uint64_t max_bytes; /* 0: COLLJIT_CACHE_MAX_BYTES (default 4 GiB) */
  int disable;        /* 1: no disk cache (every call compiles) */
} cj_cache_config;

#define CJ_CACHE_CONFIG_INIT {.struct_size = sizeof(cj_cache_config)}

/* Replaces the process-wide cache settings (NULL: back to the environment's). */
CJ_API cj_status cj_cache_configure(const cj_cache_config *cfg);
/* The directory in use ("" with CJ_E_UNAVAILABLE when there is none, or the cache is off). */
CJ_API cj_status cj_cache_dir(char *buf, size_t n);

/* The code object of a plan (as cj_generate(plan, CJ_EMIT_OBJ, path, obj)) through the disk
 * cache. obj may be NULL (only make sure the entry exists); *from_cache (may be NULL) is 1
 * when the object came from the cache and 0 when this call compiled it. */
CJ_API cj_status cj_cache_object(const cj_plan *plan, cj_compiler path, cj_blob *obj,
                                 int *from_cache);

typedef enum cj_cache_state {
  CJ_CACHE_VALID,   /* header, identity and checksum check out */
  CJ_CACHE_STALE,   /* intact, but made by another generator or format version */
  CJ_CACHE_CORRUPT  /* truncated, bit-flipped, or its name does not match its identity */
} cj_cache_state;

typedef struct cj_cache_entry {
  const char *file;      /* file name inside the cache directory */
  const char *key;       /* canonical key ("" when unreadable) */
  const char *target;    /* full target string */
  const char *compiler;  /* "nvrtc", "llvm", "hiprtc" */
  const char *toolchain; /* toolchain identity and versions */
  unsigned generator;    /* generator version that made it */
  uint64_t bytes;        /* file size */
  uint64_t payload;      /* code object size */
  double age_s;          /* seconds since it was last used */
  cj_cache_state state;
  const char *problem;   /* why it is not valid ("" when valid) */
} cj_cache_entry;

/* Calls fn for every entry of the cache directory (pointers live until fn returns). verify 0
 * reads headers only (a checksum problem then shows as valid); verify 1 reads every entry in
 * full. fn returns nonzero to stop. */
typedef int (*cj_cache_visit_fn)(void *user, const cj_cache_entry *entry);
CJ_API cj_status cj_cache_list(int verify, cj_cache_visit_fn fn, void *user);

/* Counters of the cache directory (shared by every process using it; kept in its "stats"
 * file under a file lock) and of this process. */
typedef struct cj_cache_counters {
  uint64_t hits;           /* objects served from the directory */
  uint64_t misses;         /* objects compiled (and written, unless that failed) */
  uint64_t rebuilds;       /* misses that replaced a corrupt, stale or mismatched entry */
  uint64_t write_failures; /* entries that could not be written */
  uint64_t evictions;      /* entries removed to stay under the size cap */
} cj_cache_counters;

typedef struct cj_cache_stats {
  size_t struct_size;
  uint64_t entries, bytes, max_bytes; /* in the directory now, and the cap */
  cj_cache_counters dir;              /* all processes, since the last clear */
  cj_cache_counters process;          /* this process */
} cj_cache_stats;

#define CJ_CACHE_STATS_INIT {.struct_size = sizeof(cj_cache_stats)}

CJ_API cj_status cj_cache_stats_get(cj_cache_stats *out);
/* Removes every entry (and the lock, temporary and stats files); *removed (may be NULL) gets
 * the number of entries removed. */
CJ_API cj_status cj_cache_clear(uint64_t *removed);
/* Removes the entries that cj_cache_list(1, ...) reports as stale or corrupt. */
CJ_API cj_status cj_cache_remove_invalid(uint64_t *removed);

/* A report of the GPUs, the links between them and the toolchains found (colljit info). */
CJ_API cj_status cj_system_info(cj_blob *out);

/* ---- runtime: communicators, the symmetric heap, collectives ----------------------------- */
typedef struct cj_comm cj_comm;

/* Made once (by rank 0, say) and handed to every rank by the host program. */
typedef struct cj_unique_id {
  char internal[128];
} cj_unique_id;

typedef struct cj_comm_options {
  size_t struct_size;
  int device;             /* GPU ordinal this rank uses; -1: rank mod device count */
  size_t heap_bytes;      /* symmetric heap per rank (0: COLLJIT_HEAP_BYTES or 1 GiB) */
  double timeout_s;       /* rendezvous and every device wait (0: COLLJIT_TIMEOUT_S or 30) */
  cj_compiler compiler;   /* compile path for this communicator's kernels */
  size_t work_bytes;      /* workspace for staged inputs and the GEMM ops, carved from the
                             heap (0: 64 MiB, at most a quarter of the heap; a size given is
                             carved whole, or the init fails with CJ_E_INVALID). A call that
                             needs more grows it (a collective heap allocation at that call,
                             the same on every rank, graph capture included; the old one is
                             kept for graphs captured before), or is refused with
                             CJ_E_INVALID naming heap_bytes when the heap has no room */
  int background_jit;     /* a first-seen shape runs at once with the op's shape-generic kernel
                             while its specialised kernel compiles on a worker thread (later
                             calls use it). -1: COLLJIT_BACKGROUND_JIT, else on; 0 off (a
                             first call compiles before it returns); 1 on */
} cj_comm_options;

#define CJ_COMM_OPTIONS_INIT                                                                   \
  {.struct_size = sizeof(cj_comm_options), .device = -1, .compiler = CJ_COMPILER_AUTO,          \
   .background_jit = -1}

/* The host program's own allgather (MPI, torch.distributed): all[r*n .. r*n+n) = rank r's
 * `mine`. Returns 0 on success. */
typedef int (*cj_allgather_fn)(void *user, const void *mine, void *all, size_t n);

/* A fresh id: a random socket name and a random secret (hand it only to the group's ranks;
 * all 128 bytes, NULs included). */
CJ_API cj_status cj_get_unique_id(cj_unique_id *id);
/* One process per GPU: rendezvous over a local socket named by the id; only processes of the
 * same user that know the id's secret join. Collective. With COLLJIT_NODE_SIZE=k below
 * nranks, each k consecutive ranks are a node (one host's GPUs taken as nodes, for tests):
 * the communicator spans nodes as cj_comm_init_with_allgather's below. */
CJ_API cj_status cj_comm_init_rank(cj_comm **comm, int nranks, const cj_unique_id *id, int rank,
                                   const cj_comm_options *opts);
/* The same, with the host program's allgather carrying the exchange. Collective. Ranks on
 * different hosts (the exchange carries each rank's host name), or COLLJIT_NODE_SIZE=k (each
 * k consecutive ranks a node), make a communicator over nodes (up to 65536 ranks, at most 64
 * and the same number on every node): colljit inside each node, the engine (NCCL / RCCL,
 * loaded at run time; none found: CJ_E_UNAVAILABLE on every rank) between nodes.
 * cj_all_reduce, cj_reduce_scatter and cj_all_gather compose (on the stream, graph-capturable;
 * cj_prepare builds their kernels), the heap calls and cj_gemm work on this rank's node, and
 * every other entry point returns CJ_E_UNSUPPORTED naming the op. */
CJ_API cj_status cj_comm_init_with_allgather(cj_comm **comm, int nranks, int rank,
                                             cj_allgather_fn allgather, void *user,
                                             const cj_comm_options *opts);
/* One process driving several GPUs (peer access): comms[i] is rank i on devices[i]. */
CJ_API cj_status cj_comm_init_all(cj_comm **comms, int ndev, const int *devices,
                                  const cj_comm_options *opts);
/* Collective for communicators made by cj_comm_init_rank / _with_allgather. Accepts NULL. */
CJ_API cj_status cj_comm_destroy(cj_comm *comm);
CJ_API int cj_comm_rank(const cj_comm *comm);
CJ_API int cj_comm_size(const cj_comm *comm);
CJ_API int cj_comm_device(const cj_comm *comm);
/* The detailed message of the last failing call on this communicator ("" if none). */
CJ_API const char *cj_comm_last_error(const cj_comm *comm);
/* What ran: the canonical key of the kernel this communicator launched last into key (at most
 * key_bytes with its NUL; "" when none since the last call with forget = 1), and into *generic
 * (may be NULL) 1 when it was the op's shape-generic kernel (a first call's, before the
 * specialised one is built). forget = 1 then clears it. For conformance tools (colljit check,
 * python -m colljit.check). CJ_E_INVALID for a NULL communicator or buffer. */
CJ_API cj_status cj_comm_last_kernel(cj_comm *comm, char *key, size_t key_bytes, int *generic,
                                     int forget);

/* Symmetric heap. Collective: every rank makes the same calls in the same order, so an
 * object has the same offset on every rank. At least 256-byte aligned. Freed memory is
 * reused. */
CJ_API cj_status cj_malloc(cj_comm *comm, size_t bytes, void **ptr);
CJ_API cj_status cj_free(cj_comm *comm, void *ptr);
/* Device array of world 64-bit addresses: heap_bases[r] is rank r's heap as mapped in this
 * process; remote = heap_bases[r] + (p - heap_bases[rank]). Also the host copy (may be NULL). */
CJ_API cj_status cj_heap_bases(const cj_comm *comm, const void **device_table,
                               uint64_t *host_copy);

/* Collectives, on the caller's stream (a CUstream / hipStream_t; NULL: the default stream).
 * Graph capture works: kernel arguments are fixed and the device state never needs a reset.
 * all_gather: recv (on the heap) gets world*count elements; rank r's send at offset r*count.
 * In place: send == recv + rank*count elements. */
CJ_API cj_status cj_all_gather(cj_comm *comm, const void *send, void *recv, size_t count,
                               cj_dtype dtype, void *stream);
/* recv[i] = op over ranks of send[i], count elements. Zero-copy when send is on the heap and
 * not the same as recv (recv anywhere for one_shot, on the heap for two_shot); otherwise the
 * input is staged through the workspace. The result is bitwise identical on every rank. */
CJ_API cj_status cj_all_reduce(cj_comm *comm, const void *send, void *recv, size_t count,
                               cj_dtype dtype, cj_redop op, void *stream);
/* send: world*count elements; recv (count) = op over ranks of their send[rank*count ..].
 * In place: recv == send + rank*count. */
CJ_API cj_status cj_reduce_scatter(cj_comm *comm, const void *send, void *recv, size_t count,
                                   cj_dtype dtype, cj_redop op, void *stream);
/* send, recv: world*count elements; recv[p*count ..] = rank p's send[rank*count ..]. recv on
 * the heap. In place (send == recv) stages. */
CJ_API cj_status cj_all_to_all(cj_comm *comm, const void *send, void *recv, size_t count,
                               cj_dtype dtype, void *stream);
/* Every rank's recv (on the heap) = root's send. send is read on the root only. */
CJ_API cj_status cj_broadcast(cj_comm *comm, const void *send, void *recv, size_t count,
                              cj_dtype dtype, int root, void *stream);
/* root's recv = op over ranks of send; other ranks' recv is not touched (may be NULL). */
CJ_API cj_status cj_reduce(cj_comm *comm, const void *send, void *recv, size_t count,
                           cj_dtype dtype, cj_redop op, int root, void *stream);
CJ_API cj_status cj_barrier(cj_comm *comm, void *stream);
/* Any of the calls above by its op (the vocabulary's number: bindings call this one entry):
 * redop is read by the ops that reduce, root by broadcast and reduce, and neither buffers nor
 * count nor dtype by the barrier. The ops with entries of their own (all_reduce_rmsnorm and
 * the GEMM ops) are refused with CJ_E_INVALID naming their entry. */
CJ_API cj_status cj_collective(cj_comm *comm, cj_op op, const void *send, void *recv,
                               size_t count, cj_dtype dtype, cj_redop redop, int root,
                               void *stream);
/* Fused all-reduce + residual add + RMSNorm of a [tokens, hidden] activation (tensor-parallel
 * inference): with s = the sum over ranks of x (ranks in order 0..W-1, f32),
 *   residual <- residual + s                      (rounded to dtype, in place)
 *   out      <- residual / sqrt(mean(residual^2) + eps) * weight   (per row, f32 math)
 * on every rank, bitwise identical everywhere. Precondition: residual is the same on every
 * rank (tensor parallelism: each rank holds the whole residual stream); the two-shot form
 * normalises each row on one rank from that rank's residual and writes it everywhere, the ll
 * form on every rank from its own, so a residual that differs between ranks gives results
 * that depend on the form (the Python binding's validate=True checks it). x, residual, out:
 * tokens x hidden elements;
 * weight: hidden. dtype f32, f16 or bf16. residual and out are the same on every rank after
 * the call; out may be x (in place). Few tokens run flag-free (ll); more run two-shot (each
 * rank reduces and normalises its share of the rows and writes them to every rank: residual
 * and out then lie on the heap; x is read by peers: on the heap, or staged). */
CJ_API cj_status cj_all_reduce_rmsnorm(cj_comm *comm, const void *x, void *residual,
                                       const void *weight, void *out, size_t tokens,
                                       size_t hidden, float eps, cj_dtype dtype, void *stream);
/* Compiles and loads the kernel a call will need (e.g. before graph capture): the same
 * arguments as the call itself (recv may be NULL for ops that do not need it on the root). */
CJ_API cj_status cj_prepare(cj_comm *comm, cj_op op, const void *send, void *recv, size_t count,
                            cj_dtype dtype, cj_redop redop, int root);
/* The fused GEMM ops (cj_gemm_params says the shapes, the sharding and the layout; its bias
 * field is ignored: a non-NULL bias adds bias (n elements)). dtype bf16 or f16. a, b, out 16-byte
 * aligned, bias 2-byte.
 * cj_allgather_gemm: out (m x n) = all_gather(A) b [+ bias] on every rank; a is this rank's
 * shard (m/W x k with CJ_SHARD_M, m x k/W with CJ_SHARD_K) and must lie on the symmetric heap
 * when world > 1 (peers read it); b (k x n) replicated; the workspace holds the gathered A
 * (m x k x 2 bytes; the workspace grows to what a call needs: cj_comm_options.work_bytes).
 * cj_gemm_reduce_scatter: out (m/W x n) = this rank's rows of sum_r A_r B_r [+ bias]; a is
 * A_r (m x k/W), b is B_r (k/W x n); the workspace holds 8 x m x n bytes.
 * One launch each; no host synchronisation; graph-capturable (a first call of a shape inside
 * a capture compiles and loads its kernel there; the vendor-BLAS path must be set up by one
 * call, or cj_prepare_gemm, outside a capture). */
CJ_API cj_status cj_allgather_gemm(cj_comm *comm, const void *a, const void *b, const void *bias,
                                   void *out, const cj_gemm_params *gemm, cj_dtype dtype,
                                   void *stream);
CJ_API cj_status cj_gemm_reduce_scatter(cj_comm *comm, const void *a, const void *b,
                                        const void *bias, void *out, const cj_gemm_params *gemm,
                                        cj_dtype dtype, void *stream);
/* The stand-alone GEMM (op gemm): out (m x n) = a (m x k) b [+ bias (n)] on this rank alone
 * (no communication, no barrier, no heap requirement, no workspace); b is k x n row-major, or
 * n x k with gemm->b_layout = CJ_B_COL; out is of dtype, or f32 with gemm->out_f32 = 1. dtype
 * bf16 or f16; a, b, out 16-byte aligned, bias 2-byte; gemm->shard, fetchers, k_per_flag and
 * a_layout must be 0. One launch, persistent over the output tiles; no host synchronisation;
 * graph-capturable once prepared (cj_prepare_gemm with CJ_OP_GEMM, or one call first). */
CJ_API cj_status cj_gemm(cj_comm *comm, const void *a, const void *b, const void *bias, void *out,
                         const cj_gemm_params *gemm, cj_dtype dtype, void *stream);
/* Compiles and loads the kernel of a GEMM op's call now (allgather_gemm, gemm_reducescatter,
 * gemm; here gemm->bias says whether the calls will pass a bias), so that a later call can be
 * captured in a graph. */
CJ_API cj_status cj_prepare_gemm(cj_comm *comm, cj_op op, const cj_gemm_params *gemm,
                                 cj_dtype dtype);

/* The same for cj_all_reduce_rmsnorm (the buffers decide the form and the access width). */
CJ_API cj_status cj_prepare_all_reduce_rmsnorm(cj_comm *comm, const void *x, void *residual,
                                               const void *weight, void *out, size_t tokens,
                                               size_t hidden, cj_dtype dtype);

/* Background JIT. With it on (the default), a call whose specialised kernel is not loaded yet
 * launches the op's shape-generic kernel (count and grid passed at launch; compiled once per
 * op, dtype, variant and access width, or read from the disk cache) and queues the specialised
 * kernel on the communicator's worker thread; later calls launch the specialised kernel. Both
 * kinds run the same protocol with the same grid, so ranks may mix them in one call. A call
 * inside a graph capture never takes the generic kernel: it compiles (or reads from the disk
 * cache) and loads the specialised one there, so that the graph's replays run it (capture is
 * the slow path, replays the hot one); cj_prepare before capture keeps the compile out of the
 * capture. */
typedef struct cj_jit_stats {
  size_t struct_size;
  uint64_t generic_launches; /* calls that ran a shape-generic kernel */
  uint64_t queued;           /* specialised kernels handed to the worker */
  uint64_t built;            /* ... that it loaded */
  uint64_t failed;           /* ... that it could not build (the generic kernel stays) */
  uint64_t pending;          /* queued or compiling now */
} cj_jit_stats;
CJ_API cj_status cj_comm_jit_stats(cj_comm *comm, cj_jit_stats *out);
/* Waits until the worker has nothing queued or compiling; CJ_E_TIMEOUT after timeout_s
 * (<= 0: no limit). */
CJ_API cj_status cj_comm_jit_wait(cj_comm *comm, double timeout_s);
/* Reads the device status word: CJ_E_TIMEOUT if a device wait of an earlier collective gave
 * up (a dead or stuck peer). Synchronises with the device. The word is sticky: the
 * communicator stays failed. */
CJ_API cj_status cj_comm_check(cj_comm *comm);

#ifdef __cplusplus
}
#endif
#endif /* COLLJIT_H */
