// colljit kernel cj_allgather_push_f32_n1048576_w2_v16_b256x64_t4x1024_g32_bar_full_gfx942 (block 256, grid 32, gfx942)
// ---- colljit prelude: AMD (hiprtc, clang) ----------------------------------------------------
// The vocabulary every printed kernel uses. The NVIDIA prelude defines the same names.

typedef unsigned short cj_u16;
typedef unsigned int cj_u32;
typedef int cj_i32;
typedef short cj_i16;
typedef unsigned long long cj_u64;
typedef long long cj_i64;
typedef char *cj_ptr;
typedef cj_u32 cj_u32x2 __attribute__((ext_vector_type(2)));
typedef cj_u32 cj_u32x4 __attribute__((ext_vector_type(4)));

#define CJ_DEV __device__ __attribute__((always_inline)) inline

CJ_DEV cj_u32x2 cj_splat_u32x2(cj_u32 x) { return (cj_u32x2){x, x}; }
CJ_DEV cj_u32x4 cj_splat_u32x4(cj_u32 x) { return (cj_u32x4){x, x, x, x}; }

// ---- ids, clock, barrier ---------------------------------------------------------------------
CJ_DEV cj_u32 cj_tid() { return __builtin_amdgcn_workitem_id_x(); }
CJ_DEV cj_u32 cj_bid() { return __builtin_amdgcn_workgroup_id_x(); }
// s_memrealtime counts at 100 MHz on gfx90a and gfx942.
CJ_DEV cj_u64 cj_timer_ns() { return __builtin_amdgcn_s_memrealtime() * 10ull; }
CJ_DEV void cj_barrier() { __syncthreads(); }

// ---- bits and floats -------------------------------------------------------------------------
CJ_DEV float cj_f32_from_bits(cj_u32 u) { return __builtin_bit_cast(float, u); }
CJ_DEV cj_u32 cj_f32_bits(float f) { return __builtin_bit_cast(cj_u32, f); }
// IEEE minNum / maxNum: a NaN operand yields the other operand.
CJ_DEV float cj_fminf(float a, float b) { return __builtin_fminf(a, b); }
CJ_DEV float cj_fmaxf(float a, float b) { return __builtin_fmaxf(a, b); }

// f16 through the hardware conversions; NaNs are made quiet explicitly (sign kept).
CJ_DEV float cj_f16_to_f32(cj_u16 h) {
  if ((h & 0x7fffu) > 0x7c00u)
    return cj_f32_from_bits(((cj_u32)(h & 0x8000u) << 16) | 0x7fc00000u | ((h & 0x3ffu) << 13));
  return (float)__builtin_bit_cast(_Float16, h);
}
CJ_DEV cj_u16 cj_f32_to_f16(float f) {
  cj_u32 u = cj_f32_bits(f);
  if ((u & 0x7fffffffu) > 0x7f800000u)
    return (cj_u16)(((u >> 16) & 0x8000u) | 0x7e00u | ((u >> 13) & 0x3ffu));
  return __builtin_bit_cast(cj_u16, (_Float16)f);
}

// ---- memory: under-aligned, streaming (nontemporal) and volatile accesses --------------------
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
  __builtin_memcpy(&v, w, sizeof(T));
  return v;
}
template <typename T, int A> CJ_DEV void cj_st_align(char *p, T v) {
  typedef typename cj_uint_of<A>::t U;
  U w[sizeof(T) / A];
  __builtin_memcpy(w, &v, sizeof(T));
  for (int i = 0; i < (int)(sizeof(T) / A); i++) ((U *)p)[i] = w[i];
}
template <typename T> CJ_DEV T cj_ld_stream(const T *p) { return __builtin_nontemporal_load(p); }
template <typename T> CJ_DEV void cj_st_stream(T *p, T v) { __builtin_nontemporal_store(v, p); }
template <typename T> CJ_DEV T cj_ld_volatile(const T *p) { return *(const volatile T *)p; }
template <typename T> CJ_DEV void cj_st_volatile(T *p, T v) { *(volatile T *)p = v; }

