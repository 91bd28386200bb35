// colljit kernel cj_allgather_push_bf16_n1048576_w8_v16_b256x64_t4x2048_g128_bar_full_gfx942 (block 256, grid 128, gfx942)
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

extern "C" __global__ void __launch_bounds__(256) cj_allgather_push_bf16_n1048576_w8_v16_b256x64_t4x2048_g128_bar_full_gfx942(cj_ptr p_heap_bases, cj_u32 p_rank, cj_ptr p_src, cj_ptr p_dst, cj_ptr p_sync, cj_ptr p_status, cj_u64 p_timeout_ns, cj_ptr p_work, cj_u64 p_n, cj_u32 p_nblocks) {
  cj_u32 x_failed0 = {};
  cj_u32 x_count1 = {};
  cj_u32 x_done2 = {};
  cj_u32 x_count3 = {};
  cj_u32 x_done4 = {};
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
  const cj_u32 v19 = 128u;
  // all_gather push: 8 ranks x 2097152 bytes
  const cj_u64 v20 = (cj_u64)v2;
  const cj_u64 v21 = 0x200000ull;
  const cj_u64 v22 = v20 * v21;
  const cj_ptr v23 = v4 + v22;
  const cj_u32 v24 = 8u;
  const cj_u32 v25 = 1u;
  const cj_u32 v26 = v2 + v25;
  const bool v27 = v26 >= v24;
  const cj_u32 v28 = v26 - v24;
  const cj_u32 v29 = v27 ? v28 : v26;
  const cj_u64 v30 = 8ull;
  const cj_u64 v31 = (cj_u64)v29;
  const cj_u64 v32 = v31 * v30;
  const cj_ptr v33 = v1 + v32;
  const cj_u64 v34 = *(const cj_u64 *)v33;
  const cj_u64 v35 = v34 - v17;
  const cj_ptr v36 = v23 + v35;
  const cj_u32 v37 = 8u;
  const cj_u32 v38 = 2u;
  const cj_u32 v39 = v2 + v38;
  const bool v40 = v39 >= v37;
  const cj_u32 v41 = v39 - v37;
  const cj_u32 v42 = v40 ? v41 : v39;
  const cj_u64 v43 = 8ull;
  const cj_u64 v44 = (cj_u64)v42;
  const cj_u64 v45 = v44 * v43;
  const cj_ptr v46 = v1 + v45;
  const cj_u64 v47 = *(const cj_u64 *)v46;
  const cj_u64 v48 = v47 - v17;
  const cj_ptr v49 = v23 + v48;
  const cj_u32 v50 = 8u;
  const cj_u32 v51 = 3u;
  const cj_u32 v52 = v2 + v51;
  const bool v53 = v52 >= v50;
  const cj_u32 v54 = v52 - v50;
  const cj_u32 v55 = v53 ? v54 : v52;
  const cj_u64 v56 = 8ull;
  const cj_u64 v57 = (cj_u64)v55;
  const cj_u64 v58 = v57 * v56;
  const cj_ptr v59 = v1 + v58;
  const cj_u64 v60 = *(const cj_u64 *)v59;
  const cj_u64 v61 = v60 - v17;
  const cj_ptr v62 = v23 + v61;
  const cj_u32 v63 = 8u;
  const cj_u32 v64 = 4u;
  const cj_u32 v65 = v2 + v64;
  const bool v66 = v65 >= v63;
  const cj_u32 v67 = v65 - v63;
  const cj_u32 v68 = v66 ? v67 : v65;
  const cj_u64 v69 = 8ull;
  const cj_u64 v70 = (cj_u64)v68;
  const cj_u64 v71 = v70 * v69;
  const cj_ptr v72 = v1 + v71;
  const cj_u64 v73 = *(const cj_u64 *)v72;
  const cj_u64 v74 = v73 - v17;
  const cj_ptr v75 = v23 + v74;
  const cj_u32 v76 = 8u;
  const cj_u32 v77 = 5u;
  const cj_u32 v78 = v2 + v77;
  const bool v79 = v78 >= v76;
  const cj_u32 v80 = v78 - v76;
  const cj_u32 v81 = v79 ? v80 : v78;
  const cj_u64 v82 = 8ull;
  const cj_u64 v83 = (cj_u64)v81;
  const cj_u64 v84 = v83 * v82;
  const cj_ptr v85 = v1 + v84;
  const cj_u64 v86 = *(const cj_u64 *)v85;
  const cj_u64 v87 = v86 - v17;
  const cj_ptr v88 = v23 + v87;
  const cj_u32 v89 = 8u;
  const cj_u32 v90 = 6u;
  const cj_u32 v91 = v2 + v90;
  const bool v92 = v91 >= v89;
  const cj_u32 v93 = v91 - v89;
  const cj_u32 v94 = v92 ? v93 : v91;
  const cj_u64 v95 = 8ull;
  const cj_u64 v96 = (cj_u64)v94;
  const cj_u64 v97 = v96 * v95;
  const cj_ptr v98 = v1 + v97;
  const cj_u64 v99 = *(const cj_u64 *)v98;
  const cj_u64 v100 = v99 - v17;
  const cj_ptr v101 = v23 + v100;
  const cj_u32 v102 = 8u;
  const cj_u32 v103 = 7u;
  const cj_u32 v104 = v2 + v103;
  const bool v105 = v104 >= v102;
  const cj_u32 v106 = v104 - v102;
  const cj_u32 v107 = v105 ? v106 : v104;
  const cj_u64 v108 = 8ull;
  const cj_u64 v109 = (cj_u64)v107;
  const cj_u64 v110 = v109 * v108;
  const cj_ptr v111 = v1 + v110;
  const cj_u64 v112 = *(const cj_u64 *)v111;
  const cj_u64 v113 = v112 - v17;
  const cj_ptr v114 = v23 + v113;
  // start: block barrier across 8 ranks
  const cj_u32 v115 = 8u;
  const cj_u64 v116 = 4ull;
  const bool v117 = v11 < v115;
  const cj_u64 v118 = 256ull;
  const cj_ptr v119 = v5 + v118;
  const cj_u32 v120 = v12 * v115;
  const cj_u32 v121 = v120 + v2;
  const cj_u64 v122 = (cj_u64)v121;
  const cj_u64 v123 = v122 * v116;
  const cj_ptr v124 = v119 + v123;
  const cj_u32 v125 = 0u;
  x_count1 = v125;
  if (v117) {
    const cj_u32 v126 = cj_atomic_load_relaxed_device((cj_u32 *)v124);
    x_count1 = v126;
  }
  cj_barrier();
  if (v117) {
    const cj_u32 v127 = v2 + v11;
    const cj_u32 v128 = v127 - v115;
    const bool v129 = v127 >= v115;
    const cj_u32 v130 = v129 ? v128 : v127;
    const cj_u32 v131 = v120 + v130;
    const cj_u64 v132 = (cj_u64)v131;
    const cj_u64 v133 = v132 * v116;
    const cj_u32 v134 = 1u;
    const cj_u32 v135 = x_count1;
    const cj_u32 v136 = v135 + v134;
    const cj_u64 v137 = 8ull;
    const cj_u64 v138 = (cj_u64)v130;
    const cj_u64 v139 = v138 * v137;
    const cj_ptr v140 = v1 + v139;
    const cj_u64 v141 = *(const cj_u64 *)v140;
    const cj_u64 v142 = v141 - v17;
    const cj_ptr v143 = v124 + v142;
    cj_atomic_store_release_system((cj_u32 *)v143, v136);
    const cj_ptr v144 = v119 + v133;
    const cj_u32 v145 = 0u;
    const cj_u32 v146 = 1u;
    const cj_u64 v147 = cj_timer_ns();
    const cj_u32 v148 = x_failed0;
    x_done2 = v148;
    while (true) {
      const cj_u32 v149 = x_done2;
      const bool v150 = v149 == v145;
      if (!v150) break;
      const cj_u32 v151 = cj_atomic_load_relaxed_system((cj_u32 *)v144);
      const cj_u32 v152 = 0u;
      const cj_u32 v153 = v151 - v136;
      const bool v154 = (cj_i32)v153 >= (cj_i32)v152;
      const cj_u64 v155 = cj_timer_ns();
      const cj_u64 v156 = v155 - v147;
      const bool v157 = v156 > v7;
      const cj_u32 v158 = cj_atomic_load_relaxed_device((cj_u32 *)v6);
      const bool v159 = v158 != v145;
      const bool v160 = v157 || v159;
      if (v154) {
        x_done2 = v146;
      } else {
        if (v160) {
          const cj_u32 v161 = 1u;
          cj_atomic_store_relaxed_system((cj_u32 *)v6, v161);
          x_failed0 = v146;
          x_done2 = v146;
        }
      }
    }
    cj_fence_acquire_system();
  }
  cj_barrier();
  // 128 full tiles of 16384 bytes: 4 vectors of 16 bytes per thread
  const cj_u32 v162 = 16u;
  const cj_u32 v163 = v11 * v162;
  const cj_u64 v164 = 128ull;
  const cj_u64 v165 = 128ull;
  const cj_u64 v166 = (cj_u64)v12;
  for (cj_u64 v167 = v166; v167 < v165; v167 += v164) {
    const cj_u32 v168 = (cj_u32)v167;
    const cj_u32 v169 = 16384u;
    const cj_u32 v170 = v168 * v169;
    const cj_u32 v171 = v170 + v163;
    const cj_u64 v172 = (cj_u64)v171;
    const cj_u32 v173 = 4096u;
    const cj_u32 v174 = v171 + v173;
    const cj_u64 v175 = (cj_u64)v174;
    const cj_u32 v176 = 8192u;
    const cj_u32 v177 = v171 + v176;
    const cj_u64 v178 = (cj_u64)v177;
    const cj_u32 v179 = 12288u;
    const cj_u32 v180 = v171 + v179;
    const cj_u64 v181 = (cj_u64)v180;
    const cj_ptr v182 = v3 + v172;
    const cj_u32x4 v183 = *(const cj_u32x4 *)v182;
    const cj_ptr v184 = v3 + v175;
    const cj_u32x4 v185 = *(const cj_u32x4 *)v184;
    const cj_ptr v186 = v3 + v178;
    const cj_u32x4 v187 = *(const cj_u32x4 *)v186;
    const cj_ptr v188 = v3 + v181;
    const cj_u32x4 v189 = *(const cj_u32x4 *)v188;
    const cj_ptr v190 = v23 + v172;
    *(cj_u32x4 *)v190 = v183;
    const cj_ptr v191 = v23 + v175;
    *(cj_u32x4 *)v191 = v185;
    const cj_ptr v192 = v23 + v178;
    *(cj_u32x4 *)v192 = v187;
    const cj_ptr v193 = v23 + v181;
    *(cj_u32x4 *)v193 = v189;
    const cj_ptr v194 = v36 + v172;
    *(cj_u32x4 *)v194 = v183;
    const cj_ptr v195 = v36 + v175;
    *(cj_u32x4 *)v195 = v185;
    const cj_ptr v196 = v36 + v178;
    *(cj_u32x4 *)v196 = v187;
    const cj_ptr v197 = v36 + v181;
    *(cj_u32x4 *)v197 = v189;
    const cj_ptr v198 = v49 + v172;
    *(cj_u32x4 *)v198 = v183;
    const cj_ptr v199 = v49 + v175;
    *(cj_u32x4 *)v199 = v185;
    const cj_ptr v200 = v49 + v178;
    *(cj_u32x4 *)v200 = v187;
    const cj_ptr v201 = v49 + v181;
    *(cj_u32x4 *)v201 = v189;
    const cj_ptr v202 = v62 + v172;
    *(cj_u32x4 *)v202 = v183;
    const cj_ptr v203 = v62 + v175;
    *(cj_u32x4 *)v203 = v185;
    const cj_ptr v204 = v62 + v178;
    *(cj_u32x4 *)v204 = v187;
    const cj_ptr v205 = v62 + v181;
    *(cj_u32x4 *)v205 = v189;
    const cj_ptr v206 = v75 + v172;
    *(cj_u32x4 *)v206 = v183;
    const cj_ptr v207 = v75 + v175;
    *(cj_u32x4 *)v207 = v185;
    const cj_ptr v208 = v75 + v178;
    *(cj_u32x4 *)v208 = v187;
    const cj_ptr v209 = v75 + v181;
    *(cj_u32x4 *)v209 = v189;
    const cj_ptr v210 = v88 + v172;
    *(cj_u32x4 *)v210 = v183;
    const cj_ptr v211 = v88 + v175;
    *(cj_u32x4 *)v211 = v185;
    const cj_ptr v212 = v88 + v178;
    *(cj_u32x4 *)v212 = v187;
    const cj_ptr v213 = v88 + v181;
    *(cj_u32x4 *)v213 = v189;
    const cj_ptr v214 = v101 + v172;
    *(cj_u32x4 *)v214 = v183;
    const cj_ptr v215 = v101 + v175;
    *(cj_u32x4 *)v215 = v185;
    const cj_ptr v216 = v101 + v178;
    *(cj_u32x4 *)v216 = v187;
    const cj_ptr v217 = v101 + v181;
    *(cj_u32x4 *)v217 = v189;
    const cj_ptr v218 = v114 + v172;
    *(cj_u32x4 *)v218 = v183;
    const cj_ptr v219 = v114 + v175;
    *(cj_u32x4 *)v219 = v185;
    const cj_ptr v220 = v114 + v178;
    *(cj_u32x4 *)v220 = v187;
    const cj_ptr v221 = v114 + v181;
    *(cj_u32x4 *)v221 = v189;
  }
  // end: block barrier across 8 ranks
  const cj_u32 v222 = 8u;
  const cj_u64 v223 = 4ull;
  const bool v224 = v11 < v222;
  const cj_u64 v225 = 256ull;
  const cj_ptr v226 = v5 + v225;
  const cj_u32 v227 = v12 * v222;
  const cj_u32 v228 = v227 + v2;
  const cj_u64 v229 = (cj_u64)v228;
  const cj_u64 v230 = v229 * v223;
  const cj_ptr v231 = v226 + v230;
  const cj_u32 v232 = 0u;
  x_count3 = v232;
  if (v224) {
    const cj_u32 v233 = cj_atomic_load_relaxed_device((cj_u32 *)v231);
    x_count3 = v233;
  }
  cj_barrier();
  if (v224) {
    const cj_u32 v234 = v2 + v11;
    const cj_u32 v235 = v234 - v222;
    const bool v236 = v234 >= v222;
    const cj_u32 v237 = v236 ? v235 : v234;
    const cj_u32 v238 = v227 + v237;
    const cj_u64 v239 = (cj_u64)v238;
    const cj_u64 v240 = v239 * v223;
    const cj_u32 v241 = 1u;
    const cj_u32 v242 = x_count3;
    const cj_u32 v243 = v242 + v241;
    const cj_u64 v244 = 8ull;
    const cj_u64 v245 = (cj_u64)v237;
    const cj_u64 v246 = v245 * v244;
    const cj_ptr v247 = v1 + v246;
    const cj_u64 v248 = *(const cj_u64 *)v247;
    const cj_u64 v249 = v248 - v17;
    const cj_ptr v250 = v231 + v249;
    cj_atomic_store_release_system((cj_u32 *)v250, v243);
    const cj_ptr v251 = v226 + v240;
    const cj_u32 v252 = 0u;
    const cj_u32 v253 = 1u;
    const cj_u64 v254 = cj_timer_ns();
    const cj_u32 v255 = x_failed0;
    x_done4 = v255;
    while (true) {
      const cj_u32 v256 = x_done4;
      const bool v257 = v256 == v252;
      if (!v257) break;
      const cj_u32 v258 = cj_atomic_load_relaxed_system((cj_u32 *)v251);
      const cj_u32 v259 = 0u;
      const cj_u32 v260 = v258 - v243;
      const bool v261 = (cj_i32)v260 >= (cj_i32)v259;
      const cj_u64 v262 = cj_timer_ns();
      const cj_u64 v263 = v262 - v254;
      const bool v264 = v263 > v7;
      const cj_u32 v265 = cj_atomic_load_relaxed_device((cj_u32 *)v6);
      const bool v266 = v265 != v252;
      const bool v267 = v264 || v266;
      if (v261) {
        x_done4 = v253;
      } else {
        if (v267) {
          const cj_u32 v268 = 1u;
          cj_atomic_store_relaxed_system((cj_u32 *)v6, v268);
          x_failed0 = v253;
          x_done4 = v253;
        }
      }
    }
    cj_fence_acquire_system();
  }
  cj_barrier();
}
