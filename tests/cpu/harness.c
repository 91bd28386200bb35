/* Host communicator for CPU-executor tests (see harness.h). */
#include "harness.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "support.h"

#define ALIGN 256u
#define DEFAULT_TIMEOUT_NS 10000000000ull

static size_t round_up(size_t x) { return (x + ALIGN - 1) & ~(size_t)(ALIGN - 1); }

static void clear_buffers(harness *h) {
  h->src_off = h->dst_off = h->work_off = HARNESS_NONE;
  for (int r = 0; r < CJ_MAX_WORLD; r++)
    h->rank_src_off[r] = h->rank_dst_off[r] = HARNESS_NONE;
}

size_t harness_region_override;

cj_status harness_init(harness *h, int world, size_t heap_bytes) {
  memset(h, 0, sizeof *h);
  if (world < 1 || world > CJ_MAX_WORLD) return cj__fail(CJ_E_INVALID, "harness: world %d", world);
  h->world = world;
  h->bases_off = 0;
  h->sync_off = round_up((size_t)world * 8);
  h->status_off = h->sync_off + round_up((size_t)cj__sync_bytes(world));
  h->fixed_top = h->top = h->status_off + ALIGN;
  h->heap_bytes = round_up(heap_bytes + h->fixed_top);
  clear_buffers(h);
  h->timeout_ns = DEFAULT_TIMEOUT_NS;
  for (int r = 0; r < world; r++) {
    h->heap[r] = aligned_alloc(ALIGN, h->heap_bytes);
    if (!h->heap[r]) {
      harness_free(h);
      return cj__fail(CJ_E_OOM, "harness: %d heaps of %zu bytes", world, heap_bytes);
    }
    memset(h->heap[r], HARNESS_POISON, h->heap_bytes);
    memset(h->heap[r] + h->sync_off, 0, (size_t)cj__sync_bytes(world));
    memset(h->heap[r] + h->status_off, 0, 4);
    uint64_t region = (uint64_t)(harness_region_override ? harness_region_override
                                                          : h->heap_bytes); /* status + 8 */
    memcpy(h->heap[r] + h->status_off + (CJ_CTRL_REGION - CJ_CTRL_STATUS), &region, 8);
  }
  for (int r = 0; r < world; r++)
    for (int p = 0; p < world; p++) {
      uint64_t base = (uint64_t)(uintptr_t)h->heap[p];
      memcpy(h->heap[r] + h->bases_off + 8 * (size_t)p, &base, 8);
    }
  return CJ_OK;
}

void harness_free(harness *h) {
  for (int r = 0; r < CJ_MAX_WORLD; r++) {
    free(h->heap[r]);
    h->heap[r] = NULL;
  }
}

size_t harness_alloc(harness *h, size_t bytes) {
  size_t need = round_up(bytes ? bytes : 1);
  if (need > h->heap_bytes - h->top) return HARNESS_NONE;
  size_t off = h->top;
  h->top += need;
  return off;
}

void harness_reset_alloc(harness *h) {
  h->top = h->fixed_top;
  clear_buffers(h);
}

void *harness_at(const harness *h, int rank, size_t off) { return h->heap[rank] + off; }

void harness_poison(harness *h, size_t off, size_t bytes) {
  for (int r = 0; r < h->world; r++)
    memset(h->heap[r] + off, HARNESS_POISON, bytes);
}

long harness_find_unpoisoned(const harness *h, int rank, size_t off, size_t bytes) {
  const uint8_t *p = h->heap[rank] + off;
  for (size_t i = 0; i < bytes; i++)
    if (p[i] != HARNESS_POISON) return (long)(off + i);
  return -1;
}

static uint32_t *status_word(const harness *h, int rank) {
  return (uint32_t *)(void *)(h->heap[rank] + h->status_off);
}

uint32_t harness_status_word(const harness *h, int rank) {
  return __atomic_load_n(status_word(h, rank), __ATOMIC_SEQ_CST);
}

static uint64_t addr(const harness *h, int rank, size_t off) {
  return off == HARNESS_NONE ? 0 : (uint64_t)(uintptr_t)(h->heap[rank] + off);
}

void harness_args(const harness *h, int rank, uint64_t args[CJ_ARG_ALL_MAX]) {
  args[CJ_ARG_HEAP_BASES] = addr(h, rank, h->bases_off);
  args[CJ_ARG_RANK] = (uint64_t)rank;
  size_t src = h->rank_src_off[rank], dst = h->rank_dst_off[rank];
  args[CJ_ARG_SRC] = addr(h, rank, src != HARNESS_NONE ? src : h->src_off);
  args[CJ_ARG_DST] = addr(h, rank, dst != HARNESS_NONE ? dst : h->dst_off);
  args[CJ_ARG_SYNC] = addr(h, rank, h->sync_off);
  args[CJ_ARG_STATUS] = addr(h, rank, h->status_off);
  args[CJ_ARG_TIMEOUT_NS] = h->timeout_ns;
  args[CJ_ARG_WORK] = addr(h, rank, h->work_off);
  args[CJ_ARG_N] = h->n_arg;
  args[CJ_ARG_NBLOCKS] = 0; /* set by the launch from the kernel's grid */
  for (int i = 0; i < CJ_ARG_AUX_MAX; i++) args[CJ_ARG_AUX0 + i] = h->aux[rank][i];
}

