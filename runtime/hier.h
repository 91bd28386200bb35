/* A communicator over several nodes (DESIGN.md "Beyond one node"; issue: past one node). The
 * communicator the caller holds (the outer one) has the caller's rank and world and a cj_hier:
 * the layout, a node-local colljit communicator over this node's ranks (its heap, IPC and
 * kernels exactly as a one-node communicator's, created through the caller's exchange of which
 * it keeps the local ranks' entries) and the engine's communicator of this rank's engine group
 * (the same local index on every node). all_reduce, reduce_scatter and all_gather run the
 * steps of hier_plan.h on the caller's stream, all_reduce_rmsnorm its steps and then the node's
 * fused kernel; heap calls go to the node's communicator; every other entry point is refused
 * with CJ_E_UNSUPPORTED naming the op. */
#ifndef COLLJIT_HIER_H
#define COLLJIT_HIER_H

#include "comm_impl.h"
#include "engine.h"
#include "hier_plan.h"
#include "nodes.h"

enum { CJ_HOST_BYTES = 64 };    /* a host identity in the exchange (gethostname, NUL-padded) */
#define CJ_MAX_HIER_WORLD 65536 /* ranks of a communicator over nodes (CJ_MAX_WORLD a node) */

typedef struct cj_hier {
  cj_hier_map map;
  int *rank_at;          /* [world], the map's */
  cj_comm *inner;        /* this node's communicator: local_size ranks, rank = local index */
  cj_engine *engine;     /* NCCL / RCCL */
  cj_engine_comm *group; /* this rank's engine group: nodes ranks, rank = node */
  cj_allgather_fn ag;    /* the caller's exchange (over every rank) */
  void *user;
  void *work; /* the steps' workspace on the node's heap, work_bytes long */
  uint64_t work_bytes;
  cj_hier_step *steps; /* room for one call's steps */
  int cap;
} cj_hier;

/* This process's host identity into host (CJ_HOST_BYTES). */
void cj__host_identity(char *host);
/* 1 when ranks spread over several nodes: COLLJIT_NODE_SIZE (node_size > 0) below the world,
 * else hosts (world entries of CJ_HOST_BYTES) that differ. */
int cj__hier_spans_nodes(int world, const char *hosts, int node_size);

/* Where every rank is, through `ag` (a host exchange): one node (a communicator as ever, with
 * options o), or several (cj__hier_create). */
cj_status cj__comm_init_over(cj_comm **out, int nranks, int rank, cj_allgather_fn ag, void *user,
                             const cj_comm_options *o);
/* Makes the outer communicator (collective over every rank, through `ag`): the layout from
 * hosts or node_size, the node's communicator with options o, the engine's communicator of the
 * group, the workspace. Every rank takes part in every exchange whatever happened before on
 * it, and all fail together: CJ_E_UNAVAILABLE when a rank found no engine, naming the rank. */
cj_status cj__hier_create(cj_comm **out, int world, int rank, cj_allgather_fn ag, void *user,
                          const char *hosts, int node_size, const cj_comm_options *o);
/* The engine's communicator of this rank's group (the same local index on every node, in node
 * order; its lowest rank makes the id), through the caller's exchange over all `world`. */
cj_status cj__hier_engine_group(cj_engine *e, cj_allgather_fn ag, void *user, int world, int rank,
                                const cj_node_layout *lay, cj_engine_comm **out);
/* Every rank's status through `ag` (world ranks): this rank's own failure with its message,
 * else the lowest failing rank's, named (CJ_E_UNAVAILABLE stays that: no engine or GPU there,
 * otherwise CJ_E_PEER); CJ_OK when all succeeded. */
cj_status cj__hier_agree(cj_allgather_fn ag, void *user, int world, cj_status mine,
                         const char *what);
/* Collective: the engine's communicator and the node's, then *c. */
cj_status cj__hier_destroy(cj_comm *c);

/* The ops of a communicator over nodes (hier_calls.c). */
cj_status cj__hier_collective(cj_comm *c, cj_op op, const void *send, void *recv, size_t count,
                              cj_dtype dtype, cj_redop redop, void *stream);
cj_status cj__hier_prepare(cj_comm *c, cj_op op, const void *send, void *recv, size_t count,
                           cj_dtype dtype, cj_redop redop);
/* CJ_E_UNSUPPORTED for `what` (an op's or entry's name) on a communicator over nodes. */
cj_status cj__hier_refuse(const cj_comm *c, const char *what);
/* all_reduce_rmsnorm over nodes: the all-reduce's shards (hier_plan.h), then the node's own
 * fused kernel; prepare != 0 builds the kernels only (cj_prepare_all_reduce_rmsnorm). The
 * arguments as cj_all_reduce_rmsnorm's, already checked. */
cj_status cj__hier_rmsnorm(cj_comm *c, const void *x, void *residual, const void *weight,
                           void *out, size_t tokens, size_t hidden, float eps, cj_dtype dtype,
                           void *stream, int prepare);
/* The device status of the node's communicator, then the engine's asynchronous error. */
cj_status cj__hier_check(cj_comm *c);

#endif
