/* What collective generators share: the registry, the kernel ABI values, peer addressing and
 * the cross-rank barrier. Each collective is one generator in its own coll_*.c file. */
#ifndef COLLJIT_COLL_H
#define COLLJIT_COLL_H

#include "codegen.h"
#include "kir.h"

/* Values every generated kernel has at hand (set up by cj__gen_begin). */
typedef struct cj_gen {
  kir_builder *b;
  const cj_plan *p;
  kir_val arg[CJ_ARG_ALL_MAX]; /* the ABI parameters, in order (auxiliary ones: fused ops) */
  kir_val tid, bid;
  kir_val base_me;            /* heap_bases[rank], loaded once */
  kir_var failed;             /* I32: 1 once a wait in this thread gave up */
  kir_val nblocks;            /* I32 blocks in the grid: the plan's, or the nblocks argument */
  int generic;                /* CJ_REQ_GENERIC: sizes come from the n argument */
  kir_val tile_at; /* I64 byte offset the copy and reduce bodies' offsets start from, or 0 */
} cj_gen;

/* A length or index in bytes (or tiles): a compile-time constant in a specialised kernel, a
 * runtime I64 value in a generic one. Arithmetic on two constants folds in C, so specialised
 * kernels keep their constant code. */
typedef struct cj_len {
  uint64_t c; /* the value, when v is 0 */
  kir_val v;  /* runtime I64 value, or 0 */
} cj_len;
static inline cj_len cj_len_c(uint64_t c) { return (cj_len){c, 0}; }
/* The I64 value of a length (a constant is materialised). */
kir_val cj__len_val(cj_gen *g, cj_len x);
/* x op y for KIR_ADD, KIR_SUB, KIR_MUL, KIR_UDIV, KIR_UREM (folded when both are constants). */
cj_len cj__len_bin(cj_gen *g, kir_opcode op, cj_len x, cj_len y);
/* Bytes of `mult` chunks of count elements: count * dtype size * mult. */
cj_len cj__gen_chunk(cj_gen *g, uint64_t mult);
/* 1 when x is the constant 0 (nothing to emit). */
static inline int cj_len_zero(cj_len x) { return !x.v && !x.c; }
/* Prints a length into a comment: "123" or "n-dependent". */
const char *cj__len_str(cj_len x, char *buf, size_t n);

/* Declares the ABI parameters, thread/block ids and the local heap base. */
void cj__gen_begin(cj_gen *g, kir_builder *b, const cj_plan *p);
/* (rank + tid) mod world, as I32, for threads tid < world (w: the I32 world size). */
kir_val cj__gen_thread_peer(cj_gen *g, kir_val w);
/* (rank + i) mod world, as I32, for a compile-time i in [0, world). */
kir_val cj__gen_rotated_peer(cj_gen *g, int i);
/* The address of local heap pointer `ptr` in rank `peer`'s heap:
 * ptr + (heap_bases[peer] - heap_bases[rank]). */
kir_val cj__gen_peer_ptr(cj_gen *g, kir_val ptr, kir_val peer);
/* Cross-rank barrier of this block: every block b of every rank meets block b of every
 * other rank. Monotonic per-(block, rank) epoch counters in the sync area, never reset; the
 * arrival's returned value gives the target. Releases prior writes at system scope, acquires
 * peers' writes. Waits give up after timeout_ns, storing CJ_DEVICE_TIMEOUT into *status. */
void cj__gen_rank_barrier(cj_gen *g, const char *what);
/* Spins until the counter at `flag` (the type of target: I32 or I64) reaches `target`
 * (wrap-safe), or gives up after timeout_ns. */
void cj__gen_wait_counter(cj_gen *g, kir_val flag, kir_val target, kir_scope scope);
/* Counters that every call advances by exactly 2^shift (the grid barrier's, ll's, the fused GEMM
 * ops', the broadcast chain's): this block's share, added by the calling thread (thread 0,
 * inside the caller's branch) with order o: block 0 adds 2^shift - (G - 1), the others 1 (G:
 * the plan's grid or the nblocks argument). Returns the counter before the add. */
kir_val cj__gen_epoch_add(cj_gen *g, kir_val ctr, int shift, kir_order o);
/* The epoch of the call every block of this rank is in, from such a counter read relaxed at
 * the block's start: (count >> shift) + 1 (I64; the adds of blocks that already finished this
 * call stay below 2^shift). */
kir_val cj__gen_epoch_of(cj_gen *g, kir_val ctr, int shift);
/* All blocks of this rank meet (needs the whole grid resident: the planner caps the grid). */
void cj__gen_grid_barrier(cj_gen *g);

