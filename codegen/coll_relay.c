/* Relay kernels: all_reduce push, reduce_scatter push, reduce push, broadcast and all_to_all
 * relay. Every byte crosses the
 * links as a write (remote writes measured faster than remote reads on NVLink) and no rank ever
 * waits for all of a peer: the data moves in rounds, and each round is signalled on its own.
 *
 * The relay area of each rank (the `work` argument) holds CJ_RELAY_BUFS buffers; a buffer has
 * one region per other rank (region W-1-d for the rank d places before it), and a region one
 * slot of cj__relay_slice(W) bytes per block. In round l, block b handles slice l*G + b of the
 * vector (the same bytes whatever the access width: ranks whose buffers allow different
 * widths still move the same bytes per block) and:
 *  1. sends that slice of what each peer reduces (reduce_scatter: block q of the input to rank
 *     q; reduce: the whole input to the root; all_reduce: the whole input to every peer, which
 *     all reduce it: one pass over the links, no second phase; broadcast: the root's input to
 *     every peer, the others send nothing; all_to_all: block q of the input to rank q, as
 *     reduce_scatter) into its slot of buffer
 *     A mod CJ_RELAY_BUFS at the peer, A being the block's arrival number (its (block, rank)
 *     counter, which every barrier of the communicator also advances: all ranks count the
 *     same);
 *  2. reduces slice l-2 over ranks 0..W-1 (its own input read directly) into its output,
 *     while the sends drain (broadcast: copies the root's slice l-2 into its output, the root
 *     its own input unless in place; all_to_all: copies each source's slice into that
 *     source's block of the output, its own block unless in place);
 *  3. after a block barrier, stores A + 1 with release into its counter at every rank;
 *  4. waits until every peer's counter reached A (the peers' round l-1 sends are complete:
 *     round l+1 reduces it).
 * Two last passes reduce the last two slices.
 * Buffer reuse: a rank sends into buffer A mod 4 after it saw every peer's arrival A-2 (the
 * wait of the round before); a peer makes arrival A-2 after it reduced A-4, the data that
 * buffer held. So no barrier opens or closes the kernel: peers never touch this rank's input
 * or output, and the counters carry over to the next kernel. In place is safe: a rank reads
 * the own block of its input for the reduction only where it writes the output, in the same
 * thread, and sends a slice (all_reduce and reduce: of the output's own bytes) two rounds,
 * and two block barriers, before its block writes that slice of the output. */
#include "coll.h"

/* A slot per block in each region, as large as the largest slice: the layout never changes. */
#define SLOT ((int64_t)cj__relay_slice(g->p->world))
#define REGION ((uint64_t)cj__relay_max_grid(g->p->world) * (uint64_t)SLOT)

typedef struct relay_copy {
  kir_val from;
  kir_val to[CJ_MAX_WORLD];
  int nto;
} relay_copy;

typedef struct relay_red {
  kir_val srcs[CJ_MAX_WORLD];
  kir_val dst;
} relay_red;

static void copy_vecs(cj_gen *g, void *p, const kir_val *offs, int n) {
  relay_copy *c = p;
  cj__gen_copy_vecs(g, c->from, c->to, c->nto, 0, offs, n);
}

static void reduce_vecs(cj_gen *g, void *p, const kir_val *offs, int n) {
  relay_red *c = p;
  cj__gen_reduce_vecs(g, c->srcs, g->p->world, &c->dst, 1, offs, n);
}

/* Sends keep 128 bytes per thread in flight (the remote stores are what the round waits for);
 * reductions, which hold W loads per vector, the plan's unroll. */
#define SEND_BYTES_IN_FLIGHT 128

/* Walks `len` bytes (I64, a multiple of the width) from offset 0: steps of `unroll` vectors per
 * thread while whole steps fit, unmasked, then at most one step each of unroll/2, unroll/4, ..
 * 1 vectors per thread (a short slice still keeps its loads in flight together), then the
 * rest, less than one vector per thread. */
static void walk_len(cj_gen *g, kir_val len, kir_val lane, int unroll, cj_vec_body body,
                     void *ctx) {
  kir_builder *b = g->b;
  cj_vec_shape s = cj__gen_shape(g->p);
  int32_t step = s.threads * s.vec;
  int u = unroll < 1 ? 1 : unroll > 64 ? 64 : unroll;
  /* a slice is at most a slot (tens of KiB): 32-bit offsets, which every pointer shares (on
   * AMD a scalar base plus a 32-bit vector offset per access) */
  kir_val len32 = kir_cvt(b, KIR_TRUNC, KT_I32, len), lane32 = kir_cvt(b, KIR_TRUNC, KT_I32, lane);
  kir_val whole = kir_i32(b, step * u);
  kir_val main_end = kir_bin(b, KIR_MUL, kir_bin(b, KIR_UDIV, len32, whole), whole);
  /* the loop counts uniformly (the same in every thread, as main_end is whole steps) */
  kir_val at0 = kir_for_begin(b, kir_i32(b, 0), main_end, whole, 0);
  kir_val o = kir_bin(b, KIR_ADD, at0, lane32);
  kir_val offs[64];
  for (int i = 0; i < u; i++)
    offs[i] = kir_cvt(b, KIR_ZEXT, KT_I64, i ? kir_bin(b, KIR_ADD, o, kir_i32(b, step * i)) : o);
  body(g, ctx, offs, u);
  kir_for_end(b);
  kir_var pos = kir_var_new(b, "walked", KT_I32, main_end);
  int k = 1;
  while (k * 2 < u)
    k *= 2;
  for (; k >= 1 && u > 1; k /= 2) {
    kir_val at = kir_var_get(b, pos), part = kir_i32(b, step * k);
    kir_if_begin(b, kir_cmp(b, KIR_UGE, kir_bin(b, KIR_SUB, len32, at), part));
    kir_val first = kir_bin(b, KIR_ADD, at, lane32);
    for (int i = 0; i < k; i++)
      offs[i] = kir_cvt(b, KIR_ZEXT, KT_I64,
                        i ? kir_bin(b, KIR_ADD, first, kir_i32(b, step * i)) : first);
    body(g, ctx, offs, k);
    kir_var_set(b, pos, kir_bin(b, KIR_ADD, at, part));
    kir_if_end(b);
  }
  kir_val r = kir_for_begin(b, kir_bin(b, KIR_ADD, kir_var_get(b, pos), lane32), len32,
                            kir_i32(b, step), 0);
  kir_val r64 = kir_cvt(b, KIR_ZEXT, KT_I64, r);
  body(g, ctx, &r64, 1);
  kir_for_end(b);
}

