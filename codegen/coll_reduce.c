/* reduce, pull form: the root reads every rank's input, reduces over ranks 0..W-1 and writes
 * its output; the other ranks only take part in the barriers (their inputs must stay intact
 * until the closing barrier). */
#include "coll.h"

cj_status cj__gen_reduce_pull(cj_gen *g) {
  kir_builder *b = g->b;
  const cj_plan *p = g->p;
  cj_len bytes = cj__gen_chunk(g, 1);
  char nb[32];
  kir_comment(b, "reduce pull to rank %d: %d ranks x %s bytes", p->root, p->world,
              cj__len_str(bytes, nb, sizeof nb));
  kir_val src = cj__gen_stage(g, bytes), srcs[CJ_MAX_WORLD];
  cj__gen_start(g);
  kir_if_begin(b, kir_cmp(b, KIR_EQ, g->arg[CJ_ARG_RANK], kir_i32(b, p->root)));
  cj__gen_all_peers(g, src, srcs);
  cj__gen_reduce_range(g, srcs, p->world, &g->arg[CJ_ARG_DST], 1, bytes, cj_len_c(0));
  kir_if_end(b);
  cj__gen_end(g);
  return CJ_OK;
}

/* The root's output, where peers store into it: before the opening barrier the root puts its
 * output's offset from its heap base into its sync area (CJ_SYNC_OUT), or -1 when the output
 * lies outside its region (CJ_CTRL_REGION); after the barrier (run here) every rank reads it.
 * Returns the root's output as this rank addresses it; *alone: the root's output is off the
 * heap (then the root must write it itself). The root's next call writes the slot only after
 * every rank left this call's closing barrier. */
kir_val cj__gen_root_out(cj_gen *g, cj_len bytes, kir_val *alone) {
  kir_builder *b = g->b;
  kir_val dst = g->arg[CJ_ARG_DST], root = kir_i32(b, g->p->root);
  kir_val slot = kir_ptr_add(b, g->arg[CJ_ARG_SYNC], kir_i64(b, CJ_SYNC_OUT));
  kir_val is_root = kir_cmp(b, KIR_EQ, g->arg[CJ_ARG_RANK], root);
  kir_val off, end, region, on_heap = cj__gen_on_heap(g, dst, bytes, &off, &end, &region);
  kir_val published = kir_select(b, on_heap, off, kir_i64(b, -1));
  kir_if_begin(b, kir_bin(b, KIR_AND, is_root, kir_cmp(b, KIR_EQ, g->tid, kir_i32(b, 0))));
  kir_atomic_store(b, slot, published, KIR_RELAXED, KIR_SCOPE_SYSTEM);
  kir_if_end(b);
  cj__gen_start(g); /* releases the slot with everything before it */
  kir_val theirs = kir_atomic_load(b, KT_I64, cj__gen_peer_ptr(g, slot, root), KIR_RELAXED,
                                   KIR_SCOPE_SYSTEM);
  *alone = kir_cmp(b, KIR_EQ, theirs, kir_i64(b, -1));
  /* base + offset, as an offset from a parameter pointer: the compilers keep its address space
   * (global stores on AMD, not flat ones, as from an integer) */
  kir_val sync = g->arg[CJ_ARG_SYNC];
  kir_val at = kir_ptr_add(b, sync, kir_bin(b, KIR_SUB, kir_bin(b, KIR_ADD, g->base_me, theirs),
                                            kir_cvt(b, KIR_BITCAST, KT_I64, sync)));
  return cj__gen_peer_ptr(g, at, root);
}

/* reduce, split form: the ranks other than the root share the work. The rank at distance d =
 * 1..W-1 after the root reads share d-1 of the W-1 shares of every rank's input (on a 16-byte
 * grid, the rest with the last), reduces over ranks 0..W-1 and stores the result straight into
 * the root's output: each byte of the result crosses the root's links once, where the pull and
 * push forms bring it W-1 inputs. That needs the root's output on the heap, which only the
 * root knows (the others may not even pass a recv): cj__gen_root_out. Where it is off the
 * heap the root reduces everything itself, as the pull form does. Inputs stay intact, and the
 * root's output is complete, at the closing barrier. */
