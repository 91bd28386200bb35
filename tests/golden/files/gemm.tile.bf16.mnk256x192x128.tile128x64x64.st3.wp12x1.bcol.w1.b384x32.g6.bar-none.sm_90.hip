// colljit kernel cj_gemm_tile_bf16_mnk256x192x128_tile128x64x64_st3_wp12x1_bcol_w1_b384x32_g6_bar_none_sm_90 (block 384, grid 6, sm_90)
// colljit: needs sm_90a (wgmma)
// ---- colljit prelude: NVIDIA (NVRTC) ---------------------------------------------------------
// The vocabulary every printed kernel uses. The AMD prelude defines the same names. No header
// is included: vector types and math functions are NVRTC builtins; the rest is inline PTX.

typedef unsigned short cj_u16;
typedef unsigned int cj_u32;
typedef int cj_i32;
typedef short cj_i16;
typedef unsigned long long cj_u64;
typedef long long cj_i64;
typedef char *cj_ptr;
typedef uint2 cj_u32x2;
typedef uint4 cj_u32x4;

#define CJ_DEV __device__ __forceinline__
#define CJ_MEMCPY memcpy // used by the shared prelude

CJ_DEV cj_u32x2 cj_splat_u32x2(cj_u32 x) { return make_uint2(x, x); }
CJ_DEV cj_u32x4 cj_splat_u32x4(cj_u32 x) { return make_uint4(x, x, x, x); }

// ---- ids, clock, barrier ---------------------------------------------------------------------
CJ_DEV cj_u32 cj_tid() { return threadIdx.x; }
CJ_DEV cj_u32 cj_bid() { return blockIdx.x; }
CJ_DEV cj_u64 cj_timer_ns() {
  cj_u64 t;
  asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t));
  return t;
}
CJ_DEV void cj_barrier() { __syncthreads(); }

// ---- bits and floats -------------------------------------------------------------------------
CJ_DEV float cj_f32_from_bits(cj_u32 u) { return __uint_as_float(u); }
CJ_DEV cj_u32 cj_f32_bits(float f) { return __float_as_uint(f); }
// IEEE minNum / maxNum: a NaN operand yields the other operand.
CJ_DEV float cj_fminf(float a, float b) { return fminf(a, b); }
CJ_DEV float cj_fmaxf(float a, float b) { return fmaxf(a, b); }

// f16 through the PTX conversions; NaNs are made quiet explicitly (sign kept).
CJ_DEV float cj_f16_to_f32(cj_u16 h) {
  if ((h & 0x7fffu) > 0x7c00u)
    return cj_f32_from_bits(((cj_u32)(h & 0x8000u) << 16) | 0x7fc00000u | ((h & 0x3ffu) << 13));
  float f;
  asm("cvt.f32.f16 %0, %1;" : "=f"(f) : "h"(h));
  return f;
}
CJ_DEV cj_u16 cj_f32_to_f16(float f) {
  cj_u32 u = cj_f32_bits(f);
  if ((u & 0x7fffffffu) > 0x7f800000u)
    return (cj_u16)(((u >> 16) & 0x8000u) | 0x7e00u | ((u >> 13) & 0x3ffu));
  cj_u16 h;
  asm("cvt.rn.f16.f32 %0, %1;" : "=h"(h) : "f"(f));
  return h;
}

// ---- memory: streaming (evict-first) and volatile accesses (under-aligned: the shared prelude)
// One overload per (type, PTX type, register constraint). c: ld.global.cs / st.global.cs;
// v: ld.volatile.global / st.volatile.global.
#define CJ_LDST_SCALAR(T, pt, r)                                                                \
  CJ_DEV T cj_ld_stream(const T *p) {                                                           \
    T v;                                                                                        \
    asm volatile("ld.global.cs." pt " %0, [%1];" : "=" r(v) : "l"(p) : "memory");               \
    return v;                                                                                   \
  }                                                                                             \
  CJ_DEV void cj_st_stream(T *p, T v) {                                                         \
    asm volatile("st.global.cs." pt " [%0], %1;" ::"l"(p), r(v) : "memory");                    \
  }                                                                                             \
  CJ_DEV T cj_ld_volatile(const T *p) {                                                         \
    T v;                                                                                        \
    asm volatile("ld.volatile.global." pt " %0, [%1];" : "=" r(v) : "l"(p) : "memory");         \
    return v;                                                                                   \
  }                                                                                             \
  CJ_DEV void cj_st_volatile(T *p, T v) {                                                       \
    asm volatile("st.volatile.global." pt " [%0], %1;" ::"l"(p), r(v) : "memory");              \
  }
CJ_LDST_SCALAR(cj_u16, "u16", "h")
CJ_LDST_SCALAR(cj_u32, "u32", "r")
CJ_LDST_SCALAR(cj_u64, "u64", "l")
CJ_LDST_SCALAR(float, "f32", "f")
CJ_LDST_SCALAR(cj_ptr, "u64", "l")

#define CJ_LDST_VEC(q)                                                                          \
  CJ_DEV cj_u32x2 cj_ld_##q(const cj_u32x2 *p) {                                                \
    cj_u32x2 v;                                                                                 \
    asm volatile("ld." CJ_##q##_LD ".v2.u32 {%0, %1}, [%2];"                                    \
                 : "=r"(v.x), "=r"(v.y) : "l"(p) : "memory");                                   \
    return v;                                                                                   \
  }                                                                                             \
  CJ_DEV void cj_st_##q(cj_u32x2 *p, cj_u32x2 v) {                                              \
    asm volatile("st." CJ_##q##_ST ".v2.u32 [%0], {%1, %2};"                                    \
                 ::"l"(p), "r"(v.x), "r"(v.y) : "memory");                                      \
  }                                                                                             \
  CJ_DEV cj_u32x4 cj_ld_##q(const cj_u32x4 *p) {                                                \
    cj_u32x4 v;                                                                                 \
    asm volatile("ld." CJ_##q##_LD ".v4.u32 {%0, %1, %2, %3}, [%4];"                            \
                 : "=r"(v.x), "=r"(v.y), "=r"(v.z), "=r"(v.w) : "l"(p) : "memory");             \
    return v;                                                                                   \
  }                                                                                             \
  CJ_DEV void cj_st_##q(cj_u32x4 *p, cj_u32x4 v) {                                              \
    asm volatile("st." CJ_##q##_ST ".v4.u32 [%0], {%1, %2, %3, %4};"                            \
                 ::"l"(p), "r"(v.x), "r"(v.y), "r"(v.z), "r"(v.w) : "memory");                  \
  }
#define CJ_stream_LD "global.cs"
#define CJ_stream_ST "global.cs"
#define CJ_volatile_LD "volatile.global"
#define CJ_volatile_ST "volatile.global"
CJ_LDST_VEC(stream)
CJ_LDST_VEC(volatile)

// ---- atomics and fences: cj_atomic_<op>_<order>_<scope>, on cj_u32 and cj_u64 ---------------
// PTX spells the scopes cta / gpu / sys; a fence is always acq_rel (PTX has no weaker one).
#define CJ_SCOPE_block "cta"
#define CJ_SCOPE_device "gpu"
#define CJ_SCOPE_system "sys"

#define CJ_ATOMIC_RMW(name, ptxop, T, bits, r, o, s)                                            \
  CJ_DEV T cj_atomic_##name##_##o##_##s(T *p, T v) {                                            \
    T old;                                                                                      \
    asm volatile("atom." #o "." CJ_SCOPE_##s ".global." ptxop #bits " %0, [%1], %2;"            \
                 : "=" r(old) : "l"(p), r(v) : "memory");                                       \
    return old;                                                                                 \
  }
#define CJ_ATOMIC_TYPE(T, bits, r, o, s)                                                        \
  CJ_ATOMIC_RMW(add, "add.u", T, bits, r, o, s)                                                 \
  CJ_ATOMIC_RMW(xchg, "exch.b", T, bits, r, o, s)                                               \
  CJ_ATOMIC_RMW(umax, "max.u", T, bits, r, o, s)                                                \
  CJ_ATOMIC_RMW(or, "or.b", T, bits, r, o, s)                                                   \
  CJ_DEV T cj_atomic_cas_##o##_##s(T *p, T expect, T desired) {                                 \
    T old;                                                                                      \
    asm volatile("atom." #o "." CJ_SCOPE_##s ".global.cas.b" #bits " %0, [%1], %2, %3;"         \
                 : "=" r(old) : "l"(p), r(expect), r(desired) : "memory");                      \
    return old;                                                                                 \
  }
#define CJ_ATOMIC_ORDER_SCOPE(o, s)                                                             \
  CJ_ATOMIC_TYPE(cj_u32, 32, "r", o, s)                                                         \
  CJ_ATOMIC_TYPE(cj_u64, 64, "l", o, s)
#define CJ_ATOMIC_LOAD_T(T, bits, r, o, s)                                                      \
  CJ_DEV T cj_atomic_load_##o##_##s(T *p) {                                                     \
    T v;                                                                                        \
    asm volatile("ld." #o "." CJ_SCOPE_##s ".global.u" #bits " %0, [%1];"                       \
                 : "=" r(v) : "l"(p) : "memory");                                               \
    return v;                                                                                   \
  }
#define CJ_ATOMIC_STORE_T(T, bits, r, o, s)                                                     \
  CJ_DEV void cj_atomic_store_##o##_##s(T *p, T v) {                                            \
    asm volatile("st." #o "." CJ_SCOPE_##s ".global.u" #bits " [%0], %1;"                       \
                 ::"l"(p), r(v) : "memory");                                                    \
  }
#define CJ_ATOMIC_LOAD(o, s)                                                                    \
  CJ_ATOMIC_LOAD_T(cj_u32, 32, "r", o, s) CJ_ATOMIC_LOAD_T(cj_u64, 64, "l", o, s)
#define CJ_ATOMIC_STORE(o, s)                                                                   \
  CJ_ATOMIC_STORE_T(cj_u32, 32, "r", o, s) CJ_ATOMIC_STORE_T(cj_u64, 64, "l", o, s)
#define CJ_FENCE(o, s)                                                                          \
  CJ_DEV void cj_fence_##o##_##s() { asm volatile("fence.acq_rel." CJ_SCOPE_##s ";" ::: "memory"); }
