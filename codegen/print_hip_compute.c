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
  int warp_op = in->op == KIR_SHFL || in->op == KIR_LDMATRIX || in->op == KIR_MMA ||
                in->op == KIR_DS_READ_TR16;
  if (warp_op && k->warp_size != t->warp_size)
    return cj__fail(CJ_E_UNSUPPORTED, "kernel %s: %s written for warp %d, target %s has warp %d",
                    k->name, kir_op_name(in->op), k->warp_size, t->name, t->warp_size);
  if (amd && in->op == KIR_LDMATRIX)
    return cj__fail(CJ_E_UNSUPPORTED, "kernel %s: ldmatrix is NVIDIA only (target %s)", k->name,
                    t->name);
  if (in->op == KIR_MMA && kir_mma_warp((kir_mma_shape)in->imm) != t->warp_size)
    return cj__fail(CJ_E_UNSUPPORTED, "kernel %s: mma %s does not exist on %s", k->name,
                    kir_mma_name((kir_mma_shape)in->imm), t->name);
  if (in->op == KIR_MMA && kir_mma_k16((kir_mma_shape)in->imm) && t->arch != CJ_ARCH_GFX950)
    return cj__fail(CJ_E_UNSUPPORTED, "kernel %s: mma %s is gfx950 only (target %s)", k->name,
                    kir_mma_name((kir_mma_shape)in->imm), t->name);
  if (in->op == KIR_DS_READ_TR16 && t->arch != CJ_ARCH_GFX950)
    return cj__fail(CJ_E_UNSUPPORTED, "kernel %s: ds_read_tr16 is gfx950 only (target %s)",
                    k->name, t->name);
  if (in->op == KIR_PERM && !amd)
    return cj__fail(CJ_E_UNSUPPORTED, "kernel %s: perm is AMD only (target %s)", k->name,
                    t->name);
  if (in->op == KIR_MMA && !amd && t->arch != CJ_ARCH_SM80 && t->arch != CJ_ARCH_SM90)
    return cj__fail(CJ_E_UNSUPPORTED, "kernel %s: mma needs sm_80 or later", k->name);
  if ((kir_is_wgmma_op(in->op) || kir_is_mbar_op(in->op)) && t->arch != CJ_ARCH_SM90)
    return cj__fail(CJ_E_UNSUPPORTED, "kernel %s: %s is sm_90 only (target %s)", k->name,
                    kir_op_name(in->op), t->name);
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

/* ---- warpgroup MMA: inline PTX (the accumulators as f32 registers) -------------------------- */
static void var_name(const kir_kernel *k, kir_var v, cj_sb *sb) {
  cj_sb_puts(sb, "x_");
  for (const char *c = k->vars[v].name; *c; c++)
    cj_sb_putc(sb, ((*c >= 'a' && *c <= 'z') || (*c >= 'A' && *c <= 'Z') ||
                    (*c >= '0' && *c <= '9'))
                       ? *c
                       : '_');
}

static const char *const lane_of[] = {"x", "y", "z", "w"};

/* A WGMMA: its accumulator variables are float4 (print_hip.c declares them so), so that the
 * asm's "+f" operands are the variables themselves: no register moves between the MMAs in
 * flight (ptxas would wait for them before each move). */
static void wgmma_text(const kir_kernel *k, const kir_inst *in, cj_sb *sb) {
  kir_wgmma_shape sh = (kir_wgmma_shape)in->imm;
  int n = kir_wgmma_n(sh) / 8, regs = 4 * n;
  const char *ty = kir_wgmma_f16(sh) ? "f16" : "bf16";
  cj_sb_printf(sb, "asm volatile(\"{\\n.reg .pred p;\\nsetp.ne.b32 p, %%%d, 0;\\n\"\n", regs + 2);
  cj_sb_printf(sb, "    \"wgmma.mma_async.sync.aligned.m64n%dk16.f32.%s.%s {", 8 * n, ty, ty);
  for (int r = 0; r < regs; r++)
    cj_sb_printf(sb, "%s%%%d", r ? ", " : "", r);
  cj_sb_printf(sb, "}, %%%d, %%%d, p, 1, 1, %d, %d;\\n}\\n\"\n    : ", regs, regs + 1,
               (in->flags & KIR_WGMMA_MN_A) ? 1 : 0, (in->flags & KIR_WGMMA_MN_B) ? 1 : 0);
  for (int r = 0; r < regs; r++) {
    cj_sb_puts(sb, r ? ", \"+f\"(" : "\"+f\"(");
    var_name(k, in->var + (kir_var)(r / 4), sb);
    cj_sb_printf(sb, ".%s)", lane_of[r % 4]);
  }
  cj_sb_printf(sb, "\n    : \"l\"(v%u), \"l\"(v%u), \"r\"(1) : \"memory\");\n", in->a, in->b);
}

