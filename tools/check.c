/* colljit check: the conformance checker that ships with colljit. On the GPUs of this node
 * (one process per GPU) it runs every op x variant (each forced, and auto) x path (the GEMM
 * ops' generated kernel and vendor-BLAS path) x dtype x reduction x count x in place or not x
 * heap or not, each as a first eager call, a second one on the specialised kernel, and graph
 * replays with new data, and compares every output with a reference (check_rank.c). A random
 * mode draws requests from a seed. The report: one row per (op, variant that ran, path,
 * dtype) with cases, calls, wrong calls, failures and the worst error; exit 1 on any
 * mismatch or failure. */
#define _DEFAULT_SOURCE /* MAP_ANONYMOUS */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

#include "check.h"
#include "codegen.h"
#include "launcher.h"
#include "out_file.h"
#include "support.h"

static const char usage_text[] =
    "usage: colljit check [--world N] [--ops LIST] [--dtypes LIST] [--replays R] [--random N]\n"
    "                     [--seed S] [--quick] [--timeout SEC] [--json FILE] [--plant]\n"
    "                     [--part I/N] [--list]\n"
    "\n"
    "Checks colljit on this node's GPUs (one process per GPU): every op and each of its\n"
    "variants (forced, and auto), the GEMM ops on both paths (generated kernel, vendor BLAS),\n"
    "every dtype and reduction, counts of 1, small primes, counts that are no multiple of the\n"
    "vector width and large ones, in place or not, buffers on the symmetric heap or not; each\n"
    "case as a first call (the shape-generic kernel), then captured at once in a graph and\n"
    "replayed R times with new data each (default 4), then a call once the compiler is idle.\n"
    "Outputs are compared with a\n"
    "float64 reference of every rank's inputs: bit for bit where an op moves data or reduces\n"
    "(the inputs are multiples of 1/16: a correct sum rounds once to the reference's bits),\n"
    "within 2 units in the last place for allreduce_rmsnorm and within f32 accumulation error\n"
    "for the GEMMs. Prints one row per op, variant that ran, path and dtype; exits 2 on any\n"
    "mismatch or failed call (each named on standard error) or with no GPU, 1 on bad usage.\n"
    "\n"
    "  --world N      ranks (default: every GPU)     --ops LIST    op names, or all (default)\n"
    "  --dtypes LIST  f32,f16,bf16,i32 (default all) --replays R   graph replays per case\n"
    "  --random N     N requests drawn from --seed S instead of the standard set\n"
    "  --quick        fewer counts and shapes        --timeout SEC a peer's wait (default 20)\n"
    "  --json FILE    the rows as JSON               --plant       a planted fault: reductions\n"
    "                 skip the last rank's term (the check must report it; disk cache off)\n"
    "  --list         print the cases (for --world N, default 2) and exit; needs no GPU\n"
    "  --part I/N     every N-th case from the I-th: the set over N runs (e.g. N calls of a\n"
    "                 machine that may not run the whole set at once)\n";

typedef struct opts {
  int world, replays, random, quick, plant, list, nops, ndt;
  int ops_named; /* --ops was given */
  int part, parts; /* --part I/N: every N-th case from the I-th (1-based); 0: all */
  uint64_t seed;
  double timeout_s;
  const char *json;
  cj_op ops[CJ_OP_COUNT_];
  cj_dtype dts[CJ_DTYPE_COUNT_];
} opts;

static int bad(const char *what, const char *v) {
  fprintf(stderr, "colljit check: %s '%s' (colljit check --help)\n", what, v);
  return 1;
}

static int num(const char *flag, const char *v, uint64_t lo, uint64_t hi, uint64_t *out) {
  char *e;
  errno = 0;
  unsigned long long n = strtoull(v, &e, 10);
  if (!*v || *v == '-' || *e || errno || n < lo || n > hi) {
    char what[96];
    snprintf(what, sizeof what, "%s takes a whole number %llu..%llu, not", flag,
             (unsigned long long)lo, (unsigned long long)hi);
    return bad(what, v);
  }
  *out = n;
  return 0;
}

