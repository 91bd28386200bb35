/* The steps of the hierarchical collectives (hier_plan.h has the compositions). */
#include "hier_plan.h"

#include <stdlib.h>

#include "support.h"

static const char *const step_names[] = {
#define CJ_X_(e, name) name,
    CJ_HIER_STEP_LIST(CJ_X_)
#undef CJ_X_
};

const char *cj__hier_step_name(cj_hier_kind k) {
  return (unsigned)k < CJ_HS_COUNT_ ? step_names[k] : "unknown";
}

cj_status cj__hier_map_make(int world, int rank, const char *const *hosts, int node_size,
                            cj_hier_map *m, int *rank_at, cj_node_layout *lay) {
  if (!m || !rank_at || world < 1) return cj__fail(CJ_E_INVALID, "hierarchical map: no room");
  int *local = calloc((size_t)world, sizeof *local), *group = calloc((size_t)world, sizeof *group);
  cj_node_layout me, other;
  cj_status s = local && group ? CJ_OK : cj__fail(CJ_E_OOM, "hierarchical map: out of memory");
  if (!s) s = cj__node_layout(world, rank, hosts, node_size, &me, local, group);
  /* the engine group of each local index j: the layout seen from node's rank of index j */
  for (int j = 0; !s && j < me.local_size; j++) {
    int *mine = calloc((size_t)world, sizeof *mine);
    s = mine ? cj__node_layout(world, local[j], hosts, node_size, &other, mine, group)
             : cj__fail(CJ_E_OOM, "hierarchical map: out of memory");
    for (int n = 0; !s && n < me.nodes; n++)
      rank_at[n * me.local_size + j] = group[n];
    free(mine);
  }
  free(local);
  free(group);
  if (s) return s;
  *m = (cj_hier_map){.rank = rank,
                     .world = world,
                     .nodes = me.nodes,
                     .local_size = me.local_size,
                     .node = me.node,
                     .local_rank = me.local_rank,
                     .rank_at = rank_at};
  if (lay) *lay = me;
  return CJ_OK;
}

int cj__hier_plan_cap(const cj_hier_map *m) { return m->world + m->nodes + 8; }

typedef struct builder {
  cj_hier_step *steps;
  int cap, n;
} builder;

static void add(builder *b, cj_hier_kind kind, cj_hier_buf src, uint64_t src_off, cj_hier_buf dst,
                uint64_t dst_off, uint64_t count, int root) {
  if (b->n < b->cap) b->steps[b->n] = (cj_hier_step){kind, src, dst, src_off, dst_off, count, root};
  b->n++; /* counted past cap: the caller reports it */
}

/* The position k = j N + m of the (local index, node) order holds the chunk of rank sigma(k). */
static int sigma(const cj_hier_map *m, int k) {
  return m->rank_at[(k % m->nodes) * m->local_size + k / m->nodes];
}

/* 1 when the (local index, node) order is the ranks' own (hosts taken round-robin). */
static int sigma_is_identity(const cj_hier_map *m) {
  for (int k = 0; k < m->world; k++)
    if (sigma(m, k) != k) return 0;
  return 1;
}

/* 1 when every node is a block of consecutive ranks in local order (COLLJIT_NODE_SIZE). */
static int nodes_are_blocks(const cj_hier_map *m) {
  for (int n = 0; n < m->nodes; n++)
    for (int j = 1; j < m->local_size; j++)
      if (m->rank_at[n * m->local_size + j] != m->rank_at[n * m->local_size] + j) return 0;
  return 1;
}

/* Copies between the (local index, node) order at `ordered` and the ranks' order at `ranked`
 * (chunks of `chunk` elements): one copy per run of consecutive ranks. to_ranked: from the
 * first to the second. */
static void copy_runs(builder *b, const cj_hier_map *m, cj_hier_buf ordered, uint64_t ord_off,
                      cj_hier_buf ranked, uint64_t rank_off, uint64_t chunk, int to_ranked) {
  for (int k = 0; k < m->world;) {
    int run = 1;
    while (k + run < m->world && sigma(m, k + run) == sigma(m, k) + run)
      run++;
    uint64_t o = ord_off + (uint64_t)k * chunk, r = rank_off + (uint64_t)sigma(m, k) * chunk;
    if (to_ranked)
      add(b, CJ_HS_COPY, ordered, o, ranked, r, (uint64_t)run * chunk, 0);
    else
      add(b, CJ_HS_COPY, ranked, r, ordered, o, (uint64_t)run * chunk, 0);
    k += run;
  }
}