/* A slice: where the slice is a constant, a full one walks a constant length (loops of known
 * trip count), the last, shorter one the general way. */
static void walk_slice(cj_gen *g, kir_val len, cj_len full, kir_val lane, int unroll,
                       cj_vec_body body, void *ctx) {
  kir_builder *b = g->b;
  if (full.v) {
    walk_len(g, len, lane, unroll, body, ctx);
    return;
  }
  kir_val c = kir_i64(b, (int64_t)full.c);
  kir_if_begin(b, kir_cmp(b, KIR_EQ, len, c));
  walk_len(g, c, lane, unroll, body, ctx);
  kir_else(b);
  walk_len(g, len, lane, unroll, body, ctx);
  kir_if_end(b);
}

/* The slice of this call: the vector over CJ_RELAY_GRID blocks, rounded up to a power of 2,
 * between CJ_RELAY_MIN_SLICE and `most` (cj__slice_for; relay kernels: their slot); a
 * constant, or computed from n the same way. */
static kir_val slice_of(cj_gen *g, cj_len chunk, uint64_t most) {
  kir_builder *b = g->b;
  if (!chunk.v) return kir_i64(b, (int64_t)cj__slice_for(chunk.c, most));
  kir_val want = kir_bin(b, KIR_UDIV, kir_bin(b, KIR_ADD, chunk.v, kir_i64(b, CJ_RELAY_GRID - 1)),
                         kir_i64(b, CJ_RELAY_GRID));
  kir_var sl = kir_var_new(b, "slice", KT_I64, kir_i64(b, CJ_RELAY_MIN_SLICE));
  kir_while_begin(b);
  kir_val cur = kir_var_get(b, sl);
  kir_while_do(b, kir_bin(b, KIR_AND, kir_cmp(b, KIR_ULT, cur, want),
                          kir_cmp(b, KIR_ULT, cur, kir_i64(b, (int64_t)most))));
  kir_var_set(b, sl, kir_bin(b, KIR_MUL, kir_var_get(b, sl), kir_i64(b, 2)));
  kir_while_end(b);
  return kir_var_get(b, sl);
}

/* Byte offset of slice `round` of this block in the vector, and its length (0 past the end). */
static void slice_at(cj_gen *g, kir_val round, cj_len chunk, kir_val slice, kir_val *start,
                     kir_val *len) {
  kir_builder *b = g->b;
  kir_val grid = cj__len_val(g, cj__gen_grid_len(g));
  kir_val idx = kir_bin(b, KIR_ADD, kir_bin(b, KIR_MUL, round, grid),
                        kir_cvt(b, KIR_ZEXT, KT_I64, g->bid));
  *start = kir_bin(b, KIR_MUL, idx, slice);
  kir_val total = cj__len_val(g, chunk);
  kir_val left = kir_bin(b, KIR_SUB, kir_bin(b, KIR_UMAX, total, *start), *start);
  *len = kir_bin(b, KIR_UMIN, left, slice);
}

/* Rounds of a call: the vector over grid x slice bytes, rounded up. */
static cj_len rounds_of(cj_gen *g, cj_len chunk, kir_val slice, cj_len slice_c) {
  cj_len round_bytes = cj__len_bin(g, KIR_MUL, cj__gen_grid_len(g),
                                   chunk.v ? (cj_len){0, slice} : slice_c);
  return cj__len_bin(g, KIR_UDIV,
                     cj__len_bin(g, KIR_ADD, chunk, cj__len_bin(g, KIR_SUB, round_bytes,
                                                                cj_len_c(1))),
                     round_bytes);
}

/* Offset of buffer (arrival mod CJ_RELAY_BUFS) in the relay area. */
static kir_val buffer_at(cj_gen *g, kir_val arrival) {
  kir_builder *b = g->b;
  kir_val buf = kir_bin(b, KIR_AND, arrival, kir_i32(b, CJ_RELAY_BUFS - 1));
  return kir_bin(b, KIR_MUL, kir_cvt(b, KIR_ZEXT, KT_I64, buf),
                 kir_i64(b, (int64_t)((uint64_t)(g->p->world - 1) * REGION)));
}

/* What every relay kernel addresses: the (block, rank) counters, this block's slot, this
 * rank's region at each peer and each source's region here. */
