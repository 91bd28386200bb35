/* Who is where: nodes, local ranks and engine groups (nodes.h). */
#include "nodes.h"

#include <stdlib.h>
#include <string.h>

#include "support.h"

/* node[r] = the index of rank r's node, nodes numbered by their lowest rank; returns the count */
static int number_nodes(int world, const char *const *hosts, int node_size, int *node) {
  if (node_size > 0) {
    for (int r = 0; r < world; r++)
      node[r] = r / node_size;
    return world / node_size;
  }
  int nodes = 0;
  for (int r = 0; r < world; r++) {
    node[r] = -1;
    for (int q = 0; q < r && node[r] < 0; q++)
      if (!strcmp(hosts[q], hosts[r])) node[r] = node[q];
    if (node[r] < 0) node[r] = nodes++;
  }
  return nodes;
}

cj_status cj__node_layout(int world, int rank, const char *const *hosts, int node_size,
                          cj_node_layout *out, int *local, int *group) {
  if (!out || !local || !group)
    return cj__fail(CJ_E_INVALID, "node layout: out, local and group must not be NULL");
  if (world < 1 || rank < 0 || rank >= world)
    return cj__fail(CJ_E_INVALID, "node layout: rank %d of world %d", rank, world);
  if (node_size < 0 || (node_size > 0 && world % node_size))
    return cj__fail(CJ_E_INVALID,
                    "node layout: COLLJIT_NODE_SIZE=%d does not divide the %d ranks into nodes",
                    node_size, world);
  if (node_size == 0) {
    if (!hosts) return cj__fail(CJ_E_INVALID, "node layout: no host identities");
    for (int r = 0; r < world; r++)
      if (!hosts[r]) return cj__fail(CJ_E_INVALID, "node layout: rank %d has no host identity", r);
  }
  int *node = calloc((size_t)world, sizeof *node);
  if (!node) return cj__fail(CJ_E_OOM, "node layout: %d ranks", world);
  int nodes = number_nodes(world, hosts, node_size, node);
  /* every node the same size: the intra-node parts run one kernel shape, and every engine
   * group has a rank on every node */
  int size = 0, bad = -1;
  for (int n = 0; n < nodes && bad < 0; n++) {
    int count = 0;
    for (int r = 0; r < world; r++)
      count += node[r] == n;
    if (!n) size = count;
    if (count != size) bad = n;
  }
  if (bad >= 0) {
    int count = 0;
    for (int r = 0; r < world; r++)
      count += node[r] == bad;
    free(node);
    return cj__fail(CJ_E_INVALID,
                    "node layout: node 0 holds %d ranks and node %d holds %d: hierarchical "
                    "collectives need the same number of ranks on every node",
                    size, bad, count);
  }
  int me = node[rank], li = 0, k = 0;
  for (int r = 0; r < world; r++)
    if (node[r] == me) {
      if (r == rank) li = k;
      local[k++] = r;
    }
  /* group: on every node, the rank whose index among its node's ranks is li */
  for (int n = 0; n < nodes; n++) {
    int idx = 0;
    group[n] = -1;
    for (int r = 0; r < world && group[n] < 0; r++)
      if (node[r] == n && idx++ == li) group[n] = r;
  }
  free(node);
  *out = (cj_node_layout){.world = world,
                          .nodes = nodes,
                          .local_size = size,
                          .node = me,
                          .local_rank = li,
                          .leader = group[0]};
  for (int n = 1; n < nodes; n++)
    if (group[n] < out->leader) out->leader = group[n];
  return CJ_OK;
}
