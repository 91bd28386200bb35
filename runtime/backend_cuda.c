/* CUDA backend: the driver API from libcuda.so.1, loaded with dlopen. The few types it needs
 * are declared here (the driver ABI is stable), so the build needs no CUDA headers. */
#include <pthread.h>
#include <stdio.h>
#include <string.h>

#include "backend.h"
#include "support.h"

typedef int CUresult; /* 0: CUDA_SUCCESS */
typedef int CUdevice;
typedef void *CUcontext;
typedef unsigned long long CUdeviceptr;

enum {
  CU_ATTR_WARP_SIZE = 10,
  CU_ATTR_SM_COUNT = 16,
  CU_ATTR_CC_MAJOR = 75,
  CU_ATTR_CC_MINOR = 76,
  CU_IPC_LAZY_ENABLE_PEER_ACCESS = 1,
  CU_EVENT_DEFAULT = 0,
  CU_STREAM_NON_BLOCKING = 1,
  CU_CAPTURE_MODE_THREAD_LOCAL = 1,
  CU_CAPTURE_MODE_RELAXED = 2,
  CU_POINTER_ATTRIBUTE_SYNC_MEMOPS = 6,
  CU_ERR_PEER_ALREADY_ENABLED = 704,
};

/* Every driver entry point used, as (name, symbol, return, arguments). */
#define CU_FUNCS(X)                                                                            \
  X(Init, "cuInit", (unsigned))                                                                \
  X(DriverGetVersion, "cuDriverGetVersion", (int *))                                           \
  X(GetErrorString, "cuGetErrorString", (CUresult, const char **))                             \
  X(DeviceGetCount, "cuDeviceGetCount", (int *))                                               \
  X(DeviceGet, "cuDeviceGet", (CUdevice *, int))                                               \
  X(DeviceGetName, "cuDeviceGetName", (char *, int, CUdevice))                                 \
  X(DeviceGetAttribute, "cuDeviceGetAttribute", (int *, int, CUdevice))                        \
  X(DeviceTotalMem, "cuDeviceTotalMem_v2", (size_t *, CUdevice))                               \
  X(DeviceGetPCIBusId, "cuDeviceGetPCIBusId", (char *, int, CUdevice))                         \
  X(DeviceCanAccessPeer, "cuDeviceCanAccessPeer", (int *, CUdevice, CUdevice))                 \
  X(DeviceGetP2PAttribute, "cuDeviceGetP2PAttribute", (int *, int, CUdevice, CUdevice))        \
  X(PrimaryCtxRetain, "cuDevicePrimaryCtxRetain", (CUcontext *, CUdevice))                     \
  X(CtxSetCurrent, "cuCtxSetCurrent", (CUcontext))                                             \
  X(CtxEnablePeerAccess, "cuCtxEnablePeerAccess", (CUcontext, unsigned))                       \
  X(MemAlloc, "cuMemAlloc_v2", (CUdeviceptr *, size_t))                                        \
  X(MemFree, "cuMemFree_v2", (CUdeviceptr))                                                    \
  X(MemsetD8, "cuMemsetD8_v2", (CUdeviceptr, unsigned char, size_t))                           \
  X(MemsetD8Async, "cuMemsetD8Async", (CUdeviceptr, unsigned char, size_t, void *))            \
  X(MemcpyHtoD, "cuMemcpyHtoD_v2", (CUdeviceptr, const void *, size_t))                        \
  X(MemcpyDtoH, "cuMemcpyDtoH_v2", (void *, CUdeviceptr, size_t))                              \
  X(MemcpyDtoDAsync, "cuMemcpyDtoDAsync_v2", (CUdeviceptr, CUdeviceptr, size_t, void *))       \
  X(MemGetAddressRange, "cuMemGetAddressRange_v2", (CUdeviceptr *, size_t *, CUdeviceptr))     \
  X(PointerSetAttribute, "cuPointerSetAttribute", (const void *, int, CUdeviceptr))            \
  X(IpcGetMemHandle, "cuIpcGetMemHandle", (cj_ipc_handle *, CUdeviceptr))                      \
  X(IpcOpenMemHandle, "cuIpcOpenMemHandle_v2", (CUdeviceptr *, cj_ipc_handle, unsigned))       \
  X(IpcCloseMemHandle, "cuIpcCloseMemHandle", (CUdeviceptr))                                   \
  X(ModuleLoadData, "cuModuleLoadData", (void **, const void *))                               \
  X(ModuleGetFunction, "cuModuleGetFunction", (void **, void *, const char *))                 \
  X(ModuleUnload, "cuModuleUnload", (void *))                                                  \
  X(FuncSetAttribute, "cuFuncSetAttribute", (void *, int, int))                                \
  X(LaunchKernel, "cuLaunchKernel",                                                            \
    (void *, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, void *,     \
     void **, void **))                                                                        \
  X(StreamCreate, "cuStreamCreate", (void **, unsigned))                                       \
  X(StreamDestroy, "cuStreamDestroy_v2", (void *))                                             \
  X(StreamSynchronize, "cuStreamSynchronize", (void *))                                        \
  X(StreamIsCapturing, "cuStreamIsCapturing", (void *, int *))                                 \
  X(EventCreate, "cuEventCreate", (void **, unsigned))                                         \
  X(EventDestroy, "cuEventDestroy_v2", (void *))                                               \
  X(EventRecord, "cuEventRecord", (void *, void *))                                            \
  X(EventSynchronize, "cuEventSynchronize", (void *))                                          \
  X(StreamWaitEvent, "cuStreamWaitEvent", (void *, void *, unsigned))                          \
  X(EventElapsedTime, "cuEventElapsedTime_v2", (float *, void *, void *))                      \
  X(StreamBeginCapture, "cuStreamBeginCapture_v2", (void *, int))                              \
  X(StreamEndCapture, "cuStreamEndCapture", (void *, void **))                                 \
  X(GraphInstantiate, "cuGraphInstantiateWithFlags", (void **, void *, unsigned long long))    \
  X(GraphLaunch, "cuGraphLaunch", (void *, void *))                                            \
  X(ThreadExchangeStreamCaptureMode, "cuThreadExchangeStreamCaptureMode", (int *))              \
  X(GraphExecDestroy, "cuGraphExecDestroy", (void *))                                          \
  X(GraphDestroy, "cuGraphDestroy", (void *))

