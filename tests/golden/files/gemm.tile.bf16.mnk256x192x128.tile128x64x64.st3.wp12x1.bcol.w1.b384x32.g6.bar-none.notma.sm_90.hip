// colljit kernel cj_gemm_tile_bf16_mnk256x192x128_tile128x64x64_st3_wp12x1_bcol_w1_b384x32_g6_bar_none_notma_sm_90 (block 384, grid 6, sm_90)
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

extern "C" __global__ void __launch_bounds__(384, 2) cj_gemm_tile_bf16_mnk256x192x128_tile128x64x64_st3_wp12x1_bcol_w1_b384x32_g6_bar_none_notma_sm_90(cj_ptr p_heap_bases, cj_u32 p_rank, cj_ptr p_src, cj_ptr p_dst, cj_ptr p_sync, cj_ptr p_status, cj_u64 p_timeout_ns, cj_ptr p_work, cj_u64 p_n, cj_u32 p_nblocks, cj_ptr __restrict__ p_b, cj_ptr p_bias) {
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
  // gemm 256x192x128 bf16, tile 128x64x64, 3 stages, warps 12x1, persistent
  const cj_u32 v22 = cj_tid();
  const cj_u32 v23 = 31u;
  const cj_u32 v24 = v22 & v23;
  const cj_u32 v25 = 5u;
  const cj_u32 v26 = v22 >> v25;
  const cj_u32 v27 = 1u;
  const cj_u32 v28 = v26 / v27;
  const cj_u32 v29 = 1u;
  const cj_u32 v30 = v26 % v29;
  const cj_u32 v31 = 0u;
  const cj_u32x4 v32 = cj_splat_u32x4(v31);
  x_acc1 = make_float4(__uint_as_float(v32.x), __uint_as_float(v32.y), __uint_as_float(v32.z), __uint_as_float(v32.w));
  const cj_u32 v33 = 0u;
  const cj_u32x4 v34 = cj_splat_u32x4(v33);
  x_acc2 = make_float4(__uint_as_float(v34.x), __uint_as_float(v34.y), __uint_as_float(v34.z), __uint_as_float(v34.w));
  const cj_u32 v35 = 0u;
  const cj_u32x4 v36 = cj_splat_u32x4(v35);
  x_acc3 = make_float4(__uint_as_float(v36.x), __uint_as_float(v36.y), __uint_as_float(v36.z), __uint_as_float(v36.w));
  const cj_u32 v37 = 0u;
  const cj_u32x4 v38 = cj_splat_u32x4(v37);
  x_acc4 = make_float4(__uint_as_float(v38.x), __uint_as_float(v38.y), __uint_as_float(v38.z), __uint_as_float(v38.w));
  const cj_u32 v39 = 0u;
  const cj_u32x4 v40 = cj_splat_u32x4(v39);
  x_acc5 = make_float4(__uint_as_float(v40.x), __uint_as_float(v40.y), __uint_as_float(v40.z), __uint_as_float(v40.w));
  const cj_u32 v41 = 0u;
  const cj_u32x4 v42 = cj_splat_u32x4(v41);
  x_acc6 = make_float4(__uint_as_float(v42.x), __uint_as_float(v42.y), __uint_as_float(v42.z), __uint_as_float(v42.w));
  const cj_u32 v43 = 0u;
  const cj_u32x4 v44 = cj_splat_u32x4(v43);
  x_acc7 = make_float4(__uint_as_float(v44.x), __uint_as_float(v44.y), __uint_as_float(v44.z), __uint_as_float(v44.w));
  const cj_u32 v45 = 0u;
  const cj_u32x4 v46 = cj_splat_u32x4(v45);
  x_acc8 = make_float4(__uint_as_float(v46.x), __uint_as_float(v46.y), __uint_as_float(v46.z), __uint_as_float(v46.w));
  const cj_u32 v47 = 6u;
  // a producer warpgroup stages the ring for 2 consumer warpgroups; a full and an empty mbarrier per slot, 2 k tiles issued past the newest published
  const cj_u32 v48 = 0u;
  const bool v49 = v22 == v48;
  if (v49) {
    const cj_u32 v50 = 0u;
    const cj_u32 v51 = 3u;
    const cj_u32 v52 = 0u;
    const cj_u32 v53 = v50 + v52;
    const cj_u32 v54 = v53 << v51;
    const cj_u32 v55 = 73728u; // mbar
    const cj_u32 v56 = v55 + v54;
    asm volatile("mbarrier.init.shared::cta.b64 [%0], 128;\nfence.mbarrier_init.release.cluster;" :: "r"(cj_smem_addr(cj_smem) + v56) : "memory");
    const cj_u32 v57 = 0u;
    const cj_u32 v58 = 3u;
    const cj_u32 v59 = 3u;
    const cj_u32 v60 = v57 + v59;
    const cj_u32 v61 = v60 << v58;
    const cj_u32 v62 = 73728u; // mbar
    const cj_u32 v63 = v62 + v61;
    asm volatile("mbarrier.init.shared::cta.b64 [%0], 256;\nfence.mbarrier_init.release.cluster;" :: "r"(cj_smem_addr(cj_smem) + v63) : "memory");
    const cj_u32 v64 = 1u;
    const cj_u32 v65 = 3u;
    const cj_u32 v66 = 0u;
    const cj_u32 v67 = v64 + v66;
    const cj_u32 v68 = v67 << v65;
    const cj_u32 v69 = 73728u; // mbar
    const cj_u32 v70 = v69 + v68;
    asm volatile("mbarrier.init.shared::cta.b64 [%0], 128;\nfence.mbarrier_init.release.cluster;" :: "r"(cj_smem_addr(cj_smem) + v70) : "memory");
    const cj_u32 v71 = 1u;
    const cj_u32 v72 = 3u;
    const cj_u32 v73 = 3u;
    const cj_u32 v74 = v71 + v73;
    const cj_u32 v75 = v74 << v72;
    const cj_u32 v76 = 73728u; // mbar
    const cj_u32 v77 = v76 + v75;
    asm volatile("mbarrier.init.shared::cta.b64 [%0], 256;\nfence.mbarrier_init.release.cluster;" :: "r"(cj_smem_addr(cj_smem) + v77) : "memory");
    const cj_u32 v78 = 2u;
    const cj_u32 v79 = 3u;
    const cj_u32 v80 = 0u;
    const cj_u32 v81 = v78 + v80;
    const cj_u32 v82 = v81 << v79;
    const cj_u32 v83 = 73728u; // mbar
    const cj_u32 v84 = v83 + v82;
    asm volatile("mbarrier.init.shared::cta.b64 [%0], 128;\nfence.mbarrier_init.release.cluster;" :: "r"(cj_smem_addr(cj_smem) + v84) : "memory");
    const cj_u32 v85 = 2u;
    const cj_u32 v86 = 3u;
    const cj_u32 v87 = 3u;
    const cj_u32 v88 = v85 + v87;
    const cj_u32 v89 = v88 << v86;
    const cj_u32 v90 = 73728u; // mbar
    const cj_u32 v91 = v90 + v89;
    asm volatile("mbarrier.init.shared::cta.b64 [%0], 256;\nfence.mbarrier_init.release.cluster;" :: "r"(cj_smem_addr(cj_smem) + v91) : "memory");
  }
  cj_barrier();
  const cj_u32 v92 = 128u;
  const bool v93 = v22 < v92;
  if (v93) {
    const cj_u32 v94 = 0u;
    x_staged9 = v94;
    for (cj_u32 v95 = v14; v95 < v47; v95 += v21) {
      const cj_u32 v96 = x_staged9;
      const cj_u32 v97 = 8u;
      const cj_u32 v98 = 24u;
      const cj_u32 v99 = v95 / v98;
      const cj_u32 v100 = v99 * v97;
      const cj_u32 v101 = 8u;
      const cj_u32 v102 = 2u;
      const cj_u32 v103 = v102 - v100;
      const cj_u32 v104 = (v103 < v101 ? v103 : v101);
      const cj_u32 v105 = 24u;
      const cj_u32 v106 = v95 % v105;
      const cj_u32 v107 = v106 % v104;
      const cj_u32 v108 = v100 + v107;
      const cj_u32 v109 = 128u;
      const cj_u32 v110 = v108 * v109;
      const cj_u32 v111 = 64u;
      const cj_u32 v112 = v106 / v104;
      const cj_u32 v113 = v112 * v111;
      const cj_u32 v114 = 3u;
      const cj_u32 v115 = v22 >> v114;
      const cj_u32 v116 = 7u;
      const cj_u32 v117 = v22 & v116;
      const cj_u32 v118 = 3u;
      const cj_u32 v119 = v117 << v118;
      const cj_u32 v120 = v110 + v115;
      const cj_u64 v121 = (cj_u64)v120;
      const cj_u64 v122 = (cj_u64)v119;
      const cj_u64 v123 = 128ull;
      const cj_u64 v124 = v121 * v123;
      const cj_u64 v125 = v124 + v122;
      const cj_u64 v126 = 1ull;
      const cj_u64 v127 = v125 << v126;
      const cj_ptr v128 = v3 + v127;
      const cj_u32 v129 = 7u;
      const cj_u32 v130 = v115 & v129;
      const cj_u32 v131 = v117 ^ v130;
      const cj_u32 v132 = 4u;
      const cj_u32 v133 = v131 << v132;
      const cj_u32 v134 = 128u;
      const cj_u32 v135 = v115 * v134;
      const cj_u32 v136 = v135 + v133;
      const cj_u32 v137 = 3u;
      const cj_u32 v138 = v22 >> v137;
      const cj_u32 v139 = 7u;
      const cj_u32 v140 = v22 & v139;
      const cj_u32 v141 = 3u;
      const cj_u32 v142 = v140 << v141;
      const cj_u32 v143 = v113 + v138;
      const cj_u64 v144 = (cj_u64)v143;
      const cj_u64 v145 = (cj_u64)v142;
      const cj_u64 v146 = 128ull;
      const cj_u64 v147 = v144 * v146;
      const cj_u64 v148 = v147 + v145;
      const cj_u64 v149 = 1ull;
      const cj_u64 v150 = v148 << v149;
      const cj_ptr v151 = v11 + v150;
      const cj_u32 v152 = 7u;
      const cj_u32 v153 = v138 & v152;
      const cj_u32 v154 = v140 ^ v153;
      const cj_u32 v155 = 4u;
      const cj_u32 v156 = v154 << v155;
      const cj_u32 v157 = 128u;
      const cj_u32 v158 = v138 * v157;
      const cj_u32 v159 = v158 + v156;
      const cj_u32 v160 = 1u;
      const cj_u32 v161 = 2u;
      const cj_u32 v162 = 0u;
      for (cj_u32 v163 = v162; v163 < v161; v163 += v160) {
        const cj_u32 v164 = v96 + v163;
        const cj_u32 v165 = 2u;
        const bool v166 = v164 >= v165;
        if (v166) {
          const cj_u32 v167 = 2u;
          const cj_u32 v168 = v164 - v167;
          cj_cp_wait<1>();
          asm volatile("fence.proxy.async.shared::cta;" ::: "memory");
          const cj_u32 v169 = 3u;
          const cj_u32 v170 = v168 % v169;
          const cj_u32 v171 = 3u;
          const cj_u32 v172 = 0u;
          const cj_u32 v173 = v170 + v172;
          const cj_u32 v174 = v173 << v171;
          const cj_u32 v175 = 73728u; // mbar
          const cj_u32 v176 = v175 + v174;
          asm volatile("mbarrier.arrive.shared::cta.b64 _, [%0];" :: "r"(cj_smem_addr(cj_smem) + v176) : "memory");
        }
        const cj_u32 v177 = 3u;
        const cj_u32 v178 = v164 % v177;
        const cj_u32 v179 = 1u;
        const cj_u32 v180 = 1u;
        const cj_u32 v181 = 3u;
        const cj_u32 v182 = v164 / v181;
        const cj_u32 v183 = v182 & v180;
        const cj_u32 v184 = v183 ^ v179;
        const cj_u32 v185 = 3u;
        const cj_u32 v186 = 3u;
        const cj_u32 v187 = v178 + v186;
        const cj_u32 v188 = v187 << v185;
        const cj_u32 v189 = 73728u; // mbar
        const cj_u32 v190 = v189 + v188;
        asm volatile("{\n.reg .pred p;\ncj_wait:\nmbarrier.try_wait.parity.shared::cta.b64 p, [%0], %1;\n@!p bra cj_wait;\n}" :: "r"(cj_smem_addr(cj_smem) + v190), "r"(v184) : "memory");
        const cj_u32 v191 = 64u;
        const cj_u32 v192 = v163 * v191;
        const cj_u32 v193 = 16384u;
        const cj_u32 v194 = v178 * v193;
        const cj_u32 v195 = 0u; // a_ring
        const cj_u32 v196 = v195 + v194;
        const cj_u64 v197 = (cj_u64)v192;
        const cj_u64 v198 = 2ull;
        const cj_u64 v199 = v197 * v198;
        const cj_ptr v200 = v128 + v199;
        const cj_u32 v201 = 0u;
        const cj_u32 v202 = v22 + v201;
        const cj_u32 v203 = 0u;
        const cj_u32 v204 = v136 + v203;
        const cj_u32 v205 = v196 + v204;
        const cj_u64 v206 = 0ull;
        const cj_ptr v207 = v200 + v206;
        const cj_u32 v208 = 0u;
        const cj_u32 v209 = v115 + v208;
        cj_cp_async16(cj_smem + v205, v207, true);
        const cj_u32 v210 = 128u;
        const cj_u32 v211 = v22 + v210;
        const cj_u32 v212 = 2048u;
        const cj_u32 v213 = v136 + v212;
        const cj_u32 v214 = v196 + v213;
        const cj_u64 v215 = 4096ull;
        const cj_ptr v216 = v200 + v215;
        const cj_u32 v217 = 16u;
        const cj_u32 v218 = v115 + v217;
        cj_cp_async16(cj_smem + v214, v216, true);
        const cj_u32 v219 = 256u;
        const cj_u32 v220 = v22 + v219;
        const cj_u32 v221 = 4096u;
        const cj_u32 v222 = v136 + v221;
        const cj_u32 v223 = v196 + v222;
        const cj_u64 v224 = 8192ull;
        const cj_ptr v225 = v200 + v224;
        const cj_u32 v226 = 32u;
        const cj_u32 v227 = v115 + v226;
        cj_cp_async16(cj_smem + v223, v225, true);
        const cj_u32 v228 = 384u;
        const cj_u32 v229 = v22 + v228;
        const cj_u32 v230 = 6144u;
        const cj_u32 v231 = v136 + v230;
        const cj_u32 v232 = v196 + v231;
        const cj_u64 v233 = 12288ull;
        const cj_ptr v234 = v200 + v233;
        const cj_u32 v235 = 48u;
        const cj_u32 v236 = v115 + v235;
        cj_cp_async16(cj_smem + v232, v234, true);
        const cj_u32 v237 = 512u;
        const cj_u32 v238 = v22 + v237;
        const cj_u32 v239 = 8192u;
        const cj_u32 v240 = v136 + v239;
        const cj_u32 v241 = v196 + v240;
        const cj_u64 v242 = 16384ull;
        const cj_ptr v243 = v200 + v242;
        const cj_u32 v244 = 64u;
        const cj_u32 v245 = v115 + v244;
        cj_cp_async16(cj_smem + v241, v243, true);
        const cj_u32 v246 = 640u;
        const cj_u32 v247 = v22 + v246;
        const cj_u32 v248 = 10240u;
        const cj_u32 v249 = v136 + v248;
        const cj_u32 v250 = v196 + v249;
        const cj_u64 v251 = 20480ull;
        const cj_ptr v252 = v200 + v251;
        const cj_u32 v253 = 80u;
        const cj_u32 v254 = v115 + v253;
        cj_cp_async16(cj_smem + v250, v252, true);
        const cj_u32 v255 = 768u;
        const cj_u32 v256 = v22 + v255;
        const cj_u32 v257 = 12288u;
        const cj_u32 v258 = v136 + v257;
        const cj_u32 v259 = v196 + v258;
        const cj_u64 v260 = 24576ull;
        const cj_ptr v261 = v200 + v260;
        const cj_u32 v262 = 96u;
        const cj_u32 v263 = v115 + v262;
        cj_cp_async16(cj_smem + v259, v261, true);
        const cj_u32 v264 = 896u;
        const cj_u32 v265 = v22 + v264;
        const cj_u32 v266 = 14336u;
        const cj_u32 v267 = v136 + v266;
        const cj_u32 v268 = v196 + v267;
        const cj_u64 v269 = 28672ull;
        const cj_ptr v270 = v200 + v269;
        const cj_u32 v271 = 112u;
        const cj_u32 v272 = v115 + v271;
        cj_cp_async16(cj_smem + v268, v270, true);
        const cj_u32 v273 = 8192u;
        const cj_u32 v274 = v178 * v273;
        const cj_u32 v275 = 49152u; // b_ring
        const cj_u32 v276 = v275 + v274;
        const cj_u64 v277 = (cj_u64)v192;
        const cj_u64 v278 = 2ull;
        const cj_u64 v279 = v277 * v278;
        const cj_ptr v280 = v151 + v279;
        const cj_u32 v281 = 0u;
        const cj_u32 v282 = v22 + v281;
        const cj_u32 v283 = 0u;
        const cj_u32 v284 = v159 + v283;
        const cj_u32 v285 = v276 + v284;
        const cj_u64 v286 = 0ull;
        const cj_ptr v287 = v280 + v286;
        const cj_u32 v288 = 0u;
        const cj_u32 v289 = v138 + v288;
        cj_cp_async16(cj_smem + v285, v287, true);
        const cj_u32 v290 = 128u;
        const cj_u32 v291 = v22 + v290;
        const cj_u32 v292 = 2048u;
        const cj_u32 v293 = v159 + v292;
        const cj_u32 v294 = v276 + v293;
        const cj_u64 v295 = 4096ull;
        const cj_ptr v296 = v280 + v295;
        const cj_u32 v297 = 16u;
        const cj_u32 v298 = v138 + v297;
        cj_cp_async16(cj_smem + v294, v296, true);
        const cj_u32 v299 = 256u;
        const cj_u32 v300 = v22 + v299;
        const cj_u32 v301 = 4096u;
        const cj_u32 v302 = v159 + v301;
        const cj_u32 v303 = v276 + v302;
        const cj_u64 v304 = 8192ull;
        const cj_ptr v305 = v280 + v304;
        const cj_u32 v306 = 32u;
        const cj_u32 v307 = v138 + v306;
        cj_cp_async16(cj_smem + v303, v305, true);
        const cj_u32 v308 = 384u;
        const cj_u32 v309 = v22 + v308;
        const cj_u32 v310 = 6144u;
        const cj_u32 v311 = v159 + v310;
        const cj_u32 v312 = v276 + v311;
        const cj_u64 v313 = 12288ull;
        const cj_ptr v314 = v280 + v313;
        const cj_u32 v315 = 48u;
        const cj_u32 v316 = v138 + v315;
        cj_cp_async16(cj_smem + v312, v314, true);
        cj_cp_commit();
      }
      const cj_u32 v317 = 2u;
      const cj_u32 v318 = v96 + v317;
      x_staged9 = v318;
    }
    // the last 2 k tiles' arrivals
    const cj_u32 v319 = x_staged9;
    const cj_u32 v320 = 2u;
    const cj_u32 v321 = (v319 < v320 ? v319 : v320);
    const cj_u32 v322 = v319 - v321;
    const cj_u32 v323 = 1u;
    for (cj_u32 v324 = v322; v324 < v319; v324 += v323) {
      cj_cp_wait<0>();
      asm volatile("fence.proxy.async.shared::cta;" ::: "memory");
      const cj_u32 v325 = 3u;
      const cj_u32 v326 = v324 % v325;
      const cj_u32 v327 = 3u;
      const cj_u32 v328 = 0u;
      const cj_u32 v329 = v326 + v328;
      const cj_u32 v330 = v329 << v327;
      const cj_u32 v331 = 73728u; // mbar
      const cj_u32 v332 = v331 + v330;
      asm volatile("mbarrier.arrive.shared::cta.b64 _, [%0];" :: "r"(cj_smem_addr(cj_smem) + v332) : "memory");
    }
  } else {
    const cj_u32 v333 = 128u;
    const cj_u32 v334 = v22 - v333;
    const cj_u32 v335 = 31u;
    const cj_u32 v336 = v334 & v335;
    const cj_u32 v337 = 5u;
    const cj_u32 v338 = v334 >> v337;
    const cj_u32 v339 = 0u;
    const cj_u32 v340 = 7u;
    const cj_u32 v341 = v334 >> v340;
    const cj_u32 v342 = 8192u;
    const cj_u32 v343 = v341 * v342;
    const cj_u32 v344 = 0u;
    x_consumed10 = v344;
    for (cj_u32 v345 = v14; v345 < v47; v345 += v21) {
      const cj_u32 v346 = x_consumed10;
      const cj_u32 v347 = 8u;
      const cj_u32 v348 = 24u;
      const cj_u32 v349 = v345 / v348;
      const cj_u32 v350 = v349 * v347;
      const cj_u32 v351 = 8u;
      const cj_u32 v352 = 2u;
      const cj_u32 v353 = v352 - v350;
      const cj_u32 v354 = (v353 < v351 ? v353 : v351);
      const cj_u32 v355 = 24u;
      const cj_u32 v356 = v345 % v355;
      const cj_u32 v357 = v356 % v354;
      const cj_u32 v358 = v350 + v357;
      const cj_u32 v359 = 128u;
      const cj_u32 v360 = v358 * v359;
      const cj_u32 v361 = 64u;
      const cj_u32 v362 = v356 / v354;
      const cj_u32 v363 = v362 * v361;
      const cj_u32 v364 = 0u;
      const cj_u32x4 v365 = cj_splat_u32x4(v364);
      x_acc1 = make_float4(__uint_as_float(v365.x), __uint_as_float(v365.y), __uint_as_float(v365.z), __uint_as_float(v365.w));
      const cj_u32 v366 = 0u;
      const cj_u32x4 v367 = cj_splat_u32x4(v366);
      x_acc2 = make_float4(__uint_as_float(v367.x), __uint_as_float(v367.y), __uint_as_float(v367.z), __uint_as_float(v367.w));
      const cj_u32 v368 = 0u;
      const cj_u32x4 v369 = cj_splat_u32x4(v368);
      x_acc3 = make_float4(__uint_as_float(v369.x), __uint_as_float(v369.y), __uint_as_float(v369.z), __uint_as_float(v369.w));
      const cj_u32 v370 = 0u;
      const cj_u32x4 v371 = cj_splat_u32x4(v370);
      x_acc4 = make_float4(__uint_as_float(v371.x), __uint_as_float(v371.y), __uint_as_float(v371.z), __uint_as_float(v371.w));
      const cj_u32 v372 = 0u;
      const cj_u32x4 v373 = cj_splat_u32x4(v372);
      x_acc5 = make_float4(__uint_as_float(v373.x), __uint_as_float(v373.y), __uint_as_float(v373.z), __uint_as_float(v373.w));
      const cj_u32 v374 = 0u;
      const cj_u32x4 v375 = cj_splat_u32x4(v374);
      x_acc6 = make_float4(__uint_as_float(v375.x), __uint_as_float(v375.y), __uint_as_float(v375.z), __uint_as_float(v375.w));
      const cj_u32 v376 = 0u;
      const cj_u32x4 v377 = cj_splat_u32x4(v376);
      x_acc7 = make_float4(__uint_as_float(v377.x), __uint_as_float(v377.y), __uint_as_float(v377.z), __uint_as_float(v377.w));
      const cj_u32 v378 = 0u;
      const cj_u32x4 v379 = cj_splat_u32x4(v378);
      x_acc8 = make_float4(__uint_as_float(v379.x), __uint_as_float(v379.y), __uint_as_float(v379.z), __uint_as_float(v379.w));
      const cj_u32 v380 = 2u;
      const cj_u32 v381 = 1u;
      const cj_u32 v382 = 0u;
      for (cj_u32 v383 = v382; v383 < v380; v383 += v381) {
        const cj_u32 v384 = v346 + v383;
        const cj_u32 v385 = 3u;
        const cj_u32 v386 = v384 % v385;
        const cj_u32 v387 = 3u;
        const cj_u32 v388 = v384 / v387;
        const cj_u32 v389 = 1u;
        const cj_u32 v390 = v388 & v389;
        const cj_u32 v391 = 3u;
        const cj_u32 v392 = 0u;
        const cj_u32 v393 = v386 + v392;
        const cj_u32 v394 = v393 << v391;
        const cj_u32 v395 = 73728u; // mbar
        const cj_u32 v396 = v395 + v394;
        asm volatile("{\n.reg .pred p;\ncj_wait:\nmbarrier.try_wait.parity.shared::cta.b64 p, [%0], %1;\n@!p bra cj_wait;\n}" :: "r"(cj_smem_addr(cj_smem) + v396), "r"(v390) : "memory");
        const cj_u32 v397 = 16384u;
        const cj_u32 v398 = v386 * v397;
        const cj_u32 v399 = 0u; // a_ring
        const cj_u32 v400 = v399 + v398;
        const cj_u32 v401 = cj_smem_addr(cj_smem) + v400;
        const cj_u32 v402 = 8192u;
        const cj_u32 v403 = v386 * v402;
        const cj_u32 v404 = 49152u; // b_ring
        const cj_u32 v405 = v404 + v403;
        const cj_u32 v406 = cj_smem_addr(cj_smem) + v405;
        const cj_u32 v407 = v401 + v343;
        asm volatile("wgmma.fence.sync.aligned;" ::: "memory");
        const cj_u32 v408 = 0u;
        const cj_u32 v409 = v406 + v408;
        const cj_u32 v410 = 16383u;
        const cj_u32 v411 = 4u;
        const cj_u32 v412 = v409 >> v411;
        const cj_u32 v413 = v412 & v410;
        const cj_u64 v414 = 0x4000004000010000ull;
        const cj_u64 v415 = (cj_u64)v413;
        const cj_u64 v416 = v415 | v414;
        const cj_u32 v417 = 0u;
        const cj_u32 v418 = v407 + v417;
        const cj_u32 v419 = 16383u;
        const cj_u32 v420 = 4u;
        const cj_u32 v421 = v418 >> v420;
        const cj_u32 v422 = v421 & v419;
        const cj_u64 v423 = 0x4000004000010000ull;
        const cj_u64 v424 = (cj_u64)v422;
        const cj_u64 v425 = v424 | v423;
        asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %34, 0;\n"
    "wgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31}, %32, %33, p, 1, 1, 0, 0;\n}\n"
    : "+f"(x_acc1.x), "+f"(x_acc1.y), "+f"(x_acc1.z), "+f"(x_acc1.w), "+f"(x_acc2.x), "+f"(x_acc2.y), "+f"(x_acc2.z), "+f"(x_acc2.w), "+f"(x_acc3.x), "+f"(x_acc3.y), "+f"(x_acc3.z), "+f"(x_acc3.w), "+f"(x_acc4.x), "+f"(x_acc4.y), "+f"(x_acc4.z), "+f"(x_acc4.w), "+f"(x_acc5.x), "+f"(x_acc5.y), "+f"(x_acc5.z), "+f"(x_acc5.w), "+f"(x_acc6.x), "+f"(x_acc6.y), "+f"(x_acc6.z), "+f"(x_acc6.w), "+f"(x_acc7.x), "+f"(x_acc7.y), "+f"(x_acc7.z), "+f"(x_acc7.w), "+f"(x_acc8.x), "+f"(x_acc8.y), "+f"(x_acc8.z), "+f"(x_acc8.w)
    : "l"(v425), "l"(v416), "r"(1) : "memory");
        const cj_u32 v426 = 32u;
        const cj_u32 v427 = v406 + v426;
        const cj_u32 v428 = 16383u;
        const cj_u32 v429 = 4u;
        const cj_u32 v430 = v427 >> v429;
        const cj_u32 v431 = v430 & v428;
        const cj_u64 v432 = 0x4000004000010000ull;
        const cj_u64 v433 = (cj_u64)v431;
        const cj_u64 v434 = v433 | v432;
        const cj_u32 v435 = 32u;
        const cj_u32 v436 = v407 + v435;
        const cj_u32 v437 = 16383u;
        const cj_u32 v438 = 4u;
        const cj_u32 v439 = v436 >> v438;
        const cj_u32 v440 = v439 & v437;
        const cj_u64 v441 = 0x4000004000010000ull;
        const cj_u64 v442 = (cj_u64)v440;
        const cj_u64 v443 = v442 | v441;
        asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %34, 0;\n"
    "wgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31}, %32, %33, p, 1, 1, 0, 0;\n}\n"
    : "+f"(x_acc1.x), "+f"(x_acc1.y), "+f"(x_acc1.z), "+f"(x_acc1.w), "+f"(x_acc2.x), "+f"(x_acc2.y), "+f"(x_acc2.z), "+f"(x_acc2.w), "+f"(x_acc3.x), "+f"(x_acc3.y), "+f"(x_acc3.z), "+f"(x_acc3.w), "+f"(x_acc4.x), "+f"(x_acc4.y), "+f"(x_acc4.z), "+f"(x_acc4.w), "+f"(x_acc5.x), "+f"(x_acc5.y), "+f"(x_acc5.z), "+f"(x_acc5.w), "+f"(x_acc6.x), "+f"(x_acc6.y), "+f"(x_acc6.z), "+f"(x_acc6.w), "+f"(x_acc7.x), "+f"(x_acc7.y), "+f"(x_acc7.z), "+f"(x_acc7.w), "+f"(x_acc8.x), "+f"(x_acc8.y), "+f"(x_acc8.z), "+f"(x_acc8.w)
    : "l"(v443), "l"(v434), "r"(1) : "memory");
        const cj_u32 v444 = 64u;
        const cj_u32 v445 = v406 + v444;
        const cj_u32 v446 = 16383u;
        const cj_u32 v447 = 4u;
        const cj_u32 v448 = v445 >> v447;
        const cj_u32 v449 = v448 & v446;
        const cj_u64 v450 = 0x4000004000010000ull;
        const cj_u64 v451 = (cj_u64)v449;
        const cj_u64 v452 = v451 | v450;
        const cj_u32 v453 = 64u;
        const cj_u32 v454 = v407 + v453;
        const cj_u32 v455 = 16383u;
        const cj_u32 v456 = 4u;
        const cj_u32 v457 = v454 >> v456;
        const cj_u32 v458 = v457 & v455;
        const cj_u64 v459 = 0x4000004000010000ull;
        const cj_u64 v460 = (cj_u64)v458;
        const cj_u64 v461 = v460 | v459;
        asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %34, 0;\n"
    "wgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31}, %32, %33, p, 1, 1, 0, 0;\n}\n"
    : "+f"(x_acc1.x), "+f"(x_acc1.y), "+f"(x_acc1.z), "+f"(x_acc1.w), "+f"(x_acc2.x), "+f"(x_acc2.y), "+f"(x_acc2.z), "+f"(x_acc2.w), "+f"(x_acc3.x), "+f"(x_acc3.y), "+f"(x_acc3.z), "+f"(x_acc3.w), "+f"(x_acc4.x), "+f"(x_acc4.y), "+f"(x_acc4.z), "+f"(x_acc4.w), "+f"(x_acc5.x), "+f"(x_acc5.y), "+f"(x_acc5.z), "+f"(x_acc5.w), "+f"(x_acc6.x), "+f"(x_acc6.y), "+f"(x_acc6.z), "+f"(x_acc6.w), "+f"(x_acc7.x), "+f"(x_acc7.y), "+f"(x_acc7.z), "+f"(x_acc7.w), "+f"(x_acc8.x), "+f"(x_acc8.y), "+f"(x_acc8.z), "+f"(x_acc8.w)
    : "l"(v461), "l"(v452), "r"(1) : "memory");
        const cj_u32 v462 = 96u;
        const cj_u32 v463 = v406 + v462;
        const cj_u32 v464 = 16383u;
        const cj_u32 v465 = 4u;
        const cj_u32 v466 = v463 >> v465;
        const cj_u32 v467 = v466 & v464;
        const cj_u64 v468 = 0x4000004000010000ull;
        const cj_u64 v469 = (cj_u64)v467;
        const cj_u64 v470 = v469 | v468;
        const cj_u32 v471 = 96u;
        const cj_u32 v472 = v407 + v471;
        const cj_u32 v473 = 16383u;
        const cj_u32 v474 = 4u;
        const cj_u32 v475 = v472 >> v474;
        const cj_u32 v476 = v475 & v473;
        const cj_u64 v477 = 0x4000004000010000ull;
        const cj_u64 v478 = (cj_u64)v476;
        const cj_u64 v479 = v478 | v477;
        asm volatile("{\n.reg .pred p;\nsetp.ne.b32 p, %34, 0;\n"
    "wgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 {%0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31}, %32, %33, p, 1, 1, 0, 0;\n}\n"
    : "+f"(x_acc1.x), "+f"(x_acc1.y), "+f"(x_acc1.z), "+f"(x_acc1.w), "+f"(x_acc2.x), "+f"(x_acc2.y), "+f"(x_acc2.z), "+f"(x_acc2.w), "+f"(x_acc3.x), "+f"(x_acc3.y), "+f"(x_acc3.z), "+f"(x_acc3.w), "+f"(x_acc4.x), "+f"(x_acc4.y), "+f"(x_acc4.z), "+f"(x_acc4.w), "+f"(x_acc5.x), "+f"(x_acc5.y), "+f"(x_acc5.z), "+f"(x_acc5.w), "+f"(x_acc6.x), "+f"(x_acc6.y), "+f"(x_acc6.z), "+f"(x_acc6.w), "+f"(x_acc7.x), "+f"(x_acc7.y), "+f"(x_acc7.z), "+f"(x_acc7.w), "+f"(x_acc8.x), "+f"(x_acc8.y), "+f"(x_acc8.z), "+f"(x_acc8.w)
    : "l"(v479), "l"(v470), "r"(1) : "memory");
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
        const cj_u32 v480 = 0u;
        const bool v481 = v383 > v480;
        if (v481) {
          const cj_u32 v482 = 3u;
          const cj_u32 v483 = 1u;
          const cj_u32 v484 = v384 - v483;
          const cj_u32 v485 = v484 % v482;
          const cj_u32 v486 = 3u;
          const cj_u32 v487 = 3u;
          const cj_u32 v488 = v485 + v487;
          const cj_u32 v489 = v488 << v486;
          const cj_u32 v490 = 73728u; // mbar
          const cj_u32 v491 = v490 + v489;
          asm volatile("mbarrier.arrive.shared::cta.b64 _, [%0];" :: "r"(cj_smem_addr(cj_smem) + v491) : "memory");
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
      const cj_u32 v492 = 1u;
      const cj_u32 v493 = v380 - v492;
      const cj_u32 v494 = v346 + v493;
      const cj_u32 v495 = 3u;
      const cj_u32 v496 = v494 % v495;
      const cj_u32 v497 = 3u;
      const cj_u32 v498 = 3u;
      const cj_u32 v499 = v496 + v498;
      const cj_u32 v500 = v499 << v497;
      const cj_u32 v501 = 73728u; // mbar
      const cj_u32 v502 = v501 + v500;
      asm volatile("mbarrier.arrive.shared::cta.b64 _, [%0];" :: "r"(cj_smem_addr(cj_smem) + v502) : "memory");
      const cj_u32 v503 = v346 + v380;
      x_consumed10 = v503;
      const cj_u32 v504 = 16u;
      const cj_u32 v505 = v338 * v504;
      const cj_u32 v506 = v360 + v505;
      const cj_u32 v507 = 64u;
      const cj_u32 v508 = v339 * v507;
      const cj_u32 v509 = v363 + v508;
      // epilogue: accumulators to C, masked at the edges
      const cj_u32x4 v510 = make_uint4(__float_as_uint(x_acc1.x), __float_as_uint(x_acc1.y), __float_as_uint(x_acc1.z), __float_as_uint(x_acc1.w));
      const cj_u32 v511 = 2u;
      const cj_u32 v512 = v336 >> v511;
      const cj_u32 v513 = 0u;
      const cj_u32 v514 = v506 + v513;
      const cj_u32 v515 = v514 + v512;
      const cj_u32 v516 = 1u;
      const cj_u32 v517 = 3u;
      const cj_u32 v518 = v336 & v517;
      const cj_u32 v519 = v518 << v516;
      const cj_u32 v520 = 0u;
      const cj_u32 v521 = v509 + v520;
      const cj_u32 v522 = v521 + v519;
      const cj_u32 v523 = v510.y;
      const cj_u32 v524 = v510.x;
      const cj_u32 v525 = 192u;
      const bool v526 = v522 < v525;
      const cj_u32 v527 = 256u;
      const bool v528 = v515 < v527;
      const bool v529 = v528 && v526;
      if (v529) {
        const float v530 = cj_f32_from_bits(v524);
        const cj_u16 v531 = cj_f32_to_bf16(v530);
        const cj_u16 v532 = v531;
        const cj_u32 v533 = (cj_u32)v532;
        const cj_u32 v534 = 1u;
        const cj_u32 v535 = v522 + v534;
        const float v536 = cj_f32_from_bits(v523);
        const cj_u16 v537 = cj_f32_to_bf16(v536);
        const cj_u16 v538 = v537;
        const cj_u32 v539 = (cj_u32)v538;
        const cj_u32 v540 = 16u;
        const cj_u32 v541 = v539 << v540;
        const cj_u32 v542 = v533 | v541;
        const cj_u64 v543 = (cj_u64)v522;
        const cj_u64 v544 = 192ull;
        const cj_u64 v545 = (cj_u64)v515;
        const cj_u64 v546 = v545 * v544;
        const cj_u64 v547 = v546 + v543;
        const cj_u64 v548 = 2ull;
        const cj_u64 v549 = v547 * v548;
        const cj_ptr v550 = v4 + v549;
        *(cj_u32 *)v550 = v542;
      }
      const cj_u32 v551 = v510.w;
      const cj_u32 v552 = v510.z;
      const cj_u32 v553 = 8u;
      const cj_u32 v554 = v515 + v553;
      const cj_u32 v555 = 192u;
      const bool v556 = v522 < v555;
      const cj_u32 v557 = 256u;
      const bool v558 = v554 < v557;
      const bool v559 = v558 && v556;
      if (v559) {
        const float v560 = cj_f32_from_bits(v552);
        const cj_u16 v561 = cj_f32_to_bf16(v560);
        const cj_u16 v562 = v561;
        const cj_u32 v563 = (cj_u32)v562;
        const cj_u32 v564 = 1u;
        const cj_u32 v565 = v522 + v564;
        const float v566 = cj_f32_from_bits(v551);
        const cj_u16 v567 = cj_f32_to_bf16(v566);
        const cj_u16 v568 = v567;
        const cj_u32 v569 = (cj_u32)v568;
        const cj_u32 v570 = 16u;
        const cj_u32 v571 = v569 << v570;
        const cj_u32 v572 = v563 | v571;
        const cj_u64 v573 = (cj_u64)v522;
        const cj_u64 v574 = 192ull;
        const cj_u64 v575 = (cj_u64)v554;
        const cj_u64 v576 = v575 * v574;
        const cj_u64 v577 = v576 + v573;
        const cj_u64 v578 = 2ull;
        const cj_u64 v579 = v577 * v578;
        const cj_ptr v580 = v4 + v579;
        *(cj_u32 *)v580 = v572;
      }
      const cj_u32x4 v581 = make_uint4(__float_as_uint(x_acc2.x), __float_as_uint(x_acc2.y), __float_as_uint(x_acc2.z), __float_as_uint(x_acc2.w));
      const cj_u32 v582 = 2u;
      const cj_u32 v583 = v336 >> v582;
      const cj_u32 v584 = 0u;
      const cj_u32 v585 = v506 + v584;
      const cj_u32 v586 = v585 + v583;
      const cj_u32 v587 = 1u;
      const cj_u32 v588 = 3u;
      const cj_u32 v589 = v336 & v588;
      const cj_u32 v590 = v589 << v587;
      const cj_u32 v591 = 8u;
      const cj_u32 v592 = v509 + v591;
      const cj_u32 v593 = v592 + v590;
      const cj_u32 v594 = v581.y;
      const cj_u32 v595 = v581.x;
      const cj_u32 v596 = 192u;
      const bool v597 = v593 < v596;
      const cj_u32 v598 = 256u;
      const bool v599 = v586 < v598;
      const bool v600 = v599 && v597;
      if (v600) {
        const float v601 = cj_f32_from_bits(v595);
        const cj_u16 v602 = cj_f32_to_bf16(v601);
        const cj_u16 v603 = v602;
        const cj_u32 v604 = (cj_u32)v603;
        const cj_u32 v605 = 1u;
        const cj_u32 v606 = v593 + v605;
        const float v607 = cj_f32_from_bits(v594);
        const cj_u16 v608 = cj_f32_to_bf16(v607);
        const cj_u16 v609 = v608;
        const cj_u32 v610 = (cj_u32)v609;
        const cj_u32 v611 = 16u;
        const cj_u32 v612 = v610 << v611;
        const cj_u32 v613 = v604 | v612;
        const cj_u64 v614 = (cj_u64)v593;
        const cj_u64 v615 = 192ull;
        const cj_u64 v616 = (cj_u64)v586;
        const cj_u64 v617 = v616 * v615;
        const cj_u64 v618 = v617 + v614;
        const cj_u64 v619 = 2ull;
        const cj_u64 v620 = v618 * v619;
        const cj_ptr v621 = v4 + v620;
        *(cj_u32 *)v621 = v613;
      }
      const cj_u32 v622 = v581.w;
      const cj_u32 v623 = v581.z;
      const cj_u32 v624 = 8u;
      const cj_u32 v625 = v586 + v624;
      const cj_u32 v626 = 192u;
      const bool v627 = v593 < v626;
      const cj_u32 v628 = 256u;
      const bool v629 = v625 < v628;
      const bool v630 = v629 && v627;
      if (v630) {
        const float v631 = cj_f32_from_bits(v623);
        const cj_u16 v632 = cj_f32_to_bf16(v631);
        const cj_u16 v633 = v632;
        const cj_u32 v634 = (cj_u32)v633;
        const cj_u32 v635 = 1u;
        const cj_u32 v636 = v593 + v635;
        const float v637 = cj_f32_from_bits(v622);
        const cj_u16 v638 = cj_f32_to_bf16(v637);
        const cj_u16 v639 = v638;
        const cj_u32 v640 = (cj_u32)v639;
        const cj_u32 v641 = 16u;
        const cj_u32 v642 = v640 << v641;
        const cj_u32 v643 = v634 | v642;
        const cj_u64 v644 = (cj_u64)v593;
        const cj_u64 v645 = 192ull;
        const cj_u64 v646 = (cj_u64)v625;
        const cj_u64 v647 = v646 * v645;
        const cj_u64 v648 = v647 + v644;
        const cj_u64 v649 = 2ull;
        const cj_u64 v650 = v648 * v649;
        const cj_ptr v651 = v4 + v650;
        *(cj_u32 *)v651 = v643;
      }
      const cj_u32x4 v652 = make_uint4(__float_as_uint(x_acc3.x), __float_as_uint(x_acc3.y), __float_as_uint(x_acc3.z), __float_as_uint(x_acc3.w));
      const cj_u32 v653 = 2u;
      const cj_u32 v654 = v336 >> v653;
      const cj_u32 v655 = 0u;
      const cj_u32 v656 = v506 + v655;
      const cj_u32 v657 = v656 + v654;
      const cj_u32 v658 = 1u;
      const cj_u32 v659 = 3u;
      const cj_u32 v660 = v336 & v659;
      const cj_u32 v661 = v660 << v658;
      const cj_u32 v662 = 16u;
      const cj_u32 v663 = v509 + v662;
      const cj_u32 v664 = v663 + v661;
      const cj_u32 v665 = v652.y;
      const cj_u32 v666 = v652.x;
      const cj_u32 v667 = 192u;
      const bool v668 = v664 < v667;
      const cj_u32 v669 = 256u;
      const bool v670 = v657 < v669;
      const bool v671 = v670 && v668;
      if (v671) {
        const float v672 = cj_f32_from_bits(v666);
        const cj_u16 v673 = cj_f32_to_bf16(v672);
        const cj_u16 v674 = v673;
        const cj_u32 v675 = (cj_u32)v674;
        const cj_u32 v676 = 1u;
        const cj_u32 v677 = v664 + v676;
        const float v678 = cj_f32_from_bits(v665);
        const cj_u16 v679 = cj_f32_to_bf16(v678);
        const cj_u16 v680 = v679;
        const cj_u32 v681 = (cj_u32)v680;
        const cj_u32 v682 = 16u;
        const cj_u32 v683 = v681 << v682;
        const cj_u32 v684 = v675 | v683;
        const cj_u64 v685 = (cj_u64)v664;
        const cj_u64 v686 = 192ull;
        const cj_u64 v687 = (cj_u64)v657;
        const cj_u64 v688 = v687 * v686;
        const cj_u64 v689 = v688 + v685;
        const cj_u64 v690 = 2ull;
        const cj_u64 v691 = v689 * v690;
        const cj_ptr v692 = v4 + v691;
        *(cj_u32 *)v692 = v684;
      }
      const cj_u32 v693 = v652.w;
      const cj_u32 v694 = v652.z;
      const cj_u32 v695 = 8u;
      const cj_u32 v696 = v657 + v695;
      const cj_u32 v697 = 192u;
      const bool v698 = v664 < v697;
      const cj_u32 v699 = 256u;
      const bool v700 = v696 < v699;
      const bool v701 = v700 && v698;
      if (v701) {
        const float v702 = cj_f32_from_bits(v694);
        const cj_u16 v703 = cj_f32_to_bf16(v702);
        const cj_u16 v704 = v703;
        const cj_u32 v705 = (cj_u32)v704;
        const cj_u32 v706 = 1u;
        const cj_u32 v707 = v664 + v706;
        const float v708 = cj_f32_from_bits(v693);
        const cj_u16 v709 = cj_f32_to_bf16(v708);
        const cj_u16 v710 = v709;
        const cj_u32 v711 = (cj_u32)v710;
        const cj_u32 v712 = 16u;
        const cj_u32 v713 = v711 << v712;
        const cj_u32 v714 = v705 | v713;
        const cj_u64 v715 = (cj_u64)v664;
        const cj_u64 v716 = 192ull;
        const cj_u64 v717 = (cj_u64)v696;
        const cj_u64 v718 = v717 * v716;
        const cj_u64 v719 = v718 + v715;
        const cj_u64 v720 = 2ull;
        const cj_u64 v721 = v719 * v720;
        const cj_ptr v722 = v4 + v721;
        *(cj_u32 *)v722 = v714;
      }
      const cj_u32x4 v723 = make_uint4(__float_as_uint(x_acc4.x), __float_as_uint(x_acc4.y), __float_as_uint(x_acc4.z), __float_as_uint(x_acc4.w));
      const cj_u32 v724 = 2u;
      const cj_u32 v725 = v336 >> v724;
      const cj_u32 v726 = 0u;
      const cj_u32 v727 = v506 + v726;
      const cj_u32 v728 = v727 + v725;
      const cj_u32 v729 = 1u;
      const cj_u32 v730 = 3u;
      const cj_u32 v731 = v336 & v730;
      const cj_u32 v732 = v731 << v729;
      const cj_u32 v733 = 24u;
      const cj_u32 v734 = v509 + v733;
      const cj_u32 v735 = v734 + v732;
      const cj_u32 v736 = v723.y;
      const cj_u32 v737 = v723.x;
      const cj_u32 v738 = 192u;
      const bool v739 = v735 < v738;
      const cj_u32 v740 = 256u;
      const bool v741 = v728 < v740;
      const bool v742 = v741 && v739;
      if (v742) {
        const float v743 = cj_f32_from_bits(v737);
        const cj_u16 v744 = cj_f32_to_bf16(v743);
        const cj_u16 v745 = v744;
        const cj_u32 v746 = (cj_u32)v745;
        const cj_u32 v747 = 1u;
        const cj_u32 v748 = v735 + v747;
        const float v749 = cj_f32_from_bits(v736);
        const cj_u16 v750 = cj_f32_to_bf16(v749);
        const cj_u16 v751 = v750;
        const cj_u32 v752 = (cj_u32)v751;
        const cj_u32 v753 = 16u;
        const cj_u32 v754 = v752 << v753;
        const cj_u32 v755 = v746 | v754;
        const cj_u64 v756 = (cj_u64)v735;
        const cj_u64 v757 = 192ull;
        const cj_u64 v758 = (cj_u64)v728;
        const cj_u64 v759 = v758 * v757;
        const cj_u64 v760 = v759 + v756;
        const cj_u64 v761 = 2ull;
        const cj_u64 v762 = v760 * v761;
        const cj_ptr v763 = v4 + v762;
        *(cj_u32 *)v763 = v755;
      }
      const cj_u32 v764 = v723.w;
      const cj_u32 v765 = v723.z;
      const cj_u32 v766 = 8u;
      const cj_u32 v767 = v728 + v766;
      const cj_u32 v768 = 192u;
      const bool v769 = v735 < v768;
      const cj_u32 v770 = 256u;
      const bool v771 = v767 < v770;
      const bool v772 = v771 && v769;
      if (v772) {
        const float v773 = cj_f32_from_bits(v765);
        const cj_u16 v774 = cj_f32_to_bf16(v773);
        const cj_u16 v775 = v774;
        const cj_u32 v776 = (cj_u32)v775;
        const cj_u32 v777 = 1u;
        const cj_u32 v778 = v735 + v777;
        const float v779 = cj_f32_from_bits(v764);
        const cj_u16 v780 = cj_f32_to_bf16(v779);
        const cj_u16 v781 = v780;
        const cj_u32 v782 = (cj_u32)v781;
        const cj_u32 v783 = 16u;
        const cj_u32 v784 = v782 << v783;
        const cj_u32 v785 = v776 | v784;
        const cj_u64 v786 = (cj_u64)v735;
        const cj_u64 v787 = 192ull;
        const cj_u64 v788 = (cj_u64)v767;
        const cj_u64 v789 = v788 * v787;
        const cj_u64 v790 = v789 + v786;
        const cj_u64 v791 = 2ull;
        const cj_u64 v792 = v790 * v791;
        const cj_ptr v793 = v4 + v792;
        *(cj_u32 *)v793 = v785;
      }
      const cj_u32x4 v794 = make_uint4(__float_as_uint(x_acc5.x), __float_as_uint(x_acc5.y), __float_as_uint(x_acc5.z), __float_as_uint(x_acc5.w));
      const cj_u32 v795 = 2u;
      const cj_u32 v796 = v336 >> v795;
      const cj_u32 v797 = 0u;
      const cj_u32 v798 = v506 + v797;
      const cj_u32 v799 = v798 + v796;
      const cj_u32 v800 = 1u;
      const cj_u32 v801 = 3u;
      const cj_u32 v802 = v336 & v801;
      const cj_u32 v803 = v802 << v800;
      const cj_u32 v804 = 32u;
      const cj_u32 v805 = v509 + v804;
      const cj_u32 v806 = v805 + v803;
      const cj_u32 v807 = v794.y;
      const cj_u32 v808 = v794.x;
      const cj_u32 v809 = 192u;
      const bool v810 = v806 < v809;
      const cj_u32 v811 = 256u;
      const bool v812 = v799 < v811;
      const bool v813 = v812 && v810;
      if (v813) {
        const float v814 = cj_f32_from_bits(v808);
        const cj_u16 v815 = cj_f32_to_bf16(v814);
        const cj_u16 v816 = v815;
        const cj_u32 v817 = (cj_u32)v816;
        const cj_u32 v818 = 1u;
        const cj_u32 v819 = v806 + v818;
        const float v820 = cj_f32_from_bits(v807);
        const cj_u16 v821 = cj_f32_to_bf16(v820);
        const cj_u16 v822 = v821;
        const cj_u32 v823 = (cj_u32)v822;
        const cj_u32 v824 = 16u;
        const cj_u32 v825 = v823 << v824;
        const cj_u32 v826 = v817 | v825;
        const cj_u64 v827 = (cj_u64)v806;
        const cj_u64 v828 = 192ull;
        const cj_u64 v829 = (cj_u64)v799;
        const cj_u64 v830 = v829 * v828;
        const cj_u64 v831 = v830 + v827;
        const cj_u64 v832 = 2ull;
        const cj_u64 v833 = v831 * v832;
        const cj_ptr v834 = v4 + v833;
        *(cj_u32 *)v834 = v826;
      }
      const cj_u32 v835 = v794.w;
      const cj_u32 v836 = v794.z;
      const cj_u32 v837 = 8u;
      const cj_u32 v838 = v799 + v837;
      const cj_u32 v839 = 192u;
      const bool v840 = v806 < v839;
      const cj_u32 v841 = 256u;
      const bool v842 = v838 < v841;
      const bool v843 = v842 && v840;
      if (v843) {
        const float v844 = cj_f32_from_bits(v836);
        const cj_u16 v845 = cj_f32_to_bf16(v844);
        const cj_u16 v846 = v845;
        const cj_u32 v847 = (cj_u32)v846;
        const cj_u32 v848 = 1u;
        const cj_u32 v849 = v806 + v848;
        const float v850 = cj_f32_from_bits(v835);
        const cj_u16 v851 = cj_f32_to_bf16(v850);
        const cj_u16 v852 = v851;
        const cj_u32 v853 = (cj_u32)v852;
        const cj_u32 v854 = 16u;
        const cj_u32 v855 = v853 << v854;
        const cj_u32 v856 = v847 | v855;
        const cj_u64 v857 = (cj_u64)v806;
        const cj_u64 v858 = 192ull;
        const cj_u64 v859 = (cj_u64)v838;
        const cj_u64 v860 = v859 * v858;
        const cj_u64 v861 = v860 + v857;
        const cj_u64 v862 = 2ull;
        const cj_u64 v863 = v861 * v862;
        const cj_ptr v864 = v4 + v863;
        *(cj_u32 *)v864 = v856;
      }
      const cj_u32x4 v865 = make_uint4(__float_as_uint(x_acc6.x), __float_as_uint(x_acc6.y), __float_as_uint(x_acc6.z), __float_as_uint(x_acc6.w));
      const cj_u32 v866 = 2u;
      const cj_u32 v867 = v336 >> v866;
      const cj_u32 v868 = 0u;
      const cj_u32 v869 = v506 + v868;
      const cj_u32 v870 = v869 + v867;
      const cj_u32 v871 = 1u;
      const cj_u32 v872 = 3u;
      const cj_u32 v873 = v336 & v872;
      const cj_u32 v874 = v873 << v871;
      const cj_u32 v875 = 40u;
      const cj_u32 v876 = v509 + v875;
      const cj_u32 v877 = v876 + v874;
      const cj_u32 v878 = v865.y;
      const cj_u32 v879 = v865.x;
      const cj_u32 v880 = 192u;
      const bool v881 = v877 < v880;
      const cj_u32 v882 = 256u;
      const bool v883 = v870 < v882;
      const bool v884 = v883 && v881;
      if (v884) {
        const float v885 = cj_f32_from_bits(v879);
        const cj_u16 v886 = cj_f32_to_bf16(v885);
        const cj_u16 v887 = v886;
        const cj_u32 v888 = (cj_u32)v887;
        const cj_u32 v889 = 1u;
        const cj_u32 v890 = v877 + v889;
        const float v891 = cj_f32_from_bits(v878);
        const cj_u16 v892 = cj_f32_to_bf16(v891);
        const cj_u16 v893 = v892;
        const cj_u32 v894 = (cj_u32)v893;
        const cj_u32 v895 = 16u;
        const cj_u32 v896 = v894 << v895;
        const cj_u32 v897 = v888 | v896;
        const cj_u64 v898 = (cj_u64)v877;
        const cj_u64 v899 = 192ull;
        const cj_u64 v900 = (cj_u64)v870;
        const cj_u64 v901 = v900 * v899;
        const cj_u64 v902 = v901 + v898;
        const cj_u64 v903 = 2ull;
        const cj_u64 v904 = v902 * v903;
        const cj_ptr v905 = v4 + v904;
        *(cj_u32 *)v905 = v897;
      }
      const cj_u32 v906 = v865.w;
      const cj_u32 v907 = v865.z;
      const cj_u32 v908 = 8u;
      const cj_u32 v909 = v870 + v908;
      const cj_u32 v910 = 192u;
      const bool v911 = v877 < v910;
      const cj_u32 v912 = 256u;
      const bool v913 = v909 < v912;
      const bool v914 = v913 && v911;
      if (v914) {
        const float v915 = cj_f32_from_bits(v907);
        const cj_u16 v916 = cj_f32_to_bf16(v915);
        const cj_u16 v917 = v916;
        const cj_u32 v918 = (cj_u32)v917;
        const cj_u32 v919 = 1u;
        const cj_u32 v920 = v877 + v919;
        const float v921 = cj_f32_from_bits(v906);
        const cj_u16 v922 = cj_f32_to_bf16(v921);
        const cj_u16 v923 = v922;
        const cj_u32 v924 = (cj_u32)v923;
        const cj_u32 v925 = 16u;
        const cj_u32 v926 = v924 << v925;
        const cj_u32 v927 = v918 | v926;
        const cj_u64 v928 = (cj_u64)v877;
        const cj_u64 v929 = 192ull;
        const cj_u64 v930 = (cj_u64)v909;
        const cj_u64 v931 = v930 * v929;
        const cj_u64 v932 = v931 + v928;
        const cj_u64 v933 = 2ull;
        const cj_u64 v934 = v932 * v933;
        const cj_ptr v935 = v4 + v934;
        *(cj_u32 *)v935 = v927;
      }
      const cj_u32x4 v936 = make_uint4(__float_as_uint(x_acc7.x), __float_as_uint(x_acc7.y), __float_as_uint(x_acc7.z), __float_as_uint(x_acc7.w));
      const cj_u32 v937 = 2u;
      const cj_u32 v938 = v336 >> v937;
      const cj_u32 v939 = 0u;
      const cj_u32 v940 = v506 + v939;
      const cj_u32 v941 = v940 + v938;
      const cj_u32 v942 = 1u;
      const cj_u32 v943 = 3u;
      const cj_u32 v944 = v336 & v943;
      const cj_u32 v945 = v944 << v942;
      const cj_u32 v946 = 48u;
      const cj_u32 v947 = v509 + v946;
      const cj_u32 v948 = v947 + v945;
      const cj_u32 v949 = v936.y;
      const cj_u32 v950 = v936.x;
      const cj_u32 v951 = 192u;
      const bool v952 = v948 < v951;
      const cj_u32 v953 = 256u;
      const bool v954 = v941 < v953;
      const bool v955 = v954 && v952;
      if (v955) {
        const float v956 = cj_f32_from_bits(v950);
        const cj_u16 v957 = cj_f32_to_bf16(v956);
        const cj_u16 v958 = v957;
        const cj_u32 v959 = (cj_u32)v958;
        const cj_u32 v960 = 1u;
        const cj_u32 v961 = v948 + v960;
        const float v962 = cj_f32_from_bits(v949);
        const cj_u16 v963 = cj_f32_to_bf16(v962);
        const cj_u16 v964 = v963;
        const cj_u32 v965 = (cj_u32)v964;
        const cj_u32 v966 = 16u;
        const cj_u32 v967 = v965 << v966;
        const cj_u32 v968 = v959 | v967;
        const cj_u64 v969 = (cj_u64)v948;
        const cj_u64 v970 = 192ull;
        const cj_u64 v971 = (cj_u64)v941;
        const cj_u64 v972 = v971 * v970;
        const cj_u64 v973 = v972 + v969;
        const cj_u64 v974 = 2ull;
        const cj_u64 v975 = v973 * v974;
        const cj_ptr v976 = v4 + v975;
        *(cj_u32 *)v976 = v968;
      }
      const cj_u32 v977 = v936.w;
      const cj_u32 v978 = v936.z;
      const cj_u32 v979 = 8u;
      const cj_u32 v980 = v941 + v979;
      const cj_u32 v981 = 192u;
      const bool v982 = v948 < v981;
      const cj_u32 v983 = 256u;
      const bool v984 = v980 < v983;
      const bool v985 = v984 && v982;
      if (v985) {
        const float v986 = cj_f32_from_bits(v978);
        const cj_u16 v987 = cj_f32_to_bf16(v986);
        const cj_u16 v988 = v987;
        const cj_u32 v989 = (cj_u32)v988;
        const cj_u32 v990 = 1u;
        const cj_u32 v991 = v948 + v990;
        const float v992 = cj_f32_from_bits(v977);
        const cj_u16 v993 = cj_f32_to_bf16(v992);
        const cj_u16 v994 = v993;
        const cj_u32 v995 = (cj_u32)v994;
        const cj_u32 v996 = 16u;
        const cj_u32 v997 = v995 << v996;
        const cj_u32 v998 = v989 | v997;
        const cj_u64 v999 = (cj_u64)v948;
        const cj_u64 v1000 = 192ull;
        const cj_u64 v1001 = (cj_u64)v980;
        const cj_u64 v1002 = v1001 * v1000;
        const cj_u64 v1003 = v1002 + v999;
        const cj_u64 v1004 = 2ull;
        const cj_u64 v1005 = v1003 * v1004;
        const cj_ptr v1006 = v4 + v1005;
        *(cj_u32 *)v1006 = v998;
      }
      const cj_u32x4 v1007 = make_uint4(__float_as_uint(x_acc8.x), __float_as_uint(x_acc8.y), __float_as_uint(x_acc8.z), __float_as_uint(x_acc8.w));
      const cj_u32 v1008 = 2u;
      const cj_u32 v1009 = v336 >> v1008;
      const cj_u32 v1010 = 0u;
      const cj_u32 v1011 = v506 + v1010;
      const cj_u32 v1012 = v1011 + v1009;
      const cj_u32 v1013 = 1u;
      const cj_u32 v1014 = 3u;
      const cj_u32 v1015 = v336 & v1014;
      const cj_u32 v1016 = v1015 << v1013;
      const cj_u32 v1017 = 56u;
      const cj_u32 v1018 = v509 + v1017;
      const cj_u32 v1019 = v1018 + v1016;
      const cj_u32 v1020 = v1007.y;
      const cj_u32 v1021 = v1007.x;
      const cj_u32 v1022 = 192u;
      const bool v1023 = v1019 < v1022;
      const cj_u32 v1024 = 256u;
      const bool v1025 = v1012 < v1024;
      const bool v1026 = v1025 && v1023;
      if (v1026) {
        const float v1027 = cj_f32_from_bits(v1021);
        const cj_u16 v1028 = cj_f32_to_bf16(v1027);
        const cj_u16 v1029 = v1028;
        const cj_u32 v1030 = (cj_u32)v1029;
        const cj_u32 v1031 = 1u;
        const cj_u32 v1032 = v1019 + v1031;
        const float v1033 = cj_f32_from_bits(v1020);
        const cj_u16 v1034 = cj_f32_to_bf16(v1033);
        const cj_u16 v1035 = v1034;
        const cj_u32 v1036 = (cj_u32)v1035;
        const cj_u32 v1037 = 16u;
        const cj_u32 v1038 = v1036 << v1037;
        const cj_u32 v1039 = v1030 | v1038;
        const cj_u64 v1040 = (cj_u64)v1019;
        const cj_u64 v1041 = 192ull;
        const cj_u64 v1042 = (cj_u64)v1012;
        const cj_u64 v1043 = v1042 * v1041;
        const cj_u64 v1044 = v1043 + v1040;
        const cj_u64 v1045 = 2ull;
        const cj_u64 v1046 = v1044 * v1045;
        const cj_ptr v1047 = v4 + v1046;
        *(cj_u32 *)v1047 = v1039;
      }
      const cj_u32 v1048 = v1007.w;
      const cj_u32 v1049 = v1007.z;
      const cj_u32 v1050 = 8u;
      const cj_u32 v1051 = v1012 + v1050;
      const cj_u32 v1052 = 192u;
      const bool v1053 = v1019 < v1052;
      const cj_u32 v1054 = 256u;
      const bool v1055 = v1051 < v1054;
      const bool v1056 = v1055 && v1053;
      if (v1056) {
        const float v1057 = cj_f32_from_bits(v1049);
        const cj_u16 v1058 = cj_f32_to_bf16(v1057);
        const cj_u16 v1059 = v1058;
        const cj_u32 v1060 = (cj_u32)v1059;
        const cj_u32 v1061 = 1u;
        const cj_u32 v1062 = v1019 + v1061;
        const float v1063 = cj_f32_from_bits(v1048);
        const cj_u16 v1064 = cj_f32_to_bf16(v1063);
        const cj_u16 v1065 = v1064;
        const cj_u32 v1066 = (cj_u32)v1065;
        const cj_u32 v1067 = 16u;
        const cj_u32 v1068 = v1066 << v1067;
        const cj_u32 v1069 = v1060 | v1068;
        const cj_u64 v1070 = (cj_u64)v1019;
        const cj_u64 v1071 = 192ull;
        const cj_u64 v1072 = (cj_u64)v1051;
        const cj_u64 v1073 = v1072 * v1071;
        const cj_u64 v1074 = v1073 + v1070;
        const cj_u64 v1075 = 2ull;
        const cj_u64 v1076 = v1074 * v1075;
        const cj_ptr v1077 = v4 + v1076;
        *(cj_u32 *)v1077 = v1069;
      }
    }
  }
}
