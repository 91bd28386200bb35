/* Compute helpers for generators: the block reduction of F32 values (shuffles within warps,
 * shared memory between them). */
#include "gen_compute.h"

int cj__block_reduce_scratch(int threads, int warp_size) {
  return 4 * ((threads + warp_size - 1) / warp_size);
}

static int log2_of(int x) {
  int n = 0;
  while ((1 << n) < x)
    n++;
  return n;
}

kir_val cj__gen_block_reduce_f32(kir_builder *b, kir_opcode op, kir_val x, kir_val tid,
                                 int scratch) {
  int w = b->k->warp_size, nw = (b->k->block_threads + w - 1) / w;
  kir_comment(b, "block %s of f32: butterfly in each warp, then %d warps in order",
              op == KIR_ADD ? "sum" : "max", nw);
  kir_val v = x;
  for (int off = w / 2; off >= 1; off /= 2)
    v = kir_bin(b, op, v, kir_shfl(b, KIR_SHFL_XOR, v, kir_i32(b, off)));
  kir_val base = kir_shared(b, scratch);
  kir_val lane = kir_bin(b, KIR_AND, tid, kir_i32(b, w - 1));
  kir_val warp = kir_bin(b, KIR_LSHR, tid, kir_i32(b, log2_of(w)));
  kir_if_begin(b, kir_cmp(b, KIR_EQ, lane, kir_i32(b, 0)));
  kir_store(b, kir_ptr_add(b, base, kir_bin(b, KIR_SHL, warp, kir_i32(b, 2))), v, 4, KIR_HINT_NONE);
  kir_if_end(b);
  kir_barrier(b);
  kir_val acc = kir_load(b, KT_F32, base, 4, KIR_HINT_NONE);
  for (int i = 1; i < nw; i++)
    acc = kir_bin(b, op, acc,
                  kir_load(b, KT_F32, kir_ptr_add(b, base, kir_i32(b, 4 * i)), 4, KIR_HINT_NONE));
  kir_barrier(b);
  return acc;
}
