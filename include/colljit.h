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

#define CJ_VERSION_MAJOR 0
#define CJ_VERSION_MINOR 1
#define CJ_VERSION_PATCH 0

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
CJ_API const char *cj_version_string(void);

/* ---- vocabularies: X-macro tables (enum, key token) ------------------------------------- */
#define CJ_OP_LIST(X)                                                                          \
  X(CJ_OP_ALL_REDUCE, "allreduce")                                                             \
  X(CJ_OP_ALL_GATHER, "allgather")                                                             \
  X(CJ_OP_REDUCE_SCATTER, "reducescatter")                                                     \
  X(CJ_OP_ALL_TO_ALL, "alltoall")                                                              \
  X(CJ_OP_BROADCAST, "broadcast")                                                              \
  X(CJ_OP_REDUCE, "reduce")                                                                    \
  X(CJ_OP_BARRIER, "barrier")

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

/* CJ_VARIANT_AUTO lets the planner choose; the others name one algorithm. */
#define CJ_VARIANT_LIST(X)                                                                     \
  X(CJ_VARIANT_AUTO, "auto")                                                                   \
  X(CJ_VARIANT_PUSH, "push")                                                                   \
  X(CJ_VARIANT_PULL, "pull")                                                                   \
  X(CJ_VARIANT_ONE_SHOT, "one_shot")                                                           \
  X(CJ_VARIANT_TWO_SHOT, "two_shot")                                                           \
  X(CJ_VARIANT_EPOCH, "epoch")

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

/* ---- request and plan -------------------------------------------------------------------- */
/* A request describes one kernel. Zero / NULL fields take defaults. `count` is the number of
 * elements each rank contributes (all_gather: the input of one rank; all_reduce: the whole
 * vector; reduce_scatter: the output of one rank). Layout fields follow the iris vocabulary:
 * a block of `block_threads` threads (warps of `warp_size`) moves tiles of tile_m x tile_n
 * elements; a persistent grid of `grid` blocks (comm_sms) walks the tiles. `vec_bytes` is the
 * widest access in bytes (1, 2, 4, 8 or 16); the planner narrows it when the data size is not
 * a multiple of it. `target`: "gfx90a", "gfx942" (optionally with ":sramecc+/-:xnack+/-"),
 * "sm_80", "sm_90", or "host" (the CPU executor). */
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
} cj_request;

#define CJ_REQUEST_INIT                                                                        \
  {                                                                                            \
    sizeof(cj_request), CJ_OP_ALL_GATHER, CJ_VARIANT_AUTO, CJ_BF16, CJ_SUM, 0, 0, 0, 0, 0, 0, \
        0, 0, 0, CJ_BAR_DEFAULT, NULL                                                          \
  }

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
typedef enum cj_emit {
  CJ_EMIT_KEY,  /* the canonical key */
  CJ_EMIT_KIR,  /* the kernel IR, as text */
  CJ_EMIT_HIP,  /* HIP C++ source (with the vendor prelude of the target) */
  CJ_EMIT_LLVM, /* LLVM IR text (amdgcn or nvptx64) */
  CJ_EMIT_PTX,  /* PTX (NVIDIA targets) */
  CJ_EMIT_ISA,  /* target assembly: AMDGPU disassembly, SASS where a disassembler exists, else PTX */
  CJ_EMIT_OBJ   /* the loadable code object (AMD: ELF code object; NVIDIA: cubin, or PTX) */
} cj_emit;

typedef enum cj_compiler {
  CJ_COMPILER_AUTO,   /* the target's default path */
  CJ_COMPILER_HIPRTC, /* HIP text -> hiprtc (AMD) */
  CJ_COMPILER_NVRTC,  /* HIP text -> NVRTC (NVIDIA) */
  CJ_COMPILER_LLVM    /* LLVM IR -> libLLVM (+ ld.lld on AMD, ptxas on NVIDIA where present) */
} cj_compiler;

CJ_API const char *cj_compiler_name(cj_compiler c);

typedef struct cj_blob {
  size_t size;
  char *data; /* NUL-terminated for text; free with cj_blob_free */
} cj_blob;

CJ_API void cj_blob_free(cj_blob *blob);

/* Produce one artefact for a plan. Text artefacts are deterministic: same plan, same bytes. */
CJ_API cj_status cj_generate(const cj_plan *plan, cj_emit what, cj_compiler path, cj_blob *out);

#ifdef __cplusplus
}
#endif
#endif /* COLLJIT_H */
