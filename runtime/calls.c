/* The collective entry points: validate the buffers of a call, say what they are (access
 * width, on the heap or not, in place) in the request, then look up the kernel, whose plan
 * chose variant and staging from that, and launch it. */
#include <stdio.h>
#include <string.h>

#include "comm_impl.h"
#include "hier.h"
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
  /* 2-D ops (allreduce_rmsnorm): the row length and the auxiliary arguments (residual,
   * weight, eps bits) */
  uint64_t hidden;
  uint64_t aux[CJ_ARG_AUX_MAX];
} call;

static int overlaps(uint64_t a, uint64_t an, uint64_t b, uint64_t bn) {
  return a < b + bn && b < a + an;
}

/* Widest access the buffers and the chunk size allow. */
static int vec_for(const void *a, const void *b, uint64_t chunk) {
  uint64_t x = (uint64_t)(uintptr_t)a | (uint64_t)(uintptr_t)b | chunk | 16;
  return (int)(x & (~x + 1));
}

cj_status cj__check_device_buffer(cj_comm *c, const void *p, uint64_t n, const char *what) {
  if (!p) return cj__fail(CJ_E_INVALID, "%s is NULL", what);
  if (cj__comm_on_heap(c, p, n)) return CJ_OK;
  uint64_t base, a = (uint64_t)(uintptr_t)p;
  size_t size;
  if (c->be->pointer_range(a, &base, &size) || a + n > base + size)
    return cj__fail(CJ_E_INVALID, "%s (%p, %llu bytes) is not device memory of this process", what,
                    p, (unsigned long long)n);
  return CJ_OK;
}

/* Which ranks read and write which buffer (the op table says). */
static int reads_send(const call *x, int rank) { return cj__op_reads_send(x->op, rank, x->root); }
static int writes_recv(const call *x, int rank) { return cj__op_writes_recv(x->op, rank, x->root); }

static cj_status check_sizes(cj_comm *c, const call *x, uint64_t *chunk) {
  if ((unsigned)x->dtype >= CJ_DTYPE_COUNT_)
    return cj__fail(CJ_E_INVALID, "%s: unknown dtype %d", x->name, (int)x->dtype);
  if ((unsigned)x->redop >= CJ_REDOP_COUNT_)
    return cj__fail(CJ_E_INVALID, "%s: unknown reduction %d", x->name, (int)x->redop);
  if (cj__op(x->op)->rooted && (x->root < 0 || x->root >= c->world))
    return cj__fail(CJ_E_INVALID, "%s: root %d is not a rank of %d", x->name, x->root, c->world);
  uint64_t es = cj_dtype_size(x->dtype);
  if (x->count > CJ_MAX_BYTES / es / (uint64_t)c->world)
    return cj__fail(CJ_E_INVALID, "%s: count %zu is too large", x->name, x->count);
  *chunk = (uint64_t)x->count * es;
  return CJ_OK;
}

/* allreduce_rmsnorm's own buffers: residual (count elements, written; peers write it in the
 * two-shot form, like recv) and weight (one row, read). Folds their alignment into *vec and says
 * whether residual lies on the heap. */
static cj_status check_rows(cj_comm *c, const call *x, int *vec, int *res_on_heap) {
  uint64_t es = cj_dtype_size(x->dtype), rb = x->hidden * es;
  if (!x->hidden || x->count % x->hidden)
    return cj__fail(CJ_E_INVALID, "%s: hidden %llu does not divide %zu elements", x->name,
                    (unsigned long long)x->hidden, x->count);
  const void *res = (const void *)(uintptr_t)x->aux[0], *w = (const void *)(uintptr_t)x->aux[1];
  cj_status s = cj__check_device_buffer(c, res, x->count * es, "residual");
  if (!s) s = cj__check_device_buffer(c, w, rb, "weight");
  if (s) return s;
  *res_on_heap = cj__comm_on_heap(c, res, x->count * es);
  int v = vec_for(res, w, rb);
  if (v < *vec) *vec = v;
  return CJ_OK;
}

