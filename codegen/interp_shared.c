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
#include "kabi.h"

#define SH_PENDING 0xffffu
#define SH_MANY 0xffffu

/* An mbarrier (kir.h, "Roles and mbarriers"). arr[l]: the arrival index (ix_shared.narr[l]
 * after it) of lane l's arrival in the open phase (0: none); done[l]: the same for the last
 * completed phase, what a wait acquires. */
typedef struct mbar {
  uint32_t off, count, pending, phase;
  int64_t tx; /* bytes the open phase still waits for (expect_tx adds, landed copies take) */
  uint32_t *arr, *done;
} mbar;

/* A TMA_LOAD in flight: the map as it was at the issue, the box's origin, where it lands and
 * the mbarrier its bytes are counted off. */
typedef struct tma_entry {
  cj_tmap map;
  int32_t x, y;
  uint32_t lane, soff, bytes, mbar_off; /* mbar_off TMA_STORE_READING: a TMA_STORE's read */
} tma_entry;
#define TMA_STORE_READING 0xffffffffu
#define MAX_MBARS 64

typedef struct cp_entry {
  uint32_t lane, soff, bytes, group;
  uint64_t gaddr;
  int valid;
} cp_entry;

struct ix_shared {
  uint8_t *mem;
  uint16_t *wr, *rd;
  uint16_t *gen; /* lane + 1 that wrote the byte since its last PROXY_FENCE (0: none) */
  uint16_t *wn;  /* writes of the byte (stores, copies started into it), mod 2^16: a WGMMA
                  * whose operand bytes saw one between its issue and its retirement read
                  * them while they changed, whatever the host threads' timing */
  uint32_t bytes;
  cp_entry *cp;
  int ncp, capcp;
  tma_entry *tma;
  int ntma, captma;
  uint32_t *commits; /* [lanes]: groups each lane has committed */
  /* Roles (kir.h): while a roles IF runs, its two host threads take `lock` around every
   * instruction but a wait. The happens-before of mbarriers: narr[l] counts lane l's arrivals;
   * seen[w * lanes + l] the largest arrival index of lane l that lane w acquired by a wait;
   * wr_ep / rd_ep[x] the writer's / reader's arrival count when it wrote / read byte x. An
   * access of a byte another lane wrote or read is ordered when that lane arrived after the
   * access and this lane acquired the arrival (or a BARRIER came between). */
  pthread_mutex_t lock;
  atomic_int live; /* role threads running: the lock is on while any runs, and a wait with no
                    * other running can never end */
  int lanes;
  mbar mb[MAX_MBARS];
  int nmb;
  uint32_t *narr, *seen, *wr_ep, *rd_ep;
  uint16_t *rdl; /* lane + 1 of the byte's last reader (several readers: ordered by its waits,
                  * the readers of a role all arrive together) */
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
  s->wn = calloc(n ? n : 1, sizeof *s->wn);
  s->commits = calloc((size_t)t->lanes, sizeof *s->commits);
  s->lanes = t->lanes;
  if (!s->mem || !s->wr || !s->rd || !s->gen || !s->wn || !s->commits)
    return cj__ix_fail(t, CJ_E_OOM, "interp: out of memory for %u bytes of shared memory", n);
  if (pthread_mutex_init(&s->lock, NULL))
    return cj__ix_fail(t, CJ_E_INTERNAL, "interp: pthread_mutex_init failed");
  atomic_init(&s->live, 0);
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
  free(s->wn);
  free(s->cp);
  free(s->tma);
  free(s->commits);
  for (int i = 0; i < s->nmb; i++)
    free(s->mb[i].arr), free(s->mb[i].done);
  free(s->narr);
  free(s->seen);
  free(s->wr_ep);
  free(s->rd_ep);
  free(s->rdl);
  pthread_mutex_destroy(&s->lock);
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

/* 1 when lane `other`'s access of byte x at its arrival count `ep` is ordered before lane
 * `me`'s (through an mbarrier: `other` arrived after the access and `me` acquired that). */
static int ordered(const ix_shared *s, int me, unsigned other, uint32_t ep) {
  if (!s->seen || me < 0 || other == SH_MANY || other == 0) return 0;
  return s->seen[(size_t)me * (size_t)s->lanes + (other - 1)] > ep;
}

static uint32_t arrivals(const ix_shared *s, int l) { return s->narr && l >= 0 ? s->narr[l] : 0; }

/* Marks bytes [off, off + n) read by lane l (l < 0: by the whole warp, as LDMATRIX reads; rep:
 * a lane of the reading warp(group), whose waits order the read). */
static int mark_read_by(ix_thread *t, const kir_inst *in, uint32_t off, uint32_t n, int l,
                        int rep) {
  ix_shared *s = t->sh;
  unsigned me = l < 0 ? SH_MANY : (unsigned)l + 1;
  int who = l >= 0 ? l : rep;
  for (uint32_t x = off; x < off + n; x++) {
    unsigned w = s->wr[x], r = s->rd[x];
    if (w == SH_PENDING)
      return cj__ix_fail(t, CJ_E_INVALID,
                         "interp: kernel %s: %s reads shared byte %u before the cp_async or "
                         "tma_load that writes it completed (no cp_wait, or no wait on the "
                         "copy's mbarrier; rank %d, block %d)",
                         t->k->name, kir_op_name(in->op), x, t->rank, t->block);
    if (w && w != me && !ordered(s, who, w, s->wr_ep ? s->wr_ep[x] : 0))
      return race(t, in, "wrote it", x, l, w);
    if (w && w != me) s->wr[x] = 0; /* ordered: as after a barrier */
    s->rd[x] = (uint16_t)((r == 0 || r == me) ? me : SH_MANY);
    if (s->rd_ep && who >= 0) {
      s->rd_ep[x] = arrivals(s, who);
      s->rdl[x] = (uint16_t)(who + 1);
    }
  }
  return 0;
}

static int mark_read(ix_thread *t, const kir_inst *in, uint32_t off, uint32_t n, int l) {
  return mark_read_by(t, in, off, n, l, -1);
}

/* Marks bytes written by lane l; `value`: the final marker (lane + 1, or SH_PENDING). */
static int mark_write(ix_thread *t, const kir_inst *in, uint32_t off, uint32_t n, int l,
                      unsigned value) {
  ix_shared *s = t->sh;
  unsigned me = (unsigned)l + 1;
  for (uint32_t x = off; x < off + n; x++) {
    unsigned w = s->wr[x], r = s->rd[x];
    if (w == SH_PENDING) return race(t, in, "started a cp_async to it", x, l, SH_MANY);
    if (w && w != me && !ordered(s, l, w, s->wr_ep ? s->wr_ep[x] : 0))
      return race(t, in, "wrote it", x, l, w);
    if (r && r != me && !ordered(s, l, s->rdl ? s->rdl[x] : r, s->rd_ep ? s->rd_ep[x] : 0))
      return race(t, in, "read it", x, l, r);
    if (r && r != me) s->rd[x] = 0;
    s->wr[x] = (uint16_t)value;
    s->wn[x]++;
    if (s->wr_ep) s->wr_ep[x] = arrivals(s, l);
  }
  return 0;
}

int cj__ix_shared_read(ix_thread *t, const kir_inst *in, uint32_t off, uint32_t n, int rep) {
  if (sh_range(t, in, off, n, 1, -1) || mark_read_by(t, in, off, n, -1, rep)) return 1;
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

uint16_t cj__ix_shared_writes(const ix_thread *t, uint32_t x) { return t->sh->wn[x]; }

/* A warpgroup's read of [off, off + n) lasts until now (a WGMMA's, at its retirement): an
 * arrival of its lanes orders it only from now on. */
void cj__ix_shared_reread(ix_thread *t, uint32_t off, uint32_t n, int rep) {
  ix_shared *s = t->sh;
  if (!s->rd_ep || rep < 0) return;
  for (uint32_t x = off; x < off + n && x < s->bytes; x++)
    if (s->rd[x]) {
      s->rd_ep[x] = arrivals(s, rep);
      s->rdl[x] = (uint16_t)(rep + 1);
    }
}

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
  for (int i = 0; i < s->ntma; i++)
    for (uint32_t x = 0; x < s->tma[i].bytes; x++) {
      if (s->tma[i].mbar_off == TMA_STORE_READING) { /* read until its bulk_wait */
        s->rd[s->tma[i].soff + x] = SH_MANY;
        if (s->rdl) s->rdl[s->tma[i].soff + x] = SH_MANY;
      }
      else
        s->wr[s->tma[i].soff + x] = SH_PENDING;
    }
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
        if (s->wr_ep) s->wr_ep[e.soff + x] = arrivals(s, (int)e.lane);
      }
      continue;
    }
    s->cp[j++] = e;
  }
  s->ncp = j;
}

