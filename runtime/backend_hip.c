/* HIP backend: the HIP runtime from libamdhip64, loaded with dlopen. No HIP header is
 * included: the few types and constants it needs are declared here, with the values that are
 * the same in ROCm 5 and 6 (where they differ, the runtime version picks). */
#include <pthread.h>
#include <stdio.h>
#include <string.h>

#include "backend.h"
#include "support.h"

typedef int hipError_t; /* 0: hipSuccess */

enum {
  HIP_ERR_OUT_OF_MEMORY = 2,
  HIP_ERR_PEER_ALREADY_ENABLED = 704,
  HIP_ATTR_SM_COUNT = 63,  /* hipDeviceAttributeMultiprocessorCount */
  HIP_ATTR_WARP_SIZE = 87, /* hipDeviceAttributeWarpSize */
  HIP_MALLOC_FINEGRAINED = 1,
  HIP_MEMCPY_HTOD = 1,
  HIP_MEMCPY_DTOH = 2,
  HIP_MEMCPY_DTOD = 3,
  HIP_STREAM_NON_BLOCKING = 1,
  HIP_CAPTURE_MODE_THREAD_LOCAL = 1,
  HIP_PROPS_BYTES = 8192, /* larger than hipDeviceProp_t of any ROCm */
};

_Static_assert(sizeof(cj_ipc_handle) == 64, "hipIpcMemHandle_t is 64 bytes");

/* Every runtime entry point used, as (field, symbol, arguments). */
#define HIP_FUNCS(X)                                                                               \
  X(Init, "hipInit", (unsigned))                                                                   \
  X(DriverGetVersion, "hipDriverGetVersion", (int *))                                              \
  X(RuntimeGetVersion, "hipRuntimeGetVersion", (int *))                                            \
  X(GetLastError, "hipGetLastError", (void))                                                       \
  X(GetDeviceCount, "hipGetDeviceCount", (int *))                                                  \
  X(SetDevice, "hipSetDevice", (int))                                                              \
  X(DeviceGet, "hipDeviceGet", (int *, int))                                                       \
  X(DeviceGetName, "hipDeviceGetName", (char *, int, int))                                         \
  X(DeviceGetAttribute, "hipDeviceGetAttribute", (int *, int, int))                                \
  X(DeviceTotalMem, "hipDeviceTotalMem", (size_t *, int))                                          \
  X(DeviceGetPCIBusId, "hipDeviceGetPCIBusId", (char *, int, int))                                 \
  X(DeviceCanAccessPeer, "hipDeviceCanAccessPeer", (int *, int, int))                              \
  X(DeviceEnablePeerAccess, "hipDeviceEnablePeerAccess", (int, unsigned))                          \
  X(Malloc, "hipMalloc", (void **, size_t))                                                        \
  X(Free, "hipFree", (void *))                                                                     \
  X(Memset, "hipMemset", (void *, int, size_t))                                                    \
  X(Memcpy, "hipMemcpy", (void *, const void *, size_t, int))                                      \
  X(MemcpyAsync, "hipMemcpyAsync", (void *, const void *, size_t, int, void *))                    \
  X(MemGetAddressRange, "hipMemGetAddressRange", (void **, size_t *, void *))                      \
  X(IpcGetMemHandle, "hipIpcGetMemHandle", (cj_ipc_handle *, void *))                              \
  X(IpcOpenMemHandle, "hipIpcOpenMemHandle", (void **, cj_ipc_handle, unsigned))                   \
  X(IpcCloseMemHandle, "hipIpcCloseMemHandle", (void *))                                           \
  X(ModuleLoadData, "hipModuleLoadData", (void **, const void *))                                  \
  X(ModuleGetFunction, "hipModuleGetFunction", (void **, void *, const char *))                    \
  X(ModuleUnload, "hipModuleUnload", (void *))                                                     \
  X(ModuleLaunchKernel, "hipModuleLaunchKernel",                                                   \
    (void *, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, unsigned, void *,         \
     void **, void **))                                                                            \
  X(StreamCreateWithFlags, "hipStreamCreateWithFlags", (void **, unsigned))                        \
  X(StreamDestroy, "hipStreamDestroy", (void *))                                                   \
  X(StreamSynchronize, "hipStreamSynchronize", (void *))                                           \
  X(StreamIsCapturing, "hipStreamIsCapturing", (void *, int *))                                    \
  X(EventCreate, "hipEventCreate", (void **))                                                      \
  X(EventDestroy, "hipEventDestroy", (void *))                                                     \
  X(EventRecord, "hipEventRecord", (void *, void *))                                               \
  X(EventSynchronize, "hipEventSynchronize", (void *))                                             \
  X(EventElapsedTime, "hipEventElapsedTime", (float *, void *, void *))                            \
  X(StreamBeginCapture, "hipStreamBeginCapture", (void *, int))                                    \
  X(StreamEndCapture, "hipStreamEndCapture", (void *, void **))                                    \
  X(GraphInstantiate, "hipGraphInstantiate", (void **, void *, void **, char *, size_t))           \
  X(GraphLaunch, "hipGraphLaunch", (void *, void *))                                               \
  X(GraphExecDestroy, "hipGraphExecDestroy", (void *))                                             \
  X(GraphDestroy, "hipGraphDestroy", (void *))

