/* LLVM path on hand-built kernels: kir -> LLVM IR -> gfx90a / gfx942 code objects and sm_90
 * PTX (and a cubin when ptxas exists). Checks wide copies, atomics, fences and no scratch. */
#include <llvm-c/Core.h>
#include <llvm-c/Target.h>
#include <llvm-c/TargetMachine.h>
#include <llvm/Config/llvm-config.h>

#include <pthread.h>

#include "isa_common.h"
#include "kir.h"
#include "llvm_init.h"
#include "support.h"

#define BLOCK 256
#define GRID 8

/* dst[i] = src[i] in 16-byte vectors (grid-stride), then a flag handshake on `flags`. */
static kir_kernel *build_copy(void) {
  kir_kernel *k = kir_kernel_new("cj_test_copy", BLOCK, GRID, 64);
  kir_builder b;
  kir_builder_init(&b, k);
  kir_val src = kir_param_new(&b, "src", KT_PTR, KIR_PARAM_NOALIAS | KIR_PARAM_READONLY, 16);
  kir_val dst = kir_param_new(&b, "dst", KT_PTR, KIR_PARAM_NOALIAS, 16);
  kir_val flags = kir_param_new(&b, "flags", KT_PTR, 0, 8);
  kir_val n = kir_param_new(&b, "n", KT_I64, 0, 0);
  kir_val tid = kir_tid(&b);
  kir_val gid = kir_bin(&b, KIR_ADD, kir_bin(&b, KIR_MUL, kir_bid(&b), kir_i32(&b, BLOCK)), tid);
  kir_comment(&b, "grid-stride copy of 16-byte vectors");
  kir_val i =
      kir_for_begin(&b, kir_cvt(&b, KIR_ZEXT, KT_I64, gid), n, kir_i64(&b, BLOCK * GRID), 0);
  kir_val off = kir_bin(&b, KIR_SHL, i, kir_i64(&b, 4));
  kir_val v = kir_load(&b, KT_V4I32, kir_ptr_add(&b, src, off), 16, KIR_HINT_STREAM);
  kir_store(&b, kir_ptr_add(&b, dst, off), v, 16, KIR_HINT_NONE);
  kir_for_end(&b);
  kir_barrier(&b);
  kir_if_begin(&b, kir_cmp(&b, KIR_EQ, tid, kir_i32(&b, 0)));
  kir_fence(&b, KIR_RELEASE, KIR_SCOPE_SYSTEM);
  kir_val old =
      kir_atomic_rmw(&b, KIR_RMW_ADD, flags, kir_i32(&b, 1), KIR_ACQ_REL, KIR_SCOPE_SYSTEM);
  kir_val target = kir_bin(&b, KIR_ADD, old, kir_i32(&b, 1));
  kir_val peer = kir_ptr_add(&b, flags, kir_i64(&b, 4));
  kir_while_begin(&b);
  kir_val seen = kir_atomic_load(&b, KT_I32, peer, KIR_ACQUIRE, KIR_SCOPE_SYSTEM);
  kir_while_do(&b, kir_cmp(&b, KIR_SLT, kir_bin(&b, KIR_SUB, seen, target), kir_i32(&b, 0)));
  kir_while_end(&b);
  kir_fence(&b, KIR_ACQUIRE, KIR_SCOPE_SYSTEM);
  kir_atomic_store(&b, kir_ptr_add(&b, flags, kir_i64(&b, 8)), target, KIR_RELEASE,
                   KIR_SCOPE_DEVICE);
  kir_if_end(&b);
  if (kir_builder_finish(&b)) {
    fprintf(stderr, "builder: %s\n", b.err);
    exit(1);
  }
  return k;
}

/* Every other opcode family once: conversions, min/max, vectors, variables, an unrolled
 * loop, CAS and the other RMWs at every scope, the timer. Must verify and compile. */