static int list(const char *flag, const char *v, int n, const char *(*name)(int), int *out,
                int *count) {
  char buf[512], *save = NULL;
  snprintf(buf, sizeof buf, "%s", v);
  *count = 0;
  for (char *t = strtok_r(buf, ",", &save); t; t = strtok_r(NULL, ",", &save)) {
    int i = 0;
    while (i < n && strcmp(t, name(i))) i++;
    if (!strcmp(t, "all")) {
      for (i = 0; i < n; i++) out[(*count)++] = i;
      continue;
    }
    if (i == n) return bad(flag[2] == 'o' ? "unknown op in --ops" : "unknown dtype in --dtypes", t);
    out[(*count)++] = i;
  }
  return *count ? 0 : bad("an empty list in", flag);
}

static const char *op_name(int i) { return cj_op_name((cj_op)i); }
static const char *dt_name(int i) { return cj_dtype_name((cj_dtype)i); }

static int parse(int argc, char **argv, opts *o) {
  memset(o, 0, sizeof *o);
  o->replays = 4, o->timeout_s = 20, o->seed = 1;
  for (int i = 0; i < CJ_OP_COUNT_; i++) o->ops[o->nops++] = (cj_op)i;
  for (int i = 0; i < CJ_DTYPE_COUNT_; i++) o->dts[o->ndt++] = (cj_dtype)i;
  for (int i = 0; i < argc; i++) {
    const char *f = argv[i];
    uint64_t v;
    int rc = 0;
    if (!strcmp(f, "-h") || !strcmp(f, "--help")) return -1;
    if (!strcmp(f, "--quick")) {
      o->quick = 1;
      continue;
    }
    if (!strcmp(f, "--plant")) {
      o->plant = 1;
      continue;
    }
    if (!strcmp(f, "--list")) {
      o->list = 1;
      continue;
    }
    if (i + 1 >= argc) return bad("a value is missing after", f);
    const char *a = argv[++i];
    if (!strcmp(f, "--world"))
      rc = num(f, a, 1, 64, &v), o->world = (int)v;
    else if (!strcmp(f, "--replays"))
      rc = num(f, a, 0, 1000, &v), o->replays = (int)v;
    else if (!strcmp(f, "--random"))
      rc = num(f, a, 1, 1000000, &v), o->random = (int)v;
    else if (!strcmp(f, "--seed"))
      rc = num(f, a, 0, UINT32_MAX, &o->seed);
    else if (!strcmp(f, "--timeout"))
      rc = num(f, a, 1, 3600, &v), o->timeout_s = (double)v;
    else if (!strcmp(f, "--json"))
      o->json = a;
    else if (!strcmp(f, "--part")) {
      char *slash = strchr(a, '/');
      uint64_t i_, n_;
      if (!slash) return bad("--part takes I/N (1 <= I <= N <= 64), not", a);
      *slash = 0;
      rc = num(f, a, 1, 64, &i_) || num(f, slash + 1, 1, 64, &n_);
      *slash = '/';
      if (!rc && i_ > n_) return bad("--part takes I/N (1 <= I <= N <= 64), not", a);
      o->part = (int)i_, o->parts = (int)n_;
    }
    else if (!strcmp(f, "--ops"))
      rc = list(f, a, CJ_OP_COUNT_, op_name, (int *)o->ops, &o->nops), o->ops_named = 1;
    else if (!strcmp(f, "--dtypes"))
      rc = list(f, a, CJ_DTYPE_COUNT_, dt_name, (int *)o->dts, &o->ndt);
    else
      return bad("unknown option", f);
    if (rc) return rc;
  }
  return 0;
}

/* ---- the cases --------------------------------------------------------------------------- */

typedef struct cases {
  ck_case *v;
  int n, cap;
  uint32_t rng;
} cases;

static uint32_t rnd(cases *cs) {
  cs->rng ^= cs->rng << 13, cs->rng ^= cs->rng >> 17, cs->rng ^= cs->rng << 5;
  return cs->rng;
}

