/* CPU executor: warpgroup MMA (kir.h, "Warpgroup MMA"). A WGMMA is recorded when issued (its
 * operands' shared bytes are checked and marked read, and a checksum of them kept) and runs
 * when a WGMMA_WAIT retires its group: it then reads shared memory through the descriptors,
 * and fails when those bytes changed, or were written at all (a copy started into them, even
 * one not landed yet), since the issue: the ring slot was refilled before the wait. The
 * write count makes that independent of how the host threads of two roles interleave. WGMMAs on the same accumulators chain in issue order; until the last retires, the
 * accumulator variables are busy: reading or writing them fails, as does a WGMMA on
 * accumulators written since the last WGMMA_FENCE. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "interp_compute.h"

typedef struct wg_op {
  int wg;           /* warpgroup */
  kir_var acc0;     /* first accumulator variable */
  int n8;           /* accumulator variables (N / 8) */
  int f16, mn_a, mn_b;
  uint64_t da, db;  /* descriptors */
  uint32_t group;   /* the group it was committed in (valid when committed) */
  int committed;
  uint64_t sum;     /* checksum of the operand bytes at issue */
} wg_op;

struct ix_wgmma {
  wg_op *ops;
  int nops, cap;
  int groups;       /* warpgroups of the block */
  uint32_t *commits; /* [groups] */
  uint16_t *busy;   /* [groups][nvars]: WGMMAs in flight on the accumulator (they chain in
                     * issue order, as the hardware's do) */
  uint8_t *dirty;   /* [groups][nvars]: written since the last WGMMA_FENCE */
};

static int wg_fail(ix_thread *t, const char *what) {
  return cj__ix_fail(t, CJ_E_INVALID, "interp: kernel %s: %s (rank %d, block %d)", t->k->name,
                     what, t->rank, t->block);
}

static ix_wgmma *state(ix_thread *t) {
  if (t->wg) return t->wg;
  ix_wgmma *w = calloc(1, sizeof *w);
  int groups = t->lanes / 128, nv = t->k->nvars ? t->k->nvars : 1;
  if (w) {
    w->groups = groups;
    w->commits = calloc((size_t)groups + 1, sizeof *w->commits);
    w->busy = calloc((size_t)(groups + 1) * (size_t)nv, sizeof *w->busy);
    w->dirty = malloc((size_t)(groups + 1) * (size_t)nv);
    /* PTX: a wgmma_fence before a warpgroup's first wgmma */
    if (w->dirty) memset(w->dirty, 1, (size_t)(groups + 1) * (size_t)nv);
  }
  if (!w || !w->commits || !w->busy || !w->dirty) {
    if (w) free(w->commits), free(w->busy), free(w->dirty);
    free(w);
    return NULL;
  }
  t->wg = w;
  return w;
}

void cj__ix_wgmma_free(ix_thread *t) {
  ix_wgmma *w = t->wg;
  if (!w) return;
  free(w->ops);
  free(w->commits);
  free(w->busy);
  free(w->dirty);
  free(w);
  t->wg = NULL;
}

/* The warpgroups whose lanes are active: 1 each; fails when a warpgroup is partly active. */
static int active_groups(ix_thread *t, const kir_inst *in, const uint8_t *m, uint8_t *on) {
  for (int g = 0; g < t->lanes / 128; g++) {
    int n = 0;
    for (int l = 0; l < 128; l++)
      n += m[g * 128 + l] != 0;
    if (n && n != 128) {
      char msg[96];
      snprintf(msg, sizeof msg, "%s with %d of warpgroup %d's 128 threads", kir_op_name(in->op),
               n, g);
      return wg_fail(t, msg);
    }
    on[g] = n != 0;
  }
  return 0;
}

/* The swizzled address of element (i, k) of an operand (kir.h). */
static uint32_t elem_at(uint64_t d, int mn, int i, int k) {
  uint32_t start = (uint32_t)(d & 0x3fff) << 4, lbo = (uint32_t)((d >> 16) & 0x3fff) << 4;
  uint32_t sbo = (uint32_t)((d >> 32) & 0x3fff) << 4;
  uint32_t x = mn ? start + (uint32_t)(i / 64) * lbo + (uint32_t)(k / 8) * sbo +
                        (uint32_t)(k % 8) * 128u + 2u * (uint32_t)(i % 64)
                  : start + (uint32_t)(i / 8) * sbo + (uint32_t)(i % 8) * 128u + 2u * (uint32_t)k;
  return x ^ (((x >> 7) & 7u) << 4);
}

