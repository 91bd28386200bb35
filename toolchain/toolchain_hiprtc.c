/* hiprtc: HIP text -> AMD code object. hiprtc is loaded with dlopen: libhiprtc.so.7 (ROCm 7
 * has it only there), .so.6, or the HIP runtime itself (ROCm 5 and 6); no HIP header is
 * included, the entry points are declared in hip_abi.h. */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "hip_abi.h"
#include "hip_lib.h"
#include "support.h"
#include "toolchain.h"

static struct {
  void *lib;
#define RTC_FIELD(f, sym, args) cj_rtc_result(*f) args;
  CJ_RTC_FUNCS(RTC_FIELD)
#undef RTC_FIELD
  const char *(*error_string)(cj_rtc_result);
  int version; /* HIP major * 100 + minor; 0 when unknown */
  char err[1024];
} rtc;
static pthread_once_t rtc_once = PTHREAD_ONCE_INIT;
/* hiprtc of ROCm 5.x is not reliably thread-safe: compiles are serialised. */
static pthread_mutex_t rtc_lock = PTHREAD_MUTEX_INITIALIZER;

/* The library: a hiprtc the process already loaded, else libhiprtc of the HIP runtime's major,
 * newer ones, and last the HIP runtime (which holds hiprtc before ROCm 7). */
static void *rtc_open(void *hip, int hip_version, char *tried, size_t n) {
  const char *names[CJ_HIP_LIB_NAMES_MAX];
  char major[32];
  cj__hiprtc_lib_names(cj__env()->hiprtc_lib, hip_version / 100, major, names);
  void *h = cj__dlopen_reuse_first(names, tried, n);
  if (!h && cj__dlsym(hip, "hiprtcCreateProgram")) h = hip;
  return h;
}

/* The version comes from the HIP runtime (hiprtcVersion answers 9.0 whatever the release);
 * without one, from the name of the file hiprtc was loaded from (libhiprtc.so.6.4.43484). */
static int rtc_version_of(int hip_version) {
  return hip_version ? hip_version : cj__lib_file_version(rtc.lib, "hiprtcCreateProgram");
}

