/* LLVM IR printer, compute section: shared memory (addrspace(3) on both targets, one
 * @cj_smem array per kernel), shuffles (AMD ds_bpermute, NVIDIA llvm.nvvm.shfl.sync.*),
 * ldmatrix, cp.async, mma.sync and sm_90a's warpgroup MMA as inline PTX, MFMA through
 * llvm.amdgcn.mfma.*. On AMD a
 * cp_async is a synchronous copy (a masked load when it has a predicate) and commit / wait
 * have nothing to do. */
#include <inttypes.h>
#include <stdio.h>

#include "print_llvm.h"

static int shared_align(const pl *p) { return p->k->shared_align > 16 ? p->k->shared_align : 16; }

void pl_shared_decl(pl *p) {
  if (cj__dynamic_shared(p->k, p->t)) /* nvptx: .extern .shared, sized at launch */
    cj_sb_printf(p->out,
                 "@cj_smem = external addrspace(3) global [0 x i8], align %d ; %u bytes\n\n",
                 shared_align(p), p->k->shared_bytes);
  else if (p->k->shared_bytes)
    cj_sb_printf(p->out, "@cj_smem = internal addrspace(3) global [%u x i8] undef, align %d\n\n",
                 p->k->shared_bytes, shared_align(p));
}

/* kir's promise of an alignment past 16 bytes in the shared window (KIR_SHARED_ALIGN: the
 * warpgroup MMA's swizzle atoms), checked at entry on NVIDIA as the HIP text does: a trap,
 * never a silently wrong swizzle. Returns 1 when it opened the block "smem_ok". */
int pl_shared_check(pl *p) {
  int align = shared_align(p);
  if (align <= 16 || p->amd || !p->k->shared_bytes) return 0;
  pl_declare(p, "declare void @llvm.trap()");
  cj_sb_printf(p->out,
               "  %%smem_at = ptrtoint ptr addrspace(3) @cj_smem to i32\n"
               "  %%smem_off = and i32 %%smem_at, %d\n"
               "  %%smem_bad = icmp ne i32 %%smem_off, 0\n"
               "  br i1 %%smem_bad, label %%smem_trap, label %%smem_ok\n"
               "smem_trap:\n  call void @llvm.trap()\n  unreachable\nsmem_ok:\n",
               align - 1);
  return 1;
}

/* %tN = extractelement of word i of vector v; returns N. */
static int extract(pl *p, kir_val v, int i) {
  int t = pl_temp(p);
  cj_sb_printf(p->out, "  %%t%d = extractelement ", t);
  pl_typed(p, v);
  cj_sb_printf(p->out, ", i32 %d\n", i);
  return t;
}

/* The n fields of the aggregate %t<agg> (i32 or float) as the kir vector %v<dst>. */
static void agg_to_vec(pl *p, int agg, int n, int isf, const kir_inst *in) {
  cj_sb *o = p->out;
  const char *vt = pl_type(in->type), *et = isf ? "float" : "i32";
  int prev = -1;
  for (int i = 0; i < n; i++) {
    int e = pl_temp(p), cur = -1;
    cj_sb_printf(o, "  %%t%d = extractvalue { %s", e, et);
    for (int j = 1; j < n; j++)
      cj_sb_printf(o, ", %s", et);
    cj_sb_printf(o, " } %%t%d, %d\n", agg, i);
    if (isf) {
      int b = pl_temp(p);
      cj_sb_printf(o, "  %%t%d = bitcast float %%t%d to i32\n", b, e);
      e = b;
    }
    if (i == n - 1) {
      pl_def(p, in);
    } else {
      cur = pl_temp(p);
      cj_sb_printf(o, "  %%t%d = ", cur);
    }
    if (i == 0)
      cj_sb_printf(o, "insertelement %s poison, i32 %%t%d, i32 0\n", vt, e);
    else
      cj_sb_printf(o, "insertelement %s %%t%d, i32 %%t%d, i32 %d\n", vt, prev, e, i);
    prev = cur;
  }
}

