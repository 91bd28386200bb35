// colljit kernel cj_allreduce_ll_max_f32_n1000_w8_v4_b256x64_t1x256_g4_bar_none_gfx942 (block 256, grid 4, gfx942)
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

extern "C" __global__ void __launch_bounds__(256) cj_allreduce_ll_max_f32_n1000_w8_v4_b256x64_t1x256_g4_bar_none_gfx942(cj_ptr p_heap_bases, cj_u32 p_rank, cj_ptr p_src, cj_ptr p_dst, cj_ptr p_sync, cj_ptr p_status, cj_u64 p_timeout_ns, cj_ptr p_work) {
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
  cj_u32 x_data17 = {};
  cj_u32 x_done18 = {};
  cj_u32 x_data19 = {};
  cj_u32 x_done20 = {};
  cj_u32 x_data21 = {};
  cj_u32 x_done22 = {};
  cj_u32 x_data23 = {};
  cj_u32 x_done24 = {};
  cj_u32 x_data25 = {};
  cj_u32 x_done26 = {};
  cj_u32 x_data27 = {};
  cj_u32 x_done28 = {};
  cj_u32 x_data29 = {};
  cj_u32 x_done30 = {};
  cj_u32 x_data31 = {};
  cj_u32 x_done32 = {};
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
  // all_reduce ll: 8 ranks x 4000 bytes, flag-free
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
  const cj_u64 v27 = 0x400000ull;
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
  const cj_u32 v38 = 8u;
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
  const cj_u32 v53 = 8u;
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
  const cj_u32 v68 = 8u;
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
  const cj_u64 v81 = 0x200000ull;
  const cj_ptr v82 = v29 + v81;
  const cj_u32 v83 = 8u;
  const cj_u32 v84 = 4u;
  const cj_u32 v85 = v2 + v84;
  const bool v86 = v85 >= v83;
  const cj_u32 v87 = v85 - v83;
  const cj_u32 v88 = v86 ? v87 : v85;
  const cj_u64 v89 = 8ull;
  const cj_u64 v90 = (cj_u64)v88;
  const cj_u64 v91 = v90 * v89;
  const cj_ptr v92 = v1 + v91;
  const cj_u64 v93 = *(const cj_u64 *)v92;
  const cj_u64 v94 = v93 - v15;
  const cj_ptr v95 = v33 + v94;
  const cj_u64 v96 = 0x280000ull;
  const cj_ptr v97 = v29 + v96;
  const cj_u32 v98 = 8u;
  const cj_u32 v99 = 5u;
  const cj_u32 v100 = v2 + v99;
  const bool v101 = v100 >= v98;
  const cj_u32 v102 = v100 - v98;
  const cj_u32 v103 = v101 ? v102 : v100;
  const cj_u64 v104 = 8ull;
  const cj_u64 v105 = (cj_u64)v103;
  const cj_u64 v106 = v105 * v104;
  const cj_ptr v107 = v1 + v106;
  const cj_u64 v108 = *(const cj_u64 *)v107;
  const cj_u64 v109 = v108 - v15;
  const cj_ptr v110 = v33 + v109;
  const cj_u64 v111 = 0x300000ull;
  const cj_ptr v112 = v29 + v111;
  const cj_u32 v113 = 8u;
  const cj_u32 v114 = 6u;
  const cj_u32 v115 = v2 + v114;
  const bool v116 = v115 >= v113;
  const cj_u32 v117 = v115 - v113;
  const cj_u32 v118 = v116 ? v117 : v115;
  const cj_u64 v119 = 8ull;
  const cj_u64 v120 = (cj_u64)v118;
  const cj_u64 v121 = v120 * v119;
  const cj_ptr v122 = v1 + v121;
  const cj_u64 v123 = *(const cj_u64 *)v122;
  const cj_u64 v124 = v123 - v15;
  const cj_ptr v125 = v33 + v124;
  const cj_u64 v126 = 0x380000ull;
  const cj_ptr v127 = v29 + v126;
  const cj_u32 v128 = 8u;
  const cj_u32 v129 = 7u;
  const cj_u32 v130 = v2 + v129;
  const bool v131 = v130 >= v128;
  const cj_u32 v132 = v130 - v128;
  const cj_u32 v133 = v131 ? v132 : v130;
  const cj_u64 v134 = 8ull;
  const cj_u64 v135 = (cj_u64)v133;
  const cj_u64 v136 = v135 * v134;
  const cj_ptr v137 = v1 + v136;
  const cj_u64 v138 = *(const cj_u64 *)v137;
  const cj_u64 v139 = v138 - v15;
  const cj_ptr v140 = v33 + v139;
  const cj_u64 v141 = 4ull;
  const cj_u64 v142 = (cj_u64)v9;
  const cj_u64 v143 = v142 * v141;
  // 3 full tiles of 1024 bytes: 1 vectors of 4 bytes per thread
  const cj_u64 v144 = 4ull;
  const cj_u64 v145 = 3ull;
  const cj_u64 v146 = (cj_u64)v10;
  for (cj_u64 v147 = v146; v147 < v145; v147 += v144) {
    const cj_u64 v148 = 1024ull;
    const cj_u64 v149 = v147 * v148;
    const cj_u64 v150 = v143 + v149;
    const cj_ptr v151 = v3 + v150;
    const cj_u32 v152 = *(const cj_u32 *)v151;
    const cj_u32x2 v153 = cj_splat_u32x2(v152);
    cj_u32x2 v154 = v153;
    v154.y = v24;
    const cj_u64 v155 = 2ull;
    const cj_u64 v156 = v150 * v155;
    const cj_ptr v157 = v33 + v156;
    cj_st_volatile((cj_u32x2 *)v157, v154);
    const cj_ptr v158 = v50 + v156;
    cj_st_volatile((cj_u32x2 *)v158, v154);
    const cj_ptr v159 = v65 + v156;
    cj_st_volatile((cj_u32x2 *)v159, v154);
    const cj_ptr v160 = v80 + v156;
    cj_st_volatile((cj_u32x2 *)v160, v154);
    const cj_ptr v161 = v95 + v156;
    cj_st_volatile((cj_u32x2 *)v161, v154);
    const cj_ptr v162 = v110 + v156;
    cj_st_volatile((cj_u32x2 *)v162, v154);
    const cj_ptr v163 = v125 + v156;
    cj_st_volatile((cj_u32x2 *)v163, v154);
    const cj_ptr v164 = v140 + v156;
    cj_st_volatile((cj_u32x2 *)v164, v154);
  }
  // partial tile: 232 vectors in block 3
  const cj_u32 v165 = 3u;
  const bool v166 = v10 == v165;
  if (v166) {
    const cj_u64 v167 = 256ull;
    const cj_u64 v168 = 232ull;
    const cj_u64 v169 = (cj_u64)v9;
    for (cj_u64 v170 = v169; v170 < v168; v170 += v167) {
      const cj_u64 v171 = 4ull;
      const cj_u64 v172 = v170 * v171;
      const cj_u64 v173 = 3072ull;
      const cj_u64 v174 = v173 + v172;
      const cj_ptr v175 = v3 + v174;
      const cj_u32 v176 = *(const cj_u32 *)v175;
      const cj_u32x2 v177 = cj_splat_u32x2(v176);
      cj_u32x2 v178 = v177;
      v178.y = v24;
      const cj_u64 v179 = 2ull;
      const cj_u64 v180 = v174 * v179;
      const cj_ptr v181 = v33 + v180;
      cj_st_volatile((cj_u32x2 *)v181, v178);
      const cj_ptr v182 = v50 + v180;
      cj_st_volatile((cj_u32x2 *)v182, v178);
      const cj_ptr v183 = v65 + v180;
      cj_st_volatile((cj_u32x2 *)v183, v178);
      const cj_ptr v184 = v80 + v180;
      cj_st_volatile((cj_u32x2 *)v184, v178);
      const cj_ptr v185 = v95 + v180;
      cj_st_volatile((cj_u32x2 *)v185, v178);
      const cj_ptr v186 = v110 + v180;
      cj_st_volatile((cj_u32x2 *)v186, v178);
      const cj_ptr v187 = v125 + v180;
      cj_st_volatile((cj_u32x2 *)v187, v178);
      const cj_ptr v188 = v140 + v180;
      cj_st_volatile((cj_u32x2 *)v188, v178);
    }
  }
  const cj_u64 v189 = 4ull;
  const cj_u64 v190 = (cj_u64)v9;
  const cj_u64 v191 = v190 * v189;
  // 3 full tiles of 1024 bytes: 1 vectors of 4 bytes per thread
  const cj_u64 v192 = 4ull;
  const cj_u64 v193 = 3ull;
  const cj_u64 v194 = (cj_u64)v10;
  for (cj_u64 v195 = v194; v195 < v193; v195 += v192) {
    const cj_u64 v196 = 1024ull;
    const cj_u64 v197 = v195 * v196;
    const cj_u64 v198 = v191 + v197;
    const cj_u64 v199 = 2ull;
    const cj_u64 v200 = v198 * v199;
    const cj_ptr v201 = v35 + v200;
    const cj_u32 v202 = 0u;
    const cj_u32 v203 = 1u;
    const cj_u64 v204 = cj_timer_ns();
    x_data1 = v202;
    const cj_u32 v205 = x_failed0;
    x_done2 = v205;
    while (true) {
      const cj_u32 v206 = x_done2;
      const bool v207 = v206 == v202;
      if (!v207) break;
      const cj_u32x2 v208 = cj_ld_volatile((const cj_u32x2 *)v201);
      const cj_u32 v209 = v208.y;
      const bool v210 = v209 == v24;
      if (v210) {
        const cj_u32 v211 = v208.x;
        x_data1 = v211;
        x_done2 = v203;
      } else {
        const cj_u64 v212 = cj_timer_ns();
        const cj_u64 v213 = v212 - v204;
        const bool v214 = v213 > v7;
        const cj_u32 v215 = cj_atomic_load_relaxed_device((cj_u32 *)v6);
        const bool v216 = v215 != v202;
        const bool v217 = v214 || v216;
        if (v217) {
          const cj_u32 v218 = 1u;
          cj_atomic_store_relaxed_system((cj_u32 *)v6, v218);
          x_failed0 = v203;
          x_done2 = v203;
        }
      }
    }
    const cj_u32 v219 = x_data1;
    const cj_ptr v220 = v37 + v200;
    const cj_u32 v221 = 0u;
    const cj_u32 v222 = 1u;
    const cj_u64 v223 = cj_timer_ns();
    x_data3 = v221;
    const cj_u32 v224 = x_failed0;
    x_done4 = v224;
    while (true) {
      const cj_u32 v225 = x_done4;
      const bool v226 = v225 == v221;
      if (!v226) break;
      const cj_u32x2 v227 = cj_ld_volatile((const cj_u32x2 *)v220);
      const cj_u32 v228 = v227.y;
      const bool v229 = v228 == v24;
      if (v229) {
        const cj_u32 v230 = v227.x;
        x_data3 = v230;
        x_done4 = v222;
      } else {
        const cj_u64 v231 = cj_timer_ns();
        const cj_u64 v232 = v231 - v223;
        const bool v233 = v232 > v7;
        const cj_u32 v234 = cj_atomic_load_relaxed_device((cj_u32 *)v6);
        const bool v235 = v234 != v221;
        const bool v236 = v233 || v235;
        if (v236) {
          const cj_u32 v237 = 1u;
          cj_atomic_store_relaxed_system((cj_u32 *)v6, v237);
          x_failed0 = v222;
          x_done4 = v222;
        }
      }
    }
    const cj_u32 v238 = x_data3;
    const cj_ptr v239 = v52 + v200;
    const cj_u32 v240 = 0u;
    const cj_u32 v241 = 1u;
    const cj_u64 v242 = cj_timer_ns();
    x_data5 = v240;
    const cj_u32 v243 = x_failed0;
    x_done6 = v243;
    while (true) {
      const cj_u32 v244 = x_done6;
      const bool v245 = v244 == v240;
      if (!v245) break;
      const cj_u32x2 v246 = cj_ld_volatile((const cj_u32x2 *)v239);
      const cj_u32 v247 = v246.y;
      const bool v248 = v247 == v24;
      if (v248) {
        const cj_u32 v249 = v246.x;
        x_data5 = v249;
        x_done6 = v241;
      } else {
        const cj_u64 v250 = cj_timer_ns();
        const cj_u64 v251 = v250 - v242;
        const bool v252 = v251 > v7;
        const cj_u32 v253 = cj_atomic_load_relaxed_device((cj_u32 *)v6);
        const bool v254 = v253 != v240;
        const bool v255 = v252 || v254;
        if (v255) {
          const cj_u32 v256 = 1u;
          cj_atomic_store_relaxed_system((cj_u32 *)v6, v256);
          x_failed0 = v241;
          x_done6 = v241;
        }
      }
    }
    const cj_u32 v257 = x_data5;
    const cj_ptr v258 = v67 + v200;
    const cj_u32 v259 = 0u;
    const cj_u32 v260 = 1u;
    const cj_u64 v261 = cj_timer_ns();
    x_data7 = v259;
    const cj_u32 v262 = x_failed0;
    x_done8 = v262;
    while (true) {
      const cj_u32 v263 = x_done8;
      const bool v264 = v263 == v259;
      if (!v264) break;
      const cj_u32x2 v265 = cj_ld_volatile((const cj_u32x2 *)v258);
      const cj_u32 v266 = v265.y;
      const bool v267 = v266 == v24;
      if (v267) {
        const cj_u32 v268 = v265.x;
        x_data7 = v268;
        x_done8 = v260;
      } else {
        const cj_u64 v269 = cj_timer_ns();
        const cj_u64 v270 = v269 - v261;
        const bool v271 = v270 > v7;
        const cj_u32 v272 = cj_atomic_load_relaxed_device((cj_u32 *)v6);
        const bool v273 = v272 != v259;
        const bool v274 = v271 || v273;
        if (v274) {
          const cj_u32 v275 = 1u;
          cj_atomic_store_relaxed_system((cj_u32 *)v6, v275);
          x_failed0 = v260;
          x_done8 = v260;
        }
      }
    }
    const cj_u32 v276 = x_data7;
    const cj_ptr v277 = v82 + v200;
    const cj_u32 v278 = 0u;
    const cj_u32 v279 = 1u;
    const cj_u64 v280 = cj_timer_ns();
    x_data9 = v278;
    const cj_u32 v281 = x_failed0;
    x_done10 = v281;
    while (true) {
      const cj_u32 v282 = x_done10;
      const bool v283 = v282 == v278;
      if (!v283) break;
      const cj_u32x2 v284 = cj_ld_volatile((const cj_u32x2 *)v277);
      const cj_u32 v285 = v284.y;
      const bool v286 = v285 == v24;
      if (v286) {
        const cj_u32 v287 = v284.x;
        x_data9 = v287;
        x_done10 = v279;
      } else {
        const cj_u64 v288 = cj_timer_ns();
        const cj_u64 v289 = v288 - v280;
        const bool v290 = v289 > v7;
        const cj_u32 v291 = cj_atomic_load_relaxed_device((cj_u32 *)v6);
        const bool v292 = v291 != v278;
        const bool v293 = v290 || v292;
        if (v293) {
          const cj_u32 v294 = 1u;
          cj_atomic_store_relaxed_system((cj_u32 *)v6, v294);
          x_failed0 = v279;
          x_done10 = v279;
        }
      }
    }
    const cj_u32 v295 = x_data9;
    const cj_ptr v296 = v97 + v200;
    const cj_u32 v297 = 0u;
    const cj_u32 v298 = 1u;
    const cj_u64 v299 = cj_timer_ns();
    x_data11 = v297;
    const cj_u32 v300 = x_failed0;
    x_done12 = v300;
    while (true) {
      const cj_u32 v301 = x_done12;
      const bool v302 = v301 == v297;
      if (!v302) break;
      const cj_u32x2 v303 = cj_ld_volatile((const cj_u32x2 *)v296);
      const cj_u32 v304 = v303.y;
      const bool v305 = v304 == v24;
      if (v305) {
        const cj_u32 v306 = v303.x;
        x_data11 = v306;
        x_done12 = v298;
      } else {
        const cj_u64 v307 = cj_timer_ns();
        const cj_u64 v308 = v307 - v299;
        const bool v309 = v308 > v7;
        const cj_u32 v310 = cj_atomic_load_relaxed_device((cj_u32 *)v6);
        const bool v311 = v310 != v297;
        const bool v312 = v309 || v311;
        if (v312) {
          const cj_u32 v313 = 1u;
          cj_atomic_store_relaxed_system((cj_u32 *)v6, v313);
          x_failed0 = v298;
          x_done12 = v298;
        }
      }
    }
    const cj_u32 v314 = x_data11;
    const cj_ptr v315 = v112 + v200;
    const cj_u32 v316 = 0u;
    const cj_u32 v317 = 1u;
    const cj_u64 v318 = cj_timer_ns();
    x_data13 = v316;
    const cj_u32 v319 = x_failed0;
    x_done14 = v319;
    while (true) {
      const cj_u32 v320 = x_done14;
      const bool v321 = v320 == v316;
      if (!v321) break;
      const cj_u32x2 v322 = cj_ld_volatile((const cj_u32x2 *)v315);
      const cj_u32 v323 = v322.y;
      const bool v324 = v323 == v24;
      if (v324) {
        const cj_u32 v325 = v322.x;
        x_data13 = v325;
        x_done14 = v317;
      } else {
        const cj_u64 v326 = cj_timer_ns();
        const cj_u64 v327 = v326 - v318;
        const bool v328 = v327 > v7;
        const cj_u32 v329 = cj_atomic_load_relaxed_device((cj_u32 *)v6);
        const bool v330 = v329 != v316;
        const bool v331 = v328 || v330;
        if (v331) {
          const cj_u32 v332 = 1u;
          cj_atomic_store_relaxed_system((cj_u32 *)v6, v332);
          x_failed0 = v317;
          x_done14 = v317;
        }
      }
    }
    const cj_u32 v333 = x_data13;
    const cj_ptr v334 = v127 + v200;
    const cj_u32 v335 = 0u;
    const cj_u32 v336 = 1u;
    const cj_u64 v337 = cj_timer_ns();
    x_data15 = v335;
    const cj_u32 v338 = x_failed0;
    x_done16 = v338;
    while (true) {
      const cj_u32 v339 = x_done16;
      const bool v340 = v339 == v335;
      if (!v340) break;
      const cj_u32x2 v341 = cj_ld_volatile((const cj_u32x2 *)v334);
      const cj_u32 v342 = v341.y;
      const bool v343 = v342 == v24;
      if (v343) {
        const cj_u32 v344 = v341.x;
        x_data15 = v344;
        x_done16 = v336;
      } else {
        const cj_u64 v345 = cj_timer_ns();
        const cj_u64 v346 = v345 - v337;
        const bool v347 = v346 > v7;
        const cj_u32 v348 = cj_atomic_load_relaxed_device((cj_u32 *)v6);
        const bool v349 = v348 != v335;
        const bool v350 = v347 || v349;
        if (v350) {
          const cj_u32 v351 = 1u;
          cj_atomic_store_relaxed_system((cj_u32 *)v6, v351);
          x_failed0 = v336;
          x_done16 = v336;
        }
      }
    }
    const cj_u32 v352 = x_data15;
    const float v353 = cj_f32_from_bits(v219);
    const float v354 = cj_f32_from_bits(v238);
    const float v355 = cj_fmaxf(v353, v354);
    const float v356 = cj_f32_from_bits(v257);
    const float v357 = cj_fmaxf(v355, v356);
    const float v358 = cj_f32_from_bits(v276);
    const float v359 = cj_fmaxf(v357, v358);
    const float v360 = cj_f32_from_bits(v295);
    const float v361 = cj_fmaxf(v359, v360);
    const float v362 = cj_f32_from_bits(v314);
    const float v363 = cj_fmaxf(v361, v362);
    const float v364 = cj_f32_from_bits(v333);
    const float v365 = cj_fmaxf(v363, v364);
    const float v366 = cj_f32_from_bits(v352);
    const float v367 = cj_fmaxf(v365, v366);
    const cj_u32 v368 = cj_f32_bits(v367);
    const cj_ptr v369 = v4 + v198;
    *(cj_u32 *)v369 = v368;
  }
  // partial tile: 232 vectors in block 3
  const cj_u32 v370 = 3u;
  const bool v371 = v10 == v370;
  if (v371) {
    const cj_u64 v372 = 256ull;
    const cj_u64 v373 = 232ull;
    const cj_u64 v374 = (cj_u64)v9;
    for (cj_u64 v375 = v374; v375 < v373; v375 += v372) {
      const cj_u64 v376 = 4ull;
      const cj_u64 v377 = v375 * v376;
      const cj_u64 v378 = 3072ull;
      const cj_u64 v379 = v378 + v377;
      const cj_u64 v380 = 2ull;
      const cj_u64 v381 = v379 * v380;
      const cj_ptr v382 = v35 + v381;
      const cj_u32 v383 = 0u;
      const cj_u32 v384 = 1u;
      const cj_u64 v385 = cj_timer_ns();
      x_data17 = v383;
      const cj_u32 v386 = x_failed0;
      x_done18 = v386;
      while (true) {
        const cj_u32 v387 = x_done18;
        const bool v388 = v387 == v383;
        if (!v388) break;
        const cj_u32x2 v389 = cj_ld_volatile((const cj_u32x2 *)v382);
        const cj_u32 v390 = v389.y;
        const bool v391 = v390 == v24;
        if (v391) {
          const cj_u32 v392 = v389.x;
          x_data17 = v392;
          x_done18 = v384;
        } else {
          const cj_u64 v393 = cj_timer_ns();
          const cj_u64 v394 = v393 - v385;
          const bool v395 = v394 > v7;
          const cj_u32 v396 = cj_atomic_load_relaxed_device((cj_u32 *)v6);
          const bool v397 = v396 != v383;
          const bool v398 = v395 || v397;
          if (v398) {
            const cj_u32 v399 = 1u;
            cj_atomic_store_relaxed_system((cj_u32 *)v6, v399);
            x_failed0 = v384;
            x_done18 = v384;
          }
        }
      }
      const cj_u32 v400 = x_data17;
      const cj_ptr v401 = v37 + v381;
      const cj_u32 v402 = 0u;
      const cj_u32 v403 = 1u;
      const cj_u64 v404 = cj_timer_ns();
      x_data19 = v402;
      const cj_u32 v405 = x_failed0;
      x_done20 = v405;
      while (true) {
        const cj_u32 v406 = x_done20;
        const bool v407 = v406 == v402;
        if (!v407) break;
        const cj_u32x2 v408 = cj_ld_volatile((const cj_u32x2 *)v401);
        const cj_u32 v409 = v408.y;
        const bool v410 = v409 == v24;
        if (v410) {
          const cj_u32 v411 = v408.x;
          x_data19 = v411;
          x_done20 = v403;
        } else {
          const cj_u64 v412 = cj_timer_ns();
          const cj_u64 v413 = v412 - v404;
          const bool v414 = v413 > v7;
          const cj_u32 v415 = cj_atomic_load_relaxed_device((cj_u32 *)v6);
          const bool v416 = v415 != v402;
          const bool v417 = v414 || v416;
          if (v417) {
            const cj_u32 v418 = 1u;
            cj_atomic_store_relaxed_system((cj_u32 *)v6, v418);
            x_failed0 = v403;
            x_done20 = v403;
          }
        }
      }
      const cj_u32 v419 = x_data19;
      const cj_ptr v420 = v52 + v381;
      const cj_u32 v421 = 0u;
      const cj_u32 v422 = 1u;
      const cj_u64 v423 = cj_timer_ns();
      x_data21 = v421;
      const cj_u32 v424 = x_failed0;
      x_done22 = v424;
      while (true) {
        const cj_u32 v425 = x_done22;
        const bool v426 = v425 == v421;
        if (!v426) break;
        const cj_u32x2 v427 = cj_ld_volatile((const cj_u32x2 *)v420);
        const cj_u32 v428 = v427.y;
        const bool v429 = v428 == v24;
        if (v429) {
          const cj_u32 v430 = v427.x;
          x_data21 = v430;
          x_done22 = v422;
        } else {
          const cj_u64 v431 = cj_timer_ns();
          const cj_u64 v432 = v431 - v423;
          const bool v433 = v432 > v7;
          const cj_u32 v434 = cj_atomic_load_relaxed_device((cj_u32 *)v6);
          const bool v435 = v434 != v421;
          const bool v436 = v433 || v435;
          if (v436) {
            const cj_u32 v437 = 1u;
            cj_atomic_store_relaxed_system((cj_u32 *)v6, v437);
            x_failed0 = v422;
            x_done22 = v422;
          }
        }
      }
      const cj_u32 v438 = x_data21;
      const cj_ptr v439 = v67 + v381;
      const cj_u32 v440 = 0u;
      const cj_u32 v441 = 1u;
      const cj_u64 v442 = cj_timer_ns();
      x_data23 = v440;
      const cj_u32 v443 = x_failed0;
      x_done24 = v443;
      while (true) {
        const cj_u32 v444 = x_done24;
        const bool v445 = v444 == v440;
        if (!v445) break;
        const cj_u32x2 v446 = cj_ld_volatile((const cj_u32x2 *)v439);
        const cj_u32 v447 = v446.y;
        const bool v448 = v447 == v24;
        if (v448) {
          const cj_u32 v449 = v446.x;
          x_data23 = v449;
          x_done24 = v441;
        } else {
          const cj_u64 v450 = cj_timer_ns();
          const cj_u64 v451 = v450 - v442;
          const bool v452 = v451 > v7;
          const cj_u32 v453 = cj_atomic_load_relaxed_device((cj_u32 *)v6);
          const bool v454 = v453 != v440;
          const bool v455 = v452 || v454;
          if (v455) {
            const cj_u32 v456 = 1u;
            cj_atomic_store_relaxed_system((cj_u32 *)v6, v456);
            x_failed0 = v441;
            x_done24 = v441;
          }
        }
      }
      const cj_u32 v457 = x_data23;
      const cj_ptr v458 = v82 + v381;
      const cj_u32 v459 = 0u;
      const cj_u32 v460 = 1u;
      const cj_u64 v461 = cj_timer_ns();
      x_data25 = v459;
      const cj_u32 v462 = x_failed0;
      x_done26 = v462;
      while (true) {
        const cj_u32 v463 = x_done26;
        const bool v464 = v463 == v459;
        if (!v464) break;
        const cj_u32x2 v465 = cj_ld_volatile((const cj_u32x2 *)v458);
        const cj_u32 v466 = v465.y;
        const bool v467 = v466 == v24;
        if (v467) {
          const cj_u32 v468 = v465.x;
          x_data25 = v468;
          x_done26 = v460;
        } else {
          const cj_u64 v469 = cj_timer_ns();
          const cj_u64 v470 = v469 - v461;
          const bool v471 = v470 > v7;
          const cj_u32 v472 = cj_atomic_load_relaxed_device((cj_u32 *)v6);
          const bool v473 = v472 != v459;
          const bool v474 = v471 || v473;
          if (v474) {
            const cj_u32 v475 = 1u;
            cj_atomic_store_relaxed_system((cj_u32 *)v6, v475);
            x_failed0 = v460;
            x_done26 = v460;
          }
        }
      }
      const cj_u32 v476 = x_data25;
      const cj_ptr v477 = v97 + v381;
      const cj_u32 v478 = 0u;
      const cj_u32 v479 = 1u;
      const cj_u64 v480 = cj_timer_ns();
      x_data27 = v478;
      const cj_u32 v481 = x_failed0;
      x_done28 = v481;
      while (true) {
        const cj_u32 v482 = x_done28;
        const bool v483 = v482 == v478;
        if (!v483) break;
        const cj_u32x2 v484 = cj_ld_volatile((const cj_u32x2 *)v477);
        const cj_u32 v485 = v484.y;
        const bool v486 = v485 == v24;
        if (v486) {
          const cj_u32 v487 = v484.x;
          x_data27 = v487;
          x_done28 = v479;
        } else {
          const cj_u64 v488 = cj_timer_ns();
          const cj_u64 v489 = v488 - v480;
          const bool v490 = v489 > v7;
          const cj_u32 v491 = cj_atomic_load_relaxed_device((cj_u32 *)v6);
          const bool v492 = v491 != v478;
          const bool v493 = v490 || v492;
          if (v493) {
            const cj_u32 v494 = 1u;
            cj_atomic_store_relaxed_system((cj_u32 *)v6, v494);
            x_failed0 = v479;
            x_done28 = v479;
          }
        }
      }
      const cj_u32 v495 = x_data27;
      const cj_ptr v496 = v112 + v381;
      const cj_u32 v497 = 0u;
      const cj_u32 v498 = 1u;
      const cj_u64 v499 = cj_timer_ns();
      x_data29 = v497;
      const cj_u32 v500 = x_failed0;
      x_done30 = v500;
      while (true) {
        const cj_u32 v501 = x_done30;
        const bool v502 = v501 == v497;
        if (!v502) break;
        const cj_u32x2 v503 = cj_ld_volatile((const cj_u32x2 *)v496);
        const cj_u32 v504 = v503.y;
        const bool v505 = v504 == v24;
        if (v505) {
          const cj_u32 v506 = v503.x;
          x_data29 = v506;
          x_done30 = v498;
        } else {
          const cj_u64 v507 = cj_timer_ns();
          const cj_u64 v508 = v507 - v499;
          const bool v509 = v508 > v7;
          const cj_u32 v510 = cj_atomic_load_relaxed_device((cj_u32 *)v6);
          const bool v511 = v510 != v497;
          const bool v512 = v509 || v511;
          if (v512) {
            const cj_u32 v513 = 1u;
            cj_atomic_store_relaxed_system((cj_u32 *)v6, v513);
            x_failed0 = v498;
            x_done30 = v498;
          }
        }
      }
      const cj_u32 v514 = x_data29;
      const cj_ptr v515 = v127 + v381;
      const cj_u32 v516 = 0u;
      const cj_u32 v517 = 1u;
      const cj_u64 v518 = cj_timer_ns();
      x_data31 = v516;
      const cj_u32 v519 = x_failed0;
      x_done32 = v519;
      while (true) {
        const cj_u32 v520 = x_done32;
        const bool v521 = v520 == v516;
        if (!v521) break;
        const cj_u32x2 v522 = cj_ld_volatile((const cj_u32x2 *)v515);
        const cj_u32 v523 = v522.y;
        const bool v524 = v523 == v24;
        if (v524) {
          const cj_u32 v525 = v522.x;
          x_data31 = v525;
          x_done32 = v517;
        } else {
          const cj_u64 v526 = cj_timer_ns();
          const cj_u64 v527 = v526 - v518;
          const bool v528 = v527 > v7;
          const cj_u32 v529 = cj_atomic_load_relaxed_device((cj_u32 *)v6);
          const bool v530 = v529 != v516;
          const bool v531 = v528 || v530;
          if (v531) {
            const cj_u32 v532 = 1u;
            cj_atomic_store_relaxed_system((cj_u32 *)v6, v532);
            x_failed0 = v517;
            x_done32 = v517;
          }
        }
      }
      const cj_u32 v533 = x_data31;
      const float v534 = cj_f32_from_bits(v400);
      const float v535 = cj_f32_from_bits(v419);
      const float v536 = cj_fmaxf(v534, v535);
      const float v537 = cj_f32_from_bits(v438);
      const float v538 = cj_fmaxf(v536, v537);
      const float v539 = cj_f32_from_bits(v457);
      const float v540 = cj_fmaxf(v538, v539);
      const float v541 = cj_f32_from_bits(v476);
      const float v542 = cj_fmaxf(v540, v541);
      const float v543 = cj_f32_from_bits(v495);
      const float v544 = cj_fmaxf(v542, v543);
      const float v545 = cj_f32_from_bits(v514);
      const float v546 = cj_fmaxf(v544, v545);
      const float v547 = cj_f32_from_bits(v533);
      const float v548 = cj_fmaxf(v546, v547);
      const cj_u32 v549 = cj_f32_bits(v548);
      const cj_ptr v550 = v4 + v379;
      *(cj_u32 *)v550 = v549;
    }
  }
  cj_barrier();
  const cj_u32 v551 = 0u;
  const bool v552 = v9 == v551;
  if (v552) {
    const cj_u32 v553 = 0u;
    const bool v554 = v10 == v553;
    const cj_u64 v555 = 1ull;
    const cj_u64 v556 = 2045ull;
    const cj_u64 v557 = v554 ? v556 : v555;
    const cj_u64 v558 = cj_atomic_add_relaxed_device((cj_u64 *)v18, v557);
  }
}
