/* The hierarchical collectives' step plans (runtime/hier_plan.c), run on host memory by the
 * simulator of hier_sim.c at nodes x local ranks 2x1, 2x2, 2x4, 3x2 as consecutive blocks
 * (COLLJIT_NODE_SIZE) and as hosts in other orders (round-robin, scattered, mixed), for
 * all_reduce, reduce_scatter and all_gather, every dtype and reduction, odd counts and tails,
 * recv on and off the heap, in place or not; against the flat collective (float64, exact for
 * integers, max and min), all_reduce bitwise identical on every rank, the engine carrying each
 * element once; and all_reduce_rmsnorm's shards: summed over each node's ranks (what the
 * node's fused kernel does first), the sum on every rank, bitwise identical everywhere. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "codegen.h"
#include "hier_plan.h"
#include "hier_sim.h"
#include "support.h"
#include "test.h"

typedef struct layout {
  const char *name;
  int world, node_size;
  const char *hosts[SIM_MAX_WORLD];
} layout;

static const layout layouts[] = {
    {"2x1", 2, 1, {0}},
    {"2x2", 4, 2, {0}},
    {"2x4", 8, 4, {0}},
    {"3x2", 6, 2, {0}},
    {"2x1 hosts", 2, 0, {"h0", "h1"}},
    {"2x2 round-robin", 4, 0, {"a", "b", "a", "b"}},
    {"3x2 round-robin", 6, 0, {"a", "b", "c", "a", "b", "c"}},
    {"3x2 scattered", 6, 0, {"b", "a", "b", "c", "a", "c"}},
    {"2x4 scattered", 8, 0, {"x", "y", "y", "x", "x", "y", "x", "y"}},
    {"4x2 mixed", 8, 0, {"a", "a", "b", "c", "b", "d", "c", "d"}},
};

static const cj_dtype dtypes[] = {CJ_F32, CJ_F16, CJ_BF16, CJ_I32};

/* rank r's input element i */
static double gen(cj_dtype t, int r, uint64_t i) {
  uint32_t h = cj__mix32(((uint64_t)r << 40) ^ (i * 0x9e3779b97f4a7c15ull) ^ 0x1234567ull);
  if (t == CJ_I32) return (double)((int)(h % 201) - 100);
  return sim_round(t, ((double)(h % 4001) - 2000.0) / 1000.0);
}

static double unit_roundoff(cj_dtype t) {
  return t == CJ_F32 ? 0x1p-24 : t == CJ_F16 ? 0x1p-11 : t == CJ_BF16 ? 0x1p-8 : 0.0;
}

/* the flat reduction of element i of every rank's input, and a bound on its error */
static double reference(cj_dtype t, cj_redop op, int world, uint64_t i, double *tol) {
  double acc = gen(t, 0, i), mag = fabs(acc);
  for (int r = 1; r < world; r++) {
    double v = gen(t, r, i);
    acc = op == CJ_MAX ? fmax(acc, v) : op == CJ_MIN ? fmin(acc, v) : acc + v;
    mag += fabs(v);
  }
  *tol = op == CJ_SUM ? (double)(world + 1) * unit_roundoff(t) * mag : 0.0;
  return acc;
}

typedef struct kase {
  const layout *lay;
  cj_op op;
  cj_dtype dtype;
  cj_redop redop;
  uint64_t count;
  int on_heap, in_place;
} kase;

static void describe(const kase *k, char *buf, size_t n) {
  snprintf(buf, n, "%s %s %s %s n=%llu%s%s", k->lay->name, cj_op_name(k->op),
           cj_dtype_name(k->dtype), cj_redop_name(k->redop), (unsigned long long)k->count,
           k->on_heap ? " recv-on-heap" : "", k->in_place ? " in-place" : "");
}

static uint64_t send_elems(const kase *k) {
  return k->op == CJ_OP_REDUCE_SCATTER ? k->count * (uint64_t)k->lay->world : k->count;
}
static uint64_t recv_elems(const kase *k) {
  return k->op == CJ_OP_ALL_GATHER ? k->count * (uint64_t)k->lay->world : k->count;
}

/* Sets up rank r: its map, plan and buffers (in place: send inside recv or recv inside send,
 * as the flat collective's in-place form). 0, or -1 with a message. */
