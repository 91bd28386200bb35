/* Expansion of a parsed manifest into plans: every combination of every line's values. */
#include <stdio.h>
#include <string.h>

#include "codegen.h"
#include "manifest.h"

typedef struct combo {
  const cj_mf_values *v[MF_FIELD_COUNT_];
  size_t at[MF_FIELD_COUNT_];
} combo;

static uint64_t num(const combo *c, cj_mf_field f, uint64_t dflt) {
  return c->v[f]->n ? c->v[f]->num[c->at[f]] : dflt;
}

/* The request for the current combination; *compiler gets the line's compile path. */
static void fill(const combo *c, cj_op op, cj_request *r, cj_compiler *compiler) {
  *r = (cj_request)CJ_REQUEST_INIT;
  r->op = op;
  r->dtype = (cj_dtype)num(c, MF_DTYPE, (uint64_t)r->dtype);
  r->count = num(c, MF_COUNT, 0);
  r->hidden = num(c, MF_HIDDEN, 0);
  r->gemm.m = num(c, MF_M, 0);
  r->gemm.n = num(c, MF_N, 0);
  r->gemm.k = num(c, MF_K, 0);
  r->gemm.shard = (int)num(c, MF_SHARD, (uint64_t)cj__op_default_shard(op));
  r->gemm.bias = (int)num(c, MF_BIAS, 0);
  r->gemm.group_m = (int)num(c, MF_GROUP_M, 0);
  r->gemm.a_layout = (int)num(c, MF_A_LAYOUT, CJ_A_K_CONTIG);
  r->gemm.b_layout = (int)num(c, MF_B_LAYOUT, CJ_B_ROW);
  r->gemm.out_f32 = (int)num(c, MF_OUT_F32, 0);
  r->world = (int)num(c, MF_WORLD, 0);
  r->variant = (cj_variant)num(c, MF_VARIANT, (uint64_t)r->variant);
  r->redop = (cj_redop)num(c, MF_REDOP, (uint64_t)r->redop);
  r->root = (int)num(c, MF_ROOT, 0);
  r->vec_bytes = (int)num(c, MF_VEC, 0);
  r->block_threads = (int)num(c, MF_THREADS, 0);
  r->warp_size = (int)num(c, MF_WARP, 0);
  uint64_t tile = num(c, MF_TILE, 0);
  r->tile_m = (int)(tile >> 32);
  r->tile_n = (int)(tile & 0xffffffffu);
  r->grid = (int)num(c, MF_GRID, 0);
  r->barrier = (cj_barrier_mode)num(c, MF_BARRIER, (uint64_t)r->barrier);
  r->flags = num(c, MF_STAGE, 0) ? CJ_REQ_STAGE : 0;
  if (r->count == CJ_MF_COUNT_ANY) {
    r->count = 0;
    r->flags |= CJ_REQ_GENERIC;
  }
  r->target = c->v[MF_TARGET]->n ? c->v[MF_TARGET]->str[c->at[MF_TARGET]] : NULL;
  *compiler = (cj_compiler)num(c, MF_COMPILER, CJ_COMPILER_AUTO);
}

/* "allreduce dtype=bf16 count=4096 ..." for the fields this combination sets. */
static void describe(const combo *c, cj_op op, char *buf, size_t n) {
  size_t used = (size_t)snprintf(buf, n, "%s", cj_op_name(op));
  for (int f = 0; f < MF_FIELD_COUNT_ && used < n; f++) {
    const cj_mf_values *v = c->v[f];
    if (!v->n) continue;
    used += (size_t)snprintf(buf + used, n - used, " %s=", cj_manifest_field_name(f));
    if (used >= n) break;
    if (v->str)
      used += (size_t)snprintf(buf + used, n - used, "%s", v->str[c->at[f]]);
    else if (f == MF_COUNT && v->num[c->at[f]] == CJ_MF_COUNT_ANY)
      used += (size_t)snprintf(buf + used, n - used, "any");
    else if (f == MF_SHARD)
      used += (size_t)snprintf(buf + used, n - used, "%s", v->num[c->at[f]] ? "k" : "m");
    else if (f == MF_B_LAYOUT)
      used += (size_t)snprintf(buf + used, n - used, "%s", v->num[c->at[f]] ? "col" : "row");
    else if (f == MF_TILE)
      used += (size_t)snprintf(buf + used, n - used, "%llux%llu",
                               (unsigned long long)(v->num[c->at[f]] >> 32),
                               (unsigned long long)(v->num[c->at[f]] & 0xffffffffu));
    else
      used += (size_t)snprintf(buf + used, n - used, "%llu", (unsigned long long)v->num[c->at[f]]);
  }
}

