/* Pieces every collective generator uses: ABI values, peer addressing, the rank barrier. */
#include <stdio.h>

#include "coll.h"

static const struct {
  const char *name;
  kir_type type;
  unsigned flags;
  int align;
} abi[CJ_ARG_COUNT_] = {
    [CJ_ARG_HEAP_BASES] = {"heap_bases", KT_PTR, KIR_PARAM_READONLY, 8},
    [CJ_ARG_RANK] = {"rank", KT_I32, 0, 0},
    [CJ_ARG_SRC] = {"src", KT_PTR, KIR_PARAM_READONLY, 16},
    [CJ_ARG_DST] = {"dst", KT_PTR, 0, 16},
    [CJ_ARG_SYNC] = {"sync", KT_PTR, 0, 256},
    [CJ_ARG_STATUS] = {"status", KT_PTR, 0, 4},
    [CJ_ARG_TIMEOUT_NS] = {"timeout_ns", KT_I64, 0, 0},
    [CJ_ARG_WORK] = {"work", KT_PTR, 0, 256},
    [CJ_ARG_N] = {"n", KT_I64, 0, 0},
    [CJ_ARG_NBLOCKS] = {"nblocks", KT_I32, 0, 0},
};

void cj__gen_begin(cj_gen *g, kir_builder *b, const cj_plan *p) {
  g->b = b;
  g->p = p;
  g->tile_at = 0;
  for (int i = 0; i < CJ_ARG_COUNT_; i++) {
    /* a buffer's alignment promise never exceeds what its access width needs */
    int align = abi[i].align;
    if ((i == CJ_ARG_SRC || i == CJ_ARG_DST) && p->vec_bytes && align > p->vec_bytes)
      align = p->vec_bytes;
    g->arg[i] = kir_param_new(b, abi[i].name, abi[i].type, abi[i].flags, align);
  }
  const cj_variant_row *row = cj__variant_row(p->op, p->variant);
  for (int i = 0; row && row->aux && i < CJ_ARG_AUX_MAX && row->aux[i].name; i++)
    g->arg[CJ_ARG_AUX0 + i] = kir_param_new(b, row->aux[i].name, row->aux[i].type,
                                            row->aux[i].flags, row->aux[i].align);
  g->tid = kir_tid(b);
  g->bid = kir_bid(b);
  kir_val rank64 = kir_cvt(b, KIR_ZEXT, KT_I64, g->arg[CJ_ARG_RANK]);
  kir_val off = kir_bin(b, KIR_MUL, rank64, kir_i64(b, 8));
  g->base_me = kir_load(b, KT_I64, kir_ptr_add(b, g->arg[CJ_ARG_HEAP_BASES], off), 8,
                        KIR_HINT_NONE);
  g->failed = kir_var_new(b, "failed", KT_I32, kir_i32(b, 0));
  g->generic = (p->flags & CJ_REQ_GENERIC) != 0;
  g->nblocks = g->generic ? g->arg[CJ_ARG_NBLOCKS] : kir_i32(b, p->grid);
}

/* ---- lengths ------------------------------------------------------------------------------ */
kir_val cj__len_val(cj_gen *g, cj_len x) { return x.v ? x.v : kir_i64(g->b, (int64_t)x.c); }

cj_len cj__len_bin(cj_gen *g, kir_opcode op, cj_len x, cj_len y) {
  if (!x.v && !y.v) {
    switch (op) {
    case KIR_ADD:
      return cj_len_c(x.c + y.c);
    case KIR_SUB:
      return cj_len_c(x.c - y.c);
    case KIR_MUL:
      return cj_len_c(x.c * y.c);
    case KIR_UDIV:
      return cj_len_c(y.c ? x.c / y.c : 0);
    default:
      return cj_len_c(y.c ? x.c % y.c : 0);
    }
  }
  return (cj_len){0, kir_bin(g->b, op, cj__len_val(g, x), cj__len_val(g, y))};
}