static int setup_rank(const kase *k, sim *s, int r, double **own, char *why, size_t n) {
  sim_rank *x = &s->r[r];
  cj_status st = cj__hier_map_make(k->lay->world, r, k->lay->hosts, k->lay->node_size, &x->map,
                                   x->rank_at, NULL);
  if (st) return snprintf(why, n, "map: %s", cj_last_error()), -1;
  int cap = cj__hier_plan_cap(&x->map);
  uint64_t work = 0;
  x->steps = calloc((size_t)cap, sizeof *x->steps);
  st = cj__hier_plan(k->op, &x->map, k->count, k->on_heap, x->steps, cap, &x->nsteps, &work);
  if (st) return snprintf(why, n, "plan: %s", cj_last_error()), -1;
  uint64_t sn = send_elems(k), rn = recv_elems(k);
  double *send = malloc(sn * sizeof *send), *recv = malloc(rn * sizeof *recv);
  double *wk = malloc((work + 1) * sizeof *wk);
  own[0] = send, own[1] = recv, own[2] = wk;
  for (uint64_t i = 0; i < rn; i++)
    recv[i] = NAN; /* poison: a value never written shows */
  for (uint64_t i = 0; i <= work; i++)
    wk[i] = NAN;
  uint64_t mine = (uint64_t)r * k->count;
  x->buf[CJ_HB_SEND] = (sim_buf){send, sn};
  x->buf[CJ_HB_RECV] = (sim_buf){recv, rn};
  x->buf[CJ_HB_WORK] = (sim_buf){wk, work};
  if (k->in_place && k->op == CJ_OP_ALL_REDUCE) x->buf[CJ_HB_SEND].p = recv;
  if (k->in_place && k->op == CJ_OP_REDUCE_SCATTER) x->buf[CJ_HB_RECV].p = send + mine;
  if (k->in_place && k->op == CJ_OP_ALL_GATHER) x->buf[CJ_HB_SEND].p = recv + mine;
  for (uint64_t i = 0; i < sn; i++)
    x->buf[CJ_HB_SEND].p[i] = gen(k->dtype, r, i);
  return 0;
}

/* The engine carries each element once: at most one engine step, of the share's size. */
static int engine_once(const kase *k, const sim_rank *x) {
  int engine = 0;
  uint64_t L = (uint64_t)x->map.local_size, s = k->count / L, t = k->count % L;
  for (int i = 0; i < x->nsteps; i++) {
    if (!cj__hier_is_engine(x->steps[i].kind)) continue;
    engine++;
    uint64_t c = x->steps[i].count;
    if (k->op == CJ_OP_ALL_REDUCE && c != s && c != s + t) return 0;
    if (k->op != CJ_OP_ALL_REDUCE && c != k->count) return 0;
  }
  return engine <= 1 && (engine == 1 || (k->op == CJ_OP_ALL_REDUCE && !s));
}

static double expected(const kase *k, int r, uint64_t i, double *tol) {
  *tol = 0;
  if (k->op == CJ_OP_ALL_GATHER) return gen(k->dtype, (int)(i / k->count), i % k->count);
  uint64_t at = k->op == CJ_OP_REDUCE_SCATTER ? (uint64_t)r * k->count + i : i;
  return reference(k->dtype, k->redop, k->lay->world, at, tol);
}

/* Checks every rank's result; 0 when all agree with the reference. */
static int judge(const kase *k, sim *s, char *why, size_t n) {
  for (int r = 0; r < k->lay->world; r++) {
    const sim_buf *b = &s->r[r].buf[CJ_HB_RECV];
    for (uint64_t i = 0; i < b->n; i++) {
      double tol, want = expected(k, r, i, &tol);
      if (!(fabs(b->p[i] - want) <= tol))
        return snprintf(why, n, "rank %d element %llu: %.9g, want %.9g (tolerance %.3g)", r,
                        (unsigned long long)i, b->p[i], want, tol),
               -1;
    }
    if (k->op == CJ_OP_ALL_REDUCE && r &&
        memcmp(b->p, s->r[0].buf[CJ_HB_RECV].p, b->n * sizeof *b->p))
      return snprintf(why, n, "rank %d's result differs from rank 0's in its bits", r), -1;
  }
  return 0;
}

