/* A fake HIP runtime (libfakehip.so) for tests/unit/test_hip_backend.c: every entry point the
 * HIP backend loads, with one device and behaviour the test sets through fake_hip (the version
 * the runtime reports, which allocation kinds fail, the capture answer, the IPC flags it
 * accepts), and a record of what the backend called. */
#include <string.h>

#include "fake_hip.h"
#include "hip_abi.h"

fake_hip_state fake_hip;
static char heap[1 << 16];
static size_t heap_used;

/* Entry points whose answer does not matter here: success, outputs left alone. The empty
 * parameter lists accept the backend's arguments (their types are checked against ROCm's
 * headers by tests/rocm). */
#define STUB(f, sym, args)                                                                         \
  cj_hip_error sym();                                                                              \
  cj_hip_error sym() { return CJ_HIP_SUCCESS; }
STUB(DeviceEnablePeerAccess, hipDeviceEnablePeerAccess, ())
STUB(Memset, hipMemset, ())
STUB(MemsetAsync, hipMemsetAsync, ())
STUB(Memcpy, hipMemcpy, ())
STUB(MemcpyAsync, hipMemcpyAsync, ())
STUB(MemGetAddressRange, hipMemGetAddressRange, ())
STUB(IpcGetMemHandle, hipIpcGetMemHandle, ())
STUB(IpcCloseMemHandle, hipIpcCloseMemHandle, ())
STUB(ModuleLoadData, hipModuleLoadData, ())
STUB(ModuleGetFunction, hipModuleGetFunction, ())
STUB(ModuleUnload, hipModuleUnload, ())
STUB(ModuleLaunchKernel, hipModuleLaunchKernel, ())
STUB(StreamCreateWithFlags, hipStreamCreateWithFlags, ())
STUB(StreamDestroy, hipStreamDestroy, ())
STUB(StreamSynchronize, hipStreamSynchronize, ())
STUB(EventCreate, hipEventCreate, ())
STUB(EventDestroy, hipEventDestroy, ())
STUB(EventRecord, hipEventRecord, ())
STUB(EventSynchronize, hipEventSynchronize, ())
STUB(StreamWaitEvent, hipStreamWaitEvent, ())
STUB(EventElapsedTime, hipEventElapsedTime, ())
STUB(StreamBeginCapture, hipStreamBeginCapture, ())
STUB(StreamEndCapture, hipStreamEndCapture, ())
STUB(GraphInstantiate, hipGraphInstantiate, ())
STUB(GraphLaunch, hipGraphLaunch, ())
STUB(GraphExecDestroy, hipGraphExecDestroy, ())
STUB(GraphDestroy, hipGraphDestroy, ())
STUB(SetDevice, hipSetDevice, ())

static void note(const char *call) {
  size_t n = strlen(fake_hip.calls);
  if (n + strlen(call) + 2 < sizeof fake_hip.calls) {
    memcpy(fake_hip.calls + n, call, strlen(call));
    fake_hip.calls[n + strlen(call)] = ' ';
    fake_hip.calls[n + strlen(call) + 1] = 0;
  }
}

