// colljit kernel cj_reducescatter_push_sum_bf16_n1048576_w4_v16_b256x32_t2x2048_g32_bar_full_sm_90 (block 256, grid 32, sm_90)
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

extern "C" __global__ void __launch_bounds__(256) cj_reducescatter_push_sum_bf16_n1048576_w4_v16_b256x32_t2x2048_g32_bar_full_sm_90(cj_ptr p_heap_bases, cj_u32 p_rank, cj_ptr p_src, cj_ptr p_dst, cj_ptr p_sync, cj_ptr p_status, cj_u64 p_timeout_ns, cj_ptr p_work, cj_u64 p_n, cj_u32 p_nblocks) {
  cj_u32 x_failed0 = {};
  cj_u32 x_done1 = {};
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
  const cj_u32 v19 = 32u;
  // reducescatter push (relay): 4 ranks x 2097152 bytes, slices of 32768 bytes per block
  const cj_u64 v20 = 32768ull;
  const cj_u64 v21 = 16ull;
  const cj_u64 v22 = (cj_u64)v11;
  const cj_u64 v23 = v22 * v21;
  const cj_u64 v24 = 256ull;
  const cj_ptr v25 = v5 + v24;
  const cj_u32 v26 = 4u;
  const cj_u32 v27 = v12 * v26;
  const cj_u32 v28 = v27 + v2;
  const cj_u64 v29 = (cj_u64)v28;
  const cj_u64 v30 = 4ull;
  const cj_u64 v31 = v29 * v30;
  const cj_ptr v32 = v25 + v31;
  const cj_u32 v33 = cj_atomic_load_relaxed_device((cj_u32 *)v32);
  const cj_u64 v34 = 32768ull;
  const cj_u64 v35 = (cj_u64)v12;
  const cj_u64 v36 = v35 * v34;
  const cj_ptr v37 = v8 + v36;
  const cj_u32 v38 = 4u;
  const cj_u32 v39 = 1u;
  const cj_u32 v40 = v2 + v39;
  const bool v41 = v40 >= v38;
  const cj_u32 v42 = v40 - v38;
  const cj_u32 v43 = v41 ? v42 : v40;
  const cj_u64 v44 = 0x200000ull;
  const cj_ptr v45 = v37 + v44;
  const cj_u64 v46 = 8ull;
  const cj_u64 v47 = (cj_u64)v43;
  const cj_u64 v48 = v47 * v46;
  const cj_ptr v49 = v1 + v48;
  const cj_u64 v50 = *(const cj_u64 *)v49;
  const cj_u64 v51 = v50 - v17;
  const cj_ptr v52 = v45 + v51;
  const cj_u64 v53 = (cj_u64)v43;
  const cj_u64 v54 = 0x200000ull;
  const cj_u64 v55 = v53 * v54;
  const cj_ptr v56 = v3 + v55;
  const cj_u32 v57 = 4u;
  const cj_u32 v58 = 2u;
  const cj_u32 v59 = v2 + v58;
  const bool v60 = v59 >= v57;
  const cj_u32 v61 = v59 - v57;
  const cj_u32 v62 = v60 ? v61 : v59;
  const cj_u64 v63 = 0x100000ull;
  const cj_ptr v64 = v37 + v63;
  const cj_u64 v65 = 8ull;
  const cj_u64 v66 = (cj_u64)v62;
  const cj_u64 v67 = v66 * v65;
  const cj_ptr v68 = v1 + v67;
  const cj_u64 v69 = *(const cj_u64 *)v68;
  const cj_u64 v70 = v69 - v17;
  const cj_ptr v71 = v64 + v70;
  const cj_u64 v72 = (cj_u64)v62;
  const cj_u64 v73 = 0x200000ull;
  const cj_u64 v74 = v72 * v73;
  const cj_ptr v75 = v3 + v74;
  const cj_u32 v76 = 4u;
  const cj_u32 v77 = 3u;
  const cj_u32 v78 = v2 + v77;
  const bool v79 = v78 >= v76;
  const cj_u32 v80 = v78 - v76;
  const cj_u32 v81 = v79 ? v80 : v78;
  const cj_u64 v82 = 0ull;
  const cj_ptr v83 = v37 + v82;
  const cj_u64 v84 = 8ull;
  const cj_u64 v85 = (cj_u64)v81;
  const cj_u64 v86 = v85 * v84;
  const cj_ptr v87 = v1 + v86;
  const cj_u64 v88 = *(const cj_u64 *)v87;
  const cj_u64 v89 = v88 - v17;
  const cj_ptr v90 = v83 + v89;
  const cj_u64 v91 = (cj_u64)v81;
  const cj_u64 v92 = 0x200000ull;
  const cj_u64 v93 = v91 * v92;
  const cj_ptr v94 = v3 + v93;
  const cj_u64 v95 = (cj_u64)v2;
  const cj_u64 v96 = 0x200000ull;
  const cj_u64 v97 = v95 * v96;
  const cj_ptr v98 = v3 + v97;
  const cj_u32 v99 = 3u;
  const cj_u32 v100 = v99 - v2;
  const cj_u32 v101 = 4u;
  const bool v102 = v100 >= v101;
  const cj_u32 v103 = 4u;
  const cj_u32 v104 = v100 - v103;
  const cj_u32 v105 = v102 ? v104 : v100;
  const cj_u32 v106 = 0u;
  const bool v107 = v2 == v106;
  const cj_u64 v108 = (cj_u64)v105;
  const cj_u64 v109 = 0x100000ull;
  const cj_u64 v110 = v108 * v109;
  const cj_ptr v111 = v37 + v110;
  const cj_u32 v112 = 4u;
  const cj_u32 v113 = v112 - v2;
  const cj_u32 v114 = 4u;
  const bool v115 = v113 >= v114;
  const cj_u32 v116 = 4u;
  const cj_u32 v117 = v113 - v116;
  const cj_u32 v118 = v115 ? v117 : v113;
  const cj_u32 v119 = 1u;
  const bool v120 = v2 == v119;
  const cj_u64 v121 = (cj_u64)v118;
  const cj_u64 v122 = 0x100000ull;
  const cj_u64 v123 = v121 * v122;
  const cj_ptr v124 = v37 + v123;
  const cj_u32 v125 = 5u;
  const cj_u32 v126 = v125 - v2;
  const cj_u32 v127 = 4u;
  const bool v128 = v126 >= v127;
  const cj_u32 v129 = 4u;
  const cj_u32 v130 = v126 - v129;
  const cj_u32 v131 = v128 ? v130 : v126;
  const cj_u32 v132 = 2u;
  const bool v133 = v2 == v132;
  const cj_u64 v134 = (cj_u64)v131;
  const cj_u64 v135 = 0x100000ull;
  const cj_u64 v136 = v134 * v135;
  const cj_ptr v137 = v37 + v136;
  const cj_u32 v138 = 6u;
  const cj_u32 v139 = v138 - v2;
  const cj_u32 v140 = 4u;
  const bool v141 = v139 >= v140;
  const cj_u32 v142 = 4u;
  const cj_u32 v143 = v139 - v142;
  const cj_u32 v144 = v141 ? v143 : v139;
  const cj_u32 v145 = 3u;
  const bool v146 = v2 == v145;
  const cj_u64 v147 = (cj_u64)v144;
  const cj_u64 v148 = 0x100000ull;
  const cj_u64 v149 = v147 * v148;
  const cj_ptr v150 = v37 + v149;
  const cj_u32 v151 = 1u;
  const cj_u64 v152 = 2ull;
  const cj_u64 v153 = 1ull;
  const cj_u64 v154 = 2ull;
  const cj_u64 v155 = v152 + v154;
  const cj_u64 v156 = 0ull;
  for (cj_u64 v157 = v156; v157 < v155; v157 += v153) {
    const cj_u32 v158 = (cj_u32)v157;
    const cj_u32 v159 = v33 + v158;
    const bool v160 = v157 < v152;
    // round l: send slice l
    if (v160) {
      const cj_u64 v161 = 32ull;
      const cj_u64 v162 = (cj_u64)v12;
      const cj_u64 v163 = v157 * v161;
      const cj_u64 v164 = v163 + v162;
      const cj_u64 v165 = v164 * v20;
      const cj_u64 v166 = 0x200000ull;
      const cj_u64 v167 = (v166 > v165 ? v166 : v165);
      const cj_u64 v168 = v167 - v165;
      const cj_u64 v169 = (v168 < v20 ? v168 : v20);
      const cj_u32 v170 = 3u;
      const cj_u32 v171 = v159 & v170;
      const cj_u64 v172 = 0x300000ull;
      const cj_u64 v173 = (cj_u64)v171;
      const cj_u64 v174 = v173 * v172;
      const cj_ptr v175 = v56 + v165;
      const cj_ptr v176 = v52 + v174;
      const cj_u64 v177 = 32768ull;
      const bool v178 = v169 == v177;
      if (v178) {
        const cj_u64 v179 = 32768ull;
        const cj_u64 v180 = v177 / v179;
        const cj_u64 v181 = v180 * v179;
        for (cj_u64 v182 = v23; v182 < v181; v182 += v179) {
          const cj_u64 v183 = 4096ull;
          const cj_u64 v184 = v182 + v183;
          const cj_u64 v185 = 8192ull;
          const cj_u64 v186 = v182 + v185;
          const cj_u64 v187 = 12288ull;
          const cj_u64 v188 = v182 + v187;
          const cj_u64 v189 = 16384ull;
          const cj_u64 v190 = v182 + v189;
          const cj_u64 v191 = 20480ull;
          const cj_u64 v192 = v182 + v191;
          const cj_u64 v193 = 24576ull;
          const cj_u64 v194 = v182 + v193;
          const cj_u64 v195 = 28672ull;
          const cj_u64 v196 = v182 + v195;
          const cj_ptr v197 = v175 + v182;
          const cj_u32x4 v198 = *(const cj_u32x4 *)v197;
          const cj_ptr v199 = v175 + v184;
          const cj_u32x4 v200 = *(const cj_u32x4 *)v199;
          const cj_ptr v201 = v175 + v186;
          const cj_u32x4 v202 = *(const cj_u32x4 *)v201;
          const cj_ptr v203 = v175 + v188;
          const cj_u32x4 v204 = *(const cj_u32x4 *)v203;
          const cj_ptr v205 = v175 + v190;
          const cj_u32x4 v206 = *(const cj_u32x4 *)v205;
          const cj_ptr v207 = v175 + v192;
          const cj_u32x4 v208 = *(const cj_u32x4 *)v207;
          const cj_ptr v209 = v175 + v194;
          const cj_u32x4 v210 = *(const cj_u32x4 *)v209;
          const cj_ptr v211 = v175 + v196;
          const cj_u32x4 v212 = *(const cj_u32x4 *)v211;
          const cj_ptr v213 = v176 + v182;
          *(cj_u32x4 *)v213 = v198;
          const cj_ptr v214 = v176 + v184;
          *(cj_u32x4 *)v214 = v200;
          const cj_ptr v215 = v176 + v186;
          *(cj_u32x4 *)v215 = v202;
          const cj_ptr v216 = v176 + v188;
          *(cj_u32x4 *)v216 = v204;
          const cj_ptr v217 = v176 + v190;
          *(cj_u32x4 *)v217 = v206;
          const cj_ptr v218 = v176 + v192;
          *(cj_u32x4 *)v218 = v208;
          const cj_ptr v219 = v176 + v194;
          *(cj_u32x4 *)v219 = v210;
          const cj_ptr v220 = v176 + v196;
          *(cj_u32x4 *)v220 = v212;
        }
        const cj_u64 v221 = 4096ull;
        const cj_u64 v222 = v181 + v23;
        for (cj_u64 v223 = v222; v223 < v177; v223 += v221) {
          const cj_ptr v224 = v175 + v223;
          const cj_u32x4 v225 = *(const cj_u32x4 *)v224;
          const cj_ptr v226 = v176 + v223;
          *(cj_u32x4 *)v226 = v225;
        }
      } else {
        const cj_u64 v227 = 32768ull;
        const cj_u64 v228 = v169 / v227;
        const cj_u64 v229 = v228 * v227;
        for (cj_u64 v230 = v23; v230 < v229; v230 += v227) {
          const cj_u64 v231 = 4096ull;
          const cj_u64 v232 = v230 + v231;
          const cj_u64 v233 = 8192ull;
          const cj_u64 v234 = v230 + v233;
          const cj_u64 v235 = 12288ull;
          const cj_u64 v236 = v230 + v235;
          const cj_u64 v237 = 16384ull;
          const cj_u64 v238 = v230 + v237;
          const cj_u64 v239 = 20480ull;
          const cj_u64 v240 = v230 + v239;
          const cj_u64 v241 = 24576ull;
          const cj_u64 v242 = v230 + v241;
          const cj_u64 v243 = 28672ull;
          const cj_u64 v244 = v230 + v243;
          const cj_ptr v245 = v175 + v230;
          const cj_u32x4 v246 = *(const cj_u32x4 *)v245;
          const cj_ptr v247 = v175 + v232;
          const cj_u32x4 v248 = *(const cj_u32x4 *)v247;
          const cj_ptr v249 = v175 + v234;
          const cj_u32x4 v250 = *(const cj_u32x4 *)v249;
          const cj_ptr v251 = v175 + v236;
          const cj_u32x4 v252 = *(const cj_u32x4 *)v251;
          const cj_ptr v253 = v175 + v238;
          const cj_u32x4 v254 = *(const cj_u32x4 *)v253;
          const cj_ptr v255 = v175 + v240;
          const cj_u32x4 v256 = *(const cj_u32x4 *)v255;
          const cj_ptr v257 = v175 + v242;
          const cj_u32x4 v258 = *(const cj_u32x4 *)v257;
          const cj_ptr v259 = v175 + v244;
          const cj_u32x4 v260 = *(const cj_u32x4 *)v259;
          const cj_ptr v261 = v176 + v230;
          *(cj_u32x4 *)v261 = v246;
          const cj_ptr v262 = v176 + v232;
          *(cj_u32x4 *)v262 = v248;
          const cj_ptr v263 = v176 + v234;
          *(cj_u32x4 *)v263 = v250;
          const cj_ptr v264 = v176 + v236;
          *(cj_u32x4 *)v264 = v252;
          const cj_ptr v265 = v176 + v238;
          *(cj_u32x4 *)v265 = v254;
          const cj_ptr v266 = v176 + v240;
          *(cj_u32x4 *)v266 = v256;
          const cj_ptr v267 = v176 + v242;
          *(cj_u32x4 *)v267 = v258;
          const cj_ptr v268 = v176 + v244;
          *(cj_u32x4 *)v268 = v260;
        }
        const cj_u64 v269 = 4096ull;
        const cj_u64 v270 = v229 + v23;
        for (cj_u64 v271 = v270; v271 < v169; v271 += v269) {
          const cj_ptr v272 = v175 + v271;
          const cj_u32x4 v273 = *(const cj_u32x4 *)v272;
          const cj_ptr v274 = v176 + v271;
          *(cj_u32x4 *)v274 = v273;
        }
      }
      const cj_ptr v275 = v75 + v165;
      const cj_ptr v276 = v71 + v174;
      const cj_u64 v277 = 32768ull;
      const bool v278 = v169 == v277;
      if (v278) {
        const cj_u64 v279 = 32768ull;
        const cj_u64 v280 = v277 / v279;
        const cj_u64 v281 = v280 * v279;
        for (cj_u64 v282 = v23; v282 < v281; v282 += v279) {
          const cj_u64 v283 = 4096ull;
          const cj_u64 v284 = v282 + v283;
          const cj_u64 v285 = 8192ull;
          const cj_u64 v286 = v282 + v285;
          const cj_u64 v287 = 12288ull;
          const cj_u64 v288 = v282 + v287;
          const cj_u64 v289 = 16384ull;
          const cj_u64 v290 = v282 + v289;
          const cj_u64 v291 = 20480ull;
          const cj_u64 v292 = v282 + v291;
          const cj_u64 v293 = 24576ull;
          const cj_u64 v294 = v282 + v293;
          const cj_u64 v295 = 28672ull;
          const cj_u64 v296 = v282 + v295;
          const cj_ptr v297 = v275 + v282;
          const cj_u32x4 v298 = *(const cj_u32x4 *)v297;
          const cj_ptr v299 = v275 + v284;
          const cj_u32x4 v300 = *(const cj_u32x4 *)v299;
          const cj_ptr v301 = v275 + v286;
          const cj_u32x4 v302 = *(const cj_u32x4 *)v301;
          const cj_ptr v303 = v275 + v288;
          const cj_u32x4 v304 = *(const cj_u32x4 *)v303;
          const cj_ptr v305 = v275 + v290;
          const cj_u32x4 v306 = *(const cj_u32x4 *)v305;
          const cj_ptr v307 = v275 + v292;
          const cj_u32x4 v308 = *(const cj_u32x4 *)v307;
          const cj_ptr v309 = v275 + v294;
          const cj_u32x4 v310 = *(const cj_u32x4 *)v309;
          const cj_ptr v311 = v275 + v296;
          const cj_u32x4 v312 = *(const cj_u32x4 *)v311;
          const cj_ptr v313 = v276 + v282;
          *(cj_u32x4 *)v313 = v298;
          const cj_ptr v314 = v276 + v284;
          *(cj_u32x4 *)v314 = v300;
          const cj_ptr v315 = v276 + v286;
          *(cj_u32x4 *)v315 = v302;
          const cj_ptr v316 = v276 + v288;
          *(cj_u32x4 *)v316 = v304;
          const cj_ptr v317 = v276 + v290;
          *(cj_u32x4 *)v317 = v306;
          const cj_ptr v318 = v276 + v292;
          *(cj_u32x4 *)v318 = v308;
          const cj_ptr v319 = v276 + v294;
          *(cj_u32x4 *)v319 = v310;
          const cj_ptr v320 = v276 + v296;
          *(cj_u32x4 *)v320 = v312;
        }
        const cj_u64 v321 = 4096ull;
        const cj_u64 v322 = v281 + v23;
        for (cj_u64 v323 = v322; v323 < v277; v323 += v321) {
          const cj_ptr v324 = v275 + v323;
          const cj_u32x4 v325 = *(const cj_u32x4 *)v324;
          const cj_ptr v326 = v276 + v323;
          *(cj_u32x4 *)v326 = v325;
        }
      } else {
        const cj_u64 v327 = 32768ull;
        const cj_u64 v328 = v169 / v327;
        const cj_u64 v329 = v328 * v327;
        for (cj_u64 v330 = v23; v330 < v329; v330 += v327) {
          const cj_u64 v331 = 4096ull;
          const cj_u64 v332 = v330 + v331;
          const cj_u64 v333 = 8192ull;
          const cj_u64 v334 = v330 + v333;
          const cj_u64 v335 = 12288ull;
          const cj_u64 v336 = v330 + v335;
          const cj_u64 v337 = 16384ull;
          const cj_u64 v338 = v330 + v337;
          const cj_u64 v339 = 20480ull;
          const cj_u64 v340 = v330 + v339;
          const cj_u64 v341 = 24576ull;
          const cj_u64 v342 = v330 + v341;
          const cj_u64 v343 = 28672ull;
          const cj_u64 v344 = v330 + v343;
          const cj_ptr v345 = v275 + v330;
          const cj_u32x4 v346 = *(const cj_u32x4 *)v345;
          const cj_ptr v347 = v275 + v332;
          const cj_u32x4 v348 = *(const cj_u32x4 *)v347;
          const cj_ptr v349 = v275 + v334;
          const cj_u32x4 v350 = *(const cj_u32x4 *)v349;
          const cj_ptr v351 = v275 + v336;
          const cj_u32x4 v352 = *(const cj_u32x4 *)v351;
          const cj_ptr v353 = v275 + v338;
          const cj_u32x4 v354 = *(const cj_u32x4 *)v353;
          const cj_ptr v355 = v275 + v340;
          const cj_u32x4 v356 = *(const cj_u32x4 *)v355;
          const cj_ptr v357 = v275 + v342;
          const cj_u32x4 v358 = *(const cj_u32x4 *)v357;
          const cj_ptr v359 = v275 + v344;
          const cj_u32x4 v360 = *(const cj_u32x4 *)v359;
          const cj_ptr v361 = v276 + v330;
          *(cj_u32x4 *)v361 = v346;
          const cj_ptr v362 = v276 + v332;
          *(cj_u32x4 *)v362 = v348;
          const cj_ptr v363 = v276 + v334;
          *(cj_u32x4 *)v363 = v350;
          const cj_ptr v364 = v276 + v336;
          *(cj_u32x4 *)v364 = v352;
          const cj_ptr v365 = v276 + v338;
          *(cj_u32x4 *)v365 = v354;
          const cj_ptr v366 = v276 + v340;
          *(cj_u32x4 *)v366 = v356;
          const cj_ptr v367 = v276 + v342;
          *(cj_u32x4 *)v367 = v358;
          const cj_ptr v368 = v276 + v344;
          *(cj_u32x4 *)v368 = v360;
        }
        const cj_u64 v369 = 4096ull;
        const cj_u64 v370 = v329 + v23;
        for (cj_u64 v371 = v370; v371 < v169; v371 += v369) {
          const cj_ptr v372 = v275 + v371;
          const cj_u32x4 v373 = *(const cj_u32x4 *)v372;
          const cj_ptr v374 = v276 + v371;
          *(cj_u32x4 *)v374 = v373;
        }
      }
      const cj_ptr v375 = v94 + v165;
      const cj_ptr v376 = v90 + v174;
      const cj_u64 v377 = 32768ull;
      const bool v378 = v169 == v377;
      if (v378) {
        const cj_u64 v379 = 32768ull;
        const cj_u64 v380 = v377 / v379;
        const cj_u64 v381 = v380 * v379;
        for (cj_u64 v382 = v23; v382 < v381; v382 += v379) {
          const cj_u64 v383 = 4096ull;
          const cj_u64 v384 = v382 + v383;
          const cj_u64 v385 = 8192ull;
          const cj_u64 v386 = v382 + v385;
          const cj_u64 v387 = 12288ull;
          const cj_u64 v388 = v382 + v387;
          const cj_u64 v389 = 16384ull;
          const cj_u64 v390 = v382 + v389;
          const cj_u64 v391 = 20480ull;
          const cj_u64 v392 = v382 + v391;
          const cj_u64 v393 = 24576ull;
          const cj_u64 v394 = v382 + v393;
          const cj_u64 v395 = 28672ull;
          const cj_u64 v396 = v382 + v395;
          const cj_ptr v397 = v375 + v382;
          const cj_u32x4 v398 = *(const cj_u32x4 *)v397;
          const cj_ptr v399 = v375 + v384;
          const cj_u32x4 v400 = *(const cj_u32x4 *)v399;
          const cj_ptr v401 = v375 + v386;
          const cj_u32x4 v402 = *(const cj_u32x4 *)v401;
          const cj_ptr v403 = v375 + v388;
          const cj_u32x4 v404 = *(const cj_u32x4 *)v403;
          const cj_ptr v405 = v375 + v390;
          const cj_u32x4 v406 = *(const cj_u32x4 *)v405;
          const cj_ptr v407 = v375 + v392;
          const cj_u32x4 v408 = *(const cj_u32x4 *)v407;
          const cj_ptr v409 = v375 + v394;
          const cj_u32x4 v410 = *(const cj_u32x4 *)v409;
          const cj_ptr v411 = v375 + v396;
          const cj_u32x4 v412 = *(const cj_u32x4 *)v411;
          const cj_ptr v413 = v376 + v382;
          *(cj_u32x4 *)v413 = v398;
          const cj_ptr v414 = v376 + v384;
          *(cj_u32x4 *)v414 = v400;
          const cj_ptr v415 = v376 + v386;
          *(cj_u32x4 *)v415 = v402;
          const cj_ptr v416 = v376 + v388;
          *(cj_u32x4 *)v416 = v404;
          const cj_ptr v417 = v376 + v390;
          *(cj_u32x4 *)v417 = v406;
          const cj_ptr v418 = v376 + v392;
          *(cj_u32x4 *)v418 = v408;
          const cj_ptr v419 = v376 + v394;
          *(cj_u32x4 *)v419 = v410;
          const cj_ptr v420 = v376 + v396;
          *(cj_u32x4 *)v420 = v412;
        }
        const cj_u64 v421 = 4096ull;
        const cj_u64 v422 = v381 + v23;
        for (cj_u64 v423 = v422; v423 < v377; v423 += v421) {
          const cj_ptr v424 = v375 + v423;
          const cj_u32x4 v425 = *(const cj_u32x4 *)v424;
          const cj_ptr v426 = v376 + v423;
          *(cj_u32x4 *)v426 = v425;
        }
      } else {
        const cj_u64 v427 = 32768ull;
        const cj_u64 v428 = v169 / v427;
        const cj_u64 v429 = v428 * v427;
        for (cj_u64 v430 = v23; v430 < v429; v430 += v427) {
          const cj_u64 v431 = 4096ull;
          const cj_u64 v432 = v430 + v431;
          const cj_u64 v433 = 8192ull;
          const cj_u64 v434 = v430 + v433;
          const cj_u64 v435 = 12288ull;
          const cj_u64 v436 = v430 + v435;
          const cj_u64 v437 = 16384ull;
          const cj_u64 v438 = v430 + v437;
          const cj_u64 v439 = 20480ull;
          const cj_u64 v440 = v430 + v439;
          const cj_u64 v441 = 24576ull;
          const cj_u64 v442 = v430 + v441;
          const cj_u64 v443 = 28672ull;
          const cj_u64 v444 = v430 + v443;
          const cj_ptr v445 = v375 + v430;
          const cj_u32x4 v446 = *(const cj_u32x4 *)v445;
          const cj_ptr v447 = v375 + v432;
          const cj_u32x4 v448 = *(const cj_u32x4 *)v447;
          const cj_ptr v449 = v375 + v434;
          const cj_u32x4 v450 = *(const cj_u32x4 *)v449;
          const cj_ptr v451 = v375 + v436;
          const cj_u32x4 v452 = *(const cj_u32x4 *)v451;
          const cj_ptr v453 = v375 + v438;
          const cj_u32x4 v454 = *(const cj_u32x4 *)v453;
          const cj_ptr v455 = v375 + v440;
          const cj_u32x4 v456 = *(const cj_u32x4 *)v455;
          const cj_ptr v457 = v375 + v442;
          const cj_u32x4 v458 = *(const cj_u32x4 *)v457;
          const cj_ptr v459 = v375 + v444;
          const cj_u32x4 v460 = *(const cj_u32x4 *)v459;
          const cj_ptr v461 = v376 + v430;
          *(cj_u32x4 *)v461 = v446;
          const cj_ptr v462 = v376 + v432;
          *(cj_u32x4 *)v462 = v448;
          const cj_ptr v463 = v376 + v434;
          *(cj_u32x4 *)v463 = v450;
          const cj_ptr v464 = v376 + v436;
          *(cj_u32x4 *)v464 = v452;
          const cj_ptr v465 = v376 + v438;
          *(cj_u32x4 *)v465 = v454;
          const cj_ptr v466 = v376 + v440;
          *(cj_u32x4 *)v466 = v456;
          const cj_ptr v467 = v376 + v442;
          *(cj_u32x4 *)v467 = v458;
          const cj_ptr v468 = v376 + v444;
          *(cj_u32x4 *)v468 = v460;
        }
        const cj_u64 v469 = 4096ull;
        const cj_u64 v470 = v429 + v23;
        for (cj_u64 v471 = v470; v471 < v169; v471 += v469) {
          const cj_ptr v472 = v375 + v471;
          const cj_u32x4 v473 = *(const cj_u32x4 *)v472;
          const cj_ptr v474 = v376 + v471;
          *(cj_u32x4 *)v474 = v473;
        }
      }
    }
    // round l-2 (arrived: waited for last round): reduce, while the sends drain
    const cj_u64 v475 = 2ull;
    const bool v476 = v157 >= v475;
    if (v476) {
      const cj_u64 v477 = 2ull;
      const cj_u64 v478 = v157 - v477;
      const cj_u64 v479 = 32ull;
      const cj_u64 v480 = (cj_u64)v12;
      const cj_u64 v481 = v478 * v479;
      const cj_u64 v482 = v481 + v480;
      const cj_u64 v483 = v482 * v20;
      const cj_u64 v484 = 0x200000ull;
      const cj_u64 v485 = (v484 > v483 ? v484 : v483);
      const cj_u64 v486 = v485 - v483;
      const cj_u64 v487 = (v486 < v20 ? v486 : v20);
      const cj_u32 v488 = 2u;
      const cj_u32 v489 = v159 - v488;
      const cj_u32 v490 = 3u;
      const cj_u32 v491 = v489 & v490;
      const cj_u64 v492 = 0x300000ull;
      const cj_u64 v493 = (cj_u64)v491;
      const cj_u64 v494 = v493 * v492;
      const cj_ptr v495 = v98 + v483;
      const cj_ptr v496 = v111 + v494;
      const cj_ptr v497 = v107 ? v495 : v496;
      const cj_ptr v498 = v124 + v494;
      const cj_ptr v499 = v120 ? v495 : v498;
      const cj_ptr v500 = v137 + v494;
      const cj_ptr v501 = v133 ? v495 : v500;
      const cj_ptr v502 = v150 + v494;
      const cj_ptr v503 = v146 ? v495 : v502;
      const cj_ptr v504 = v4 + v483;
      const cj_u64 v505 = 32768ull;
      const bool v506 = v487 == v505;
      if (v506) {
        const cj_u64 v507 = 8192ull;
        const cj_u64 v508 = v505 / v507;
        const cj_u64 v509 = v508 * v507;
        for (cj_u64 v510 = v23; v510 < v509; v510 += v507) {
          const cj_u64 v511 = 4096ull;
          const cj_u64 v512 = v510 + v511;
          const cj_ptr v513 = v497 + v510;
          const cj_u32x4 v514 = *(const cj_u32x4 *)v513;
          const cj_ptr v515 = v499 + v510;
          const cj_u32x4 v516 = *(const cj_u32x4 *)v515;
          const cj_ptr v517 = v501 + v510;
          const cj_u32x4 v518 = *(const cj_u32x4 *)v517;
          const cj_ptr v519 = v503 + v510;
          const cj_u32x4 v520 = *(const cj_u32x4 *)v519;
          const cj_ptr v521 = v497 + v512;
          const cj_u32x4 v522 = *(const cj_u32x4 *)v521;
          const cj_ptr v523 = v499 + v512;
          const cj_u32x4 v524 = *(const cj_u32x4 *)v523;
          const cj_ptr v525 = v501 + v512;
          const cj_u32x4 v526 = *(const cj_u32x4 *)v525;
          const cj_ptr v527 = v503 + v512;
          const cj_u32x4 v528 = *(const cj_u32x4 *)v527;
          const cj_u32 v529 = v514.x;
          const cj_u32 v530 = v516.x;
          const cj_u32 v531 = v518.x;
          const cj_u32 v532 = v520.x;
          const cj_u16 v533 = (cj_u16)v529;
          const cj_u16 v534 = v533;
          const float v535 = cj_bf16_to_f32(v534);
          const cj_u16 v536 = (cj_u16)v530;
          const cj_u16 v537 = v536;
          const float v538 = cj_bf16_to_f32(v537);
          const float v539 = v535 + v538;
          const cj_u16 v540 = (cj_u16)v531;
          const cj_u16 v541 = v540;
          const float v542 = cj_bf16_to_f32(v541);
          const float v543 = v539 + v542;
          const cj_u16 v544 = (cj_u16)v532;
          const cj_u16 v545 = v544;
          const float v546 = cj_bf16_to_f32(v545);
          const float v547 = v543 + v546;
          const cj_u16 v548 = cj_f32_to_bf16(v547);
          const cj_u16 v549 = v548;
          const cj_u32 v550 = (cj_u32)v549;
          const cj_u32 v551 = 16u;
          const cj_u32 v552 = v529 >> v551;
          const cj_u16 v553 = (cj_u16)v552;
          const cj_u16 v554 = v553;
          const float v555 = cj_bf16_to_f32(v554);
          const cj_u32 v556 = 16u;
          const cj_u32 v557 = v530 >> v556;
          const cj_u16 v558 = (cj_u16)v557;
          const cj_u16 v559 = v558;
          const float v560 = cj_bf16_to_f32(v559);
          const float v561 = v555 + v560;
          const cj_u32 v562 = 16u;
          const cj_u32 v563 = v531 >> v562;
          const cj_u16 v564 = (cj_u16)v563;
          const cj_u16 v565 = v564;
          const float v566 = cj_bf16_to_f32(v565);
          const float v567 = v561 + v566;
          const cj_u32 v568 = 16u;
          const cj_u32 v569 = v532 >> v568;
          const cj_u16 v570 = (cj_u16)v569;
          const cj_u16 v571 = v570;
          const float v572 = cj_bf16_to_f32(v571);
          const float v573 = v567 + v572;
          const cj_u16 v574 = cj_f32_to_bf16(v573);
          const cj_u16 v575 = v574;
          const cj_u32 v576 = (cj_u32)v575;
          const cj_u32 v577 = 16u;
          const cj_u32 v578 = v576 << v577;
          const cj_u32 v579 = v550 | v578;
          const cj_u32x4 v580 = cj_splat_u32x4(v579);
          const cj_u32 v581 = v514.y;
          const cj_u32 v582 = v516.y;
          const cj_u32 v583 = v518.y;
          const cj_u32 v584 = v520.y;
          const cj_u16 v585 = (cj_u16)v581;
          const cj_u16 v586 = v585;
          const float v587 = cj_bf16_to_f32(v586);
          const cj_u16 v588 = (cj_u16)v582;
          const cj_u16 v589 = v588;
          const float v590 = cj_bf16_to_f32(v589);
          const float v591 = v587 + v590;
          const cj_u16 v592 = (cj_u16)v583;
          const cj_u16 v593 = v592;
          const float v594 = cj_bf16_to_f32(v593);
          const float v595 = v591 + v594;
          const cj_u16 v596 = (cj_u16)v584;
          const cj_u16 v597 = v596;
          const float v598 = cj_bf16_to_f32(v597);
          const float v599 = v595 + v598;
          const cj_u16 v600 = cj_f32_to_bf16(v599);
          const cj_u16 v601 = v600;
          const cj_u32 v602 = (cj_u32)v601;
          const cj_u32 v603 = 16u;
          const cj_u32 v604 = v581 >> v603;
          const cj_u16 v605 = (cj_u16)v604;
          const cj_u16 v606 = v605;
          const float v607 = cj_bf16_to_f32(v606);
          const cj_u32 v608 = 16u;
          const cj_u32 v609 = v582 >> v608;
          const cj_u16 v610 = (cj_u16)v609;
          const cj_u16 v611 = v610;
          const float v612 = cj_bf16_to_f32(v611);
          const float v613 = v607 + v612;
          const cj_u32 v614 = 16u;
          const cj_u32 v615 = v583 >> v614;
          const cj_u16 v616 = (cj_u16)v615;
          const cj_u16 v617 = v616;
          const float v618 = cj_bf16_to_f32(v617);
          const float v619 = v613 + v618;
          const cj_u32 v620 = 16u;
          const cj_u32 v621 = v584 >> v620;
          const cj_u16 v622 = (cj_u16)v621;
          const cj_u16 v623 = v622;
          const float v624 = cj_bf16_to_f32(v623);
          const float v625 = v619 + v624;
          const cj_u16 v626 = cj_f32_to_bf16(v625);
          const cj_u16 v627 = v626;
          const cj_u32 v628 = (cj_u32)v627;
          const cj_u32 v629 = 16u;
          const cj_u32 v630 = v628 << v629;
          const cj_u32 v631 = v602 | v630;
          cj_u32x4 v632 = v580;
          v632.y = v631;
          const cj_u32 v633 = v514.z;
          const cj_u32 v634 = v516.z;
          const cj_u32 v635 = v518.z;
          const cj_u32 v636 = v520.z;
          const cj_u16 v637 = (cj_u16)v633;
          const cj_u16 v638 = v637;
          const float v639 = cj_bf16_to_f32(v638);
          const cj_u16 v640 = (cj_u16)v634;
          const cj_u16 v641 = v640;
          const float v642 = cj_bf16_to_f32(v641);
          const float v643 = v639 + v642;
          const cj_u16 v644 = (cj_u16)v635;
          const cj_u16 v645 = v644;
          const float v646 = cj_bf16_to_f32(v645);
          const float v647 = v643 + v646;
          const cj_u16 v648 = (cj_u16)v636;
          const cj_u16 v649 = v648;
          const float v650 = cj_bf16_to_f32(v649);
          const float v651 = v647 + v650;
          const cj_u16 v652 = cj_f32_to_bf16(v651);
          const cj_u16 v653 = v652;
          const cj_u32 v654 = (cj_u32)v653;
          const cj_u32 v655 = 16u;
          const cj_u32 v656 = v633 >> v655;
          const cj_u16 v657 = (cj_u16)v656;
          const cj_u16 v658 = v657;
          const float v659 = cj_bf16_to_f32(v658);
          const cj_u32 v660 = 16u;
          const cj_u32 v661 = v634 >> v660;
          const cj_u16 v662 = (cj_u16)v661;
          const cj_u16 v663 = v662;
          const float v664 = cj_bf16_to_f32(v663);
          const float v665 = v659 + v664;
          const cj_u32 v666 = 16u;
          const cj_u32 v667 = v635 >> v666;
          const cj_u16 v668 = (cj_u16)v667;
          const cj_u16 v669 = v668;
          const float v670 = cj_bf16_to_f32(v669);
          const float v671 = v665 + v670;
          const cj_u32 v672 = 16u;
          const cj_u32 v673 = v636 >> v672;
          const cj_u16 v674 = (cj_u16)v673;
          const cj_u16 v675 = v674;
          const float v676 = cj_bf16_to_f32(v675);
          const float v677 = v671 + v676;
          const cj_u16 v678 = cj_f32_to_bf16(v677);
          const cj_u16 v679 = v678;
          const cj_u32 v680 = (cj_u32)v679;
          const cj_u32 v681 = 16u;
          const cj_u32 v682 = v680 << v681;
          const cj_u32 v683 = v654 | v682;
          cj_u32x4 v684 = v632;
          v684.z = v683;
          const cj_u32 v685 = v514.w;
          const cj_u32 v686 = v516.w;
          const cj_u32 v687 = v518.w;
          const cj_u32 v688 = v520.w;
          const cj_u16 v689 = (cj_u16)v685;
          const cj_u16 v690 = v689;
          const float v691 = cj_bf16_to_f32(v690);
          const cj_u16 v692 = (cj_u16)v686;
          const cj_u16 v693 = v692;
          const float v694 = cj_bf16_to_f32(v693);
          const float v695 = v691 + v694;
          const cj_u16 v696 = (cj_u16)v687;
          const cj_u16 v697 = v696;
          const float v698 = cj_bf16_to_f32(v697);
          const float v699 = v695 + v698;
          const cj_u16 v700 = (cj_u16)v688;
          const cj_u16 v701 = v700;
          const float v702 = cj_bf16_to_f32(v701);
          const float v703 = v699 + v702;
          const cj_u16 v704 = cj_f32_to_bf16(v703);
          const cj_u16 v705 = v704;
          const cj_u32 v706 = (cj_u32)v705;
          const cj_u32 v707 = 16u;
          const cj_u32 v708 = v685 >> v707;
          const cj_u16 v709 = (cj_u16)v708;
          const cj_u16 v710 = v709;
          const float v711 = cj_bf16_to_f32(v710);
          const cj_u32 v712 = 16u;
          const cj_u32 v713 = v686 >> v712;
          const cj_u16 v714 = (cj_u16)v713;
          const cj_u16 v715 = v714;
          const float v716 = cj_bf16_to_f32(v715);
          const float v717 = v711 + v716;
          const cj_u32 v718 = 16u;
          const cj_u32 v719 = v687 >> v718;
          const cj_u16 v720 = (cj_u16)v719;
          const cj_u16 v721 = v720;
          const float v722 = cj_bf16_to_f32(v721);
          const float v723 = v717 + v722;
          const cj_u32 v724 = 16u;
          const cj_u32 v725 = v688 >> v724;
          const cj_u16 v726 = (cj_u16)v725;
          const cj_u16 v727 = v726;
          const float v728 = cj_bf16_to_f32(v727);
          const float v729 = v723 + v728;
          const cj_u16 v730 = cj_f32_to_bf16(v729);
          const cj_u16 v731 = v730;
          const cj_u32 v732 = (cj_u32)v731;
          const cj_u32 v733 = 16u;
          const cj_u32 v734 = v732 << v733;
          const cj_u32 v735 = v706 | v734;
          cj_u32x4 v736 = v684;
          v736.w = v735;
          const cj_ptr v737 = v504 + v510;
          *(cj_u32x4 *)v737 = v736;
          const cj_u32 v738 = v522.x;
          const cj_u32 v739 = v524.x;
          const cj_u32 v740 = v526.x;
          const cj_u32 v741 = v528.x;
          const cj_u16 v742 = (cj_u16)v738;
          const cj_u16 v743 = v742;
          const float v744 = cj_bf16_to_f32(v743);
          const cj_u16 v745 = (cj_u16)v739;
          const cj_u16 v746 = v745;
          const float v747 = cj_bf16_to_f32(v746);
          const float v748 = v744 + v747;
          const cj_u16 v749 = (cj_u16)v740;
          const cj_u16 v750 = v749;
          const float v751 = cj_bf16_to_f32(v750);
          const float v752 = v748 + v751;
          const cj_u16 v753 = (cj_u16)v741;
          const cj_u16 v754 = v753;
          const float v755 = cj_bf16_to_f32(v754);
          const float v756 = v752 + v755;
          const cj_u16 v757 = cj_f32_to_bf16(v756);
          const cj_u16 v758 = v757;
          const cj_u32 v759 = (cj_u32)v758;
          const cj_u32 v760 = 16u;
          const cj_u32 v761 = v738 >> v760;
          const cj_u16 v762 = (cj_u16)v761;
          const cj_u16 v763 = v762;
          const float v764 = cj_bf16_to_f32(v763);
          const cj_u32 v765 = 16u;
          const cj_u32 v766 = v739 >> v765;
          const cj_u16 v767 = (cj_u16)v766;
          const cj_u16 v768 = v767;
          const float v769 = cj_bf16_to_f32(v768);
          const float v770 = v764 + v769;
          const cj_u32 v771 = 16u;
          const cj_u32 v772 = v740 >> v771;
          const cj_u16 v773 = (cj_u16)v772;
          const cj_u16 v774 = v773;
          const float v775 = cj_bf16_to_f32(v774);
          const float v776 = v770 + v775;
          const cj_u32 v777 = 16u;
          const cj_u32 v778 = v741 >> v777;
          const cj_u16 v779 = (cj_u16)v778;
          const cj_u16 v780 = v779;
          const float v781 = cj_bf16_to_f32(v780);
          const float v782 = v776 + v781;
          const cj_u16 v783 = cj_f32_to_bf16(v782);
          const cj_u16 v784 = v783;
          const cj_u32 v785 = (cj_u32)v784;
          const cj_u32 v786 = 16u;
          const cj_u32 v787 = v785 << v786;
          const cj_u32 v788 = v759 | v787;
          const cj_u32x4 v789 = cj_splat_u32x4(v788);
          const cj_u32 v790 = v522.y;
          const cj_u32 v791 = v524.y;
          const cj_u32 v792 = v526.y;
          const cj_u32 v793 = v528.y;
          const cj_u16 v794 = (cj_u16)v790;
          const cj_u16 v795 = v794;
          const float v796 = cj_bf16_to_f32(v795);
          const cj_u16 v797 = (cj_u16)v791;
          const cj_u16 v798 = v797;
          const float v799 = cj_bf16_to_f32(v798);
          const float v800 = v796 + v799;
          const cj_u16 v801 = (cj_u16)v792;
          const cj_u16 v802 = v801;
          const float v803 = cj_bf16_to_f32(v802);
          const float v804 = v800 + v803;
          const cj_u16 v805 = (cj_u16)v793;
          const cj_u16 v806 = v805;
          const float v807 = cj_bf16_to_f32(v806);
          const float v808 = v804 + v807;
          const cj_u16 v809 = cj_f32_to_bf16(v808);
          const cj_u16 v810 = v809;
          const cj_u32 v811 = (cj_u32)v810;
          const cj_u32 v812 = 16u;
          const cj_u32 v813 = v790 >> v812;
          const cj_u16 v814 = (cj_u16)v813;
          const cj_u16 v815 = v814;
          const float v816 = cj_bf16_to_f32(v815);
          const cj_u32 v817 = 16u;
          const cj_u32 v818 = v791 >> v817;
          const cj_u16 v819 = (cj_u16)v818;
          const cj_u16 v820 = v819;
          const float v821 = cj_bf16_to_f32(v820);
          const float v822 = v816 + v821;
          const cj_u32 v823 = 16u;
          const cj_u32 v824 = v792 >> v823;
          const cj_u16 v825 = (cj_u16)v824;
          const cj_u16 v826 = v825;
          const float v827 = cj_bf16_to_f32(v826);
          const float v828 = v822 + v827;
          const cj_u32 v829 = 16u;
          const cj_u32 v830 = v793 >> v829;
          const cj_u16 v831 = (cj_u16)v830;
          const cj_u16 v832 = v831;
          const float v833 = cj_bf16_to_f32(v832);
          const float v834 = v828 + v833;
          const cj_u16 v835 = cj_f32_to_bf16(v834);
          const cj_u16 v836 = v835;
          const cj_u32 v837 = (cj_u32)v836;
          const cj_u32 v838 = 16u;
          const cj_u32 v839 = v837 << v838;
          const cj_u32 v840 = v811 | v839;
          cj_u32x4 v841 = v789;
          v841.y = v840;
          const cj_u32 v842 = v522.z;
          const cj_u32 v843 = v524.z;
          const cj_u32 v844 = v526.z;
          const cj_u32 v845 = v528.z;
          const cj_u16 v846 = (cj_u16)v842;
          const cj_u16 v847 = v846;
          const float v848 = cj_bf16_to_f32(v847);
          const cj_u16 v849 = (cj_u16)v843;
          const cj_u16 v850 = v849;
          const float v851 = cj_bf16_to_f32(v850);
          const float v852 = v848 + v851;
          const cj_u16 v853 = (cj_u16)v844;
          const cj_u16 v854 = v853;
          const float v855 = cj_bf16_to_f32(v854);
          const float v856 = v852 + v855;
          const cj_u16 v857 = (cj_u16)v845;
          const cj_u16 v858 = v857;
          const float v859 = cj_bf16_to_f32(v858);
          const float v860 = v856 + v859;
          const cj_u16 v861 = cj_f32_to_bf16(v860);
          const cj_u16 v862 = v861;
          const cj_u32 v863 = (cj_u32)v862;
          const cj_u32 v864 = 16u;
          const cj_u32 v865 = v842 >> v864;
          const cj_u16 v866 = (cj_u16)v865;
          const cj_u16 v867 = v866;
          const float v868 = cj_bf16_to_f32(v867);
          const cj_u32 v869 = 16u;
          const cj_u32 v870 = v843 >> v869;
          const cj_u16 v871 = (cj_u16)v870;
          const cj_u16 v872 = v871;
          const float v873 = cj_bf16_to_f32(v872);
          const float v874 = v868 + v873;
          const cj_u32 v875 = 16u;
          const cj_u32 v876 = v844 >> v875;
          const cj_u16 v877 = (cj_u16)v876;
          const cj_u16 v878 = v877;
          const float v879 = cj_bf16_to_f32(v878);
          const float v880 = v874 + v879;
          const cj_u32 v881 = 16u;
          const cj_u32 v882 = v845 >> v881;
          const cj_u16 v883 = (cj_u16)v882;
          const cj_u16 v884 = v883;
          const float v885 = cj_bf16_to_f32(v884);
          const float v886 = v880 + v885;
          const cj_u16 v887 = cj_f32_to_bf16(v886);
          const cj_u16 v888 = v887;
          const cj_u32 v889 = (cj_u32)v888;
          const cj_u32 v890 = 16u;
          const cj_u32 v891 = v889 << v890;
          const cj_u32 v892 = v863 | v891;
          cj_u32x4 v893 = v841;
          v893.z = v892;
          const cj_u32 v894 = v522.w;
          const cj_u32 v895 = v524.w;
          const cj_u32 v896 = v526.w;
          const cj_u32 v897 = v528.w;
          const cj_u16 v898 = (cj_u16)v894;
          const cj_u16 v899 = v898;
          const float v900 = cj_bf16_to_f32(v899);
          const cj_u16 v901 = (cj_u16)v895;
          const cj_u16 v902 = v901;
          const float v903 = cj_bf16_to_f32(v902);
          const float v904 = v900 + v903;
          const cj_u16 v905 = (cj_u16)v896;
          const cj_u16 v906 = v905;
          const float v907 = cj_bf16_to_f32(v906);
          const float v908 = v904 + v907;
          const cj_u16 v909 = (cj_u16)v897;
          const cj_u16 v910 = v909;
          const float v911 = cj_bf16_to_f32(v910);
          const float v912 = v908 + v911;
          const cj_u16 v913 = cj_f32_to_bf16(v912);
          const cj_u16 v914 = v913;
          const cj_u32 v915 = (cj_u32)v914;
          const cj_u32 v916 = 16u;
          const cj_u32 v917 = v894 >> v916;
          const cj_u16 v918 = (cj_u16)v917;
          const cj_u16 v919 = v918;
          const float v920 = cj_bf16_to_f32(v919);
          const cj_u32 v921 = 16u;
          const cj_u32 v922 = v895 >> v921;
          const cj_u16 v923 = (cj_u16)v922;
          const cj_u16 v924 = v923;
          const float v925 = cj_bf16_to_f32(v924);
          const float v926 = v920 + v925;
          const cj_u32 v927 = 16u;
          const cj_u32 v928 = v896 >> v927;
          const cj_u16 v929 = (cj_u16)v928;
          const cj_u16 v930 = v929;
          const float v931 = cj_bf16_to_f32(v930);
          const float v932 = v926 + v931;
          const cj_u32 v933 = 16u;
          const cj_u32 v934 = v897 >> v933;
          const cj_u16 v935 = (cj_u16)v934;
          const cj_u16 v936 = v935;
          const float v937 = cj_bf16_to_f32(v936);
          const float v938 = v932 + v937;
          const cj_u16 v939 = cj_f32_to_bf16(v938);
          const cj_u16 v940 = v939;
          const cj_u32 v941 = (cj_u32)v940;
          const cj_u32 v942 = 16u;
          const cj_u32 v943 = v941 << v942;
          const cj_u32 v944 = v915 | v943;
          cj_u32x4 v945 = v893;
          v945.w = v944;
          const cj_ptr v946 = v504 + v512;
          *(cj_u32x4 *)v946 = v945;
        }
        const cj_u64 v947 = 4096ull;
        const cj_u64 v948 = v509 + v23;
        for (cj_u64 v949 = v948; v949 < v505; v949 += v947) {
          const cj_ptr v950 = v497 + v949;
          const cj_u32x4 v951 = *(const cj_u32x4 *)v950;
          const cj_ptr v952 = v499 + v949;
          const cj_u32x4 v953 = *(const cj_u32x4 *)v952;
          const cj_ptr v954 = v501 + v949;
          const cj_u32x4 v955 = *(const cj_u32x4 *)v954;
          const cj_ptr v956 = v503 + v949;
          const cj_u32x4 v957 = *(const cj_u32x4 *)v956;
          const cj_u32 v958 = v951.x;
          const cj_u32 v959 = v953.x;
          const cj_u32 v960 = v955.x;
          const cj_u32 v961 = v957.x;
          const cj_u16 v962 = (cj_u16)v958;
          const cj_u16 v963 = v962;
          const float v964 = cj_bf16_to_f32(v963);
          const cj_u16 v965 = (cj_u16)v959;
          const cj_u16 v966 = v965;
          const float v967 = cj_bf16_to_f32(v966);
          const float v968 = v964 + v967;
          const cj_u16 v969 = (cj_u16)v960;
          const cj_u16 v970 = v969;
          const float v971 = cj_bf16_to_f32(v970);
          const float v972 = v968 + v971;
          const cj_u16 v973 = (cj_u16)v961;
          const cj_u16 v974 = v973;
          const float v975 = cj_bf16_to_f32(v974);
          const float v976 = v972 + v975;
          const cj_u16 v977 = cj_f32_to_bf16(v976);
          const cj_u16 v978 = v977;
          const cj_u32 v979 = (cj_u32)v978;
          const cj_u32 v980 = 16u;
          const cj_u32 v981 = v958 >> v980;
          const cj_u16 v982 = (cj_u16)v981;
          const cj_u16 v983 = v982;
          const float v984 = cj_bf16_to_f32(v983);
          const cj_u32 v985 = 16u;
          const cj_u32 v986 = v959 >> v985;
          const cj_u16 v987 = (cj_u16)v986;
          const cj_u16 v988 = v987;
          const float v989 = cj_bf16_to_f32(v988);
          const float v990 = v984 + v989;
          const cj_u32 v991 = 16u;
          const cj_u32 v992 = v960 >> v991;
          const cj_u16 v993 = (cj_u16)v992;
          const cj_u16 v994 = v993;
          const float v995 = cj_bf16_to_f32(v994);
          const float v996 = v990 + v995;
          const cj_u32 v997 = 16u;
          const cj_u32 v998 = v961 >> v997;
          const cj_u16 v999 = (cj_u16)v998;
          const cj_u16 v1000 = v999;
          const float v1001 = cj_bf16_to_f32(v1000);
          const float v1002 = v996 + v1001;
          const cj_u16 v1003 = cj_f32_to_bf16(v1002);
          const cj_u16 v1004 = v1003;
          const cj_u32 v1005 = (cj_u32)v1004;
          const cj_u32 v1006 = 16u;
          const cj_u32 v1007 = v1005 << v1006;
          const cj_u32 v1008 = v979 | v1007;
          const cj_u32x4 v1009 = cj_splat_u32x4(v1008);
          const cj_u32 v1010 = v951.y;
          const cj_u32 v1011 = v953.y;
          const cj_u32 v1012 = v955.y;
          const cj_u32 v1013 = v957.y;
          const cj_u16 v1014 = (cj_u16)v1010;
          const cj_u16 v1015 = v1014;
          const float v1016 = cj_bf16_to_f32(v1015);
          const cj_u16 v1017 = (cj_u16)v1011;
          const cj_u16 v1018 = v1017;
          const float v1019 = cj_bf16_to_f32(v1018);
          const float v1020 = v1016 + v1019;
          const cj_u16 v1021 = (cj_u16)v1012;
          const cj_u16 v1022 = v1021;
          const float v1023 = cj_bf16_to_f32(v1022);
          const float v1024 = v1020 + v1023;
          const cj_u16 v1025 = (cj_u16)v1013;
          const cj_u16 v1026 = v1025;
          const float v1027 = cj_bf16_to_f32(v1026);
          const float v1028 = v1024 + v1027;
          const cj_u16 v1029 = cj_f32_to_bf16(v1028);
          const cj_u16 v1030 = v1029;
          const cj_u32 v1031 = (cj_u32)v1030;
          const cj_u32 v1032 = 16u;
          const cj_u32 v1033 = v1010 >> v1032;
          const cj_u16 v1034 = (cj_u16)v1033;
          const cj_u16 v1035 = v1034;
          const float v1036 = cj_bf16_to_f32(v1035);
          const cj_u32 v1037 = 16u;
          const cj_u32 v1038 = v1011 >> v1037;
          const cj_u16 v1039 = (cj_u16)v1038;
          const cj_u16 v1040 = v1039;
          const float v1041 = cj_bf16_to_f32(v1040);
          const float v1042 = v1036 + v1041;
          const cj_u32 v1043 = 16u;
          const cj_u32 v1044 = v1012 >> v1043;
          const cj_u16 v1045 = (cj_u16)v1044;
          const cj_u16 v1046 = v1045;
          const float v1047 = cj_bf16_to_f32(v1046);
          const float v1048 = v1042 + v1047;
          const cj_u32 v1049 = 16u;
          const cj_u32 v1050 = v1013 >> v1049;
          const cj_u16 v1051 = (cj_u16)v1050;
          const cj_u16 v1052 = v1051;
          const float v1053 = cj_bf16_to_f32(v1052);
          const float v1054 = v1048 + v1053;
          const cj_u16 v1055 = cj_f32_to_bf16(v1054);
          const cj_u16 v1056 = v1055;
          const cj_u32 v1057 = (cj_u32)v1056;
          const cj_u32 v1058 = 16u;
          const cj_u32 v1059 = v1057 << v1058;
          const cj_u32 v1060 = v1031 | v1059;
          cj_u32x4 v1061 = v1009;
          v1061.y = v1060;
          const cj_u32 v1062 = v951.z;
          const cj_u32 v1063 = v953.z;
          const cj_u32 v1064 = v955.z;
          const cj_u32 v1065 = v957.z;
          const cj_u16 v1066 = (cj_u16)v1062;
          const cj_u16 v1067 = v1066;
          const float v1068 = cj_bf16_to_f32(v1067);
          const cj_u16 v1069 = (cj_u16)v1063;
          const cj_u16 v1070 = v1069;
          const float v1071 = cj_bf16_to_f32(v1070);
          const float v1072 = v1068 + v1071;
          const cj_u16 v1073 = (cj_u16)v1064;
          const cj_u16 v1074 = v1073;
          const float v1075 = cj_bf16_to_f32(v1074);
          const float v1076 = v1072 + v1075;
          const cj_u16 v1077 = (cj_u16)v1065;
          const cj_u16 v1078 = v1077;
          const float v1079 = cj_bf16_to_f32(v1078);
          const float v1080 = v1076 + v1079;
          const cj_u16 v1081 = cj_f32_to_bf16(v1080);
          const cj_u16 v1082 = v1081;
          const cj_u32 v1083 = (cj_u32)v1082;
          const cj_u32 v1084 = 16u;
          const cj_u32 v1085 = v1062 >> v1084;
          const cj_u16 v1086 = (cj_u16)v1085;
          const cj_u16 v1087 = v1086;
          const float v1088 = cj_bf16_to_f32(v1087);
          const cj_u32 v1089 = 16u;
          const cj_u32 v1090 = v1063 >> v1089;
          const cj_u16 v1091 = (cj_u16)v1090;
          const cj_u16 v1092 = v1091;
          const float v1093 = cj_bf16_to_f32(v1092);
          const float v1094 = v1088 + v1093;
          const cj_u32 v1095 = 16u;
          const cj_u32 v1096 = v1064 >> v1095;
          const cj_u16 v1097 = (cj_u16)v1096;
          const cj_u16 v1098 = v1097;
          const float v1099 = cj_bf16_to_f32(v1098);
          const float v1100 = v1094 + v1099;
          const cj_u32 v1101 = 16u;
          const cj_u32 v1102 = v1065 >> v1101;
          const cj_u16 v1103 = (cj_u16)v1102;
          const cj_u16 v1104 = v1103;
          const float v1105 = cj_bf16_to_f32(v1104);
          const float v1106 = v1100 + v1105;
          const cj_u16 v1107 = cj_f32_to_bf16(v1106);
          const cj_u16 v1108 = v1107;
          const cj_u32 v1109 = (cj_u32)v1108;
          const cj_u32 v1110 = 16u;
          const cj_u32 v1111 = v1109 << v1110;
          const cj_u32 v1112 = v1083 | v1111;
          cj_u32x4 v1113 = v1061;
          v1113.z = v1112;
          const cj_u32 v1114 = v951.w;
          const cj_u32 v1115 = v953.w;
          const cj_u32 v1116 = v955.w;
          const cj_u32 v1117 = v957.w;
          const cj_u16 v1118 = (cj_u16)v1114;
          const cj_u16 v1119 = v1118;
          const float v1120 = cj_bf16_to_f32(v1119);
          const cj_u16 v1121 = (cj_u16)v1115;
          const cj_u16 v1122 = v1121;
          const float v1123 = cj_bf16_to_f32(v1122);
          const float v1124 = v1120 + v1123;
          const cj_u16 v1125 = (cj_u16)v1116;
          const cj_u16 v1126 = v1125;
          const float v1127 = cj_bf16_to_f32(v1126);
          const float v1128 = v1124 + v1127;
          const cj_u16 v1129 = (cj_u16)v1117;
          const cj_u16 v1130 = v1129;
          const float v1131 = cj_bf16_to_f32(v1130);
          const float v1132 = v1128 + v1131;
          const cj_u16 v1133 = cj_f32_to_bf16(v1132);
          const cj_u16 v1134 = v1133;
          const cj_u32 v1135 = (cj_u32)v1134;
          const cj_u32 v1136 = 16u;
          const cj_u32 v1137 = v1114 >> v1136;
          const cj_u16 v1138 = (cj_u16)v1137;
          const cj_u16 v1139 = v1138;
          const float v1140 = cj_bf16_to_f32(v1139);
          const cj_u32 v1141 = 16u;
          const cj_u32 v1142 = v1115 >> v1141;
          const cj_u16 v1143 = (cj_u16)v1142;
          const cj_u16 v1144 = v1143;
          const float v1145 = cj_bf16_to_f32(v1144);
          const float v1146 = v1140 + v1145;
          const cj_u32 v1147 = 16u;
          const cj_u32 v1148 = v1116 >> v1147;
          const cj_u16 v1149 = (cj_u16)v1148;
          const cj_u16 v1150 = v1149;
          const float v1151 = cj_bf16_to_f32(v1150);
          const float v1152 = v1146 + v1151;
          const cj_u32 v1153 = 16u;
          const cj_u32 v1154 = v1117 >> v1153;
          const cj_u16 v1155 = (cj_u16)v1154;
          const cj_u16 v1156 = v1155;
          const float v1157 = cj_bf16_to_f32(v1156);
          const float v1158 = v1152 + v1157;
          const cj_u16 v1159 = cj_f32_to_bf16(v1158);
          const cj_u16 v1160 = v1159;
          const cj_u32 v1161 = (cj_u32)v1160;
          const cj_u32 v1162 = 16u;
          const cj_u32 v1163 = v1161 << v1162;
          const cj_u32 v1164 = v1135 | v1163;
          cj_u32x4 v1165 = v1113;
          v1165.w = v1164;
          const cj_ptr v1166 = v504 + v949;
          *(cj_u32x4 *)v1166 = v1165;
        }
      } else {
        const cj_u64 v1167 = 8192ull;
        const cj_u64 v1168 = v487 / v1167;
        const cj_u64 v1169 = v1168 * v1167;
        for (cj_u64 v1170 = v23; v1170 < v1169; v1170 += v1167) {
          const cj_u64 v1171 = 4096ull;
          const cj_u64 v1172 = v1170 + v1171;
          const cj_ptr v1173 = v497 + v1170;
          const cj_u32x4 v1174 = *(const cj_u32x4 *)v1173;
          const cj_ptr v1175 = v499 + v1170;
          const cj_u32x4 v1176 = *(const cj_u32x4 *)v1175;
          const cj_ptr v1177 = v501 + v1170;
          const cj_u32x4 v1178 = *(const cj_u32x4 *)v1177;
          const cj_ptr v1179 = v503 + v1170;
          const cj_u32x4 v1180 = *(const cj_u32x4 *)v1179;
          const cj_ptr v1181 = v497 + v1172;
          const cj_u32x4 v1182 = *(const cj_u32x4 *)v1181;
          const cj_ptr v1183 = v499 + v1172;
          const cj_u32x4 v1184 = *(const cj_u32x4 *)v1183;
          const cj_ptr v1185 = v501 + v1172;
          const cj_u32x4 v1186 = *(const cj_u32x4 *)v1185;
          const cj_ptr v1187 = v503 + v1172;
          const cj_u32x4 v1188 = *(const cj_u32x4 *)v1187;
          const cj_u32 v1189 = v1174.x;
          const cj_u32 v1190 = v1176.x;
          const cj_u32 v1191 = v1178.x;
          const cj_u32 v1192 = v1180.x;
          const cj_u16 v1193 = (cj_u16)v1189;
          const cj_u16 v1194 = v1193;
          const float v1195 = cj_bf16_to_f32(v1194);
          const cj_u16 v1196 = (cj_u16)v1190;
          const cj_u16 v1197 = v1196;
          const float v1198 = cj_bf16_to_f32(v1197);
          const float v1199 = v1195 + v1198;
          const cj_u16 v1200 = (cj_u16)v1191;
          const cj_u16 v1201 = v1200;
          const float v1202 = cj_bf16_to_f32(v1201);
          const float v1203 = v1199 + v1202;
          const cj_u16 v1204 = (cj_u16)v1192;
          const cj_u16 v1205 = v1204;
          const float v1206 = cj_bf16_to_f32(v1205);
          const float v1207 = v1203 + v1206;
          const cj_u16 v1208 = cj_f32_to_bf16(v1207);
          const cj_u16 v1209 = v1208;
          const cj_u32 v1210 = (cj_u32)v1209;
          const cj_u32 v1211 = 16u;
          const cj_u32 v1212 = v1189 >> v1211;
          const cj_u16 v1213 = (cj_u16)v1212;
          const cj_u16 v1214 = v1213;
          const float v1215 = cj_bf16_to_f32(v1214);
          const cj_u32 v1216 = 16u;
          const cj_u32 v1217 = v1190 >> v1216;
          const cj_u16 v1218 = (cj_u16)v1217;
          const cj_u16 v1219 = v1218;
          const float v1220 = cj_bf16_to_f32(v1219);
          const float v1221 = v1215 + v1220;
          const cj_u32 v1222 = 16u;
          const cj_u32 v1223 = v1191 >> v1222;
          const cj_u16 v1224 = (cj_u16)v1223;
          const cj_u16 v1225 = v1224;
          const float v1226 = cj_bf16_to_f32(v1225);
          const float v1227 = v1221 + v1226;
          const cj_u32 v1228 = 16u;
          const cj_u32 v1229 = v1192 >> v1228;
          const cj_u16 v1230 = (cj_u16)v1229;
          const cj_u16 v1231 = v1230;
          const float v1232 = cj_bf16_to_f32(v1231);
          const float v1233 = v1227 + v1232;
          const cj_u16 v1234 = cj_f32_to_bf16(v1233);
          const cj_u16 v1235 = v1234;
          const cj_u32 v1236 = (cj_u32)v1235;
          const cj_u32 v1237 = 16u;
          const cj_u32 v1238 = v1236 << v1237;
          const cj_u32 v1239 = v1210 | v1238;
          const cj_u32x4 v1240 = cj_splat_u32x4(v1239);
          const cj_u32 v1241 = v1174.y;
          const cj_u32 v1242 = v1176.y;
          const cj_u32 v1243 = v1178.y;
          const cj_u32 v1244 = v1180.y;
          const cj_u16 v1245 = (cj_u16)v1241;
          const cj_u16 v1246 = v1245;
          const float v1247 = cj_bf16_to_f32(v1246);
          const cj_u16 v1248 = (cj_u16)v1242;
          const cj_u16 v1249 = v1248;
          const float v1250 = cj_bf16_to_f32(v1249);
          const float v1251 = v1247 + v1250;
          const cj_u16 v1252 = (cj_u16)v1243;
          const cj_u16 v1253 = v1252;
          const float v1254 = cj_bf16_to_f32(v1253);
          const float v1255 = v1251 + v1254;
          const cj_u16 v1256 = (cj_u16)v1244;
          const cj_u16 v1257 = v1256;
          const float v1258 = cj_bf16_to_f32(v1257);
          const float v1259 = v1255 + v1258;
          const cj_u16 v1260 = cj_f32_to_bf16(v1259);
          const cj_u16 v1261 = v1260;
          const cj_u32 v1262 = (cj_u32)v1261;
          const cj_u32 v1263 = 16u;
          const cj_u32 v1264 = v1241 >> v1263;
          const cj_u16 v1265 = (cj_u16)v1264;
          const cj_u16 v1266 = v1265;
          const float v1267 = cj_bf16_to_f32(v1266);
          const cj_u32 v1268 = 16u;
          const cj_u32 v1269 = v1242 >> v1268;
          const cj_u16 v1270 = (cj_u16)v1269;
          const cj_u16 v1271 = v1270;
          const float v1272 = cj_bf16_to_f32(v1271);
          const float v1273 = v1267 + v1272;
          const cj_u32 v1274 = 16u;
          const cj_u32 v1275 = v1243 >> v1274;
          const cj_u16 v1276 = (cj_u16)v1275;
          const cj_u16 v1277 = v1276;
          const float v1278 = cj_bf16_to_f32(v1277);
          const float v1279 = v1273 + v1278;
          const cj_u32 v1280 = 16u;
          const cj_u32 v1281 = v1244 >> v1280;
          const cj_u16 v1282 = (cj_u16)v1281;
          const cj_u16 v1283 = v1282;
          const float v1284 = cj_bf16_to_f32(v1283);
          const float v1285 = v1279 + v1284;
          const cj_u16 v1286 = cj_f32_to_bf16(v1285);
          const cj_u16 v1287 = v1286;
          const cj_u32 v1288 = (cj_u32)v1287;
          const cj_u32 v1289 = 16u;
          const cj_u32 v1290 = v1288 << v1289;
          const cj_u32 v1291 = v1262 | v1290;
          cj_u32x4 v1292 = v1240;
          v1292.y = v1291;
          const cj_u32 v1293 = v1174.z;
          const cj_u32 v1294 = v1176.z;
          const cj_u32 v1295 = v1178.z;
          const cj_u32 v1296 = v1180.z;
          const cj_u16 v1297 = (cj_u16)v1293;
          const cj_u16 v1298 = v1297;
          const float v1299 = cj_bf16_to_f32(v1298);
          const cj_u16 v1300 = (cj_u16)v1294;
          const cj_u16 v1301 = v1300;
          const float v1302 = cj_bf16_to_f32(v1301);
          const float v1303 = v1299 + v1302;
          const cj_u16 v1304 = (cj_u16)v1295;
          const cj_u16 v1305 = v1304;
          const float v1306 = cj_bf16_to_f32(v1305);
          const float v1307 = v1303 + v1306;
          const cj_u16 v1308 = (cj_u16)v1296;
          const cj_u16 v1309 = v1308;
          const float v1310 = cj_bf16_to_f32(v1309);
          const float v1311 = v1307 + v1310;
          const cj_u16 v1312 = cj_f32_to_bf16(v1311);
          const cj_u16 v1313 = v1312;
          const cj_u32 v1314 = (cj_u32)v1313;
          const cj_u32 v1315 = 16u;
          const cj_u32 v1316 = v1293 >> v1315;
          const cj_u16 v1317 = (cj_u16)v1316;
          const cj_u16 v1318 = v1317;
          const float v1319 = cj_bf16_to_f32(v1318);
          const cj_u32 v1320 = 16u;
          const cj_u32 v1321 = v1294 >> v1320;
          const cj_u16 v1322 = (cj_u16)v1321;
          const cj_u16 v1323 = v1322;
          const float v1324 = cj_bf16_to_f32(v1323);
          const float v1325 = v1319 + v1324;
          const cj_u32 v1326 = 16u;
          const cj_u32 v1327 = v1295 >> v1326;
          const cj_u16 v1328 = (cj_u16)v1327;
          const cj_u16 v1329 = v1328;
          const float v1330 = cj_bf16_to_f32(v1329);
          const float v1331 = v1325 + v1330;
          const cj_u32 v1332 = 16u;
          const cj_u32 v1333 = v1296 >> v1332;
          const cj_u16 v1334 = (cj_u16)v1333;
          const cj_u16 v1335 = v1334;
          const float v1336 = cj_bf16_to_f32(v1335);
          const float v1337 = v1331 + v1336;
          const cj_u16 v1338 = cj_f32_to_bf16(v1337);
          const cj_u16 v1339 = v1338;
          const cj_u32 v1340 = (cj_u32)v1339;
          const cj_u32 v1341 = 16u;
          const cj_u32 v1342 = v1340 << v1341;
          const cj_u32 v1343 = v1314 | v1342;
          cj_u32x4 v1344 = v1292;
          v1344.z = v1343;
          const cj_u32 v1345 = v1174.w;
          const cj_u32 v1346 = v1176.w;
          const cj_u32 v1347 = v1178.w;
          const cj_u32 v1348 = v1180.w;
          const cj_u16 v1349 = (cj_u16)v1345;
          const cj_u16 v1350 = v1349;
          const float v1351 = cj_bf16_to_f32(v1350);
          const cj_u16 v1352 = (cj_u16)v1346;
          const cj_u16 v1353 = v1352;
          const float v1354 = cj_bf16_to_f32(v1353);
          const float v1355 = v1351 + v1354;
          const cj_u16 v1356 = (cj_u16)v1347;
          const cj_u16 v1357 = v1356;
          const float v1358 = cj_bf16_to_f32(v1357);
          const float v1359 = v1355 + v1358;
          const cj_u16 v1360 = (cj_u16)v1348;
          const cj_u16 v1361 = v1360;
          const float v1362 = cj_bf16_to_f32(v1361);
          const float v1363 = v1359 + v1362;
          const cj_u16 v1364 = cj_f32_to_bf16(v1363);
          const cj_u16 v1365 = v1364;
          const cj_u32 v1366 = (cj_u32)v1365;
          const cj_u32 v1367 = 16u;
          const cj_u32 v1368 = v1345 >> v1367;
          const cj_u16 v1369 = (cj_u16)v1368;
          const cj_u16 v1370 = v1369;
          const float v1371 = cj_bf16_to_f32(v1370);
          const cj_u32 v1372 = 16u;
          const cj_u32 v1373 = v1346 >> v1372;
          const cj_u16 v1374 = (cj_u16)v1373;
          const cj_u16 v1375 = v1374;
          const float v1376 = cj_bf16_to_f32(v1375);
          const float v1377 = v1371 + v1376;
          const cj_u32 v1378 = 16u;
          const cj_u32 v1379 = v1347 >> v1378;
          const cj_u16 v1380 = (cj_u16)v1379;
          const cj_u16 v1381 = v1380;
          const float v1382 = cj_bf16_to_f32(v1381);
          const float v1383 = v1377 + v1382;
          const cj_u32 v1384 = 16u;
          const cj_u32 v1385 = v1348 >> v1384;
          const cj_u16 v1386 = (cj_u16)v1385;
          const cj_u16 v1387 = v1386;
          const float v1388 = cj_bf16_to_f32(v1387);
          const float v1389 = v1383 + v1388;
          const cj_u16 v1390 = cj_f32_to_bf16(v1389);
          const cj_u16 v1391 = v1390;
          const cj_u32 v1392 = (cj_u32)v1391;
          const cj_u32 v1393 = 16u;
          const cj_u32 v1394 = v1392 << v1393;
          const cj_u32 v1395 = v1366 | v1394;
          cj_u32x4 v1396 = v1344;
          v1396.w = v1395;
          const cj_ptr v1397 = v504 + v1170;
          *(cj_u32x4 *)v1397 = v1396;
          const cj_u32 v1398 = v1182.x;
          const cj_u32 v1399 = v1184.x;
          const cj_u32 v1400 = v1186.x;
          const cj_u32 v1401 = v1188.x;
          const cj_u16 v1402 = (cj_u16)v1398;
          const cj_u16 v1403 = v1402;
          const float v1404 = cj_bf16_to_f32(v1403);
          const cj_u16 v1405 = (cj_u16)v1399;
          const cj_u16 v1406 = v1405;
          const float v1407 = cj_bf16_to_f32(v1406);
          const float v1408 = v1404 + v1407;
          const cj_u16 v1409 = (cj_u16)v1400;
          const cj_u16 v1410 = v1409;
          const float v1411 = cj_bf16_to_f32(v1410);
          const float v1412 = v1408 + v1411;
          const cj_u16 v1413 = (cj_u16)v1401;
          const cj_u16 v1414 = v1413;
          const float v1415 = cj_bf16_to_f32(v1414);
          const float v1416 = v1412 + v1415;
          const cj_u16 v1417 = cj_f32_to_bf16(v1416);
          const cj_u16 v1418 = v1417;
          const cj_u32 v1419 = (cj_u32)v1418;
          const cj_u32 v1420 = 16u;
          const cj_u32 v1421 = v1398 >> v1420;
          const cj_u16 v1422 = (cj_u16)v1421;
          const cj_u16 v1423 = v1422;
          const float v1424 = cj_bf16_to_f32(v1423);
          const cj_u32 v1425 = 16u;
          const cj_u32 v1426 = v1399 >> v1425;
          const cj_u16 v1427 = (cj_u16)v1426;
          const cj_u16 v1428 = v1427;
          const float v1429 = cj_bf16_to_f32(v1428);
          const float v1430 = v1424 + v1429;
          const cj_u32 v1431 = 16u;
          const cj_u32 v1432 = v1400 >> v1431;
          const cj_u16 v1433 = (cj_u16)v1432;
          const cj_u16 v1434 = v1433;
          const float v1435 = cj_bf16_to_f32(v1434);
          const float v1436 = v1430 + v1435;
          const cj_u32 v1437 = 16u;
          const cj_u32 v1438 = v1401 >> v1437;
          const cj_u16 v1439 = (cj_u16)v1438;
          const cj_u16 v1440 = v1439;
          const float v1441 = cj_bf16_to_f32(v1440);
          const float v1442 = v1436 + v1441;
          const cj_u16 v1443 = cj_f32_to_bf16(v1442);
          const cj_u16 v1444 = v1443;
          const cj_u32 v1445 = (cj_u32)v1444;
          const cj_u32 v1446 = 16u;
          const cj_u32 v1447 = v1445 << v1446;
          const cj_u32 v1448 = v1419 | v1447;
          const cj_u32x4 v1449 = cj_splat_u32x4(v1448);
          const cj_u32 v1450 = v1182.y;
          const cj_u32 v1451 = v1184.y;
          const cj_u32 v1452 = v1186.y;
          const cj_u32 v1453 = v1188.y;
          const cj_u16 v1454 = (cj_u16)v1450;
          const cj_u16 v1455 = v1454;
          const float v1456 = cj_bf16_to_f32(v1455);
          const cj_u16 v1457 = (cj_u16)v1451;
          const cj_u16 v1458 = v1457;
          const float v1459 = cj_bf16_to_f32(v1458);
          const float v1460 = v1456 + v1459;
          const cj_u16 v1461 = (cj_u16)v1452;
          const cj_u16 v1462 = v1461;
          const float v1463 = cj_bf16_to_f32(v1462);
          const float v1464 = v1460 + v1463;
          const cj_u16 v1465 = (cj_u16)v1453;
          const cj_u16 v1466 = v1465;
          const float v1467 = cj_bf16_to_f32(v1466);
          const float v1468 = v1464 + v1467;
          const cj_u16 v1469 = cj_f32_to_bf16(v1468);
          const cj_u16 v1470 = v1469;
          const cj_u32 v1471 = (cj_u32)v1470;
          const cj_u32 v1472 = 16u;
          const cj_u32 v1473 = v1450 >> v1472;
          const cj_u16 v1474 = (cj_u16)v1473;
          const cj_u16 v1475 = v1474;
          const float v1476 = cj_bf16_to_f32(v1475);
          const cj_u32 v1477 = 16u;
          const cj_u32 v1478 = v1451 >> v1477;
          const cj_u16 v1479 = (cj_u16)v1478;
          const cj_u16 v1480 = v1479;
          const float v1481 = cj_bf16_to_f32(v1480);
          const float v1482 = v1476 + v1481;
          const cj_u32 v1483 = 16u;
          const cj_u32 v1484 = v1452 >> v1483;
          const cj_u16 v1485 = (cj_u16)v1484;
          const cj_u16 v1486 = v1485;
          const float v1487 = cj_bf16_to_f32(v1486);
          const float v1488 = v1482 + v1487;
          const cj_u32 v1489 = 16u;
          const cj_u32 v1490 = v1453 >> v1489;
          const cj_u16 v1491 = (cj_u16)v1490;
          const cj_u16 v1492 = v1491;
          const float v1493 = cj_bf16_to_f32(v1492);
          const float v1494 = v1488 + v1493;
          const cj_u16 v1495 = cj_f32_to_bf16(v1494);
          const cj_u16 v1496 = v1495;
          const cj_u32 v1497 = (cj_u32)v1496;
          const cj_u32 v1498 = 16u;
          const cj_u32 v1499 = v1497 << v1498;
          const cj_u32 v1500 = v1471 | v1499;
          cj_u32x4 v1501 = v1449;
          v1501.y = v1500;
          const cj_u32 v1502 = v1182.z;
          const cj_u32 v1503 = v1184.z;
          const cj_u32 v1504 = v1186.z;
          const cj_u32 v1505 = v1188.z;
          const cj_u16 v1506 = (cj_u16)v1502;
          const cj_u16 v1507 = v1506;
          const float v1508 = cj_bf16_to_f32(v1507);
          const cj_u16 v1509 = (cj_u16)v1503;
          const cj_u16 v1510 = v1509;
          const float v1511 = cj_bf16_to_f32(v1510);
          const float v1512 = v1508 + v1511;
          const cj_u16 v1513 = (cj_u16)v1504;
          const cj_u16 v1514 = v1513;
          const float v1515 = cj_bf16_to_f32(v1514);
          const float v1516 = v1512 + v1515;
          const cj_u16 v1517 = (cj_u16)v1505;
          const cj_u16 v1518 = v1517;
          const float v1519 = cj_bf16_to_f32(v1518);
          const float v1520 = v1516 + v1519;
          const cj_u16 v1521 = cj_f32_to_bf16(v1520);
          const cj_u16 v1522 = v1521;
          const cj_u32 v1523 = (cj_u32)v1522;
          const cj_u32 v1524 = 16u;
          const cj_u32 v1525 = v1502 >> v1524;
          const cj_u16 v1526 = (cj_u16)v1525;
          const cj_u16 v1527 = v1526;
          const float v1528 = cj_bf16_to_f32(v1527);
          const cj_u32 v1529 = 16u;
          const cj_u32 v1530 = v1503 >> v1529;
          const cj_u16 v1531 = (cj_u16)v1530;
          const cj_u16 v1532 = v1531;
          const float v1533 = cj_bf16_to_f32(v1532);
          const float v1534 = v1528 + v1533;
          const cj_u32 v1535 = 16u;
          const cj_u32 v1536 = v1504 >> v1535;
          const cj_u16 v1537 = (cj_u16)v1536;
          const cj_u16 v1538 = v1537;
          const float v1539 = cj_bf16_to_f32(v1538);
          const float v1540 = v1534 + v1539;
          const cj_u32 v1541 = 16u;
          const cj_u32 v1542 = v1505 >> v1541;
          const cj_u16 v1543 = (cj_u16)v1542;
          const cj_u16 v1544 = v1543;
          const float v1545 = cj_bf16_to_f32(v1544);
          const float v1546 = v1540 + v1545;
          const cj_u16 v1547 = cj_f32_to_bf16(v1546);
          const cj_u16 v1548 = v1547;
          const cj_u32 v1549 = (cj_u32)v1548;
          const cj_u32 v1550 = 16u;
          const cj_u32 v1551 = v1549 << v1550;
          const cj_u32 v1552 = v1523 | v1551;
          cj_u32x4 v1553 = v1501;
          v1553.z = v1552;
          const cj_u32 v1554 = v1182.w;
          const cj_u32 v1555 = v1184.w;
          const cj_u32 v1556 = v1186.w;
          const cj_u32 v1557 = v1188.w;
          const cj_u16 v1558 = (cj_u16)v1554;
          const cj_u16 v1559 = v1558;
          const float v1560 = cj_bf16_to_f32(v1559);
          const cj_u16 v1561 = (cj_u16)v1555;
          const cj_u16 v1562 = v1561;
          const float v1563 = cj_bf16_to_f32(v1562);
          const float v1564 = v1560 + v1563;
          const cj_u16 v1565 = (cj_u16)v1556;
          const cj_u16 v1566 = v1565;
          const float v1567 = cj_bf16_to_f32(v1566);
          const float v1568 = v1564 + v1567;
          const cj_u16 v1569 = (cj_u16)v1557;
          const cj_u16 v1570 = v1569;
          const float v1571 = cj_bf16_to_f32(v1570);
          const float v1572 = v1568 + v1571;
          const cj_u16 v1573 = cj_f32_to_bf16(v1572);
          const cj_u16 v1574 = v1573;
          const cj_u32 v1575 = (cj_u32)v1574;
          const cj_u32 v1576 = 16u;
          const cj_u32 v1577 = v1554 >> v1576;
          const cj_u16 v1578 = (cj_u16)v1577;
          const cj_u16 v1579 = v1578;
          const float v1580 = cj_bf16_to_f32(v1579);
          const cj_u32 v1581 = 16u;
          const cj_u32 v1582 = v1555 >> v1581;
          const cj_u16 v1583 = (cj_u16)v1582;
          const cj_u16 v1584 = v1583;
          const float v1585 = cj_bf16_to_f32(v1584);
          const float v1586 = v1580 + v1585;
          const cj_u32 v1587 = 16u;
          const cj_u32 v1588 = v1556 >> v1587;
          const cj_u16 v1589 = (cj_u16)v1588;
          const cj_u16 v1590 = v1589;
          const float v1591 = cj_bf16_to_f32(v1590);
          const float v1592 = v1586 + v1591;
          const cj_u32 v1593 = 16u;
          const cj_u32 v1594 = v1557 >> v1593;
          const cj_u16 v1595 = (cj_u16)v1594;
          const cj_u16 v1596 = v1595;
          const float v1597 = cj_bf16_to_f32(v1596);
          const float v1598 = v1592 + v1597;
          const cj_u16 v1599 = cj_f32_to_bf16(v1598);
          const cj_u16 v1600 = v1599;
          const cj_u32 v1601 = (cj_u32)v1600;
          const cj_u32 v1602 = 16u;
          const cj_u32 v1603 = v1601 << v1602;
          const cj_u32 v1604 = v1575 | v1603;
          cj_u32x4 v1605 = v1553;
          v1605.w = v1604;
          const cj_ptr v1606 = v504 + v1172;
          *(cj_u32x4 *)v1606 = v1605;
        }
        const cj_u64 v1607 = 4096ull;
        const cj_u64 v1608 = v1169 + v23;
        for (cj_u64 v1609 = v1608; v1609 < v487; v1609 += v1607) {
          const cj_ptr v1610 = v497 + v1609;
          const cj_u32x4 v1611 = *(const cj_u32x4 *)v1610;
          const cj_ptr v1612 = v499 + v1609;
          const cj_u32x4 v1613 = *(const cj_u32x4 *)v1612;
          const cj_ptr v1614 = v501 + v1609;
          const cj_u32x4 v1615 = *(const cj_u32x4 *)v1614;
          const cj_ptr v1616 = v503 + v1609;
          const cj_u32x4 v1617 = *(const cj_u32x4 *)v1616;
          const cj_u32 v1618 = v1611.x;
          const cj_u32 v1619 = v1613.x;
          const cj_u32 v1620 = v1615.x;
          const cj_u32 v1621 = v1617.x;
          const cj_u16 v1622 = (cj_u16)v1618;
          const cj_u16 v1623 = v1622;
          const float v1624 = cj_bf16_to_f32(v1623);
          const cj_u16 v1625 = (cj_u16)v1619;
          const cj_u16 v1626 = v1625;
          const float v1627 = cj_bf16_to_f32(v1626);
          const float v1628 = v1624 + v1627;
          const cj_u16 v1629 = (cj_u16)v1620;
          const cj_u16 v1630 = v1629;
          const float v1631 = cj_bf16_to_f32(v1630);
          const float v1632 = v1628 + v1631;
          const cj_u16 v1633 = (cj_u16)v1621;
          const cj_u16 v1634 = v1633;
          const float v1635 = cj_bf16_to_f32(v1634);
          const float v1636 = v1632 + v1635;
          const cj_u16 v1637 = cj_f32_to_bf16(v1636);
          const cj_u16 v1638 = v1637;
          const cj_u32 v1639 = (cj_u32)v1638;
          const cj_u32 v1640 = 16u;
          const cj_u32 v1641 = v1618 >> v1640;
          const cj_u16 v1642 = (cj_u16)v1641;
          const cj_u16 v1643 = v1642;
          const float v1644 = cj_bf16_to_f32(v1643);
          const cj_u32 v1645 = 16u;
          const cj_u32 v1646 = v1619 >> v1645;
          const cj_u16 v1647 = (cj_u16)v1646;
          const cj_u16 v1648 = v1647;
          const float v1649 = cj_bf16_to_f32(v1648);
          const float v1650 = v1644 + v1649;
          const cj_u32 v1651 = 16u;
          const cj_u32 v1652 = v1620 >> v1651;
          const cj_u16 v1653 = (cj_u16)v1652;
          const cj_u16 v1654 = v1653;
          const float v1655 = cj_bf16_to_f32(v1654);
          const float v1656 = v1650 + v1655;
          const cj_u32 v1657 = 16u;
          const cj_u32 v1658 = v1621 >> v1657;
          const cj_u16 v1659 = (cj_u16)v1658;
          const cj_u16 v1660 = v1659;
          const float v1661 = cj_bf16_to_f32(v1660);
          const float v1662 = v1656 + v1661;
          const cj_u16 v1663 = cj_f32_to_bf16(v1662);
          const cj_u16 v1664 = v1663;
          const cj_u32 v1665 = (cj_u32)v1664;
          const cj_u32 v1666 = 16u;
          const cj_u32 v1667 = v1665 << v1666;
          const cj_u32 v1668 = v1639 | v1667;
          const cj_u32x4 v1669 = cj_splat_u32x4(v1668);
          const cj_u32 v1670 = v1611.y;
          const cj_u32 v1671 = v1613.y;
          const cj_u32 v1672 = v1615.y;
          const cj_u32 v1673 = v1617.y;
          const cj_u16 v1674 = (cj_u16)v1670;
          const cj_u16 v1675 = v1674;
          const float v1676 = cj_bf16_to_f32(v1675);
          const cj_u16 v1677 = (cj_u16)v1671;
          const cj_u16 v1678 = v1677;
          const float v1679 = cj_bf16_to_f32(v1678);
          const float v1680 = v1676 + v1679;
          const cj_u16 v1681 = (cj_u16)v1672;
          const cj_u16 v1682 = v1681;
          const float v1683 = cj_bf16_to_f32(v1682);
          const float v1684 = v1680 + v1683;
          const cj_u16 v1685 = (cj_u16)v1673;
          const cj_u16 v1686 = v1685;
          const float v1687 = cj_bf16_to_f32(v1686);
          const float v1688 = v1684 + v1687;
          const cj_u16 v1689 = cj_f32_to_bf16(v1688);
          const cj_u16 v1690 = v1689;
          const cj_u32 v1691 = (cj_u32)v1690;
          const cj_u32 v1692 = 16u;
          const cj_u32 v1693 = v1670 >> v1692;
          const cj_u16 v1694 = (cj_u16)v1693;
          const cj_u16 v1695 = v1694;
          const float v1696 = cj_bf16_to_f32(v1695);
          const cj_u32 v1697 = 16u;
          const cj_u32 v1698 = v1671 >> v1697;
          const cj_u16 v1699 = (cj_u16)v1698;
          const cj_u16 v1700 = v1699;
          const float v1701 = cj_bf16_to_f32(v1700);
          const float v1702 = v1696 + v1701;
          const cj_u32 v1703 = 16u;
          const cj_u32 v1704 = v1672 >> v1703;
          const cj_u16 v1705 = (cj_u16)v1704;
          const cj_u16 v1706 = v1705;
          const float v1707 = cj_bf16_to_f32(v1706);
          const float v1708 = v1702 + v1707;
          const cj_u32 v1709 = 16u;
          const cj_u32 v1710 = v1673 >> v1709;
          const cj_u16 v1711 = (cj_u16)v1710;
          const cj_u16 v1712 = v1711;
          const float v1713 = cj_bf16_to_f32(v1712);
          const float v1714 = v1708 + v1713;
          const cj_u16 v1715 = cj_f32_to_bf16(v1714);
          const cj_u16 v1716 = v1715;
          const cj_u32 v1717 = (cj_u32)v1716;
          const cj_u32 v1718 = 16u;
          const cj_u32 v1719 = v1717 << v1718;
          const cj_u32 v1720 = v1691 | v1719;
          cj_u32x4 v1721 = v1669;
          v1721.y = v1720;
          const cj_u32 v1722 = v1611.z;
          const cj_u32 v1723 = v1613.z;
          const cj_u32 v1724 = v1615.z;
          const cj_u32 v1725 = v1617.z;
          const cj_u16 v1726 = (cj_u16)v1722;
          const cj_u16 v1727 = v1726;
          const float v1728 = cj_bf16_to_f32(v1727);
          const cj_u16 v1729 = (cj_u16)v1723;
          const cj_u16 v1730 = v1729;
          const float v1731 = cj_bf16_to_f32(v1730);
          const float v1732 = v1728 + v1731;
          const cj_u16 v1733 = (cj_u16)v1724;
          const cj_u16 v1734 = v1733;
          const float v1735 = cj_bf16_to_f32(v1734);
          const float v1736 = v1732 + v1735;
          const cj_u16 v1737 = (cj_u16)v1725;
          const cj_u16 v1738 = v1737;
          const float v1739 = cj_bf16_to_f32(v1738);
          const float v1740 = v1736 + v1739;
          const cj_u16 v1741 = cj_f32_to_bf16(v1740);
          const cj_u16 v1742 = v1741;
          const cj_u32 v1743 = (cj_u32)v1742;
          const cj_u32 v1744 = 16u;
          const cj_u32 v1745 = v1722 >> v1744;
          const cj_u16 v1746 = (cj_u16)v1745;
          const cj_u16 v1747 = v1746;
          const float v1748 = cj_bf16_to_f32(v1747);
          const cj_u32 v1749 = 16u;
          const cj_u32 v1750 = v1723 >> v1749;
          const cj_u16 v1751 = (cj_u16)v1750;
          const cj_u16 v1752 = v1751;
          const float v1753 = cj_bf16_to_f32(v1752);
          const float v1754 = v1748 + v1753;
          const cj_u32 v1755 = 16u;
          const cj_u32 v1756 = v1724 >> v1755;
          const cj_u16 v1757 = (cj_u16)v1756;
          const cj_u16 v1758 = v1757;
          const float v1759 = cj_bf16_to_f32(v1758);
          const float v1760 = v1754 + v1759;
          const cj_u32 v1761 = 16u;
          const cj_u32 v1762 = v1725 >> v1761;
          const cj_u16 v1763 = (cj_u16)v1762;
          const cj_u16 v1764 = v1763;
          const float v1765 = cj_bf16_to_f32(v1764);
          const float v1766 = v1760 + v1765;
          const cj_u16 v1767 = cj_f32_to_bf16(v1766);
          const cj_u16 v1768 = v1767;
          const cj_u32 v1769 = (cj_u32)v1768;
          const cj_u32 v1770 = 16u;
          const cj_u32 v1771 = v1769 << v1770;
          const cj_u32 v1772 = v1743 | v1771;
          cj_u32x4 v1773 = v1721;
          v1773.z = v1772;
          const cj_u32 v1774 = v1611.w;
          const cj_u32 v1775 = v1613.w;
          const cj_u32 v1776 = v1615.w;
          const cj_u32 v1777 = v1617.w;
          const cj_u16 v1778 = (cj_u16)v1774;
          const cj_u16 v1779 = v1778;
          const float v1780 = cj_bf16_to_f32(v1779);
          const cj_u16 v1781 = (cj_u16)v1775;
          const cj_u16 v1782 = v1781;
          const float v1783 = cj_bf16_to_f32(v1782);
          const float v1784 = v1780 + v1783;
          const cj_u16 v1785 = (cj_u16)v1776;
          const cj_u16 v1786 = v1785;
          const float v1787 = cj_bf16_to_f32(v1786);
          const float v1788 = v1784 + v1787;
          const cj_u16 v1789 = (cj_u16)v1777;
          const cj_u16 v1790 = v1789;
          const float v1791 = cj_bf16_to_f32(v1790);
          const float v1792 = v1788 + v1791;
          const cj_u16 v1793 = cj_f32_to_bf16(v1792);
          const cj_u16 v1794 = v1793;
          const cj_u32 v1795 = (cj_u32)v1794;
          const cj_u32 v1796 = 16u;
          const cj_u32 v1797 = v1774 >> v1796;
          const cj_u16 v1798 = (cj_u16)v1797;
          const cj_u16 v1799 = v1798;
          const float v1800 = cj_bf16_to_f32(v1799);
          const cj_u32 v1801 = 16u;
          const cj_u32 v1802 = v1775 >> v1801;
          const cj_u16 v1803 = (cj_u16)v1802;
          const cj_u16 v1804 = v1803;
          const float v1805 = cj_bf16_to_f32(v1804);
          const float v1806 = v1800 + v1805;
          const cj_u32 v1807 = 16u;
          const cj_u32 v1808 = v1776 >> v1807;
          const cj_u16 v1809 = (cj_u16)v1808;
          const cj_u16 v1810 = v1809;
          const float v1811 = cj_bf16_to_f32(v1810);
          const float v1812 = v1806 + v1811;
          const cj_u32 v1813 = 16u;
          const cj_u32 v1814 = v1777 >> v1813;
          const cj_u16 v1815 = (cj_u16)v1814;
          const cj_u16 v1816 = v1815;
          const float v1817 = cj_bf16_to_f32(v1816);
          const float v1818 = v1812 + v1817;
          const cj_u16 v1819 = cj_f32_to_bf16(v1818);
          const cj_u16 v1820 = v1819;
          const cj_u32 v1821 = (cj_u32)v1820;
          const cj_u32 v1822 = 16u;
          const cj_u32 v1823 = v1821 << v1822;
          const cj_u32 v1824 = v1795 | v1823;
          cj_u32x4 v1825 = v1773;
          v1825.w = v1824;
          const cj_ptr v1826 = v504 + v1609;
          *(cj_u32x4 *)v1826 = v1825;
        }
      }
    }
    cj_barrier();
    // signal: counter = arrival + 1 at every rank (thread t: rank + t)
    const cj_u32 v1827 = 4u;
    const bool v1828 = v11 < v1827;
    const bool v1829 = v160 && v1828;
    if (v1829) {
      const cj_u32 v1830 = v159 + v151;
      const cj_u32 v1831 = 4u;
      const cj_u32 v1832 = v2 + v11;
      const cj_u32 v1833 = v1832 - v1831;
      const bool v1834 = v1832 >= v1831;
      const cj_u32 v1835 = v1834 ? v1833 : v1832;
      const cj_u64 v1836 = 8ull;
      const cj_u64 v1837 = (cj_u64)v1835;
      const cj_u64 v1838 = v1837 * v1836;
      const cj_ptr v1839 = v1 + v1838;
      const cj_u64 v1840 = *(const cj_u64 *)v1839;
      const cj_u64 v1841 = v1840 - v17;
      const cj_ptr v1842 = v32 + v1841;
      cj_atomic_store_release_system((cj_u32 *)v1842, v1830);
    }
    // round l-1: wait until every peer sent it (reduced in round l+1)
    const bool v1843 = v157 <= v152;
    const cj_u64 v1844 = 1ull;
    const bool v1845 = v157 >= v1844;
    const bool v1846 = v1845 && v1843;
    if (v1846) {
      const cj_u32 v1847 = 4u;
      const bool v1848 = v11 < v1847;
      const bool v1849 = v11 >= v151;
      const bool v1850 = v1849 && v1848;
      if (v1850) {
        const cj_u32 v1851 = 4u;
        const cj_u32 v1852 = v2 + v11;
        const cj_u32 v1853 = v1852 - v1851;
        const bool v1854 = v1852 >= v1851;
        const cj_u32 v1855 = v1854 ? v1853 : v1852;
        const cj_u32 v1856 = v27 + v1855;
        const cj_u64 v1857 = (cj_u64)v1856;
        const cj_u64 v1858 = 4ull;
        const cj_u64 v1859 = v1857 * v1858;
        const cj_ptr v1860 = v25 + v1859;
        const cj_u32 v1861 = 0u;
        const cj_u32 v1862 = 1u;
        const cj_u64 v1863 = cj_timer_ns();
        const cj_u32 v1864 = x_failed0;
        x_done1 = v1864;
        while (true) {
          const cj_u32 v1865 = x_done1;
          const bool v1866 = v1865 == v1861;
          if (!v1866) break;
          const cj_u32 v1867 = cj_atomic_load_acquire_system((cj_u32 *)v1860);
          const cj_u32 v1868 = 0u;
          const cj_u32 v1869 = v1867 - v159;
          const bool v1870 = (cj_i32)v1869 >= (cj_i32)v1868;
          const cj_u64 v1871 = cj_timer_ns();
          const cj_u64 v1872 = v1871 - v1863;
          const bool v1873 = v1872 > v7;
          const cj_u32 v1874 = cj_atomic_load_relaxed_device((cj_u32 *)v6);
          const bool v1875 = v1874 != v1861;
          const bool v1876 = v1873 || v1875;
          if (v1870) {
            x_done1 = v1862;
          } else {
            if (v1876) {
              const cj_u32 v1877 = 1u;
              cj_atomic_store_relaxed_system((cj_u32 *)v6, v1877);
              x_failed0 = v1862;
              x_done1 = v1862;
            }
          }
        }
      }
      cj_barrier();
    }
  }
}