static void alu_floats(kir_builder *b, kir_val p, kir_val q) {
  kir_val h = kir_load(b, KT_BF16, p, 2, KIR_HINT_NONE);
  kir_val f = kir_cvt(b, KIR_FEXT, KT_F32, h);
  kir_val hp = kir_load(b, KT_F16, kir_ptr_add(b, p, kir_i64(b, 2)), 2, KIR_HINT_VOLATILE);
  kir_val g = kir_cvt(b, KIR_FEXT, KT_F32, hp);
  kir_val m = kir_bin(b, KIR_MAX, kir_bin(b, KIR_ADD, f, g), kir_f32(b, -1.5f));
  m = kir_bin(b, KIR_MIN, kir_bin(b, KIR_MUL, m, kir_f32(b, 3.0f)), kir_f32(b, 1e30f));
  m = kir_select(b, kir_cmp(b, KIR_FNE, m, m), kir_f32(b, 0.0f), m);
  kir_store(b, q, kir_cvt(b, KIR_FTRUNC, KT_BF16, m), 2, KIR_HINT_NONE);
  kir_store(b, kir_ptr_add(b, q, kir_i64(b, 2)), kir_cvt(b, KIR_FTRUNC, KT_F16, m), 2,
            KIR_HINT_STREAM);
  kir_val bits = kir_cvt(b, KIR_BITCAST, KT_I16, h);
  kir_val mx = kir_bin(b, KIR_UMAX, bits, kir_const(b, KT_I16, 7));
  kir_store(b, kir_ptr_add(b, q, kir_i64(b, 4)), kir_cvt(b, KIR_BITCAST, KT_BF16, mx), 2,
            KIR_HINT_NONE);
  kir_val si = kir_cvt(b, KIR_FPTOSI, KT_I32, m);
  kir_val fi = kir_cvt(b, KIR_SITOFP, KT_F32, kir_bin(b, KIR_MIN, si, kir_i32(b, -3)));
  kir_store(b, kir_ptr_add(b, q, kir_i64(b, 8)), kir_cvt(b, KIR_BITCAST, KT_I32, fi), 4,
            KIR_HINT_NONE);
}

static void alu_vectors(kir_builder *b, kir_val p, kir_val q, kir_val tid) {
  kir_var acc = kir_var_new(b, "acc", KT_V4I32, kir_splat(b, KT_V4I32, tid));
  kir_val j = kir_for_begin(b, kir_i32(b, 0), kir_i32(b, 4), kir_i32(b, 1), KIR_FOR_UNROLL);
  kir_val off = kir_cvt(b, KIR_ZEXT, KT_I64, kir_bin(b, KIR_SHL, j, kir_i32(b, 3)));
  kir_val w = kir_load(b, KT_V2I32, kir_ptr_add(b, p, off), 8, KIR_HINT_NONE);
  kir_val a = kir_var_get(b, acc);
  kir_val x = kir_bin(b, KIR_XOR, kir_extract(b, a, 1), kir_extract(b, w, 0));
  x = kir_bin(b, KIR_UREM, kir_bin(b, KIR_UDIV, x, kir_i32(b, 3)), kir_i32(b, 5));
  kir_var_set(b, acc, kir_insert(b, a, 1, kir_bin(b, KIR_ASHR, x, kir_i32(b, 1))));
  kir_for_end(b);
  kir_store(b, kir_ptr_add(b, q, kir_i64(b, 16)), kir_var_get(b, acc), 16, KIR_HINT_NONE);
  kir_val t = kir_timer_ns(b);
  kir_val lo = kir_cvt(b, KIR_TRUNC, KT_I32, kir_bin(b, KIR_LSHR, t, kir_i64(b, 3)));
  kir_store(b, kir_ptr_add(b, q, kir_i64(b, 32)), kir_cvt(b, KIR_SEXT, KT_I64, lo), 8,
            KIR_HINT_NONE);
}

static void alu_atomics(kir_builder *b, kir_val q) {
  static const kir_rmw ops[] = {KIR_RMW_XCHG, KIR_RMW_UMAX, KIR_RMW_OR};
  kir_val sum = kir_i64(b, 0);
  for (int s = 0; s < 3; s++) {
    kir_val p = kir_ptr_add(b, q, kir_i64(b, 64 + 16 * s));
    kir_val v = kir_atomic_rmw(b, ops[s], p, kir_i64(b, s + 1), (kir_order)s, (kir_scope)s);
    kir_val c = kir_atomic_cas(b, p, v, kir_i64(b, 9), (kir_order)(s + 1), (kir_scope)s);
    kir_val w = kir_atomic_cas(b, kir_ptr_add(b, p, kir_i64(b, 8)), kir_i32(b, 1), kir_i32(b, 2),
                               KIR_RELAXED, (kir_scope)s);
    kir_val l = kir_atomic_load(b, KT_I64, p, KIR_RELAXED, (kir_scope)s);
    kir_fence(b, KIR_ACQ_REL, (kir_scope)s);
    sum = kir_bin(b, KIR_ADD, sum,
                  kir_bin(b, KIR_ADD, c, kir_bin(b, KIR_SUB, l, kir_cvt(b, KIR_SEXT, KT_I64, w))));
  }
  kir_atomic_store(b, q, sum, KIR_RELAXED, KIR_SCOPE_BLOCK);
}