static struct {
#define HIP_FIELD(f, sym, args) hipError_t(*f) args;
  HIP_FUNCS(HIP_FIELD)
#undef HIP_FIELD
  const char *(*GetErrorString)(hipError_t);
  /* optional: fine-grained allocation, and the device properties (ROCm 6 renamed them) */
  hipError_t (*ExtMallocWithFlags)(void **, size_t, unsigned);
  hipError_t (*GetDeviceProperties)(void *, int);
  hipError_t (*DeviceGetP2PAttribute)(int *, int, int, int);
  int ndev;
  int runtime_version; /* HIP_VERSION encoding: major * 10^7 + minor * 10^5 + patch */
  unsigned ipc_lazy;   /* hipIpcMemLazyEnablePeerAccess: 0 before ROCm 6, 1 since */
  cj_status status;
  char msg[512];
} hip;

static pthread_once_t hip_once = PTHREAD_ONCE_INIT;

static const char *err_text(hipError_t r) {
  const char *s = hip.GetErrorString ? hip.GetErrorString(r) : NULL;
  return s ? s : "unknown";
}

static int load_symbols(void *h) {
#define HIP_SYM(f, sym, args)                                                                      \
  if (!(*(void **)&hip.f = cj__dlsym(h, sym))) {                                                   \
    snprintf(hip.msg, sizeof hip.msg, "the HIP runtime lacks %s (too old?)", sym);                 \
    return 0;                                                                                      \
  }
  HIP_FUNCS(HIP_SYM)
#undef HIP_SYM
  *(void **)&hip.GetErrorString = cj__dlsym(h, "hipGetErrorString");
  *(void **)&hip.ExtMallocWithFlags = cj__dlsym(h, "hipExtMallocWithFlags");
  *(void **)&hip.DeviceGetP2PAttribute = cj__dlsym(h, "hipDeviceGetP2PAttribute");
  if (!(*(void **)&hip.GetDeviceProperties = cj__dlsym(h, "hipGetDevicePropertiesR0600")))
    *(void **)&hip.GetDeviceProperties = cj__dlsym(h, "hipGetDeviceProperties");
  return 1;
}

/* Initialises the runtime and counts the devices; a machine without one is "unavailable". */
static void init_runtime(void) {
  int v = 0;
  if (hip.RuntimeGetVersion(&v) == 0) hip.runtime_version = v;
  hip.ipc_lazy = hip.runtime_version >= 60000000 ? 1 : 0;
  const char *what = "hipInit";
  hipError_t r = hip.Init(0);
  if (r == 0) {
    what = "hipGetDeviceCount";
    r = hip.GetDeviceCount(&hip.ndev);
  }
  if (r != 0 || hip.ndev <= 0) {
    hip.status = CJ_E_UNAVAILABLE;
    hip.ndev = 0;
    snprintf(hip.msg, sizeof hip.msg, "HIP runtime found no usable GPU: %s: error %d (%s)", what, r,
             r ? err_text(r) : "0 devices");
    hip.GetLastError(); /* leave no sticky error behind for the host program */
  }
}

