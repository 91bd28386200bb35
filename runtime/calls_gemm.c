/* The fused GEMM entry points (allgather_gemm, gemm_reducescatter): check the buffers against
 * the plan's shapes and the workspace, then launch the kernel with B and the bias as its
 * auxiliary arguments. */
#include <stdint.h>
#include <stdio.h>

#include "comm_impl.h"
#include "support.h"

/* A buffer of the call: device memory of this process, aligned to `align` bytes. */
static cj_status check_buf(cj_comm *c, const char *call, const void *p, uint64_t bytes,
                           unsigned align, const char *what) {
  if (p && (uintptr_t)p % align)
    return cj__fail(CJ_E_INVALID, "%s: %s (%p) is not %u-byte aligned", call, what, p, align);
  if (!cj__check_device_buffer(c, p, bytes, what)) return CJ_OK;
  char msg[256];
  snprintf(msg, sizeof msg, "%s", cj_last_error());
  return cj__fail(CJ_E_INVALID, "%s: %s", call, msg);
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
  /* the kernel first: a miss plans the request (the shapes are checked there, the field
   * named); a hit is a request planned before, so the sizes below cannot overflow */
  cj_launch l;
  cj_status s = c->be->bind(c->device);
  if (!s) s = cj__comm_kernel(c, &r, stream, 1, &l);
  if (s) return cj__comm_fail(c, s);
  cj_gemm_bytes n = cj__gemm_bytes(op, c->world, g, dtype);
  if (n.work > c->work_bytes)
    return cj__fail(CJ_E_INVALID, "%s: needs a workspace of %llu bytes (it has %llu: "
                    "cj_comm_options.work_bytes)", name, (unsigned long long)n.work,
                    (unsigned long long)c->work_bytes);
  s = check_buf(c, name, a, n.a, 16, "a");
  if (!s) s = check_buf(c, name, b, n.b, 16, "b");
  if (!s) s = check_buf(c, name, out, n.out, 16, "out");
  if (!s && bias) s = check_buf(c, name, bias, g->n * cj_dtype_size(dtype), 2, "bias");
  if (s) return s;
  if (op == CJ_OP_ALLGATHER_GEMM && c->world > 1 && !cj__comm_on_heap(c, a, n.a))
    return cj__fail(CJ_E_INVALID, "%s: a must lie in one allocation of the symmetric heap "
                    "(peers read it)", name);
  l.aux[0] = (uint64_t)(uintptr_t)b;
  l.aux[1] = (uint64_t)(uintptr_t)bias;
  return cj__comm_fail(c, cj__comm_launch(c, &l, a, out, stream));
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
