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
#define CJ_MEMCPY __builtin_memcpy // used by the shared prelude

CJ_DEV cj_u32x2 cj_splat_u32x2(cj_u32 x) { return (cj_u32x2){x, x}; }
CJ_DEV cj_u32x4 cj_splat_u32x4(cj_u32 x) { return (cj_u32x4){x, x, x, x}; }

// ---- ids, clock, barrier ---------------------------------------------------------------------
CJ_DEV cj_u32 cj_tid() { return __builtin_amdgcn_workitem_id_x(); }
CJ_DEV cj_u32 cj_bid() { return __builtin_amdgcn_workgroup_id_x(); }
// s_memrealtime counts at 100 MHz on gfx90a and gfx942.
CJ_DEV cj_u64 cj_timer_ns() { return __builtin_amdgcn_s_memrealtime() * 10ull; }
// s_waitcnt vmcnt(0), the other counters left alone (the gfx9 encoding: gfx90a, gfx942, gfx950).
#define CJ_WAIT_VMCNT0 0x0f70
// The block's vector stores are drained before the barrier: a thread that publishes them after
// it (a release at agent or system scope) waits only for its own wave's stores.
CJ_DEV void cj_barrier() {
  __builtin_amdgcn_s_waitcnt(CJ_WAIT_VMCNT0);
  __syncthreads();
}

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
// A flag travelling with its data (8 bytes): relaxed system-scope atomics, single-copy atomic
// and without the wait after every store that a volatile store gets.
template <> CJ_DEV cj_u32x2 cj_ld_volatile<cj_u32x2>(const cj_u32x2 *p) {
  cj_u64 u = __hip_atomic_load((cj_u64 *)p, __ATOMIC_RELAXED, __HIP_MEMORY_SCOPE_SYSTEM);
  return __builtin_bit_cast(cj_u32x2, u);
}
template <> CJ_DEV void cj_st_volatile<cj_u32x2>(cj_u32x2 *p, cj_u32x2 v) {
  __hip_atomic_store((cj_u64 *)p, __builtin_bit_cast(cj_u64, v), __ATOMIC_RELAXED,
                     __HIP_MEMORY_SCOPE_SYSTEM);
}

// ---- atomics and fences: cj_atomic_<op>_<order>_<scope>, on cj_u32 and cj_u64 ---------------
#define CJ_SCOPE_block __HIP_MEMORY_SCOPE_WORKGROUP
#define CJ_SCOPE_device __HIP_MEMORY_SCOPE_AGENT
#define CJ_SCOPE_system __HIP_MEMORY_SCOPE_SYSTEM
// The order of a failed compare-exchange: no release part.
#define CJ_FAIL_relaxed __ATOMIC_RELAXED
#define CJ_FAIL_acquire __ATOMIC_ACQUIRE
#define CJ_FAIL_release __ATOMIC_RELAXED
#define CJ_FAIL_acq_rel __ATOMIC_ACQUIRE
#define CJ_FENCE_SCOPE_block "workgroup"
#define CJ_FENCE_SCOPE_device "agent"
#define CJ_FENCE_SCOPE_system ""

// A release is written out: a release fence, at agent and system scope s_waitcnt vmcnt(0)
// (buffer_wbl2 must complete before the access: clang 19-21 and the hiprtc of ROCm 6.4 drop the
// wait the memory model asks for), then the access without its release half (CJ_OP_*).
CJ_DEV void cj_release_block() { __builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup"); }
CJ_DEV void cj_release_device() {
  __builtin_amdgcn_fence(__ATOMIC_RELEASE, "agent");
  __builtin_amdgcn_s_waitcnt(CJ_WAIT_VMCNT0);
}
CJ_DEV void cj_release_system() {
  __builtin_amdgcn_fence(__ATOMIC_RELEASE, "");
  __builtin_amdgcn_s_waitcnt(CJ_WAIT_VMCNT0);
}
#define CJ_REL_relaxed(s)
#define CJ_REL_acquire(s)
#define CJ_REL_release(s) cj_release_##s();
#define CJ_REL_acq_rel(s) cj_release_##s();
#define CJ_OP_relaxed __ATOMIC_RELAXED
#define CJ_OP_acquire __ATOMIC_ACQUIRE
#define CJ_OP_release __ATOMIC_RELAXED
#define CJ_OP_acq_rel __ATOMIC_ACQUIRE

#define CJ_ATOMIC_RMW(name, builtin, o, s)                                                      \
  template <typename T> CJ_DEV T cj_atomic_##name##_##o##_##s(T *p, T v) {                      \
    CJ_REL_##o(s) return builtin(p, v, CJ_OP_##o, CJ_SCOPE_##s);                                \
  }
