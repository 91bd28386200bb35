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

extern "C" __global__ void __launch_bounds__(256) cj_reducescatter_push_sum_f16_nany_w8_v16_b256x32_t1x2048_g128_bar_full_sm_90(cj_ptr p_heap_bases, cj_u32 p_rank, cj_ptr p_src, cj_ptr p_dst, cj_ptr p_sync, cj_ptr p_status, cj_u64 p_timeout_ns, cj_ptr p_work, cj_u64 p_n, cj_u32 p_nblocks) {
  cj_u32 x_failed0 = {};
  cj_u64 x_slice1 = {};
  cj_u64 x_walked2 = {};
  cj_u64 x_walked3 = {};
  cj_u64 x_walked4 = {};
  cj_u64 x_walked5 = {};
  cj_u64 x_walked6 = {};
  cj_u64 x_walked7 = {};
  cj_u64 x_walked8 = {};
  cj_u64 x_walked9 = {};
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
      const cj_u64 v315 = 32768ull;
      const cj_u64 v316 = v307 / v315;
      const cj_u64 v317 = v316 * v315;
      for (cj_u64 v318 = v43; v318 < v317; v318 += v315) {
        const cj_u64 v319 = 4096ull;
        const cj_u64 v320 = v318 + v319;
        const cj_u64 v321 = 8192ull;
        const cj_u64 v322 = v318 + v321;
        const cj_u64 v323 = 12288ull;
        const cj_u64 v324 = v318 + v323;
        const cj_u64 v325 = 16384ull;
        const cj_u64 v326 = v318 + v325;
        const cj_u64 v327 = 20480ull;
        const cj_u64 v328 = v318 + v327;
        const cj_u64 v329 = 24576ull;
        const cj_u64 v330 = v318 + v329;
        const cj_u64 v331 = 28672ull;
        const cj_u64 v332 = v318 + v331;
        const cj_ptr v333 = v313 + v318;
        const cj_u32x4 v334 = *(const cj_u32x4 *)v333;
        const cj_ptr v335 = v313 + v320;
        const cj_u32x4 v336 = *(const cj_u32x4 *)v335;
        const cj_ptr v337 = v313 + v322;
        const cj_u32x4 v338 = *(const cj_u32x4 *)v337;
        const cj_ptr v339 = v313 + v324;
        const cj_u32x4 v340 = *(const cj_u32x4 *)v339;
        const cj_ptr v341 = v313 + v326;
        const cj_u32x4 v342 = *(const cj_u32x4 *)v341;
        const cj_ptr v343 = v313 + v328;
        const cj_u32x4 v344 = *(const cj_u32x4 *)v343;
        const cj_ptr v345 = v313 + v330;
        const cj_u32x4 v346 = *(const cj_u32x4 *)v345;
        const cj_ptr v347 = v313 + v332;
        const cj_u32x4 v348 = *(const cj_u32x4 *)v347;
        const cj_ptr v349 = v314 + v318;
        *(cj_u32x4 *)v349 = v334;
        const cj_ptr v350 = v314 + v320;
        *(cj_u32x4 *)v350 = v336;
        const cj_ptr v351 = v314 + v322;
        *(cj_u32x4 *)v351 = v338;
        const cj_ptr v352 = v314 + v324;
        *(cj_u32x4 *)v352 = v340;
        const cj_ptr v353 = v314 + v326;
        *(cj_u32x4 *)v353 = v342;
        const cj_ptr v354 = v314 + v328;
        *(cj_u32x4 *)v354 = v344;
        const cj_ptr v355 = v314 + v330;
        *(cj_u32x4 *)v355 = v346;
        const cj_ptr v356 = v314 + v332;
        *(cj_u32x4 *)v356 = v348;
      }
      x_walked2 = v317;
      const cj_u64 v357 = x_walked2;
      const cj_u64 v358 = 16384ull;
      const cj_u64 v359 = v307 - v357;
      const bool v360 = v359 >= v358;
      if (v360) {
        const cj_u64 v361 = v357 + v43;
        const cj_u64 v362 = 4096ull;
        const cj_u64 v363 = v361 + v362;
        const cj_u64 v364 = 8192ull;
        const cj_u64 v365 = v361 + v364;
        const cj_u64 v366 = 12288ull;
        const cj_u64 v367 = v361 + v366;
        const cj_ptr v368 = v313 + v361;
        const cj_u32x4 v369 = *(const cj_u32x4 *)v368;
        const cj_ptr v370 = v313 + v363;
        const cj_u32x4 v371 = *(const cj_u32x4 *)v370;
        const cj_ptr v372 = v313 + v365;
        const cj_u32x4 v373 = *(const cj_u32x4 *)v372;
        const cj_ptr v374 = v313 + v367;
        const cj_u32x4 v375 = *(const cj_u32x4 *)v374;
        const cj_ptr v376 = v314 + v361;
        *(cj_u32x4 *)v376 = v369;
        const cj_ptr v377 = v314 + v363;
        *(cj_u32x4 *)v377 = v371;
        const cj_ptr v378 = v314 + v365;
        *(cj_u32x4 *)v378 = v373;
        const cj_ptr v379 = v314 + v367;
        *(cj_u32x4 *)v379 = v375;
        const cj_u64 v380 = v357 + v358;
        x_walked2 = v380;
      }
      const cj_u64 v381 = x_walked2;
      const cj_u64 v382 = 8192ull;
      const cj_u64 v383 = v307 - v381;
      const bool v384 = v383 >= v382;
      if (v384) {
        const cj_u64 v385 = v381 + v43;
        const cj_u64 v386 = 4096ull;
        const cj_u64 v387 = v385 + v386;
        const cj_ptr v388 = v313 + v385;
        const cj_u32x4 v389 = *(const cj_u32x4 *)v388;
        const cj_ptr v390 = v313 + v387;
        const cj_u32x4 v391 = *(const cj_u32x4 *)v390;
        const cj_ptr v392 = v314 + v385;
        *(cj_u32x4 *)v392 = v389;
        const cj_ptr v393 = v314 + v387;
        *(cj_u32x4 *)v393 = v391;
        const cj_u64 v394 = v381 + v382;
        x_walked2 = v394;
      }
      const cj_u64 v395 = x_walked2;
      const cj_u64 v396 = 4096ull;
      const cj_u64 v397 = v307 - v395;
      const bool v398 = v397 >= v396;
      if (v398) {
        const cj_u64 v399 = v395 + v43;
        const cj_ptr v400 = v313 + v399;
        const cj_u32x4 v401 = *(const cj_u32x4 *)v400;
        const cj_ptr v402 = v314 + v399;
        *(cj_u32x4 *)v402 = v401;
        const cj_u64 v403 = v395 + v396;
        x_walked2 = v403;
      }
      const cj_u64 v404 = 4096ull;
      const cj_u64 v405 = x_walked2;
      const cj_u64 v406 = v405 + v43;
      for (cj_u64 v407 = v406; v407 < v307; v407 += v404) {
        const cj_ptr v408 = v313 + v407;
        const cj_u32x4 v409 = *(const cj_u32x4 *)v408;
        const cj_ptr v410 = v314 + v407;
        *(cj_u32x4 *)v410 = v409;
      }
      const cj_ptr v411 = v93 + v304;
      const cj_ptr v412 = v90 + v312;
      const cj_u64 v413 = 32768ull;
      const cj_u64 v414 = v307 / v413;
      const cj_u64 v415 = v414 * v413;
      for (cj_u64 v416 = v43; v416 < v415; v416 += v413) {
        const cj_u64 v417 = 4096ull;
        const cj_u64 v418 = v416 + v417;
        const cj_u64 v419 = 8192ull;
        const cj_u64 v420 = v416 + v419;
        const cj_u64 v421 = 12288ull;
        const cj_u64 v422 = v416 + v421;
        const cj_u64 v423 = 16384ull;
        const cj_u64 v424 = v416 + v423;
        const cj_u64 v425 = 20480ull;
        const cj_u64 v426 = v416 + v425;
        const cj_u64 v427 = 24576ull;
        const cj_u64 v428 = v416 + v427;
        const cj_u64 v429 = 28672ull;
        const cj_u64 v430 = v416 + v429;
        const cj_ptr v431 = v411 + v416;
        const cj_u32x4 v432 = *(const cj_u32x4 *)v431;
        const cj_ptr v433 = v411 + v418;
        const cj_u32x4 v434 = *(const cj_u32x4 *)v433;
        const cj_ptr v435 = v411 + v420;
        const cj_u32x4 v436 = *(const cj_u32x4 *)v435;
        const cj_ptr v437 = v411 + v422;
        const cj_u32x4 v438 = *(const cj_u32x4 *)v437;
        const cj_ptr v439 = v411 + v424;
        const cj_u32x4 v440 = *(const cj_u32x4 *)v439;
        const cj_ptr v441 = v411 + v426;
        const cj_u32x4 v442 = *(const cj_u32x4 *)v441;
        const cj_ptr v443 = v411 + v428;
        const cj_u32x4 v444 = *(const cj_u32x4 *)v443;
        const cj_ptr v445 = v411 + v430;
        const cj_u32x4 v446 = *(const cj_u32x4 *)v445;
        const cj_ptr v447 = v412 + v416;
        *(cj_u32x4 *)v447 = v432;
        const cj_ptr v448 = v412 + v418;
        *(cj_u32x4 *)v448 = v434;
        const cj_ptr v449 = v412 + v420;
        *(cj_u32x4 *)v449 = v436;
        const cj_ptr v450 = v412 + v422;
        *(cj_u32x4 *)v450 = v438;
        const cj_ptr v451 = v412 + v424;
        *(cj_u32x4 *)v451 = v440;
        const cj_ptr v452 = v412 + v426;
        *(cj_u32x4 *)v452 = v442;
        const cj_ptr v453 = v412 + v428;
        *(cj_u32x4 *)v453 = v444;
        const cj_ptr v454 = v412 + v430;
        *(cj_u32x4 *)v454 = v446;
      }
      x_walked3 = v415;
      const cj_u64 v455 = x_walked3;
      const cj_u64 v456 = 16384ull;
      const cj_u64 v457 = v307 - v455;
      const bool v458 = v457 >= v456;
      if (v458) {
        const cj_u64 v459 = v455 + v43;
        const cj_u64 v460 = 4096ull;
        const cj_u64 v461 = v459 + v460;
        const cj_u64 v462 = 8192ull;
        const cj_u64 v463 = v459 + v462;
        const cj_u64 v464 = 12288ull;
        const cj_u64 v465 = v459 + v464;
        const cj_ptr v466 = v411 + v459;
        const cj_u32x4 v467 = *(const cj_u32x4 *)v466;
        const cj_ptr v468 = v411 + v461;
        const cj_u32x4 v469 = *(const cj_u32x4 *)v468;
        const cj_ptr v470 = v411 + v463;
        const cj_u32x4 v471 = *(const cj_u32x4 *)v470;
        const cj_ptr v472 = v411 + v465;
        const cj_u32x4 v473 = *(const cj_u32x4 *)v472;
        const cj_ptr v474 = v412 + v459;
        *(cj_u32x4 *)v474 = v467;
        const cj_ptr v475 = v412 + v461;
        *(cj_u32x4 *)v475 = v469;
        const cj_ptr v476 = v412 + v463;
        *(cj_u32x4 *)v476 = v471;
        const cj_ptr v477 = v412 + v465;
        *(cj_u32x4 *)v477 = v473;
        const cj_u64 v478 = v455 + v456;
        x_walked3 = v478;
      }
      const cj_u64 v479 = x_walked3;
      const cj_u64 v480 = 8192ull;
      const cj_u64 v481 = v307 - v479;
      const bool v482 = v481 >= v480;
      if (v482) {
        const cj_u64 v483 = v479 + v43;
        const cj_u64 v484 = 4096ull;
        const cj_u64 v485 = v483 + v484;
        const cj_ptr v486 = v411 + v483;
        const cj_u32x4 v487 = *(const cj_u32x4 *)v486;
        const cj_ptr v488 = v411 + v485;
        const cj_u32x4 v489 = *(const cj_u32x4 *)v488;
        const cj_ptr v490 = v412 + v483;
        *(cj_u32x4 *)v490 = v487;
        const cj_ptr v491 = v412 + v485;
        *(cj_u32x4 *)v491 = v489;
        const cj_u64 v492 = v479 + v480;
        x_walked3 = v492;
      }
      const cj_u64 v493 = x_walked3;
      const cj_u64 v494 = 4096ull;
      const cj_u64 v495 = v307 - v493;
      const bool v496 = v495 >= v494;
      if (v496) {
        const cj_u64 v497 = v493 + v43;
        const cj_ptr v498 = v411 + v497;
        const cj_u32x4 v499 = *(const cj_u32x4 *)v498;
        const cj_ptr v500 = v412 + v497;
        *(cj_u32x4 *)v500 = v499;
        const cj_u64 v501 = v493 + v494;
        x_walked3 = v501;
      }
      const cj_u64 v502 = 4096ull;
      const cj_u64 v503 = x_walked3;
      const cj_u64 v504 = v503 + v43;
      for (cj_u64 v505 = v504; v505 < v307; v505 += v502) {
        const cj_ptr v506 = v411 + v505;
        const cj_u32x4 v507 = *(const cj_u32x4 *)v506;
        const cj_ptr v508 = v412 + v505;
        *(cj_u32x4 *)v508 = v507;
      }
      const cj_ptr v509 = v111 + v304;
      const cj_ptr v510 = v108 + v312;
      const cj_u64 v511 = 32768ull;
      const cj_u64 v512 = v307 / v511;
      const cj_u64 v513 = v512 * v511;
      for (cj_u64 v514 = v43; v514 < v513; v514 += v511) {
        const cj_u64 v515 = 4096ull;
        const cj_u64 v516 = v514 + v515;
        const cj_u64 v517 = 8192ull;
        const cj_u64 v518 = v514 + v517;
        const cj_u64 v519 = 12288ull;
        const cj_u64 v520 = v514 + v519;
        const cj_u64 v521 = 16384ull;
        const cj_u64 v522 = v514 + v521;
        const cj_u64 v523 = 20480ull;
        const cj_u64 v524 = v514 + v523;
        const cj_u64 v525 = 24576ull;
        const cj_u64 v526 = v514 + v525;
        const cj_u64 v527 = 28672ull;
        const cj_u64 v528 = v514 + v527;
        const cj_ptr v529 = v509 + v514;
        const cj_u32x4 v530 = *(const cj_u32x4 *)v529;
        const cj_ptr v531 = v509 + v516;
        const cj_u32x4 v532 = *(const cj_u32x4 *)v531;
        const cj_ptr v533 = v509 + v518;
        const cj_u32x4 v534 = *(const cj_u32x4 *)v533;
        const cj_ptr v535 = v509 + v520;
        const cj_u32x4 v536 = *(const cj_u32x4 *)v535;
        const cj_ptr v537 = v509 + v522;
        const cj_u32x4 v538 = *(const cj_u32x4 *)v537;
        const cj_ptr v539 = v509 + v524;
        const cj_u32x4 v540 = *(const cj_u32x4 *)v539;
        const cj_ptr v541 = v509 + v526;
        const cj_u32x4 v542 = *(const cj_u32x4 *)v541;
        const cj_ptr v543 = v509 + v528;
        const cj_u32x4 v544 = *(const cj_u32x4 *)v543;
        const cj_ptr v545 = v510 + v514;
        *(cj_u32x4 *)v545 = v530;
        const cj_ptr v546 = v510 + v516;
        *(cj_u32x4 *)v546 = v532;
        const cj_ptr v547 = v510 + v518;
        *(cj_u32x4 *)v547 = v534;
        const cj_ptr v548 = v510 + v520;
        *(cj_u32x4 *)v548 = v536;
        const cj_ptr v549 = v510 + v522;
        *(cj_u32x4 *)v549 = v538;
        const cj_ptr v550 = v510 + v524;
        *(cj_u32x4 *)v550 = v540;
        const cj_ptr v551 = v510 + v526;
        *(cj_u32x4 *)v551 = v542;
        const cj_ptr v552 = v510 + v528;
        *(cj_u32x4 *)v552 = v544;
      }
      x_walked4 = v513;
      const cj_u64 v553 = x_walked4;
      const cj_u64 v554 = 16384ull;
      const cj_u64 v555 = v307 - v553;
      const bool v556 = v555 >= v554;
      if (v556) {
        const cj_u64 v557 = v553 + v43;
        const cj_u64 v558 = 4096ull;
        const cj_u64 v559 = v557 + v558;
        const cj_u64 v560 = 8192ull;
        const cj_u64 v561 = v557 + v560;
        const cj_u64 v562 = 12288ull;
        const cj_u64 v563 = v557 + v562;
        const cj_ptr v564 = v509 + v557;
        const cj_u32x4 v565 = *(const cj_u32x4 *)v564;
        const cj_ptr v566 = v509 + v559;
        const cj_u32x4 v567 = *(const cj_u32x4 *)v566;
        const cj_ptr v568 = v509 + v561;
        const cj_u32x4 v569 = *(const cj_u32x4 *)v568;
        const cj_ptr v570 = v509 + v563;
        const cj_u32x4 v571 = *(const cj_u32x4 *)v570;
        const cj_ptr v572 = v510 + v557;
        *(cj_u32x4 *)v572 = v565;
        const cj_ptr v573 = v510 + v559;
        *(cj_u32x4 *)v573 = v567;
        const cj_ptr v574 = v510 + v561;
        *(cj_u32x4 *)v574 = v569;
        const cj_ptr v575 = v510 + v563;
        *(cj_u32x4 *)v575 = v571;
        const cj_u64 v576 = v553 + v554;
        x_walked4 = v576;
      }
      const cj_u64 v577 = x_walked4;
      const cj_u64 v578 = 8192ull;
      const cj_u64 v579 = v307 - v577;
      const bool v580 = v579 >= v578;
      if (v580) {
        const cj_u64 v581 = v577 + v43;
        const cj_u64 v582 = 4096ull;
        const cj_u64 v583 = v581 + v582;
        const cj_ptr v584 = v509 + v581;
        const cj_u32x4 v585 = *(const cj_u32x4 *)v584;
        const cj_ptr v586 = v509 + v583;
        const cj_u32x4 v587 = *(const cj_u32x4 *)v586;
        const cj_ptr v588 = v510 + v581;
        *(cj_u32x4 *)v588 = v585;
        const cj_ptr v589 = v510 + v583;
        *(cj_u32x4 *)v589 = v587;
        const cj_u64 v590 = v577 + v578;
        x_walked4 = v590;
      }
      const cj_u64 v591 = x_walked4;
      const cj_u64 v592 = 4096ull;
      const cj_u64 v593 = v307 - v591;
      const bool v594 = v593 >= v592;
      if (v594) {
        const cj_u64 v595 = v591 + v43;
        const cj_ptr v596 = v509 + v595;
        const cj_u32x4 v597 = *(const cj_u32x4 *)v596;
        const cj_ptr v598 = v510 + v595;
        *(cj_u32x4 *)v598 = v597;
        const cj_u64 v599 = v591 + v592;
        x_walked4 = v599;
      }
      const cj_u64 v600 = 4096ull;
      const cj_u64 v601 = x_walked4;
      const cj_u64 v602 = v601 + v43;
      for (cj_u64 v603 = v602; v603 < v307; v603 += v600) {
        const cj_ptr v604 = v509 + v603;
        const cj_u32x4 v605 = *(const cj_u32x4 *)v604;
        const cj_ptr v606 = v510 + v603;
        *(cj_u32x4 *)v606 = v605;
      }
      const cj_ptr v607 = v129 + v304;
      const cj_ptr v608 = v126 + v312;
      const cj_u64 v609 = 32768ull;
      const cj_u64 v610 = v307 / v609;
      const cj_u64 v611 = v610 * v609;
      for (cj_u64 v612 = v43; v612 < v611; v612 += v609) {
        const cj_u64 v613 = 4096ull;
        const cj_u64 v614 = v612 + v613;
        const cj_u64 v615 = 8192ull;
        const cj_u64 v616 = v612 + v615;
        const cj_u64 v617 = 12288ull;
        const cj_u64 v618 = v612 + v617;
        const cj_u64 v619 = 16384ull;
        const cj_u64 v620 = v612 + v619;
        const cj_u64 v621 = 20480ull;
        const cj_u64 v622 = v612 + v621;
        const cj_u64 v623 = 24576ull;
        const cj_u64 v624 = v612 + v623;
        const cj_u64 v625 = 28672ull;
        const cj_u64 v626 = v612 + v625;
        const cj_ptr v627 = v607 + v612;
        const cj_u32x4 v628 = *(const cj_u32x4 *)v627;
        const cj_ptr v629 = v607 + v614;
        const cj_u32x4 v630 = *(const cj_u32x4 *)v629;
        const cj_ptr v631 = v607 + v616;
        const cj_u32x4 v632 = *(const cj_u32x4 *)v631;
        const cj_ptr v633 = v607 + v618;
        const cj_u32x4 v634 = *(const cj_u32x4 *)v633;
        const cj_ptr v635 = v607 + v620;
        const cj_u32x4 v636 = *(const cj_u32x4 *)v635;
        const cj_ptr v637 = v607 + v622;
        const cj_u32x4 v638 = *(const cj_u32x4 *)v637;
        const cj_ptr v639 = v607 + v624;
        const cj_u32x4 v640 = *(const cj_u32x4 *)v639;
        const cj_ptr v641 = v607 + v626;
        const cj_u32x4 v642 = *(const cj_u32x4 *)v641;
        const cj_ptr v643 = v608 + v612;
        *(cj_u32x4 *)v643 = v628;
        const cj_ptr v644 = v608 + v614;
        *(cj_u32x4 *)v644 = v630;
        const cj_ptr v645 = v608 + v616;
        *(cj_u32x4 *)v645 = v632;
        const cj_ptr v646 = v608 + v618;
        *(cj_u32x4 *)v646 = v634;
        const cj_ptr v647 = v608 + v620;
        *(cj_u32x4 *)v647 = v636;
        const cj_ptr v648 = v608 + v622;
        *(cj_u32x4 *)v648 = v638;
        const cj_ptr v649 = v608 + v624;
        *(cj_u32x4 *)v649 = v640;
        const cj_ptr v650 = v608 + v626;
        *(cj_u32x4 *)v650 = v642;
      }
      x_walked5 = v611;
      const cj_u64 v651 = x_walked5;
      const cj_u64 v652 = 16384ull;
      const cj_u64 v653 = v307 - v651;
      const bool v654 = v653 >= v652;
      if (v654) {
        const cj_u64 v655 = v651 + v43;
        const cj_u64 v656 = 4096ull;
        const cj_u64 v657 = v655 + v656;
        const cj_u64 v658 = 8192ull;
        const cj_u64 v659 = v655 + v658;
        const cj_u64 v660 = 12288ull;
        const cj_u64 v661 = v655 + v660;
        const cj_ptr v662 = v607 + v655;
        const cj_u32x4 v663 = *(const cj_u32x4 *)v662;
        const cj_ptr v664 = v607 + v657;
        const cj_u32x4 v665 = *(const cj_u32x4 *)v664;
        const cj_ptr v666 = v607 + v659;
        const cj_u32x4 v667 = *(const cj_u32x4 *)v666;
        const cj_ptr v668 = v607 + v661;
        const cj_u32x4 v669 = *(const cj_u32x4 *)v668;
        const cj_ptr v670 = v608 + v655;
        *(cj_u32x4 *)v670 = v663;
        const cj_ptr v671 = v608 + v657;
        *(cj_u32x4 *)v671 = v665;
        const cj_ptr v672 = v608 + v659;
        *(cj_u32x4 *)v672 = v667;
        const cj_ptr v673 = v608 + v661;
        *(cj_u32x4 *)v673 = v669;
        const cj_u64 v674 = v651 + v652;
        x_walked5 = v674;
      }
      const cj_u64 v675 = x_walked5;
      const cj_u64 v676 = 8192ull;
      const cj_u64 v677 = v307 - v675;
      const bool v678 = v677 >= v676;
      if (v678) {
        const cj_u64 v679 = v675 + v43;
        const cj_u64 v680 = 4096ull;
        const cj_u64 v681 = v679 + v680;
        const cj_ptr v682 = v607 + v679;
        const cj_u32x4 v683 = *(const cj_u32x4 *)v682;
        const cj_ptr v684 = v607 + v681;
        const cj_u32x4 v685 = *(const cj_u32x4 *)v684;
        const cj_ptr v686 = v608 + v679;
        *(cj_u32x4 *)v686 = v683;
        const cj_ptr v687 = v608 + v681;
        *(cj_u32x4 *)v687 = v685;
        const cj_u64 v688 = v675 + v676;
        x_walked5 = v688;
      }
      const cj_u64 v689 = x_walked5;
      const cj_u64 v690 = 4096ull;
      const cj_u64 v691 = v307 - v689;
      const bool v692 = v691 >= v690;
      if (v692) {
        const cj_u64 v693 = v689 + v43;
        const cj_ptr v694 = v607 + v693;
        const cj_u32x4 v695 = *(const cj_u32x4 *)v694;
        const cj_ptr v696 = v608 + v693;
        *(cj_u32x4 *)v696 = v695;
        const cj_u64 v697 = v689 + v690;
        x_walked5 = v697;
      }
      const cj_u64 v698 = 4096ull;
      const cj_u64 v699 = x_walked5;
      const cj_u64 v700 = v699 + v43;
      for (cj_u64 v701 = v700; v701 < v307; v701 += v698) {
        const cj_ptr v702 = v607 + v701;
        const cj_u32x4 v703 = *(const cj_u32x4 *)v702;
        const cj_ptr v704 = v608 + v701;
        *(cj_u32x4 *)v704 = v703;
      }
      const cj_ptr v705 = v147 + v304;
      const cj_ptr v706 = v144 + v312;
      const cj_u64 v707 = 32768ull;
      const cj_u64 v708 = v307 / v707;
      const cj_u64 v709 = v708 * v707;
      for (cj_u64 v710 = v43; v710 < v709; v710 += v707) {
        const cj_u64 v711 = 4096ull;
        const cj_u64 v712 = v710 + v711;
        const cj_u64 v713 = 8192ull;
        const cj_u64 v714 = v710 + v713;
        const cj_u64 v715 = 12288ull;
        const cj_u64 v716 = v710 + v715;
        const cj_u64 v717 = 16384ull;
        const cj_u64 v718 = v710 + v717;
        const cj_u64 v719 = 20480ull;
        const cj_u64 v720 = v710 + v719;
        const cj_u64 v721 = 24576ull;
        const cj_u64 v722 = v710 + v721;
        const cj_u64 v723 = 28672ull;
        const cj_u64 v724 = v710 + v723;
        const cj_ptr v725 = v705 + v710;
        const cj_u32x4 v726 = *(const cj_u32x4 *)v725;
        const cj_ptr v727 = v705 + v712;
        const cj_u32x4 v728 = *(const cj_u32x4 *)v727;
        const cj_ptr v729 = v705 + v714;
        const cj_u32x4 v730 = *(const cj_u32x4 *)v729;
        const cj_ptr v731 = v705 + v716;
        const cj_u32x4 v732 = *(const cj_u32x4 *)v731;
        const cj_ptr v733 = v705 + v718;
        const cj_u32x4 v734 = *(const cj_u32x4 *)v733;
        const cj_ptr v735 = v705 + v720;
        const cj_u32x4 v736 = *(const cj_u32x4 *)v735;
        const cj_ptr v737 = v705 + v722;
        const cj_u32x4 v738 = *(const cj_u32x4 *)v737;
        const cj_ptr v739 = v705 + v724;
        const cj_u32x4 v740 = *(const cj_u32x4 *)v739;
        const cj_ptr v741 = v706 + v710;
        *(cj_u32x4 *)v741 = v726;
        const cj_ptr v742 = v706 + v712;
        *(cj_u32x4 *)v742 = v728;
        const cj_ptr v743 = v706 + v714;
        *(cj_u32x4 *)v743 = v730;
        const cj_ptr v744 = v706 + v716;
        *(cj_u32x4 *)v744 = v732;
        const cj_ptr v745 = v706 + v718;
        *(cj_u32x4 *)v745 = v734;
        const cj_ptr v746 = v706 + v720;
        *(cj_u32x4 *)v746 = v736;
        const cj_ptr v747 = v706 + v722;
        *(cj_u32x4 *)v747 = v738;
        const cj_ptr v748 = v706 + v724;
        *(cj_u32x4 *)v748 = v740;
      }
      x_walked6 = v709;
      const cj_u64 v749 = x_walked6;
      const cj_u64 v750 = 16384ull;
      const cj_u64 v751 = v307 - v749;
      const bool v752 = v751 >= v750;
      if (v752) {
        const cj_u64 v753 = v749 + v43;
        const cj_u64 v754 = 4096ull;
        const cj_u64 v755 = v753 + v754;
        const cj_u64 v756 = 8192ull;
        const cj_u64 v757 = v753 + v756;
        const cj_u64 v758 = 12288ull;
        const cj_u64 v759 = v753 + v758;
        const cj_ptr v760 = v705 + v753;
        const cj_u32x4 v761 = *(const cj_u32x4 *)v760;
        const cj_ptr v762 = v705 + v755;
        const cj_u32x4 v763 = *(const cj_u32x4 *)v762;
        const cj_ptr v764 = v705 + v757;
        const cj_u32x4 v765 = *(const cj_u32x4 *)v764;
        const cj_ptr v766 = v705 + v759;
        const cj_u32x4 v767 = *(const cj_u32x4 *)v766;
        const cj_ptr v768 = v706 + v753;
        *(cj_u32x4 *)v768 = v761;
        const cj_ptr v769 = v706 + v755;
        *(cj_u32x4 *)v769 = v763;
        const cj_ptr v770 = v706 + v757;
        *(cj_u32x4 *)v770 = v765;
        const cj_ptr v771 = v706 + v759;
        *(cj_u32x4 *)v771 = v767;
        const cj_u64 v772 = v749 + v750;
        x_walked6 = v772;
      }
      const cj_u64 v773 = x_walked6;
      const cj_u64 v774 = 8192ull;
      const cj_u64 v775 = v307 - v773;
      const bool v776 = v775 >= v774;
      if (v776) {
        const cj_u64 v777 = v773 + v43;
        const cj_u64 v778 = 4096ull;
        const cj_u64 v779 = v777 + v778;
        const cj_ptr v780 = v705 + v777;
        const cj_u32x4 v781 = *(const cj_u32x4 *)v780;
        const cj_ptr v782 = v705 + v779;
        const cj_u32x4 v783 = *(const cj_u32x4 *)v782;
        const cj_ptr v784 = v706 + v777;
        *(cj_u32x4 *)v784 = v781;
        const cj_ptr v785 = v706 + v779;
        *(cj_u32x4 *)v785 = v783;
        const cj_u64 v786 = v773 + v774;
        x_walked6 = v786;
      }
      const cj_u64 v787 = x_walked6;
      const cj_u64 v788 = 4096ull;
      const cj_u64 v789 = v307 - v787;
      const bool v790 = v789 >= v788;
      if (v790) {
        const cj_u64 v791 = v787 + v43;
        const cj_ptr v792 = v705 + v791;
        const cj_u32x4 v793 = *(const cj_u32x4 *)v792;
        const cj_ptr v794 = v706 + v791;
        *(cj_u32x4 *)v794 = v793;
        const cj_u64 v795 = v787 + v788;
        x_walked6 = v795;
      }
      const cj_u64 v796 = 4096ull;
      const cj_u64 v797 = x_walked6;
      const cj_u64 v798 = v797 + v43;
      for (cj_u64 v799 = v798; v799 < v307; v799 += v796) {
        const cj_ptr v800 = v705 + v799;
        const cj_u32x4 v801 = *(const cj_u32x4 *)v800;
        const cj_ptr v802 = v706 + v799;
        *(cj_u32x4 *)v802 = v801;
      }
      const cj_ptr v803 = v165 + v304;
      const cj_ptr v804 = v162 + v312;
      const cj_u64 v805 = 32768ull;
      const cj_u64 v806 = v307 / v805;
      const cj_u64 v807 = v806 * v805;
      for (cj_u64 v808 = v43; v808 < v807; v808 += v805) {
        const cj_u64 v809 = 4096ull;
        const cj_u64 v810 = v808 + v809;
        const cj_u64 v811 = 8192ull;
        const cj_u64 v812 = v808 + v811;
        const cj_u64 v813 = 12288ull;
        const cj_u64 v814 = v808 + v813;
        const cj_u64 v815 = 16384ull;
        const cj_u64 v816 = v808 + v815;
        const cj_u64 v817 = 20480ull;
        const cj_u64 v818 = v808 + v817;
        const cj_u64 v819 = 24576ull;
        const cj_u64 v820 = v808 + v819;
        const cj_u64 v821 = 28672ull;
        const cj_u64 v822 = v808 + v821;
        const cj_ptr v823 = v803 + v808;
        const cj_u32x4 v824 = *(const cj_u32x4 *)v823;
        const cj_ptr v825 = v803 + v810;
        const cj_u32x4 v826 = *(const cj_u32x4 *)v825;
        const cj_ptr v827 = v803 + v812;
        const cj_u32x4 v828 = *(const cj_u32x4 *)v827;
        const cj_ptr v829 = v803 + v814;
        const cj_u32x4 v830 = *(const cj_u32x4 *)v829;
        const cj_ptr v831 = v803 + v816;
        const cj_u32x4 v832 = *(const cj_u32x4 *)v831;
        const cj_ptr v833 = v803 + v818;
        const cj_u32x4 v834 = *(const cj_u32x4 *)v833;
        const cj_ptr v835 = v803 + v820;
        const cj_u32x4 v836 = *(const cj_u32x4 *)v835;
        const cj_ptr v837 = v803 + v822;
        const cj_u32x4 v838 = *(const cj_u32x4 *)v837;
        const cj_ptr v839 = v804 + v808;
        *(cj_u32x4 *)v839 = v824;
        const cj_ptr v840 = v804 + v810;
        *(cj_u32x4 *)v840 = v826;
        const cj_ptr v841 = v804 + v812;
        *(cj_u32x4 *)v841 = v828;
        const cj_ptr v842 = v804 + v814;
        *(cj_u32x4 *)v842 = v830;
        const cj_ptr v843 = v804 + v816;
        *(cj_u32x4 *)v843 = v832;
        const cj_ptr v844 = v804 + v818;
        *(cj_u32x4 *)v844 = v834;
        const cj_ptr v845 = v804 + v820;
        *(cj_u32x4 *)v845 = v836;
        const cj_ptr v846 = v804 + v822;
        *(cj_u32x4 *)v846 = v838;
      }
      x_walked7 = v807;
      const cj_u64 v847 = x_walked7;
      const cj_u64 v848 = 16384ull;
      const cj_u64 v849 = v307 - v847;
      const bool v850 = v849 >= v848;
      if (v850) {
        const cj_u64 v851 = v847 + v43;
        const cj_u64 v852 = 4096ull;
        const cj_u64 v853 = v851 + v852;
        const cj_u64 v854 = 8192ull;
        const cj_u64 v855 = v851 + v854;
        const cj_u64 v856 = 12288ull;
        const cj_u64 v857 = v851 + v856;
        const cj_ptr v858 = v803 + v851;
        const cj_u32x4 v859 = *(const cj_u32x4 *)v858;
        const cj_ptr v860 = v803 + v853;
        const cj_u32x4 v861 = *(const cj_u32x4 *)v860;
        const cj_ptr v862 = v803 + v855;
        const cj_u32x4 v863 = *(const cj_u32x4 *)v862;
        const cj_ptr v864 = v803 + v857;
        const cj_u32x4 v865 = *(const cj_u32x4 *)v864;
        const cj_ptr v866 = v804 + v851;
        *(cj_u32x4 *)v866 = v859;
        const cj_ptr v867 = v804 + v853;
        *(cj_u32x4 *)v867 = v861;
        const cj_ptr v868 = v804 + v855;
        *(cj_u32x4 *)v868 = v863;
        const cj_ptr v869 = v804 + v857;
        *(cj_u32x4 *)v869 = v865;
        const cj_u64 v870 = v847 + v848;
        x_walked7 = v870;
      }
      const cj_u64 v871 = x_walked7;
      const cj_u64 v872 = 8192ull;
      const cj_u64 v873 = v307 - v871;
      const bool v874 = v873 >= v872;
      if (v874) {
        const cj_u64 v875 = v871 + v43;
        const cj_u64 v876 = 4096ull;
        const cj_u64 v877 = v875 + v876;
        const cj_ptr v878 = v803 + v875;
        const cj_u32x4 v879 = *(const cj_u32x4 *)v878;
        const cj_ptr v880 = v803 + v877;
        const cj_u32x4 v881 = *(const cj_u32x4 *)v880;
        const cj_ptr v882 = v804 + v875;
        *(cj_u32x4 *)v882 = v879;
        const cj_ptr v883 = v804 + v877;
        *(cj_u32x4 *)v883 = v881;
        const cj_u64 v884 = v871 + v872;
        x_walked7 = v884;
      }
      const cj_u64 v885 = x_walked7;
      const cj_u64 v886 = 4096ull;
      const cj_u64 v887 = v307 - v885;
      const bool v888 = v887 >= v886;
      if (v888) {
        const cj_u64 v889 = v885 + v43;
        const cj_ptr v890 = v803 + v889;
        const cj_u32x4 v891 = *(const cj_u32x4 *)v890;
        const cj_ptr v892 = v804 + v889;
        *(cj_u32x4 *)v892 = v891;
        const cj_u64 v893 = v885 + v886;
        x_walked7 = v893;
      }
      const cj_u64 v894 = 4096ull;
      const cj_u64 v895 = x_walked7;
      const cj_u64 v896 = v895 + v43;
      for (cj_u64 v897 = v896; v897 < v307; v897 += v894) {
        const cj_ptr v898 = v803 + v897;
        const cj_u32x4 v899 = *(const cj_u32x4 *)v898;
        const cj_ptr v900 = v804 + v897;
        *(cj_u32x4 *)v900 = v899;
      }
      const cj_ptr v901 = v183 + v304;
      const cj_ptr v902 = v180 + v312;
      const cj_u64 v903 = 32768ull;
      const cj_u64 v904 = v307 / v903;
      const cj_u64 v905 = v904 * v903;
      for (cj_u64 v906 = v43; v906 < v905; v906 += v903) {
        const cj_u64 v907 = 4096ull;
        const cj_u64 v908 = v906 + v907;
        const cj_u64 v909 = 8192ull;
        const cj_u64 v910 = v906 + v909;
        const cj_u64 v911 = 12288ull;
        const cj_u64 v912 = v906 + v911;
        const cj_u64 v913 = 16384ull;
        const cj_u64 v914 = v906 + v913;
        const cj_u64 v915 = 20480ull;
        const cj_u64 v916 = v906 + v915;
        const cj_u64 v917 = 24576ull;
        const cj_u64 v918 = v906 + v917;
        const cj_u64 v919 = 28672ull;
        const cj_u64 v920 = v906 + v919;
        const cj_ptr v921 = v901 + v906;
        const cj_u32x4 v922 = *(const cj_u32x4 *)v921;
        const cj_ptr v923 = v901 + v908;
        const cj_u32x4 v924 = *(const cj_u32x4 *)v923;
        const cj_ptr v925 = v901 + v910;
        const cj_u32x4 v926 = *(const cj_u32x4 *)v925;
        const cj_ptr v927 = v901 + v912;
        const cj_u32x4 v928 = *(const cj_u32x4 *)v927;
        const cj_ptr v929 = v901 + v914;
        const cj_u32x4 v930 = *(const cj_u32x4 *)v929;
        const cj_ptr v931 = v901 + v916;
        const cj_u32x4 v932 = *(const cj_u32x4 *)v931;
        const cj_ptr v933 = v901 + v918;
        const cj_u32x4 v934 = *(const cj_u32x4 *)v933;
        const cj_ptr v935 = v901 + v920;
        const cj_u32x4 v936 = *(const cj_u32x4 *)v935;
        const cj_ptr v937 = v902 + v906;
        *(cj_u32x4 *)v937 = v922;
        const cj_ptr v938 = v902 + v908;
        *(cj_u32x4 *)v938 = v924;
        const cj_ptr v939 = v902 + v910;
        *(cj_u32x4 *)v939 = v926;
        const cj_ptr v940 = v902 + v912;
        *(cj_u32x4 *)v940 = v928;
        const cj_ptr v941 = v902 + v914;
        *(cj_u32x4 *)v941 = v930;
        const cj_ptr v942 = v902 + v916;
        *(cj_u32x4 *)v942 = v932;
        const cj_ptr v943 = v902 + v918;
        *(cj_u32x4 *)v943 = v934;
        const cj_ptr v944 = v902 + v920;
        *(cj_u32x4 *)v944 = v936;
      }
      x_walked8 = v905;
      const cj_u64 v945 = x_walked8;
      const cj_u64 v946 = 16384ull;
      const cj_u64 v947 = v307 - v945;
      const bool v948 = v947 >= v946;
      if (v948) {
        const cj_u64 v949 = v945 + v43;
        const cj_u64 v950 = 4096ull;
        const cj_u64 v951 = v949 + v950;
        const cj_u64 v952 = 8192ull;
        const cj_u64 v953 = v949 + v952;
        const cj_u64 v954 = 12288ull;
        const cj_u64 v955 = v949 + v954;
        const cj_ptr v956 = v901 + v949;
        const cj_u32x4 v957 = *(const cj_u32x4 *)v956;
        const cj_ptr v958 = v901 + v951;
        const cj_u32x4 v959 = *(const cj_u32x4 *)v958;
        const cj_ptr v960 = v901 + v953;
        const cj_u32x4 v961 = *(const cj_u32x4 *)v960;
        const cj_ptr v962 = v901 + v955;
        const cj_u32x4 v963 = *(const cj_u32x4 *)v962;
        const cj_ptr v964 = v902 + v949;
        *(cj_u32x4 *)v964 = v957;
        const cj_ptr v965 = v902 + v951;
        *(cj_u32x4 *)v965 = v959;
        const cj_ptr v966 = v902 + v953;
        *(cj_u32x4 *)v966 = v961;
        const cj_ptr v967 = v902 + v955;
        *(cj_u32x4 *)v967 = v963;
        const cj_u64 v968 = v945 + v946;
        x_walked8 = v968;
      }
      const cj_u64 v969 = x_walked8;
      const cj_u64 v970 = 8192ull;
      const cj_u64 v971 = v307 - v969;
      const bool v972 = v971 >= v970;
      if (v972) {
        const cj_u64 v973 = v969 + v43;
        const cj_u64 v974 = 4096ull;
        const cj_u64 v975 = v973 + v974;
        const cj_ptr v976 = v901 + v973;
        const cj_u32x4 v977 = *(const cj_u32x4 *)v976;
        const cj_ptr v978 = v901 + v975;
        const cj_u32x4 v979 = *(const cj_u32x4 *)v978;
        const cj_ptr v980 = v902 + v973;
        *(cj_u32x4 *)v980 = v977;
        const cj_ptr v981 = v902 + v975;
        *(cj_u32x4 *)v981 = v979;
        const cj_u64 v982 = v969 + v970;
        x_walked8 = v982;
      }
      const cj_u64 v983 = x_walked8;
      const cj_u64 v984 = 4096ull;
      const cj_u64 v985 = v307 - v983;
      const bool v986 = v985 >= v984;
      if (v986) {
        const cj_u64 v987 = v983 + v43;
        const cj_ptr v988 = v901 + v987;
        const cj_u32x4 v989 = *(const cj_u32x4 *)v988;
        const cj_ptr v990 = v902 + v987;
        *(cj_u32x4 *)v990 = v989;
        const cj_u64 v991 = v983 + v984;
        x_walked8 = v991;
      }
      const cj_u64 v992 = 4096ull;
      const cj_u64 v993 = x_walked8;
      const cj_u64 v994 = v993 + v43;
      for (cj_u64 v995 = v994; v995 < v307; v995 += v992) {
        const cj_ptr v996 = v901 + v995;
        const cj_u32x4 v997 = *(const cj_u32x4 *)v996;
        const cj_ptr v998 = v902 + v995;
        *(cj_u32x4 *)v998 = v997;
      }
    }
    // round l-2 (arrived: waited for last round): reduce, while the sends drain
    const cj_u64 v999 = 2ull;
    const bool v1000 = v296 >= v999;
    if (v1000) {
      const cj_u64 v1001 = 2ull;
      const cj_u64 v1002 = v296 - v1001;
      const cj_u64 v1003 = (cj_u64)v10;
      const cj_u64 v1004 = (cj_u64)v12;
      const cj_u64 v1005 = v1002 * v1003;
      const cj_u64 v1006 = v1005 + v1004;
      const cj_u64 v1007 = v1006 * v34;
      const cj_u64 v1008 = (v20 > v1007 ? v20 : v1007);
      const cj_u64 v1009 = v1008 - v1007;
      const cj_u64 v1010 = (v1009 < v34 ? v1009 : v34);
      const cj_u32 v1011 = 2u;
      const cj_u32 v1012 = v298 - v1011;
      const cj_u32 v1013 = 3u;
      const cj_u32 v1014 = v1012 & v1013;
      const cj_u64 v1015 = 0xe00000ull;
      const cj_u64 v1016 = (cj_u64)v1014;
      const cj_u64 v1017 = v1016 * v1015;
      const cj_ptr v1018 = v186 + v1007;
      const cj_ptr v1019 = v199 + v1017;
      const cj_ptr v1020 = v195 ? v1018 : v1019;
      const cj_ptr v1021 = v212 + v1017;
      const cj_ptr v1022 = v208 ? v1018 : v1021;
      const cj_ptr v1023 = v225 + v1017;
      const cj_ptr v1024 = v221 ? v1018 : v1023;
      const cj_ptr v1025 = v238 + v1017;
      const cj_ptr v1026 = v234 ? v1018 : v1025;
      const cj_ptr v1027 = v251 + v1017;
      const cj_ptr v1028 = v247 ? v1018 : v1027;
      const cj_ptr v1029 = v264 + v1017;
      const cj_ptr v1030 = v260 ? v1018 : v1029;
      const cj_ptr v1031 = v277 + v1017;
      const cj_ptr v1032 = v273 ? v1018 : v1031;
      const cj_ptr v1033 = v290 + v1017;
      const cj_ptr v1034 = v286 ? v1018 : v1033;
      const cj_ptr v1035 = v4 + v1007;
      const cj_u64 v1036 = 4096ull;
      const cj_u64 v1037 = v1010 / v1036;
      const cj_u64 v1038 = v1037 * v1036;
      for (cj_u64 v1039 = v43; v1039 < v1038; v1039 += v1036) {
        const cj_ptr v1040 = v1020 + v1039;
        const cj_u32x4 v1041 = *(const cj_u32x4 *)v1040;
        const cj_ptr v1042 = v1022 + v1039;
        const cj_u32x4 v1043 = *(const cj_u32x4 *)v1042;
        const cj_ptr v1044 = v1024 + v1039;
        const cj_u32x4 v1045 = *(const cj_u32x4 *)v1044;
        const cj_ptr v1046 = v1026 + v1039;
        const cj_u32x4 v1047 = *(const cj_u32x4 *)v1046;
        const cj_ptr v1048 = v1028 + v1039;
        const cj_u32x4 v1049 = *(const cj_u32x4 *)v1048;
        const cj_ptr v1050 = v1030 + v1039;
        const cj_u32x4 v1051 = *(const cj_u32x4 *)v1050;
        const cj_ptr v1052 = v1032 + v1039;
        const cj_u32x4 v1053 = *(const cj_u32x4 *)v1052;
        const cj_ptr v1054 = v1034 + v1039;
        const cj_u32x4 v1055 = *(const cj_u32x4 *)v1054;
        const cj_u32 v1056 = v1041.x;
        const cj_u32 v1057 = v1043.x;
        const cj_u32 v1058 = v1045.x;
        const cj_u32 v1059 = v1047.x;
        const cj_u32 v1060 = v1049.x;
        const cj_u32 v1061 = v1051.x;
        const cj_u32 v1062 = v1053.x;
        const cj_u32 v1063 = v1055.x;
        const cj_u16 v1064 = (cj_u16)v1056;
        const cj_u16 v1065 = v1064;
        const float v1066 = cj_f16_to_f32(v1065);
        const cj_u16 v1067 = (cj_u16)v1057;
        const cj_u16 v1068 = v1067;
        const float v1069 = cj_f16_to_f32(v1068);
        const float v1070 = v1066 + v1069;
        const cj_u16 v1071 = (cj_u16)v1058;
        const cj_u16 v1072 = v1071;
        const float v1073 = cj_f16_to_f32(v1072);
        const float v1074 = v1070 + v1073;
        const cj_u16 v1075 = (cj_u16)v1059;
        const cj_u16 v1076 = v1075;
        const float v1077 = cj_f16_to_f32(v1076);
        const float v1078 = v1074 + v1077;
        const cj_u16 v1079 = (cj_u16)v1060;
        const cj_u16 v1080 = v1079;
        const float v1081 = cj_f16_to_f32(v1080);
        const float v1082 = v1078 + v1081;
        const cj_u16 v1083 = (cj_u16)v1061;
        const cj_u16 v1084 = v1083;
        const float v1085 = cj_f16_to_f32(v1084);
        const float v1086 = v1082 + v1085;
        const cj_u16 v1087 = (cj_u16)v1062;
        const cj_u16 v1088 = v1087;
        const float v1089 = cj_f16_to_f32(v1088);
        const float v1090 = v1086 + v1089;
        const cj_u16 v1091 = (cj_u16)v1063;
        const cj_u16 v1092 = v1091;
        const float v1093 = cj_f16_to_f32(v1092);
        const float v1094 = v1090 + v1093;
        const cj_u16 v1095 = cj_f32_to_f16(v1094);
        const cj_u16 v1096 = v1095;
        const cj_u32 v1097 = (cj_u32)v1096;
        const cj_u32 v1098 = 16u;
        const cj_u32 v1099 = v1056 >> v1098;
        const cj_u16 v1100 = (cj_u16)v1099;
        const cj_u16 v1101 = v1100;
        const float v1102 = cj_f16_to_f32(v1101);
        const cj_u32 v1103 = 16u;
        const cj_u32 v1104 = v1057 >> v1103;
        const cj_u16 v1105 = (cj_u16)v1104;
        const cj_u16 v1106 = v1105;
        const float v1107 = cj_f16_to_f32(v1106);
        const float v1108 = v1102 + v1107;
        const cj_u32 v1109 = 16u;
        const cj_u32 v1110 = v1058 >> v1109;
        const cj_u16 v1111 = (cj_u16)v1110;
        const cj_u16 v1112 = v1111;
        const float v1113 = cj_f16_to_f32(v1112);
        const float v1114 = v1108 + v1113;
        const cj_u32 v1115 = 16u;
        const cj_u32 v1116 = v1059 >> v1115;
        const cj_u16 v1117 = (cj_u16)v1116;
        const cj_u16 v1118 = v1117;
        const float v1119 = cj_f16_to_f32(v1118);
        const float v1120 = v1114 + v1119;
        const cj_u32 v1121 = 16u;
        const cj_u32 v1122 = v1060 >> v1121;
        const cj_u16 v1123 = (cj_u16)v1122;
        const cj_u16 v1124 = v1123;
        const float v1125 = cj_f16_to_f32(v1124);
        const float v1126 = v1120 + v1125;
        const cj_u32 v1127 = 16u;
        const cj_u32 v1128 = v1061 >> v1127;
        const cj_u16 v1129 = (cj_u16)v1128;
        const cj_u16 v1130 = v1129;
        const float v1131 = cj_f16_to_f32(v1130);
        const float v1132 = v1126 + v1131;
        const cj_u32 v1133 = 16u;
        const cj_u32 v1134 = v1062 >> v1133;
        const cj_u16 v1135 = (cj_u16)v1134;
        const cj_u16 v1136 = v1135;
        const float v1137 = cj_f16_to_f32(v1136);
        const float v1138 = v1132 + v1137;
        const cj_u32 v1139 = 16u;
        const cj_u32 v1140 = v1063 >> v1139;
        const cj_u16 v1141 = (cj_u16)v1140;
        const cj_u16 v1142 = v1141;
        const float v1143 = cj_f16_to_f32(v1142);
        const float v1144 = v1138 + v1143;
        const cj_u16 v1145 = cj_f32_to_f16(v1144);
        const cj_u16 v1146 = v1145;
        const cj_u32 v1147 = (cj_u32)v1146;
        const cj_u32 v1148 = 16u;
        const cj_u32 v1149 = v1147 << v1148;
        const cj_u32 v1150 = v1097 | v1149;
        const cj_u32x4 v1151 = cj_splat_u32x4(v1150);
        const cj_u32 v1152 = v1041.y;
        const cj_u32 v1153 = v1043.y;
        const cj_u32 v1154 = v1045.y;
        const cj_u32 v1155 = v1047.y;
        const cj_u32 v1156 = v1049.y;
        const cj_u32 v1157 = v1051.y;
        const cj_u32 v1158 = v1053.y;
        const cj_u32 v1159 = v1055.y;
        const cj_u16 v1160 = (cj_u16)v1152;
        const cj_u16 v1161 = v1160;
        const float v1162 = cj_f16_to_f32(v1161);
        const cj_u16 v1163 = (cj_u16)v1153;
        const cj_u16 v1164 = v1163;
        const float v1165 = cj_f16_to_f32(v1164);
        const float v1166 = v1162 + v1165;
        const cj_u16 v1167 = (cj_u16)v1154;
        const cj_u16 v1168 = v1167;
        const float v1169 = cj_f16_to_f32(v1168);
        const float v1170 = v1166 + v1169;
        const cj_u16 v1171 = (cj_u16)v1155;
        const cj_u16 v1172 = v1171;
        const float v1173 = cj_f16_to_f32(v1172);
        const float v1174 = v1170 + v1173;
        const cj_u16 v1175 = (cj_u16)v1156;
        const cj_u16 v1176 = v1175;
        const float v1177 = cj_f16_to_f32(v1176);
        const float v1178 = v1174 + v1177;
        const cj_u16 v1179 = (cj_u16)v1157;
        const cj_u16 v1180 = v1179;
        const float v1181 = cj_f16_to_f32(v1180);
        const float v1182 = v1178 + v1181;
        const cj_u16 v1183 = (cj_u16)v1158;
        const cj_u16 v1184 = v1183;
        const float v1185 = cj_f16_to_f32(v1184);
        const float v1186 = v1182 + v1185;
        const cj_u16 v1187 = (cj_u16)v1159;
        const cj_u16 v1188 = v1187;
        const float v1189 = cj_f16_to_f32(v1188);
        const float v1190 = v1186 + v1189;
        const cj_u16 v1191 = cj_f32_to_f16(v1190);
        const cj_u16 v1192 = v1191;
        const cj_u32 v1193 = (cj_u32)v1192;
        const cj_u32 v1194 = 16u;
        const cj_u32 v1195 = v1152 >> v1194;
        const cj_u16 v1196 = (cj_u16)v1195;
        const cj_u16 v1197 = v1196;
        const float v1198 = cj_f16_to_f32(v1197);
        const cj_u32 v1199 = 16u;
        const cj_u32 v1200 = v1153 >> v1199;
        const cj_u16 v1201 = (cj_u16)v1200;
        const cj_u16 v1202 = v1201;
        const float v1203 = cj_f16_to_f32(v1202);
        const float v1204 = v1198 + v1203;
        const cj_u32 v1205 = 16u;
        const cj_u32 v1206 = v1154 >> v1205;
        const cj_u16 v1207 = (cj_u16)v1206;
        const cj_u16 v1208 = v1207;
        const float v1209 = cj_f16_to_f32(v1208);
        const float v1210 = v1204 + v1209;
        const cj_u32 v1211 = 16u;
        const cj_u32 v1212 = v1155 >> v1211;
        const cj_u16 v1213 = (cj_u16)v1212;
        const cj_u16 v1214 = v1213;
        const float v1215 = cj_f16_to_f32(v1214);
        const float v1216 = v1210 + v1215;
        const cj_u32 v1217 = 16u;
        const cj_u32 v1218 = v1156 >> v1217;
        const cj_u16 v1219 = (cj_u16)v1218;
        const cj_u16 v1220 = v1219;
        const float v1221 = cj_f16_to_f32(v1220);
        const float v1222 = v1216 + v1221;
        const cj_u32 v1223 = 16u;
        const cj_u32 v1224 = v1157 >> v1223;
        const cj_u16 v1225 = (cj_u16)v1224;
        const cj_u16 v1226 = v1225;
        const float v1227 = cj_f16_to_f32(v1226);
        const float v1228 = v1222 + v1227;
        const cj_u32 v1229 = 16u;
        const cj_u32 v1230 = v1158 >> v1229;
        const cj_u16 v1231 = (cj_u16)v1230;
        const cj_u16 v1232 = v1231;
        const float v1233 = cj_f16_to_f32(v1232);
        const float v1234 = v1228 + v1233;
        const cj_u32 v1235 = 16u;
        const cj_u32 v1236 = v1159 >> v1235;
        const cj_u16 v1237 = (cj_u16)v1236;
        const cj_u16 v1238 = v1237;
        const float v1239 = cj_f16_to_f32(v1238);
        const float v1240 = v1234 + v1239;
        const cj_u16 v1241 = cj_f32_to_f16(v1240);
        const cj_u16 v1242 = v1241;
        const cj_u32 v1243 = (cj_u32)v1242;
        const cj_u32 v1244 = 16u;
        const cj_u32 v1245 = v1243 << v1244;
        const cj_u32 v1246 = v1193 | v1245;
        cj_u32x4 v1247 = v1151;
        v1247.y = v1246;
        const cj_u32 v1248 = v1041.z;
        const cj_u32 v1249 = v1043.z;
        const cj_u32 v1250 = v1045.z;
        const cj_u32 v1251 = v1047.z;
        const cj_u32 v1252 = v1049.z;
        const cj_u32 v1253 = v1051.z;
        const cj_u32 v1254 = v1053.z;
        const cj_u32 v1255 = v1055.z;
        const cj_u16 v1256 = (cj_u16)v1248;
        const cj_u16 v1257 = v1256;
        const float v1258 = cj_f16_to_f32(v1257);
        const cj_u16 v1259 = (cj_u16)v1249;
        const cj_u16 v1260 = v1259;
        const float v1261 = cj_f16_to_f32(v1260);
        const float v1262 = v1258 + v1261;
        const cj_u16 v1263 = (cj_u16)v1250;
        const cj_u16 v1264 = v1263;
        const float v1265 = cj_f16_to_f32(v1264);
        const float v1266 = v1262 + v1265;
        const cj_u16 v1267 = (cj_u16)v1251;
        const cj_u16 v1268 = v1267;
        const float v1269 = cj_f16_to_f32(v1268);
        const float v1270 = v1266 + v1269;
        const cj_u16 v1271 = (cj_u16)v1252;
        const cj_u16 v1272 = v1271;
        const float v1273 = cj_f16_to_f32(v1272);
        const float v1274 = v1270 + v1273;
        const cj_u16 v1275 = (cj_u16)v1253;
        const cj_u16 v1276 = v1275;
        const float v1277 = cj_f16_to_f32(v1276);
        const float v1278 = v1274 + v1277;
        const cj_u16 v1279 = (cj_u16)v1254;
        const cj_u16 v1280 = v1279;
        const float v1281 = cj_f16_to_f32(v1280);
        const float v1282 = v1278 + v1281;
        const cj_u16 v1283 = (cj_u16)v1255;
        const cj_u16 v1284 = v1283;
        const float v1285 = cj_f16_to_f32(v1284);
        const float v1286 = v1282 + v1285;
        const cj_u16 v1287 = cj_f32_to_f16(v1286);
        const cj_u16 v1288 = v1287;
        const cj_u32 v1289 = (cj_u32)v1288;
        const cj_u32 v1290 = 16u;
        const cj_u32 v1291 = v1248 >> v1290;
        const cj_u16 v1292 = (cj_u16)v1291;
        const cj_u16 v1293 = v1292;
        const float v1294 = cj_f16_to_f32(v1293);
        const cj_u32 v1295 = 16u;
        const cj_u32 v1296 = v1249 >> v1295;
        const cj_u16 v1297 = (cj_u16)v1296;
        const cj_u16 v1298 = v1297;
        const float v1299 = cj_f16_to_f32(v1298);
        const float v1300 = v1294 + v1299;
        const cj_u32 v1301 = 16u;
        const cj_u32 v1302 = v1250 >> v1301;
        const cj_u16 v1303 = (cj_u16)v1302;
        const cj_u16 v1304 = v1303;
        const float v1305 = cj_f16_to_f32(v1304);
        const float v1306 = v1300 + v1305;
        const cj_u32 v1307 = 16u;
        const cj_u32 v1308 = v1251 >> v1307;
        const cj_u16 v1309 = (cj_u16)v1308;
        const cj_u16 v1310 = v1309;
        const float v1311 = cj_f16_to_f32(v1310);
        const float v1312 = v1306 + v1311;
        const cj_u32 v1313 = 16u;
        const cj_u32 v1314 = v1252 >> v1313;
        const cj_u16 v1315 = (cj_u16)v1314;
        const cj_u16 v1316 = v1315;
        const float v1317 = cj_f16_to_f32(v1316);
        const float v1318 = v1312 + v1317;
        const cj_u32 v1319 = 16u;
        const cj_u32 v1320 = v1253 >> v1319;
        const cj_u16 v1321 = (cj_u16)v1320;
        const cj_u16 v1322 = v1321;
        const float v1323 = cj_f16_to_f32(v1322);
        const float v1324 = v1318 + v1323;
        const cj_u32 v1325 = 16u;
        const cj_u32 v1326 = v1254 >> v1325;
        const cj_u16 v1327 = (cj_u16)v1326;
        const cj_u16 v1328 = v1327;
        const float v1329 = cj_f16_to_f32(v1328);
        const float v1330 = v1324 + v1329;
        const cj_u32 v1331 = 16u;
        const cj_u32 v1332 = v1255 >> v1331;
        const cj_u16 v1333 = (cj_u16)v1332;
        const cj_u16 v1334 = v1333;
        const float v1335 = cj_f16_to_f32(v1334);
        const float v1336 = v1330 + v1335;
        const cj_u16 v1337 = cj_f32_to_f16(v1336);
        const cj_u16 v1338 = v1337;
        const cj_u32 v1339 = (cj_u32)v1338;
        const cj_u32 v1340 = 16u;
        const cj_u32 v1341 = v1339 << v1340;
        const cj_u32 v1342 = v1289 | v1341;
        cj_u32x4 v1343 = v1247;
        v1343.z = v1342;
        const cj_u32 v1344 = v1041.w;
        const cj_u32 v1345 = v1043.w;
        const cj_u32 v1346 = v1045.w;
        const cj_u32 v1347 = v1047.w;
        const cj_u32 v1348 = v1049.w;
        const cj_u32 v1349 = v1051.w;
        const cj_u32 v1350 = v1053.w;
        const cj_u32 v1351 = v1055.w;
        const cj_u16 v1352 = (cj_u16)v1344;
        const cj_u16 v1353 = v1352;
        const float v1354 = cj_f16_to_f32(v1353);
        const cj_u16 v1355 = (cj_u16)v1345;
        const cj_u16 v1356 = v1355;
        const float v1357 = cj_f16_to_f32(v1356);
        const float v1358 = v1354 + v1357;
        const cj_u16 v1359 = (cj_u16)v1346;
        const cj_u16 v1360 = v1359;
        const float v1361 = cj_f16_to_f32(v1360);
        const float v1362 = v1358 + v1361;
        const cj_u16 v1363 = (cj_u16)v1347;
        const cj_u16 v1364 = v1363;
        const float v1365 = cj_f16_to_f32(v1364);
        const float v1366 = v1362 + v1365;
        const cj_u16 v1367 = (cj_u16)v1348;
        const cj_u16 v1368 = v1367;
        const float v1369 = cj_f16_to_f32(v1368);
        const float v1370 = v1366 + v1369;
        const cj_u16 v1371 = (cj_u16)v1349;
        const cj_u16 v1372 = v1371;
        const float v1373 = cj_f16_to_f32(v1372);
        const float v1374 = v1370 + v1373;
        const cj_u16 v1375 = (cj_u16)v1350;
        const cj_u16 v1376 = v1375;
        const float v1377 = cj_f16_to_f32(v1376);
        const float v1378 = v1374 + v1377;
        const cj_u16 v1379 = (cj_u16)v1351;
        const cj_u16 v1380 = v1379;
        const float v1381 = cj_f16_to_f32(v1380);
        const float v1382 = v1378 + v1381;
        const cj_u16 v1383 = cj_f32_to_f16(v1382);
        const cj_u16 v1384 = v1383;
        const cj_u32 v1385 = (cj_u32)v1384;
        const cj_u32 v1386 = 16u;
        const cj_u32 v1387 = v1344 >> v1386;
        const cj_u16 v1388 = (cj_u16)v1387;
        const cj_u16 v1389 = v1388;
        const float v1390 = cj_f16_to_f32(v1389);
        const cj_u32 v1391 = 16u;
        const cj_u32 v1392 = v1345 >> v1391;
        const cj_u16 v1393 = (cj_u16)v1392;
        const cj_u16 v1394 = v1393;
        const float v1395 = cj_f16_to_f32(v1394);
        const float v1396 = v1390 + v1395;
        const cj_u32 v1397 = 16u;
        const cj_u32 v1398 = v1346 >> v1397;
        const cj_u16 v1399 = (cj_u16)v1398;
        const cj_u16 v1400 = v1399;
        const float v1401 = cj_f16_to_f32(v1400);
        const float v1402 = v1396 + v1401;
        const cj_u32 v1403 = 16u;
        const cj_u32 v1404 = v1347 >> v1403;
        const cj_u16 v1405 = (cj_u16)v1404;
        const cj_u16 v1406 = v1405;
        const float v1407 = cj_f16_to_f32(v1406);
        const float v1408 = v1402 + v1407;
        const cj_u32 v1409 = 16u;
        const cj_u32 v1410 = v1348 >> v1409;
        const cj_u16 v1411 = (cj_u16)v1410;
        const cj_u16 v1412 = v1411;
        const float v1413 = cj_f16_to_f32(v1412);
        const float v1414 = v1408 + v1413;
        const cj_u32 v1415 = 16u;
        const cj_u32 v1416 = v1349 >> v1415;
        const cj_u16 v1417 = (cj_u16)v1416;
        const cj_u16 v1418 = v1417;
        const float v1419 = cj_f16_to_f32(v1418);
        const float v1420 = v1414 + v1419;
        const cj_u32 v1421 = 16u;
        const cj_u32 v1422 = v1350 >> v1421;
        const cj_u16 v1423 = (cj_u16)v1422;
        const cj_u16 v1424 = v1423;
        const float v1425 = cj_f16_to_f32(v1424);
        const float v1426 = v1420 + v1425;
        const cj_u32 v1427 = 16u;
        const cj_u32 v1428 = v1351 >> v1427;
        const cj_u16 v1429 = (cj_u16)v1428;
        const cj_u16 v1430 = v1429;
        const float v1431 = cj_f16_to_f32(v1430);
        const float v1432 = v1426 + v1431;
        const cj_u16 v1433 = cj_f32_to_f16(v1432);
        const cj_u16 v1434 = v1433;
        const cj_u32 v1435 = (cj_u32)v1434;
        const cj_u32 v1436 = 16u;
        const cj_u32 v1437 = v1435 << v1436;
        const cj_u32 v1438 = v1385 | v1437;
        cj_u32x4 v1439 = v1343;
        v1439.w = v1438;
        const cj_ptr v1440 = v1035 + v1039;
        *(cj_u32x4 *)v1440 = v1439;
      }
      x_walked9 = v1038;
      const cj_u64 v1441 = 4096ull;
      const cj_u64 v1442 = x_walked9;
      const cj_u64 v1443 = v1442 + v43;
      for (cj_u64 v1444 = v1443; v1444 < v1010; v1444 += v1441) {
        const cj_ptr v1445 = v1020 + v1444;
        const cj_u32x4 v1446 = *(const cj_u32x4 *)v1445;
        const cj_ptr v1447 = v1022 + v1444;
        const cj_u32x4 v1448 = *(const cj_u32x4 *)v1447;
        const cj_ptr v1449 = v1024 + v1444;
        const cj_u32x4 v1450 = *(const cj_u32x4 *)v1449;
        const cj_ptr v1451 = v1026 + v1444;
        const cj_u32x4 v1452 = *(const cj_u32x4 *)v1451;
        const cj_ptr v1453 = v1028 + v1444;
        const cj_u32x4 v1454 = *(const cj_u32x4 *)v1453;
        const cj_ptr v1455 = v1030 + v1444;
        const cj_u32x4 v1456 = *(const cj_u32x4 *)v1455;
        const cj_ptr v1457 = v1032 + v1444;
        const cj_u32x4 v1458 = *(const cj_u32x4 *)v1457;
        const cj_ptr v1459 = v1034 + v1444;
        const cj_u32x4 v1460 = *(const cj_u32x4 *)v1459;
        const cj_u32 v1461 = v1446.x;
        const cj_u32 v1462 = v1448.x;
        const cj_u32 v1463 = v1450.x;
        const cj_u32 v1464 = v1452.x;
        const cj_u32 v1465 = v1454.x;
        const cj_u32 v1466 = v1456.x;
        const cj_u32 v1467 = v1458.x;
        const cj_u32 v1468 = v1460.x;
        const cj_u16 v1469 = (cj_u16)v1461;
        const cj_u16 v1470 = v1469;
        const float v1471 = cj_f16_to_f32(v1470);
        const cj_u16 v1472 = (cj_u16)v1462;
        const cj_u16 v1473 = v1472;
        const float v1474 = cj_f16_to_f32(v1473);
        const float v1475 = v1471 + v1474;
        const cj_u16 v1476 = (cj_u16)v1463;
        const cj_u16 v1477 = v1476;
        const float v1478 = cj_f16_to_f32(v1477);
        const float v1479 = v1475 + v1478;
        const cj_u16 v1480 = (cj_u16)v1464;
        const cj_u16 v1481 = v1480;
        const float v1482 = cj_f16_to_f32(v1481);
        const float v1483 = v1479 + v1482;
        const cj_u16 v1484 = (cj_u16)v1465;
        const cj_u16 v1485 = v1484;
        const float v1486 = cj_f16_to_f32(v1485);
        const float v1487 = v1483 + v1486;
        const cj_u16 v1488 = (cj_u16)v1466;
        const cj_u16 v1489 = v1488;
        const float v1490 = cj_f16_to_f32(v1489);
        const float v1491 = v1487 + v1490;
        const cj_u16 v1492 = (cj_u16)v1467;
        const cj_u16 v1493 = v1492;
        const float v1494 = cj_f16_to_f32(v1493);
        const float v1495 = v1491 + v1494;
        const cj_u16 v1496 = (cj_u16)v1468;
        const cj_u16 v1497 = v1496;
        const float v1498 = cj_f16_to_f32(v1497);
        const float v1499 = v1495 + v1498;
        const cj_u16 v1500 = cj_f32_to_f16(v1499);
        const cj_u16 v1501 = v1500;
        const cj_u32 v1502 = (cj_u32)v1501;
        const cj_u32 v1503 = 16u;
        const cj_u32 v1504 = v1461 >> v1503;
        const cj_u16 v1505 = (cj_u16)v1504;
        const cj_u16 v1506 = v1505;
        const float v1507 = cj_f16_to_f32(v1506);
        const cj_u32 v1508 = 16u;
        const cj_u32 v1509 = v1462 >> v1508;
        const cj_u16 v1510 = (cj_u16)v1509;
        const cj_u16 v1511 = v1510;
        const float v1512 = cj_f16_to_f32(v1511);
        const float v1513 = v1507 + v1512;
        const cj_u32 v1514 = 16u;
        const cj_u32 v1515 = v1463 >> v1514;
        const cj_u16 v1516 = (cj_u16)v1515;
        const cj_u16 v1517 = v1516;
        const float v1518 = cj_f16_to_f32(v1517);
        const float v1519 = v1513 + v1518;
        const cj_u32 v1520 = 16u;
        const cj_u32 v1521 = v1464 >> v1520;
        const cj_u16 v1522 = (cj_u16)v1521;
        const cj_u16 v1523 = v1522;
        const float v1524 = cj_f16_to_f32(v1523);
        const float v1525 = v1519 + v1524;
        const cj_u32 v1526 = 16u;
        const cj_u32 v1527 = v1465 >> v1526;
        const cj_u16 v1528 = (cj_u16)v1527;
        const cj_u16 v1529 = v1528;
        const float v1530 = cj_f16_to_f32(v1529);
        const float v1531 = v1525 + v1530;
        const cj_u32 v1532 = 16u;
        const cj_u32 v1533 = v1466 >> v1532;
        const cj_u16 v1534 = (cj_u16)v1533;
        const cj_u16 v1535 = v1534;
        const float v1536 = cj_f16_to_f32(v1535);
        const float v1537 = v1531 + v1536;
        const cj_u32 v1538 = 16u;
        const cj_u32 v1539 = v1467 >> v1538;
        const cj_u16 v1540 = (cj_u16)v1539;
        const cj_u16 v1541 = v1540;
        const float v1542 = cj_f16_to_f32(v1541);
        const float v1543 = v1537 + v1542;
        const cj_u32 v1544 = 16u;
        const cj_u32 v1545 = v1468 >> v1544;
        const cj_u16 v1546 = (cj_u16)v1545;
        const cj_u16 v1547 = v1546;
        const float v1548 = cj_f16_to_f32(v1547);
        const float v1549 = v1543 + v1548;
        const cj_u16 v1550 = cj_f32_to_f16(v1549);
        const cj_u16 v1551 = v1550;
        const cj_u32 v1552 = (cj_u32)v1551;
        const cj_u32 v1553 = 16u;
        const cj_u32 v1554 = v1552 << v1553;
        const cj_u32 v1555 = v1502 | v1554;
        const cj_u32x4 v1556 = cj_splat_u32x4(v1555);
        const cj_u32 v1557 = v1446.y;
        const cj_u32 v1558 = v1448.y;
        const cj_u32 v1559 = v1450.y;
        const cj_u32 v1560 = v1452.y;
        const cj_u32 v1561 = v1454.y;
        const cj_u32 v1562 = v1456.y;
        const cj_u32 v1563 = v1458.y;
        const cj_u32 v1564 = v1460.y;
        const cj_u16 v1565 = (cj_u16)v1557;
        const cj_u16 v1566 = v1565;
        const float v1567 = cj_f16_to_f32(v1566);
        const cj_u16 v1568 = (cj_u16)v1558;
        const cj_u16 v1569 = v1568;
        const float v1570 = cj_f16_to_f32(v1569);
        const float v1571 = v1567 + v1570;
        const cj_u16 v1572 = (cj_u16)v1559;
        const cj_u16 v1573 = v1572;
        const float v1574 = cj_f16_to_f32(v1573);
        const float v1575 = v1571 + v1574;
        const cj_u16 v1576 = (cj_u16)v1560;
        const cj_u16 v1577 = v1576;
        const float v1578 = cj_f16_to_f32(v1577);
        const float v1579 = v1575 + v1578;
        const cj_u16 v1580 = (cj_u16)v1561;
        const cj_u16 v1581 = v1580;
        const float v1582 = cj_f16_to_f32(v1581);
        const float v1583 = v1579 + v1582;
        const cj_u16 v1584 = (cj_u16)v1562;
        const cj_u16 v1585 = v1584;
        const float v1586 = cj_f16_to_f32(v1585);
        const float v1587 = v1583 + v1586;
        const cj_u16 v1588 = (cj_u16)v1563;
        const cj_u16 v1589 = v1588;
        const float v1590 = cj_f16_to_f32(v1589);
        const float v1591 = v1587 + v1590;
        const cj_u16 v1592 = (cj_u16)v1564;
        const cj_u16 v1593 = v1592;
        const float v1594 = cj_f16_to_f32(v1593);
        const float v1595 = v1591 + v1594;
        const cj_u16 v1596 = cj_f32_to_f16(v1595);
        const cj_u16 v1597 = v1596;
        const cj_u32 v1598 = (cj_u32)v1597;
        const cj_u32 v1599 = 16u;
        const cj_u32 v1600 = v1557 >> v1599;
        const cj_u16 v1601 = (cj_u16)v1600;
        const cj_u16 v1602 = v1601;
        const float v1603 = cj_f16_to_f32(v1602);
        const cj_u32 v1604 = 16u;
        const cj_u32 v1605 = v1558 >> v1604;
        const cj_u16 v1606 = (cj_u16)v1605;
        const cj_u16 v1607 = v1606;
        const float v1608 = cj_f16_to_f32(v1607);
        const float v1609 = v1603 + v1608;
        const cj_u32 v1610 = 16u;
        const cj_u32 v1611 = v1559 >> v1610;
        const cj_u16 v1612 = (cj_u16)v1611;
        const cj_u16 v1613 = v1612;
        const float v1614 = cj_f16_to_f32(v1613);
        const float v1615 = v1609 + v1614;
        const cj_u32 v1616 = 16u;
        const cj_u32 v1617 = v1560 >> v1616;
        const cj_u16 v1618 = (cj_u16)v1617;
        const cj_u16 v1619 = v1618;
        const float v1620 = cj_f16_to_f32(v1619);
        const float v1621 = v1615 + v1620;
        const cj_u32 v1622 = 16u;
        const cj_u32 v1623 = v1561 >> v1622;
        const cj_u16 v1624 = (cj_u16)v1623;
        const cj_u16 v1625 = v1624;
        const float v1626 = cj_f16_to_f32(v1625);
        const float v1627 = v1621 + v1626;
        const cj_u32 v1628 = 16u;
        const cj_u32 v1629 = v1562 >> v1628;
        const cj_u16 v1630 = (cj_u16)v1629;
        const cj_u16 v1631 = v1630;
        const float v1632 = cj_f16_to_f32(v1631);
        const float v1633 = v1627 + v1632;
        const cj_u32 v1634 = 16u;
        const cj_u32 v1635 = v1563 >> v1634;
        const cj_u16 v1636 = (cj_u16)v1635;
        const cj_u16 v1637 = v1636;
        const float v1638 = cj_f16_to_f32(v1637);
        const float v1639 = v1633 + v1638;
        const cj_u32 v1640 = 16u;
        const cj_u32 v1641 = v1564 >> v1640;
        const cj_u16 v1642 = (cj_u16)v1641;
        const cj_u16 v1643 = v1642;
        const float v1644 = cj_f16_to_f32(v1643);
        const float v1645 = v1639 + v1644;
        const cj_u16 v1646 = cj_f32_to_f16(v1645);
        const cj_u16 v1647 = v1646;
        const cj_u32 v1648 = (cj_u32)v1647;
        const cj_u32 v1649 = 16u;
        const cj_u32 v1650 = v1648 << v1649;
        const cj_u32 v1651 = v1598 | v1650;
        cj_u32x4 v1652 = v1556;
        v1652.y = v1651;
        const cj_u32 v1653 = v1446.z;
        const cj_u32 v1654 = v1448.z;
        const cj_u32 v1655 = v1450.z;
        const cj_u32 v1656 = v1452.z;
        const cj_u32 v1657 = v1454.z;
        const cj_u32 v1658 = v1456.z;
        const cj_u32 v1659 = v1458.z;
        const cj_u32 v1660 = v1460.z;
        const cj_u16 v1661 = (cj_u16)v1653;
        const cj_u16 v1662 = v1661;
        const float v1663 = cj_f16_to_f32(v1662);
        const cj_u16 v1664 = (cj_u16)v1654;
        const cj_u16 v1665 = v1664;
        const float v1666 = cj_f16_to_f32(v1665);
        const float v1667 = v1663 + v1666;
        const cj_u16 v1668 = (cj_u16)v1655;
        const cj_u16 v1669 = v1668;
        const float v1670 = cj_f16_to_f32(v1669);
        const float v1671 = v1667 + v1670;
        const cj_u16 v1672 = (cj_u16)v1656;
        const cj_u16 v1673 = v1672;
        const float v1674 = cj_f16_to_f32(v1673);
        const float v1675 = v1671 + v1674;
        const cj_u16 v1676 = (cj_u16)v1657;
        const cj_u16 v1677 = v1676;
        const float v1678 = cj_f16_to_f32(v1677);
        const float v1679 = v1675 + v1678;
        const cj_u16 v1680 = (cj_u16)v1658;
        const cj_u16 v1681 = v1680;
        const float v1682 = cj_f16_to_f32(v1681);
        const float v1683 = v1679 + v1682;
        const cj_u16 v1684 = (cj_u16)v1659;
        const cj_u16 v1685 = v1684;
        const float v1686 = cj_f16_to_f32(v1685);
        const float v1687 = v1683 + v1686;
        const cj_u16 v1688 = (cj_u16)v1660;
        const cj_u16 v1689 = v1688;
        const float v1690 = cj_f16_to_f32(v1689);
        const float v1691 = v1687 + v1690;
        const cj_u16 v1692 = cj_f32_to_f16(v1691);
        const cj_u16 v1693 = v1692;
        const cj_u32 v1694 = (cj_u32)v1693;
        const cj_u32 v1695 = 16u;
        const cj_u32 v1696 = v1653 >> v1695;
        const cj_u16 v1697 = (cj_u16)v1696;
        const cj_u16 v1698 = v1697;
        const float v1699 = cj_f16_to_f32(v1698);
        const cj_u32 v1700 = 16u;
        const cj_u32 v1701 = v1654 >> v1700;
        const cj_u16 v1702 = (cj_u16)v1701;
        const cj_u16 v1703 = v1702;
        const float v1704 = cj_f16_to_f32(v1703);
        const float v1705 = v1699 + v1704;
        const cj_u32 v1706 = 16u;
        const cj_u32 v1707 = v1655 >> v1706;
        const cj_u16 v1708 = (cj_u16)v1707;
        const cj_u16 v1709 = v1708;
        const float v1710 = cj_f16_to_f32(v1709);
        const float v1711 = v1705 + v1710;
        const cj_u32 v1712 = 16u;
        const cj_u32 v1713 = v1656 >> v1712;
        const cj_u16 v1714 = (cj_u16)v1713;
        const cj_u16 v1715 = v1714;
        const float v1716 = cj_f16_to_f32(v1715);
        const float v1717 = v1711 + v1716;
        const cj_u32 v1718 = 16u;
        const cj_u32 v1719 = v1657 >> v1718;
        const cj_u16 v1720 = (cj_u16)v1719;
        const cj_u16 v1721 = v1720;
        const float v1722 = cj_f16_to_f32(v1721);
        const float v1723 = v1717 + v1722;
        const cj_u32 v1724 = 16u;
        const cj_u32 v1725 = v1658 >> v1724;
        const cj_u16 v1726 = (cj_u16)v1725;
        const cj_u16 v1727 = v1726;
        const float v1728 = cj_f16_to_f32(v1727);
        const float v1729 = v1723 + v1728;
        const cj_u32 v1730 = 16u;
        const cj_u32 v1731 = v1659 >> v1730;
        const cj_u16 v1732 = (cj_u16)v1731;
        const cj_u16 v1733 = v1732;
        const float v1734 = cj_f16_to_f32(v1733);
        const float v1735 = v1729 + v1734;
        const cj_u32 v1736 = 16u;
        const cj_u32 v1737 = v1660 >> v1736;
        const cj_u16 v1738 = (cj_u16)v1737;
        const cj_u16 v1739 = v1738;
        const float v1740 = cj_f16_to_f32(v1739);
        const float v1741 = v1735 + v1740;
        const cj_u16 v1742 = cj_f32_to_f16(v1741);
        const cj_u16 v1743 = v1742;
        const cj_u32 v1744 = (cj_u32)v1743;
        const cj_u32 v1745 = 16u;
        const cj_u32 v1746 = v1744 << v1745;
        const cj_u32 v1747 = v1694 | v1746;
        cj_u32x4 v1748 = v1652;
        v1748.z = v1747;
        const cj_u32 v1749 = v1446.w;
        const cj_u32 v1750 = v1448.w;
        const cj_u32 v1751 = v1450.w;
        const cj_u32 v1752 = v1452.w;
        const cj_u32 v1753 = v1454.w;
        const cj_u32 v1754 = v1456.w;
        const cj_u32 v1755 = v1458.w;
        const cj_u32 v1756 = v1460.w;
        const cj_u16 v1757 = (cj_u16)v1749;
        const cj_u16 v1758 = v1757;
        const float v1759 = cj_f16_to_f32(v1758);
        const cj_u16 v1760 = (cj_u16)v1750;
        const cj_u16 v1761 = v1760;
        const float v1762 = cj_f16_to_f32(v1761);
        const float v1763 = v1759 + v1762;
        const cj_u16 v1764 = (cj_u16)v1751;
        const cj_u16 v1765 = v1764;
        const float v1766 = cj_f16_to_f32(v1765);
        const float v1767 = v1763 + v1766;
        const cj_u16 v1768 = (cj_u16)v1752;
        const cj_u16 v1769 = v1768;
        const float v1770 = cj_f16_to_f32(v1769);
        const float v1771 = v1767 + v1770;
        const cj_u16 v1772 = (cj_u16)v1753;
        const cj_u16 v1773 = v1772;
        const float v1774 = cj_f16_to_f32(v1773);
        const float v1775 = v1771 + v1774;
        const cj_u16 v1776 = (cj_u16)v1754;
        const cj_u16 v1777 = v1776;
        const float v1778 = cj_f16_to_f32(v1777);
        const float v1779 = v1775 + v1778;
        const cj_u16 v1780 = (cj_u16)v1755;
        const cj_u16 v1781 = v1780;
        const float v1782 = cj_f16_to_f32(v1781);
        const float v1783 = v1779 + v1782;
        const cj_u16 v1784 = (cj_u16)v1756;
        const cj_u16 v1785 = v1784;
        const float v1786 = cj_f16_to_f32(v1785);
        const float v1787 = v1783 + v1786;
        const cj_u16 v1788 = cj_f32_to_f16(v1787);
        const cj_u16 v1789 = v1788;
        const cj_u32 v1790 = (cj_u32)v1789;
        const cj_u32 v1791 = 16u;
        const cj_u32 v1792 = v1749 >> v1791;
        const cj_u16 v1793 = (cj_u16)v1792;
        const cj_u16 v1794 = v1793;
        const float v1795 = cj_f16_to_f32(v1794);
        const cj_u32 v1796 = 16u;
        const cj_u32 v1797 = v1750 >> v1796;
        const cj_u16 v1798 = (cj_u16)v1797;
        const cj_u16 v1799 = v1798;
        const float v1800 = cj_f16_to_f32(v1799);
        const float v1801 = v1795 + v1800;
        const cj_u32 v1802 = 16u;
        const cj_u32 v1803 = v1751 >> v1802;
        const cj_u16 v1804 = (cj_u16)v1803;
        const cj_u16 v1805 = v1804;
        const float v1806 = cj_f16_to_f32(v1805);
        const float v1807 = v1801 + v1806;
        const cj_u32 v1808 = 16u;
        const cj_u32 v1809 = v1752 >> v1808;
        const cj_u16 v1810 = (cj_u16)v1809;
        const cj_u16 v1811 = v1810;
        const float v1812 = cj_f16_to_f32(v1811);
        const float v1813 = v1807 + v1812;
        const cj_u32 v1814 = 16u;
        const cj_u32 v1815 = v1753 >> v1814;
        const cj_u16 v1816 = (cj_u16)v1815;
        const cj_u16 v1817 = v1816;
        const float v1818 = cj_f16_to_f32(v1817);
        const float v1819 = v1813 + v1818;
        const cj_u32 v1820 = 16u;
        const cj_u32 v1821 = v1754 >> v1820;
        const cj_u16 v1822 = (cj_u16)v1821;
        const cj_u16 v1823 = v1822;
        const float v1824 = cj_f16_to_f32(v1823);
        const float v1825 = v1819 + v1824;
        const cj_u32 v1826 = 16u;
        const cj_u32 v1827 = v1755 >> v1826;
        const cj_u16 v1828 = (cj_u16)v1827;
        const cj_u16 v1829 = v1828;
        const float v1830 = cj_f16_to_f32(v1829);
        const float v1831 = v1825 + v1830;
        const cj_u32 v1832 = 16u;
        const cj_u32 v1833 = v1756 >> v1832;
        const cj_u16 v1834 = (cj_u16)v1833;
        const cj_u16 v1835 = v1834;
        const float v1836 = cj_f16_to_f32(v1835);
        const float v1837 = v1831 + v1836;
        const cj_u16 v1838 = cj_f32_to_f16(v1837);
        const cj_u16 v1839 = v1838;
        const cj_u32 v1840 = (cj_u32)v1839;
        const cj_u32 v1841 = 16u;
        const cj_u32 v1842 = v1840 << v1841;
        const cj_u32 v1843 = v1790 | v1842;
        cj_u32x4 v1844 = v1748;
        v1844.w = v1843;
        const cj_ptr v1845 = v1035 + v1444;
        *(cj_u32x4 *)v1845 = v1844;
      }
    }
    cj_barrier();
    // signal: counter = arrival + 1 at every rank (thread t: rank + t)
    const cj_u32 v1846 = 8u;
    const bool v1847 = v11 < v1846;
    const bool v1848 = v299 && v1847;
    if (v1848) {
      const cj_u32 v1849 = v298 + v291;
      const cj_u32 v1850 = 8u;
      const cj_u32 v1851 = v2 + v11;
      const cj_u32 v1852 = v1851 - v1850;
      const bool v1853 = v1851 >= v1850;
      const cj_u32 v1854 = v1853 ? v1852 : v1851;
      const cj_u64 v1855 = 8ull;
      const cj_u64 v1856 = (cj_u64)v1854;
      const cj_u64 v1857 = v1856 * v1855;
      const cj_ptr v1858 = v1 + v1857;
      const cj_u64 v1859 = *(const cj_u64 *)v1858;
      const cj_u64 v1860 = v1859 - v17;
      const cj_ptr v1861 = v52 + v1860;
      cj_atomic_store_release_system((cj_u32 *)v1861, v1849);
    }
    // round l-1: wait until every peer sent it (reduced in round l+1)
    const bool v1862 = v296 <= v40;
    const cj_u64 v1863 = 1ull;
    const bool v1864 = v296 >= v1863;
    const bool v1865 = v1864 && v1862;
    if (v1865) {
      const cj_u32 v1866 = 8u;
      const bool v1867 = v11 < v1866;
      const bool v1868 = v11 >= v291;
      const bool v1869 = v1868 && v1867;
      if (v1869) {
        const cj_u32 v1870 = 8u;
        const cj_u32 v1871 = v2 + v11;
        const cj_u32 v1872 = v1871 - v1870;
        const bool v1873 = v1871 >= v1870;
        const cj_u32 v1874 = v1873 ? v1872 : v1871;
        const cj_u32 v1875 = v47 + v1874;
        const cj_u64 v1876 = (cj_u64)v1875;
        const cj_u64 v1877 = 4ull;
        const cj_u64 v1878 = v1876 * v1877;
        const cj_ptr v1879 = v45 + v1878;
        const cj_u32 v1880 = 0u;
        const cj_u32 v1881 = 1u;
        const cj_u64 v1882 = cj_timer_ns();
        const cj_u32 v1883 = x_failed0;
        x_done10 = v1883;
        while (true) {
          const cj_u32 v1884 = x_done10;
          const bool v1885 = v1884 == v1880;
          if (!v1885) break;
          const cj_u32 v1886 = cj_atomic_load_relaxed_system((cj_u32 *)v1879);
          const cj_u32 v1887 = 0u;
          const cj_u32 v1888 = v1886 - v298;
          const bool v1889 = (cj_i32)v1888 >= (cj_i32)v1887;
          const cj_u64 v1890 = cj_timer_ns();
          const cj_u64 v1891 = v1890 - v1882;
          const bool v1892 = v1891 > v7;
          const cj_u32 v1893 = cj_atomic_load_relaxed_device((cj_u32 *)v6);
          const bool v1894 = v1893 != v1880;
          const bool v1895 = v1892 || v1894;
          if (v1889) {
            x_done10 = v1881;
          } else {
            if (v1895) {
              const cj_u32 v1896 = 1u;
              cj_atomic_store_relaxed_system((cj_u32 *)v6, v1896);
              x_failed0 = v1881;
              x_done10 = v1881;
            }
          }
        }
        cj_fence_acquire_system();
      }
      cj_barrier();
    }
  }
}
