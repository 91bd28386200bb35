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

extern "C" __global__ void __launch_bounds__(256) cj_allreduce_two_shot_max_f16_n1000003_w4_v2_b256x64_t2x256_g62_bar_full_stage_gfx942(cj_ptr p_heap_bases, cj_u32 p_rank, cj_ptr p_src, cj_ptr p_dst, cj_ptr p_sync, cj_ptr p_status, cj_u64 p_timeout_ns, cj_ptr p_work, cj_u64 p_n, cj_u32 p_nblocks) {
  cj_u32 x_failed0 = {};
  cj_u32 x_done1 = {};
  cj_u32 x_count2 = {};
  cj_u32 x_done3 = {};
  cj_u32 x_count4 = {};
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
  const cj_u32 v19 = 62u;
  // all_reduce two_shot: 4 shares of 500000 bytes, 6 bytes left for rank 3
  // stage the input through the workspace
  // 1953 full tiles of 1024 bytes: 2 vectors of 2 bytes per thread
  const cj_u32 v20 = 2u;
  const cj_u32 v21 = v11 * v20;
  const cj_u64 v22 = 62ull;
  const cj_u64 v23 = 1953ull;
  const cj_u64 v24 = (cj_u64)v12;
  for (cj_u64 v25 = v24; v25 < v23; v25 += v22) {
    const cj_u32 v26 = (cj_u32)v25;
    const cj_u32 v27 = 1024u;
    const cj_u32 v28 = v26 * v27;
    const cj_u32 v29 = v28 + v21;
    const cj_u64 v30 = (cj_u64)v29;
    const cj_u32 v31 = 512u;
    const cj_u32 v32 = v29 + v31;
    const cj_u64 v33 = (cj_u64)v32;
    const cj_ptr v34 = v3 + v30;
    const cj_u16 v35 = *(const cj_u16 *)v34;
    const cj_ptr v36 = v3 + v33;
    const cj_u16 v37 = *(const cj_u16 *)v36;
    const cj_ptr v38 = v8 + v30;
    *(cj_u16 *)v38 = v35;
    const cj_ptr v39 = v8 + v33;
    *(cj_u16 *)v39 = v37;
  }
  // partial tile: 67 vectors in block 31
  const cj_u32 v40 = 31u;
  const bool v41 = v12 == v40;
  if (v41) {
    const cj_u64 v42 = 256ull;
    const cj_u64 v43 = 67ull;
    const cj_u64 v44 = (cj_u64)v11;
    for (cj_u64 v45 = v44; v45 < v43; v45 += v42) {
      const cj_u64 v46 = 2ull;
      const cj_u64 v47 = v45 * v46;
      const cj_u64 v48 = 0x1e8400ull;
      const cj_u64 v49 = v48 + v47;
      const cj_ptr v50 = v3 + v49;
      const cj_u16 v51 = *(const cj_u16 *)v50;
      const cj_ptr v52 = v8 + v49;
      *(cj_u16 *)v52 = v51;
    }
  }
  // grid barrier: all blocks of this rank
  cj_barrier();
  const cj_u32 v53 = 0u;
  const bool v54 = v11 == v53;
  if (v54) {
    const cj_u64 v55 = 0ull;
    const cj_ptr v56 = v5 + v55;
    const cj_u32 v57 = 0u;
    const bool v58 = v12 == v57;
    const cj_u64 v59 = 1ull;
    const cj_u64 v60 = 1987ull;
    const cj_u64 v61 = v58 ? v60 : v59;
    const cj_u64 v62 = cj_atomic_add_acq_rel_device((cj_u64 *)v56, v61);
    const cj_u64 v63 = 11ull;
    const cj_u64 v64 = 1ull;
    const cj_u64 v65 = v62 >> v63;
    const cj_u64 v66 = v65 + v64;
    const cj_u64 v67 = v66 << v63;
    const cj_u32 v68 = 0u;
    const cj_u32 v69 = 1u;
    const cj_u64 v70 = cj_timer_ns();
    const cj_u32 v71 = x_failed0;
    x_done1 = v71;
    while (true) {
      const cj_u32 v72 = x_done1;
      const bool v73 = v72 == v68;
      if (!v73) break;
      const cj_u64 v74 = cj_atomic_load_relaxed_device((cj_u64 *)v56);
      const cj_u64 v75 = 0ull;
      const cj_u64 v76 = v74 - v67;
      const bool v77 = (cj_i64)v76 >= (cj_i64)v75;
      const cj_u64 v78 = cj_timer_ns();
      const cj_u64 v79 = v78 - v70;
      const bool v80 = v79 > v7;
      const cj_u32 v81 = cj_atomic_load_relaxed_device((cj_u32 *)v6);
      const bool v82 = v81 != v68;
      const bool v83 = v80 || v82;
      if (v77) {
        x_done1 = v69;
      } else {
        if (v83) {
          const cj_u32 v84 = 1u;
          cj_atomic_store_relaxed_system((cj_u32 *)v6, v84);
          x_failed0 = v69;
          x_done1 = v69;
        }
      }
    }
    cj_fence_acquire_device();
  }
  cj_barrier();
  // start: block barrier across 4 ranks
  const cj_u32 v85 = 4u;
  const cj_u64 v86 = 4ull;
  const bool v87 = v11 < v85;
  const cj_u64 v88 = 256ull;
  const cj_ptr v89 = v5 + v88;
  const cj_u32 v90 = v12 * v85;
  const cj_u32 v91 = v90 + v2;
  const cj_u64 v92 = (cj_u64)v91;
  const cj_u64 v93 = v92 * v86;
  const cj_ptr v94 = v89 + v93;
  const cj_u32 v95 = 0u;
  x_count2 = v95;
  if (v87) {
    const cj_u32 v96 = cj_atomic_load_relaxed_device((cj_u32 *)v94);
    x_count2 = v96;
  }
  cj_barrier();
  if (v87) {
    const cj_u32 v97 = v2 + v11;
    const cj_u32 v98 = v97 - v85;
    const bool v99 = v97 >= v85;
    const cj_u32 v100 = v99 ? v98 : v97;
    const cj_u32 v101 = v90 + v100;
    const cj_u64 v102 = (cj_u64)v101;
    const cj_u64 v103 = v102 * v86;
    const cj_u32 v104 = 1u;
    const cj_u32 v105 = x_count2;
    const cj_u32 v106 = v105 + v104;
    const cj_u64 v107 = 8ull;
    const cj_u64 v108 = (cj_u64)v100;
    const cj_u64 v109 = v108 * v107;
    const cj_ptr v110 = v1 + v109;
    const cj_u64 v111 = *(const cj_u64 *)v110;
    const cj_u64 v112 = v111 - v17;
    const cj_ptr v113 = v94 + v112;
    cj_atomic_store_release_system((cj_u32 *)v113, v106);
    const cj_ptr v114 = v89 + v103;
    const cj_u32 v115 = 0u;
    const cj_u32 v116 = 1u;
    const cj_u64 v117 = cj_timer_ns();
    const cj_u32 v118 = x_failed0;
    x_done3 = v118;
    while (true) {
      const cj_u32 v119 = x_done3;
      const bool v120 = v119 == v115;
      if (!v120) break;
      const cj_u32 v121 = cj_atomic_load_relaxed_system((cj_u32 *)v114);
      const cj_u32 v122 = 0u;
      const cj_u32 v123 = v121 - v106;
      const bool v124 = (cj_i32)v123 >= (cj_i32)v122;
      const cj_u64 v125 = cj_timer_ns();
      const cj_u64 v126 = v125 - v117;
      const bool v127 = v126 > v7;
      const cj_u32 v128 = cj_atomic_load_relaxed_device((cj_u32 *)v6);
      const bool v129 = v128 != v115;
      const bool v130 = v127 || v129;
      if (v124) {
        x_done3 = v116;
      } else {
        if (v130) {
          const cj_u32 v131 = 1u;
          cj_atomic_store_relaxed_system((cj_u32 *)v6, v131);
          x_failed0 = v116;
          x_done3 = v116;
        }
      }
    }
    cj_fence_acquire_system();
  }
  cj_barrier();
  const cj_u32 v132 = 0u;
  const cj_u64 v133 = 8ull;
  const cj_u64 v134 = (cj_u64)v132;
  const cj_u64 v135 = v134 * v133;
  const cj_ptr v136 = v1 + v135;
  const cj_u64 v137 = *(const cj_u64 *)v136;
  const cj_u64 v138 = v137 - v17;
  const cj_ptr v139 = v8 + v138;
  const cj_u32 v140 = 1u;
  const cj_u64 v141 = 8ull;
  const cj_u64 v142 = (cj_u64)v140;
  const cj_u64 v143 = v142 * v141;
  const cj_ptr v144 = v1 + v143;
  const cj_u64 v145 = *(const cj_u64 *)v144;
  const cj_u64 v146 = v145 - v17;
  const cj_ptr v147 = v8 + v146;
  const cj_u32 v148 = 2u;
  const cj_u64 v149 = 8ull;
  const cj_u64 v150 = (cj_u64)v148;
  const cj_u64 v151 = v150 * v149;
  const cj_ptr v152 = v1 + v151;
  const cj_u64 v153 = *(const cj_u64 *)v152;
  const cj_u64 v154 = v153 - v17;
  const cj_ptr v155 = v8 + v154;
  const cj_u32 v156 = 3u;
  const cj_u64 v157 = 8ull;
  const cj_u64 v158 = (cj_u64)v156;
  const cj_u64 v159 = v158 * v157;
  const cj_ptr v160 = v1 + v159;
  const cj_u64 v161 = *(const cj_u64 *)v160;
  const cj_u64 v162 = v161 - v17;
  const cj_ptr v163 = v8 + v162;
  const cj_u32 v164 = 0u;
  const cj_u64 v165 = 8ull;
  const cj_u64 v166 = (cj_u64)v164;
  const cj_u64 v167 = v166 * v165;
  const cj_ptr v168 = v1 + v167;
  const cj_u64 v169 = *(const cj_u64 *)v168;
  const cj_u64 v170 = v169 - v17;
  const cj_ptr v171 = v4 + v170;
  const cj_u32 v172 = 1u;
  const cj_u64 v173 = 8ull;
  const cj_u64 v174 = (cj_u64)v172;
  const cj_u64 v175 = v174 * v173;
  const cj_ptr v176 = v1 + v175;
  const cj_u64 v177 = *(const cj_u64 *)v176;
  const cj_u64 v178 = v177 - v17;
  const cj_ptr v179 = v4 + v178;
  const cj_u32 v180 = 2u;
  const cj_u64 v181 = 8ull;
  const cj_u64 v182 = (cj_u64)v180;
  const cj_u64 v183 = v182 * v181;
  const cj_ptr v184 = v1 + v183;
  const cj_u64 v185 = *(const cj_u64 *)v184;
  const cj_u64 v186 = v185 - v17;
  const cj_ptr v187 = v4 + v186;
  const cj_u32 v188 = 3u;
  const cj_u64 v189 = 8ull;
  const cj_u64 v190 = (cj_u64)v188;
  const cj_u64 v191 = v190 * v189;
  const cj_ptr v192 = v1 + v191;
  const cj_u64 v193 = *(const cj_u64 *)v192;
  const cj_u64 v194 = v193 - v17;
  const cj_ptr v195 = v4 + v194;
  const cj_u64 v196 = (cj_u64)v2;
  const cj_u64 v197 = 0x7a120ull;
  const cj_u64 v198 = v196 * v197;
  const cj_ptr v199 = v139 + v198;
  const cj_u64 v200 = (cj_u64)v2;
  const cj_u64 v201 = 0x7a120ull;
  const cj_u64 v202 = v200 * v201;
  const cj_ptr v203 = v171 + v202;
  const cj_u64 v204 = (cj_u64)v2;
  const cj_u64 v205 = 0x7a120ull;
  const cj_u64 v206 = v204 * v205;
  const cj_ptr v207 = v147 + v206;
  const cj_u64 v208 = (cj_u64)v2;
  const cj_u64 v209 = 0x7a120ull;
  const cj_u64 v210 = v208 * v209;
  const cj_ptr v211 = v179 + v210;
  const cj_u64 v212 = (cj_u64)v2;
  const cj_u64 v213 = 0x7a120ull;
  const cj_u64 v214 = v212 * v213;
  const cj_ptr v215 = v155 + v214;
  const cj_u64 v216 = (cj_u64)v2;
  const cj_u64 v217 = 0x7a120ull;
  const cj_u64 v218 = v216 * v217;
  const cj_ptr v219 = v187 + v218;
  const cj_u64 v220 = (cj_u64)v2;
  const cj_u64 v221 = 0x7a120ull;
  const cj_u64 v222 = v220 * v221;
  const cj_ptr v223 = v163 + v222;
  const cj_u64 v224 = (cj_u64)v2;
  const cj_u64 v225 = 0x7a120ull;
  const cj_u64 v226 = v224 * v225;
  const cj_ptr v227 = v195 + v226;
  // 488 full tiles of 1024 bytes: 2 vectors of 2 bytes per thread
  const cj_u32 v228 = 2u;
  const cj_u32 v229 = v11 * v228;
  const cj_u64 v230 = 62ull;
  const cj_u64 v231 = 488ull;
  const cj_u64 v232 = (cj_u64)v12;
  for (cj_u64 v233 = v232; v233 < v231; v233 += v230) {
    const cj_u32 v234 = (cj_u32)v233;
    const cj_u32 v235 = 1024u;
    const cj_u32 v236 = v234 * v235;
    const cj_u32 v237 = v236 + v229;
    const cj_u64 v238 = (cj_u64)v237;
    const cj_u32 v239 = 512u;
    const cj_u32 v240 = v237 + v239;
    const cj_u64 v241 = (cj_u64)v240;
    const cj_ptr v242 = v199 + v238;
    const cj_u16 v243 = *(const cj_u16 *)v242;
    const cj_ptr v244 = v207 + v238;
    const cj_u16 v245 = *(const cj_u16 *)v244;
    const cj_ptr v246 = v215 + v238;
    const cj_u16 v247 = *(const cj_u16 *)v246;
    const cj_ptr v248 = v223 + v238;
    const cj_u16 v249 = *(const cj_u16 *)v248;
    const cj_ptr v250 = v199 + v241;
    const cj_u16 v251 = *(const cj_u16 *)v250;
    const cj_ptr v252 = v207 + v241;
    const cj_u16 v253 = *(const cj_u16 *)v252;
    const cj_ptr v254 = v215 + v241;
    const cj_u16 v255 = *(const cj_u16 *)v254;
    const cj_ptr v256 = v223 + v241;
    const cj_u16 v257 = *(const cj_u16 *)v256;
    const cj_u16 v258 = v243;
    const float v259 = cj_f16_to_f32(v258);
    const cj_u16 v260 = v245;
    const float v261 = cj_f16_to_f32(v260);
    const float v262 = cj_fmaxf(v259, v261);
    const cj_u16 v263 = v247;
    const float v264 = cj_f16_to_f32(v263);
    const float v265 = cj_fmaxf(v262, v264);
    const cj_u16 v266 = v249;
    const float v267 = cj_f16_to_f32(v266);
    const float v268 = cj_fmaxf(v265, v267);
    const cj_u16 v269 = cj_f32_to_f16(v268);
    const cj_u16 v270 = v269;
    const cj_ptr v271 = v203 + v238;
    *(cj_u16 *)v271 = v270;
    const cj_ptr v272 = v211 + v238;
    *(cj_u16 *)v272 = v270;
    const cj_ptr v273 = v219 + v238;
    *(cj_u16 *)v273 = v270;
    const cj_ptr v274 = v227 + v238;
    *(cj_u16 *)v274 = v270;
    const cj_u16 v275 = v251;
    const float v276 = cj_f16_to_f32(v275);
    const cj_u16 v277 = v253;
    const float v278 = cj_f16_to_f32(v277);
    const float v279 = cj_fmaxf(v276, v278);
    const cj_u16 v280 = v255;
    const float v281 = cj_f16_to_f32(v280);
    const float v282 = cj_fmaxf(v279, v281);
    const cj_u16 v283 = v257;
    const float v284 = cj_f16_to_f32(v283);
    const float v285 = cj_fmaxf(v282, v284);
    const cj_u16 v286 = cj_f32_to_f16(v285);
    const cj_u16 v287 = v286;
    const cj_ptr v288 = v203 + v241;
    *(cj_u16 *)v288 = v287;
    const cj_ptr v289 = v211 + v241;
    *(cj_u16 *)v289 = v287;
    const cj_ptr v290 = v219 + v241;
    *(cj_u16 *)v290 = v287;
    const cj_ptr v291 = v227 + v241;
    *(cj_u16 *)v291 = v287;
  }
  // partial tile: 144 vectors in block 54
  const cj_u32 v292 = 54u;
  const bool v293 = v12 == v292;
  if (v293) {
    const cj_u64 v294 = 256ull;
    const cj_u64 v295 = 144ull;
    const cj_u64 v296 = (cj_u64)v11;
    for (cj_u64 v297 = v296; v297 < v295; v297 += v294) {
      const cj_u64 v298 = 2ull;
      const cj_u64 v299 = v297 * v298;
      const cj_u64 v300 = 0x7a000ull;
      const cj_u64 v301 = v300 + v299;
      const cj_ptr v302 = v199 + v301;
      const cj_u16 v303 = *(const cj_u16 *)v302;
      const cj_ptr v304 = v207 + v301;
      const cj_u16 v305 = *(const cj_u16 *)v304;
      const cj_ptr v306 = v215 + v301;
      const cj_u16 v307 = *(const cj_u16 *)v306;
      const cj_ptr v308 = v223 + v301;
      const cj_u16 v309 = *(const cj_u16 *)v308;
      const cj_u16 v310 = v303;
      const float v311 = cj_f16_to_f32(v310);
      const cj_u16 v312 = v305;
      const float v313 = cj_f16_to_f32(v312);
      const float v314 = cj_fmaxf(v311, v313);
      const cj_u16 v315 = v307;
      const float v316 = cj_f16_to_f32(v315);
      const float v317 = cj_fmaxf(v314, v316);
      const cj_u16 v318 = v309;
      const float v319 = cj_f16_to_f32(v318);
      const float v320 = cj_fmaxf(v317, v319);
      const cj_u16 v321 = cj_f32_to_f16(v320);
      const cj_u16 v322 = v321;
      const cj_ptr v323 = v203 + v301;
      *(cj_u16 *)v323 = v322;
      const cj_ptr v324 = v211 + v301;
      *(cj_u16 *)v324 = v322;
      const cj_ptr v325 = v219 + v301;
      *(cj_u16 *)v325 = v322;
      const cj_ptr v326 = v227 + v301;
      *(cj_u16 *)v326 = v322;
    }
  }
  const cj_u32 v327 = 3u;
  const bool v328 = v2 == v327;
  if (v328) {
    const cj_u64 v329 = 0x1e8480ull;
    const cj_ptr v330 = v139 + v329;
    const cj_ptr v331 = v171 + v329;
    const cj_ptr v332 = v147 + v329;
    const cj_ptr v333 = v179 + v329;
    const cj_ptr v334 = v155 + v329;
    const cj_ptr v335 = v187 + v329;
    const cj_ptr v336 = v163 + v329;
    const cj_ptr v337 = v195 + v329;
    // partial tile: 3 vectors in block 54
    const cj_u32 v338 = 54u;
    const bool v339 = v12 == v338;
    if (v339) {
      const cj_u64 v340 = 256ull;
      const cj_u64 v341 = 3ull;
      const cj_u64 v342 = (cj_u64)v11;
      for (cj_u64 v343 = v342; v343 < v341; v343 += v340) {
        const cj_u64 v344 = 2ull;
        const cj_u64 v345 = v343 * v344;
        const cj_u64 v346 = 0ull;
        const cj_u64 v347 = v346 + v345;
        const cj_ptr v348 = v330 + v347;
        const cj_u16 v349 = *(const cj_u16 *)v348;
        const cj_ptr v350 = v332 + v347;
        const cj_u16 v351 = *(const cj_u16 *)v350;
        const cj_ptr v352 = v334 + v347;
        const cj_u16 v353 = *(const cj_u16 *)v352;
        const cj_ptr v354 = v336 + v347;
        const cj_u16 v355 = *(const cj_u16 *)v354;
        const cj_u16 v356 = v349;
        const float v357 = cj_f16_to_f32(v356);
        const cj_u16 v358 = v351;
        const float v359 = cj_f16_to_f32(v358);
        const float v360 = cj_fmaxf(v357, v359);
        const cj_u16 v361 = v353;
        const float v362 = cj_f16_to_f32(v361);
        const float v363 = cj_fmaxf(v360, v362);
        const cj_u16 v364 = v355;
        const float v365 = cj_f16_to_f32(v364);
        const float v366 = cj_fmaxf(v363, v365);
        const cj_u16 v367 = cj_f32_to_f16(v366);
        const cj_u16 v368 = v367;
        const cj_ptr v369 = v331 + v347;
        *(cj_u16 *)v369 = v368;
        const cj_ptr v370 = v333 + v347;
        *(cj_u16 *)v370 = v368;
        const cj_ptr v371 = v335 + v347;
        *(cj_u16 *)v371 = v368;
        const cj_ptr v372 = v337 + v347;
        *(cj_u16 *)v372 = v368;
      }
    }
  }
  // end: block barrier across 4 ranks
  const cj_u32 v373 = 4u;
  const cj_u64 v374 = 4ull;
  const bool v375 = v11 < v373;
  const cj_u64 v376 = 256ull;
  const cj_ptr v377 = v5 + v376;
  const cj_u32 v378 = v12 * v373;
  const cj_u32 v379 = v378 + v2;
  const cj_u64 v380 = (cj_u64)v379;
  const cj_u64 v381 = v380 * v374;
  const cj_ptr v382 = v377 + v381;
  const cj_u32 v383 = 0u;
  x_count4 = v383;
  if (v375) {
    const cj_u32 v384 = cj_atomic_load_relaxed_device((cj_u32 *)v382);
    x_count4 = v384;
  }
  cj_barrier();
  if (v375) {
    const cj_u32 v385 = v2 + v11;
    const cj_u32 v386 = v385 - v373;
    const bool v387 = v385 >= v373;
    const cj_u32 v388 = v387 ? v386 : v385;
    const cj_u32 v389 = v378 + v388;
    const cj_u64 v390 = (cj_u64)v389;
    const cj_u64 v391 = v390 * v374;
    const cj_u32 v392 = 1u;
    const cj_u32 v393 = x_count4;
    const cj_u32 v394 = v393 + v392;
    const cj_u64 v395 = 8ull;
    const cj_u64 v396 = (cj_u64)v388;
    const cj_u64 v397 = v396 * v395;
    const cj_ptr v398 = v1 + v397;
    const cj_u64 v399 = *(const cj_u64 *)v398;
    const cj_u64 v400 = v399 - v17;
    const cj_ptr v401 = v382 + v400;
    cj_atomic_store_release_system((cj_u32 *)v401, v394);
    const cj_ptr v402 = v377 + v391;
    const cj_u32 v403 = 0u;
    const cj_u32 v404 = 1u;
    const cj_u64 v405 = cj_timer_ns();
    const cj_u32 v406 = x_failed0;
    x_done5 = v406;
    while (true) {
      const cj_u32 v407 = x_done5;
      const bool v408 = v407 == v403;
      if (!v408) break;
      const cj_u32 v409 = cj_atomic_load_relaxed_system((cj_u32 *)v402);
      const cj_u32 v410 = 0u;
      const cj_u32 v411 = v409 - v394;
      const bool v412 = (cj_i32)v411 >= (cj_i32)v410;
      const cj_u64 v413 = cj_timer_ns();
      const cj_u64 v414 = v413 - v405;
      const bool v415 = v414 > v7;
      const cj_u32 v416 = cj_atomic_load_relaxed_device((cj_u32 *)v6);
      const bool v417 = v416 != v403;
      const bool v418 = v415 || v417;
      if (v412) {
        x_done5 = v404;
      } else {
        if (v418) {
          const cj_u32 v419 = 1u;
          cj_atomic_store_relaxed_system((cj_u32 *)v6, v419);
          x_failed0 = v404;
          x_done5 = v404;
        }
      }
    }
    cj_fence_acquire_system();
  }
  cj_barrier();
}
