// colljit kernel cj_allreduce_two_shot_max_f16_n1000003_w4_v2_b256x64_t2x256_g62_bar_full_stage_gfx942 (block 256, grid 62, gfx942)
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

extern "C" __global__ void __launch_bounds__(256) cj_allreduce_two_shot_max_f16_n1000003_w4_v2_b256x64_t2x256_g62_bar_full_stage_gfx942(cj_ptr p_heap_bases, cj_u32 p_rank, cj_ptr p_src, cj_ptr p_dst, cj_ptr p_sync, cj_ptr p_status, cj_u64 p_timeout_ns, cj_ptr p_work, cj_u64 p_n, cj_u32 p_nblocks) {
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
  const cj_u32 v19 = 62u;
  // all_reduce two_shot: 4 shares of 500000 bytes, 6 bytes left for rank 3
  // stage the input through the workspace
  const cj_u64 v20 = 2ull;
  const cj_u64 v21 = (cj_u64)v11;
  const cj_u64 v22 = v21 * v20;
  // 1953 full tiles of 1024 bytes: 2 vectors of 2 bytes per thread
  const cj_u64 v23 = 62ull;
  const cj_u64 v24 = 1953ull;
  const cj_u64 v25 = (cj_u64)v12;
  for (cj_u64 v26 = v25; v26 < v24; v26 += v23) {
    const cj_u64 v27 = 1024ull;
    const cj_u64 v28 = v26 * v27;
    const cj_u64 v29 = v22 + v28;
    const cj_u64 v30 = 512ull;
    const cj_u64 v31 = v29 + v30;
    const cj_ptr v32 = v3 + v29;
    const cj_u16 v33 = *(const cj_u16 *)v32;
    const cj_ptr v34 = v3 + v31;
    const cj_u16 v35 = *(const cj_u16 *)v34;
    const cj_ptr v36 = v8 + v29;
    *(cj_u16 *)v36 = v33;
    const cj_ptr v37 = v8 + v31;
    *(cj_u16 *)v37 = v35;
  }
  // partial tile: 67 vectors in block 31
  const cj_u32 v38 = 31u;
  const bool v39 = v12 == v38;
  if (v39) {
    const cj_u64 v40 = 256ull;
    const cj_u64 v41 = 67ull;
    const cj_u64 v42 = (cj_u64)v11;
    for (cj_u64 v43 = v42; v43 < v41; v43 += v40) {
      const cj_u64 v44 = 2ull;
      const cj_u64 v45 = v43 * v44;
      const cj_u64 v46 = 0x1e8400ull;
      const cj_u64 v47 = v46 + v45;
      const cj_ptr v48 = v3 + v47;
      const cj_u16 v49 = *(const cj_u16 *)v48;
      const cj_ptr v50 = v8 + v47;
      *(cj_u16 *)v50 = v49;
    }
  }
  // grid barrier: all blocks of this rank
  cj_barrier();
  const cj_u32 v51 = 0u;
  const bool v52 = v11 == v51;
  if (v52) {
    const cj_u64 v53 = 0ull;
    const cj_ptr v54 = v5 + v53;
    const cj_u32 v55 = 0u;
    const bool v56 = v12 == v55;
    const cj_u64 v57 = 1ull;
    const cj_u64 v58 = 1987ull;
    const cj_u64 v59 = v56 ? v58 : v57;
    const cj_u64 v60 = cj_atomic_add_acq_rel_device((cj_u64 *)v54, v59);
    const cj_u64 v61 = 11ull;
    const cj_u64 v62 = 1ull;
    const cj_u64 v63 = v60 >> v61;
    const cj_u64 v64 = v63 + v62;
    const cj_u64 v65 = v64 << v61;
    const cj_u32 v66 = 0u;
    const cj_u32 v67 = 1u;
    const cj_u64 v68 = cj_timer_ns();
    const cj_u32 v69 = x_failed0;
    x_done1 = v69;
    while (true) {
      const cj_u32 v70 = x_done1;
      const bool v71 = v70 == v66;
      if (!v71) break;
      const cj_u64 v72 = cj_atomic_load_relaxed_device((cj_u64 *)v54);
      const cj_u64 v73 = 0ull;
      const cj_u64 v74 = v72 - v65;
      const bool v75 = (cj_i64)v74 >= (cj_i64)v73;
      const cj_u64 v76 = cj_timer_ns();
      const cj_u64 v77 = v76 - v68;
      const bool v78 = v77 > v7;
      const cj_u32 v79 = cj_atomic_load_relaxed_device((cj_u32 *)v6);
      const bool v80 = v79 != v66;
      const bool v81 = v78 || v80;
      if (v75) {
        x_done1 = v67;
      } else {
        if (v81) {
          const cj_u32 v82 = 1u;
          cj_atomic_store_relaxed_system((cj_u32 *)v6, v82);
          x_failed0 = v67;
          x_done1 = v67;
        }
      }
    }
    cj_fence_acquire_device();
  }
  cj_barrier();
  // start: block barrier across 4 ranks
  cj_barrier();
  const cj_u32 v83 = 4u;
  const bool v84 = v11 < v83;
  if (v84) {
    const cj_u32 v85 = 4u;
    const cj_u32 v86 = v2 + v11;
    const cj_u32 v87 = v86 - v85;
    const bool v88 = v86 >= v85;
    const cj_u32 v89 = v88 ? v87 : v86;
    const cj_u32 v90 = v12 * v85;
    const cj_u64 v91 = 256ull;
    const cj_ptr v92 = v5 + v91;
    const cj_u32 v93 = v90 + v2;
    const cj_u32 v94 = v90 + v89;
    const cj_u64 v95 = 4ull;
    const cj_u64 v96 = (cj_u64)v93;
    const cj_u64 v97 = v96 * v95;
    const cj_u64 v98 = (cj_u64)v94;
    const cj_u64 v99 = v98 * v95;
    const cj_ptr v100 = v92 + v97;
    const cj_u64 v101 = 8ull;
    const cj_u64 v102 = (cj_u64)v89;
    const cj_u64 v103 = v102 * v101;
    const cj_ptr v104 = v1 + v103;
    const cj_u64 v105 = *(const cj_u64 *)v104;
    const cj_u64 v106 = v105 - v17;
    const cj_ptr v107 = v100 + v106;
    const cj_u32 v108 = 1u;
    const cj_u32 v109 = cj_atomic_add_release_system((cj_u32 *)v107, v108);
    const cj_u32 v110 = 1u;
    const cj_u32 v111 = v109 + v110;
    const cj_ptr v112 = v92 + v99;
    const cj_u32 v113 = 0u;
    const cj_u32 v114 = 1u;
    const cj_u64 v115 = cj_timer_ns();
    const cj_u32 v116 = x_failed0;
    x_done2 = v116;
    while (true) {
      const cj_u32 v117 = x_done2;
      const bool v118 = v117 == v113;
      if (!v118) break;
      const cj_u32 v119 = cj_atomic_load_relaxed_system((cj_u32 *)v112);
      const cj_u32 v120 = 0u;
      const cj_u32 v121 = v119 - v111;
      const bool v122 = (cj_i32)v121 >= (cj_i32)v120;
      const cj_u64 v123 = cj_timer_ns();
      const cj_u64 v124 = v123 - v115;
      const bool v125 = v124 > v7;
      const cj_u32 v126 = cj_atomic_load_relaxed_device((cj_u32 *)v6);
      const bool v127 = v126 != v113;
      const bool v128 = v125 || v127;
      if (v122) {
        x_done2 = v114;
      } else {
        if (v128) {
          const cj_u32 v129 = 1u;
          cj_atomic_store_relaxed_system((cj_u32 *)v6, v129);
          x_failed0 = v114;
          x_done2 = v114;
        }
      }
    }
    cj_fence_acquire_system();
  }
  cj_barrier();
  const cj_u32 v130 = 0u;
  const cj_u64 v131 = 8ull;
  const cj_u64 v132 = (cj_u64)v130;
  const cj_u64 v133 = v132 * v131;
  const cj_ptr v134 = v1 + v133;
  const cj_u64 v135 = *(const cj_u64 *)v134;
  const cj_u64 v136 = v135 - v17;
  const cj_ptr v137 = v8 + v136;
  const cj_u32 v138 = 1u;
  const cj_u64 v139 = 8ull;
  const cj_u64 v140 = (cj_u64)v138;
  const cj_u64 v141 = v140 * v139;
  const cj_ptr v142 = v1 + v141;
  const cj_u64 v143 = *(const cj_u64 *)v142;
  const cj_u64 v144 = v143 - v17;
  const cj_ptr v145 = v8 + v144;
  const cj_u32 v146 = 2u;
  const cj_u64 v147 = 8ull;
  const cj_u64 v148 = (cj_u64)v146;
  const cj_u64 v149 = v148 * v147;
  const cj_ptr v150 = v1 + v149;
  const cj_u64 v151 = *(const cj_u64 *)v150;
  const cj_u64 v152 = v151 - v17;
  const cj_ptr v153 = v8 + v152;
  const cj_u32 v154 = 3u;
  const cj_u64 v155 = 8ull;
  const cj_u64 v156 = (cj_u64)v154;
  const cj_u64 v157 = v156 * v155;
  const cj_ptr v158 = v1 + v157;
  const cj_u64 v159 = *(const cj_u64 *)v158;
  const cj_u64 v160 = v159 - v17;
  const cj_ptr v161 = v8 + v160;
  const cj_u32 v162 = 0u;
  const cj_u64 v163 = 8ull;
  const cj_u64 v164 = (cj_u64)v162;
  const cj_u64 v165 = v164 * v163;
  const cj_ptr v166 = v1 + v165;
  const cj_u64 v167 = *(const cj_u64 *)v166;
  const cj_u64 v168 = v167 - v17;
  const cj_ptr v169 = v4 + v168;
  const cj_u32 v170 = 1u;
  const cj_u64 v171 = 8ull;
  const cj_u64 v172 = (cj_u64)v170;
  const cj_u64 v173 = v172 * v171;
  const cj_ptr v174 = v1 + v173;
  const cj_u64 v175 = *(const cj_u64 *)v174;
  const cj_u64 v176 = v175 - v17;
  const cj_ptr v177 = v4 + v176;
  const cj_u32 v178 = 2u;
  const cj_u64 v179 = 8ull;
  const cj_u64 v180 = (cj_u64)v178;
  const cj_u64 v181 = v180 * v179;
  const cj_ptr v182 = v1 + v181;
  const cj_u64 v183 = *(const cj_u64 *)v182;
  const cj_u64 v184 = v183 - v17;
  const cj_ptr v185 = v4 + v184;
  const cj_u32 v186 = 3u;
  const cj_u64 v187 = 8ull;
  const cj_u64 v188 = (cj_u64)v186;
  const cj_u64 v189 = v188 * v187;
  const cj_ptr v190 = v1 + v189;
  const cj_u64 v191 = *(const cj_u64 *)v190;
  const cj_u64 v192 = v191 - v17;
  const cj_ptr v193 = v4 + v192;
  const cj_u64 v194 = (cj_u64)v2;
  const cj_u64 v195 = 0x7a120ull;
  const cj_u64 v196 = v194 * v195;
  const cj_ptr v197 = v137 + v196;
  const cj_u64 v198 = (cj_u64)v2;
  const cj_u64 v199 = 0x7a120ull;
  const cj_u64 v200 = v198 * v199;
  const cj_ptr v201 = v169 + v200;
  const cj_u64 v202 = (cj_u64)v2;
  const cj_u64 v203 = 0x7a120ull;
  const cj_u64 v204 = v202 * v203;
  const cj_ptr v205 = v145 + v204;
  const cj_u64 v206 = (cj_u64)v2;
  const cj_u64 v207 = 0x7a120ull;
  const cj_u64 v208 = v206 * v207;
  const cj_ptr v209 = v177 + v208;
  const cj_u64 v210 = (cj_u64)v2;
  const cj_u64 v211 = 0x7a120ull;
  const cj_u64 v212 = v210 * v211;
  const cj_ptr v213 = v153 + v212;
  const cj_u64 v214 = (cj_u64)v2;
  const cj_u64 v215 = 0x7a120ull;
  const cj_u64 v216 = v214 * v215;
  const cj_ptr v217 = v185 + v216;
  const cj_u64 v218 = (cj_u64)v2;
  const cj_u64 v219 = 0x7a120ull;
  const cj_u64 v220 = v218 * v219;
  const cj_ptr v221 = v161 + v220;
  const cj_u64 v222 = (cj_u64)v2;
  const cj_u64 v223 = 0x7a120ull;
  const cj_u64 v224 = v222 * v223;
  const cj_ptr v225 = v193 + v224;
  const cj_u64 v226 = 2ull;
  const cj_u64 v227 = (cj_u64)v11;
  const cj_u64 v228 = v227 * v226;
  // 488 full tiles of 1024 bytes: 2 vectors of 2 bytes per thread
  const cj_u64 v229 = 62ull;
  const cj_u64 v230 = 488ull;
  const cj_u64 v231 = (cj_u64)v12;
  for (cj_u64 v232 = v231; v232 < v230; v232 += v229) {
    const cj_u64 v233 = 1024ull;
    const cj_u64 v234 = v232 * v233;
    const cj_u64 v235 = v228 + v234;
    const cj_u64 v236 = 512ull;
    const cj_u64 v237 = v235 + v236;
    const cj_ptr v238 = v197 + v235;
    const cj_u16 v239 = *(const cj_u16 *)v238;
    const cj_ptr v240 = v205 + v235;
    const cj_u16 v241 = *(const cj_u16 *)v240;
    const cj_ptr v242 = v213 + v235;
    const cj_u16 v243 = *(const cj_u16 *)v242;
    const cj_ptr v244 = v221 + v235;
    const cj_u16 v245 = *(const cj_u16 *)v244;
    const cj_ptr v246 = v197 + v237;
    const cj_u16 v247 = *(const cj_u16 *)v246;
    const cj_ptr v248 = v205 + v237;
    const cj_u16 v249 = *(const cj_u16 *)v248;
    const cj_ptr v250 = v213 + v237;
    const cj_u16 v251 = *(const cj_u16 *)v250;
    const cj_ptr v252 = v221 + v237;
    const cj_u16 v253 = *(const cj_u16 *)v252;
    const cj_u16 v254 = v239;
    const float v255 = cj_f16_to_f32(v254);
    const cj_u16 v256 = v241;
    const float v257 = cj_f16_to_f32(v256);
    const float v258 = cj_fmaxf(v255, v257);
    const cj_u16 v259 = v243;
    const float v260 = cj_f16_to_f32(v259);
    const float v261 = cj_fmaxf(v258, v260);
    const cj_u16 v262 = v245;
    const float v263 = cj_f16_to_f32(v262);
    const float v264 = cj_fmaxf(v261, v263);
    const cj_u16 v265 = cj_f32_to_f16(v264);
    const cj_u16 v266 = v265;
    const cj_ptr v267 = v201 + v235;
    *(cj_u16 *)v267 = v266;
    const cj_ptr v268 = v209 + v235;
    *(cj_u16 *)v268 = v266;
    const cj_ptr v269 = v217 + v235;
    *(cj_u16 *)v269 = v266;
    const cj_ptr v270 = v225 + v235;
    *(cj_u16 *)v270 = v266;
    const cj_u16 v271 = v247;
    const float v272 = cj_f16_to_f32(v271);
    const cj_u16 v273 = v249;
    const float v274 = cj_f16_to_f32(v273);
    const float v275 = cj_fmaxf(v272, v274);
    const cj_u16 v276 = v251;
    const float v277 = cj_f16_to_f32(v276);
    const float v278 = cj_fmaxf(v275, v277);
    const cj_u16 v279 = v253;
    const float v280 = cj_f16_to_f32(v279);
    const float v281 = cj_fmaxf(v278, v280);
    const cj_u16 v282 = cj_f32_to_f16(v281);
    const cj_u16 v283 = v282;
    const cj_ptr v284 = v201 + v237;
    *(cj_u16 *)v284 = v283;
    const cj_ptr v285 = v209 + v237;
    *(cj_u16 *)v285 = v283;
    const cj_ptr v286 = v217 + v237;
    *(cj_u16 *)v286 = v283;
    const cj_ptr v287 = v225 + v237;
    *(cj_u16 *)v287 = v283;
  }
  // partial tile: 144 vectors in block 54
  const cj_u32 v288 = 54u;
  const bool v289 = v12 == v288;
  if (v289) {
    const cj_u64 v290 = 256ull;
    const cj_u64 v291 = 144ull;
    const cj_u64 v292 = (cj_u64)v11;
    for (cj_u64 v293 = v292; v293 < v291; v293 += v290) {
      const cj_u64 v294 = 2ull;
      const cj_u64 v295 = v293 * v294;
      const cj_u64 v296 = 0x7a000ull;
      const cj_u64 v297 = v296 + v295;
      const cj_ptr v298 = v197 + v297;
      const cj_u16 v299 = *(const cj_u16 *)v298;
      const cj_ptr v300 = v205 + v297;
      const cj_u16 v301 = *(const cj_u16 *)v300;
      const cj_ptr v302 = v213 + v297;
      const cj_u16 v303 = *(const cj_u16 *)v302;
      const cj_ptr v304 = v221 + v297;
      const cj_u16 v305 = *(const cj_u16 *)v304;
      const cj_u16 v306 = v299;
      const float v307 = cj_f16_to_f32(v306);
      const cj_u16 v308 = v301;
      const float v309 = cj_f16_to_f32(v308);
      const float v310 = cj_fmaxf(v307, v309);
      const cj_u16 v311 = v303;
      const float v312 = cj_f16_to_f32(v311);
      const float v313 = cj_fmaxf(v310, v312);
      const cj_u16 v314 = v305;
      const float v315 = cj_f16_to_f32(v314);
      const float v316 = cj_fmaxf(v313, v315);
      const cj_u16 v317 = cj_f32_to_f16(v316);
      const cj_u16 v318 = v317;
      const cj_ptr v319 = v201 + v297;
      *(cj_u16 *)v319 = v318;
      const cj_ptr v320 = v209 + v297;
      *(cj_u16 *)v320 = v318;
      const cj_ptr v321 = v217 + v297;
      *(cj_u16 *)v321 = v318;
      const cj_ptr v322 = v225 + v297;
      *(cj_u16 *)v322 = v318;
    }
  }
  const cj_u32 v323 = 3u;
  const bool v324 = v2 == v323;
  if (v324) {
    const cj_u64 v325 = 0x1e8480ull;
    const cj_ptr v326 = v137 + v325;
    const cj_ptr v327 = v169 + v325;
    const cj_ptr v328 = v145 + v325;
    const cj_ptr v329 = v177 + v325;
    const cj_ptr v330 = v153 + v325;
    const cj_ptr v331 = v185 + v325;
    const cj_ptr v332 = v161 + v325;
    const cj_ptr v333 = v193 + v325;
    const cj_u64 v334 = 2ull;
    const cj_u64 v335 = (cj_u64)v11;
    const cj_u64 v336 = v335 * v334;
    // partial tile: 3 vectors in block 54
    const cj_u32 v337 = 54u;
    const bool v338 = v12 == v337;
    if (v338) {
      const cj_u64 v339 = 256ull;
      const cj_u64 v340 = 3ull;
      const cj_u64 v341 = (cj_u64)v11;
      for (cj_u64 v342 = v341; v342 < v340; v342 += v339) {
        const cj_u64 v343 = 2ull;
        const cj_u64 v344 = v342 * v343;
        const cj_u64 v345 = 0ull;
        const cj_u64 v346 = v345 + v344;
        const cj_ptr v347 = v326 + v346;
        const cj_u16 v348 = *(const cj_u16 *)v347;
        const cj_ptr v349 = v328 + v346;
        const cj_u16 v350 = *(const cj_u16 *)v349;
        const cj_ptr v351 = v330 + v346;
        const cj_u16 v352 = *(const cj_u16 *)v351;
        const cj_ptr v353 = v332 + v346;
        const cj_u16 v354 = *(const cj_u16 *)v353;
        const cj_u16 v355 = v348;
        const float v356 = cj_f16_to_f32(v355);
        const cj_u16 v357 = v350;
        const float v358 = cj_f16_to_f32(v357);
        const float v359 = cj_fmaxf(v356, v358);
        const cj_u16 v360 = v352;
        const float v361 = cj_f16_to_f32(v360);
        const float v362 = cj_fmaxf(v359, v361);
        const cj_u16 v363 = v354;
        const float v364 = cj_f16_to_f32(v363);
        const float v365 = cj_fmaxf(v362, v364);
        const cj_u16 v366 = cj_f32_to_f16(v365);
        const cj_u16 v367 = v366;
        const cj_ptr v368 = v327 + v346;
        *(cj_u16 *)v368 = v367;
        const cj_ptr v369 = v329 + v346;
        *(cj_u16 *)v369 = v367;
        const cj_ptr v370 = v331 + v346;
        *(cj_u16 *)v370 = v367;
        const cj_ptr v371 = v333 + v346;
        *(cj_u16 *)v371 = v367;
      }
    }
  }
  // end: block barrier across 4 ranks
  cj_barrier();
  const cj_u32 v372 = 4u;
  const bool v373 = v11 < v372;
  if (v373) {
    const cj_u32 v374 = 4u;
    const cj_u32 v375 = v2 + v11;
    const cj_u32 v376 = v375 - v374;
    const bool v377 = v375 >= v374;
    const cj_u32 v378 = v377 ? v376 : v375;
    const cj_u32 v379 = v12 * v374;
    const cj_u64 v380 = 256ull;
    const cj_ptr v381 = v5 + v380;
    const cj_u32 v382 = v379 + v2;
    const cj_u32 v383 = v379 + v378;
    const cj_u64 v384 = 4ull;
    const cj_u64 v385 = (cj_u64)v382;
    const cj_u64 v386 = v385 * v384;
    const cj_u64 v387 = (cj_u64)v383;
    const cj_u64 v388 = v387 * v384;
    const cj_ptr v389 = v381 + v386;
    const cj_u64 v390 = 8ull;
    const cj_u64 v391 = (cj_u64)v378;
    const cj_u64 v392 = v391 * v390;
    const cj_ptr v393 = v1 + v392;
    const cj_u64 v394 = *(const cj_u64 *)v393;
    const cj_u64 v395 = v394 - v17;
    const cj_ptr v396 = v389 + v395;
    const cj_u32 v397 = 1u;
    const cj_u32 v398 = cj_atomic_add_release_system((cj_u32 *)v396, v397);
    const cj_u32 v399 = 1u;
    const cj_u32 v400 = v398 + v399;
    const cj_ptr v401 = v381 + v388;
    const cj_u32 v402 = 0u;
    const cj_u32 v403 = 1u;
    const cj_u64 v404 = cj_timer_ns();
    const cj_u32 v405 = x_failed0;
    x_done3 = v405;
    while (true) {
      const cj_u32 v406 = x_done3;
      const bool v407 = v406 == v402;
      if (!v407) break;
      const cj_u32 v408 = cj_atomic_load_relaxed_system((cj_u32 *)v401);
      const cj_u32 v409 = 0u;
      const cj_u32 v410 = v408 - v400;
      const bool v411 = (cj_i32)v410 >= (cj_i32)v409;
      const cj_u64 v412 = cj_timer_ns();
      const cj_u64 v413 = v412 - v404;
      const bool v414 = v413 > v7;
      const cj_u32 v415 = cj_atomic_load_relaxed_device((cj_u32 *)v6);
      const bool v416 = v415 != v402;
      const bool v417 = v414 || v416;
      if (v411) {
        x_done3 = v403;
      } else {
        if (v417) {
          const cj_u32 v418 = 1u;
          cj_atomic_store_relaxed_system((cj_u32 *)v6, v418);
          x_failed0 = v403;
          x_done3 = v403;
        }
      }
    }
    cj_fence_acquire_system();
  }
  cj_barrier();
}
