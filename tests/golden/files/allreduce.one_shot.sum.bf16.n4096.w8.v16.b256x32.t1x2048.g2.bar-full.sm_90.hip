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

extern "C" __global__ void __launch_bounds__(256) cj_allreduce_one_shot_sum_bf16_n4096_w8_v16_b256x32_t1x2048_g2_bar_full_sm_90(cj_ptr p_heap_bases, cj_u32 p_rank, cj_ptr p_src, cj_ptr p_dst, cj_ptr p_sync, cj_ptr p_status, cj_u64 p_timeout_ns, cj_ptr p_work, cj_u64 p_n, cj_u32 p_nblocks) {
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
  const cj_u32 v19 = 2u;
  // all_reduce one_shot: 8 ranks x 8192 bytes
  // start: block barrier across 8 ranks
  const cj_u32 v20 = 8u;
  const cj_u64 v21 = 4ull;
  const bool v22 = v11 < v20;
  const cj_u64 v23 = 256ull;
  const cj_ptr v24 = v5 + v23;
  const cj_u32 v25 = v12 * v20;
  const cj_u32 v26 = v25 + v2;
  const cj_u64 v27 = (cj_u64)v26;
  const cj_u64 v28 = v27 * v21;
  const cj_ptr v29 = v24 + v28;
  const cj_u32 v30 = 0u;
  x_count1 = v30;
  if (v22) {
    const cj_u32 v31 = cj_atomic_load_relaxed_device((cj_u32 *)v29);
    x_count1 = v31;
  }
  cj_barrier();
  if (v22) {
    const cj_u32 v32 = v2 + v11;
    const cj_u32 v33 = v32 - v20;
    const bool v34 = v32 >= v20;
    const cj_u32 v35 = v34 ? v33 : v32;
    const cj_u32 v36 = v25 + v35;
    const cj_u64 v37 = (cj_u64)v36;
    const cj_u64 v38 = v37 * v21;
    const cj_u32 v39 = 1u;
    const cj_u32 v40 = x_count1;
    const cj_u32 v41 = v40 + v39;
    const cj_u64 v42 = 8ull;
    const cj_u64 v43 = (cj_u64)v35;
    const cj_u64 v44 = v43 * v42;
    const cj_ptr v45 = v1 + v44;
    const cj_u64 v46 = *(const cj_u64 *)v45;
    const cj_u64 v47 = v46 - v17;
    const cj_ptr v48 = v29 + v47;
    cj_atomic_store_release_system((cj_u32 *)v48, v41);
    const cj_ptr v49 = v24 + v38;
    const cj_u32 v50 = 0u;
    const cj_u32 v51 = 1u;
    const cj_u64 v52 = cj_timer_ns();
    const cj_u32 v53 = x_failed0;
    x_done2 = v53;
    while (true) {
      const cj_u32 v54 = x_done2;
      const bool v55 = v54 == v50;
      if (!v55) break;
      const cj_u32 v56 = cj_atomic_load_relaxed_system((cj_u32 *)v49);
      const cj_u32 v57 = 0u;
      const cj_u32 v58 = v56 - v41;
      const bool v59 = (cj_i32)v58 >= (cj_i32)v57;
      const cj_u64 v60 = cj_timer_ns();
      const cj_u64 v61 = v60 - v52;
      const bool v62 = v61 > v7;
      const cj_u32 v63 = cj_atomic_load_relaxed_device((cj_u32 *)v6);
      const bool v64 = v63 != v50;
      const bool v65 = v62 || v64;
      if (v59) {
        x_done2 = v51;
      } else {
        if (v65) {
          const cj_u32 v66 = 1u;
          cj_atomic_store_relaxed_system((cj_u32 *)v6, v66);
          x_failed0 = v51;
          x_done2 = v51;
        }
      }
    }
    const cj_u32 v67 = cj_atomic_load_acquire_system((cj_u32 *)v49);
  }
  cj_barrier();
  const cj_u32 v68 = 0u;
  const cj_u64 v69 = 8ull;
  const cj_u64 v70 = (cj_u64)v68;
  const cj_u64 v71 = v70 * v69;
  const cj_ptr v72 = v1 + v71;
  const cj_u64 v73 = *(const cj_u64 *)v72;
  const cj_u64 v74 = v73 - v17;
  const cj_ptr v75 = v3 + v74;
  const cj_u32 v76 = 1u;
  const cj_u64 v77 = 8ull;
  const cj_u64 v78 = (cj_u64)v76;
  const cj_u64 v79 = v78 * v77;
  const cj_ptr v80 = v1 + v79;
  const cj_u64 v81 = *(const cj_u64 *)v80;
  const cj_u64 v82 = v81 - v17;
  const cj_ptr v83 = v3 + v82;
  const cj_u32 v84 = 2u;
  const cj_u64 v85 = 8ull;
  const cj_u64 v86 = (cj_u64)v84;
  const cj_u64 v87 = v86 * v85;
  const cj_ptr v88 = v1 + v87;
  const cj_u64 v89 = *(const cj_u64 *)v88;
  const cj_u64 v90 = v89 - v17;
  const cj_ptr v91 = v3 + v90;
  const cj_u32 v92 = 3u;
  const cj_u64 v93 = 8ull;
  const cj_u64 v94 = (cj_u64)v92;
  const cj_u64 v95 = v94 * v93;
  const cj_ptr v96 = v1 + v95;
  const cj_u64 v97 = *(const cj_u64 *)v96;
  const cj_u64 v98 = v97 - v17;
  const cj_ptr v99 = v3 + v98;
  const cj_u32 v100 = 4u;
  const cj_u64 v101 = 8ull;
  const cj_u64 v102 = (cj_u64)v100;
  const cj_u64 v103 = v102 * v101;
  const cj_ptr v104 = v1 + v103;
  const cj_u64 v105 = *(const cj_u64 *)v104;
  const cj_u64 v106 = v105 - v17;
  const cj_ptr v107 = v3 + v106;
  const cj_u32 v108 = 5u;
  const cj_u64 v109 = 8ull;
  const cj_u64 v110 = (cj_u64)v108;
  const cj_u64 v111 = v110 * v109;
  const cj_ptr v112 = v1 + v111;
  const cj_u64 v113 = *(const cj_u64 *)v112;
  const cj_u64 v114 = v113 - v17;
  const cj_ptr v115 = v3 + v114;
  const cj_u32 v116 = 6u;
  const cj_u64 v117 = 8ull;
  const cj_u64 v118 = (cj_u64)v116;
  const cj_u64 v119 = v118 * v117;
  const cj_ptr v120 = v1 + v119;
  const cj_u64 v121 = *(const cj_u64 *)v120;
  const cj_u64 v122 = v121 - v17;
  const cj_ptr v123 = v3 + v122;
  const cj_u32 v124 = 7u;
  const cj_u64 v125 = 8ull;
  const cj_u64 v126 = (cj_u64)v124;
  const cj_u64 v127 = v126 * v125;
  const cj_ptr v128 = v1 + v127;
  const cj_u64 v129 = *(const cj_u64 *)v128;
  const cj_u64 v130 = v129 - v17;
  const cj_ptr v131 = v3 + v130;
  // 2 full tiles of 4096 bytes: 1 vectors of 16 bytes per thread
  const cj_u32 v132 = 16u;
  const cj_u32 v133 = v11 * v132;
  const cj_u64 v134 = 2ull;
  const cj_u64 v135 = 2ull;
  const cj_u64 v136 = (cj_u64)v12;
  for (cj_u64 v137 = v136; v137 < v135; v137 += v134) {
    const cj_u32 v138 = (cj_u32)v137;
    const cj_u32 v139 = 4096u;
    const cj_u32 v140 = v138 * v139;
    const cj_u32 v141 = v140 + v133;
    const cj_u64 v142 = (cj_u64)v141;
    const cj_ptr v143 = v75 + v142;
    const cj_u32x4 v144 = *(const cj_u32x4 *)v143;
    const cj_ptr v145 = v83 + v142;
    const cj_u32x4 v146 = *(const cj_u32x4 *)v145;
    const cj_ptr v147 = v91 + v142;
    const cj_u32x4 v148 = *(const cj_u32x4 *)v147;
    const cj_ptr v149 = v99 + v142;
    const cj_u32x4 v150 = *(const cj_u32x4 *)v149;
    const cj_ptr v151 = v107 + v142;
    const cj_u32x4 v152 = *(const cj_u32x4 *)v151;
    const cj_ptr v153 = v115 + v142;
    const cj_u32x4 v154 = *(const cj_u32x4 *)v153;
    const cj_ptr v155 = v123 + v142;
    const cj_u32x4 v156 = *(const cj_u32x4 *)v155;
    const cj_ptr v157 = v131 + v142;
    const cj_u32x4 v158 = *(const cj_u32x4 *)v157;
    const cj_u32 v159 = v144.x;
    const cj_u32 v160 = v146.x;
    const cj_u32 v161 = v148.x;
    const cj_u32 v162 = v150.x;
    const cj_u32 v163 = v152.x;
    const cj_u32 v164 = v154.x;
    const cj_u32 v165 = v156.x;
    const cj_u32 v166 = v158.x;
    const cj_u16 v167 = (cj_u16)v159;
    const cj_u16 v168 = v167;
    const float v169 = cj_bf16_to_f32(v168);
    const cj_u16 v170 = (cj_u16)v160;
    const cj_u16 v171 = v170;
    const float v172 = cj_bf16_to_f32(v171);
    const float v173 = v169 + v172;
    const cj_u16 v174 = (cj_u16)v161;
    const cj_u16 v175 = v174;
    const float v176 = cj_bf16_to_f32(v175);
    const float v177 = v173 + v176;
    const cj_u16 v178 = (cj_u16)v162;
    const cj_u16 v179 = v178;
    const float v180 = cj_bf16_to_f32(v179);
    const float v181 = v177 + v180;
    const cj_u16 v182 = (cj_u16)v163;
    const cj_u16 v183 = v182;
    const float v184 = cj_bf16_to_f32(v183);
    const float v185 = v181 + v184;
    const cj_u16 v186 = (cj_u16)v164;
    const cj_u16 v187 = v186;
    const float v188 = cj_bf16_to_f32(v187);
    const float v189 = v185 + v188;
    const cj_u16 v190 = (cj_u16)v165;
    const cj_u16 v191 = v190;
    const float v192 = cj_bf16_to_f32(v191);
    const float v193 = v189 + v192;
    const cj_u16 v194 = (cj_u16)v166;
    const cj_u16 v195 = v194;
    const float v196 = cj_bf16_to_f32(v195);
    const float v197 = v193 + v196;
    const cj_u16 v198 = cj_f32_to_bf16(v197);
    const cj_u16 v199 = v198;
    const cj_u32 v200 = (cj_u32)v199;
    const cj_u32 v201 = 16u;
    const cj_u32 v202 = v159 >> v201;
    const cj_u16 v203 = (cj_u16)v202;
    const cj_u16 v204 = v203;
    const float v205 = cj_bf16_to_f32(v204);
    const cj_u32 v206 = 16u;
    const cj_u32 v207 = v160 >> v206;
    const cj_u16 v208 = (cj_u16)v207;
    const cj_u16 v209 = v208;
    const float v210 = cj_bf16_to_f32(v209);
    const float v211 = v205 + v210;
    const cj_u32 v212 = 16u;
    const cj_u32 v213 = v161 >> v212;
    const cj_u16 v214 = (cj_u16)v213;
    const cj_u16 v215 = v214;
    const float v216 = cj_bf16_to_f32(v215);
    const float v217 = v211 + v216;
    const cj_u32 v218 = 16u;
    const cj_u32 v219 = v162 >> v218;
    const cj_u16 v220 = (cj_u16)v219;
    const cj_u16 v221 = v220;
    const float v222 = cj_bf16_to_f32(v221);
    const float v223 = v217 + v222;
    const cj_u32 v224 = 16u;
    const cj_u32 v225 = v163 >> v224;
    const cj_u16 v226 = (cj_u16)v225;
    const cj_u16 v227 = v226;
    const float v228 = cj_bf16_to_f32(v227);
    const float v229 = v223 + v228;
    const cj_u32 v230 = 16u;
    const cj_u32 v231 = v164 >> v230;
    const cj_u16 v232 = (cj_u16)v231;
    const cj_u16 v233 = v232;
    const float v234 = cj_bf16_to_f32(v233);
    const float v235 = v229 + v234;
    const cj_u32 v236 = 16u;
    const cj_u32 v237 = v165 >> v236;
    const cj_u16 v238 = (cj_u16)v237;
    const cj_u16 v239 = v238;
    const float v240 = cj_bf16_to_f32(v239);
    const float v241 = v235 + v240;
    const cj_u32 v242 = 16u;
    const cj_u32 v243 = v166 >> v242;
    const cj_u16 v244 = (cj_u16)v243;
    const cj_u16 v245 = v244;
    const float v246 = cj_bf16_to_f32(v245);
    const float v247 = v241 + v246;
    const cj_u16 v248 = cj_f32_to_bf16(v247);
    const cj_u16 v249 = v248;
    const cj_u32 v250 = (cj_u32)v249;
    const cj_u32 v251 = 16u;
    const cj_u32 v252 = v250 << v251;
    const cj_u32 v253 = v200 | v252;
    const cj_u32x4 v254 = cj_splat_u32x4(v253);
    const cj_u32 v255 = v144.y;
    const cj_u32 v256 = v146.y;
    const cj_u32 v257 = v148.y;
    const cj_u32 v258 = v150.y;
    const cj_u32 v259 = v152.y;
    const cj_u32 v260 = v154.y;
    const cj_u32 v261 = v156.y;
    const cj_u32 v262 = v158.y;
    const cj_u16 v263 = (cj_u16)v255;
    const cj_u16 v264 = v263;
    const float v265 = cj_bf16_to_f32(v264);
    const cj_u16 v266 = (cj_u16)v256;
    const cj_u16 v267 = v266;
    const float v268 = cj_bf16_to_f32(v267);
    const float v269 = v265 + v268;
    const cj_u16 v270 = (cj_u16)v257;
    const cj_u16 v271 = v270;
    const float v272 = cj_bf16_to_f32(v271);
    const float v273 = v269 + v272;
    const cj_u16 v274 = (cj_u16)v258;
    const cj_u16 v275 = v274;
    const float v276 = cj_bf16_to_f32(v275);
    const float v277 = v273 + v276;
    const cj_u16 v278 = (cj_u16)v259;
    const cj_u16 v279 = v278;
    const float v280 = cj_bf16_to_f32(v279);
    const float v281 = v277 + v280;
    const cj_u16 v282 = (cj_u16)v260;
    const cj_u16 v283 = v282;
    const float v284 = cj_bf16_to_f32(v283);
    const float v285 = v281 + v284;
    const cj_u16 v286 = (cj_u16)v261;
    const cj_u16 v287 = v286;
    const float v288 = cj_bf16_to_f32(v287);
    const float v289 = v285 + v288;
    const cj_u16 v290 = (cj_u16)v262;
    const cj_u16 v291 = v290;
    const float v292 = cj_bf16_to_f32(v291);
    const float v293 = v289 + v292;
    const cj_u16 v294 = cj_f32_to_bf16(v293);
    const cj_u16 v295 = v294;
    const cj_u32 v296 = (cj_u32)v295;
    const cj_u32 v297 = 16u;
    const cj_u32 v298 = v255 >> v297;
    const cj_u16 v299 = (cj_u16)v298;
    const cj_u16 v300 = v299;
    const float v301 = cj_bf16_to_f32(v300);
    const cj_u32 v302 = 16u;
    const cj_u32 v303 = v256 >> v302;
    const cj_u16 v304 = (cj_u16)v303;
    const cj_u16 v305 = v304;
    const float v306 = cj_bf16_to_f32(v305);
    const float v307 = v301 + v306;
    const cj_u32 v308 = 16u;
    const cj_u32 v309 = v257 >> v308;
    const cj_u16 v310 = (cj_u16)v309;
    const cj_u16 v311 = v310;
    const float v312 = cj_bf16_to_f32(v311);
    const float v313 = v307 + v312;
    const cj_u32 v314 = 16u;
    const cj_u32 v315 = v258 >> v314;
    const cj_u16 v316 = (cj_u16)v315;
    const cj_u16 v317 = v316;
    const float v318 = cj_bf16_to_f32(v317);
    const float v319 = v313 + v318;
    const cj_u32 v320 = 16u;
    const cj_u32 v321 = v259 >> v320;
    const cj_u16 v322 = (cj_u16)v321;
    const cj_u16 v323 = v322;
    const float v324 = cj_bf16_to_f32(v323);
    const float v325 = v319 + v324;
    const cj_u32 v326 = 16u;
    const cj_u32 v327 = v260 >> v326;
    const cj_u16 v328 = (cj_u16)v327;
    const cj_u16 v329 = v328;
    const float v330 = cj_bf16_to_f32(v329);
    const float v331 = v325 + v330;
    const cj_u32 v332 = 16u;
    const cj_u32 v333 = v261 >> v332;
    const cj_u16 v334 = (cj_u16)v333;
    const cj_u16 v335 = v334;
    const float v336 = cj_bf16_to_f32(v335);
    const float v337 = v331 + v336;
    const cj_u32 v338 = 16u;
    const cj_u32 v339 = v262 >> v338;
    const cj_u16 v340 = (cj_u16)v339;
    const cj_u16 v341 = v340;
    const float v342 = cj_bf16_to_f32(v341);
    const float v343 = v337 + v342;
    const cj_u16 v344 = cj_f32_to_bf16(v343);
    const cj_u16 v345 = v344;
    const cj_u32 v346 = (cj_u32)v345;
    const cj_u32 v347 = 16u;
    const cj_u32 v348 = v346 << v347;
    const cj_u32 v349 = v296 | v348;
    cj_u32x4 v350 = v254;
    v350.y = v349;
    const cj_u32 v351 = v144.z;
    const cj_u32 v352 = v146.z;
    const cj_u32 v353 = v148.z;
    const cj_u32 v354 = v150.z;
    const cj_u32 v355 = v152.z;
    const cj_u32 v356 = v154.z;
    const cj_u32 v357 = v156.z;
    const cj_u32 v358 = v158.z;
    const cj_u16 v359 = (cj_u16)v351;
    const cj_u16 v360 = v359;
    const float v361 = cj_bf16_to_f32(v360);
    const cj_u16 v362 = (cj_u16)v352;
    const cj_u16 v363 = v362;
    const float v364 = cj_bf16_to_f32(v363);
    const float v365 = v361 + v364;
    const cj_u16 v366 = (cj_u16)v353;
    const cj_u16 v367 = v366;
    const float v368 = cj_bf16_to_f32(v367);
    const float v369 = v365 + v368;
    const cj_u16 v370 = (cj_u16)v354;
    const cj_u16 v371 = v370;
    const float v372 = cj_bf16_to_f32(v371);
    const float v373 = v369 + v372;
    const cj_u16 v374 = (cj_u16)v355;
    const cj_u16 v375 = v374;
    const float v376 = cj_bf16_to_f32(v375);
    const float v377 = v373 + v376;
    const cj_u16 v378 = (cj_u16)v356;
    const cj_u16 v379 = v378;
    const float v380 = cj_bf16_to_f32(v379);
    const float v381 = v377 + v380;
    const cj_u16 v382 = (cj_u16)v357;
    const cj_u16 v383 = v382;
    const float v384 = cj_bf16_to_f32(v383);
    const float v385 = v381 + v384;
    const cj_u16 v386 = (cj_u16)v358;
    const cj_u16 v387 = v386;
    const float v388 = cj_bf16_to_f32(v387);
    const float v389 = v385 + v388;
    const cj_u16 v390 = cj_f32_to_bf16(v389);
    const cj_u16 v391 = v390;
    const cj_u32 v392 = (cj_u32)v391;
    const cj_u32 v393 = 16u;
    const cj_u32 v394 = v351 >> v393;
    const cj_u16 v395 = (cj_u16)v394;
    const cj_u16 v396 = v395;
    const float v397 = cj_bf16_to_f32(v396);
    const cj_u32 v398 = 16u;
    const cj_u32 v399 = v352 >> v398;
    const cj_u16 v400 = (cj_u16)v399;
    const cj_u16 v401 = v400;
    const float v402 = cj_bf16_to_f32(v401);
    const float v403 = v397 + v402;
    const cj_u32 v404 = 16u;
    const cj_u32 v405 = v353 >> v404;
    const cj_u16 v406 = (cj_u16)v405;
    const cj_u16 v407 = v406;
    const float v408 = cj_bf16_to_f32(v407);
    const float v409 = v403 + v408;
    const cj_u32 v410 = 16u;
    const cj_u32 v411 = v354 >> v410;
    const cj_u16 v412 = (cj_u16)v411;
    const cj_u16 v413 = v412;
    const float v414 = cj_bf16_to_f32(v413);
    const float v415 = v409 + v414;
    const cj_u32 v416 = 16u;
    const cj_u32 v417 = v355 >> v416;
    const cj_u16 v418 = (cj_u16)v417;
    const cj_u16 v419 = v418;
    const float v420 = cj_bf16_to_f32(v419);
    const float v421 = v415 + v420;
    const cj_u32 v422 = 16u;
    const cj_u32 v423 = v356 >> v422;
    const cj_u16 v424 = (cj_u16)v423;
    const cj_u16 v425 = v424;
    const float v426 = cj_bf16_to_f32(v425);
    const float v427 = v421 + v426;
    const cj_u32 v428 = 16u;
    const cj_u32 v429 = v357 >> v428;
    const cj_u16 v430 = (cj_u16)v429;
    const cj_u16 v431 = v430;
    const float v432 = cj_bf16_to_f32(v431);
    const float v433 = v427 + v432;
    const cj_u32 v434 = 16u;
    const cj_u32 v435 = v358 >> v434;
    const cj_u16 v436 = (cj_u16)v435;
    const cj_u16 v437 = v436;
    const float v438 = cj_bf16_to_f32(v437);
    const float v439 = v433 + v438;
    const cj_u16 v440 = cj_f32_to_bf16(v439);
    const cj_u16 v441 = v440;
    const cj_u32 v442 = (cj_u32)v441;
    const cj_u32 v443 = 16u;
    const cj_u32 v444 = v442 << v443;
    const cj_u32 v445 = v392 | v444;
    cj_u32x4 v446 = v350;
    v446.z = v445;
    const cj_u32 v447 = v144.w;
    const cj_u32 v448 = v146.w;
    const cj_u32 v449 = v148.w;
    const cj_u32 v450 = v150.w;
    const cj_u32 v451 = v152.w;
    const cj_u32 v452 = v154.w;
    const cj_u32 v453 = v156.w;
    const cj_u32 v454 = v158.w;
    const cj_u16 v455 = (cj_u16)v447;
    const cj_u16 v456 = v455;
    const float v457 = cj_bf16_to_f32(v456);
    const cj_u16 v458 = (cj_u16)v448;
    const cj_u16 v459 = v458;
    const float v460 = cj_bf16_to_f32(v459);
    const float v461 = v457 + v460;
    const cj_u16 v462 = (cj_u16)v449;
    const cj_u16 v463 = v462;
    const float v464 = cj_bf16_to_f32(v463);
    const float v465 = v461 + v464;
    const cj_u16 v466 = (cj_u16)v450;
    const cj_u16 v467 = v466;
    const float v468 = cj_bf16_to_f32(v467);
    const float v469 = v465 + v468;
    const cj_u16 v470 = (cj_u16)v451;
    const cj_u16 v471 = v470;
    const float v472 = cj_bf16_to_f32(v471);
    const float v473 = v469 + v472;
    const cj_u16 v474 = (cj_u16)v452;
    const cj_u16 v475 = v474;
    const float v476 = cj_bf16_to_f32(v475);
    const float v477 = v473 + v476;
    const cj_u16 v478 = (cj_u16)v453;
    const cj_u16 v479 = v478;
    const float v480 = cj_bf16_to_f32(v479);
    const float v481 = v477 + v480;
    const cj_u16 v482 = (cj_u16)v454;
    const cj_u16 v483 = v482;
    const float v484 = cj_bf16_to_f32(v483);
    const float v485 = v481 + v484;
    const cj_u16 v486 = cj_f32_to_bf16(v485);
    const cj_u16 v487 = v486;
    const cj_u32 v488 = (cj_u32)v487;
    const cj_u32 v489 = 16u;
    const cj_u32 v490 = v447 >> v489;
    const cj_u16 v491 = (cj_u16)v490;
    const cj_u16 v492 = v491;
    const float v493 = cj_bf16_to_f32(v492);
    const cj_u32 v494 = 16u;
    const cj_u32 v495 = v448 >> v494;
    const cj_u16 v496 = (cj_u16)v495;
    const cj_u16 v497 = v496;
    const float v498 = cj_bf16_to_f32(v497);
    const float v499 = v493 + v498;
    const cj_u32 v500 = 16u;
    const cj_u32 v501 = v449 >> v500;
    const cj_u16 v502 = (cj_u16)v501;
    const cj_u16 v503 = v502;
    const float v504 = cj_bf16_to_f32(v503);
    const float v505 = v499 + v504;
    const cj_u32 v506 = 16u;
    const cj_u32 v507 = v450 >> v506;
    const cj_u16 v508 = (cj_u16)v507;
    const cj_u16 v509 = v508;
    const float v510 = cj_bf16_to_f32(v509);
    const float v511 = v505 + v510;
    const cj_u32 v512 = 16u;
    const cj_u32 v513 = v451 >> v512;
    const cj_u16 v514 = (cj_u16)v513;
    const cj_u16 v515 = v514;
    const float v516 = cj_bf16_to_f32(v515);
    const float v517 = v511 + v516;
    const cj_u32 v518 = 16u;
    const cj_u32 v519 = v452 >> v518;
    const cj_u16 v520 = (cj_u16)v519;
    const cj_u16 v521 = v520;
    const float v522 = cj_bf16_to_f32(v521);
    const float v523 = v517 + v522;
    const cj_u32 v524 = 16u;
    const cj_u32 v525 = v453 >> v524;
    const cj_u16 v526 = (cj_u16)v525;
    const cj_u16 v527 = v526;
    const float v528 = cj_bf16_to_f32(v527);
    const float v529 = v523 + v528;
    const cj_u32 v530 = 16u;
    const cj_u32 v531 = v454 >> v530;
    const cj_u16 v532 = (cj_u16)v531;
    const cj_u16 v533 = v532;
    const float v534 = cj_bf16_to_f32(v533);
    const float v535 = v529 + v534;
    const cj_u16 v536 = cj_f32_to_bf16(v535);
    const cj_u16 v537 = v536;
    const cj_u32 v538 = (cj_u32)v537;
    const cj_u32 v539 = 16u;
    const cj_u32 v540 = v538 << v539;
    const cj_u32 v541 = v488 | v540;
    cj_u32x4 v542 = v446;
    v542.w = v541;
    const cj_ptr v543 = v4 + v142;
    *(cj_u32x4 *)v543 = v542;
  }
  // end: block barrier across 8 ranks
  const cj_u32 v544 = 8u;
  const cj_u64 v545 = 4ull;
  const bool v546 = v11 < v544;
  const cj_u64 v547 = 256ull;
  const cj_ptr v548 = v5 + v547;
  const cj_u32 v549 = v12 * v544;
  const cj_u32 v550 = v549 + v2;
  const cj_u64 v551 = (cj_u64)v550;
  const cj_u64 v552 = v551 * v545;
  const cj_ptr v553 = v548 + v552;
  const cj_u32 v554 = 0u;
  x_count3 = v554;
  if (v546) {
    const cj_u32 v555 = cj_atomic_load_relaxed_device((cj_u32 *)v553);
    x_count3 = v555;
  }
  cj_barrier();
  if (v546) {
    const cj_u32 v556 = v2 + v11;
    const cj_u32 v557 = v556 - v544;
    const bool v558 = v556 >= v544;
    const cj_u32 v559 = v558 ? v557 : v556;
    const cj_u32 v560 = v549 + v559;
    const cj_u64 v561 = (cj_u64)v560;
    const cj_u64 v562 = v561 * v545;
    const cj_u32 v563 = 1u;
    const cj_u32 v564 = x_count3;
    const cj_u32 v565 = v564 + v563;
    const cj_u64 v566 = 8ull;
    const cj_u64 v567 = (cj_u64)v559;
    const cj_u64 v568 = v567 * v566;
    const cj_ptr v569 = v1 + v568;
    const cj_u64 v570 = *(const cj_u64 *)v569;
    const cj_u64 v571 = v570 - v17;
    const cj_ptr v572 = v553 + v571;
    cj_atomic_store_release_system((cj_u32 *)v572, v565);
    const cj_ptr v573 = v548 + v562;
    const cj_u32 v574 = 0u;
    const cj_u32 v575 = 1u;
    const cj_u64 v576 = cj_timer_ns();
    const cj_u32 v577 = x_failed0;
    x_done4 = v577;
    while (true) {
      const cj_u32 v578 = x_done4;
      const bool v579 = v578 == v574;
      if (!v579) break;
      const cj_u32 v580 = cj_atomic_load_relaxed_system((cj_u32 *)v573);
      const cj_u32 v581 = 0u;
      const cj_u32 v582 = v580 - v565;
      const bool v583 = (cj_i32)v582 >= (cj_i32)v581;
      const cj_u64 v584 = cj_timer_ns();
      const cj_u64 v585 = v584 - v576;
      const bool v586 = v585 > v7;
      const cj_u32 v587 = cj_atomic_load_relaxed_device((cj_u32 *)v6);
      const bool v588 = v587 != v574;
      const bool v589 = v586 || v588;
      if (v583) {
        x_done4 = v575;
      } else {
        if (v589) {
          const cj_u32 v590 = 1u;
          cj_atomic_store_relaxed_system((cj_u32 *)v6, v590);
          x_failed0 = v575;
          x_done4 = v575;
        }
      }
    }
    const cj_u32 v591 = cj_atomic_load_acquire_system((cj_u32 *)v573);
  }
  cj_barrier();
}
