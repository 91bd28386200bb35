/* Rank rendezvous and host-side allgather among the ranks of a communicator. */
#ifndef COLLJIT_BOOTSTRAP_H
#define COLLJIT_BOOTSTRAP_H

#include <stddef.h>

#include "colljit.h"

typedef struct cj_boot cj_boot;

/* Forms the group: every rank calls it with the same id and nranks. Within timeout_s every
 * rank either succeeds or fails with the reason (a rank that never arrived: CJ_E_TIMEOUT; a
 * duplicate or out-of-range rank, a world-size mismatch: CJ_E_INVALID at rank 0, CJ_E_PEER
 * with rank 0's reason at the others). */
cj_status cj__boot_init(const cj_unique_id *id, int nranks, int rank, double timeout_s,
                        cj_boot **out);
/* all[r*n .. r*n+n) = rank r's `mine`. Collective. */
cj_status cj__boot_allgather(cj_boot *b, const void *mine, void *all, size_t n);
void cj__boot_close(cj_boot *b);
/* The abstract socket name an id stands for (without the leading NUL), as every local user
 * sees it in /proc/net/unix. */
void cj__boot_socket_name(const cj_unique_id *id, char *out, size_t n);

#endif
