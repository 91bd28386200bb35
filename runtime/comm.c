/* Communicators: creation (rendezvous, heap, IPC import, heap_bases), the symmetric heap,
 * destruction. */
#include <inttypes.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "comm_impl.h"
#include "hier.h"
#include "support.h"

#define DEFAULT_HEAP (1ull << 30)

cj_status cj__comm_fail(cj_comm *c, cj_status s) {
  if (c && s) snprintf(c->err, sizeof c->err, "%s", cj_last_error());
  return s;
}

cj_status cj__comm_allgather(cj_comm *c, const void *mine, void *all, size_t n) {
  if (c->user_ag) {
    if (c->user_ag(c->user, mine, all, n) != 0)
      return cj__fail(CJ_E_PEER, "the host program's allgather failed");
    return CJ_OK;
  }
  if (c->boot) return cj__boot_allgather(c->boot, mine, all, n);
  memcpy(all, mine, n); /* a world of one */
  return CJ_OK;
}

/* What each rank tells the others at creation. */
typedef struct rank_card {
  int32_t rank, pid, device;
  int32_t status; /* the sender's creation status so far */
  uint64_t region_bytes, base;
  char pci[32];
  char host[64];
  cj_ipc_handle ipc;
} rank_card;

static cj_status read_options(const cj_comm_options *o, cj_comm_options *out) {
  *out = (cj_comm_options)CJ_COMM_OPTIONS_INIT;
  /* callers built against the header before background_jit existed pass a shorter struct */
  if (o && cj__read_opts(out, sizeof *out, o, offsetof(cj_comm_options, background_jit)))
    return cj__fail(CJ_E_INVALID, "options: struct_size %zu is not the size of a cj_comm_options",
                    o->struct_size);
  if (out->background_jit < 0) out->background_jit = cj__env()->background_jit;
  if (out->background_jit > 1)
    return cj__fail(CJ_E_INVALID, "options: background_jit is %d (use -1, 0 or 1)",
                    out->background_jit);
  if (out->timeout_s <= 0) out->timeout_s = cj__env()->timeout_s;
  if (!out->heap_bytes) out->heap_bytes = cj__env()->heap_bytes ? cj__env()->heap_bytes
                                                                : DEFAULT_HEAP;
  const char *env_cc = cj__env()->compiler;
  if (out->compiler == CJ_COMPILER_AUTO && env_cc) {
    int found = 0;
    for (int c = CJ_COMPILER_AUTO; c <= CJ_COMPILER_LLVM; c++)
      if (!strcmp(env_cc, cj_compiler_name((cj_compiler)c))) out->compiler = (cj_compiler)c,
                                                                found = 1;
    if (!found)
      return cj__fail(CJ_E_INVALID, "COLLJIT_COMPILER=%s: use auto, hiprtc, nvrtc or llvm",
                      env_cc);
  }
  if ((unsigned)out->compiler > CJ_COMPILER_LLVM)
    return cj__fail(CJ_E_INVALID, "options: unknown compiler %d", (int)out->compiler);
  return CJ_OK;
}

static cj_comm *comm_new(int rank, int world, const cj_comm_options *o) {
  cj_comm *c = calloc(1, sizeof *c);
  if (!c) return NULL;
  c->rank = rank;
  c->world = world;
  c->dev_index = rank;
  c->timeout_s = o->timeout_s;
  c->compiler = o->compiler;
  c->peer_base = calloc((size_t)world, sizeof *c->peer_base);
  c->imported = calloc((size_t)world, 1);
  pthread_mutex_init(&c->mu, NULL);
  cj__bg_init(c, o->background_jit);
  if (!c->peer_base || !c->imported) {
    cj__bg_stop(c);
    free(c->peer_base);
    free(c->imported);
    free(c);
    return NULL;
  }
  return c;
}

