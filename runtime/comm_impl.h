/* The communicator's insides, shared by comm.c (life cycle, heap), calls.c (entry points),
 * launch.c (the kernel table, build and launch) and jit_bg.c (the background compiler). */
#ifndef COLLJIT_COMM_IMPL_H
#define COLLJIT_COMM_IMPL_H

#include <pthread.h>
#include <stdatomic.h>
#include <stdint.h>

#include "backend.h"
#include "bootstrap.h"
#include "codegen.h"
#include "heap_alloc.h"

/* What selects a kernel (the rest of the request is the communicator's own): a kernel is
 * found by what the call asked (facts included, CJ_REQ_FACTS), not by what its plan answered,
 * so that a hit asks the planner nothing. */
typedef struct cj_ksel {
  cj_call call; /* the request's */
  /* a request left to auto: the choice a tuning run forces (cj__select_forced), variant + 1
   * (0: none) and grid */
  int32_t forced_variant, forced_grid;
} cj_ksel; /* 144 bytes, no padding */
_Static_assert(sizeof(cj_ksel) == 144 && sizeof(cj_ksel) == sizeof(cj_call) + 2 * 4,
               "cj_ksel is hashed word by word");

/* Fills *s from a request (every byte set, so selectors compare with memcmp). */
void cj__ksel(cj_ksel *s, const cj_request *r);

/* A loaded kernel, found by its selector. */
typedef struct cj_kernel {
  cj_ksel sel;
  /* its plan, whose answer the launch takes: variant, flags (CJ_REQ_STAGE: the call stages
   * its input; CJ_REQ_GENERIC: n and nblocks are passed at launch), grid, block threads */
  cj_plan plan;
  void *module, *fn;
  unsigned shmem; /* dynamic shared memory of each launch (NVIDIA, beyond 48 KiB), else 0 */
  int alias;      /* the module and function are another kernel's of the same key */
} cj_kernel;

/* The background compiler of a communicator (jit_bg.c): one worker thread, started on first
 * use, and a queue of requests whose specialised kernels are not loaded yet. */
typedef struct cj_jit_job {
  cj_request req;
  cj_plan *plan; /* req's, made by the call that queued it */
  struct cj_jit_job *next;
} cj_jit_job;

typedef struct cj_bgjit {
  int enabled;
  pthread_mutex_t mu;
  pthread_cond_t wake, idle;
  pthread_t thread;
  int started, stop, busy;
  cj_jit_job *head, *tail;
  cj_ksel *seen; /* every selector ever queued: each is compiled once, success or not */
  size_t nseen, capseen;
  _Atomic uint64_t generic_launches;
  uint64_t queued, built, failed;
} cj_bgjit;

/* The loaded kernels of a communicator: an open-addressed table of atomic pointers. Lookups
 * take no lock (acquire loads); inserts happen under the communicator's mutex and publish a
 * kernel with a release store. A full table is replaced by one twice the size; the old one is
 * kept (on `older`) until the communicator is destroyed, as a reader may still be in it. */
typedef struct cj_ktable {
  unsigned mask; /* slots - 1 */
  unsigned used;
  struct cj_ktable *older;
  _Atomic(cj_kernel *) slot[];
} cj_ktable;

#define CJ_KTABLE_FIRST 256

