/* GEMM tiles in kir: C = A B with A row-major (M x K) or column-major (stored K x M), B
 * row-major (K x N) or column-major (stored N x K), bf16 or f16 inputs, f32 accumulation, bf16 / f16 / f32 output (row-major
 * M x N). One block computes a BM x BN tile of C, its warps a WM x WN part each; K advances in
 * steps of BK through a `stages`-deep ring of shared-memory tiles (cp.async on NVIDIA, copies on
 * AMD). Any M, N, K: rows and columns past the edges are zero-filled on the way in and not
 * stored on the way out; an operand whose rows are not whole 16-byte chunks (leading dimension
 * not a multiple of 8 elements) is gathered element by element.
 *
 * NVIDIA (warp 32): mma.sync m16n8k16 fed by ldmatrix (.trans for row-major B and column-major
 * A). AMD (wave 64):
 * MFMA 32x32x8 fed by 8-byte shared loads (16-bit loads for an operand
 * stored with k along its rows). Shared tiles are rows of 16-byte chunks with the
 * chunk index XOR-swizzled by the row, so that ldmatrix and the copies are free of bank
 * conflicts. */
#ifndef COLLJIT_GEN_GEMM_H
#define COLLJIT_GEN_GEMM_H

#include "colljit.h"
#include "kabi.h"
#include "kir.h"

/* Rows of tiles that consecutive blocks share (L2 reuse), the default of cj_gemm_cfg.group_m:
 * tile t lies in row group t / (G x tiles along n), column by column within it. */
#define CJ_GEMM_GROUP_M 8
#define CJ_GEMM_GROUP_M_MAX 64