static int add(cases *cs, ck_case c) {
  if (cs->n == cs->cap) {
    int cap = cs->cap ? 2 * cs->cap : 1024;
    ck_case *v = realloc(cs->v, (size_t)cap * sizeof *v);
    if (!v) return -1;
    cs->v = v, cs->cap = cap;
  }
  c.seed = (uint32_t)(cs->n * 2654435761u) ^ rnd(cs);
  cs->v[cs->n++] = c;
  return 0;
}

static int has(const opts *o, cj_op op) {
  for (int i = 0; i < o->nops; i++)
    if (o->ops[i] == op) return 1;
  return 0;
}

/* dtypes of an op: the collectives take all four, the 2-D ops (allreduce_rmsnorm) the
 * floating ones, the GEMM ops bf16 and f16 */
static int dt_ok(cj_op op, cj_dtype t) {
  if (cj__op(op)->gemm) return t == CJ_BF16 || t == CJ_F16;
  if (cj__op(op)->rows) return t != CJ_I32;
  return 1;
}

/* The variants a case may force: the generators' rows, the copy engines' path where the op
 * has one, and auto (at most 16). */
static int variants(cj_op op, cj_variant *vs) {
  int nv = cj__op_variants(op, vs, 14);
  if (cj__op_ce(op)) vs[nv++] = CJ_VARIANT_CE;
  vs[nv++] = CJ_VARIANT_AUTO;
  return nv;
}

static const uint64_t counts_full[] = {1, 3, 7, 31, 257, 1000, 4099, 65537, 1048579};
static const uint64_t counts_quick[] = {1, 7, 1000, 65537};

static void collectives(const opts *o, int W, cases *cs) {
  const uint64_t *cnt = o->quick ? counts_quick : counts_full;
  int ncnt = o->quick ? 4 : 9, idx = 0;
  for (int op = 0; op < CJ_OP_COUNT_; op++) { /* the collectives of the flat entry form */
    if (!cj__op((cj_op)op)->flat || !has(o, (cj_op)op)) continue;
    cj_variant vs[16];
    int nv = variants((cj_op)op, vs);
    for (int v = 0; v < nv; v++)
      for (int d = 0; d < o->ndt; d++)
        for (int i = 0; i < ncnt; i++, idx++) {
          ck_case c = {.op = (cj_op)op, .force = vs[v], .dt = o->dts[d], .count = cnt[i]};
          c.red = cj__op_reduces(c.op) ? (cj_redop)(idx % 3) : CJ_SUM;
          c.inplace = (idx / 3) % 2;
          c.heap = (idx / 2) % 3 != 2;
          c.root = idx % W;
          add(cs, c);
        }
  }
  for (int op = 0; op < CJ_OP_COUNT_; op++) { /* shape-less ops (the barrier): three calls */
    if (!cj__op((cj_op)op)->shapeless || !has(o, (cj_op)op)) continue;
    for (int i = 0; i < 3; i++) add(cs, (ck_case){.op = (cj_op)op, .dt = CJ_F32});
  }
}

static void rmsnorm(const opts *o, cases *cs) {
  /* {520, 2048}: 2 MiB and more a rank, where two_shot sends the residual rows alone and every
   * rank normalises them itself */
  static const uint64_t shapes[][2] = {{1, 4096}, {3, 1000}, {7, 100},  {64, 4096}, {520, 2048},
                                       {300, 2048}, {2, 5120}, {1, 7}, {33, 130}};
  cj_variant vs[] = {CJ_VARIANT_LL, CJ_VARIANT_TWO_SHOT, CJ_VARIANT_AUTO};
  int ns = o->quick ? 5 : 9, idx = 0;
  if (!has(o, CJ_OP_ALL_REDUCE_RMSNORM)) return;
  for (int v = 0; v < 3; v++)
    for (int d = 0; d < o->ndt; d++)
      for (int i = 0; i < ns; i++, idx++) {
        if (!dt_ok(CJ_OP_ALL_REDUCE_RMSNORM, o->dts[d])) continue;
        ck_case c = {.op = CJ_OP_ALL_REDUCE_RMSNORM, .force = vs[v], .dt = o->dts[d],
                     .tokens = shapes[i][0], .hidden = shapes[i][1], .inplace = idx % 2,
                     .heap = (idx / 2) % 2};
        add(cs, c);
      }
}

