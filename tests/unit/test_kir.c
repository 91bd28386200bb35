/* The kernel IR builder: well-formed kernels pass, misuse is caught (never a crash). */
#include <string.h>

#include "kir.h"
#include "test.h"

static int build_n(void (*body)(kir_builder *b), int threads, char *err, size_t n) {
  kir_kernel *k = kir_kernel_new("t", threads, 1, 32);
  kir_builder b;
  kir_builder_init(&b, k);
  body(&b);
  int failed = kir_builder_finish(&b);
  snprintf(err, n, "%s", b.err);
  kir_kernel_free(k);
  return failed;
}

static int build(void (*body)(kir_builder *b), char *err, size_t n) {
  return build_n(body, 64, err, n);
}

/* roles (kir.h, "Roles and mbarriers"): built on 256 threads, two warpgroups */
static kir_val first_group(kir_builder *b) { return kir_cmp(b, KIR_ULT, kir_tid(b), kir_i32(b, 128)); }
static void roles_ok(kir_builder *b) {
  int sh = kir_shared_new(b, "mbar", 8, 8);
  kir_mbar_init(b, kir_shared(b, sh), 128);
  kir_barrier(b);
  kir_roles_begin(b, first_group(b));
  kir_setmaxnreg(b, 40, 0);
  kir_mbar_arrive(b, kir_shared(b, sh));
  kir_else(b);
  kir_mbar_wait(b, kir_shared(b, sh), kir_i32(b, 0));
  kir_if_end(b);
}
static void roles_no_else(kir_builder *b) {
  kir_roles_begin(b, first_group(b));
  kir_if_end(b);
}
static void roles_barrier(kir_builder *b) {
  kir_roles_begin(b, first_group(b));
  kir_else(b);
  kir_barrier(b);
  kir_if_end(b);
}
static void bad_setmaxnreg(kir_builder *b) { kir_setmaxnreg(b, 44, 1); }
static void roles_wg_barrier(kir_builder *b) { /* a warpgroup's own barrier may stand in a role */
  kir_roles_begin(b, first_group(b));
  kir_wg_barrier(b);
  kir_else(b);
  kir_wg_barrier(b);
  kir_if_end(b);
}

/* tensor maps (kir.h, "Tensor maps") */
static kir_val box_xy(kir_builder *b) { return kir_splat(b, KT_V2I32, kir_i32(b, 0)); }
static void tma_ok(kir_builder *b) {
  kir_param_new(b, "map", KT_PTR, KIR_PARAM_TMAP, 8);
  int sh = kir_shared_new(b, "box", 1024, 1024), mb = kir_shared_new(b, "m", 8, 8);
  kir_mbar_init(b, kir_shared(b, mb), 1);
  kir_barrier(b);
  kir_mbar_expect_tx(b, kir_shared(b, mb), 1024);
  kir_tma_load(b, kir_shared(b, sh), box_xy(b), kir_shared(b, mb), 0);
  kir_mbar_wait(b, kir_shared(b, mb), kir_i32(b, 0));
  kir_proxy_fence(b);
  kir_barrier(b);
  kir_tma_store(b, kir_shared(b, sh), box_xy(b), 0);
  kir_bulk_commit(b);
  kir_bulk_wait(b, 0, KIR_BULK_READ);
}
static void tma_plain_param(kir_builder *b) { /* the map must be a KIR_PARAM_TMAP parameter */
  kir_param_new(b, "map", KT_PTR, KIR_PARAM_READONLY, 8);
  int sh = kir_shared_new(b, "box", 1024, 1024), mb = kir_shared_new(b, "m", 8, 8);
  kir_tma_load(b, kir_shared(b, sh), box_xy(b), kir_shared(b, mb), 0);
}
static void tma_map_i32(kir_builder *b) { kir_param_new(b, "map", KT_I32, KIR_PARAM_TMAP, 4); }
static void tma_no_bytes(kir_builder *b) {
  kir_mbar_expect_tx(b, kir_shared(b, kir_shared_new(b, "m", 8, 8)), 0);
}
static void tma_wait_64(kir_builder *b) { kir_bulk_wait(b, 64, 0); }
static void bad_mbar_count(kir_builder *b) { kir_mbar_init(b, kir_shared(b, kir_shared_new(b, "m", 8, 8)), 0); }

