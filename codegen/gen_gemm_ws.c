/* GEMM tiles in kir: the persistent loop with a producer warpgroup (cj_gemm_cfg.ws; NVIDIA
 * sm_90, warpgroup MMA). Warpgroup 0 stages every k tile of every tile of this block into the
 * ring; the consumer warpgroups multiply and store. They meet on two mbarriers per ring slot
 * (kir.h, "Roles and mbarriers"): the producer arrives at full[s] once the slot's copies have
 * completed and are fenced for the wgmmas; the consumers arrive at empty[s] once the wgmmas
 * that read the slot retired. k tiles are counted across the block's tiles (u), so slot
 * u % S serves its round u / S: the consumers wait on full[s] for parity (u / S) & 1, the
 * producer on empty[s] for the opposite parity (a fresh mbarrier passes parity 1 at once: the
 * first round's slots are free). With cp.async no setmaxnreg: with the producer held to 40
 * registers (56) ptxas spilled 116 (44) bytes in its copies and the tile ran at 0.69-0.74
 * (0.70-0.88) of torch.matmul at 4096^3 on an H100 against 0.85 without (154 registers, no
 * spill; bench/RESULTS.md, 2026-11-27). With tensor maps (cj_gemm_cfg.tma, where the rows
 * allow) one producer thread issues the copies and their landing completes the full phase;
 * the producer warpgroup gives its registers to the consumers (setmaxnreg 40 / 232; 168
 * registers at launch, no spill): 0.85-0.88 at 4096^3, 0.64 at 4096 x 3072 x 1024, 0.53-0.66 at
 * 512 x 4096 x 4096 against the default tile's 0.96 / 0.88 / 0.95-1.15 (2026-11-27): the
 * consumers' epilogue from registers, outside the MMAs, is what the split costs. Where the
 * ring and the C tile fit 227 KiB (cj__gemm_ws_c_stage: 3 stages of 128 x 256 x 64) each
 * consumer warpgroup instead stages its 64 rows in shared memory of their own and stores them
 * through C's tensor map, meeting only its own threads (WG_BARRIER); not yet measured. */
#include "gen_gemm_impl.h"

/* L: k tiles the producer has issued past the newest it published (at most S - 1: before it
 * waits for slot u % S, which the consumers release after their wgmmas of k tile u - S + 1
 * retired, it has published u - L, so k tile u - S + 1 <= u - L is published) */
static int lag(const cj_gemm_cfg *c) { return c->stages - 1 < 2 ? c->stages - 1 : 2; }

/* With tensor maps the producer is one thread issuing copies: its warpgroup can give its
 * registers to the consumers (128 x 40 + 256 x 232 <= 64K). */
#define WS_TMA_REGS 1
#define WS_TMA_PRODUCER_REGS 40
#define WS_TMA_CONSUMER_REGS 232

static kir_val mbar_at(gm *g, int array, kir_val slot, int second, int stages) {
  kir_val off = bin(g, KIR_SHL, bin(g, KIR_ADD, slot, I(g, second ? stages : 0)), I(g, 3));
  return kir_ptr_add(g->b, kir_shared(g->b, array), off);
}

/* The producer's arrival at full[u % S] for k tile u, its copies complete (wait_group leaves
 * `pending` newer groups in flight) and fenced for the async proxy. */
static void producer_publish(gm *g, int mb, kir_val u, int pending) {
  kir_builder *b = g->b;
  int s = g->c->stages;
  kir_cp_wait(b, pending);
  kir_proxy_fence(b);
  kir_mbar_arrive(b, mbar_at(g, mb, bin(g, KIR_UREM, u, I(g, s)), 0, s));
}

/* Each k tile u: the arrival of k tile u - L (its copies complete: at most L - 1 newer
 * groups pending) first, then the wait for slot u % S and u's copies. Publishing before the
 * wait keeps the consumers' next slot off the path through that wait (publishing after it
 * made every k tile wait for a consumer release, the producer's copies and its arrival in
 * turn; that first form, a row-major B also staged off the hoisted copy, ran 4096^3 in 412 us
 * on an H100 against the default tile's 195). */
/* The producer's wait for k tile u's slot (returned, I32): the consumers' release of its last
 * round, the empty mbarrier's phase of the opposite parity (a fresh one passes at once). */
static kir_val wait_released(gm *g, int mb, kir_val u) {
  int s = g->c->stages;
  kir_val slot = bin(g, KIR_UREM, u, I(g, s));
  kir_val parity = bin(g, KIR_XOR, bin(g, KIR_AND, bin(g, KIR_UDIV, u, I(g, s)), I(g, 1)), I(g, 1));
  if (cj__gemm_plant != CJ_GEMM_PLANT_WS_NO_EMPTY_WAIT)
    kir_mbar_wait(g->b, mbar_at(g, mb, slot, 1, s), parity);
  return slot;
}

