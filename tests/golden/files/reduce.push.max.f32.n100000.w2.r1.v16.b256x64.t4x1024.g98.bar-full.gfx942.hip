// colljit kernel cj_reduce_push_max_f32_n100000_w2_r1_v16_b256x64_t4x1024_g98_bar_full_gfx942 (block 256, grid 98, gfx942)
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

extern "C" __global__ void __launch_bounds__(256) cj_reduce_push_max_f32_n100000_w2_r1_v16_b256x64_t4x1024_g98_bar_full_gfx942(cj_ptr p_heap_bases, cj_u32 p_rank, cj_ptr p_src, cj_ptr p_dst, cj_ptr p_sync, cj_ptr p_status, cj_u64 p_timeout_ns, cj_ptr p_work, cj_u64 p_n, cj_u32 p_nblocks) {
  cj_u32 x_failed0 = {};
  cj_u64 x_walked1 = {};
  cj_u64 x_walked2 = {};
  cj_u64 x_walked3 = {};
  cj_u64 x_walked4 = {};
  cj_u32 x_done5 = {};
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
  const cj_u32 v19 = 98u;
  // reduce push (relay): 2 ranks x 400000 bytes, slices of 4096 bytes per block
  const cj_u64 v20 = 4096ull;
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
  const cj_u64 v34 = 32768ull;
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
  const cj_u64 v65 = 0x800000ull;
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
  const cj_u64 v78 = 0x800000ull;
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
      const cj_u64 v93 = 98ull;
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
      const cj_u64 v104 = 0x800000ull;
      const cj_u64 v105 = (cj_u64)v103;
      const cj_u64 v106 = v105 * v104;
      if (v54) {
        const cj_ptr v107 = v3 + v97;
        const cj_ptr v108 = v52 + v106;
        const cj_u64 v109 = 4096ull;
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
          x_walked1 = v113;
          const cj_u64 v153 = x_walked1;
          const cj_u64 v154 = 16384ull;
          const cj_u64 v155 = v109 - v153;
          const bool v156 = v155 >= v154;
          if (v156) {
            const cj_u64 v157 = v153 + v23;
            const cj_u64 v158 = 4096ull;
            const cj_u64 v159 = v157 + v158;
            const cj_u64 v160 = 8192ull;
            const cj_u64 v161 = v157 + v160;
            const cj_u64 v162 = 12288ull;
            const cj_u64 v163 = v157 + v162;
            const cj_ptr v164 = v107 + v157;
            const cj_u32x4 v165 = *(const cj_u32x4 *)v164;
            const cj_ptr v166 = v107 + v159;
            const cj_u32x4 v167 = *(const cj_u32x4 *)v166;
            const cj_ptr v168 = v107 + v161;
            const cj_u32x4 v169 = *(const cj_u32x4 *)v168;
            const cj_ptr v170 = v107 + v163;
            const cj_u32x4 v171 = *(const cj_u32x4 *)v170;
            const cj_ptr v172 = v108 + v157;
            *(cj_u32x4 *)v172 = v165;
            const cj_ptr v173 = v108 + v159;
            *(cj_u32x4 *)v173 = v167;
            const cj_ptr v174 = v108 + v161;
            *(cj_u32x4 *)v174 = v169;
            const cj_ptr v175 = v108 + v163;
            *(cj_u32x4 *)v175 = v171;
            const cj_u64 v176 = v153 + v154;
            x_walked1 = v176;
          }
          const cj_u64 v177 = x_walked1;
          const cj_u64 v178 = 8192ull;
          const cj_u64 v179 = v109 - v177;
          const bool v180 = v179 >= v178;
          if (v180) {
            const cj_u64 v181 = v177 + v23;
            const cj_u64 v182 = 4096ull;
            const cj_u64 v183 = v181 + v182;
            const cj_ptr v184 = v107 + v181;
            const cj_u32x4 v185 = *(const cj_u32x4 *)v184;
            const cj_ptr v186 = v107 + v183;
            const cj_u32x4 v187 = *(const cj_u32x4 *)v186;
            const cj_ptr v188 = v108 + v181;
            *(cj_u32x4 *)v188 = v185;
            const cj_ptr v189 = v108 + v183;
            *(cj_u32x4 *)v189 = v187;
            const cj_u64 v190 = v177 + v178;
            x_walked1 = v190;
          }
          const cj_u64 v191 = x_walked1;
          const cj_u64 v192 = 4096ull;
          const cj_u64 v193 = v109 - v191;
          const bool v194 = v193 >= v192;
          if (v194) {
            const cj_u64 v195 = v191 + v23;
            const cj_ptr v196 = v107 + v195;
            const cj_u32x4 v197 = *(const cj_u32x4 *)v196;
            const cj_ptr v198 = v108 + v195;
            *(cj_u32x4 *)v198 = v197;
            const cj_u64 v199 = v191 + v192;
            x_walked1 = v199;
          }
          const cj_u64 v200 = 4096ull;
          const cj_u64 v201 = x_walked1;
          const cj_u64 v202 = v201 + v23;
          for (cj_u64 v203 = v202; v203 < v109; v203 += v200) {
            const cj_ptr v204 = v107 + v203;
            const cj_u32x4 v205 = *(const cj_u32x4 *)v204;
            const cj_ptr v206 = v108 + v203;
            *(cj_u32x4 *)v206 = v205;
          }
        } else {
          const cj_u64 v207 = 32768ull;
          const cj_u64 v208 = v101 / v207;
          const cj_u64 v209 = v208 * v207;
          for (cj_u64 v210 = v23; v210 < v209; v210 += v207) {
            const cj_u64 v211 = 4096ull;
            const cj_u64 v212 = v210 + v211;
            const cj_u64 v213 = 8192ull;
            const cj_u64 v214 = v210 + v213;
            const cj_u64 v215 = 12288ull;
            const cj_u64 v216 = v210 + v215;
            const cj_u64 v217 = 16384ull;
            const cj_u64 v218 = v210 + v217;
            const cj_u64 v219 = 20480ull;
            const cj_u64 v220 = v210 + v219;
            const cj_u64 v221 = 24576ull;
            const cj_u64 v222 = v210 + v221;
            const cj_u64 v223 = 28672ull;
            const cj_u64 v224 = v210 + v223;
            const cj_ptr v225 = v107 + v210;
            const cj_u32x4 v226 = *(const cj_u32x4 *)v225;
            const cj_ptr v227 = v107 + v212;
            const cj_u32x4 v228 = *(const cj_u32x4 *)v227;
            const cj_ptr v229 = v107 + v214;
            const cj_u32x4 v230 = *(const cj_u32x4 *)v229;
            const cj_ptr v231 = v107 + v216;
            const cj_u32x4 v232 = *(const cj_u32x4 *)v231;
            const cj_ptr v233 = v107 + v218;
            const cj_u32x4 v234 = *(const cj_u32x4 *)v233;
            const cj_ptr v235 = v107 + v220;
            const cj_u32x4 v236 = *(const cj_u32x4 *)v235;
            const cj_ptr v237 = v107 + v222;
            const cj_u32x4 v238 = *(const cj_u32x4 *)v237;
            const cj_ptr v239 = v107 + v224;
            const cj_u32x4 v240 = *(const cj_u32x4 *)v239;
            const cj_ptr v241 = v108 + v210;
            *(cj_u32x4 *)v241 = v226;
            const cj_ptr v242 = v108 + v212;
            *(cj_u32x4 *)v242 = v228;
            const cj_ptr v243 = v108 + v214;
            *(cj_u32x4 *)v243 = v230;
            const cj_ptr v244 = v108 + v216;
            *(cj_u32x4 *)v244 = v232;
            const cj_ptr v245 = v108 + v218;
            *(cj_u32x4 *)v245 = v234;
            const cj_ptr v246 = v108 + v220;
            *(cj_u32x4 *)v246 = v236;
            const cj_ptr v247 = v108 + v222;
            *(cj_u32x4 *)v247 = v238;
            const cj_ptr v248 = v108 + v224;
            *(cj_u32x4 *)v248 = v240;
          }
          x_walked2 = v209;
          const cj_u64 v249 = x_walked2;
          const cj_u64 v250 = 16384ull;
          const cj_u64 v251 = v101 - v249;
          const bool v252 = v251 >= v250;
          if (v252) {
            const cj_u64 v253 = v249 + v23;
            const cj_u64 v254 = 4096ull;
            const cj_u64 v255 = v253 + v254;
            const cj_u64 v256 = 8192ull;
            const cj_u64 v257 = v253 + v256;
            const cj_u64 v258 = 12288ull;
            const cj_u64 v259 = v253 + v258;
            const cj_ptr v260 = v107 + v253;
            const cj_u32x4 v261 = *(const cj_u32x4 *)v260;
            const cj_ptr v262 = v107 + v255;
            const cj_u32x4 v263 = *(const cj_u32x4 *)v262;
            const cj_ptr v264 = v107 + v257;
            const cj_u32x4 v265 = *(const cj_u32x4 *)v264;
            const cj_ptr v266 = v107 + v259;
            const cj_u32x4 v267 = *(const cj_u32x4 *)v266;
            const cj_ptr v268 = v108 + v253;
            *(cj_u32x4 *)v268 = v261;
            const cj_ptr v269 = v108 + v255;
            *(cj_u32x4 *)v269 = v263;
            const cj_ptr v270 = v108 + v257;
            *(cj_u32x4 *)v270 = v265;
            const cj_ptr v271 = v108 + v259;
            *(cj_u32x4 *)v271 = v267;
            const cj_u64 v272 = v249 + v250;
            x_walked2 = v272;
          }
          const cj_u64 v273 = x_walked2;
          const cj_u64 v274 = 8192ull;
          const cj_u64 v275 = v101 - v273;
          const bool v276 = v275 >= v274;
          if (v276) {
            const cj_u64 v277 = v273 + v23;
            const cj_u64 v278 = 4096ull;
            const cj_u64 v279 = v277 + v278;
            const cj_ptr v280 = v107 + v277;
            const cj_u32x4 v281 = *(const cj_u32x4 *)v280;
            const cj_ptr v282 = v107 + v279;
            const cj_u32x4 v283 = *(const cj_u32x4 *)v282;
            const cj_ptr v284 = v108 + v277;
            *(cj_u32x4 *)v284 = v281;
            const cj_ptr v285 = v108 + v279;
            *(cj_u32x4 *)v285 = v283;
            const cj_u64 v286 = v273 + v274;
            x_walked2 = v286;
          }
          const cj_u64 v287 = x_walked2;
          const cj_u64 v288 = 4096ull;
          const cj_u64 v289 = v101 - v287;
          const bool v290 = v289 >= v288;
          if (v290) {
            const cj_u64 v291 = v287 + v23;
            const cj_ptr v292 = v107 + v291;
            const cj_u32x4 v293 = *(const cj_u32x4 *)v292;
            const cj_ptr v294 = v108 + v291;
            *(cj_u32x4 *)v294 = v293;
            const cj_u64 v295 = v287 + v288;
            x_walked2 = v295;
          }
          const cj_u64 v296 = 4096ull;
          const cj_u64 v297 = x_walked2;
          const cj_u64 v298 = v297 + v23;
          for (cj_u64 v299 = v298; v299 < v101; v299 += v296) {
            const cj_ptr v300 = v107 + v299;
            const cj_u32x4 v301 = *(const cj_u32x4 *)v300;
            const cj_ptr v302 = v108 + v299;
            *(cj_u32x4 *)v302 = v301;
          }
        }
      }
    }
    // round l-2 (arrived: waited for last round): reduce, while the sends drain
    const cj_u64 v303 = 2ull;
    const bool v304 = v89 >= v303;
    if (v304) {
      if (v82) {
        const cj_u64 v305 = 2ull;
        const cj_u64 v306 = v89 - v305;
        const cj_u64 v307 = 98ull;
        const cj_u64 v308 = (cj_u64)v12;
        const cj_u64 v309 = v306 * v307;
        const cj_u64 v310 = v309 + v308;
        const cj_u64 v311 = v310 * v20;
        const cj_u64 v312 = 0x61a80ull;
        const cj_u64 v313 = (v312 > v311 ? v312 : v311);
        const cj_u64 v314 = v313 - v311;
        const cj_u64 v315 = (v314 < v20 ? v314 : v20);
        const cj_u32 v316 = 2u;
        const cj_u32 v317 = v91 - v316;
        const cj_u32 v318 = 3u;
        const cj_u32 v319 = v317 & v318;
        const cj_u64 v320 = 0x800000ull;
        const cj_u64 v321 = (cj_u64)v319;
        const cj_u64 v322 = v321 * v320;
        const cj_ptr v323 = v3 + v311;
        const cj_ptr v324 = v67 + v322;
        const cj_ptr v325 = v63 ? v323 : v324;
        const cj_ptr v326 = v80 + v322;
        const cj_ptr v327 = v76 ? v323 : v326;
        const cj_ptr v328 = v4 + v311;
        const cj_u64 v329 = 4096ull;
        const bool v330 = v315 == v329;
        if (v330) {
          const cj_u64 v331 = 16384ull;
          const cj_u64 v332 = v329 / v331;
          const cj_u64 v333 = v332 * v331;
          for (cj_u64 v334 = v23; v334 < v333; v334 += v331) {
            const cj_u64 v335 = 4096ull;
            const cj_u64 v336 = v334 + v335;
            const cj_u64 v337 = 8192ull;
            const cj_u64 v338 = v334 + v337;
            const cj_u64 v339 = 12288ull;
            const cj_u64 v340 = v334 + v339;
            const cj_ptr v341 = v325 + v334;
            const cj_u32x4 v342 = *(const cj_u32x4 *)v341;
            const cj_ptr v343 = v327 + v334;
            const cj_u32x4 v344 = *(const cj_u32x4 *)v343;
            const cj_ptr v345 = v325 + v336;
            const cj_u32x4 v346 = *(const cj_u32x4 *)v345;
            const cj_ptr v347 = v327 + v336;
            const cj_u32x4 v348 = *(const cj_u32x4 *)v347;
            const cj_ptr v349 = v325 + v338;
            const cj_u32x4 v350 = *(const cj_u32x4 *)v349;
            const cj_ptr v351 = v327 + v338;
            const cj_u32x4 v352 = *(const cj_u32x4 *)v351;
            const cj_ptr v353 = v325 + v340;
            const cj_u32x4 v354 = *(const cj_u32x4 *)v353;
            const cj_ptr v355 = v327 + v340;
            const cj_u32x4 v356 = *(const cj_u32x4 *)v355;
            const cj_u32 v357 = v342.x;
            const cj_u32 v358 = v344.x;
            const float v359 = cj_f32_from_bits(v357);
            const float v360 = cj_f32_from_bits(v358);
            const float v361 = cj_fmaxf(v359, v360);
            const cj_u32 v362 = cj_f32_bits(v361);
            const cj_u32x4 v363 = cj_splat_u32x4(v362);
            const cj_u32 v364 = v342.y;
            const cj_u32 v365 = v344.y;
            const float v366 = cj_f32_from_bits(v364);
            const float v367 = cj_f32_from_bits(v365);
            const float v368 = cj_fmaxf(v366, v367);
            const cj_u32 v369 = cj_f32_bits(v368);
            cj_u32x4 v370 = v363;
            v370.y = v369;
            const cj_u32 v371 = v342.z;
            const cj_u32 v372 = v344.z;
            const float v373 = cj_f32_from_bits(v371);
            const float v374 = cj_f32_from_bits(v372);
            const float v375 = cj_fmaxf(v373, v374);
            const cj_u32 v376 = cj_f32_bits(v375);
            cj_u32x4 v377 = v370;
            v377.z = v376;
            const cj_u32 v378 = v342.w;
            const cj_u32 v379 = v344.w;
            const float v380 = cj_f32_from_bits(v378);
            const float v381 = cj_f32_from_bits(v379);
            const float v382 = cj_fmaxf(v380, v381);
            const cj_u32 v383 = cj_f32_bits(v382);
            cj_u32x4 v384 = v377;
            v384.w = v383;
            const cj_ptr v385 = v328 + v334;
            *(cj_u32x4 *)v385 = v384;
            const cj_u32 v386 = v346.x;
            const cj_u32 v387 = v348.x;
            const float v388 = cj_f32_from_bits(v386);
            const float v389 = cj_f32_from_bits(v387);
            const float v390 = cj_fmaxf(v388, v389);
            const cj_u32 v391 = cj_f32_bits(v390);
            const cj_u32x4 v392 = cj_splat_u32x4(v391);
            const cj_u32 v393 = v346.y;
            const cj_u32 v394 = v348.y;
            const float v395 = cj_f32_from_bits(v393);
            const float v396 = cj_f32_from_bits(v394);
            const float v397 = cj_fmaxf(v395, v396);
            const cj_u32 v398 = cj_f32_bits(v397);
            cj_u32x4 v399 = v392;
            v399.y = v398;
            const cj_u32 v400 = v346.z;
            const cj_u32 v401 = v348.z;
            const float v402 = cj_f32_from_bits(v400);
            const float v403 = cj_f32_from_bits(v401);
            const float v404 = cj_fmaxf(v402, v403);
            const cj_u32 v405 = cj_f32_bits(v404);
            cj_u32x4 v406 = v399;
            v406.z = v405;
            const cj_u32 v407 = v346.w;
            const cj_u32 v408 = v348.w;
            const float v409 = cj_f32_from_bits(v407);
            const float v410 = cj_f32_from_bits(v408);
            const float v411 = cj_fmaxf(v409, v410);
            const cj_u32 v412 = cj_f32_bits(v411);
            cj_u32x4 v413 = v406;
            v413.w = v412;
            const cj_ptr v414 = v328 + v336;
            *(cj_u32x4 *)v414 = v413;
            const cj_u32 v415 = v350.x;
            const cj_u32 v416 = v352.x;
            const float v417 = cj_f32_from_bits(v415);
            const float v418 = cj_f32_from_bits(v416);
            const float v419 = cj_fmaxf(v417, v418);
            const cj_u32 v420 = cj_f32_bits(v419);
            const cj_u32x4 v421 = cj_splat_u32x4(v420);
            const cj_u32 v422 = v350.y;
            const cj_u32 v423 = v352.y;
            const float v424 = cj_f32_from_bits(v422);
            const float v425 = cj_f32_from_bits(v423);
            const float v426 = cj_fmaxf(v424, v425);
            const cj_u32 v427 = cj_f32_bits(v426);
            cj_u32x4 v428 = v421;
            v428.y = v427;
            const cj_u32 v429 = v350.z;
            const cj_u32 v430 = v352.z;
            const float v431 = cj_f32_from_bits(v429);
            const float v432 = cj_f32_from_bits(v430);
            const float v433 = cj_fmaxf(v431, v432);
            const cj_u32 v434 = cj_f32_bits(v433);
            cj_u32x4 v435 = v428;
            v435.z = v434;
            const cj_u32 v436 = v350.w;
            const cj_u32 v437 = v352.w;
            const float v438 = cj_f32_from_bits(v436);
            const float v439 = cj_f32_from_bits(v437);
            const float v440 = cj_fmaxf(v438, v439);
            const cj_u32 v441 = cj_f32_bits(v440);
            cj_u32x4 v442 = v435;
            v442.w = v441;
            const cj_ptr v443 = v328 + v338;
            *(cj_u32x4 *)v443 = v442;
            const cj_u32 v444 = v354.x;
            const cj_u32 v445 = v356.x;
            const float v446 = cj_f32_from_bits(v444);
            const float v447 = cj_f32_from_bits(v445);
            const float v448 = cj_fmaxf(v446, v447);
            const cj_u32 v449 = cj_f32_bits(v448);
            const cj_u32x4 v450 = cj_splat_u32x4(v449);
            const cj_u32 v451 = v354.y;
            const cj_u32 v452 = v356.y;
            const float v453 = cj_f32_from_bits(v451);
            const float v454 = cj_f32_from_bits(v452);
            const float v455 = cj_fmaxf(v453, v454);
            const cj_u32 v456 = cj_f32_bits(v455);
            cj_u32x4 v457 = v450;
            v457.y = v456;
            const cj_u32 v458 = v354.z;
            const cj_u32 v459 = v356.z;
            const float v460 = cj_f32_from_bits(v458);
            const float v461 = cj_f32_from_bits(v459);
            const float v462 = cj_fmaxf(v460, v461);
            const cj_u32 v463 = cj_f32_bits(v462);
            cj_u32x4 v464 = v457;
            v464.z = v463;
            const cj_u32 v465 = v354.w;
            const cj_u32 v466 = v356.w;
            const float v467 = cj_f32_from_bits(v465);
            const float v468 = cj_f32_from_bits(v466);
            const float v469 = cj_fmaxf(v467, v468);
            const cj_u32 v470 = cj_f32_bits(v469);
            cj_u32x4 v471 = v464;
            v471.w = v470;
            const cj_ptr v472 = v328 + v340;
            *(cj_u32x4 *)v472 = v471;
          }
          x_walked3 = v333;
          const cj_u64 v473 = x_walked3;
          const cj_u64 v474 = 8192ull;
          const cj_u64 v475 = v329 - v473;
          const bool v476 = v475 >= v474;
          if (v476) {
            const cj_u64 v477 = v473 + v23;
            const cj_u64 v478 = 4096ull;
            const cj_u64 v479 = v477 + v478;
            const cj_ptr v480 = v325 + v477;
            const cj_u32x4 v481 = *(const cj_u32x4 *)v480;
            const cj_ptr v482 = v327 + v477;
            const cj_u32x4 v483 = *(const cj_u32x4 *)v482;
            const cj_ptr v484 = v325 + v479;
            const cj_u32x4 v485 = *(const cj_u32x4 *)v484;
            const cj_ptr v486 = v327 + v479;
            const cj_u32x4 v487 = *(const cj_u32x4 *)v486;
            const cj_u32 v488 = v481.x;
            const cj_u32 v489 = v483.x;
            const float v490 = cj_f32_from_bits(v488);
            const float v491 = cj_f32_from_bits(v489);
            const float v492 = cj_fmaxf(v490, v491);
            const cj_u32 v493 = cj_f32_bits(v492);
            const cj_u32x4 v494 = cj_splat_u32x4(v493);
            const cj_u32 v495 = v481.y;
            const cj_u32 v496 = v483.y;
            const float v497 = cj_f32_from_bits(v495);
            const float v498 = cj_f32_from_bits(v496);
            const float v499 = cj_fmaxf(v497, v498);
            const cj_u32 v500 = cj_f32_bits(v499);
            cj_u32x4 v501 = v494;
            v501.y = v500;
            const cj_u32 v502 = v481.z;
            const cj_u32 v503 = v483.z;
            const float v504 = cj_f32_from_bits(v502);
            const float v505 = cj_f32_from_bits(v503);
            const float v506 = cj_fmaxf(v504, v505);
            const cj_u32 v507 = cj_f32_bits(v506);
            cj_u32x4 v508 = v501;
            v508.z = v507;
            const cj_u32 v509 = v481.w;
            const cj_u32 v510 = v483.w;
            const float v511 = cj_f32_from_bits(v509);
            const float v512 = cj_f32_from_bits(v510);
            const float v513 = cj_fmaxf(v511, v512);
            const cj_u32 v514 = cj_f32_bits(v513);
            cj_u32x4 v515 = v508;
            v515.w = v514;
            const cj_ptr v516 = v328 + v477;
            *(cj_u32x4 *)v516 = v515;
            const cj_u32 v517 = v485.x;
            const cj_u32 v518 = v487.x;
            const float v519 = cj_f32_from_bits(v517);
            const float v520 = cj_f32_from_bits(v518);
            const float v521 = cj_fmaxf(v519, v520);
            const cj_u32 v522 = cj_f32_bits(v521);
            const cj_u32x4 v523 = cj_splat_u32x4(v522);
            const cj_u32 v524 = v485.y;
            const cj_u32 v525 = v487.y;
            const float v526 = cj_f32_from_bits(v524);
            const float v527 = cj_f32_from_bits(v525);
            const float v528 = cj_fmaxf(v526, v527);
            const cj_u32 v529 = cj_f32_bits(v528);
            cj_u32x4 v530 = v523;
            v530.y = v529;
            const cj_u32 v531 = v485.z;
            const cj_u32 v532 = v487.z;
            const float v533 = cj_f32_from_bits(v531);
            const float v534 = cj_f32_from_bits(v532);
            const float v535 = cj_fmaxf(v533, v534);
            const cj_u32 v536 = cj_f32_bits(v535);
            cj_u32x4 v537 = v530;
            v537.z = v536;
            const cj_u32 v538 = v485.w;
            const cj_u32 v539 = v487.w;
            const float v540 = cj_f32_from_bits(v538);
            const float v541 = cj_f32_from_bits(v539);
            const float v542 = cj_fmaxf(v540, v541);
            const cj_u32 v543 = cj_f32_bits(v542);
            cj_u32x4 v544 = v537;
            v544.w = v543;
            const cj_ptr v545 = v328 + v479;
            *(cj_u32x4 *)v545 = v544;
            const cj_u64 v546 = v473 + v474;
            x_walked3 = v546;
          }
          const cj_u64 v547 = x_walked3;
          const cj_u64 v548 = 4096ull;
          const cj_u64 v549 = v329 - v547;
          const bool v550 = v549 >= v548;
          if (v550) {
            const cj_u64 v551 = v547 + v23;
            const cj_ptr v552 = v325 + v551;
            const cj_u32x4 v553 = *(const cj_u32x4 *)v552;
            const cj_ptr v554 = v327 + v551;
            const cj_u32x4 v555 = *(const cj_u32x4 *)v554;
            const cj_u32 v556 = v553.x;
            const cj_u32 v557 = v555.x;
            const float v558 = cj_f32_from_bits(v556);
            const float v559 = cj_f32_from_bits(v557);
            const float v560 = cj_fmaxf(v558, v559);
            const cj_u32 v561 = cj_f32_bits(v560);
            const cj_u32x4 v562 = cj_splat_u32x4(v561);
            const cj_u32 v563 = v553.y;
            const cj_u32 v564 = v555.y;
            const float v565 = cj_f32_from_bits(v563);
            const float v566 = cj_f32_from_bits(v564);
            const float v567 = cj_fmaxf(v565, v566);
            const cj_u32 v568 = cj_f32_bits(v567);
            cj_u32x4 v569 = v562;
            v569.y = v568;
            const cj_u32 v570 = v553.z;
            const cj_u32 v571 = v555.z;
            const float v572 = cj_f32_from_bits(v570);
            const float v573 = cj_f32_from_bits(v571);
            const float v574 = cj_fmaxf(v572, v573);
            const cj_u32 v575 = cj_f32_bits(v574);
            cj_u32x4 v576 = v569;
            v576.z = v575;
            const cj_u32 v577 = v553.w;
            const cj_u32 v578 = v555.w;
            const float v579 = cj_f32_from_bits(v577);
            const float v580 = cj_f32_from_bits(v578);
            const float v581 = cj_fmaxf(v579, v580);
            const cj_u32 v582 = cj_f32_bits(v581);
            cj_u32x4 v583 = v576;
            v583.w = v582;
            const cj_ptr v584 = v328 + v551;
            *(cj_u32x4 *)v584 = v583;
            const cj_u64 v585 = v547 + v548;
            x_walked3 = v585;
          }
          const cj_u64 v586 = 4096ull;
          const cj_u64 v587 = x_walked3;
          const cj_u64 v588 = v587 + v23;
          for (cj_u64 v589 = v588; v589 < v329; v589 += v586) {
            const cj_ptr v590 = v325 + v589;
            const cj_u32x4 v591 = *(const cj_u32x4 *)v590;
            const cj_ptr v592 = v327 + v589;
            const cj_u32x4 v593 = *(const cj_u32x4 *)v592;
            const cj_u32 v594 = v591.x;
            const cj_u32 v595 = v593.x;
            const float v596 = cj_f32_from_bits(v594);
            const float v597 = cj_f32_from_bits(v595);
            const float v598 = cj_fmaxf(v596, v597);
            const cj_u32 v599 = cj_f32_bits(v598);
            const cj_u32x4 v600 = cj_splat_u32x4(v599);
            const cj_u32 v601 = v591.y;
            const cj_u32 v602 = v593.y;
            const float v603 = cj_f32_from_bits(v601);
            const float v604 = cj_f32_from_bits(v602);
            const float v605 = cj_fmaxf(v603, v604);
            const cj_u32 v606 = cj_f32_bits(v605);
            cj_u32x4 v607 = v600;
            v607.y = v606;
            const cj_u32 v608 = v591.z;
            const cj_u32 v609 = v593.z;
            const float v610 = cj_f32_from_bits(v608);
            const float v611 = cj_f32_from_bits(v609);
            const float v612 = cj_fmaxf(v610, v611);
            const cj_u32 v613 = cj_f32_bits(v612);
            cj_u32x4 v614 = v607;
            v614.z = v613;
            const cj_u32 v615 = v591.w;
            const cj_u32 v616 = v593.w;
            const float v617 = cj_f32_from_bits(v615);
            const float v618 = cj_f32_from_bits(v616);
            const float v619 = cj_fmaxf(v617, v618);
            const cj_u32 v620 = cj_f32_bits(v619);
            cj_u32x4 v621 = v614;
            v621.w = v620;
            const cj_ptr v622 = v328 + v589;
            *(cj_u32x4 *)v622 = v621;
          }
        } else {
          const cj_u64 v623 = 16384ull;
          const cj_u64 v624 = v315 / v623;
          const cj_u64 v625 = v624 * v623;
          for (cj_u64 v626 = v23; v626 < v625; v626 += v623) {
            const cj_u64 v627 = 4096ull;
            const cj_u64 v628 = v626 + v627;
            const cj_u64 v629 = 8192ull;
            const cj_u64 v630 = v626 + v629;
            const cj_u64 v631 = 12288ull;
            const cj_u64 v632 = v626 + v631;
            const cj_ptr v633 = v325 + v626;
            const cj_u32x4 v634 = *(const cj_u32x4 *)v633;
            const cj_ptr v635 = v327 + v626;
            const cj_u32x4 v636 = *(const cj_u32x4 *)v635;
            const cj_ptr v637 = v325 + v628;
            const cj_u32x4 v638 = *(const cj_u32x4 *)v637;
            const cj_ptr v639 = v327 + v628;
            const cj_u32x4 v640 = *(const cj_u32x4 *)v639;
            const cj_ptr v641 = v325 + v630;
            const cj_u32x4 v642 = *(const cj_u32x4 *)v641;
            const cj_ptr v643 = v327 + v630;
            const cj_u32x4 v644 = *(const cj_u32x4 *)v643;
            const cj_ptr v645 = v325 + v632;
            const cj_u32x4 v646 = *(const cj_u32x4 *)v645;
            const cj_ptr v647 = v327 + v632;
            const cj_u32x4 v648 = *(const cj_u32x4 *)v647;
            const cj_u32 v649 = v634.x;
            const cj_u32 v650 = v636.x;
            const float v651 = cj_f32_from_bits(v649);
            const float v652 = cj_f32_from_bits(v650);
            const float v653 = cj_fmaxf(v651, v652);
            const cj_u32 v654 = cj_f32_bits(v653);
            const cj_u32x4 v655 = cj_splat_u32x4(v654);
            const cj_u32 v656 = v634.y;
            const cj_u32 v657 = v636.y;
            const float v658 = cj_f32_from_bits(v656);
            const float v659 = cj_f32_from_bits(v657);
            const float v660 = cj_fmaxf(v658, v659);
            const cj_u32 v661 = cj_f32_bits(v660);
            cj_u32x4 v662 = v655;
            v662.y = v661;
            const cj_u32 v663 = v634.z;
            const cj_u32 v664 = v636.z;
            const float v665 = cj_f32_from_bits(v663);
            const float v666 = cj_f32_from_bits(v664);
            const float v667 = cj_fmaxf(v665, v666);
            const cj_u32 v668 = cj_f32_bits(v667);
            cj_u32x4 v669 = v662;
            v669.z = v668;
            const cj_u32 v670 = v634.w;
            const cj_u32 v671 = v636.w;
            const float v672 = cj_f32_from_bits(v670);
            const float v673 = cj_f32_from_bits(v671);
            const float v674 = cj_fmaxf(v672, v673);
            const cj_u32 v675 = cj_f32_bits(v674);
            cj_u32x4 v676 = v669;
            v676.w = v675;
            const cj_ptr v677 = v328 + v626;
            *(cj_u32x4 *)v677 = v676;
            const cj_u32 v678 = v638.x;
            const cj_u32 v679 = v640.x;
            const float v680 = cj_f32_from_bits(v678);
            const float v681 = cj_f32_from_bits(v679);
            const float v682 = cj_fmaxf(v680, v681);
            const cj_u32 v683 = cj_f32_bits(v682);
            const cj_u32x4 v684 = cj_splat_u32x4(v683);
            const cj_u32 v685 = v638.y;
            const cj_u32 v686 = v640.y;
            const float v687 = cj_f32_from_bits(v685);
            const float v688 = cj_f32_from_bits(v686);
            const float v689 = cj_fmaxf(v687, v688);
            const cj_u32 v690 = cj_f32_bits(v689);
            cj_u32x4 v691 = v684;
            v691.y = v690;
            const cj_u32 v692 = v638.z;
            const cj_u32 v693 = v640.z;
            const float v694 = cj_f32_from_bits(v692);
            const float v695 = cj_f32_from_bits(v693);
            const float v696 = cj_fmaxf(v694, v695);
            const cj_u32 v697 = cj_f32_bits(v696);
            cj_u32x4 v698 = v691;
            v698.z = v697;
            const cj_u32 v699 = v638.w;
            const cj_u32 v700 = v640.w;
            const float v701 = cj_f32_from_bits(v699);
            const float v702 = cj_f32_from_bits(v700);
            const float v703 = cj_fmaxf(v701, v702);
            const cj_u32 v704 = cj_f32_bits(v703);
            cj_u32x4 v705 = v698;
            v705.w = v704;
            const cj_ptr v706 = v328 + v628;
            *(cj_u32x4 *)v706 = v705;
            const cj_u32 v707 = v642.x;
            const cj_u32 v708 = v644.x;
            const float v709 = cj_f32_from_bits(v707);
            const float v710 = cj_f32_from_bits(v708);
            const float v711 = cj_fmaxf(v709, v710);
            const cj_u32 v712 = cj_f32_bits(v711);
            const cj_u32x4 v713 = cj_splat_u32x4(v712);
            const cj_u32 v714 = v642.y;
            const cj_u32 v715 = v644.y;
            const float v716 = cj_f32_from_bits(v714);
            const float v717 = cj_f32_from_bits(v715);
            const float v718 = cj_fmaxf(v716, v717);
            const cj_u32 v719 = cj_f32_bits(v718);
            cj_u32x4 v720 = v713;
            v720.y = v719;
            const cj_u32 v721 = v642.z;
            const cj_u32 v722 = v644.z;
            const float v723 = cj_f32_from_bits(v721);
            const float v724 = cj_f32_from_bits(v722);
            const float v725 = cj_fmaxf(v723, v724);
            const cj_u32 v726 = cj_f32_bits(v725);
            cj_u32x4 v727 = v720;
            v727.z = v726;
            const cj_u32 v728 = v642.w;
            const cj_u32 v729 = v644.w;
            const float v730 = cj_f32_from_bits(v728);
            const float v731 = cj_f32_from_bits(v729);
            const float v732 = cj_fmaxf(v730, v731);
            const cj_u32 v733 = cj_f32_bits(v732);
            cj_u32x4 v734 = v727;
            v734.w = v733;
            const cj_ptr v735 = v328 + v630;
            *(cj_u32x4 *)v735 = v734;
            const cj_u32 v736 = v646.x;
            const cj_u32 v737 = v648.x;
            const float v738 = cj_f32_from_bits(v736);
            const float v739 = cj_f32_from_bits(v737);
            const float v740 = cj_fmaxf(v738, v739);
            const cj_u32 v741 = cj_f32_bits(v740);
            const cj_u32x4 v742 = cj_splat_u32x4(v741);
            const cj_u32 v743 = v646.y;
            const cj_u32 v744 = v648.y;
            const float v745 = cj_f32_from_bits(v743);
            const float v746 = cj_f32_from_bits(v744);
            const float v747 = cj_fmaxf(v745, v746);
            const cj_u32 v748 = cj_f32_bits(v747);
            cj_u32x4 v749 = v742;
            v749.y = v748;
            const cj_u32 v750 = v646.z;
            const cj_u32 v751 = v648.z;
            const float v752 = cj_f32_from_bits(v750);
            const float v753 = cj_f32_from_bits(v751);
            const float v754 = cj_fmaxf(v752, v753);
            const cj_u32 v755 = cj_f32_bits(v754);
            cj_u32x4 v756 = v749;
            v756.z = v755;
            const cj_u32 v757 = v646.w;
            const cj_u32 v758 = v648.w;
            const float v759 = cj_f32_from_bits(v757);
            const float v760 = cj_f32_from_bits(v758);
            const float v761 = cj_fmaxf(v759, v760);
            const cj_u32 v762 = cj_f32_bits(v761);
            cj_u32x4 v763 = v756;
            v763.w = v762;
            const cj_ptr v764 = v328 + v632;
            *(cj_u32x4 *)v764 = v763;
          }
          x_walked4 = v625;
          const cj_u64 v765 = x_walked4;
          const cj_u64 v766 = 8192ull;
          const cj_u64 v767 = v315 - v765;
          const bool v768 = v767 >= v766;
          if (v768) {
            const cj_u64 v769 = v765 + v23;
            const cj_u64 v770 = 4096ull;
            const cj_u64 v771 = v769 + v770;
            const cj_ptr v772 = v325 + v769;
            const cj_u32x4 v773 = *(const cj_u32x4 *)v772;
            const cj_ptr v774 = v327 + v769;
            const cj_u32x4 v775 = *(const cj_u32x4 *)v774;
            const cj_ptr v776 = v325 + v771;
            const cj_u32x4 v777 = *(const cj_u32x4 *)v776;
            const cj_ptr v778 = v327 + v771;
            const cj_u32x4 v779 = *(const cj_u32x4 *)v778;
            const cj_u32 v780 = v773.x;
            const cj_u32 v781 = v775.x;
            const float v782 = cj_f32_from_bits(v780);
            const float v783 = cj_f32_from_bits(v781);
            const float v784 = cj_fmaxf(v782, v783);
            const cj_u32 v785 = cj_f32_bits(v784);
            const cj_u32x4 v786 = cj_splat_u32x4(v785);
            const cj_u32 v787 = v773.y;
            const cj_u32 v788 = v775.y;
            const float v789 = cj_f32_from_bits(v787);
            const float v790 = cj_f32_from_bits(v788);
            const float v791 = cj_fmaxf(v789, v790);
            const cj_u32 v792 = cj_f32_bits(v791);
            cj_u32x4 v793 = v786;
            v793.y = v792;
            const cj_u32 v794 = v773.z;
            const cj_u32 v795 = v775.z;
            const float v796 = cj_f32_from_bits(v794);
            const float v797 = cj_f32_from_bits(v795);
            const float v798 = cj_fmaxf(v796, v797);
            const cj_u32 v799 = cj_f32_bits(v798);
            cj_u32x4 v800 = v793;
            v800.z = v799;
            const cj_u32 v801 = v773.w;
            const cj_u32 v802 = v775.w;
            const float v803 = cj_f32_from_bits(v801);
            const float v804 = cj_f32_from_bits(v802);
            const float v805 = cj_fmaxf(v803, v804);
            const cj_u32 v806 = cj_f32_bits(v805);
            cj_u32x4 v807 = v800;
            v807.w = v806;
            const cj_ptr v808 = v328 + v769;
            *(cj_u32x4 *)v808 = v807;
            const cj_u32 v809 = v777.x;
            const cj_u32 v810 = v779.x;
            const float v811 = cj_f32_from_bits(v809);
            const float v812 = cj_f32_from_bits(v810);
            const float v813 = cj_fmaxf(v811, v812);
            const cj_u32 v814 = cj_f32_bits(v813);
            const cj_u32x4 v815 = cj_splat_u32x4(v814);
            const cj_u32 v816 = v777.y;
            const cj_u32 v817 = v779.y;
            const float v818 = cj_f32_from_bits(v816);
            const float v819 = cj_f32_from_bits(v817);
            const float v820 = cj_fmaxf(v818, v819);
            const cj_u32 v821 = cj_f32_bits(v820);
            cj_u32x4 v822 = v815;
            v822.y = v821;
            const cj_u32 v823 = v777.z;
            const cj_u32 v824 = v779.z;
            const float v825 = cj_f32_from_bits(v823);
            const float v826 = cj_f32_from_bits(v824);
            const float v827 = cj_fmaxf(v825, v826);
            const cj_u32 v828 = cj_f32_bits(v827);
            cj_u32x4 v829 = v822;
            v829.z = v828;
            const cj_u32 v830 = v777.w;
            const cj_u32 v831 = v779.w;
            const float v832 = cj_f32_from_bits(v830);
            const float v833 = cj_f32_from_bits(v831);
            const float v834 = cj_fmaxf(v832, v833);
            const cj_u32 v835 = cj_f32_bits(v834);
            cj_u32x4 v836 = v829;
            v836.w = v835;
            const cj_ptr v837 = v328 + v771;
            *(cj_u32x4 *)v837 = v836;
            const cj_u64 v838 = v765 + v766;
            x_walked4 = v838;
          }
          const cj_u64 v839 = x_walked4;
          const cj_u64 v840 = 4096ull;
          const cj_u64 v841 = v315 - v839;
          const bool v842 = v841 >= v840;
          if (v842) {
            const cj_u64 v843 = v839 + v23;
            const cj_ptr v844 = v325 + v843;
            const cj_u32x4 v845 = *(const cj_u32x4 *)v844;
            const cj_ptr v846 = v327 + v843;
            const cj_u32x4 v847 = *(const cj_u32x4 *)v846;
            const cj_u32 v848 = v845.x;
            const cj_u32 v849 = v847.x;
            const float v850 = cj_f32_from_bits(v848);
            const float v851 = cj_f32_from_bits(v849);
            const float v852 = cj_fmaxf(v850, v851);
            const cj_u32 v853 = cj_f32_bits(v852);
            const cj_u32x4 v854 = cj_splat_u32x4(v853);
            const cj_u32 v855 = v845.y;
            const cj_u32 v856 = v847.y;
            const float v857 = cj_f32_from_bits(v855);
            const float v858 = cj_f32_from_bits(v856);
            const float v859 = cj_fmaxf(v857, v858);
            const cj_u32 v860 = cj_f32_bits(v859);
            cj_u32x4 v861 = v854;
            v861.y = v860;
            const cj_u32 v862 = v845.z;
            const cj_u32 v863 = v847.z;
            const float v864 = cj_f32_from_bits(v862);
            const float v865 = cj_f32_from_bits(v863);
            const float v866 = cj_fmaxf(v864, v865);
            const cj_u32 v867 = cj_f32_bits(v866);
            cj_u32x4 v868 = v861;
            v868.z = v867;
            const cj_u32 v869 = v845.w;
            const cj_u32 v870 = v847.w;
            const float v871 = cj_f32_from_bits(v869);
            const float v872 = cj_f32_from_bits(v870);
            const float v873 = cj_fmaxf(v871, v872);
            const cj_u32 v874 = cj_f32_bits(v873);
            cj_u32x4 v875 = v868;
            v875.w = v874;
            const cj_ptr v876 = v328 + v843;
            *(cj_u32x4 *)v876 = v875;
            const cj_u64 v877 = v839 + v840;
            x_walked4 = v877;
          }
          const cj_u64 v878 = 4096ull;
          const cj_u64 v879 = x_walked4;
          const cj_u64 v880 = v879 + v23;
          for (cj_u64 v881 = v880; v881 < v315; v881 += v878) {
            const cj_ptr v882 = v325 + v881;
            const cj_u32x4 v883 = *(const cj_u32x4 *)v882;
            const cj_ptr v884 = v327 + v881;
            const cj_u32x4 v885 = *(const cj_u32x4 *)v884;
            const cj_u32 v886 = v883.x;
            const cj_u32 v887 = v885.x;
            const float v888 = cj_f32_from_bits(v886);
            const float v889 = cj_f32_from_bits(v887);
            const float v890 = cj_fmaxf(v888, v889);
            const cj_u32 v891 = cj_f32_bits(v890);
            const cj_u32x4 v892 = cj_splat_u32x4(v891);
            const cj_u32 v893 = v883.y;
            const cj_u32 v894 = v885.y;
            const float v895 = cj_f32_from_bits(v893);
            const float v896 = cj_f32_from_bits(v894);
            const float v897 = cj_fmaxf(v895, v896);
            const cj_u32 v898 = cj_f32_bits(v897);
            cj_u32x4 v899 = v892;
            v899.y = v898;
            const cj_u32 v900 = v883.z;
            const cj_u32 v901 = v885.z;
            const float v902 = cj_f32_from_bits(v900);
            const float v903 = cj_f32_from_bits(v901);
            const float v904 = cj_fmaxf(v902, v903);
            const cj_u32 v905 = cj_f32_bits(v904);
            cj_u32x4 v906 = v899;
            v906.z = v905;
            const cj_u32 v907 = v883.w;
            const cj_u32 v908 = v885.w;
            const float v909 = cj_f32_from_bits(v907);
            const float v910 = cj_f32_from_bits(v908);
            const float v911 = cj_fmaxf(v909, v910);
            const cj_u32 v912 = cj_f32_bits(v911);
            cj_u32x4 v913 = v906;
            v913.w = v912;
            const cj_ptr v914 = v328 + v881;
            *(cj_u32x4 *)v914 = v913;
          }
        }
      }
    }
    cj_barrier();
    // signal: counter = arrival + 1 at every rank (thread t: rank + t)
    const cj_u32 v915 = 2u;
    const bool v916 = v11 < v915;
    const bool v917 = v92 && v916;
    if (v917) {
      const cj_u32 v918 = v91 + v83;
      const cj_u32 v919 = 2u;
      const cj_u32 v920 = v2 + v11;
      const cj_u32 v921 = v920 - v919;
      const bool v922 = v920 >= v919;
      const cj_u32 v923 = v922 ? v921 : v920;
      const cj_u64 v924 = 8ull;
      const cj_u64 v925 = (cj_u64)v923;
      const cj_u64 v926 = v925 * v924;
      const cj_ptr v927 = v1 + v926;
      const cj_u64 v928 = *(const cj_u64 *)v927;
      const cj_u64 v929 = v928 - v17;
      const cj_ptr v930 = v32 + v929;
      cj_atomic_store_release_system((cj_u32 *)v930, v918);
    }
    // round l-1: wait until every peer sent it (reduced in round l+1)
    const bool v931 = v89 <= v84;
    const cj_u64 v932 = 1ull;
    const bool v933 = v89 >= v932;
    const bool v934 = v933 && v931;
    if (v934) {
      const cj_u32 v935 = 2u;
      const bool v936 = v11 < v935;
      const bool v937 = v11 >= v83;
      const bool v938 = v937 && v936;
      if (v938) {
        const cj_u32 v939 = 2u;
        const cj_u32 v940 = v2 + v11;
        const cj_u32 v941 = v940 - v939;
        const bool v942 = v940 >= v939;
        const cj_u32 v943 = v942 ? v941 : v940;
        const cj_u32 v944 = v27 + v943;
        const cj_u64 v945 = (cj_u64)v944;
        const cj_u64 v946 = 4ull;
        const cj_u64 v947 = v945 * v946;
        const cj_ptr v948 = v25 + v947;
        const cj_u32 v949 = 0u;
        const cj_u32 v950 = 1u;
        const cj_u64 v951 = cj_timer_ns();
        const cj_u32 v952 = x_failed0;
        x_done5 = v952;
        while (true) {
          const cj_u32 v953 = x_done5;
          const bool v954 = v953 == v949;
          if (!v954) break;
          const cj_u32 v955 = cj_atomic_load_relaxed_system((cj_u32 *)v948);
          const cj_u32 v956 = 0u;
          const cj_u32 v957 = v955 - v91;
          const bool v958 = (cj_i32)v957 >= (cj_i32)v956;
          const cj_u64 v959 = cj_timer_ns();
          const cj_u64 v960 = v959 - v951;
          const bool v961 = v960 > v7;
          const cj_u32 v962 = cj_atomic_load_relaxed_device((cj_u32 *)v6);
          const bool v963 = v962 != v949;
          const bool v964 = v961 || v963;
          if (v958) {
            x_done5 = v950;
          } else {
            if (v964) {
              const cj_u32 v965 = 1u;
              cj_atomic_store_relaxed_system((cj_u32 *)v6, v965);
              x_failed0 = v950;
              x_done5 = v950;
            }
          }
        }
        cj_fence_acquire_system();
      }
      cj_barrier();
    }
  }
}