/* After a wait: every accumulator of every WGMMA of the kernel passes through an empty asm,
 * so that the compiler reads none of them before the wait (the registers are written by the
 * asynchronous MMA, which the compiler does not see). */
static void accumulators_fenced(const kir_kernel *k, cj_sb *sb) {
  for (int v = 0; v < k->nvars; v++) {
    if (!kir_var_is_wgmma_acc(k, (kir_var)v)) continue;
    cj_sb_puts(sb, "  asm volatile(\"\" : \"+f\"(");
    var_name(k, (kir_var)v, sb);
    cj_sb_puts(sb, ".x), \"+f\"(");
    var_name(k, (kir_var)v, sb);
    cj_sb_puts(sb, ".y), \"+f\"(");
    var_name(k, (kir_var)v, sb);
    cj_sb_puts(sb, ".z), \"+f\"(");
    var_name(k, (kir_var)v, sb);
    cj_sb_puts(sb, ".w) :: \"memory\");\n");
  }
}

static const char *const shfl_fn[] = {"cj_shfl_xor", "cj_shfl_down", "cj_shfl_idx"};
static const char *const mma_fn[] = {"cj_mma_m16n8k16_bf16", "cj_mma_m16n8k16_f16",
                                     "cj_mma_m32n32k8_bf16", "cj_mma_m32n32k8_f16",
                                     "cj_mma_m32n32k16_bf16", "cj_mma_m32n32k16_f16"};
