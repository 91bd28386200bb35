/* All-reduce across the GPUs of this node, one process per GPU, with libcolljit.
 *
 *   all_reduce [COUNT]
 *
 * The parent makes the communicator's id and forks one child per GPU; child r fills a heap
 * buffer of COUNT floats with r + 1 and all-reduces it (sum) on the default stream; every
 * element must then be 1 + 2 + ... + W. colljit itself does not copy between host and device,
 * so this program loads the vendor's runtime for that (HIP, else the CUDA driver), as an
 * application would link it. Exit status 0 when every rank checked out, 1 on a wrong result or
 * error, 77 when there is no GPU. */
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/wait.h>
#include <unistd.h>

#include <colljit.h>

/* ---- the vendor runtime: device count and host<->device copies -------------------------- */
typedef struct vendor {
  int (*count)(int *n);
  int (*to_device)(void *dst, const void *src, size_t n);
  int (*to_host)(void *dst, const void *src, size_t n);
} vendor;

static int (*hip_count)(int *);
static int (*hip_copy)(void *, const void *, size_t, int); /* hipMemcpy, hipMemcpyDefault 4 */
static int (*cu_init)(unsigned);
static int (*cu_count)(int *);
static int (*cu_htod)(unsigned long long, const void *, size_t);
static int (*cu_dtoh)(void *, unsigned long long, size_t);

static int hip_h2d(void *d, const void *s, size_t n) { return hip_copy(d, s, n, 4); }
static int hip_d2h(void *d, const void *s, size_t n) { return hip_copy(d, s, n, 4); }
static int cu_n(int *n) { return cu_init(0) ? -1 : cu_count(n); }
static int cu_h2d(void *d, const void *s, size_t n) {
  return cu_htod((unsigned long long)(size_t)d, s, n);
}
static int cu_d2h(void *d, const void *s, size_t n) {
  return cu_dtoh(d, (unsigned long long)(size_t)s, n);
}

static int load_vendor(vendor *v) {
  const char *hip_names[] = {"libamdhip64.so.7", "libamdhip64.so.6", "libamdhip64.so"};
  for (int i = 0; i < 3; i++) {
    void *h = dlopen(hip_names[i], RTLD_NOW | RTLD_GLOBAL);
    if (!h) continue;
    *(void **)&hip_count = dlsym(h, "hipGetDeviceCount");
    *(void **)&hip_copy = dlsym(h, "hipMemcpy");
    if (hip_count && hip_copy) {
      *v = (vendor){hip_count, hip_h2d, hip_d2h};
      return 0;
    }
  }
  void *h = dlopen("libcuda.so.1", RTLD_NOW | RTLD_GLOBAL);
  if (!h) return -1;
  *(void **)&cu_init = dlsym(h, "cuInit");
  *(void **)&cu_count = dlsym(h, "cuDeviceGetCount");
  *(void **)&cu_htod = dlsym(h, "cuMemcpyHtoD_v2");
  *(void **)&cu_dtoh = dlsym(h, "cuMemcpyDtoH_v2");
  if (!cu_init || !cu_count || !cu_htod || !cu_dtoh) return -1;
  *v = (vendor){cu_n, cu_h2d, cu_d2h};
  return 0;
}

/* ---- one rank --------------------------------------------------------------------------- */
static int fail(int rank, const char *what, cj_status s) {
  fprintf(stderr, "rank %d: %s: %s: %s\n", rank, what, cj_status_name(s), cj_last_error());
  return 1;
}

static int run_rank(const vendor *v, int world, int rank, const cj_unique_id *id, size_t count) {
  cj_comm_options opt = CJ_COMM_OPTIONS_INIT;
  opt.device = rank;
  opt.heap_bytes = 256u << 20;
  cj_comm *comm = NULL;
  cj_status s = cj_comm_init_rank(&comm, world, id, rank, &opt);
  if (s) return fail(rank, "cj_comm_init_rank", s);
  float *host = malloc(count * sizeof *host);
  void *buf = NULL;
  int bad = host == NULL;
  if (!bad && (s = cj_malloc(comm, count * sizeof *host, &buf))) bad = fail(rank, "cj_malloc", s);
  for (size_t i = 0; !bad && i < count; i++)
    host[i] = (float)(rank + 1);
  if (!bad && v->to_device(buf, host, count * sizeof *host)) bad = fail(rank, "copy in", 0);
  if (!bad && (s = cj_all_reduce(comm, buf, buf, count, CJ_F32, CJ_SUM, NULL)))
    bad = fail(rank, "cj_all_reduce", s);
  if (!bad && v->to_host(host, buf, count * sizeof *host)) bad = fail(rank, "copy out", 0);
  if (!bad && (s = cj_comm_check(comm))) bad = fail(rank, "cj_comm_check", s);
  float want = (float)world * (float)(world + 1) / 2.0f;
  size_t wrong = 0;
  for (size_t i = 0; !bad && i < count; i++)
    wrong += host[i] != want;
  if (!bad)
    printf("rank %d: %zu floats all-reduced, %zu wrong (want %g)\n", rank, count, wrong,
           (double)want);
  if (buf) cj_free(comm, buf);
  cj_comm_destroy(comm);
  free(host);
  return bad || wrong != 0;
}

/* The number of GPUs, counted in a child process: a vendor runtime initialised before fork()
 * would not work in the ranks. */
static int count_gpus(void) {
  pid_t pid = fork();
  if (pid == 0) {
    vendor v;
    int n = 0;
    _exit(load_vendor(&v) || v.count(&n) || n < 0 ? 0 : (n > 255 ? 255 : n));
  }
  int status = 0;
  if (pid < 0 || waitpid(pid, &status, 0) != pid || !WIFEXITED(status)) return 0;
  return WEXITSTATUS(status);
}

int main(int argc, char **argv) {
  size_t count = argc > 1 ? strtoull(argv[1], NULL, 0) : (size_t)1 << 20;
  int world = count_gpus();
  if (world < 1) {
    printf("all_reduce: no GPU (colljit %s); nothing to do\n", cj_version_string());
    return 77;
  }
  cj_unique_id id;
  cj_status s = cj_get_unique_id(&id);
  if (s) return fail(-1, "cj_get_unique_id", s);
  for (int r = 0; r < world; r++) {
    pid_t pid = fork();
    if (pid == 0) {
      vendor v;
      _exit(load_vendor(&v) ? 1 : run_rank(&v, world, r, &id, count));
    }
    if (pid < 0) return fail(-1, "fork", 0);
  }
  int failed = 0, status;
  while (wait(&status) > 0)
    failed += !WIFEXITED(status) || WEXITSTATUS(status) != 0;
  printf("all_reduce: %d of %d ranks %s\n", world - failed, world, failed ? "failed" : "passed");
  return failed ? 1 : 0;
}