static struct {
#define CU_FIELD(f, sym, args) CUresult(*f) args;
  CU_FUNCS(CU_FIELD)
#undef CU_FIELD
  /* CUDA 12 on (NULL before): cuTensorMapEncodeTiled */
  CUresult (*TensorMapEncodeTiled)(void *, int, unsigned, void *, const unsigned long long *,
                                   const unsigned long long *, const unsigned *, const unsigned *,
                                   int, int, int, int);
  int ndev;
  cj_status status;
  char msg[512];
} cu;

static pthread_once_t cu_once = PTHREAD_ONCE_INIT;

static void cu_load_once(void) {
  static const char *const libs[] = {"libcuda.so.1", "libcuda.so", NULL};
  char tried[256];
  void *h = cj__dlopen_first(libs, tried, sizeof tried);
  if (!h) {
    cu.status = CJ_E_UNAVAILABLE;
    snprintf(cu.msg, sizeof cu.msg, "CUDA driver not found (tried %s)", tried);
    return;
  }
#define CU_SYM(f, sym, args)                                                                   \
  if (!(*(void **)&cu.f = cj__dlsym(h, sym))) {                                                \
    cu.status = CJ_E_UNAVAILABLE;                                                              \
    snprintf(cu.msg, sizeof cu.msg, "CUDA driver lacks %s (too old?)", sym);                   \
    return;                                                                                    \
  }
  CU_FUNCS(CU_SYM)
#undef CU_SYM
  *(void **)&cu.TensorMapEncodeTiled = cj__dlsym(h, "cuTensorMapEncodeTiled");
  CUresult r = cu.Init(0);
  if (r == 0) r = cu.DeviceGetCount(&cu.ndev);
  if (r != 0) {
    const char *s = NULL;
    cu.GetErrorString(r, &s);
    cu.status = CJ_E_UNAVAILABLE;
    snprintf(cu.msg, sizeof cu.msg, "CUDA driver did not initialise: error %d (%s)", r,
             s ? s : "?");
  }
}