/* Builds the request for a call, with the facts the planner chooses the kernel from (which
 * areas the communicator has, which buffers lie on the heap, in place); checks every buffer
 * rule on the way. */
static cj_status call_request(cj_comm *c, const call *x, cj_request *r) {
  uint64_t chunk = 0;
  cj_status s = check_sizes(c, x, &chunk);
  if (s) return s;
  uint64_t in_bytes = cj__op_in_elems(x->op, chunk, c->world);
  uint64_t out_bytes = cj__op_out_elems(x->op, chunk, c->world);
  /* a buffer this rank does not touch is no reason to stage, nor to keep peers out */
  int me = c->rank, recv_on_heap = 1, send_on_heap = 1;
  if (writes_recv(x, me)) {
    if ((s = cj__check_device_buffer(c, x->recv, out_bytes, "recv"))) return s;
    recv_on_heap = cj__comm_on_heap(c, x->recv, out_bytes);
  }
  if (reads_send(x, me)) {
    if ((s = cj__check_device_buffer(c, x->send, in_bytes, "send"))) return s;
    send_on_heap = cj__comm_on_heap(c, x->send, in_bytes);
  }
  int both = reads_send(x, me) && writes_recv(x, me);
  int inplace = both && cj__op_in_place(x->op, x->send, x->recv, chunk, me);
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
  r->root = cj__op(x->op)->rooted ? x->root : 0;
  r->target = c->target.spec;
  r->vec_bytes =
      vec_for(reads_send(x, me) ? x->send : NULL, writes_recv(x, me) ? x->recv : NULL, chunk);
  r->hidden = x->hidden;
  if (cj__op(x->op)->rows) {
    int res_on_heap = 0;
    if ((s = check_rows(c, x, &r->vec_bytes, &res_on_heap))) return s;
    recv_on_heap &= res_on_heap; /* two_shot writes both into every rank */
  }
  if (r->vec_bytes < (int)cj_dtype_size(x->dtype))
    return cj__fail(CJ_E_INVALID, "%s: buffers are not aligned to their element size", x->name);
  /* the planner picks the variant and staging from these (ll and relay kernels need their
   * areas, none on a small heap) */
  r->flags = CJ_REQ_FACTS;
  if (c->ll) r->flags |= CJ_REQ_LL_AREA;
  if (c->relay) r->flags |= CJ_REQ_RELAY_AREA;
  if (send_on_heap) r->flags |= CJ_REQ_SEND_HEAP;
  if (recv_on_heap) r->flags |= CJ_REQ_RECV_HEAP;
  if (inplace) r->flags |= CJ_REQ_IN_PLACE;
  return CJ_OK;
}

/* A kernel that stages its input (its plan said so) copies it into the workspace: that grows to
 * what the input needs (or the heap's limit is named). */
static cj_status reserve_staging(cj_comm *c, const call *x, const cj_kernel *k) {
  if (!(k->plan.flags & CJ_REQ_STAGE)) return CJ_OK;
  uint64_t chunk = (uint64_t)x->count * cj_dtype_size(x->dtype);
  return cj__comm_work_reserve(c, cj__op_in_elems(x->op, chunk, c->world), x->name);
}

/* ---- the copy-engine path (variant ce) ------------------------------------------------------
 * Taken where the selection table (or a forced choice: tune, check) names ce for the op and
 * size, which depend on op, count, dtype and world alone, so every rank takes it. */
static int copy_path(const cj_comm *c, const call *x) {
  cj_choice ch;
  uint64_t bytes = (uint64_t)x->count * cj_dtype_size(x->dtype);
  return c->world > 1 && cj__op_copy_form(x->op) && cj__select_may(x->op, CJ_VARIANT_CE) &&
         cj__select(&c->target, c->world, x->op, bytes, &ch) && ch.variant == CJ_VARIANT_CE;
}

