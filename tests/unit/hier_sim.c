/* The host simulator of hierarchical step plans (hier_sim.h). */
#include "hier_sim.h"

#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static float bits_f32(uint32_t b) {
  float f;
  memcpy(&f, &b, 4);
  return f;
}
static uint32_t f32_bits(float f) {
  uint32_t b;
  memcpy(&b, &f, 4);
  return b;
}

/* f16: round to nearest even at 11 significant bits (normal range; the tests stay in it) */
static double round_f16(double v) {
  if (v == 0 || !isfinite(v)) return v;
  int e;
  frexp(v, &e);
  double q = ldexp(1.0, e - 11);
  return nearbyint(v / q) * q;
}

static double round_bf16(double v) {
  uint32_t x = f32_bits((float)v);
  return (double)bits_f32(((x + 0x7fff + ((x >> 16) & 1)) >> 16) << 16);
}

double sim_round(cj_dtype t, double v) {
  switch (t) {
  case CJ_F32:
    return (double)(float)v;
  case CJ_F16:
    return round_f16((double)(float)v);
  case CJ_BF16:
    return round_bf16(v);
  default:
    return v;
  }
}

static double combine(const sim *s, double a, double b) {
  double v = s->redop == CJ_MAX ? (a > b ? a : b) : s->redop == CJ_MIN ? (a < b ? a : b) : a + b;
  return sim_round(s->dtype, v);
}

static int fail(sim *s, const char *fmt, ...) {
  if (!s->err[0]) {
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(s->err, sizeof s->err, fmt, ap);
    va_end(ap);
  }
  return -1;
}

/* rank r's buffer b from off, n elements, or NULL (and the error) when outside it */
static double *at(sim *s, int r, cj_hier_buf b, uint64_t off, uint64_t n) {
  sim_buf *x = &s->r[r].buf[b];
  if (!x->p || off > x->n || n > x->n - off) {
    fail(s, "rank %d: [%llu, +%llu) outside buffer %d of %llu elements", r, (unsigned long long)off,
         (unsigned long long)n, (int)b, (unsigned long long)x->n);
    return NULL;
  }
  return x->p + off;
}

/* The ranks that take part with rank r in a step: its node's (local order) or its engine
 * group's (node order). */
static int members(const sim *s, int r, int engine, int *who) {
  const cj_hier_map *m = &s->r[r].map;
  int n = engine ? m->nodes : m->local_size;
  for (int i = 0; i < n; i++)
    who[i] = engine ? m->rank_at[i * m->local_size + m->local_rank]
                    : m->rank_at[m->node * m->local_size + i];
  return n;
}

/* inner and engine reduce-scatter: member i gets the reduction of every member's block i */
static int run_rs(sim *s, const int *who, int n, const cj_hier_step *st, const int *order) {
  uint64_t c = st->count;
  double *tmp = calloc((size_t)(n * c + 1), sizeof *tmp);
  if (!tmp) return fail(s, "out of memory");
  for (int i = 0; i < n; i++)
    for (uint64_t e = 0; e < c; e++) {
      for (int k = 0; k < n; k++) {
        int q = who[order ? order[k] : k];
        uint64_t off = s->r[q].steps[s->r[q].pc].src_off + (uint64_t)i * c + e;
        const double *src = at(s, q, st->src, off, 1);
        if (!src) return free(tmp), -1;
        tmp[i * c + e] = k ? combine(s, tmp[i * c + e], *src) : *src;
      }
    }
  for (int i = 0; i < n; i++) {
    double *dst = at(s, who[i], st->dst, s->r[who[i]].steps[s->r[who[i]].pc].dst_off, c);
    if (!dst) return free(tmp), -1;
    memcpy(dst, tmp + i * c, c * sizeof *tmp);
  }
  free(tmp);
  return 0;
}

/* all-reduce (root < 0: every member gets it) or reduce to member root; the reduction in
 * `order` of the members */
static int run_ar(sim *s, const int *who, int n, const cj_hier_step *st, int root,
                  const int *order) {
  uint64_t c = st->count;
  double *tmp = calloc((size_t)c + 1, sizeof *tmp);
  if (!tmp) return fail(s, "out of memory");
  for (uint64_t e = 0; e < c; e++)
    for (int k = 0; k < n; k++) {
      int q = who[order[k]];
      const double *src = at(s, q, st->src, s->r[q].steps[s->r[q].pc].src_off + e, 1);
      if (!src) return free(tmp), -1;
      tmp[e] = k ? combine(s, tmp[e], *src) : *src;
    }
  for (int i = 0; i < n; i++) {
    if (root >= 0 && i != root) continue;
    double *dst = at(s, who[i], st->dst, s->r[who[i]].steps[s->r[who[i]].pc].dst_off, c);
    if (!dst) return free(tmp), -1;
    memcpy(dst, tmp, c * sizeof *tmp);
  }
  free(tmp);
  return 0;
}

