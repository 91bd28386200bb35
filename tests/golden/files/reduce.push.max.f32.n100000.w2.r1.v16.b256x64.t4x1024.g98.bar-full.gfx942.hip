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
// s_memrealtime counts at 100 MHz on gfx90a, gfx942 and gfx950.
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
// An acquire fence at agent and system scope starts with an explicit s_waitcnt vmcnt(0): the
// invalidate must follow the completion of every earlier load (AMDGPUUsage), and hiprtc 6.4
// leaves the wait out where the last vector access on one path into the fence is a store (the
// memory-model checker found it after a polling loop whose timeout path stores the status).
#define CJ_ACQ_WAIT_block
#define CJ_ACQ_WAIT_device __builtin_amdgcn_s_waitcnt(CJ_WAIT_VMCNT0);
#define CJ_ACQ_WAIT_system __builtin_amdgcn_s_waitcnt(CJ_WAIT_VMCNT0);
#define CJ_FENCE(o, s)                                                                          \
  CJ_DEV void cj_fence_##o##_##s() {                                                            \
    CJ_REL_##o(s) if (CJ_OP_##o != __ATOMIC_RELAXED) {                                          \
      CJ_ACQ_WAIT_##s __builtin_amdgcn_fence(__ATOMIC_ACQUIRE, CJ_FENCE_SCOPE_##s);             \
    }                                                                                           \
  }
