/* Creation and destruction of a communicator over nodes (hier.h): the layout, the node's
 * communicator through a sub-exchange, the engine and its group's communicator, the
 * workspace. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "hier.h"
#include "support.h"

void cj__host_identity(char *host) {
  memset(host, 0, CJ_HOST_BYTES);
  if (gethostname(host, CJ_HOST_BYTES - 1) || !host[0]) snprintf(host, CJ_HOST_BYTES, "unknown");
  host[CJ_HOST_BYTES - 1] = 0;
}

int cj__hier_spans_nodes(int world, const char *hosts, int node_size) {
  if (node_size > 0) return node_size < world;
  for (int r = 1; r < world; r++)
    if (strncmp(hosts, hosts + (size_t)r * CJ_HOST_BYTES, CJ_HOST_BYTES)) return 1;
  return 0;
}

cj_status cj__comm_init_over(cj_comm **out, int nranks, int rank, cj_allgather_fn ag, void *user,
                             const cj_comm_options *o) {
  char mine[CJ_HOST_BYTES], *hosts = malloc((size_t)nranks * CJ_HOST_BYTES);
  cj__host_identity(mine);
  if (!hosts) return cj__fail(CJ_E_OOM, "comm: out of host memory");
  if (ag(user, mine, hosts, CJ_HOST_BYTES)) {
    free(hosts);
    return cj__fail(CJ_E_PEER, "the host program's allgather failed");
  }
  for (int r = 0; r < nranks; r++)
    hosts[(size_t)r * CJ_HOST_BYTES + CJ_HOST_BYTES - 1] = 0;
  cj_status s;
  if (cj__hier_spans_nodes(nranks, hosts, cj__env()->node_size))
    s = cj__hier_create(out, nranks, rank, ag, user, hosts, cj__env()->node_size, o);
  else if (nranks > CJ_MAX_WORLD)
    s = cj__fail(CJ_E_INVALID, "comm: %d ranks on one node (at most %d)", nranks, CJ_MAX_WORLD);
  else
    s = cj__comm_init_flat(out, nranks, rank, rank, ag, user, o);
  free(hosts);
  return s;
}

/* The node's exchange: the caller's over every rank, of which this node's entries are kept
 * (every node's communicator makes the same exchanges at the same points, so they pair up). */
static int node_allgather(void *user, const void *mine, void *all, size_t n) {
  cj_hier *h = user;
  const cj_hier_map *m = &h->map;
  unsigned char *every = malloc((size_t)m->world * n);
  if (!every) return -1;
  int rc = h->ag(h->user, mine, every, n);
  for (int j = 0; !rc && j < m->local_size; j++)
    memcpy((unsigned char *)all + (size_t)j * n,
           every + (size_t)m->rank_at[m->node * m->local_size + j] * n, n);
  free(every);
  return rc;
}

/* This rank's index among the ranks of its host: its default GPU (the node's local index is
 * not, when nodes are groups of one host's GPUs). */
static int host_index(int rank, const char *hosts) {
  int k = 0;
  for (int r = 0; r < rank; r++)
    k += !strncmp(hosts + (size_t)r * CJ_HOST_BYTES, hosts + (size_t)rank * CJ_HOST_BYTES,
                  CJ_HOST_BYTES);
  return k;
}

cj_status cj__hier_agree(cj_allgather_fn ag, void *user, int world, cj_status mine,
                         const char *what) {
  char msg[1024];
  snprintf(msg, sizeof msg, "%s", cj_last_error());
  int32_t st = (int32_t)mine, *all = calloc((size_t)world, sizeof *all);
  if (!all) return cj__fail(CJ_E_OOM, "%s: out of host memory", what);
  int rc = ag(user, &st, all, sizeof st);
  cj_status s = CJ_OK;
  if (mine) /* this rank's own message, without its status name (cj__fail adds it again) */
    s = cj__fail(mine, "%s", strncmp(msg, "CJ_", 3) ? msg : msg + strcspn(msg, " ") + 1);
  else if (rc)
    s = cj__fail(CJ_E_PEER, "%s: the host program's allgather failed", what);
  for (int r = 0; !s && r < world; r++)
    if (all[r])
      s = cj__fail(all[r] == CJ_E_UNAVAILABLE ? CJ_E_UNAVAILABLE : CJ_E_PEER,
                   "%s: rank %d failed (%s)%s", what, r, cj_status_name((cj_status)all[r]),
                   all[r] == CJ_E_UNAVAILABLE ? ": it found no engine (NCCL / RCCL) or GPU" : "");
  free(all);
  return s;
}

/* The steps' workspace on the node's heap (work_bytes, else 64 MiB or a quarter of the heap)
 * and the room for one call's steps. */
