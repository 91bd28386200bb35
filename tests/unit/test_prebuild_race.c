/* Eight `colljit prebuild` processes, released at the same moment, on one manifest and one
 * cache directory: every kernel is compiled exactly once (the directory's miss counter), the
 * others are served from the cache (its hit counter), every process succeeds, and every entry
 * is valid afterwards. Argument: the colljit executable. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "support.h"
#include "test.h"

#define PROCS 8

/* 3 dtypes x 2 counts x 2 world sizes = 12 all-reduce kernels, 3 barriers, and one line that
 * repeats kernels of the first: 15 distinct kernels. */
static const char manifest[] =
    "# the race test\n"
    "allreduce dtype=bf16,f16,f32 count=1k..4k*4 world=2,4 variant=one_shot\n"
    "barrier world=2..4   # three barriers\n"
    "allreduce dtype=bf16 count=1024 world=2,4 variant=one_shot\n";
#define KERNELS 15

static const char *pick_target(void) {
  cj_plan *p;
  cj_blob b;
  static const char *const keys[] = {"barrier.w2.sm_90", "barrier.w2.gfx942"};
  for (int i = 0; i < 2; i++) {
    if (cj_plan_from_key(keys[i], &p)) continue;
    cj_status s = cj_generate(p, CJ_EMIT_OBJ, CJ_COMPILER_AUTO, &b);
    cj_plan_destroy(p);
    if (!s) {
      cj_blob_free(&b);
      return i ? "gfx942" : "sm_90";
    }
  }
  return NULL;
}

static int count_states(void *user, const cj_cache_entry *e) {
  ((int *)user)[e->state]++;
  return 0;
}

/* Forks the processes; each waits on the pipe, then runs colljit prebuild. */
static int run_all(const char *cli, const char *root, const char *dir, const char *mf,
                   const char *target) {
  int go[2];
  pid_t pid[PROCS];
  if (pipe(go) != 0) return -1;
  for (int i = 0; i < PROCS; i++) {
    if ((pid[i] = fork()) == 0) {
      char c, out[400];
      close(go[1]);
      if (read(go[0], &c, 1) < 0) _exit(100); /* EOF: everyone starts */
      snprintf(out, sizeof out, "%s/out.%d", root, i);
      if (!freopen(out, "w", stdout)) _exit(101);
      execl(cli, cli, "prebuild", mf, "--target", target, "-j", "2", "-q", "--cache-dir", dir,
            (char *)NULL);
      _exit(102);
    }
  }
  close(go[0]);
  close(go[1]);
  int bad = 0;
  for (int i = 0; i < PROCS; i++) {
    int st = 0;
    waitpid(pid[i], &st, 0);
    bad += !(WIFEXITED(st) && WEXITSTATUS(st) == 0);
  }
  return bad;
}

/* The "N built" figures of the summaries. */
static int built_total(const char *dir) {
  int total = 0;
  for (int i = 0; i < PROCS; i++) {
    char path[400], *text;
    size_t n;
    snprintf(path, sizeof path, "%s/out.%d", dir, i);
    if (cj__read_file(path, &text, &n) != 0) continue;
    char *s = strstr(text, "s): ");
    if (s) total += atoi(s + 4);
    free(text);
  }
  return total;
}

int main(int argc, char **argv) {
  if (argc < 2) TEST_SKIP("usage: test_prebuild_race COLLJIT");
  const char *target = pick_target();
  if (!target) TEST_SKIP("neither NVRTC (sm_90) nor LLVM (gfx942) can build here");
  char root[] = "/tmp/cj_race_XXXXXX", dir[300], mf[300];
  if (!mkdtemp(root)) TEST_SKIP("no temporary directory");
  snprintf(dir, sizeof dir, "%s/cache", root);
  snprintf(mf, sizeof mf, "%s/kernels.manifest", root);
  CHECK(cj__write_file(mf, manifest, strlen(manifest)) == 0, "write the manifest");
  int failed = run_all(argv[1], root, dir, mf, target);
  CHECK(failed == 0, "%d of %d prebuild processes failed", failed, PROCS);
  cj_cache_config cfg = CJ_CACHE_CONFIG_INIT;
  cfg.dir = dir;
  cj_cache_configure(&cfg);
  cj_cache_stats st = CJ_CACHE_STATS_INIT;
  CHECK(cj_cache_stats_get(&st) == CJ_OK, "stats: %s", cj_last_error());
  printf("%s: %llu entries, %llu misses, %llu hits, %llu rebuilds, %llu write failures\n", target,
         (unsigned long long)st.entries, (unsigned long long)st.dir.misses,
         (unsigned long long)st.dir.hits, (unsigned long long)st.dir.rebuilds,
         (unsigned long long)st.dir.write_failures);
  CHECK(st.entries == KERNELS, "%llu entries", (unsigned long long)st.entries);
  CHECK(st.dir.misses == KERNELS, "each kernel compiled once: %llu compiles",
        (unsigned long long)st.dir.misses);
  CHECK(st.dir.hits == (PROCS - 1) * KERNELS, "%llu hits", (unsigned long long)st.dir.hits);
  CHECK(st.dir.rebuilds == 0 && st.dir.write_failures == 0, "no rebuilds, no write failures");
  CHECK(built_total(root) == KERNELS, "the summaries add up to %d built", built_total(root));
  int states[3] = {0, 0, 0};
  CHECK(cj_cache_list(1, count_states, states) == CJ_OK, "verify");
  CHECK(states[CJ_CACHE_VALID] == KERNELS && !states[CJ_CACHE_STALE] && !states[CJ_CACHE_CORRUPT],
        "%d valid, %d stale, %d corrupt", states[0], states[1], states[2]);
  cj__remove_tree(root);
  return test_end();
}
