/* The test build's op test_sum (tests/ops/test_ops.h) end to end on the CPU executor: its key
 * parses and plans (auto takes its one variant), its generator builds the kernel, and the
 * kernel runs on host threads against the reference the op table gives (every rank's input
 * combined in rank order): every dtype and reduction, 1 to 8 ranks, partial and whole tiles,
 * shape-generic, the planner's default layout; apart, in place and with send off the heap,
 * asked with the call's facts (CJ_REQ_FACTS) as the runtime asks, so that the plan decides
 * staging from the op's rows (it pulls; in place, it stages). Nothing outside codegen/ops.c,
 * its generator (coll_test_sum.c) and this directory names the op. */
#include <string.h>

#include "coll_check.h"
#include "codegen.h"
#include "test.h"

static coll_stats st;
static uint64_t seed = 20261126;

static void run(const coll_case *c) {
  coll_result r = coll_run(c, seed++, &st);
  char name[400];
  coll_case_name(c, NULL, name, sizeof name);
  CHECK(r == COLL_PASS, "%s: %s", name,
        r == COLL_INVALID ? cj_last_error() : r == COLL_UNSUPPORTED ? "unsupported" : "wrong");
}

/* The facts of a call: apart with send on the heap, in place, or send off the heap. */
static unsigned facts(int mode) {
  unsigned f = CJ_REQ_FACTS | CJ_REQ_RECV_HEAP;
  return f | (mode == 2 ? 0 : CJ_REQ_SEND_HEAP) | (mode == 1 ? CJ_REQ_IN_PLACE : 0);
}

static void key_and_plan(void) {
  CHECK(cj_vocab_lookup("op", "test_sum") == CJ_OP_TEST_SUM, "the vocabulary has test_sum");
  CHECK(cj__op(CJ_OP_TEST_SUM) && cj__op(CJ_OP_TEST_SUM)->test_only, "its row is a test op's");
  cj_plan *p = NULL;
  CHECK(cj_plan_from_key("test_sum.bf16.n1000.w4.host", &p) == CJ_OK, "%s", cj_last_error());
  if (p) {
    CHECK(strstr(cj_plan_key(p), "test_sum.pull.sum.bf16.n1000.w4.") == cj_plan_key(p), "%s",
          cj_plan_key(p));
    kir_kernel *k = NULL;
    CHECK(cj__build_kernel(p, &k) == CJ_OK && k, "kir: %s", cj_last_error());
    kir_kernel_free(k);
  }
  cj_plan_destroy(p);
  for (int mode = 0; mode < 3; mode++) { /* the plan stages in place and off the heap */
    cj_request r = CJ_REQUEST_INIT;
    r.op = CJ_OP_TEST_SUM;
    r.count = 1000;
    r.world = 4;
    r.target = "host";
    r.flags = facts(mode);
    p = NULL;
    CHECK(cj_plan_create(&r, &p) == CJ_OK &&
              (strstr(cj_plan_key(p), ".stage") != NULL) == (mode > 0),
          "mode %d: %s", mode, p ? cj_plan_key(p) : cj_last_error());
    cj_plan_destroy(p);
  }
}

int main(void) {
  static const cj_dtype dtypes[] = {CJ_F32, CJ_F16, CJ_BF16, CJ_I32};
  static const cj_redop redops[] = {CJ_SUM, CJ_MAX, CJ_MIN};
  static const uint64_t counts[] = {1, 7, 1000, 4099};
  key_and_plan();
  int i = 0;
  for (int d = 0; d < 4; d++)
    for (int rd = 0; rd < 3; rd++)
      for (int w = 1; w <= 8; w++)
        for (int ci = 0; ci < 4; ci++, i++) {
          coll_case c;
          memset(&c, 0, sizeof c);
          c.op = CJ_OP_TEST_SUM;
          c.dtype = dtypes[d];
          c.redop = redops[rd];
          c.world = w;
          c.count = counts[ci];
          c.calls = 2;
          c.threads = 64;
          c.grid = 1 + (w + ci + d) % 4;
          c.bar = i % 5 == 2 ? CJ_BAR_END : CJ_BAR_FULL;
          c.independent = c.bar == CJ_BAR_FULL && i % 2 == 0;
          c.inplace = i % 3 == 1;
          c.flags = facts(i % 3);
          c.generic = i % 7 == 3 ? 1 : 0;
          run(&c);
        }
  for (int w = 2; w <= 8; w += 3) { /* the planner's layout, a larger vector */
    coll_case c;
    memset(&c, 0, sizeof c);
    c.op = CJ_OP_TEST_SUM;
    c.dtype = w == 5 ? CJ_BF16 : CJ_F32;
    c.redop = CJ_SUM;
    c.world = w;
    c.count = 70001;
    c.calls = 2;
    c.bar = CJ_BAR_DEFAULT;
    c.flags = facts(w % 3);
    c.inplace = w % 3 == 1;
    run(&c);
  }
  printf("test_sum: %d cases, %d passed, %ld elements checked\n", st.cases, st.passed,
         st.elements);
  return test_end();
}