typedef struct relay_io {
  kir_val rows, row, mine, a0, slot, lane;
  kir_val peer[CJ_MAX_WORLD];      /* d = 1..W-1: rank + d (mod W) */
  kir_val to[CJ_MAX_WORLD];        /* d = 1..W-1: this rank's region at rank + d */
  kir_val region_of[CJ_MAX_WORLD]; /* source s: its region here (s == rank: never read) */
  kir_val is_me[CJ_MAX_WORLD];     /* source s is this rank */
} relay_io;

static void relay_io_init(cj_gen *g, relay_io *io) {
  kir_builder *b = g->b;
  int w = g->p->world;
  kir_val rank = g->arg[CJ_ARG_RANK];
  cj_vec_shape s = cj__gen_shape(g->p);
  io->lane = kir_bin(b, KIR_MUL, kir_cvt(b, KIR_ZEXT, KT_I64, g->tid), kir_i64(b, s.vec));
  /* the (block, rank) counters: row bid, one I32 per source rank */
  io->rows = kir_ptr_add(b, g->arg[CJ_ARG_SYNC], kir_i64(b, CJ_SYNC_ROWS));
  io->row = kir_bin(b, KIR_MUL, g->bid, kir_i32(b, w));
  io->mine = cj__gen_offset(g, io->rows, kir_bin(b, KIR_ADD, io->row, rank), cj_len_c(4));
  io->a0 = kir_atomic_load(b, KT_I32, io->mine, KIR_RELAXED, KIR_SCOPE_DEVICE);
  io->slot = kir_ptr_add(b, g->arg[CJ_ARG_WORK],
                         kir_bin(b, KIR_MUL, kir_cvt(b, KIR_ZEXT, KT_I64, g->bid),
                                 kir_i64(b, SLOT)));
  /* sends: peer rank+d gets slot region W-1-d of its area */
  for (int d = 1; d < w; d++) {
    kir_val region = kir_ptr_add(b, io->slot,
                                 kir_i64(b, (int64_t)((uint64_t)(w - 1 - d) * REGION)));
    io->peer[d] = cj__gen_rotated_peer(g, d);
    io->to[d] = cj__gen_peer_ptr(g, region, io->peer[d]);
  }
  /* receives, in rank order: source s sits in region ((s - rank) mod W) - 1 */
  for (int sr = 0; sr < w; sr++) {
    kir_val dist = kir_bin(b, KIR_SUB, kir_i32(b, sr + w - 1), rank); /* (s - rank) + W - 1 */
    kir_val wrap = kir_cmp(b, KIR_UGE, dist, kir_i32(b, w));
    kir_val reg = kir_select(b, wrap, kir_bin(b, KIR_SUB, dist, kir_i32(b, w)), dist);
    io->is_me[sr] = kir_cmp(b, KIR_EQ, rank, kir_i32(b, sr));
    /* (for s == rank this is region W-1, one past the last: never read) */
    io->region_of[sr] = cj__gen_offset(g, io->slot, reg, cj_len_c(REGION));
  }
}

/* The end of round l (of n_rounds sends, two more reductions): after a block barrier, store
 * arrival + 1 with release into this rank's counter at every rank (thread t: rank + t) while
 * sending; then wait until every peer sent round l-1 (reduced in round l+1). */
static void relay_round_end(cj_gen *g, const relay_io *io, kir_val l, kir_val n_rounds,
                            kir_val sending, kir_val arrival) {
  kir_builder *b = g->b;
  int w = g->p->world;
  kir_val one32 = kir_i32(b, 1);
  kir_barrier(b); /* the block's sends (and reads of round l-2's buffer) are done */
  kir_comment(b, "signal: counter = arrival + 1 at every rank (thread t: rank + t)");
  kir_if_begin(b, kir_bin(b, KIR_AND, sending, kir_cmp(b, KIR_ULT, g->tid, kir_i32(b, w))));
  kir_atomic_store(b, cj__gen_peer_ptr(g, io->mine, cj__gen_thread_peer(g, kir_i32(b, w))),
                   kir_bin(b, KIR_ADD, arrival, one32), KIR_RELEASE, KIR_SCOPE_SYSTEM);
  kir_if_end(b);
  kir_comment(b, "round l-1: wait until every peer sent it (reduced in round l+1)");
  kir_val waiting = kir_bin(b, KIR_AND, kir_cmp(b, KIR_UGE, l, kir_i64(b, 1)),
                            kir_cmp(b, KIR_ULE, l, n_rounds));
  kir_if_begin(b, waiting);
  {
    kir_if_begin(b, kir_bin(b, KIR_AND, kir_cmp(b, KIR_UGE, g->tid, one32),
                            kir_cmp(b, KIR_ULT, g->tid, kir_i32(b, w))));
    kir_val q = cj__gen_thread_peer(g, kir_i32(b, w));
    cj__gen_wait_counter(g, cj__gen_offset(g, io->rows, kir_bin(b, KIR_ADD, io->row, q),
                                           cj_len_c(4)),
                         arrival, KIR_SCOPE_SYSTEM);
    kir_if_end(b);
    kir_barrier(b); /* the peers' slices are visible to the whole block */
  }
  kir_if_end(b);
}