static cj_status cu_load(void) {
  pthread_once(&cu_once, cu_load_once);
  return cu.status ? cj__fail(cu.status, "%s", cu.msg) : CJ_OK;
}

/* Turns a driver result into a status with the driver's message. */
static cj_status chk(CUresult r, const char *what) {
  if (r == 0) return CJ_OK;
  const char *s = NULL;
  if (cu.GetErrorString) cu.GetErrorString(r, &s);
  return cj__fail(CJ_E_DEVICE, "%s: CUDA error %d (%s)", what, r, s ? s : "unknown");
}

#define LOADED()                                                                               \
  do {                                                                                         \
    cj_status s_ = cu_load();                                                                  \
    if (s_) return s_;                                                                         \
  } while (0)

static cj_status cu_device_count(int *n) {
  *n = 0;
  LOADED();
  *n = cu.ndev;
  return CJ_OK;
}

static cj_status get_dev(int dev, CUdevice *d) {
  LOADED();
  if (dev < 0 || dev >= cu.ndev)
    return cj__fail(CJ_E_INVALID, "device %d does not exist (%d CUDA devices)", dev, cu.ndev);
  return chk(cu.DeviceGet(d, dev), "cuDeviceGet");
}

static cj_status cu_device_info(int dev, cj_device_info *o) {
  CUdevice d;
  cj_status s = get_dev(dev, &d);
  if (s) return s;
  memset(o, 0, sizeof *o);
  int major = 0, minor = 0;
  size_t mem = 0;
  if ((s = chk(cu.DeviceGetName(o->name, sizeof o->name, d), "cuDeviceGetName")) ||
      (s = chk(cu.DeviceGetAttribute(&major, CU_ATTR_CC_MAJOR, d), "compute capability")) ||
      (s = chk(cu.DeviceGetAttribute(&minor, CU_ATTR_CC_MINOR, d), "compute capability")) ||
      (s = chk(cu.DeviceGetAttribute(&o->sm_count, CU_ATTR_SM_COUNT, d), "SM count")) ||
      (s = chk(cu.DeviceGetAttribute(&o->warp_size, CU_ATTR_WARP_SIZE, d), "warp size")) ||
      (s = chk(cu.DeviceTotalMem(&mem, d), "cuDeviceTotalMem")) ||
      (s = chk(cu.DeviceGetPCIBusId(o->pci, sizeof o->pci, d), "PCI bus id")))
    return s;
  o->total_mem = mem;
  snprintf(o->arch, sizeof o->arch, "sm_%d%d", major, minor);
  return CJ_OK;
}

static cj_status cu_bind(int dev) {
  CUdevice d;
  CUcontext ctx;
  cj_status s = get_dev(dev, &d);
  if (!s) s = chk(cu.PrimaryCtxRetain(&ctx, d), "cuDevicePrimaryCtxRetain");
  if (!s) s = chk(cu.CtxSetCurrent(ctx), "cuCtxSetCurrent");
  return s;
}

static cj_status cu_alloc(size_t n, uint64_t *p) {
  LOADED();
  CUdeviceptr d = 0;
  cj_status s = chk(cu.MemAlloc(&d, n), "cuMemAlloc");
  if (s) return s == CJ_E_DEVICE ? cj__fail(CJ_E_OOM, "cuMemAlloc of %zu bytes failed", n) : s;
  /* every operation on it synchronises: peers see plain stores in order */
  int one = 1;
  cu.PointerSetAttribute(&one, CU_POINTER_ATTRIBUTE_SYNC_MEMOPS, d);
  *p = d;
  return CJ_OK;
}