/* ---- shuffles ---------------------------------------------------------------------------- */
static void amd_shfl(pl *p, const kir_inst *in) {
  cj_sb *o = p->out;
  pl_declare(p, "declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32)");
  pl_declare(p, "declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32)");
  pl_declare(p, "declare i32 @llvm.amdgcn.ds.bpermute(i32, i32)");
  int lo = pl_temp(p), lane = pl_temp(p), s = pl_temp(p), j = pl_temp(p);
  cj_sb_printf(o, "  %%t%d = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)\n", lo);
  cj_sb_printf(o, "  %%t%d = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %%t%d)\n", lane, lo);
  cj_sb_printf(o, "  %%t%d = and i32 ", s);
  pl_operand(p, in->b);
  cj_sb_puts(o, ", 63\n");
  if (in->imm == KIR_SHFL_XOR) {
    cj_sb_printf(o, "  %%t%d = xor i32 %%t%d, %%t%d\n", j, lane, s);
  } else if (in->imm == KIR_SHFL_DOWN) {
    int x = pl_temp(p), c = pl_temp(p);
    cj_sb_printf(o, "  %%t%d = add i32 %%t%d, %%t%d\n", x, lane, s);
    cj_sb_printf(o, "  %%t%d = icmp ult i32 %%t%d, 64\n", c, x);
    cj_sb_printf(o, "  %%t%d = select i1 %%t%d, i32 %%t%d, i32 %%t%d\n", j, c, x, lane);
  } else {
    cj_sb_printf(o, "  %%t%d = or i32 %%t%d, 0\n", j, s);
  }
  int addr = pl_temp(p), v = pl_temp(p);
  cj_sb_printf(o, "  %%t%d = shl i32 %%t%d, 2\n", addr, j);
  cj_sb_printf(o, "  %%t%d = bitcast ", v);
  pl_typed(p, in->a);
  cj_sb_puts(o, " to i32\n");
  if (in->type == KT_I32) {
    pl_def(p, in);
    cj_sb_printf(o, "call i32 @llvm.amdgcn.ds.bpermute(i32 %%t%d, i32 %%t%d)\n", addr, v);
    return;
  }
  int r = pl_temp(p);
  cj_sb_printf(o, "  %%t%d = call i32 @llvm.amdgcn.ds.bpermute(i32 %%t%d, i32 %%t%d)\n", r, addr,
               v);
  pl_def(p, in);
  cj_sb_printf(o, "bitcast i32 %%t%d to float\n", r);
}

static void nv_shfl(pl *p, const kir_inst *in) {
  static const char *const modes[] = {"bfly", "down", "idx"};
  static const char *const decls[3][2] = {
      {"declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)",
       "declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32)"},
      {"declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32)",
       "declare float @llvm.nvvm.shfl.sync.down.f32(i32, float, i32, i32)"},
      {"declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32)",
       "declare float @llvm.nvvm.shfl.sync.idx.f32(i32, float, i32, i32)"}};
  int m = (int)(in->imm % 3), isf = in->type == KT_F32;
  pl_declare(p, decls[m][isf]);
  pl_def(p, in);
  cj_sb_printf(p->out, "call %s @llvm.nvvm.shfl.sync.%s.%s(i32 -1, ", pl_type(in->type), modes[m],
               isf ? "f32" : "i32");
  pl_typed(p, in->a);
  cj_sb_puts(p->out, ", ");
  pl_typed(p, in->b);
  cj_sb_puts(p->out, ", i32 31)\n"); /* c = 0x1f: the whole warp, no segments */
}

/* ---- ldmatrix (NVIDIA) --------------------------------------------------------------------- */
static int smem_addr32(pl *p, kir_val v) {
  int t = pl_temp(p);
  cj_sb_printf(p->out, "  %%t%d = ptrtoint ", t);
  pl_typed(p, v);
  cj_sb_puts(p->out, " to i32\n");
  return t;
}

