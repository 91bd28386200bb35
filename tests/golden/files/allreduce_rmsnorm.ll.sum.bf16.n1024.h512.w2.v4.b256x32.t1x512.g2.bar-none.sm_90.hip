// colljit kernel cj_allreduce_rmsnorm_ll_sum_bf16_n1024_h512_w2_v4_b256x32_t1x512_g2_bar_none_sm_90 (block 256, grid 2, sm_90)
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

extern "C" __global__ void __launch_bounds__(256) cj_allreduce_rmsnorm_ll_sum_bf16_n1024_h512_w2_v4_b256x32_t1x512_g2_bar_none_sm_90(cj_ptr p_heap_bases, cj_u32 p_rank, cj_ptr p_src, cj_ptr p_dst, cj_ptr p_sync, cj_ptr p_status, cj_u64 p_timeout_ns, cj_ptr p_work, cj_u64 p_n, cj_u32 p_nblocks, cj_ptr p_residual, cj_ptr p_weight, float p_eps) {
  __shared__ __attribute__((aligned(16))) char cj_smem[32];
  cj_u32 x_failed0 = {};
  float x_sumsq1 = {};
  cj_u32 x_resid2 = {};
  cj_u32 x_probed3 = {};
  cj_u32 x_data4 = {};
  cj_u32 x_done5 = {};
  cj_u32 x_probed6 = {};
  cj_u32 x_data7 = {};
  cj_u32 x_done8 = {};
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
  const cj_ptr v11 = p_residual;
  const cj_ptr v12 = p_weight;
  const float v13 = p_eps;
  const cj_u32 v14 = cj_tid();
  const cj_u32 v15 = cj_bid();
  const cj_u64 v16 = (cj_u64)v2;
  const cj_u64 v17 = 8ull;
  const cj_u64 v18 = v16 * v17;
  const cj_ptr v19 = v1 + v18;
  const cj_u64 v20 = *(const cj_u64 *)v19;
  const cj_u32 v21 = 0u;
  x_failed0 = v21;
  const cj_u32 v22 = 2u;
  const cj_u64 v23 = 1024ull;
  const cj_u64 v24 = 2048ull;
  const cj_u64 v25 = v24 / v23;
  const cj_u64 v26 = (cj_u64)v22;
  const cj_u64 v27 = (cj_u64)v15;
  // allreduce_rmsnorm ll: 2 ranks, rows of 1024 bytes, 1 accesses of 4 bytes per thread
  const cj_u64 v28 = 8ull;
  const cj_ptr v29 = v5 + v28;
  const cj_u64 v30 = cj_atomic_load_relaxed_device((cj_u64 *)v29);
  const cj_u64 v31 = 1ull;
  const cj_u64 v32 = 11ull;
  const cj_u64 v33 = v30 >> v32;
  const cj_u64 v34 = v33 + v31;
  const cj_u32 v35 = (cj_u32)v34;
  const cj_u64 v36 = 1ull;
  const cj_u64 v37 = v34 & v36;
  const cj_u64 v38 = 0x400000ull;
  const cj_u64 v39 = v37 * v38;
  const cj_ptr v40 = v8 + v39;
  const cj_u64 v41 = (cj_u64)v2;
  const cj_u64 v42 = 0x200000ull;
  const cj_u64 v43 = v41 * v42;
  const cj_ptr v44 = v40 + v43;
  const cj_u64 v45 = 0ull;
  const cj_ptr v46 = v40 + v45;
  const cj_u32 v47 = 2u;
  const cj_u32 v48 = 1u;
  const cj_u32 v49 = v2 + v48;
  const bool v50 = v49 >= v47;
  const cj_u32 v51 = v49 - v47;
  const cj_u32 v52 = v50 ? v51 : v49;
  const cj_u64 v53 = 0x200000ull;
  const cj_ptr v54 = v40 + v53;
  const cj_u64 v55 = 8ull;
  const cj_u64 v56 = (cj_u64)v52;
  const cj_u64 v57 = v56 * v55;
  const cj_ptr v58 = v1 + v57;
  const cj_u64 v59 = *(const cj_u64 *)v58;
  const cj_u64 v60 = v59 - v20;
  const cj_ptr v61 = v44 + v60;
  for (cj_u64 v62 = v27; v62 < v25; v62 += v26) {
    const cj_u64 v63 = 1024ull;
    const cj_u64 v64 = v62 * v63;
    const cj_u64 v65 = (cj_u64)v14;
    const cj_u64 v66 = 0ull;
    const cj_u64 v67 = v65 + v66;
    const cj_u64 v68 = 4ull;
    const cj_u64 v69 = v67 * v68;
    const cj_u64 v70 = v64 + v69;
    const cj_ptr v71 = v3 + v70;
    const cj_u32 v72 = *(const cj_u32 *)v71;
    const cj_u32x2 v73 = cj_splat_u32x2(v72);
    cj_u32x2 v74 = v73;
    v74.y = v35;
    const cj_u64 v75 = 2ull;
    const cj_u64 v76 = v70 * v75;
    const cj_ptr v77 = v44 + v76;
    cj_st_volatile((cj_u32x2 *)v77, v74);
    const cj_ptr v78 = v61 + v76;
    cj_st_volatile((cj_u32x2 *)v78, v74);
  }
  for (cj_u64 v79 = v27; v79 < v25; v79 += v26) {
    const cj_u64 v80 = 1024ull;
    const cj_u64 v81 = v79 * v80;
    const cj_u64 v82 = (cj_u64)v14;
    const float v83 = 0.0f;
    x_sumsq1 = v83;
    const cj_u64 v84 = 0ull;
    const cj_u64 v85 = v82 + v84;
    const cj_u64 v86 = 4ull;
    const cj_u64 v87 = v85 * v86;
    const cj_u64 v88 = v81 + v87;
    const cj_u64 v89 = 2ull;
    const cj_u64 v90 = v88 * v89;
    const cj_ptr v91 = v46 + v90;
    const cj_u32x2 v92 = cj_ld_volatile((const cj_u32x2 *)v91);
    const cj_u64 v93 = 2ull;
    const cj_u64 v94 = v88 * v93;
    const cj_ptr v95 = v54 + v94;
    const cj_u32x2 v96 = cj_ld_volatile((const cj_u32x2 *)v95);
    const cj_u32 v97 = 0u;
    x_resid2 = v97;
    const cj_u64 v98 = v81 + v87;
    const cj_ptr v99 = v11 + v98;
    const cj_u32 v100 = *(const cj_u32 *)v99;
    const cj_u32 v101 = v92.x;
    x_probed3 = v101;
    const cj_u32 v102 = v92.y;
    const bool v103 = v102 != v35;
    if (v103) {
      const cj_u64 v104 = 2ull;
      const cj_u64 v105 = v98 * v104;
      const cj_ptr v106 = v46 + v105;
      const cj_u32 v107 = 0u;
      const cj_u32 v108 = 1u;
      const cj_u64 v109 = cj_timer_ns();
      x_data4 = v107;
      const cj_u32 v110 = x_failed0;
      x_done5 = v110;
      while (true) {
        const cj_u32 v111 = x_done5;
        const bool v112 = v111 == v107;
        if (!v112) break;
        const cj_u32x2 v113 = cj_ld_volatile((const cj_u32x2 *)v106);
        const cj_u32 v114 = v113.y;
        const bool v115 = v114 == v35;
        if (v115) {
          const cj_u32 v116 = v113.x;
          x_data4 = v116;
          x_done5 = v108;
        } else {
          const cj_u64 v117 = cj_timer_ns();
          const cj_u64 v118 = v117 - v109;
          const bool v119 = v118 > v7;
          const cj_u32 v120 = cj_atomic_load_relaxed_device((cj_u32 *)v6);
          const bool v121 = v120 != v107;
          const bool v122 = v119 || v121;
          if (v122) {
            const cj_u32 v123 = 1u;
            cj_atomic_store_relaxed_system((cj_u32 *)v6, v123);
            x_failed0 = v108;
            x_done5 = v108;
          }
        }
      }
      const cj_u32 v124 = x_data4;
      x_probed3 = v124;
    }
    const cj_u32 v125 = x_probed3;
    const cj_u32 v126 = v96.x;
    x_probed6 = v126;
    const cj_u32 v127 = v96.y;
    const bool v128 = v127 != v35;
    if (v128) {
      const cj_u64 v129 = 2ull;
      const cj_u64 v130 = v98 * v129;
      const cj_ptr v131 = v54 + v130;
      const cj_u32 v132 = 0u;
      const cj_u32 v133 = 1u;
      const cj_u64 v134 = cj_timer_ns();
      x_data7 = v132;
      const cj_u32 v135 = x_failed0;
      x_done8 = v135;
      while (true) {
        const cj_u32 v136 = x_done8;
        const bool v137 = v136 == v132;
        if (!v137) break;
        const cj_u32x2 v138 = cj_ld_volatile((const cj_u32x2 *)v131);
        const cj_u32 v139 = v138.y;
        const bool v140 = v139 == v35;
        if (v140) {
          const cj_u32 v141 = v138.x;
          x_data7 = v141;
          x_done8 = v133;
        } else {
          const cj_u64 v142 = cj_timer_ns();
          const cj_u64 v143 = v142 - v134;
          const bool v144 = v143 > v7;
          const cj_u32 v145 = cj_atomic_load_relaxed_device((cj_u32 *)v6);
          const bool v146 = v145 != v132;
          const bool v147 = v144 || v146;
          if (v147) {
            const cj_u32 v148 = 1u;
            cj_atomic_store_relaxed_system((cj_u32 *)v6, v148);
            x_failed0 = v133;
            x_done8 = v133;
          }
        }
      }
      const cj_u32 v149 = x_data7;
      x_probed6 = v149;
    }
    const cj_u32 v150 = x_probed6;
    const cj_u16 v151 = (cj_u16)v125;
    const cj_u16 v152 = v151;
    const float v153 = cj_bf16_to_f32(v152);
    const cj_u16 v154 = (cj_u16)v150;
    const cj_u16 v155 = v154;
    const float v156 = cj_bf16_to_f32(v155);
    const float v157 = v153 + v156;
    const cj_u32 v158 = 16u;
    const cj_u32 v159 = v125 >> v158;
    const cj_u16 v160 = (cj_u16)v159;
    const cj_u16 v161 = v160;
    const float v162 = cj_bf16_to_f32(v161);
    const cj_u32 v163 = 16u;
    const cj_u32 v164 = v150 >> v163;
    const cj_u16 v165 = (cj_u16)v164;
    const cj_u16 v166 = v165;
    const float v167 = cj_bf16_to_f32(v166);
    const float v168 = v162 + v167;
    const cj_u16 v169 = (cj_u16)v100;
    const cj_u16 v170 = v169;
    const float v171 = cj_bf16_to_f32(v170);
    const float v172 = v171 + v157;
    const cj_u32 v173 = 16u;
    const cj_u32 v174 = v100 >> v173;
    const cj_u16 v175 = (cj_u16)v174;
    const cj_u16 v176 = v175;
    const float v177 = cj_bf16_to_f32(v176);
    const float v178 = v177 + v168;
    const cj_u16 v179 = cj_f32_to_bf16(v172);
    const cj_u16 v180 = v179;
    const cj_u32 v181 = (cj_u32)v180;
    const cj_u16 v182 = cj_f32_to_bf16(v178);
    const cj_u16 v183 = v182;
    const cj_u32 v184 = (cj_u32)v183;
    const cj_u32 v185 = 16u;
    const cj_u32 v186 = v184 << v185;
    const cj_u32 v187 = v181 | v186;
    x_resid2 = v187;
    const float v188 = x_sumsq1;
    const cj_u16 v189 = (cj_u16)v187;
    const cj_u16 v190 = v189;
    const float v191 = cj_bf16_to_f32(v190);
    const float v192 = v191 * v191;
    const float v193 = v188 + v192;
    const cj_u32 v194 = 16u;
    const cj_u32 v195 = v187 >> v194;
    const cj_u16 v196 = (cj_u16)v195;
    const cj_u16 v197 = v196;
    const float v198 = cj_bf16_to_f32(v197);
    const float v199 = v198 * v198;
    const float v200 = v193 + v199;
    x_sumsq1 = v200;
    const float v201 = x_sumsq1;
    // block sum of f32: butterfly in each warp, then 8 warps in order
    const cj_u32 v202 = 16u;
    const float v203 = cj_shfl_xor(v201, v202);
    const float v204 = v201 + v203;
    const cj_u32 v205 = 8u;
    const float v206 = cj_shfl_xor(v204, v205);
    const float v207 = v204 + v206;
    const cj_u32 v208 = 4u;
    const float v209 = cj_shfl_xor(v207, v208);
    const float v210 = v207 + v209;
    const cj_u32 v211 = 2u;
    const float v212 = cj_shfl_xor(v210, v211);
    const float v213 = v210 + v212;
    const cj_u32 v214 = 1u;
    const float v215 = cj_shfl_xor(v213, v214);
    const float v216 = v213 + v215;
    const cj_u32 v217 = 0u; // reduce
    const cj_u32 v218 = 31u;
    const cj_u32 v219 = v14 & v218;
    const cj_u32 v220 = 5u;
    const cj_u32 v221 = v14 >> v220;
    const cj_u32 v222 = 0u;
    const bool v223 = v219 == v222;
    if (v223) {
      const cj_u32 v224 = 2u;
      const cj_u32 v225 = v221 << v224;
      const cj_u32 v226 = v217 + v225;
      *(float *)(cj_smem + v226) = v216;
    }
    cj_barrier();
    const float v227 = *(const float *)(cj_smem + v217);
    const cj_u32 v228 = 4u;
    const cj_u32 v229 = v217 + v228;
    const float v230 = *(const float *)(cj_smem + v229);
    const float v231 = v227 + v230;
    const cj_u32 v232 = 8u;
    const cj_u32 v233 = v217 + v232;
    const float v234 = *(const float *)(cj_smem + v233);
    const float v235 = v231 + v234;
    const cj_u32 v236 = 12u;
    const cj_u32 v237 = v217 + v236;
    const float v238 = *(const float *)(cj_smem + v237);
    const float v239 = v235 + v238;
    const cj_u32 v240 = 16u;
    const cj_u32 v241 = v217 + v240;
    const float v242 = *(const float *)(cj_smem + v241);
    const float v243 = v239 + v242;
    const cj_u32 v244 = 20u;
    const cj_u32 v245 = v217 + v244;
    const float v246 = *(const float *)(cj_smem + v245);
    const float v247 = v243 + v246;
    const cj_u32 v248 = 24u;
    const cj_u32 v249 = v217 + v248;
    const float v250 = *(const float *)(cj_smem + v249);
    const float v251 = v247 + v250;
    const cj_u32 v252 = 28u;
    const cj_u32 v253 = v217 + v252;
    const float v254 = *(const float *)(cj_smem + v253);
    const float v255 = v251 + v254;
    cj_barrier();
    const float v256 = 512.0f;
    const float v257 = v255 / v256;
    const float v258 = v257 + v13;
    const float v259 = cj_sqrtf(v258);
    const float v260 = 1.0f;
    const float v261 = v260 / v259;
    const cj_u64 v262 = v81 + v87;
    const cj_u32 v263 = x_resid2;
    const cj_ptr v264 = v12 + v87;
    const cj_u32 v265 = *(const cj_u32 *)v264;
    const cj_u16 v266 = (cj_u16)v265;
    const cj_u16 v267 = v266;
    const float v268 = cj_bf16_to_f32(v267);
    const cj_u16 v269 = (cj_u16)v263;
    const cj_u16 v270 = v269;
    const float v271 = cj_bf16_to_f32(v270);
    const float v272 = v271 * v261;
    const float v273 = v272 * v268;
    const cj_u32 v274 = 16u;
    const cj_u32 v275 = v265 >> v274;
    const cj_u16 v276 = (cj_u16)v275;
    const cj_u16 v277 = v276;
    const float v278 = cj_bf16_to_f32(v277);
    const cj_u32 v279 = 16u;
    const cj_u32 v280 = v263 >> v279;
    const cj_u16 v281 = (cj_u16)v280;
    const cj_u16 v282 = v281;
    const float v283 = cj_bf16_to_f32(v282);
    const float v284 = v283 * v261;
    const float v285 = v284 * v278;
    const cj_u16 v286 = cj_f32_to_bf16(v273);
    const cj_u16 v287 = v286;
    const cj_u32 v288 = (cj_u32)v287;
    const cj_u16 v289 = cj_f32_to_bf16(v285);
    const cj_u16 v290 = v289;
    const cj_u32 v291 = (cj_u32)v290;
    const cj_u32 v292 = 16u;
    const cj_u32 v293 = v291 << v292;
    const cj_u32 v294 = v288 | v293;
    const cj_ptr v295 = v11 + v262;
    *(cj_u32 *)v295 = v263;
    const cj_ptr v296 = v4 + v262;
    *(cj_u32 *)v296 = v294;
  }
  cj_barrier();
  const cj_u32 v297 = 0u;
  const bool v298 = v14 == v297;
  if (v298) {
    const cj_u32 v299 = 0u;
    const bool v300 = v15 == v299;
    const cj_u64 v301 = 1ull;
    const cj_u64 v302 = 2047ull;
    const cj_u64 v303 = v300 ? v302 : v301;
    const cj_u64 v304 = cj_atomic_add_relaxed_device((cj_u64 *)v29, v303);
  }
}
