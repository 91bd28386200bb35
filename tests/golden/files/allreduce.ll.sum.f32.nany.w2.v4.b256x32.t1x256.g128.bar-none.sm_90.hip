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
  const cj_u64 v31 = 0x400000ull;
  const cj_u64 v32 = v30 * v31;
  const cj_ptr v33 = v8 + v32;
  const cj_u64 v34 = (cj_u64)v2;
  const cj_u64 v35 = 0x200000ull;
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
  const cj_u64 v46 = 0x200000ull;
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
  // n-dependent full tiles of 1024 bytes: 1 vectors of 4 bytes per thread
  const cj_u32 v62 = 4u;
  const cj_u32 v63 = v11 * v62;
  const cj_u64 v64 = (cj_u64)v63;
  const cj_u64 v65 = (cj_u64)v10;
  const cj_u64 v66 = (cj_u64)v12;
  const cj_u64 v67 = (cj_u64)v10;
  const cj_u64 v68 = 0ull;
  const cj_u64 v69 = v68 % v67;
  const cj_u64 v70 = v67 - v69;
  const cj_u64 v71 = v70 % v67;
  const cj_u64 v72 = v66 + v71;
  const cj_u64 v73 = v72 % v67;
  for (cj_u64 v74 = v73; v74 < v57; v74 += v65) {
    const cj_u64 v75 = 1024ull;
    const cj_u64 v76 = v74 * v75;
    const cj_u64 v77 = v64 + v76;
    const cj_ptr v78 = v3 + v77;
    const cj_u32 v79 = *(const cj_u32 *)v78;
    const cj_u32x2 v80 = cj_splat_u32x2(v79);
    cj_u32x2 v81 = v80;
    v81.y = v28;
    const cj_u64 v82 = 2ull;
    const cj_u64 v83 = v77 * v82;
    const cj_ptr v84 = v37 + v83;
    cj_st_volatile((cj_u32x2 *)v84, v81);
    const cj_ptr v85 = v54 + v83;
    cj_st_volatile((cj_u32x2 *)v85, v81);
  }
  const cj_u64 v86 = 0ull;
  const cj_u64 v87 = v57 + v86;
  const cj_u64 v88 = v87 % v55;
  // partial tile: n-dependent vectors in block n-dependent
  const cj_u64 v89 = (cj_u64)v12;
  const bool v90 = v89 == v88;
  if (v90) {
    const cj_u64 v91 = 256ull;
    const cj_u64 v92 = (cj_u64)v11;
    for (cj_u64 v93 = v92; v93 < v61; v93 += v91) {
      const cj_u64 v94 = 4ull;
      const cj_u64 v95 = v93 * v94;
      const cj_u64 v96 = 1024ull;
      const cj_u64 v97 = v57 * v96;
      const cj_u64 v98 = v97 + v95;
      const cj_ptr v99 = v3 + v98;
      const cj_u32 v100 = *(const cj_u32 *)v99;
      const cj_u32x2 v101 = cj_splat_u32x2(v100);
      cj_u32x2 v102 = v101;
      v102.y = v28;
      const cj_u64 v103 = 2ull;
      const cj_u64 v104 = v98 * v103;
      const cj_ptr v105 = v37 + v104;
      cj_st_volatile((cj_u32x2 *)v105, v102);
      const cj_ptr v106 = v54 + v104;
      cj_st_volatile((cj_u32x2 *)v106, v102);
    }
  }
  const cj_u64 v107 = (cj_u64)v10;
  const cj_u64 v108 = 1024ull;
  const cj_u64 v109 = v20 / v108;
  const cj_u64 v110 = 1024ull;
  const cj_u64 v111 = v20 % v110;
  const cj_u64 v112 = 4ull;
  const cj_u64 v113 = v111 / v112;
  // n-dependent full tiles of 1024 bytes: 1 vectors of 4 bytes per thread
  const cj_u32 v114 = 4u;
  const cj_u32 v115 = v11 * v114;
  const cj_u64 v116 = (cj_u64)v115;
  const cj_u64 v117 = (cj_u64)v10;
  const cj_u64 v118 = (cj_u64)v12;
  const cj_u64 v119 = (cj_u64)v10;
  const cj_u64 v120 = 0ull;
  const cj_u64 v121 = v120 % v119;
  const cj_u64 v122 = v119 - v121;
  const cj_u64 v123 = v122 % v119;
  const cj_u64 v124 = v118 + v123;
  const cj_u64 v125 = v124 % v119;
  for (cj_u64 v126 = v125; v126 < v109; v126 += v117) {
    const cj_u64 v127 = 1024ull;
    const cj_u64 v128 = v126 * v127;
    const cj_u64 v129 = v116 + v128;
    const cj_u64 v130 = 2ull;
    const cj_u64 v131 = v129 * v130;
    const cj_ptr v132 = v39 + v131;
    const cj_u32 v133 = 0u;
    const cj_u32 v134 = 1u;
    const cj_u64 v135 = cj_timer_ns();
    x_data1 = v133;
    const cj_u32 v136 = x_failed0;
    x_done2 = v136;
    while (true) {
      const cj_u32 v137 = x_done2;
      const bool v138 = v137 == v133;
      if (!v138) break;
      const cj_u32x2 v139 = cj_ld_volatile((const cj_u32x2 *)v132);
      const cj_u32 v140 = v139.y;
      const bool v141 = v140 == v28;
      if (v141) {
        const cj_u32 v142 = v139.x;
        x_data1 = v142;
        x_done2 = v134;
      } else {
        const cj_u64 v143 = cj_timer_ns();
        const cj_u64 v144 = v143 - v135;
        const bool v145 = v144 > v7;
        const cj_u32 v146 = cj_atomic_load_relaxed_device((cj_u32 *)v6);
        const bool v147 = v146 != v133;
        const bool v148 = v145 || v147;
        if (v148) {
          const cj_u32 v149 = 1u;
          cj_atomic_store_relaxed_system((cj_u32 *)v6, v149);
          x_failed0 = v134;
          x_done2 = v134;
        }
      }
    }
    const cj_u32 v150 = x_data1;
    const cj_ptr v151 = v47 + v131;
    const cj_u32 v152 = 0u;
    const cj_u32 v153 = 1u;
    const cj_u64 v154 = cj_timer_ns();
    x_data3 = v152;
    const cj_u32 v155 = x_failed0;
    x_done4 = v155;
    while (true) {
      const cj_u32 v156 = x_done4;
      const bool v157 = v156 == v152;
      if (!v157) break;
      const cj_u32x2 v158 = cj_ld_volatile((const cj_u32x2 *)v151);
      const cj_u32 v159 = v158.y;
      const bool v160 = v159 == v28;
      if (v160) {
        const cj_u32 v161 = v158.x;
        x_data3 = v161;
        x_done4 = v153;
      } else {
        const cj_u64 v162 = cj_timer_ns();
        const cj_u64 v163 = v162 - v154;
        const bool v164 = v163 > v7;
        const cj_u32 v165 = cj_atomic_load_relaxed_device((cj_u32 *)v6);
        const bool v166 = v165 != v152;
        const bool v167 = v164 || v166;
        if (v167) {
          const cj_u32 v168 = 1u;
          cj_atomic_store_relaxed_system((cj_u32 *)v6, v168);
          x_failed0 = v153;
          x_done4 = v153;
        }
      }
    }
    const cj_u32 v169 = x_data3;
    const float v170 = cj_f32_from_bits(v150);
    const float v171 = cj_f32_from_bits(v169);
    const float v172 = v170 + v171;
    const cj_u32 v173 = cj_f32_bits(v172);
    const cj_ptr v174 = v4 + v129;
    *(cj_u32 *)v174 = v173;
  }
  const cj_u64 v175 = 0ull;
  const cj_u64 v176 = v109 + v175;
  const cj_u64 v177 = v176 % v107;
  // partial tile: n-dependent vectors in block n-dependent
  const cj_u64 v178 = (cj_u64)v12;
  const bool v179 = v178 == v177;
  if (v179) {
    const cj_u64 v180 = 256ull;
    const cj_u64 v181 = (cj_u64)v11;
    for (cj_u64 v182 = v181; v182 < v113; v182 += v180) {
      const cj_u64 v183 = 4ull;
      const cj_u64 v184 = v182 * v183;
      const cj_u64 v185 = 1024ull;
      const cj_u64 v186 = v109 * v185;
      const cj_u64 v187 = v186 + v184;
      const cj_u64 v188 = 2ull;
      const cj_u64 v189 = v187 * v188;
      const cj_ptr v190 = v39 + v189;
      const cj_u32 v191 = 0u;
      const cj_u32 v192 = 1u;
      const cj_u64 v193 = cj_timer_ns();
      x_data5 = v191;
      const cj_u32 v194 = x_failed0;
      x_done6 = v194;
      while (true) {
        const cj_u32 v195 = x_done6;
        const bool v196 = v195 == v191;
        if (!v196) break;
        const cj_u32x2 v197 = cj_ld_volatile((const cj_u32x2 *)v190);
        const cj_u32 v198 = v197.y;
        const bool v199 = v198 == v28;
        if (v199) {
          const cj_u32 v200 = v197.x;
          x_data5 = v200;
          x_done6 = v192;
        } else {
          const cj_u64 v201 = cj_timer_ns();
          const cj_u64 v202 = v201 - v193;
          const bool v203 = v202 > v7;
          const cj_u32 v204 = cj_atomic_load_relaxed_device((cj_u32 *)v6);
          const bool v205 = v204 != v191;
          const bool v206 = v203 || v205;
          if (v206) {
            const cj_u32 v207 = 1u;
            cj_atomic_store_relaxed_system((cj_u32 *)v6, v207);
            x_failed0 = v192;
            x_done6 = v192;
          }
        }
      }
      const cj_u32 v208 = x_data5;
      const cj_ptr v209 = v47 + v189;
      const cj_u32 v210 = 0u;
      const cj_u32 v211 = 1u;
      const cj_u64 v212 = cj_timer_ns();
      x_data7 = v210;
      const cj_u32 v213 = x_failed0;
      x_done8 = v213;
      while (true) {
        const cj_u32 v214 = x_done8;
        const bool v215 = v214 == v210;
        if (!v215) break;
        const cj_u32x2 v216 = cj_ld_volatile((const cj_u32x2 *)v209);
        const cj_u32 v217 = v216.y;
        const bool v218 = v217 == v28;
        if (v218) {
          const cj_u32 v219 = v216.x;
          x_data7 = v219;
          x_done8 = v211;
        } else {
          const cj_u64 v220 = cj_timer_ns();
          const cj_u64 v221 = v220 - v212;
          const bool v222 = v221 > v7;
          const cj_u32 v223 = cj_atomic_load_relaxed_device((cj_u32 *)v6);
          const bool v224 = v223 != v210;
          const bool v225 = v222 || v224;
          if (v225) {
            const cj_u32 v226 = 1u;
            cj_atomic_store_relaxed_system((cj_u32 *)v6, v226);
            x_failed0 = v211;
            x_done8 = v211;
          }
        }
      }
      const cj_u32 v227 = x_data7;
      const float v228 = cj_f32_from_bits(v208);
      const float v229 = cj_f32_from_bits(v227);
      const float v230 = v228 + v229;
      const cj_u32 v231 = cj_f32_bits(v230);
      const cj_ptr v232 = v4 + v187;
      *(cj_u32 *)v232 = v231;
    }
  }
  cj_barrier();
  const cj_u32 v233 = 0u;
  const bool v234 = v11 == v233;
  if (v234) {
    const cj_u32 v235 = 0u;
    const bool v236 = v12 == v235;
    const cj_u64 v237 = 1ull;
    const cj_u64 v238 = 1ull;
    const cj_u64 v239 = (cj_u64)v10;
    const cj_u64 v240 = v239 - v238;
    const cj_u64 v241 = 2048ull;
    const cj_u64 v242 = v241 - v240;
    const cj_u64 v243 = v236 ? v242 : v237;
    const cj_u64 v244 = cj_atomic_add_relaxed_device((cj_u64 *)v22, v243);
  }
}