static uint64_t plan_all_reduce(builder *b, const cj_hier_map *m, uint64_t count, int on_heap) {
  uint64_t L = (uint64_t)m->local_size, l = (uint64_t)m->local_rank;
  uint64_t s = count / L, t = count % L;
  int last = m->local_size - 1;
  if (L == 1) {
    add(b, CJ_HS_ENGINE_AR, CJ_HB_SEND, 0, CJ_HB_RECV, 0, count, 0);
    return 0;
  }
  cj_hier_buf out = on_heap ? CJ_HB_RECV : CJ_HB_WORK;
  if (s) add(b, CJ_HS_INNER_RS, CJ_HB_SEND, 0, out, l * s, s, 0);
  if (t) add(b, CJ_HS_INNER_REDUCE, CJ_HB_SEND, L * s, out, L * s, t, last);
  /* the last local index's shard and the tail lie next to each other: one engine call */
  uint64_t ec = s + (m->local_rank == last ? t : 0);
  if (ec) add(b, CJ_HS_ENGINE_AR, out, l * s, out, l * s, ec, 0);
  if (s) add(b, CJ_HS_INNER_AG, out, l * s, out, 0, s, 0);
  if (t) add(b, CJ_HS_INNER_BCAST, out, L * s, out, L * s, t, last);
  if (!on_heap) add(b, CJ_HS_COPY, CJ_HB_WORK, 0, CJ_HB_RECV, 0, count, 0);
  return on_heap ? 0 : count;
}

static uint64_t plan_reduce_scatter(builder *b, const cj_hier_map *m, uint64_t rc, int on_heap) {
  (void)on_heap; /* the engine's reduce-scatter writes recv itself */
  uint64_t N = (uint64_t)m->nodes, W = (uint64_t)m->world;
  int ident = sigma_is_identity(m);
  if (m->local_size == 1 && ident) {
    add(b, CJ_HS_ENGINE_RS, CJ_HB_SEND, 0, CJ_HB_RECV, 0, rc, 0);
    return 0;
  }
  uint64_t work = N * rc; /* E: what the engine reduces and scatters */
  if (ident) {
    add(b, CJ_HS_INNER_RS, CJ_HB_SEND, 0, CJ_HB_WORK, 0, N * rc, 0);
  } else if (nodes_are_blocks(m)) {
    for (int n = 0; n < m->nodes; n++)
      add(b, CJ_HS_INNER_RS, CJ_HB_SEND, (uint64_t)m->rank_at[n * m->local_size] * rc, CJ_HB_WORK,
          (uint64_t)n * rc, rc, 0);
  } else {
    copy_runs(b, m, CJ_HB_WORK, N * rc, CJ_HB_SEND, 0, rc, 0);
    add(b, CJ_HS_INNER_RS, CJ_HB_WORK, N * rc, CJ_HB_WORK, 0, N * rc, 0);
    work += W * rc;
  }
  add(b, CJ_HS_ENGINE_RS, CJ_HB_WORK, 0, CJ_HB_RECV, 0, rc, 0);
  return work;
}

static uint64_t plan_all_gather(builder *b, const cj_hier_map *m, uint64_t sc, int on_heap) {
  uint64_t N = (uint64_t)m->nodes, W = (uint64_t)m->world;
  int ident = sigma_is_identity(m);
  if (m->local_size == 1 && ident) {
    add(b, CJ_HS_ENGINE_AG, CJ_HB_SEND, 0, CJ_HB_RECV, 0, sc, 0);
    return 0;
  }
  add(b, CJ_HS_ENGINE_AG, CJ_HB_SEND, 0, CJ_HB_WORK, 0, sc, 0); /* G: this group's chunks */
  int direct = on_heap && (ident || nodes_are_blocks(m));
  cj_hier_buf out = direct ? CJ_HB_RECV : CJ_HB_WORK;
  uint64_t out_off = direct ? 0 : N * sc;
  if (!ident && nodes_are_blocks(m)) {
    for (int n = 0; n < m->nodes; n++)
      add(b, CJ_HS_INNER_AG, CJ_HB_WORK, (uint64_t)n * sc, out,
          out_off + (uint64_t)m->rank_at[n * m->local_size] * sc, sc, 0);
    if (!direct) add(b, CJ_HS_COPY, CJ_HB_WORK, out_off, CJ_HB_RECV, 0, W * sc, 0);
  } else {
    add(b, CJ_HS_INNER_AG, CJ_HB_WORK, 0, out, out_off, N * sc, 0);
    if (!direct) copy_runs(b, m, CJ_HB_WORK, out_off, CJ_HB_RECV, 0, sc, 1);
  }
  return direct ? N * sc : N * sc + W * sc;
}

