// colljit kernel cj_broadcast_push_bf16_n65536_w8_r3_v16_b256x32_t4x2048_g8_bar_full_sm_90 (block 256, grid 8, sm_90)
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

extern "C" __global__ void __launch_bounds__(256) cj_broadcast_push_bf16_n65536_w8_r3_v16_b256x32_t4x2048_g8_bar_full_sm_90(cj_ptr p_heap_bases, cj_u32 p_rank, cj_ptr p_src, cj_ptr p_dst, cj_ptr p_sync, cj_ptr p_status, cj_u64 p_timeout_ns, cj_ptr p_work, cj_u64 p_n, cj_u32 p_nblocks) {
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
  const cj_u32 v19 = 8u;
  // broadcast push from rank 3: 131072 bytes
  const cj_u32 v20 = 8u;
  const cj_u32 v21 = 1u;
  const cj_u32 v22 = v2 + v21;
  const bool v23 = v22 >= v20;
  const cj_u32 v24 = v22 - v20;
  const cj_u32 v25 = v23 ? v24 : v22;
  const cj_u64 v26 = 8ull;
  const cj_u64 v27 = (cj_u64)v25;
  const cj_u64 v28 = v27 * v26;
  const cj_ptr v29 = v1 + v28;
  const cj_u64 v30 = *(const cj_u64 *)v29;
  const cj_u64 v31 = v30 - v17;
  const cj_ptr v32 = v4 + v31;
  const cj_u32 v33 = 8u;
  const cj_u32 v34 = 2u;
  const cj_u32 v35 = v2 + v34;
  const bool v36 = v35 >= v33;
  const cj_u32 v37 = v35 - v33;
  const cj_u32 v38 = v36 ? v37 : v35;
  const cj_u64 v39 = 8ull;
  const cj_u64 v40 = (cj_u64)v38;
  const cj_u64 v41 = v40 * v39;
  const cj_ptr v42 = v1 + v41;
  const cj_u64 v43 = *(const cj_u64 *)v42;
  const cj_u64 v44 = v43 - v17;
  const cj_ptr v45 = v4 + v44;
  const cj_u32 v46 = 8u;
  const cj_u32 v47 = 3u;
  const cj_u32 v48 = v2 + v47;
  const bool v49 = v48 >= v46;
  const cj_u32 v50 = v48 - v46;
  const cj_u32 v51 = v49 ? v50 : v48;
  const cj_u64 v52 = 8ull;
  const cj_u64 v53 = (cj_u64)v51;
  const cj_u64 v54 = v53 * v52;
  const cj_ptr v55 = v1 + v54;
  const cj_u64 v56 = *(const cj_u64 *)v55;
  const cj_u64 v57 = v56 - v17;
  const cj_ptr v58 = v4 + v57;
  const cj_u32 v59 = 8u;
  const cj_u32 v60 = 4u;
  const cj_u32 v61 = v2 + v60;
  const bool v62 = v61 >= v59;
  const cj_u32 v63 = v61 - v59;
  const cj_u32 v64 = v62 ? v63 : v61;
  const cj_u64 v65 = 8ull;
  const cj_u64 v66 = (cj_u64)v64;
  const cj_u64 v67 = v66 * v65;
  const cj_ptr v68 = v1 + v67;
  const cj_u64 v69 = *(const cj_u64 *)v68;
  const cj_u64 v70 = v69 - v17;
  const cj_ptr v71 = v4 + v70;
  const cj_u32 v72 = 8u;
  const cj_u32 v73 = 5u;
  const cj_u32 v74 = v2 + v73;
  const bool v75 = v74 >= v72;
  const cj_u32 v76 = v74 - v72;
  const cj_u32 v77 = v75 ? v76 : v74;
  const cj_u64 v78 = 8ull;
  const cj_u64 v79 = (cj_u64)v77;
  const cj_u64 v80 = v79 * v78;
  const cj_ptr v81 = v1 + v80;
  const cj_u64 v82 = *(const cj_u64 *)v81;
  const cj_u64 v83 = v82 - v17;
  const cj_ptr v84 = v4 + v83;
  const cj_u32 v85 = 8u;
  const cj_u32 v86 = 6u;
  const cj_u32 v87 = v2 + v86;
  const bool v88 = v87 >= v85;
  const cj_u32 v89 = v87 - v85;
  const cj_u32 v90 = v88 ? v89 : v87;
  const cj_u64 v91 = 8ull;
  const cj_u64 v92 = (cj_u64)v90;
  const cj_u64 v93 = v92 * v91;
  const cj_ptr v94 = v1 + v93;
  const cj_u64 v95 = *(const cj_u64 *)v94;
  const cj_u64 v96 = v95 - v17;
  const cj_ptr v97 = v4 + v96;
  const cj_u32 v98 = 8u;
  const cj_u32 v99 = 7u;
  const cj_u32 v100 = v2 + v99;
  const bool v101 = v100 >= v98;
  const cj_u32 v102 = v100 - v98;
  const cj_u32 v103 = v101 ? v102 : v100;
  const cj_u64 v104 = 8ull;
  const cj_u64 v105 = (cj_u64)v103;
  const cj_u64 v106 = v105 * v104;
  const cj_ptr v107 = v1 + v106;
  const cj_u64 v108 = *(const cj_u64 *)v107;
  const cj_u64 v109 = v108 - v17;
  const cj_ptr v110 = v4 + v109;
  // start: block barrier across 8 ranks
  const cj_u32 v111 = 8u;
  const cj_u64 v112 = 4ull;
  const bool v113 = v11 < v111;
  const cj_u64 v114 = 256ull;
  const cj_ptr v115 = v5 + v114;
  const cj_u32 v116 = v12 * v111;
  const cj_u32 v117 = v116 + v2;
  const cj_u64 v118 = (cj_u64)v117;
  const cj_u64 v119 = v118 * v112;
  const cj_ptr v120 = v115 + v119;
  const cj_u32 v121 = 0u;
  x_count1 = v121;
  if (v113) {
    const cj_u32 v122 = cj_atomic_load_relaxed_device((cj_u32 *)v120);
    x_count1 = v122;
  }
  cj_barrier();
  if (v113) {
    const cj_u32 v123 = v2 + v11;
    const cj_u32 v124 = v123 - v111;
    const bool v125 = v123 >= v111;
    const cj_u32 v126 = v125 ? v124 : v123;
    const cj_u32 v127 = v116 + v126;
    const cj_u64 v128 = (cj_u64)v127;
    const cj_u64 v129 = v128 * v112;
    const cj_u32 v130 = 1u;
    const cj_u32 v131 = x_count1;
    const cj_u32 v132 = v131 + v130;
    const cj_u64 v133 = 8ull;
    const cj_u64 v134 = (cj_u64)v126;
    const cj_u64 v135 = v134 * v133;
    const cj_ptr v136 = v1 + v135;
    const cj_u64 v137 = *(const cj_u64 *)v136;
    const cj_u64 v138 = v137 - v17;
    const cj_ptr v139 = v120 + v138;
    cj_atomic_store_release_system((cj_u32 *)v139, v132);
    const cj_ptr v140 = v115 + v129;
    const cj_u32 v141 = 0u;
    const cj_u32 v142 = 1u;
    const cj_u64 v143 = cj_timer_ns();
    const cj_u32 v144 = x_failed0;
    x_done2 = v144;
    while (true) {
      const cj_u32 v145 = x_done2;
      const bool v146 = v145 == v141;
      if (!v146) break;
      const cj_u32 v147 = cj_atomic_load_relaxed_system((cj_u32 *)v140);
      const cj_u32 v148 = 0u;
      const cj_u32 v149 = v147 - v132;
      const bool v150 = (cj_i32)v149 >= (cj_i32)v148;
      const cj_u64 v151 = cj_timer_ns();
      const cj_u64 v152 = v151 - v143;
      const bool v153 = v152 > v7;
      const cj_u32 v154 = cj_atomic_load_relaxed_device((cj_u32 *)v6);
      const bool v155 = v154 != v141;
      const bool v156 = v153 || v155;
      if (v150) {
        x_done2 = v142;
      } else {
        if (v156) {
          const cj_u32 v157 = 1u;
          cj_atomic_store_relaxed_system((cj_u32 *)v6, v157);
          x_failed0 = v142;
          x_done2 = v142;
        }
      }
    }
    const cj_u32 v158 = cj_atomic_load_acquire_system((cj_u32 *)v140);
  }
  cj_barrier();
  const cj_u32 v159 = 3u;
  const bool v160 = v2 == v159;
  if (v160) {
    // 8 full tiles of 16384 bytes: 4 vectors of 16 bytes per thread
    const cj_u32 v161 = 16u;
    const cj_u32 v162 = v11 * v161;
    const cj_u64 v163 = 8ull;
    const cj_u64 v164 = 8ull;
    const cj_u64 v165 = (cj_u64)v12;
    for (cj_u64 v166 = v165; v166 < v164; v166 += v163) {
      const cj_u32 v167 = (cj_u32)v166;
      const cj_u32 v168 = 16384u;
      const cj_u32 v169 = v167 * v168;
      const cj_u32 v170 = v169 + v162;
      const cj_u64 v171 = (cj_u64)v170;
      const cj_u32 v172 = 4096u;
      const cj_u32 v173 = v170 + v172;
      const cj_u64 v174 = (cj_u64)v173;
      const cj_u32 v175 = 8192u;
      const cj_u32 v176 = v170 + v175;
      const cj_u64 v177 = (cj_u64)v176;
      const cj_u32 v178 = 12288u;
      const cj_u32 v179 = v170 + v178;
      const cj_u64 v180 = (cj_u64)v179;
      const cj_ptr v181 = v3 + v171;
      const cj_u32x4 v182 = *(const cj_u32x4 *)v181;
      const cj_ptr v183 = v3 + v174;
      const cj_u32x4 v184 = *(const cj_u32x4 *)v183;
      const cj_ptr v185 = v3 + v177;
      const cj_u32x4 v186 = *(const cj_u32x4 *)v185;
      const cj_ptr v187 = v3 + v180;
      const cj_u32x4 v188 = *(const cj_u32x4 *)v187;
      const cj_ptr v189 = v4 + v171;
      *(cj_u32x4 *)v189 = v182;
      const cj_ptr v190 = v4 + v174;
      *(cj_u32x4 *)v190 = v184;
      const cj_ptr v191 = v4 + v177;
      *(cj_u32x4 *)v191 = v186;
      const cj_ptr v192 = v4 + v180;
      *(cj_u32x4 *)v192 = v188;
      const cj_ptr v193 = v32 + v171;
      *(cj_u32x4 *)v193 = v182;
      const cj_ptr v194 = v32 + v174;
      *(cj_u32x4 *)v194 = v184;
      const cj_ptr v195 = v32 + v177;
      *(cj_u32x4 *)v195 = v186;
      const cj_ptr v196 = v32 + v180;
      *(cj_u32x4 *)v196 = v188;
      const cj_ptr v197 = v45 + v171;
      *(cj_u32x4 *)v197 = v182;
      const cj_ptr v198 = v45 + v174;
      *(cj_u32x4 *)v198 = v184;
      const cj_ptr v199 = v45 + v177;
      *(cj_u32x4 *)v199 = v186;
      const cj_ptr v200 = v45 + v180;
      *(cj_u32x4 *)v200 = v188;
      const cj_ptr v201 = v58 + v171;
      *(cj_u32x4 *)v201 = v182;
      const cj_ptr v202 = v58 + v174;
      *(cj_u32x4 *)v202 = v184;
      const cj_ptr v203 = v58 + v177;
      *(cj_u32x4 *)v203 = v186;
      const cj_ptr v204 = v58 + v180;
      *(cj_u32x4 *)v204 = v188;
      const cj_ptr v205 = v71 + v171;
      *(cj_u32x4 *)v205 = v182;
      const cj_ptr v206 = v71 + v174;
      *(cj_u32x4 *)v206 = v184;
      const cj_ptr v207 = v71 + v177;
      *(cj_u32x4 *)v207 = v186;
      const cj_ptr v208 = v71 + v180;
      *(cj_u32x4 *)v208 = v188;
      const cj_ptr v209 = v84 + v171;
      *(cj_u32x4 *)v209 = v182;
      const cj_ptr v210 = v84 + v174;
      *(cj_u32x4 *)v210 = v184;
      const cj_ptr v211 = v84 + v177;
      *(cj_u32x4 *)v211 = v186;
      const cj_ptr v212 = v84 + v180;
      *(cj_u32x4 *)v212 = v188;
      const cj_ptr v213 = v97 + v171;
      *(cj_u32x4 *)v213 = v182;
      const cj_ptr v214 = v97 + v174;
      *(cj_u32x4 *)v214 = v184;
      const cj_ptr v215 = v97 + v177;
      *(cj_u32x4 *)v215 = v186;
      const cj_ptr v216 = v97 + v180;
      *(cj_u32x4 *)v216 = v188;
      const cj_ptr v217 = v110 + v171;
      *(cj_u32x4 *)v217 = v182;
      const cj_ptr v218 = v110 + v174;
      *(cj_u32x4 *)v218 = v184;
      const cj_ptr v219 = v110 + v177;
      *(cj_u32x4 *)v219 = v186;
      const cj_ptr v220 = v110 + v180;
      *(cj_u32x4 *)v220 = v188;
    }
  }
  // end: block barrier across 8 ranks
  const cj_u32 v221 = 8u;
  const cj_u64 v222 = 4ull;
  const bool v223 = v11 < v221;
  const cj_u64 v224 = 256ull;
  const cj_ptr v225 = v5 + v224;
  const cj_u32 v226 = v12 * v221;
  const cj_u32 v227 = v226 + v2;
  const cj_u64 v228 = (cj_u64)v227;
  const cj_u64 v229 = v228 * v222;
  const cj_ptr v230 = v225 + v229;
  const cj_u32 v231 = 0u;
  x_count3 = v231;
  if (v223) {
    const cj_u32 v232 = cj_atomic_load_relaxed_device((cj_u32 *)v230);
    x_count3 = v232;
  }
  cj_barrier();
  if (v223) {
    const cj_u32 v233 = v2 + v11;
    const cj_u32 v234 = v233 - v221;
    const bool v235 = v233 >= v221;
    const cj_u32 v236 = v235 ? v234 : v233;
    const cj_u32 v237 = v226 + v236;
    const cj_u64 v238 = (cj_u64)v237;
    const cj_u64 v239 = v238 * v222;
    const cj_u32 v240 = 1u;
    const cj_u32 v241 = x_count3;
    const cj_u32 v242 = v241 + v240;
    const cj_u64 v243 = 8ull;
    const cj_u64 v244 = (cj_u64)v236;
    const cj_u64 v245 = v244 * v243;
    const cj_ptr v246 = v1 + v245;
    const cj_u64 v247 = *(const cj_u64 *)v246;
    const cj_u64 v248 = v247 - v17;
    const cj_ptr v249 = v230 + v248;
    cj_atomic_store_release_system((cj_u32 *)v249, v242);
    const cj_ptr v250 = v225 + v239;
    const cj_u32 v251 = 0u;
    const cj_u32 v252 = 1u;
    const cj_u64 v253 = cj_timer_ns();
    const cj_u32 v254 = x_failed0;
    x_done4 = v254;
    while (true) {
      const cj_u32 v255 = x_done4;
      const bool v256 = v255 == v251;
      if (!v256) break;
      const cj_u32 v257 = cj_atomic_load_relaxed_system((cj_u32 *)v250);
      const cj_u32 v258 = 0u;
      const cj_u32 v259 = v257 - v242;
      const bool v260 = (cj_i32)v259 >= (cj_i32)v258;
      const cj_u64 v261 = cj_timer_ns();
      const cj_u64 v262 = v261 - v253;
      const bool v263 = v262 > v7;
      const cj_u32 v264 = cj_atomic_load_relaxed_device((cj_u32 *)v6);
      const bool v265 = v264 != v251;
      const bool v266 = v263 || v265;
      if (v260) {
        x_done4 = v252;
      } else {
        if (v266) {
          const cj_u32 v267 = 1u;
          cj_atomic_store_relaxed_system((cj_u32 *)v6, v267);
          x_failed0 = v252;
          x_done4 = v252;
        }
      }
    }
    const cj_u32 v268 = cj_atomic_load_acquire_system((cj_u32 *)v250);
  }
  cj_barrier();
}
