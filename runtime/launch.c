/* Kernels of a communicator (compile + load once, then a hash lookup) and the collective
 * entry points. */
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

/* Compiles and loads one kernel. */
static cj_status build(cj_comm *c, const cj_request *req, cj_kernel **out) {
  cj_plan *plan;
  cj_status s = cj_plan_create(req, &plan);
  if (s) return s;
  cj_kernel *k = calloc(1, sizeof *k);
  cj_blob obj = {0, NULL};
  if (!k) s = cj__fail(CJ_E_OOM, "out of host memory");
  int from_disk = 0;
  if (!s) s = cj__cache_object(plan, c->compiler, &obj, &from_disk);
  if (!s) s = c->be->module_load(obj.data, obj.size, &k->module);
  if (!s) s = c->be->module_function(k->module, cj_plan_kernel_name(plan), &k->fn);
  if (!s) {
    cj_request r;
    cj_plan_request(plan, &r);
    cj__ksel(&k->sel, req);
    k->grid = (unsigned)r.grid;
    k->block = (unsigned)r.block_threads;
    snprintf(k->key, sizeof k->key, "%s", cj_plan_key(plan));
    cj__log(CJ_LOG_INFO, "rank %d loaded %s (%s)", c->rank, k->key,
            from_disk ? "from the cache" : "compiled");
  } else if (k) {
    if (k->module) c->be->module_unload(k->module);
    free(k);
    k = NULL;
  }
  cj_blob_free(&obj);
  cj_plan_destroy(plan);
  *out = k;
  return s;
}

/* A first use compiles and loads the kernel. Not inside a graph capture: module loads and the
 * compile's stall do not belong in a capture, so a miss there is refused. */
static cj_status check_not_capturing(cj_comm *c, const cj_request *req, void *stream) {
  int capturing = 0;
  if (stream == CJ_NO_STREAM) return CJ_OK;
  cj_status s = c->be->stream_capturing(stream, &capturing);
  if (s || !capturing) return s;
  return cj__fail(CJ_E_CAPTURE,
                  "%s of %llu %s elements has no loaded kernel yet and the stream is being "
                  "captured: call cj_prepare() (or run the op once) before capture",
                  cj_op_name(req->op), (unsigned long long)req->count,
                  cj_dtype_name(req->dtype));
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

/* Under c->mu: compiles (or reads from the disk cache), loads and inserts a kernel. */
static cj_status add_kernel(cj_comm *c, const cj_request *req, void *stream, cj_kernel **out) {
  cj_kernel *k = NULL;
  cj_status s = check_not_capturing(c, req, stream);
  if (!s) s = build(c, req, &k);
  if (!s && (s = cj__kernel_insert(c, k)) != CJ_OK) {
    c->be->module_unload(k->module);
    free(k);
    k = NULL;
  }
  *out = k;
  return s;
}

/* A hit is a few loads and compares, without a lock. A miss looks again under the
 * communicator's mutex, then builds. */
cj_status cj__comm_kernel(cj_comm *c, const cj_request *req, void *stream, cj_kernel **out) {
  cj_kernel *k = cj__kernel_find(c, req);
  cj_status s = CJ_OK;
  if (!k) {
    pthread_mutex_lock(&c->mu);
    k = cj__kernel_find(c, req);
    if (!k) s = add_kernel(c, req, stream, &k);
    pthread_mutex_unlock(&c->mu);
  }
  *out = k;
  return s;
}

void cj__comm_free_kernels(cj_comm *c) {
  cj_ktable *t = atomic_load_explicit(&c->kernels, memory_order_relaxed);
  for (unsigned i = 0; t && i <= t->mask; i++) {
    cj_kernel *k = atomic_load_explicit(&t->slot[i], memory_order_relaxed);
    if (!k) continue;
    if (c->be && k->module) c->be->module_unload(k->module);
    free(k);
  }
  while (t) {
    cj_ktable *older = t->older;
    free(t);
    t = older;
  }
  atomic_store_explicit(&c->kernels, NULL, memory_order_relaxed);
}

cj_status cj__comm_launch(cj_comm *c, const cj_kernel *k, const void *src, void *dst,
                          void *stream) {
  uint64_t bases = c->base + CJ_CTRL_BASES, sync = c->base + CJ_CTRL_SYNC;
  uint64_t status = c->base + CJ_CTRL_STATUS;
  uint64_t work = k->sel.variant == CJ_VARIANT_LL ? c->ll : c->work;
  uint64_t s64 = (uint64_t)(uintptr_t)src, d64 = (uint64_t)(uintptr_t)dst;
  int32_t rank = c->rank;
  int64_t timeout_ns = (int64_t)(c->timeout_s * 1e9);
  void *args[CJ_ARG_COUNT_];
  args[CJ_ARG_HEAP_BASES] = &bases;
  args[CJ_ARG_RANK] = &rank;
  args[CJ_ARG_SRC] = &s64;
  args[CJ_ARG_DST] = &d64;
  args[CJ_ARG_SYNC] = &sync;
  args[CJ_ARG_STATUS] = &status;
  args[CJ_ARG_TIMEOUT_NS] = &timeout_ns;
  args[CJ_ARG_WORK] = &work;
  return c->be->launch(k->fn, k->grid, k->block, 0, stream, args);
}

