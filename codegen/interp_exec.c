/* CPU executor: one block's lanes in lockstep. Control flow with per-lane masks, memory,
 * atomics, variables; arithmetic is in interp_alu.c. */
#include <inttypes.h>
#include <sched.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "interp_compute.h"

static int exec_region(ix_thread *t, int r, const uint8_t *m, int depth);

static uint8_t *mask_at(const ix_thread *t, int depth, int which) {
  return t->masks + (size_t)(2 * depth + which) * (size_t)t->lanes;
}

static uint64_t *var_at(const ix_thread *t, kir_var v) {
  return t->vars + (size_t)t->lay->var_slot[v] * (size_t)t->lanes;
}

/* ---- loops: stop flag, watchdog, spin politeness ----------------------------------------- */
static int backedge(ix_thread *t, uint64_t it, int spins) {
  ix_launch *l = t->launch;
  if (atomic_load_explicit(&l->stop, memory_order_relaxed)) return 1;
  if (spins && it >= IX_YIELD_AFTER) {
    if (it >= IX_SLEEP_AFTER) {
      struct timespec ts = {0, IX_SLEEP_NS};
      nanosleep(&ts, NULL);
    } else {
      sched_yield();
    }
  }
  if ((spins || (it & 63) == 0) && cj__ix_now_ns() > l->deadline_ns)
    return cj__ix_fail(t, CJ_E_TIMEOUT,
                       "interp: watchdog: kernel %s ran past %.3g s (rank %d, block %d)",
                       t->k->name, l->watchdog_s, t->rank, t->block);
  return 0;
}

int cj__ix_spin(ix_thread *t, uint64_t it) { return backedge(t, it, 1); }

/* ---- roles: the two branches of a roles IF on two host threads ---------------------------- */
typedef struct role {
  ix_thread t; /* a copy of the block's thread state: its own values, variables and masks */
  int region, depth, rc;
  const uint8_t *mask;
} role;

static void *role_main(void *arg) {
  role *r = arg;
  r->rc = exec_region(&r->t, r->region, r->mask, r->depth);
  cj__ix_role_live(&r->t, -1);
  return NULL;
}

static int exec_roles(ix_thread *t, const kir_inst *in, const uint8_t *yes, const uint8_t *no,
                      int depth) {
  for (int g = 0; g < t->lanes / 128; g++) /* each warpgroup on one side */
    for (int l = 1; l < 128; l++)
      if (yes[g * 128 + l] != yes[g * 128] || no[g * 128 + l] != no[g * 128])
        return cj__ix_fail(t, CJ_E_INVALID,
                           "interp: kernel %s: roles split warpgroup %d (rank %d, block %d)",
                           t->k->name, g, t->rank, t->block);
  size_t lanes = (size_t)t->lanes;
  role *r = calloc(1, sizeof *r);
  if (r) {
    r->t = *t;
    r->t.wg = NULL;
    r->t.vals = malloc((size_t)t->lay->nunits * lanes * sizeof *t->vals);
    r->t.vars = malloc((size_t)t->lay->var_units * lanes * sizeof *t->vars);
    r->t.masks = malloc((size_t)(2 * (t->lay->depth + 2)) * lanes);
  }
  if (!r || !r->t.vals || !r->t.vars || !r->t.masks) {
    if (r) free(r->t.vals), free(r->t.vars), free(r->t.masks);
    free(r);
    return cj__ix_fail(t, CJ_E_OOM, "interp: out of memory for a role's values");
  }
  memcpy(r->t.vals, t->vals, (size_t)t->lay->nunits * lanes * sizeof *t->vals);
  memcpy(r->t.vars, t->vars, (size_t)t->lay->var_units * lanes * sizeof *t->vars);
  memcpy(r->t.masks, t->masks, (size_t)(2 * (t->lay->depth + 2)) * lanes);
  r->region = in->r0;
  r->depth = depth + 1;
  r->mask = mask_at(&r->t, depth + 1, 0);
  pthread_attr_t attr;
  pthread_attr_init(&attr);
  pthread_attr_setstacksize(&attr, 512u * 1024u);
  pthread_t th;
  cj__ix_role_live(t, 2);
  int rc = 0;
  if (pthread_create(&th, &attr, role_main, r)) {
    rc = cj__ix_fail(t, CJ_E_OOM, "interp: could not start a host thread for a role");
    cj__ix_role_live(t, -2);
  } else {
    rc = exec_region(t, in->r1, no, depth + 1);
    cj__ix_role_live(t, -1);
    pthread_join(th, NULL);
    rc |= r->rc;
  }
  pthread_attr_destroy(&attr);
  cj__ix_wgmma_free(&r->t);
  free(r->t.vals);
  free(r->t.vars);
  free(r->t.masks);
  free(r);
  return rc;
}

