/* The layout of a communicator over nodes (issue: past one node; DESIGN.md "Beyond one node").
 * Ranks on one node share colljit's symmetric heap and kernels; between nodes the engine
 * (NCCL/RCCL, engine.h) carries each local rank's shard among the same local rank of every
 * node. This file only answers who is where: from each rank's host identity (what the
 * caller's exchange carries), or, to test on one machine, a node size k (each k consecutive
 * ranks are a node: what COLLJIT_NODE_SIZE sets; hier_plan.c and hier_init.c read the
 * layout). */
#ifndef COLLJIT_NODES_H
#define COLLJIT_NODES_H

#include "colljit.h"

typedef struct cj_node_layout {
  int world;      /* ranks in all */
  int nodes;      /* nodes, in the order of each node's lowest rank */
  int local_size; /* ranks per node (the same on every node) */
  int node;       /* this rank's node */
  int local_rank; /* this rank's index among its node's ranks, in rank order */
  int leader;     /* the lowest rank of this rank's engine group (it makes the group's id) */
} cj_node_layout;

/* The layout seen from `rank` of `world`: with node_size > 0 each node_size consecutive ranks
 * are a node (node_size must divide world); else ranks whose hosts[] strings are equal share a
 * node (hosts: world non-NULL strings). local[0..local_size) receives the ranks of this rank's
 * node in rank order; group[0..nodes) the engine group: the rank of local index local_rank on
 * every node, in node order (both arrays hold world ints). CJ_E_INVALID with the reason when
 * nodes hold different numbers of ranks or an argument is out of range. */
cj_status cj__node_layout(int world, int rank, const char *const *hosts, int node_size,
                          cj_node_layout *out, int *local, int *group);

#endif
