// colljit kernel cj_reduce_push_max_f32_n100000_w2_r1_v16_b256x64_t4x1024_g13_bar_full_gfx942 (block 256, grid 13, gfx942)
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
#define CJ_MEMCPY __builtin_memcpy // used by the shared prelude

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

// ---- memory: streaming (nontemporal) and volatile accesses (under-aligned: the shared prelude)
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
// What does not depend on the vendor, written once: conversions (kir's FTRUNC to bf16, FEXT
// from bf16, FPTOSI) and under-aligned accesses. The vendor prelude before this defines the
// integer types, cj_f32_bits/cj_f32_from_bits and CJ_MEMCPY.
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

extern "C" __global__ void __launch_bounds__(256) cj_reduce_push_max_f32_n100000_w2_r1_v16_b256x64_t4x1024_g13_bar_full_gfx942(cj_ptr p_heap_bases, cj_u32 p_rank, cj_ptr p_src, cj_ptr p_dst, cj_ptr p_sync, cj_ptr p_status, cj_u64 p_timeout_ns, cj_ptr p_work, cj_u64 p_n, cj_u32 p_nblocks) {
  cj_u32 x_failed0 = {};
  cj_u32 x_done1 = {};
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
  const cj_u32 v19 = 13u;
  // reduce push (relay): 2 ranks x 400000 bytes, slices of 32768 bytes per block
  const cj_u64 v20 = 16ull;
  const cj_u64 v21 = (cj_u64)v11;
  const cj_u64 v22 = v21 * v20;
  const cj_u64 v23 = 256ull;
  const cj_ptr v24 = v5 + v23;
  const cj_u32 v25 = 2u;
  const cj_u32 v26 = v12 * v25;
  const cj_u32 v27 = v26 + v2;
  const cj_u64 v28 = (cj_u64)v27;
  const cj_u64 v29 = 4ull;
  const cj_u64 v30 = v28 * v29;
  const cj_ptr v31 = v24 + v30;
  const cj_u32 v32 = cj_atomic_load_relaxed_device((cj_u32 *)v31);
  const cj_u64 v33 = 32768ull;
  const cj_u64 v34 = (cj_u64)v12;
  const cj_u64 v35 = v34 * v33;
  const cj_ptr v36 = v8 + v35;
  const cj_u32 v37 = 2u;
  const cj_u32 v38 = 1u;
  const cj_u32 v39 = v2 + v38;
  const bool v40 = v39 >= v37;
  const cj_u32 v41 = v39 - v37;
  const cj_u32 v42 = v40 ? v41 : v39;
  const cj_u64 v43 = 0ull;
  const cj_ptr v44 = v36 + v43;
  const cj_u64 v45 = 8ull;
  const cj_u64 v46 = (cj_u64)v42;
  const cj_u64 v47 = v46 * v45;
  const cj_ptr v48 = v1 + v47;
  const cj_u64 v49 = *(const cj_u64 *)v48;
  const cj_u64 v50 = v49 - v17;
  const cj_ptr v51 = v44 + v50;
  const cj_u32 v52 = 1u;
  const bool v53 = v42 == v52;
  const cj_u32 v54 = 1u;
  const cj_u32 v55 = v54 - v2;
  const cj_u32 v56 = 2u;
  const bool v57 = v55 >= v56;
  const cj_u32 v58 = 2u;
  const cj_u32 v59 = v55 - v58;
  const cj_u32 v60 = v57 ? v59 : v55;
  const cj_u32 v61 = 0u;
  const bool v62 = v2 == v61;
  const cj_u64 v63 = (cj_u64)v60;
  const cj_u64 v64 = 0x100000ull;
  const cj_u64 v65 = v63 * v64;
  const cj_ptr v66 = v36 + v65;
  const cj_u32 v67 = 2u;
  const cj_u32 v68 = v67 - v2;
  const cj_u32 v69 = 2u;
  const bool v70 = v68 >= v69;
  const cj_u32 v71 = 2u;
  const cj_u32 v72 = v68 - v71;
  const cj_u32 v73 = v70 ? v72 : v68;
  const cj_u32 v74 = 1u;
  const bool v75 = v2 == v74;
  const cj_u64 v76 = (cj_u64)v73;
  const cj_u64 v77 = 0x100000ull;
  const cj_u64 v78 = v76 * v77;
  const cj_ptr v79 = v36 + v78;
  const cj_u32 v80 = 1u;
  const bool v81 = v2 == v80;
  const cj_u32 v82 = 1u;
  const cj_u64 v83 = 1ull;
  const cj_u64 v84 = 1ull;
  const cj_u64 v85 = 1ull;
  const cj_u64 v86 = v83 + v85;
  const cj_u64 v87 = 0ull;
  for (cj_u64 v88 = v87; v88 < v86; v88 += v84) {
    const cj_u32 v89 = (cj_u32)v88;
    const cj_u32 v90 = v32 + v89;
    const bool v91 = v88 < v83;
    // round l: send slice l
    if (v91) {
      const cj_u64 v92 = 13ull;
      const cj_u64 v93 = (cj_u64)v12;
      const cj_u64 v94 = v88 * v92;
      const cj_u64 v95 = v94 + v93;
      const cj_u64 v96 = 32768ull;
      const cj_u64 v97 = v95 * v96;
      const cj_u64 v98 = 0x61a80ull;
      const cj_u64 v99 = (v98 > v97 ? v98 : v97);
      const cj_u64 v100 = v99 - v97;
      const cj_u64 v101 = 32768ull;
      const cj_u64 v102 = (v100 < v101 ? v100 : v101);
      const cj_u32 v103 = 3u;
      const cj_u32 v104 = v90 & v103;
      const cj_u64 v105 = 0x100000ull;
      const cj_u64 v106 = (cj_u64)v104;
      const cj_u64 v107 = v106 * v105;
      if (v53) {
        const cj_ptr v108 = v3 + v97;
        const cj_ptr v109 = v51 + v107;
        const cj_u64 v110 = 32768ull;
        const bool v111 = v102 == v110;
        if (v111) {
          const cj_u64 v112 = 16384ull;
          const cj_u64 v113 = 32768ull;
          for (cj_u64 v114 = v22; v114 < v113; v114 += v112) {
            const cj_u64 v115 = 4096ull;
            const cj_u64 v116 = v114 + v115;
            const cj_u64 v117 = 8192ull;
            const cj_u64 v118 = v114 + v117;
            const cj_u64 v119 = 12288ull;
            const cj_u64 v120 = v114 + v119;
            const cj_ptr v121 = v108 + v114;
            const cj_u32x4 v122 = *(const cj_u32x4 *)v121;
            const cj_ptr v123 = v108 + v116;
            const cj_u32x4 v124 = *(const cj_u32x4 *)v123;
            const cj_ptr v125 = v108 + v118;
            const cj_u32x4 v126 = *(const cj_u32x4 *)v125;
            const cj_ptr v127 = v108 + v120;
            const cj_u32x4 v128 = *(const cj_u32x4 *)v127;
            const cj_ptr v129 = v109 + v114;
            *(cj_u32x4 *)v129 = v122;
            const cj_ptr v130 = v109 + v116;
            *(cj_u32x4 *)v130 = v124;
            const cj_ptr v131 = v109 + v118;
            *(cj_u32x4 *)v131 = v126;
            const cj_ptr v132 = v109 + v120;
            *(cj_u32x4 *)v132 = v128;
          }
        } else {
          const cj_u64 v133 = 4096ull;
          for (cj_u64 v134 = v22; v134 < v102; v134 += v133) {
            const cj_ptr v135 = v108 + v134;
            const cj_u32x4 v136 = *(const cj_u32x4 *)v135;
            const cj_ptr v137 = v109 + v134;
            *(cj_u32x4 *)v137 = v136;
          }
        }
      }
    }
    cj_barrier();
    // signal: counter = arrival + 1 at every rank (thread t: rank + t)
    const cj_u32 v138 = 2u;
    const bool v139 = v11 < v138;
    const bool v140 = v91 && v139;
    if (v140) {
      const cj_u32 v141 = v90 + v82;
      const cj_u32 v142 = v2 + v11;
      const cj_u32 v143 = 2u;
      const cj_u32 v144 = v142 - v143;
      const bool v145 = v142 >= v143;
      const cj_u32 v146 = v145 ? v144 : v142;
      const cj_u64 v147 = 8ull;
      const cj_u64 v148 = (cj_u64)v146;
      const cj_u64 v149 = v148 * v147;
      const cj_ptr v150 = v1 + v149;
      const cj_u64 v151 = *(const cj_u64 *)v150;
      const cj_u64 v152 = v151 - v17;
      const cj_ptr v153 = v31 + v152;
      cj_atomic_store_release_system((cj_u32 *)v153, v141);
    }
    // round l-1: wait for every peer's sends, reduce
    const cj_u64 v154 = 1ull;
    const bool v155 = v88 >= v154;
    if (v155) {
      const cj_u32 v156 = 2u;
      const bool v157 = v11 < v156;
      const bool v158 = v11 >= v82;
      const bool v159 = v158 && v157;
      if (v159) {
        const cj_u32 v160 = v2 + v11;
        const cj_u32 v161 = 2u;
        const cj_u32 v162 = v160 - v161;
        const bool v163 = v160 >= v161;
        const cj_u32 v164 = v163 ? v162 : v160;
        const cj_u32 v165 = v26 + v164;
        const cj_u64 v166 = (cj_u64)v165;
        const cj_u64 v167 = 4ull;
        const cj_u64 v168 = v166 * v167;
        const cj_ptr v169 = v24 + v168;
        const cj_u32 v170 = 0u;
        const cj_u32 v171 = 1u;
        const cj_u64 v172 = cj_timer_ns();
        const cj_u32 v173 = x_failed0;
        x_done1 = v173;
        while (true) {
          const cj_u32 v174 = x_done1;
          const bool v175 = v174 == v170;
          if (!v175) break;
          const cj_u32 v176 = cj_atomic_load_acquire_system((cj_u32 *)v169);
          const cj_u32 v177 = 0u;
          const cj_u32 v178 = v176 - v90;
          const bool v179 = (cj_i32)v178 >= (cj_i32)v177;
          const cj_u64 v180 = cj_timer_ns();
          const cj_u64 v181 = v180 - v172;
          const bool v182 = v181 > v7;
          const cj_u32 v183 = cj_atomic_load_relaxed_device((cj_u32 *)v6);
          const bool v184 = v183 != v170;
          const bool v185 = v182 || v184;
          if (v179) {
            x_done1 = v171;
          } else {
            if (v185) {
              const cj_u32 v186 = 1u;
              cj_atomic_store_relaxed_system((cj_u32 *)v6, v186);
              x_failed0 = v171;
              x_done1 = v171;
            }
          }
        }
      }
      cj_barrier();
      if (v81) {
        const cj_u64 v187 = 1ull;
        const cj_u64 v188 = v88 - v187;
        const cj_u64 v189 = 13ull;
        const cj_u64 v190 = (cj_u64)v12;
        const cj_u64 v191 = v188 * v189;
        const cj_u64 v192 = v191 + v190;
        const cj_u64 v193 = 32768ull;
        const cj_u64 v194 = v192 * v193;
        const cj_u64 v195 = 0x61a80ull;
        const cj_u64 v196 = (v195 > v194 ? v195 : v194);
        const cj_u64 v197 = v196 - v194;
        const cj_u64 v198 = 32768ull;
        const cj_u64 v199 = (v197 < v198 ? v197 : v198);
        const cj_u32 v200 = v90 - v82;
        const cj_u32 v201 = 3u;
        const cj_u32 v202 = v200 & v201;
        const cj_u64 v203 = 0x100000ull;
        const cj_u64 v204 = (cj_u64)v202;
        const cj_u64 v205 = v204 * v203;
        const cj_ptr v206 = v3 + v194;
        const cj_ptr v207 = v66 + v205;
        const cj_ptr v208 = v62 ? v206 : v207;
        const cj_ptr v209 = v79 + v205;
        const cj_ptr v210 = v75 ? v206 : v209;
        const cj_ptr v211 = v4 + v194;
        const cj_u64 v212 = 32768ull;
        const bool v213 = v199 == v212;
        if (v213) {
          const cj_u64 v214 = 16384ull;
          const cj_u64 v215 = 32768ull;
          for (cj_u64 v216 = v22; v216 < v215; v216 += v214) {
            const cj_u64 v217 = 4096ull;
            const cj_u64 v218 = v216 + v217;
            const cj_u64 v219 = 8192ull;
            const cj_u64 v220 = v216 + v219;
            const cj_u64 v221 = 12288ull;
            const cj_u64 v222 = v216 + v221;
            const cj_ptr v223 = v208 + v216;
            const cj_u32x4 v224 = *(const cj_u32x4 *)v223;
            const cj_ptr v225 = v210 + v216;
            const cj_u32x4 v226 = *(const cj_u32x4 *)v225;
            const cj_ptr v227 = v208 + v218;
            const cj_u32x4 v228 = *(const cj_u32x4 *)v227;
            const cj_ptr v229 = v210 + v218;
            const cj_u32x4 v230 = *(const cj_u32x4 *)v229;
            const cj_ptr v231 = v208 + v220;
            const cj_u32x4 v232 = *(const cj_u32x4 *)v231;
            const cj_ptr v233 = v210 + v220;
            const cj_u32x4 v234 = *(const cj_u32x4 *)v233;
            const cj_ptr v235 = v208 + v222;
            const cj_u32x4 v236 = *(const cj_u32x4 *)v235;
            const cj_ptr v237 = v210 + v222;
            const cj_u32x4 v238 = *(const cj_u32x4 *)v237;
            const cj_u32 v239 = v224.x;
            const cj_u32 v240 = v226.x;
            const float v241 = cj_f32_from_bits(v239);
            const float v242 = cj_f32_from_bits(v240);
            const float v243 = cj_fmaxf(v241, v242);
            const cj_u32 v244 = cj_f32_bits(v243);
            const cj_u32x4 v245 = cj_splat_u32x4(v244);
            const cj_u32 v246 = v224.y;
            const cj_u32 v247 = v226.y;
            const float v248 = cj_f32_from_bits(v246);
            const float v249 = cj_f32_from_bits(v247);
            const float v250 = cj_fmaxf(v248, v249);
            const cj_u32 v251 = cj_f32_bits(v250);
            cj_u32x4 v252 = v245;
            v252.y = v251;
            const cj_u32 v253 = v224.z;
            const cj_u32 v254 = v226.z;
            const float v255 = cj_f32_from_bits(v253);
            const float v256 = cj_f32_from_bits(v254);
            const float v257 = cj_fmaxf(v255, v256);
            const cj_u32 v258 = cj_f32_bits(v257);
            cj_u32x4 v259 = v252;
            v259.z = v258;
            const cj_u32 v260 = v224.w;
            const cj_u32 v261 = v226.w;
            const float v262 = cj_f32_from_bits(v260);
            const float v263 = cj_f32_from_bits(v261);
            const float v264 = cj_fmaxf(v262, v263);
            const cj_u32 v265 = cj_f32_bits(v264);
            cj_u32x4 v266 = v259;
            v266.w = v265;
            const cj_ptr v267 = v211 + v216;
            *(cj_u32x4 *)v267 = v266;
            const cj_u32 v268 = v228.x;
            const cj_u32 v269 = v230.x;
            const float v270 = cj_f32_from_bits(v268);
            const float v271 = cj_f32_from_bits(v269);
            const float v272 = cj_fmaxf(v270, v271);
            const cj_u32 v273 = cj_f32_bits(v272);
            const cj_u32x4 v274 = cj_splat_u32x4(v273);
            const cj_u32 v275 = v228.y;
            const cj_u32 v276 = v230.y;
            const float v277 = cj_f32_from_bits(v275);
            const float v278 = cj_f32_from_bits(v276);
            const float v279 = cj_fmaxf(v277, v278);
            const cj_u32 v280 = cj_f32_bits(v279);
            cj_u32x4 v281 = v274;
            v281.y = v280;
            const cj_u32 v282 = v228.z;
            const cj_u32 v283 = v230.z;
            const float v284 = cj_f32_from_bits(v282);
            const float v285 = cj_f32_from_bits(v283);
            const float v286 = cj_fmaxf(v284, v285);
            const cj_u32 v287 = cj_f32_bits(v286);
            cj_u32x4 v288 = v281;
            v288.z = v287;
            const cj_u32 v289 = v228.w;
            const cj_u32 v290 = v230.w;
            const float v291 = cj_f32_from_bits(v289);
            const float v292 = cj_f32_from_bits(v290);
            const float v293 = cj_fmaxf(v291, v292);
            const cj_u32 v294 = cj_f32_bits(v293);
            cj_u32x4 v295 = v288;
            v295.w = v294;
            const cj_ptr v296 = v211 + v218;
            *(cj_u32x4 *)v296 = v295;
            const cj_u32 v297 = v232.x;
            const cj_u32 v298 = v234.x;
            const float v299 = cj_f32_from_bits(v297);
            const float v300 = cj_f32_from_bits(v298);
            const float v301 = cj_fmaxf(v299, v300);
            const cj_u32 v302 = cj_f32_bits(v301);
            const cj_u32x4 v303 = cj_splat_u32x4(v302);
            const cj_u32 v304 = v232.y;
            const cj_u32 v305 = v234.y;
            const float v306 = cj_f32_from_bits(v304);
            const float v307 = cj_f32_from_bits(v305);
            const float v308 = cj_fmaxf(v306, v307);
            const cj_u32 v309 = cj_f32_bits(v308);
            cj_u32x4 v310 = v303;
            v310.y = v309;
            const cj_u32 v311 = v232.z;
            const cj_u32 v312 = v234.z;
            const float v313 = cj_f32_from_bits(v311);
            const float v314 = cj_f32_from_bits(v312);
            const float v315 = cj_fmaxf(v313, v314);
            const cj_u32 v316 = cj_f32_bits(v315);
            cj_u32x4 v317 = v310;
            v317.z = v316;
            const cj_u32 v318 = v232.w;
            const cj_u32 v319 = v234.w;
            const float v320 = cj_f32_from_bits(v318);
            const float v321 = cj_f32_from_bits(v319);
            const float v322 = cj_fmaxf(v320, v321);
            const cj_u32 v323 = cj_f32_bits(v322);
            cj_u32x4 v324 = v317;
            v324.w = v323;
            const cj_ptr v325 = v211 + v220;
            *(cj_u32x4 *)v325 = v324;
            const cj_u32 v326 = v236.x;
            const cj_u32 v327 = v238.x;
            const float v328 = cj_f32_from_bits(v326);
            const float v329 = cj_f32_from_bits(v327);
            const float v330 = cj_fmaxf(v328, v329);
            const cj_u32 v331 = cj_f32_bits(v330);
            const cj_u32x4 v332 = cj_splat_u32x4(v331);
            const cj_u32 v333 = v236.y;
            const cj_u32 v334 = v238.y;
            const float v335 = cj_f32_from_bits(v333);
            const float v336 = cj_f32_from_bits(v334);
            const float v337 = cj_fmaxf(v335, v336);
            const cj_u32 v338 = cj_f32_bits(v337);
            cj_u32x4 v339 = v332;
            v339.y = v338;
            const cj_u32 v340 = v236.z;
            const cj_u32 v341 = v238.z;
            const float v342 = cj_f32_from_bits(v340);
            const float v343 = cj_f32_from_bits(v341);
            const float v344 = cj_fmaxf(v342, v343);
            const cj_u32 v345 = cj_f32_bits(v344);
            cj_u32x4 v346 = v339;
            v346.z = v345;
            const cj_u32 v347 = v236.w;
            const cj_u32 v348 = v238.w;
            const float v349 = cj_f32_from_bits(v347);
            const float v350 = cj_f32_from_bits(v348);
            const float v351 = cj_fmaxf(v349, v350);
            const cj_u32 v352 = cj_f32_bits(v351);
            cj_u32x4 v353 = v346;
            v353.w = v352;
            const cj_ptr v354 = v211 + v222;
            *(cj_u32x4 *)v354 = v353;
          }
        } else {
          const cj_u64 v355 = 4096ull;
          for (cj_u64 v356 = v22; v356 < v199; v356 += v355) {
            const cj_ptr v357 = v208 + v356;
            const cj_u32x4 v358 = *(const cj_u32x4 *)v357;
            const cj_ptr v359 = v210 + v356;
            const cj_u32x4 v360 = *(const cj_u32x4 *)v359;
            const cj_u32 v361 = v358.x;
            const cj_u32 v362 = v360.x;
            const float v363 = cj_f32_from_bits(v361);
            const float v364 = cj_f32_from_bits(v362);
            const float v365 = cj_fmaxf(v363, v364);
            const cj_u32 v366 = cj_f32_bits(v365);
            const cj_u32x4 v367 = cj_splat_u32x4(v366);
            const cj_u32 v368 = v358.y;
            const cj_u32 v369 = v360.y;
            const float v370 = cj_f32_from_bits(v368);
            const float v371 = cj_f32_from_bits(v369);
            const float v372 = cj_fmaxf(v370, v371);
            const cj_u32 v373 = cj_f32_bits(v372);
            cj_u32x4 v374 = v367;
            v374.y = v373;
            const cj_u32 v375 = v358.z;
            const cj_u32 v376 = v360.z;
            const float v377 = cj_f32_from_bits(v375);
            const float v378 = cj_f32_from_bits(v376);
            const float v379 = cj_fmaxf(v377, v378);
            const cj_u32 v380 = cj_f32_bits(v379);
            cj_u32x4 v381 = v374;
            v381.z = v380;
            const cj_u32 v382 = v358.w;
            const cj_u32 v383 = v360.w;
            const float v384 = cj_f32_from_bits(v382);
            const float v385 = cj_f32_from_bits(v383);
            const float v386 = cj_fmaxf(v384, v385);
            const cj_u32 v387 = cj_f32_bits(v386);
            cj_u32x4 v388 = v381;
            v388.w = v387;
            const cj_ptr v389 = v211 + v356;
            *(cj_u32x4 *)v389 = v388;
          }
        }
      }
    }
  }
}
