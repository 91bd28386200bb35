/* The HIP printer: text shape, determinism, errors, and the real proof: the printed kernels
 * compile with hiprtc (gfx90a) and NVRTC (sm_90 cubin and PTX). Exits 77 when a toolchain
 * library is missing, unless COLLJIT_REQUIRE_TOOLCHAINS=1. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "kernels.h"
#include "tc_util.h"

static kir_kernel *checked(kir_kernel *k, const char *what) {
  CHECK(k != NULL, "building %s", what);
  return k;
}

static void check_text(const kir_kernel *k, const cj_target *t) {
  char *a = tc_print(k, t), *b = tc_print(k, t);
  if (!a || !b) goto done;
  CHECK(strcmp(a, b) == 0, "printing %s twice gives different text", k->name);
  CHECK(strncmp(a, "// colljit kernel ", 18) == 0, "header comment");
  CHECK(strstr(a, cj__hip_prelude(t->vendor)) != NULL, "prelude included");
  char sig[160];
  snprintf(sig, sizeof sig, "extern \"C\" __global__ void __launch_bounds__(%d) %s(",
           k->block_threads, k->name);
  CHECK(strstr(a, sig) != NULL, "signature %s", sig);
done:
  free(a);
  free(b);
}

static void check_wait_text(const cj_target *t) {
  kir_kernel *k = checked(tk_wait_flag(), "wait_flag");
  if (!k) return;
  char *s = tc_print(k, t);
  const char *want[] = {"cj_atomic_load_acquire_system((cj_u32 *)v",
                        "while (true) {",
                        "if (!v",
                        ") break;",
                        "cj_atomic_add_release_system((cj_u32 *)v",
                        "bool x_done0 = {};",
                        "// spin until the flag",
                        "cj_timer_ns()"};
  for (size_t i = 0; s && i < sizeof want / sizeof want[0]; i++)
    CHECK(strstr(s, want[i]) != NULL, "wait kernel lacks \"%s\"", want[i]);
  free(s);
  kir_kernel_free(k);
}

static void check_errors(void) {
  kir_kernel *k = checked(tk_copy_v4(), "copy_v4");
  if (!k) return;
  cj_target host = tc_target("host");
  cj_sb sb;
  cj_sb_init(&sb);
  CHECK(cj__print_hip(k, &host, &sb) == CJ_E_UNSUPPORTED, "HIP for the host target");
  CHECK(cj__hip_prelude(CJ_VENDOR_HOST) == NULL, "no host prelude");
  cj_sb_free(&sb);
  kir_kernel_free(k);
}

/* Compiles the printed text of k with tc for target `ts` (and PTX too for NVRTC). */
static void compile_kernel(const cj_toolchain *tc, const kir_kernel *k, const char *ts) {
  cj_target t = tc_target(ts);
  char *text = tc_print(k, &t);
  if (!text) return;
  tc_compile(tc, text, k->name, &t, CJ_ART_OBJ, NULL);
  if (tc == &cj__toolchain_nvrtc) tc_compile(tc, text, k->name, &t, CJ_ART_PTX, NULL);
  free(text);
}

static void check_v4_ptx(const kir_kernel *k) {
  cj_target t = tc_target("sm_90");
  char *text = tc_print(k, &t);
  cj_blob ptx = {0, NULL};
  if (text && tc_compile(&cj__toolchain_nvrtc, text, k->name, &t, CJ_ART_PTX, &ptx)) {
    /* src is __restrict__ and only read: NVRTC may use the read-only path (ld.global.nc) */
    CHECK(strstr(ptx.data, "ld.global.v4") || strstr(ptx.data, "ld.global.nc.v4"),
          "PTX of the v4 copy lacks ld.global.v4");
    CHECK(strstr(ptx.data, "st.global.v4") != NULL, "PTX of the v4 copy lacks st.global.v4");
    CHECK(strstr(ptx.data, ".entry cj_test_copy_v4") != NULL, "PTX entry name");
  }
  free(ptx.data);
  free(text);
}

static void check_amd_obj(const kir_kernel *k) {
  cj_target t = tc_target("gfx90a");
  char *text = tc_print(k, &t);
  cj_blob obj = {0, NULL};
  if (text && tc_compile(&cj__toolchain_hiprtc, text, k->name, &t, CJ_ART_OBJ, &obj))
    CHECK(obj.size > 4 && memcmp(obj.data, "\177ELF", 4) == 0, "hiprtc output is an ELF");
  free(obj.data);
  free(text);
}

static void check_compile_errors(const cj_toolchain *tc, const char *ts) {
  cj_target t = tc_target(ts);
  cj_sb log;
  cj_sb_init(&log);
  cj_blob b = {0, NULL};
  cj_status st = tc->compile("extern \"C\" __global__ void bad() { undeclared_thing(); }", "bad",
                             &t, CJ_ART_OBJ, &b, &log);
  CHECK(st == CJ_E_COMPILE, "%s: a compile error gives CJ_E_COMPILE (%d)", tc->name, (int)st);
  CHECK(strstr(cj_last_error(), "undeclared_thing") != NULL, "message has the log: %s",
        cj_last_error());
  CHECK(log.data && strstr(log.data, "undeclared_thing"), "%s: log appended", tc->name);
  CHECK(tc->compile("", "x", &t, CJ_ART_ASM, &b, &log) == CJ_E_UNSUPPORTED, "no ASM");
  cj_sb_free(&log);
  free(b.data);
}

