/* The GEMM entry points (allgather_gemm, gemm_reducescatter, and the stand-alone gemm, which
 * takes the fused kernel's path without peers or workspace): check the buffers against
 * the plan's shapes and the workspace, then launch the kernel with B and the bias as its
 * auxiliary arguments; or, where the policy picks it (cj__gemm_path), a path of GEMMs on a
 * second stream over chunks the copy engines move: allgather_gemm's peer chunks of A pulled
 * while each chunk that has arrived is multiplied; gemm_reducescatter's partial products of the
 * peers' rows pushed as each is finished, then a generated reduction. The chunks' GEMMs are
 * the vendor BLAS's (path blas) or the generated gemm op's kernel (path ce: the same tile a
 * user's gemm call runs, so no SM is taken from the GEMM to move data). */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "coll.h"
#include "comm_impl.h"
#include "gen_gemm.h"
#include "hier.h"
#include "support.h"
#include "vblas.h"

/* The copy engines' paths' state on a communicator (blas and ce), made on first use outside a
 * capture; the vendor BLAS opened when path blas is first asked for. */
typedef struct cj_gemm_side {
  void *stream; /* the GEMMs' stream */
  void **ev;    /* [CJ_SIDE_EVENTS(world)]: fork, one per peer chunk (or part of one), join */
  int nev;
  cj_status open; /* CJ_OK, or why the stream or events are not there (the fused kernel runs) */
  char why[256];
  cj_vblas *vb;
  int vb_tried;
  cj_status vb_open; /* CJ_OK, or why the vendor BLAS is not available */
  char vb_why[256];
  int rs_blas; /* the last gemm_reducescatter took a path's reduction: a fused one meets first */
} cj_gemm_side;

#define CJ_VBLAS_WS_MAX (32ull << 20) /* the vendor's workspace, carved after the staged A */
#define CJ_RS_PARTS 4                 /* gemm_reducescatter: most parts of a peer's rows */
#define CJ_SIDE_EVENTS(w) ((w)*CJ_RS_PARTS + 2)

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
  /* the generated kernel, named: never left to the planner's `auto` (rs_reduce_kernel names
   * the vendor path's reduction itself) */
  r->variant = cj__variant_row(op, CJ_VARIANT_AUTO)->variant;
  r->dtype = dtype;
  r->world = c->world;
  r->target = c->target.spec;
  r->gemm = *g;
  /* COLLJIT_GEMM_TMA=0: the gemm op's and gemm_reducescatter's kernels stage with cp.async
   * (CJ_REQ_NO_TMA), to compare */
  if ((op == CJ_OP_GEMM || op == CJ_OP_GEMM_REDUCESCATTER) && !cj__env()->gemm_tma)
    r->flags |= CJ_REQ_NO_TMA;
}

/* The gemm op kernel's tensor maps (cj_gemm_cfg.tma): A's and B's (and C's), by value in place
 * of its aux parameters 2 and 3 (and 4; coll_gemm.c), encoded by the driver for this call's
 * buffers. */
static cj_status gemm_tmaps(cj_comm *c, cj_launch *l, const void *a, const void *b,
                            void *out) {
  cj_gemm_cfg cfg;
  cj__gemm_cfg_of(&l->k->plan, &cfg);
  if (!cfg.tma && !cfg.tma_a) return CJ_OK;
  if (!c->be->tensor_map)
    return cj__fail(CJ_E_UNSUPPORTED, "gemm: the %s backend encodes no tensor maps", c->be->name);
  cj_tmap d[3];
  int n = cj__gemm_tmaps(&cfg, (uint64_t)(uintptr_t)a, (uint64_t)(uintptr_t)b,
                         (uint64_t)(uintptr_t)out, d);
  if (l->k->plan.op != CJ_OP_GEMM && n > 2) n = 2; /* (gemm_reducescatter: C to the owners) */
  for (int i = 0; i < n; i++) {
    cj_status s = c->be->tensor_map(&d[i], l->tmap[i]);
    if (s) return s;
  }
  l->ntmap = n;
  l->tmap_at = 2;
  return CJ_OK;
}

void cj__gemm_side_free(cj_comm *c) {
  cj_gemm_side *sd = c->side;
  if (!sd) return;
  for (int i = 0; i < sd->nev; i++)
    c->be->event_destroy(sd->ev[i]);
  if (sd->stream) c->be->stream_destroy(sd->stream);
  cj__vblas_close(sd->vb);
  free(sd->ev);
  free(sd);
  c->side = NULL;
}

const char *cj__gemm_side_name(const cj_comm *c) {
  return c && c->side && !c->side->open && c->side->vb ? cj__vblas_name(c->side->vb) : NULL;
}

const char *cj__gemm_ran(const cj_comm *c) {
  if (c && c->hier) c = c->hier->inner;
  return !c                                 ? "fused"
         : c->gemm_ran == CJ_VARIANT_CE   ? "ce"
         : c->gemm_ran == CJ_VARIANT_BLAS ? "blas"
                                            : "fused";
}

