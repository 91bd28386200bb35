/* colljit check: the conformance checker (check.c: the command, the cases and the report;
 * check_rank.c: one rank's calls and their references). */
#ifndef COLLJIT_CHECK_H
#define COLLJIT_CHECK_H

#include <stdint.h>

#include "colljit.h"

/* One request: an op, how it is forced (variant, or the GEMM ops' path), its data and its
 * buffers. Every rank builds the same list from the same seed. */
/* The GEMM ops' paths (COLLJIT_GEMM_PATH's names, ck_path_names) */
enum { CK_FUSED, CK_BLAS, CK_CE, CK_PATHS };
extern const char *const ck_path_names[CK_PATHS];

typedef struct ck_case {
  cj_op op;
  cj_variant force; /* CJ_VARIANT_AUTO: the library's choice */
  int path;         /* GEMM ops: CK_FUSED (the generated kernel), CK_BLAS or CK_CE */
  cj_dtype dt;
  cj_redop red;
  uint64_t count;         /* collectives: elements (per rank, as the call counts them) */
  uint64_t tokens, hidden; /* allreduce_rmsnorm */
  uint64_t m, n, k;       /* GEMM ops */
  int shard, bias, bcol, of32;
  int inplace; /* the op's in-place form */
  int heap;    /* 1: buffers on the symmetric heap; 0: plain device memory where allowed */
  int root;
  uint32_t seed;
} ck_case;

/* What a rank saw of one case, in memory the ranks share with the parent. */
typedef struct ck_result {
  int32_t status;     /* CJ_OK, or the status of the first failed call */
  int32_t done;       /* 1 once the case ran (0: not reached) */
  uint32_t calls;     /* calls checked: eager (generic and specialised kernels), replays */
  uint32_t bad_calls; /* ... with a wrong element */
  uint64_t wrong;     /* wrong elements over those calls */
  double worst;       /* max |got - want| / max |want| over the calls */
  uint32_t generic;   /* calls that ran a shape-generic kernel */
  char ran[24];       /* the variant that ran (the specialised call's), "blas" / "ce" for those paths */
  char msg[200];      /* the first failure or wrong element */
} ck_result;

typedef struct ck_cfg {
  int world, replays, plant;
  double timeout_s;
  ck_case *cases;
  int ncases;
  ck_result *res; /* [world][ncases], shared */
} ck_cfg;

/* One rank of the check (the launcher's rank function). */
int cj__check_rank(int rank, int world, const cj_unique_id *id, void *arg);

#endif