typedef struct cj_gemm_cfg {
  uint32_t m, n, k; /* sizes, compile-time constants of the kernel */
  cj_dtype in, out; /* in: CJ_BF16 or CJ_F16; out: CJ_BF16, CJ_F16 or CJ_F32 */
  int b_col_major;  /* 1: B is stored N x K (leading dimension K) */
  int bm, bn, bk;   /* block tile; bk 32 or 64 */
  int stages;       /* shared-memory ring depth, 2..5 */
  int warps_m, warps_n;
  int warp_size; /* 32: NVIDIA mma.sync path; 64: AMD MFMA path */
  /* NVIDIA main loop: -1 loads each k step's fragments and multiplies them; 1 double-buffers
   * the fragments in registers (step ks + 1's ldmatrix before step ks's mma, across tiles
   * too) and issues the next tile's copies in two halves over the first steps; 0 (auto): 1
   * when BK is 64 (4 k steps), else -1. Measured on one H200, 2026-11-23 (bf16, 4 shapes):
   * BK 64 double-buffered 0.54-0.64 of cuBLAS against 0.49-0.55; BK 32 (2 k steps) gained
   * nothing (0.46-0.54 against 0.51-0.55). AMD ignores it. */
  int pipeline;
  /* Rows of tiles per raster group G (tile_at): 0 = CJ_GEMM_GROUP_M; 1: plain row-major
   * (tile t at row t / tiles_n, column t % tiles_n); at most CJ_GEMM_GROUP_M_MAX. */
  int group_m;
  /* 1: A is stored K x M (leading dimension M: for each k, M consecutive rows), staged and
   * read with k along the shared tile's rows as a row-major B is (ldmatrix .trans on NVIDIA,
   * 16-bit loads on AMD). */
  int a_col_major;
  /* 1: warpgroup MMA (NVIDIA sm_90): each warpgroup of 4 warps multiplies 64 rows of the tile
   * by all BN columns with asynchronous wgmma.m64nBNk16 reading both operands from the
   * shared ring through matrix descriptors (128-byte swizzle: A and B tiles staged in
   * 1024-byte atoms, operands stored with k along the rows in panels of 64 columns), one
   * k tile's group left in flight while the next is issued. Needs BK 64, BM a multiple of 64,
   * BN 64, 128 or 256, warps BM/16 x 1, 3..5 stages (S - 2 k tiles staged ahead). */
  int wgmma;
  /* 1: gfx950's MFMA 32x32x16 (wave 64): each k step of 16 reads one 16-byte fragment of A
   * and of B a lane (ds_read_b128; an operand stored with k along its rows is staged as stored
   * and read with two transposing 8-byte reads, ds_read_b64_tr_b16) and issues half the MFMAs
   * of the 32x32x8 form per k (that form runs on gfx950 at half its matrix rate). Set by the
   * planner for gfx950 targets. */
  int mfma_k16;
  /* 1: a producer warpgroup (warps_m = BM / 16 + 4, the 4 more warps; warpgroup MMA, the gemm
   * op's persistent loop): warpgroup 0 stages the operands into the ring with cp.async and,
   * once a slot's copies completed, arrives at the slot's "full" mbarrier; the BM / 64
   * consumer warpgroups wait on it, multiply, and arrive at the slot's "empty" mbarrier once
   * their wgmmas that read it retired, which the producer waits on before refilling it. The
   * producer runs ahead across tiles, so the next tile's first k tiles load during this
   * tile's epilogue (stored from the registers). Set from the tile's warps: BM 128 on 12 x 1
   * warps (the key's .wp12x1); the gemm op only. On an H100 (2026-11-27) 0.85-0.91 of
   * torch.matmul at 4096^3 and 1024 x 3584 x 8192, 0.55-0.58 at 4000 x 3000 x 1000: not
   * faster than the two-warpgroup tile, so not a default (bench/RESULTS.md). With tma one
   * producer thread issues tensor-map copies instead (gen_gemm_ws.c). */
  int ws;
  /* 1: tensor-map copies (TMA, NVIDIA sm_90; cj__gemm_tma_of): one thread a block issues a
   * k tile's copies of A and B (cp.async.bulk.tensor: the A box, the B box or B's panels of
   * 64 columns) into the ring slot, counted off the slot's mbarrier, on which every thread
   * waits before the slot's wgmmas; A and B each arrive as one kernel parameter, a tensor map
   * (kabi.h cj_tmap, the runtime encodes it), in place of per-thread addresses and
   * cp.async. Edges are zero-filled by the copies. The gemm op only. */
  int tma;
  /* 1 (tma 0): A alone through its tensor map, B by cp.async as without maps (cj__gemm_tma_a_of:
   * B's rows 16 mod 32 bytes long, where B's map ran slower than cp.async through L1); the
   * kernel takes both maps as with tma and issues A's copies, counted off the slot's mbarrier,
   * beside every thread's cp.async of B. The gemm op only. */
  int tma_a;
} cj_gemm_cfg;
/* Warps along m that multiply: warps_m, less the producer warpgroup's 4 (ws). */
int cj__gemm_mma_warps_m(const cj_gemm_cfg *c);
/* ws for a configuration whose wgmma is set: 1 for BM 128 on warps 12 x 1 (BM / 16 + 4; other
 * row counts keep their meaning: a 64-row tile on 8 warps is the mma.sync tile). */
int cj__gemm_ws_of(const cj_gemm_cfg *c);
/* tma for the gemm op's configuration (wgmma set): 1 for a warpgroup-MMA tile without a
 * producer warpgroup, A row-major, rows of A whole 16-byte chunks (the tensor maps' strides)
 * and rows of B whole 32-byte sectors (B's rows of 16 mod 32 bytes run faster with cp.async
 * through L1: cj__gemm_tma_a_of), unless `no_tma` (the request's CJ_REQ_NO_TMA). */
int cj__gemm_tma_of(const cj_gemm_cfg *c, int no_tma);
/* tma_a for the same: 1 where tma is not and the rows of A and B are whole 16-byte chunks
 * (B's then 16 mod 32 bytes long); its other conditions tma's. */
int cj__gemm_tma_a_of(const cj_gemm_cfg *c, int no_tma);
/* ... for a GEMM op's kernel: the gemm op's and gemm_reducescatter's (both read A and B where
 * the caller put them; allgather_gemm reads A where its fetchers staged it), c->k the
 * kernel's own (gemm_reducescatter: k / W). */
