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

// ---- memory: under-aligned, streaming (evict-first) and volatile accesses --------------------
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
  memcpy(&v, w, sizeof(T));
  return v;
}
template <typename T, int A> CJ_DEV void cj_st_align(char *p, T v) {
  typedef typename cj_uint_of<A>::t U;
  U w[sizeof(T) / A];
  memcpy(w, &v, sizeof(T));
  for (int i = 0; i < (int)(sizeof(T) / A); i++) ((U *)p)[i] = w[i];
}
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
// Conversions whose rules do not depend on the vendor (kir's FTRUNC to bf16, FEXT from bf16,
// FPTOSI), written once; the vendor prelude before this defines cj_f32_bits/cj_f32_from_bits.
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

extern "C" __global__ void __launch_bounds__(256) cj_allreduce_ll_sum_bf16_n4096_w4_v4_b256x32_t1x512_g8_bar_none_sm_90(cj_ptr p_heap_bases, cj_u32 p_rank, cj_ptr p_src, cj_ptr p_dst, cj_ptr p_sync, cj_ptr p_status, cj_u64 p_timeout_ns, cj_ptr p_work) {
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
  const cj_u32 v9 = cj_tid();
  const cj_u32 v10 = cj_bid();
  const cj_u64 v11 = (cj_u64)v2;
  const cj_u64 v12 = 8ull;
  const cj_u64 v13 = v11 * v12;
  const cj_ptr v14 = v1 + v13;
  const cj_u64 v15 = *(const cj_u64 *)v14;
  const cj_u32 v16 = 0u;
  x_failed0 = v16;
  // all_reduce ll: 4 ranks x 8192 bytes, flag-free
  const cj_u64 v17 = 8ull;
  const cj_ptr v18 = v5 + v17;
  const cj_u64 v19 = cj_atomic_load_relaxed_device((cj_u64 *)v18);
  const cj_u64 v20 = 1ull;
  const cj_u64 v21 = 11ull;
  const cj_u64 v22 = v19 >> v21;
  const cj_u64 v23 = v22 + v20;
  const cj_u32 v24 = (cj_u32)v23;
  const cj_u64 v25 = 1ull;
  const cj_u64 v26 = v23 & v25;
  const cj_u64 v27 = 0x200000ull;
  const cj_u64 v28 = v26 * v27;
  const cj_ptr v29 = v8 + v28;
  const cj_u64 v30 = (cj_u64)v2;
  const cj_u64 v31 = 0x80000ull;
  const cj_u64 v32 = v30 * v31;
  const cj_ptr v33 = v29 + v32;
  const cj_u64 v34 = 0ull;
  const cj_ptr v35 = v29 + v34;
  const cj_u64 v36 = 0x80000ull;
  const cj_ptr v37 = v29 + v36;
  const cj_u32 v38 = 4u;
  const cj_u32 v39 = 1u;
  const cj_u32 v40 = v2 + v39;
  const bool v41 = v40 >= v38;
  const cj_u32 v42 = v40 - v38;
  const cj_u32 v43 = v41 ? v42 : v40;
  const cj_u64 v44 = 8ull;
  const cj_u64 v45 = (cj_u64)v43;
  const cj_u64 v46 = v45 * v44;
  const cj_ptr v47 = v1 + v46;
  const cj_u64 v48 = *(const cj_u64 *)v47;
  const cj_u64 v49 = v48 - v15;
  const cj_ptr v50 = v33 + v49;
  const cj_u64 v51 = 0x100000ull;
  const cj_ptr v52 = v29 + v51;
  const cj_u32 v53 = 4u;
  const cj_u32 v54 = 2u;
  const cj_u32 v55 = v2 + v54;
  const bool v56 = v55 >= v53;
  const cj_u32 v57 = v55 - v53;
  const cj_u32 v58 = v56 ? v57 : v55;
  const cj_u64 v59 = 8ull;
  const cj_u64 v60 = (cj_u64)v58;
  const cj_u64 v61 = v60 * v59;
  const cj_ptr v62 = v1 + v61;
  const cj_u64 v63 = *(const cj_u64 *)v62;
  const cj_u64 v64 = v63 - v15;
  const cj_ptr v65 = v33 + v64;
  const cj_u64 v66 = 0x180000ull;
  const cj_ptr v67 = v29 + v66;
  const cj_u32 v68 = 4u;
  const cj_u32 v69 = 3u;
  const cj_u32 v70 = v2 + v69;
  const bool v71 = v70 >= v68;
  const cj_u32 v72 = v70 - v68;
  const cj_u32 v73 = v71 ? v72 : v70;
  const cj_u64 v74 = 8ull;
  const cj_u64 v75 = (cj_u64)v73;
  const cj_u64 v76 = v75 * v74;
  const cj_ptr v77 = v1 + v76;
  const cj_u64 v78 = *(const cj_u64 *)v77;
  const cj_u64 v79 = v78 - v15;
  const cj_ptr v80 = v33 + v79;
  const cj_u64 v81 = 4ull;
  const cj_u64 v82 = (cj_u64)v9;
  const cj_u64 v83 = v82 * v81;
  // 8 full tiles of 1024 bytes: 1 vectors of 4 bytes per thread
  const cj_u64 v84 = 8ull;
  const cj_u64 v85 = 8ull;
  const cj_u64 v86 = (cj_u64)v10;
  for (cj_u64 v87 = v86; v87 < v85; v87 += v84) {
    const cj_u64 v88 = 1024ull;
    const cj_u64 v89 = v87 * v88;
    const cj_u64 v90 = v83 + v89;
    const cj_ptr v91 = v3 + v90;
    const cj_u32 v92 = *(const cj_u32 *)v91;
    const cj_u32x2 v93 = cj_splat_u32x2(v92);
    cj_u32x2 v94 = v93;
    v94.y = v24;
    const cj_u64 v95 = 2ull;
    const cj_u64 v96 = v90 * v95;
    const cj_ptr v97 = v33 + v96;
    cj_st_volatile((cj_u32x2 *)v97, v94);
    const cj_ptr v98 = v50 + v96;
    cj_st_volatile((cj_u32x2 *)v98, v94);
    const cj_ptr v99 = v65 + v96;
    cj_st_volatile((cj_u32x2 *)v99, v94);
    const cj_ptr v100 = v80 + v96;
    cj_st_volatile((cj_u32x2 *)v100, v94);
  }
  const cj_u64 v101 = 4ull;
  const cj_u64 v102 = (cj_u64)v9;
  const cj_u64 v103 = v102 * v101;
  // 8 full tiles of 1024 bytes: 1 vectors of 4 bytes per thread
  const cj_u64 v104 = 8ull;
  const cj_u64 v105 = 8ull;
  const cj_u64 v106 = (cj_u64)v10;
  for (cj_u64 v107 = v106; v107 < v105; v107 += v104) {
    const cj_u64 v108 = 1024ull;
    const cj_u64 v109 = v107 * v108;
    const cj_u64 v110 = v103 + v109;
    const cj_u64 v111 = 2ull;
    const cj_u64 v112 = v110 * v111;
    const cj_ptr v113 = v35 + v112;
    const cj_u32 v114 = 0u;
    const cj_u32 v115 = 1u;
    const cj_u64 v116 = cj_timer_ns();
    x_data1 = v114;
    const cj_u32 v117 = x_failed0;
    x_done2 = v117;
    while (true) {
      const cj_u32 v118 = x_done2;
      const bool v119 = v118 == v114;
      if (!v119) break;
      const cj_u32x2 v120 = cj_ld_volatile((const cj_u32x2 *)v113);
      const cj_u32 v121 = v120.y;
      const bool v122 = v121 == v24;
      if (v122) {
        const cj_u32 v123 = v120.x;
        x_data1 = v123;
        x_done2 = v115;
      } else {
        const cj_u64 v124 = cj_timer_ns();
        const cj_u64 v125 = v124 - v116;
        const bool v126 = v125 > v7;
        const cj_u32 v127 = cj_atomic_load_relaxed_device((cj_u32 *)v6);
        const bool v128 = v127 != v114;
        const bool v129 = v126 || v128;
        if (v129) {
          const cj_u32 v130 = 1u;
          cj_atomic_store_relaxed_system((cj_u32 *)v6, v130);
          x_failed0 = v115;
          x_done2 = v115;
        }
      }
    }
    const cj_u32 v131 = x_data1;
    const cj_ptr v132 = v37 + v112;
    const cj_u32 v133 = 0u;
    const cj_u32 v134 = 1u;
    const cj_u64 v135 = cj_timer_ns();
    x_data3 = v133;
    const cj_u32 v136 = x_failed0;
    x_done4 = v136;
    while (true) {
      const cj_u32 v137 = x_done4;
      const bool v138 = v137 == v133;
      if (!v138) break;
      const cj_u32x2 v139 = cj_ld_volatile((const cj_u32x2 *)v132);
      const cj_u32 v140 = v139.y;
      const bool v141 = v140 == v24;
      if (v141) {
        const cj_u32 v142 = v139.x;
        x_data3 = v142;
        x_done4 = v134;
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
          x_done4 = v134;
        }
      }
    }
    const cj_u32 v150 = x_data3;
    const cj_ptr v151 = v52 + v112;
    const cj_u32 v152 = 0u;
    const cj_u32 v153 = 1u;
    const cj_u64 v154 = cj_timer_ns();
    x_data5 = v152;
    const cj_u32 v155 = x_failed0;
    x_done6 = v155;
    while (true) {
      const cj_u32 v156 = x_done6;
      const bool v157 = v156 == v152;
      if (!v157) break;
      const cj_u32x2 v158 = cj_ld_volatile((const cj_u32x2 *)v151);
      const cj_u32 v159 = v158.y;
      const bool v160 = v159 == v24;
      if (v160) {
        const cj_u32 v161 = v158.x;
        x_data5 = v161;
        x_done6 = v153;
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
          x_done6 = v153;
        }
      }
    }
    const cj_u32 v169 = x_data5;
    const cj_ptr v170 = v67 + v112;
    const cj_u32 v171 = 0u;
    const cj_u32 v172 = 1u;
    const cj_u64 v173 = cj_timer_ns();
    x_data7 = v171;
    const cj_u32 v174 = x_failed0;
    x_done8 = v174;
    while (true) {
      const cj_u32 v175 = x_done8;
      const bool v176 = v175 == v171;
      if (!v176) break;
      const cj_u32x2 v177 = cj_ld_volatile((const cj_u32x2 *)v170);
      const cj_u32 v178 = v177.y;
      const bool v179 = v178 == v24;
      if (v179) {
        const cj_u32 v180 = v177.x;
        x_data7 = v180;
        x_done8 = v172;
      } else {
        const cj_u64 v181 = cj_timer_ns();
        const cj_u64 v182 = v181 - v173;
        const bool v183 = v182 > v7;
        const cj_u32 v184 = cj_atomic_load_relaxed_device((cj_u32 *)v6);
        const bool v185 = v184 != v171;
        const bool v186 = v183 || v185;
        if (v186) {
          const cj_u32 v187 = 1u;
          cj_atomic_store_relaxed_system((cj_u32 *)v6, v187);
          x_failed0 = v172;
          x_done8 = v172;
        }
      }
    }
    const cj_u32 v188 = x_data7;
    const cj_u16 v189 = (cj_u16)v131;
    const cj_u16 v190 = v189;
    const float v191 = cj_bf16_to_f32(v190);
    const cj_u16 v192 = (cj_u16)v150;
    const cj_u16 v193 = v192;
    const float v194 = cj_bf16_to_f32(v193);
    const float v195 = v191 + v194;
    const cj_u16 v196 = (cj_u16)v169;
    const cj_u16 v197 = v196;
    const float v198 = cj_bf16_to_f32(v197);
    const float v199 = v195 + v198;
    const cj_u16 v200 = (cj_u16)v188;
    const cj_u16 v201 = v200;
    const float v202 = cj_bf16_to_f32(v201);
    const float v203 = v199 + v202;
    const cj_u16 v204 = cj_f32_to_bf16(v203);
    const cj_u16 v205 = v204;
    const cj_u32 v206 = (cj_u32)v205;
    const cj_u32 v207 = 16u;
    const cj_u32 v208 = v131 >> v207;
    const cj_u16 v209 = (cj_u16)v208;
    const cj_u16 v210 = v209;
    const float v211 = cj_bf16_to_f32(v210);
    const cj_u32 v212 = 16u;
    const cj_u32 v213 = v150 >> v212;
    const cj_u16 v214 = (cj_u16)v213;
    const cj_u16 v215 = v214;
    const float v216 = cj_bf16_to_f32(v215);
    const float v217 = v211 + v216;
    const cj_u32 v218 = 16u;
    const cj_u32 v219 = v169 >> v218;
    const cj_u16 v220 = (cj_u16)v219;
    const cj_u16 v221 = v220;
    const float v222 = cj_bf16_to_f32(v221);
    const float v223 = v217 + v222;
    const cj_u32 v224 = 16u;
    const cj_u32 v225 = v188 >> v224;
    const cj_u16 v226 = (cj_u16)v225;
    const cj_u16 v227 = v226;
    const float v228 = cj_bf16_to_f32(v227);
    const float v229 = v223 + v228;
    const cj_u16 v230 = cj_f32_to_bf16(v229);
    const cj_u16 v231 = v230;
    const cj_u32 v232 = (cj_u32)v231;
    const cj_u32 v233 = 16u;
    const cj_u32 v234 = v232 << v233;
    const cj_u32 v235 = v206 | v234;
    const cj_ptr v236 = v4 + v110;
    *(cj_u32 *)v236 = v235;
  }
  cj_barrier();
  const cj_u32 v237 = 0u;
  const bool v238 = v9 == v237;
  if (v238) {
    const cj_u32 v239 = 0u;
    const bool v240 = v10 == v239;
    const cj_u64 v241 = 1ull;
    const cj_u64 v242 = 2041ull;
    const cj_u64 v243 = v240 ? v242 : v241;
    const cj_u64 v244 = cj_atomic_add_relaxed_device((cj_u64 *)v18, v243);
  }
}
