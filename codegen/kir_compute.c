/* Kernel IR, compute section: shared arrays, warp shuffles, ldmatrix, cp.async and MMA
 * fragments (builders, names, text dump). Semantics are in kir.h. */
#include <inttypes.h>
#include <stdlib.h>

#include "kir.h"
#include "kir_impl.h"

#define NAME_X_(e, s, ...) s,
static const char *const shfl_names[] = {KIR_SHFL_LIST(NAME_X_)};
static const char *const mma_names[] = {KIR_MMA_LIST(NAME_X_)};
#undef NAME_X_
#define WARP_X_(e, s, w) w,
static const int mma_warps[] = {KIR_MMA_LIST(WARP_X_)};
static const int wgmma_ns[] = {KIR_WGMMA_LIST(WARP_X_)};
#undef WARP_X_
#define NAME_X_(e, s, ...) s,
static const char *const wgmma_names[] = {KIR_WGMMA_LIST(NAME_X_)};
#undef NAME_X_

const char *kir_wgmma_name(kir_wgmma_shape m) {
  return (unsigned)m < KIR_WGMMA_COUNT_ ? wgmma_names[m] : "?";
}
int kir_wgmma_n(kir_wgmma_shape m) { return (unsigned)m < KIR_WGMMA_COUNT_ ? wgmma_ns[m] : 0; }
int kir_wgmma_f16(kir_wgmma_shape m) { return m >= KIR_WGMMA_N64_F16; }
int kir_is_wgmma_op(kir_opcode op) {
  return op == KIR_SHARED_ADDR || op == KIR_WGMMA || op == KIR_WGMMA_FENCE ||
         op == KIR_WGMMA_COMMIT || op == KIR_WGMMA_WAIT || op == KIR_PROXY_FENCE;
}

int kir_var_is_wgmma_acc(const kir_kernel *k, kir_var v) {
  for (int r = 0; r < k->nregions; r++)
    for (int i = 0; i < k->regions[r].n; i++) {
      const kir_inst *w = &k->regions[r].insts[i];
      if (w->op == KIR_WGMMA && w->var <= v &&
          v < w->var + (kir_var)(kir_wgmma_n((kir_wgmma_shape)w->imm) / 8))
        return 1;
    }
  return 0;
}

int kir_uses_wgmma(const kir_kernel *k) {
  for (int r = 0; r < k->nregions; r++)
    for (int i = 0; i < k->regions[r].n; i++)
      if (kir_is_wgmma_op(k->regions[r].insts[i].op)) return 1;
  return 0;
}

const char *kir_shfl_name(kir_shfl_mode m) {
  return (unsigned)m < KIR_SHFL_COUNT_ ? shfl_names[m] : "?";
}
const char *kir_mma_name(kir_mma_shape m) {
  return (unsigned)m < KIR_MMA_COUNT_ ? mma_names[m] : "?";
}
int kir_mma_warp(kir_mma_shape m) { return (unsigned)m < KIR_MMA_COUNT_ ? mma_warps[m] : 0; }
int kir_mma_k16(kir_mma_shape m) {
  return m == KIR_MMA_M32N32K16_BF16 || m == KIR_MMA_M32N32K16_F16;
}

/* ---- shared arrays ---------------------------------------------------------------------- */
int kir_shared_new(kir_builder *b, const char *name, int bytes, int align) {
  kir_kernel *k = b->k;
  if (b->failed) return -1;
  if (!cj__kir_check(b,
                     bytes > 0 && align >= 1 && align <= KIR_SHARED_ALIGN && !(align & (align - 1)),
                     "shared array of a positive size and a power-of-two alignment"))
    return -1;
  uint32_t off = (k->shared_bytes + (uint32_t)align - 1) & ~((uint32_t)align - 1);
  uint32_t end = (off + (uint32_t)bytes + 15u) & ~15u;
  if (!cj__kir_check(b, end <= KIR_MAX_SHARED, "shared arrays larger than KIR_MAX_SHARED"))
    return -1;
  kir_shared_info *s = realloc(k->shared, (size_t)(k->nshared + 1) * sizeof *s);
  char *nm = cj__kir_dupstr(name);
  if (s) k->shared = s;
  if (!cj__kir_check(b, s && nm, "out of memory")) {
    free(nm);
    return -1;
  }
  s[k->nshared] = (kir_shared_info){nm, off, (uint32_t)bytes};
  if (align > k->shared_align) k->shared_align = align;
  k->shared_bytes = end;
  return k->nshared++;
}

