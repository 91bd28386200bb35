/* A host "communicator" for CPU-executor tests: W host heaps standing in for the symmetric
 * heaps of W GPUs, and launches of generated kernels on them through the CPU executor.
 *
 * Each rank's heap is one 256-byte aligned malloc'd region filled with a poison byte. At its
 * start live, at the same offsets on every rank: the rank's heap_bases table (W 64-bit host
 * addresses: the kernel loads it through a pointer), the sync area (cj__sync_bytes(W), zeroed
 * once and never reset, as on a GPU) and the rank's status word. Buffers allocated after that
 * (src, dst, work) also have the same offset on every rank. */
#ifndef COLLJIT_TESTS_CPU_HARNESS_H
#define COLLJIT_TESTS_CPU_HARNESS_H

#include <stddef.h>
#include <stdint.h>

#include "codegen.h"
#include "colljit.h"
#include "interp.h"

#define HARNESS_POISON 0xa5u
#define HARNESS_NONE ((size_t)-1) /* no buffer: the kernel gets a null pointer */

typedef struct harness {
  int world;
  size_t heap_bytes;
  uint8_t *heap[CJ_MAX_WORLD];
  size_t bases_off, sync_off, status_off; /* fixed areas */
  size_t fixed_top, top;                  /* allocation: [fixed_top, top) is in use */
  size_t src_off, dst_off, work_off;      /* the buffers a launch passes (or HARNESS_NONE) */
  uint64_t timeout_ns;                    /* kernel argument timeout_ns (default 10 s) */
  cj_interp_opts opts;                    /* passed to every launch (watchdog, delays) */
  cj_status rank_status[CJ_MAX_WORLD];    /* per rank, after harness_run_ranks */
  char rank_msg[CJ_MAX_WORLD][256];
  /* Per-rank overrides of src_off / dst_off (in-place layouts such as all_gather's
   * src == dst + rank * count); HARNESS_NONE (the default) uses src_off / dst_off. */
  size_t rank_src_off[CJ_MAX_WORLD], rank_dst_off[CJ_MAX_WORLD];
  uint64_t n_arg; /* kernel argument n (shape-generic kernels); nblocks is the kernel's grid */
  uint64_t aux[CJ_MAX_WORLD][CJ_ARG_AUX_MAX]; /* auxiliary arguments of fused ops, per rank */
  /* harness_run_ranks: per-rank kernels in place of its k (NULL: k), e.g. a shape-generic
   * kernel on some ranks beside the specialised one on the others */
  const kir_kernel *rank_kernel[CJ_MAX_WORLD];
  /* harness_run_ranks: when ncycle > 0, launch i of every rank runs cycle[i % ncycle] (a
   * sequence of different kernels on the same heaps) in place of k and rank_kernel */
  const kir_kernel *cycle[16];
  int ncycle;
} harness;

cj_status harness_init(harness *h, int world, size_t heap_bytes);
/* When not 0, the region size harness_init gives the kernels (the control area's
 * CJ_CTRL_REGION) instead of the heap's: 1 makes every buffer look off the heap. */
extern size_t harness_region_override;
void harness_free(harness *h);

/* Allocates `bytes` (256-byte aligned) at the same offset in every heap; HARNESS_NONE when the
 * heaps are full. harness_reset_alloc frees every buffer (the fixed areas stay). */
size_t harness_alloc(harness *h, size_t bytes);
void harness_reset_alloc(harness *h); /* also clears the per-rank overrides */
void *harness_at(const harness *h, int rank, size_t off);

/* Fills [off, off + bytes) of every heap with the poison byte; harness_find_unpoisoned returns
 * the offset of the first byte in that range of `rank`'s heap that is not poison, or -1. */
void harness_poison(harness *h, size_t off, size_t bytes);
long harness_find_unpoisoned(const harness *h, int rank, size_t off, size_t bytes);

uint32_t harness_status_word(const harness *h, int rank);
/* The kernel ABI arguments of `rank` (codegen.h: CJ_ARG_*). */
void harness_args(const harness *h, int rank, uint64_t args[CJ_ARG_ALL_MAX]);

/* One launch on every rank at once (status words cleared first). Returns the executor's
 * status, else CJ_E_TIMEOUT when a rank's status word is nonzero, else CJ_OK. */
cj_status harness_run_kernel(harness *h, const kir_kernel *k);
/* The kernel of a request (plan, then cj__build_kernel); NULL on failure (cj_last_error). */
kir_kernel *harness_build(const cj_request *r);
/* Builds the plan's kernel (cj__build_kernel) and runs it once. */
cj_status harness_run(harness *h, const cj_plan *plan);

/* Hooks of harness_run_ranks, called in the rank's thread around launch `iter`. before:
 * 0 launches, > 0 skips this launch, < 0 ends this rank's sequence. after: nonzero ends it. */
typedef int (*harness_hook)(void *user, int rank, int iter);

/* Every rank in its own host thread runs `launches` launches of k one after another
 * (cj__interp_run_rank), so that ranks progress independently. A rank stops at its first
 * failure (executor status, or its status word set: CJ_E_TIMEOUT). rank_status[] and
 * rank_msg[] say what each rank got; returns the status of the lowest failing rank. */
cj_status harness_run_ranks(harness *h, const kir_kernel *k, int launches, harness_hook before,
                            harness_hook after, void *user);

/* ---- random data ------------------------------------------------------------------------ */
uint64_t harness_rand(uint64_t *seed);
/* `count` random elements of dtype t as bit patterns: f32/f16/bf16 finite, i32 any. */
void harness_fill_random(void *p, cj_dtype t, size_t count, uint64_t *seed);

#endif
