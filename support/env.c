/* Every environment variable colljit reads is in this table (and in the README's). */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "support.h"

static cj_env env;
static pthread_once_t env_once = PTHREAD_ONCE_INIT;

static const char *str_or(const char *name, const char *dflt) {
  const char *v = getenv(name);
  return (v && *v) ? v : dflt;
}

static double num_or(const char *name, double dflt) {
  const char *v = getenv(name);
  if (!v || !*v) return dflt;
  char *end;
  double d = strtod(v, &end);
  return (end != v && *end == 0 && d >= 0) ? d : dflt;
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

static void env_read(void) {
  env.log_level = (int)num_or("COLLJIT_LOG", CJ_LOG_WARN);
  env.dump_dir = str_or("COLLJIT_DUMP_DIR", NULL);
  env.cache_dir = str_or("COLLJIT_CACHE_DIR", NULL);
  if (!env.cache_dir) env.cache_dir = default_cache_dir();
  env.cache_disable = num_or("COLLJIT_CACHE_DISABLE", 0) != 0;
  env.cache_max = (uint64_t)num_or("COLLJIT_CACHE_MAX_BYTES", 4.0 * 1024 * 1024 * 1024);
  env.lld = str_or("COLLJIT_LLD", NULL);
  env.cuda_home = str_or("COLLJIT_CUDA_HOME", str_or("CUDA_HOME", "/usr/local/cuda"));
  env.nvrtc_lib = str_or("COLLJIT_NVRTC_LIB", NULL);
  env.hip_lib = str_or("COLLJIT_HIP_LIB", NULL);
  env.hiprtc_lib = str_or("COLLJIT_HIPRTC_LIB", NULL);
  env.timeout_s = num_or("COLLJIT_TIMEOUT_S", 30.0);
  env.heap_bytes = (uint64_t)num_or("COLLJIT_HEAP_BYTES", 0);
  env.compiler = str_or("COLLJIT_COMPILER", NULL);
  env.background_jit = num_or("COLLJIT_BACKGROUND_JIT", 1) != 0;
  env.tune_file = str_or("COLLJIT_TUNE_FILE", NULL);
}

const cj_env *cj__env(void) {
  pthread_once(&env_once, env_read);
  return &env;
}