kir_val kir_shared(kir_builder *b, int array) {
  if (!cj__kir_check(b, array >= 0 && array < b->k->nshared, "unknown shared array")) return 0;
  kir_inst *in = cj__kir_emit(b, KIR_SHARED, KT_SPTR, 1);
  if (!in) return 0;
  in->imm = array;
  return in->dst;
}

/* ---- warp operations -------------------------------------------------------------------- */
kir_val kir_shfl(kir_builder *b, kir_shfl_mode mode, kir_val x, kir_val lane) {
  kir_type t = cj__kir_vt(b, x);
  if (!cj__kir_check(b,
                     (t == KT_I32 || t == KT_F32) && cj__kir_vt(b, lane) == KT_I32 &&
                         (unsigned)mode < KIR_SHFL_COUNT_,
                     "shfl of an i32/f32 by an i32 lane"))
    return 0;
  kir_inst *in = cj__kir_emit(b, KIR_SHFL, t, 1);
  if (!in) return 0;
  in->a = x;
  in->b = lane;
  in->imm = mode;
  return in->dst;
}

kir_val kir_ldmatrix(kir_builder *b, kir_type t, kir_val sptr, unsigned flags) {
  if (!cj__kir_check(b,
                     (t == KT_I32 || t == KT_V2I32 || t == KT_V4I32) &&
                         cj__kir_vt(b, sptr) == KT_SPTR && b->k->warp_size == 32 &&
                         flags <= KIR_LDMATRIX_TRANS,
                     "ldmatrix of i32/v2i32/v4i32 from an sptr in a warp-32 kernel"))
    return 0;
  kir_inst *in = cj__kir_emit(b, KIR_LDMATRIX, t, 1);
  if (!in) return 0;
  in->a = sptr;
  in->flags = (uint8_t)flags;
  in->align = 16;
  return in->dst;
}

kir_val kir_ds_read_tr16(kir_builder *b, kir_val sptr) {
  if (!cj__kir_check(b, cj__kir_vt(b, sptr) == KT_SPTR && b->k->warp_size == 64,
                     "ds_read_tr16 from an sptr in a warp-64 kernel"))
    return 0;
  kir_inst *in = cj__kir_emit(b, KIR_DS_READ_TR16, KT_V2I32, 1);
  if (!in) return 0;
  in->a = sptr;
  in->align = 8;
  return in->dst;
}

kir_val kir_perm(kir_builder *b, kir_val hi, kir_val lo, uint32_t sel) {
  if (!cj__kir_check(b, cj__kir_vt(b, hi) == KT_I32 && cj__kir_vt(b, lo) == KT_I32,
                     "perm of two i32"))
    return 0;
  kir_inst *in = cj__kir_emit(b, KIR_PERM, KT_I32, 1);
  if (!in) return 0;
  in->a = hi;
  in->b = lo;
  in->imm = sel;
  return in->dst;
}

void kir_cp_async_f(kir_builder *b, kir_val sdst, kir_val gsrc, int bytes, kir_val pred,
                    unsigned flags) {
  if (!cj__kir_check(b,
                     cj__kir_vt(b, sdst) == KT_SPTR && cj__kir_vt(b, gsrc) == KT_PTR &&
                         (bytes == 4 || bytes == 8 || bytes == 16) &&
                         (!pred || cj__kir_vt(b, pred) == KT_I1) && flags <= KIR_CP_L1,
                     "cp_async(sptr, ptr, 4|8|16 bytes, i1 or none, flags l1 or none)"))
    return;
  kir_inst *in = cj__kir_emit(b, KIR_CP_ASYNC, KT_VOID, 0);
  if (!in) return;
  in->a = sdst;
  in->b = gsrc;
  in->c = pred;
  in->imm = bytes;
  in->align = (uint16_t)bytes;
  in->flags = (uint8_t)flags;
}

void kir_cp_async(kir_builder *b, kir_val sdst, kir_val gsrc, int bytes, kir_val pred) {
  kir_cp_async_f(b, sdst, gsrc, bytes, pred, 0);
}

