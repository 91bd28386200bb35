// colljit kernel cj_allreduce_ll_max_f32_n1000_w8_v4_b256x64_t1x256_g4_bar_none_gfx942 (block 256, grid 4, gfx942)
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

extern "C" __global__ void __launch_bounds__(256) cj_allreduce_ll_max_f32_n1000_w8_v4_b256x64_t1x256_g4_bar_none_gfx942(cj_ptr p_heap_bases, cj_u32 p_rank, cj_ptr p_src, cj_ptr p_dst, cj_ptr p_sync, cj_ptr p_status, cj_u64 p_timeout_ns, cj_ptr p_work, cj_u64 p_n, cj_u32 p_nblocks) {
  cj_u32 x_failed0 = {};
  cj_u32 x_data1 = {};
  cj_u32 x_done2 = {};
  cj_u32 x_data3 = {};
  cj_u32 x_done4 = {};
  cj_u32 x_data5 = {};
  cj_u32 x_done6 = {};
  cj_u32 x_data7 = {};
  cj_u32 x_done8 = {};
  cj_u32 x_data9 = {};
  cj_u32 x_done10 = {};
  cj_u32 x_data11 = {};
  cj_u32 x_done12 = {};
  cj_u32 x_data13 = {};
  cj_u32 x_done14 = {};
  cj_u32 x_data15 = {};
  cj_u32 x_done16 = {};
  cj_u32 x_data17 = {};
  cj_u32 x_done18 = {};
  cj_u32 x_data19 = {};
  cj_u32 x_done20 = {};
  cj_u32 x_data21 = {};
  cj_u32 x_done22 = {};
  cj_u32 x_data23 = {};
  cj_u32 x_done24 = {};
  cj_u32 x_data25 = {};
  cj_u32 x_done26 = {};
  cj_u32 x_data27 = {};
  cj_u32 x_done28 = {};
  cj_u32 x_data29 = {};
  cj_u32 x_done30 = {};
  cj_u32 x_data31 = {};
  cj_u32 x_done32 = {};
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
  const cj_u32 v19 = 4u;
  // allreduce ll: 8 ranks x 4000 bytes, flag-free
  const cj_u64 v20 = 8ull;
  const cj_ptr v21 = v5 + v20;
  const cj_u64 v22 = cj_atomic_load_relaxed_device((cj_u64 *)v21);
  const cj_u64 v23 = 1ull;
  const cj_u64 v24 = 11ull;
  const cj_u64 v25 = v22 >> v24;
  const cj_u64 v26 = v25 + v23;
  const cj_u32 v27 = (cj_u32)v26;
  const cj_u64 v28 = 1ull;
  const cj_u64 v29 = v26 & v28;
  const cj_u64 v30 = 0x1000000ull;
  const cj_u64 v31 = v29 * v30;
  const cj_ptr v32 = v8 + v31;
  const cj_u64 v33 = (cj_u64)v2;
  const cj_u64 v34 = 0x200000ull;
  const cj_u64 v35 = v33 * v34;
  const cj_ptr v36 = v32 + v35;
  const cj_u64 v37 = 0ull;
  const cj_ptr v38 = v32 + v37;
  const cj_u32 v39 = 8u;
  const cj_u32 v40 = 1u;
  const cj_u32 v41 = v2 + v40;
  const bool v42 = v41 >= v39;
  const cj_u32 v43 = v41 - v39;
  const cj_u32 v44 = v42 ? v43 : v41;
  const cj_u64 v45 = 0x200000ull;
  const cj_ptr v46 = v32 + v45;
  const cj_u64 v47 = 8ull;
  const cj_u64 v48 = (cj_u64)v44;
  const cj_u64 v49 = v48 * v47;
  const cj_ptr v50 = v1 + v49;
  const cj_u64 v51 = *(const cj_u64 *)v50;
  const cj_u64 v52 = v51 - v17;
  const cj_ptr v53 = v36 + v52;
  const cj_u32 v54 = 8u;
  const cj_u32 v55 = 2u;
  const cj_u32 v56 = v2 + v55;
  const bool v57 = v56 >= v54;
  const cj_u32 v58 = v56 - v54;
  const cj_u32 v59 = v57 ? v58 : v56;
  const cj_u64 v60 = 0x400000ull;
  const cj_ptr v61 = v32 + v60;
  const cj_u64 v62 = 8ull;
  const cj_u64 v63 = (cj_u64)v59;
  const cj_u64 v64 = v63 * v62;
  const cj_ptr v65 = v1 + v64;
  const cj_u64 v66 = *(const cj_u64 *)v65;
  const cj_u64 v67 = v66 - v17;
  const cj_ptr v68 = v36 + v67;
  const cj_u32 v69 = 8u;
  const cj_u32 v70 = 3u;
  const cj_u32 v71 = v2 + v70;
  const bool v72 = v71 >= v69;
  const cj_u32 v73 = v71 - v69;
  const cj_u32 v74 = v72 ? v73 : v71;
  const cj_u64 v75 = 0x600000ull;
  const cj_ptr v76 = v32 + v75;
  const cj_u64 v77 = 8ull;
  const cj_u64 v78 = (cj_u64)v74;
  const cj_u64 v79 = v78 * v77;
  const cj_ptr v80 = v1 + v79;
  const cj_u64 v81 = *(const cj_u64 *)v80;
  const cj_u64 v82 = v81 - v17;
  const cj_ptr v83 = v36 + v82;
  const cj_u32 v84 = 8u;
  const cj_u32 v85 = 4u;
  const cj_u32 v86 = v2 + v85;
  const bool v87 = v86 >= v84;
  const cj_u32 v88 = v86 - v84;
  const cj_u32 v89 = v87 ? v88 : v86;
  const cj_u64 v90 = 0x800000ull;
  const cj_ptr v91 = v32 + v90;
  const cj_u64 v92 = 8ull;
  const cj_u64 v93 = (cj_u64)v89;
  const cj_u64 v94 = v93 * v92;
  const cj_ptr v95 = v1 + v94;
  const cj_u64 v96 = *(const cj_u64 *)v95;
  const cj_u64 v97 = v96 - v17;
  const cj_ptr v98 = v36 + v97;
  const cj_u32 v99 = 8u;
  const cj_u32 v100 = 5u;
  const cj_u32 v101 = v2 + v100;
  const bool v102 = v101 >= v99;
  const cj_u32 v103 = v101 - v99;
  const cj_u32 v104 = v102 ? v103 : v101;
  const cj_u64 v105 = 0xa00000ull;
  const cj_ptr v106 = v32 + v105;
  const cj_u64 v107 = 8ull;
  const cj_u64 v108 = (cj_u64)v104;
  const cj_u64 v109 = v108 * v107;
  const cj_ptr v110 = v1 + v109;
  const cj_u64 v111 = *(const cj_u64 *)v110;
  const cj_u64 v112 = v111 - v17;
  const cj_ptr v113 = v36 + v112;
  const cj_u32 v114 = 8u;
  const cj_u32 v115 = 6u;
  const cj_u32 v116 = v2 + v115;
  const bool v117 = v116 >= v114;
  const cj_u32 v118 = v116 - v114;
  const cj_u32 v119 = v117 ? v118 : v116;
  const cj_u64 v120 = 0xc00000ull;
  const cj_ptr v121 = v32 + v120;
  const cj_u64 v122 = 8ull;
  const cj_u64 v123 = (cj_u64)v119;
  const cj_u64 v124 = v123 * v122;
  const cj_ptr v125 = v1 + v124;
  const cj_u64 v126 = *(const cj_u64 *)v125;
  const cj_u64 v127 = v126 - v17;
  const cj_ptr v128 = v36 + v127;
  const cj_u32 v129 = 8u;
  const cj_u32 v130 = 7u;
  const cj_u32 v131 = v2 + v130;
  const bool v132 = v131 >= v129;
  const cj_u32 v133 = v131 - v129;
  const cj_u32 v134 = v132 ? v133 : v131;
  const cj_u64 v135 = 0xe00000ull;
  const cj_ptr v136 = v32 + v135;
  const cj_u64 v137 = 8ull;
  const cj_u64 v138 = (cj_u64)v134;
  const cj_u64 v139 = v138 * v137;
  const cj_ptr v140 = v1 + v139;
  const cj_u64 v141 = *(const cj_u64 *)v140;
  const cj_u64 v142 = v141 - v17;
  const cj_ptr v143 = v36 + v142;
  // 3 full tiles of 1024 bytes: 1 vectors of 4 bytes per thread
  const cj_u32 v144 = 4u;
  const cj_u32 v145 = v11 * v144;
  const cj_u64 v146 = (cj_u64)v145;
  const cj_u64 v147 = 4ull;
  const cj_u64 v148 = 3ull;
  const cj_u64 v149 = (cj_u64)v12;
  for (cj_u64 v150 = v149; v150 < v148; v150 += v147) {
    const cj_u64 v151 = 1024ull;
    const cj_u64 v152 = v150 * v151;
    const cj_u64 v153 = v146 + v152;
    const cj_ptr v154 = v3 + v153;
    const cj_u32 v155 = *(const cj_u32 *)v154;
    const cj_u32x2 v156 = cj_splat_u32x2(v155);
    cj_u32x2 v157 = v156;
    v157.y = v27;
    const cj_u64 v158 = 2ull;
    const cj_u64 v159 = v153 * v158;
    const cj_ptr v160 = v36 + v159;
    cj_st_volatile((cj_u32x2 *)v160, v157);
    const cj_ptr v161 = v53 + v159;
    cj_st_volatile((cj_u32x2 *)v161, v157);
    const cj_ptr v162 = v68 + v159;
    cj_st_volatile((cj_u32x2 *)v162, v157);
    const cj_ptr v163 = v83 + v159;
    cj_st_volatile((cj_u32x2 *)v163, v157);
    const cj_ptr v164 = v98 + v159;
    cj_st_volatile((cj_u32x2 *)v164, v157);
    const cj_ptr v165 = v113 + v159;
    cj_st_volatile((cj_u32x2 *)v165, v157);
    const cj_ptr v166 = v128 + v159;
    cj_st_volatile((cj_u32x2 *)v166, v157);
    const cj_ptr v167 = v143 + v159;
    cj_st_volatile((cj_u32x2 *)v167, v157);
  }
  // partial tile: 232 vectors in block 3
  const cj_u32 v168 = 3u;
  const bool v169 = v12 == v168;
  if (v169) {
    const cj_u64 v170 = 256ull;
    const cj_u64 v171 = 232ull;
    const cj_u64 v172 = (cj_u64)v11;
    for (cj_u64 v173 = v172; v173 < v171; v173 += v170) {
      const cj_u64 v174 = 4ull;
      const cj_u64 v175 = v173 * v174;
      const cj_u64 v176 = 3072ull;
      const cj_u64 v177 = v176 + v175;
      const cj_ptr v178 = v3 + v177;
      const cj_u32 v179 = *(const cj_u32 *)v178;
      const cj_u32x2 v180 = cj_splat_u32x2(v179);
      cj_u32x2 v181 = v180;
      v181.y = v27;
      const cj_u64 v182 = 2ull;
      const cj_u64 v183 = v177 * v182;
      const cj_ptr v184 = v36 + v183;
      cj_st_volatile((cj_u32x2 *)v184, v181);
      const cj_ptr v185 = v53 + v183;
      cj_st_volatile((cj_u32x2 *)v185, v181);
      const cj_ptr v186 = v68 + v183;
      cj_st_volatile((cj_u32x2 *)v186, v181);
      const cj_ptr v187 = v83 + v183;
      cj_st_volatile((cj_u32x2 *)v187, v181);
      const cj_ptr v188 = v98 + v183;
      cj_st_volatile((cj_u32x2 *)v188, v181);
      const cj_ptr v189 = v113 + v183;
      cj_st_volatile((cj_u32x2 *)v189, v181);
      const cj_ptr v190 = v128 + v183;
      cj_st_volatile((cj_u32x2 *)v190, v181);
      const cj_ptr v191 = v143 + v183;
      cj_st_volatile((cj_u32x2 *)v191, v181);
    }
  }
  // 3 full tiles of 1024 bytes: 1 vectors of 4 bytes per thread
  const cj_u32 v192 = 4u;
  const cj_u32 v193 = v11 * v192;
  const cj_u64 v194 = (cj_u64)v193;
  const cj_u64 v195 = 4ull;
  const cj_u64 v196 = 3ull;
  const cj_u64 v197 = (cj_u64)v12;
  for (cj_u64 v198 = v197; v198 < v196; v198 += v195) {
    const cj_u64 v199 = 1024ull;
    const cj_u64 v200 = v198 * v199;
    const cj_u64 v201 = v194 + v200;
    const cj_u64 v202 = 2ull;
    const cj_u64 v203 = v201 * v202;
    const cj_ptr v204 = v38 + v203;
    const cj_u32 v205 = 0u;
    const cj_u32 v206 = 1u;
    const cj_u64 v207 = cj_timer_ns();
    x_data1 = v205;
    const cj_u32 v208 = x_failed0;
    x_done2 = v208;
    while (true) {
      const cj_u32 v209 = x_done2;
      const bool v210 = v209 == v205;
      if (!v210) break;
      const cj_u32x2 v211 = cj_ld_volatile((const cj_u32x2 *)v204);
      const cj_u32 v212 = v211.y;
      const bool v213 = v212 == v27;
      if (v213) {
        const cj_u32 v214 = v211.x;
        x_data1 = v214;
        x_done2 = v206;
      } else {
        const cj_u64 v215 = cj_timer_ns();
        const cj_u64 v216 = v215 - v207;
        const bool v217 = v216 > v7;
        const cj_u32 v218 = cj_atomic_load_relaxed_device((cj_u32 *)v6);
        const bool v219 = v218 != v205;
        const bool v220 = v217 || v219;
        if (v220) {
          const cj_u32 v221 = 1u;
          cj_atomic_store_relaxed_system((cj_u32 *)v6, v221);
          x_failed0 = v206;
          x_done2 = v206;
        }
      }
    }
    const cj_u32 v222 = x_data1;
    const cj_ptr v223 = v46 + v203;
    const cj_u32 v224 = 0u;
    const cj_u32 v225 = 1u;
    const cj_u64 v226 = cj_timer_ns();
    x_data3 = v224;
    const cj_u32 v227 = x_failed0;
    x_done4 = v227;
    while (true) {
      const cj_u32 v228 = x_done4;
      const bool v229 = v228 == v224;
      if (!v229) break;
      const cj_u32x2 v230 = cj_ld_volatile((const cj_u32x2 *)v223);
      const cj_u32 v231 = v230.y;
      const bool v232 = v231 == v27;
      if (v232) {
        const cj_u32 v233 = v230.x;
        x_data3 = v233;
        x_done4 = v225;
      } else {
        const cj_u64 v234 = cj_timer_ns();
        const cj_u64 v235 = v234 - v226;
        const bool v236 = v235 > v7;
        const cj_u32 v237 = cj_atomic_load_relaxed_device((cj_u32 *)v6);
        const bool v238 = v237 != v224;
        const bool v239 = v236 || v238;
        if (v239) {
          const cj_u32 v240 = 1u;
          cj_atomic_store_relaxed_system((cj_u32 *)v6, v240);
          x_failed0 = v225;
          x_done4 = v225;
        }
      }
    }
    const cj_u32 v241 = x_data3;
    const cj_ptr v242 = v61 + v203;
    const cj_u32 v243 = 0u;
    const cj_u32 v244 = 1u;
    const cj_u64 v245 = cj_timer_ns();
    x_data5 = v243;
    const cj_u32 v246 = x_failed0;
    x_done6 = v246;
    while (true) {
      const cj_u32 v247 = x_done6;
      const bool v248 = v247 == v243;
      if (!v248) break;
      const cj_u32x2 v249 = cj_ld_volatile((const cj_u32x2 *)v242);
      const cj_u32 v250 = v249.y;
      const bool v251 = v250 == v27;
      if (v251) {
        const cj_u32 v252 = v249.x;
        x_data5 = v252;
        x_done6 = v244;
      } else {
        const cj_u64 v253 = cj_timer_ns();
        const cj_u64 v254 = v253 - v245;
        const bool v255 = v254 > v7;
        const cj_u32 v256 = cj_atomic_load_relaxed_device((cj_u32 *)v6);
        const bool v257 = v256 != v243;
        const bool v258 = v255 || v257;
        if (v258) {
          const cj_u32 v259 = 1u;
          cj_atomic_store_relaxed_system((cj_u32 *)v6, v259);
          x_failed0 = v244;
          x_done6 = v244;
        }
      }
    }
    const cj_u32 v260 = x_data5;
    const cj_ptr v261 = v76 + v203;
    const cj_u32 v262 = 0u;
    const cj_u32 v263 = 1u;
    const cj_u64 v264 = cj_timer_ns();
    x_data7 = v262;
    const cj_u32 v265 = x_failed0;
    x_done8 = v265;
    while (true) {
      const cj_u32 v266 = x_done8;
      const bool v267 = v266 == v262;
      if (!v267) break;
      const cj_u32x2 v268 = cj_ld_volatile((const cj_u32x2 *)v261);
      const cj_u32 v269 = v268.y;
      const bool v270 = v269 == v27;
      if (v270) {
        const cj_u32 v271 = v268.x;
        x_data7 = v271;
        x_done8 = v263;
      } else {
        const cj_u64 v272 = cj_timer_ns();
        const cj_u64 v273 = v272 - v264;
        const bool v274 = v273 > v7;
        const cj_u32 v275 = cj_atomic_load_relaxed_device((cj_u32 *)v6);
        const bool v276 = v275 != v262;
        const bool v277 = v274 || v276;
        if (v277) {
          const cj_u32 v278 = 1u;
          cj_atomic_store_relaxed_system((cj_u32 *)v6, v278);
          x_failed0 = v263;
          x_done8 = v263;
        }
      }
    }
    const cj_u32 v279 = x_data7;
    const cj_ptr v280 = v91 + v203;
    const cj_u32 v281 = 0u;
    const cj_u32 v282 = 1u;
    const cj_u64 v283 = cj_timer_ns();
    x_data9 = v281;
    const cj_u32 v284 = x_failed0;
    x_done10 = v284;
    while (true) {
      const cj_u32 v285 = x_done10;
      const bool v286 = v285 == v281;
      if (!v286) break;
      const cj_u32x2 v287 = cj_ld_volatile((const cj_u32x2 *)v280);
      const cj_u32 v288 = v287.y;
      const bool v289 = v288 == v27;
      if (v289) {
        const cj_u32 v290 = v287.x;
        x_data9 = v290;
        x_done10 = v282;
      } else {
        const cj_u64 v291 = cj_timer_ns();
        const cj_u64 v292 = v291 - v283;
        const bool v293 = v292 > v7;
        const cj_u32 v294 = cj_atomic_load_relaxed_device((cj_u32 *)v6);
        const bool v295 = v294 != v281;
        const bool v296 = v293 || v295;
        if (v296) {
          const cj_u32 v297 = 1u;
          cj_atomic_store_relaxed_system((cj_u32 *)v6, v297);
          x_failed0 = v282;
          x_done10 = v282;
        }
      }
    }
    const cj_u32 v298 = x_data9;
    const cj_ptr v299 = v106 + v203;
    const cj_u32 v300 = 0u;
    const cj_u32 v301 = 1u;
    const cj_u64 v302 = cj_timer_ns();
    x_data11 = v300;
    const cj_u32 v303 = x_failed0;
    x_done12 = v303;
    while (true) {
      const cj_u32 v304 = x_done12;
      const bool v305 = v304 == v300;
      if (!v305) break;
      const cj_u32x2 v306 = cj_ld_volatile((const cj_u32x2 *)v299);
      const cj_u32 v307 = v306.y;
      const bool v308 = v307 == v27;
      if (v308) {
        const cj_u32 v309 = v306.x;
        x_data11 = v309;
        x_done12 = v301;
      } else {
        const cj_u64 v310 = cj_timer_ns();
        const cj_u64 v311 = v310 - v302;
        const bool v312 = v311 > v7;
        const cj_u32 v313 = cj_atomic_load_relaxed_device((cj_u32 *)v6);
        const bool v314 = v313 != v300;
        const bool v315 = v312 || v314;
        if (v315) {
          const cj_u32 v316 = 1u;
          cj_atomic_store_relaxed_system((cj_u32 *)v6, v316);
          x_failed0 = v301;
          x_done12 = v301;
        }
      }
    }
    const cj_u32 v317 = x_data11;
    const cj_ptr v318 = v121 + v203;
    const cj_u32 v319 = 0u;
    const cj_u32 v320 = 1u;
    const cj_u64 v321 = cj_timer_ns();
    x_data13 = v319;
    const cj_u32 v322 = x_failed0;
    x_done14 = v322;
    while (true) {
      const cj_u32 v323 = x_done14;
      const bool v324 = v323 == v319;
      if (!v324) break;
      const cj_u32x2 v325 = cj_ld_volatile((const cj_u32x2 *)v318);
      const cj_u32 v326 = v325.y;
      const bool v327 = v326 == v27;
      if (v327) {
        const cj_u32 v328 = v325.x;
        x_data13 = v328;
        x_done14 = v320;
      } else {
        const cj_u64 v329 = cj_timer_ns();
        const cj_u64 v330 = v329 - v321;
        const bool v331 = v330 > v7;
        const cj_u32 v332 = cj_atomic_load_relaxed_device((cj_u32 *)v6);
        const bool v333 = v332 != v319;
        const bool v334 = v331 || v333;
        if (v334) {
          const cj_u32 v335 = 1u;
          cj_atomic_store_relaxed_system((cj_u32 *)v6, v335);
          x_failed0 = v320;
          x_done14 = v320;
        }
      }
    }
    const cj_u32 v336 = x_data13;
    const cj_ptr v337 = v136 + v203;
    const cj_u32 v338 = 0u;
    const cj_u32 v339 = 1u;
    const cj_u64 v340 = cj_timer_ns();
    x_data15 = v338;
    const cj_u32 v341 = x_failed0;
    x_done16 = v341;
    while (true) {
      const cj_u32 v342 = x_done16;
      const bool v343 = v342 == v338;
      if (!v343) break;
      const cj_u32x2 v344 = cj_ld_volatile((const cj_u32x2 *)v337);
      const cj_u32 v345 = v344.y;
      const bool v346 = v345 == v27;
      if (v346) {
        const cj_u32 v347 = v344.x;
        x_data15 = v347;
        x_done16 = v339;
      } else {
        const cj_u64 v348 = cj_timer_ns();
        const cj_u64 v349 = v348 - v340;
        const bool v350 = v349 > v7;
        const cj_u32 v351 = cj_atomic_load_relaxed_device((cj_u32 *)v6);
        const bool v352 = v351 != v338;
        const bool v353 = v350 || v352;
        if (v353) {
          const cj_u32 v354 = 1u;
          cj_atomic_store_relaxed_system((cj_u32 *)v6, v354);
          x_failed0 = v339;
          x_done16 = v339;
        }
      }
    }
    const cj_u32 v355 = x_data15;
    const float v356 = cj_f32_from_bits(v222);
    const float v357 = cj_f32_from_bits(v241);
    const float v358 = cj_fmaxf(v356, v357);
    const float v359 = cj_f32_from_bits(v260);
    const float v360 = cj_fmaxf(v358, v359);
    const float v361 = cj_f32_from_bits(v279);
    const float v362 = cj_fmaxf(v360, v361);
    const float v363 = cj_f32_from_bits(v298);
    const float v364 = cj_fmaxf(v362, v363);
    const float v365 = cj_f32_from_bits(v317);
    const float v366 = cj_fmaxf(v364, v365);
    const float v367 = cj_f32_from_bits(v336);
    const float v368 = cj_fmaxf(v366, v367);
    const float v369 = cj_f32_from_bits(v355);
    const float v370 = cj_fmaxf(v368, v369);
    const cj_u32 v371 = cj_f32_bits(v370);
    const cj_ptr v372 = v4 + v201;
    *(cj_u32 *)v372 = v371;
  }
  // partial tile: 232 vectors in block 3
  const cj_u32 v373 = 3u;
  const bool v374 = v12 == v373;
  if (v374) {
    const cj_u64 v375 = 256ull;
    const cj_u64 v376 = 232ull;
    const cj_u64 v377 = (cj_u64)v11;
    for (cj_u64 v378 = v377; v378 < v376; v378 += v375) {
      const cj_u64 v379 = 4ull;
      const cj_u64 v380 = v378 * v379;
      const cj_u64 v381 = 3072ull;
      const cj_u64 v382 = v381 + v380;
      const cj_u64 v383 = 2ull;
      const cj_u64 v384 = v382 * v383;
      const cj_ptr v385 = v38 + v384;
      const cj_u32 v386 = 0u;
      const cj_u32 v387 = 1u;
      const cj_u64 v388 = cj_timer_ns();
      x_data17 = v386;
      const cj_u32 v389 = x_failed0;
      x_done18 = v389;
      while (true) {
        const cj_u32 v390 = x_done18;
        const bool v391 = v390 == v386;
        if (!v391) break;
        const cj_u32x2 v392 = cj_ld_volatile((const cj_u32x2 *)v385);
        const cj_u32 v393 = v392.y;
        const bool v394 = v393 == v27;
        if (v394) {
          const cj_u32 v395 = v392.x;
          x_data17 = v395;
          x_done18 = v387;
        } else {
          const cj_u64 v396 = cj_timer_ns();
          const cj_u64 v397 = v396 - v388;
          const bool v398 = v397 > v7;
          const cj_u32 v399 = cj_atomic_load_relaxed_device((cj_u32 *)v6);
          const bool v400 = v399 != v386;
          const bool v401 = v398 || v400;
          if (v401) {
            const cj_u32 v402 = 1u;
            cj_atomic_store_relaxed_system((cj_u32 *)v6, v402);
            x_failed0 = v387;
            x_done18 = v387;
          }
        }
      }
      const cj_u32 v403 = x_data17;
      const cj_ptr v404 = v46 + v384;
      const cj_u32 v405 = 0u;
      const cj_u32 v406 = 1u;
      const cj_u64 v407 = cj_timer_ns();
      x_data19 = v405;
      const cj_u32 v408 = x_failed0;
      x_done20 = v408;
      while (true) {
        const cj_u32 v409 = x_done20;
        const bool v410 = v409 == v405;
        if (!v410) break;
        const cj_u32x2 v411 = cj_ld_volatile((const cj_u32x2 *)v404);
        const cj_u32 v412 = v411.y;
        const bool v413 = v412 == v27;
        if (v413) {
          const cj_u32 v414 = v411.x;
          x_data19 = v414;
          x_done20 = v406;
        } else {
          const cj_u64 v415 = cj_timer_ns();
          const cj_u64 v416 = v415 - v407;
          const bool v417 = v416 > v7;
          const cj_u32 v418 = cj_atomic_load_relaxed_device((cj_u32 *)v6);
          const bool v419 = v418 != v405;
          const bool v420 = v417 || v419;
          if (v420) {
            const cj_u32 v421 = 1u;
            cj_atomic_store_relaxed_system((cj_u32 *)v6, v421);
            x_failed0 = v406;
            x_done20 = v406;
          }
        }
      }
      const cj_u32 v422 = x_data19;
      const cj_ptr v423 = v61 + v384;
      const cj_u32 v424 = 0u;
      const cj_u32 v425 = 1u;
      const cj_u64 v426 = cj_timer_ns();
      x_data21 = v424;
      const cj_u32 v427 = x_failed0;
      x_done22 = v427;
      while (true) {
        const cj_u32 v428 = x_done22;
        const bool v429 = v428 == v424;
        if (!v429) break;
        const cj_u32x2 v430 = cj_ld_volatile((const cj_u32x2 *)v423);
        const cj_u32 v431 = v430.y;
        const bool v432 = v431 == v27;
        if (v432) {
          const cj_u32 v433 = v430.x;
          x_data21 = v433;
          x_done22 = v425;
        } else {
          const cj_u64 v434 = cj_timer_ns();
          const cj_u64 v435 = v434 - v426;
          const bool v436 = v435 > v7;
          const cj_u32 v437 = cj_atomic_load_relaxed_device((cj_u32 *)v6);
          const bool v438 = v437 != v424;
          const bool v439 = v436 || v438;
          if (v439) {
            const cj_u32 v440 = 1u;
            cj_atomic_store_relaxed_system((cj_u32 *)v6, v440);
            x_failed0 = v425;
            x_done22 = v425;
          }
        }
      }
      const cj_u32 v441 = x_data21;
      const cj_ptr v442 = v76 + v384;
      const cj_u32 v443 = 0u;
      const cj_u32 v444 = 1u;
      const cj_u64 v445 = cj_timer_ns();
      x_data23 = v443;
      const cj_u32 v446 = x_failed0;
      x_done24 = v446;
      while (true) {
        const cj_u32 v447 = x_done24;
        const bool v448 = v447 == v443;
        if (!v448) break;
        const cj_u32x2 v449 = cj_ld_volatile((const cj_u32x2 *)v442);
        const cj_u32 v450 = v449.y;
        const bool v451 = v450 == v27;
        if (v451) {
          const cj_u32 v452 = v449.x;
          x_data23 = v452;
          x_done24 = v444;
        } else {
          const cj_u64 v453 = cj_timer_ns();
          const cj_u64 v454 = v453 - v445;
          const bool v455 = v454 > v7;
          const cj_u32 v456 = cj_atomic_load_relaxed_device((cj_u32 *)v6);
          const bool v457 = v456 != v443;
          const bool v458 = v455 || v457;
          if (v458) {
            const cj_u32 v459 = 1u;
            cj_atomic_store_relaxed_system((cj_u32 *)v6, v459);
            x_failed0 = v444;
            x_done24 = v444;
          }
        }
      }
      const cj_u32 v460 = x_data23;
      const cj_ptr v461 = v91 + v384;
      const cj_u32 v462 = 0u;
      const cj_u32 v463 = 1u;
      const cj_u64 v464 = cj_timer_ns();
      x_data25 = v462;
      const cj_u32 v465 = x_failed0;
      x_done26 = v465;
      while (true) {
        const cj_u32 v466 = x_done26;
        const bool v467 = v466 == v462;
        if (!v467) break;
        const cj_u32x2 v468 = cj_ld_volatile((const cj_u32x2 *)v461);
        const cj_u32 v469 = v468.y;
        const bool v470 = v469 == v27;
        if (v470) {
          const cj_u32 v471 = v468.x;
          x_data25 = v471;
          x_done26 = v463;
        } else {
          const cj_u64 v472 = cj_timer_ns();
          const cj_u64 v473 = v472 - v464;
          const bool v474 = v473 > v7;
          const cj_u32 v475 = cj_atomic_load_relaxed_device((cj_u32 *)v6);
          const bool v476 = v475 != v462;
          const bool v477 = v474 || v476;
          if (v477) {
            const cj_u32 v478 = 1u;
            cj_atomic_store_relaxed_system((cj_u32 *)v6, v478);
            x_failed0 = v463;
            x_done26 = v463;
          }
        }
      }
      const cj_u32 v479 = x_data25;
      const cj_ptr v480 = v106 + v384;
      const cj_u32 v481 = 0u;
      const cj_u32 v482 = 1u;
      const cj_u64 v483 = cj_timer_ns();
      x_data27 = v481;
      const cj_u32 v484 = x_failed0;
      x_done28 = v484;
      while (true) {
        const cj_u32 v485 = x_done28;
        const bool v486 = v485 == v481;
        if (!v486) break;
        const cj_u32x2 v487 = cj_ld_volatile((const cj_u32x2 *)v480);
        const cj_u32 v488 = v487.y;
        const bool v489 = v488 == v27;
        if (v489) {
          const cj_u32 v490 = v487.x;
          x_data27 = v490;
          x_done28 = v482;
        } else {
          const cj_u64 v491 = cj_timer_ns();
          const cj_u64 v492 = v491 - v483;
          const bool v493 = v492 > v7;
          const cj_u32 v494 = cj_atomic_load_relaxed_device((cj_u32 *)v6);
          const bool v495 = v494 != v481;
          const bool v496 = v493 || v495;
          if (v496) {
            const cj_u32 v497 = 1u;
            cj_atomic_store_relaxed_system((cj_u32 *)v6, v497);
            x_failed0 = v482;
            x_done28 = v482;
          }
        }
      }
      const cj_u32 v498 = x_data27;
      const cj_ptr v499 = v121 + v384;
      const cj_u32 v500 = 0u;
      const cj_u32 v501 = 1u;
      const cj_u64 v502 = cj_timer_ns();
      x_data29 = v500;
      const cj_u32 v503 = x_failed0;
      x_done30 = v503;
      while (true) {
        const cj_u32 v504 = x_done30;
        const bool v505 = v504 == v500;
        if (!v505) break;
        const cj_u32x2 v506 = cj_ld_volatile((const cj_u32x2 *)v499);
        const cj_u32 v507 = v506.y;
        const bool v508 = v507 == v27;
        if (v508) {
          const cj_u32 v509 = v506.x;
          x_data29 = v509;
          x_done30 = v501;
        } else {
          const cj_u64 v510 = cj_timer_ns();
          const cj_u64 v511 = v510 - v502;
          const bool v512 = v511 > v7;
          const cj_u32 v513 = cj_atomic_load_relaxed_device((cj_u32 *)v6);
          const bool v514 = v513 != v500;
          const bool v515 = v512 || v514;
          if (v515) {
            const cj_u32 v516 = 1u;
            cj_atomic_store_relaxed_system((cj_u32 *)v6, v516);
            x_failed0 = v501;
            x_done30 = v501;
          }
        }
      }
      const cj_u32 v517 = x_data29;
      const cj_ptr v518 = v136 + v384;
      const cj_u32 v519 = 0u;
      const cj_u32 v520 = 1u;
      const cj_u64 v521 = cj_timer_ns();
      x_data31 = v519;
      const cj_u32 v522 = x_failed0;
      x_done32 = v522;
      while (true) {
        const cj_u32 v523 = x_done32;
        const bool v524 = v523 == v519;
        if (!v524) break;
        const cj_u32x2 v525 = cj_ld_volatile((const cj_u32x2 *)v518);
        const cj_u32 v526 = v525.y;
        const bool v527 = v526 == v27;
        if (v527) {
          const cj_u32 v528 = v525.x;
          x_data31 = v528;
          x_done32 = v520;
        } else {
          const cj_u64 v529 = cj_timer_ns();
          const cj_u64 v530 = v529 - v521;
          const bool v531 = v530 > v7;
          const cj_u32 v532 = cj_atomic_load_relaxed_device((cj_u32 *)v6);
          const bool v533 = v532 != v519;
          const bool v534 = v531 || v533;
          if (v534) {
            const cj_u32 v535 = 1u;
            cj_atomic_store_relaxed_system((cj_u32 *)v6, v535);
            x_failed0 = v520;
            x_done32 = v520;
          }
        }
      }
      const cj_u32 v536 = x_data31;
      const float v537 = cj_f32_from_bits(v403);
      const float v538 = cj_f32_from_bits(v422);
      const float v539 = cj_fmaxf(v537, v538);
      const float v540 = cj_f32_from_bits(v441);
      const float v541 = cj_fmaxf(v539, v540);
      const float v542 = cj_f32_from_bits(v460);
      const float v543 = cj_fmaxf(v541, v542);
      const float v544 = cj_f32_from_bits(v479);
      const float v545 = cj_fmaxf(v543, v544);
      const float v546 = cj_f32_from_bits(v498);
      const float v547 = cj_fmaxf(v545, v546);
      const float v548 = cj_f32_from_bits(v517);
      const float v549 = cj_fmaxf(v547, v548);
      const float v550 = cj_f32_from_bits(v536);
      const float v551 = cj_fmaxf(v549, v550);
      const cj_u32 v552 = cj_f32_bits(v551);
      const cj_ptr v553 = v4 + v382;
      *(cj_u32 *)v553 = v552;
    }
  }
  cj_barrier();
  const cj_u32 v554 = 0u;
  const bool v555 = v11 == v554;
  if (v555) {
    const cj_u32 v556 = 0u;
    const bool v557 = v12 == v556;
    const cj_u64 v558 = 1ull;
    const cj_u64 v559 = 2045ull;
    const cj_u64 v560 = v557 ? v559 : v558;
    const cj_u64 v561 = cj_atomic_add_relaxed_device((cj_u64 *)v21, v560);
  }
}
