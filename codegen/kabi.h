/* The kernel ABI: what the runtime and every generated kernel agree on. The parameters of
 * a kernel, the control area at the start of each rank's heap region, the sync area's layout,
 * and the sizes of the heap areas the ll and relay kernels use. One header, so the runtime and
 * the generators cannot drift apart (ARCHITECTURE.md draws the layout). */
#ifndef COLLJIT_KABI_H
#define COLLJIT_KABI_H

#include <stdint.h>

#include "colljit.h"

/* Largest element count a plan accepts: keeps every buffer under 2^47 bytes. */
#define CJ_MAX_BYTES (1ull << 47)
#define CJ_MAX_WORLD 64
#define CJ_MAX_GRID 1024

/* ---- kernel parameters: every generated collective kernel takes exactly these ------------- */
/*  heap_bases : PTR  device array of `world` 64-bit base addresses, as mapped in this process
 *  rank       : I32  this rank
 *  src        : PTR  input buffer (need not be on the heap unless the op reads it remotely)
 *  dst        : PTR  output buffer (on the heap where peers write into it)
 *  sync       : PTR  this rank's synchronisation area on the heap (see cj__sync_bytes)
 *  status     : PTR  one I32 word; a device wait that times out stores CJ_DEVICE_TIMEOUT here
 *  timeout_ns : I64  spin budget of every wait in the kernel, in nanoseconds
 *  work       : PTR  this rank's workspace on the heap (ops that stage data; may be null)
 *  n          : I64  element count (read by shape-generic kernels only, CJ_REQ_GENERIC)
 *  nblocks    : I32  blocks launched (read by shape-generic kernels only) */
enum {
  CJ_ARG_HEAP_BASES,
  CJ_ARG_RANK,
  CJ_ARG_SRC,
  CJ_ARG_DST,
  CJ_ARG_SYNC,
  CJ_ARG_STATUS,
  CJ_ARG_TIMEOUT_NS,
  CJ_ARG_WORK,
  CJ_ARG_N,
  CJ_ARG_NBLOCKS,
  CJ_ARG_COUNT_
};
/* Fused ops take more than these ten: up to CJ_ARG_AUX_MAX auxiliary parameters follow
 * `nblocks`, as the op's registry row lists them (cj_variant_row.aux: name and type). At launch
 * they are raw 64-bit values (pointers; I32 and F32 in the low bits). */
#define CJ_ARG_AUX_MAX 6
#define CJ_ARG_AUX0 CJ_ARG_COUNT_
#define CJ_ARG_ALL_MAX (CJ_ARG_COUNT_ + CJ_ARG_AUX_MAX)

/* A 2-D tensor map (a kernel parameter with flag KIR_PARAM_TMAP; kir.h, "Tensor maps"): the
 * runtime hands the GPU the driver's encoding of it (CJ_TMAP_BYTES, 64-byte aligned), the CPU
 * executor a pointer to this description. Row r, element x of the matrix lies at base +
 * r row_bytes + x elem_bytes; a copy moves box[1] rows of box[0] elements (box[0] x elem_bytes
 * = 128 with the 128-byte swizzle), zeros where the box leaves the matrix. */
typedef struct cj_tmap {
  uint64_t base;       /* 16-byte aligned */
  uint64_t dim[2];     /* elements along a row (0) and rows (1): 1..2^32 */
  uint64_t row_bytes;  /* a multiple of 16, below 2^40 */
  uint32_t box[2];     /* 1..256 each */
  uint32_t elem_bytes; /* 2 (f16 and bf16: dtype says which) */
  uint32_t dtype;      /* cj_dtype */
  uint32_t swizzle;    /* 0 or 128 */
} cj_tmap;
#define CJ_TMAP_BYTES 128

/* Values a kernel stores into *status (0 stays 0 when all went well). */
#define CJ_DEVICE_TIMEOUT 1

/* The sync area all kernels of a communicator share, zeroed once, never reset:
 *  CJ_SYNC_GRID: a 64-bit counter on which all blocks of this rank meet (grid barrier);
 *  CJ_SYNC_ROWS: one 32-bit epoch counter per (block, source rank), CJ_MAX_GRID x world. */
#define CJ_SYNC_GRID 0
#define CJ_SYNC_LL 8 /* 64-bit counter of ll calls (epochs), same scheme as the grid counter */
#define CJ_SYNC_FUSED 16 /* 64-bit counter of fused GEMM calls (epochs), the ll scheme */
#define CJ_SYNC_OUT 24   /* i64: reduce split: where the root's output lies (see coll_reduce.c) */
#define CJ_SYNC_CHAIN 32 /* 64-bit counter of broadcast chain calls (epochs), the ll scheme */
#define CJ_SYNC_CHAIN_TICKET 40 /* u32: the chain's next slice for this rank's blocks */
#define CJ_SYNC_ROWS 256
/* After the rows: CJ_SYNC_FLAGS 32-bit flags of the fused GEMM ops, each holding the epoch of
 * the call that last released it (never reset), half for each op so that a peer already in its
 * next call of the other op never touches a flag this rank still waits on: allgather_gemm's
 * (row of tiles, group of k tiles) from 0, gemm_reducescatter's (source rank, tile of the
 * owner's rows) from CJ_SYNC_OP_FLAGS. */