int cj__gemm_op_tma(cj_op op, const cj_gemm_cfg *c, int no_tma);
/* ... tma_a, for the gemm op's kernel alone */
int cj__gemm_op_tma_a(cj_op op, const cj_gemm_cfg *c, int no_tma);
/* The tensor maps of a gemm op kernel with tma (A at a, B at b, C at cc, device addresses):
 * out[0] A's (k along its rows: box BK x BM), out[1] B's (column-major: BK x BN; row-major:
 * panels of 64 columns x BK rows), out[2] C's (panels of 128 bytes of columns x BM rows);
 * returns how many the kernel takes (2, or 3 with cj__gemm_tma_store). */
int cj__gemm_tmaps(const cj_gemm_cfg *c, uint64_t a, uint64_t b, uint64_t cc, cj_tmap out[3]);
/* 1 when the gemm op's tile goes out through a tensor map too (tma, and the epilogue staged in
 * B's last two ring slots: cj__gemm_ahead): the threads stage it and one thread stores it
 * asynchronously while the block goes on to its next tile. */
int cj__gemm_tma_store(const cj_gemm_cfg *c);
/* 1 when a producer warpgroup's consumers stage their C tile in shared memory of its own
 * (tma, C's rows whole 16-byte chunks, ring + tile within 227 KiB: 3 stages of 128 x 256 x 64)
 * and each consumer warpgroup stores its 64 rows through C's map; else from registers. */
int cj__gemm_ws_c_stage(const cj_gemm_cfg *c);


/* G of a configuration (group_m, or the default for 0). */
int cj__gemm_group_m(const cj_gemm_cfg *c);

/* The defaults for a warp size: 128 x 128 x 32, 3 stages, 2 x 2 warps (NVIDIA: 0.50-0.56 of
 * cuBLAS on an H100 against 0.41-0.53 with 2 x 4) or 2 x 2 waves (AMD). */
void cj__gemm_defaults(cj_gemm_cfg *c, int warp_size);
/* The gemm op's mma.sync defaults (its launches pass dynamic shared memory; NVIDIA other than
 * sm_90, and sm_90 tiles the warpgroup MMA cannot take): NVIDIA 128 x 256 x 64, 3 stages,
 * 2 x 4 warps (144 KiB; the best or within 0.03 of the best of five tiles at each of six
 * shapes on an H100, 2026-11-25: 0.59-0.64 of cuBLAS); AMD as cj__gemm_defaults. */
void cj__gemm_defaults_alone(cj_gemm_cfg *c, int warp_size);
/* The warpgroup-MMA tile (NVIDIA sm_90): 128 x 256 x 64, 4 stages (192 KiB), warps 8 x 1 (two
 * warpgroups of 64 rows each), wgmma 1. */
void cj__gemm_defaults_wg(cj_gemm_cfg *c);
/* 1 when a warp-32 tile has the warpgroup MMA's shape (BK 64, BM a multiple of 64, BN 64, 128
 * or 256, warps BM/16 x 1, at least 3 stages): the gemm op on sm_90 runs such a tile with
 * wgmma (the key's tile and warps say it; no token of its own). */
int cj__gemm_wg_shape(const cj_gemm_cfg *c);
/* Planted in the producer-warpgroup loop (cj_gemm_cfg.ws): the consumers skip the wait on a
 * slot's full mbarrier, wait on the phase one round early, the producer skips its wait on
 * the slot's empty mbarrier, the consumers release a slot before the wgmmas that read it
 * retired. */
enum { CJ_GEMM_PLANT_WS_NO_FULL_WAIT = 20, CJ_GEMM_PLANT_WS_PHASE, CJ_GEMM_PLANT_WS_NO_EMPTY_WAIT,
       CJ_GEMM_PLANT_WS_EARLY_RELEASE };
/* Planted in the tensor-map loop (cj_gemm_cfg.tma): no wait on the slot's mbarrier, the wait
 * for the other parity, a k tile's bytes expected short by one box row, B's map without its
 * swizzle (cj__gemm_tmaps), the next copy issued into the slot still being read. */
