/* The real collective kernels through the public API and the LLVM path: all-gather and barrier
 * for gfx942 / gfx90a (code object, ISA, kernel descriptor) and sm_90 (PTX, cubin). */
#include "isa_common.h"

static int verbose;

static cj_plan *make_plan(cj_op op, const char *target) {
  cj_request r = CJ_REQUEST_INIT;
  r.op = op;
  r.dtype = CJ_BF16;
  r.count = op == CJ_OP_BARRIER ? 0 : 1u << 20;
  r.world = 8;
  r.target = target;
  cj_plan *p = NULL;
  cj_status s = cj_plan_create(&r, &p);
  CHECK(!s, "plan %s for %s: %s", cj_op_name(op), target, cj_last_error());
  return p;
}

static cj_status gen(const cj_plan *p, cj_emit what, cj_blob *out) {
  cj_status s = cj_generate(p, what, CJ_COMPILER_LLVM, out);
  if (s == CJ_E_UNAVAILABLE) isa_missing("LLVM toolchain (ld.lld / ptxas)");
  CHECK(!s, "generate %s (emit %d): %s", cj_plan_key(p), (int)what, cj_last_error());
  if (!s && verbose)
    printf("==== %s emit %d\n%s\n", cj_plan_key(p), (int)what,
           what == CJ_EMIT_OBJ ? "(binary)" : out->data);
  return s;
}

static void check_deterministic_ir(const cj_plan *p) {
  cj_blob a = {0, NULL}, b = {0, NULL};
  if (!gen(p, CJ_EMIT_LLVM, &a) && !gen(p, CJ_EMIT_LLVM, &b))
    CHECK(a.size == b.size && !memcmp(a.data, b.data, a.size), "%s: LLVM IR deterministic",
          cj_plan_key(p));
  cj_blob_free(&a);
  cj_blob_free(&b);
}

static void check_amd(cj_op op, const char *target) {
  cj_plan *p = make_plan(op, target);
  if (!p) return;
  const char *key = cj_plan_key(p);
  check_deterministic_ir(p);
  cj_blob obj = {0, NULL}, isa = {0, NULL};
  if (!gen(p, CJ_EMIT_OBJ, &obj)) {
    CHECK(has_elf_magic(&obj), "%s: code object is ELF", key);
    cj_amd_kernel_info info;
    cj_status s = cj__amd_kernel_info(&obj, cj_plan_kernel_name(p), &info);
    CHECK(!s, "%s: kernel descriptor: %s", key, cj_last_error());
    CHECK(!s && info.private_segment_fixed_size == 0, "%s: scratch %u bytes", key,
          info.private_segment_fixed_size);
  }
  if (!gen(p, CJ_EMIT_ISA, &isa)) {
    char label[320];
    snprintf(label, sizeof label, "%s:", cj_plan_kernel_name(p));
    CHECK(has(isa.data, label), "%s: kernel label in the ISA", key);
    CHECK(has(isa.data, "s_endpgm"), "%s: s_endpgm", key);
    CHECK(!has(isa.data, "scratch_") && !has(isa.data, "buffer_store_dword v"),
          "%s: no scratch spills", key);
    if (op == CJ_OP_ALL_GATHER) {
      CHECK(has(isa.data, "global_load_dwordx4"), "%s: global_load_dwordx4", key);
      CHECK(has(isa.data, "global_store_dwordx4"), "%s: global_store_dwordx4", key);
    }
    /* the barrier's arrival: a system-scope release store into the peer's row (the L2
     * written back first), no atomic round trip */
    CHECK(has(isa.data, "buffer_wbl2") && has(isa.data, "global_store_dword"),
          "%s: barrier arrival is a system-scope release store", key);
  }
  cj_blob_free(&obj);
  cj_blob_free(&isa);
  cj_plan_destroy(p);
}

static void check_nvidia(cj_op op, const char *target) {
  cj_plan *p = make_plan(op, target);
  if (!p) return;
  const char *key = cj_plan_key(p);
  check_deterministic_ir(p);
  cj_blob ptx = {0, NULL}, obj = {0, NULL};
  if (!gen(p, CJ_EMIT_PTX, &ptx)) {
    const char *s = ptx.data;
    if (op == CJ_OP_ALL_GATHER) {
      CHECK(has(s, "ld.global.v4") || has(s, "ld.global.nc.v4"), "%s: ld.global.v4", key);
      CHECK(has(s, "st.global.v4"), "%s: st.global.v4", key);
    }
    CHECK(has(s, "st.release.sys.global.u32"), "%s: system-scope release store (arrival)", key);
    CHECK(has(s, "ld.acquire.sys.global") || has(s, "ld.relaxed.sys.global"),
          "%s: system-scope flag load", key);
    CHECK(has(s, ".maxntid"), "%s: .maxntid", key);
  }
  if (!gen(p, CJ_EMIT_OBJ, &obj))
    CHECK(has_elf_magic(&obj) || !isa_have_ptxas(), "%s: cubin when ptxas exists", key);
  cj_blob_free(&ptx);
  cj_blob_free(&obj);
  cj_plan_destroy(p);
}

/* gfx950 (MI355X, wave64): built where the linked LLVM knows it (20 and later); an older one
 * refuses with CJ_E_UNSUPPORTED naming its version, never with code for another chip. */
static void check_gfx950(void) {
  cj_plan *p = make_plan(CJ_OP_ALL_GATHER, "gfx950");
  if (!p) return;
  CHECK(has(cj_plan_key(p), ".b256x64.") && has(cj_plan_key(p), ".gfx950"), "%s: wave64 gfx950",
        cj_plan_key(p));
  cj_blob obj = {0, NULL};
  cj_status s = cj_generate(p, CJ_EMIT_OBJ, CJ_COMPILER_LLVM, &obj);
  cj_blob_free(&obj);
  cj_plan_destroy(p);
  if (s == CJ_E_UNSUPPORTED) {
    const char *m = cj_last_error();
    printf("gfx950 via llvm: %s\n", m);
    CHECK(has(m, "LLVM 1") && has(m, "does not know gfx950"), "gfx950: the refusal names the "
          "LLVM version: %s", m);
    return;
  }
  if (s == CJ_E_UNAVAILABLE) isa_missing("LLVM toolchain (ld.lld)");
  CHECK(s == CJ_OK, "gfx950 via llvm: %s", cj_last_error());
  check_amd(CJ_OP_ALL_GATHER, "gfx950");
  check_amd(CJ_OP_BARRIER, "gfx950");
}

int main(void) {
  verbose = getenv("ISA_VERBOSE") != NULL;
  check_gfx950();
  check_amd(CJ_OP_ALL_GATHER, "gfx942");
  check_amd(CJ_OP_ALL_GATHER, "gfx90a");
  check_amd(CJ_OP_BARRIER, "gfx942");
  check_nvidia(CJ_OP_ALL_GATHER, "sm_90");
  check_nvidia(CJ_OP_BARRIER, "sm_90");
  return test_end();
}