// ---- end of the vendor prelude (prelude_common.h follows) ------------------------------------
// ---- colljit prelude: both vendors ------------------------------------------------------------
// What does not depend on the vendor, written once: conversions (kir's FTRUNC to bf16, FEXT
// from bf16, FPTOSI) and under-aligned accesses. The vendor prelude before this defines the
// integer types, cj_f32_bits/cj_f32_from_bits and CJ_MEMCPY, and the atomic access and fence
// makers (CJ_ATOMIC_LOAD/STORE/ORDER_SCOPE, CJ_FENCE), instantiated here for every order and
// scope.
#define CJ_FOR_SCOPES(M, o) M(o, block) M(o, device) M(o, system)

CJ_FOR_SCOPES(CJ_ATOMIC_LOAD, relaxed)
CJ_FOR_SCOPES(CJ_ATOMIC_LOAD, acquire)
CJ_FOR_SCOPES(CJ_ATOMIC_STORE, relaxed)
CJ_FOR_SCOPES(CJ_ATOMIC_STORE, release)
CJ_FOR_SCOPES(CJ_ATOMIC_ORDER_SCOPE, relaxed)
CJ_FOR_SCOPES(CJ_ATOMIC_ORDER_SCOPE, acquire)
CJ_FOR_SCOPES(CJ_ATOMIC_ORDER_SCOPE, release)
CJ_FOR_SCOPES(CJ_ATOMIC_ORDER_SCOPE, acq_rel)
CJ_FOR_SCOPES(CJ_FENCE, acquire)
CJ_FOR_SCOPES(CJ_FENCE, release)
CJ_FOR_SCOPES(CJ_FENCE, acq_rel)

// bf16 is the top half of an f32: widening is exact.
CJ_DEV float cj_bf16_to_f32(cj_u16 h) { return cj_f32_from_bits((cj_u32)h << 16); }
// float -> int toward zero, saturating, NaN -> 0 (a plain C++ cast is undefined out of range).
CJ_DEV cj_u32 cj_f32_to_i32_sat(float f) {
  if (f != f) return 0u;
  if (f >= 2147483648.0f) return 0x7fffffffu;
  if (f <= -2147483648.0f) return 0x80000000u;
  return (cj_u32)(cj_i32)f;
}
// Round to nearest even; a NaN becomes a quiet NaN with the same sign.
CJ_DEV cj_u16 cj_f32_to_bf16(float f) {
  cj_u32 u = cj_f32_bits(f);
  if ((u & 0x7fffffffu) > 0x7f800000u) return (cj_u16)((u >> 16) | 0x40u);
  return (cj_u16)((u + 0x7fffu + ((u >> 16) & 1u)) >> 16);
}

// ---- memory: under-aligned accesses (CJ_MEMCPY: the vendor prelude's memcpy) ---------------
// An access of T at an address aligned to only A bytes (A < sizeof(T)): A-byte pieces.
template <int A> struct cj_uint_of;
template <> struct cj_uint_of<1> { typedef unsigned char t; };
template <> struct cj_uint_of<2> { typedef cj_u16 t; };
template <> struct cj_uint_of<4> { typedef cj_u32 t; };
template <> struct cj_uint_of<8> { typedef cj_u64 t; };
template <typename T, int A> CJ_DEV T cj_ld_align(const char *p) {
  typedef typename cj_uint_of<A>::t U;
  U w[sizeof(T) / A];
  for (int i = 0; i < (int)(sizeof(T) / A); i++) w[i] = ((const U *)p)[i];
  T v;
  CJ_MEMCPY(&v, w, sizeof(T));
  return v;
}
template <typename T, int A> CJ_DEV void cj_st_align(char *p, T v) {
  typedef typename cj_uint_of<A>::t U;
  U w[sizeof(T) / A];
  CJ_MEMCPY(w, &v, sizeof(T));
  for (int i = 0; i < (int)(sizeof(T) / A); i++) ((U *)p)[i] = w[i];
}
// ---- colljit compute prelude: NVIDIA (only in kernels that use shared memory, warp operations
// or matrix fragments). Warp 32; shared memory is the kernel's cj_smem. Inline PTX throughout.
// A 64-byte accumulator at a 16-byte aligned address moves in 16-byte pieces.
template <> struct cj_uint_of<16> { typedef cj_u32x4 t; };
// The 32-bit shared-window address of a generic pointer into shared memory.
CJ_DEV cj_u32 cj_smem_addr(const char *p) {
  cj_u64 a;
  asm("cvta.to.shared.u64 %0, %1;" : "=l"(a) : "l"(p));
  return (cj_u32)a;
}

CJ_DEV float cj_sqrtf(float x) {
  float r;
  asm("sqrt.rn.f32 %0, %1;" : "=f"(r) : "f"(x));
  return r;
}

// ---- shuffles: shfl.sync over the full warp; c = 0x1f: the lane index wraps at 32, down keeps
// the lane's own value past lane 31
#define CJ_SHFL(name, mode)                                                                     \
  CJ_DEV cj_u32 cj_shfl_##name(cj_u32 v, cj_u32 s) {                                            \
    cj_u32 r;                                                                                   \
    asm volatile("shfl.sync." mode ".b32 %0, %1, %2, 0x1f, 0xffffffff;" : "=r"(r) : "r"(v), "r"(s)); \
    return r;                                                                                   \
  }                                                                                             \
  CJ_DEV float cj_shfl_##name(float v, cj_u32 s) {                                              \
    return cj_f32_from_bits(cj_shfl_##name(cj_f32_bits(v), s));                                 \
  }
CJ_SHFL(xor, "bfly")
CJ_SHFL(down, "down")
CJ_SHFL(idx, "idx")

// ---- ldmatrix: 8x8 b16 matrices from shared memory, rows given by the warp's lanes --------
CJ_DEV cj_u32 cj_ldmatrix_x1(const char *p) {
  cj_u32 r;
  asm volatile("ldmatrix.sync.aligned.m8n8.x1.shared.b16 {%0}, [%1];" : "=r"(r) : "r"(cj_smem_addr(p)) : "memory");
  return r;
}
CJ_DEV cj_u32 cj_ldmatrix_x1_trans(const char *p) {
  cj_u32 r;
  asm volatile("ldmatrix.sync.aligned.m8n8.x1.trans.shared.b16 {%0}, [%1];" : "=r"(r) : "r"(cj_smem_addr(p)) : "memory");
  return r;
}
CJ_DEV cj_u32x2 cj_ldmatrix_x2(const char *p) {
  cj_u32x2 r;
  asm volatile("ldmatrix.sync.aligned.m8n8.x2.shared.b16 {%0, %1}, [%2];"
               : "=r"(r.x), "=r"(r.y) : "r"(cj_smem_addr(p)) : "memory");
  return r;
}
CJ_DEV cj_u32x2 cj_ldmatrix_x2_trans(const char *p) {
  cj_u32x2 r;
  asm volatile("ldmatrix.sync.aligned.m8n8.x2.trans.shared.b16 {%0, %1}, [%2];"
               : "=r"(r.x), "=r"(r.y) : "r"(cj_smem_addr(p)) : "memory");
  return r;
}
CJ_DEV cj_u32x4 cj_ldmatrix_x4(const char *p) {
  cj_u32x4 r;
  asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0, %1, %2, %3}, [%4];"
               : "=r"(r.x), "=r"(r.y), "=r"(r.z), "=r"(r.w) : "r"(cj_smem_addr(p)) : "memory");
  return r;
}
CJ_DEV cj_u32x4 cj_ldmatrix_x4_trans(const char *p) {
  cj_u32x4 r;
  asm volatile("ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {%0, %1, %2, %3}, [%4];"
               : "=r"(r.x), "=r"(r.y), "=r"(r.z), "=r"(r.w) : "r"(cj_smem_addr(p)) : "memory");
  return r;
}

// ---- cp.async: global -> shared, completed by commit groups; p false: zeros, no read -------
#define CJ_CP_ASYNC(n, name, cache)                                                             \
  CJ_DEV void cj_cp_async##name(char *d, const char *s, bool p) {                               \
    asm volatile("cp.async." cache ".shared.global [%0], [%1], " #n ", %2;"                     \
                 ::"r"(cj_smem_addr(d)), "l"(s), "r"(p ? n : 0) : "memory");                    \
  }
CJ_CP_ASYNC(4, 4, "ca")
CJ_CP_ASYNC(8, 8, "ca")
CJ_CP_ASYNC(16, 16, "cg")
CJ_CP_ASYNC(16, 16_l1, "ca") // kept in L1: rows of 16 mod 32 bytes (half sectors at both ends)

// ---- tensor maps (sm_90): a 2-D box into shared memory, counted off an mbarrier -------------
struct __align__(64) cj_tmap_t { unsigned long long w[16]; }; // the driver's CUtensorMap
CJ_DEV void cj_mbar_expect_tx(char *bar, cj_u32 bytes) {
  asm volatile("mbarrier.arrive.expect_tx.shared::cta.b64 _, [%0], %1;"
               :: "r"(cj_smem_addr(bar)), "r"(bytes) : "memory");
}
CJ_DEV void cj_tma_load2d(char *d, const cj_tmap_t *m, cj_u32x2 xy, char *bar) {
  asm volatile("cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes"
               " [%0], [%1, {%2, %3}], [%4];"
               :: "r"(cj_smem_addr(d)), "l"(m), "r"(xy.x), "r"(xy.y), "r"(cj_smem_addr(bar))
               : "memory");
}
CJ_DEV void cj_tma_store2d(char *s, const cj_tmap_t *m, cj_u32x2 xy) {
  asm volatile("cp.async.bulk.tensor.2d.global.shared::cta.bulk_group [%0, {%1, %2}], [%3];"
               :: "l"(m), "r"(xy.x), "r"(xy.y), "r"(cj_smem_addr(s)) : "memory");
}
CJ_DEV void cj_cp_commit() { asm volatile("cp.async.commit_group;" ::: "memory"); }
template <int N> CJ_DEV void cj_cp_wait() { asm volatile("cp.async.wait_group %0;" ::"n"(N) : "memory"); }