static void hip_load_once(void) {
  const char *lib = cj__env()->hip_lib;
  const char *const libs[] = {lib ? lib : "",
                              "libamdhip64.so.5",
                              "libamdhip64.so",
                              "libamdhip64.so.6",
                              "libamdhip64.so.7",
                              "/opt/rocm/lib/libamdhip64.so",
                              NULL};
  char tried[400];
  void *h = cj__dlopen_first(libs, tried, sizeof tried);
  if (!h) {
    hip.status = CJ_E_UNAVAILABLE;
    snprintf(hip.msg, sizeof hip.msg, "HIP runtime not found (tried %s; set COLLJIT_HIP_LIB)",
             tried);
    return;
  }
  if (!load_symbols(h)) {
    hip.status = CJ_E_UNAVAILABLE;
    return;
  }
  init_runtime();
}

static cj_status hip_load(void) {
  pthread_once(&hip_once, hip_load_once);
  return hip.status ? cj__fail(hip.status, "%s", hip.msg) : CJ_OK;
}

/* Turns a runtime result into a status with the runtime's message. */
static cj_status chk(hipError_t r, const char *what) {
  if (r == 0) return CJ_OK;
  hip.GetLastError(); /* clear the per-thread sticky copy */
  return cj__fail(CJ_E_DEVICE, "%s: HIP error %d (%s)", what, r, err_text(r));
}

#define LOADED()                                                                                   \
  do {                                                                                             \
    cj_status s_ = hip_load();                                                                     \
    if (s_) return s_;                                                                             \
  } while (0)

#define PTR(x) ((void *)(uintptr_t)(x))

static cj_status hip_device_count(int *n) {
  if (n) *n = 0;
  LOADED();
  if (!n) return cj__fail(CJ_E_INVALID, "device_count: NULL");
  *n = hip.ndev;
  return CJ_OK;
}

static cj_status check_dev(int dev) {
  LOADED();
  if (dev < 0 || dev >= hip.ndev)
    return cj__fail(CJ_E_INVALID, "device %d does not exist (%d HIP devices)", dev, hip.ndev);
  return CJ_OK;
}

/* gcnArchName ("gfx942:sramecc+:xnack-") has the form gfx<hex id>[:feature+|-]...: the length
 * of such a NUL-terminated string at p, or 0. */
static size_t arch_len(const unsigned char *p, size_t room) {
  size_t n = 3;
  if (room < 8 || memcmp(p, "gfx", 3)) return 0;
  while (n < room && ((p[n] >= '0' && p[n] <= '9') || (p[n] >= 'a' && p[n] <= 'f')))
    n++;
  if (n < 5) return 0;
  while (n < room && p[n] > ' ' && p[n] < 127)
    n++;
  return n < room && n < 48 && p[n] == 0 ? n : 0;
}

static int has_colon(const unsigned char *p, size_t n) { return memchr(p, ':', n) != NULL; }

/* hipDeviceProp_t changed layout across ROCm releases: fill a zeroed buffer larger than any of
 * them and find the arch string by its shape, preferring one with feature flags. */
static cj_status read_arch(int dev, char *out, size_t n) {
  union {
    unsigned char b[HIP_PROPS_BYTES];
    long double align_;
  } props;
  if (!hip.GetDeviceProperties)
    return cj__fail(CJ_E_UNAVAILABLE, "the HIP runtime lacks hipGetDeviceProperties");
  memset(&props, 0, sizeof props);
  cj_status s = chk(hip.GetDeviceProperties(props.b, dev), "hipGetDeviceProperties");
  if (s) return s;
  const unsigned char *best = NULL;
  size_t best_len = 0;
  for (size_t i = 0; i < sizeof props.b; i++) {
    size_t len = arch_len(props.b + i, sizeof props.b - i);
    if (!len || (best && (has_colon(best, best_len) || !has_colon(props.b + i, len)))) continue;
    best = props.b + i;
    best_len = len;
  }
  if (!best) return cj__fail(CJ_E_DEVICE, "device %d: no architecture name in its properties", dev);
  snprintf(out, n, "%.*s", (int)best_len, (const char *)best);
  return CJ_OK;
}

