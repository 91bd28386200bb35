/* The part of NCCL's binary interface colljit uses (RCCL exports the same names with the same
 * types), declared here because no engine header is included anywhere in the library: the
 * result, data-type and reduction values colljit passes, the unique id's size, and every entry
 * point's arguments. Each value is NCCL's own (nccl.h, 2.x); tests/engine/test_engine_facts.c
 * compiles this file against the engine's real header and asserts every value, the size and
 * kind of every type, and every entry point's exact type (built where the header is installed).
 *
 * The entry points are written once, in CJ_NC_FUNCS, with the engine's own types spelled
 * T(result), T(comm), ...: the library expands T to the cj_nc_* types below, the test to the
 * header's types, so that what it compares is the list the library loads. */
#ifndef COLLJIT_ENGINE_ABI_H
#define COLLJIT_ENGINE_ABI_H

#include <stddef.h>

enum {
  CJ_NC_UNIQUE_ID_BYTES = 128, /* NCCL_UNIQUE_ID_BYTES */
  /* ncclResult_t */
  CJ_NC_SUCCESS = 0,
  CJ_NC_UNHANDLED_CUDA_ERROR = 1,
  CJ_NC_SYSTEM_ERROR = 2,
  CJ_NC_INTERNAL_ERROR = 3,
  CJ_NC_INVALID_ARGUMENT = 4,
  CJ_NC_INVALID_USAGE = 5,
  CJ_NC_REMOTE_ERROR = 6,
  CJ_NC_IN_PROGRESS = 7,
  /* ncclDataType_t (only those colljit's dtypes map to) */
  CJ_NC_INT32 = 2,
  CJ_NC_FLOAT16 = 6,
  CJ_NC_FLOAT32 = 7,
  CJ_NC_BFLOAT16 = 9,
  /* ncclRedOp_t */
  CJ_NC_SUM = 0,
  CJ_NC_MAX = 2,
  CJ_NC_MIN = 3,
};

/* ncclGetVersion's code: NCCL_VERSION(X, Y, Z) of nccl.h (2.8 and before: X*1000 + Y*100 + Z;
 * later: X*10000 + Y*100 + Z). */
#define CJ_NC_VERSION(x, y, z)                                                                     \
  (((x) <= 2 && (y) <= 8) ? (x)*1000 + (y)*100 + (z) : (x)*10000 + (y)*100 + (z))

typedef int cj_nc_result;               /* ncclResult_t, an enum of int size */
typedef int cj_nc_dtype;                /* ncclDataType_t */
typedef int cj_nc_redop;                /* ncclRedOp_t (an enum of int size since 2.11) */
typedef struct cj_nc_comm_ *cj_nc_comm; /* ncclComm_t, an opaque pointer */
typedef void *cj_nc_stream;             /* cudaStream_t / hipStream_t, a pointer */
typedef struct cj_nc_id {               /* ncclUniqueId, passed by value to ncclCommInitRank */
  char internal[CJ_NC_UNIQUE_ID_BYTES];
} cj_nc_id;

/* The library's spelling of the engine's types. */
#define CJ_NC_OURS(t) cj_nc_##t

/* Every entry point the engine layer calls, as (field, symbol, result, arguments). A library
 * that lacks one of these is refused, naming it. */
#define CJ_NC_FUNCS(X, T)                                                                          \
  X(GetVersion, ncclGetVersion, T(result), (int *))                                                \
  X(GetUniqueId, ncclGetUniqueId, T(result), (T(id) *))                                            \
  X(CommInitRank, ncclCommInitRank, T(result), (T(comm) *, int, T(id), int))                       \
  X(CommDestroy, ncclCommDestroy, T(result), (T(comm)))                                            \
  X(CommAbort, ncclCommAbort, T(result), (T(comm)))                                                \
  X(CommGetAsyncError, ncclCommGetAsyncError, T(result), (T(comm), T(result) *))                   \
  X(CommCount, ncclCommCount, T(result), (T(comm), int *))                                         \
  X(CommUserRank, ncclCommUserRank, T(result), (T(comm), int *))                                   \
  X(AllReduce, ncclAllReduce, T(result),                                                           \
    (const void *, void *, size_t, T(dtype), T(redop), T(comm), T(stream)))                        \
  X(ReduceScatter, ncclReduceScatter, T(result),                                                   \
    (const void *, void *, size_t, T(dtype), T(redop), T(comm), T(stream)))                        \
  X(AllGather, ncclAllGather, T(result),                                                           \
    (const void *, void *, size_t, T(dtype), T(comm), T(stream)))                                  \
  X(GroupStart, ncclGroupStart, T(result), (void))                                                 \
  X(GroupEnd, ncclGroupEnd, T(result), (void))                                                     \
  X(GetErrorString, ncclGetErrorString, const char *, (T(result)))

/* Entry points used when present: ncclGetLastError (NCCL 2.13 and later) adds the engine's own
 * words to a failure's message. */
#define CJ_NC_OPTIONAL_FUNCS(X, T) X(GetLastError, ncclGetLastError, const char *, (T(comm)))

#endif