static void rtc_load(void) {
  char tried_hip[384], tried[384];
  void *hip = cj__hip_open(tried_hip, sizeof tried_hip);
  int hip_version = hip ? cj__hip_runtime_version(hip) : 0;
  rtc.lib = rtc_open(hip, hip_version, tried, sizeof tried);
  if (!rtc.lib) {
    snprintf(rtc.err, sizeof rtc.err, "hiprtc not found (tried %s%s%s; set COLLJIT_HIPRTC_LIB)",
             tried, hip ? ", and the HIP runtime, which has no hiprtc" : "; no HIP runtime: ",
             hip ? "" : tried_hip);
    return;
  }
  const char *missing = NULL;
#define RTC_SYM(f, sym, args)                                                                      \
  if (!(*(void **)&rtc.f = cj__dlsym(rtc.lib, #sym)) && !missing) missing = #sym;
  CJ_RTC_FUNCS(RTC_SYM)
#undef RTC_SYM
  *(void **)&rtc.error_string = cj__dlsym(rtc.lib, "hiprtcGetErrorString");
  if (missing || !rtc.error_string) {
    snprintf(rtc.err, sizeof rtc.err, "the hiprtc library lacks %s",
             missing ? missing : "hiprtcGetErrorString");
    rtc.lib = NULL;
    return;
  }
  rtc.version = rtc_version_of(hip_version);
}

static cj_status rtc_ready(void) {
  pthread_once(&rtc_once, rtc_load);
  return rtc.lib ? CJ_OK : cj__fail(CJ_E_UNAVAILABLE, "%s", rtc.err);
}

/* The first HIP release whose hiprtc knows an architecture. Asking an older hiprtc for an
 * unknown one aborts the process (seen with 5.2 and gfx942), so it is refused up front. */
static int rtc_min_version(cj_arch a) {
  switch (a) {
  case CJ_ARCH_GFX90A:
    return 500;
  case CJ_ARCH_GFX942:
    return 507;
  case CJ_ARCH_GFX950:
    return 604;
  default:
    return -1;
  }
}

static int rtc_supports(const cj_target *t) { return rtc_min_version(t->arch) >= 0; }

static cj_status rtc_identity(cj_sb *out) {
  cj_status st = rtc_ready();
  if (st) return st;
  if (rtc.version)
    cj_sb_printf(out, "hiprtc %d.%d", rtc.version / 100, rtc.version % 100);
  else
    cj_sb_puts(out, "hiprtc unknown-version");
  return CJ_OK;
}

/* Appends the program log to `log` and returns it (malloc'd, may be NULL). */
static char *rtc_take_log(cj_rtc_prog prog, cj_sb *log) {
  size_t n = 0;
  if (rtc.log_size(prog, &n) != 0 || n == 0) return NULL;
  char *text = calloc(1, n + 1);
  if (!text) return NULL;
  if (rtc.get_log(prog, text) != 0) text[0] = 0;
  if (log) cj_sb_puts(log, text);
  return text;
}

static cj_status rtc_get_code(cj_rtc_prog prog, cj_blob *out) {
  size_t n = 0;
  if (rtc.code_size(prog, &n) != 0 || n == 0)
    return cj__fail(CJ_E_COMPILE, "hiprtc produced no code object");
  char *data = malloc(n + 1);
  if (!data) return cj__fail(CJ_E_OOM, "hiprtc: code object of %zu bytes", n);
  if (rtc.get_code(prog, data) != 0) {
    free(data);
    return cj__fail(CJ_E_COMPILE, "hiprtc: could not read the code object");
  }
  data[n] = 0;
  out->data = data;
  out->size = n;
  return CJ_OK;
}

/* A known version below an architecture's first release is refused (an older hiprtc aborts
 * the process on an architecture it does not know). An unknown version is not: the compile
 * itself then says whether this hiprtc knows the architecture. */
static cj_status rtc_check_target(const cj_target *t, cj_artefact what) {
  if (what != CJ_ART_OBJ)
    return cj__fail(CJ_E_UNSUPPORTED, "hiprtc produces only code objects (no PTX or assembly)");
  int need = rtc_min_version(t->arch);
  if (need < 0) return cj__fail(CJ_E_UNSUPPORTED, "hiprtc cannot build for %s", t->full);
  if (rtc.version && rtc.version < need)
    return cj__fail(CJ_E_UNAVAILABLE, "hiprtc %d.%d does not know %s (needs HIP %d.%d or later)",
                    rtc.version / 100, rtc.version % 100, t->name, need / 100, need % 100);
  return CJ_OK;
}

static cj_status rtc_run(cj_rtc_prog prog, const char *kname, const cj_target *t, cj_blob *out,
                         cj_sb *log) {
  char arch[80];
  snprintf(arch, sizeof arch, "--offload-arch=%s", t->full);
  const char *opts[] = {arch, "-O3", "-ffp-contract=off"};
  cj_rtc_result r = rtc.compile(prog, 3, opts);
  char *text = rtc_take_log(prog, log);
  cj_status st = CJ_OK;
  if (r != 0)
    st = cj__fail(CJ_E_COMPILE, "hiprtc (%s) failed on %s for %s: %.1400s", rtc.error_string(r),
                  kname, t->full, text && *text ? text : "(no log)");
  free(text);
  return st ? st : rtc_get_code(prog, out);
}

static cj_status rtc_compile(const char *src, const char *kname, const cj_target *t,
                             cj_artefact what, cj_blob *out, cj_sb *log) {
  cj_status st = rtc_ready();
  if (st) return st;
  if ((st = rtc_check_target(t, what))) return st;
  out->data = NULL;
  out->size = 0;
  char file[96];
  snprintf(file, sizeof file, "%.80s.hip", kname);
  pthread_mutex_lock(&rtc_lock);
  cj_rtc_prog prog = NULL;
  cj_rtc_result r = rtc.create(&prog, src, file, 0, NULL, NULL);
  if (r != 0)
    st = cj__fail(CJ_E_COMPILE, "hiprtcCreateProgram: %s", rtc.error_string(r));
  else
    st = rtc_run(prog, kname, t, out, log);
  if (prog) rtc.destroy(&prog);
  pthread_mutex_unlock(&rtc_lock);
  return st;
}

static cj_status rtc_builds(const cj_target *t) {
  cj_status st = rtc_ready();
  return st ? st : rtc_check_target(t, CJ_ART_OBJ);
}

const cj_toolchain cj__toolchain_hiprtc = {
    CJ_COMPILER_HIPRTC, "hiprtc", 0, rtc_supports, rtc_identity, rtc_compile, rtc_builds,
};
