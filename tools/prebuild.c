/* colljit prebuild MANIFEST: compiles every kernel a manifest names into the cache, in
 * parallel, with a progress bar (or progress lines) and a summary. */
#include "prebuild.h"

#include <errno.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "cache.h"
#include "json_out.h"
#include "manifest.h"
#include "support.h"

static const char prebuild_usage[] =
    "usage: colljit prebuild MANIFEST [options]\n"
    "  --target T[,T..]   targets of lines without target=\n"
    "  --world W[,W..]    world sizes of lines without world= (ranges as in manifests: 2..8)\n"
    "  --compiler C       compile path of lines without compiler= (auto|hiprtc|nvrtc|llvm)\n"
    "  -j N               parallel compiles (default: the number of CPUs)\n"
    "  --cache-dir DIR    the cache directory (default: COLLJIT_CACHE_DIR or the XDG cache)\n"
    "  -q                 no progress, only the summary\n"
    "  --json             no progress; the summary as one JSON object (kernels, built, cached,\n"
    "                     failed, seconds, cache_dir, unwritten, failures[{key, line, message}])\n"
    "  -h, --help         this text\n"
    "The manifest format is in the README (Cache and prebuild).\n";

enum { JOB_PENDING, JOB_BUILT, JOB_CACHED, JOB_FAILED };

typedef struct job {
  cj_plan *plan;
  cj_compiler compiler;
  int line;
  int result;
  char *msg;
  cj_cache_outcome disk; /* what happened in the cache directory */
} job;

typedef struct run {
  job *jobs;
  size_t n, cap;
  cj_compiler compiler; /* --compiler */
  atomic_size_t next, done, built, cached, failed;
} run;

typedef struct opts {
  const char *manifest, *targets, *worlds, *dir;
  cj_compiler compiler;
  int jobs, quiet, json;
} opts;

static double now_s(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (double)ts.tv_sec + ts.tv_nsec * 1e-9;
}

/* ---- options --------------------------------------------------------------------------------- */
static int bad_usage(const char *msg, const char *arg) {
  fprintf(stderr, "colljit prebuild: %s%s\n%s", msg, arg, prebuild_usage);
  return 1;
}

static int parse_compiler(const char *v, cj_compiler *out) {
  for (int c = 0; c <= CJ_COMPILER_LLVM; c++)
    if (!strcmp(v, cj_compiler_name((cj_compiler)c))) {
      *out = (cj_compiler)c;
      return 0;
    }
  return -1;
}

static int parse_opts(int argc, char **argv, opts *o) {
  for (int i = 0; i < argc; i++) {
    const char *f = argv[i];
    if (!strcmp(f, "-h") || !strcmp(f, "--help")) {
      fputs(prebuild_usage, stdout);
      return -1;
    }
    if (!strcmp(f, "-q") || !strcmp(f, "--json")) {
      o->quiet = 1;
      o->json |= f[1] == '-';
      continue;
    }
    if (!strncmp(f, "-j", 2) && f[2]) {
      o->jobs = atoi(f + 2);
      if (o->jobs < 1 || o->jobs > 1024) return bad_usage("-j needs 1..1024, not ", f + 2);
      continue;
    }
    if (f[0] != '-') {
      if (o->manifest) return bad_usage("more than one manifest: ", f);
      o->manifest = f;
      continue;
    }
    if (i + 1 >= argc) return bad_usage("a value is missing after ", f);
    const char *v = argv[++i];
    if (!strcmp(f, "--target"))
      o->targets = v;
    else if (!strcmp(f, "--world"))
      o->worlds = v;
    else if (!strcmp(f, "--cache-dir"))
      o->dir = v;
    else if (!strcmp(f, "--compiler")) {
      if (parse_compiler(v, &o->compiler)) return bad_usage("unknown compiler ", v);
    } else if (!strcmp(f, "-j")) {
      o->jobs = atoi(v);
      if (o->jobs < 1 || o->jobs > 1024) return bad_usage("-j needs 1..1024, not ", v);
    } else {
      return bad_usage("unknown option ", f);
    }
  }
  if (!o->manifest) return bad_usage("no manifest", "");
  return 0;
}