static int exec_if(ix_thread *t, const kir_inst *in, const uint8_t *m, int depth) {
  const uint64_t *c = ix_val(t, in->a);
  uint8_t *yes = mask_at(t, depth + 1, 0), *no = mask_at(t, depth + 1, 1);
  int any_yes = 0, any_no = 0;
  for (int l = 0; l < t->lanes; l++) {
    yes[l] = (uint8_t)(m[l] & (c[l] != 0));
    no[l] = (uint8_t)(m[l] & (c[l] == 0));
    any_yes |= yes[l];
    any_no |= no[l];
  }
  if ((in->flags & KIR_IF_ROLES) && any_yes && any_no) return exec_roles(t, in, yes, no, depth);
  if (any_yes && exec_region(t, in->r0, yes, depth + 1)) return 1;
  if (in->r1 >= 0 && any_no && exec_region(t, in->r1, no, depth + 1)) return 1;
  return 0;
}

static int exec_for(ix_thread *t, const kir_inst *in, const uint8_t *m, int depth) {
  uint64_t *iv = ix_val(t, in->dst);
  const uint64_t *lo = ix_val(t, in->a), *hi = ix_val(t, in->b), *step = ix_val(t, in->c);
  uint64_t wm = ix_wmask(in->type);
  uint8_t *act = mask_at(t, depth + 1, 0);
  int spins = t->lay->spins[in->r0];
  for (int l = 0; l < t->lanes; l++) {
    act[l] = m[l];
    iv[l] = lo[l];
  }
  for (uint64_t it = 0;; it++) {
    int any = 0;
    for (int l = 0; l < t->lanes; l++) {
      act[l] = (uint8_t)(act[l] & (iv[l] < hi[l])); /* canonical bits: unsigned compare */
      any |= act[l];
    }
    if (!any) return 0;
    if (exec_region(t, in->r0, act, depth + 1)) return 1;
    for (int l = 0; l < t->lanes; l++)
      iv[l] = (iv[l] + step[l]) & wm;
    if (backedge(t, it, spins)) return 1;
  }
}

static int exec_while(ix_thread *t, const kir_inst *in, const uint8_t *m, int depth) {
  uint8_t *act = mask_at(t, depth + 1, 0);
  int spins = t->lay->spins[in->r0] | t->lay->spins[in->r1];
  memcpy(act, m, (size_t)t->lanes);
  for (uint64_t it = 0;; it++) {
    if (exec_region(t, in->r0, act, depth + 1)) return 1;
    const uint64_t *c = ix_val(t, in->a);
    int any = 0;
    for (int l = 0; l < t->lanes; l++) {
      act[l] = (uint8_t)(act[l] & (c[l] != 0));
      any |= act[l];
    }
    if (!any) return 0;
    if (exec_region(t, in->r1, act, depth + 1)) return 1;
    if (backedge(t, it, spins)) return 1;
  }
}

static int exec_barrier(ix_thread *t, const uint8_t *m) {
  for (int l = 0; l < t->lanes; l++)
    if (!m[l])
      return cj__ix_fail(t, CJ_E_INVALID,
                         "interp: kernel %s: barrier under divergent control flow (rank %d, "
                         "block %d: thread %d does not reach it)",
                         t->k->name, t->rank, t->block, l);
  atomic_thread_fence(memory_order_seq_cst);
  cj__ix_shared_barrier(t);
  return 0;
}

