/* The public vocabularies, the options-struct rule, the version, and the op table / registry
 * against each other. */
#include <stddef.h>

#include "codegen.h"
#include "support.h"
#include "test.h"

static void vocabularies(void) {
  static const char *const vocabs[] = {"op",      "dtype", "redop",   "variant",
                                       "barrier", "emit",  "compiler"};
  /* every name maps back to its value, in each vocabulary */
  for (int e = 0; e < CJ_EMIT_COUNT_; e++)
    CHECK_EQ(cj_vocab_lookup("emit", cj_emit_name((cj_emit)e)), e);
  for (int c = 0; c < CJ_COMPILER_COUNT_; c++)
    CHECK_EQ(cj_vocab_lookup("compiler", cj_compiler_name((cj_compiler)c)), c);
  for (int o = 0; o < CJ_OP_COUNT_; o++)
    CHECK_EQ(cj_vocab_lookup("op", cj_op_name((cj_op)o)), o);
  for (int v = 0; v < CJ_VARIANT_COUNT_; v++)
    CHECK_EQ(cj_vocab_lookup("variant", cj_variant_name((cj_variant)v)), v);
  CHECK_STREQ(cj_emit_name(CJ_EMIT_ISA), "isa");
  CHECK_STREQ(cj_compiler_name(CJ_COMPILER_LLVM), "llvm");
  CHECK(cj_emit_name(CJ_EMIT_COUNT_) == NULL, "past the end");
  for (size_t i = 0; i < sizeof vocabs / sizeof vocabs[0]; i++)
    CHECK_EQ(cj_vocab_lookup(vocabs[i], "no-such-name"), -1);
  CHECK_EQ(cj_vocab_lookup("nonsense", "f32"), -1);
  CHECK_EQ(cj_vocab_lookup(NULL, "f32"), -1);
}

static void version(void) {
  CHECK_EQ(cj_version(), CJ_VERSION_HEX);
  CHECK_STREQ(cj_version_string(), CJ_VERSION_STRING);
  CHECK_EQ(CJ_VERSION_HEX >> 16, CJ_VERSION_MAJOR);
}

/* An options struct of an older (shorter) version: its fields read, the rest default. */
static void options(void) {
  cj_request r = CJ_REQUEST_INIT;
  r.op = CJ_OP_ALL_REDUCE;
  r.count = 4096;
  r.world = 2;
  r.target = "sm_90";
  cj_plan *p = NULL;
  CHECK_EQ(cj_plan_create(&r, &p), CJ_OK);
  char full[256];
  snprintf(full, sizeof full, "%s", cj_plan_key(p));
  cj_plan_destroy(p);
  /* the same request cut before `flags`: an older caller; flags defaults to 0 */
  r.struct_size = offsetof(cj_request, flags);
  r.flags = CJ_REQ_STAGE; /* beyond the caller's struct: must not be read */
  CHECK_EQ(cj_plan_create(&r, &p), CJ_OK);
  if (p) CHECK_STREQ(cj_plan_key(p), full);
  cj_plan_destroy(p);
  /* a newer caller's struct (larger): the fields this version knows are read */
  struct {
    cj_request r;
    int future;
  } big = {r, 7};
  big.r.struct_size = sizeof big;
  big.r.flags = 0;
  CHECK_EQ(cj_plan_create(&big.r, &p), CJ_OK);
  if (p) CHECK_STREQ(cj_plan_key(p), full);
  cj_plan_destroy(p);
  r.struct_size = 4; /* not a request at all */
  CHECK_EQ(cj_plan_create(&r, &p), CJ_E_INVALID);
  CHECK(p == NULL, "plan set on failure");
}

/* Each registry row belongs to an op of the table; every op has a default row; the facts that
 * the runtime and the tests read agree with the buffer rules the README states. */
static void op_table(void) {
  for (int o = 0; o < CJ_OP_COUNT_; o++) {
    const cj_op_info *info = cj__op((cj_op)o);
    CHECK(info && info->call && info->call[0], "op %d has a row", o);
    const cj_variant_row *row = cj__variant_row((cj_op)o, CJ_VARIANT_AUTO);
    CHECK(row && row->gen, "op %s has a default variant", cj_op_name((cj_op)o));
    cj_variant vs[8];
    int n = cj__op_variants((cj_op)o, vs, 8);
    CHECK(n >= 1 && vs[0] == row->variant, "the default row comes first");
    for (int i = 0; i < n; i++) {
      const cj_variant_row *v = cj__variant_row((cj_op)o, vs[i]);
      /* local-only variants (ll, relay) never need recv on the heap and never stage */
      if (v->area != CJ_AREA_WORK) CHECK(!v->writes_recv && !v->inplace_stages, "local only");
      if (v->variant == CJ_VARIANT_LL) CHECK_EQ(v->barrier, CJ_BAR_NONE);
    }
  }
  CHECK(cj__op(CJ_OP_COUNT_) == NULL, "past the end");
  CHECK_EQ(cj__op_in_elems(CJ_OP_REDUCE_SCATTER, 10, 4), 40);
  CHECK_EQ(cj__op_out_elems(CJ_OP_REDUCE_SCATTER, 10, 4), 10);
  CHECK_EQ(cj__op_out_elems(CJ_OP_ALL_GATHER, 10, 4), 40);
  CHECK_EQ(cj__op_in_elems(CJ_OP_ALL_TO_ALL, 10, 4), 40);
  CHECK_EQ(cj__op_out_elems(CJ_OP_ALL_TO_ALL, 10, 4), 40);
  CHECK_EQ(cj__op_reads_send(CJ_OP_BROADCAST, 1, 0), 0);
  CHECK_EQ(cj__op_writes_recv(CJ_OP_REDUCE, 1, 0), 0);
  CHECK_EQ(cj__op_writes_recv(CJ_OP_REDUCE, 0, 0), 1);
  char buf[64];
  CHECK_EQ(cj__op_in_place(CJ_OP_ALL_GATHER, buf + 16, buf, 8, 2), 1);
  CHECK_EQ(cj__op_in_place(CJ_OP_REDUCE_SCATTER, buf, buf + 16, 8, 2), 1);
  CHECK_EQ(cj__op_in_place(CJ_OP_ALL_REDUCE, buf, buf, 8, 2), 1);
  CHECK_EQ(cj__op_in_place(CJ_OP_ALL_REDUCE, buf, buf + 8, 8, 2), 0);
}

int main(void) {
  vocabularies();
  version();
  options();
  op_table();
  return test_end();
}