cj_status cj__gen_relay(cj_gen *g) {
  kir_builder *b = g->b;
  const cj_plan *p = g->p;
  const cj_op_info *o = cj__op(p->op);
  /* reduce: the sum lands at the root only; whole: every rank's input is the whole vector;
   * bcast: only the root's input counts, copied by every rank */
  int w = p->world, reduce = o->recv_root_only, whole = o->in_per_rank, bcast = o->send_root_only;
  int a2a = !o->reduces && !whole; /* all_to_all: block s of the output from rank s, no sum */
  cj_len chunk = cj__gen_chunk(g, 1);
  kir_val rank = g->arg[CJ_ARG_RANK], src = g->arg[CJ_ARG_SRC], dst = g->arg[CJ_ARG_DST];
  char nb[32], sb[32];
  cj_len slice_c = chunk.v ? chunk : cj_len_c(cj__relay_slice_for(w, chunk.c));
  kir_comment(b, "%s push (relay): %d ranks x %s bytes, slices of %s bytes per block",
              cj_op_name(p->op), w, cj__len_str(chunk, nb, sizeof nb),
              cj__len_str(slice_c, sb, sizeof sb));
  if (w == 1) { /* nothing to relay: the output is the input */
    cj__gen_copy(g, src, &dst, 1, 0, 0, chunk, cj_len_c(0));
    return CJ_OK;
  }
  if (!cj__gen_sync(g)) return CJ_E_INTERNAL; /* the planner never plans it without counters */
  kir_val slice = slice_of(g, chunk, (uint64_t)SLOT);
  cj_len rounds = rounds_of(g, chunk, slice, slice_c);
  cj_vec_shape s = cj__gen_shape(p);
  relay_io io;
  relay_io_init(g, &io);
  kir_val lane = io.lane;
  const kir_val *to = io.to, *region_of = io.region_of, *is_me = io.is_me;
  kir_val from[CJ_MAX_WORLD], sends[CJ_MAX_WORLD];
  for (int d = 1; d < w; d++) {
    kir_val q = io.peer[d];
    from[d] = whole ? src : cj__gen_offset(g, src, q, chunk);
    sends[d] = reduce ? kir_cmp(b, KIR_EQ, q, kir_i32(b, p->root)) : 0;
  }
  /* the own input block is read directly */
  kir_val own = whole ? src : cj__gen_offset(g, src, rank, chunk);
  kir_val is_root = reduce || bcast ? kir_cmp(b, KIR_EQ, rank, kir_i32(b, p->root)) : 0;
  kir_val receives = reduce ? is_root : 0;

  kir_val n_rounds = cj__len_val(g, rounds);
  kir_val l = kir_for_begin(b, kir_i64(b, 0), kir_bin(b, KIR_ADD, n_rounds, kir_i64(b, 2)),
                            kir_i64(b, 1), 0);
  kir_val arrival = kir_bin(b, KIR_ADD, io.a0, kir_cvt(b, KIR_TRUNC, KT_I32, l));
  kir_val sending = kir_cmp(b, KIR_ULT, l, n_rounds);
  kir_comment(b, "round l: send slice l");
  kir_if_begin(b, sending);
  {
    kir_val start, len;
    slice_at(g, l, chunk, slice, &start, &len);
    kir_val boff = buffer_at(g, arrival);
    if (whole && !reduce) { /* one source for every peer: each vector loaded once */
      if (bcast) kir_if_begin(b, is_root);
      relay_copy c = {kir_ptr_add(b, src, start), {0}, w - 1};
      for (int d = 1; d < w; d++)
        c.to[d - 1] = kir_ptr_add(b, to[d], boff);
      walk_slice(g, len, slice_c, lane, SEND_BYTES_IN_FLIGHT / s.vec, copy_vecs, &c);
      if (bcast) kir_if_end(b);
    } else {
      for (int d = 1; d < w; d++) {
        if (sends[d]) kir_if_begin(b, sends[d]);
        relay_copy c = {kir_ptr_add(b, from[d], start), {kir_ptr_add(b, to[d], boff)}, 1};
        walk_slice(g, len, slice_c, lane, SEND_BYTES_IN_FLIGHT / s.vec, copy_vecs, &c);
        if (sends[d]) kir_if_end(b);
      }
    }
  }
  kir_if_end(b);
  kir_comment(b, "round l-2 (arrived: waited for last round): reduce, while the sends drain");
  kir_if_begin(b, kir_cmp(b, KIR_UGE, l, kir_i64(b, 2)));
  {
    if (receives) kir_if_begin(b, receives);
    kir_val start, len, prev = kir_bin(b, KIR_SUB, l, kir_i64(b, 2));
    slice_at(g, prev, chunk, slice, &start, &len);
    kir_val boff = buffer_at(g, kir_bin(b, KIR_SUB, arrival, kir_i32(b, 2)));
    kir_val mine_at = kir_ptr_add(b, own, start);
    if (bcast) { /* the root's slice: from its slot here, or the root's own input */
      kir_val theirs = kir_ptr_add(b, region_of[p->root], boff);
      relay_copy c = {kir_select(b, is_root, mine_at, theirs), {kir_ptr_add(b, dst, start)}, 1};
      kir_if_begin(b, kir_bin(b, KIR_OR, kir_cmp(b, KIR_NE, rank, kir_i32(b, p->root)),
                              kir_cmp(b, KIR_NE, src, dst))); /* (the root in place: none) */
      walk_slice(g, len, slice_c, lane, s.unroll, copy_vecs, &c);
      kir_if_end(b);
    } else if (a2a) { /* each source's block into its block of the output */
      kir_val ne_inplace = kir_cmp(b, KIR_NE, src, dst);
      for (int sr = 0; sr < w; sr++) {
        kir_val from_at = kir_select(b, is_me[sr], mine_at, kir_ptr_add(b, region_of[sr], boff));
        kir_val to_at = kir_ptr_add(b, cj__gen_offset(g, dst, kir_i32(b, sr), chunk), start);
        relay_copy c = {from_at, {to_at}, 1};
        /* (the own block in place: none) */
        kir_if_begin(b, kir_bin(b, KIR_OR, kir_cmp(b, KIR_NE, rank, kir_i32(b, sr)), ne_inplace));
        walk_slice(g, len, slice_c, lane, s.unroll, copy_vecs, &c);
        kir_if_end(b);
      }
    } else {
      relay_red c;
      for (int sr = 0; sr < w; sr++)
        c.srcs[sr] = kir_select(b, is_me[sr], mine_at, kir_ptr_add(b, region_of[sr], boff));
      c.dst = kir_ptr_add(b, dst, start);
      walk_slice(g, len, slice_c, lane, s.unroll, reduce_vecs, &c);
    }
    if (receives) kir_if_end(b);
  }
  kir_if_end(b);
  relay_round_end(g, &io, l, n_rounds, sending, arrival);
  kir_for_end(b);
  return CJ_OK;
}