struct cj_comm {
  int rank, world, device;
  int dev_index;        /* the default device is dev_index mod the device count (the rank,
                           or a node's communicator's index among its host's ranks) */
  struct cj_hier *hier; /* a communicator over several nodes (hier.h), else NULL */
  const cj_backend *be;
  cj_device_info dev;
  cj_target target;
  double timeout_s;
  cj_compiler compiler;
  uint64_t region_bytes; /* whole region per rank, control area included */
  uint64_t user_off;     /* offset of the user area */
  uint64_t base;         /* this rank's region */
  uint64_t work;         /* workspace for staged inputs (device address on the heap) */
  uint64_t work_bytes;
  int meet_first;        /* the next launch meets the peers first (cj__comm_meet_first) */
  uint64_t ll;           /* receive area of the ll kernels (0: none, heap too small) */
  uint64_t relay;        /* relay area of reduce_scatter / reduce push (0: none, heap too small) */
  uint64_t *peer_base;   /* [world], as mapped in this process */
  unsigned char *imported; /* [world]: 1 if mapped through IPC (closed at destroy) */
  int owns_region;
  cj_halloc alloc;
  cj_boot *boot;
  cj_allgather_fn user_ag;
  void *user;
  pthread_mutex_t mu; /* kernel inserts and heap bookkeeping */
  _Atomic(cj_ktable *) kernels;
  cj_bgjit bg;
  struct cj_gemm_side *side; /* allgather_gemm's vendor-BLAS path (calls_gemm.c), or NULL */
  /* the copy-engine path (variant ce, calls.c): a second stream for the rank's own block and
   * its fork / join events (made with the communicator when world > 1; NULL where that
   * failed: the path then runs every copy on the caller's stream); last_ce: the last call
   * took that path (the conformance check reports what ran) */
  void *ce_stream, *ce_ev[2];
  int last_ce;
  /* the path the last GEMM op call took: CJ_VARIANT_BLAS, CJ_VARIANT_CE (the copy engines and
   * the generated gemm op's kernel) or CJ_VARIANT_AUTO (its generated kernel) */
  cj_variant gemm_ran;
  const cj_kernel *last;     /* the kernel launched last (colljit check reports what ran) */
  char err[1024];
};

/* A one-node communicator through the exchange `ag` (what cj_comm_init_with_allgather makes
 * of options read already), its default device dev_index mod the device count. */
cj_status cj__comm_init_flat(cj_comm **out, int nranks, int rank, int dev_index, cj_allgather_fn ag,
                             void *user, const cj_comm_options *o);
/* Frees a communicator without meeting the peers (a creation that failed everywhere). */
void cj__comm_release(cj_comm *c);

/* Records the thread's last error on the communicator and returns s. */
cj_status cj__comm_fail(cj_comm *c, cj_status s);
/* Host allgather among the ranks (socket bootstrap or the host program's function). */
cj_status cj__comm_allgather(cj_comm *c, const void *mine, void *all, size_t n);
/* The loaded kernel for a request (compiles and loads it on first use, also while `stream`
 * is being captured; CJ_NO_STREAM: no stream involved). */
#define CJ_NO_STREAM ((void *)-1)
/* What a call launches: a kernel, the grid, and the count (read by generic kernels). */
typedef struct cj_launch {
  cj_kernel *k;
  unsigned grid;
  uint64_t count;
  uint64_t aux[CJ_ARG_AUX_MAX]; /* auxiliary arguments of fused ops (kabi.h) */
  /* tensor maps (the driver's encoding) passed by value in place of aux[tmap_at ..
   * tmap_at + ntmap - 1] (the gemm op with tma: A's and B's at 2 and 3, C's at 4) */
  int ntmap, tmap_at;
  _Alignas(64) unsigned char tmap[3][CJ_TMAP_BYTES];
} cj_launch;
/* The kernel for a call. A miss compiles the specialised kernel before returning when
 * `wait` is set, background JIT is off or `stream` is being captured (CJ_NO_STREAM: no
 * stream); otherwise it returns the shape-generic kernel and queues the specialised one. */
cj_status cj__comm_kernel(cj_comm *c, const cj_request *req, void *stream, int wait,
                          cj_launch *out);
/* The entries of the flat form (cj_op_info.flat: cj_all_reduce ... cj_reduce) and of the
 * shape-less ops (cj_barrier: no buffers, the rest ignored) by op, under the name the op table
 * gives; an op without a redop or root ignores them. CJ_E_INVALID, with the message, for an
 * unknown op or one with an entry of its own (allreduce_rmsnorm, the GEMM ops). */
cj_status cj__collective(cj_comm *c, cj_op op, const void *send, void *recv, size_t count,
                         cj_dtype dtype, cj_redop redop, int root, void *stream);