static uint64_t plan_rmsnorm(builder *b, const cj_hier_map *m, uint64_t count, int on_heap) {
  (void)on_heap; /* the node's fused kernel writes residual and out */
  uint64_t L = (uint64_t)m->local_size, l = (uint64_t)m->local_rank;
  uint64_t s = count / L, t = count % L;
  int last = m->local_size - 1;
  if (L == 1) {
    add(b, CJ_HS_ENGINE_AR, CJ_HB_SEND, 0, CJ_HB_WORK, 0, count, 0);
    return count;
  }
  add(b, CJ_HS_ZERO, CJ_HB_WORK, 0, CJ_HB_WORK, 0, count, 0);
  if (s) add(b, CJ_HS_INNER_RS, CJ_HB_SEND, 0, CJ_HB_WORK, l * s, s, 0);
  if (t) add(b, CJ_HS_INNER_REDUCE, CJ_HB_SEND, L * s, CJ_HB_WORK, L * s, t, last);
  uint64_t ec = s + (m->local_rank == last ? t : 0);
  if (ec) add(b, CJ_HS_ENGINE_AR, CJ_HB_WORK, l * s, CJ_HB_WORK, l * s, ec, 0);
  return count;
}

/* The composition of each op that composes across nodes (the op table's across_nodes; a table
 * by op, so an op without one fails loudly above; test_hier_plan checks the two agree). */
typedef uint64_t compose_fn(builder *b, const cj_hier_map *m, uint64_t count, int on_heap);
static compose_fn *const compose_by_op[CJ_OP_COUNT_] = {
    [CJ_OP_ALL_REDUCE] = plan_all_reduce,
    [CJ_OP_REDUCE_SCATTER] = plan_reduce_scatter,
    [CJ_OP_ALL_GATHER] = plan_all_gather,
    [CJ_OP_ALL_REDUCE_RMSNORM] = plan_rmsnorm,
};

int cj__hier_composes(cj_op op) { return (unsigned)op < CJ_OP_COUNT_ && compose_by_op[op]; }

/* A map that is one: sizes agree, rank_at is a permutation, this rank is where it says. */
static cj_status check_map(const cj_hier_map *m) {
  if (!m || !m->rank_at || m->nodes < 1 || m->local_size < 1 ||
      m->world != m->nodes * m->local_size)
    return cj__fail(CJ_E_INVALID, "hierarchical plan: %d ranks are not %d nodes of %d",
                    m ? m->world : 0, m ? m->nodes : 0, m ? m->local_size : 0);
  if (m->node < 0 || m->node >= m->nodes || m->local_rank < 0 || m->local_rank >= m->local_size ||
      m->rank_at[m->node * m->local_size + m->local_rank] != m->rank)
    return cj__fail(CJ_E_INVALID, "hierarchical plan: rank %d is not index %d of node %d", m->rank,
                    m->local_rank, m->node);
  unsigned char *seen = calloc((size_t)m->world, 1);
  if (!seen) return cj__fail(CJ_E_OOM, "hierarchical plan: out of memory");
  cj_status s = CJ_OK;
  for (int k = 0; k < m->world && !s; k++) {
    int r = m->rank_at[k];
    if (r < 0 || r >= m->world || seen[r]++)
      s = cj__fail(CJ_E_INVALID, "hierarchical plan: rank %d is placed twice or not at all", r);
  }
  free(seen);
  return s;
}

cj_status cj__hier_plan(cj_op op, const cj_hier_map *m, uint64_t count, int recv_on_heap,
                        cj_hier_step *steps, int cap, int *n, uint64_t *work_elems) {
  cj_status s = check_map(m);
  if (s) return s;
  builder b = {steps, cap, 0};
  uint64_t work = 0;
  if (count > UINT64_MAX / 16 / (uint64_t)m->world)
    return cj__fail(CJ_E_INVALID, "hierarchical %s: count %llu is too large", cj_op_name(op),
                    (unsigned long long)count);
  compose_fn *compose = (unsigned)op < CJ_OP_COUNT_ ? compose_by_op[op] : NULL;
  if (!compose)
    return cj__fail(CJ_E_UNSUPPORTED,
                    "%s spans %d nodes: only all_reduce, all_gather, reduce_scatter and "
                    "all_reduce_rmsnorm compose across nodes",
                    (unsigned)op < CJ_OP_COUNT_ ? cj_op_name(op) : "an unknown op", m->nodes);
  work = compose(&b, m, count, recv_on_heap);
  if (b.n > cap)
    return cj__fail(CJ_E_INTERNAL, "hierarchical %s: %d steps, room for %d", cj_op_name(op), b.n,
                    cap);
  *n = b.n;
  *work_elems = work;
  return CJ_OK;
}