enum { CJ_GEMM_PLANT_TMA_NO_WAIT = 30, CJ_GEMM_PLANT_TMA_PARITY, CJ_GEMM_PLANT_TMA_TX,
       CJ_GEMM_PLANT_TMA_SWIZZLE, CJ_GEMM_PLANT_TMA_SLOT, CJ_GEMM_PLANT_TMA_STORE_NO_WAIT,
       CJ_GEMM_PLANT_WS_STORE_NO_WAIT, CJ_GEMM_PLANT_WS_NO_WG_BARRIER };
/* Faults planted on purpose in the warpgroup-MMA kernel, for the tests that show the CPU
 * executor catches them (never set otherwise): the swizzle key off by one row, no wgmma_wait
 * in the loop, no proxy fence, no wgmma fence, the next tile staged one ring slot late; in the
 * persistent loop that stages a tile's successor early (cj__gemm_ahead), the epilogue over the
 * successor's first B slot, no barrier before the successor's copies. On gfx950 (mfma_k16), an
 * operand stored with k along its rows staged with gg_swz's key in place of the transposing
 * read's, and that read's lanes taking row and column group swapped. On gfx942 and gfx90a
 * (MFMA 32x32x8 in pairs of k steps), the odd step taking the even step's k again. The last
 * wave's half-width tiles both taking the first half's columns; and none (for comparisons: the
 * same kernel without them, not a fault). The gemm op's last addend (CJ_REQ_ADD_SLOTS) left
 * out. AMD's buffer loads (kir_load_off) reading every k tile at the first one's offset. */
enum { CJ_GEMM_PLANT_SWIZZLE = 1, CJ_GEMM_PLANT_NO_WAIT, CJ_GEMM_PLANT_NO_PROXY_FENCE,
       CJ_GEMM_PLANT_NO_WGMMA_FENCE, CJ_GEMM_PLANT_SLOT, CJ_GEMM_PLANT_AHEAD_SLOT,
       CJ_GEMM_PLANT_AHEAD_NO_BARRIER, CJ_GEMM_PLANT_TR_SWIZZLE, CJ_GEMM_PLANT_TR_LANES,
       CJ_GEMM_PLANT_AMD_PAIR_HALF, CJ_GEMM_PLANT_HALF_TAIL_COLUMNS, CJ_GEMM_PLANT_NO_HALF_TAIL,
       CJ_GEMM_PLANT_ADDS_FEWER, CJ_GEMM_PLANT_BUF_SOFF };
extern int cj__gemm_plant;
/* CJ_OK, or CJ_E_INVALID with a message naming the field that is wrong. */
cj_status cj__gemm_check(const cj_gemm_cfg *c);
/* The launch bound of a warpgroup-MMA tile kernel whose shared memory lets `per` blocks share
 * an SM: the most blocks (at most per) whose registers still fit 64K (a warpgroup's BN / 2
 * accumulators a thread plus 48), 0 below 2 or without wgmma. Set, the planner's count of
 * resident blocks (by shared memory) holds for the registers too. */
int cj__gemm_min_blocks(const cj_gemm_cfg *c, int per);
/* AMD (wave 64): the least waves per SIMD a tile kernel asks the HIP compiler for
 * (kir_kernel.waves_per_eu; the LLVM IR asks in fewer kernels, cj__gemm_amd_llvm_waves), 2 or
 * 0 for none. Without a bound hiprtc 6.4 (LLVM 21) may give a wave all 512 registers and takes
 * the MFMA form that accumulates in AGPRs: 152-300 registers, 1-3 waves per SIMD on gfx942 and
 * gfx950; held to 256 it accumulates in VGPRs: 116-172 registers (at most 182 over 115
 * kernels of other shapes and tiles), 2-4 waves, no scratch
 * (bench/amd-2026-11-27-hiprtc-waves-per-kernel.md). 2 for blocks of at most 4 waves (8 or
 * more already hold a wave to 256), at most 64 accumulators a thread (BM x BN / threads), a k
 * tile's copies at most 4 16-byte loads a thread ((BM + BN) x BK x 2 / 16 / threads), A
 * and B in whole 16-byte chunks (leading dimensions multiples of 8 elements) and K whole k
 * tiles (with a masked last k tile, gemm 4096 x 4096 x 4104, hiprtc 6.4 spilled 8-12 bytes on
 * gfx942 under the bound). Under the bound
 * 128 accumulators took up to 254 registers (and gemm_reducescatter's spill grew), BK 64 up
 * to 251, gathered operands up to 232 (gemm, B row-major, bias, f32 out), and
 * gemm_reducescatter with one spilled up to 524 bytes. Set by the gemm op, allgather_gemm,
 * gemm_reducescatter and cj__gemm_kernel; other kernels that call cj__gemm_emit keep none
 * until measured with it. */