/* hiprtc 5.2 aborts the process when asked for an architecture it does not know: the
 * toolchain must refuse gfx942 with a status instead. */
static void check_hiprtc_new_arch(const kir_kernel *k) {
  cj_target t = tc_target("gfx942:sramecc+:xnack-");
  char *text = tc_print(k, &t);
  cj_blob b = {0, NULL};
  cj_status st = cj__toolchain_hiprtc.compile(text, k->name, &t, CJ_ART_OBJ, &b, NULL);
  printf("hiprtc for gfx942: %s\n", st ? cj_last_error() : "compiled");
  CHECK(st == CJ_OK || st == CJ_E_UNAVAILABLE, "gfx942: ok or unavailable");
  free(b.data);
  free(text);
}

static int have_hiprtc, have_nvrtc;

/* The generated collectives themselves, through the public API, for both vendors. */
static void compile_plans(cj_compiler path, const char *target) {
  static const char *const keys[] = {"allgather.bf16.n1024.w2",
                                     "allgather.bf16.n1048576.w8",
                                     "allgather.f32.n1000.w8",
                                     "allgather.f16.n65536.w4",
                                     "barrier.w4",
                                     "barrier.w8"};
  for (size_t i = 0; i < sizeof keys / sizeof keys[0]; i++) {
    char key[128];
    snprintf(key, sizeof key, "%s.%s", keys[i], target);
    cj_plan *p = NULL;
    cj_blob obj = {0, NULL};
    cj_status st = cj_plan_from_key(key, &p);
    CHECK(st == CJ_OK, "plan %s: %s", key, cj_last_error());
    if (!st) st = cj_generate(p, CJ_EMIT_OBJ, path, &obj);
    CHECK(st == CJ_OK, "compile %s with %s: %s", key, cj_compiler_name(path), cj_last_error());
    CHECK(st || obj.size > 0, "empty code object for %s", key);
    cj_blob_free(&obj);
    cj_plan_destroy(p);
  }
}

/* HIP text of a plan (malloc'd) and its kernel name, or NULL. */
static char *plan_hip(const char *key, char *kname, size_t n) {
  cj_plan *p = NULL;
  cj_blob hip = {0, NULL};
  if (cj_plan_from_key(key, &p) == CJ_OK && cj_generate(p, CJ_EMIT_HIP, 0, &hip) == CJ_OK)
    snprintf(kname, n, "%s", cj_plan_kernel_name(p));
  cj_plan_destroy(p);
  return hip.data;
}

/* Median of 10 compiles of a small kernel and of an all-gather, with each toolchain. */
static void timings(const kir_kernel *k) {
  cj_target amd = tc_target("gfx90a"), nv = tc_target("sm_90");
  char ka[300], kn[300];
  char *texts[4] = {tc_print(k, &amd), tc_print(k, &nv),
                    plan_hip("allgather.bf16.n1048576.w8.gfx90a", ka, sizeof ka),
                    plan_hip("allgather.bf16.n1048576.w8.sm_90", kn, sizeof kn)};
  const char *names[4] = {k->name, k->name, ka, kn};
  for (int i = 0; i < 4; i++) {
    int is_nv = i % 2;
    if (!texts[i] || !(is_nv ? have_nvrtc : have_hiprtc)) continue;
    const cj_toolchain *tc = is_nv ? &cj__toolchain_nvrtc : &cj__toolchain_hiprtc;
    double ms = tc_median_ms(tc, texts[i], names[i], is_nv ? &nv : &amd, CJ_ART_OBJ, 10);
    printf("median of 10 %s compiles (%s, %s): %.1f ms\n", tc->name,
           is_nv ? "sm_90 cubin" : "gfx90a", names[i], ms);
  }
  for (int i = 0; i < 4; i++)
    free(texts[i]);
}

int main(void) {
  kir_kernel *all = checked(tk_all_ops(), "all_ops");
  kir_kernel *copy = checked(tk_copy_v4(), "copy_v4");
  if (!all || !copy) return test_end();
  cj_target amd = tc_target("gfx90a"), nv = tc_target("sm_90");
  check_text(all, &amd);
  check_text(all, &nv);
  check_wait_text(&amd);
  check_errors();
  kir_kernel *wait = checked(tk_wait_flag(), "wait_flag");
  if ((have_hiprtc = tc_available(&cj__toolchain_hiprtc))) {
    compile_kernel(&cj__toolchain_hiprtc, all, "gfx90a");
    compile_kernel(&cj__toolchain_hiprtc, wait, "gfx90a:xnack-");
    check_amd_obj(copy);
    check_compile_errors(&cj__toolchain_hiprtc, "gfx90a");
    check_hiprtc_new_arch(copy);
    compile_plans(CJ_COMPILER_HIPRTC, "gfx90a");
  }
  if ((have_nvrtc = tc_available(&cj__toolchain_nvrtc))) {
    compile_kernel(&cj__toolchain_nvrtc, all, "sm_90");
    compile_kernel(&cj__toolchain_nvrtc, all, "sm_80");
    compile_kernel(&cj__toolchain_nvrtc, wait, "sm_90");
    check_v4_ptx(copy);
    check_compile_errors(&cj__toolchain_nvrtc, "sm_90");
    compile_plans(CJ_COMPILER_NVRTC, "sm_90");
  }
  timings(copy);
  kir_kernel_free(all);
  kir_kernel_free(copy);
  kir_kernel_free(wait);
  return tc_end();
}
