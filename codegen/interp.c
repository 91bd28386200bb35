/* CPU executor: launches. One host thread per (rank, block); the first failure of any thread
 * (a kir rule broken, the watchdog) stops every thread of the launch and is what the launch
 * returns, with its message. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "interp_compute.h"
#include "support.h"

#define DEFAULT_WATCHDOG_S 60.0
#define THREAD_STACK (512u * 1024u)

uint64_t cj__ix_now_ns(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (uint64_t)ts.tv_sec * 1000000000ull + (uint64_t)ts.tv_nsec;
}

int cj__ix_fail(ix_thread *t, cj_status s, const char *fmt, ...) {
  ix_launch *l = t->launch;
  pthread_mutex_lock(&l->lock);
  if (l->status == CJ_OK) {
    l->status = s;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(l->msg, sizeof l->msg, fmt, ap);
    va_end(ap);
  }
  pthread_mutex_unlock(&l->lock);
  atomic_store(&l->stop, 1);
  return 1;
}

static void thread_free(ix_thread *t) {
  cj__ix_shared_free(t);
  cj__ix_wgmma_free(t);
  free(t->vals);
  free(t->vars);
  free(t->masks);
  t->vals = t->vars = NULL;
  t->masks = NULL;
}

static int thread_alloc(ix_thread *t) {
  size_t lanes = (size_t)t->lanes;
  t->vals = calloc((size_t)t->lay->nunits * lanes, sizeof *t->vals);
  t->vars = calloc((size_t)t->lay->var_units * lanes, sizeof *t->vars);
  t->masks = calloc((size_t)(2 * (t->lay->depth + 2)) * lanes, 1);
  if (t->vals && t->vars && t->masks) return cj__ix_shared_init(t);
  thread_free(t);
  return cj__ix_fail(t, CJ_E_OOM,
                     "interp: out of memory for the values of kernel %s (%u x %d x 8 "
                     "bytes per block)",
                     t->k->name, t->lay->nunits, t->lanes);
}

static void *thread_main(void *arg) {
  ix_thread *t = arg;
  ix_launch *l = t->launch;
  if (l->on_block_start) l->on_block_start(l->user, t->rank, t->block);
  if (!thread_alloc(t)) {
    cj__ix_exec(t);
    thread_free(t);
  }
  return NULL;
}

static cj_status launch_init(ix_launch *l, const ix_layout *lay, const cj_interp_opts *o) {
  memset(l, 0, sizeof *l);
  l->lay = lay;
  l->watchdog_s = (o && o->watchdog_s > 0) ? o->watchdog_s : DEFAULT_WATCHDOG_S;
  l->deadline_ns = cj__ix_now_ns() + (uint64_t)(l->watchdog_s * 1e9);
  if (o) {
    l->on_block_start = o->on_block_start;
    l->user = o->user;
  }
  atomic_init(&l->stop, 0);
  if (pthread_mutex_init(&l->lock, NULL))
    return cj__fail(CJ_E_INTERNAL, "interp: pthread_mutex_init failed");
  return CJ_OK;
}

/* Starts every thread, waits for all of them; returns how many started. */
static int start_join(ix_thread *ts, int n) {
  pthread_attr_t attr;
  pthread_attr_init(&attr);
  pthread_attr_setstacksize(&attr, THREAD_STACK);
  pthread_t *tid = malloc((size_t)n * sizeof *tid);
  int started = 0;
  if (tid) {
    for (; started < n; started++)
      if (pthread_create(&tid[started], &attr, thread_main, &ts[started])) break;
    if (started < n)
      cj__ix_fail(&ts[0], CJ_E_OOM,
                  "interp: could not start %d host threads "
                  "(started %d)",
                  n, started);
    for (int i = 0; i < started; i++)
      pthread_join(tid[i], NULL);
  }
  pthread_attr_destroy(&attr);
  free(tid);
  return started;
}

/* A pointer argument must keep its parameter's alignment promise (null is allowed). */
static cj_status check_args(const kir_kernel *k, int rank, const uint64_t *args) {
  for (int i = 0; i < k->nparams; i++) {
    const kir_param *p = &k->params[i];
    if (p->type != KT_PTR || p->align <= 1 || !args[i]) continue;
    if (args[i] & (uint64_t)(p->align - 1))
      return cj__fail(CJ_E_INVALID,
                      "interp: kernel %s, rank %d: argument %s = 0x%llx is not "
                      "%d-byte aligned as the kernel assumes",
                      k->name, rank, p->name, (unsigned long long)args[i], p->align);
  }
  return CJ_OK;
}

/* ranks[i] / args[i]: the ranks this call runs and their parameter values. */
static cj_status run(const kir_kernel *k, int nranks, const int *ranks, const uint64_t *const *args,
                     const cj_interp_opts *opts) {
  if (!k || nranks < 1 || !args)
    return cj__fail(CJ_E_INVALID, "interp: no kernel, ranks or arguments");
  long n = (long)nranks * k->grid;
  if (k->grid < 1 || k->block_threads < 1 || n > IX_MAX_THREADS)
    return cj__fail(CJ_E_INVALID,
                    "interp: kernel %s: %d ranks x grid %d blocks of %d threads "
                    "is not a launch the executor runs (at most %d blocks)",
                    k->name, nranks, k->grid, k->block_threads, IX_MAX_THREADS);
  cj_status s = CJ_OK;
  for (int i = 0; i < nranks && s == CJ_OK; i++)
    s = args[i] ? check_args(k, ranks[i], args[i])
                : cj__fail(CJ_E_INVALID, "interp: no arguments for rank %d", ranks[i]);
  if (s) return s;
  ix_layout lay;
  if ((s = cj__ix_layout_init(&lay, k, 1))) return s;
  ix_launch l;
  ix_thread *ts = calloc((size_t)n, sizeof *ts);
  if (!ts || (s = launch_init(&l, &lay, opts))) {
    free(ts);
    cj__ix_layout_free(&lay);
    return s ? s : cj__fail(CJ_E_OOM, "interp: out of memory");
  }
  for (long i = 0; i < n; i++)
    ts[i] = (ix_thread){.launch = &l,
                        .k = k,
                        .lay = &lay,
                        .args = args[i / k->grid],
                        .rank = ranks[i / k->grid],
                        .block = (int)(i % k->grid),
                        .lanes = k->block_threads};
  start_join(ts, (int)n);
  s = l.status;
  if (s) cj__fail(s, "%s", l.msg);
  pthread_mutex_destroy(&l.lock);
  free(ts);
  cj__ix_layout_free(&lay);
  return s;
}

cj_status cj__interp_run(const kir_kernel *k, int world, const uint64_t *const *args,
                         const cj_interp_opts *opts) {
  if (world < 1 || world > 4096) return cj__fail(CJ_E_INVALID, "interp: world %d", world);
  int ranks[4096];
  for (int r = 0; r < world; r++)
    ranks[r] = r;
  return run(k, world, ranks, args, opts);
}

cj_status cj__interp_run_rank(const kir_kernel *k, int rank, const uint64_t *args,
                              const cj_interp_opts *opts) {
  const uint64_t *const one[1] = {args};
  return run(k, 1, &rank, one, opts);
}