#define CJ_SYNC_FLAGS 16384
#define CJ_SYNC_OP_FLAGS 8192
uint64_t cj__sync_flags_offset(int world);
/* After those: CJ_CHAIN_SLICES 32-bit flags of the broadcast chain, slice s's holding the epoch
 * of the chain call whose rank before this one last forwarded slice s here (never reset). */
#define CJ_CHAIN_SLICES 16384
uint64_t cj__sync_chain_offset(int world);

/* The flag-free (ll) kernels: at most this many bytes per rank (count x element size: the
 * input of all_gather, the output of reduce_scatter); its receive area (the work
 * argument of ll kernels) holds 2 parities x world sources x 8 bytes per 4-byte word (4 MiB
 * a source: 8 MiB at 2 ranks, 32 MiB at 8, of the 1 GiB default heap). 1 MiB: at 2 ranks on
 * H100s ll broadcast / all_to_all of 1 MiB beat the barrier-bound push kernels
 * (bench/RESULTS.md); 256 KiB before. */
#define CJ_LL_MAX_BYTES (1u << 20)
uint64_t cj__ll_area_bytes(int world);
uint64_t cj__sync_bytes(int world);

/* The relay kernels (all_reduce, reduce_scatter and reduce push, broadcast and all_to_all relay)
 * send what each peer reduces (or copies) into that peer's relay area (the work argument of relay
 * kernels) in rounds of one slice per block, signalled per round on the (block, rank) counters:
 * CJ_RELAY_BUFS buffers x (world - 1) source regions x cj__relay_max_grid(world) blocks x
 * cj__relay_slice(world) bytes, the largest slice: 32 KiB on 256 blocks at 2 ranks; from 3 ranks
 * 64 KiB / (world - 1) rounded up to a power of 2, at least 16 KiB, on 128 blocks. Measured on 2
 * H200s (256 MiB per rank, GB/s per direction): 256 x 32 KiB 352-364, 128 x 64 KiB 348-363, 128 x
 * 32 KiB 341-344, 256 x 16 KiB 314-357, 32 x 128 KiB 238-333 (a round's release fence waits for
 * the block's stores: many blocks keep the links busy while some wait, larger slices make fewer
 * waits). */
#define CJ_RELAY_BUFS 4
#define CJ_RELAY_MIN_SLICE (4u << 10)
/* Blocks a vector spreads over (slices of bytes / CJ_RELAY_GRID, at least CJ_RELAY_MIN_SLICE)
 * until its slices reach the largest; past that it takes more blocks, up to
 * cj__relay_max_grid. 1 MiB per rank measured 7.7 us on 128 blocks of 8 KiB, 8.4 on 256 of
 * 4 KiB (2 H200s). */
#define CJ_RELAY_GRID 128
int cj__relay_max_grid(int world);
uint64_t cj__relay_slice(int world);
/* The slice a call of `bytes` per rank moves per block and round: the vector over
 * CJ_RELAY_GRID blocks, rounded up to a power of 2, between CJ_RELAY_MIN_SLICE and
 * cj__relay_slice(world) (small vectors still spread over many blocks; large ones take up to
 * cj__relay_max_grid(world) blocks of the largest slice). */
uint64_t cj__relay_slice_for(int world, uint64_t bytes);
/* The same rule up to `most` bytes (the broadcast chain's own limit). */
uint64_t cj__slice_for(uint64_t bytes, uint64_t most);
uint64_t cj__relay_area_bytes(int world);

/* Which heap area a kernel's `work` argument points at. */
typedef enum cj_area {
  CJ_AREA_WORK = 1,  /* the workspace (staged inputs) */
  CJ_AREA_LL = 2,    /* the ll receive area */
  CJ_AREA_RELAY = 4, /* the relay area */
} cj_area;
cj_area cj__variant_area(cj_op op, cj_variant v);

/* ---- the control area at the start of every rank's heap region (the runtime lays it out;
 * kernels get pointers into it: heap_bases, status, sync) ------------------------------------ */
#define CJ_CTRL_BASES 0     /* world x u64: heap_bases as mapped in this process */
#define CJ_CTRL_STATUS 512  /* i32 status word */
#define CJ_CTRL_REGION 520  /* u64: bytes of this rank's region from heap_bases[rank] (status +
                             * 8 in every layout: a kernel asks whether a buffer is on the heap) */
#define CJ_CTRL_SYNC 1024   /* epoch counters, cj__sync_bytes(world) */
#define CJ_CTRL_ALIGN 65536 /* the user area starts on this boundary */

/* Bytes from the region's start to the user area (the control area, rounded up). */
uint64_t cj__ctrl_bytes(int world);

#endif