// ---- mma.sync m16n8k16, f32 accumulation (fragment layouts: kir.h) --------------------------
#define CJ_MMA16(name, ty)                                                                      \
  CJ_DEV cj_u32x4 cj_mma_m16n8k16_##name(cj_u32x4 a, cj_u32x2 b, cj_u32x4 c) {                  \
    float d0, d1, d2, d3;                                                                       \
    asm("mma.sync.aligned.m16n8k16.row.col.f32." ty "." ty ".f32 {%0, %1, %2, %3}, "            \
        "{%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};"                                     \
        : "=f"(d0), "=f"(d1), "=f"(d2), "=f"(d3)                                                \
        : "r"(a.x), "r"(a.y), "r"(a.z), "r"(a.w), "r"(b.x), "r"(b.y),                           \
          "f"(cj_f32_from_bits(c.x)), "f"(cj_f32_from_bits(c.y)),                               \
          "f"(cj_f32_from_bits(c.z)), "f"(cj_f32_from_bits(c.w)));                              \
    return make_uint4(cj_f32_bits(d0), cj_f32_bits(d1), cj_f32_bits(d2), cj_f32_bits(d3));      \
  }
CJ_MMA16(bf16, "bf16")
CJ_MMA16(f16, "f16")
// ---- end of compute prelude -------------------------------------------------------------------