static int run_case(const kase *k) {
  static sim s;
  memset(&s, 0, sizeof s);
  s.world = k->lay->world;
  s.dtype = k->dtype;
  s.redop = k->redop;
  double *own[SIM_MAX_WORLD][3] = {{0}};
  char why[256] = "", what[160];
  int bad = 0, once = 1;
  for (int r = 0; r < s.world && !bad; r++)
    bad = setup_rank(k, &s, r, own[r], why, sizeof why);
  if (!bad && sim_run(&s)) bad = snprintf(why, sizeof why, "%s", s.err) > 0;
  if (!bad) bad = judge(k, &s, why, sizeof why) != 0;
  for (int r = 0; r < s.world && !bad; r++)
    once &= engine_once(k, &s.r[r]);
  describe(k, what, sizeof what);
  CHECK(!bad, "%s: %s", what, why);
  CHECK(bad || once, "%s: the engine does not carry each element once", what);
  for (int r = 0; r < s.world; r++) {
    free(s.r[r].steps);
    for (int b = 0; b < 3; b++)
      free(own[r][b]);
  }
  return bad;
}

static int op_matrix(const layout *lay, cj_op op) {
  static const uint64_t counts[] = {1, 2, 3, 4, 5, 7, 8, 9, 17, 64, 1001};
  int cases = 0, fails = 0;
  int nredop = op == CJ_OP_ALL_GATHER ? 1 : 3;
  for (int d = 0; d < 4; d++)
    for (int ro = 0; ro < nredop; ro++)
      for (size_t c = 0; c < sizeof counts / sizeof *counts; c++)
        for (int heap = 0; heap < 2; heap++)
          for (int inplace = 0; inplace < 2; inplace++) {
            kase k = {lay, op, dtypes[d], (cj_redop)ro, counts[c], heap, inplace};
            fails += run_case(&k);
            cases++;
          }
  printf("%-16s %-13s %4d cases, %d failed\n", lay->name, cj_op_name(op), cases, fails);
  return fails;
}

/* all_reduce_rmsnorm's plan leaves in each rank's workspace the sum on its shard and zeros
 * elsewhere: the node's kernel sums the workspaces of the node's ranks in local order. */
static int run_shards(const kase *k) {
  static sim s;
  memset(&s, 0, sizeof s);
  s.world = k->lay->world;
  s.dtype = k->dtype;
  s.redop = CJ_SUM;
  double *own[SIM_MAX_WORLD][3] = {{0}};
  char why[256] = "", what[160];
  int bad = 0;
  for (int r = 0; r < s.world && !bad; r++)
    bad = setup_rank(k, &s, r, own[r], why, sizeof why);
  if (!bad && sim_run(&s)) bad = snprintf(why, sizeof why, "%s", s.err) > 0;
  double *first = calloc((size_t)k->count, sizeof *first);
  for (int r = 0; r < s.world && !bad; r++) {
    const cj_hier_map *m = &s.r[r].map;
    for (uint64_t i = 0; i < k->count && !bad; i++) {
      double sum = 0, tol;
      for (int j = 0; j < m->local_size; j++) {
        const sim_buf *w = &s.r[m->rank_at[m->node * m->local_size + j]].buf[CJ_HB_WORK];
        sum = j ? sim_round(k->dtype, sum + w->p[i]) : w->p[i];
      }
      double want = reference(k->dtype, CJ_SUM, s.world, i, &tol);
      if (!(fabs(sum - want) <= tol))
        bad = snprintf(why, sizeof why, "rank %d element %llu: %.9g, want %.9g", r,
                       (unsigned long long)i, sum, want) > 0;
      else if (!r)
        first[i] = sum;
      else if (memcmp(&sum, &first[i], sizeof sum))
        bad = snprintf(why, sizeof why, "rank %d's element %llu differs from rank 0's in its bits",
                       r, (unsigned long long)i) > 0;
    }
  }
  free(first);
  describe(k, what, sizeof what);
  CHECK(!bad, "%s: %s", what, why);
  for (int r = 0; r < s.world; r++) {
    free(s.r[r].steps);
    for (int b = 0; b < 3; b++)
      free(own[r][b]);
  }
  return bad;
}

static int shards_matrix(const layout *lay) {
  static const uint64_t counts[] = {1, 2, 3, 5, 8, 9, 17, 64, 1001};
  int cases = 0, fails = 0;
  for (int d = 0; d < 3; d++) /* f32, f16, bf16 */
    for (size_t c = 0; c < sizeof counts / sizeof *counts; c++) {
      kase k = {lay, CJ_OP_ALL_REDUCE_RMSNORM, dtypes[d], CJ_SUM, counts[c], 1, 0};
      fails += run_shards(&k);
      cases++;
    }
  printf("%-16s %-13s %4d cases, %d failed\n", lay->name, "rmsnorm sums", cases, fails);
  return fails;
}

/* What the plans look like where it matters: 2x1 is the engine alone; blocks of consecutive
 * ranks take one inner step per node; other orders copy. */
