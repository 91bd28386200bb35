/* Kernels of a communicator (compile + load once, then a hash lookup) and the collective
 * entry points. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "comm_impl.h"
#include "support.h"

static unsigned bucket_of(const cj_request *r) {
  uint64_t h = CJ_FNV_SEED;
  int64_t f[] = {r->op, r->dtype, r->redop, r->vec_bytes, r->root, r->barrier};
  h = cj__fnv1a64(f, sizeof f, h);
  h = cj__fnv1a64(&r->count, sizeof r->count, h);
  return (unsigned)(h % CJ_KCACHE_BUCKETS);
}

static int same(const cj_kernel *k, const cj_request *r) {
  return k->op == r->op && k->dtype == r->dtype && k->redop == r->redop &&
         k->count == r->count && k->vec == r->vec_bytes && k->root == r->root &&
         k->barrier == r->barrier;
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

cj_status cj__comm_kernel(cj_comm *c, const cj_request *req, cj_kernel **out) {
  unsigned b = bucket_of(req);
  pthread_mutex_lock(&c->mu);
  cj_kernel *k = c->kcache[b];
  while (k && !same(k, req)) k = k->next;
  cj_status s = CJ_OK;
  if (!k) {
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
  uint64_t status = c->base + CJ_CTRL_STATUS, work = 0;
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

static cj_request base_request(const cj_comm *c, cj_op op) {
  cj_request r = CJ_REQUEST_INIT;
  r.op = op;
  r.world = c->world;
  r.target = c->target.full;
  return r;
}

/* Widest access both buffers and the per-rank chunk allow. */
static int vec_for(const void *a, const void *b, uint64_t chunk) {
  uint64_t x = (uint64_t)(uintptr_t)a | (uint64_t)(uintptr_t)b | chunk | 16;
  return (int)(x & (~x + 1));
}

static cj_status check_device_buffer(cj_comm *c, const void *p, uint64_t n, const char *name) {
  if (!p) return cj__fail(CJ_E_INVALID, "%s is NULL", name);
  if (cj__comm_on_heap(c, p, n)) return CJ_OK;
  uint64_t base, a = (uint64_t)(uintptr_t)p;
  size_t size;
  if (c->be->pointer_range(a, &base, &size) || a + n > base + size)
    return cj__fail(CJ_E_INVALID, "%s (%p, %llu bytes) is not device memory of this process",
                    name, p, (unsigned long long)n);
  return CJ_OK;
}

cj_status cj_all_gather(cj_comm *c, const void *send, void *recv, size_t count, cj_dtype dtype,
                        void *stream) {
  if (!c) return cj__fail(CJ_E_INVALID, "all_gather: comm is NULL");
  if ((unsigned)dtype >= CJ_DTYPE_COUNT_)
    return cj__comm_fail(c, cj__fail(CJ_E_INVALID, "all_gather: unknown dtype %d", (int)dtype));
  if (count == 0) return CJ_OK;
  uint64_t chunk = (uint64_t)count * cj_dtype_size(dtype);
  if (count > CJ_MAX_BYTES / cj_dtype_size(dtype) / (uint64_t)c->world)
    return cj__comm_fail(c, cj__fail(CJ_E_INVALID, "all_gather: count %zu is too large", count));
  uint64_t total = chunk * (uint64_t)c->world;
  if (!cj__comm_on_heap(c, recv, total))
    return cj__comm_fail(c, cj__fail(CJ_E_INVALID,
                                     "all_gather: recv (%p, %llu bytes) must lie in one "
                                     "allocation of the symmetric heap (peers write into it)",
                                     recv, (unsigned long long)total));
  cj_status s = c->be->bind(c->device);
  if (!s) s = check_device_buffer(c, send, chunk, "all_gather: send");
  if (s) return cj__comm_fail(c, s);
  uint64_t sa = (uint64_t)(uintptr_t)send, ra = (uint64_t)(uintptr_t)recv;
  int in_place = sa == ra + (uint64_t)c->rank * chunk;
  if (!in_place && sa < ra + total && ra < sa + chunk)
    return cj__comm_fail(c, cj__fail(CJ_E_INVALID, "all_gather: send overlaps recv other than "
                                     "in place (send == recv + rank * count)"));
  cj_request r = base_request(c, CJ_OP_ALL_GATHER);
  r.dtype = dtype;
  r.count = count;
  r.vec_bytes = vec_for(send, recv, chunk);
  if (r.vec_bytes < (int)cj_dtype_size(dtype))
    return cj__comm_fail(c, cj__fail(CJ_E_INVALID, "all_gather: buffers are not aligned to "
                                     "their element size"));
  cj_kernel *k;
  s = cj__comm_kernel(c, &r, &k);
  if (!s) s = cj__comm_launch(c, k, send, recv, stream);
  return cj__comm_fail(c, s);
}

cj_status cj_barrier(cj_comm *c, void *stream) {
  if (!c) return cj__fail(CJ_E_INVALID, "barrier: comm is NULL");
  cj_request r = base_request(c, CJ_OP_BARRIER);
  cj_kernel *k;
  cj_status s = c->be->bind(c->device);
  if (!s) s = cj__comm_kernel(c, &r, &k);
  if (!s) s = cj__comm_launch(c, k, NULL, NULL, stream);
  return cj__comm_fail(c, s);
}

cj_status cj_prepare(cj_comm *c, cj_op op, size_t count, cj_dtype dtype) {
  if (!c) return cj__fail(CJ_E_INVALID, "prepare: comm is NULL");
  cj_request r = base_request(c, op);
  if (op != CJ_OP_BARRIER) {
    r.dtype = dtype;
    r.count = count;
    /* heap buffers are 256-byte aligned: the vector width depends on the chunk only */
    r.vec_bytes = vec_for(NULL, NULL, (uint64_t)count * cj_dtype_size(dtype));
  }
  cj_kernel *k;
  cj_status s = c->be->bind(c->device);
  if (!s) s = cj__comm_kernel(c, &r, &k);
  return cj__comm_fail(c, s);
}
