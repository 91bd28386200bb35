// colljit kernel cj_allgather_push_bf16_n1048576_w8_v16_b256x32_t4x2048_g128_bar_full_sm_90 (block 256, grid 128, sm_90)
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

extern "C" __global__ void __launch_bounds__(256) cj_allgather_push_bf16_n1048576_w8_v16_b256x32_t4x2048_g128_bar_full_sm_90(cj_ptr p_heap_bases, cj_u32 p_rank, cj_ptr p_src, cj_ptr p_dst, cj_ptr p_sync, cj_ptr p_status, cj_u64 p_timeout_ns, cj_ptr p_work, cj_u64 p_n, cj_u32 p_nblocks) {
  cj_u32 x_failed0 = {};
  cj_u32 x_count1 = {};
  cj_u32 x_done2 = {};
  cj_u32 x_count3 = {};
  cj_u32 x_done4 = {};
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
  const cj_u32 v19 = 128u;
  // all_gather push: 8 ranks x 2097152 bytes
  const cj_u64 v20 = (cj_u64)v2;
  const cj_u64 v21 = 0x200000ull;
  const cj_u64 v22 = v20 * v21;
  const cj_ptr v23 = v4 + v22;
  const cj_u32 v24 = 8u;
  const cj_u32 v25 = 1u;
  const cj_u32 v26 = v2 + v25;
  const bool v27 = v26 >= v24;
  const cj_u32 v28 = v26 - v24;
  const cj_u32 v29 = v27 ? v28 : v26;
  const cj_u64 v30 = 8ull;
  const cj_u64 v31 = (cj_u64)v29;
  const cj_u64 v32 = v31 * v30;
  const cj_ptr v33 = v1 + v32;
  const cj_u64 v34 = *(const cj_u64 *)v33;
  const cj_u64 v35 = v34 - v17;
  const cj_ptr v36 = v23 + v35;
  const cj_u32 v37 = 8u;
  const cj_u32 v38 = 2u;
  const cj_u32 v39 = v2 + v38;
  const bool v40 = v39 >= v37;
  const cj_u32 v41 = v39 - v37;
  const cj_u32 v42 = v40 ? v41 : v39;
  const cj_u64 v43 = 8ull;
  const cj_u64 v44 = (cj_u64)v42;
  const cj_u64 v45 = v44 * v43;
  const cj_ptr v46 = v1 + v45;
  const cj_u64 v47 = *(const cj_u64 *)v46;
  const cj_u64 v48 = v47 - v17;
  const cj_ptr v49 = v23 + v48;
  const cj_u32 v50 = 8u;
  const cj_u32 v51 = 3u;
  const cj_u32 v52 = v2 + v51;
  const bool v53 = v52 >= v50;
  const cj_u32 v54 = v52 - v50;
  const cj_u32 v55 = v53 ? v54 : v52;
  const cj_u64 v56 = 8ull;
  const cj_u64 v57 = (cj_u64)v55;
  const cj_u64 v58 = v57 * v56;
  const cj_ptr v59 = v1 + v58;
  const cj_u64 v60 = *(const cj_u64 *)v59;
  const cj_u64 v61 = v60 - v17;
  const cj_ptr v62 = v23 + v61;
  const cj_u32 v63 = 8u;
  const cj_u32 v64 = 4u;
  const cj_u32 v65 = v2 + v64;
  const bool v66 = v65 >= v63;
  const cj_u32 v67 = v65 - v63;
  const cj_u32 v68 = v66 ? v67 : v65;
  const cj_u64 v69 = 8ull;
  const cj_u64 v70 = (cj_u64)v68;
  const cj_u64 v71 = v70 * v69;
  const cj_ptr v72 = v1 + v71;
  const cj_u64 v73 = *(const cj_u64 *)v72;
  const cj_u64 v74 = v73 - v17;
  const cj_ptr v75 = v23 + v74;
  const cj_u32 v76 = 8u;
  const cj_u32 v77 = 5u;
  const cj_u32 v78 = v2 + v77;
  const bool v79 = v78 >= v76;
  const cj_u32 v80 = v78 - v76;
  const cj_u32 v81 = v79 ? v80 : v78;
  const cj_u64 v82 = 8ull;
  const cj_u64 v83 = (cj_u64)v81;
  const cj_u64 v84 = v83 * v82;
  const cj_ptr v85 = v1 + v84;
  const cj_u64 v86 = *(const cj_u64 *)v85;
  const cj_u64 v87 = v86 - v17;
  const cj_ptr v88 = v23 + v87;
  const cj_u32 v89 = 8u;
  const cj_u32 v90 = 6u;
  const cj_u32 v91 = v2 + v90;
  const bool v92 = v91 >= v89;
  const cj_u32 v93 = v91 - v89;
  const cj_u32 v94 = v92 ? v93 : v91;
  const cj_u64 v95 = 8ull;
  const cj_u64 v96 = (cj_u64)v94;
  const cj_u64 v97 = v96 * v95;
  const cj_ptr v98 = v1 + v97;
  const cj_u64 v99 = *(const cj_u64 *)v98;
  const cj_u64 v100 = v99 - v17;
  const cj_ptr v101 = v23 + v100;
  const cj_u32 v102 = 8u;
  const cj_u32 v103 = 7u;
  const cj_u32 v104 = v2 + v103;
  const bool v105 = v104 >= v102;
  const cj_u32 v106 = v104 - v102;
  const cj_u32 v107 = v105 ? v106 : v104;
  const cj_u64 v108 = 8ull;
  const cj_u64 v109 = (cj_u64)v107;
  const cj_u64 v110 = v109 * v108;
  const cj_ptr v111 = v1 + v110;
  const cj_u64 v112 = *(const cj_u64 *)v111;
  const cj_u64 v113 = v112 - v17;
  const cj_ptr v114 = v23 + v113;
  // start: block barrier across 8 ranks
  const cj_u32 v115 = 8u;
  const cj_u64 v116 = 4ull;
  const bool v117 = v11 < v115;
  const cj_u64 v118 = 256ull;
  const cj_ptr v119 = v5 + v118;
  const cj_u32 v120 = v12 * v115;
  const cj_u32 v121 = v120 + v2;
  const cj_u64 v122 = (cj_u64)v121;
  const cj_u64 v123 = v122 * v116;
  const cj_ptr v124 = v119 + v123;
  const cj_u32 v125 = 0u;
  x_count1 = v125;
  if (v117) {
    const cj_u32 v126 = cj_atomic_load_relaxed_device((cj_u32 *)v124);
    x_count1 = v126;
  }
  cj_barrier();
  if (v117) {
    const cj_u32 v127 = v2 + v11;
    const cj_u32 v128 = v127 - v115;
    const bool v129 = v127 >= v115;
    const cj_u32 v130 = v129 ? v128 : v127;
    const cj_u32 v131 = v120 + v130;
    const cj_u64 v132 = (cj_u64)v131;
    const cj_u64 v133 = v132 * v116;
    const cj_u32 v134 = 1u;
    const cj_u32 v135 = x_count1;
    const cj_u32 v136 = v135 + v134;
    const cj_u64 v137 = 8ull;
    const cj_u64 v138 = (cj_u64)v130;
    const cj_u64 v139 = v138 * v137;
    const cj_ptr v140 = v1 + v139;
    const cj_u64 v141 = *(const cj_u64 *)v140;
    const cj_u64 v142 = v141 - v17;
    const cj_ptr v143 = v124 + v142;
    cj_atomic_store_release_system((cj_u32 *)v143, v136);
    const cj_ptr v144 = v119 + v133;
    const cj_u32 v145 = 0u;
    const cj_u32 v146 = 1u;
    const cj_u64 v147 = cj_timer_ns();
    const cj_u32 v148 = x_failed0;
    x_done2 = v148;
    while (true) {
      const cj_u32 v149 = x_done2;
      const bool v150 = v149 == v145;
      if (!v150) break;
      const cj_u32 v151 = cj_atomic_load_relaxed_system((cj_u32 *)v144);
      const cj_u32 v152 = 0u;
      const cj_u32 v153 = v151 - v136;
      const bool v154 = (cj_i32)v153 >= (cj_i32)v152;
      const cj_u64 v155 = cj_timer_ns();
      const cj_u64 v156 = v155 - v147;
      const bool v157 = v156 > v7;
      const cj_u32 v158 = cj_atomic_load_relaxed_device((cj_u32 *)v6);
      const bool v159 = v158 != v145;
      const bool v160 = v157 || v159;
      if (v154) {
        x_done2 = v146;
      } else {
        if (v160) {
          const cj_u32 v161 = 1u;
          cj_atomic_store_relaxed_system((cj_u32 *)v6, v161);
          x_failed0 = v146;
          x_done2 = v146;
        }
      }
    }
    const cj_u32 v162 = cj_atomic_load_acquire_system((cj_u32 *)v144);
  }
  cj_barrier();
  // 128 full tiles of 16384 bytes: 4 vectors of 16 bytes per thread
  const cj_u32 v163 = 16u;
  const cj_u32 v164 = v11 * v163;
  const cj_u64 v165 = 128ull;
  const cj_u64 v166 = 128ull;
  const cj_u64 v167 = (cj_u64)v12;
  for (cj_u64 v168 = v167; v168 < v166; v168 += v165) {
    const cj_u32 v169 = (cj_u32)v168;
    const cj_u32 v170 = 16384u;
    const cj_u32 v171 = v169 * v170;
    const cj_u32 v172 = v171 + v164;
    const cj_u64 v173 = (cj_u64)v172;
    const cj_u32 v174 = 4096u;
    const cj_u32 v175 = v172 + v174;
    const cj_u64 v176 = (cj_u64)v175;
    const cj_u32 v177 = 8192u;
    const cj_u32 v178 = v172 + v177;
    const cj_u64 v179 = (cj_u64)v178;
    const cj_u32 v180 = 12288u;
    const cj_u32 v181 = v172 + v180;
    const cj_u64 v182 = (cj_u64)v181;
    const cj_ptr v183 = v3 + v173;
    const cj_u32x4 v184 = *(const cj_u32x4 *)v183;
    const cj_ptr v185 = v3 + v176;
    const cj_u32x4 v186 = *(const cj_u32x4 *)v185;
    const cj_ptr v187 = v3 + v179;
    const cj_u32x4 v188 = *(const cj_u32x4 *)v187;
    const cj_ptr v189 = v3 + v182;
    const cj_u32x4 v190 = *(const cj_u32x4 *)v189;
    const cj_ptr v191 = v23 + v173;
    *(cj_u32x4 *)v191 = v184;
    const cj_ptr v192 = v23 + v176;
    *(cj_u32x4 *)v192 = v186;
    const cj_ptr v193 = v23 + v179;
    *(cj_u32x4 *)v193 = v188;
    const cj_ptr v194 = v23 + v182;
    *(cj_u32x4 *)v194 = v190;
    const cj_ptr v195 = v36 + v173;
    *(cj_u32x4 *)v195 = v184;
    const cj_ptr v196 = v36 + v176;
    *(cj_u32x4 *)v196 = v186;
    const cj_ptr v197 = v36 + v179;
    *(cj_u32x4 *)v197 = v188;
    const cj_ptr v198 = v36 + v182;
    *(cj_u32x4 *)v198 = v190;
    const cj_ptr v199 = v49 + v173;
    *(cj_u32x4 *)v199 = v184;
    const cj_ptr v200 = v49 + v176;
    *(cj_u32x4 *)v200 = v186;
    const cj_ptr v201 = v49 + v179;
    *(cj_u32x4 *)v201 = v188;
    const cj_ptr v202 = v49 + v182;
    *(cj_u32x4 *)v202 = v190;
    const cj_ptr v203 = v62 + v173;
    *(cj_u32x4 *)v203 = v184;
    const cj_ptr v204 = v62 + v176;
    *(cj_u32x4 *)v204 = v186;
    const cj_ptr v205 = v62 + v179;
    *(cj_u32x4 *)v205 = v188;
    const cj_ptr v206 = v62 + v182;
    *(cj_u32x4 *)v206 = v190;
    const cj_ptr v207 = v75 + v173;
    *(cj_u32x4 *)v207 = v184;
    const cj_ptr v208 = v75 + v176;
    *(cj_u32x4 *)v208 = v186;
    const cj_ptr v209 = v75 + v179;
    *(cj_u32x4 *)v209 = v188;
    const cj_ptr v210 = v75 + v182;
    *(cj_u32x4 *)v210 = v190;
    const cj_ptr v211 = v88 + v173;
    *(cj_u32x4 *)v211 = v184;
    const cj_ptr v212 = v88 + v176;
    *(cj_u32x4 *)v212 = v186;
    const cj_ptr v213 = v88 + v179;
    *(cj_u32x4 *)v213 = v188;
    const cj_ptr v214 = v88 + v182;
    *(cj_u32x4 *)v214 = v190;
    const cj_ptr v215 = v101 + v173;
    *(cj_u32x4 *)v215 = v184;
    const cj_ptr v216 = v101 + v176;
    *(cj_u32x4 *)v216 = v186;
    const cj_ptr v217 = v101 + v179;
    *(cj_u32x4 *)v217 = v188;
    const cj_ptr v218 = v101 + v182;
    *(cj_u32x4 *)v218 = v190;
    const cj_ptr v219 = v114 + v173;
    *(cj_u32x4 *)v219 = v184;
    const cj_ptr v220 = v114 + v176;
    *(cj_u32x4 *)v220 = v186;
    const cj_ptr v221 = v114 + v179;
    *(cj_u32x4 *)v221 = v188;
    const cj_ptr v222 = v114 + v182;
    *(cj_u32x4 *)v222 = v190;
  }
  // end: block barrier across 8 ranks
  const cj_u32 v223 = 8u;
  const cj_u64 v224 = 4ull;
  const bool v225 = v11 < v223;
  const cj_u64 v226 = 256ull;
  const cj_ptr v227 = v5 + v226;
  const cj_u32 v228 = v12 * v223;
  const cj_u32 v229 = v228 + v2;
  const cj_u64 v230 = (cj_u64)v229;
  const cj_u64 v231 = v230 * v224;
  const cj_ptr v232 = v227 + v231;
  const cj_u32 v233 = 0u;
  x_count3 = v233;
  if (v225) {
    const cj_u32 v234 = cj_atomic_load_relaxed_device((cj_u32 *)v232);
    x_count3 = v234;
  }
  cj_barrier();
  if (v225) {
    const cj_u32 v235 = v2 + v11;
    const cj_u32 v236 = v235 - v223;
    const bool v237 = v235 >= v223;
    const cj_u32 v238 = v237 ? v236 : v235;
    const cj_u32 v239 = v228 + v238;
    const cj_u64 v240 = (cj_u64)v239;
    const cj_u64 v241 = v240 * v224;
    const cj_u32 v242 = 1u;
    const cj_u32 v243 = x_count3;
    const cj_u32 v244 = v243 + v242;
    const cj_u64 v245 = 8ull;
    const cj_u64 v246 = (cj_u64)v238;
    const cj_u64 v247 = v246 * v245;
    const cj_ptr v248 = v1 + v247;
    const cj_u64 v249 = *(const cj_u64 *)v248;
    const cj_u64 v250 = v249 - v17;
    const cj_ptr v251 = v232 + v250;
    cj_atomic_store_release_system((cj_u32 *)v251, v244);
    const cj_ptr v252 = v227 + v241;
    const cj_u32 v253 = 0u;
    const cj_u32 v254 = 1u;
    const cj_u64 v255 = cj_timer_ns();
    const cj_u32 v256 = x_failed0;
    x_done4 = v256;
    while (true) {
      const cj_u32 v257 = x_done4;
      const bool v258 = v257 == v253;
      if (!v258) break;
      const cj_u32 v259 = cj_atomic_load_relaxed_system((cj_u32 *)v252);
      const cj_u32 v260 = 0u;
      const cj_u32 v261 = v259 - v244;
      const bool v262 = (cj_i32)v261 >= (cj_i32)v260;
      const cj_u64 v263 = cj_timer_ns();
      const cj_u64 v264 = v263 - v255;
      const bool v265 = v264 > v7;
      const cj_u32 v266 = cj_atomic_load_relaxed_device((cj_u32 *)v6);
      const bool v267 = v266 != v253;
      const bool v268 = v265 || v267;
      if (v262) {
        x_done4 = v254;
      } else {
        if (v268) {
          const cj_u32 v269 = 1u;
          cj_atomic_store_relaxed_system((cj_u32 *)v6, v269);
          x_failed0 = v254;
          x_done4 = v254;
        }
      }
    }
    const cj_u32 v270 = cj_atomic_load_acquire_system((cj_u32 *)v252);
  }
  cj_barrier();
}
