/* The HIP backend against a fake HIP runtime (fake_hip.c, loaded through COLLJIT_HIP_LIB), no
 * GPU: the architecture read at gcnArchName's R0600 offset, heap memory uncached, else
 * fine-grained, else refused (never hipMalloc), allocations and frees in relaxed capture mode,
 * hipStreamIsCapturing's 906 read as capturing, the IPC open flags found when the runtime's
 * version is unknown, the link type named. */
#include <dlfcn.h>
#include <stdlib.h>

#include "backend.h"
#include "fake_hip.h"
#include "hip_abi.h"
#include "support.h"
#include "test.h"

static fake_hip_state *fake;
static const cj_backend *be = &cj__backend_hip;

static void reset_calls(void) { fake->calls[0] = 0; }

static void device(void) {
  int n = 0;
  cj_device_info info;
  CHECK(be->load() == CJ_OK, "load: %s", cj_last_error());
  CHECK(be->device_count(&n) == CJ_OK && n == 1, "%d devices", n);
  CHECK(be->device_info(0, &info) == CJ_OK, "device_info: %s", cj_last_error());
  CHECK_STREQ(info.arch, "gfx950:sramecc+:xnack-");
  CHECK_EQ(info.warp_size, 64);
  char link[64] = "";
  int access = 0, atomics = 0;
  CHECK(be->link_info(0, 0, &access, &atomics, link, sizeof link) == CJ_OK, "%s", cj_last_error());
  CHECK_STREQ(link, "link type XGMI (4)");
}

static void allocation(void) {
  uint64_t p = 0;
  reset_calls();
  CHECK(be->alloc(4096, &p) == CJ_OK && p, "alloc: %s", cj_last_error());
  CHECK_EQ(fake->last_alloc_flags, CJ_HIP_MALLOC_UNCACHED);
  CHECK_STREQ(fake->calls, "mode(relaxed) ext(uncached) mode(back) ");
  CHECK_EQ(fake->capture_mode, CJ_HIP_CAPTURE_MODE_GLOBAL); /* the caller's mode is back */
  reset_calls();
  CHECK(be->release(p) == CJ_OK, "release: %s", cj_last_error());
  CHECK_STREQ(fake->calls, "mode(relaxed) hipFree mode(back) ");

  fake->uncached_fails = 1; /* a runtime without uncached memory (before ROCm 5.7) */
  fake->alloc_error = CJ_HIP_ERR_INVALID_VALUE;
  reset_calls();
  CHECK(be->alloc(4096, &p) == CJ_OK, "fine-grained fallback: %s", cj_last_error());
  CHECK_EQ(fake->last_alloc_flags, CJ_HIP_MALLOC_FINEGRAINED);
  CHECK_STREQ(fake->calls, "mode(relaxed) ext(uncached) ext(fine) mode(back) ");

  fake->fine_fails = 1; /* neither: refused, not coarse-grained hipMalloc */
  reset_calls();
  cj_status s = be->alloc(4096, &p);
  CHECK(s == CJ_E_UNSUPPORTED, "no shared memory kind: %s", cj_status_name(s));
  CHECK(strstr(cj_last_error(), "coarse-grained") != NULL, "message: %s", cj_last_error());
  CHECK_STREQ(fake->calls, "mode(relaxed) ext(uncached) ext(fine) mode(back) ");

  fake->alloc_error = CJ_HIP_ERR_OUT_OF_MEMORY; /* out of memory is that, not a fallback */
  reset_calls();
  s = be->alloc(4096, &p);
  CHECK(s == CJ_E_OOM, "out of memory: %s", cj_status_name(s));
  CHECK_STREQ(fake->calls, "mode(relaxed) ext(uncached) mode(back) ");
  fake->uncached_fails = fake->fine_fails = 0;
}

static void capture(void) {
  int yes = -1;
  fake->capture_result = CJ_HIP_ERR_CAPTURE_IMPLICIT;
  CHECK(be->stream_capturing(NULL, &yes) == CJ_OK && yes == 1, "906: %d", yes);
  fake->capture_result = CJ_HIP_SUCCESS;
  fake->capture_status = CJ_HIP_CAPTURE_ACTIVE;
  CHECK(be->stream_capturing(NULL, &yes) == CJ_OK && yes == 1, "active: %d", yes);
  fake->capture_status = CJ_HIP_CAPTURE_NONE;
  CHECK(be->stream_capturing(NULL, &yes) == CJ_OK && yes == 0, "none: %d", yes);
  fake->capture_result = 400;
  CHECK(be->stream_capturing(NULL, &yes) == CJ_E_DEVICE, "an error is an error");
}

/* The version is unknown (the fake's version calls fail and its file name has none) and the
 * runtime takes only flags 0, as ROCm 5: the lazy flag is tried, then 0, which is kept. */
static void ipc(void) {
  cj_ipc_handle h;
  uint64_t p = 0;
  memset(&h, 0, sizeof h);
  fake->ipc_flags_accepted = 0;
  CHECK(be->ipc_import(&h, &p) == CJ_OK && p, "import: %s", cj_last_error());
  CHECK_EQ(fake->ipc_opens, 2);
  CHECK(be->ipc_import(&h, &p) == CJ_OK, "second import: %s", cj_last_error());
  CHECK_EQ(fake->ipc_opens, 3);
}

int main(void) {
  setenv("COLLJIT_HIP_LIB", FAKE_HIP_PATH, 1); /* before the environment is first read */
  void *lib = dlopen(FAKE_HIP_PATH, RTLD_NOW | RTLD_LOCAL);
  CHECK(lib != NULL, "%s: %s", FAKE_HIP_PATH, dlerror());
  if (!lib) return test_end();
  fake = dlsym(lib, "fake_hip");
  fake->version = 0;
  fake->capture_mode = CJ_HIP_CAPTURE_MODE_GLOBAL;
  device();
  allocation();
  capture();
  ipc();
  return test_end();
}