/* The paths' stream and events, and for path blas the vendor's library; CJ_E_UNAVAILABLE
 * (kept, so asked once) when either cannot be had, CJ_E_CAPTURE when first asked inside a
 * capture. */
static cj_status side_open(cj_comm *c, const char *name, void *stream, int blas) {
  cj_gemm_side *sd = c->side;
  int capturing = 0;
  if ((!sd || (blas && !sd->vb_tried)) && stream != CJ_NO_STREAM &&
      !c->be->stream_capturing(stream, &capturing) && capturing)
    return cj__fail(CJ_E_CAPTURE,
                    "%s: the %s path is set up on the first call; make it (or "
                    "cj_prepare_gemm) before capturing a graph",
                    name, blas ? "vendor-BLAS" : "copy engines'");
  if (!sd) {
    if (!(sd = calloc(1, sizeof *sd))) return cj__fail(CJ_E_OOM, "%s: out of memory", name);
    c->side = sd;
    sd->open = c->be->stream_create(&sd->stream);
    sd->ev = calloc((size_t)CJ_SIDE_EVENTS(c->world), sizeof *sd->ev);
    if (!sd->open && !sd->ev) sd->open = cj__fail(CJ_E_OOM, "%s: out of memory", name);
    for (int i = 0; !sd->open && i < CJ_SIDE_EVENTS(c->world); i++, sd->nev++)
      sd->open = c->be->event_create(&sd->ev[i]);
    if (sd->open) {
      snprintf(sd->why, sizeof sd->why, "%s", cj_last_error());
      cj__log(CJ_LOG_INFO, "%s: no second stream (%s); the fused kernel runs", name, sd->why);
    }
  }
  if (sd->open) return cj__fail(sd->open, "%s", sd->why);
  if (!blas) return CJ_OK;
  if (!sd->vb_tried) {
    sd->vb_tried = 1;
    sd->vb_open = cj__vblas_open(c->be, &sd->vb);
    if (sd->vb_open) {
      snprintf(sd->vb_why, sizeof sd->vb_why, "%s", cj_last_error());
      cj__log(CJ_LOG_INFO, "%s: vendor-BLAS path unavailable (%s); the fused kernel runs", name,
              sd->vb_why);
    } else {
      cj__log(CJ_LOG_INFO, "%s: vendor-BLAS path with %s", name, cj__vblas_name(sd->vb));
    }
  }
  return sd->vb_open ? cj__fail(sd->vb_open, "%s", sd->vb_why) : CJ_OK;
}

/* ---- one GEMM of a path: the vendor's, or the generated gemm op's kernel (path ce) --------- */
static void chunk_request(cj_comm *c, const cj_vblas_gemm *x, cj_request *r) {
  cj_gemm_params g = CJ_GEMM_PARAMS_INIT;
  g.m = x->rows, g.n = x->n, g.k = x->k, g.bias = x->bias != 0, g.out_f32 = x->out_f32;
  gemm_request(c, CJ_OP_GEMM, &g, x->dtype, r);
  if (x->adds) r->flags |= CJ_REQ_ADD_SLOTS;
}

static cj_status path_gemm(cj_comm *c, int gen, const cj_vblas_gemm *x, void *stream) {
  if (!gen) return cj__vblas_gemm(c->side->vb, x, stream);
  cj_request r;
  chunk_request(c, x, &r);
  cj_launch l;
  cj_status s = cj__comm_kernel(c, &r, stream, 1, &l);
  void *a = (void *)(uintptr_t)x->a, *b = (void *)(uintptr_t)x->b, *out = (void *)(uintptr_t)x->c;
  l.aux[0] = x->b;
  l.aux[1] = x->bias;
  if (!s) s = gemm_tmaps(c, &l, a, b, out);
  if (!s) l.aux[2 + l.ntmap] = x->adds; /* (after the maps; coll_gemm.c) */
  return s ? s : cj__comm_launch(c, &l, a, out, stream);
}

/* The GEMM of x's shape made ready without stream work: CJ_E_UNSUPPORTED when the path cannot
 * run it (the vendor has no algorithm; the gemm op refuses the shape). */
static cj_status path_plan(cj_comm *c, int gen, const cj_vblas_gemm *x) {
  if (!gen) return cj__vblas_plan(c->side->vb, x);
  cj_request r;
  chunk_request(c, x, &r);
  cj_launch l;
  cj_status s = cj__comm_kernel(c, &r, CJ_NO_STREAM, 1, &l);
  return s == CJ_E_INVALID ? CJ_E_UNSUPPORTED : s;
}

/* The largest power of two up to 256 dividing every value. */
static unsigned common_align(const uint64_t *v, int n) {
  uint64_t x = 256;
  for (int i = 0; i < n; i++)
    if (v[i]) x |= v[i];
  return (unsigned)(x & (~x + 1));
}

/* allgather_gemm, shard m: out rows [p m/W, (p+1) m/W) = A_p B (+ bias). The own chunk is
 * multiplied at once on the side stream; on the caller's stream a barrier (the peers' A is
 * written), then each peer's chunk pulled by the copy engine into the workspace (nearest peer
 * first), each followed by an event the side stream waits for before its GEMM; then a closing
 * barrier (no rank's A is overwritten while a peer still reads it) and the join. Every stream
 * operation is capturable: the fork and join become graph edges. */