static cj_hip_error version(int *v) {
  if (!fake_hip.version) return CJ_HIP_ERR_INVALID_VALUE;
  *v = fake_hip.version;
  return CJ_HIP_SUCCESS;
}
cj_hip_error hipRuntimeGetVersion(int *v) { return version(v); }
cj_hip_error hipDriverGetVersion(int *v) { return version(v); }
cj_hip_error hipInit(unsigned flags) { return flags ? CJ_HIP_ERR_INVALID_VALUE : CJ_HIP_SUCCESS; }
cj_hip_error hipGetLastError(void) { return CJ_HIP_SUCCESS; }
const char *hipGetErrorString(cj_hip_error e) { return e ? "fake error" : "no error"; }
cj_hip_error hipGetDeviceCount(int *n) {
  *n = 1;
  return CJ_HIP_SUCCESS;
}
cj_hip_error hipDeviceGet(int *d, int i) {
  *d = i;
  return CJ_HIP_SUCCESS;
}
cj_hip_error hipDeviceGetName(char *s, int n, int d) {
  (void)d;
  strncpy(s, "Fake Instinct", (size_t)n);
  return CJ_HIP_SUCCESS;
}
cj_hip_error hipDeviceGetAttribute(int *v, int attr, int d) {
  (void)d;
  *v = attr == CJ_HIP_ATTR_WARP_SIZE ? 64 : attr == CJ_HIP_ATTR_SM_COUNT ? 256 : -1;
  return *v < 0 ? CJ_HIP_ERR_INVALID_VALUE : CJ_HIP_SUCCESS;
}
cj_hip_error hipDeviceTotalMem(size_t *n, int d) {
  (void)d;
  *n = (size_t)1 << 30;
  return CJ_HIP_SUCCESS;
}
cj_hip_error hipDeviceGetPCIBusId(char *s, int n, int d) {
  (void)d;
  strncpy(s, "0000:05:00.0", (size_t)n);
  return CJ_HIP_SUCCESS;
}
cj_hip_error hipDeviceCanAccessPeer(int *yes, int a, int b) {
  *yes = a != b;
  return CJ_HIP_SUCCESS;
}
cj_hip_error hipGetDevicePropertiesR0600(void *props, int d) {
  (void)d;
  memset(props, 0, CJ_HIP_PROPS_R0600_BYTES);
  strcpy((char *)props, "gfx000 name field"); /* a decoy where the name is */
  strcpy((char *)props + CJ_HIP_PROPS_R0600_ARCH, "gfx950:sramecc+:xnack-");
  return CJ_HIP_SUCCESS;
}
cj_hip_error hipDeviceGetP2PAttribute(int *v, int attr, int a, int b) {
  (void)a, (void)b;
  *v = attr == CJ_HIP_P2P_LINK_TYPE ? CJ_HSA_LINK_XGMI : 1;
  return CJ_HIP_SUCCESS;
}

cj_hip_error hipMalloc(void **p, size_t n) {
  (void)n;
  note("hipMalloc");
  *p = heap;
  return CJ_HIP_SUCCESS;
}
cj_hip_error hipExtMallocWithFlags(void **p, size_t n, unsigned flags) {
  note(flags == CJ_HIP_MALLOC_UNCACHED      ? "ext(uncached)"
       : flags == CJ_HIP_MALLOC_FINEGRAINED ? "ext(fine)"
                                            : "ext(other)");
  if ((flags == CJ_HIP_MALLOC_UNCACHED && fake_hip.uncached_fails) ||
      (flags == CJ_HIP_MALLOC_FINEGRAINED && fake_hip.fine_fails))
    return fake_hip.alloc_error;
  if (heap_used + n > sizeof heap) return CJ_HIP_ERR_OUT_OF_MEMORY;
  *p = heap + heap_used;
  heap_used += n;
  fake_hip.last_alloc_flags = (int)flags;
  return CJ_HIP_SUCCESS;
}
cj_hip_error hipFree(void *p) {
  (void)p;
  note("hipFree");
  return CJ_HIP_SUCCESS;
}
cj_hip_error hipThreadExchangeStreamCaptureMode(int *mode) {
  int old = fake_hip.capture_mode;
  fake_hip.capture_mode = *mode;
  *mode = old;
  note(fake_hip.capture_mode == CJ_HIP_CAPTURE_MODE_RELAXED ? "mode(relaxed)" : "mode(back)");
  return CJ_HIP_SUCCESS;
}
cj_hip_error hipStreamIsCapturing(void *s, int *status) {
  (void)s;
  *status = fake_hip.capture_status;
  return fake_hip.capture_result;
}
cj_hip_error hipIpcOpenMemHandle(void **p, cj_hip_ipc_handle h, unsigned flags) {
  (void)h;
  fake_hip.ipc_opens++;
  if ((int)flags != fake_hip.ipc_flags_accepted) return CJ_HIP_ERR_INVALID_VALUE;
  *p = heap;
  return CJ_HIP_SUCCESS;
}