/* Tensor maps (cj_gemm_cfg.tma): thread 0 alone waits for each slot's release and issues its
 * k tile's copies, whose landing completes the slot's full phase (expected bytes, one
 * arrival); the other producer threads have nothing to do. */
static void producer_tma(gm *g, int mb, kir_val first, kir_val tiles, kir_val step) {
  kir_builder *b = g->b;
  kir_if_begin(b, kir_cmp(b, KIR_EQ, g->tid, I(g, 0)));
  kir_var done = kir_var_new(b, "staged", KT_I32, I(g, 0)); /* k tiles staged so far */
  kir_val t = kir_for_begin(b, first, tiles, step, 0);
  {
    kir_val base = kir_var_get(b, done);
    gg_tile_at(g, t);
    kir_val kt = kir_for_begin(b, I(g, 0), gg_nk_of(g), I(g, 1), 0);
    kir_val u = bin(g, KIR_ADD, base, kt);
    kir_val slot = wait_released(g, mb, u);
    gg_tma_stage(g, kt, slot);
    kir_for_end(b);
    kir_var_set(b, done, bin(g, KIR_ADD, base, gg_nk_of(g)));
  }
  kir_for_end(b);
  kir_if_end(b);
}

static void producer(gm *g, int mb, kir_val first, kir_val tiles, kir_val step) {
  kir_builder *b = g->b;
  int l = lag(g->c);
  if (g->tma) {
    producer_tma(g, mb, first, tiles, step);
    return;
  }
  kir_var done = kir_var_new(b, "staged", KT_I32, I(g, 0)); /* k tiles staged so far */
  kir_val t = kir_for_begin(b, first, tiles, step, 0);
  {
    kir_val base = kir_var_get(b, done);
    gg_tile_at(g, t);
    gg_operands_at(g);
    kir_val kt = kir_for_begin(b, I(g, 0), gg_nk_of(g), I(g, 1), 0);
    kir_val u = bin(g, KIR_ADD, base, kt);
    kir_if_begin(b, kir_cmp(b, KIR_UGE, u, I(g, l)));
    producer_publish(g, mb, bin(g, KIR_SUB, u, I(g, l)), l - 1);
    kir_if_end(b);
    kir_val slot = wait_released(g, mb, u);
    gg_stage_tiles(g, kt, slot);
    kir_cp_commit(b);
    kir_for_end(b);
    kir_var_set(b, done, bin(g, KIR_ADD, base, gg_nk_of(g)));
  }
  kir_for_end(b);
  kir_comment(b, "the last %d k tiles' arrivals", l);
  kir_val all = kir_var_get(b, done);
  kir_val from = bin(g, KIR_SUB, all, bin(g, KIR_UMIN, all, I(g, l)));
  kir_val u = kir_for_begin(b, from, all, I(g, 1), 0);
  producer_publish(g, mb, u, 0);
  kir_for_end(b);
}