static void nv_ldmatrix(pl *p, const kir_inst *in) {
  cj_sb *o = p->out;
  int n = kir_vec_lanes(in->type), a = smem_addr32(p, in->a);
  const char *tr = (in->flags & KIR_LDMATRIX_TRANS) ? ".trans" : "";
  char regs[32], cons[32];
  int len = 0, cl = 0;
  for (int i = 0; i < n; i++) {
    len += snprintf(regs + len, sizeof regs - (size_t)len, "%s$%d", i ? ", " : "", i);
    cl += snprintf(cons + cl, sizeof cons - (size_t)cl, "=r,");
  }
  int agg = -1;
  if (n == 1) {
    pl_def(p, in);
    cj_sb_printf(o, "call i32 asm sideeffect ");
  } else {
    agg = pl_temp(p);
    cj_sb_printf(o, "  %%t%d = call { i32", agg);
    for (int i = 1; i < n; i++)
      cj_sb_puts(o, ", i32");
    cj_sb_puts(o, " } asm sideeffect ");
  }
  cj_sb_printf(o,
               "\"ldmatrix.sync.aligned.m8n8.x%d%s.shared.b16 {%s}, [$%d];\", "
               "\"%sr,~{memory}\"(i32 %%t%d)\n",
               n, tr, regs, n, cons, a);
  if (n > 1) agg_to_vec(p, agg, n, 0, in);
}

/* ---- cp.async ------------------------------------------------------------------------------ */
static void nv_cp_async(pl *p, const kir_inst *in) {
  cj_sb *o = p->out;
  int s = smem_addr32(p, in->a), g = pl_temp(p), n = pl_temp(p);
  cj_sb_printf(o, "  %%t%d = ptrtoint ", g);
  pl_typed(p, in->b);
  cj_sb_puts(o, " to i64\n");
  if (in->c) {
    cj_sb_printf(o, "  %%t%d = select ", n);
    pl_typed(p, in->c);
    cj_sb_printf(o, ", i32 %" PRId64 ", i32 0\n", in->imm);
  } else {
    cj_sb_printf(o, "  %%t%d = add i32 %" PRId64 ", 0\n", n, in->imm);
  }
  cj_sb_printf(o,
               "  call void asm sideeffect \"cp.async.%s.shared.global [$0], [$1], %" PRId64
               ", $2;\", \"r,l,r,~{memory}\"(i32 %%t%d, i64 %%t%d, i32 %%t%d)\n",
               in->imm == 16 && !(in->flags & KIR_CP_L1) ? "cg" : "ca", in->imm, s, g, n);
}

static void amd_cp_async(pl *p, const kir_inst *in) {
  cj_sb *o = p->out;
  int n = (int)in->imm / 4;
  char vt[32];
  snprintf(vt, sizeof vt, "<%d x i32>", n);
  int v = pl_temp(p);
  if (!in->c) {
    cj_sb_printf(o, "  %%t%d = load %s, ", v, vt);
    pl_typed(p, in->b);
    cj_sb_printf(o, ", align %" PRId64 "\n", in->imm);
  } else {
    static const char *const decls[] = {
        "declare <1 x i32> @llvm.masked.load.v1i32.p1(ptr addrspace(1), i32 immarg, <1 x i1>, "
        "<1 x i32>)",
        "declare <2 x i32> @llvm.masked.load.v2i32.p1(ptr addrspace(1), i32 immarg, <2 x i1>, "
        "<2 x i32>)",
        NULL,
        "declare <4 x i32> @llvm.masked.load.v4i32.p1(ptr addrspace(1), i32 immarg, <4 x i1>, "
        "<4 x i32>)"};
    pl_declare(p, decls[n - 1]);
    int k = pl_temp(p), m = pl_temp(p);
    cj_sb_printf(o, "  %%t%d = insertelement <%d x i1> poison, ", k, n);
    pl_typed(p, in->c);
    cj_sb_puts(o, ", i32 0\n");
    cj_sb_printf(o,
                 "  %%t%d = shufflevector <%d x i1> %%t%d, <%d x i1> poison, <%d x i32> "
                 "zeroinitializer\n",
                 m, n, k, n, n);
    cj_sb_printf(o, "  %%t%d = call %s @llvm.masked.load.v%di32.p1(", v, vt, n);
    pl_typed(p, in->b);
    cj_sb_printf(o, ", i32 %" PRId64 ", <%d x i1> %%t%d, %s zeroinitializer)\n", in->imm, n, m, vt);
  }
  cj_sb_printf(o, "  store %s %%t%d, ", vt, v);
  pl_typed(p, in->a);
  cj_sb_printf(o, ", align %" PRId64 "\n", in->imm);
}