/* This rank's copies: every block of every rank's recv whose source (cj__op_source) is this
 * rank, pushed by the copy engines from send into that rank's recv (the own blocks on the
 * side stream, the peers' on the caller's in rotated order from the next rank on). A barrier before
 * (every rank's send written, its recv free) and one after (every block arrived; no send is
 * rewritten while a peer still reads it): the same two on every rank. An in-place call whose
 * send holds blocks the peers overwrite (all_to_all) copies send into the workspace first. */
static cj_status run_copies(cj_comm *c, const call *x, const cj_request *r, void *stream) {
  const cj_backend *be = c->be;
  const cj_op_info *o = cj__op(x->op);
  int W = c->world, me = c->rank, nb = o->out_per_rank ? 1 : W;
  uint64_t es = cj_dtype_size(x->dtype), n = x->count, blk = n * es;
  uint64_t src = (uint64_t)(uintptr_t)x->send, dst = (uint64_t)(uintptr_t)x->recv;
  if (!(r->flags & CJ_REQ_RECV_HEAP))
    return cj__fail(CJ_E_INVALID, "recv: the copy engines of the peers write into it (%s ce), "
                    "so it must lie in one allocation of the symmetric heap", x->name);
  cj_status s = cj__comm_meet_first(c, stream);
  int stage = (r->flags & CJ_REQ_IN_PLACE) && !o->in_per_rank;
  uint64_t in = cj__op_in_elems(x->op, n, W) * es;
  if (!s && stage && !(s = cj__comm_work_reserve(c, in, x->name))) {
    s = be->copy_dtod_async(c->work, src, in, stream);
    src = c->work;
  }
  if (!s) s = cj_barrier(c, stream);
  void *side = c->ce_stream ? c->ce_stream : stream;
  int forked = 0;
  if (!s && side != stream) { /* the own blocks' copies run beside the peers' */
    s = be->event_record(c->ce_ev[0], stream);
    if (!s) s = be->stream_wait_event(side, c->ce_ev[0]);
    forked = !s;
  }
  for (int d = 1; d <= W && !s; d++) {
    int q = (me + d) % W; /* the last is this rank */
    for (int bl = 0; bl < nb && !s; bl++) {
      int from;
      uint64_t idx;
      s = cj__op_source(x->op, n, q, x->root, (uint64_t)bl * n, &from, &idx);
      if (s || from != me) continue;
      uint64_t to = (q == me ? dst : c->peer_base[q] + (dst - c->base)) + (uint64_t)bl * blk;
      if (to == src + idx * es) continue; /* in place */
      s = be->copy_dtod_async(to, src + idx * es, blk, q == me ? side : stream);
    }
  }
  if (!s) s = cj_barrier(c, stream);
  /* the join, also after a failure: a capture must not end with the side stream forked */
  cj_status j = CJ_OK;
  if (forked) j = be->event_record(c->ce_ev[1], side);
  if (forked && !j) j = be->stream_wait_event(stream, c->ce_ev[1]);
  return s ? s : j;
}

static cj_status run_call(cj_comm *c, const call *x, void *stream);

/* all_reduce's ce path: where the table (or a forced choice) names ce for its size, count is at
 * least the world and recv lies on the heap (every rank's, as two_shot assumes), the
 * reduce-scatter's kernel (its own table row, for a share of count / W, rounded down) leaves
 * this rank's share of the sum in its slice of recv (the in-place reduce-scatter's layout when
 * send is recv), the copy engines all-gather the shares in place (run_copies: a barrier, each
 * rank's copies of its share into every peer's recv, a barrier), and the tail past the W shares
 * (under W elements, where count is no multiple of the world) is an all_reduce call of its own.
 * Measured at 4 ranks (H100, 256 MiB): the two steps apart took 620 + 562 us where two_shot's
 * one kernel took 1242 (bench/RESULTS.md). Else the kernel path. */