extern "C" __global__ void __launch_bounds__(384, 2) cj_gemm_tile_bf16_mnk256x192x128_tile128x64x64_st3_wp12x1_bcol_w1_b384x32_g6_bar_none_sm_90(cj_ptr p_heap_bases, cj_u32 p_rank, cj_ptr p_src, cj_ptr p_dst, cj_ptr p_sync, cj_ptr p_status, cj_u64 p_timeout_ns, cj_ptr p_work, cj_u64 p_n, cj_u32 p_nblocks, cj_ptr __restrict__ p_b, cj_ptr p_bias, const __grid_constant__ cj_tmap_t p_amap, const __grid_constant__ cj_tmap_t p_bmap) {
  extern __shared__ __attribute__((aligned(1024))) char cj_smem[]; // 73776 bytes
  if (cj_smem_addr(cj_smem) & 1023u) __trap();
  cj_u32 x_failed0 = {};
  float4 x_acc1 = {};
  float4 x_acc2 = {};
  float4 x_acc3 = {};
  float4 x_acc4 = {};
  float4 x_acc5 = {};
  float4 x_acc6 = {};
  float4 x_acc7 = {};
  float4 x_acc8 = {};
  cj_u32 x_staged9 = {};
  cj_u32 x_consumed10 = {};
  const cj_ptr v1 = p_heap_bases;
  const cj_u32 v2 = p_rank;
  const cj_ptr v3 = p_src;
  const cj_ptr v4 = p_dst;
  const cj_ptr v5 = p_sync;
  const cj_ptr v6 = p_status;
  const cj_u64 v7 = p_timeout_ns;
  const cj_ptr v8 = p_work;
  const cj_u64 v9 = p_n;
  const cj_u32 v10 = p_nblocks;
  const cj_ptr v11 = p_b;
  const cj_ptr v12 = p_bias;
  const cj_u32 v13 = cj_tid();
  const cj_u32 v14 = cj_bid();
  const cj_u64 v15 = (cj_u64)v2;
  const cj_u64 v16 = 8ull;
  const cj_u64 v17 = v15 * v16;
  const cj_ptr v18 = v1 + v17;
  const cj_u64 v19 = *(const cj_u64 *)v18;
  const cj_u32 v20 = 0u;
  x_failed0 = v20;
  const cj_u32 v21 = 6u;
  // gemm: B column-major (n x k), out bf16
  const cj_ptr v22 = (cj_ptr)&p_amap;
  const cj_ptr v23 = (cj_ptr)&p_bmap;
  // A and B through tensor maps (TMA)
  // gemm 256x192x128 bf16, tile 128x64x64, 3 stages, warps 12x1, persistent
  const cj_u32 v24 = cj_tid();
  const cj_u32 v25 = 31u;
  const cj_u32 v26 = v24 & v25;
  const cj_u32 v27 = 5u;
  const cj_u32 v28 = v24 >> v27;
  const cj_u32 v29 = 1u;
  const cj_u32 v30 = v28 / v29;
  const cj_u32 v31 = 1u;
  const cj_u32 v32 = v28 % v31;
  const cj_u32 v33 = 0u;
  const cj_u32x4 v34 = cj_splat_u32x4(v33);
  x_acc1 = make_float4(__uint_as_float(v34.x), __uint_as_float(v34.y), __uint_as_float(v34.z), __uint_as_float(v34.w));
  const cj_u32 v35 = 0u;
  const cj_u32x4 v36 = cj_splat_u32x4(v35);
  x_acc2 = make_float4(__uint_as_float(v36.x), __uint_as_float(v36.y), __uint_as_float(v36.z), __uint_as_float(v36.w));
  const cj_u32 v37 = 0u;
  const cj_u32x4 v38 = cj_splat_u32x4(v37);
  x_acc3 = make_float4(__uint_as_float(v38.x), __uint_as_float(v38.y), __uint_as_float(v38.z), __uint_as_float(v38.w));
  const cj_u32 v39 = 0u;
  const cj_u32x4 v40 = cj_splat_u32x4(v39);
  x_acc4 = make_float4(__uint_as_float(v40.x), __uint_as_float(v40.y), __uint_as_float(v40.z), __uint_as_float(v40.w));
  const cj_u32 v41 = 0u;
  const cj_u32x4 v42 = cj_splat_u32x4(v41);
  x_acc5 = make_float4(__uint_as_float(v42.x), __uint_as_float(v42.y), __uint_as_float(v42.z), __uint_as_float(v42.w));
  const cj_u32 v43 = 0u;
  const cj_u32x4 v44 = cj_splat_u32x4(v43);
  x_acc6 = make_float4(__uint_as_float(v44.x), __uint_as_float(v44.y), __uint_as_float(v44.z), __uint_as_float(v44.w));
  const cj_u32 v45 = 0u;
  const cj_u32x4 v46 = cj_splat_u32x4(v45);
  x_acc7 = make_float4(__uint_as_float(v46.x), __uint_as_float(v46.y), __uint_as_float(v46.z), __uint_as_float(v46.w));
  const cj_u32 v47 = 0u;
  const cj_u32x4 v48 = cj_splat_u32x4(v47);
  x_acc8 = make_float4(__uint_as_float(v48.x), __uint_as_float(v48.y), __uint_as_float(v48.z), __uint_as_float(v48.w));
  const cj_u32 v49 = 6u;
  // a producer warpgroup stages the ring for 2 consumer warpgroups; a full and an empty mbarrier per slot, 2 k tiles issued past the newest published
  const cj_u32 v50 = 0u;
  const bool v51 = v24 == v50;
  if (v51) {
    const cj_u32 v52 = 0u;
    const cj_u32 v53 = 3u;
    const cj_u32 v54 = 0u;
    const cj_u32 v55 = v52 + v54;
    const cj_u32 v56 = v55 << v53;
    const cj_u32 v57 = 73728u; // mbar
    const cj_u32 v58 = v57 + v56;
    asm volatile("mbarrier.init.shared::cta.b64 [%0], 1;\nfence.mbarrier_init.release.cluster;" :: "r"(cj_smem_addr(cj_smem) + v58) : "memory");
    const cj_u32 v59 = 0u;
    const cj_u32 v60 = 3u;
    const cj_u32 v61 = 3u;
    const cj_u32 v62 = v59 + v61;
    const cj_u32 v63 = v62 << v60;
    const cj_u32 v64 = 73728u; // mbar
    const cj_u32 v65 = v64 + v63;
    asm volatile("mbarrier.init.shared::cta.b64 [%0], 256;\nfence.mbarrier_init.release.cluster;" :: "r"(cj_smem_addr(cj_smem) + v65) : "memory");
    const cj_u32 v66 = 1u;
    const cj_u32 v67 = 3u;
    const cj_u32 v68 = 0u;
    const cj_u32 v69 = v66 + v68;
    const cj_u32 v70 = v69 << v67;
    const cj_u32 v71 = 73728u; // mbar
    const cj_u32 v72 = v71 + v70;
    asm volatile("mbarrier.init.shared::cta.b64 [%0], 1;\nfence.mbarrier_init.release.cluster;" :: "r"(cj_smem_addr(cj_smem) + v72) : "memory");
    const cj_u32 v73 = 1u;
    const cj_u32 v74 = 3u;
    const cj_u32 v75 = 3u;
    const cj_u32 v76 = v73 + v75;
    const cj_u32 v77 = v76 << v74;
    const cj_u32 v78 = 73728u; // mbar
    const cj_u32 v79 = v78 + v77;
    asm volatile("mbarrier.init.shared::cta.b64 [%0], 256;\nfence.mbarrier_init.release.cluster;" :: "r"(cj_smem_addr(cj_smem) + v79) : "memory");
    const cj_u32 v80 = 2u;
    const cj_u32 v81 = 3u;
    const cj_u32 v82 = 0u;
    const cj_u32 v83 = v80 + v82;
    const cj_u32 v84 = v83 << v81;
    const cj_u32 v85 = 73728u; // mbar
    const cj_u32 v86 = v85 + v84;
    asm volatile("mbarrier.init.shared::cta.b64 [%0], 1;\nfence.mbarrier_init.release.cluster;" :: "r"(cj_smem_addr(cj_smem) + v86) : "memory");
    const cj_u32 v87 = 2u;
    const cj_u32 v88 = 3u;
    const cj_u32 v89 = 3u;
    const cj_u32 v90 = v87 + v89;
    const cj_u32 v91 = v90 << v88;
    const cj_u32 v92 = 73728u; // mbar
    const cj_u32 v93 = v92 + v91;
    asm volatile("mbarrier.init.shared::cta.b64 [%0], 256;\nfence.mbarrier_init.release.cluster;" :: "r"(cj_smem_addr(cj_smem) + v93) : "memory");
  }
  cj_barrier();
  const cj_u32 v94 = 128u;
  const bool v95 = v24 < v94;
  if (v95) {
    asm volatile("setmaxnreg.dec.sync.aligned.u32 40;");
    const cj_u32 v96 = 0u;
    const bool v97 = v24 == v96;
    if (v97) {
      const cj_u32 v98 = 0u;
      x_staged9 = v98;
      for (cj_u32 v99 = v14; v99 < v49; v99 += v21) {
        const cj_u32 v100 = x_staged9;
        const cj_u32 v101 = 8u;
        const cj_u32 v102 = 24u;
        const cj_u32 v103 = v99 / v102;
        const cj_u32 v104 = v103 * v101;
        const cj_u32 v105 = 8u;
        const cj_u32 v106 = 2u;
        const cj_u32 v107 = v106 - v104;
        const cj_u32 v108 = (v107 < v105 ? v107 : v105);
        const cj_u32 v109 = 24u;
        const cj_u32 v110 = v99 % v109;
        const cj_u32 v111 = v110 % v108;
        const cj_u32 v112 = v104 + v111;
        const cj_u32 v113 = 128u;
        const cj_u32 v114 = v112 * v113;
        const cj_u32 v115 = 64u;
        const cj_u32 v116 = v110 / v108;
        const cj_u32 v117 = v116 * v115;
        const cj_u32 v118 = 1u;
        const cj_u32 v119 = 2u;
        const cj_u32 v120 = 0u;
        for (cj_u32 v121 = v120; v121 < v119; v121 += v118) {
          const cj_u32 v122 = v100 + v121;
          const cj_u32 v123 = 3u;
          const cj_u32 v124 = v122 % v123;
          const cj_u32 v125 = 1u;
          const cj_u32 v126 = 1u;
          const cj_u32 v127 = 3u;
          const cj_u32 v128 = v122 / v127;
          const cj_u32 v129 = v128 & v126;
          const cj_u32 v130 = v129 ^ v125;
          const cj_u32 v131 = 3u;
          const cj_u32 v132 = 3u;
          const cj_u32 v133 = v124 + v132;
          const cj_u32 v134 = v133 << v131;
          const cj_u32 v135 = 73728u; // mbar
          const cj_u32 v136 = v135 + v134;
          asm volatile("{\n.reg .pred p;\ncj_wait:\nmbarrier.try_wait.parity.shared::cta.b64 p, [%0], %1;\n@!p bra cj_wait;\n}" :: "r"(cj_smem_addr(cj_smem) + v136), "r"(v130) : "memory");
          const cj_u32 v137 = 64u;
          const cj_u32 v138 = v121 * v137;
          const cj_u32 v139 = 3u;
          const cj_u32 v140 = v124 << v139;
          const cj_u32 v141 = 73728u; // mbar
          const cj_u32 v142 = v141 + v140;
          cj_mbar_expect_tx(cj_smem + v142, 24576u);
          const cj_u32x2 v143 = cj_splat_u32x2(v138);
          cj_u32x2 v144 = v143;
          v144.y = v114;
          const cj_u32 v145 = 16384u;
          const cj_u32 v146 = v124 * v145;
          const cj_u32 v147 = 0u; // a_ring
          const cj_u32 v148 = v147 + v146;
          cj_tma_load2d(cj_smem + v148, &p_amap, v144, cj_smem + v142);
          const cj_u32 v149 = 8192u;
          const cj_u32 v150 = v124 * v149;
          const cj_u32 v151 = 49152u; // b_ring
          const cj_u32 v152 = v151 + v150;
          const cj_u32x2 v153 = cj_splat_u32x2(v138);
          cj_u32x2 v154 = v153;
          v154.y = v117;
          cj_tma_load2d(cj_smem + v152, &p_bmap, v154, cj_smem + v142);
        }
        const cj_u32 v155 = 2u;
        const cj_u32 v156 = v100 + v155;
        x_staged9 = v156;
      }
    }
  } else {
    asm volatile("setmaxnreg.inc.sync.aligned.u32 232;");
    const cj_u32 v157 = 128u;
    const cj_u32 v158 = v24 - v157;
    const cj_u32 v159 = 31u;
    const cj_u32 v160 = v158 & v159;
    const cj_u32 v161 = 5u;
    const cj_u32 v162 = v158 >> v161;
    const cj_u32 v163 = 0u;
    const cj_u32 v164 = 7u;
    const cj_u32 v165 = v158 >> v164;
    const cj_u32 v166 = 8192u;
    const cj_u32 v167 = v165 * v166;
    const cj_u32 v168 = 0u;
    x_consumed10 = v168;
    for (cj_u32 v169 = v14; v169 < v49; v169 += v21) {
      const cj_u32 v170 = x_consumed10;
      const cj_u32 v171 = 8u;
      const cj_u32 v172 = 24u;
      const cj_u32 v173 = v169 / v172;
      const cj_u32 v174 = v173 * v171;
      const cj_u32 v175 = 8u;
      const cj_u32 v176 = 2u;
      const cj_u32 v177 = v176 - v174;
      const cj_u32 v178 = (v177 < v175 ? v177 : v175);
      const cj_u32 v179 = 24u;
      const cj_u32 v180 = v169 % v179;
      const cj_u32 v181 = v180 % v178;
      const cj_u32 v182 = v174 + v181;
      const cj_u32 v183 = 128u;
      const cj_u32 v184 = v182 * v183;
      const cj_u32 v185 = 64u;
      const cj_u32 v186 = v180 / v178;
      const cj_u32 v187 = v186 * v185;
      const cj_u32 v188 = 0u;
      const cj_u32x4 v189 = cj_splat_u32x4(v188);
      x_acc1 = make_float4(__uint_as_float(v189.x), __uint_as_float(v189.y), __uint_as_float(v189.z), __uint_as_float(v189.w));
      const cj_u32 v190 = 0u;
      const cj_u32x4 v191 = cj_splat_u32x4(v190);
      x_acc2 = make_float4(__uint_as_float(v191.x), __uint_as_float(v191.y), __uint_as_float(v191.z), __uint_as_float(v191.w));
      const cj_u32 v192 = 0u;
      const cj_u32x4 v193 = cj_splat_u32x4(v192);
      x_acc3 = make_float4(__uint_as_float(v193.x), __uint_as_float(v193.y), __uint_as_float(v193.z), __uint_as_float(v193.w));
      const cj_u32 v194 = 0u;
      const cj_u32x4 v195 = cj_splat_u32x4(v194);
      x_acc4 = make_float4(__uint_as_float(v195.x), __uint_as_float(v195.y), __uint_as_float(v195.z), __uint_as_float(v195.w));
      const cj_u32 v196 = 0u;
      const cj_u32x4 v197 = cj_splat_u32x4(v196);
      x_acc5 = make_float4(__uint_as_float(v197.x), __uint_as_float(v197.y), __uint_as_float(v197.z), __uint_as_float(v197.w));
      const cj_u32 v198 = 0u;
      const cj_u32x4 v199 = cj_splat_u32x4(v198);
      x_acc6 = make_float4(__uint_as_float(v199.x), __uint_as_float(v199.y), __uint_as_float(v199.z), __uint_as_float(v199.w));
      const cj_u32 v200 = 0u;
      const cj_u32x4 v201 = cj_splat_u32x4(v200);
      x_acc7 = make_float4(__uint_as_float(v201.x), __uint_as_float(v201.y), __uint_as_float(v201.z), __uint_as_float(v201.w));
      const cj_u32 v202 = 0u;
      const cj_u32x4 v203 = cj_splat_u32x4(v202);
      x_acc8 = make_float4(__uint_as_float(v203.x), __uint_as_float(v203.y), __uint_as_float(v203.z), __uint_as_float(v203.w));
      const cj_u32 v204 = 2u;
      const cj_u32 v205 = 1u;
      const cj_u32 v206 = 0u;
      for (cj_u32 v207 = v206; v207 < v204; v207 += v205) {
        const cj_u32 v208 = v170 + v207;
        const cj_u32 v209 = 3u;
        const cj_u32 v210 = v208 % v209;
        const cj_u32 v211 = 3u;
        const cj_u32 v212 = v208 / v211;
        const cj_u32 v213 = 1u;
        const cj_u32 v214 = v212 & v213;
        const cj_u32 v215 = 3u;
        const cj_u32 v216 = 0u;
        const cj_u32 v217 = v210 + v216;
        const cj_u32 v218 = v217 << v215;
        const cj_u32 v219 = 73728u; // mbar
        const cj_u32 v220 = v219 + v218;
        asm volatile("{\n.reg .pred p;\ncj_wait:\nmbarrier.try_wait.parity.shared::cta.b64 p, [%0], %1;\n@!p bra cj_wait;\n}" :: "r"(cj_smem_addr(cj_smem) + v220), "r"(v214) : "memory");
        const cj_u32 v221 = 16384u;
        const cj_u32 v222 = v210 * v221;
        const cj_u32 v223 = 0u; // a_ring
        const cj_u32 v224 = v223 + v222;
        const cj_u32 v225 = cj_smem_addr(cj_smem) + v224;
        const cj_u32 v226 = 8192u;
        const cj_u32 v227 = v210 * v226;
        const cj_u32 v228 = 49152u; // b_ring
        const cj_u32 v229 = v228 + v227;
        const cj_u32 v230 = cj_smem_addr(cj_smem) + v229;
        const cj_u32 v231 = v225 + v167;
        asm volatile("wgmma.fence.sync.aligned;" ::: "memory");
        const cj_u32 v232 = 0u;
        const cj_u32 v233 = v230 + v232;
        const cj_u32 v234 = 16383u;
        const cj_u32 v235 = 4u;
        const cj_u32 v236 = v233 >> v235;
        const cj_u32 v237 = v236 & v234;
        const cj_u64 v238 = 0x4000004000010000ull;
        const cj_u64 v239 = (cj_u64)v237;
        const cj_u64 v240 = v239 | v238;
        const cj_u32 v241 = 0u;
        const cj_u32 v242 = v231 + v241;
        const cj_u32 v243 = 16383u;
        const cj_u32 v244 = 4u;
        const cj_u32 v245 = v242 >> v244;
        const cj_u32 v246 = v245 & v243;
        const cj_u64 v247 = 0x4000004000010000ull;
        const cj_u64 v248 = (cj_u64)v246;
        const cj_u64 v249 = v248 | v247;
        asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %34, 0;\n"
    "wgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31}, %32, %33, p, 1, 1, 0, 0;\n}\n"
    : "+f"(x_acc1.x), "+f"(x_acc1.y), "+f"(x_acc1.z), "+f"(x_acc1.w), "+f"(x_acc2.x), "+f"(x_acc2.y), "+f"(x_acc2.z), "+f"(x_acc2.w), "+f"(x_acc3.x), "+f"(x_acc3.y), "+f"(x_acc3.z), "+f"(x_acc3.w), "+f"(x_acc4.x), "+f"(x_acc4.y), "+f"(x_acc4.z), "+f"(x_acc4.w), "+f"(x_acc5.x), "+f"(x_acc5.y), "+f"(x_acc5.z), "+f"(x_acc5.w), "+f"(x_acc6.x), "+f"(x_acc6.y), "+f"(x_acc6.z), "+f"(x_acc6.w), "+f"(x_acc7.x), "+f"(x_acc7.y), "+f"(x_acc7.z), "+f"(x_acc7.w), "+f"(x_acc8.x), "+f"(x_acc8.y), "+f"(x_acc8.z), "+f"(x_acc8.w)
    : "l"(v249), "l"(v240), "r"(1) : "memory");
        const cj_u32 v250 = 32u;
        const cj_u32 v251 = v230 + v250;
        const cj_u32 v252 = 16383u;
        const cj_u32 v253 = 4u;
        const cj_u32 v254 = v251 >> v253;
        const cj_u32 v255 = v254 & v252;
        const cj_u64 v256 = 0x4000004000010000ull;
        const cj_u64 v257 = (cj_u64)v255;
        const cj_u64 v258 = v257 | v256;
        const cj_u32 v259 = 32u;
        const cj_u32 v260 = v231 + v259;
        const cj_u32 v261 = 16383u;
        const cj_u32 v262 = 4u;
        const cj_u32 v263 = v260 >> v262;
        const cj_u32 v264 = v263 & v261;
        const cj_u64 v265 = 0x4000004000010000ull;
        const cj_u64 v266 = (cj_u64)v264;
        const cj_u64 v267 = v266 | v265;
        asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %34, 0;\n"
    "wgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31}, %32, %33, p, 1, 1, 0, 0;\n}\n"
    : "+f"(x_acc1.x), "+f"(x_acc1.y), "+f"(x_acc1.z), "+f"(x_acc1.w), "+f"(x_acc2.x), "+f"(x_acc2.y), "+f"(x_acc2.z), "+f"(x_acc2.w), "+f"(x_acc3.x), "+f"(x_acc3.y), "+f"(x_acc3.z), "+f"(x_acc3.w), "+f"(x_acc4.x), "+f"(x_acc4.y), "+f"(x_acc4.z), "+f"(x_acc4.w), "+f"(x_acc5.x), "+f"(x_acc5.y), "+f"(x_acc5.z), "+f"(x_acc5.w), "+f"(x_acc6.x), "+f"(x_acc6.y), "+f"(x_acc6.z), "+f"(x_acc6.w), "+f"(x_acc7.x), "+f"(x_acc7.y), "+f"(x_acc7.z), "+f"(x_acc7.w), "+f"(x_acc8.x), "+f"(x_acc8.y), "+f"(x_acc8.z), "+f"(x_acc8.w)
    : "l"(v267), "l"(v258), "r"(1) : "memory");
        const cj_u32 v268 = 64u;
        const cj_u32 v269 = v230 + v268;
        const cj_u32 v270 = 16383u;
        const cj_u32 v271 = 4u;
        const cj_u32 v272 = v269 >> v271;
        const cj_u32 v273 = v272 & v270;
        const cj_u64 v274 = 0x4000004000010000ull;
        const cj_u64 v275 = (cj_u64)v273;
        const cj_u64 v276 = v275 | v274;
        const cj_u32 v277 = 64u;
        const cj_u32 v278 = v231 + v277;
        const cj_u32 v279 = 16383u;
        const cj_u32 v280 = 4u;
        const cj_u32 v281 = v278 >> v280;
        const cj_u32 v282 = v281 & v279;
        const cj_u64 v283 = 0x4000004000010000ull;
        const cj_u64 v284 = (cj_u64)v282;
        const cj_u64 v285 = v284 | v283;
        asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %34, 0;\n"
    "wgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31}, %32, %33, p, 1, 1, 0, 0;\n}\n"
    : "+f"(x_acc1.x), "+f"(x_acc1.y), "+f"(x_acc1.z), "+f"(x_acc1.w), "+f"(x_acc2.x), "+f"(x_acc2.y), "+f"(x_acc2.z), "+f"(x_acc2.w), "+f"(x_acc3.x), "+f"(x_acc3.y), "+f"(x_acc3.z), "+f"(x_acc3.w), "+f"(x_acc4.x), "+f"(x_acc4.y), "+f"(x_acc4.z), "+f"(x_acc4.w), "+f"(x_acc5.x), "+f"(x_acc5.y), "+f"(x_acc5.z), "+f"(x_acc5.w), "+f"(x_acc6.x), "+f"(x_acc6.y), "+f"(x_acc6.z), "+f"(x_acc6.w), "+f"(x_acc7.x), "+f"(x_acc7.y), "+f"(x_acc7.z), "+f"(x_acc7.w), "+f"(x_acc8.x), "+f"(x_acc8.y), "+f"(x_acc8.z), "+f"(x_acc8.w)
    : "l"(v285), "l"(v276), "r"(1) : "memory");
        const cj_u32 v286 = 96u;
        const cj_u32 v287 = v230 + v286;
        const cj_u32 v288 = 16383u;
        const cj_u32 v289 = 4u;
        const cj_u32 v290 = v287 >> v289;
        const cj_u32 v291 = v290 & v288;
        const cj_u64 v292 = 0x4000004000010000ull;
        const cj_u64 v293 = (cj_u64)v291;
        const cj_u64 v294 = v293 | v292;
        const cj_u32 v295 = 96u;
        const cj_u32 v296 = v231 + v295;
        const cj_u32 v297 = 16383u;
        const cj_u32 v298 = 4u;
        const cj_u32 v299 = v296 >> v298;
        const cj_u32 v300 = v299 & v297;
        const cj_u64 v301 = 0x4000004000010000ull;
        const cj_u64 v302 = (cj_u64)v300;
        const cj_u64 v303 = v302 | v301;
        asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %34, 0;\n"
    "wgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31}, %32, %33, p, 1, 1, 0, 0;\n}\n"
    : "+f"(x_acc1.x), "+f"(x_acc1.y), "+f"(x_acc1.z), "+f"(x_acc1.w), "+f"(x_acc2.x), "+f"(x_acc2.y), "+f"(x_acc2.z), "+f"(x_acc2.w), "+f"(x_acc3.x), "+f"(x_acc3.y), "+f"(x_acc3.z), "+f"(x_acc3.w), "+f"(x_acc4.x), "+f"(x_acc4.y), "+f"(x_acc4.z), "+f"(x_acc4.w), "+f"(x_acc5.x), "+f"(x_acc5.y), "+f"(x_acc5.z), "+f"(x_acc5.w), "+f"(x_acc6.x), "+f"(x_acc6.y), "+f"(x_acc6.z), "+f"(x_acc6.w), "+f"(x_acc7.x), "+f"(x_acc7.y), "+f"(x_acc7.z), "+f"(x_acc7.w), "+f"(x_acc8.x), "+f"(x_acc8.y), "+f"(x_acc8.z), "+f"(x_acc8.w)
    : "l"(v303), "l"(v294), "r"(1) : "memory");
        asm volatile("wgmma.commit_group.sync.aligned;" ::: "memory");
        asm volatile("wgmma.wait_group.sync.aligned 1;" ::: "memory");
  asm volatile("" : "+f"(x_acc1.x), "+f"(x_acc1.y), "+f"(x_acc1.z), "+f"(x_acc1.w) :: "memory");
  asm volatile("" : "+f"(x_acc2.x), "+f"(x_acc2.y), "+f"(x_acc2.z), "+f"(x_acc2.w) :: "memory");
  asm volatile("" : "+f"(x_acc3.x), "+f"(x_acc3.y), "+f"(x_acc3.z), "+f"(x_acc3.w) :: "memory");
  asm volatile("" : "+f"(x_acc4.x), "+f"(x_acc4.y), "+f"(x_acc4.z), "+f"(x_acc4.w) :: "memory");
  asm volatile("" : "+f"(x_acc5.x), "+f"(x_acc5.y), "+f"(x_acc5.z), "+f"(x_acc5.w) :: "memory");
  asm volatile("" : "+f"(x_acc6.x), "+f"(x_acc6.y), "+f"(x_acc6.z), "+f"(x_acc6.w) :: "memory");
  asm volatile("" : "+f"(x_acc7.x), "+f"(x_acc7.y), "+f"(x_acc7.z), "+f"(x_acc7.w) :: "memory");
  asm volatile("" : "+f"(x_acc8.x), "+f"(x_acc8.y), "+f"(x_acc8.z), "+f"(x_acc8.w) :: "memory");
        const cj_u32 v304 = 0u;
        const bool v305 = v207 > v304;
        if (v305) {
          const cj_u32 v306 = 3u;
          const cj_u32 v307 = 1u;
          const cj_u32 v308 = v208 - v307;
          const cj_u32 v309 = v308 % v306;
          const cj_u32 v310 = 3u;
          const cj_u32 v311 = 3u;
          const cj_u32 v312 = v309 + v311;
          const cj_u32 v313 = v312 << v310;
          const cj_u32 v314 = 73728u; // mbar
          const cj_u32 v315 = v314 + v313;
          asm volatile("mbarrier.arrive.shared::cta.b64 _, [%0];" :: "r"(cj_smem_addr(cj_smem) + v315) : "memory");
        }
      }
      asm volatile("wgmma.wait_group.sync.aligned 0;" ::: "memory");
  asm volatile("" : "+f"(x_acc1.x), "+f"(x_acc1.y), "+f"(x_acc1.z), "+f"(x_acc1.w) :: "memory");
  asm volatile("" : "+f"(x_acc2.x), "+f"(x_acc2.y), "+f"(x_acc2.z), "+f"(x_acc2.w) :: "memory");
  asm volatile("" : "+f"(x_acc3.x), "+f"(x_acc3.y), "+f"(x_acc3.z), "+f"(x_acc3.w) :: "memory");
  asm volatile("" : "+f"(x_acc4.x), "+f"(x_acc4.y), "+f"(x_acc4.z), "+f"(x_acc4.w) :: "memory");
  asm volatile("" : "+f"(x_acc5.x), "+f"(x_acc5.y), "+f"(x_acc5.z), "+f"(x_acc5.w) :: "memory");
  asm volatile("" : "+f"(x_acc6.x), "+f"(x_acc6.y), "+f"(x_acc6.z), "+f"(x_acc6.w) :: "memory");
  asm volatile("" : "+f"(x_acc7.x), "+f"(x_acc7.y), "+f"(x_acc7.z), "+f"(x_acc7.w) :: "memory");
  asm volatile("" : "+f"(x_acc8.x), "+f"(x_acc8.y), "+f"(x_acc8.z), "+f"(x_acc8.w) :: "memory");
      const cj_u32 v316 = 1u;
      const cj_u32 v317 = v204 - v316;
      const cj_u32 v318 = v170 + v317;
      const cj_u32 v319 = 3u;
      const cj_u32 v320 = v318 % v319;
      const cj_u32 v321 = 3u;
      const cj_u32 v322 = 3u;
      const cj_u32 v323 = v320 + v322;
      const cj_u32 v324 = v323 << v321;
      const cj_u32 v325 = 73728u; // mbar
      const cj_u32 v326 = v325 + v324;
      asm volatile("mbarrier.arrive.shared::cta.b64 _, [%0];" :: "r"(cj_smem_addr(cj_smem) + v326) : "memory");
      const cj_u32 v327 = v170 + v204;
      x_consumed10 = v327;
      const cj_u32 v328 = 16u;
      const cj_u32 v329 = v162 * v328;
      const cj_u32 v330 = v184 + v329;
      const cj_u32 v331 = 64u;
      const cj_u32 v332 = v163 * v331;
      const cj_u32 v333 = v187 + v332;
      // epilogue: accumulators to C, masked at the edges
      const cj_u32x4 v334 = make_uint4(__float_as_uint(x_acc1.x), __float_as_uint(x_acc1.y), __float_as_uint(x_acc1.z), __float_as_uint(x_acc1.w));
      const cj_u32 v335 = 2u;
      const cj_u32 v336 = v160 >> v335;
      const cj_u32 v337 = 0u;
      const cj_u32 v338 = v330 + v337;
      const cj_u32 v339 = v338 + v336;
      const cj_u32 v340 = 1u;
      const cj_u32 v341 = 3u;
      const cj_u32 v342 = v160 & v341;
      const cj_u32 v343 = v342 << v340;
      const cj_u32 v344 = 0u;
      const cj_u32 v345 = v333 + v344;
      const cj_u32 v346 = v345 + v343;
      const cj_u32 v347 = v334.y;
      const cj_u32 v348 = v334.x;
      const cj_u32 v349 = 192u;
      const bool v350 = v346 < v349;
      const cj_u32 v351 = 256u;
      const bool v352 = v339 < v351;
      const bool v353 = v352 && v350;
      if (v353) {
        const float v354 = cj_f32_from_bits(v348);
        const cj_u16 v355 = cj_f32_to_bf16(v354);
        const cj_u16 v356 = v355;
        const cj_u32 v357 = (cj_u32)v356;
        const cj_u32 v358 = 1u;
        const cj_u32 v359 = v346 + v358;
        const float v360 = cj_f32_from_bits(v347);
        const cj_u16 v361 = cj_f32_to_bf16(v360);
        const cj_u16 v362 = v361;
        const cj_u32 v363 = (cj_u32)v362;
        const cj_u32 v364 = 16u;
        const cj_u32 v365 = v363 << v364;
        const cj_u32 v366 = v357 | v365;
        const cj_u64 v367 = (cj_u64)v346;
        const cj_u64 v368 = 192ull;
        const cj_u64 v369 = (cj_u64)v339;
        const cj_u64 v370 = v369 * v368;
        const cj_u64 v371 = v370 + v367;
        const cj_u64 v372 = 2ull;
        const cj_u64 v373 = v371 * v372;
        const cj_ptr v374 = v4 + v373;
        *(cj_u32 *)v374 = v366;
      }
      const cj_u32 v375 = v334.w;
      const cj_u32 v376 = v334.z;
      const cj_u32 v377 = 8u;
      const cj_u32 v378 = v339 + v377;
      const cj_u32 v379 = 192u;
      const bool v380 = v346 < v379;
      const cj_u32 v381 = 256u;
      const bool v382 = v378 < v381;
      const bool v383 = v382 && v380;
      if (v383) {
        const float v384 = cj_f32_from_bits(v376);
        const cj_u16 v385 = cj_f32_to_bf16(v384);
        const cj_u16 v386 = v385;
        const cj_u32 v387 = (cj_u32)v386;
        const cj_u32 v388 = 1u;
        const cj_u32 v389 = v346 + v388;
        const float v390 = cj_f32_from_bits(v375);
        const cj_u16 v391 = cj_f32_to_bf16(v390);
        const cj_u16 v392 = v391;
        const cj_u32 v393 = (cj_u32)v392;
        const cj_u32 v394 = 16u;
        const cj_u32 v395 = v393 << v394;
        const cj_u32 v396 = v387 | v395;
        const cj_u64 v397 = (cj_u64)v346;
        const cj_u64 v398 = 192ull;
        const cj_u64 v399 = (cj_u64)v378;
        const cj_u64 v400 = v399 * v398;
        const cj_u64 v401 = v400 + v397;
        const cj_u64 v402 = 2ull;
        const cj_u64 v403 = v401 * v402;
        const cj_ptr v404 = v4 + v403;
        *(cj_u32 *)v404 = v396;
      }
      const cj_u32x4 v405 = make_uint4(__float_as_uint(x_acc2.x), __float_as_uint(x_acc2.y), __float_as_uint(x_acc2.z), __float_as_uint(x_acc2.w));
      const cj_u32 v406 = 2u;
      const cj_u32 v407 = v160 >> v406;
      const cj_u32 v408 = 0u;
      const cj_u32 v409 = v330 + v408;
      const cj_u32 v410 = v409 + v407;
      const cj_u32 v411 = 1u;
      const cj_u32 v412 = 3u;
      const cj_u32 v413 = v160 & v412;
      const cj_u32 v414 = v413 << v411;
      const cj_u32 v415 = 8u;
      const cj_u32 v416 = v333 + v415;
      const cj_u32 v417 = v416 + v414;
      const cj_u32 v418 = v405.y;
      const cj_u32 v419 = v405.x;
      const cj_u32 v420 = 192u;
      const bool v421 = v417 < v420;
      const cj_u32 v422 = 256u;
      const bool v423 = v410 < v422;
      const bool v424 = v423 && v421;
      if (v424) {
        const float v425 = cj_f32_from_bits(v419);
        const cj_u16 v426 = cj_f32_to_bf16(v425);
        const cj_u16 v427 = v426;
        const cj_u32 v428 = (cj_u32)v427;
        const cj_u32 v429 = 1u;
        const cj_u32 v430 = v417 + v429;
        const float v431 = cj_f32_from_bits(v418);
        const cj_u16 v432 = cj_f32_to_bf16(v431);
        const cj_u16 v433 = v432;
        const cj_u32 v434 = (cj_u32)v433;
        const cj_u32 v435 = 16u;
        const cj_u32 v436 = v434 << v435;
        const cj_u32 v437 = v428 | v436;
        const cj_u64 v438 = (cj_u64)v417;
        const cj_u64 v439 = 192ull;
        const cj_u64 v440 = (cj_u64)v410;
        const cj_u64 v441 = v440 * v439;
        const cj_u64 v442 = v441 + v438;
        const cj_u64 v443 = 2ull;
        const cj_u64 v444 = v442 * v443;
        const cj_ptr v445 = v4 + v444;
        *(cj_u32 *)v445 = v437;
      }
      const cj_u32 v446 = v405.w;
      const cj_u32 v447 = v405.z;
      const cj_u32 v448 = 8u;
      const cj_u32 v449 = v410 + v448;
      const cj_u32 v450 = 192u;
      const bool v451 = v417 < v450;
      const cj_u32 v452 = 256u;
      const bool v453 = v449 < v452;
      const bool v454 = v453 && v451;
      if (v454) {
        const float v455 = cj_f32_from_bits(v447);
        const cj_u16 v456 = cj_f32_to_bf16(v455);
        const cj_u16 v457 = v456;
        const cj_u32 v458 = (cj_u32)v457;
        const cj_u32 v459 = 1u;
        const cj_u32 v460 = v417 + v459;
        const float v461 = cj_f32_from_bits(v446);
        const cj_u16 v462 = cj_f32_to_bf16(v461);
        const cj_u16 v463 = v462;
        const cj_u32 v464 = (cj_u32)v463;
        const cj_u32 v465 = 16u;
        const cj_u32 v466 = v464 << v465;
        const cj_u32 v467 = v458 | v466;
        const cj_u64 v468 = (cj_u64)v417;
        const cj_u64 v469 = 192ull;
        const cj_u64 v470 = (cj_u64)v449;
        const cj_u64 v471 = v470 * v469;
        const cj_u64 v472 = v471 + v468;
        const cj_u64 v473 = 2ull;
        const cj_u64 v474 = v472 * v473;
        const cj_ptr v475 = v4 + v474;
        *(cj_u32 *)v475 = v467;
      }
      const cj_u32x4 v476 = make_uint4(__float_as_uint(x_acc3.x), __float_as_uint(x_acc3.y), __float_as_uint(x_acc3.z), __float_as_uint(x_acc3.w));
      const cj_u32 v477 = 2u;
      const cj_u32 v478 = v160 >> v477;
      const cj_u32 v479 = 0u;
      const cj_u32 v480 = v330 + v479;
      const cj_u32 v481 = v480 + v478;
      const cj_u32 v482 = 1u;
      const cj_u32 v483 = 3u;
      const cj_u32 v484 = v160 & v483;
      const cj_u32 v485 = v484 << v482;
      const cj_u32 v486 = 16u;
      const cj_u32 v487 = v333 + v486;
      const cj_u32 v488 = v487 + v485;
      const cj_u32 v489 = v476.y;
      const cj_u32 v490 = v476.x;
      const cj_u32 v491 = 192u;
      const bool v492 = v488 < v491;
      const cj_u32 v493 = 256u;
      const bool v494 = v481 < v493;
      const bool v495 = v494 && v492;
      if (v495) {
        const float v496 = cj_f32_from_bits(v490);
        const cj_u16 v497 = cj_f32_to_bf16(v496);
        const cj_u16 v498 = v497;
        const cj_u32 v499 = (cj_u32)v498;
        const cj_u32 v500 = 1u;
        const cj_u32 v501 = v488 + v500;
        const float v502 = cj_f32_from_bits(v489);
        const cj_u16 v503 = cj_f32_to_bf16(v502);
        const cj_u16 v504 = v503;
        const cj_u32 v505 = (cj_u32)v504;
        const cj_u32 v506 = 16u;
        const cj_u32 v507 = v505 << v506;
        const cj_u32 v508 = v499 | v507;
        const cj_u64 v509 = (cj_u64)v488;
        const cj_u64 v510 = 192ull;
        const cj_u64 v511 = (cj_u64)v481;
        const cj_u64 v512 = v511 * v510;
        const cj_u64 v513 = v512 + v509;
        const cj_u64 v514 = 2ull;
        const cj_u64 v515 = v513 * v514;
        const cj_ptr v516 = v4 + v515;
        *(cj_u32 *)v516 = v508;
      }
      const cj_u32 v517 = v476.w;
      const cj_u32 v518 = v476.z;
      const cj_u32 v519 = 8u;
      const cj_u32 v520 = v481 + v519;
      const cj_u32 v521 = 192u;
      const bool v522 = v488 < v521;
      const cj_u32 v523 = 256u;
      const bool v524 = v520 < v523;
      const bool v525 = v524 && v522;
      if (v525) {
        const float v526 = cj_f32_from_bits(v518);
        const cj_u16 v527 = cj_f32_to_bf16(v526);
        const cj_u16 v528 = v527;
        const cj_u32 v529 = (cj_u32)v528;
        const cj_u32 v530 = 1u;
        const cj_u32 v531 = v488 + v530;
        const float v532 = cj_f32_from_bits(v517);
        const cj_u16 v533 = cj_f32_to_bf16(v532);
        const cj_u16 v534 = v533;
        const cj_u32 v535 = (cj_u32)v534;
        const cj_u32 v536 = 16u;
        const cj_u32 v537 = v535 << v536;
        const cj_u32 v538 = v529 | v537;
        const cj_u64 v539 = (cj_u64)v488;
        const cj_u64 v540 = 192ull;
        const cj_u64 v541 = (cj_u64)v520;
        const cj_u64 v542 = v541 * v540;
        const cj_u64 v543 = v542 + v539;
        const cj_u64 v544 = 2ull;
        const cj_u64 v545 = v543 * v544;
        const cj_ptr v546 = v4 + v545;
        *(cj_u32 *)v546 = v538;
      }
      const cj_u32x4 v547 = make_uint4(__float_as_uint(x_acc4.x), __float_as_uint(x_acc4.y), __float_as_uint(x_acc4.z), __float_as_uint(x_acc4.w));
      const cj_u32 v548 = 2u;
      const cj_u32 v549 = v160 >> v548;
      const cj_u32 v550 = 0u;
      const cj_u32 v551 = v330 + v550;
      const cj_u32 v552 = v551 + v549;
      const cj_u32 v553 = 1u;
      const cj_u32 v554 = 3u;
      const cj_u32 v555 = v160 & v554;
      const cj_u32 v556 = v555 << v553;
      const cj_u32 v557 = 24u;
      const cj_u32 v558 = v333 + v557;
      const cj_u32 v559 = v558 + v556;
      const cj_u32 v560 = v547.y;
      const cj_u32 v561 = v547.x;
      const cj_u32 v562 = 192u;
      const bool v563 = v559 < v562;
      const cj_u32 v564 = 256u;
      const bool v565 = v552 < v564;
      const bool v566 = v565 && v563;
      if (v566) {
        const float v567 = cj_f32_from_bits(v561);
        const cj_u16 v568 = cj_f32_to_bf16(v567);
        const cj_u16 v569 = v568;
        const cj_u32 v570 = (cj_u32)v569;
        const cj_u32 v571 = 1u;
        const cj_u32 v572 = v559 + v571;
        const float v573 = cj_f32_from_bits(v560);
        const cj_u16 v574 = cj_f32_to_bf16(v573);
        const cj_u16 v575 = v574;
        const cj_u32 v576 = (cj_u32)v575;
        const cj_u32 v577 = 16u;
        const cj_u32 v578 = v576 << v577;
        const cj_u32 v579 = v570 | v578;
        const cj_u64 v580 = (cj_u64)v559;
        const cj_u64 v581 = 192ull;
        const cj_u64 v582 = (cj_u64)v552;
        const cj_u64 v583 = v582 * v581;
        const cj_u64 v584 = v583 + v580;
        const cj_u64 v585 = 2ull;
        const cj_u64 v586 = v584 * v585;
        const cj_ptr v587 = v4 + v586;
        *(cj_u32 *)v587 = v579;
      }
      const cj_u32 v588 = v547.w;
      const cj_u32 v589 = v547.z;
      const cj_u32 v590 = 8u;
      const cj_u32 v591 = v552 + v590;
      const cj_u32 v592 = 192u;
      const bool v593 = v559 < v592;
      const cj_u32 v594 = 256u;
      const bool v595 = v591 < v594;
      const bool v596 = v595 && v593;
      if (v596) {
        const float v597 = cj_f32_from_bits(v589);
        const cj_u16 v598 = cj_f32_to_bf16(v597);
        const cj_u16 v599 = v598;
        const cj_u32 v600 = (cj_u32)v599;
        const cj_u32 v601 = 1u;
        const cj_u32 v602 = v559 + v601;
        const float v603 = cj_f32_from_bits(v588);
        const cj_u16 v604 = cj_f32_to_bf16(v603);
        const cj_u16 v605 = v604;
        const cj_u32 v606 = (cj_u32)v605;
        const cj_u32 v607 = 16u;
        const cj_u32 v608 = v606 << v607;
        const cj_u32 v609 = v600 | v608;
        const cj_u64 v610 = (cj_u64)v559;
        const cj_u64 v611 = 192ull;
        const cj_u64 v612 = (cj_u64)v591;
        const cj_u64 v613 = v612 * v611;
        const cj_u64 v614 = v613 + v610;
        const cj_u64 v615 = 2ull;
        const cj_u64 v616 = v614 * v615;
        const cj_ptr v617 = v4 + v616;
        *(cj_u32 *)v617 = v609;
      }
      const cj_u32x4 v618 = make_uint4(__float_as_uint(x_acc5.x), __float_as_uint(x_acc5.y), __float_as_uint(x_acc5.z), __float_as_uint(x_acc5.w));
      const cj_u32 v619 = 2u;
      const cj_u32 v620 = v160 >> v619;
      const cj_u32 v621 = 0u;
      const cj_u32 v622 = v330 + v621;
      const cj_u32 v623 = v622 + v620;
      const cj_u32 v624 = 1u;
      const cj_u32 v625 = 3u;
      const cj_u32 v626 = v160 & v625;
      const cj_u32 v627 = v626 << v624;
      const cj_u32 v628 = 32u;
      const cj_u32 v629 = v333 + v628;
      const cj_u32 v630 = v629 + v627;
      const cj_u32 v631 = v618.y;
      const cj_u32 v632 = v618.x;
      const cj_u32 v633 = 192u;
      const bool v634 = v630 < v633;
      const cj_u32 v635 = 256u;
      const bool v636 = v623 < v635;
      const bool v637 = v636 && v634;
      if (v637) {
        const float v638 = cj_f32_from_bits(v632);
        const cj_u16 v639 = cj_f32_to_bf16(v638);
        const cj_u16 v640 = v639;
        const cj_u32 v641 = (cj_u32)v640;
        const cj_u32 v642 = 1u;
        const cj_u32 v643 = v630 + v642;
        const float v644 = cj_f32_from_bits(v631);
        const cj_u16 v645 = cj_f32_to_bf16(v644);
        const cj_u16 v646 = v645;
        const cj_u32 v647 = (cj_u32)v646;
        const cj_u32 v648 = 16u;
        const cj_u32 v649 = v647 << v648;
        const cj_u32 v650 = v641 | v649;
        const cj_u64 v651 = (cj_u64)v630;
        const cj_u64 v652 = 192ull;
        const cj_u64 v653 = (cj_u64)v623;
        const cj_u64 v654 = v653 * v652;
        const cj_u64 v655 = v654 + v651;
        const cj_u64 v656 = 2ull;
        const cj_u64 v657 = v655 * v656;
        const cj_ptr v658 = v4 + v657;
        *(cj_u32 *)v658 = v650;
      }
      const cj_u32 v659 = v618.w;
      const cj_u32 v660 = v618.z;
      const cj_u32 v661 = 8u;
      const cj_u32 v662 = v623 + v661;
      const cj_u32 v663 = 192u;
      const bool v664 = v630 < v663;
      const cj_u32 v665 = 256u;
      const bool v666 = v662 < v665;
      const bool v667 = v666 && v664;
      if (v667) {
        const float v668 = cj_f32_from_bits(v660);
        const cj_u16 v669 = cj_f32_to_bf16(v668);
        const cj_u16 v670 = v669;
        const cj_u32 v671 = (cj_u32)v670;
        const cj_u32 v672 = 1u;
        const cj_u32 v673 = v630 + v672;
        const float v674 = cj_f32_from_bits(v659);
        const cj_u16 v675 = cj_f32_to_bf16(v674);
        const cj_u16 v676 = v675;
        const cj_u32 v677 = (cj_u32)v676;
        const cj_u32 v678 = 16u;
        const cj_u32 v679 = v677 << v678;
        const cj_u32 v680 = v671 | v679;
        const cj_u64 v681 = (cj_u64)v630;
        const cj_u64 v682 = 192ull;
        const cj_u64 v683 = (cj_u64)v662;
        const cj_u64 v684 = v683 * v682;
        const cj_u64 v685 = v684 + v681;
        const cj_u64 v686 = 2ull;
        const cj_u64 v687 = v685 * v686;
        const cj_ptr v688 = v4 + v687;
        *(cj_u32 *)v688 = v680;
      }
      const cj_u32x4 v689 = make_uint4(__float_as_uint(x_acc6.x), __float_as_uint(x_acc6.y), __float_as_uint(x_acc6.z), __float_as_uint(x_acc6.w));
      const cj_u32 v690 = 2u;
      const cj_u32 v691 = v160 >> v690;
      const cj_u32 v692 = 0u;
      const cj_u32 v693 = v330 + v692;
      const cj_u32 v694 = v693 + v691;
      const cj_u32 v695 = 1u;
      const cj_u32 v696 = 3u;
      const cj_u32 v697 = v160 & v696;
      const cj_u32 v698 = v697 << v695;
      const cj_u32 v699 = 40u;
      const cj_u32 v700 = v333 + v699;
      const cj_u32 v701 = v700 + v698;
      const cj_u32 v702 = v689.y;
      const cj_u32 v703 = v689.x;
      const cj_u32 v704 = 192u;
      const bool v705 = v701 < v704;
      const cj_u32 v706 = 256u;
      const bool v707 = v694 < v706;
      const bool v708 = v707 && v705;
      if (v708) {
        const float v709 = cj_f32_from_bits(v703);
        const cj_u16 v710 = cj_f32_to_bf16(v709);
        const cj_u16 v711 = v710;
        const cj_u32 v712 = (cj_u32)v711;
        const cj_u32 v713 = 1u;
        const cj_u32 v714 = v701 + v713;
        const float v715 = cj_f32_from_bits(v702);
        const cj_u16 v716 = cj_f32_to_bf16(v715);
        const cj_u16 v717 = v716;
        const cj_u32 v718 = (cj_u32)v717;
        const cj_u32 v719 = 16u;
        const cj_u32 v720 = v718 << v719;
        const cj_u32 v721 = v712 | v720;
        const cj_u64 v722 = (cj_u64)v701;
        const cj_u64 v723 = 192ull;
        const cj_u64 v724 = (cj_u64)v694;
        const cj_u64 v725 = v724 * v723;
        const cj_u64 v726 = v725 + v722;
        const cj_u64 v727 = 2ull;
        const cj_u64 v728 = v726 * v727;
        const cj_ptr v729 = v4 + v728;
        *(cj_u32 *)v729 = v721;
      }
      const cj_u32 v730 = v689.w;
      const cj_u32 v731 = v689.z;
      const cj_u32 v732 = 8u;
      const cj_u32 v733 = v694 + v732;
      const cj_u32 v734 = 192u;
      const bool v735 = v701 < v734;
      const cj_u32 v736 = 256u;
      const bool v737 = v733 < v736;
      const bool v738 = v737 && v735;
      if (v738) {
        const float v739 = cj_f32_from_bits(v731);
        const cj_u16 v740 = cj_f32_to_bf16(v739);
        const cj_u16 v741 = v740;
        const cj_u32 v742 = (cj_u32)v741;
        const cj_u32 v743 = 1u;
        const cj_u32 v744 = v701 + v743;
        const float v745 = cj_f32_from_bits(v730);
        const cj_u16 v746 = cj_f32_to_bf16(v745);
        const cj_u16 v747 = v746;
        const cj_u32 v748 = (cj_u32)v747;
        const cj_u32 v749 = 16u;
        const cj_u32 v750 = v748 << v749;
        const cj_u32 v751 = v742 | v750;
        const cj_u64 v752 = (cj_u64)v701;
        const cj_u64 v753 = 192ull;
        const cj_u64 v754 = (cj_u64)v733;
        const cj_u64 v755 = v754 * v753;
        const cj_u64 v756 = v755 + v752;
        const cj_u64 v757 = 2ull;
        const cj_u64 v758 = v756 * v757;
        const cj_ptr v759 = v4 + v758;
        *(cj_u32 *)v759 = v751;
      }
      const cj_u32x4 v760 = make_uint4(__float_as_uint(x_acc7.x), __float_as_uint(x_acc7.y), __float_as_uint(x_acc7.z), __float_as_uint(x_acc7.w));
      const cj_u32 v761 = 2u;
      const cj_u32 v762 = v160 >> v761;
      const cj_u32 v763 = 0u;
      const cj_u32 v764 = v330 + v763;
      const cj_u32 v765 = v764 + v762;
      const cj_u32 v766 = 1u;
      const cj_u32 v767 = 3u;
      const cj_u32 v768 = v160 & v767;
      const cj_u32 v769 = v768 << v766;
      const cj_u32 v770 = 48u;
      const cj_u32 v771 = v333 + v770;
      const cj_u32 v772 = v771 + v769;
      const cj_u32 v773 = v760.y;
      const cj_u32 v774 = v760.x;
      const cj_u32 v775 = 192u;
      const bool v776 = v772 < v775;
      const cj_u32 v777 = 256u;
      const bool v778 = v765 < v777;
      const bool v779 = v778 && v776;
      if (v779) {
        const float v780 = cj_f32_from_bits(v774);
        const cj_u16 v781 = cj_f32_to_bf16(v780);
        const cj_u16 v782 = v781;
        const cj_u32 v783 = (cj_u32)v782;
        const cj_u32 v784 = 1u;
        const cj_u32 v785 = v772 + v784;
        const float v786 = cj_f32_from_bits(v773);
        const cj_u16 v787 = cj_f32_to_bf16(v786);
        const cj_u16 v788 = v787;
        const cj_u32 v789 = (cj_u32)v788;
        const cj_u32 v790 = 16u;
        const cj_u32 v791 = v789 << v790;
        const cj_u32 v792 = v783 | v791;
        const cj_u64 v793 = (cj_u64)v772;
        const cj_u64 v794 = 192ull;
        const cj_u64 v795 = (cj_u64)v765;
        const cj_u64 v796 = v795 * v794;
        const cj_u64 v797 = v796 + v793;
        const cj_u64 v798 = 2ull;
        const cj_u64 v799 = v797 * v798;
        const cj_ptr v800 = v4 + v799;
        *(cj_u32 *)v800 = v792;
      }
      const cj_u32 v801 = v760.w;
      const cj_u32 v802 = v760.z;
      const cj_u32 v803 = 8u;
      const cj_u32 v804 = v765 + v803;
      const cj_u32 v805 = 192u;
      const bool v806 = v772 < v805;
      const cj_u32 v807 = 256u;
      const bool v808 = v804 < v807;
      const bool v809 = v808 && v806;
      if (v809) {
        const float v810 = cj_f32_from_bits(v802);
        const cj_u16 v811 = cj_f32_to_bf16(v810);
        const cj_u16 v812 = v811;
        const cj_u32 v813 = (cj_u32)v812;
        const cj_u32 v814 = 1u;
        const cj_u32 v815 = v772 + v814;
        const float v816 = cj_f32_from_bits(v801);
        const cj_u16 v817 = cj_f32_to_bf16(v816);
        const cj_u16 v818 = v817;
        const cj_u32 v819 = (cj_u32)v818;
        const cj_u32 v820 = 16u;
        const cj_u32 v821 = v819 << v820;
        const cj_u32 v822 = v813 | v821;
        const cj_u64 v823 = (cj_u64)v772;
        const cj_u64 v824 = 192ull;
        const cj_u64 v825 = (cj_u64)v804;
        const cj_u64 v826 = v825 * v824;
        const cj_u64 v827 = v826 + v823;
        const cj_u64 v828 = 2ull;
        const cj_u64 v829 = v827 * v828;
        const cj_ptr v830 = v4 + v829;
        *(cj_u32 *)v830 = v822;
      }
      const cj_u32x4 v831 = make_uint4(__float_as_uint(x_acc8.x), __float_as_uint(x_acc8.y), __float_as_uint(x_acc8.z), __float_as_uint(x_acc8.w));
      const cj_u32 v832 = 2u;
      const cj_u32 v833 = v160 >> v832;
      const cj_u32 v834 = 0u;
      const cj_u32 v835 = v330 + v834;
      const cj_u32 v836 = v835 + v833;
      const cj_u32 v837 = 1u;
      const cj_u32 v838 = 3u;
      const cj_u32 v839 = v160 & v838;
      const cj_u32 v840 = v839 << v837;
      const cj_u32 v841 = 56u;
      const cj_u32 v842 = v333 + v841;
      const cj_u32 v843 = v842 + v840;
      const cj_u32 v844 = v831.y;
      const cj_u32 v845 = v831.x;
      const cj_u32 v846 = 192u;
      const bool v847 = v843 < v846;
      const cj_u32 v848 = 256u;
      const bool v849 = v836 < v848;
      const bool v850 = v849 && v847;
      if (v850) {
        const float v851 = cj_f32_from_bits(v845);
        const cj_u16 v852 = cj_f32_to_bf16(v851);
        const cj_u16 v853 = v852;
        const cj_u32 v854 = (cj_u32)v853;
        const cj_u32 v855 = 1u;
        const cj_u32 v856 = v843 + v855;
        const float v857 = cj_f32_from_bits(v844);
        const cj_u16 v858 = cj_f32_to_bf16(v857);
        const cj_u16 v859 = v858;
        const cj_u32 v860 = (cj_u32)v859;
        const cj_u32 v861 = 16u;
        const cj_u32 v862 = v860 << v861;
        const cj_u32 v863 = v854 | v862;
        const cj_u64 v864 = (cj_u64)v843;
        const cj_u64 v865 = 192ull;
        const cj_u64 v866 = (cj_u64)v836;
        const cj_u64 v867 = v866 * v865;
        const cj_u64 v868 = v867 + v864;
        const cj_u64 v869 = 2ull;
        const cj_u64 v870 = v868 * v869;
        const cj_ptr v871 = v4 + v870;
        *(cj_u32 *)v871 = v863;
      }
      const cj_u32 v872 = v831.w;
      const cj_u32 v873 = v831.z;
      const cj_u32 v874 = 8u;
      const cj_u32 v875 = v836 + v874;
      const cj_u32 v876 = 192u;
      const bool v877 = v843 < v876;
      const cj_u32 v878 = 256u;
      const bool v879 = v875 < v878;
      const bool v880 = v879 && v877;
      if (v880) {
        const float v881 = cj_f32_from_bits(v873);
        const cj_u16 v882 = cj_f32_to_bf16(v881);
        const cj_u16 v883 = v882;
        const cj_u32 v884 = (cj_u32)v883;
        const cj_u32 v885 = 1u;
        const cj_u32 v886 = v843 + v885;
        const float v887 = cj_f32_from_bits(v872);
        const cj_u16 v888 = cj_f32_to_bf16(v887);
        const cj_u16 v889 = v888;
        const cj_u32 v890 = (cj_u32)v889;
        const cj_u32 v891 = 16u;
        const cj_u32 v892 = v890 << v891;
        const cj_u32 v893 = v884 | v892;
        const cj_u64 v894 = (cj_u64)v843;
        const cj_u64 v895 = 192ull;
        const cj_u64 v896 = (cj_u64)v875;
        const cj_u64 v897 = v896 * v895;
        const cj_u64 v898 = v897 + v894;
        const cj_u64 v899 = 2ull;
        const cj_u64 v900 = v898 * v899;
        const cj_ptr v901 = v4 + v900;
        *(cj_u32 *)v901 = v893;
      }
    }
  }
}
