/* ll: the flag-free forms for small vectors (all_reduce, all_gather, reduce_scatter,
 * all_to_all, broadcast, reduce).
 *
 * Every 4-byte word a rank sends travels with the call's epoch in one 8-byte store into the
 * receiving rank's ll area (the `work` argument of ll kernels): the data carries its own
 * readiness, so there is no barrier at all. Epochs come from a per-rank counter in the sync
 * area that every ll call advances by exactly 2^11 (block 0 adds 2^11 - (G-1), the others 1,
 * when they are done), so every block of a call reads the same epoch whatever the grid, and
 * all ranks agree because they run the same calls (of any ll op). Two areas alternate by epoch
 * parity: a rank can be at most one call ahead of a peer (call k+1 needs the peer's words of
 * call k+1, which the peer sends only after its call k ended), so the area it writes is never
 * the one the peer still reads. Each area has one region per source rank, 8 bytes per word.
 *
 *  all_reduce:     rank r sends its vector to region r of every rank; each rank waits for
 *                  word i of every region and combines them over ranks 0..W-1.
 *  all_gather:     the same sends; each rank copies region q into block q of its output.
 *  reduce_scatter: rank r sends block q of its input to region r of rank q only; rank q
 *                  combines word i of every region into its output.
 *  all_to_all:     the same sends; rank q copies region r into block r of its output.
 *  broadcast:      the root sends its vector to region root of every other rank and copies
 *                  it into its own output; the others store the words they wait for. Only
 *                  the root sends data, so every other rank also sends every rank a token
 *                  (word 0 of region `rank` in its area), and block 0 of each rank waits for
 *                  the tokens of all ranks but the root and itself (the root's data speak for
 *                  the root). The rule above then holds: without the tokens the root, or one
 *                  rank that is not the root, could run two calls ahead of a peer and write
 *                  the area that peer still reads.
 *  reduce:         every rank sends its vector to region `rank` of the root's area alone; the
 *                  root combines word i of every region into its output, the others write
 *                  nothing. Only the root receives data, so every rank sends a token to every
 *                  rank but the root (word 0 of region `rank` of that rank's area, where no
 *                  data lands), and every rank but the root waits for the tokens of all the
 *                  others: the rule above then holds between any two ranks.
 * The same thread sends and later receives word i (the two walks map offsets to threads the
 * same way), so in place is safe: a word of the input is read before it is overwritten. */
#include "coll.h"

#define LL_EPOCH_SHIFT 11

typedef cj_ll ll_ctx;

static void ll_send(cj_gen *g, void *p, const kir_val *offs, int n) {
  ll_ctx *c = p;
  kir_builder *b = g->b;
  int w = g->p->world;
  for (int i = 0; i < n; i++) {
    kir_val slots[CJ_MAX_WORLD];
    for (int f = 0; f < c->nfrom; f++) {
      kir_val word = kir_load(b, KT_I32, kir_ptr_add(b, c->from[f], offs[i]), 4, KIR_HINT_NONE);
      slots[f] = kir_insert(b, kir_splat(b, KT_V2I32, word), 1, c->epoch);
    }
    kir_val at = kir_bin(b, KIR_MUL, offs[i], kir_i64(b, 2));
    for (int r = 0; r < w; r++)
      kir_store(b, kir_ptr_add(b, c->out[r], at), slots[c->nfrom == 1 ? 0 : r], 8,
                KIR_HINT_VOLATILE);
  }
}

/* The data word of the 8-byte slot at `slot` once its flag is the epoch (or 0 after giving
 * up: the status word says so). */