/* ---- the jobs -------------------------------------------------------------------------------- */
static int add_job(void *user, const cj_mf_line *line, cj_plan *plan, cj_compiler compiler) {
  run *r = user;
  if (r->n == r->cap) {
    size_t cap = r->cap ? r->cap * 2 : 256;
    job *jobs = realloc(r->jobs, cap * sizeof *jobs);
    if (!jobs) {
      cj_plan_destroy(plan);
      return 1;
    }
    r->jobs = jobs;
    r->cap = cap;
  }
  if (!line->field[MF_COMPILER].n) compiler = r->compiler;
  job *j = &r->jobs[r->n++];
  memset(j, 0, sizeof *j);
  j->plan = plan;
  j->compiler = compiler;
  j->line = line->line;
  j->result = JOB_PENDING;
  return 0;
}

static int by_key(const void *a, const void *b) {
  const job *x = a, *y = b;
  int c = strcmp(cj_plan_key(x->plan), cj_plan_key(y->plan));
  return c ? c : (int)x->compiler - (int)y->compiler;
}

/* The same kernel named by several lines is built once. */
static void dedupe(run *r) {
  if (r->n < 2) return;
  qsort(r->jobs, r->n, sizeof *r->jobs, by_key);
  size_t w = 1;
  for (size_t i = 1; i < r->n; i++) {
    if (by_key(&r->jobs[i], &r->jobs[w - 1]) == 0)
      cj_plan_destroy(r->jobs[i].plan);
    else
      r->jobs[w++] = r->jobs[i];
  }
  r->n = w;
}

static void *worker(void *arg) {
  run *r = arg;
  for (;;) {
    size_t i = atomic_fetch_add(&r->next, 1);
    if (i >= r->n) return NULL;
    job *j = &r->jobs[i];
    int hit = 0;
    cj_status s = cj__cache_object_ex(j->plan, j->compiler, NULL, &j->disk);
    hit = j->disk.hit;
    if (s != CJ_OK) {
      j->msg = strdup(cj_last_error());
      j->result = JOB_FAILED;
      atomic_fetch_add(&r->failed, 1);
    } else {
      j->result = hit ? JOB_CACHED : JOB_BUILT;
      atomic_fetch_add(hit ? &r->cached : &r->built, 1);
    }
    atomic_fetch_add(&r->done, 1);
  }
}

/* ---- progress -------------------------------------------------------------------------------- */
static void show_progress(run *r, double t0, int tty, size_t *last_tenth) {
  size_t done = atomic_load(&r->done), n = r->n;
  if (tty) {
    char bar[31];
    size_t fill = n ? done * 30 / n : 30;
    for (size_t i = 0; i < 30; i++)
      bar[i] = i < fill ? '#' : '.';
    bar[30] = 0;
    fprintf(stderr, "\r[%s] %zu/%zu  built %zu  cached %zu  failed %zu  %.1f s ", bar, done, n,
            atomic_load(&r->built), atomic_load(&r->cached), atomic_load(&r->failed), now_s() - t0);
    fflush(stderr);
    return;
  }
  size_t tenth = n ? done * 10 / n : 10;
  if (tenth == *last_tenth) return;
  *last_tenth = tenth;
  fprintf(stderr, "prebuild: %zu/%zu (%zu%%) built %zu, cached %zu, failed %zu, %.1f s\n", done, n,
          n ? done * 100 / n : 100, atomic_load(&r->built), atomic_load(&r->cached),
          atomic_load(&r->failed), now_s() - t0);
}

static void wait_with_progress(run *r, int quiet) {
  int tty = isatty(2);
  size_t last = 0;
  double t0 = now_s();
  while (atomic_load(&r->done) < r->n) {
    struct timespec ts = {0, 100 * 1000 * 1000};
    nanosleep(&ts, NULL);
    if (!quiet) show_progress(r, t0, tty, &last);
  }
  if (!quiet && tty) {
    show_progress(r, t0, tty, &last);
    fputc('\n', stderr);
  }
}

