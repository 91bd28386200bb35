/* The HIP runtime's and hiprtc's library names, in the order tried, and their versions. */
#define _GNU_SOURCE
#include "hip_lib.h"

#include <dlfcn.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "support.h"

int cj__hip_lib_names(const char *env, const char **out) {
  static const char *const names[] = {"libamdhip64.so.7", "libamdhip64.so.6", "libamdhip64.so.5",
                                      "libamdhip64.so", "/opt/rocm/lib/libamdhip64.so"};
  int n = 0;
  if (env && *env) out[n++] = env;
  for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
    out[n++] = names[i];
  out[n] = NULL;
  return n;
}

int cj__hiprtc_lib_names(const char *env, int hip_major, char buf[32], const char **out) {
  static const char *const names[] = {"libhiprtc.so.7", "libhiprtc.so.6", "libhiprtc.so.5",
                                      "libhiprtc.so", "/opt/rocm/lib/libhiprtc.so"};
  int n = 0;
  if (env && *env) out[n++] = env;
  if (hip_major > 0 && hip_major < 100) {
    snprintf(buf, 32, "libhiprtc.so.%d", hip_major);
    out[n++] = buf;
  }
  for (size_t i = 0; i < sizeof names / sizeof names[0]; i++)
    if (hip_major <= 0 || hip_major >= 100 || strcmp(buf, names[i])) out[n++] = names[i];
  out[n] = NULL;
  return n;
}

void *cj__hip_open(char *msg, size_t msglen) {
  const char *names[CJ_HIP_LIB_NAMES_MAX];
  cj__hip_lib_names(cj__env()->hip_lib, names);
  return cj__dlopen_reuse_first(names, msg, msglen);
}

int cj__hip_version_mm(int v) {
  int major = v / 10000000, minor = v / 100000 % 100;
  return v > 0 && major >= 1 && major < 100 ? major * 100 + minor : 0;
}

/* Reads "<digits>" at *p, advancing it; -1 when there is no digit. */
static int digits(const char **p) {
  if (**p < '0' || **p > '9') return -1;
  long v = strtol(*p, (char **)p, 10);
  return v > 9999 ? -1 : (int)v;
}

int cj__so_name_version(const char *path) {
  const char *base = path ? strrchr(path, '/') : NULL;
  base = base ? base + 1 : path;
  const char *so = base ? strstr(base, ".so.") : NULL;
  if (!so) return 0;
  const char *p = so + 4;
  int major = digits(&p), minor = 0;
  if (major <= 0 || major >= 100) return 0;
  if (*p == '.') {
    p++;
    minor = digits(&p);
    if (minor < 0 || minor >= 100) return 0;
  }
  return *p == 0 || *p == '.' ? major * 100 + minor : 0;
}

int cj__lib_file_version(void *lib, const char *sym) {
  void *addr = cj__dlsym(lib, sym);
  Dl_info info;
  if (!addr || !dladdr(addr, &info) || !info.dli_fname) return 0;
  char real[PATH_MAX];
  int v = realpath(info.dli_fname, real) ? cj__so_name_version(real) : 0;
  return v ? v : cj__so_name_version(info.dli_fname);
}

int cj__hip_runtime_version(void *lib) {
  static const char *const getters[] = {"hipRuntimeGetVersion", "hipDriverGetVersion"};
  for (int i = 0; i < 2; i++) {
    int (*get)(int *) = NULL;
    *(void **)&get = cj__dlsym(lib, getters[i]);
    int v = 0;
    if (get && get(&v) == 0 && cj__hip_version_mm(v)) return cj__hip_version_mm(v);
  }
  return cj__lib_file_version(lib, "hipInit");
}
