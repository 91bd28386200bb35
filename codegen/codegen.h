/* Internal interfaces of the generator: targets, plans, the kernel ABI, generators, printers. */
#ifndef COLLJIT_CODEGEN_H
#define COLLJIT_CODEGEN_H

#include "colljit.h"
#include "kir.h"
#include "strbuf.h"

/* Version of the generated code. Bump it whenever a generator, a printer or a prelude changes
 * the code it produces: the code-object cache keys its entries on it. */
#define CJ_GENERATOR_VERSION 6

/* ---- targets ------------------------------------------------------------------------------ */
#define CJ_ARCH_LIST(X)                                                                        \
  X(CJ_ARCH_GFX90A, "gfx90a", CJ_VENDOR_AMD, 64)                                               \
  X(CJ_ARCH_GFX942, "gfx942", CJ_VENDOR_AMD, 64)                                               \
  X(CJ_ARCH_SM80, "sm_80", CJ_VENDOR_NVIDIA, 32)                                               \
  X(CJ_ARCH_SM90, "sm_90", CJ_VENDOR_NVIDIA, 32)                                               \
  X(CJ_ARCH_HOST, "host", CJ_VENDOR_HOST, 32)

typedef enum cj_vendor { CJ_VENDOR_AMD, CJ_VENDOR_NVIDIA, CJ_VENDOR_HOST } cj_vendor;
#define CJ_X_(e, ...) e,
typedef enum cj_arch { CJ_ARCH_LIST(CJ_X_) CJ_ARCH_COUNT_ } cj_arch;
#undef CJ_X_

typedef struct cj_target {
  cj_arch arch;
  cj_vendor vendor;
  int warp_size;
  int sramecc; /* AMD target-id features: -1 any, 0 off (-), 1 on (+) */
  int xnack;
  char name[16];  /* "gfx942", "sm_90" */
  char full[48];  /* canonical target string: "gfx942:sramecc+:xnack-", "sm_90" */
  char llvm_features[48]; /* "+sramecc,-xnack" or "" (AMD); "+ptx78" style (NVIDIA) */
} cj_target;

/* Parses "gfx942", "gfx942:xnack-:sramecc+", "sm_90", "host". On failure returns
 * CJ_E_INVALID with a message naming the target field. */
cj_status cj__target_parse(const char *s, cj_target *out);
const char *cj__llvm_triple(const cj_target *t); /* "amdgcn-amd-amdhsa" / "nvptx64-nvidia-cuda" */

/* ---- plans -------------------------------------------------------------------------------- */
struct cj_plan {
  cj_op op;
  cj_variant variant;
  cj_dtype dtype;
  cj_redop redop;
  uint64_t count;
  int world;
  int root;
  int vec_bytes; /* effective: divides the chunk sizes, so every access is this wide */
  int block_threads;
  int warp_size;
  int tile_m, tile_n;
  int grid;
  cj_barrier_mode barrier;
  unsigned flags; /* CJ_REQ_* */
  cj_target target;
  char key[256];
  char kname[300];
  uint64_t hash;
};

/* Largest element count a plan accepts: keeps every buffer under 2^47 bytes. */
#define CJ_MAX_BYTES (1ull << 47)
#define CJ_MAX_WORLD 64
#define CJ_MAX_GRID 1024

/* ---- kernel ABI: every generated collective kernel takes exactly these parameters -------- */
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
/* Values a kernel stores into *status (0 stays 0 when all went well). */
#define CJ_DEVICE_TIMEOUT 1

/* The sync area all kernels of a communicator share, zeroed once, never reset:
 *  CJ_SYNC_GRID: a 64-bit counter on which all blocks of this rank meet (grid barrier);
 *  CJ_SYNC_ROWS: one 32-bit epoch counter per (block, source rank), CJ_MAX_GRID x world. */
#define CJ_SYNC_GRID 0
#define CJ_SYNC_LL 8 /* 64-bit counter of ll calls (epochs), same scheme as the grid counter */
#define CJ_SYNC_ROWS 256