cj_len cj__gen_chunk(cj_gen *g, uint64_t mult) {
  uint64_t per = cj_dtype_size(g->p->dtype) * mult;
  if (!g->generic) return cj_len_c(g->p->count * per);
  return cj__len_bin(g, KIR_MUL, (cj_len){0, g->arg[CJ_ARG_N]}, cj_len_c(per));
}

const char *cj__len_str(cj_len x, char *buf, size_t n) {
  if (x.v)
    snprintf(buf, n, "n-dependent");
  else
    snprintf(buf, n, "%llu", (unsigned long long)x.c);
  return buf;
}

kir_val cj__gen_thread_peer(cj_gen *g, kir_val w) {
  kir_builder *b = g->b;
  kir_val q = kir_bin(b, KIR_ADD, g->arg[CJ_ARG_RANK], g->tid);
  return kir_select(b, kir_cmp(b, KIR_UGE, q, w), kir_bin(b, KIR_SUB, q, w), q);
}

kir_val cj__gen_rotated_peer(cj_gen *g, int i) {
  kir_builder *b = g->b;
  if (i == 0) return g->arg[CJ_ARG_RANK];
  kir_val w = kir_i32(b, g->p->world);
  kir_val q = kir_bin(b, KIR_ADD, g->arg[CJ_ARG_RANK], kir_i32(b, i));
  kir_val wrap = kir_cmp(b, KIR_UGE, q, w);
  return kir_select(b, wrap, kir_bin(b, KIR_SUB, q, w), q);
}

kir_val cj__gen_peer_ptr(cj_gen *g, kir_val ptr, kir_val peer) {
  kir_builder *b = g->b;
  kir_val off = kir_bin(b, KIR_MUL, kir_cvt(b, KIR_ZEXT, KT_I64, peer), kir_i64(b, 8));
  kir_val base = kir_load(b, KT_I64, kir_ptr_add(b, g->arg[CJ_ARG_HEAP_BASES], off), 8,
                          KIR_HINT_NONE);
  return kir_ptr_add(b, ptr, kir_bin(b, KIR_SUB, base, g->base_me));
}

/* done = failed || status != 0; while (!done) { poll; done = reached || gave up }; acquire.
 * The loop polls relaxed and one fence after it acquires what the last read saw (an acquire
 * load would invalidate the caches on every iteration). */
void cj__gen_wait_counter(cj_gen *g, kir_val flag, kir_val target, kir_scope scope) {
  kir_builder *b = g->b;
  kir_type t = kir_val_type(b->k, target);
  kir_val zero = kir_i32(b, 0), one = kir_i32(b, 1);
  kir_val status = g->arg[CJ_ARG_STATUS];
  kir_val t0 = kir_timer_ns(b);
  kir_var done = kir_var_new(b, "done", KT_I32, kir_var_get(b, g->failed));
  kir_while_begin(b);
  kir_while_do(b, kir_cmp(b, KIR_EQ, kir_var_get(b, done), zero));
  {
    kir_val v = kir_atomic_load(b, t, flag, KIR_RELAXED, scope);
    /* wrap-safe: the counter has passed the target when (v - target) is not negative */
    kir_val reached = kir_cmp(b, KIR_SGE, kir_bin(b, KIR_SUB, v, target), kir_const(b, t, 0));
    kir_val waited = kir_bin(b, KIR_SUB, kir_timer_ns(b), t0);
    kir_val late = kir_cmp(b, KIR_UGT, waited, g->arg[CJ_ARG_TIMEOUT_NS]);
    /* another block of this rank gave up already: stop too */
    kir_val st = kir_atomic_load(b, KT_I32, status, KIR_RELAXED, KIR_SCOPE_DEVICE);
    kir_val abandon = kir_bin(b, KIR_OR, late, kir_cmp(b, KIR_NE, st, zero));
    kir_if_begin(b, reached);
    kir_var_set(b, done, one);
    kir_else(b);
    kir_if_begin(b, abandon);
    kir_atomic_store(b, status, kir_i32(b, CJ_DEVICE_TIMEOUT), KIR_RELAXED, KIR_SCOPE_SYSTEM);
    kir_var_set(b, g->failed, one);
    kir_var_set(b, done, one);
    kir_if_end(b);
    kir_if_end(b);
  }
  kir_while_end(b);
  /* the acquire. NVIDIA (and the CPU executor's host target): the flag read once more with an
   * acquire load, which synchronises with the release that stored the value it reads (or a
   * later one); a `fence.acq_rel.sys` after the poll instead cost about 9 us a kernel of two
   * rank barriers at 4 ranks on H100 (broadcast 1 KiB on 128 blocks 19.8 against 10.7 us with
   * the fence at gpu scope, which is too weak across GPUs: bench/RESULTS.md). AMD keeps the
   * fence (its ISA read against AMDGPUUsage's tables as before). */
  if (g->p->target.vendor == CJ_VENDOR_AMD)
    kir_fence(b, KIR_ACQUIRE, scope);
  else
    (void)kir_atomic_load(b, t, flag, KIR_ACQUIRE, scope);
}

