/* CPU executor: the block's shared memory. Each (rank, block) thread owns its bytes, a race
 * detector and the queue of cp.async copies in flight.
 *
 * Race detector: per byte, the lane that wrote it since the last BARRIER (wr: lane + 1, 0 for
 * none, SH_PENDING while a cp.async to it is in flight) and the lane that read it (rd: lane + 1,
 * 0 for none, SH_MANY for several). A read of a byte another lane wrote, or a write of a byte
 * another lane read or wrote, with no BARRIER between, is a race: kir's rule (kir.h). */
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "interp_compute.h"

#define SH_PENDING 0xffffu
#define SH_MANY 0xffffu

typedef struct cp_entry {
  uint32_t lane, soff, bytes, group;
  uint64_t gaddr;
  int valid;
} cp_entry;

struct ix_shared {
  uint8_t *mem;
  uint16_t *wr, *rd;
  uint16_t *gen; /* lane + 1 that wrote the byte since its last PROXY_FENCE (0: none) */
  uint32_t bytes;
  cp_entry *cp;
  int ncp, capcp;
  uint32_t *commits; /* [lanes]: groups each lane has committed */
};

int cj__ix_shared_init(ix_thread *t) {
  uint32_t n = t->k->shared_bytes;
  if (!n && !kir_uses_compute(t->k)) return 0;
  ix_shared *s = calloc(1, sizeof *s);
  if (!s) return cj__ix_fail(t, CJ_E_OOM, "interp: out of memory for shared memory");
  t->sh = s;
  s->bytes = n;
  s->mem = malloc(n ? n : 1);
  s->wr = calloc(n ? n : 1, sizeof *s->wr);
  s->rd = calloc(n ? n : 1, sizeof *s->rd);
  s->gen = calloc(n ? n : 1, sizeof *s->gen);
  s->commits = calloc((size_t)t->lanes, sizeof *s->commits);
  if (!s->mem || !s->wr || !s->rd || !s->gen || !s->commits)
    return cj__ix_fail(t, CJ_E_OOM, "interp: out of memory for %u bytes of shared memory", n);
  memset(s->mem, 0xa5, n); /* uninitialised: a recognisable pattern, not zeros */
  return 0;
}

void cj__ix_shared_free(ix_thread *t) {
  ix_shared *s = t->sh;
  if (!s) return;
  free(s->mem);
  free(s->wr);
  free(s->rd);
  free(s->gen);
  free(s->cp);
  free(s->commits);
  free(s);
  t->sh = NULL;
}

/* ---- checks ----------------------------------------------------------------------------- */
static int sh_range(ix_thread *t, const kir_inst *in, uint64_t off, uint32_t n, uint32_t align,
                    int l) {
  ix_shared *s = t->sh;
  if (!s || off > s->bytes || n > s->bytes - off)
    return cj__ix_fail(t, CJ_E_INVALID,
                       "interp: kernel %s: %s of %u bytes at shared offset %" PRIu64
                       " is outside the %u bytes of shared memory (rank %d, block %d, thread %d)",
                       t->k->name, kir_op_name(in->op), n, off, s ? s->bytes : 0u, t->rank,
                       t->block, l);
  if (off & (align - 1))
    return cj__ix_fail(t, CJ_E_INVALID,
                       "interp: kernel %s: misaligned shared %s: offset %" PRIu64
                       " is not %u-byte aligned (rank %d, block %d, thread %d)",
                       t->k->name, kir_op_name(in->op), off, align, t->rank, t->block, l);
  return 0;
}

static int race(ix_thread *t, const kir_inst *in, const char *what, uint32_t off, int l,
                unsigned other) {
  char by[32], who[32];
  snprintf(by, sizeof by, l < 0 ? "the warp" : "thread %d", l);
  snprintf(who, sizeof who, other == SH_MANY ? "several threads" : "thread %d", (int)other - 1);
  return cj__ix_fail(t, CJ_E_INVALID,
                     "interp: kernel %s: shared-memory race: %s of byte %u by %s after %s %s "
                     "without a barrier between (rank %d, block %d)",
                     t->k->name, kir_op_name(in->op), off, by, who, what, t->rank, t->block);
}

/* Marks bytes [off, off + n) read by lane l (l < 0: by the whole warp, as LDMATRIX reads). */
static int mark_read(ix_thread *t, const kir_inst *in, uint32_t off, uint32_t n, int l) {
  ix_shared *s = t->sh;
  unsigned me = l < 0 ? SH_MANY : (unsigned)l + 1;
  for (uint32_t x = off; x < off + n; x++) {
    unsigned w = s->wr[x], r = s->rd[x];
    if (w == SH_PENDING)
      return cj__ix_fail(t, CJ_E_INVALID,
                         "interp: kernel %s: %s reads shared byte %u before the cp_async that "
                         "writes it completed (no cp_wait; rank %d, block %d)",
                         t->k->name, kir_op_name(in->op), x, t->rank, t->block);
    if (w && w != me) return race(t, in, "wrote it", x, l, w);
    s->rd[x] = (uint16_t)((r == 0 || r == me) ? me : SH_MANY);
  }
  return 0;
}

