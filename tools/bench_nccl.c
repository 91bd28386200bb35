/* NCCL (or RCCL, which exports the same names) loaded with dlopen, for the reference column of
 * `colljit bench`. Only what the bench calls; the types are NCCL's ABI (ncclUniqueId is 128
 * bytes passed by value, ncclComm_t and streams are pointers, results and enums are int). */
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench.h"
#include "codegen.h"

typedef struct nccl_id {
  char internal[128];
} nccl_id;

/* ncclDataType_t and ncclRedOp_t values */
enum { NC_INT32 = 2, NC_FLOAT16 = 6, NC_FLOAT32 = 7, NC_BFLOAT16 = 9 };
enum { NC_SUM = 0 };

typedef struct nccl_fns {
  int (*get_unique_id)(nccl_id *id);
  int (*comm_init_rank)(void **comm, int n, nccl_id id, int rank);
  int (*comm_destroy)(void *comm);
  int (*get_version)(int *v);
  int (*all_reduce)(const void *s, void *r, size_t n, int dt, int op, void *comm, void *st);
  int (*all_gather)(const void *s, void *r, size_t n, int dt, void *comm, void *st);
  int (*reduce_scatter)(const void *s, void *r, size_t n, int dt, int op, void *comm, void *st);
  int (*broadcast)(const void *s, void *r, size_t n, int dt, int root, void *comm, void *st);
  int (*reduce)(const void *s, void *r, size_t n, int dt, int op, int root, void *comm,
                void *st);
  int (*send)(const void *s, size_t n, int dt, int peer, void *comm, void *st);
  int (*recv)(void *r, size_t n, int dt, int peer, void *comm, void *st);
  int (*group_start)(void);
  int (*group_end)(void);
  const char *(*error_string)(int code); /* optional */
} nccl_fns;

struct cj_nccl {
  void *lib;
  nccl_fns f;
  void *comm;
  int world, rank;
};

/* Symbol names in the order of the fields of nccl_fns; the last one may be missing. */
static const char *const symbols[] = {
    "ncclGetUniqueId", "ncclCommInitRank",  "ncclCommDestroy", "ncclGetVersion",
    "ncclAllReduce",   "ncclAllGather",     "ncclReduceScatter", "ncclBroadcast",
    "ncclReduce",      "ncclSend",          "ncclRecv",        "ncclGroupStart",
    "ncclGroupEnd",    "ncclGetErrorString",
};
#define NSYMBOLS (sizeof symbols / sizeof symbols[0])

static void *open_lib(const char *path, char *why, size_t n) {
  static const char *const names[] = {"libnccl.so.2", "libnccl.so", "librccl.so.1",
                                      "librccl.so"};
  /* without --nccl-lib, the library the engine between nodes would load (the same reference
   * for the flat and the hierarchical ops) */
  static const char *const envs[] = {"COLLJIT_NCCL_LIB", "COLLJIT_RCCL_LIB"};
  for (size_t i = 0; !path && i < sizeof envs / sizeof envs[0]; i++) {
    const char *e = getenv(envs[i]);
    if (e && *e) path = e;
  }
  if (path) {
    void *h = dlopen(path, RTLD_NOW | RTLD_LOCAL);
    if (!h) snprintf(why, n, "%s", dlerror());
    return h;
  }
  for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
    void *h = dlopen(names[i], RTLD_NOW | RTLD_LOCAL);
    if (h) return h;
  }
  snprintf(why, n, "no libnccl.so.2 or librccl.so.1 found (--nccl-lib PATH names one)");
  return NULL;
}

cj_nccl *cj__nccl_load(const char *path, char *why, size_t n) {
  void *h = open_lib(path, why, n);
  if (!h) return NULL;
  cj_nccl *nc = calloc(1, sizeof *nc);
  if (!nc) {
    snprintf(why, n, "out of memory");
    dlclose(h);
    return NULL;
  }
  nc->lib = h;
  /* nccl_fns is a row of function pointers, one per symbol */
  _Static_assert(sizeof(nccl_fns) == NSYMBOLS * sizeof(void *), "one slot per symbol");
  for (size_t i = 0; i < NSYMBOLS; i++) {
    void *sym = dlsym(h, symbols[i]);
    memcpy((char *)&nc->f + i * sizeof sym, &sym, sizeof sym);
    if (!sym && i + 1 < NSYMBOLS) {
      snprintf(why, n, "the NCCL library lacks %s", symbols[i]);
      dlclose(h);
      free(nc);
      return NULL;
    }
  }
  return nc;
}

