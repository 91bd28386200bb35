/* hiprtc: HIP text -> AMD code object. libamdhip64 (which holds hiprtc) is loaded with dlopen;
 * no HIP header is included, the few entry points are declared here. */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "support.h"
#include "toolchain.h"

typedef int rtc_result; /* hiprtcResult: 0 is success, 6 a compilation error */
typedef struct rtc_prog *rtc_prog;

static struct {
  void *lib;
  rtc_result (*create)(rtc_prog *, const char *, const char *, int, const char *const *,
                       const char *const *);
  rtc_result (*compile)(rtc_prog, int, const char *const *);
  rtc_result (*destroy)(rtc_prog *);
  rtc_result (*log_size)(rtc_prog, size_t *);
  rtc_result (*get_log)(rtc_prog, char *);
  rtc_result (*code_size)(rtc_prog, size_t *);
  rtc_result (*get_code)(rtc_prog, char *);
  const char *(*error_string)(rtc_result);
  int version; /* HIP major * 100 + minor; 0 when unknown */
  char err[512];
} rtc;
static pthread_once_t rtc_once = PTHREAD_ONCE_INIT;
/* hiprtc of ROCm 5.x is not reliably thread-safe: compiles are serialised. */
static pthread_mutex_t rtc_lock = PTHREAD_MUTEX_INITIALIZER;

#define RTC_SYM(field, name)                                                                       \
  do {                                                                                             \
    *(void **)&rtc.field = cj__dlsym(rtc.lib, name);                                               \
    if (!rtc.field) missing = name;                                                                \
  } while (0)

/* The version: hipRuntimeGetVersion works without a GPU (50221153 is 5.2); older hiprtc
 * answers a fixed 9.0 to hiprtcVersion, so that is only trusted below 9. */
static void rtc_read_version(void) {
  int (*runtime_version)(int *) = NULL;
  rtc_result (*rtc_version)(int *, int *) = NULL;
  *(void **)&runtime_version = cj__dlsym(rtc.lib, "hipRuntimeGetVersion");
  *(void **)&rtc_version = cj__dlsym(rtc.lib, "hiprtcVersion");
  int v = 0, major = 0, minor = 0;
  if (runtime_version && runtime_version(&v) == 0 && v > 0)
    rtc.version = (v / 10000000) * 100 + (v / 100000) % 100;
  else if (rtc_version && rtc_version(&major, &minor) == 0 && major > 0 && major < 9)
    rtc.version = major * 100 + minor;
}

static void rtc_load(void) {
  const cj_env *env = cj__env();
  const char *names[] = {env->hip_lib ? env->hip_lib : "",
                         "libamdhip64.so.5",
                         "libamdhip64.so",
                         "libhiprtc.so.5",
                         "libhiprtc.so",
                         NULL};
  char tried[384];
  rtc.lib = cj__dlopen_first(names, tried, sizeof tried);
  if (!rtc.lib) {
    snprintf(rtc.err, sizeof rtc.err, "hiprtc not found (tried %s; set COLLJIT_HIP_LIB)", tried);
    return;
  }
  const char *missing = NULL;
  RTC_SYM(create, "hiprtcCreateProgram");
  RTC_SYM(compile, "hiprtcCompileProgram");
  RTC_SYM(destroy, "hiprtcDestroyProgram");
  RTC_SYM(log_size, "hiprtcGetProgramLogSize");
  RTC_SYM(get_log, "hiprtcGetProgramLog");
  RTC_SYM(code_size, "hiprtcGetCodeSize");
  RTC_SYM(get_code, "hiprtcGetCode");
  RTC_SYM(error_string, "hiprtcGetErrorString");
  if (missing) {
    snprintf(rtc.err, sizeof rtc.err, "the HIP library lacks %s", missing);
    rtc.lib = NULL;
    return;
  }
  rtc_read_version();
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
static char *rtc_take_log(rtc_prog prog, cj_sb *log) {
  size_t n = 0;
  if (rtc.log_size(prog, &n) != 0 || n == 0) return NULL;
  char *text = calloc(1, n + 1);
  if (!text) return NULL;
  if (rtc.get_log(prog, text) != 0) text[0] = 0;
  if (log) cj_sb_puts(log, text);
  return text;
}

static cj_status rtc_get_code(rtc_prog prog, cj_blob *out) {
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

static cj_status rtc_check_target(const cj_target *t, cj_artefact what) {
  if (what != CJ_ART_OBJ)
    return cj__fail(CJ_E_UNSUPPORTED, "hiprtc produces only code objects (no PTX or assembly)");
  int need = rtc_min_version(t->arch);
  if (need < 0) return cj__fail(CJ_E_UNSUPPORTED, "hiprtc cannot build for %s", t->full);
  if (rtc.version < need)
    return cj__fail(CJ_E_UNAVAILABLE, "hiprtc %d.%d does not know %s (needs HIP %d.%d or later)",
                    rtc.version / 100, rtc.version % 100, t->name, need / 100, need % 100);
  return CJ_OK;
}

static cj_status rtc_run(rtc_prog prog, const char *kname, const cj_target *t, cj_blob *out,
                         cj_sb *log) {
  char arch[80];
  snprintf(arch, sizeof arch, "--offload-arch=%s", t->full);
  const char *opts[] = {arch, "-O3", "-ffp-contract=off"};
  rtc_result r = rtc.compile(prog, 3, opts);
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
  rtc_prog prog = NULL;
  rtc_result r = rtc.create(&prog, src, file, 0, NULL, NULL);
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