/* all-gather (root < 0) or broadcast from member root */
static int run_ag(sim *s, const int *who, int n, const cj_hier_step *st, int root) {
  uint64_t c = st->count, parts = root < 0 ? (uint64_t)n : 1;
  double *tmp = calloc((size_t)(parts * c + 1), sizeof *tmp);
  if (!tmp) return fail(s, "out of memory");
  for (uint64_t k = 0; k < parts; k++) {
    int q = who[root < 0 ? (int)k : root];
    const double *src = at(s, q, st->src, s->r[q].steps[s->r[q].pc].src_off, c);
    if (!src) return free(tmp), -1;
    memcpy(tmp + k * c, src, c * sizeof *tmp);
  }
  for (int i = 0; i < n; i++) {
    double *dst = at(s, who[i], st->dst, s->r[who[i]].steps[s->r[who[i]].pc].dst_off, parts * c);
    if (!dst) return free(tmp), -1;
    memcpy(dst, tmp, parts * c * sizeof *tmp);
  }
  free(tmp);
  return 0;
}

static int run_collective(sim *s, const int *who, int n, const cj_hier_step *st, int group) {
  int order[SIM_MAX_WORLD];
  for (int k = 0; k < n; k++)
    order[k] = k;
  switch (st->kind) {
  case CJ_HS_INNER_RS:
  case CJ_HS_ENGINE_RS:
    return run_rs(s, who, n, st, NULL);
  case CJ_HS_INNER_REDUCE:
    return run_ar(s, who, n, st, st->root, order);
  case CJ_HS_ENGINE_AR:
    for (int k = 0; k < n; k++) /* each group reduces in an order of its own */
      order[k] = (k + group) % n;
    return run_ar(s, who, n, st, -1, order);
  case CJ_HS_INNER_AG:
  case CJ_HS_ENGINE_AG:
    return run_ag(s, who, n, st, -1);
  case CJ_HS_INNER_BCAST:
    return run_ag(s, who, n, st, st->root);
  default:
    return fail(s, "step kind %d is no collective", (int)st->kind);
  }
}

/* Rank r's next step, run when every member is at it: 1 ran, 0 waits, -1 error. */
static int try_step(sim *s, int r) {
  sim_rank *x = &s->r[r];
  const cj_hier_step *st = &x->steps[x->pc];
  if (st->kind == CJ_HS_ZERO) {
    double *dst = at(s, r, st->dst, st->dst_off, st->count);
    if (!dst) return -1;
    for (uint64_t i = 0; i < st->count; i++)
      dst[i] = 0.0;
    x->pc++;
    return 1;
  }
  if (st->kind == CJ_HS_COPY) {
    double *src = at(s, r, st->src, st->src_off, st->count);
    double *dst = at(s, r, st->dst, st->dst_off, st->count);
    if (!src || !dst) return -1;
    memmove(dst, src, st->count * sizeof *dst);
    x->pc++;
    return 1;
  }
  int engine = cj__hier_is_engine(st->kind), who[SIM_MAX_WORLD];
  int n = members(s, r, engine, who);
  for (int i = 0; i < n; i++) {
    const sim_rank *y = &s->r[who[i]];
    if (y->pc >= y->nsteps) return 0;
    const cj_hier_step *o = &y->steps[y->pc];
    if (cj__hier_is_local(o->kind) || cj__hier_is_engine(o->kind) != engine) return 0;
    if (o->kind != st->kind || o->count != st->count || o->root != st->root || o->src != st->src ||
        o->dst != st->dst)
      return fail(s, "ranks %d and %d disagree: %s(%llu) and %s(%llu)", r, who[i],
                  cj__hier_step_name(st->kind), (unsigned long long)st->count,
                  cj__hier_step_name(o->kind), (unsigned long long)o->count);
  }
  if (run_collective(s, who, n, st, x->map.local_rank)) return -1;
  for (int i = 0; i < n; i++)
    s->r[who[i]].pc++;
  return 1;
}

int sim_run(sim *s) {
  for (int progress = 1; progress;) {
    progress = 0;
    for (int r = 0; r < s->world; r++) {
      if (s->r[r].pc >= s->r[r].nsteps) continue;
      int k = try_step(s, r);
      if (k < 0) return -1;
      progress |= k;
    }
  }
  for (int r = 0; r < s->world; r++)
    if (s->r[r].pc < s->r[r].nsteps)
      return fail(s, "rank %d waits forever at step %d (%s)", r, s->r[r].pc,
                  cj__hier_step_name(s->r[r].steps[s->r[r].pc].kind));
  return 0;
}