static kir_val ll_wait(cj_gen *g, kir_val slot, kir_val epoch) {
  kir_builder *b = g->b;
  kir_val zero = kir_i32(b, 0), one = kir_i32(b, 1);
  kir_val t0 = kir_timer_ns(b);
  kir_var data = kir_var_new(b, "data", KT_I32, zero);
  kir_var done = kir_var_new(b, "done", KT_I32, kir_var_get(b, g->failed));
  kir_while_begin(b);
  kir_while_do(b, kir_cmp(b, KIR_EQ, kir_var_get(b, done), zero));
  {
    kir_val v = kir_load(b, KT_V2I32, slot, 8, KIR_HINT_VOLATILE);
    kir_val ready = kir_cmp(b, KIR_EQ, kir_extract(b, v, 1), epoch);
    kir_if_begin(b, ready);
    kir_var_set(b, data, kir_extract(b, v, 0));
    kir_var_set(b, done, one);
    kir_else(b);
    kir_val late = kir_cmp(b, KIR_UGT, kir_bin(b, KIR_SUB, kir_timer_ns(b), t0),
                           g->arg[CJ_ARG_TIMEOUT_NS]);
    kir_val st = kir_atomic_load(b, KT_I32, g->arg[CJ_ARG_STATUS], KIR_RELAXED, KIR_SCOPE_DEVICE);
    kir_if_begin(b, kir_bin(b, KIR_OR, late, kir_cmp(b, KIR_NE, st, zero)));
    kir_atomic_store(b, g->arg[CJ_ARG_STATUS], kir_i32(b, CJ_DEVICE_TIMEOUT), KIR_RELAXED,
                     KIR_SCOPE_SYSTEM);
    kir_var_set(b, g->failed, one);
    kir_var_set(b, done, one);
    kir_if_end(b);
    kir_if_end(b);
  }
  kir_while_end(b);
  return kir_var_get(b, data);
}

/* all_reduce, reduce_scatter: dst + off = combine(word off of every region) */
static void ll_combine(cj_gen *g, void *p, const kir_val *offs, int n) {
  ll_ctx *c = p;
  kir_builder *b = g->b;
  for (int i = 0; i < n; i++) {
    kir_val at = kir_bin(b, KIR_MUL, offs[i], kir_i64(b, 2)), words[CJ_MAX_WORLD];
    for (int r = 0; r < g->p->world; r++)
      words[r] = ll_wait(g, kir_ptr_add(b, c->in[r], at), c->epoch);
    kir_store(b, kir_ptr_add(b, g->arg[CJ_ARG_DST], offs[i]),
              cj__gen_combine(g, words, g->p->world), 4, KIR_HINT_NONE);
  }
}

/* all_gather, all_to_all: block q of dst + off = word off of region q */
static void ll_gather(cj_gen *g, void *p, const kir_val *offs, int n) {
  ll_ctx *c = p;
  kir_builder *b = g->b;
  for (int i = 0; i < n; i++) {
    kir_val at = kir_bin(b, KIR_MUL, offs[i], kir_i64(b, 2));
    for (int r = 0; r < g->p->world; r++)
      kir_store(b, kir_ptr_add(b, c->to[r], offs[i]),
                ll_wait(g, kir_ptr_add(b, c->in[r], at), c->epoch), 4, KIR_HINT_NONE);
  }
}

/* broadcast: the root stores each word to its output and to region root of every other rank;
 * the others wait for word off of region root. */
static void ll_bcast(cj_gen *g, void *p, const kir_val *offs, int n) {
  ll_ctx *c = p;
  kir_builder *b = g->b;
  int root = g->p->root;
  kir_if_begin(b, kir_cmp(b, KIR_EQ, g->arg[CJ_ARG_RANK], kir_i32(b, root)));
  for (int i = 0; i < n; i++) {
    kir_val word = kir_load(b, KT_I32, kir_ptr_add(b, g->arg[CJ_ARG_SRC], offs[i]), 4,
                            KIR_HINT_NONE);
    kir_val slot = kir_insert(b, kir_splat(b, KT_V2I32, word), 1, c->epoch);
    kir_val at = kir_bin(b, KIR_MUL, offs[i], kir_i64(b, 2));
    for (int r = 1; r < g->p->world; r++)
      kir_store(b, kir_ptr_add(b, c->out[r], at), slot, 8, KIR_HINT_VOLATILE);
    kir_store(b, kir_ptr_add(b, g->arg[CJ_ARG_DST], offs[i]), word, 4, KIR_HINT_NONE);
  }
  kir_else(b);
  for (int i = 0; i < n; i++) {
    kir_val at = kir_bin(b, KIR_MUL, offs[i], kir_i64(b, 2));
    kir_store(b, kir_ptr_add(b, g->arg[CJ_ARG_DST], offs[i]),
              ll_wait(g, kir_ptr_add(b, c->in[root], at), c->epoch), 4, KIR_HINT_NONE);
  }
  kir_if_end(b);
}

