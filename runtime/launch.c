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
  cj__call_from_request(&s->call, r);
  cj_choice f;
  if (r->variant == CJ_VARIANT_AUTO && cj__select_forced(r->op, &f)) {
    s->forced_variant = (int32_t)f.variant + 1;
    s->forced_grid = f.grid;
  }
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

/* A loaded kernel of this key (lock-free, as lookups are: kernels live as long as the
 * communicator), or NULL. */
static const cj_kernel *kernel_of_key(cj_comm *c, const char *key) {
  cj_ktable *t = atomic_load_explicit(&c->kernels, memory_order_acquire);
  for (unsigned i = 0; t && i <= t->mask; i++) {
    cj_kernel *k = atomic_load_explicit(&t->slot[i], memory_order_acquire);
    if (k && !strcmp(k->plan.key, key)) return k;
  }
  return NULL;
}

/* Compiles (or reads from the disk cache) and loads the kernel of a plan. What the launch needs
 * beyond the code object comes with it (the cache entry's facts), so that a hit never builds
 * kir. */
cj_status cj__kernel_load(cj_comm *c, const cj_plan *plan, const cj_request *req,
                          cj_kernel **out) {
  *out = NULL;
  cj_kernel *k = calloc(1, sizeof *k);
  if (!k) return cj__fail(CJ_E_OOM, "out of host memory");
  const cj_kernel *same = kernel_of_key(c, cj_plan_key(plan));
  if (same) { /* another request planned to it: one module per kernel */
    *k = *same;
    k->alias = 1;
    cj__ksel(&k->sel, req);
    *out = k;
    return CJ_OK;
  }
  cj_blob obj = {0, NULL};
  cj_cache_outcome oc;
  oc.hit = 0;
  cj_status s = cj__cache_object_ex(plan, c->compiler, &obj, &oc);
  if (!s) s = c->be->module_load(obj.data, obj.size, &k->module);
  if (!s) s = c->be->module_function(k->module, cj_plan_kernel_name(plan), &k->fn);
  if (!s) k->shmem = oc.facts.dynamic_shared;
  if (!s && k->shmem)
    s = c->be->func_dynamic_shared
            ? c->be->func_dynamic_shared(k->fn, k->shmem)
            : cj__fail(CJ_E_UNSUPPORTED, "%s: %u bytes of dynamic shared memory, which the %s "
                       "backend cannot give a kernel", cj_plan_key(plan), k->shmem, c->be->name);
  if (!s) {
    cj__ksel(&k->sel, req);
    k->plan = *plan;
    cj__log(CJ_LOG_INFO, "rank %d loaded %s (%s)", c->rank, k->plan.key,
            oc.hit ? "from the cache" : "compiled");
  } else {
    cj__kernel_unload(c, k);
    k = NULL;
  }
  cj_blob_free(&obj);
  *out = k;
  return s;
}

cj_status cj__kernel_build(cj_comm *c, const cj_request *req, cj_kernel **out) {
  cj_plan *plan;
  *out = NULL;
  cj_status s = cj_plan_create(req, &plan);
  if (!s) s = cj__kernel_load(c, plan, req, out);
  cj_plan_destroy(plan);
  return s;
}

void cj__kernel_unload(cj_comm *c, cj_kernel *k) {
  if (!k) return;
  if (c->be && k->module && !k->alias) c->be->module_unload(k->module);
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

/* The loaded kernel for a request, loaded from its plan and inserted on a miss (under c->mu,
 * so that two threads missing the same kernel load it once); plan NULL: planned here. */
static cj_status get_kernel(cj_comm *c, const cj_request *req, const cj_plan *plan,
                            cj_kernel **out) {
  cj_kernel *k = cj__kernel_find(c, req);
  cj_status s = CJ_OK;
  if (!k) {
    pthread_mutex_lock(&c->mu);
    k = cj__kernel_find(c, req);
    if (!k && !(s = plan ? cj__kernel_load(c, plan, req, &k) : cj__kernel_build(c, req, &k)) &&
        (s = cj__kernel_insert(c, k)) != CJ_OK) {
      cj__kernel_unload(c, k);
      k = NULL;
    }
    pthread_mutex_unlock(&c->mu);
  }
  *out = k;
  return s;
}

/* The shape-generic request standing in for req, whose plan answered `planned`: the same op,
 * dtype, width and root, the variant and staging the plan chose, the count and grid left to
 * the launch (generic kernels are launched with the specialised kernel's grid, so that ranks
 * running either meet block for block). */
static void generic_request(const cj_request *req, const cj_plan *planned, cj_request *g) {
  *g = *req;
  g->variant = planned->variant;
  g->flags = (planned->flags & CJ_REQ_STAGE) | CJ_REQ_GENERIC;
  g->count = 0;
  g->grid = 0;
}

/* A hit is a few loads and compares, without a lock. A miss asks the planner once: variant,
 * staging, grid and threads of the call's kernel come in its plan. */
cj_status cj__comm_kernel(cj_comm *c, const cj_request *req, void *stream, int wait,
                          cj_launch *out) {
  out->k = cj__kernel_find(c, req);
  out->count = req->count;
  out->ntmap = out->tmap_at = 0;
  if (out->k) {
    out->grid = (unsigned)out->k->plan.grid;
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
  cj_plan *plan;
  if ((s = cj_plan_create(req, &plan))) return s;
  if (wait || capturing || !c->bg.enabled || o->shapeless || o->gemm) {
    s = get_kernel(c, req, plan, &out->k);
    cj_plan_destroy(plan);
    if (!s) out->grid = (unsigned)out->k->plan.grid;
    return s;
  }
  cj_request g;
  generic_request(req, plan, &g);
  out->grid = (unsigned)plan->grid;
  if ((s = get_kernel(c, &g, NULL, &out->k))) {
    cj_plan_destroy(plan);
    return s;
  }
  atomic_fetch_add_explicit(&c->bg.generic_launches, 1, memory_order_relaxed);
  s = cj__bg_queue(c, req, plan);
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
  cj_area area = cj__variant_area(k->plan.op, k->plan.variant);
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
  for (int i = 0; i < l->ntmap && l->tmap_at + i < CJ_ARG_AUX_MAX; i++) /* by value */
    args[CJ_ARG_AUX0 + l->tmap_at + i] = (void *)l->tmap[i];
  c->last = k;
  return c->be->launch(k->fn, l->grid, (unsigned)k->plan.block_threads, k->shmem, stream, args);
}

