/* What the fake engine (fake_nccl.c) records and how it is told to fail, shared with
 * test_engine.c, which reaches it through fake_nccl_state() in the loaded library. */
#ifndef COLLJIT_FAKE_NCCL_H
#define COLLJIT_FAKE_NCCL_H

#include <stddef.h>

enum { FAKE_NCCL_VERSION = 22809, FAKE_NCCL_RANKS = 4 };

typedef struct fake_nccl {
  int version;         /* what ncclGetVersion answers */
  int fail_unique_id;  /* ncclGetUniqueId's result */
  int fail_init;       /* ncclCommInitRank's result */
  int fail_collective; /* the collectives' result */
  int async_error;     /* what ncclCommGetAsyncError reports */
  int unique_ids;      /* ncclGetUniqueId calls */
  struct {             /* every ncclCommInitRank, in order (the first 16) */
    char id[128];
    int nranks, rank;
  } inits[16];
  int ninits;
  int destroyed, aborted;  /* ncclCommDestroy / ncclCommAbort calls */
  int group_depth, groups; /* open groups; ncclGroupEnd calls */
  /* the last collective: its name, arguments and the stream it went to */
  const char *call;
  const void *send;
  void *recv;
  size_t count;
  int dtype, op;
  void *comm, *stream;
  int adopted_size, adopted_rank; /* what ncclCommCount / ncclCommUserRank answer */
} fake_nccl;

#endif
