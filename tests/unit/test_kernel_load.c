/* Loading a kernel builds its kir only when it compiles: a communicator over a fake backend (no
 * GPU) loads an NVIDIA GEMM-op kernel that takes dynamic shared memory, and a barrier that takes
 * none. The first load compiles (one kir build), a second process finds the code object in the
 * disk cache and builds nothing, yet both launch with the same dynamic shared memory, which
 * the cache entry recorded. Kernels are compiled through NVRTC or LLVM; with neither the test is
 * skipped. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "comm_impl.h"
#include "support.h"
#include "test.h"

/* 98304 bytes of cp.async ring: beyond NVIDIA's 48 KiB of static shared memory */
static const char gemm_key[] =
    "allgather_gemm.bf16.mnk1024x3584x8192.shard-m.tile128x128x64.st3.w2.sm_90";
static const char barrier_key[] = "barrier.w2.sm_90";

/* ---- the fake backend: code calls only, recording the dynamic shared memory opt-in -------- */
static int module_handle;
static unsigned opted_in; /* bytes of the last func_dynamic_shared, 0 when none */
static int opt_ins;

static cj_status fake_module_load(const void *image, size_t size, void **mod) {
  *mod = image && size ? &module_handle : NULL;
  return *mod ? CJ_OK : cj__fail(CJ_E_INVALID, "fake: empty code object");
}
static cj_status fake_module_function(void *mod, const char *name, void **fn) {
  (void)name;
  *fn = mod;
  return CJ_OK;
}
static cj_status fake_module_unload(void *mod) {
  (void)mod;
  return CJ_OK;
}
static cj_status fake_func_dynamic_shared(void *fn, unsigned bytes) {
  (void)fn;
  opted_in = bytes;
  opt_ins++;
  return CJ_OK;
}

static const cj_backend fake = {
    .name = "fake",
    .vendor = CJ_VENDOR_NVIDIA,
    .module_load = fake_module_load,
    .module_function = fake_module_function,
    .module_unload = fake_module_unload,
    .func_dynamic_shared = fake_func_dynamic_shared,
};

static void use_dir(const char *dir) {
  cj_cache_config cfg = CJ_CACHE_CONFIG_INIT;
  cfg.dir = dir;
  CHECK(cj_cache_configure(&cfg) == CJ_OK, "configure %s", dir);
}

typedef struct load {
  cj_status status;
  uint64_t builds; /* kir builds the load made */
  unsigned shmem;
  int opt_ins;
} load;

/* Loads the kernel of `key` on a fresh communicator, counting the kir builds it makes. */
static load load_key(const char *key) {
  load l = {CJ_OK, 0, 0, 0};
  cj_plan *p = NULL;
  if ((l.status = cj_plan_from_key(key, &p))) return l;
  cj_request r;
  cj_plan_request(p, &r);
  cj_comm *c = calloc(1, sizeof *c);
  c->be = &fake;
  c->compiler = CJ_COMPILER_AUTO;
  cj_kernel *k = NULL;
  int before = opt_ins;
  uint64_t b0 = cj__kernel_builds();
  l.status = cj__kernel_build(c, &r, &k);
  l.builds = cj__kernel_builds() - b0;
  l.opt_ins = opt_ins - before;
  if (k) l.shmem = k->shmem;
  CHECK(!k || !l.opt_ins || opted_in == k->shmem, "%s: opted in for %u bytes, launches pass %u",
        key, opted_in, k->shmem);
  cj__kernel_unload(c, k);
  free(c);
  cj_plan_destroy(p);
  return l;
}

/* The second process: everything comes from the disk cache. */
static int child(const char *dir, unsigned gemm_shmem) {
  use_dir(dir);
  load g = load_key(gemm_key), b = load_key(barrier_key);
  CHECK(g.status == CJ_OK && b.status == CJ_OK, "cached loads: %s", cj_last_error());
  CHECK_EQ(g.builds, 0);
  CHECK_EQ(b.builds, 0);
  CHECK_EQ(g.shmem, gemm_shmem);
  CHECK_EQ(g.opt_ins, 1);
  CHECK_EQ(b.shmem, 0);
  CHECK_EQ(b.opt_ins, 0);
  printf("cache hit: %llu kir builds (gemm), %llu (barrier)\n", (unsigned long long)g.builds,
         (unsigned long long)b.builds);
  return test_end();
}

int main(int argc, char **argv) {
  const char *dir = getenv("CJ_TEST_LOAD_DIR");
  if (dir && argc > 1) return child(dir, (unsigned)strtoul(argv[1], NULL, 10));
  char root[] = "/tmp/cj_kload_XXXXXX";
  if (!mkdtemp(root)) TEST_SKIP("no temporary directory");
  use_dir(root);
  load g = load_key(gemm_key);
  if (g.status == CJ_E_UNAVAILABLE) {
    cj__remove_tree(root);
    test_tool_missing("an NVIDIA toolchain (NVRTC or LLVM)", cj_last_error());
    return test_end();
  }
  CHECK(g.status == CJ_OK, "%s: %s", gemm_key, cj_last_error());
  load b = load_key(barrier_key);
  CHECK(b.status == CJ_OK, "%s: %s", barrier_key, cj_last_error());
  printf("compile: %llu kir builds (gemm), %llu (barrier)\n", (unsigned long long)g.builds,
         (unsigned long long)b.builds);
  CHECK_EQ(g.builds, 1); /* the compile's own */
  CHECK_EQ(b.builds, 1);
  /* the bytes the kernel asks for (building it once more here, as the loader no longer does) */
  cj_plan *p = NULL;
  unsigned want = 0;
  CHECK(cj_plan_from_key(gemm_key, &p) == CJ_OK && cj__plan_dynamic_shared(p, &want) == CJ_OK,
        "dynamic shared memory of %s", gemm_key);
  cj_plan_destroy(p);
  CHECK(want > 48u * 1024u, "%s takes dynamic shared memory: %u bytes", gemm_key, want);
  CHECK_EQ(g.shmem, want);
  CHECK_EQ(g.opt_ins, 1);
  CHECK_EQ(b.shmem, 0);
  CHECK_EQ(b.opt_ins, 0);
  /* the same process again: the disk cache serves it (the communicator's table is its own) */
  load again = load_key(gemm_key);
  CHECK(again.status == CJ_OK && again.builds == 0 && again.shmem == want,
        "a second load: %llu builds, %u bytes", (unsigned long long)again.builds, again.shmem);
  char arg[32];
  snprintf(arg, sizeof arg, "%u", want);
  char *args[] = {argv[0], arg, NULL};
  fflush(stdout);
  pid_t pid = fork();
  if (pid == 0) {
    setenv("CJ_TEST_LOAD_DIR", root, 1);
    execv("/proc/self/exe", args);
    _exit(127);
  }
  int st = 0;
  waitpid(pid, &st, 0);
  CHECK(WIFEXITED(st) && WEXITSTATUS(st) == 0, "the second process passed (status %d)", st);
  cj__remove_tree(root);
  return test_end();
}