// ---- atomics and fences: cj_atomic_<op>_<order>_<scope>, on cj_u32 and cj_u64 ---------------
#define CJ_SCOPE_block __HIP_MEMORY_SCOPE_WORKGROUP
#define CJ_SCOPE_device __HIP_MEMORY_SCOPE_AGENT
#define CJ_SCOPE_system __HIP_MEMORY_SCOPE_SYSTEM
#define CJ_ORDER_relaxed __ATOMIC_RELAXED
#define CJ_ORDER_acquire __ATOMIC_ACQUIRE
#define CJ_ORDER_release __ATOMIC_RELEASE
#define CJ_ORDER_acq_rel __ATOMIC_ACQ_REL
// The order of a failed compare-exchange: no release part.
#define CJ_FAIL_relaxed __ATOMIC_RELAXED
#define CJ_FAIL_acquire __ATOMIC_ACQUIRE
#define CJ_FAIL_release __ATOMIC_RELAXED
#define CJ_FAIL_acq_rel __ATOMIC_ACQUIRE
#define CJ_FENCE_SCOPE_block "workgroup"
#define CJ_FENCE_SCOPE_device "agent"
#define CJ_FENCE_SCOPE_system ""

#define CJ_ATOMIC_RMW(name, builtin, o, s)                                                      \
  template <typename T> CJ_DEV T cj_atomic_##name##_##o##_##s(T *p, T v) {                      \
    return builtin(p, v, CJ_ORDER_##o, CJ_SCOPE_##s);                                           \
  }
#define CJ_ATOMIC_ORDER_SCOPE(o, s)                                                             \
  CJ_ATOMIC_RMW(add, __hip_atomic_fetch_add, o, s)                                              \
  CJ_ATOMIC_RMW(xchg, __hip_atomic_exchange, o, s)                                              \
  CJ_ATOMIC_RMW(umax, __hip_atomic_fetch_max, o, s)                                             \
  CJ_ATOMIC_RMW(or, __hip_atomic_fetch_or, o, s)                                                \
  template <typename T> CJ_DEV T cj_atomic_cas_##o##_##s(T *p, T expect, T desired) {           \
    __hip_atomic_compare_exchange_strong(p, &expect, desired, CJ_ORDER_##o, CJ_FAIL_##o,        \
                                         CJ_SCOPE_##s);                                         \
    return expect;                                                                              \
  }
#define CJ_ATOMIC_LOAD(o, s)                                                                    \
  template <typename T> CJ_DEV T cj_atomic_load_##o##_##s(T *p) {                               \
    return __hip_atomic_load(p, CJ_ORDER_##o, CJ_SCOPE_##s);                                    \
  }
#define CJ_ATOMIC_STORE(o, s)                                                                   \
  template <typename T> CJ_DEV void cj_atomic_store_##o##_##s(T *p, T v) {                      \
    __hip_atomic_store(p, v, CJ_ORDER_##o, CJ_SCOPE_##s);                                       \
  }
#define CJ_FENCE(o, s)                                                                          \
  CJ_DEV void cj_fence_##o##_##s() { __builtin_amdgcn_fence(CJ_ORDER_##o, CJ_FENCE_SCOPE_##s); }
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