int cj__gemm_amd_waves(const cj_gemm_cfg *c);
/* AMD: the least waves per SIMD the LLVM IR of an allgather_gemm or gemm op kernel asks for
 * (kir_kernel.llvm_waves_per_eu, "amdgpu-waves-per-eu"), 2 or 0 for none: 2 where
 * cj__gemm_amd_waves gives 2, a thread holds exactly 64 accumulators (BM x BN = 64 x
 * threads), K is whole k tiles (a multiple of BK), M more than one row of tiles (M > BM) and B
 * is row-major (k x n). There LLVM 19 (gfx90a, gfx942) and LLVM 21 (gfx942, gfx950)
 * accumulate in VGPRs instead of AGPRs: allgather_gemm 124-236 registers -> 117-168, a wave
 * more per SIMD in 206 of 228 kernel-targets and in none fewer
 * (bench/amd-2026-11-27-llvm-waves-per-kernel.md); the gemm op with B row-major (with and
 * without gemm_reducescatter's addends) a wave more in 121 of 129 kernel-compiler pairs of LLVM
 * 19 and 21 on gfx90a / gfx942, none fewer, no scratch, its main loop as long (the default
 * tile at 4096^3 on gfx942: 156 registers, 92 of them AGPRs, 3 waves -> 122, 4), where B
 * column-major lost as many waves as it gained (4 fewer, 9 more of 75;
 * bench/amd-2026-11-27-llvm-waves-gemm-op.md). Triton's LLVM, which CI gives the IR without an
 * optimiser and which then splits the 256 registers into 128 VGPRs and 128 AGPRs, goes from
 * 264-269 registers, 1 wave, to 252-256, 2, for allgather_gemm on gfx90a and gfx942 (15-20%
 * more main-loop instructions), and for the gemm op gains a wave in 15 of 86 and runs a 23%
 * longer loop (its loops, unoptimised, are 5x colljit's own path's either way). Not on gfx950
 * (mfma_k16), where Triton's LLVM gained no wave for its longer loop (LLVM 19 knows no gfx950;
 * LLVM 21 went 3 -> 4 waves there). Under the same bound gemm_reducescatter's fused kernel
 * spilled in all three compilers (8-952 bytes), 32 accumulators lost Triton's LLVM a wave (3
 * -> 2), a masked last k tile spilled in LLVM 21 (32-72 bytes, gemm, K 4104-4120) and Triton's
 * LLVM (8, allgather_gemm, K 4104), one row of tiles in Triton's LLVM (60-268). */
int cj__gemm_amd_llvm_waves(const cj_gemm_cfg *c);
/* Output tiles: ceil(M / BM) * ceil(N / BN). */
int cj__gemm_tiles(const cj_gemm_cfg *c);
/* Shared memory of one block: stages x (BM + BN) x BK x 2 bytes. */
uint32_t cj__gemm_shared_bytes(const cj_gemm_cfg *c);
int cj__gemm_threads(const cj_gemm_cfg *c); /* threads per block */
/* A kernel `name`(A, B, C) computing the whole product, one block per output tile: the tile
 * code of every GEMM op (cj__gemm_emit's main loop and epilogue) without the persistent loop,
 * for the tests of the tile and the ISA tables. What users run is the gemm op's kernel
 * (`colljit gemm` prints it). */
cj_status cj__gemm_kernel(const cj_gemm_cfg *c, const char *name, kir_kernel **out);

/* The GEMM emitted into a kernel someone else builds (fused ops): the operands, an optional
 * bias (N elements of the input type, added in f32 before the output's rounding), and a hook
 * called before the block stages k tile `kt` (I32) of a tile in row of tiles `tile_m` (I32),
 * where it may wait for the data (it runs in block-uniform control flow: barriers allowed). */
