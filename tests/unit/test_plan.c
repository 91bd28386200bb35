/* Plans: validation messages, defaults, canonical keys that parse back, determinism. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "codegen.h"
#include "colljit.h"
#include "kir.h"
#include "test.h"

static cj_request base_request(void) {
  cj_request r = CJ_REQUEST_INIT;
  r.op = CJ_OP_ALL_GATHER;
  r.variant = CJ_VARIANT_PUSH;
  r.dtype = CJ_BF16;
  r.count = 4096;
  r.world = 8;
  r.target = "sm_90";
  return r;
}

/* Expects CJ_E_INVALID with `field` named in the message. */
static void expect_invalid(cj_request r, const char *field) {
  cj_plan *p = (cj_plan *)1;
  cj_status s = cj_plan_create(&r, &p);
  CHECK(s == CJ_E_INVALID, "%s: status %s", field, cj_status_name(s));
  CHECK(p == NULL, "%s: plan set on failure", field);
  CHECK(strstr(cj_last_error(), field) != NULL, "message '%s' does not name '%s'",
        cj_last_error(), field);
}

static void test_bad_requests(void) {
  cj_request r = base_request();
  r.world = 0;
  expect_invalid(r, "world");
  r = base_request();
  r.world = CJ_MAX_WORLD + 1;
  expect_invalid(r, "world");
  r = base_request();
  r.vec_bytes = 3;
  expect_invalid(r, "vec_bytes");
  r = base_request();
  r.vec_bytes = 32;
  expect_invalid(r, "vec_bytes");
  r = base_request();
  r.target = "gfx1234";
  expect_invalid(r, "target");
  r = base_request();
  r.target = "sm_90:xnack+";
  expect_invalid(r, "target");
  r = base_request();
  r.target = "gfx942:xnack+:xnack-";
  expect_invalid(r, "target");
  r = base_request();
  r.count = UINT64_MAX / 2;
  expect_invalid(r, "count");
  r = base_request();
  r.count = (1ull << 47) / 2 / 8 + 1; /* just over 2^47 bytes across 8 ranks */
  expect_invalid(r, "count");
  r = base_request();
  r.count = 0;
  expect_invalid(r, "count");
  r = base_request();
  r.tile_m = 1;
  r.tile_n = 100; /* 200 bytes: not a multiple of 256 threads x 16 bytes */
  expect_invalid(r, "tile");
  r = base_request();
  r.block_threads = 100;
  expect_invalid(r, "block_threads");
  r = base_request();
  r.warp_size = 64; /* sm_90 has warps of 32 */
  expect_invalid(r, "warp_size");
  r = base_request();
  r.grid = CJ_MAX_GRID + 1;
  expect_invalid(r, "grid");
  r = base_request();
  r.root = 1; /* all_gather has no root */
  expect_invalid(r, "root");
  r = base_request();
  r.variant = CJ_VARIANT_ONE_SHOT;
  expect_invalid(r, "variant");
  r = base_request();
  r.struct_size = 8;
  expect_invalid(r, "request");
  r = base_request();
  r.op = (cj_op)99;
  expect_invalid(r, "op");
  r = base_request();
  r.op = CJ_OP_BARRIER;
  r.count = 5;
  expect_invalid(r, "count");
}

static void test_defaults_and_key(void) {
  cj_request r = base_request();
  cj_plan *p;
  CHECK(cj_plan_create(&r, &p) == CJ_OK, "%s", cj_last_error());
  if (!p) return;
  const char *want = "allgather.push.bf16.n4096.w8.v16.b256x32.t4x2048.g1.bar-full.sm_90";
  CHECK(!strcmp(cj_plan_key(p), want), "key %s", cj_plan_key(p));
  CHECK(cj_plan_hash(p) != 0, "hash");
  CHECK(!strncmp(cj_plan_kernel_name(p), "cj_allgather_push", 17), "%s",
        cj_plan_kernel_name(p));
  cj_plan_destroy(p);
  /* odd sizes narrow the vector to what divides the chunk */
  r.count = 7;
  CHECK(cj_plan_create(&r, &p) == CJ_OK, "%s", cj_last_error());
  cj_request got;
  cj_plan_request(p, &got);
  CHECK_EQ(got.vec_bytes, 2);
  cj_plan_destroy(p);
  /* AMD: wave64 and canonical feature order */
  r = base_request();
  r.target = "gfx942:xnack-:sramecc+";
  CHECK(cj_plan_create(&r, &p) == CJ_OK, "%s", cj_last_error());
  cj_plan_request(p, &got);
  CHECK_EQ(got.warp_size, 64);
  CHECK(!strcmp(got.target, "gfx942:sramecc+:xnack-"), "target %s", got.target);
  cj_plan_destroy(p);
  /* the barrier */
  r = base_request();
  r.op = CJ_OP_BARRIER;
  r.variant = CJ_VARIANT_AUTO;
  r.count = 0;
  r.world = 4;
  CHECK(cj_plan_create(&r, &p) == CJ_OK, "%s", cj_last_error());
  CHECK(!strcmp(cj_plan_key(p), "barrier.epoch.w4.b32x32.g1.bar-full.sm_90"), "%s",
        cj_plan_key(p));
  cj_plan_destroy(p);
  /* a short hand-written key fills defaults */
  CHECK(cj_plan_from_key("allgather.push.f32.n1000.w2.gfx90a", &p) == CJ_OK, "%s",
        cj_last_error());
  if (p) {
    CHECK(!strcmp(cj_plan_key(p), "allgather.push.f32.n1000.w2.v16.b256x64.t4x1024.g1.bar-full."
                                  "gfx90a"),
          "%s", cj_plan_key(p));
    cj_plan_destroy(p);
  }
  CHECK(cj_plan_from_key("allgather.f32.n1000.w2.bogus", &p) == CJ_E_INVALID, "bogus token");
  CHECK(strstr(cj_last_error(), "bogus") != NULL, "%s", cj_last_error());
  CHECK(cj_plan_from_key("f32.n1000", &p) == CJ_E_INVALID, "no op");
  /* all_reduce: auto picks ll for small vectors of whole words, one_shot for other small
   * ones, two_shot for large ones */
  CHECK(cj_plan_from_key("allreduce.bf16.n1000.w2.sm_90", &p) == CJ_OK, "%s", cj_last_error());
  if (p) {
    CHECK(strstr(cj_plan_key(p), "allreduce.ll.sum.bf16") == cj_plan_key(p), "%s",
          cj_plan_key(p));
    CHECK(strstr(cj_plan_key(p), ".bar-none.") != NULL, "%s", cj_plan_key(p));
    cj_plan_destroy(p);
  }
  CHECK(cj_plan_from_key("allreduce.bf16.n1001.w2.sm_90", &p) == CJ_OK, "%s", cj_last_error());
  if (p) {
    CHECK(strstr(cj_plan_key(p), "allreduce.one_shot.sum.bf16") == cj_plan_key(p), "%s",
          cj_plan_key(p));
    cj_plan_destroy(p);
  }
  CHECK(cj_plan_from_key("allreduce.ll.f32.n1000000.w2.sm_90", &p) == CJ_E_INVALID,
        "ll beyond its size limit");
  CHECK(cj_plan_from_key("allreduce.ll.bf16.n1001.w2.sm_90", &p) == CJ_E_INVALID,
        "ll of a vector that is not whole words");
  CHECK(cj_plan_from_key("allreduce.max.f32.n16777216.w8.stage.sm_90", &p) == CJ_OK, "%s",
        cj_last_error());
  if (p) {
    CHECK(strstr(cj_plan_key(p), "allreduce.two_shot.max.f32") == cj_plan_key(p), "%s",
          cj_plan_key(p));
    CHECK(strstr(cj_plan_key(p), ".stage.") != NULL, "%s", cj_plan_key(p));
    cj_plan_destroy(p);
  }
  CHECK(cj_plan_from_key("allgather.f32.n1000.w2.stage.sm_90", &p) == CJ_E_INVALID,
        "all_gather never stages");
  CHECK(cj_plan_from_key("broadcast.f32.n1000.w4.r4.sm_90", &p) == CJ_E_INVALID,
        "root out of range");
}