/* ---- roles and mbarriers ---------------------------------------------------------------- */
void cj__ix_role_live(ix_thread *t, int delta) {
  if (t->sh) atomic_fetch_add(&t->sh->live, delta);
}

int cj__ix_roles_lock(ix_thread *t) {
  if (!t->sh || !atomic_load(&t->sh->live)) return 0;
  pthread_mutex_lock(&t->sh->lock);
  return 1;
}

void cj__ix_roles_unlock(ix_thread *t) { pthread_mutex_unlock(&t->sh->lock); }

static int mbar_state(ix_thread *t) {
  ix_shared *s = t->sh;
  if (s->narr) return 0;
  size_t n = (size_t)s->lanes, b = s->bytes ? s->bytes : 1;
  s->narr = calloc(n, sizeof *s->narr);
  s->seen = calloc(n * n, sizeof *s->seen);
  s->wr_ep = calloc(b, sizeof *s->wr_ep);
  s->rd_ep = calloc(b, sizeof *s->rd_ep);
  s->rdl = calloc(b, sizeof *s->rdl);
  if (s->narr && s->seen && s->wr_ep && s->rd_ep && s->rdl) return 0;
  return cj__ix_fail(t, CJ_E_OOM, "interp: out of memory for the mbarriers' state");
}

static mbar *mbar_at(ix_thread *t, const kir_inst *in, uint64_t off, int l) {
  ix_shared *s = t->sh;
  for (int i = 0; i < s->nmb; i++)
    if (s->mb[i].off == off) return &s->mb[i];
  cj__ix_fail(t, CJ_E_INVALID,
              "interp: kernel %s: %s at shared offset %" PRIu64
              ", where no mbar_init set up an mbarrier (rank %d, block %d, thread %d)",
              t->k->name, kir_op_name(in->op), off, t->rank, t->block, l);
  return NULL;
}