static cj_status blas_ag(cj_comm *c, int gen, const void *a, void *out, const cj_gemm_params *g,
                         cj_dtype dtype, void *stream, cj_vblas_gemm *x) {
  const cj_backend *be = c->be;
  cj_gemm_side *sd = c->side;
  uint64_t W = (uint64_t)c->world, es = cj_dtype_size(dtype), ml = g->m / W;
  uint64_t chunk = ml * g->k * es, orow = ml * g->n * es;
  uint64_t pa = (uint64_t)(uintptr_t)a, po = (uint64_t)(uintptr_t)out;
  void *side = sd->stream;
  cj_status s = be->event_record(sd->ev[0], stream);
  if (!s) s = be->stream_wait_event(side, sd->ev[0]);
  x->a = pa, x->c = po + (uint64_t)c->rank * orow;
  if (!s) s = path_gemm(c, gen, x, side);
  if (!s) s = cj_barrier(c, stream);
  for (uint64_t i = 1; i < W && !s; i++) {
    uint64_t p = ((uint64_t)c->rank + i) % W;
    uint64_t src = c->peer_base[p] + (pa - c->base), dst = c->work + p * chunk;
    s = be->copy_dtod_async(dst, src, chunk, stream);
    if (!s) s = be->event_record(sd->ev[i], stream);
    if (!s) s = be->stream_wait_event(side, sd->ev[i]);
    x->a = dst, x->c = po + p * orow;
    if (!s) s = path_gemm(c, gen, x, side);
  }
  if (!s) s = cj_barrier(c, stream);
  /* the join, also after a failure: a capture must not end with the side stream forked */
  cj_status j = be->event_record(sd->ev[W], side);
  if (!j) j = be->stream_wait_event(stream, sd->ev[W]);
  return s ? s : j;
}

/* The vendor's share of the workspace: from byte `used` (rounded to 256) to the end, at most
 * CJ_VBLAS_WS_MAX. */
static void vendor_ws(const cj_comm *c, uint64_t used, cj_vblas_gemm *x) {
  uint64_t at = (used + 255) / 256 * 256;
  x->ws = c->work + at;
  x->ws_bytes = c->work_bytes > at ? c->work_bytes - at : 0;
  if (x->ws_bytes > CJ_VBLAS_WS_MAX) x->ws_bytes = CJ_VBLAS_WS_MAX;
}

/* Bytes of a partial product's element in gemm_reducescatter's copy-engine paths: f32 from the
 * vendor BLAS (one rounding at the end), the dtype from the gemm op's kernel (path ce: each
 * partial rounded, as the fused kernel's and a GEMM followed by a reduce-scatter's are; half
 * the bytes over the links). */
static uint64_t rs_slot_es(int gen, cj_dtype dtype) { return gen ? cj_dtype_size(dtype) : 4; }

/* Bytes of gemm_reducescatter's copy-engine paths in the workspace before the vendor's: W
 * receive slots and W - 1 send slots of m/W x n partial products (none at world 1). */
static uint64_t rs_blas_bytes(int world, const cj_gemm_params *g, uint64_t slot_es) {
  uint64_t W = (uint64_t)world;
  return W > 1 ? (2 * W - 1) * (g->m / W) * g->n * slot_es : 0;
}

/* The reduction kernel of gemm_reducescatter's copy-engine paths (variant blas; the dtype's
 * slots for path ce). */
static cj_status rs_reduce_kernel(cj_comm *c, const cj_gemm_params *g, cj_dtype dtype, int bias,
                                  int gen, void *stream, cj_launch *l) {
  cj_request r;
  gemm_request(c, CJ_OP_GEMM_REDUCESCATTER, g, dtype, &r);
  r.gemm.bias = bias;
  r.variant = CJ_VARIANT_BLAS;
  r.flags &= ~CJ_REQ_NO_TMA; /* (the reduction copies nothing by tensor maps) */
  if (gen) r.flags |= CJ_REQ_DTYPE_SLOTS;
  return cj__comm_kernel(c, &r, stream, 1, l);
}

/* Parts of a peer's m/W rows in gemm_reducescatter's vendor path: 4, 2 or 1, each part whole
 * and at least 256 rows (a GEMM of fewer rows loses more to its tail than the earlier first
 * push gains). */
static uint64_t rs_parts(int gen, uint64_t ml) {
  /* path ce: one GEMM a peer (its persistent grid lost up to a wave to each part's tail: 4
   * ranks, 4096 x 3584 x 8192 on H200s took 219.3 us in parts of 256 rows against the fused
   * kernel's 160.9); the own partial product, last and as large, hides the last push */
  if (gen) return 1;
  for (uint64_t p = CJ_RS_PARTS; p > 1; p /= 2)
    if (ml % p == 0 && ml / p >= 256) return p;
  return 1;
}