/* `word` with the epoch into the 8-byte slot of word off at `to` (a region) */
static void lls_put(cj_gen *g, kir_val to, kir_val off, kir_val word, kir_val epoch) {
  kir_builder *b = g->b;
  kir_val slot = kir_insert(b, kir_splat(b, KT_V2I32, word), 1, epoch);
  kir_store(b, kir_ptr_add(b, to, kir_bin(b, KIR_MUL, off, kir_i64(b, 2))), slot, 8,
            KIR_HINT_VOLATILE);
}

/* reduce: word off of this rank's input, with the epoch, to its region of the root's area */
static void ll_send_root(cj_gen *g, void *p, const kir_val *offs, int n) {
  ll_ctx *c = p;
  kir_builder *b = g->b;
  for (int i = 0; i < n; i++)
    lls_put(g, c->to_root, offs[i],
            kir_load(b, KT_I32, kir_ptr_add(b, g->arg[CJ_ARG_SRC], offs[i]), 4, KIR_HINT_NONE),
            c->epoch);
}

/* The tokens of the rooted ops (thread 0 of block 0), which keep every two ranks within one
 * call of each other where data alone would not.
 * broadcast: every rank but the root sends one to every other rank before its data arrive;
 * every rank waits, after its data, for the tokens of the ranks that are neither the root nor
 * itself.
 * reduce: every rank sends one to every rank but the root (which gets its data) as it starts;
 * every rank but the root waits, after its sends, for the tokens of every other rank. (With
 * the root's token alone, two ranks that are not the root, which never wait for each other's
 * data, could be two calls apart, and the first wrote the area the second still read in the
 * next all_reduce: test_ll_stress timed out from 3 ranks with reduce next to another ll op.) */
static void ll_tokens(cj_gen *g, const ll_ctx *c, int send, int reduce) {
  kir_builder *b = g->b;
  int root = g->p->root;
  kir_val rank = g->arg[CJ_ARG_RANK];
  kir_val lead = kir_bin(b, KIR_AND, kir_cmp(b, KIR_EQ, g->tid, kir_i32(b, 0)),
                         kir_cmp(b, KIR_EQ, g->bid, kir_i32(b, 0)));
  if (send != reduce) /* broadcast's senders and reduce's waiters: the ranks but the root */
    lead = kir_bin(b, KIR_AND, lead, kir_cmp(b, KIR_NE, rank, kir_i32(b, root)));
  kir_if_begin(b, lead);
  if (send) {
    kir_val slot = kir_insert(b, kir_splat(b, KT_V2I32, kir_i32(b, 0)), 1, c->epoch);
    for (int r = 1; r < g->p->world; r++) {
      if (reduce)
        kir_if_begin(b, kir_cmp(b, KIR_NE, cj__gen_rotated_peer(g, r), kir_i32(b, root)));
      kir_store(b, c->out[r], slot, 8, KIR_HINT_VOLATILE);
      if (reduce) kir_if_end(b);
    }
  } else {
    for (int q = 0; q < g->p->world; q++) {
      if (q == root && !reduce) continue;
      kir_if_begin(b, kir_cmp(b, KIR_NE, rank, kir_i32(b, q)));
      (void)ll_wait(g, c->in[q], c->epoch);
      kir_if_end(b);
    }
  }
  kir_if_end(b);
}

/* Block 0 adds 2^11 - (G-1), the others 1: each call moves the counter by exactly 2^11. */
static void ll_advance(cj_gen *g, kir_val ctr) {
  kir_builder *b = g->b;
  kir_barrier(b);
  kir_if_begin(b, kir_cmp(b, KIR_EQ, g->tid, kir_i32(b, 0)));
  cj__gen_epoch_add(g, ctr, LL_EPOCH_SHIFT, KIR_RELAXED);
  kir_if_end(b);
}

