/* The collective entry points: validate the buffers of a call, decide how the kernel must
 * work with them (variant, staging, access width), then look up the kernel and launch it. */
#include <stdio.h>
#include <string.h>

#include "comm_impl.h"
#include "support.h"

typedef struct call {
  const char *name;
  cj_op op;
  const void *send;
  void *recv;
  size_t count;
  cj_dtype dtype;
  cj_redop redop;
  int root;
} call;

/* Buffer sizes of an op, in chunks of count elements. */
static void chunks(const cj_comm *c, cj_op op, uint64_t *in, uint64_t *out) {
  uint64_t w = (uint64_t)c->world;
  *in = op == CJ_OP_REDUCE_SCATTER || op == CJ_OP_ALL_TO_ALL ? w : 1;
  *out = op == CJ_OP_ALL_GATHER || op == CJ_OP_ALL_TO_ALL ? w : 1;
}

static int overlaps(uint64_t a, uint64_t an, uint64_t b, uint64_t bn) {
  return a < b + bn && b < a + an;
}

/* Widest access the buffers and the chunk size allow. */
static int vec_for(const void *a, const void *b, uint64_t chunk) {
  uint64_t x = (uint64_t)(uintptr_t)a | (uint64_t)(uintptr_t)b | chunk | 16;
  return (int)(x & (~x + 1));
}

static cj_status check_device_buffer(cj_comm *c, const void *p, uint64_t n, const char *what) {
  if (!p) return cj__fail(CJ_E_INVALID, "%s is NULL", what);
  if (cj__comm_on_heap(c, p, n)) return CJ_OK;
  uint64_t base, a = (uint64_t)(uintptr_t)p;
  size_t size;
  if (c->be->pointer_range(a, &base, &size) || a + n > base + size)
    return cj__fail(CJ_E_INVALID, "%s (%p, %llu bytes) is not device memory of this process",
                    what, p, (unsigned long long)n);
  return CJ_OK;
}

/* Which ranks read and write which buffer. */
static int reads_send(const call *x, int rank) {
  return x->op != CJ_OP_BROADCAST || rank == x->root;
}
static int writes_recv(const call *x, int rank) {
  return x->op != CJ_OP_REDUCE || rank == x->root;
}
/* Ops whose kernels read peers' inputs (pull) or write peers' outputs (push). */
static int pulls(cj_op op) {
  return op == CJ_OP_ALL_REDUCE || op == CJ_OP_REDUCE_SCATTER || op == CJ_OP_REDUCE;
}

/* In place, as each op defines it: send == where this rank's own data sits in recv. */
static int in_place(const cj_comm *c, const call *x, uint64_t chunk) {
  uint64_t s = (uint64_t)(uintptr_t)x->send, r = (uint64_t)(uintptr_t)x->recv;
  uint64_t me = (uint64_t)c->rank * chunk;
  switch (x->op) {
  case CJ_OP_ALL_GATHER:
    return s == r + me;
  case CJ_OP_REDUCE_SCATTER:
    return r == s + me;
  default:
    return s == r;
  }
}

static cj_status check_sizes(cj_comm *c, const call *x, uint64_t *chunk) {
  if ((unsigned)x->dtype >= CJ_DTYPE_COUNT_)
    return cj__fail(CJ_E_INVALID, "%s: unknown dtype %d", x->name, (int)x->dtype);
  if ((unsigned)x->redop >= CJ_REDOP_COUNT_)
    return cj__fail(CJ_E_INVALID, "%s: unknown reduction %d", x->name, (int)x->redop);
  if ((x->op == CJ_OP_BROADCAST || x->op == CJ_OP_REDUCE) && (x->root < 0 || x->root >= c->world))
    return cj__fail(CJ_E_INVALID, "%s: root %d is not a rank of %d", x->name, x->root, c->world);
  uint64_t es = cj_dtype_size(x->dtype);
  if (x->count > CJ_MAX_BYTES / es / (uint64_t)c->world)
    return cj__fail(CJ_E_INVALID, "%s: count %zu is too large", x->name, x->count);
  *chunk = (uint64_t)x->count * es;
  return CJ_OK;
}