/* Binds the device and allocates and clears this rank's region. */
static cj_status setup_local(cj_comm *c, int device, uint64_t user_bytes) {
  const cj_backend *be = cj__backend_any();
  if (!be) return cj__fail(CJ_E_UNAVAILABLE, "no GPU found: %s", cj_last_error());
  c->be = be;
  int n = 0;
  cj_status s = be->device_count(&n);
  if (s) return s;
  c->device = device >= 0 ? device : c->dev_index % n;
  if ((s = be->bind(c->device)) || (s = be->device_info(c->device, &c->dev))) return s;
  if ((s = cj__target_parse(c->dev.arch, &c->target)))
    return cj__fail(CJ_E_UNSUPPORTED, "device %d is %s, which colljit does not target",
                    c->device, c->dev.arch);
  /* the GEMM ops' grids fill this device's SMs, not the arch's smallest part's */
  if (c->dev.sm_count >= 1 && c->dev.sm_count <= 4096)
    cj__target_set_units(&c->target, c->dev.sm_count);
  c->user_off = cj__ctrl_bytes(c->world);
  c->region_bytes = c->user_off + user_bytes;
  if ((s = be->alloc(c->region_bytes, &c->base))) return s;
  c->owns_region = 1;
  /* counters start at zero once, before any peer can see the region */
  if ((s = be->fill(c->base, 0, c->user_off)) || (s = be->stream_sync(NULL))) return s;
  if ((s = be->copy_htod(c->base + CJ_CTRL_REGION, &c->region_bytes, sizeof c->region_bytes)))
    return s;
  c->peer_base[c->rank] = c->base;
  return cj__halloc_init(&c->alloc, user_bytes, 256);
}

/* The receive area of the flag-free (ll) kernels: zeroed once (no flag matches an epoch), then
 * only ll kernels touch it. Skipped when it would take more than an eighth of the heap. */
static cj_status setup_area(cj_comm *c, uint64_t bytes, uint64_t *at) {
  uint64_t off;
  if (c->world < 2 || bytes > c->alloc.size / 8) return CJ_OK;
  cj_status s = cj__halloc_alloc(&c->alloc, bytes, &off);
  if (s) return s;
  *at = c->base + c->user_off + off;
  return c->be->fill(*at, 0, bytes);
}

/* The workspace for staged inputs, the ll area and the relay area (its data never needs
 * zeroing; zeroed all the same): the heap's first allocations, the same on every rank. */
static cj_status setup_work(cj_comm *c, uint64_t want) {
  if (c->world > 1) { /* the copy-engine path's side stream: optional, so no failure here */
    void *st = NULL, *ev[2] = {NULL, NULL};
    int ok = !c->be->stream_create(&st) && !c->be->event_create(&ev[0]) &&
             !c->be->event_create(&ev[1]);
    if (ok) c->ce_stream = st, c->ce_ev[0] = ev[0], c->ce_ev[1] = ev[1];
    for (int i = 0; !ok && i < 2; i++)
      if (ev[i]) c->be->event_destroy(ev[i]);
    if (!ok && st) c->be->stream_destroy(st);
  }
  cj_status s = setup_area(c, cj__ll_area_bytes(c->world), &c->ll);
  if (!s) s = setup_area(c, cj__relay_area_bytes(c->world), &c->relay);
  if (s) return s;
  /* the default is 64 MiB, at most a quarter of the heap; a size asked for is given whole
   * or refused (never cut short: a fused GEMM would then fail at its first call) */
  uint64_t cap = c->alloc.size / 4;
  c->work_bytes = want ? want : (64ull << 20) < cap ? (64ull << 20) : cap;
  if (c->work_bytes < 256) return CJ_OK;
  uint64_t off;
  s = cj__halloc_alloc(&c->alloc, c->work_bytes, &off);
  if (s && want)
    return cj__fail(CJ_E_INVALID, "work_bytes (%llu) does not fit the heap (heap_bytes %llu, "
                    "less its ll and relay areas)", (unsigned long long)want,
                    (unsigned long long)c->alloc.size);
  if (!s) c->work = c->base + c->user_off + off;
  return s;
}

