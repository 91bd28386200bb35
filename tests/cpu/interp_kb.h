/* Small hand-built kernels for the CPU executor's tests (test_interp.c, test_interp_exec.c):
 * params out, in0, in1 (pointers), one element per lane, run on the executor. */
#ifndef COLLJIT_TEST_INTERP_KB_H
#define COLLJIT_TEST_INTERP_KB_H

#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include "interp.h"
#include "interp_impl.h"
#include "test.h"

#define LANES 64

static uint64_t rng_state = 0x9e3779b97f4a7c15ull;
static inline uint64_t rnd(void) {
  uint64_t z = (rng_state += 0x9e3779b97f4a7c15ull);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

/* ---- building and running small kernels: params out, in0, in1 (pointers) ---------------- */
typedef struct kb {
  kir_kernel *k;
  kir_builder b;
  kir_val out, in0, in1, gid64;
} kb;

static inline void kb_begin(kb *t, int lanes, int grid) {
  t->k = kir_kernel_new("test", lanes, grid, 32);
  kir_builder_init(&t->b, t->k);
  t->out = kir_param_new(&t->b, "out", KT_PTR, 0, 16);
  t->in0 = kir_param_new(&t->b, "in0", KT_PTR, 0, 16);
  t->in1 = kir_param_new(&t->b, "in1", KT_PTR, 0, 16);
  kir_val bid = kir_bin(&t->b, KIR_MUL, kir_bid(&t->b), kir_i32(&t->b, lanes));
  kir_val gid = kir_bin(&t->b, KIR_ADD, bid, kir_tid(&t->b));
  t->gid64 = kir_cvt(&t->b, KIR_ZEXT, KT_I64, gid);
}

/* &base[gid] for elements of `size` bytes */
static inline kir_val kb_elem(kb *t, kir_val base, int size) {
  kir_val off = kir_bin(&t->b, KIR_MUL, t->gid64, kir_i64(&t->b, size));
  return kir_ptr_add(&t->b, base, off);
}

static inline kir_val kb_load(kb *t, kir_val base, kir_type ty) {
  int size = kir_type_size(ty);
  return kir_load(&t->b, ty, kb_elem(t, base, size), size, KIR_HINT_NONE);
}

static inline void kb_store(kb *t, kir_val v) {
  int size = kir_type_size(kir_val_type(t->k, v));
  kir_store(&t->b, kb_elem(t, t->out, size), v, size, KIR_HINT_NONE);
}

static inline kir_kernel *kb_end(kb *t) {
  if (kir_builder_finish(&t->b)) {
    fprintf(stderr, "builder: %s\n", t->b.err);
    kir_kernel_free(t->k);
    return NULL;
  }
  return t->k;
}

static inline cj_status run_k(kir_kernel *k, int world, void *out, const void *in0,
                              const void *in1, double watchdog) {
  uint64_t a[3] = {(uintptr_t)out, (uintptr_t)in0, (uintptr_t)in1};
  const uint64_t *args[8];
  for (int r = 0; r < world; r++)
    args[r] = a;
  cj_interp_opts o = {watchdog, NULL, NULL};
  return cj__interp_run(k, world, args, &o);
}

/* Builds with `body`, runs on one block of LANES lanes, frees. */
static inline cj_status run_body(void (*body)(kb *, void *), void *ctx, void *out,
                                 const void *in0, const void *in1) {
  kb t;
  kb_begin(&t, LANES, 1);
  body(&t, ctx);
  kir_kernel *k = kb_end(&t);
  if (!k) return CJ_E_INTERNAL;
  cj_status s = run_k(k, 1, out, in0, in1, 10);
  kir_kernel_free(k);
  return s;
}


/* out = zext(in0 != 0 `op` in1 != 0), op (a kir_opcode) at p: I1 operations */
static inline void body_i1(kb *t, void *p) {
  kir_opcode op = *(kir_opcode *)p;
  kir_val z = kir_i32(&t->b, 0);
  kir_val x = kir_cmp(&t->b, KIR_NE, kb_load(t, t->in0, KT_I32), z);
  kir_val y = kir_cmp(&t->b, KIR_NE, kb_load(t, t->in1, KT_I32), z);
  kb_store(t, kir_cvt(&t->b, KIR_ZEXT, KT_I32, kir_bin(&t->b, op, x, y)));
}

#endif