/* ---- reduce relay: the ranks but the root each reduce one share -----------------------------
 * Shares as in reduce split (W-1 shares of the vector on a 16-byte grid, the rest with the last;
 * rank root + d reduces share d-1), every byte crossing the links as a store in the relay
 * kernels' rounds, slots, signals and waits, and no barrier: the sum reaches the root through
 * its relay area too, so no rank writes a peer's input or output. Each slice of a share moves
 * in three steps, each two rounds after the one before (a slot is read two rounds after it was
 * sent, as in every relay kernel):
 *  1. round l < R: every rank sends slice l of share j of its input into its region of the
 *     relay area of the rank that reduces share j (the root sends every share, the others all
 *     but their own);
 *  2. round l in [2, R+2): every rank but the root reduces slice l-2 of its share over ranks
 *     0..W-1 (its own input read directly, f32, rounded once) and stores the sum into its
 *     region of the root's relay area (this round's buffer): the round's other send;
 *  3. round l in [4, R+4): the root copies slice l-4 of every share from its relay area into
 *     its output.
 * Every rank signals rounds 0..R+1 (sends or not, so that all counters count the same) and
 * waits for its peers' rounds 0..R+1, so the kernel leaves the counters at a0 + R + 2 on every
 * rank. The root's links carry its input out once and the sum in once; every other rank's carry
 * (W-2)/(W-1) of its input and 1/(W-1) of the sum out and its share of the W-1 other inputs in:
 * split's traffic, with neither split's two barriers nor its look-up of the root's output, which
 * may lie anywhere. In place is safe: the root reads slice l of its input in round l and writes
 * those bytes in round l+4 from the same block. */
typedef struct reduce_route {
  cj_len share; /* each share's length ... */
  cj_len rest;  /* ... and what the last one has beyond it */
} reduce_route;

/* (q - root) mod W of rank q (I32) */
static kir_val dist_of(cj_gen *g, kir_val q) {
  kir_builder *b = g->b;
  kir_val w = kir_i32(b, g->p->world);
  return kir_bin(b, KIR_UREM, kir_bin(b, KIR_SUB, kir_bin(b, KIR_ADD, q, w),
                                      kir_i32(b, g->p->root)),
                 w);
}

/* Where share `dist` - 1 (dist = (rank - root) mod W, I32) starts, and its length. */
static void share_at(cj_gen *g, const reduce_route *r, kir_val dist, kir_val *base, cj_len *len) {
  kir_builder *b = g->b;
  int w = g->p->world;
  kir_val j = kir_bin(b, KIR_SUB, dist, kir_i32(b, 1));
  *base = kir_bin(b, KIR_MUL, kir_cvt(b, KIR_ZEXT, KT_I64, j), cj__len_val(g, r->share));
  if (cj_len_zero(r->rest)) {
    *len = r->share;
    return;
  }
  kir_val last = kir_cmp(b, KIR_EQ, j, kir_i32(b, w - 2));
  kir_val s = cj__len_val(g, r->share);
  *len = (cj_len){0, kir_select(b, last, kir_bin(b, KIR_ADD, s, cj__len_val(g, r->rest)), s)};
}

