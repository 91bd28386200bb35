// colljit kernel cj_allreduce_two_shot_max_f16_n1000003_w4_v2_b256x64_t2x256_g32_bar_full_stage_gfx942 (block 256, grid 32, gfx942)
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

// bf16 is the top half of an f32: widening is exact.
CJ_DEV float cj_bf16_to_f32(cj_u16 h) { return cj_f32_from_bits((cj_u32)h << 16); }
// Round to nearest even; a NaN becomes a quiet NaN with the same sign.
CJ_DEV cj_u16 cj_f32_to_bf16(float f) {
  cj_u32 u = cj_f32_bits(f);
  if ((u & 0x7fffffffu) > 0x7f800000u) return (cj_u16)((u >> 16) | 0x40u);
  return (cj_u16)((u + 0x7fffu + ((u >> 16) & 1u)) >> 16);
}
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

extern "C" __global__ void __launch_bounds__(256) cj_allreduce_two_shot_max_f16_n1000003_w4_v2_b256x64_t2x256_g32_bar_full_stage_gfx942(cj_ptr p_heap_bases, cj_u32 p_rank, cj_ptr p_src, cj_ptr p_dst, cj_ptr p_sync, cj_ptr p_status, cj_u64 p_timeout_ns, cj_ptr p_work) {
  cj_u32 x_failed0 = {};
  cj_u32 x_done1 = {};
  cj_u32 x_done2 = {};
  cj_u32 x_done3 = {};
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
  // all_reduce two_shot: 4 shares of 500000 bytes, 6 bytes left for rank 3
  // stage the input through the workspace
  const cj_u64 v17 = 2ull;
  const cj_u64 v18 = (cj_u64)v9;
  const cj_u64 v19 = v18 * v17;
  // 1953 full tiles of 1024 bytes: 2 vectors of 2 bytes per thread
  const cj_u64 v20 = 32ull;
  const cj_u64 v21 = 1953ull;
  const cj_u64 v22 = (cj_u64)v10;
  for (cj_u64 v23 = v22; v23 < v21; v23 += v20) {
    const cj_u64 v24 = 1024ull;
    const cj_u64 v25 = v23 * v24;
    const cj_u64 v26 = v19 + v25;
    const cj_u64 v27 = 512ull;
    const cj_u64 v28 = v26 + v27;
    const cj_ptr v29 = v3 + v26;
    const cj_u16 v30 = *(const cj_u16 *)v29;
    const cj_ptr v31 = v3 + v28;
    const cj_u16 v32 = *(const cj_u16 *)v31;
    const cj_ptr v33 = v8 + v26;
    *(cj_u16 *)v33 = v30;
    const cj_ptr v34 = v8 + v28;
    *(cj_u16 *)v34 = v32;
  }
  // partial tile: 67 vectors in block 1
  const cj_u32 v35 = 1u;
  const bool v36 = v10 == v35;
  if (v36) {
    const cj_u64 v37 = 256ull;
    const cj_u64 v38 = 67ull;
    const cj_u64 v39 = (cj_u64)v9;
    for (cj_u64 v40 = v39; v40 < v38; v40 += v37) {
      const cj_u64 v41 = 2ull;
      const cj_u64 v42 = v40 * v41;
      const cj_u64 v43 = 0x1e8400ull;
      const cj_u64 v44 = v43 + v42;
      const cj_ptr v45 = v3 + v44;
      const cj_u16 v46 = *(const cj_u16 *)v45;
      const cj_ptr v47 = v8 + v44;
      *(cj_u16 *)v47 = v46;
    }
  }
  const cj_u64 v48 = 32ull;
  // grid barrier: the 32 blocks of this rank
  cj_barrier();
  const cj_u32 v49 = 0u;
  const bool v50 = v9 == v49;
  if (v50) {
    const cj_u64 v51 = 0ull;
    const cj_ptr v52 = v5 + v51;
    const cj_u64 v53 = 1ull;
    const cj_u64 v54 = cj_atomic_add_acq_rel_device((cj_u64 *)v52, v53);
    const cj_u64 v55 = 1ull;
    const cj_u64 v56 = v54 / v48;
    const cj_u64 v57 = v56 + v55;
    const cj_u64 v58 = v57 * v48;
    const cj_u32 v59 = 0u;
    const cj_u32 v60 = 1u;
    const cj_u64 v61 = cj_timer_ns();
    const cj_u32 v62 = x_failed0;
    x_done1 = v62;
    while (true) {
      const cj_u32 v63 = x_done1;
      const bool v64 = v63 == v59;
      if (!v64) break;
      const cj_u64 v65 = cj_atomic_load_acquire_device((cj_u64 *)v52);
      const cj_u64 v66 = 0ull;
      const cj_u64 v67 = v65 - v58;
      const bool v68 = (cj_i64)v67 >= (cj_i64)v66;
      const cj_u64 v69 = cj_timer_ns();
      const cj_u64 v70 = v69 - v61;
      const bool v71 = v70 > v7;
      const cj_u32 v72 = cj_atomic_load_relaxed_device((cj_u32 *)v6);
      const bool v73 = v72 != v59;
      const bool v74 = v71 || v73;
      if (v68) {
        x_done1 = v60;
      } else {
        if (v74) {
          const cj_u32 v75 = 1u;
          cj_atomic_store_relaxed_system((cj_u32 *)v6, v75);
          x_failed0 = v60;
          x_done1 = v60;
        }
      }
    }
  }
  cj_barrier();
  // start: block barrier across 4 ranks
  cj_barrier();
  const cj_u32 v76 = 4u;
  const bool v77 = v9 < v76;
  if (v77) {
    const cj_u32 v78 = 4u;
    const cj_u32 v79 = v2 + v9;
    const cj_u32 v80 = v79 - v78;
    const bool v81 = v79 >= v78;
    const cj_u32 v82 = v81 ? v80 : v79;
    const cj_u32 v83 = v10 * v78;
    const cj_u64 v84 = 256ull;
    const cj_ptr v85 = v5 + v84;
    const cj_u32 v86 = v83 + v2;
    const cj_u32 v87 = v83 + v82;
    const cj_u64 v88 = 4ull;
    const cj_u64 v89 = (cj_u64)v86;
    const cj_u64 v90 = v89 * v88;
    const cj_u64 v91 = (cj_u64)v87;
    const cj_u64 v92 = v91 * v88;
    const cj_ptr v93 = v85 + v90;
    const cj_u64 v94 = 8ull;
    const cj_u64 v95 = (cj_u64)v82;
    const cj_u64 v96 = v95 * v94;
    const cj_ptr v97 = v1 + v96;
    const cj_u64 v98 = *(const cj_u64 *)v97;
    const cj_u64 v99 = v98 - v15;
    const cj_ptr v100 = v93 + v99;
    const cj_u32 v101 = 1u;
    const cj_u32 v102 = cj_atomic_add_release_system((cj_u32 *)v100, v101);
    const cj_u32 v103 = 1u;
    const cj_u32 v104 = v102 + v103;
    const cj_ptr v105 = v85 + v92;
    const cj_u32 v106 = 0u;
    const cj_u32 v107 = 1u;
    const cj_u64 v108 = cj_timer_ns();
    const cj_u32 v109 = x_failed0;
    x_done2 = v109;
    while (true) {
      const cj_u32 v110 = x_done2;
      const bool v111 = v110 == v106;
      if (!v111) break;
      const cj_u32 v112 = cj_atomic_load_acquire_system((cj_u32 *)v105);
      const cj_u32 v113 = 0u;
      const cj_u32 v114 = v112 - v104;
      const bool v115 = (cj_i32)v114 >= (cj_i32)v113;
      const cj_u64 v116 = cj_timer_ns();
      const cj_u64 v117 = v116 - v108;
      const bool v118 = v117 > v7;
      const cj_u32 v119 = cj_atomic_load_relaxed_device((cj_u32 *)v6);
      const bool v120 = v119 != v106;
      const bool v121 = v118 || v120;
      if (v115) {
        x_done2 = v107;
      } else {
        if (v121) {
          const cj_u32 v122 = 1u;
          cj_atomic_store_relaxed_system((cj_u32 *)v6, v122);
          x_failed0 = v107;
          x_done2 = v107;
        }
      }
    }
  }
  cj_barrier();
  const cj_u32 v123 = 0u;
  const cj_u64 v124 = 8ull;
  const cj_u64 v125 = (cj_u64)v123;
  const cj_u64 v126 = v125 * v124;
  const cj_ptr v127 = v1 + v126;
  const cj_u64 v128 = *(const cj_u64 *)v127;
  const cj_u64 v129 = v128 - v15;
  const cj_ptr v130 = v8 + v129;
  const cj_u32 v131 = 1u;
  const cj_u64 v132 = 8ull;
  const cj_u64 v133 = (cj_u64)v131;
  const cj_u64 v134 = v133 * v132;
  const cj_ptr v135 = v1 + v134;
  const cj_u64 v136 = *(const cj_u64 *)v135;
  const cj_u64 v137 = v136 - v15;
  const cj_ptr v138 = v8 + v137;
  const cj_u32 v139 = 2u;
  const cj_u64 v140 = 8ull;
  const cj_u64 v141 = (cj_u64)v139;
  const cj_u64 v142 = v141 * v140;
  const cj_ptr v143 = v1 + v142;
  const cj_u64 v144 = *(const cj_u64 *)v143;
  const cj_u64 v145 = v144 - v15;
  const cj_ptr v146 = v8 + v145;
  const cj_u32 v147 = 3u;
  const cj_u64 v148 = 8ull;
  const cj_u64 v149 = (cj_u64)v147;
  const cj_u64 v150 = v149 * v148;
  const cj_ptr v151 = v1 + v150;
  const cj_u64 v152 = *(const cj_u64 *)v151;
  const cj_u64 v153 = v152 - v15;
  const cj_ptr v154 = v8 + v153;
  const cj_u32 v155 = 0u;
  const cj_u64 v156 = 8ull;
  const cj_u64 v157 = (cj_u64)v155;
  const cj_u64 v158 = v157 * v156;
  const cj_ptr v159 = v1 + v158;
  const cj_u64 v160 = *(const cj_u64 *)v159;
  const cj_u64 v161 = v160 - v15;
  const cj_ptr v162 = v4 + v161;
  const cj_u32 v163 = 1u;
  const cj_u64 v164 = 8ull;
  const cj_u64 v165 = (cj_u64)v163;
  const cj_u64 v166 = v165 * v164;
  const cj_ptr v167 = v1 + v166;
  const cj_u64 v168 = *(const cj_u64 *)v167;
  const cj_u64 v169 = v168 - v15;
  const cj_ptr v170 = v4 + v169;
  const cj_u32 v171 = 2u;
  const cj_u64 v172 = 8ull;
  const cj_u64 v173 = (cj_u64)v171;
  const cj_u64 v174 = v173 * v172;
  const cj_ptr v175 = v1 + v174;
  const cj_u64 v176 = *(const cj_u64 *)v175;
  const cj_u64 v177 = v176 - v15;
  const cj_ptr v178 = v4 + v177;
  const cj_u32 v179 = 3u;
  const cj_u64 v180 = 8ull;
  const cj_u64 v181 = (cj_u64)v179;
  const cj_u64 v182 = v181 * v180;
  const cj_ptr v183 = v1 + v182;
  const cj_u64 v184 = *(const cj_u64 *)v183;
  const cj_u64 v185 = v184 - v15;
  const cj_ptr v186 = v4 + v185;
  const cj_u64 v187 = (cj_u64)v2;
  const cj_u64 v188 = 0x7a120ull;
  const cj_u64 v189 = v187 * v188;
  const cj_ptr v190 = v130 + v189;
  const cj_u64 v191 = (cj_u64)v2;
  const cj_u64 v192 = 0x7a120ull;
  const cj_u64 v193 = v191 * v192;
  const cj_ptr v194 = v162 + v193;
  const cj_u64 v195 = (cj_u64)v2;
  const cj_u64 v196 = 0x7a120ull;
  const cj_u64 v197 = v195 * v196;
  const cj_ptr v198 = v138 + v197;
  const cj_u64 v199 = (cj_u64)v2;
  const cj_u64 v200 = 0x7a120ull;
  const cj_u64 v201 = v199 * v200;
  const cj_ptr v202 = v170 + v201;
  const cj_u64 v203 = (cj_u64)v2;
  const cj_u64 v204 = 0x7a120ull;
  const cj_u64 v205 = v203 * v204;
  const cj_ptr v206 = v146 + v205;
  const cj_u64 v207 = (cj_u64)v2;
  const cj_u64 v208 = 0x7a120ull;
  const cj_u64 v209 = v207 * v208;
  const cj_ptr v210 = v178 + v209;
  const cj_u64 v211 = (cj_u64)v2;
  const cj_u64 v212 = 0x7a120ull;
  const cj_u64 v213 = v211 * v212;
  const cj_ptr v214 = v154 + v213;
  const cj_u64 v215 = (cj_u64)v2;
  const cj_u64 v216 = 0x7a120ull;
  const cj_u64 v217 = v215 * v216;
  const cj_ptr v218 = v186 + v217;
  const cj_u64 v219 = 2ull;
  const cj_u64 v220 = (cj_u64)v9;
  const cj_u64 v221 = v220 * v219;
  // 488 full tiles of 1024 bytes: 2 vectors of 2 bytes per thread
  const cj_u64 v222 = 32ull;
  const cj_u64 v223 = 488ull;
  const cj_u64 v224 = (cj_u64)v10;
  for (cj_u64 v225 = v224; v225 < v223; v225 += v222) {
    const cj_u64 v226 = 1024ull;
    const cj_u64 v227 = v225 * v226;
    const cj_u64 v228 = v221 + v227;
    const cj_u64 v229 = 512ull;
    const cj_u64 v230 = v228 + v229;
    const cj_ptr v231 = v190 + v228;
    const cj_u16 v232 = *(const cj_u16 *)v231;
    const cj_ptr v233 = v198 + v228;
    const cj_u16 v234 = *(const cj_u16 *)v233;
    const cj_ptr v235 = v206 + v228;
    const cj_u16 v236 = *(const cj_u16 *)v235;
    const cj_ptr v237 = v214 + v228;
    const cj_u16 v238 = *(const cj_u16 *)v237;
    const cj_ptr v239 = v190 + v230;
    const cj_u16 v240 = *(const cj_u16 *)v239;
    const cj_ptr v241 = v198 + v230;
    const cj_u16 v242 = *(const cj_u16 *)v241;
    const cj_ptr v243 = v206 + v230;
    const cj_u16 v244 = *(const cj_u16 *)v243;
    const cj_ptr v245 = v214 + v230;
    const cj_u16 v246 = *(const cj_u16 *)v245;
    const cj_u16 v247 = v232;
    const float v248 = cj_f16_to_f32(v247);
    const cj_u16 v249 = v234;
    const float v250 = cj_f16_to_f32(v249);
    const float v251 = cj_fmaxf(v248, v250);
    const cj_u16 v252 = v236;
    const float v253 = cj_f16_to_f32(v252);
    const float v254 = cj_fmaxf(v251, v253);
    const cj_u16 v255 = v238;
    const float v256 = cj_f16_to_f32(v255);
    const float v257 = cj_fmaxf(v254, v256);
    const cj_u16 v258 = cj_f32_to_f16(v257);
    const cj_u16 v259 = v258;
    const cj_ptr v260 = v194 + v228;
    *(cj_u16 *)v260 = v259;
    const cj_ptr v261 = v202 + v228;
    *(cj_u16 *)v261 = v259;
    const cj_ptr v262 = v210 + v228;
    *(cj_u16 *)v262 = v259;
    const cj_ptr v263 = v218 + v228;
    *(cj_u16 *)v263 = v259;
    const cj_u16 v264 = v240;
    const float v265 = cj_f16_to_f32(v264);
    const cj_u16 v266 = v242;
    const float v267 = cj_f16_to_f32(v266);
    const float v268 = cj_fmaxf(v265, v267);
    const cj_u16 v269 = v244;
    const float v270 = cj_f16_to_f32(v269);
    const float v271 = cj_fmaxf(v268, v270);
    const cj_u16 v272 = v246;
    const float v273 = cj_f16_to_f32(v272);
    const float v274 = cj_fmaxf(v271, v273);
    const cj_u16 v275 = cj_f32_to_f16(v274);
    const cj_u16 v276 = v275;
    const cj_ptr v277 = v194 + v230;
    *(cj_u16 *)v277 = v276;
    const cj_ptr v278 = v202 + v230;
    *(cj_u16 *)v278 = v276;
    const cj_ptr v279 = v210 + v230;
    *(cj_u16 *)v279 = v276;
    const cj_ptr v280 = v218 + v230;
    *(cj_u16 *)v280 = v276;
  }
  // partial tile: 144 vectors in block 8
  const cj_u32 v281 = 8u;
  const bool v282 = v10 == v281;
  if (v282) {
    const cj_u64 v283 = 256ull;
    const cj_u64 v284 = 144ull;
    const cj_u64 v285 = (cj_u64)v9;
    for (cj_u64 v286 = v285; v286 < v284; v286 += v283) {
      const cj_u64 v287 = 2ull;
      const cj_u64 v288 = v286 * v287;
      const cj_u64 v289 = 0x7a000ull;
      const cj_u64 v290 = v289 + v288;
      const cj_ptr v291 = v190 + v290;
      const cj_u16 v292 = *(const cj_u16 *)v291;
      const cj_ptr v293 = v198 + v290;
      const cj_u16 v294 = *(const cj_u16 *)v293;
      const cj_ptr v295 = v206 + v290;
      const cj_u16 v296 = *(const cj_u16 *)v295;
      const cj_ptr v297 = v214 + v290;
      const cj_u16 v298 = *(const cj_u16 *)v297;
      const cj_u16 v299 = v292;
      const float v300 = cj_f16_to_f32(v299);
      const cj_u16 v301 = v294;
      const float v302 = cj_f16_to_f32(v301);
      const float v303 = cj_fmaxf(v300, v302);
      const cj_u16 v304 = v296;
      const float v305 = cj_f16_to_f32(v304);
      const float v306 = cj_fmaxf(v303, v305);
      const cj_u16 v307 = v298;
      const float v308 = cj_f16_to_f32(v307);
      const float v309 = cj_fmaxf(v306, v308);
      const cj_u16 v310 = cj_f32_to_f16(v309);
      const cj_u16 v311 = v310;
      const cj_ptr v312 = v194 + v290;
      *(cj_u16 *)v312 = v311;
      const cj_ptr v313 = v202 + v290;
      *(cj_u16 *)v313 = v311;
      const cj_ptr v314 = v210 + v290;
      *(cj_u16 *)v314 = v311;
      const cj_ptr v315 = v218 + v290;
      *(cj_u16 *)v315 = v311;
    }
  }
  const cj_u32 v316 = 3u;
  const bool v317 = v2 == v316;
  if (v317) {
    const cj_u64 v318 = 0x1e8480ull;
    const cj_ptr v319 = v130 + v318;
    const cj_ptr v320 = v162 + v318;
    const cj_ptr v321 = v138 + v318;
    const cj_ptr v322 = v170 + v318;
    const cj_ptr v323 = v146 + v318;
    const cj_ptr v324 = v178 + v318;
    const cj_ptr v325 = v154 + v318;
    const cj_ptr v326 = v186 + v318;
    const cj_u64 v327 = 2ull;
    const cj_u64 v328 = (cj_u64)v9;
    const cj_u64 v329 = v328 * v327;
    // partial tile: 3 vectors in block 8
    const cj_u32 v330 = 8u;
    const bool v331 = v10 == v330;
    if (v331) {
      const cj_u64 v332 = 256ull;
      const cj_u64 v333 = 3ull;
      const cj_u64 v334 = (cj_u64)v9;
      for (cj_u64 v335 = v334; v335 < v333; v335 += v332) {
        const cj_u64 v336 = 2ull;
        const cj_u64 v337 = v335 * v336;
        const cj_u64 v338 = 0ull;
        const cj_u64 v339 = v338 + v337;
        const cj_ptr v340 = v319 + v339;
        const cj_u16 v341 = *(const cj_u16 *)v340;
        const cj_ptr v342 = v321 + v339;
        const cj_u16 v343 = *(const cj_u16 *)v342;
        const cj_ptr v344 = v323 + v339;
        const cj_u16 v345 = *(const cj_u16 *)v344;
        const cj_ptr v346 = v325 + v339;
        const cj_u16 v347 = *(const cj_u16 *)v346;
        const cj_u16 v348 = v341;
        const float v349 = cj_f16_to_f32(v348);
        const cj_u16 v350 = v343;
        const float v351 = cj_f16_to_f32(v350);
        const float v352 = cj_fmaxf(v349, v351);
        const cj_u16 v353 = v345;
        const float v354 = cj_f16_to_f32(v353);
        const float v355 = cj_fmaxf(v352, v354);
        const cj_u16 v356 = v347;
        const float v357 = cj_f16_to_f32(v356);
        const float v358 = cj_fmaxf(v355, v357);
        const cj_u16 v359 = cj_f32_to_f16(v358);
        const cj_u16 v360 = v359;
        const cj_ptr v361 = v320 + v339;
        *(cj_u16 *)v361 = v360;
        const cj_ptr v362 = v322 + v339;
        *(cj_u16 *)v362 = v360;
        const cj_ptr v363 = v324 + v339;
        *(cj_u16 *)v363 = v360;
        const cj_ptr v364 = v326 + v339;
        *(cj_u16 *)v364 = v360;
      }
    }
  }
  // end: block barrier across 4 ranks
  cj_barrier();
  const cj_u32 v365 = 4u;
  const bool v366 = v9 < v365;
  if (v366) {
    const cj_u32 v367 = 4u;
    const cj_u32 v368 = v2 + v9;
    const cj_u32 v369 = v368 - v367;
    const bool v370 = v368 >= v367;
    const cj_u32 v371 = v370 ? v369 : v368;
    const cj_u32 v372 = v10 * v367;
    const cj_u64 v373 = 256ull;
    const cj_ptr v374 = v5 + v373;
    const cj_u32 v375 = v372 + v2;
    const cj_u32 v376 = v372 + v371;
    const cj_u64 v377 = 4ull;
    const cj_u64 v378 = (cj_u64)v375;
    const cj_u64 v379 = v378 * v377;
    const cj_u64 v380 = (cj_u64)v376;
    const cj_u64 v381 = v380 * v377;
    const cj_ptr v382 = v374 + v379;
    const cj_u64 v383 = 8ull;
    const cj_u64 v384 = (cj_u64)v371;
    const cj_u64 v385 = v384 * v383;
    const cj_ptr v386 = v1 + v385;
    const cj_u64 v387 = *(const cj_u64 *)v386;
    const cj_u64 v388 = v387 - v15;
    const cj_ptr v389 = v382 + v388;
    const cj_u32 v390 = 1u;
    const cj_u32 v391 = cj_atomic_add_release_system((cj_u32 *)v389, v390);
    const cj_u32 v392 = 1u;
    const cj_u32 v393 = v391 + v392;
    const cj_ptr v394 = v374 + v381;
    const cj_u32 v395 = 0u;
    const cj_u32 v396 = 1u;
    const cj_u64 v397 = cj_timer_ns();
    const cj_u32 v398 = x_failed0;
    x_done3 = v398;
    while (true) {
      const cj_u32 v399 = x_done3;
      const bool v400 = v399 == v395;
      if (!v400) break;
      const cj_u32 v401 = cj_atomic_load_acquire_system((cj_u32 *)v394);
      const cj_u32 v402 = 0u;
      const cj_u32 v403 = v401 - v393;
      const bool v404 = (cj_i32)v403 >= (cj_i32)v402;
      const cj_u64 v405 = cj_timer_ns();
      const cj_u64 v406 = v405 - v397;
      const bool v407 = v406 > v7;
      const cj_u32 v408 = cj_atomic_load_relaxed_device((cj_u32 *)v6);
      const bool v409 = v408 != v395;
      const bool v410 = v407 || v409;
      if (v404) {
        x_done3 = v396;
      } else {
        if (v410) {
          const cj_u32 v411 = 1u;
          cj_atomic_store_relaxed_system((cj_u32 *)v6, v411);
          x_failed0 = v396;
          x_done3 = v396;
        }
      }
    }
  }
  cj_barrier();
}