static void gemms(const opts *o, int W, cases *cs) {
  uint64_t w = (uint64_t)W;
  const struct { uint64_t m, n, k; int shard; } ag[] = {
      {256, 256, 256, 0}, {512, 384, 1024, 0}, {130 * w, 300, 136, 0}, {333, 250, 72 * w, 1},
      {64 * w, 129, 1001, 0}, {1024, 512, 2048, 0}};
  const struct { uint64_t m, n, k; } rs[] = {
      {256, 256, 256}, {512, 384, 1024}, {130 * w, 300, 136 * w}, {64 * w, 257, 99 * w},
      {1024 * w, 136, 64 * w}, {1024, 512, 2048}};
  const struct { uint64_t m, n, k; } gm[] = {
      {333, 250, 72}, {200, 129, 1001}, {517, 384, 520}, {64, 72, 64}, {256, 512, 256}};
  int n = o->quick ? 3 : 6, idx = 0;
  for (int d = 0; d < o->ndt; d++) {
    cj_dtype t = o->dts[d];
    if (!dt_ok(CJ_OP_GEMM, t)) continue;
    for (int path = 0; path < CK_PATHS; path++)
      for (int i = 0; i < n; i++, idx++) {
        ck_case c = {.op = CJ_OP_ALLGATHER_GEMM, .path = path, .dt = t, .m = ag[i].m,
                     .n = ag[i].n, .k = ag[i].k, .shard = ag[i].shard, .bias = idx % 2,
                     .heap = (idx / 2) % 2};
        if (has(o, c.op)) add(cs, c);
        c = (ck_case){.op = CJ_OP_GEMM_REDUCESCATTER, .path = path, .dt = t, .m = rs[i].m,
                      .n = rs[i].n, .k = rs[i].k, .shard = CJ_SHARD_K, .bias = (idx + 1) % 2,
                      .heap = (idx / 2) % 2};
        if (has(o, c.op)) add(cs, c);
      }
    for (int i = 0; i < (o->quick ? 2 : 5); i++)
      for (int f = 0; f < 4; f++, idx++) {
        ck_case c = {.op = CJ_OP_GEMM, .dt = t, .m = gm[i].m, .n = gm[i].n, .k = gm[i].k,
                     .bcol = f % 2, .of32 = f / 2, .bias = idx % 2, .heap = idx % 3 == 0};
        if (has(o, c.op)) add(cs, c);
      }
  }
}

/* A request drawn at random: op, variant, dtype, reduction, a count spread over 1 .. 4 Mi
 * (log-uniform), in place, heap, root; shapes for the rows and GEMM ops. */