static void reduce_rounds(cj_gen *g, const relay_io *io, const reduce_route *r) {
  kir_builder *b = g->b;
  const cj_plan *p = g->p;
  int w = p->world;
  kir_val rank = g->arg[CJ_ARG_RANK], src = g->arg[CJ_ARG_SRC], root = kir_i32(b, p->root);
  cj_vec_shape s = cj__gen_shape(p);
  /* the longest run a slot carries: the last share */
  cj_len most = cj__len_bin(g, KIR_ADD, r->share, r->rest);
  cj_len slice_c = most.v ? most : cj_len_c(cj__relay_slice_for(w, most.c));
  kir_val slice = slice_of(g, most, (uint64_t)SLOT);
  cj_len rounds = rounds_of(g, most, slice, slice_c);
  kir_val is_root = kir_cmp(b, KIR_EQ, rank, root);
  kir_val sends[CJ_MAX_WORLD], send_base[CJ_MAX_WORLD], to_root = 0;
  cj_len send_len[CJ_MAX_WORLD];
  for (int d = 1; d < w; d++) {
    kir_val q = io->peer[d];
    sends[d] = kir_cmp(b, KIR_NE, q, root);
    share_at(g, r, dist_of(g, q), &send_base[d], &send_len[d]);
    /* this rank's region at the root */
    to_root = d == 1 ? io->to[d] : kir_select(b, kir_cmp(b, KIR_EQ, q, root), io->to[d], to_root);
  }
  kir_val my_base;
  cj_len my_len;
  share_at(g, r, dist_of(g, rank), &my_base, &my_len);
  kir_val n_rounds = cj__len_val(g, rounds);
  kir_val n_sends = kir_bin(b, KIR_ADD, n_rounds, kir_i64(b, 2)), two = kir_i64(b, 2);
  kir_val l = kir_for_begin(b, kir_i64(b, 0), kir_bin(b, KIR_ADD, n_rounds, kir_i64(b, 4)),
                            kir_i64(b, 1), 0);
  kir_val arrival = kir_bin(b, KIR_ADD, io->a0, kir_cvt(b, KIR_TRUNC, KT_I32, l));
  kir_val boff = buffer_at(g, arrival);
  kir_comment(b, "round l: send slice l of each share to the rank that reduces it");
  kir_if_begin(b, kir_cmp(b, KIR_ULT, l, n_rounds));
  for (int d = 1; d < w; d++) {
    kir_if_begin(b, sends[d]);
    kir_val start, len;
    slice_at(g, l, send_len[d], slice, &start, &len);
    relay_copy c = {kir_ptr_add(b, kir_ptr_add(b, src, send_base[d]), start),
                    {kir_ptr_add(b, io->to[d], boff)}, 1};
    walk_slice(g, len, slice_c, io->lane, SEND_BYTES_IN_FLIGHT / s.vec, copy_vecs, &c);
    kir_if_end(b);
  }
  kir_if_end(b);
  kir_comment(b, "round l-2 of the own share (arrived: waited for last round): reduce it into "
                 "this round's slot at the root");
  kir_if_begin(b, kir_bin(b, KIR_AND, kir_bin(b, KIR_AND, kir_cmp(b, KIR_UGE, l, two),
                                             kir_cmp(b, KIR_ULT, l, n_sends)),
                          kir_cmp(b, KIR_NE, rank, root)));
  {
    kir_val start, len;
    slice_at(g, kir_bin(b, KIR_SUB, l, two), my_len, slice, &start, &len);
    /* (the planted fault: the buffer of round l-1, which has arrived too) */
    int back = cj__plant_fault == CJ_PLANT_REDUCE_RELAY_BUF ? 1 : 2;
    kir_val bin = buffer_at(g, kir_bin(b, KIR_SUB, arrival, kir_i32(b, back)));
    kir_val at = kir_bin(b, KIR_ADD, my_base, start);
    relay_red c;
    for (int sr = 0; sr < w; sr++)
      c.srcs[sr] = kir_select(b, io->is_me[sr], kir_ptr_add(b, src, at),
                              kir_ptr_add(b, io->region_of[sr], bin));
    c.dst = kir_ptr_add(b, to_root, boff);
    walk_slice(g, len, slice_c, io->lane, s.unroll, reduce_vecs, &c);
  }
  kir_if_end(b);
  kir_comment(b, "the root: slice l-4 of every share (its sum arrived two rounds ago) into the "
                 "output");
  kir_if_begin(b, kir_bin(b, KIR_AND, is_root, kir_cmp(b, KIR_UGE, l, kir_i64(b, 4))));
  {
    /* (the planted fault: the buffer of round l-1, which has arrived too) */
    int back = cj__plant_fault == CJ_PLANT_REDUCE_RELAY_ROOT ? 1 : 2;
    kir_val bin = buffer_at(g, kir_bin(b, KIR_SUB, arrival, kir_i32(b, back)));
    kir_val m = kir_bin(b, KIR_SUB, l, kir_i64(b, 4));
    for (int d = 1; d < w; d++) { /* (here rank == root: rank root + d reduced share d-1) */
      kir_val base, start, len;
      cj_len len_d;
      share_at(g, r, kir_i32(b, d), &base, &len_d);
      slice_at(g, m, len_d, slice, &start, &len);
      relay_copy c = {kir_ptr_add(b, io->region_of[(p->root + d) % w], bin),
                      {kir_ptr_add(b, g->arg[CJ_ARG_DST], kir_bin(b, KIR_ADD, base, start))}, 1};
      walk_slice(g, len, slice_c, io->lane, s.unroll, copy_vecs, &c);
    }
  }
  kir_if_end(b);
  relay_round_end(g, io, l, n_sends, kir_cmp(b, KIR_ULT, l, n_sends), arrival);
  kir_for_end(b);
}

cj_status cj__gen_reduce_relay(cj_gen *g) {
  kir_builder *b = g->b;
  const cj_plan *p = g->p;
  int w = p->world;
  cj_len bytes = cj__gen_chunk(g, 1);
  char nb[32];
  kir_comment(b, "reduce relay to rank %d: %d ranks x %s bytes, a share per other rank",
              p->root, w, cj__len_str(bytes, nb, sizeof nb));
  if (w == 1) { /* the root alone: its output is its input */
    cj__gen_copy(g, g->arg[CJ_ARG_SRC], &g->arg[CJ_ARG_DST], 1, 0, 0, bytes, cj_len_c(0));
    return CJ_OK;
  }
  if (!cj__gen_sync(g)) return CJ_E_INTERNAL; /* the planner never plans it without counters */
  reduce_route r;
  cj__gen_shares_of(g, bytes, w - 1, &r.share, &r.rest);
  relay_io io;
  relay_io_init(g, &io);
  reduce_rounds(g, &io, &r);
  return CJ_OK;
}