static cj_status cu_release(uint64_t p) {
  LOADED();
  return chk(cu.MemFree(p), "cuMemFree");
}
static cj_status cu_fill(uint64_t p, int b, size_t n) { /* memsets are asynchronous: wait */
  LOADED();
  cj_status s = chk(cu.MemsetD8(p, (unsigned char)b, n), "cuMemsetD8");
  return s ? s : chk(cu.StreamSynchronize(NULL), "cuStreamSynchronize");
}
static cj_status cu_fill_async(uint64_t p, int b, size_t n, void *stream) {
  LOADED();
  return chk(cu.MemsetD8Async(p, (unsigned char)b, n, stream), "cuMemsetD8Async");
}
/* From pageable memory the copy may still be in flight when cuMemcpyHtoD returns, and
 * kernels on non-blocking streams do not wait for it: wait here, so that the data is on the
 * device for whatever runs next, on any stream. */
static cj_status cu_htod(uint64_t d, const void *s, size_t n) {
  LOADED();
  cj_status st = chk(cu.MemcpyHtoD(d, s, n), "cuMemcpyHtoD");
  return st ? st : chk(cu.StreamSynchronize(NULL), "cuStreamSynchronize");
}
static cj_status cu_dtoh(void *d, uint64_t s, size_t n) {
  LOADED();
  return chk(cu.MemcpyDtoH(d, s, n), "cuMemcpyDtoH");
}
static cj_status cu_dtod_async(uint64_t d, uint64_t s, size_t n, void *st) {
  LOADED();
  return chk(cu.MemcpyDtoDAsync(d, s, n, st), "cuMemcpyDtoDAsync");
}

static cj_status cu_pointer_range(uint64_t p, uint64_t *base, size_t *size) {
  LOADED();
  CUdeviceptr b = 0;
  size_t n = 0;
  if (cu.MemGetAddressRange(&b, &n, p) != 0)
    return cj__fail(CJ_E_INVALID, "0x%llx is not device memory", (unsigned long long)p);
  *base = b;
  *size = n;
  return CJ_OK;
}

static cj_status cu_ipc_export(uint64_t p, cj_ipc_handle *h) {
  LOADED();
  return chk(cu.IpcGetMemHandle(h, p), "cuIpcGetMemHandle");
}
static cj_status cu_ipc_import(const cj_ipc_handle *h, uint64_t *p) {
  LOADED();
  CUdeviceptr d = 0;
  cj_status s = chk(cu.IpcOpenMemHandle(&d, *h, CU_IPC_LAZY_ENABLE_PEER_ACCESS),
                    "cuIpcOpenMemHandle");
  if (!s) *p = d;
  return s;
}
static cj_status cu_ipc_close(uint64_t p) {
  LOADED();
  return chk(cu.IpcCloseMemHandle(p), "cuIpcCloseMemHandle");
}

static cj_status cu_can_access_peer(int dev, int peer, int *yes) {
  CUdevice a, b;
  cj_status s = get_dev(dev, &a);
  if (!s) s = get_dev(peer, &b);
  if (!s) s = chk(cu.DeviceCanAccessPeer(yes, a, b), "cuDeviceCanAccessPeer");
  return s;
}

static cj_status cu_enable_peer(int peer) {
  CUdevice d;
  CUcontext ctx;
  cj_status s = get_dev(peer, &d);
  if (!s) s = chk(cu.PrimaryCtxRetain(&ctx, d), "cuDevicePrimaryCtxRetain");
  if (s) return s;
  CUresult r = cu.CtxEnablePeerAccess(ctx, 0);
  return r == CU_ERR_PEER_ALREADY_ENABLED ? CJ_OK : chk(r, "cuCtxEnablePeerAccess");
}

/* A module load in relaxed capture mode (this thread only; the mode it had comes back): a
 * load made while a graph is captured, by the capturing thread (a first call inside a
 * capture) or by the background compiler while the host program captures in global mode
 * (torch.cuda.graph's default), must neither fail nor invalidate that capture. */