/* All blocks of this rank meet on one 64-bit counter shared by every kernel of the
 * communicator, whatever its grid: each meeting adds exactly 2^11 in all (block 0 adds
 * 2^11 - (G-1), the others 1), so the k-th meeting ends at k * 2^11 and a block's target is
 * the next multiple of 2^11 above the value its own add returned. */
#define GRID_EPOCH_SHIFT 11 /* 2^11 > CJ_MAX_GRID */

void cj__gen_grid_barrier(cj_gen *g) {
  kir_builder *b = g->b;
  kir_comment(b, "grid barrier: all blocks of this rank");
  kir_barrier(b);
  kir_if_begin(b, kir_cmp(b, KIR_EQ, g->tid, kir_i32(b, 0)));
  kir_val ctr = kir_ptr_add(b, g->arg[CJ_ARG_SYNC], kir_i64(b, CJ_SYNC_GRID));
  kir_val old = cj__gen_epoch_add(g, ctr, GRID_EPOCH_SHIFT, KIR_ACQ_REL);
  kir_val shift = kir_i64(b, GRID_EPOCH_SHIFT);
  kir_val next = kir_bin(b, KIR_ADD, kir_bin(b, KIR_LSHR, old, shift), kir_i64(b, 1));
  cj__gen_wait_counter(g, ctr, kir_bin(b, KIR_SHL, next, shift), KIR_SCOPE_DEVICE);
  kir_if_end(b);
  kir_barrier(b);
}

/* Thread t < W of block b signals rank (rank + t) mod W by storing this rank's count of block-b
 * barriers, plus one, into its slot of that rank's row b (a release store: nothing waits for a
 * round trip), and waits for that rank's slot in its own row to reach it. The count is this
 * rank's own slot of its own row, which only this rank's block b writes (thread 0, through the
 * same store), read by every thread before the block meets, so before it changes; every copy
 * of it holds the same count (the relay kernels, which count rounds on these slots,
 * leave every copy at the same value: coll_relay.c). A rank is at most one barrier ahead of a
 * peer, so waiting for "at least" the count is exact. */