void kir_cp_commit(kir_builder *b) { cj__kir_emit(b, KIR_CP_COMMIT, KT_VOID, 0); }

void kir_cp_wait(kir_builder *b, int pending) {
  if (!cj__kir_check(b, pending >= 0 && pending <= 8, "cp_wait of 0..8 pending groups")) return;
  kir_inst *in = cj__kir_emit(b, KIR_CP_WAIT, KT_VOID, 0);
  if (in) in->imm = pending;
}

kir_val kir_mma(kir_builder *b, kir_mma_shape shape, kir_val a, kir_val bm, kir_val c) {
  int k8 = shape == KIR_MMA_M32N32K8_BF16 || shape == KIR_MMA_M32N32K8_F16;
  int k16 = shape == KIR_MMA_M32N32K16_BF16 || shape == KIR_MMA_M32N32K16_F16;
  kir_type ta = k8 ? KT_V2I32 : KT_V4I32, tb = k16 ? KT_V4I32 : KT_V2I32;
  kir_type tc = k8 || k16 ? KT_V16I32 : KT_V4I32;
  if (!cj__kir_check(b, (unsigned)shape < KIR_MMA_COUNT_ && b->k->warp_size == kir_mma_warp(shape),
                     "mma shape of this kernel's warp size"))
    return 0;
  if (!cj__kir_check(
          b, cj__kir_vt(b, a) == ta && cj__kir_vt(b, bm) == tb && cj__kir_vt(b, c) == tc,
          "mma fragment types"))
    return 0;
  kir_inst *in = cj__kir_emit(b, KIR_MMA, tc, 1);
  if (!in) return 0;
  in->a = a;
  in->b = bm;
  in->c = c;
  in->imm = shape;
  return in->dst;
}

/* ---- warpgroup MMA ------------------------------------------------------------------------ */
kir_val kir_shared_addr(kir_builder *b, kir_val sptr) {
  if (!cj__kir_check(b, cj__kir_vt(b, sptr) == KT_SPTR, "shared_addr of an sptr")) return 0;
  kir_inst *in = cj__kir_emit(b, KIR_SHARED_ADDR, KT_I32, 1);
  if (!in) return 0;
  in->a = sptr;
  return in->dst;
}

void kir_wgmma(kir_builder *b, kir_wgmma_shape shape, kir_var acc0, kir_val desc_a,
               kir_val desc_b, unsigned flags) {
  kir_kernel *k = b->k;
  int n = kir_wgmma_n(shape) / 8, ok = n > 0 && (int)acc0 + n <= k->nvars;
  for (int j = 0; ok && j < n; j++)
    ok = k->vars[acc0 + (kir_var)j].type == KT_V4I32;
  if (!cj__kir_check(b, ok && k->warp_size == 32 && k->block_threads % 128 == 0,
                     "wgmma of N / 8 v4i32 accumulator variables in a warp-32 kernel of whole "
                     "warpgroups"))
    return;
  if (!cj__kir_check(b,
                     cj__kir_vt(b, desc_a) == KT_I64 && cj__kir_vt(b, desc_b) == KT_I64 &&
                         flags <= (KIR_WGMMA_MN_A | KIR_WGMMA_MN_B),
                     "wgmma descriptors (i64) and flags"))
    return;
  kir_inst *in = cj__kir_emit(b, KIR_WGMMA, KT_VOID, 0);
  if (!in) return;
  in->var = acc0;
  in->a = desc_a;
  in->b = desc_b;
  in->imm = shape;
  in->flags = (uint8_t)flags;
}

void kir_wgmma_fence(kir_builder *b) { cj__kir_emit(b, KIR_WGMMA_FENCE, KT_VOID, 0); }
void kir_wgmma_commit(kir_builder *b) { cj__kir_emit(b, KIR_WGMMA_COMMIT, KT_VOID, 0); }
void kir_proxy_fence(kir_builder *b) { cj__kir_emit(b, KIR_PROXY_FENCE, KT_VOID, 0); }

void kir_wgmma_wait(kir_builder *b, int pending) {
  if (!cj__kir_check(b, pending >= 0 && pending <= 7, "wgmma_wait of 0..7 pending groups")) return;
  kir_inst *in = cj__kir_emit(b, KIR_WGMMA_WAIT, KT_VOID, 0);
  if (in) in->imm = pending;
}

