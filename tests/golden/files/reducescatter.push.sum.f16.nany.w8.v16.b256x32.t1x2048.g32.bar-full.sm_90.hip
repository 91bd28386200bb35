// colljit kernel cj_reducescatter_push_sum_f16_nany_w8_v16_b256x32_t1x2048_g32_bar_full_sm_90 (block 256, grid 32, sm_90)
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

extern "C" __global__ void __launch_bounds__(256) cj_reducescatter_push_sum_f16_nany_w8_v16_b256x32_t1x2048_g32_bar_full_sm_90(cj_ptr p_heap_bases, cj_u32 p_rank, cj_ptr p_src, cj_ptr p_dst, cj_ptr p_sync, cj_ptr p_status, cj_u64 p_timeout_ns, cj_ptr p_work, cj_u64 p_n, cj_u32 p_nblocks) {
  cj_u32 x_failed0 = {};
  cj_u64 x_slice1 = {};
  cj_u32 x_done2 = {};
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
  const cj_u64 v21 = 32ull;
  const cj_u64 v22 = 31ull;
  const cj_u64 v23 = v20 + v22;
  const cj_u64 v24 = v23 / v21;
  const cj_u64 v25 = 4096ull;
  x_slice1 = v25;
  while (true) {
    const cj_u64 v26 = x_slice1;
    const cj_u64 v27 = 32768ull;
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
  const cj_u64 v54 = 32768ull;
  const cj_u64 v55 = (cj_u64)v12;
  const cj_u64 v56 = v55 * v54;
  const cj_ptr v57 = v8 + v56;
  const cj_u32 v58 = 8u;
  const cj_u32 v59 = 1u;
  const cj_u32 v60 = v2 + v59;
  const bool v61 = v60 >= v58;
  const cj_u32 v62 = v60 - v58;
  const cj_u32 v63 = v61 ? v62 : v60;
  const cj_u64 v64 = 0x600000ull;
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
  const cj_u64 v82 = 0x500000ull;
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
  const cj_u64 v100 = 0x400000ull;
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
  const cj_u64 v118 = 0x300000ull;
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
  const cj_u64 v136 = 0x200000ull;
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
  const cj_u64 v154 = 0x100000ull;
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
  const cj_u64 v197 = 0x100000ull;
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
  const cj_u64 v210 = 0x100000ull;
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
  const cj_u64 v223 = 0x100000ull;
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
  const cj_u64 v236 = 0x100000ull;
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
  const cj_u64 v249 = 0x100000ull;
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
  const cj_u64 v262 = 0x100000ull;
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
  const cj_u64 v275 = 0x100000ull;
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
  const cj_u64 v288 = 0x100000ull;
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
      const cj_u64 v310 = 0x700000ull;
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
      const cj_u64 v357 = 4096ull;
      const cj_u64 v358 = v317 + v43;
      for (cj_u64 v359 = v358; v359 < v307; v359 += v357) {
        const cj_ptr v360 = v313 + v359;
        const cj_u32x4 v361 = *(const cj_u32x4 *)v360;
        const cj_ptr v362 = v314 + v359;
        *(cj_u32x4 *)v362 = v361;
      }
      const cj_ptr v363 = v93 + v304;
      const cj_ptr v364 = v90 + v312;
      const cj_u64 v365 = 32768ull;
      const cj_u64 v366 = v307 / v365;
      const cj_u64 v367 = v366 * v365;
      for (cj_u64 v368 = v43; v368 < v367; v368 += v365) {
        const cj_u64 v369 = 4096ull;
        const cj_u64 v370 = v368 + v369;
        const cj_u64 v371 = 8192ull;
        const cj_u64 v372 = v368 + v371;
        const cj_u64 v373 = 12288ull;
        const cj_u64 v374 = v368 + v373;
        const cj_u64 v375 = 16384ull;
        const cj_u64 v376 = v368 + v375;
        const cj_u64 v377 = 20480ull;
        const cj_u64 v378 = v368 + v377;
        const cj_u64 v379 = 24576ull;
        const cj_u64 v380 = v368 + v379;
        const cj_u64 v381 = 28672ull;
        const cj_u64 v382 = v368 + v381;
        const cj_ptr v383 = v363 + v368;
        const cj_u32x4 v384 = *(const cj_u32x4 *)v383;
        const cj_ptr v385 = v363 + v370;
        const cj_u32x4 v386 = *(const cj_u32x4 *)v385;
        const cj_ptr v387 = v363 + v372;
        const cj_u32x4 v388 = *(const cj_u32x4 *)v387;
        const cj_ptr v389 = v363 + v374;
        const cj_u32x4 v390 = *(const cj_u32x4 *)v389;
        const cj_ptr v391 = v363 + v376;
        const cj_u32x4 v392 = *(const cj_u32x4 *)v391;
        const cj_ptr v393 = v363 + v378;
        const cj_u32x4 v394 = *(const cj_u32x4 *)v393;
        const cj_ptr v395 = v363 + v380;
        const cj_u32x4 v396 = *(const cj_u32x4 *)v395;
        const cj_ptr v397 = v363 + v382;
        const cj_u32x4 v398 = *(const cj_u32x4 *)v397;
        const cj_ptr v399 = v364 + v368;
        *(cj_u32x4 *)v399 = v384;
        const cj_ptr v400 = v364 + v370;
        *(cj_u32x4 *)v400 = v386;
        const cj_ptr v401 = v364 + v372;
        *(cj_u32x4 *)v401 = v388;
        const cj_ptr v402 = v364 + v374;
        *(cj_u32x4 *)v402 = v390;
        const cj_ptr v403 = v364 + v376;
        *(cj_u32x4 *)v403 = v392;
        const cj_ptr v404 = v364 + v378;
        *(cj_u32x4 *)v404 = v394;
        const cj_ptr v405 = v364 + v380;
        *(cj_u32x4 *)v405 = v396;
        const cj_ptr v406 = v364 + v382;
        *(cj_u32x4 *)v406 = v398;
      }
      const cj_u64 v407 = 4096ull;
      const cj_u64 v408 = v367 + v43;
      for (cj_u64 v409 = v408; v409 < v307; v409 += v407) {
        const cj_ptr v410 = v363 + v409;
        const cj_u32x4 v411 = *(const cj_u32x4 *)v410;
        const cj_ptr v412 = v364 + v409;
        *(cj_u32x4 *)v412 = v411;
      }
      const cj_ptr v413 = v111 + v304;
      const cj_ptr v414 = v108 + v312;
      const cj_u64 v415 = 32768ull;
      const cj_u64 v416 = v307 / v415;
      const cj_u64 v417 = v416 * v415;
      for (cj_u64 v418 = v43; v418 < v417; v418 += v415) {
        const cj_u64 v419 = 4096ull;
        const cj_u64 v420 = v418 + v419;
        const cj_u64 v421 = 8192ull;
        const cj_u64 v422 = v418 + v421;
        const cj_u64 v423 = 12288ull;
        const cj_u64 v424 = v418 + v423;
        const cj_u64 v425 = 16384ull;
        const cj_u64 v426 = v418 + v425;
        const cj_u64 v427 = 20480ull;
        const cj_u64 v428 = v418 + v427;
        const cj_u64 v429 = 24576ull;
        const cj_u64 v430 = v418 + v429;
        const cj_u64 v431 = 28672ull;
        const cj_u64 v432 = v418 + v431;
        const cj_ptr v433 = v413 + v418;
        const cj_u32x4 v434 = *(const cj_u32x4 *)v433;
        const cj_ptr v435 = v413 + v420;
        const cj_u32x4 v436 = *(const cj_u32x4 *)v435;
        const cj_ptr v437 = v413 + v422;
        const cj_u32x4 v438 = *(const cj_u32x4 *)v437;
        const cj_ptr v439 = v413 + v424;
        const cj_u32x4 v440 = *(const cj_u32x4 *)v439;
        const cj_ptr v441 = v413 + v426;
        const cj_u32x4 v442 = *(const cj_u32x4 *)v441;
        const cj_ptr v443 = v413 + v428;
        const cj_u32x4 v444 = *(const cj_u32x4 *)v443;
        const cj_ptr v445 = v413 + v430;
        const cj_u32x4 v446 = *(const cj_u32x4 *)v445;
        const cj_ptr v447 = v413 + v432;
        const cj_u32x4 v448 = *(const cj_u32x4 *)v447;
        const cj_ptr v449 = v414 + v418;
        *(cj_u32x4 *)v449 = v434;
        const cj_ptr v450 = v414 + v420;
        *(cj_u32x4 *)v450 = v436;
        const cj_ptr v451 = v414 + v422;
        *(cj_u32x4 *)v451 = v438;
        const cj_ptr v452 = v414 + v424;
        *(cj_u32x4 *)v452 = v440;
        const cj_ptr v453 = v414 + v426;
        *(cj_u32x4 *)v453 = v442;
        const cj_ptr v454 = v414 + v428;
        *(cj_u32x4 *)v454 = v444;
        const cj_ptr v455 = v414 + v430;
        *(cj_u32x4 *)v455 = v446;
        const cj_ptr v456 = v414 + v432;
        *(cj_u32x4 *)v456 = v448;
      }
      const cj_u64 v457 = 4096ull;
      const cj_u64 v458 = v417 + v43;
      for (cj_u64 v459 = v458; v459 < v307; v459 += v457) {
        const cj_ptr v460 = v413 + v459;
        const cj_u32x4 v461 = *(const cj_u32x4 *)v460;
        const cj_ptr v462 = v414 + v459;
        *(cj_u32x4 *)v462 = v461;
      }
      const cj_ptr v463 = v129 + v304;
      const cj_ptr v464 = v126 + v312;
      const cj_u64 v465 = 32768ull;
      const cj_u64 v466 = v307 / v465;
      const cj_u64 v467 = v466 * v465;
      for (cj_u64 v468 = v43; v468 < v467; v468 += v465) {
        const cj_u64 v469 = 4096ull;
        const cj_u64 v470 = v468 + v469;
        const cj_u64 v471 = 8192ull;
        const cj_u64 v472 = v468 + v471;
        const cj_u64 v473 = 12288ull;
        const cj_u64 v474 = v468 + v473;
        const cj_u64 v475 = 16384ull;
        const cj_u64 v476 = v468 + v475;
        const cj_u64 v477 = 20480ull;
        const cj_u64 v478 = v468 + v477;
        const cj_u64 v479 = 24576ull;
        const cj_u64 v480 = v468 + v479;
        const cj_u64 v481 = 28672ull;
        const cj_u64 v482 = v468 + v481;
        const cj_ptr v483 = v463 + v468;
        const cj_u32x4 v484 = *(const cj_u32x4 *)v483;
        const cj_ptr v485 = v463 + v470;
        const cj_u32x4 v486 = *(const cj_u32x4 *)v485;
        const cj_ptr v487 = v463 + v472;
        const cj_u32x4 v488 = *(const cj_u32x4 *)v487;
        const cj_ptr v489 = v463 + v474;
        const cj_u32x4 v490 = *(const cj_u32x4 *)v489;
        const cj_ptr v491 = v463 + v476;
        const cj_u32x4 v492 = *(const cj_u32x4 *)v491;
        const cj_ptr v493 = v463 + v478;
        const cj_u32x4 v494 = *(const cj_u32x4 *)v493;
        const cj_ptr v495 = v463 + v480;
        const cj_u32x4 v496 = *(const cj_u32x4 *)v495;
        const cj_ptr v497 = v463 + v482;
        const cj_u32x4 v498 = *(const cj_u32x4 *)v497;
        const cj_ptr v499 = v464 + v468;
        *(cj_u32x4 *)v499 = v484;
        const cj_ptr v500 = v464 + v470;
        *(cj_u32x4 *)v500 = v486;
        const cj_ptr v501 = v464 + v472;
        *(cj_u32x4 *)v501 = v488;
        const cj_ptr v502 = v464 + v474;
        *(cj_u32x4 *)v502 = v490;
        const cj_ptr v503 = v464 + v476;
        *(cj_u32x4 *)v503 = v492;
        const cj_ptr v504 = v464 + v478;
        *(cj_u32x4 *)v504 = v494;
        const cj_ptr v505 = v464 + v480;
        *(cj_u32x4 *)v505 = v496;
        const cj_ptr v506 = v464 + v482;
        *(cj_u32x4 *)v506 = v498;
      }
      const cj_u64 v507 = 4096ull;
      const cj_u64 v508 = v467 + v43;
      for (cj_u64 v509 = v508; v509 < v307; v509 += v507) {
        const cj_ptr v510 = v463 + v509;
        const cj_u32x4 v511 = *(const cj_u32x4 *)v510;
        const cj_ptr v512 = v464 + v509;
        *(cj_u32x4 *)v512 = v511;
      }
      const cj_ptr v513 = v147 + v304;
      const cj_ptr v514 = v144 + v312;
      const cj_u64 v515 = 32768ull;
      const cj_u64 v516 = v307 / v515;
      const cj_u64 v517 = v516 * v515;
      for (cj_u64 v518 = v43; v518 < v517; v518 += v515) {
        const cj_u64 v519 = 4096ull;
        const cj_u64 v520 = v518 + v519;
        const cj_u64 v521 = 8192ull;
        const cj_u64 v522 = v518 + v521;
        const cj_u64 v523 = 12288ull;
        const cj_u64 v524 = v518 + v523;
        const cj_u64 v525 = 16384ull;
        const cj_u64 v526 = v518 + v525;
        const cj_u64 v527 = 20480ull;
        const cj_u64 v528 = v518 + v527;
        const cj_u64 v529 = 24576ull;
        const cj_u64 v530 = v518 + v529;
        const cj_u64 v531 = 28672ull;
        const cj_u64 v532 = v518 + v531;
        const cj_ptr v533 = v513 + v518;
        const cj_u32x4 v534 = *(const cj_u32x4 *)v533;
        const cj_ptr v535 = v513 + v520;
        const cj_u32x4 v536 = *(const cj_u32x4 *)v535;
        const cj_ptr v537 = v513 + v522;
        const cj_u32x4 v538 = *(const cj_u32x4 *)v537;
        const cj_ptr v539 = v513 + v524;
        const cj_u32x4 v540 = *(const cj_u32x4 *)v539;
        const cj_ptr v541 = v513 + v526;
        const cj_u32x4 v542 = *(const cj_u32x4 *)v541;
        const cj_ptr v543 = v513 + v528;
        const cj_u32x4 v544 = *(const cj_u32x4 *)v543;
        const cj_ptr v545 = v513 + v530;
        const cj_u32x4 v546 = *(const cj_u32x4 *)v545;
        const cj_ptr v547 = v513 + v532;
        const cj_u32x4 v548 = *(const cj_u32x4 *)v547;
        const cj_ptr v549 = v514 + v518;
        *(cj_u32x4 *)v549 = v534;
        const cj_ptr v550 = v514 + v520;
        *(cj_u32x4 *)v550 = v536;
        const cj_ptr v551 = v514 + v522;
        *(cj_u32x4 *)v551 = v538;
        const cj_ptr v552 = v514 + v524;
        *(cj_u32x4 *)v552 = v540;
        const cj_ptr v553 = v514 + v526;
        *(cj_u32x4 *)v553 = v542;
        const cj_ptr v554 = v514 + v528;
        *(cj_u32x4 *)v554 = v544;
        const cj_ptr v555 = v514 + v530;
        *(cj_u32x4 *)v555 = v546;
        const cj_ptr v556 = v514 + v532;
        *(cj_u32x4 *)v556 = v548;
      }
      const cj_u64 v557 = 4096ull;
      const cj_u64 v558 = v517 + v43;
      for (cj_u64 v559 = v558; v559 < v307; v559 += v557) {
        const cj_ptr v560 = v513 + v559;
        const cj_u32x4 v561 = *(const cj_u32x4 *)v560;
        const cj_ptr v562 = v514 + v559;
        *(cj_u32x4 *)v562 = v561;
      }
      const cj_ptr v563 = v165 + v304;
      const cj_ptr v564 = v162 + v312;
      const cj_u64 v565 = 32768ull;
      const cj_u64 v566 = v307 / v565;
      const cj_u64 v567 = v566 * v565;
      for (cj_u64 v568 = v43; v568 < v567; v568 += v565) {
        const cj_u64 v569 = 4096ull;
        const cj_u64 v570 = v568 + v569;
        const cj_u64 v571 = 8192ull;
        const cj_u64 v572 = v568 + v571;
        const cj_u64 v573 = 12288ull;
        const cj_u64 v574 = v568 + v573;
        const cj_u64 v575 = 16384ull;
        const cj_u64 v576 = v568 + v575;
        const cj_u64 v577 = 20480ull;
        const cj_u64 v578 = v568 + v577;
        const cj_u64 v579 = 24576ull;
        const cj_u64 v580 = v568 + v579;
        const cj_u64 v581 = 28672ull;
        const cj_u64 v582 = v568 + v581;
        const cj_ptr v583 = v563 + v568;
        const cj_u32x4 v584 = *(const cj_u32x4 *)v583;
        const cj_ptr v585 = v563 + v570;
        const cj_u32x4 v586 = *(const cj_u32x4 *)v585;
        const cj_ptr v587 = v563 + v572;
        const cj_u32x4 v588 = *(const cj_u32x4 *)v587;
        const cj_ptr v589 = v563 + v574;
        const cj_u32x4 v590 = *(const cj_u32x4 *)v589;
        const cj_ptr v591 = v563 + v576;
        const cj_u32x4 v592 = *(const cj_u32x4 *)v591;
        const cj_ptr v593 = v563 + v578;
        const cj_u32x4 v594 = *(const cj_u32x4 *)v593;
        const cj_ptr v595 = v563 + v580;
        const cj_u32x4 v596 = *(const cj_u32x4 *)v595;
        const cj_ptr v597 = v563 + v582;
        const cj_u32x4 v598 = *(const cj_u32x4 *)v597;
        const cj_ptr v599 = v564 + v568;
        *(cj_u32x4 *)v599 = v584;
        const cj_ptr v600 = v564 + v570;
        *(cj_u32x4 *)v600 = v586;
        const cj_ptr v601 = v564 + v572;
        *(cj_u32x4 *)v601 = v588;
        const cj_ptr v602 = v564 + v574;
        *(cj_u32x4 *)v602 = v590;
        const cj_ptr v603 = v564 + v576;
        *(cj_u32x4 *)v603 = v592;
        const cj_ptr v604 = v564 + v578;
        *(cj_u32x4 *)v604 = v594;
        const cj_ptr v605 = v564 + v580;
        *(cj_u32x4 *)v605 = v596;
        const cj_ptr v606 = v564 + v582;
        *(cj_u32x4 *)v606 = v598;
      }
      const cj_u64 v607 = 4096ull;
      const cj_u64 v608 = v567 + v43;
      for (cj_u64 v609 = v608; v609 < v307; v609 += v607) {
        const cj_ptr v610 = v563 + v609;
        const cj_u32x4 v611 = *(const cj_u32x4 *)v610;
        const cj_ptr v612 = v564 + v609;
        *(cj_u32x4 *)v612 = v611;
      }
      const cj_ptr v613 = v183 + v304;
      const cj_ptr v614 = v180 + v312;
      const cj_u64 v615 = 32768ull;
      const cj_u64 v616 = v307 / v615;
      const cj_u64 v617 = v616 * v615;
      for (cj_u64 v618 = v43; v618 < v617; v618 += v615) {
        const cj_u64 v619 = 4096ull;
        const cj_u64 v620 = v618 + v619;
        const cj_u64 v621 = 8192ull;
        const cj_u64 v622 = v618 + v621;
        const cj_u64 v623 = 12288ull;
        const cj_u64 v624 = v618 + v623;
        const cj_u64 v625 = 16384ull;
        const cj_u64 v626 = v618 + v625;
        const cj_u64 v627 = 20480ull;
        const cj_u64 v628 = v618 + v627;
        const cj_u64 v629 = 24576ull;
        const cj_u64 v630 = v618 + v629;
        const cj_u64 v631 = 28672ull;
        const cj_u64 v632 = v618 + v631;
        const cj_ptr v633 = v613 + v618;
        const cj_u32x4 v634 = *(const cj_u32x4 *)v633;
        const cj_ptr v635 = v613 + v620;
        const cj_u32x4 v636 = *(const cj_u32x4 *)v635;
        const cj_ptr v637 = v613 + v622;
        const cj_u32x4 v638 = *(const cj_u32x4 *)v637;
        const cj_ptr v639 = v613 + v624;
        const cj_u32x4 v640 = *(const cj_u32x4 *)v639;
        const cj_ptr v641 = v613 + v626;
        const cj_u32x4 v642 = *(const cj_u32x4 *)v641;
        const cj_ptr v643 = v613 + v628;
        const cj_u32x4 v644 = *(const cj_u32x4 *)v643;
        const cj_ptr v645 = v613 + v630;
        const cj_u32x4 v646 = *(const cj_u32x4 *)v645;
        const cj_ptr v647 = v613 + v632;
        const cj_u32x4 v648 = *(const cj_u32x4 *)v647;
        const cj_ptr v649 = v614 + v618;
        *(cj_u32x4 *)v649 = v634;
        const cj_ptr v650 = v614 + v620;
        *(cj_u32x4 *)v650 = v636;
        const cj_ptr v651 = v614 + v622;
        *(cj_u32x4 *)v651 = v638;
        const cj_ptr v652 = v614 + v624;
        *(cj_u32x4 *)v652 = v640;
        const cj_ptr v653 = v614 + v626;
        *(cj_u32x4 *)v653 = v642;
        const cj_ptr v654 = v614 + v628;
        *(cj_u32x4 *)v654 = v644;
        const cj_ptr v655 = v614 + v630;
        *(cj_u32x4 *)v655 = v646;
        const cj_ptr v656 = v614 + v632;
        *(cj_u32x4 *)v656 = v648;
      }
      const cj_u64 v657 = 4096ull;
      const cj_u64 v658 = v617 + v43;
      for (cj_u64 v659 = v658; v659 < v307; v659 += v657) {
        const cj_ptr v660 = v613 + v659;
        const cj_u32x4 v661 = *(const cj_u32x4 *)v660;
        const cj_ptr v662 = v614 + v659;
        *(cj_u32x4 *)v662 = v661;
      }
    }
    // round l-2 (arrived: waited for last round): reduce, while the sends drain
    const cj_u64 v663 = 2ull;
    const bool v664 = v296 >= v663;
    if (v664) {
      const cj_u64 v665 = 2ull;
      const cj_u64 v666 = v296 - v665;
      const cj_u64 v667 = (cj_u64)v10;
      const cj_u64 v668 = (cj_u64)v12;
      const cj_u64 v669 = v666 * v667;
      const cj_u64 v670 = v669 + v668;
      const cj_u64 v671 = v670 * v34;
      const cj_u64 v672 = (v20 > v671 ? v20 : v671);
      const cj_u64 v673 = v672 - v671;
      const cj_u64 v674 = (v673 < v34 ? v673 : v34);
      const cj_u32 v675 = 2u;
      const cj_u32 v676 = v298 - v675;
      const cj_u32 v677 = 3u;
      const cj_u32 v678 = v676 & v677;
      const cj_u64 v679 = 0x700000ull;
      const cj_u64 v680 = (cj_u64)v678;
      const cj_u64 v681 = v680 * v679;
      const cj_ptr v682 = v186 + v671;
      const cj_ptr v683 = v199 + v681;
      const cj_ptr v684 = v195 ? v682 : v683;
      const cj_ptr v685 = v212 + v681;
      const cj_ptr v686 = v208 ? v682 : v685;
      const cj_ptr v687 = v225 + v681;
      const cj_ptr v688 = v221 ? v682 : v687;
      const cj_ptr v689 = v238 + v681;
      const cj_ptr v690 = v234 ? v682 : v689;
      const cj_ptr v691 = v251 + v681;
      const cj_ptr v692 = v247 ? v682 : v691;
      const cj_ptr v693 = v264 + v681;
      const cj_ptr v694 = v260 ? v682 : v693;
      const cj_ptr v695 = v277 + v681;
      const cj_ptr v696 = v273 ? v682 : v695;
      const cj_ptr v697 = v290 + v681;
      const cj_ptr v698 = v286 ? v682 : v697;
      const cj_ptr v699 = v4 + v671;
      const cj_u64 v700 = 4096ull;
      const cj_u64 v701 = v674 / v700;
      const cj_u64 v702 = v701 * v700;
      for (cj_u64 v703 = v43; v703 < v702; v703 += v700) {
        const cj_ptr v704 = v684 + v703;
        const cj_u32x4 v705 = *(const cj_u32x4 *)v704;
        const cj_ptr v706 = v686 + v703;
        const cj_u32x4 v707 = *(const cj_u32x4 *)v706;
        const cj_ptr v708 = v688 + v703;
        const cj_u32x4 v709 = *(const cj_u32x4 *)v708;
        const cj_ptr v710 = v690 + v703;
        const cj_u32x4 v711 = *(const cj_u32x4 *)v710;
        const cj_ptr v712 = v692 + v703;
        const cj_u32x4 v713 = *(const cj_u32x4 *)v712;
        const cj_ptr v714 = v694 + v703;
        const cj_u32x4 v715 = *(const cj_u32x4 *)v714;
        const cj_ptr v716 = v696 + v703;
        const cj_u32x4 v717 = *(const cj_u32x4 *)v716;
        const cj_ptr v718 = v698 + v703;
        const cj_u32x4 v719 = *(const cj_u32x4 *)v718;
        const cj_u32 v720 = v705.x;
        const cj_u32 v721 = v707.x;
        const cj_u32 v722 = v709.x;
        const cj_u32 v723 = v711.x;
        const cj_u32 v724 = v713.x;
        const cj_u32 v725 = v715.x;
        const cj_u32 v726 = v717.x;
        const cj_u32 v727 = v719.x;
        const cj_u16 v728 = (cj_u16)v720;
        const cj_u16 v729 = v728;
        const float v730 = cj_f16_to_f32(v729);
        const cj_u16 v731 = (cj_u16)v721;
        const cj_u16 v732 = v731;
        const float v733 = cj_f16_to_f32(v732);
        const float v734 = v730 + v733;
        const cj_u16 v735 = (cj_u16)v722;
        const cj_u16 v736 = v735;
        const float v737 = cj_f16_to_f32(v736);
        const float v738 = v734 + v737;
        const cj_u16 v739 = (cj_u16)v723;
        const cj_u16 v740 = v739;
        const float v741 = cj_f16_to_f32(v740);
        const float v742 = v738 + v741;
        const cj_u16 v743 = (cj_u16)v724;
        const cj_u16 v744 = v743;
        const float v745 = cj_f16_to_f32(v744);
        const float v746 = v742 + v745;
        const cj_u16 v747 = (cj_u16)v725;
        const cj_u16 v748 = v747;
        const float v749 = cj_f16_to_f32(v748);
        const float v750 = v746 + v749;
        const cj_u16 v751 = (cj_u16)v726;
        const cj_u16 v752 = v751;
        const float v753 = cj_f16_to_f32(v752);
        const float v754 = v750 + v753;
        const cj_u16 v755 = (cj_u16)v727;
        const cj_u16 v756 = v755;
        const float v757 = cj_f16_to_f32(v756);
        const float v758 = v754 + v757;
        const cj_u16 v759 = cj_f32_to_f16(v758);
        const cj_u16 v760 = v759;
        const cj_u32 v761 = (cj_u32)v760;
        const cj_u32 v762 = 16u;
        const cj_u32 v763 = v720 >> v762;
        const cj_u16 v764 = (cj_u16)v763;
        const cj_u16 v765 = v764;
        const float v766 = cj_f16_to_f32(v765);
        const cj_u32 v767 = 16u;
        const cj_u32 v768 = v721 >> v767;
        const cj_u16 v769 = (cj_u16)v768;
        const cj_u16 v770 = v769;
        const float v771 = cj_f16_to_f32(v770);
        const float v772 = v766 + v771;
        const cj_u32 v773 = 16u;
        const cj_u32 v774 = v722 >> v773;
        const cj_u16 v775 = (cj_u16)v774;
        const cj_u16 v776 = v775;
        const float v777 = cj_f16_to_f32(v776);
        const float v778 = v772 + v777;
        const cj_u32 v779 = 16u;
        const cj_u32 v780 = v723 >> v779;
        const cj_u16 v781 = (cj_u16)v780;
        const cj_u16 v782 = v781;
        const float v783 = cj_f16_to_f32(v782);
        const float v784 = v778 + v783;
        const cj_u32 v785 = 16u;
        const cj_u32 v786 = v724 >> v785;
        const cj_u16 v787 = (cj_u16)v786;
        const cj_u16 v788 = v787;
        const float v789 = cj_f16_to_f32(v788);
        const float v790 = v784 + v789;
        const cj_u32 v791 = 16u;
        const cj_u32 v792 = v725 >> v791;
        const cj_u16 v793 = (cj_u16)v792;
        const cj_u16 v794 = v793;
        const float v795 = cj_f16_to_f32(v794);
        const float v796 = v790 + v795;
        const cj_u32 v797 = 16u;
        const cj_u32 v798 = v726 >> v797;
        const cj_u16 v799 = (cj_u16)v798;
        const cj_u16 v800 = v799;
        const float v801 = cj_f16_to_f32(v800);
        const float v802 = v796 + v801;
        const cj_u32 v803 = 16u;
        const cj_u32 v804 = v727 >> v803;
        const cj_u16 v805 = (cj_u16)v804;
        const cj_u16 v806 = v805;
        const float v807 = cj_f16_to_f32(v806);
        const float v808 = v802 + v807;
        const cj_u16 v809 = cj_f32_to_f16(v808);
        const cj_u16 v810 = v809;
        const cj_u32 v811 = (cj_u32)v810;
        const cj_u32 v812 = 16u;
        const cj_u32 v813 = v811 << v812;
        const cj_u32 v814 = v761 | v813;
        const cj_u32x4 v815 = cj_splat_u32x4(v814);
        const cj_u32 v816 = v705.y;
        const cj_u32 v817 = v707.y;
        const cj_u32 v818 = v709.y;
        const cj_u32 v819 = v711.y;
        const cj_u32 v820 = v713.y;
        const cj_u32 v821 = v715.y;
        const cj_u32 v822 = v717.y;
        const cj_u32 v823 = v719.y;
        const cj_u16 v824 = (cj_u16)v816;
        const cj_u16 v825 = v824;
        const float v826 = cj_f16_to_f32(v825);
        const cj_u16 v827 = (cj_u16)v817;
        const cj_u16 v828 = v827;
        const float v829 = cj_f16_to_f32(v828);
        const float v830 = v826 + v829;
        const cj_u16 v831 = (cj_u16)v818;
        const cj_u16 v832 = v831;
        const float v833 = cj_f16_to_f32(v832);
        const float v834 = v830 + v833;
        const cj_u16 v835 = (cj_u16)v819;
        const cj_u16 v836 = v835;
        const float v837 = cj_f16_to_f32(v836);
        const float v838 = v834 + v837;
        const cj_u16 v839 = (cj_u16)v820;
        const cj_u16 v840 = v839;
        const float v841 = cj_f16_to_f32(v840);
        const float v842 = v838 + v841;
        const cj_u16 v843 = (cj_u16)v821;
        const cj_u16 v844 = v843;
        const float v845 = cj_f16_to_f32(v844);
        const float v846 = v842 + v845;
        const cj_u16 v847 = (cj_u16)v822;
        const cj_u16 v848 = v847;
        const float v849 = cj_f16_to_f32(v848);
        const float v850 = v846 + v849;
        const cj_u16 v851 = (cj_u16)v823;
        const cj_u16 v852 = v851;
        const float v853 = cj_f16_to_f32(v852);
        const float v854 = v850 + v853;
        const cj_u16 v855 = cj_f32_to_f16(v854);
        const cj_u16 v856 = v855;
        const cj_u32 v857 = (cj_u32)v856;
        const cj_u32 v858 = 16u;
        const cj_u32 v859 = v816 >> v858;
        const cj_u16 v860 = (cj_u16)v859;
        const cj_u16 v861 = v860;
        const float v862 = cj_f16_to_f32(v861);
        const cj_u32 v863 = 16u;
        const cj_u32 v864 = v817 >> v863;
        const cj_u16 v865 = (cj_u16)v864;
        const cj_u16 v866 = v865;
        const float v867 = cj_f16_to_f32(v866);
        const float v868 = v862 + v867;
        const cj_u32 v869 = 16u;
        const cj_u32 v870 = v818 >> v869;
        const cj_u16 v871 = (cj_u16)v870;
        const cj_u16 v872 = v871;
        const float v873 = cj_f16_to_f32(v872);
        const float v874 = v868 + v873;
        const cj_u32 v875 = 16u;
        const cj_u32 v876 = v819 >> v875;
        const cj_u16 v877 = (cj_u16)v876;
        const cj_u16 v878 = v877;
        const float v879 = cj_f16_to_f32(v878);
        const float v880 = v874 + v879;
        const cj_u32 v881 = 16u;
        const cj_u32 v882 = v820 >> v881;
        const cj_u16 v883 = (cj_u16)v882;
        const cj_u16 v884 = v883;
        const float v885 = cj_f16_to_f32(v884);
        const float v886 = v880 + v885;
        const cj_u32 v887 = 16u;
        const cj_u32 v888 = v821 >> v887;
        const cj_u16 v889 = (cj_u16)v888;
        const cj_u16 v890 = v889;
        const float v891 = cj_f16_to_f32(v890);
        const float v892 = v886 + v891;
        const cj_u32 v893 = 16u;
        const cj_u32 v894 = v822 >> v893;
        const cj_u16 v895 = (cj_u16)v894;
        const cj_u16 v896 = v895;
        const float v897 = cj_f16_to_f32(v896);
        const float v898 = v892 + v897;
        const cj_u32 v899 = 16u;
        const cj_u32 v900 = v823 >> v899;
        const cj_u16 v901 = (cj_u16)v900;
        const cj_u16 v902 = v901;
        const float v903 = cj_f16_to_f32(v902);
        const float v904 = v898 + v903;
        const cj_u16 v905 = cj_f32_to_f16(v904);
        const cj_u16 v906 = v905;
        const cj_u32 v907 = (cj_u32)v906;
        const cj_u32 v908 = 16u;
        const cj_u32 v909 = v907 << v908;
        const cj_u32 v910 = v857 | v909;
        cj_u32x4 v911 = v815;
        v911.y = v910;
        const cj_u32 v912 = v705.z;
        const cj_u32 v913 = v707.z;
        const cj_u32 v914 = v709.z;
        const cj_u32 v915 = v711.z;
        const cj_u32 v916 = v713.z;
        const cj_u32 v917 = v715.z;
        const cj_u32 v918 = v717.z;
        const cj_u32 v919 = v719.z;
        const cj_u16 v920 = (cj_u16)v912;
        const cj_u16 v921 = v920;
        const float v922 = cj_f16_to_f32(v921);
        const cj_u16 v923 = (cj_u16)v913;
        const cj_u16 v924 = v923;
        const float v925 = cj_f16_to_f32(v924);
        const float v926 = v922 + v925;
        const cj_u16 v927 = (cj_u16)v914;
        const cj_u16 v928 = v927;
        const float v929 = cj_f16_to_f32(v928);
        const float v930 = v926 + v929;
        const cj_u16 v931 = (cj_u16)v915;
        const cj_u16 v932 = v931;
        const float v933 = cj_f16_to_f32(v932);
        const float v934 = v930 + v933;
        const cj_u16 v935 = (cj_u16)v916;
        const cj_u16 v936 = v935;
        const float v937 = cj_f16_to_f32(v936);
        const float v938 = v934 + v937;
        const cj_u16 v939 = (cj_u16)v917;
        const cj_u16 v940 = v939;
        const float v941 = cj_f16_to_f32(v940);
        const float v942 = v938 + v941;
        const cj_u16 v943 = (cj_u16)v918;
        const cj_u16 v944 = v943;
        const float v945 = cj_f16_to_f32(v944);
        const float v946 = v942 + v945;
        const cj_u16 v947 = (cj_u16)v919;
        const cj_u16 v948 = v947;
        const float v949 = cj_f16_to_f32(v948);
        const float v950 = v946 + v949;
        const cj_u16 v951 = cj_f32_to_f16(v950);
        const cj_u16 v952 = v951;
        const cj_u32 v953 = (cj_u32)v952;
        const cj_u32 v954 = 16u;
        const cj_u32 v955 = v912 >> v954;
        const cj_u16 v956 = (cj_u16)v955;
        const cj_u16 v957 = v956;
        const float v958 = cj_f16_to_f32(v957);
        const cj_u32 v959 = 16u;
        const cj_u32 v960 = v913 >> v959;
        const cj_u16 v961 = (cj_u16)v960;
        const cj_u16 v962 = v961;
        const float v963 = cj_f16_to_f32(v962);
        const float v964 = v958 + v963;
        const cj_u32 v965 = 16u;
        const cj_u32 v966 = v914 >> v965;
        const cj_u16 v967 = (cj_u16)v966;
        const cj_u16 v968 = v967;
        const float v969 = cj_f16_to_f32(v968);
        const float v970 = v964 + v969;
        const cj_u32 v971 = 16u;
        const cj_u32 v972 = v915 >> v971;
        const cj_u16 v973 = (cj_u16)v972;
        const cj_u16 v974 = v973;
        const float v975 = cj_f16_to_f32(v974);
        const float v976 = v970 + v975;
        const cj_u32 v977 = 16u;
        const cj_u32 v978 = v916 >> v977;
        const cj_u16 v979 = (cj_u16)v978;
        const cj_u16 v980 = v979;
        const float v981 = cj_f16_to_f32(v980);
        const float v982 = v976 + v981;
        const cj_u32 v983 = 16u;
        const cj_u32 v984 = v917 >> v983;
        const cj_u16 v985 = (cj_u16)v984;
        const cj_u16 v986 = v985;
        const float v987 = cj_f16_to_f32(v986);
        const float v988 = v982 + v987;
        const cj_u32 v989 = 16u;
        const cj_u32 v990 = v918 >> v989;
        const cj_u16 v991 = (cj_u16)v990;
        const cj_u16 v992 = v991;
        const float v993 = cj_f16_to_f32(v992);
        const float v994 = v988 + v993;
        const cj_u32 v995 = 16u;
        const cj_u32 v996 = v919 >> v995;
        const cj_u16 v997 = (cj_u16)v996;
        const cj_u16 v998 = v997;
        const float v999 = cj_f16_to_f32(v998);
        const float v1000 = v994 + v999;
        const cj_u16 v1001 = cj_f32_to_f16(v1000);
        const cj_u16 v1002 = v1001;
        const cj_u32 v1003 = (cj_u32)v1002;
        const cj_u32 v1004 = 16u;
        const cj_u32 v1005 = v1003 << v1004;
        const cj_u32 v1006 = v953 | v1005;
        cj_u32x4 v1007 = v911;
        v1007.z = v1006;
        const cj_u32 v1008 = v705.w;
        const cj_u32 v1009 = v707.w;
        const cj_u32 v1010 = v709.w;
        const cj_u32 v1011 = v711.w;
        const cj_u32 v1012 = v713.w;
        const cj_u32 v1013 = v715.w;
        const cj_u32 v1014 = v717.w;
        const cj_u32 v1015 = v719.w;
        const cj_u16 v1016 = (cj_u16)v1008;
        const cj_u16 v1017 = v1016;
        const float v1018 = cj_f16_to_f32(v1017);
        const cj_u16 v1019 = (cj_u16)v1009;
        const cj_u16 v1020 = v1019;
        const float v1021 = cj_f16_to_f32(v1020);
        const float v1022 = v1018 + v1021;
        const cj_u16 v1023 = (cj_u16)v1010;
        const cj_u16 v1024 = v1023;
        const float v1025 = cj_f16_to_f32(v1024);
        const float v1026 = v1022 + v1025;
        const cj_u16 v1027 = (cj_u16)v1011;
        const cj_u16 v1028 = v1027;
        const float v1029 = cj_f16_to_f32(v1028);
        const float v1030 = v1026 + v1029;
        const cj_u16 v1031 = (cj_u16)v1012;
        const cj_u16 v1032 = v1031;
        const float v1033 = cj_f16_to_f32(v1032);
        const float v1034 = v1030 + v1033;
        const cj_u16 v1035 = (cj_u16)v1013;
        const cj_u16 v1036 = v1035;
        const float v1037 = cj_f16_to_f32(v1036);
        const float v1038 = v1034 + v1037;
        const cj_u16 v1039 = (cj_u16)v1014;
        const cj_u16 v1040 = v1039;
        const float v1041 = cj_f16_to_f32(v1040);
        const float v1042 = v1038 + v1041;
        const cj_u16 v1043 = (cj_u16)v1015;
        const cj_u16 v1044 = v1043;
        const float v1045 = cj_f16_to_f32(v1044);
        const float v1046 = v1042 + v1045;
        const cj_u16 v1047 = cj_f32_to_f16(v1046);
        const cj_u16 v1048 = v1047;
        const cj_u32 v1049 = (cj_u32)v1048;
        const cj_u32 v1050 = 16u;
        const cj_u32 v1051 = v1008 >> v1050;
        const cj_u16 v1052 = (cj_u16)v1051;
        const cj_u16 v1053 = v1052;
        const float v1054 = cj_f16_to_f32(v1053);
        const cj_u32 v1055 = 16u;
        const cj_u32 v1056 = v1009 >> v1055;
        const cj_u16 v1057 = (cj_u16)v1056;
        const cj_u16 v1058 = v1057;
        const float v1059 = cj_f16_to_f32(v1058);
        const float v1060 = v1054 + v1059;
        const cj_u32 v1061 = 16u;
        const cj_u32 v1062 = v1010 >> v1061;
        const cj_u16 v1063 = (cj_u16)v1062;
        const cj_u16 v1064 = v1063;
        const float v1065 = cj_f16_to_f32(v1064);
        const float v1066 = v1060 + v1065;
        const cj_u32 v1067 = 16u;
        const cj_u32 v1068 = v1011 >> v1067;
        const cj_u16 v1069 = (cj_u16)v1068;
        const cj_u16 v1070 = v1069;
        const float v1071 = cj_f16_to_f32(v1070);
        const float v1072 = v1066 + v1071;
        const cj_u32 v1073 = 16u;
        const cj_u32 v1074 = v1012 >> v1073;
        const cj_u16 v1075 = (cj_u16)v1074;
        const cj_u16 v1076 = v1075;
        const float v1077 = cj_f16_to_f32(v1076);
        const float v1078 = v1072 + v1077;
        const cj_u32 v1079 = 16u;
        const cj_u32 v1080 = v1013 >> v1079;
        const cj_u16 v1081 = (cj_u16)v1080;
        const cj_u16 v1082 = v1081;
        const float v1083 = cj_f16_to_f32(v1082);
        const float v1084 = v1078 + v1083;
        const cj_u32 v1085 = 16u;
        const cj_u32 v1086 = v1014 >> v1085;
        const cj_u16 v1087 = (cj_u16)v1086;
        const cj_u16 v1088 = v1087;
        const float v1089 = cj_f16_to_f32(v1088);
        const float v1090 = v1084 + v1089;
        const cj_u32 v1091 = 16u;
        const cj_u32 v1092 = v1015 >> v1091;
        const cj_u16 v1093 = (cj_u16)v1092;
        const cj_u16 v1094 = v1093;
        const float v1095 = cj_f16_to_f32(v1094);
        const float v1096 = v1090 + v1095;
        const cj_u16 v1097 = cj_f32_to_f16(v1096);
        const cj_u16 v1098 = v1097;
        const cj_u32 v1099 = (cj_u32)v1098;
        const cj_u32 v1100 = 16u;
        const cj_u32 v1101 = v1099 << v1100;
        const cj_u32 v1102 = v1049 | v1101;
        cj_u32x4 v1103 = v1007;
        v1103.w = v1102;
        const cj_ptr v1104 = v699 + v703;
        *(cj_u32x4 *)v1104 = v1103;
      }
      const cj_u64 v1105 = 4096ull;
      const cj_u64 v1106 = v702 + v43;
      for (cj_u64 v1107 = v1106; v1107 < v674; v1107 += v1105) {
        const cj_ptr v1108 = v684 + v1107;
        const cj_u32x4 v1109 = *(const cj_u32x4 *)v1108;
        const cj_ptr v1110 = v686 + v1107;
        const cj_u32x4 v1111 = *(const cj_u32x4 *)v1110;
        const cj_ptr v1112 = v688 + v1107;
        const cj_u32x4 v1113 = *(const cj_u32x4 *)v1112;
        const cj_ptr v1114 = v690 + v1107;
        const cj_u32x4 v1115 = *(const cj_u32x4 *)v1114;
        const cj_ptr v1116 = v692 + v1107;
        const cj_u32x4 v1117 = *(const cj_u32x4 *)v1116;
        const cj_ptr v1118 = v694 + v1107;
        const cj_u32x4 v1119 = *(const cj_u32x4 *)v1118;
        const cj_ptr v1120 = v696 + v1107;
        const cj_u32x4 v1121 = *(const cj_u32x4 *)v1120;
        const cj_ptr v1122 = v698 + v1107;
        const cj_u32x4 v1123 = *(const cj_u32x4 *)v1122;
        const cj_u32 v1124 = v1109.x;
        const cj_u32 v1125 = v1111.x;
        const cj_u32 v1126 = v1113.x;
        const cj_u32 v1127 = v1115.x;
        const cj_u32 v1128 = v1117.x;
        const cj_u32 v1129 = v1119.x;
        const cj_u32 v1130 = v1121.x;
        const cj_u32 v1131 = v1123.x;
        const cj_u16 v1132 = (cj_u16)v1124;
        const cj_u16 v1133 = v1132;
        const float v1134 = cj_f16_to_f32(v1133);
        const cj_u16 v1135 = (cj_u16)v1125;
        const cj_u16 v1136 = v1135;
        const float v1137 = cj_f16_to_f32(v1136);
        const float v1138 = v1134 + v1137;
        const cj_u16 v1139 = (cj_u16)v1126;
        const cj_u16 v1140 = v1139;
        const float v1141 = cj_f16_to_f32(v1140);
        const float v1142 = v1138 + v1141;
        const cj_u16 v1143 = (cj_u16)v1127;
        const cj_u16 v1144 = v1143;
        const float v1145 = cj_f16_to_f32(v1144);
        const float v1146 = v1142 + v1145;
        const cj_u16 v1147 = (cj_u16)v1128;
        const cj_u16 v1148 = v1147;
        const float v1149 = cj_f16_to_f32(v1148);
        const float v1150 = v1146 + v1149;
        const cj_u16 v1151 = (cj_u16)v1129;
        const cj_u16 v1152 = v1151;
        const float v1153 = cj_f16_to_f32(v1152);
        const float v1154 = v1150 + v1153;
        const cj_u16 v1155 = (cj_u16)v1130;
        const cj_u16 v1156 = v1155;
        const float v1157 = cj_f16_to_f32(v1156);
        const float v1158 = v1154 + v1157;
        const cj_u16 v1159 = (cj_u16)v1131;
        const cj_u16 v1160 = v1159;
        const float v1161 = cj_f16_to_f32(v1160);
        const float v1162 = v1158 + v1161;
        const cj_u16 v1163 = cj_f32_to_f16(v1162);
        const cj_u16 v1164 = v1163;
        const cj_u32 v1165 = (cj_u32)v1164;
        const cj_u32 v1166 = 16u;
        const cj_u32 v1167 = v1124 >> v1166;
        const cj_u16 v1168 = (cj_u16)v1167;
        const cj_u16 v1169 = v1168;
        const float v1170 = cj_f16_to_f32(v1169);
        const cj_u32 v1171 = 16u;
        const cj_u32 v1172 = v1125 >> v1171;
        const cj_u16 v1173 = (cj_u16)v1172;
        const cj_u16 v1174 = v1173;
        const float v1175 = cj_f16_to_f32(v1174);
        const float v1176 = v1170 + v1175;
        const cj_u32 v1177 = 16u;
        const cj_u32 v1178 = v1126 >> v1177;
        const cj_u16 v1179 = (cj_u16)v1178;
        const cj_u16 v1180 = v1179;
        const float v1181 = cj_f16_to_f32(v1180);
        const float v1182 = v1176 + v1181;
        const cj_u32 v1183 = 16u;
        const cj_u32 v1184 = v1127 >> v1183;
        const cj_u16 v1185 = (cj_u16)v1184;
        const cj_u16 v1186 = v1185;
        const float v1187 = cj_f16_to_f32(v1186);
        const float v1188 = v1182 + v1187;
        const cj_u32 v1189 = 16u;
        const cj_u32 v1190 = v1128 >> v1189;
        const cj_u16 v1191 = (cj_u16)v1190;
        const cj_u16 v1192 = v1191;
        const float v1193 = cj_f16_to_f32(v1192);
        const float v1194 = v1188 + v1193;
        const cj_u32 v1195 = 16u;
        const cj_u32 v1196 = v1129 >> v1195;
        const cj_u16 v1197 = (cj_u16)v1196;
        const cj_u16 v1198 = v1197;
        const float v1199 = cj_f16_to_f32(v1198);
        const float v1200 = v1194 + v1199;
        const cj_u32 v1201 = 16u;
        const cj_u32 v1202 = v1130 >> v1201;
        const cj_u16 v1203 = (cj_u16)v1202;
        const cj_u16 v1204 = v1203;
        const float v1205 = cj_f16_to_f32(v1204);
        const float v1206 = v1200 + v1205;
        const cj_u32 v1207 = 16u;
        const cj_u32 v1208 = v1131 >> v1207;
        const cj_u16 v1209 = (cj_u16)v1208;
        const cj_u16 v1210 = v1209;
        const float v1211 = cj_f16_to_f32(v1210);
        const float v1212 = v1206 + v1211;
        const cj_u16 v1213 = cj_f32_to_f16(v1212);
        const cj_u16 v1214 = v1213;
        const cj_u32 v1215 = (cj_u32)v1214;
        const cj_u32 v1216 = 16u;
        const cj_u32 v1217 = v1215 << v1216;
        const cj_u32 v1218 = v1165 | v1217;
        const cj_u32x4 v1219 = cj_splat_u32x4(v1218);
        const cj_u32 v1220 = v1109.y;
        const cj_u32 v1221 = v1111.y;
        const cj_u32 v1222 = v1113.y;
        const cj_u32 v1223 = v1115.y;
        const cj_u32 v1224 = v1117.y;
        const cj_u32 v1225 = v1119.y;
        const cj_u32 v1226 = v1121.y;
        const cj_u32 v1227 = v1123.y;
        const cj_u16 v1228 = (cj_u16)v1220;
        const cj_u16 v1229 = v1228;
        const float v1230 = cj_f16_to_f32(v1229);
        const cj_u16 v1231 = (cj_u16)v1221;
        const cj_u16 v1232 = v1231;
        const float v1233 = cj_f16_to_f32(v1232);
        const float v1234 = v1230 + v1233;
        const cj_u16 v1235 = (cj_u16)v1222;
        const cj_u16 v1236 = v1235;
        const float v1237 = cj_f16_to_f32(v1236);
        const float v1238 = v1234 + v1237;
        const cj_u16 v1239 = (cj_u16)v1223;
        const cj_u16 v1240 = v1239;
        const float v1241 = cj_f16_to_f32(v1240);
        const float v1242 = v1238 + v1241;
        const cj_u16 v1243 = (cj_u16)v1224;
        const cj_u16 v1244 = v1243;
        const float v1245 = cj_f16_to_f32(v1244);
        const float v1246 = v1242 + v1245;
        const cj_u16 v1247 = (cj_u16)v1225;
        const cj_u16 v1248 = v1247;
        const float v1249 = cj_f16_to_f32(v1248);
        const float v1250 = v1246 + v1249;
        const cj_u16 v1251 = (cj_u16)v1226;
        const cj_u16 v1252 = v1251;
        const float v1253 = cj_f16_to_f32(v1252);
        const float v1254 = v1250 + v1253;
        const cj_u16 v1255 = (cj_u16)v1227;
        const cj_u16 v1256 = v1255;
        const float v1257 = cj_f16_to_f32(v1256);
        const float v1258 = v1254 + v1257;
        const cj_u16 v1259 = cj_f32_to_f16(v1258);
        const cj_u16 v1260 = v1259;
        const cj_u32 v1261 = (cj_u32)v1260;
        const cj_u32 v1262 = 16u;
        const cj_u32 v1263 = v1220 >> v1262;
        const cj_u16 v1264 = (cj_u16)v1263;
        const cj_u16 v1265 = v1264;
        const float v1266 = cj_f16_to_f32(v1265);
        const cj_u32 v1267 = 16u;
        const cj_u32 v1268 = v1221 >> v1267;
        const cj_u16 v1269 = (cj_u16)v1268;
        const cj_u16 v1270 = v1269;
        const float v1271 = cj_f16_to_f32(v1270);
        const float v1272 = v1266 + v1271;
        const cj_u32 v1273 = 16u;
        const cj_u32 v1274 = v1222 >> v1273;
        const cj_u16 v1275 = (cj_u16)v1274;
        const cj_u16 v1276 = v1275;
        const float v1277 = cj_f16_to_f32(v1276);
        const float v1278 = v1272 + v1277;
        const cj_u32 v1279 = 16u;
        const cj_u32 v1280 = v1223 >> v1279;
        const cj_u16 v1281 = (cj_u16)v1280;
        const cj_u16 v1282 = v1281;
        const float v1283 = cj_f16_to_f32(v1282);
        const float v1284 = v1278 + v1283;
        const cj_u32 v1285 = 16u;
        const cj_u32 v1286 = v1224 >> v1285;
        const cj_u16 v1287 = (cj_u16)v1286;
        const cj_u16 v1288 = v1287;
        const float v1289 = cj_f16_to_f32(v1288);
        const float v1290 = v1284 + v1289;
        const cj_u32 v1291 = 16u;
        const cj_u32 v1292 = v1225 >> v1291;
        const cj_u16 v1293 = (cj_u16)v1292;
        const cj_u16 v1294 = v1293;
        const float v1295 = cj_f16_to_f32(v1294);
        const float v1296 = v1290 + v1295;
        const cj_u32 v1297 = 16u;
        const cj_u32 v1298 = v1226 >> v1297;
        const cj_u16 v1299 = (cj_u16)v1298;
        const cj_u16 v1300 = v1299;
        const float v1301 = cj_f16_to_f32(v1300);
        const float v1302 = v1296 + v1301;
        const cj_u32 v1303 = 16u;
        const cj_u32 v1304 = v1227 >> v1303;
        const cj_u16 v1305 = (cj_u16)v1304;
        const cj_u16 v1306 = v1305;
        const float v1307 = cj_f16_to_f32(v1306);
        const float v1308 = v1302 + v1307;
        const cj_u16 v1309 = cj_f32_to_f16(v1308);
        const cj_u16 v1310 = v1309;
        const cj_u32 v1311 = (cj_u32)v1310;
        const cj_u32 v1312 = 16u;
        const cj_u32 v1313 = v1311 << v1312;
        const cj_u32 v1314 = v1261 | v1313;
        cj_u32x4 v1315 = v1219;
        v1315.y = v1314;
        const cj_u32 v1316 = v1109.z;
        const cj_u32 v1317 = v1111.z;
        const cj_u32 v1318 = v1113.z;
        const cj_u32 v1319 = v1115.z;
        const cj_u32 v1320 = v1117.z;
        const cj_u32 v1321 = v1119.z;
        const cj_u32 v1322 = v1121.z;
        const cj_u32 v1323 = v1123.z;
        const cj_u16 v1324 = (cj_u16)v1316;
        const cj_u16 v1325 = v1324;
        const float v1326 = cj_f16_to_f32(v1325);
        const cj_u16 v1327 = (cj_u16)v1317;
        const cj_u16 v1328 = v1327;
        const float v1329 = cj_f16_to_f32(v1328);
        const float v1330 = v1326 + v1329;
        const cj_u16 v1331 = (cj_u16)v1318;
        const cj_u16 v1332 = v1331;
        const float v1333 = cj_f16_to_f32(v1332);
        const float v1334 = v1330 + v1333;
        const cj_u16 v1335 = (cj_u16)v1319;
        const cj_u16 v1336 = v1335;
        const float v1337 = cj_f16_to_f32(v1336);
        const float v1338 = v1334 + v1337;
        const cj_u16 v1339 = (cj_u16)v1320;
        const cj_u16 v1340 = v1339;
        const float v1341 = cj_f16_to_f32(v1340);
        const float v1342 = v1338 + v1341;
        const cj_u16 v1343 = (cj_u16)v1321;
        const cj_u16 v1344 = v1343;
        const float v1345 = cj_f16_to_f32(v1344);
        const float v1346 = v1342 + v1345;
        const cj_u16 v1347 = (cj_u16)v1322;
        const cj_u16 v1348 = v1347;
        const float v1349 = cj_f16_to_f32(v1348);
        const float v1350 = v1346 + v1349;
        const cj_u16 v1351 = (cj_u16)v1323;
        const cj_u16 v1352 = v1351;
        const float v1353 = cj_f16_to_f32(v1352);
        const float v1354 = v1350 + v1353;
        const cj_u16 v1355 = cj_f32_to_f16(v1354);
        const cj_u16 v1356 = v1355;
        const cj_u32 v1357 = (cj_u32)v1356;
        const cj_u32 v1358 = 16u;
        const cj_u32 v1359 = v1316 >> v1358;
        const cj_u16 v1360 = (cj_u16)v1359;
        const cj_u16 v1361 = v1360;
        const float v1362 = cj_f16_to_f32(v1361);
        const cj_u32 v1363 = 16u;
        const cj_u32 v1364 = v1317 >> v1363;
        const cj_u16 v1365 = (cj_u16)v1364;
        const cj_u16 v1366 = v1365;
        const float v1367 = cj_f16_to_f32(v1366);
        const float v1368 = v1362 + v1367;
        const cj_u32 v1369 = 16u;
        const cj_u32 v1370 = v1318 >> v1369;
        const cj_u16 v1371 = (cj_u16)v1370;
        const cj_u16 v1372 = v1371;
        const float v1373 = cj_f16_to_f32(v1372);
        const float v1374 = v1368 + v1373;
        const cj_u32 v1375 = 16u;
        const cj_u32 v1376 = v1319 >> v1375;
        const cj_u16 v1377 = (cj_u16)v1376;
        const cj_u16 v1378 = v1377;
        const float v1379 = cj_f16_to_f32(v1378);
        const float v1380 = v1374 + v1379;
        const cj_u32 v1381 = 16u;
        const cj_u32 v1382 = v1320 >> v1381;
        const cj_u16 v1383 = (cj_u16)v1382;
        const cj_u16 v1384 = v1383;
        const float v1385 = cj_f16_to_f32(v1384);
        const float v1386 = v1380 + v1385;
        const cj_u32 v1387 = 16u;
        const cj_u32 v1388 = v1321 >> v1387;
        const cj_u16 v1389 = (cj_u16)v1388;
        const cj_u16 v1390 = v1389;
        const float v1391 = cj_f16_to_f32(v1390);
        const float v1392 = v1386 + v1391;
        const cj_u32 v1393 = 16u;
        const cj_u32 v1394 = v1322 >> v1393;
        const cj_u16 v1395 = (cj_u16)v1394;
        const cj_u16 v1396 = v1395;
        const float v1397 = cj_f16_to_f32(v1396);
        const float v1398 = v1392 + v1397;
        const cj_u32 v1399 = 16u;
        const cj_u32 v1400 = v1323 >> v1399;
        const cj_u16 v1401 = (cj_u16)v1400;
        const cj_u16 v1402 = v1401;
        const float v1403 = cj_f16_to_f32(v1402);
        const float v1404 = v1398 + v1403;
        const cj_u16 v1405 = cj_f32_to_f16(v1404);
        const cj_u16 v1406 = v1405;
        const cj_u32 v1407 = (cj_u32)v1406;
        const cj_u32 v1408 = 16u;
        const cj_u32 v1409 = v1407 << v1408;
        const cj_u32 v1410 = v1357 | v1409;
        cj_u32x4 v1411 = v1315;
        v1411.z = v1410;
        const cj_u32 v1412 = v1109.w;
        const cj_u32 v1413 = v1111.w;
        const cj_u32 v1414 = v1113.w;
        const cj_u32 v1415 = v1115.w;
        const cj_u32 v1416 = v1117.w;
        const cj_u32 v1417 = v1119.w;
        const cj_u32 v1418 = v1121.w;
        const cj_u32 v1419 = v1123.w;
        const cj_u16 v1420 = (cj_u16)v1412;
        const cj_u16 v1421 = v1420;
        const float v1422 = cj_f16_to_f32(v1421);
        const cj_u16 v1423 = (cj_u16)v1413;
        const cj_u16 v1424 = v1423;
        const float v1425 = cj_f16_to_f32(v1424);
        const float v1426 = v1422 + v1425;
        const cj_u16 v1427 = (cj_u16)v1414;
        const cj_u16 v1428 = v1427;
        const float v1429 = cj_f16_to_f32(v1428);
        const float v1430 = v1426 + v1429;
        const cj_u16 v1431 = (cj_u16)v1415;
        const cj_u16 v1432 = v1431;
        const float v1433 = cj_f16_to_f32(v1432);
        const float v1434 = v1430 + v1433;
        const cj_u16 v1435 = (cj_u16)v1416;
        const cj_u16 v1436 = v1435;
        const float v1437 = cj_f16_to_f32(v1436);
        const float v1438 = v1434 + v1437;
        const cj_u16 v1439 = (cj_u16)v1417;
        const cj_u16 v1440 = v1439;
        const float v1441 = cj_f16_to_f32(v1440);
        const float v1442 = v1438 + v1441;
        const cj_u16 v1443 = (cj_u16)v1418;
        const cj_u16 v1444 = v1443;
        const float v1445 = cj_f16_to_f32(v1444);
        const float v1446 = v1442 + v1445;
        const cj_u16 v1447 = (cj_u16)v1419;
        const cj_u16 v1448 = v1447;
        const float v1449 = cj_f16_to_f32(v1448);
        const float v1450 = v1446 + v1449;
        const cj_u16 v1451 = cj_f32_to_f16(v1450);
        const cj_u16 v1452 = v1451;
        const cj_u32 v1453 = (cj_u32)v1452;
        const cj_u32 v1454 = 16u;
        const cj_u32 v1455 = v1412 >> v1454;
        const cj_u16 v1456 = (cj_u16)v1455;
        const cj_u16 v1457 = v1456;
        const float v1458 = cj_f16_to_f32(v1457);
        const cj_u32 v1459 = 16u;
        const cj_u32 v1460 = v1413 >> v1459;
        const cj_u16 v1461 = (cj_u16)v1460;
        const cj_u16 v1462 = v1461;
        const float v1463 = cj_f16_to_f32(v1462);
        const float v1464 = v1458 + v1463;
        const cj_u32 v1465 = 16u;
        const cj_u32 v1466 = v1414 >> v1465;
        const cj_u16 v1467 = (cj_u16)v1466;
        const cj_u16 v1468 = v1467;
        const float v1469 = cj_f16_to_f32(v1468);
        const float v1470 = v1464 + v1469;
        const cj_u32 v1471 = 16u;
        const cj_u32 v1472 = v1415 >> v1471;
        const cj_u16 v1473 = (cj_u16)v1472;
        const cj_u16 v1474 = v1473;
        const float v1475 = cj_f16_to_f32(v1474);
        const float v1476 = v1470 + v1475;
        const cj_u32 v1477 = 16u;
        const cj_u32 v1478 = v1416 >> v1477;
        const cj_u16 v1479 = (cj_u16)v1478;
        const cj_u16 v1480 = v1479;
        const float v1481 = cj_f16_to_f32(v1480);
        const float v1482 = v1476 + v1481;
        const cj_u32 v1483 = 16u;
        const cj_u32 v1484 = v1417 >> v1483;
        const cj_u16 v1485 = (cj_u16)v1484;
        const cj_u16 v1486 = v1485;
        const float v1487 = cj_f16_to_f32(v1486);
        const float v1488 = v1482 + v1487;
        const cj_u32 v1489 = 16u;
        const cj_u32 v1490 = v1418 >> v1489;
        const cj_u16 v1491 = (cj_u16)v1490;
        const cj_u16 v1492 = v1491;
        const float v1493 = cj_f16_to_f32(v1492);
        const float v1494 = v1488 + v1493;
        const cj_u32 v1495 = 16u;
        const cj_u32 v1496 = v1419 >> v1495;
        const cj_u16 v1497 = (cj_u16)v1496;
        const cj_u16 v1498 = v1497;
        const float v1499 = cj_f16_to_f32(v1498);
        const float v1500 = v1494 + v1499;
        const cj_u16 v1501 = cj_f32_to_f16(v1500);
        const cj_u16 v1502 = v1501;
        const cj_u32 v1503 = (cj_u32)v1502;
        const cj_u32 v1504 = 16u;
        const cj_u32 v1505 = v1503 << v1504;
        const cj_u32 v1506 = v1453 | v1505;
        cj_u32x4 v1507 = v1411;
        v1507.w = v1506;
        const cj_ptr v1508 = v699 + v1107;
        *(cj_u32x4 *)v1508 = v1507;
      }
    }
    cj_barrier();
    // signal: counter = arrival + 1 at every rank (thread t: rank + t)
    const cj_u32 v1509 = 8u;
    const bool v1510 = v11 < v1509;
    const bool v1511 = v299 && v1510;
    if (v1511) {
      const cj_u32 v1512 = v298 + v291;
      const cj_u32 v1513 = 8u;
      const cj_u32 v1514 = v2 + v11;
      const cj_u32 v1515 = v1514 - v1513;
      const bool v1516 = v1514 >= v1513;
      const cj_u32 v1517 = v1516 ? v1515 : v1514;
      const cj_u64 v1518 = 8ull;
      const cj_u64 v1519 = (cj_u64)v1517;
      const cj_u64 v1520 = v1519 * v1518;
      const cj_ptr v1521 = v1 + v1520;
      const cj_u64 v1522 = *(const cj_u64 *)v1521;
      const cj_u64 v1523 = v1522 - v17;
      const cj_ptr v1524 = v52 + v1523;
      cj_atomic_store_release_system((cj_u32 *)v1524, v1512);
    }
    // round l-1: wait until every peer sent it (reduced in round l+1)
    const bool v1525 = v296 <= v40;
    const cj_u64 v1526 = 1ull;
    const bool v1527 = v296 >= v1526;
    const bool v1528 = v1527 && v1525;
    if (v1528) {
      const cj_u32 v1529 = 8u;
      const bool v1530 = v11 < v1529;
      const bool v1531 = v11 >= v291;
      const bool v1532 = v1531 && v1530;
      if (v1532) {
        const cj_u32 v1533 = 8u;
        const cj_u32 v1534 = v2 + v11;
        const cj_u32 v1535 = v1534 - v1533;
        const bool v1536 = v1534 >= v1533;
        const cj_u32 v1537 = v1536 ? v1535 : v1534;
        const cj_u32 v1538 = v47 + v1537;
        const cj_u64 v1539 = (cj_u64)v1538;
        const cj_u64 v1540 = 4ull;
        const cj_u64 v1541 = v1539 * v1540;
        const cj_ptr v1542 = v45 + v1541;
        const cj_u32 v1543 = 0u;
        const cj_u32 v1544 = 1u;
        const cj_u64 v1545 = cj_timer_ns();
        const cj_u32 v1546 = x_failed0;
        x_done2 = v1546;
        while (true) {
          const cj_u32 v1547 = x_done2;
          const bool v1548 = v1547 == v1543;
          if (!v1548) break;
          const cj_u32 v1549 = cj_atomic_load_acquire_system((cj_u32 *)v1542);
          const cj_u32 v1550 = 0u;
          const cj_u32 v1551 = v1549 - v298;
          const bool v1552 = (cj_i32)v1551 >= (cj_i32)v1550;
          const cj_u64 v1553 = cj_timer_ns();
          const cj_u64 v1554 = v1553 - v1545;
          const bool v1555 = v1554 > v7;
          const cj_u32 v1556 = cj_atomic_load_relaxed_device((cj_u32 *)v6);
          const bool v1557 = v1556 != v1543;
          const bool v1558 = v1555 || v1557;
          if (v1552) {
            x_done2 = v1544;
          } else {
            if (v1558) {
              const cj_u32 v1559 = 1u;
              cj_atomic_store_relaxed_system((cj_u32 *)v6, v1559);
              x_failed0 = v1544;
              x_done2 = v1544;
            }
          }
        }
      }
      cj_barrier();
    }
  }
}