#define CJ_ATOMIC_ORDER_SCOPE(o, s)                                                             \
  CJ_ATOMIC_RMW(add, __hip_atomic_fetch_add, o, s)                                              \
  CJ_ATOMIC_RMW(xchg, __hip_atomic_exchange, o, s)                                              \
  CJ_ATOMIC_RMW(umax, __hip_atomic_fetch_max, o, s)                                             \
  CJ_ATOMIC_RMW(or, __hip_atomic_fetch_or, o, s)                                                \
  template <typename T> CJ_DEV T cj_atomic_cas_##o##_##s(T *p, T expect, T desired) {           \
    CJ_REL_##o(s) __hip_atomic_compare_exchange_strong(p, &expect, desired, CJ_OP_##o,           \
                                                       CJ_FAIL_##o, CJ_SCOPE_##s);              \
    return expect;                                                                              \
  }
#define CJ_ATOMIC_LOAD(o, s)                                                                    \
  template <typename T> CJ_DEV T cj_atomic_load_##o##_##s(T *p) {                               \
    return __hip_atomic_load(p, CJ_OP_##o, CJ_SCOPE_##s);                                       \
  }
#define CJ_ATOMIC_STORE(o, s)                                                                   \
  template <typename T> CJ_DEV void cj_atomic_store_##o##_##s(T *p, T v) {                      \
    CJ_REL_##o(s) __hip_atomic_store(p, v, CJ_OP_##o, CJ_SCOPE_##s);                            \
  }
#define CJ_FENCE(o, s)                                                                          \
  CJ_DEV void cj_fence_##o##_##s() {                                                            \
    CJ_REL_##o(s) if (CJ_OP_##o != __ATOMIC_RELAXED)                                            \
        __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, CJ_FENCE_SCOPE_##s);                           \
  }
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