void cj__gen_rank_barrier(cj_gen *g, const char *what) {
  kir_builder *b = g->b;
  const cj_plan *p = g->p;
  kir_comment(b, "%s: block barrier across %d ranks", what, p->world);
  kir_val w = kir_i32(b, p->world), four = kir_i64(b, 4);
  kir_val signals = kir_cmp(b, KIR_ULT, g->tid, w);
  kir_val sync = kir_ptr_add(b, g->arg[CJ_ARG_SYNC], kir_i64(b, CJ_SYNC_ROWS));
  kir_val row = kir_bin(b, KIR_MUL, g->bid, w);
  /* my slot in every row b: sync[bid][rank] */
  kir_val mine_at = kir_cvt(b, KIR_ZEXT, KT_I64, kir_bin(b, KIR_ADD, row, g->arg[CJ_ARG_RANK]));
  kir_val mine = kir_ptr_add(b, sync, kir_bin(b, KIR_MUL, mine_at, four));
  kir_var count = kir_var_new(b, "count", KT_I32, kir_i32(b, 0));
  kir_if_begin(b, signals);
  kir_var_set(b, count, kir_atomic_load(b, KT_I32, mine, KIR_RELAXED, KIR_SCOPE_DEVICE));
  kir_if_end(b);
  kir_barrier(b); /* every thread of the block is done with what comes before */
  kir_if_begin(b, signals);
  {
    kir_val peer = cj__gen_thread_peer(g, w);
    kir_val theirs = kir_bin(b, KIR_ADD, row, peer); /* the peer's slot in my row */
    kir_val theirs_off = kir_bin(b, KIR_MUL, kir_cvt(b, KIR_ZEXT, KT_I64, theirs), four);
    kir_val next = kir_bin(b, KIR_ADD, kir_var_get(b, count), kir_i32(b, 1));
    kir_atomic_store(b, cj__gen_peer_ptr(g, mine, peer), next, KIR_RELEASE, KIR_SCOPE_SYSTEM);
    cj__gen_wait_counter(g, kir_ptr_add(b, sync, theirs_off), next, KIR_SCOPE_SYSTEM);
  }
  kir_if_end(b);
  kir_barrier(b); /* the peers' writes are visible to the whole block */
}

/* ---- the tile walk ------------------------------------------------------------------------ */
cj_vec_shape cj__gen_shape(const cj_plan *p) {
  cj_vec_shape s;
  uint64_t es = cj_dtype_size(p->dtype);
  s.vec = p->vec_bytes;
  s.vt = s.vec == 16 ? KT_V4I32 : s.vec == 8 ? KT_V2I32 : s.vec == 4 ? KT_I32 : KT_I16;
  s.threads = p->block_threads;
  s.tile = (uint64_t)p->tile_m * (uint64_t)p->tile_n * es;
  s.unroll = (int)(s.tile / ((uint64_t)s.threads * (uint64_t)s.vec));
  s.grid = p->grid;
  return s;
}

cj_len cj__gen_grid_len(cj_gen *g) {
  if (!g->generic) return cj_len_c((uint64_t)g->p->grid);
  return (cj_len){0, kir_cvt(g->b, KIR_ZEXT, KT_I64, g->nblocks)};
}

kir_val cj__gen_epoch_add(cj_gen *g, kir_val ctr, int shift, kir_order o) {
  kir_builder *b = g->b;
  kir_val first = kir_cmp(b, KIR_EQ, g->bid, kir_i32(b, 0)), one = kir_i64(b, 1), lead;
  if (!g->generic) {
    lead = kir_i64(b, (1 << shift) - (g->p->grid - 1));
  } else {
    kir_val gm1 = kir_bin(b, KIR_SUB, kir_cvt(b, KIR_ZEXT, KT_I64, g->nblocks), kir_i64(b, 1));
    lead = kir_bin(b, KIR_SUB, kir_i64(b, 1 << shift), gm1);
  }
  kir_val add = kir_select(b, first, lead, one);
  return kir_atomic_rmw(b, KIR_RMW_ADD, ctr, add, o, KIR_SCOPE_DEVICE);
}

kir_val cj__gen_epoch_of(cj_gen *g, kir_val ctr, int shift) {
  kir_builder *b = g->b;
  kir_val count = kir_atomic_load(b, KT_I64, ctr, KIR_RELAXED, KIR_SCOPE_DEVICE);
  return kir_bin(b, KIR_ADD, kir_bin(b, KIR_LSHR, count, kir_i64(b, shift)), kir_i64(b, 1));
}

