/* What collective generators share: the registry, the kernel ABI values, peer addressing and
 * the cross-rank barrier. Each collective is one generator in its own coll_*.c file. */
#ifndef COLLJIT_COLL_H
#define COLLJIT_COLL_H

#include "codegen.h"
#include "kir.h"

/* Values every generated kernel has at hand (set up by cj__gen_begin). */
typedef struct cj_gen {
  kir_builder *b;
  const cj_plan *p;
  kir_val arg[CJ_ARG_COUNT_]; /* the ABI parameters, in order */
  kir_val tid, bid;
  kir_val base_me;            /* heap_bases[rank], loaded once */
  kir_var failed;             /* I32: 1 once a wait in this thread gave up */
} cj_gen;

typedef cj_status (*cj_gen_fn)(cj_gen *g);

/* 1 for ops that combine values (all_reduce, reduce_scatter, reduce). */
int cj__op_reduces(cj_op op);
/* Resolves CJ_VARIANT_AUTO and rejects variants that have no generator. */
cj_status cj__choose_variant(const cj_request *r, cj_plan *p);

/* Declares the ABI parameters, thread/block ids and the local heap base. */
void cj__gen_begin(cj_gen *g, kir_builder *b, const cj_plan *p);
/* (rank + i) mod world, as I32, for a compile-time i in [0, world). */
kir_val cj__gen_rotated_peer(cj_gen *g, int i);
/* The address of local heap pointer `ptr` in rank `peer`'s heap:
 * ptr + (heap_bases[peer] - heap_bases[rank]). */
kir_val cj__gen_peer_ptr(cj_gen *g, kir_val ptr, kir_val peer);
/* Cross-rank barrier of this block: every block b of every rank meets block b of every
 * other rank. Monotonic per-(block, rank) epoch counters in the sync area, never reset; the
 * arrival's returned value gives the target. Releases prior writes at system scope, acquires
 * peers' writes. Waits give up after timeout_ns, storing CJ_DEVICE_TIMEOUT into *status. */
void cj__gen_rank_barrier(cj_gen *g, const char *what);
/* Spins until the I32 counter at `flag` reaches `target` (wrap-safe), or gives up. */
void cj__gen_wait_counter(cj_gen *g, kir_val flag, kir_val target);

/* Generators. */
cj_status cj__gen_barrier(cj_gen *g);
cj_status cj__gen_allgather_push(cj_gen *g);

#endif