/* gemm_reducescatter, shard k: rank r holds A_r (m x k/W) and B_r (k/W x n); out (m/W x n) is
 * rows [r m/W, (r+1) m/W) of the sum over ranks of A_s B_s (+ bias). The workspace holds W
 * receive slots (m/W x n partial products, f32 or on path ce the dtype (rs_slot_es); slot s:
 * rank s's partial product of this rank's rows), W - 1
 * send slots, then the vendor's workspace. On the side stream the vendor BLAS computes the
 * peers' partial products (nearest peer first, each in up to 4 parts of rows) into the send
 * slots, an event after each, then this rank's own into receive slot r; on the caller's
 * stream a barrier (every peer has finished reading its receive slots in the call before),
 * then each part, as its event fires, pushed by the copy engine into slot r of its owner (the
 * copies start after the first part's GEMM, not the whole chunk's); a barrier (every push into
 * this rank is complete); the join (the own partial) and the reduction kernel: the W slots
 * summed in rank order in f32, the bias, one rounding. The side stream's writes need no
 * barrier: the send slots were last read by this stream's pushes and receive slot r by its
 * reduction, both before the fork. */
static cj_status blas_rs(cj_comm *c, int gen, const void *a, const void *bias, void *out,
                         const cj_gemm_params *g, cj_dtype dtype, void *stream, cj_vblas_gemm *x) {
  const cj_backend *be = c->be;
  cj_gemm_side *sd = c->side;
  uint64_t W = (uint64_t)c->world, r = (uint64_t)c->rank, ml = g->m / W, kl = g->k / W;
  uint64_t ses = rs_slot_es(gen, dtype), slot = ml * g->n * ses, es = cj_dtype_size(dtype);
  uint64_t parts = rs_parts(gen, ml), pr = ml / parts, ne = (W - 1) * parts + 1; /* join: ev[ne] */
  cj_vblas_gemm part = *x;
  part.rows = pr; /* (planned by blas_call) */
  cj_launch l;
  cj_status s = rs_reduce_kernel(c, g, dtype, bias != NULL, gen, stream, &l);
  void *side = sd->stream;
  if (!s) s = be->event_record(sd->ev[0], stream);
  if (!s) s = be->stream_wait_event(side, sd->ev[0]);
  if (s) return s;
  uint64_t pa = (uint64_t)(uintptr_t)a;
  for (uint64_t e = 1; e < ne && !s; e++) { /* event e: part (e - 1) % parts of peer i */
    uint64_t i = (e - 1) / parts + 1, p = (e - 1) % parts, q = (r + i) % W;
    part.a = pa + (q * ml + p * pr) * kl * es;
    part.c = c->work + (W + i - 1) * slot + p * pr * g->n * ses;
    s = path_gemm(c, gen, &part, side);
    if (!s) s = be->event_record(sd->ev[e], side);
  }
  x->a = pa + r * ml * kl * es, x->c = c->work + r * slot;
  if (!s) s = path_gemm(c, gen, x, side);
  cj_status j = be->event_record(sd->ev[ne], side); /* the join, also after a failure */
  if (!s) s = j;
  if (!s) s = cj_barrier(c, stream);
  for (uint64_t e = 1; e < ne && !s; e++) {
    uint64_t i = (e - 1) / parts + 1, p = (e - 1) % parts, q = (r + i) % W;
    uint64_t off = p * pr * g->n * ses, bytes = pr * g->n * ses;
    s = be->stream_wait_event(stream, sd->ev[e]);
    if (!s)
      s = be->copy_dtod_async(c->peer_base[q] + (c->work - c->base) + r * slot + off,
                              c->work + (W + i - 1) * slot + off, bytes, stream);
  }
  if (!s) s = cj_barrier(c, stream);
  /* a capture must not end with the side stream forked */
  j = be->stream_wait_event(stream, sd->ev[ne]);
  if (s || j) return s ? s : j;
  l.aux[0] = 0;
  l.aux[1] = (uint64_t)(uintptr_t)bias;
  return cj__comm_launch(c, &l, a, out, stream);
}

/* Twice the waves of x's GEMM on path ce (its plan's grid; a last wave of half-width tiles
 * counts half), or -1 when it cannot be planned. */
static int ce_waves2(cj_comm *c, const cj_vblas_gemm *x) {
  cj_request r;
  chunk_request(c, x, &r);
  cj_launch l;
  if (cj__comm_kernel(c, &r, CJ_NO_STREAM, 1, &l)) return -1;
  cj_gemm_cfg cfg;
  cj__gemm_cfg_of(&l.k->plan, &cfg);
  int tiles = cj__gemm_tiles(&cfg), grid = l.k->plan.grid, tail = tiles % grid;
  return 2 * (tiles / grid) + (cj__gemm_half_tail(&cfg, grid) ? 1 : tail ? 2 : 0);
}