static int rs_ag_path(const cj_comm *c, const call *x, const cj_request *r) {
  cj_choice ch;
  uint64_t bytes = (uint64_t)x->count * cj_dtype_size(x->dtype);
  return c->world > 1 && x->op == CJ_OP_ALL_REDUCE && x->count >= (size_t)c->world &&
         (r->flags & CJ_REQ_RECV_HEAP) && cj__select_may(x->op, CJ_VARIANT_CE) &&
         cj__select(&c->target, c->world, x->op, bytes, &ch) && ch.variant == CJ_VARIANT_CE;
}

/* The calls of the ce path: the reduce-scatter of W shares (count / W elements each, rounded
 * down) into this rank's slice of recv, the all-gather of that slice, and the tail past the
 * shares (fewer than W elements; a count of 0 where there is none). */
static void rs_ag_calls(const cj_comm *c, const call *x, call *rs, call *ag, call *tail) {
  size_t share = x->count / (size_t)c->world, body = share * (size_t)c->world;
  uint64_t es = cj_dtype_size(x->dtype);
  unsigned char *mine = (unsigned char *)x->recv + (uint64_t)c->rank * share * es;
  *rs = *ag = *tail = *x;
  rs->op = CJ_OP_REDUCE_SCATTER, rs->count = share, rs->recv = mine;
  ag->op = CJ_OP_ALL_GATHER, ag->count = share, ag->send = mine;
  tail->count = x->count - body;
  tail->send = (const unsigned char *)x->send + body * es;
  tail->recv = (unsigned char *)x->recv + body * es;
}

static cj_status run_rs_ag(cj_comm *c, const call *x, void *stream) {
  call rs, ag, tail;
  rs_ag_calls(c, x, &rs, &ag, &tail);
  cj_status s = run_call(c, &rs, stream);
  cj_request r;
  if (!s) s = call_request(c, &ag, &r);
  if (!s) s = run_copies(c, &ag, &r, stream);
  if (!s && tail.count) s = run_call(c, &tail, stream); /* (not this path again: < W) */
  c->last_ce = 1; /* (what ran, for the check: the copy engines' path) */
  return s;
}

static cj_status run_call(cj_comm *c, const call *x, void *stream) {
  if (!c) return cj__fail(CJ_E_INVALID, "%s: comm is NULL", x->name);
  if (x->count == 0) return CJ_OK;
  cj_request r;
  cj_launch l;
  cj_status s = c->be->bind(c->device);
  if (!s) s = call_request(c, x, &r);
  c->last_ce = !s && copy_path(c, x);
  if (c->last_ce) return cj__comm_fail(c, run_copies(c, x, &r, stream));
  if (!s && rs_ag_path(c, x, &r)) return cj__comm_fail(c, run_rs_ag(c, x, stream));
  if (!s) s = cj__comm_kernel(c, &r, stream, 0, &l);
  if (!s) s = reserve_staging(c, x, l.k);
  if (!s) s = cj__comm_meet_first(c, stream);
  if (!s) {
    memcpy(l.aux, x->aux, sizeof l.aux);
    s = cj__comm_launch(c, &l, x->send, x->recv, stream);
  }
  return cj__comm_fail(c, s);
}

void cj__shapeless_request(const cj_comm *c, cj_op op, cj_request *r) {
  *r = (cj_request)CJ_REQUEST_INIT;
  r->op = op;
  r->world = c->world;
  r->target = c->target.spec;
}

/* A shape-less op (the barrier): its one kernel, no buffers. */
static cj_status run_shapeless(cj_comm *c, cj_op op, void *stream) {
  if (!c) return cj__fail(CJ_E_INVALID, "%s: comm is NULL", cj__op(op)->call);
  cj_request r;
  cj__shapeless_request(c, op, &r);
  cj_launch l;
  cj_status s = c->be->bind(c->device);
  if (!s) s = cj__comm_kernel(c, &r, stream, 0, &l);
  if (!s) s = cj__comm_launch(c, &l, NULL, NULL, stream);
  return cj__comm_fail(c, s);
}

