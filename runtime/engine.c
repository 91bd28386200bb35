/* The engine between nodes (NCCL / RCCL) through dlopen: where it is found, its entry points,
 * its communicators and the three collectives the hierarchical forms need. engine.h has the
 * search order and the contract; engine_abi.h the declarations, checked against nccl.h. */
#define _GNU_SOURCE
#include "engine.h"

#include <dlfcn.h>
#include <errno.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <time.h>
#include <stdlib.h>
#include <string.h>

#include "engine_abi.h"
#include "support.h"

typedef struct flavour {
  const char *title;          /* in messages and names */
  const char *env_name;       /* the variable that names the file */
  const char *const *sonames; /* the system's names, in order */
  const char *wheel;          /* the library under a site-packages directory */
} flavour;

static const char *const nccl_sonames[] = {"libnccl.so.2", "libnccl.so", NULL};
static const char *const rccl_sonames[] = {"librccl.so.1", "librccl.so", NULL};

static const flavour flavours[] = {
    [CJ_VENDOR_NVIDIA] = {"NCCL", "COLLJIT_NCCL_LIB", nccl_sonames, "nvidia/nccl/lib/libnccl.so.2"},
    [CJ_VENDOR_AMD] = {"RCCL", "COLLJIT_RCCL_LIB", rccl_sonames, "torch/lib/librccl.so.1"},
};

struct cj_engine {
  const flavour *f;
  void *lib;
  int version;
  char name[512];
#define EN_FIELD(f, sym, ret, args) ret(*f) args;
  CJ_NC_FUNCS(EN_FIELD, CJ_NC_OURS)
  CJ_NC_OPTIONAL_FUNCS(EN_FIELD, CJ_NC_OURS)
#undef EN_FIELD
};

struct cj_engine_comm {
  cj_engine *e;
  cj_nc_comm comm;
  int owned; /* made here (destroyed here) or handed in (left alone) */
  int size, rank;
  /* the watchdog (cj__engine_comm_watch): it aborts the communicator when the engine reports an
   * asynchronous error, so that the engine's kernels waiting for a dead peer end */
  pthread_mutex_t mu; /* held by each call into the engine and by the abort */
  pthread_cond_t cv;  /* wakes the watchdog to stop */
  pthread_t dog;
  int watching, stop;
  atomic_int dead;    /* aborted: no call reaches the engine any more */
  cj_nc_result why;   /* the error that made the watchdog abort */
  char last[256];     /* the engine's words about it */
};

static int known_vendor(cj_vendor v) { return v == CJ_VENDOR_NVIDIA || v == CJ_VENDOR_AMD; }

/* ---- where the library is ------------------------------------------------------------------ */

/* Appends a + b + c to the list (the text in buf) when there is room for it. */
typedef struct names {
  const char **out;
  int n;
  char *buf;
  size_t size, used;
} names;

static void add3(names *l, const char *a, const char *b, const char *c) {
  size_t len = strlen(a) + strlen(b) + strlen(c) + 1;
  if (l->n >= CJ_ENGINE_NAMES_MAX - 1 || l->used + len > l->size) return;
  char *p = l->buf + l->used;
  snprintf(p, len, "%s%s%s", a, b, c);
  l->used += len;
  l->out[l->n++] = p;
}

int cj__engine_lib_names(cj_vendor vendor, const char *override, const char *home,
                         const char *const *sites, char *buf, size_t bufsize, const char **out) {
  names l = {out, 0, buf, bufsize, 0};
  if (override && *override) {
    out[l.n++] = override;
  } else if (known_vendor(vendor)) {
    const flavour *f = &flavours[vendor];
    for (int i = 0; f->sonames[i]; i++)
      out[l.n++] = f->sonames[i];
    /* the toolkit's directories, off the loader's path: CUDA keeps NCCL in lib64 or lib */
    if (home && home[0] == '/') {
      if (vendor == CJ_VENDOR_NVIDIA) add3(&l, home, "/lib64/", f->sonames[0]);
      add3(&l, home, "/lib/", f->sonames[0]);
    }
    if (vendor == CJ_VENDOR_AMD) add3(&l, "/opt/rocm/lib/", f->sonames[0], "");
    for (int i = 0; sites && sites[i]; i++)
      add3(&l, sites[i], "/", f->wheel);
  }
  out[l.n] = NULL;
  return l.n;
}

