/* Device backends: one table of functions per vendor, filled from the vendor library loaded
 * with dlopen (CUDA driver API from libcuda.so.1; HIP from libamdhip64). Every entry returns a
 * cj_status: CJ_E_UNAVAILABLE when the library is missing, CJ_E_DEVICE with the driver's own
 * message when a call fails. Device addresses travel as uint64_t; streams, modules, functions,
 * events and graphs as opaque pointers (a CUstream / hipStream_t from the caller is accepted
 * as is). */
#ifndef COLLJIT_BACKEND_H
#define COLLJIT_BACKEND_H

#include <stddef.h>
#include <stdint.h>

#include "codegen.h"
#include "kabi.h"

typedef struct cj_device_info {
  char name[96];
  char arch[48]; /* target string: "sm_90", "gfx942:sramecc+:xnack-" */
  char pci[32];  /* PCI bus id */
  int sm_count;  /* multiprocessors / compute units */
  int warp_size;
  uint64_t total_mem;
} cj_device_info;

typedef struct cj_ipc_handle {
  unsigned char bytes[64];
} cj_ipc_handle;

typedef struct cj_backend {
  const char *name;
  cj_vendor vendor;
  cj_status (*load)(void); /* loads and initialises the library once; cheap after that */
  cj_status (*device_count)(int *n);
  cj_status (*device_info)(int dev, cj_device_info *out);
  cj_status (*bind)(int dev); /* makes dev current on the calling thread */
  /* memory (on the bound device). alloc gives memory that peers may poll and update with
   * system-scope atomics (fine-grained on AMD). */
  cj_status (*alloc)(size_t n, uint64_t *dptr);
  cj_status (*release)(uint64_t dptr);
  cj_status (*fill)(uint64_t dptr, int byte, size_t n); /* synchronous */
  cj_status (*copy_htod)(uint64_t dst, const void *src, size_t n); /* complete on return */
  cj_status (*copy_dtoh)(void *dst, uint64_t src, size_t n);
  cj_status (*copy_dtod_async)(uint64_t dst, uint64_t src, size_t n, void *stream);
  /* the allocation that contains p, or CJ_E_INVALID if p is not device memory */
  cj_status (*pointer_range)(uint64_t p, uint64_t *base, size_t *size);
  /* sharing between processes and devices */
  cj_status (*ipc_export)(uint64_t dptr, cj_ipc_handle *h);
  cj_status (*ipc_import)(const cj_ipc_handle *h, uint64_t *dptr);
  cj_status (*ipc_close)(uint64_t dptr);
  cj_status (*can_access_peer)(int dev, int peer, int *yes);
  cj_status (*enable_peer)(int peer); /* from the bound device; already enabled is fine */
  /* code */
  cj_status (*module_load)(const void *image, size_t size, void **mod);
  cj_status (*module_function)(void *mod, const char *name, void **fn);
  cj_status (*module_unload)(void *mod);
  cj_status (*launch)(void *fn, unsigned grid, unsigned block, unsigned shmem, void *stream,
                      void **args);
  /* streams, events, graphs */
  cj_status (*stream_create)(void **stream);
  cj_status (*stream_destroy)(void *stream);
  cj_status (*stream_sync)(void *stream);
  cj_status (*stream_capturing)(void *stream, int *yes);
  cj_status (*event_create)(void **ev);
  cj_status (*event_destroy)(void *ev);
  cj_status (*event_record)(void *ev, void *stream);
  cj_status (*event_elapsed_ms)(void *start, void *end, float *ms);
  cj_status (*graph_begin)(void *stream);
  cj_status (*graph_end)(void *stream, void **exec);
  cj_status (*graph_launch)(void *exec, void *stream);
  cj_status (*graph_destroy)(void *exec);
  /* "CUDA driver 13.0" style identity */
  cj_status (*version)(char *buf, size_t n);
  /* link between two devices: direct access, native atomics over the link, and what the
   * vendor says of the link itself, as text ("performance rank 0 (0 best)" from CUDA, "link
   * type XGMI (4)" from ROCm, whose "performance rank" attribute is the HSA link type). May be
   * NULL. */
  cj_status (*link_info)(int dev, int peer, int *access, int *atomics, char *link, size_t n);
  /* work queued on `stream` after this waits for the event's last record (also inside a
   * capture, where it becomes a graph edge: the fork and join of a second stream) */
  cj_status (*stream_wait_event)(void *stream, void *ev);
  /* lets fn be launched with `bytes` of dynamic shared memory (CUDA's opt-in beyond 48 KiB);
   * NULL where kernels never take dynamic shared memory (AMD: LDS is static) */
  cj_status (*func_dynamic_shared)(void *fn, unsigned bytes);
  /* n bytes at dptr set to `byte`, queued on stream (graph-capturable, unlike fill) */
  cj_status (*fill_async)(uint64_t dptr, int byte, size_t n, void *stream);
  /* the driver's encoding of a tensor map (kabi.h cj_tmap) into out (CJ_TMAP_BYTES, 64-byte
   * aligned); NULL where the vendor has none (AMD), CJ_E_UNAVAILABLE where the driver lacks
   * it (before CUDA 12) */
  cj_status (*tensor_map)(const cj_tmap *d, void *out);
} cj_backend;

extern const cj_backend cj__backend_cuda;
extern const cj_backend cj__backend_hip;

/* What is known of the link a -> b: peer access, and, where the backend says (link_info),
 * native atomics (else *atomics = -1) and its text in link[n]. Never fails: a backend that
 * says nothing of the link answers peer access only (runtime/info.c). */
void cj__link_facts(const cj_backend *be, int a, int b, int *access, int *atomics, char *link,
                    size_t n);

/* The first backend whose library loads and has at least one device; NULL when none. */
const cj_backend *cj__backend_any(void);
const cj_backend *cj__backend_for(cj_vendor v);

#endif