/* ---- gfx950's transposing LDS read -------------------------------------------------------- */
static void amd_ds_read_tr16(pl *p, const kir_inst *in) {
  pl_declare(p, "declare <4 x i16> @llvm.amdgcn.ds.read.tr16.b64.v4i16(ptr addrspace(3))");
  int t = pl_temp(p);
  cj_sb_printf(p->out, "  %%t%d = call <4 x i16> @llvm.amdgcn.ds.read.tr16.b64.v4i16(", t);
  pl_typed(p, in->a);
  cj_sb_puts(p->out, ")\n");
  pl_def(p, in);
  cj_sb_printf(p->out, "bitcast <4 x i16> %%t%d to <2 x i32>\n", t);
}

/* ---- AMD's byte permute (v_perm_b32) ---------------------------------------------------------- */
static void amd_perm(pl *p, const kir_inst *in) {
  pl_declare(p, "declare i32 @llvm.amdgcn.perm(i32, i32, i32)");
  pl_def(p, in);
  cj_sb_puts(p->out, "call i32 @llvm.amdgcn.perm(");
  pl_typed(p, in->a);
  cj_sb_puts(p->out, ", ");
  pl_typed(p, in->b);
  cj_sb_printf(p->out, ", i32 %" PRId32 ")\n", (int32_t)(uint32_t)in->imm); /* LLVM's i32 */
}

/* ---- MMA ------------------------------------------------------------------------------------ */
static void amd_mma(pl *p, const kir_inst *in) {
  cj_sb *o = p->out;
  kir_mma_shape sh = (kir_mma_shape)in->imm;
  int f16 = sh == KIR_MMA_M32N32K8_F16 || sh == KIR_MMA_M32N32K16_F16, k16 = kir_mma_k16(sh);
  /* gfx950's K16 forms take 8 bf16 / f16 a lane, the K8 forms 4 (bf16 as i16: the .1k form) */
  const char *h = k16 ? (f16 ? "<8 x half>" : "<8 x bfloat>") : (f16 ? "<4 x half>" : "<4 x i16>");
  const char *name = k16   ? (f16 ? "llvm.amdgcn.mfma.f32.32x32x16.f16"
                                  : "llvm.amdgcn.mfma.f32.32x32x16.bf16")
                     : f16 ? "llvm.amdgcn.mfma.f32.32x32x8f16"
                           : "llvm.amdgcn.mfma.f32.32x32x8bf16.1k";
  static const char *const decls[2][2] = {
      {"declare <16 x float> @llvm.amdgcn.mfma.f32.32x32x8bf16.1k(<4 x i16>, <4 x i16>, "
       "<16 x float>, i32 immarg, i32 immarg, i32 immarg)",
       "declare <16 x float> @llvm.amdgcn.mfma.f32.32x32x8f16(<4 x half>, <4 x half>, "
       "<16 x float>, i32 immarg, i32 immarg, i32 immarg)"},
      {"declare <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.bf16(<8 x bfloat>, <8 x bfloat>, "
       "<16 x float>, i32 immarg, i32 immarg, i32 immarg)",
       "declare <16 x float> @llvm.amdgcn.mfma.f32.32x32x16.f16(<8 x half>, <8 x half>, "
       "<16 x float>, i32 immarg, i32 immarg, i32 immarg)"}};
  pl_declare(p, decls[k16][f16]);
  int a = pl_temp(p), b = pl_temp(p), c = pl_temp(p), d = pl_temp(p);
  cj_sb_printf(o, "  %%t%d = bitcast ", a);
  pl_typed(p, in->a);
  cj_sb_printf(o, " to %s\n  %%t%d = bitcast ", h, b);
  pl_typed(p, in->b);
  cj_sb_printf(o, " to %s\n  %%t%d = bitcast ", h, c);
  pl_typed(p, in->c);
  cj_sb_puts(o, " to <16 x float>\n");
  cj_sb_printf(o,
               "  %%t%d = call <16 x float> @%s(%s %%t%d, %s %%t%d, <16 x float> %%t%d, i32 0, "
               "i32 0, i32 0)\n",
               d, name, h, a, h, b, c);
  pl_def(p, in);
  cj_sb_printf(o, "bitcast <16 x float> %%t%d to <16 x i32>\n", d);
}