kir_val kir_wgmma_desc(kir_builder *b, kir_val addr, uint32_t lbo, uint32_t sbo) {
  uint64_t fixed = ((uint64_t)((lbo >> 4) & 0x3fff) << 16) |
                   ((uint64_t)((sbo >> 4) & 0x3fff) << 32) | (1ull << 62);
  kir_val a = kir_bin(b, KIR_AND, kir_bin(b, KIR_LSHR, addr, kir_i32(b, 4)), kir_i32(b, 0x3fff));
  return kir_bin(b, KIR_OR, kir_cvt(b, KIR_ZEXT, KT_I64, a), kir_i64(b, (int64_t)fixed));
}

/* ---- roles and mbarriers ------------------------------------------------------------------ */
void kir_mbar_init(kir_builder *b, kir_val sptr, int count) {
  if (!cj__kir_check(b, cj__kir_vt(b, sptr) == KT_SPTR && count >= 1 && count <= 1024,
                     "mbar_init of an sptr, 1..1024 arrivals"))
    return;
  kir_inst *in = cj__kir_emit(b, KIR_MBAR_INIT, KT_VOID, 0);
  if (!in) return;
  in->a = sptr;
  in->imm = count;
  in->align = 8;
}

void kir_mbar_arrive(kir_builder *b, kir_val sptr) {
  if (!cj__kir_check(b, cj__kir_vt(b, sptr) == KT_SPTR, "mbar_arrive of an sptr")) return;
  kir_inst *in = cj__kir_emit(b, KIR_MBAR_ARRIVE, KT_VOID, 0);
  if (!in) return;
  in->a = sptr;
  in->align = 8;
}

void kir_mbar_wait(kir_builder *b, kir_val sptr, kir_val parity) {
  if (!cj__kir_check(b, cj__kir_vt(b, sptr) == KT_SPTR && cj__kir_vt(b, parity) == KT_I32,
                     "mbar_wait of an sptr, i32 parity"))
    return;
  kir_inst *in = cj__kir_emit(b, KIR_MBAR_WAIT, KT_VOID, 0);
  if (!in) return;
  in->a = sptr;
  in->b = parity;
  in->align = 8;
}

void kir_setmaxnreg(kir_builder *b, int regs, int inc) {
  if (!cj__kir_check(b, regs >= 24 && regs <= 256 && regs % 8 == 0 && b->k->warp_size == 32,
                     "setmaxnreg of 24..256 registers, a multiple of 8, warp 32"))
    return;
  kir_inst *in = cj__kir_emit(b, KIR_SETMAXNREG, KT_VOID, 0);
  if (!in) return;
  in->imm = regs;
  in->flags = inc ? KIR_SETMAXNREG_INC : 0;
}

void kir_mbar_expect_tx(kir_builder *b, kir_val sptr, int bytes) {
  if (!cj__kir_check(b, cj__kir_vt(b, sptr) == KT_SPTR && bytes >= 1 && bytes < (1 << 20),
                     "mbar_expect_tx of an sptr, 1..2^20 - 1 bytes"))
    return;
  kir_inst *in = cj__kir_emit(b, KIR_MBAR_EXPECT_TX, KT_VOID, 0);
  if (!in) return;
  in->a = sptr;
  in->imm = bytes;
  in->align = 8;
}

void kir_tma_load(kir_builder *b, kir_val sdst, kir_val xy, kir_val mbar, int param) {
  const kir_kernel *k = b->k;
  if (!cj__kir_check(b,
                     cj__kir_vt(b, sdst) == KT_SPTR && cj__kir_vt(b, xy) == KT_V2I32 &&
                         cj__kir_vt(b, mbar) == KT_SPTR && param >= 0 && param < k->nparams &&
                         (k->params[param].flags & KIR_PARAM_TMAP) && k->warp_size == 32,
                     "tma_load(sptr, v2i32, sptr mbarrier, a tensor-map parameter), warp 32"))
    return;
  kir_inst *in = cj__kir_emit(b, KIR_TMA_LOAD, KT_VOID, 0);
  if (!in) return;
  in->a = sdst;
  in->b = xy;
  in->c = mbar;
  in->imm = param;
  in->align = 128;
}