/* ---- memory ---------------------------------------------------------------------------- */
static int check_addr(ix_thread *t, const kir_inst *in, uint64_t addr, unsigned align, int l) {
  if (addr == 0)
    return cj__ix_fail(t, CJ_E_INVALID,
                       "interp: kernel %s: %s through a null pointer "
                       "(rank %d, block %d, thread %d)",
                       t->k->name, kir_op_name(in->op), t->rank, t->block, l);
  if (addr & (align - 1))
    return cj__ix_fail(t, CJ_E_INVALID,
                       "interp: kernel %s: misaligned %s.%s: address 0x%" PRIx64
                       " is not %u-byte aligned (rank %d, block %d, thread %d)",
                       t->k->name, kir_op_name(in->op), kir_type_name(in->type), addr, align,
                       t->rank, t->block, l);
  return 0;
}

/* Constant-size copies, so that each access is one host load/store where the host has one. */
static void copy_bytes(void *d, const void *s, int n) {
  switch (n) {
  case 2:
    memcpy(d, s, 2);
    break;
  case 4:
    memcpy(d, s, 4);
    break;
  case 8:
    memcpy(d, s, 8);
    break;
  case 16:
    memcpy(d, s, 16);
    break;
  default:
    memcpy(d, s, (size_t)n);
    break;
  }
}

static int exec_load(ix_thread *t, const kir_inst *in, const uint8_t *m) {
  if (t->k->val_types[in->a] == KT_SPTR) return cj__ix_shared_load(t, in, m);
  const uint64_t *p = ix_val(t, in->a);
  uint64_t *d = ix_val(t, in->dst);
  int size = kir_type_size(in->type), st = ix_stride(in->type);
  int poll = in->hint == KIR_HINT_VOLATILE && (size == 4 || size == 8);
  for (int l = 0; l < t->lanes; l++) {
    if (!m[l]) continue;
    if (check_addr(t, in, p[l], in->align, l)) return 1;
    void *a = (void *)(uintptr_t)p[l];
    uint64_t *o = d + (size_t)l * st;
    if (poll && !(p[l] & (uint64_t)(size - 1)))
      *o = size == 4 ? atomic_load_explicit((_Atomic uint32_t *)a, memory_order_relaxed)
                     : atomic_load_explicit((_Atomic uint64_t *)a, memory_order_relaxed);
    else {
      *o = 0;
      copy_bytes(o, a, size);
    }
  }
  return 0;
}

/* base and soff the same in every active lane, each access within the extent */
static int exec_load_off(ix_thread *t, const kir_inst *in, const uint8_t *m) {
  const uint64_t *base = ix_val(t, in->a), *so = ix_val(t, in->b), *vo = ix_val(t, in->c);
  uint64_t *d = ix_val(t, in->dst);
  int size = kir_type_size(in->type), st = ix_stride(in->type), first = -1;
  for (int l = 0; l < t->lanes; l++) {
    if (!m[l]) continue;
    if (first < 0) first = l;
    if (base[l] != base[first] || (uint32_t)so[l] != (uint32_t)so[first])
      return cj__ix_fail(t, CJ_E_INVALID,
                         "interp: kernel %s: load_off: base or scalar offset differs between "
                         "threads %d and %d (rank %d, block %d)",
                         t->k->name, first, l, t->rank, t->block);
    uint64_t off = (uint64_t)(uint32_t)so[l] + (uint64_t)(uint32_t)vo[l];
    if (off + (uint64_t)size > (uint64_t)in->imm)
      return cj__ix_fail(t, CJ_E_INVALID,
                         "interp: kernel %s: load_off: bytes %" PRIu64 "..%" PRIu64
                         " past its extent of %" PRId64 " (rank %d, block %d, thread %d)",
                         t->k->name, off, off + (uint64_t)size, in->imm, t->rank, t->block, l);
    uint64_t p = base[l] + off;
    if (check_addr(t, in, p, in->align, l)) return 1;
    uint64_t *o = d + (size_t)l * st;
    *o = 0;
    copy_bytes(o, (const void *)(uintptr_t)p, size);
  }
  return 0;
}

