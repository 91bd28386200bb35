// colljit kernel cj_allgather_push_f32_n1000_w8_v16_b256x32_t4x1024_g1_bar_full_sm_90 (block 256, grid 1, sm_90)
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

extern "C" __global__ void __launch_bounds__(256) cj_allgather_push_f32_n1000_w8_v16_b256x32_t4x1024_g1_bar_full_sm_90(cj_ptr p_heap_bases, cj_u32 p_rank, cj_ptr p_src, cj_ptr p_dst, cj_ptr p_sync, cj_ptr p_status, cj_u64 p_timeout_ns, cj_ptr p_work) {
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
  // all_gather push: 8 ranks x 4000 bytes
  const cj_u64 v17 = (cj_u64)v2;
  const cj_u64 v18 = 4000ull;
  const cj_u64 v19 = v17 * v18;
  const cj_ptr v20 = v4 + v19;
  const cj_u32 v21 = 8u;
  const cj_u32 v22 = 1u;
  const cj_u32 v23 = v2 + v22;
  const bool v24 = v23 >= v21;
  const cj_u32 v25 = v23 - v21;
  const cj_u32 v26 = v24 ? v25 : v23;
  const cj_u64 v27 = 8ull;
  const cj_u64 v28 = (cj_u64)v26;
  const cj_u64 v29 = v28 * v27;
  const cj_ptr v30 = v1 + v29;
  const cj_u64 v31 = *(const cj_u64 *)v30;
  const cj_u64 v32 = v31 - v15;
  const cj_ptr v33 = v20 + v32;
  const cj_u32 v34 = 8u;
  const cj_u32 v35 = 2u;
  const cj_u32 v36 = v2 + v35;
  const bool v37 = v36 >= v34;
  const cj_u32 v38 = v36 - v34;
  const cj_u32 v39 = v37 ? v38 : v36;
  const cj_u64 v40 = 8ull;
  const cj_u64 v41 = (cj_u64)v39;
  const cj_u64 v42 = v41 * v40;
  const cj_ptr v43 = v1 + v42;
  const cj_u64 v44 = *(const cj_u64 *)v43;
  const cj_u64 v45 = v44 - v15;
  const cj_ptr v46 = v20 + v45;
  const cj_u32 v47 = 8u;
  const cj_u32 v48 = 3u;
  const cj_u32 v49 = v2 + v48;
  const bool v50 = v49 >= v47;
  const cj_u32 v51 = v49 - v47;
  const cj_u32 v52 = v50 ? v51 : v49;
  const cj_u64 v53 = 8ull;
  const cj_u64 v54 = (cj_u64)v52;
  const cj_u64 v55 = v54 * v53;
  const cj_ptr v56 = v1 + v55;
  const cj_u64 v57 = *(const cj_u64 *)v56;
  const cj_u64 v58 = v57 - v15;
  const cj_ptr v59 = v20 + v58;
  const cj_u32 v60 = 8u;
  const cj_u32 v61 = 4u;
  const cj_u32 v62 = v2 + v61;
  const bool v63 = v62 >= v60;
  const cj_u32 v64 = v62 - v60;
  const cj_u32 v65 = v63 ? v64 : v62;
  const cj_u64 v66 = 8ull;
  const cj_u64 v67 = (cj_u64)v65;
  const cj_u64 v68 = v67 * v66;
  const cj_ptr v69 = v1 + v68;
  const cj_u64 v70 = *(const cj_u64 *)v69;
  const cj_u64 v71 = v70 - v15;
  const cj_ptr v72 = v20 + v71;
  const cj_u32 v73 = 8u;
  const cj_u32 v74 = 5u;
  const cj_u32 v75 = v2 + v74;
  const bool v76 = v75 >= v73;
  const cj_u32 v77 = v75 - v73;
  const cj_u32 v78 = v76 ? v77 : v75;
  const cj_u64 v79 = 8ull;
  const cj_u64 v80 = (cj_u64)v78;
  const cj_u64 v81 = v80 * v79;
  const cj_ptr v82 = v1 + v81;
  const cj_u64 v83 = *(const cj_u64 *)v82;
  const cj_u64 v84 = v83 - v15;
  const cj_ptr v85 = v20 + v84;
  const cj_u32 v86 = 8u;
  const cj_u32 v87 = 6u;
  const cj_u32 v88 = v2 + v87;
  const bool v89 = v88 >= v86;
  const cj_u32 v90 = v88 - v86;
  const cj_u32 v91 = v89 ? v90 : v88;
  const cj_u64 v92 = 8ull;
  const cj_u64 v93 = (cj_u64)v91;
  const cj_u64 v94 = v93 * v92;
  const cj_ptr v95 = v1 + v94;
  const cj_u64 v96 = *(const cj_u64 *)v95;
  const cj_u64 v97 = v96 - v15;
  const cj_ptr v98 = v20 + v97;
  const cj_u32 v99 = 8u;
  const cj_u32 v100 = 7u;
  const cj_u32 v101 = v2 + v100;
  const bool v102 = v101 >= v99;
  const cj_u32 v103 = v101 - v99;
  const cj_u32 v104 = v102 ? v103 : v101;
  const cj_u64 v105 = 8ull;
  const cj_u64 v106 = (cj_u64)v104;
  const cj_u64 v107 = v106 * v105;
  const cj_ptr v108 = v1 + v107;
  const cj_u64 v109 = *(const cj_u64 *)v108;
  const cj_u64 v110 = v109 - v15;
  const cj_ptr v111 = v20 + v110;
  // start: block barrier across 8 ranks
  cj_barrier();
  const cj_u32 v112 = 8u;
  const bool v113 = v9 < v112;
  if (v113) {
    const cj_u32 v114 = 8u;
    const cj_u32 v115 = v2 + v9;
    const cj_u32 v116 = v115 - v114;
    const bool v117 = v115 >= v114;
    const cj_u32 v118 = v117 ? v116 : v115;
    const cj_u32 v119 = v10 * v114;
    const cj_u64 v120 = 256ull;
    const cj_ptr v121 = v5 + v120;
    const cj_u32 v122 = v119 + v2;
    const cj_u32 v123 = v119 + v118;
    const cj_u64 v124 = 4ull;
    const cj_u64 v125 = (cj_u64)v122;
    const cj_u64 v126 = v125 * v124;
    const cj_u64 v127 = (cj_u64)v123;
    const cj_u64 v128 = v127 * v124;
    const cj_ptr v129 = v121 + v126;
    const cj_u64 v130 = 8ull;
    const cj_u64 v131 = (cj_u64)v118;
    const cj_u64 v132 = v131 * v130;
    const cj_ptr v133 = v1 + v132;
    const cj_u64 v134 = *(const cj_u64 *)v133;
    const cj_u64 v135 = v134 - v15;
    const cj_ptr v136 = v129 + v135;
    const cj_u32 v137 = 1u;
    const cj_u32 v138 = cj_atomic_add_release_system((cj_u32 *)v136, v137);
    const cj_u32 v139 = 1u;
    const cj_u32 v140 = v138 + v139;
    const cj_ptr v141 = v121 + v128;
    const cj_u32 v142 = 0u;
    const cj_u32 v143 = 1u;
    const cj_u64 v144 = cj_timer_ns();
    const cj_u32 v145 = x_failed0;
    x_done1 = v145;
    while (true) {
      const cj_u32 v146 = x_done1;
      const bool v147 = v146 == v142;
      if (!v147) break;
      const cj_u32 v148 = cj_atomic_load_acquire_system((cj_u32 *)v141);
      const cj_u32 v149 = 0u;
      const cj_u32 v150 = v148 - v140;
      const bool v151 = (cj_i32)v150 >= (cj_i32)v149;
      const cj_u64 v152 = cj_timer_ns();
      const cj_u64 v153 = v152 - v144;
      const bool v154 = v153 > v7;
      const cj_u32 v155 = cj_atomic_load_relaxed_device((cj_u32 *)v6);
      const bool v156 = v155 != v142;
      const bool v157 = v154 || v156;
      if (v151) {
        x_done1 = v143;
      } else {
        if (v157) {
          const cj_u32 v158 = 1u;
          cj_atomic_store_relaxed_system((cj_u32 *)v6, v158);
          x_failed0 = v143;
          x_done1 = v143;
        }
      }
    }
  }
  cj_barrier();
  const cj_u64 v159 = 16ull;
  const cj_u64 v160 = (cj_u64)v9;
  const cj_u64 v161 = v160 * v159;
  // partial tile: 250 vectors in block 0
  const cj_u32 v162 = 0u;
  const bool v163 = v10 == v162;
  if (v163) {
    const cj_u64 v164 = 256ull;
    const cj_u64 v165 = 250ull;
    const cj_u64 v166 = (cj_u64)v9;
    for (cj_u64 v167 = v166; v167 < v165; v167 += v164) {
      const cj_u64 v168 = 16ull;
      const cj_u64 v169 = v167 * v168;
      const cj_u64 v170 = 0ull;
      const cj_u64 v171 = v170 + v169;
      const cj_ptr v172 = v3 + v171;
      const cj_u32x4 v173 = *(const cj_u32x4 *)v172;
      const cj_ptr v174 = v20 + v171;
      *(cj_u32x4 *)v174 = v173;
      const cj_ptr v175 = v33 + v171;
      *(cj_u32x4 *)v175 = v173;
      const cj_ptr v176 = v46 + v171;
      *(cj_u32x4 *)v176 = v173;
      const cj_ptr v177 = v59 + v171;
      *(cj_u32x4 *)v177 = v173;
      const cj_ptr v178 = v72 + v171;
      *(cj_u32x4 *)v178 = v173;
      const cj_ptr v179 = v85 + v171;
      *(cj_u32x4 *)v179 = v173;
      const cj_ptr v180 = v98 + v171;
      *(cj_u32x4 *)v180 = v173;
      const cj_ptr v181 = v111 + v171;
      *(cj_u32x4 *)v181 = v173;
    }
  }
  // end: block barrier across 8 ranks
  cj_barrier();
  const cj_u32 v182 = 8u;
  const bool v183 = v9 < v182;
  if (v183) {
    const cj_u32 v184 = 8u;
    const cj_u32 v185 = v2 + v9;
    const cj_u32 v186 = v185 - v184;
    const bool v187 = v185 >= v184;
    const cj_u32 v188 = v187 ? v186 : v185;
    const cj_u32 v189 = v10 * v184;
    const cj_u64 v190 = 256ull;
    const cj_ptr v191 = v5 + v190;
    const cj_u32 v192 = v189 + v2;
    const cj_u32 v193 = v189 + v188;
    const cj_u64 v194 = 4ull;
    const cj_u64 v195 = (cj_u64)v192;
    const cj_u64 v196 = v195 * v194;
    const cj_u64 v197 = (cj_u64)v193;
    const cj_u64 v198 = v197 * v194;
    const cj_ptr v199 = v191 + v196;
    const cj_u64 v200 = 8ull;
    const cj_u64 v201 = (cj_u64)v188;
    const cj_u64 v202 = v201 * v200;
    const cj_ptr v203 = v1 + v202;
    const cj_u64 v204 = *(const cj_u64 *)v203;
    const cj_u64 v205 = v204 - v15;
    const cj_ptr v206 = v199 + v205;
    const cj_u32 v207 = 1u;
    const cj_u32 v208 = cj_atomic_add_release_system((cj_u32 *)v206, v207);
    const cj_u32 v209 = 1u;
    const cj_u32 v210 = v208 + v209;
    const cj_ptr v211 = v191 + v198;
    const cj_u32 v212 = 0u;
    const cj_u32 v213 = 1u;
    const cj_u64 v214 = cj_timer_ns();
    const cj_u32 v215 = x_failed0;
    x_done2 = v215;
    while (true) {
      const cj_u32 v216 = x_done2;
      const bool v217 = v216 == v212;
      if (!v217) break;
      const cj_u32 v218 = cj_atomic_load_acquire_system((cj_u32 *)v211);
      const cj_u32 v219 = 0u;
      const cj_u32 v220 = v218 - v210;
      const bool v221 = (cj_i32)v220 >= (cj_i32)v219;
      const cj_u64 v222 = cj_timer_ns();
      const cj_u64 v223 = v222 - v214;
      const bool v224 = v223 > v7;
      const cj_u32 v225 = cj_atomic_load_relaxed_device((cj_u32 *)v6);
      const bool v226 = v225 != v212;
      const bool v227 = v224 || v226;
      if (v221) {
        x_done2 = v213;
      } else {
        if (v227) {
          const cj_u32 v228 = 1u;
          cj_atomic_store_relaxed_system((cj_u32 *)v6, v228);
          x_failed0 = v213;
          x_done2 = v213;
        }
      }
    }
  }
  cj_barrier();
}
