/* The collectives of a communicator over nodes (hier.h): validate the call, plan its steps
 * (hier_plan.c), then enqueue them on the caller's stream: colljit's collectives on the node's
 * communicator, the engine's on the group's, local copies. No host synchronisation and no
 * device allocation: graph capture takes the whole call. */
#include <stdio.h>
#include <string.h>

#include "hier.h"
#include "support.h"

cj_status cj__hier_refuse(const cj_comm *c, const char *what) {
  return cj__fail(CJ_E_UNSUPPORTED,
                  "%s: the communicator spans %d nodes; only all_reduce, all_gather, "
                  "reduce_scatter and all_reduce_rmsnorm compose across nodes",
                  what, c->hier ? c->hier->map.nodes : 1);
}

cj_status cj__hier_check(cj_comm *c) {
  cj_status s = cj_comm_check(c->hier->inner);
  if (!s) s = cj__engine_comm_check(c->hier->group);
  return cj__comm_fail(c, s);
}

/* A call's buffers, as the steps name them. */
typedef struct bufs {
  const void *send;
  void *recv;
  void *work;
  size_t es;
} bufs;

static void *addr(const bufs *b, cj_hier_buf which, uint64_t off) {
  char *p = which == CJ_HB_SEND   ? (char *)(uintptr_t)b->send
            : which == CJ_HB_RECV ? (char *)b->recv
                                  : (char *)b->work;
  return p + off * b->es;
}

/* The workspace holds at least `bytes` (grown like the node's own: a collective carve of the
 * node's heap at the same call on every rank; the old one stays for graphs captured before). */
static cj_status work_reserve(cj_hier *h, uint64_t bytes, const char *call) {
  if (bytes <= h->work_bytes) return CJ_OK;
  const uint64_t step = 2ull << 20;
  uint64_t want = bytes <= UINT64_MAX - step ? (bytes + step - 1) / step * step : bytes;
  void *p = NULL;
  cj_status s = cj_malloc(h->inner, want, &p);
  if (s && want != bytes) s = cj_malloc(h->inner, want = bytes, &p);
  if (s)
    return cj__fail(CJ_E_INVALID,
                    "%s: needs a workspace of %llu bytes across nodes (it has %llu) and the "
                    "symmetric heap has no room for it: create the communicator with a larger "
                    "heap (cj_comm_options.heap_bytes or COLLJIT_HEAP_BYTES) or work_bytes",
                    call, (unsigned long long)bytes, (unsigned long long)h->work_bytes);
  h->work = p;
  h->work_bytes = want;
  cj__log(CJ_LOG_INFO, "%s: the workspace across nodes grew to %llu bytes", call,
          (unsigned long long)want);
  return CJ_OK;
}

static cj_status run_step(cj_hier *h, const cj_hier_step *st, const bufs *b, cj_dtype dt,
                          cj_redop op, void *stream) {
  const void *src = addr(b, st->src, st->src_off);
  void *dst = addr(b, st->dst, st->dst_off);
  cj_comm *in = h->inner;
  switch (st->kind) {
  case CJ_HS_INNER_RS:
    return cj_reduce_scatter(in, src, dst, st->count, dt, op, stream);
  case CJ_HS_INNER_AG:
    return cj_all_gather(in, src, dst, st->count, dt, stream);
  case CJ_HS_INNER_REDUCE:
    return cj_reduce(in, src, dst, st->count, dt, op, st->root, stream);
  case CJ_HS_INNER_BCAST:
    return cj_broadcast(in, src, dst, st->count, dt, st->root, stream);
  case CJ_HS_ENGINE_AR:
    return cj__engine_all_reduce(h->group, src, dst, st->count, dt, op, stream);
  case CJ_HS_ENGINE_RS:
    return cj__engine_reduce_scatter(h->group, src, dst, st->count, dt, op, stream);
  case CJ_HS_ENGINE_AG:
    return cj__engine_all_gather(h->group, src, dst, st->count, dt, stream);
  case CJ_HS_ZERO:
    return in->be->fill_async((uint64_t)(uintptr_t)dst, 0, st->count * b->es, stream);
  case CJ_HS_COPY:
    if (src == dst) return CJ_OK;
    return in->be->copy_dtod_async((uint64_t)(uintptr_t)dst, (uint64_t)(uintptr_t)src,
                                   st->count * b->es, stream);
  default:
    return cj__fail(CJ_E_INTERNAL, "hierarchical step %d", (int)st->kind);
  }
}

/* The op table's answer: all_reduce, reduce_scatter, all_gather (all_reduce_rmsnorm too, through
 * its own entry). */
static int composes(cj_op op) { return cj__op(op) && cj__op(op)->across_nodes; }