/* gemm_reducescatter on path ce with the reduction in the own rows' GEMMs (ce_rs_add): 1 when
 * the rows' halves are whole 16-byte pieces of A, of out and of a slot and two GEMMs of half
 * the rows (`half`) take no more waves than one of all (`whole`), as at 2 ranks from 4096 x
 * 3584 x 8192 on 132 SMs (then the reduction kernel's time is saved: 16384 rows 791-793 ->
 * 703-709 us, 4096 217-218 -> 186-187); where the halves take more (4 ranks, 16384 rows: 4
 * waves against 3.5, 452 -> 490 us; 2 ranks, 1024 rows: 2 against 1) the reduction kernel
 * stays (bench/RESULTS.md). cj__gemm_rs_add_force, else COLLJIT_RS_CE_ADD=0 or 1, forces the
 * choice, to compare. */
static _Atomic int rs_add_forced = -1; /* cj__gemm_rs_add_force */

void cj__gemm_rs_add_force(int form) { rs_add_forced = form == 0 || form == 1 ? form : -1; }

static int ce_rs_add_ok(cj_comm *c, const cj_vblas_gemm *whole, const cj_vblas_gemm *half,
                        uint64_t es) {
  if (half->rows * half->k * es % 16 || half->rows * half->n * es % 16) return 0;
  int h = ce_waves2(c, half), w = ce_waves2(c, whole), ok = h >= 0 && w >= 0 && 2 * h <= w;
  int forced = rs_add_forced >= 0 ? rs_add_forced : cj__env()->rs_ce_add;
  return forced >= 0 ? forced : ok;
}

/* gemm_reducescatter on path ce, the reduction in the GEMMs of the rank's own rows: the
 * workspace holds the W - 1 receive slots, half by half (half h, slot j at (h (W - 1) + j)
 * halves: the partial product of the peer j + 1 ranks before this one, in the dtype), then
 * W - 1 send slots. On the side stream the gemm op's kernel computes the peers' partial
 * products (nearest peer first; the farthest, which is the last, in two halves of rows) into
 * the send slots, an event after each; then, as the caller's stream says half h of every slot
 * has arrived, the own rows' half h with the W - 1 received halves added in slot order (and the
 * bias) before the one rounding, straight into out (CJ_REQ_ADD_SLOTS): no reduction kernel,
 * and the first half of the own rows runs while the second half of the last push is on the
 * links. On the caller's stream: a barrier (every peer has finished reading its receive slots
 * in the call before), each partial pushed by the copy engines as its event fires (a whole
 * slot in its two halves), after the last peer's half h a barrier (every push of half h into
 * this rank is complete) and an event for the side stream; then the join. */
static cj_status ce_rs_add(cj_comm *c, const void *a, const void *bias, void *out,
                           const cj_gemm_params *g, cj_dtype dtype, void *stream,
                           cj_vblas_gemm *x) {
  const cj_backend *be = c->be;
  cj_gemm_side *sd = c->side;
  uint64_t W = (uint64_t)c->world, r = (uint64_t)c->rank, ml = g->m / W, kl = g->k / W;
  uint64_t es = cj_dtype_size(dtype), hr = ml / 2, half = hr * g->n * es, slot = 2 * half;
  uint64_t send = c->work + (W - 1) * slot, pa = (uint64_t)(uintptr_t)a;
  /* events: 0 fork, 1..W-2 the whole peers, W-1 and W the last peer's halves, W+1 and W+2
   * the halves' arrival, W+3 the join */
  void **ev = sd->ev, *side = sd->stream;
  cj_vblas_gemm y = *x;
  /* (host order matters: a stream waits for an event's record queued before the wait) */
  cj_status s = be->event_record(ev[0], stream);
  if (!s) s = be->stream_wait_event(side, ev[0]);
  for (uint64_t i = 1; i < W && !s; i++) { /* peer i's partial product */
    uint64_t q = (r + i) % W;
    for (uint64_t h = 0; h < (i + 1 < W ? 1 : 2) && !s; h++) {
      y.rows = i + 1 < W ? ml : hr;
      y.a = pa + (q * ml + h * hr) * kl * es;
      y.c = send + (i - 1) * slot + h * half;
      y.bias = 0, y.adds = 0;
      s = path_gemm(c, 1, &y, side);
      if (!s) s = be->event_record(ev[i + h], side);
    }
  }
  if (!s) s = cj_barrier(c, stream);
  for (uint64_t i = 1; i < W && !s; i++) {
    uint64_t q = (r + i) % W, last = i + 1 == W;
    uint64_t peer = c->peer_base[q] + (c->work - c->base); /* q's receive slots */
    for (uint64_t h = 0; h < 2 && !s; h++) {
      if (h == 0 || last) s = be->stream_wait_event(stream, ev[i + (last ? h : 0)]);
      if (!s)
        s = be->copy_dtod_async(peer + (h * (W - 1) + i - 1) * half,
                                send + (i - 1) * slot + h * half, half, stream);
      if (!last || s) continue;
      s = cj_barrier(c, stream); /* every push of half h into this rank is done */
      if (!s) s = be->event_record(ev[W + 1 + h], stream);
      if (!s) s = be->stream_wait_event(side, ev[W + 1 + h]);
      y.rows = hr; /* the own rows' half h, the received halves added */
      y.a = pa + (r * ml + h * hr) * kl * es;
      y.c = (uint64_t)(uintptr_t)out + h * half;
      y.bias = (uint64_t)(uintptr_t)bias;
      y.adds = c->work + h * (W - 1) * half;
      if (!s) s = path_gemm(c, 1, &y, side);
    }
  }
  cj_status j = be->event_record(ev[W + 3], side); /* the join, also after a failure */
  if (!s) s = j;
  /* a capture must not end with the side stream forked */
  j = be->stream_wait_event(stream, ev[W + 3]);
  return s ? s : j;
}

