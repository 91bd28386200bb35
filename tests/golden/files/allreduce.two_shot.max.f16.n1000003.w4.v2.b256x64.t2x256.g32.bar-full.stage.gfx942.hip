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
  // grid barrier: the 32 blocks of this rank
  cj_barrier();
  const cj_u32 v48 = 0u;
  const bool v49 = v9 == v48;
  if (v49) {
    const cj_u64 v50 = 0ull;
    const cj_ptr v51 = v5 + v50;
    const cj_u32 v52 = 0u;
    const bool v53 = v10 == v52;
    const cj_u64 v54 = 1ull;
    const cj_u64 v55 = 2017ull;
    const cj_u64 v56 = v53 ? v55 : v54;
    const cj_u64 v57 = cj_atomic_add_acq_rel_device((cj_u64 *)v51, v56);
    const cj_u64 v58 = 11ull;
    const cj_u64 v59 = 1ull;
    const cj_u64 v60 = v57 >> v58;
    const cj_u64 v61 = v60 + v59;
    const cj_u64 v62 = v61 << v58;
    const cj_u32 v63 = 0u;
    const cj_u32 v64 = 1u;
    const cj_u64 v65 = cj_timer_ns();
    const cj_u32 v66 = x_failed0;
    x_done1 = v66;
    while (true) {
      const cj_u32 v67 = x_done1;
      const bool v68 = v67 == v63;
      if (!v68) break;
      const cj_u64 v69 = cj_atomic_load_acquire_device((cj_u64 *)v51);
      const cj_u64 v70 = 0ull;
      const cj_u64 v71 = v69 - v62;
      const bool v72 = (cj_i64)v71 >= (cj_i64)v70;
      const cj_u64 v73 = cj_timer_ns();
      const cj_u64 v74 = v73 - v65;
      const bool v75 = v74 > v7;
      const cj_u32 v76 = cj_atomic_load_relaxed_device((cj_u32 *)v6);
      const bool v77 = v76 != v63;
      const bool v78 = v75 || v77;
      if (v72) {
        x_done1 = v64;
      } else {
        if (v78) {
          const cj_u32 v79 = 1u;
          cj_atomic_store_relaxed_system((cj_u32 *)v6, v79);
          x_failed0 = v64;
          x_done1 = v64;
        }
      }
    }
  }
  cj_barrier();
  // start: block barrier across 4 ranks
  cj_barrier();
  const cj_u32 v80 = 4u;
  const bool v81 = v9 < v80;
  if (v81) {
    const cj_u32 v82 = 4u;
    const cj_u32 v83 = v2 + v9;
    const cj_u32 v84 = v83 - v82;
    const bool v85 = v83 >= v82;
    const cj_u32 v86 = v85 ? v84 : v83;
    const cj_u32 v87 = v10 * v82;
    const cj_u64 v88 = 256ull;
    const cj_ptr v89 = v5 + v88;
    const cj_u32 v90 = v87 + v2;
    const cj_u32 v91 = v87 + v86;
    const cj_u64 v92 = 4ull;
    const cj_u64 v93 = (cj_u64)v90;
    const cj_u64 v94 = v93 * v92;
    const cj_u64 v95 = (cj_u64)v91;
    const cj_u64 v96 = v95 * v92;
    const cj_ptr v97 = v89 + v94;
    const cj_u64 v98 = 8ull;
    const cj_u64 v99 = (cj_u64)v86;
    const cj_u64 v100 = v99 * v98;
    const cj_ptr v101 = v1 + v100;
    const cj_u64 v102 = *(const cj_u64 *)v101;
    const cj_u64 v103 = v102 - v15;
    const cj_ptr v104 = v97 + v103;
    const cj_u32 v105 = 1u;
    const cj_u32 v106 = cj_atomic_add_release_system((cj_u32 *)v104, v105);
    const cj_u32 v107 = 1u;
    const cj_u32 v108 = v106 + v107;
    const cj_ptr v109 = v89 + v96;
    const cj_u32 v110 = 0u;
    const cj_u32 v111 = 1u;
    const cj_u64 v112 = cj_timer_ns();
    const cj_u32 v113 = x_failed0;
    x_done2 = v113;
    while (true) {
      const cj_u32 v114 = x_done2;
      const bool v115 = v114 == v110;
      if (!v115) break;
      const cj_u32 v116 = cj_atomic_load_acquire_system((cj_u32 *)v109);
      const cj_u32 v117 = 0u;
      const cj_u32 v118 = v116 - v108;
      const bool v119 = (cj_i32)v118 >= (cj_i32)v117;
      const cj_u64 v120 = cj_timer_ns();
      const cj_u64 v121 = v120 - v112;
      const bool v122 = v121 > v7;
      const cj_u32 v123 = cj_atomic_load_relaxed_device((cj_u32 *)v6);
      const bool v124 = v123 != v110;
      const bool v125 = v122 || v124;
      if (v119) {
        x_done2 = v111;
      } else {
        if (v125) {
          const cj_u32 v126 = 1u;
          cj_atomic_store_relaxed_system((cj_u32 *)v6, v126);
          x_failed0 = v111;
          x_done2 = v111;
        }
      }
    }
  }
  cj_barrier();
  const cj_u32 v127 = 0u;
  const cj_u64 v128 = 8ull;
  const cj_u64 v129 = (cj_u64)v127;
  const cj_u64 v130 = v129 * v128;
  const cj_ptr v131 = v1 + v130;
  const cj_u64 v132 = *(const cj_u64 *)v131;
  const cj_u64 v133 = v132 - v15;
  const cj_ptr v134 = v8 + v133;
  const cj_u32 v135 = 1u;
  const cj_u64 v136 = 8ull;
  const cj_u64 v137 = (cj_u64)v135;
  const cj_u64 v138 = v137 * v136;
  const cj_ptr v139 = v1 + v138;
  const cj_u64 v140 = *(const cj_u64 *)v139;
  const cj_u64 v141 = v140 - v15;
  const cj_ptr v142 = v8 + v141;
  const cj_u32 v143 = 2u;
  const cj_u64 v144 = 8ull;
  const cj_u64 v145 = (cj_u64)v143;
  const cj_u64 v146 = v145 * v144;
  const cj_ptr v147 = v1 + v146;
  const cj_u64 v148 = *(const cj_u64 *)v147;
  const cj_u64 v149 = v148 - v15;
  const cj_ptr v150 = v8 + v149;
  const cj_u32 v151 = 3u;
  const cj_u64 v152 = 8ull;
  const cj_u64 v153 = (cj_u64)v151;
  const cj_u64 v154 = v153 * v152;
  const cj_ptr v155 = v1 + v154;
  const cj_u64 v156 = *(const cj_u64 *)v155;
  const cj_u64 v157 = v156 - v15;
  const cj_ptr v158 = v8 + v157;
  const cj_u32 v159 = 0u;
  const cj_u64 v160 = 8ull;
  const cj_u64 v161 = (cj_u64)v159;
  const cj_u64 v162 = v161 * v160;
  const cj_ptr v163 = v1 + v162;
  const cj_u64 v164 = *(const cj_u64 *)v163;
  const cj_u64 v165 = v164 - v15;
  const cj_ptr v166 = v4 + v165;
  const cj_u32 v167 = 1u;
  const cj_u64 v168 = 8ull;
  const cj_u64 v169 = (cj_u64)v167;
  const cj_u64 v170 = v169 * v168;
  const cj_ptr v171 = v1 + v170;
  const cj_u64 v172 = *(const cj_u64 *)v171;
  const cj_u64 v173 = v172 - v15;
  const cj_ptr v174 = v4 + v173;
  const cj_u32 v175 = 2u;
  const cj_u64 v176 = 8ull;
  const cj_u64 v177 = (cj_u64)v175;
  const cj_u64 v178 = v177 * v176;
  const cj_ptr v179 = v1 + v178;
  const cj_u64 v180 = *(const cj_u64 *)v179;
  const cj_u64 v181 = v180 - v15;
  const cj_ptr v182 = v4 + v181;
  const cj_u32 v183 = 3u;
  const cj_u64 v184 = 8ull;
  const cj_u64 v185 = (cj_u64)v183;
  const cj_u64 v186 = v185 * v184;
  const cj_ptr v187 = v1 + v186;
  const cj_u64 v188 = *(const cj_u64 *)v187;
  const cj_u64 v189 = v188 - v15;
  const cj_ptr v190 = v4 + v189;
  const cj_u64 v191 = (cj_u64)v2;
  const cj_u64 v192 = 0x7a120ull;
  const cj_u64 v193 = v191 * v192;
  const cj_ptr v194 = v134 + v193;
  const cj_u64 v195 = (cj_u64)v2;
  const cj_u64 v196 = 0x7a120ull;
  const cj_u64 v197 = v195 * v196;
  const cj_ptr v198 = v166 + v197;
  const cj_u64 v199 = (cj_u64)v2;
  const cj_u64 v200 = 0x7a120ull;
  const cj_u64 v201 = v199 * v200;
  const cj_ptr v202 = v142 + v201;
  const cj_u64 v203 = (cj_u64)v2;
  const cj_u64 v204 = 0x7a120ull;
  const cj_u64 v205 = v203 * v204;
  const cj_ptr v206 = v174 + v205;
  const cj_u64 v207 = (cj_u64)v2;
  const cj_u64 v208 = 0x7a120ull;
  const cj_u64 v209 = v207 * v208;
  const cj_ptr v210 = v150 + v209;
  const cj_u64 v211 = (cj_u64)v2;
  const cj_u64 v212 = 0x7a120ull;
  const cj_u64 v213 = v211 * v212;
  const cj_ptr v214 = v182 + v213;
  const cj_u64 v215 = (cj_u64)v2;
  const cj_u64 v216 = 0x7a120ull;
  const cj_u64 v217 = v215 * v216;
  const cj_ptr v218 = v158 + v217;
  const cj_u64 v219 = (cj_u64)v2;
  const cj_u64 v220 = 0x7a120ull;
  const cj_u64 v221 = v219 * v220;
  const cj_ptr v222 = v190 + v221;
  const cj_u64 v223 = 2ull;
  const cj_u64 v224 = (cj_u64)v9;
  const cj_u64 v225 = v224 * v223;
  // 488 full tiles of 1024 bytes: 2 vectors of 2 bytes per thread
  const cj_u64 v226 = 32ull;
  const cj_u64 v227 = 488ull;
  const cj_u64 v228 = (cj_u64)v10;
  for (cj_u64 v229 = v228; v229 < v227; v229 += v226) {
    const cj_u64 v230 = 1024ull;
    const cj_u64 v231 = v229 * v230;
    const cj_u64 v232 = v225 + v231;
    const cj_u64 v233 = 512ull;
    const cj_u64 v234 = v232 + v233;
    const cj_ptr v235 = v194 + v232;
    const cj_u16 v236 = *(const cj_u16 *)v235;
    const cj_ptr v237 = v202 + v232;
    const cj_u16 v238 = *(const cj_u16 *)v237;
    const cj_ptr v239 = v210 + v232;
    const cj_u16 v240 = *(const cj_u16 *)v239;
    const cj_ptr v241 = v218 + v232;
    const cj_u16 v242 = *(const cj_u16 *)v241;
    const cj_ptr v243 = v194 + v234;
    const cj_u16 v244 = *(const cj_u16 *)v243;
    const cj_ptr v245 = v202 + v234;
    const cj_u16 v246 = *(const cj_u16 *)v245;
    const cj_ptr v247 = v210 + v234;
    const cj_u16 v248 = *(const cj_u16 *)v247;
    const cj_ptr v249 = v218 + v234;
    const cj_u16 v250 = *(const cj_u16 *)v249;
    const cj_u16 v251 = v236;
    const float v252 = cj_f16_to_f32(v251);
    const cj_u16 v253 = v238;
    const float v254 = cj_f16_to_f32(v253);
    const float v255 = cj_fmaxf(v252, v254);
    const cj_u16 v256 = v240;
    const float v257 = cj_f16_to_f32(v256);
    const float v258 = cj_fmaxf(v255, v257);
    const cj_u16 v259 = v242;
    const float v260 = cj_f16_to_f32(v259);
    const float v261 = cj_fmaxf(v258, v260);
    const cj_u16 v262 = cj_f32_to_f16(v261);
    const cj_u16 v263 = v262;
    const cj_ptr v264 = v198 + v232;
    *(cj_u16 *)v264 = v263;
    const cj_ptr v265 = v206 + v232;
    *(cj_u16 *)v265 = v263;
    const cj_ptr v266 = v214 + v232;
    *(cj_u16 *)v266 = v263;
    const cj_ptr v267 = v222 + v232;
    *(cj_u16 *)v267 = v263;
    const cj_u16 v268 = v244;
    const float v269 = cj_f16_to_f32(v268);
    const cj_u16 v270 = v246;
    const float v271 = cj_f16_to_f32(v270);
    const float v272 = cj_fmaxf(v269, v271);
    const cj_u16 v273 = v248;
    const float v274 = cj_f16_to_f32(v273);
    const float v275 = cj_fmaxf(v272, v274);
    const cj_u16 v276 = v250;
    const float v277 = cj_f16_to_f32(v276);
    const float v278 = cj_fmaxf(v275, v277);
    const cj_u16 v279 = cj_f32_to_f16(v278);
    const cj_u16 v280 = v279;
    const cj_ptr v281 = v198 + v234;
    *(cj_u16 *)v281 = v280;
    const cj_ptr v282 = v206 + v234;
    *(cj_u16 *)v282 = v280;
    const cj_ptr v283 = v214 + v234;
    *(cj_u16 *)v283 = v280;
    const cj_ptr v284 = v222 + v234;
    *(cj_u16 *)v284 = v280;
  }
  // partial tile: 144 vectors in block 8
  const cj_u32 v285 = 8u;
  const bool v286 = v10 == v285;
  if (v286) {
    const cj_u64 v287 = 256ull;
    const cj_u64 v288 = 144ull;
    const cj_u64 v289 = (cj_u64)v9;
    for (cj_u64 v290 = v289; v290 < v288; v290 += v287) {
      const cj_u64 v291 = 2ull;
      const cj_u64 v292 = v290 * v291;
      const cj_u64 v293 = 0x7a000ull;
      const cj_u64 v294 = v293 + v292;
      const cj_ptr v295 = v194 + v294;
      const cj_u16 v296 = *(const cj_u16 *)v295;
      const cj_ptr v297 = v202 + v294;
      const cj_u16 v298 = *(const cj_u16 *)v297;
      const cj_ptr v299 = v210 + v294;
      const cj_u16 v300 = *(const cj_u16 *)v299;
      const cj_ptr v301 = v218 + v294;
      const cj_u16 v302 = *(const cj_u16 *)v301;
      const cj_u16 v303 = v296;
      const float v304 = cj_f16_to_f32(v303);
      const cj_u16 v305 = v298;
      const float v306 = cj_f16_to_f32(v305);
      const float v307 = cj_fmaxf(v304, v306);
      const cj_u16 v308 = v300;
      const float v309 = cj_f16_to_f32(v308);
      const float v310 = cj_fmaxf(v307, v309);
      const cj_u16 v311 = v302;
      const float v312 = cj_f16_to_f32(v311);
      const float v313 = cj_fmaxf(v310, v312);
      const cj_u16 v314 = cj_f32_to_f16(v313);
      const cj_u16 v315 = v314;
      const cj_ptr v316 = v198 + v294;
      *(cj_u16 *)v316 = v315;
      const cj_ptr v317 = v206 + v294;
      *(cj_u16 *)v317 = v315;
      const cj_ptr v318 = v214 + v294;
      *(cj_u16 *)v318 = v315;
      const cj_ptr v319 = v222 + v294;
      *(cj_u16 *)v319 = v315;
    }
  }
  const cj_u32 v320 = 3u;
  const bool v321 = v2 == v320;
  if (v321) {
    const cj_u64 v322 = 0x1e8480ull;
    const cj_ptr v323 = v134 + v322;
    const cj_ptr v324 = v166 + v322;
    const cj_ptr v325 = v142 + v322;
    const cj_ptr v326 = v174 + v322;
    const cj_ptr v327 = v150 + v322;
    const cj_ptr v328 = v182 + v322;
    const cj_ptr v329 = v158 + v322;
    const cj_ptr v330 = v190 + v322;
    const cj_u64 v331 = 2ull;
    const cj_u64 v332 = (cj_u64)v9;
    const cj_u64 v333 = v332 * v331;
    // partial tile: 3 vectors in block 8
    const cj_u32 v334 = 8u;
    const bool v335 = v10 == v334;
    if (v335) {
      const cj_u64 v336 = 256ull;
      const cj_u64 v337 = 3ull;
      const cj_u64 v338 = (cj_u64)v9;
      for (cj_u64 v339 = v338; v339 < v337; v339 += v336) {
        const cj_u64 v340 = 2ull;
        const cj_u64 v341 = v339 * v340;
        const cj_u64 v342 = 0ull;
        const cj_u64 v343 = v342 + v341;
        const cj_ptr v344 = v323 + v343;
        const cj_u16 v345 = *(const cj_u16 *)v344;
        const cj_ptr v346 = v325 + v343;
        const cj_u16 v347 = *(const cj_u16 *)v346;
        const cj_ptr v348 = v327 + v343;
        const cj_u16 v349 = *(const cj_u16 *)v348;
        const cj_ptr v350 = v329 + v343;
        const cj_u16 v351 = *(const cj_u16 *)v350;
        const cj_u16 v352 = v345;
        const float v353 = cj_f16_to_f32(v352);
        const cj_u16 v354 = v347;
        const float v355 = cj_f16_to_f32(v354);
        const float v356 = cj_fmaxf(v353, v355);
        const cj_u16 v357 = v349;
        const float v358 = cj_f16_to_f32(v357);
        const float v359 = cj_fmaxf(v356, v358);
        const cj_u16 v360 = v351;
        const float v361 = cj_f16_to_f32(v360);
        const float v362 = cj_fmaxf(v359, v361);
        const cj_u16 v363 = cj_f32_to_f16(v362);
        const cj_u16 v364 = v363;
        const cj_ptr v365 = v324 + v343;
        *(cj_u16 *)v365 = v364;
        const cj_ptr v366 = v326 + v343;
        *(cj_u16 *)v366 = v364;
        const cj_ptr v367 = v328 + v343;
        *(cj_u16 *)v367 = v364;
        const cj_ptr v368 = v330 + v343;
        *(cj_u16 *)v368 = v364;
      }
    }
  }
  // end: block barrier across 4 ranks
  cj_barrier();
  const cj_u32 v369 = 4u;
  const bool v370 = v9 < v369;
  if (v370) {
    const cj_u32 v371 = 4u;
    const cj_u32 v372 = v2 + v9;
    const cj_u32 v373 = v372 - v371;
    const bool v374 = v372 >= v371;
    const cj_u32 v375 = v374 ? v373 : v372;
    const cj_u32 v376 = v10 * v371;
    const cj_u64 v377 = 256ull;
    const cj_ptr v378 = v5 + v377;
    const cj_u32 v379 = v376 + v2;
    const cj_u32 v380 = v376 + v375;
    const cj_u64 v381 = 4ull;
    const cj_u64 v382 = (cj_u64)v379;
    const cj_u64 v383 = v382 * v381;
    const cj_u64 v384 = (cj_u64)v380;
    const cj_u64 v385 = v384 * v381;
    const cj_ptr v386 = v378 + v383;
    const cj_u64 v387 = 8ull;
    const cj_u64 v388 = (cj_u64)v375;
    const cj_u64 v389 = v388 * v387;
    const cj_ptr v390 = v1 + v389;
    const cj_u64 v391 = *(const cj_u64 *)v390;
    const cj_u64 v392 = v391 - v15;
    const cj_ptr v393 = v386 + v392;
    const cj_u32 v394 = 1u;
    const cj_u32 v395 = cj_atomic_add_release_system((cj_u32 *)v393, v394);
    const cj_u32 v396 = 1u;
    const cj_u32 v397 = v395 + v396;
    const cj_ptr v398 = v378 + v385;
    const cj_u32 v399 = 0u;
    const cj_u32 v400 = 1u;
    const cj_u64 v401 = cj_timer_ns();
    const cj_u32 v402 = x_failed0;
    x_done3 = v402;
    while (true) {
      const cj_u32 v403 = x_done3;
      const bool v404 = v403 == v399;
      if (!v404) break;
      const cj_u32 v405 = cj_atomic_load_acquire_system((cj_u32 *)v398);
      const cj_u32 v406 = 0u;
      const cj_u32 v407 = v405 - v397;
      const bool v408 = (cj_i32)v407 >= (cj_i32)v406;
      const cj_u64 v409 = cj_timer_ns();
      const cj_u64 v410 = v409 - v401;
      const bool v411 = v410 > v7;
      const cj_u32 v412 = cj_atomic_load_relaxed_device((cj_u32 *)v6);
      const bool v413 = v412 != v399;
      const bool v414 = v411 || v413;
      if (v408) {
        x_done3 = v400;
      } else {
        if (v414) {
          const cj_u32 v415 = 1u;
          cj_atomic_store_relaxed_system((cj_u32 *)v6, v415);
          x_failed0 = v400;
          x_done3 = v400;
        }
      }
    }
  }
  cj_barrier();
}