// ---- end of the vendor prelude (prelude_common.h follows) ------------------------------------
// ---- colljit prelude: both vendors ------------------------------------------------------------
// What does not depend on the vendor, written once: conversions (kir's FTRUNC to bf16, FEXT
// from bf16, FPTOSI) and under-aligned accesses. The vendor prelude before this defines the
// integer types, cj_f32_bits/cj_f32_from_bits and CJ_MEMCPY, and the atomic access and fence
// makers (CJ_ATOMIC_LOAD/STORE/ORDER_SCOPE, CJ_FENCE), instantiated here for every order and
// scope.
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
  cj_u32 x_walked1 = {};
  cj_u32 x_walked2 = {};
  cj_u32 x_walked3 = {};
  cj_u32 x_walked4 = {};
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
          const cj_u32 v111 = (cj_u32)v109;
          const cj_u32 v112 = (cj_u32)v23;
          const cj_u32 v113 = 32768u;
          const cj_u32 v114 = v111 / v113;
          const cj_u32 v115 = v114 * v113;
          const cj_u32 v116 = 0u;
          for (cj_u32 v117 = v116; v117 < v115; v117 += v113) {
            const cj_u32 v118 = v117 + v112;
            const cj_u64 v119 = (cj_u64)v118;
            const cj_u32 v120 = 4096u;
            const cj_u32 v121 = v118 + v120;
            const cj_u64 v122 = (cj_u64)v121;
            const cj_u32 v123 = 8192u;
            const cj_u32 v124 = v118 + v123;
            const cj_u64 v125 = (cj_u64)v124;
            const cj_u32 v126 = 12288u;
            const cj_u32 v127 = v118 + v126;
            const cj_u64 v128 = (cj_u64)v127;
            const cj_u32 v129 = 16384u;
            const cj_u32 v130 = v118 + v129;
            const cj_u64 v131 = (cj_u64)v130;
            const cj_u32 v132 = 20480u;
            const cj_u32 v133 = v118 + v132;
            const cj_u64 v134 = (cj_u64)v133;
            const cj_u32 v135 = 24576u;
            const cj_u32 v136 = v118 + v135;
            const cj_u64 v137 = (cj_u64)v136;
            const cj_u32 v138 = 28672u;
            const cj_u32 v139 = v118 + v138;
            const cj_u64 v140 = (cj_u64)v139;
            const cj_ptr v141 = v107 + v119;
            const cj_u32x4 v142 = *(const cj_u32x4 *)v141;
            const cj_ptr v143 = v107 + v122;
            const cj_u32x4 v144 = *(const cj_u32x4 *)v143;
            const cj_ptr v145 = v107 + v125;
            const cj_u32x4 v146 = *(const cj_u32x4 *)v145;
            const cj_ptr v147 = v107 + v128;
            const cj_u32x4 v148 = *(const cj_u32x4 *)v147;
            const cj_ptr v149 = v107 + v131;
            const cj_u32x4 v150 = *(const cj_u32x4 *)v149;
            const cj_ptr v151 = v107 + v134;
            const cj_u32x4 v152 = *(const cj_u32x4 *)v151;
            const cj_ptr v153 = v107 + v137;
            const cj_u32x4 v154 = *(const cj_u32x4 *)v153;
            const cj_ptr v155 = v107 + v140;
            const cj_u32x4 v156 = *(const cj_u32x4 *)v155;
            const cj_ptr v157 = v108 + v119;
            *(cj_u32x4 *)v157 = v142;
            const cj_ptr v158 = v108 + v122;
            *(cj_u32x4 *)v158 = v144;
            const cj_ptr v159 = v108 + v125;
            *(cj_u32x4 *)v159 = v146;
            const cj_ptr v160 = v108 + v128;
            *(cj_u32x4 *)v160 = v148;
            const cj_ptr v161 = v108 + v131;
            *(cj_u32x4 *)v161 = v150;
            const cj_ptr v162 = v108 + v134;
            *(cj_u32x4 *)v162 = v152;
            const cj_ptr v163 = v108 + v137;
            *(cj_u32x4 *)v163 = v154;
            const cj_ptr v164 = v108 + v140;
            *(cj_u32x4 *)v164 = v156;
          }
          x_walked1 = v115;
          const cj_u32 v165 = x_walked1;
          const cj_u32 v166 = 16384u;
          const cj_u32 v167 = v111 - v165;
          const bool v168 = v167 >= v166;
          if (v168) {
            const cj_u32 v169 = v165 + v112;
            const cj_u64 v170 = (cj_u64)v169;
            const cj_u32 v171 = 4096u;
            const cj_u32 v172 = v169 + v171;
            const cj_u64 v173 = (cj_u64)v172;
            const cj_u32 v174 = 8192u;
            const cj_u32 v175 = v169 + v174;
            const cj_u64 v176 = (cj_u64)v175;
            const cj_u32 v177 = 12288u;
            const cj_u32 v178 = v169 + v177;
            const cj_u64 v179 = (cj_u64)v178;
            const cj_ptr v180 = v107 + v170;
            const cj_u32x4 v181 = *(const cj_u32x4 *)v180;
            const cj_ptr v182 = v107 + v173;
            const cj_u32x4 v183 = *(const cj_u32x4 *)v182;
            const cj_ptr v184 = v107 + v176;
            const cj_u32x4 v185 = *(const cj_u32x4 *)v184;
            const cj_ptr v186 = v107 + v179;
            const cj_u32x4 v187 = *(const cj_u32x4 *)v186;
            const cj_ptr v188 = v108 + v170;
            *(cj_u32x4 *)v188 = v181;
            const cj_ptr v189 = v108 + v173;
            *(cj_u32x4 *)v189 = v183;
            const cj_ptr v190 = v108 + v176;
            *(cj_u32x4 *)v190 = v185;
            const cj_ptr v191 = v108 + v179;
            *(cj_u32x4 *)v191 = v187;
            const cj_u32 v192 = v165 + v166;
            x_walked1 = v192;
          }
          const cj_u32 v193 = x_walked1;
          const cj_u32 v194 = 8192u;
          const cj_u32 v195 = v111 - v193;
          const bool v196 = v195 >= v194;
          if (v196) {
            const cj_u32 v197 = v193 + v112;
            const cj_u64 v198 = (cj_u64)v197;
            const cj_u32 v199 = 4096u;
            const cj_u32 v200 = v197 + v199;
            const cj_u64 v201 = (cj_u64)v200;
            const cj_ptr v202 = v107 + v198;
            const cj_u32x4 v203 = *(const cj_u32x4 *)v202;
            const cj_ptr v204 = v107 + v201;
            const cj_u32x4 v205 = *(const cj_u32x4 *)v204;
            const cj_ptr v206 = v108 + v198;
            *(cj_u32x4 *)v206 = v203;
            const cj_ptr v207 = v108 + v201;
            *(cj_u32x4 *)v207 = v205;
            const cj_u32 v208 = v193 + v194;
            x_walked1 = v208;
          }
          const cj_u32 v209 = x_walked1;
          const cj_u32 v210 = 4096u;
          const cj_u32 v211 = v111 - v209;
          const bool v212 = v211 >= v210;
          if (v212) {
            const cj_u32 v213 = v209 + v112;
            const cj_u64 v214 = (cj_u64)v213;
            const cj_ptr v215 = v107 + v214;
            const cj_u32x4 v216 = *(const cj_u32x4 *)v215;
            const cj_ptr v217 = v108 + v214;
            *(cj_u32x4 *)v217 = v216;
            const cj_u32 v218 = v209 + v210;
            x_walked1 = v218;
          }
          const cj_u32 v219 = 4096u;
          const cj_u32 v220 = x_walked1;
          const cj_u32 v221 = v220 + v112;
          for (cj_u32 v222 = v221; v222 < v111; v222 += v219) {
            const cj_u64 v223 = (cj_u64)v222;
            const cj_ptr v224 = v107 + v223;
            const cj_u32x4 v225 = *(const cj_u32x4 *)v224;
            const cj_ptr v226 = v108 + v223;
            *(cj_u32x4 *)v226 = v225;
          }
        } else {
          const cj_u32 v227 = (cj_u32)v101;
          const cj_u32 v228 = (cj_u32)v23;
          const cj_u32 v229 = 32768u;
          const cj_u32 v230 = v227 / v229;
          const cj_u32 v231 = v230 * v229;
          const cj_u32 v232 = 0u;
          for (cj_u32 v233 = v232; v233 < v231; v233 += v229) {
            const cj_u32 v234 = v233 + v228;
            const cj_u64 v235 = (cj_u64)v234;
            const cj_u32 v236 = 4096u;
            const cj_u32 v237 = v234 + v236;
            const cj_u64 v238 = (cj_u64)v237;
            const cj_u32 v239 = 8192u;
            const cj_u32 v240 = v234 + v239;
            const cj_u64 v241 = (cj_u64)v240;
            const cj_u32 v242 = 12288u;
            const cj_u32 v243 = v234 + v242;
            const cj_u64 v244 = (cj_u64)v243;
            const cj_u32 v245 = 16384u;
            const cj_u32 v246 = v234 + v245;
            const cj_u64 v247 = (cj_u64)v246;
            const cj_u32 v248 = 20480u;
            const cj_u32 v249 = v234 + v248;
            const cj_u64 v250 = (cj_u64)v249;
            const cj_u32 v251 = 24576u;
            const cj_u32 v252 = v234 + v251;
            const cj_u64 v253 = (cj_u64)v252;
            const cj_u32 v254 = 28672u;
            const cj_u32 v255 = v234 + v254;
            const cj_u64 v256 = (cj_u64)v255;
            const cj_ptr v257 = v107 + v235;
            const cj_u32x4 v258 = *(const cj_u32x4 *)v257;
            const cj_ptr v259 = v107 + v238;
            const cj_u32x4 v260 = *(const cj_u32x4 *)v259;
            const cj_ptr v261 = v107 + v241;
            const cj_u32x4 v262 = *(const cj_u32x4 *)v261;
            const cj_ptr v263 = v107 + v244;
            const cj_u32x4 v264 = *(const cj_u32x4 *)v263;
            const cj_ptr v265 = v107 + v247;
            const cj_u32x4 v266 = *(const cj_u32x4 *)v265;
            const cj_ptr v267 = v107 + v250;
            const cj_u32x4 v268 = *(const cj_u32x4 *)v267;
            const cj_ptr v269 = v107 + v253;
            const cj_u32x4 v270 = *(const cj_u32x4 *)v269;
            const cj_ptr v271 = v107 + v256;
            const cj_u32x4 v272 = *(const cj_u32x4 *)v271;
            const cj_ptr v273 = v108 + v235;
            *(cj_u32x4 *)v273 = v258;
            const cj_ptr v274 = v108 + v238;
            *(cj_u32x4 *)v274 = v260;
            const cj_ptr v275 = v108 + v241;
            *(cj_u32x4 *)v275 = v262;
            const cj_ptr v276 = v108 + v244;
            *(cj_u32x4 *)v276 = v264;
            const cj_ptr v277 = v108 + v247;
            *(cj_u32x4 *)v277 = v266;
            const cj_ptr v278 = v108 + v250;
            *(cj_u32x4 *)v278 = v268;
            const cj_ptr v279 = v108 + v253;
            *(cj_u32x4 *)v279 = v270;
            const cj_ptr v280 = v108 + v256;
            *(cj_u32x4 *)v280 = v272;
          }
          x_walked2 = v231;
          const cj_u32 v281 = x_walked2;
          const cj_u32 v282 = 16384u;
          const cj_u32 v283 = v227 - v281;
          const bool v284 = v283 >= v282;
          if (v284) {
            const cj_u32 v285 = v281 + v228;
            const cj_u64 v286 = (cj_u64)v285;
            const cj_u32 v287 = 4096u;
            const cj_u32 v288 = v285 + v287;
            const cj_u64 v289 = (cj_u64)v288;
            const cj_u32 v290 = 8192u;
            const cj_u32 v291 = v285 + v290;
            const cj_u64 v292 = (cj_u64)v291;
            const cj_u32 v293 = 12288u;
            const cj_u32 v294 = v285 + v293;
            const cj_u64 v295 = (cj_u64)v294;
            const cj_ptr v296 = v107 + v286;
            const cj_u32x4 v297 = *(const cj_u32x4 *)v296;
            const cj_ptr v298 = v107 + v289;
            const cj_u32x4 v299 = *(const cj_u32x4 *)v298;
            const cj_ptr v300 = v107 + v292;
            const cj_u32x4 v301 = *(const cj_u32x4 *)v300;
            const cj_ptr v302 = v107 + v295;
            const cj_u32x4 v303 = *(const cj_u32x4 *)v302;
            const cj_ptr v304 = v108 + v286;
            *(cj_u32x4 *)v304 = v297;
            const cj_ptr v305 = v108 + v289;
            *(cj_u32x4 *)v305 = v299;
            const cj_ptr v306 = v108 + v292;
            *(cj_u32x4 *)v306 = v301;
            const cj_ptr v307 = v108 + v295;
            *(cj_u32x4 *)v307 = v303;
            const cj_u32 v308 = v281 + v282;
            x_walked2 = v308;
          }
          const cj_u32 v309 = x_walked2;
          const cj_u32 v310 = 8192u;
          const cj_u32 v311 = v227 - v309;
          const bool v312 = v311 >= v310;
          if (v312) {
            const cj_u32 v313 = v309 + v228;
            const cj_u64 v314 = (cj_u64)v313;
            const cj_u32 v315 = 4096u;
            const cj_u32 v316 = v313 + v315;
            const cj_u64 v317 = (cj_u64)v316;
            const cj_ptr v318 = v107 + v314;
            const cj_u32x4 v319 = *(const cj_u32x4 *)v318;
            const cj_ptr v320 = v107 + v317;
            const cj_u32x4 v321 = *(const cj_u32x4 *)v320;
            const cj_ptr v322 = v108 + v314;
            *(cj_u32x4 *)v322 = v319;
            const cj_ptr v323 = v108 + v317;
            *(cj_u32x4 *)v323 = v321;
            const cj_u32 v324 = v309 + v310;
            x_walked2 = v324;
          }
          const cj_u32 v325 = x_walked2;
          const cj_u32 v326 = 4096u;
          const cj_u32 v327 = v227 - v325;
          const bool v328 = v327 >= v326;
          if (v328) {
            const cj_u32 v329 = v325 + v228;
            const cj_u64 v330 = (cj_u64)v329;
            const cj_ptr v331 = v107 + v330;
            const cj_u32x4 v332 = *(const cj_u32x4 *)v331;
            const cj_ptr v333 = v108 + v330;
            *(cj_u32x4 *)v333 = v332;
            const cj_u32 v334 = v325 + v326;
            x_walked2 = v334;
          }
          const cj_u32 v335 = 4096u;
          const cj_u32 v336 = x_walked2;
          const cj_u32 v337 = v336 + v228;
          for (cj_u32 v338 = v337; v338 < v227; v338 += v335) {
            const cj_u64 v339 = (cj_u64)v338;
            const cj_ptr v340 = v107 + v339;
            const cj_u32x4 v341 = *(const cj_u32x4 *)v340;
            const cj_ptr v342 = v108 + v339;
            *(cj_u32x4 *)v342 = v341;
          }
        }
      }
    }
    // round l-2 (arrived: waited for last round): reduce, while the sends drain
    const cj_u64 v343 = 2ull;
    const bool v344 = v89 >= v343;
    if (v344) {
      if (v82) {
        const cj_u64 v345 = 2ull;
        const cj_u64 v346 = v89 - v345;
        const cj_u64 v347 = 98ull;
        const cj_u64 v348 = (cj_u64)v12;
        const cj_u64 v349 = v346 * v347;
        const cj_u64 v350 = v349 + v348;
        const cj_u64 v351 = v350 * v20;
        const cj_u64 v352 = 0x61a80ull;
        const cj_u64 v353 = (v352 > v351 ? v352 : v351);
        const cj_u64 v354 = v353 - v351;
        const cj_u64 v355 = (v354 < v20 ? v354 : v20);
        const cj_u32 v356 = 2u;
        const cj_u32 v357 = v91 - v356;
        const cj_u32 v358 = 3u;
        const cj_u32 v359 = v357 & v358;
        const cj_u64 v360 = 0x800000ull;
        const cj_u64 v361 = (cj_u64)v359;
        const cj_u64 v362 = v361 * v360;
        const cj_ptr v363 = v3 + v351;
        const cj_ptr v364 = v67 + v362;
        const cj_ptr v365 = v63 ? v363 : v364;
        const cj_ptr v366 = v80 + v362;
        const cj_ptr v367 = v76 ? v363 : v366;
        const cj_ptr v368 = v4 + v351;
        const cj_u64 v369 = 4096ull;
        const bool v370 = v355 == v369;
        if (v370) {
          const cj_u32 v371 = (cj_u32)v369;
          const cj_u32 v372 = (cj_u32)v23;
          const cj_u32 v373 = 16384u;
          const cj_u32 v374 = v371 / v373;
          const cj_u32 v375 = v374 * v373;
          const cj_u32 v376 = 0u;
          for (cj_u32 v377 = v376; v377 < v375; v377 += v373) {
            const cj_u32 v378 = v377 + v372;
            const cj_u64 v379 = (cj_u64)v378;
            const cj_u32 v380 = 4096u;
            const cj_u32 v381 = v378 + v380;
            const cj_u64 v382 = (cj_u64)v381;
            const cj_u32 v383 = 8192u;
            const cj_u32 v384 = v378 + v383;
            const cj_u64 v385 = (cj_u64)v384;
            const cj_u32 v386 = 12288u;
            const cj_u32 v387 = v378 + v386;
            const cj_u64 v388 = (cj_u64)v387;
            const cj_ptr v389 = v365 + v379;
            const cj_u32x4 v390 = *(const cj_u32x4 *)v389;
            const cj_ptr v391 = v367 + v379;
            const cj_u32x4 v392 = *(const cj_u32x4 *)v391;
            const cj_ptr v393 = v365 + v382;
            const cj_u32x4 v394 = *(const cj_u32x4 *)v393;
            const cj_ptr v395 = v367 + v382;
            const cj_u32x4 v396 = *(const cj_u32x4 *)v395;
            const cj_ptr v397 = v365 + v385;
            const cj_u32x4 v398 = *(const cj_u32x4 *)v397;
            const cj_ptr v399 = v367 + v385;
            const cj_u32x4 v400 = *(const cj_u32x4 *)v399;
            const cj_ptr v401 = v365 + v388;
            const cj_u32x4 v402 = *(const cj_u32x4 *)v401;
            const cj_ptr v403 = v367 + v388;
            const cj_u32x4 v404 = *(const cj_u32x4 *)v403;
            const cj_u32 v405 = v390.x;
            const cj_u32 v406 = v392.x;
            const float v407 = cj_f32_from_bits(v405);
            const float v408 = cj_f32_from_bits(v406);
            const float v409 = cj_fmaxf(v407, v408);
            const cj_u32 v410 = cj_f32_bits(v409);
            const cj_u32x4 v411 = cj_splat_u32x4(v410);
            const cj_u32 v412 = v390.y;
            const cj_u32 v413 = v392.y;
            const float v414 = cj_f32_from_bits(v412);
            const float v415 = cj_f32_from_bits(v413);
            const float v416 = cj_fmaxf(v414, v415);
            const cj_u32 v417 = cj_f32_bits(v416);
            cj_u32x4 v418 = v411;
            v418.y = v417;
            const cj_u32 v419 = v390.z;
            const cj_u32 v420 = v392.z;
            const float v421 = cj_f32_from_bits(v419);
            const float v422 = cj_f32_from_bits(v420);
            const float v423 = cj_fmaxf(v421, v422);
            const cj_u32 v424 = cj_f32_bits(v423);
            cj_u32x4 v425 = v418;
            v425.z = v424;
            const cj_u32 v426 = v390.w;
            const cj_u32 v427 = v392.w;
            const float v428 = cj_f32_from_bits(v426);
            const float v429 = cj_f32_from_bits(v427);
            const float v430 = cj_fmaxf(v428, v429);
            const cj_u32 v431 = cj_f32_bits(v430);
            cj_u32x4 v432 = v425;
            v432.w = v431;
            const cj_ptr v433 = v368 + v379;
            *(cj_u32x4 *)v433 = v432;
            const cj_u32 v434 = v394.x;
            const cj_u32 v435 = v396.x;
            const float v436 = cj_f32_from_bits(v434);
            const float v437 = cj_f32_from_bits(v435);
            const float v438 = cj_fmaxf(v436, v437);
            const cj_u32 v439 = cj_f32_bits(v438);
            const cj_u32x4 v440 = cj_splat_u32x4(v439);
            const cj_u32 v441 = v394.y;
            const cj_u32 v442 = v396.y;
            const float v443 = cj_f32_from_bits(v441);
            const float v444 = cj_f32_from_bits(v442);
            const float v445 = cj_fmaxf(v443, v444);
            const cj_u32 v446 = cj_f32_bits(v445);
            cj_u32x4 v447 = v440;
            v447.y = v446;
            const cj_u32 v448 = v394.z;
            const cj_u32 v449 = v396.z;
            const float v450 = cj_f32_from_bits(v448);
            const float v451 = cj_f32_from_bits(v449);
            const float v452 = cj_fmaxf(v450, v451);
            const cj_u32 v453 = cj_f32_bits(v452);
            cj_u32x4 v454 = v447;
            v454.z = v453;
            const cj_u32 v455 = v394.w;
            const cj_u32 v456 = v396.w;
            const float v457 = cj_f32_from_bits(v455);
            const float v458 = cj_f32_from_bits(v456);
            const float v459 = cj_fmaxf(v457, v458);
            const cj_u32 v460 = cj_f32_bits(v459);
            cj_u32x4 v461 = v454;
            v461.w = v460;
            const cj_ptr v462 = v368 + v382;
            *(cj_u32x4 *)v462 = v461;
            const cj_u32 v463 = v398.x;
            const cj_u32 v464 = v400.x;
            const float v465 = cj_f32_from_bits(v463);
            const float v466 = cj_f32_from_bits(v464);
            const float v467 = cj_fmaxf(v465, v466);
            const cj_u32 v468 = cj_f32_bits(v467);
            const cj_u32x4 v469 = cj_splat_u32x4(v468);
            const cj_u32 v470 = v398.y;
            const cj_u32 v471 = v400.y;
            const float v472 = cj_f32_from_bits(v470);
            const float v473 = cj_f32_from_bits(v471);
            const float v474 = cj_fmaxf(v472, v473);
            const cj_u32 v475 = cj_f32_bits(v474);
            cj_u32x4 v476 = v469;
            v476.y = v475;
            const cj_u32 v477 = v398.z;
            const cj_u32 v478 = v400.z;
            const float v479 = cj_f32_from_bits(v477);
            const float v480 = cj_f32_from_bits(v478);
            const float v481 = cj_fmaxf(v479, v480);
            const cj_u32 v482 = cj_f32_bits(v481);
            cj_u32x4 v483 = v476;
            v483.z = v482;
            const cj_u32 v484 = v398.w;
            const cj_u32 v485 = v400.w;
            const float v486 = cj_f32_from_bits(v484);
            const float v487 = cj_f32_from_bits(v485);
            const float v488 = cj_fmaxf(v486, v487);
            const cj_u32 v489 = cj_f32_bits(v488);
            cj_u32x4 v490 = v483;
            v490.w = v489;
            const cj_ptr v491 = v368 + v385;
            *(cj_u32x4 *)v491 = v490;
            const cj_u32 v492 = v402.x;
            const cj_u32 v493 = v404.x;
            const float v494 = cj_f32_from_bits(v492);
            const float v495 = cj_f32_from_bits(v493);
            const float v496 = cj_fmaxf(v494, v495);
            const cj_u32 v497 = cj_f32_bits(v496);
            const cj_u32x4 v498 = cj_splat_u32x4(v497);
            const cj_u32 v499 = v402.y;
            const cj_u32 v500 = v404.y;
            const float v501 = cj_f32_from_bits(v499);
            const float v502 = cj_f32_from_bits(v500);
            const float v503 = cj_fmaxf(v501, v502);
            const cj_u32 v504 = cj_f32_bits(v503);
            cj_u32x4 v505 = v498;
            v505.y = v504;
            const cj_u32 v506 = v402.z;
            const cj_u32 v507 = v404.z;
            const float v508 = cj_f32_from_bits(v506);
            const float v509 = cj_f32_from_bits(v507);
            const float v510 = cj_fmaxf(v508, v509);
            const cj_u32 v511 = cj_f32_bits(v510);
            cj_u32x4 v512 = v505;
            v512.z = v511;
            const cj_u32 v513 = v402.w;
            const cj_u32 v514 = v404.w;
            const float v515 = cj_f32_from_bits(v513);
            const float v516 = cj_f32_from_bits(v514);
            const float v517 = cj_fmaxf(v515, v516);
            const cj_u32 v518 = cj_f32_bits(v517);
            cj_u32x4 v519 = v512;
            v519.w = v518;
            const cj_ptr v520 = v368 + v388;
            *(cj_u32x4 *)v520 = v519;
          }
          x_walked3 = v375;
          const cj_u32 v521 = x_walked3;
          const cj_u32 v522 = 8192u;
          const cj_u32 v523 = v371 - v521;
          const bool v524 = v523 >= v522;
          if (v524) {
            const cj_u32 v525 = v521 + v372;
            const cj_u64 v526 = (cj_u64)v525;
            const cj_u32 v527 = 4096u;
            const cj_u32 v528 = v525 + v527;
            const cj_u64 v529 = (cj_u64)v528;
            const cj_ptr v530 = v365 + v526;
            const cj_u32x4 v531 = *(const cj_u32x4 *)v530;
            const cj_ptr v532 = v367 + v526;
            const cj_u32x4 v533 = *(const cj_u32x4 *)v532;
            const cj_ptr v534 = v365 + v529;
            const cj_u32x4 v535 = *(const cj_u32x4 *)v534;
            const cj_ptr v536 = v367 + v529;
            const cj_u32x4 v537 = *(const cj_u32x4 *)v536;
            const cj_u32 v538 = v531.x;
            const cj_u32 v539 = v533.x;
            const float v540 = cj_f32_from_bits(v538);
            const float v541 = cj_f32_from_bits(v539);
            const float v542 = cj_fmaxf(v540, v541);
            const cj_u32 v543 = cj_f32_bits(v542);
            const cj_u32x4 v544 = cj_splat_u32x4(v543);
            const cj_u32 v545 = v531.y;
            const cj_u32 v546 = v533.y;
            const float v547 = cj_f32_from_bits(v545);
            const float v548 = cj_f32_from_bits(v546);
            const float v549 = cj_fmaxf(v547, v548);
            const cj_u32 v550 = cj_f32_bits(v549);
            cj_u32x4 v551 = v544;
            v551.y = v550;
            const cj_u32 v552 = v531.z;
            const cj_u32 v553 = v533.z;
            const float v554 = cj_f32_from_bits(v552);
            const float v555 = cj_f32_from_bits(v553);
            const float v556 = cj_fmaxf(v554, v555);
            const cj_u32 v557 = cj_f32_bits(v556);
            cj_u32x4 v558 = v551;
            v558.z = v557;
            const cj_u32 v559 = v531.w;
            const cj_u32 v560 = v533.w;
            const float v561 = cj_f32_from_bits(v559);
            const float v562 = cj_f32_from_bits(v560);
            const float v563 = cj_fmaxf(v561, v562);
            const cj_u32 v564 = cj_f32_bits(v563);
            cj_u32x4 v565 = v558;
            v565.w = v564;
            const cj_ptr v566 = v368 + v526;
            *(cj_u32x4 *)v566 = v565;
            const cj_u32 v567 = v535.x;
            const cj_u32 v568 = v537.x;
            const float v569 = cj_f32_from_bits(v567);
            const float v570 = cj_f32_from_bits(v568);
            const float v571 = cj_fmaxf(v569, v570);
            const cj_u32 v572 = cj_f32_bits(v571);
            const cj_u32x4 v573 = cj_splat_u32x4(v572);
            const cj_u32 v574 = v535.y;
            const cj_u32 v575 = v537.y;
            const float v576 = cj_f32_from_bits(v574);
            const float v577 = cj_f32_from_bits(v575);
            const float v578 = cj_fmaxf(v576, v577);
            const cj_u32 v579 = cj_f32_bits(v578);
            cj_u32x4 v580 = v573;
            v580.y = v579;
            const cj_u32 v581 = v535.z;
            const cj_u32 v582 = v537.z;
            const float v583 = cj_f32_from_bits(v581);
            const float v584 = cj_f32_from_bits(v582);
            const float v585 = cj_fmaxf(v583, v584);
            const cj_u32 v586 = cj_f32_bits(v585);
            cj_u32x4 v587 = v580;
            v587.z = v586;
            const cj_u32 v588 = v535.w;
            const cj_u32 v589 = v537.w;
            const float v590 = cj_f32_from_bits(v588);
            const float v591 = cj_f32_from_bits(v589);
            const float v592 = cj_fmaxf(v590, v591);
            const cj_u32 v593 = cj_f32_bits(v592);
            cj_u32x4 v594 = v587;
            v594.w = v593;
            const cj_ptr v595 = v368 + v529;
            *(cj_u32x4 *)v595 = v594;
            const cj_u32 v596 = v521 + v522;
            x_walked3 = v596;
          }
          const cj_u32 v597 = x_walked3;
          const cj_u32 v598 = 4096u;
          const cj_u32 v599 = v371 - v597;
          const bool v600 = v599 >= v598;
          if (v600) {
            const cj_u32 v601 = v597 + v372;
            const cj_u64 v602 = (cj_u64)v601;
            const cj_ptr v603 = v365 + v602;
            const cj_u32x4 v604 = *(const cj_u32x4 *)v603;
            const cj_ptr v605 = v367 + v602;
            const cj_u32x4 v606 = *(const cj_u32x4 *)v605;
            const cj_u32 v607 = v604.x;
            const cj_u32 v608 = v606.x;
            const float v609 = cj_f32_from_bits(v607);
            const float v610 = cj_f32_from_bits(v608);
            const float v611 = cj_fmaxf(v609, v610);
            const cj_u32 v612 = cj_f32_bits(v611);
            const cj_u32x4 v613 = cj_splat_u32x4(v612);
            const cj_u32 v614 = v604.y;
            const cj_u32 v615 = v606.y;
            const float v616 = cj_f32_from_bits(v614);
            const float v617 = cj_f32_from_bits(v615);
            const float v618 = cj_fmaxf(v616, v617);
            const cj_u32 v619 = cj_f32_bits(v618);
            cj_u32x4 v620 = v613;
            v620.y = v619;
            const cj_u32 v621 = v604.z;
            const cj_u32 v622 = v606.z;
            const float v623 = cj_f32_from_bits(v621);
            const float v624 = cj_f32_from_bits(v622);
            const float v625 = cj_fmaxf(v623, v624);
            const cj_u32 v626 = cj_f32_bits(v625);
            cj_u32x4 v627 = v620;
            v627.z = v626;
            const cj_u32 v628 = v604.w;
            const cj_u32 v629 = v606.w;
            const float v630 = cj_f32_from_bits(v628);
            const float v631 = cj_f32_from_bits(v629);
            const float v632 = cj_fmaxf(v630, v631);
            const cj_u32 v633 = cj_f32_bits(v632);
            cj_u32x4 v634 = v627;
            v634.w = v633;
            const cj_ptr v635 = v368 + v602;
            *(cj_u32x4 *)v635 = v634;
            const cj_u32 v636 = v597 + v598;
            x_walked3 = v636;
          }
          const cj_u32 v637 = 4096u;
          const cj_u32 v638 = x_walked3;
          const cj_u32 v639 = v638 + v372;
          for (cj_u32 v640 = v639; v640 < v371; v640 += v637) {
            const cj_u64 v641 = (cj_u64)v640;
            const cj_ptr v642 = v365 + v641;
            const cj_u32x4 v643 = *(const cj_u32x4 *)v642;
            const cj_ptr v644 = v367 + v641;
            const cj_u32x4 v645 = *(const cj_u32x4 *)v644;
            const cj_u32 v646 = v643.x;
            const cj_u32 v647 = v645.x;
            const float v648 = cj_f32_from_bits(v646);
            const float v649 = cj_f32_from_bits(v647);
            const float v650 = cj_fmaxf(v648, v649);
            const cj_u32 v651 = cj_f32_bits(v650);
            const cj_u32x4 v652 = cj_splat_u32x4(v651);
            const cj_u32 v653 = v643.y;
            const cj_u32 v654 = v645.y;
            const float v655 = cj_f32_from_bits(v653);
            const float v656 = cj_f32_from_bits(v654);
            const float v657 = cj_fmaxf(v655, v656);
            const cj_u32 v658 = cj_f32_bits(v657);
            cj_u32x4 v659 = v652;
            v659.y = v658;
            const cj_u32 v660 = v643.z;
            const cj_u32 v661 = v645.z;
            const float v662 = cj_f32_from_bits(v660);
            const float v663 = cj_f32_from_bits(v661);
            const float v664 = cj_fmaxf(v662, v663);
            const cj_u32 v665 = cj_f32_bits(v664);
            cj_u32x4 v666 = v659;
            v666.z = v665;
            const cj_u32 v667 = v643.w;
            const cj_u32 v668 = v645.w;
            const float v669 = cj_f32_from_bits(v667);
            const float v670 = cj_f32_from_bits(v668);
            const float v671 = cj_fmaxf(v669, v670);
            const cj_u32 v672 = cj_f32_bits(v671);
            cj_u32x4 v673 = v666;
            v673.w = v672;
            const cj_ptr v674 = v368 + v641;
            *(cj_u32x4 *)v674 = v673;
          }
        } else {
          const cj_u32 v675 = (cj_u32)v355;
          const cj_u32 v676 = (cj_u32)v23;
          const cj_u32 v677 = 16384u;
          const cj_u32 v678 = v675 / v677;
          const cj_u32 v679 = v678 * v677;
          const cj_u32 v680 = 0u;
          for (cj_u32 v681 = v680; v681 < v679; v681 += v677) {
            const cj_u32 v682 = v681 + v676;
            const cj_u64 v683 = (cj_u64)v682;
            const cj_u32 v684 = 4096u;
            const cj_u32 v685 = v682 + v684;
            const cj_u64 v686 = (cj_u64)v685;
            const cj_u32 v687 = 8192u;
            const cj_u32 v688 = v682 + v687;
            const cj_u64 v689 = (cj_u64)v688;
            const cj_u32 v690 = 12288u;
            const cj_u32 v691 = v682 + v690;
            const cj_u64 v692 = (cj_u64)v691;
            const cj_ptr v693 = v365 + v683;
            const cj_u32x4 v694 = *(const cj_u32x4 *)v693;
            const cj_ptr v695 = v367 + v683;
            const cj_u32x4 v696 = *(const cj_u32x4 *)v695;
            const cj_ptr v697 = v365 + v686;
            const cj_u32x4 v698 = *(const cj_u32x4 *)v697;
            const cj_ptr v699 = v367 + v686;
            const cj_u32x4 v700 = *(const cj_u32x4 *)v699;
            const cj_ptr v701 = v365 + v689;
            const cj_u32x4 v702 = *(const cj_u32x4 *)v701;
            const cj_ptr v703 = v367 + v689;
            const cj_u32x4 v704 = *(const cj_u32x4 *)v703;
            const cj_ptr v705 = v365 + v692;
            const cj_u32x4 v706 = *(const cj_u32x4 *)v705;
            const cj_ptr v707 = v367 + v692;
            const cj_u32x4 v708 = *(const cj_u32x4 *)v707;
            const cj_u32 v709 = v694.x;
            const cj_u32 v710 = v696.x;
            const float v711 = cj_f32_from_bits(v709);
            const float v712 = cj_f32_from_bits(v710);
            const float v713 = cj_fmaxf(v711, v712);
            const cj_u32 v714 = cj_f32_bits(v713);
            const cj_u32x4 v715 = cj_splat_u32x4(v714);
            const cj_u32 v716 = v694.y;
            const cj_u32 v717 = v696.y;
            const float v718 = cj_f32_from_bits(v716);
            const float v719 = cj_f32_from_bits(v717);
            const float v720 = cj_fmaxf(v718, v719);
            const cj_u32 v721 = cj_f32_bits(v720);
            cj_u32x4 v722 = v715;
            v722.y = v721;
            const cj_u32 v723 = v694.z;
            const cj_u32 v724 = v696.z;
            const float v725 = cj_f32_from_bits(v723);
            const float v726 = cj_f32_from_bits(v724);
            const float v727 = cj_fmaxf(v725, v726);
            const cj_u32 v728 = cj_f32_bits(v727);
            cj_u32x4 v729 = v722;
            v729.z = v728;
            const cj_u32 v730 = v694.w;
            const cj_u32 v731 = v696.w;
            const float v732 = cj_f32_from_bits(v730);
            const float v733 = cj_f32_from_bits(v731);
            const float v734 = cj_fmaxf(v732, v733);
            const cj_u32 v735 = cj_f32_bits(v734);
            cj_u32x4 v736 = v729;
            v736.w = v735;
            const cj_ptr v737 = v368 + v683;
            *(cj_u32x4 *)v737 = v736;
            const cj_u32 v738 = v698.x;
            const cj_u32 v739 = v700.x;
            const float v740 = cj_f32_from_bits(v738);
            const float v741 = cj_f32_from_bits(v739);
            const float v742 = cj_fmaxf(v740, v741);
            const cj_u32 v743 = cj_f32_bits(v742);
            const cj_u32x4 v744 = cj_splat_u32x4(v743);
            const cj_u32 v745 = v698.y;
            const cj_u32 v746 = v700.y;
            const float v747 = cj_f32_from_bits(v745);
            const float v748 = cj_f32_from_bits(v746);
            const float v749 = cj_fmaxf(v747, v748);
            const cj_u32 v750 = cj_f32_bits(v749);
            cj_u32x4 v751 = v744;
            v751.y = v750;
            const cj_u32 v752 = v698.z;
            const cj_u32 v753 = v700.z;
            const float v754 = cj_f32_from_bits(v752);
            const float v755 = cj_f32_from_bits(v753);
            const float v756 = cj_fmaxf(v754, v755);
            const cj_u32 v757 = cj_f32_bits(v756);
            cj_u32x4 v758 = v751;
            v758.z = v757;
            const cj_u32 v759 = v698.w;
            const cj_u32 v760 = v700.w;
            const float v761 = cj_f32_from_bits(v759);
            const float v762 = cj_f32_from_bits(v760);
            const float v763 = cj_fmaxf(v761, v762);
            const cj_u32 v764 = cj_f32_bits(v763);
            cj_u32x4 v765 = v758;
            v765.w = v764;
            const cj_ptr v766 = v368 + v686;
            *(cj_u32x4 *)v766 = v765;
            const cj_u32 v767 = v702.x;
            const cj_u32 v768 = v704.x;
            const float v769 = cj_f32_from_bits(v767);
            const float v770 = cj_f32_from_bits(v768);
            const float v771 = cj_fmaxf(v769, v770);
            const cj_u32 v772 = cj_f32_bits(v771);
            const cj_u32x4 v773 = cj_splat_u32x4(v772);
            const cj_u32 v774 = v702.y;
            const cj_u32 v775 = v704.y;
            const float v776 = cj_f32_from_bits(v774);
            const float v777 = cj_f32_from_bits(v775);
            const float v778 = cj_fmaxf(v776, v777);
            const cj_u32 v779 = cj_f32_bits(v778);
            cj_u32x4 v780 = v773;
            v780.y = v779;
            const cj_u32 v781 = v702.z;
            const cj_u32 v782 = v704.z;
            const float v783 = cj_f32_from_bits(v781);
            const float v784 = cj_f32_from_bits(v782);
            const float v785 = cj_fmaxf(v783, v784);
            const cj_u32 v786 = cj_f32_bits(v785);
            cj_u32x4 v787 = v780;
            v787.z = v786;
            const cj_u32 v788 = v702.w;
            const cj_u32 v789 = v704.w;
            const float v790 = cj_f32_from_bits(v788);
            const float v791 = cj_f32_from_bits(v789);
            const float v792 = cj_fmaxf(v790, v791);
            const cj_u32 v793 = cj_f32_bits(v792);
            cj_u32x4 v794 = v787;
            v794.w = v793;
            const cj_ptr v795 = v368 + v689;
            *(cj_u32x4 *)v795 = v794;
            const cj_u32 v796 = v706.x;
            const cj_u32 v797 = v708.x;
            const float v798 = cj_f32_from_bits(v796);
            const float v799 = cj_f32_from_bits(v797);
            const float v800 = cj_fmaxf(v798, v799);
            const cj_u32 v801 = cj_f32_bits(v800);
            const cj_u32x4 v802 = cj_splat_u32x4(v801);
            const cj_u32 v803 = v706.y;
            const cj_u32 v804 = v708.y;
            const float v805 = cj_f32_from_bits(v803);
            const float v806 = cj_f32_from_bits(v804);
            const float v807 = cj_fmaxf(v805, v806);
            const cj_u32 v808 = cj_f32_bits(v807);
            cj_u32x4 v809 = v802;
            v809.y = v808;
            const cj_u32 v810 = v706.z;
            const cj_u32 v811 = v708.z;
            const float v812 = cj_f32_from_bits(v810);
            const float v813 = cj_f32_from_bits(v811);
            const float v814 = cj_fmaxf(v812, v813);
            const cj_u32 v815 = cj_f32_bits(v814);
            cj_u32x4 v816 = v809;
            v816.z = v815;
            const cj_u32 v817 = v706.w;
            const cj_u32 v818 = v708.w;
            const float v819 = cj_f32_from_bits(v817);
            const float v820 = cj_f32_from_bits(v818);
            const float v821 = cj_fmaxf(v819, v820);
            const cj_u32 v822 = cj_f32_bits(v821);
            cj_u32x4 v823 = v816;
            v823.w = v822;
            const cj_ptr v824 = v368 + v692;
            *(cj_u32x4 *)v824 = v823;
          }
          x_walked4 = v679;
          const cj_u32 v825 = x_walked4;
          const cj_u32 v826 = 8192u;
          const cj_u32 v827 = v675 - v825;
          const bool v828 = v827 >= v826;
          if (v828) {
            const cj_u32 v829 = v825 + v676;
            const cj_u64 v830 = (cj_u64)v829;
            const cj_u32 v831 = 4096u;
            const cj_u32 v832 = v829 + v831;
            const cj_u64 v833 = (cj_u64)v832;
            const cj_ptr v834 = v365 + v830;
            const cj_u32x4 v835 = *(const cj_u32x4 *)v834;
            const cj_ptr v836 = v367 + v830;
            const cj_u32x4 v837 = *(const cj_u32x4 *)v836;
            const cj_ptr v838 = v365 + v833;
            const cj_u32x4 v839 = *(const cj_u32x4 *)v838;
            const cj_ptr v840 = v367 + v833;
            const cj_u32x4 v841 = *(const cj_u32x4 *)v840;
            const cj_u32 v842 = v835.x;
            const cj_u32 v843 = v837.x;
            const float v844 = cj_f32_from_bits(v842);
            const float v845 = cj_f32_from_bits(v843);
            const float v846 = cj_fmaxf(v844, v845);
            const cj_u32 v847 = cj_f32_bits(v846);
            const cj_u32x4 v848 = cj_splat_u32x4(v847);
            const cj_u32 v849 = v835.y;
            const cj_u32 v850 = v837.y;
            const float v851 = cj_f32_from_bits(v849);
            const float v852 = cj_f32_from_bits(v850);
            const float v853 = cj_fmaxf(v851, v852);
            const cj_u32 v854 = cj_f32_bits(v853);
            cj_u32x4 v855 = v848;
            v855.y = v854;
            const cj_u32 v856 = v835.z;
            const cj_u32 v857 = v837.z;
            const float v858 = cj_f32_from_bits(v856);
            const float v859 = cj_f32_from_bits(v857);
            const float v860 = cj_fmaxf(v858, v859);
            const cj_u32 v861 = cj_f32_bits(v860);
            cj_u32x4 v862 = v855;
            v862.z = v861;
            const cj_u32 v863 = v835.w;
            const cj_u32 v864 = v837.w;
            const float v865 = cj_f32_from_bits(v863);
            const float v866 = cj_f32_from_bits(v864);
            const float v867 = cj_fmaxf(v865, v866);
            const cj_u32 v868 = cj_f32_bits(v867);
            cj_u32x4 v869 = v862;
            v869.w = v868;
            const cj_ptr v870 = v368 + v830;
            *(cj_u32x4 *)v870 = v869;
            const cj_u32 v871 = v839.x;
            const cj_u32 v872 = v841.x;
            const float v873 = cj_f32_from_bits(v871);
            const float v874 = cj_f32_from_bits(v872);
            const float v875 = cj_fmaxf(v873, v874);
            const cj_u32 v876 = cj_f32_bits(v875);
            const cj_u32x4 v877 = cj_splat_u32x4(v876);
            const cj_u32 v878 = v839.y;
            const cj_u32 v879 = v841.y;
            const float v880 = cj_f32_from_bits(v878);
            const float v881 = cj_f32_from_bits(v879);
            const float v882 = cj_fmaxf(v880, v881);
            const cj_u32 v883 = cj_f32_bits(v882);
            cj_u32x4 v884 = v877;
            v884.y = v883;
            const cj_u32 v885 = v839.z;
            const cj_u32 v886 = v841.z;
            const float v887 = cj_f32_from_bits(v885);
            const float v888 = cj_f32_from_bits(v886);
            const float v889 = cj_fmaxf(v887, v888);
            const cj_u32 v890 = cj_f32_bits(v889);
            cj_u32x4 v891 = v884;
            v891.z = v890;
            const cj_u32 v892 = v839.w;
            const cj_u32 v893 = v841.w;
            const float v894 = cj_f32_from_bits(v892);
            const float v895 = cj_f32_from_bits(v893);
            const float v896 = cj_fmaxf(v894, v895);
            const cj_u32 v897 = cj_f32_bits(v896);
            cj_u32x4 v898 = v891;
            v898.w = v897;
            const cj_ptr v899 = v368 + v833;
            *(cj_u32x4 *)v899 = v898;
            const cj_u32 v900 = v825 + v826;
            x_walked4 = v900;
          }
          const cj_u32 v901 = x_walked4;
          const cj_u32 v902 = 4096u;
          const cj_u32 v903 = v675 - v901;
          const bool v904 = v903 >= v902;
          if (v904) {
            const cj_u32 v905 = v901 + v676;
            const cj_u64 v906 = (cj_u64)v905;
            const cj_ptr v907 = v365 + v906;
            const cj_u32x4 v908 = *(const cj_u32x4 *)v907;
            const cj_ptr v909 = v367 + v906;
            const cj_u32x4 v910 = *(const cj_u32x4 *)v909;
            const cj_u32 v911 = v908.x;
            const cj_u32 v912 = v910.x;
            const float v913 = cj_f32_from_bits(v911);
            const float v914 = cj_f32_from_bits(v912);
            const float v915 = cj_fmaxf(v913, v914);
            const cj_u32 v916 = cj_f32_bits(v915);
            const cj_u32x4 v917 = cj_splat_u32x4(v916);
            const cj_u32 v918 = v908.y;
            const cj_u32 v919 = v910.y;
            const float v920 = cj_f32_from_bits(v918);
            const float v921 = cj_f32_from_bits(v919);
            const float v922 = cj_fmaxf(v920, v921);
            const cj_u32 v923 = cj_f32_bits(v922);
            cj_u32x4 v924 = v917;
            v924.y = v923;
            const cj_u32 v925 = v908.z;
            const cj_u32 v926 = v910.z;
            const float v927 = cj_f32_from_bits(v925);
            const float v928 = cj_f32_from_bits(v926);
            const float v929 = cj_fmaxf(v927, v928);
            const cj_u32 v930 = cj_f32_bits(v929);
            cj_u32x4 v931 = v924;
            v931.z = v930;
            const cj_u32 v932 = v908.w;
            const cj_u32 v933 = v910.w;
            const float v934 = cj_f32_from_bits(v932);
            const float v935 = cj_f32_from_bits(v933);
            const float v936 = cj_fmaxf(v934, v935);
            const cj_u32 v937 = cj_f32_bits(v936);
            cj_u32x4 v938 = v931;
            v938.w = v937;
            const cj_ptr v939 = v368 + v906;
            *(cj_u32x4 *)v939 = v938;
            const cj_u32 v940 = v901 + v902;
            x_walked4 = v940;
          }
          const cj_u32 v941 = 4096u;
          const cj_u32 v942 = x_walked4;
          const cj_u32 v943 = v942 + v676;
          for (cj_u32 v944 = v943; v944 < v675; v944 += v941) {
            const cj_u64 v945 = (cj_u64)v944;
            const cj_ptr v946 = v365 + v945;
            const cj_u32x4 v947 = *(const cj_u32x4 *)v946;
            const cj_ptr v948 = v367 + v945;
            const cj_u32x4 v949 = *(const cj_u32x4 *)v948;
            const cj_u32 v950 = v947.x;
            const cj_u32 v951 = v949.x;
            const float v952 = cj_f32_from_bits(v950);
            const float v953 = cj_f32_from_bits(v951);
            const float v954 = cj_fmaxf(v952, v953);
            const cj_u32 v955 = cj_f32_bits(v954);
            const cj_u32x4 v956 = cj_splat_u32x4(v955);
            const cj_u32 v957 = v947.y;
            const cj_u32 v958 = v949.y;
            const float v959 = cj_f32_from_bits(v957);
            const float v960 = cj_f32_from_bits(v958);
            const float v961 = cj_fmaxf(v959, v960);
            const cj_u32 v962 = cj_f32_bits(v961);
            cj_u32x4 v963 = v956;
            v963.y = v962;
            const cj_u32 v964 = v947.z;
            const cj_u32 v965 = v949.z;
            const float v966 = cj_f32_from_bits(v964);
            const float v967 = cj_f32_from_bits(v965);
            const float v968 = cj_fmaxf(v966, v967);
            const cj_u32 v969 = cj_f32_bits(v968);
            cj_u32x4 v970 = v963;
            v970.z = v969;
            const cj_u32 v971 = v947.w;
            const cj_u32 v972 = v949.w;
            const float v973 = cj_f32_from_bits(v971);
            const float v974 = cj_f32_from_bits(v972);
            const float v975 = cj_fmaxf(v973, v974);
            const cj_u32 v976 = cj_f32_bits(v975);
            cj_u32x4 v977 = v970;
            v977.w = v976;
            const cj_ptr v978 = v368 + v945;
            *(cj_u32x4 *)v978 = v977;
          }
        }
      }
    }
    cj_barrier();
    // signal: counter = arrival + 1 at every rank (thread t: rank + t)
    const cj_u32 v979 = 2u;
    const bool v980 = v11 < v979;
    const bool v981 = v92 && v980;
    if (v981) {
      const cj_u32 v982 = v91 + v83;
      const cj_u32 v983 = 2u;
      const cj_u32 v984 = v2 + v11;
      const cj_u32 v985 = v984 - v983;
      const bool v986 = v984 >= v983;
      const cj_u32 v987 = v986 ? v985 : v984;
      const cj_u64 v988 = 8ull;
      const cj_u64 v989 = (cj_u64)v987;
      const cj_u64 v990 = v989 * v988;
      const cj_ptr v991 = v1 + v990;
      const cj_u64 v992 = *(const cj_u64 *)v991;
      const cj_u64 v993 = v992 - v17;
      const cj_ptr v994 = v32 + v993;
      cj_atomic_store_release_system((cj_u32 *)v994, v982);
    }
    // round l-1: wait until every peer sent it (reduced in round l+1)
    const bool v995 = v89 <= v84;
    const cj_u64 v996 = 1ull;
    const bool v997 = v89 >= v996;
    const bool v998 = v997 && v995;
    if (v998) {
      const cj_u32 v999 = 2u;
      const bool v1000 = v11 < v999;
      const bool v1001 = v11 >= v83;
      const bool v1002 = v1001 && v1000;
      if (v1002) {
        const cj_u32 v1003 = 2u;
        const cj_u32 v1004 = v2 + v11;
        const cj_u32 v1005 = v1004 - v1003;
        const bool v1006 = v1004 >= v1003;
        const cj_u32 v1007 = v1006 ? v1005 : v1004;
        const cj_u32 v1008 = v27 + v1007;
        const cj_u64 v1009 = (cj_u64)v1008;
        const cj_u64 v1010 = 4ull;
        const cj_u64 v1011 = v1009 * v1010;
        const cj_ptr v1012 = v25 + v1011;
        const cj_u32 v1013 = 0u;
        const cj_u32 v1014 = 1u;
        const cj_u64 v1015 = cj_timer_ns();
        const cj_u32 v1016 = x_failed0;
        x_done5 = v1016;
        while (true) {
          const cj_u32 v1017 = x_done5;
          const bool v1018 = v1017 == v1013;
          if (!v1018) break;
          const cj_u32 v1019 = cj_atomic_load_relaxed_system((cj_u32 *)v1012);
          const cj_u32 v1020 = 0u;
          const cj_u32 v1021 = v1019 - v91;
          const bool v1022 = (cj_i32)v1021 >= (cj_i32)v1020;
          const cj_u64 v1023 = cj_timer_ns();
          const cj_u64 v1024 = v1023 - v1015;
          const bool v1025 = v1024 > v7;
          const cj_u32 v1026 = cj_atomic_load_relaxed_device((cj_u32 *)v6);
          const bool v1027 = v1026 != v1013;
          const bool v1028 = v1025 || v1027;
          if (v1022) {
            x_done5 = v1014;
          } else {
            if (v1028) {
              const cj_u32 v1029 = 1u;
              cj_atomic_store_relaxed_system((cj_u32 *)v6, v1029);
              x_failed0 = v1014;
              x_done5 = v1014;
            }
          }
        }
        cj_fence_acquire_system();
      }
      cj_barrier();
    }
  }
}