/* Runs the workers (the calling thread shows the progress) and waits for them. */
static void build_all(run *r, int nthreads, int quiet) {
  pthread_t th[1024];
  int started = 0;
  if ((size_t)nthreads > r->n) nthreads = r->n ? (int)r->n : 1;
  while (started < nthreads && pthread_create(&th[started], NULL, worker, r) == 0)
    started++;
  if (!started) worker(r); /* no threads to be had: build here */
  wait_with_progress(r, quiet);
  for (int i = 0; i < started; i++)
    pthread_join(th[i], NULL);
}

/* ---- reading and expanding the manifest ------------------------------------------------------ */
static int load(const opts *o, run *r) {
  char *text = NULL, err[1024];
  size_t len = 0;
  int rerr = cj__read_file_max(o->manifest, CJ_MF_MAX_FILE, 0, &text, &len);
  if (rerr == EFBIG) {
    fprintf(stderr, "colljit prebuild: %s is larger than %u MiB, the most a manifest may be\n",
            o->manifest, CJ_MF_MAX_FILE >> 20);
    return 2;
  }
  if (rerr) {
    fprintf(stderr, "colljit prebuild: cannot read %s: %s\n", o->manifest, strerror(rerr));
    return 2;
  }
  cj_manifest m;
  cj_mf_values targets, worlds;
  int rc = 0;
  if (cj_manifest_values(MF_TARGET, o->targets, &targets, err, sizeof err)) {
    fprintf(stderr, "colljit prebuild: --target %s: %s\n", o->targets, err);
    rc = 1;
  } else if (cj_manifest_values(MF_WORLD, o->worlds, &worlds, err, sizeof err)) {
    fprintf(stderr, "colljit prebuild: --world %s: %s\n", o->worlds, err);
    cj_manifest_values_free(&targets);
    rc = 1;
  }
  if (rc) {
    free(text);
    return rc;
  }
  if (cj_manifest_parse(text, len, &m, err, sizeof err) != 0) {
    fprintf(stderr, "%s:%s\n", o->manifest, err);
    rc = 2;
  } else {
    cj_mf_defaults d = {&targets, &worlds, 1};
    int e = cj_manifest_expand(&m, &d, add_job, r, err, sizeof err);
    if (e < 0) fprintf(stderr, "%s:%s\n", o->manifest, err);
    if (e > 0) fprintf(stderr, "colljit prebuild: out of memory\n");
    rc = e ? 2 : 0;
    cj_manifest_free(&m);
  }
  cj_manifest_values_free(&targets);
  cj_manifest_values_free(&worlds);
  free(text);
  return rc;
}

static void free_jobs(run *r) {
  for (size_t i = 0; i < r->n; i++) {
    cj_plan_destroy(r->jobs[i].plan);
    free(r->jobs[i].msg);
  }
  free(r->jobs);
}

/* Kernels built (or found) that are not in the directory: never written, or evicted since.
 * Says which and why; returns how many. */
static size_t check_written(const run *r, const char *dir) {
  size_t unwritten = 0, evicted = 0;
  uint64_t needed = 0;
  for (size_t i = 0; i < r->n; i++) {
    const job *j = &r->jobs[i];
    if (j->result == JOB_FAILED) continue;
    if (!j->disk.stored) {
      if (unwritten++ < 5)
        fprintf(stderr, "not written: %s: %s\n", cj_plan_key(j->plan), j->disk.why);
      continue;
    }
    needed += j->disk.bytes;
    char path[4200];
    struct stat st;
    snprintf(path, sizeof path, "%s/%s", dir, j->disk.name);
    if (j->disk.name[0] && lstat(path, &st) != 0 && evicted++ < 5)
      fprintf(stderr, "evicted: %s\n", cj_plan_key(j->plan));
  }
  if (unwritten)
    fprintf(stderr, "colljit prebuild: %zu kernels were compiled but could not be written to %s\n",
            unwritten, dir);
  if (evicted) {
    cj_cache_stats st = CJ_CACHE_STATS_INIT;
    uint64_t cap = cj_cache_stats_get(&st) == CJ_OK ? st.max_bytes : 0;
    uint64_t want = needed + needed / 9 + 1; /* eviction keeps 90% of the cap */
    fprintf(stderr,
            "colljit prebuild: %zu kernels of this prebuild were evicted again: the cache "
            "cap (%llu bytes) is too small for what it built; keeping all of them needs a cap of "
            "at least %llu bytes (COLLJIT_CACHE_MAX_BYTES)\n",
            evicted, (unsigned long long)cap, (unsigned long long)want);
  }
  return unwritten + evicted;
}