/* The access shape of a plan: vector type and width, threads, tile, unroll, grid. */
typedef struct cj_vec_shape {
  int vec;       /* bytes per access */
  kir_type vt;   /* V4I32, V2I32, I32 or I16 */
  int threads;   /* T */
  int unroll;    /* U vectors per thread per tile */
  uint64_t tile; /* bytes per tile = U * T * vec */
  int grid;
} cj_vec_shape;
cj_vec_shape cj__gen_shape(const cj_plan *p);

/* Emits the per-thread work for n vectors at byte offsets offs[0..n) (I64, the range's base
 * included): loads first, then the stores that use them. */
typedef void (*cj_vec_body)(cj_gen *g, void *ctx, const kir_val *offs, int n);
/* Walks `bytes` (a multiple of the vector width) from byte offset `base` (I64 value, 0 for
 * none) on the persistent grid: full tiles on blocks (t + first) mod G with U vectors per
 * thread (unrolled, unmasked), then the partial tile as one masked loop in one block. */
void cj__gen_tiles(cj_gen *g, kir_val base, cj_len bytes, cj_len first, cj_vec_body body,
                   void *ctx);
/* The grid as a length (I64): the plan's constant, or the nblocks argument. */
cj_len cj__gen_grid_len(cj_gen *g);
/* Bodies for a walk: the n vectors at offs[0..n) copied from `from` to each to[d] (+ to_off,
 * an I64 value or 0); or loaded from every srcs[r], combined and stored to every dsts[d]. All
 * loads of the thread are in flight before the first store. */
void cj__gen_copy_vecs(cj_gen *g, kir_val from, const kir_val *to, int nto, kir_val to_off,
                       const kir_val *offs, int n);
void cj__gen_reduce_vecs(cj_gen *g, const kir_val *srcs, int nsrc, const kir_val *dsts, int ndst,
                         const kir_val *offs, int n);
/* Copies `bytes` from `from` + off to each to[i] + off (+ to_off, an I64 value or 0). */
void cj__gen_copy(cj_gen *g, kir_val from, const kir_val *to, int nto, kir_val base,
                  kir_val to_off, cj_len bytes, cj_len first);
/* With CJ_REQ_STAGE: copies the first `bytes` of src into work and returns work; otherwise
 * returns src. Call before cj__gen_start. */
kir_val cj__gen_stage(cj_gen *g, cj_len bytes);
/* 1 (I1) when [p, p + bytes) lies in this rank's heap region (CJ_CTRL_REGION bytes from its
 * base; p a PTR); *off: p's offset from the base, *end: off + bytes, *region: the region's
 * bytes (I64 each). The root of reduce split and broadcast split publishes such an offset. */
kir_val cj__gen_on_heap(cj_gen *g, kir_val p, cj_len bytes, kir_val *off, kir_val *end,
                        kir_val *region);
/* 1 when the kernel synchronises ranks at all (world > 1, barrier mode not none). */
int cj__gen_sync(const cj_gen *g);
/* The opening barrier (mode full, or a staged input) and the closing one (modes full, end). */
void cj__gen_start(cj_gen *g);
void cj__gen_end(cj_gen *g);
/* Local heap pointer ptr as mapped for rank p (compile-time p), for p in 0..world-1. */
void cj__gen_all_peers(cj_gen *g, kir_val ptr, kir_val *out);
/* Element-wise reduction of n loaded vectors (the plan's dtype and op), in the given order:
 * f16/bf16 in f32, rounded once; i32 wraps; max/min signed / IEEE maxNum-minNum. */
kir_val cj__gen_combine(cj_gen *g, const kir_val *vals, int n);
/* Element k (0 or 1: the low or high half of a word of 2-byte elements) of an I32 word or an
 * I16 value, as F32 (f32, f16, bf16); and an F32 back into its bits (an I32 word part shifted
 * into place, or an I16), rounded to nearest even. */
kir_val cj__gen_unpack_f32(cj_gen *g, kir_val w, int k);
kir_val cj__gen_pack_f32(cj_gen *g, kir_val f, int k, kir_type storage);

/* dsts[d] + off = combine(srcs[0] + off, ..., srcs[nsrc-1] + off) for off in [0, bytes). */
void cj__gen_reduce_range(cj_gen *g, const kir_val *srcs, int nsrc, const kir_val *dsts, int ndst,
                          cj_len bytes, cj_len first);
/* Splits `bytes` into one share per rank on a 16-byte grid, whatever the access width (ranks
 * whose buffers allow different widths still split the same way): share r at r * share, and
 * `rest` bytes after the W shares, which rank W-1 takes too. */
void cj__gen_shares(cj_gen *g, cj_len bytes, cj_len *share, cj_len *rest);
/* The same split into `parts` shares (the rest after the last, with its owner). */
void cj__gen_shares_of(cj_gen *g, cj_len bytes, int parts, cj_len *share, cj_len *rest);
/* ptr + index * scale bytes (index: I32 value). */
kir_val cj__gen_offset(cj_gen *g, kir_val ptr, kir_val index, cj_len scale);
/* reduce: the root publishes its output (`bytes` long) for the peers to store into, then the
 * opening barrier; the root's output as this rank addresses it, *alone where it is off the
 * root's heap (coll_reduce.c). */