/* The flag-free (ll) kernels: at most this many bytes per rank (count x element size: the
 * input of all_gather, the output of reduce_scatter); its receive area (the work
 * argument of ll kernels) holds 2 parities x world sources x 8 bytes per 4-byte word. */
#define CJ_LL_MAX_BYTES (256u << 10)
uint64_t cj__ll_area_bytes(int world);
uint64_t cj__sync_bytes(int world);

/* The relay kernels (all_reduce, reduce_scatter and reduce push) send what each peer reduces
 * into that peer's relay area (the work argument of relay kernels) in rounds of one slice per
 * block, signalled per round on the (block, rank) counters: CJ_RELAY_BUFS buffers x
 * (world - 1) source regions x cj__relay_max_grid(world) blocks x cj__relay_slice(world)
 * bytes, the largest slice: 32 KiB on 256 blocks at 2 ranks; from 3 ranks 64 KiB / (world - 1)
 * rounded up to a power of 2, at least 16 KiB, on 128 blocks. Measured on 2 H200s (256 MiB
 * per rank, GB/s per direction): 256 x 32 KiB 352-364, 128 x 64 KiB 348-363, 128 x 32 KiB
 * 341-344, 256 x 16 KiB 314-357, 32 x 128 KiB 238-333 (a round's release fence waits for the
 * block's stores: many blocks keep the links busy while some wait, larger slices make fewer
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
uint64_t cj__relay_area_bytes(int world);

/* Which heap area a kernel's `work` argument points at. */
typedef enum cj_area {
  CJ_AREA_WORK = 1,  /* the workspace (staged inputs) */
  CJ_AREA_LL = 2,    /* the ll receive area */
  CJ_AREA_RELAY = 4, /* the relay area */
} cj_area;
cj_area cj__variant_area(cj_op op, cj_variant v);

/* The variant an op's auto choice gives for `bytes` per rank (count x element size) at a world
 * size on a target: the selection table's row (select.c), else the built-in rules; only
 * variants whose area is in `areas` (CJ_AREA_* bits: what the caller has, e.g. not ll when it
 * stages or its buffers take no aligned words). */
cj_variant cj__auto_variant(const cj_target *t, cj_op op, uint64_t bytes, int world,
                            unsigned areas);
/* The variants an op has (its default first); returns how many (at most max). */
int cj__op_variants(cj_op op, cj_variant *out, int max);
/* 1 when an ll kernel can carry `bytes` per rank (whole words, at most CJ_LL_MAX_BYTES). */
int cj__ll_fits(uint64_t bytes, int world);

/* ---- selection tables (select.c) ----------------------------------------------------------- */
typedef struct cj_choice {
  cj_variant variant;
  int grid; /* 0: the planner's default */
} cj_choice;
typedef void (*cj_select_row_fn)(void *user, const char *arch, int world, cj_op op,
                                 uint64_t max_bytes, cj_variant v, int grid);
/* Parses table text (name: for messages, "file:line: ..."), calling fn per row. */
cj_status cj__select_parse(const char *text, const char *name, cj_select_row_fn fn, void *user);
/* The choice for an op of `bytes` per rank (count x element size) at (target arch, world): a
 * forced one, else the first table row that matches. Returns 0 when there is none. */
int cj__select(const cj_target *t, int world, cj_op op, uint64_t bytes, cj_choice *out);
/* Tuning: every plan of op (any target, world, size) takes this variant and grid (on = 0
 * clears). Process-wide. */
void cj__select_force(cj_op op, cj_variant v, int grid, int on);

/* ---- generation --------------------------------------------------------------------------- */
/* Builds the kernel IR of a plan (dispatches to the op's generator). */
cj_status cj__build_kernel(const cj_plan *plan, kir_kernel **out);

/* Printers. They fail only on allocation failure or on a kernel they cannot express. */
cj_status cj__print_hip(const kir_kernel *k, const cj_target *t, cj_sb *out);
cj_status cj__print_llvm(const kir_kernel *k, const cj_target *t, cj_sb *out);

/* The vendor prelude of the HIP text (embedded from templates/ at build time); the printer
 * follows it with templates/prelude_common.h. */
const char *cj__hip_prelude(cj_vendor v);

#endif
