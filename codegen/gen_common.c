/* Pieces every collective generator uses: ABI values, peer addressing, the rank barrier. */
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
};

void cj__gen_begin(cj_gen *g, kir_builder *b, const cj_plan *p) {
  g->b = b;
  g->p = p;
  for (int i = 0; i < CJ_ARG_COUNT_; i++) {
    /* a buffer's alignment promise never exceeds what its access width needs */
    int align = abi[i].align;
    if ((i == CJ_ARG_SRC || i == CJ_ARG_DST) && p->vec_bytes && align > p->vec_bytes)
      align = p->vec_bytes;
    g->arg[i] = kir_param_new(b, abi[i].name, abi[i].type, abi[i].flags, align);
  }
  g->tid = kir_tid(b);
  g->bid = kir_bid(b);
  kir_val rank64 = kir_cvt(b, KIR_ZEXT, KT_I64, g->arg[CJ_ARG_RANK]);
  kir_val off = kir_bin(b, KIR_MUL, rank64, kir_i64(b, 8));
  g->base_me = kir_load(b, KT_I64, kir_ptr_add(b, g->arg[CJ_ARG_HEAP_BASES], off), 8,
                        KIR_HINT_NONE);
  g->failed = kir_var_new(b, "failed", KT_I32, kir_i32(b, 0));
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

/* done = failed || status != 0; while (!done) { poll; done = reached || gave up } */
void cj__gen_wait_counter(cj_gen *g, kir_val flag, kir_val target) {
  kir_builder *b = g->b;
  kir_val zero = kir_i32(b, 0), one = kir_i32(b, 1);
  kir_val status = g->arg[CJ_ARG_STATUS];
  kir_val t0 = kir_timer_ns(b);
  kir_var done = kir_var_new(b, "done", KT_I32, kir_var_get(b, g->failed));
  kir_while_begin(b);
  kir_while_do(b, kir_cmp(b, KIR_EQ, kir_var_get(b, done), zero));
  {
    kir_val v = kir_atomic_load(b, KT_I32, flag, KIR_ACQUIRE, KIR_SCOPE_SYSTEM);
    kir_val reached = kir_cmp(b, KIR_SGE, kir_bin(b, KIR_SUB, v, target), zero);
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
}

void cj__gen_rank_barrier(cj_gen *g, const char *what) {
  kir_builder *b = g->b;
  const cj_plan *p = g->p;
  kir_comment(b, "%s: block barrier across %d ranks", what, p->world);
  kir_barrier(b); /* every thread of the block is done with what comes before */
  kir_if_begin(b, kir_cmp(b, KIR_ULT, g->tid, kir_i32(b, p->world)));
  {
    /* thread t signals peer (rank + t) mod W and waits for that peer's arrival */
    kir_val w = kir_i32(b, p->world);
    kir_val q = kir_bin(b, KIR_ADD, g->arg[CJ_ARG_RANK], g->tid);
    kir_val peer = kir_select(b, kir_cmp(b, KIR_UGE, q, w), kir_bin(b, KIR_SUB, q, w), q);
    kir_val row = kir_bin(b, KIR_MUL, g->bid, w);
    kir_val sync = g->arg[CJ_ARG_SYNC];
    /* my slot in the peer's row: sync[bid][rank]; the peer's slot in mine: sync[bid][peer] */
    kir_val mine = kir_bin(b, KIR_ADD, row, g->arg[CJ_ARG_RANK]);
    kir_val theirs = kir_bin(b, KIR_ADD, row, peer);
    kir_val four = kir_i64(b, 4);
    kir_val mine_off = kir_bin(b, KIR_MUL, kir_cvt(b, KIR_ZEXT, KT_I64, mine), four);
    kir_val theirs_off = kir_bin(b, KIR_MUL, kir_cvt(b, KIR_ZEXT, KT_I64, theirs), four);
    kir_val remote = cj__gen_peer_ptr(g, kir_ptr_add(b, sync, mine_off), peer);
    kir_val old = kir_atomic_rmw(b, KIR_RMW_ADD, remote, kir_i32(b, 1), KIR_RELEASE,
                                 KIR_SCOPE_SYSTEM);
    cj__gen_wait_counter(g, kir_ptr_add(b, sync, theirs_off),
                         kir_bin(b, KIR_ADD, old, kir_i32(b, 1)));
  }
  kir_if_end(b);
  kir_barrier(b); /* the peers' writes are visible to the whole block */
}