static cj_status cu_module_load(const void *img, size_t n, void **mod) {
  (void)n;
  LOADED();
  int mode = CU_CAPTURE_MODE_RELAXED;
  int relaxed = cu.ThreadExchangeStreamCaptureMode(&mode) == 0;
  cj_status s = chk(cu.ModuleLoadData(mod, img), "cuModuleLoadData");
  if (relaxed) cu.ThreadExchangeStreamCaptureMode(&mode);
  return s;
}
static cj_status cu_module_function(void *mod, const char *name, void **fn) {
  LOADED();
  return chk(cu.ModuleGetFunction(fn, mod, name), "cuModuleGetFunction");
}
static cj_status cu_module_unload(void *mod) {
  LOADED();
  return chk(cu.ModuleUnload(mod), "cuModuleUnload");
}
#define CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES 8
static cj_status cu_func_dynamic_shared(void *fn, unsigned bytes) {
  LOADED();
  return chk(cu.FuncSetAttribute(fn, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, (int)bytes),
             "cuFuncSetAttribute(MAX_DYNAMIC_SHARED_SIZE_BYTES)");
}
/* cj_tmap -> CUtensorMap: f16 / bf16 / f32 (CU_TENSOR_MAP_DATA_TYPE_FLOAT16 6, BFLOAT16 9,
 * FLOAT32 7), no
 * interleave, the 128-byte swizzle (3) or none, L2 promotion of 256 bytes (3), zeros outside
 * (OOB fill none, 0) */
static cj_status cu_tensor_map(const cj_tmap *d, void *out) {
  LOADED();
  if (!cu.TensorMapEncodeTiled)
    return cj__fail(CJ_E_UNAVAILABLE, "CUDA driver lacks cuTensorMapEncodeTiled (before 12.0)");
  int dt = d->dtype == CJ_F16 ? 6 : d->dtype == CJ_BF16 ? 9 : d->dtype == CJ_F32 ? 7 : -1;
  if (dt < 0 || d->elem_bytes != cj_dtype_size((cj_dtype)d->dtype) ||
      (d->swizzle != 0 && d->swizzle != 128))
    return cj__fail(CJ_E_INVALID, "tensor map: %s elements, swizzle %u (f16, bf16 or f32; 0 or 128)",
                    cj_dtype_name((cj_dtype)d->dtype), d->swizzle);
  unsigned long long dim[2] = {d->dim[0], d->dim[1]}, stride[1] = {d->row_bytes};
  unsigned box[2] = {d->box[0], d->box[1]}, es[2] = {1, 1};
  return chk(cu.TensorMapEncodeTiled(out, dt, 2, (void *)(uintptr_t)d->base, dim, stride, box, es,
                                     0, d->swizzle ? 3 : 0, 3, 0),
             "cuTensorMapEncodeTiled");
}

static cj_status cu_launch(void *fn, unsigned grid, unsigned block, unsigned shmem, void *stream,
                           void **args) {
  LOADED();
  return chk(cu.LaunchKernel(fn, grid, 1, 1, block, 1, 1, shmem, stream, args, NULL),
             "cuLaunchKernel");
}

