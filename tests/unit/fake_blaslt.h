/* What tests/unit/fake_blaslt.c records (one state per built library). */
#ifndef COLLJIT_FAKE_BLASLT_H
#define COLLJIT_FAKE_BLASLT_H

#include <stddef.h>
#include <stdint.h>

#define FAKE_ATTRS 32

typedef struct fake_blaslt {
  int fail_create, no_algorithm;  /* set by the test */
  int compute, scale;             /* MatmulDescCreate */
  uint64_t desc_attr[FAKE_ATTRS]; /* the last value set of each attribute */
  int desc_set[FAKE_ATTRS];       /* how often each was set */
  uint64_t pref_attr[FAKE_ATTRS];
  int pref_set[FAKE_ATTRS];
  uint64_t layout[8][4]; /* type, rows, cols, ld of the layouts in creation order */
  int nlayouts, heuristics, matmuls;
  uint64_t a, b, c, d, ws, ws_bytes; /* the last Matmul's */
  void *stream;
  float alpha, beta;
  int algo_ok; /* the last Matmul got the heuristic's algorithm */
} fake_blaslt;

fake_blaslt *fake_blaslt_state(void);

#endif
