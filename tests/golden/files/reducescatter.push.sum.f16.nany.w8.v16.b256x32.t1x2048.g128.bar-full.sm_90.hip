// colljit kernel cj_reducescatter_push_sum_f16_nany_w8_v16_b256x32_t1x2048_g128_bar_full_sm_90 (block 256, grid 128, sm_90)
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

extern "C" __global__ void __launch_bounds__(256) cj_reducescatter_push_sum_f16_nany_w8_v16_b256x32_t1x2048_g128_bar_full_sm_90(cj_ptr p_heap_bases, cj_u32 p_rank, cj_ptr p_src, cj_ptr p_dst, cj_ptr p_sync, cj_ptr p_status, cj_u64 p_timeout_ns, cj_ptr p_work, cj_u64 p_n, cj_u32 p_nblocks) {
  cj_u32 x_failed0 = {};
  cj_u64 x_slice1 = {};
  cj_u32 x_walked2 = {};
  cj_u32 x_walked3 = {};
  cj_u32 x_walked4 = {};
  cj_u32 x_walked5 = {};
  cj_u32 x_walked6 = {};
  cj_u32 x_walked7 = {};
  cj_u32 x_walked8 = {};
  cj_u32 x_walked9 = {};
  cj_u32 x_done10 = {};
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
  const cj_u64 v19 = 2ull;
  const cj_u64 v20 = v9 * v19;
  // reducescatter push (relay): 8 ranks x n-dependent bytes, slices of n-dependent bytes per block
  const cj_u64 v21 = 128ull;
  const cj_u64 v22 = 127ull;
  const cj_u64 v23 = v20 + v22;
  const cj_u64 v24 = v23 / v21;
  const cj_u64 v25 = 4096ull;
  x_slice1 = v25;
  while (true) {
    const cj_u64 v26 = x_slice1;
    const cj_u64 v27 = 16384ull;
    const bool v28 = v26 < v27;
    const bool v29 = v26 < v24;
    const bool v30 = v29 && v28;
    if (!v30) break;
    const cj_u64 v31 = 2ull;
    const cj_u64 v32 = x_slice1;
    const cj_u64 v33 = v32 * v31;
    x_slice1 = v33;
  }
  const cj_u64 v34 = x_slice1;
  const cj_u64 v35 = (cj_u64)v10;
  const cj_u64 v36 = v35 * v34;
  const cj_u64 v37 = 1ull;
  const cj_u64 v38 = v36 - v37;
  const cj_u64 v39 = v20 + v38;
  const cj_u64 v40 = v39 / v36;
  const cj_u64 v41 = 16ull;
  const cj_u64 v42 = (cj_u64)v11;
  const cj_u64 v43 = v42 * v41;
  const cj_u64 v44 = 256ull;
  const cj_ptr v45 = v5 + v44;
  const cj_u32 v46 = 8u;
  const cj_u32 v47 = v12 * v46;
  const cj_u32 v48 = v47 + v2;
  const cj_u64 v49 = (cj_u64)v48;
  const cj_u64 v50 = 4ull;
  const cj_u64 v51 = v49 * v50;
  const cj_ptr v52 = v45 + v51;
  const cj_u32 v53 = cj_atomic_load_relaxed_device((cj_u32 *)v52);
  const cj_u64 v54 = 16384ull;
  const cj_u64 v55 = (cj_u64)v12;
  const cj_u64 v56 = v55 * v54;
  const cj_ptr v57 = v8 + v56;
  const cj_u32 v58 = 8u;
  const cj_u32 v59 = 1u;
  const cj_u32 v60 = v2 + v59;
  const bool v61 = v60 >= v58;
  const cj_u32 v62 = v60 - v58;
  const cj_u32 v63 = v61 ? v62 : v60;
  const cj_u64 v64 = 0xc00000ull;
  const cj_ptr v65 = v57 + v64;
  const cj_u64 v66 = 8ull;
  const cj_u64 v67 = (cj_u64)v63;
  const cj_u64 v68 = v67 * v66;
  const cj_ptr v69 = v1 + v68;
  const cj_u64 v70 = *(const cj_u64 *)v69;
  const cj_u64 v71 = v70 - v17;
  const cj_ptr v72 = v65 + v71;
  const cj_u64 v73 = (cj_u64)v63;
  const cj_u64 v74 = v73 * v20;
  const cj_ptr v75 = v3 + v74;
  const cj_u32 v76 = 8u;
  const cj_u32 v77 = 2u;
  const cj_u32 v78 = v2 + v77;
  const bool v79 = v78 >= v76;
  const cj_u32 v80 = v78 - v76;
  const cj_u32 v81 = v79 ? v80 : v78;
  const cj_u64 v82 = 0xa00000ull;
  const cj_ptr v83 = v57 + v82;
  const cj_u64 v84 = 8ull;
  const cj_u64 v85 = (cj_u64)v81;
  const cj_u64 v86 = v85 * v84;
  const cj_ptr v87 = v1 + v86;
  const cj_u64 v88 = *(const cj_u64 *)v87;
  const cj_u64 v89 = v88 - v17;
  const cj_ptr v90 = v83 + v89;
  const cj_u64 v91 = (cj_u64)v81;
  const cj_u64 v92 = v91 * v20;
  const cj_ptr v93 = v3 + v92;
  const cj_u32 v94 = 8u;
  const cj_u32 v95 = 3u;
  const cj_u32 v96 = v2 + v95;
  const bool v97 = v96 >= v94;
  const cj_u32 v98 = v96 - v94;
  const cj_u32 v99 = v97 ? v98 : v96;
  const cj_u64 v100 = 0x800000ull;
  const cj_ptr v101 = v57 + v100;
  const cj_u64 v102 = 8ull;
  const cj_u64 v103 = (cj_u64)v99;
  const cj_u64 v104 = v103 * v102;
  const cj_ptr v105 = v1 + v104;
  const cj_u64 v106 = *(const cj_u64 *)v105;
  const cj_u64 v107 = v106 - v17;
  const cj_ptr v108 = v101 + v107;
  const cj_u64 v109 = (cj_u64)v99;
  const cj_u64 v110 = v109 * v20;
  const cj_ptr v111 = v3 + v110;
  const cj_u32 v112 = 8u;
  const cj_u32 v113 = 4u;
  const cj_u32 v114 = v2 + v113;
  const bool v115 = v114 >= v112;
  const cj_u32 v116 = v114 - v112;
  const cj_u32 v117 = v115 ? v116 : v114;
  const cj_u64 v118 = 0x600000ull;
  const cj_ptr v119 = v57 + v118;
  const cj_u64 v120 = 8ull;
  const cj_u64 v121 = (cj_u64)v117;
  const cj_u64 v122 = v121 * v120;
  const cj_ptr v123 = v1 + v122;
  const cj_u64 v124 = *(const cj_u64 *)v123;
  const cj_u64 v125 = v124 - v17;
  const cj_ptr v126 = v119 + v125;
  const cj_u64 v127 = (cj_u64)v117;
  const cj_u64 v128 = v127 * v20;
  const cj_ptr v129 = v3 + v128;
  const cj_u32 v130 = 8u;
  const cj_u32 v131 = 5u;
  const cj_u32 v132 = v2 + v131;
  const bool v133 = v132 >= v130;
  const cj_u32 v134 = v132 - v130;
  const cj_u32 v135 = v133 ? v134 : v132;
  const cj_u64 v136 = 0x400000ull;
  const cj_ptr v137 = v57 + v136;
  const cj_u64 v138 = 8ull;
  const cj_u64 v139 = (cj_u64)v135;
  const cj_u64 v140 = v139 * v138;
  const cj_ptr v141 = v1 + v140;
  const cj_u64 v142 = *(const cj_u64 *)v141;
  const cj_u64 v143 = v142 - v17;
  const cj_ptr v144 = v137 + v143;
  const cj_u64 v145 = (cj_u64)v135;
  const cj_u64 v146 = v145 * v20;
  const cj_ptr v147 = v3 + v146;
  const cj_u32 v148 = 8u;
  const cj_u32 v149 = 6u;
  const cj_u32 v150 = v2 + v149;
  const bool v151 = v150 >= v148;
  const cj_u32 v152 = v150 - v148;
  const cj_u32 v153 = v151 ? v152 : v150;
  const cj_u64 v154 = 0x200000ull;
  const cj_ptr v155 = v57 + v154;
  const cj_u64 v156 = 8ull;
  const cj_u64 v157 = (cj_u64)v153;
  const cj_u64 v158 = v157 * v156;
  const cj_ptr v159 = v1 + v158;
  const cj_u64 v160 = *(const cj_u64 *)v159;
  const cj_u64 v161 = v160 - v17;
  const cj_ptr v162 = v155 + v161;
  const cj_u64 v163 = (cj_u64)v153;
  const cj_u64 v164 = v163 * v20;
  const cj_ptr v165 = v3 + v164;
  const cj_u32 v166 = 8u;
  const cj_u32 v167 = 7u;
  const cj_u32 v168 = v2 + v167;
  const bool v169 = v168 >= v166;
  const cj_u32 v170 = v168 - v166;
  const cj_u32 v171 = v169 ? v170 : v168;
  const cj_u64 v172 = 0ull;
  const cj_ptr v173 = v57 + v172;
  const cj_u64 v174 = 8ull;
  const cj_u64 v175 = (cj_u64)v171;
  const cj_u64 v176 = v175 * v174;
  const cj_ptr v177 = v1 + v176;
  const cj_u64 v178 = *(const cj_u64 *)v177;
  const cj_u64 v179 = v178 - v17;
  const cj_ptr v180 = v173 + v179;
  const cj_u64 v181 = (cj_u64)v171;
  const cj_u64 v182 = v181 * v20;
  const cj_ptr v183 = v3 + v182;
  const cj_u64 v184 = (cj_u64)v2;
  const cj_u64 v185 = v184 * v20;
  const cj_ptr v186 = v3 + v185;
  const cj_u32 v187 = 7u;
  const cj_u32 v188 = v187 - v2;
  const cj_u32 v189 = 8u;
  const bool v190 = v188 >= v189;
  const cj_u32 v191 = 8u;
  const cj_u32 v192 = v188 - v191;
  const cj_u32 v193 = v190 ? v192 : v188;
  const cj_u32 v194 = 0u;
  const bool v195 = v2 == v194;
  const cj_u64 v196 = (cj_u64)v193;
  const cj_u64 v197 = 0x200000ull;
  const cj_u64 v198 = v196 * v197;
  const cj_ptr v199 = v57 + v198;
  const cj_u32 v200 = 8u;
  const cj_u32 v201 = v200 - v2;
  const cj_u32 v202 = 8u;
  const bool v203 = v201 >= v202;
  const cj_u32 v204 = 8u;
  const cj_u32 v205 = v201 - v204;
  const cj_u32 v206 = v203 ? v205 : v201;
  const cj_u32 v207 = 1u;
  const bool v208 = v2 == v207;
  const cj_u64 v209 = (cj_u64)v206;
  const cj_u64 v210 = 0x200000ull;
  const cj_u64 v211 = v209 * v210;
  const cj_ptr v212 = v57 + v211;
  const cj_u32 v213 = 9u;
  const cj_u32 v214 = v213 - v2;
  const cj_u32 v215 = 8u;
  const bool v216 = v214 >= v215;
  const cj_u32 v217 = 8u;
  const cj_u32 v218 = v214 - v217;
  const cj_u32 v219 = v216 ? v218 : v214;
  const cj_u32 v220 = 2u;
  const bool v221 = v2 == v220;
  const cj_u64 v222 = (cj_u64)v219;
  const cj_u64 v223 = 0x200000ull;
  const cj_u64 v224 = v222 * v223;
  const cj_ptr v225 = v57 + v224;
  const cj_u32 v226 = 10u;
  const cj_u32 v227 = v226 - v2;
  const cj_u32 v228 = 8u;
  const bool v229 = v227 >= v228;
  const cj_u32 v230 = 8u;
  const cj_u32 v231 = v227 - v230;
  const cj_u32 v232 = v229 ? v231 : v227;
  const cj_u32 v233 = 3u;
  const bool v234 = v2 == v233;
  const cj_u64 v235 = (cj_u64)v232;
  const cj_u64 v236 = 0x200000ull;
  const cj_u64 v237 = v235 * v236;
  const cj_ptr v238 = v57 + v237;
  const cj_u32 v239 = 11u;
  const cj_u32 v240 = v239 - v2;
  const cj_u32 v241 = 8u;
  const bool v242 = v240 >= v241;
  const cj_u32 v243 = 8u;
  const cj_u32 v244 = v240 - v243;
  const cj_u32 v245 = v242 ? v244 : v240;
  const cj_u32 v246 = 4u;
  const bool v247 = v2 == v246;
  const cj_u64 v248 = (cj_u64)v245;
  const cj_u64 v249 = 0x200000ull;
  const cj_u64 v250 = v248 * v249;
  const cj_ptr v251 = v57 + v250;
  const cj_u32 v252 = 12u;
  const cj_u32 v253 = v252 - v2;
  const cj_u32 v254 = 8u;
  const bool v255 = v253 >= v254;
  const cj_u32 v256 = 8u;
  const cj_u32 v257 = v253 - v256;
  const cj_u32 v258 = v255 ? v257 : v253;
  const cj_u32 v259 = 5u;
  const bool v260 = v2 == v259;
  const cj_u64 v261 = (cj_u64)v258;
  const cj_u64 v262 = 0x200000ull;
  const cj_u64 v263 = v261 * v262;
  const cj_ptr v264 = v57 + v263;
  const cj_u32 v265 = 13u;
  const cj_u32 v266 = v265 - v2;
  const cj_u32 v267 = 8u;
  const bool v268 = v266 >= v267;
  const cj_u32 v269 = 8u;
  const cj_u32 v270 = v266 - v269;
  const cj_u32 v271 = v268 ? v270 : v266;
  const cj_u32 v272 = 6u;
  const bool v273 = v2 == v272;
  const cj_u64 v274 = (cj_u64)v271;
  const cj_u64 v275 = 0x200000ull;
  const cj_u64 v276 = v274 * v275;
  const cj_ptr v277 = v57 + v276;
  const cj_u32 v278 = 14u;
  const cj_u32 v279 = v278 - v2;
  const cj_u32 v280 = 8u;
  const bool v281 = v279 >= v280;
  const cj_u32 v282 = 8u;
  const cj_u32 v283 = v279 - v282;
  const cj_u32 v284 = v281 ? v283 : v279;
  const cj_u32 v285 = 7u;
  const bool v286 = v2 == v285;
  const cj_u64 v287 = (cj_u64)v284;
  const cj_u64 v288 = 0x200000ull;
  const cj_u64 v289 = v287 * v288;
  const cj_ptr v290 = v57 + v289;
  const cj_u32 v291 = 1u;
  const cj_u64 v292 = 1ull;
  const cj_u64 v293 = 2ull;
  const cj_u64 v294 = v40 + v293;
  const cj_u64 v295 = 0ull;
  for (cj_u64 v296 = v295; v296 < v294; v296 += v292) {
    const cj_u32 v297 = (cj_u32)v296;
    const cj_u32 v298 = v53 + v297;
    const bool v299 = v296 < v40;
    // round l: send slice l
    if (v299) {
      const cj_u64 v300 = (cj_u64)v10;
      const cj_u64 v301 = (cj_u64)v12;
      const cj_u64 v302 = v296 * v300;
      const cj_u64 v303 = v302 + v301;
      const cj_u64 v304 = v303 * v34;
      const cj_u64 v305 = (v20 > v304 ? v20 : v304);
      const cj_u64 v306 = v305 - v304;
      const cj_u64 v307 = (v306 < v34 ? v306 : v34);
      const cj_u32 v308 = 3u;
      const cj_u32 v309 = v298 & v308;
      const cj_u64 v310 = 0xe00000ull;
      const cj_u64 v311 = (cj_u64)v309;
      const cj_u64 v312 = v311 * v310;
      const cj_ptr v313 = v75 + v304;
      const cj_ptr v314 = v72 + v312;
      const cj_u32 v315 = (cj_u32)v307;
      const cj_u32 v316 = (cj_u32)v43;
      const cj_u32 v317 = 32768u;
      const cj_u32 v318 = v315 / v317;
      const cj_u32 v319 = v318 * v317;
      const cj_u32 v320 = 0u;
      for (cj_u32 v321 = v320; v321 < v319; v321 += v317) {
        const cj_u32 v322 = v321 + v316;
        const cj_u64 v323 = (cj_u64)v322;
        const cj_u32 v324 = 4096u;
        const cj_u32 v325 = v322 + v324;
        const cj_u64 v326 = (cj_u64)v325;
        const cj_u32 v327 = 8192u;
        const cj_u32 v328 = v322 + v327;
        const cj_u64 v329 = (cj_u64)v328;
        const cj_u32 v330 = 12288u;
        const cj_u32 v331 = v322 + v330;
        const cj_u64 v332 = (cj_u64)v331;
        const cj_u32 v333 = 16384u;
        const cj_u32 v334 = v322 + v333;
        const cj_u64 v335 = (cj_u64)v334;
        const cj_u32 v336 = 20480u;
        const cj_u32 v337 = v322 + v336;
        const cj_u64 v338 = (cj_u64)v337;
        const cj_u32 v339 = 24576u;
        const cj_u32 v340 = v322 + v339;
        const cj_u64 v341 = (cj_u64)v340;
        const cj_u32 v342 = 28672u;
        const cj_u32 v343 = v322 + v342;
        const cj_u64 v344 = (cj_u64)v343;
        const cj_ptr v345 = v313 + v323;
        const cj_u32x4 v346 = *(const cj_u32x4 *)v345;
        const cj_ptr v347 = v313 + v326;
        const cj_u32x4 v348 = *(const cj_u32x4 *)v347;
        const cj_ptr v349 = v313 + v329;
        const cj_u32x4 v350 = *(const cj_u32x4 *)v349;
        const cj_ptr v351 = v313 + v332;
        const cj_u32x4 v352 = *(const cj_u32x4 *)v351;
        const cj_ptr v353 = v313 + v335;
        const cj_u32x4 v354 = *(const cj_u32x4 *)v353;
        const cj_ptr v355 = v313 + v338;
        const cj_u32x4 v356 = *(const cj_u32x4 *)v355;
        const cj_ptr v357 = v313 + v341;
        const cj_u32x4 v358 = *(const cj_u32x4 *)v357;
        const cj_ptr v359 = v313 + v344;
        const cj_u32x4 v360 = *(const cj_u32x4 *)v359;
        const cj_ptr v361 = v314 + v323;
        *(cj_u32x4 *)v361 = v346;
        const cj_ptr v362 = v314 + v326;
        *(cj_u32x4 *)v362 = v348;
        const cj_ptr v363 = v314 + v329;
        *(cj_u32x4 *)v363 = v350;
        const cj_ptr v364 = v314 + v332;
        *(cj_u32x4 *)v364 = v352;
        const cj_ptr v365 = v314 + v335;
        *(cj_u32x4 *)v365 = v354;
        const cj_ptr v366 = v314 + v338;
        *(cj_u32x4 *)v366 = v356;
        const cj_ptr v367 = v314 + v341;
        *(cj_u32x4 *)v367 = v358;
        const cj_ptr v368 = v314 + v344;
        *(cj_u32x4 *)v368 = v360;
      }
      x_walked2 = v319;
      const cj_u32 v369 = x_walked2;
      const cj_u32 v370 = 16384u;
      const cj_u32 v371 = v315 - v369;
      const bool v372 = v371 >= v370;
      if (v372) {
        const cj_u32 v373 = v369 + v316;
        const cj_u64 v374 = (cj_u64)v373;
        const cj_u32 v375 = 4096u;
        const cj_u32 v376 = v373 + v375;
        const cj_u64 v377 = (cj_u64)v376;
        const cj_u32 v378 = 8192u;
        const cj_u32 v379 = v373 + v378;
        const cj_u64 v380 = (cj_u64)v379;
        const cj_u32 v381 = 12288u;
        const cj_u32 v382 = v373 + v381;
        const cj_u64 v383 = (cj_u64)v382;
        const cj_ptr v384 = v313 + v374;
        const cj_u32x4 v385 = *(const cj_u32x4 *)v384;
        const cj_ptr v386 = v313 + v377;
        const cj_u32x4 v387 = *(const cj_u32x4 *)v386;
        const cj_ptr v388 = v313 + v380;
        const cj_u32x4 v389 = *(const cj_u32x4 *)v388;
        const cj_ptr v390 = v313 + v383;
        const cj_u32x4 v391 = *(const cj_u32x4 *)v390;
        const cj_ptr v392 = v314 + v374;
        *(cj_u32x4 *)v392 = v385;
        const cj_ptr v393 = v314 + v377;
        *(cj_u32x4 *)v393 = v387;
        const cj_ptr v394 = v314 + v380;
        *(cj_u32x4 *)v394 = v389;
        const cj_ptr v395 = v314 + v383;
        *(cj_u32x4 *)v395 = v391;
        const cj_u32 v396 = v369 + v370;
        x_walked2 = v396;
      }
      const cj_u32 v397 = x_walked2;
      const cj_u32 v398 = 8192u;
      const cj_u32 v399 = v315 - v397;
      const bool v400 = v399 >= v398;
      if (v400) {
        const cj_u32 v401 = v397 + v316;
        const cj_u64 v402 = (cj_u64)v401;
        const cj_u32 v403 = 4096u;
        const cj_u32 v404 = v401 + v403;
        const cj_u64 v405 = (cj_u64)v404;
        const cj_ptr v406 = v313 + v402;
        const cj_u32x4 v407 = *(const cj_u32x4 *)v406;
        const cj_ptr v408 = v313 + v405;
        const cj_u32x4 v409 = *(const cj_u32x4 *)v408;
        const cj_ptr v410 = v314 + v402;
        *(cj_u32x4 *)v410 = v407;
        const cj_ptr v411 = v314 + v405;
        *(cj_u32x4 *)v411 = v409;
        const cj_u32 v412 = v397 + v398;
        x_walked2 = v412;
      }
      const cj_u32 v413 = x_walked2;
      const cj_u32 v414 = 4096u;
      const cj_u32 v415 = v315 - v413;
      const bool v416 = v415 >= v414;
      if (v416) {
        const cj_u32 v417 = v413 + v316;
        const cj_u64 v418 = (cj_u64)v417;
        const cj_ptr v419 = v313 + v418;
        const cj_u32x4 v420 = *(const cj_u32x4 *)v419;
        const cj_ptr v421 = v314 + v418;
        *(cj_u32x4 *)v421 = v420;
        const cj_u32 v422 = v413 + v414;
        x_walked2 = v422;
      }
      const cj_u32 v423 = 4096u;
      const cj_u32 v424 = x_walked2;
      const cj_u32 v425 = v424 + v316;
      for (cj_u32 v426 = v425; v426 < v315; v426 += v423) {
        const cj_u64 v427 = (cj_u64)v426;
        const cj_ptr v428 = v313 + v427;
        const cj_u32x4 v429 = *(const cj_u32x4 *)v428;
        const cj_ptr v430 = v314 + v427;
        *(cj_u32x4 *)v430 = v429;
      }
      const cj_ptr v431 = v93 + v304;
      const cj_ptr v432 = v90 + v312;
      const cj_u32 v433 = (cj_u32)v307;
      const cj_u32 v434 = (cj_u32)v43;
      const cj_u32 v435 = 32768u;
      const cj_u32 v436 = v433 / v435;
      const cj_u32 v437 = v436 * v435;
      const cj_u32 v438 = 0u;
      for (cj_u32 v439 = v438; v439 < v437; v439 += v435) {
        const cj_u32 v440 = v439 + v434;
        const cj_u64 v441 = (cj_u64)v440;
        const cj_u32 v442 = 4096u;
        const cj_u32 v443 = v440 + v442;
        const cj_u64 v444 = (cj_u64)v443;
        const cj_u32 v445 = 8192u;
        const cj_u32 v446 = v440 + v445;
        const cj_u64 v447 = (cj_u64)v446;
        const cj_u32 v448 = 12288u;
        const cj_u32 v449 = v440 + v448;
        const cj_u64 v450 = (cj_u64)v449;
        const cj_u32 v451 = 16384u;
        const cj_u32 v452 = v440 + v451;
        const cj_u64 v453 = (cj_u64)v452;
        const cj_u32 v454 = 20480u;
        const cj_u32 v455 = v440 + v454;
        const cj_u64 v456 = (cj_u64)v455;
        const cj_u32 v457 = 24576u;
        const cj_u32 v458 = v440 + v457;
        const cj_u64 v459 = (cj_u64)v458;
        const cj_u32 v460 = 28672u;
        const cj_u32 v461 = v440 + v460;
        const cj_u64 v462 = (cj_u64)v461;
        const cj_ptr v463 = v431 + v441;
        const cj_u32x4 v464 = *(const cj_u32x4 *)v463;
        const cj_ptr v465 = v431 + v444;
        const cj_u32x4 v466 = *(const cj_u32x4 *)v465;
        const cj_ptr v467 = v431 + v447;
        const cj_u32x4 v468 = *(const cj_u32x4 *)v467;
        const cj_ptr v469 = v431 + v450;
        const cj_u32x4 v470 = *(const cj_u32x4 *)v469;
        const cj_ptr v471 = v431 + v453;
        const cj_u32x4 v472 = *(const cj_u32x4 *)v471;
        const cj_ptr v473 = v431 + v456;
        const cj_u32x4 v474 = *(const cj_u32x4 *)v473;
        const cj_ptr v475 = v431 + v459;
        const cj_u32x4 v476 = *(const cj_u32x4 *)v475;
        const cj_ptr v477 = v431 + v462;
        const cj_u32x4 v478 = *(const cj_u32x4 *)v477;
        const cj_ptr v479 = v432 + v441;
        *(cj_u32x4 *)v479 = v464;
        const cj_ptr v480 = v432 + v444;
        *(cj_u32x4 *)v480 = v466;
        const cj_ptr v481 = v432 + v447;
        *(cj_u32x4 *)v481 = v468;
        const cj_ptr v482 = v432 + v450;
        *(cj_u32x4 *)v482 = v470;
        const cj_ptr v483 = v432 + v453;
        *(cj_u32x4 *)v483 = v472;
        const cj_ptr v484 = v432 + v456;
        *(cj_u32x4 *)v484 = v474;
        const cj_ptr v485 = v432 + v459;
        *(cj_u32x4 *)v485 = v476;
        const cj_ptr v486 = v432 + v462;
        *(cj_u32x4 *)v486 = v478;
      }
      x_walked3 = v437;
      const cj_u32 v487 = x_walked3;
      const cj_u32 v488 = 16384u;
      const cj_u32 v489 = v433 - v487;
      const bool v490 = v489 >= v488;
      if (v490) {
        const cj_u32 v491 = v487 + v434;
        const cj_u64 v492 = (cj_u64)v491;
        const cj_u32 v493 = 4096u;
        const cj_u32 v494 = v491 + v493;
        const cj_u64 v495 = (cj_u64)v494;
        const cj_u32 v496 = 8192u;
        const cj_u32 v497 = v491 + v496;
        const cj_u64 v498 = (cj_u64)v497;
        const cj_u32 v499 = 12288u;
        const cj_u32 v500 = v491 + v499;
        const cj_u64 v501 = (cj_u64)v500;
        const cj_ptr v502 = v431 + v492;
        const cj_u32x4 v503 = *(const cj_u32x4 *)v502;
        const cj_ptr v504 = v431 + v495;
        const cj_u32x4 v505 = *(const cj_u32x4 *)v504;
        const cj_ptr v506 = v431 + v498;
        const cj_u32x4 v507 = *(const cj_u32x4 *)v506;
        const cj_ptr v508 = v431 + v501;
        const cj_u32x4 v509 = *(const cj_u32x4 *)v508;
        const cj_ptr v510 = v432 + v492;
        *(cj_u32x4 *)v510 = v503;
        const cj_ptr v511 = v432 + v495;
        *(cj_u32x4 *)v511 = v505;
        const cj_ptr v512 = v432 + v498;
        *(cj_u32x4 *)v512 = v507;
        const cj_ptr v513 = v432 + v501;
        *(cj_u32x4 *)v513 = v509;
        const cj_u32 v514 = v487 + v488;
        x_walked3 = v514;
      }
      const cj_u32 v515 = x_walked3;
      const cj_u32 v516 = 8192u;
      const cj_u32 v517 = v433 - v515;
      const bool v518 = v517 >= v516;
      if (v518) {
        const cj_u32 v519 = v515 + v434;
        const cj_u64 v520 = (cj_u64)v519;
        const cj_u32 v521 = 4096u;
        const cj_u32 v522 = v519 + v521;
        const cj_u64 v523 = (cj_u64)v522;
        const cj_ptr v524 = v431 + v520;
        const cj_u32x4 v525 = *(const cj_u32x4 *)v524;
        const cj_ptr v526 = v431 + v523;
        const cj_u32x4 v527 = *(const cj_u32x4 *)v526;
        const cj_ptr v528 = v432 + v520;
        *(cj_u32x4 *)v528 = v525;
        const cj_ptr v529 = v432 + v523;
        *(cj_u32x4 *)v529 = v527;
        const cj_u32 v530 = v515 + v516;
        x_walked3 = v530;
      }
      const cj_u32 v531 = x_walked3;
      const cj_u32 v532 = 4096u;
      const cj_u32 v533 = v433 - v531;
      const bool v534 = v533 >= v532;
      if (v534) {
        const cj_u32 v535 = v531 + v434;
        const cj_u64 v536 = (cj_u64)v535;
        const cj_ptr v537 = v431 + v536;
        const cj_u32x4 v538 = *(const cj_u32x4 *)v537;
        const cj_ptr v539 = v432 + v536;
        *(cj_u32x4 *)v539 = v538;
        const cj_u32 v540 = v531 + v532;
        x_walked3 = v540;
      }
      const cj_u32 v541 = 4096u;
      const cj_u32 v542 = x_walked3;
      const cj_u32 v543 = v542 + v434;
      for (cj_u32 v544 = v543; v544 < v433; v544 += v541) {
        const cj_u64 v545 = (cj_u64)v544;
        const cj_ptr v546 = v431 + v545;
        const cj_u32x4 v547 = *(const cj_u32x4 *)v546;
        const cj_ptr v548 = v432 + v545;
        *(cj_u32x4 *)v548 = v547;
      }
      const cj_ptr v549 = v111 + v304;
      const cj_ptr v550 = v108 + v312;
      const cj_u32 v551 = (cj_u32)v307;
      const cj_u32 v552 = (cj_u32)v43;
      const cj_u32 v553 = 32768u;
      const cj_u32 v554 = v551 / v553;
      const cj_u32 v555 = v554 * v553;
      const cj_u32 v556 = 0u;
      for (cj_u32 v557 = v556; v557 < v555; v557 += v553) {
        const cj_u32 v558 = v557 + v552;
        const cj_u64 v559 = (cj_u64)v558;
        const cj_u32 v560 = 4096u;
        const cj_u32 v561 = v558 + v560;
        const cj_u64 v562 = (cj_u64)v561;
        const cj_u32 v563 = 8192u;
        const cj_u32 v564 = v558 + v563;
        const cj_u64 v565 = (cj_u64)v564;
        const cj_u32 v566 = 12288u;
        const cj_u32 v567 = v558 + v566;
        const cj_u64 v568 = (cj_u64)v567;
        const cj_u32 v569 = 16384u;
        const cj_u32 v570 = v558 + v569;
        const cj_u64 v571 = (cj_u64)v570;
        const cj_u32 v572 = 20480u;
        const cj_u32 v573 = v558 + v572;
        const cj_u64 v574 = (cj_u64)v573;
        const cj_u32 v575 = 24576u;
        const cj_u32 v576 = v558 + v575;
        const cj_u64 v577 = (cj_u64)v576;
        const cj_u32 v578 = 28672u;
        const cj_u32 v579 = v558 + v578;
        const cj_u64 v580 = (cj_u64)v579;
        const cj_ptr v581 = v549 + v559;
        const cj_u32x4 v582 = *(const cj_u32x4 *)v581;
        const cj_ptr v583 = v549 + v562;
        const cj_u32x4 v584 = *(const cj_u32x4 *)v583;
        const cj_ptr v585 = v549 + v565;
        const cj_u32x4 v586 = *(const cj_u32x4 *)v585;
        const cj_ptr v587 = v549 + v568;
        const cj_u32x4 v588 = *(const cj_u32x4 *)v587;
        const cj_ptr v589 = v549 + v571;
        const cj_u32x4 v590 = *(const cj_u32x4 *)v589;
        const cj_ptr v591 = v549 + v574;
        const cj_u32x4 v592 = *(const cj_u32x4 *)v591;
        const cj_ptr v593 = v549 + v577;
        const cj_u32x4 v594 = *(const cj_u32x4 *)v593;
        const cj_ptr v595 = v549 + v580;
        const cj_u32x4 v596 = *(const cj_u32x4 *)v595;
        const cj_ptr v597 = v550 + v559;
        *(cj_u32x4 *)v597 = v582;
        const cj_ptr v598 = v550 + v562;
        *(cj_u32x4 *)v598 = v584;
        const cj_ptr v599 = v550 + v565;
        *(cj_u32x4 *)v599 = v586;
        const cj_ptr v600 = v550 + v568;
        *(cj_u32x4 *)v600 = v588;
        const cj_ptr v601 = v550 + v571;
        *(cj_u32x4 *)v601 = v590;
        const cj_ptr v602 = v550 + v574;
        *(cj_u32x4 *)v602 = v592;
        const cj_ptr v603 = v550 + v577;
        *(cj_u32x4 *)v603 = v594;
        const cj_ptr v604 = v550 + v580;
        *(cj_u32x4 *)v604 = v596;
      }
      x_walked4 = v555;
      const cj_u32 v605 = x_walked4;
      const cj_u32 v606 = 16384u;
      const cj_u32 v607 = v551 - v605;
      const bool v608 = v607 >= v606;
      if (v608) {
        const cj_u32 v609 = v605 + v552;
        const cj_u64 v610 = (cj_u64)v609;
        const cj_u32 v611 = 4096u;
        const cj_u32 v612 = v609 + v611;
        const cj_u64 v613 = (cj_u64)v612;
        const cj_u32 v614 = 8192u;
        const cj_u32 v615 = v609 + v614;
        const cj_u64 v616 = (cj_u64)v615;
        const cj_u32 v617 = 12288u;
        const cj_u32 v618 = v609 + v617;
        const cj_u64 v619 = (cj_u64)v618;
        const cj_ptr v620 = v549 + v610;
        const cj_u32x4 v621 = *(const cj_u32x4 *)v620;
        const cj_ptr v622 = v549 + v613;
        const cj_u32x4 v623 = *(const cj_u32x4 *)v622;
        const cj_ptr v624 = v549 + v616;
        const cj_u32x4 v625 = *(const cj_u32x4 *)v624;
        const cj_ptr v626 = v549 + v619;
        const cj_u32x4 v627 = *(const cj_u32x4 *)v626;
        const cj_ptr v628 = v550 + v610;
        *(cj_u32x4 *)v628 = v621;
        const cj_ptr v629 = v550 + v613;
        *(cj_u32x4 *)v629 = v623;
        const cj_ptr v630 = v550 + v616;
        *(cj_u32x4 *)v630 = v625;
        const cj_ptr v631 = v550 + v619;
        *(cj_u32x4 *)v631 = v627;
        const cj_u32 v632 = v605 + v606;
        x_walked4 = v632;
      }
      const cj_u32 v633 = x_walked4;
      const cj_u32 v634 = 8192u;
      const cj_u32 v635 = v551 - v633;
      const bool v636 = v635 >= v634;
      if (v636) {
        const cj_u32 v637 = v633 + v552;
        const cj_u64 v638 = (cj_u64)v637;
        const cj_u32 v639 = 4096u;
        const cj_u32 v640 = v637 + v639;
        const cj_u64 v641 = (cj_u64)v640;
        const cj_ptr v642 = v549 + v638;
        const cj_u32x4 v643 = *(const cj_u32x4 *)v642;
        const cj_ptr v644 = v549 + v641;
        const cj_u32x4 v645 = *(const cj_u32x4 *)v644;
        const cj_ptr v646 = v550 + v638;
        *(cj_u32x4 *)v646 = v643;
        const cj_ptr v647 = v550 + v641;
        *(cj_u32x4 *)v647 = v645;
        const cj_u32 v648 = v633 + v634;
        x_walked4 = v648;
      }
      const cj_u32 v649 = x_walked4;
      const cj_u32 v650 = 4096u;
      const cj_u32 v651 = v551 - v649;
      const bool v652 = v651 >= v650;
      if (v652) {
        const cj_u32 v653 = v649 + v552;
        const cj_u64 v654 = (cj_u64)v653;
        const cj_ptr v655 = v549 + v654;
        const cj_u32x4 v656 = *(const cj_u32x4 *)v655;
        const cj_ptr v657 = v550 + v654;
        *(cj_u32x4 *)v657 = v656;
        const cj_u32 v658 = v649 + v650;
        x_walked4 = v658;
      }
      const cj_u32 v659 = 4096u;
      const cj_u32 v660 = x_walked4;
      const cj_u32 v661 = v660 + v552;
      for (cj_u32 v662 = v661; v662 < v551; v662 += v659) {
        const cj_u64 v663 = (cj_u64)v662;
        const cj_ptr v664 = v549 + v663;
        const cj_u32x4 v665 = *(const cj_u32x4 *)v664;
        const cj_ptr v666 = v550 + v663;
        *(cj_u32x4 *)v666 = v665;
      }
      const cj_ptr v667 = v129 + v304;
      const cj_ptr v668 = v126 + v312;
      const cj_u32 v669 = (cj_u32)v307;
      const cj_u32 v670 = (cj_u32)v43;
      const cj_u32 v671 = 32768u;
      const cj_u32 v672 = v669 / v671;
      const cj_u32 v673 = v672 * v671;
      const cj_u32 v674 = 0u;
      for (cj_u32 v675 = v674; v675 < v673; v675 += v671) {
        const cj_u32 v676 = v675 + v670;
        const cj_u64 v677 = (cj_u64)v676;
        const cj_u32 v678 = 4096u;
        const cj_u32 v679 = v676 + v678;
        const cj_u64 v680 = (cj_u64)v679;
        const cj_u32 v681 = 8192u;
        const cj_u32 v682 = v676 + v681;
        const cj_u64 v683 = (cj_u64)v682;
        const cj_u32 v684 = 12288u;
        const cj_u32 v685 = v676 + v684;
        const cj_u64 v686 = (cj_u64)v685;
        const cj_u32 v687 = 16384u;
        const cj_u32 v688 = v676 + v687;
        const cj_u64 v689 = (cj_u64)v688;
        const cj_u32 v690 = 20480u;
        const cj_u32 v691 = v676 + v690;
        const cj_u64 v692 = (cj_u64)v691;
        const cj_u32 v693 = 24576u;
        const cj_u32 v694 = v676 + v693;
        const cj_u64 v695 = (cj_u64)v694;
        const cj_u32 v696 = 28672u;
        const cj_u32 v697 = v676 + v696;
        const cj_u64 v698 = (cj_u64)v697;
        const cj_ptr v699 = v667 + v677;
        const cj_u32x4 v700 = *(const cj_u32x4 *)v699;
        const cj_ptr v701 = v667 + v680;
        const cj_u32x4 v702 = *(const cj_u32x4 *)v701;
        const cj_ptr v703 = v667 + v683;
        const cj_u32x4 v704 = *(const cj_u32x4 *)v703;
        const cj_ptr v705 = v667 + v686;
        const cj_u32x4 v706 = *(const cj_u32x4 *)v705;
        const cj_ptr v707 = v667 + v689;
        const cj_u32x4 v708 = *(const cj_u32x4 *)v707;
        const cj_ptr v709 = v667 + v692;
        const cj_u32x4 v710 = *(const cj_u32x4 *)v709;
        const cj_ptr v711 = v667 + v695;
        const cj_u32x4 v712 = *(const cj_u32x4 *)v711;
        const cj_ptr v713 = v667 + v698;
        const cj_u32x4 v714 = *(const cj_u32x4 *)v713;
        const cj_ptr v715 = v668 + v677;
        *(cj_u32x4 *)v715 = v700;
        const cj_ptr v716 = v668 + v680;
        *(cj_u32x4 *)v716 = v702;
        const cj_ptr v717 = v668 + v683;
        *(cj_u32x4 *)v717 = v704;
        const cj_ptr v718 = v668 + v686;
        *(cj_u32x4 *)v718 = v706;
        const cj_ptr v719 = v668 + v689;
        *(cj_u32x4 *)v719 = v708;
        const cj_ptr v720 = v668 + v692;
        *(cj_u32x4 *)v720 = v710;
        const cj_ptr v721 = v668 + v695;
        *(cj_u32x4 *)v721 = v712;
        const cj_ptr v722 = v668 + v698;
        *(cj_u32x4 *)v722 = v714;
      }
      x_walked5 = v673;
      const cj_u32 v723 = x_walked5;
      const cj_u32 v724 = 16384u;
      const cj_u32 v725 = v669 - v723;
      const bool v726 = v725 >= v724;
      if (v726) {
        const cj_u32 v727 = v723 + v670;
        const cj_u64 v728 = (cj_u64)v727;
        const cj_u32 v729 = 4096u;
        const cj_u32 v730 = v727 + v729;
        const cj_u64 v731 = (cj_u64)v730;
        const cj_u32 v732 = 8192u;
        const cj_u32 v733 = v727 + v732;
        const cj_u64 v734 = (cj_u64)v733;
        const cj_u32 v735 = 12288u;
        const cj_u32 v736 = v727 + v735;
        const cj_u64 v737 = (cj_u64)v736;
        const cj_ptr v738 = v667 + v728;
        const cj_u32x4 v739 = *(const cj_u32x4 *)v738;
        const cj_ptr v740 = v667 + v731;
        const cj_u32x4 v741 = *(const cj_u32x4 *)v740;
        const cj_ptr v742 = v667 + v734;
        const cj_u32x4 v743 = *(const cj_u32x4 *)v742;
        const cj_ptr v744 = v667 + v737;
        const cj_u32x4 v745 = *(const cj_u32x4 *)v744;
        const cj_ptr v746 = v668 + v728;
        *(cj_u32x4 *)v746 = v739;
        const cj_ptr v747 = v668 + v731;
        *(cj_u32x4 *)v747 = v741;
        const cj_ptr v748 = v668 + v734;
        *(cj_u32x4 *)v748 = v743;
        const cj_ptr v749 = v668 + v737;
        *(cj_u32x4 *)v749 = v745;
        const cj_u32 v750 = v723 + v724;
        x_walked5 = v750;
      }
      const cj_u32 v751 = x_walked5;
      const cj_u32 v752 = 8192u;
      const cj_u32 v753 = v669 - v751;
      const bool v754 = v753 >= v752;
      if (v754) {
        const cj_u32 v755 = v751 + v670;
        const cj_u64 v756 = (cj_u64)v755;
        const cj_u32 v757 = 4096u;
        const cj_u32 v758 = v755 + v757;
        const cj_u64 v759 = (cj_u64)v758;
        const cj_ptr v760 = v667 + v756;
        const cj_u32x4 v761 = *(const cj_u32x4 *)v760;
        const cj_ptr v762 = v667 + v759;
        const cj_u32x4 v763 = *(const cj_u32x4 *)v762;
        const cj_ptr v764 = v668 + v756;
        *(cj_u32x4 *)v764 = v761;
        const cj_ptr v765 = v668 + v759;
        *(cj_u32x4 *)v765 = v763;
        const cj_u32 v766 = v751 + v752;
        x_walked5 = v766;
      }
      const cj_u32 v767 = x_walked5;
      const cj_u32 v768 = 4096u;
      const cj_u32 v769 = v669 - v767;
      const bool v770 = v769 >= v768;
      if (v770) {
        const cj_u32 v771 = v767 + v670;
        const cj_u64 v772 = (cj_u64)v771;
        const cj_ptr v773 = v667 + v772;
        const cj_u32x4 v774 = *(const cj_u32x4 *)v773;
        const cj_ptr v775 = v668 + v772;
        *(cj_u32x4 *)v775 = v774;
        const cj_u32 v776 = v767 + v768;
        x_walked5 = v776;
      }
      const cj_u32 v777 = 4096u;
      const cj_u32 v778 = x_walked5;
      const cj_u32 v779 = v778 + v670;
      for (cj_u32 v780 = v779; v780 < v669; v780 += v777) {
        const cj_u64 v781 = (cj_u64)v780;
        const cj_ptr v782 = v667 + v781;
        const cj_u32x4 v783 = *(const cj_u32x4 *)v782;
        const cj_ptr v784 = v668 + v781;
        *(cj_u32x4 *)v784 = v783;
      }
      const cj_ptr v785 = v147 + v304;
      const cj_ptr v786 = v144 + v312;
      const cj_u32 v787 = (cj_u32)v307;
      const cj_u32 v788 = (cj_u32)v43;
      const cj_u32 v789 = 32768u;
      const cj_u32 v790 = v787 / v789;
      const cj_u32 v791 = v790 * v789;
      const cj_u32 v792 = 0u;
      for (cj_u32 v793 = v792; v793 < v791; v793 += v789) {
        const cj_u32 v794 = v793 + v788;
        const cj_u64 v795 = (cj_u64)v794;
        const cj_u32 v796 = 4096u;
        const cj_u32 v797 = v794 + v796;
        const cj_u64 v798 = (cj_u64)v797;
        const cj_u32 v799 = 8192u;
        const cj_u32 v800 = v794 + v799;
        const cj_u64 v801 = (cj_u64)v800;
        const cj_u32 v802 = 12288u;
        const cj_u32 v803 = v794 + v802;
        const cj_u64 v804 = (cj_u64)v803;
        const cj_u32 v805 = 16384u;
        const cj_u32 v806 = v794 + v805;
        const cj_u64 v807 = (cj_u64)v806;
        const cj_u32 v808 = 20480u;
        const cj_u32 v809 = v794 + v808;
        const cj_u64 v810 = (cj_u64)v809;
        const cj_u32 v811 = 24576u;
        const cj_u32 v812 = v794 + v811;
        const cj_u64 v813 = (cj_u64)v812;
        const cj_u32 v814 = 28672u;
        const cj_u32 v815 = v794 + v814;
        const cj_u64 v816 = (cj_u64)v815;
        const cj_ptr v817 = v785 + v795;
        const cj_u32x4 v818 = *(const cj_u32x4 *)v817;
        const cj_ptr v819 = v785 + v798;
        const cj_u32x4 v820 = *(const cj_u32x4 *)v819;
        const cj_ptr v821 = v785 + v801;
        const cj_u32x4 v822 = *(const cj_u32x4 *)v821;
        const cj_ptr v823 = v785 + v804;
        const cj_u32x4 v824 = *(const cj_u32x4 *)v823;
        const cj_ptr v825 = v785 + v807;
        const cj_u32x4 v826 = *(const cj_u32x4 *)v825;
        const cj_ptr v827 = v785 + v810;
        const cj_u32x4 v828 = *(const cj_u32x4 *)v827;
        const cj_ptr v829 = v785 + v813;
        const cj_u32x4 v830 = *(const cj_u32x4 *)v829;
        const cj_ptr v831 = v785 + v816;
        const cj_u32x4 v832 = *(const cj_u32x4 *)v831;
        const cj_ptr v833 = v786 + v795;
        *(cj_u32x4 *)v833 = v818;
        const cj_ptr v834 = v786 + v798;
        *(cj_u32x4 *)v834 = v820;
        const cj_ptr v835 = v786 + v801;
        *(cj_u32x4 *)v835 = v822;
        const cj_ptr v836 = v786 + v804;
        *(cj_u32x4 *)v836 = v824;
        const cj_ptr v837 = v786 + v807;
        *(cj_u32x4 *)v837 = v826;
        const cj_ptr v838 = v786 + v810;
        *(cj_u32x4 *)v838 = v828;
        const cj_ptr v839 = v786 + v813;
        *(cj_u32x4 *)v839 = v830;
        const cj_ptr v840 = v786 + v816;
        *(cj_u32x4 *)v840 = v832;
      }
      x_walked6 = v791;
      const cj_u32 v841 = x_walked6;
      const cj_u32 v842 = 16384u;
      const cj_u32 v843 = v787 - v841;
      const bool v844 = v843 >= v842;
      if (v844) {
        const cj_u32 v845 = v841 + v788;
        const cj_u64 v846 = (cj_u64)v845;
        const cj_u32 v847 = 4096u;
        const cj_u32 v848 = v845 + v847;
        const cj_u64 v849 = (cj_u64)v848;
        const cj_u32 v850 = 8192u;
        const cj_u32 v851 = v845 + v850;
        const cj_u64 v852 = (cj_u64)v851;
        const cj_u32 v853 = 12288u;
        const cj_u32 v854 = v845 + v853;
        const cj_u64 v855 = (cj_u64)v854;
        const cj_ptr v856 = v785 + v846;
        const cj_u32x4 v857 = *(const cj_u32x4 *)v856;
        const cj_ptr v858 = v785 + v849;
        const cj_u32x4 v859 = *(const cj_u32x4 *)v858;
        const cj_ptr v860 = v785 + v852;
        const cj_u32x4 v861 = *(const cj_u32x4 *)v860;
        const cj_ptr v862 = v785 + v855;
        const cj_u32x4 v863 = *(const cj_u32x4 *)v862;
        const cj_ptr v864 = v786 + v846;
        *(cj_u32x4 *)v864 = v857;
        const cj_ptr v865 = v786 + v849;
        *(cj_u32x4 *)v865 = v859;
        const cj_ptr v866 = v786 + v852;
        *(cj_u32x4 *)v866 = v861;
        const cj_ptr v867 = v786 + v855;
        *(cj_u32x4 *)v867 = v863;
        const cj_u32 v868 = v841 + v842;
        x_walked6 = v868;
      }
      const cj_u32 v869 = x_walked6;
      const cj_u32 v870 = 8192u;
      const cj_u32 v871 = v787 - v869;
      const bool v872 = v871 >= v870;
      if (v872) {
        const cj_u32 v873 = v869 + v788;
        const cj_u64 v874 = (cj_u64)v873;
        const cj_u32 v875 = 4096u;
        const cj_u32 v876 = v873 + v875;
        const cj_u64 v877 = (cj_u64)v876;
        const cj_ptr v878 = v785 + v874;
        const cj_u32x4 v879 = *(const cj_u32x4 *)v878;
        const cj_ptr v880 = v785 + v877;
        const cj_u32x4 v881 = *(const cj_u32x4 *)v880;
        const cj_ptr v882 = v786 + v874;
        *(cj_u32x4 *)v882 = v879;
        const cj_ptr v883 = v786 + v877;
        *(cj_u32x4 *)v883 = v881;
        const cj_u32 v884 = v869 + v870;
        x_walked6 = v884;
      }
      const cj_u32 v885 = x_walked6;
      const cj_u32 v886 = 4096u;
      const cj_u32 v887 = v787 - v885;
      const bool v888 = v887 >= v886;
      if (v888) {
        const cj_u32 v889 = v885 + v788;
        const cj_u64 v890 = (cj_u64)v889;
        const cj_ptr v891 = v785 + v890;
        const cj_u32x4 v892 = *(const cj_u32x4 *)v891;
        const cj_ptr v893 = v786 + v890;
        *(cj_u32x4 *)v893 = v892;
        const cj_u32 v894 = v885 + v886;
        x_walked6 = v894;
      }
      const cj_u32 v895 = 4096u;
      const cj_u32 v896 = x_walked6;
      const cj_u32 v897 = v896 + v788;
      for (cj_u32 v898 = v897; v898 < v787; v898 += v895) {
        const cj_u64 v899 = (cj_u64)v898;
        const cj_ptr v900 = v785 + v899;
        const cj_u32x4 v901 = *(const cj_u32x4 *)v900;
        const cj_ptr v902 = v786 + v899;
        *(cj_u32x4 *)v902 = v901;
      }
      const cj_ptr v903 = v165 + v304;
      const cj_ptr v904 = v162 + v312;
      const cj_u32 v905 = (cj_u32)v307;
      const cj_u32 v906 = (cj_u32)v43;
      const cj_u32 v907 = 32768u;
      const cj_u32 v908 = v905 / v907;
      const cj_u32 v909 = v908 * v907;
      const cj_u32 v910 = 0u;
      for (cj_u32 v911 = v910; v911 < v909; v911 += v907) {
        const cj_u32 v912 = v911 + v906;
        const cj_u64 v913 = (cj_u64)v912;
        const cj_u32 v914 = 4096u;
        const cj_u32 v915 = v912 + v914;
        const cj_u64 v916 = (cj_u64)v915;
        const cj_u32 v917 = 8192u;
        const cj_u32 v918 = v912 + v917;
        const cj_u64 v919 = (cj_u64)v918;
        const cj_u32 v920 = 12288u;
        const cj_u32 v921 = v912 + v920;
        const cj_u64 v922 = (cj_u64)v921;
        const cj_u32 v923 = 16384u;
        const cj_u32 v924 = v912 + v923;
        const cj_u64 v925 = (cj_u64)v924;
        const cj_u32 v926 = 20480u;
        const cj_u32 v927 = v912 + v926;
        const cj_u64 v928 = (cj_u64)v927;
        const cj_u32 v929 = 24576u;
        const cj_u32 v930 = v912 + v929;
        const cj_u64 v931 = (cj_u64)v930;
        const cj_u32 v932 = 28672u;
        const cj_u32 v933 = v912 + v932;
        const cj_u64 v934 = (cj_u64)v933;
        const cj_ptr v935 = v903 + v913;
        const cj_u32x4 v936 = *(const cj_u32x4 *)v935;
        const cj_ptr v937 = v903 + v916;
        const cj_u32x4 v938 = *(const cj_u32x4 *)v937;
        const cj_ptr v939 = v903 + v919;
        const cj_u32x4 v940 = *(const cj_u32x4 *)v939;
        const cj_ptr v941 = v903 + v922;
        const cj_u32x4 v942 = *(const cj_u32x4 *)v941;
        const cj_ptr v943 = v903 + v925;
        const cj_u32x4 v944 = *(const cj_u32x4 *)v943;
        const cj_ptr v945 = v903 + v928;
        const cj_u32x4 v946 = *(const cj_u32x4 *)v945;
        const cj_ptr v947 = v903 + v931;
        const cj_u32x4 v948 = *(const cj_u32x4 *)v947;
        const cj_ptr v949 = v903 + v934;
        const cj_u32x4 v950 = *(const cj_u32x4 *)v949;
        const cj_ptr v951 = v904 + v913;
        *(cj_u32x4 *)v951 = v936;
        const cj_ptr v952 = v904 + v916;
        *(cj_u32x4 *)v952 = v938;
        const cj_ptr v953 = v904 + v919;
        *(cj_u32x4 *)v953 = v940;
        const cj_ptr v954 = v904 + v922;
        *(cj_u32x4 *)v954 = v942;
        const cj_ptr v955 = v904 + v925;
        *(cj_u32x4 *)v955 = v944;
        const cj_ptr v956 = v904 + v928;
        *(cj_u32x4 *)v956 = v946;
        const cj_ptr v957 = v904 + v931;
        *(cj_u32x4 *)v957 = v948;
        const cj_ptr v958 = v904 + v934;
        *(cj_u32x4 *)v958 = v950;
      }
      x_walked7 = v909;
      const cj_u32 v959 = x_walked7;
      const cj_u32 v960 = 16384u;
      const cj_u32 v961 = v905 - v959;
      const bool v962 = v961 >= v960;
      if (v962) {
        const cj_u32 v963 = v959 + v906;
        const cj_u64 v964 = (cj_u64)v963;
        const cj_u32 v965 = 4096u;
        const cj_u32 v966 = v963 + v965;
        const cj_u64 v967 = (cj_u64)v966;
        const cj_u32 v968 = 8192u;
        const cj_u32 v969 = v963 + v968;
        const cj_u64 v970 = (cj_u64)v969;
        const cj_u32 v971 = 12288u;
        const cj_u32 v972 = v963 + v971;
        const cj_u64 v973 = (cj_u64)v972;
        const cj_ptr v974 = v903 + v964;
        const cj_u32x4 v975 = *(const cj_u32x4 *)v974;
        const cj_ptr v976 = v903 + v967;
        const cj_u32x4 v977 = *(const cj_u32x4 *)v976;
        const cj_ptr v978 = v903 + v970;
        const cj_u32x4 v979 = *(const cj_u32x4 *)v978;
        const cj_ptr v980 = v903 + v973;
        const cj_u32x4 v981 = *(const cj_u32x4 *)v980;
        const cj_ptr v982 = v904 + v964;
        *(cj_u32x4 *)v982 = v975;
        const cj_ptr v983 = v904 + v967;
        *(cj_u32x4 *)v983 = v977;
        const cj_ptr v984 = v904 + v970;
        *(cj_u32x4 *)v984 = v979;
        const cj_ptr v985 = v904 + v973;
        *(cj_u32x4 *)v985 = v981;
        const cj_u32 v986 = v959 + v960;
        x_walked7 = v986;
      }
      const cj_u32 v987 = x_walked7;
      const cj_u32 v988 = 8192u;
      const cj_u32 v989 = v905 - v987;
      const bool v990 = v989 >= v988;
      if (v990) {
        const cj_u32 v991 = v987 + v906;
        const cj_u64 v992 = (cj_u64)v991;
        const cj_u32 v993 = 4096u;
        const cj_u32 v994 = v991 + v993;
        const cj_u64 v995 = (cj_u64)v994;
        const cj_ptr v996 = v903 + v992;
        const cj_u32x4 v997 = *(const cj_u32x4 *)v996;
        const cj_ptr v998 = v903 + v995;
        const cj_u32x4 v999 = *(const cj_u32x4 *)v998;
        const cj_ptr v1000 = v904 + v992;
        *(cj_u32x4 *)v1000 = v997;
        const cj_ptr v1001 = v904 + v995;
        *(cj_u32x4 *)v1001 = v999;
        const cj_u32 v1002 = v987 + v988;
        x_walked7 = v1002;
      }
      const cj_u32 v1003 = x_walked7;
      const cj_u32 v1004 = 4096u;
      const cj_u32 v1005 = v905 - v1003;
      const bool v1006 = v1005 >= v1004;
      if (v1006) {
        const cj_u32 v1007 = v1003 + v906;
        const cj_u64 v1008 = (cj_u64)v1007;
        const cj_ptr v1009 = v903 + v1008;
        const cj_u32x4 v1010 = *(const cj_u32x4 *)v1009;
        const cj_ptr v1011 = v904 + v1008;
        *(cj_u32x4 *)v1011 = v1010;
        const cj_u32 v1012 = v1003 + v1004;
        x_walked7 = v1012;
      }
      const cj_u32 v1013 = 4096u;
      const cj_u32 v1014 = x_walked7;
      const cj_u32 v1015 = v1014 + v906;
      for (cj_u32 v1016 = v1015; v1016 < v905; v1016 += v1013) {
        const cj_u64 v1017 = (cj_u64)v1016;
        const cj_ptr v1018 = v903 + v1017;
        const cj_u32x4 v1019 = *(const cj_u32x4 *)v1018;
        const cj_ptr v1020 = v904 + v1017;
        *(cj_u32x4 *)v1020 = v1019;
      }
      const cj_ptr v1021 = v183 + v304;
      const cj_ptr v1022 = v180 + v312;
      const cj_u32 v1023 = (cj_u32)v307;
      const cj_u32 v1024 = (cj_u32)v43;
      const cj_u32 v1025 = 32768u;
      const cj_u32 v1026 = v1023 / v1025;
      const cj_u32 v1027 = v1026 * v1025;
      const cj_u32 v1028 = 0u;
      for (cj_u32 v1029 = v1028; v1029 < v1027; v1029 += v1025) {
        const cj_u32 v1030 = v1029 + v1024;
        const cj_u64 v1031 = (cj_u64)v1030;
        const cj_u32 v1032 = 4096u;
        const cj_u32 v1033 = v1030 + v1032;
        const cj_u64 v1034 = (cj_u64)v1033;
        const cj_u32 v1035 = 8192u;
        const cj_u32 v1036 = v1030 + v1035;
        const cj_u64 v1037 = (cj_u64)v1036;
        const cj_u32 v1038 = 12288u;
        const cj_u32 v1039 = v1030 + v1038;
        const cj_u64 v1040 = (cj_u64)v1039;
        const cj_u32 v1041 = 16384u;
        const cj_u32 v1042 = v1030 + v1041;
        const cj_u64 v1043 = (cj_u64)v1042;
        const cj_u32 v1044 = 20480u;
        const cj_u32 v1045 = v1030 + v1044;
        const cj_u64 v1046 = (cj_u64)v1045;
        const cj_u32 v1047 = 24576u;
        const cj_u32 v1048 = v1030 + v1047;
        const cj_u64 v1049 = (cj_u64)v1048;
        const cj_u32 v1050 = 28672u;
        const cj_u32 v1051 = v1030 + v1050;
        const cj_u64 v1052 = (cj_u64)v1051;
        const cj_ptr v1053 = v1021 + v1031;
        const cj_u32x4 v1054 = *(const cj_u32x4 *)v1053;
        const cj_ptr v1055 = v1021 + v1034;
        const cj_u32x4 v1056 = *(const cj_u32x4 *)v1055;
        const cj_ptr v1057 = v1021 + v1037;
        const cj_u32x4 v1058 = *(const cj_u32x4 *)v1057;
        const cj_ptr v1059 = v1021 + v1040;
        const cj_u32x4 v1060 = *(const cj_u32x4 *)v1059;
        const cj_ptr v1061 = v1021 + v1043;
        const cj_u32x4 v1062 = *(const cj_u32x4 *)v1061;
        const cj_ptr v1063 = v1021 + v1046;
        const cj_u32x4 v1064 = *(const cj_u32x4 *)v1063;
        const cj_ptr v1065 = v1021 + v1049;
        const cj_u32x4 v1066 = *(const cj_u32x4 *)v1065;
        const cj_ptr v1067 = v1021 + v1052;
        const cj_u32x4 v1068 = *(const cj_u32x4 *)v1067;
        const cj_ptr v1069 = v1022 + v1031;
        *(cj_u32x4 *)v1069 = v1054;
        const cj_ptr v1070 = v1022 + v1034;
        *(cj_u32x4 *)v1070 = v1056;
        const cj_ptr v1071 = v1022 + v1037;
        *(cj_u32x4 *)v1071 = v1058;
        const cj_ptr v1072 = v1022 + v1040;
        *(cj_u32x4 *)v1072 = v1060;
        const cj_ptr v1073 = v1022 + v1043;
        *(cj_u32x4 *)v1073 = v1062;
        const cj_ptr v1074 = v1022 + v1046;
        *(cj_u32x4 *)v1074 = v1064;
        const cj_ptr v1075 = v1022 + v1049;
        *(cj_u32x4 *)v1075 = v1066;
        const cj_ptr v1076 = v1022 + v1052;
        *(cj_u32x4 *)v1076 = v1068;
      }
      x_walked8 = v1027;
      const cj_u32 v1077 = x_walked8;
      const cj_u32 v1078 = 16384u;
      const cj_u32 v1079 = v1023 - v1077;
      const bool v1080 = v1079 >= v1078;
      if (v1080) {
        const cj_u32 v1081 = v1077 + v1024;
        const cj_u64 v1082 = (cj_u64)v1081;
        const cj_u32 v1083 = 4096u;
        const cj_u32 v1084 = v1081 + v1083;
        const cj_u64 v1085 = (cj_u64)v1084;
        const cj_u32 v1086 = 8192u;
        const cj_u32 v1087 = v1081 + v1086;
        const cj_u64 v1088 = (cj_u64)v1087;
        const cj_u32 v1089 = 12288u;
        const cj_u32 v1090 = v1081 + v1089;
        const cj_u64 v1091 = (cj_u64)v1090;
        const cj_ptr v1092 = v1021 + v1082;
        const cj_u32x4 v1093 = *(const cj_u32x4 *)v1092;
        const cj_ptr v1094 = v1021 + v1085;
        const cj_u32x4 v1095 = *(const cj_u32x4 *)v1094;
        const cj_ptr v1096 = v1021 + v1088;
        const cj_u32x4 v1097 = *(const cj_u32x4 *)v1096;
        const cj_ptr v1098 = v1021 + v1091;
        const cj_u32x4 v1099 = *(const cj_u32x4 *)v1098;
        const cj_ptr v1100 = v1022 + v1082;
        *(cj_u32x4 *)v1100 = v1093;
        const cj_ptr v1101 = v1022 + v1085;
        *(cj_u32x4 *)v1101 = v1095;
        const cj_ptr v1102 = v1022 + v1088;
        *(cj_u32x4 *)v1102 = v1097;
        const cj_ptr v1103 = v1022 + v1091;
        *(cj_u32x4 *)v1103 = v1099;
        const cj_u32 v1104 = v1077 + v1078;
        x_walked8 = v1104;
      }
      const cj_u32 v1105 = x_walked8;
      const cj_u32 v1106 = 8192u;
      const cj_u32 v1107 = v1023 - v1105;
      const bool v1108 = v1107 >= v1106;
      if (v1108) {
        const cj_u32 v1109 = v1105 + v1024;
        const cj_u64 v1110 = (cj_u64)v1109;
        const cj_u32 v1111 = 4096u;
        const cj_u32 v1112 = v1109 + v1111;
        const cj_u64 v1113 = (cj_u64)v1112;
        const cj_ptr v1114 = v1021 + v1110;
        const cj_u32x4 v1115 = *(const cj_u32x4 *)v1114;
        const cj_ptr v1116 = v1021 + v1113;
        const cj_u32x4 v1117 = *(const cj_u32x4 *)v1116;
        const cj_ptr v1118 = v1022 + v1110;
        *(cj_u32x4 *)v1118 = v1115;
        const cj_ptr v1119 = v1022 + v1113;
        *(cj_u32x4 *)v1119 = v1117;
        const cj_u32 v1120 = v1105 + v1106;
        x_walked8 = v1120;
      }
      const cj_u32 v1121 = x_walked8;
      const cj_u32 v1122 = 4096u;
      const cj_u32 v1123 = v1023 - v1121;
      const bool v1124 = v1123 >= v1122;
      if (v1124) {
        const cj_u32 v1125 = v1121 + v1024;
        const cj_u64 v1126 = (cj_u64)v1125;
        const cj_ptr v1127 = v1021 + v1126;
        const cj_u32x4 v1128 = *(const cj_u32x4 *)v1127;
        const cj_ptr v1129 = v1022 + v1126;
        *(cj_u32x4 *)v1129 = v1128;
        const cj_u32 v1130 = v1121 + v1122;
        x_walked8 = v1130;
      }
      const cj_u32 v1131 = 4096u;
      const cj_u32 v1132 = x_walked8;
      const cj_u32 v1133 = v1132 + v1024;
      for (cj_u32 v1134 = v1133; v1134 < v1023; v1134 += v1131) {
        const cj_u64 v1135 = (cj_u64)v1134;
        const cj_ptr v1136 = v1021 + v1135;
        const cj_u32x4 v1137 = *(const cj_u32x4 *)v1136;
        const cj_ptr v1138 = v1022 + v1135;
        *(cj_u32x4 *)v1138 = v1137;
      }
    }
    // round l-2 (arrived: waited for last round): reduce, while the sends drain
    const cj_u64 v1139 = 2ull;
    const bool v1140 = v296 >= v1139;
    if (v1140) {
      const cj_u64 v1141 = 2ull;
      const cj_u64 v1142 = v296 - v1141;
      const cj_u64 v1143 = (cj_u64)v10;
      const cj_u64 v1144 = (cj_u64)v12;
      const cj_u64 v1145 = v1142 * v1143;
      const cj_u64 v1146 = v1145 + v1144;
      const cj_u64 v1147 = v1146 * v34;
      const cj_u64 v1148 = (v20 > v1147 ? v20 : v1147);
      const cj_u64 v1149 = v1148 - v1147;
      const cj_u64 v1150 = (v1149 < v34 ? v1149 : v34);
      const cj_u32 v1151 = 2u;
      const cj_u32 v1152 = v298 - v1151;
      const cj_u32 v1153 = 3u;
      const cj_u32 v1154 = v1152 & v1153;
      const cj_u64 v1155 = 0xe00000ull;
      const cj_u64 v1156 = (cj_u64)v1154;
      const cj_u64 v1157 = v1156 * v1155;
      const cj_ptr v1158 = v186 + v1147;
      const cj_ptr v1159 = v199 + v1157;
      const cj_ptr v1160 = v195 ? v1158 : v1159;
      const cj_ptr v1161 = v212 + v1157;
      const cj_ptr v1162 = v208 ? v1158 : v1161;
      const cj_ptr v1163 = v225 + v1157;
      const cj_ptr v1164 = v221 ? v1158 : v1163;
      const cj_ptr v1165 = v238 + v1157;
      const cj_ptr v1166 = v234 ? v1158 : v1165;
      const cj_ptr v1167 = v251 + v1157;
      const cj_ptr v1168 = v247 ? v1158 : v1167;
      const cj_ptr v1169 = v264 + v1157;
      const cj_ptr v1170 = v260 ? v1158 : v1169;
      const cj_ptr v1171 = v277 + v1157;
      const cj_ptr v1172 = v273 ? v1158 : v1171;
      const cj_ptr v1173 = v290 + v1157;
      const cj_ptr v1174 = v286 ? v1158 : v1173;
      const cj_ptr v1175 = v4 + v1147;
      const cj_u32 v1176 = (cj_u32)v1150;
      const cj_u32 v1177 = (cj_u32)v43;
      const cj_u32 v1178 = 4096u;
      const cj_u32 v1179 = v1176 / v1178;
      const cj_u32 v1180 = v1179 * v1178;
      const cj_u32 v1181 = 0u;
      for (cj_u32 v1182 = v1181; v1182 < v1180; v1182 += v1178) {
        const cj_u32 v1183 = v1182 + v1177;
        const cj_u64 v1184 = (cj_u64)v1183;
        const cj_ptr v1185 = v1160 + v1184;
        const cj_u32x4 v1186 = *(const cj_u32x4 *)v1185;
        const cj_ptr v1187 = v1162 + v1184;
        const cj_u32x4 v1188 = *(const cj_u32x4 *)v1187;
        const cj_ptr v1189 = v1164 + v1184;
        const cj_u32x4 v1190 = *(const cj_u32x4 *)v1189;
        const cj_ptr v1191 = v1166 + v1184;
        const cj_u32x4 v1192 = *(const cj_u32x4 *)v1191;
        const cj_ptr v1193 = v1168 + v1184;
        const cj_u32x4 v1194 = *(const cj_u32x4 *)v1193;
        const cj_ptr v1195 = v1170 + v1184;
        const cj_u32x4 v1196 = *(const cj_u32x4 *)v1195;
        const cj_ptr v1197 = v1172 + v1184;
        const cj_u32x4 v1198 = *(const cj_u32x4 *)v1197;
        const cj_ptr v1199 = v1174 + v1184;
        const cj_u32x4 v1200 = *(const cj_u32x4 *)v1199;
        const cj_u32 v1201 = v1186.x;
        const cj_u32 v1202 = v1188.x;
        const cj_u32 v1203 = v1190.x;
        const cj_u32 v1204 = v1192.x;
        const cj_u32 v1205 = v1194.x;
        const cj_u32 v1206 = v1196.x;
        const cj_u32 v1207 = v1198.x;
        const cj_u32 v1208 = v1200.x;
        const cj_u16 v1209 = (cj_u16)v1201;
        const cj_u16 v1210 = v1209;
        const float v1211 = cj_f16_to_f32(v1210);
        const cj_u16 v1212 = (cj_u16)v1202;
        const cj_u16 v1213 = v1212;
        const float v1214 = cj_f16_to_f32(v1213);
        const float v1215 = v1211 + v1214;
        const cj_u16 v1216 = (cj_u16)v1203;
        const cj_u16 v1217 = v1216;
        const float v1218 = cj_f16_to_f32(v1217);
        const float v1219 = v1215 + v1218;
        const cj_u16 v1220 = (cj_u16)v1204;
        const cj_u16 v1221 = v1220;
        const float v1222 = cj_f16_to_f32(v1221);
        const float v1223 = v1219 + v1222;
        const cj_u16 v1224 = (cj_u16)v1205;
        const cj_u16 v1225 = v1224;
        const float v1226 = cj_f16_to_f32(v1225);
        const float v1227 = v1223 + v1226;
        const cj_u16 v1228 = (cj_u16)v1206;
        const cj_u16 v1229 = v1228;
        const float v1230 = cj_f16_to_f32(v1229);
        const float v1231 = v1227 + v1230;
        const cj_u16 v1232 = (cj_u16)v1207;
        const cj_u16 v1233 = v1232;
        const float v1234 = cj_f16_to_f32(v1233);
        const float v1235 = v1231 + v1234;
        const cj_u16 v1236 = (cj_u16)v1208;
        const cj_u16 v1237 = v1236;
        const float v1238 = cj_f16_to_f32(v1237);
        const float v1239 = v1235 + v1238;
        const cj_u16 v1240 = cj_f32_to_f16(v1239);
        const cj_u16 v1241 = v1240;
        const cj_u32 v1242 = (cj_u32)v1241;
        const cj_u32 v1243 = 16u;
        const cj_u32 v1244 = v1201 >> v1243;
        const cj_u16 v1245 = (cj_u16)v1244;
        const cj_u16 v1246 = v1245;
        const float v1247 = cj_f16_to_f32(v1246);
        const cj_u32 v1248 = 16u;
        const cj_u32 v1249 = v1202 >> v1248;
        const cj_u16 v1250 = (cj_u16)v1249;
        const cj_u16 v1251 = v1250;
        const float v1252 = cj_f16_to_f32(v1251);
        const float v1253 = v1247 + v1252;
        const cj_u32 v1254 = 16u;
        const cj_u32 v1255 = v1203 >> v1254;
        const cj_u16 v1256 = (cj_u16)v1255;
        const cj_u16 v1257 = v1256;
        const float v1258 = cj_f16_to_f32(v1257);
        const float v1259 = v1253 + v1258;
        const cj_u32 v1260 = 16u;
        const cj_u32 v1261 = v1204 >> v1260;
        const cj_u16 v1262 = (cj_u16)v1261;
        const cj_u16 v1263 = v1262;
        const float v1264 = cj_f16_to_f32(v1263);
        const float v1265 = v1259 + v1264;
        const cj_u32 v1266 = 16u;
        const cj_u32 v1267 = v1205 >> v1266;
        const cj_u16 v1268 = (cj_u16)v1267;
        const cj_u16 v1269 = v1268;
        const float v1270 = cj_f16_to_f32(v1269);
        const float v1271 = v1265 + v1270;
        const cj_u32 v1272 = 16u;
        const cj_u32 v1273 = v1206 >> v1272;
        const cj_u16 v1274 = (cj_u16)v1273;
        const cj_u16 v1275 = v1274;
        const float v1276 = cj_f16_to_f32(v1275);
        const float v1277 = v1271 + v1276;
        const cj_u32 v1278 = 16u;
        const cj_u32 v1279 = v1207 >> v1278;
        const cj_u16 v1280 = (cj_u16)v1279;
        const cj_u16 v1281 = v1280;
        const float v1282 = cj_f16_to_f32(v1281);
        const float v1283 = v1277 + v1282;
        const cj_u32 v1284 = 16u;
        const cj_u32 v1285 = v1208 >> v1284;
        const cj_u16 v1286 = (cj_u16)v1285;
        const cj_u16 v1287 = v1286;
        const float v1288 = cj_f16_to_f32(v1287);
        const float v1289 = v1283 + v1288;
        const cj_u16 v1290 = cj_f32_to_f16(v1289);
        const cj_u16 v1291 = v1290;
        const cj_u32 v1292 = (cj_u32)v1291;
        const cj_u32 v1293 = 16u;
        const cj_u32 v1294 = v1292 << v1293;
        const cj_u32 v1295 = v1242 | v1294;
        const cj_u32x4 v1296 = cj_splat_u32x4(v1295);
        const cj_u32 v1297 = v1186.y;
        const cj_u32 v1298 = v1188.y;
        const cj_u32 v1299 = v1190.y;
        const cj_u32 v1300 = v1192.y;
        const cj_u32 v1301 = v1194.y;
        const cj_u32 v1302 = v1196.y;
        const cj_u32 v1303 = v1198.y;
        const cj_u32 v1304 = v1200.y;
        const cj_u16 v1305 = (cj_u16)v1297;
        const cj_u16 v1306 = v1305;
        const float v1307 = cj_f16_to_f32(v1306);
        const cj_u16 v1308 = (cj_u16)v1298;
        const cj_u16 v1309 = v1308;
        const float v1310 = cj_f16_to_f32(v1309);
        const float v1311 = v1307 + v1310;
        const cj_u16 v1312 = (cj_u16)v1299;
        const cj_u16 v1313 = v1312;
        const float v1314 = cj_f16_to_f32(v1313);
        const float v1315 = v1311 + v1314;
        const cj_u16 v1316 = (cj_u16)v1300;
        const cj_u16 v1317 = v1316;
        const float v1318 = cj_f16_to_f32(v1317);
        const float v1319 = v1315 + v1318;
        const cj_u16 v1320 = (cj_u16)v1301;
        const cj_u16 v1321 = v1320;
        const float v1322 = cj_f16_to_f32(v1321);
        const float v1323 = v1319 + v1322;
        const cj_u16 v1324 = (cj_u16)v1302;
        const cj_u16 v1325 = v1324;
        const float v1326 = cj_f16_to_f32(v1325);
        const float v1327 = v1323 + v1326;
        const cj_u16 v1328 = (cj_u16)v1303;
        const cj_u16 v1329 = v1328;
        const float v1330 = cj_f16_to_f32(v1329);
        const float v1331 = v1327 + v1330;
        const cj_u16 v1332 = (cj_u16)v1304;
        const cj_u16 v1333 = v1332;
        const float v1334 = cj_f16_to_f32(v1333);
        const float v1335 = v1331 + v1334;
        const cj_u16 v1336 = cj_f32_to_f16(v1335);
        const cj_u16 v1337 = v1336;
        const cj_u32 v1338 = (cj_u32)v1337;
        const cj_u32 v1339 = 16u;
        const cj_u32 v1340 = v1297 >> v1339;
        const cj_u16 v1341 = (cj_u16)v1340;
        const cj_u16 v1342 = v1341;
        const float v1343 = cj_f16_to_f32(v1342);
        const cj_u32 v1344 = 16u;
        const cj_u32 v1345 = v1298 >> v1344;
        const cj_u16 v1346 = (cj_u16)v1345;
        const cj_u16 v1347 = v1346;
        const float v1348 = cj_f16_to_f32(v1347);
        const float v1349 = v1343 + v1348;
        const cj_u32 v1350 = 16u;
        const cj_u32 v1351 = v1299 >> v1350;
        const cj_u16 v1352 = (cj_u16)v1351;
        const cj_u16 v1353 = v1352;
        const float v1354 = cj_f16_to_f32(v1353);
        const float v1355 = v1349 + v1354;
        const cj_u32 v1356 = 16u;
        const cj_u32 v1357 = v1300 >> v1356;
        const cj_u16 v1358 = (cj_u16)v1357;
        const cj_u16 v1359 = v1358;
        const float v1360 = cj_f16_to_f32(v1359);
        const float v1361 = v1355 + v1360;
        const cj_u32 v1362 = 16u;
        const cj_u32 v1363 = v1301 >> v1362;
        const cj_u16 v1364 = (cj_u16)v1363;
        const cj_u16 v1365 = v1364;
        const float v1366 = cj_f16_to_f32(v1365);
        const float v1367 = v1361 + v1366;
        const cj_u32 v1368 = 16u;
        const cj_u32 v1369 = v1302 >> v1368;
        const cj_u16 v1370 = (cj_u16)v1369;
        const cj_u16 v1371 = v1370;
        const float v1372 = cj_f16_to_f32(v1371);
        const float v1373 = v1367 + v1372;
        const cj_u32 v1374 = 16u;
        const cj_u32 v1375 = v1303 >> v1374;
        const cj_u16 v1376 = (cj_u16)v1375;
        const cj_u16 v1377 = v1376;
        const float v1378 = cj_f16_to_f32(v1377);
        const float v1379 = v1373 + v1378;
        const cj_u32 v1380 = 16u;
        const cj_u32 v1381 = v1304 >> v1380;
        const cj_u16 v1382 = (cj_u16)v1381;
        const cj_u16 v1383 = v1382;
        const float v1384 = cj_f16_to_f32(v1383);
        const float v1385 = v1379 + v1384;
        const cj_u16 v1386 = cj_f32_to_f16(v1385);
        const cj_u16 v1387 = v1386;
        const cj_u32 v1388 = (cj_u32)v1387;
        const cj_u32 v1389 = 16u;
        const cj_u32 v1390 = v1388 << v1389;
        const cj_u32 v1391 = v1338 | v1390;
        cj_u32x4 v1392 = v1296;
        v1392.y = v1391;
        const cj_u32 v1393 = v1186.z;
        const cj_u32 v1394 = v1188.z;
        const cj_u32 v1395 = v1190.z;
        const cj_u32 v1396 = v1192.z;
        const cj_u32 v1397 = v1194.z;
        const cj_u32 v1398 = v1196.z;
        const cj_u32 v1399 = v1198.z;
        const cj_u32 v1400 = v1200.z;
        const cj_u16 v1401 = (cj_u16)v1393;
        const cj_u16 v1402 = v1401;
        const float v1403 = cj_f16_to_f32(v1402);
        const cj_u16 v1404 = (cj_u16)v1394;
        const cj_u16 v1405 = v1404;
        const float v1406 = cj_f16_to_f32(v1405);
        const float v1407 = v1403 + v1406;
        const cj_u16 v1408 = (cj_u16)v1395;
        const cj_u16 v1409 = v1408;
        const float v1410 = cj_f16_to_f32(v1409);
        const float v1411 = v1407 + v1410;
        const cj_u16 v1412 = (cj_u16)v1396;
        const cj_u16 v1413 = v1412;
        const float v1414 = cj_f16_to_f32(v1413);
        const float v1415 = v1411 + v1414;
        const cj_u16 v1416 = (cj_u16)v1397;
        const cj_u16 v1417 = v1416;
        const float v1418 = cj_f16_to_f32(v1417);
        const float v1419 = v1415 + v1418;
        const cj_u16 v1420 = (cj_u16)v1398;
        const cj_u16 v1421 = v1420;
        const float v1422 = cj_f16_to_f32(v1421);
        const float v1423 = v1419 + v1422;
        const cj_u16 v1424 = (cj_u16)v1399;
        const cj_u16 v1425 = v1424;
        const float v1426 = cj_f16_to_f32(v1425);
        const float v1427 = v1423 + v1426;
        const cj_u16 v1428 = (cj_u16)v1400;
        const cj_u16 v1429 = v1428;
        const float v1430 = cj_f16_to_f32(v1429);
        const float v1431 = v1427 + v1430;
        const cj_u16 v1432 = cj_f32_to_f16(v1431);
        const cj_u16 v1433 = v1432;
        const cj_u32 v1434 = (cj_u32)v1433;
        const cj_u32 v1435 = 16u;
        const cj_u32 v1436 = v1393 >> v1435;
        const cj_u16 v1437 = (cj_u16)v1436;
        const cj_u16 v1438 = v1437;
        const float v1439 = cj_f16_to_f32(v1438);
        const cj_u32 v1440 = 16u;
        const cj_u32 v1441 = v1394 >> v1440;
        const cj_u16 v1442 = (cj_u16)v1441;
        const cj_u16 v1443 = v1442;
        const float v1444 = cj_f16_to_f32(v1443);
        const float v1445 = v1439 + v1444;
        const cj_u32 v1446 = 16u;
        const cj_u32 v1447 = v1395 >> v1446;
        const cj_u16 v1448 = (cj_u16)v1447;
        const cj_u16 v1449 = v1448;
        const float v1450 = cj_f16_to_f32(v1449);
        const float v1451 = v1445 + v1450;
        const cj_u32 v1452 = 16u;
        const cj_u32 v1453 = v1396 >> v1452;
        const cj_u16 v1454 = (cj_u16)v1453;
        const cj_u16 v1455 = v1454;
        const float v1456 = cj_f16_to_f32(v1455);
        const float v1457 = v1451 + v1456;
        const cj_u32 v1458 = 16u;
        const cj_u32 v1459 = v1397 >> v1458;
        const cj_u16 v1460 = (cj_u16)v1459;
        const cj_u16 v1461 = v1460;
        const float v1462 = cj_f16_to_f32(v1461);
        const float v1463 = v1457 + v1462;
        const cj_u32 v1464 = 16u;
        const cj_u32 v1465 = v1398 >> v1464;
        const cj_u16 v1466 = (cj_u16)v1465;
        const cj_u16 v1467 = v1466;
        const float v1468 = cj_f16_to_f32(v1467);
        const float v1469 = v1463 + v1468;
        const cj_u32 v1470 = 16u;
        const cj_u32 v1471 = v1399 >> v1470;
        const cj_u16 v1472 = (cj_u16)v1471;
        const cj_u16 v1473 = v1472;
        const float v1474 = cj_f16_to_f32(v1473);
        const float v1475 = v1469 + v1474;
        const cj_u32 v1476 = 16u;
        const cj_u32 v1477 = v1400 >> v1476;
        const cj_u16 v1478 = (cj_u16)v1477;
        const cj_u16 v1479 = v1478;
        const float v1480 = cj_f16_to_f32(v1479);
        const float v1481 = v1475 + v1480;
        const cj_u16 v1482 = cj_f32_to_f16(v1481);
        const cj_u16 v1483 = v1482;
        const cj_u32 v1484 = (cj_u32)v1483;
        const cj_u32 v1485 = 16u;
        const cj_u32 v1486 = v1484 << v1485;
        const cj_u32 v1487 = v1434 | v1486;
        cj_u32x4 v1488 = v1392;
        v1488.z = v1487;
        const cj_u32 v1489 = v1186.w;
        const cj_u32 v1490 = v1188.w;
        const cj_u32 v1491 = v1190.w;
        const cj_u32 v1492 = v1192.w;
        const cj_u32 v1493 = v1194.w;
        const cj_u32 v1494 = v1196.w;
        const cj_u32 v1495 = v1198.w;
        const cj_u32 v1496 = v1200.w;
        const cj_u16 v1497 = (cj_u16)v1489;
        const cj_u16 v1498 = v1497;
        const float v1499 = cj_f16_to_f32(v1498);
        const cj_u16 v1500 = (cj_u16)v1490;
        const cj_u16 v1501 = v1500;
        const float v1502 = cj_f16_to_f32(v1501);
        const float v1503 = v1499 + v1502;
        const cj_u16 v1504 = (cj_u16)v1491;
        const cj_u16 v1505 = v1504;
        const float v1506 = cj_f16_to_f32(v1505);
        const float v1507 = v1503 + v1506;
        const cj_u16 v1508 = (cj_u16)v1492;
        const cj_u16 v1509 = v1508;
        const float v1510 = cj_f16_to_f32(v1509);
        const float v1511 = v1507 + v1510;
        const cj_u16 v1512 = (cj_u16)v1493;
        const cj_u16 v1513 = v1512;
        const float v1514 = cj_f16_to_f32(v1513);
        const float v1515 = v1511 + v1514;
        const cj_u16 v1516 = (cj_u16)v1494;
        const cj_u16 v1517 = v1516;
        const float v1518 = cj_f16_to_f32(v1517);
        const float v1519 = v1515 + v1518;
        const cj_u16 v1520 = (cj_u16)v1495;
        const cj_u16 v1521 = v1520;
        const float v1522 = cj_f16_to_f32(v1521);
        const float v1523 = v1519 + v1522;
        const cj_u16 v1524 = (cj_u16)v1496;
        const cj_u16 v1525 = v1524;
        const float v1526 = cj_f16_to_f32(v1525);
        const float v1527 = v1523 + v1526;
        const cj_u16 v1528 = cj_f32_to_f16(v1527);
        const cj_u16 v1529 = v1528;
        const cj_u32 v1530 = (cj_u32)v1529;
        const cj_u32 v1531 = 16u;
        const cj_u32 v1532 = v1489 >> v1531;
        const cj_u16 v1533 = (cj_u16)v1532;
        const cj_u16 v1534 = v1533;
        const float v1535 = cj_f16_to_f32(v1534);
        const cj_u32 v1536 = 16u;
        const cj_u32 v1537 = v1490 >> v1536;
        const cj_u16 v1538 = (cj_u16)v1537;
        const cj_u16 v1539 = v1538;
        const float v1540 = cj_f16_to_f32(v1539);
        const float v1541 = v1535 + v1540;
        const cj_u32 v1542 = 16u;
        const cj_u32 v1543 = v1491 >> v1542;
        const cj_u16 v1544 = (cj_u16)v1543;
        const cj_u16 v1545 = v1544;
        const float v1546 = cj_f16_to_f32(v1545);
        const float v1547 = v1541 + v1546;
        const cj_u32 v1548 = 16u;
        const cj_u32 v1549 = v1492 >> v1548;
        const cj_u16 v1550 = (cj_u16)v1549;
        const cj_u16 v1551 = v1550;
        const float v1552 = cj_f16_to_f32(v1551);
        const float v1553 = v1547 + v1552;
        const cj_u32 v1554 = 16u;
        const cj_u32 v1555 = v1493 >> v1554;
        const cj_u16 v1556 = (cj_u16)v1555;
        const cj_u16 v1557 = v1556;
        const float v1558 = cj_f16_to_f32(v1557);
        const float v1559 = v1553 + v1558;
        const cj_u32 v1560 = 16u;
        const cj_u32 v1561 = v1494 >> v1560;
        const cj_u16 v1562 = (cj_u16)v1561;
        const cj_u16 v1563 = v1562;
        const float v1564 = cj_f16_to_f32(v1563);
        const float v1565 = v1559 + v1564;
        const cj_u32 v1566 = 16u;
        const cj_u32 v1567 = v1495 >> v1566;
        const cj_u16 v1568 = (cj_u16)v1567;
        const cj_u16 v1569 = v1568;
        const float v1570 = cj_f16_to_f32(v1569);
        const float v1571 = v1565 + v1570;
        const cj_u32 v1572 = 16u;
        const cj_u32 v1573 = v1496 >> v1572;
        const cj_u16 v1574 = (cj_u16)v1573;
        const cj_u16 v1575 = v1574;
        const float v1576 = cj_f16_to_f32(v1575);
        const float v1577 = v1571 + v1576;
        const cj_u16 v1578 = cj_f32_to_f16(v1577);
        const cj_u16 v1579 = v1578;
        const cj_u32 v1580 = (cj_u32)v1579;
        const cj_u32 v1581 = 16u;
        const cj_u32 v1582 = v1580 << v1581;
        const cj_u32 v1583 = v1530 | v1582;
        cj_u32x4 v1584 = v1488;
        v1584.w = v1583;
        const cj_ptr v1585 = v1175 + v1184;
        *(cj_u32x4 *)v1585 = v1584;
      }
      x_walked9 = v1180;
      const cj_u32 v1586 = 4096u;
      const cj_u32 v1587 = x_walked9;
      const cj_u32 v1588 = v1587 + v1177;
      for (cj_u32 v1589 = v1588; v1589 < v1176; v1589 += v1586) {
        const cj_u64 v1590 = (cj_u64)v1589;
        const cj_ptr v1591 = v1160 + v1590;
        const cj_u32x4 v1592 = *(const cj_u32x4 *)v1591;
        const cj_ptr v1593 = v1162 + v1590;
        const cj_u32x4 v1594 = *(const cj_u32x4 *)v1593;
        const cj_ptr v1595 = v1164 + v1590;
        const cj_u32x4 v1596 = *(const cj_u32x4 *)v1595;
        const cj_ptr v1597 = v1166 + v1590;
        const cj_u32x4 v1598 = *(const cj_u32x4 *)v1597;
        const cj_ptr v1599 = v1168 + v1590;
        const cj_u32x4 v1600 = *(const cj_u32x4 *)v1599;
        const cj_ptr v1601 = v1170 + v1590;
        const cj_u32x4 v1602 = *(const cj_u32x4 *)v1601;
        const cj_ptr v1603 = v1172 + v1590;
        const cj_u32x4 v1604 = *(const cj_u32x4 *)v1603;
        const cj_ptr v1605 = v1174 + v1590;
        const cj_u32x4 v1606 = *(const cj_u32x4 *)v1605;
        const cj_u32 v1607 = v1592.x;
        const cj_u32 v1608 = v1594.x;
        const cj_u32 v1609 = v1596.x;
        const cj_u32 v1610 = v1598.x;
        const cj_u32 v1611 = v1600.x;
        const cj_u32 v1612 = v1602.x;
        const cj_u32 v1613 = v1604.x;
        const cj_u32 v1614 = v1606.x;
        const cj_u16 v1615 = (cj_u16)v1607;
        const cj_u16 v1616 = v1615;
        const float v1617 = cj_f16_to_f32(v1616);
        const cj_u16 v1618 = (cj_u16)v1608;
        const cj_u16 v1619 = v1618;
        const float v1620 = cj_f16_to_f32(v1619);
        const float v1621 = v1617 + v1620;
        const cj_u16 v1622 = (cj_u16)v1609;
        const cj_u16 v1623 = v1622;
        const float v1624 = cj_f16_to_f32(v1623);
        const float v1625 = v1621 + v1624;
        const cj_u16 v1626 = (cj_u16)v1610;
        const cj_u16 v1627 = v1626;
        const float v1628 = cj_f16_to_f32(v1627);
        const float v1629 = v1625 + v1628;
        const cj_u16 v1630 = (cj_u16)v1611;
        const cj_u16 v1631 = v1630;
        const float v1632 = cj_f16_to_f32(v1631);
        const float v1633 = v1629 + v1632;
        const cj_u16 v1634 = (cj_u16)v1612;
        const cj_u16 v1635 = v1634;
        const float v1636 = cj_f16_to_f32(v1635);
        const float v1637 = v1633 + v1636;
        const cj_u16 v1638 = (cj_u16)v1613;
        const cj_u16 v1639 = v1638;
        const float v1640 = cj_f16_to_f32(v1639);
        const float v1641 = v1637 + v1640;
        const cj_u16 v1642 = (cj_u16)v1614;
        const cj_u16 v1643 = v1642;
        const float v1644 = cj_f16_to_f32(v1643);
        const float v1645 = v1641 + v1644;
        const cj_u16 v1646 = cj_f32_to_f16(v1645);
        const cj_u16 v1647 = v1646;
        const cj_u32 v1648 = (cj_u32)v1647;
        const cj_u32 v1649 = 16u;
        const cj_u32 v1650 = v1607 >> v1649;
        const cj_u16 v1651 = (cj_u16)v1650;
        const cj_u16 v1652 = v1651;
        const float v1653 = cj_f16_to_f32(v1652);
        const cj_u32 v1654 = 16u;
        const cj_u32 v1655 = v1608 >> v1654;
        const cj_u16 v1656 = (cj_u16)v1655;
        const cj_u16 v1657 = v1656;
        const float v1658 = cj_f16_to_f32(v1657);
        const float v1659 = v1653 + v1658;
        const cj_u32 v1660 = 16u;
        const cj_u32 v1661 = v1609 >> v1660;
        const cj_u16 v1662 = (cj_u16)v1661;
        const cj_u16 v1663 = v1662;
        const float v1664 = cj_f16_to_f32(v1663);
        const float v1665 = v1659 + v1664;
        const cj_u32 v1666 = 16u;
        const cj_u32 v1667 = v1610 >> v1666;
        const cj_u16 v1668 = (cj_u16)v1667;
        const cj_u16 v1669 = v1668;
        const float v1670 = cj_f16_to_f32(v1669);
        const float v1671 = v1665 + v1670;
        const cj_u32 v1672 = 16u;
        const cj_u32 v1673 = v1611 >> v1672;
        const cj_u16 v1674 = (cj_u16)v1673;
        const cj_u16 v1675 = v1674;
        const float v1676 = cj_f16_to_f32(v1675);
        const float v1677 = v1671 + v1676;
        const cj_u32 v1678 = 16u;
        const cj_u32 v1679 = v1612 >> v1678;
        const cj_u16 v1680 = (cj_u16)v1679;
        const cj_u16 v1681 = v1680;
        const float v1682 = cj_f16_to_f32(v1681);
        const float v1683 = v1677 + v1682;
        const cj_u32 v1684 = 16u;
        const cj_u32 v1685 = v1613 >> v1684;
        const cj_u16 v1686 = (cj_u16)v1685;
        const cj_u16 v1687 = v1686;
        const float v1688 = cj_f16_to_f32(v1687);
        const float v1689 = v1683 + v1688;
        const cj_u32 v1690 = 16u;
        const cj_u32 v1691 = v1614 >> v1690;
        const cj_u16 v1692 = (cj_u16)v1691;
        const cj_u16 v1693 = v1692;
        const float v1694 = cj_f16_to_f32(v1693);
        const float v1695 = v1689 + v1694;
        const cj_u16 v1696 = cj_f32_to_f16(v1695);
        const cj_u16 v1697 = v1696;
        const cj_u32 v1698 = (cj_u32)v1697;
        const cj_u32 v1699 = 16u;
        const cj_u32 v1700 = v1698 << v1699;
        const cj_u32 v1701 = v1648 | v1700;
        const cj_u32x4 v1702 = cj_splat_u32x4(v1701);
        const cj_u32 v1703 = v1592.y;
        const cj_u32 v1704 = v1594.y;
        const cj_u32 v1705 = v1596.y;
        const cj_u32 v1706 = v1598.y;
        const cj_u32 v1707 = v1600.y;
        const cj_u32 v1708 = v1602.y;
        const cj_u32 v1709 = v1604.y;
        const cj_u32 v1710 = v1606.y;
        const cj_u16 v1711 = (cj_u16)v1703;
        const cj_u16 v1712 = v1711;
        const float v1713 = cj_f16_to_f32(v1712);
        const cj_u16 v1714 = (cj_u16)v1704;
        const cj_u16 v1715 = v1714;
        const float v1716 = cj_f16_to_f32(v1715);
        const float v1717 = v1713 + v1716;
        const cj_u16 v1718 = (cj_u16)v1705;
        const cj_u16 v1719 = v1718;
        const float v1720 = cj_f16_to_f32(v1719);
        const float v1721 = v1717 + v1720;
        const cj_u16 v1722 = (cj_u16)v1706;
        const cj_u16 v1723 = v1722;
        const float v1724 = cj_f16_to_f32(v1723);
        const float v1725 = v1721 + v1724;
        const cj_u16 v1726 = (cj_u16)v1707;
        const cj_u16 v1727 = v1726;
        const float v1728 = cj_f16_to_f32(v1727);
        const float v1729 = v1725 + v1728;
        const cj_u16 v1730 = (cj_u16)v1708;
        const cj_u16 v1731 = v1730;
        const float v1732 = cj_f16_to_f32(v1731);
        const float v1733 = v1729 + v1732;
        const cj_u16 v1734 = (cj_u16)v1709;
        const cj_u16 v1735 = v1734;
        const float v1736 = cj_f16_to_f32(v1735);
        const float v1737 = v1733 + v1736;
        const cj_u16 v1738 = (cj_u16)v1710;
        const cj_u16 v1739 = v1738;
        const float v1740 = cj_f16_to_f32(v1739);
        const float v1741 = v1737 + v1740;
        const cj_u16 v1742 = cj_f32_to_f16(v1741);
        const cj_u16 v1743 = v1742;
        const cj_u32 v1744 = (cj_u32)v1743;
        const cj_u32 v1745 = 16u;
        const cj_u32 v1746 = v1703 >> v1745;
        const cj_u16 v1747 = (cj_u16)v1746;
        const cj_u16 v1748 = v1747;
        const float v1749 = cj_f16_to_f32(v1748);
        const cj_u32 v1750 = 16u;
        const cj_u32 v1751 = v1704 >> v1750;
        const cj_u16 v1752 = (cj_u16)v1751;
        const cj_u16 v1753 = v1752;
        const float v1754 = cj_f16_to_f32(v1753);
        const float v1755 = v1749 + v1754;
        const cj_u32 v1756 = 16u;
        const cj_u32 v1757 = v1705 >> v1756;
        const cj_u16 v1758 = (cj_u16)v1757;
        const cj_u16 v1759 = v1758;
        const float v1760 = cj_f16_to_f32(v1759);
        const float v1761 = v1755 + v1760;
        const cj_u32 v1762 = 16u;
        const cj_u32 v1763 = v1706 >> v1762;
        const cj_u16 v1764 = (cj_u16)v1763;
        const cj_u16 v1765 = v1764;
        const float v1766 = cj_f16_to_f32(v1765);
        const float v1767 = v1761 + v1766;
        const cj_u32 v1768 = 16u;
        const cj_u32 v1769 = v1707 >> v1768;
        const cj_u16 v1770 = (cj_u16)v1769;
        const cj_u16 v1771 = v1770;
        const float v1772 = cj_f16_to_f32(v1771);
        const float v1773 = v1767 + v1772;
        const cj_u32 v1774 = 16u;
        const cj_u32 v1775 = v1708 >> v1774;
        const cj_u16 v1776 = (cj_u16)v1775;
        const cj_u16 v1777 = v1776;
        const float v1778 = cj_f16_to_f32(v1777);
        const float v1779 = v1773 + v1778;
        const cj_u32 v1780 = 16u;
        const cj_u32 v1781 = v1709 >> v1780;
        const cj_u16 v1782 = (cj_u16)v1781;
        const cj_u16 v1783 = v1782;
        const float v1784 = cj_f16_to_f32(v1783);
        const float v1785 = v1779 + v1784;
        const cj_u32 v1786 = 16u;
        const cj_u32 v1787 = v1710 >> v1786;
        const cj_u16 v1788 = (cj_u16)v1787;
        const cj_u16 v1789 = v1788;
        const float v1790 = cj_f16_to_f32(v1789);
        const float v1791 = v1785 + v1790;
        const cj_u16 v1792 = cj_f32_to_f16(v1791);
        const cj_u16 v1793 = v1792;
        const cj_u32 v1794 = (cj_u32)v1793;
        const cj_u32 v1795 = 16u;
        const cj_u32 v1796 = v1794 << v1795;
        const cj_u32 v1797 = v1744 | v1796;
        cj_u32x4 v1798 = v1702;
        v1798.y = v1797;
        const cj_u32 v1799 = v1592.z;
        const cj_u32 v1800 = v1594.z;
        const cj_u32 v1801 = v1596.z;
        const cj_u32 v1802 = v1598.z;
        const cj_u32 v1803 = v1600.z;
        const cj_u32 v1804 = v1602.z;
        const cj_u32 v1805 = v1604.z;
        const cj_u32 v1806 = v1606.z;
        const cj_u16 v1807 = (cj_u16)v1799;
        const cj_u16 v1808 = v1807;
        const float v1809 = cj_f16_to_f32(v1808);
        const cj_u16 v1810 = (cj_u16)v1800;
        const cj_u16 v1811 = v1810;
        const float v1812 = cj_f16_to_f32(v1811);
        const float v1813 = v1809 + v1812;
        const cj_u16 v1814 = (cj_u16)v1801;
        const cj_u16 v1815 = v1814;
        const float v1816 = cj_f16_to_f32(v1815);
        const float v1817 = v1813 + v1816;
        const cj_u16 v1818 = (cj_u16)v1802;
        const cj_u16 v1819 = v1818;
        const float v1820 = cj_f16_to_f32(v1819);
        const float v1821 = v1817 + v1820;
        const cj_u16 v1822 = (cj_u16)v1803;
        const cj_u16 v1823 = v1822;
        const float v1824 = cj_f16_to_f32(v1823);
        const float v1825 = v1821 + v1824;
        const cj_u16 v1826 = (cj_u16)v1804;
        const cj_u16 v1827 = v1826;
        const float v1828 = cj_f16_to_f32(v1827);
        const float v1829 = v1825 + v1828;
        const cj_u16 v1830 = (cj_u16)v1805;
        const cj_u16 v1831 = v1830;
        const float v1832 = cj_f16_to_f32(v1831);
        const float v1833 = v1829 + v1832;
        const cj_u16 v1834 = (cj_u16)v1806;
        const cj_u16 v1835 = v1834;
        const float v1836 = cj_f16_to_f32(v1835);
        const float v1837 = v1833 + v1836;
        const cj_u16 v1838 = cj_f32_to_f16(v1837);
        const cj_u16 v1839 = v1838;
        const cj_u32 v1840 = (cj_u32)v1839;
        const cj_u32 v1841 = 16u;
        const cj_u32 v1842 = v1799 >> v1841;
        const cj_u16 v1843 = (cj_u16)v1842;
        const cj_u16 v1844 = v1843;
        const float v1845 = cj_f16_to_f32(v1844);
        const cj_u32 v1846 = 16u;
        const cj_u32 v1847 = v1800 >> v1846;
        const cj_u16 v1848 = (cj_u16)v1847;
        const cj_u16 v1849 = v1848;
        const float v1850 = cj_f16_to_f32(v1849);
        const float v1851 = v1845 + v1850;
        const cj_u32 v1852 = 16u;
        const cj_u32 v1853 = v1801 >> v1852;
        const cj_u16 v1854 = (cj_u16)v1853;
        const cj_u16 v1855 = v1854;
        const float v1856 = cj_f16_to_f32(v1855);
        const float v1857 = v1851 + v1856;
        const cj_u32 v1858 = 16u;
        const cj_u32 v1859 = v1802 >> v1858;
        const cj_u16 v1860 = (cj_u16)v1859;
        const cj_u16 v1861 = v1860;
        const float v1862 = cj_f16_to_f32(v1861);
        const float v1863 = v1857 + v1862;
        const cj_u32 v1864 = 16u;
        const cj_u32 v1865 = v1803 >> v1864;
        const cj_u16 v1866 = (cj_u16)v1865;
        const cj_u16 v1867 = v1866;
        const float v1868 = cj_f16_to_f32(v1867);
        const float v1869 = v1863 + v1868;
        const cj_u32 v1870 = 16u;
        const cj_u32 v1871 = v1804 >> v1870;
        const cj_u16 v1872 = (cj_u16)v1871;
        const cj_u16 v1873 = v1872;
        const float v1874 = cj_f16_to_f32(v1873);
        const float v1875 = v1869 + v1874;
        const cj_u32 v1876 = 16u;
        const cj_u32 v1877 = v1805 >> v1876;
        const cj_u16 v1878 = (cj_u16)v1877;
        const cj_u16 v1879 = v1878;
        const float v1880 = cj_f16_to_f32(v1879);
        const float v1881 = v1875 + v1880;
        const cj_u32 v1882 = 16u;
        const cj_u32 v1883 = v1806 >> v1882;
        const cj_u16 v1884 = (cj_u16)v1883;
        const cj_u16 v1885 = v1884;
        const float v1886 = cj_f16_to_f32(v1885);
        const float v1887 = v1881 + v1886;
        const cj_u16 v1888 = cj_f32_to_f16(v1887);
        const cj_u16 v1889 = v1888;
        const cj_u32 v1890 = (cj_u32)v1889;
        const cj_u32 v1891 = 16u;
        const cj_u32 v1892 = v1890 << v1891;
        const cj_u32 v1893 = v1840 | v1892;
        cj_u32x4 v1894 = v1798;
        v1894.z = v1893;
        const cj_u32 v1895 = v1592.w;
        const cj_u32 v1896 = v1594.w;
        const cj_u32 v1897 = v1596.w;
        const cj_u32 v1898 = v1598.w;
        const cj_u32 v1899 = v1600.w;
        const cj_u32 v1900 = v1602.w;
        const cj_u32 v1901 = v1604.w;
        const cj_u32 v1902 = v1606.w;
        const cj_u16 v1903 = (cj_u16)v1895;
        const cj_u16 v1904 = v1903;
        const float v1905 = cj_f16_to_f32(v1904);
        const cj_u16 v1906 = (cj_u16)v1896;
        const cj_u16 v1907 = v1906;
        const float v1908 = cj_f16_to_f32(v1907);
        const float v1909 = v1905 + v1908;
        const cj_u16 v1910 = (cj_u16)v1897;
        const cj_u16 v1911 = v1910;
        const float v1912 = cj_f16_to_f32(v1911);
        const float v1913 = v1909 + v1912;
        const cj_u16 v1914 = (cj_u16)v1898;
        const cj_u16 v1915 = v1914;
        const float v1916 = cj_f16_to_f32(v1915);
        const float v1917 = v1913 + v1916;
        const cj_u16 v1918 = (cj_u16)v1899;
        const cj_u16 v1919 = v1918;
        const float v1920 = cj_f16_to_f32(v1919);
        const float v1921 = v1917 + v1920;
        const cj_u16 v1922 = (cj_u16)v1900;
        const cj_u16 v1923 = v1922;
        const float v1924 = cj_f16_to_f32(v1923);
        const float v1925 = v1921 + v1924;
        const cj_u16 v1926 = (cj_u16)v1901;
        const cj_u16 v1927 = v1926;
        const float v1928 = cj_f16_to_f32(v1927);
        const float v1929 = v1925 + v1928;
        const cj_u16 v1930 = (cj_u16)v1902;
        const cj_u16 v1931 = v1930;
        const float v1932 = cj_f16_to_f32(v1931);
        const float v1933 = v1929 + v1932;
        const cj_u16 v1934 = cj_f32_to_f16(v1933);
        const cj_u16 v1935 = v1934;
        const cj_u32 v1936 = (cj_u32)v1935;
        const cj_u32 v1937 = 16u;
        const cj_u32 v1938 = v1895 >> v1937;
        const cj_u16 v1939 = (cj_u16)v1938;
        const cj_u16 v1940 = v1939;
        const float v1941 = cj_f16_to_f32(v1940);
        const cj_u32 v1942 = 16u;
        const cj_u32 v1943 = v1896 >> v1942;
        const cj_u16 v1944 = (cj_u16)v1943;
        const cj_u16 v1945 = v1944;
        const float v1946 = cj_f16_to_f32(v1945);
        const float v1947 = v1941 + v1946;
        const cj_u32 v1948 = 16u;
        const cj_u32 v1949 = v1897 >> v1948;
        const cj_u16 v1950 = (cj_u16)v1949;
        const cj_u16 v1951 = v1950;
        const float v1952 = cj_f16_to_f32(v1951);
        const float v1953 = v1947 + v1952;
        const cj_u32 v1954 = 16u;
        const cj_u32 v1955 = v1898 >> v1954;
        const cj_u16 v1956 = (cj_u16)v1955;
        const cj_u16 v1957 = v1956;
        const float v1958 = cj_f16_to_f32(v1957);
        const float v1959 = v1953 + v1958;
        const cj_u32 v1960 = 16u;
        const cj_u32 v1961 = v1899 >> v1960;
        const cj_u16 v1962 = (cj_u16)v1961;
        const cj_u16 v1963 = v1962;
        const float v1964 = cj_f16_to_f32(v1963);
        const float v1965 = v1959 + v1964;
        const cj_u32 v1966 = 16u;
        const cj_u32 v1967 = v1900 >> v1966;
        const cj_u16 v1968 = (cj_u16)v1967;
        const cj_u16 v1969 = v1968;
        const float v1970 = cj_f16_to_f32(v1969);
        const float v1971 = v1965 + v1970;
        const cj_u32 v1972 = 16u;
        const cj_u32 v1973 = v1901 >> v1972;
        const cj_u16 v1974 = (cj_u16)v1973;
        const cj_u16 v1975 = v1974;
        const float v1976 = cj_f16_to_f32(v1975);
        const float v1977 = v1971 + v1976;
        const cj_u32 v1978 = 16u;
        const cj_u32 v1979 = v1902 >> v1978;
        const cj_u16 v1980 = (cj_u16)v1979;
        const cj_u16 v1981 = v1980;
        const float v1982 = cj_f16_to_f32(v1981);
        const float v1983 = v1977 + v1982;
        const cj_u16 v1984 = cj_f32_to_f16(v1983);
        const cj_u16 v1985 = v1984;
        const cj_u32 v1986 = (cj_u32)v1985;
        const cj_u32 v1987 = 16u;
        const cj_u32 v1988 = v1986 << v1987;
        const cj_u32 v1989 = v1936 | v1988;
        cj_u32x4 v1990 = v1894;
        v1990.w = v1989;
        const cj_ptr v1991 = v1175 + v1590;
        *(cj_u32x4 *)v1991 = v1990;
      }
    }
    cj_barrier();
    // signal: counter = arrival + 1 at every rank (thread t: rank + t)
    const cj_u32 v1992 = 8u;
    const bool v1993 = v11 < v1992;
    const bool v1994 = v299 && v1993;
    if (v1994) {
      const cj_u32 v1995 = v298 + v291;
      const cj_u32 v1996 = 8u;
      const cj_u32 v1997 = v2 + v11;
      const cj_u32 v1998 = v1997 - v1996;
      const bool v1999 = v1997 >= v1996;
      const cj_u32 v2000 = v1999 ? v1998 : v1997;
      const cj_u64 v2001 = 8ull;
      const cj_u64 v2002 = (cj_u64)v2000;
      const cj_u64 v2003 = v2002 * v2001;
      const cj_ptr v2004 = v1 + v2003;
      const cj_u64 v2005 = *(const cj_u64 *)v2004;
      const cj_u64 v2006 = v2005 - v17;
      const cj_ptr v2007 = v52 + v2006;
      cj_atomic_store_release_system((cj_u32 *)v2007, v1995);
    }
    // round l-1: wait until every peer sent it (reduced in round l+1)
    const bool v2008 = v296 <= v40;
    const cj_u64 v2009 = 1ull;
    const bool v2010 = v296 >= v2009;
    const bool v2011 = v2010 && v2008;
    if (v2011) {
      const cj_u32 v2012 = 8u;
      const bool v2013 = v11 < v2012;
      const bool v2014 = v11 >= v291;
      const bool v2015 = v2014 && v2013;
      if (v2015) {
        const cj_u32 v2016 = 8u;
        const cj_u32 v2017 = v2 + v11;
        const cj_u32 v2018 = v2017 - v2016;
        const bool v2019 = v2017 >= v2016;
        const cj_u32 v2020 = v2019 ? v2018 : v2017;
        const cj_u32 v2021 = v47 + v2020;
        const cj_u64 v2022 = (cj_u64)v2021;
        const cj_u64 v2023 = 4ull;
        const cj_u64 v2024 = v2022 * v2023;
        const cj_ptr v2025 = v45 + v2024;
        const cj_u32 v2026 = 0u;
        const cj_u32 v2027 = 1u;
        const cj_u64 v2028 = cj_timer_ns();
        const cj_u32 v2029 = x_failed0;
        x_done10 = v2029;
        while (true) {
          const cj_u32 v2030 = x_done10;
          const bool v2031 = v2030 == v2026;
          if (!v2031) break;
          const cj_u32 v2032 = cj_atomic_load_relaxed_system((cj_u32 *)v2025);
          const cj_u32 v2033 = 0u;
          const cj_u32 v2034 = v2032 - v298;
          const bool v2035 = (cj_i32)v2034 >= (cj_i32)v2033;
          const cj_u64 v2036 = cj_timer_ns();
          const cj_u64 v2037 = v2036 - v2028;
          const bool v2038 = v2037 > v7;
          const cj_u32 v2039 = cj_atomic_load_relaxed_device((cj_u32 *)v6);
          const bool v2040 = v2039 != v2026;
          const bool v2041 = v2038 || v2040;
          if (v2035) {
            x_done10 = v2027;
          } else {
            if (v2041) {
              const cj_u32 v2042 = 1u;
              cj_atomic_store_relaxed_system((cj_u32 *)v6, v2042);
              x_failed0 = v2027;
              x_done10 = v2027;
            }
          }
        }
        const cj_u32 v2043 = cj_atomic_load_acquire_system((cj_u32 *)v2025);
      }
      cj_barrier();
    }
  }
}
