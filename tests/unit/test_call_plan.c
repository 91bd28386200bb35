/* One question per kernel: a communicator over a fake backend (no GPU; kernels compiled for
 * sm_90 through NVRTC or LLVM, launches recorded) makes collective calls, and the test counts
 * what they ask the planner. A kernel's first call plans once and reads variant, staging, grid
 * and threads from that plan; a call that finds its kernel plans nothing; a first call under
 * background JIT plans the specialised kernel (whose grid the generic one is launched with)
 * and the generic one, and the worker compiles the queued plan without asking again. The
 * facts the call carries decide: the ll area, a send off the heap (staged into the
 * workspace), a recv off the heap that a variant's peers would write (refused, naming recv).
 * Two requests whose plans name the same kernel share its module, and a forced selection
 * gets a kernel of its own. all_reduce's ce path: its reduce-scatter kernel into this rank's
 * slice of recv, then copies of that slice into every peer's recv between two barriers.
 * Skipped without an NVIDIA toolchain. */
#include <stdlib.h>
#include <string.h>

#include "comm_impl.h"
#include "support.h"
#include "test.h"

/* ---- the fake backend: every pointer is device memory off the heap; launches recorded ----- */
static int handle, loads;
static struct {
  void *fn;
  unsigned grid, block;
  uint64_t work;
  int n;
} last;

static cj_status fake_bind(int dev) {
  (void)dev;
  return CJ_OK;
}
static cj_status fake_range(uint64_t p, uint64_t *base, size_t *size) {
  *base = p;
  *size = (size_t)1 << 34;
  return CJ_OK;
}
static cj_status fake_capturing(void *stream, int *yes) {
  (void)stream;
  *yes = 0;
  return CJ_OK;
}
static cj_status fake_load(const void *image, size_t size, void **mod) {
  loads++;
  *mod = image && size ? &handle : NULL;
  return *mod ? CJ_OK : cj__fail(CJ_E_INVALID, "fake: empty code object");
}
static cj_status fake_function(void *mod, const char *name, void **fn) {
  (void)name;
  *fn = mod;
  return CJ_OK;
}
static cj_status fake_unload(void *mod) {
  (void)mod;
  return CJ_OK;
}
/* launches and copies in the order issued: kernels by their plan's op, copies as they go */
static struct {
  int kind; /* 0: a kernel (op), 1: a copy */
  cj_op op;
  uint64_t dst, src, n;
} trace[16];
static int ntrace;
static const cj_comm *traced; /* the comm whose c->last names a launch's kernel */

static cj_status fake_launch(void *fn, unsigned grid, unsigned block, unsigned shmem,
                             void *stream, void **args) {
  (void)shmem, (void)stream;
  last.fn = fn, last.grid = grid, last.block = block, last.n++;
  memcpy(&last.work, args[CJ_ARG_WORK], sizeof last.work);
  if (traced && ntrace < 16 && traced->last) { /* a kernel: its op, buffers and count */
    trace[ntrace].kind = 0, trace[ntrace].op = traced->last->plan.op;
    memcpy(&trace[ntrace].src, args[CJ_ARG_SRC], sizeof trace[0].src);
    memcpy(&trace[ntrace].dst, args[CJ_ARG_DST], sizeof trace[0].dst);
    memcpy(&trace[ntrace].n, args[CJ_ARG_N], sizeof trace[0].n);
    ntrace++;
  }
  return CJ_OK;
}
static cj_status fake_copy(uint64_t dst, uint64_t src, size_t n, void *stream) {
  (void)stream;
  if (ntrace < 16) trace[ntrace].kind = 1, trace[ntrace].dst = dst, trace[ntrace].src = src,
                   trace[ntrace++].n = n;
  return CJ_OK;
}

static const cj_backend fake = {.name = "fake",
                                .vendor = CJ_VENDOR_NVIDIA,
                                .bind = fake_bind,
                                .pointer_range = fake_range,
                                .stream_capturing = fake_capturing,
                                .module_load = fake_load,
                                .module_function = fake_function,
                                .module_unload = fake_unload,
                                .launch = fake_launch,
                                .copy_dtod_async = fake_copy};

#define LL_AREA 0x100000ull
#define RELAY_AREA 0x200000ull
#define WORK_AREA 0x300000ull