static cj_status check_status_word(const harness *h, int rank) {
  uint32_t w = harness_status_word(h, rank);
  if (w == 0) return CJ_OK;
  return cj__fail(CJ_E_TIMEOUT, "rank %d: the kernel stored status %u (a wait timed out)", rank, w);
}

cj_status harness_run_kernel(harness *h, const kir_kernel *k) {
  uint64_t args[CJ_MAX_WORLD][CJ_ARG_ALL_MAX];
  const uint64_t *argp[CJ_MAX_WORLD];
  for (int r = 0; r < h->world; r++) {
    __atomic_store_n(status_word(h, r), 0u, __ATOMIC_SEQ_CST);
    harness_args(h, r, args[r]);
    args[r][CJ_ARG_NBLOCKS] = (uint64_t)k->grid;
    argp[r] = args[r];
  }
  cj_status s = cj__interp_run(k, h->world, argp, &h->opts);
  for (int r = 0; r < h->world && s == CJ_OK; r++)
    s = check_status_word(h, r);
  return s;
}

kir_kernel *harness_build(const cj_request *r) {
  cj_plan *p;
  kir_kernel *k = NULL;
  if (cj_plan_create(r, &p) == CJ_OK) {
    if (cj__build_kernel(p, &k)) k = NULL;
    cj_plan_destroy(p);
  }
  return k;
}

cj_status harness_run(harness *h, const cj_plan *plan) {
  kir_kernel *k;
  cj_status s = cj__build_kernel(plan, &k);
  if (s) return s;
  s = harness_run_kernel(h, k);
  kir_kernel_free(k);
  return s;
}

/* ---- ranks in their own threads --------------------------------------------------------- */
typedef struct rank_job {
  harness *h;
  const kir_kernel *k;
  int rank, launches;
  harness_hook before, after;
  void *user;
} rank_job;

static cj_status rank_launch(rank_job *j, int iter) {
  const kir_kernel *k = j->h->ncycle > 0 ? j->h->cycle[iter % j->h->ncycle] : j->k;
  uint64_t args[CJ_ARG_ALL_MAX];
  harness_args(j->h, j->rank, args);
  args[CJ_ARG_NBLOCKS] = (uint64_t)k->grid;
  __atomic_store_n(status_word(j->h, j->rank), 0u, __ATOMIC_SEQ_CST);
  cj_status s = cj__interp_run_rank(k, j->rank, args, &j->h->opts);
  return s ? s : check_status_word(j->h, j->rank);
}

static void *rank_main(void *arg) {
  rank_job *j = arg;
  cj_status s = CJ_OK;
  for (int i = 0; i < j->launches && s == CJ_OK; i++) {
    int b = j->before ? j->before(j->user, j->rank, i) : 0;
    if (b < 0) break;
    if (b > 0) continue;
    s = rank_launch(j, i);
    if (s == CJ_OK && j->after && j->after(j->user, j->rank, i)) break;
  }
  j->h->rank_status[j->rank] = s;
  strncpy(j->h->rank_msg[j->rank], s ? cj_last_error() : "", sizeof j->h->rank_msg[0] - 1);
  return NULL;
}

cj_status harness_run_ranks(harness *h, const kir_kernel *k, int launches, harness_hook before,
                            harness_hook after, void *user) {
  rank_job jobs[CJ_MAX_WORLD];
  pthread_t tid[CJ_MAX_WORLD];
  int started = 0;
  for (int r = 0; r < h->world; r++) {
    jobs[r] = (rank_job){h, h->rank_kernel[r] ? h->rank_kernel[r] : k, r, launches, before,
                         after, user};
    h->rank_status[r] = CJ_E_INTERNAL;
    snprintf(h->rank_msg[r], sizeof h->rank_msg[r], "rank thread did not run");
  }
  for (; started < h->world; started++)
    if (pthread_create(&tid[started], NULL, rank_main, &jobs[started])) break;
  for (int r = 0; r < started; r++)
    pthread_join(tid[r], NULL);
  for (int r = 0; r < h->world; r++)
    if (h->rank_status[r]) return cj__fail(h->rank_status[r], "%s", h->rank_msg[r]);
  return CJ_OK;
}

/* ---- random data ------------------------------------------------------------------------ */
uint64_t harness_rand(uint64_t *seed) {
  uint64_t z = (*seed += 0x9e3779b97f4a7c15ull);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

/* A random bit pattern of `bits` bits whose exponent field [lo, lo + ebits) is not all ones. */
static uint32_t finite_bits(uint64_t *seed, unsigned bits, unsigned lo, unsigned ebits) {
  uint32_t emask = ((1u << ebits) - 1) << lo;
  for (;;) {
    uint32_t x = (uint32_t)harness_rand(seed);
    if (bits < 32) x &= (1u << bits) - 1;
    if ((x & emask) != emask) return x;
  }
}

void harness_fill_random(void *p, cj_dtype t, size_t count, uint64_t *seed) {
  for (size_t i = 0; i < count; i++) {
    if (t == CJ_F32 || t == CJ_I32) {
      uint32_t x = t == CJ_F32 ? finite_bits(seed, 32, 23, 8) : (uint32_t)harness_rand(seed);
      memcpy((char *)p + 4 * i, &x, 4);
    } else {
      uint16_t x =
          (uint16_t)(t == CJ_F16 ? finite_bits(seed, 16, 10, 5) : finite_bits(seed, 16, 7, 8));
      memcpy((char *)p + 2 * i, &x, 2);
    }
  }
}