cj_status cj__comm_work_reserve(cj_comm *c, uint64_t bytes, const char *call) {
  if (bytes <= c->work_bytes) return CJ_OK;
  const uint64_t step = 2ull << 20; /* whole 2 MiB, so that small growths do not repeat */
  uint64_t want = bytes <= UINT64_MAX - step ? (bytes + step - 1) / step * step : bytes, off;
  pthread_mutex_lock(&c->mu);
  cj_status s = cj__halloc_alloc(&c->alloc, want, &off);
  if (s && want != bytes) s = cj__halloc_alloc(&c->alloc, want = bytes, &off);
  if (!s) {
    c->work = c->base + c->user_off + off;
    c->work_bytes = want;
    c->meet_first = 1;
  }
  pthread_mutex_unlock(&c->mu);
  if (s)
    return cj__fail(CJ_E_INVALID,
                    "%s: needs a workspace of %llu bytes (it has %llu) and the symmetric heap "
                    "(%llu bytes) has no room for it: create the communicator with a larger "
                    "heap or workspace (C: cj_comm_options.heap_bytes / work_bytes; Python: "
                    "Comm.from_process_group(heap_bytes=..., work_bytes=...); or "
                    "COLLJIT_HEAP_BYTES)",
                    call, (unsigned long long)bytes, (unsigned long long)c->work_bytes,
                    (unsigned long long)c->alloc.size);
  cj__log(CJ_LOG_INFO, "%s: the workspace grew to %llu bytes", call, (unsigned long long)want);
  return CJ_OK;
}

cj_status cj__comm_meet_first(cj_comm *c, void *stream) {
  if (!c->meet_first) return CJ_OK;
  c->meet_first = 0;
  return c->world > 1 ? cj_barrier(c, stream) : CJ_OK;
}

static void fill_card(cj_comm *c, rank_card *card, cj_status status) {
  memset(card, 0, sizeof *card);
  card->rank = c->rank;
  card->pid = (int32_t)getpid();
  card->device = c->device;
  card->status = (int32_t)status;
  card->region_bytes = c->region_bytes;
  card->base = c->base;
  snprintf(card->pci, sizeof card->pci, "%s", c->dev.pci);
  gethostname(card->host, sizeof card->host - 1);
  if (!status && c->be->ipc_export(c->base, &card->ipc)) card->status = CJ_E_DEVICE;
}

/* Maps every peer's region: same process -> peer access, else IPC. */
static cj_status import_peers(cj_comm *c, const rank_card *cards) {
  for (int p = 0; p < c->world; p++) {
    const rank_card *k = &cards[p];
    if (k->status) return cj__fail(CJ_E_PEER, "rank %d failed to set up (%s)", p,
                                   cj_status_name((cj_status)k->status));
    if (k->region_bytes != c->region_bytes)
      return cj__fail(CJ_E_INVALID, "heap size differs: rank %d has %" PRIu64 " bytes, rank %d "
                      "%" PRIu64, p, k->region_bytes, c->rank, c->region_bytes);
    if (strcmp(k->host, cards[c->rank].host))
      return cj__fail(CJ_E_UNSUPPORTED,
                      "rank %d is on host %s: a communicator over several nodes is made by "
                      "cj_comm_init_with_allgather",
                      p, k->host);
  }
  for (int p = 0; p < c->world; p++) {
    if (p == c->rank) continue;
    const rank_card *k = &cards[p];
    cj_status s;
    if (k->device == c->device && !strcmp(k->pci, c->dev.pci))
      return cj__fail(CJ_E_INVALID, "ranks %d and %d use the same GPU (%s)", p, c->rank,
                      c->dev.pci);
    if (k->pid == cards[c->rank].pid) {
      s = c->be->enable_peer(k->device);
      c->peer_base[p] = k->base;
    } else {
      s = c->be->ipc_import(&k->ipc, &c->peer_base[p]);
      c->imported[p] = !s;
    }
    if (s) return s;
  }
  return c->be->copy_htod(c->base + CJ_CTRL_BASES, c->peer_base,
                          (size_t)c->world * sizeof(uint64_t));
}