/* A path of either op (gen: ce, the generated gemm op's kernel; else blas): the shapes of its
 * GEMMs planned first (every chunk, and every part of gemm_reducescatter's, has one shape: a
 * shape the path cannot run goes to the fused kernel before any stream work), then (unless
 * only planning: stream CJ_NO_STREAM) one GEMM at world 1, else the op's flow. */
static cj_status blas_call(cj_comm *c, int gen, cj_op op, const void *a, const void *b,
                           const void *bias, void *out, const cj_gemm_params *g, cj_dtype dtype,
                           void *stream) {
  uint64_t W = (uint64_t)c->world, es = cj_dtype_size(dtype);
  int rs = cj__op_gemm_comm(op) == CJ_GEMM_SCATTERS_C, split = W > 1;
  uint64_t rows = split ? g->m / W : g->m, k = rs && split ? g->k / W : g->k;
  uint64_t parts = rs && split ? rs_parts(gen, rows) : 1, pr = rows / parts;
  uint64_t ses = rs_slot_es(gen, dtype);
  uint64_t pa[] = {(uint64_t)(uintptr_t)a,
                   (uint64_t)(uintptr_t)b,
                   (uint64_t)(uintptr_t)out,
                   c->work,
                   rows * k * es,
                   rows * g->n * (rs ? ses : es),
                   pr * k * es,
                   pr * g->n * ses,
                   (uint64_t)(uintptr_t)bias};
  cj_vblas_gemm x = {.rows = rows,
                     .n = g->n,
                     .k = k,
                     .dtype = dtype,
                     /* partial products (bias and the last rounding later): f32 from the
                      * vendor, the dtype from the gemm op (rs_slot_es) */
                     .out_f32 = rs && split && !gen,
                     .b = pa[1],
                     .bias = rs && split ? 0 : pa[8],
                     .align = common_align(pa, 9)};
  const char *name = cj_op_name(op);
  /* the gemm op's kernel takes its operands and output at 16 bytes (its tensor maps and
   * 16-byte copies), its bias at 2 */
  if (gen && common_align(pa, 8) < 16) {
    cj__log(CJ_LOG_INFO, "%s: the chunks of this shape lie off 16 bytes: the fused kernel runs",
            name);
    return CJ_E_UNAVAILABLE;
  }
  if (!gen) vendor_ws(c, rs ? rs_blas_bytes(c->world, g, ses) : split ? g->m * g->k * es : 0, &x);
  cj_vblas_gemm part = x;
  part.rows = pr;
  cj_status s = path_plan(c, gen, &x);
  if (!s && parts > 1) s = path_plan(c, gen, &part);
  /* path ce of gemm_reducescatter: the reduction in the own rows' GEMMs where it pays */
  cj_vblas_gemm half = x;
  half.rows = rows / 2;
  int add = !s && rs && split && gen && rows % 2 == 0 && ce_rs_add_ok(c, &x, &half, es);
  if (add) {
    half.adds = 1; /* (planned only: the flag) */
    s = path_plan(c, gen, &half);
  }
  if (s == CJ_E_UNSUPPORTED) {
    cj__log(CJ_LOG_INFO, "%s: %s", name, cj_last_error());
    return CJ_E_UNAVAILABLE;
  }
  if (s || stream == CJ_NO_STREAM) return s;
  if (!split) {
    x.a = pa[0], x.c = pa[2];
    return path_gemm(c, gen, &x, stream);
  }
  if (rs && add) return ce_rs_add(c, a, bias, out, g, dtype, stream, &x);
  return rs ? blas_rs(c, gen, a, bias, out, g, dtype, stream, &x)
            : blas_ag(c, gen, a, out, g, dtype, stream, &x);
}

/* The call's buffers against the sizes of its shapes and a workspace of `work` bytes (sizes
 * that cannot overflow: the shapes were planned or checked by blas_shapes). */
static cj_status check_bufs(cj_comm *c, cj_op op, const void *a, const void *b, const void *bias,
                            const void *out, const cj_gemm_params *g, cj_dtype dtype,
                            uint64_t work) {
  const char *name = cj_op_name(op);
  cj_gemm_bytes n = cj__gemm_bytes(op, c->world, g, dtype);
  cj_status s = cj__comm_work_reserve(c, work, name);
  if (!s) s = check_buf(c, name, a, n.a, 16, "a");
  if (!s) s = check_buf(c, name, b, n.b, 16, "b");
  if (!s) s = check_buf(c, name, out, n.out, 16, "out");
  if (!s && bias) s = check_buf(c, name, bias, g->n * cj_dtype_size(dtype), 2, "bias");
  if (s) return s;
  if (cj__op_gemm_comm(op) == CJ_GEMM_GATHERS_A && c->world > 1 && !cj__comm_on_heap(c, a, n.a))
    return cj__fail(CJ_E_INVALID,
                    "%s: a must lie in one allocation of the symmetric heap "
                    "(peers read it)",
                    name);
  return CJ_OK;
}