static void good(kir_builder *b) {
  kir_val p = kir_param_new(b, "p", KT_PTR, KIR_PARAM_NOALIAS, 16);
  kir_val t = kir_tid(b);
  kir_var acc = kir_var_new(b, "acc", KT_I32, kir_i32(b, 0));
  kir_val i = kir_for_begin(b, kir_i32(b, 0), kir_i32(b, 4), kir_i32(b, 1), KIR_FOR_UNROLL);
  kir_var_set(b, acc, kir_bin(b, KIR_ADD, kir_var_get(b, acc), i));
  kir_for_end(b);
  kir_if_begin(b, kir_cmp(b, KIR_ULT, t, kir_i32(b, 2)));
  kir_atomic_rmw(b, KIR_RMW_ADD, p, kir_var_get(b, acc), KIR_RELEASE, KIR_SCOPE_SYSTEM);
  kir_else(b);
  kir_fence(b, KIR_ACQ_REL, KIR_SCOPE_DEVICE);
  kir_if_end(b);
  kir_while_begin(b);
  kir_val v = kir_atomic_load(b, KT_I32, p, KIR_ACQUIRE, KIR_SCOPE_SYSTEM);
  kir_while_do(b, kir_cmp(b, KIR_SLT, v, kir_i32(b, 1)));
  kir_while_end(b);
  kir_val vec = kir_load(b, KT_V4I32, p, 16, KIR_HINT_STREAM);
  kir_store(b, p, kir_insert(b, vec, 3, kir_extract(b, vec, 0)), 16, KIR_HINT_NONE);
  kir_val h = kir_cvt(b, KIR_FTRUNC, KT_BF16, kir_f32(b, 1.5f));
  kir_cvt(b, KIR_FEXT, KT_F32, h);
  kir_barrier(b);
}

static void type_mismatch(kir_builder *b) { kir_bin(b, KIR_ADD, kir_i32(b, 1), kir_i64(b, 1)); }
static void float_xor(kir_builder *b) { kir_bin(b, KIR_XOR, kir_f32(b, 1), kir_f32(b, 2)); }
static void unclosed(kir_builder *b) { kir_if_begin(b, kir_cmp(b, KIR_EQ, kir_tid(b), kir_i32(b, 0))); }
static void bad_end(kir_builder *b) { kir_for_end(b); }
static void bad_lane(kir_builder *b) { kir_extract(b, kir_splat(b, KT_V2I32, kir_i32(b, 1)), 2); }
static void bad_align(kir_builder *b) {
  kir_load(b, KT_I32, kir_param_new(b, "p", KT_PTR, 0, 0), 3, KIR_HINT_NONE);
}
static void bad_order(kir_builder *b) {
  kir_atomic_load(b, KT_I32, kir_param_new(b, "p", KT_PTR, 0, 0), KIR_RELEASE, KIR_SCOPE_SYSTEM);
}
static void undefined_val(kir_builder *b) { kir_bin(b, KIR_ADD, 1234, 1235); }
static void bad_cvt(kir_builder *b) { kir_cvt(b, KIR_FEXT, KT_F32, kir_i32(b, 1)); }
/* scoping: a value of an if's branch, of a loop body or of an else, used after it */
static void if_escape(kir_builder *b) {
  kir_if_begin(b, kir_cmp(b, KIR_EQ, kir_tid(b), kir_i32(b, 0)));
  kir_val x = kir_bin(b, KIR_ADD, kir_tid(b), kir_i32(b, 1));
  kir_if_end(b);
  kir_bin(b, KIR_ADD, x, kir_i32(b, 2));
}
static void else_uses_then(kir_builder *b) {
  kir_if_begin(b, kir_cmp(b, KIR_EQ, kir_tid(b), kir_i32(b, 0)));
  kir_val x = kir_bin(b, KIR_ADD, kir_tid(b), kir_i32(b, 1));
  kir_else(b);
  kir_bin(b, KIR_ADD, x, kir_i32(b, 2));
  kir_if_end(b);
}
static void body_escape(kir_builder *b) {
  kir_val i = kir_for_begin(b, kir_i32(b, 0), kir_i32(b, 4), kir_i32(b, 1), 0);
  kir_val x = kir_bin(b, KIR_MUL, i, kir_i32(b, 3));
  kir_for_end(b);
  kir_bin(b, KIR_ADD, x, kir_i32(b, 2));
}
static void induction_escape(kir_builder *b) {
  kir_val i = kir_for_begin(b, kir_i32(b, 0), kir_i32(b, 4), kir_i32(b, 1), 0);
  kir_for_end(b);
  kir_bin(b, KIR_ADD, i, kir_i32(b, 2));
}
static void condition_escape(kir_builder *b) {
  kir_while_begin(b);
  kir_val c = kir_cmp(b, KIR_SLT, kir_tid(b), kir_i32(b, 1));
  kir_while_do(b, c);
  kir_while_end(b);
  kir_select(b, c, kir_i32(b, 1), kir_i32(b, 2));
}
/* ...and what is allowed: a while's condition values in its body, an outer value and the
 * induction value in nested regions */
static void scoped_ok(kir_builder *b) {
  kir_val t = kir_tid(b);
  kir_while_begin(b);
  kir_val c = kir_cmp(b, KIR_SLT, t, kir_i32(b, 1));
  kir_while_do(b, c);
  kir_val i = kir_for_begin(b, kir_i32(b, 0), kir_i32(b, 4), kir_i32(b, 1), 0);
  kir_if_begin(b, c);
  kir_bin(b, KIR_ADD, i, t);
  kir_if_end(b);
  kir_for_end(b);
  kir_while_end(b);
}

