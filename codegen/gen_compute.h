/* Compute helpers for generators, built from kir's shuffles and shared memory. */
#ifndef COLLJIT_GEN_COMPUTE_H
#define COLLJIT_GEN_COMPUTE_H

#include "kir.h"

/* Bytes of shared scratch cj__gen_block_reduce_f32 needs for a block of `threads`. */
int cj__block_reduce_scratch(int threads, int warp_size);

/* Every thread of the block gets op (KIR_ADD or KIR_MAX) over the F32 value x of all
 * block_threads threads, in a fixed order: a butterfly within each warp (shfl xor by warp/2,
 * ..., 1: every lane ends with the same bits), then the warps' results in increasing warp order.
 * tid: the thread index (I32); scratch: a shared array of cj__block_reduce_scratch bytes. Two
 * barriers: all threads of the block must call it, outside divergent control flow; scratch can
 * be reused right after. */
kir_val cj__gen_block_reduce_f32(kir_builder *b, kir_opcode op, kir_val x, kir_val tid,
                                 int scratch);

#endif