/* xorshift64*: deterministic randomness for the random-request test */
static uint64_t rng = 0x9e3779b97f4a7c15ull;
static uint64_t rnd(void) {
  rng ^= rng >> 12;
  rng ^= rng << 25;
  rng ^= rng >> 27;
  return rng * 0x2545f4914f6cdd1dull;
}
static int pick(const int *v, int n) { return v[rnd() % (uint64_t)n]; }

static cj_request random_request(void) {
  static const char *const targets[] = {"sm_90",   "sm_80", "gfx942", "gfx90a:xnack-", "host",
                                        "gfx1100", "gfx950", ""};
  static const int worlds[] = {0, 1, 2, 3, 4, 5, 7, 8, 16, 64, 65};
  static const int vecs[] = {0, 0, 1, 2, 3, 4, 8, 16, 32};
  static const int threads[] = {0, 0, 32, 64, 96, 128, 256, 512, 1024, 2048};
  static const int tiles[] = {0, 0, 1, 2, 4, 8, 64, 256, 1000, 2048};
  static const int grids[] = {0, 0, 1, 2, 7, 64, 1024, 1025};
  static const uint64_t counts[] = {0, 1, 2, 3, 7, 1000, 4099, 1u << 20, 1ull << 45};
  cj_request r = CJ_REQUEST_INIT;
  r.op = (cj_op)(rnd() % CJ_OP_COUNT_);
  r.variant = rnd() % 5 ? CJ_VARIANT_AUTO : (cj_variant)(rnd() % CJ_VARIANT_COUNT_);
  r.redop = (cj_redop)(rnd() % CJ_REDOP_COUNT_);
  r.root = rnd() % 4 ? 0 : (int)(rnd() % 3);
  r.flags = rnd() % 4 == 0 ? CJ_REQ_STAGE : 0;
  r.dtype = (cj_dtype)(rnd() % CJ_DTYPE_COUNT_);
  r.count = r.op == CJ_OP_BARRIER && rnd() % 4 ? 0 : counts[rnd() % 9];
  r.world = pick(worlds, 11);
  r.vec_bytes = pick(vecs, 9);
  r.block_threads = pick(threads, 10);
  r.tile_m = pick(tiles, 10);
  r.tile_n = pick(tiles, 10) * (rnd() % 2 ? 1 : 8);
  r.grid = pick(grids, 8);
  r.barrier = (cj_barrier_mode)(rnd() % CJ_BAR_COUNT_);
  r.target = targets[rnd() % 7];
  return r;
}

/* Any request: either a plan whose key parses back to itself and whose kernel builds
 * deterministically, or a clear error. */
static void test_random_requests(void) {
  int ok = 0;
  for (int i = 0; i < 3000; i++) {
    cj_request r = random_request();
    cj_plan *p;
    cj_status s = cj_plan_create(&r, &p);
    if (s) {
      CHECK(strlen(cj_last_error()) > 10, "status %s without a message", cj_status_name(s));
      continue;
    }
    ok++;
    cj_plan *q;
    CHECK(cj_plan_from_key(cj_plan_key(p), &q) == CJ_OK, "%s: %s", cj_plan_key(p),
          cj_last_error());
    if (q) {
      CHECK(!strcmp(cj_plan_key(p), cj_plan_key(q)), "%s != %s", cj_plan_key(p), cj_plan_key(q));
      CHECK(cj_plan_hash(p) == cj_plan_hash(q), "hash differs");
      cj_plan_destroy(q);
    }
    if (i % 10 == 0) {
      cj_blob a, b;
      CHECK(cj_generate(p, CJ_EMIT_KIR, CJ_COMPILER_AUTO, &a) == CJ_OK, "%s", cj_last_error());
      CHECK(cj_generate(p, CJ_EMIT_KIR, CJ_COMPILER_AUTO, &b) == CJ_OK, "%s", cj_last_error());
      CHECK(a.size == b.size && a.size && !memcmp(a.data, b.data, a.size), "kir differs");
      cj_blob_free(&a);
      cj_blob_free(&b);
    }
    cj_plan_destroy(p);
  }
  CHECK(ok >= 60, "only %d of 3000 random requests were valid", ok); /* about 100 are */
  printf("random requests: %d valid of 3000\n", ok);
}