void cj__ll_begin(cj_gen *g, cj_ll *c, cj_len bytes) {
  kir_builder *b = g->b;
  const cj_plan *p = g->p;
  int w = p->world;
  uint64_t part = 2ull * CJ_LL_MAX_BYTES;
  kir_val ctr = kir_ptr_add(b, g->arg[CJ_ARG_SYNC], kir_i64(b, CJ_SYNC_LL));
  kir_val e64 = cj__gen_epoch_of(g, ctr, LL_EPOCH_SHIFT);
  c->ctr = ctr;
  c->epoch = kir_cvt(b, KIR_TRUNC, KT_I32, e64);
  kir_val parity = kir_bin(b, KIR_AND, e64, kir_i64(b, 1));
  kir_val area = kir_ptr_add(b, g->arg[CJ_ARG_WORK],
                             kir_bin(b, KIR_MUL, parity, kir_i64(b, (int64_t)(part * (uint64_t)w))));
  kir_val mine = cj__gen_offset(g, area, g->arg[CJ_ARG_RANK], cj_len_c(part));
  /* scatter: block `peer` of this rank's input goes to that peer (reduce_scatter, all_to_all) */
  int scatter = !cj__op(p->op)->in_per_rank;
  c->nfrom = scatter ? w : 1;
  c->from[0] = g->arg[CJ_ARG_SRC];
  for (int i = 0; i < w; i++) {
    kir_val peer = cj__gen_rotated_peer(g, i);
    c->in[i] = kir_ptr_add(b, area, kir_i64(b, (int64_t)(part * (uint64_t)i)));
    c->out[i] = i == 0 ? mine : cj__gen_peer_ptr(g, mine, peer);
    /* reduce_scatter sends block `peer` of its input to that peer */
    if (scatter) c->from[i] = cj__gen_offset(g, g->arg[CJ_ARG_SRC], peer, bytes);
    if (!cj__op(p->op)->out_per_rank) /* every rank's block has its place in the output */
      c->to[i] = cj__gen_offset(g, g->arg[CJ_ARG_DST], kir_i32(b, i), bytes);
  }
}

void cj__ll_put(cj_gen *g, const cj_ll *c, kir_val off, kir_val word) {
  kir_builder *b = g->b;
  kir_val slot = kir_insert(b, kir_splat(b, KT_V2I32, word), 1, c->epoch);
  kir_val at = kir_bin(b, KIR_MUL, off, kir_i64(b, 2));
  for (int r = 0; r < g->p->world; r++)
    kir_store(b, kir_ptr_add(b, c->out[r], at), slot, 8, KIR_HINT_VOLATILE);
}

kir_val cj__ll_get(cj_gen *g, const cj_ll *c, int src, kir_val off) {
  kir_builder *b = g->b;
  kir_val at = kir_bin(b, KIR_MUL, off, kir_i64(b, 2));
  return ll_wait(g, kir_ptr_add(b, c->in[src], at), c->epoch);
}

kir_val cj__ll_probe(cj_gen *g, const cj_ll *c, int src, kir_val off) {
  kir_builder *b = g->b;
  kir_val at = kir_bin(b, KIR_MUL, off, kir_i64(b, 2));
  return kir_load(b, KT_V2I32, kir_ptr_add(b, c->in[src], at), 8, KIR_HINT_VOLATILE);
}

/* The data word of word off of region `from`, probed before as `probe`: the probe's, if it saw
 * the epoch, else waited for. */
static kir_val ll_resolve(cj_gen *g, kir_val from, kir_val off, kir_val probe, kir_val epoch) {
  kir_builder *b = g->b;
  kir_var data = kir_var_new(b, "probed", KT_I32, kir_extract(b, probe, 0));
  kir_if_begin(b, kir_cmp(b, KIR_NE, kir_extract(b, probe, 1), epoch));
  kir_var_set(b, data,
              ll_wait(g, kir_ptr_add(b, from, kir_bin(b, KIR_MUL, off, kir_i64(b, 2))), epoch));
  kir_if_end(b);
  return kir_var_get(b, data);
}

kir_val cj__ll_get_probed(cj_gen *g, const cj_ll *c, int src, kir_val off, kir_val probe) {
  return ll_resolve(g, c->in[src], off, probe, c->epoch);
}

void cj__ll_end(cj_gen *g, const cj_ll *c) { ll_advance(g, c->ctr); }