static cj_status setup_work(cj_hier *h, const cj_comm_options *o) {
  uint64_t cap = h->inner->alloc.size / 4, want = o->work_bytes;
  if (!want) want = (64ull << 20) < cap ? (64ull << 20) : cap;
  cj_status s = cj_malloc(h->inner, want, &h->work);
  if (s)
    return cj__fail(CJ_E_INVALID,
                    "hierarchical communicator: a workspace of %llu bytes does not fit the "
                    "node's heap (heap_bytes %llu)",
                    (unsigned long long)want, (unsigned long long)h->inner->alloc.size);
  h->work_bytes = want;
  h->cap = cj__hier_plan_cap(&h->map);
  h->steps = calloc((size_t)h->cap, sizeof *h->steps);
  return h->steps ? CJ_OK : cj__fail(CJ_E_OOM, "hierarchical communicator: out of host memory");
}

static void hier_free(cj_hier *h, int abort) {
  if (!h) return;
  cj__engine_comm_free(h->group, abort);
  if (h->engine) cj__engine_close(h->engine);
  free(h->steps);
  free(h->rank_at);
  free(h);
}

cj_status cj__hier_engine_group(cj_engine *e, cj_allgather_fn ag, void *user, int world, int rank,
                                const cj_node_layout *lay, cj_engine_comm **out) {
  return cj__engine_comm_exchange(e, ag, user, world, rank, lay->leader, lay->nodes, lay->node,
                                  out);
}

/* The layout; the node's communicator, the engine, the workspace (agreed); the engine group's
 * communicator (agreed). */
static cj_status build(cj_hier *h, int world, int rank, const char *hosts, int node_size,
                       const cj_comm_options *o) {
  const char **names = calloc((size_t)world, sizeof *names);
  if (!names) return cj__fail(CJ_E_OOM, "hierarchical communicator: out of host memory");
  for (int r = 0; r < world; r++)
    names[r] = hosts + (size_t)r * CJ_HOST_BYTES;
  cj_node_layout lay;
  cj_status s = cj__hier_map_make(world, rank, names, node_size, &h->map, h->rank_at, &lay);
  free(names);
  if (!s && lay.local_size > CJ_MAX_WORLD)
    s = cj__fail(CJ_E_INVALID, "comm: %d ranks on a node (at most %d)", lay.local_size,
                 CJ_MAX_WORLD);
  if (s) return s; /* the same on every rank: nobody goes on to the exchanges */
  s = cj__comm_init_flat(&h->inner, lay.local_size, lay.local_rank, host_index(rank, hosts),
                         node_allgather, h, o);
  if (!s) s = cj__engine_open(h->inner->be->vendor, &h->engine);
  if (!s) s = setup_work(h, o);
  if ((s = cj__hier_agree(h->ag, h->user, world, s, "hierarchical communicator"))) return s;
  s = cj__hier_engine_group(h->engine, h->ag, h->user, world, rank, &lay, &h->group);
  if (!s) s = cj__engine_comm_watch(h->group); /* a dead node: a status, not a hang */
  return cj__hier_agree(h->ag, h->user, world, s, "the engine's communicator");
}

cj_status cj__hier_create(cj_comm **out, int world, int rank, cj_allgather_fn ag, void *user,
                          const char *hosts, int node_size, const cj_comm_options *o) {
  *out = NULL;
  cj_hier *h = calloc(1, sizeof *h);
  cj_comm *c = calloc(1, sizeof *c);
  if (h) h->rank_at = calloc((size_t)world, sizeof *h->rank_at);
  if (!h || !c || !h->rank_at) {
    if (h) free(h->rank_at);
    free(h);
    free(c);
    return cj__fail(CJ_E_OOM, "comm: out of host memory");
  }
  h->ag = ag;
  h->user = user;
  cj_status s = build(h, world, rank, hosts, node_size, o);
  if (s) {
    cj__comm_release(h->inner); /* no meeting: every rank fails here */
    hier_free(h, 1);
    free(c);
    return s;
  }
  cj_comm *in = h->inner;
  c->rank = rank;
  c->world = world;
  c->dev_index = in->dev_index;
  c->device = in->device;
  c->be = in->be;
  c->dev = in->dev;
  c->target = in->target;
  c->timeout_s = in->timeout_s;
  c->compiler = in->compiler;
  c->user_ag = ag; /* cj__comm_allgather over every rank (the tools agree through it) */
  c->user = user;
  c->hier = h;
  cj__log(CJ_LOG_INFO, "rank %d of %d: node %d of %d, local rank %d of %d, engine %s", rank, world,
          h->map.node, h->map.nodes, h->map.local_rank, h->map.local_size,
          cj__engine_name(h->engine));
  *out = c;
  return CJ_OK;
}

cj_status cj__hier_destroy(cj_comm *c) {
  cj_hier *h = c->hier;
  cj_status s = h->inner->be->bind(h->inner->device);
  if (!s) s = h->inner->be->stream_sync(NULL);
  /* a group whose peer failed is aborted: destroying would wait for it */
  int abort = cj__engine_comm_check(h->group) != CJ_OK;
  cj_status e = cj__engine_comm_free(h->group, abort);
  h->group = NULL;
  cj_status i = cj_comm_destroy(h->inner); /* meets every rank, through the caller's exchange */
  hier_free(h, 0);
  cj__boot_close(c->boot); /* cj_comm_init_rank's rendezvous, when it made c */
  free(c);
  return s ? s : e ? e : i;
}
