/* What the HIP backend and the hiprtc toolchain decide without a GPU: the order library names
 * are tried in, reuse of a library the process already loaded, version numbers (HIP_VERSION
 * and file names), hipStreamIsCapturing's answers, the IPC open flags, link type names, and
 * the architecture read from device properties. */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdlib.h>
#include <string.h>

#include "hip_lib.h"
#include "hip_util.h"
#include "support.h"
#include "test.h"

/* The position of `name` in a NULL-terminated list, or -1. */
static int pos(const char *const *names, const char *name) {
  for (int i = 0; names[i]; i++)
    if (!strcmp(names[i], name)) return i;
  return -1;
}

static void hip_names(void) {
  const char *n[CJ_HIP_LIB_NAMES_MAX];
  int count = cj__hip_lib_names(NULL, n);
  CHECK(count >= 4 && n[count] == NULL, "%d names", count);
  CHECK(pos(n, "libamdhip64.so.7") == 0, "ROCm 7 first");
  CHECK(pos(n, "libamdhip64.so.7") < pos(n, "libamdhip64.so.6"), ".so.7 before .so.6");
  CHECK(pos(n, "libamdhip64.so.6") < pos(n, "libamdhip64.so.5"), ".so.6 before .so.5");
  CHECK(pos(n, "libamdhip64.so.5") < pos(n, "libamdhip64.so"), "versioned names first");
  cj__hip_lib_names("/x/libamdhip64.so", n);
  CHECK_STREQ(n[0], "/x/libamdhip64.so");
}

static void hiprtc_names(void) {
  const char *n[CJ_HIP_LIB_NAMES_MAX];
  char buf[32];
  int count = cj__hiprtc_lib_names(NULL, 0, buf, n);
  CHECK_STREQ(n[0], "libhiprtc.so.7");
  CHECK(pos(n, "libhiprtc.so.7") < pos(n, "libhiprtc.so.6"), ".so.7 before .so.6");
  CHECK(pos(n, "libhiprtc.so.6") < pos(n, "libhiprtc.so"), "versioned names first");
  int with6 = cj__hiprtc_lib_names("/y/libhiprtc.so", 6, buf, n);
  CHECK_STREQ(n[0], "/y/libhiprtc.so");
  CHECK_STREQ(n[1], "libhiprtc.so.6"); /* the HIP runtime's major before newer ones */
  CHECK_STREQ(n[2], "libhiprtc.so.7");
  CHECK_EQ(with6, count + 1); /* the environment's name added, .so.6 moved, not repeated */
  int six = 0;
  for (int i = 0; n[i]; i++)
    six += !strcmp(n[i], "libhiprtc.so.6");
  CHECK_EQ(six, 1);
}

/* A library the process has loaded (libc) is taken before a loadable one
 * listed earlier (libanl, which nothing here loads), and the earlier one is not loaded. */
static void reuse_loaded(void) {
  void *m = dlopen("libc.so.6", RTLD_NOW | RTLD_NOLOAD);
  if (!m || dlopen("libanl.so.1", RTLD_NOW | RTLD_NOLOAD)) {
    printf("reuse test not applicable here (libc %p)\n", m);
    return;
  }
  const char *names[] = {"libanl.so.1", "libc.so.6", NULL};
  char msg[128];
  void *h = cj__dlopen_reuse_first(names, msg, sizeof msg);
  CHECK(h == m, "got %p, libc is %p", h, m);
  CHECK(dlopen("libanl.so.1", RTLD_NOW | RTLD_NOLOAD) == NULL, "libanl was loaded");
  void *first = cj__dlopen_first(names, msg, sizeof msg); /* the plain order loads libanl */
  CHECK(first && first != m, "cj__dlopen_first returned %p", first);
}

static void versions(void) {
  CHECK_EQ(cj__hip_version_mm(60443484), 604); /* Debian's ROCm 6.4.3 */
  CHECK_EQ(cj__hip_version_mm(50221153), 502);
  CHECK_EQ(cj__hip_version_mm(70051831), 700);
  CHECK_EQ(cj__hip_version_mm(0), 0);
  CHECK_EQ(cj__hip_version_mm(-1), 0);
  CHECK_EQ(cj__hip_version_mm(9000000), 0); /* major 0 */
  CHECK_EQ(cj__so_name_version("/usr/lib/x86_64-linux-gnu/libhiprtc.so.6.4.43484"), 604);
  CHECK_EQ(cj__so_name_version("/opt/rocm-7.0.1/lib/libamdhip64.so.7.0.70001"), 700);
  CHECK_EQ(cj__so_name_version("libamdhip64.so.7"), 700);
  CHECK_EQ(cj__so_name_version("libamdhip64.so.5.2.21153"), 502);
  CHECK_EQ(cj__so_name_version("/torch/lib/libamdhip64.so"), 0);
  CHECK_EQ(cj__so_name_version("libx.so.6x"), 0);
  CHECK_EQ(cj__so_name_version("/a.so.6/libhip.so"), 0); /* a directory's name says nothing */
  CHECK_EQ(cj__so_name_version(NULL), 0);
}