/* The request of a shape-less op (the barrier) on c: no buffers, no facts. */
void cj__shapeless_request(const cj_comm *c, cj_op op, cj_request *r);
/* CJ_OK when [p, p + n) is device memory of this process (the heap or an allocation), else
 * CJ_E_INVALID naming `what` (calls.c). */
cj_status cj__check_device_buffer(cj_comm *c, const void *p, uint64_t n, const char *what);
/* Launches with the ABI arguments. */
cj_status cj__comm_launch(cj_comm *c, const cj_launch *l, const void *src, void *dst,
                          void *stream);
/* Compiles (or reads from the disk cache) and loads the kernel of a request, not inserted. */
cj_status cj__kernel_build(cj_comm *c, const cj_request *req, cj_kernel **out);
/* The same from req's plan; a kernel of the plan's key already in the table lends its module
 * (another request that planned to the same kernel). */
cj_status cj__kernel_load(cj_comm *c, const cj_plan *plan, const cj_request *req,
                          cj_kernel **out);
void cj__kernel_unload(cj_comm *c, cj_kernel *k);
/* Background compiler: init / stop (joins the worker, drops what is queued), and queueing a
 * request with its plan, which the queue takes (once per selector; starts the worker on first
 * use). */
void cj__bg_init(cj_comm *c, int enabled);
void cj__bg_stop(cj_comm *c);
cj_status cj__bg_queue(cj_comm *c, const cj_request *req, cj_plan *plan);
/* A workspace of at least `bytes` for the call `call` (collective like cj_malloc: every rank
 * makes the same calls, so every rank grows at the same one, to the same offset). A larger
 * one is carved from the heap (the old one is kept: graphs captured before still use it);
 * CJ_E_INVALID naming heap_bytes / work_bytes (C and Python) when the heap has no room. */
cj_status cj__comm_work_reserve(cj_comm *c, uint64_t bytes, const char *call);
/* A barrier on `stream` before the next kernel when meet_first is set: after the workspace
 * grew (a peer's earlier kernels may still use what the new one covers), or after
 * gemm_reducescatter's vendor path (its reduction may still read slots the peers' fused
 * kernel would write); CJ_OK otherwise. */
cj_status cj__comm_meet_first(cj_comm *c, void *stream);
/* 1 if [p, p+n) lies inside one live heap allocation of this rank. */
int cj__comm_on_heap(cj_comm *c, const void *p, uint64_t n);
void cj__comm_free_kernels(cj_comm *c);
/* Frees what the vendor-BLAS path of allgather_gemm set up (calls_gemm.c); NULL is fine. */
void cj__gemm_side_free(cj_comm *c);
/* The GEMM ops' path for this process, as COLLJIT_GEMM_PATH says it ("auto", "fused",
 * "blas", "ce"; NULL: the variable's again), without touching the selection tables the planner
 * reads (colljit check takes each path this way, as a user's setting does). */
void cj__gemm_path_force(const char *path);
/* gemm_reducescatter's ce form for the calls that follow (the check's cases): 1 with the
 * reduction in the own rows' GEMMs, 0 with the reduction kernel, -1 the rule (and
 * COLLJIT_RS_CE_ADD). */
void cj__gemm_rs_add_force(int form);
/* The vendor BLAS the path uses ("cuBLASLt 130100"), or NULL when it has not run or is not
 * available (tests ask which path ran). */
const char *cj__gemm_side_name(const cj_comm *c);
/* The path the communicator's last allgather_gemm / gemm_reducescatter call took: "blas",
 * "ce" or "fused" (conformance tools ask; NULL comm: "fused"). */
const char *cj__gemm_ran(const cj_comm *c);
/* The kernel table without the compile: the loaded kernel for a request, or NULL (no lock
 * taken); and an insert (under c->mu) of a kernel whose fields describe its request. */
cj_kernel *cj__kernel_find(cj_comm *c, const cj_request *req);
cj_status cj__kernel_insert(cj_comm *c, cj_kernel *k);

#endif
