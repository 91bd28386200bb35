/* One-way flag latency between two GPUs: a kernel, written in kir, bounces a counter between
 * rank 0 and rank 1 N times (system-scope release store into the peer's heap, acquire spin on
 * the own flag); one-way latency = time / (2N). Runs on the first two GPUs, one process each.
 *
 *   flag_ping [N]          (default 10000 round trips) */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "codegen.h"
#include "comm_impl.h"
#include "kir.h"
#include "launcher.h"
#include "toolchain.h"

enum { P_BASES, P_RANK, P_FLAG, P_ITERS, P_TIMEOUT, P_EPOCH };

/* Waits (thread 0) until *flag >= target, or until timeout_ns passed. */
static void spin(kir_builder *b, kir_val flag, kir_val target, kir_val timeout) {
  kir_val t0 = kir_timer_ns(b);
  kir_var go = kir_var_new(b, "go", KT_I32, kir_i32(b, 1));
  kir_while_begin(b);
  kir_while_do(b, kir_cmp(b, KIR_NE, kir_var_get(b, go), kir_i32(b, 0)));
  kir_val v = kir_atomic_load(b, KT_I32, flag, KIR_ACQUIRE, KIR_SCOPE_SYSTEM);
  kir_val done = kir_cmp(b, KIR_SGE, kir_bin(b, KIR_SUB, v, target), kir_i32(b, 0));
  kir_val late = kir_cmp(b, KIR_UGT, kir_bin(b, KIR_SUB, kir_timer_ns(b), t0), timeout);
  kir_var_set(b, go, kir_select(b, kir_bin(b, KIR_OR, done, late), kir_i32(b, 0), kir_i32(b, 1)));
  kir_while_end(b);
}

static kir_kernel *build_ping(void) {
  kir_kernel *k = kir_kernel_new("cj_flag_ping", 32, 1, 32);
  kir_builder b;
  kir_builder_init(&b, k);
  kir_val bases = kir_param_new(&b, "heap_bases", KT_PTR, KIR_PARAM_READONLY, 8);
  kir_val rank = kir_param_new(&b, "rank", KT_I32, 0, 0);
  kir_val flag = kir_param_new(&b, "flag", KT_PTR, 0, 4);
  kir_val iters = kir_param_new(&b, "iters", KT_I32, 0, 0);
  kir_val timeout = kir_param_new(&b, "timeout_ns", KT_I64, 0, 0);
  /* the flags' value before this launch (the host counts): a peer may already have bumped
   * this rank's flag before this kernel starts, so it cannot be read here */
  kir_val e0 = kir_param_new(&b, "epoch", KT_I32, 0, 0);
  kir_if_begin(&b, kir_cmp(&b, KIR_EQ, kir_tid(&b), kir_i32(&b, 0)));
  kir_val peer = kir_bin(&b, KIR_XOR, rank, kir_i32(&b, 1));
  kir_val eight = kir_i64(&b, 8);
  kir_val mine = kir_load(&b, KT_I64, kir_ptr_add(&b, bases, kir_bin(&b, KIR_MUL,
                          kir_cvt(&b, KIR_ZEXT, KT_I64, rank), eight)), 8, KIR_HINT_NONE);
  kir_val theirs = kir_load(&b, KT_I64, kir_ptr_add(&b, bases, kir_bin(&b, KIR_MUL,
                            kir_cvt(&b, KIR_ZEXT, KT_I64, peer), eight)), 8, KIR_HINT_NONE);
  kir_val remote = kir_ptr_add(&b, flag, kir_bin(&b, KIR_SUB, theirs, mine));
  kir_val first = kir_cmp(&b, KIR_EQ, rank, kir_i32(&b, 0));
  kir_val i = kir_for_begin(&b, kir_i32(&b, 1), kir_bin(&b, KIR_ADD, iters, kir_i32(&b, 1)),
                            kir_i32(&b, 1), 0);
  kir_val target = kir_bin(&b, KIR_ADD, e0, i);
  kir_if_begin(&b, first);
  kir_atomic_store(&b, remote, target, KIR_RELEASE, KIR_SCOPE_SYSTEM);
  spin(&b, flag, target, timeout);
  kir_else(&b);
  spin(&b, flag, target, timeout);
  kir_atomic_store(&b, remote, target, KIR_RELEASE, KIR_SCOPE_SYSTEM);
  kir_if_end(&b);
  kir_for_end(&b);
  kir_if_end(&b);
  if (kir_builder_finish(&b)) {
    fprintf(stderr, "ping kernel: %s\n", b.err);
    kir_kernel_free(k);
    return NULL;
  }
  return k;
}

