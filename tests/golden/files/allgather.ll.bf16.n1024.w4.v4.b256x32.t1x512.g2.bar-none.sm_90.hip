// colljit kernel cj_allgather_ll_bf16_n1024_w4_v4_b256x32_t1x512_g2_bar_none_sm_90 (block 256, grid 2, sm_90)
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

extern "C" __global__ void __launch_bounds__(256) cj_allgather_ll_bf16_n1024_w4_v4_b256x32_t1x512_g2_bar_none_sm_90(cj_ptr p_heap_bases, cj_u32 p_rank, cj_ptr p_src, cj_ptr p_dst, cj_ptr p_sync, cj_ptr p_status, cj_u64 p_timeout_ns, cj_ptr p_work, cj_u64 p_n, cj_u32 p_nblocks) {
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
  const cj_u32 v19 = 2u;
  // allgather ll: 4 ranks x 2048 bytes, flag-free
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
  const cj_u32 v39 = 0u;
  const cj_u64 v40 = (cj_u64)v39;
  const cj_u64 v41 = 2048ull;
  const cj_u64 v42 = v40 * v41;
  const cj_ptr v43 = v4 + v42;
  const cj_u32 v44 = 4u;
  const cj_u32 v45 = 1u;
  const cj_u32 v46 = v2 + v45;
  const bool v47 = v46 >= v44;
  const cj_u32 v48 = v46 - v44;
  const cj_u32 v49 = v47 ? v48 : v46;
  const cj_u64 v50 = 0x200000ull;
  const cj_ptr v51 = v32 + v50;
  const cj_u64 v52 = 8ull;
  const cj_u64 v53 = (cj_u64)v49;
  const cj_u64 v54 = v53 * v52;
  const cj_ptr v55 = v1 + v54;
  const cj_u64 v56 = *(const cj_u64 *)v55;
  const cj_u64 v57 = v56 - v17;
  const cj_ptr v58 = v36 + v57;
  const cj_u32 v59 = 1u;
  const cj_u64 v60 = (cj_u64)v59;
  const cj_u64 v61 = 2048ull;
  const cj_u64 v62 = v60 * v61;
  const cj_ptr v63 = v4 + v62;
  const cj_u32 v64 = 4u;
  const cj_u32 v65 = 2u;
  const cj_u32 v66 = v2 + v65;
  const bool v67 = v66 >= v64;
  const cj_u32 v68 = v66 - v64;
  const cj_u32 v69 = v67 ? v68 : v66;
  const cj_u64 v70 = 0x400000ull;
  const cj_ptr v71 = v32 + v70;
  const cj_u64 v72 = 8ull;
  const cj_u64 v73 = (cj_u64)v69;
  const cj_u64 v74 = v73 * v72;
  const cj_ptr v75 = v1 + v74;
  const cj_u64 v76 = *(const cj_u64 *)v75;
  const cj_u64 v77 = v76 - v17;
  const cj_ptr v78 = v36 + v77;
  const cj_u32 v79 = 2u;
  const cj_u64 v80 = (cj_u64)v79;
  const cj_u64 v81 = 2048ull;
  const cj_u64 v82 = v80 * v81;
  const cj_ptr v83 = v4 + v82;
  const cj_u32 v84 = 4u;
  const cj_u32 v85 = 3u;
  const cj_u32 v86 = v2 + v85;
  const bool v87 = v86 >= v84;
  const cj_u32 v88 = v86 - v84;
  const cj_u32 v89 = v87 ? v88 : v86;
  const cj_u64 v90 = 0x600000ull;
  const cj_ptr v91 = v32 + v90;
  const cj_u64 v92 = 8ull;
  const cj_u64 v93 = (cj_u64)v89;
  const cj_u64 v94 = v93 * v92;
  const cj_ptr v95 = v1 + v94;
  const cj_u64 v96 = *(const cj_u64 *)v95;
  const cj_u64 v97 = v96 - v17;
  const cj_ptr v98 = v36 + v97;
  const cj_u32 v99 = 3u;
  const cj_u64 v100 = (cj_u64)v99;
  const cj_u64 v101 = 2048ull;
  const cj_u64 v102 = v100 * v101;
  const cj_ptr v103 = v4 + v102;
  // 2 full tiles of 1024 bytes: 1 vectors of 4 bytes per thread
  const cj_u32 v104 = 4u;
  const cj_u32 v105 = v11 * v104;
  const cj_u64 v106 = (cj_u64)v105;
  const cj_u64 v107 = 2ull;
  const cj_u64 v108 = 2ull;
  const cj_u64 v109 = (cj_u64)v12;
  for (cj_u64 v110 = v109; v110 < v108; v110 += v107) {
    const cj_u64 v111 = 1024ull;
    const cj_u64 v112 = v110 * v111;
    const cj_u64 v113 = v106 + v112;
    const cj_ptr v114 = v3 + v113;
    const cj_u32 v115 = *(const cj_u32 *)v114;
    const cj_u32x2 v116 = cj_splat_u32x2(v115);
    cj_u32x2 v117 = v116;
    v117.y = v27;
    const cj_u64 v118 = 2ull;
    const cj_u64 v119 = v113 * v118;
    const cj_ptr v120 = v36 + v119;
    cj_st_volatile((cj_u32x2 *)v120, v117);
    const cj_ptr v121 = v58 + v119;
    cj_st_volatile((cj_u32x2 *)v121, v117);
    const cj_ptr v122 = v78 + v119;
    cj_st_volatile((cj_u32x2 *)v122, v117);
    const cj_ptr v123 = v98 + v119;
    cj_st_volatile((cj_u32x2 *)v123, v117);
  }
  // 2 full tiles of 1024 bytes: 1 vectors of 4 bytes per thread
  const cj_u32 v124 = 4u;
  const cj_u32 v125 = v11 * v124;
  const cj_u64 v126 = (cj_u64)v125;
  const cj_u64 v127 = 2ull;
  const cj_u64 v128 = 2ull;
  const cj_u64 v129 = (cj_u64)v12;
  for (cj_u64 v130 = v129; v130 < v128; v130 += v127) {
    const cj_u64 v131 = 1024ull;
    const cj_u64 v132 = v130 * v131;
    const cj_u64 v133 = v126 + v132;
    const cj_u64 v134 = 2ull;
    const cj_u64 v135 = v133 * v134;
    const cj_ptr v136 = v38 + v135;
    const cj_u32 v137 = 0u;
    const cj_u32 v138 = 1u;
    const cj_u64 v139 = cj_timer_ns();
    x_data1 = v137;
    const cj_u32 v140 = x_failed0;
    x_done2 = v140;
    while (true) {
      const cj_u32 v141 = x_done2;
      const bool v142 = v141 == v137;
      if (!v142) break;
      const cj_u32x2 v143 = cj_ld_volatile((const cj_u32x2 *)v136);
      const cj_u32 v144 = v143.y;
      const bool v145 = v144 == v27;
      if (v145) {
        const cj_u32 v146 = v143.x;
        x_data1 = v146;
        x_done2 = v138;
      } else {
        const cj_u64 v147 = cj_timer_ns();
        const cj_u64 v148 = v147 - v139;
        const bool v149 = v148 > v7;
        const cj_u32 v150 = cj_atomic_load_relaxed_device((cj_u32 *)v6);
        const bool v151 = v150 != v137;
        const bool v152 = v149 || v151;
        if (v152) {
          const cj_u32 v153 = 1u;
          cj_atomic_store_relaxed_system((cj_u32 *)v6, v153);
          x_failed0 = v138;
          x_done2 = v138;
        }
      }
    }
    const cj_u32 v154 = x_data1;
    const cj_ptr v155 = v43 + v133;
    *(cj_u32 *)v155 = v154;
    const cj_ptr v156 = v51 + v135;
    const cj_u32 v157 = 0u;
    const cj_u32 v158 = 1u;
    const cj_u64 v159 = cj_timer_ns();
    x_data3 = v157;
    const cj_u32 v160 = x_failed0;
    x_done4 = v160;
    while (true) {
      const cj_u32 v161 = x_done4;
      const bool v162 = v161 == v157;
      if (!v162) break;
      const cj_u32x2 v163 = cj_ld_volatile((const cj_u32x2 *)v156);
      const cj_u32 v164 = v163.y;
      const bool v165 = v164 == v27;
      if (v165) {
        const cj_u32 v166 = v163.x;
        x_data3 = v166;
        x_done4 = v158;
      } else {
        const cj_u64 v167 = cj_timer_ns();
        const cj_u64 v168 = v167 - v159;
        const bool v169 = v168 > v7;
        const cj_u32 v170 = cj_atomic_load_relaxed_device((cj_u32 *)v6);
        const bool v171 = v170 != v157;
        const bool v172 = v169 || v171;
        if (v172) {
          const cj_u32 v173 = 1u;
          cj_atomic_store_relaxed_system((cj_u32 *)v6, v173);
          x_failed0 = v158;
          x_done4 = v158;
        }
      }
    }
    const cj_u32 v174 = x_data3;
    const cj_ptr v175 = v63 + v133;
    *(cj_u32 *)v175 = v174;
    const cj_ptr v176 = v71 + v135;
    const cj_u32 v177 = 0u;
    const cj_u32 v178 = 1u;
    const cj_u64 v179 = cj_timer_ns();
    x_data5 = v177;
    const cj_u32 v180 = x_failed0;
    x_done6 = v180;
    while (true) {
      const cj_u32 v181 = x_done6;
      const bool v182 = v181 == v177;
      if (!v182) break;
      const cj_u32x2 v183 = cj_ld_volatile((const cj_u32x2 *)v176);
      const cj_u32 v184 = v183.y;
      const bool v185 = v184 == v27;
      if (v185) {
        const cj_u32 v186 = v183.x;
        x_data5 = v186;
        x_done6 = v178;
      } else {
        const cj_u64 v187 = cj_timer_ns();
        const cj_u64 v188 = v187 - v179;
        const bool v189 = v188 > v7;
        const cj_u32 v190 = cj_atomic_load_relaxed_device((cj_u32 *)v6);
        const bool v191 = v190 != v177;
        const bool v192 = v189 || v191;
        if (v192) {
          const cj_u32 v193 = 1u;
          cj_atomic_store_relaxed_system((cj_u32 *)v6, v193);
          x_failed0 = v178;
          x_done6 = v178;
        }
      }
    }
    const cj_u32 v194 = x_data5;
    const cj_ptr v195 = v83 + v133;
    *(cj_u32 *)v195 = v194;
    const cj_ptr v196 = v91 + v135;
    const cj_u32 v197 = 0u;
    const cj_u32 v198 = 1u;
    const cj_u64 v199 = cj_timer_ns();
    x_data7 = v197;
    const cj_u32 v200 = x_failed0;
    x_done8 = v200;
    while (true) {
      const cj_u32 v201 = x_done8;
      const bool v202 = v201 == v197;
      if (!v202) break;
      const cj_u32x2 v203 = cj_ld_volatile((const cj_u32x2 *)v196);
      const cj_u32 v204 = v203.y;
      const bool v205 = v204 == v27;
      if (v205) {
        const cj_u32 v206 = v203.x;
        x_data7 = v206;
        x_done8 = v198;
      } else {
        const cj_u64 v207 = cj_timer_ns();
        const cj_u64 v208 = v207 - v199;
        const bool v209 = v208 > v7;
        const cj_u32 v210 = cj_atomic_load_relaxed_device((cj_u32 *)v6);
        const bool v211 = v210 != v197;
        const bool v212 = v209 || v211;
        if (v212) {
          const cj_u32 v213 = 1u;
          cj_atomic_store_relaxed_system((cj_u32 *)v6, v213);
          x_failed0 = v198;
          x_done8 = v198;
        }
      }
    }
    const cj_u32 v214 = x_data7;
    const cj_ptr v215 = v103 + v133;
    *(cj_u32 *)v215 = v214;
  }
  cj_barrier();
  const cj_u32 v216 = 0u;
  const bool v217 = v11 == v216;
  if (v217) {
    const cj_u32 v218 = 0u;
    const bool v219 = v12 == v218;
    const cj_u64 v220 = 1ull;
    const cj_u64 v221 = 2047ull;
    const cj_u64 v222 = v219 ? v221 : v220;
    const cj_u64 v223 = cj_atomic_add_relaxed_device((cj_u64 *)v21, v222);
  }
}
