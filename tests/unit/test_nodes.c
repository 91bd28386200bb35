/* cj__node_layout: nodes, local ranks and engine groups from host identities or a node size,
 * at the layouts the hierarchical collectives are to be tested at (2x1, 2x2, 2x4, 3x2, one
 * node), interleaved and shuffled hosts, and the refusals (uneven nodes, bad sizes). */
#include <string.h>

#include "nodes.h"
#include "test.h"

/* Checks every rank's view against the rule: node n holds ranks in rank order; group = the
 * same local index on every node; leader the group's lowest rank. */
static void check_views(int world, const char *const *hosts, int node_size, int nodes,
                        int local_size, const char *what) {
  int seen_local[256] = {0};
  for (int r = 0; r < world; r++) {
    cj_node_layout l;
    int local[256], group[256];
    cj_status s = cj__node_layout(world, r, hosts, node_size, &l, local, group);
    CHECK(s == CJ_OK, "%s rank %d: %s", what, r, cj_last_error());
    if (s) return;
    CHECK(l.world == world && l.nodes == nodes && l.local_size == local_size,
          "%s rank %d: %d nodes of %d (want %d of %d)", what, r, l.nodes, l.local_size, nodes,
          local_size);
    CHECK(local[l.local_rank] == r, "%s rank %d: local[%d] = %d", what, r, l.local_rank,
          local[l.local_rank]);
    for (int i = 1; i < l.local_size; i++)
      CHECK(local[i - 1] < local[i], "%s rank %d: local ranks out of order", what, r);
    CHECK(group[l.node] == r, "%s rank %d: group[%d] = %d", what, r, l.node, group[l.node]);
    int lowest = group[0];
    for (int n = 0; n < l.nodes; n++) {
      if (group[n] < lowest) lowest = group[n];
      /* the group's member on node n is rank group[n]: its own view must agree */
      cj_node_layout m;
      int ml[256], mg[256];
      CHECK(cj__node_layout(world, group[n], hosts, node_size, &m, ml, mg) == CJ_OK &&
                m.node == n && m.local_rank == l.local_rank && m.leader == l.leader,
            "%s rank %d: group member %d on node %d disagrees", what, r, group[n], n);
    }
    CHECK(l.leader == lowest, "%s rank %d: leader %d, lowest %d", what, r, l.leader, lowest);
    seen_local[l.node * local_size + l.local_rank]++;
  }
  for (int i = 0; i < world; i++)
    CHECK(seen_local[i] == 1, "%s: (node, local rank) slot %d taken %d times", what, i,
          seen_local[i]);
}

int main(void) {
  /* a node size (one machine standing in for several nodes) */
  static const struct {
    int world, k;
  } sized[] = {{2, 1}, {4, 2}, {8, 4}, {6, 2}, {8, 8}, {16, 8}, {1, 1}};
  for (size_t i = 0; i < sizeof sized / sizeof *sized; i++) {
    char what[64];
    snprintf(what, sizeof what, "size %d of %d", sized[i].k, sized[i].world);
    check_views(sized[i].world, NULL, sized[i].k, sized[i].world / sized[i].k, sized[i].k, what);
  }
  /* host identities: contiguous, interleaved, shuffled */
  const char *contig[] = {"a", "a", "b", "b", "c", "c"};
  check_views(6, contig, 0, 3, 2, "3x2 contiguous");
  const char *inter[] = {"a", "b", "a", "b", "a", "b", "a", "b"};
  check_views(8, inter, 0, 2, 4, "2x4 interleaved");
  const char *shuf[] = {"x", "y", "y", "x"};
  check_views(4, shuf, 0, 2, 2, "2x2 shuffled");
  cj_node_layout l;
  int local[8], group[8];
  CHECK(cj__node_layout(4, 3, shuf, 0, &l, local, group) == CJ_OK && l.node == 0 &&
            l.local_rank == 1 && group[0] == 3 && group[1] == 2 && l.leader == 2,
        "shuffled: rank 3 is local 1 of node 0, its group {3, 2}, leader 2");
  const char *one[] = {"h", "h", "h"};
  check_views(3, one, 0, 1, 3, "one node");
  /* refusals, each with a message */
  const char *uneven[] = {"a", "a", "a", "b"};
  CHECK(cj__node_layout(4, 0, uneven, 0, &l, local, group) == CJ_E_INVALID &&
            strstr(cj_last_error(), "same number of ranks"),
        "uneven nodes: %s", cj_last_error());
  CHECK(cj__node_layout(6, 0, NULL, 4, &l, local, group) == CJ_E_INVALID &&
            strstr(cj_last_error(), "does not divide"),
        "node size 4 of 6: %s", cj_last_error());
  const char *hole[] = {"a", NULL};
  CHECK(cj__node_layout(2, 0, hole, 0, &l, local, group) == CJ_E_INVALID,
        "a rank without a host identity");
  CHECK(cj__node_layout(2, 2, contig, 0, &l, local, group) == CJ_E_INVALID, "rank 2 of 2");
  CHECK(cj__node_layout(2, 0, NULL, 0, &l, local, group) == CJ_E_INVALID, "no hosts");
  CHECK(cj__node_layout(2, 0, NULL, -1, &l, local, group) == CJ_E_INVALID, "node size -1");
  CHECK(cj__node_layout(2, 0, NULL, 1, &l, NULL, group) == CJ_E_INVALID, "local NULL");
  return test_end();
}