/* The checks the plan makes for the fused kernel, for the path that has no plan. */
static cj_status blas_shapes(cj_comm *c, cj_op op, const cj_gemm_params *g, cj_dtype dtype) {
  const char *name = cj_op_name(op);
  uint64_t W = (uint64_t)c->world;
  if (dtype != CJ_BF16 && dtype != CJ_F16)
    return cj__fail(CJ_E_INVALID, "%s: dtype %s is not bf16 or f16", name, cj_dtype_name(dtype));
  if (!g->m || !g->n || !g->k || g->m > (1ull << 31) || g->n > (1ull << 31) || g->k > (1ull << 31))
    return cj__fail(CJ_E_INVALID, "%s: m, n and k must be 1..2^31 (m %llu, n %llu, k %llu)", name,
                    (unsigned long long)g->m, (unsigned long long)g->n, (unsigned long long)g->k);
  if (g->m % W || (cj__op_gemm_comm(op) == CJ_GEMM_SCATTERS_C && g->k % W))
    return cj__fail(CJ_E_INVALID, "%s: %s (%llu) is not a multiple of the world size (%d)", name,
                    g->m % W ? "m" : "k", (unsigned long long)(g->m % W ? g->m : g->k), c->world);
  return CJ_OK;
}

static const char *_Atomic path_forced; /* cj__gemm_path_force */

void cj__gemm_path_force(const char *path) { path_forced = path; }

/* CJ_OK when the call takes a path of the copy engines (*gen: 1 ce, 0 blas; its shapes
 * checked, its stream and library open); CJ_E_UNAVAILABLE when the fused kernel runs instead;
 * any other status is the call's error. */
static cj_status blas_ready(cj_comm *c, cj_op op, const cj_gemm_params *g, cj_dtype dtype,
                            void *stream, int *gen) {
  const char *path = path_forced ? path_forced : cj__env()->gemm_path;
  cj_variant v = cj__gemm_path(&c->target, op, c->world, g, dtype, path);
  if (v != CJ_VARIANT_BLAS && v != CJ_VARIANT_CE) return CJ_E_UNAVAILABLE;
  *gen = v == CJ_VARIANT_CE;
  cj_status s = blas_shapes(c, op, g, dtype);
  return s ? s : side_open(c, cj_op_name(op), stream, !*gen);
}

/* The barrier kernel the path launches, compiled now. */
static cj_status prepare_barrier(cj_comm *c) {
  cj_request r;
  cj__shapeless_request(c, CJ_OP_BARRIER, &r);
  cj_launch l;
  return cj__comm_kernel(c, &r, CJ_NO_STREAM, 1, &l);
}

cj_status cj_prepare_gemm(cj_comm *c, cj_op op, const cj_gemm_params *g, cj_dtype dtype) {
  if (!c || !g) return cj__fail(CJ_E_INVALID, "prepare_gemm: comm or gemm is NULL");
  /* across nodes: the stand-alone GEMM is the node's; the fused ops do not compose */
  if (c->hier && cj__op_gemm_comm(op) == CJ_GEMM_LOCAL)
    return cj_prepare_gemm(c->hier->inner, op, g, dtype);
  if (c->hier) return cj__comm_fail(c, cj__hier_refuse(c, "prepare_gemm"));
  cj_status s = cj__gemm_params_check(g, "prepare_gemm");
  if (s) return s;
  if ((unsigned)op >= CJ_OP_COUNT_ || !cj__op(op)->gemm)
    return cj__fail(CJ_E_INVALID, "prepare_gemm: op %d is not a GEMM op", (int)op);
  if ((s = cj__gemm_fields_check(op, g))) return s;
  s = c->be->bind(c->device);
  if (s) return cj__comm_fail(c, s);
  int gen = 0;
  s = blas_ready(c, op, g, dtype, CJ_NO_STREAM, &gen);
  /* the path's GEMMs (planned, or compiled for ce: allgather_gemm's with and without a bias,
   * which only its address's presence tells; nothing is queued) */
  if (!s) s = blas_call(c, gen, op, NULL, NULL, NULL, NULL, g, dtype, CJ_NO_STREAM);
  if (!s && gen && cj__op_gemm_comm(op) != CJ_GEMM_SCATTERS_C)
    s = blas_call(c, gen, op, NULL, NULL, (const void *)(uintptr_t)256, NULL, g, dtype,
                  CJ_NO_STREAM);
  if (!s && c->world > 1) s = prepare_barrier(c);
  if (!s && c->world > 1 && cj__op_gemm_comm(op) == CJ_GEMM_SCATTERS_C) {
    cj_launch l; /* the reduction, with and without a bias */
    s = rs_reduce_kernel(c, g, dtype, 0, gen, CJ_NO_STREAM, &l);
    if (!s) s = rs_reduce_kernel(c, g, dtype, 1, gen, CJ_NO_STREAM, &l);
  }
  if (s != CJ_E_UNAVAILABLE) return cj__comm_fail(c, s);
  cj_request r;
  gemm_request(c, op, g, dtype, &r);
  cj_launch l;
  s = cj__comm_kernel(c, &r, CJ_NO_STREAM, 1, &l);
  return cj__comm_fail(c, s);
}