static void capture(void) {
  int yes = -1;
  CHECK_EQ(cj__hip_capture_state(CJ_HIP_SUCCESS, CJ_HIP_CAPTURE_NONE, &yes), 0);
  CHECK_EQ(yes, 0);
  CHECK_EQ(cj__hip_capture_state(CJ_HIP_SUCCESS, CJ_HIP_CAPTURE_ACTIVE, &yes), 0);
  CHECK_EQ(yes, 1);
  CHECK_EQ(cj__hip_capture_state(CJ_HIP_SUCCESS, CJ_HIP_CAPTURE_INVALIDATED, &yes), 0);
  CHECK_EQ(yes, 1);
  CHECK_EQ(cj__hip_capture_state(906, CJ_HIP_CAPTURE_NONE, &yes), 0); /* implicit capture */
  CHECK_EQ(yes, 1);
  CHECK_EQ(cj__hip_capture_state(400, CJ_HIP_CAPTURE_NONE, &yes), 400); /* a real error */
  CHECK_EQ(yes, 0);
}

static void ipc_flags(void) {
  unsigned f[2] = {9, 9};
  CHECK_EQ(cj__hip_ipc_flags(604, f), 1);
  CHECK_EQ(f[0], 1);
  CHECK_EQ(cj__hip_ipc_flags(700, f), 1);
  CHECK_EQ(f[0], 1);
  CHECK_EQ(cj__hip_ipc_flags(502, f), 1);
  CHECK_EQ(f[0], 0);
  CHECK_EQ(cj__hip_ipc_flags(0, f), 2); /* unknown: lazy first, then 0 */
  CHECK(f[0] == 1 && f[1] == 0, "flags %u %u", f[0], f[1]);
}

static void links(void) {
  CHECK_STREQ(cj__hsa_link_name(4), "XGMI");
  CHECK_STREQ(cj__hsa_link_name(2), "PCIe");
  CHECK_STREQ(cj__hsa_link_name(-1), "none");
  CHECK_STREQ(cj__hsa_link_name(17), "unknown");
}

static void props_arch(void) {
  static unsigned char p[CJ_HIP_PROPS_BUFFER];
  char arch[64];
  memset(p, 0, sizeof p);
  memcpy(p, "gfx000 decoy", 12); /* the device name field */
  memcpy(p + 300, "gfx90a", 7);  /* a shape without feature flags */
  memcpy(p + CJ_HIP_PROPS_R0600_ARCH, "gfx950:sramecc+:xnack-", 23);
  CHECK(cj__hip_props_arch(p, sizeof p, 1, arch, sizeof arch), "R0600: no arch");
  CHECK_STREQ(arch, "gfx950:sramecc+:xnack-");
  memset(p + CJ_HIP_PROPS_R0600_ARCH, 0, 32);
  CHECK(!cj__hip_props_arch(p, sizeof p, 1, arch, sizeof arch), "R0600 reads only its field");
  memcpy(p + 700, "gfx942:sramecc+:xnack-", 23);
  CHECK(cj__hip_props_arch(p, sizeof p, 0, arch, sizeof arch), "old layout: no arch");
  CHECK_STREQ(arch, "gfx942:sramecc+:xnack-"); /* the one with feature flags wins */
}

/* ROCM_PATH (else ROCM_HOME) names where the HIP runtime and hiprtc are tried first, unless
 * COLLJIT_HIP_LIB / COLLJIT_HIPRTC_LIB say otherwise (read once, before any other use). */
static void rocm_path(void) {
  setenv("ROCM_HOME", "/opt/other", 1);
  setenv("ROCM_PATH", "/opt/rocm-7.1.0", 1);
  setenv("COLLJIT_HIPRTC_LIB", "/z/libhiprtc.so.7", 1);
  unsetenv("COLLJIT_HIP_LIB");
  const cj_env *e = cj__env();
  CHECK(e->hip_lib && !strcmp(e->hip_lib, "/opt/rocm-7.1.0/lib/libamdhip64.so"), "hip %s",
        e->hip_lib ? e->hip_lib : "(none)");
  CHECK(e->hiprtc_lib && !strcmp(e->hiprtc_lib, "/z/libhiprtc.so.7"), "hiprtc %s",
        e->hiprtc_lib ? e->hiprtc_lib : "(none)");
  const char *n[CJ_HIP_LIB_NAMES_MAX];
  cj__hip_lib_names(e->hip_lib, n);
  CHECK_STREQ(n[0], "/opt/rocm-7.1.0/lib/libamdhip64.so");
  CHECK(pos(n, "libamdhip64.so.7") == 1, "then the usual names");
}

int main(void) {
  rocm_path();
  hip_names();
  hiprtc_names();
  reuse_loaded();
  versions();
  capture();
  ipc_flags();
  links();
  props_arch();
  return test_end();
}
