/* Kernels of a communicator (compile + load once, then a hash lookup) and the collective
 * entry points. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "comm_impl.h"
#include "support.h"

static unsigned bucket_of(const cj_request *r) {
  uint64_t h = CJ_FNV_SEED;
  int64_t f[] = {r->op, r->variant, r->dtype, r->redop, r->vec_bytes, r->root, r->barrier,
                 r->flags};
  h = cj__fnv1a64(f, sizeof f, h);
  h = cj__fnv1a64(&r->count, sizeof r->count, h);
  return (unsigned)(h % CJ_KCACHE_BUCKETS);
}

static int same(const cj_kernel *k, const cj_request *r) {
  return k->op == r->op && k->variant == r->variant && k->flags == r->flags &&
         k->dtype == r->dtype && k->redop == r->redop && k->count == r->count &&
         k->vec == r->vec_bytes && k->root == r->root && k->barrier == r->barrier;
}

/* Compiles and loads one kernel. */
static cj_status build(cj_comm *c, const cj_request *req, cj_kernel **out) {
  cj_plan *plan;
  cj_status s = cj_plan_create(req, &plan);
  if (s) return s;
  cj_kernel *k = calloc(1, sizeof *k);
  cj_blob obj = {0, NULL};
  if (!k) s = cj__fail(CJ_E_OOM, "out of host memory");
  if (!s) s = cj_generate(plan, CJ_EMIT_OBJ, c->compiler, &obj);
  if (!s) s = c->be->module_load(obj.data, obj.size, &k->module);
  if (!s) s = c->be->module_function(k->module, cj_plan_kernel_name(plan), &k->fn);
  if (!s) {
    cj_request r;
    cj_plan_request(plan, &r);
    k->op = req->op;
    k->variant = req->variant;
    k->flags = req->flags;
    k->dtype = req->dtype;
    k->redop = req->redop;
    k->count = req->count;
    k->vec = req->vec_bytes;
    k->root = req->root;
    k->barrier = req->barrier;
    k->grid = (unsigned)r.grid;
    k->block = (unsigned)r.block_threads;
    snprintf(k->key, sizeof k->key, "%s", cj_plan_key(plan));
    cj__log(CJ_LOG_INFO, "rank %d loaded %s", c->rank, k->key);
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

cj_status cj__comm_kernel(cj_comm *c, const cj_request *req, void *stream, cj_kernel **out) {
  unsigned b = bucket_of(req);
  pthread_mutex_lock(&c->mu);
  cj_kernel *k = c->kcache[b];
  while (k && !same(k, req)) k = k->next;
  cj_status s = CJ_OK;
  if (!k) s = check_not_capturing(c, req, stream);
  if (!k && !s) {
    s = build(c, req, &k);
    if (!s) {
      k->next = c->kcache[b];
      c->kcache[b] = k;
    }
  }
  pthread_mutex_unlock(&c->mu);
  *out = k;
  return s;
}

void cj__comm_free_kernels(cj_comm *c) {
  for (int b = 0; b < CJ_KCACHE_BUCKETS; b++) {
    for (cj_kernel *k = c->kcache[b], *n; k; k = n) {
      n = k->next;
      c->be->module_unload(k->module);
      free(k);
    }
    c->kcache[b] = NULL;
  }
}

cj_status cj__comm_launch(cj_comm *c, const cj_kernel *k, const void *src, void *dst,
                          void *stream) {
  uint64_t bases = c->base + CJ_CTRL_BASES, sync = c->base + CJ_CTRL_SYNC;
  uint64_t status = c->base + CJ_CTRL_STATUS, work = c->work;
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

