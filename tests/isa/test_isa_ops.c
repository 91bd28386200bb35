/* Every collective compiles to wide accesses: on gfx942 (libLLVM) the code object's ISA has
 * global_load_dwordx4 and global_store_dwordx4 and the kernel uses no scratch; on sm_90 the
 * PTX from libLLVM and from NVRTC moves data with .v4 global accesses. The GEMM ops' sm_90
 * warpgroup-MMA kernels build through libLLVM too: PTX for sm_90a with the tile's wgmma,
 * fence, commit and waits, no local memory, and a cubin where ptxas is found. */
#include "isa_common.h"

static const char *const keys[] = {
    "allreduce.one_shot.sum.bf16.n1048576.w8",   "allreduce.two_shot.sum.bf16.n16777216.w8",
    "allreduce.one_shot.max.f32.n65536.w4.stage", "reducescatter.pull.sum.f16.n1048576.w8",
    "reducescatter.push.sum.f16.n1048576.w8",    "reducescatter.push.sum.bf16.nany.w2.v16",
    "allgather.bf16.n1048576.w8",                "alltoall.f32.n262144.w8",
    "alltoall.bf16.n262144.w4.stage",            "broadcast.bf16.n1048576.w8.r3",
    "reduce.pull.min.i32.n1048576.w4.r1",        "reduce.push.min.i32.n1048576.w4.r1",
    "allreduce.push.sum.bf16.n524288.w2",        "allreduce_rmsnorm.two_shot.sum.bf16.n819200.h4096.w4",
    "allreduce_rmsnorm.two_shot.sum.f16.nany.h8192.w8",
};

static cj_plan *plan_for(const char *key, const char *target) {
  char full[256];
  snprintf(full, sizeof full, "%s.%s", key, target);
  cj_plan *p = NULL;
  CHECK(cj_plan_from_key(full, &p) == CJ_OK, "%s: %s", full, cj_last_error());
  return p;
}

static void check_amd(const char *key) {
  cj_plan *p = plan_for(key, "gfx942");
  if (!p) return;
  cj_blob obj = {0, NULL}, isa = {0, NULL};
  cj_status s = cj_generate(p, CJ_EMIT_OBJ, CJ_COMPILER_LLVM, &obj);
  if (s == CJ_E_UNAVAILABLE) isa_missing("libLLVM + ld.lld");
  CHECK(s == CJ_OK, "%s: %s", cj_plan_key(p), cj_last_error());
  if (!s) {
    cj_target t = isa_target("gfx942");
    cj_amd_kernel_info info;
    CHECK(cj__amd_kernel_info(&obj, cj_plan_kernel_name(p), &info) == CJ_OK, "%s",
          cj_last_error());
    CHECK(info.private_segment_fixed_size == 0, "%s uses %u bytes of scratch", cj_plan_key(p),
          info.private_segment_fixed_size);
    cj_sb sb;
    cj_sb_init(&sb);
    CHECK(cj__disasm(&obj, &t, &sb) == CJ_OK, "%s", cj_last_error());
    CHECK(has(sb.data, "global_load_dwordx4"), "%s: no global_load_dwordx4", cj_plan_key(p));
    CHECK(has(sb.data, "global_store_dwordx4"), "%s: no global_store_dwordx4", cj_plan_key(p));
    CHECK(!has(sb.data, "scratch_"), "%s: scratch instructions", cj_plan_key(p));
    cj_sb_free(&sb);
  }
  cj_blob_free(&obj);
  cj_blob_free(&isa);
  cj_plan_destroy(p);
}

static void check_nvidia(const char *key, cj_compiler path) {
  cj_plan *p = plan_for(key, "sm_90");
  if (!p) return;
  cj_blob ptx = {0, NULL};
  cj_status s = cj_generate(p, CJ_EMIT_PTX, path, &ptx);
  if (s == CJ_E_UNAVAILABLE) isa_missing(cj_compiler_name(path));
  CHECK(s == CJ_OK, "%s via %s: %s", cj_plan_key(p), cj_compiler_name(path), cj_last_error());
  if (!s) {
    CHECK(has(ptx.data, ".v4.u32") || has(ptx.data, ".v4.b32"), "%s via %s: no .v4 access",
          cj_plan_key(p), cj_compiler_name(path));
    CHECK(has(ptx.data, "st.global.v4") || has(ptx.data, "st.global.cs.v4"),
          "%s via %s: no st.global.v4", cj_plan_key(p), cj_compiler_name(path));
    CHECK(has(ptx.data, "ld.global.v4") || has(ptx.data, "ld.global.nc.v4"),
          "%s via %s: no ld.global.v4", cj_plan_key(p), cj_compiler_name(path));
    CHECK(!has(ptx.data, ".local"), "%s via %s: local memory", cj_plan_key(p),
          cj_compiler_name(path));
  }
  cj_blob_free(&ptx);
  cj_plan_destroy(p);
}

static int count(const char *text, const char *needle) {
  int n = 0;
  for (const char *at = text; (at = strstr(at, needle)) != NULL; at++)
    n++;
  return n;
}

