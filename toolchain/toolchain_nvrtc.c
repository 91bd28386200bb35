/* NVRTC: HIP text (with the NVIDIA prelude) -> cubin or PTX. libnvrtc is loaded with dlopen;
 * no CUDA header is included, the few entry points are declared here. NVRTC is thread-safe. */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "support.h"
#include "toolchain.h"

typedef int nv_result; /* nvrtcResult: 0 is success, 6 a compilation error */
typedef struct nv_prog *nv_prog;

static struct {
  void *lib;
  nv_result (*create)(nv_prog *, const char *, const char *, int, const char *const *,
                      const char *const *);
  nv_result (*compile)(nv_prog, int, const char *const *);
  nv_result (*destroy)(nv_prog *);
  nv_result (*log_size)(nv_prog, size_t *);
  nv_result (*get_log)(nv_prog, char *);
  nv_result (*ptx_size)(nv_prog, size_t *);
  nv_result (*get_ptx)(nv_prog, char *);
  nv_result (*cubin_size)(nv_prog, size_t *); /* NULL before CUDA 11.1 */
  nv_result (*get_cubin)(nv_prog, char *);
  nv_result (*version)(int *, int *);
  const char *(*error_string)(nv_result);
  int major, minor;
  char err[640];
} nv;
static pthread_once_t nv_once = PTHREAD_ONCE_INIT;

#define NV_SYM(field, name)                                                                        \
  do {                                                                                             \
    *(void **)&nv.field = cj__dlsym(nv.lib, name);                                                 \
    if (!nv.field) missing = name;                                                                 \
  } while (0)

static void nv_load(void) {
  const cj_env *env = cj__env();
  char home_so[320], home_so13[320];
  snprintf(home_so, sizeof home_so, "%s/lib64/libnvrtc.so", env->cuda_home);
  snprintf(home_so13, sizeof home_so13, "%s/lib64/libnvrtc.so.13", env->cuda_home);
  const char *names[] = {env->nvrtc_lib ? env->nvrtc_lib : "",
                         "libnvrtc.so.13",
                         "libnvrtc.so.12",
                         "libnvrtc.so",
                         home_so13,
                         home_so,
                         NULL};
  char tried[512];
  nv.lib = cj__dlopen_first(names, tried, sizeof tried);
  if (!nv.lib) {
    snprintf(nv.err, sizeof nv.err, "NVRTC not found (tried %s; set COLLJIT_NVRTC_LIB)", tried);
    return;
  }
  const char *missing = NULL;
  NV_SYM(create, "nvrtcCreateProgram");
  NV_SYM(compile, "nvrtcCompileProgram");
  NV_SYM(destroy, "nvrtcDestroyProgram");
  NV_SYM(log_size, "nvrtcGetProgramLogSize");
  NV_SYM(get_log, "nvrtcGetProgramLog");
  NV_SYM(ptx_size, "nvrtcGetPTXSize");
  NV_SYM(get_ptx, "nvrtcGetPTX");
  NV_SYM(version, "nvrtcVersion");
  NV_SYM(error_string, "nvrtcGetErrorString");
  if (missing || nv.version(&nv.major, &nv.minor) != 0) {
    snprintf(nv.err, sizeof nv.err, "the NVRTC library lacks %s", missing ? missing : "a version");
    nv.lib = NULL;
    return;
  }
  *(void **)&nv.cubin_size = cj__dlsym(nv.lib, "nvrtcGetCUBINSize");
  *(void **)&nv.get_cubin = cj__dlsym(nv.lib, "nvrtcGetCUBIN");
}

static cj_status nv_ready(void) {
  pthread_once(&nv_once, nv_load);
  return nv.lib ? CJ_OK : cj__fail(CJ_E_UNAVAILABLE, "%s", nv.err);
}

static int nv_supports(const cj_target *t) { return t->vendor == CJ_VENDOR_NVIDIA; }

static cj_status nv_identity(cj_sb *out) {
  cj_status st = nv_ready();
  if (st) return st;
  cj_sb_printf(out, "nvrtc %d.%d", nv.major, nv.minor);
  return CJ_OK;
}

/* Appends the program log to `log` and returns it (malloc'd, may be NULL). */
static char *nv_take_log(nv_prog prog, cj_sb *log) {
  size_t n = 0;
  if (nv.log_size(prog, &n) != 0 || n == 0) return NULL;
  char *text = calloc(1, n + 1);
  if (!text) return NULL;
  if (nv.get_log(prog, text) != 0) text[0] = 0;
  if (log) cj_sb_puts(log, text);
  return text;
}

