/* The fused GEMM entry points (allgather_gemm, gemm_reducescatter): check the buffers against
 * the plan's shapes and the workspace, then launch the kernel with B and the bias as its
 * auxiliary arguments. */
#include <stdint.h>

#include "comm_impl.h"
#include "support.h"

static cj_status check_buf(cj_comm *c, const char *call, const void *p, uint64_t bytes,
                           unsigned align, const char *what) {
  if (!p) return cj__fail(CJ_E_INVALID, "%s: %s is NULL", call, what);
  if ((uintptr_t)p % align)
    return cj__fail(CJ_E_INVALID, "%s: %s (%p) is not %u-byte aligned", call, what, p, align);
  if (cj__comm_on_heap(c, p, bytes)) return CJ_OK;
  uint64_t base, a = (uint64_t)(uintptr_t)p;
  size_t size;
  if (c->be->pointer_range(a, &base, &size) || a + bytes > base + size)
    return cj__fail(CJ_E_INVALID, "%s: %s (%p, %llu bytes) is not device memory of this process",
                    call, what, p, (unsigned long long)bytes);
  return CJ_OK;
}

static void gemm_request(cj_comm *c, cj_op op, const cj_gemm_params *g, cj_dtype dtype,
                         cj_request *r) {
  *r = (cj_request)CJ_REQUEST_INIT;
  r->op = op;
  r->dtype = dtype;
  r->world = c->world;
  r->target = c->target.full;
  r->gemm = *g;
}

cj_status cj_prepare_gemm(cj_comm *c, cj_op op, const cj_gemm_params *g, cj_dtype dtype) {
  if (!c || !g) return cj__fail(CJ_E_INVALID, "prepare_gemm: comm or gemm is NULL");
  if ((unsigned)op >= CJ_OP_COUNT_ || !cj__op(op)->gemm)
    return cj__fail(CJ_E_INVALID, "prepare_gemm: op %d is not a GEMM op", (int)op);
  cj_request r;
  gemm_request(c, op, g, dtype, &r);
  cj_launch l;
  cj_status s = c->be->bind(c->device);
  if (!s) s = cj__comm_kernel(c, &r, CJ_NO_STREAM, 1, &l);
  return cj__comm_fail(c, s);
}

static cj_status gemm_call(cj_comm *c, cj_op op, const void *a, const void *b, const void *bias,
                           void *out, const cj_gemm_params *g, cj_dtype dtype, void *stream) {
  const char *name = cj_op_name(op);
  if (!c) return cj__fail(CJ_E_INVALID, "%s: comm is NULL", name);
  if (!g) return cj__fail(CJ_E_INVALID, "%s: gemm is NULL", name);
  cj_request r;
  gemm_request(c, op, g, dtype, &r);
  r.gemm.bias = bias != NULL;
  cj_plan *p = NULL;
  cj_status s = cj_plan_create(&r, &p); /* validates the shapes, names the field */
  if (s) return s;
  uint64_t W = (uint64_t)c->world, es = cj_dtype_size(dtype);
  uint64_t a_bytes = p->count * es, out_bytes = cj__gemm_out_elems(p) * es;
  uint64_t b_bytes = (op == CJ_OP_GEMM_REDUCESCATTER ? g->k / W : g->k) * g->n * es;
  uint64_t work = cj__gemm_work_bytes(p);
  cj_plan_destroy(p);
  if (work > c->work_bytes)
    return cj__fail(CJ_E_INVALID, "%s: needs a workspace of %llu bytes (it has %llu: "
                    "cj_comm_options.work_bytes)", name, (unsigned long long)work,
                    (unsigned long long)c->work_bytes);
  s = check_buf(c, name, a, a_bytes, 16, "a");
  if (!s) s = check_buf(c, name, b, b_bytes, 16, "b");
  if (!s) s = check_buf(c, name, out, out_bytes, 16, "out");
  if (!s && bias) s = check_buf(c, name, bias, g->n * es, 2, "bias");
  if (s) return s;
  if (op == CJ_OP_ALLGATHER_GEMM && c->world > 1 && !cj__comm_on_heap(c, a, a_bytes))
    return cj__fail(CJ_E_INVALID, "%s: a must lie in one allocation of the symmetric heap "
                    "(peers read it)", name);
  cj_launch l;
  if ((s = c->be->bind(c->device))) return cj__comm_fail(c, s);
  s = cj__comm_kernel(c, &r, stream, 1, &l);
  if (!s) {
    l.aux[0] = (uint64_t)(uintptr_t)b;
    l.aux[1] = (uint64_t)(uintptr_t)bias;
    s = cj__comm_launch(c, &l, a, out, stream);
  }
  return cj__comm_fail(c, s);
}

cj_status cj_allgather_gemm(cj_comm *c, const void *a, const void *b, const void *bias, void *out,
                            const cj_gemm_params *g, cj_dtype dtype, void *stream) {
  return gemm_call(c, CJ_OP_ALLGATHER_GEMM, a, b, bias, out, g, dtype, stream);
}

cj_status cj_gemm_reduce_scatter(cj_comm *c, const void *a, const void *b, const void *bias,
                                 void *out, const cj_gemm_params *g, cj_dtype dtype,
                                 void *stream) {
  return gemm_call(c, CJ_OP_GEMM_REDUCESCATTER, a, b, bias, out, g, dtype, stream);
}