int main(void) {
  char err[200];
  CHECK(build(good, err, sizeof err) == 0, "good kernel failed: %s", err);
  CHECK(build(scoped_ok, err, sizeof err) == 0, "dominating uses refused: %s", err);
  CHECK(build_n(roles_ok, 256, err, sizeof err) == 0, "roles refused: %s", err);
  CHECK(build_n(roles_ok, 64, err, sizeof err) != 0 && strstr(err, "whole warpgroups"),
        "roles in a block of 64 threads: %s", err);
  CHECK(build_n(roles_no_else, 256, err, sizeof err) != 0 && strstr(err, "second branch"),
        "roles without a second branch: %s", err);
  CHECK(build_n(roles_barrier, 256, err, sizeof err) != 0 && strstr(err, "barrier inside a role"),
        "a barrier inside a role: %s", err);
  CHECK(build_n(bad_setmaxnreg, 256, err, sizeof err) != 0, "setmaxnreg 44 accepted");
  CHECK(build_n(bad_mbar_count, 256, err, sizeof err) != 0, "mbar_init of 0 arrivals accepted");
  CHECK(build(tma_ok, err, sizeof err) == 0, "tensor-map copies refused: %s", err);
  CHECK(build_n(roles_wg_barrier, 256, err, sizeof err) == 0, "wg_barrier in a role refused: %s",
        err);
  CHECK(build_n(roles_wg_barrier, 256 + 32, err, sizeof err) != 0,
        "wg_barrier in a block of 288 threads accepted");
  CHECK(build(tma_plain_param, err, sizeof err) != 0 && strstr(err, "tensor-map parameter"),
        "tma_load through a plain pointer: %s", err);
  CHECK(build(tma_map_i32, err, sizeof err) != 0 && strstr(err, "tensor-map parameter is a ptr"),
        "an i32 tensor map: %s", err);
  CHECK(build(tma_no_bytes, err, sizeof err) != 0, "mbar_expect_tx of 0 bytes accepted");
  CHECK(build(tma_wait_64, err, sizeof err) != 0, "bulk_wait of 64 groups accepted");
  {
    kir_kernel *k = kir_kernel_new("tma_amd", 64, 1, 64);
    kir_builder b;
    kir_builder_init(&b, k);
    kir_param_new(&b, "map", KT_PTR, KIR_PARAM_TMAP, 8);
    int sh = kir_shared_new(&b, "box", 1024, 1024), mb = kir_shared_new(&b, "m", 8, 8);
    kir_tma_load(&b, kir_shared(&b, sh), box_xy(&b), kir_shared(&b, mb), 0);
    CHECK(kir_builder_finish(&b) != 0 && strstr(b.err, "warp 32"), "tma_load in a warp-64 kernel: %s",
          b.err);
    kir_kernel_free(k);
  }
  struct {
    void (*fn)(kir_builder *);
    const char *name;
  } bad[] = {{type_mismatch, "type mismatch"}, {float_xor, "xor on f32"},
             {unclosed, "unclosed if"},        {bad_end, "for_end without for"},
             {bad_lane, "lane out of range"},  {bad_align, "alignment 3"},
             {bad_order, "release load"},      {undefined_val, "undefined value"},
             {bad_cvt, "fext from i32"},      {if_escape, "a branch's value after the if"},
             {else_uses_then, "the then-value in the else"},
             {body_escape, "a loop body's value after the loop"},
             {induction_escape, "the induction value after the loop"},
             {condition_escape, "a while condition's value after the loop"}};
  for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
    CHECK(build(bad[i].fn, err, sizeof err) != 0, "%s was accepted", bad[i].name);
    CHECK(strlen(err) > 0, "%s: no message", bad[i].name);
  }
  /* the dump is deterministic and shows structure */
  kir_kernel *k = kir_kernel_new("dump", 64, 1, 32);
  kir_builder b;
  kir_builder_init(&b, k);
  good(&b);
  CHECK(kir_builder_finish(&b) == 0, "finish");
  cj_sb s1, s2;
  cj_sb_init(&s1);
  cj_sb_init(&s2);
  kir_print(k, &s1);
  kir_print(k, &s2);
  CHECK(s1.len > 0 && s1.len == s2.len && !memcmp(s1.data, s2.data, s1.len), "dump differs");
  CHECK(strstr(s1.data, "atomic_rmw.add.release.system") != NULL, "%s", s1.data);
  CHECK(strstr(s1.data, "while {") != NULL, "%s", s1.data);
  cj_sb_free(&s1);
  cj_sb_free(&s2);
  kir_kernel_free(k);
  return test_end();
}