cj_status cj__collective(cj_comm *c, cj_op op, const void *send, void *recv, size_t count,
                         cj_dtype dtype, cj_redop redop, int root, void *stream) {
  if (c && c->hier) return cj__hier_collective(c, op, send, recv, count, dtype, redop, stream);
  const cj_op_info *o = cj__op(op);
  cj_status s = cj__op_known(op, "collective");
  if (!s && o->shapeless) return run_shapeless(c, op, stream);
  if (!s && !o->flat)
    s = cj__fail(CJ_E_INVALID, "collective: %s has an entry of its own (cj_%s)", cj_op_name(op),
                 o->call);
  if (s) return cj__comm_fail(c, s);
  call x = {.name = o->call, .op = op, .send = send, .recv = recv, .count = count,
            .dtype = dtype, .redop = o->reduces ? redop : CJ_SUM, .root = o->rooted ? root : 0};
  return run_call(c, &x, stream);
}

cj_status cj_collective(cj_comm *c, cj_op op, const void *send, void *recv, size_t count,
                        cj_dtype dtype, cj_redop redop, int root, void *stream) {
  return cj__collective(c, op, send, recv, count, dtype, redop, root, stream);
}

cj_status cj_all_reduce(cj_comm *c, const void *send, void *recv, size_t count, cj_dtype dtype,
                        cj_redop op, void *stream) {
  return cj__collective(c, CJ_OP_ALL_REDUCE, send, recv, count, dtype, op, 0, stream);
}

cj_status cj_all_gather(cj_comm *c, const void *send, void *recv, size_t count, cj_dtype dtype,
                        void *stream) {
  return cj__collective(c, CJ_OP_ALL_GATHER, send, recv, count, dtype, CJ_SUM, 0, stream);
}

cj_status cj_reduce_scatter(cj_comm *c, const void *send, void *recv, size_t count, cj_dtype dtype,
                            cj_redop op, void *stream) {
  return cj__collective(c, CJ_OP_REDUCE_SCATTER, send, recv, count, dtype, op, 0, stream);
}

cj_status cj_all_to_all(cj_comm *c, const void *send, void *recv, size_t count, cj_dtype dtype,
                        void *stream) {
  return cj__collective(c, CJ_OP_ALL_TO_ALL, send, recv, count, dtype, CJ_SUM, 0, stream);
}

cj_status cj_broadcast(cj_comm *c, const void *send, void *recv, size_t count, cj_dtype dtype,
                       int root, void *stream) {
  return cj__collective(c, CJ_OP_BROADCAST, send, recv, count, dtype, CJ_SUM, root, stream);
}

cj_status cj_reduce(cj_comm *c, const void *send, void *recv, size_t count, cj_dtype dtype,
                    cj_redop op, int root, void *stream) {
  return cj__collective(c, CJ_OP_REDUCE, send, recv, count, dtype, op, root, stream);
}

cj_status cj_all_reduce_rmsnorm(cj_comm *c, const void *x, void *residual, const void *weight,
                                void *out, size_t tokens, size_t hidden, float eps, cj_dtype dtype,
                                void *stream) {
  if (hidden && tokens > SIZE_MAX / hidden)
    return cj__fail(CJ_E_INVALID, "all_reduce_rmsnorm: %zu x %zu elements overflow", tokens,
                    hidden);
  if (dtype != CJ_F32 && dtype != CJ_F16 && dtype != CJ_BF16)
    return cj__fail(CJ_E_INVALID, "all_reduce_rmsnorm: dtype must be f32, f16 or bf16");
  if (!(eps >= 0.0f) || eps > 1.0f)
    return cj__fail(CJ_E_INVALID, "all_reduce_rmsnorm: eps %g is outside [0, 1]", (double)eps);
  if (c && c->hier)
    return cj__hier_rmsnorm(c, x, residual, weight, out, tokens, hidden, eps, dtype, stream, 0);
  uint32_t eps_bits;
  memcpy(&eps_bits, &eps, sizeof eps_bits);
  call xc = {cj__op(CJ_OP_ALL_REDUCE_RMSNORM)->call,
             CJ_OP_ALL_REDUCE_RMSNORM,
             x,
             out,
             tokens * hidden,
             dtype,
             CJ_SUM,
             0,
             hidden,
             {(uint64_t)(uintptr_t)residual, (uint64_t)(uintptr_t)weight, eps_bits, 0}};
  return run_call(c, &xc, stream);
}

