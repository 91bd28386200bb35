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

extern "C" __global__ void __launch_bounds__(256) cj_allreduce_one_shot_sum_bf16_n4096_w8_v16_b256x32_t1x2048_g2_bar_full_sm_90(cj_ptr p_heap_bases, cj_u32 p_rank, cj_ptr p_src, cj_ptr p_dst, cj_ptr p_sync, cj_ptr p_status, cj_u64 p_timeout_ns, cj_ptr p_work, cj_u64 p_n, cj_u32 p_nblocks) {
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
  cj_barrier();
  const cj_u32 v20 = 8u;
  const bool v21 = v11 < v20;
  if (v21) {
    const cj_u32 v22 = 8u;
    const cj_u32 v23 = v2 + v11;
    const cj_u32 v24 = v23 - v22;
    const bool v25 = v23 >= v22;
    const cj_u32 v26 = v25 ? v24 : v23;
    const cj_u32 v27 = v12 * v22;
    const cj_u64 v28 = 256ull;
    const cj_ptr v29 = v5 + v28;
    const cj_u32 v30 = v27 + v2;
    const cj_u32 v31 = v27 + v26;
    const cj_u64 v32 = 4ull;
    const cj_u64 v33 = (cj_u64)v30;
    const cj_u64 v34 = v33 * v32;
    const cj_u64 v35 = (cj_u64)v31;
    const cj_u64 v36 = v35 * v32;
    const cj_ptr v37 = v29 + v34;
    const cj_u64 v38 = 8ull;
    const cj_u64 v39 = (cj_u64)v26;
    const cj_u64 v40 = v39 * v38;
    const cj_ptr v41 = v1 + v40;
    const cj_u64 v42 = *(const cj_u64 *)v41;
    const cj_u64 v43 = v42 - v17;
    const cj_ptr v44 = v37 + v43;
    const cj_u32 v45 = 1u;
    const cj_u32 v46 = cj_atomic_add_release_system((cj_u32 *)v44, v45);
    const cj_u32 v47 = 1u;
    const cj_u32 v48 = v46 + v47;
    const cj_ptr v49 = v29 + v36;
    const cj_u32 v50 = 0u;
    const cj_u32 v51 = 1u;
    const cj_u64 v52 = cj_timer_ns();
    const cj_u32 v53 = x_failed0;
    x_done1 = v53;
    while (true) {
      const cj_u32 v54 = x_done1;
      const bool v55 = v54 == v50;
      if (!v55) break;
      const cj_u32 v56 = cj_atomic_load_relaxed_system((cj_u32 *)v49);
      const cj_u32 v57 = 0u;
      const cj_u32 v58 = v56 - v48;
      const bool v59 = (cj_i32)v58 >= (cj_i32)v57;
      const cj_u64 v60 = cj_timer_ns();
      const cj_u64 v61 = v60 - v52;
      const bool v62 = v61 > v7;
      const cj_u32 v63 = cj_atomic_load_relaxed_device((cj_u32 *)v6);
      const bool v64 = v63 != v50;
      const bool v65 = v62 || v64;
      if (v59) {
        x_done1 = v51;
      } else {
        if (v65) {
          const cj_u32 v66 = 1u;
          cj_atomic_store_relaxed_system((cj_u32 *)v6, v66);
          x_failed0 = v51;
          x_done1 = v51;
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
  const cj_u64 v131 = 16ull;
  const cj_u64 v132 = (cj_u64)v11;
  const cj_u64 v133 = v132 * v131;
  // 2 full tiles of 4096 bytes: 1 vectors of 16 bytes per thread
  const cj_u64 v134 = 2ull;
  const cj_u64 v135 = 2ull;
  const cj_u64 v136 = (cj_u64)v12;
  for (cj_u64 v137 = v136; v137 < v135; v137 += v134) {
    const cj_u64 v138 = 4096ull;
    const cj_u64 v139 = v137 * v138;
    const cj_u64 v140 = v133 + v139;
    const cj_ptr v141 = v74 + v140;
    const cj_u32x4 v142 = *(const cj_u32x4 *)v141;
    const cj_ptr v143 = v82 + v140;
    const cj_u32x4 v144 = *(const cj_u32x4 *)v143;
    const cj_ptr v145 = v90 + v140;
    const cj_u32x4 v146 = *(const cj_u32x4 *)v145;
    const cj_ptr v147 = v98 + v140;
    const cj_u32x4 v148 = *(const cj_u32x4 *)v147;
    const cj_ptr v149 = v106 + v140;
    const cj_u32x4 v150 = *(const cj_u32x4 *)v149;
    const cj_ptr v151 = v114 + v140;
    const cj_u32x4 v152 = *(const cj_u32x4 *)v151;
    const cj_ptr v153 = v122 + v140;
    const cj_u32x4 v154 = *(const cj_u32x4 *)v153;
    const cj_ptr v155 = v130 + v140;
    const cj_u32x4 v156 = *(const cj_u32x4 *)v155;
    const cj_u32 v157 = v142.x;
    const cj_u32 v158 = v144.x;
    const cj_u32 v159 = v146.x;
    const cj_u32 v160 = v148.x;
    const cj_u32 v161 = v150.x;
    const cj_u32 v162 = v152.x;
    const cj_u32 v163 = v154.x;
    const cj_u32 v164 = v156.x;
    const cj_u16 v165 = (cj_u16)v157;
    const cj_u16 v166 = v165;
    const float v167 = cj_bf16_to_f32(v166);
    const cj_u16 v168 = (cj_u16)v158;
    const cj_u16 v169 = v168;
    const float v170 = cj_bf16_to_f32(v169);
    const float v171 = v167 + v170;
    const cj_u16 v172 = (cj_u16)v159;
    const cj_u16 v173 = v172;
    const float v174 = cj_bf16_to_f32(v173);
    const float v175 = v171 + v174;
    const cj_u16 v176 = (cj_u16)v160;
    const cj_u16 v177 = v176;
    const float v178 = cj_bf16_to_f32(v177);
    const float v179 = v175 + v178;
    const cj_u16 v180 = (cj_u16)v161;
    const cj_u16 v181 = v180;
    const float v182 = cj_bf16_to_f32(v181);
    const float v183 = v179 + v182;
    const cj_u16 v184 = (cj_u16)v162;
    const cj_u16 v185 = v184;
    const float v186 = cj_bf16_to_f32(v185);
    const float v187 = v183 + v186;
    const cj_u16 v188 = (cj_u16)v163;
    const cj_u16 v189 = v188;
    const float v190 = cj_bf16_to_f32(v189);
    const float v191 = v187 + v190;
    const cj_u16 v192 = (cj_u16)v164;
    const cj_u16 v193 = v192;
    const float v194 = cj_bf16_to_f32(v193);
    const float v195 = v191 + v194;
    const cj_u16 v196 = cj_f32_to_bf16(v195);
    const cj_u16 v197 = v196;
    const cj_u32 v198 = (cj_u32)v197;
    const cj_u32 v199 = 16u;
    const cj_u32 v200 = v157 >> v199;
    const cj_u16 v201 = (cj_u16)v200;
    const cj_u16 v202 = v201;
    const float v203 = cj_bf16_to_f32(v202);
    const cj_u32 v204 = 16u;
    const cj_u32 v205 = v158 >> v204;
    const cj_u16 v206 = (cj_u16)v205;
    const cj_u16 v207 = v206;
    const float v208 = cj_bf16_to_f32(v207);
    const float v209 = v203 + v208;
    const cj_u32 v210 = 16u;
    const cj_u32 v211 = v159 >> v210;
    const cj_u16 v212 = (cj_u16)v211;
    const cj_u16 v213 = v212;
    const float v214 = cj_bf16_to_f32(v213);
    const float v215 = v209 + v214;
    const cj_u32 v216 = 16u;
    const cj_u32 v217 = v160 >> v216;
    const cj_u16 v218 = (cj_u16)v217;
    const cj_u16 v219 = v218;
    const float v220 = cj_bf16_to_f32(v219);
    const float v221 = v215 + v220;
    const cj_u32 v222 = 16u;
    const cj_u32 v223 = v161 >> v222;
    const cj_u16 v224 = (cj_u16)v223;
    const cj_u16 v225 = v224;
    const float v226 = cj_bf16_to_f32(v225);
    const float v227 = v221 + v226;
    const cj_u32 v228 = 16u;
    const cj_u32 v229 = v162 >> v228;
    const cj_u16 v230 = (cj_u16)v229;
    const cj_u16 v231 = v230;
    const float v232 = cj_bf16_to_f32(v231);
    const float v233 = v227 + v232;
    const cj_u32 v234 = 16u;
    const cj_u32 v235 = v163 >> v234;
    const cj_u16 v236 = (cj_u16)v235;
    const cj_u16 v237 = v236;
    const float v238 = cj_bf16_to_f32(v237);
    const float v239 = v233 + v238;
    const cj_u32 v240 = 16u;
    const cj_u32 v241 = v164 >> v240;
    const cj_u16 v242 = (cj_u16)v241;
    const cj_u16 v243 = v242;
    const float v244 = cj_bf16_to_f32(v243);
    const float v245 = v239 + v244;
    const cj_u16 v246 = cj_f32_to_bf16(v245);
    const cj_u16 v247 = v246;
    const cj_u32 v248 = (cj_u32)v247;
    const cj_u32 v249 = 16u;
    const cj_u32 v250 = v248 << v249;
    const cj_u32 v251 = v198 | v250;
    const cj_u32x4 v252 = cj_splat_u32x4(v251);
    const cj_u32 v253 = v142.y;
    const cj_u32 v254 = v144.y;
    const cj_u32 v255 = v146.y;
    const cj_u32 v256 = v148.y;
    const cj_u32 v257 = v150.y;
    const cj_u32 v258 = v152.y;
    const cj_u32 v259 = v154.y;
    const cj_u32 v260 = v156.y;
    const cj_u16 v261 = (cj_u16)v253;
    const cj_u16 v262 = v261;
    const float v263 = cj_bf16_to_f32(v262);
    const cj_u16 v264 = (cj_u16)v254;
    const cj_u16 v265 = v264;
    const float v266 = cj_bf16_to_f32(v265);
    const float v267 = v263 + v266;
    const cj_u16 v268 = (cj_u16)v255;
    const cj_u16 v269 = v268;
    const float v270 = cj_bf16_to_f32(v269);
    const float v271 = v267 + v270;
    const cj_u16 v272 = (cj_u16)v256;
    const cj_u16 v273 = v272;
    const float v274 = cj_bf16_to_f32(v273);
    const float v275 = v271 + v274;
    const cj_u16 v276 = (cj_u16)v257;
    const cj_u16 v277 = v276;
    const float v278 = cj_bf16_to_f32(v277);
    const float v279 = v275 + v278;
    const cj_u16 v280 = (cj_u16)v258;
    const cj_u16 v281 = v280;
    const float v282 = cj_bf16_to_f32(v281);
    const float v283 = v279 + v282;
    const cj_u16 v284 = (cj_u16)v259;
    const cj_u16 v285 = v284;
    const float v286 = cj_bf16_to_f32(v285);
    const float v287 = v283 + v286;
    const cj_u16 v288 = (cj_u16)v260;
    const cj_u16 v289 = v288;
    const float v290 = cj_bf16_to_f32(v289);
    const float v291 = v287 + v290;
    const cj_u16 v292 = cj_f32_to_bf16(v291);
    const cj_u16 v293 = v292;
    const cj_u32 v294 = (cj_u32)v293;
    const cj_u32 v295 = 16u;
    const cj_u32 v296 = v253 >> v295;
    const cj_u16 v297 = (cj_u16)v296;
    const cj_u16 v298 = v297;
    const float v299 = cj_bf16_to_f32(v298);
    const cj_u32 v300 = 16u;
    const cj_u32 v301 = v254 >> v300;
    const cj_u16 v302 = (cj_u16)v301;
    const cj_u16 v303 = v302;
    const float v304 = cj_bf16_to_f32(v303);
    const float v305 = v299 + v304;
    const cj_u32 v306 = 16u;
    const cj_u32 v307 = v255 >> v306;
    const cj_u16 v308 = (cj_u16)v307;
    const cj_u16 v309 = v308;
    const float v310 = cj_bf16_to_f32(v309);
    const float v311 = v305 + v310;
    const cj_u32 v312 = 16u;
    const cj_u32 v313 = v256 >> v312;
    const cj_u16 v314 = (cj_u16)v313;
    const cj_u16 v315 = v314;
    const float v316 = cj_bf16_to_f32(v315);
    const float v317 = v311 + v316;
    const cj_u32 v318 = 16u;
    const cj_u32 v319 = v257 >> v318;
    const cj_u16 v320 = (cj_u16)v319;
    const cj_u16 v321 = v320;
    const float v322 = cj_bf16_to_f32(v321);
    const float v323 = v317 + v322;
    const cj_u32 v324 = 16u;
    const cj_u32 v325 = v258 >> v324;
    const cj_u16 v326 = (cj_u16)v325;
    const cj_u16 v327 = v326;
    const float v328 = cj_bf16_to_f32(v327);
    const float v329 = v323 + v328;
    const cj_u32 v330 = 16u;
    const cj_u32 v331 = v259 >> v330;
    const cj_u16 v332 = (cj_u16)v331;
    const cj_u16 v333 = v332;
    const float v334 = cj_bf16_to_f32(v333);
    const float v335 = v329 + v334;
    const cj_u32 v336 = 16u;
    const cj_u32 v337 = v260 >> v336;
    const cj_u16 v338 = (cj_u16)v337;
    const cj_u16 v339 = v338;
    const float v340 = cj_bf16_to_f32(v339);
    const float v341 = v335 + v340;
    const cj_u16 v342 = cj_f32_to_bf16(v341);
    const cj_u16 v343 = v342;
    const cj_u32 v344 = (cj_u32)v343;
    const cj_u32 v345 = 16u;
    const cj_u32 v346 = v344 << v345;
    const cj_u32 v347 = v294 | v346;
    cj_u32x4 v348 = v252;
    v348.y = v347;
    const cj_u32 v349 = v142.z;
    const cj_u32 v350 = v144.z;
    const cj_u32 v351 = v146.z;
    const cj_u32 v352 = v148.z;
    const cj_u32 v353 = v150.z;
    const cj_u32 v354 = v152.z;
    const cj_u32 v355 = v154.z;
    const cj_u32 v356 = v156.z;
    const cj_u16 v357 = (cj_u16)v349;
    const cj_u16 v358 = v357;
    const float v359 = cj_bf16_to_f32(v358);
    const cj_u16 v360 = (cj_u16)v350;
    const cj_u16 v361 = v360;
    const float v362 = cj_bf16_to_f32(v361);
    const float v363 = v359 + v362;
    const cj_u16 v364 = (cj_u16)v351;
    const cj_u16 v365 = v364;
    const float v366 = cj_bf16_to_f32(v365);
    const float v367 = v363 + v366;
    const cj_u16 v368 = (cj_u16)v352;
    const cj_u16 v369 = v368;
    const float v370 = cj_bf16_to_f32(v369);
    const float v371 = v367 + v370;
    const cj_u16 v372 = (cj_u16)v353;
    const cj_u16 v373 = v372;
    const float v374 = cj_bf16_to_f32(v373);
    const float v375 = v371 + v374;
    const cj_u16 v376 = (cj_u16)v354;
    const cj_u16 v377 = v376;
    const float v378 = cj_bf16_to_f32(v377);
    const float v379 = v375 + v378;
    const cj_u16 v380 = (cj_u16)v355;
    const cj_u16 v381 = v380;
    const float v382 = cj_bf16_to_f32(v381);
    const float v383 = v379 + v382;
    const cj_u16 v384 = (cj_u16)v356;
    const cj_u16 v385 = v384;
    const float v386 = cj_bf16_to_f32(v385);
    const float v387 = v383 + v386;
    const cj_u16 v388 = cj_f32_to_bf16(v387);
    const cj_u16 v389 = v388;
    const cj_u32 v390 = (cj_u32)v389;
    const cj_u32 v391 = 16u;
    const cj_u32 v392 = v349 >> v391;
    const cj_u16 v393 = (cj_u16)v392;
    const cj_u16 v394 = v393;
    const float v395 = cj_bf16_to_f32(v394);
    const cj_u32 v396 = 16u;
    const cj_u32 v397 = v350 >> v396;
    const cj_u16 v398 = (cj_u16)v397;
    const cj_u16 v399 = v398;
    const float v400 = cj_bf16_to_f32(v399);
    const float v401 = v395 + v400;
    const cj_u32 v402 = 16u;
    const cj_u32 v403 = v351 >> v402;
    const cj_u16 v404 = (cj_u16)v403;
    const cj_u16 v405 = v404;
    const float v406 = cj_bf16_to_f32(v405);
    const float v407 = v401 + v406;
    const cj_u32 v408 = 16u;
    const cj_u32 v409 = v352 >> v408;
    const cj_u16 v410 = (cj_u16)v409;
    const cj_u16 v411 = v410;
    const float v412 = cj_bf16_to_f32(v411);
    const float v413 = v407 + v412;
    const cj_u32 v414 = 16u;
    const cj_u32 v415 = v353 >> v414;
    const cj_u16 v416 = (cj_u16)v415;
    const cj_u16 v417 = v416;
    const float v418 = cj_bf16_to_f32(v417);
    const float v419 = v413 + v418;
    const cj_u32 v420 = 16u;
    const cj_u32 v421 = v354 >> v420;
    const cj_u16 v422 = (cj_u16)v421;
    const cj_u16 v423 = v422;
    const float v424 = cj_bf16_to_f32(v423);
    const float v425 = v419 + v424;
    const cj_u32 v426 = 16u;
    const cj_u32 v427 = v355 >> v426;
    const cj_u16 v428 = (cj_u16)v427;
    const cj_u16 v429 = v428;
    const float v430 = cj_bf16_to_f32(v429);
    const float v431 = v425 + v430;
    const cj_u32 v432 = 16u;
    const cj_u32 v433 = v356 >> v432;
    const cj_u16 v434 = (cj_u16)v433;
    const cj_u16 v435 = v434;
    const float v436 = cj_bf16_to_f32(v435);
    const float v437 = v431 + v436;
    const cj_u16 v438 = cj_f32_to_bf16(v437);
    const cj_u16 v439 = v438;
    const cj_u32 v440 = (cj_u32)v439;
    const cj_u32 v441 = 16u;
    const cj_u32 v442 = v440 << v441;
    const cj_u32 v443 = v390 | v442;
    cj_u32x4 v444 = v348;
    v444.z = v443;
    const cj_u32 v445 = v142.w;
    const cj_u32 v446 = v144.w;
    const cj_u32 v447 = v146.w;
    const cj_u32 v448 = v148.w;
    const cj_u32 v449 = v150.w;
    const cj_u32 v450 = v152.w;
    const cj_u32 v451 = v154.w;
    const cj_u32 v452 = v156.w;
    const cj_u16 v453 = (cj_u16)v445;
    const cj_u16 v454 = v453;
    const float v455 = cj_bf16_to_f32(v454);
    const cj_u16 v456 = (cj_u16)v446;
    const cj_u16 v457 = v456;
    const float v458 = cj_bf16_to_f32(v457);
    const float v459 = v455 + v458;
    const cj_u16 v460 = (cj_u16)v447;
    const cj_u16 v461 = v460;
    const float v462 = cj_bf16_to_f32(v461);
    const float v463 = v459 + v462;
    const cj_u16 v464 = (cj_u16)v448;
    const cj_u16 v465 = v464;
    const float v466 = cj_bf16_to_f32(v465);
    const float v467 = v463 + v466;
    const cj_u16 v468 = (cj_u16)v449;
    const cj_u16 v469 = v468;
    const float v470 = cj_bf16_to_f32(v469);
    const float v471 = v467 + v470;
    const cj_u16 v472 = (cj_u16)v450;
    const cj_u16 v473 = v472;
    const float v474 = cj_bf16_to_f32(v473);
    const float v475 = v471 + v474;
    const cj_u16 v476 = (cj_u16)v451;
    const cj_u16 v477 = v476;
    const float v478 = cj_bf16_to_f32(v477);
    const float v479 = v475 + v478;
    const cj_u16 v480 = (cj_u16)v452;
    const cj_u16 v481 = v480;
    const float v482 = cj_bf16_to_f32(v481);
    const float v483 = v479 + v482;
    const cj_u16 v484 = cj_f32_to_bf16(v483);
    const cj_u16 v485 = v484;
    const cj_u32 v486 = (cj_u32)v485;
    const cj_u32 v487 = 16u;
    const cj_u32 v488 = v445 >> v487;
    const cj_u16 v489 = (cj_u16)v488;
    const cj_u16 v490 = v489;
    const float v491 = cj_bf16_to_f32(v490);
    const cj_u32 v492 = 16u;
    const cj_u32 v493 = v446 >> v492;
    const cj_u16 v494 = (cj_u16)v493;
    const cj_u16 v495 = v494;
    const float v496 = cj_bf16_to_f32(v495);
    const float v497 = v491 + v496;
    const cj_u32 v498 = 16u;
    const cj_u32 v499 = v447 >> v498;
    const cj_u16 v500 = (cj_u16)v499;
    const cj_u16 v501 = v500;
    const float v502 = cj_bf16_to_f32(v501);
    const float v503 = v497 + v502;
    const cj_u32 v504 = 16u;
    const cj_u32 v505 = v448 >> v504;
    const cj_u16 v506 = (cj_u16)v505;
    const cj_u16 v507 = v506;
    const float v508 = cj_bf16_to_f32(v507);
    const float v509 = v503 + v508;
    const cj_u32 v510 = 16u;
    const cj_u32 v511 = v449 >> v510;
    const cj_u16 v512 = (cj_u16)v511;
    const cj_u16 v513 = v512;
    const float v514 = cj_bf16_to_f32(v513);
    const float v515 = v509 + v514;
    const cj_u32 v516 = 16u;
    const cj_u32 v517 = v450 >> v516;
    const cj_u16 v518 = (cj_u16)v517;
    const cj_u16 v519 = v518;
    const float v520 = cj_bf16_to_f32(v519);
    const float v521 = v515 + v520;
    const cj_u32 v522 = 16u;
    const cj_u32 v523 = v451 >> v522;
    const cj_u16 v524 = (cj_u16)v523;
    const cj_u16 v525 = v524;
    const float v526 = cj_bf16_to_f32(v525);
    const float v527 = v521 + v526;
    const cj_u32 v528 = 16u;
    const cj_u32 v529 = v452 >> v528;
    const cj_u16 v530 = (cj_u16)v529;
    const cj_u16 v531 = v530;
    const float v532 = cj_bf16_to_f32(v531);
    const float v533 = v527 + v532;
    const cj_u16 v534 = cj_f32_to_bf16(v533);
    const cj_u16 v535 = v534;
    const cj_u32 v536 = (cj_u32)v535;
    const cj_u32 v537 = 16u;
    const cj_u32 v538 = v536 << v537;
    const cj_u32 v539 = v486 | v538;
    cj_u32x4 v540 = v444;
    v540.w = v539;
    const cj_ptr v541 = v4 + v140;
    *(cj_u32x4 *)v541 = v540;
  }
  // end: block barrier across 8 ranks
  cj_barrier();
  const cj_u32 v542 = 8u;
  const bool v543 = v11 < v542;
  if (v543) {
    const cj_u32 v544 = 8u;
    const cj_u32 v545 = v2 + v11;
    const cj_u32 v546 = v545 - v544;
    const bool v547 = v545 >= v544;
    const cj_u32 v548 = v547 ? v546 : v545;
    const cj_u32 v549 = v12 * v544;
    const cj_u64 v550 = 256ull;
    const cj_ptr v551 = v5 + v550;
    const cj_u32 v552 = v549 + v2;
    const cj_u32 v553 = v549 + v548;
    const cj_u64 v554 = 4ull;
    const cj_u64 v555 = (cj_u64)v552;
    const cj_u64 v556 = v555 * v554;
    const cj_u64 v557 = (cj_u64)v553;
    const cj_u64 v558 = v557 * v554;
    const cj_ptr v559 = v551 + v556;
    const cj_u64 v560 = 8ull;
    const cj_u64 v561 = (cj_u64)v548;
    const cj_u64 v562 = v561 * v560;
    const cj_ptr v563 = v1 + v562;
    const cj_u64 v564 = *(const cj_u64 *)v563;
    const cj_u64 v565 = v564 - v17;
    const cj_ptr v566 = v559 + v565;
    const cj_u32 v567 = 1u;
    const cj_u32 v568 = cj_atomic_add_release_system((cj_u32 *)v566, v567);
    const cj_u32 v569 = 1u;
    const cj_u32 v570 = v568 + v569;
    const cj_ptr v571 = v551 + v558;
    const cj_u32 v572 = 0u;
    const cj_u32 v573 = 1u;
    const cj_u64 v574 = cj_timer_ns();
    const cj_u32 v575 = x_failed0;
    x_done2 = v575;
    while (true) {
      const cj_u32 v576 = x_done2;
      const bool v577 = v576 == v572;
      if (!v577) break;
      const cj_u32 v578 = cj_atomic_load_relaxed_system((cj_u32 *)v571);
      const cj_u32 v579 = 0u;
      const cj_u32 v580 = v578 - v570;
      const bool v581 = (cj_i32)v580 >= (cj_i32)v579;
      const cj_u64 v582 = cj_timer_ns();
      const cj_u64 v583 = v582 - v574;
      const bool v584 = v583 > v7;
      const cj_u32 v585 = cj_atomic_load_relaxed_device((cj_u32 *)v6);
      const bool v586 = v585 != v572;
      const bool v587 = v584 || v586;
      if (v581) {
        x_done2 = v573;
      } else {
        if (v587) {
          const cj_u32 v588 = 1u;
          cj_atomic_store_relaxed_system((cj_u32 *)v6, v588);
          x_failed0 = v573;
          x_done2 = v573;
        }
      }
    }
    cj_fence_acquire_system();
  }
  cj_barrier();
}
