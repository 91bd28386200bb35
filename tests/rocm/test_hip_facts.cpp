// Every HIP and hiprtc fact colljit declares in support/hip_abi.h (it includes no HIP header),
// asserted against the headers of a real ROCm: enum values, flags, sizes, the layout of
// hipDeviceProp_tR0600, and the shape of every entry point (arity, and per argument and result:
// size, pointer or not, struct or not, and the size of what a pointer points to). A wrong fact
// does not compile. Built only with -DCOLLJIT_ROCM_FACTS=ON where ROCm's headers are installed.
#define __HIP_DISABLE_CPP_FUNCTIONS__ 1 // the C entry points only, no C++ overloads
#include <hip/hip_runtime_api.h>
#include <hip/hiprtc.h>
#include <hsa/hsa_ext_amd.h>

#include <cstddef>
#include <cstdio>
#include <tuple>
#include <type_traits>

extern "C" {
#include "hip_abi.h"
}

constexpr int facts_before = __COUNTER__;
#define FACT(ours, theirs)                                                                         \
  static_assert((long long)(ours) == (long long)(theirs), #ours " is not " #theirs);               \
  static_assert(__COUNTER__ >= 0, "")

FACT(CJ_HIP_SUCCESS, hipSuccess);
FACT(CJ_HIP_ERR_INVALID_VALUE, hipErrorInvalidValue);
FACT(CJ_HIP_ERR_OUT_OF_MEMORY, hipErrorOutOfMemory);
FACT(CJ_HIP_ERR_NO_DEVICE, hipErrorNoDevice);
FACT(CJ_HIP_ERR_PEER_ALREADY_ENABLED, hipErrorPeerAccessAlreadyEnabled);
FACT(CJ_HIP_ERR_CAPTURE_IMPLICIT, hipErrorStreamCaptureImplicit);
FACT(CJ_HIP_ATTR_SM_COUNT, hipDeviceAttributeMultiprocessorCount);
FACT(CJ_HIP_ATTR_WARP_SIZE, hipDeviceAttributeWarpSize);
FACT(CJ_HIP_MALLOC_FINEGRAINED, hipDeviceMallocFinegrained);
FACT(CJ_HIP_MALLOC_UNCACHED, hipDeviceMallocUncached);
FACT(CJ_HIP_MEMCPY_HTOD, hipMemcpyHostToDevice);
FACT(CJ_HIP_MEMCPY_DTOH, hipMemcpyDeviceToHost);
FACT(CJ_HIP_MEMCPY_DTOD, hipMemcpyDeviceToDevice);
FACT(CJ_HIP_STREAM_NON_BLOCKING, hipStreamNonBlocking);
FACT(CJ_HIP_CAPTURE_MODE_GLOBAL, hipStreamCaptureModeGlobal);
FACT(CJ_HIP_CAPTURE_MODE_THREAD_LOCAL, hipStreamCaptureModeThreadLocal);
FACT(CJ_HIP_CAPTURE_MODE_RELAXED, hipStreamCaptureModeRelaxed);
FACT(CJ_HIP_CAPTURE_NONE, hipStreamCaptureStatusNone);
FACT(CJ_HIP_CAPTURE_ACTIVE, hipStreamCaptureStatusActive);
FACT(CJ_HIP_CAPTURE_INVALIDATED, hipStreamCaptureStatusInvalidated);
FACT(CJ_HIP_IPC_LAZY_ENABLE_PEER, hipIpcMemLazyEnablePeerAccess);
FACT(CJ_HIP_IPC_HANDLE_BYTES, HIP_IPC_HANDLE_SIZE);
FACT(sizeof(cj_hip_ipc_handle), sizeof(hipIpcMemHandle_t));
FACT(CJ_HIP_P2P_LINK_TYPE, hipDevP2PAttrPerformanceRank);
FACT(CJ_HIP_P2P_ACCESS, hipDevP2PAttrAccessSupported);
FACT(CJ_HIP_P2P_ATOMICS, hipDevP2PAttrNativeAtomicSupported);
FACT(CJ_HSA_LINK_HYPERTRANSPORT, HSA_AMD_LINK_INFO_TYPE_HYPERTRANSPORT);
FACT(CJ_HSA_LINK_QPI, HSA_AMD_LINK_INFO_TYPE_QPI);
FACT(CJ_HSA_LINK_PCIE, HSA_AMD_LINK_INFO_TYPE_PCIE);
FACT(CJ_HSA_LINK_INFINIBAND, HSA_AMD_LINK_INFO_TYPE_INFINBAND);
FACT(CJ_HSA_LINK_XGMI, HSA_AMD_LINK_INFO_TYPE_XGMI);
FACT(CJ_HIP_PROPS_R0600_BYTES, sizeof(hipDeviceProp_tR0600));
FACT(CJ_HIP_PROPS_R0600_ARCH, offsetof(hipDeviceProp_tR0600, gcnArchName));
FACT(CJ_HIP_PROPS_ARCH_BYTES, sizeof(hipDeviceProp_tR0600::gcnArchName));
FACT(CJ_HIP_PROPS_BUFFER >= sizeof(hipDeviceProp_tR0600), true);
FACT(CJ_HIP_VERSION(HIP_VERSION_MAJOR, HIP_VERSION_MINOR) + HIP_VERSION_PATCH, HIP_VERSION);
FACT(sizeof(cj_hip_error), sizeof(hipError_t));
FACT(sizeof(cj_rtc_result), sizeof(hiprtcResult));
FACT(sizeof(cj_rtc_prog), sizeof(hiprtcProgram));
FACT(CJ_RTC_SUCCESS, HIPRTC_SUCCESS);
FACT(CJ_RTC_ERROR_COMPILATION, HIPRTC_ERROR_COMPILATION);

// ---- entry points: same arity, and each argument and the result of the same kind -----------
template <class T, class = void> struct complete : std::false_type {};
template <class T> struct complete<T, std::void_t<decltype(sizeof(T))>> : std::true_type {};
template <class A, class B> constexpr bool pointee_fits() {
  using PA = typename std::remove_pointer<A>::type;
  using PB = typename std::remove_pointer<B>::type;
  if constexpr (std::is_void<PA>::value || std::is_void<PB>::value)
    return true; // void * stands for any pointer (a handle, a properties struct)
  else if constexpr (!complete<PA>::value || !complete<PB>::value)
    return !complete<PA>::value && !complete<PB>::value; // opaque handles on both sides
  else
    return sizeof(PA) == sizeof(PB);
}
template <class A, class B> constexpr bool same_kind() {
  return sizeof(A) == sizeof(B) && std::is_pointer<A>::value == std::is_pointer<B>::value &&
         std::is_class<A>::value == std::is_class<B>::value &&
         std::is_floating_point<A>::value == std::is_floating_point<B>::value &&
         (!std::is_pointer<A>::value || pointee_fits<A, B>());
}
template <class TA, class TB, size_t... I> constexpr bool all_kinds(std::index_sequence<I...>) {
  return (same_kind<std::tuple_element_t<I, TA>, std::tuple_element_t<I, TB>>() && ... && true);
}
template <class F, class G> struct shape;
template <class R1, class... A1, class R2, class... A2> struct shape<R1 (*)(A1...), R2 (*)(A2...)> {
  static constexpr bool arity = sizeof...(A1) == sizeof...(A2);
  static constexpr bool result = same_kind<R1, R2>();
  static constexpr bool params() {
    if constexpr (sizeof...(A1) != sizeof...(A2))
      return false;
    else
      return all_kinds<std::tuple<A1...>, std::tuple<A2...>>(std::index_sequence_for<A1...>{});
  }
};

#define SHAPE(ret, sym, args)                                                                      \
  static_assert(shape<ret(*) args, decltype(&::sym)>::arity, #sym ": number of arguments");        \
  static_assert(shape<ret(*) args, decltype(&::sym)>::result, #sym ": result");                    \
  static_assert(shape<ret(*) args, decltype(&::sym)>::params(), #sym ": an argument's kind");
#define HIP_SHAPE(f, sym, args) SHAPE(cj_hip_error, sym, args)
#define RTC_SHAPE(f, sym, args) SHAPE(cj_rtc_result, sym, args)
CJ_HIP_FUNCS(HIP_SHAPE)
CJ_HIP_OPTIONAL_FUNCS(HIP_SHAPE)
CJ_RTC_FUNCS(RTC_SHAPE)

// Counted at compile time, printed when run (what was checked, for the log).
#define ONE(f, sym, args) +1
constexpr int n_hip = 0 CJ_HIP_FUNCS(ONE) CJ_HIP_OPTIONAL_FUNCS(ONE);
constexpr int n_rtc = 0 CJ_RTC_FUNCS(ONE);
constexpr int n_facts = __COUNTER__ - facts_before - 1;

int main() {
  std::printf("HIP %d.%d.%d headers: %d HIP and %d hiprtc entry points and %d values, sizes and "
              "offsets agree with support/hip_abi.h (gcnArchName at %zu of %zu bytes)\n",
              HIP_VERSION_MAJOR, HIP_VERSION_MINOR, HIP_VERSION_PATCH, n_hip, n_rtc, n_facts,
              offsetof(hipDeviceProp_tR0600, gcnArchName), sizeof(hipDeviceProp_tR0600));
  return 0;
}