static kir_kernel *build_alu(void) {
  kir_kernel *k = kir_kernel_new("cj_test_alu", 64, 1, 64);
  kir_builder b;
  kir_builder_init(&b, k);
  kir_val p = kir_param_new(&b, "in", KT_PTR, KIR_PARAM_READONLY, 16);
  kir_val q = kir_param_new(&b, "out", KT_PTR, 0, 16);
  kir_val tid = kir_tid(&b);
  kir_if_begin(&b, kir_cmp(&b, KIR_ULT, tid, kir_i32(&b, 1)));
  alu_floats(&b, p, q);
  kir_else(&b);
  alu_vectors(&b, p, q, tid);
  kir_if_end(&b);
  alu_atomics(&b, q);
  kir_barrier(&b);
  if (kir_builder_finish(&b)) {
    fprintf(stderr, "builder: %s\n", b.err);
    exit(1);
  }
  return k;
}

/* ---- checks --------------------------------------------------------------------------------- */
static char *print_ir(const kir_kernel *k, const cj_target *t) {
  cj_sb a, b;
  cj_sb_init(&a);
  cj_sb_init(&b);
  cj_status s1 = cj__print_llvm(k, t, &a), s2 = cj__print_llvm(k, t, &b);
  CHECK(!s1 && !s2, "print %s for %s: %s", k->name, t->name, cj_last_error());
  CHECK(a.len == b.len && a.data && !memcmp(a.data, b.data, a.len), "printing is deterministic");
  cj_sb_free(&b);
  return cj_sb_take(&a, NULL);
}

/* The datalayout the printer writes is LLVM 19's target machine's. Later LLVMs changed it
 * (LLVM 21: an index width for AMDGPU's p8, an NVPTX p6), and the toolchain gives a parsed
 * module its target machine's layout, so there a difference is only reported. */
static void check_layout(const char *ir, const cj_target *t) {
  cj__llvm_init();
  LLVMTargetRef tgt;
  char *err = NULL;
  if (LLVMGetTargetFromTriple(cj__llvm_triple(t), &tgt, &err)) {
    CHECK(0, "no LLVM target for %s: %s", t->name, err);
    LLVMDisposeMessage(err);
    return;
  }
  LLVMTargetMachineRef tm =
      LLVMCreateTargetMachine(tgt, cj__llvm_triple(t), t->name, "", LLVMCodeGenLevelDefault,
                              LLVMRelocPIC, LLVMCodeModelDefault);
  LLVMTargetDataRef td = LLVMCreateTargetDataLayout(tm);
  char *dl = LLVMCopyStringRepOfTargetData(td);
  char want[512];
  snprintf(want, sizeof want, "target datalayout = \"%s\"", dl);
#if LLVM_VERSION_MAJOR == 19
  CHECK(has(ir, want), "%s: printed datalayout differs from LLVM's %s", t->name, dl);
#else
  if (!has(ir, want))
    printf("note: %s: LLVM %d's datalayout is %s (the compile uses it)\n", t->name,
           LLVM_VERSION_MAJOR, dl);
#endif
  LLVMDisposeMessage(dl);
  LLVMDisposeTargetData(td);
  LLVMDisposeTargetMachine(tm);
}

static cj_status compile(const char *ir, const kir_kernel *k, const cj_target *t, cj_artefact a,
                         cj_blob *out) {
  cj_sb log;
  cj_sb_init(&log);
  cj_status s = cj__toolchain_llvm.compile(ir, k->name, t, a, out, &log);
  if (s == CJ_E_UNAVAILABLE) isa_missing("ld.lld / LLVM target");
  CHECK(!s, "compile %s for %s (artefact %d): %s\n%s", k->name, t->name, (int)a, cj_last_error(),
        log.data ? log.data : "");
  cj_sb_free(&log);
  return s;
}