/* The creation exchange: cards, import, then everyone's final status. */
static cj_status connect_ranks(cj_comm *c, cj_status local) {
  rank_card mine, *cards = calloc((size_t)c->world, sizeof *cards);
  if (!cards) return cj__fail(CJ_E_OOM, "out of host memory");
  fill_card(c, &mine, local);
  cj_status s = cj__comm_allgather(c, &mine, cards, sizeof mine);
  if (!s) s = local ? local : import_peers(c, cards);
  /* everyone learns whether everyone succeeded */
  int32_t st = (int32_t)s, *all = calloc((size_t)c->world, sizeof *all);
  char msg[1024];
  snprintf(msg, sizeof msg, "%s", cj_last_error());
  cj_status x = all ? cj__comm_allgather(c, &st, all, sizeof st) : CJ_E_OOM;
  for (int p = 0; !s && !x && p < c->world; p++)
    if (all[p]) s = cj__fail(CJ_E_PEER, "rank %d could not join the communicator", p);
  if (!s && x) s = x;
  if (s == (cj_status)st && st) cj__fail(s, "%s", msg + strcspn(msg, " ") + 1);
  free(all);
  free(cards);
  return s;
}

static void comm_release(cj_comm *c) {
  if (!c) return;
  if (c->be) {
    c->be->bind(c->device);
    cj__bg_stop(c);
    cj__comm_free_kernels(c);
    cj__gemm_side_free(c);
    for (int i = 0; i < 2; i++)
      if (c->ce_ev[i]) c->be->event_destroy(c->ce_ev[i]);
    if (c->ce_stream) c->be->stream_destroy(c->ce_stream);
    for (int p = 0; p < c->world; p++)
      if (c->imported[p]) c->be->ipc_close(c->peer_base[p]);
    if (c->owns_region) c->be->release(c->base);
  }
  if (!c->be) cj__bg_stop(c);
  cj__halloc_destroy(&c->alloc);
  cj__boot_close(c->boot);
  pthread_mutex_destroy(&c->mu);
  free(c->peer_base);
  free(c->imported);
  free(c);
}

void cj__comm_release(cj_comm *c) { comm_release(c); }

static cj_status init_common(cj_comm **out, cj_comm *c, const cj_comm_options *o) {
  cj_status local = setup_local(c, o->device, o->heap_bytes);
  if (!local) local = setup_work(c, o->work_bytes);
  cj_status s = c->be ? connect_ranks(c, local) : local;
  if (s) {
    comm_release(c);
    return s;
  }
  *out = c;
  return CJ_OK;
}

/* The socket rendezvous as an exchange (for nodes that are groups of this host's GPUs). */
static int boot_allgather(void *user, const void *mine, void *all, size_t n) {
  return cj__boot_allgather(user, mine, all, n) != CJ_OK;
}

cj_status cj_comm_init_rank(cj_comm **out, int nranks, const cj_unique_id *id, int rank,
                            const cj_comm_options *opts) {
  cj_comm_options o;
  cj_status s;
  if (!out) return cj__fail(CJ_E_INVALID, "comm: out is NULL");
  *out = NULL;
  if ((s = read_options(opts, &o))) return s;
  if (nranks < 1 || nranks > CJ_MAX_WORLD || rank < 0 || rank >= nranks)
    return cj__fail(CJ_E_INVALID, "comm: rank %d of %d ranks is not valid (1..%d ranks)", rank,
                    nranks, CJ_MAX_WORLD);
  cj_boot *boot;
  if ((s = cj__boot_init(id, nranks, rank, o.timeout_s, &boot))) return s;
  int k = cj__env()->node_size;
  if (k > 0 && k < nranks) {
    /* nodes made of this host's GPUs (the rendezvous meets on one host only; nodes on other
     * hosts need cj_comm_init_with_allgather): the rendezvous is the exchange */
    s = cj__comm_init_over(out, nranks, rank, boot_allgather, boot, &o);
    if (s) cj__boot_close(boot);
    if (!s) (*out)->boot = boot; /* closed with the communicator */
    return s;
  }
  cj_comm *c = comm_new(rank, nranks, &o);
  if (!c) {
    cj__boot_close(boot);
    return cj__fail(CJ_E_OOM, "comm: out of host memory");
  }
  c->boot = boot;
  return init_common(out, c, &o);
}