/* Checks the operand (rows x 16 elements) lies in shared memory; marks it read when `mark` is
 * 1 (the issue), records the read as lasting until now when 2 (the retirement);
 * returns a checksum of its bytes through *sum (FNV-1a). */
static int operand_bytes(ix_thread *t, const kir_inst *in, uint64_t d, int mn, int rows,
                         int mark, uint64_t *sum, int rep) {
  if ((d >> 62) != 1 || (d & (0xc000c000ull | (0xffffull << 46))) != 0)
    return wg_fail(t, "wgmma descriptor: only the 128-byte swizzle is supported, with its "
                      "unused bits zero");
  uint64_t h = 1469598103934665603ull;
  for (int i = 0; i < rows; i++)
    for (int k = 0; k < 16; k++) {
      uint32_t x = elem_at(d, mn, i, k);
      if (mark == 1 && cj__ix_shared_read(t, in, x, 2, rep)) return 1;
      if (mark == 2) cj__ix_shared_reread(t, x, 2, rep);
      const uint8_t *p = cj__ix_shared_mem(t) + x;
      h = (h ^ p[0]) * 1099511628211ull;
      h = (h ^ p[1]) * 1099511628211ull;
      h = (h ^ cj__ix_shared_writes(t, x) ^ ((uint64_t)cj__ix_shared_writes(t, x + 1) << 16)) *
          1099511628211ull;
    }
  *sum = h;
  return 0;
}

static float half_at(ix_thread *t, uint32_t x, int f16) {
  uint16_t h;
  memcpy(&h, cj__ix_shared_mem(t) + x, 2);
  return ix_f32_of(f16 ? cj__ix_f16_to_f32(h) : cj__ix_bf16_to_f32(h));
}

/* Runs a recorded WGMMA: D = A x B + D for every lane of its warpgroup. */
static int run_op(ix_thread *t, const kir_inst *in, const wg_op *o) {
  int n = o->n8 * 8;
  uint64_t sa = 0, sb = 0;
  /* (the read lasts until the retirement: an arrival before it does not order it) */
  if (operand_bytes(t, in, o->da, o->mn_a, 64, 2, &sa, o->wg * 128) ||
      operand_bytes(t, in, o->db, o->mn_b, n, 2, &sb, o->wg * 128))
    return 1;
  if ((sa ^ (sb * 31)) != o->sum)
    return wg_fail(t, "shared memory that a wgmma reads was written, or a copy into it "
                      "started, between its issue and the wgmma_wait that retires it (its "
                      "slot released or refilled before the wait)");
  static _Thread_local float A[64 * 16], B[16 * 256];
  for (int i = 0; i < 64; i++)
    for (int k = 0; k < 16; k++)
      A[i * 16 + k] = half_at(t, elem_at(o->da, o->mn_a, i, k), o->f16);
  for (int j = 0; j < n; j++)
    for (int k = 0; k < 16; k++)
      B[k * n + j] = half_at(t, elem_at(o->db, o->mn_b, j, k), o->f16);
  for (int l = 0; l < 128; l++) {
    int lane = o->wg * 128 + l, w = l / 32, g = (l % 32) / 4, q = l % 4;
    for (int j = 0; j < o->n8; j++) {
      uint64_t *v = t->vars + (size_t)t->lay->var_slot[o->acc0 + (kir_var)j] * t->lanes +
                    (size_t)lane * 2;
      for (int e = 0; e < 4; e++) {
        int row = 16 * w + g + 8 * (e / 2), col = 8 * j + 2 * q + (e % 2);
        uint32_t *word = (uint32_t *)v + e; /* little-endian: word e of the lane's 16 bytes */
        float acc = ix_f32_of(*word);
        for (int k = 0; k < 16; k++) {
          float prod = A[row * 16 + k] * B[k * n + col];
          acc = acc + prod;
        }
        *word = ix_bits_of(acc);
      }
    }
  }
  return 0;
}

