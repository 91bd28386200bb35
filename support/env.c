/* Every environment variable colljit reads is in this table (and in the README's). A value
 * that cannot be parsed, or is out of range, keeps the default and is reported once, naming
 * the variable; none becomes a silent 0 or a silent cap. */
#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "support.h"

static cj_env env;
static pthread_once_t env_once = PTHREAD_ONCE_INIT;

static const char *str_or(const char *name, const char *dflt) {
  const char *v = getenv(name);
  return (v && *v) ? v : dflt;
}

/* (cj__log reads the environment: these warnings are printed here, at its warn level.) */
static void bad_value(const char *name, const char *v, const char *why, const char *dflt) {
  if (env.log_level >= CJ_LOG_WARN)
    fprintf(stderr, "colljit warn: %s='%.64s%s' %s; the default (%s) applies\n", name, v,
            strlen(v) > 64 ? "..." : "", why, dflt);
}

int cj__parse_size(const char *s, uint64_t *out) {
  uint64_t v = 0;
  size_t i = 0;
  for (; isdigit((unsigned char)s[i]); i++) {
    if (v > (UINT64_MAX - (uint64_t)(s[i] - '0')) / 10) return -1;
    v = v * 10 + (uint64_t)(s[i] - '0');
  }
  if (i == 0) return -1;
  int shift = 0;
  const char *units = "kmgt", *u = s[i] ? strchr(units, tolower((unsigned char)s[i])) : NULL;
  if (u) {
    shift = 10 * (int)(u - units + 1);
    i++;
    if (s[i] == 'i' && s[i + 1] == 'B') i++; /* KiB */
  }
  if (s[i] == 'B') i++;
  if (s[i] || (shift && v > (UINT64_MAX >> shift))) return -1;
  *out = v << shift;
  return 0;
}

/* A size in bytes (digits, optionally K, M, G or T: powers of 1024) within lo..hi. */
static uint64_t size_or(const char *name, uint64_t dflt, uint64_t lo, uint64_t hi,
                        const char *dflt_text) {
  const char *v = getenv(name);
  uint64_t x;
  if (!v || !*v) return dflt;
  if (cj__parse_size(v, &x)) {
    bad_value(name, v, "is not a size (digits, optionally followed by K, M, G or T)", dflt_text);
    return dflt;
  }
  if (x < lo || x > hi) {
    char why[96];
    snprintf(why, sizeof why, "is out of range (%llu..%llu bytes)", (unsigned long long)lo,
             (unsigned long long)hi);
    bad_value(name, v, why, dflt_text);
    return dflt;
  }
  return x;
}

/* A whole number within lo..hi. */
static int int_or(const char *name, int dflt, int lo, int hi, const char *dflt_text) {
  const char *v = getenv(name);
  if (!v || !*v) return dflt;
  char *end;
  errno = 0;
  long x = strtol(v, &end, 10);
  if (end == v || *end || errno || x < lo || x > hi) {
    char why[64];
    snprintf(why, sizeof why, "is not a whole number from %d to %d", lo, hi);
    bad_value(name, v, why, dflt_text);
    return dflt;
  }
  return (int)x;
}

/* Seconds: a finite number above 0, at most hi. */
static double seconds_or(const char *name, double dflt, double hi, const char *dflt_text) {
  const char *v = getenv(name);
  if (!v || !*v) return dflt;
  char *end;
  double d = strtod(v, &end);
  if (end == v || *end || !isfinite(d) || d <= 0 || d > hi) {
    char why[64];
    snprintf(why, sizeof why, "is not a number of seconds above 0 and at most %.0f", hi);
    bad_value(name, v, why, dflt_text);
    return dflt;
  }
  return d;
}

/* The default cache directory: $XDG_CACHE_HOME/colljit, else $HOME/.cache/colljit. */
static const char *default_cache_dir(void) {
  static char dir[4096];
  const char *xdg = str_or("XDG_CACHE_HOME", NULL), *home = str_or("HOME", NULL);
  if (xdg && xdg[0] == '/')
    snprintf(dir, sizeof dir, "%s/colljit", xdg);
  else if (home)
    snprintf(dir, sizeof dir, "%s/.cache/colljit", home);
  return dir[0] ? dir : NULL;
}

