/* Internals of the CPU executor, shared by interp_*.c. Not part of any other interface.
 *
 * A launch runs one host thread per (rank, block). A thread keeps the values of its block's
 * lanes in one array: each kir value has a slot of `lanes` words (scalars, zero-extended
 * bits of their type) or 2 * lanes words (vectors: lane l at words 2l, 2l+1). Slots are
 * reused between values whose live ranges do not overlap (interp_prep.c), so the storage of
 * a thread is (live slots) * lanes * 8 bytes, not nvals * lanes * 8. */
#ifndef COLLJIT_INTERP_IMPL_H
#define COLLJIT_INTERP_IMPL_H

#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>
#include <string.h>

#include "interp.h"

/* Spin politeness: a loop that polls memory yields after this many iterations, and sleeps
 * IX_SLEEP_NS per iteration after IX_SLEEP_AFTER iterations. */
#define IX_YIELD_AFTER 4
#define IX_SLEEP_AFTER 256
#define IX_SLEEP_NS 30000
#define IX_MAX_DEPTH 64
#define IX_MAX_THREADS 8192

/* What a kernel needs at run time besides its instructions; computed once per launch. */
typedef struct ix_layout {
  const kir_kernel *k;
  uint32_t *slot;     /* [nvals + 1]: first unit of the value's storage (unit = lanes words) */
  uint32_t nunits;    /* units of value storage per thread */
  uint32_t *var_slot; /* [nvars]: first unit of the variable's storage */
  uint32_t var_units;
  uint8_t *spins; /* [nregions]: the region (or one nested in it) polls memory */
  int depth;      /* deepest region nesting (root = 0) */
} ix_layout;

/* Builds the layout; reuse = 0 gives every value its own slot (for testing the allocator). */
cj_status cj__ix_layout_init(ix_layout *lay, const kir_kernel *k, int reuse);
void cj__ix_layout_free(ix_layout *lay);

typedef struct ix_launch {
  const ix_layout *lay;
  void (*on_block_start)(void *user, int rank, int block);
  void *user;
  uint64_t deadline_ns; /* CLOCK_MONOTONIC */
  double watchdog_s;
  atomic_int stop; /* set by the first failure: every thread ends at its next back-edge */
  pthread_mutex_t lock;
  cj_status status; /* the first failure */
  char msg[512];
} ix_launch;

typedef struct ix_shared ix_shared; /* the block's shared memory (interp_shared.c) */
typedef struct ix_wgmma ix_wgmma;   /* warpgroup MMAs in flight (interp_wgmma.c) */

typedef struct ix_thread {
  ix_launch *launch;
  const kir_kernel *k;
  const ix_layout *lay;
  const uint64_t *args;
  int rank, block, lanes;
  uint64_t *vals;
  uint64_t *vars;
  uint8_t *masks; /* 2 * (depth + 1) masks of `lanes` bytes */
  ix_shared *sh;  /* NULL when the kernel uses no compute instructions */
  ix_wgmma *wg;   /* NULL until the first warpgroup instruction */
} ix_thread;

/* Records a failure of this thread (the launch keeps the first one) and stops the launch.
 * Returns 1, so that `return ix_fail(...)` propagates an error up the interpreter. */
int cj__ix_fail(ix_thread *t, cj_status s, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));
uint64_t cj__ix_now_ns(void);

/* A poll loop's iteration `it`: 1 when the launch stopped or the watchdog fired (recorded),
 * else yields or sleeps as IX_YIELD_AFTER / IX_SLEEP_AFTER say. */
int cj__ix_spin(ix_thread *t, uint64_t it);

/* Runs the root region with every lane active. 0: finished; 1: failed or stopped. */
int cj__ix_exec(ix_thread *t);

/* Arithmetic, compares, conversions and vector lane ops, on every lane (inactive lanes compute
 * garbage that is never read; nothing here can trap). */
void cj__ix_alu(ix_thread *t, const kir_inst *in);

static inline uint64_t *ix_val(const ix_thread *t, kir_val v) {
  return t->vals + (size_t)t->lay->slot[v] * (size_t)t->lanes;
}

/* Words per lane: 2 for V2I32 and V4I32, 8 for V16I32, 1 for scalars. */
static inline int ix_stride(kir_type ty) {
  return ty == KT_V16I32 ? 8 : kir_type_is_vec(ty) ? 2 : 1;
}

/* Bits of a scalar type: I1 -> 1, I16/F16/BF16 -> 16, ... */
static inline unsigned ix_bits(kir_type ty) {
  return ty == KT_I1 ? 1u : (unsigned)kir_type_size(ty) * 8u;
}

static inline uint64_t ix_wmask(kir_type ty) {
  unsigned b = ix_bits(ty);
  return b >= 64 ? ~0ull : (1ull << b) - 1;
}

/* F32 bits <-> float. */
static inline float ix_f32_of(uint32_t bits) {
  float f;
  memcpy(&f, &bits, 4);
  return f;
}
static inline uint32_t ix_bits_of(float f) {
  uint32_t u;
  memcpy(&u, &f, 4);
  return u;
}

/* f16 / bf16 <-> f32 bit conversions (software, exact kir semantics). */
uint32_t cj__ix_f16_to_f32(uint16_t h);
uint16_t cj__ix_f32_to_f16(uint32_t f);
uint32_t cj__ix_bf16_to_f32(uint16_t h);
uint16_t cj__ix_f32_to_bf16(uint32_t f);

#endif
