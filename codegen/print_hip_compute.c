/* Kernel IR -> HIP text, compute section: shared arrays, shuffles, ldmatrix, cp.async and MMA
 * print as calls of the compute prelude's helpers (templates/prelude_compute_*.h). Shared
 * memory is the kernel's `cj_smem` array; an SPTR is a byte offset into it. */
#include <inttypes.h>
#include <stdio.h>

#include "print_hip.h"
#include "support.h"

/* Shared by both printers: what a target can run of the kernel's compute instructions. */
static cj_status check_inst(const kir_kernel *k, const cj_target *t, const kir_inst *in) {
  int amd = t->vendor == CJ_VENDOR_AMD;
  int warp_op = in->op == KIR_SHFL || in->op == KIR_LDMATRIX || in->op == KIR_MMA;
  if (warp_op && k->warp_size != t->warp_size)
    return cj__fail(CJ_E_UNSUPPORTED, "kernel %s: %s written for warp %d, target %s has warp %d",
                    k->name, kir_op_name(in->op), k->warp_size, t->name, t->warp_size);
  if (amd && in->op == KIR_LDMATRIX)
    return cj__fail(CJ_E_UNSUPPORTED, "kernel %s: ldmatrix is NVIDIA only (target %s)", k->name,
                    t->name);
  if (in->op == KIR_MMA && kir_mma_warp((kir_mma_shape)in->imm) != t->warp_size)
    return cj__fail(CJ_E_UNSUPPORTED, "kernel %s: mma %s does not exist on %s", k->name,
                    kir_mma_name((kir_mma_shape)in->imm), t->name);
  if (in->op == KIR_MMA && !amd && t->arch != CJ_ARCH_SM80 && t->arch != CJ_ARCH_SM90)
    return cj__fail(CJ_E_UNSUPPORTED, "kernel %s: mma needs sm_80 or later", k->name);
  return CJ_OK;
}

uint32_t cj__shared_limit(const cj_target *t) {
  switch (t->arch) {
  case CJ_ARCH_SM90:
    return 227u * 1024u;
  case CJ_ARCH_SM80:
    return 163u * 1024u;
  case CJ_ARCH_GFX950:
    return 160u * 1024u;
  case CJ_ARCH_GFX90A:
  case CJ_ARCH_GFX942:
    return 64u * 1024u;
  default:
    return KIR_MAX_SHARED;
  }
}

uint32_t cj__dynamic_shared(const kir_kernel *k, const cj_target *t) {
  return t->vendor == CJ_VENDOR_NVIDIA && k->shared_bytes > 48u * 1024u ? k->shared_bytes : 0;
}

cj_status cj__compute_check(const kir_kernel *k, const cj_target *t) {
  if (cj__dynamic_shared(k, t) && !k->shared_dynamic_ok)
    return cj__fail(CJ_E_UNSUPPORTED,
                    "kernel %s: %u bytes of shared memory: more than NVIDIA's 48 KiB of static "
                    "shared memory, and its launcher does not supply dynamic shared memory",
                    k->name, k->shared_bytes);
  if (k->shared_bytes > cj__shared_limit(t))
    return cj__fail(CJ_E_UNSUPPORTED, "kernel %s: %u bytes of shared memory (%s allows %u)",
                    k->name, k->shared_bytes, t->name, cj__shared_limit(t));
  for (int r = 0; r < k->nregions; r++)
    for (int i = 0; i < k->regions[r].n; i++) {
      cj_status s = check_inst(k, t, &k->regions[r].insts[i]);
      if (s) return s;
    }
  return CJ_OK;
}

static const char *const shfl_fn[] = {"cj_shfl_xor", "cj_shfl_down", "cj_shfl_idx"};
static const char *const mma_fn[] = {"cj_mma_m16n8k16_bf16", "cj_mma_m16n8k16_f16",
                                     "cj_mma_m32n32k8_bf16", "cj_mma_m32n32k8_f16"};

cj_status cj__hip_compute(const kir_kernel *k, const cj_target *t, const kir_inst *in, cj_sb *sb,
                          char *msg, size_t n) {
  const char *ct = cj__hip_ctype(in->type);
  (void)t;
  switch (in->op) {
  case KIR_SHARED:
    cj_sb_printf(sb, "const cj_u32 v%u = %uu; // %s\n", in->dst, k->shared[in->imm].offset,
                 k->shared[in->imm].name);
    return CJ_OK;
  case KIR_SHFL:
    cj_sb_printf(sb, "const %s v%u = %s(v%u, v%u);\n", ct, in->dst, shfl_fn[in->imm % 3], in->a,
                 in->b);
    return CJ_OK;
  case KIR_LDMATRIX:
    cj_sb_printf(sb, "const %s v%u = cj_ldmatrix_x%d%s(cj_smem + v%u);\n", ct, in->dst,
                 kir_vec_lanes(in->type), (in->flags & KIR_LDMATRIX_TRANS) ? "_trans" : "", in->a);
    return CJ_OK;
  case KIR_CP_ASYNC:
    cj_sb_printf(sb, "cj_cp_async%" PRId64 "(cj_smem + v%u, v%u, ", in->imm, in->a, in->b);
    if (in->c)
      cj_sb_printf(sb, "v%u);\n", in->c);
    else
      cj_sb_puts(sb, "true);\n");
    return CJ_OK;
  case KIR_CP_COMMIT:
    cj_sb_puts(sb, "cj_cp_commit();\n");
    return CJ_OK;
  case KIR_CP_WAIT:
    cj_sb_printf(sb, "cj_cp_wait<%" PRId64 ">();\n", in->imm);
    return CJ_OK;
  case KIR_MMA:
    cj_sb_printf(sb, "const %s v%u = %s(v%u, v%u, v%u);\n", ct, in->dst, mma_fn[in->imm & 3], in->a,
                 in->b, in->c);
    return CJ_OK;
  case KIR_FDIV:
    cj_sb_printf(sb, "const float v%u = v%u / v%u;\n", in->dst, in->a, in->b);
    return CJ_OK;
  case KIR_FSQRT:
    cj_sb_printf(sb, "const float v%u = cj_sqrtf(v%u);\n", in->dst, in->a);
    return CJ_OK;
  default:
    snprintf(msg, n, "compute instruction %s the HIP printer does not know", kir_op_name(in->op));
    return CJ_E_UNSUPPORTED;
  }
}