static void random_case(const opts *o, int W, cases *cs) {
  uint64_t w = (uint64_t)W;
  for (int tries = 0; tries < 100; tries++) {
    cj_op op = o->ops[rnd(cs) % (uint32_t)o->nops];
    cj_dtype t = o->dts[rnd(cs) % (uint32_t)o->ndt];
    if (!dt_ok(op, t)) continue;
    ck_case c = {.op = op, .dt = t, .inplace = (int)(rnd(cs) % 2), .heap = rnd(cs) % 3 != 0,
                 .root = (int)(rnd(cs) % w)};
    cj_variant vs[16];
    int nv = variants(op, vs);
    const cj_op_info *info = cj__op(op);
    c.force = info->gemm || info->shapeless ? CJ_VARIANT_AUTO : vs[rnd(cs) % (uint32_t)nv];
    /* (a 2-D op takes the sum only) */
    c.red = info->reduces && !info->rows ? (cj_redop)(rnd(cs) % 3) : CJ_SUM;
    c.count = ((uint64_t)1 << (rnd(cs) % 21)) + rnd(cs) % 64;
    if (info->rows) {
      c.hidden = 1 + rnd(cs) % 6000;
      c.tokens = 1 + rnd(cs) % (c.hidden > 2000 ? 40 : 300);
    }
    if (info->gemm) {
      c.path = (int)(rnd(cs) % CK_PATHS), c.bias = (int)(rnd(cs) % 2);
      c.m = 1 + rnd(cs) % 600, c.n = 1 + rnd(cs) % 600, c.k = 1 + rnd(cs) % 1200;
      int m_or_k = cj__op_takes_shard(op, CJ_SHARD_M) && cj__op_takes_shard(op, CJ_SHARD_K);
      c.shard = m_or_k ? (int)(rnd(cs) % 2) : cj__op_default_shard(op);
      if (cj__op_gemm_comm(op) != CJ_GEMM_LOCAL && (cj__op_gemm_comm(op) == CJ_GEMM_SCATTERS_C || c.shard == CJ_SHARD_M))
        c.m = (c.m + w - 1) / w * w;
      if (c.shard == CJ_SHARD_K) c.k = (c.k + w - 1) / w * w;
      if (cj__op_gemm_comm(op) == CJ_GEMM_LOCAL) c.bcol = (int)(rnd(cs) % 2), c.of32 = (int)(rnd(cs) % 2);
    }
    add(cs, c);
    return;
  }
}

static int make_cases(const opts *o, int W, cases *cs) {
  memset(cs, 0, sizeof *cs);
  cs->rng = (uint32_t)(o->seed * 2246822519u + 0x9e3779b9u) | 1;
  if (o->random)
    for (int i = 0; i < o->random; i++) random_case(o, W, cs);
  else {
    collectives(o, W, cs);
    rmsnorm(o, cs);
    gemms(o, W, cs);
  }
  if (o->parts > 1) { /* keep cases part - 1, part - 1 + parts, ...: a long set over calls */
    int kept = 0;
    for (int i = o->part - 1; i < cs->n; i += o->parts)
      cs->v[kept++] = cs->v[i];
    cs->n = kept;
  }
  return cs->n ? 0 : -1;
}

/* ---- the report -------------------------------------------------------------------------- */

typedef struct row {
  cj_op op;
  char ran[24];
  int path; /* CK_* */
  cj_dtype dt;
  int cases, failed;
  uint64_t calls, bad_calls, wrong, generic;
  double worst;
} row;

const char *const ck_path_names[CK_PATHS] = {"fused", "blas", "ce"};

static int path_index(const char *name) {
  for (int i = 0; i < CK_PATHS; i++)
    if (!strcmp(name, ck_path_names[i])) return i;
  return CK_FUSED;
}

static const char *path_of(const ck_case *c, const char *ran) {
  if (!cj__op(c->op)->gemm || cj__op_gemm_comm(c->op) == CJ_GEMM_LOCAL) return "-";
  return !strcmp(ran, "blas") || !strcmp(ran, "ce") ? ran : "fused";
}

static row *find_row(row *rows, int *n, const ck_case *c, const ck_result *r) {
  for (int i = 0; i < *n; i++)
    if (rows[i].op == c->op && rows[i].dt == c->dt && !strcmp(rows[i].ran, r->ran) &&
        rows[i].path == path_index(path_of(c, r->ran)))
      return &rows[i];
  row *x = &rows[(*n)++];
  memset(x, 0, sizeof *x);
  x->op = c->op, x->dt = c->dt, x->path = path_index(path_of(c, r->ran));
  snprintf(x->ran, sizeof x->ran, "%s", r->ran[0] ? r->ran : "-");
  return x;
}

