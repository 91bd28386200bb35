// colljit kernel cj_reduce_pull_sum_f32_n5000_w2_r1_v16_b256x64_t4x1024_g2_bar_full_gfx942 (block 256, grid 2, gfx942)
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

extern "C" __global__ void __launch_bounds__(256) cj_reduce_pull_sum_f32_n5000_w2_r1_v16_b256x64_t4x1024_g2_bar_full_gfx942(cj_ptr p_heap_bases, cj_u32 p_rank, cj_ptr p_src, cj_ptr p_dst, cj_ptr p_sync, cj_ptr p_status, cj_u64 p_timeout_ns, cj_ptr p_work) {
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
  // reduce pull to rank 1: 2 ranks x 20000 bytes
  // start: block barrier across 2 ranks
  cj_barrier();
  const cj_u32 v17 = 2u;
  const bool v18 = v9 < v17;
  if (v18) {
    const cj_u32 v19 = 2u;
    const cj_u32 v20 = v2 + v9;
    const cj_u32 v21 = v20 - v19;
    const bool v22 = v20 >= v19;
    const cj_u32 v23 = v22 ? v21 : v20;
    const cj_u32 v24 = v10 * v19;
    const cj_u64 v25 = 256ull;
    const cj_ptr v26 = v5 + v25;
    const cj_u32 v27 = v24 + v2;
    const cj_u32 v28 = v24 + v23;
    const cj_u64 v29 = 4ull;
    const cj_u64 v30 = (cj_u64)v27;
    const cj_u64 v31 = v30 * v29;
    const cj_u64 v32 = (cj_u64)v28;
    const cj_u64 v33 = v32 * v29;
    const cj_ptr v34 = v26 + v31;
    const cj_u64 v35 = 8ull;
    const cj_u64 v36 = (cj_u64)v23;
    const cj_u64 v37 = v36 * v35;
    const cj_ptr v38 = v1 + v37;
    const cj_u64 v39 = *(const cj_u64 *)v38;
    const cj_u64 v40 = v39 - v15;
    const cj_ptr v41 = v34 + v40;
    const cj_u32 v42 = 1u;
    const cj_u32 v43 = cj_atomic_add_release_system((cj_u32 *)v41, v42);
    const cj_u32 v44 = 1u;
    const cj_u32 v45 = v43 + v44;
    const cj_ptr v46 = v26 + v33;
    const cj_u32 v47 = 0u;
    const cj_u32 v48 = 1u;
    const cj_u64 v49 = cj_timer_ns();
    const cj_u32 v50 = x_failed0;
    x_done1 = v50;
    while (true) {
      const cj_u32 v51 = x_done1;
      const bool v52 = v51 == v47;
      if (!v52) break;
      const cj_u32 v53 = cj_atomic_load_acquire_system((cj_u32 *)v46);
      const cj_u32 v54 = 0u;
      const cj_u32 v55 = v53 - v45;
      const bool v56 = (cj_i32)v55 >= (cj_i32)v54;
      const cj_u64 v57 = cj_timer_ns();
      const cj_u64 v58 = v57 - v49;
      const bool v59 = v58 > v7;
      const cj_u32 v60 = cj_atomic_load_relaxed_device((cj_u32 *)v6);
      const bool v61 = v60 != v47;
      const bool v62 = v59 || v61;
      if (v56) {
        x_done1 = v48;
      } else {
        if (v62) {
          const cj_u32 v63 = 1u;
          cj_atomic_store_relaxed_system((cj_u32 *)v6, v63);
          x_failed0 = v48;
          x_done1 = v48;
        }
      }
    }
  }
  cj_barrier();
  const cj_u32 v64 = 1u;
  const bool v65 = v2 == v64;
  if (v65) {
    const cj_u32 v66 = 0u;
    const cj_u64 v67 = 8ull;
    const cj_u64 v68 = (cj_u64)v66;
    const cj_u64 v69 = v68 * v67;
    const cj_ptr v70 = v1 + v69;
    const cj_u64 v71 = *(const cj_u64 *)v70;
    const cj_u64 v72 = v71 - v15;
    const cj_ptr v73 = v3 + v72;
    const cj_u32 v74 = 1u;
    const cj_u64 v75 = 8ull;
    const cj_u64 v76 = (cj_u64)v74;
    const cj_u64 v77 = v76 * v75;
    const cj_ptr v78 = v1 + v77;
    const cj_u64 v79 = *(const cj_u64 *)v78;
    const cj_u64 v80 = v79 - v15;
    const cj_ptr v81 = v3 + v80;
    const cj_u64 v82 = 16ull;
    const cj_u64 v83 = (cj_u64)v9;
    const cj_u64 v84 = v83 * v82;
    // 1 full tiles of 16384 bytes: 4 vectors of 16 bytes per thread
    const cj_u64 v85 = 2ull;
    const cj_u64 v86 = 1ull;
    const cj_u64 v87 = (cj_u64)v10;
    for (cj_u64 v88 = v87; v88 < v86; v88 += v85) {
      const cj_u64 v89 = 16384ull;
      const cj_u64 v90 = v88 * v89;
      const cj_u64 v91 = v84 + v90;
      const cj_u64 v92 = 4096ull;
      const cj_u64 v93 = v91 + v92;
      const cj_u64 v94 = 8192ull;
      const cj_u64 v95 = v91 + v94;
      const cj_u64 v96 = 12288ull;
      const cj_u64 v97 = v91 + v96;
      const cj_ptr v98 = v73 + v91;
      const cj_u32x4 v99 = *(const cj_u32x4 *)v98;
      const cj_ptr v100 = v81 + v91;
      const cj_u32x4 v101 = *(const cj_u32x4 *)v100;
      const cj_ptr v102 = v73 + v93;
      const cj_u32x4 v103 = *(const cj_u32x4 *)v102;
      const cj_ptr v104 = v81 + v93;
      const cj_u32x4 v105 = *(const cj_u32x4 *)v104;
      const cj_ptr v106 = v73 + v95;
      const cj_u32x4 v107 = *(const cj_u32x4 *)v106;
      const cj_ptr v108 = v81 + v95;
      const cj_u32x4 v109 = *(const cj_u32x4 *)v108;
      const cj_ptr v110 = v73 + v97;
      const cj_u32x4 v111 = *(const cj_u32x4 *)v110;
      const cj_ptr v112 = v81 + v97;
      const cj_u32x4 v113 = *(const cj_u32x4 *)v112;
      const cj_u32 v114 = v99.x;
      const cj_u32 v115 = v101.x;
      const float v116 = cj_f32_from_bits(v114);
      const float v117 = cj_f32_from_bits(v115);
      const float v118 = v116 + v117;
      const cj_u32 v119 = cj_f32_bits(v118);
      const cj_u32x4 v120 = cj_splat_u32x4(v119);
      const cj_u32 v121 = v99.y;
      const cj_u32 v122 = v101.y;
      const float v123 = cj_f32_from_bits(v121);
      const float v124 = cj_f32_from_bits(v122);
      const float v125 = v123 + v124;
      const cj_u32 v126 = cj_f32_bits(v125);
      cj_u32x4 v127 = v120;
      v127.y = v126;
      const cj_u32 v128 = v99.z;
      const cj_u32 v129 = v101.z;
      const float v130 = cj_f32_from_bits(v128);
      const float v131 = cj_f32_from_bits(v129);
      const float v132 = v130 + v131;
      const cj_u32 v133 = cj_f32_bits(v132);
      cj_u32x4 v134 = v127;
      v134.z = v133;
      const cj_u32 v135 = v99.w;
      const cj_u32 v136 = v101.w;
      const float v137 = cj_f32_from_bits(v135);
      const float v138 = cj_f32_from_bits(v136);
      const float v139 = v137 + v138;
      const cj_u32 v140 = cj_f32_bits(v139);
      cj_u32x4 v141 = v134;
      v141.w = v140;
      const cj_ptr v142 = v4 + v91;
      *(cj_u32x4 *)v142 = v141;
      const cj_u32 v143 = v103.x;
      const cj_u32 v144 = v105.x;
      const float v145 = cj_f32_from_bits(v143);
      const float v146 = cj_f32_from_bits(v144);
      const float v147 = v145 + v146;
      const cj_u32 v148 = cj_f32_bits(v147);
      const cj_u32x4 v149 = cj_splat_u32x4(v148);
      const cj_u32 v150 = v103.y;
      const cj_u32 v151 = v105.y;
      const float v152 = cj_f32_from_bits(v150);
      const float v153 = cj_f32_from_bits(v151);
      const float v154 = v152 + v153;
      const cj_u32 v155 = cj_f32_bits(v154);
      cj_u32x4 v156 = v149;
      v156.y = v155;
      const cj_u32 v157 = v103.z;
      const cj_u32 v158 = v105.z;
      const float v159 = cj_f32_from_bits(v157);
      const float v160 = cj_f32_from_bits(v158);
      const float v161 = v159 + v160;
      const cj_u32 v162 = cj_f32_bits(v161);
      cj_u32x4 v163 = v156;
      v163.z = v162;
      const cj_u32 v164 = v103.w;
      const cj_u32 v165 = v105.w;
      const float v166 = cj_f32_from_bits(v164);
      const float v167 = cj_f32_from_bits(v165);
      const float v168 = v166 + v167;
      const cj_u32 v169 = cj_f32_bits(v168);
      cj_u32x4 v170 = v163;
      v170.w = v169;
      const cj_ptr v171 = v4 + v93;
      *(cj_u32x4 *)v171 = v170;
      const cj_u32 v172 = v107.x;
      const cj_u32 v173 = v109.x;
      const float v174 = cj_f32_from_bits(v172);
      const float v175 = cj_f32_from_bits(v173);
      const float v176 = v174 + v175;
      const cj_u32 v177 = cj_f32_bits(v176);
      const cj_u32x4 v178 = cj_splat_u32x4(v177);
      const cj_u32 v179 = v107.y;
      const cj_u32 v180 = v109.y;
      const float v181 = cj_f32_from_bits(v179);
      const float v182 = cj_f32_from_bits(v180);
      const float v183 = v181 + v182;
      const cj_u32 v184 = cj_f32_bits(v183);
      cj_u32x4 v185 = v178;
      v185.y = v184;
      const cj_u32 v186 = v107.z;
      const cj_u32 v187 = v109.z;
      const float v188 = cj_f32_from_bits(v186);
      const float v189 = cj_f32_from_bits(v187);
      const float v190 = v188 + v189;
      const cj_u32 v191 = cj_f32_bits(v190);
      cj_u32x4 v192 = v185;
      v192.z = v191;
      const cj_u32 v193 = v107.w;
      const cj_u32 v194 = v109.w;
      const float v195 = cj_f32_from_bits(v193);
      const float v196 = cj_f32_from_bits(v194);
      const float v197 = v195 + v196;
      const cj_u32 v198 = cj_f32_bits(v197);
      cj_u32x4 v199 = v192;
      v199.w = v198;
      const cj_ptr v200 = v4 + v95;
      *(cj_u32x4 *)v200 = v199;
      const cj_u32 v201 = v111.x;
      const cj_u32 v202 = v113.x;
      const float v203 = cj_f32_from_bits(v201);
      const float v204 = cj_f32_from_bits(v202);
      const float v205 = v203 + v204;
      const cj_u32 v206 = cj_f32_bits(v205);
      const cj_u32x4 v207 = cj_splat_u32x4(v206);
      const cj_u32 v208 = v111.y;
      const cj_u32 v209 = v113.y;
      const float v210 = cj_f32_from_bits(v208);
      const float v211 = cj_f32_from_bits(v209);
      const float v212 = v210 + v211;
      const cj_u32 v213 = cj_f32_bits(v212);
      cj_u32x4 v214 = v207;
      v214.y = v213;
      const cj_u32 v215 = v111.z;
      const cj_u32 v216 = v113.z;
      const float v217 = cj_f32_from_bits(v215);
      const float v218 = cj_f32_from_bits(v216);
      const float v219 = v217 + v218;
      const cj_u32 v220 = cj_f32_bits(v219);
      cj_u32x4 v221 = v214;
      v221.z = v220;
      const cj_u32 v222 = v111.w;
      const cj_u32 v223 = v113.w;
      const float v224 = cj_f32_from_bits(v222);
      const float v225 = cj_f32_from_bits(v223);
      const float v226 = v224 + v225;
      const cj_u32 v227 = cj_f32_bits(v226);
      cj_u32x4 v228 = v221;
      v228.w = v227;
      const cj_ptr v229 = v4 + v97;
      *(cj_u32x4 *)v229 = v228;
    }
    // partial tile: 226 vectors in block 1
    const cj_u32 v230 = 1u;
    const bool v231 = v10 == v230;
    if (v231) {
      const cj_u64 v232 = 256ull;
      const cj_u64 v233 = 226ull;
      const cj_u64 v234 = (cj_u64)v9;
      for (cj_u64 v235 = v234; v235 < v233; v235 += v232) {
        const cj_u64 v236 = 16ull;
        const cj_u64 v237 = v235 * v236;
        const cj_u64 v238 = 16384ull;
        const cj_u64 v239 = v238 + v237;
        const cj_ptr v240 = v73 + v239;
        const cj_u32x4 v241 = *(const cj_u32x4 *)v240;
        const cj_ptr v242 = v81 + v239;
        const cj_u32x4 v243 = *(const cj_u32x4 *)v242;
        const cj_u32 v244 = v241.x;
        const cj_u32 v245 = v243.x;
        const float v246 = cj_f32_from_bits(v244);
        const float v247 = cj_f32_from_bits(v245);
        const float v248 = v246 + v247;
        const cj_u32 v249 = cj_f32_bits(v248);
        const cj_u32x4 v250 = cj_splat_u32x4(v249);
        const cj_u32 v251 = v241.y;
        const cj_u32 v252 = v243.y;
        const float v253 = cj_f32_from_bits(v251);
        const float v254 = cj_f32_from_bits(v252);
        const float v255 = v253 + v254;
        const cj_u32 v256 = cj_f32_bits(v255);
        cj_u32x4 v257 = v250;
        v257.y = v256;
        const cj_u32 v258 = v241.z;
        const cj_u32 v259 = v243.z;
        const float v260 = cj_f32_from_bits(v258);
        const float v261 = cj_f32_from_bits(v259);
        const float v262 = v260 + v261;
        const cj_u32 v263 = cj_f32_bits(v262);
        cj_u32x4 v264 = v257;
        v264.z = v263;
        const cj_u32 v265 = v241.w;
        const cj_u32 v266 = v243.w;
        const float v267 = cj_f32_from_bits(v265);
        const float v268 = cj_f32_from_bits(v266);
        const float v269 = v267 + v268;
        const cj_u32 v270 = cj_f32_bits(v269);
        cj_u32x4 v271 = v264;
        v271.w = v270;
        const cj_ptr v272 = v4 + v239;
        *(cj_u32x4 *)v272 = v271;
      }
    }
  }
  // end: block barrier across 2 ranks
  cj_barrier();
  const cj_u32 v273 = 2u;
  const bool v274 = v9 < v273;
  if (v274) {
    const cj_u32 v275 = 2u;
    const cj_u32 v276 = v2 + v9;
    const cj_u32 v277 = v276 - v275;
    const bool v278 = v276 >= v275;
    const cj_u32 v279 = v278 ? v277 : v276;
    const cj_u32 v280 = v10 * v275;
    const cj_u64 v281 = 256ull;
    const cj_ptr v282 = v5 + v281;
    const cj_u32 v283 = v280 + v2;
    const cj_u32 v284 = v280 + v279;
    const cj_u64 v285 = 4ull;
    const cj_u64 v286 = (cj_u64)v283;
    const cj_u64 v287 = v286 * v285;
    const cj_u64 v288 = (cj_u64)v284;
    const cj_u64 v289 = v288 * v285;
    const cj_ptr v290 = v282 + v287;
    const cj_u64 v291 = 8ull;
    const cj_u64 v292 = (cj_u64)v279;
    const cj_u64 v293 = v292 * v291;
    const cj_ptr v294 = v1 + v293;
    const cj_u64 v295 = *(const cj_u64 *)v294;
    const cj_u64 v296 = v295 - v15;
    const cj_ptr v297 = v290 + v296;
    const cj_u32 v298 = 1u;
    const cj_u32 v299 = cj_atomic_add_release_system((cj_u32 *)v297, v298);
    const cj_u32 v300 = 1u;
    const cj_u32 v301 = v299 + v300;
    const cj_ptr v302 = v282 + v289;
    const cj_u32 v303 = 0u;
    const cj_u32 v304 = 1u;
    const cj_u64 v305 = cj_timer_ns();
    const cj_u32 v306 = x_failed0;
    x_done2 = v306;
    while (true) {
      const cj_u32 v307 = x_done2;
      const bool v308 = v307 == v303;
      if (!v308) break;
      const cj_u32 v309 = cj_atomic_load_acquire_system((cj_u32 *)v302);
      const cj_u32 v310 = 0u;
      const cj_u32 v311 = v309 - v301;
      const bool v312 = (cj_i32)v311 >= (cj_i32)v310;
      const cj_u64 v313 = cj_timer_ns();
      const cj_u64 v314 = v313 - v305;
      const bool v315 = v314 > v7;
      const cj_u32 v316 = cj_atomic_load_relaxed_device((cj_u32 *)v6);
      const bool v317 = v316 != v303;
      const bool v318 = v315 || v317;
      if (v312) {
        x_done2 = v304;
      } else {
        if (v318) {
          const cj_u32 v319 = 1u;
          cj_atomic_store_relaxed_system((cj_u32 *)v6, v319);
          x_failed0 = v304;
          x_done2 = v304;
        }
      }
    }
  }
  cj_barrier();
}