void cj__nccl_version(const cj_nccl *nc, char *buf, size_t n) {
  int v = 0;
  if (nc->f.get_version(&v) != 0 || v <= 0) {
    snprintf(buf, n, "unknown");
    return;
  }
  /* 2.9 and later: major*10000 + minor*100 + patch; before: major*1000 + minor*100 + patch */
  if (v >= 10000)
    snprintf(buf, n, "%d.%d.%d", v / 10000, v / 100 % 100, v % 100);
  else
    snprintf(buf, n, "%d.%d.%d", v / 1000, v / 100 % 10, v % 100);
}

int cj__nccl_unique_id(cj_nccl *nc, void *id) {
  nccl_id x;
  memset(&x, 0, sizeof x);
  int rc = nc->f.get_unique_id(&x);
  memcpy(id, &x, sizeof x);
  return rc;
}

int cj__nccl_init(cj_nccl *nc, int world, const void *id, int rank) {
  nccl_id x;
  memcpy(&x, id, sizeof x);
  nc->world = world;
  nc->rank = rank;
  return nc->f.comm_init_rank(&nc->comm, world, x, rank);
}

static int nccl_dtype(cj_dtype t) {
  switch (t) {
  case CJ_F32:
    return NC_FLOAT32;
  case CJ_F16:
    return NC_FLOAT16;
  case CJ_BF16:
    return NC_BFLOAT16;
  default:
    return NC_INT32;
  }
}

static int all_to_all(cj_nccl *nc, uint64_t send, uint64_t recv, uint64_t count, cj_dtype t,
                      void *st) {
  uint64_t chunk = count * cj_dtype_size(t);
  int dt = nccl_dtype(t), rc = nc->f.group_start();
  for (int p = 0; p < nc->world && !rc; p++) {
    rc = nc->f.send((const void *)(uintptr_t)(send + (uint64_t)p * chunk), count, dt, p,
                    nc->comm, st);
    if (!rc)
      rc = nc->f.recv((void *)(uintptr_t)(recv + (uint64_t)p * chunk), count, dt, p, nc->comm,
                      st);
  }
  int end = nc->f.group_end(); /* always closes the group */
  return rc ? rc : end;
}

int cj__nccl_run(cj_nccl *nc, cj_op op, uint64_t send, uint64_t recv, uint64_t count,
                 cj_dtype t, int root, void *st) {
  const void *s = (const void *)(uintptr_t)send;
  void *r = (void *)(uintptr_t)recv;
  int dt = nccl_dtype(t);
  switch (cj__op(op) ? cj__op(op)->nccl : CJ_NCCL_UNSET_) {
  case CJ_NCCL_ALL_REDUCE:
    return nc->f.all_reduce(s, r, count, dt, NC_SUM, nc->comm, st);
  case CJ_NCCL_ALL_GATHER:
    return nc->f.all_gather(s, r, count, dt, nc->comm, st);
  case CJ_NCCL_REDUCE_SCATTER:
    return nc->f.reduce_scatter(s, r, count, dt, NC_SUM, nc->comm, st);
  case CJ_NCCL_SEND_RECV:
    return all_to_all(nc, send, recv, count, t, st);
  case CJ_NCCL_BROADCAST:
    return nc->f.broadcast(s, r, count, dt, root, nc->comm, st);
  case CJ_NCCL_REDUCE:
    return nc->f.reduce(s, r, count, dt, NC_SUM, root, nc->comm, st);
  case CJ_NCCL_NONE:
  case CJ_NCCL_UNSET_:
    break;
  }
  return -1; /* (cj__nccl_error: no counterpart) */
}

const char *cj__nccl_error(const cj_nccl *nc, int code) {
  if (code == -1) return "the op table names no NCCL counterpart of this op";
  if (nc && nc->f.error_string) return nc->f.error_string(code);
  return "NCCL error";
}

void cj__nccl_close(cj_nccl *nc) {
  if (!nc) return;
  if (nc->comm) nc->f.comm_destroy(nc->comm);
  /* the library stays loaded: its runtime may still hold state until the process exits */
  free(nc);
}