static void check_amd(const char *arch) {
  cj_target t = isa_target(arch);
  kir_kernel *k = build_copy();
  char *ir = print_ir(k, &t);
  check_layout(ir, &t);
  CHECK(has(ir, "alloca") == 0 || has(ir, "addrspace(5)"), "allocas in addrspace(5)");
  cj_blob obj = {0, NULL}, asm_ = {0, NULL};
  if (!compile(ir, k, &t, CJ_ART_OBJ, &obj)) {
    CHECK(has_elf_magic(&obj), "%s code object is ELF", arch);
    cj_sb dis;
    cj_sb_init(&dis);
    cj_status s = cj__disasm(&obj, &t, &dis);
    CHECK(!s, "disasm %s: %s", arch, cj_last_error());
    CHECK(has(dis.data, "cj_test_copy:"), "%s: kernel label in the disassembly", arch);
    CHECK(has(dis.data, "global_load_dwordx4"), "%s: global_load_dwordx4\n%s", arch, dis.data);
    CHECK(has(dis.data, "global_store_dwordx4"), "%s: global_store_dwordx4", arch);
    CHECK(has(dis.data, "global_atomic_add"), "%s: global_atomic_add", arch);
    CHECK(has(dis.data, "s_barrier"), "%s: s_barrier", arch);
    cj_amd_kernel_info info;
    s = cj__amd_kernel_info(&obj, k->name, &info);
    CHECK(!s, "kernel info %s: %s", arch, cj_last_error());
    CHECK(!s && info.private_segment_fixed_size == 0, "%s: no scratch (%u bytes)", arch,
          info.private_segment_fixed_size);
    CHECK(!s && info.kernarg_size >= 32, "%s: kernarg size %u", arch, info.kernarg_size);
    if (getenv("ISA_VERBOSE")) printf("%s\n", dis.data);
    cj_sb_free(&dis);
  }
  if (!compile(ir, k, &t, CJ_ART_ASM, &asm_))
    CHECK(has(asm_.data, ".amdhsa_kernel cj_test_copy"), "%s: assembly names the kernel", arch);
  cj_blob_free(&obj);
  cj_blob_free(&asm_);
  free(ir);
  kir_kernel_free(k);
}

static void check_nvidia(const char *arch) {
  cj_target t = isa_target(arch);
  kir_kernel *k = build_copy();
  char *ir = print_ir(k, &t);
  check_layout(ir, &t);
  cj_blob ptx = {0, NULL}, obj = {0, NULL};
  if (!compile(ir, k, &t, CJ_ART_PTX, &ptx)) {
    const char *p = ptx.data ? ptx.data : "";
    CHECK(has(p, "ld.global.v4") || has(p, "ld.global.nc.v4"), "%s: ld.global.v4\n%s", arch, p);
    CHECK(has(p, "st.global.v4"), "%s: st.global.v4", arch);
    CHECK(has(p, "atom.acq_rel.sys.global.add.u32"), "%s: atom.acq_rel.sys add", arch);
    CHECK(has(p, "ld.acquire.sys.global.u32"), "%s: ld.acquire.sys", arch);
    CHECK(has(p, "st.release.gpu.global.u32"), "%s: st.release.gpu", arch);
    CHECK(has(p, "fence.acq_rel.sys"), "%s: fence.acq_rel.sys", arch);
    CHECK(has(p, "bar.sync"), "%s: bar.sync", arch);
    CHECK(has(p, ".maxntid 256"), "%s: .maxntid 256", arch);
    CHECK(has(p, ".entry cj_test_copy"), "%s: kernel entry", arch);
    if (getenv("ISA_VERBOSE")) printf("%s\n", p);
  }
  cj_sb log;
  cj_sb_init(&log);
  cj_status s = cj__toolchain_llvm.compile(ir, k->name, &t, CJ_ART_OBJ, &obj, &log);
  CHECK(!s, "cubin %s: %s\n%s", arch, cj_last_error(), log.data ? log.data : "");
  if (!s && !has_elf_magic(&obj)) {
    printf("note: no ptxas, %s object is PTX\n", arch);
    test_tool_missing("ptxas", "the LLVM path gave PTX, not a cubin");
  }
  cj_sb_free(&log);
  cj_blob_free(&ptx);
  cj_blob_free(&obj);
  free(ir);
  kir_kernel_free(k);
}