/* The site-packages (or dist-packages) directories the process's libraries were loaded from:
 * where pip put PyTorch, the CUDA wheels or colljit's own package, and so the engine's wheel. */
enum { SITES_MAX = 8 };
typedef struct sites {
  char dir[SITES_MAX][1024];
  const char *list[SITES_MAX + 1];
  int n;
} sites;

static void site_add(sites *s, const char *name, size_t len) {
  for (int i = 0; i < s->n; i++)
    if (strlen(s->dir[i]) == len && !strncmp(s->dir[i], name, len)) return;
  if (s->n == SITES_MAX || len >= sizeof s->dir[0]) return;
  memcpy(s->dir[s->n], name, len);
  s->dir[s->n][len] = 0;
  s->list[s->n] = s->dir[s->n];
  s->list[++s->n] = NULL;
}

/* Reads the mapped files of the process (/proc/self/maps: what the loader mapped; <link.h>'s
 * walk would need the system's elf.h, which support/elf.h shadows here). */
static void sites_read(sites *s) {
  static const char *const keys[] = {"/site-packages/", "/dist-packages/"};
  FILE *fp = fopen("/proc/self/maps", "r");
  char line[4096 + 256];
  while (fp && fgets(line, sizeof line, fp)) {
    const char *name = strchr(line, '/');
    for (int k = 0; name && k < 2; k++) {
      const char *at = strstr(name, keys[k]);
      if (at && strstr(at, ".so")) site_add(s, name, (size_t)(at - name) + strlen(keys[k]) - 1);
    }
  }
  if (fp) fclose(fp);
}

/* A copy of the engine the process already loaded (a host program's, PyTorch's). */
static void *loaded(const flavour *f) {
  for (int i = 0; f->sonames[i]; i++) {
    void *h = dlopen(f->sonames[i], RTLD_NOW | RTLD_LOCAL | RTLD_NOLOAD);
    if (h) return h;
  }
  return NULL;
}

/* The file a library was loaded from, by the address of one of its entry points ("?" when the
 * loader does not say). */
static const char *lib_path(void *lib) {
  static const char *const syms[] = {"ncclGetVersion", "ncclGetUniqueId", "ncclCommInitRank"};
  for (int i = 0; i < 3; i++) {
    Dl_info info;
    void *addr = dlsym(lib, syms[i]);
    if (addr && dladdr(addr, &info) && info.dli_fname && info.dli_fname[0]) return info.dli_fname;
  }
  return "?";
}

/* ---- loading ------------------------------------------------------------------------------- */

/* ncclGetVersion's code in one form: major * 10000 + minor * 100 + patch. */
static int version_of(int code) {
  if (code <= 0) return 0;
  return code >= 10000 ? code : code / 1000 * 10000 + code / 100 % 10 * 100 + code % 100;
}

/* Every entry point of lib (loaded from `where`), its version and name; lib is closed when one
 * is missing. */