static void nv_mma(pl *p, const kir_inst *in) {
  cj_sb *o = p->out;
  const char *ty = in->imm == KIR_MMA_M16N8K16_F16 ? "f16" : "bf16";
  int a[4], b[2], c[4];
  for (int i = 0; i < 4; i++)
    a[i] = extract(p, in->a, i);
  for (int i = 0; i < 2; i++)
    b[i] = extract(p, in->b, i);
  for (int i = 0; i < 4; i++) {
    int w = extract(p, in->c, i);
    c[i] = pl_temp(p);
    cj_sb_printf(o, "  %%t%d = bitcast i32 %%t%d to float\n", c[i], w);
  }
  int agg = pl_temp(p);
  cj_sb_printf(o,
               "  %%t%d = call { float, float, float, float } asm \"mma.sync.aligned.m16n8k16.row."
               "col.f32.%s.%s.f32 {$0, $1, $2, $3}, {$4, $5, $6, $7}, {$8, $9}, {$10, $11, $12, "
               "$13};\", \"=f,=f,=f,=f,r,r,r,r,r,r,f,f,f,f\"(i32 %%t%d, i32 %%t%d, i32 %%t%d, "
               "i32 %%t%d, i32 %%t%d, i32 %%t%d, float %%t%d, float %%t%d, float %%t%d, float "
               "%%t%d)\n",
               agg, ty, ty, a[0], a[1], a[2], a[3], b[0], b[1], c[0], c[1], c[2], c[3]);
  agg_to_vec(p, agg, 4, 1, in);
}

/* ---- warpgroup MMA (sm_90a): inline PTX on the accumulators' f32 words, as in the HIP text --
 * Each call carries #1 (convergent): the whole warpgroup executes it together. */
#define WG_MAX_FLOATS 128 /* m64n256: 32 accumulator variables of 4 words */

static void floats_type(cj_sb *o, int n) {
  cj_sb_puts(o, "{ float");
  for (int i = 1; i < n; i++)
    cj_sb_puts(o, ", float");
  cj_sb_puts(o, " }");
}

/* The words of variables v .. v + nv - 1 (v4i32 each) as floats %t<f[0 .. 4 nv - 1]>. */
static void acc_floats(pl *p, kir_var v, int nv, int *f) {
  for (int j = 0; j < nv; j++) {
    pl_val cur = pl_var_value(p, v + (kir_var)j);
    for (int i = 0; i < 4; i++) {
      int e = pl_temp(p);
      cj_sb_printf(p->out, "  %%t%d = extractelement <4 x i32> ", e);
      pl_ref(p, &cur, KT_V4I32);
      f[4 * j + i] = pl_temp(p);
      cj_sb_printf(p->out, ", i32 %d\n  %%t%d = bitcast i32 %%t%d to float\n", i, f[4 * j + i],
                   e);
    }
  }
}

/* Variables v .. v + nv - 1 := the fields of %t<agg>, an aggregate of 4 nv floats. */
static void floats_to_acc(pl *p, int agg, kir_var v, int nv) {
  cj_sb *o = p->out;
  for (int j = 0; j < nv; j++) {
    int prev = -1;
    for (int i = 0; i < 4; i++) {
      int e = pl_temp(p), w = pl_temp(p), cur = pl_temp(p);
      cj_sb_printf(o, "  %%t%d = extractvalue ", e);
      floats_type(o, 4 * nv);
      cj_sb_printf(o, " %%t%d, %d\n  %%t%d = bitcast float %%t%d to i32\n", agg, 4 * j + i, w, e);
      if (i == 0)
        cj_sb_printf(o, "  %%t%d = insertelement <4 x i32> poison, i32 %%t%d, i32 0\n", cur, w);
      else
        cj_sb_printf(o, "  %%t%d = insertelement <4 x i32> %%t%d, i32 %%t%d, i32 %d\n", cur,
                     prev, w, i);
      prev = cur;
    }
    pl_var_assign(p, v + (kir_var)j, prev);
  }
}