cj_status cj__gen_ll(cj_gen *g) {
  kir_builder *b = g->b;
  const cj_plan *p = g->p;
  int w = p->world;
  cj_len bytes = cj__gen_chunk(g, 1);
  /* the planner checks a specialised size; the runtime a generic kernel's n */
  if (!bytes.v && (bytes.c % 4 || bytes.c > CJ_LL_MAX_BYTES)) return CJ_E_INTERNAL;
  char nb[32];
  kir_comment(b, "%s ll: %d ranks x %s bytes, flag-free", cj_op_name(p->op), w,
              cj__len_str(bytes, nb, sizeof nb));
  ll_ctx c;
  cj__ll_begin(g, &c, bytes);
  if (cj__op(p->op)->send_root_only) { /* broadcast */
    ll_tokens(g, &c, 1, 0);
    cj__gen_tiles(g, 0, bytes, cj_len_c(0), ll_bcast, &c);
    ll_tokens(g, &c, 0, 0);
    cj__ll_end(g, &c);
    return CJ_OK;
  }
  if (cj__op(p->op)->rooted && cj__op_reduces(p->op)) { /* reduce */
    c.to_root = cj__gen_peer_ptr(g, c.out[0], kir_i32(b, p->root));
    ll_tokens(g, &c, 1, 1);
    cj__gen_tiles(g, 0, bytes, cj_len_c(0), ll_send_root, &c);
    kir_if_begin(b, kir_cmp(b, KIR_EQ, g->arg[CJ_ARG_RANK], kir_i32(b, p->root)));
    cj__gen_tiles(g, 0, bytes, cj_len_c(0), ll_combine, &c);
    kir_if_end(b);
    ll_tokens(g, &c, 0, 1);
    cj__ll_end(g, &c);
    return CJ_OK;
  }
  cj__gen_tiles(g, 0, bytes, cj_len_c(0), ll_send, &c);
  int copies = !cj__op(p->op)->out_per_rank; /* blocks copied into place, not combined */
  cj__gen_tiles(g, 0, bytes, cj_len_c(0), copies ? ll_gather : ll_combine, &c);
  cj__ll_end(g, &c);
  return CJ_OK;
}

/* ---- ll_split: reduce and broadcast in two ll hops ------------------------------------------
 * ll moves the whole vector over the root's links W-1 times (reduce: every rank's vector into
 * the root's area; broadcast: the root's into every rank's); ll_split moves it once, as split
 * does, in two ll hops and still without a barrier. The vector is cut into W-1 shares (on a
 * 16-byte grid, the rest with the last); the rank at distance d = 1..W-1 after the root owns
 * share d-1.
 *  reduce:    every rank sends each share but its own (the root: every share) to region `rank`
 *             of the owner's area; the owner waits for word i of every region of its share,
 *             combines them with its own input's word over ranks 0..W-1 (rounded once) and
 *             sends the sum to region `owner` of the root's area; the root stores each sum it
 *             waits for into its output.
 *  broadcast: the root sends share d-1 to region `root` of its owner's area and copies its
 *             input into its output; the owner stores each word it waits for into its output
 *             and sends it on to region `owner` of every rank but the root and itself, which
 *             store what they wait for.
 * Tokens: as it starts, every rank sends each peer a token (word `rank` of the peer's own
 * region, where no data land: data in region q come from rank q alone), and block 0 waits for
 * every peer's before the call ends. So in every call each rank waits for every peer to have
 * begun that call, whatever the shares (one can be empty), and the ll rule holds: no rank runs
 * more than one call ahead of another.
 * In place: the root reads word i of its input (its sends) and writes word i of its output
 * (reduce: the sums) in the same thread, as both walks of a share map offsets to threads the
 * same way; in broadcast the root writes back the word it read. */
typedef struct lls_ctx {
  const ll_ctx *c;
  kir_val to;   /* the ll slots the words go to (a peer's region), or 0 */
  kir_val from; /* the region waited for (recv, forward), or 0 */
  int copy;     /* send: also store each word into the output */
} lls_ctx;

/* word off of the input to x->to (and the output) */
static void lls_send(cj_gen *g, void *p, const kir_val *offs, int n) {
  lls_ctx *x = p;
  kir_builder *b = g->b;
  for (int i = 0; i < n; i++) {
    kir_val word =
        kir_load(b, KT_I32, kir_ptr_add(b, g->arg[CJ_ARG_SRC], offs[i]), 4, KIR_HINT_NONE);
    lls_put(g, x->to, offs[i], word, x->c->epoch);
    if (x->copy) kir_store(b, kir_ptr_add(b, g->arg[CJ_ARG_DST], offs[i]), word, 4, KIR_HINT_NONE);
  }
}

/* Words offs[0..n) of region `from`, each probed (all loads in flight at once) */
static void lls_probe(cj_gen *g, kir_val from, const kir_val *offs, int n, kir_val *probe) {
  kir_builder *b = g->b;
  for (int i = 0; i < n; i++)
    probe[i] =
        kir_load(b, KT_V2I32, kir_ptr_add(b, from, kir_bin(b, KIR_MUL, offs[i], kir_i64(b, 2))), 8,
                 KIR_HINT_VOLATILE);
}