static cj_comm *comm(int world, int bg) {
  cj_comm *c = calloc(1, sizeof *c);
  c->world = world;
  c->be = &fake;
  c->compiler = CJ_COMPILER_AUTO;
  c->timeout_s = 1;
  CHECK(cj__target_parse("sm_90", &c->target) == CJ_OK, "sm_90");
  c->ll = LL_AREA, c->relay = RELAY_AREA, c->work = WORK_AREA;
  c->work_bytes = 1ull << 30; /* (no call here grows it) */
  pthread_mutex_init(&c->mu, NULL);
  cj__bg_init(c, bg);
  return c;
}

static void comm_free(cj_comm *c) {
  cj__bg_stop(c);
  cj__comm_free_kernels(c);
  pthread_mutex_destroy(&c->mu);
  free(c);
}

static void *const sbuf = (void *)(uintptr_t)0x10000000;
static void *const rbuf = (void *)(uintptr_t)0x20000000;
static void *const stream = (void *)(uintptr_t)0x1;

/* One all_reduce of bf16; returns the plans it made. */
static uint64_t all_reduce(cj_comm *c, size_t count, const void *s, void *r, cj_status *st) {
  uint64_t p0 = cj__plans_made();
  *st = cj_all_reduce(c, s, r, count, CJ_BF16, CJ_SUM, stream);
  return cj__plans_made() - p0;
}

/* The key the call launched, and whether it has `token` (e.g. ".ll."). */
static int launched(cj_comm *c, const char *token) {
  return c->last && strstr(c->last->plan.key, token) != NULL;
}

static void first_and_again(void) {
  cj_comm *c = comm(2, 0);
  cj_status s;
  /* 4 KiB: ll, in its area; the plan's grid and threads are launched */
  uint64_t plans = all_reduce(c, 2048, sbuf, rbuf, &s);
  if (s == CJ_E_UNAVAILABLE) {
    test_tool_missing("an NVIDIA toolchain (NVRTC or LLVM)", cj_last_error());
    comm_free(c);
    return;
  }
  CHECK(s == CJ_OK, "first call: %s", cj_last_error());
  CHECK_EQ(plans, 1);
  CHECK_EQ(loads, 1);
  CHECK(launched(c, "allreduce.ll."), "ll ran: %s", c->last ? c->last->plan.key : "nothing");
  CHECK_EQ(last.work, LL_AREA);
  CHECK_EQ(last.grid, (unsigned)c->last->plan.grid);
  CHECK_EQ(last.block, (unsigned)c->last->plan.block_threads);
  CHECK_EQ(c->last->plan.variant, CJ_VARIANT_LL);
  /* the same call again: a hit, no question */
  plans = all_reduce(c, 2048, sbuf, rbuf, &s);
  CHECK(s == CJ_OK && plans == 0 && loads == 1, "second call: %s, %llu plans, %d loads",
        cj_status_name(s), (unsigned long long)plans, loads);
  /* 8 MiB: two_shot in the table, one_shot with recv off the heap (two_shot's peers would
   * write it); send lies off the heap too, so its kernel stages it into the workspace */
  plans = all_reduce(c, 4u << 20, sbuf, rbuf, &s);
  CHECK(s == CJ_OK && plans == 1, "staged call: %s, %llu plans", cj_last_error(),
        (unsigned long long)plans);
  CHECK(launched(c, "allreduce.one_shot.") && launched(c, ".stage."), "staged: %s",
        c->last ? c->last->plan.key : "nothing");
  CHECK(c->last && (c->last->plan.flags & CJ_REQ_STAGE), "the plan stages");
  CHECK_EQ(last.work, WORK_AREA);
  /* in place (send == recv): a different question, the same kernel (one_shot stages in
   * place too): its module is shared, not loaded again */
  int before = loads;
  plans = all_reduce(c, 4u << 20, rbuf, rbuf, &s);
  CHECK(s == CJ_OK && plans == 1 && loads == before, "in place: %s, %llu plans, %d loads",
        cj_last_error(), (unsigned long long)plans, loads - before);
  /* a forced selection (as `colljit tune` makes) gets its kernel, and leaving it the old one */
  cj__select_force(CJ_OP_ALL_REDUCE, CJ_VARIANT_ONE_SHOT, 0, 1);
  plans = all_reduce(c, 2048, sbuf, rbuf, &s);
  CHECK(s == CJ_OK && plans == 1 && launched(c, "allreduce.one_shot."), "forced: %s, %s",
        cj_last_error(), c->last ? c->last->plan.key : "nothing");
  cj__select_force(CJ_OP_ALL_REDUCE, CJ_VARIANT_AUTO, 0, 0);
  plans = all_reduce(c, 2048, sbuf, rbuf, &s);
  CHECK(s == CJ_OK && plans == 0 && launched(c, "allreduce.ll."), "unforced: %s",
        c->last ? c->last->plan.key : "nothing");
  comm_free(c);
}