/* First tile index of this block when tile t runs on block (t + first) mod G. */
static kir_val first_tile(cj_gen *g, cj_len first) {
  kir_builder *b = g->b;
  kir_val bid = kir_cvt(b, KIR_ZEXT, KT_I64, g->bid);
  cj_len grid = cj__gen_grid_len(g);
  /* shift = (G - first mod G) mod G */
  cj_len shift = cj__len_bin(g, KIR_UREM, cj__len_bin(g, KIR_SUB, grid,
                                                      cj__len_bin(g, KIR_UREM, first, grid)),
                             grid);
  if (cj_len_zero(shift)) return bid;
  kir_val t = kir_bin(b, KIR_ADD, bid, cj__len_val(g, shift));
  return kir_bin(b, KIR_UREM, t, cj__len_val(g, grid));
}

/* The full tiles on blocks (t + first) mod G, U vectors per thread each. With `narrow`, the
 * walk's offsets fit in 32 bits: the pointers plus `base` stay loop-invariant (g->tile_at) and
 * the bodies get 32-bit offsets, zero-extended, that every pointer shares. On AMD each access
 * is then a scalar base plus a 32-bit vector offset (the saddr global forms), instead of 64-bit
 * address arithmetic per pointer and vector. */
static void full_tiles(cj_gen *g, kir_val base, cj_len n_full, cj_len first, cj_vec_body body,
                       void *ctx, int narrow) {
  kir_builder *b = g->b;
  cj_vec_shape s = cj__gen_shape(g->p);
  int64_t step = (int64_t)s.threads * s.vec;
  kir_val offs[64];
  kir_val lane32 = kir_bin(b, KIR_MUL, g->tid, kir_i32(b, s.vec)), start = 0;
  if (!narrow) { /* this thread's first byte */
    start = kir_cvt(b, KIR_ZEXT, KT_I64, lane32);
    if (base) start = kir_bin(b, KIR_ADD, base, start);
  }
  kir_val t = kir_for_begin(b, first_tile(g, first), cj__len_val(g, n_full),
                            cj__len_val(g, cj__gen_grid_len(g)), 0);
  if (narrow) {
    g->tile_at = base;
    kir_val t32 = kir_cvt(b, KIR_TRUNC, KT_I32, t);
    kir_val at = kir_bin(b, KIR_ADD, kir_bin(b, KIR_MUL, t32, kir_i32(b, (int32_t)s.tile)), lane32);
    for (int u = 0; u < s.unroll; u++)
      offs[u] = kir_cvt(b, KIR_ZEXT, KT_I64,
                        u ? kir_bin(b, KIR_ADD, at, kir_i32(b, (int32_t)(u * step))) : at);
  } else {
    kir_val at = kir_bin(b, KIR_ADD, start, kir_bin(b, KIR_MUL, t, kir_i64(b, (int64_t)s.tile)));
    for (int u = 0; u < s.unroll; u++)
      offs[u] = u ? kir_bin(b, KIR_ADD, at, kir_i64(b, u * step)) : at;
  }
  body(g, ctx, offs, s.unroll);
  g->tile_at = 0;
  kir_for_end(b);
}

/* `split`: the bodies take 32-bit offsets where the walk allows (see full_tiles): decided here
 * for a constant length, at run time (two loops) for one that comes from n. */