static cj_status hip_device_info(int dev, cj_device_info *o) {
  cj_status s = check_dev(dev);
  if (s) return s;
  memset(o, 0, sizeof *o);
  int d = 0;
  size_t mem = 0;
  if ((s = chk(hip.DeviceGet(&d, dev), "hipDeviceGet")) ||
      (s = chk(hip.DeviceGetName(o->name, sizeof o->name, d), "hipDeviceGetName")) ||
      (s = chk(hip.DeviceGetAttribute(&o->sm_count, HIP_ATTR_SM_COUNT, dev), "CU count")) ||
      (s = chk(hip.DeviceGetAttribute(&o->warp_size, HIP_ATTR_WARP_SIZE, dev), "warp size")) ||
      (s = chk(hip.DeviceTotalMem(&mem, d), "hipDeviceTotalMem")) ||
      (s = chk(hip.DeviceGetPCIBusId(o->pci, sizeof o->pci, dev), "PCI bus id")) ||
      (s = read_arch(dev, o->arch, sizeof o->arch)))
    return s;
  o->total_mem = mem;
  return CJ_OK;
}

static cj_status hip_bind(int dev) {
  cj_status s = check_dev(dev);
  return s ? s : chk(hip.SetDevice(dev), "hipSetDevice");
}

/* Fine-grained memory: coherent for polling and system-scope atomics across GPUs. */
static cj_status hip_alloc(size_t n, uint64_t *p) {
  LOADED();
  void *d = NULL;
  hipError_t r = -1;
  if (hip.ExtMallocWithFlags) {
    r = hip.ExtMallocWithFlags(&d, n, HIP_MALLOC_FINEGRAINED);
    if (r != 0) {
      hip.GetLastError();
      cj__log(CJ_LOG_WARN,
              "fine-grained allocation of %zu bytes failed (HIP error %d: %s); "
              "using hipMalloc",
              n, r, err_text(r));
    }
  }
  if (r != 0) r = hip.Malloc(&d, n);
  if (r == HIP_ERR_OUT_OF_MEMORY) {
    hip.GetLastError();
    return cj__fail(CJ_E_OOM, "hipMalloc of %zu bytes: out of device memory", n);
  }
  cj_status s = chk(r, "hipMalloc");
  if (!s) *p = (uint64_t)(uintptr_t)d;
  return s;
}

static cj_status hip_release(uint64_t p) {
  LOADED();
  return chk(hip.Free(PTR(p)), "hipFree");
}
static cj_status hip_fill(uint64_t p, int b, size_t n) {
  LOADED();
  cj_status s = chk(hip.Memset(PTR(p), b, n), "hipMemset");
  return s ? s : chk(hip.StreamSynchronize(NULL), "hipStreamSynchronize");
}
static cj_status hip_htod(uint64_t d, const void *s, size_t n) {
  LOADED();
  cj_status st = chk(hip.Memcpy(PTR(d), s, n, HIP_MEMCPY_HTOD), "hipMemcpy (host to device)");
  return st ? st : chk(hip.StreamSynchronize(NULL), "hipStreamSynchronize");
}
static cj_status hip_dtoh(void *d, uint64_t s, size_t n) {
  LOADED();
  return chk(hip.Memcpy(d, PTR(s), n, HIP_MEMCPY_DTOH), "hipMemcpy (device to host)");
}
static cj_status hip_dtod_async(uint64_t d, uint64_t s, size_t n, void *st) {
  LOADED();
  return chk(hip.MemcpyAsync(PTR(d), PTR(s), n, HIP_MEMCPY_DTOD, st), "hipMemcpyAsync");
}