/* Shape-generic plans: the "nany" token, what they keep and what they refuse. */
static void test_generic(void) {
  cj_plan *p = NULL;
  CHECK(cj_plan_from_key("allreduce.two_shot.sum.bf16.nany.w4.v8.sm_90", &p) == CJ_OK, "%s",
        cj_last_error());
  if (p) {
    cj_request r;
    cj_plan_request(p, &r);
    CHECK(strstr(cj_plan_key(p), ".bf16.nany.w4.v8.") != NULL, "%s", cj_plan_key(p));
    CHECK(r.count == 0 && (r.flags & CJ_REQ_GENERIC), "count %llu flags %u",
          (unsigned long long)r.count, r.flags);
    CHECK(r.vec_bytes == 8, "a generic kernel keeps its width (got %d)", r.vec_bytes);
    cj_plan *q = NULL; /* the key parses back to the same plan */
    CHECK(cj_plan_from_key(cj_plan_key(p), &q) == CJ_OK && q &&
              !strcmp(cj_plan_key(p), cj_plan_key(q)), "%s", cj_plan_key(p));
    cj_plan_destroy(q);
    cj_plan_destroy(p);
  }
  CHECK(cj_plan_from_key("allreduce.bf16.nany.w2.sm_90", &p) == CJ_OK, "%s", cj_last_error());
  if (p) {
    CHECK(strstr(cj_plan_key(p), "allreduce.one_shot.") == cj_plan_key(p),
          "auto generic all_reduce is one_shot: %s", cj_plan_key(p));
    cj_plan_destroy(p);
  }
  /* a later count overrides nany, and the other way round */
  CHECK(cj_plan_from_key("allgather.f32.nany.n77.w2.sm_90", &p) == CJ_OK && p &&
            strstr(cj_plan_key(p), ".n77."), "%s", p ? cj_plan_key(p) : cj_last_error());
  cj_plan_destroy(p);
  CHECK(cj_plan_from_key("allgather.f32.n77.nany.w2.sm_90", &p) == CJ_OK && p &&
            strstr(cj_plan_key(p), ".nany."), "%s", p ? cj_plan_key(p) : cj_last_error());
  cj_plan_destroy(p);
  CHECK(cj_plan_from_key("barrier.nany.w2.sm_90", &p) == CJ_E_INVALID, "generic barrier");
  cj_request r = CJ_REQUEST_INIT;
  r.op = CJ_OP_ALL_GATHER;
  r.world = 2;
  r.count = 5;
  r.flags = CJ_REQ_GENERIC;
  r.target = "sm_90";
  CHECK(cj_plan_create(&r, &p) == CJ_E_INVALID && strstr(cj_last_error(), "count"),
        "generic with a count: %s", cj_last_error());
  r.count = 0;
  r.vec_bytes = 2;
  r.dtype = CJ_F32;
  CHECK(cj_plan_create(&r, &p) == CJ_E_INVALID, "generic narrower than an element");
}

/* The key of a request planned with facts (flags: CJ_REQ_FACTS and fact bits) into key[n];
 * CJ_OK or the planner's status. */
static cj_status facts_key(cj_op op, uint64_t count, int world, unsigned flags, char *key,
                           size_t n) {
  cj_request r = CJ_REQUEST_INIT;
  r.op = op;
  r.dtype = CJ_BF16;
  r.count = count;
  r.world = world;
  r.vec_bytes = 16;
  r.target = "gfx942";
  r.flags = flags;
  cj_plan *p = NULL;
  cj_status s = cj_plan_create(&r, &p);
  snprintf(key, n, "%s", p ? cj_plan_key(p) : cj_last_error());
  if (p) { /* the facts are the question's: the answer holds the kernel's flags only */
    cj_plan_request(p, &r);
    CHECK((r.flags & ~(CJ_REQ_STAGE | CJ_REQ_GENERIC)) == 0, "%s: flags 0x%x", key, r.flags);
  }
  cj_plan_destroy(p);
  return s;
}

/* A request's facts (CJ_REQ_FACTS) decide auto's variant and staging in the plan: the areas
 * the communicator has, send and recv on the heap, in place. */