static int exec_store(ix_thread *t, const kir_inst *in, const uint8_t *m) {
  if (t->k->val_types[in->a] == KT_SPTR) return cj__ix_shared_store(t, in, m);
  const uint64_t *p = ix_val(t, in->a), *v = ix_val(t, in->b);
  int size = kir_type_size(in->type), st = ix_stride(in->type);
  for (int l = 0; l < t->lanes; l++) {
    if (!m[l]) continue;
    if (check_addr(t, in, p[l], in->align, l)) return 1;
    copy_bytes((void *)(uintptr_t)p[l], v + (size_t)l * st, size);
  }
  return 0;
}

/* ---- atomics: sequentially consistent C11 atomics on the host address ------------------ */
static uint64_t rmw32(_Atomic uint32_t *q, kir_rmw op, uint32_t v) {
  switch (op) {
  case KIR_RMW_ADD:
    return atomic_fetch_add(q, v);
  case KIR_RMW_XCHG:
    return atomic_exchange(q, v);
  case KIR_RMW_OR:
    return atomic_fetch_or(q, v);
  default: {
    uint32_t old = atomic_load(q);
    while (old < v && !atomic_compare_exchange_weak(q, &old, v)) {
    }
    return old;
  }
  }
}

static uint64_t rmw64(_Atomic uint64_t *q, kir_rmw op, uint64_t v) {
  switch (op) {
  case KIR_RMW_ADD:
    return atomic_fetch_add(q, v);
  case KIR_RMW_XCHG:
    return atomic_exchange(q, v);
  case KIR_RMW_OR:
    return atomic_fetch_or(q, v);
  default: {
    uint64_t old = atomic_load(q);
    while (old < v && !atomic_compare_exchange_weak(q, &old, v)) {
    }
    return old;
  }
  }
}

static uint64_t cas_any(void *a, int w64, uint64_t expect, uint64_t desired) {
  if (w64) {
    uint64_t e = expect;
    atomic_compare_exchange_strong((_Atomic uint64_t *)a, &e, desired);
    return e;
  }
  uint32_t e = (uint32_t)expect;
  atomic_compare_exchange_strong((_Atomic uint32_t *)a, &e, (uint32_t)desired);
  return e;
}

static uint64_t atomic_one(const kir_inst *in, void *a, uint64_t b, uint64_t c) {
  int w64 = in->type == KT_I64;
  switch (in->op) {
  case KIR_ATOMIC_LOAD:
    return w64 ? atomic_load((_Atomic uint64_t *)a) : atomic_load((_Atomic uint32_t *)a);
  case KIR_ATOMIC_STORE:
    if (w64)
      atomic_store((_Atomic uint64_t *)a, b);
    else
      atomic_store((_Atomic uint32_t *)a, (uint32_t)b);
    return 0;
  case KIR_ATOMIC_RMW:
    return w64 ? rmw64(a, (kir_rmw)in->imm, b) : rmw32(a, (kir_rmw)in->imm, (uint32_t)b);
  default:
    return cas_any(a, w64, b, c);
  }
}

static int exec_atomic(ix_thread *t, const kir_inst *in, const uint8_t *m) {
  if (in->type != KT_I32 && in->type != KT_I64)
    return cj__ix_fail(t, CJ_E_INVALID, "interp: kernel %s: %s on %s", t->k->name,
                       kir_op_name(in->op), kir_type_name(in->type));
  const uint64_t *p = ix_val(t, in->a);
  const uint64_t *b = in->b ? ix_val(t, in->b) : NULL, *c = in->c ? ix_val(t, in->c) : NULL;
  uint64_t *d = in->dst ? ix_val(t, in->dst) : NULL;
  unsigned size = (unsigned)kir_type_size(in->type);
  for (int l = 0; l < t->lanes; l++) {
    if (!m[l]) continue;
    if (check_addr(t, in, p[l], size, l)) return 1;
    uint64_t r = atomic_one(in, (void *)(uintptr_t)p[l], b ? b[l] : 0, c ? c[l] : 0);
    if (d) d[l] = r;
  }
  return 0;
}