extern "C" __global__ void __launch_bounds__(256) cj_allgather_push_f32_n1048576_w2_v16_b256x64_t4x1024_g32_bar_full_gfx942(cj_ptr p_heap_bases, cj_u32 p_rank, cj_ptr p_src, cj_ptr p_dst, cj_ptr p_sync, cj_ptr p_status, cj_u64 p_timeout_ns, cj_ptr p_work) {
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
  // all_gather push: 2 ranks x 4194304 bytes
  const cj_u64 v17 = (cj_u64)v2;
  const cj_u64 v18 = 0x400000ull;
  const cj_u64 v19 = v17 * v18;
  const cj_ptr v20 = v4 + v19;
  const cj_u32 v21 = 2u;
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
  // start: block barrier across 2 ranks
  cj_barrier();
  const cj_u32 v34 = 2u;
  const bool v35 = v9 < v34;
  if (v35) {
    const cj_u32 v36 = 2u;
    const cj_u32 v37 = v2 + v9;
    const cj_u32 v38 = v37 - v36;
    const bool v39 = v37 >= v36;
    const cj_u32 v40 = v39 ? v38 : v37;
    const cj_u32 v41 = v10 * v36;
    const cj_u64 v42 = 256ull;
    const cj_ptr v43 = v5 + v42;
    const cj_u32 v44 = v41 + v2;
    const cj_u32 v45 = v41 + v40;
    const cj_u64 v46 = 4ull;
    const cj_u64 v47 = (cj_u64)v44;
    const cj_u64 v48 = v47 * v46;
    const cj_u64 v49 = (cj_u64)v45;
    const cj_u64 v50 = v49 * v46;
    const cj_ptr v51 = v43 + v48;
    const cj_u64 v52 = 8ull;
    const cj_u64 v53 = (cj_u64)v40;
    const cj_u64 v54 = v53 * v52;
    const cj_ptr v55 = v1 + v54;
    const cj_u64 v56 = *(const cj_u64 *)v55;
    const cj_u64 v57 = v56 - v15;
    const cj_ptr v58 = v51 + v57;
    const cj_u32 v59 = 1u;
    const cj_u32 v60 = cj_atomic_add_release_system((cj_u32 *)v58, v59);
    const cj_u32 v61 = 1u;
    const cj_u32 v62 = v60 + v61;
    const cj_ptr v63 = v43 + v50;
    const cj_u32 v64 = 0u;
    const cj_u32 v65 = 1u;
    const cj_u64 v66 = cj_timer_ns();
    const cj_u32 v67 = x_failed0;
    x_done1 = v67;
    while (true) {
      const cj_u32 v68 = x_done1;
      const bool v69 = v68 == v64;
      if (!v69) break;
      const cj_u32 v70 = cj_atomic_load_acquire_system((cj_u32 *)v63);
      const cj_u32 v71 = 0u;
      const cj_u32 v72 = v70 - v62;
      const bool v73 = (cj_i32)v72 >= (cj_i32)v71;
      const cj_u64 v74 = cj_timer_ns();
      const cj_u64 v75 = v74 - v66;
      const bool v76 = v75 > v7;
      const cj_u32 v77 = cj_atomic_load_relaxed_device((cj_u32 *)v6);
      const bool v78 = v77 != v64;
      const bool v79 = v76 || v78;
      if (v73) {
        x_done1 = v65;
      } else {
        if (v79) {
          const cj_u32 v80 = 1u;
          cj_atomic_store_relaxed_system((cj_u32 *)v6, v80);
          x_failed0 = v65;
          x_done1 = v65;
        }
      }
    }
  }
  cj_barrier();
  const cj_u64 v81 = 16ull;
  const cj_u64 v82 = (cj_u64)v9;
  const cj_u64 v83 = v82 * v81;
  // 256 full tiles of 16384 bytes: 4 vectors of 16 bytes per thread
  const cj_u64 v84 = 32ull;
  const cj_u64 v85 = 256ull;
  const cj_u64 v86 = (cj_u64)v10;
  for (cj_u64 v87 = v86; v87 < v85; v87 += v84) {
    const cj_u64 v88 = 16384ull;
    const cj_u64 v89 = v87 * v88;
    const cj_u64 v90 = v83 + v89;
    const cj_u64 v91 = 4096ull;
    const cj_u64 v92 = v90 + v91;
    const cj_u64 v93 = 8192ull;
    const cj_u64 v94 = v90 + v93;
    const cj_u64 v95 = 12288ull;
    const cj_u64 v96 = v90 + v95;
    const cj_ptr v97 = v3 + v90;
    const cj_u32x4 v98 = *(const cj_u32x4 *)v97;
    const cj_ptr v99 = v3 + v92;
    const cj_u32x4 v100 = *(const cj_u32x4 *)v99;
    const cj_ptr v101 = v3 + v94;
    const cj_u32x4 v102 = *(const cj_u32x4 *)v101;
    const cj_ptr v103 = v3 + v96;
    const cj_u32x4 v104 = *(const cj_u32x4 *)v103;
    const cj_ptr v105 = v20 + v90;
    *(cj_u32x4 *)v105 = v98;
    const cj_ptr v106 = v20 + v92;
    *(cj_u32x4 *)v106 = v100;
    const cj_ptr v107 = v20 + v94;
    *(cj_u32x4 *)v107 = v102;
    const cj_ptr v108 = v20 + v96;
    *(cj_u32x4 *)v108 = v104;
    const cj_ptr v109 = v33 + v90;
    *(cj_u32x4 *)v109 = v98;
    const cj_ptr v110 = v33 + v92;
    *(cj_u32x4 *)v110 = v100;
    const cj_ptr v111 = v33 + v94;
    *(cj_u32x4 *)v111 = v102;
    const cj_ptr v112 = v33 + v96;
    *(cj_u32x4 *)v112 = v104;
  }
  // end: block barrier across 2 ranks
  cj_barrier();
  const cj_u32 v113 = 2u;
  const bool v114 = v9 < v113;
  if (v114) {
    const cj_u32 v115 = 2u;
    const cj_u32 v116 = v2 + v9;
    const cj_u32 v117 = v116 - v115;
    const bool v118 = v116 >= v115;
    const cj_u32 v119 = v118 ? v117 : v116;
    const cj_u32 v120 = v10 * v115;
    const cj_u64 v121 = 256ull;
    const cj_ptr v122 = v5 + v121;
    const cj_u32 v123 = v120 + v2;
    const cj_u32 v124 = v120 + v119;
    const cj_u64 v125 = 4ull;
    const cj_u64 v126 = (cj_u64)v123;
    const cj_u64 v127 = v126 * v125;
    const cj_u64 v128 = (cj_u64)v124;
    const cj_u64 v129 = v128 * v125;
    const cj_ptr v130 = v122 + v127;
    const cj_u64 v131 = 8ull;
    const cj_u64 v132 = (cj_u64)v119;
    const cj_u64 v133 = v132 * v131;
    const cj_ptr v134 = v1 + v133;
    const cj_u64 v135 = *(const cj_u64 *)v134;
    const cj_u64 v136 = v135 - v15;
    const cj_ptr v137 = v130 + v136;
    const cj_u32 v138 = 1u;
    const cj_u32 v139 = cj_atomic_add_release_system((cj_u32 *)v137, v138);
    const cj_u32 v140 = 1u;
    const cj_u32 v141 = v139 + v140;
    const cj_ptr v142 = v122 + v129;
    const cj_u32 v143 = 0u;
    const cj_u32 v144 = 1u;
    const cj_u64 v145 = cj_timer_ns();
    const cj_u32 v146 = x_failed0;
    x_done2 = v146;
    while (true) {
      const cj_u32 v147 = x_done2;
      const bool v148 = v147 == v143;
      if (!v148) break;
      const cj_u32 v149 = cj_atomic_load_acquire_system((cj_u32 *)v142);
      const cj_u32 v150 = 0u;
      const cj_u32 v151 = v149 - v141;
      const bool v152 = (cj_i32)v151 >= (cj_i32)v150;
      const cj_u64 v153 = cj_timer_ns();
      const cj_u64 v154 = v153 - v145;
      const bool v155 = v154 > v7;
      const cj_u32 v156 = cj_atomic_load_relaxed_device((cj_u32 *)v6);
      const bool v157 = v156 != v143;
      const bool v158 = v155 || v157;
      if (v152) {
        x_done2 = v144;
      } else {
        if (v158) {
          const cj_u32 v159 = 1u;
          cj_atomic_store_relaxed_system((cj_u32 *)v6, v159);
          x_failed0 = v144;
          x_done2 = v144;
        }
      }
    }
  }
  cj_barrier();
}