/* The every-opcode kernel verifies and compiles for every target. */
static void check_alu(const char *arch) {
  cj_target t = isa_target(arch);
  kir_kernel *k = build_alu();
  char *ir = print_ir(k, &t);
  if (getenv("ISA_VERBOSE")) printf("%s\n", ir);
  CHECK(has(ir, "llvm.loop.unroll.full"), "unroll metadata");
  CHECK(has(ir, "!nontemporal"), "nontemporal metadata");
  cj_blob out = {0, NULL};
  if (!compile(ir, k, &t, t.vendor == CJ_VENDOR_AMD ? CJ_ART_OBJ : CJ_ART_PTX, &out) &&
      t.vendor == CJ_VENDOR_NVIDIA) {
    CHECK(has(out.data, "atom.relaxed.cta.global.exch.b64"), "xchg at cta scope");
    CHECK(has(out.data, "atom.release.gpu.global.cas.b64"), "cas release gpu");
    CHECK(has(out.data, "atom.release.sys.global.or.b64"), "or release sys");
    CHECK(has(out.data, "globaltimer"), "globaltimer");
    cj_blob cubin = {0, NULL};
    if (!compile(ir, k, &t, CJ_ART_OBJ, &cubin)) /* ptxas accepts the inline PTX */
      CHECK(has_elf_magic(&cubin) || !isa_have_ptxas(), "%s: cubin", arch);
    cj_blob_free(&cubin);
  }
  cj_blob_free(&out);
  free(ir);
  kir_kernel_free(k);
}

/* Compiles run in parallel (prebuild does): same results as a serial compile, byte for byte. */
typedef struct par_job {
  const char *ir;
  const kir_kernel *k;
  cj_target t;
  cj_artefact what;
  cj_blob out;
  cj_status s;
} par_job;

static void *par_compile(void *arg) {
  par_job *j = arg;
  j->s = cj__toolchain_llvm.compile(j->ir, j->k->name, &j->t, j->what, &j->out, NULL);
  return NULL;
}

static void check_parallel(void) {
  enum { N = 4 };
  const char *arch[2] = {"gfx942", "sm_90"};
  kir_kernel *k = build_copy();
  char *ir[2];
  par_job jobs[2 * N];
  pthread_t th[2 * N];
  for (int a = 0; a < 2; a++) {
    cj_target t = isa_target(arch[a]);
    ir[a] = print_ir(k, &t);
    for (int i = 0; i < N; i++)
      jobs[a * N + i] = (par_job){ir[a], k, t, a ? CJ_ART_PTX : CJ_ART_OBJ, {0, NULL}, CJ_OK};
  }
  for (int i = 0; i < 2 * N; i++)
    pthread_create(&th[i], NULL, par_compile, &jobs[i]);
  for (int i = 0; i < 2 * N; i++)
    pthread_join(th[i], NULL);
  for (int i = 0; i < 2 * N; i++) {
    const par_job *ref = &jobs[i - i % N];
    CHECK(!jobs[i].s, "parallel compile %d: %s", i, cj_status_name(jobs[i].s));
    CHECK(jobs[i].out.size == ref->out.size &&
              !memcmp(jobs[i].out.data, ref->out.data, ref->out.size),
          "parallel compile %d gives the same bytes", i);
  }
  for (int i = 0; i < 2 * N; i++)
    cj_blob_free(&jobs[i].out);
  free(ir[0]);
  free(ir[1]);
  kir_kernel_free(k);
}

int main(void) {
  const char *amd[] = {"gfx942", "gfx90a", "gfx942:sramecc+:xnack-"};
  for (int i = 0; i < 3; i++) {
    check_amd(amd[i]);
    check_alu(amd[i]);
  }
  check_nvidia("sm_90");
  check_nvidia("sm_80");
  check_alu("sm_90");
  check_parallel();
  cj_sb id;
  cj_sb_init(&id);
  char want[32];
  snprintf(want, sizeof want, "llvm %d.", LLVM_VERSION_MAJOR);
  CHECK(!cj__toolchain_llvm.identity(&id) && has(id.data, want), "identity: %s", id.data);
  printf("toolchain identity: %s\n", id.data ? id.data : "");
  cj_sb_free(&id);
  return test_end();
}
