// colljit kernel cj_gemm_tile_bf16_mnk200x320x144_tile64x256x64_st3_wp4x1_w1_b128x32_g8_bar_none_sm_90 (block 128, grid 8, sm_90)
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

extern "C" __global__ void __launch_bounds__(128) cj_gemm_tile_bf16_mnk200x320x144_tile64x256x64_st3_wp4x1_w1_b128x32_g8_bar_none_sm_90(cj_ptr p_heap_bases, cj_u32 p_rank, cj_ptr p_src, cj_ptr p_dst, cj_ptr p_sync, cj_ptr p_status, cj_u64 p_timeout_ns, cj_ptr p_work, cj_u64 p_n, cj_u32 p_nblocks, cj_ptr __restrict__ p_b, cj_ptr p_bias, const __grid_constant__ cj_tmap_t p_amap, const __grid_constant__ cj_tmap_t p_bmap) {
  extern __shared__ __attribute__((aligned(1024))) char cj_smem[]; // 122912 bytes
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
  float4 x_acc9 = {};
  float4 x_acc10 = {};
  float4 x_acc11 = {};
  float4 x_acc12 = {};
  float4 x_acc13 = {};
  float4 x_acc14 = {};
  float4 x_acc15 = {};
  float4 x_acc16 = {};
  float4 x_acc17 = {};
  float4 x_acc18 = {};
  float4 x_acc19 = {};
  float4 x_acc20 = {};
  float4 x_acc21 = {};
  float4 x_acc22 = {};
  float4 x_acc23 = {};
  float4 x_acc24 = {};
  float4 x_acc25 = {};
  float4 x_acc26 = {};
  float4 x_acc27 = {};
  float4 x_acc28 = {};
  float4 x_acc29 = {};
  float4 x_acc30 = {};
  float4 x_acc31 = {};
  float4 x_acc32 = {};
  cj_u32 x_phase33 = {};
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
  const cj_u32 v21 = 8u;
  // gemm: B row-major, out bf16
  const cj_ptr v22 = (cj_ptr)&p_amap;
  const cj_ptr v23 = (cj_ptr)&p_bmap;
  // A and B through tensor maps (TMA)
  // gemm 200x320x144 bf16, tile 64x256x64, 3 stages, warps 4x1, persistent
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
  const cj_u32 v49 = 0u;
  const cj_u32x4 v50 = cj_splat_u32x4(v49);
  x_acc9 = make_float4(__uint_as_float(v50.x), __uint_as_float(v50.y), __uint_as_float(v50.z), __uint_as_float(v50.w));
  const cj_u32 v51 = 0u;
  const cj_u32x4 v52 = cj_splat_u32x4(v51);
  x_acc10 = make_float4(__uint_as_float(v52.x), __uint_as_float(v52.y), __uint_as_float(v52.z), __uint_as_float(v52.w));
  const cj_u32 v53 = 0u;
  const cj_u32x4 v54 = cj_splat_u32x4(v53);
  x_acc11 = make_float4(__uint_as_float(v54.x), __uint_as_float(v54.y), __uint_as_float(v54.z), __uint_as_float(v54.w));
  const cj_u32 v55 = 0u;
  const cj_u32x4 v56 = cj_splat_u32x4(v55);
  x_acc12 = make_float4(__uint_as_float(v56.x), __uint_as_float(v56.y), __uint_as_float(v56.z), __uint_as_float(v56.w));
  const cj_u32 v57 = 0u;
  const cj_u32x4 v58 = cj_splat_u32x4(v57);
  x_acc13 = make_float4(__uint_as_float(v58.x), __uint_as_float(v58.y), __uint_as_float(v58.z), __uint_as_float(v58.w));
  const cj_u32 v59 = 0u;
  const cj_u32x4 v60 = cj_splat_u32x4(v59);
  x_acc14 = make_float4(__uint_as_float(v60.x), __uint_as_float(v60.y), __uint_as_float(v60.z), __uint_as_float(v60.w));
  const cj_u32 v61 = 0u;
  const cj_u32x4 v62 = cj_splat_u32x4(v61);
  x_acc15 = make_float4(__uint_as_float(v62.x), __uint_as_float(v62.y), __uint_as_float(v62.z), __uint_as_float(v62.w));
  const cj_u32 v63 = 0u;
  const cj_u32x4 v64 = cj_splat_u32x4(v63);
  x_acc16 = make_float4(__uint_as_float(v64.x), __uint_as_float(v64.y), __uint_as_float(v64.z), __uint_as_float(v64.w));
  const cj_u32 v65 = 0u;
  const cj_u32x4 v66 = cj_splat_u32x4(v65);
  x_acc17 = make_float4(__uint_as_float(v66.x), __uint_as_float(v66.y), __uint_as_float(v66.z), __uint_as_float(v66.w));
  const cj_u32 v67 = 0u;
  const cj_u32x4 v68 = cj_splat_u32x4(v67);
  x_acc18 = make_float4(__uint_as_float(v68.x), __uint_as_float(v68.y), __uint_as_float(v68.z), __uint_as_float(v68.w));
  const cj_u32 v69 = 0u;
  const cj_u32x4 v70 = cj_splat_u32x4(v69);
  x_acc19 = make_float4(__uint_as_float(v70.x), __uint_as_float(v70.y), __uint_as_float(v70.z), __uint_as_float(v70.w));
  const cj_u32 v71 = 0u;
  const cj_u32x4 v72 = cj_splat_u32x4(v71);
  x_acc20 = make_float4(__uint_as_float(v72.x), __uint_as_float(v72.y), __uint_as_float(v72.z), __uint_as_float(v72.w));
  const cj_u32 v73 = 0u;
  const cj_u32x4 v74 = cj_splat_u32x4(v73);
  x_acc21 = make_float4(__uint_as_float(v74.x), __uint_as_float(v74.y), __uint_as_float(v74.z), __uint_as_float(v74.w));
  const cj_u32 v75 = 0u;
  const cj_u32x4 v76 = cj_splat_u32x4(v75);
  x_acc22 = make_float4(__uint_as_float(v76.x), __uint_as_float(v76.y), __uint_as_float(v76.z), __uint_as_float(v76.w));
  const cj_u32 v77 = 0u;
  const cj_u32x4 v78 = cj_splat_u32x4(v77);
  x_acc23 = make_float4(__uint_as_float(v78.x), __uint_as_float(v78.y), __uint_as_float(v78.z), __uint_as_float(v78.w));
  const cj_u32 v79 = 0u;
  const cj_u32x4 v80 = cj_splat_u32x4(v79);
  x_acc24 = make_float4(__uint_as_float(v80.x), __uint_as_float(v80.y), __uint_as_float(v80.z), __uint_as_float(v80.w));
  const cj_u32 v81 = 0u;
  const cj_u32x4 v82 = cj_splat_u32x4(v81);
  x_acc25 = make_float4(__uint_as_float(v82.x), __uint_as_float(v82.y), __uint_as_float(v82.z), __uint_as_float(v82.w));
  const cj_u32 v83 = 0u;
  const cj_u32x4 v84 = cj_splat_u32x4(v83);
  x_acc26 = make_float4(__uint_as_float(v84.x), __uint_as_float(v84.y), __uint_as_float(v84.z), __uint_as_float(v84.w));
  const cj_u32 v85 = 0u;
  const cj_u32x4 v86 = cj_splat_u32x4(v85);
  x_acc27 = make_float4(__uint_as_float(v86.x), __uint_as_float(v86.y), __uint_as_float(v86.z), __uint_as_float(v86.w));
  const cj_u32 v87 = 0u;
  const cj_u32x4 v88 = cj_splat_u32x4(v87);
  x_acc28 = make_float4(__uint_as_float(v88.x), __uint_as_float(v88.y), __uint_as_float(v88.z), __uint_as_float(v88.w));
  const cj_u32 v89 = 0u;
  const cj_u32x4 v90 = cj_splat_u32x4(v89);
  x_acc29 = make_float4(__uint_as_float(v90.x), __uint_as_float(v90.y), __uint_as_float(v90.z), __uint_as_float(v90.w));
  const cj_u32 v91 = 0u;
  const cj_u32x4 v92 = cj_splat_u32x4(v91);
  x_acc30 = make_float4(__uint_as_float(v92.x), __uint_as_float(v92.y), __uint_as_float(v92.z), __uint_as_float(v92.w));
  const cj_u32 v93 = 0u;
  const cj_u32x4 v94 = cj_splat_u32x4(v93);
  x_acc31 = make_float4(__uint_as_float(v94.x), __uint_as_float(v94.y), __uint_as_float(v94.z), __uint_as_float(v94.w));
  const cj_u32 v95 = 0u;
  const cj_u32x4 v96 = cj_splat_u32x4(v95);
  x_acc32 = make_float4(__uint_as_float(v96.x), __uint_as_float(v96.y), __uint_as_float(v96.z), __uint_as_float(v96.w));
  const cj_u32 v97 = 0u;
  x_phase33 = v97;
  const cj_u32 v98 = 0u;
  const bool v99 = v24 == v98;
  if (v99) {
    const cj_u32 v100 = 0u;
    const cj_u32 v101 = 3u;
    const cj_u32 v102 = v100 << v101;
    const cj_u32 v103 = 122880u; // full
    const cj_u32 v104 = v103 + v102;
    asm volatile("mbarrier.init.shared::cta.b64 [%0], 1;\nfence.mbarrier_init.release.cluster;" :: "r"(cj_smem_addr(cj_smem) + v104) : "memory");
    const cj_u32 v105 = 1u;
    const cj_u32 v106 = 3u;
    const cj_u32 v107 = v105 << v106;
    const cj_u32 v108 = 122880u; // full
    const cj_u32 v109 = v108 + v107;
    asm volatile("mbarrier.init.shared::cta.b64 [%0], 1;\nfence.mbarrier_init.release.cluster;" :: "r"(cj_smem_addr(cj_smem) + v109) : "memory");
    const cj_u32 v110 = 2u;
    const cj_u32 v111 = 3u;
    const cj_u32 v112 = v110 << v111;
    const cj_u32 v113 = 122880u; // full
    const cj_u32 v114 = v113 + v112;
    asm volatile("mbarrier.init.shared::cta.b64 [%0], 1;\nfence.mbarrier_init.release.cluster;" :: "r"(cj_smem_addr(cj_smem) + v114) : "memory");
  }
  cj_barrier();
  const cj_u32 v115 = 8u;
  // each tile's successor staged before the tile's epilogue
  const bool v116 = v14 < v115;
  if (v116) {
    const cj_u32 v117 = 8u;
    const cj_u32 v118 = 16u;
    const cj_u32 v119 = v14 / v118;
    const cj_u32 v120 = v119 * v117;
    const cj_u32 v121 = 8u;
    const cj_u32 v122 = 4u;
    const cj_u32 v123 = v122 - v120;
    const cj_u32 v124 = (v123 < v121 ? v123 : v121);
    const cj_u32 v125 = 16u;
    const cj_u32 v126 = v14 % v125;
    const cj_u32 v127 = v126 % v124;
    const cj_u32 v128 = v120 + v127;
    const cj_u32 v129 = 64u;
    const cj_u32 v130 = v128 * v129;
    const cj_u32 v131 = 256u;
    const cj_u32 v132 = v126 / v124;
    const cj_u32 v133 = v132 * v131;
    // prologue: thread 0 starts the copies of k tiles 0..0
    const cj_u32 v134 = 0u;
    const bool v135 = v24 == v134;
    if (v135) {
      const cj_u32 v136 = 0u;
      const cj_u32 v137 = 0u;
      const cj_u32 v138 = 64u;
      const cj_u32 v139 = v137 * v138;
      const cj_u32 v140 = 3u;
      const cj_u32 v141 = v136 << v140;
      const cj_u32 v142 = 122880u; // full
      const cj_u32 v143 = v142 + v141;
      cj_mbar_expect_tx(cj_smem + v143, 40960u);
      const cj_u32x2 v144 = cj_splat_u32x2(v139);
      cj_u32x2 v145 = v144;
      v145.y = v130;
      const cj_u32 v146 = 8192u;
      const cj_u32 v147 = v136 * v146;
      const cj_u32 v148 = 0u; // a_ring
      const cj_u32 v149 = v148 + v147;
      cj_tma_load2d(cj_smem + v149, &p_amap, v145, cj_smem + v143);
      const cj_u32 v150 = 32768u;
      const cj_u32 v151 = v136 * v150;
      const cj_u32 v152 = 24576u; // b_ring
      const cj_u32 v153 = v152 + v151;
      const cj_u32 v154 = 0u;
      const cj_u32 v155 = v133 + v154;
      const cj_u32x2 v156 = cj_splat_u32x2(v155);
      cj_u32x2 v157 = v156;
      v157.y = v139;
      const cj_u32 v158 = 0u;
      const cj_u32 v159 = v153 + v158;
      cj_tma_load2d(cj_smem + v159, &p_bmap, v157, cj_smem + v143);
      const cj_u32 v160 = 64u;
      const cj_u32 v161 = v133 + v160;
      const cj_u32x2 v162 = cj_splat_u32x2(v161);
      cj_u32x2 v163 = v162;
      v163.y = v139;
      const cj_u32 v164 = 8192u;
      const cj_u32 v165 = v153 + v164;
      cj_tma_load2d(cj_smem + v165, &p_bmap, v163, cj_smem + v143);
      const cj_u32 v166 = 128u;
      const cj_u32 v167 = v133 + v166;
      const cj_u32x2 v168 = cj_splat_u32x2(v167);
      cj_u32x2 v169 = v168;
      v169.y = v139;
      const cj_u32 v170 = 16384u;
      const cj_u32 v171 = v153 + v170;
      cj_tma_load2d(cj_smem + v171, &p_bmap, v169, cj_smem + v143);
      const cj_u32 v172 = 192u;
      const cj_u32 v173 = v133 + v172;
      const cj_u32x2 v174 = cj_splat_u32x2(v173);
      cj_u32x2 v175 = v174;
      v175.y = v139;
      const cj_u32 v176 = 24576u;
      const cj_u32 v177 = v153 + v176;
      cj_tma_load2d(cj_smem + v177, &p_bmap, v175, cj_smem + v143);
    }
  }
  for (cj_u32 v178 = v14; v178 < v115; v178 += v21) {
    const cj_u32 v179 = 8u;
    const cj_u32 v180 = 16u;
    const cj_u32 v181 = v178 / v180;
    const cj_u32 v182 = v181 * v179;
    const cj_u32 v183 = 8u;
    const cj_u32 v184 = 4u;
    const cj_u32 v185 = v184 - v182;
    const cj_u32 v186 = (v185 < v183 ? v185 : v183);
    const cj_u32 v187 = 16u;
    const cj_u32 v188 = v178 % v187;
    const cj_u32 v189 = v188 % v186;
    const cj_u32 v190 = v182 + v189;
    const cj_u32 v191 = 64u;
    const cj_u32 v192 = v190 * v191;
    const cj_u32 v193 = 256u;
    const cj_u32 v194 = v188 / v186;
    const cj_u32 v195 = v194 * v193;
    const cj_u32 v196 = 0u;
    const cj_u32x4 v197 = cj_splat_u32x4(v196);
    x_acc1 = make_float4(__uint_as_float(v197.x), __uint_as_float(v197.y), __uint_as_float(v197.z), __uint_as_float(v197.w));
    const cj_u32 v198 = 0u;
    const cj_u32x4 v199 = cj_splat_u32x4(v198);
    x_acc2 = make_float4(__uint_as_float(v199.x), __uint_as_float(v199.y), __uint_as_float(v199.z), __uint_as_float(v199.w));
    const cj_u32 v200 = 0u;
    const cj_u32x4 v201 = cj_splat_u32x4(v200);
    x_acc3 = make_float4(__uint_as_float(v201.x), __uint_as_float(v201.y), __uint_as_float(v201.z), __uint_as_float(v201.w));
    const cj_u32 v202 = 0u;
    const cj_u32x4 v203 = cj_splat_u32x4(v202);
    x_acc4 = make_float4(__uint_as_float(v203.x), __uint_as_float(v203.y), __uint_as_float(v203.z), __uint_as_float(v203.w));
    const cj_u32 v204 = 0u;
    const cj_u32x4 v205 = cj_splat_u32x4(v204);
    x_acc5 = make_float4(__uint_as_float(v205.x), __uint_as_float(v205.y), __uint_as_float(v205.z), __uint_as_float(v205.w));
    const cj_u32 v206 = 0u;
    const cj_u32x4 v207 = cj_splat_u32x4(v206);
    x_acc6 = make_float4(__uint_as_float(v207.x), __uint_as_float(v207.y), __uint_as_float(v207.z), __uint_as_float(v207.w));
    const cj_u32 v208 = 0u;
    const cj_u32x4 v209 = cj_splat_u32x4(v208);
    x_acc7 = make_float4(__uint_as_float(v209.x), __uint_as_float(v209.y), __uint_as_float(v209.z), __uint_as_float(v209.w));
    const cj_u32 v210 = 0u;
    const cj_u32x4 v211 = cj_splat_u32x4(v210);
    x_acc8 = make_float4(__uint_as_float(v211.x), __uint_as_float(v211.y), __uint_as_float(v211.z), __uint_as_float(v211.w));
    const cj_u32 v212 = 0u;
    const cj_u32x4 v213 = cj_splat_u32x4(v212);
    x_acc9 = make_float4(__uint_as_float(v213.x), __uint_as_float(v213.y), __uint_as_float(v213.z), __uint_as_float(v213.w));
    const cj_u32 v214 = 0u;
    const cj_u32x4 v215 = cj_splat_u32x4(v214);
    x_acc10 = make_float4(__uint_as_float(v215.x), __uint_as_float(v215.y), __uint_as_float(v215.z), __uint_as_float(v215.w));
    const cj_u32 v216 = 0u;
    const cj_u32x4 v217 = cj_splat_u32x4(v216);
    x_acc11 = make_float4(__uint_as_float(v217.x), __uint_as_float(v217.y), __uint_as_float(v217.z), __uint_as_float(v217.w));
    const cj_u32 v218 = 0u;
    const cj_u32x4 v219 = cj_splat_u32x4(v218);
    x_acc12 = make_float4(__uint_as_float(v219.x), __uint_as_float(v219.y), __uint_as_float(v219.z), __uint_as_float(v219.w));
    const cj_u32 v220 = 0u;
    const cj_u32x4 v221 = cj_splat_u32x4(v220);
    x_acc13 = make_float4(__uint_as_float(v221.x), __uint_as_float(v221.y), __uint_as_float(v221.z), __uint_as_float(v221.w));
    const cj_u32 v222 = 0u;
    const cj_u32x4 v223 = cj_splat_u32x4(v222);
    x_acc14 = make_float4(__uint_as_float(v223.x), __uint_as_float(v223.y), __uint_as_float(v223.z), __uint_as_float(v223.w));
    const cj_u32 v224 = 0u;
    const cj_u32x4 v225 = cj_splat_u32x4(v224);
    x_acc15 = make_float4(__uint_as_float(v225.x), __uint_as_float(v225.y), __uint_as_float(v225.z), __uint_as_float(v225.w));
    const cj_u32 v226 = 0u;
    const cj_u32x4 v227 = cj_splat_u32x4(v226);
    x_acc16 = make_float4(__uint_as_float(v227.x), __uint_as_float(v227.y), __uint_as_float(v227.z), __uint_as_float(v227.w));
    const cj_u32 v228 = 0u;
    const cj_u32x4 v229 = cj_splat_u32x4(v228);
    x_acc17 = make_float4(__uint_as_float(v229.x), __uint_as_float(v229.y), __uint_as_float(v229.z), __uint_as_float(v229.w));
    const cj_u32 v230 = 0u;
    const cj_u32x4 v231 = cj_splat_u32x4(v230);
    x_acc18 = make_float4(__uint_as_float(v231.x), __uint_as_float(v231.y), __uint_as_float(v231.z), __uint_as_float(v231.w));
    const cj_u32 v232 = 0u;
    const cj_u32x4 v233 = cj_splat_u32x4(v232);
    x_acc19 = make_float4(__uint_as_float(v233.x), __uint_as_float(v233.y), __uint_as_float(v233.z), __uint_as_float(v233.w));
    const cj_u32 v234 = 0u;
    const cj_u32x4 v235 = cj_splat_u32x4(v234);
    x_acc20 = make_float4(__uint_as_float(v235.x), __uint_as_float(v235.y), __uint_as_float(v235.z), __uint_as_float(v235.w));
    const cj_u32 v236 = 0u;
    const cj_u32x4 v237 = cj_splat_u32x4(v236);
    x_acc21 = make_float4(__uint_as_float(v237.x), __uint_as_float(v237.y), __uint_as_float(v237.z), __uint_as_float(v237.w));
    const cj_u32 v238 = 0u;
    const cj_u32x4 v239 = cj_splat_u32x4(v238);
    x_acc22 = make_float4(__uint_as_float(v239.x), __uint_as_float(v239.y), __uint_as_float(v239.z), __uint_as_float(v239.w));
    const cj_u32 v240 = 0u;
    const cj_u32x4 v241 = cj_splat_u32x4(v240);
    x_acc23 = make_float4(__uint_as_float(v241.x), __uint_as_float(v241.y), __uint_as_float(v241.z), __uint_as_float(v241.w));
    const cj_u32 v242 = 0u;
    const cj_u32x4 v243 = cj_splat_u32x4(v242);
    x_acc24 = make_float4(__uint_as_float(v243.x), __uint_as_float(v243.y), __uint_as_float(v243.z), __uint_as_float(v243.w));
    const cj_u32 v244 = 0u;
    const cj_u32x4 v245 = cj_splat_u32x4(v244);
    x_acc25 = make_float4(__uint_as_float(v245.x), __uint_as_float(v245.y), __uint_as_float(v245.z), __uint_as_float(v245.w));
    const cj_u32 v246 = 0u;
    const cj_u32x4 v247 = cj_splat_u32x4(v246);
    x_acc26 = make_float4(__uint_as_float(v247.x), __uint_as_float(v247.y), __uint_as_float(v247.z), __uint_as_float(v247.w));
    const cj_u32 v248 = 0u;
    const cj_u32x4 v249 = cj_splat_u32x4(v248);
    x_acc27 = make_float4(__uint_as_float(v249.x), __uint_as_float(v249.y), __uint_as_float(v249.z), __uint_as_float(v249.w));
    const cj_u32 v250 = 0u;
    const cj_u32x4 v251 = cj_splat_u32x4(v250);
    x_acc28 = make_float4(__uint_as_float(v251.x), __uint_as_float(v251.y), __uint_as_float(v251.z), __uint_as_float(v251.w));
    const cj_u32 v252 = 0u;
    const cj_u32x4 v253 = cj_splat_u32x4(v252);
    x_acc29 = make_float4(__uint_as_float(v253.x), __uint_as_float(v253.y), __uint_as_float(v253.z), __uint_as_float(v253.w));
    const cj_u32 v254 = 0u;
    const cj_u32x4 v255 = cj_splat_u32x4(v254);
    x_acc30 = make_float4(__uint_as_float(v255.x), __uint_as_float(v255.y), __uint_as_float(v255.z), __uint_as_float(v255.w));
    const cj_u32 v256 = 0u;
    const cj_u32x4 v257 = cj_splat_u32x4(v256);
    x_acc31 = make_float4(__uint_as_float(v257.x), __uint_as_float(v257.y), __uint_as_float(v257.z), __uint_as_float(v257.w));
    const cj_u32 v258 = 0u;
    const cj_u32x4 v259 = cj_splat_u32x4(v258);
    x_acc32 = make_float4(__uint_as_float(v259.x), __uint_as_float(v259.y), __uint_as_float(v259.z), __uint_as_float(v259.w));
    asm volatile("fence.proxy.async.shared::cta;" ::: "memory");
    cj_barrier();
    // prologue: k tiles 0..0 issued before the previous tile's epilogue
    // prologue: thread 0 starts the copies of k tiles 1..1
    const cj_u32 v260 = 0u;
    const bool v261 = v24 == v260;
    if (v261) {
      const cj_u32 v262 = 1u;
      const cj_u32 v263 = 1u;
      const cj_u32 v264 = 64u;
      const cj_u32 v265 = v263 * v264;
      const cj_u32 v266 = 3u;
      const cj_u32 v267 = v262 << v266;
      const cj_u32 v268 = 122880u; // full
      const cj_u32 v269 = v268 + v267;
      cj_mbar_expect_tx(cj_smem + v269, 40960u);
      const cj_u32x2 v270 = cj_splat_u32x2(v265);
      cj_u32x2 v271 = v270;
      v271.y = v192;
      const cj_u32 v272 = 8192u;
      const cj_u32 v273 = v262 * v272;
      const cj_u32 v274 = 0u; // a_ring
      const cj_u32 v275 = v274 + v273;
      cj_tma_load2d(cj_smem + v275, &p_amap, v271, cj_smem + v269);
      const cj_u32 v276 = 32768u;
      const cj_u32 v277 = v262 * v276;
      const cj_u32 v278 = 24576u; // b_ring
      const cj_u32 v279 = v278 + v277;
      const cj_u32 v280 = 0u;
      const cj_u32 v281 = v195 + v280;
      const cj_u32x2 v282 = cj_splat_u32x2(v281);
      cj_u32x2 v283 = v282;
      v283.y = v265;
      const cj_u32 v284 = 0u;
      const cj_u32 v285 = v279 + v284;
      cj_tma_load2d(cj_smem + v285, &p_bmap, v283, cj_smem + v269);
      const cj_u32 v286 = 64u;
      const cj_u32 v287 = v195 + v286;
      const cj_u32x2 v288 = cj_splat_u32x2(v287);
      cj_u32x2 v289 = v288;
      v289.y = v265;
      const cj_u32 v290 = 8192u;
      const cj_u32 v291 = v279 + v290;
      cj_tma_load2d(cj_smem + v291, &p_bmap, v289, cj_smem + v269);
      const cj_u32 v292 = 128u;
      const cj_u32 v293 = v195 + v292;
      const cj_u32x2 v294 = cj_splat_u32x2(v293);
      cj_u32x2 v295 = v294;
      v295.y = v265;
      const cj_u32 v296 = 16384u;
      const cj_u32 v297 = v279 + v296;
      cj_tma_load2d(cj_smem + v297, &p_bmap, v295, cj_smem + v269);
      const cj_u32 v298 = 192u;
      const cj_u32 v299 = v195 + v298;
      const cj_u32x2 v300 = cj_splat_u32x2(v299);
      cj_u32x2 v301 = v300;
      v301.y = v265;
      const cj_u32 v302 = 24576u;
      const cj_u32 v303 = v279 + v302;
      cj_tma_load2d(cj_smem + v303, &p_bmap, v301, cj_smem + v269);
    }
    const cj_u32 v304 = 7u;
    const cj_u32 v305 = v24 >> v304;
    const cj_u32 v306 = 8192u;
    const cj_u32 v307 = v305 * v306;
    const cj_u32 v308 = 1u;
    const cj_u32 v309 = 3u;
    const cj_u32 v310 = 0u;
    for (cj_u32 v311 = v310; v311 < v309; v311 += v308) {
      const cj_u32 v312 = 3u;
      const cj_u32 v313 = v311 % v312;
      const cj_u32 v314 = x_phase33;
      const cj_u32 v315 = 1u;
      const cj_u32 v316 = v314 >> v313;
      const cj_u32 v317 = v316 & v315;
      const cj_u32 v318 = 3u;
      const cj_u32 v319 = v313 << v318;
      const cj_u32 v320 = 122880u; // full
      const cj_u32 v321 = v320 + v319;
      asm volatile("{\n.reg .pred p;\ncj_wait:\nmbarrier.try_wait.parity.shared::cta.b64 p, [%0], %1;\n@!p bra cj_wait;\n}" :: "r"(cj_smem_addr(cj_smem) + v321), "r"(v317) : "memory");
      const cj_u32 v322 = 1u;
      const cj_u32 v323 = v322 << v313;
      const cj_u32 v324 = v314 ^ v323;
      x_phase33 = v324;
      const cj_u32 v325 = 8192u;
      const cj_u32 v326 = v313 * v325;
      const cj_u32 v327 = 0u; // a_ring
      const cj_u32 v328 = v327 + v326;
      const cj_u32 v329 = cj_smem_addr(cj_smem) + v328;
      const cj_u32 v330 = 32768u;
      const cj_u32 v331 = v313 * v330;
      const cj_u32 v332 = 24576u; // b_ring
      const cj_u32 v333 = v332 + v331;
      const cj_u32 v334 = cj_smem_addr(cj_smem) + v333;
      const cj_u32 v335 = v329 + v307;
      asm volatile("wgmma.fence.sync.aligned;" ::: "memory");
      const cj_u32 v336 = 0u;
      const cj_u32 v337 = v334 + v336;
      const cj_u32 v338 = 16383u;
      const cj_u32 v339 = 4u;
      const cj_u32 v340 = v337 >> v339;
      const cj_u32 v341 = v340 & v338;
      const cj_u64 v342 = 0x4000004002000000ull;
      const cj_u64 v343 = (cj_u64)v341;
      const cj_u64 v344 = v343 | v342;
      const cj_u32 v345 = 0u;
      const cj_u32 v346 = v335 + v345;
      const cj_u32 v347 = 16383u;
      const cj_u32 v348 = 4u;
      const cj_u32 v349 = v346 >> v348;
      const cj_u32 v350 = v349 & v347;
      const cj_u64 v351 = 0x4000004000010000ull;
      const cj_u64 v352 = (cj_u64)v350;
      const cj_u64 v353 = v352 | v351;
      asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %130, 0;\n"
    "wgmma.mma_async.sync.aligned.m64n256k16.f32.bf16.bf16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63, %64, %65, %66, %67, %68, %69, %70, %71, %72, %73, %74, %75, %76, %77, %78, %79, %80, %81, %82, %83, %84, %85, %86, %87, %88, %89, %90, %91, %92, %93, %94, %95, %96, %97, %98, %99, %100, %101, %102, %103, %104, %105, %106, %107, %108, %109, %110, %111, %112, %113, %114, %115, %116, %117, %118, %119, %120, %121, %122, %123, %124, %125, %126, %127}, %128, %129, p, 1, 1, 0, 1;\n}\n"
    : "+f"(x_acc1.x), "+f"(x_acc1.y), "+f"(x_acc1.z), "+f"(x_acc1.w), "+f"(x_acc2.x), "+f"(x_acc2.y), "+f"(x_acc2.z), "+f"(x_acc2.w), "+f"(x_acc3.x), "+f"(x_acc3.y), "+f"(x_acc3.z), "+f"(x_acc3.w), "+f"(x_acc4.x), "+f"(x_acc4.y), "+f"(x_acc4.z), "+f"(x_acc4.w), "+f"(x_acc5.x), "+f"(x_acc5.y), "+f"(x_acc5.z), "+f"(x_acc5.w), "+f"(x_acc6.x), "+f"(x_acc6.y), "+f"(x_acc6.z), "+f"(x_acc6.w), "+f"(x_acc7.x), "+f"(x_acc7.y), "+f"(x_acc7.z), "+f"(x_acc7.w), "+f"(x_acc8.x), "+f"(x_acc8.y), "+f"(x_acc8.z), "+f"(x_acc8.w), "+f"(x_acc9.x), "+f"(x_acc9.y), "+f"(x_acc9.z), "+f"(x_acc9.w), "+f"(x_acc10.x), "+f"(x_acc10.y), "+f"(x_acc10.z), "+f"(x_acc10.w), "+f"(x_acc11.x), "+f"(x_acc11.y), "+f"(x_acc11.z), "+f"(x_acc11.w), "+f"(x_acc12.x), "+f"(x_acc12.y), "+f"(x_acc12.z), "+f"(x_acc12.w), "+f"(x_acc13.x), "+f"(x_acc13.y), "+f"(x_acc13.z), "+f"(x_acc13.w), "+f"(x_acc14.x), "+f"(x_acc14.y), "+f"(x_acc14.z), "+f"(x_acc14.w), "+f"(x_acc15.x), "+f"(x_acc15.y), "+f"(x_acc15.z), "+f"(x_acc15.w), "+f"(x_acc16.x), "+f"(x_acc16.y), "+f"(x_acc16.z), "+f"(x_acc16.w), "+f"(x_acc17.x), "+f"(x_acc17.y), "+f"(x_acc17.z), "+f"(x_acc17.w), "+f"(x_acc18.x), "+f"(x_acc18.y), "+f"(x_acc18.z), "+f"(x_acc18.w), "+f"(x_acc19.x), "+f"(x_acc19.y), "+f"(x_acc19.z), "+f"(x_acc19.w), "+f"(x_acc20.x), "+f"(x_acc20.y), "+f"(x_acc20.z), "+f"(x_acc20.w), "+f"(x_acc21.x), "+f"(x_acc21.y), "+f"(x_acc21.z), "+f"(x_acc21.w), "+f"(x_acc22.x), "+f"(x_acc22.y), "+f"(x_acc22.z), "+f"(x_acc22.w), "+f"(x_acc23.x), "+f"(x_acc23.y), "+f"(x_acc23.z), "+f"(x_acc23.w), "+f"(x_acc24.x), "+f"(x_acc24.y), "+f"(x_acc24.z), "+f"(x_acc24.w), "+f"(x_acc25.x), "+f"(x_acc25.y), "+f"(x_acc25.z), "+f"(x_acc25.w), "+f"(x_acc26.x), "+f"(x_acc26.y), "+f"(x_acc26.z), "+f"(x_acc26.w), "+f"(x_acc27.x), "+f"(x_acc27.y), "+f"(x_acc27.z), "+f"(x_acc27.w), "+f"(x_acc28.x), "+f"(x_acc28.y), "+f"(x_acc28.z), "+f"(x_acc28.w), "+f"(x_acc29.x), "+f"(x_acc29.y), "+f"(x_acc29.z), "+f"(x_acc29.w), "+f"(x_acc30.x), "+f"(x_acc30.y), "+f"(x_acc30.z), "+f"(x_acc30.w), "+f"(x_acc31.x), "+f"(x_acc31.y), "+f"(x_acc31.z), "+f"(x_acc31.w), "+f"(x_acc32.x), "+f"(x_acc32.y), "+f"(x_acc32.z), "+f"(x_acc32.w)
    : "l"(v353), "l"(v344), "r"(1) : "memory");
      const cj_u32 v354 = 2048u;
      const cj_u32 v355 = v334 + v354;
      const cj_u32 v356 = 16383u;
      const cj_u32 v357 = 4u;
      const cj_u32 v358 = v355 >> v357;
      const cj_u32 v359 = v358 & v356;
      const cj_u64 v360 = 0x4000004002000000ull;
      const cj_u64 v361 = (cj_u64)v359;
      const cj_u64 v362 = v361 | v360;
      const cj_u32 v363 = 32u;
      const cj_u32 v364 = v335 + v363;
      const cj_u32 v365 = 16383u;
      const cj_u32 v366 = 4u;
      const cj_u32 v367 = v364 >> v366;
      const cj_u32 v368 = v367 & v365;
      const cj_u64 v369 = 0x4000004000010000ull;
      const cj_u64 v370 = (cj_u64)v368;
      const cj_u64 v371 = v370 | v369;
      asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %130, 0;\n"
    "wgmma.mma_async.sync.aligned.m64n256k16.f32.bf16.bf16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63, %64, %65, %66, %67, %68, %69, %70, %71, %72, %73, %74, %75, %76, %77, %78, %79, %80, %81, %82, %83, %84, %85, %86, %87, %88, %89, %90, %91, %92, %93, %94, %95, %96, %97, %98, %99, %100, %101, %102, %103, %104, %105, %106, %107, %108, %109, %110, %111, %112, %113, %114, %115, %116, %117, %118, %119, %120, %121, %122, %123, %124, %125, %126, %127}, %128, %129, p, 1, 1, 0, 1;\n}\n"
    : "+f"(x_acc1.x), "+f"(x_acc1.y), "+f"(x_acc1.z), "+f"(x_acc1.w), "+f"(x_acc2.x), "+f"(x_acc2.y), "+f"(x_acc2.z), "+f"(x_acc2.w), "+f"(x_acc3.x), "+f"(x_acc3.y), "+f"(x_acc3.z), "+f"(x_acc3.w), "+f"(x_acc4.x), "+f"(x_acc4.y), "+f"(x_acc4.z), "+f"(x_acc4.w), "+f"(x_acc5.x), "+f"(x_acc5.y), "+f"(x_acc5.z), "+f"(x_acc5.w), "+f"(x_acc6.x), "+f"(x_acc6.y), "+f"(x_acc6.z), "+f"(x_acc6.w), "+f"(x_acc7.x), "+f"(x_acc7.y), "+f"(x_acc7.z), "+f"(x_acc7.w), "+f"(x_acc8.x), "+f"(x_acc8.y), "+f"(x_acc8.z), "+f"(x_acc8.w), "+f"(x_acc9.x), "+f"(x_acc9.y), "+f"(x_acc9.z), "+f"(x_acc9.w), "+f"(x_acc10.x), "+f"(x_acc10.y), "+f"(x_acc10.z), "+f"(x_acc10.w), "+f"(x_acc11.x), "+f"(x_acc11.y), "+f"(x_acc11.z), "+f"(x_acc11.w), "+f"(x_acc12.x), "+f"(x_acc12.y), "+f"(x_acc12.z), "+f"(x_acc12.w), "+f"(x_acc13.x), "+f"(x_acc13.y), "+f"(x_acc13.z), "+f"(x_acc13.w), "+f"(x_acc14.x), "+f"(x_acc14.y), "+f"(x_acc14.z), "+f"(x_acc14.w), "+f"(x_acc15.x), "+f"(x_acc15.y), "+f"(x_acc15.z), "+f"(x_acc15.w), "+f"(x_acc16.x), "+f"(x_acc16.y), "+f"(x_acc16.z), "+f"(x_acc16.w), "+f"(x_acc17.x), "+f"(x_acc17.y), "+f"(x_acc17.z), "+f"(x_acc17.w), "+f"(x_acc18.x), "+f"(x_acc18.y), "+f"(x_acc18.z), "+f"(x_acc18.w), "+f"(x_acc19.x), "+f"(x_acc19.y), "+f"(x_acc19.z), "+f"(x_acc19.w), "+f"(x_acc20.x), "+f"(x_acc20.y), "+f"(x_acc20.z), "+f"(x_acc20.w), "+f"(x_acc21.x), "+f"(x_acc21.y), "+f"(x_acc21.z), "+f"(x_acc21.w), "+f"(x_acc22.x), "+f"(x_acc22.y), "+f"(x_acc22.z), "+f"(x_acc22.w), "+f"(x_acc23.x), "+f"(x_acc23.y), "+f"(x_acc23.z), "+f"(x_acc23.w), "+f"(x_acc24.x), "+f"(x_acc24.y), "+f"(x_acc24.z), "+f"(x_acc24.w), "+f"(x_acc25.x), "+f"(x_acc25.y), "+f"(x_acc25.z), "+f"(x_acc25.w), "+f"(x_acc26.x), "+f"(x_acc26.y), "+f"(x_acc26.z), "+f"(x_acc26.w), "+f"(x_acc27.x), "+f"(x_acc27.y), "+f"(x_acc27.z), "+f"(x_acc27.w), "+f"(x_acc28.x), "+f"(x_acc28.y), "+f"(x_acc28.z), "+f"(x_acc28.w), "+f"(x_acc29.x), "+f"(x_acc29.y), "+f"(x_acc29.z), "+f"(x_acc29.w), "+f"(x_acc30.x), "+f"(x_acc30.y), "+f"(x_acc30.z), "+f"(x_acc30.w), "+f"(x_acc31.x), "+f"(x_acc31.y), "+f"(x_acc31.z), "+f"(x_acc31.w), "+f"(x_acc32.x), "+f"(x_acc32.y), "+f"(x_acc32.z), "+f"(x_acc32.w)
    : "l"(v371), "l"(v362), "r"(1) : "memory");
      const cj_u32 v372 = 4096u;
      const cj_u32 v373 = v334 + v372;
      const cj_u32 v374 = 16383u;
      const cj_u32 v375 = 4u;
      const cj_u32 v376 = v373 >> v375;
      const cj_u32 v377 = v376 & v374;
      const cj_u64 v378 = 0x4000004002000000ull;
      const cj_u64 v379 = (cj_u64)v377;
      const cj_u64 v380 = v379 | v378;
      const cj_u32 v381 = 64u;
      const cj_u32 v382 = v335 + v381;
      const cj_u32 v383 = 16383u;
      const cj_u32 v384 = 4u;
      const cj_u32 v385 = v382 >> v384;
      const cj_u32 v386 = v385 & v383;
      const cj_u64 v387 = 0x4000004000010000ull;
      const cj_u64 v388 = (cj_u64)v386;
      const cj_u64 v389 = v388 | v387;
      asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %130, 0;\n"
    "wgmma.mma_async.sync.aligned.m64n256k16.f32.bf16.bf16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63, %64, %65, %66, %67, %68, %69, %70, %71, %72, %73, %74, %75, %76, %77, %78, %79, %80, %81, %82, %83, %84, %85, %86, %87, %88, %89, %90, %91, %92, %93, %94, %95, %96, %97, %98, %99, %100, %101, %102, %103, %104, %105, %106, %107, %108, %109, %110, %111, %112, %113, %114, %115, %116, %117, %118, %119, %120, %121, %122, %123, %124, %125, %126, %127}, %128, %129, p, 1, 1, 0, 1;\n}\n"
    : "+f"(x_acc1.x), "+f"(x_acc1.y), "+f"(x_acc1.z), "+f"(x_acc1.w), "+f"(x_acc2.x), "+f"(x_acc2.y), "+f"(x_acc2.z), "+f"(x_acc2.w), "+f"(x_acc3.x), "+f"(x_acc3.y), "+f"(x_acc3.z), "+f"(x_acc3.w), "+f"(x_acc4.x), "+f"(x_acc4.y), "+f"(x_acc4.z), "+f"(x_acc4.w), "+f"(x_acc5.x), "+f"(x_acc5.y), "+f"(x_acc5.z), "+f"(x_acc5.w), "+f"(x_acc6.x), "+f"(x_acc6.y), "+f"(x_acc6.z), "+f"(x_acc6.w), "+f"(x_acc7.x), "+f"(x_acc7.y), "+f"(x_acc7.z), "+f"(x_acc7.w), "+f"(x_acc8.x), "+f"(x_acc8.y), "+f"(x_acc8.z), "+f"(x_acc8.w), "+f"(x_acc9.x), "+f"(x_acc9.y), "+f"(x_acc9.z), "+f"(x_acc9.w), "+f"(x_acc10.x), "+f"(x_acc10.y), "+f"(x_acc10.z), "+f"(x_acc10.w), "+f"(x_acc11.x), "+f"(x_acc11.y), "+f"(x_acc11.z), "+f"(x_acc11.w), "+f"(x_acc12.x), "+f"(x_acc12.y), "+f"(x_acc12.z), "+f"(x_acc12.w), "+f"(x_acc13.x), "+f"(x_acc13.y), "+f"(x_acc13.z), "+f"(x_acc13.w), "+f"(x_acc14.x), "+f"(x_acc14.y), "+f"(x_acc14.z), "+f"(x_acc14.w), "+f"(x_acc15.x), "+f"(x_acc15.y), "+f"(x_acc15.z), "+f"(x_acc15.w), "+f"(x_acc16.x), "+f"(x_acc16.y), "+f"(x_acc16.z), "+f"(x_acc16.w), "+f"(x_acc17.x), "+f"(x_acc17.y), "+f"(x_acc17.z), "+f"(x_acc17.w), "+f"(x_acc18.x), "+f"(x_acc18.y), "+f"(x_acc18.z), "+f"(x_acc18.w), "+f"(x_acc19.x), "+f"(x_acc19.y), "+f"(x_acc19.z), "+f"(x_acc19.w), "+f"(x_acc20.x), "+f"(x_acc20.y), "+f"(x_acc20.z), "+f"(x_acc20.w), "+f"(x_acc21.x), "+f"(x_acc21.y), "+f"(x_acc21.z), "+f"(x_acc21.w), "+f"(x_acc22.x), "+f"(x_acc22.y), "+f"(x_acc22.z), "+f"(x_acc22.w), "+f"(x_acc23.x), "+f"(x_acc23.y), "+f"(x_acc23.z), "+f"(x_acc23.w), "+f"(x_acc24.x), "+f"(x_acc24.y), "+f"(x_acc24.z), "+f"(x_acc24.w), "+f"(x_acc25.x), "+f"(x_acc25.y), "+f"(x_acc25.z), "+f"(x_acc25.w), "+f"(x_acc26.x), "+f"(x_acc26.y), "+f"(x_acc26.z), "+f"(x_acc26.w), "+f"(x_acc27.x), "+f"(x_acc27.y), "+f"(x_acc27.z), "+f"(x_acc27.w), "+f"(x_acc28.x), "+f"(x_acc28.y), "+f"(x_acc28.z), "+f"(x_acc28.w), "+f"(x_acc29.x), "+f"(x_acc29.y), "+f"(x_acc29.z), "+f"(x_acc29.w), "+f"(x_acc30.x), "+f"(x_acc30.y), "+f"(x_acc30.z), "+f"(x_acc30.w), "+f"(x_acc31.x), "+f"(x_acc31.y), "+f"(x_acc31.z), "+f"(x_acc31.w), "+f"(x_acc32.x), "+f"(x_acc32.y), "+f"(x_acc32.z), "+f"(x_acc32.w)
    : "l"(v389), "l"(v380), "r"(1) : "memory");
      const cj_u32 v390 = 6144u;
      const cj_u32 v391 = v334 + v390;
      const cj_u32 v392 = 16383u;
      const cj_u32 v393 = 4u;
      const cj_u32 v394 = v391 >> v393;
      const cj_u32 v395 = v394 & v392;
      const cj_u64 v396 = 0x4000004002000000ull;
      const cj_u64 v397 = (cj_u64)v395;
      const cj_u64 v398 = v397 | v396;
      const cj_u32 v399 = 96u;
      const cj_u32 v400 = v335 + v399;
      const cj_u32 v401 = 16383u;
      const cj_u32 v402 = 4u;
      const cj_u32 v403 = v400 >> v402;
      const cj_u32 v404 = v403 & v401;
      const cj_u64 v405 = 0x4000004000010000ull;
      const cj_u64 v406 = (cj_u64)v404;
      const cj_u64 v407 = v406 | v405;
      asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %130, 0;\n"
    "wgmma.mma_async.sync.aligned.m64n256k16.f32.bf16.bf16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39, %40, %41, %42, %43, %44, %45, %46, %47, %48, %49, %50, %51, %52, %53, %54, %55, %56, %57, %58, %59, %60, %61, %62, %63, %64, %65, %66, %67, %68, %69, %70, %71, %72, %73, %74, %75, %76, %77, %78, %79, %80, %81, %82, %83, %84, %85, %86, %87, %88, %89, %90, %91, %92, %93, %94, %95, %96, %97, %98, %99, %100, %101, %102, %103, %104, %105, %106, %107, %108, %109, %110, %111, %112, %113, %114, %115, %116, %117, %118, %119, %120, %121, %122, %123, %124, %125, %126, %127}, %128, %129, p, 1, 1, 0, 1;\n}\n"
    : "+f"(x_acc1.x), "+f"(x_acc1.y), "+f"(x_acc1.z), "+f"(x_acc1.w), "+f"(x_acc2.x), "+f"(x_acc2.y), "+f"(x_acc2.z), "+f"(x_acc2.w), "+f"(x_acc3.x), "+f"(x_acc3.y), "+f"(x_acc3.z), "+f"(x_acc3.w), "+f"(x_acc4.x), "+f"(x_acc4.y), "+f"(x_acc4.z), "+f"(x_acc4.w), "+f"(x_acc5.x), "+f"(x_acc5.y), "+f"(x_acc5.z), "+f"(x_acc5.w), "+f"(x_acc6.x), "+f"(x_acc6.y), "+f"(x_acc6.z), "+f"(x_acc6.w), "+f"(x_acc7.x), "+f"(x_acc7.y), "+f"(x_acc7.z), "+f"(x_acc7.w), "+f"(x_acc8.x), "+f"(x_acc8.y), "+f"(x_acc8.z), "+f"(x_acc8.w), "+f"(x_acc9.x), "+f"(x_acc9.y), "+f"(x_acc9.z), "+f"(x_acc9.w), "+f"(x_acc10.x), "+f"(x_acc10.y), "+f"(x_acc10.z), "+f"(x_acc10.w), "+f"(x_acc11.x), "+f"(x_acc11.y), "+f"(x_acc11.z), "+f"(x_acc11.w), "+f"(x_acc12.x), "+f"(x_acc12.y), "+f"(x_acc12.z), "+f"(x_acc12.w), "+f"(x_acc13.x), "+f"(x_acc13.y), "+f"(x_acc13.z), "+f"(x_acc13.w), "+f"(x_acc14.x), "+f"(x_acc14.y), "+f"(x_acc14.z), "+f"(x_acc14.w), "+f"(x_acc15.x), "+f"(x_acc15.y), "+f"(x_acc15.z), "+f"(x_acc15.w), "+f"(x_acc16.x), "+f"(x_acc16.y), "+f"(x_acc16.z), "+f"(x_acc16.w), "+f"(x_acc17.x), "+f"(x_acc17.y), "+f"(x_acc17.z), "+f"(x_acc17.w), "+f"(x_acc18.x), "+f"(x_acc18.y), "+f"(x_acc18.z), "+f"(x_acc18.w), "+f"(x_acc19.x), "+f"(x_acc19.y), "+f"(x_acc19.z), "+f"(x_acc19.w), "+f"(x_acc20.x), "+f"(x_acc20.y), "+f"(x_acc20.z), "+f"(x_acc20.w), "+f"(x_acc21.x), "+f"(x_acc21.y), "+f"(x_acc21.z), "+f"(x_acc21.w), "+f"(x_acc22.x), "+f"(x_acc22.y), "+f"(x_acc22.z), "+f"(x_acc22.w), "+f"(x_acc23.x), "+f"(x_acc23.y), "+f"(x_acc23.z), "+f"(x_acc23.w), "+f"(x_acc24.x), "+f"(x_acc24.y), "+f"(x_acc24.z), "+f"(x_acc24.w), "+f"(x_acc25.x), "+f"(x_acc25.y), "+f"(x_acc25.z), "+f"(x_acc25.w), "+f"(x_acc26.x), "+f"(x_acc26.y), "+f"(x_acc26.z), "+f"(x_acc26.w), "+f"(x_acc27.x), "+f"(x_acc27.y), "+f"(x_acc27.z), "+f"(x_acc27.w), "+f"(x_acc28.x), "+f"(x_acc28.y), "+f"(x_acc28.z), "+f"(x_acc28.w), "+f"(x_acc29.x), "+f"(x_acc29.y), "+f"(x_acc29.z), "+f"(x_acc29.w), "+f"(x_acc30.x), "+f"(x_acc30.y), "+f"(x_acc30.z), "+f"(x_acc30.w), "+f"(x_acc31.x), "+f"(x_acc31.y), "+f"(x_acc31.z), "+f"(x_acc31.w), "+f"(x_acc32.x), "+f"(x_acc32.y), "+f"(x_acc32.z), "+f"(x_acc32.w)
    : "l"(v407), "l"(v398), "r"(1) : "memory");
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
  asm volatile("" : "+f"(x_acc9.x), "+f"(x_acc9.y), "+f"(x_acc9.z), "+f"(x_acc9.w) :: "memory");
  asm volatile("" : "+f"(x_acc10.x), "+f"(x_acc10.y), "+f"(x_acc10.z), "+f"(x_acc10.w) :: "memory");
  asm volatile("" : "+f"(x_acc11.x), "+f"(x_acc11.y), "+f"(x_acc11.z), "+f"(x_acc11.w) :: "memory");
  asm volatile("" : "+f"(x_acc12.x), "+f"(x_acc12.y), "+f"(x_acc12.z), "+f"(x_acc12.w) :: "memory");
  asm volatile("" : "+f"(x_acc13.x), "+f"(x_acc13.y), "+f"(x_acc13.z), "+f"(x_acc13.w) :: "memory");
  asm volatile("" : "+f"(x_acc14.x), "+f"(x_acc14.y), "+f"(x_acc14.z), "+f"(x_acc14.w) :: "memory");
  asm volatile("" : "+f"(x_acc15.x), "+f"(x_acc15.y), "+f"(x_acc15.z), "+f"(x_acc15.w) :: "memory");
  asm volatile("" : "+f"(x_acc16.x), "+f"(x_acc16.y), "+f"(x_acc16.z), "+f"(x_acc16.w) :: "memory");
  asm volatile("" : "+f"(x_acc17.x), "+f"(x_acc17.y), "+f"(x_acc17.z), "+f"(x_acc17.w) :: "memory");
  asm volatile("" : "+f"(x_acc18.x), "+f"(x_acc18.y), "+f"(x_acc18.z), "+f"(x_acc18.w) :: "memory");
  asm volatile("" : "+f"(x_acc19.x), "+f"(x_acc19.y), "+f"(x_acc19.z), "+f"(x_acc19.w) :: "memory");
  asm volatile("" : "+f"(x_acc20.x), "+f"(x_acc20.y), "+f"(x_acc20.z), "+f"(x_acc20.w) :: "memory");
  asm volatile("" : "+f"(x_acc21.x), "+f"(x_acc21.y), "+f"(x_acc21.z), "+f"(x_acc21.w) :: "memory");
  asm volatile("" : "+f"(x_acc22.x), "+f"(x_acc22.y), "+f"(x_acc22.z), "+f"(x_acc22.w) :: "memory");
  asm volatile("" : "+f"(x_acc23.x), "+f"(x_acc23.y), "+f"(x_acc23.z), "+f"(x_acc23.w) :: "memory");
  asm volatile("" : "+f"(x_acc24.x), "+f"(x_acc24.y), "+f"(x_acc24.z), "+f"(x_acc24.w) :: "memory");
  asm volatile("" : "+f"(x_acc25.x), "+f"(x_acc25.y), "+f"(x_acc25.z), "+f"(x_acc25.w) :: "memory");
  asm volatile("" : "+f"(x_acc26.x), "+f"(x_acc26.y), "+f"(x_acc26.z), "+f"(x_acc26.w) :: "memory");
  asm volatile("" : "+f"(x_acc27.x), "+f"(x_acc27.y), "+f"(x_acc27.z), "+f"(x_acc27.w) :: "memory");
  asm volatile("" : "+f"(x_acc28.x), "+f"(x_acc28.y), "+f"(x_acc28.z), "+f"(x_acc28.w) :: "memory");
  asm volatile("" : "+f"(x_acc29.x), "+f"(x_acc29.y), "+f"(x_acc29.z), "+f"(x_acc29.w) :: "memory");
  asm volatile("" : "+f"(x_acc30.x), "+f"(x_acc30.y), "+f"(x_acc30.z), "+f"(x_acc30.w) :: "memory");
  asm volatile("" : "+f"(x_acc31.x), "+f"(x_acc31.y), "+f"(x_acc31.z), "+f"(x_acc31.w) :: "memory");
  asm volatile("" : "+f"(x_acc32.x), "+f"(x_acc32.y), "+f"(x_acc32.z), "+f"(x_acc32.w) :: "memory");
      cj_barrier();
      const cj_u32 v408 = 2u;
      const cj_u32 v409 = v311 + v408;
      const cj_u32 v410 = 3u;
      const bool v411 = v409 < v410;
      const cj_u32 v412 = 0u;
      const bool v413 = v24 == v412;
      const bool v414 = v413 && v411;
      if (v414) {
        const cj_u32 v415 = 3u;
        const cj_u32 v416 = v409 % v415;
        const cj_u32 v417 = 64u;
        const cj_u32 v418 = v409 * v417;
        const cj_u32 v419 = 3u;
        const cj_u32 v420 = v416 << v419;
        const cj_u32 v421 = 122880u; // full
        const cj_u32 v422 = v421 + v420;
        cj_mbar_expect_tx(cj_smem + v422, 40960u);
        const cj_u32x2 v423 = cj_splat_u32x2(v418);
        cj_u32x2 v424 = v423;
        v424.y = v192;
        const cj_u32 v425 = 8192u;
        const cj_u32 v426 = v416 * v425;
        const cj_u32 v427 = 0u; // a_ring
        const cj_u32 v428 = v427 + v426;
        cj_tma_load2d(cj_smem + v428, &p_amap, v424, cj_smem + v422);
        const cj_u32 v429 = 32768u;
        const cj_u32 v430 = v416 * v429;
        const cj_u32 v431 = 24576u; // b_ring
        const cj_u32 v432 = v431 + v430;
        const cj_u32 v433 = 0u;
        const cj_u32 v434 = v195 + v433;
        const cj_u32x2 v435 = cj_splat_u32x2(v434);
        cj_u32x2 v436 = v435;
        v436.y = v418;
        const cj_u32 v437 = 0u;
        const cj_u32 v438 = v432 + v437;
        cj_tma_load2d(cj_smem + v438, &p_bmap, v436, cj_smem + v422);
        const cj_u32 v439 = 64u;
        const cj_u32 v440 = v195 + v439;
        const cj_u32x2 v441 = cj_splat_u32x2(v440);
        cj_u32x2 v442 = v441;
        v442.y = v418;
        const cj_u32 v443 = 8192u;
        const cj_u32 v444 = v432 + v443;
        cj_tma_load2d(cj_smem + v444, &p_bmap, v442, cj_smem + v422);
        const cj_u32 v445 = 128u;
        const cj_u32 v446 = v195 + v445;
        const cj_u32x2 v447 = cj_splat_u32x2(v446);
        cj_u32x2 v448 = v447;
        v448.y = v418;
        const cj_u32 v449 = 16384u;
        const cj_u32 v450 = v432 + v449;
        cj_tma_load2d(cj_smem + v450, &p_bmap, v448, cj_smem + v422);
        const cj_u32 v451 = 192u;
        const cj_u32 v452 = v195 + v451;
        const cj_u32x2 v453 = cj_splat_u32x2(v452);
        cj_u32x2 v454 = v453;
        v454.y = v418;
        const cj_u32 v455 = 24576u;
        const cj_u32 v456 = v432 + v455;
        cj_tma_load2d(cj_smem + v456, &p_bmap, v454, cj_smem + v422);
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
  asm volatile("" : "+f"(x_acc9.x), "+f"(x_acc9.y), "+f"(x_acc9.z), "+f"(x_acc9.w) :: "memory");
  asm volatile("" : "+f"(x_acc10.x), "+f"(x_acc10.y), "+f"(x_acc10.z), "+f"(x_acc10.w) :: "memory");
  asm volatile("" : "+f"(x_acc11.x), "+f"(x_acc11.y), "+f"(x_acc11.z), "+f"(x_acc11.w) :: "memory");
  asm volatile("" : "+f"(x_acc12.x), "+f"(x_acc12.y), "+f"(x_acc12.z), "+f"(x_acc12.w) :: "memory");
  asm volatile("" : "+f"(x_acc13.x), "+f"(x_acc13.y), "+f"(x_acc13.z), "+f"(x_acc13.w) :: "memory");
  asm volatile("" : "+f"(x_acc14.x), "+f"(x_acc14.y), "+f"(x_acc14.z), "+f"(x_acc14.w) :: "memory");
  asm volatile("" : "+f"(x_acc15.x), "+f"(x_acc15.y), "+f"(x_acc15.z), "+f"(x_acc15.w) :: "memory");
  asm volatile("" : "+f"(x_acc16.x), "+f"(x_acc16.y), "+f"(x_acc16.z), "+f"(x_acc16.w) :: "memory");
  asm volatile("" : "+f"(x_acc17.x), "+f"(x_acc17.y), "+f"(x_acc17.z), "+f"(x_acc17.w) :: "memory");
  asm volatile("" : "+f"(x_acc18.x), "+f"(x_acc18.y), "+f"(x_acc18.z), "+f"(x_acc18.w) :: "memory");
  asm volatile("" : "+f"(x_acc19.x), "+f"(x_acc19.y), "+f"(x_acc19.z), "+f"(x_acc19.w) :: "memory");
  asm volatile("" : "+f"(x_acc20.x), "+f"(x_acc20.y), "+f"(x_acc20.z), "+f"(x_acc20.w) :: "memory");
  asm volatile("" : "+f"(x_acc21.x), "+f"(x_acc21.y), "+f"(x_acc21.z), "+f"(x_acc21.w) :: "memory");
  asm volatile("" : "+f"(x_acc22.x), "+f"(x_acc22.y), "+f"(x_acc22.z), "+f"(x_acc22.w) :: "memory");
  asm volatile("" : "+f"(x_acc23.x), "+f"(x_acc23.y), "+f"(x_acc23.z), "+f"(x_acc23.w) :: "memory");
  asm volatile("" : "+f"(x_acc24.x), "+f"(x_acc24.y), "+f"(x_acc24.z), "+f"(x_acc24.w) :: "memory");
  asm volatile("" : "+f"(x_acc25.x), "+f"(x_acc25.y), "+f"(x_acc25.z), "+f"(x_acc25.w) :: "memory");
  asm volatile("" : "+f"(x_acc26.x), "+f"(x_acc26.y), "+f"(x_acc26.z), "+f"(x_acc26.w) :: "memory");
  asm volatile("" : "+f"(x_acc27.x), "+f"(x_acc27.y), "+f"(x_acc27.z), "+f"(x_acc27.w) :: "memory");
  asm volatile("" : "+f"(x_acc28.x), "+f"(x_acc28.y), "+f"(x_acc28.z), "+f"(x_acc28.w) :: "memory");
  asm volatile("" : "+f"(x_acc29.x), "+f"(x_acc29.y), "+f"(x_acc29.z), "+f"(x_acc29.w) :: "memory");
  asm volatile("" : "+f"(x_acc30.x), "+f"(x_acc30.y), "+f"(x_acc30.z), "+f"(x_acc30.w) :: "memory");
  asm volatile("" : "+f"(x_acc31.x), "+f"(x_acc31.y), "+f"(x_acc31.z), "+f"(x_acc31.w) :: "memory");
  asm volatile("" : "+f"(x_acc32.x), "+f"(x_acc32.y), "+f"(x_acc32.z), "+f"(x_acc32.w) :: "memory");
    cj_barrier();
    const cj_u32 v457 = v178 + v21;
    const bool v458 = v457 < v115;
    if (v458) {
      const cj_u32 v459 = 8u;
      const cj_u32 v460 = 16u;
      const cj_u32 v461 = v457 / v460;
      const cj_u32 v462 = v461 * v459;
      const cj_u32 v463 = 8u;
      const cj_u32 v464 = 4u;
      const cj_u32 v465 = v464 - v462;
      const cj_u32 v466 = (v465 < v463 ? v465 : v463);
      const cj_u32 v467 = 16u;
      const cj_u32 v468 = v457 % v467;
      const cj_u32 v469 = v468 % v466;
      const cj_u32 v470 = v462 + v469;
      const cj_u32 v471 = 64u;
      const cj_u32 v472 = v470 * v471;
      const cj_u32 v473 = 256u;
      const cj_u32 v474 = v468 / v466;
      const cj_u32 v475 = v474 * v473;
      // prologue: thread 0 starts the copies of k tiles 0..0
      const cj_u32 v476 = 0u;
      const bool v477 = v24 == v476;
      if (v477) {
        const cj_u32 v478 = 0u;
        const cj_u32 v479 = 0u;
        const cj_u32 v480 = 64u;
        const cj_u32 v481 = v479 * v480;
        const cj_u32 v482 = 3u;
        const cj_u32 v483 = v478 << v482;
        const cj_u32 v484 = 122880u; // full
        const cj_u32 v485 = v484 + v483;
        cj_mbar_expect_tx(cj_smem + v485, 40960u);
        const cj_u32x2 v486 = cj_splat_u32x2(v481);
        cj_u32x2 v487 = v486;
        v487.y = v472;
        const cj_u32 v488 = 8192u;
        const cj_u32 v489 = v478 * v488;
        const cj_u32 v490 = 0u; // a_ring
        const cj_u32 v491 = v490 + v489;
        cj_tma_load2d(cj_smem + v491, &p_amap, v487, cj_smem + v485);
        const cj_u32 v492 = 32768u;
        const cj_u32 v493 = v478 * v492;
        const cj_u32 v494 = 24576u; // b_ring
        const cj_u32 v495 = v494 + v493;
        const cj_u32 v496 = 0u;
        const cj_u32 v497 = v475 + v496;
        const cj_u32x2 v498 = cj_splat_u32x2(v497);
        cj_u32x2 v499 = v498;
        v499.y = v481;
        const cj_u32 v500 = 0u;
        const cj_u32 v501 = v495 + v500;
        cj_tma_load2d(cj_smem + v501, &p_bmap, v499, cj_smem + v485);
        const cj_u32 v502 = 64u;
        const cj_u32 v503 = v475 + v502;
        const cj_u32x2 v504 = cj_splat_u32x2(v503);
        cj_u32x2 v505 = v504;
        v505.y = v481;
        const cj_u32 v506 = 8192u;
        const cj_u32 v507 = v495 + v506;
        cj_tma_load2d(cj_smem + v507, &p_bmap, v505, cj_smem + v485);
        const cj_u32 v508 = 128u;
        const cj_u32 v509 = v475 + v508;
        const cj_u32x2 v510 = cj_splat_u32x2(v509);
        cj_u32x2 v511 = v510;
        v511.y = v481;
        const cj_u32 v512 = 16384u;
        const cj_u32 v513 = v495 + v512;
        cj_tma_load2d(cj_smem + v513, &p_bmap, v511, cj_smem + v485);
        const cj_u32 v514 = 192u;
        const cj_u32 v515 = v475 + v514;
        const cj_u32x2 v516 = cj_splat_u32x2(v515);
        cj_u32x2 v517 = v516;
        v517.y = v481;
        const cj_u32 v518 = 24576u;
        const cj_u32 v519 = v495 + v518;
        cj_tma_load2d(cj_smem + v519, &p_bmap, v517, cj_smem + v485);
      }
    }
    // epilogue: accumulators to C through shared memory, 16-byte chunks (B's last two ring slots)
    const cj_u32 v520 = 16u;
    const cj_u32 v521 = v30 * v520;
    const cj_u32 v522 = 2u;
    const cj_u32 v523 = v26 >> v522;
    const cj_u32 v524 = v521 + v523;
    const cj_u32 v525 = 1u;
    const cj_u32 v526 = 3u;
    const cj_u32 v527 = v26 & v526;
    const cj_u32 v528 = v527 << v525;
    const cj_u32x4 v529 = make_uint4(__float_as_uint(x_acc1.x), __float_as_uint(x_acc1.y), __float_as_uint(x_acc1.z), __float_as_uint(x_acc1.w));
    const cj_u32 v530 = 0u;
    const cj_u32 v531 = v528 + v530;
    const cj_u32 v532 = v195 + v531;
    const cj_u32 v533 = v529.x;
    const float v534 = cj_f32_from_bits(v533);
    const cj_u16 v535 = cj_f32_to_bf16(v534);
    const cj_u16 v536 = v535;
    const cj_u32 v537 = (cj_u32)v536;
    const cj_u32 v538 = v529.y;
    const cj_u32 v539 = 1u;
    const cj_u32 v540 = v532 + v539;
    const float v541 = cj_f32_from_bits(v538);
    const cj_u16 v542 = cj_f32_to_bf16(v541);
    const cj_u16 v543 = v542;
    const cj_u32 v544 = (cj_u32)v543;
    const cj_u32 v545 = 2u;
    const cj_u32 v546 = v531 * v545;
    const cj_u32 v547 = 4u;
    const cj_u32 v548 = v546 >> v547;
    const cj_u32 v549 = 7u;
    const cj_u32 v550 = v524 & v549;
    const cj_u32 v551 = v548 ^ v550;
    const cj_u32 v552 = 15u;
    const cj_u32 v553 = v546 & v552;
    const cj_u32 v554 = 4u;
    const cj_u32 v555 = v551 << v554;
    const cj_u32 v556 = v555 + v553;
    const cj_u32 v557 = 512u;
    const cj_u32 v558 = v524 * v557;
    const cj_u32 v559 = v558 + v556;
    const cj_u32 v560 = 32768u;
    const cj_u32 v561 = v559 + v560;
    const cj_u32 v562 = 24576u; // b_ring
    const cj_u32 v563 = v562 + v561;
    const cj_u32 v564 = 16u;
    const cj_u32 v565 = v544 << v564;
    const cj_u32 v566 = v537 | v565;
    *(cj_u32 *)(cj_smem + v563) = v566;
    const cj_u32 v567 = 8u;
    const cj_u32 v568 = v524 + v567;
    const cj_u32 v569 = v529.z;
    const float v570 = cj_f32_from_bits(v569);
    const cj_u16 v571 = cj_f32_to_bf16(v570);
    const cj_u16 v572 = v571;
    const cj_u32 v573 = (cj_u32)v572;
    const cj_u32 v574 = v529.w;
    const cj_u32 v575 = 1u;
    const cj_u32 v576 = v532 + v575;
    const float v577 = cj_f32_from_bits(v574);
    const cj_u16 v578 = cj_f32_to_bf16(v577);
    const cj_u16 v579 = v578;
    const cj_u32 v580 = (cj_u32)v579;
    const cj_u32 v581 = 2u;
    const cj_u32 v582 = v531 * v581;
    const cj_u32 v583 = 4u;
    const cj_u32 v584 = v582 >> v583;
    const cj_u32 v585 = 7u;
    const cj_u32 v586 = v568 & v585;
    const cj_u32 v587 = v584 ^ v586;
    const cj_u32 v588 = 15u;
    const cj_u32 v589 = v582 & v588;
    const cj_u32 v590 = 4u;
    const cj_u32 v591 = v587 << v590;
    const cj_u32 v592 = v591 + v589;
    const cj_u32 v593 = 512u;
    const cj_u32 v594 = v568 * v593;
    const cj_u32 v595 = v594 + v592;
    const cj_u32 v596 = 32768u;
    const cj_u32 v597 = v595 + v596;
    const cj_u32 v598 = 24576u; // b_ring
    const cj_u32 v599 = v598 + v597;
    const cj_u32 v600 = 16u;
    const cj_u32 v601 = v580 << v600;
    const cj_u32 v602 = v573 | v601;
    *(cj_u32 *)(cj_smem + v599) = v602;
    const cj_u32x4 v603 = make_uint4(__float_as_uint(x_acc2.x), __float_as_uint(x_acc2.y), __float_as_uint(x_acc2.z), __float_as_uint(x_acc2.w));
    const cj_u32 v604 = 8u;
    const cj_u32 v605 = v528 + v604;
    const cj_u32 v606 = v195 + v605;
    const cj_u32 v607 = v603.x;
    const float v608 = cj_f32_from_bits(v607);
    const cj_u16 v609 = cj_f32_to_bf16(v608);
    const cj_u16 v610 = v609;
    const cj_u32 v611 = (cj_u32)v610;
    const cj_u32 v612 = v603.y;
    const cj_u32 v613 = 1u;
    const cj_u32 v614 = v606 + v613;
    const float v615 = cj_f32_from_bits(v612);
    const cj_u16 v616 = cj_f32_to_bf16(v615);
    const cj_u16 v617 = v616;
    const cj_u32 v618 = (cj_u32)v617;
    const cj_u32 v619 = 2u;
    const cj_u32 v620 = v605 * v619;
    const cj_u32 v621 = 4u;
    const cj_u32 v622 = v620 >> v621;
    const cj_u32 v623 = 7u;
    const cj_u32 v624 = v524 & v623;
    const cj_u32 v625 = v622 ^ v624;
    const cj_u32 v626 = 15u;
    const cj_u32 v627 = v620 & v626;
    const cj_u32 v628 = 4u;
    const cj_u32 v629 = v625 << v628;
    const cj_u32 v630 = v629 + v627;
    const cj_u32 v631 = 512u;
    const cj_u32 v632 = v524 * v631;
    const cj_u32 v633 = v632 + v630;
    const cj_u32 v634 = 32768u;
    const cj_u32 v635 = v633 + v634;
    const cj_u32 v636 = 24576u; // b_ring
    const cj_u32 v637 = v636 + v635;
    const cj_u32 v638 = 16u;
    const cj_u32 v639 = v618 << v638;
    const cj_u32 v640 = v611 | v639;
    *(cj_u32 *)(cj_smem + v637) = v640;
    const cj_u32 v641 = 8u;
    const cj_u32 v642 = v524 + v641;
    const cj_u32 v643 = v603.z;
    const float v644 = cj_f32_from_bits(v643);
    const cj_u16 v645 = cj_f32_to_bf16(v644);
    const cj_u16 v646 = v645;
    const cj_u32 v647 = (cj_u32)v646;
    const cj_u32 v648 = v603.w;
    const cj_u32 v649 = 1u;
    const cj_u32 v650 = v606 + v649;
    const float v651 = cj_f32_from_bits(v648);
    const cj_u16 v652 = cj_f32_to_bf16(v651);
    const cj_u16 v653 = v652;
    const cj_u32 v654 = (cj_u32)v653;
    const cj_u32 v655 = 2u;
    const cj_u32 v656 = v605 * v655;
    const cj_u32 v657 = 4u;
    const cj_u32 v658 = v656 >> v657;
    const cj_u32 v659 = 7u;
    const cj_u32 v660 = v642 & v659;
    const cj_u32 v661 = v658 ^ v660;
    const cj_u32 v662 = 15u;
    const cj_u32 v663 = v656 & v662;
    const cj_u32 v664 = 4u;
    const cj_u32 v665 = v661 << v664;
    const cj_u32 v666 = v665 + v663;
    const cj_u32 v667 = 512u;
    const cj_u32 v668 = v642 * v667;
    const cj_u32 v669 = v668 + v666;
    const cj_u32 v670 = 32768u;
    const cj_u32 v671 = v669 + v670;
    const cj_u32 v672 = 24576u; // b_ring
    const cj_u32 v673 = v672 + v671;
    const cj_u32 v674 = 16u;
    const cj_u32 v675 = v654 << v674;
    const cj_u32 v676 = v647 | v675;
    *(cj_u32 *)(cj_smem + v673) = v676;
    const cj_u32x4 v677 = make_uint4(__float_as_uint(x_acc3.x), __float_as_uint(x_acc3.y), __float_as_uint(x_acc3.z), __float_as_uint(x_acc3.w));
    const cj_u32 v678 = 16u;
    const cj_u32 v679 = v528 + v678;
    const cj_u32 v680 = v195 + v679;
    const cj_u32 v681 = v677.x;
    const float v682 = cj_f32_from_bits(v681);
    const cj_u16 v683 = cj_f32_to_bf16(v682);
    const cj_u16 v684 = v683;
    const cj_u32 v685 = (cj_u32)v684;
    const cj_u32 v686 = v677.y;
    const cj_u32 v687 = 1u;
    const cj_u32 v688 = v680 + v687;
    const float v689 = cj_f32_from_bits(v686);
    const cj_u16 v690 = cj_f32_to_bf16(v689);
    const cj_u16 v691 = v690;
    const cj_u32 v692 = (cj_u32)v691;
    const cj_u32 v693 = 2u;
    const cj_u32 v694 = v679 * v693;
    const cj_u32 v695 = 4u;
    const cj_u32 v696 = v694 >> v695;
    const cj_u32 v697 = 7u;
    const cj_u32 v698 = v524 & v697;
    const cj_u32 v699 = v696 ^ v698;
    const cj_u32 v700 = 15u;
    const cj_u32 v701 = v694 & v700;
    const cj_u32 v702 = 4u;
    const cj_u32 v703 = v699 << v702;
    const cj_u32 v704 = v703 + v701;
    const cj_u32 v705 = 512u;
    const cj_u32 v706 = v524 * v705;
    const cj_u32 v707 = v706 + v704;
    const cj_u32 v708 = 32768u;
    const cj_u32 v709 = v707 + v708;
    const cj_u32 v710 = 24576u; // b_ring
    const cj_u32 v711 = v710 + v709;
    const cj_u32 v712 = 16u;
    const cj_u32 v713 = v692 << v712;
    const cj_u32 v714 = v685 | v713;
    *(cj_u32 *)(cj_smem + v711) = v714;
    const cj_u32 v715 = 8u;
    const cj_u32 v716 = v524 + v715;
    const cj_u32 v717 = v677.z;
    const float v718 = cj_f32_from_bits(v717);
    const cj_u16 v719 = cj_f32_to_bf16(v718);
    const cj_u16 v720 = v719;
    const cj_u32 v721 = (cj_u32)v720;
    const cj_u32 v722 = v677.w;
    const cj_u32 v723 = 1u;
    const cj_u32 v724 = v680 + v723;
    const float v725 = cj_f32_from_bits(v722);
    const cj_u16 v726 = cj_f32_to_bf16(v725);
    const cj_u16 v727 = v726;
    const cj_u32 v728 = (cj_u32)v727;
    const cj_u32 v729 = 2u;
    const cj_u32 v730 = v679 * v729;
    const cj_u32 v731 = 4u;
    const cj_u32 v732 = v730 >> v731;
    const cj_u32 v733 = 7u;
    const cj_u32 v734 = v716 & v733;
    const cj_u32 v735 = v732 ^ v734;
    const cj_u32 v736 = 15u;
    const cj_u32 v737 = v730 & v736;
    const cj_u32 v738 = 4u;
    const cj_u32 v739 = v735 << v738;
    const cj_u32 v740 = v739 + v737;
    const cj_u32 v741 = 512u;
    const cj_u32 v742 = v716 * v741;
    const cj_u32 v743 = v742 + v740;
    const cj_u32 v744 = 32768u;
    const cj_u32 v745 = v743 + v744;
    const cj_u32 v746 = 24576u; // b_ring
    const cj_u32 v747 = v746 + v745;
    const cj_u32 v748 = 16u;
    const cj_u32 v749 = v728 << v748;
    const cj_u32 v750 = v721 | v749;
    *(cj_u32 *)(cj_smem + v747) = v750;
    const cj_u32x4 v751 = make_uint4(__float_as_uint(x_acc4.x), __float_as_uint(x_acc4.y), __float_as_uint(x_acc4.z), __float_as_uint(x_acc4.w));
    const cj_u32 v752 = 24u;
    const cj_u32 v753 = v528 + v752;
    const cj_u32 v754 = v195 + v753;
    const cj_u32 v755 = v751.x;
    const float v756 = cj_f32_from_bits(v755);
    const cj_u16 v757 = cj_f32_to_bf16(v756);
    const cj_u16 v758 = v757;
    const cj_u32 v759 = (cj_u32)v758;
    const cj_u32 v760 = v751.y;
    const cj_u32 v761 = 1u;
    const cj_u32 v762 = v754 + v761;
    const float v763 = cj_f32_from_bits(v760);
    const cj_u16 v764 = cj_f32_to_bf16(v763);
    const cj_u16 v765 = v764;
    const cj_u32 v766 = (cj_u32)v765;
    const cj_u32 v767 = 2u;
    const cj_u32 v768 = v753 * v767;
    const cj_u32 v769 = 4u;
    const cj_u32 v770 = v768 >> v769;
    const cj_u32 v771 = 7u;
    const cj_u32 v772 = v524 & v771;
    const cj_u32 v773 = v770 ^ v772;
    const cj_u32 v774 = 15u;
    const cj_u32 v775 = v768 & v774;
    const cj_u32 v776 = 4u;
    const cj_u32 v777 = v773 << v776;
    const cj_u32 v778 = v777 + v775;
    const cj_u32 v779 = 512u;
    const cj_u32 v780 = v524 * v779;
    const cj_u32 v781 = v780 + v778;
    const cj_u32 v782 = 32768u;
    const cj_u32 v783 = v781 + v782;
    const cj_u32 v784 = 24576u; // b_ring
    const cj_u32 v785 = v784 + v783;
    const cj_u32 v786 = 16u;
    const cj_u32 v787 = v766 << v786;
    const cj_u32 v788 = v759 | v787;
    *(cj_u32 *)(cj_smem + v785) = v788;
    const cj_u32 v789 = 8u;
    const cj_u32 v790 = v524 + v789;
    const cj_u32 v791 = v751.z;
    const float v792 = cj_f32_from_bits(v791);
    const cj_u16 v793 = cj_f32_to_bf16(v792);
    const cj_u16 v794 = v793;
    const cj_u32 v795 = (cj_u32)v794;
    const cj_u32 v796 = v751.w;
    const cj_u32 v797 = 1u;
    const cj_u32 v798 = v754 + v797;
    const float v799 = cj_f32_from_bits(v796);
    const cj_u16 v800 = cj_f32_to_bf16(v799);
    const cj_u16 v801 = v800;
    const cj_u32 v802 = (cj_u32)v801;
    const cj_u32 v803 = 2u;
    const cj_u32 v804 = v753 * v803;
    const cj_u32 v805 = 4u;
    const cj_u32 v806 = v804 >> v805;
    const cj_u32 v807 = 7u;
    const cj_u32 v808 = v790 & v807;
    const cj_u32 v809 = v806 ^ v808;
    const cj_u32 v810 = 15u;
    const cj_u32 v811 = v804 & v810;
    const cj_u32 v812 = 4u;
    const cj_u32 v813 = v809 << v812;
    const cj_u32 v814 = v813 + v811;
    const cj_u32 v815 = 512u;
    const cj_u32 v816 = v790 * v815;
    const cj_u32 v817 = v816 + v814;
    const cj_u32 v818 = 32768u;
    const cj_u32 v819 = v817 + v818;
    const cj_u32 v820 = 24576u; // b_ring
    const cj_u32 v821 = v820 + v819;
    const cj_u32 v822 = 16u;
    const cj_u32 v823 = v802 << v822;
    const cj_u32 v824 = v795 | v823;
    *(cj_u32 *)(cj_smem + v821) = v824;
    const cj_u32x4 v825 = make_uint4(__float_as_uint(x_acc5.x), __float_as_uint(x_acc5.y), __float_as_uint(x_acc5.z), __float_as_uint(x_acc5.w));
    const cj_u32 v826 = 32u;
    const cj_u32 v827 = v528 + v826;
    const cj_u32 v828 = v195 + v827;
    const cj_u32 v829 = v825.x;
    const float v830 = cj_f32_from_bits(v829);
    const cj_u16 v831 = cj_f32_to_bf16(v830);
    const cj_u16 v832 = v831;
    const cj_u32 v833 = (cj_u32)v832;
    const cj_u32 v834 = v825.y;
    const cj_u32 v835 = 1u;
    const cj_u32 v836 = v828 + v835;
    const float v837 = cj_f32_from_bits(v834);
    const cj_u16 v838 = cj_f32_to_bf16(v837);
    const cj_u16 v839 = v838;
    const cj_u32 v840 = (cj_u32)v839;
    const cj_u32 v841 = 2u;
    const cj_u32 v842 = v827 * v841;
    const cj_u32 v843 = 4u;
    const cj_u32 v844 = v842 >> v843;
    const cj_u32 v845 = 7u;
    const cj_u32 v846 = v524 & v845;
    const cj_u32 v847 = v844 ^ v846;
    const cj_u32 v848 = 15u;
    const cj_u32 v849 = v842 & v848;
    const cj_u32 v850 = 4u;
    const cj_u32 v851 = v847 << v850;
    const cj_u32 v852 = v851 + v849;
    const cj_u32 v853 = 512u;
    const cj_u32 v854 = v524 * v853;
    const cj_u32 v855 = v854 + v852;
    const cj_u32 v856 = 32768u;
    const cj_u32 v857 = v855 + v856;
    const cj_u32 v858 = 24576u; // b_ring
    const cj_u32 v859 = v858 + v857;
    const cj_u32 v860 = 16u;
    const cj_u32 v861 = v840 << v860;
    const cj_u32 v862 = v833 | v861;
    *(cj_u32 *)(cj_smem + v859) = v862;
    const cj_u32 v863 = 8u;
    const cj_u32 v864 = v524 + v863;
    const cj_u32 v865 = v825.z;
    const float v866 = cj_f32_from_bits(v865);
    const cj_u16 v867 = cj_f32_to_bf16(v866);
    const cj_u16 v868 = v867;
    const cj_u32 v869 = (cj_u32)v868;
    const cj_u32 v870 = v825.w;
    const cj_u32 v871 = 1u;
    const cj_u32 v872 = v828 + v871;
    const float v873 = cj_f32_from_bits(v870);
    const cj_u16 v874 = cj_f32_to_bf16(v873);
    const cj_u16 v875 = v874;
    const cj_u32 v876 = (cj_u32)v875;
    const cj_u32 v877 = 2u;
    const cj_u32 v878 = v827 * v877;
    const cj_u32 v879 = 4u;
    const cj_u32 v880 = v878 >> v879;
    const cj_u32 v881 = 7u;
    const cj_u32 v882 = v864 & v881;
    const cj_u32 v883 = v880 ^ v882;
    const cj_u32 v884 = 15u;
    const cj_u32 v885 = v878 & v884;
    const cj_u32 v886 = 4u;
    const cj_u32 v887 = v883 << v886;
    const cj_u32 v888 = v887 + v885;
    const cj_u32 v889 = 512u;
    const cj_u32 v890 = v864 * v889;
    const cj_u32 v891 = v890 + v888;
    const cj_u32 v892 = 32768u;
    const cj_u32 v893 = v891 + v892;
    const cj_u32 v894 = 24576u; // b_ring
    const cj_u32 v895 = v894 + v893;
    const cj_u32 v896 = 16u;
    const cj_u32 v897 = v876 << v896;
    const cj_u32 v898 = v869 | v897;
    *(cj_u32 *)(cj_smem + v895) = v898;
    const cj_u32x4 v899 = make_uint4(__float_as_uint(x_acc6.x), __float_as_uint(x_acc6.y), __float_as_uint(x_acc6.z), __float_as_uint(x_acc6.w));
    const cj_u32 v900 = 40u;
    const cj_u32 v901 = v528 + v900;
    const cj_u32 v902 = v195 + v901;
    const cj_u32 v903 = v899.x;
    const float v904 = cj_f32_from_bits(v903);
    const cj_u16 v905 = cj_f32_to_bf16(v904);
    const cj_u16 v906 = v905;
    const cj_u32 v907 = (cj_u32)v906;
    const cj_u32 v908 = v899.y;
    const cj_u32 v909 = 1u;
    const cj_u32 v910 = v902 + v909;
    const float v911 = cj_f32_from_bits(v908);
    const cj_u16 v912 = cj_f32_to_bf16(v911);
    const cj_u16 v913 = v912;
    const cj_u32 v914 = (cj_u32)v913;
    const cj_u32 v915 = 2u;
    const cj_u32 v916 = v901 * v915;
    const cj_u32 v917 = 4u;
    const cj_u32 v918 = v916 >> v917;
    const cj_u32 v919 = 7u;
    const cj_u32 v920 = v524 & v919;
    const cj_u32 v921 = v918 ^ v920;
    const cj_u32 v922 = 15u;
    const cj_u32 v923 = v916 & v922;
    const cj_u32 v924 = 4u;
    const cj_u32 v925 = v921 << v924;
    const cj_u32 v926 = v925 + v923;
    const cj_u32 v927 = 512u;
    const cj_u32 v928 = v524 * v927;
    const cj_u32 v929 = v928 + v926;
    const cj_u32 v930 = 32768u;
    const cj_u32 v931 = v929 + v930;
    const cj_u32 v932 = 24576u; // b_ring
    const cj_u32 v933 = v932 + v931;
    const cj_u32 v934 = 16u;
    const cj_u32 v935 = v914 << v934;
    const cj_u32 v936 = v907 | v935;
    *(cj_u32 *)(cj_smem + v933) = v936;
    const cj_u32 v937 = 8u;
    const cj_u32 v938 = v524 + v937;
    const cj_u32 v939 = v899.z;
    const float v940 = cj_f32_from_bits(v939);
    const cj_u16 v941 = cj_f32_to_bf16(v940);
    const cj_u16 v942 = v941;
    const cj_u32 v943 = (cj_u32)v942;
    const cj_u32 v944 = v899.w;
    const cj_u32 v945 = 1u;
    const cj_u32 v946 = v902 + v945;
    const float v947 = cj_f32_from_bits(v944);
    const cj_u16 v948 = cj_f32_to_bf16(v947);
    const cj_u16 v949 = v948;
    const cj_u32 v950 = (cj_u32)v949;
    const cj_u32 v951 = 2u;
    const cj_u32 v952 = v901 * v951;
    const cj_u32 v953 = 4u;
    const cj_u32 v954 = v952 >> v953;
    const cj_u32 v955 = 7u;
    const cj_u32 v956 = v938 & v955;
    const cj_u32 v957 = v954 ^ v956;
    const cj_u32 v958 = 15u;
    const cj_u32 v959 = v952 & v958;
    const cj_u32 v960 = 4u;
    const cj_u32 v961 = v957 << v960;
    const cj_u32 v962 = v961 + v959;
    const cj_u32 v963 = 512u;
    const cj_u32 v964 = v938 * v963;
    const cj_u32 v965 = v964 + v962;
    const cj_u32 v966 = 32768u;
    const cj_u32 v967 = v965 + v966;
    const cj_u32 v968 = 24576u; // b_ring
    const cj_u32 v969 = v968 + v967;
    const cj_u32 v970 = 16u;
    const cj_u32 v971 = v950 << v970;
    const cj_u32 v972 = v943 | v971;
    *(cj_u32 *)(cj_smem + v969) = v972;
    const cj_u32x4 v973 = make_uint4(__float_as_uint(x_acc7.x), __float_as_uint(x_acc7.y), __float_as_uint(x_acc7.z), __float_as_uint(x_acc7.w));
    const cj_u32 v974 = 48u;
    const cj_u32 v975 = v528 + v974;
    const cj_u32 v976 = v195 + v975;
    const cj_u32 v977 = v973.x;
    const float v978 = cj_f32_from_bits(v977);
    const cj_u16 v979 = cj_f32_to_bf16(v978);
    const cj_u16 v980 = v979;
    const cj_u32 v981 = (cj_u32)v980;
    const cj_u32 v982 = v973.y;
    const cj_u32 v983 = 1u;
    const cj_u32 v984 = v976 + v983;
    const float v985 = cj_f32_from_bits(v982);
    const cj_u16 v986 = cj_f32_to_bf16(v985);
    const cj_u16 v987 = v986;
    const cj_u32 v988 = (cj_u32)v987;
    const cj_u32 v989 = 2u;
    const cj_u32 v990 = v975 * v989;
    const cj_u32 v991 = 4u;
    const cj_u32 v992 = v990 >> v991;
    const cj_u32 v993 = 7u;
    const cj_u32 v994 = v524 & v993;
    const cj_u32 v995 = v992 ^ v994;
    const cj_u32 v996 = 15u;
    const cj_u32 v997 = v990 & v996;
    const cj_u32 v998 = 4u;
    const cj_u32 v999 = v995 << v998;
    const cj_u32 v1000 = v999 + v997;
    const cj_u32 v1001 = 512u;
    const cj_u32 v1002 = v524 * v1001;
    const cj_u32 v1003 = v1002 + v1000;
    const cj_u32 v1004 = 32768u;
    const cj_u32 v1005 = v1003 + v1004;
    const cj_u32 v1006 = 24576u; // b_ring
    const cj_u32 v1007 = v1006 + v1005;
    const cj_u32 v1008 = 16u;
    const cj_u32 v1009 = v988 << v1008;
    const cj_u32 v1010 = v981 | v1009;
    *(cj_u32 *)(cj_smem + v1007) = v1010;
    const cj_u32 v1011 = 8u;
    const cj_u32 v1012 = v524 + v1011;
    const cj_u32 v1013 = v973.z;
    const float v1014 = cj_f32_from_bits(v1013);
    const cj_u16 v1015 = cj_f32_to_bf16(v1014);
    const cj_u16 v1016 = v1015;
    const cj_u32 v1017 = (cj_u32)v1016;
    const cj_u32 v1018 = v973.w;
    const cj_u32 v1019 = 1u;
    const cj_u32 v1020 = v976 + v1019;
    const float v1021 = cj_f32_from_bits(v1018);
    const cj_u16 v1022 = cj_f32_to_bf16(v1021);
    const cj_u16 v1023 = v1022;
    const cj_u32 v1024 = (cj_u32)v1023;
    const cj_u32 v1025 = 2u;
    const cj_u32 v1026 = v975 * v1025;
    const cj_u32 v1027 = 4u;
    const cj_u32 v1028 = v1026 >> v1027;
    const cj_u32 v1029 = 7u;
    const cj_u32 v1030 = v1012 & v1029;
    const cj_u32 v1031 = v1028 ^ v1030;
    const cj_u32 v1032 = 15u;
    const cj_u32 v1033 = v1026 & v1032;
    const cj_u32 v1034 = 4u;
    const cj_u32 v1035 = v1031 << v1034;
    const cj_u32 v1036 = v1035 + v1033;
    const cj_u32 v1037 = 512u;
    const cj_u32 v1038 = v1012 * v1037;
    const cj_u32 v1039 = v1038 + v1036;
    const cj_u32 v1040 = 32768u;
    const cj_u32 v1041 = v1039 + v1040;
    const cj_u32 v1042 = 24576u; // b_ring
    const cj_u32 v1043 = v1042 + v1041;
    const cj_u32 v1044 = 16u;
    const cj_u32 v1045 = v1024 << v1044;
    const cj_u32 v1046 = v1017 | v1045;
    *(cj_u32 *)(cj_smem + v1043) = v1046;
    const cj_u32x4 v1047 = make_uint4(__float_as_uint(x_acc8.x), __float_as_uint(x_acc8.y), __float_as_uint(x_acc8.z), __float_as_uint(x_acc8.w));
    const cj_u32 v1048 = 56u;
    const cj_u32 v1049 = v528 + v1048;
    const cj_u32 v1050 = v195 + v1049;
    const cj_u32 v1051 = v1047.x;
    const float v1052 = cj_f32_from_bits(v1051);
    const cj_u16 v1053 = cj_f32_to_bf16(v1052);
    const cj_u16 v1054 = v1053;
    const cj_u32 v1055 = (cj_u32)v1054;
    const cj_u32 v1056 = v1047.y;
    const cj_u32 v1057 = 1u;
    const cj_u32 v1058 = v1050 + v1057;
    const float v1059 = cj_f32_from_bits(v1056);
    const cj_u16 v1060 = cj_f32_to_bf16(v1059);
    const cj_u16 v1061 = v1060;
    const cj_u32 v1062 = (cj_u32)v1061;
    const cj_u32 v1063 = 2u;
    const cj_u32 v1064 = v1049 * v1063;
    const cj_u32 v1065 = 4u;
    const cj_u32 v1066 = v1064 >> v1065;
    const cj_u32 v1067 = 7u;
    const cj_u32 v1068 = v524 & v1067;
    const cj_u32 v1069 = v1066 ^ v1068;
    const cj_u32 v1070 = 15u;
    const cj_u32 v1071 = v1064 & v1070;
    const cj_u32 v1072 = 4u;
    const cj_u32 v1073 = v1069 << v1072;
    const cj_u32 v1074 = v1073 + v1071;
    const cj_u32 v1075 = 512u;
    const cj_u32 v1076 = v524 * v1075;
    const cj_u32 v1077 = v1076 + v1074;
    const cj_u32 v1078 = 32768u;
    const cj_u32 v1079 = v1077 + v1078;
    const cj_u32 v1080 = 24576u; // b_ring
    const cj_u32 v1081 = v1080 + v1079;
    const cj_u32 v1082 = 16u;
    const cj_u32 v1083 = v1062 << v1082;
    const cj_u32 v1084 = v1055 | v1083;
    *(cj_u32 *)(cj_smem + v1081) = v1084;
    const cj_u32 v1085 = 8u;
    const cj_u32 v1086 = v524 + v1085;
    const cj_u32 v1087 = v1047.z;
    const float v1088 = cj_f32_from_bits(v1087);
    const cj_u16 v1089 = cj_f32_to_bf16(v1088);
    const cj_u16 v1090 = v1089;
    const cj_u32 v1091 = (cj_u32)v1090;
    const cj_u32 v1092 = v1047.w;
    const cj_u32 v1093 = 1u;
    const cj_u32 v1094 = v1050 + v1093;
    const float v1095 = cj_f32_from_bits(v1092);
    const cj_u16 v1096 = cj_f32_to_bf16(v1095);
    const cj_u16 v1097 = v1096;
    const cj_u32 v1098 = (cj_u32)v1097;
    const cj_u32 v1099 = 2u;
    const cj_u32 v1100 = v1049 * v1099;
    const cj_u32 v1101 = 4u;
    const cj_u32 v1102 = v1100 >> v1101;
    const cj_u32 v1103 = 7u;
    const cj_u32 v1104 = v1086 & v1103;
    const cj_u32 v1105 = v1102 ^ v1104;
    const cj_u32 v1106 = 15u;
    const cj_u32 v1107 = v1100 & v1106;
    const cj_u32 v1108 = 4u;
    const cj_u32 v1109 = v1105 << v1108;
    const cj_u32 v1110 = v1109 + v1107;
    const cj_u32 v1111 = 512u;
    const cj_u32 v1112 = v1086 * v1111;
    const cj_u32 v1113 = v1112 + v1110;
    const cj_u32 v1114 = 32768u;
    const cj_u32 v1115 = v1113 + v1114;
    const cj_u32 v1116 = 24576u; // b_ring
    const cj_u32 v1117 = v1116 + v1115;
    const cj_u32 v1118 = 16u;
    const cj_u32 v1119 = v1098 << v1118;
    const cj_u32 v1120 = v1091 | v1119;
    *(cj_u32 *)(cj_smem + v1117) = v1120;
    const cj_u32x4 v1121 = make_uint4(__float_as_uint(x_acc9.x), __float_as_uint(x_acc9.y), __float_as_uint(x_acc9.z), __float_as_uint(x_acc9.w));
    const cj_u32 v1122 = 64u;
    const cj_u32 v1123 = v528 + v1122;
    const cj_u32 v1124 = v195 + v1123;
    const cj_u32 v1125 = v1121.x;
    const float v1126 = cj_f32_from_bits(v1125);
    const cj_u16 v1127 = cj_f32_to_bf16(v1126);
    const cj_u16 v1128 = v1127;
    const cj_u32 v1129 = (cj_u32)v1128;
    const cj_u32 v1130 = v1121.y;
    const cj_u32 v1131 = 1u;
    const cj_u32 v1132 = v1124 + v1131;
    const float v1133 = cj_f32_from_bits(v1130);
    const cj_u16 v1134 = cj_f32_to_bf16(v1133);
    const cj_u16 v1135 = v1134;
    const cj_u32 v1136 = (cj_u32)v1135;
    const cj_u32 v1137 = 2u;
    const cj_u32 v1138 = v1123 * v1137;
    const cj_u32 v1139 = 4u;
    const cj_u32 v1140 = v1138 >> v1139;
    const cj_u32 v1141 = 7u;
    const cj_u32 v1142 = v524 & v1141;
    const cj_u32 v1143 = v1140 ^ v1142;
    const cj_u32 v1144 = 15u;
    const cj_u32 v1145 = v1138 & v1144;
    const cj_u32 v1146 = 4u;
    const cj_u32 v1147 = v1143 << v1146;
    const cj_u32 v1148 = v1147 + v1145;
    const cj_u32 v1149 = 512u;
    const cj_u32 v1150 = v524 * v1149;
    const cj_u32 v1151 = v1150 + v1148;
    const cj_u32 v1152 = 32768u;
    const cj_u32 v1153 = v1151 + v1152;
    const cj_u32 v1154 = 24576u; // b_ring
    const cj_u32 v1155 = v1154 + v1153;
    const cj_u32 v1156 = 16u;
    const cj_u32 v1157 = v1136 << v1156;
    const cj_u32 v1158 = v1129 | v1157;
    *(cj_u32 *)(cj_smem + v1155) = v1158;
    const cj_u32 v1159 = 8u;
    const cj_u32 v1160 = v524 + v1159;
    const cj_u32 v1161 = v1121.z;
    const float v1162 = cj_f32_from_bits(v1161);
    const cj_u16 v1163 = cj_f32_to_bf16(v1162);
    const cj_u16 v1164 = v1163;
    const cj_u32 v1165 = (cj_u32)v1164;
    const cj_u32 v1166 = v1121.w;
    const cj_u32 v1167 = 1u;
    const cj_u32 v1168 = v1124 + v1167;
    const float v1169 = cj_f32_from_bits(v1166);
    const cj_u16 v1170 = cj_f32_to_bf16(v1169);
    const cj_u16 v1171 = v1170;
    const cj_u32 v1172 = (cj_u32)v1171;
    const cj_u32 v1173 = 2u;
    const cj_u32 v1174 = v1123 * v1173;
    const cj_u32 v1175 = 4u;
    const cj_u32 v1176 = v1174 >> v1175;
    const cj_u32 v1177 = 7u;
    const cj_u32 v1178 = v1160 & v1177;
    const cj_u32 v1179 = v1176 ^ v1178;
    const cj_u32 v1180 = 15u;
    const cj_u32 v1181 = v1174 & v1180;
    const cj_u32 v1182 = 4u;
    const cj_u32 v1183 = v1179 << v1182;
    const cj_u32 v1184 = v1183 + v1181;
    const cj_u32 v1185 = 512u;
    const cj_u32 v1186 = v1160 * v1185;
    const cj_u32 v1187 = v1186 + v1184;
    const cj_u32 v1188 = 32768u;
    const cj_u32 v1189 = v1187 + v1188;
    const cj_u32 v1190 = 24576u; // b_ring
    const cj_u32 v1191 = v1190 + v1189;
    const cj_u32 v1192 = 16u;
    const cj_u32 v1193 = v1172 << v1192;
    const cj_u32 v1194 = v1165 | v1193;
    *(cj_u32 *)(cj_smem + v1191) = v1194;
    const cj_u32x4 v1195 = make_uint4(__float_as_uint(x_acc10.x), __float_as_uint(x_acc10.y), __float_as_uint(x_acc10.z), __float_as_uint(x_acc10.w));
    const cj_u32 v1196 = 72u;
    const cj_u32 v1197 = v528 + v1196;
    const cj_u32 v1198 = v195 + v1197;
    const cj_u32 v1199 = v1195.x;
    const float v1200 = cj_f32_from_bits(v1199);
    const cj_u16 v1201 = cj_f32_to_bf16(v1200);
    const cj_u16 v1202 = v1201;
    const cj_u32 v1203 = (cj_u32)v1202;
    const cj_u32 v1204 = v1195.y;
    const cj_u32 v1205 = 1u;
    const cj_u32 v1206 = v1198 + v1205;
    const float v1207 = cj_f32_from_bits(v1204);
    const cj_u16 v1208 = cj_f32_to_bf16(v1207);
    const cj_u16 v1209 = v1208;
    const cj_u32 v1210 = (cj_u32)v1209;
    const cj_u32 v1211 = 2u;
    const cj_u32 v1212 = v1197 * v1211;
    const cj_u32 v1213 = 4u;
    const cj_u32 v1214 = v1212 >> v1213;
    const cj_u32 v1215 = 7u;
    const cj_u32 v1216 = v524 & v1215;
    const cj_u32 v1217 = v1214 ^ v1216;
    const cj_u32 v1218 = 15u;
    const cj_u32 v1219 = v1212 & v1218;
    const cj_u32 v1220 = 4u;
    const cj_u32 v1221 = v1217 << v1220;
    const cj_u32 v1222 = v1221 + v1219;
    const cj_u32 v1223 = 512u;
    const cj_u32 v1224 = v524 * v1223;
    const cj_u32 v1225 = v1224 + v1222;
    const cj_u32 v1226 = 32768u;
    const cj_u32 v1227 = v1225 + v1226;
    const cj_u32 v1228 = 24576u; // b_ring
    const cj_u32 v1229 = v1228 + v1227;
    const cj_u32 v1230 = 16u;
    const cj_u32 v1231 = v1210 << v1230;
    const cj_u32 v1232 = v1203 | v1231;
    *(cj_u32 *)(cj_smem + v1229) = v1232;
    const cj_u32 v1233 = 8u;
    const cj_u32 v1234 = v524 + v1233;
    const cj_u32 v1235 = v1195.z;
    const float v1236 = cj_f32_from_bits(v1235);
    const cj_u16 v1237 = cj_f32_to_bf16(v1236);
    const cj_u16 v1238 = v1237;
    const cj_u32 v1239 = (cj_u32)v1238;
    const cj_u32 v1240 = v1195.w;
    const cj_u32 v1241 = 1u;
    const cj_u32 v1242 = v1198 + v1241;
    const float v1243 = cj_f32_from_bits(v1240);
    const cj_u16 v1244 = cj_f32_to_bf16(v1243);
    const cj_u16 v1245 = v1244;
    const cj_u32 v1246 = (cj_u32)v1245;
    const cj_u32 v1247 = 2u;
    const cj_u32 v1248 = v1197 * v1247;
    const cj_u32 v1249 = 4u;
    const cj_u32 v1250 = v1248 >> v1249;
    const cj_u32 v1251 = 7u;
    const cj_u32 v1252 = v1234 & v1251;
    const cj_u32 v1253 = v1250 ^ v1252;
    const cj_u32 v1254 = 15u;
    const cj_u32 v1255 = v1248 & v1254;
    const cj_u32 v1256 = 4u;
    const cj_u32 v1257 = v1253 << v1256;
    const cj_u32 v1258 = v1257 + v1255;
    const cj_u32 v1259 = 512u;
    const cj_u32 v1260 = v1234 * v1259;
    const cj_u32 v1261 = v1260 + v1258;
    const cj_u32 v1262 = 32768u;
    const cj_u32 v1263 = v1261 + v1262;
    const cj_u32 v1264 = 24576u; // b_ring
    const cj_u32 v1265 = v1264 + v1263;
    const cj_u32 v1266 = 16u;
    const cj_u32 v1267 = v1246 << v1266;
    const cj_u32 v1268 = v1239 | v1267;
    *(cj_u32 *)(cj_smem + v1265) = v1268;
    const cj_u32x4 v1269 = make_uint4(__float_as_uint(x_acc11.x), __float_as_uint(x_acc11.y), __float_as_uint(x_acc11.z), __float_as_uint(x_acc11.w));
    const cj_u32 v1270 = 80u;
    const cj_u32 v1271 = v528 + v1270;
    const cj_u32 v1272 = v195 + v1271;
    const cj_u32 v1273 = v1269.x;
    const float v1274 = cj_f32_from_bits(v1273);
    const cj_u16 v1275 = cj_f32_to_bf16(v1274);
    const cj_u16 v1276 = v1275;
    const cj_u32 v1277 = (cj_u32)v1276;
    const cj_u32 v1278 = v1269.y;
    const cj_u32 v1279 = 1u;
    const cj_u32 v1280 = v1272 + v1279;
    const float v1281 = cj_f32_from_bits(v1278);
    const cj_u16 v1282 = cj_f32_to_bf16(v1281);
    const cj_u16 v1283 = v1282;
    const cj_u32 v1284 = (cj_u32)v1283;
    const cj_u32 v1285 = 2u;
    const cj_u32 v1286 = v1271 * v1285;
    const cj_u32 v1287 = 4u;
    const cj_u32 v1288 = v1286 >> v1287;
    const cj_u32 v1289 = 7u;
    const cj_u32 v1290 = v524 & v1289;
    const cj_u32 v1291 = v1288 ^ v1290;
    const cj_u32 v1292 = 15u;
    const cj_u32 v1293 = v1286 & v1292;
    const cj_u32 v1294 = 4u;
    const cj_u32 v1295 = v1291 << v1294;
    const cj_u32 v1296 = v1295 + v1293;
    const cj_u32 v1297 = 512u;
    const cj_u32 v1298 = v524 * v1297;
    const cj_u32 v1299 = v1298 + v1296;
    const cj_u32 v1300 = 32768u;
    const cj_u32 v1301 = v1299 + v1300;
    const cj_u32 v1302 = 24576u; // b_ring
    const cj_u32 v1303 = v1302 + v1301;
    const cj_u32 v1304 = 16u;
    const cj_u32 v1305 = v1284 << v1304;
    const cj_u32 v1306 = v1277 | v1305;
    *(cj_u32 *)(cj_smem + v1303) = v1306;
    const cj_u32 v1307 = 8u;
    const cj_u32 v1308 = v524 + v1307;
    const cj_u32 v1309 = v1269.z;
    const float v1310 = cj_f32_from_bits(v1309);
    const cj_u16 v1311 = cj_f32_to_bf16(v1310);
    const cj_u16 v1312 = v1311;
    const cj_u32 v1313 = (cj_u32)v1312;
    const cj_u32 v1314 = v1269.w;
    const cj_u32 v1315 = 1u;
    const cj_u32 v1316 = v1272 + v1315;
    const float v1317 = cj_f32_from_bits(v1314);
    const cj_u16 v1318 = cj_f32_to_bf16(v1317);
    const cj_u16 v1319 = v1318;
    const cj_u32 v1320 = (cj_u32)v1319;
    const cj_u32 v1321 = 2u;
    const cj_u32 v1322 = v1271 * v1321;
    const cj_u32 v1323 = 4u;
    const cj_u32 v1324 = v1322 >> v1323;
    const cj_u32 v1325 = 7u;
    const cj_u32 v1326 = v1308 & v1325;
    const cj_u32 v1327 = v1324 ^ v1326;
    const cj_u32 v1328 = 15u;
    const cj_u32 v1329 = v1322 & v1328;
    const cj_u32 v1330 = 4u;
    const cj_u32 v1331 = v1327 << v1330;
    const cj_u32 v1332 = v1331 + v1329;
    const cj_u32 v1333 = 512u;
    const cj_u32 v1334 = v1308 * v1333;
    const cj_u32 v1335 = v1334 + v1332;
    const cj_u32 v1336 = 32768u;
    const cj_u32 v1337 = v1335 + v1336;
    const cj_u32 v1338 = 24576u; // b_ring
    const cj_u32 v1339 = v1338 + v1337;
    const cj_u32 v1340 = 16u;
    const cj_u32 v1341 = v1320 << v1340;
    const cj_u32 v1342 = v1313 | v1341;
    *(cj_u32 *)(cj_smem + v1339) = v1342;
    const cj_u32x4 v1343 = make_uint4(__float_as_uint(x_acc12.x), __float_as_uint(x_acc12.y), __float_as_uint(x_acc12.z), __float_as_uint(x_acc12.w));
    const cj_u32 v1344 = 88u;
    const cj_u32 v1345 = v528 + v1344;
    const cj_u32 v1346 = v195 + v1345;
    const cj_u32 v1347 = v1343.x;
    const float v1348 = cj_f32_from_bits(v1347);
    const cj_u16 v1349 = cj_f32_to_bf16(v1348);
    const cj_u16 v1350 = v1349;
    const cj_u32 v1351 = (cj_u32)v1350;
    const cj_u32 v1352 = v1343.y;
    const cj_u32 v1353 = 1u;
    const cj_u32 v1354 = v1346 + v1353;
    const float v1355 = cj_f32_from_bits(v1352);
    const cj_u16 v1356 = cj_f32_to_bf16(v1355);
    const cj_u16 v1357 = v1356;
    const cj_u32 v1358 = (cj_u32)v1357;
    const cj_u32 v1359 = 2u;
    const cj_u32 v1360 = v1345 * v1359;
    const cj_u32 v1361 = 4u;
    const cj_u32 v1362 = v1360 >> v1361;
    const cj_u32 v1363 = 7u;
    const cj_u32 v1364 = v524 & v1363;
    const cj_u32 v1365 = v1362 ^ v1364;
    const cj_u32 v1366 = 15u;
    const cj_u32 v1367 = v1360 & v1366;
    const cj_u32 v1368 = 4u;
    const cj_u32 v1369 = v1365 << v1368;
    const cj_u32 v1370 = v1369 + v1367;
    const cj_u32 v1371 = 512u;
    const cj_u32 v1372 = v524 * v1371;
    const cj_u32 v1373 = v1372 + v1370;
    const cj_u32 v1374 = 32768u;
    const cj_u32 v1375 = v1373 + v1374;
    const cj_u32 v1376 = 24576u; // b_ring
    const cj_u32 v1377 = v1376 + v1375;
    const cj_u32 v1378 = 16u;
    const cj_u32 v1379 = v1358 << v1378;
    const cj_u32 v1380 = v1351 | v1379;
    *(cj_u32 *)(cj_smem + v1377) = v1380;
    const cj_u32 v1381 = 8u;
    const cj_u32 v1382 = v524 + v1381;
    const cj_u32 v1383 = v1343.z;
    const float v1384 = cj_f32_from_bits(v1383);
    const cj_u16 v1385 = cj_f32_to_bf16(v1384);
    const cj_u16 v1386 = v1385;
    const cj_u32 v1387 = (cj_u32)v1386;
    const cj_u32 v1388 = v1343.w;
    const cj_u32 v1389 = 1u;
    const cj_u32 v1390 = v1346 + v1389;
    const float v1391 = cj_f32_from_bits(v1388);
    const cj_u16 v1392 = cj_f32_to_bf16(v1391);
    const cj_u16 v1393 = v1392;
    const cj_u32 v1394 = (cj_u32)v1393;
    const cj_u32 v1395 = 2u;
    const cj_u32 v1396 = v1345 * v1395;
    const cj_u32 v1397 = 4u;
    const cj_u32 v1398 = v1396 >> v1397;
    const cj_u32 v1399 = 7u;
    const cj_u32 v1400 = v1382 & v1399;
    const cj_u32 v1401 = v1398 ^ v1400;
    const cj_u32 v1402 = 15u;
    const cj_u32 v1403 = v1396 & v1402;
    const cj_u32 v1404 = 4u;
    const cj_u32 v1405 = v1401 << v1404;
    const cj_u32 v1406 = v1405 + v1403;
    const cj_u32 v1407 = 512u;
    const cj_u32 v1408 = v1382 * v1407;
    const cj_u32 v1409 = v1408 + v1406;
    const cj_u32 v1410 = 32768u;
    const cj_u32 v1411 = v1409 + v1410;
    const cj_u32 v1412 = 24576u; // b_ring
    const cj_u32 v1413 = v1412 + v1411;
    const cj_u32 v1414 = 16u;
    const cj_u32 v1415 = v1394 << v1414;
    const cj_u32 v1416 = v1387 | v1415;
    *(cj_u32 *)(cj_smem + v1413) = v1416;
    const cj_u32x4 v1417 = make_uint4(__float_as_uint(x_acc13.x), __float_as_uint(x_acc13.y), __float_as_uint(x_acc13.z), __float_as_uint(x_acc13.w));
    const cj_u32 v1418 = 96u;
    const cj_u32 v1419 = v528 + v1418;
    const cj_u32 v1420 = v195 + v1419;
    const cj_u32 v1421 = v1417.x;
    const float v1422 = cj_f32_from_bits(v1421);
    const cj_u16 v1423 = cj_f32_to_bf16(v1422);
    const cj_u16 v1424 = v1423;
    const cj_u32 v1425 = (cj_u32)v1424;
    const cj_u32 v1426 = v1417.y;
    const cj_u32 v1427 = 1u;
    const cj_u32 v1428 = v1420 + v1427;
    const float v1429 = cj_f32_from_bits(v1426);
    const cj_u16 v1430 = cj_f32_to_bf16(v1429);
    const cj_u16 v1431 = v1430;
    const cj_u32 v1432 = (cj_u32)v1431;
    const cj_u32 v1433 = 2u;
    const cj_u32 v1434 = v1419 * v1433;
    const cj_u32 v1435 = 4u;
    const cj_u32 v1436 = v1434 >> v1435;
    const cj_u32 v1437 = 7u;
    const cj_u32 v1438 = v524 & v1437;
    const cj_u32 v1439 = v1436 ^ v1438;
    const cj_u32 v1440 = 15u;
    const cj_u32 v1441 = v1434 & v1440;
    const cj_u32 v1442 = 4u;
    const cj_u32 v1443 = v1439 << v1442;
    const cj_u32 v1444 = v1443 + v1441;
    const cj_u32 v1445 = 512u;
    const cj_u32 v1446 = v524 * v1445;
    const cj_u32 v1447 = v1446 + v1444;
    const cj_u32 v1448 = 32768u;
    const cj_u32 v1449 = v1447 + v1448;
    const cj_u32 v1450 = 24576u; // b_ring
    const cj_u32 v1451 = v1450 + v1449;
    const cj_u32 v1452 = 16u;
    const cj_u32 v1453 = v1432 << v1452;
    const cj_u32 v1454 = v1425 | v1453;
    *(cj_u32 *)(cj_smem + v1451) = v1454;
    const cj_u32 v1455 = 8u;
    const cj_u32 v1456 = v524 + v1455;
    const cj_u32 v1457 = v1417.z;
    const float v1458 = cj_f32_from_bits(v1457);
    const cj_u16 v1459 = cj_f32_to_bf16(v1458);
    const cj_u16 v1460 = v1459;
    const cj_u32 v1461 = (cj_u32)v1460;
    const cj_u32 v1462 = v1417.w;
    const cj_u32 v1463 = 1u;
    const cj_u32 v1464 = v1420 + v1463;
    const float v1465 = cj_f32_from_bits(v1462);
    const cj_u16 v1466 = cj_f32_to_bf16(v1465);
    const cj_u16 v1467 = v1466;
    const cj_u32 v1468 = (cj_u32)v1467;
    const cj_u32 v1469 = 2u;
    const cj_u32 v1470 = v1419 * v1469;
    const cj_u32 v1471 = 4u;
    const cj_u32 v1472 = v1470 >> v1471;
    const cj_u32 v1473 = 7u;
    const cj_u32 v1474 = v1456 & v1473;
    const cj_u32 v1475 = v1472 ^ v1474;
    const cj_u32 v1476 = 15u;
    const cj_u32 v1477 = v1470 & v1476;
    const cj_u32 v1478 = 4u;
    const cj_u32 v1479 = v1475 << v1478;
    const cj_u32 v1480 = v1479 + v1477;
    const cj_u32 v1481 = 512u;
    const cj_u32 v1482 = v1456 * v1481;
    const cj_u32 v1483 = v1482 + v1480;
    const cj_u32 v1484 = 32768u;
    const cj_u32 v1485 = v1483 + v1484;
    const cj_u32 v1486 = 24576u; // b_ring
    const cj_u32 v1487 = v1486 + v1485;
    const cj_u32 v1488 = 16u;
    const cj_u32 v1489 = v1468 << v1488;
    const cj_u32 v1490 = v1461 | v1489;
    *(cj_u32 *)(cj_smem + v1487) = v1490;
    const cj_u32x4 v1491 = make_uint4(__float_as_uint(x_acc14.x), __float_as_uint(x_acc14.y), __float_as_uint(x_acc14.z), __float_as_uint(x_acc14.w));
    const cj_u32 v1492 = 104u;
    const cj_u32 v1493 = v528 + v1492;
    const cj_u32 v1494 = v195 + v1493;
    const cj_u32 v1495 = v1491.x;
    const float v1496 = cj_f32_from_bits(v1495);
    const cj_u16 v1497 = cj_f32_to_bf16(v1496);
    const cj_u16 v1498 = v1497;
    const cj_u32 v1499 = (cj_u32)v1498;
    const cj_u32 v1500 = v1491.y;
    const cj_u32 v1501 = 1u;
    const cj_u32 v1502 = v1494 + v1501;
    const float v1503 = cj_f32_from_bits(v1500);
    const cj_u16 v1504 = cj_f32_to_bf16(v1503);
    const cj_u16 v1505 = v1504;
    const cj_u32 v1506 = (cj_u32)v1505;
    const cj_u32 v1507 = 2u;
    const cj_u32 v1508 = v1493 * v1507;
    const cj_u32 v1509 = 4u;
    const cj_u32 v1510 = v1508 >> v1509;
    const cj_u32 v1511 = 7u;
    const cj_u32 v1512 = v524 & v1511;
    const cj_u32 v1513 = v1510 ^ v1512;
    const cj_u32 v1514 = 15u;
    const cj_u32 v1515 = v1508 & v1514;
    const cj_u32 v1516 = 4u;
    const cj_u32 v1517 = v1513 << v1516;
    const cj_u32 v1518 = v1517 + v1515;
    const cj_u32 v1519 = 512u;
    const cj_u32 v1520 = v524 * v1519;
    const cj_u32 v1521 = v1520 + v1518;
    const cj_u32 v1522 = 32768u;
    const cj_u32 v1523 = v1521 + v1522;
    const cj_u32 v1524 = 24576u; // b_ring
    const cj_u32 v1525 = v1524 + v1523;
    const cj_u32 v1526 = 16u;
    const cj_u32 v1527 = v1506 << v1526;
    const cj_u32 v1528 = v1499 | v1527;
    *(cj_u32 *)(cj_smem + v1525) = v1528;
    const cj_u32 v1529 = 8u;
    const cj_u32 v1530 = v524 + v1529;
    const cj_u32 v1531 = v1491.z;
    const float v1532 = cj_f32_from_bits(v1531);
    const cj_u16 v1533 = cj_f32_to_bf16(v1532);
    const cj_u16 v1534 = v1533;
    const cj_u32 v1535 = (cj_u32)v1534;
    const cj_u32 v1536 = v1491.w;
    const cj_u32 v1537 = 1u;
    const cj_u32 v1538 = v1494 + v1537;
    const float v1539 = cj_f32_from_bits(v1536);
    const cj_u16 v1540 = cj_f32_to_bf16(v1539);
    const cj_u16 v1541 = v1540;
    const cj_u32 v1542 = (cj_u32)v1541;
    const cj_u32 v1543 = 2u;
    const cj_u32 v1544 = v1493 * v1543;
    const cj_u32 v1545 = 4u;
    const cj_u32 v1546 = v1544 >> v1545;
    const cj_u32 v1547 = 7u;
    const cj_u32 v1548 = v1530 & v1547;
    const cj_u32 v1549 = v1546 ^ v1548;
    const cj_u32 v1550 = 15u;
    const cj_u32 v1551 = v1544 & v1550;
    const cj_u32 v1552 = 4u;
    const cj_u32 v1553 = v1549 << v1552;
    const cj_u32 v1554 = v1553 + v1551;
    const cj_u32 v1555 = 512u;
    const cj_u32 v1556 = v1530 * v1555;
    const cj_u32 v1557 = v1556 + v1554;
    const cj_u32 v1558 = 32768u;
    const cj_u32 v1559 = v1557 + v1558;
    const cj_u32 v1560 = 24576u; // b_ring
    const cj_u32 v1561 = v1560 + v1559;
    const cj_u32 v1562 = 16u;
    const cj_u32 v1563 = v1542 << v1562;
    const cj_u32 v1564 = v1535 | v1563;
    *(cj_u32 *)(cj_smem + v1561) = v1564;
    const cj_u32x4 v1565 = make_uint4(__float_as_uint(x_acc15.x), __float_as_uint(x_acc15.y), __float_as_uint(x_acc15.z), __float_as_uint(x_acc15.w));
    const cj_u32 v1566 = 112u;
    const cj_u32 v1567 = v528 + v1566;
    const cj_u32 v1568 = v195 + v1567;
    const cj_u32 v1569 = v1565.x;
    const float v1570 = cj_f32_from_bits(v1569);
    const cj_u16 v1571 = cj_f32_to_bf16(v1570);
    const cj_u16 v1572 = v1571;
    const cj_u32 v1573 = (cj_u32)v1572;
    const cj_u32 v1574 = v1565.y;
    const cj_u32 v1575 = 1u;
    const cj_u32 v1576 = v1568 + v1575;
    const float v1577 = cj_f32_from_bits(v1574);
    const cj_u16 v1578 = cj_f32_to_bf16(v1577);
    const cj_u16 v1579 = v1578;
    const cj_u32 v1580 = (cj_u32)v1579;
    const cj_u32 v1581 = 2u;
    const cj_u32 v1582 = v1567 * v1581;
    const cj_u32 v1583 = 4u;
    const cj_u32 v1584 = v1582 >> v1583;
    const cj_u32 v1585 = 7u;
    const cj_u32 v1586 = v524 & v1585;
    const cj_u32 v1587 = v1584 ^ v1586;
    const cj_u32 v1588 = 15u;
    const cj_u32 v1589 = v1582 & v1588;
    const cj_u32 v1590 = 4u;
    const cj_u32 v1591 = v1587 << v1590;
    const cj_u32 v1592 = v1591 + v1589;
    const cj_u32 v1593 = 512u;
    const cj_u32 v1594 = v524 * v1593;
    const cj_u32 v1595 = v1594 + v1592;
    const cj_u32 v1596 = 32768u;
    const cj_u32 v1597 = v1595 + v1596;
    const cj_u32 v1598 = 24576u; // b_ring
    const cj_u32 v1599 = v1598 + v1597;
    const cj_u32 v1600 = 16u;
    const cj_u32 v1601 = v1580 << v1600;
    const cj_u32 v1602 = v1573 | v1601;
    *(cj_u32 *)(cj_smem + v1599) = v1602;
    const cj_u32 v1603 = 8u;
    const cj_u32 v1604 = v524 + v1603;
    const cj_u32 v1605 = v1565.z;
    const float v1606 = cj_f32_from_bits(v1605);
    const cj_u16 v1607 = cj_f32_to_bf16(v1606);
    const cj_u16 v1608 = v1607;
    const cj_u32 v1609 = (cj_u32)v1608;
    const cj_u32 v1610 = v1565.w;
    const cj_u32 v1611 = 1u;
    const cj_u32 v1612 = v1568 + v1611;
    const float v1613 = cj_f32_from_bits(v1610);
    const cj_u16 v1614 = cj_f32_to_bf16(v1613);
    const cj_u16 v1615 = v1614;
    const cj_u32 v1616 = (cj_u32)v1615;
    const cj_u32 v1617 = 2u;
    const cj_u32 v1618 = v1567 * v1617;
    const cj_u32 v1619 = 4u;
    const cj_u32 v1620 = v1618 >> v1619;
    const cj_u32 v1621 = 7u;
    const cj_u32 v1622 = v1604 & v1621;
    const cj_u32 v1623 = v1620 ^ v1622;
    const cj_u32 v1624 = 15u;
    const cj_u32 v1625 = v1618 & v1624;
    const cj_u32 v1626 = 4u;
    const cj_u32 v1627 = v1623 << v1626;
    const cj_u32 v1628 = v1627 + v1625;
    const cj_u32 v1629 = 512u;
    const cj_u32 v1630 = v1604 * v1629;
    const cj_u32 v1631 = v1630 + v1628;
    const cj_u32 v1632 = 32768u;
    const cj_u32 v1633 = v1631 + v1632;
    const cj_u32 v1634 = 24576u; // b_ring
    const cj_u32 v1635 = v1634 + v1633;
    const cj_u32 v1636 = 16u;
    const cj_u32 v1637 = v1616 << v1636;
    const cj_u32 v1638 = v1609 | v1637;
    *(cj_u32 *)(cj_smem + v1635) = v1638;
    const cj_u32x4 v1639 = make_uint4(__float_as_uint(x_acc16.x), __float_as_uint(x_acc16.y), __float_as_uint(x_acc16.z), __float_as_uint(x_acc16.w));
    const cj_u32 v1640 = 120u;
    const cj_u32 v1641 = v528 + v1640;
    const cj_u32 v1642 = v195 + v1641;
    const cj_u32 v1643 = v1639.x;
    const float v1644 = cj_f32_from_bits(v1643);
    const cj_u16 v1645 = cj_f32_to_bf16(v1644);
    const cj_u16 v1646 = v1645;
    const cj_u32 v1647 = (cj_u32)v1646;
    const cj_u32 v1648 = v1639.y;
    const cj_u32 v1649 = 1u;
    const cj_u32 v1650 = v1642 + v1649;
    const float v1651 = cj_f32_from_bits(v1648);
    const cj_u16 v1652 = cj_f32_to_bf16(v1651);
    const cj_u16 v1653 = v1652;
    const cj_u32 v1654 = (cj_u32)v1653;
    const cj_u32 v1655 = 2u;
    const cj_u32 v1656 = v1641 * v1655;
    const cj_u32 v1657 = 4u;
    const cj_u32 v1658 = v1656 >> v1657;
    const cj_u32 v1659 = 7u;
    const cj_u32 v1660 = v524 & v1659;
    const cj_u32 v1661 = v1658 ^ v1660;
    const cj_u32 v1662 = 15u;
    const cj_u32 v1663 = v1656 & v1662;
    const cj_u32 v1664 = 4u;
    const cj_u32 v1665 = v1661 << v1664;
    const cj_u32 v1666 = v1665 + v1663;
    const cj_u32 v1667 = 512u;
    const cj_u32 v1668 = v524 * v1667;
    const cj_u32 v1669 = v1668 + v1666;
    const cj_u32 v1670 = 32768u;
    const cj_u32 v1671 = v1669 + v1670;
    const cj_u32 v1672 = 24576u; // b_ring
    const cj_u32 v1673 = v1672 + v1671;
    const cj_u32 v1674 = 16u;
    const cj_u32 v1675 = v1654 << v1674;
    const cj_u32 v1676 = v1647 | v1675;
    *(cj_u32 *)(cj_smem + v1673) = v1676;
    const cj_u32 v1677 = 8u;
    const cj_u32 v1678 = v524 + v1677;
    const cj_u32 v1679 = v1639.z;
    const float v1680 = cj_f32_from_bits(v1679);
    const cj_u16 v1681 = cj_f32_to_bf16(v1680);
    const cj_u16 v1682 = v1681;
    const cj_u32 v1683 = (cj_u32)v1682;
    const cj_u32 v1684 = v1639.w;
    const cj_u32 v1685 = 1u;
    const cj_u32 v1686 = v1642 + v1685;
    const float v1687 = cj_f32_from_bits(v1684);
    const cj_u16 v1688 = cj_f32_to_bf16(v1687);
    const cj_u16 v1689 = v1688;
    const cj_u32 v1690 = (cj_u32)v1689;
    const cj_u32 v1691 = 2u;
    const cj_u32 v1692 = v1641 * v1691;
    const cj_u32 v1693 = 4u;
    const cj_u32 v1694 = v1692 >> v1693;
    const cj_u32 v1695 = 7u;
    const cj_u32 v1696 = v1678 & v1695;
    const cj_u32 v1697 = v1694 ^ v1696;
    const cj_u32 v1698 = 15u;
    const cj_u32 v1699 = v1692 & v1698;
    const cj_u32 v1700 = 4u;
    const cj_u32 v1701 = v1697 << v1700;
    const cj_u32 v1702 = v1701 + v1699;
    const cj_u32 v1703 = 512u;
    const cj_u32 v1704 = v1678 * v1703;
    const cj_u32 v1705 = v1704 + v1702;
    const cj_u32 v1706 = 32768u;
    const cj_u32 v1707 = v1705 + v1706;
    const cj_u32 v1708 = 24576u; // b_ring
    const cj_u32 v1709 = v1708 + v1707;
    const cj_u32 v1710 = 16u;
    const cj_u32 v1711 = v1690 << v1710;
    const cj_u32 v1712 = v1683 | v1711;
    *(cj_u32 *)(cj_smem + v1709) = v1712;
    const cj_u32x4 v1713 = make_uint4(__float_as_uint(x_acc17.x), __float_as_uint(x_acc17.y), __float_as_uint(x_acc17.z), __float_as_uint(x_acc17.w));
    const cj_u32 v1714 = 128u;
    const cj_u32 v1715 = v528 + v1714;
    const cj_u32 v1716 = v195 + v1715;
    const cj_u32 v1717 = v1713.x;
    const float v1718 = cj_f32_from_bits(v1717);
    const cj_u16 v1719 = cj_f32_to_bf16(v1718);
    const cj_u16 v1720 = v1719;
    const cj_u32 v1721 = (cj_u32)v1720;
    const cj_u32 v1722 = v1713.y;
    const cj_u32 v1723 = 1u;
    const cj_u32 v1724 = v1716 + v1723;
    const float v1725 = cj_f32_from_bits(v1722);
    const cj_u16 v1726 = cj_f32_to_bf16(v1725);
    const cj_u16 v1727 = v1726;
    const cj_u32 v1728 = (cj_u32)v1727;
    const cj_u32 v1729 = 2u;
    const cj_u32 v1730 = v1715 * v1729;
    const cj_u32 v1731 = 4u;
    const cj_u32 v1732 = v1730 >> v1731;
    const cj_u32 v1733 = 7u;
    const cj_u32 v1734 = v524 & v1733;
    const cj_u32 v1735 = v1732 ^ v1734;
    const cj_u32 v1736 = 15u;
    const cj_u32 v1737 = v1730 & v1736;
    const cj_u32 v1738 = 4u;
    const cj_u32 v1739 = v1735 << v1738;
    const cj_u32 v1740 = v1739 + v1737;
    const cj_u32 v1741 = 512u;
    const cj_u32 v1742 = v524 * v1741;
    const cj_u32 v1743 = v1742 + v1740;
    const cj_u32 v1744 = 32768u;
    const cj_u32 v1745 = v1743 + v1744;
    const cj_u32 v1746 = 24576u; // b_ring
    const cj_u32 v1747 = v1746 + v1745;
    const cj_u32 v1748 = 16u;
    const cj_u32 v1749 = v1728 << v1748;
    const cj_u32 v1750 = v1721 | v1749;
    *(cj_u32 *)(cj_smem + v1747) = v1750;
    const cj_u32 v1751 = 8u;
    const cj_u32 v1752 = v524 + v1751;
    const cj_u32 v1753 = v1713.z;
    const float v1754 = cj_f32_from_bits(v1753);
    const cj_u16 v1755 = cj_f32_to_bf16(v1754);
    const cj_u16 v1756 = v1755;
    const cj_u32 v1757 = (cj_u32)v1756;
    const cj_u32 v1758 = v1713.w;
    const cj_u32 v1759 = 1u;
    const cj_u32 v1760 = v1716 + v1759;
    const float v1761 = cj_f32_from_bits(v1758);
    const cj_u16 v1762 = cj_f32_to_bf16(v1761);
    const cj_u16 v1763 = v1762;
    const cj_u32 v1764 = (cj_u32)v1763;
    const cj_u32 v1765 = 2u;
    const cj_u32 v1766 = v1715 * v1765;
    const cj_u32 v1767 = 4u;
    const cj_u32 v1768 = v1766 >> v1767;
    const cj_u32 v1769 = 7u;
    const cj_u32 v1770 = v1752 & v1769;
    const cj_u32 v1771 = v1768 ^ v1770;
    const cj_u32 v1772 = 15u;
    const cj_u32 v1773 = v1766 & v1772;
    const cj_u32 v1774 = 4u;
    const cj_u32 v1775 = v1771 << v1774;
    const cj_u32 v1776 = v1775 + v1773;
    const cj_u32 v1777 = 512u;
    const cj_u32 v1778 = v1752 * v1777;
    const cj_u32 v1779 = v1778 + v1776;
    const cj_u32 v1780 = 32768u;
    const cj_u32 v1781 = v1779 + v1780;
    const cj_u32 v1782 = 24576u; // b_ring
    const cj_u32 v1783 = v1782 + v1781;
    const cj_u32 v1784 = 16u;
    const cj_u32 v1785 = v1764 << v1784;
    const cj_u32 v1786 = v1757 | v1785;
    *(cj_u32 *)(cj_smem + v1783) = v1786;
    const cj_u32x4 v1787 = make_uint4(__float_as_uint(x_acc18.x), __float_as_uint(x_acc18.y), __float_as_uint(x_acc18.z), __float_as_uint(x_acc18.w));
    const cj_u32 v1788 = 136u;
    const cj_u32 v1789 = v528 + v1788;
    const cj_u32 v1790 = v195 + v1789;
    const cj_u32 v1791 = v1787.x;
    const float v1792 = cj_f32_from_bits(v1791);
    const cj_u16 v1793 = cj_f32_to_bf16(v1792);
    const cj_u16 v1794 = v1793;
    const cj_u32 v1795 = (cj_u32)v1794;
    const cj_u32 v1796 = v1787.y;
    const cj_u32 v1797 = 1u;
    const cj_u32 v1798 = v1790 + v1797;
    const float v1799 = cj_f32_from_bits(v1796);
    const cj_u16 v1800 = cj_f32_to_bf16(v1799);
    const cj_u16 v1801 = v1800;
    const cj_u32 v1802 = (cj_u32)v1801;
    const cj_u32 v1803 = 2u;
    const cj_u32 v1804 = v1789 * v1803;
    const cj_u32 v1805 = 4u;
    const cj_u32 v1806 = v1804 >> v1805;
    const cj_u32 v1807 = 7u;
    const cj_u32 v1808 = v524 & v1807;
    const cj_u32 v1809 = v1806 ^ v1808;
    const cj_u32 v1810 = 15u;
    const cj_u32 v1811 = v1804 & v1810;
    const cj_u32 v1812 = 4u;
    const cj_u32 v1813 = v1809 << v1812;
    const cj_u32 v1814 = v1813 + v1811;
    const cj_u32 v1815 = 512u;
    const cj_u32 v1816 = v524 * v1815;
    const cj_u32 v1817 = v1816 + v1814;
    const cj_u32 v1818 = 32768u;
    const cj_u32 v1819 = v1817 + v1818;
    const cj_u32 v1820 = 24576u; // b_ring
    const cj_u32 v1821 = v1820 + v1819;
    const cj_u32 v1822 = 16u;
    const cj_u32 v1823 = v1802 << v1822;
    const cj_u32 v1824 = v1795 | v1823;
    *(cj_u32 *)(cj_smem + v1821) = v1824;
    const cj_u32 v1825 = 8u;
    const cj_u32 v1826 = v524 + v1825;
    const cj_u32 v1827 = v1787.z;
    const float v1828 = cj_f32_from_bits(v1827);
    const cj_u16 v1829 = cj_f32_to_bf16(v1828);
    const cj_u16 v1830 = v1829;
    const cj_u32 v1831 = (cj_u32)v1830;
    const cj_u32 v1832 = v1787.w;
    const cj_u32 v1833 = 1u;
    const cj_u32 v1834 = v1790 + v1833;
    const float v1835 = cj_f32_from_bits(v1832);
    const cj_u16 v1836 = cj_f32_to_bf16(v1835);
    const cj_u16 v1837 = v1836;
    const cj_u32 v1838 = (cj_u32)v1837;
    const cj_u32 v1839 = 2u;
    const cj_u32 v1840 = v1789 * v1839;
    const cj_u32 v1841 = 4u;
    const cj_u32 v1842 = v1840 >> v1841;
    const cj_u32 v1843 = 7u;
    const cj_u32 v1844 = v1826 & v1843;
    const cj_u32 v1845 = v1842 ^ v1844;
    const cj_u32 v1846 = 15u;
    const cj_u32 v1847 = v1840 & v1846;
    const cj_u32 v1848 = 4u;
    const cj_u32 v1849 = v1845 << v1848;
    const cj_u32 v1850 = v1849 + v1847;
    const cj_u32 v1851 = 512u;
    const cj_u32 v1852 = v1826 * v1851;
    const cj_u32 v1853 = v1852 + v1850;
    const cj_u32 v1854 = 32768u;
    const cj_u32 v1855 = v1853 + v1854;
    const cj_u32 v1856 = 24576u; // b_ring
    const cj_u32 v1857 = v1856 + v1855;
    const cj_u32 v1858 = 16u;
    const cj_u32 v1859 = v1838 << v1858;
    const cj_u32 v1860 = v1831 | v1859;
    *(cj_u32 *)(cj_smem + v1857) = v1860;
    const cj_u32x4 v1861 = make_uint4(__float_as_uint(x_acc19.x), __float_as_uint(x_acc19.y), __float_as_uint(x_acc19.z), __float_as_uint(x_acc19.w));
    const cj_u32 v1862 = 144u;
    const cj_u32 v1863 = v528 + v1862;
    const cj_u32 v1864 = v195 + v1863;
    const cj_u32 v1865 = v1861.x;
    const float v1866 = cj_f32_from_bits(v1865);
    const cj_u16 v1867 = cj_f32_to_bf16(v1866);
    const cj_u16 v1868 = v1867;
    const cj_u32 v1869 = (cj_u32)v1868;
    const cj_u32 v1870 = v1861.y;
    const cj_u32 v1871 = 1u;
    const cj_u32 v1872 = v1864 + v1871;
    const float v1873 = cj_f32_from_bits(v1870);
    const cj_u16 v1874 = cj_f32_to_bf16(v1873);
    const cj_u16 v1875 = v1874;
    const cj_u32 v1876 = (cj_u32)v1875;
    const cj_u32 v1877 = 2u;
    const cj_u32 v1878 = v1863 * v1877;
    const cj_u32 v1879 = 4u;
    const cj_u32 v1880 = v1878 >> v1879;
    const cj_u32 v1881 = 7u;
    const cj_u32 v1882 = v524 & v1881;
    const cj_u32 v1883 = v1880 ^ v1882;
    const cj_u32 v1884 = 15u;
    const cj_u32 v1885 = v1878 & v1884;
    const cj_u32 v1886 = 4u;
    const cj_u32 v1887 = v1883 << v1886;
    const cj_u32 v1888 = v1887 + v1885;
    const cj_u32 v1889 = 512u;
    const cj_u32 v1890 = v524 * v1889;
    const cj_u32 v1891 = v1890 + v1888;
    const cj_u32 v1892 = 32768u;
    const cj_u32 v1893 = v1891 + v1892;
    const cj_u32 v1894 = 24576u; // b_ring
    const cj_u32 v1895 = v1894 + v1893;
    const cj_u32 v1896 = 16u;
    const cj_u32 v1897 = v1876 << v1896;
    const cj_u32 v1898 = v1869 | v1897;
    *(cj_u32 *)(cj_smem + v1895) = v1898;
    const cj_u32 v1899 = 8u;
    const cj_u32 v1900 = v524 + v1899;
    const cj_u32 v1901 = v1861.z;
    const float v1902 = cj_f32_from_bits(v1901);
    const cj_u16 v1903 = cj_f32_to_bf16(v1902);
    const cj_u16 v1904 = v1903;
    const cj_u32 v1905 = (cj_u32)v1904;
    const cj_u32 v1906 = v1861.w;
    const cj_u32 v1907 = 1u;
    const cj_u32 v1908 = v1864 + v1907;
    const float v1909 = cj_f32_from_bits(v1906);
    const cj_u16 v1910 = cj_f32_to_bf16(v1909);
    const cj_u16 v1911 = v1910;
    const cj_u32 v1912 = (cj_u32)v1911;
    const cj_u32 v1913 = 2u;
    const cj_u32 v1914 = v1863 * v1913;
    const cj_u32 v1915 = 4u;
    const cj_u32 v1916 = v1914 >> v1915;
    const cj_u32 v1917 = 7u;
    const cj_u32 v1918 = v1900 & v1917;
    const cj_u32 v1919 = v1916 ^ v1918;
    const cj_u32 v1920 = 15u;
    const cj_u32 v1921 = v1914 & v1920;
    const cj_u32 v1922 = 4u;
    const cj_u32 v1923 = v1919 << v1922;
    const cj_u32 v1924 = v1923 + v1921;
    const cj_u32 v1925 = 512u;
    const cj_u32 v1926 = v1900 * v1925;
    const cj_u32 v1927 = v1926 + v1924;
    const cj_u32 v1928 = 32768u;
    const cj_u32 v1929 = v1927 + v1928;
    const cj_u32 v1930 = 24576u; // b_ring
    const cj_u32 v1931 = v1930 + v1929;
    const cj_u32 v1932 = 16u;
    const cj_u32 v1933 = v1912 << v1932;
    const cj_u32 v1934 = v1905 | v1933;
    *(cj_u32 *)(cj_smem + v1931) = v1934;
    const cj_u32x4 v1935 = make_uint4(__float_as_uint(x_acc20.x), __float_as_uint(x_acc20.y), __float_as_uint(x_acc20.z), __float_as_uint(x_acc20.w));
    const cj_u32 v1936 = 152u;
    const cj_u32 v1937 = v528 + v1936;
    const cj_u32 v1938 = v195 + v1937;
    const cj_u32 v1939 = v1935.x;
    const float v1940 = cj_f32_from_bits(v1939);
    const cj_u16 v1941 = cj_f32_to_bf16(v1940);
    const cj_u16 v1942 = v1941;
    const cj_u32 v1943 = (cj_u32)v1942;
    const cj_u32 v1944 = v1935.y;
    const cj_u32 v1945 = 1u;
    const cj_u32 v1946 = v1938 + v1945;
    const float v1947 = cj_f32_from_bits(v1944);
    const cj_u16 v1948 = cj_f32_to_bf16(v1947);
    const cj_u16 v1949 = v1948;
    const cj_u32 v1950 = (cj_u32)v1949;
    const cj_u32 v1951 = 2u;
    const cj_u32 v1952 = v1937 * v1951;
    const cj_u32 v1953 = 4u;
    const cj_u32 v1954 = v1952 >> v1953;
    const cj_u32 v1955 = 7u;
    const cj_u32 v1956 = v524 & v1955;
    const cj_u32 v1957 = v1954 ^ v1956;
    const cj_u32 v1958 = 15u;
    const cj_u32 v1959 = v1952 & v1958;
    const cj_u32 v1960 = 4u;
    const cj_u32 v1961 = v1957 << v1960;
    const cj_u32 v1962 = v1961 + v1959;
    const cj_u32 v1963 = 512u;
    const cj_u32 v1964 = v524 * v1963;
    const cj_u32 v1965 = v1964 + v1962;
    const cj_u32 v1966 = 32768u;
    const cj_u32 v1967 = v1965 + v1966;
    const cj_u32 v1968 = 24576u; // b_ring
    const cj_u32 v1969 = v1968 + v1967;
    const cj_u32 v1970 = 16u;
    const cj_u32 v1971 = v1950 << v1970;
    const cj_u32 v1972 = v1943 | v1971;
    *(cj_u32 *)(cj_smem + v1969) = v1972;
    const cj_u32 v1973 = 8u;
    const cj_u32 v1974 = v524 + v1973;
    const cj_u32 v1975 = v1935.z;
    const float v1976 = cj_f32_from_bits(v1975);
    const cj_u16 v1977 = cj_f32_to_bf16(v1976);
    const cj_u16 v1978 = v1977;
    const cj_u32 v1979 = (cj_u32)v1978;
    const cj_u32 v1980 = v1935.w;
    const cj_u32 v1981 = 1u;
    const cj_u32 v1982 = v1938 + v1981;
    const float v1983 = cj_f32_from_bits(v1980);
    const cj_u16 v1984 = cj_f32_to_bf16(v1983);
    const cj_u16 v1985 = v1984;
    const cj_u32 v1986 = (cj_u32)v1985;
    const cj_u32 v1987 = 2u;
    const cj_u32 v1988 = v1937 * v1987;
    const cj_u32 v1989 = 4u;
    const cj_u32 v1990 = v1988 >> v1989;
    const cj_u32 v1991 = 7u;
    const cj_u32 v1992 = v1974 & v1991;
    const cj_u32 v1993 = v1990 ^ v1992;
    const cj_u32 v1994 = 15u;
    const cj_u32 v1995 = v1988 & v1994;
    const cj_u32 v1996 = 4u;
    const cj_u32 v1997 = v1993 << v1996;
    const cj_u32 v1998 = v1997 + v1995;
    const cj_u32 v1999 = 512u;
    const cj_u32 v2000 = v1974 * v1999;
    const cj_u32 v2001 = v2000 + v1998;
    const cj_u32 v2002 = 32768u;
    const cj_u32 v2003 = v2001 + v2002;
    const cj_u32 v2004 = 24576u; // b_ring
    const cj_u32 v2005 = v2004 + v2003;
    const cj_u32 v2006 = 16u;
    const cj_u32 v2007 = v1986 << v2006;
    const cj_u32 v2008 = v1979 | v2007;
    *(cj_u32 *)(cj_smem + v2005) = v2008;
    const cj_u32x4 v2009 = make_uint4(__float_as_uint(x_acc21.x), __float_as_uint(x_acc21.y), __float_as_uint(x_acc21.z), __float_as_uint(x_acc21.w));
    const cj_u32 v2010 = 160u;
    const cj_u32 v2011 = v528 + v2010;
    const cj_u32 v2012 = v195 + v2011;
    const cj_u32 v2013 = v2009.x;
    const float v2014 = cj_f32_from_bits(v2013);
    const cj_u16 v2015 = cj_f32_to_bf16(v2014);
    const cj_u16 v2016 = v2015;
    const cj_u32 v2017 = (cj_u32)v2016;
    const cj_u32 v2018 = v2009.y;
    const cj_u32 v2019 = 1u;
    const cj_u32 v2020 = v2012 + v2019;
    const float v2021 = cj_f32_from_bits(v2018);
    const cj_u16 v2022 = cj_f32_to_bf16(v2021);
    const cj_u16 v2023 = v2022;
    const cj_u32 v2024 = (cj_u32)v2023;
    const cj_u32 v2025 = 2u;
    const cj_u32 v2026 = v2011 * v2025;
    const cj_u32 v2027 = 4u;
    const cj_u32 v2028 = v2026 >> v2027;
    const cj_u32 v2029 = 7u;
    const cj_u32 v2030 = v524 & v2029;
    const cj_u32 v2031 = v2028 ^ v2030;
    const cj_u32 v2032 = 15u;
    const cj_u32 v2033 = v2026 & v2032;
    const cj_u32 v2034 = 4u;
    const cj_u32 v2035 = v2031 << v2034;
    const cj_u32 v2036 = v2035 + v2033;
    const cj_u32 v2037 = 512u;
    const cj_u32 v2038 = v524 * v2037;
    const cj_u32 v2039 = v2038 + v2036;
    const cj_u32 v2040 = 32768u;
    const cj_u32 v2041 = v2039 + v2040;
    const cj_u32 v2042 = 24576u; // b_ring
    const cj_u32 v2043 = v2042 + v2041;
    const cj_u32 v2044 = 16u;
    const cj_u32 v2045 = v2024 << v2044;
    const cj_u32 v2046 = v2017 | v2045;
    *(cj_u32 *)(cj_smem + v2043) = v2046;
    const cj_u32 v2047 = 8u;
    const cj_u32 v2048 = v524 + v2047;
    const cj_u32 v2049 = v2009.z;
    const float v2050 = cj_f32_from_bits(v2049);
    const cj_u16 v2051 = cj_f32_to_bf16(v2050);
    const cj_u16 v2052 = v2051;
    const cj_u32 v2053 = (cj_u32)v2052;
    const cj_u32 v2054 = v2009.w;
    const cj_u32 v2055 = 1u;
    const cj_u32 v2056 = v2012 + v2055;
    const float v2057 = cj_f32_from_bits(v2054);
    const cj_u16 v2058 = cj_f32_to_bf16(v2057);
    const cj_u16 v2059 = v2058;
    const cj_u32 v2060 = (cj_u32)v2059;
    const cj_u32 v2061 = 2u;
    const cj_u32 v2062 = v2011 * v2061;
    const cj_u32 v2063 = 4u;
    const cj_u32 v2064 = v2062 >> v2063;
    const cj_u32 v2065 = 7u;
    const cj_u32 v2066 = v2048 & v2065;
    const cj_u32 v2067 = v2064 ^ v2066;
    const cj_u32 v2068 = 15u;
    const cj_u32 v2069 = v2062 & v2068;
    const cj_u32 v2070 = 4u;
    const cj_u32 v2071 = v2067 << v2070;
    const cj_u32 v2072 = v2071 + v2069;
    const cj_u32 v2073 = 512u;
    const cj_u32 v2074 = v2048 * v2073;
    const cj_u32 v2075 = v2074 + v2072;
    const cj_u32 v2076 = 32768u;
    const cj_u32 v2077 = v2075 + v2076;
    const cj_u32 v2078 = 24576u; // b_ring
    const cj_u32 v2079 = v2078 + v2077;
    const cj_u32 v2080 = 16u;
    const cj_u32 v2081 = v2060 << v2080;
    const cj_u32 v2082 = v2053 | v2081;
    *(cj_u32 *)(cj_smem + v2079) = v2082;
    const cj_u32x4 v2083 = make_uint4(__float_as_uint(x_acc22.x), __float_as_uint(x_acc22.y), __float_as_uint(x_acc22.z), __float_as_uint(x_acc22.w));
    const cj_u32 v2084 = 168u;
    const cj_u32 v2085 = v528 + v2084;
    const cj_u32 v2086 = v195 + v2085;
    const cj_u32 v2087 = v2083.x;
    const float v2088 = cj_f32_from_bits(v2087);
    const cj_u16 v2089 = cj_f32_to_bf16(v2088);
    const cj_u16 v2090 = v2089;
    const cj_u32 v2091 = (cj_u32)v2090;
    const cj_u32 v2092 = v2083.y;
    const cj_u32 v2093 = 1u;
    const cj_u32 v2094 = v2086 + v2093;
    const float v2095 = cj_f32_from_bits(v2092);
    const cj_u16 v2096 = cj_f32_to_bf16(v2095);
    const cj_u16 v2097 = v2096;
    const cj_u32 v2098 = (cj_u32)v2097;
    const cj_u32 v2099 = 2u;
    const cj_u32 v2100 = v2085 * v2099;
    const cj_u32 v2101 = 4u;
    const cj_u32 v2102 = v2100 >> v2101;
    const cj_u32 v2103 = 7u;
    const cj_u32 v2104 = v524 & v2103;
    const cj_u32 v2105 = v2102 ^ v2104;
    const cj_u32 v2106 = 15u;
    const cj_u32 v2107 = v2100 & v2106;
    const cj_u32 v2108 = 4u;
    const cj_u32 v2109 = v2105 << v2108;
    const cj_u32 v2110 = v2109 + v2107;
    const cj_u32 v2111 = 512u;
    const cj_u32 v2112 = v524 * v2111;
    const cj_u32 v2113 = v2112 + v2110;
    const cj_u32 v2114 = 32768u;
    const cj_u32 v2115 = v2113 + v2114;
    const cj_u32 v2116 = 24576u; // b_ring
    const cj_u32 v2117 = v2116 + v2115;
    const cj_u32 v2118 = 16u;
    const cj_u32 v2119 = v2098 << v2118;
    const cj_u32 v2120 = v2091 | v2119;
    *(cj_u32 *)(cj_smem + v2117) = v2120;
    const cj_u32 v2121 = 8u;
    const cj_u32 v2122 = v524 + v2121;
    const cj_u32 v2123 = v2083.z;
    const float v2124 = cj_f32_from_bits(v2123);
    const cj_u16 v2125 = cj_f32_to_bf16(v2124);
    const cj_u16 v2126 = v2125;
    const cj_u32 v2127 = (cj_u32)v2126;
    const cj_u32 v2128 = v2083.w;
    const cj_u32 v2129 = 1u;
    const cj_u32 v2130 = v2086 + v2129;
    const float v2131 = cj_f32_from_bits(v2128);
    const cj_u16 v2132 = cj_f32_to_bf16(v2131);
    const cj_u16 v2133 = v2132;
    const cj_u32 v2134 = (cj_u32)v2133;
    const cj_u32 v2135 = 2u;
    const cj_u32 v2136 = v2085 * v2135;
    const cj_u32 v2137 = 4u;
    const cj_u32 v2138 = v2136 >> v2137;
    const cj_u32 v2139 = 7u;
    const cj_u32 v2140 = v2122 & v2139;
    const cj_u32 v2141 = v2138 ^ v2140;
    const cj_u32 v2142 = 15u;
    const cj_u32 v2143 = v2136 & v2142;
    const cj_u32 v2144 = 4u;
    const cj_u32 v2145 = v2141 << v2144;
    const cj_u32 v2146 = v2145 + v2143;
    const cj_u32 v2147 = 512u;
    const cj_u32 v2148 = v2122 * v2147;
    const cj_u32 v2149 = v2148 + v2146;
    const cj_u32 v2150 = 32768u;
    const cj_u32 v2151 = v2149 + v2150;
    const cj_u32 v2152 = 24576u; // b_ring
    const cj_u32 v2153 = v2152 + v2151;
    const cj_u32 v2154 = 16u;
    const cj_u32 v2155 = v2134 << v2154;
    const cj_u32 v2156 = v2127 | v2155;
    *(cj_u32 *)(cj_smem + v2153) = v2156;
    const cj_u32x4 v2157 = make_uint4(__float_as_uint(x_acc23.x), __float_as_uint(x_acc23.y), __float_as_uint(x_acc23.z), __float_as_uint(x_acc23.w));
    const cj_u32 v2158 = 176u;
    const cj_u32 v2159 = v528 + v2158;
    const cj_u32 v2160 = v195 + v2159;
    const cj_u32 v2161 = v2157.x;
    const float v2162 = cj_f32_from_bits(v2161);
    const cj_u16 v2163 = cj_f32_to_bf16(v2162);
    const cj_u16 v2164 = v2163;
    const cj_u32 v2165 = (cj_u32)v2164;
    const cj_u32 v2166 = v2157.y;
    const cj_u32 v2167 = 1u;
    const cj_u32 v2168 = v2160 + v2167;
    const float v2169 = cj_f32_from_bits(v2166);
    const cj_u16 v2170 = cj_f32_to_bf16(v2169);
    const cj_u16 v2171 = v2170;
    const cj_u32 v2172 = (cj_u32)v2171;
    const cj_u32 v2173 = 2u;
    const cj_u32 v2174 = v2159 * v2173;
    const cj_u32 v2175 = 4u;
    const cj_u32 v2176 = v2174 >> v2175;
    const cj_u32 v2177 = 7u;
    const cj_u32 v2178 = v524 & v2177;
    const cj_u32 v2179 = v2176 ^ v2178;
    const cj_u32 v2180 = 15u;
    const cj_u32 v2181 = v2174 & v2180;
    const cj_u32 v2182 = 4u;
    const cj_u32 v2183 = v2179 << v2182;
    const cj_u32 v2184 = v2183 + v2181;
    const cj_u32 v2185 = 512u;
    const cj_u32 v2186 = v524 * v2185;
    const cj_u32 v2187 = v2186 + v2184;
    const cj_u32 v2188 = 32768u;
    const cj_u32 v2189 = v2187 + v2188;
    const cj_u32 v2190 = 24576u; // b_ring
    const cj_u32 v2191 = v2190 + v2189;
    const cj_u32 v2192 = 16u;
    const cj_u32 v2193 = v2172 << v2192;
    const cj_u32 v2194 = v2165 | v2193;
    *(cj_u32 *)(cj_smem + v2191) = v2194;
    const cj_u32 v2195 = 8u;
    const cj_u32 v2196 = v524 + v2195;
    const cj_u32 v2197 = v2157.z;
    const float v2198 = cj_f32_from_bits(v2197);
    const cj_u16 v2199 = cj_f32_to_bf16(v2198);
    const cj_u16 v2200 = v2199;
    const cj_u32 v2201 = (cj_u32)v2200;
    const cj_u32 v2202 = v2157.w;
    const cj_u32 v2203 = 1u;
    const cj_u32 v2204 = v2160 + v2203;
    const float v2205 = cj_f32_from_bits(v2202);
    const cj_u16 v2206 = cj_f32_to_bf16(v2205);
    const cj_u16 v2207 = v2206;
    const cj_u32 v2208 = (cj_u32)v2207;
    const cj_u32 v2209 = 2u;
    const cj_u32 v2210 = v2159 * v2209;
    const cj_u32 v2211 = 4u;
    const cj_u32 v2212 = v2210 >> v2211;
    const cj_u32 v2213 = 7u;
    const cj_u32 v2214 = v2196 & v2213;
    const cj_u32 v2215 = v2212 ^ v2214;
    const cj_u32 v2216 = 15u;
    const cj_u32 v2217 = v2210 & v2216;
    const cj_u32 v2218 = 4u;
    const cj_u32 v2219 = v2215 << v2218;
    const cj_u32 v2220 = v2219 + v2217;
    const cj_u32 v2221 = 512u;
    const cj_u32 v2222 = v2196 * v2221;
    const cj_u32 v2223 = v2222 + v2220;
    const cj_u32 v2224 = 32768u;
    const cj_u32 v2225 = v2223 + v2224;
    const cj_u32 v2226 = 24576u; // b_ring
    const cj_u32 v2227 = v2226 + v2225;
    const cj_u32 v2228 = 16u;
    const cj_u32 v2229 = v2208 << v2228;
    const cj_u32 v2230 = v2201 | v2229;
    *(cj_u32 *)(cj_smem + v2227) = v2230;
    const cj_u32x4 v2231 = make_uint4(__float_as_uint(x_acc24.x), __float_as_uint(x_acc24.y), __float_as_uint(x_acc24.z), __float_as_uint(x_acc24.w));
    const cj_u32 v2232 = 184u;
    const cj_u32 v2233 = v528 + v2232;
    const cj_u32 v2234 = v195 + v2233;
    const cj_u32 v2235 = v2231.x;
    const float v2236 = cj_f32_from_bits(v2235);
    const cj_u16 v2237 = cj_f32_to_bf16(v2236);
    const cj_u16 v2238 = v2237;
    const cj_u32 v2239 = (cj_u32)v2238;
    const cj_u32 v2240 = v2231.y;
    const cj_u32 v2241 = 1u;
    const cj_u32 v2242 = v2234 + v2241;
    const float v2243 = cj_f32_from_bits(v2240);
    const cj_u16 v2244 = cj_f32_to_bf16(v2243);
    const cj_u16 v2245 = v2244;
    const cj_u32 v2246 = (cj_u32)v2245;
    const cj_u32 v2247 = 2u;
    const cj_u32 v2248 = v2233 * v2247;
    const cj_u32 v2249 = 4u;
    const cj_u32 v2250 = v2248 >> v2249;
    const cj_u32 v2251 = 7u;
    const cj_u32 v2252 = v524 & v2251;
    const cj_u32 v2253 = v2250 ^ v2252;
    const cj_u32 v2254 = 15u;
    const cj_u32 v2255 = v2248 & v2254;
    const cj_u32 v2256 = 4u;
    const cj_u32 v2257 = v2253 << v2256;
    const cj_u32 v2258 = v2257 + v2255;
    const cj_u32 v2259 = 512u;
    const cj_u32 v2260 = v524 * v2259;
    const cj_u32 v2261 = v2260 + v2258;
    const cj_u32 v2262 = 32768u;
    const cj_u32 v2263 = v2261 + v2262;
    const cj_u32 v2264 = 24576u; // b_ring
    const cj_u32 v2265 = v2264 + v2263;
    const cj_u32 v2266 = 16u;
    const cj_u32 v2267 = v2246 << v2266;
    const cj_u32 v2268 = v2239 | v2267;
    *(cj_u32 *)(cj_smem + v2265) = v2268;
    const cj_u32 v2269 = 8u;
    const cj_u32 v2270 = v524 + v2269;
    const cj_u32 v2271 = v2231.z;
    const float v2272 = cj_f32_from_bits(v2271);
    const cj_u16 v2273 = cj_f32_to_bf16(v2272);
    const cj_u16 v2274 = v2273;
    const cj_u32 v2275 = (cj_u32)v2274;
    const cj_u32 v2276 = v2231.w;
    const cj_u32 v2277 = 1u;
    const cj_u32 v2278 = v2234 + v2277;
    const float v2279 = cj_f32_from_bits(v2276);
    const cj_u16 v2280 = cj_f32_to_bf16(v2279);
    const cj_u16 v2281 = v2280;
    const cj_u32 v2282 = (cj_u32)v2281;
    const cj_u32 v2283 = 2u;
    const cj_u32 v2284 = v2233 * v2283;
    const cj_u32 v2285 = 4u;
    const cj_u32 v2286 = v2284 >> v2285;
    const cj_u32 v2287 = 7u;
    const cj_u32 v2288 = v2270 & v2287;
    const cj_u32 v2289 = v2286 ^ v2288;
    const cj_u32 v2290 = 15u;
    const cj_u32 v2291 = v2284 & v2290;
    const cj_u32 v2292 = 4u;
    const cj_u32 v2293 = v2289 << v2292;
    const cj_u32 v2294 = v2293 + v2291;
    const cj_u32 v2295 = 512u;
    const cj_u32 v2296 = v2270 * v2295;
    const cj_u32 v2297 = v2296 + v2294;
    const cj_u32 v2298 = 32768u;
    const cj_u32 v2299 = v2297 + v2298;
    const cj_u32 v2300 = 24576u; // b_ring
    const cj_u32 v2301 = v2300 + v2299;
    const cj_u32 v2302 = 16u;
    const cj_u32 v2303 = v2282 << v2302;
    const cj_u32 v2304 = v2275 | v2303;
    *(cj_u32 *)(cj_smem + v2301) = v2304;
    const cj_u32x4 v2305 = make_uint4(__float_as_uint(x_acc25.x), __float_as_uint(x_acc25.y), __float_as_uint(x_acc25.z), __float_as_uint(x_acc25.w));
    const cj_u32 v2306 = 192u;
    const cj_u32 v2307 = v528 + v2306;
    const cj_u32 v2308 = v195 + v2307;
    const cj_u32 v2309 = v2305.x;
    const float v2310 = cj_f32_from_bits(v2309);
    const cj_u16 v2311 = cj_f32_to_bf16(v2310);
    const cj_u16 v2312 = v2311;
    const cj_u32 v2313 = (cj_u32)v2312;
    const cj_u32 v2314 = v2305.y;
    const cj_u32 v2315 = 1u;
    const cj_u32 v2316 = v2308 + v2315;
    const float v2317 = cj_f32_from_bits(v2314);
    const cj_u16 v2318 = cj_f32_to_bf16(v2317);
    const cj_u16 v2319 = v2318;
    const cj_u32 v2320 = (cj_u32)v2319;
    const cj_u32 v2321 = 2u;
    const cj_u32 v2322 = v2307 * v2321;
    const cj_u32 v2323 = 4u;
    const cj_u32 v2324 = v2322 >> v2323;
    const cj_u32 v2325 = 7u;
    const cj_u32 v2326 = v524 & v2325;
    const cj_u32 v2327 = v2324 ^ v2326;
    const cj_u32 v2328 = 15u;
    const cj_u32 v2329 = v2322 & v2328;
    const cj_u32 v2330 = 4u;
    const cj_u32 v2331 = v2327 << v2330;
    const cj_u32 v2332 = v2331 + v2329;
    const cj_u32 v2333 = 512u;
    const cj_u32 v2334 = v524 * v2333;
    const cj_u32 v2335 = v2334 + v2332;
    const cj_u32 v2336 = 32768u;
    const cj_u32 v2337 = v2335 + v2336;
    const cj_u32 v2338 = 24576u; // b_ring
    const cj_u32 v2339 = v2338 + v2337;
    const cj_u32 v2340 = 16u;
    const cj_u32 v2341 = v2320 << v2340;
    const cj_u32 v2342 = v2313 | v2341;
    *(cj_u32 *)(cj_smem + v2339) = v2342;
    const cj_u32 v2343 = 8u;
    const cj_u32 v2344 = v524 + v2343;
    const cj_u32 v2345 = v2305.z;
    const float v2346 = cj_f32_from_bits(v2345);
    const cj_u16 v2347 = cj_f32_to_bf16(v2346);
    const cj_u16 v2348 = v2347;
    const cj_u32 v2349 = (cj_u32)v2348;
    const cj_u32 v2350 = v2305.w;
    const cj_u32 v2351 = 1u;
    const cj_u32 v2352 = v2308 + v2351;
    const float v2353 = cj_f32_from_bits(v2350);
    const cj_u16 v2354 = cj_f32_to_bf16(v2353);
    const cj_u16 v2355 = v2354;
    const cj_u32 v2356 = (cj_u32)v2355;
    const cj_u32 v2357 = 2u;
    const cj_u32 v2358 = v2307 * v2357;
    const cj_u32 v2359 = 4u;
    const cj_u32 v2360 = v2358 >> v2359;
    const cj_u32 v2361 = 7u;
    const cj_u32 v2362 = v2344 & v2361;
    const cj_u32 v2363 = v2360 ^ v2362;
    const cj_u32 v2364 = 15u;
    const cj_u32 v2365 = v2358 & v2364;
    const cj_u32 v2366 = 4u;
    const cj_u32 v2367 = v2363 << v2366;
    const cj_u32 v2368 = v2367 + v2365;
    const cj_u32 v2369 = 512u;
    const cj_u32 v2370 = v2344 * v2369;
    const cj_u32 v2371 = v2370 + v2368;
    const cj_u32 v2372 = 32768u;
    const cj_u32 v2373 = v2371 + v2372;
    const cj_u32 v2374 = 24576u; // b_ring
    const cj_u32 v2375 = v2374 + v2373;
    const cj_u32 v2376 = 16u;
    const cj_u32 v2377 = v2356 << v2376;
    const cj_u32 v2378 = v2349 | v2377;
    *(cj_u32 *)(cj_smem + v2375) = v2378;
    const cj_u32x4 v2379 = make_uint4(__float_as_uint(x_acc26.x), __float_as_uint(x_acc26.y), __float_as_uint(x_acc26.z), __float_as_uint(x_acc26.w));
    const cj_u32 v2380 = 200u;
    const cj_u32 v2381 = v528 + v2380;
    const cj_u32 v2382 = v195 + v2381;
    const cj_u32 v2383 = v2379.x;
    const float v2384 = cj_f32_from_bits(v2383);
    const cj_u16 v2385 = cj_f32_to_bf16(v2384);
    const cj_u16 v2386 = v2385;
    const cj_u32 v2387 = (cj_u32)v2386;
    const cj_u32 v2388 = v2379.y;
    const cj_u32 v2389 = 1u;
    const cj_u32 v2390 = v2382 + v2389;
    const float v2391 = cj_f32_from_bits(v2388);
    const cj_u16 v2392 = cj_f32_to_bf16(v2391);
    const cj_u16 v2393 = v2392;
    const cj_u32 v2394 = (cj_u32)v2393;
    const cj_u32 v2395 = 2u;
    const cj_u32 v2396 = v2381 * v2395;
    const cj_u32 v2397 = 4u;
    const cj_u32 v2398 = v2396 >> v2397;
    const cj_u32 v2399 = 7u;
    const cj_u32 v2400 = v524 & v2399;
    const cj_u32 v2401 = v2398 ^ v2400;
    const cj_u32 v2402 = 15u;
    const cj_u32 v2403 = v2396 & v2402;
    const cj_u32 v2404 = 4u;
    const cj_u32 v2405 = v2401 << v2404;
    const cj_u32 v2406 = v2405 + v2403;
    const cj_u32 v2407 = 512u;
    const cj_u32 v2408 = v524 * v2407;
    const cj_u32 v2409 = v2408 + v2406;
    const cj_u32 v2410 = 32768u;
    const cj_u32 v2411 = v2409 + v2410;
    const cj_u32 v2412 = 24576u; // b_ring
    const cj_u32 v2413 = v2412 + v2411;
    const cj_u32 v2414 = 16u;
    const cj_u32 v2415 = v2394 << v2414;
    const cj_u32 v2416 = v2387 | v2415;
    *(cj_u32 *)(cj_smem + v2413) = v2416;
    const cj_u32 v2417 = 8u;
    const cj_u32 v2418 = v524 + v2417;
    const cj_u32 v2419 = v2379.z;
    const float v2420 = cj_f32_from_bits(v2419);
    const cj_u16 v2421 = cj_f32_to_bf16(v2420);
    const cj_u16 v2422 = v2421;
    const cj_u32 v2423 = (cj_u32)v2422;
    const cj_u32 v2424 = v2379.w;
    const cj_u32 v2425 = 1u;
    const cj_u32 v2426 = v2382 + v2425;
    const float v2427 = cj_f32_from_bits(v2424);
    const cj_u16 v2428 = cj_f32_to_bf16(v2427);
    const cj_u16 v2429 = v2428;
    const cj_u32 v2430 = (cj_u32)v2429;
    const cj_u32 v2431 = 2u;
    const cj_u32 v2432 = v2381 * v2431;
    const cj_u32 v2433 = 4u;
    const cj_u32 v2434 = v2432 >> v2433;
    const cj_u32 v2435 = 7u;
    const cj_u32 v2436 = v2418 & v2435;
    const cj_u32 v2437 = v2434 ^ v2436;
    const cj_u32 v2438 = 15u;
    const cj_u32 v2439 = v2432 & v2438;
    const cj_u32 v2440 = 4u;
    const cj_u32 v2441 = v2437 << v2440;
    const cj_u32 v2442 = v2441 + v2439;
    const cj_u32 v2443 = 512u;
    const cj_u32 v2444 = v2418 * v2443;
    const cj_u32 v2445 = v2444 + v2442;
    const cj_u32 v2446 = 32768u;
    const cj_u32 v2447 = v2445 + v2446;
    const cj_u32 v2448 = 24576u; // b_ring
    const cj_u32 v2449 = v2448 + v2447;
    const cj_u32 v2450 = 16u;
    const cj_u32 v2451 = v2430 << v2450;
    const cj_u32 v2452 = v2423 | v2451;
    *(cj_u32 *)(cj_smem + v2449) = v2452;
    const cj_u32x4 v2453 = make_uint4(__float_as_uint(x_acc27.x), __float_as_uint(x_acc27.y), __float_as_uint(x_acc27.z), __float_as_uint(x_acc27.w));
    const cj_u32 v2454 = 208u;
    const cj_u32 v2455 = v528 + v2454;
    const cj_u32 v2456 = v195 + v2455;
    const cj_u32 v2457 = v2453.x;
    const float v2458 = cj_f32_from_bits(v2457);
    const cj_u16 v2459 = cj_f32_to_bf16(v2458);
    const cj_u16 v2460 = v2459;
    const cj_u32 v2461 = (cj_u32)v2460;
    const cj_u32 v2462 = v2453.y;
    const cj_u32 v2463 = 1u;
    const cj_u32 v2464 = v2456 + v2463;
    const float v2465 = cj_f32_from_bits(v2462);
    const cj_u16 v2466 = cj_f32_to_bf16(v2465);
    const cj_u16 v2467 = v2466;
    const cj_u32 v2468 = (cj_u32)v2467;
    const cj_u32 v2469 = 2u;
    const cj_u32 v2470 = v2455 * v2469;
    const cj_u32 v2471 = 4u;
    const cj_u32 v2472 = v2470 >> v2471;
    const cj_u32 v2473 = 7u;
    const cj_u32 v2474 = v524 & v2473;
    const cj_u32 v2475 = v2472 ^ v2474;
    const cj_u32 v2476 = 15u;
    const cj_u32 v2477 = v2470 & v2476;
    const cj_u32 v2478 = 4u;
    const cj_u32 v2479 = v2475 << v2478;
    const cj_u32 v2480 = v2479 + v2477;
    const cj_u32 v2481 = 512u;
    const cj_u32 v2482 = v524 * v2481;
    const cj_u32 v2483 = v2482 + v2480;
    const cj_u32 v2484 = 32768u;
    const cj_u32 v2485 = v2483 + v2484;
    const cj_u32 v2486 = 24576u; // b_ring
    const cj_u32 v2487 = v2486 + v2485;
    const cj_u32 v2488 = 16u;
    const cj_u32 v2489 = v2468 << v2488;
    const cj_u32 v2490 = v2461 | v2489;
    *(cj_u32 *)(cj_smem + v2487) = v2490;
    const cj_u32 v2491 = 8u;
    const cj_u32 v2492 = v524 + v2491;
    const cj_u32 v2493 = v2453.z;
    const float v2494 = cj_f32_from_bits(v2493);
    const cj_u16 v2495 = cj_f32_to_bf16(v2494);
    const cj_u16 v2496 = v2495;
    const cj_u32 v2497 = (cj_u32)v2496;
    const cj_u32 v2498 = v2453.w;
    const cj_u32 v2499 = 1u;
    const cj_u32 v2500 = v2456 + v2499;
    const float v2501 = cj_f32_from_bits(v2498);
    const cj_u16 v2502 = cj_f32_to_bf16(v2501);
    const cj_u16 v2503 = v2502;
    const cj_u32 v2504 = (cj_u32)v2503;
    const cj_u32 v2505 = 2u;
    const cj_u32 v2506 = v2455 * v2505;
    const cj_u32 v2507 = 4u;
    const cj_u32 v2508 = v2506 >> v2507;
    const cj_u32 v2509 = 7u;
    const cj_u32 v2510 = v2492 & v2509;
    const cj_u32 v2511 = v2508 ^ v2510;
    const cj_u32 v2512 = 15u;
    const cj_u32 v2513 = v2506 & v2512;
    const cj_u32 v2514 = 4u;
    const cj_u32 v2515 = v2511 << v2514;
    const cj_u32 v2516 = v2515 + v2513;
    const cj_u32 v2517 = 512u;
    const cj_u32 v2518 = v2492 * v2517;
    const cj_u32 v2519 = v2518 + v2516;
    const cj_u32 v2520 = 32768u;
    const cj_u32 v2521 = v2519 + v2520;
    const cj_u32 v2522 = 24576u; // b_ring
    const cj_u32 v2523 = v2522 + v2521;
    const cj_u32 v2524 = 16u;
    const cj_u32 v2525 = v2504 << v2524;
    const cj_u32 v2526 = v2497 | v2525;
    *(cj_u32 *)(cj_smem + v2523) = v2526;
    const cj_u32x4 v2527 = make_uint4(__float_as_uint(x_acc28.x), __float_as_uint(x_acc28.y), __float_as_uint(x_acc28.z), __float_as_uint(x_acc28.w));
    const cj_u32 v2528 = 216u;
    const cj_u32 v2529 = v528 + v2528;
    const cj_u32 v2530 = v195 + v2529;
    const cj_u32 v2531 = v2527.x;
    const float v2532 = cj_f32_from_bits(v2531);
    const cj_u16 v2533 = cj_f32_to_bf16(v2532);
    const cj_u16 v2534 = v2533;
    const cj_u32 v2535 = (cj_u32)v2534;
    const cj_u32 v2536 = v2527.y;
    const cj_u32 v2537 = 1u;
    const cj_u32 v2538 = v2530 + v2537;
    const float v2539 = cj_f32_from_bits(v2536);
    const cj_u16 v2540 = cj_f32_to_bf16(v2539);
    const cj_u16 v2541 = v2540;
    const cj_u32 v2542 = (cj_u32)v2541;
    const cj_u32 v2543 = 2u;
    const cj_u32 v2544 = v2529 * v2543;
    const cj_u32 v2545 = 4u;
    const cj_u32 v2546 = v2544 >> v2545;
    const cj_u32 v2547 = 7u;
    const cj_u32 v2548 = v524 & v2547;
    const cj_u32 v2549 = v2546 ^ v2548;
    const cj_u32 v2550 = 15u;
    const cj_u32 v2551 = v2544 & v2550;
    const cj_u32 v2552 = 4u;
    const cj_u32 v2553 = v2549 << v2552;
    const cj_u32 v2554 = v2553 + v2551;
    const cj_u32 v2555 = 512u;
    const cj_u32 v2556 = v524 * v2555;
    const cj_u32 v2557 = v2556 + v2554;
    const cj_u32 v2558 = 32768u;
    const cj_u32 v2559 = v2557 + v2558;
    const cj_u32 v2560 = 24576u; // b_ring
    const cj_u32 v2561 = v2560 + v2559;
    const cj_u32 v2562 = 16u;
    const cj_u32 v2563 = v2542 << v2562;
    const cj_u32 v2564 = v2535 | v2563;
    *(cj_u32 *)(cj_smem + v2561) = v2564;
    const cj_u32 v2565 = 8u;
    const cj_u32 v2566 = v524 + v2565;
    const cj_u32 v2567 = v2527.z;
    const float v2568 = cj_f32_from_bits(v2567);
    const cj_u16 v2569 = cj_f32_to_bf16(v2568);
    const cj_u16 v2570 = v2569;
    const cj_u32 v2571 = (cj_u32)v2570;
    const cj_u32 v2572 = v2527.w;
    const cj_u32 v2573 = 1u;
    const cj_u32 v2574 = v2530 + v2573;
    const float v2575 = cj_f32_from_bits(v2572);
    const cj_u16 v2576 = cj_f32_to_bf16(v2575);
    const cj_u16 v2577 = v2576;
    const cj_u32 v2578 = (cj_u32)v2577;
    const cj_u32 v2579 = 2u;
    const cj_u32 v2580 = v2529 * v2579;
    const cj_u32 v2581 = 4u;
    const cj_u32 v2582 = v2580 >> v2581;
    const cj_u32 v2583 = 7u;
    const cj_u32 v2584 = v2566 & v2583;
    const cj_u32 v2585 = v2582 ^ v2584;
    const cj_u32 v2586 = 15u;
    const cj_u32 v2587 = v2580 & v2586;
    const cj_u32 v2588 = 4u;
    const cj_u32 v2589 = v2585 << v2588;
    const cj_u32 v2590 = v2589 + v2587;
    const cj_u32 v2591 = 512u;
    const cj_u32 v2592 = v2566 * v2591;
    const cj_u32 v2593 = v2592 + v2590;
    const cj_u32 v2594 = 32768u;
    const cj_u32 v2595 = v2593 + v2594;
    const cj_u32 v2596 = 24576u; // b_ring
    const cj_u32 v2597 = v2596 + v2595;
    const cj_u32 v2598 = 16u;
    const cj_u32 v2599 = v2578 << v2598;
    const cj_u32 v2600 = v2571 | v2599;
    *(cj_u32 *)(cj_smem + v2597) = v2600;
    const cj_u32x4 v2601 = make_uint4(__float_as_uint(x_acc29.x), __float_as_uint(x_acc29.y), __float_as_uint(x_acc29.z), __float_as_uint(x_acc29.w));
    const cj_u32 v2602 = 224u;
    const cj_u32 v2603 = v528 + v2602;
    const cj_u32 v2604 = v195 + v2603;
    const cj_u32 v2605 = v2601.x;
    const float v2606 = cj_f32_from_bits(v2605);
    const cj_u16 v2607 = cj_f32_to_bf16(v2606);
    const cj_u16 v2608 = v2607;
    const cj_u32 v2609 = (cj_u32)v2608;
    const cj_u32 v2610 = v2601.y;
    const cj_u32 v2611 = 1u;
    const cj_u32 v2612 = v2604 + v2611;
    const float v2613 = cj_f32_from_bits(v2610);
    const cj_u16 v2614 = cj_f32_to_bf16(v2613);
    const cj_u16 v2615 = v2614;
    const cj_u32 v2616 = (cj_u32)v2615;
    const cj_u32 v2617 = 2u;
    const cj_u32 v2618 = v2603 * v2617;
    const cj_u32 v2619 = 4u;
    const cj_u32 v2620 = v2618 >> v2619;
    const cj_u32 v2621 = 7u;
    const cj_u32 v2622 = v524 & v2621;
    const cj_u32 v2623 = v2620 ^ v2622;
    const cj_u32 v2624 = 15u;
    const cj_u32 v2625 = v2618 & v2624;
    const cj_u32 v2626 = 4u;
    const cj_u32 v2627 = v2623 << v2626;
    const cj_u32 v2628 = v2627 + v2625;
    const cj_u32 v2629 = 512u;
    const cj_u32 v2630 = v524 * v2629;
    const cj_u32 v2631 = v2630 + v2628;
    const cj_u32 v2632 = 32768u;
    const cj_u32 v2633 = v2631 + v2632;
    const cj_u32 v2634 = 24576u; // b_ring
    const cj_u32 v2635 = v2634 + v2633;
    const cj_u32 v2636 = 16u;
    const cj_u32 v2637 = v2616 << v2636;
    const cj_u32 v2638 = v2609 | v2637;
    *(cj_u32 *)(cj_smem + v2635) = v2638;
    const cj_u32 v2639 = 8u;
    const cj_u32 v2640 = v524 + v2639;
    const cj_u32 v2641 = v2601.z;
    const float v2642 = cj_f32_from_bits(v2641);
    const cj_u16 v2643 = cj_f32_to_bf16(v2642);
    const cj_u16 v2644 = v2643;
    const cj_u32 v2645 = (cj_u32)v2644;
    const cj_u32 v2646 = v2601.w;
    const cj_u32 v2647 = 1u;
    const cj_u32 v2648 = v2604 + v2647;
    const float v2649 = cj_f32_from_bits(v2646);
    const cj_u16 v2650 = cj_f32_to_bf16(v2649);
    const cj_u16 v2651 = v2650;
    const cj_u32 v2652 = (cj_u32)v2651;
    const cj_u32 v2653 = 2u;
    const cj_u32 v2654 = v2603 * v2653;
    const cj_u32 v2655 = 4u;
    const cj_u32 v2656 = v2654 >> v2655;
    const cj_u32 v2657 = 7u;
    const cj_u32 v2658 = v2640 & v2657;
    const cj_u32 v2659 = v2656 ^ v2658;
    const cj_u32 v2660 = 15u;
    const cj_u32 v2661 = v2654 & v2660;
    const cj_u32 v2662 = 4u;
    const cj_u32 v2663 = v2659 << v2662;
    const cj_u32 v2664 = v2663 + v2661;
    const cj_u32 v2665 = 512u;
    const cj_u32 v2666 = v2640 * v2665;
    const cj_u32 v2667 = v2666 + v2664;
    const cj_u32 v2668 = 32768u;
    const cj_u32 v2669 = v2667 + v2668;
    const cj_u32 v2670 = 24576u; // b_ring
    const cj_u32 v2671 = v2670 + v2669;
    const cj_u32 v2672 = 16u;
    const cj_u32 v2673 = v2652 << v2672;
    const cj_u32 v2674 = v2645 | v2673;
    *(cj_u32 *)(cj_smem + v2671) = v2674;
    const cj_u32x4 v2675 = make_uint4(__float_as_uint(x_acc30.x), __float_as_uint(x_acc30.y), __float_as_uint(x_acc30.z), __float_as_uint(x_acc30.w));
    const cj_u32 v2676 = 232u;
    const cj_u32 v2677 = v528 + v2676;
    const cj_u32 v2678 = v195 + v2677;
    const cj_u32 v2679 = v2675.x;
    const float v2680 = cj_f32_from_bits(v2679);
    const cj_u16 v2681 = cj_f32_to_bf16(v2680);
    const cj_u16 v2682 = v2681;
    const cj_u32 v2683 = (cj_u32)v2682;
    const cj_u32 v2684 = v2675.y;
    const cj_u32 v2685 = 1u;
    const cj_u32 v2686 = v2678 + v2685;
    const float v2687 = cj_f32_from_bits(v2684);
    const cj_u16 v2688 = cj_f32_to_bf16(v2687);
    const cj_u16 v2689 = v2688;
    const cj_u32 v2690 = (cj_u32)v2689;
    const cj_u32 v2691 = 2u;
    const cj_u32 v2692 = v2677 * v2691;
    const cj_u32 v2693 = 4u;
    const cj_u32 v2694 = v2692 >> v2693;
    const cj_u32 v2695 = 7u;
    const cj_u32 v2696 = v524 & v2695;
    const cj_u32 v2697 = v2694 ^ v2696;
    const cj_u32 v2698 = 15u;
    const cj_u32 v2699 = v2692 & v2698;
    const cj_u32 v2700 = 4u;
    const cj_u32 v2701 = v2697 << v2700;
    const cj_u32 v2702 = v2701 + v2699;
    const cj_u32 v2703 = 512u;
    const cj_u32 v2704 = v524 * v2703;
    const cj_u32 v2705 = v2704 + v2702;
    const cj_u32 v2706 = 32768u;
    const cj_u32 v2707 = v2705 + v2706;
    const cj_u32 v2708 = 24576u; // b_ring
    const cj_u32 v2709 = v2708 + v2707;
    const cj_u32 v2710 = 16u;
    const cj_u32 v2711 = v2690 << v2710;
    const cj_u32 v2712 = v2683 | v2711;
    *(cj_u32 *)(cj_smem + v2709) = v2712;
    const cj_u32 v2713 = 8u;
    const cj_u32 v2714 = v524 + v2713;
    const cj_u32 v2715 = v2675.z;
    const float v2716 = cj_f32_from_bits(v2715);
    const cj_u16 v2717 = cj_f32_to_bf16(v2716);
    const cj_u16 v2718 = v2717;
    const cj_u32 v2719 = (cj_u32)v2718;
    const cj_u32 v2720 = v2675.w;
    const cj_u32 v2721 = 1u;
    const cj_u32 v2722 = v2678 + v2721;
    const float v2723 = cj_f32_from_bits(v2720);
    const cj_u16 v2724 = cj_f32_to_bf16(v2723);
    const cj_u16 v2725 = v2724;
    const cj_u32 v2726 = (cj_u32)v2725;
    const cj_u32 v2727 = 2u;
    const cj_u32 v2728 = v2677 * v2727;
    const cj_u32 v2729 = 4u;
    const cj_u32 v2730 = v2728 >> v2729;
    const cj_u32 v2731 = 7u;
    const cj_u32 v2732 = v2714 & v2731;
    const cj_u32 v2733 = v2730 ^ v2732;
    const cj_u32 v2734 = 15u;
    const cj_u32 v2735 = v2728 & v2734;
    const cj_u32 v2736 = 4u;
    const cj_u32 v2737 = v2733 << v2736;
    const cj_u32 v2738 = v2737 + v2735;
    const cj_u32 v2739 = 512u;
    const cj_u32 v2740 = v2714 * v2739;
    const cj_u32 v2741 = v2740 + v2738;
    const cj_u32 v2742 = 32768u;
    const cj_u32 v2743 = v2741 + v2742;
    const cj_u32 v2744 = 24576u; // b_ring
    const cj_u32 v2745 = v2744 + v2743;
    const cj_u32 v2746 = 16u;
    const cj_u32 v2747 = v2726 << v2746;
    const cj_u32 v2748 = v2719 | v2747;
    *(cj_u32 *)(cj_smem + v2745) = v2748;
    const cj_u32x4 v2749 = make_uint4(__float_as_uint(x_acc31.x), __float_as_uint(x_acc31.y), __float_as_uint(x_acc31.z), __float_as_uint(x_acc31.w));
    const cj_u32 v2750 = 240u;
    const cj_u32 v2751 = v528 + v2750;
    const cj_u32 v2752 = v195 + v2751;
    const cj_u32 v2753 = v2749.x;
    const float v2754 = cj_f32_from_bits(v2753);
    const cj_u16 v2755 = cj_f32_to_bf16(v2754);
    const cj_u16 v2756 = v2755;
    const cj_u32 v2757 = (cj_u32)v2756;
    const cj_u32 v2758 = v2749.y;
    const cj_u32 v2759 = 1u;
    const cj_u32 v2760 = v2752 + v2759;
    const float v2761 = cj_f32_from_bits(v2758);
    const cj_u16 v2762 = cj_f32_to_bf16(v2761);
    const cj_u16 v2763 = v2762;
    const cj_u32 v2764 = (cj_u32)v2763;
    const cj_u32 v2765 = 2u;
    const cj_u32 v2766 = v2751 * v2765;
    const cj_u32 v2767 = 4u;
    const cj_u32 v2768 = v2766 >> v2767;
    const cj_u32 v2769 = 7u;
    const cj_u32 v2770 = v524 & v2769;
    const cj_u32 v2771 = v2768 ^ v2770;
    const cj_u32 v2772 = 15u;
    const cj_u32 v2773 = v2766 & v2772;
    const cj_u32 v2774 = 4u;
    const cj_u32 v2775 = v2771 << v2774;
    const cj_u32 v2776 = v2775 + v2773;
    const cj_u32 v2777 = 512u;
    const cj_u32 v2778 = v524 * v2777;
    const cj_u32 v2779 = v2778 + v2776;
    const cj_u32 v2780 = 32768u;
    const cj_u32 v2781 = v2779 + v2780;
    const cj_u32 v2782 = 24576u; // b_ring
    const cj_u32 v2783 = v2782 + v2781;
    const cj_u32 v2784 = 16u;
    const cj_u32 v2785 = v2764 << v2784;
    const cj_u32 v2786 = v2757 | v2785;
    *(cj_u32 *)(cj_smem + v2783) = v2786;
    const cj_u32 v2787 = 8u;
    const cj_u32 v2788 = v524 + v2787;
    const cj_u32 v2789 = v2749.z;
    const float v2790 = cj_f32_from_bits(v2789);
    const cj_u16 v2791 = cj_f32_to_bf16(v2790);
    const cj_u16 v2792 = v2791;
    const cj_u32 v2793 = (cj_u32)v2792;
    const cj_u32 v2794 = v2749.w;
    const cj_u32 v2795 = 1u;
    const cj_u32 v2796 = v2752 + v2795;
    const float v2797 = cj_f32_from_bits(v2794);
    const cj_u16 v2798 = cj_f32_to_bf16(v2797);
    const cj_u16 v2799 = v2798;
    const cj_u32 v2800 = (cj_u32)v2799;
    const cj_u32 v2801 = 2u;
    const cj_u32 v2802 = v2751 * v2801;
    const cj_u32 v2803 = 4u;
    const cj_u32 v2804 = v2802 >> v2803;
    const cj_u32 v2805 = 7u;
    const cj_u32 v2806 = v2788 & v2805;
    const cj_u32 v2807 = v2804 ^ v2806;
    const cj_u32 v2808 = 15u;
    const cj_u32 v2809 = v2802 & v2808;
    const cj_u32 v2810 = 4u;
    const cj_u32 v2811 = v2807 << v2810;
    const cj_u32 v2812 = v2811 + v2809;
    const cj_u32 v2813 = 512u;
    const cj_u32 v2814 = v2788 * v2813;
    const cj_u32 v2815 = v2814 + v2812;
    const cj_u32 v2816 = 32768u;
    const cj_u32 v2817 = v2815 + v2816;
    const cj_u32 v2818 = 24576u; // b_ring
    const cj_u32 v2819 = v2818 + v2817;
    const cj_u32 v2820 = 16u;
    const cj_u32 v2821 = v2800 << v2820;
    const cj_u32 v2822 = v2793 | v2821;
    *(cj_u32 *)(cj_smem + v2819) = v2822;
    const cj_u32x4 v2823 = make_uint4(__float_as_uint(x_acc32.x), __float_as_uint(x_acc32.y), __float_as_uint(x_acc32.z), __float_as_uint(x_acc32.w));
    const cj_u32 v2824 = 248u;
    const cj_u32 v2825 = v528 + v2824;
    const cj_u32 v2826 = v195 + v2825;
    const cj_u32 v2827 = v2823.x;
    const float v2828 = cj_f32_from_bits(v2827);
    const cj_u16 v2829 = cj_f32_to_bf16(v2828);
    const cj_u16 v2830 = v2829;
    const cj_u32 v2831 = (cj_u32)v2830;
    const cj_u32 v2832 = v2823.y;
    const cj_u32 v2833 = 1u;
    const cj_u32 v2834 = v2826 + v2833;
    const float v2835 = cj_f32_from_bits(v2832);
    const cj_u16 v2836 = cj_f32_to_bf16(v2835);
    const cj_u16 v2837 = v2836;
    const cj_u32 v2838 = (cj_u32)v2837;
    const cj_u32 v2839 = 2u;
    const cj_u32 v2840 = v2825 * v2839;
    const cj_u32 v2841 = 4u;
    const cj_u32 v2842 = v2840 >> v2841;
    const cj_u32 v2843 = 7u;
    const cj_u32 v2844 = v524 & v2843;
    const cj_u32 v2845 = v2842 ^ v2844;
    const cj_u32 v2846 = 15u;
    const cj_u32 v2847 = v2840 & v2846;
    const cj_u32 v2848 = 4u;
    const cj_u32 v2849 = v2845 << v2848;
    const cj_u32 v2850 = v2849 + v2847;
    const cj_u32 v2851 = 512u;
    const cj_u32 v2852 = v524 * v2851;
    const cj_u32 v2853 = v2852 + v2850;
    const cj_u32 v2854 = 32768u;
    const cj_u32 v2855 = v2853 + v2854;
    const cj_u32 v2856 = 24576u; // b_ring
    const cj_u32 v2857 = v2856 + v2855;
    const cj_u32 v2858 = 16u;
    const cj_u32 v2859 = v2838 << v2858;
    const cj_u32 v2860 = v2831 | v2859;
    *(cj_u32 *)(cj_smem + v2857) = v2860;
    const cj_u32 v2861 = 8u;
    const cj_u32 v2862 = v524 + v2861;
    const cj_u32 v2863 = v2823.z;
    const float v2864 = cj_f32_from_bits(v2863);
    const cj_u16 v2865 = cj_f32_to_bf16(v2864);
    const cj_u16 v2866 = v2865;
    const cj_u32 v2867 = (cj_u32)v2866;
    const cj_u32 v2868 = v2823.w;
    const cj_u32 v2869 = 1u;
    const cj_u32 v2870 = v2826 + v2869;
    const float v2871 = cj_f32_from_bits(v2868);
    const cj_u16 v2872 = cj_f32_to_bf16(v2871);
    const cj_u16 v2873 = v2872;
    const cj_u32 v2874 = (cj_u32)v2873;
    const cj_u32 v2875 = 2u;
    const cj_u32 v2876 = v2825 * v2875;
    const cj_u32 v2877 = 4u;
    const cj_u32 v2878 = v2876 >> v2877;
    const cj_u32 v2879 = 7u;
    const cj_u32 v2880 = v2862 & v2879;
    const cj_u32 v2881 = v2878 ^ v2880;
    const cj_u32 v2882 = 15u;
    const cj_u32 v2883 = v2876 & v2882;
    const cj_u32 v2884 = 4u;
    const cj_u32 v2885 = v2881 << v2884;
    const cj_u32 v2886 = v2885 + v2883;
    const cj_u32 v2887 = 512u;
    const cj_u32 v2888 = v2862 * v2887;
    const cj_u32 v2889 = v2888 + v2886;
    const cj_u32 v2890 = 32768u;
    const cj_u32 v2891 = v2889 + v2890;
    const cj_u32 v2892 = 24576u; // b_ring
    const cj_u32 v2893 = v2892 + v2891;
    const cj_u32 v2894 = 16u;
    const cj_u32 v2895 = v2874 << v2894;
    const cj_u32 v2896 = v2867 | v2895;
    *(cj_u32 *)(cj_smem + v2893) = v2896;
    cj_barrier();
    const cj_u32 v2897 = 32u;
    const cj_u32 v2898 = v24 / v2897;
    const cj_u32 v2899 = 32u;
    const cj_u32 v2900 = v24 % v2899;
    const cj_u32 v2901 = 8u;
    const cj_u32 v2902 = v2900 * v2901;
    const cj_u32 v2903 = v195 + v2902;
    const cj_u32 v2904 = 320u;
    const bool v2905 = v2903 < v2904;
    const cj_u32 v2906 = 0u;
    const cj_u32 v2907 = v2898 + v2906;
    const cj_u32 v2908 = v192 + v2907;
    const cj_u32 v2909 = 4u;
    const cj_u32 v2910 = v2900 << v2909;
    const cj_u32 v2911 = 4u;
    const cj_u32 v2912 = v2910 >> v2911;
    const cj_u32 v2913 = 7u;
    const cj_u32 v2914 = v2907 & v2913;
    const cj_u32 v2915 = v2912 ^ v2914;
    const cj_u32 v2916 = 15u;
    const cj_u32 v2917 = v2910 & v2916;
    const cj_u32 v2918 = 4u;
    const cj_u32 v2919 = v2915 << v2918;
    const cj_u32 v2920 = v2919 + v2917;
    const cj_u32 v2921 = 512u;
    const cj_u32 v2922 = v2907 * v2921;
    const cj_u32 v2923 = v2922 + v2920;
    const cj_u32 v2924 = 32768u;
    const cj_u32 v2925 = v2923 + v2924;
    const cj_u32 v2926 = 24576u; // b_ring
    const cj_u32 v2927 = v2926 + v2925;
    const cj_u32x4 v2928 = *(const cj_u32x4 *)(cj_smem + v2927);
    const cj_u32 v2929 = 200u;
    const bool v2930 = v2908 < v2929;
    const bool v2931 = v2905 && v2930;
    if (v2931) {
      const cj_u64 v2932 = (cj_u64)v2903;
      const cj_u64 v2933 = 320ull;
      const cj_u64 v2934 = (cj_u64)v2908;
      const cj_u64 v2935 = v2934 * v2933;
      const cj_u64 v2936 = v2935 + v2932;
      const cj_u64 v2937 = 2ull;
      const cj_u64 v2938 = v2936 * v2937;
      const cj_ptr v2939 = v4 + v2938;
      *(cj_u32x4 *)v2939 = v2928;
    }
    const cj_u32 v2940 = 4u;
    const cj_u32 v2941 = v2898 + v2940;
    const cj_u32 v2942 = v192 + v2941;
    const cj_u32 v2943 = 4u;
    const cj_u32 v2944 = v2900 << v2943;
    const cj_u32 v2945 = 4u;
    const cj_u32 v2946 = v2944 >> v2945;
    const cj_u32 v2947 = 7u;
    const cj_u32 v2948 = v2941 & v2947;
    const cj_u32 v2949 = v2946 ^ v2948;
    const cj_u32 v2950 = 15u;
    const cj_u32 v2951 = v2944 & v2950;
    const cj_u32 v2952 = 4u;
    const cj_u32 v2953 = v2949 << v2952;
    const cj_u32 v2954 = v2953 + v2951;
    const cj_u32 v2955 = 512u;
    const cj_u32 v2956 = v2941 * v2955;
    const cj_u32 v2957 = v2956 + v2954;
    const cj_u32 v2958 = 32768u;
    const cj_u32 v2959 = v2957 + v2958;
    const cj_u32 v2960 = 24576u; // b_ring
    const cj_u32 v2961 = v2960 + v2959;
    const cj_u32x4 v2962 = *(const cj_u32x4 *)(cj_smem + v2961);
    const cj_u32 v2963 = 200u;
    const bool v2964 = v2942 < v2963;
    const bool v2965 = v2905 && v2964;
    if (v2965) {
      const cj_u64 v2966 = (cj_u64)v2903;
      const cj_u64 v2967 = 320ull;
      const cj_u64 v2968 = (cj_u64)v2942;
      const cj_u64 v2969 = v2968 * v2967;
      const cj_u64 v2970 = v2969 + v2966;
      const cj_u64 v2971 = 2ull;
      const cj_u64 v2972 = v2970 * v2971;
      const cj_ptr v2973 = v4 + v2972;
      *(cj_u32x4 *)v2973 = v2962;
    }
    const cj_u32 v2974 = 8u;
    const cj_u32 v2975 = v2898 + v2974;
    const cj_u32 v2976 = v192 + v2975;
    const cj_u32 v2977 = 4u;
    const cj_u32 v2978 = v2900 << v2977;
    const cj_u32 v2979 = 4u;
    const cj_u32 v2980 = v2978 >> v2979;
    const cj_u32 v2981 = 7u;
    const cj_u32 v2982 = v2975 & v2981;
    const cj_u32 v2983 = v2980 ^ v2982;
    const cj_u32 v2984 = 15u;
    const cj_u32 v2985 = v2978 & v2984;
    const cj_u32 v2986 = 4u;
    const cj_u32 v2987 = v2983 << v2986;
    const cj_u32 v2988 = v2987 + v2985;
    const cj_u32 v2989 = 512u;
    const cj_u32 v2990 = v2975 * v2989;
    const cj_u32 v2991 = v2990 + v2988;
    const cj_u32 v2992 = 32768u;
    const cj_u32 v2993 = v2991 + v2992;
    const cj_u32 v2994 = 24576u; // b_ring
    const cj_u32 v2995 = v2994 + v2993;
    const cj_u32x4 v2996 = *(const cj_u32x4 *)(cj_smem + v2995);
    const cj_u32 v2997 = 200u;
    const bool v2998 = v2976 < v2997;
    const bool v2999 = v2905 && v2998;
    if (v2999) {
      const cj_u64 v3000 = (cj_u64)v2903;
      const cj_u64 v3001 = 320ull;
      const cj_u64 v3002 = (cj_u64)v2976;
      const cj_u64 v3003 = v3002 * v3001;
      const cj_u64 v3004 = v3003 + v3000;
      const cj_u64 v3005 = 2ull;
      const cj_u64 v3006 = v3004 * v3005;
      const cj_ptr v3007 = v4 + v3006;
      *(cj_u32x4 *)v3007 = v2996;
    }
    const cj_u32 v3008 = 12u;
    const cj_u32 v3009 = v2898 + v3008;
    const cj_u32 v3010 = v192 + v3009;
    const cj_u32 v3011 = 4u;
    const cj_u32 v3012 = v2900 << v3011;
    const cj_u32 v3013 = 4u;
    const cj_u32 v3014 = v3012 >> v3013;
    const cj_u32 v3015 = 7u;
    const cj_u32 v3016 = v3009 & v3015;
    const cj_u32 v3017 = v3014 ^ v3016;
    const cj_u32 v3018 = 15u;
    const cj_u32 v3019 = v3012 & v3018;
    const cj_u32 v3020 = 4u;
    const cj_u32 v3021 = v3017 << v3020;
    const cj_u32 v3022 = v3021 + v3019;
    const cj_u32 v3023 = 512u;
    const cj_u32 v3024 = v3009 * v3023;
    const cj_u32 v3025 = v3024 + v3022;
    const cj_u32 v3026 = 32768u;
    const cj_u32 v3027 = v3025 + v3026;
    const cj_u32 v3028 = 24576u; // b_ring
    const cj_u32 v3029 = v3028 + v3027;
    const cj_u32x4 v3030 = *(const cj_u32x4 *)(cj_smem + v3029);
    const cj_u32 v3031 = 200u;
    const bool v3032 = v3010 < v3031;
    const bool v3033 = v2905 && v3032;
    if (v3033) {
      const cj_u64 v3034 = (cj_u64)v2903;
      const cj_u64 v3035 = 320ull;
      const cj_u64 v3036 = (cj_u64)v3010;
      const cj_u64 v3037 = v3036 * v3035;
      const cj_u64 v3038 = v3037 + v3034;
      const cj_u64 v3039 = 2ull;
      const cj_u64 v3040 = v3038 * v3039;
      const cj_ptr v3041 = v4 + v3040;
      *(cj_u32x4 *)v3041 = v3030;
    }
    const cj_u32 v3042 = 16u;
    const cj_u32 v3043 = v2898 + v3042;
    const cj_u32 v3044 = v192 + v3043;
    const cj_u32 v3045 = 4u;
    const cj_u32 v3046 = v2900 << v3045;
    const cj_u32 v3047 = 4u;
    const cj_u32 v3048 = v3046 >> v3047;
    const cj_u32 v3049 = 7u;
    const cj_u32 v3050 = v3043 & v3049;
    const cj_u32 v3051 = v3048 ^ v3050;
    const cj_u32 v3052 = 15u;
    const cj_u32 v3053 = v3046 & v3052;
    const cj_u32 v3054 = 4u;
    const cj_u32 v3055 = v3051 << v3054;
    const cj_u32 v3056 = v3055 + v3053;
    const cj_u32 v3057 = 512u;
    const cj_u32 v3058 = v3043 * v3057;
    const cj_u32 v3059 = v3058 + v3056;
    const cj_u32 v3060 = 32768u;
    const cj_u32 v3061 = v3059 + v3060;
    const cj_u32 v3062 = 24576u; // b_ring
    const cj_u32 v3063 = v3062 + v3061;
    const cj_u32x4 v3064 = *(const cj_u32x4 *)(cj_smem + v3063);
    const cj_u32 v3065 = 200u;
    const bool v3066 = v3044 < v3065;
    const bool v3067 = v2905 && v3066;
    if (v3067) {
      const cj_u64 v3068 = (cj_u64)v2903;
      const cj_u64 v3069 = 320ull;
      const cj_u64 v3070 = (cj_u64)v3044;
      const cj_u64 v3071 = v3070 * v3069;
      const cj_u64 v3072 = v3071 + v3068;
      const cj_u64 v3073 = 2ull;
      const cj_u64 v3074 = v3072 * v3073;
      const cj_ptr v3075 = v4 + v3074;
      *(cj_u32x4 *)v3075 = v3064;
    }
    const cj_u32 v3076 = 20u;
    const cj_u32 v3077 = v2898 + v3076;
    const cj_u32 v3078 = v192 + v3077;
    const cj_u32 v3079 = 4u;
    const cj_u32 v3080 = v2900 << v3079;
    const cj_u32 v3081 = 4u;
    const cj_u32 v3082 = v3080 >> v3081;
    const cj_u32 v3083 = 7u;
    const cj_u32 v3084 = v3077 & v3083;
    const cj_u32 v3085 = v3082 ^ v3084;
    const cj_u32 v3086 = 15u;
    const cj_u32 v3087 = v3080 & v3086;
    const cj_u32 v3088 = 4u;
    const cj_u32 v3089 = v3085 << v3088;
    const cj_u32 v3090 = v3089 + v3087;
    const cj_u32 v3091 = 512u;
    const cj_u32 v3092 = v3077 * v3091;
    const cj_u32 v3093 = v3092 + v3090;
    const cj_u32 v3094 = 32768u;
    const cj_u32 v3095 = v3093 + v3094;
    const cj_u32 v3096 = 24576u; // b_ring
    const cj_u32 v3097 = v3096 + v3095;
    const cj_u32x4 v3098 = *(const cj_u32x4 *)(cj_smem + v3097);
    const cj_u32 v3099 = 200u;
    const bool v3100 = v3078 < v3099;
    const bool v3101 = v2905 && v3100;
    if (v3101) {
      const cj_u64 v3102 = (cj_u64)v2903;
      const cj_u64 v3103 = 320ull;
      const cj_u64 v3104 = (cj_u64)v3078;
      const cj_u64 v3105 = v3104 * v3103;
      const cj_u64 v3106 = v3105 + v3102;
      const cj_u64 v3107 = 2ull;
      const cj_u64 v3108 = v3106 * v3107;
      const cj_ptr v3109 = v4 + v3108;
      *(cj_u32x4 *)v3109 = v3098;
    }
    const cj_u32 v3110 = 24u;
    const cj_u32 v3111 = v2898 + v3110;
    const cj_u32 v3112 = v192 + v3111;
    const cj_u32 v3113 = 4u;
    const cj_u32 v3114 = v2900 << v3113;
    const cj_u32 v3115 = 4u;
    const cj_u32 v3116 = v3114 >> v3115;
    const cj_u32 v3117 = 7u;
    const cj_u32 v3118 = v3111 & v3117;
    const cj_u32 v3119 = v3116 ^ v3118;
    const cj_u32 v3120 = 15u;
    const cj_u32 v3121 = v3114 & v3120;
    const cj_u32 v3122 = 4u;
    const cj_u32 v3123 = v3119 << v3122;
    const cj_u32 v3124 = v3123 + v3121;
    const cj_u32 v3125 = 512u;
    const cj_u32 v3126 = v3111 * v3125;
    const cj_u32 v3127 = v3126 + v3124;
    const cj_u32 v3128 = 32768u;
    const cj_u32 v3129 = v3127 + v3128;
    const cj_u32 v3130 = 24576u; // b_ring
    const cj_u32 v3131 = v3130 + v3129;
    const cj_u32x4 v3132 = *(const cj_u32x4 *)(cj_smem + v3131);
    const cj_u32 v3133 = 200u;
    const bool v3134 = v3112 < v3133;
    const bool v3135 = v2905 && v3134;
    if (v3135) {
      const cj_u64 v3136 = (cj_u64)v2903;
      const cj_u64 v3137 = 320ull;
      const cj_u64 v3138 = (cj_u64)v3112;
      const cj_u64 v3139 = v3138 * v3137;
      const cj_u64 v3140 = v3139 + v3136;
      const cj_u64 v3141 = 2ull;
      const cj_u64 v3142 = v3140 * v3141;
      const cj_ptr v3143 = v4 + v3142;
      *(cj_u32x4 *)v3143 = v3132;
    }
    const cj_u32 v3144 = 28u;
    const cj_u32 v3145 = v2898 + v3144;
    const cj_u32 v3146 = v192 + v3145;
    const cj_u32 v3147 = 4u;
    const cj_u32 v3148 = v2900 << v3147;
    const cj_u32 v3149 = 4u;
    const cj_u32 v3150 = v3148 >> v3149;
    const cj_u32 v3151 = 7u;
    const cj_u32 v3152 = v3145 & v3151;
    const cj_u32 v3153 = v3150 ^ v3152;
    const cj_u32 v3154 = 15u;
    const cj_u32 v3155 = v3148 & v3154;
    const cj_u32 v3156 = 4u;
    const cj_u32 v3157 = v3153 << v3156;
    const cj_u32 v3158 = v3157 + v3155;
    const cj_u32 v3159 = 512u;
    const cj_u32 v3160 = v3145 * v3159;
    const cj_u32 v3161 = v3160 + v3158;
    const cj_u32 v3162 = 32768u;
    const cj_u32 v3163 = v3161 + v3162;
    const cj_u32 v3164 = 24576u; // b_ring
    const cj_u32 v3165 = v3164 + v3163;
    const cj_u32x4 v3166 = *(const cj_u32x4 *)(cj_smem + v3165);
    const cj_u32 v3167 = 200u;
    const bool v3168 = v3146 < v3167;
    const bool v3169 = v2905 && v3168;
    if (v3169) {
      const cj_u64 v3170 = (cj_u64)v2903;
      const cj_u64 v3171 = 320ull;
      const cj_u64 v3172 = (cj_u64)v3146;
      const cj_u64 v3173 = v3172 * v3171;
      const cj_u64 v3174 = v3173 + v3170;
      const cj_u64 v3175 = 2ull;
      const cj_u64 v3176 = v3174 * v3175;
      const cj_ptr v3177 = v4 + v3176;
      *(cj_u32x4 *)v3177 = v3166;
    }
    const cj_u32 v3178 = 32u;
    const cj_u32 v3179 = v2898 + v3178;
    const cj_u32 v3180 = v192 + v3179;
    const cj_u32 v3181 = 4u;
    const cj_u32 v3182 = v2900 << v3181;
    const cj_u32 v3183 = 4u;
    const cj_u32 v3184 = v3182 >> v3183;
    const cj_u32 v3185 = 7u;
    const cj_u32 v3186 = v3179 & v3185;
    const cj_u32 v3187 = v3184 ^ v3186;
    const cj_u32 v3188 = 15u;
    const cj_u32 v3189 = v3182 & v3188;
    const cj_u32 v3190 = 4u;
    const cj_u32 v3191 = v3187 << v3190;
    const cj_u32 v3192 = v3191 + v3189;
    const cj_u32 v3193 = 512u;
    const cj_u32 v3194 = v3179 * v3193;
    const cj_u32 v3195 = v3194 + v3192;
    const cj_u32 v3196 = 32768u;
    const cj_u32 v3197 = v3195 + v3196;
    const cj_u32 v3198 = 24576u; // b_ring
    const cj_u32 v3199 = v3198 + v3197;
    const cj_u32x4 v3200 = *(const cj_u32x4 *)(cj_smem + v3199);
    const cj_u32 v3201 = 200u;
    const bool v3202 = v3180 < v3201;
    const bool v3203 = v2905 && v3202;
    if (v3203) {
      const cj_u64 v3204 = (cj_u64)v2903;
      const cj_u64 v3205 = 320ull;
      const cj_u64 v3206 = (cj_u64)v3180;
      const cj_u64 v3207 = v3206 * v3205;
      const cj_u64 v3208 = v3207 + v3204;
      const cj_u64 v3209 = 2ull;
      const cj_u64 v3210 = v3208 * v3209;
      const cj_ptr v3211 = v4 + v3210;
      *(cj_u32x4 *)v3211 = v3200;
    }
    const cj_u32 v3212 = 36u;
    const cj_u32 v3213 = v2898 + v3212;
    const cj_u32 v3214 = v192 + v3213;
    const cj_u32 v3215 = 4u;
    const cj_u32 v3216 = v2900 << v3215;
    const cj_u32 v3217 = 4u;
    const cj_u32 v3218 = v3216 >> v3217;
    const cj_u32 v3219 = 7u;
    const cj_u32 v3220 = v3213 & v3219;
    const cj_u32 v3221 = v3218 ^ v3220;
    const cj_u32 v3222 = 15u;
    const cj_u32 v3223 = v3216 & v3222;
    const cj_u32 v3224 = 4u;
    const cj_u32 v3225 = v3221 << v3224;
    const cj_u32 v3226 = v3225 + v3223;
    const cj_u32 v3227 = 512u;
    const cj_u32 v3228 = v3213 * v3227;
    const cj_u32 v3229 = v3228 + v3226;
    const cj_u32 v3230 = 32768u;
    const cj_u32 v3231 = v3229 + v3230;
    const cj_u32 v3232 = 24576u; // b_ring
    const cj_u32 v3233 = v3232 + v3231;
    const cj_u32x4 v3234 = *(const cj_u32x4 *)(cj_smem + v3233);
    const cj_u32 v3235 = 200u;
    const bool v3236 = v3214 < v3235;
    const bool v3237 = v2905 && v3236;
    if (v3237) {
      const cj_u64 v3238 = (cj_u64)v2903;
      const cj_u64 v3239 = 320ull;
      const cj_u64 v3240 = (cj_u64)v3214;
      const cj_u64 v3241 = v3240 * v3239;
      const cj_u64 v3242 = v3241 + v3238;
      const cj_u64 v3243 = 2ull;
      const cj_u64 v3244 = v3242 * v3243;
      const cj_ptr v3245 = v4 + v3244;
      *(cj_u32x4 *)v3245 = v3234;
    }
    const cj_u32 v3246 = 40u;
    const cj_u32 v3247 = v2898 + v3246;
    const cj_u32 v3248 = v192 + v3247;
    const cj_u32 v3249 = 4u;
    const cj_u32 v3250 = v2900 << v3249;
    const cj_u32 v3251 = 4u;
    const cj_u32 v3252 = v3250 >> v3251;
    const cj_u32 v3253 = 7u;
    const cj_u32 v3254 = v3247 & v3253;
    const cj_u32 v3255 = v3252 ^ v3254;
    const cj_u32 v3256 = 15u;
    const cj_u32 v3257 = v3250 & v3256;
    const cj_u32 v3258 = 4u;
    const cj_u32 v3259 = v3255 << v3258;
    const cj_u32 v3260 = v3259 + v3257;
    const cj_u32 v3261 = 512u;
    const cj_u32 v3262 = v3247 * v3261;
    const cj_u32 v3263 = v3262 + v3260;
    const cj_u32 v3264 = 32768u;
    const cj_u32 v3265 = v3263 + v3264;
    const cj_u32 v3266 = 24576u; // b_ring
    const cj_u32 v3267 = v3266 + v3265;
    const cj_u32x4 v3268 = *(const cj_u32x4 *)(cj_smem + v3267);
    const cj_u32 v3269 = 200u;
    const bool v3270 = v3248 < v3269;
    const bool v3271 = v2905 && v3270;
    if (v3271) {
      const cj_u64 v3272 = (cj_u64)v2903;
      const cj_u64 v3273 = 320ull;
      const cj_u64 v3274 = (cj_u64)v3248;
      const cj_u64 v3275 = v3274 * v3273;
      const cj_u64 v3276 = v3275 + v3272;
      const cj_u64 v3277 = 2ull;
      const cj_u64 v3278 = v3276 * v3277;
      const cj_ptr v3279 = v4 + v3278;
      *(cj_u32x4 *)v3279 = v3268;
    }
    const cj_u32 v3280 = 44u;
    const cj_u32 v3281 = v2898 + v3280;
    const cj_u32 v3282 = v192 + v3281;
    const cj_u32 v3283 = 4u;
    const cj_u32 v3284 = v2900 << v3283;
    const cj_u32 v3285 = 4u;
    const cj_u32 v3286 = v3284 >> v3285;
    const cj_u32 v3287 = 7u;
    const cj_u32 v3288 = v3281 & v3287;
    const cj_u32 v3289 = v3286 ^ v3288;
    const cj_u32 v3290 = 15u;
    const cj_u32 v3291 = v3284 & v3290;
    const cj_u32 v3292 = 4u;
    const cj_u32 v3293 = v3289 << v3292;
    const cj_u32 v3294 = v3293 + v3291;
    const cj_u32 v3295 = 512u;
    const cj_u32 v3296 = v3281 * v3295;
    const cj_u32 v3297 = v3296 + v3294;
    const cj_u32 v3298 = 32768u;
    const cj_u32 v3299 = v3297 + v3298;
    const cj_u32 v3300 = 24576u; // b_ring
    const cj_u32 v3301 = v3300 + v3299;
    const cj_u32x4 v3302 = *(const cj_u32x4 *)(cj_smem + v3301);
    const cj_u32 v3303 = 200u;
    const bool v3304 = v3282 < v3303;
    const bool v3305 = v2905 && v3304;
    if (v3305) {
      const cj_u64 v3306 = (cj_u64)v2903;
      const cj_u64 v3307 = 320ull;
      const cj_u64 v3308 = (cj_u64)v3282;
      const cj_u64 v3309 = v3308 * v3307;
      const cj_u64 v3310 = v3309 + v3306;
      const cj_u64 v3311 = 2ull;
      const cj_u64 v3312 = v3310 * v3311;
      const cj_ptr v3313 = v4 + v3312;
      *(cj_u32x4 *)v3313 = v3302;
    }
    const cj_u32 v3314 = 48u;
    const cj_u32 v3315 = v2898 + v3314;
    const cj_u32 v3316 = v192 + v3315;
    const cj_u32 v3317 = 4u;
    const cj_u32 v3318 = v2900 << v3317;
    const cj_u32 v3319 = 4u;
    const cj_u32 v3320 = v3318 >> v3319;
    const cj_u32 v3321 = 7u;
    const cj_u32 v3322 = v3315 & v3321;
    const cj_u32 v3323 = v3320 ^ v3322;
    const cj_u32 v3324 = 15u;
    const cj_u32 v3325 = v3318 & v3324;
    const cj_u32 v3326 = 4u;
    const cj_u32 v3327 = v3323 << v3326;
    const cj_u32 v3328 = v3327 + v3325;
    const cj_u32 v3329 = 512u;
    const cj_u32 v3330 = v3315 * v3329;
    const cj_u32 v3331 = v3330 + v3328;
    const cj_u32 v3332 = 32768u;
    const cj_u32 v3333 = v3331 + v3332;
    const cj_u32 v3334 = 24576u; // b_ring
    const cj_u32 v3335 = v3334 + v3333;
    const cj_u32x4 v3336 = *(const cj_u32x4 *)(cj_smem + v3335);
    const cj_u32 v3337 = 200u;
    const bool v3338 = v3316 < v3337;
    const bool v3339 = v2905 && v3338;
    if (v3339) {
      const cj_u64 v3340 = (cj_u64)v2903;
      const cj_u64 v3341 = 320ull;
      const cj_u64 v3342 = (cj_u64)v3316;
      const cj_u64 v3343 = v3342 * v3341;
      const cj_u64 v3344 = v3343 + v3340;
      const cj_u64 v3345 = 2ull;
      const cj_u64 v3346 = v3344 * v3345;
      const cj_ptr v3347 = v4 + v3346;
      *(cj_u32x4 *)v3347 = v3336;
    }
    const cj_u32 v3348 = 52u;
    const cj_u32 v3349 = v2898 + v3348;
    const cj_u32 v3350 = v192 + v3349;
    const cj_u32 v3351 = 4u;
    const cj_u32 v3352 = v2900 << v3351;
    const cj_u32 v3353 = 4u;
    const cj_u32 v3354 = v3352 >> v3353;
    const cj_u32 v3355 = 7u;
    const cj_u32 v3356 = v3349 & v3355;
    const cj_u32 v3357 = v3354 ^ v3356;
    const cj_u32 v3358 = 15u;
    const cj_u32 v3359 = v3352 & v3358;
    const cj_u32 v3360 = 4u;
    const cj_u32 v3361 = v3357 << v3360;
    const cj_u32 v3362 = v3361 + v3359;
    const cj_u32 v3363 = 512u;
    const cj_u32 v3364 = v3349 * v3363;
    const cj_u32 v3365 = v3364 + v3362;
    const cj_u32 v3366 = 32768u;
    const cj_u32 v3367 = v3365 + v3366;
    const cj_u32 v3368 = 24576u; // b_ring
    const cj_u32 v3369 = v3368 + v3367;
    const cj_u32x4 v3370 = *(const cj_u32x4 *)(cj_smem + v3369);
    const cj_u32 v3371 = 200u;
    const bool v3372 = v3350 < v3371;
    const bool v3373 = v2905 && v3372;
    if (v3373) {
      const cj_u64 v3374 = (cj_u64)v2903;
      const cj_u64 v3375 = 320ull;
      const cj_u64 v3376 = (cj_u64)v3350;
      const cj_u64 v3377 = v3376 * v3375;
      const cj_u64 v3378 = v3377 + v3374;
      const cj_u64 v3379 = 2ull;
      const cj_u64 v3380 = v3378 * v3379;
      const cj_ptr v3381 = v4 + v3380;
      *(cj_u32x4 *)v3381 = v3370;
    }
    const cj_u32 v3382 = 56u;
    const cj_u32 v3383 = v2898 + v3382;
    const cj_u32 v3384 = v192 + v3383;
    const cj_u32 v3385 = 4u;
    const cj_u32 v3386 = v2900 << v3385;
    const cj_u32 v3387 = 4u;
    const cj_u32 v3388 = v3386 >> v3387;
    const cj_u32 v3389 = 7u;
    const cj_u32 v3390 = v3383 & v3389;
    const cj_u32 v3391 = v3388 ^ v3390;
    const cj_u32 v3392 = 15u;
    const cj_u32 v3393 = v3386 & v3392;
    const cj_u32 v3394 = 4u;
    const cj_u32 v3395 = v3391 << v3394;
    const cj_u32 v3396 = v3395 + v3393;
    const cj_u32 v3397 = 512u;
    const cj_u32 v3398 = v3383 * v3397;
    const cj_u32 v3399 = v3398 + v3396;
    const cj_u32 v3400 = 32768u;
    const cj_u32 v3401 = v3399 + v3400;
    const cj_u32 v3402 = 24576u; // b_ring
    const cj_u32 v3403 = v3402 + v3401;
    const cj_u32x4 v3404 = *(const cj_u32x4 *)(cj_smem + v3403);
    const cj_u32 v3405 = 200u;
    const bool v3406 = v3384 < v3405;
    const bool v3407 = v2905 && v3406;
    if (v3407) {
      const cj_u64 v3408 = (cj_u64)v2903;
      const cj_u64 v3409 = 320ull;
      const cj_u64 v3410 = (cj_u64)v3384;
      const cj_u64 v3411 = v3410 * v3409;
      const cj_u64 v3412 = v3411 + v3408;
      const cj_u64 v3413 = 2ull;
      const cj_u64 v3414 = v3412 * v3413;
      const cj_ptr v3415 = v4 + v3414;
      *(cj_u32x4 *)v3415 = v3404;
    }
    const cj_u32 v3416 = 60u;
    const cj_u32 v3417 = v2898 + v3416;
    const cj_u32 v3418 = v192 + v3417;
    const cj_u32 v3419 = 4u;
    const cj_u32 v3420 = v2900 << v3419;
    const cj_u32 v3421 = 4u;
    const cj_u32 v3422 = v3420 >> v3421;
    const cj_u32 v3423 = 7u;
    const cj_u32 v3424 = v3417 & v3423;
    const cj_u32 v3425 = v3422 ^ v3424;
    const cj_u32 v3426 = 15u;
    const cj_u32 v3427 = v3420 & v3426;
    const cj_u32 v3428 = 4u;
    const cj_u32 v3429 = v3425 << v3428;
    const cj_u32 v3430 = v3429 + v3427;
    const cj_u32 v3431 = 512u;
    const cj_u32 v3432 = v3417 * v3431;
    const cj_u32 v3433 = v3432 + v3430;
    const cj_u32 v3434 = 32768u;
    const cj_u32 v3435 = v3433 + v3434;
    const cj_u32 v3436 = 24576u; // b_ring
    const cj_u32 v3437 = v3436 + v3435;
    const cj_u32x4 v3438 = *(const cj_u32x4 *)(cj_smem + v3437);
    const cj_u32 v3439 = 200u;
    const bool v3440 = v3418 < v3439;
    const bool v3441 = v2905 && v3440;
    if (v3441) {
      const cj_u64 v3442 = (cj_u64)v2903;
      const cj_u64 v3443 = 320ull;
      const cj_u64 v3444 = (cj_u64)v3418;
      const cj_u64 v3445 = v3444 * v3443;
      const cj_u64 v3446 = v3445 + v3442;
      const cj_u64 v3447 = 2ull;
      const cj_u64 v3448 = v3446 * v3447;
      const cj_ptr v3449 = v4 + v3448;
      *(cj_u32x4 *)v3449 = v3438;
    }
  }
}