/* Builds the request for a call; checks every buffer rule on the way. */
static cj_status plan_call(cj_comm *c, const call *x, cj_request *r) {
  uint64_t chunk = 0, nin = 1, nout = 1;
  cj_status s = check_sizes(c, x, &chunk);
  if (s) return s;
  chunks(c, x->op, &nin, &nout);
  uint64_t in_bytes = chunk * nin, out_bytes = chunk * nout;
  int me = c->rank, recv_on_heap = 0, send_on_heap = 0;
  if (writes_recv(x, me)) {
    if ((s = check_device_buffer(c, x->recv, out_bytes, "recv"))) return s;
    recv_on_heap = cj__comm_on_heap(c, x->recv, out_bytes);
  }
  if (reads_send(x, me)) {
    if ((s = check_device_buffer(c, x->send, in_bytes, "send"))) return s;
    send_on_heap = cj__comm_on_heap(c, x->send, in_bytes);
  }
  int both = reads_send(x, me) && writes_recv(x, me);
  int inplace = both && in_place(c, x, chunk);
  if (both && !inplace &&
      overlaps((uint64_t)(uintptr_t)x->send, in_bytes, (uint64_t)(uintptr_t)x->recv, out_bytes))
    return cj__fail(CJ_E_INVALID, "%s: send and recv overlap, and not in the in-place way",
                    x->name);
  *r = (cj_request)CJ_REQUEST_INIT;
  r->op = x->op;
  r->dtype = x->dtype;
  r->redop = x->redop;
  r->count = x->count;
  r->world = c->world;
  r->root = (x->op == CJ_OP_BROADCAST || x->op == CJ_OP_REDUCE) ? x->root : 0;
  r->target = c->target.full;
  r->vec_bytes = vec_for(reads_send(x, me) ? x->send : NULL, writes_recv(x, me) ? x->recv : NULL,
                         chunk);
  if (r->vec_bytes < (int)cj_dtype_size(x->dtype))
    return cj__fail(CJ_E_INVALID, "%s: buffers are not aligned to their element size", x->name);
  int push = x->op == CJ_OP_ALL_GATHER || x->op == CJ_OP_ALL_TO_ALL || x->op == CJ_OP_BROADCAST;
  if (x->op != CJ_OP_ALL_TO_ALL) {
    /* ll moves aligned 4-byte words (buffers at 2-byte offsets cannot take it); ll and relay
     * kernels need their areas (none on a small heap): otherwise the rules without them */
    unsigned areas = CJ_AREA_WORK;
    if (c->ll && r->vec_bytes >= 4) areas |= CJ_AREA_LL;
    if (c->relay) areas |= CJ_AREA_RELAY;
    r->variant = cj__auto_variant(&c->target, x->op, chunk, c->world, areas);
    if (r->variant == CJ_VARIANT_TWO_SHOT && !recv_on_heap) r->variant = CJ_VARIANT_ONE_SHOT;
    /* ll and relay kernels read and write local buffers only, in place included */
    if (cj__variant_area(x->op, r->variant) != CJ_AREA_WORK) return CJ_OK;
  }
  if (r->variant == CJ_VARIANT_TWO_SHOT) push = 1;
  if (push && writes_recv(x, me) && !recv_on_heap)
    return cj__fail(CJ_E_INVALID,
                    "%s: recv must lie in one allocation of the symmetric heap (peers write "
                    "into it)", x->name);
  /* staging: a pull op needs its input on the heap; some in-place calls need a copy */
  int stage = pulls(x->op) && reads_send(x, me) && !send_on_heap;
  if (inplace && (x->op == CJ_OP_ALL_TO_ALL ||
                  (x->op == CJ_OP_ALL_REDUCE && r->variant == CJ_VARIANT_ONE_SHOT)))
    stage = 1;
  if (stage && c->world > 1) {
    if (in_bytes > c->work_bytes)
      return cj__fail(CJ_E_INVALID, "%s: staging %llu bytes needs a larger workspace (%llu "
                      "bytes; cj_comm_options.work_bytes), or put send on the heap", x->name,
                      (unsigned long long)in_bytes, (unsigned long long)c->work_bytes);
    r->flags |= CJ_REQ_STAGE;
  }
  return CJ_OK;
}