_Static_assert(sizeof mma_fn / sizeof *mma_fn == KIR_MMA_COUNT_, "a function per MMA shape");

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
  case KIR_DS_READ_TR16: /* written out here, not in the prelude: other AMD kernels' text stays
                           * as it was; the pointer is cast into the LDS address space */
    cj_sb_printf(sb,
                 "const cj_u32x2 v%u = __builtin_bit_cast(cj_u32x2, "
                 "__builtin_amdgcn_ds_read_tr16_b64_v4i16((__attribute__((address_space(3))) "
                 "cj_i16x4 *)(cj_smem + v%u)));\n",
                 in->dst, in->a);
    return CJ_OK;
  case KIR_PERM: /* written out here, not in the prelude: other AMD kernels' text stays */
    cj_sb_printf(sb, "const cj_u32 v%u = __builtin_amdgcn_perm(v%u, v%u, 0x%08" PRIx64 "u);\n",
                 in->dst, in->a, in->b, (uint64_t)in->imm);
    return CJ_OK;
  case KIR_CP_ASYNC:
    cj_sb_printf(sb, "cj_cp_async%" PRId64 "%s(cj_smem + v%u, v%u, ", in->imm,
                 (in->flags & KIR_CP_L1) && in->imm == 16 ? "_l1" : "", in->a, in->b);
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
    if ((uint64_t)in->imm >= KIR_MMA_COUNT_) {
      snprintf(msg, n, "mma shape %lld unknown", (long long)in->imm);
      return CJ_E_INTERNAL;
    }
    cj_sb_printf(sb, "const %s v%u = %s(v%u, v%u, v%u);\n", ct, in->dst, mma_fn[in->imm], in->a,
                 in->b, in->c);
    return CJ_OK;
  case KIR_SHARED_ADDR:
    cj_sb_printf(sb, "const cj_u32 v%u = cj_smem_addr(cj_smem) + v%u;\n", in->dst, in->a);
    return CJ_OK;
  case KIR_WGMMA:
    wgmma_text(k, in, sb);
    return CJ_OK;
  case KIR_WGMMA_FENCE:
    cj_sb_puts(sb, "asm volatile(\"wgmma.fence.sync.aligned;\" ::: \"memory\");\n");
    return CJ_OK;
  case KIR_PROXY_FENCE:
    cj_sb_puts(sb, "asm volatile(\"fence.proxy.async.shared::cta;\" ::: \"memory\");\n");
    return CJ_OK;
  case KIR_WGMMA_COMMIT:
    cj_sb_puts(sb, "asm volatile(\"wgmma.commit_group.sync.aligned;\" ::: \"memory\");\n");
    return CJ_OK;
  case KIR_WGMMA_WAIT:
    cj_sb_printf(sb, "asm volatile(\"wgmma.wait_group.sync.aligned %" PRId64 ";\" ::: \"memory\");\n",
                 in->imm);
    accumulators_fenced(k, sb);
    return CJ_OK;
  case KIR_MBAR_INIT:
    cj_sb_printf(sb,
                 "asm volatile(\"mbarrier.init.shared::cta.b64 [%%0], %" PRId64
                 ";\\nfence.mbarrier_init.release.cluster;\" :: "
                 "\"r\"(cj_smem_addr(cj_smem) + v%u) : \"memory\");\n",
                 in->imm, in->a);
    return CJ_OK;
  case KIR_MBAR_ARRIVE:
    cj_sb_printf(sb,
                 "asm volatile(\"mbarrier.arrive.shared::cta.b64 _, [%%0];\" :: "
                 "\"r\"(cj_smem_addr(cj_smem) + v%u) : \"memory\");\n",
                 in->a);
    return CJ_OK;
  case KIR_MBAR_WAIT: /* the labels are local to the braces' block */
    cj_sb_printf(sb,
                 "asm volatile(\"{\\n.reg .pred p;\\ncj_wait:\\nmbarrier.try_wait.parity.shared::cta.b64 "
                 "p, [%%0], %%1;\\n@!p bra cj_wait;\\n}\" :: \"r\"(cj_smem_addr(cj_smem) + v%u), "
                 "\"r\"(v%u) : \"memory\");\n",
                 in->a, in->b);
    return CJ_OK;
  case KIR_SETMAXNREG:
    cj_sb_printf(sb, "asm volatile(\"setmaxnreg.%s.sync.aligned.u32 %" PRId64 ";\");\n",
                 (in->flags & KIR_SETMAXNREG_INC) ? "inc" : "dec", in->imm);
    return CJ_OK;
  case KIR_MBAR_EXPECT_TX:
    cj_sb_printf(sb, "cj_mbar_expect_tx(cj_smem + v%u, %" PRId64 "u);\n", in->a, in->imm);
    return CJ_OK;
  case KIR_TMA_LOAD: /* the map: the kernel's __grid_constant__ parameter, by its address */
  case KIR_TMA_STORE:
    if (in->op == KIR_TMA_LOAD)
      cj_sb_printf(sb, "cj_tma_load2d(cj_smem + v%u, &p_", in->a);
    else
      cj_sb_printf(sb, "cj_tma_store2d(cj_smem + v%u, &p_", in->a);
    for (const char *c = k->params[in->imm].name; *c; c++)
      cj_sb_putc(sb, (*c >= 'a' && *c <= 'z') || (*c >= 'A' && *c <= 'Z') || (*c >= '0' && *c <= '9')
                         ? *c : '_');
    if (in->op == KIR_TMA_LOAD)
      cj_sb_printf(sb, ", v%u, cj_smem + v%u);\n", in->b, in->c);
    else
      cj_sb_printf(sb, ", v%u);\n", in->b);
    return CJ_OK;
  case KIR_WG_BARRIER: /* named barrier 1 + the warpgroup, its 128 threads */
    cj_sb_puts(sb, "asm volatile(\"bar.sync %0, 128;\" :: \"r\"(1u + (threadIdx.x >> 7)) : \"memory\");\n");
    return CJ_OK;
  case KIR_BULK_COMMIT:
    cj_sb_puts(sb, "asm volatile(\"cp.async.bulk.commit_group;\" ::: \"memory\");\n");
    return CJ_OK;
  case KIR_BULK_WAIT:
    cj_sb_printf(sb, "asm volatile(\"cp.async.bulk.wait_group%s %" PRId64 ";\" ::: \"memory\");\n",
                 (in->flags & KIR_BULK_READ) ? ".read" : "", in->imm);
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