/* The phase completes once its arrivals and its bytes are all in: its arrivals are what a
 * wait acquires. */
static void mbar_complete(ix_shared *s, mbar *b) {
  if (b->pending || b->tx) return;
  memcpy(b->done, b->arr, (size_t)s->lanes * sizeof *b->arr);
  memset(b->arr, 0, (size_t)s->lanes * sizeof *b->arr);
  b->pending = b->count;
  b->phase++;
}

/* ---- tensor-map copies (TMA_LOAD) --------------------------------------------------------- */
static int tma_push(ix_thread *t, tma_entry e) {
  ix_shared *s = t->sh;
  if (s->ntma == s->captma) {
    int c = s->captma ? 2 * s->captma : 64;
    tma_entry *q = realloc(s->tma, (size_t)c * sizeof *q);
    if (!q) return cj__ix_fail(t, CJ_E_OOM, "interp: out of memory for tma_load copies");
    s->tma = q;
    s->captma = c;
  }
  s->tma[s->ntma++] = e;
  return 0;
}

static int tmap_ok(const cj_tmap *m) {
  uint64_t row = (uint64_t)m->box[0] * m->elem_bytes;
  return m->base && !(m->base & 15) && m->dim[0] >= 1 && m->dim[1] >= 1 &&
         m->dim[0] <= (1ull << 32) && m->dim[1] <= (1ull << 32) && !(m->row_bytes & 15) &&
         m->row_bytes >= m->dim[0] * m->elem_bytes && m->box[0] >= 1 && m->box[0] <= 256 &&
         m->box[1] >= 1 && m->box[1] <= 256 && (m->elem_bytes == 2 || m->elem_bytes == 4) &&
         row % 16 == 0 && (m->swizzle == 0 || (m->swizzle == 128 && row == 128));
}

/* TMA_LOAD: checks the map and the destination, marks the bytes pending (a copy into bytes
 * another thread accesses unordered is a race, as a store would be) and queues the copy; a
 * wait that polls its mbarrier lands it (tma_land). */
static int tmap_ok(const cj_tmap *m);

/* The tensor map of a TMA instruction's parameter, or NULL with the failure set (`op`: its
 * name; `what`: what a valid map is, said after it). */
static const cj_tmap *tma_map(ix_thread *t, const kir_inst *in, const char *op, const char *what) {
  const cj_tmap *map = (const cj_tmap *)(uintptr_t)t->args[in->imm];
  if (map && tmap_ok(map)) return map;
  cj__ix_fail(t, CJ_E_INVALID,
              "interp: kernel %s: %s through parameter %s: not a valid tensor map%s", t->k->name,
              op, t->k->params[in->imm].name, what);
  return NULL;
}

