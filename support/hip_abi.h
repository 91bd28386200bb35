/* The part of the HIP runtime's and hiprtc's binary interface colljit uses, declared here
 * because no HIP header is included anywhere in the library: error codes, enum values, flags,
 * the layout of hipDeviceProp_tR0600, and every entry point's arguments. Each value is ROCm's
 * own (hip_runtime_api.h, hiprtc.h, hsa_ext_amd.h); tests/rocm/test_hip_facts.cpp asserts every
 * one of them against the headers of a real ROCm (built only where they are installed). */
#ifndef COLLJIT_HIP_ABI_H
#define COLLJIT_HIP_ABI_H

#include <stddef.h>

typedef int cj_hip_error;                /* hipError_t, an enum of int size */
typedef int cj_rtc_result;               /* hiprtcResult */
typedef struct cj_rtc_prog_ *cj_rtc_prog;   /* hiprtcProgram */
typedef struct cj_hip_ipc_handle {
  char reserved[64];
} cj_hip_ipc_handle; /* hipIpcMemHandle_t */

enum {
  /* hipError_t */
  CJ_HIP_SUCCESS = 0,
  CJ_HIP_ERR_INVALID_VALUE = 1,
  CJ_HIP_ERR_OUT_OF_MEMORY = 2,
  CJ_HIP_ERR_NO_DEVICE = 100,
  CJ_HIP_ERR_PEER_ALREADY_ENABLED = 704,
  CJ_HIP_ERR_CAPTURE_IMPLICIT = 906, /* hipErrorStreamCaptureImplicit */
  /* hipDeviceAttribute_t */
  CJ_HIP_ATTR_SM_COUNT = 63,  /* hipDeviceAttributeMultiprocessorCount */
  CJ_HIP_ATTR_WARP_SIZE = 87, /* hipDeviceAttributeWarpSize */
  /* hipExtMallocWithFlags */
  CJ_HIP_MALLOC_FINEGRAINED = 1, /* hipDeviceMallocFinegrained */
  CJ_HIP_MALLOC_UNCACHED = 3,    /* hipDeviceMallocUncached (ROCm 5.7 and later) */
  /* hipMemcpyKind */
  CJ_HIP_MEMCPY_HTOD = 1,
  CJ_HIP_MEMCPY_DTOH = 2,
  CJ_HIP_MEMCPY_DTOD = 3,
  CJ_HIP_STREAM_NON_BLOCKING = 1, /* hipStreamNonBlocking */
  /* hipStreamCaptureMode */
  CJ_HIP_CAPTURE_MODE_GLOBAL = 0,
  CJ_HIP_CAPTURE_MODE_THREAD_LOCAL = 1,
  CJ_HIP_CAPTURE_MODE_RELAXED = 2,
  /* hipStreamCaptureStatus */
  CJ_HIP_CAPTURE_NONE = 0,
  CJ_HIP_CAPTURE_ACTIVE = 1,
  CJ_HIP_CAPTURE_INVALIDATED = 2,
  CJ_HIP_IPC_LAZY_ENABLE_PEER = 1, /* hipIpcMemLazyEnablePeerAccess */
  CJ_HIP_IPC_HANDLE_BYTES = 64,    /* HIP_IPC_HANDLE_SIZE */
  /* hipDeviceP2PAttr. ROCm answers the first with the HSA link type of the path between the
   * two devices (hsa_amd_link_info_type_t), not with a performance rank as CUDA does. */
  CJ_HIP_P2P_LINK_TYPE = 0, /* hipDevP2PAttrPerformanceRank */
  CJ_HIP_P2P_ACCESS = 1,    /* hipDevP2PAttrAccessSupported */
  CJ_HIP_P2P_ATOMICS = 2,   /* hipDevP2PAttrNativeAtomicSupported */
  /* hsa_amd_link_info_type_t */
  CJ_HSA_LINK_HYPERTRANSPORT = 0,
  CJ_HSA_LINK_QPI = 1,
  CJ_HSA_LINK_PCIE = 2,
  CJ_HSA_LINK_INFINIBAND = 3,
  CJ_HSA_LINK_XGMI = 4,
  /* hipDeviceProp_tR0600 (hipGetDevicePropertiesR0600, ROCm 6.0 and later) */
  CJ_HIP_PROPS_R0600_BYTES = 1472,
  CJ_HIP_PROPS_R0600_ARCH = 1160, /* offsetof(hipDeviceProp_tR0600, gcnArchName) */
  CJ_HIP_PROPS_ARCH_BYTES = 256,  /* sizeof gcnArchName */
  CJ_HIP_PROPS_BUFFER = 8192,     /* more than hipDeviceProp_t of any ROCm */
  /* hiprtcResult */
  CJ_RTC_SUCCESS = 0,
  CJ_RTC_ERROR_COMPILATION = 6,
};

/* HIP_VERSION: major * 10^7 + minor * 10^5 + patch (hipRuntimeGetVersion, hipDriverGetVersion) */
#define CJ_HIP_VERSION(major, minor) ((major) * 10000000 + (minor) * 100000)