static cj_status cu_stream_create(void **s) {
  LOADED();
  return chk(cu.StreamCreate(s, CU_STREAM_NON_BLOCKING), "cuStreamCreate");
}
static cj_status cu_stream_destroy(void *s) {
  LOADED();
  return chk(cu.StreamDestroy(s), "cuStreamDestroy");
}
static cj_status cu_stream_sync(void *s) {
  LOADED();
  return chk(cu.StreamSynchronize(s), "cuStreamSynchronize");
}
static cj_status cu_stream_capturing(void *s, int *yes) {
  LOADED();
  int st = 0;
  cj_status r = chk(cu.StreamIsCapturing(s, &st), "cuStreamIsCapturing");
  *yes = st != 0; /* active or invalidated: either way not a plain stream */
  return r;
}
static cj_status cu_event_create(void **e) {
  LOADED();
  return chk(cu.EventCreate(e, CU_EVENT_DEFAULT), "cuEventCreate");
}
static cj_status cu_event_destroy(void *e) {
  LOADED();
  return chk(cu.EventDestroy(e), "cuEventDestroy");
}
static cj_status cu_event_record(void *e, void *s) {
  LOADED();
  return chk(cu.EventRecord(e, s), "cuEventRecord");
}
static cj_status cu_stream_wait_event(void *s, void *e) {
  LOADED();
  return chk(cu.StreamWaitEvent(s, e, 0), "cuStreamWaitEvent");
}
static cj_status cu_event_elapsed(void *a, void *b, float *ms) {
  LOADED();
  cj_status s = chk(cu.EventSynchronize(b), "cuEventSynchronize");
  return s ? s : chk(cu.EventElapsedTime(ms, a, b), "cuEventElapsedTime");
}
static cj_status cu_graph_begin(void *s) {
  LOADED();
  return chk(cu.StreamBeginCapture(s, CU_CAPTURE_MODE_THREAD_LOCAL), "cuStreamBeginCapture");
}
static cj_status cu_graph_end(void *s, void **exec) {
  LOADED();
  void *g = NULL;
  cj_status st = chk(cu.StreamEndCapture(s, &g), "cuStreamEndCapture");
  if (!st) st = chk(cu.GraphInstantiate(exec, g, 0), "cuGraphInstantiate");
  if (g) cu.GraphDestroy(g);
  return st;
}
static cj_status cu_graph_launch(void *exec, void *s) {
  LOADED();
  return chk(cu.GraphLaunch(exec, s), "cuGraphLaunch");
}
static cj_status cu_graph_destroy(void *exec) {
  LOADED();
  return chk(cu.GraphExecDestroy(exec), "cuGraphExecDestroy");
}
static cj_status cu_link_info(int dev, int peer, int *access, int *atomics, char *link, size_t n) {
  CUdevice a, b;
  int rank = 0;
  cj_status s = get_dev(dev, &a);
  if (!s) s = get_dev(peer, &b);
  /* CU_DEVICE_P2P_ATTRIBUTE_: 1 performance rank, 2 access supported, 3 native atomics */
  if (!s) s = chk(cu.DeviceGetP2PAttribute(&rank, 1, a, b), "cuDeviceGetP2PAttribute");
  if (!s) s = chk(cu.DeviceGetP2PAttribute(access, 2, a, b), "cuDeviceGetP2PAttribute");
  if (!s) s = chk(cu.DeviceGetP2PAttribute(atomics, 3, a, b), "cuDeviceGetP2PAttribute");
  if (!s) snprintf(link, n, "performance rank %d (0 best)", rank);
  return s;
}

static cj_status cu_version(char *buf, size_t n) {
  LOADED();
  int v = 0;
  cu.DriverGetVersion(&v);
  snprintf(buf, n, "CUDA driver %d.%d", v / 1000, (v % 1000) / 10);
  return CJ_OK;
}

const cj_backend cj__backend_cuda = {
    "cuda",           CJ_VENDOR_NVIDIA,   cu_load,           cu_device_count,
    cu_device_info,   cu_bind,            cu_alloc,          cu_release,
    cu_fill,          cu_htod,            cu_dtoh,           cu_dtod_async,
    cu_pointer_range, cu_ipc_export,      cu_ipc_import,     cu_ipc_close,
    cu_can_access_peer, cu_enable_peer,   cu_module_load,    cu_module_function,
    cu_module_unload, cu_launch,          cu_stream_create,  cu_stream_destroy,
    cu_stream_sync,   cu_stream_capturing, cu_event_create,  cu_event_destroy,
    cu_event_record,  cu_event_elapsed,   cu_graph_begin,    cu_graph_end,
    cu_graph_launch,  cu_graph_destroy,   cu_version,        cu_link_info,
    cu_stream_wait_event, cu_func_dynamic_shared, cu_fill_async, cu_tensor_map,
};
