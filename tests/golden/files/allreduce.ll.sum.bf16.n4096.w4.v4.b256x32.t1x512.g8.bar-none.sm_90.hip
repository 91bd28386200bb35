// colljit kernel cj_allreduce_ll_sum_bf16_n4096_w4_v4_b256x32_t1x512_g8_bar_none_sm_90 (block 256, grid 8, sm_90)
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

extern "C" __global__ void __launch_bounds__(256) cj_allreduce_ll_sum_bf16_n4096_w4_v4_b256x32_t1x512_g8_bar_none_sm_90(cj_ptr p_heap_bases, cj_u32 p_rank, cj_ptr p_src, cj_ptr p_dst, cj_ptr p_sync, cj_ptr p_status, cj_u64 p_timeout_ns, cj_ptr p_work, cj_u64 p_n, cj_u32 p_nblocks) {
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
  const cj_u32 v19 = 8u;
  // allreduce ll: 4 ranks x 8192 bytes, flag-free
  const cj_u64 v20 = 8ull;
  const cj_ptr v21 = v5 + v20;
  const cj_u64 v22 = cj_atomic_load_relaxed_device((cj_u64 *)v21);
  const cj_u64 v23 = 1ull;
  const cj_u64 v24 = 11ull;
  const cj_u64 v25 = v22 >> v24;
  const cj_u64 v26 = v25 + v23;
  const cj_u32 v27 = (cj_u32)v26;
  const cj_u64 v28 = 1ull;
  const cj_u64 v29 = v26 & v28;
  const cj_u64 v30 = 0x800000ull;
  const cj_u64 v31 = v29 * v30;
  const cj_ptr v32 = v8 + v31;
  const cj_u64 v33 = (cj_u64)v2;
  const cj_u64 v34 = 0x200000ull;
  const cj_u64 v35 = v33 * v34;
  const cj_ptr v36 = v32 + v35;
  const cj_u64 v37 = 0ull;
  const cj_ptr v38 = v32 + v37;
  const cj_u32 v39 = 4u;
  const cj_u32 v40 = 1u;
  const cj_u32 v41 = v2 + v40;
  const bool v42 = v41 >= v39;
  const cj_u32 v43 = v41 - v39;
  const cj_u32 v44 = v42 ? v43 : v41;
  const cj_u64 v45 = 0x200000ull;
  const cj_ptr v46 = v32 + v45;
  const cj_u64 v47 = 8ull;
  const cj_u64 v48 = (cj_u64)v44;
  const cj_u64 v49 = v48 * v47;
  const cj_ptr v50 = v1 + v49;
  const cj_u64 v51 = *(const cj_u64 *)v50;
  const cj_u64 v52 = v51 - v17;
  const cj_ptr v53 = v36 + v52;
  const cj_u32 v54 = 4u;
  const cj_u32 v55 = 2u;
  const cj_u32 v56 = v2 + v55;
  const bool v57 = v56 >= v54;
  const cj_u32 v58 = v56 - v54;
  const cj_u32 v59 = v57 ? v58 : v56;
  const cj_u64 v60 = 0x400000ull;
  const cj_ptr v61 = v32 + v60;
  const cj_u64 v62 = 8ull;
  const cj_u64 v63 = (cj_u64)v59;
  const cj_u64 v64 = v63 * v62;
  const cj_ptr v65 = v1 + v64;
  const cj_u64 v66 = *(const cj_u64 *)v65;
  const cj_u64 v67 = v66 - v17;
  const cj_ptr v68 = v36 + v67;
  const cj_u32 v69 = 4u;
  const cj_u32 v70 = 3u;
  const cj_u32 v71 = v2 + v70;
  const bool v72 = v71 >= v69;
  const cj_u32 v73 = v71 - v69;
  const cj_u32 v74 = v72 ? v73 : v71;
  const cj_u64 v75 = 0x600000ull;
  const cj_ptr v76 = v32 + v75;
  const cj_u64 v77 = 8ull;
  const cj_u64 v78 = (cj_u64)v74;
  const cj_u64 v79 = v78 * v77;
  const cj_ptr v80 = v1 + v79;
  const cj_u64 v81 = *(const cj_u64 *)v80;
  const cj_u64 v82 = v81 - v17;
  const cj_ptr v83 = v36 + v82;
  // 8 full tiles of 1024 bytes: 1 vectors of 4 bytes per thread
  const cj_u32 v84 = 4u;
  const cj_u32 v85 = v11 * v84;
  const cj_u64 v86 = (cj_u64)v85;
  const cj_u64 v87 = 8ull;
  const cj_u64 v88 = 8ull;
  const cj_u64 v89 = (cj_u64)v12;
  for (cj_u64 v90 = v89; v90 < v88; v90 += v87) {
    const cj_u64 v91 = 1024ull;
    const cj_u64 v92 = v90 * v91;
    const cj_u64 v93 = v86 + v92;
    const cj_ptr v94 = v3 + v93;
    const cj_u32 v95 = *(const cj_u32 *)v94;
    const cj_u32x2 v96 = cj_splat_u32x2(v95);
    cj_u32x2 v97 = v96;
    v97.y = v27;
    const cj_u64 v98 = 2ull;
    const cj_u64 v99 = v93 * v98;
    const cj_ptr v100 = v36 + v99;
    cj_st_volatile((cj_u32x2 *)v100, v97);
    const cj_ptr v101 = v53 + v99;
    cj_st_volatile((cj_u32x2 *)v101, v97);
    const cj_ptr v102 = v68 + v99;
    cj_st_volatile((cj_u32x2 *)v102, v97);
    const cj_ptr v103 = v83 + v99;
    cj_st_volatile((cj_u32x2 *)v103, v97);
  }
  // 8 full tiles of 1024 bytes: 1 vectors of 4 bytes per thread
  const cj_u32 v104 = 4u;
  const cj_u32 v105 = v11 * v104;
  const cj_u64 v106 = (cj_u64)v105;
  const cj_u64 v107 = 8ull;
  const cj_u64 v108 = 8ull;
  const cj_u64 v109 = (cj_u64)v12;
  for (cj_u64 v110 = v109; v110 < v108; v110 += v107) {
    const cj_u64 v111 = 1024ull;
    const cj_u64 v112 = v110 * v111;
    const cj_u64 v113 = v106 + v112;
    const cj_u64 v114 = 2ull;
    const cj_u64 v115 = v113 * v114;
    const cj_ptr v116 = v38 + v115;
    const cj_u32 v117 = 0u;
    const cj_u32 v118 = 1u;
    const cj_u64 v119 = cj_timer_ns();
    x_data1 = v117;
    const cj_u32 v120 = x_failed0;
    x_done2 = v120;
    while (true) {
      const cj_u32 v121 = x_done2;
      const bool v122 = v121 == v117;
      if (!v122) break;
      const cj_u32x2 v123 = cj_ld_volatile((const cj_u32x2 *)v116);
      const cj_u32 v124 = v123.y;
      const bool v125 = v124 == v27;
      if (v125) {
        const cj_u32 v126 = v123.x;
        x_data1 = v126;
        x_done2 = v118;
      } else {
        const cj_u64 v127 = cj_timer_ns();
        const cj_u64 v128 = v127 - v119;
        const bool v129 = v128 > v7;
        const cj_u32 v130 = cj_atomic_load_relaxed_device((cj_u32 *)v6);
        const bool v131 = v130 != v117;
        const bool v132 = v129 || v131;
        if (v132) {
          const cj_u32 v133 = 1u;
          cj_atomic_store_relaxed_system((cj_u32 *)v6, v133);
          x_failed0 = v118;
          x_done2 = v118;
        }
      }
    }
    const cj_u32 v134 = x_data1;
    const cj_ptr v135 = v46 + v115;
    const cj_u32 v136 = 0u;
    const cj_u32 v137 = 1u;
    const cj_u64 v138 = cj_timer_ns();
    x_data3 = v136;
    const cj_u32 v139 = x_failed0;
    x_done4 = v139;
    while (true) {
      const cj_u32 v140 = x_done4;
      const bool v141 = v140 == v136;
      if (!v141) break;
      const cj_u32x2 v142 = cj_ld_volatile((const cj_u32x2 *)v135);
      const cj_u32 v143 = v142.y;
      const bool v144 = v143 == v27;
      if (v144) {
        const cj_u32 v145 = v142.x;
        x_data3 = v145;
        x_done4 = v137;
      } else {
        const cj_u64 v146 = cj_timer_ns();
        const cj_u64 v147 = v146 - v138;
        const bool v148 = v147 > v7;
        const cj_u32 v149 = cj_atomic_load_relaxed_device((cj_u32 *)v6);
        const bool v150 = v149 != v136;
        const bool v151 = v148 || v150;
        if (v151) {
          const cj_u32 v152 = 1u;
          cj_atomic_store_relaxed_system((cj_u32 *)v6, v152);
          x_failed0 = v137;
          x_done4 = v137;
        }
      }
    }
    const cj_u32 v153 = x_data3;
    const cj_ptr v154 = v61 + v115;
    const cj_u32 v155 = 0u;
    const cj_u32 v156 = 1u;
    const cj_u64 v157 = cj_timer_ns();
    x_data5 = v155;
    const cj_u32 v158 = x_failed0;
    x_done6 = v158;
    while (true) {
      const cj_u32 v159 = x_done6;
      const bool v160 = v159 == v155;
      if (!v160) break;
      const cj_u32x2 v161 = cj_ld_volatile((const cj_u32x2 *)v154);
      const cj_u32 v162 = v161.y;
      const bool v163 = v162 == v27;
      if (v163) {
        const cj_u32 v164 = v161.x;
        x_data5 = v164;
        x_done6 = v156;
      } else {
        const cj_u64 v165 = cj_timer_ns();
        const cj_u64 v166 = v165 - v157;
        const bool v167 = v166 > v7;
        const cj_u32 v168 = cj_atomic_load_relaxed_device((cj_u32 *)v6);
        const bool v169 = v168 != v155;
        const bool v170 = v167 || v169;
        if (v170) {
          const cj_u32 v171 = 1u;
          cj_atomic_store_relaxed_system((cj_u32 *)v6, v171);
          x_failed0 = v156;
          x_done6 = v156;
        }
      }
    }
    const cj_u32 v172 = x_data5;
    const cj_ptr v173 = v76 + v115;
    const cj_u32 v174 = 0u;
    const cj_u32 v175 = 1u;
    const cj_u64 v176 = cj_timer_ns();
    x_data7 = v174;
    const cj_u32 v177 = x_failed0;
    x_done8 = v177;
    while (true) {
      const cj_u32 v178 = x_done8;
      const bool v179 = v178 == v174;
      if (!v179) break;
      const cj_u32x2 v180 = cj_ld_volatile((const cj_u32x2 *)v173);
      const cj_u32 v181 = v180.y;
      const bool v182 = v181 == v27;
      if (v182) {
        const cj_u32 v183 = v180.x;
        x_data7 = v183;
        x_done8 = v175;
      } else {
        const cj_u64 v184 = cj_timer_ns();
        const cj_u64 v185 = v184 - v176;
        const bool v186 = v185 > v7;
        const cj_u32 v187 = cj_atomic_load_relaxed_device((cj_u32 *)v6);
        const bool v188 = v187 != v174;
        const bool v189 = v186 || v188;
        if (v189) {
          const cj_u32 v190 = 1u;
          cj_atomic_store_relaxed_system((cj_u32 *)v6, v190);
          x_failed0 = v175;
          x_done8 = v175;
        }
      }
    }
    const cj_u32 v191 = x_data7;
    const cj_u16 v192 = (cj_u16)v134;
    const cj_u16 v193 = v192;
    const float v194 = cj_bf16_to_f32(v193);
    const cj_u16 v195 = (cj_u16)v153;
    const cj_u16 v196 = v195;
    const float v197 = cj_bf16_to_f32(v196);
    const float v198 = v194 + v197;
    const cj_u16 v199 = (cj_u16)v172;
    const cj_u16 v200 = v199;
    const float v201 = cj_bf16_to_f32(v200);
    const float v202 = v198 + v201;
    const cj_u16 v203 = (cj_u16)v191;
    const cj_u16 v204 = v203;
    const float v205 = cj_bf16_to_f32(v204);
    const float v206 = v202 + v205;
    const cj_u16 v207 = cj_f32_to_bf16(v206);
    const cj_u16 v208 = v207;
    const cj_u32 v209 = (cj_u32)v208;
    const cj_u32 v210 = 16u;
    const cj_u32 v211 = v134 >> v210;
    const cj_u16 v212 = (cj_u16)v211;
    const cj_u16 v213 = v212;
    const float v214 = cj_bf16_to_f32(v213);
    const cj_u32 v215 = 16u;
    const cj_u32 v216 = v153 >> v215;
    const cj_u16 v217 = (cj_u16)v216;
    const cj_u16 v218 = v217;
    const float v219 = cj_bf16_to_f32(v218);
    const float v220 = v214 + v219;
    const cj_u32 v221 = 16u;
    const cj_u32 v222 = v172 >> v221;
    const cj_u16 v223 = (cj_u16)v222;
    const cj_u16 v224 = v223;
    const float v225 = cj_bf16_to_f32(v224);
    const float v226 = v220 + v225;
    const cj_u32 v227 = 16u;
    const cj_u32 v228 = v191 >> v227;
    const cj_u16 v229 = (cj_u16)v228;
    const cj_u16 v230 = v229;
    const float v231 = cj_bf16_to_f32(v230);
    const float v232 = v226 + v231;
    const cj_u16 v233 = cj_f32_to_bf16(v232);
    const cj_u16 v234 = v233;
    const cj_u32 v235 = (cj_u32)v234;
    const cj_u32 v236 = 16u;
    const cj_u32 v237 = v235 << v236;
    const cj_u32 v238 = v209 | v237;
    const cj_ptr v239 = v4 + v113;
    *(cj_u32 *)v239 = v238;
  }
  cj_barrier();
  const cj_u32 v240 = 0u;
  const bool v241 = v11 == v240;
  if (v241) {
    const cj_u32 v242 = 0u;
    const bool v243 = v12 == v242;
    const cj_u64 v244 = 1ull;
    const cj_u64 v245 = 2041ull;
    const cj_u64 v246 = v243 ? v245 : v244;
    const cj_u64 v247 = cj_atomic_add_relaxed_device((cj_u64 *)v21, v246);
  }
}
