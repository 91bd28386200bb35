/* A cache prebuilt where the toolchain is complete, used where it is not: the test fills a
 * directory with gfx942 code objects (LLVM + ld.lld), then runs itself again with ld.lld out of
 * reach (COLLJIT_LLD names a missing program). There a compile fails with CJ_E_UNAVAILABLE, the
 * toolchain identity differs (no lld version), and yet cj_cache_object serves the prebuilt
 * objects; a kernel the cache does not have fails with CJ_E_UNAVAILABLE. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "support.h"
#include "test.h"

static cj_plan *plan_for(int world) {
  char key[64];
  snprintf(key, sizeof key, "barrier.w%d.gfx942", world);
  cj_plan *p = NULL;
  cj_plan_from_key(key, &p);
  return p;
}

static void use_dir(const char *dir) {
  cj_cache_config c = CJ_CACHE_CONFIG_INIT;
  c.dir = dir;
  cj_cache_configure(&c);
}

static int child(const char *dir) {
  use_dir(dir);
  cj_plan *p = plan_for(2), *q = plan_for(7);
  cj_blob b = {0, NULL};
  int hit = 0;
  CHECK(cj_generate(p, CJ_EMIT_OBJ, CJ_COMPILER_LLVM, &b) == CJ_E_UNAVAILABLE,
        "no ld.lld: the compile itself fails");
  cj_blob_free(&b);
  CHECK(cj_cache_object(p, CJ_COMPILER_AUTO, &b, &hit) == CJ_OK, "prebuilt object: %s",
        cj_last_error());
  CHECK(hit == 1 && b.size > 0, "served from the cache");
  cj_blob_free(&b);
  CHECK(cj_cache_object(q, CJ_COMPILER_AUTO, &b, &hit) == CJ_E_UNAVAILABLE,
        "a kernel that was not prebuilt: unavailable");
  cj_plan_destroy(p);
  cj_plan_destroy(q);
  return test_end();
}

int main(int argc, char **argv) {
  (void)argc;
  const char *dir = getenv("CJ_TEST_OFFLINE_DIR");
  if (dir) return child(dir);
  cj_plan *p = plan_for(2);
  cj_blob b;
  if (cj_generate(p, CJ_EMIT_OBJ, CJ_COMPILER_LLVM, &b) != CJ_OK)
    TEST_SKIP("LLVM + ld.lld cannot build gfx942 here: %s", cj_last_error());
  cj_blob_free(&b);
  char root[] = "/tmp/cj_offline_XXXXXX";
  if (!mkdtemp(root)) TEST_SKIP("no temporary directory");
  use_dir(root);
  int hit = -1;
  CHECK(cj_cache_object(p, CJ_COMPILER_AUTO, NULL, &hit) == CJ_OK && hit == 0, "prebuild");
  cj_plan_destroy(p);
  fflush(stdout);
  pid_t pid = fork();
  if (pid == 0) {
    setenv("CJ_TEST_OFFLINE_DIR", root, 1);
    setenv("COLLJIT_LLD", "/nonexistent/ld.lld", 1);
    execv("/proc/self/exe", argv);
    _exit(127);
  }
  int st = 0;
  waitpid(pid, &st, 0);
  CHECK(WIFEXITED(st) && WEXITSTATUS(st) == 0, "the run without ld.lld passed (status %d)", st);
  cj__remove_tree(root);
  return test_end();
}