static cj_status hip_pointer_range(uint64_t p, uint64_t *base, size_t *size) {
  LOADED();
  void *b = NULL;
  size_t n = 0;
  if (hip.MemGetAddressRange(&b, &n, PTR(p)) != 0 || !b) {
    hip.GetLastError();
    return cj__fail(CJ_E_INVALID, "0x%llx is not device memory", (unsigned long long)p);
  }
  *base = (uint64_t)(uintptr_t)b;
  *size = n;
  return CJ_OK;
}

static cj_status hip_ipc_export(uint64_t p, cj_ipc_handle *h) {
  LOADED();
  return chk(hip.IpcGetMemHandle(h, PTR(p)), "hipIpcGetMemHandle");
}
static cj_status hip_ipc_import(const cj_ipc_handle *h, uint64_t *p) {
  LOADED();
  void *d = NULL;
  cj_status s = chk(hip.IpcOpenMemHandle(&d, *h, hip.ipc_lazy), "hipIpcOpenMemHandle");
  if (!s) *p = (uint64_t)(uintptr_t)d;
  return s;
}
static cj_status hip_ipc_close(uint64_t p) {
  LOADED();
  return chk(hip.IpcCloseMemHandle(PTR(p)), "hipIpcCloseMemHandle");
}

static cj_status hip_can_access_peer(int dev, int peer, int *yes) {
  cj_status s = check_dev(dev);
  if (!s) s = check_dev(peer);
  if (!s) s = chk(hip.DeviceCanAccessPeer(yes, dev, peer), "hipDeviceCanAccessPeer");
  return s;
}

static cj_status hip_enable_peer(int peer) {
  cj_status s = check_dev(peer);
  if (s) return s;
  hipError_t r = hip.DeviceEnablePeerAccess(peer, 0);
  if (r == HIP_ERR_PEER_ALREADY_ENABLED) {
    hip.GetLastError();
    return CJ_OK;
  }
  return chk(r, "hipDeviceEnablePeerAccess");
}

static cj_status hip_module_load(const void *img, size_t n, void **mod) {
  (void)n;
  LOADED();
  return chk(hip.ModuleLoadData(mod, img), "hipModuleLoadData");
}
static cj_status hip_module_function(void *mod, const char *name, void **fn) {
  LOADED();
  return chk(hip.ModuleGetFunction(fn, mod, name), "hipModuleGetFunction");
}
static cj_status hip_module_unload(void *mod) {
  LOADED();
  return chk(hip.ModuleUnload(mod), "hipModuleUnload");
}
static cj_status hip_launch(void *fn, unsigned grid, unsigned block, unsigned shmem, void *stream,
                            void **args) {
  LOADED();
  return chk(hip.ModuleLaunchKernel(fn, grid, 1, 1, block, 1, 1, shmem, stream, args, NULL),
             "hipModuleLaunchKernel");
}

static cj_status hip_stream_create(void **s) {
  LOADED();
  return chk(hip.StreamCreateWithFlags(s, HIP_STREAM_NON_BLOCKING), "hipStreamCreateWithFlags");
}
static cj_status hip_stream_destroy(void *s) {
  LOADED();
  return chk(hip.StreamDestroy(s), "hipStreamDestroy");
}
static cj_status hip_stream_sync(void *s) {
  LOADED();
  return chk(hip.StreamSynchronize(s), "hipStreamSynchronize");
}
static cj_status hip_stream_capturing(void *s, int *yes) {
  LOADED();
  int st = 0;
  cj_status r = chk(hip.StreamIsCapturing(s, &st), "hipStreamIsCapturing");
  *yes = st != 0; /* active or invalidated: either way not a plain stream */
  return r;
}
static cj_status hip_event_create(void **e) {
  LOADED();
  return chk(hip.EventCreate(e), "hipEventCreate");
}
static cj_status hip_event_destroy(void *e) {
  LOADED();
  return chk(hip.EventDestroy(e), "hipEventDestroy");
}
static cj_status hip_event_record(void *e, void *s) {
  LOADED();
  return chk(hip.EventRecord(e, s), "hipEventRecord");
}
static cj_status hip_event_elapsed(void *a, void *b, float *ms) {
  LOADED();
  cj_status s = chk(hip.EventSynchronize(b), "hipEventSynchronize");
  return s ? s : chk(hip.EventElapsedTime(ms, a, b), "hipEventElapsedTime");
}
static cj_status hip_graph_begin(void *s) {
  LOADED();
  return chk(hip.StreamBeginCapture(s, HIP_CAPTURE_MODE_THREAD_LOCAL), "hipStreamBeginCapture");
}
static cj_status hip_graph_end(void *s, void **exec) {
  LOADED();
  void *g = NULL;
  cj_status st = chk(hip.StreamEndCapture(s, &g), "hipStreamEndCapture");
  if (!st) st = chk(hip.GraphInstantiate(exec, g, NULL, NULL, 0), "hipGraphInstantiate");
  if (g) hip.GraphDestroy(g);
  return st;
}
static cj_status hip_graph_launch(void *exec, void *s) {
  LOADED();
  return chk(hip.GraphLaunch(exec, s), "hipGraphLaunch");
}
static cj_status hip_graph_destroy(void *exec) {
  LOADED();
  return chk(hip.GraphExecDestroy(exec), "hipGraphExecDestroy");
}

