/* The hierarchical collectives as steps (DESIGN.md "Beyond one node"): which colljit collective
 * inside the node, which engine collective between nodes, which local copy, on which buffers at
 * which offsets. A pure function of the op, the count and the layout, so that a CPU test runs
 * the steps of every rank on host memory and compares with the flat collective
 * (tests/unit/test_hier_plan.c); hier_calls.c runs them on the GPU.
 *
 * Notation: W ranks in all, N nodes of L ranks; this rank is local index l of node n. The
 * engine group of local index j is the rank of index j on every node, in node order
 * (rank_at[m * L + j] for node m). Offsets and counts are in elements.
 *
 * all_reduce(C), C = L s + t (t = C mod L, the tail):
 *   inner reduce_scatter(send[0, L s) -> out[l s, +s))        (s > 0)
 *   inner reduce(send[L s, +t) -> out[L s, +t), root L-1)      (t > 0)
 *   engine all_reduce in place of out[l s, +s), the last local index's group taking the tail
 *     along (out[(L-1) s, +s+t) is contiguous)
 *   inner all_gather in place (out[l s, +s) -> out[0, L s))   (s > 0)
 *   inner broadcast of out[L s, +t) from local index L-1      (t > 0)
 *   out is recv when recv lies on the symmetric heap, else the workspace and a last copy to
 *   recv. Every element is reduced once, by one engine group, and copied from there, so every
 *   rank ends with the same bits. At L = 1: one engine all_reduce from send to recv.
 * reduce_scatter(rc per rank): the engine input E (N rc, workspace) holds, for every node m,
 *   this node's sum of the chunks of rank_at[m L + l]; then engine reduce_scatter(E -> recv).
 *   E comes from one inner reduce_scatter of N rc over the input in (local index, node) order:
 *   send itself when that order is the ranks' (round-robin hosts), else the workspace filled by
 *   copies; or, when every node is a block of consecutive ranks, from one inner reduce_scatter
 *   of rc per node straight from that node's chunks of send.
 * all_gather(sc per rank): engine all_gather(send -> G, N sc, workspace), then the inner
 *   all_gather of G: per node m straight into recv (consecutive blocks: recv[m L sc] gets node
 *   m's chunks), or once into (local index, node) order, which is recv's order for round-robin
 *   hosts, else a workspace copied into place. recv off the heap: the inner steps write the
 *   workspace and one copy places it. At L = 1: one engine all_gather into recv.
 * all_reduce_rmsnorm(C = tokens x hidden): the all-reduce's shards, left in the workspace X
 *   (C elements) for the node's own all_reduce_rmsnorm, which sums X over the node's ranks:
 *   zero X; inner reduce_scatter / reduce of the tail into X as all_reduce does; the engine's
 *   all_reduce in place. Then local index l holds the whole sum on its shard and zeros
 *   elsewhere, so the node's fused kernel adds each element of the sum to zeros (exact) and
 *   normalises the rows as on one node: one engine pass, no all-gather. At L = 1: the engine's
 *   all_reduce from send into X. */
#ifndef COLLJIT_HIER_PLAN_H
#define COLLJIT_HIER_PLAN_H

#include <stdint.h>

#include "colljit.h"
#include "nodes.h"

/* Who is where, as the plan needs it. */
typedef struct cj_hier_map {
  int rank;                     /* this rank */
  int world, nodes, local_size; /* W, N, L */
  int node, local_rank;         /* this rank's n and l */
  const int *rank_at;           /* [N * L]: rank_at[m * L + j] = the rank of index j on node m */
} cj_hier_map;

#define CJ_HIER_STEP_LIST(X)                                                                       \
  X(CJ_HS_INNER_RS, "inner_reduce_scatter")                                                        \
  X(CJ_HS_INNER_AG, "inner_all_gather")                                                            \
  X(CJ_HS_INNER_REDUCE, "inner_reduce")                                                            \
  X(CJ_HS_INNER_BCAST, "inner_broadcast")                                                          \
  X(CJ_HS_ENGINE_AR, "engine_all_reduce")                                                          \
  X(CJ_HS_ENGINE_RS, "engine_reduce_scatter")                                                      \
  X(CJ_HS_ENGINE_AG, "engine_all_gather")                                                          \
  X(CJ_HS_COPY, "copy")                                                                             \
  X(CJ_HS_ZERO, "zero")

#define CJ_X_(e, name) e,
typedef enum cj_hier_kind { CJ_HIER_STEP_LIST(CJ_X_) CJ_HS_COUNT_ } cj_hier_kind;
#undef CJ_X_

/* 1 for the engine's steps (between nodes) */
static inline int cj__hier_is_engine(cj_hier_kind k) {
  return k == CJ_HS_ENGINE_AR || k == CJ_HS_ENGINE_RS || k == CJ_HS_ENGINE_AG;
}

typedef enum cj_hier_buf { CJ_HB_SEND, CJ_HB_RECV, CJ_HB_WORK } cj_hier_buf;

/* One step: `count` is what the call takes (inner ops: as their cj_ entries; engine all_reduce:
 * elements; engine reduce_scatter: recv_count; engine all_gather: send_count; copy: elements).
 * root: the local index of an inner reduce or broadcast. */
typedef struct cj_hier_step {
  cj_hier_kind kind;
  cj_hier_buf src, dst;
  uint64_t src_off, dst_off;
  uint64_t count;
  int root;
} cj_hier_step;

/* The map seen from `rank` (cj__node_layout's arguments: host identities, or a node size k > 0
 * for k consecutive ranks a node) into *m, its rank_at in rank_at (world ints) and the layout
 * into *lay (may be NULL). CJ_E_INVALID as cj__node_layout says. */
cj_status cj__hier_map_make(int world, int rank, const char *const *hosts, int node_size,
                            cj_hier_map *m, int *rank_at, cj_node_layout *lay);

const char *cj__hier_step_name(cj_hier_kind k);
/* Room a plan may need: steps of any op and count for this map. */
int cj__hier_plan_cap(const cj_hier_map *m);
/* 1 for the steps that run on this rank alone (copies, zeroing) */
static inline int cj__hier_is_local(cj_hier_kind k) { return k == CJ_HS_COPY || k == CJ_HS_ZERO; }

/* The steps of this rank's call of `op` (all_reduce: count elements; reduce_scatter: recv
 * count per rank; all_gather: send count per rank) into steps (cap entries), *n of them, and
 * the workspace it needs, in elements (*work_elems). recv_on_heap: recv lies in one allocation
 * of the node's symmetric heap. CJ_E_UNSUPPORTED for other ops, CJ_E_INVALID for a map that is
 * not one (the message says why), CJ_E_INTERNAL when cap is too small. */
cj_status cj__hier_plan(cj_op op, const cj_hier_map *m, uint64_t count, int recv_on_heap,
                        cj_hier_step *steps, int cap, int *n, uint64_t *work_elems);
/* 1 when op has a composition across nodes (the op table's across_nodes says the same). */
int cj__hier_composes(cj_op op);

#endif