static cj_status gemm_call(cj_comm *c, cj_op op, const void *a, const void *b, const void *bias,
                           void *out, const cj_gemm_params *g, cj_dtype dtype, void *stream) {
  const char *name = cj_op_name(op);
  if (!c) return cj__fail(CJ_E_INVALID, "%s: comm is NULL", name);
  if (c->hier && cj__op_gemm_comm(op) == CJ_GEMM_LOCAL)
    return cj__comm_fail(c, gemm_call(c->hier->inner, op, a, b, bias, out, g, dtype, stream));
  if (c->hier) return cj__comm_fail(c, cj__hier_refuse(c, name));
  cj_status s = cj__gemm_params_check(g, name);
  if (!s) s = cj__gemm_fields_check(op, g); /* before the vendor path, which has no plan */
  if (s) return s;
  s = c->be->bind(c->device);
  if (s) return cj__comm_fail(c, s);
  int rs = cj__op_gemm_comm(op) == CJ_GEMM_SCATTERS_C, gen = 0;
  s = blas_ready(c, op, g, dtype, stream, &gen); /* gemm: never (CJ_E_UNAVAILABLE) */
  uint64_t used = c->world == 1 ? 0
                  : rs          ? rs_blas_bytes(c->world, g, rs_slot_es(gen, dtype))
                                : g->m * g->k * cj_dtype_size(dtype);
  /* a workspace that must grow grows with room for the vendor's own (at most 32 MiB) where
   * the heap has it; check_bufs then names the heap's limit if even `used` does not fit */
  if (!s && used > c->work_bytes)
    (void)cj__comm_work_reserve(c, used + (gen ? 0 : CJ_VBLAS_WS_MAX), name);
  if (!s) s = check_bufs(c, op, a, b, bias, out, g, dtype, used);
  if (!s) s = cj__comm_meet_first(c, stream);
  if (!s) s = blas_call(c, gen, op, a, b, bias, out, g, dtype, stream);
  if (!s && rs) c->side->rs_blas = 1;
  if (!s) c->gemm_ran = gen ? CJ_VARIANT_CE : CJ_VARIANT_BLAS;
  if (s != CJ_E_UNAVAILABLE) return cj__comm_fail(c, s);
  c->gemm_ran = CJ_VARIANT_AUTO;
  cj_request r;
  gemm_request(c, op, g, dtype, &r);
  r.gemm.bias = bias != NULL;
  /* the kernel first: a miss plans the request (the shapes are checked there, the field
   * named); a hit is a request planned before, so the sizes below cannot overflow */
  cj_launch l;
  s = cj__comm_kernel(c, &r, stream, 1, &l);
  if (s) return cj__comm_fail(c, s);
  cj_gemm_bytes n = cj__gemm_bytes(op, c->world, g, dtype);
  s = check_bufs(c, op, a, b, bias, out, g, dtype, n.work);
  if (s) return s;
  if (rs && c->side && c->side->rs_blas) {
    /* after the vendor path: its reduction may still read the slots the peers' fused kernel
     * would write (the fused kernel's own calls are ordered by its epochs, not by a barrier) */
    c->meet_first = 1;
    c->side->rs_blas = 0;
  }
  s = cj__comm_meet_first(c, stream); /* that barrier, or the one after the workspace grew */
  if (s) return cj__comm_fail(c, s);
  l.aux[0] = (uint64_t)(uintptr_t)b;
  l.aux[1] = (uint64_t)(uintptr_t)bias;
  if ((op == CJ_OP_GEMM || rs) && (s = gemm_tmaps(c, &l, a, b, out))) return cj__comm_fail(c, s);
  return cj__comm_fail(c, cj__comm_launch(c, &l, a, out, stream));
}

cj_status cj_allgather_gemm(cj_comm *c, const void *a, const void *b, const void *bias, void *out,
                            const cj_gemm_params *g, cj_dtype dtype, void *stream) {
  return gemm_call(c, CJ_OP_ALLGATHER_GEMM, a, b, bias, out, g, dtype, stream);
}

cj_status cj_gemm_reduce_scatter(cj_comm *c, const void *a, const void *b, const void *bias,
                                 void *out, const cj_gemm_params *g, cj_dtype dtype, void *stream) {
  return gemm_call(c, CJ_OP_GEMM_REDUCESCATTER, a, b, bias, out, g, dtype, stream);
}

cj_status cj_gemm(cj_comm *c, const void *a, const void *b, const void *bias, void *out,
                  const cj_gemm_params *g, cj_dtype dtype, void *stream) {
  return gemm_call(c, CJ_OP_GEMM, a, b, bias, out, g, dtype, stream);
}
