/* The code-object cache, measured (no GPU needed):
 *  1. warm in-memory lookup: cj__comm_kernel on a hit (the communicator's lock-free kernel
 *     table), one thread and two threads at once; p50 / p99 over batches of 64 lookups;
 *  2. disk hit: cj_cache_object on a present entry (identity, open, read, checksum, touch,
 *     counter update); p50 / p99;
 *  3. cold compile per path: cj_generate of the object (all_reduce bf16, 2^20, 8 ranks),
 *     median of 5;
 *  4. prebuild throughput: `colljit prebuild` of a 200-kernel manifest into an empty
 *     directory, for gfx942 and sm_90.
 * Usage: cache_bench [-j N] (prebuild jobs; default: the number of CPUs). */
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "comm_impl.h"
#include "support.h"

#ifndef CJ_CLI_PATH
#define CJ_CLI_PATH "colljit"
#endif

static double now_ns(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1e9 + ts.tv_nsec;
}

static int cmp_double(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

static double pct(double *v, size_t n, double p) {
  qsort(v, n, sizeof *v, cmp_double);
  return v[(size_t)(p * (double)(n - 1))];
}

/* ---- 1. warm in-memory lookups ------------------------------------------------------------- */
#define KERNELS 64
#define BATCH 64
#define BATCHES 20000

static cj_request reqs[KERNELS];

static void *lookups(void *arg) {
  cj_comm *c = ((void **)arg)[0];
  double *per = ((void **)arg)[1];
  unsigned x = 7;
  for (int b = 0; b < BATCHES; b++) {
    double t0 = now_ns();
    for (int i = 0; i < BATCH; i++) {
      x = x * 1103515245u + 12345u;
      cj_launch l;
      if (cj__comm_kernel(c, &reqs[(x >> 8) % KERNELS], CJ_NO_STREAM, 1, &l) || !l.k) abort();
    }
    per[b] = (now_ns() - t0) / BATCH;
  }
  return NULL;
}

static void bench_lookup(void) {
  cj_comm *c = calloc(1, sizeof *c);
  pthread_mutex_init(&c->mu, NULL);
  for (int i = 0; i < KERNELS; i++) {
    cj_request *r = &reqs[i];
    *r = (cj_request)CJ_REQUEST_INIT;
    r->op = CJ_OP_ALL_REDUCE;
    r->count = 1024u << (i % 16);
    r->dtype = (cj_dtype)(i / 16);
    cj_kernel *k = calloc(1, sizeof *k);
    cj__ksel(&k->sel, r);
    cj__kernel_insert(c, k);
  }
  for (int threads = 1; threads <= 2; threads++) {
    double *per[2];
    pthread_t th[2];
    void *args[2][2];
    for (int t = 0; t < threads; t++) {
      per[t] = calloc(BATCHES, sizeof(double));
      args[t][0] = c;
      args[t][1] = per[t];
      pthread_create(&th[t], NULL, lookups, args[t]);
    }
    for (int t = 0; t < threads; t++)
      pthread_join(th[t], NULL);
    printf("warm in-memory lookup (%d thread%s, %d kernels): p50 %.1f ns, p99 %.1f ns\n", threads,
           threads > 1 ? "s at once" : "", KERNELS, pct(per[0], BATCHES, 0.5),
           pct(per[0], BATCHES, 0.99));
    for (int t = 0; t < threads; t++)
      free(per[t]);
  }
  cj__comm_free_kernels(c);
  pthread_mutex_destroy(&c->mu);
  free(c);
}

/* ---- 2. disk hits ---------------------------------------------------------------------------- */
static cj_plan *plan_of(const char *target, uint64_t count) {
  cj_request r = CJ_REQUEST_INIT;
  r.op = CJ_OP_ALL_REDUCE;
  r.dtype = CJ_BF16;
  r.count = count;
  r.world = 8;
  r.target = target;
  cj_plan *p = NULL;
  if (cj_plan_create(&r, &p)) fprintf(stderr, "plan: %s\n", cj_last_error());
  return p;
}

static void use_dir(const char *dir) {
  cj_cache_config cfg = CJ_CACHE_CONFIG_INIT;
  cfg.dir = dir;
  cj_cache_configure(&cfg);
}

static void bench_disk_hit(const char *root, const char *target) {
  char dir[300];
  snprintf(dir, sizeof dir, "%s/hit-%s", root, target);
  use_dir(dir);
  cj_plan *p = plan_of(target, 1u << 20);
  cj_blob b;
  int hit;
  if (!p || cj_cache_object(p, CJ_COMPILER_AUTO, &b, &hit)) {
    printf("disk hit %s: unavailable (%s)\n", target, cj_last_error());
    cj_plan_destroy(p);
    return;
  }
  size_t bytes = b.size;
  cj_blob_free(&b);
  enum { RUNS = 2000 };
  static double t[RUNS];
  for (int i = 0; i < RUNS; i++) {
    double t0 = now_ns();
    cj_cache_object(p, CJ_COMPILER_AUTO, &b, &hit);
    t[i] = (now_ns() - t0) / 1e3;
    cj_blob_free(&b);
  }
  printf("disk hit (read + validate), %s, %zu-byte object: p50 %.1f us, p99 %.1f us\n", target,
         bytes, pct(t, RUNS, 0.5), pct(t, RUNS, 0.99));
  cj_plan_destroy(p);
}

/* ---- 3. cold compiles ------------------------------------------------------------------------ */
static void bench_cold(const char *target, cj_compiler path) {
  enum { RUNS = 5 };
  double t[RUNS];
  for (int i = 0; i < RUNS; i++) {
    cj_plan *p = plan_of(target, (1u << 20) + 8u * (unsigned)i); /* a new kernel each time */
    cj_blob b;
    double t0 = now_ns();
    cj_status s = p ? cj_generate(p, CJ_EMIT_OBJ, path, &b) : CJ_E_INVALID;
    t[i] = (now_ns() - t0) / 1e6;
    cj_plan_destroy(p);
    if (s) {
      printf("cold compile %-7s %-6s: unavailable (%s)\n", target, cj_compiler_name(path),
             cj_last_error());
      return;
    }
    cj_blob_free(&b);
  }
  printf("cold compile %-7s %-6s: median %.1f ms\n", target, cj_compiler_name(path),
         pct(t, RUNS, 0.5));
}

/* ---- 4. prebuild ----------------------------------------------------------------------------- */
/* 4 dtypes x 8 counts x 3 world sizes x 2 variants = 192 all-reduces, and 8 barriers. */
static const char manifest[] =
    "allreduce dtype=bf16,f16,f32,i32 count=1k..16M*4 world=2,4,8 variant=one_shot,two_shot\n"
    "barrier world=2..9\n";

static void bench_prebuild(const char *root, const char *target, const char *jobs) {
  char dir[300], mf[300];
  snprintf(dir, sizeof dir, "%s/prebuild-%s", root, target);
  snprintf(mf, sizeof mf, "%s/200.manifest", root);
  cj__write_file(mf, manifest, strlen(manifest));
  fflush(stdout);
  double t0 = now_ns();
  pid_t pid = fork();
  if (pid == 0) {
    execl(CJ_CLI_PATH, CJ_CLI_PATH, "prebuild", mf, "--target", target, "-j", jobs, "-q",
          "--cache-dir", dir, (char *)NULL);
    _exit(127);
  }
  int st = 0;
  waitpid(pid, &st, 0);
  double s = (now_ns() - t0) / 1e9;
  if (!WIFEXITED(st) || WEXITSTATUS(st) != 0) {
    printf("prebuild %s: failed (status %d)\n", target, st);
    return;
  }
  printf("prebuild of 200 kernels, %s, -j %s: %.2f s, %.1f kernels/s\n", target, jobs, s, 200 / s);
}

int main(int argc, char **argv) {
  char jobs[16];
  snprintf(jobs, sizeof jobs, "%ld", sysconf(_SC_NPROCESSORS_ONLN));
  if (argc > 2 && !strcmp(argv[1], "-j")) snprintf(jobs, sizeof jobs, "%s", argv[2]);
  char root[] = "/tmp/cj_cache_bench_XXXXXX";
  if (!mkdtemp(root)) return 1;
  bench_lookup();
  bench_disk_hit(root, "sm_90");
  bench_disk_hit(root, "gfx942");
  bench_cold("sm_90", CJ_COMPILER_NVRTC);
  bench_cold("sm_90", CJ_COMPILER_LLVM);
  bench_cold("gfx942", CJ_COMPILER_LLVM);
  bench_cold("gfx90a", CJ_COMPILER_HIPRTC);
  bench_prebuild(root, "gfx942", jobs);
  bench_prebuild(root, "sm_90", jobs);
  cj__remove_tree(root);
  return 0;
}