static void walk_tiles(cj_gen *g, kir_val base, cj_len bytes, cj_len first, cj_vec_body body,
                       void *ctx, int split) {
  kir_builder *b = g->b;
  cj_vec_shape s = cj__gen_shape(g->p);
  cj_len tile = cj_len_c(s.tile), grid = cj__gen_grid_len(g);
  cj_len n_full = cj__len_bin(g, KIR_UDIV, bytes, tile);
  cj_len tail = cj__len_bin(g, KIR_UDIV, cj__len_bin(g, KIR_UREM, bytes, tile),
                            cj_len_c((uint64_t)s.vec));
  char nb[32], tb[32];
  if (!cj_len_zero(n_full)) {
    kir_comment(b, "%s full tiles of %llu bytes: %d vectors of %d bytes per thread",
                cj__len_str(n_full, nb, sizeof nb), (unsigned long long)s.tile, s.unroll, s.vec);
    if (!split || s.tile > INT32_MAX || (!bytes.v && bytes.c > UINT32_MAX)) {
      full_tiles(g, base, n_full, first, body, ctx, 0);
    } else if (!bytes.v) {
      full_tiles(g, base, n_full, first, body, ctx, 1);
    } else {
      kir_if_begin(b, kir_cmp(b, KIR_ULE, bytes.v, kir_i64(b, UINT32_MAX)));
      full_tiles(g, base, n_full, first, body, ctx, 1);
      kir_else(b);
      full_tiles(g, base, n_full, first, body, ctx, 0);
      kir_if_end(b);
    }
  }
  if (!cj_len_zero(tail)) {
    cj_len owner = cj__len_bin(g, KIR_UREM, cj__len_bin(g, KIR_ADD, n_full, first), grid);
    kir_comment(b, "partial tile: %s vectors in block %s", cj__len_str(tail, tb, sizeof tb),
                cj__len_str(owner, nb, sizeof nb));
    kir_if_begin(b, owner.v ? kir_cmp(b, KIR_EQ, kir_cvt(b, KIR_ZEXT, KT_I64, g->bid), owner.v)
                            : kir_cmp(b, KIR_EQ, g->bid, kir_i32(b, (int32_t)owner.c)));
    kir_val v = kir_for_begin(b, kir_cvt(b, KIR_ZEXT, KT_I64, g->tid), cj__len_val(g, tail),
                              kir_i64(b, s.threads), 0);
    kir_val off = kir_bin(b, KIR_ADD,
                          cj__len_val(g, cj__len_bin(g, KIR_MUL, n_full, tile)),
                          kir_bin(b, KIR_MUL, v, kir_i64(b, s.vec)));
    if (base) off = kir_bin(b, KIR_ADD, base, off);
    body(g, ctx, &off, 1);
    kir_for_end(b);
    kir_if_end(b);
  }
}

void cj__gen_tiles(cj_gen *g, kir_val base, cj_len bytes, cj_len first, cj_vec_body body,
                   void *ctx) {
  walk_tiles(g, base, bytes, first, body, ctx, 0);
}

/* p + the offset the bodies' offsets start from (see full_tiles) */
static kir_val tile_ptr(cj_gen *g, kir_val p) {
  return g->tile_at ? kir_ptr_add(g->b, p, g->tile_at) : p;
}

/* ---- copies -------------------------------------------------------------------------------- */
typedef struct copy_ctx {
  kir_val from;
  const kir_val *to;
  int nto;
  kir_val to_off; /* added to the offset on the store side (I64) or 0 */
} copy_ctx;

void cj__gen_copy_vecs(cj_gen *g, kir_val from, const kir_val *to, int nto, kir_val to_off,
                       const kir_val *offs, int n) {
  cj_vec_shape s = cj__gen_shape(g->p);
  kir_val vals[64];
  kir_val src = tile_ptr(g, from);
  for (int i = 0; i < n; i++)
    vals[i] = kir_load(g->b, s.vt, kir_ptr_add(g->b, src, offs[i]), s.vec, KIR_HINT_NONE);
  for (int d = 0; d < nto; d++) {
    kir_val dst = tile_ptr(g, to[d]);
    for (int i = 0; i < n; i++) {
      kir_val o = to_off ? kir_bin(g->b, KIR_ADD, offs[i], to_off) : offs[i];
      kir_store(g->b, kir_ptr_add(g->b, dst, o), vals[i], s.vec, KIR_HINT_NONE);
    }
  }
}

