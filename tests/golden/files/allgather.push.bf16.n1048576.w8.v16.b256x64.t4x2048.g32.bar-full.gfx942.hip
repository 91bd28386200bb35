// colljit kernel cj_allgather_push_bf16_n1048576_w8_v16_b256x64_t4x2048_g32_bar_full_gfx942 (block 256, grid 32, gfx942)
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

extern "C" __global__ void __launch_bounds__(256) cj_allgather_push_bf16_n1048576_w8_v16_b256x64_t4x2048_g32_bar_full_gfx942(cj_ptr p_heap_bases, cj_u32 p_rank, cj_ptr p_src, cj_ptr p_dst, cj_ptr p_sync, cj_ptr p_status, cj_u64 p_timeout_ns, cj_ptr p_work) {
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
  // all_gather push: 8 ranks x 2097152 bytes
  const cj_u64 v17 = (cj_u64)v2;
  const cj_u64 v18 = 0x200000ull;
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
  // 128 full tiles of 16384 bytes: 4 vectors of 16 bytes per thread
  const cj_u64 v162 = 32ull;
  const cj_u64 v163 = 128ull;
  const cj_u64 v164 = (cj_u64)v10;
  for (cj_u64 v165 = v164; v165 < v163; v165 += v162) {
    const cj_u64 v166 = 16384ull;
    const cj_u64 v167 = v165 * v166;
    const cj_u64 v168 = v161 + v167;
    const cj_u64 v169 = 4096ull;
    const cj_u64 v170 = v168 + v169;
    const cj_u64 v171 = 8192ull;
    const cj_u64 v172 = v168 + v171;
    const cj_u64 v173 = 12288ull;
    const cj_u64 v174 = v168 + v173;
    const cj_ptr v175 = v3 + v168;
    const cj_u32x4 v176 = *(const cj_u32x4 *)v175;
    const cj_ptr v177 = v3 + v170;
    const cj_u32x4 v178 = *(const cj_u32x4 *)v177;
    const cj_ptr v179 = v3 + v172;
    const cj_u32x4 v180 = *(const cj_u32x4 *)v179;
    const cj_ptr v181 = v3 + v174;
    const cj_u32x4 v182 = *(const cj_u32x4 *)v181;
    const cj_ptr v183 = v20 + v168;
    *(cj_u32x4 *)v183 = v176;
    const cj_ptr v184 = v20 + v170;
    *(cj_u32x4 *)v184 = v178;
    const cj_ptr v185 = v20 + v172;
    *(cj_u32x4 *)v185 = v180;
    const cj_ptr v186 = v20 + v174;
    *(cj_u32x4 *)v186 = v182;
    const cj_ptr v187 = v33 + v168;
    *(cj_u32x4 *)v187 = v176;
    const cj_ptr v188 = v33 + v170;
    *(cj_u32x4 *)v188 = v178;
    const cj_ptr v189 = v33 + v172;
    *(cj_u32x4 *)v189 = v180;
    const cj_ptr v190 = v33 + v174;
    *(cj_u32x4 *)v190 = v182;
    const cj_ptr v191 = v46 + v168;
    *(cj_u32x4 *)v191 = v176;
    const cj_ptr v192 = v46 + v170;
    *(cj_u32x4 *)v192 = v178;
    const cj_ptr v193 = v46 + v172;
    *(cj_u32x4 *)v193 = v180;
    const cj_ptr v194 = v46 + v174;
    *(cj_u32x4 *)v194 = v182;
    const cj_ptr v195 = v59 + v168;
    *(cj_u32x4 *)v195 = v176;
    const cj_ptr v196 = v59 + v170;
    *(cj_u32x4 *)v196 = v178;
    const cj_ptr v197 = v59 + v172;
    *(cj_u32x4 *)v197 = v180;
    const cj_ptr v198 = v59 + v174;
    *(cj_u32x4 *)v198 = v182;
    const cj_ptr v199 = v72 + v168;
    *(cj_u32x4 *)v199 = v176;
    const cj_ptr v200 = v72 + v170;
    *(cj_u32x4 *)v200 = v178;
    const cj_ptr v201 = v72 + v172;
    *(cj_u32x4 *)v201 = v180;
    const cj_ptr v202 = v72 + v174;
    *(cj_u32x4 *)v202 = v182;
    const cj_ptr v203 = v85 + v168;
    *(cj_u32x4 *)v203 = v176;
    const cj_ptr v204 = v85 + v170;
    *(cj_u32x4 *)v204 = v178;
    const cj_ptr v205 = v85 + v172;
    *(cj_u32x4 *)v205 = v180;
    const cj_ptr v206 = v85 + v174;
    *(cj_u32x4 *)v206 = v182;
    const cj_ptr v207 = v98 + v168;
    *(cj_u32x4 *)v207 = v176;
    const cj_ptr v208 = v98 + v170;
    *(cj_u32x4 *)v208 = v178;
    const cj_ptr v209 = v98 + v172;
    *(cj_u32x4 *)v209 = v180;
    const cj_ptr v210 = v98 + v174;
    *(cj_u32x4 *)v210 = v182;
    const cj_ptr v211 = v111 + v168;
    *(cj_u32x4 *)v211 = v176;
    const cj_ptr v212 = v111 + v170;
    *(cj_u32x4 *)v212 = v178;
    const cj_ptr v213 = v111 + v172;
    *(cj_u32x4 *)v213 = v180;
    const cj_ptr v214 = v111 + v174;
    *(cj_u32x4 *)v214 = v182;
  }
  // end: block barrier across 8 ranks
  cj_barrier();
  const cj_u32 v215 = 8u;
  const bool v216 = v9 < v215;
  if (v216) {
    const cj_u32 v217 = 8u;
    const cj_u32 v218 = v2 + v9;
    const cj_u32 v219 = v218 - v217;
    const bool v220 = v218 >= v217;
    const cj_u32 v221 = v220 ? v219 : v218;
    const cj_u32 v222 = v10 * v217;
    const cj_u64 v223 = 256ull;
    const cj_ptr v224 = v5 + v223;
    const cj_u32 v225 = v222 + v2;
    const cj_u32 v226 = v222 + v221;
    const cj_u64 v227 = 4ull;
    const cj_u64 v228 = (cj_u64)v225;
    const cj_u64 v229 = v228 * v227;
    const cj_u64 v230 = (cj_u64)v226;
    const cj_u64 v231 = v230 * v227;
    const cj_ptr v232 = v224 + v229;
    const cj_u64 v233 = 8ull;
    const cj_u64 v234 = (cj_u64)v221;
    const cj_u64 v235 = v234 * v233;
    const cj_ptr v236 = v1 + v235;
    const cj_u64 v237 = *(const cj_u64 *)v236;
    const cj_u64 v238 = v237 - v15;
    const cj_ptr v239 = v232 + v238;
    const cj_u32 v240 = 1u;
    const cj_u32 v241 = cj_atomic_add_release_system((cj_u32 *)v239, v240);
    const cj_u32 v242 = 1u;
    const cj_u32 v243 = v241 + v242;
    const cj_ptr v244 = v224 + v231;
    const cj_u32 v245 = 0u;
    const cj_u32 v246 = 1u;
    const cj_u64 v247 = cj_timer_ns();
    const cj_u32 v248 = x_failed0;
    x_done2 = v248;
    while (true) {
      const cj_u32 v249 = x_done2;
      const bool v250 = v249 == v245;
      if (!v250) break;
      const cj_u32 v251 = cj_atomic_load_acquire_system((cj_u32 *)v244);
      const cj_u32 v252 = 0u;
      const cj_u32 v253 = v251 - v243;
      const bool v254 = (cj_i32)v253 >= (cj_i32)v252;
      const cj_u64 v255 = cj_timer_ns();
      const cj_u64 v256 = v255 - v247;
      const bool v257 = v256 > v7;
      const cj_u32 v258 = cj_atomic_load_relaxed_device((cj_u32 *)v6);
      const bool v259 = v258 != v245;
      const bool v260 = v257 || v259;
      if (v254) {
        x_done2 = v246;
      } else {
        if (v260) {
          const cj_u32 v261 = 1u;
          cj_atomic_store_relaxed_system((cj_u32 *)v6, v261);
          x_failed0 = v246;
          x_done2 = v246;
        }
      }
    }
  }
  cj_barrier();
}