#define CK(x)                                                                                  \
  do {                                                                                         \
    if (x) {                                                                                   \
      fprintf(stderr, "rank %d: %s: %s\n", rank, #x, cj_last_error());                        \
      return 1;                                                                                \
    }                                                                                          \
  } while (0)

static int rank_main(int rank, int world, const cj_unique_id *id, void *arg) {
  int iters = *(int *)arg;
  cj_comm *c;
  cj_comm_options o = CJ_COMM_OPTIONS_INIT;
  o.heap_bytes = 16 << 20;
  CK(cj_comm_init_rank(&c, world, id, rank, &o));
  kir_kernel *k = build_ping();
  cj_sb src;
  cj_sb_init(&src);
  cj_blob obj = {0, NULL};
  void *mod, *fn, *stream, *e0, *e1, *flag;
  CK(!k);
  CK(cj__print_hip(k, &c->target, &src));
  CK(cj__toolchain_nvrtc.compile(src.data, k->name, &c->target, CJ_ART_OBJ, &obj, &src));
  CK(c->be->module_load(obj.data, obj.size, &mod));
  CK(c->be->module_function(mod, k->name, &fn));
  CK(cj_malloc(c, 256, &flag));
  CK(c->be->stream_create(&stream));
  CK(c->be->event_create(&e0));
  CK(c->be->event_create(&e1));
  uint64_t bases = c->base, flag64 = (uint64_t)(uintptr_t)flag;
  int64_t timeout = 5000000000ll;
  int warm = 100, epoch = 0;
  void *args[] = {&bases, &rank, &flag64, &warm, &timeout, &epoch};
  CK(c->be->fill(flag64, 0, 4));
  CK(c->be->stream_sync(NULL));
  char one = 1, all[64];
  CK(cj__comm_allgather(c, &one, all, 1)); /* both flags are zero before anyone starts */
  CK(c->be->launch(fn, 1, 32, 0, stream, args));
  static int epoch2 = 100;
  args[P_ITERS] = &iters;
  args[P_EPOCH] = &epoch2;
  CK(c->be->event_record(e0, stream));
  CK(c->be->launch(fn, 1, 32, 0, stream, args));
  CK(c->be->event_record(e1, stream));
  float ms = 0;
  CK(c->be->event_elapsed_ms(e0, e1, &ms));
  int32_t final = 0;
  CK(c->be->copy_dtoh(&final, flag64, 4));
  if (final != 100 + iters) {
    fprintf(stderr, "rank %d: flag ended at %d, expected %d (a wait timed out)\n", rank, final,
            100 + iters);
    return 1;
  }
  if (rank == 0)
    printf("flag ping %s <-> peer: %d round trips in %.3f ms: one-way latency %.3f us\n",
           c->dev.name, iters, ms, ms * 1000.0 / (2.0 * iters));
  cj_blob_free(&obj);
  cj_sb_free(&src);
  kir_kernel_free(k);
  cj_comm_destroy(c);
  return 0;
}

/* --check: build and compile the kernel for sm_90 only (no GPU needed). */
static int check_compile(void) {
  cj_target t;
  cj_sb src, log;
  cj_sb_init(&src);
  cj_sb_init(&log);
  cj_blob obj = {0, NULL};
  kir_kernel *k = build_ping();
  int bad = !k || cj__target_parse("sm_90", &t) || cj__print_hip(k, &t, &src) ||
            cj__toolchain_nvrtc.compile(src.data, k->name, &t, CJ_ART_OBJ, &obj, &log);
  printf("flag ping kernel for sm_90: %s\n", bad ? cj_last_error() : "compiles");
  cj_blob_free(&obj);
  cj_sb_free(&src);
  cj_sb_free(&log);
  kir_kernel_free(k);
  return bad;
}

int main(int argc, char **argv) {
  if (argc > 1 && !strcmp(argv[1], "--check")) return check_compile();
  int iters = argc > 1 ? atoi(argv[1]) : 10000;
  int n = cj_test_gpu_count();
  if (n < 2) {
    printf("flag_ping needs 2 GPUs (found %d)\n", n);
    return 0;
  }
  return cj_test_launch(2, rank_main, &iters, 120, NULL);
}