/* "=f" for each of n floats, then n inputs each tied to its output; then the floats */
static void tied_floats(cj_sb *o, int n) {
  for (int i = 0; i < n; i++)
    cj_sb_puts(o, "=f,");
  for (int i = 0; i < n; i++)
    cj_sb_printf(o, "%d,", i);
}

static void float_args(cj_sb *o, const int *f, int n) {
  for (int i = 0; i < n; i++)
    cj_sb_printf(o, "%sfloat %%t%d", i ? ", " : "", f[i]);
}

static void nv_wgmma(pl *p, const kir_inst *in) {
  cj_sb *o = p->out;
  kir_wgmma_shape sh = (kir_wgmma_shape)in->imm;
  int nv = kir_wgmma_n(sh) / 8, n = 4 * nv, f[WG_MAX_FLOATS];
  if (nv < 1 || n > WG_MAX_FLOATS) {
    pl_error(p, CJ_E_INTERNAL, "wgmma shape unknown");
    return;
  }
  const char *ty = kir_wgmma_f16(sh) ? "f16" : "bf16";
  acc_floats(p, in->var, nv, f);
  int agg = pl_temp(p);
  cj_sb_printf(o, "  %%t%d = call ", agg);
  floats_type(o, n);
  /* $0..$(n-1) the accumulators, $n..$(2n-1) their tied inputs, then descriptors and scale-d */
  cj_sb_printf(o,
               " asm sideeffect \"{ .reg .pred p; setp.ne.b32 p, $%d, 0; "
               "wgmma.mma_async.sync.aligned.m64n%dk16.f32.%s.%s {",
               2 * n + 2, 8 * nv, ty, ty);
  for (int i = 0; i < n; i++)
    cj_sb_printf(o, "%s$%d", i ? ", " : "", i);
  cj_sb_printf(o, "}, $%d, $%d, p, 1, 1, %d, %d; }\", \"", 2 * n, 2 * n + 1,
               (in->flags & KIR_WGMMA_MN_A) ? 1 : 0, (in->flags & KIR_WGMMA_MN_B) ? 1 : 0);
  tied_floats(o, n);
  cj_sb_puts(o, "l,l,r,~{memory}\"(");
  float_args(o, f, n);
  cj_sb_puts(o, ", ");
  pl_typed(p, in->a);
  cj_sb_puts(o, ", ");
  pl_typed(p, in->b);
  cj_sb_puts(o, ", i32 1) #1\n");
  p->convergent = 1;
  floats_to_acc(p, agg, in->var, nv);
}

/* The wait, then every accumulator of every WGMMA of the kernel through an empty asm: its
 * value after the wait is a new one, so nothing reads the asynchronous result before it. */
static void nv_wgmma_wait(pl *p, const kir_inst *in) {
  cj_sb *o = p->out;
  cj_sb_printf(o,
               "  call void asm sideeffect \"wgmma.wait_group.sync.aligned %" PRId64
               ";\", \"~{memory}\"() #1\n",
               in->imm);
  p->convergent = 1;
  for (int v = 0; v < p->k->nvars; v++) {
    if (!kir_var_is_wgmma_acc(p->k, (kir_var)v)) continue;
    int f[4], agg;
    acc_floats(p, (kir_var)v, 1, f);
    agg = pl_temp(p);
    cj_sb_printf(o, "  %%t%d = call { float, float, float, float } asm sideeffect \"\", \"",
                 agg);
    tied_floats(o, 4);
    cj_sb_puts(o, "~{memory}\"(");
    float_args(o, f, 4);
    cj_sb_puts(o, ")\n");
    floats_to_acc(p, agg, (kir_var)v, 1);
  }
}

