/* The symmetric heap's allocator: offsets into a region, first fit, splits and coalesces.
 * Pure host bookkeeping: every rank runs the same sequence of calls, so an object gets the
 * same offset everywhere. */
#ifndef COLLJIT_HEAP_ALLOC_H
#define COLLJIT_HEAP_ALLOC_H

#include <stdint.h>

#include "colljit.h"

typedef struct cj_hseg {
  uint64_t off, len;
  int used;
} cj_hseg;

typedef struct cj_halloc {
  uint64_t size, align;
  cj_hseg *segs; /* sorted by offset, covering [0, size) */
  int n, cap;
} cj_halloc;

cj_status cj__halloc_init(cj_halloc *h, uint64_t size, uint64_t align);
void cj__halloc_destroy(cj_halloc *h);
/* CJ_E_OOM when no free segment fits; CJ_E_INVALID for 0 bytes. */
cj_status cj__halloc_alloc(cj_halloc *h, uint64_t bytes, uint64_t *off);
/* off must be the start of a live allocation: a double free or foreign offset is CJ_E_INVALID */
cj_status cj__halloc_free(cj_halloc *h, uint64_t off);
/* The live allocation that contains [off, off+len): 1 and its start, else 0. */
int cj__halloc_find(const cj_halloc *h, uint64_t off, uint64_t len, uint64_t *start);
uint64_t cj__halloc_used(const cj_halloc *h);
uint64_t cj__halloc_largest_free(const cj_halloc *h);

#endif