/* Marks bytes written by lane l; `value`: the final marker (lane + 1, or SH_PENDING). */
static int mark_write(ix_thread *t, const kir_inst *in, uint32_t off, uint32_t n, int l,
                      unsigned value) {
  ix_shared *s = t->sh;
  unsigned me = (unsigned)l + 1;
  for (uint32_t x = off; x < off + n; x++) {
    unsigned w = s->wr[x], r = s->rd[x];
    if (w == SH_PENDING) return race(t, in, "started a cp_async to it", x, l, SH_MANY);
    if (w && w != me) return race(t, in, "wrote it", x, l, w);
    if (r && r != me) return race(t, in, "read it", x, l, r);
    s->wr[x] = (uint16_t)value;
  }
  return 0;
}

int cj__ix_shared_read(ix_thread *t, const kir_inst *in, uint32_t off, uint32_t n) {
  if (sh_range(t, in, off, n, 1, -1) || mark_read(t, in, off, n, -1)) return 1;
  for (uint32_t x = off; x < off + n; x++)
    if (t->sh->gen[x])
      return cj__ix_fail(t, CJ_E_INVALID,
                         "interp: kernel %s: %s reads shared byte %u that thread %d wrote with "
                         "no proxy_fence after the write (rank %d, block %d)",
                         t->k->name, kir_op_name(in->op), x, t->sh->gen[x] - 1, t->rank,
                         t->block);
  return 0;
}

/* PROXY_FENCE: the active lanes' completed writes become visible to warpgroup MMA. */
void cj__ix_proxy_fence(ix_thread *t, const uint8_t *m) {
  ix_shared *s = t->sh;
  if (!s) return;
  for (uint32_t x = 0; x < s->bytes; x++)
    if (s->gen[x] && m[s->gen[x] - 1]) s->gen[x] = 0;
}

const uint8_t *cj__ix_shared_mem(const ix_thread *t) { return t->sh->mem; }

/* ---- loads and stores ------------------------------------------------------------------- */
int cj__ix_shared_load(ix_thread *t, const kir_inst *in, const uint8_t *m) {
  const uint64_t *p = ix_val(t, in->a);
  uint64_t *d = ix_val(t, in->dst);
  uint32_t size = (uint32_t)kir_type_size(in->type);
  int st = ix_stride(in->type);
  for (int l = 0; l < t->lanes; l++) {
    if (!m[l]) continue;
    if (sh_range(t, in, p[l], size, in->align, l)) return 1;
    if (mark_read(t, in, (uint32_t)p[l], size, l)) return 1;
    uint64_t *o = d + (size_t)l * st;
    memset(o, 0, (size_t)st * 8);
    memcpy(o, t->sh->mem + p[l], size);
  }
  return 0;
}

int cj__ix_shared_store(ix_thread *t, const kir_inst *in, const uint8_t *m) {
  const uint64_t *p = ix_val(t, in->a), *v = ix_val(t, in->b);
  uint32_t size = (uint32_t)kir_type_size(in->type);
  int st = ix_stride(in->type);
  for (int l = 0; l < t->lanes; l++) {
    if (!m[l]) continue;
    if (sh_range(t, in, p[l], size, in->align, l)) return 1;
    if (mark_write(t, in, (uint32_t)p[l], size, l, (unsigned)l + 1)) return 1;
    memcpy(t->sh->mem + p[l], v + (size_t)l * st, size);
    for (uint32_t x = 0; x < size; x++)
      t->sh->gen[p[l] + x] = (uint16_t)(l + 1);
  }
  return 0;
}

/* BARRIER: every completed access is now ordered; copies in flight stay pending. */
void cj__ix_shared_barrier(ix_thread *t) {
  ix_shared *s = t->sh;
  if (!s || !s->bytes) return;
  memset(s->wr, 0, s->bytes * sizeof *s->wr);
  memset(s->rd, 0, s->bytes * sizeof *s->rd);
  for (int i = 0; i < s->ncp; i++)
    for (uint32_t x = 0; x < s->cp[i].bytes; x++)
      s->wr[s->cp[i].soff + x] = SH_PENDING;
}

/* ---- ldmatrix: the warp reads 8-row matrices, each lane receives its fragment ------------- */
int cj__ix_ldmatrix_warp(ix_thread *t, const kir_inst *in, int base) {
  const uint64_t *p = ix_val(t, in->a);
  uint64_t *d = ix_val(t, in->dst);
  int x = kir_vec_lanes(in->type), st = ix_stride(in->type);
  int trans = in->flags & KIR_LDMATRIX_TRANS;
  uint16_t mat[4][8][8];
  for (int i = 0; i < x; i++)
    for (int r = 0; r < 8; r++) {
      int src = base + 8 * i + r;
      if (sh_range(t, in, p[src], 16, 16, src)) return 1;
      if (mark_read(t, in, (uint32_t)p[src], 16, -1)) return 1;
      memcpy(mat[i][r], t->sh->mem + p[src], 16);
    }
  for (int l = 0; l < 32; l++) {
    uint64_t *o = d + (size_t)(base + l) * st;
    memset(o, 0, (size_t)st * 8);
    for (int i = 0; i < x; i++) {
      int r = l / 4, c = 2 * (l % 4);
      uint32_t lo = trans ? mat[i][c][r] : mat[i][r][c];
      uint32_t hi = trans ? mat[i][c + 1][r] : mat[i][r][c + 1];
      uint32_t w = lo | (hi << 16);
      o[i >> 1] |= (uint64_t)w << (32 * (i & 1));
    }
  }
  return 0;
}