extern "C" __global__ void __launch_bounds__(256) cj_reduce_pull_sum_f32_n5000_w2_r1_v16_b256x64_t4x1024_g2_bar_full_gfx942(cj_ptr p_heap_bases, cj_u32 p_rank, cj_ptr p_src, cj_ptr p_dst, cj_ptr p_sync, cj_ptr p_status, cj_u64 p_timeout_ns, cj_ptr p_work, cj_u64 p_n, cj_u32 p_nblocks) {
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
  const cj_u32 v19 = 2u;
  // reduce pull to rank 1: 2 ranks x 20000 bytes
  // start: block barrier across 2 ranks
  cj_barrier();
  const cj_u32 v20 = 2u;
  const bool v21 = v11 < v20;
  if (v21) {
    const cj_u32 v22 = 2u;
    const cj_u32 v23 = v2 + v11;
    const cj_u32 v24 = v23 - v22;
    const bool v25 = v23 >= v22;
    const cj_u32 v26 = v25 ? v24 : v23;
    const cj_u32 v27 = v12 * v22;
    const cj_u64 v28 = 256ull;
    const cj_ptr v29 = v5 + v28;
    const cj_u32 v30 = v27 + v2;
    const cj_u32 v31 = v27 + v26;
    const cj_u64 v32 = 4ull;
    const cj_u64 v33 = (cj_u64)v30;
    const cj_u64 v34 = v33 * v32;
    const cj_u64 v35 = (cj_u64)v31;
    const cj_u64 v36 = v35 * v32;
    const cj_ptr v37 = v29 + v34;
    const cj_u64 v38 = 8ull;
    const cj_u64 v39 = (cj_u64)v26;
    const cj_u64 v40 = v39 * v38;
    const cj_ptr v41 = v1 + v40;
    const cj_u64 v42 = *(const cj_u64 *)v41;
    const cj_u64 v43 = v42 - v17;
    const cj_ptr v44 = v37 + v43;
    const cj_u32 v45 = 1u;
    const cj_u32 v46 = cj_atomic_add_release_system((cj_u32 *)v44, v45);
    const cj_u32 v47 = 1u;
    const cj_u32 v48 = v46 + v47;
    const cj_ptr v49 = v29 + v36;
    const cj_u32 v50 = 0u;
    const cj_u32 v51 = 1u;
    const cj_u64 v52 = cj_timer_ns();
    const cj_u32 v53 = x_failed0;
    x_done1 = v53;
    while (true) {
      const cj_u32 v54 = x_done1;
      const bool v55 = v54 == v50;
      if (!v55) break;
      const cj_u32 v56 = cj_atomic_load_relaxed_system((cj_u32 *)v49);
      const cj_u32 v57 = 0u;
      const cj_u32 v58 = v56 - v48;
      const bool v59 = (cj_i32)v58 >= (cj_i32)v57;
      const cj_u64 v60 = cj_timer_ns();
      const cj_u64 v61 = v60 - v52;
      const bool v62 = v61 > v7;
      const cj_u32 v63 = cj_atomic_load_relaxed_device((cj_u32 *)v6);
      const bool v64 = v63 != v50;
      const bool v65 = v62 || v64;
      if (v59) {
        x_done1 = v51;
      } else {
        if (v65) {
          const cj_u32 v66 = 1u;
          cj_atomic_store_relaxed_system((cj_u32 *)v6, v66);
          x_failed0 = v51;
          x_done1 = v51;
        }
      }
    }
    cj_fence_acquire_system();
  }
  cj_barrier();
  const cj_u32 v67 = 1u;
  const bool v68 = v2 == v67;
  if (v68) {
    const cj_u32 v69 = 0u;
    const cj_u64 v70 = 8ull;
    const cj_u64 v71 = (cj_u64)v69;
    const cj_u64 v72 = v71 * v70;
    const cj_ptr v73 = v1 + v72;
    const cj_u64 v74 = *(const cj_u64 *)v73;
    const cj_u64 v75 = v74 - v17;
    const cj_ptr v76 = v3 + v75;
    const cj_u32 v77 = 1u;
    const cj_u64 v78 = 8ull;
    const cj_u64 v79 = (cj_u64)v77;
    const cj_u64 v80 = v79 * v78;
    const cj_ptr v81 = v1 + v80;
    const cj_u64 v82 = *(const cj_u64 *)v81;
    const cj_u64 v83 = v82 - v17;
    const cj_ptr v84 = v3 + v83;
    const cj_u64 v85 = 16ull;
    const cj_u64 v86 = (cj_u64)v11;
    const cj_u64 v87 = v86 * v85;
    // 1 full tiles of 16384 bytes: 4 vectors of 16 bytes per thread
    const cj_u64 v88 = 2ull;
    const cj_u64 v89 = 1ull;
    const cj_u64 v90 = (cj_u64)v12;
    for (cj_u64 v91 = v90; v91 < v89; v91 += v88) {
      const cj_u64 v92 = 16384ull;
      const cj_u64 v93 = v91 * v92;
      const cj_u64 v94 = v87 + v93;
      const cj_u64 v95 = 4096ull;
      const cj_u64 v96 = v94 + v95;
      const cj_u64 v97 = 8192ull;
      const cj_u64 v98 = v94 + v97;
      const cj_u64 v99 = 12288ull;
      const cj_u64 v100 = v94 + v99;
      const cj_ptr v101 = v76 + v94;
      const cj_u32x4 v102 = *(const cj_u32x4 *)v101;
      const cj_ptr v103 = v84 + v94;
      const cj_u32x4 v104 = *(const cj_u32x4 *)v103;
      const cj_ptr v105 = v76 + v96;
      const cj_u32x4 v106 = *(const cj_u32x4 *)v105;
      const cj_ptr v107 = v84 + v96;
      const cj_u32x4 v108 = *(const cj_u32x4 *)v107;
      const cj_ptr v109 = v76 + v98;
      const cj_u32x4 v110 = *(const cj_u32x4 *)v109;
      const cj_ptr v111 = v84 + v98;
      const cj_u32x4 v112 = *(const cj_u32x4 *)v111;
      const cj_ptr v113 = v76 + v100;
      const cj_u32x4 v114 = *(const cj_u32x4 *)v113;
      const cj_ptr v115 = v84 + v100;
      const cj_u32x4 v116 = *(const cj_u32x4 *)v115;
      const cj_u32 v117 = v102.x;
      const cj_u32 v118 = v104.x;
      const float v119 = cj_f32_from_bits(v117);
      const float v120 = cj_f32_from_bits(v118);
      const float v121 = v119 + v120;
      const cj_u32 v122 = cj_f32_bits(v121);
      const cj_u32x4 v123 = cj_splat_u32x4(v122);
      const cj_u32 v124 = v102.y;
      const cj_u32 v125 = v104.y;
      const float v126 = cj_f32_from_bits(v124);
      const float v127 = cj_f32_from_bits(v125);
      const float v128 = v126 + v127;
      const cj_u32 v129 = cj_f32_bits(v128);
      cj_u32x4 v130 = v123;
      v130.y = v129;
      const cj_u32 v131 = v102.z;
      const cj_u32 v132 = v104.z;
      const float v133 = cj_f32_from_bits(v131);
      const float v134 = cj_f32_from_bits(v132);
      const float v135 = v133 + v134;
      const cj_u32 v136 = cj_f32_bits(v135);
      cj_u32x4 v137 = v130;
      v137.z = v136;
      const cj_u32 v138 = v102.w;
      const cj_u32 v139 = v104.w;
      const float v140 = cj_f32_from_bits(v138);
      const float v141 = cj_f32_from_bits(v139);
      const float v142 = v140 + v141;
      const cj_u32 v143 = cj_f32_bits(v142);
      cj_u32x4 v144 = v137;
      v144.w = v143;
      const cj_ptr v145 = v4 + v94;
      *(cj_u32x4 *)v145 = v144;
      const cj_u32 v146 = v106.x;
      const cj_u32 v147 = v108.x;
      const float v148 = cj_f32_from_bits(v146);
      const float v149 = cj_f32_from_bits(v147);
      const float v150 = v148 + v149;
      const cj_u32 v151 = cj_f32_bits(v150);
      const cj_u32x4 v152 = cj_splat_u32x4(v151);
      const cj_u32 v153 = v106.y;
      const cj_u32 v154 = v108.y;
      const float v155 = cj_f32_from_bits(v153);
      const float v156 = cj_f32_from_bits(v154);
      const float v157 = v155 + v156;
      const cj_u32 v158 = cj_f32_bits(v157);
      cj_u32x4 v159 = v152;
      v159.y = v158;
      const cj_u32 v160 = v106.z;
      const cj_u32 v161 = v108.z;
      const float v162 = cj_f32_from_bits(v160);
      const float v163 = cj_f32_from_bits(v161);
      const float v164 = v162 + v163;
      const cj_u32 v165 = cj_f32_bits(v164);
      cj_u32x4 v166 = v159;
      v166.z = v165;
      const cj_u32 v167 = v106.w;
      const cj_u32 v168 = v108.w;
      const float v169 = cj_f32_from_bits(v167);
      const float v170 = cj_f32_from_bits(v168);
      const float v171 = v169 + v170;
      const cj_u32 v172 = cj_f32_bits(v171);
      cj_u32x4 v173 = v166;
      v173.w = v172;
      const cj_ptr v174 = v4 + v96;
      *(cj_u32x4 *)v174 = v173;
      const cj_u32 v175 = v110.x;
      const cj_u32 v176 = v112.x;
      const float v177 = cj_f32_from_bits(v175);
      const float v178 = cj_f32_from_bits(v176);
      const float v179 = v177 + v178;
      const cj_u32 v180 = cj_f32_bits(v179);
      const cj_u32x4 v181 = cj_splat_u32x4(v180);
      const cj_u32 v182 = v110.y;
      const cj_u32 v183 = v112.y;
      const float v184 = cj_f32_from_bits(v182);
      const float v185 = cj_f32_from_bits(v183);
      const float v186 = v184 + v185;
      const cj_u32 v187 = cj_f32_bits(v186);
      cj_u32x4 v188 = v181;
      v188.y = v187;
      const cj_u32 v189 = v110.z;
      const cj_u32 v190 = v112.z;
      const float v191 = cj_f32_from_bits(v189);
      const float v192 = cj_f32_from_bits(v190);
      const float v193 = v191 + v192;
      const cj_u32 v194 = cj_f32_bits(v193);
      cj_u32x4 v195 = v188;
      v195.z = v194;
      const cj_u32 v196 = v110.w;
      const cj_u32 v197 = v112.w;
      const float v198 = cj_f32_from_bits(v196);
      const float v199 = cj_f32_from_bits(v197);
      const float v200 = v198 + v199;
      const cj_u32 v201 = cj_f32_bits(v200);
      cj_u32x4 v202 = v195;
      v202.w = v201;
      const cj_ptr v203 = v4 + v98;
      *(cj_u32x4 *)v203 = v202;
      const cj_u32 v204 = v114.x;
      const cj_u32 v205 = v116.x;
      const float v206 = cj_f32_from_bits(v204);
      const float v207 = cj_f32_from_bits(v205);
      const float v208 = v206 + v207;
      const cj_u32 v209 = cj_f32_bits(v208);
      const cj_u32x4 v210 = cj_splat_u32x4(v209);
      const cj_u32 v211 = v114.y;
      const cj_u32 v212 = v116.y;
      const float v213 = cj_f32_from_bits(v211);
      const float v214 = cj_f32_from_bits(v212);
      const float v215 = v213 + v214;
      const cj_u32 v216 = cj_f32_bits(v215);
      cj_u32x4 v217 = v210;
      v217.y = v216;
      const cj_u32 v218 = v114.z;
      const cj_u32 v219 = v116.z;
      const float v220 = cj_f32_from_bits(v218);
      const float v221 = cj_f32_from_bits(v219);
      const float v222 = v220 + v221;
      const cj_u32 v223 = cj_f32_bits(v222);
      cj_u32x4 v224 = v217;
      v224.z = v223;
      const cj_u32 v225 = v114.w;
      const cj_u32 v226 = v116.w;
      const float v227 = cj_f32_from_bits(v225);
      const float v228 = cj_f32_from_bits(v226);
      const float v229 = v227 + v228;
      const cj_u32 v230 = cj_f32_bits(v229);
      cj_u32x4 v231 = v224;
      v231.w = v230;
      const cj_ptr v232 = v4 + v100;
      *(cj_u32x4 *)v232 = v231;
    }
    // partial tile: 226 vectors in block 1
    const cj_u32 v233 = 1u;
    const bool v234 = v12 == v233;
    if (v234) {
      const cj_u64 v235 = 256ull;
      const cj_u64 v236 = 226ull;
      const cj_u64 v237 = (cj_u64)v11;
      for (cj_u64 v238 = v237; v238 < v236; v238 += v235) {
        const cj_u64 v239 = 16ull;
        const cj_u64 v240 = v238 * v239;
        const cj_u64 v241 = 16384ull;
        const cj_u64 v242 = v241 + v240;
        const cj_ptr v243 = v76 + v242;
        const cj_u32x4 v244 = *(const cj_u32x4 *)v243;
        const cj_ptr v245 = v84 + v242;
        const cj_u32x4 v246 = *(const cj_u32x4 *)v245;
        const cj_u32 v247 = v244.x;
        const cj_u32 v248 = v246.x;
        const float v249 = cj_f32_from_bits(v247);
        const float v250 = cj_f32_from_bits(v248);
        const float v251 = v249 + v250;
        const cj_u32 v252 = cj_f32_bits(v251);
        const cj_u32x4 v253 = cj_splat_u32x4(v252);
        const cj_u32 v254 = v244.y;
        const cj_u32 v255 = v246.y;
        const float v256 = cj_f32_from_bits(v254);
        const float v257 = cj_f32_from_bits(v255);
        const float v258 = v256 + v257;
        const cj_u32 v259 = cj_f32_bits(v258);
        cj_u32x4 v260 = v253;
        v260.y = v259;
        const cj_u32 v261 = v244.z;
        const cj_u32 v262 = v246.z;
        const float v263 = cj_f32_from_bits(v261);
        const float v264 = cj_f32_from_bits(v262);
        const float v265 = v263 + v264;
        const cj_u32 v266 = cj_f32_bits(v265);
        cj_u32x4 v267 = v260;
        v267.z = v266;
        const cj_u32 v268 = v244.w;
        const cj_u32 v269 = v246.w;
        const float v270 = cj_f32_from_bits(v268);
        const float v271 = cj_f32_from_bits(v269);
        const float v272 = v270 + v271;
        const cj_u32 v273 = cj_f32_bits(v272);
        cj_u32x4 v274 = v267;
        v274.w = v273;
        const cj_ptr v275 = v4 + v242;
        *(cj_u32x4 *)v275 = v274;
      }
    }
  }
  // end: block barrier across 2 ranks
  cj_barrier();
  const cj_u32 v276 = 2u;
  const bool v277 = v11 < v276;
  if (v277) {
    const cj_u32 v278 = 2u;
    const cj_u32 v279 = v2 + v11;
    const cj_u32 v280 = v279 - v278;
    const bool v281 = v279 >= v278;
    const cj_u32 v282 = v281 ? v280 : v279;
    const cj_u32 v283 = v12 * v278;
    const cj_u64 v284 = 256ull;
    const cj_ptr v285 = v5 + v284;
    const cj_u32 v286 = v283 + v2;
    const cj_u32 v287 = v283 + v282;
    const cj_u64 v288 = 4ull;
    const cj_u64 v289 = (cj_u64)v286;
    const cj_u64 v290 = v289 * v288;
    const cj_u64 v291 = (cj_u64)v287;
    const cj_u64 v292 = v291 * v288;
    const cj_ptr v293 = v285 + v290;
    const cj_u64 v294 = 8ull;
    const cj_u64 v295 = (cj_u64)v282;
    const cj_u64 v296 = v295 * v294;
    const cj_ptr v297 = v1 + v296;
    const cj_u64 v298 = *(const cj_u64 *)v297;
    const cj_u64 v299 = v298 - v17;
    const cj_ptr v300 = v293 + v299;
    const cj_u32 v301 = 1u;
    const cj_u32 v302 = cj_atomic_add_release_system((cj_u32 *)v300, v301);
    const cj_u32 v303 = 1u;
    const cj_u32 v304 = v302 + v303;
    const cj_ptr v305 = v285 + v292;
    const cj_u32 v306 = 0u;
    const cj_u32 v307 = 1u;
    const cj_u64 v308 = cj_timer_ns();
    const cj_u32 v309 = x_failed0;
    x_done2 = v309;
    while (true) {
      const cj_u32 v310 = x_done2;
      const bool v311 = v310 == v306;
      if (!v311) break;
      const cj_u32 v312 = cj_atomic_load_relaxed_system((cj_u32 *)v305);
      const cj_u32 v313 = 0u;
      const cj_u32 v314 = v312 - v304;
      const bool v315 = (cj_i32)v314 >= (cj_i32)v313;
      const cj_u64 v316 = cj_timer_ns();
      const cj_u64 v317 = v316 - v308;
      const bool v318 = v317 > v7;
      const cj_u32 v319 = cj_atomic_load_relaxed_device((cj_u32 *)v6);
      const bool v320 = v319 != v306;
      const bool v321 = v318 || v320;
      if (v315) {
        x_done2 = v307;
      } else {
        if (v321) {
          const cj_u32 v322 = 1u;
          cj_atomic_store_relaxed_system((cj_u32 *)v6, v322);
          x_failed0 = v307;
          x_done2 = v307;
        }
      }
    }
    cj_fence_acquire_system();
  }
  cj_barrier();
}
