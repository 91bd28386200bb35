/* Background JIT: a worker thread per communicator compiles the specialised kernels of
 * first-seen shapes while calls run the op's shape-generic kernel (launch.c). Each selector is
 * queued at most once in the communicator's life: a build that fails is logged and counted,
 * and calls keep the generic kernel. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "comm_impl.h"
#include "hier.h"
#include "support.h"

void cj__bg_init(cj_comm *c, int enabled) {
  cj_bgjit *g = &c->bg;
  memset(g, 0, sizeof *g);
  g->enabled = enabled;
  pthread_mutex_init(&g->mu, NULL);
  pthread_cond_init(&g->wake, NULL);
  pthread_cond_init(&g->idle, NULL);
  atomic_init(&g->generic_launches, 0);
}

/* Builds one specialised kernel from the plan its call made and publishes it; another thread
 * (cj_prepare) may have loaded the same kernel meanwhile: then ours is dropped. */
static void build_one(cj_comm *c, const cj_request *req, const cj_plan *plan, int *ok) {
  cj_kernel *k = NULL;
  *ok = 0;
  cj_status s = c->be->bind(c->device);
  if (!s && cj__kernel_find(c, req)) {
    *ok = 1;
    return;
  }
  if (!s) s = cj__kernel_load(c, plan, req, &k); /* outside c->mu: calls and cj_malloc go on */
  if (!s) {
    pthread_mutex_lock(&c->mu);
    if (cj__kernel_find(c, req)) {
      cj__kernel_unload(c, k);
    } else if ((s = cj__kernel_insert(c, k)) != CJ_OK) {
      cj__kernel_unload(c, k);
    }
    pthread_mutex_unlock(&c->mu);
  }
  if (s) {
    cj__log(CJ_LOG_WARN, "rank %d: background compile of %s (%llu %s) failed, the shape-generic "
            "kernel stays in use: %s: %s", c->rank, cj_op_name(req->op),
            (unsigned long long)req->count, cj_dtype_name(req->dtype), cj_status_name(s),
            cj_last_error());
    return;
  }
  *ok = 1;
}

static void *worker(void *arg) {
  cj_comm *c = arg;
  cj_bgjit *g = &c->bg;
  pthread_mutex_lock(&g->mu);
  for (;;) {
    while (!g->head && !g->stop)
      pthread_cond_wait(&g->wake, &g->mu);
    if (g->stop) break;
    cj_jit_job *j = g->head;
    g->head = j->next;
    if (!g->head) g->tail = NULL;
    g->busy = 1;
    pthread_mutex_unlock(&g->mu);
    int ok;
    build_one(c, &j->req, j->plan, &ok);
    cj_plan_destroy(j->plan);
    free(j);
    pthread_mutex_lock(&g->mu);
    g->busy = 0;
    if (ok)
      g->built++;
    else
      g->failed++;
    if (!g->head) pthread_cond_broadcast(&g->idle);
  }
  pthread_cond_broadcast(&g->idle);
  pthread_mutex_unlock(&g->mu);
  return NULL;
}

static int seen(const cj_bgjit *g, const cj_ksel *s) {
  for (size_t i = 0; i < g->nseen; i++)
    if (!memcmp(&g->seen[i], s, sizeof *s)) return 1;
  return 0;
}