/* ---- values without arithmetic ------------------------------------------------------------ */
static void exec_source(ix_thread *t, const kir_inst *in) {
  uint64_t *d = ix_val(t, in->dst);
  uint64_t wm = ix_wmask(in->type), x = 0;
  switch (in->op) {
  case KIR_CONST:
    x = (uint64_t)in->imm & wm;
    break;
  case KIR_PARAM:
    x = t->args[in->imm] & wm;
    break;
  case KIR_BID:
    x = (uint64_t)t->block;
    break;
  case KIR_TIMER_NS:
    x = cj__ix_now_ns();
    break;
  default:
    for (int l = 0; l < t->lanes; l++)
      d[l] = (uint64_t)l; /* TID */
    return;
  }
  for (int l = 0; l < t->lanes; l++)
    d[l] = x;
}

static void exec_var(ix_thread *t, const kir_inst *in, const uint8_t *m) {
  uint64_t *v = var_at(t, in->var);
  int st = ix_stride(in->type);
  if (in->op == KIR_VAR_GET) {
    memcpy(ix_val(t, in->dst), v, (size_t)t->lanes * st * sizeof *v);
    return;
  }
  const uint64_t *x = ix_val(t, in->a);
  for (int l = 0; l < t->lanes; l++) {
    if (!m[l]) continue;
    for (int w = 0; w < st; w++)
      v[(size_t)l * st + w] = x[(size_t)l * st + w];
  }
}

static int exec_plain(ix_thread *t, const kir_inst *in, const uint8_t *m);

static int exec_inst(ix_thread *t, const kir_inst *in, const uint8_t *m, int depth) {
  switch (in->op) {
  case KIR_IF:
    return exec_if(t, in, m, depth);
  case KIR_FOR:
    return exec_for(t, in, m, depth);
  case KIR_WHILE:
    return exec_while(t, in, m, depth);
  case KIR_MBAR_WAIT: /* takes the roles lock itself, between its polls */
    return cj__ix_mbar_wait(t, in, m);
  default:
    break;
  }
  int locked = cj__ix_roles_lock(t);
  int rc = exec_plain(t, in, m);
  if (locked) cj__ix_roles_unlock(t);
  return rc;
}

static int exec_plain(ix_thread *t, const kir_inst *in, const uint8_t *m) {
  switch (in->op) {
  case KIR_CONST:
  case KIR_PARAM:
  case KIR_TID:
  case KIR_BID:
  case KIR_TIMER_NS:
    exec_source(t, in);
    return 0;
  case KIR_LOAD:
    return exec_load(t, in, m);
  case KIR_LOAD_OFF:
    return exec_load_off(t, in, m);
  case KIR_STORE:
    return exec_store(t, in, m);
  case KIR_ATOMIC_LOAD:
  case KIR_ATOMIC_STORE:
  case KIR_ATOMIC_RMW:
  case KIR_ATOMIC_CAS:
    return exec_atomic(t, in, m);
  case KIR_FENCE:
    atomic_thread_fence(memory_order_seq_cst);
    return 0;
  case KIR_BARRIER:
    return exec_barrier(t, m);
  case KIR_VAR_GET:
  case KIR_VAR_SET:
    if (t->wg && cj__ix_wgmma_var(t, in, m)) return 1;
    exec_var(t, in, m);
    return 0;
  case KIR_COMMENT:
    return 0;
  default:
    if (kir_op_class_of(in->op) == KC_COMPUTE) return cj__ix_compute(t, in, m);
    cj__ix_alu(t, in);
    return 0;
  }
}

static int exec_region(ix_thread *t, int r, const uint8_t *m, int depth) {
  const kir_region *reg = &t->k->regions[r];
  for (int i = 0; i < reg->n; i++)
    if (exec_inst(t, &reg->insts[i], m, depth)) return 1;
  return 0;
}

int cj__ix_exec(ix_thread *t) {
  uint8_t *all = mask_at(t, 0, 0);
  memset(all, 1, (size_t)t->lanes);
  return exec_region(t, 0, all, 0);
}