static void test_facts(void) {
  const unsigned all = CJ_REQ_FACTS | CJ_REQ_LL_AREA | CJ_REQ_RELAY_AREA | CJ_REQ_SEND_HEAP |
                       CJ_REQ_RECV_HEAP;
  char k[512];
  /* small all_reduce: ll with the ll area, one_shot without (which stages a send off the
   * heap, and an in-place call whatever its send) */
  CHECK(facts_key(CJ_OP_ALL_REDUCE, 2048, 4, all, k, sizeof k) == CJ_OK &&
            strstr(k, "allreduce.ll.") == k, "%s", k);
  CHECK(facts_key(CJ_OP_ALL_REDUCE, 2048, 4, all & ~CJ_REQ_LL_AREA, k, sizeof k) == CJ_OK &&
            strstr(k, "allreduce.one_shot.") == k && !strstr(k, ".stage"), "%s", k);
  CHECK(facts_key(CJ_OP_ALL_REDUCE, 2048, 4, all & ~(CJ_REQ_LL_AREA | CJ_REQ_SEND_HEAP), k,
                  sizeof k) == CJ_OK && strstr(k, ".stage."), "send off the heap: %s", k);
  CHECK(facts_key(CJ_OP_ALL_REDUCE, 2048, 4, (all & ~CJ_REQ_LL_AREA) | CJ_REQ_IN_PLACE, k,
                  sizeof k) == CJ_OK && strstr(k, ".stage."), "in place: %s", k);
  /* one rank: nothing to stage */
  CHECK(facts_key(CJ_OP_ALL_REDUCE, 2048, 1, CJ_REQ_FACTS, k, sizeof k) == CJ_OK &&
            !strstr(k, ".stage"), "%s", k);
  /* ll and relay kernels work on local buffers: no staging whatever the buffers */
  CHECK(facts_key(CJ_OP_ALL_REDUCE, 2048, 4, CJ_REQ_FACTS | CJ_REQ_LL_AREA, k, sizeof k) ==
            CJ_OK && strstr(k, "allreduce.ll.") == k && !strstr(k, ".stage"), "%s", k);
  /* large all_reduce: two_shot with recv on the heap, one_shot (its peers would write recv)
   * without */
  CHECK(facts_key(CJ_OP_ALL_REDUCE, 4u << 20, 4, all & ~CJ_REQ_RELAY_AREA, k, sizeof k) ==
            CJ_OK && strstr(k, "allreduce.two_shot.") == k, "%s", k);
  CHECK(facts_key(CJ_OP_ALL_REDUCE, 4u << 20, 4, all & ~(CJ_REQ_RELAY_AREA | CJ_REQ_RECV_HEAP),
                  k, sizeof k) == CJ_OK && strstr(k, "allreduce.one_shot.") == k, "%s", k);
  /* a variant whose peers write recv (broadcast split) is refused with recv off the heap,
   * naming recv */
  CHECK(facts_key(CJ_OP_BROADCAST, 4u << 20, 4, all, k, sizeof k) == CJ_OK &&
            strstr(k, "broadcast.split.") == k, "%s", k);
  CHECK(facts_key(CJ_OP_BROADCAST, 4u << 20, 4, all & ~CJ_REQ_RECV_HEAP, k, sizeof k) ==
            CJ_E_INVALID && strstr(k, "recv:") && strstr(k, "symmetric heap"), "%s", k);
  /* without facts a request is planned as before (every area, buffers on the heap); fact
   * bits without CJ_REQ_FACTS are refused */
  CHECK(facts_key(CJ_OP_ALL_REDUCE, 2048, 4, 0, k, sizeof k) == CJ_OK &&
            strstr(k, "allreduce.ll.") == k, "%s", k);
  CHECK(facts_key(CJ_OP_ALL_REDUCE, 2048, 4, CJ_REQ_LL_AREA, k, sizeof k) == CJ_E_INVALID &&
            strstr(k, "flags:"), "%s", k);
  CHECK(facts_key(CJ_OP_ALL_REDUCE, 2048, 4, 0x80000000u, k, sizeof k) == CJ_E_INVALID &&
            strstr(k, "flags:"), "%s", k);
}

/* Selection tables: the parser (rows, errors with their line), the built-in table, and a
 * forced choice reaching the plan. */
extern const char cj__select_table_text[];
static int rows_seen;
static cj_select_row last_row;
static void count_row(void *user, const cj_select_row *r) {
  (void)user;
  last_row = *r;
  rows_seen++;
}

