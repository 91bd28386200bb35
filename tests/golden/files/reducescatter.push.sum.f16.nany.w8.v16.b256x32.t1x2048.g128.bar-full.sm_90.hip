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
  const cj_u64 v58 = 0xc00000ull;
  const cj_ptr v59 = v57 + v58;
  const cj_u32 v60 = 8u;
  const cj_u32 v61 = 1u;
  const cj_u32 v62 = v2 + v61;
  const bool v63 = v62 >= v60;
  const cj_u32 v64 = v62 - v60;
  const cj_u32 v65 = v63 ? v64 : v62;
  const cj_u64 v66 = 8ull;
  const cj_u64 v67 = (cj_u64)v65;
  const cj_u64 v68 = v67 * v66;
  const cj_ptr v69 = v1 + v68;
  const cj_u64 v70 = *(const cj_u64 *)v69;
  const cj_u64 v71 = v70 - v17;
  const cj_ptr v72 = v59 + v71;
  const cj_u64 v73 = 0xa00000ull;
  const cj_ptr v74 = v57 + v73;
  const cj_u32 v75 = 8u;
  const cj_u32 v76 = 2u;
  const cj_u32 v77 = v2 + v76;
  const bool v78 = v77 >= v75;
  const cj_u32 v79 = v77 - v75;
  const cj_u32 v80 = v78 ? v79 : v77;
  const cj_u64 v81 = 8ull;
  const cj_u64 v82 = (cj_u64)v80;
  const cj_u64 v83 = v82 * v81;
  const cj_ptr v84 = v1 + v83;
  const cj_u64 v85 = *(const cj_u64 *)v84;
  const cj_u64 v86 = v85 - v17;
  const cj_ptr v87 = v74 + v86;
  const cj_u64 v88 = 0x800000ull;
  const cj_ptr v89 = v57 + v88;
  const cj_u32 v90 = 8u;
  const cj_u32 v91 = 3u;
  const cj_u32 v92 = v2 + v91;
  const bool v93 = v92 >= v90;
  const cj_u32 v94 = v92 - v90;
  const cj_u32 v95 = v93 ? v94 : v92;
  const cj_u64 v96 = 8ull;
  const cj_u64 v97 = (cj_u64)v95;
  const cj_u64 v98 = v97 * v96;
  const cj_ptr v99 = v1 + v98;
  const cj_u64 v100 = *(const cj_u64 *)v99;
  const cj_u64 v101 = v100 - v17;
  const cj_ptr v102 = v89 + v101;
  const cj_u64 v103 = 0x600000ull;
  const cj_ptr v104 = v57 + v103;
  const cj_u32 v105 = 8u;
  const cj_u32 v106 = 4u;
  const cj_u32 v107 = v2 + v106;
  const bool v108 = v107 >= v105;
  const cj_u32 v109 = v107 - v105;
  const cj_u32 v110 = v108 ? v109 : v107;
  const cj_u64 v111 = 8ull;
  const cj_u64 v112 = (cj_u64)v110;
  const cj_u64 v113 = v112 * v111;
  const cj_ptr v114 = v1 + v113;
  const cj_u64 v115 = *(const cj_u64 *)v114;
  const cj_u64 v116 = v115 - v17;
  const cj_ptr v117 = v104 + v116;
  const cj_u64 v118 = 0x400000ull;
  const cj_ptr v119 = v57 + v118;
  const cj_u32 v120 = 8u;
  const cj_u32 v121 = 5u;
  const cj_u32 v122 = v2 + v121;
  const bool v123 = v122 >= v120;
  const cj_u32 v124 = v122 - v120;
  const cj_u32 v125 = v123 ? v124 : v122;
  const cj_u64 v126 = 8ull;
  const cj_u64 v127 = (cj_u64)v125;
  const cj_u64 v128 = v127 * v126;
  const cj_ptr v129 = v1 + v128;
  const cj_u64 v130 = *(const cj_u64 *)v129;
  const cj_u64 v131 = v130 - v17;
  const cj_ptr v132 = v119 + v131;
  const cj_u64 v133 = 0x200000ull;
  const cj_ptr v134 = v57 + v133;
  const cj_u32 v135 = 8u;
  const cj_u32 v136 = 6u;
  const cj_u32 v137 = v2 + v136;
  const bool v138 = v137 >= v135;
  const cj_u32 v139 = v137 - v135;
  const cj_u32 v140 = v138 ? v139 : v137;
  const cj_u64 v141 = 8ull;
  const cj_u64 v142 = (cj_u64)v140;
  const cj_u64 v143 = v142 * v141;
  const cj_ptr v144 = v1 + v143;
  const cj_u64 v145 = *(const cj_u64 *)v144;
  const cj_u64 v146 = v145 - v17;
  const cj_ptr v147 = v134 + v146;
  const cj_u64 v148 = 0ull;
  const cj_ptr v149 = v57 + v148;
  const cj_u32 v150 = 8u;
  const cj_u32 v151 = 7u;
  const cj_u32 v152 = v2 + v151;
  const bool v153 = v152 >= v150;
  const cj_u32 v154 = v152 - v150;
  const cj_u32 v155 = v153 ? v154 : v152;
  const cj_u64 v156 = 8ull;
  const cj_u64 v157 = (cj_u64)v155;
  const cj_u64 v158 = v157 * v156;
  const cj_ptr v159 = v1 + v158;
  const cj_u64 v160 = *(const cj_u64 *)v159;
  const cj_u64 v161 = v160 - v17;
  const cj_ptr v162 = v149 + v161;
  const cj_u32 v163 = 7u;
  const cj_u32 v164 = v163 - v2;
  const cj_u32 v165 = 8u;
  const bool v166 = v164 >= v165;
  const cj_u32 v167 = 8u;
  const cj_u32 v168 = v164 - v167;
  const cj_u32 v169 = v166 ? v168 : v164;
  const cj_u32 v170 = 0u;
  const bool v171 = v2 == v170;
  const cj_u64 v172 = (cj_u64)v169;
  const cj_u64 v173 = 0x200000ull;
  const cj_u64 v174 = v172 * v173;
  const cj_ptr v175 = v57 + v174;
  const cj_u32 v176 = 8u;
  const cj_u32 v177 = v176 - v2;
  const cj_u32 v178 = 8u;
  const bool v179 = v177 >= v178;
  const cj_u32 v180 = 8u;
  const cj_u32 v181 = v177 - v180;
  const cj_u32 v182 = v179 ? v181 : v177;
  const cj_u32 v183 = 1u;
  const bool v184 = v2 == v183;
  const cj_u64 v185 = (cj_u64)v182;
  const cj_u64 v186 = 0x200000ull;
  const cj_u64 v187 = v185 * v186;
  const cj_ptr v188 = v57 + v187;
  const cj_u32 v189 = 9u;
  const cj_u32 v190 = v189 - v2;
  const cj_u32 v191 = 8u;
  const bool v192 = v190 >= v191;
  const cj_u32 v193 = 8u;
  const cj_u32 v194 = v190 - v193;
  const cj_u32 v195 = v192 ? v194 : v190;
  const cj_u32 v196 = 2u;
  const bool v197 = v2 == v196;
  const cj_u64 v198 = (cj_u64)v195;
  const cj_u64 v199 = 0x200000ull;
  const cj_u64 v200 = v198 * v199;
  const cj_ptr v201 = v57 + v200;
  const cj_u32 v202 = 10u;
  const cj_u32 v203 = v202 - v2;
  const cj_u32 v204 = 8u;
  const bool v205 = v203 >= v204;
  const cj_u32 v206 = 8u;
  const cj_u32 v207 = v203 - v206;
  const cj_u32 v208 = v205 ? v207 : v203;
  const cj_u32 v209 = 3u;
  const bool v210 = v2 == v209;
  const cj_u64 v211 = (cj_u64)v208;
  const cj_u64 v212 = 0x200000ull;
  const cj_u64 v213 = v211 * v212;
  const cj_ptr v214 = v57 + v213;
  const cj_u32 v215 = 11u;
  const cj_u32 v216 = v215 - v2;
  const cj_u32 v217 = 8u;
  const bool v218 = v216 >= v217;
  const cj_u32 v219 = 8u;
  const cj_u32 v220 = v216 - v219;
  const cj_u32 v221 = v218 ? v220 : v216;
  const cj_u32 v222 = 4u;
  const bool v223 = v2 == v222;
  const cj_u64 v224 = (cj_u64)v221;
  const cj_u64 v225 = 0x200000ull;
  const cj_u64 v226 = v224 * v225;
  const cj_ptr v227 = v57 + v226;
  const cj_u32 v228 = 12u;
  const cj_u32 v229 = v228 - v2;
  const cj_u32 v230 = 8u;
  const bool v231 = v229 >= v230;
  const cj_u32 v232 = 8u;
  const cj_u32 v233 = v229 - v232;
  const cj_u32 v234 = v231 ? v233 : v229;
  const cj_u32 v235 = 5u;
  const bool v236 = v2 == v235;
  const cj_u64 v237 = (cj_u64)v234;
  const cj_u64 v238 = 0x200000ull;
  const cj_u64 v239 = v237 * v238;
  const cj_ptr v240 = v57 + v239;
  const cj_u32 v241 = 13u;
  const cj_u32 v242 = v241 - v2;
  const cj_u32 v243 = 8u;
  const bool v244 = v242 >= v243;
  const cj_u32 v245 = 8u;
  const cj_u32 v246 = v242 - v245;
  const cj_u32 v247 = v244 ? v246 : v242;
  const cj_u32 v248 = 6u;
  const bool v249 = v2 == v248;
  const cj_u64 v250 = (cj_u64)v247;
  const cj_u64 v251 = 0x200000ull;
  const cj_u64 v252 = v250 * v251;
  const cj_ptr v253 = v57 + v252;
  const cj_u32 v254 = 14u;
  const cj_u32 v255 = v254 - v2;
  const cj_u32 v256 = 8u;
  const bool v257 = v255 >= v256;
  const cj_u32 v258 = 8u;
  const cj_u32 v259 = v255 - v258;
  const cj_u32 v260 = v257 ? v259 : v255;
  const cj_u32 v261 = 7u;
  const bool v262 = v2 == v261;
  const cj_u64 v263 = (cj_u64)v260;
  const cj_u64 v264 = 0x200000ull;
  const cj_u64 v265 = v263 * v264;
  const cj_ptr v266 = v57 + v265;
  const cj_u64 v267 = (cj_u64)v65;
  const cj_u64 v268 = v267 * v20;
  const cj_ptr v269 = v3 + v268;
  const cj_u64 v270 = (cj_u64)v80;
  const cj_u64 v271 = v270 * v20;
  const cj_ptr v272 = v3 + v271;
  const cj_u64 v273 = (cj_u64)v95;
  const cj_u64 v274 = v273 * v20;
  const cj_ptr v275 = v3 + v274;
  const cj_u64 v276 = (cj_u64)v110;
  const cj_u64 v277 = v276 * v20;
  const cj_ptr v278 = v3 + v277;
  const cj_u64 v279 = (cj_u64)v125;
  const cj_u64 v280 = v279 * v20;
  const cj_ptr v281 = v3 + v280;
  const cj_u64 v282 = (cj_u64)v140;
  const cj_u64 v283 = v282 * v20;
  const cj_ptr v284 = v3 + v283;
  const cj_u64 v285 = (cj_u64)v155;
  const cj_u64 v286 = v285 * v20;
  const cj_ptr v287 = v3 + v286;
  const cj_u64 v288 = (cj_u64)v2;
  const cj_u64 v289 = v288 * v20;
  const cj_ptr v290 = v3 + v289;
  const cj_u64 v291 = 1ull;
  const cj_u64 v292 = 2ull;
  const cj_u64 v293 = v40 + v292;
  const cj_u64 v294 = 0ull;
  for (cj_u64 v295 = v294; v295 < v293; v295 += v291) {
    const cj_u32 v296 = (cj_u32)v295;
    const cj_u32 v297 = v53 + v296;
    const bool v298 = v295 < v40;
    // round l: send slice l
    if (v298) {
      const cj_u64 v299 = (cj_u64)v10;
      const cj_u64 v300 = (cj_u64)v12;
      const cj_u64 v301 = v295 * v299;
      const cj_u64 v302 = v301 + v300;
      const cj_u64 v303 = v302 * v34;
      const cj_u64 v304 = (v20 > v303 ? v20 : v303);
      const cj_u64 v305 = v304 - v303;
      const cj_u64 v306 = (v305 < v34 ? v305 : v34);
      const cj_u32 v307 = 3u;
      const cj_u32 v308 = v297 & v307;
      const cj_u64 v309 = 0xe00000ull;
      const cj_u64 v310 = (cj_u64)v308;
      const cj_u64 v311 = v310 * v309;
      const cj_ptr v312 = v269 + v303;
      const cj_ptr v313 = v72 + v311;
      const cj_u32 v314 = (cj_u32)v306;
      const cj_u32 v315 = (cj_u32)v43;
      const cj_u32 v316 = 32768u;
      const cj_u32 v317 = v314 / v316;
      const cj_u32 v318 = v317 * v316;
      const cj_u32 v319 = 0u;
      for (cj_u32 v320 = v319; v320 < v318; v320 += v316) {
        const cj_u32 v321 = v320 + v315;
        const cj_u64 v322 = (cj_u64)v321;
        const cj_u32 v323 = 4096u;
        const cj_u32 v324 = v321 + v323;
        const cj_u64 v325 = (cj_u64)v324;
        const cj_u32 v326 = 8192u;
        const cj_u32 v327 = v321 + v326;
        const cj_u64 v328 = (cj_u64)v327;
        const cj_u32 v329 = 12288u;
        const cj_u32 v330 = v321 + v329;
        const cj_u64 v331 = (cj_u64)v330;
        const cj_u32 v332 = 16384u;
        const cj_u32 v333 = v321 + v332;
        const cj_u64 v334 = (cj_u64)v333;
        const cj_u32 v335 = 20480u;
        const cj_u32 v336 = v321 + v335;
        const cj_u64 v337 = (cj_u64)v336;
        const cj_u32 v338 = 24576u;
        const cj_u32 v339 = v321 + v338;
        const cj_u64 v340 = (cj_u64)v339;
        const cj_u32 v341 = 28672u;
        const cj_u32 v342 = v321 + v341;
        const cj_u64 v343 = (cj_u64)v342;
        const cj_ptr v344 = v312 + v322;
        const cj_u32x4 v345 = *(const cj_u32x4 *)v344;
        const cj_ptr v346 = v312 + v325;
        const cj_u32x4 v347 = *(const cj_u32x4 *)v346;
        const cj_ptr v348 = v312 + v328;
        const cj_u32x4 v349 = *(const cj_u32x4 *)v348;
        const cj_ptr v350 = v312 + v331;
        const cj_u32x4 v351 = *(const cj_u32x4 *)v350;
        const cj_ptr v352 = v312 + v334;
        const cj_u32x4 v353 = *(const cj_u32x4 *)v352;
        const cj_ptr v354 = v312 + v337;
        const cj_u32x4 v355 = *(const cj_u32x4 *)v354;
        const cj_ptr v356 = v312 + v340;
        const cj_u32x4 v357 = *(const cj_u32x4 *)v356;
        const cj_ptr v358 = v312 + v343;
        const cj_u32x4 v359 = *(const cj_u32x4 *)v358;
        const cj_ptr v360 = v313 + v322;
        *(cj_u32x4 *)v360 = v345;
        const cj_ptr v361 = v313 + v325;
        *(cj_u32x4 *)v361 = v347;
        const cj_ptr v362 = v313 + v328;
        *(cj_u32x4 *)v362 = v349;
        const cj_ptr v363 = v313 + v331;
        *(cj_u32x4 *)v363 = v351;
        const cj_ptr v364 = v313 + v334;
        *(cj_u32x4 *)v364 = v353;
        const cj_ptr v365 = v313 + v337;
        *(cj_u32x4 *)v365 = v355;
        const cj_ptr v366 = v313 + v340;
        *(cj_u32x4 *)v366 = v357;
        const cj_ptr v367 = v313 + v343;
        *(cj_u32x4 *)v367 = v359;
      }
      x_walked2 = v318;
      const cj_u32 v368 = x_walked2;
      const cj_u32 v369 = 16384u;
      const cj_u32 v370 = v314 - v368;
      const bool v371 = v370 >= v369;
      if (v371) {
        const cj_u32 v372 = v368 + v315;
        const cj_u64 v373 = (cj_u64)v372;
        const cj_u32 v374 = 4096u;
        const cj_u32 v375 = v372 + v374;
        const cj_u64 v376 = (cj_u64)v375;
        const cj_u32 v377 = 8192u;
        const cj_u32 v378 = v372 + v377;
        const cj_u64 v379 = (cj_u64)v378;
        const cj_u32 v380 = 12288u;
        const cj_u32 v381 = v372 + v380;
        const cj_u64 v382 = (cj_u64)v381;
        const cj_ptr v383 = v312 + v373;
        const cj_u32x4 v384 = *(const cj_u32x4 *)v383;
        const cj_ptr v385 = v312 + v376;
        const cj_u32x4 v386 = *(const cj_u32x4 *)v385;
        const cj_ptr v387 = v312 + v379;
        const cj_u32x4 v388 = *(const cj_u32x4 *)v387;
        const cj_ptr v389 = v312 + v382;
        const cj_u32x4 v390 = *(const cj_u32x4 *)v389;
        const cj_ptr v391 = v313 + v373;
        *(cj_u32x4 *)v391 = v384;
        const cj_ptr v392 = v313 + v376;
        *(cj_u32x4 *)v392 = v386;
        const cj_ptr v393 = v313 + v379;
        *(cj_u32x4 *)v393 = v388;
        const cj_ptr v394 = v313 + v382;
        *(cj_u32x4 *)v394 = v390;
        const cj_u32 v395 = v368 + v369;
        x_walked2 = v395;
      }
      const cj_u32 v396 = x_walked2;
      const cj_u32 v397 = 8192u;
      const cj_u32 v398 = v314 - v396;
      const bool v399 = v398 >= v397;
      if (v399) {
        const cj_u32 v400 = v396 + v315;
        const cj_u64 v401 = (cj_u64)v400;
        const cj_u32 v402 = 4096u;
        const cj_u32 v403 = v400 + v402;
        const cj_u64 v404 = (cj_u64)v403;
        const cj_ptr v405 = v312 + v401;
        const cj_u32x4 v406 = *(const cj_u32x4 *)v405;
        const cj_ptr v407 = v312 + v404;
        const cj_u32x4 v408 = *(const cj_u32x4 *)v407;
        const cj_ptr v409 = v313 + v401;
        *(cj_u32x4 *)v409 = v406;
        const cj_ptr v410 = v313 + v404;
        *(cj_u32x4 *)v410 = v408;
        const cj_u32 v411 = v396 + v397;
        x_walked2 = v411;
      }
      const cj_u32 v412 = x_walked2;
      const cj_u32 v413 = 4096u;
      const cj_u32 v414 = v314 - v412;
      const bool v415 = v414 >= v413;
      if (v415) {
        const cj_u32 v416 = v412 + v315;
        const cj_u64 v417 = (cj_u64)v416;
        const cj_ptr v418 = v312 + v417;
        const cj_u32x4 v419 = *(const cj_u32x4 *)v418;
        const cj_ptr v420 = v313 + v417;
        *(cj_u32x4 *)v420 = v419;
        const cj_u32 v421 = v412 + v413;
        x_walked2 = v421;
      }
      const cj_u32 v422 = 4096u;
      const cj_u32 v423 = x_walked2;
      const cj_u32 v424 = v423 + v315;
      for (cj_u32 v425 = v424; v425 < v314; v425 += v422) {
        const cj_u64 v426 = (cj_u64)v425;
        const cj_ptr v427 = v312 + v426;
        const cj_u32x4 v428 = *(const cj_u32x4 *)v427;
        const cj_ptr v429 = v313 + v426;
        *(cj_u32x4 *)v429 = v428;
      }
      const cj_ptr v430 = v272 + v303;
      const cj_ptr v431 = v87 + v311;
      const cj_u32 v432 = (cj_u32)v306;
      const cj_u32 v433 = (cj_u32)v43;
      const cj_u32 v434 = 32768u;
      const cj_u32 v435 = v432 / v434;
      const cj_u32 v436 = v435 * v434;
      const cj_u32 v437 = 0u;
      for (cj_u32 v438 = v437; v438 < v436; v438 += v434) {
        const cj_u32 v439 = v438 + v433;
        const cj_u64 v440 = (cj_u64)v439;
        const cj_u32 v441 = 4096u;
        const cj_u32 v442 = v439 + v441;
        const cj_u64 v443 = (cj_u64)v442;
        const cj_u32 v444 = 8192u;
        const cj_u32 v445 = v439 + v444;
        const cj_u64 v446 = (cj_u64)v445;
        const cj_u32 v447 = 12288u;
        const cj_u32 v448 = v439 + v447;
        const cj_u64 v449 = (cj_u64)v448;
        const cj_u32 v450 = 16384u;
        const cj_u32 v451 = v439 + v450;
        const cj_u64 v452 = (cj_u64)v451;
        const cj_u32 v453 = 20480u;
        const cj_u32 v454 = v439 + v453;
        const cj_u64 v455 = (cj_u64)v454;
        const cj_u32 v456 = 24576u;
        const cj_u32 v457 = v439 + v456;
        const cj_u64 v458 = (cj_u64)v457;
        const cj_u32 v459 = 28672u;
        const cj_u32 v460 = v439 + v459;
        const cj_u64 v461 = (cj_u64)v460;
        const cj_ptr v462 = v430 + v440;
        const cj_u32x4 v463 = *(const cj_u32x4 *)v462;
        const cj_ptr v464 = v430 + v443;
        const cj_u32x4 v465 = *(const cj_u32x4 *)v464;
        const cj_ptr v466 = v430 + v446;
        const cj_u32x4 v467 = *(const cj_u32x4 *)v466;
        const cj_ptr v468 = v430 + v449;
        const cj_u32x4 v469 = *(const cj_u32x4 *)v468;
        const cj_ptr v470 = v430 + v452;
        const cj_u32x4 v471 = *(const cj_u32x4 *)v470;
        const cj_ptr v472 = v430 + v455;
        const cj_u32x4 v473 = *(const cj_u32x4 *)v472;
        const cj_ptr v474 = v430 + v458;
        const cj_u32x4 v475 = *(const cj_u32x4 *)v474;
        const cj_ptr v476 = v430 + v461;
        const cj_u32x4 v477 = *(const cj_u32x4 *)v476;
        const cj_ptr v478 = v431 + v440;
        *(cj_u32x4 *)v478 = v463;
        const cj_ptr v479 = v431 + v443;
        *(cj_u32x4 *)v479 = v465;
        const cj_ptr v480 = v431 + v446;
        *(cj_u32x4 *)v480 = v467;
        const cj_ptr v481 = v431 + v449;
        *(cj_u32x4 *)v481 = v469;
        const cj_ptr v482 = v431 + v452;
        *(cj_u32x4 *)v482 = v471;
        const cj_ptr v483 = v431 + v455;
        *(cj_u32x4 *)v483 = v473;
        const cj_ptr v484 = v431 + v458;
        *(cj_u32x4 *)v484 = v475;
        const cj_ptr v485 = v431 + v461;
        *(cj_u32x4 *)v485 = v477;
      }
      x_walked3 = v436;
      const cj_u32 v486 = x_walked3;
      const cj_u32 v487 = 16384u;
      const cj_u32 v488 = v432 - v486;
      const bool v489 = v488 >= v487;
      if (v489) {
        const cj_u32 v490 = v486 + v433;
        const cj_u64 v491 = (cj_u64)v490;
        const cj_u32 v492 = 4096u;
        const cj_u32 v493 = v490 + v492;
        const cj_u64 v494 = (cj_u64)v493;
        const cj_u32 v495 = 8192u;
        const cj_u32 v496 = v490 + v495;
        const cj_u64 v497 = (cj_u64)v496;
        const cj_u32 v498 = 12288u;
        const cj_u32 v499 = v490 + v498;
        const cj_u64 v500 = (cj_u64)v499;
        const cj_ptr v501 = v430 + v491;
        const cj_u32x4 v502 = *(const cj_u32x4 *)v501;
        const cj_ptr v503 = v430 + v494;
        const cj_u32x4 v504 = *(const cj_u32x4 *)v503;
        const cj_ptr v505 = v430 + v497;
        const cj_u32x4 v506 = *(const cj_u32x4 *)v505;
        const cj_ptr v507 = v430 + v500;
        const cj_u32x4 v508 = *(const cj_u32x4 *)v507;
        const cj_ptr v509 = v431 + v491;
        *(cj_u32x4 *)v509 = v502;
        const cj_ptr v510 = v431 + v494;
        *(cj_u32x4 *)v510 = v504;
        const cj_ptr v511 = v431 + v497;
        *(cj_u32x4 *)v511 = v506;
        const cj_ptr v512 = v431 + v500;
        *(cj_u32x4 *)v512 = v508;
        const cj_u32 v513 = v486 + v487;
        x_walked3 = v513;
      }
      const cj_u32 v514 = x_walked3;
      const cj_u32 v515 = 8192u;
      const cj_u32 v516 = v432 - v514;
      const bool v517 = v516 >= v515;
      if (v517) {
        const cj_u32 v518 = v514 + v433;
        const cj_u64 v519 = (cj_u64)v518;
        const cj_u32 v520 = 4096u;
        const cj_u32 v521 = v518 + v520;
        const cj_u64 v522 = (cj_u64)v521;
        const cj_ptr v523 = v430 + v519;
        const cj_u32x4 v524 = *(const cj_u32x4 *)v523;
        const cj_ptr v525 = v430 + v522;
        const cj_u32x4 v526 = *(const cj_u32x4 *)v525;
        const cj_ptr v527 = v431 + v519;
        *(cj_u32x4 *)v527 = v524;
        const cj_ptr v528 = v431 + v522;
        *(cj_u32x4 *)v528 = v526;
        const cj_u32 v529 = v514 + v515;
        x_walked3 = v529;
      }
      const cj_u32 v530 = x_walked3;
      const cj_u32 v531 = 4096u;
      const cj_u32 v532 = v432 - v530;
      const bool v533 = v532 >= v531;
      if (v533) {
        const cj_u32 v534 = v530 + v433;
        const cj_u64 v535 = (cj_u64)v534;
        const cj_ptr v536 = v430 + v535;
        const cj_u32x4 v537 = *(const cj_u32x4 *)v536;
        const cj_ptr v538 = v431 + v535;
        *(cj_u32x4 *)v538 = v537;
        const cj_u32 v539 = v530 + v531;
        x_walked3 = v539;
      }
      const cj_u32 v540 = 4096u;
      const cj_u32 v541 = x_walked3;
      const cj_u32 v542 = v541 + v433;
      for (cj_u32 v543 = v542; v543 < v432; v543 += v540) {
        const cj_u64 v544 = (cj_u64)v543;
        const cj_ptr v545 = v430 + v544;
        const cj_u32x4 v546 = *(const cj_u32x4 *)v545;
        const cj_ptr v547 = v431 + v544;
        *(cj_u32x4 *)v547 = v546;
      }
      const cj_ptr v548 = v275 + v303;
      const cj_ptr v549 = v102 + v311;
      const cj_u32 v550 = (cj_u32)v306;
      const cj_u32 v551 = (cj_u32)v43;
      const cj_u32 v552 = 32768u;
      const cj_u32 v553 = v550 / v552;
      const cj_u32 v554 = v553 * v552;
      const cj_u32 v555 = 0u;
      for (cj_u32 v556 = v555; v556 < v554; v556 += v552) {
        const cj_u32 v557 = v556 + v551;
        const cj_u64 v558 = (cj_u64)v557;
        const cj_u32 v559 = 4096u;
        const cj_u32 v560 = v557 + v559;
        const cj_u64 v561 = (cj_u64)v560;
        const cj_u32 v562 = 8192u;
        const cj_u32 v563 = v557 + v562;
        const cj_u64 v564 = (cj_u64)v563;
        const cj_u32 v565 = 12288u;
        const cj_u32 v566 = v557 + v565;
        const cj_u64 v567 = (cj_u64)v566;
        const cj_u32 v568 = 16384u;
        const cj_u32 v569 = v557 + v568;
        const cj_u64 v570 = (cj_u64)v569;
        const cj_u32 v571 = 20480u;
        const cj_u32 v572 = v557 + v571;
        const cj_u64 v573 = (cj_u64)v572;
        const cj_u32 v574 = 24576u;
        const cj_u32 v575 = v557 + v574;
        const cj_u64 v576 = (cj_u64)v575;
        const cj_u32 v577 = 28672u;
        const cj_u32 v578 = v557 + v577;
        const cj_u64 v579 = (cj_u64)v578;
        const cj_ptr v580 = v548 + v558;
        const cj_u32x4 v581 = *(const cj_u32x4 *)v580;
        const cj_ptr v582 = v548 + v561;
        const cj_u32x4 v583 = *(const cj_u32x4 *)v582;
        const cj_ptr v584 = v548 + v564;
        const cj_u32x4 v585 = *(const cj_u32x4 *)v584;
        const cj_ptr v586 = v548 + v567;
        const cj_u32x4 v587 = *(const cj_u32x4 *)v586;
        const cj_ptr v588 = v548 + v570;
        const cj_u32x4 v589 = *(const cj_u32x4 *)v588;
        const cj_ptr v590 = v548 + v573;
        const cj_u32x4 v591 = *(const cj_u32x4 *)v590;
        const cj_ptr v592 = v548 + v576;
        const cj_u32x4 v593 = *(const cj_u32x4 *)v592;
        const cj_ptr v594 = v548 + v579;
        const cj_u32x4 v595 = *(const cj_u32x4 *)v594;
        const cj_ptr v596 = v549 + v558;
        *(cj_u32x4 *)v596 = v581;
        const cj_ptr v597 = v549 + v561;
        *(cj_u32x4 *)v597 = v583;
        const cj_ptr v598 = v549 + v564;
        *(cj_u32x4 *)v598 = v585;
        const cj_ptr v599 = v549 + v567;
        *(cj_u32x4 *)v599 = v587;
        const cj_ptr v600 = v549 + v570;
        *(cj_u32x4 *)v600 = v589;
        const cj_ptr v601 = v549 + v573;
        *(cj_u32x4 *)v601 = v591;
        const cj_ptr v602 = v549 + v576;
        *(cj_u32x4 *)v602 = v593;
        const cj_ptr v603 = v549 + v579;
        *(cj_u32x4 *)v603 = v595;
      }
      x_walked4 = v554;
      const cj_u32 v604 = x_walked4;
      const cj_u32 v605 = 16384u;
      const cj_u32 v606 = v550 - v604;
      const bool v607 = v606 >= v605;
      if (v607) {
        const cj_u32 v608 = v604 + v551;
        const cj_u64 v609 = (cj_u64)v608;
        const cj_u32 v610 = 4096u;
        const cj_u32 v611 = v608 + v610;
        const cj_u64 v612 = (cj_u64)v611;
        const cj_u32 v613 = 8192u;
        const cj_u32 v614 = v608 + v613;
        const cj_u64 v615 = (cj_u64)v614;
        const cj_u32 v616 = 12288u;
        const cj_u32 v617 = v608 + v616;
        const cj_u64 v618 = (cj_u64)v617;
        const cj_ptr v619 = v548 + v609;
        const cj_u32x4 v620 = *(const cj_u32x4 *)v619;
        const cj_ptr v621 = v548 + v612;
        const cj_u32x4 v622 = *(const cj_u32x4 *)v621;
        const cj_ptr v623 = v548 + v615;
        const cj_u32x4 v624 = *(const cj_u32x4 *)v623;
        const cj_ptr v625 = v548 + v618;
        const cj_u32x4 v626 = *(const cj_u32x4 *)v625;
        const cj_ptr v627 = v549 + v609;
        *(cj_u32x4 *)v627 = v620;
        const cj_ptr v628 = v549 + v612;
        *(cj_u32x4 *)v628 = v622;
        const cj_ptr v629 = v549 + v615;
        *(cj_u32x4 *)v629 = v624;
        const cj_ptr v630 = v549 + v618;
        *(cj_u32x4 *)v630 = v626;
        const cj_u32 v631 = v604 + v605;
        x_walked4 = v631;
      }
      const cj_u32 v632 = x_walked4;
      const cj_u32 v633 = 8192u;
      const cj_u32 v634 = v550 - v632;
      const bool v635 = v634 >= v633;
      if (v635) {
        const cj_u32 v636 = v632 + v551;
        const cj_u64 v637 = (cj_u64)v636;
        const cj_u32 v638 = 4096u;
        const cj_u32 v639 = v636 + v638;
        const cj_u64 v640 = (cj_u64)v639;
        const cj_ptr v641 = v548 + v637;
        const cj_u32x4 v642 = *(const cj_u32x4 *)v641;
        const cj_ptr v643 = v548 + v640;
        const cj_u32x4 v644 = *(const cj_u32x4 *)v643;
        const cj_ptr v645 = v549 + v637;
        *(cj_u32x4 *)v645 = v642;
        const cj_ptr v646 = v549 + v640;
        *(cj_u32x4 *)v646 = v644;
        const cj_u32 v647 = v632 + v633;
        x_walked4 = v647;
      }
      const cj_u32 v648 = x_walked4;
      const cj_u32 v649 = 4096u;
      const cj_u32 v650 = v550 - v648;
      const bool v651 = v650 >= v649;
      if (v651) {
        const cj_u32 v652 = v648 + v551;
        const cj_u64 v653 = (cj_u64)v652;
        const cj_ptr v654 = v548 + v653;
        const cj_u32x4 v655 = *(const cj_u32x4 *)v654;
        const cj_ptr v656 = v549 + v653;
        *(cj_u32x4 *)v656 = v655;
        const cj_u32 v657 = v648 + v649;
        x_walked4 = v657;
      }
      const cj_u32 v658 = 4096u;
      const cj_u32 v659 = x_walked4;
      const cj_u32 v660 = v659 + v551;
      for (cj_u32 v661 = v660; v661 < v550; v661 += v658) {
        const cj_u64 v662 = (cj_u64)v661;
        const cj_ptr v663 = v548 + v662;
        const cj_u32x4 v664 = *(const cj_u32x4 *)v663;
        const cj_ptr v665 = v549 + v662;
        *(cj_u32x4 *)v665 = v664;
      }
      const cj_ptr v666 = v278 + v303;
      const cj_ptr v667 = v117 + v311;
      const cj_u32 v668 = (cj_u32)v306;
      const cj_u32 v669 = (cj_u32)v43;
      const cj_u32 v670 = 32768u;
      const cj_u32 v671 = v668 / v670;
      const cj_u32 v672 = v671 * v670;
      const cj_u32 v673 = 0u;
      for (cj_u32 v674 = v673; v674 < v672; v674 += v670) {
        const cj_u32 v675 = v674 + v669;
        const cj_u64 v676 = (cj_u64)v675;
        const cj_u32 v677 = 4096u;
        const cj_u32 v678 = v675 + v677;
        const cj_u64 v679 = (cj_u64)v678;
        const cj_u32 v680 = 8192u;
        const cj_u32 v681 = v675 + v680;
        const cj_u64 v682 = (cj_u64)v681;
        const cj_u32 v683 = 12288u;
        const cj_u32 v684 = v675 + v683;
        const cj_u64 v685 = (cj_u64)v684;
        const cj_u32 v686 = 16384u;
        const cj_u32 v687 = v675 + v686;
        const cj_u64 v688 = (cj_u64)v687;
        const cj_u32 v689 = 20480u;
        const cj_u32 v690 = v675 + v689;
        const cj_u64 v691 = (cj_u64)v690;
        const cj_u32 v692 = 24576u;
        const cj_u32 v693 = v675 + v692;
        const cj_u64 v694 = (cj_u64)v693;
        const cj_u32 v695 = 28672u;
        const cj_u32 v696 = v675 + v695;
        const cj_u64 v697 = (cj_u64)v696;
        const cj_ptr v698 = v666 + v676;
        const cj_u32x4 v699 = *(const cj_u32x4 *)v698;
        const cj_ptr v700 = v666 + v679;
        const cj_u32x4 v701 = *(const cj_u32x4 *)v700;
        const cj_ptr v702 = v666 + v682;
        const cj_u32x4 v703 = *(const cj_u32x4 *)v702;
        const cj_ptr v704 = v666 + v685;
        const cj_u32x4 v705 = *(const cj_u32x4 *)v704;
        const cj_ptr v706 = v666 + v688;
        const cj_u32x4 v707 = *(const cj_u32x4 *)v706;
        const cj_ptr v708 = v666 + v691;
        const cj_u32x4 v709 = *(const cj_u32x4 *)v708;
        const cj_ptr v710 = v666 + v694;
        const cj_u32x4 v711 = *(const cj_u32x4 *)v710;
        const cj_ptr v712 = v666 + v697;
        const cj_u32x4 v713 = *(const cj_u32x4 *)v712;
        const cj_ptr v714 = v667 + v676;
        *(cj_u32x4 *)v714 = v699;
        const cj_ptr v715 = v667 + v679;
        *(cj_u32x4 *)v715 = v701;
        const cj_ptr v716 = v667 + v682;
        *(cj_u32x4 *)v716 = v703;
        const cj_ptr v717 = v667 + v685;
        *(cj_u32x4 *)v717 = v705;
        const cj_ptr v718 = v667 + v688;
        *(cj_u32x4 *)v718 = v707;
        const cj_ptr v719 = v667 + v691;
        *(cj_u32x4 *)v719 = v709;
        const cj_ptr v720 = v667 + v694;
        *(cj_u32x4 *)v720 = v711;
        const cj_ptr v721 = v667 + v697;
        *(cj_u32x4 *)v721 = v713;
      }
      x_walked5 = v672;
      const cj_u32 v722 = x_walked5;
      const cj_u32 v723 = 16384u;
      const cj_u32 v724 = v668 - v722;
      const bool v725 = v724 >= v723;
      if (v725) {
        const cj_u32 v726 = v722 + v669;
        const cj_u64 v727 = (cj_u64)v726;
        const cj_u32 v728 = 4096u;
        const cj_u32 v729 = v726 + v728;
        const cj_u64 v730 = (cj_u64)v729;
        const cj_u32 v731 = 8192u;
        const cj_u32 v732 = v726 + v731;
        const cj_u64 v733 = (cj_u64)v732;
        const cj_u32 v734 = 12288u;
        const cj_u32 v735 = v726 + v734;
        const cj_u64 v736 = (cj_u64)v735;
        const cj_ptr v737 = v666 + v727;
        const cj_u32x4 v738 = *(const cj_u32x4 *)v737;
        const cj_ptr v739 = v666 + v730;
        const cj_u32x4 v740 = *(const cj_u32x4 *)v739;
        const cj_ptr v741 = v666 + v733;
        const cj_u32x4 v742 = *(const cj_u32x4 *)v741;
        const cj_ptr v743 = v666 + v736;
        const cj_u32x4 v744 = *(const cj_u32x4 *)v743;
        const cj_ptr v745 = v667 + v727;
        *(cj_u32x4 *)v745 = v738;
        const cj_ptr v746 = v667 + v730;
        *(cj_u32x4 *)v746 = v740;
        const cj_ptr v747 = v667 + v733;
        *(cj_u32x4 *)v747 = v742;
        const cj_ptr v748 = v667 + v736;
        *(cj_u32x4 *)v748 = v744;
        const cj_u32 v749 = v722 + v723;
        x_walked5 = v749;
      }
      const cj_u32 v750 = x_walked5;
      const cj_u32 v751 = 8192u;
      const cj_u32 v752 = v668 - v750;
      const bool v753 = v752 >= v751;
      if (v753) {
        const cj_u32 v754 = v750 + v669;
        const cj_u64 v755 = (cj_u64)v754;
        const cj_u32 v756 = 4096u;
        const cj_u32 v757 = v754 + v756;
        const cj_u64 v758 = (cj_u64)v757;
        const cj_ptr v759 = v666 + v755;
        const cj_u32x4 v760 = *(const cj_u32x4 *)v759;
        const cj_ptr v761 = v666 + v758;
        const cj_u32x4 v762 = *(const cj_u32x4 *)v761;
        const cj_ptr v763 = v667 + v755;
        *(cj_u32x4 *)v763 = v760;
        const cj_ptr v764 = v667 + v758;
        *(cj_u32x4 *)v764 = v762;
        const cj_u32 v765 = v750 + v751;
        x_walked5 = v765;
      }
      const cj_u32 v766 = x_walked5;
      const cj_u32 v767 = 4096u;
      const cj_u32 v768 = v668 - v766;
      const bool v769 = v768 >= v767;
      if (v769) {
        const cj_u32 v770 = v766 + v669;
        const cj_u64 v771 = (cj_u64)v770;
        const cj_ptr v772 = v666 + v771;
        const cj_u32x4 v773 = *(const cj_u32x4 *)v772;
        const cj_ptr v774 = v667 + v771;
        *(cj_u32x4 *)v774 = v773;
        const cj_u32 v775 = v766 + v767;
        x_walked5 = v775;
      }
      const cj_u32 v776 = 4096u;
      const cj_u32 v777 = x_walked5;
      const cj_u32 v778 = v777 + v669;
      for (cj_u32 v779 = v778; v779 < v668; v779 += v776) {
        const cj_u64 v780 = (cj_u64)v779;
        const cj_ptr v781 = v666 + v780;
        const cj_u32x4 v782 = *(const cj_u32x4 *)v781;
        const cj_ptr v783 = v667 + v780;
        *(cj_u32x4 *)v783 = v782;
      }
      const cj_ptr v784 = v281 + v303;
      const cj_ptr v785 = v132 + v311;
      const cj_u32 v786 = (cj_u32)v306;
      const cj_u32 v787 = (cj_u32)v43;
      const cj_u32 v788 = 32768u;
      const cj_u32 v789 = v786 / v788;
      const cj_u32 v790 = v789 * v788;
      const cj_u32 v791 = 0u;
      for (cj_u32 v792 = v791; v792 < v790; v792 += v788) {
        const cj_u32 v793 = v792 + v787;
        const cj_u64 v794 = (cj_u64)v793;
        const cj_u32 v795 = 4096u;
        const cj_u32 v796 = v793 + v795;
        const cj_u64 v797 = (cj_u64)v796;
        const cj_u32 v798 = 8192u;
        const cj_u32 v799 = v793 + v798;
        const cj_u64 v800 = (cj_u64)v799;
        const cj_u32 v801 = 12288u;
        const cj_u32 v802 = v793 + v801;
        const cj_u64 v803 = (cj_u64)v802;
        const cj_u32 v804 = 16384u;
        const cj_u32 v805 = v793 + v804;
        const cj_u64 v806 = (cj_u64)v805;
        const cj_u32 v807 = 20480u;
        const cj_u32 v808 = v793 + v807;
        const cj_u64 v809 = (cj_u64)v808;
        const cj_u32 v810 = 24576u;
        const cj_u32 v811 = v793 + v810;
        const cj_u64 v812 = (cj_u64)v811;
        const cj_u32 v813 = 28672u;
        const cj_u32 v814 = v793 + v813;
        const cj_u64 v815 = (cj_u64)v814;
        const cj_ptr v816 = v784 + v794;
        const cj_u32x4 v817 = *(const cj_u32x4 *)v816;
        const cj_ptr v818 = v784 + v797;
        const cj_u32x4 v819 = *(const cj_u32x4 *)v818;
        const cj_ptr v820 = v784 + v800;
        const cj_u32x4 v821 = *(const cj_u32x4 *)v820;
        const cj_ptr v822 = v784 + v803;
        const cj_u32x4 v823 = *(const cj_u32x4 *)v822;
        const cj_ptr v824 = v784 + v806;
        const cj_u32x4 v825 = *(const cj_u32x4 *)v824;
        const cj_ptr v826 = v784 + v809;
        const cj_u32x4 v827 = *(const cj_u32x4 *)v826;
        const cj_ptr v828 = v784 + v812;
        const cj_u32x4 v829 = *(const cj_u32x4 *)v828;
        const cj_ptr v830 = v784 + v815;
        const cj_u32x4 v831 = *(const cj_u32x4 *)v830;
        const cj_ptr v832 = v785 + v794;
        *(cj_u32x4 *)v832 = v817;
        const cj_ptr v833 = v785 + v797;
        *(cj_u32x4 *)v833 = v819;
        const cj_ptr v834 = v785 + v800;
        *(cj_u32x4 *)v834 = v821;
        const cj_ptr v835 = v785 + v803;
        *(cj_u32x4 *)v835 = v823;
        const cj_ptr v836 = v785 + v806;
        *(cj_u32x4 *)v836 = v825;
        const cj_ptr v837 = v785 + v809;
        *(cj_u32x4 *)v837 = v827;
        const cj_ptr v838 = v785 + v812;
        *(cj_u32x4 *)v838 = v829;
        const cj_ptr v839 = v785 + v815;
        *(cj_u32x4 *)v839 = v831;
      }
      x_walked6 = v790;
      const cj_u32 v840 = x_walked6;
      const cj_u32 v841 = 16384u;
      const cj_u32 v842 = v786 - v840;
      const bool v843 = v842 >= v841;
      if (v843) {
        const cj_u32 v844 = v840 + v787;
        const cj_u64 v845 = (cj_u64)v844;
        const cj_u32 v846 = 4096u;
        const cj_u32 v847 = v844 + v846;
        const cj_u64 v848 = (cj_u64)v847;
        const cj_u32 v849 = 8192u;
        const cj_u32 v850 = v844 + v849;
        const cj_u64 v851 = (cj_u64)v850;
        const cj_u32 v852 = 12288u;
        const cj_u32 v853 = v844 + v852;
        const cj_u64 v854 = (cj_u64)v853;
        const cj_ptr v855 = v784 + v845;
        const cj_u32x4 v856 = *(const cj_u32x4 *)v855;
        const cj_ptr v857 = v784 + v848;
        const cj_u32x4 v858 = *(const cj_u32x4 *)v857;
        const cj_ptr v859 = v784 + v851;
        const cj_u32x4 v860 = *(const cj_u32x4 *)v859;
        const cj_ptr v861 = v784 + v854;
        const cj_u32x4 v862 = *(const cj_u32x4 *)v861;
        const cj_ptr v863 = v785 + v845;
        *(cj_u32x4 *)v863 = v856;
        const cj_ptr v864 = v785 + v848;
        *(cj_u32x4 *)v864 = v858;
        const cj_ptr v865 = v785 + v851;
        *(cj_u32x4 *)v865 = v860;
        const cj_ptr v866 = v785 + v854;
        *(cj_u32x4 *)v866 = v862;
        const cj_u32 v867 = v840 + v841;
        x_walked6 = v867;
      }
      const cj_u32 v868 = x_walked6;
      const cj_u32 v869 = 8192u;
      const cj_u32 v870 = v786 - v868;
      const bool v871 = v870 >= v869;
      if (v871) {
        const cj_u32 v872 = v868 + v787;
        const cj_u64 v873 = (cj_u64)v872;
        const cj_u32 v874 = 4096u;
        const cj_u32 v875 = v872 + v874;
        const cj_u64 v876 = (cj_u64)v875;
        const cj_ptr v877 = v784 + v873;
        const cj_u32x4 v878 = *(const cj_u32x4 *)v877;
        const cj_ptr v879 = v784 + v876;
        const cj_u32x4 v880 = *(const cj_u32x4 *)v879;
        const cj_ptr v881 = v785 + v873;
        *(cj_u32x4 *)v881 = v878;
        const cj_ptr v882 = v785 + v876;
        *(cj_u32x4 *)v882 = v880;
        const cj_u32 v883 = v868 + v869;
        x_walked6 = v883;
      }
      const cj_u32 v884 = x_walked6;
      const cj_u32 v885 = 4096u;
      const cj_u32 v886 = v786 - v884;
      const bool v887 = v886 >= v885;
      if (v887) {
        const cj_u32 v888 = v884 + v787;
        const cj_u64 v889 = (cj_u64)v888;
        const cj_ptr v890 = v784 + v889;
        const cj_u32x4 v891 = *(const cj_u32x4 *)v890;
        const cj_ptr v892 = v785 + v889;
        *(cj_u32x4 *)v892 = v891;
        const cj_u32 v893 = v884 + v885;
        x_walked6 = v893;
      }
      const cj_u32 v894 = 4096u;
      const cj_u32 v895 = x_walked6;
      const cj_u32 v896 = v895 + v787;
      for (cj_u32 v897 = v896; v897 < v786; v897 += v894) {
        const cj_u64 v898 = (cj_u64)v897;
        const cj_ptr v899 = v784 + v898;
        const cj_u32x4 v900 = *(const cj_u32x4 *)v899;
        const cj_ptr v901 = v785 + v898;
        *(cj_u32x4 *)v901 = v900;
      }
      const cj_ptr v902 = v284 + v303;
      const cj_ptr v903 = v147 + v311;
      const cj_u32 v904 = (cj_u32)v306;
      const cj_u32 v905 = (cj_u32)v43;
      const cj_u32 v906 = 32768u;
      const cj_u32 v907 = v904 / v906;
      const cj_u32 v908 = v907 * v906;
      const cj_u32 v909 = 0u;
      for (cj_u32 v910 = v909; v910 < v908; v910 += v906) {
        const cj_u32 v911 = v910 + v905;
        const cj_u64 v912 = (cj_u64)v911;
        const cj_u32 v913 = 4096u;
        const cj_u32 v914 = v911 + v913;
        const cj_u64 v915 = (cj_u64)v914;
        const cj_u32 v916 = 8192u;
        const cj_u32 v917 = v911 + v916;
        const cj_u64 v918 = (cj_u64)v917;
        const cj_u32 v919 = 12288u;
        const cj_u32 v920 = v911 + v919;
        const cj_u64 v921 = (cj_u64)v920;
        const cj_u32 v922 = 16384u;
        const cj_u32 v923 = v911 + v922;
        const cj_u64 v924 = (cj_u64)v923;
        const cj_u32 v925 = 20480u;
        const cj_u32 v926 = v911 + v925;
        const cj_u64 v927 = (cj_u64)v926;
        const cj_u32 v928 = 24576u;
        const cj_u32 v929 = v911 + v928;
        const cj_u64 v930 = (cj_u64)v929;
        const cj_u32 v931 = 28672u;
        const cj_u32 v932 = v911 + v931;
        const cj_u64 v933 = (cj_u64)v932;
        const cj_ptr v934 = v902 + v912;
        const cj_u32x4 v935 = *(const cj_u32x4 *)v934;
        const cj_ptr v936 = v902 + v915;
        const cj_u32x4 v937 = *(const cj_u32x4 *)v936;
        const cj_ptr v938 = v902 + v918;
        const cj_u32x4 v939 = *(const cj_u32x4 *)v938;
        const cj_ptr v940 = v902 + v921;
        const cj_u32x4 v941 = *(const cj_u32x4 *)v940;
        const cj_ptr v942 = v902 + v924;
        const cj_u32x4 v943 = *(const cj_u32x4 *)v942;
        const cj_ptr v944 = v902 + v927;
        const cj_u32x4 v945 = *(const cj_u32x4 *)v944;
        const cj_ptr v946 = v902 + v930;
        const cj_u32x4 v947 = *(const cj_u32x4 *)v946;
        const cj_ptr v948 = v902 + v933;
        const cj_u32x4 v949 = *(const cj_u32x4 *)v948;
        const cj_ptr v950 = v903 + v912;
        *(cj_u32x4 *)v950 = v935;
        const cj_ptr v951 = v903 + v915;
        *(cj_u32x4 *)v951 = v937;
        const cj_ptr v952 = v903 + v918;
        *(cj_u32x4 *)v952 = v939;
        const cj_ptr v953 = v903 + v921;
        *(cj_u32x4 *)v953 = v941;
        const cj_ptr v954 = v903 + v924;
        *(cj_u32x4 *)v954 = v943;
        const cj_ptr v955 = v903 + v927;
        *(cj_u32x4 *)v955 = v945;
        const cj_ptr v956 = v903 + v930;
        *(cj_u32x4 *)v956 = v947;
        const cj_ptr v957 = v903 + v933;
        *(cj_u32x4 *)v957 = v949;
      }
      x_walked7 = v908;
      const cj_u32 v958 = x_walked7;
      const cj_u32 v959 = 16384u;
      const cj_u32 v960 = v904 - v958;
      const bool v961 = v960 >= v959;
      if (v961) {
        const cj_u32 v962 = v958 + v905;
        const cj_u64 v963 = (cj_u64)v962;
        const cj_u32 v964 = 4096u;
        const cj_u32 v965 = v962 + v964;
        const cj_u64 v966 = (cj_u64)v965;
        const cj_u32 v967 = 8192u;
        const cj_u32 v968 = v962 + v967;
        const cj_u64 v969 = (cj_u64)v968;
        const cj_u32 v970 = 12288u;
        const cj_u32 v971 = v962 + v970;
        const cj_u64 v972 = (cj_u64)v971;
        const cj_ptr v973 = v902 + v963;
        const cj_u32x4 v974 = *(const cj_u32x4 *)v973;
        const cj_ptr v975 = v902 + v966;
        const cj_u32x4 v976 = *(const cj_u32x4 *)v975;
        const cj_ptr v977 = v902 + v969;
        const cj_u32x4 v978 = *(const cj_u32x4 *)v977;
        const cj_ptr v979 = v902 + v972;
        const cj_u32x4 v980 = *(const cj_u32x4 *)v979;
        const cj_ptr v981 = v903 + v963;
        *(cj_u32x4 *)v981 = v974;
        const cj_ptr v982 = v903 + v966;
        *(cj_u32x4 *)v982 = v976;
        const cj_ptr v983 = v903 + v969;
        *(cj_u32x4 *)v983 = v978;
        const cj_ptr v984 = v903 + v972;
        *(cj_u32x4 *)v984 = v980;
        const cj_u32 v985 = v958 + v959;
        x_walked7 = v985;
      }
      const cj_u32 v986 = x_walked7;
      const cj_u32 v987 = 8192u;
      const cj_u32 v988 = v904 - v986;
      const bool v989 = v988 >= v987;
      if (v989) {
        const cj_u32 v990 = v986 + v905;
        const cj_u64 v991 = (cj_u64)v990;
        const cj_u32 v992 = 4096u;
        const cj_u32 v993 = v990 + v992;
        const cj_u64 v994 = (cj_u64)v993;
        const cj_ptr v995 = v902 + v991;
        const cj_u32x4 v996 = *(const cj_u32x4 *)v995;
        const cj_ptr v997 = v902 + v994;
        const cj_u32x4 v998 = *(const cj_u32x4 *)v997;
        const cj_ptr v999 = v903 + v991;
        *(cj_u32x4 *)v999 = v996;
        const cj_ptr v1000 = v903 + v994;
        *(cj_u32x4 *)v1000 = v998;
        const cj_u32 v1001 = v986 + v987;
        x_walked7 = v1001;
      }
      const cj_u32 v1002 = x_walked7;
      const cj_u32 v1003 = 4096u;
      const cj_u32 v1004 = v904 - v1002;
      const bool v1005 = v1004 >= v1003;
      if (v1005) {
        const cj_u32 v1006 = v1002 + v905;
        const cj_u64 v1007 = (cj_u64)v1006;
        const cj_ptr v1008 = v902 + v1007;
        const cj_u32x4 v1009 = *(const cj_u32x4 *)v1008;
        const cj_ptr v1010 = v903 + v1007;
        *(cj_u32x4 *)v1010 = v1009;
        const cj_u32 v1011 = v1002 + v1003;
        x_walked7 = v1011;
      }
      const cj_u32 v1012 = 4096u;
      const cj_u32 v1013 = x_walked7;
      const cj_u32 v1014 = v1013 + v905;
      for (cj_u32 v1015 = v1014; v1015 < v904; v1015 += v1012) {
        const cj_u64 v1016 = (cj_u64)v1015;
        const cj_ptr v1017 = v902 + v1016;
        const cj_u32x4 v1018 = *(const cj_u32x4 *)v1017;
        const cj_ptr v1019 = v903 + v1016;
        *(cj_u32x4 *)v1019 = v1018;
      }
      const cj_ptr v1020 = v287 + v303;
      const cj_ptr v1021 = v162 + v311;
      const cj_u32 v1022 = (cj_u32)v306;
      const cj_u32 v1023 = (cj_u32)v43;
      const cj_u32 v1024 = 32768u;
      const cj_u32 v1025 = v1022 / v1024;
      const cj_u32 v1026 = v1025 * v1024;
      const cj_u32 v1027 = 0u;
      for (cj_u32 v1028 = v1027; v1028 < v1026; v1028 += v1024) {
        const cj_u32 v1029 = v1028 + v1023;
        const cj_u64 v1030 = (cj_u64)v1029;
        const cj_u32 v1031 = 4096u;
        const cj_u32 v1032 = v1029 + v1031;
        const cj_u64 v1033 = (cj_u64)v1032;
        const cj_u32 v1034 = 8192u;
        const cj_u32 v1035 = v1029 + v1034;
        const cj_u64 v1036 = (cj_u64)v1035;
        const cj_u32 v1037 = 12288u;
        const cj_u32 v1038 = v1029 + v1037;
        const cj_u64 v1039 = (cj_u64)v1038;
        const cj_u32 v1040 = 16384u;
        const cj_u32 v1041 = v1029 + v1040;
        const cj_u64 v1042 = (cj_u64)v1041;
        const cj_u32 v1043 = 20480u;
        const cj_u32 v1044 = v1029 + v1043;
        const cj_u64 v1045 = (cj_u64)v1044;
        const cj_u32 v1046 = 24576u;
        const cj_u32 v1047 = v1029 + v1046;
        const cj_u64 v1048 = (cj_u64)v1047;
        const cj_u32 v1049 = 28672u;
        const cj_u32 v1050 = v1029 + v1049;
        const cj_u64 v1051 = (cj_u64)v1050;
        const cj_ptr v1052 = v1020 + v1030;
        const cj_u32x4 v1053 = *(const cj_u32x4 *)v1052;
        const cj_ptr v1054 = v1020 + v1033;
        const cj_u32x4 v1055 = *(const cj_u32x4 *)v1054;
        const cj_ptr v1056 = v1020 + v1036;
        const cj_u32x4 v1057 = *(const cj_u32x4 *)v1056;
        const cj_ptr v1058 = v1020 + v1039;
        const cj_u32x4 v1059 = *(const cj_u32x4 *)v1058;
        const cj_ptr v1060 = v1020 + v1042;
        const cj_u32x4 v1061 = *(const cj_u32x4 *)v1060;
        const cj_ptr v1062 = v1020 + v1045;
        const cj_u32x4 v1063 = *(const cj_u32x4 *)v1062;
        const cj_ptr v1064 = v1020 + v1048;
        const cj_u32x4 v1065 = *(const cj_u32x4 *)v1064;
        const cj_ptr v1066 = v1020 + v1051;
        const cj_u32x4 v1067 = *(const cj_u32x4 *)v1066;
        const cj_ptr v1068 = v1021 + v1030;
        *(cj_u32x4 *)v1068 = v1053;
        const cj_ptr v1069 = v1021 + v1033;
        *(cj_u32x4 *)v1069 = v1055;
        const cj_ptr v1070 = v1021 + v1036;
        *(cj_u32x4 *)v1070 = v1057;
        const cj_ptr v1071 = v1021 + v1039;
        *(cj_u32x4 *)v1071 = v1059;
        const cj_ptr v1072 = v1021 + v1042;
        *(cj_u32x4 *)v1072 = v1061;
        const cj_ptr v1073 = v1021 + v1045;
        *(cj_u32x4 *)v1073 = v1063;
        const cj_ptr v1074 = v1021 + v1048;
        *(cj_u32x4 *)v1074 = v1065;
        const cj_ptr v1075 = v1021 + v1051;
        *(cj_u32x4 *)v1075 = v1067;
      }
      x_walked8 = v1026;
      const cj_u32 v1076 = x_walked8;
      const cj_u32 v1077 = 16384u;
      const cj_u32 v1078 = v1022 - v1076;
      const bool v1079 = v1078 >= v1077;
      if (v1079) {
        const cj_u32 v1080 = v1076 + v1023;
        const cj_u64 v1081 = (cj_u64)v1080;
        const cj_u32 v1082 = 4096u;
        const cj_u32 v1083 = v1080 + v1082;
        const cj_u64 v1084 = (cj_u64)v1083;
        const cj_u32 v1085 = 8192u;
        const cj_u32 v1086 = v1080 + v1085;
        const cj_u64 v1087 = (cj_u64)v1086;
        const cj_u32 v1088 = 12288u;
        const cj_u32 v1089 = v1080 + v1088;
        const cj_u64 v1090 = (cj_u64)v1089;
        const cj_ptr v1091 = v1020 + v1081;
        const cj_u32x4 v1092 = *(const cj_u32x4 *)v1091;
        const cj_ptr v1093 = v1020 + v1084;
        const cj_u32x4 v1094 = *(const cj_u32x4 *)v1093;
        const cj_ptr v1095 = v1020 + v1087;
        const cj_u32x4 v1096 = *(const cj_u32x4 *)v1095;
        const cj_ptr v1097 = v1020 + v1090;
        const cj_u32x4 v1098 = *(const cj_u32x4 *)v1097;
        const cj_ptr v1099 = v1021 + v1081;
        *(cj_u32x4 *)v1099 = v1092;
        const cj_ptr v1100 = v1021 + v1084;
        *(cj_u32x4 *)v1100 = v1094;
        const cj_ptr v1101 = v1021 + v1087;
        *(cj_u32x4 *)v1101 = v1096;
        const cj_ptr v1102 = v1021 + v1090;
        *(cj_u32x4 *)v1102 = v1098;
        const cj_u32 v1103 = v1076 + v1077;
        x_walked8 = v1103;
      }
      const cj_u32 v1104 = x_walked8;
      const cj_u32 v1105 = 8192u;
      const cj_u32 v1106 = v1022 - v1104;
      const bool v1107 = v1106 >= v1105;
      if (v1107) {
        const cj_u32 v1108 = v1104 + v1023;
        const cj_u64 v1109 = (cj_u64)v1108;
        const cj_u32 v1110 = 4096u;
        const cj_u32 v1111 = v1108 + v1110;
        const cj_u64 v1112 = (cj_u64)v1111;
        const cj_ptr v1113 = v1020 + v1109;
        const cj_u32x4 v1114 = *(const cj_u32x4 *)v1113;
        const cj_ptr v1115 = v1020 + v1112;
        const cj_u32x4 v1116 = *(const cj_u32x4 *)v1115;
        const cj_ptr v1117 = v1021 + v1109;
        *(cj_u32x4 *)v1117 = v1114;
        const cj_ptr v1118 = v1021 + v1112;
        *(cj_u32x4 *)v1118 = v1116;
        const cj_u32 v1119 = v1104 + v1105;
        x_walked8 = v1119;
      }
      const cj_u32 v1120 = x_walked8;
      const cj_u32 v1121 = 4096u;
      const cj_u32 v1122 = v1022 - v1120;
      const bool v1123 = v1122 >= v1121;
      if (v1123) {
        const cj_u32 v1124 = v1120 + v1023;
        const cj_u64 v1125 = (cj_u64)v1124;
        const cj_ptr v1126 = v1020 + v1125;
        const cj_u32x4 v1127 = *(const cj_u32x4 *)v1126;
        const cj_ptr v1128 = v1021 + v1125;
        *(cj_u32x4 *)v1128 = v1127;
        const cj_u32 v1129 = v1120 + v1121;
        x_walked8 = v1129;
      }
      const cj_u32 v1130 = 4096u;
      const cj_u32 v1131 = x_walked8;
      const cj_u32 v1132 = v1131 + v1023;
      for (cj_u32 v1133 = v1132; v1133 < v1022; v1133 += v1130) {
        const cj_u64 v1134 = (cj_u64)v1133;
        const cj_ptr v1135 = v1020 + v1134;
        const cj_u32x4 v1136 = *(const cj_u32x4 *)v1135;
        const cj_ptr v1137 = v1021 + v1134;
        *(cj_u32x4 *)v1137 = v1136;
      }
    }
    // round l-2 (arrived: waited for last round): reduce, while the sends drain
    const cj_u64 v1138 = 2ull;
    const bool v1139 = v295 >= v1138;
    if (v1139) {
      const cj_u64 v1140 = 2ull;
      const cj_u64 v1141 = v295 - v1140;
      const cj_u64 v1142 = (cj_u64)v10;
      const cj_u64 v1143 = (cj_u64)v12;
      const cj_u64 v1144 = v1141 * v1142;
      const cj_u64 v1145 = v1144 + v1143;
      const cj_u64 v1146 = v1145 * v34;
      const cj_u64 v1147 = (v20 > v1146 ? v20 : v1146);
      const cj_u64 v1148 = v1147 - v1146;
      const cj_u64 v1149 = (v1148 < v34 ? v1148 : v34);
      const cj_u32 v1150 = 2u;
      const cj_u32 v1151 = v297 - v1150;
      const cj_u32 v1152 = 3u;
      const cj_u32 v1153 = v1151 & v1152;
      const cj_u64 v1154 = 0xe00000ull;
      const cj_u64 v1155 = (cj_u64)v1153;
      const cj_u64 v1156 = v1155 * v1154;
      const cj_ptr v1157 = v290 + v1146;
      const cj_ptr v1158 = v175 + v1156;
      const cj_ptr v1159 = v171 ? v1157 : v1158;
      const cj_ptr v1160 = v188 + v1156;
      const cj_ptr v1161 = v184 ? v1157 : v1160;
      const cj_ptr v1162 = v201 + v1156;
      const cj_ptr v1163 = v197 ? v1157 : v1162;
      const cj_ptr v1164 = v214 + v1156;
      const cj_ptr v1165 = v210 ? v1157 : v1164;
      const cj_ptr v1166 = v227 + v1156;
      const cj_ptr v1167 = v223 ? v1157 : v1166;
      const cj_ptr v1168 = v240 + v1156;
      const cj_ptr v1169 = v236 ? v1157 : v1168;
      const cj_ptr v1170 = v253 + v1156;
      const cj_ptr v1171 = v249 ? v1157 : v1170;
      const cj_ptr v1172 = v266 + v1156;
      const cj_ptr v1173 = v262 ? v1157 : v1172;
      const cj_ptr v1174 = v4 + v1146;
      const cj_u32 v1175 = (cj_u32)v1149;
      const cj_u32 v1176 = (cj_u32)v43;
      const cj_u32 v1177 = 4096u;
      const cj_u32 v1178 = v1175 / v1177;
      const cj_u32 v1179 = v1178 * v1177;
      const cj_u32 v1180 = 0u;
      for (cj_u32 v1181 = v1180; v1181 < v1179; v1181 += v1177) {
        const cj_u32 v1182 = v1181 + v1176;
        const cj_u64 v1183 = (cj_u64)v1182;
        const cj_ptr v1184 = v1159 + v1183;
        const cj_u32x4 v1185 = *(const cj_u32x4 *)v1184;
        const cj_ptr v1186 = v1161 + v1183;
        const cj_u32x4 v1187 = *(const cj_u32x4 *)v1186;
        const cj_ptr v1188 = v1163 + v1183;
        const cj_u32x4 v1189 = *(const cj_u32x4 *)v1188;
        const cj_ptr v1190 = v1165 + v1183;
        const cj_u32x4 v1191 = *(const cj_u32x4 *)v1190;
        const cj_ptr v1192 = v1167 + v1183;
        const cj_u32x4 v1193 = *(const cj_u32x4 *)v1192;
        const cj_ptr v1194 = v1169 + v1183;
        const cj_u32x4 v1195 = *(const cj_u32x4 *)v1194;
        const cj_ptr v1196 = v1171 + v1183;
        const cj_u32x4 v1197 = *(const cj_u32x4 *)v1196;
        const cj_ptr v1198 = v1173 + v1183;
        const cj_u32x4 v1199 = *(const cj_u32x4 *)v1198;
        const cj_u32 v1200 = v1185.x;
        const cj_u32 v1201 = v1187.x;
        const cj_u32 v1202 = v1189.x;
        const cj_u32 v1203 = v1191.x;
        const cj_u32 v1204 = v1193.x;
        const cj_u32 v1205 = v1195.x;
        const cj_u32 v1206 = v1197.x;
        const cj_u32 v1207 = v1199.x;
        const cj_u16 v1208 = (cj_u16)v1200;
        const cj_u16 v1209 = v1208;
        const float v1210 = cj_f16_to_f32(v1209);
        const cj_u16 v1211 = (cj_u16)v1201;
        const cj_u16 v1212 = v1211;
        const float v1213 = cj_f16_to_f32(v1212);
        const float v1214 = v1210 + v1213;
        const cj_u16 v1215 = (cj_u16)v1202;
        const cj_u16 v1216 = v1215;
        const float v1217 = cj_f16_to_f32(v1216);
        const float v1218 = v1214 + v1217;
        const cj_u16 v1219 = (cj_u16)v1203;
        const cj_u16 v1220 = v1219;
        const float v1221 = cj_f16_to_f32(v1220);
        const float v1222 = v1218 + v1221;
        const cj_u16 v1223 = (cj_u16)v1204;
        const cj_u16 v1224 = v1223;
        const float v1225 = cj_f16_to_f32(v1224);
        const float v1226 = v1222 + v1225;
        const cj_u16 v1227 = (cj_u16)v1205;
        const cj_u16 v1228 = v1227;
        const float v1229 = cj_f16_to_f32(v1228);
        const float v1230 = v1226 + v1229;
        const cj_u16 v1231 = (cj_u16)v1206;
        const cj_u16 v1232 = v1231;
        const float v1233 = cj_f16_to_f32(v1232);
        const float v1234 = v1230 + v1233;
        const cj_u16 v1235 = (cj_u16)v1207;
        const cj_u16 v1236 = v1235;
        const float v1237 = cj_f16_to_f32(v1236);
        const float v1238 = v1234 + v1237;
        const cj_u16 v1239 = cj_f32_to_f16(v1238);
        const cj_u16 v1240 = v1239;
        const cj_u32 v1241 = (cj_u32)v1240;
        const cj_u32 v1242 = 16u;
        const cj_u32 v1243 = v1200 >> v1242;
        const cj_u16 v1244 = (cj_u16)v1243;
        const cj_u16 v1245 = v1244;
        const float v1246 = cj_f16_to_f32(v1245);
        const cj_u32 v1247 = 16u;
        const cj_u32 v1248 = v1201 >> v1247;
        const cj_u16 v1249 = (cj_u16)v1248;
        const cj_u16 v1250 = v1249;
        const float v1251 = cj_f16_to_f32(v1250);
        const float v1252 = v1246 + v1251;
        const cj_u32 v1253 = 16u;
        const cj_u32 v1254 = v1202 >> v1253;
        const cj_u16 v1255 = (cj_u16)v1254;
        const cj_u16 v1256 = v1255;
        const float v1257 = cj_f16_to_f32(v1256);
        const float v1258 = v1252 + v1257;
        const cj_u32 v1259 = 16u;
        const cj_u32 v1260 = v1203 >> v1259;
        const cj_u16 v1261 = (cj_u16)v1260;
        const cj_u16 v1262 = v1261;
        const float v1263 = cj_f16_to_f32(v1262);
        const float v1264 = v1258 + v1263;
        const cj_u32 v1265 = 16u;
        const cj_u32 v1266 = v1204 >> v1265;
        const cj_u16 v1267 = (cj_u16)v1266;
        const cj_u16 v1268 = v1267;
        const float v1269 = cj_f16_to_f32(v1268);
        const float v1270 = v1264 + v1269;
        const cj_u32 v1271 = 16u;
        const cj_u32 v1272 = v1205 >> v1271;
        const cj_u16 v1273 = (cj_u16)v1272;
        const cj_u16 v1274 = v1273;
        const float v1275 = cj_f16_to_f32(v1274);
        const float v1276 = v1270 + v1275;
        const cj_u32 v1277 = 16u;
        const cj_u32 v1278 = v1206 >> v1277;
        const cj_u16 v1279 = (cj_u16)v1278;
        const cj_u16 v1280 = v1279;
        const float v1281 = cj_f16_to_f32(v1280);
        const float v1282 = v1276 + v1281;
        const cj_u32 v1283 = 16u;
        const cj_u32 v1284 = v1207 >> v1283;
        const cj_u16 v1285 = (cj_u16)v1284;
        const cj_u16 v1286 = v1285;
        const float v1287 = cj_f16_to_f32(v1286);
        const float v1288 = v1282 + v1287;
        const cj_u16 v1289 = cj_f32_to_f16(v1288);
        const cj_u16 v1290 = v1289;
        const cj_u32 v1291 = (cj_u32)v1290;
        const cj_u32 v1292 = 16u;
        const cj_u32 v1293 = v1291 << v1292;
        const cj_u32 v1294 = v1241 | v1293;
        const cj_u32x4 v1295 = cj_splat_u32x4(v1294);
        const cj_u32 v1296 = v1185.y;
        const cj_u32 v1297 = v1187.y;
        const cj_u32 v1298 = v1189.y;
        const cj_u32 v1299 = v1191.y;
        const cj_u32 v1300 = v1193.y;
        const cj_u32 v1301 = v1195.y;
        const cj_u32 v1302 = v1197.y;
        const cj_u32 v1303 = v1199.y;
        const cj_u16 v1304 = (cj_u16)v1296;
        const cj_u16 v1305 = v1304;
        const float v1306 = cj_f16_to_f32(v1305);
        const cj_u16 v1307 = (cj_u16)v1297;
        const cj_u16 v1308 = v1307;
        const float v1309 = cj_f16_to_f32(v1308);
        const float v1310 = v1306 + v1309;
        const cj_u16 v1311 = (cj_u16)v1298;
        const cj_u16 v1312 = v1311;
        const float v1313 = cj_f16_to_f32(v1312);
        const float v1314 = v1310 + v1313;
        const cj_u16 v1315 = (cj_u16)v1299;
        const cj_u16 v1316 = v1315;
        const float v1317 = cj_f16_to_f32(v1316);
        const float v1318 = v1314 + v1317;
        const cj_u16 v1319 = (cj_u16)v1300;
        const cj_u16 v1320 = v1319;
        const float v1321 = cj_f16_to_f32(v1320);
        const float v1322 = v1318 + v1321;
        const cj_u16 v1323 = (cj_u16)v1301;
        const cj_u16 v1324 = v1323;
        const float v1325 = cj_f16_to_f32(v1324);
        const float v1326 = v1322 + v1325;
        const cj_u16 v1327 = (cj_u16)v1302;
        const cj_u16 v1328 = v1327;
        const float v1329 = cj_f16_to_f32(v1328);
        const float v1330 = v1326 + v1329;
        const cj_u16 v1331 = (cj_u16)v1303;
        const cj_u16 v1332 = v1331;
        const float v1333 = cj_f16_to_f32(v1332);
        const float v1334 = v1330 + v1333;
        const cj_u16 v1335 = cj_f32_to_f16(v1334);
        const cj_u16 v1336 = v1335;
        const cj_u32 v1337 = (cj_u32)v1336;
        const cj_u32 v1338 = 16u;
        const cj_u32 v1339 = v1296 >> v1338;
        const cj_u16 v1340 = (cj_u16)v1339;
        const cj_u16 v1341 = v1340;
        const float v1342 = cj_f16_to_f32(v1341);
        const cj_u32 v1343 = 16u;
        const cj_u32 v1344 = v1297 >> v1343;
        const cj_u16 v1345 = (cj_u16)v1344;
        const cj_u16 v1346 = v1345;
        const float v1347 = cj_f16_to_f32(v1346);
        const float v1348 = v1342 + v1347;
        const cj_u32 v1349 = 16u;
        const cj_u32 v1350 = v1298 >> v1349;
        const cj_u16 v1351 = (cj_u16)v1350;
        const cj_u16 v1352 = v1351;
        const float v1353 = cj_f16_to_f32(v1352);
        const float v1354 = v1348 + v1353;
        const cj_u32 v1355 = 16u;
        const cj_u32 v1356 = v1299 >> v1355;
        const cj_u16 v1357 = (cj_u16)v1356;
        const cj_u16 v1358 = v1357;
        const float v1359 = cj_f16_to_f32(v1358);
        const float v1360 = v1354 + v1359;
        const cj_u32 v1361 = 16u;
        const cj_u32 v1362 = v1300 >> v1361;
        const cj_u16 v1363 = (cj_u16)v1362;
        const cj_u16 v1364 = v1363;
        const float v1365 = cj_f16_to_f32(v1364);
        const float v1366 = v1360 + v1365;
        const cj_u32 v1367 = 16u;
        const cj_u32 v1368 = v1301 >> v1367;
        const cj_u16 v1369 = (cj_u16)v1368;
        const cj_u16 v1370 = v1369;
        const float v1371 = cj_f16_to_f32(v1370);
        const float v1372 = v1366 + v1371;
        const cj_u32 v1373 = 16u;
        const cj_u32 v1374 = v1302 >> v1373;
        const cj_u16 v1375 = (cj_u16)v1374;
        const cj_u16 v1376 = v1375;
        const float v1377 = cj_f16_to_f32(v1376);
        const float v1378 = v1372 + v1377;
        const cj_u32 v1379 = 16u;
        const cj_u32 v1380 = v1303 >> v1379;
        const cj_u16 v1381 = (cj_u16)v1380;
        const cj_u16 v1382 = v1381;
        const float v1383 = cj_f16_to_f32(v1382);
        const float v1384 = v1378 + v1383;
        const cj_u16 v1385 = cj_f32_to_f16(v1384);
        const cj_u16 v1386 = v1385;
        const cj_u32 v1387 = (cj_u32)v1386;
        const cj_u32 v1388 = 16u;
        const cj_u32 v1389 = v1387 << v1388;
        const cj_u32 v1390 = v1337 | v1389;
        cj_u32x4 v1391 = v1295;
        v1391.y = v1390;
        const cj_u32 v1392 = v1185.z;
        const cj_u32 v1393 = v1187.z;
        const cj_u32 v1394 = v1189.z;
        const cj_u32 v1395 = v1191.z;
        const cj_u32 v1396 = v1193.z;
        const cj_u32 v1397 = v1195.z;
        const cj_u32 v1398 = v1197.z;
        const cj_u32 v1399 = v1199.z;
        const cj_u16 v1400 = (cj_u16)v1392;
        const cj_u16 v1401 = v1400;
        const float v1402 = cj_f16_to_f32(v1401);
        const cj_u16 v1403 = (cj_u16)v1393;
        const cj_u16 v1404 = v1403;
        const float v1405 = cj_f16_to_f32(v1404);
        const float v1406 = v1402 + v1405;
        const cj_u16 v1407 = (cj_u16)v1394;
        const cj_u16 v1408 = v1407;
        const float v1409 = cj_f16_to_f32(v1408);
        const float v1410 = v1406 + v1409;
        const cj_u16 v1411 = (cj_u16)v1395;
        const cj_u16 v1412 = v1411;
        const float v1413 = cj_f16_to_f32(v1412);
        const float v1414 = v1410 + v1413;
        const cj_u16 v1415 = (cj_u16)v1396;
        const cj_u16 v1416 = v1415;
        const float v1417 = cj_f16_to_f32(v1416);
        const float v1418 = v1414 + v1417;
        const cj_u16 v1419 = (cj_u16)v1397;
        const cj_u16 v1420 = v1419;
        const float v1421 = cj_f16_to_f32(v1420);
        const float v1422 = v1418 + v1421;
        const cj_u16 v1423 = (cj_u16)v1398;
        const cj_u16 v1424 = v1423;
        const float v1425 = cj_f16_to_f32(v1424);
        const float v1426 = v1422 + v1425;
        const cj_u16 v1427 = (cj_u16)v1399;
        const cj_u16 v1428 = v1427;
        const float v1429 = cj_f16_to_f32(v1428);
        const float v1430 = v1426 + v1429;
        const cj_u16 v1431 = cj_f32_to_f16(v1430);
        const cj_u16 v1432 = v1431;
        const cj_u32 v1433 = (cj_u32)v1432;
        const cj_u32 v1434 = 16u;
        const cj_u32 v1435 = v1392 >> v1434;
        const cj_u16 v1436 = (cj_u16)v1435;
        const cj_u16 v1437 = v1436;
        const float v1438 = cj_f16_to_f32(v1437);
        const cj_u32 v1439 = 16u;
        const cj_u32 v1440 = v1393 >> v1439;
        const cj_u16 v1441 = (cj_u16)v1440;
        const cj_u16 v1442 = v1441;
        const float v1443 = cj_f16_to_f32(v1442);
        const float v1444 = v1438 + v1443;
        const cj_u32 v1445 = 16u;
        const cj_u32 v1446 = v1394 >> v1445;
        const cj_u16 v1447 = (cj_u16)v1446;
        const cj_u16 v1448 = v1447;
        const float v1449 = cj_f16_to_f32(v1448);
        const float v1450 = v1444 + v1449;
        const cj_u32 v1451 = 16u;
        const cj_u32 v1452 = v1395 >> v1451;
        const cj_u16 v1453 = (cj_u16)v1452;
        const cj_u16 v1454 = v1453;
        const float v1455 = cj_f16_to_f32(v1454);
        const float v1456 = v1450 + v1455;
        const cj_u32 v1457 = 16u;
        const cj_u32 v1458 = v1396 >> v1457;
        const cj_u16 v1459 = (cj_u16)v1458;
        const cj_u16 v1460 = v1459;
        const float v1461 = cj_f16_to_f32(v1460);
        const float v1462 = v1456 + v1461;
        const cj_u32 v1463 = 16u;
        const cj_u32 v1464 = v1397 >> v1463;
        const cj_u16 v1465 = (cj_u16)v1464;
        const cj_u16 v1466 = v1465;
        const float v1467 = cj_f16_to_f32(v1466);
        const float v1468 = v1462 + v1467;
        const cj_u32 v1469 = 16u;
        const cj_u32 v1470 = v1398 >> v1469;
        const cj_u16 v1471 = (cj_u16)v1470;
        const cj_u16 v1472 = v1471;
        const float v1473 = cj_f16_to_f32(v1472);
        const float v1474 = v1468 + v1473;
        const cj_u32 v1475 = 16u;
        const cj_u32 v1476 = v1399 >> v1475;
        const cj_u16 v1477 = (cj_u16)v1476;
        const cj_u16 v1478 = v1477;
        const float v1479 = cj_f16_to_f32(v1478);
        const float v1480 = v1474 + v1479;
        const cj_u16 v1481 = cj_f32_to_f16(v1480);
        const cj_u16 v1482 = v1481;
        const cj_u32 v1483 = (cj_u32)v1482;
        const cj_u32 v1484 = 16u;
        const cj_u32 v1485 = v1483 << v1484;
        const cj_u32 v1486 = v1433 | v1485;
        cj_u32x4 v1487 = v1391;
        v1487.z = v1486;
        const cj_u32 v1488 = v1185.w;
        const cj_u32 v1489 = v1187.w;
        const cj_u32 v1490 = v1189.w;
        const cj_u32 v1491 = v1191.w;
        const cj_u32 v1492 = v1193.w;
        const cj_u32 v1493 = v1195.w;
        const cj_u32 v1494 = v1197.w;
        const cj_u32 v1495 = v1199.w;
        const cj_u16 v1496 = (cj_u16)v1488;
        const cj_u16 v1497 = v1496;
        const float v1498 = cj_f16_to_f32(v1497);
        const cj_u16 v1499 = (cj_u16)v1489;
        const cj_u16 v1500 = v1499;
        const float v1501 = cj_f16_to_f32(v1500);
        const float v1502 = v1498 + v1501;
        const cj_u16 v1503 = (cj_u16)v1490;
        const cj_u16 v1504 = v1503;
        const float v1505 = cj_f16_to_f32(v1504);
        const float v1506 = v1502 + v1505;
        const cj_u16 v1507 = (cj_u16)v1491;
        const cj_u16 v1508 = v1507;
        const float v1509 = cj_f16_to_f32(v1508);
        const float v1510 = v1506 + v1509;
        const cj_u16 v1511 = (cj_u16)v1492;
        const cj_u16 v1512 = v1511;
        const float v1513 = cj_f16_to_f32(v1512);
        const float v1514 = v1510 + v1513;
        const cj_u16 v1515 = (cj_u16)v1493;
        const cj_u16 v1516 = v1515;
        const float v1517 = cj_f16_to_f32(v1516);
        const float v1518 = v1514 + v1517;
        const cj_u16 v1519 = (cj_u16)v1494;
        const cj_u16 v1520 = v1519;
        const float v1521 = cj_f16_to_f32(v1520);
        const float v1522 = v1518 + v1521;
        const cj_u16 v1523 = (cj_u16)v1495;
        const cj_u16 v1524 = v1523;
        const float v1525 = cj_f16_to_f32(v1524);
        const float v1526 = v1522 + v1525;
        const cj_u16 v1527 = cj_f32_to_f16(v1526);
        const cj_u16 v1528 = v1527;
        const cj_u32 v1529 = (cj_u32)v1528;
        const cj_u32 v1530 = 16u;
        const cj_u32 v1531 = v1488 >> v1530;
        const cj_u16 v1532 = (cj_u16)v1531;
        const cj_u16 v1533 = v1532;
        const float v1534 = cj_f16_to_f32(v1533);
        const cj_u32 v1535 = 16u;
        const cj_u32 v1536 = v1489 >> v1535;
        const cj_u16 v1537 = (cj_u16)v1536;
        const cj_u16 v1538 = v1537;
        const float v1539 = cj_f16_to_f32(v1538);
        const float v1540 = v1534 + v1539;
        const cj_u32 v1541 = 16u;
        const cj_u32 v1542 = v1490 >> v1541;
        const cj_u16 v1543 = (cj_u16)v1542;
        const cj_u16 v1544 = v1543;
        const float v1545 = cj_f16_to_f32(v1544);
        const float v1546 = v1540 + v1545;
        const cj_u32 v1547 = 16u;
        const cj_u32 v1548 = v1491 >> v1547;
        const cj_u16 v1549 = (cj_u16)v1548;
        const cj_u16 v1550 = v1549;
        const float v1551 = cj_f16_to_f32(v1550);
        const float v1552 = v1546 + v1551;
        const cj_u32 v1553 = 16u;
        const cj_u32 v1554 = v1492 >> v1553;
        const cj_u16 v1555 = (cj_u16)v1554;
        const cj_u16 v1556 = v1555;
        const float v1557 = cj_f16_to_f32(v1556);
        const float v1558 = v1552 + v1557;
        const cj_u32 v1559 = 16u;
        const cj_u32 v1560 = v1493 >> v1559;
        const cj_u16 v1561 = (cj_u16)v1560;
        const cj_u16 v1562 = v1561;
        const float v1563 = cj_f16_to_f32(v1562);
        const float v1564 = v1558 + v1563;
        const cj_u32 v1565 = 16u;
        const cj_u32 v1566 = v1494 >> v1565;
        const cj_u16 v1567 = (cj_u16)v1566;
        const cj_u16 v1568 = v1567;
        const float v1569 = cj_f16_to_f32(v1568);
        const float v1570 = v1564 + v1569;
        const cj_u32 v1571 = 16u;
        const cj_u32 v1572 = v1495 >> v1571;
        const cj_u16 v1573 = (cj_u16)v1572;
        const cj_u16 v1574 = v1573;
        const float v1575 = cj_f16_to_f32(v1574);
        const float v1576 = v1570 + v1575;
        const cj_u16 v1577 = cj_f32_to_f16(v1576);
        const cj_u16 v1578 = v1577;
        const cj_u32 v1579 = (cj_u32)v1578;
        const cj_u32 v1580 = 16u;
        const cj_u32 v1581 = v1579 << v1580;
        const cj_u32 v1582 = v1529 | v1581;
        cj_u32x4 v1583 = v1487;
        v1583.w = v1582;
        const cj_ptr v1584 = v1174 + v1183;
        *(cj_u32x4 *)v1584 = v1583;
      }
      x_walked9 = v1179;
      const cj_u32 v1585 = 4096u;
      const cj_u32 v1586 = x_walked9;
      const cj_u32 v1587 = v1586 + v1176;
      for (cj_u32 v1588 = v1587; v1588 < v1175; v1588 += v1585) {
        const cj_u64 v1589 = (cj_u64)v1588;
        const cj_ptr v1590 = v1159 + v1589;
        const cj_u32x4 v1591 = *(const cj_u32x4 *)v1590;
        const cj_ptr v1592 = v1161 + v1589;
        const cj_u32x4 v1593 = *(const cj_u32x4 *)v1592;
        const cj_ptr v1594 = v1163 + v1589;
        const cj_u32x4 v1595 = *(const cj_u32x4 *)v1594;
        const cj_ptr v1596 = v1165 + v1589;
        const cj_u32x4 v1597 = *(const cj_u32x4 *)v1596;
        const cj_ptr v1598 = v1167 + v1589;
        const cj_u32x4 v1599 = *(const cj_u32x4 *)v1598;
        const cj_ptr v1600 = v1169 + v1589;
        const cj_u32x4 v1601 = *(const cj_u32x4 *)v1600;
        const cj_ptr v1602 = v1171 + v1589;
        const cj_u32x4 v1603 = *(const cj_u32x4 *)v1602;
        const cj_ptr v1604 = v1173 + v1589;
        const cj_u32x4 v1605 = *(const cj_u32x4 *)v1604;
        const cj_u32 v1606 = v1591.x;
        const cj_u32 v1607 = v1593.x;
        const cj_u32 v1608 = v1595.x;
        const cj_u32 v1609 = v1597.x;
        const cj_u32 v1610 = v1599.x;
        const cj_u32 v1611 = v1601.x;
        const cj_u32 v1612 = v1603.x;
        const cj_u32 v1613 = v1605.x;
        const cj_u16 v1614 = (cj_u16)v1606;
        const cj_u16 v1615 = v1614;
        const float v1616 = cj_f16_to_f32(v1615);
        const cj_u16 v1617 = (cj_u16)v1607;
        const cj_u16 v1618 = v1617;
        const float v1619 = cj_f16_to_f32(v1618);
        const float v1620 = v1616 + v1619;
        const cj_u16 v1621 = (cj_u16)v1608;
        const cj_u16 v1622 = v1621;
        const float v1623 = cj_f16_to_f32(v1622);
        const float v1624 = v1620 + v1623;
        const cj_u16 v1625 = (cj_u16)v1609;
        const cj_u16 v1626 = v1625;
        const float v1627 = cj_f16_to_f32(v1626);
        const float v1628 = v1624 + v1627;
        const cj_u16 v1629 = (cj_u16)v1610;
        const cj_u16 v1630 = v1629;
        const float v1631 = cj_f16_to_f32(v1630);
        const float v1632 = v1628 + v1631;
        const cj_u16 v1633 = (cj_u16)v1611;
        const cj_u16 v1634 = v1633;
        const float v1635 = cj_f16_to_f32(v1634);
        const float v1636 = v1632 + v1635;
        const cj_u16 v1637 = (cj_u16)v1612;
        const cj_u16 v1638 = v1637;
        const float v1639 = cj_f16_to_f32(v1638);
        const float v1640 = v1636 + v1639;
        const cj_u16 v1641 = (cj_u16)v1613;
        const cj_u16 v1642 = v1641;
        const float v1643 = cj_f16_to_f32(v1642);
        const float v1644 = v1640 + v1643;
        const cj_u16 v1645 = cj_f32_to_f16(v1644);
        const cj_u16 v1646 = v1645;
        const cj_u32 v1647 = (cj_u32)v1646;
        const cj_u32 v1648 = 16u;
        const cj_u32 v1649 = v1606 >> v1648;
        const cj_u16 v1650 = (cj_u16)v1649;
        const cj_u16 v1651 = v1650;
        const float v1652 = cj_f16_to_f32(v1651);
        const cj_u32 v1653 = 16u;
        const cj_u32 v1654 = v1607 >> v1653;
        const cj_u16 v1655 = (cj_u16)v1654;
        const cj_u16 v1656 = v1655;
        const float v1657 = cj_f16_to_f32(v1656);
        const float v1658 = v1652 + v1657;
        const cj_u32 v1659 = 16u;
        const cj_u32 v1660 = v1608 >> v1659;
        const cj_u16 v1661 = (cj_u16)v1660;
        const cj_u16 v1662 = v1661;
        const float v1663 = cj_f16_to_f32(v1662);
        const float v1664 = v1658 + v1663;
        const cj_u32 v1665 = 16u;
        const cj_u32 v1666 = v1609 >> v1665;
        const cj_u16 v1667 = (cj_u16)v1666;
        const cj_u16 v1668 = v1667;
        const float v1669 = cj_f16_to_f32(v1668);
        const float v1670 = v1664 + v1669;
        const cj_u32 v1671 = 16u;
        const cj_u32 v1672 = v1610 >> v1671;
        const cj_u16 v1673 = (cj_u16)v1672;
        const cj_u16 v1674 = v1673;
        const float v1675 = cj_f16_to_f32(v1674);
        const float v1676 = v1670 + v1675;
        const cj_u32 v1677 = 16u;
        const cj_u32 v1678 = v1611 >> v1677;
        const cj_u16 v1679 = (cj_u16)v1678;
        const cj_u16 v1680 = v1679;
        const float v1681 = cj_f16_to_f32(v1680);
        const float v1682 = v1676 + v1681;
        const cj_u32 v1683 = 16u;
        const cj_u32 v1684 = v1612 >> v1683;
        const cj_u16 v1685 = (cj_u16)v1684;
        const cj_u16 v1686 = v1685;
        const float v1687 = cj_f16_to_f32(v1686);
        const float v1688 = v1682 + v1687;
        const cj_u32 v1689 = 16u;
        const cj_u32 v1690 = v1613 >> v1689;
        const cj_u16 v1691 = (cj_u16)v1690;
        const cj_u16 v1692 = v1691;
        const float v1693 = cj_f16_to_f32(v1692);
        const float v1694 = v1688 + v1693;
        const cj_u16 v1695 = cj_f32_to_f16(v1694);
        const cj_u16 v1696 = v1695;
        const cj_u32 v1697 = (cj_u32)v1696;
        const cj_u32 v1698 = 16u;
        const cj_u32 v1699 = v1697 << v1698;
        const cj_u32 v1700 = v1647 | v1699;
        const cj_u32x4 v1701 = cj_splat_u32x4(v1700);
        const cj_u32 v1702 = v1591.y;
        const cj_u32 v1703 = v1593.y;
        const cj_u32 v1704 = v1595.y;
        const cj_u32 v1705 = v1597.y;
        const cj_u32 v1706 = v1599.y;
        const cj_u32 v1707 = v1601.y;
        const cj_u32 v1708 = v1603.y;
        const cj_u32 v1709 = v1605.y;
        const cj_u16 v1710 = (cj_u16)v1702;
        const cj_u16 v1711 = v1710;
        const float v1712 = cj_f16_to_f32(v1711);
        const cj_u16 v1713 = (cj_u16)v1703;
        const cj_u16 v1714 = v1713;
        const float v1715 = cj_f16_to_f32(v1714);
        const float v1716 = v1712 + v1715;
        const cj_u16 v1717 = (cj_u16)v1704;
        const cj_u16 v1718 = v1717;
        const float v1719 = cj_f16_to_f32(v1718);
        const float v1720 = v1716 + v1719;
        const cj_u16 v1721 = (cj_u16)v1705;
        const cj_u16 v1722 = v1721;
        const float v1723 = cj_f16_to_f32(v1722);
        const float v1724 = v1720 + v1723;
        const cj_u16 v1725 = (cj_u16)v1706;
        const cj_u16 v1726 = v1725;
        const float v1727 = cj_f16_to_f32(v1726);
        const float v1728 = v1724 + v1727;
        const cj_u16 v1729 = (cj_u16)v1707;
        const cj_u16 v1730 = v1729;
        const float v1731 = cj_f16_to_f32(v1730);
        const float v1732 = v1728 + v1731;
        const cj_u16 v1733 = (cj_u16)v1708;
        const cj_u16 v1734 = v1733;
        const float v1735 = cj_f16_to_f32(v1734);
        const float v1736 = v1732 + v1735;
        const cj_u16 v1737 = (cj_u16)v1709;
        const cj_u16 v1738 = v1737;
        const float v1739 = cj_f16_to_f32(v1738);
        const float v1740 = v1736 + v1739;
        const cj_u16 v1741 = cj_f32_to_f16(v1740);
        const cj_u16 v1742 = v1741;
        const cj_u32 v1743 = (cj_u32)v1742;
        const cj_u32 v1744 = 16u;
        const cj_u32 v1745 = v1702 >> v1744;
        const cj_u16 v1746 = (cj_u16)v1745;
        const cj_u16 v1747 = v1746;
        const float v1748 = cj_f16_to_f32(v1747);
        const cj_u32 v1749 = 16u;
        const cj_u32 v1750 = v1703 >> v1749;
        const cj_u16 v1751 = (cj_u16)v1750;
        const cj_u16 v1752 = v1751;
        const float v1753 = cj_f16_to_f32(v1752);
        const float v1754 = v1748 + v1753;
        const cj_u32 v1755 = 16u;
        const cj_u32 v1756 = v1704 >> v1755;
        const cj_u16 v1757 = (cj_u16)v1756;
        const cj_u16 v1758 = v1757;
        const float v1759 = cj_f16_to_f32(v1758);
        const float v1760 = v1754 + v1759;
        const cj_u32 v1761 = 16u;
        const cj_u32 v1762 = v1705 >> v1761;
        const cj_u16 v1763 = (cj_u16)v1762;
        const cj_u16 v1764 = v1763;
        const float v1765 = cj_f16_to_f32(v1764);
        const float v1766 = v1760 + v1765;
        const cj_u32 v1767 = 16u;
        const cj_u32 v1768 = v1706 >> v1767;
        const cj_u16 v1769 = (cj_u16)v1768;
        const cj_u16 v1770 = v1769;
        const float v1771 = cj_f16_to_f32(v1770);
        const float v1772 = v1766 + v1771;
        const cj_u32 v1773 = 16u;
        const cj_u32 v1774 = v1707 >> v1773;
        const cj_u16 v1775 = (cj_u16)v1774;
        const cj_u16 v1776 = v1775;
        const float v1777 = cj_f16_to_f32(v1776);
        const float v1778 = v1772 + v1777;
        const cj_u32 v1779 = 16u;
        const cj_u32 v1780 = v1708 >> v1779;
        const cj_u16 v1781 = (cj_u16)v1780;
        const cj_u16 v1782 = v1781;
        const float v1783 = cj_f16_to_f32(v1782);
        const float v1784 = v1778 + v1783;
        const cj_u32 v1785 = 16u;
        const cj_u32 v1786 = v1709 >> v1785;
        const cj_u16 v1787 = (cj_u16)v1786;
        const cj_u16 v1788 = v1787;
        const float v1789 = cj_f16_to_f32(v1788);
        const float v1790 = v1784 + v1789;
        const cj_u16 v1791 = cj_f32_to_f16(v1790);
        const cj_u16 v1792 = v1791;
        const cj_u32 v1793 = (cj_u32)v1792;
        const cj_u32 v1794 = 16u;
        const cj_u32 v1795 = v1793 << v1794;
        const cj_u32 v1796 = v1743 | v1795;
        cj_u32x4 v1797 = v1701;
        v1797.y = v1796;
        const cj_u32 v1798 = v1591.z;
        const cj_u32 v1799 = v1593.z;
        const cj_u32 v1800 = v1595.z;
        const cj_u32 v1801 = v1597.z;
        const cj_u32 v1802 = v1599.z;
        const cj_u32 v1803 = v1601.z;
        const cj_u32 v1804 = v1603.z;
        const cj_u32 v1805 = v1605.z;
        const cj_u16 v1806 = (cj_u16)v1798;
        const cj_u16 v1807 = v1806;
        const float v1808 = cj_f16_to_f32(v1807);
        const cj_u16 v1809 = (cj_u16)v1799;
        const cj_u16 v1810 = v1809;
        const float v1811 = cj_f16_to_f32(v1810);
        const float v1812 = v1808 + v1811;
        const cj_u16 v1813 = (cj_u16)v1800;
        const cj_u16 v1814 = v1813;
        const float v1815 = cj_f16_to_f32(v1814);
        const float v1816 = v1812 + v1815;
        const cj_u16 v1817 = (cj_u16)v1801;
        const cj_u16 v1818 = v1817;
        const float v1819 = cj_f16_to_f32(v1818);
        const float v1820 = v1816 + v1819;
        const cj_u16 v1821 = (cj_u16)v1802;
        const cj_u16 v1822 = v1821;
        const float v1823 = cj_f16_to_f32(v1822);
        const float v1824 = v1820 + v1823;
        const cj_u16 v1825 = (cj_u16)v1803;
        const cj_u16 v1826 = v1825;
        const float v1827 = cj_f16_to_f32(v1826);
        const float v1828 = v1824 + v1827;
        const cj_u16 v1829 = (cj_u16)v1804;
        const cj_u16 v1830 = v1829;
        const float v1831 = cj_f16_to_f32(v1830);
        const float v1832 = v1828 + v1831;
        const cj_u16 v1833 = (cj_u16)v1805;
        const cj_u16 v1834 = v1833;
        const float v1835 = cj_f16_to_f32(v1834);
        const float v1836 = v1832 + v1835;
        const cj_u16 v1837 = cj_f32_to_f16(v1836);
        const cj_u16 v1838 = v1837;
        const cj_u32 v1839 = (cj_u32)v1838;
        const cj_u32 v1840 = 16u;
        const cj_u32 v1841 = v1798 >> v1840;
        const cj_u16 v1842 = (cj_u16)v1841;
        const cj_u16 v1843 = v1842;
        const float v1844 = cj_f16_to_f32(v1843);
        const cj_u32 v1845 = 16u;
        const cj_u32 v1846 = v1799 >> v1845;
        const cj_u16 v1847 = (cj_u16)v1846;
        const cj_u16 v1848 = v1847;
        const float v1849 = cj_f16_to_f32(v1848);
        const float v1850 = v1844 + v1849;
        const cj_u32 v1851 = 16u;
        const cj_u32 v1852 = v1800 >> v1851;
        const cj_u16 v1853 = (cj_u16)v1852;
        const cj_u16 v1854 = v1853;
        const float v1855 = cj_f16_to_f32(v1854);
        const float v1856 = v1850 + v1855;
        const cj_u32 v1857 = 16u;
        const cj_u32 v1858 = v1801 >> v1857;
        const cj_u16 v1859 = (cj_u16)v1858;
        const cj_u16 v1860 = v1859;
        const float v1861 = cj_f16_to_f32(v1860);
        const float v1862 = v1856 + v1861;
        const cj_u32 v1863 = 16u;
        const cj_u32 v1864 = v1802 >> v1863;
        const cj_u16 v1865 = (cj_u16)v1864;
        const cj_u16 v1866 = v1865;
        const float v1867 = cj_f16_to_f32(v1866);
        const float v1868 = v1862 + v1867;
        const cj_u32 v1869 = 16u;
        const cj_u32 v1870 = v1803 >> v1869;
        const cj_u16 v1871 = (cj_u16)v1870;
        const cj_u16 v1872 = v1871;
        const float v1873 = cj_f16_to_f32(v1872);
        const float v1874 = v1868 + v1873;
        const cj_u32 v1875 = 16u;
        const cj_u32 v1876 = v1804 >> v1875;
        const cj_u16 v1877 = (cj_u16)v1876;
        const cj_u16 v1878 = v1877;
        const float v1879 = cj_f16_to_f32(v1878);
        const float v1880 = v1874 + v1879;
        const cj_u32 v1881 = 16u;
        const cj_u32 v1882 = v1805 >> v1881;
        const cj_u16 v1883 = (cj_u16)v1882;
        const cj_u16 v1884 = v1883;
        const float v1885 = cj_f16_to_f32(v1884);
        const float v1886 = v1880 + v1885;
        const cj_u16 v1887 = cj_f32_to_f16(v1886);
        const cj_u16 v1888 = v1887;
        const cj_u32 v1889 = (cj_u32)v1888;
        const cj_u32 v1890 = 16u;
        const cj_u32 v1891 = v1889 << v1890;
        const cj_u32 v1892 = v1839 | v1891;
        cj_u32x4 v1893 = v1797;
        v1893.z = v1892;
        const cj_u32 v1894 = v1591.w;
        const cj_u32 v1895 = v1593.w;
        const cj_u32 v1896 = v1595.w;
        const cj_u32 v1897 = v1597.w;
        const cj_u32 v1898 = v1599.w;
        const cj_u32 v1899 = v1601.w;
        const cj_u32 v1900 = v1603.w;
        const cj_u32 v1901 = v1605.w;
        const cj_u16 v1902 = (cj_u16)v1894;
        const cj_u16 v1903 = v1902;
        const float v1904 = cj_f16_to_f32(v1903);
        const cj_u16 v1905 = (cj_u16)v1895;
        const cj_u16 v1906 = v1905;
        const float v1907 = cj_f16_to_f32(v1906);
        const float v1908 = v1904 + v1907;
        const cj_u16 v1909 = (cj_u16)v1896;
        const cj_u16 v1910 = v1909;
        const float v1911 = cj_f16_to_f32(v1910);
        const float v1912 = v1908 + v1911;
        const cj_u16 v1913 = (cj_u16)v1897;
        const cj_u16 v1914 = v1913;
        const float v1915 = cj_f16_to_f32(v1914);
        const float v1916 = v1912 + v1915;
        const cj_u16 v1917 = (cj_u16)v1898;
        const cj_u16 v1918 = v1917;
        const float v1919 = cj_f16_to_f32(v1918);
        const float v1920 = v1916 + v1919;
        const cj_u16 v1921 = (cj_u16)v1899;
        const cj_u16 v1922 = v1921;
        const float v1923 = cj_f16_to_f32(v1922);
        const float v1924 = v1920 + v1923;
        const cj_u16 v1925 = (cj_u16)v1900;
        const cj_u16 v1926 = v1925;
        const float v1927 = cj_f16_to_f32(v1926);
        const float v1928 = v1924 + v1927;
        const cj_u16 v1929 = (cj_u16)v1901;
        const cj_u16 v1930 = v1929;
        const float v1931 = cj_f16_to_f32(v1930);
        const float v1932 = v1928 + v1931;
        const cj_u16 v1933 = cj_f32_to_f16(v1932);
        const cj_u16 v1934 = v1933;
        const cj_u32 v1935 = (cj_u32)v1934;
        const cj_u32 v1936 = 16u;
        const cj_u32 v1937 = v1894 >> v1936;
        const cj_u16 v1938 = (cj_u16)v1937;
        const cj_u16 v1939 = v1938;
        const float v1940 = cj_f16_to_f32(v1939);
        const cj_u32 v1941 = 16u;
        const cj_u32 v1942 = v1895 >> v1941;
        const cj_u16 v1943 = (cj_u16)v1942;
        const cj_u16 v1944 = v1943;
        const float v1945 = cj_f16_to_f32(v1944);
        const float v1946 = v1940 + v1945;
        const cj_u32 v1947 = 16u;
        const cj_u32 v1948 = v1896 >> v1947;
        const cj_u16 v1949 = (cj_u16)v1948;
        const cj_u16 v1950 = v1949;
        const float v1951 = cj_f16_to_f32(v1950);
        const float v1952 = v1946 + v1951;
        const cj_u32 v1953 = 16u;
        const cj_u32 v1954 = v1897 >> v1953;
        const cj_u16 v1955 = (cj_u16)v1954;
        const cj_u16 v1956 = v1955;
        const float v1957 = cj_f16_to_f32(v1956);
        const float v1958 = v1952 + v1957;
        const cj_u32 v1959 = 16u;
        const cj_u32 v1960 = v1898 >> v1959;
        const cj_u16 v1961 = (cj_u16)v1960;
        const cj_u16 v1962 = v1961;
        const float v1963 = cj_f16_to_f32(v1962);
        const float v1964 = v1958 + v1963;
        const cj_u32 v1965 = 16u;
        const cj_u32 v1966 = v1899 >> v1965;
        const cj_u16 v1967 = (cj_u16)v1966;
        const cj_u16 v1968 = v1967;
        const float v1969 = cj_f16_to_f32(v1968);
        const float v1970 = v1964 + v1969;
        const cj_u32 v1971 = 16u;
        const cj_u32 v1972 = v1900 >> v1971;
        const cj_u16 v1973 = (cj_u16)v1972;
        const cj_u16 v1974 = v1973;
        const float v1975 = cj_f16_to_f32(v1974);
        const float v1976 = v1970 + v1975;
        const cj_u32 v1977 = 16u;
        const cj_u32 v1978 = v1901 >> v1977;
        const cj_u16 v1979 = (cj_u16)v1978;
        const cj_u16 v1980 = v1979;
        const float v1981 = cj_f16_to_f32(v1980);
        const float v1982 = v1976 + v1981;
        const cj_u16 v1983 = cj_f32_to_f16(v1982);
        const cj_u16 v1984 = v1983;
        const cj_u32 v1985 = (cj_u32)v1984;
        const cj_u32 v1986 = 16u;
        const cj_u32 v1987 = v1985 << v1986;
        const cj_u32 v1988 = v1935 | v1987;
        cj_u32x4 v1989 = v1893;
        v1989.w = v1988;
        const cj_ptr v1990 = v1174 + v1589;
        *(cj_u32x4 *)v1990 = v1989;
      }
    }
    const cj_u32 v1991 = 1u;
    cj_barrier();
    // signal: counter = arrival + 1 at every rank (thread t: rank + t)
    const cj_u32 v1992 = 8u;
    const bool v1993 = v11 < v1992;
    const bool v1994 = v298 && v1993;
    if (v1994) {
      const cj_u32 v1995 = v297 + v1991;
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
    const bool v2008 = v295 <= v40;
    const cj_u64 v2009 = 1ull;
    const bool v2010 = v295 >= v2009;
    const bool v2011 = v2010 && v2008;
    if (v2011) {
      const cj_u32 v2012 = 8u;
      const bool v2013 = v11 < v2012;
      const bool v2014 = v11 >= v1991;
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
          const cj_u32 v2034 = v2032 - v297;
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
