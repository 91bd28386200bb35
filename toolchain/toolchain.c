/* Toolchain selection: the table behind each compiler id, each target's default, and the one
 * function that picks the toolchain of a (target, compile path). */
#include "support.h"
#include "toolchain.h"

const cj_toolchain *cj__toolchain(cj_compiler id) {
  switch (id) {
  case CJ_COMPILER_HIPRTC:
    return &cj__toolchain_hiprtc;
  case CJ_COMPILER_NVRTC:
    return &cj__toolchain_nvrtc;
  case CJ_COMPILER_LLVM:
    return &cj__toolchain_llvm;
  default:
    return NULL;
  }
}

cj_compiler cj__default_compiler(const cj_target *t) {
  return (t && t->vendor == CJ_VENDOR_NVIDIA) ? CJ_COMPILER_NVRTC : CJ_COMPILER_LLVM;
}

cj_compiler cj__plan_compiler(const cj_plan *p, cj_compiler path) {
  if (path != CJ_COMPILER_AUTO) return path;
  /* the GEMM ops' warpgroup-MMA tile on sm_90 through libLLVM's PTX: the gemm op at a median
   * 0.96 of torch.matmul over the 36 goal cases against 0.92 through NVRTC, none lower but
   * within 0.01 at 4000 x 3000 x 1000 (one H100); the generated allgather_gemm and
   * gemm_reducescatter 1-7% faster at 2 ranks at each of the three goal shapes (2x H100;
   * 2026-11-27, bench/RESULTS.md); the other kernels keep NVRTC until measured */
  if (cj__op_gemm_comm(p->op) != CJ_GEMM_COMM_UNSET_ && p->target.arch == CJ_ARCH_SM90 &&
      cj__toolchain_llvm.supports(&p->target))
    return CJ_COMPILER_LLVM;
  return cj__default_compiler(&p->target);
}

const cj_toolchain *cj__toolchain_for(const cj_target *t, cj_compiler path) {
  if (t->vendor == CJ_VENDOR_HOST) return NULL;
  if (path == CJ_COMPILER_AUTO) path = cj__default_compiler(t);
  const cj_toolchain *tc = cj__toolchain(path);
  return tc && tc->supports(t) ? tc : NULL;
}

cj_status cj__pick_toolchain(const cj_target *t, cj_compiler path, const cj_toolchain **out) {
  *out = cj__toolchain_for(t, path);
  if (*out) return CJ_OK;
  if (t->vendor == CJ_VENDOR_HOST)
    return cj__fail(CJ_E_UNSUPPORTED,
                    "target host: kernels for the CPU executor have no source or code object; "
                    "emit key or kir");
  if (path == CJ_COMPILER_AUTO) path = cj__default_compiler(t);
  return cj__fail(CJ_E_UNSUPPORTED, "compiler %s does not build for target %s",
                  cj_compiler_name(path), t->full);
}