/* Checks a call and plans it: its steps in h->steps (*n) and its buffers. */
static cj_status plan(cj_comm *c, cj_op op, const void *send, void *recv, size_t count, cj_dtype dt,
                      cj_redop ro, int *n, bufs *b) {
  cj_hier *h = c->hier;
  const char *name = (unsigned)op < CJ_OP_COUNT_ ? cj__op(op)->call : "collective";
  if (!composes(op))
    return cj__hier_refuse(c, (unsigned)op < CJ_OP_COUNT_ ? cj_op_name(op) : "collective");
  if ((unsigned)dt >= CJ_DTYPE_COUNT_ || cj__engine_dtype(dt) < 0)
    return cj__fail(CJ_E_INVALID, "%s: dtype %d has no counterpart in the engine", name, (int)dt);
  if (cj__op_reduces(op) && ((unsigned)ro >= CJ_REDOP_COUNT_ || cj__engine_redop(ro) < 0))
    return cj__fail(CJ_E_INVALID, "%s: reduction %d has no counterpart in the engine", name,
                    (int)ro);
  uint64_t es = cj_dtype_size(dt), W = (uint64_t)c->world;
  if (count > CJ_MAX_BYTES / es / W)
    return cj__fail(CJ_E_INVALID, "%s: count %zu is too large", name, count);
  uint64_t in = cj__op_in_elems(op, count, c->world), out = cj__op_out_elems(op, count, c->world);
  cj_status s = cj__check_device_buffer(h->inner, send, in * es, "send");
  if (!s) s = cj__check_device_buffer(h->inner, recv, out * es, "recv");
  if (s) return s;
  int on_heap = cj__comm_on_heap(h->inner, recv, out * es);
  uint64_t work = 0;
  s = cj__hier_plan(op, &h->map, count, on_heap, h->steps, h->cap, n, &work);
  if (!s) s = work_reserve(h, work * es, name);
  *b = (bufs){send, recv, h->work, es};
  return s;
}

/* A call's start: refused unless it composes; the device bound; the steps planned. */
static cj_status begin(cj_comm *c, cj_op op, const void *send, void *recv, size_t count,
                       cj_dtype dtype, cj_redop redop, const char *what, int *n, bufs *b) {
  *n = 0;
  if (!composes(op))
    return cj__hier_refuse(c, (unsigned)op < CJ_OP_COUNT_ ? cj_op_name(op) : what);
  if (cj__op(op)->rows && strcmp(what, "all_reduce_rmsnorm"))
    return cj__fail(CJ_E_INVALID, "%s: %s has an entry of its own (cj_%s)", what, cj_op_name(op),
                    cj__op(op)->call);
  if (!count) return CJ_OK;
  cj_status s = c->hier->inner->be->bind(c->hier->inner->device);
  return s ? s : plan(c, op, send, recv, count, dtype, redop, n, b);
}

cj_status cj__hier_collective(cj_comm *c, cj_op op, const void *send, void *recv, size_t count,
                              cj_dtype dtype, cj_redop redop, void *stream) {
  cj_hier *h = c->hier;
  int n = 0;
  bufs b = {0};
  cj_status s = begin(c, op, send, recv, count, dtype, redop, "collective", &n, &b);
  for (int i = 0; i < n && !s; i++)
    s = run_step(h, &h->steps[i], &b, dtype, redop, stream);
  return cj__comm_fail(c, s);
}

cj_status cj__hier_prepare(cj_comm *c, cj_op op, const void *send, void *recv, size_t count,
                           cj_dtype dtype, cj_redop redop) {
  cj_hier *h = c->hier;
  int n = 0;
  bufs b = {0};
  cj_status s = begin(c, op, send, recv, count, dtype, redop, "prepare", &n, &b);
  for (int i = 0; i < n && !s; i++) {
    const cj_hier_step *st = &h->steps[i];
    static const cj_op inner_op[] = {[CJ_HS_INNER_RS] = CJ_OP_REDUCE_SCATTER,
                                     [CJ_HS_INNER_AG] = CJ_OP_ALL_GATHER,
                                     [CJ_HS_INNER_REDUCE] = CJ_OP_REDUCE,
                                     [CJ_HS_INNER_BCAST] = CJ_OP_BROADCAST};
    if (st->kind > CJ_HS_INNER_BCAST) continue; /* the engine's and copies: nothing to build */
    s = cj_prepare(h->inner, inner_op[st->kind], addr(&b, st->src, st->src_off),
                   addr(&b, st->dst, st->dst_off), st->count, dtype, redop, st->root);
  }
  return cj__comm_fail(c, s);
}

cj_status cj__hier_rmsnorm(cj_comm *c, const void *x, void *residual, const void *weight,
                           void *out, size_t tokens, size_t hidden, float eps, cj_dtype dtype,
                           void *stream, int prepare) {
  cj_hier *h = c->hier;
  int n = 0;
  bufs b = {0};
  size_t count = tokens * hidden;
  cj_op op = CJ_OP_ALL_REDUCE_RMSNORM;
  /* (out stands for recv: the plan checks it as a device buffer of count elements) */
  cj_status s = begin(c, op, x, out, count, dtype, CJ_SUM, "all_reduce_rmsnorm", &n, &b);
  for (int i = 0; i < n && !s; i++) { /* the shards of the sum, in the workspace */
    const cj_hier_step *st = &h->steps[i];
    if (!prepare)
      s = run_step(h, st, &b, dtype, CJ_SUM, stream);
    else if (st->kind == CJ_HS_INNER_RS || st->kind == CJ_HS_INNER_REDUCE)
      s = cj_prepare(h->inner, st->kind == CJ_HS_INNER_RS ? CJ_OP_REDUCE_SCATTER : CJ_OP_REDUCE,
                     addr(&b, st->src, st->src_off), addr(&b, st->dst, st->dst_off), st->count,
                     dtype, CJ_SUM, st->root);
  }
  /* the node's fused kernel over them: each element of the sum plus zeros, then the rows */
  if (!s && count)
    s = prepare ? cj_prepare_all_reduce_rmsnorm(h->inner, h->work, residual, weight, out, tokens,
                                                hidden, dtype)
                : cj_all_reduce_rmsnorm(h->inner, h->work, residual, weight, out, tokens, hidden,
                                        eps, dtype, stream);
  return cj__comm_fail(c, s);
}
