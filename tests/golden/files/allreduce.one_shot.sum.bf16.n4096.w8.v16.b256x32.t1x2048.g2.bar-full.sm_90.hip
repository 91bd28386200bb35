// colljit kernel cj_allreduce_one_shot_sum_bf16_n4096_w8_v16_b256x32_t1x2048_g2_bar_full_sm_90 (block 256, grid 2, sm_90)
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

extern "C" __global__ void __launch_bounds__(256) cj_allreduce_one_shot_sum_bf16_n4096_w8_v16_b256x32_t1x2048_g2_bar_full_sm_90(cj_ptr p_heap_bases, cj_u32 p_rank, cj_ptr p_src, cj_ptr p_dst, cj_ptr p_sync, cj_ptr p_status, cj_u64 p_timeout_ns, cj_ptr p_work) {
  cj_u32 x_failed0 = {};
  cj_u32 x_done1 = {};
  cj_u32 x_done2 = {};
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
  // all_reduce one_shot: 8 ranks x 8192 bytes
  // start: block barrier across 8 ranks
  cj_barrier();
  const cj_u32 v17 = 8u;
  const bool v18 = v9 < v17;
  if (v18) {
    const cj_u32 v19 = 8u;
    const cj_u32 v20 = v2 + v9;
    const cj_u32 v21 = v20 - v19;
    const bool v22 = v20 >= v19;
    const cj_u32 v23 = v22 ? v21 : v20;
    const cj_u32 v24 = v10 * v19;
    const cj_u64 v25 = 256ull;
    const cj_ptr v26 = v5 + v25;
    const cj_u32 v27 = v24 + v2;
    const cj_u32 v28 = v24 + v23;
    const cj_u64 v29 = 4ull;
    const cj_u64 v30 = (cj_u64)v27;
    const cj_u64 v31 = v30 * v29;
    const cj_u64 v32 = (cj_u64)v28;
    const cj_u64 v33 = v32 * v29;
    const cj_ptr v34 = v26 + v31;
    const cj_u64 v35 = 8ull;
    const cj_u64 v36 = (cj_u64)v23;
    const cj_u64 v37 = v36 * v35;
    const cj_ptr v38 = v1 + v37;
    const cj_u64 v39 = *(const cj_u64 *)v38;
    const cj_u64 v40 = v39 - v15;
    const cj_ptr v41 = v34 + v40;
    const cj_u32 v42 = 1u;
    const cj_u32 v43 = cj_atomic_add_release_system((cj_u32 *)v41, v42);
    const cj_u32 v44 = 1u;
    const cj_u32 v45 = v43 + v44;
    const cj_ptr v46 = v26 + v33;
    const cj_u32 v47 = 0u;
    const cj_u32 v48 = 1u;
    const cj_u64 v49 = cj_timer_ns();
    const cj_u32 v50 = x_failed0;
    x_done1 = v50;
    while (true) {
      const cj_u32 v51 = x_done1;
      const bool v52 = v51 == v47;
      if (!v52) break;
      const cj_u32 v53 = cj_atomic_load_acquire_system((cj_u32 *)v46);
      const cj_u32 v54 = 0u;
      const cj_u32 v55 = v53 - v45;
      const bool v56 = (cj_i32)v55 >= (cj_i32)v54;
      const cj_u64 v57 = cj_timer_ns();
      const cj_u64 v58 = v57 - v49;
      const bool v59 = v58 > v7;
      const cj_u32 v60 = cj_atomic_load_relaxed_device((cj_u32 *)v6);
      const bool v61 = v60 != v47;
      const bool v62 = v59 || v61;
      if (v56) {
        x_done1 = v48;
      } else {
        if (v62) {
          const cj_u32 v63 = 1u;
          cj_atomic_store_relaxed_system((cj_u32 *)v6, v63);
          x_failed0 = v48;
          x_done1 = v48;
        }
      }
    }
  }
  cj_barrier();
  const cj_u32 v64 = 0u;
  const cj_u64 v65 = 8ull;
  const cj_u64 v66 = (cj_u64)v64;
  const cj_u64 v67 = v66 * v65;
  const cj_ptr v68 = v1 + v67;
  const cj_u64 v69 = *(const cj_u64 *)v68;
  const cj_u64 v70 = v69 - v15;
  const cj_ptr v71 = v3 + v70;
  const cj_u32 v72 = 1u;
  const cj_u64 v73 = 8ull;
  const cj_u64 v74 = (cj_u64)v72;
  const cj_u64 v75 = v74 * v73;
  const cj_ptr v76 = v1 + v75;
  const cj_u64 v77 = *(const cj_u64 *)v76;
  const cj_u64 v78 = v77 - v15;
  const cj_ptr v79 = v3 + v78;
  const cj_u32 v80 = 2u;
  const cj_u64 v81 = 8ull;
  const cj_u64 v82 = (cj_u64)v80;
  const cj_u64 v83 = v82 * v81;
  const cj_ptr v84 = v1 + v83;
  const cj_u64 v85 = *(const cj_u64 *)v84;
  const cj_u64 v86 = v85 - v15;
  const cj_ptr v87 = v3 + v86;
  const cj_u32 v88 = 3u;
  const cj_u64 v89 = 8ull;
  const cj_u64 v90 = (cj_u64)v88;
  const cj_u64 v91 = v90 * v89;
  const cj_ptr v92 = v1 + v91;
  const cj_u64 v93 = *(const cj_u64 *)v92;
  const cj_u64 v94 = v93 - v15;
  const cj_ptr v95 = v3 + v94;
  const cj_u32 v96 = 4u;
  const cj_u64 v97 = 8ull;
  const cj_u64 v98 = (cj_u64)v96;
  const cj_u64 v99 = v98 * v97;
  const cj_ptr v100 = v1 + v99;
  const cj_u64 v101 = *(const cj_u64 *)v100;
  const cj_u64 v102 = v101 - v15;
  const cj_ptr v103 = v3 + v102;
  const cj_u32 v104 = 5u;
  const cj_u64 v105 = 8ull;
  const cj_u64 v106 = (cj_u64)v104;
  const cj_u64 v107 = v106 * v105;
  const cj_ptr v108 = v1 + v107;
  const cj_u64 v109 = *(const cj_u64 *)v108;
  const cj_u64 v110 = v109 - v15;
  const cj_ptr v111 = v3 + v110;
  const cj_u32 v112 = 6u;
  const cj_u64 v113 = 8ull;
  const cj_u64 v114 = (cj_u64)v112;
  const cj_u64 v115 = v114 * v113;
  const cj_ptr v116 = v1 + v115;
  const cj_u64 v117 = *(const cj_u64 *)v116;
  const cj_u64 v118 = v117 - v15;
  const cj_ptr v119 = v3 + v118;
  const cj_u32 v120 = 7u;
  const cj_u64 v121 = 8ull;
  const cj_u64 v122 = (cj_u64)v120;
  const cj_u64 v123 = v122 * v121;
  const cj_ptr v124 = v1 + v123;
  const cj_u64 v125 = *(const cj_u64 *)v124;
  const cj_u64 v126 = v125 - v15;
  const cj_ptr v127 = v3 + v126;
  const cj_u64 v128 = 16ull;
  const cj_u64 v129 = (cj_u64)v9;
  const cj_u64 v130 = v129 * v128;
  // 2 full tiles of 4096 bytes: 1 vectors of 16 bytes per thread
  const cj_u64 v131 = 2ull;
  const cj_u64 v132 = 2ull;
  const cj_u64 v133 = (cj_u64)v10;
  for (cj_u64 v134 = v133; v134 < v132; v134 += v131) {
    const cj_u64 v135 = 4096ull;
    const cj_u64 v136 = v134 * v135;
    const cj_u64 v137 = v130 + v136;
    const cj_ptr v138 = v71 + v137;
    const cj_u32x4 v139 = *(const cj_u32x4 *)v138;
    const cj_ptr v140 = v79 + v137;
    const cj_u32x4 v141 = *(const cj_u32x4 *)v140;
    const cj_ptr v142 = v87 + v137;
    const cj_u32x4 v143 = *(const cj_u32x4 *)v142;
    const cj_ptr v144 = v95 + v137;
    const cj_u32x4 v145 = *(const cj_u32x4 *)v144;
    const cj_ptr v146 = v103 + v137;
    const cj_u32x4 v147 = *(const cj_u32x4 *)v146;
    const cj_ptr v148 = v111 + v137;
    const cj_u32x4 v149 = *(const cj_u32x4 *)v148;
    const cj_ptr v150 = v119 + v137;
    const cj_u32x4 v151 = *(const cj_u32x4 *)v150;
    const cj_ptr v152 = v127 + v137;
    const cj_u32x4 v153 = *(const cj_u32x4 *)v152;
    const cj_u32 v154 = v139.x;
    const cj_u32 v155 = v141.x;
    const cj_u32 v156 = v143.x;
    const cj_u32 v157 = v145.x;
    const cj_u32 v158 = v147.x;
    const cj_u32 v159 = v149.x;
    const cj_u32 v160 = v151.x;
    const cj_u32 v161 = v153.x;
    const cj_u16 v162 = (cj_u16)v154;
    const cj_u16 v163 = v162;
    const float v164 = cj_bf16_to_f32(v163);
    const cj_u16 v165 = (cj_u16)v155;
    const cj_u16 v166 = v165;
    const float v167 = cj_bf16_to_f32(v166);
    const float v168 = v164 + v167;
    const cj_u16 v169 = (cj_u16)v156;
    const cj_u16 v170 = v169;
    const float v171 = cj_bf16_to_f32(v170);
    const float v172 = v168 + v171;
    const cj_u16 v173 = (cj_u16)v157;
    const cj_u16 v174 = v173;
    const float v175 = cj_bf16_to_f32(v174);
    const float v176 = v172 + v175;
    const cj_u16 v177 = (cj_u16)v158;
    const cj_u16 v178 = v177;
    const float v179 = cj_bf16_to_f32(v178);
    const float v180 = v176 + v179;
    const cj_u16 v181 = (cj_u16)v159;
    const cj_u16 v182 = v181;
    const float v183 = cj_bf16_to_f32(v182);
    const float v184 = v180 + v183;
    const cj_u16 v185 = (cj_u16)v160;
    const cj_u16 v186 = v185;
    const float v187 = cj_bf16_to_f32(v186);
    const float v188 = v184 + v187;
    const cj_u16 v189 = (cj_u16)v161;
    const cj_u16 v190 = v189;
    const float v191 = cj_bf16_to_f32(v190);
    const float v192 = v188 + v191;
    const cj_u16 v193 = cj_f32_to_bf16(v192);
    const cj_u16 v194 = v193;
    const cj_u32 v195 = (cj_u32)v194;
    const cj_u32 v196 = 16u;
    const cj_u32 v197 = v154 >> v196;
    const cj_u16 v198 = (cj_u16)v197;
    const cj_u16 v199 = v198;
    const float v200 = cj_bf16_to_f32(v199);
    const cj_u32 v201 = 16u;
    const cj_u32 v202 = v155 >> v201;
    const cj_u16 v203 = (cj_u16)v202;
    const cj_u16 v204 = v203;
    const float v205 = cj_bf16_to_f32(v204);
    const float v206 = v200 + v205;
    const cj_u32 v207 = 16u;
    const cj_u32 v208 = v156 >> v207;
    const cj_u16 v209 = (cj_u16)v208;
    const cj_u16 v210 = v209;
    const float v211 = cj_bf16_to_f32(v210);
    const float v212 = v206 + v211;
    const cj_u32 v213 = 16u;
    const cj_u32 v214 = v157 >> v213;
    const cj_u16 v215 = (cj_u16)v214;
    const cj_u16 v216 = v215;
    const float v217 = cj_bf16_to_f32(v216);
    const float v218 = v212 + v217;
    const cj_u32 v219 = 16u;
    const cj_u32 v220 = v158 >> v219;
    const cj_u16 v221 = (cj_u16)v220;
    const cj_u16 v222 = v221;
    const float v223 = cj_bf16_to_f32(v222);
    const float v224 = v218 + v223;
    const cj_u32 v225 = 16u;
    const cj_u32 v226 = v159 >> v225;
    const cj_u16 v227 = (cj_u16)v226;
    const cj_u16 v228 = v227;
    const float v229 = cj_bf16_to_f32(v228);
    const float v230 = v224 + v229;
    const cj_u32 v231 = 16u;
    const cj_u32 v232 = v160 >> v231;
    const cj_u16 v233 = (cj_u16)v232;
    const cj_u16 v234 = v233;
    const float v235 = cj_bf16_to_f32(v234);
    const float v236 = v230 + v235;
    const cj_u32 v237 = 16u;
    const cj_u32 v238 = v161 >> v237;
    const cj_u16 v239 = (cj_u16)v238;
    const cj_u16 v240 = v239;
    const float v241 = cj_bf16_to_f32(v240);
    const float v242 = v236 + v241;
    const cj_u16 v243 = cj_f32_to_bf16(v242);
    const cj_u16 v244 = v243;
    const cj_u32 v245 = (cj_u32)v244;
    const cj_u32 v246 = 16u;
    const cj_u32 v247 = v245 << v246;
    const cj_u32 v248 = v195 | v247;
    const cj_u32x4 v249 = cj_splat_u32x4(v248);
    const cj_u32 v250 = v139.y;
    const cj_u32 v251 = v141.y;
    const cj_u32 v252 = v143.y;
    const cj_u32 v253 = v145.y;
    const cj_u32 v254 = v147.y;
    const cj_u32 v255 = v149.y;
    const cj_u32 v256 = v151.y;
    const cj_u32 v257 = v153.y;
    const cj_u16 v258 = (cj_u16)v250;
    const cj_u16 v259 = v258;
    const float v260 = cj_bf16_to_f32(v259);
    const cj_u16 v261 = (cj_u16)v251;
    const cj_u16 v262 = v261;
    const float v263 = cj_bf16_to_f32(v262);
    const float v264 = v260 + v263;
    const cj_u16 v265 = (cj_u16)v252;
    const cj_u16 v266 = v265;
    const float v267 = cj_bf16_to_f32(v266);
    const float v268 = v264 + v267;
    const cj_u16 v269 = (cj_u16)v253;
    const cj_u16 v270 = v269;
    const float v271 = cj_bf16_to_f32(v270);
    const float v272 = v268 + v271;
    const cj_u16 v273 = (cj_u16)v254;
    const cj_u16 v274 = v273;
    const float v275 = cj_bf16_to_f32(v274);
    const float v276 = v272 + v275;
    const cj_u16 v277 = (cj_u16)v255;
    const cj_u16 v278 = v277;
    const float v279 = cj_bf16_to_f32(v278);
    const float v280 = v276 + v279;
    const cj_u16 v281 = (cj_u16)v256;
    const cj_u16 v282 = v281;
    const float v283 = cj_bf16_to_f32(v282);
    const float v284 = v280 + v283;
    const cj_u16 v285 = (cj_u16)v257;
    const cj_u16 v286 = v285;
    const float v287 = cj_bf16_to_f32(v286);
    const float v288 = v284 + v287;
    const cj_u16 v289 = cj_f32_to_bf16(v288);
    const cj_u16 v290 = v289;
    const cj_u32 v291 = (cj_u32)v290;
    const cj_u32 v292 = 16u;
    const cj_u32 v293 = v250 >> v292;
    const cj_u16 v294 = (cj_u16)v293;
    const cj_u16 v295 = v294;
    const float v296 = cj_bf16_to_f32(v295);
    const cj_u32 v297 = 16u;
    const cj_u32 v298 = v251 >> v297;
    const cj_u16 v299 = (cj_u16)v298;
    const cj_u16 v300 = v299;
    const float v301 = cj_bf16_to_f32(v300);
    const float v302 = v296 + v301;
    const cj_u32 v303 = 16u;
    const cj_u32 v304 = v252 >> v303;
    const cj_u16 v305 = (cj_u16)v304;
    const cj_u16 v306 = v305;
    const float v307 = cj_bf16_to_f32(v306);
    const float v308 = v302 + v307;
    const cj_u32 v309 = 16u;
    const cj_u32 v310 = v253 >> v309;
    const cj_u16 v311 = (cj_u16)v310;
    const cj_u16 v312 = v311;
    const float v313 = cj_bf16_to_f32(v312);
    const float v314 = v308 + v313;
    const cj_u32 v315 = 16u;
    const cj_u32 v316 = v254 >> v315;
    const cj_u16 v317 = (cj_u16)v316;
    const cj_u16 v318 = v317;
    const float v319 = cj_bf16_to_f32(v318);
    const float v320 = v314 + v319;
    const cj_u32 v321 = 16u;
    const cj_u32 v322 = v255 >> v321;
    const cj_u16 v323 = (cj_u16)v322;
    const cj_u16 v324 = v323;
    const float v325 = cj_bf16_to_f32(v324);
    const float v326 = v320 + v325;
    const cj_u32 v327 = 16u;
    const cj_u32 v328 = v256 >> v327;
    const cj_u16 v329 = (cj_u16)v328;
    const cj_u16 v330 = v329;
    const float v331 = cj_bf16_to_f32(v330);
    const float v332 = v326 + v331;
    const cj_u32 v333 = 16u;
    const cj_u32 v334 = v257 >> v333;
    const cj_u16 v335 = (cj_u16)v334;
    const cj_u16 v336 = v335;
    const float v337 = cj_bf16_to_f32(v336);
    const float v338 = v332 + v337;
    const cj_u16 v339 = cj_f32_to_bf16(v338);
    const cj_u16 v340 = v339;
    const cj_u32 v341 = (cj_u32)v340;
    const cj_u32 v342 = 16u;
    const cj_u32 v343 = v341 << v342;
    const cj_u32 v344 = v291 | v343;
    cj_u32x4 v345 = v249;
    v345.y = v344;
    const cj_u32 v346 = v139.z;
    const cj_u32 v347 = v141.z;
    const cj_u32 v348 = v143.z;
    const cj_u32 v349 = v145.z;
    const cj_u32 v350 = v147.z;
    const cj_u32 v351 = v149.z;
    const cj_u32 v352 = v151.z;
    const cj_u32 v353 = v153.z;
    const cj_u16 v354 = (cj_u16)v346;
    const cj_u16 v355 = v354;
    const float v356 = cj_bf16_to_f32(v355);
    const cj_u16 v357 = (cj_u16)v347;
    const cj_u16 v358 = v357;
    const float v359 = cj_bf16_to_f32(v358);
    const float v360 = v356 + v359;
    const cj_u16 v361 = (cj_u16)v348;
    const cj_u16 v362 = v361;
    const float v363 = cj_bf16_to_f32(v362);
    const float v364 = v360 + v363;
    const cj_u16 v365 = (cj_u16)v349;
    const cj_u16 v366 = v365;
    const float v367 = cj_bf16_to_f32(v366);
    const float v368 = v364 + v367;
    const cj_u16 v369 = (cj_u16)v350;
    const cj_u16 v370 = v369;
    const float v371 = cj_bf16_to_f32(v370);
    const float v372 = v368 + v371;
    const cj_u16 v373 = (cj_u16)v351;
    const cj_u16 v374 = v373;
    const float v375 = cj_bf16_to_f32(v374);
    const float v376 = v372 + v375;
    const cj_u16 v377 = (cj_u16)v352;
    const cj_u16 v378 = v377;
    const float v379 = cj_bf16_to_f32(v378);
    const float v380 = v376 + v379;
    const cj_u16 v381 = (cj_u16)v353;
    const cj_u16 v382 = v381;
    const float v383 = cj_bf16_to_f32(v382);
    const float v384 = v380 + v383;
    const cj_u16 v385 = cj_f32_to_bf16(v384);
    const cj_u16 v386 = v385;
    const cj_u32 v387 = (cj_u32)v386;
    const cj_u32 v388 = 16u;
    const cj_u32 v389 = v346 >> v388;
    const cj_u16 v390 = (cj_u16)v389;
    const cj_u16 v391 = v390;
    const float v392 = cj_bf16_to_f32(v391);
    const cj_u32 v393 = 16u;
    const cj_u32 v394 = v347 >> v393;
    const cj_u16 v395 = (cj_u16)v394;
    const cj_u16 v396 = v395;
    const float v397 = cj_bf16_to_f32(v396);
    const float v398 = v392 + v397;
    const cj_u32 v399 = 16u;
    const cj_u32 v400 = v348 >> v399;
    const cj_u16 v401 = (cj_u16)v400;
    const cj_u16 v402 = v401;
    const float v403 = cj_bf16_to_f32(v402);
    const float v404 = v398 + v403;
    const cj_u32 v405 = 16u;
    const cj_u32 v406 = v349 >> v405;
    const cj_u16 v407 = (cj_u16)v406;
    const cj_u16 v408 = v407;
    const float v409 = cj_bf16_to_f32(v408);
    const float v410 = v404 + v409;
    const cj_u32 v411 = 16u;
    const cj_u32 v412 = v350 >> v411;
    const cj_u16 v413 = (cj_u16)v412;
    const cj_u16 v414 = v413;
    const float v415 = cj_bf16_to_f32(v414);
    const float v416 = v410 + v415;
    const cj_u32 v417 = 16u;
    const cj_u32 v418 = v351 >> v417;
    const cj_u16 v419 = (cj_u16)v418;
    const cj_u16 v420 = v419;
    const float v421 = cj_bf16_to_f32(v420);
    const float v422 = v416 + v421;
    const cj_u32 v423 = 16u;
    const cj_u32 v424 = v352 >> v423;
    const cj_u16 v425 = (cj_u16)v424;
    const cj_u16 v426 = v425;
    const float v427 = cj_bf16_to_f32(v426);
    const float v428 = v422 + v427;
    const cj_u32 v429 = 16u;
    const cj_u32 v430 = v353 >> v429;
    const cj_u16 v431 = (cj_u16)v430;
    const cj_u16 v432 = v431;
    const float v433 = cj_bf16_to_f32(v432);
    const float v434 = v428 + v433;
    const cj_u16 v435 = cj_f32_to_bf16(v434);
    const cj_u16 v436 = v435;
    const cj_u32 v437 = (cj_u32)v436;
    const cj_u32 v438 = 16u;
    const cj_u32 v439 = v437 << v438;
    const cj_u32 v440 = v387 | v439;
    cj_u32x4 v441 = v345;
    v441.z = v440;
    const cj_u32 v442 = v139.w;
    const cj_u32 v443 = v141.w;
    const cj_u32 v444 = v143.w;
    const cj_u32 v445 = v145.w;
    const cj_u32 v446 = v147.w;
    const cj_u32 v447 = v149.w;
    const cj_u32 v448 = v151.w;
    const cj_u32 v449 = v153.w;
    const cj_u16 v450 = (cj_u16)v442;
    const cj_u16 v451 = v450;
    const float v452 = cj_bf16_to_f32(v451);
    const cj_u16 v453 = (cj_u16)v443;
    const cj_u16 v454 = v453;
    const float v455 = cj_bf16_to_f32(v454);
    const float v456 = v452 + v455;
    const cj_u16 v457 = (cj_u16)v444;
    const cj_u16 v458 = v457;
    const float v459 = cj_bf16_to_f32(v458);
    const float v460 = v456 + v459;
    const cj_u16 v461 = (cj_u16)v445;
    const cj_u16 v462 = v461;
    const float v463 = cj_bf16_to_f32(v462);
    const float v464 = v460 + v463;
    const cj_u16 v465 = (cj_u16)v446;
    const cj_u16 v466 = v465;
    const float v467 = cj_bf16_to_f32(v466);
    const float v468 = v464 + v467;
    const cj_u16 v469 = (cj_u16)v447;
    const cj_u16 v470 = v469;
    const float v471 = cj_bf16_to_f32(v470);
    const float v472 = v468 + v471;
    const cj_u16 v473 = (cj_u16)v448;
    const cj_u16 v474 = v473;
    const float v475 = cj_bf16_to_f32(v474);
    const float v476 = v472 + v475;
    const cj_u16 v477 = (cj_u16)v449;
    const cj_u16 v478 = v477;
    const float v479 = cj_bf16_to_f32(v478);
    const float v480 = v476 + v479;
    const cj_u16 v481 = cj_f32_to_bf16(v480);
    const cj_u16 v482 = v481;
    const cj_u32 v483 = (cj_u32)v482;
    const cj_u32 v484 = 16u;
    const cj_u32 v485 = v442 >> v484;
    const cj_u16 v486 = (cj_u16)v485;
    const cj_u16 v487 = v486;
    const float v488 = cj_bf16_to_f32(v487);
    const cj_u32 v489 = 16u;
    const cj_u32 v490 = v443 >> v489;
    const cj_u16 v491 = (cj_u16)v490;
    const cj_u16 v492 = v491;
    const float v493 = cj_bf16_to_f32(v492);
    const float v494 = v488 + v493;
    const cj_u32 v495 = 16u;
    const cj_u32 v496 = v444 >> v495;
    const cj_u16 v497 = (cj_u16)v496;
    const cj_u16 v498 = v497;
    const float v499 = cj_bf16_to_f32(v498);
    const float v500 = v494 + v499;
    const cj_u32 v501 = 16u;
    const cj_u32 v502 = v445 >> v501;
    const cj_u16 v503 = (cj_u16)v502;
    const cj_u16 v504 = v503;
    const float v505 = cj_bf16_to_f32(v504);
    const float v506 = v500 + v505;
    const cj_u32 v507 = 16u;
    const cj_u32 v508 = v446 >> v507;
    const cj_u16 v509 = (cj_u16)v508;
    const cj_u16 v510 = v509;
    const float v511 = cj_bf16_to_f32(v510);
    const float v512 = v506 + v511;
    const cj_u32 v513 = 16u;
    const cj_u32 v514 = v447 >> v513;
    const cj_u16 v515 = (cj_u16)v514;
    const cj_u16 v516 = v515;
    const float v517 = cj_bf16_to_f32(v516);
    const float v518 = v512 + v517;
    const cj_u32 v519 = 16u;
    const cj_u32 v520 = v448 >> v519;
    const cj_u16 v521 = (cj_u16)v520;
    const cj_u16 v522 = v521;
    const float v523 = cj_bf16_to_f32(v522);
    const float v524 = v518 + v523;
    const cj_u32 v525 = 16u;
    const cj_u32 v526 = v449 >> v525;
    const cj_u16 v527 = (cj_u16)v526;
    const cj_u16 v528 = v527;
    const float v529 = cj_bf16_to_f32(v528);
    const float v530 = v524 + v529;
    const cj_u16 v531 = cj_f32_to_bf16(v530);
    const cj_u16 v532 = v531;
    const cj_u32 v533 = (cj_u32)v532;
    const cj_u32 v534 = 16u;
    const cj_u32 v535 = v533 << v534;
    const cj_u32 v536 = v483 | v535;
    cj_u32x4 v537 = v441;
    v537.w = v536;
    const cj_ptr v538 = v4 + v137;
    *(cj_u32x4 *)v538 = v537;
  }
  // end: block barrier across 8 ranks
  cj_barrier();
  const cj_u32 v539 = 8u;
  const bool v540 = v9 < v539;
  if (v540) {
    const cj_u32 v541 = 8u;
    const cj_u32 v542 = v2 + v9;
    const cj_u32 v543 = v542 - v541;
    const bool v544 = v542 >= v541;
    const cj_u32 v545 = v544 ? v543 : v542;
    const cj_u32 v546 = v10 * v541;
    const cj_u64 v547 = 256ull;
    const cj_ptr v548 = v5 + v547;
    const cj_u32 v549 = v546 + v2;
    const cj_u32 v550 = v546 + v545;
    const cj_u64 v551 = 4ull;
    const cj_u64 v552 = (cj_u64)v549;
    const cj_u64 v553 = v552 * v551;
    const cj_u64 v554 = (cj_u64)v550;
    const cj_u64 v555 = v554 * v551;
    const cj_ptr v556 = v548 + v553;
    const cj_u64 v557 = 8ull;
    const cj_u64 v558 = (cj_u64)v545;
    const cj_u64 v559 = v558 * v557;
    const cj_ptr v560 = v1 + v559;
    const cj_u64 v561 = *(const cj_u64 *)v560;
    const cj_u64 v562 = v561 - v15;
    const cj_ptr v563 = v556 + v562;
    const cj_u32 v564 = 1u;
    const cj_u32 v565 = cj_atomic_add_release_system((cj_u32 *)v563, v564);
    const cj_u32 v566 = 1u;
    const cj_u32 v567 = v565 + v566;
    const cj_ptr v568 = v548 + v555;
    const cj_u32 v569 = 0u;
    const cj_u32 v570 = 1u;
    const cj_u64 v571 = cj_timer_ns();
    const cj_u32 v572 = x_failed0;
    x_done2 = v572;
    while (true) {
      const cj_u32 v573 = x_done2;
      const bool v574 = v573 == v569;
      if (!v574) break;
      const cj_u32 v575 = cj_atomic_load_acquire_system((cj_u32 *)v568);
      const cj_u32 v576 = 0u;
      const cj_u32 v577 = v575 - v567;
      const bool v578 = (cj_i32)v577 >= (cj_i32)v576;
      const cj_u64 v579 = cj_timer_ns();
      const cj_u64 v580 = v579 - v571;
      const bool v581 = v580 > v7;
      const cj_u32 v582 = cj_atomic_load_relaxed_device((cj_u32 *)v6);
      const bool v583 = v582 != v569;
      const bool v584 = v581 || v583;
      if (v578) {
        x_done2 = v570;
      } else {
        if (v584) {
          const cj_u32 v585 = 1u;
          cj_atomic_store_relaxed_system((cj_u32 *)v6, v585);
          x_failed0 = v570;
          x_done2 = v570;
        }
      }
    }
  }
  cj_barrier();
}