cj_status cj_comm_init_with_allgather(cj_comm **out, int nranks, int rank, cj_allgather_fn ag,
                                      void *user, const cj_comm_options *opts) {
  cj_comm_options o;
  cj_status s;
  if (!out) return cj__fail(CJ_E_INVALID, "comm: out is NULL");
  *out = NULL;
  if ((s = read_options(opts, &o))) return s;
  if (!ag) return cj__fail(CJ_E_INVALID, "comm: allgather function is NULL");
  if (nranks < 1 || nranks > CJ_MAX_HIER_WORLD || rank < 0 || rank >= nranks)
    return cj__fail(CJ_E_INVALID, "comm: rank %d of %d ranks is not valid (1..%d ranks)", rank,
                    nranks, CJ_MAX_HIER_WORLD);
  if (nranks == 1) return cj__comm_init_flat(out, nranks, rank, rank, ag, user, &o);
  return cj__comm_init_over(out, nranks, rank, ag, user, &o);
}

cj_status cj__comm_init_flat(cj_comm **out, int nranks, int rank, int dev_index, cj_allgather_fn ag,
                             void *user, const cj_comm_options *o) {
  *out = NULL;
  if (nranks < 1 || nranks > CJ_MAX_WORLD || rank < 0 || rank >= nranks)
    return cj__fail(CJ_E_INVALID, "comm: rank %d of %d ranks on one node is not valid (1..%d)",
                    rank, nranks, CJ_MAX_WORLD);
  cj_comm *c = comm_new(rank, nranks, o);
  if (!c) return cj__fail(CJ_E_OOM, "comm: out of host memory");
  c->dev_index = dev_index;
  c->user_ag = ag;
  c->user = user;
  return init_common(out, c, o);
}

cj_status cj_comm_init_all(cj_comm **comms, int ndev, const int *devices,
                           const cj_comm_options *opts) {
  cj_comm_options o;
  cj_status s;
  if (!comms || ndev < 1 || ndev > CJ_MAX_WORLD)
    return cj__fail(CJ_E_INVALID, "comm: init_all needs 1..%d devices", CJ_MAX_WORLD);
  if ((s = read_options(opts, &o))) return s;
  for (int i = 0; i < ndev; i++) comms[i] = NULL;
  for (int i = 0; i < ndev && !s; i++) {
    comms[i] = comm_new(i, ndev, &o);
    if (!comms[i]) s = cj__fail(CJ_E_OOM, "comm: out of host memory");
    if (!s) s = setup_local(comms[i], devices ? devices[i] : i, o.heap_bytes);
    if (!s) s = setup_work(comms[i], o.work_bytes);
  }
  for (int i = 0; i < ndev && !s; i++) {
    cj_comm *c = comms[i];
    s = c->be->bind(c->device);
    for (int p = 0; p < ndev && !s; p++) {
      if (p == i) continue;
      int ok = 0;
      s = c->be->can_access_peer(c->device, comms[p]->device, &ok);
      if (!s && !ok)
        s = cj__fail(CJ_E_UNSUPPORTED, "GPU %d cannot access GPU %d directly", c->device,
                     comms[p]->device);
      if (!s) s = c->be->enable_peer(comms[p]->device);
      c->peer_base[p] = comms[p]->base;
    }
    if (!s) s = c->be->copy_htod(c->base + CJ_CTRL_BASES, c->peer_base,
                                 (size_t)ndev * sizeof(uint64_t));
  }
  if (s)
    for (int i = 0; i < ndev; i++) {
      comm_release(comms[i]);
      comms[i] = NULL;
    }
  return s;
}

cj_status cj_comm_destroy(cj_comm *c) {
  if (!c) return CJ_OK;
  if (c->hier) return cj__hier_destroy(c);
  cj_status s = CJ_OK;
  if (c->boot || c->user_ag) {
    /* nobody frees a region a peer may still touch: meet first (a dead peer times out) */
    c->be->bind(c->device);
    s = c->be->stream_sync(NULL);
    char one = 1, *all = malloc((size_t)c->world);
    if (all && !s) s = cj__comm_allgather(c, &one, all, 1);
    free(all);
  }
  comm_release(c);
  return s;
}

