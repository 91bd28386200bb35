// colljit kernel cj_allgather_push_f32_n1048576_w2_v16_b256x32_t4x1024_g128_bar_full_sm_90 (block 256, grid 128, sm_90)
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

extern "C" __global__ void __launch_bounds__(256) cj_allgather_push_f32_n1048576_w2_v16_b256x32_t4x1024_g128_bar_full_sm_90(cj_ptr p_heap_bases, cj_u32 p_rank, cj_ptr p_src, cj_ptr p_dst, cj_ptr p_sync, cj_ptr p_status, cj_u64 p_timeout_ns, cj_ptr p_work, cj_u64 p_n, cj_u32 p_nblocks) {
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
  const cj_u32 v19 = 128u;
  // all_gather push: 2 ranks x 4194304 bytes
  const cj_u64 v20 = (cj_u64)v2;
  const cj_u64 v21 = 0x400000ull;
  const cj_u64 v22 = v20 * v21;
  const cj_ptr v23 = v4 + v22;
  const cj_u32 v24 = 2u;
  const cj_u32 v25 = 1u;
  const cj_u32 v26 = v2 + v25;
  const bool v27 = v26 >= v24;
  const cj_u32 v28 = v26 - v24;
  const cj_u32 v29 = v27 ? v28 : v26;
  const cj_u64 v30 = 8ull;
  const cj_u64 v31 = (cj_u64)v29;
  const cj_u64 v32 = v31 * v30;
  const cj_ptr v33 = v1 + v32;
  const cj_u64 v34 = *(const cj_u64 *)v33;
  const cj_u64 v35 = v34 - v17;
  const cj_ptr v36 = v23 + v35;
  // start: block barrier across 2 ranks
  const cj_u32 v37 = 2u;
  const cj_u64 v38 = 4ull;
  const bool v39 = v11 < v37;
  const cj_u64 v40 = 256ull;
  const cj_ptr v41 = v5 + v40;
  const cj_u32 v42 = v12 * v37;
  const cj_u32 v43 = v42 + v2;
  const cj_u64 v44 = (cj_u64)v43;
  const cj_u64 v45 = v44 * v38;
  const cj_ptr v46 = v41 + v45;
  const cj_u32 v47 = 0u;
  x_count1 = v47;
  if (v39) {
    const cj_u32 v48 = cj_atomic_load_relaxed_device((cj_u32 *)v46);
    x_count1 = v48;
  }
  cj_barrier();
  if (v39) {
    const cj_u32 v49 = v2 + v11;
    const cj_u32 v50 = v49 - v37;
    const bool v51 = v49 >= v37;
    const cj_u32 v52 = v51 ? v50 : v49;
    const cj_u32 v53 = v42 + v52;
    const cj_u64 v54 = (cj_u64)v53;
    const cj_u64 v55 = v54 * v38;
    const cj_u32 v56 = 1u;
    const cj_u32 v57 = x_count1;
    const cj_u32 v58 = v57 + v56;
    const cj_u64 v59 = 8ull;
    const cj_u64 v60 = (cj_u64)v52;
    const cj_u64 v61 = v60 * v59;
    const cj_ptr v62 = v1 + v61;
    const cj_u64 v63 = *(const cj_u64 *)v62;
    const cj_u64 v64 = v63 - v17;
    const cj_ptr v65 = v46 + v64;
    cj_atomic_store_release_system((cj_u32 *)v65, v58);
    const cj_ptr v66 = v41 + v55;
    const cj_u32 v67 = 0u;
    const cj_u32 v68 = 1u;
    const cj_u64 v69 = cj_timer_ns();
    const cj_u32 v70 = x_failed0;
    x_done2 = v70;
    while (true) {
      const cj_u32 v71 = x_done2;
      const bool v72 = v71 == v67;
      if (!v72) break;
      const cj_u32 v73 = cj_atomic_load_relaxed_system((cj_u32 *)v66);
      const cj_u32 v74 = 0u;
      const cj_u32 v75 = v73 - v58;
      const bool v76 = (cj_i32)v75 >= (cj_i32)v74;
      const cj_u64 v77 = cj_timer_ns();
      const cj_u64 v78 = v77 - v69;
      const bool v79 = v78 > v7;
      const cj_u32 v80 = cj_atomic_load_relaxed_device((cj_u32 *)v6);
      const bool v81 = v80 != v67;
      const bool v82 = v79 || v81;
      if (v76) {
        x_done2 = v68;
      } else {
        if (v82) {
          const cj_u32 v83 = 1u;
          cj_atomic_store_relaxed_system((cj_u32 *)v6, v83);
          x_failed0 = v68;
          x_done2 = v68;
        }
      }
    }
    const cj_u32 v84 = cj_atomic_load_acquire_system((cj_u32 *)v66);
  }
  cj_barrier();
  // 256 full tiles of 16384 bytes: 4 vectors of 16 bytes per thread
  const cj_u32 v85 = 16u;
  const cj_u32 v86 = v11 * v85;
  const cj_u64 v87 = 128ull;
  const cj_u64 v88 = 256ull;
  const cj_u64 v89 = (cj_u64)v12;
  for (cj_u64 v90 = v89; v90 < v88; v90 += v87) {
    const cj_u32 v91 = (cj_u32)v90;
    const cj_u32 v92 = 16384u;
    const cj_u32 v93 = v91 * v92;
    const cj_u32 v94 = v93 + v86;
    const cj_u64 v95 = (cj_u64)v94;
    const cj_u32 v96 = 4096u;
    const cj_u32 v97 = v94 + v96;
    const cj_u64 v98 = (cj_u64)v97;
    const cj_u32 v99 = 8192u;
    const cj_u32 v100 = v94 + v99;
    const cj_u64 v101 = (cj_u64)v100;
    const cj_u32 v102 = 12288u;
    const cj_u32 v103 = v94 + v102;
    const cj_u64 v104 = (cj_u64)v103;
    const cj_ptr v105 = v3 + v95;
    const cj_u32x4 v106 = *(const cj_u32x4 *)v105;
    const cj_ptr v107 = v3 + v98;
    const cj_u32x4 v108 = *(const cj_u32x4 *)v107;
    const cj_ptr v109 = v3 + v101;
    const cj_u32x4 v110 = *(const cj_u32x4 *)v109;
    const cj_ptr v111 = v3 + v104;
    const cj_u32x4 v112 = *(const cj_u32x4 *)v111;
    const cj_ptr v113 = v23 + v95;
    *(cj_u32x4 *)v113 = v106;
    const cj_ptr v114 = v23 + v98;
    *(cj_u32x4 *)v114 = v108;
    const cj_ptr v115 = v23 + v101;
    *(cj_u32x4 *)v115 = v110;
    const cj_ptr v116 = v23 + v104;
    *(cj_u32x4 *)v116 = v112;
    const cj_ptr v117 = v36 + v95;
    *(cj_u32x4 *)v117 = v106;
    const cj_ptr v118 = v36 + v98;
    *(cj_u32x4 *)v118 = v108;
    const cj_ptr v119 = v36 + v101;
    *(cj_u32x4 *)v119 = v110;
    const cj_ptr v120 = v36 + v104;
    *(cj_u32x4 *)v120 = v112;
  }
  // end: block barrier across 2 ranks
  const cj_u32 v121 = 2u;
  const cj_u64 v122 = 4ull;
  const bool v123 = v11 < v121;
  const cj_u64 v124 = 256ull;
  const cj_ptr v125 = v5 + v124;
  const cj_u32 v126 = v12 * v121;
  const cj_u32 v127 = v126 + v2;
  const cj_u64 v128 = (cj_u64)v127;
  const cj_u64 v129 = v128 * v122;
  const cj_ptr v130 = v125 + v129;
  const cj_u32 v131 = 0u;
  x_count3 = v131;
  if (v123) {
    const cj_u32 v132 = cj_atomic_load_relaxed_device((cj_u32 *)v130);
    x_count3 = v132;
  }
  cj_barrier();
  if (v123) {
    const cj_u32 v133 = v2 + v11;
    const cj_u32 v134 = v133 - v121;
    const bool v135 = v133 >= v121;
    const cj_u32 v136 = v135 ? v134 : v133;
    const cj_u32 v137 = v126 + v136;
    const cj_u64 v138 = (cj_u64)v137;
    const cj_u64 v139 = v138 * v122;
    const cj_u32 v140 = 1u;
    const cj_u32 v141 = x_count3;
    const cj_u32 v142 = v141 + v140;
    const cj_u64 v143 = 8ull;
    const cj_u64 v144 = (cj_u64)v136;
    const cj_u64 v145 = v144 * v143;
    const cj_ptr v146 = v1 + v145;
    const cj_u64 v147 = *(const cj_u64 *)v146;
    const cj_u64 v148 = v147 - v17;
    const cj_ptr v149 = v130 + v148;
    cj_atomic_store_release_system((cj_u32 *)v149, v142);
    const cj_ptr v150 = v125 + v139;
    const cj_u32 v151 = 0u;
    const cj_u32 v152 = 1u;
    const cj_u64 v153 = cj_timer_ns();
    const cj_u32 v154 = x_failed0;
    x_done4 = v154;
    while (true) {
      const cj_u32 v155 = x_done4;
      const bool v156 = v155 == v151;
      if (!v156) break;
      const cj_u32 v157 = cj_atomic_load_relaxed_system((cj_u32 *)v150);
      const cj_u32 v158 = 0u;
      const cj_u32 v159 = v157 - v142;
      const bool v160 = (cj_i32)v159 >= (cj_i32)v158;
      const cj_u64 v161 = cj_timer_ns();
      const cj_u64 v162 = v161 - v153;
      const bool v163 = v162 > v7;
      const cj_u32 v164 = cj_atomic_load_relaxed_device((cj_u32 *)v6);
      const bool v165 = v164 != v151;
      const bool v166 = v163 || v165;
      if (v160) {
        x_done4 = v152;
      } else {
        if (v166) {
          const cj_u32 v167 = 1u;
          cj_atomic_store_relaxed_system((cj_u32 *)v6, v167);
          x_failed0 = v152;
          x_done4 = v152;
        }
      }
    }
    const cj_u32 v168 = cj_atomic_load_acquire_system((cj_u32 *)v150);
  }
  cj_barrier();
}