/* ---- ds_read_tr16 (gfx950): each 16 lanes exchange the 4 b16 elements they read ---------- */
/* Lane s of a group of 16 reads D[s][0..3] at its own address (8 bytes, 8-byte aligned); lane j
 * of the group receives D[j / 4 + 4 e][j % 4] as element e (kir.h). */
int cj__ix_ds_read_tr16_warp(ix_thread *t, const kir_inst *in, int base) {
  const uint64_t *p = ix_val(t, in->a);
  uint64_t *d = ix_val(t, in->dst);
  int st = ix_stride(in->type);
  for (int g = 0; g < 64; g += 16) {
    uint16_t mat[16][4];
    for (int s = 0; s < 16; s++) {
      int src = base + g + s;
      if (sh_range(t, in, p[src], 8, 8, src)) return 1;
      if (mark_read(t, in, (uint32_t)p[src], 8, src)) return 1;
      memcpy(mat[s], t->sh->mem + p[src], 8);
    }
    for (int j = 0; j < 16; j++) {
      uint64_t *o = d + (size_t)(base + g + j) * st;
      memset(o, 0, (size_t)st * 8);
      for (int e = 0; e < 4; e++)
        o[0] |= (uint64_t)mat[j / 4 + 4 * e][j % 4] << (16 * e); /* words 0, 1: one slot */
    }
  }
  return 0;
}

/* ---- cp.async --------------------------------------------------------------------------- */
static int cp_push(ix_thread *t, cp_entry e) {
  ix_shared *s = t->sh;
  if (s->ncp == s->capcp) {
    int c = s->capcp ? 2 * s->capcp : 256;
    cp_entry *q = realloc(s->cp, (size_t)c * sizeof *q);
    if (!q) return cj__ix_fail(t, CJ_E_OOM, "interp: out of memory for cp_async copies");
    s->cp = q;
    s->capcp = c;
  }
  s->cp[s->ncp++] = e;
  return 0;
}

int cj__ix_cp_async(ix_thread *t, const kir_inst *in, const uint8_t *m) {
  const uint64_t *sp = ix_val(t, in->a), *gp = ix_val(t, in->b);
  const uint64_t *pr = in->c ? ix_val(t, in->c) : NULL;
  uint32_t n = (uint32_t)in->imm;
  for (int l = 0; l < t->lanes; l++) {
    if (!m[l]) continue;
    int valid = !pr || pr[l];
    if (sh_range(t, in, sp[l], n, n, l)) return 1;
    if (valid && (!gp[l] || (gp[l] & (n - 1))))
      return cj__ix_fail(t, CJ_E_INVALID,
                         "interp: kernel %s: cp_async from global address 0x%" PRIx64
                         " (null or not %u-byte aligned; rank %d, block %d, thread %d)",
                         t->k->name, gp[l], n, t->rank, t->block, l);
    if (mark_write(t, in, (uint32_t)sp[l], n, l, SH_PENDING)) return 1;
    cp_entry e = {(uint32_t)l, (uint32_t)sp[l], n, t->sh->commits[l], gp[l], valid};
    if (cp_push(t, e)) return 1;
  }
  return 0;
}

void cj__ix_cp_commit(ix_thread *t, const uint8_t *m) {
  for (int l = 0; l < t->lanes; l++)
    if (m[l]) t->sh->commits[l]++;
}

/* Completes, for each active lane, its copies of every committed group but the newest n. */
void cj__ix_cp_wait(ix_thread *t, const kir_inst *in, const uint8_t *m) {
  ix_shared *s = t->sh;
  uint32_t keep = (uint32_t)in->imm;
  int j = 0;
  for (int i = 0; i < s->ncp; i++) {
    cp_entry e = s->cp[i];
    uint32_t c = s->commits[e.lane];
    if (m[e.lane] && c > keep && e.group < c - keep) {
      if (e.valid)
        memcpy(s->mem + e.soff, (const void *)(uintptr_t)e.gaddr, e.bytes);
      else
        memset(s->mem + e.soff, 0, e.bytes);
      for (uint32_t x = 0; x < e.bytes; x++) {
        s->wr[e.soff + x] = (uint16_t)(e.lane + 1);
        s->rd[e.soff + x] = 0;
        s->gen[e.soff + x] = (uint16_t)(e.lane + 1);
      }
      continue;
    }
    s->cp[j++] = e;
  }
  s->ncp = j;
}