static void test_select(void) {
  CHECK(cj__select_parse(cj__select_table_text, "select.tsv", NULL, NULL) == CJ_OK,
        "built-in table: %s", cj_last_error());
  rows_seen = 0;
  CHECK(cj__select_parse("# c\n\nsm_90 2 allreduce 65536 ll 0\n gfx942 8 allgather max push 64"
                         "\n", "t", count_row, NULL) == CJ_OK && rows_seen == 2,
        "%d rows: %s", rows_seen, cj_last_error());
  /* the optional columns of allgather_gemm's fused kernel: fetchers and k_per_flag */
  rows_seen = 0;
  CHECK(cj__select_parse("sm_90 2 allreduce 65536 ll 0\nsm_90 4 allgather_gemm 1048576 pull 0 "
                         "16 4\n", "t", count_row, NULL) == CJ_OK && rows_seen == 2 &&
            last_row.op == CJ_OP_ALLGATHER_GEMM && last_row.choice.variant == CJ_VARIANT_PULL &&
            last_row.choice.fetchers == 16 && last_row.choice.k_per_flag == 4 &&
            last_row.max_bytes == 1048576 && last_row.world == 4,
        "fetchers, k_per_flag columns: %d rows, fe %d kpf %d: %s", rows_seen,
        last_row.choice.fetchers, last_row.choice.k_per_flag, cj_last_error());
  CHECK(cj__select_parse("gfx942 2 allgather_gemm max pull 0 0 0\n", "t", count_row, NULL) ==
                CJ_OK && last_row.choice.fetchers == 0 && last_row.choice.k_per_flag == 0,
        "0 0: %s", cj_last_error());
  /* the copy engines' path: a row of the ops that have one (no kernel: auto plans the
   * built-in rule's kernel for the runtime's fallback; a request naming it is refused) */
  rows_seen = 0;
  CHECK(cj__select_parse("sm_90 2 broadcast max ce 0\nsm_90 8 alltoall 1048576 ce 0\n"
                         "gfx942 4 allgather max ce 0\n", "t", count_row, NULL) == CJ_OK &&
            rows_seen == 3 && last_row.choice.variant == CJ_VARIANT_CE &&
            last_row.op == CJ_OP_ALL_GATHER,
        "ce rows: %d: %s", rows_seen, cj_last_error());
  rows_seen = 0; /* the GEMM ops' ce path (the copy engines with the gemm op's kernel) */
  CHECK(cj__select_parse("sm_90 2 allgather_gemm max ce 0\ngfx942 4 gemm_reducescatter max ce 0\n",
                         "t", count_row, NULL) == CJ_OK &&
            rows_seen == 2 && last_row.choice.variant == CJ_VARIANT_CE &&
            last_row.op == CJ_OP_GEMM_REDUCESCATTER,
        "GEMM ce rows: %d: %s", rows_seen, cj_last_error());
  CHECK(cj__op_copy_form(CJ_OP_BROADCAST) && cj__op_copy_form(CJ_OP_ALL_TO_ALL) &&
            cj__op_copy_form(CJ_OP_ALL_GATHER) && !cj__op_copy_form(CJ_OP_ALL_REDUCE) &&
            !cj__op_copy_form(CJ_OP_REDUCE) && !cj__op_copy_form(CJ_OP_REDUCE_SCATTER) &&
            !cj__op_copy_form(CJ_OP_BARRIER) && !cj__op_copy_form(CJ_OP_ALLGATHER_GEMM) &&
            !cj__op_copy_form(CJ_OP_ALL_REDUCE_RMSNORM),
        "copy form: all_gather, all_to_all, broadcast only");
  CHECK(cj__op_ce(CJ_OP_ALL_REDUCE) && cj__op_ce(CJ_OP_BROADCAST) && cj__op_ce(CJ_OP_ALL_GATHER) &&
            cj__op_ce(CJ_OP_ALL_TO_ALL) && !cj__op_ce(CJ_OP_REDUCE) &&
            !cj__op_ce(CJ_OP_REDUCE_SCATTER) && !cj__op_ce(CJ_OP_ALL_REDUCE_RMSNORM) &&
            !cj__op_ce(CJ_OP_ALLGATHER_GEMM) && !cj__op_ce(CJ_OP_BARRIER),
        "the ce path: the copy forms and all_reduce (reduce-scatter, then copies)");
  rows_seen = 0; /* all_reduce's ce path (its reduce-scatter kernel, then the copy engines) */
  CHECK(cj__select_parse("sm_90 4 allreduce max ce 0\n", "t", count_row, NULL) == CJ_OK &&
            rows_seen == 1 && last_row.choice.variant == CJ_VARIANT_CE &&
            last_row.op == CJ_OP_ALL_REDUCE,
        "all_reduce ce row: %d: %s", rows_seen, cj_last_error());
  cj_request ce = base_request();
  ce.op = CJ_OP_BROADCAST;
  ce.variant = CJ_VARIANT_CE;
  expect_invalid(ce, "copy-engine");
  ce.op = CJ_OP_ALL_REDUCE; /* (its key: no kernel of its own either) */
  expect_invalid(ce, "all-gather");
  /* the runtime's per-call test: the built-in table names ce for broadcast and all_reduce
   * (4 ranks above 64 MiB), never for reduce (no ce path) nor ll for the GEMM ops; a forced
   * choice opens every pair */
  CHECK(cj__select_may(CJ_OP_BROADCAST, CJ_VARIANT_CE) &&
            cj__select_may(CJ_OP_ALL_REDUCE, CJ_VARIANT_CE) &&
            !cj__select_may(CJ_OP_REDUCE, CJ_VARIANT_CE) &&
            !cj__select_may(CJ_OP_GEMM_REDUCESCATTER, CJ_VARIANT_LL) &&
            !cj__select_may(CJ_OP_COUNT_, CJ_VARIANT_CE) &&
            !cj__select_may(CJ_OP_BROADCAST, CJ_VARIANT_COUNT_),
        "cj__select_may: which (op, variant) pairs a row names");
  cj__select_force(CJ_OP_BROADCAST, CJ_VARIANT_CE, 0, 1);
  CHECK(cj__select_may(CJ_OP_REDUCE, CJ_VARIANT_CE), "a forced choice: every pair may");
  cj_plan *pce = NULL;
  CHECK(cj_plan_from_key("broadcast.bf16.n16777216.w2.r0.sm_90", &pce) == CJ_OK && pce &&
            !strstr(cj_plan_key(pce), ".ce."),
        "auto under a ce choice plans a kernel: %s (%s)", pce ? cj_plan_key(pce) : "refused",
        cj_last_error());
  cj_plan_destroy(pce);
  cj__select_force(CJ_OP_BROADCAST, CJ_VARIANT_AUTO, 0, 0);
  static const char *const bad[] = {"sm_90 2 allreduce 65536 ll",        /* 5 columns */
                                    "sm_90 2 allgather_gemm 65536 pull 0 16", /* 7 */
                                    "sm_90 2 allgather_gemm 65536 pull 0 16 4 1", /* 9 */
                                    "sm_90 2 allgather_gemm 65536 pull 0 16 x",
                                    "sm_90 2 allgather_gemm 65536 pull 0 257 4", /* fetchers */
                                    "sm_90 2 allgather_gemm 65536 pull 0 16 -1", /* kpf */
                                    "sm_90 2 allreduce 65536 ll 0 16 4",  /* not the op's */
                                    "sm_90 2 allgather_gemm 65536 blas 0 16 4", /* nor blas */
                                    "sm_90 2 allgather_gemm 65536 ce 0 16 4",   /* nor ce */
                                    "sm_90 2 reduce max ce 0",           /* no ce path */
                                    "sm_90 2 allreduce max ce 0 16 4",   /* ce: no fetchers */
                                    "sm_99 2 allreduce 65536 ll 0",      /* arch */
                                    "sm_90 2 allreduce 6x ll 0",         /* bytes */
                                    "sm_90 2 allreduce 65536 three 0",   /* variant */
                                    "sm_90 0 allreduce 65536 ll 0",      /* world */
                                    "sm_90 2 allreduce 65536 ll 0 extra"};
  for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
    char text[128];
    snprintf(text, sizeof text, "# x\n%s\n", bad[i]);
    CHECK(cj__select_parse(text, "t", NULL, NULL) == CJ_E_INVALID &&
              strstr(cj_last_error(), "t:2:"), "'%s' accepted (%s)", bad[i], cj_last_error());
  }
  /* auto: ll for small vectors of whole words (all_gather, reduce_scatter too), not when
   * staged or when the buffers allow no 4-byte words; the op's default above 64 KiB; the
   * broadcast of a large vector where no table row speaks (sm_80, AMD): chain only where the
   * GPUs meet through switches (AMD's nodes link each pair directly: split) */
  static const struct {
    const char *key, *want;
  } autos[] = {{"allgather.bf16.n4096.w8.sm_90", "allgather.ll."},
               {"reducescatter.sum.f32.n1000.w2.gfx942", "reducescatter.ll."},
               {"reducescatter.sum.f32.n1000.w2.stage.gfx942", "reducescatter.pull."},
               {"allgather.bf16.n4096.w8.v2.sm_90", "allgather.push."},
               {"allgather.bf16.n4095.w8.sm_90", "allgather.push."},
               {"allgather.bf16.n1048576.w8.sm_90", "allgather.push."},
               {"allgather.bf16.nany.w8.v4.sm_90", "allgather.push."},
               {"broadcast.bf16.n33554432.w8.sm_80", "broadcast.chain."},
               {"broadcast.bf16.n33554432.w8.gfx942", "broadcast.split."},
               {"broadcast.bf16.n33554432.w4.gfx950", "broadcast.split."},
               {"broadcast.bf16.n33554432.w8.gfx90a", "broadcast.split."},
               {"broadcast.bf16.n4194304.w8.sm_80", "broadcast.split."}};
  for (size_t i = 0; i < sizeof autos / sizeof autos[0]; i++) {
    cj_plan *a = NULL;
    CHECK(cj_plan_from_key(autos[i].key, &a) == CJ_OK && a &&
              !strncmp(cj_plan_key(a), autos[i].want, strlen(autos[i].want)),
          "%s: %s (%s)", autos[i].key, a ? cj_plan_key(a) : "refused", cj_last_error());
    cj_plan_destroy(a);
  }
  cj_request ll = base_request();
  ll.variant = CJ_VARIANT_LL;
  ll.vec_bytes = 2;
  expect_invalid(ll, "vec_bytes");
  ll.vec_bytes = 0;
  ll.count = 4095; /* not whole words */
  expect_invalid(ll, "variant");
  cj__select_force(CJ_OP_ALL_GATHER, CJ_VARIANT_AUTO, 48, 1);
  cj_plan *p = NULL;
  CHECK(cj_plan_from_key("allgather.bf16.n16777216.w2.sm_90", &p) == CJ_OK && p &&
            strstr(cj_plan_key(p), ".g48."), "forced grid: %s", p ? cj_plan_key(p) : "");
  cj_plan_destroy(p);
  cj__select_force(CJ_OP_ALL_REDUCE, CJ_VARIANT_TWO_SHOT, 0, 1);
  CHECK(cj_plan_from_key("allreduce.bf16.n1024.w2.sm_90", &p) == CJ_OK && p &&
            strstr(cj_plan_key(p), "two_shot"), "forced variant: %s", p ? cj_plan_key(p) : "");
  cj_plan_destroy(p);
  cj__select_force(CJ_OP_ALL_GATHER, CJ_VARIANT_AUTO, 0, 0);
  cj__select_force(CJ_OP_ALL_REDUCE, CJ_VARIANT_AUTO, 0, 0);
  CHECK(cj_plan_from_key("allgather.bf16.n16777216.w2.g7.sm_90", &p) == CJ_OK && p &&
            strstr(cj_plan_key(p), ".g7."), "an explicit grid wins: %s", p ? cj_plan_key(p) : "");
  cj_plan_destroy(p);
}