/* MBAR_*: inline PTX on the 32-bit shared address (the wait's labels are local to its braces) */
static void nv_mbar(pl *p, const kir_inst *in) {
  cj_sb *o = p->out;
  int a = smem_addr32(p, in->a);
  p->convergent = 1; /* the calls below carry #1, as the other inline PTX does */
  if (in->op == KIR_MBAR_INIT) {
    cj_sb_printf(o,
                 "  call void asm sideeffect \"mbarrier.init.shared::cta.b64 [$0], %" PRId64
                 ";\\0Afence.mbarrier_init.release.cluster;\", \"r,~{memory}\"(i32 %%t%d) #1\n",
                 in->imm, a);
  } else if (in->op == KIR_MBAR_EXPECT_TX) {
    cj_sb_printf(o,
                 "  call void asm sideeffect \"mbarrier.arrive.expect_tx.shared::cta.b64 _, [$0], "
                 "%" PRId64 ";\", \"r,~{memory}\"(i32 %%t%d) #1\n",
                 in->imm, a);
  } else if (in->op == KIR_MBAR_ARRIVE) {
    cj_sb_printf(o,
                 "  call void asm sideeffect \"mbarrier.arrive.shared::cta.b64 _, [$0];\", "
                 "\"r,~{memory}\"(i32 %%t%d) #1\n",
                 a);
  } else {
    cj_sb_printf(o,
                 "  call void asm sideeffect \"{\\0A.reg .pred p;\\0Acj_wait:\\0A"
                 "mbarrier.try_wait.parity.shared::cta.b64 p, [$0], $1;\\0A@!p bra cj_wait;\\0A}\", "
                 "\"r,r,~{memory}\"(i32 %%t%d, ",
                 a);
    pl_typed(p, in->b);
    cj_sb_puts(o, ") #1\n");
  }
}

/* TMA_LOAD: the map is the kernel's byval parameter (grid_constant: read in place, through
 * its generic address) */
/* The box's coordinates (b, V2I32) into temporaries x and y, the map's address into m */
static void tma_operands(pl *p, const kir_inst *in, int *x, int *y, int *m) {
  cj_sb *o = p->out;
  *x = pl_temp(p), *y = pl_temp(p), *m = pl_temp(p);
  cj_sb_printf(o, "  %%t%d = extractelement ", *x);
  pl_typed(p, in->b);
  cj_sb_printf(o, ", i32 0\n  %%t%d = extractelement ", *y);
  pl_typed(p, in->b);
  cj_sb_printf(o, ", i32 1\n  %%t%d = ptrtoint ptr %%p%d to i64\n", *m, (int)in->imm);
}

static void nv_tma(pl *p, const kir_inst *in) {
  cj_sb *o = p->out;
  int d = smem_addr32(p, in->a), bar = smem_addr32(p, in->c), x, y, m;
  tma_operands(p, in, &x, &y, &m);
  cj_sb_printf(o,
               "  call void asm sideeffect \"cp.async.bulk.tensor.2d.shared::cluster.global.tile."
               "mbarrier::complete_tx::bytes [$0], [$1, {$2, $3}], [$4];\", "
               "\"r,l,r,r,r,~{memory}\"(i32 %%t%d, i64 %%t%d, i32 %%t%d, i32 %%t%d, i32 %%t%d) #1\n",
               d, m, x, y, bar);
  p->convergent = 1;
}

static void nv_tma_store(pl *p, const kir_inst *in) {
  cj_sb *o = p->out;
  int s = smem_addr32(p, in->a), x, y, m;
  tma_operands(p, in, &x, &y, &m);
  cj_sb_printf(o,
               "  call void asm sideeffect \"cp.async.bulk.tensor.2d.global.shared::cta.bulk_group "
               "[$0, {$1, $2}], [$3];\", \"l,r,r,r,~{memory}\"(i64 %%t%d, i32 %%t%d, i32 %%t%d, "
               "i32 %%t%d) #1\n",
               m, x, y, s);
  p->convergent = 1;
}

static void nv_asm(pl *p, const char *text) {
  cj_sb_printf(p->out, "  call void asm sideeffect \"%s\", \"~{memory}\"() #1\n", text);
  p->convergent = 1;
}