static void check_wgmma(const char *key, int per_k_tile) {
  cj_plan *p = plan_for(key, "sm_90");
  if (!p) return;
  cj_blob ptx = {0, NULL}, obj = {0, NULL};
  cj_status s = cj_generate(p, CJ_EMIT_PTX, CJ_COMPILER_LLVM, &ptx);
  if (s == CJ_E_UNAVAILABLE) isa_missing("libLLVM");
  CHECK(s == CJ_OK, "%s via llvm: %s", cj_plan_key(p), cj_last_error());
  if (!s) {
    CHECK(has(ptx.data, ".target sm_90a"), "%s: PTX not for sm_90a", cj_plan_key(p));
    CHECK(count(ptx.data, "wgmma.mma_async.sync.aligned") == per_k_tile,
          "%s: %d wgmma, expected %d (BK 64 / k16)", cj_plan_key(p),
          count(ptx.data, "wgmma.mma_async.sync.aligned"), per_k_tile);
    CHECK(has(ptx.data, "wgmma.fence.sync.aligned") &&
              has(ptx.data, "wgmma.commit_group.sync.aligned") &&
              has(ptx.data, "wgmma.wait_group.sync.aligned 1") &&
              has(ptx.data, "wgmma.wait_group.sync.aligned 0") &&
              has(ptx.data, "fence.proxy.async.shared::cta"),
          "%s: a wgmma fence, commit, wait or proxy fence missing", cj_plan_key(p));
    CHECK(!has(ptx.data, ".local"), "%s: local memory", cj_plan_key(p));
  }
  if (isa_have_ptxas()) { /* ptxas -arch=sm_90a (sm_90 refuses wgmma) */
    s = cj_generate(p, CJ_EMIT_OBJ, CJ_COMPILER_LLVM, &obj);
    CHECK(s == CJ_OK && has_elf_magic(&obj), "%s: no cubin: %s", cj_plan_key(p),
          s ? cj_last_error() : "not an ELF");
  }
  cj_blob_free(&obj);
  cj_blob_free(&ptx);
  cj_plan_destroy(p);
}

/* The AMD tile's default: one LDS slot (key token st1; 16 KiB for 128x128x32, so a gfx942 CU
 * holds four blocks), its loop marked for unrolling by two in kir, the LLVM IR and the HIP text,
 * and the code object's LDS what the slot needs, with no scratch. */
static void check_amd_one_slot(void) {
  cj_plan *p = plan_for("gemm.bf16.mnk4096x4096x4096.w1", "gfx942");
  if (!p) return;
  CHECK(has(cj_plan_key(p), ".tile128x128x32.st1."), "AMD default tile: %s", cj_plan_key(p));
  static const struct {
    cj_emit emit;
    cj_compiler path;
    const char *want;
  } text[] = {{CJ_EMIT_KIR, CJ_COMPILER_AUTO, " unroll2 {"},
              {CJ_EMIT_LLVM, CJ_COMPILER_LLVM, "!{!\"llvm.loop.unroll.count\", i32 2}"},
              {CJ_EMIT_HIP, CJ_COMPILER_HIPRTC, "#pragma unroll 2"}};
  for (size_t i = 0; i < sizeof text / sizeof *text; i++) {
    cj_blob t = {0, NULL};
    cj_status s = cj_generate(p, text[i].emit, text[i].path, &t);
    CHECK(s == CJ_OK && has(t.data, text[i].want), "%s: no %s (%s)", cj_plan_key(p),
          text[i].want, s ? cj_last_error() : "");
    cj_blob_free(&t);
  }
  cj_blob obj = {0, NULL};
  cj_status s = cj_generate(p, CJ_EMIT_OBJ, CJ_COMPILER_LLVM, &obj);
  if (s == CJ_E_UNAVAILABLE) isa_missing("libLLVM + ld.lld");
  cj_amd_kernel_info info;
  if (!s)
    CHECK(cj__amd_kernel_info(&obj, cj_plan_kernel_name(p), &info) == CJ_OK &&
              info.group_segment_fixed_size == 16384 && info.private_segment_fixed_size == 0,
          "%s: %u bytes of LDS (want 16384), %u of scratch", cj_plan_key(p),
          info.group_segment_fixed_size, info.private_segment_fixed_size);
  cj_blob_free(&obj);
  cj_plan_destroy(p);
}

int main(void) {
  check_amd_one_slot();
  for (size_t i = 0; i < sizeof keys / sizeof keys[0]; i++) {
    check_amd(keys[i]);
    check_nvidia(keys[i], CJ_COMPILER_LLVM);
    check_nvidia(keys[i], CJ_COMPILER_NVRTC);
  }
  check_wgmma("gemm.bf16.mnk512x512x512.w1", 4);
  check_wgmma("gemm.f16.mnk1024x768x512.bcol.w1", 4);
  check_wgmma("allgather_gemm.bf16.mnk1024x1024x512.w2", 4);
  check_wgmma("gemm_reducescatter.bf16.mnk1024x1024x512.shard-k.w2", 4);
  return test_end();
}