/* 1 (the failure set) when a byte of [from, from + bytes) was written by a thread with no
 * proxy_fence after the write: the async proxy would not see it (`act`: what the instruction
 * does with shared memory, "tma_load into" or "tma_store reads"). */
static int unfenced(ix_thread *t, uint32_t from, uint32_t bytes, const char *act) {
  const ix_shared *s = t->sh;
  for (uint32_t x = from; x < from + bytes; x++)
    if (s->gen[x])
      return cj__ix_fail(t, CJ_E_INVALID,
                         "interp: kernel %s: %s shared byte %u that thread %d wrote with no "
                         "proxy_fence after the write (rank %d, block %d)",
                         t->k->name, act, x, s->gen[x] - 1, t->rank, t->block);
  return 0;
}

int cj__ix_tma_load(ix_thread *t, const kir_inst *in, const uint8_t *m) {
  ix_shared *s = t->sh;
  const uint64_t *sp = ix_val(t, in->a), *xy = ix_val(t, in->b), *mb = ix_val(t, in->c);
  if (!s || mbar_state(t))
    return s ? 1 : cj__ix_fail(t, CJ_E_INVALID, "interp: tma_load without shared memory");
  for (int l = 0; l < t->lanes; l++) {
    if (!m[l]) continue;
    const cj_tmap *map = tma_map(t, in, "tma_load",
                                 " (base 16-byte aligned, rows of a multiple of 16 bytes, boxes "
                                 "of 1..256, a 128-byte swizzle on rows of 128 bytes)");
    if (!map) return 1;
    uint32_t bytes = map->box[0] * map->box[1] * map->elem_bytes;
    if (sh_range(t, in, sp[l], bytes, map->swizzle ? 1024 : 128, l)) return 1;
    if (sh_range(t, in, mb[l], 8, 8, l)) return 1;
    if (!mbar_at(t, in, mb[l], l)) return 1;
    if (mark_write(t, in, (uint32_t)sp[l], bytes, l, SH_PENDING)) return 1;
    if (unfenced(t, (uint32_t)sp[l], bytes, "tma_load into")) return 1;
    uint64_t v = xy[(size_t)l * 2];
    tma_entry e = {*map, (int32_t)(uint32_t)v, (int32_t)(uint32_t)(v >> 32), (uint32_t)l,
                   (uint32_t)sp[l], bytes, (uint32_t)mb[l]};
    if (tma_push(t, e)) return 1;
  }
  return 0;
}

/* TMA_STORE: the box written now from shared memory (its bytes fenced for the async proxy and
 * landed), elements outside the matrix left alone; the bytes stay read (a write of them is a
 * race) until the issuing thread's BULK_WAIT. */
int cj__ix_tma_store(ix_thread *t, const kir_inst *in, const uint8_t *m) {
  ix_shared *s = t->sh;
  const uint64_t *sp = ix_val(t, in->a), *xy = ix_val(t, in->b);
  if (!s) return cj__ix_fail(t, CJ_E_INVALID, "interp: tma_store without shared memory");
  for (int l = 0; l < t->lanes; l++) {
    if (!m[l]) continue;
    const cj_tmap *map = tma_map(t, in, "tma_store", "");
    if (!map) return 1;
    uint32_t eb = map->elem_bytes, rowb = map->box[0] * eb, bytes = rowb * map->box[1];
    uint32_t so = (uint32_t)sp[l];
    if (sh_range(t, in, sp[l], bytes, map->swizzle ? 1024 : 128, l)) return 1;
    if (mark_read_by(t, in, so, bytes, -1, l)) return 1;
    if (unfenced(t, so, bytes, "tma_store reads")) return 1;
    uint64_t v = xy[(size_t)l * 2];
    int32_t x0 = (int32_t)(uint32_t)v, y0 = (int32_t)(uint32_t)(v >> 32);
    for (uint32_t r = 0; r < map->box[1]; r++)
      for (uint32_t x = 0; x < map->box[0]; x++) {
        int64_t gx = (int64_t)x0 + x, gy = (int64_t)y0 + r;
        if (gx < 0 || gy < 0 || (uint64_t)gx >= map->dim[0] || (uint64_t)gy >= map->dim[1])
          continue;
        uint32_t at = so + r * rowb + x * eb;
        if (map->swizzle) at ^= ((at >> 7) & 7u) << 4;
        memcpy((void *)(uintptr_t)(map->base + (uint64_t)gy * map->row_bytes + (uint64_t)gx * eb),
               s->mem + at, eb);
      }
    for (uint32_t x = so; x < so + bytes; x++) { /* read by the async proxy: no barrier or */
      s->rd[x] = SH_MANY;                         /* mbarrier orders it, only BULK_WAIT */
      if (s->rdl) s->rdl[x] = SH_MANY;
    }
    tma_entry e = {*map, x0, y0, (uint32_t)l, so, bytes, TMA_STORE_READING};
    if (tma_push(t, e)) return 1;
  }
  return 0;
}