static void background(void) {
  cj_comm *c = comm(2, 1);
  cj_status s;
  /* a first call: the specialised kernel's plan (its grid) and the generic kernel's */
  uint64_t plans = all_reduce(c, 4096, sbuf, rbuf, &s);
  CHECK(s == CJ_OK && plans == 2, "first call: %s, %llu plans", cj_last_error(),
        (unsigned long long)plans);
  CHECK(c->last && (c->last->plan.flags & CJ_REQ_GENERIC), "the generic kernel ran");
  CHECK(launched(c, "allreduce.ll."), "generic ll: %s", c->last ? c->last->plan.key : "nothing");
  cj_plan *p = NULL;
  CHECK(cj_plan_from_key("allreduce.ll.bf16.n4096.w2.sm_90", &p) == CJ_OK, "%s", cj_last_error());
  cj_request want;
  cj_plan_request(p, &want);
  cj_plan_destroy(p);
  CHECK_EQ(last.grid, (unsigned)want.grid);
  /* the worker compiles the queued plan: no question of its own */
  uint64_t p0 = cj__plans_made();
  CHECK(cj_comm_jit_wait(c, 120) == CJ_OK, "jit_wait: %s", cj_last_error());
  CHECK_EQ(cj__plans_made() - p0, 0);
  plans = all_reduce(c, 4096, sbuf, rbuf, &s);
  CHECK(s == CJ_OK && plans == 0, "after the worker: %s, %llu plans", cj_last_error(),
        (unsigned long long)plans);
  CHECK(c->last && !(c->last->plan.flags & CJ_REQ_GENERIC) && launched(c, ".n4096."),
        "the specialised kernel ran: %s", c->last ? c->last->plan.key : "nothing");
  CHECK_EQ(last.grid, (unsigned)want.grid);
  comm_free(c);
}

/* broadcast of 32 MiB at 4 ranks: chain, whose peers write recv; recv off the heap is refused
 * by the plan, naming recv, before anything compiles */
static void refused(void) {
  cj_comm *c = comm(4, 0);
  int before = loads;
  uint64_t p0 = cj__plans_made();
  cj_status s = cj_broadcast(c, sbuf, rbuf, 8u << 20, CJ_F32, 0, stream);
  CHECK(s == CJ_E_INVALID, "broadcast: %s", cj_status_name(s));
  CHECK(strstr(cj_last_error(), "recv") && strstr(cj_last_error(), "symmetric heap"),
        "message: %s", cj_last_error());
  CHECK_EQ(cj__plans_made() - p0, 1);
  CHECK_EQ(loads, before);
  printf("refused: %s\n", cj_last_error());
  comm_free(c);
}

/* all_reduce ce at 4 ranks, rank 1, recv in a heap allocation: forced ce, 4 x 4096 bf16
 * elements: the reduce-scatter kernel, a barrier, three copies of this rank's 8 KiB slice
 * (recv + 8 KiB) to the same place in ranks 2, 3, 0's recv, a barrier; in place the same; a
 * count of 4 x 4096 + 3, no multiple of 4: the same steps on the 4 x 4096, then an all_reduce
 * kernel for the 3 left; a count below the world (3), or recv off the heap: one all_reduce
 * kernel, no copy. */
