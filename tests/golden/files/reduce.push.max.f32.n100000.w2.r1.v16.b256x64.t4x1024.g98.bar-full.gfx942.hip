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
// 16 bytes at base + soff + voff, base and soff the same in every thread (kir_load_off): a raw
// buffer load, soff in a scalar register and voff in one vector register, where the compiler
// has the builtins (no 64-bit address per thread and load, which the compilers keep otherwise:
// their loop strength reduction turns base + k + voff into per-thread pointers); else a plain
// load. Word 3 of the resource: the 32-bit data format of gfx9 (gfx90a, gfx942, gfx950).
template <typename T> CJ_DEV T cj_ld_off(const char *base, cj_u32 soff, cj_u32 voff, cj_u32 extent) {
#if __has_builtin(__builtin_amdgcn_make_buffer_rsrc) && __has_builtin(__builtin_amdgcn_raw_buffer_load_b128)
  __amdgpu_buffer_rsrc_t r = __builtin_amdgcn_make_buffer_rsrc((void *)base, 0, (int)extent, 0x00020000);
  return __builtin_bit_cast(T, __builtin_amdgcn_raw_buffer_load_b128(r, voff, soff, 0));
#else
  (void)extent;
  return *(const T *)(base + (cj_u64)soff + (cj_u64)voff);
#endif
}
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
  const cj_u64 v38 = 0ull;
  const cj_ptr v39 = v37 + v38;
  const cj_u32 v40 = 2u;
  const cj_u32 v41 = 1u;
  const cj_u32 v42 = v2 + v41;
  const bool v43 = v42 >= v40;
  const cj_u32 v44 = v42 - v40;
  const cj_u32 v45 = v43 ? v44 : v42;
  const cj_u64 v46 = 8ull;
  const cj_u64 v47 = (cj_u64)v45;
  const cj_u64 v48 = v47 * v46;
  const cj_ptr v49 = v1 + v48;
  const cj_u64 v50 = *(const cj_u64 *)v49;
  const cj_u64 v51 = v50 - v17;
  const cj_ptr v52 = v39 + v51;
  const cj_u32 v53 = 1u;
  const cj_u32 v54 = v53 - v2;
  const cj_u32 v55 = 2u;
  const bool v56 = v54 >= v55;
  const cj_u32 v57 = 2u;
  const cj_u32 v58 = v54 - v57;
  const cj_u32 v59 = v56 ? v58 : v54;
  const cj_u32 v60 = 0u;
  const bool v61 = v2 == v60;
  const cj_u64 v62 = (cj_u64)v59;
  const cj_u64 v63 = 0x800000ull;
  const cj_u64 v64 = v62 * v63;
  const cj_ptr v65 = v37 + v64;
  const cj_u32 v66 = 2u;
  const cj_u32 v67 = v66 - v2;
  const cj_u32 v68 = 2u;
  const bool v69 = v67 >= v68;
  const cj_u32 v70 = 2u;
  const cj_u32 v71 = v67 - v70;
  const cj_u32 v72 = v69 ? v71 : v67;
  const cj_u32 v73 = 1u;
  const bool v74 = v2 == v73;
  const cj_u64 v75 = (cj_u64)v72;
  const cj_u64 v76 = 0x800000ull;
  const cj_u64 v77 = v75 * v76;
  const cj_ptr v78 = v37 + v77;
  const cj_u32 v79 = 1u;
  const bool v80 = v45 == v79;
  const cj_u32 v81 = 1u;
  const bool v82 = v2 == v81;
  const cj_u64 v83 = 1ull;
  const cj_u64 v84 = 1ull;
  const cj_u64 v85 = 2ull;
  const cj_u64 v86 = v83 + v85;
  const cj_u64 v87 = 0ull;
  for (cj_u64 v88 = v87; v88 < v86; v88 += v84) {
    const cj_u32 v89 = (cj_u32)v88;
    const cj_u32 v90 = v33 + v89;
    const bool v91 = v88 < v83;
    // round l: send slice l
    if (v91) {
      const cj_u64 v92 = 98ull;
      const cj_u64 v93 = (cj_u64)v12;
      const cj_u64 v94 = v88 * v92;
      const cj_u64 v95 = v94 + v93;
      const cj_u64 v96 = v95 * v20;
      const cj_u64 v97 = 0x61a80ull;
      const cj_u64 v98 = (v97 > v96 ? v97 : v96);
      const cj_u64 v99 = v98 - v96;
      const cj_u64 v100 = (v99 < v20 ? v99 : v20);
      const cj_u32 v101 = 3u;
      const cj_u32 v102 = v90 & v101;
      const cj_u64 v103 = 0x800000ull;
      const cj_u64 v104 = (cj_u64)v102;
      const cj_u64 v105 = v104 * v103;
      if (v80) {
        const cj_ptr v106 = v3 + v96;
        const cj_ptr v107 = v52 + v105;
        const cj_u64 v108 = 4096ull;
        const bool v109 = v100 == v108;
        if (v109) {
          const cj_u32 v110 = (cj_u32)v108;
          const cj_u32 v111 = (cj_u32)v23;
          const cj_u32 v112 = 32768u;
          const cj_u32 v113 = v110 / v112;
          const cj_u32 v114 = v113 * v112;
          const cj_u32 v115 = 0u;
          for (cj_u32 v116 = v115; v116 < v114; v116 += v112) {
            const cj_u32 v117 = v116 + v111;
            const cj_u64 v118 = (cj_u64)v117;
            const cj_u32 v119 = 4096u;
            const cj_u32 v120 = v117 + v119;
            const cj_u64 v121 = (cj_u64)v120;
            const cj_u32 v122 = 8192u;
            const cj_u32 v123 = v117 + v122;
            const cj_u64 v124 = (cj_u64)v123;
            const cj_u32 v125 = 12288u;
            const cj_u32 v126 = v117 + v125;
            const cj_u64 v127 = (cj_u64)v126;
            const cj_u32 v128 = 16384u;
            const cj_u32 v129 = v117 + v128;
            const cj_u64 v130 = (cj_u64)v129;
            const cj_u32 v131 = 20480u;
            const cj_u32 v132 = v117 + v131;
            const cj_u64 v133 = (cj_u64)v132;
            const cj_u32 v134 = 24576u;
            const cj_u32 v135 = v117 + v134;
            const cj_u64 v136 = (cj_u64)v135;
            const cj_u32 v137 = 28672u;
            const cj_u32 v138 = v117 + v137;
            const cj_u64 v139 = (cj_u64)v138;
            const cj_ptr v140 = v106 + v118;
            const cj_u32x4 v141 = *(const cj_u32x4 *)v140;
            const cj_ptr v142 = v106 + v121;
            const cj_u32x4 v143 = *(const cj_u32x4 *)v142;
            const cj_ptr v144 = v106 + v124;
            const cj_u32x4 v145 = *(const cj_u32x4 *)v144;
            const cj_ptr v146 = v106 + v127;
            const cj_u32x4 v147 = *(const cj_u32x4 *)v146;
            const cj_ptr v148 = v106 + v130;
            const cj_u32x4 v149 = *(const cj_u32x4 *)v148;
            const cj_ptr v150 = v106 + v133;
            const cj_u32x4 v151 = *(const cj_u32x4 *)v150;
            const cj_ptr v152 = v106 + v136;
            const cj_u32x4 v153 = *(const cj_u32x4 *)v152;
            const cj_ptr v154 = v106 + v139;
            const cj_u32x4 v155 = *(const cj_u32x4 *)v154;
            const cj_ptr v156 = v107 + v118;
            *(cj_u32x4 *)v156 = v141;
            const cj_ptr v157 = v107 + v121;
            *(cj_u32x4 *)v157 = v143;
            const cj_ptr v158 = v107 + v124;
            *(cj_u32x4 *)v158 = v145;
            const cj_ptr v159 = v107 + v127;
            *(cj_u32x4 *)v159 = v147;
            const cj_ptr v160 = v107 + v130;
            *(cj_u32x4 *)v160 = v149;
            const cj_ptr v161 = v107 + v133;
            *(cj_u32x4 *)v161 = v151;
            const cj_ptr v162 = v107 + v136;
            *(cj_u32x4 *)v162 = v153;
            const cj_ptr v163 = v107 + v139;
            *(cj_u32x4 *)v163 = v155;
          }
          x_walked1 = v114;
          const cj_u32 v164 = x_walked1;
          const cj_u32 v165 = 16384u;
          const cj_u32 v166 = v110 - v164;
          const bool v167 = v166 >= v165;
          if (v167) {
            const cj_u32 v168 = v164 + v111;
            const cj_u64 v169 = (cj_u64)v168;
            const cj_u32 v170 = 4096u;
            const cj_u32 v171 = v168 + v170;
            const cj_u64 v172 = (cj_u64)v171;
            const cj_u32 v173 = 8192u;
            const cj_u32 v174 = v168 + v173;
            const cj_u64 v175 = (cj_u64)v174;
            const cj_u32 v176 = 12288u;
            const cj_u32 v177 = v168 + v176;
            const cj_u64 v178 = (cj_u64)v177;
            const cj_ptr v179 = v106 + v169;
            const cj_u32x4 v180 = *(const cj_u32x4 *)v179;
            const cj_ptr v181 = v106 + v172;
            const cj_u32x4 v182 = *(const cj_u32x4 *)v181;
            const cj_ptr v183 = v106 + v175;
            const cj_u32x4 v184 = *(const cj_u32x4 *)v183;
            const cj_ptr v185 = v106 + v178;
            const cj_u32x4 v186 = *(const cj_u32x4 *)v185;
            const cj_ptr v187 = v107 + v169;
            *(cj_u32x4 *)v187 = v180;
            const cj_ptr v188 = v107 + v172;
            *(cj_u32x4 *)v188 = v182;
            const cj_ptr v189 = v107 + v175;
            *(cj_u32x4 *)v189 = v184;
            const cj_ptr v190 = v107 + v178;
            *(cj_u32x4 *)v190 = v186;
            const cj_u32 v191 = v164 + v165;
            x_walked1 = v191;
          }
          const cj_u32 v192 = x_walked1;
          const cj_u32 v193 = 8192u;
          const cj_u32 v194 = v110 - v192;
          const bool v195 = v194 >= v193;
          if (v195) {
            const cj_u32 v196 = v192 + v111;
            const cj_u64 v197 = (cj_u64)v196;
            const cj_u32 v198 = 4096u;
            const cj_u32 v199 = v196 + v198;
            const cj_u64 v200 = (cj_u64)v199;
            const cj_ptr v201 = v106 + v197;
            const cj_u32x4 v202 = *(const cj_u32x4 *)v201;
            const cj_ptr v203 = v106 + v200;
            const cj_u32x4 v204 = *(const cj_u32x4 *)v203;
            const cj_ptr v205 = v107 + v197;
            *(cj_u32x4 *)v205 = v202;
            const cj_ptr v206 = v107 + v200;
            *(cj_u32x4 *)v206 = v204;
            const cj_u32 v207 = v192 + v193;
            x_walked1 = v207;
          }
          const cj_u32 v208 = x_walked1;
          const cj_u32 v209 = 4096u;
          const cj_u32 v210 = v110 - v208;
          const bool v211 = v210 >= v209;
          if (v211) {
            const cj_u32 v212 = v208 + v111;
            const cj_u64 v213 = (cj_u64)v212;
            const cj_ptr v214 = v106 + v213;
            const cj_u32x4 v215 = *(const cj_u32x4 *)v214;
            const cj_ptr v216 = v107 + v213;
            *(cj_u32x4 *)v216 = v215;
            const cj_u32 v217 = v208 + v209;
            x_walked1 = v217;
          }
          const cj_u32 v218 = 4096u;
          const cj_u32 v219 = x_walked1;
          const cj_u32 v220 = v219 + v111;
          for (cj_u32 v221 = v220; v221 < v110; v221 += v218) {
            const cj_u64 v222 = (cj_u64)v221;
            const cj_ptr v223 = v106 + v222;
            const cj_u32x4 v224 = *(const cj_u32x4 *)v223;
            const cj_ptr v225 = v107 + v222;
            *(cj_u32x4 *)v225 = v224;
          }
        } else {
          const cj_u32 v226 = (cj_u32)v100;
          const cj_u32 v227 = (cj_u32)v23;
          const cj_u32 v228 = 32768u;
          const cj_u32 v229 = v226 / v228;
          const cj_u32 v230 = v229 * v228;
          const cj_u32 v231 = 0u;
          for (cj_u32 v232 = v231; v232 < v230; v232 += v228) {
            const cj_u32 v233 = v232 + v227;
            const cj_u64 v234 = (cj_u64)v233;
            const cj_u32 v235 = 4096u;
            const cj_u32 v236 = v233 + v235;
            const cj_u64 v237 = (cj_u64)v236;
            const cj_u32 v238 = 8192u;
            const cj_u32 v239 = v233 + v238;
            const cj_u64 v240 = (cj_u64)v239;
            const cj_u32 v241 = 12288u;
            const cj_u32 v242 = v233 + v241;
            const cj_u64 v243 = (cj_u64)v242;
            const cj_u32 v244 = 16384u;
            const cj_u32 v245 = v233 + v244;
            const cj_u64 v246 = (cj_u64)v245;
            const cj_u32 v247 = 20480u;
            const cj_u32 v248 = v233 + v247;
            const cj_u64 v249 = (cj_u64)v248;
            const cj_u32 v250 = 24576u;
            const cj_u32 v251 = v233 + v250;
            const cj_u64 v252 = (cj_u64)v251;
            const cj_u32 v253 = 28672u;
            const cj_u32 v254 = v233 + v253;
            const cj_u64 v255 = (cj_u64)v254;
            const cj_ptr v256 = v106 + v234;
            const cj_u32x4 v257 = *(const cj_u32x4 *)v256;
            const cj_ptr v258 = v106 + v237;
            const cj_u32x4 v259 = *(const cj_u32x4 *)v258;
            const cj_ptr v260 = v106 + v240;
            const cj_u32x4 v261 = *(const cj_u32x4 *)v260;
            const cj_ptr v262 = v106 + v243;
            const cj_u32x4 v263 = *(const cj_u32x4 *)v262;
            const cj_ptr v264 = v106 + v246;
            const cj_u32x4 v265 = *(const cj_u32x4 *)v264;
            const cj_ptr v266 = v106 + v249;
            const cj_u32x4 v267 = *(const cj_u32x4 *)v266;
            const cj_ptr v268 = v106 + v252;
            const cj_u32x4 v269 = *(const cj_u32x4 *)v268;
            const cj_ptr v270 = v106 + v255;
            const cj_u32x4 v271 = *(const cj_u32x4 *)v270;
            const cj_ptr v272 = v107 + v234;
            *(cj_u32x4 *)v272 = v257;
            const cj_ptr v273 = v107 + v237;
            *(cj_u32x4 *)v273 = v259;
            const cj_ptr v274 = v107 + v240;
            *(cj_u32x4 *)v274 = v261;
            const cj_ptr v275 = v107 + v243;
            *(cj_u32x4 *)v275 = v263;
            const cj_ptr v276 = v107 + v246;
            *(cj_u32x4 *)v276 = v265;
            const cj_ptr v277 = v107 + v249;
            *(cj_u32x4 *)v277 = v267;
            const cj_ptr v278 = v107 + v252;
            *(cj_u32x4 *)v278 = v269;
            const cj_ptr v279 = v107 + v255;
            *(cj_u32x4 *)v279 = v271;
          }
          x_walked2 = v230;
          const cj_u32 v280 = x_walked2;
          const cj_u32 v281 = 16384u;
          const cj_u32 v282 = v226 - v280;
          const bool v283 = v282 >= v281;
          if (v283) {
            const cj_u32 v284 = v280 + v227;
            const cj_u64 v285 = (cj_u64)v284;
            const cj_u32 v286 = 4096u;
            const cj_u32 v287 = v284 + v286;
            const cj_u64 v288 = (cj_u64)v287;
            const cj_u32 v289 = 8192u;
            const cj_u32 v290 = v284 + v289;
            const cj_u64 v291 = (cj_u64)v290;
            const cj_u32 v292 = 12288u;
            const cj_u32 v293 = v284 + v292;
            const cj_u64 v294 = (cj_u64)v293;
            const cj_ptr v295 = v106 + v285;
            const cj_u32x4 v296 = *(const cj_u32x4 *)v295;
            const cj_ptr v297 = v106 + v288;
            const cj_u32x4 v298 = *(const cj_u32x4 *)v297;
            const cj_ptr v299 = v106 + v291;
            const cj_u32x4 v300 = *(const cj_u32x4 *)v299;
            const cj_ptr v301 = v106 + v294;
            const cj_u32x4 v302 = *(const cj_u32x4 *)v301;
            const cj_ptr v303 = v107 + v285;
            *(cj_u32x4 *)v303 = v296;
            const cj_ptr v304 = v107 + v288;
            *(cj_u32x4 *)v304 = v298;
            const cj_ptr v305 = v107 + v291;
            *(cj_u32x4 *)v305 = v300;
            const cj_ptr v306 = v107 + v294;
            *(cj_u32x4 *)v306 = v302;
            const cj_u32 v307 = v280 + v281;
            x_walked2 = v307;
          }
          const cj_u32 v308 = x_walked2;
          const cj_u32 v309 = 8192u;
          const cj_u32 v310 = v226 - v308;
          const bool v311 = v310 >= v309;
          if (v311) {
            const cj_u32 v312 = v308 + v227;
            const cj_u64 v313 = (cj_u64)v312;
            const cj_u32 v314 = 4096u;
            const cj_u32 v315 = v312 + v314;
            const cj_u64 v316 = (cj_u64)v315;
            const cj_ptr v317 = v106 + v313;
            const cj_u32x4 v318 = *(const cj_u32x4 *)v317;
            const cj_ptr v319 = v106 + v316;
            const cj_u32x4 v320 = *(const cj_u32x4 *)v319;
            const cj_ptr v321 = v107 + v313;
            *(cj_u32x4 *)v321 = v318;
            const cj_ptr v322 = v107 + v316;
            *(cj_u32x4 *)v322 = v320;
            const cj_u32 v323 = v308 + v309;
            x_walked2 = v323;
          }
          const cj_u32 v324 = x_walked2;
          const cj_u32 v325 = 4096u;
          const cj_u32 v326 = v226 - v324;
          const bool v327 = v326 >= v325;
          if (v327) {
            const cj_u32 v328 = v324 + v227;
            const cj_u64 v329 = (cj_u64)v328;
            const cj_ptr v330 = v106 + v329;
            const cj_u32x4 v331 = *(const cj_u32x4 *)v330;
            const cj_ptr v332 = v107 + v329;
            *(cj_u32x4 *)v332 = v331;
            const cj_u32 v333 = v324 + v325;
            x_walked2 = v333;
          }
          const cj_u32 v334 = 4096u;
          const cj_u32 v335 = x_walked2;
          const cj_u32 v336 = v335 + v227;
          for (cj_u32 v337 = v336; v337 < v226; v337 += v334) {
            const cj_u64 v338 = (cj_u64)v337;
            const cj_ptr v339 = v106 + v338;
            const cj_u32x4 v340 = *(const cj_u32x4 *)v339;
            const cj_ptr v341 = v107 + v338;
            *(cj_u32x4 *)v341 = v340;
          }
        }
      }
    }
    // round l-2 (arrived: waited for last round): reduce, while the sends drain
    const cj_u64 v342 = 2ull;
    const bool v343 = v88 >= v342;
    if (v343) {
      if (v82) {
        const cj_u64 v344 = 2ull;
        const cj_u64 v345 = v88 - v344;
        const cj_u64 v346 = 98ull;
        const cj_u64 v347 = (cj_u64)v12;
        const cj_u64 v348 = v345 * v346;
        const cj_u64 v349 = v348 + v347;
        const cj_u64 v350 = v349 * v20;
        const cj_u64 v351 = 0x61a80ull;
        const cj_u64 v352 = (v351 > v350 ? v351 : v350);
        const cj_u64 v353 = v352 - v350;
        const cj_u64 v354 = (v353 < v20 ? v353 : v20);
        const cj_u32 v355 = 2u;
        const cj_u32 v356 = v90 - v355;
        const cj_u32 v357 = 3u;
        const cj_u32 v358 = v356 & v357;
        const cj_u64 v359 = 0x800000ull;
        const cj_u64 v360 = (cj_u64)v358;
        const cj_u64 v361 = v360 * v359;
        const cj_ptr v362 = v3 + v350;
        const cj_ptr v363 = v65 + v361;
        const cj_ptr v364 = v61 ? v362 : v363;
        const cj_ptr v365 = v78 + v361;
        const cj_ptr v366 = v74 ? v362 : v365;
        const cj_ptr v367 = v4 + v350;
        const cj_u64 v368 = 4096ull;
        const bool v369 = v354 == v368;
        if (v369) {
          const cj_u32 v370 = (cj_u32)v368;
          const cj_u32 v371 = (cj_u32)v23;
          const cj_u32 v372 = 16384u;
          const cj_u32 v373 = v370 / v372;
          const cj_u32 v374 = v373 * v372;
          const cj_u32 v375 = 0u;
          for (cj_u32 v376 = v375; v376 < v374; v376 += v372) {
            const cj_u32 v377 = v376 + v371;
            const cj_u64 v378 = (cj_u64)v377;
            const cj_u32 v379 = 4096u;
            const cj_u32 v380 = v377 + v379;
            const cj_u64 v381 = (cj_u64)v380;
            const cj_u32 v382 = 8192u;
            const cj_u32 v383 = v377 + v382;
            const cj_u64 v384 = (cj_u64)v383;
            const cj_u32 v385 = 12288u;
            const cj_u32 v386 = v377 + v385;
            const cj_u64 v387 = (cj_u64)v386;
            const cj_ptr v388 = v364 + v378;
            const cj_u32x4 v389 = *(const cj_u32x4 *)v388;
            const cj_ptr v390 = v366 + v378;
            const cj_u32x4 v391 = *(const cj_u32x4 *)v390;
            const cj_ptr v392 = v364 + v381;
            const cj_u32x4 v393 = *(const cj_u32x4 *)v392;
            const cj_ptr v394 = v366 + v381;
            const cj_u32x4 v395 = *(const cj_u32x4 *)v394;
            const cj_ptr v396 = v364 + v384;
            const cj_u32x4 v397 = *(const cj_u32x4 *)v396;
            const cj_ptr v398 = v366 + v384;
            const cj_u32x4 v399 = *(const cj_u32x4 *)v398;
            const cj_ptr v400 = v364 + v387;
            const cj_u32x4 v401 = *(const cj_u32x4 *)v400;
            const cj_ptr v402 = v366 + v387;
            const cj_u32x4 v403 = *(const cj_u32x4 *)v402;
            const cj_u32 v404 = v389.x;
            const cj_u32 v405 = v391.x;
            const float v406 = cj_f32_from_bits(v404);
            const float v407 = cj_f32_from_bits(v405);
            const float v408 = cj_fmaxf(v406, v407);
            const cj_u32 v409 = cj_f32_bits(v408);
            const cj_u32x4 v410 = cj_splat_u32x4(v409);
            const cj_u32 v411 = v389.y;
            const cj_u32 v412 = v391.y;
            const float v413 = cj_f32_from_bits(v411);
            const float v414 = cj_f32_from_bits(v412);
            const float v415 = cj_fmaxf(v413, v414);
            const cj_u32 v416 = cj_f32_bits(v415);
            cj_u32x4 v417 = v410;
            v417.y = v416;
            const cj_u32 v418 = v389.z;
            const cj_u32 v419 = v391.z;
            const float v420 = cj_f32_from_bits(v418);
            const float v421 = cj_f32_from_bits(v419);
            const float v422 = cj_fmaxf(v420, v421);
            const cj_u32 v423 = cj_f32_bits(v422);
            cj_u32x4 v424 = v417;
            v424.z = v423;
            const cj_u32 v425 = v389.w;
            const cj_u32 v426 = v391.w;
            const float v427 = cj_f32_from_bits(v425);
            const float v428 = cj_f32_from_bits(v426);
            const float v429 = cj_fmaxf(v427, v428);
            const cj_u32 v430 = cj_f32_bits(v429);
            cj_u32x4 v431 = v424;
            v431.w = v430;
            const cj_ptr v432 = v367 + v378;
            *(cj_u32x4 *)v432 = v431;
            const cj_u32 v433 = v393.x;
            const cj_u32 v434 = v395.x;
            const float v435 = cj_f32_from_bits(v433);
            const float v436 = cj_f32_from_bits(v434);
            const float v437 = cj_fmaxf(v435, v436);
            const cj_u32 v438 = cj_f32_bits(v437);
            const cj_u32x4 v439 = cj_splat_u32x4(v438);
            const cj_u32 v440 = v393.y;
            const cj_u32 v441 = v395.y;
            const float v442 = cj_f32_from_bits(v440);
            const float v443 = cj_f32_from_bits(v441);
            const float v444 = cj_fmaxf(v442, v443);
            const cj_u32 v445 = cj_f32_bits(v444);
            cj_u32x4 v446 = v439;
            v446.y = v445;
            const cj_u32 v447 = v393.z;
            const cj_u32 v448 = v395.z;
            const float v449 = cj_f32_from_bits(v447);
            const float v450 = cj_f32_from_bits(v448);
            const float v451 = cj_fmaxf(v449, v450);
            const cj_u32 v452 = cj_f32_bits(v451);
            cj_u32x4 v453 = v446;
            v453.z = v452;
            const cj_u32 v454 = v393.w;
            const cj_u32 v455 = v395.w;
            const float v456 = cj_f32_from_bits(v454);
            const float v457 = cj_f32_from_bits(v455);
            const float v458 = cj_fmaxf(v456, v457);
            const cj_u32 v459 = cj_f32_bits(v458);
            cj_u32x4 v460 = v453;
            v460.w = v459;
            const cj_ptr v461 = v367 + v381;
            *(cj_u32x4 *)v461 = v460;
            const cj_u32 v462 = v397.x;
            const cj_u32 v463 = v399.x;
            const float v464 = cj_f32_from_bits(v462);
            const float v465 = cj_f32_from_bits(v463);
            const float v466 = cj_fmaxf(v464, v465);
            const cj_u32 v467 = cj_f32_bits(v466);
            const cj_u32x4 v468 = cj_splat_u32x4(v467);
            const cj_u32 v469 = v397.y;
            const cj_u32 v470 = v399.y;
            const float v471 = cj_f32_from_bits(v469);
            const float v472 = cj_f32_from_bits(v470);
            const float v473 = cj_fmaxf(v471, v472);
            const cj_u32 v474 = cj_f32_bits(v473);
            cj_u32x4 v475 = v468;
            v475.y = v474;
            const cj_u32 v476 = v397.z;
            const cj_u32 v477 = v399.z;
            const float v478 = cj_f32_from_bits(v476);
            const float v479 = cj_f32_from_bits(v477);
            const float v480 = cj_fmaxf(v478, v479);
            const cj_u32 v481 = cj_f32_bits(v480);
            cj_u32x4 v482 = v475;
            v482.z = v481;
            const cj_u32 v483 = v397.w;
            const cj_u32 v484 = v399.w;
            const float v485 = cj_f32_from_bits(v483);
            const float v486 = cj_f32_from_bits(v484);
            const float v487 = cj_fmaxf(v485, v486);
            const cj_u32 v488 = cj_f32_bits(v487);
            cj_u32x4 v489 = v482;
            v489.w = v488;
            const cj_ptr v490 = v367 + v384;
            *(cj_u32x4 *)v490 = v489;
            const cj_u32 v491 = v401.x;
            const cj_u32 v492 = v403.x;
            const float v493 = cj_f32_from_bits(v491);
            const float v494 = cj_f32_from_bits(v492);
            const float v495 = cj_fmaxf(v493, v494);
            const cj_u32 v496 = cj_f32_bits(v495);
            const cj_u32x4 v497 = cj_splat_u32x4(v496);
            const cj_u32 v498 = v401.y;
            const cj_u32 v499 = v403.y;
            const float v500 = cj_f32_from_bits(v498);
            const float v501 = cj_f32_from_bits(v499);
            const float v502 = cj_fmaxf(v500, v501);
            const cj_u32 v503 = cj_f32_bits(v502);
            cj_u32x4 v504 = v497;
            v504.y = v503;
            const cj_u32 v505 = v401.z;
            const cj_u32 v506 = v403.z;
            const float v507 = cj_f32_from_bits(v505);
            const float v508 = cj_f32_from_bits(v506);
            const float v509 = cj_fmaxf(v507, v508);
            const cj_u32 v510 = cj_f32_bits(v509);
            cj_u32x4 v511 = v504;
            v511.z = v510;
            const cj_u32 v512 = v401.w;
            const cj_u32 v513 = v403.w;
            const float v514 = cj_f32_from_bits(v512);
            const float v515 = cj_f32_from_bits(v513);
            const float v516 = cj_fmaxf(v514, v515);
            const cj_u32 v517 = cj_f32_bits(v516);
            cj_u32x4 v518 = v511;
            v518.w = v517;
            const cj_ptr v519 = v367 + v387;
            *(cj_u32x4 *)v519 = v518;
          }
          x_walked3 = v374;
          const cj_u32 v520 = x_walked3;
          const cj_u32 v521 = 8192u;
          const cj_u32 v522 = v370 - v520;
          const bool v523 = v522 >= v521;
          if (v523) {
            const cj_u32 v524 = v520 + v371;
            const cj_u64 v525 = (cj_u64)v524;
            const cj_u32 v526 = 4096u;
            const cj_u32 v527 = v524 + v526;
            const cj_u64 v528 = (cj_u64)v527;
            const cj_ptr v529 = v364 + v525;
            const cj_u32x4 v530 = *(const cj_u32x4 *)v529;
            const cj_ptr v531 = v366 + v525;
            const cj_u32x4 v532 = *(const cj_u32x4 *)v531;
            const cj_ptr v533 = v364 + v528;
            const cj_u32x4 v534 = *(const cj_u32x4 *)v533;
            const cj_ptr v535 = v366 + v528;
            const cj_u32x4 v536 = *(const cj_u32x4 *)v535;
            const cj_u32 v537 = v530.x;
            const cj_u32 v538 = v532.x;
            const float v539 = cj_f32_from_bits(v537);
            const float v540 = cj_f32_from_bits(v538);
            const float v541 = cj_fmaxf(v539, v540);
            const cj_u32 v542 = cj_f32_bits(v541);
            const cj_u32x4 v543 = cj_splat_u32x4(v542);
            const cj_u32 v544 = v530.y;
            const cj_u32 v545 = v532.y;
            const float v546 = cj_f32_from_bits(v544);
            const float v547 = cj_f32_from_bits(v545);
            const float v548 = cj_fmaxf(v546, v547);
            const cj_u32 v549 = cj_f32_bits(v548);
            cj_u32x4 v550 = v543;
            v550.y = v549;
            const cj_u32 v551 = v530.z;
            const cj_u32 v552 = v532.z;
            const float v553 = cj_f32_from_bits(v551);
            const float v554 = cj_f32_from_bits(v552);
            const float v555 = cj_fmaxf(v553, v554);
            const cj_u32 v556 = cj_f32_bits(v555);
            cj_u32x4 v557 = v550;
            v557.z = v556;
            const cj_u32 v558 = v530.w;
            const cj_u32 v559 = v532.w;
            const float v560 = cj_f32_from_bits(v558);
            const float v561 = cj_f32_from_bits(v559);
            const float v562 = cj_fmaxf(v560, v561);
            const cj_u32 v563 = cj_f32_bits(v562);
            cj_u32x4 v564 = v557;
            v564.w = v563;
            const cj_ptr v565 = v367 + v525;
            *(cj_u32x4 *)v565 = v564;
            const cj_u32 v566 = v534.x;
            const cj_u32 v567 = v536.x;
            const float v568 = cj_f32_from_bits(v566);
            const float v569 = cj_f32_from_bits(v567);
            const float v570 = cj_fmaxf(v568, v569);
            const cj_u32 v571 = cj_f32_bits(v570);
            const cj_u32x4 v572 = cj_splat_u32x4(v571);
            const cj_u32 v573 = v534.y;
            const cj_u32 v574 = v536.y;
            const float v575 = cj_f32_from_bits(v573);
            const float v576 = cj_f32_from_bits(v574);
            const float v577 = cj_fmaxf(v575, v576);
            const cj_u32 v578 = cj_f32_bits(v577);
            cj_u32x4 v579 = v572;
            v579.y = v578;
            const cj_u32 v580 = v534.z;
            const cj_u32 v581 = v536.z;
            const float v582 = cj_f32_from_bits(v580);
            const float v583 = cj_f32_from_bits(v581);
            const float v584 = cj_fmaxf(v582, v583);
            const cj_u32 v585 = cj_f32_bits(v584);
            cj_u32x4 v586 = v579;
            v586.z = v585;
            const cj_u32 v587 = v534.w;
            const cj_u32 v588 = v536.w;
            const float v589 = cj_f32_from_bits(v587);
            const float v590 = cj_f32_from_bits(v588);
            const float v591 = cj_fmaxf(v589, v590);
            const cj_u32 v592 = cj_f32_bits(v591);
            cj_u32x4 v593 = v586;
            v593.w = v592;
            const cj_ptr v594 = v367 + v528;
            *(cj_u32x4 *)v594 = v593;
            const cj_u32 v595 = v520 + v521;
            x_walked3 = v595;
          }
          const cj_u32 v596 = x_walked3;
          const cj_u32 v597 = 4096u;
          const cj_u32 v598 = v370 - v596;
          const bool v599 = v598 >= v597;
          if (v599) {
            const cj_u32 v600 = v596 + v371;
            const cj_u64 v601 = (cj_u64)v600;
            const cj_ptr v602 = v364 + v601;
            const cj_u32x4 v603 = *(const cj_u32x4 *)v602;
            const cj_ptr v604 = v366 + v601;
            const cj_u32x4 v605 = *(const cj_u32x4 *)v604;
            const cj_u32 v606 = v603.x;
            const cj_u32 v607 = v605.x;
            const float v608 = cj_f32_from_bits(v606);
            const float v609 = cj_f32_from_bits(v607);
            const float v610 = cj_fmaxf(v608, v609);
            const cj_u32 v611 = cj_f32_bits(v610);
            const cj_u32x4 v612 = cj_splat_u32x4(v611);
            const cj_u32 v613 = v603.y;
            const cj_u32 v614 = v605.y;
            const float v615 = cj_f32_from_bits(v613);
            const float v616 = cj_f32_from_bits(v614);
            const float v617 = cj_fmaxf(v615, v616);
            const cj_u32 v618 = cj_f32_bits(v617);
            cj_u32x4 v619 = v612;
            v619.y = v618;
            const cj_u32 v620 = v603.z;
            const cj_u32 v621 = v605.z;
            const float v622 = cj_f32_from_bits(v620);
            const float v623 = cj_f32_from_bits(v621);
            const float v624 = cj_fmaxf(v622, v623);
            const cj_u32 v625 = cj_f32_bits(v624);
            cj_u32x4 v626 = v619;
            v626.z = v625;
            const cj_u32 v627 = v603.w;
            const cj_u32 v628 = v605.w;
            const float v629 = cj_f32_from_bits(v627);
            const float v630 = cj_f32_from_bits(v628);
            const float v631 = cj_fmaxf(v629, v630);
            const cj_u32 v632 = cj_f32_bits(v631);
            cj_u32x4 v633 = v626;
            v633.w = v632;
            const cj_ptr v634 = v367 + v601;
            *(cj_u32x4 *)v634 = v633;
            const cj_u32 v635 = v596 + v597;
            x_walked3 = v635;
          }
          const cj_u32 v636 = 4096u;
          const cj_u32 v637 = x_walked3;
          const cj_u32 v638 = v637 + v371;
          for (cj_u32 v639 = v638; v639 < v370; v639 += v636) {
            const cj_u64 v640 = (cj_u64)v639;
            const cj_ptr v641 = v364 + v640;
            const cj_u32x4 v642 = *(const cj_u32x4 *)v641;
            const cj_ptr v643 = v366 + v640;
            const cj_u32x4 v644 = *(const cj_u32x4 *)v643;
            const cj_u32 v645 = v642.x;
            const cj_u32 v646 = v644.x;
            const float v647 = cj_f32_from_bits(v645);
            const float v648 = cj_f32_from_bits(v646);
            const float v649 = cj_fmaxf(v647, v648);
            const cj_u32 v650 = cj_f32_bits(v649);
            const cj_u32x4 v651 = cj_splat_u32x4(v650);
            const cj_u32 v652 = v642.y;
            const cj_u32 v653 = v644.y;
            const float v654 = cj_f32_from_bits(v652);
            const float v655 = cj_f32_from_bits(v653);
            const float v656 = cj_fmaxf(v654, v655);
            const cj_u32 v657 = cj_f32_bits(v656);
            cj_u32x4 v658 = v651;
            v658.y = v657;
            const cj_u32 v659 = v642.z;
            const cj_u32 v660 = v644.z;
            const float v661 = cj_f32_from_bits(v659);
            const float v662 = cj_f32_from_bits(v660);
            const float v663 = cj_fmaxf(v661, v662);
            const cj_u32 v664 = cj_f32_bits(v663);
            cj_u32x4 v665 = v658;
            v665.z = v664;
            const cj_u32 v666 = v642.w;
            const cj_u32 v667 = v644.w;
            const float v668 = cj_f32_from_bits(v666);
            const float v669 = cj_f32_from_bits(v667);
            const float v670 = cj_fmaxf(v668, v669);
            const cj_u32 v671 = cj_f32_bits(v670);
            cj_u32x4 v672 = v665;
            v672.w = v671;
            const cj_ptr v673 = v367 + v640;
            *(cj_u32x4 *)v673 = v672;
          }
        } else {
          const cj_u32 v674 = (cj_u32)v354;
          const cj_u32 v675 = (cj_u32)v23;
          const cj_u32 v676 = 16384u;
          const cj_u32 v677 = v674 / v676;
          const cj_u32 v678 = v677 * v676;
          const cj_u32 v679 = 0u;
          for (cj_u32 v680 = v679; v680 < v678; v680 += v676) {
            const cj_u32 v681 = v680 + v675;
            const cj_u64 v682 = (cj_u64)v681;
            const cj_u32 v683 = 4096u;
            const cj_u32 v684 = v681 + v683;
            const cj_u64 v685 = (cj_u64)v684;
            const cj_u32 v686 = 8192u;
            const cj_u32 v687 = v681 + v686;
            const cj_u64 v688 = (cj_u64)v687;
            const cj_u32 v689 = 12288u;
            const cj_u32 v690 = v681 + v689;
            const cj_u64 v691 = (cj_u64)v690;
            const cj_ptr v692 = v364 + v682;
            const cj_u32x4 v693 = *(const cj_u32x4 *)v692;
            const cj_ptr v694 = v366 + v682;
            const cj_u32x4 v695 = *(const cj_u32x4 *)v694;
            const cj_ptr v696 = v364 + v685;
            const cj_u32x4 v697 = *(const cj_u32x4 *)v696;
            const cj_ptr v698 = v366 + v685;
            const cj_u32x4 v699 = *(const cj_u32x4 *)v698;
            const cj_ptr v700 = v364 + v688;
            const cj_u32x4 v701 = *(const cj_u32x4 *)v700;
            const cj_ptr v702 = v366 + v688;
            const cj_u32x4 v703 = *(const cj_u32x4 *)v702;
            const cj_ptr v704 = v364 + v691;
            const cj_u32x4 v705 = *(const cj_u32x4 *)v704;
            const cj_ptr v706 = v366 + v691;
            const cj_u32x4 v707 = *(const cj_u32x4 *)v706;
            const cj_u32 v708 = v693.x;
            const cj_u32 v709 = v695.x;
            const float v710 = cj_f32_from_bits(v708);
            const float v711 = cj_f32_from_bits(v709);
            const float v712 = cj_fmaxf(v710, v711);
            const cj_u32 v713 = cj_f32_bits(v712);
            const cj_u32x4 v714 = cj_splat_u32x4(v713);
            const cj_u32 v715 = v693.y;
            const cj_u32 v716 = v695.y;
            const float v717 = cj_f32_from_bits(v715);
            const float v718 = cj_f32_from_bits(v716);
            const float v719 = cj_fmaxf(v717, v718);
            const cj_u32 v720 = cj_f32_bits(v719);
            cj_u32x4 v721 = v714;
            v721.y = v720;
            const cj_u32 v722 = v693.z;
            const cj_u32 v723 = v695.z;
            const float v724 = cj_f32_from_bits(v722);
            const float v725 = cj_f32_from_bits(v723);
            const float v726 = cj_fmaxf(v724, v725);
            const cj_u32 v727 = cj_f32_bits(v726);
            cj_u32x4 v728 = v721;
            v728.z = v727;
            const cj_u32 v729 = v693.w;
            const cj_u32 v730 = v695.w;
            const float v731 = cj_f32_from_bits(v729);
            const float v732 = cj_f32_from_bits(v730);
            const float v733 = cj_fmaxf(v731, v732);
            const cj_u32 v734 = cj_f32_bits(v733);
            cj_u32x4 v735 = v728;
            v735.w = v734;
            const cj_ptr v736 = v367 + v682;
            *(cj_u32x4 *)v736 = v735;
            const cj_u32 v737 = v697.x;
            const cj_u32 v738 = v699.x;
            const float v739 = cj_f32_from_bits(v737);
            const float v740 = cj_f32_from_bits(v738);
            const float v741 = cj_fmaxf(v739, v740);
            const cj_u32 v742 = cj_f32_bits(v741);
            const cj_u32x4 v743 = cj_splat_u32x4(v742);
            const cj_u32 v744 = v697.y;
            const cj_u32 v745 = v699.y;
            const float v746 = cj_f32_from_bits(v744);
            const float v747 = cj_f32_from_bits(v745);
            const float v748 = cj_fmaxf(v746, v747);
            const cj_u32 v749 = cj_f32_bits(v748);
            cj_u32x4 v750 = v743;
            v750.y = v749;
            const cj_u32 v751 = v697.z;
            const cj_u32 v752 = v699.z;
            const float v753 = cj_f32_from_bits(v751);
            const float v754 = cj_f32_from_bits(v752);
            const float v755 = cj_fmaxf(v753, v754);
            const cj_u32 v756 = cj_f32_bits(v755);
            cj_u32x4 v757 = v750;
            v757.z = v756;
            const cj_u32 v758 = v697.w;
            const cj_u32 v759 = v699.w;
            const float v760 = cj_f32_from_bits(v758);
            const float v761 = cj_f32_from_bits(v759);
            const float v762 = cj_fmaxf(v760, v761);
            const cj_u32 v763 = cj_f32_bits(v762);
            cj_u32x4 v764 = v757;
            v764.w = v763;
            const cj_ptr v765 = v367 + v685;
            *(cj_u32x4 *)v765 = v764;
            const cj_u32 v766 = v701.x;
            const cj_u32 v767 = v703.x;
            const float v768 = cj_f32_from_bits(v766);
            const float v769 = cj_f32_from_bits(v767);
            const float v770 = cj_fmaxf(v768, v769);
            const cj_u32 v771 = cj_f32_bits(v770);
            const cj_u32x4 v772 = cj_splat_u32x4(v771);
            const cj_u32 v773 = v701.y;
            const cj_u32 v774 = v703.y;
            const float v775 = cj_f32_from_bits(v773);
            const float v776 = cj_f32_from_bits(v774);
            const float v777 = cj_fmaxf(v775, v776);
            const cj_u32 v778 = cj_f32_bits(v777);
            cj_u32x4 v779 = v772;
            v779.y = v778;
            const cj_u32 v780 = v701.z;
            const cj_u32 v781 = v703.z;
            const float v782 = cj_f32_from_bits(v780);
            const float v783 = cj_f32_from_bits(v781);
            const float v784 = cj_fmaxf(v782, v783);
            const cj_u32 v785 = cj_f32_bits(v784);
            cj_u32x4 v786 = v779;
            v786.z = v785;
            const cj_u32 v787 = v701.w;
            const cj_u32 v788 = v703.w;
            const float v789 = cj_f32_from_bits(v787);
            const float v790 = cj_f32_from_bits(v788);
            const float v791 = cj_fmaxf(v789, v790);
            const cj_u32 v792 = cj_f32_bits(v791);
            cj_u32x4 v793 = v786;
            v793.w = v792;
            const cj_ptr v794 = v367 + v688;
            *(cj_u32x4 *)v794 = v793;
            const cj_u32 v795 = v705.x;
            const cj_u32 v796 = v707.x;
            const float v797 = cj_f32_from_bits(v795);
            const float v798 = cj_f32_from_bits(v796);
            const float v799 = cj_fmaxf(v797, v798);
            const cj_u32 v800 = cj_f32_bits(v799);
            const cj_u32x4 v801 = cj_splat_u32x4(v800);
            const cj_u32 v802 = v705.y;
            const cj_u32 v803 = v707.y;
            const float v804 = cj_f32_from_bits(v802);
            const float v805 = cj_f32_from_bits(v803);
            const float v806 = cj_fmaxf(v804, v805);
            const cj_u32 v807 = cj_f32_bits(v806);
            cj_u32x4 v808 = v801;
            v808.y = v807;
            const cj_u32 v809 = v705.z;
            const cj_u32 v810 = v707.z;
            const float v811 = cj_f32_from_bits(v809);
            const float v812 = cj_f32_from_bits(v810);
            const float v813 = cj_fmaxf(v811, v812);
            const cj_u32 v814 = cj_f32_bits(v813);
            cj_u32x4 v815 = v808;
            v815.z = v814;
            const cj_u32 v816 = v705.w;
            const cj_u32 v817 = v707.w;
            const float v818 = cj_f32_from_bits(v816);
            const float v819 = cj_f32_from_bits(v817);
            const float v820 = cj_fmaxf(v818, v819);
            const cj_u32 v821 = cj_f32_bits(v820);
            cj_u32x4 v822 = v815;
            v822.w = v821;
            const cj_ptr v823 = v367 + v691;
            *(cj_u32x4 *)v823 = v822;
          }
          x_walked4 = v678;
          const cj_u32 v824 = x_walked4;
          const cj_u32 v825 = 8192u;
          const cj_u32 v826 = v674 - v824;
          const bool v827 = v826 >= v825;
          if (v827) {
            const cj_u32 v828 = v824 + v675;
            const cj_u64 v829 = (cj_u64)v828;
            const cj_u32 v830 = 4096u;
            const cj_u32 v831 = v828 + v830;
            const cj_u64 v832 = (cj_u64)v831;
            const cj_ptr v833 = v364 + v829;
            const cj_u32x4 v834 = *(const cj_u32x4 *)v833;
            const cj_ptr v835 = v366 + v829;
            const cj_u32x4 v836 = *(const cj_u32x4 *)v835;
            const cj_ptr v837 = v364 + v832;
            const cj_u32x4 v838 = *(const cj_u32x4 *)v837;
            const cj_ptr v839 = v366 + v832;
            const cj_u32x4 v840 = *(const cj_u32x4 *)v839;
            const cj_u32 v841 = v834.x;
            const cj_u32 v842 = v836.x;
            const float v843 = cj_f32_from_bits(v841);
            const float v844 = cj_f32_from_bits(v842);
            const float v845 = cj_fmaxf(v843, v844);
            const cj_u32 v846 = cj_f32_bits(v845);
            const cj_u32x4 v847 = cj_splat_u32x4(v846);
            const cj_u32 v848 = v834.y;
            const cj_u32 v849 = v836.y;
            const float v850 = cj_f32_from_bits(v848);
            const float v851 = cj_f32_from_bits(v849);
            const float v852 = cj_fmaxf(v850, v851);
            const cj_u32 v853 = cj_f32_bits(v852);
            cj_u32x4 v854 = v847;
            v854.y = v853;
            const cj_u32 v855 = v834.z;
            const cj_u32 v856 = v836.z;
            const float v857 = cj_f32_from_bits(v855);
            const float v858 = cj_f32_from_bits(v856);
            const float v859 = cj_fmaxf(v857, v858);
            const cj_u32 v860 = cj_f32_bits(v859);
            cj_u32x4 v861 = v854;
            v861.z = v860;
            const cj_u32 v862 = v834.w;
            const cj_u32 v863 = v836.w;
            const float v864 = cj_f32_from_bits(v862);
            const float v865 = cj_f32_from_bits(v863);
            const float v866 = cj_fmaxf(v864, v865);
            const cj_u32 v867 = cj_f32_bits(v866);
            cj_u32x4 v868 = v861;
            v868.w = v867;
            const cj_ptr v869 = v367 + v829;
            *(cj_u32x4 *)v869 = v868;
            const cj_u32 v870 = v838.x;
            const cj_u32 v871 = v840.x;
            const float v872 = cj_f32_from_bits(v870);
            const float v873 = cj_f32_from_bits(v871);
            const float v874 = cj_fmaxf(v872, v873);
            const cj_u32 v875 = cj_f32_bits(v874);
            const cj_u32x4 v876 = cj_splat_u32x4(v875);
            const cj_u32 v877 = v838.y;
            const cj_u32 v878 = v840.y;
            const float v879 = cj_f32_from_bits(v877);
            const float v880 = cj_f32_from_bits(v878);
            const float v881 = cj_fmaxf(v879, v880);
            const cj_u32 v882 = cj_f32_bits(v881);
            cj_u32x4 v883 = v876;
            v883.y = v882;
            const cj_u32 v884 = v838.z;
            const cj_u32 v885 = v840.z;
            const float v886 = cj_f32_from_bits(v884);
            const float v887 = cj_f32_from_bits(v885);
            const float v888 = cj_fmaxf(v886, v887);
            const cj_u32 v889 = cj_f32_bits(v888);
            cj_u32x4 v890 = v883;
            v890.z = v889;
            const cj_u32 v891 = v838.w;
            const cj_u32 v892 = v840.w;
            const float v893 = cj_f32_from_bits(v891);
            const float v894 = cj_f32_from_bits(v892);
            const float v895 = cj_fmaxf(v893, v894);
            const cj_u32 v896 = cj_f32_bits(v895);
            cj_u32x4 v897 = v890;
            v897.w = v896;
            const cj_ptr v898 = v367 + v832;
            *(cj_u32x4 *)v898 = v897;
            const cj_u32 v899 = v824 + v825;
            x_walked4 = v899;
          }
          const cj_u32 v900 = x_walked4;
          const cj_u32 v901 = 4096u;
          const cj_u32 v902 = v674 - v900;
          const bool v903 = v902 >= v901;
          if (v903) {
            const cj_u32 v904 = v900 + v675;
            const cj_u64 v905 = (cj_u64)v904;
            const cj_ptr v906 = v364 + v905;
            const cj_u32x4 v907 = *(const cj_u32x4 *)v906;
            const cj_ptr v908 = v366 + v905;
            const cj_u32x4 v909 = *(const cj_u32x4 *)v908;
            const cj_u32 v910 = v907.x;
            const cj_u32 v911 = v909.x;
            const float v912 = cj_f32_from_bits(v910);
            const float v913 = cj_f32_from_bits(v911);
            const float v914 = cj_fmaxf(v912, v913);
            const cj_u32 v915 = cj_f32_bits(v914);
            const cj_u32x4 v916 = cj_splat_u32x4(v915);
            const cj_u32 v917 = v907.y;
            const cj_u32 v918 = v909.y;
            const float v919 = cj_f32_from_bits(v917);
            const float v920 = cj_f32_from_bits(v918);
            const float v921 = cj_fmaxf(v919, v920);
            const cj_u32 v922 = cj_f32_bits(v921);
            cj_u32x4 v923 = v916;
            v923.y = v922;
            const cj_u32 v924 = v907.z;
            const cj_u32 v925 = v909.z;
            const float v926 = cj_f32_from_bits(v924);
            const float v927 = cj_f32_from_bits(v925);
            const float v928 = cj_fmaxf(v926, v927);
            const cj_u32 v929 = cj_f32_bits(v928);
            cj_u32x4 v930 = v923;
            v930.z = v929;
            const cj_u32 v931 = v907.w;
            const cj_u32 v932 = v909.w;
            const float v933 = cj_f32_from_bits(v931);
            const float v934 = cj_f32_from_bits(v932);
            const float v935 = cj_fmaxf(v933, v934);
            const cj_u32 v936 = cj_f32_bits(v935);
            cj_u32x4 v937 = v930;
            v937.w = v936;
            const cj_ptr v938 = v367 + v905;
            *(cj_u32x4 *)v938 = v937;
            const cj_u32 v939 = v900 + v901;
            x_walked4 = v939;
          }
          const cj_u32 v940 = 4096u;
          const cj_u32 v941 = x_walked4;
          const cj_u32 v942 = v941 + v675;
          for (cj_u32 v943 = v942; v943 < v674; v943 += v940) {
            const cj_u64 v944 = (cj_u64)v943;
            const cj_ptr v945 = v364 + v944;
            const cj_u32x4 v946 = *(const cj_u32x4 *)v945;
            const cj_ptr v947 = v366 + v944;
            const cj_u32x4 v948 = *(const cj_u32x4 *)v947;
            const cj_u32 v949 = v946.x;
            const cj_u32 v950 = v948.x;
            const float v951 = cj_f32_from_bits(v949);
            const float v952 = cj_f32_from_bits(v950);
            const float v953 = cj_fmaxf(v951, v952);
            const cj_u32 v954 = cj_f32_bits(v953);
            const cj_u32x4 v955 = cj_splat_u32x4(v954);
            const cj_u32 v956 = v946.y;
            const cj_u32 v957 = v948.y;
            const float v958 = cj_f32_from_bits(v956);
            const float v959 = cj_f32_from_bits(v957);
            const float v960 = cj_fmaxf(v958, v959);
            const cj_u32 v961 = cj_f32_bits(v960);
            cj_u32x4 v962 = v955;
            v962.y = v961;
            const cj_u32 v963 = v946.z;
            const cj_u32 v964 = v948.z;
            const float v965 = cj_f32_from_bits(v963);
            const float v966 = cj_f32_from_bits(v964);
            const float v967 = cj_fmaxf(v965, v966);
            const cj_u32 v968 = cj_f32_bits(v967);
            cj_u32x4 v969 = v962;
            v969.z = v968;
            const cj_u32 v970 = v946.w;
            const cj_u32 v971 = v948.w;
            const float v972 = cj_f32_from_bits(v970);
            const float v973 = cj_f32_from_bits(v971);
            const float v974 = cj_fmaxf(v972, v973);
            const cj_u32 v975 = cj_f32_bits(v974);
            cj_u32x4 v976 = v969;
            v976.w = v975;
            const cj_ptr v977 = v367 + v944;
            *(cj_u32x4 *)v977 = v976;
          }
        }
      }
    }
    const cj_u32 v978 = 1u;
    cj_barrier();
    // signal: counter = arrival + 1 at every rank (thread t: rank + t)
    const cj_u32 v979 = 2u;
    const bool v980 = v11 < v979;
    const bool v981 = v91 && v980;
    if (v981) {
      const cj_u32 v982 = v90 + v978;
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
    const bool v995 = v88 <= v83;
    const cj_u64 v996 = 1ull;
    const bool v997 = v88 >= v996;
    const bool v998 = v997 && v995;
    if (v998) {
      const cj_u32 v999 = 2u;
      const bool v1000 = v11 < v999;
      const bool v1001 = v11 >= v978;
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
          const cj_u32 v1021 = v1019 - v90;
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