/* Every HIP runtime entry point the backend calls, as (field, symbol, result, arguments). */
#define CJ_HIP_FUNCS(X)                                                                            \
  X(Init, hipInit, (unsigned))                                                                     \
  X(DriverGetVersion, hipDriverGetVersion, (int *))                                                \
  X(RuntimeGetVersion, hipRuntimeGetVersion, (int *))                                              \
  X(GetLastError, hipGetLastError, (void))                                                         \
  X(GetDeviceCount, hipGetDeviceCount, (int *))                                                    \
  X(SetDevice, hipSetDevice, (int))                                                                \
  X(DeviceGet, hipDeviceGet, (int *, int))                                                         \
  X(DeviceGetName, hipDeviceGetName, (char *, int, int))                                           \
  X(DeviceGetAttribute, hipDeviceGetAttribute, (int *, int, int))                                  \
  X(DeviceTotalMem, hipDeviceTotalMem, (size_t *, int))                                            \
  X(DeviceGetPCIBusId, hipDeviceGetPCIBusId, (char *, int, int))                                   \
  X(DeviceCanAccessPeer, hipDeviceCanAccessPeer, (int *, int, int))                                \
  X(DeviceEnablePeerAccess, hipDeviceEnablePeerAccess, (int, unsigned))                            \
  X(Malloc, hipMalloc, (void **, size_t))                                                          \
  X(Free, hipFree, (void *))                                                                       \
  X(Memset, hipMemset, (void *, int, size_t))                                                      \
  X(MemsetAsync, hipMemsetAsync, (void *, int, size_t, void *))                                    \
  X(Memcpy, hipMemcpy, (void *, const void *, size_t, int))                                        \
  X(MemcpyAsync, hipMemcpyAsync, (void *, const void *, size_t, int, void *))                      \
  X(MemGetAddressRange, hipMemGetAddressRange, (void **, size_t *, void *))                        \
  X(IpcGetMemHandle, hipIpcGetMemHandle, (cj_hip_ipc_handle *, void *))                            \
  X(IpcOpenMemHandle, hipIpcOpenMemHandle, (void **, cj_hip_ipc_handle, unsigned))                 \
  X(IpcCloseMemHandle, hipIpcCloseMemHandle, (void *))                                             \
  X(ModuleLoadData, hipModuleLoadData, (void **, const void *))                                    \
  X(ModuleGetFunction, hipModuleGetFunction, (void **, void *, const char *))                      \
  X(ModuleUnload, hipModuleUnload, (void *))                                                       \
  X(ModuleLaunchKernel, hipModuleLaunchKernel,                                                     \
    (void *, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, void *,         \
     void **, void **))                                                                            \
  X(StreamCreateWithFlags, hipStreamCreateWithFlags, (void **, unsigned))                          \
  X(StreamDestroy, hipStreamDestroy, (void *))                                                     \
  X(StreamSynchronize, hipStreamSynchronize, (void *))                                             \
  X(StreamIsCapturing, hipStreamIsCapturing, (void *, int *))                                      \
  X(EventCreate, hipEventCreate, (void **))                                                        \
  X(EventDestroy, hipEventDestroy, (void *))                                                       \
  X(EventRecord, hipEventRecord, (void *, void *))                                                 \
  X(EventSynchronize, hipEventSynchronize, (void *))                                               \
  X(StreamWaitEvent, hipStreamWaitEvent, (void *, void *, unsigned))                               \
  X(EventElapsedTime, hipEventElapsedTime, (float *, void *, void *))                              \
  X(StreamBeginCapture, hipStreamBeginCapture, (void *, int))                                      \
  X(StreamEndCapture, hipStreamEndCapture, (void *, void **))                                      \
  X(GraphInstantiate, hipGraphInstantiate, (void **, void *, void **, char *, size_t))             \
  X(GraphLaunch, hipGraphLaunch, (void *, void *))                                                 \
  X(GraphExecDestroy, hipGraphExecDestroy, (void *))                                               \
  X(GraphDestroy, hipGraphDestroy, (void *))

/* Entry points a runtime may lack (the backend works without them, or refuses one feature). */
#define CJ_HIP_OPTIONAL_FUNCS(X)                                                                   \
  X(ExtMallocWithFlags, hipExtMallocWithFlags, (void **, size_t, unsigned))                        \
  X(GetDevicePropertiesR0600, hipGetDevicePropertiesR0600, (void *, int))                          \
  X(DeviceGetP2PAttribute, hipDeviceGetP2PAttribute, (int *, int, int, int))                       \
  X(ThreadExchangeStreamCaptureMode, hipThreadExchangeStreamCaptureMode, (int *))

/* The hiprtc entry points the toolchain calls. */
#define CJ_RTC_FUNCS(X)                                                                            \
  X(create, hiprtcCreateProgram,                                                                   \
    (cj_rtc_prog *, const char *, const char *, int, const char *const *, const char *const *))    \
  X(compile, hiprtcCompileProgram, (cj_rtc_prog, int, const char *const *))                        \
  X(destroy, hiprtcDestroyProgram, (cj_rtc_prog *))                                                \
  X(log_size, hiprtcGetProgramLogSize, (cj_rtc_prog, size_t *))                                    \
  X(get_log, hiprtcGetProgramLog, (cj_rtc_prog, char *))                                           \
  X(code_size, hiprtcGetCodeSize, (cj_rtc_prog, size_t *))                                         \
  X(get_code, hiprtcGetCode, (cj_rtc_prog, char *))

#endif