static void consumer(gm *g, int mb, int cst, kir_val first, kir_val tiles, kir_val step) {
  kir_builder *b = g->b;
  const cj_gemm_cfg *c = g->c;
  int s = c->stages;
  /* the consumers' own thread index, warps and lanes (warpgroup 0 is the producer) */
  g->tid = bin(g, KIR_SUB, g->tid, I(g, 128));
  g->lane = bin(g, KIR_AND, g->tid, I(g, 31));
  g->warp_m = bin(g, KIR_LSHR, g->tid, I(g, 5));
  g->warp_n = I(g, 0);
  kir_val wgi = bin(g, KIR_LSHR, g->tid, I(g, 7)); /* rows 64 wgi.. of the tile */
  kir_val a_off = bin(g, KIR_MUL, wgi, I(g, c->a_col_major ? c->bk * 128 : 64 * 128));
  unsigned flags = (c->a_col_major ? KIR_WGMMA_MN_A : 0) | (c->b_col_major ? 0 : KIR_WGMMA_MN_B);
  kir_var done = kir_var_new(b, "consumed", KT_I32, I(g, 0));
  kir_val t = kir_for_begin(b, first, tiles, step, 0);
  {
    kir_val base = kir_var_get(b, done);
    gg_tile_at(g, t);
    gg_zero_acc(g);
    kir_val nk = gg_nk_of(g);
    kir_val kt = kir_for_begin(b, I(g, 0), nk, I(g, 1), 0);
    kir_val u = bin(g, KIR_ADD, base, kt);
    kir_val slot = bin(g, KIR_UREM, u, I(g, s));
    kir_val round = bin(g, KIR_UDIV, u, I(g, s));
    if (cj__gemm_plant == CJ_GEMM_PLANT_WS_PHASE) round = bin(g, KIR_ADD, round, I(g, 1));
    if (cj__gemm_plant != CJ_GEMM_PLANT_WS_NO_FULL_WAIT)
      kir_mbar_wait(b, mbar_at(g, mb, slot, 0, s), bin(g, KIR_AND, round, I(g, 1)));
    kir_val sa = kir_shared_addr(b, gg_stage_base(g, g->sa, g->a_stage, slot));
    kir_val sb = kir_shared_addr(b, gg_stage_base(g, g->sb, g->b_stage, slot));
    sa = bin(g, KIR_ADD, sa, a_off);
    kir_wgmma_fence(b);
    for (int ks = 0; ks < c->bk / 16; ks++)
      kir_wgmma(b, gg_wg_shape(c), g->acc[0], gg_wg_desc(g, sa, c->a_col_major, ks, c->bk * 128),
                gg_wg_desc(g, sb, !c->b_col_major, ks, c->bk * 128), flags);
    kir_wgmma_commit(b);
    if (cj__gemm_plant == CJ_GEMM_PLANT_WS_EARLY_RELEASE) {
      kir_mbar_arrive(b, mbar_at(g, mb, slot, 1, s));
      kir_wgmma_wait(b, 1);
    } else {
      kir_wgmma_wait(b, 1); /* k tile u - 1's wgmmas retired: its slot is free */
      kir_if_begin(b, kir_cmp(b, KIR_UGT, kt, I(g, 0)));
      kir_mbar_arrive(b, mbar_at(g, mb, bin(g, KIR_UREM, bin(g, KIR_SUB, u, I(g, 1)), I(g, s)), 1, s));
      kir_if_end(b);
    }
    kir_for_end(b);
    kir_wgmma_wait(b, 0);
    kir_val last = bin(g, KIR_ADD, base, bin(g, KIR_SUB, nk, I(g, 1)));
    if (cj__gemm_plant != CJ_GEMM_PLANT_WS_EARLY_RELEASE)
      kir_mbar_arrive(b, mbar_at(g, mb, bin(g, KIR_UREM, last, I(g, s)), 1, s));
    kir_var_set(b, done, bin(g, KIR_ADD, base, nk));
    if (cst >= 0)
      gg_epilogue_ws_tma(g, kir_shared(b, cst), wgi);
    else
      gg_epilogue(g);
  }
  kir_for_end(b);
  if (cst >= 0) { /* the C stores done before the block ends */
    kir_if_begin(b, kir_cmp(b, KIR_EQ, bin(g, KIR_AND, g->tid, I(g, 127)), I(g, 0)));
    kir_bulk_wait(b, 0, 0);
    kir_if_end(b);
  }
}

void gg_emit_ws(gm *g, kir_val first, kir_val tiles, kir_val step) {
  kir_builder *b = g->b;
  const cj_gemm_cfg *c = g->c;
  int s = c->stages, consumers = cj__gemm_mma_warps_m(c) * 32;
  int mb = kir_shared_new(b, "mbar", 16 * s, 8);
  int cst = g->io && g->io->tmap_c > 0 && cj__gemm_ws_c_stage(c)
                ? kir_shared_new(b, "c_stage", c->bm * c->bn * (int)cj_dtype_size(c->out), 1024)
                : -1;
  g->stagers = 128;
  kir_comment(b, "a producer warpgroup stages the ring for %d consumer warpgroups; a full and "
                 "an empty mbarrier per slot, %d k tiles issued past the newest published",
              consumers / 128, lag(c));
  kir_if_begin(b, kir_cmp(b, KIR_EQ, g->tid, I(g, 0)));
  for (int i = 0; i < s; i++) {
    kir_mbar_init(b, mbar_at(g, mb, I(g, i), 0, s), g->tma ? 1 : 128);
    kir_mbar_init(b, mbar_at(g, mb, I(g, i), 1, s), consumers);
  }
  kir_if_end(b);
  kir_barrier(b); /* the mbarriers are set up for every thread */
  g->full = mb; /* (tma: the full mbarriers are the first S, gg_full_at's) */
  kir_roles_begin(b, kir_cmp(b, KIR_ULT, g->tid, I(g, 128)));
  if (g->tma && WS_TMA_REGS) kir_setmaxnreg(b, WS_TMA_PRODUCER_REGS, 0);
  producer(g, mb, first, tiles, step);
  kir_else(b);
  if (g->tma && WS_TMA_REGS) kir_setmaxnreg(b, WS_TMA_CONSUMER_REGS, 1);
  consumer(g, mb, cst, first, tiles, step);
  kir_if_end(b);
}