/* ---- broadcast chain: a pipelined relay along the ranks --------------------------------------
 * The ranks form a chain from the root in rank order (root, root+1, .. root-1 mod W). The
 * vector moves in slices of `slice` bytes, S of them, which each rank's blocks take in order
 * from a ticket counter of that rank (thread 0 adds one, the block reads the number from shared
 * memory): the root loads a slice from its input and stores it into its own output (unless in
 * place) and into the next rank's; every other rank waits until the rank before it has flagged
 * that slice, then forwards it from its own output into the next rank's (the last rank only
 * waits). So every link carries the data once and a slice moves on as soon as it arrived,
 * whichever block of the rank is free: measured on 4 H200s with a CUDA probe
 * (bench/chain_probe.cu), slices fixed to blocks (slice l*G + b in round l, as this kernel did
 * before) lose 8% to the links' rate over three hops, because a block waits for its own slice
 * while others of the rank could move later ones; slices by ticket on 256 blocks of 16 KiB
 * lose 4%.
 *
 * Flags: slice s's flag in the sync area (CJ_CHAIN_SLICES of them, past the fused GEMM ops')
 * holds the epoch of the call that last flagged it, released by thread 1 after a block barrier;
 * the epoch counts chain calls (CJ_SYNC_CHAIN, the ll scheme: each call moves it by exactly
 * 2^CHAIN_EPOCH_SHIFT, so every block of a call reads the same epoch). A rank flags a slice of
 * the next rank only between the call's two barriers, so no flag changes while a rank still
 * waits on it in another call. The ticket counter (CJ_SYNC_CHAIN_TICKET) goes back to 0 with
 * the call's last ticket: each block takes tickets until one is past the last slice, so a call
 * takes exactly S + G. The slice is the smallest power of 2 from 16 KiB that leaves at most
 * CJ_CHAIN_SLICES slices. The opening barrier keeps a rank from writing into an output whose
 * rank is still in its previous call. */
#define CHAIN_MIN_SLICE (16u << 10)
#define CHAIN_EPOCH_SHIFT 11 /* 2^11 > CJ_MAX_GRID */

static uint64_t chain_slice(uint64_t bytes) {
  uint64_t s = CHAIN_MIN_SLICE;
  while (s * CJ_CHAIN_SLICES < bytes)
    s *= 2;
  return s;
}

typedef struct chain_ctx {
  kir_val sh;                  /* the block's ticket, in shared memory */
  kir_val ticket, last_ticket; /* the rank's counter; S + G - 1 */
} chain_ctx;

/* Thread 0 takes the block's next ticket (and the call's last puts the counter back to 0); the
 * block reads it after a barrier. Every use of the ticket before is behind a barrier too. */
static kir_val chain_take(cj_gen *g, const chain_ctx *c) {
  kir_builder *b = g->b;
  kir_if_begin(b, kir_cmp(b, KIR_EQ, g->tid, kir_i32(b, 0)));
  kir_val t = kir_atomic_rmw(b, KIR_RMW_ADD, c->ticket, kir_i32(b, 1), KIR_RELAXED,
                             KIR_SCOPE_DEVICE);
  kir_if_begin(b, kir_cmp(b, KIR_EQ, t, c->last_ticket));
  kir_atomic_store(b, c->ticket, kir_i32(b, 0), KIR_RELAXED, KIR_SCOPE_DEVICE);
  kir_if_end(b);
  kir_store(b, c->sh, t, 4, KIR_HINT_NONE);
  kir_if_end(b);
  kir_barrier(b);
  return kir_load(b, KT_I32, c->sh, 4, KIR_HINT_NONE);
}