static void shapes(void) {
  int rank_at[8], n = 0;
  cj_hier_map m;
  cj_hier_step st[32];
  uint64_t work = 1;
  CHECK(cj__hier_map_make(2, 1, NULL, 1, &m, rank_at, NULL) == CJ_OK, "%s", cj_last_error());
  CHECK(cj__hier_plan(CJ_OP_ALL_REDUCE, &m, 1000, 0, st, 32, &n, &work) == CJ_OK, "2x1 plan");
  CHECK(n == 1 && st[0].kind == CJ_HS_ENGINE_AR && st[0].src == CJ_HB_SEND &&
            st[0].dst == CJ_HB_RECV && work == 0,
        "2x1 all_reduce: %d steps, work %llu", n, (unsigned long long)work);
  CHECK(cj__hier_map_make(8, 5, NULL, 4, &m, rank_at, NULL) == CJ_OK, "%s", cj_last_error());
  CHECK(m.nodes == 2 && m.local_size == 4 && m.node == 1 && m.local_rank == 1, "2x4 map");
  CHECK(cj__hier_plan(CJ_OP_REDUCE_SCATTER, &m, 10, 1, st, 32, &n, &work) == CJ_OK, "2x4 rs");
  CHECK(n == 3 && st[0].kind == CJ_HS_INNER_RS && st[1].src_off == 40 && st[1].dst_off == 10 &&
            st[2].kind == CJ_HS_ENGINE_RS && work == 20,
        "2x4 reduce_scatter: %d steps, work %llu", n, (unsigned long long)work);
  /* refusals */
  cj_status s = cj__hier_plan(CJ_OP_BROADCAST, &m, 10, 1, st, 32, &n, &work);
  CHECK(s == CJ_E_UNSUPPORTED && strstr(cj_last_error(), "broadcast spans 2 nodes") &&
            strstr(cj_last_error(), "only all_reduce, all_gather, reduce_scatter and "
                                    "all_reduce_rmsnorm"),
        "broadcast: %s: %s", cj_status_name(s), cj_last_error());
  CHECK(cj__hier_plan(CJ_OP_ALL_GATHER, &m, 10, 0, st, 2, &n, &work) == CJ_E_INTERNAL, "cap");
  rank_at[3] = rank_at[2]; /* a rank placed twice */
  s = cj__hier_plan(CJ_OP_ALL_GATHER, &m, 10, 0, st, 32, &n, &work);
  CHECK(s == CJ_E_INVALID && strstr(cj_last_error(), "placed twice"), "%s", cj_last_error());
  s = cj__hier_map_make(6, 0, NULL, 4, &m, rank_at, NULL);
  CHECK(s == CJ_E_INVALID && strstr(cj_last_error(), "COLLJIT_NODE_SIZE=4"), "%s", cj_last_error());
}

/* The compositions are exactly the op table's across_nodes ops; any other op, and one past
 * the table, is refused with its name. */
static void compositions(void) {
  int rank_at[2] = {0, 1};
  cj_hier_map m = {.rank = 0, .world = 2, .nodes = 2, .local_size = 1, .rank_at = rank_at};
  cj_hier_step steps[16];
  for (int o = 0; o <= CJ_OP_COUNT_; o++) {
    int n = 0;
    uint64_t work = 0;
    int across = o < CJ_OP_COUNT_ && cj__op((cj_op)o)->across_nodes;
    CHECK(cj__hier_composes((cj_op)o) == across, "op %d: composes %d, table says %d", o,
          cj__hier_composes((cj_op)o), across);
    cj_status s = cj__hier_plan((cj_op)o, &m, 64, 1, steps, 16, &n, &work);
    CHECK(across ? s == CJ_OK && n >= 1 : s == CJ_E_UNSUPPORTED && strstr(cj_last_error(), "spans"),
          "op %d: %s", o, s ? cj_last_error() : "planned");
  }
}

int main(void) {
  shapes();
  compositions();
  int fails = 0;
  for (size_t l = 0; l < sizeof layouts / sizeof *layouts; l++) {
    fails += op_matrix(&layouts[l], CJ_OP_ALL_REDUCE);
    fails += op_matrix(&layouts[l], CJ_OP_REDUCE_SCATTER);
    fails += op_matrix(&layouts[l], CJ_OP_ALL_GATHER);
    fails += shards_matrix(&layouts[l]);
  }
  printf("%d failed cases\n", fails);
  return test_end();
}