static void describe(const ck_case *c, char *buf, size_t n) {
  if (cj__op(c->op)->gemm)
    snprintf(buf, n, "%s %s %llux%llux%llu%s%s%s%s path %s", cj_op_name(c->op),
             cj_dtype_name(c->dt), (unsigned long long)c->m, (unsigned long long)c->n,
             (unsigned long long)c->k, c->shard ? " shard-k" : "", c->bias ? " bias" : "",
             c->bcol ? " bcol" : "", c->of32 ? " of32" : "", ck_path_names[c->path]);
  else if (cj__op(c->op)->rows)
    snprintf(buf, n, "%s (forced %s) %s %llux%llu%s heap %d", cj_op_name(c->op),
             cj_variant_name(c->force), cj_dtype_name(c->dt), (unsigned long long)c->tokens,
             (unsigned long long)c->hidden, c->inplace ? " in place" : "", c->heap);
  else
    snprintf(buf, n, "%s (forced %s) %s %s n%llu%s heap %d root %d", cj_op_name(c->op),
             cj_variant_name(c->force), cj_dtype_name(c->dt), cj_redop_name(c->red),
             (unsigned long long)c->count, c->inplace ? " in place" : "", c->heap, c->root);
}

static int report(const opts *o, const ck_cfg *cfg, int W) {
  row *rows = calloc((size_t)cfg->ncases + 1, sizeof *rows);
  if (!rows) return 2;
  int nrows = 0, cases_bad = 0, not_run = 0;
  uint64_t calls = 0, bad_calls = 0;
  for (int i = 0; i < cfg->ncases; i++) {
    const ck_case *c = &cfg->cases[i];
    const ck_result *r0 = &cfg->res[i];
    if (!r0->done) {
      not_run++;
      continue;
    }
    row *x = find_row(rows, &nrows, c, r0);
    x->cases++;
    int bad_case = 0;
    for (int r = 0; r < W; r++) {
      const ck_result *res = &cfg->res[(size_t)r * (size_t)cfg->ncases + (size_t)i];
      x->calls += res->calls, x->bad_calls += res->bad_calls, x->wrong += res->wrong;
      x->generic += res->generic;
      calls += res->calls, bad_calls += res->bad_calls;
      if (res->worst > x->worst) x->worst = res->worst;
      if (res->status || res->bad_calls) {
        if (!bad_case) {
          char d[256];
          describe(c, d, sizeof d);
          fprintf(stderr, "MISMATCH %s: rank %d: %s\n", d, r, res->msg);
        }
        bad_case = 1;
      }
      x->failed += res->status != 0;
    }
    cases_bad += bad_case;
  }
  printf("%-19s %-9s %-5s %-5s %6s %7s %7s %6s %8s %10s\n", "op", "variant", "path", "dtype",
         "cases", "calls", "generic", "wrong", "failed", "worst");
  for (int i = 0; i < nrows; i++) {
    row *x = &rows[i];
    const ck_case probe = {.op = x->op};
    printf("%-19s %-9s %-5s %-5s %6d %7llu %7llu %6llu %8d %10.3g\n", cj_op_name(x->op), x->ran,
           cj__op(x->op)->gemm && cj__op_gemm_comm(x->op) != CJ_GEMM_LOCAL ? ck_path_names[x->path]
                                                      : path_of(&probe, x->ran),
           cj_dtype_name(x->dt), x->cases, (unsigned long long)x->calls,
           (unsigned long long)x->generic, (unsigned long long)x->bad_calls, x->failed, x->worst);
  }
  printf("colljit check: %d ranks, %d cases, %llu checked calls: %d cases wrong or failed, "
         "%llu wrong calls%s%s\n",
         W, cfg->ncases - not_run, (unsigned long long)calls, cases_bad,
         (unsigned long long)bad_calls, not_run ? ", cases not run: " : "",
         not_run ? "yes (a rank stopped)" : "");
  if (o->json) {
    FILE *f = fopen(o->json, "w");
    if (!f) {
      fprintf(stderr, "colljit check: cannot write %s: %s\n", o->json, strerror(errno));
    } else {
      fprintf(f, "{\"world\": %d, \"cases\": %d, \"calls\": %llu, \"cases_bad\": %d, "
                 "\"not_run\": %d, \"plant\": %d, \"rows\": [\n",
              W, cfg->ncases - not_run, (unsigned long long)calls, cases_bad, not_run, o->plant);
      for (int i = 0; i < nrows; i++) {
        row *x = &rows[i];
        fprintf(f, "  {\"op\": \"%s\", \"variant\": \"%s\", \"path\": \"%s\", \"dtype\": \"%s\", "
                   "\"cases\": %d, \"calls\": %llu, \"generic\": %llu, \"wrong_calls\": %llu, "
                   "\"failed\": %d, \"worst\": %.6g}%s\n",
                cj_op_name(x->op), x->ran, ck_path_names[x->path], cj_dtype_name(x->dt),
                x->cases, (unsigned long long)x->calls, (unsigned long long)x->generic,
                (unsigned long long)x->bad_calls, x->failed, x->worst, i + 1 < nrows ? "," : "");
      }
      fprintf(f, "]}\n");
      fclose(f);
    }
  }
  free(rows);
  return cases_bad || not_run ? 2 : 0;
}

