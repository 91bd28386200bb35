/* Kernels of a communicator: the lock-free table of loaded kernels (a hash lookup per call),
 * building a kernel on a miss (through the code-object cache, then the backend's module load)
 * and launching it with the ABI's arguments (kabi.h). The entry points are in calls.c. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cache.h"
#include "comm_impl.h"
#include "support.h"

void cj__ksel(cj_ksel *s, const cj_request *r) {
  memset(s, 0, sizeof *s);
  s->op = r->op;
  s->variant = r->variant;
  s->dtype = r->dtype;
  s->redop = r->redop;
  s->barrier = r->barrier;
  s->vec = r->vec_bytes;
  s->root = r->root;
  s->flags = r->flags;
  s->count = r->count;
  s->hidden = r->hidden;
  s->gemm = r->gemm;
}

/* Word-wise mix of the selector (the lookup's hot path: a few multiplies, no byte loop). */
static uint64_t sel_hash(const cj_ksel *s) {
  uint64_t w[sizeof *s / 8], h = 0x9e3779b97f4a7c15ull;
  memcpy(w, s, sizeof w);
  for (size_t i = 0; i < sizeof w / 8; i++) {
    h = (h ^ w[i]) * 0xbf58476d1ce4e5b9ull;
    h ^= h >> 31;
  }
  return h;
}

/* Compiles (or reads from the disk cache) and loads one kernel. What the launch needs beyond
 * the code object comes with it (the cache entry's facts), so that a hit never builds kir. */
cj_status cj__kernel_build(cj_comm *c, const cj_request *req, cj_kernel **out) {
  cj_plan *plan;
  cj_status s = cj_plan_create(req, &plan);
  if (s) return s;
  cj_kernel *k = calloc(1, sizeof *k);
  cj_blob obj = {0, NULL};
  if (!k) s = cj__fail(CJ_E_OOM, "out of host memory");
  cj_cache_outcome oc;
  oc.hit = 0;
  if (!s) s = cj__cache_object_ex(plan, c->compiler, &obj, &oc);
  if (!s) s = c->be->module_load(obj.data, obj.size, &k->module);
  if (!s) s = c->be->module_function(k->module, cj_plan_kernel_name(plan), &k->fn);
  if (!s) k->shmem = oc.facts.dynamic_shared;
  if (!s && k->shmem)
    s = c->be->func_dynamic_shared
            ? c->be->func_dynamic_shared(k->fn, k->shmem)
            : cj__fail(CJ_E_UNSUPPORTED, "%s: %u bytes of dynamic shared memory, which the %s "
                       "backend cannot give a kernel", cj_plan_key(plan), k->shmem, c->be->name);
  if (!s) {
    cj_request r;
    cj_plan_request(plan, &r);
    cj__ksel(&k->sel, req);
    k->grid = (unsigned)r.grid;
    k->block = (unsigned)r.block_threads;
    k->generic = (r.flags & CJ_REQ_GENERIC) != 0;
    snprintf(k->key, sizeof k->key, "%s", cj_plan_key(plan));
    cj__log(CJ_LOG_INFO, "rank %d loaded %s (%s)", c->rank, k->key,
            oc.hit ? "from the cache" : "compiled");
  } else if (k) {
    cj__kernel_unload(c, k);
    k = NULL;
  }
  cj_blob_free(&obj);
  cj_plan_destroy(plan);
  *out = k;
  return s;
}

void cj__kernel_unload(cj_comm *c, cj_kernel *k) {
  if (!k) return;
  if (c->be && k->module) c->be->module_unload(k->module);
  free(k);
}

/* ---- the kernel table ------------------------------------------------------------------- */
cj_kernel *cj__kernel_find(cj_comm *c, const cj_request *req) {
  cj_ktable *t = atomic_load_explicit(&c->kernels, memory_order_acquire);
  if (!t) return NULL;
  cj_ksel want;
  cj__ksel(&want, req);
  for (unsigned i = (unsigned)sel_hash(&want) & t->mask;; i = (i + 1) & t->mask) {
    cj_kernel *k = atomic_load_explicit(&t->slot[i], memory_order_acquire);
    /* at most half full: an empty slot always comes */
    if (!k || !memcmp(&k->sel, &want, sizeof want)) return k;
  }
}

static void table_put(cj_ktable *t, cj_kernel *k) {
  unsigned i = (unsigned)sel_hash(&k->sel) & t->mask;
  while (atomic_load_explicit(&t->slot[i], memory_order_relaxed)) i = (i + 1) & t->mask;
  atomic_store_explicit(&t->slot[i], k, memory_order_release);
  t->used++;
}

/* A table twice the size with the same kernels, published before the old one is retired. */
static cj_status grow(cj_comm *c, cj_ktable *old) {
  unsigned slots = old ? (old->mask + 1) * 2 : CJ_KTABLE_FIRST;
  cj_ktable *t = calloc(1, sizeof *t + slots * sizeof t->slot[0]);
  if (!t) return cj__fail(CJ_E_OOM, "out of host memory for the kernel table");
  t->mask = slots - 1;
  for (unsigned i = 0; old && i <= old->mask; i++) {
    cj_kernel *k = atomic_load_explicit(&old->slot[i], memory_order_relaxed);
    if (k) table_put(t, k);
  }
  t->older = old;
  atomic_store_explicit(&c->kernels, t, memory_order_release);
  return CJ_OK;
}

cj_status cj__kernel_insert(cj_comm *c, cj_kernel *k) {
  cj_ktable *t = atomic_load_explicit(&c->kernels, memory_order_relaxed);
  if (!t || (t->used + 1) * 2 > t->mask + 1) {
    cj_status s = grow(c, t);
    if (s) return s;
    t = atomic_load_explicit(&c->kernels, memory_order_relaxed);
  }
  table_put(t, k);
  return CJ_OK;
}