static int summary_json(const run *r, double secs, const char *dir) {
  uint64_t unwritten = check_written(r, dir); /* (its reasons go to standard error) */
  printf("{\"kernels\": %zu, \"built\": %zu, \"cached\": %zu, \"failed\": %zu, \"seconds\": %.3f, ",
         r->n, atomic_load(&r->built), atomic_load(&r->cached), atomic_load(&r->failed), secs);
  cj__json_key(stdout, "cache_dir");
  cj__json_string(stdout, dir);
  printf(", \"unwritten\": %llu, \"failures\": [", (unsigned long long)unwritten);
  int first = 1;
  for (size_t i = 0; i < r->n; i++) {
    const job *j = &r->jobs[i];
    if (j->result != JOB_FAILED) continue;
    fputs(first ? "{" : ", {", stdout);
    cj__json_key(stdout, "key");
    cj__json_string(stdout, cj_plan_key(j->plan));
    printf(", \"line\": %d, ", j->line);
    cj__json_key(stdout, "message");
    cj__json_string(stdout, j->msg ? j->msg : "");
    fputc('}', stdout);
    first = 0;
  }
  fputs("]}\n", stdout);
  return atomic_load(&r->failed) || unwritten ? 2 : 0;
}

static int summary(const run *r, double secs, const char *dir) {
  for (size_t i = 0; i < r->n; i++)
    if (r->jobs[i].result == JOB_FAILED)
      fprintf(stderr, "failed: %s (line %d): %s\n", cj_plan_key(r->jobs[i].plan), r->jobs[i].line,
              r->jobs[i].msg ? r->jobs[i].msg : "");
  printf("prebuild: %zu kernels in %.2f s (%.1f/s): %zu built, %zu already cached, %zu failed; "
         "cache %s\n",
         r->n, secs, secs > 0 ? (double)r->n / secs : 0.0, atomic_load(&r->built),
         atomic_load(&r->cached), atomic_load(&r->failed), dir);
  size_t missing = check_written(r, dir);
  return atomic_load(&r->failed) || missing ? 2 : 0;
}

int cj__cli_prebuild(int argc, char **argv) {
  opts o = {NULL, NULL, NULL, NULL, CJ_COMPILER_AUTO, 0, 0, 0};
  int rc = parse_opts(argc, argv, &o);
  if (rc) return rc < 0 ? 0 : rc;
  if (!o.jobs) {
    long n = sysconf(_SC_NPROCESSORS_ONLN);
    o.jobs = n < 1 ? 1 : n > 64 ? 64 : (int)n;
  }
  cj_cache_config cfg = CJ_CACHE_CONFIG_INIT;
  cfg.dir = o.dir;
  char dir[4096];
  if (o.dir && cj_cache_configure(&cfg) != CJ_OK)
    return bad_usage("--cache-dir: ", cj_last_error());
  if (cj_cache_dir(dir, sizeof dir) != CJ_OK) {
    fprintf(stderr, "colljit prebuild: %s\n", cj_last_error());
    return 2;
  }
  run r;
  memset(&r, 0, sizeof r);
  r.compiler = o.compiler;
  if ((rc = load(&o, &r)) == 0) {
    dedupe(&r);
    double t0 = now_s();
    build_all(&r, o.jobs, o.quiet);
    rc = o.json ? summary_json(&r, now_s() - t0, dir) : summary(&r, now_s() - t0, dir);
  }
  free_jobs(&r);
  return rc;
}