/* word off of region x->from into the output */
static void lls_recv(cj_gen *g, void *p, const kir_val *offs, int n) {
  lls_ctx *x = p;
  kir_builder *b = g->b;
  kir_val probe[64];
  lls_probe(g, x->from, offs, n, probe);
  for (int i = 0; i < n; i++)
    kir_store(b, kir_ptr_add(b, g->arg[CJ_ARG_DST], offs[i]),
              ll_resolve(g, x->from, offs[i], probe[i], x->c->epoch), 4, KIR_HINT_NONE);
}

/* reduce, the owner: word off over ranks 0..W-1 (its own from its input) to x->to; every
 * region probed first (the own one too, never waited for), so that the W-1 receives overlap */
static void lls_reduce(cj_gen *g, void *p, const kir_val *offs, int n) {
  lls_ctx *x = p;
  kir_builder *b = g->b;
  int w = g->p->world;
  kir_val rank = g->arg[CJ_ARG_RANK];
  for (int i = 0; i < n; i++) {
    kir_val own =
        kir_load(b, KT_I32, kir_ptr_add(b, g->arg[CJ_ARG_SRC], offs[i]), 4, KIR_HINT_NONE);
    kir_val probe[CJ_MAX_WORLD], words[CJ_MAX_WORLD];
    for (int r = 0; r < w; r++)
      lls_probe(g, x->c->in[r], &offs[i], 1, &probe[r]);
    for (int r = 0; r < w; r++) {
      kir_var v = kir_var_new(b, "term", KT_I32, own);
      kir_if_begin(b, kir_cmp(b, KIR_NE, rank, kir_i32(b, r)));
      kir_var_set(b, v, ll_resolve(g, x->c->in[r], offs[i], probe[r], x->c->epoch));
      kir_if_end(b);
      words[r] = kir_var_get(b, v);
    }
    lls_put(g, x->to, offs[i], cj__gen_combine(g, words, w), x->c->epoch);
  }
}

/* broadcast, the owner: word off of the root's region into the output and on to region `rank`
 * of every rank but the root and itself */
static void lls_forward(cj_gen *g, void *p, const kir_val *offs, int n) {
  lls_ctx *x = p;
  kir_builder *b = g->b;
  kir_val probe[64];
  lls_probe(g, x->from, offs, n, probe);
  for (int i = 0; i < n; i++) {
    kir_val word = ll_resolve(g, x->from, offs[i], probe[i], x->c->epoch);
    kir_store(b, kir_ptr_add(b, g->arg[CJ_ARG_DST], offs[i]), word, 4, KIR_HINT_NONE);
    for (int r = 1; r < g->p->world; r++) {
      kir_if_begin(b, kir_cmp(b, KIR_NE, cj__gen_rotated_peer(g, r), kir_i32(b, g->p->root)));
      lls_put(g, x->c->out[r], offs[i], word, x->c->epoch);
      kir_if_end(b);
    }
  }
}

/* Share d-1 of W-1: its first byte (*base, 0 for the first share) and its length (the last
 * also takes the rest) */
static cj_len lls_share(cj_gen *g, cj_len share, cj_len rest, int d, kir_val *base) {
  *base = d == 1 ? 0 : cj__len_val(g, cj__len_bin(g, KIR_MUL, share, cj_len_c((uint64_t)d - 1)));
  return d == g->p->world - 1 ? cj__len_bin(g, KIR_ADD, share, rest) : share;
}