/* The loaded kernel for a request, compiled and inserted on a miss (under c->mu, so that two
 * threads missing the same kernel build it once). */
static cj_status get_kernel(cj_comm *c, const cj_request *req, cj_kernel **out) {
  cj_kernel *k = cj__kernel_find(c, req);
  cj_status s = CJ_OK;
  if (!k) {
    pthread_mutex_lock(&c->mu);
    k = cj__kernel_find(c, req);
    if (!k && !(s = cj__kernel_build(c, req, &k)) && (s = cj__kernel_insert(c, k)) != CJ_OK) {
      cj__kernel_unload(c, k);
      k = NULL;
    }
    pthread_mutex_unlock(&c->mu);
  }
  *out = k;
  return s;
}

/* The shape-generic request standing in for req: same op, variant, dtype, width, flags, count
 * and grid left to the launch. */
static void generic_request(const cj_request *req, cj_request *g) {
  *g = *req;
  g->count = 0;
  g->grid = 0;
  g->flags |= CJ_REQ_GENERIC;
}

/* The grid the specialised kernel of req runs (generic kernels are launched with it, so that
 * ranks running either meet block for block). */
static cj_status planned_grid(const cj_request *req, unsigned *grid) {
  cj_plan *p;
  cj_status s = cj_plan_create(req, &p);
  if (s) return s;
  cj_request r;
  cj_plan_request(p, &r);
  *grid = (unsigned)r.grid;
  cj_plan_destroy(p);
  return CJ_OK;
}

/* A hit is a few loads and compares, without a lock. */
cj_status cj__comm_kernel(cj_comm *c, const cj_request *req, void *stream, int wait,
                          cj_launch *out) {
  out->k = cj__kernel_find(c, req);
  out->count = req->count;
  if (out->k) {
    out->grid = out->k->grid;
    return CJ_OK;
  }
  /* a miss inside a graph capture builds the specialised kernel there and then (module loads
   * are legal in a capture): a capture is the slow path and its replays the hot one, so the
   * graph must not keep the shape-generic kernel for good; shape-less ops (the barrier) and
   * the GEMM ops have no shape-generic kernel */
  int capturing = 0;
  cj_status s = stream != CJ_NO_STREAM ? c->be->stream_capturing(stream, &capturing) : CJ_OK;
  if (s) return s;
  const cj_op_info *o = cj__op(req->op);
  if (wait || capturing || !c->bg.enabled || o->shapeless || o->gemm) {
    s = get_kernel(c, req, &out->k);
    if (!s) out->grid = out->k->grid;
    return s;
  }
  cj_request g;
  generic_request(req, &g);
  if ((s = planned_grid(req, &out->grid))) return s;
  if ((s = get_kernel(c, &g, &out->k))) return s;
  atomic_fetch_add_explicit(&c->bg.generic_launches, 1, memory_order_relaxed);
  s = cj__bg_queue(c, req);
  /* a queue that cannot take the job (out of memory) costs speed, not the call */
  if (s) cj__log(CJ_LOG_WARN, "rank %d: background compile of %s not queued: %s", c->rank,
                 cj_op_name(req->op), cj_last_error());
  return CJ_OK;
}

void cj__comm_free_kernels(cj_comm *c) {
  cj_ktable *t = atomic_load_explicit(&c->kernels, memory_order_relaxed);
  for (unsigned i = 0; t && i <= t->mask; i++) {
    cj_kernel *k = atomic_load_explicit(&t->slot[i], memory_order_relaxed);
    if (k) cj__kernel_unload(c, k);
  }
  while (t) {
    cj_ktable *older = t->older;
    free(t);
    t = older;
  }
  atomic_store_explicit(&c->kernels, NULL, memory_order_relaxed);
}

cj_status cj__comm_launch(cj_comm *c, const cj_launch *l, const void *src, void *dst,
                          void *stream) {
  const cj_kernel *k = l->k;
  uint64_t bases = c->base + CJ_CTRL_BASES, sync = c->base + CJ_CTRL_SYNC;
  uint64_t status = c->base + CJ_CTRL_STATUS;
  cj_area area = cj__variant_area(k->sel.op, k->sel.variant);
  uint64_t work = area == CJ_AREA_LL ? c->ll : area == CJ_AREA_RELAY ? c->relay : c->work;
  uint64_t s64 = (uint64_t)(uintptr_t)src, d64 = (uint64_t)(uintptr_t)dst;
  int32_t rank = c->rank;
  int64_t timeout_ns = (int64_t)(c->timeout_s * 1e9);
  void *args[CJ_ARG_ALL_MAX];
  args[CJ_ARG_HEAP_BASES] = &bases;
  args[CJ_ARG_RANK] = &rank;
  args[CJ_ARG_SRC] = &s64;
  args[CJ_ARG_DST] = &d64;
  args[CJ_ARG_SYNC] = &sync;
  args[CJ_ARG_STATUS] = &status;
  args[CJ_ARG_TIMEOUT_NS] = &timeout_ns;
  args[CJ_ARG_WORK] = &work;
  int64_t n = (int64_t)l->count;
  int32_t nblocks = (int32_t)l->grid;
  args[CJ_ARG_N] = &n;
  args[CJ_ARG_NBLOCKS] = &nblocks;
  uint64_t aux[CJ_ARG_AUX_MAX]; /* (the driver reads as many as the kernel has parameters) */
  for (int i = 0; i < CJ_ARG_AUX_MAX; i++) {
    aux[i] = l->aux[i];
    args[CJ_ARG_AUX0 + i] = &aux[i];
  }
  c->last = k;
  return c->be->launch(k->fn, l->grid, k->block, k->shmem, stream, args);
}