static void all_reduce_ce(void) {
  cj_comm *c = comm(4, 0);
  c->rank = 1;
  c->base = 0x40000000ull, c->region_bytes = 1ull << 28, c->user_off = 0;
  uint64_t peers[4];
  c->peer_base = peers;
  for (int q = 0; q < 4; q++) c->peer_base[q] = 0x100000000ull * (uint64_t)(q + 1);
  c->peer_base[1] = c->base;
  uint64_t off = 0;
  CHECK(cj__halloc_init(&c->alloc, 1ull << 28, 256) == CJ_OK &&
            cj__halloc_alloc(&c->alloc, 1ull << 20, &off) == CJ_OK,
        "heap: %s", cj_last_error());
  void *recv = (void *)(uintptr_t)(c->base + off);
  traced = c;
  cj__select_force(CJ_OP_ALL_REDUCE, CJ_VARIANT_CE, 0, 1);
  for (int form = 0; form < 3; form++) { /* out of place, in place, 3 elements past the shares */
    ntrace = 0;
    int inplace = form == 1, tail = form == 2 ? 3 : 0;
    cj_status s = cj_all_reduce(c, inplace ? recv : sbuf, recv, 4 * 4096 + (size_t)tail, CJ_BF16,
                                CJ_SUM, stream);
    int k = 0, ok = s == CJ_OK && ntrace == 6 + (tail > 0);
    ok = ok && trace[k].kind == 0 && trace[k++].op == CJ_OP_REDUCE_SCATTER;
    ok = ok && trace[k].kind == 0 && trace[k++].op == CJ_OP_BARRIER;
    for (int d = 1; d <= 3 && ok; d++, k++) {
      int q = (1 + d) % 4;
      uint64_t mine = (uint64_t)(uintptr_t)recv + 8192;
      ok = trace[k].kind == 1 && trace[k].n == 8192 && trace[k].src == mine &&
           trace[k].dst == c->peer_base[q] + (mine - c->base);
    }
    ok = ok && trace[k].kind == 0 && trace[k++].op == CJ_OP_BARRIER;
    if (tail) /* the 3 elements after the 4 shares, from send's and into recv's same place */
      ok = ok && trace[k].kind == 0 && trace[k].op == CJ_OP_ALL_REDUCE && trace[k].n == 3 &&
           trace[k].src == (uint64_t)(uintptr_t)sbuf + 4 * 8192 &&
           trace[k].dst == (uint64_t)(uintptr_t)recv + 4 * 8192;
    CHECK(ok, "all_reduce ce%s: %s, %d steps",
          inplace ? " in place"
          : tail  ? " with a tail"
                  : "",
          cj_last_error(), ntrace);
    CHECK(c->last_ce, "the call says it took the copy engines' path");
  }
  /* prepared (4 x 5000 + 1, a new shape): the reduce-scatter's, the barrier's and the tail's
   * kernels are built then; the call plans and loads nothing */
  CHECK(cj_prepare(c, CJ_OP_ALL_REDUCE, sbuf, recv, 4 * 5000 + 1, CJ_BF16, CJ_SUM, 0) == CJ_OK,
        "prepare under ce: %s", cj_last_error());
  uint64_t p0 = cj__plans_made();
  int loaded = loads;
  ntrace = 0;
  cj_status ps = cj_all_reduce(c, sbuf, recv, 4 * 5000 + 1, CJ_BF16, CJ_SUM, stream);
  CHECK(ps == CJ_OK && cj__plans_made() == p0 && loads == loaded && ntrace == 7 && c->last_ce,
        "the prepared ce call: %s, %llu plans, %d loads, %d steps", cj_last_error(),
        (unsigned long long)(cj__plans_made() - p0), loads - loaded, ntrace);
  /* 3 elements (below the world); then recv off the heap */
  for (int i = 0; i < 2; i++) {
    ntrace = 0;
    cj_status s =
        cj_all_reduce(c, sbuf, i ? rbuf : recv, i ? 4 * 4096 : 3, CJ_BF16, CJ_SUM, stream);
    int copies = 0;
    for (int t = 0; t < ntrace; t++)
      copies += trace[t].kind == 1;
    CHECK(s == CJ_OK && copies == 0 && !c->last_ce && c->last &&
              c->last->plan.op == CJ_OP_ALL_REDUCE,
          "all_reduce under ce, %s: %s, %d copies, ran %s", i ? "recv off the heap" : "3 elements",
          cj_last_error(), copies, c->last ? c->last->plan.key : "nothing");
  }
  cj__select_force(CJ_OP_ALL_REDUCE, CJ_VARIANT_AUTO, 0, 0);
  traced = NULL;
  cj__halloc_destroy(&c->alloc);
  c->peer_base = NULL;
  comm_free(c);
}

int main(void) {
  cj_cache_config cfg = CJ_CACHE_CONFIG_INIT;
  cfg.disable = 1; /* memory only: every load here is this process's */
  CHECK(cj_cache_configure(&cfg) == CJ_OK, "cache off");
  first_and_again();
  if (test_missing_) return test_end();
  background();
  refused();
  all_reduce_ce();
  return test_end();
}