void kir_tma_store(kir_builder *b, kir_val ssrc, kir_val xy, int param) {
  const kir_kernel *k = b->k;
  if (!cj__kir_check(b,
                     cj__kir_vt(b, ssrc) == KT_SPTR && cj__kir_vt(b, xy) == KT_V2I32 &&
                         param >= 0 && param < k->nparams &&
                         (k->params[param].flags & KIR_PARAM_TMAP) && k->warp_size == 32,
                     "tma_store(sptr, v2i32, a tensor-map parameter), warp 32"))
    return;
  kir_inst *in = cj__kir_emit(b, KIR_TMA_STORE, KT_VOID, 0);
  if (!in) return;
  in->a = ssrc;
  in->b = xy;
  in->imm = param;
  in->align = 128;
}

void kir_bulk_commit(kir_builder *b) {
  if (!cj__kir_check(b, b->k->warp_size == 32, "bulk_commit, warp 32")) return;
  cj__kir_emit(b, KIR_BULK_COMMIT, KT_VOID, 0);
}

void kir_bulk_wait(kir_builder *b, int n, unsigned flags) {
  if (!cj__kir_check(b, n >= 0 && n <= 63 && flags <= KIR_BULK_READ && b->k->warp_size == 32,
                     "bulk_wait of 0..63 groups, flags read or none, warp 32"))
    return;
  kir_inst *in = cj__kir_emit(b, KIR_BULK_WAIT, KT_VOID, 0);
  if (!in) return;
  in->imm = n;
  in->flags = (uint8_t)flags;
}

void kir_wg_barrier(kir_builder *b) {
  if (!cj__kir_check(b, b->k->warp_size == 32 && b->k->block_threads % 128 == 0,
                     "wg_barrier in a warp-32 block of whole warpgroups"))
    return;
  cj__kir_emit(b, KIR_WG_BARRIER, KT_VOID, 0);
}

int kir_uses_roles(const kir_kernel *k) {
  for (int r = 0; r < k->nregions; r++)
    for (int i = 0; i < k->regions[r].n; i++) {
      const kir_inst *in = &k->regions[r].insts[i];
      if ((in->op == KIR_IF && (in->flags & KIR_IF_ROLES)) || kir_is_mbar_op(in->op)) return 1;
    }
  return 0;
}

int kir_is_mbar_op(kir_opcode op) {
  return op == KIR_MBAR_INIT || op == KIR_MBAR_ARRIVE || op == KIR_MBAR_WAIT ||
         op == KIR_SETMAXNREG || op == KIR_MBAR_EXPECT_TX || op == KIR_TMA_LOAD ||
         op == KIR_TMA_STORE || op == KIR_BULK_COMMIT || op == KIR_BULK_WAIT ||
         op == KIR_WG_BARRIER;
}

/* ---- IEEE division and square root ------------------------------------------------------ */
kir_val kir_fdiv(kir_builder *b, kir_val x, kir_val y) {
  if (!cj__kir_check(b, cj__kir_vt(b, x) == KT_F32 && cj__kir_vt(b, y) == KT_F32, "fdiv of f32"))
    return 0;
  kir_inst *in = cj__kir_emit(b, KIR_FDIV, KT_F32, 1);
  if (!in) return 0;
  in->a = x;
  in->b = y;
  return in->dst;
}

kir_val kir_fsqrt(kir_builder *b, kir_val x) {
  if (!cj__kir_check(b, cj__kir_vt(b, x) == KT_F32, "fsqrt of f32")) return 0;
  kir_inst *in = cj__kir_emit(b, KIR_FSQRT, KT_F32, 1);
  if (!in) return 0;
  in->a = x;
  return in->dst;
}

/* ---- queries and the text dump ------------------------------------------------------------- */
static int is_compute(const kir_kernel *k, const kir_inst *in) {
  if (kir_op_class_of(in->op) == KC_COMPUTE) return 1;
  if (in->op == KIR_LOAD || in->op == KIR_STORE || in->op == KIR_PTR_ADD)
    return in->a && in->a <= k->nvals && k->val_types[in->a] == KT_SPTR;
  return 0;
}