kir_val cj__gen_root_out(cj_gen *g, cj_len bytes, kir_val *alone);

/* The ll protocol's pieces (coll_ll.c), for generators of other ops on it: the call's epoch,
 * this rank's area of the parity, the regions; put sends one 4-byte word (at byte offset off of
 * the sender's data) with the epoch to region `rank` of every rank; get waits for word off of
 * region src (0 once a wait gave up); end advances the epoch counter (every block, at its end). */
typedef struct cj_ll {
  kir_val ctr;                /* the sync area's ll counter */
  kir_val epoch;              /* I32 */
  kir_val from[CJ_MAX_WORLD]; /* where each send's words come from (rotated peer order) */
  kir_val out[CJ_MAX_WORLD];  /* region `rank` in each rotated peer's area */
  kir_val in[CJ_MAX_WORLD];   /* this rank's area, region of each source rank */
  kir_val to[CJ_MAX_WORLD];   /* all_gather: block q of the output */
  kir_val to_root;            /* reduce: region `rank` in the root's area */
  int nfrom;                  /* 1: one word goes to every rank; W: word i of each block */
} cj_ll;
void cj__ll_begin(cj_gen *g, cj_ll *c, cj_len bytes);
void cj__ll_put(cj_gen *g, const cj_ll *c, kir_val off, kir_val word);
kir_val cj__ll_get(cj_gen *g, const cj_ll *c, int src, kir_val off);
void cj__ll_end(cj_gen *g, const cj_ll *c);
/* A receive in two steps, so that many are in flight at once: probe loads word off of region
 * src as it is (issue every probe first); get_probed returns its data word if the probe saw the
 * epoch, else waits for it as get does. */
kir_val cj__ll_probe(cj_gen *g, const cj_ll *c, int src, kir_val off);
kir_val cj__ll_get_probed(cj_gen *g, const cj_ll *c, int src, kir_val off, kir_val probe);

/* Generators. */
cj_status cj__gen_barrier(cj_gen *g);
cj_status cj__gen_allgather_push(cj_gen *g);
cj_status cj__gen_allreduce_one_shot(cj_gen *g);
cj_status cj__gen_allreduce_two_shot(cj_gen *g);
cj_status cj__gen_ll(cj_gen *g); /* all_reduce, all_gather, reduce_scatter */
cj_status cj__gen_ll_split(cj_gen *g); /* reduce, broadcast */
cj_status cj__gen_reducescatter_pull(cj_gen *g);
cj_status cj__gen_alltoall_push(cj_gen *g);
cj_status cj__gen_broadcast_push(cj_gen *g);
cj_status cj__gen_broadcast_split(cj_gen *g);
cj_status cj__gen_reduce_pull(cj_gen *g);
cj_status cj__gen_reduce_split(cj_gen *g);
cj_status cj__gen_broadcast_chain(cj_gen *g); /* coll_relay.c */
/* all_reduce, reduce_scatter and reduce push; broadcast and all_to_all relay */
cj_status cj__gen_relay(cj_gen *g);
cj_status cj__gen_reduce_relay(cj_gen *g); /* reduce relay: shares pushed in rounds */
cj_status cj__gen_rmsnorm(cj_gen *g); /* allreduce_rmsnorm, ll and two_shot */
extern const cj_aux_param cj__rmsnorm_aux[];
cj_status cj__gen_allgather_gemm(cj_gen *g);      /* coll_gemm.c */
cj_status cj__gen_gemm_reducescatter(cj_gen *g); /* coll_gemm_rs.c */
cj_status cj__gen_gemm_rs_reduce(cj_gen *g);     /* its vendor-BLAS path's reduction */
cj_status cj__gen_gemm_op(cj_gen *g);            /* the stand-alone gemm op (coll_gemm.c) */
/* The fused GEMM ops' epochs (coll_gemm.c): this call's (I64, from 1), read at the start of
 * every block; every block advances the counter at its end (block 0 by 2^11 - (G - 1), the
 * others by 1: each call moves it by exactly 2^11). */
kir_val cj__fused_epoch(cj_gen *g);
void cj__fused_epoch_end(cj_gen *g);
/* gemm_reducescatter: the most rows of tiles that hold one owner's rows. */
uint32_t cj__gemm_rs_rows(const cj_plan *p);
extern const cj_aux_param cj__gemm_aux[];
struct cj_gemm_cfg;
/* The GEMM configuration of a GEMM op's plan (gen_gemm.h). */
void cj__gemm_cfg_of(const cj_plan *p, struct cj_gemm_cfg *c);

#endif