cj_status cj_barrier(cj_comm *c, void *stream) {
  return cj__collective(c, CJ_OP_BARRIER, NULL, NULL, 0, CJ_I32, CJ_SUM, 0, stream);
}

/* The kernel of a call, compiled and loaded now (not launched). */
static cj_status prepare_call(cj_comm *c, const call *x) {
  if (!c) return cj__fail(CJ_E_INVALID, "%s: comm is NULL", x->name);
  int shapeless = cj__op(x->op)->shapeless;
  cj_request r;
  cj_launch l;
  cj_status s = c->be->bind(c->device);
  if (s || (!shapeless && !x->count)) return cj__comm_fail(c, s);
  /* all_reduce's ce path: the kernels of its reduce-scatter, barrier and tail */
  if (x->op == CJ_OP_ALL_REDUCE && !call_request(c, x, &r) && rs_ag_path(c, x, &r)) {
    call rs, ag, tail, bar = *x;
    rs_ag_calls(c, x, &rs, &ag, &tail);
    bar.op = CJ_OP_BARRIER, bar.send = bar.recv = NULL, bar.count = 0;
    s = prepare_call(c, &rs);
    if (!s) s = prepare_call(c, &bar);
    if (!s && tail.count) s = prepare_call(c, &tail);
    return s;
  }
  int copies = !shapeless && copy_path(c, x); /* the copy engines' path: the barrier only */
  if (shapeless || copies)
    cj__shapeless_request(c, shapeless ? x->op : CJ_OP_BARRIER, &r);
  else
    s = call_request(c, x, &r);
  if (!s) s = cj__comm_kernel(c, &r, CJ_NO_STREAM, 1, &l);
  if (!s && !shapeless && !copies) s = reserve_staging(c, x, l.k);
  return cj__comm_fail(c, s);
}

cj_status cj_prepare(cj_comm *c, cj_op op, const void *send, void *recv, size_t count,
                     cj_dtype dtype, cj_redop redop, int root) {
  if ((unsigned)op >= CJ_OP_COUNT_) return cj__fail(CJ_E_INVALID, "prepare: unknown op");
  if (c && c->hier) return cj__hier_prepare(c, op, send, recv, count, dtype, redop);
  if (cj__op(op)->gemm)
    return cj__fail(CJ_E_INVALID, "prepare: %s has its own: cj_prepare_gemm", cj_op_name(op));
  if (cj__op(op)->rows)
    return cj__fail(CJ_E_INVALID, "prepare: %s has its own: cj_prepare_all_reduce_rmsnorm",
                    cj_op_name(op));
  call x = {"prepare", op, send, recv, count, dtype, redop, root, 0, {0}};
  return prepare_call(c, &x);
}

cj_status cj_prepare_all_reduce_rmsnorm(cj_comm *c, const void *x, void *residual,
                                        const void *weight, void *out, size_t tokens, size_t hidden,
                                        cj_dtype dtype) {
  if (hidden && tokens > SIZE_MAX / hidden)
    return cj__fail(CJ_E_INVALID, "prepare: %zu x %zu elements overflow", tokens, hidden);
  if (c && c->hier)
    return cj__hier_rmsnorm(c, x, residual, weight, out, tokens, hidden, 0.0f, dtype, NULL, 1);
  call xc = {"prepare",
             CJ_OP_ALL_REDUCE_RMSNORM,
             x,
             out,
             tokens * hidden,
             dtype,
             CJ_SUM,
             0,
             hidden,
             {(uint64_t)(uintptr_t)residual, (uint64_t)(uintptr_t)weight, 0, 0}};
  return prepare_call(c, &xc);
}
