/* HIP backend: the HIP runtime (libamdhip64 of ROCm 7, 6 or 5, or the copy the process already
 * loaded), with dlopen. No HIP header is included: the types, values and entry points it uses
 * are declared in hip_abi.h and checked against ROCm's headers by tests/rocm. */
#include <pthread.h>
#include <stdio.h>
#include <string.h>

#include "backend.h"
#include "hip_abi.h"
#include "hip_lib.h"
#include "hip_util.h"
#include "support.h"

typedef cj_hip_error hipError_t;

_Static_assert(sizeof(cj_ipc_handle) == sizeof(cj_hip_ipc_handle), "hipIpcMemHandle_t size");

static struct {
#define HIP_FIELD(f, sym, args) hipError_t(*f) args;
  CJ_HIP_FUNCS(HIP_FIELD)
  CJ_HIP_OPTIONAL_FUNCS(HIP_FIELD)
#undef HIP_FIELD
  const char *(*GetErrorString)(hipError_t);
  hipError_t (*GetDevicePropertiesOld)(void *, int); /* before ROCm 6: another layout */
  int ndev;
  int version;   /* major * 100 + minor; 0 when the runtime does not say */
  int ipc_flags; /* 0: not settled; else 1 + the hipIpcOpenMemHandle flags that worked */
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
  if (!(*(void **)&hip.f = cj__dlsym(h, #sym))) {                                                  \
    snprintf(hip.msg, sizeof hip.msg, "the HIP runtime lacks %s (too old?)", #sym);                \
    return 0;                                                                                      \
  }
  CJ_HIP_FUNCS(HIP_SYM)
#undef HIP_SYM
#define HIP_OPT(f, sym, args) *(void **)&hip.f = cj__dlsym(h, #sym);
  CJ_HIP_OPTIONAL_FUNCS(HIP_OPT)
#undef HIP_OPT
  *(void **)&hip.GetErrorString = cj__dlsym(h, "hipGetErrorString");
  *(void **)&hip.GetDevicePropertiesOld = cj__dlsym(h, "hipGetDeviceProperties");
  return 1;
}

/* Initialises the runtime and counts the devices; a machine without one is "unavailable". */
static void init_runtime(void *lib) {
  hip.version = cj__hip_runtime_version(lib);
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
  char tried[400];
  void *h = cj__hip_open(tried, sizeof tried);
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
  init_runtime(h);
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

/* The architecture ("gfx942:sramecc+:xnack-"): gcnArchName of hipDeviceProp_tR0600 (ROCm 6 and
 * later); before ROCm 6, hipDeviceProp_t changed layout between releases, so a zeroed buffer
 * larger than any of them is filled and the name found by its shape. */
static cj_status read_arch(int dev, char *out, size_t n) {
  union {
    unsigned char b[CJ_HIP_PROPS_BUFFER];
    long double align_;
  } props;
  int r0600 = hip.GetDevicePropertiesR0600 != NULL;
  hipError_t (*get)(void *, int) =
      r0600 ? hip.GetDevicePropertiesR0600 : hip.GetDevicePropertiesOld;
  if (!get) return cj__fail(CJ_E_UNAVAILABLE, "the HIP runtime lacks hipGetDeviceProperties");
  memset(&props, 0, sizeof props);
  cj_status s =
      chk(get(props.b, dev), r0600 ? "hipGetDevicePropertiesR0600" : "hipGetDeviceProperties");
  if (s) return s;
  if (!cj__hip_props_arch(props.b, sizeof props.b, r0600, out, n))
    return cj__fail(CJ_E_DEVICE, "device %d: no architecture name in its properties", dev);
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
      (s = chk(hip.DeviceGetAttribute(&o->sm_count, CJ_HIP_ATTR_SM_COUNT, dev), "CU count")) ||
      (s = chk(hip.DeviceGetAttribute(&o->warp_size, CJ_HIP_ATTR_WARP_SIZE, dev), "warp size")) ||
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

/* Runs allocations and frees in relaxed capture mode: a host program capturing a graph on
 * another stream (global mode) must not make them fail; the previous mode comes back after. */
static int relax_capture(void) {
  int mode = CJ_HIP_CAPTURE_MODE_RELAXED;
  if (!hip.ThreadExchangeStreamCaptureMode || hip.ThreadExchangeStreamCaptureMode(&mode) != 0)
    return -1;
  return mode;
}
static void restore_capture(int mode) {
  if (mode >= 0) hip.ThreadExchangeStreamCaptureMode(&mode);
}

/* hipExtMallocWithFlags of one kind of memory; a failure other than out-of-memory is logged at
 * `level` (uncached memory is unknown to ROCm before 5.7: info; fine-grained: a warning). */
static hipError_t ext_alloc(void **d, size_t n, unsigned flags, const char *kind, int level) {
  hipError_t r = hip.ExtMallocWithFlags(d, n, flags);
  if (r != 0) {
    hip.GetLastError();
    if (r != CJ_HIP_ERR_OUT_OF_MEMORY)
      cj__log(level, "%s allocation of %zu bytes failed (HIP error %d: %s)", kind, n, r,
              err_text(r));
  }
  return r;
}

/* Memory peers poll and update: uncached (as RCCL allocates IPC-shared buffers), else
 * fine-grained. Never coarse-grained hipMalloc, whose remote writes a poll may not see. */
static cj_status alloc_shared(size_t n, void **d) {
  if (!hip.ExtMallocWithFlags)
    return cj__fail(CJ_E_UNSUPPORTED, "the HIP runtime lacks hipExtMallocWithFlags: colljit's "
                                      "heap needs uncached or fine-grained device memory");
  hipError_t r = ext_alloc(d, n, CJ_HIP_MALLOC_UNCACHED, "uncached", CJ_LOG_INFO);
  if (r != 0 && r != CJ_HIP_ERR_OUT_OF_MEMORY)
    r = ext_alloc(d, n, CJ_HIP_MALLOC_FINEGRAINED, "fine-grained", CJ_LOG_WARN);
  if (r == CJ_HIP_ERR_OUT_OF_MEMORY)
    return cj__fail(CJ_E_OOM, "hipExtMallocWithFlags of %zu bytes: out of device memory", n);
  if (r != 0)
    return cj__fail(CJ_E_UNSUPPORTED,
                    "neither uncached nor fine-grained device memory could be allocated (%zu "
                    "bytes, HIP error %d: %s); coarse-grained memory is not used: peers' polls "
                    "would not see remote writes",
                    n, r, err_text(r));
  return CJ_OK;
}

static cj_status hip_alloc(size_t n, uint64_t *p) {
  LOADED();
  void *d = NULL;
  int mode = relax_capture();
  cj_status s = alloc_shared(n, &d);
  restore_capture(mode);
  if (!s) *p = (uint64_t)(uintptr_t)d;
  return s;
}

static cj_status hip_release(uint64_t p) {
  LOADED();
  int mode = relax_capture();
  hipError_t r = hip.Free(PTR(p));
  restore_capture(mode);
  return chk(r, "hipFree");
}
static cj_status hip_fill(uint64_t p, int b, size_t n) {
  LOADED();
  cj_status s = chk(hip.Memset(PTR(p), b, n), "hipMemset");
  return s ? s : chk(hip.StreamSynchronize(NULL), "hipStreamSynchronize");
}
static cj_status hip_htod(uint64_t d, const void *s, size_t n) {
  LOADED();
  cj_status st = chk(hip.Memcpy(PTR(d), s, n, CJ_HIP_MEMCPY_HTOD), "hipMemcpy (host to device)");
  return st ? st : chk(hip.StreamSynchronize(NULL), "hipStreamSynchronize");
}
static cj_status hip_dtoh(void *d, uint64_t s, size_t n) {
  LOADED();
  return chk(hip.Memcpy(d, PTR(s), n, CJ_HIP_MEMCPY_DTOH), "hipMemcpy (device to host)");
}
static cj_status hip_fill_async(uint64_t p, int b, size_t n, void *st) {
  LOADED();
  return chk(hip.MemsetAsync(PTR(p), b, n, st), "hipMemsetAsync");
}
static cj_status hip_dtod_async(uint64_t d, uint64_t s, size_t n, void *st) {
  LOADED();
  return chk(hip.MemcpyAsync(PTR(d), PTR(s), n, CJ_HIP_MEMCPY_DTOD, st), "hipMemcpyAsync");
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
  cj_hip_ipc_handle handle;
  cj_status s = chk(hip.IpcGetMemHandle(&handle, PTR(p)), "hipIpcGetMemHandle");
  if (!s) memcpy(h, &handle, sizeof handle);
  return s;
}
/* The open flags differ between ROCm 5 (0) and 6+ (hipIpcMemLazyEnablePeerAccess only); with
 * the version unknown both are tried and the one that worked is kept. */
static cj_status hip_ipc_import(const cj_ipc_handle *h, uint64_t *p) {
  LOADED();
  cj_hip_ipc_handle handle;
  memcpy(&handle, h, sizeof handle);
  unsigned flags[2];
  int tries = hip.ipc_flags ? 1 : cj__hip_ipc_flags(hip.version, flags);
  if (hip.ipc_flags) flags[0] = (unsigned)(hip.ipc_flags - 1);
  void *d = NULL;
  hipError_t r = -1;
  for (int i = 0; i < tries && r != 0; i++) {
    if (i) hip.GetLastError();
    r = hip.IpcOpenMemHandle(&d, handle, flags[i]);
    if (r == 0) hip.ipc_flags = (int)flags[i] + 1;
    if (r != CJ_HIP_ERR_INVALID_VALUE) break;
  }
  cj_status s = chk(r, "hipIpcOpenMemHandle");
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
  if (r == CJ_HIP_ERR_PEER_ALREADY_ENABLED) {
    hip.GetLastError();
    return CJ_OK;
  }
  return chk(r, "hipDeviceEnablePeerAccess");
}

/* In relaxed capture mode, as allocations are (see cu_module_load for why). */
static cj_status hip_module_load(const void *img, size_t n, void **mod) {
  (void)n;
  LOADED();
  int mode = relax_capture();
  cj_status s = chk(hip.ModuleLoadData(mod, img), "hipModuleLoadData");
  restore_capture(mode);
  return s;
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
  return chk(hip.StreamCreateWithFlags(s, CJ_HIP_STREAM_NON_BLOCKING), "hipStreamCreateWithFlags");
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
  hipError_t r = hip.StreamIsCapturing(s, &st);
  r = cj__hip_capture_state(r, st, yes);
  hip.GetLastError(); /* 906 is not an error to leave behind */
  return chk(r, "hipStreamIsCapturing");
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
static cj_status hip_stream_wait_event(void *s, void *e) {
  LOADED();
  return chk(hip.StreamWaitEvent(s, e, 0), "hipStreamWaitEvent");
}
static cj_status hip_event_elapsed(void *a, void *b, float *ms) {
  LOADED();
  cj_status s = chk(hip.EventSynchronize(b), "hipEventSynchronize");
  return s ? s : chk(hip.EventElapsedTime(ms, a, b), "hipEventElapsedTime");
}
static cj_status hip_graph_begin(void *s) {
  LOADED();
  return chk(hip.StreamBeginCapture(s, CJ_HIP_CAPTURE_MODE_THREAD_LOCAL), "hipStreamBeginCapture");
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

/* hipDevP2PAttrPerformanceRank is, on ROCm, the HSA link type of the path (XGMI, PCIe). */
static cj_status hip_link_info(int dev, int peer, int *access, int *atomics, char *link, size_t n) {
  cj_status s = check_dev(dev);
  if (!s) s = check_dev(peer);
  if (s) return s;
  if (!hip.DeviceGetP2PAttribute)
    return cj__fail(CJ_E_UNAVAILABLE, "the HIP runtime lacks hipDeviceGetP2PAttribute");
  int type = 0;
  s = chk(hip.DeviceGetP2PAttribute(&type, CJ_HIP_P2P_LINK_TYPE, dev, peer),
          "hipDeviceGetP2PAttribute");
  if (!s)
    s = chk(hip.DeviceGetP2PAttribute(access, CJ_HIP_P2P_ACCESS, dev, peer),
            "hipDeviceGetP2PAttribute");
  if (!s)
    s = chk(hip.DeviceGetP2PAttribute(atomics, CJ_HIP_P2P_ATOMICS, dev, peer),
            "hipDeviceGetP2PAttribute");
  if (!s) snprintf(link, n, "link type %s (%d)", cj__hsa_link_name(type), type);
  return s;
}

static cj_status hip_version(char *buf, size_t n) {
  LOADED();
  int d = 0, r = 0;
  if (hip.RuntimeGetVersion(&r) != 0 || r <= 0) {
    hip.GetLastError();
    snprintf(buf, n, "HIP runtime (version unknown)");
    return CJ_OK;
  }
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
    .fill_async = hip_fill_async,
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
    .stream_wait_event = hip_stream_wait_event,
    .graph_begin = hip_graph_begin,
    .graph_end = hip_graph_end,
    .graph_launch = hip_graph_launch,
    .graph_destroy = hip_graph_destroy,
    .version = hip_version,
    .link_info = hip_link_info,
};