static cj_status bind(const flavour *f, void *lib, const char *where, cj_engine **out) {
  cj_engine *e = calloc(1, sizeof *e);
  if (!e) {
    dlclose(lib);
    return cj__fail(CJ_E_OOM, "%s: out of memory", f->title);
  }
  e->f = f;
  e->lib = lib;
#define EN_SYM(fld, sym, ret, args)                                                                \
  if (!(*(void **)&e->fld = dlsym(lib, #sym))) {                                                   \
    cj_status s = cj__fail(CJ_E_UNAVAILABLE, "%s: %s lacks %s (not %s, or too old)", f->title,     \
                           where, #sym, f->title);                                                 \
    dlclose(lib);                                                                                  \
    free(e);                                                                                       \
    return s;                                                                                      \
  }
  CJ_NC_FUNCS(EN_SYM, CJ_NC_OURS)
#undef EN_SYM
#define EN_OPT(fld, sym, ret, args) *(void **)&e->fld = dlsym(lib, #sym);
  CJ_NC_OPTIONAL_FUNCS(EN_OPT, CJ_NC_OURS)
#undef EN_OPT
  int code = 0;
  e->version = e->GetVersion(&code) == CJ_NC_SUCCESS ? version_of(code) : 0;
  if (e->version)
    snprintf(e->name, sizeof e->name, "%s %d.%d.%d (%s)", f->title, e->version / 10000,
             e->version / 100 % 100, e->version % 100, lib_path(lib));
  else
    snprintf(e->name, sizeof e->name, "%s, version unknown (%s)", f->title, lib_path(lib));
  *out = e;
  return CJ_OK;
}

/* dlopen of the file `path`; `by` names who chose it (a variable) for the message. */
static cj_status load_file(const flavour *f, const char *path, const char *by, cj_engine **out) {
  if (!path || !*path) return cj__fail(CJ_E_INVALID, "%s: no library path", f->title);
  void *lib = dlopen(path, RTLD_NOW | RTLD_LOCAL);
  if (!lib) {
    const char *why = dlerror();
    return cj__fail(CJ_E_UNAVAILABLE, "%s: cannot load %s%s%s: %s", f->title, path,
                    by ? ", named by " : "", by ? by : "", why ? why : "?");
  }
  return bind(f, lib, path, out);
}

cj_status cj__engine_load(cj_vendor vendor, const char *path, cj_engine **out) {
  *out = NULL;
  if (!known_vendor(vendor))
    return cj__fail(CJ_E_UNAVAILABLE, "no engine between nodes for this vendor (NCCL on NVIDIA, "
                                      "RCCL on AMD)");
  return load_file(&flavours[vendor], path, NULL, out);
}

cj_status cj__engine_open(cj_vendor vendor, cj_engine **out) {
  *out = NULL;
  if (!known_vendor(vendor)) return cj__engine_load(vendor, NULL, out);
  const flavour *f = &flavours[vendor];
  const cj_env *env = cj__env();
  const char *override = vendor == CJ_VENDOR_NVIDIA ? env->nccl_lib : env->rccl_lib;
  if (override) return load_file(f, override, f->env_name, out); /* that file or an error */
  void *lib = loaded(f);
  char tried[4096] = "";
  if (!lib) {
    sites st = {.list = {NULL}};
    sites_read(&st);
    char buf[4096];
    const char *list[CJ_ENGINE_NAMES_MAX];
    const char *home = vendor == CJ_VENDOR_NVIDIA ? env->cuda_home : env->rocm_path;
    cj__engine_lib_names(vendor, NULL, home, st.list, buf, sizeof buf, list);
    lib = cj__dlopen_first(list, tried, sizeof tried);
  }
  if (!lib)
    return cj__fail(CJ_E_UNAVAILABLE, "%s not found (tried %s; %s names the file)", f->title, tried,
                    f->env_name);
  return bind(f, lib, lib_path(lib), out);
}

void cj__engine_close(cj_engine *e) { free(e); }

const char *cj__engine_name(const cj_engine *e) { return e ? e->name : "none"; }
int cj__engine_version(const cj_engine *e) { return e ? e->version : 0; }

/* ---- results ------------------------------------------------------------------------------- */

static cj_status status_of(cj_nc_result r) {
  switch (r) {
  case CJ_NC_UNHANDLED_CUDA_ERROR:
    return CJ_E_DEVICE;
  case CJ_NC_SYSTEM_ERROR: /* sockets, files, shared memory */
    return CJ_E_IO;
  case CJ_NC_INVALID_ARGUMENT:
  case CJ_NC_INVALID_USAGE:
    return CJ_E_INVALID;
  case CJ_NC_REMOTE_ERROR: /* a peer went away or the network failed */
    return CJ_E_PEER;
  default:
    return CJ_E_INTERNAL;
  }
}

/* The failure of `what`, in the engine's words: its string for r and, where the library has
 * ncclGetLastError, the detail it kept. */
static cj_status nc_fail(const cj_engine *e, cj_nc_comm comm, const char *what, cj_nc_result r) {
  const char *str = e->GetErrorString(r);
  const char *last = e->GetLastError ? e->GetLastError(comm) : NULL;
  int more = last && *last;
  return cj__fail(status_of(r), "%s: %s failed: %s (%d)%s%s", e->f->title, what,
                  str ? str : "unknown error", r, more ? ": " : "", more ? last : "");
}

int cj__engine_dtype(cj_dtype t) {
  switch (t) {
  case CJ_F32:
    return CJ_NC_FLOAT32;
  case CJ_F16:
    return CJ_NC_FLOAT16;
  case CJ_BF16:
    return CJ_NC_BFLOAT16;
  case CJ_I32:
    return CJ_NC_INT32;
  default:
    return -1;
  }
}

int cj__engine_redop(cj_redop op) {
  switch (op) {
  case CJ_SUM:
    return CJ_NC_SUM;
  case CJ_MAX:
    return CJ_NC_MAX;
  case CJ_MIN:
    return CJ_NC_MIN;
  default:
    return -1;
  }
}

/* ---- communicators ------------------------------------------------------------------------- */

/* What each process contributes to the exchange: whether it could make its id (leaders only;
 * the others say yes) and the id. */
typedef struct id_rec {
  int32_t ok, pad;
  cj_nc_id id;
} id_rec;

static cj_status exchange_args(const cj_engine *e, cj_allgather_fn allgather, int exch_world,
                               int exch_rank, int leader, int nranks, int rank) {
  if (!e || !allgather) return cj__fail(CJ_E_INVALID, "engine communicator: no engine or exchange");
  if (exch_world < 1 || exch_rank < 0 || exch_rank >= exch_world || leader < 0 ||
      leader >= exch_world || nranks < 1 || rank < 0 || rank >= nranks)
    return cj__fail(CJ_E_INVALID,
                    "%s communicator: exchange rank %d of %d with leader %d, rank %d of %d",
                    e->f->title, exch_rank, exch_world, leader, rank, nranks);
  return CJ_OK;
}

/* Runs the exchange; *id is the leader's. Every process takes part even when its own step
 * failed, so that none is left waiting in the exchange. */
static cj_status exchange_id(cj_engine *e, cj_allgather_fn allgather, void *user, int exch_world,
                             int exch_rank, int leader, cj_nc_id *id) {
  id_rec mine = {.ok = 1};
  cj_nc_result r = CJ_NC_SUCCESS;
  if (exch_rank == leader) mine.ok = (r = e->GetUniqueId(&mine.id)) == CJ_NC_SUCCESS;
  id_rec *all = calloc((size_t)exch_world, sizeof *all);
  if (!all) return cj__fail(CJ_E_OOM, "%s: out of memory", e->f->title);
  int rc = allgather(user, &mine, all, sizeof mine);
  cj_status s = CJ_OK;
  if (rc)
    s = cj__fail(CJ_E_PEER, "%s: the exchange of the unique id failed (%d)", e->f->title, rc);
  else if (r)
    s = nc_fail(e, NULL, "ncclGetUniqueId", r);
  else if (!all[leader].ok)
    s = cj__fail(CJ_E_PEER, "%s: exchange rank %d could not make the unique id", e->f->title,
                 leader);
  else
    *id = all[leader].id;
  free(all);
  return s;
}

static cj_engine_comm *new_comm(cj_engine *e, cj_nc_comm comm, int owned, int size, int rank) {
  cj_engine_comm *c = calloc(1, sizeof *c);
  if (!c) return NULL;
  *c = (cj_engine_comm){.e = e, .comm = comm, .owned = owned, .size = size, .rank = rank};
  pthread_mutex_init(&c->mu, NULL);
  pthread_cond_init(&c->cv, NULL);
  return c;
}

cj_status cj__engine_comm_exchange(cj_engine *e, cj_allgather_fn allgather, void *user,
                                   int exch_world, int exch_rank, int leader, int nranks, int rank,
                                   cj_engine_comm **out) {
  *out = NULL;
  cj_status s = exchange_args(e, allgather, exch_world, exch_rank, leader, nranks, rank);
  cj_nc_id id;
  if (s || (s = exchange_id(e, allgather, user, exch_world, exch_rank, leader, &id))) return s;
  cj_nc_comm comm = NULL;
  cj_nc_result r = e->CommInitRank(&comm, nranks, id, rank);
  if (r) return nc_fail(e, NULL, "ncclCommInitRank", r);
  cj_engine_comm *c = new_comm(e, comm, 1, nranks, rank);
  if (!c) {
    e->CommDestroy(comm);
    return cj__fail(CJ_E_OOM, "%s: out of memory", e->f->title);
  }
  *out = c;
  return CJ_OK;
}

cj_status cj__engine_comm_adopt(cj_engine *e, void *nccl_comm, cj_engine_comm **out) {
  *out = NULL;
  if (!e || !nccl_comm) return cj__fail(CJ_E_INVALID, "engine communicator: none handed in");
  cj_nc_comm comm = nccl_comm;
  int size = 0, rank = -1;
  cj_nc_result r = e->CommCount(comm, &size);
  if (r) return nc_fail(e, comm, "ncclCommCount", r);
  if ((r = e->CommUserRank(comm, &rank))) return nc_fail(e, comm, "ncclCommUserRank", r);
  if (size < 1 || rank < 0 || rank >= size)
    return cj__fail(CJ_E_INVALID, "%s: the communicator handed in says rank %d of %d", e->f->title,
                    rank, size);
  cj_engine_comm *c = new_comm(e, comm, 0, size, rank);
  if (!c) return cj__fail(CJ_E_OOM, "%s: out of memory", e->f->title);
  *out = c;
  return CJ_OK;
}

/* ---- the watchdog -------------------------------------------------------------------------- */
/* An engine kernel waiting for a peer that died waits for ever: the stream, and whoever
 * synchronises it, with it. The engine notices the failure on the host (its proxy thread sees
 * the connection drop) and says so through ncclCommGetAsyncError, which any thread may call; only
 * ncclCommAbort ends the kernels. The watchdog polls and aborts; from then on every call is
 * refused and cj__engine_comm_check reports the engine's error. */
static int async_failed(cj_engine_comm *c, cj_nc_result *why) {
  cj_nc_result async = CJ_NC_SUCCESS, r = c->e->CommGetAsyncError(c->comm, &async);
  *why = r ? r : async;
  return r || (async && async != CJ_NC_IN_PROGRESS);
}

static void *watchdog(void *arg) {
  cj_engine_comm *c = arg;
  pthread_mutex_lock(&c->mu);
  while (!c->stop) {
    struct timespec t;
    clock_gettime(CLOCK_REALTIME, &t);
    t.tv_nsec += CJ_ENGINE_WATCH_MS * 1000000L;
    t.tv_sec += t.tv_nsec / 1000000000L;
    t.tv_nsec %= 1000000000L;
    int w = pthread_cond_timedwait(&c->cv, &c->mu, &t);
    if (c->stop || (w && w != ETIMEDOUT)) break;
    cj_nc_result why = CJ_NC_SUCCESS;
    if (!async_failed(c, &why)) continue;
    const char *last = c->e->GetLastError ? c->e->GetLastError(c->comm) : NULL;
    snprintf(c->last, sizeof c->last, "%s", last ? last : "");
    c->why = why;
    c->e->CommAbort(c->comm);
    atomic_store(&c->dead, 1);
    break;
  }
  pthread_mutex_unlock(&c->mu);
  return NULL;
}

cj_status cj__engine_comm_watch(cj_engine_comm *c) {
  if (!c) return cj__fail(CJ_E_INVALID, "engine communicator: none");
  if (!c->owned || c->watching) return CJ_OK;
  int r = pthread_create(&c->dog, NULL, watchdog, c);
  if (r) return cj__fail(CJ_E_OOM, "%s: no watchdog thread (%s)", c->e->f->title, strerror(r));
  c->watching = 1;
  return CJ_OK;
}

int cj__engine_comm_aborted(const cj_engine_comm *c) { return c && atomic_load(&c->dead); }

static cj_status dead_status(const cj_engine_comm *c, const char *what) {
  const char *str = c->e->GetErrorString(c->why);
  return cj__fail(CJ_E_PEER,
                  "%s: %s: the communicator was aborted after the engine reported %s (%d)%s%s: "
                  "a peer or the network failed",
                  c->e->f->title, what, str ? str : "an error", c->why, c->last[0] ? ": " : "",
                  c->last);
}

cj_status cj__engine_comm_free(cj_engine_comm *c, int abort) {
  if (!c) return CJ_OK;
  cj_status s = CJ_OK;
  if (c->watching) {
    pthread_mutex_lock(&c->mu);
    c->stop = 1;
    pthread_cond_signal(&c->cv);
    pthread_mutex_unlock(&c->mu);
    pthread_join(c->dog, NULL);
  }
  if (c->owned && !atomic_load(&c->dead)) {
    cj_nc_result r = abort ? c->e->CommAbort(c->comm) : c->e->CommDestroy(c->comm);
    if (r) s = nc_fail(c->e, NULL, abort ? "ncclCommAbort" : "ncclCommDestroy", r);
  }
  pthread_mutex_destroy(&c->mu);
  pthread_cond_destroy(&c->cv);
  free(c);
  return s;
}

int cj__engine_comm_size(const cj_engine_comm *c) { return c ? c->size : 0; }
int cj__engine_comm_rank(const cj_engine_comm *c) { return c ? c->rank : -1; }

cj_status cj__engine_comm_check(cj_engine_comm *c) {
  if (!c) return cj__fail(CJ_E_INVALID, "engine communicator: none");
  pthread_mutex_lock(&c->mu);
  cj_status s = CJ_OK;
  cj_nc_result async = CJ_NC_SUCCESS, r = CJ_NC_SUCCESS;
  if (atomic_load(&c->dead))
    s = dead_status(c, "check");
  else if ((r = c->e->CommGetAsyncError(c->comm, &async)))
    s = nc_fail(c->e, c->comm, "ncclCommGetAsyncError", r);
  else if (async && async != CJ_NC_IN_PROGRESS) /* in progress: a non-blocking call running */
    s = nc_fail(c->e, c->comm, "the communicator", async);
  pthread_mutex_unlock(&c->mu);
  return s;
}

/* ---- collectives --------------------------------------------------------------------------- */

/* A call into the engine holds c's lock (the watchdog's abort waits for it): CJ_E_PEER, the
 * lock released, once c was aborted. call_end releases it with the call's status. */
static cj_status call_begin(cj_engine_comm *c, const char *what) {
  pthread_mutex_lock(&c->mu);
  if (!atomic_load(&c->dead)) return CJ_OK;
  cj_status s = dead_status(c, what);
  pthread_mutex_unlock(&c->mu);
  return s;
}

static cj_status call_end(cj_engine_comm *c, const char *what, cj_nc_result r) {
  cj_status s = r ? nc_fail(c->e, c->comm, what, r) : CJ_OK;
  pthread_mutex_unlock(&c->mu);
  return s;
}

/* The engine's dtype and redop for a call (redop unused when op < 0). */
static cj_status types_of(const cj_engine_comm *c, const char *what, cj_dtype t, int want_op,
                          cj_redop op, int *dt, int *rop) {
  if (!c) return cj__fail(CJ_E_INVALID, "%s: no engine communicator", what);
  *dt = cj__engine_dtype(t);
  *rop = want_op ? cj__engine_redop(op) : 0;
  if (*dt < 0 || *rop < 0)
    return cj__fail(CJ_E_UNSUPPORTED, "%s: %s has no %s %s", what, c->e->f->title,
                    *dt < 0 ? "dtype" : "reduction",
                    *dt < 0 ? cj_dtype_name(t) : cj_redop_name(op));
  return CJ_OK;
}

cj_status cj__engine_all_reduce(cj_engine_comm *c, const void *send, void *recv, uint64_t count,
                                cj_dtype dtype, cj_redop op, void *stream) {
  int dt = -1, rop = -1;
  cj_status s = types_of(c, "ncclAllReduce", dtype, 1, op, &dt, &rop);
  if (s) return s;
  if ((s = call_begin(c, "ncclAllReduce"))) return s;
  return call_end(c, "ncclAllReduce", c->e->AllReduce(send, recv, (size_t)count, dt, rop, c->comm, stream));
}

cj_status cj__engine_reduce_scatter(cj_engine_comm *c, const void *send, void *recv,
                                    uint64_t recv_count, cj_dtype dtype, cj_redop op,
                                    void *stream) {
  int dt = -1, rop = -1;
  cj_status s = types_of(c, "ncclReduceScatter", dtype, 1, op, &dt, &rop);
  if (s) return s;
  if ((s = call_begin(c, "ncclReduceScatter"))) return s;
  return call_end(c, "ncclReduceScatter", c->e->ReduceScatter(send, recv, (size_t)recv_count, dt, rop, c->comm, stream));
}

cj_status cj__engine_all_gather(cj_engine_comm *c, const void *send, void *recv,
                                uint64_t send_count, cj_dtype dtype, void *stream) {
  int dt = -1, rop = -1;
  cj_status s = types_of(c, "ncclAllGather", dtype, 0, CJ_SUM, &dt, &rop);
  if (s) return s;
  if ((s = call_begin(c, "ncclAllGather"))) return s;
  return call_end(c, "ncclAllGather", c->e->AllGather(send, recv, (size_t)send_count, dt, c->comm, stream));
}

cj_status cj__engine_group_start(cj_engine *e) {
  if (!e) return cj__fail(CJ_E_INVALID, "ncclGroupStart: no engine");
  cj_nc_result r = e->GroupStart();
  return r ? nc_fail(e, NULL, "ncclGroupStart", r) : CJ_OK;
}

cj_status cj__engine_group_end(cj_engine *e) {
  if (!e) return cj__fail(CJ_E_INVALID, "ncclGroupEnd: no engine");
  cj_nc_result r = e->GroupEnd();
  return r ? nc_fail(e, NULL, "ncclGroupEnd", r) : CJ_OK;
}