int cj_comm_rank(const cj_comm *c) { return c ? c->rank : -1; }
int cj_comm_size(const cj_comm *c) { return c ? c->world : 0; }
int cj_comm_device(const cj_comm *c) { return c ? c->device : -1; }
const char *cj_comm_last_error(const cj_comm *c) { return c ? c->err : ""; }

cj_status cj_comm_last_kernel(cj_comm *c, char *key, size_t key_bytes, int *generic,
                              int forget) {
  if (!c || !key || !key_bytes)
    return cj__fail(CJ_E_INVALID, "cj_comm_last_kernel: a communicator and a key buffer");
  if (c->hier) return cj_comm_last_kernel(c->hier->inner, key, key_bytes, generic, forget);
  const cj_kernel *k = c->last;
  snprintf(key, key_bytes, "%s", k ? k->plan.key : "");
  if (generic) *generic = k ? (k->plan.flags & CJ_REQ_GENERIC) != 0 : 0;
  if (forget) c->last = NULL;
  return CJ_OK;
}

cj_status cj_malloc(cj_comm *c, size_t bytes, void **ptr) {
  if (!c || !ptr) return cj__fail(CJ_E_INVALID, "malloc: comm and ptr are required");
  if (c->hier) return cj__comm_fail(c, cj_malloc(c->hier->inner, bytes, ptr));
  *ptr = NULL;
  uint64_t off;
  pthread_mutex_lock(&c->mu);
  cj_status s = cj__halloc_alloc(&c->alloc, bytes, &off);
  pthread_mutex_unlock(&c->mu);
  if (s) return cj__comm_fail(c, s);
  *ptr = (void *)(uintptr_t)(c->base + c->user_off + off);
  return CJ_OK;
}

static int heap_offset(const cj_comm *c, const void *p, uint64_t *off) {
  uint64_t a = (uint64_t)(uintptr_t)p, lo = c->base + c->user_off;
  if (a < lo || a >= c->base + c->region_bytes) return 0;
  *off = a - lo;
  return 1;
}

cj_status cj_free(cj_comm *c, void *ptr) {
  if (!c) return cj__fail(CJ_E_INVALID, "free: comm is NULL");
  if (c->hier) return cj__comm_fail(c, cj_free(c->hier->inner, ptr));
  if (!ptr) return CJ_OK;
  uint64_t off;
  if (!heap_offset(c, ptr, &off))
    return cj__comm_fail(c, cj__fail(CJ_E_INVALID, "free: %p is not on this communicator's "
                                     "heap", ptr));
  pthread_mutex_lock(&c->mu);
  cj_status s = cj__halloc_free(&c->alloc, off);
  pthread_mutex_unlock(&c->mu);
  return cj__comm_fail(c, s);
}

int cj__comm_on_heap(cj_comm *c, const void *p, uint64_t n) {
  uint64_t off, start;
  if (!heap_offset(c, p, &off)) return 0;
  pthread_mutex_lock(&c->mu);
  int ok = cj__halloc_find(&c->alloc, off, n, &start);
  pthread_mutex_unlock(&c->mu);
  return ok;
}

cj_status cj_heap_bases(const cj_comm *c, const void **table, uint64_t *host) {
  if (!c) return cj__fail(CJ_E_INVALID, "heap_bases: comm is NULL");
  if (c->hier) return cj__hier_refuse(c, "heap_bases");
  if (table) *table = (const void *)(uintptr_t)(c->base + CJ_CTRL_BASES);
  if (host) memcpy(host, c->peer_base, (size_t)c->world * sizeof *host);
  return CJ_OK;
}

cj_status cj_comm_check(cj_comm *c) {
  if (!c) return cj__fail(CJ_E_INVALID, "check: comm is NULL");
  if (c->hier) return cj__hier_check(c);
  int32_t st = 0;
  cj_status s = c->be->bind(c->device);
  if (!s) s = c->be->copy_dtoh(&st, c->base + CJ_CTRL_STATUS, sizeof st);
  if (!s && st)
    s = cj__fail(CJ_E_TIMEOUT, "rank %d: a device wait gave up after %.1f s (a peer died or "
                 "stopped taking part); the communicator is unusable", c->rank, c->timeout_s);
  return cj__comm_fail(c, s);
}
