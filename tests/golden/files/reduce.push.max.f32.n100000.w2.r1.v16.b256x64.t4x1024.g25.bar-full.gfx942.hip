// colljit kernel cj_reduce_push_max_f32_n100000_w2_r1_v16_b256x64_t4x1024_g25_bar_full_gfx942 (block 256, grid 25, gfx942)
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

extern "C" __global__ void __launch_bounds__(256) cj_reduce_push_max_f32_n100000_w2_r1_v16_b256x64_t4x1024_g25_bar_full_gfx942(cj_ptr p_heap_bases, cj_u32 p_rank, cj_ptr p_src, cj_ptr p_dst, cj_ptr p_sync, cj_ptr p_status, cj_u64 p_timeout_ns, cj_ptr p_work, cj_u64 p_n, cj_u32 p_nblocks) {
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
  const cj_u32 v19 = 25u;
  // reduce push (relay): 2 ranks x 400000 bytes, slices of 16384 bytes per block
  const cj_u64 v20 = 16384ull;
  const cj_u64 v21 = 16ull;
  const cj_u64 v22 = (cj_u64)v11;
  const cj_u64 v23 = v22 * v21;
  const cj_u64 v24 = 256ull;
  const cj_ptr v25 = v5 + v24;
  const cj_u32 v26 = 2u;
  const cj_u32 v27 = v12 * v26;
  const cj_u32 v28 = v27 + v2;
  const cj_u64 v29 = (cj_u64)v28;
  const cj_u64 v30 = 4ull;
  const cj_u64 v31 = v29 * v30;
  const cj_ptr v32 = v25 + v31;
  const cj_u32 v33 = cj_atomic_load_relaxed_device((cj_u32 *)v32);
  const cj_u64 v34 = 0x20000ull;
  const cj_u64 v35 = (cj_u64)v12;
  const cj_u64 v36 = v35 * v34;
  const cj_ptr v37 = v8 + v36;
  const cj_u32 v38 = 2u;
  const cj_u32 v39 = 1u;
  const cj_u32 v40 = v2 + v39;
  const bool v41 = v40 >= v38;
  const cj_u32 v42 = v40 - v38;
  const cj_u32 v43 = v41 ? v42 : v40;
  const cj_u64 v44 = 0ull;
  const cj_ptr v45 = v37 + v44;
  const cj_u64 v46 = 8ull;
  const cj_u64 v47 = (cj_u64)v43;
  const cj_u64 v48 = v47 * v46;
  const cj_ptr v49 = v1 + v48;
  const cj_u64 v50 = *(const cj_u64 *)v49;
  const cj_u64 v51 = v50 - v17;
  const cj_ptr v52 = v45 + v51;
  const cj_u32 v53 = 1u;
  const bool v54 = v43 == v53;
  const cj_u32 v55 = 1u;
  const cj_u32 v56 = v55 - v2;
  const cj_u32 v57 = 2u;
  const bool v58 = v56 >= v57;
  const cj_u32 v59 = 2u;
  const cj_u32 v60 = v56 - v59;
  const cj_u32 v61 = v58 ? v60 : v56;
  const cj_u32 v62 = 0u;
  const bool v63 = v2 == v62;
  const cj_u64 v64 = (cj_u64)v61;
  const cj_u64 v65 = 0x400000ull;
  const cj_u64 v66 = v64 * v65;
  const cj_ptr v67 = v37 + v66;
  const cj_u32 v68 = 2u;
  const cj_u32 v69 = v68 - v2;
  const cj_u32 v70 = 2u;
  const bool v71 = v69 >= v70;
  const cj_u32 v72 = 2u;
  const cj_u32 v73 = v69 - v72;
  const cj_u32 v74 = v71 ? v73 : v69;
  const cj_u32 v75 = 1u;
  const bool v76 = v2 == v75;
  const cj_u64 v77 = (cj_u64)v74;
  const cj_u64 v78 = 0x400000ull;
  const cj_u64 v79 = v77 * v78;
  const cj_ptr v80 = v37 + v79;
  const cj_u32 v81 = 1u;
  const bool v82 = v2 == v81;
  const cj_u32 v83 = 1u;
  const cj_u64 v84 = 1ull;
  const cj_u64 v85 = 1ull;
  const cj_u64 v86 = 2ull;
  const cj_u64 v87 = v84 + v86;
  const cj_u64 v88 = 0ull;
  for (cj_u64 v89 = v88; v89 < v87; v89 += v85) {
    const cj_u32 v90 = (cj_u32)v89;
    const cj_u32 v91 = v33 + v90;
    const bool v92 = v89 < v84;
    // round l: send slice l
    if (v92) {
      const cj_u64 v93 = 25ull;
      const cj_u64 v94 = (cj_u64)v12;
      const cj_u64 v95 = v89 * v93;
      const cj_u64 v96 = v95 + v94;
      const cj_u64 v97 = v96 * v20;
      const cj_u64 v98 = 0x61a80ull;
      const cj_u64 v99 = (v98 > v97 ? v98 : v97);
      const cj_u64 v100 = v99 - v97;
      const cj_u64 v101 = (v100 < v20 ? v100 : v20);
      const cj_u32 v102 = 3u;
      const cj_u32 v103 = v91 & v102;
      const cj_u64 v104 = 0x400000ull;
      const cj_u64 v105 = (cj_u64)v103;
      const cj_u64 v106 = v105 * v104;
      if (v54) {
        const cj_ptr v107 = v3 + v97;
        const cj_ptr v108 = v52 + v106;
        const cj_u64 v109 = 16384ull;
        const bool v110 = v101 == v109;
        if (v110) {
          const cj_u64 v111 = 32768ull;
          const cj_u64 v112 = v109 / v111;
          const cj_u64 v113 = v112 * v111;
          for (cj_u64 v114 = v23; v114 < v113; v114 += v111) {
            const cj_u64 v115 = 4096ull;
            const cj_u64 v116 = v114 + v115;
            const cj_u64 v117 = 8192ull;
            const cj_u64 v118 = v114 + v117;
            const cj_u64 v119 = 12288ull;
            const cj_u64 v120 = v114 + v119;
            const cj_u64 v121 = 16384ull;
            const cj_u64 v122 = v114 + v121;
            const cj_u64 v123 = 20480ull;
            const cj_u64 v124 = v114 + v123;
            const cj_u64 v125 = 24576ull;
            const cj_u64 v126 = v114 + v125;
            const cj_u64 v127 = 28672ull;
            const cj_u64 v128 = v114 + v127;
            const cj_ptr v129 = v107 + v114;
            const cj_u32x4 v130 = *(const cj_u32x4 *)v129;
            const cj_ptr v131 = v107 + v116;
            const cj_u32x4 v132 = *(const cj_u32x4 *)v131;
            const cj_ptr v133 = v107 + v118;
            const cj_u32x4 v134 = *(const cj_u32x4 *)v133;
            const cj_ptr v135 = v107 + v120;
            const cj_u32x4 v136 = *(const cj_u32x4 *)v135;
            const cj_ptr v137 = v107 + v122;
            const cj_u32x4 v138 = *(const cj_u32x4 *)v137;
            const cj_ptr v139 = v107 + v124;
            const cj_u32x4 v140 = *(const cj_u32x4 *)v139;
            const cj_ptr v141 = v107 + v126;
            const cj_u32x4 v142 = *(const cj_u32x4 *)v141;
            const cj_ptr v143 = v107 + v128;
            const cj_u32x4 v144 = *(const cj_u32x4 *)v143;
            const cj_ptr v145 = v108 + v114;
            *(cj_u32x4 *)v145 = v130;
            const cj_ptr v146 = v108 + v116;
            *(cj_u32x4 *)v146 = v132;
            const cj_ptr v147 = v108 + v118;
            *(cj_u32x4 *)v147 = v134;
            const cj_ptr v148 = v108 + v120;
            *(cj_u32x4 *)v148 = v136;
            const cj_ptr v149 = v108 + v122;
            *(cj_u32x4 *)v149 = v138;
            const cj_ptr v150 = v108 + v124;
            *(cj_u32x4 *)v150 = v140;
            const cj_ptr v151 = v108 + v126;
            *(cj_u32x4 *)v151 = v142;
            const cj_ptr v152 = v108 + v128;
            *(cj_u32x4 *)v152 = v144;
          }
          const cj_u64 v153 = 4096ull;
          const cj_u64 v154 = v113 + v23;
          for (cj_u64 v155 = v154; v155 < v109; v155 += v153) {
            const cj_ptr v156 = v107 + v155;
            const cj_u32x4 v157 = *(const cj_u32x4 *)v156;
            const cj_ptr v158 = v108 + v155;
            *(cj_u32x4 *)v158 = v157;
          }
        } else {
          const cj_u64 v159 = 32768ull;
          const cj_u64 v160 = v101 / v159;
          const cj_u64 v161 = v160 * v159;
          for (cj_u64 v162 = v23; v162 < v161; v162 += v159) {
            const cj_u64 v163 = 4096ull;
            const cj_u64 v164 = v162 + v163;
            const cj_u64 v165 = 8192ull;
            const cj_u64 v166 = v162 + v165;
            const cj_u64 v167 = 12288ull;
            const cj_u64 v168 = v162 + v167;
            const cj_u64 v169 = 16384ull;
            const cj_u64 v170 = v162 + v169;
            const cj_u64 v171 = 20480ull;
            const cj_u64 v172 = v162 + v171;
            const cj_u64 v173 = 24576ull;
            const cj_u64 v174 = v162 + v173;
            const cj_u64 v175 = 28672ull;
            const cj_u64 v176 = v162 + v175;
            const cj_ptr v177 = v107 + v162;
            const cj_u32x4 v178 = *(const cj_u32x4 *)v177;
            const cj_ptr v179 = v107 + v164;
            const cj_u32x4 v180 = *(const cj_u32x4 *)v179;
            const cj_ptr v181 = v107 + v166;
            const cj_u32x4 v182 = *(const cj_u32x4 *)v181;
            const cj_ptr v183 = v107 + v168;
            const cj_u32x4 v184 = *(const cj_u32x4 *)v183;
            const cj_ptr v185 = v107 + v170;
            const cj_u32x4 v186 = *(const cj_u32x4 *)v185;
            const cj_ptr v187 = v107 + v172;
            const cj_u32x4 v188 = *(const cj_u32x4 *)v187;
            const cj_ptr v189 = v107 + v174;
            const cj_u32x4 v190 = *(const cj_u32x4 *)v189;
            const cj_ptr v191 = v107 + v176;
            const cj_u32x4 v192 = *(const cj_u32x4 *)v191;
            const cj_ptr v193 = v108 + v162;
            *(cj_u32x4 *)v193 = v178;
            const cj_ptr v194 = v108 + v164;
            *(cj_u32x4 *)v194 = v180;
            const cj_ptr v195 = v108 + v166;
            *(cj_u32x4 *)v195 = v182;
            const cj_ptr v196 = v108 + v168;
            *(cj_u32x4 *)v196 = v184;
            const cj_ptr v197 = v108 + v170;
            *(cj_u32x4 *)v197 = v186;
            const cj_ptr v198 = v108 + v172;
            *(cj_u32x4 *)v198 = v188;
            const cj_ptr v199 = v108 + v174;
            *(cj_u32x4 *)v199 = v190;
            const cj_ptr v200 = v108 + v176;
            *(cj_u32x4 *)v200 = v192;
          }
          const cj_u64 v201 = 4096ull;
          const cj_u64 v202 = v161 + v23;
          for (cj_u64 v203 = v202; v203 < v101; v203 += v201) {
            const cj_ptr v204 = v107 + v203;
            const cj_u32x4 v205 = *(const cj_u32x4 *)v204;
            const cj_ptr v206 = v108 + v203;
            *(cj_u32x4 *)v206 = v205;
          }
        }
      }
    }
    // round l-2 (arrived: waited for last round): reduce, while the sends drain
    const cj_u64 v207 = 2ull;
    const bool v208 = v89 >= v207;
    if (v208) {
      if (v82) {
        const cj_u64 v209 = 2ull;
        const cj_u64 v210 = v89 - v209;
        const cj_u64 v211 = 25ull;
        const cj_u64 v212 = (cj_u64)v12;
        const cj_u64 v213 = v210 * v211;
        const cj_u64 v214 = v213 + v212;
        const cj_u64 v215 = v214 * v20;
        const cj_u64 v216 = 0x61a80ull;
        const cj_u64 v217 = (v216 > v215 ? v216 : v215);
        const cj_u64 v218 = v217 - v215;
        const cj_u64 v219 = (v218 < v20 ? v218 : v20);
        const cj_u32 v220 = 2u;
        const cj_u32 v221 = v91 - v220;
        const cj_u32 v222 = 3u;
        const cj_u32 v223 = v221 & v222;
        const cj_u64 v224 = 0x400000ull;
        const cj_u64 v225 = (cj_u64)v223;
        const cj_u64 v226 = v225 * v224;
        const cj_ptr v227 = v3 + v215;
        const cj_ptr v228 = v67 + v226;
        const cj_ptr v229 = v63 ? v227 : v228;
        const cj_ptr v230 = v80 + v226;
        const cj_ptr v231 = v76 ? v227 : v230;
        const cj_ptr v232 = v4 + v215;
        const cj_u64 v233 = 16384ull;
        const bool v234 = v219 == v233;
        if (v234) {
          const cj_u64 v235 = 16384ull;
          const cj_u64 v236 = v233 / v235;
          const cj_u64 v237 = v236 * v235;
          for (cj_u64 v238 = v23; v238 < v237; v238 += v235) {
            const cj_u64 v239 = 4096ull;
            const cj_u64 v240 = v238 + v239;
            const cj_u64 v241 = 8192ull;
            const cj_u64 v242 = v238 + v241;
            const cj_u64 v243 = 12288ull;
            const cj_u64 v244 = v238 + v243;
            const cj_ptr v245 = v229 + v238;
            const cj_u32x4 v246 = *(const cj_u32x4 *)v245;
            const cj_ptr v247 = v231 + v238;
            const cj_u32x4 v248 = *(const cj_u32x4 *)v247;
            const cj_ptr v249 = v229 + v240;
            const cj_u32x4 v250 = *(const cj_u32x4 *)v249;
            const cj_ptr v251 = v231 + v240;
            const cj_u32x4 v252 = *(const cj_u32x4 *)v251;
            const cj_ptr v253 = v229 + v242;
            const cj_u32x4 v254 = *(const cj_u32x4 *)v253;
            const cj_ptr v255 = v231 + v242;
            const cj_u32x4 v256 = *(const cj_u32x4 *)v255;
            const cj_ptr v257 = v229 + v244;
            const cj_u32x4 v258 = *(const cj_u32x4 *)v257;
            const cj_ptr v259 = v231 + v244;
            const cj_u32x4 v260 = *(const cj_u32x4 *)v259;
            const cj_u32 v261 = v246.x;
            const cj_u32 v262 = v248.x;
            const float v263 = cj_f32_from_bits(v261);
            const float v264 = cj_f32_from_bits(v262);
            const float v265 = cj_fmaxf(v263, v264);
            const cj_u32 v266 = cj_f32_bits(v265);
            const cj_u32x4 v267 = cj_splat_u32x4(v266);
            const cj_u32 v268 = v246.y;
            const cj_u32 v269 = v248.y;
            const float v270 = cj_f32_from_bits(v268);
            const float v271 = cj_f32_from_bits(v269);
            const float v272 = cj_fmaxf(v270, v271);
            const cj_u32 v273 = cj_f32_bits(v272);
            cj_u32x4 v274 = v267;
            v274.y = v273;
            const cj_u32 v275 = v246.z;
            const cj_u32 v276 = v248.z;
            const float v277 = cj_f32_from_bits(v275);
            const float v278 = cj_f32_from_bits(v276);
            const float v279 = cj_fmaxf(v277, v278);
            const cj_u32 v280 = cj_f32_bits(v279);
            cj_u32x4 v281 = v274;
            v281.z = v280;
            const cj_u32 v282 = v246.w;
            const cj_u32 v283 = v248.w;
            const float v284 = cj_f32_from_bits(v282);
            const float v285 = cj_f32_from_bits(v283);
            const float v286 = cj_fmaxf(v284, v285);
            const cj_u32 v287 = cj_f32_bits(v286);
            cj_u32x4 v288 = v281;
            v288.w = v287;
            const cj_ptr v289 = v232 + v238;
            *(cj_u32x4 *)v289 = v288;
            const cj_u32 v290 = v250.x;
            const cj_u32 v291 = v252.x;
            const float v292 = cj_f32_from_bits(v290);
            const float v293 = cj_f32_from_bits(v291);
            const float v294 = cj_fmaxf(v292, v293);
            const cj_u32 v295 = cj_f32_bits(v294);
            const cj_u32x4 v296 = cj_splat_u32x4(v295);
            const cj_u32 v297 = v250.y;
            const cj_u32 v298 = v252.y;
            const float v299 = cj_f32_from_bits(v297);
            const float v300 = cj_f32_from_bits(v298);
            const float v301 = cj_fmaxf(v299, v300);
            const cj_u32 v302 = cj_f32_bits(v301);
            cj_u32x4 v303 = v296;
            v303.y = v302;
            const cj_u32 v304 = v250.z;
            const cj_u32 v305 = v252.z;
            const float v306 = cj_f32_from_bits(v304);
            const float v307 = cj_f32_from_bits(v305);
            const float v308 = cj_fmaxf(v306, v307);
            const cj_u32 v309 = cj_f32_bits(v308);
            cj_u32x4 v310 = v303;
            v310.z = v309;
            const cj_u32 v311 = v250.w;
            const cj_u32 v312 = v252.w;
            const float v313 = cj_f32_from_bits(v311);
            const float v314 = cj_f32_from_bits(v312);
            const float v315 = cj_fmaxf(v313, v314);
            const cj_u32 v316 = cj_f32_bits(v315);
            cj_u32x4 v317 = v310;
            v317.w = v316;
            const cj_ptr v318 = v232 + v240;
            *(cj_u32x4 *)v318 = v317;
            const cj_u32 v319 = v254.x;
            const cj_u32 v320 = v256.x;
            const float v321 = cj_f32_from_bits(v319);
            const float v322 = cj_f32_from_bits(v320);
            const float v323 = cj_fmaxf(v321, v322);
            const cj_u32 v324 = cj_f32_bits(v323);
            const cj_u32x4 v325 = cj_splat_u32x4(v324);
            const cj_u32 v326 = v254.y;
            const cj_u32 v327 = v256.y;
            const float v328 = cj_f32_from_bits(v326);
            const float v329 = cj_f32_from_bits(v327);
            const float v330 = cj_fmaxf(v328, v329);
            const cj_u32 v331 = cj_f32_bits(v330);
            cj_u32x4 v332 = v325;
            v332.y = v331;
            const cj_u32 v333 = v254.z;
            const cj_u32 v334 = v256.z;
            const float v335 = cj_f32_from_bits(v333);
            const float v336 = cj_f32_from_bits(v334);
            const float v337 = cj_fmaxf(v335, v336);
            const cj_u32 v338 = cj_f32_bits(v337);
            cj_u32x4 v339 = v332;
            v339.z = v338;
            const cj_u32 v340 = v254.w;
            const cj_u32 v341 = v256.w;
            const float v342 = cj_f32_from_bits(v340);
            const float v343 = cj_f32_from_bits(v341);
            const float v344 = cj_fmaxf(v342, v343);
            const cj_u32 v345 = cj_f32_bits(v344);
            cj_u32x4 v346 = v339;
            v346.w = v345;
            const cj_ptr v347 = v232 + v242;
            *(cj_u32x4 *)v347 = v346;
            const cj_u32 v348 = v258.x;
            const cj_u32 v349 = v260.x;
            const float v350 = cj_f32_from_bits(v348);
            const float v351 = cj_f32_from_bits(v349);
            const float v352 = cj_fmaxf(v350, v351);
            const cj_u32 v353 = cj_f32_bits(v352);
            const cj_u32x4 v354 = cj_splat_u32x4(v353);
            const cj_u32 v355 = v258.y;
            const cj_u32 v356 = v260.y;
            const float v357 = cj_f32_from_bits(v355);
            const float v358 = cj_f32_from_bits(v356);
            const float v359 = cj_fmaxf(v357, v358);
            const cj_u32 v360 = cj_f32_bits(v359);
            cj_u32x4 v361 = v354;
            v361.y = v360;
            const cj_u32 v362 = v258.z;
            const cj_u32 v363 = v260.z;
            const float v364 = cj_f32_from_bits(v362);
            const float v365 = cj_f32_from_bits(v363);
            const float v366 = cj_fmaxf(v364, v365);
            const cj_u32 v367 = cj_f32_bits(v366);
            cj_u32x4 v368 = v361;
            v368.z = v367;
            const cj_u32 v369 = v258.w;
            const cj_u32 v370 = v260.w;
            const float v371 = cj_f32_from_bits(v369);
            const float v372 = cj_f32_from_bits(v370);
            const float v373 = cj_fmaxf(v371, v372);
            const cj_u32 v374 = cj_f32_bits(v373);
            cj_u32x4 v375 = v368;
            v375.w = v374;
            const cj_ptr v376 = v232 + v244;
            *(cj_u32x4 *)v376 = v375;
          }
          const cj_u64 v377 = 4096ull;
          const cj_u64 v378 = v237 + v23;
          for (cj_u64 v379 = v378; v379 < v233; v379 += v377) {
            const cj_ptr v380 = v229 + v379;
            const cj_u32x4 v381 = *(const cj_u32x4 *)v380;
            const cj_ptr v382 = v231 + v379;
            const cj_u32x4 v383 = *(const cj_u32x4 *)v382;
            const cj_u32 v384 = v381.x;
            const cj_u32 v385 = v383.x;
            const float v386 = cj_f32_from_bits(v384);
            const float v387 = cj_f32_from_bits(v385);
            const float v388 = cj_fmaxf(v386, v387);
            const cj_u32 v389 = cj_f32_bits(v388);
            const cj_u32x4 v390 = cj_splat_u32x4(v389);
            const cj_u32 v391 = v381.y;
            const cj_u32 v392 = v383.y;
            const float v393 = cj_f32_from_bits(v391);
            const float v394 = cj_f32_from_bits(v392);
            const float v395 = cj_fmaxf(v393, v394);
            const cj_u32 v396 = cj_f32_bits(v395);
            cj_u32x4 v397 = v390;
            v397.y = v396;
            const cj_u32 v398 = v381.z;
            const cj_u32 v399 = v383.z;
            const float v400 = cj_f32_from_bits(v398);
            const float v401 = cj_f32_from_bits(v399);
            const float v402 = cj_fmaxf(v400, v401);
            const cj_u32 v403 = cj_f32_bits(v402);
            cj_u32x4 v404 = v397;
            v404.z = v403;
            const cj_u32 v405 = v381.w;
            const cj_u32 v406 = v383.w;
            const float v407 = cj_f32_from_bits(v405);
            const float v408 = cj_f32_from_bits(v406);
            const float v409 = cj_fmaxf(v407, v408);
            const cj_u32 v410 = cj_f32_bits(v409);
            cj_u32x4 v411 = v404;
            v411.w = v410;
            const cj_ptr v412 = v232 + v379;
            *(cj_u32x4 *)v412 = v411;
          }
        } else {
          const cj_u64 v413 = 16384ull;
          const cj_u64 v414 = v219 / v413;
          const cj_u64 v415 = v414 * v413;
          for (cj_u64 v416 = v23; v416 < v415; v416 += v413) {
            const cj_u64 v417 = 4096ull;
            const cj_u64 v418 = v416 + v417;
            const cj_u64 v419 = 8192ull;
            const cj_u64 v420 = v416 + v419;
            const cj_u64 v421 = 12288ull;
            const cj_u64 v422 = v416 + v421;
            const cj_ptr v423 = v229 + v416;
            const cj_u32x4 v424 = *(const cj_u32x4 *)v423;
            const cj_ptr v425 = v231 + v416;
            const cj_u32x4 v426 = *(const cj_u32x4 *)v425;
            const cj_ptr v427 = v229 + v418;
            const cj_u32x4 v428 = *(const cj_u32x4 *)v427;
            const cj_ptr v429 = v231 + v418;
            const cj_u32x4 v430 = *(const cj_u32x4 *)v429;
            const cj_ptr v431 = v229 + v420;
            const cj_u32x4 v432 = *(const cj_u32x4 *)v431;
            const cj_ptr v433 = v231 + v420;
            const cj_u32x4 v434 = *(const cj_u32x4 *)v433;
            const cj_ptr v435 = v229 + v422;
            const cj_u32x4 v436 = *(const cj_u32x4 *)v435;
            const cj_ptr v437 = v231 + v422;
            const cj_u32x4 v438 = *(const cj_u32x4 *)v437;
            const cj_u32 v439 = v424.x;
            const cj_u32 v440 = v426.x;
            const float v441 = cj_f32_from_bits(v439);
            const float v442 = cj_f32_from_bits(v440);
            const float v443 = cj_fmaxf(v441, v442);
            const cj_u32 v444 = cj_f32_bits(v443);
            const cj_u32x4 v445 = cj_splat_u32x4(v444);
            const cj_u32 v446 = v424.y;
            const cj_u32 v447 = v426.y;
            const float v448 = cj_f32_from_bits(v446);
            const float v449 = cj_f32_from_bits(v447);
            const float v450 = cj_fmaxf(v448, v449);
            const cj_u32 v451 = cj_f32_bits(v450);
            cj_u32x4 v452 = v445;
            v452.y = v451;
            const cj_u32 v453 = v424.z;
            const cj_u32 v454 = v426.z;
            const float v455 = cj_f32_from_bits(v453);
            const float v456 = cj_f32_from_bits(v454);
            const float v457 = cj_fmaxf(v455, v456);
            const cj_u32 v458 = cj_f32_bits(v457);
            cj_u32x4 v459 = v452;
            v459.z = v458;
            const cj_u32 v460 = v424.w;
            const cj_u32 v461 = v426.w;
            const float v462 = cj_f32_from_bits(v460);
            const float v463 = cj_f32_from_bits(v461);
            const float v464 = cj_fmaxf(v462, v463);
            const cj_u32 v465 = cj_f32_bits(v464);
            cj_u32x4 v466 = v459;
            v466.w = v465;
            const cj_ptr v467 = v232 + v416;
            *(cj_u32x4 *)v467 = v466;
            const cj_u32 v468 = v428.x;
            const cj_u32 v469 = v430.x;
            const float v470 = cj_f32_from_bits(v468);
            const float v471 = cj_f32_from_bits(v469);
            const float v472 = cj_fmaxf(v470, v471);
            const cj_u32 v473 = cj_f32_bits(v472);
            const cj_u32x4 v474 = cj_splat_u32x4(v473);
            const cj_u32 v475 = v428.y;
            const cj_u32 v476 = v430.y;
            const float v477 = cj_f32_from_bits(v475);
            const float v478 = cj_f32_from_bits(v476);
            const float v479 = cj_fmaxf(v477, v478);
            const cj_u32 v480 = cj_f32_bits(v479);
            cj_u32x4 v481 = v474;
            v481.y = v480;
            const cj_u32 v482 = v428.z;
            const cj_u32 v483 = v430.z;
            const float v484 = cj_f32_from_bits(v482);
            const float v485 = cj_f32_from_bits(v483);
            const float v486 = cj_fmaxf(v484, v485);
            const cj_u32 v487 = cj_f32_bits(v486);
            cj_u32x4 v488 = v481;
            v488.z = v487;
            const cj_u32 v489 = v428.w;
            const cj_u32 v490 = v430.w;
            const float v491 = cj_f32_from_bits(v489);
            const float v492 = cj_f32_from_bits(v490);
            const float v493 = cj_fmaxf(v491, v492);
            const cj_u32 v494 = cj_f32_bits(v493);
            cj_u32x4 v495 = v488;
            v495.w = v494;
            const cj_ptr v496 = v232 + v418;
            *(cj_u32x4 *)v496 = v495;
            const cj_u32 v497 = v432.x;
            const cj_u32 v498 = v434.x;
            const float v499 = cj_f32_from_bits(v497);
            const float v500 = cj_f32_from_bits(v498);
            const float v501 = cj_fmaxf(v499, v500);
            const cj_u32 v502 = cj_f32_bits(v501);
            const cj_u32x4 v503 = cj_splat_u32x4(v502);
            const cj_u32 v504 = v432.y;
            const cj_u32 v505 = v434.y;
            const float v506 = cj_f32_from_bits(v504);
            const float v507 = cj_f32_from_bits(v505);
            const float v508 = cj_fmaxf(v506, v507);
            const cj_u32 v509 = cj_f32_bits(v508);
            cj_u32x4 v510 = v503;
            v510.y = v509;
            const cj_u32 v511 = v432.z;
            const cj_u32 v512 = v434.z;
            const float v513 = cj_f32_from_bits(v511);
            const float v514 = cj_f32_from_bits(v512);
            const float v515 = cj_fmaxf(v513, v514);
            const cj_u32 v516 = cj_f32_bits(v515);
            cj_u32x4 v517 = v510;
            v517.z = v516;
            const cj_u32 v518 = v432.w;
            const cj_u32 v519 = v434.w;
            const float v520 = cj_f32_from_bits(v518);
            const float v521 = cj_f32_from_bits(v519);
            const float v522 = cj_fmaxf(v520, v521);
            const cj_u32 v523 = cj_f32_bits(v522);
            cj_u32x4 v524 = v517;
            v524.w = v523;
            const cj_ptr v525 = v232 + v420;
            *(cj_u32x4 *)v525 = v524;
            const cj_u32 v526 = v436.x;
            const cj_u32 v527 = v438.x;
            const float v528 = cj_f32_from_bits(v526);
            const float v529 = cj_f32_from_bits(v527);
            const float v530 = cj_fmaxf(v528, v529);
            const cj_u32 v531 = cj_f32_bits(v530);
            const cj_u32x4 v532 = cj_splat_u32x4(v531);
            const cj_u32 v533 = v436.y;
            const cj_u32 v534 = v438.y;
            const float v535 = cj_f32_from_bits(v533);
            const float v536 = cj_f32_from_bits(v534);
            const float v537 = cj_fmaxf(v535, v536);
            const cj_u32 v538 = cj_f32_bits(v537);
            cj_u32x4 v539 = v532;
            v539.y = v538;
            const cj_u32 v540 = v436.z;
            const cj_u32 v541 = v438.z;
            const float v542 = cj_f32_from_bits(v540);
            const float v543 = cj_f32_from_bits(v541);
            const float v544 = cj_fmaxf(v542, v543);
            const cj_u32 v545 = cj_f32_bits(v544);
            cj_u32x4 v546 = v539;
            v546.z = v545;
            const cj_u32 v547 = v436.w;
            const cj_u32 v548 = v438.w;
            const float v549 = cj_f32_from_bits(v547);
            const float v550 = cj_f32_from_bits(v548);
            const float v551 = cj_fmaxf(v549, v550);
            const cj_u32 v552 = cj_f32_bits(v551);
            cj_u32x4 v553 = v546;
            v553.w = v552;
            const cj_ptr v554 = v232 + v422;
            *(cj_u32x4 *)v554 = v553;
          }
          const cj_u64 v555 = 4096ull;
          const cj_u64 v556 = v415 + v23;
          for (cj_u64 v557 = v556; v557 < v219; v557 += v555) {
            const cj_ptr v558 = v229 + v557;
            const cj_u32x4 v559 = *(const cj_u32x4 *)v558;
            const cj_ptr v560 = v231 + v557;
            const cj_u32x4 v561 = *(const cj_u32x4 *)v560;
            const cj_u32 v562 = v559.x;
            const cj_u32 v563 = v561.x;
            const float v564 = cj_f32_from_bits(v562);
            const float v565 = cj_f32_from_bits(v563);
            const float v566 = cj_fmaxf(v564, v565);
            const cj_u32 v567 = cj_f32_bits(v566);
            const cj_u32x4 v568 = cj_splat_u32x4(v567);
            const cj_u32 v569 = v559.y;
            const cj_u32 v570 = v561.y;
            const float v571 = cj_f32_from_bits(v569);
            const float v572 = cj_f32_from_bits(v570);
            const float v573 = cj_fmaxf(v571, v572);
            const cj_u32 v574 = cj_f32_bits(v573);
            cj_u32x4 v575 = v568;
            v575.y = v574;
            const cj_u32 v576 = v559.z;
            const cj_u32 v577 = v561.z;
            const float v578 = cj_f32_from_bits(v576);
            const float v579 = cj_f32_from_bits(v577);
            const float v580 = cj_fmaxf(v578, v579);
            const cj_u32 v581 = cj_f32_bits(v580);
            cj_u32x4 v582 = v575;
            v582.z = v581;
            const cj_u32 v583 = v559.w;
            const cj_u32 v584 = v561.w;
            const float v585 = cj_f32_from_bits(v583);
            const float v586 = cj_f32_from_bits(v584);
            const float v587 = cj_fmaxf(v585, v586);
            const cj_u32 v588 = cj_f32_bits(v587);
            cj_u32x4 v589 = v582;
            v589.w = v588;
            const cj_ptr v590 = v232 + v557;
            *(cj_u32x4 *)v590 = v589;
          }
        }
      }
    }
    cj_barrier();
    // signal: counter = arrival + 1 at every rank (thread t: rank + t)
    const cj_u32 v591 = 2u;
    const bool v592 = v11 < v591;
    const bool v593 = v92 && v592;
    if (v593) {
      const cj_u32 v594 = v91 + v83;
      const cj_u32 v595 = 2u;
      const cj_u32 v596 = v2 + v11;
      const cj_u32 v597 = v596 - v595;
      const bool v598 = v596 >= v595;
      const cj_u32 v599 = v598 ? v597 : v596;
      const cj_u64 v600 = 8ull;
      const cj_u64 v601 = (cj_u64)v599;
      const cj_u64 v602 = v601 * v600;
      const cj_ptr v603 = v1 + v602;
      const cj_u64 v604 = *(const cj_u64 *)v603;
      const cj_u64 v605 = v604 - v17;
      const cj_ptr v606 = v32 + v605;
      cj_atomic_store_release_system((cj_u32 *)v606, v594);
    }
    // round l-1: wait until every peer sent it (reduced in round l+1)
    const bool v607 = v89 <= v84;
    const cj_u64 v608 = 1ull;
    const bool v609 = v89 >= v608;
    const bool v610 = v609 && v607;
    if (v610) {
      const cj_u32 v611 = 2u;
      const bool v612 = v11 < v611;
      const bool v613 = v11 >= v83;
      const bool v614 = v613 && v612;
      if (v614) {
        const cj_u32 v615 = 2u;
        const cj_u32 v616 = v2 + v11;
        const cj_u32 v617 = v616 - v615;
        const bool v618 = v616 >= v615;
        const cj_u32 v619 = v618 ? v617 : v616;
        const cj_u32 v620 = v27 + v619;
        const cj_u64 v621 = (cj_u64)v620;
        const cj_u64 v622 = 4ull;
        const cj_u64 v623 = v621 * v622;
        const cj_ptr v624 = v25 + v623;
        const cj_u32 v625 = 0u;
        const cj_u32 v626 = 1u;
        const cj_u64 v627 = cj_timer_ns();
        const cj_u32 v628 = x_failed0;
        x_done1 = v628;
        while (true) {
          const cj_u32 v629 = x_done1;
          const bool v630 = v629 == v625;
          if (!v630) break;
          const cj_u32 v631 = cj_atomic_load_acquire_system((cj_u32 *)v624);
          const cj_u32 v632 = 0u;
          const cj_u32 v633 = v631 - v91;
          const bool v634 = (cj_i32)v633 >= (cj_i32)v632;
          const cj_u64 v635 = cj_timer_ns();
          const cj_u64 v636 = v635 - v627;
          const bool v637 = v636 > v7;
          const cj_u32 v638 = cj_atomic_load_relaxed_device((cj_u32 *)v6);
          const bool v639 = v638 != v625;
          const bool v640 = v637 || v639;
          if (v634) {
            x_done1 = v626;
          } else {
            if (v640) {
              const cj_u32 v641 = 1u;
              cj_atomic_store_relaxed_system((cj_u32 *)v6, v641);
              x_failed0 = v626;
              x_done1 = v626;
            }
          }
        }
      }
      cj_barrier();
    }
  }
}