int kir_uses_compute(const kir_kernel *k) {
  if (k->nshared) return 1;
  for (int r = 0; r < k->nregions; r++)
    for (int i = 0; i < k->regions[r].n; i++)
      if (is_compute(k, &k->regions[r].insts[i])) return 1;
  return 0;
}

void cj__kir_print_compute(const kir_kernel *k, const kir_inst *in, cj_sb *sb) {
  switch (in->op) {
  case KIR_SHARED:
    if (in->imm >= 0 && in->imm < k->nshared) cj_sb_printf(sb, " @%s", k->shared[in->imm].name);
    return;
  case KIR_SHFL:
    cj_sb_printf(sb, ".%s %%%u, %%%u", kir_shfl_name((kir_shfl_mode)in->imm), in->a, in->b);
    return;
  case KIR_LDMATRIX:
    cj_sb_printf(sb, ".x%d%s %%%u", kir_vec_lanes(in->type),
                 (in->flags & KIR_LDMATRIX_TRANS) ? ".trans" : "", in->a);
    return;
  case KIR_CP_ASYNC:
    cj_sb_printf(sb, ".%" PRId64 "%s %%%u, %%%u", in->imm, (in->flags & KIR_CP_L1) ? ".l1" : "",
                 in->a, in->b);
    if (in->c) cj_sb_printf(sb, " if %%%u", in->c);
    return;
  case KIR_CP_WAIT:
    cj_sb_printf(sb, " %" PRId64, in->imm);
    return;
  case KIR_MMA:
    cj_sb_printf(sb, ".%s %%%u, %%%u, %%%u", kir_mma_name((kir_mma_shape)in->imm), in->a, in->b,
                 in->c);
    return;
  case KIR_SHARED_ADDR:
  case KIR_DS_READ_TR16:
    cj_sb_printf(sb, " %%%u", in->a);
    return;
  case KIR_WGMMA:
    cj_sb_printf(sb, ".%s%s%s $%s.., %%%u, %%%u", kir_wgmma_name((kir_wgmma_shape)in->imm),
                 (in->flags & KIR_WGMMA_MN_A) ? ".mn_a" : "",
                 (in->flags & KIR_WGMMA_MN_B) ? ".mn_b" : "", k->vars[in->var].name, in->a,
                 in->b);
    return;
  case KIR_WGMMA_WAIT:
    cj_sb_printf(sb, " %" PRId64, in->imm);
    return;
  case KIR_MBAR_INIT:
    cj_sb_printf(sb, " %%%u, %" PRId64, in->a, in->imm);
    return;
  case KIR_MBAR_ARRIVE:
    cj_sb_printf(sb, " %%%u", in->a);
    return;
  case KIR_MBAR_WAIT:
    cj_sb_printf(sb, " %%%u parity %%%u", in->a, in->b);
    return;
  case KIR_SETMAXNREG:
    cj_sb_printf(sb, ".%s %" PRId64, (in->flags & KIR_SETMAXNREG_INC) ? "inc" : "dec", in->imm);
    return;
  case KIR_MBAR_EXPECT_TX:
    cj_sb_printf(sb, " %%%u, %" PRId64 " bytes", in->a, in->imm);
    return;
  case KIR_TMA_LOAD:
    if (in->imm >= 0 && in->imm < k->nparams)
      cj_sb_printf(sb, " %%%u, $%s[%%%u], mbar %%%u", in->a, k->params[in->imm].name, in->b, in->c);
    return;
  case KIR_TMA_STORE:
    if (in->imm >= 0 && in->imm < k->nparams)
      cj_sb_printf(sb, " $%s[%%%u], %%%u", k->params[in->imm].name, in->b, in->a);
    return;
  case KIR_BULK_WAIT:
    cj_sb_printf(sb, "%s %" PRId64, (in->flags & KIR_BULK_READ) ? ".read" : "", in->imm);
    return;
  case KIR_FDIV:
    cj_sb_printf(sb, " %%%u, %%%u", in->a, in->b);
    return;
  case KIR_PERM:
    cj_sb_printf(sb, " %%%u, %%%u, 0x%08" PRIx64, in->a, in->b, (uint64_t)in->imm);
    return;
  case KIR_FSQRT:
    cj_sb_printf(sb, " %%%u", in->a);
    return;
  default:
    return;
  }
}