/* ROCM_PATH (else ROCM_HOME), an installation the user names: its lib/libamdhip64.so and
 * lib/libhiprtc.so are tried first (after a copy the process already loaded), where
 * COLLJIT_HIP_LIB / COLLJIT_HIPRTC_LIB do not name others. A path that does not load is
 * passed over for the usual names. */
static void rocm_libs(void) {
  static char hip[4096], rtc[4096];
  const char *dir = str_or("ROCM_PATH", str_or("ROCM_HOME", NULL));
  if (!dir || dir[0] != '/' || strlen(dir) > 4000) return;
  env.rocm_path = dir;
  snprintf(hip, sizeof hip, "%s/lib/libamdhip64.so", dir);
  snprintf(rtc, sizeof rtc, "%s/lib/libhiprtc.so", dir);
  if (!env.hip_lib) env.hip_lib = hip;
  if (!env.hiprtc_lib) env.hiprtc_lib = rtc;
}

/* COLLJIT_LOG: a name (ERROR, WARN or WARNING, INFO, DEBUG; any case, as NCCL_DEBUG) or 0..3. */
static int log_level(void) {
  static const char *const names[] = {"error", "warn", "info", "debug"};
  const char *v = str_or("COLLJIT_LOG", NULL);
  if (v && !strcasecmp(v, "warning")) return CJ_LOG_WARN;
  for (int i = 0; v && i < 4; i++)
    if (!strcasecmp(v, names[i])) return i;
  /* a number 0..3, else a warning naming the variable and the default */
  return int_or("COLLJIT_LOG", CJ_LOG_WARN, CJ_LOG_ERROR, CJ_LOG_DEBUG, "1");
}

static void env_read(void) {
  env.log_level = CJ_LOG_WARN; /* (warnings while reading the rest) */
  env.log_level = log_level();
  env.dump_dir = str_or("COLLJIT_DUMP_DIR", NULL);
  env.cache_dir = str_or("COLLJIT_CACHE_DIR", NULL);
  if (!env.cache_dir) env.cache_dir = default_cache_dir();
  env.cache_disable = int_or("COLLJIT_CACHE_DISABLE", 0, 0, 1, "0");
  env.cache_max = size_or("COLLJIT_CACHE_MAX_BYTES", 4ull << 30, 1, 1ull << 60, "4 GiB");
  env.lld = str_or("COLLJIT_LLD", NULL);
  env.cuda_home = str_or("COLLJIT_CUDA_HOME", str_or("CUDA_HOME", "/usr/local/cuda"));
  env.nvrtc_lib = str_or("COLLJIT_NVRTC_LIB", NULL);
  env.hip_lib = str_or("COLLJIT_HIP_LIB", NULL);
  env.hiprtc_lib = str_or("COLLJIT_HIPRTC_LIB", NULL);
  env.nccl_lib = str_or("COLLJIT_NCCL_LIB", NULL);
  env.rccl_lib = str_or("COLLJIT_RCCL_LIB", NULL);
  rocm_libs();
  env.timeout_s = seconds_or("COLLJIT_TIMEOUT_S", 30.0, 1e6, "30");
  /* the heap: up to 2^47 bytes, the most any buffer may span */
  env.heap_bytes = size_or("COLLJIT_HEAP_BYTES", 0, 1, 1ull << 47, "1 GiB");
  env.compiler = str_or("COLLJIT_COMPILER", NULL);
  env.background_jit = int_or("COLLJIT_BACKGROUND_JIT", 1, 0, 1, "1");
  env.tune_file = str_or("COLLJIT_TUNE_FILE", NULL);
  env.node_size = int_or("COLLJIT_NODE_SIZE", 0, 0, 1 << 20, "0 (nodes from the hosts)");
  env.gemm_path = str_or("COLLJIT_GEMM_PATH", "auto");
  if (strcmp(env.gemm_path, "auto") && strcmp(env.gemm_path, "fused") &&
      strcmp(env.gemm_path, "blas") && strcmp(env.gemm_path, "ce")) {
    cj__log(CJ_LOG_WARN, "COLLJIT_GEMM_PATH=%s is not auto, fused, blas or ce: auto is used",
            env.gemm_path);
    env.gemm_path = "auto";
  }
  env.gemm_tma = int_or("COLLJIT_GEMM_TMA", 1, 0, 1, "1");
  env.rs_ce_add = int_or("COLLJIT_RS_CE_ADD", -1, 0, 1, "unset: the rule");
}

const cj_env *cj__env(void) {
  pthread_once(&env_once, env_read);
  return &env;
}
