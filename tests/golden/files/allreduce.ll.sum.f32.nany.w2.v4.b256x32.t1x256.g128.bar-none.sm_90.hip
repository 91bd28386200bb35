// colljit kernel cj_allreduce_ll_sum_f32_nany_w2_v4_b256x32_t1x256_g128_bar_none_sm_90 (block 256, grid 128, sm_90)
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
// ---- end of prelude --------------------------------------------------------------------------
// ---- colljit prelude: both vendors ------------------------------------------------------------
// What does not depend on the vendor, written once: conversions (kir's FTRUNC to bf16, FEXT
// from bf16, FPTOSI) and under-aligned accesses. The vendor prelude before this defines the
// integer types, cj_f32_bits/cj_f32_from_bits and CJ_MEMCPY.
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

extern "C" __global__ void __launch_bounds__(256) cj_allreduce_ll_sum_f32_nany_w2_v4_b256x32_t1x256_g128_bar_none_sm_90(cj_ptr p_heap_bases, cj_u32 p_rank, cj_ptr p_src, cj_ptr p_dst, cj_ptr p_sync, cj_ptr p_status, cj_u64 p_timeout_ns, cj_ptr p_work, cj_u64 p_n, cj_u32 p_nblocks) {
  cj_u32 x_failed0 = {};
  cj_u32 x_data1 = {};
  cj_u32 x_done2 = {};
  cj_u32 x_data3 = {};
  cj_u32 x_done4 = {};
  cj_u32 x_data5 = {};
  cj_u32 x_done6 = {};
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
  const cj_u32 v11 = cj_tid();
  const cj_u32 v12 = cj_bid();
  const cj_u64 v13 = (cj_u64)v2;
  const cj_u64 v14 = 8ull;
  const cj_u64 v15 = v13 * v14;
  const cj_ptr v16 = v1 + v15;
  const cj_u64 v17 = *(const cj_u64 *)v16;
  const cj_u32 v18 = 0u;
  x_failed0 = v18;
  const cj_u64 v19 = 4ull;
  const cj_u64 v20 = v9 * v19;
  // allreduce ll: 2 ranks x n-dependent bytes, flag-free
  const cj_u64 v21 = 8ull;
  const cj_ptr v22 = v5 + v21;
  const cj_u64 v23 = cj_atomic_load_relaxed_device((cj_u64 *)v22);
  const cj_u64 v24 = 1ull;
  const cj_u64 v25 = 11ull;
  const cj_u64 v26 = v23 >> v25;
  const cj_u64 v27 = v26 + v24;
  const cj_u32 v28 = (cj_u32)v27;
  const cj_u64 v29 = 1ull;
  const cj_u64 v30 = v27 & v29;
  const cj_u64 v31 = 0x100000ull;
  const cj_u64 v32 = v30 * v31;
  const cj_ptr v33 = v8 + v32;
  const cj_u64 v34 = (cj_u64)v2;
  const cj_u64 v35 = 0x80000ull;
  const cj_u64 v36 = v34 * v35;
  const cj_ptr v37 = v33 + v36;
  const cj_u64 v38 = 0ull;
  const cj_ptr v39 = v33 + v38;
  const cj_u32 v40 = 2u;
  const cj_u32 v41 = 1u;
  const cj_u32 v42 = v2 + v41;
  const bool v43 = v42 >= v40;
  const cj_u32 v44 = v42 - v40;
  const cj_u32 v45 = v43 ? v44 : v42;
  const cj_u64 v46 = 0x80000ull;
  const cj_ptr v47 = v33 + v46;
  const cj_u64 v48 = 8ull;
  const cj_u64 v49 = (cj_u64)v45;
  const cj_u64 v50 = v49 * v48;
  const cj_ptr v51 = v1 + v50;
  const cj_u64 v52 = *(const cj_u64 *)v51;
  const cj_u64 v53 = v52 - v17;
  const cj_ptr v54 = v37 + v53;
  const cj_u64 v55 = (cj_u64)v10;
  const cj_u64 v56 = 1024ull;
  const cj_u64 v57 = v20 / v56;
  const cj_u64 v58 = 1024ull;
  const cj_u64 v59 = v20 % v58;
  const cj_u64 v60 = 4ull;
  const cj_u64 v61 = v59 / v60;
  const cj_u64 v62 = 4ull;
  const cj_u64 v63 = (cj_u64)v11;
  const cj_u64 v64 = v63 * v62;
  // n-dependent full tiles of 1024 bytes: 1 vectors of 4 bytes per thread
  const cj_u64 v65 = (cj_u64)v12;
  const cj_u64 v66 = (cj_u64)v10;
  const cj_u64 v67 = 0ull;
  const cj_u64 v68 = v67 % v66;
  const cj_u64 v69 = v66 - v68;
  const cj_u64 v70 = v69 % v66;
  const cj_u64 v71 = v65 + v70;
  const cj_u64 v72 = v71 % v66;
  for (cj_u64 v73 = v72; v73 < v57; v73 += v55) {
    const cj_u64 v74 = 1024ull;
    const cj_u64 v75 = v73 * v74;
    const cj_u64 v76 = v64 + v75;
    const cj_ptr v77 = v3 + v76;
    const cj_u32 v78 = *(const cj_u32 *)v77;
    const cj_u32x2 v79 = cj_splat_u32x2(v78);
    cj_u32x2 v80 = v79;
    v80.y = v28;
    const cj_u64 v81 = 2ull;
    const cj_u64 v82 = v76 * v81;
    const cj_ptr v83 = v37 + v82;
    cj_st_volatile((cj_u32x2 *)v83, v80);
    const cj_ptr v84 = v54 + v82;
    cj_st_volatile((cj_u32x2 *)v84, v80);
  }
  const cj_u64 v85 = 0ull;
  const cj_u64 v86 = v57 + v85;
  const cj_u64 v87 = v86 % v55;
  // partial tile: n-dependent vectors in block n-dependent
  const cj_u64 v88 = (cj_u64)v12;
  const bool v89 = v88 == v87;
  if (v89) {
    const cj_u64 v90 = 256ull;
    const cj_u64 v91 = (cj_u64)v11;
    for (cj_u64 v92 = v91; v92 < v61; v92 += v90) {
      const cj_u64 v93 = 4ull;
      const cj_u64 v94 = v92 * v93;
      const cj_u64 v95 = 1024ull;
      const cj_u64 v96 = v57 * v95;
      const cj_u64 v97 = v96 + v94;
      const cj_ptr v98 = v3 + v97;
      const cj_u32 v99 = *(const cj_u32 *)v98;
      const cj_u32x2 v100 = cj_splat_u32x2(v99);
      cj_u32x2 v101 = v100;
      v101.y = v28;
      const cj_u64 v102 = 2ull;
      const cj_u64 v103 = v97 * v102;
      const cj_ptr v104 = v37 + v103;
      cj_st_volatile((cj_u32x2 *)v104, v101);
      const cj_ptr v105 = v54 + v103;
      cj_st_volatile((cj_u32x2 *)v105, v101);
    }
  }
  const cj_u64 v106 = (cj_u64)v10;
  const cj_u64 v107 = 1024ull;
  const cj_u64 v108 = v20 / v107;
  const cj_u64 v109 = 1024ull;
  const cj_u64 v110 = v20 % v109;
  const cj_u64 v111 = 4ull;
  const cj_u64 v112 = v110 / v111;
  const cj_u64 v113 = 4ull;
  const cj_u64 v114 = (cj_u64)v11;
  const cj_u64 v115 = v114 * v113;
  // n-dependent full tiles of 1024 bytes: 1 vectors of 4 bytes per thread
  const cj_u64 v116 = (cj_u64)v12;
  const cj_u64 v117 = (cj_u64)v10;
  const cj_u64 v118 = 0ull;
  const cj_u64 v119 = v118 % v117;
  const cj_u64 v120 = v117 - v119;
  const cj_u64 v121 = v120 % v117;
  const cj_u64 v122 = v116 + v121;
  const cj_u64 v123 = v122 % v117;
  for (cj_u64 v124 = v123; v124 < v108; v124 += v106) {
    const cj_u64 v125 = 1024ull;
    const cj_u64 v126 = v124 * v125;
    const cj_u64 v127 = v115 + v126;
    const cj_u64 v128 = 2ull;
    const cj_u64 v129 = v127 * v128;
    const cj_ptr v130 = v39 + v129;
    const cj_u32 v131 = 0u;
    const cj_u32 v132 = 1u;
    const cj_u64 v133 = cj_timer_ns();
    x_data1 = v131;
    const cj_u32 v134 = x_failed0;
    x_done2 = v134;
    while (true) {
      const cj_u32 v135 = x_done2;
      const bool v136 = v135 == v131;
      if (!v136) break;
      const cj_u32x2 v137 = cj_ld_volatile((const cj_u32x2 *)v130);
      const cj_u32 v138 = v137.y;
      const bool v139 = v138 == v28;
      if (v139) {
        const cj_u32 v140 = v137.x;
        x_data1 = v140;
        x_done2 = v132;
      } else {
        const cj_u64 v141 = cj_timer_ns();
        const cj_u64 v142 = v141 - v133;
        const bool v143 = v142 > v7;
        const cj_u32 v144 = cj_atomic_load_relaxed_device((cj_u32 *)v6);
        const bool v145 = v144 != v131;
        const bool v146 = v143 || v145;
        if (v146) {
          const cj_u32 v147 = 1u;
          cj_atomic_store_relaxed_system((cj_u32 *)v6, v147);
          x_failed0 = v132;
          x_done2 = v132;
        }
      }
    }
    const cj_u32 v148 = x_data1;
    const cj_ptr v149 = v47 + v129;
    const cj_u32 v150 = 0u;
    const cj_u32 v151 = 1u;
    const cj_u64 v152 = cj_timer_ns();
    x_data3 = v150;
    const cj_u32 v153 = x_failed0;
    x_done4 = v153;
    while (true) {
      const cj_u32 v154 = x_done4;
      const bool v155 = v154 == v150;
      if (!v155) break;
      const cj_u32x2 v156 = cj_ld_volatile((const cj_u32x2 *)v149);
      const cj_u32 v157 = v156.y;
      const bool v158 = v157 == v28;
      if (v158) {
        const cj_u32 v159 = v156.x;
        x_data3 = v159;
        x_done4 = v151;
      } else {
        const cj_u64 v160 = cj_timer_ns();
        const cj_u64 v161 = v160 - v152;
        const bool v162 = v161 > v7;
        const cj_u32 v163 = cj_atomic_load_relaxed_device((cj_u32 *)v6);
        const bool v164 = v163 != v150;
        const bool v165 = v162 || v164;
        if (v165) {
          const cj_u32 v166 = 1u;
          cj_atomic_store_relaxed_system((cj_u32 *)v6, v166);
          x_failed0 = v151;
          x_done4 = v151;
        }
      }
    }
    const cj_u32 v167 = x_data3;
    const float v168 = cj_f32_from_bits(v148);
    const float v169 = cj_f32_from_bits(v167);
    const float v170 = v168 + v169;
    const cj_u32 v171 = cj_f32_bits(v170);
    const cj_ptr v172 = v4 + v127;
    *(cj_u32 *)v172 = v171;
  }
  const cj_u64 v173 = 0ull;
  const cj_u64 v174 = v108 + v173;
  const cj_u64 v175 = v174 % v106;
  // partial tile: n-dependent vectors in block n-dependent
  const cj_u64 v176 = (cj_u64)v12;
  const bool v177 = v176 == v175;
  if (v177) {
    const cj_u64 v178 = 256ull;
    const cj_u64 v179 = (cj_u64)v11;
    for (cj_u64 v180 = v179; v180 < v112; v180 += v178) {
      const cj_u64 v181 = 4ull;
      const cj_u64 v182 = v180 * v181;
      const cj_u64 v183 = 1024ull;
      const cj_u64 v184 = v108 * v183;
      const cj_u64 v185 = v184 + v182;
      const cj_u64 v186 = 2ull;
      const cj_u64 v187 = v185 * v186;
      const cj_ptr v188 = v39 + v187;
      const cj_u32 v189 = 0u;
      const cj_u32 v190 = 1u;
      const cj_u64 v191 = cj_timer_ns();
      x_data5 = v189;
      const cj_u32 v192 = x_failed0;
      x_done6 = v192;
      while (true) {
        const cj_u32 v193 = x_done6;
        const bool v194 = v193 == v189;
        if (!v194) break;
        const cj_u32x2 v195 = cj_ld_volatile((const cj_u32x2 *)v188);
        const cj_u32 v196 = v195.y;
        const bool v197 = v196 == v28;
        if (v197) {
          const cj_u32 v198 = v195.x;
          x_data5 = v198;
          x_done6 = v190;
        } else {
          const cj_u64 v199 = cj_timer_ns();
          const cj_u64 v200 = v199 - v191;
          const bool v201 = v200 > v7;
          const cj_u32 v202 = cj_atomic_load_relaxed_device((cj_u32 *)v6);
          const bool v203 = v202 != v189;
          const bool v204 = v201 || v203;
          if (v204) {
            const cj_u32 v205 = 1u;
            cj_atomic_store_relaxed_system((cj_u32 *)v6, v205);
            x_failed0 = v190;
            x_done6 = v190;
          }
        }
      }
      const cj_u32 v206 = x_data5;
      const cj_ptr v207 = v47 + v187;
      const cj_u32 v208 = 0u;
      const cj_u32 v209 = 1u;
      const cj_u64 v210 = cj_timer_ns();
      x_data7 = v208;
      const cj_u32 v211 = x_failed0;
      x_done8 = v211;
      while (true) {
        const cj_u32 v212 = x_done8;
        const bool v213 = v212 == v208;
        if (!v213) break;
        const cj_u32x2 v214 = cj_ld_volatile((const cj_u32x2 *)v207);
        const cj_u32 v215 = v214.y;
        const bool v216 = v215 == v28;
        if (v216) {
          const cj_u32 v217 = v214.x;
          x_data7 = v217;
          x_done8 = v209;
        } else {
          const cj_u64 v218 = cj_timer_ns();
          const cj_u64 v219 = v218 - v210;
          const bool v220 = v219 > v7;
          const cj_u32 v221 = cj_atomic_load_relaxed_device((cj_u32 *)v6);
          const bool v222 = v221 != v208;
          const bool v223 = v220 || v222;
          if (v223) {
            const cj_u32 v224 = 1u;
            cj_atomic_store_relaxed_system((cj_u32 *)v6, v224);
            x_failed0 = v209;
            x_done8 = v209;
          }
        }
      }
      const cj_u32 v225 = x_data7;
      const float v226 = cj_f32_from_bits(v206);
      const float v227 = cj_f32_from_bits(v225);
      const float v228 = v226 + v227;
      const cj_u32 v229 = cj_f32_bits(v228);
      const cj_ptr v230 = v4 + v185;
      *(cj_u32 *)v230 = v229;
    }
  }
  cj_barrier();
  const cj_u32 v231 = 0u;
  const bool v232 = v11 == v231;
  if (v232) {
    const cj_u32 v233 = 0u;
    const bool v234 = v12 == v233;
    const cj_u64 v235 = 1ull;
    const cj_u64 v236 = 1ull;
    const cj_u64 v237 = (cj_u64)v10;
    const cj_u64 v238 = v237 - v236;
    const cj_u64 v239 = 2048ull;
    const cj_u64 v240 = v239 - v238;
    const cj_u64 v241 = v234 ? v240 : v235;
    const cj_u64 v242 = cj_atomic_add_relaxed_device((cj_u64 *)v22, v241);
  }
}
