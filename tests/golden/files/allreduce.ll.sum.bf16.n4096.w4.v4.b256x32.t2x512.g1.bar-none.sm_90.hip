// colljit kernel cj_allreduce_ll_sum_bf16_n4096_w4_v4_b256x32_t2x512_g1_bar_none_sm_90 (block 256, grid 1, sm_90)
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

// bf16 is the top half of an f32: widening is exact.
CJ_DEV float cj_bf16_to_f32(cj_u16 h) { return cj_f32_from_bits((cj_u32)h << 16); }
// Round to nearest even; a NaN becomes a quiet NaN with the same sign.
CJ_DEV cj_u16 cj_f32_to_bf16(float f) {
  cj_u32 u = cj_f32_bits(f);
  if ((u & 0x7fffffffu) > 0x7f800000u) return (cj_u16)((u >> 16) | 0x40u);
  return (cj_u16)((u + 0x7fffu + ((u >> 16) & 1u)) >> 16);
}
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

extern "C" __global__ void __launch_bounds__(256) cj_allreduce_ll_sum_bf16_n4096_w4_v4_b256x32_t2x512_g1_bar_none_sm_90(cj_ptr p_heap_bases, cj_u32 p_rank, cj_ptr p_src, cj_ptr p_dst, cj_ptr p_sync, cj_ptr p_status, cj_u64 p_timeout_ns, cj_ptr p_work) {
  cj_u32 x_failed0 = {};
  cj_u32 x_data1 = {};
  cj_u32 x_done2 = {};
  cj_u32 x_data3 = {};
  cj_u32 x_done4 = {};
  cj_u32 x_data5 = {};
  cj_u32 x_done6 = {};
  cj_u32 x_data7 = {};
  cj_u32 x_done8 = {};
  cj_u32 x_data9 = {};
  cj_u32 x_done10 = {};
  cj_u32 x_data11 = {};
  cj_u32 x_done12 = {};
  cj_u32 x_data13 = {};
  cj_u32 x_done14 = {};
  cj_u32 x_data15 = {};
  cj_u32 x_done16 = {};
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
  // 4 full tiles of 2048 bytes: 2 vectors of 4 bytes per thread
  const cj_u64 v84 = 1ull;
  const cj_u64 v85 = 4ull;
  const cj_u64 v86 = (cj_u64)v10;
  for (cj_u64 v87 = v86; v87 < v85; v87 += v84) {
    const cj_u64 v88 = 2048ull;
    const cj_u64 v89 = v87 * v88;
    const cj_u64 v90 = v83 + v89;
    const cj_u64 v91 = 1024ull;
    const cj_u64 v92 = v90 + v91;
    const cj_ptr v93 = v3 + v90;
    const cj_u32 v94 = *(const cj_u32 *)v93;
    const cj_ptr v95 = v3 + v92;
    const cj_u32 v96 = *(const cj_u32 *)v95;
    const cj_u32x2 v97 = cj_splat_u32x2(v94);
    cj_u32x2 v98 = v97;
    v98.y = v24;
    const cj_u64 v99 = 2ull;
    const cj_u64 v100 = v90 * v99;
    const cj_ptr v101 = v33 + v100;
    cj_st_volatile((cj_u32x2 *)v101, v98);
    const cj_ptr v102 = v50 + v100;
    cj_st_volatile((cj_u32x2 *)v102, v98);
    const cj_ptr v103 = v65 + v100;
    cj_st_volatile((cj_u32x2 *)v103, v98);
    const cj_ptr v104 = v80 + v100;
    cj_st_volatile((cj_u32x2 *)v104, v98);
    const cj_u32x2 v105 = cj_splat_u32x2(v96);
    cj_u32x2 v106 = v105;
    v106.y = v24;
    const cj_u64 v107 = 2ull;
    const cj_u64 v108 = v92 * v107;
    const cj_ptr v109 = v33 + v108;
    cj_st_volatile((cj_u32x2 *)v109, v106);
    const cj_ptr v110 = v50 + v108;
    cj_st_volatile((cj_u32x2 *)v110, v106);
    const cj_ptr v111 = v65 + v108;
    cj_st_volatile((cj_u32x2 *)v111, v106);
    const cj_ptr v112 = v80 + v108;
    cj_st_volatile((cj_u32x2 *)v112, v106);
  }
  const cj_u64 v113 = 4ull;
  const cj_u64 v114 = (cj_u64)v9;
  const cj_u64 v115 = v114 * v113;
  // 4 full tiles of 2048 bytes: 2 vectors of 4 bytes per thread
  const cj_u64 v116 = 1ull;
  const cj_u64 v117 = 4ull;
  const cj_u64 v118 = (cj_u64)v10;
  for (cj_u64 v119 = v118; v119 < v117; v119 += v116) {
    const cj_u64 v120 = 2048ull;
    const cj_u64 v121 = v119 * v120;
    const cj_u64 v122 = v115 + v121;
    const cj_u64 v123 = 1024ull;
    const cj_u64 v124 = v122 + v123;
    const cj_u64 v125 = 2ull;
    const cj_u64 v126 = v122 * v125;
    const cj_ptr v127 = v35 + v126;
    const cj_u32 v128 = 0u;
    const cj_u32 v129 = 1u;
    const cj_u64 v130 = cj_timer_ns();
    x_data1 = v128;
    const cj_u32 v131 = x_failed0;
    x_done2 = v131;
    while (true) {
      const cj_u32 v132 = x_done2;
      const bool v133 = v132 == v128;
      if (!v133) break;
      const cj_u32x2 v134 = cj_ld_volatile((const cj_u32x2 *)v127);
      const cj_u32 v135 = v134.y;
      const bool v136 = v135 == v24;
      if (v136) {
        const cj_u32 v137 = v134.x;
        x_data1 = v137;
        x_done2 = v129;
      } else {
        const cj_u64 v138 = cj_timer_ns();
        const cj_u64 v139 = v138 - v130;
        const bool v140 = v139 > v7;
        const cj_u32 v141 = cj_atomic_load_relaxed_device((cj_u32 *)v6);
        const bool v142 = v141 != v128;
        const bool v143 = v140 || v142;
        if (v143) {
          const cj_u32 v144 = 1u;
          cj_atomic_store_relaxed_system((cj_u32 *)v6, v144);
          x_failed0 = v129;
          x_done2 = v129;
        }
      }
    }
    const cj_u32 v145 = x_data1;
    const cj_ptr v146 = v37 + v126;
    const cj_u32 v147 = 0u;
    const cj_u32 v148 = 1u;
    const cj_u64 v149 = cj_timer_ns();
    x_data3 = v147;
    const cj_u32 v150 = x_failed0;
    x_done4 = v150;
    while (true) {
      const cj_u32 v151 = x_done4;
      const bool v152 = v151 == v147;
      if (!v152) break;
      const cj_u32x2 v153 = cj_ld_volatile((const cj_u32x2 *)v146);
      const cj_u32 v154 = v153.y;
      const bool v155 = v154 == v24;
      if (v155) {
        const cj_u32 v156 = v153.x;
        x_data3 = v156;
        x_done4 = v148;
      } else {
        const cj_u64 v157 = cj_timer_ns();
        const cj_u64 v158 = v157 - v149;
        const bool v159 = v158 > v7;
        const cj_u32 v160 = cj_atomic_load_relaxed_device((cj_u32 *)v6);
        const bool v161 = v160 != v147;
        const bool v162 = v159 || v161;
        if (v162) {
          const cj_u32 v163 = 1u;
          cj_atomic_store_relaxed_system((cj_u32 *)v6, v163);
          x_failed0 = v148;
          x_done4 = v148;
        }
      }
    }
    const cj_u32 v164 = x_data3;
    const cj_ptr v165 = v52 + v126;
    const cj_u32 v166 = 0u;
    const cj_u32 v167 = 1u;
    const cj_u64 v168 = cj_timer_ns();
    x_data5 = v166;
    const cj_u32 v169 = x_failed0;
    x_done6 = v169;
    while (true) {
      const cj_u32 v170 = x_done6;
      const bool v171 = v170 == v166;
      if (!v171) break;
      const cj_u32x2 v172 = cj_ld_volatile((const cj_u32x2 *)v165);
      const cj_u32 v173 = v172.y;
      const bool v174 = v173 == v24;
      if (v174) {
        const cj_u32 v175 = v172.x;
        x_data5 = v175;
        x_done6 = v167;
      } else {
        const cj_u64 v176 = cj_timer_ns();
        const cj_u64 v177 = v176 - v168;
        const bool v178 = v177 > v7;
        const cj_u32 v179 = cj_atomic_load_relaxed_device((cj_u32 *)v6);
        const bool v180 = v179 != v166;
        const bool v181 = v178 || v180;
        if (v181) {
          const cj_u32 v182 = 1u;
          cj_atomic_store_relaxed_system((cj_u32 *)v6, v182);
          x_failed0 = v167;
          x_done6 = v167;
        }
      }
    }
    const cj_u32 v183 = x_data5;
    const cj_ptr v184 = v67 + v126;
    const cj_u32 v185 = 0u;
    const cj_u32 v186 = 1u;
    const cj_u64 v187 = cj_timer_ns();
    x_data7 = v185;
    const cj_u32 v188 = x_failed0;
    x_done8 = v188;
    while (true) {
      const cj_u32 v189 = x_done8;
      const bool v190 = v189 == v185;
      if (!v190) break;
      const cj_u32x2 v191 = cj_ld_volatile((const cj_u32x2 *)v184);
      const cj_u32 v192 = v191.y;
      const bool v193 = v192 == v24;
      if (v193) {
        const cj_u32 v194 = v191.x;
        x_data7 = v194;
        x_done8 = v186;
      } else {
        const cj_u64 v195 = cj_timer_ns();
        const cj_u64 v196 = v195 - v187;
        const bool v197 = v196 > v7;
        const cj_u32 v198 = cj_atomic_load_relaxed_device((cj_u32 *)v6);
        const bool v199 = v198 != v185;
        const bool v200 = v197 || v199;
        if (v200) {
          const cj_u32 v201 = 1u;
          cj_atomic_store_relaxed_system((cj_u32 *)v6, v201);
          x_failed0 = v186;
          x_done8 = v186;
        }
      }
    }
    const cj_u32 v202 = x_data7;
    const cj_u16 v203 = (cj_u16)v145;
    const cj_u16 v204 = v203;
    const float v205 = cj_bf16_to_f32(v204);
    const cj_u16 v206 = (cj_u16)v164;
    const cj_u16 v207 = v206;
    const float v208 = cj_bf16_to_f32(v207);
    const float v209 = v205 + v208;
    const cj_u16 v210 = (cj_u16)v183;
    const cj_u16 v211 = v210;
    const float v212 = cj_bf16_to_f32(v211);
    const float v213 = v209 + v212;
    const cj_u16 v214 = (cj_u16)v202;
    const cj_u16 v215 = v214;
    const float v216 = cj_bf16_to_f32(v215);
    const float v217 = v213 + v216;
    const cj_u16 v218 = cj_f32_to_bf16(v217);
    const cj_u16 v219 = v218;
    const cj_u32 v220 = (cj_u32)v219;
    const cj_u32 v221 = 16u;
    const cj_u32 v222 = v145 >> v221;
    const cj_u16 v223 = (cj_u16)v222;
    const cj_u16 v224 = v223;
    const float v225 = cj_bf16_to_f32(v224);
    const cj_u32 v226 = 16u;
    const cj_u32 v227 = v164 >> v226;
    const cj_u16 v228 = (cj_u16)v227;
    const cj_u16 v229 = v228;
    const float v230 = cj_bf16_to_f32(v229);
    const float v231 = v225 + v230;
    const cj_u32 v232 = 16u;
    const cj_u32 v233 = v183 >> v232;
    const cj_u16 v234 = (cj_u16)v233;
    const cj_u16 v235 = v234;
    const float v236 = cj_bf16_to_f32(v235);
    const float v237 = v231 + v236;
    const cj_u32 v238 = 16u;
    const cj_u32 v239 = v202 >> v238;
    const cj_u16 v240 = (cj_u16)v239;
    const cj_u16 v241 = v240;
    const float v242 = cj_bf16_to_f32(v241);
    const float v243 = v237 + v242;
    const cj_u16 v244 = cj_f32_to_bf16(v243);
    const cj_u16 v245 = v244;
    const cj_u32 v246 = (cj_u32)v245;
    const cj_u32 v247 = 16u;
    const cj_u32 v248 = v246 << v247;
    const cj_u32 v249 = v220 | v248;
    const cj_ptr v250 = v4 + v122;
    *(cj_u32 *)v250 = v249;
    const cj_u64 v251 = 2ull;
    const cj_u64 v252 = v124 * v251;
    const cj_ptr v253 = v35 + v252;
    const cj_u32 v254 = 0u;
    const cj_u32 v255 = 1u;
    const cj_u64 v256 = cj_timer_ns();
    x_data9 = v254;
    const cj_u32 v257 = x_failed0;
    x_done10 = v257;
    while (true) {
      const cj_u32 v258 = x_done10;
      const bool v259 = v258 == v254;
      if (!v259) break;
      const cj_u32x2 v260 = cj_ld_volatile((const cj_u32x2 *)v253);
      const cj_u32 v261 = v260.y;
      const bool v262 = v261 == v24;
      if (v262) {
        const cj_u32 v263 = v260.x;
        x_data9 = v263;
        x_done10 = v255;
      } else {
        const cj_u64 v264 = cj_timer_ns();
        const cj_u64 v265 = v264 - v256;
        const bool v266 = v265 > v7;
        const cj_u32 v267 = cj_atomic_load_relaxed_device((cj_u32 *)v6);
        const bool v268 = v267 != v254;
        const bool v269 = v266 || v268;
        if (v269) {
          const cj_u32 v270 = 1u;
          cj_atomic_store_relaxed_system((cj_u32 *)v6, v270);
          x_failed0 = v255;
          x_done10 = v255;
        }
      }
    }
    const cj_u32 v271 = x_data9;
    const cj_ptr v272 = v37 + v252;
    const cj_u32 v273 = 0u;
    const cj_u32 v274 = 1u;
    const cj_u64 v275 = cj_timer_ns();
    x_data11 = v273;
    const cj_u32 v276 = x_failed0;
    x_done12 = v276;
    while (true) {
      const cj_u32 v277 = x_done12;
      const bool v278 = v277 == v273;
      if (!v278) break;
      const cj_u32x2 v279 = cj_ld_volatile((const cj_u32x2 *)v272);
      const cj_u32 v280 = v279.y;
      const bool v281 = v280 == v24;
      if (v281) {
        const cj_u32 v282 = v279.x;
        x_data11 = v282;
        x_done12 = v274;
      } else {
        const cj_u64 v283 = cj_timer_ns();
        const cj_u64 v284 = v283 - v275;
        const bool v285 = v284 > v7;
        const cj_u32 v286 = cj_atomic_load_relaxed_device((cj_u32 *)v6);
        const bool v287 = v286 != v273;
        const bool v288 = v285 || v287;
        if (v288) {
          const cj_u32 v289 = 1u;
          cj_atomic_store_relaxed_system((cj_u32 *)v6, v289);
          x_failed0 = v274;
          x_done12 = v274;
        }
      }
    }
    const cj_u32 v290 = x_data11;
    const cj_ptr v291 = v52 + v252;
    const cj_u32 v292 = 0u;
    const cj_u32 v293 = 1u;
    const cj_u64 v294 = cj_timer_ns();
    x_data13 = v292;
    const cj_u32 v295 = x_failed0;
    x_done14 = v295;
    while (true) {
      const cj_u32 v296 = x_done14;
      const bool v297 = v296 == v292;
      if (!v297) break;
      const cj_u32x2 v298 = cj_ld_volatile((const cj_u32x2 *)v291);
      const cj_u32 v299 = v298.y;
      const bool v300 = v299 == v24;
      if (v300) {
        const cj_u32 v301 = v298.x;
        x_data13 = v301;
        x_done14 = v293;
      } else {
        const cj_u64 v302 = cj_timer_ns();
        const cj_u64 v303 = v302 - v294;
        const bool v304 = v303 > v7;
        const cj_u32 v305 = cj_atomic_load_relaxed_device((cj_u32 *)v6);
        const bool v306 = v305 != v292;
        const bool v307 = v304 || v306;
        if (v307) {
          const cj_u32 v308 = 1u;
          cj_atomic_store_relaxed_system((cj_u32 *)v6, v308);
          x_failed0 = v293;
          x_done14 = v293;
        }
      }
    }
    const cj_u32 v309 = x_data13;
    const cj_ptr v310 = v67 + v252;
    const cj_u32 v311 = 0u;
    const cj_u32 v312 = 1u;
    const cj_u64 v313 = cj_timer_ns();
    x_data15 = v311;
    const cj_u32 v314 = x_failed0;
    x_done16 = v314;
    while (true) {
      const cj_u32 v315 = x_done16;
      const bool v316 = v315 == v311;
      if (!v316) break;
      const cj_u32x2 v317 = cj_ld_volatile((const cj_u32x2 *)v310);
      const cj_u32 v318 = v317.y;
      const bool v319 = v318 == v24;
      if (v319) {
        const cj_u32 v320 = v317.x;
        x_data15 = v320;
        x_done16 = v312;
      } else {
        const cj_u64 v321 = cj_timer_ns();
        const cj_u64 v322 = v321 - v313;
        const bool v323 = v322 > v7;
        const cj_u32 v324 = cj_atomic_load_relaxed_device((cj_u32 *)v6);
        const bool v325 = v324 != v311;
        const bool v326 = v323 || v325;
        if (v326) {
          const cj_u32 v327 = 1u;
          cj_atomic_store_relaxed_system((cj_u32 *)v6, v327);
          x_failed0 = v312;
          x_done16 = v312;
        }
      }
    }
    const cj_u32 v328 = x_data15;
    const cj_u16 v329 = (cj_u16)v271;
    const cj_u16 v330 = v329;
    const float v331 = cj_bf16_to_f32(v330);
    const cj_u16 v332 = (cj_u16)v290;
    const cj_u16 v333 = v332;
    const float v334 = cj_bf16_to_f32(v333);
    const float v335 = v331 + v334;
    const cj_u16 v336 = (cj_u16)v309;
    const cj_u16 v337 = v336;
    const float v338 = cj_bf16_to_f32(v337);
    const float v339 = v335 + v338;
    const cj_u16 v340 = (cj_u16)v328;
    const cj_u16 v341 = v340;
    const float v342 = cj_bf16_to_f32(v341);
    const float v343 = v339 + v342;
    const cj_u16 v344 = cj_f32_to_bf16(v343);
    const cj_u16 v345 = v344;
    const cj_u32 v346 = (cj_u32)v345;
    const cj_u32 v347 = 16u;
    const cj_u32 v348 = v271 >> v347;
    const cj_u16 v349 = (cj_u16)v348;
    const cj_u16 v350 = v349;
    const float v351 = cj_bf16_to_f32(v350);
    const cj_u32 v352 = 16u;
    const cj_u32 v353 = v290 >> v352;
    const cj_u16 v354 = (cj_u16)v353;
    const cj_u16 v355 = v354;
    const float v356 = cj_bf16_to_f32(v355);
    const float v357 = v351 + v356;
    const cj_u32 v358 = 16u;
    const cj_u32 v359 = v309 >> v358;
    const cj_u16 v360 = (cj_u16)v359;
    const cj_u16 v361 = v360;
    const float v362 = cj_bf16_to_f32(v361);
    const float v363 = v357 + v362;
    const cj_u32 v364 = 16u;
    const cj_u32 v365 = v328 >> v364;
    const cj_u16 v366 = (cj_u16)v365;
    const cj_u16 v367 = v366;
    const float v368 = cj_bf16_to_f32(v367);
    const float v369 = v363 + v368;
    const cj_u16 v370 = cj_f32_to_bf16(v369);
    const cj_u16 v371 = v370;
    const cj_u32 v372 = (cj_u32)v371;
    const cj_u32 v373 = 16u;
    const cj_u32 v374 = v372 << v373;
    const cj_u32 v375 = v346 | v374;
    const cj_ptr v376 = v4 + v124;
    *(cj_u32 *)v376 = v375;
  }
  cj_barrier();
  const cj_u32 v377 = 0u;
  const bool v378 = v9 == v377;
  if (v378) {
    const cj_u32 v379 = 0u;
    const bool v380 = v10 == v379;
    const cj_u64 v381 = 1ull;
    const cj_u64 v382 = 2048ull;
    const cj_u64 v383 = v380 ? v382 : v381;
    const cj_u64 v384 = cj_atomic_add_relaxed_device((cj_u64 *)v18, v383);
  }
}
