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

extern "C" __global__ void __launch_bounds__(384, 2) cj_gemm_tile_bf16_mnk256x192x128_tile128x64x64_st3_wp12x1_bcol_w1_b384x32_g6_bar_none_sm_90(cj_ptr p_heap_bases, cj_u32 p_rank, cj_ptr p_src, cj_ptr p_dst, cj_ptr p_sync, cj_ptr p_status, cj_u64 p_timeout_ns, cj_ptr p_work, cj_u64 p_n, cj_u32 p_nblocks, cj_ptr __restrict__ p_b, cj_ptr p_bias, const __grid_constant__ cj_tmap_t p_amap, const __grid_constant__ cj_tmap_t p_bmap, const __grid_constant__ cj_tmap_t p_cmap) {
  extern __shared__ __attribute__((aligned(1024))) char cj_smem[]; // 91136 bytes
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
  const cj_ptr v24 = (cj_ptr)&p_cmap;
  // C through a tensor map (TMA)
  // gemm 256x192x128 bf16, tile 128x64x64, 3 stages, warps 12x1, persistent
  const cj_u32 v25 = cj_tid();
  const cj_u32 v26 = 31u;
  const cj_u32 v27 = v25 & v26;
  const cj_u32 v28 = 5u;
  const cj_u32 v29 = v25 >> v28;
  const cj_u32 v30 = 1u;
  const cj_u32 v31 = v29 / v30;
  const cj_u32 v32 = 1u;
  const cj_u32 v33 = v29 % v32;
  const cj_u32 v34 = 0u;
  const cj_u32x4 v35 = cj_splat_u32x4(v34);
  x_acc1 = make_float4(__uint_as_float(v35.x), __uint_as_float(v35.y), __uint_as_float(v35.z), __uint_as_float(v35.w));
  const cj_u32 v36 = 0u;
  const cj_u32x4 v37 = cj_splat_u32x4(v36);
  x_acc2 = make_float4(__uint_as_float(v37.x), __uint_as_float(v37.y), __uint_as_float(v37.z), __uint_as_float(v37.w));
  const cj_u32 v38 = 0u;
  const cj_u32x4 v39 = cj_splat_u32x4(v38);
  x_acc3 = make_float4(__uint_as_float(v39.x), __uint_as_float(v39.y), __uint_as_float(v39.z), __uint_as_float(v39.w));
  const cj_u32 v40 = 0u;
  const cj_u32x4 v41 = cj_splat_u32x4(v40);
  x_acc4 = make_float4(__uint_as_float(v41.x), __uint_as_float(v41.y), __uint_as_float(v41.z), __uint_as_float(v41.w));
  const cj_u32 v42 = 0u;
  const cj_u32x4 v43 = cj_splat_u32x4(v42);
  x_acc5 = make_float4(__uint_as_float(v43.x), __uint_as_float(v43.y), __uint_as_float(v43.z), __uint_as_float(v43.w));
  const cj_u32 v44 = 0u;
  const cj_u32x4 v45 = cj_splat_u32x4(v44);
  x_acc6 = make_float4(__uint_as_float(v45.x), __uint_as_float(v45.y), __uint_as_float(v45.z), __uint_as_float(v45.w));
  const cj_u32 v46 = 0u;
  const cj_u32x4 v47 = cj_splat_u32x4(v46);
  x_acc7 = make_float4(__uint_as_float(v47.x), __uint_as_float(v47.y), __uint_as_float(v47.z), __uint_as_float(v47.w));
  const cj_u32 v48 = 0u;
  const cj_u32x4 v49 = cj_splat_u32x4(v48);
  x_acc8 = make_float4(__uint_as_float(v49.x), __uint_as_float(v49.y), __uint_as_float(v49.z), __uint_as_float(v49.w));
  const cj_u32 v50 = 6u;
  // a producer warpgroup stages the ring for 2 consumer warpgroups; a full and an empty mbarrier per slot, 2 k tiles issued past the newest published
  const cj_u32 v51 = 0u;
  const bool v52 = v25 == v51;
  if (v52) {
    const cj_u32 v53 = 0u;
    const cj_u32 v54 = 3u;
    const cj_u32 v55 = 0u;
    const cj_u32 v56 = v53 + v55;
    const cj_u32 v57 = v56 << v54;
    const cj_u32 v58 = 73728u; // mbar
    const cj_u32 v59 = v58 + v57;
    asm volatile("mbarrier.init.shared::cta.b64 [%0], 1;\nfence.mbarrier_init.release.cluster;" :: "r"(cj_smem_addr(cj_smem) + v59) : "memory");
    const cj_u32 v60 = 0u;
    const cj_u32 v61 = 3u;
    const cj_u32 v62 = 3u;
    const cj_u32 v63 = v60 + v62;
    const cj_u32 v64 = v63 << v61;
    const cj_u32 v65 = 73728u; // mbar
    const cj_u32 v66 = v65 + v64;
    asm volatile("mbarrier.init.shared::cta.b64 [%0], 256;\nfence.mbarrier_init.release.cluster;" :: "r"(cj_smem_addr(cj_smem) + v66) : "memory");
    const cj_u32 v67 = 1u;
    const cj_u32 v68 = 3u;
    const cj_u32 v69 = 0u;
    const cj_u32 v70 = v67 + v69;
    const cj_u32 v71 = v70 << v68;
    const cj_u32 v72 = 73728u; // mbar
    const cj_u32 v73 = v72 + v71;
    asm volatile("mbarrier.init.shared::cta.b64 [%0], 1;\nfence.mbarrier_init.release.cluster;" :: "r"(cj_smem_addr(cj_smem) + v73) : "memory");
    const cj_u32 v74 = 1u;
    const cj_u32 v75 = 3u;
    const cj_u32 v76 = 3u;
    const cj_u32 v77 = v74 + v76;
    const cj_u32 v78 = v77 << v75;
    const cj_u32 v79 = 73728u; // mbar
    const cj_u32 v80 = v79 + v78;
    asm volatile("mbarrier.init.shared::cta.b64 [%0], 256;\nfence.mbarrier_init.release.cluster;" :: "r"(cj_smem_addr(cj_smem) + v80) : "memory");
    const cj_u32 v81 = 2u;
    const cj_u32 v82 = 3u;
    const cj_u32 v83 = 0u;
    const cj_u32 v84 = v81 + v83;
    const cj_u32 v85 = v84 << v82;
    const cj_u32 v86 = 73728u; // mbar
    const cj_u32 v87 = v86 + v85;
    asm volatile("mbarrier.init.shared::cta.b64 [%0], 1;\nfence.mbarrier_init.release.cluster;" :: "r"(cj_smem_addr(cj_smem) + v87) : "memory");
    const cj_u32 v88 = 2u;
    const cj_u32 v89 = 3u;
    const cj_u32 v90 = 3u;
    const cj_u32 v91 = v88 + v90;
    const cj_u32 v92 = v91 << v89;
    const cj_u32 v93 = 73728u; // mbar
    const cj_u32 v94 = v93 + v92;
    asm volatile("mbarrier.init.shared::cta.b64 [%0], 256;\nfence.mbarrier_init.release.cluster;" :: "r"(cj_smem_addr(cj_smem) + v94) : "memory");
  }
  cj_barrier();
  const cj_u32 v95 = 128u;
  const bool v96 = v25 < v95;
  if (v96) {
    asm volatile("setmaxnreg.dec.sync.aligned.u32 40;");
    const cj_u32 v97 = 0u;
    const bool v98 = v25 == v97;
    if (v98) {
      const cj_u32 v99 = 0u;
      x_staged9 = v99;
      for (cj_u32 v100 = v14; v100 < v50; v100 += v21) {
        const cj_u32 v101 = x_staged9;
        const cj_u32 v102 = 8u;
        const cj_u32 v103 = 24u;
        const cj_u32 v104 = v100 / v103;
        const cj_u32 v105 = v104 * v102;
        const cj_u32 v106 = 8u;
        const cj_u32 v107 = 2u;
        const cj_u32 v108 = v107 - v105;
        const cj_u32 v109 = (v108 < v106 ? v108 : v106);
        const cj_u32 v110 = 24u;
        const cj_u32 v111 = v100 % v110;
        const cj_u32 v112 = v111 % v109;
        const cj_u32 v113 = v105 + v112;
        const cj_u32 v114 = 128u;
        const cj_u32 v115 = v113 * v114;
        const cj_u32 v116 = 64u;
        const cj_u32 v117 = v111 / v109;
        const cj_u32 v118 = v117 * v116;
        const cj_u32 v119 = 1u;
        const cj_u32 v120 = 2u;
        const cj_u32 v121 = 0u;
        for (cj_u32 v122 = v121; v122 < v120; v122 += v119) {
          const cj_u32 v123 = v101 + v122;
          const cj_u32 v124 = 3u;
          const cj_u32 v125 = v123 % v124;
          const cj_u32 v126 = 1u;
          const cj_u32 v127 = 1u;
          const cj_u32 v128 = 3u;
          const cj_u32 v129 = v123 / v128;
          const cj_u32 v130 = v129 & v127;
          const cj_u32 v131 = v130 ^ v126;
          const cj_u32 v132 = 3u;
          const cj_u32 v133 = 3u;
          const cj_u32 v134 = v125 + v133;
          const cj_u32 v135 = v134 << v132;
          const cj_u32 v136 = 73728u; // mbar
          const cj_u32 v137 = v136 + v135;
          asm volatile("{\n.reg .pred p;\ncj_wait:\nmbarrier.try_wait.parity.shared::cta.b64 p, [%0], %1;\n@!p bra cj_wait;\n}" :: "r"(cj_smem_addr(cj_smem) + v137), "r"(v131) : "memory");
          const cj_u32 v138 = 64u;
          const cj_u32 v139 = v122 * v138;
          const cj_u32 v140 = 3u;
          const cj_u32 v141 = v125 << v140;
          const cj_u32 v142 = 73728u; // mbar
          const cj_u32 v143 = v142 + v141;
          cj_mbar_expect_tx(cj_smem + v143, 24576u);
          const cj_u32x2 v144 = cj_splat_u32x2(v139);
          cj_u32x2 v145 = v144;
          v145.y = v115;
          const cj_u32 v146 = 16384u;
          const cj_u32 v147 = v125 * v146;
          const cj_u32 v148 = 0u; // a_ring
          const cj_u32 v149 = v148 + v147;
          cj_tma_load2d(cj_smem + v149, &p_amap, v145, cj_smem + v143);
          const cj_u32 v150 = 8192u;
          const cj_u32 v151 = v125 * v150;
          const cj_u32 v152 = 49152u; // b_ring
          const cj_u32 v153 = v152 + v151;
          const cj_u32x2 v154 = cj_splat_u32x2(v139);
          cj_u32x2 v155 = v154;
          v155.y = v118;
          cj_tma_load2d(cj_smem + v153, &p_bmap, v155, cj_smem + v143);
        }
        const cj_u32 v156 = 2u;
        const cj_u32 v157 = v101 + v156;
        x_staged9 = v157;
      }
    }
  } else {
    asm volatile("setmaxnreg.inc.sync.aligned.u32 232;");
    const cj_u32 v158 = 128u;
    const cj_u32 v159 = v25 - v158;
    const cj_u32 v160 = 31u;
    const cj_u32 v161 = v159 & v160;
    const cj_u32 v162 = 5u;
    const cj_u32 v163 = v159 >> v162;
    const cj_u32 v164 = 0u;
    const cj_u32 v165 = 7u;
    const cj_u32 v166 = v159 >> v165;
    const cj_u32 v167 = 8192u;
    const cj_u32 v168 = v166 * v167;
    const cj_u32 v169 = 0u;
    x_consumed10 = v169;
    for (cj_u32 v170 = v14; v170 < v50; v170 += v21) {
      const cj_u32 v171 = x_consumed10;
      const cj_u32 v172 = 8u;
      const cj_u32 v173 = 24u;
      const cj_u32 v174 = v170 / v173;
      const cj_u32 v175 = v174 * v172;
      const cj_u32 v176 = 8u;
      const cj_u32 v177 = 2u;
      const cj_u32 v178 = v177 - v175;
      const cj_u32 v179 = (v178 < v176 ? v178 : v176);
      const cj_u32 v180 = 24u;
      const cj_u32 v181 = v170 % v180;
      const cj_u32 v182 = v181 % v179;
      const cj_u32 v183 = v175 + v182;
      const cj_u32 v184 = 128u;
      const cj_u32 v185 = v183 * v184;
      const cj_u32 v186 = 64u;
      const cj_u32 v187 = v181 / v179;
      const cj_u32 v188 = v187 * v186;
      const cj_u32 v189 = 0u;
      const cj_u32x4 v190 = cj_splat_u32x4(v189);
      x_acc1 = make_float4(__uint_as_float(v190.x), __uint_as_float(v190.y), __uint_as_float(v190.z), __uint_as_float(v190.w));
      const cj_u32 v191 = 0u;
      const cj_u32x4 v192 = cj_splat_u32x4(v191);
      x_acc2 = make_float4(__uint_as_float(v192.x), __uint_as_float(v192.y), __uint_as_float(v192.z), __uint_as_float(v192.w));
      const cj_u32 v193 = 0u;
      const cj_u32x4 v194 = cj_splat_u32x4(v193);
      x_acc3 = make_float4(__uint_as_float(v194.x), __uint_as_float(v194.y), __uint_as_float(v194.z), __uint_as_float(v194.w));
      const cj_u32 v195 = 0u;
      const cj_u32x4 v196 = cj_splat_u32x4(v195);
      x_acc4 = make_float4(__uint_as_float(v196.x), __uint_as_float(v196.y), __uint_as_float(v196.z), __uint_as_float(v196.w));
      const cj_u32 v197 = 0u;
      const cj_u32x4 v198 = cj_splat_u32x4(v197);
      x_acc5 = make_float4(__uint_as_float(v198.x), __uint_as_float(v198.y), __uint_as_float(v198.z), __uint_as_float(v198.w));
      const cj_u32 v199 = 0u;
      const cj_u32x4 v200 = cj_splat_u32x4(v199);
      x_acc6 = make_float4(__uint_as_float(v200.x), __uint_as_float(v200.y), __uint_as_float(v200.z), __uint_as_float(v200.w));
      const cj_u32 v201 = 0u;
      const cj_u32x4 v202 = cj_splat_u32x4(v201);
      x_acc7 = make_float4(__uint_as_float(v202.x), __uint_as_float(v202.y), __uint_as_float(v202.z), __uint_as_float(v202.w));
      const cj_u32 v203 = 0u;
      const cj_u32x4 v204 = cj_splat_u32x4(v203);
      x_acc8 = make_float4(__uint_as_float(v204.x), __uint_as_float(v204.y), __uint_as_float(v204.z), __uint_as_float(v204.w));
      const cj_u32 v205 = 2u;
      const cj_u32 v206 = 1u;
      const cj_u32 v207 = 0u;
      for (cj_u32 v208 = v207; v208 < v205; v208 += v206) {
        const cj_u32 v209 = v171 + v208;
        const cj_u32 v210 = 3u;
        const cj_u32 v211 = v209 % v210;
        const cj_u32 v212 = 3u;
        const cj_u32 v213 = v209 / v212;
        const cj_u32 v214 = 1u;
        const cj_u32 v215 = v213 & v214;
        const cj_u32 v216 = 3u;
        const cj_u32 v217 = 0u;
        const cj_u32 v218 = v211 + v217;
        const cj_u32 v219 = v218 << v216;
        const cj_u32 v220 = 73728u; // mbar
        const cj_u32 v221 = v220 + v219;
        asm volatile("{\n.reg .pred p;\ncj_wait:\nmbarrier.try_wait.parity.shared::cta.b64 p, [%0], %1;\n@!p bra cj_wait;\n}" :: "r"(cj_smem_addr(cj_smem) + v221), "r"(v215) : "memory");
        const cj_u32 v222 = 16384u;
        const cj_u32 v223 = v211 * v222;
        const cj_u32 v224 = 0u; // a_ring
        const cj_u32 v225 = v224 + v223;
        const cj_u32 v226 = cj_smem_addr(cj_smem) + v225;
        const cj_u32 v227 = 8192u;
        const cj_u32 v228 = v211 * v227;
        const cj_u32 v229 = 49152u; // b_ring
        const cj_u32 v230 = v229 + v228;
        const cj_u32 v231 = cj_smem_addr(cj_smem) + v230;
        const cj_u32 v232 = v226 + v168;
        asm volatile("wgmma.fence.sync.aligned;" ::: "memory");
        const cj_u32 v233 = 0u;
        const cj_u32 v234 = v231 + v233;
        const cj_u32 v235 = 16383u;
        const cj_u32 v236 = 4u;
        const cj_u32 v237 = v234 >> v236;
        const cj_u32 v238 = v237 & v235;
        const cj_u64 v239 = 0x4000004000010000ull;
        const cj_u64 v240 = (cj_u64)v238;
        const cj_u64 v241 = v240 | v239;
        const cj_u32 v242 = 0u;
        const cj_u32 v243 = v232 + v242;
        const cj_u32 v244 = 16383u;
        const cj_u32 v245 = 4u;
        const cj_u32 v246 = v243 >> v245;
        const cj_u32 v247 = v246 & v244;
        const cj_u64 v248 = 0x4000004000010000ull;
        const cj_u64 v249 = (cj_u64)v247;
        const cj_u64 v250 = v249 | v248;
        asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %34, 0;\n"
    "wgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31}, %32, %33, p, 1, 1, 0, 0;\n}\n"
    : "+f"(x_acc1.x), "+f"(x_acc1.y), "+f"(x_acc1.z), "+f"(x_acc1.w), "+f"(x_acc2.x), "+f"(x_acc2.y), "+f"(x_acc2.z), "+f"(x_acc2.w), "+f"(x_acc3.x), "+f"(x_acc3.y), "+f"(x_acc3.z), "+f"(x_acc3.w), "+f"(x_acc4.x), "+f"(x_acc4.y), "+f"(x_acc4.z), "+f"(x_acc4.w), "+f"(x_acc5.x), "+f"(x_acc5.y), "+f"(x_acc5.z), "+f"(x_acc5.w), "+f"(x_acc6.x), "+f"(x_acc6.y), "+f"(x_acc6.z), "+f"(x_acc6.w), "+f"(x_acc7.x), "+f"(x_acc7.y), "+f"(x_acc7.z), "+f"(x_acc7.w), "+f"(x_acc8.x), "+f"(x_acc8.y), "+f"(x_acc8.z), "+f"(x_acc8.w)
    : "l"(v250), "l"(v241), "r"(1) : "memory");
        const cj_u32 v251 = 32u;
        const cj_u32 v252 = v231 + v251;
        const cj_u32 v253 = 16383u;
        const cj_u32 v254 = 4u;
        const cj_u32 v255 = v252 >> v254;
        const cj_u32 v256 = v255 & v253;
        const cj_u64 v257 = 0x4000004000010000ull;
        const cj_u64 v258 = (cj_u64)v256;
        const cj_u64 v259 = v258 | v257;
        const cj_u32 v260 = 32u;
        const cj_u32 v261 = v232 + v260;
        const cj_u32 v262 = 16383u;
        const cj_u32 v263 = 4u;
        const cj_u32 v264 = v261 >> v263;
        const cj_u32 v265 = v264 & v262;
        const cj_u64 v266 = 0x4000004000010000ull;
        const cj_u64 v267 = (cj_u64)v265;
        const cj_u64 v268 = v267 | v266;
        asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %34, 0;\n"
    "wgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31}, %32, %33, p, 1, 1, 0, 0;\n}\n"
    : "+f"(x_acc1.x), "+f"(x_acc1.y), "+f"(x_acc1.z), "+f"(x_acc1.w), "+f"(x_acc2.x), "+f"(x_acc2.y), "+f"(x_acc2.z), "+f"(x_acc2.w), "+f"(x_acc3.x), "+f"(x_acc3.y), "+f"(x_acc3.z), "+f"(x_acc3.w), "+f"(x_acc4.x), "+f"(x_acc4.y), "+f"(x_acc4.z), "+f"(x_acc4.w), "+f"(x_acc5.x), "+f"(x_acc5.y), "+f"(x_acc5.z), "+f"(x_acc5.w), "+f"(x_acc6.x), "+f"(x_acc6.y), "+f"(x_acc6.z), "+f"(x_acc6.w), "+f"(x_acc7.x), "+f"(x_acc7.y), "+f"(x_acc7.z), "+f"(x_acc7.w), "+f"(x_acc8.x), "+f"(x_acc8.y), "+f"(x_acc8.z), "+f"(x_acc8.w)
    : "l"(v268), "l"(v259), "r"(1) : "memory");
        const cj_u32 v269 = 64u;
        const cj_u32 v270 = v231 + v269;
        const cj_u32 v271 = 16383u;
        const cj_u32 v272 = 4u;
        const cj_u32 v273 = v270 >> v272;
        const cj_u32 v274 = v273 & v271;
        const cj_u64 v275 = 0x4000004000010000ull;
        const cj_u64 v276 = (cj_u64)v274;
        const cj_u64 v277 = v276 | v275;
        const cj_u32 v278 = 64u;
        const cj_u32 v279 = v232 + v278;
        const cj_u32 v280 = 16383u;
        const cj_u32 v281 = 4u;
        const cj_u32 v282 = v279 >> v281;
        const cj_u32 v283 = v282 & v280;
        const cj_u64 v284 = 0x4000004000010000ull;
        const cj_u64 v285 = (cj_u64)v283;
        const cj_u64 v286 = v285 | v284;
        asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %34, 0;\n"
    "wgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31}, %32, %33, p, 1, 1, 0, 0;\n}\n"
    : "+f"(x_acc1.x), "+f"(x_acc1.y), "+f"(x_acc1.z), "+f"(x_acc1.w), "+f"(x_acc2.x), "+f"(x_acc2.y), "+f"(x_acc2.z), "+f"(x_acc2.w), "+f"(x_acc3.x), "+f"(x_acc3.y), "+f"(x_acc3.z), "+f"(x_acc3.w), "+f"(x_acc4.x), "+f"(x_acc4.y), "+f"(x_acc4.z), "+f"(x_acc4.w), "+f"(x_acc5.x), "+f"(x_acc5.y), "+f"(x_acc5.z), "+f"(x_acc5.w), "+f"(x_acc6.x), "+f"(x_acc6.y), "+f"(x_acc6.z), "+f"(x_acc6.w), "+f"(x_acc7.x), "+f"(x_acc7.y), "+f"(x_acc7.z), "+f"(x_acc7.w), "+f"(x_acc8.x), "+f"(x_acc8.y), "+f"(x_acc8.z), "+f"(x_acc8.w)
    : "l"(v286), "l"(v277), "r"(1) : "memory");
        const cj_u32 v287 = 96u;
        const cj_u32 v288 = v231 + v287;
        const cj_u32 v289 = 16383u;
        const cj_u32 v290 = 4u;
        const cj_u32 v291 = v288 >> v290;
        const cj_u32 v292 = v291 & v289;
        const cj_u64 v293 = 0x4000004000010000ull;
        const cj_u64 v294 = (cj_u64)v292;
        const cj_u64 v295 = v294 | v293;
        const cj_u32 v296 = 96u;
        const cj_u32 v297 = v232 + v296;
        const cj_u32 v298 = 16383u;
        const cj_u32 v299 = 4u;
        const cj_u32 v300 = v297 >> v299;
        const cj_u32 v301 = v300 & v298;
        const cj_u64 v302 = 0x4000004000010000ull;
        const cj_u64 v303 = (cj_u64)v301;
        const cj_u64 v304 = v303 | v302;
        asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %34, 0;\n"
    "wgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31}, %32, %33, p, 1, 1, 0, 0;\n}\n"
    : "+f"(x_acc1.x), "+f"(x_acc1.y), "+f"(x_acc1.z), "+f"(x_acc1.w), "+f"(x_acc2.x), "+f"(x_acc2.y), "+f"(x_acc2.z), "+f"(x_acc2.w), "+f"(x_acc3.x), "+f"(x_acc3.y), "+f"(x_acc3.z), "+f"(x_acc3.w), "+f"(x_acc4.x), "+f"(x_acc4.y), "+f"(x_acc4.z), "+f"(x_acc4.w), "+f"(x_acc5.x), "+f"(x_acc5.y), "+f"(x_acc5.z), "+f"(x_acc5.w), "+f"(x_acc6.x), "+f"(x_acc6.y), "+f"(x_acc6.z), "+f"(x_acc6.w), "+f"(x_acc7.x), "+f"(x_acc7.y), "+f"(x_acc7.z), "+f"(x_acc7.w), "+f"(x_acc8.x), "+f"(x_acc8.y), "+f"(x_acc8.z), "+f"(x_acc8.w)
    : "l"(v304), "l"(v295), "r"(1) : "memory");
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
        const cj_u32 v305 = 0u;
        const bool v306 = v208 > v305;
        if (v306) {
          const cj_u32 v307 = 3u;
          const cj_u32 v308 = 1u;
          const cj_u32 v309 = v209 - v308;
          const cj_u32 v310 = v309 % v307;
          const cj_u32 v311 = 3u;
          const cj_u32 v312 = 3u;
          const cj_u32 v313 = v310 + v312;
          const cj_u32 v314 = v313 << v311;
          const cj_u32 v315 = 73728u; // mbar
          const cj_u32 v316 = v315 + v314;
          asm volatile("mbarrier.arrive.shared::cta.b64 _, [%0];" :: "r"(cj_smem_addr(cj_smem) + v316) : "memory");
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
      const cj_u32 v317 = 1u;
      const cj_u32 v318 = v205 - v317;
      const cj_u32 v319 = v171 + v318;
      const cj_u32 v320 = 3u;
      const cj_u32 v321 = v319 % v320;
      const cj_u32 v322 = 3u;
      const cj_u32 v323 = 3u;
      const cj_u32 v324 = v321 + v323;
      const cj_u32 v325 = v324 << v322;
      const cj_u32 v326 = 73728u; // mbar
      const cj_u32 v327 = v326 + v325;
      asm volatile("mbarrier.arrive.shared::cta.b64 _, [%0];" :: "r"(cj_smem_addr(cj_smem) + v327) : "memory");
      const cj_u32 v328 = v171 + v205;
      x_consumed10 = v328;
      const cj_u32 v329 = 74752u; // c_stage
      const cj_u32 v330 = 0u;
      const cj_u32 v331 = 127u;
      const cj_u32 v332 = v159 & v331;
      const bool v333 = v332 == v330;
      const cj_u32 v334 = 8192u;
      const cj_u32 v335 = v166 * v334;
      const cj_u32 v336 = v329 + v335;
      // epilogue: each consumer warpgroup's 64 rows staged, then stored by C's map
      if (v333) {
        asm volatile("cp.async.bulk.wait_group.read 0;" ::: "memory");
      }
      asm volatile("bar.sync %0, 128;" :: "r"(1u + (threadIdx.x >> 7)) : "memory");
      const cj_u32 v337 = 2u;
      const cj_u32 v338 = v161 >> v337;
      const cj_u32 v339 = 16u;
      const cj_u32 v340 = 3u;
      const cj_u32 v341 = v163 & v340;
      const cj_u32 v342 = v341 * v339;
      const cj_u32 v343 = v342 + v338;
      const cj_u32 v344 = 1u;
      const cj_u32 v345 = 3u;
      const cj_u32 v346 = v161 & v345;
      const cj_u32 v347 = v346 << v344;
      const cj_u32x4 v348 = make_uint4(__float_as_uint(x_acc1.x), __float_as_uint(x_acc1.y), __float_as_uint(x_acc1.z), __float_as_uint(x_acc1.w));
      const cj_u32 v349 = 0u;
      const cj_u32 v350 = v347 + v349;
      const cj_u32 v351 = v188 + v350;
      const cj_u32 v352 = 2u;
      const cj_u32 v353 = v350 * v352;
      const cj_u32 v354 = 8192u;
      const cj_u32 v355 = 7u;
      const cj_u32 v356 = v353 >> v355;
      const cj_u32 v357 = v356 * v354;
      const cj_u32 v358 = 7u;
      const cj_u32 v359 = 4u;
      const cj_u32 v360 = v353 >> v359;
      const cj_u32 v361 = v360 & v358;
      const cj_u32 v362 = v348.x;
      const float v363 = cj_f32_from_bits(v362);
      const cj_u16 v364 = cj_f32_to_bf16(v363);
      const cj_u16 v365 = v364;
      const cj_u32 v366 = (cj_u32)v365;
      const cj_u32 v367 = v348.y;
      const cj_u32 v368 = 1u;
      const cj_u32 v369 = v351 + v368;
      const float v370 = cj_f32_from_bits(v367);
      const cj_u16 v371 = cj_f32_to_bf16(v370);
      const cj_u16 v372 = v371;
      const cj_u32 v373 = (cj_u32)v372;
      const cj_u32 v374 = 7u;
      const cj_u32 v375 = v343 & v374;
      const cj_u32 v376 = v361 ^ v375;
      const cj_u32 v377 = 15u;
      const cj_u32 v378 = v353 & v377;
      const cj_u32 v379 = 4u;
      const cj_u32 v380 = v376 << v379;
      const cj_u32 v381 = v380 + v378;
      const cj_u32 v382 = 128u;
      const cj_u32 v383 = v343 * v382;
      const cj_u32 v384 = v357 + v383;
      const cj_u32 v385 = v384 + v381;
      const cj_u32 v386 = v336 + v385;
      const cj_u32 v387 = 16u;
      const cj_u32 v388 = v373 << v387;
      const cj_u32 v389 = v366 | v388;
      *(cj_u32 *)(cj_smem + v386) = v389;
      const cj_u32 v390 = 8u;
      const cj_u32 v391 = v343 + v390;
      const cj_u32 v392 = v348.z;
      const float v393 = cj_f32_from_bits(v392);
      const cj_u16 v394 = cj_f32_to_bf16(v393);
      const cj_u16 v395 = v394;
      const cj_u32 v396 = (cj_u32)v395;
      const cj_u32 v397 = v348.w;
      const cj_u32 v398 = 1u;
      const cj_u32 v399 = v351 + v398;
      const float v400 = cj_f32_from_bits(v397);
      const cj_u16 v401 = cj_f32_to_bf16(v400);
      const cj_u16 v402 = v401;
      const cj_u32 v403 = (cj_u32)v402;
      const cj_u32 v404 = 7u;
      const cj_u32 v405 = v391 & v404;
      const cj_u32 v406 = v361 ^ v405;
      const cj_u32 v407 = 15u;
      const cj_u32 v408 = v353 & v407;
      const cj_u32 v409 = 4u;
      const cj_u32 v410 = v406 << v409;
      const cj_u32 v411 = v410 + v408;
      const cj_u32 v412 = 128u;
      const cj_u32 v413 = v391 * v412;
      const cj_u32 v414 = v357 + v413;
      const cj_u32 v415 = v414 + v411;
      const cj_u32 v416 = v336 + v415;
      const cj_u32 v417 = 16u;
      const cj_u32 v418 = v403 << v417;
      const cj_u32 v419 = v396 | v418;
      *(cj_u32 *)(cj_smem + v416) = v419;
      const cj_u32x4 v420 = make_uint4(__float_as_uint(x_acc2.x), __float_as_uint(x_acc2.y), __float_as_uint(x_acc2.z), __float_as_uint(x_acc2.w));
      const cj_u32 v421 = 8u;
      const cj_u32 v422 = v347 + v421;
      const cj_u32 v423 = v188 + v422;
      const cj_u32 v424 = 2u;
      const cj_u32 v425 = v422 * v424;
      const cj_u32 v426 = 8192u;
      const cj_u32 v427 = 7u;
      const cj_u32 v428 = v425 >> v427;
      const cj_u32 v429 = v428 * v426;
      const cj_u32 v430 = 7u;
      const cj_u32 v431 = 4u;
      const cj_u32 v432 = v425 >> v431;
      const cj_u32 v433 = v432 & v430;
      const cj_u32 v434 = v420.x;
      const float v435 = cj_f32_from_bits(v434);
      const cj_u16 v436 = cj_f32_to_bf16(v435);
      const cj_u16 v437 = v436;
      const cj_u32 v438 = (cj_u32)v437;
      const cj_u32 v439 = v420.y;
      const cj_u32 v440 = 1u;
      const cj_u32 v441 = v423 + v440;
      const float v442 = cj_f32_from_bits(v439);
      const cj_u16 v443 = cj_f32_to_bf16(v442);
      const cj_u16 v444 = v443;
      const cj_u32 v445 = (cj_u32)v444;
      const cj_u32 v446 = 7u;
      const cj_u32 v447 = v343 & v446;
      const cj_u32 v448 = v433 ^ v447;
      const cj_u32 v449 = 15u;
      const cj_u32 v450 = v425 & v449;
      const cj_u32 v451 = 4u;
      const cj_u32 v452 = v448 << v451;
      const cj_u32 v453 = v452 + v450;
      const cj_u32 v454 = 128u;
      const cj_u32 v455 = v343 * v454;
      const cj_u32 v456 = v429 + v455;
      const cj_u32 v457 = v456 + v453;
      const cj_u32 v458 = v336 + v457;
      const cj_u32 v459 = 16u;
      const cj_u32 v460 = v445 << v459;
      const cj_u32 v461 = v438 | v460;
      *(cj_u32 *)(cj_smem + v458) = v461;
      const cj_u32 v462 = 8u;
      const cj_u32 v463 = v343 + v462;
      const cj_u32 v464 = v420.z;
      const float v465 = cj_f32_from_bits(v464);
      const cj_u16 v466 = cj_f32_to_bf16(v465);
      const cj_u16 v467 = v466;
      const cj_u32 v468 = (cj_u32)v467;
      const cj_u32 v469 = v420.w;
      const cj_u32 v470 = 1u;
      const cj_u32 v471 = v423 + v470;
      const float v472 = cj_f32_from_bits(v469);
      const cj_u16 v473 = cj_f32_to_bf16(v472);
      const cj_u16 v474 = v473;
      const cj_u32 v475 = (cj_u32)v474;
      const cj_u32 v476 = 7u;
      const cj_u32 v477 = v463 & v476;
      const cj_u32 v478 = v433 ^ v477;
      const cj_u32 v479 = 15u;
      const cj_u32 v480 = v425 & v479;
      const cj_u32 v481 = 4u;
      const cj_u32 v482 = v478 << v481;
      const cj_u32 v483 = v482 + v480;
      const cj_u32 v484 = 128u;
      const cj_u32 v485 = v463 * v484;
      const cj_u32 v486 = v429 + v485;
      const cj_u32 v487 = v486 + v483;
      const cj_u32 v488 = v336 + v487;
      const cj_u32 v489 = 16u;
      const cj_u32 v490 = v475 << v489;
      const cj_u32 v491 = v468 | v490;
      *(cj_u32 *)(cj_smem + v488) = v491;
      const cj_u32x4 v492 = make_uint4(__float_as_uint(x_acc3.x), __float_as_uint(x_acc3.y), __float_as_uint(x_acc3.z), __float_as_uint(x_acc3.w));
      const cj_u32 v493 = 16u;
      const cj_u32 v494 = v347 + v493;
      const cj_u32 v495 = v188 + v494;
      const cj_u32 v496 = 2u;
      const cj_u32 v497 = v494 * v496;
      const cj_u32 v498 = 8192u;
      const cj_u32 v499 = 7u;
      const cj_u32 v500 = v497 >> v499;
      const cj_u32 v501 = v500 * v498;
      const cj_u32 v502 = 7u;
      const cj_u32 v503 = 4u;
      const cj_u32 v504 = v497 >> v503;
      const cj_u32 v505 = v504 & v502;
      const cj_u32 v506 = v492.x;
      const float v507 = cj_f32_from_bits(v506);
      const cj_u16 v508 = cj_f32_to_bf16(v507);
      const cj_u16 v509 = v508;
      const cj_u32 v510 = (cj_u32)v509;
      const cj_u32 v511 = v492.y;
      const cj_u32 v512 = 1u;
      const cj_u32 v513 = v495 + v512;
      const float v514 = cj_f32_from_bits(v511);
      const cj_u16 v515 = cj_f32_to_bf16(v514);
      const cj_u16 v516 = v515;
      const cj_u32 v517 = (cj_u32)v516;
      const cj_u32 v518 = 7u;
      const cj_u32 v519 = v343 & v518;
      const cj_u32 v520 = v505 ^ v519;
      const cj_u32 v521 = 15u;
      const cj_u32 v522 = v497 & v521;
      const cj_u32 v523 = 4u;
      const cj_u32 v524 = v520 << v523;
      const cj_u32 v525 = v524 + v522;
      const cj_u32 v526 = 128u;
      const cj_u32 v527 = v343 * v526;
      const cj_u32 v528 = v501 + v527;
      const cj_u32 v529 = v528 + v525;
      const cj_u32 v530 = v336 + v529;
      const cj_u32 v531 = 16u;
      const cj_u32 v532 = v517 << v531;
      const cj_u32 v533 = v510 | v532;
      *(cj_u32 *)(cj_smem + v530) = v533;
      const cj_u32 v534 = 8u;
      const cj_u32 v535 = v343 + v534;
      const cj_u32 v536 = v492.z;
      const float v537 = cj_f32_from_bits(v536);
      const cj_u16 v538 = cj_f32_to_bf16(v537);
      const cj_u16 v539 = v538;
      const cj_u32 v540 = (cj_u32)v539;
      const cj_u32 v541 = v492.w;
      const cj_u32 v542 = 1u;
      const cj_u32 v543 = v495 + v542;
      const float v544 = cj_f32_from_bits(v541);
      const cj_u16 v545 = cj_f32_to_bf16(v544);
      const cj_u16 v546 = v545;
      const cj_u32 v547 = (cj_u32)v546;
      const cj_u32 v548 = 7u;
      const cj_u32 v549 = v535 & v548;
      const cj_u32 v550 = v505 ^ v549;
      const cj_u32 v551 = 15u;
      const cj_u32 v552 = v497 & v551;
      const cj_u32 v553 = 4u;
      const cj_u32 v554 = v550 << v553;
      const cj_u32 v555 = v554 + v552;
      const cj_u32 v556 = 128u;
      const cj_u32 v557 = v535 * v556;
      const cj_u32 v558 = v501 + v557;
      const cj_u32 v559 = v558 + v555;
      const cj_u32 v560 = v336 + v559;
      const cj_u32 v561 = 16u;
      const cj_u32 v562 = v547 << v561;
      const cj_u32 v563 = v540 | v562;
      *(cj_u32 *)(cj_smem + v560) = v563;
      const cj_u32x4 v564 = make_uint4(__float_as_uint(x_acc4.x), __float_as_uint(x_acc4.y), __float_as_uint(x_acc4.z), __float_as_uint(x_acc4.w));
      const cj_u32 v565 = 24u;
      const cj_u32 v566 = v347 + v565;
      const cj_u32 v567 = v188 + v566;
      const cj_u32 v568 = 2u;
      const cj_u32 v569 = v566 * v568;
      const cj_u32 v570 = 8192u;
      const cj_u32 v571 = 7u;
      const cj_u32 v572 = v569 >> v571;
      const cj_u32 v573 = v572 * v570;
      const cj_u32 v574 = 7u;
      const cj_u32 v575 = 4u;
      const cj_u32 v576 = v569 >> v575;
      const cj_u32 v577 = v576 & v574;
      const cj_u32 v578 = v564.x;
      const float v579 = cj_f32_from_bits(v578);
      const cj_u16 v580 = cj_f32_to_bf16(v579);
      const cj_u16 v581 = v580;
      const cj_u32 v582 = (cj_u32)v581;
      const cj_u32 v583 = v564.y;
      const cj_u32 v584 = 1u;
      const cj_u32 v585 = v567 + v584;
      const float v586 = cj_f32_from_bits(v583);
      const cj_u16 v587 = cj_f32_to_bf16(v586);
      const cj_u16 v588 = v587;
      const cj_u32 v589 = (cj_u32)v588;
      const cj_u32 v590 = 7u;
      const cj_u32 v591 = v343 & v590;
      const cj_u32 v592 = v577 ^ v591;
      const cj_u32 v593 = 15u;
      const cj_u32 v594 = v569 & v593;
      const cj_u32 v595 = 4u;
      const cj_u32 v596 = v592 << v595;
      const cj_u32 v597 = v596 + v594;
      const cj_u32 v598 = 128u;
      const cj_u32 v599 = v343 * v598;
      const cj_u32 v600 = v573 + v599;
      const cj_u32 v601 = v600 + v597;
      const cj_u32 v602 = v336 + v601;
      const cj_u32 v603 = 16u;
      const cj_u32 v604 = v589 << v603;
      const cj_u32 v605 = v582 | v604;
      *(cj_u32 *)(cj_smem + v602) = v605;
      const cj_u32 v606 = 8u;
      const cj_u32 v607 = v343 + v606;
      const cj_u32 v608 = v564.z;
      const float v609 = cj_f32_from_bits(v608);
      const cj_u16 v610 = cj_f32_to_bf16(v609);
      const cj_u16 v611 = v610;
      const cj_u32 v612 = (cj_u32)v611;
      const cj_u32 v613 = v564.w;
      const cj_u32 v614 = 1u;
      const cj_u32 v615 = v567 + v614;
      const float v616 = cj_f32_from_bits(v613);
      const cj_u16 v617 = cj_f32_to_bf16(v616);
      const cj_u16 v618 = v617;
      const cj_u32 v619 = (cj_u32)v618;
      const cj_u32 v620 = 7u;
      const cj_u32 v621 = v607 & v620;
      const cj_u32 v622 = v577 ^ v621;
      const cj_u32 v623 = 15u;
      const cj_u32 v624 = v569 & v623;
      const cj_u32 v625 = 4u;
      const cj_u32 v626 = v622 << v625;
      const cj_u32 v627 = v626 + v624;
      const cj_u32 v628 = 128u;
      const cj_u32 v629 = v607 * v628;
      const cj_u32 v630 = v573 + v629;
      const cj_u32 v631 = v630 + v627;
      const cj_u32 v632 = v336 + v631;
      const cj_u32 v633 = 16u;
      const cj_u32 v634 = v619 << v633;
      const cj_u32 v635 = v612 | v634;
      *(cj_u32 *)(cj_smem + v632) = v635;
      const cj_u32x4 v636 = make_uint4(__float_as_uint(x_acc5.x), __float_as_uint(x_acc5.y), __float_as_uint(x_acc5.z), __float_as_uint(x_acc5.w));
      const cj_u32 v637 = 32u;
      const cj_u32 v638 = v347 + v637;
      const cj_u32 v639 = v188 + v638;
      const cj_u32 v640 = 2u;
      const cj_u32 v641 = v638 * v640;
      const cj_u32 v642 = 8192u;
      const cj_u32 v643 = 7u;
      const cj_u32 v644 = v641 >> v643;
      const cj_u32 v645 = v644 * v642;
      const cj_u32 v646 = 7u;
      const cj_u32 v647 = 4u;
      const cj_u32 v648 = v641 >> v647;
      const cj_u32 v649 = v648 & v646;
      const cj_u32 v650 = v636.x;
      const float v651 = cj_f32_from_bits(v650);
      const cj_u16 v652 = cj_f32_to_bf16(v651);
      const cj_u16 v653 = v652;
      const cj_u32 v654 = (cj_u32)v653;
      const cj_u32 v655 = v636.y;
      const cj_u32 v656 = 1u;
      const cj_u32 v657 = v639 + v656;
      const float v658 = cj_f32_from_bits(v655);
      const cj_u16 v659 = cj_f32_to_bf16(v658);
      const cj_u16 v660 = v659;
      const cj_u32 v661 = (cj_u32)v660;
      const cj_u32 v662 = 7u;
      const cj_u32 v663 = v343 & v662;
      const cj_u32 v664 = v649 ^ v663;
      const cj_u32 v665 = 15u;
      const cj_u32 v666 = v641 & v665;
      const cj_u32 v667 = 4u;
      const cj_u32 v668 = v664 << v667;
      const cj_u32 v669 = v668 + v666;
      const cj_u32 v670 = 128u;
      const cj_u32 v671 = v343 * v670;
      const cj_u32 v672 = v645 + v671;
      const cj_u32 v673 = v672 + v669;
      const cj_u32 v674 = v336 + v673;
      const cj_u32 v675 = 16u;
      const cj_u32 v676 = v661 << v675;
      const cj_u32 v677 = v654 | v676;
      *(cj_u32 *)(cj_smem + v674) = v677;
      const cj_u32 v678 = 8u;
      const cj_u32 v679 = v343 + v678;
      const cj_u32 v680 = v636.z;
      const float v681 = cj_f32_from_bits(v680);
      const cj_u16 v682 = cj_f32_to_bf16(v681);
      const cj_u16 v683 = v682;
      const cj_u32 v684 = (cj_u32)v683;
      const cj_u32 v685 = v636.w;
      const cj_u32 v686 = 1u;
      const cj_u32 v687 = v639 + v686;
      const float v688 = cj_f32_from_bits(v685);
      const cj_u16 v689 = cj_f32_to_bf16(v688);
      const cj_u16 v690 = v689;
      const cj_u32 v691 = (cj_u32)v690;
      const cj_u32 v692 = 7u;
      const cj_u32 v693 = v679 & v692;
      const cj_u32 v694 = v649 ^ v693;
      const cj_u32 v695 = 15u;
      const cj_u32 v696 = v641 & v695;
      const cj_u32 v697 = 4u;
      const cj_u32 v698 = v694 << v697;
      const cj_u32 v699 = v698 + v696;
      const cj_u32 v700 = 128u;
      const cj_u32 v701 = v679 * v700;
      const cj_u32 v702 = v645 + v701;
      const cj_u32 v703 = v702 + v699;
      const cj_u32 v704 = v336 + v703;
      const cj_u32 v705 = 16u;
      const cj_u32 v706 = v691 << v705;
      const cj_u32 v707 = v684 | v706;
      *(cj_u32 *)(cj_smem + v704) = v707;
      const cj_u32x4 v708 = make_uint4(__float_as_uint(x_acc6.x), __float_as_uint(x_acc6.y), __float_as_uint(x_acc6.z), __float_as_uint(x_acc6.w));
      const cj_u32 v709 = 40u;
      const cj_u32 v710 = v347 + v709;
      const cj_u32 v711 = v188 + v710;
      const cj_u32 v712 = 2u;
      const cj_u32 v713 = v710 * v712;
      const cj_u32 v714 = 8192u;
      const cj_u32 v715 = 7u;
      const cj_u32 v716 = v713 >> v715;
      const cj_u32 v717 = v716 * v714;
      const cj_u32 v718 = 7u;
      const cj_u32 v719 = 4u;
      const cj_u32 v720 = v713 >> v719;
      const cj_u32 v721 = v720 & v718;
      const cj_u32 v722 = v708.x;
      const float v723 = cj_f32_from_bits(v722);
      const cj_u16 v724 = cj_f32_to_bf16(v723);
      const cj_u16 v725 = v724;
      const cj_u32 v726 = (cj_u32)v725;
      const cj_u32 v727 = v708.y;
      const cj_u32 v728 = 1u;
      const cj_u32 v729 = v711 + v728;
      const float v730 = cj_f32_from_bits(v727);
      const cj_u16 v731 = cj_f32_to_bf16(v730);
      const cj_u16 v732 = v731;
      const cj_u32 v733 = (cj_u32)v732;
      const cj_u32 v734 = 7u;
      const cj_u32 v735 = v343 & v734;
      const cj_u32 v736 = v721 ^ v735;
      const cj_u32 v737 = 15u;
      const cj_u32 v738 = v713 & v737;
      const cj_u32 v739 = 4u;
      const cj_u32 v740 = v736 << v739;
      const cj_u32 v741 = v740 + v738;
      const cj_u32 v742 = 128u;
      const cj_u32 v743 = v343 * v742;
      const cj_u32 v744 = v717 + v743;
      const cj_u32 v745 = v744 + v741;
      const cj_u32 v746 = v336 + v745;
      const cj_u32 v747 = 16u;
      const cj_u32 v748 = v733 << v747;
      const cj_u32 v749 = v726 | v748;
      *(cj_u32 *)(cj_smem + v746) = v749;
      const cj_u32 v750 = 8u;
      const cj_u32 v751 = v343 + v750;
      const cj_u32 v752 = v708.z;
      const float v753 = cj_f32_from_bits(v752);
      const cj_u16 v754 = cj_f32_to_bf16(v753);
      const cj_u16 v755 = v754;
      const cj_u32 v756 = (cj_u32)v755;
      const cj_u32 v757 = v708.w;
      const cj_u32 v758 = 1u;
      const cj_u32 v759 = v711 + v758;
      const float v760 = cj_f32_from_bits(v757);
      const cj_u16 v761 = cj_f32_to_bf16(v760);
      const cj_u16 v762 = v761;
      const cj_u32 v763 = (cj_u32)v762;
      const cj_u32 v764 = 7u;
      const cj_u32 v765 = v751 & v764;
      const cj_u32 v766 = v721 ^ v765;
      const cj_u32 v767 = 15u;
      const cj_u32 v768 = v713 & v767;
      const cj_u32 v769 = 4u;
      const cj_u32 v770 = v766 << v769;
      const cj_u32 v771 = v770 + v768;
      const cj_u32 v772 = 128u;
      const cj_u32 v773 = v751 * v772;
      const cj_u32 v774 = v717 + v773;
      const cj_u32 v775 = v774 + v771;
      const cj_u32 v776 = v336 + v775;
      const cj_u32 v777 = 16u;
      const cj_u32 v778 = v763 << v777;
      const cj_u32 v779 = v756 | v778;
      *(cj_u32 *)(cj_smem + v776) = v779;
      const cj_u32x4 v780 = make_uint4(__float_as_uint(x_acc7.x), __float_as_uint(x_acc7.y), __float_as_uint(x_acc7.z), __float_as_uint(x_acc7.w));
      const cj_u32 v781 = 48u;
      const cj_u32 v782 = v347 + v781;
      const cj_u32 v783 = v188 + v782;
      const cj_u32 v784 = 2u;
      const cj_u32 v785 = v782 * v784;
      const cj_u32 v786 = 8192u;
      const cj_u32 v787 = 7u;
      const cj_u32 v788 = v785 >> v787;
      const cj_u32 v789 = v788 * v786;
      const cj_u32 v790 = 7u;
      const cj_u32 v791 = 4u;
      const cj_u32 v792 = v785 >> v791;
      const cj_u32 v793 = v792 & v790;
      const cj_u32 v794 = v780.x;
      const float v795 = cj_f32_from_bits(v794);
      const cj_u16 v796 = cj_f32_to_bf16(v795);
      const cj_u16 v797 = v796;
      const cj_u32 v798 = (cj_u32)v797;
      const cj_u32 v799 = v780.y;
      const cj_u32 v800 = 1u;
      const cj_u32 v801 = v783 + v800;
      const float v802 = cj_f32_from_bits(v799);
      const cj_u16 v803 = cj_f32_to_bf16(v802);
      const cj_u16 v804 = v803;
      const cj_u32 v805 = (cj_u32)v804;
      const cj_u32 v806 = 7u;
      const cj_u32 v807 = v343 & v806;
      const cj_u32 v808 = v793 ^ v807;
      const cj_u32 v809 = 15u;
      const cj_u32 v810 = v785 & v809;
      const cj_u32 v811 = 4u;
      const cj_u32 v812 = v808 << v811;
      const cj_u32 v813 = v812 + v810;
      const cj_u32 v814 = 128u;
      const cj_u32 v815 = v343 * v814;
      const cj_u32 v816 = v789 + v815;
      const cj_u32 v817 = v816 + v813;
      const cj_u32 v818 = v336 + v817;
      const cj_u32 v819 = 16u;
      const cj_u32 v820 = v805 << v819;
      const cj_u32 v821 = v798 | v820;
      *(cj_u32 *)(cj_smem + v818) = v821;
      const cj_u32 v822 = 8u;
      const cj_u32 v823 = v343 + v822;
      const cj_u32 v824 = v780.z;
      const float v825 = cj_f32_from_bits(v824);
      const cj_u16 v826 = cj_f32_to_bf16(v825);
      const cj_u16 v827 = v826;
      const cj_u32 v828 = (cj_u32)v827;
      const cj_u32 v829 = v780.w;
      const cj_u32 v830 = 1u;
      const cj_u32 v831 = v783 + v830;
      const float v832 = cj_f32_from_bits(v829);
      const cj_u16 v833 = cj_f32_to_bf16(v832);
      const cj_u16 v834 = v833;
      const cj_u32 v835 = (cj_u32)v834;
      const cj_u32 v836 = 7u;
      const cj_u32 v837 = v823 & v836;
      const cj_u32 v838 = v793 ^ v837;
      const cj_u32 v839 = 15u;
      const cj_u32 v840 = v785 & v839;
      const cj_u32 v841 = 4u;
      const cj_u32 v842 = v838 << v841;
      const cj_u32 v843 = v842 + v840;
      const cj_u32 v844 = 128u;
      const cj_u32 v845 = v823 * v844;
      const cj_u32 v846 = v789 + v845;
      const cj_u32 v847 = v846 + v843;
      const cj_u32 v848 = v336 + v847;
      const cj_u32 v849 = 16u;
      const cj_u32 v850 = v835 << v849;
      const cj_u32 v851 = v828 | v850;
      *(cj_u32 *)(cj_smem + v848) = v851;
      const cj_u32x4 v852 = make_uint4(__float_as_uint(x_acc8.x), __float_as_uint(x_acc8.y), __float_as_uint(x_acc8.z), __float_as_uint(x_acc8.w));
      const cj_u32 v853 = 56u;
      const cj_u32 v854 = v347 + v853;
      const cj_u32 v855 = v188 + v854;
      const cj_u32 v856 = 2u;
      const cj_u32 v857 = v854 * v856;
      const cj_u32 v858 = 8192u;
      const cj_u32 v859 = 7u;
      const cj_u32 v860 = v857 >> v859;
      const cj_u32 v861 = v860 * v858;
      const cj_u32 v862 = 7u;
      const cj_u32 v863 = 4u;
      const cj_u32 v864 = v857 >> v863;
      const cj_u32 v865 = v864 & v862;
      const cj_u32 v866 = v852.x;
      const float v867 = cj_f32_from_bits(v866);
      const cj_u16 v868 = cj_f32_to_bf16(v867);
      const cj_u16 v869 = v868;
      const cj_u32 v870 = (cj_u32)v869;
      const cj_u32 v871 = v852.y;
      const cj_u32 v872 = 1u;
      const cj_u32 v873 = v855 + v872;
      const float v874 = cj_f32_from_bits(v871);
      const cj_u16 v875 = cj_f32_to_bf16(v874);
      const cj_u16 v876 = v875;
      const cj_u32 v877 = (cj_u32)v876;
      const cj_u32 v878 = 7u;
      const cj_u32 v879 = v343 & v878;
      const cj_u32 v880 = v865 ^ v879;
      const cj_u32 v881 = 15u;
      const cj_u32 v882 = v857 & v881;
      const cj_u32 v883 = 4u;
      const cj_u32 v884 = v880 << v883;
      const cj_u32 v885 = v884 + v882;
      const cj_u32 v886 = 128u;
      const cj_u32 v887 = v343 * v886;
      const cj_u32 v888 = v861 + v887;
      const cj_u32 v889 = v888 + v885;
      const cj_u32 v890 = v336 + v889;
      const cj_u32 v891 = 16u;
      const cj_u32 v892 = v877 << v891;
      const cj_u32 v893 = v870 | v892;
      *(cj_u32 *)(cj_smem + v890) = v893;
      const cj_u32 v894 = 8u;
      const cj_u32 v895 = v343 + v894;
      const cj_u32 v896 = v852.z;
      const float v897 = cj_f32_from_bits(v896);
      const cj_u16 v898 = cj_f32_to_bf16(v897);
      const cj_u16 v899 = v898;
      const cj_u32 v900 = (cj_u32)v899;
      const cj_u32 v901 = v852.w;
      const cj_u32 v902 = 1u;
      const cj_u32 v903 = v855 + v902;
      const float v904 = cj_f32_from_bits(v901);
      const cj_u16 v905 = cj_f32_to_bf16(v904);
      const cj_u16 v906 = v905;
      const cj_u32 v907 = (cj_u32)v906;
      const cj_u32 v908 = 7u;
      const cj_u32 v909 = v895 & v908;
      const cj_u32 v910 = v865 ^ v909;
      const cj_u32 v911 = 15u;
      const cj_u32 v912 = v857 & v911;
      const cj_u32 v913 = 4u;
      const cj_u32 v914 = v910 << v913;
      const cj_u32 v915 = v914 + v912;
      const cj_u32 v916 = 128u;
      const cj_u32 v917 = v895 * v916;
      const cj_u32 v918 = v861 + v917;
      const cj_u32 v919 = v918 + v915;
      const cj_u32 v920 = v336 + v919;
      const cj_u32 v921 = 16u;
      const cj_u32 v922 = v907 << v921;
      const cj_u32 v923 = v900 | v922;
      *(cj_u32 *)(cj_smem + v920) = v923;
      asm volatile("fence.proxy.async.shared::cta;" ::: "memory");
      asm volatile("bar.sync %0, 128;" :: "r"(1u + (threadIdx.x >> 7)) : "memory");
      if (v333) {
        const cj_u32 v924 = 64u;
        const cj_u32 v925 = v166 * v924;
        const cj_u32 v926 = v185 + v925;
        const cj_u32 v927 = 0u;
        const cj_u32 v928 = v188 + v927;
        const cj_u32x2 v929 = cj_splat_u32x2(v928);
        cj_u32x2 v930 = v929;
        v930.y = v926;
        const cj_u32 v931 = 0u;
        const cj_u32 v932 = v336 + v931;
        cj_tma_store2d(cj_smem + v932, &p_cmap, v930);
        asm volatile("cp.async.bulk.commit_group;" ::: "memory");
      }
    }
    const cj_u32 v933 = 0u;
    const cj_u32 v934 = 127u;
    const cj_u32 v935 = v159 & v934;
    const bool v936 = v935 == v933;
    if (v936) {
      asm volatile("cp.async.bulk.wait_group 0;" ::: "memory");
    }
  }
}