typedef struct cj_gemm_io {
  kir_val a, b, c, bias; /* PTR values; bias 0: none */
  /* Optional (PTR; 0: none): nadds addends of m x n elements of the input type, row-major,
   * one after another, added in f32 in order to the product (before the bias and the output's
   * rounding; CJ_REQ_ADD_SLOTS). */
  kir_val adds;
  int nadds;
  void (*before_stage)(void *user, kir_val tile_m, kir_val kt);
  /* Optional: where output element (row, col) goes (in place of c's row-major m x n), and a
   * hook after the tile's last store (block-uniform; the block has not met yet). */
  kir_val (*c_at)(void *user, kir_val row, kir_val col);
  void (*after_tile)(void *user, kir_val tile_m, kir_val tm0, kir_val tn0);
  /* Optional: a hook after the tile's main loop, before its epilogue (block-uniform). */
  void (*before_out)(void *user, kir_val tile_m, kir_val tm0, kir_val tn0);
  /* Optional, with c_at: the element address of a chunk of 16 bytes of output elements
   * (row, col .. col + 16 / size - 1), all in C and contiguous where c_at puts them. Given, and
   * N a multiple of the chunk, the tile goes out through shared memory in whole chunks. */
  int c_at_chunks;
  /* Optional: the block visits its tiles in `passes` passes (block-uniform), pass p
   * computing those whose pass_of(tile_m, tm0) (I32) is p; every tile must name one pass
   * in [0, passes). 0 or 1: one pass, in order. */
  int passes;
  kir_val (*pass_of)(void *user, kir_val tile_m, kir_val tm0);
  /* Optional (I32, block-uniform; 0: none): the rows of tiles taken from row_shift on,
   * wrapping: the raster's row r is row (r + row_shift) mod the rows. One sequence, so the
   * blocks stay balanced where passes would round each pass up to whole waves. */
  kir_val row_shift;
  /* Optional: where the tile in row of tiles tile_m from row tm0 reads A (block-uniform): a
   * PTR holding A's element (row, col) at the element offset (row - *shift) x lda + col (lda
   * and layout as `a`'s; *shift an I32, left 0 for none); lanes past an edge still read `a`. */
  kir_val (*a_of)(void *user, kir_val tile_m, kir_val tm0, kir_val *shift);
  void *user;
  /* With cfg.tma: the kernel parameters (indices) of A's and B's tensor maps. */
  int tmap_a, tmap_b;
  int tmap_c; /* > 0: C's tensor map (cj__gemm_tma_store) */
  /* Optional: the grid (its block count, `step`) when the caller knows it at generation (the
   * gemm op: its plan's); 0: not known. Given, a last wave of tiles that would leave at least
   * half the blocks idle may go in half-width tiles (cj__gemm_half_tail). */
  int grid;
} cj_gemm_io;
/* Tiles of the last wave computed as two half-width tiles each (BN / 2 columns; 0: none): where
 * the persistent loop stages ahead (cj__gemm_ahead, no hook), the grid is known, B is
 * row-major, BN >= 128 with warpgroup MMA, at least one full wave, and the tiles left after the
 * full waves at most half the grid (twice as many half tiles then run at once, each in about
 * half the time). */
int cj__gemm_half_tail(const cj_gemm_cfg *c, int grid);
/* 1 when cj__gemm_emit's loop stages each tile's successor before the tile's epilogue (the
 * tiles a block walks then overlap: a persistent grid gains): warpgroup MMA, C's rows whole
 * 16-byte chunks, the C tile within B's last two ring slots (BM x osz <= 4 BK), and in
 * cj__gemm_emit one pass and no hook but the bias. */
int cj__gemm_ahead(const cj_gemm_cfg *c);
/* Emits a persistent loop: this block computes tiles first, first + step, ... (I32 values)
 * below cj__gemm_tiles(c) (the output tiles, in the order of cj__gemm_kernel's blocks). The kernel's
 * block must have cj__gemm_threads(c) threads. */
void cj__gemm_emit(kir_builder *b, const cj_gemm_cfg *c, const cj_gemm_io *io, kir_val first,
                   kir_val step);

#endif