static cj_status hip_link_info(int dev, int peer, int *access, int *atomics, int *rank) {
  cj_status s = check_dev(dev);
  if (!s) s = check_dev(peer);
  if (s) return s;
  if (!hip.DeviceGetP2PAttribute)
    return cj__fail(CJ_E_UNAVAILABLE, "the HIP runtime lacks hipDeviceGetP2PAttribute");
  /* hipDevP2PAttr: 0 performance rank, 1 access supported, 2 native atomics */
  s = chk(hip.DeviceGetP2PAttribute(rank, 0, dev, peer), "hipDeviceGetP2PAttribute");
  if (!s) s = chk(hip.DeviceGetP2PAttribute(access, 1, dev, peer), "hipDeviceGetP2PAttribute");
  if (!s) s = chk(hip.DeviceGetP2PAttribute(atomics, 2, dev, peer), "hipDeviceGetP2PAttribute");
  return s;
}

static cj_status hip_version(char *buf, size_t n) {
  LOADED();
  int d = 0, r = hip.runtime_version;
  hip.DriverGetVersion(&d);
  snprintf(buf, n, "HIP runtime %d.%d.%d (driver %d.%d.%d)", r / 10000000, r / 100000 % 100,
           r % 100000, d / 10000000, d / 100000 % 100, d % 100000);
  return CJ_OK;
}

const cj_backend cj__backend_hip = {
    .name = "hip",
    .vendor = CJ_VENDOR_AMD,
    .load = hip_load,
    .device_count = hip_device_count,
    .device_info = hip_device_info,
    .bind = hip_bind,
    .alloc = hip_alloc,
    .release = hip_release,
    .fill = hip_fill,
    .copy_htod = hip_htod,
    .copy_dtoh = hip_dtoh,
    .copy_dtod_async = hip_dtod_async,
    .pointer_range = hip_pointer_range,
    .ipc_export = hip_ipc_export,
    .ipc_import = hip_ipc_import,
    .ipc_close = hip_ipc_close,
    .can_access_peer = hip_can_access_peer,
    .enable_peer = hip_enable_peer,
    .module_load = hip_module_load,
    .module_function = hip_module_function,
    .module_unload = hip_module_unload,
    .launch = hip_launch,
    .stream_create = hip_stream_create,
    .stream_destroy = hip_stream_destroy,
    .stream_sync = hip_stream_sync,
    .stream_capturing = hip_stream_capturing,
    .event_create = hip_event_create,
    .event_destroy = hip_event_destroy,
    .event_record = hip_event_record,
    .event_elapsed_ms = hip_event_elapsed,
    .graph_begin = hip_graph_begin,
    .graph_end = hip_graph_end,
    .graph_launch = hip_graph_launch,
    .graph_destroy = hip_graph_destroy,
    .version = hip_version,
    .link_info = hip_link_info,
};