cj_status cj__bg_queue(cj_comm *c, const cj_request *req, cj_plan *plan) {
  cj_bgjit *g = &c->bg;
  cj_ksel sel;
  cj__ksel(&sel, req);
  cj_status s = CJ_OK;
  cj_jit_job *j = NULL;
  pthread_mutex_lock(&g->mu);
  if (g->stop || seen(g, &sel)) goto out;
  if (g->nseen == g->capseen) {
    size_t cap = g->capseen ? g->capseen * 2 : 64;
    cj_ksel *n = realloc(g->seen, cap * sizeof *n);
    if (!n) {
      s = cj__fail(CJ_E_OOM, "out of host memory for the background queue");
      goto out;
    }
    g->seen = n;
    g->capseen = cap;
  }
  j = calloc(1, sizeof *j);
  if (!j) {
    s = cj__fail(CJ_E_OOM, "out of host memory for the background queue");
    goto out;
  }
  if (!g->started) {
    if (pthread_create(&g->thread, NULL, worker, c)) {
      free(j);
      j = NULL;
      g->enabled = 0; /* no thread: later misses compile in the calling thread */
      s = cj__fail(CJ_E_INTERNAL, "cannot start the background compile thread");
      goto out;
    }
    g->started = 1;
  }
  j->req = *req; /* req->target points into the communicator: it outlives the job */
  j->plan = plan;
  g->seen[g->nseen++] = sel;
  if (g->tail)
    g->tail->next = j;
  else
    g->head = j;
  g->tail = j;
  g->queued++;
  pthread_cond_signal(&g->wake);
out:
  pthread_mutex_unlock(&g->mu);
  if (!j) cj_plan_destroy(plan); /* not queued: seen before, stopping, or no memory */
  return s;
}

void cj__bg_stop(cj_comm *c) {
  cj_bgjit *g = &c->bg;
  pthread_mutex_lock(&g->mu);
  g->stop = 1;
  pthread_cond_broadcast(&g->wake);
  int started = g->started;
  pthread_mutex_unlock(&g->mu);
  if (started) pthread_join(g->thread, NULL); /* a compile in progress ends first */
  while (g->head) {
    cj_jit_job *j = g->head;
    g->head = j->next;
    cj_plan_destroy(j->plan);
    free(j);
  }
  g->tail = NULL;
  free(g->seen);
  g->seen = NULL;
  g->nseen = g->capseen = 0;
  g->started = 0;
  pthread_cond_destroy(&g->wake);
  pthread_cond_destroy(&g->idle);
  pthread_mutex_destroy(&g->mu);
}

cj_status cj_comm_jit_stats(cj_comm *c, cj_jit_stats *out) {
  if (!c || !out) return cj__fail(CJ_E_INVALID, "jit_stats: comm or out is NULL");
  if (c->hier) return cj_comm_jit_stats(c->hier->inner, out);
  if (out->struct_size < sizeof *out)
    return cj__fail(CJ_E_INVALID, "jit_stats: struct_size is not sizeof(cj_jit_stats)");
  cj_bgjit *g = &c->bg;
  pthread_mutex_lock(&g->mu);
  out->generic_launches = atomic_load_explicit(&g->generic_launches, memory_order_relaxed);
  out->queued = g->queued;
  out->built = g->built;
  out->failed = g->failed;
  out->pending = g->queued - g->built - g->failed;
  pthread_mutex_unlock(&g->mu);
  return CJ_OK;
}

cj_status cj_comm_jit_wait(cj_comm *c, double timeout_s) {
  if (!c) return cj__fail(CJ_E_INVALID, "jit_wait: comm is NULL");
  if (c->hier) return cj_comm_jit_wait(c->hier->inner, timeout_s);
  cj_bgjit *g = &c->bg;
  struct timespec until;
  clock_gettime(CLOCK_REALTIME, &until);
  if (timeout_s > 0) {
    double t = (double)until.tv_sec + 1e-9 * (double)until.tv_nsec + timeout_s;
    until.tv_sec = (time_t)t;
    until.tv_nsec = (long)((t - (double)until.tv_sec) * 1e9);
  }
  cj_status s = CJ_OK;
  pthread_mutex_lock(&g->mu);
  while ((g->head || g->busy) && !g->stop) {
    int e = timeout_s > 0 ? pthread_cond_timedwait(&g->idle, &g->mu, &until)
                          : pthread_cond_wait(&g->idle, &g->mu);
    if (e == ETIMEDOUT) {
      s = cj__fail(CJ_E_TIMEOUT, "jit_wait: background compiles still running after %.3g s",
                   timeout_s);
      break;
    }
  }
  pthread_mutex_unlock(&g->mu);
  return cj__comm_fail(c, s);
}