/* A numeric token whose value 0 would silently mean "the default" is refused, naming it; the
 * same key without the token takes the default. */
static void test_zero_tokens(void) {
  static const char *const zeros[] = {"g0", "v0", "t0x0", "t4x0", "t0x512", "b0x0", "b256x0",
                                      "b0x32"};
  for (size_t i = 0; i < sizeof zeros / sizeof zeros[0]; i++) {
    char key[128];
    snprintf(key, sizeof key, "allgather.f32.n4096.w2.%s.sm_90", zeros[i]);
    cj_plan *p = (cj_plan *)1;
    CHECK(cj_plan_from_key(key, &p) == CJ_E_INVALID && !p, "%s accepted", key);
    CHECK(strstr(cj_last_error(), zeros[i]) != NULL, "%s: message does not name the token: %s",
          key, cj_last_error());
  }
  cj_plan *p = NULL;
  CHECK(cj_plan_from_key("allgather.f32.n4096.w2.sm_90", &p) == CJ_OK, "%s", cj_last_error());
  cj_plan_destroy(p);
  /* root 0 is a root, not a default */
  CHECK(cj_plan_from_key("broadcast.f32.n4096.w2.r0.sm_90", &p) == CJ_OK, "%s", cj_last_error());
  cj_plan_destroy(p);
}

/* allreduce_rmsnorm left auto with rows that are not whole 4-byte words: ll cannot move them,
 * so auto is two_shot (it once picked ll and then refused a vector width never given). */
static void test_rmsnorm_auto_rows(void) {
  static const char *keys[] = {"allreduce_rmsnorm.bf16.n12.h3.w8.sm_90",
                               "allreduce_rmsnorm.bf16.n4096.h1.w8.sm_90",
                               "allreduce_rmsnorm.f16.n35.h7.w2.gfx942"};
  for (int i = 0; i < 3; i++) {
    cj_plan *p = NULL;
    cj_status s = cj_plan_from_key(keys[i], &p);
    CHECK(s == CJ_OK && p->variant == CJ_VARIANT_TWO_SHOT, "%s: %s", keys[i],
          s ? cj_last_error() : cj_variant_name(p->variant));
    cj_plan_destroy(p);
  }
  /* a kernel too large to compile in reasonable time is refused when it is built */
  cj_plan *big = NULL;
  kir_kernel *k = NULL;
  CHECK(cj_plan_from_key("allreduce_rmsnorm.two_shot.bf16.n262144.h262144.w64.b1024x32.sm_90", &big) ==
            CJ_OK, "%s", cj_last_error());
  CHECK(big && cj__build_kernel(big, &k) == CJ_E_INVALID && !k &&
            strstr(cj_last_error(), "values, more than"), "built: %s", cj_last_error());
  kir_kernel_free(k);
  cj_plan_destroy(big);
  CHECK(cj_plan_from_key("allreduce_rmsnorm.two_shot.bf16.n262144.h262144.w8.b1024x32.sm_90", &big) ==
            CJ_OK && cj__build_kernel(big, &k) == CJ_OK, "w8: %s", cj_last_error());
  kir_kernel_free(k);
  cj_plan_destroy(big);
  cj_plan *p = NULL; /* whole words: ll, as before */
  CHECK(cj_plan_from_key("allreduce_rmsnorm.bf16.n4096.h2.w8.sm_90", &p) == CJ_OK &&
            p->variant == CJ_VARIANT_LL, "h2: %s", cj_last_error());
  cj_plan_destroy(p);
}