static cj_status run_call(cj_comm *c, const call *x, void *stream) {
  if (!c) return cj__fail(CJ_E_INVALID, "%s: comm is NULL", x->name);
  if (x->count == 0) return CJ_OK;
  cj_request r;
  cj_launch l;
  cj_status s = c->be->bind(c->device);
  if (!s) s = plan_call(c, x, &r);
  if (!s) s = cj__comm_kernel(c, &r, stream, 0, &l);
  if (!s) s = cj__comm_launch(c, &l, x->send, x->recv, stream);
  return cj__comm_fail(c, s);
}

cj_status cj_all_reduce(cj_comm *c, const void *send, void *recv, size_t count, cj_dtype dtype,
                        cj_redop op, void *stream) {
  call x = {"all_reduce", CJ_OP_ALL_REDUCE, send, recv, count, dtype, op, 0};
  return run_call(c, &x, stream);
}

cj_status cj_all_gather(cj_comm *c, const void *send, void *recv, size_t count, cj_dtype dtype,
                        void *stream) {
  call x = {"all_gather", CJ_OP_ALL_GATHER, send, recv, count, dtype, CJ_SUM, 0};
  return run_call(c, &x, stream);
}

cj_status cj_reduce_scatter(cj_comm *c, const void *send, void *recv, size_t count,
                            cj_dtype dtype, cj_redop op, void *stream) {
  call x = {"reduce_scatter", CJ_OP_REDUCE_SCATTER, send, recv, count, dtype, op, 0};
  return run_call(c, &x, stream);
}

cj_status cj_all_to_all(cj_comm *c, const void *send, void *recv, size_t count, cj_dtype dtype,
                        void *stream) {
  call x = {"all_to_all", CJ_OP_ALL_TO_ALL, send, recv, count, dtype, CJ_SUM, 0};
  return run_call(c, &x, stream);
}

cj_status cj_broadcast(cj_comm *c, const void *send, void *recv, size_t count, cj_dtype dtype,
                       int root, void *stream) {
  call x = {"broadcast", CJ_OP_BROADCAST, send, recv, count, dtype, CJ_SUM, root};
  return run_call(c, &x, stream);
}

cj_status cj_reduce(cj_comm *c, const void *send, void *recv, size_t count, cj_dtype dtype,
                    cj_redop op, int root, void *stream) {
  call x = {"reduce", CJ_OP_REDUCE, send, recv, count, dtype, op, root};
  return run_call(c, &x, stream);
}

cj_status cj_barrier(cj_comm *c, void *stream) {
  if (!c) return cj__fail(CJ_E_INVALID, "barrier: comm is NULL");
  cj_request r = CJ_REQUEST_INIT;
  r.op = CJ_OP_BARRIER;
  r.world = c->world;
  r.target = c->target.full;
  cj_launch l;
  cj_status s = c->be->bind(c->device);
  if (!s) s = cj__comm_kernel(c, &r, stream, 0, &l);
  if (!s) s = cj__comm_launch(c, &l, NULL, NULL, stream);
  return cj__comm_fail(c, s);
}

cj_status cj_prepare(cj_comm *c, cj_op op, const void *send, void *recv, size_t count,
                     cj_dtype dtype, cj_redop redop, int root) {
  if (!c) return cj__fail(CJ_E_INVALID, "prepare: comm is NULL");
  if ((unsigned)op >= CJ_OP_COUNT_) return cj__fail(CJ_E_INVALID, "prepare: unknown op");
  call x = {"prepare", op, send, recv, count, dtype, redop, root};
  cj_request r = CJ_REQUEST_INIT;
  cj_launch l;
  cj_status s = c->be->bind(c->device);
  if (op == CJ_OP_BARRIER) {
    r.op = op;
    r.world = c->world;
    r.target = c->target.full;
    count = 1;
  } else if (!s && count) {
    s = plan_call(c, &x, &r);
  }
  if (!s && count) s = cj__comm_kernel(c, &r, CJ_NO_STREAM, 1, &l);
  return cj__comm_fail(c, s);
}