/* WG_BARRIER: each active lane arrives, then acquires every arrival of its warpgroup's lanes
 * (the race detector's happens-before, as through an mbarrier; the lanes run in lockstep, so
 * nothing waits). */
int cj__ix_wg_barrier(ix_thread *t, const uint8_t *m) {
  ix_shared *s = t->sh;
  if (!s) return 0;
  if (mbar_state(t)) return 1;
  for (int l = 0; l < t->lanes; l++)
    if (m[l]) s->narr[l]++;
  for (int l = 0; l < t->lanes; l++) {
    if (!m[l]) continue;
    int g0 = l / 128 * 128;
    uint32_t *seen = s->seen + (size_t)l * (size_t)s->lanes;
    for (int o = g0; o < g0 + 128 && o < t->lanes; o++)
      if (m[o] && s->narr[o] > seen[o]) seen[o] = s->narr[o];
  }
  return 0;
}

/* BULK_WAIT 0: the active threads' stores have read their bytes (more than 0 groups left
 * pending: nothing is known to be done) */
void cj__ix_bulk_wait(ix_thread *t, const kir_inst *in, const uint8_t *m) {
  ix_shared *s = t->sh;
  if (!s || in->imm) return;
  int j = 0;
  for (int i = 0; i < s->ntma; i++) {
    tma_entry e = s->tma[i];
    if (e.mbar_off == TMA_STORE_READING && m[e.lane]) {
      for (uint32_t x = e.soff; x < e.soff + e.bytes; x++) {
        s->rd[x] = 0;
        if (s->rdl) s->rdl[x] = 0;
      }
      continue;
    }
    s->tma[j++] = e;
  }
  s->ntma = j;
}

/* Lands every copy counted off the mbarrier at `off`: the box's elements (zeros outside the
 * matrix), swizzled as the map says, written through the async proxy (no proxy fence owed),
 * then its bytes counted off the mbarrier's phase. */
static void tma_land(ix_shared *s, mbar *b) {
  int j = 0;
  for (int i = 0; i < s->ntma; i++) {
    tma_entry e = s->tma[i];
    if (e.mbar_off != b->off) {
      s->tma[j++] = e;
      continue;
    }
    const cj_tmap *m = &e.map;
    uint32_t eb = m->elem_bytes, rowb = m->box[0] * eb;
    for (uint32_t r = 0; r < m->box[1]; r++)
      for (uint32_t x = 0; x < m->box[0]; x++) {
        int64_t gx = (int64_t)e.x + x, gy = (int64_t)e.y + r;
        uint32_t o = r * rowb + x * eb, at = e.soff + o;
        if (m->swizzle) at ^= ((at >> 7) & 7u) << 4;
        if (gx >= 0 && gy >= 0 && (uint64_t)gx < m->dim[0] && (uint64_t)gy < m->dim[1])
          memcpy(s->mem + at,
                 (const void *)(uintptr_t)(m->base + (uint64_t)gy * m->row_bytes + (uint64_t)gx * eb),
                 eb);
        else
          memset(s->mem + at, 0, eb);
      }
    for (uint32_t x = 0; x < e.bytes; x++) {
      s->wr[e.soff + x] = 0; /* ordered for whoever waited on the mbarrier */
      s->rd[e.soff + x] = 0;
      s->gen[e.soff + x] = 0;
    }
    b->tx -= e.bytes;
  }
  s->ntma = j;
  mbar_complete(s, b);
}

