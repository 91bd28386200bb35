/* The engine between nodes: NCCL on NVIDIA, RCCL on AMD, a real library loaded at run time like
 * the vendor BLAS (engine_abi.h declares what is called). colljit's kernels stay inside a node;
 * a communicator spanning nodes hands the inter-node step to the engine (DESIGN.md, "Beyond one
 * node"). This layer loads the library, makes or adopts the engine's communicator and enqueues
 * its all-reduce, reduce-scatter and all-gather on the caller's stream; it composes nothing.
 *
 * Where the library is looked for, first found wins:
 *   1. COLLJIT_NCCL_LIB / COLLJIT_RCCL_LIB: that file only (a name that does not load is an
 *      error, not a reason to load another);
 *   2. a copy the process already loaded (PyTorch's, whose communicators the caller may hand in:
 *      they only work with the library that made them);
 *   3. the system's: libnccl.so.2, libnccl.so, $CUDA_HOME/lib64 and /lib; librccl.so.1,
 *      librccl.so, $ROCM_PATH/lib, /opt/rocm/lib;
 *   4. the Python packages beside the process's libraries: for each site-packages (or
 *      dist-packages) directory a loaded library lives in, nvidia/nccl/lib/libnccl.so.2 (the
 *      nvidia-nccl wheel PyTorch depends on) or torch/lib/librccl.so.1 (ROCm's PyTorch).
 * None found is CJ_E_UNAVAILABLE with a message naming every file tried. */
#ifndef COLLJIT_ENGINE_H
#define COLLJIT_ENGINE_H

#include <stddef.h>
#include <stdint.h>

#include "codegen.h"
#include "colljit.h"

typedef struct cj_engine cj_engine;           /* a loaded library and its entry points */
typedef struct cj_engine_comm cj_engine_comm; /* one communicator of the engine */

enum { CJ_ENGINE_NAMES_MAX = 16 };

/* The files tried for `vendor`'s engine (steps 1, 3 and 4 above), in order, NULL-terminated
 * (out has room for CJ_ENGINE_NAMES_MAX): `override` alone when set; else the system's names,
 * those under `home` (CUDA_HOME or ROCM_PATH; may be NULL), then `sites` (site-packages
 * directories, NULL-terminated, may be NULL) each with the wheel's path. Paths are written into
 * buf (bufsize bytes); one that does not fit is left out. Returns the count. */
int cj__engine_lib_names(cj_vendor vendor, const char *override, const char *home,
                         const char *const *sites, char *buf, size_t bufsize, const char **out);

/* Loads `vendor`'s engine as the environment says (the order above). */
cj_status cj__engine_open(cj_vendor vendor, cj_engine **out);
/* Loads the file `path` as `vendor`'s engine (what COLLJIT_NCCL_LIB does). CJ_E_UNAVAILABLE
 * when it does not load or lacks an entry point (the message names which). */
cj_status cj__engine_load(cj_vendor vendor, const char *path, cj_engine **out);
/* Frees e. The library stays loaded: NCCL's threads and communicators may outlive it. */
void cj__engine_close(cj_engine *e);

/* "NCCL 2.28.9 (/usr/lib/x86_64-linux-gnu/libnccl.so.2)" */
const char *cj__engine_name(const cj_engine *e);
/* The version as major * 10000 + minor * 100 + patch (ncclGetVersion's code read in either of
 * its forms: 2.8.4's 2804 is 20804, 2.28.9's 22809 stays); 0 when the library does not say. */
int cj__engine_version(const cj_engine *e);

/* A communicator of `nranks` engine ranks made through the caller's exchange: `exch_world`
 * processes call it together, each with its exchange rank; the process whose exchange rank is
 * `leader` makes the unique id (so leader == exch_rank for one of them), every process takes
 * its leader's id and joins the engine communicator as `rank`. The flat case is leader 0, rank =
 * exch_rank, nranks = exch_world; groups (the same local rank of every node) name their own
 * leader. CJ_E_PEER when the leader could not make an id, the engine's status otherwise. */
cj_status cj__engine_comm_exchange(cj_engine *e, cj_allgather_fn allgather, void *user,
                                   int exch_world, int exch_rank, int leader, int nranks, int rank,
                                   cj_engine_comm **out);
/* A communicator the caller made (an ncclComm_t, the process group's): used, never destroyed.
 * Its size and this process's rank are read from the engine. */
cj_status cj__engine_comm_adopt(cj_engine *e, void *nccl_comm, cj_engine_comm **out);
/* Destroys the engine's communicator (when colljit made it) and frees c; `abort` uses
 * ncclCommAbort instead, for a communicator whose peers are gone. Accepts NULL. */
cj_status cj__engine_comm_free(cj_engine_comm *c, int abort);
int cj__engine_comm_size(const cj_engine_comm *c);
int cj__engine_comm_rank(const cj_engine_comm *c);
/* An asynchronous error the engine reported for c (a peer or the network failed), or the one
 * that made the watchdog abort c (CJ_E_PEER): CJ_OK when none. */
cj_status cj__engine_comm_check(cj_engine_comm *c);
/* Starts c's watchdog (a communicator colljit made; one handed in is its owner's to watch):
 * every CJ_ENGINE_WATCH_MS it asks the engine for an asynchronous error and, on one, aborts the
 * communicator, which ends the engine's kernels waiting for a dead peer (the stream goes on, their
 * results undefined); from then on each call on c returns CJ_E_PEER naming the engine's error.
 * cj__engine_comm_free stops it. */
enum { CJ_ENGINE_WATCH_MS = 20 };
cj_status cj__engine_comm_watch(cj_engine_comm *c);
/* 1 once the watchdog aborted c. */
int cj__engine_comm_aborted(const cj_engine_comm *c);

/* The collectives, enqueued on `stream` (cudaStream_t / hipStream_t). Counts are the engine's:
 * all_reduce `count` elements; reduce_scatter `recv_count` per rank; all_gather `send_count`
 * per rank. CJ_E_UNSUPPORTED for a dtype or redop the engine has no counterpart of. */
cj_status cj__engine_all_reduce(cj_engine_comm *c, const void *send, void *recv, uint64_t count,
                                cj_dtype dtype, cj_redop op, void *stream);
cj_status cj__engine_reduce_scatter(cj_engine_comm *c, const void *send, void *recv,
                                    uint64_t recv_count, cj_dtype dtype, cj_redop op, void *stream);
cj_status cj__engine_all_gather(cj_engine_comm *c, const void *send, void *recv,
                                uint64_t send_count, cj_dtype dtype, void *stream);
/* ncclGroupStart / ncclGroupEnd: calls between them are issued together. */
cj_status cj__engine_group_start(cj_engine *e);
cj_status cj__engine_group_end(cj_engine *e);

/* The engine's values of colljit's dtype and redop; -1 when there is none. */
int cj__engine_dtype(cj_dtype t);
int cj__engine_redop(cj_redop op);

#endif