cj_status cj__gen_broadcast_chain(cj_gen *g) {
  kir_builder *b = g->b;
  const cj_plan *p = g->p;
  int w = p->world;
  cj_len chunk = cj__gen_chunk(g, 1);
  kir_val rank = g->arg[CJ_ARG_RANK], src = g->arg[CJ_ARG_SRC], dst = g->arg[CJ_ARG_DST];
  char nb[32], sb[32];
  cj_len slice_c = chunk.v ? chunk : cj_len_c(chain_slice(chunk.c));
  kir_comment(b, "broadcast chain from rank %d: %d ranks x %s bytes, slices of %s bytes by ticket",
              p->root, w, cj__len_str(chunk, nb, sizeof nb), cj__len_str(slice_c, sb, sizeof sb));
  if (w == 1) { /* the root alone: its output is its input */
    cj__gen_copy(g, src, &dst, 1, 0, 0, chunk, cj_len_c(0));
    return CJ_OK;
  }
  if (!cj__gen_sync(g)) return CJ_E_INTERNAL; /* the registry forces the full barrier */
  kir_val slice;
  if (chunk.v) { /* the same rule at run time */
    kir_var sl = kir_var_new(b, "slice", KT_I64, kir_i64(b, CHAIN_MIN_SLICE));
    kir_while_begin(b);
    kir_val cur = kir_var_get(b, sl);
    kir_while_do(b, kir_cmp(b, KIR_ULT, kir_bin(b, KIR_MUL, cur, kir_i64(b, CJ_CHAIN_SLICES)),
                            chunk.v));
    kir_var_set(b, sl, kir_bin(b, KIR_MUL, cur, kir_i64(b, 2)));
    kir_while_end(b);
    slice = kir_var_get(b, sl);
  } else {
    slice = kir_i64(b, (int64_t)slice_c.c);
  }
  kir_val total = cj__len_val(g, chunk);
  kir_val last = kir_bin(b, KIR_SUB, slice, kir_i64(b, 1)); /* rounds the count up */
  kir_val n_slices = kir_cvt(b, KIR_TRUNC, KT_I32,
                             kir_bin(b, KIR_UDIV, kir_bin(b, KIR_ADD, total, last), slice));
  kir_val sync = g->arg[CJ_ARG_SYNC];
  kir_val ctr = kir_ptr_add(b, sync, kir_i64(b, CJ_SYNC_CHAIN));
  kir_val epoch = kir_cvt(b, KIR_TRUNC, KT_I32, cj__gen_epoch_of(g, ctr, CHAIN_EPOCH_SHIFT));
  chain_ctx c;
  c.sh = kir_shared(b, kir_shared_new(b, "ticket", 4, 4));
  c.ticket = kir_ptr_add(b, sync, kir_i64(b, CJ_SYNC_CHAIN_TICKET));
  kir_val grid32 = kir_cvt(b, KIR_TRUNC, KT_I32, cj__len_val(g, cj__gen_grid_len(g)));
  c.last_ticket = kir_bin(b, KIR_SUB, kir_bin(b, KIR_ADD, n_slices, grid32), kir_i32(b, 1));
  kir_val flags = kir_ptr_add(b, sync, kir_i64(b, (int64_t)cj__sync_chain_offset(w)));
  cj__gen_start(g);
  cj_vec_shape s = cj__gen_shape(p);
  kir_val lane = kir_bin(b, KIR_MUL, kir_cvt(b, KIR_ZEXT, KT_I64, g->tid), kir_i64(b, s.vec));
  kir_val root = kir_i32(b, p->root);
  kir_val is_root = kir_cmp(b, KIR_EQ, rank, root);
  kir_val next = cj__gen_rotated_peer(g, 1);
  kir_val forwards = kir_cmp(b, KIR_NE, next, root); /* not the last rank of the chain */
  kir_val next_dst = cj__gen_peer_ptr(g, dst, next);
  kir_val next_flags = cj__gen_peer_ptr(g, flags, next);
  kir_val root_copies = kir_bin(b, KIR_AND, is_root, kir_cmp(b, KIR_NE, src, dst));
  kir_val from = kir_select(b, is_root, src, dst);
  int vecs = SEND_BYTES_IN_FLIGHT / s.vec;

  kir_var cur = kir_var_new(b, "ticket", KT_I32, chain_take(g, &c));
  kir_while_begin(b);
  kir_val sl = kir_var_get(b, cur);
  kir_while_do(b, kir_cmp(b, KIR_ULT, sl, n_slices));
  {
    kir_comment(b, "slice sl: wait until the rank before flagged it (not the root)");
    kir_val wait = kir_bin(b, KIR_AND, kir_cmp(b, KIR_NE, rank, root),
                           kir_cmp(b, KIR_EQ, g->tid, kir_i32(b, 0)));
    if (cj__plant_fault == CJ_PLANT_CHAIN_NO_WAIT) wait = kir_const(b, KT_I1, 0);
    kir_if_begin(b, wait);
    cj__gen_wait_counter(g, cj__gen_offset(g, flags, sl, cj_len_c(4)), epoch, KIR_SCOPE_SYSTEM);
    kir_if_end(b);
    kir_barrier(b); /* the slice is visible to the whole block; the ticket read by all */
    kir_val start = kir_bin(b, KIR_MUL, kir_cvt(b, KIR_ZEXT, KT_I64, sl), slice);
    kir_val len = kir_bin(b, KIR_UMIN, kir_bin(b, KIR_SUB, total, start), slice);
    kir_if_begin(b, root_copies);
    {
      relay_copy rc = {kir_ptr_add(b, src, start),
                       {kir_ptr_add(b, next_dst, start), kir_ptr_add(b, dst, start)},
                       2};
      walk_slice(g, len, slice_c, lane, vecs, copy_vecs, &rc);
    }
    kir_else(b);
    kir_if_begin(b, forwards);
    {
      relay_copy rc = {kir_ptr_add(b, from, start), {kir_ptr_add(b, next_dst, start)}, 1};
      walk_slice(g, len, slice_c, lane, vecs, copy_vecs, &rc);
    }
    kir_if_end(b);
    kir_if_end(b);
    kir_comment(b, "flag slice sl at the next rank (thread 1)");
    kir_if_begin(b, forwards);
    kir_barrier(b); /* the block's stores of the slice are done */
    kir_if_begin(b, kir_cmp(b, KIR_EQ, g->tid, kir_i32(b, 1)));
    kir_atomic_store(b, cj__gen_offset(g, next_flags, sl, cj_len_c(4)), epoch, KIR_RELEASE,
                     KIR_SCOPE_SYSTEM);
    kir_if_end(b);
    kir_if_end(b);
    kir_var_set(b, cur, chain_take(g, &c));
  }
  kir_while_end(b);
  kir_comment(b, "the epoch: block 0 adds 2^%d - (G-1), the others 1", CHAIN_EPOCH_SHIFT);
  kir_if_begin(b, kir_cmp(b, KIR_EQ, g->tid, kir_i32(b, 0)));
  cj__gen_epoch_add(g, ctr, CHAIN_EPOCH_SHIFT, KIR_RELAXED);
  kir_if_end(b);
  cj__gen_end(g);
  return CJ_OK;
}