/* Every rule of a row is set (one left out reads 0, _UNSET_), the facts only some ops have are
 * there where they apply, and the facts agree with each other. */
static void check_op_row(cj_op op, const cj_op_info *i) {
  const char *n = cj_op_name(op);
  int per_size = i->bench == CJ_BENCH_CHUNK || i->bench == CJ_BENCH_WHOLE;
  CHECK(i->work != CJ_WORK_UNSET_, "op %s: no workspace rule", n);
  CHECK(i->src != CJ_SRC_UNSET_, "op %s: no element source", n);
  CHECK(i->busbw != CJ_BUSBW_UNSET_, "op %s: no bus-bandwidth factor", n);
  CHECK(i->bench != CJ_BENCH_UNSET_, "op %s: no bench rule", n);
  CHECK(i->nccl != CJ_NCCL_UNSET_, "op %s: no NCCL counterpart (or none)", n);
  CHECK(i->shapeless || i->test_only || (i->torch && i->torch[0]), "op %s: no torch op", n);
  CHECK(!i->gemm || i->shards != CJ_SHARDS_UNSET_, "GEMM op %s: no sharding", n);
  CHECK(i->gemm || i->shards == CJ_SHARDS_UNSET_, "op %s: sharding but no GEMM", n);
  CHECK(!i->gemm || i->gemm_comm != CJ_GEMM_COMM_UNSET_, "GEMM op %s: no gemm_comm", n);
  CHECK(i->gemm || i->gemm_comm == CJ_GEMM_COMM_UNSET_, "op %s: gemm_comm but no GEMM", n);
  /* a GEMM op that touches no peer has A whole on each rank, and the converse */
  CHECK(!i->gemm || (i->gemm_comm == CJ_GEMM_LOCAL) == (i->shards == CJ_SHARDS_NONE),
        "GEMM op %s: gemm_comm and shards disagree", n);
  CHECK(!i->gemm || cj__op_takes_shard(op, cj__op_default_shard(op)),
        "GEMM op %s: its default shard is not one it takes", n);
  CHECK(i->work != CJ_WORK_GEMM || i->gemm, "op %s: a GEMM workspace but no GEMM", n);
  CHECK(!i->shapeless == (i->src != CJ_SRC_NONE), "op %s: shape-less iff it moves no data", n);
  CHECK(!i->flat || (!i->shapeless && !i->rows && !i->gemm),
        "op %s: a flat entry, but shape-less, 2-D or GEMM", n);
  CHECK((i->flat || i->shapeless) == (i->src != CJ_SRC_OWN),
        "op %s: computed ops (own references) are exactly those with entries of their own", n);
  CHECK(i->src != CJ_SRC_ALL || i->reduces, "op %s: combines ranks without a redop", n);
  CHECK(i->src != CJ_SRC_ROOT || i->rooted, "op %s: the root's, but no root", n);
  CHECK(!per_size || (i->flat && i->nccl != CJ_NCCL_NONE && i->busbw != CJ_BUSBW_NONE),
        "op %s: timed per size without a flat entry, NCCL counterpart or bus factor", n);
  CHECK(i->bench != CJ_BENCH_SHAPES || (i->gemm && i->nccl != CJ_NCCL_NONE),
        "op %s: timed per shape, but no GEMM op with a reference collective", n);
}

/* The source file `rel` under the source tree, NUL-terminated (NULL: unreadable). */
static char *source_text(const char *rel) {
  const char *root = getenv("COLLJIT_SOURCE_DIR");
  char path[1024];
  snprintf(path, sizeof path, "%s/%s", root ? root : "../..", rel);
  FILE *f = fopen(path, "rb");
  char *text = f ? calloc(1, 1 << 20) : NULL;
  if (text && !fread(text, 1, (1 << 20) - 1, f)) {
    free(text);
    text = NULL;
  }
  if (f) fclose(f);
  CHECK(text != NULL, "%s unreadable (COLLJIT_SOURCE_DIR: the source tree)", path);
  return text;
}

/* The names the Python package writes out by hand are the table's: each torch op is declared
 * (colljit::NAME) and every declared one is an op's; torch.py reaches the flat collectives
 * through the one entry by op (cj_collective), so it keeps no op -> entry map of its own. */
static void test_op_table_python(void) {
  char *ops = source_text("python/colljit/_torch_ops.py");
  char *torch = source_text("python/colljit/torch.py");
  int named = 0, declared = 0;
  for (const char *p = ops; p && (p = strstr(p, "custom_op(\"colljit::")); p++)
    declared++;
  for (int o = 0; ops && o < CJ_OP_COUNT_; o++) {
    const cj_op_info *i = cj__op((cj_op)o);
    char want[128];
    if (!i->torch) continue;
    named++;
    snprintf(want, sizeof want, "custom_op(\"colljit::%s\"", i->torch);
    CHECK(strstr(ops, want), "op %s: %s is not in _torch_ops.py", cj_op_name((cj_op)o), want);
  }
  CHECK(!ops || declared == named, "_torch_ops.py declares %d colljit ops, the table names %d",
        declared, named);
  CHECK(!torch || (strstr(torch, "lib.cj_collective") && !strstr(torch, "_ENTRY")),
        "torch.py calls the collectives through cj_collective, with no op -> entry map");
  free(ops);
  free(torch);
}

/* python -m colljit.check's list of the ops that compose across nodes is the table's
 * (across_nodes), in the table's order (compared without white space: the tuple may wrap). */
static void squeeze(char *t) {
  char *w = t;
  for (; *t; t++)
    if (*t != ' ' && *t != '\n') *w++ = *t;
  *w = 0;
}

