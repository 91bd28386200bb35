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

extern "C" __global__ void __launch_bounds__(256) cj_broadcast_push_bf16_n65536_w8_r3_v16_b256x32_t4x2048_g8_bar_full_sm_90(cj_ptr p_heap_bases, cj_u32 p_rank, cj_ptr p_src, cj_ptr p_dst, cj_ptr p_sync, cj_ptr p_status, cj_u64 p_timeout_ns, cj_ptr p_work) {
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
  // broadcast push from rank 3: 131072 bytes
  const cj_u32 v17 = 8u;
  const cj_u32 v18 = 1u;
  const cj_u32 v19 = v2 + v18;
  const bool v20 = v19 >= v17;
  const cj_u32 v21 = v19 - v17;
  const cj_u32 v22 = v20 ? v21 : v19;
  const cj_u64 v23 = 8ull;
  const cj_u64 v24 = (cj_u64)v22;
  const cj_u64 v25 = v24 * v23;
  const cj_ptr v26 = v1 + v25;
  const cj_u64 v27 = *(const cj_u64 *)v26;
  const cj_u64 v28 = v27 - v15;
  const cj_ptr v29 = v4 + v28;
  const cj_u32 v30 = 8u;
  const cj_u32 v31 = 2u;
  const cj_u32 v32 = v2 + v31;
  const bool v33 = v32 >= v30;
  const cj_u32 v34 = v32 - v30;
  const cj_u32 v35 = v33 ? v34 : v32;
  const cj_u64 v36 = 8ull;
  const cj_u64 v37 = (cj_u64)v35;
  const cj_u64 v38 = v37 * v36;
  const cj_ptr v39 = v1 + v38;
  const cj_u64 v40 = *(const cj_u64 *)v39;
  const cj_u64 v41 = v40 - v15;
  const cj_ptr v42 = v4 + v41;
  const cj_u32 v43 = 8u;
  const cj_u32 v44 = 3u;
  const cj_u32 v45 = v2 + v44;
  const bool v46 = v45 >= v43;
  const cj_u32 v47 = v45 - v43;
  const cj_u32 v48 = v46 ? v47 : v45;
  const cj_u64 v49 = 8ull;
  const cj_u64 v50 = (cj_u64)v48;
  const cj_u64 v51 = v50 * v49;
  const cj_ptr v52 = v1 + v51;
  const cj_u64 v53 = *(const cj_u64 *)v52;
  const cj_u64 v54 = v53 - v15;
  const cj_ptr v55 = v4 + v54;
  const cj_u32 v56 = 8u;
  const cj_u32 v57 = 4u;
  const cj_u32 v58 = v2 + v57;
  const bool v59 = v58 >= v56;
  const cj_u32 v60 = v58 - v56;
  const cj_u32 v61 = v59 ? v60 : v58;
  const cj_u64 v62 = 8ull;
  const cj_u64 v63 = (cj_u64)v61;
  const cj_u64 v64 = v63 * v62;
  const cj_ptr v65 = v1 + v64;
  const cj_u64 v66 = *(const cj_u64 *)v65;
  const cj_u64 v67 = v66 - v15;
  const cj_ptr v68 = v4 + v67;
  const cj_u32 v69 = 8u;
  const cj_u32 v70 = 5u;
  const cj_u32 v71 = v2 + v70;
  const bool v72 = v71 >= v69;
  const cj_u32 v73 = v71 - v69;
  const cj_u32 v74 = v72 ? v73 : v71;
  const cj_u64 v75 = 8ull;
  const cj_u64 v76 = (cj_u64)v74;
  const cj_u64 v77 = v76 * v75;
  const cj_ptr v78 = v1 + v77;
  const cj_u64 v79 = *(const cj_u64 *)v78;
  const cj_u64 v80 = v79 - v15;
  const cj_ptr v81 = v4 + v80;
  const cj_u32 v82 = 8u;
  const cj_u32 v83 = 6u;
  const cj_u32 v84 = v2 + v83;
  const bool v85 = v84 >= v82;
  const cj_u32 v86 = v84 - v82;
  const cj_u32 v87 = v85 ? v86 : v84;
  const cj_u64 v88 = 8ull;
  const cj_u64 v89 = (cj_u64)v87;
  const cj_u64 v90 = v89 * v88;
  const cj_ptr v91 = v1 + v90;
  const cj_u64 v92 = *(const cj_u64 *)v91;
  const cj_u64 v93 = v92 - v15;
  const cj_ptr v94 = v4 + v93;
  const cj_u32 v95 = 8u;
  const cj_u32 v96 = 7u;
  const cj_u32 v97 = v2 + v96;
  const bool v98 = v97 >= v95;
  const cj_u32 v99 = v97 - v95;
  const cj_u32 v100 = v98 ? v99 : v97;
  const cj_u64 v101 = 8ull;
  const cj_u64 v102 = (cj_u64)v100;
  const cj_u64 v103 = v102 * v101;
  const cj_ptr v104 = v1 + v103;
  const cj_u64 v105 = *(const cj_u64 *)v104;
  const cj_u64 v106 = v105 - v15;
  const cj_ptr v107 = v4 + v106;
  // start: block barrier across 8 ranks
  cj_barrier();
  const cj_u32 v108 = 8u;
  const bool v109 = v9 < v108;
  if (v109) {
    const cj_u32 v110 = 8u;
    const cj_u32 v111 = v2 + v9;
    const cj_u32 v112 = v111 - v110;
    const bool v113 = v111 >= v110;
    const cj_u32 v114 = v113 ? v112 : v111;
    const cj_u32 v115 = v10 * v110;
    const cj_u64 v116 = 256ull;
    const cj_ptr v117 = v5 + v116;
    const cj_u32 v118 = v115 + v2;
    const cj_u32 v119 = v115 + v114;
    const cj_u64 v120 = 4ull;
    const cj_u64 v121 = (cj_u64)v118;
    const cj_u64 v122 = v121 * v120;
    const cj_u64 v123 = (cj_u64)v119;
    const cj_u64 v124 = v123 * v120;
    const cj_ptr v125 = v117 + v122;
    const cj_u64 v126 = 8ull;
    const cj_u64 v127 = (cj_u64)v114;
    const cj_u64 v128 = v127 * v126;
    const cj_ptr v129 = v1 + v128;
    const cj_u64 v130 = *(const cj_u64 *)v129;
    const cj_u64 v131 = v130 - v15;
    const cj_ptr v132 = v125 + v131;
    const cj_u32 v133 = 1u;
    const cj_u32 v134 = cj_atomic_add_release_system((cj_u32 *)v132, v133);
    const cj_u32 v135 = 1u;
    const cj_u32 v136 = v134 + v135;
    const cj_ptr v137 = v117 + v124;
    const cj_u32 v138 = 0u;
    const cj_u32 v139 = 1u;
    const cj_u64 v140 = cj_timer_ns();
    const cj_u32 v141 = x_failed0;
    x_done1 = v141;
    while (true) {
      const cj_u32 v142 = x_done1;
      const bool v143 = v142 == v138;
      if (!v143) break;
      const cj_u32 v144 = cj_atomic_load_acquire_system((cj_u32 *)v137);
      const cj_u32 v145 = 0u;
      const cj_u32 v146 = v144 - v136;
      const bool v147 = (cj_i32)v146 >= (cj_i32)v145;
      const cj_u64 v148 = cj_timer_ns();
      const cj_u64 v149 = v148 - v140;
      const bool v150 = v149 > v7;
      const cj_u32 v151 = cj_atomic_load_relaxed_device((cj_u32 *)v6);
      const bool v152 = v151 != v138;
      const bool v153 = v150 || v152;
      if (v147) {
        x_done1 = v139;
      } else {
        if (v153) {
          const cj_u32 v154 = 1u;
          cj_atomic_store_relaxed_system((cj_u32 *)v6, v154);
          x_failed0 = v139;
          x_done1 = v139;
        }
      }
    }
  }
  cj_barrier();
  const cj_u32 v155 = 3u;
  const bool v156 = v2 == v155;
  if (v156) {
    const cj_u64 v157 = 16ull;
    const cj_u64 v158 = (cj_u64)v9;
    const cj_u64 v159 = v158 * v157;
    // 8 full tiles of 16384 bytes: 4 vectors of 16 bytes per thread
    const cj_u64 v160 = 8ull;
    const cj_u64 v161 = 8ull;
    const cj_u64 v162 = (cj_u64)v10;
    for (cj_u64 v163 = v162; v163 < v161; v163 += v160) {
      const cj_u64 v164 = 16384ull;
      const cj_u64 v165 = v163 * v164;
      const cj_u64 v166 = v159 + v165;
      const cj_u64 v167 = 4096ull;
      const cj_u64 v168 = v166 + v167;
      const cj_u64 v169 = 8192ull;
      const cj_u64 v170 = v166 + v169;
      const cj_u64 v171 = 12288ull;
      const cj_u64 v172 = v166 + v171;
      const cj_ptr v173 = v3 + v166;
      const cj_u32x4 v174 = *(const cj_u32x4 *)v173;
      const cj_ptr v175 = v3 + v168;
      const cj_u32x4 v176 = *(const cj_u32x4 *)v175;
      const cj_ptr v177 = v3 + v170;
      const cj_u32x4 v178 = *(const cj_u32x4 *)v177;
      const cj_ptr v179 = v3 + v172;
      const cj_u32x4 v180 = *(const cj_u32x4 *)v179;
      const cj_ptr v181 = v4 + v166;
      *(cj_u32x4 *)v181 = v174;
      const cj_ptr v182 = v4 + v168;
      *(cj_u32x4 *)v182 = v176;
      const cj_ptr v183 = v4 + v170;
      *(cj_u32x4 *)v183 = v178;
      const cj_ptr v184 = v4 + v172;
      *(cj_u32x4 *)v184 = v180;
      const cj_ptr v185 = v29 + v166;
      *(cj_u32x4 *)v185 = v174;
      const cj_ptr v186 = v29 + v168;
      *(cj_u32x4 *)v186 = v176;
      const cj_ptr v187 = v29 + v170;
      *(cj_u32x4 *)v187 = v178;
      const cj_ptr v188 = v29 + v172;
      *(cj_u32x4 *)v188 = v180;
      const cj_ptr v189 = v42 + v166;
      *(cj_u32x4 *)v189 = v174;
      const cj_ptr v190 = v42 + v168;
      *(cj_u32x4 *)v190 = v176;
      const cj_ptr v191 = v42 + v170;
      *(cj_u32x4 *)v191 = v178;
      const cj_ptr v192 = v42 + v172;
      *(cj_u32x4 *)v192 = v180;
      const cj_ptr v193 = v55 + v166;
      *(cj_u32x4 *)v193 = v174;
      const cj_ptr v194 = v55 + v168;
      *(cj_u32x4 *)v194 = v176;
      const cj_ptr v195 = v55 + v170;
      *(cj_u32x4 *)v195 = v178;
      const cj_ptr v196 = v55 + v172;
      *(cj_u32x4 *)v196 = v180;
      const cj_ptr v197 = v68 + v166;
      *(cj_u32x4 *)v197 = v174;
      const cj_ptr v198 = v68 + v168;
      *(cj_u32x4 *)v198 = v176;
      const cj_ptr v199 = v68 + v170;
      *(cj_u32x4 *)v199 = v178;
      const cj_ptr v200 = v68 + v172;
      *(cj_u32x4 *)v200 = v180;
      const cj_ptr v201 = v81 + v166;
      *(cj_u32x4 *)v201 = v174;
      const cj_ptr v202 = v81 + v168;
      *(cj_u32x4 *)v202 = v176;
      const cj_ptr v203 = v81 + v170;
      *(cj_u32x4 *)v203 = v178;
      const cj_ptr v204 = v81 + v172;
      *(cj_u32x4 *)v204 = v180;
      const cj_ptr v205 = v94 + v166;
      *(cj_u32x4 *)v205 = v174;
      const cj_ptr v206 = v94 + v168;
      *(cj_u32x4 *)v206 = v176;
      const cj_ptr v207 = v94 + v170;
      *(cj_u32x4 *)v207 = v178;
      const cj_ptr v208 = v94 + v172;
      *(cj_u32x4 *)v208 = v180;
      const cj_ptr v209 = v107 + v166;
      *(cj_u32x4 *)v209 = v174;
      const cj_ptr v210 = v107 + v168;
      *(cj_u32x4 *)v210 = v176;
      const cj_ptr v211 = v107 + v170;
      *(cj_u32x4 *)v211 = v178;
      const cj_ptr v212 = v107 + v172;
      *(cj_u32x4 *)v212 = v180;
    }
  }
  // end: block barrier across 8 ranks
  cj_barrier();
  const cj_u32 v213 = 8u;
  const bool v214 = v9 < v213;
  if (v214) {
    const cj_u32 v215 = 8u;
    const cj_u32 v216 = v2 + v9;
    const cj_u32 v217 = v216 - v215;
    const bool v218 = v216 >= v215;
    const cj_u32 v219 = v218 ? v217 : v216;
    const cj_u32 v220 = v10 * v215;
    const cj_u64 v221 = 256ull;
    const cj_ptr v222 = v5 + v221;
    const cj_u32 v223 = v220 + v2;
    const cj_u32 v224 = v220 + v219;
    const cj_u64 v225 = 4ull;
    const cj_u64 v226 = (cj_u64)v223;
    const cj_u64 v227 = v226 * v225;
    const cj_u64 v228 = (cj_u64)v224;
    const cj_u64 v229 = v228 * v225;
    const cj_ptr v230 = v222 + v227;
    const cj_u64 v231 = 8ull;
    const cj_u64 v232 = (cj_u64)v219;
    const cj_u64 v233 = v232 * v231;
    const cj_ptr v234 = v1 + v233;
    const cj_u64 v235 = *(const cj_u64 *)v234;
    const cj_u64 v236 = v235 - v15;
    const cj_ptr v237 = v230 + v236;
    const cj_u32 v238 = 1u;
    const cj_u32 v239 = cj_atomic_add_release_system((cj_u32 *)v237, v238);
    const cj_u32 v240 = 1u;
    const cj_u32 v241 = v239 + v240;
    const cj_ptr v242 = v222 + v229;
    const cj_u32 v243 = 0u;
    const cj_u32 v244 = 1u;
    const cj_u64 v245 = cj_timer_ns();
    const cj_u32 v246 = x_failed0;
    x_done2 = v246;
    while (true) {
      const cj_u32 v247 = x_done2;
      const bool v248 = v247 == v243;
      if (!v248) break;
      const cj_u32 v249 = cj_atomic_load_acquire_system((cj_u32 *)v242);
      const cj_u32 v250 = 0u;
      const cj_u32 v251 = v249 - v241;
      const bool v252 = (cj_i32)v251 >= (cj_i32)v250;
      const cj_u64 v253 = cj_timer_ns();
      const cj_u64 v254 = v253 - v245;
      const bool v255 = v254 > v7;
      const cj_u32 v256 = cj_atomic_load_relaxed_device((cj_u32 *)v6);
      const bool v257 = v256 != v243;
      const bool v258 = v255 || v257;
      if (v252) {
        x_done2 = v244;
      } else {
        if (v258) {
          const cj_u32 v259 = 1u;
          cj_atomic_store_relaxed_system((cj_u32 *)v6, v259);
          x_failed0 = v244;
          x_done2 = v244;
        }
      }
    }
  }
  cj_barrier();
}