static void copy_body(cj_gen *g, void *p, const kir_val *offs, int n) {
  copy_ctx *c = p;
  cj__gen_copy_vecs(g, c->from, c->to, c->nto, c->to_off, offs, n);
}

void cj__gen_copy(cj_gen *g, kir_val from, const kir_val *to, int nto, kir_val base,
                  kir_val to_off, cj_len bytes, cj_len first) {
  copy_ctx c = {from, to, nto, to_off};
  walk_tiles(g, base, bytes, first, copy_body, &c, 1);
}

kir_val cj__gen_on_heap(cj_gen *g, kir_val p, cj_len bytes, kir_val *off, kir_val *end,
                        kir_val *region) {
  kir_builder *b = g->b;
  *region = kir_load(b, KT_I64,
                     kir_ptr_add(b, g->arg[CJ_ARG_STATUS],
                                 kir_i64(b, CJ_CTRL_REGION - CJ_CTRL_STATUS)),
                     8, KIR_HINT_NONE);
  *off = kir_bin(b, KIR_SUB, kir_cvt(b, KIR_BITCAST, KT_I64, p), g->base_me);
  *end = kir_bin(b, KIR_ADD, *off, cj__len_val(g, bytes));
  return kir_bin(b, KIR_AND, kir_cmp(b, KIR_ULE, *end, *region),
                 kir_cmp(b, KIR_ULE, *off, *end)); /* (no wrap below the base) */
}

kir_val cj__gen_stage(cj_gen *g, cj_len bytes) {
  if (!(g->p->flags & CJ_REQ_STAGE)) return g->arg[CJ_ARG_SRC];
  kir_builder *b = g->b;
  cj_vec_shape s = cj__gen_shape(g->p);
  kir_comment(b, "stage the input through the workspace");
  if (s.tile % ((uint64_t)s.threads * (uint64_t)s.vec) == 0) {
    cj__gen_copy(g, g->arg[CJ_ARG_SRC], &g->arg[CJ_ARG_WORK], 1, 0, 0, bytes, cj_len_c(0));
    return g->arg[CJ_ARG_WORK];
  }
  /* a tile that is no whole number of the block's vectors (a row of allreduce_rmsnorm): the
   * tile walk would copy only its first threads x unroll vectors, so every vector of the
   * input, grid-stride over all threads of the rank */
  kir_val threads = kir_i64(b, s.threads);
  kir_val me = kir_bin(b, KIR_ADD,
                       kir_bin(b, KIR_MUL, kir_cvt(b, KIR_ZEXT, KT_I64, g->bid), threads),
                       kir_cvt(b, KIR_ZEXT, KT_I64, g->tid));
  kir_val all = kir_bin(b, KIR_MUL, cj__len_val(g, cj__gen_grid_len(g)), threads);
  kir_val nvec = kir_bin(b, KIR_UDIV, cj__len_val(g, bytes), kir_i64(b, s.vec));
  kir_val v = kir_for_begin(b, me, nvec, all, 0);
  kir_val off = kir_bin(b, KIR_MUL, v, kir_i64(b, s.vec));
  kir_val x = kir_load(b, s.vt, kir_ptr_add(b, g->arg[CJ_ARG_SRC], off), s.vec, KIR_HINT_NONE);
  kir_store(b, kir_ptr_add(b, g->arg[CJ_ARG_WORK], off), x, s.vec, KIR_HINT_NONE);
  kir_for_end(b);
  return g->arg[CJ_ARG_WORK];
}

int cj__gen_sync(const cj_gen *g) { return g->p->world > 1 && g->p->barrier != CJ_BAR_NONE; }