int cj__cli_check(int argc, char **argv) {
  opts o;
  int rc = parse(argc, argv, &o);
  if (rc < 0) {
    fputs(usage_text, stdout);
    return 0;
  }
  if (rc) return rc;
  if (o.list) { /* the cases, without a GPU */
    cases cs;
    int W = o.world ? o.world : 2;
    if (make_cases(&o, W, &cs)) return bad("no case to run for these", "--ops/--dtypes");
    for (int i = 0; i < cs.n; i++) {
      char d[256];
      describe(&cs.v[i], d, sizeof d);
      printf("%d %s\n", i, d);
    }
    free(cs.v);
    return 0;
  }
  int gpus = cj_test_gpu_count();
  if (gpus < 1) {
    fprintf(stderr, "colljit check: no GPU found (no driver or no device): it checks colljit "
                    "on this node's GPUs\n");
    return 2;
  }
  if (o.world > gpus) {
    fprintf(stderr, "colljit check: --world %d, but %d GPU%s found\n", o.world, gpus,
            gpus == 1 ? " is" : "s are");
    return 2;
  }
  int W = o.world ? o.world : gpus > 64 ? 64 : gpus;
  int k = cj__env()->node_size;
  if (k > 0 && k < W && !o.ops_named) { /* nodes: the ops that compose across them */
    o.nops = 0;
    printf("colljit check: COLLJIT_NODE_SIZE=%d makes %d nodes: the ops that compose across "
           "nodes (", k, W / k);
    for (int i = 0; i < CJ_OP_COUNT_; i++)
      if (cj__op((cj_op)i)->across_nodes) {
        printf("%s%s", o.nops ? ", " : "", cj_op_name((cj_op)i));
        o.ops[o.nops++] = (cj_op)i;
      }
    printf(")\n");
  }
  cases cs;
  if (make_cases(&o, W, &cs)) return bad("no case to run for these", "--ops/--dtypes");
  size_t bytes = (size_t)W * (size_t)cs.n * sizeof(ck_result);
  ck_result *res = mmap(NULL, bytes, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
  if (res == MAP_FAILED) {
    free(cs.v);
    fprintf(stderr, "colljit check: out of memory\n");
    return 2;
  }
  ck_cfg cfg = {.world = W, .replays = o.replays, .plant = o.plant, .timeout_s = o.timeout_s,
                .cases = cs.v, .ncases = cs.n, .res = res};
  printf("colljit check: %d ranks, %d cases (%s), %d graph replays each%s\n", W, cs.n,
         o.random ? "random" : o.quick ? "quick set" : "standard set", o.replays,
         o.plant ? "; PLANTED FAULT: reductions skip the last rank's term" : "");
  fflush(stdout);
  double limit = 600.0 + 2.0 * cs.n;
  rc = cj_test_launch(W, cj__check_rank, &cfg, limit, NULL);
  if (rc == 124) fprintf(stderr, "colljit check: stopped after %.0f s (a rank hung)\n", limit);
  else if (rc) fprintf(stderr, "colljit check: a rank failed (exit code %d)\n", rc);
  int verdict = report(&o, &cfg, W);
  munmap(res, bytes);
  free(cs.v);
  return rc ? 2 : verdict;
}