/* MBAR_INIT, MBAR_ARRIVE and MBAR_EXPECT_TX. */
int cj__ix_mbar(ix_thread *t, const kir_inst *in, const uint8_t *m) {
  ix_shared *s = t->sh;
  const uint64_t *p = ix_val(t, in->a);
  if (!s || mbar_state(t)) return s ? 1 : cj__ix_fail(t, CJ_E_INVALID, "interp: mbarrier without shared memory");
  for (int l = 0; l < t->lanes; l++) {
    if (!m[l]) continue;
    if (sh_range(t, in, p[l], 8, 8, l)) return 1;
    if (in->op == KIR_MBAR_INIT) {
      mbar *b = NULL;
      for (int i = 0; i < s->nmb && !b; i++)
        if (s->mb[i].off == p[l]) b = &s->mb[i];
      if (!b) {
        if (s->nmb == MAX_MBARS)
          return cj__ix_fail(t, CJ_E_INVALID, "interp: kernel %s: more than %d mbarriers",
                             t->k->name, MAX_MBARS);
        b = &s->mb[s->nmb++];
        b->arr = calloc((size_t)s->lanes, sizeof *b->arr);
        b->done = calloc((size_t)s->lanes, sizeof *b->done);
        if (!b->arr || !b->done)
          return cj__ix_fail(t, CJ_E_OOM, "interp: out of memory for an mbarrier");
      }
      b->off = (uint32_t)p[l];
      b->count = b->pending = (uint32_t)in->imm;
      b->phase = 0;
      b->tx = 0;
      memset(b->arr, 0, (size_t)s->lanes * sizeof *b->arr);
      memset(b->done, 0, (size_t)s->lanes * sizeof *b->done);
      continue;
    }
    mbar *b = mbar_at(t, in, p[l], l);
    if (!b) return 1;
    if (!b->pending)
      return cj__ix_fail(t, CJ_E_INVALID,
                         "interp: kernel %s: %s at shared offset %u: more arrivals than the "
                         "%u its phase expects (rank %d, block %d, thread %d)",
                         t->k->name, kir_op_name(in->op), b->off, b->count, t->rank, t->block, l);
    if (in->op == KIR_MBAR_EXPECT_TX) b->tx += in->imm;
    b->arr[l] = ++s->narr[l];
    b->pending--;
    mbar_complete(s, b);
  }
  return 0;
}

/* MBAR_WAIT: 1 when every active lane's phase of its parity completed (then each acquires the
 * phase's arrivals), 0 while one has not, -1 failed. Called with the roles lock held. */
static int mbar_try(ix_thread *t, const kir_inst *in, const uint8_t *m) {
  ix_shared *s = t->sh;
  const uint64_t *p = ix_val(t, in->a), *par = ix_val(t, in->b);
  if (!s) {
    cj__ix_fail(t, CJ_E_INVALID, "interp: kernel %s: mbar_wait without shared memory", t->k->name);
    return -1;
  }
  if (mbar_state(t)) return -1;
  for (int l = 0; l < t->lanes; l++) {
    if (!m[l]) continue;
    if (sh_range(t, in, p[l], 8, 8, l)) return -1;
    mbar *b = mbar_at(t, in, p[l], l);
    if (!b) return -1;
    if (s->ntma) tma_land(s, b);
    if ((b->phase & 1u) == (par[l] & 1u)) return 0;
  }
  for (int l = 0; l < t->lanes; l++) {
    if (!m[l]) continue;
    mbar *b = mbar_at(t, in, p[l], l);
    uint32_t *seen = s->seen + (size_t)l * (size_t)s->lanes;
    for (int o = 0; o < s->lanes; o++)
      if (b->done[o] > seen[o]) seen[o] = b->done[o];
  }
  return 1;
}

int cj__ix_mbar_wait(ix_thread *t, const kir_inst *in, const uint8_t *m) {
  for (uint64_t it = 0;; it++) {
    int locked = cj__ix_roles_lock(t);
    int r = mbar_try(t, in, m);
    int others = t->sh && locked ? atomic_load(&t->sh->live) - 1 : 0;
    if (locked) cj__ix_roles_unlock(t);
    if (r) return r < 0;
    /* this thread runs every lane of its role in lockstep: with no other role running, no
     * arrival can come */
    if (others <= 0)
      return cj__ix_fail(t, CJ_E_INVALID,
                         "interp: kernel %s: mbar_wait that can never complete: no other role "
                         "runs to arrive (rank %d, block %d)",
                         t->k->name, t->rank, t->block);
    if (cj__ix_spin(t, it)) return 1;
  }
}