cj_status cj__gen_reduce_split(cj_gen *g) {
  kir_builder *b = g->b;
  const cj_plan *p = g->p;
  int w = p->world;
  cj_len bytes = cj__gen_chunk(g, 1);
  char nb[32];
  kir_comment(b, "reduce split to rank %d: %d ranks x %s bytes, a share per other rank",
              p->root, w, cj__len_str(bytes, nb, sizeof nb));
  kir_val src = cj__gen_stage(g, bytes), srcs[CJ_MAX_WORLD];
  kir_val dst = g->arg[CJ_ARG_DST], rank = g->arg[CJ_ARG_RANK], root = kir_i32(b, p->root);
  if (w == 1) { /* the root alone: its output is its input */
    cj__gen_copy(g, src, &dst, 1, 0, 0, bytes, cj_len_c(0));
    return CJ_OK;
  }
  if (!cj__gen_sync(g)) return CJ_E_INTERNAL; /* the registry forces the full barrier */
  kir_val is_root = kir_cmp(b, KIR_EQ, rank, root);
  kir_val alone, to_root = cj__gen_root_out(g, bytes, &alone);
  cj__gen_all_peers(g, src, srcs);
  /* share j of the W-1 (its length a constant where the size is): rank root + d takes share
   * d-1, or the root all of them when its output is off the heap; the rest (under 16 bytes per
   * share) goes with the last share. Each body once in the kernel: W sources unroll once. */
  cj_len share, rest;
  cj__gen_shares_of(g, bytes, w - 1, &share, &rest);
  kir_val d = kir_bin(b, KIR_UREM, kir_bin(b, KIR_SUB, kir_bin(b, KIR_ADD, rank, kir_i32(b, w)),
                                           root),
                      kir_i32(b, w));
  kir_val zero = kir_i32(b, 0);
  kir_val to = kir_select(b, alone, dst, to_root);
  kir_val first = kir_select(b, alone, zero, kir_bin(b, KIR_SUB, d, kir_i32(b, 1)));
  kir_val count = kir_select(b, alone, kir_select(b, is_root, kir_i32(b, w - 1), zero),
                             kir_select(b, kir_cmp(b, KIR_NE, d, zero), kir_i32(b, 1), zero));
  kir_val at[CJ_MAX_WORLD];
  if (!cj_len_zero(share)) {
    kir_val j = kir_for_begin(b, first, kir_bin(b, KIR_ADD, first, count), kir_i32(b, 1), 0);
    kir_val base = kir_bin(b, KIR_MUL, kir_cvt(b, KIR_ZEXT, KT_I64, j), cj__len_val(g, share));
    for (int r = 0; r < w; r++) at[r] = kir_ptr_add(b, srcs[r], base);
    kir_val out = kir_ptr_add(b, to, base);
    cj__gen_reduce_range(g, at, w, &out, 1, share, cj_len_c(0));
    kir_for_end(b);
  }
  if (!cj_len_zero(rest)) {
    kir_val takes = kir_select(b, alone, is_root, kir_cmp(b, KIR_EQ, d, kir_i32(b, w - 1)));
    kir_if_begin(b, takes);
    kir_val base = cj__len_val(g, cj__len_bin(g, KIR_MUL, share, cj_len_c((uint64_t)(w - 1))));
    for (int r = 0; r < w; r++) at[r] = kir_ptr_add(b, srcs[r], base);
    kir_val out = kir_ptr_add(b, to, base);
    cj__gen_reduce_range(g, at, w, &out, 1, rest, cj_len_c(0));
    kir_if_end(b);
  }
  cj__gen_end(g);
  return CJ_OK;
}
