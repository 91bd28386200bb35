/* Toolchain selection: the table behind each compiler id, and each target's default. */
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
