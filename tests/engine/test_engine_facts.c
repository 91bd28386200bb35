/* Every NCCL fact colljit declares in runtime/engine_abi.h (it includes no engine header),
 * asserted against the engine's real header: nccl.h, or RCCL's rccl.h with CJ_ENGINE_RCCL.
 * Enum values, the unique id's size, the version code's form, the size and kind of each type the
 * library stands in for the engine's (an int for an enum, a pointer for a handle or a stream, a
 * 128-byte struct passed by value for the id), and the exact type of every entry point: the
 * list colljit loads, CJ_NC_FUNCS, is expanded with the header's types and each must be the
 * type of the header's own function. A wrong fact does not compile. Without the header (CMake
 * did not find it) the test says so and is skipped, or fails under COLLJIT_REQUIRE_TOOLCHAINS. */
#include <stdio.h>

#include "test.h"

#ifdef CJ_NO_ENGINE_HEADER

int main(void) {
  test_tool_missing("the engine's header", "nccl.h (with cuda_runtime.h) was not found when "
                                           "configuring; set CJ_NCCL_INCLUDE");
  return test_end();
}

#else

#ifdef CJ_ENGINE_RCCL
#include <rccl/rccl.h>
typedef hipStream_t their_stream;
#define ENGINE "RCCL"
#else
#include <nccl.h>
typedef cudaStream_t their_stream;
#define ENGINE "NCCL"
#endif

#include "engine_abi.h"

/* The header's spelling of the types CJ_NC_FUNCS names. */
typedef ncclResult_t their_result;
typedef ncclDataType_t their_dtype;
typedef ncclRedOp_t their_redop;
typedef ncclComm_t their_comm;
typedef ncclUniqueId their_id;
#define THEIRS(t) their_##t

enum { facts_before = __COUNTER__ };
#define FACT(ours, theirs)                                                                         \
  _Static_assert((long long)(ours) == (long long)(theirs), #ours " is not " #theirs);              \
  enum { CAT(fact_, __COUNTER__) }
#define CAT2(a, b) a##b
#define CAT(a, b) CAT2(a, b)

FACT(CJ_NC_UNIQUE_ID_BYTES, NCCL_UNIQUE_ID_BYTES);
FACT(CJ_NC_SUCCESS, ncclSuccess);
FACT(CJ_NC_UNHANDLED_CUDA_ERROR, ncclUnhandledCudaError);
FACT(CJ_NC_SYSTEM_ERROR, ncclSystemError);
FACT(CJ_NC_INTERNAL_ERROR, ncclInternalError);
FACT(CJ_NC_INVALID_ARGUMENT, ncclInvalidArgument);
FACT(CJ_NC_INVALID_USAGE, ncclInvalidUsage);
FACT(CJ_NC_REMOTE_ERROR, ncclRemoteError);
FACT(CJ_NC_IN_PROGRESS, ncclInProgress);
FACT(CJ_NC_INT32, ncclInt32);
FACT(CJ_NC_FLOAT16, ncclFloat16);
FACT(CJ_NC_FLOAT32, ncclFloat32);
FACT(CJ_NC_BFLOAT16, ncclBfloat16);
FACT(CJ_NC_SUM, ncclSum);
FACT(CJ_NC_MAX, ncclMax);
FACT(CJ_NC_MIN, ncclMin);
FACT(CJ_NC_VERSION(NCCL_MAJOR, NCCL_MINOR, NCCL_PATCH), NCCL_VERSION_CODE);
FACT(CJ_NC_VERSION(2, 8, 4), NCCL_VERSION(2, 8, 4));
FACT(CJ_NC_VERSION(2, 28, 9), NCCL_VERSION(2, 28, 9));

/* The stand-ins: same size and alignment and the same class of argument (so the calling
 * convention is the same): an integer for an enum, a pointer for a handle or a stream, a struct
 * of the same bytes for the id. */
#define CLASS(t) __builtin_classify_type((t){0})
enum facts_enum { facts_e };
#define INTEGRAL(t) (CLASS(t) == CLASS(int) || CLASS(t) == CLASS(enum facts_enum))
FACT(sizeof(cj_nc_result), sizeof(ncclResult_t));
FACT(sizeof(cj_nc_dtype), sizeof(ncclDataType_t));
FACT(sizeof(cj_nc_redop), sizeof(ncclRedOp_t));
FACT(INTEGRAL(ncclResult_t) && INTEGRAL(ncclDataType_t) && INTEGRAL(ncclRedOp_t), 1);
FACT(sizeof(cj_nc_comm), sizeof(ncclComm_t));
FACT(CLASS(ncclComm_t), CLASS(cj_nc_comm));
FACT(sizeof(cj_nc_stream), sizeof(their_stream));
FACT(CLASS(their_stream), CLASS(cj_nc_stream));
FACT(sizeof(cj_nc_id), sizeof(ncclUniqueId));
FACT(_Alignof(cj_nc_id), _Alignof(ncclUniqueId));
FACT(CLASS(ncclUniqueId), CLASS(cj_nc_id));
FACT(sizeof(((cj_nc_id *)0)->internal), sizeof(((ncclUniqueId *)0)->internal));

/* Each entry point: the header's function has exactly the type colljit's list gives it once the
 * engine's types are the header's (ncclGroupStart's "()" is compatible with "(void)"). */
#define SIGNATURE(fld, sym, ret, args)                                                             \
  _Static_assert(__builtin_types_compatible_p(__typeof__(&sym), ret(*) args),                      \
                 #sym ": not the type engine_abi.h declares");                                     \
  enum { CAT(fact_, __COUNTER__) };
CJ_NC_FUNCS(SIGNATURE, THEIRS)
CJ_NC_OPTIONAL_FUNCS(SIGNATURE, THEIRS)

/* Counted at compile time, printed when run (what was checked, for the log). */
#define ONE(fld, sym, ret, args) +1
enum { n_funcs = 0 CJ_NC_FUNCS(ONE, THEIRS) CJ_NC_OPTIONAL_FUNCS(ONE, THEIRS) };
enum { n_facts = __COUNTER__ - facts_before - 1 };

int main(void) {
  printf("%s %d.%d.%d header: %d entry points and %d values and sizes agree with "
         "runtime/engine_abi.h\n",
         ENGINE, NCCL_MAJOR, NCCL_MINOR, NCCL_PATCH, n_funcs, n_facts - n_funcs);
  return 0;
}

#endif