/* Thread 0 of block 0: every peer a token (send), or every peer's token awaited. */
static void lls_tokens(cj_gen *g, const ll_ctx *c, int send) {
  kir_builder *b = g->b;
  int w = g->p->world;
  kir_val rank = g->arg[CJ_ARG_RANK];
  kir_if_begin(b, kir_bin(b, KIR_AND, kir_cmp(b, KIR_EQ, g->tid, kir_i32(b, 0)),
                          kir_cmp(b, KIR_EQ, g->bid, kir_i32(b, 0))));
  for (int i = 1; i < w; i++) {
    if (send) { /* region `peer` of the peer's area, word `rank` */
      kir_val peer = cj__gen_rotated_peer(g, i);
      kir_val at = kir_bin(b, KIR_MUL, kir_cvt(b, KIR_ZEXT, KT_I64, rank), kir_i64(b, 8));
      kir_val own =
          kir_ptr_add(b, cj__gen_offset(g, c->in[0], peer, cj_len_c(2ull * CJ_LL_MAX_BYTES)), at);
      lls_put(g, cj__gen_peer_ptr(g, own, peer), kir_i64(b, 0), kir_i32(b, 0), c->epoch);
    } else { /* word q of this rank's region, q = rank + i */
      kir_val q = kir_cvt(b, KIR_ZEXT, KT_I64, cj__gen_rotated_peer(g, i));
      (void)ll_wait(g, kir_ptr_add(b, c->out[0], kir_bin(b, KIR_MUL, q, kir_i64(b, 8))), c->epoch);
    }
  }
  kir_if_end(b);
}

cj_status cj__gen_ll_split(cj_gen *g) {
  kir_builder *b = g->b;
  const cj_plan *p = g->p;
  int w = p->world, root = p->root, bcast = cj__op(p->op)->send_root_only;
  cj_len bytes = cj__gen_chunk(g, 1);
  if (!bytes.v && (bytes.c % 4 || bytes.c > CJ_LL_MAX_BYTES)) return CJ_E_INTERNAL;
  char nb[32];
  kir_comment(b, "%s ll_split from/to rank %d: %d ranks x %s bytes, a share per other rank",
              cj_op_name(p->op), root, w, cj__len_str(bytes, nb, sizeof nb));
  if (w == 1) { /* the root alone: its output is its input */
    cj__gen_copy(g, g->arg[CJ_ARG_SRC], &g->arg[CJ_ARG_DST], 1, 0, 0, bytes, cj_len_c(0));
    return CJ_OK;
  }
  ll_ctx c;
  cj__ll_begin(g, &c, bytes);
  kir_val rank = g->arg[CJ_ARG_RANK], at_root = kir_cmp(b, KIR_EQ, rank, kir_i32(b, root));
  cj_len share, rest;
  cj__gen_shares_of(g, bytes, w - 1, &share, &rest);
  lls_tokens(g, &c, 1);
  /* first hop: share d-1 from every rank but its owner (broadcast: from the root) */
  for (int d = 1; d < w; d++) {
    kir_val owner = kir_i32(b, (root + d) % w);
    kir_val base;
    cj_len len = lls_share(g, share, rest, d, &base);
    lls_ctx x = {&c, cj__gen_peer_ptr(g, c.out[0], owner), 0, bcast};
    kir_if_begin(b, bcast ? at_root : kir_cmp(b, KIR_NE, rank, owner));
    cj__gen_tiles(g, base, len, cj_len_c(0), lls_send, &x);
    kir_if_end(b);
  }
  /* second hop: the owner's share on (reduce: its sum to the root; broadcast: to the others),
   * then what arrives through the owners (reduce: the root; broadcast: every rank but the root
   * and the owner) */
  for (int d = 1; d < w; d++) {
    kir_val owner = kir_i32(b, (root + d) % w);
    kir_val base;
    cj_len len = lls_share(g, share, rest, d, &base);
    kir_if_begin(b, kir_cmp(b, KIR_EQ, rank, owner));
    lls_ctx x = {&c, cj__gen_peer_ptr(g, c.out[0], kir_i32(b, root)), c.in[root], 0};
    cj__gen_tiles(g, base, len, cj_len_c(0), bcast ? lls_forward : lls_reduce, &x);
    kir_if_end(b);
  }
  for (int d = 1; d < w; d++) {
    int owner = (root + d) % w;
    kir_val base;
    cj_len len = lls_share(g, share, rest, d, &base);
    kir_val takes = bcast ? kir_bin(b, KIR_AND, kir_cmp(b, KIR_NE, rank, kir_i32(b, root)),
                                    kir_cmp(b, KIR_NE, rank, kir_i32(b, owner)))
                          : at_root;
    kir_if_begin(b, takes);
    lls_ctx x = {&c, 0, c.in[owner], 0};
    cj__gen_tiles(g, base, len, cj_len_c(0), lls_recv, &x);
    kir_if_end(b);
  }
  if (cj__plant_fault != CJ_PLANT_LL_SPLIT_TOKENS) lls_tokens(g, &c, 0);
  cj__ll_end(g, &c);
  return CJ_OK;
}