static int issue(ix_thread *t, const kir_inst *in, const uint8_t *on) {
  ix_wgmma *w = t->wg;
  int nv = t->k->nvars, n8 = kir_wgmma_n((kir_wgmma_shape)in->imm) / 8;
  const uint64_t *da = ix_val(t, in->a), *db = ix_val(t, in->b);
  for (int g = 0; g < w->groups; g++) {
    if (!on[g]) continue;
    for (int l = 1; l < 128; l++)
      if (da[g * 128 + l] != da[g * 128] || db[g * 128 + l] != db[g * 128])
        return wg_fail(t, "wgmma descriptors differ within a warpgroup");
    for (int j = 0; j < n8; j++) {
      int v = (int)in->var + j;
      if (w->dirty[g * nv + v])
        return wg_fail(t, "wgmma on accumulators written since the last wgmma_fence (or "
                          "the warpgroup's first wgmma without one)");
    }
    wg_op o = {g, in->var, n8, kir_wgmma_f16((kir_wgmma_shape)in->imm),
               (in->flags & KIR_WGMMA_MN_A) != 0, (in->flags & KIR_WGMMA_MN_B) != 0,
               da[g * 128], db[g * 128], 0, 0, 0};
    uint64_t sa = 0, sb = 0;
    if (operand_bytes(t, in, o.da, o.mn_a, 64, 1, &sa, g * 128) ||
        operand_bytes(t, in, o.db, o.mn_b, 8 * n8, 1, &sb, g * 128))
      return 1;
    o.sum = sa ^ (sb * 31);
    if (w->nops == w->cap) {
      int cap = w->cap ? 2 * w->cap : 16;
      wg_op *p = realloc(w->ops, (size_t)cap * sizeof *p);
      if (!p) return cj__ix_fail(t, CJ_E_OOM, "interp: out of memory (wgmma queue)");
      w->ops = p;
      w->cap = cap;
    }
    w->ops[w->nops++] = o;
    for (int j = 0; j < n8; j++)
      w->busy[g * nv + (int)in->var + j]++;
  }
  return 0;
}

/* Retires warpgroup g's committed groups older than the newest `keep`. */
static int retire(ix_thread *t, const kir_inst *in, int g, uint32_t keep) {
  ix_wgmma *w = t->wg;
  int nv = t->k->nvars, kept = 0;
  for (int i = 0; i < w->nops; i++) {
    wg_op *o = &w->ops[i];
    if (o->wg == g && o->committed && o->group + keep < w->commits[g]) {
      if (run_op(t, in, o)) return 1;
      for (int j = 0; j < o->n8; j++)
        w->busy[g * nv + (int)o->acc0 + j]--;
      continue;
    }
    w->ops[kept++] = *o;
  }
  w->nops = kept;
  return 0;
}

int cj__ix_wgmma(ix_thread *t, const kir_inst *in, const uint8_t *m) {
  if (t->k->warp_size != 32 || t->lanes % 128)
    return wg_fail(t, "warpgroup instruction in a kernel that is not whole warpgroups of warp 32");
  ix_wgmma *w = state(t);
  if (!w) return cj__ix_fail(t, CJ_E_OOM, "interp: out of memory (wgmma state)");
  uint8_t on[IX_MAX_THREADS / 128];
  if (active_groups(t, in, m, on)) return 1;
  int nv = t->k->nvars;
  switch (in->op) {
  case KIR_SHARED_ADDR: { /* the window starts at 0 here: a multiple of KIR_SHARED_ALIGN */
    const uint64_t *p = ix_val(t, in->a);
    uint64_t *d = ix_val(t, in->dst);
    for (int l = 0; l < t->lanes; l++)
      d[l] = (uint32_t)p[l];
    return 0;
  }
  case KIR_WGMMA:
    return issue(t, in, on);
  case KIR_WGMMA_FENCE:
    for (int g = 0; g < w->groups; g++)
      if (on[g]) memset(w->dirty + (size_t)g * (size_t)nv, 0, (size_t)nv);
    return 0;
  case KIR_WGMMA_COMMIT:
    for (int i = 0; i < w->nops; i++)
      if (on[w->ops[i].wg] && !w->ops[i].committed) {
        w->ops[i].committed = 1;
        w->ops[i].group = w->commits[w->ops[i].wg];
      }
    for (int g = 0; g < w->groups; g++)
      w->commits[g] += on[g];
    return 0;
  default: /* WGMMA_WAIT */
    for (int g = 0; g < w->groups; g++)
      if (on[g] && retire(t, in, g, (uint32_t)in->imm)) return 1;
    return 0;
  }
}

int cj__ix_wgmma_var(ix_thread *t, const kir_inst *in, const uint8_t *m) {
  ix_wgmma *w = t->wg;
  int nv = t->k->nvars;
  for (int g = 0; g < w->groups; g++) {
    int any = 0;
    for (int l = 0; l < 128 && !any; l++)
      any = m[g * 128 + l] != 0;
    if (!any) continue;
    if (w->busy[g * nv + (int)in->var])
      return wg_fail(t, in->op == KIR_VAR_GET
                            ? "read of an accumulator of a wgmma in flight (no wgmma_wait)"
                            : "write of an accumulator of a wgmma in flight (no wgmma_wait)");
    if (in->op == KIR_VAR_SET) w->dirty[g * nv + (int)in->var] = 1;
  }
  return 0;
}