/* PTX (text, NUL included in the size NVRTC reports; trimmed here) or cubin. */
static cj_status nv_get_output(nv_prog prog, cj_artefact what, cj_blob *out) {
  int ptx = what == CJ_ART_PTX;
  size_t n = 0;
  if ((ptx ? nv.ptx_size : nv.cubin_size)(prog, &n) != 0 || n == 0)
    return cj__fail(CJ_E_COMPILE, "NVRTC produced no %s", ptx ? "PTX" : "cubin");
  char *data = malloc(n + 1);
  if (!data) return cj__fail(CJ_E_OOM, "NVRTC: output of %zu bytes", n);
  if ((ptx ? nv.get_ptx : nv.get_cubin)(prog, data) != 0) {
    free(data);
    return cj__fail(CJ_E_COMPILE, "NVRTC: could not read the %s", ptx ? "PTX" : "cubin");
  }
  data[n] = 0;
  out->data = data;
  out->size = ptx ? strlen(data) : n;
  return CJ_OK;
}

static cj_status nv_run(nv_prog prog, const char *kname, const cj_target *t, cj_artefact what,
                        cj_blob *out, cj_sb *log, int sm90a) {
  /* t->name is "sm_90": a cubin for sm_90, or PTX for the virtual compute_90 (sm_90a /
   * compute_90a for a kernel with warpgroup MMA: CJ_NEEDS_SM90A) */
  char arch[64];
  const char *a = sm90a ? "a" : "";
  if (what == CJ_ART_PTX)
    snprintf(arch, sizeof arch, "--gpu-architecture=compute_%s%s", t->name + 3, a);
  else
    snprintf(arch, sizeof arch, "--gpu-architecture=%s%s", t->name, a);
  const char *opts[] = {arch, "--fmad=false", "-std=c++17"};
  nv_result r = nv.compile(prog, 3, opts);
  char *text = nv_take_log(prog, log);
  cj_status st = CJ_OK;
  if (r != 0)
    st = cj__fail(CJ_E_COMPILE, "NVRTC (%s) failed on %s for %s: %.1400s", nv.error_string(r),
                  kname, t->full, text && *text ? text : "(no log)");
  free(text);
  return st ? st : nv_get_output(prog, what, out);
}

static cj_status nv_check(const cj_target *t, cj_artefact what) {
  if (!nv_supports(t) || strncmp(t->name, "sm_", 3) != 0)
    return cj__fail(CJ_E_UNSUPPORTED, "NVRTC cannot build for %s", t->full);
  if (what == CJ_ART_ASM)
    return cj__fail(CJ_E_UNSUPPORTED, "NVRTC has no assembly output; ask for PTX");
  if (what == CJ_ART_OBJ && (!nv.cubin_size || !nv.get_cubin))
    return cj__fail(CJ_E_UNSUPPORTED, "NVRTC %d.%d cannot produce a cubin; ask for PTX", nv.major,
                    nv.minor);
  return CJ_OK;
}

static cj_status nv_compile(const char *src, const char *kname, const cj_target *t,
                            cj_artefact what, cj_blob *out, cj_sb *log) {
  cj_status st = nv_ready();
  if (st) return st;
  if ((st = nv_check(t, what))) return st;
  out->data = NULL;
  out->size = 0;
  char file[96];
  snprintf(file, sizeof file, "%.80s.cu", kname);
  nv_prog prog = NULL;
  nv_result r = nv.create(&prog, src, file, 0, NULL, NULL);
  if (r != 0)
    st = cj__fail(CJ_E_COMPILE, "nvrtcCreateProgram: %s", nv.error_string(r));
  else
    st = nv_run(prog, kname, t, what, out, log,
                t->arch == CJ_ARCH_SM90 && strstr(src, CJ_NEEDS_SM90A) != NULL);
  if (prog) nv.destroy(&prog);
  return st;
}

static cj_status nv_builds(const cj_target *t) {
  if (!nv_supports(t)) return cj__fail(CJ_E_UNSUPPORTED, "nvrtc builds only NVIDIA targets");
  return nv_ready();
}

const cj_toolchain cj__toolchain_nvrtc = {
    CJ_COMPILER_NVRTC, "nvrtc", 0, nv_supports, nv_identity, nv_compile, nv_builds,
};
