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
    cj_fence_acquire_system();
  }
  cj_barrier();
  const cj_u32 v67 = 0u;
  const cj_u64 v68 = 8ull;
  const cj_u64 v69 = (cj_u64)v67;
  const cj_u64 v70 = v69 * v68;
  const cj_ptr v71 = v1 + v70;
  const cj_u64 v72 = *(const cj_u64 *)v71;
  const cj_u64 v73 = v72 - v17;
  const cj_ptr v74 = v3 + v73;
  const cj_u32 v75 = 1u;
  const cj_u64 v76 = 8ull;
  const cj_u64 v77 = (cj_u64)v75;
  const cj_u64 v78 = v77 * v76;
  const cj_ptr v79 = v1 + v78;
  const cj_u64 v80 = *(const cj_u64 *)v79;
  const cj_u64 v81 = v80 - v17;
  const cj_ptr v82 = v3 + v81;
  const cj_u32 v83 = 2u;
  const cj_u64 v84 = 8ull;
  const cj_u64 v85 = (cj_u64)v83;
  const cj_u64 v86 = v85 * v84;
  const cj_ptr v87 = v1 + v86;
  const cj_u64 v88 = *(const cj_u64 *)v87;
  const cj_u64 v89 = v88 - v17;
  const cj_ptr v90 = v3 + v89;
  const cj_u32 v91 = 3u;
  const cj_u64 v92 = 8ull;
  const cj_u64 v93 = (cj_u64)v91;
  const cj_u64 v94 = v93 * v92;
  const cj_ptr v95 = v1 + v94;
  const cj_u64 v96 = *(const cj_u64 *)v95;
  const cj_u64 v97 = v96 - v17;
  const cj_ptr v98 = v3 + v97;
  const cj_u32 v99 = 4u;
  const cj_u64 v100 = 8ull;
  const cj_u64 v101 = (cj_u64)v99;
  const cj_u64 v102 = v101 * v100;
  const cj_ptr v103 = v1 + v102;
  const cj_u64 v104 = *(const cj_u64 *)v103;
  const cj_u64 v105 = v104 - v17;
  const cj_ptr v106 = v3 + v105;
  const cj_u32 v107 = 5u;
  const cj_u64 v108 = 8ull;
  const cj_u64 v109 = (cj_u64)v107;
  const cj_u64 v110 = v109 * v108;
  const cj_ptr v111 = v1 + v110;
  const cj_u64 v112 = *(const cj_u64 *)v111;
  const cj_u64 v113 = v112 - v17;
  const cj_ptr v114 = v3 + v113;
  const cj_u32 v115 = 6u;
  const cj_u64 v116 = 8ull;
  const cj_u64 v117 = (cj_u64)v115;
  const cj_u64 v118 = v117 * v116;
  const cj_ptr v119 = v1 + v118;
  const cj_u64 v120 = *(const cj_u64 *)v119;
  const cj_u64 v121 = v120 - v17;
  const cj_ptr v122 = v3 + v121;
  const cj_u32 v123 = 7u;
  const cj_u64 v124 = 8ull;
  const cj_u64 v125 = (cj_u64)v123;
  const cj_u64 v126 = v125 * v124;
  const cj_ptr v127 = v1 + v126;
  const cj_u64 v128 = *(const cj_u64 *)v127;
  const cj_u64 v129 = v128 - v17;
  const cj_ptr v130 = v3 + v129;
  // 2 full tiles of 4096 bytes: 1 vectors of 16 bytes per thread
  const cj_u32 v131 = 16u;
  const cj_u32 v132 = v11 * v131;
  const cj_u64 v133 = 2ull;
  const cj_u64 v134 = 2ull;
  const cj_u64 v135 = (cj_u64)v12;
  for (cj_u64 v136 = v135; v136 < v134; v136 += v133) {
    const cj_u32 v137 = (cj_u32)v136;
    const cj_u32 v138 = 4096u;
    const cj_u32 v139 = v137 * v138;
    const cj_u32 v140 = v139 + v132;
    const cj_u64 v141 = (cj_u64)v140;
    const cj_ptr v142 = v74 + v141;
    const cj_u32x4 v143 = *(const cj_u32x4 *)v142;
    const cj_ptr v144 = v82 + v141;
    const cj_u32x4 v145 = *(const cj_u32x4 *)v144;
    const cj_ptr v146 = v90 + v141;
    const cj_u32x4 v147 = *(const cj_u32x4 *)v146;
    const cj_ptr v148 = v98 + v141;
    const cj_u32x4 v149 = *(const cj_u32x4 *)v148;
    const cj_ptr v150 = v106 + v141;
    const cj_u32x4 v151 = *(const cj_u32x4 *)v150;
    const cj_ptr v152 = v114 + v141;
    const cj_u32x4 v153 = *(const cj_u32x4 *)v152;
    const cj_ptr v154 = v122 + v141;
    const cj_u32x4 v155 = *(const cj_u32x4 *)v154;
    const cj_ptr v156 = v130 + v141;
    const cj_u32x4 v157 = *(const cj_u32x4 *)v156;
    const cj_u32 v158 = v143.x;
    const cj_u32 v159 = v145.x;
    const cj_u32 v160 = v147.x;
    const cj_u32 v161 = v149.x;
    const cj_u32 v162 = v151.x;
    const cj_u32 v163 = v153.x;
    const cj_u32 v164 = v155.x;
    const cj_u32 v165 = v157.x;
    const cj_u16 v166 = (cj_u16)v158;
    const cj_u16 v167 = v166;
    const float v168 = cj_bf16_to_f32(v167);
    const cj_u16 v169 = (cj_u16)v159;
    const cj_u16 v170 = v169;
    const float v171 = cj_bf16_to_f32(v170);
    const float v172 = v168 + v171;
    const cj_u16 v173 = (cj_u16)v160;
    const cj_u16 v174 = v173;
    const float v175 = cj_bf16_to_f32(v174);
    const float v176 = v172 + v175;
    const cj_u16 v177 = (cj_u16)v161;
    const cj_u16 v178 = v177;
    const float v179 = cj_bf16_to_f32(v178);
    const float v180 = v176 + v179;
    const cj_u16 v181 = (cj_u16)v162;
    const cj_u16 v182 = v181;
    const float v183 = cj_bf16_to_f32(v182);
    const float v184 = v180 + v183;
    const cj_u16 v185 = (cj_u16)v163;
    const cj_u16 v186 = v185;
    const float v187 = cj_bf16_to_f32(v186);
    const float v188 = v184 + v187;
    const cj_u16 v189 = (cj_u16)v164;
    const cj_u16 v190 = v189;
    const float v191 = cj_bf16_to_f32(v190);
    const float v192 = v188 + v191;
    const cj_u16 v193 = (cj_u16)v165;
    const cj_u16 v194 = v193;
    const float v195 = cj_bf16_to_f32(v194);
    const float v196 = v192 + v195;
    const cj_u16 v197 = cj_f32_to_bf16(v196);
    const cj_u16 v198 = v197;
    const cj_u32 v199 = (cj_u32)v198;
    const cj_u32 v200 = 16u;
    const cj_u32 v201 = v158 >> v200;
    const cj_u16 v202 = (cj_u16)v201;
    const cj_u16 v203 = v202;
    const float v204 = cj_bf16_to_f32(v203);
    const cj_u32 v205 = 16u;
    const cj_u32 v206 = v159 >> v205;
    const cj_u16 v207 = (cj_u16)v206;
    const cj_u16 v208 = v207;
    const float v209 = cj_bf16_to_f32(v208);
    const float v210 = v204 + v209;
    const cj_u32 v211 = 16u;
    const cj_u32 v212 = v160 >> v211;
    const cj_u16 v213 = (cj_u16)v212;
    const cj_u16 v214 = v213;
    const float v215 = cj_bf16_to_f32(v214);
    const float v216 = v210 + v215;
    const cj_u32 v217 = 16u;
    const cj_u32 v218 = v161 >> v217;
    const cj_u16 v219 = (cj_u16)v218;
    const cj_u16 v220 = v219;
    const float v221 = cj_bf16_to_f32(v220);
    const float v222 = v216 + v221;
    const cj_u32 v223 = 16u;
    const cj_u32 v224 = v162 >> v223;
    const cj_u16 v225 = (cj_u16)v224;
    const cj_u16 v226 = v225;
    const float v227 = cj_bf16_to_f32(v226);
    const float v228 = v222 + v227;
    const cj_u32 v229 = 16u;
    const cj_u32 v230 = v163 >> v229;
    const cj_u16 v231 = (cj_u16)v230;
    const cj_u16 v232 = v231;
    const float v233 = cj_bf16_to_f32(v232);
    const float v234 = v228 + v233;
    const cj_u32 v235 = 16u;
    const cj_u32 v236 = v164 >> v235;
    const cj_u16 v237 = (cj_u16)v236;
    const cj_u16 v238 = v237;
    const float v239 = cj_bf16_to_f32(v238);
    const float v240 = v234 + v239;
    const cj_u32 v241 = 16u;
    const cj_u32 v242 = v165 >> v241;
    const cj_u16 v243 = (cj_u16)v242;
    const cj_u16 v244 = v243;
    const float v245 = cj_bf16_to_f32(v244);
    const float v246 = v240 + v245;
    const cj_u16 v247 = cj_f32_to_bf16(v246);
    const cj_u16 v248 = v247;
    const cj_u32 v249 = (cj_u32)v248;
    const cj_u32 v250 = 16u;
    const cj_u32 v251 = v249 << v250;
    const cj_u32 v252 = v199 | v251;
    const cj_u32x4 v253 = cj_splat_u32x4(v252);
    const cj_u32 v254 = v143.y;
    const cj_u32 v255 = v145.y;
    const cj_u32 v256 = v147.y;
    const cj_u32 v257 = v149.y;
    const cj_u32 v258 = v151.y;
    const cj_u32 v259 = v153.y;
    const cj_u32 v260 = v155.y;
    const cj_u32 v261 = v157.y;
    const cj_u16 v262 = (cj_u16)v254;
    const cj_u16 v263 = v262;
    const float v264 = cj_bf16_to_f32(v263);
    const cj_u16 v265 = (cj_u16)v255;
    const cj_u16 v266 = v265;
    const float v267 = cj_bf16_to_f32(v266);
    const float v268 = v264 + v267;
    const cj_u16 v269 = (cj_u16)v256;
    const cj_u16 v270 = v269;
    const float v271 = cj_bf16_to_f32(v270);
    const float v272 = v268 + v271;
    const cj_u16 v273 = (cj_u16)v257;
    const cj_u16 v274 = v273;
    const float v275 = cj_bf16_to_f32(v274);
    const float v276 = v272 + v275;
    const cj_u16 v277 = (cj_u16)v258;
    const cj_u16 v278 = v277;
    const float v279 = cj_bf16_to_f32(v278);
    const float v280 = v276 + v279;
    const cj_u16 v281 = (cj_u16)v259;
    const cj_u16 v282 = v281;
    const float v283 = cj_bf16_to_f32(v282);
    const float v284 = v280 + v283;
    const cj_u16 v285 = (cj_u16)v260;
    const cj_u16 v286 = v285;
    const float v287 = cj_bf16_to_f32(v286);
    const float v288 = v284 + v287;
    const cj_u16 v289 = (cj_u16)v261;
    const cj_u16 v290 = v289;
    const float v291 = cj_bf16_to_f32(v290);
    const float v292 = v288 + v291;
    const cj_u16 v293 = cj_f32_to_bf16(v292);
    const cj_u16 v294 = v293;
    const cj_u32 v295 = (cj_u32)v294;
    const cj_u32 v296 = 16u;
    const cj_u32 v297 = v254 >> v296;
    const cj_u16 v298 = (cj_u16)v297;
    const cj_u16 v299 = v298;
    const float v300 = cj_bf16_to_f32(v299);
    const cj_u32 v301 = 16u;
    const cj_u32 v302 = v255 >> v301;
    const cj_u16 v303 = (cj_u16)v302;
    const cj_u16 v304 = v303;
    const float v305 = cj_bf16_to_f32(v304);
    const float v306 = v300 + v305;
    const cj_u32 v307 = 16u;
    const cj_u32 v308 = v256 >> v307;
    const cj_u16 v309 = (cj_u16)v308;
    const cj_u16 v310 = v309;
    const float v311 = cj_bf16_to_f32(v310);
    const float v312 = v306 + v311;
    const cj_u32 v313 = 16u;
    const cj_u32 v314 = v257 >> v313;
    const cj_u16 v315 = (cj_u16)v314;
    const cj_u16 v316 = v315;
    const float v317 = cj_bf16_to_f32(v316);
    const float v318 = v312 + v317;
    const cj_u32 v319 = 16u;
    const cj_u32 v320 = v258 >> v319;
    const cj_u16 v321 = (cj_u16)v320;
    const cj_u16 v322 = v321;
    const float v323 = cj_bf16_to_f32(v322);
    const float v324 = v318 + v323;
    const cj_u32 v325 = 16u;
    const cj_u32 v326 = v259 >> v325;
    const cj_u16 v327 = (cj_u16)v326;
    const cj_u16 v328 = v327;
    const float v329 = cj_bf16_to_f32(v328);
    const float v330 = v324 + v329;
    const cj_u32 v331 = 16u;
    const cj_u32 v332 = v260 >> v331;
    const cj_u16 v333 = (cj_u16)v332;
    const cj_u16 v334 = v333;
    const float v335 = cj_bf16_to_f32(v334);
    const float v336 = v330 + v335;
    const cj_u32 v337 = 16u;
    const cj_u32 v338 = v261 >> v337;
    const cj_u16 v339 = (cj_u16)v338;
    const cj_u16 v340 = v339;
    const float v341 = cj_bf16_to_f32(v340);
    const float v342 = v336 + v341;
    const cj_u16 v343 = cj_f32_to_bf16(v342);
    const cj_u16 v344 = v343;
    const cj_u32 v345 = (cj_u32)v344;
    const cj_u32 v346 = 16u;
    const cj_u32 v347 = v345 << v346;
    const cj_u32 v348 = v295 | v347;
    cj_u32x4 v349 = v253;
    v349.y = v348;
    const cj_u32 v350 = v143.z;
    const cj_u32 v351 = v145.z;
    const cj_u32 v352 = v147.z;
    const cj_u32 v353 = v149.z;
    const cj_u32 v354 = v151.z;
    const cj_u32 v355 = v153.z;
    const cj_u32 v356 = v155.z;
    const cj_u32 v357 = v157.z;
    const cj_u16 v358 = (cj_u16)v350;
    const cj_u16 v359 = v358;
    const float v360 = cj_bf16_to_f32(v359);
    const cj_u16 v361 = (cj_u16)v351;
    const cj_u16 v362 = v361;
    const float v363 = cj_bf16_to_f32(v362);
    const float v364 = v360 + v363;
    const cj_u16 v365 = (cj_u16)v352;
    const cj_u16 v366 = v365;
    const float v367 = cj_bf16_to_f32(v366);
    const float v368 = v364 + v367;
    const cj_u16 v369 = (cj_u16)v353;
    const cj_u16 v370 = v369;
    const float v371 = cj_bf16_to_f32(v370);
    const float v372 = v368 + v371;
    const cj_u16 v373 = (cj_u16)v354;
    const cj_u16 v374 = v373;
    const float v375 = cj_bf16_to_f32(v374);
    const float v376 = v372 + v375;
    const cj_u16 v377 = (cj_u16)v355;
    const cj_u16 v378 = v377;
    const float v379 = cj_bf16_to_f32(v378);
    const float v380 = v376 + v379;
    const cj_u16 v381 = (cj_u16)v356;
    const cj_u16 v382 = v381;
    const float v383 = cj_bf16_to_f32(v382);
    const float v384 = v380 + v383;
    const cj_u16 v385 = (cj_u16)v357;
    const cj_u16 v386 = v385;
    const float v387 = cj_bf16_to_f32(v386);
    const float v388 = v384 + v387;
    const cj_u16 v389 = cj_f32_to_bf16(v388);
    const cj_u16 v390 = v389;
    const cj_u32 v391 = (cj_u32)v390;
    const cj_u32 v392 = 16u;
    const cj_u32 v393 = v350 >> v392;
    const cj_u16 v394 = (cj_u16)v393;
    const cj_u16 v395 = v394;
    const float v396 = cj_bf16_to_f32(v395);
    const cj_u32 v397 = 16u;
    const cj_u32 v398 = v351 >> v397;
    const cj_u16 v399 = (cj_u16)v398;
    const cj_u16 v400 = v399;
    const float v401 = cj_bf16_to_f32(v400);
    const float v402 = v396 + v401;
    const cj_u32 v403 = 16u;
    const cj_u32 v404 = v352 >> v403;
    const cj_u16 v405 = (cj_u16)v404;
    const cj_u16 v406 = v405;
    const float v407 = cj_bf16_to_f32(v406);
    const float v408 = v402 + v407;
    const cj_u32 v409 = 16u;
    const cj_u32 v410 = v353 >> v409;
    const cj_u16 v411 = (cj_u16)v410;
    const cj_u16 v412 = v411;
    const float v413 = cj_bf16_to_f32(v412);
    const float v414 = v408 + v413;
    const cj_u32 v415 = 16u;
    const cj_u32 v416 = v354 >> v415;
    const cj_u16 v417 = (cj_u16)v416;
    const cj_u16 v418 = v417;
    const float v419 = cj_bf16_to_f32(v418);
    const float v420 = v414 + v419;
    const cj_u32 v421 = 16u;
    const cj_u32 v422 = v355 >> v421;
    const cj_u16 v423 = (cj_u16)v422;
    const cj_u16 v424 = v423;
    const float v425 = cj_bf16_to_f32(v424);
    const float v426 = v420 + v425;
    const cj_u32 v427 = 16u;
    const cj_u32 v428 = v356 >> v427;
    const cj_u16 v429 = (cj_u16)v428;
    const cj_u16 v430 = v429;
    const float v431 = cj_bf16_to_f32(v430);
    const float v432 = v426 + v431;
    const cj_u32 v433 = 16u;
    const cj_u32 v434 = v357 >> v433;
    const cj_u16 v435 = (cj_u16)v434;
    const cj_u16 v436 = v435;
    const float v437 = cj_bf16_to_f32(v436);
    const float v438 = v432 + v437;
    const cj_u16 v439 = cj_f32_to_bf16(v438);
    const cj_u16 v440 = v439;
    const cj_u32 v441 = (cj_u32)v440;
    const cj_u32 v442 = 16u;
    const cj_u32 v443 = v441 << v442;
    const cj_u32 v444 = v391 | v443;
    cj_u32x4 v445 = v349;
    v445.z = v444;
    const cj_u32 v446 = v143.w;
    const cj_u32 v447 = v145.w;
    const cj_u32 v448 = v147.w;
    const cj_u32 v449 = v149.w;
    const cj_u32 v450 = v151.w;
    const cj_u32 v451 = v153.w;
    const cj_u32 v452 = v155.w;
    const cj_u32 v453 = v157.w;
    const cj_u16 v454 = (cj_u16)v446;
    const cj_u16 v455 = v454;
    const float v456 = cj_bf16_to_f32(v455);
    const cj_u16 v457 = (cj_u16)v447;
    const cj_u16 v458 = v457;
    const float v459 = cj_bf16_to_f32(v458);
    const float v460 = v456 + v459;
    const cj_u16 v461 = (cj_u16)v448;
    const cj_u16 v462 = v461;
    const float v463 = cj_bf16_to_f32(v462);
    const float v464 = v460 + v463;
    const cj_u16 v465 = (cj_u16)v449;
    const cj_u16 v466 = v465;
    const float v467 = cj_bf16_to_f32(v466);
    const float v468 = v464 + v467;
    const cj_u16 v469 = (cj_u16)v450;
    const cj_u16 v470 = v469;
    const float v471 = cj_bf16_to_f32(v470);
    const float v472 = v468 + v471;
    const cj_u16 v473 = (cj_u16)v451;
    const cj_u16 v474 = v473;
    const float v475 = cj_bf16_to_f32(v474);
    const float v476 = v472 + v475;
    const cj_u16 v477 = (cj_u16)v452;
    const cj_u16 v478 = v477;
    const float v479 = cj_bf16_to_f32(v478);
    const float v480 = v476 + v479;
    const cj_u16 v481 = (cj_u16)v453;
    const cj_u16 v482 = v481;
    const float v483 = cj_bf16_to_f32(v482);
    const float v484 = v480 + v483;
    const cj_u16 v485 = cj_f32_to_bf16(v484);
    const cj_u16 v486 = v485;
    const cj_u32 v487 = (cj_u32)v486;
    const cj_u32 v488 = 16u;
    const cj_u32 v489 = v446 >> v488;
    const cj_u16 v490 = (cj_u16)v489;
    const cj_u16 v491 = v490;
    const float v492 = cj_bf16_to_f32(v491);
    const cj_u32 v493 = 16u;
    const cj_u32 v494 = v447 >> v493;
    const cj_u16 v495 = (cj_u16)v494;
    const cj_u16 v496 = v495;
    const float v497 = cj_bf16_to_f32(v496);
    const float v498 = v492 + v497;
    const cj_u32 v499 = 16u;
    const cj_u32 v500 = v448 >> v499;
    const cj_u16 v501 = (cj_u16)v500;
    const cj_u16 v502 = v501;
    const float v503 = cj_bf16_to_f32(v502);
    const float v504 = v498 + v503;
    const cj_u32 v505 = 16u;
    const cj_u32 v506 = v449 >> v505;
    const cj_u16 v507 = (cj_u16)v506;
    const cj_u16 v508 = v507;
    const float v509 = cj_bf16_to_f32(v508);
    const float v510 = v504 + v509;
    const cj_u32 v511 = 16u;
    const cj_u32 v512 = v450 >> v511;
    const cj_u16 v513 = (cj_u16)v512;
    const cj_u16 v514 = v513;
    const float v515 = cj_bf16_to_f32(v514);
    const float v516 = v510 + v515;
    const cj_u32 v517 = 16u;
    const cj_u32 v518 = v451 >> v517;
    const cj_u16 v519 = (cj_u16)v518;
    const cj_u16 v520 = v519;
    const float v521 = cj_bf16_to_f32(v520);
    const float v522 = v516 + v521;
    const cj_u32 v523 = 16u;
    const cj_u32 v524 = v452 >> v523;
    const cj_u16 v525 = (cj_u16)v524;
    const cj_u16 v526 = v525;
    const float v527 = cj_bf16_to_f32(v526);
    const float v528 = v522 + v527;
    const cj_u32 v529 = 16u;
    const cj_u32 v530 = v453 >> v529;
    const cj_u16 v531 = (cj_u16)v530;
    const cj_u16 v532 = v531;
    const float v533 = cj_bf16_to_f32(v532);
    const float v534 = v528 + v533;
    const cj_u16 v535 = cj_f32_to_bf16(v534);
    const cj_u16 v536 = v535;
    const cj_u32 v537 = (cj_u32)v536;
    const cj_u32 v538 = 16u;
    const cj_u32 v539 = v537 << v538;
    const cj_u32 v540 = v487 | v539;
    cj_u32x4 v541 = v445;
    v541.w = v540;
    const cj_ptr v542 = v4 + v141;
    *(cj_u32x4 *)v542 = v541;
  }
  // end: block barrier across 8 ranks
  const cj_u32 v543 = 8u;
  const cj_u64 v544 = 4ull;
  const bool v545 = v11 < v543;
  const cj_u64 v546 = 256ull;
  const cj_ptr v547 = v5 + v546;
  const cj_u32 v548 = v12 * v543;
  const cj_u32 v549 = v548 + v2;
  const cj_u64 v550 = (cj_u64)v549;
  const cj_u64 v551 = v550 * v544;
  const cj_ptr v552 = v547 + v551;
  const cj_u32 v553 = 0u;
  x_count3 = v553;
  if (v545) {
    const cj_u32 v554 = cj_atomic_load_relaxed_device((cj_u32 *)v552);
    x_count3 = v554;
  }
  cj_barrier();
  if (v545) {
    const cj_u32 v555 = v2 + v11;
    const cj_u32 v556 = v555 - v543;
    const bool v557 = v555 >= v543;
    const cj_u32 v558 = v557 ? v556 : v555;
    const cj_u32 v559 = v548 + v558;
    const cj_u64 v560 = (cj_u64)v559;
    const cj_u64 v561 = v560 * v544;
    const cj_u32 v562 = 1u;
    const cj_u32 v563 = x_count3;
    const cj_u32 v564 = v563 + v562;
    const cj_u64 v565 = 8ull;
    const cj_u64 v566 = (cj_u64)v558;
    const cj_u64 v567 = v566 * v565;
    const cj_ptr v568 = v1 + v567;
    const cj_u64 v569 = *(const cj_u64 *)v568;
    const cj_u64 v570 = v569 - v17;
    const cj_ptr v571 = v552 + v570;
    cj_atomic_store_release_system((cj_u32 *)v571, v564);
    const cj_ptr v572 = v547 + v561;
    const cj_u32 v573 = 0u;
    const cj_u32 v574 = 1u;
    const cj_u64 v575 = cj_timer_ns();
    const cj_u32 v576 = x_failed0;
    x_done4 = v576;
    while (true) {
      const cj_u32 v577 = x_done4;
      const bool v578 = v577 == v573;
      if (!v578) break;
      const cj_u32 v579 = cj_atomic_load_relaxed_system((cj_u32 *)v572);
      const cj_u32 v580 = 0u;
      const cj_u32 v581 = v579 - v564;
      const bool v582 = (cj_i32)v581 >= (cj_i32)v580;
      const cj_u64 v583 = cj_timer_ns();
      const cj_u64 v584 = v583 - v575;
      const bool v585 = v584 > v7;
      const cj_u32 v586 = cj_atomic_load_relaxed_device((cj_u32 *)v6);
      const bool v587 = v586 != v573;
      const bool v588 = v585 || v587;
      if (v582) {
        x_done4 = v574;
      } else {
        if (v588) {
          const cj_u32 v589 = 1u;
          cj_atomic_store_relaxed_system((cj_u32 *)v6, v589);
          x_failed0 = v574;
          x_done4 = v574;
        }
      }
    }
    cj_fence_acquire_system();
  }
  cj_barrier();
}