/* ---- dispatch -------------------------------------------------------------------------------- */
void pl_compute(pl *p, const kir_inst *in) {
  cj_sb *o = p->out;
  switch (in->op) {
  case KIR_SHARED:
    pl_def(p, in);
    cj_sb_printf(o, "getelementptr i8, ptr addrspace(3) @cj_smem, i32 %u ; %s\n",
                 p->k->shared[in->imm].offset, p->k->shared[in->imm].name);
    break;
  case KIR_SHFL:
    if (p->amd)
      amd_shfl(p, in);
    else
      nv_shfl(p, in);
    break;
  case KIR_LDMATRIX:
    nv_ldmatrix(p, in); /* cj__compute_check keeps it off AMD */
    break;
  case KIR_DS_READ_TR16:
    amd_ds_read_tr16(p, in); /* cj__compute_check keeps it to gfx950 */
    break;
  case KIR_PERM:
    amd_perm(p, in); /* cj__compute_check keeps it to AMD */
    break;
  case KIR_CP_ASYNC:
    if (p->amd)
      amd_cp_async(p, in);
    else
      nv_cp_async(p, in);
    break;
  case KIR_CP_COMMIT:
    if (!p->amd)
      cj_sb_puts(o, "  call void asm sideeffect \"cp.async.commit_group;\", \"~{memory}\"()\n");
    break;
  case KIR_CP_WAIT:
    if (!p->amd)
      cj_sb_printf(
          o, "  call void asm sideeffect \"cp.async.wait_group %" PRId64 ";\", \"~{memory}\"()\n",
          in->imm);
    break;
  case KIR_MMA:
    if (p->amd)
      amd_mma(p, in);
    else
      nv_mma(p, in);
    break;
  case KIR_FDIV: /* no fast-math flags, no !fpmath: correctly rounded on both targets */
    pl_def(p, in);
    cj_sb_puts(o, "fdiv ");
    pl_typed(p, in->a);
    cj_sb_puts(o, ", ");
    pl_operand(p, in->b);
    cj_sb_putc(o, '\n');
    break;
  case KIR_FSQRT:
    pl_declare(p, "declare float @llvm.sqrt.f32(float)");
    pl_def(p, in);
    cj_sb_puts(o, "call float @llvm.sqrt.f32(");
    pl_typed(p, in->a);
    cj_sb_puts(o, ")\n");
    break;
  case KIR_SHARED_ADDR: { /* cj__compute_check keeps this and the WGMMA* off AMD */
    int a = smem_addr32(p, in->a);
    pl_def(p, in);
    cj_sb_printf(o, "add i32 %%t%d, 0\n", a);
    break;
  }
  case KIR_WGMMA:
    nv_wgmma(p, in);
    break;
  case KIR_WGMMA_FENCE:
    nv_asm(p, "wgmma.fence.sync.aligned;");
    break;
  case KIR_WGMMA_COMMIT:
    nv_asm(p, "wgmma.commit_group.sync.aligned;");
    break;
  case KIR_WGMMA_WAIT:
    nv_wgmma_wait(p, in);
    break;
  case KIR_PROXY_FENCE:
    nv_asm(p, "fence.proxy.async.shared::cta;");
    break;
  case KIR_MBAR_INIT:
  case KIR_MBAR_ARRIVE:
  case KIR_MBAR_WAIT:
  case KIR_MBAR_EXPECT_TX:
    nv_mbar(p, in);
    break;
  case KIR_TMA_LOAD:
    nv_tma(p, in);
    break;
  case KIR_TMA_STORE:
    nv_tma_store(p, in);
    break;
  case KIR_BULK_COMMIT:
    nv_asm(p, "cp.async.bulk.commit_group;");
    break;
  case KIR_WG_BARRIER: /* named barrier 1 + the warpgroup, its 128 threads */
    nv_asm(p, "{\\0A.reg .u32 w;\\0Amov.u32 w, %tid.x;\\0Ashr.u32 w, w, 7;\\0Aadd.u32 w, w, 1;"
              "\\0Abar.sync w, 128;\\0A}");
    break;
  case KIR_BULK_WAIT: {
    char t[64];
    snprintf(t, sizeof t, "cp.async.bulk.wait_group%s %d;", (in->flags & KIR_BULK_READ) ? ".read" : "",
             (int)in->imm);
    nv_asm(p, t);
    break;
  }
  case KIR_SETMAXNREG:
    cj_sb_printf(o, "  call void asm sideeffect \"setmaxnreg.%s.sync.aligned.u32 %" PRId64
                    ";\", \"\"() #1\n",
                 (in->flags & KIR_SETMAXNREG_INC) ? "inc" : "dec", in->imm);
    p->convergent = 1;
    break;
  default:
    pl_error(p, CJ_E_UNSUPPORTED, "unknown compute instruction");
  }
}
