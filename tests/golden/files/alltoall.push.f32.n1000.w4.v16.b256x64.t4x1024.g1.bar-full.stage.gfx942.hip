// colljit kernel cj_alltoall_push_f32_n1000_w4_v16_b256x64_t4x1024_g1_bar_full_stage_gfx942 (block 256, grid 1, gfx942)
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

extern "C" __global__ void __launch_bounds__(256) cj_alltoall_push_f32_n1000_w4_v16_b256x64_t4x1024_g1_bar_full_stage_gfx942(cj_ptr p_heap_bases, cj_u32 p_rank, cj_ptr p_src, cj_ptr p_dst, cj_ptr p_sync, cj_ptr p_status, cj_u64 p_timeout_ns, cj_ptr p_work, cj_u64 p_n, cj_u32 p_nblocks) {
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
  const cj_u32 v19 = 1u;
  // all_to_all push: 4 ranks x 4000 bytes
  // stage the input through the workspace
  const cj_u64 v20 = 16ull;
  const cj_u64 v21 = (cj_u64)v11;
  const cj_u64 v22 = v21 * v20;
  // partial tile: 1000 vectors in block 0
  const cj_u32 v23 = 0u;
  const bool v24 = v12 == v23;
  if (v24) {
    const cj_u64 v25 = 256ull;
    const cj_u64 v26 = 1000ull;
    const cj_u64 v27 = (cj_u64)v11;
    for (cj_u64 v28 = v27; v28 < v26; v28 += v25) {
      const cj_u64 v29 = 16ull;
      const cj_u64 v30 = v28 * v29;
      const cj_u64 v31 = 0ull;
      const cj_u64 v32 = v31 + v30;
      const cj_ptr v33 = v3 + v32;
      const cj_u32x4 v34 = *(const cj_u32x4 *)v33;
      const cj_ptr v35 = v8 + v32;
      *(cj_u32x4 *)v35 = v34;
    }
  }
  const cj_u64 v36 = (cj_u64)v2;
  const cj_u64 v37 = 4000ull;
  const cj_u64 v38 = v36 * v37;
  const cj_ptr v39 = v4 + v38;
  const cj_u64 v40 = (cj_u64)v2;
  const cj_u64 v41 = 4000ull;
  const cj_u64 v42 = v40 * v41;
  const cj_ptr v43 = v8 + v42;
  const cj_u32 v44 = 4u;
  const cj_u32 v45 = 1u;
  const cj_u32 v46 = v2 + v45;
  const bool v47 = v46 >= v44;
  const cj_u32 v48 = v46 - v44;
  const cj_u32 v49 = v47 ? v48 : v46;
  const cj_u64 v50 = (cj_u64)v49;
  const cj_u64 v51 = 4000ull;
  const cj_u64 v52 = v50 * v51;
  const cj_ptr v53 = v8 + v52;
  const cj_u64 v54 = 8ull;
  const cj_u64 v55 = (cj_u64)v49;
  const cj_u64 v56 = v55 * v54;
  const cj_ptr v57 = v1 + v56;
  const cj_u64 v58 = *(const cj_u64 *)v57;
  const cj_u64 v59 = v58 - v17;
  const cj_ptr v60 = v39 + v59;
  const cj_u32 v61 = 4u;
  const cj_u32 v62 = 2u;
  const cj_u32 v63 = v2 + v62;
  const bool v64 = v63 >= v61;
  const cj_u32 v65 = v63 - v61;
  const cj_u32 v66 = v64 ? v65 : v63;
  const cj_u64 v67 = (cj_u64)v66;
  const cj_u64 v68 = 4000ull;
  const cj_u64 v69 = v67 * v68;
  const cj_ptr v70 = v8 + v69;
  const cj_u64 v71 = 8ull;
  const cj_u64 v72 = (cj_u64)v66;
  const cj_u64 v73 = v72 * v71;
  const cj_ptr v74 = v1 + v73;
  const cj_u64 v75 = *(const cj_u64 *)v74;
  const cj_u64 v76 = v75 - v17;
  const cj_ptr v77 = v39 + v76;
  const cj_u32 v78 = 4u;
  const cj_u32 v79 = 3u;
  const cj_u32 v80 = v2 + v79;
  const bool v81 = v80 >= v78;
  const cj_u32 v82 = v80 - v78;
  const cj_u32 v83 = v81 ? v82 : v80;
  const cj_u64 v84 = (cj_u64)v83;
  const cj_u64 v85 = 4000ull;
  const cj_u64 v86 = v84 * v85;
  const cj_ptr v87 = v8 + v86;
  const cj_u64 v88 = 8ull;
  const cj_u64 v89 = (cj_u64)v83;
  const cj_u64 v90 = v89 * v88;
  const cj_ptr v91 = v1 + v90;
  const cj_u64 v92 = *(const cj_u64 *)v91;
  const cj_u64 v93 = v92 - v17;
  const cj_ptr v94 = v39 + v93;
  // start: block barrier across 4 ranks
  cj_barrier();
  const cj_u32 v95 = 4u;
  const bool v96 = v11 < v95;
  if (v96) {
    const cj_u32 v97 = 4u;
    const cj_u32 v98 = v2 + v11;
    const cj_u32 v99 = v98 - v97;
    const bool v100 = v98 >= v97;
    const cj_u32 v101 = v100 ? v99 : v98;
    const cj_u32 v102 = v12 * v97;
    const cj_u64 v103 = 256ull;
    const cj_ptr v104 = v5 + v103;
    const cj_u32 v105 = v102 + v2;
    const cj_u32 v106 = v102 + v101;
    const cj_u64 v107 = 4ull;
    const cj_u64 v108 = (cj_u64)v105;
    const cj_u64 v109 = v108 * v107;
    const cj_u64 v110 = (cj_u64)v106;
    const cj_u64 v111 = v110 * v107;
    const cj_ptr v112 = v104 + v109;
    const cj_u64 v113 = 8ull;
    const cj_u64 v114 = (cj_u64)v101;
    const cj_u64 v115 = v114 * v113;
    const cj_ptr v116 = v1 + v115;
    const cj_u64 v117 = *(const cj_u64 *)v116;
    const cj_u64 v118 = v117 - v17;
    const cj_ptr v119 = v112 + v118;
    const cj_u32 v120 = 1u;
    const cj_u32 v121 = cj_atomic_add_release_system((cj_u32 *)v119, v120);
    const cj_u32 v122 = 1u;
    const cj_u32 v123 = v121 + v122;
    const cj_ptr v124 = v104 + v111;
    const cj_u32 v125 = 0u;
    const cj_u32 v126 = 1u;
    const cj_u64 v127 = cj_timer_ns();
    const cj_u32 v128 = x_failed0;
    x_done1 = v128;
    while (true) {
      const cj_u32 v129 = x_done1;
      const bool v130 = v129 == v125;
      if (!v130) break;
      const cj_u32 v131 = cj_atomic_load_relaxed_system((cj_u32 *)v124);
      const cj_u32 v132 = 0u;
      const cj_u32 v133 = v131 - v123;
      const bool v134 = (cj_i32)v133 >= (cj_i32)v132;
      const cj_u64 v135 = cj_timer_ns();
      const cj_u64 v136 = v135 - v127;
      const bool v137 = v136 > v7;
      const cj_u32 v138 = cj_atomic_load_relaxed_device((cj_u32 *)v6);
      const bool v139 = v138 != v125;
      const bool v140 = v137 || v139;
      if (v134) {
        x_done1 = v126;
      } else {
        if (v140) {
          const cj_u32 v141 = 1u;
          cj_atomic_store_relaxed_system((cj_u32 *)v6, v141);
          x_failed0 = v126;
          x_done1 = v126;
        }
      }
    }
    cj_fence_acquire_system();
  }
  cj_barrier();
  const cj_u64 v142 = 16ull;
  const cj_u64 v143 = (cj_u64)v11;
  const cj_u64 v144 = v143 * v142;
  // partial tile: 250 vectors in block 0
  const cj_u32 v145 = 0u;
  const bool v146 = v12 == v145;
  if (v146) {
    const cj_u64 v147 = 256ull;
    const cj_u64 v148 = 250ull;
    const cj_u64 v149 = (cj_u64)v11;
    for (cj_u64 v150 = v149; v150 < v148; v150 += v147) {
      const cj_u64 v151 = 16ull;
      const cj_u64 v152 = v150 * v151;
      const cj_u64 v153 = 0ull;
      const cj_u64 v154 = v153 + v152;
      const cj_ptr v155 = v43 + v154;
      const cj_u32x4 v156 = *(const cj_u32x4 *)v155;
      const cj_ptr v157 = v39 + v154;
      *(cj_u32x4 *)v157 = v156;
    }
  }
  const cj_u64 v158 = 16ull;
  const cj_u64 v159 = (cj_u64)v11;
  const cj_u64 v160 = v159 * v158;
  // partial tile: 250 vectors in block 0
  const cj_u32 v161 = 0u;
  const bool v162 = v12 == v161;
  if (v162) {
    const cj_u64 v163 = 256ull;
    const cj_u64 v164 = 250ull;
    const cj_u64 v165 = (cj_u64)v11;
    for (cj_u64 v166 = v165; v166 < v164; v166 += v163) {
      const cj_u64 v167 = 16ull;
      const cj_u64 v168 = v166 * v167;
      const cj_u64 v169 = 0ull;
      const cj_u64 v170 = v169 + v168;
      const cj_ptr v171 = v53 + v170;
      const cj_u32x4 v172 = *(const cj_u32x4 *)v171;
      const cj_ptr v173 = v60 + v170;
      *(cj_u32x4 *)v173 = v172;
    }
  }
  const cj_u64 v174 = 16ull;
  const cj_u64 v175 = (cj_u64)v11;
  const cj_u64 v176 = v175 * v174;
  // partial tile: 250 vectors in block 0
  const cj_u32 v177 = 0u;
  const bool v178 = v12 == v177;
  if (v178) {
    const cj_u64 v179 = 256ull;
    const cj_u64 v180 = 250ull;
    const cj_u64 v181 = (cj_u64)v11;
    for (cj_u64 v182 = v181; v182 < v180; v182 += v179) {
      const cj_u64 v183 = 16ull;
      const cj_u64 v184 = v182 * v183;
      const cj_u64 v185 = 0ull;
      const cj_u64 v186 = v185 + v184;
      const cj_ptr v187 = v70 + v186;
      const cj_u32x4 v188 = *(const cj_u32x4 *)v187;
      const cj_ptr v189 = v77 + v186;
      *(cj_u32x4 *)v189 = v188;
    }
  }
  const cj_u64 v190 = 16ull;
  const cj_u64 v191 = (cj_u64)v11;
  const cj_u64 v192 = v191 * v190;
  // partial tile: 250 vectors in block 0
  const cj_u32 v193 = 0u;
  const bool v194 = v12 == v193;
  if (v194) {
    const cj_u64 v195 = 256ull;
    const cj_u64 v196 = 250ull;
    const cj_u64 v197 = (cj_u64)v11;
    for (cj_u64 v198 = v197; v198 < v196; v198 += v195) {
      const cj_u64 v199 = 16ull;
      const cj_u64 v200 = v198 * v199;
      const cj_u64 v201 = 0ull;
      const cj_u64 v202 = v201 + v200;
      const cj_ptr v203 = v87 + v202;
      const cj_u32x4 v204 = *(const cj_u32x4 *)v203;
      const cj_ptr v205 = v94 + v202;
      *(cj_u32x4 *)v205 = v204;
    }
  }
  // end: block barrier across 4 ranks
  cj_barrier();
  const cj_u32 v206 = 4u;
  const bool v207 = v11 < v206;
  if (v207) {
    const cj_u32 v208 = 4u;
    const cj_u32 v209 = v2 + v11;
    const cj_u32 v210 = v209 - v208;
    const bool v211 = v209 >= v208;
    const cj_u32 v212 = v211 ? v210 : v209;
    const cj_u32 v213 = v12 * v208;
    const cj_u64 v214 = 256ull;
    const cj_ptr v215 = v5 + v214;
    const cj_u32 v216 = v213 + v2;
    const cj_u32 v217 = v213 + v212;
    const cj_u64 v218 = 4ull;
    const cj_u64 v219 = (cj_u64)v216;
    const cj_u64 v220 = v219 * v218;
    const cj_u64 v221 = (cj_u64)v217;
    const cj_u64 v222 = v221 * v218;
    const cj_ptr v223 = v215 + v220;
    const cj_u64 v224 = 8ull;
    const cj_u64 v225 = (cj_u64)v212;
    const cj_u64 v226 = v225 * v224;
    const cj_ptr v227 = v1 + v226;
    const cj_u64 v228 = *(const cj_u64 *)v227;
    const cj_u64 v229 = v228 - v17;
    const cj_ptr v230 = v223 + v229;
    const cj_u32 v231 = 1u;
    const cj_u32 v232 = cj_atomic_add_release_system((cj_u32 *)v230, v231);
    const cj_u32 v233 = 1u;
    const cj_u32 v234 = v232 + v233;
    const cj_ptr v235 = v215 + v222;
    const cj_u32 v236 = 0u;
    const cj_u32 v237 = 1u;
    const cj_u64 v238 = cj_timer_ns();
    const cj_u32 v239 = x_failed0;
    x_done2 = v239;
    while (true) {
      const cj_u32 v240 = x_done2;
      const bool v241 = v240 == v236;
      if (!v241) break;
      const cj_u32 v242 = cj_atomic_load_relaxed_system((cj_u32 *)v235);
      const cj_u32 v243 = 0u;
      const cj_u32 v244 = v242 - v234;
      const bool v245 = (cj_i32)v244 >= (cj_i32)v243;
      const cj_u64 v246 = cj_timer_ns();
      const cj_u64 v247 = v246 - v238;
      const bool v248 = v247 > v7;
      const cj_u32 v249 = cj_atomic_load_relaxed_device((cj_u32 *)v6);
      const bool v250 = v249 != v236;
      const bool v251 = v248 || v250;
      if (v245) {
        x_done2 = v237;
      } else {
        if (v251) {
          const cj_u32 v252 = 1u;
          cj_atomic_store_relaxed_system((cj_u32 *)v6, v252);
          x_failed0 = v237;
          x_done2 = v237;
        }
      }
    }
    cj_fence_acquire_system();
  }
  cj_barrier();
}