/* Next combination (odometer); 0 when every one has been visited. */
static int next(combo *c) {
  for (int f = MF_FIELD_COUNT_ - 1; f >= 0; f--) {
    if (c->v[f]->n > 1 && ++c->at[f] < c->v[f]->n) return 1;
    c->at[f] = 0;
  }
  return 0;
}

static const cj_mf_values none = {0, NULL, NULL, 0};

static void pick_values(const cj_mf_line *l, const cj_mf_defaults *d, combo *c) {
  memset(c, 0, sizeof *c);
  for (int f = 0; f < MF_FIELD_COUNT_; f++)
    c->v[f] = &l->field[f];
  if (!l->field[MF_TARGET].n) c->v[MF_TARGET] = d && d->targets ? d->targets : &none;
  if (!l->field[MF_WORLD].n) c->v[MF_WORLD] = d && d->worlds ? d->worlds : &none;
}

static uint64_t combinations(const combo *c) {
  uint64_t total = 1;
  for (int f = 0; f < MF_FIELD_COUNT_; f++)
    if (c->v[f]->n) total = total > CJ_MF_MAX_PLANS ? total : total * c->v[f]->n;
  return total;
}

/* A line that is one key: its plan, as `colljit gen` would make it. */
static int expand_key(const cj_mf_line *l, const cj_mf_defaults *d, uint64_t *budget,
                      cj_mf_plan_fn fn, void *user, char *err, size_t errlen) {
  cj_plan *plan;
  if (!*budget) {
    snprintf(err, errlen, "%d:%d: the manifest stands for more than %d kernels", l->line, l->col,
             CJ_MF_MAX_PLANS);
    return -1;
  }
  if (cj_plan_from_key(l->key, &plan) != CJ_OK) {
    snprintf(err, errlen, "%d:%d: %s", l->line, l->col, cj_last_error());
    return -1;
  }
  cj_request r;
  cj_plan_request(plan, &r);
  if (d && d->require_target && !strcmp(r.target, "host")) {
    snprintf(err, errlen, "%d:%d: key %s names no target", l->line, l->col, l->key);
    cj_plan_destroy(plan);
    return -1;
  }
  --*budget;
  return fn(user, l, plan, CJ_COMPILER_AUTO) ? 1 : 0;
}

static int expand_line(const cj_mf_line *l, const cj_mf_defaults *d, uint64_t *budget,
                       cj_mf_plan_fn fn, void *user, char *err, size_t errlen) {
  if (l->key) return expand_key(l, d, budget, fn, user, err, errlen);
  combo c;
  pick_values(l, d, &c);
  if (d && d->require_target && !c.v[MF_TARGET]->n) {
    snprintf(err, errlen, "%d:%d: %s has no target: add target=... or pass --target", l->line,
             l->col, cj_op_name(l->op));
    return -1;
  }
  uint64_t n = combinations(&c);
  if (n > *budget) {
    snprintf(err, errlen, "%d:%d: the manifest stands for more than %d kernels", l->line, l->col,
             CJ_MF_MAX_PLANS);
    return -1;
  }
  *budget -= n;
  do {
    cj_request r;
    cj_compiler compiler;
    cj_plan *plan;
    fill(&c, l->op, &r, &compiler);
    if (cj_plan_create(&r, &plan) != CJ_OK) {
      char what[512];
      describe(&c, l->op, what, sizeof what);
      snprintf(err, errlen, "%d:%d: %s (in: %s)", l->line, l->col, cj_last_error(), what);
      return -1;
    }
    if (fn(user, l, plan, compiler)) return 1;
  } while (next(&c));
  return 0;
}

int cj_manifest_expand(const cj_manifest *m, const cj_mf_defaults *d, cj_mf_plan_fn fn, void *user,
                       char *err, size_t errlen) {
  uint64_t budget = CJ_MF_MAX_PLANS;
  if (errlen) err[0] = 0;
  for (size_t i = 0; i < m->n; i++) {
    int r = expand_line(&m->lines[i], d, &budget, fn, user, err, errlen);
    if (r) return r;
  }
  return 0;
}