void cj__gen_start(cj_gen *g) {
  /* a staged input is written by all blocks of the rank inside this kernel: peers may read
   * any of it only once every block has staged its part, whatever the barrier mode */
  int staged = (g->p->flags & CJ_REQ_STAGE) && g->p->world > 1;
  if (staged && (g->p->grid > 1 || g->generic)) cj__gen_grid_barrier(g);
  if ((cj__gen_sync(g) && g->p->barrier == CJ_BAR_FULL) || staged)
    cj__gen_rank_barrier(g, "start");
}

void cj__gen_end(cj_gen *g) {
  if (cj__gen_sync(g)) cj__gen_rank_barrier(g, "end");
}

void cj__gen_all_peers(cj_gen *g, kir_val ptr, kir_val *out) {
  for (int p = 0; p < g->p->world; p++) out[p] = cj__gen_peer_ptr(g, ptr, kir_i32(g->b, p));
}

/* ---- reductions over ranges ---------------------------------------------------------------- */
typedef struct reduce_ctx {
  const kir_val *srcs, *dsts;
  int nsrc, ndst;
} reduce_ctx;

void cj__gen_reduce_vecs(cj_gen *g, const kir_val *srcs, int nsrc, const kir_val *dsts, int ndst,
                         const kir_val *offs, int n) {
  kir_builder *b = g->b;
  cj_vec_shape s = cj__gen_shape(g->p);
  kir_val in[64][CJ_MAX_WORLD];
  /* every load of this thread in flight before the first combine */
  kir_val from[CJ_MAX_WORLD], to[CJ_MAX_WORLD];
  for (int r = 0; r < nsrc; r++)
    from[r] = tile_ptr(g, srcs[r]);
  for (int d = 0; d < ndst; d++)
    to[d] = tile_ptr(g, dsts[d]);
  for (int i = 0; i < n; i++)
    for (int r = 0; r < nsrc; r++)
      in[i][r] = kir_load(b, s.vt, kir_ptr_add(b, from[r], offs[i]), s.vec, KIR_HINT_NONE);
  for (int i = 0; i < n; i++) {
    kir_val v = cj__gen_combine(g, in[i], nsrc);
    for (int d = 0; d < ndst; d++)
      kir_store(b, kir_ptr_add(b, to[d], offs[i]), v, s.vec, KIR_HINT_NONE);
  }
}

static void reduce_body(cj_gen *g, void *p, const kir_val *offs, int n) {
  reduce_ctx *c = p;
  cj__gen_reduce_vecs(g, c->srcs, c->nsrc, c->dsts, c->ndst, offs, n);
}

void cj__gen_reduce_range(cj_gen *g, const kir_val *srcs, int nsrc, const kir_val *dsts, int ndst,
                          cj_len bytes, cj_len first) {
  reduce_ctx c = {srcs, dsts, nsrc, ndst};
  walk_tiles(g, 0, bytes, first, reduce_body, &c, 1);
}

kir_val cj__gen_offset(cj_gen *g, kir_val ptr, kir_val index, cj_len scale) {
  kir_builder *b = g->b;
  kir_val i64 = kir_cvt(b, KIR_ZEXT, KT_I64, index);
  return kir_ptr_add(b, ptr, kir_bin(b, KIR_MUL, i64, cj__len_val(g, scale)));
}

void cj__gen_shares(cj_gen *g, cj_len bytes, cj_len *share, cj_len *rest) {
  cj__gen_shares_of(g, bytes, g->p->world, share, rest);
}

void cj__gen_shares_of(cj_gen *g, cj_len bytes, int parts, cj_len *share, cj_len *rest) {
  uint64_t w = (uint64_t)parts;
  *share = cj__len_bin(g, KIR_MUL, cj__len_bin(g, KIR_UDIV, bytes, cj_len_c(w * 16)),
                       cj_len_c(16));
  *rest = cj__len_bin(g, KIR_SUB, bytes, cj__len_bin(g, KIR_MUL, *share, cj_len_c(w)));
}