static void test_across_nodes_python(void) {
  char *check = source_text("python/colljit/check.py");
  char want[256] = "ACROSS_NODES = (";
  int n = 0;
  for (int o = 0; o < CJ_OP_COUNT_; o++) {
    const cj_op_info *i = cj__op((cj_op)o);
    if (!i->across_nodes) continue;
    CHECK(i->torch && (i->flat || i->rows),
          "op %s composes across nodes but is no torch collective nor all_reduce_rmsnorm",
          cj_op_name((cj_op)o));
    snprintf(want + strlen(want), sizeof want - strlen(want), "%s\"%s\"", n++ ? ", " : "",
             i->torch ? i->torch : "?");
  }
  snprintf(want + strlen(want), sizeof want - strlen(want), ")");
  CHECK(n == 4, "%d ops compose across nodes (all_reduce, all_gather, reduce_scatter, "
        "all_reduce_rmsnorm)", n);
  if (check) squeeze(check);
  squeeze(want);
  CHECK(check && strstr(check, want), "check.py does not say %s", want);
  free(check);
}

/* The binding (_torch_base.py) names dtypes and reductions as the library does and writes out
 * none of their numbers: it looks them up (enum_value), so a renumbered enum cannot go unseen. */
static void test_vocab_python(void) {
  char *torch = source_text("python/colljit/_torch_base.py");
  static const struct {
    const char *text;
    int value;
  } want[] = {{"torch.float32: \"%s\"", CJ_F32},
              {"torch.float16: \"%s\"", CJ_F16},
              {"torch.bfloat16: \"%s\"", CJ_BF16},
              {"torch.int32: \"%s\"", CJ_I32}};
  for (size_t i = 0; torch && i < sizeof want / sizeof *want; i++) {
    char line[64];
    snprintf(line, sizeof line, want[i].text, cj_dtype_name((cj_dtype)want[i].value));
    CHECK(strstr(torch, line), "_torch_base.py does not say %s (the library's name)", line);
  }
  CHECK(!torch || (strstr(torch, "enum_value(\"dtype\", name)") &&
                   strstr(torch, "enum_value(\"redop\", name)") &&
                   strstr(torch, "vocabulary(\"op\")")),
        "_torch_base.py takes the dtype, reduction and op numbers from the library");
  static const char *const numbers[] = {"torch.float32: 0", "torch.float16: 1",
                                        "torch.bfloat16: 2", "\"sum\": 0", "\"max\": 1"};
  for (size_t i = 0; torch && i < sizeof numbers / sizeof *numbers; i++)
    CHECK(!strstr(torch, numbers[i]), "_torch_base.py writes out %s", numbers[i]);
  free(torch);
}

/* The accessors over the rules. */
static void test_op_accessors(void) {
  int from = 0;
  uint64_t idx = 0;
  CHECK(!cj__op_source(CJ_OP_REDUCE_SCATTER, 5, 2, 0, 3, &from, &idx) && from == CJ_SRC_EVERY &&
            idx == 13,
        "reduce_scatter: from %d idx %" PRIu64, from, idx);
  CHECK(!cj__op_source(CJ_OP_ALL_TO_ALL, 4, 1, 0, 9, &from, &idx) && from == 2 && idx == 5,
        "all_to_all: from %d idx %" PRIu64, from, idx);
  CHECK(!cj__op_source(CJ_OP_ALL_GATHER, 4, 1, 0, 9, &from, &idx) && from == 2 && idx == 1,
        "all_gather: from %d idx %" PRIu64, from, idx);
  CHECK(!cj__op_source(CJ_OP_BROADCAST, 4, 1, 3, 2, &from, &idx) && from == 3 && idx == 2,
        "broadcast: from %d idx %" PRIu64, from, idx);
  CHECK(cj__op_source(CJ_OP_BARRIER, 4, 1, 0, 2, &from, &idx) == CJ_E_INVALID &&
            strstr(cj_last_error(), "barrier"),
        "barrier: %s", cj_last_error());
  CHECK(cj__op_source(CJ_OP_COUNT_, 4, 1, 0, 2, &from, &idx) == CJ_E_INVALID &&
            strstr(cj_last_error(), "unknown op"),
        "past the table: %s", cj_last_error());
  CHECK(cj__op_busbw_factor(CJ_OP_ALL_REDUCE, 4) == 1.5, "all_reduce's factor at 4");
  CHECK(cj__op_busbw_factor(CJ_OP_ALL_GATHER, 4) == 0.75, "all_gather's factor at 4");
  CHECK(cj__op_busbw_factor(CJ_OP_REDUCE, 4) == 1, "reduce's factor");
  CHECK(cj__op_busbw_factor(CJ_OP_BARRIER, 4) == 0, "the barrier moves nothing");
  CHECK(cj__op_default_shard(CJ_OP_GEMM_REDUCESCATTER) == CJ_SHARD_K &&
            !cj__op_takes_shard(CJ_OP_GEMM_REDUCESCATTER, CJ_SHARD_M) &&
            cj__op_takes_shard(CJ_OP_ALLGATHER_GEMM, CJ_SHARD_K) &&
            !cj__op_takes_shard(CJ_OP_GEMM, CJ_SHARD_K),
        "GEMM shards");
}

/* Every op of the vocabulary has its row in the op table (filled by name: a missing row
 * would read as all zeros) with every rule set, and at least one generator row. */
static void test_op_table(void) {
  for (int o = 0; o < CJ_OP_COUNT_; o++) {
    const cj_op_info *i = cj__op((cj_op)o);
    CHECK(i && i->call && i->call[0], "op %s has no row in the op table", cj_op_name((cj_op)o));
    if (i) check_op_row((cj_op)o, i);
    CHECK(cj__variant_row((cj_op)o, CJ_VARIANT_AUTO) != NULL, "op %s has no generator",
          cj_op_name((cj_op)o));
  }
  CHECK(cj__op(CJ_OP_COUNT_) == NULL, "an op past the table has no row");
  CHECK(cj__op_known(CJ_OP_COUNT_, "probe") == CJ_E_INVALID &&
            strstr(cj_last_error(), "probe: unknown op"),
        "%s", cj_last_error());
  test_op_table_python();
  test_vocab_python();
  test_across_nodes_python();
  test_op_accessors();
}

int main(void) {
  test_op_table();
  test_rmsnorm_auto_rows();
  test_zero_tokens();
  test_bad_requests();
  test_select();
  test_generic();
  test_facts();
  test_defaults_and_key();
  test_random_requests();
  return test_end();
}
