// colljit kernel cj_allreduce_rmsnorm_two_shot_sum_f16_nany_h1000_w4_v16_b128x64_t1x1000_g128_bar_full_gfx942 (block 128, grid 128, gfx942)
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
// ---- colljit compute prelude: AMD (only in kernels that use shared memory, warp operations or
// matrix fragments). Wave 64; shared memory is the kernel's cj_smem (LDS).
typedef cj_u32 cj_u32x16 __attribute__((ext_vector_type(16)));
typedef short cj_i16x4 __attribute__((ext_vector_type(4)));
typedef _Float16 cj_f16x4 __attribute__((ext_vector_type(4)));
typedef float cj_f32x16 __attribute__((ext_vector_type(16)));
// A 64-byte accumulator at a 16-byte aligned address moves in 16-byte pieces.
template <> struct cj_uint_of<16> { typedef cj_u32x4 t; };
CJ_DEV cj_u32x16 cj_splat_u32x16(cj_u32 x) { return (cj_u32x16)(x); }

CJ_DEV float cj_sqrtf(float x) { return __builtin_sqrtf(x); } // llvm.sqrt.f32: correctly rounded

// ---- shuffles: ds_bpermute (the source lane's byte address; the lane index wraps at 64) ----
CJ_DEV cj_u32 cj_lane() { return __builtin_amdgcn_mbcnt_hi(~0u, __builtin_amdgcn_mbcnt_lo(~0u, 0u)); }
CJ_DEV cj_u32 cj_bperm(cj_u32 src, cj_u32 v) {
  return (cj_u32)__builtin_amdgcn_ds_bpermute((int)(src << 2), (int)v);
}
CJ_DEV cj_u32 cj_shfl_xor(cj_u32 v, cj_u32 s) { return cj_bperm(cj_lane() ^ (s & 63u), v); }
CJ_DEV cj_u32 cj_shfl_down(cj_u32 v, cj_u32 s) {
  cj_u32 l = cj_lane(), j = l + (s & 63u);
  return cj_bperm(j < 64u ? j : l, v);
}
CJ_DEV cj_u32 cj_shfl_idx(cj_u32 v, cj_u32 s) { return cj_bperm(s & 63u, v); }
CJ_DEV float cj_shfl_xor(float v, cj_u32 s) { return cj_f32_from_bits(cj_shfl_xor(cj_f32_bits(v), s)); }
CJ_DEV float cj_shfl_down(float v, cj_u32 s) { return cj_f32_from_bits(cj_shfl_down(cj_f32_bits(v), s)); }
CJ_DEV float cj_shfl_idx(float v, cj_u32 s) { return cj_f32_from_bits(cj_shfl_idx(cj_f32_bits(v), s)); }

// ---- global -> shared copies: synchronous here (a completed copy meets kir's cp_async rules),
// so commit and wait have nothing to do
template <typename T> CJ_DEV void cj_cp_async_t(char *d, const char *s, bool p) {
  T v = {};
  if (p) v = *(const T *)s;
  *(T *)d = v;
}
CJ_DEV void cj_cp_async4(char *d, const char *s, bool p) { cj_cp_async_t<cj_u32>(d, s, p); }
CJ_DEV void cj_cp_async8(char *d, const char *s, bool p) { cj_cp_async_t<cj_u32x2>(d, s, p); }
CJ_DEV void cj_cp_async16(char *d, const char *s, bool p) { cj_cp_async_t<cj_u32x4>(d, s, p); }
CJ_DEV void cj_cp_commit() {}
template <int N> CJ_DEV void cj_cp_wait() {}

// ---- MFMA 32x32xK, f32 accumulation (fragment layouts: kir.h) ------------------------------
#define CJ_MFMA32(name, builtin, frag, elems)                                                    \
  CJ_DEV cj_u32x16 name(frag a, frag b, cj_u32x16 c) {                                         \
    return __builtin_bit_cast(cj_u32x16, builtin(__builtin_bit_cast(elems, a),                 \
                                                 __builtin_bit_cast(elems, b),                 \
                                                 __builtin_bit_cast(cj_f32x16, c), 0, 0, 0));  \
  }
CJ_MFMA32(cj_mma_m32n32k8_bf16, __builtin_amdgcn_mfma_f32_32x32x8bf16_1k, cj_u32x2, cj_i16x4)
CJ_MFMA32(cj_mma_m32n32k8_f16, __builtin_amdgcn_mfma_f32_32x32x8f16, cj_u32x2, cj_f16x4)
#if defined(__gfx950__) // 32x32x16: 8 elements of A and of B a lane, half the MFMAs per k
typedef __bf16 cj_bf16x8 __attribute__((ext_vector_type(8)));
typedef _Float16 cj_f16x8 __attribute__((ext_vector_type(8)));
CJ_MFMA32(cj_mma_m32n32k16_bf16, __builtin_amdgcn_mfma_f32_32x32x16_bf16, cj_u32x4, cj_bf16x8)
CJ_MFMA32(cj_mma_m32n32k16_f16, __builtin_amdgcn_mfma_f32_32x32x16_f16, cj_u32x4, cj_f16x8)
#endif
#undef CJ_MFMA32
// ---- end of compute prelude -------------------------------------------------------------------

extern "C" __global__ void __launch_bounds__(128) cj_allreduce_rmsnorm_two_shot_sum_f16_nany_h1000_w4_v16_b128x64_t1x1000_g128_bar_full_gfx942(cj_ptr p_heap_bases, cj_u32 p_rank, cj_ptr p_src, cj_ptr p_dst, cj_ptr p_sync, cj_ptr p_status, cj_u64 p_timeout_ns, cj_ptr p_work, cj_u64 p_n, cj_u32 p_nblocks, cj_ptr p_residual, cj_ptr p_weight, float p_eps) {
  __shared__ __attribute__((aligned(16))) char cj_smem[16];
  cj_u32 x_failed0 = {};
  cj_u32 x_count1 = {};
  cj_u32 x_done2 = {};
  float x_sumsq3 = {};
  cj_u32x4 x_resid4 = {};
  cj_u32 x_count5 = {};
  cj_u32 x_done6 = {};
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
  const cj_ptr v11 = p_residual;
  const cj_ptr v12 = p_weight;
  const float v13 = p_eps;
  const cj_u32 v14 = cj_tid();
  const cj_u32 v15 = cj_bid();
  const cj_u64 v16 = (cj_u64)v2;
  const cj_u64 v17 = 8ull;
  const cj_u64 v18 = v16 * v17;
  const cj_ptr v19 = v1 + v18;
  const cj_u64 v20 = *(const cj_u64 *)v19;
  const cj_u32 v21 = 0u;
  x_failed0 = v21;
  const cj_u64 v22 = 2ull;
  const cj_u64 v23 = v9 * v22;
  const cj_u32 v24 = 0u;
  const cj_u64 v25 = 8ull;
  const cj_u64 v26 = (cj_u64)v24;
  const cj_u64 v27 = v26 * v25;
  const cj_ptr v28 = v1 + v27;
  const cj_u64 v29 = *(const cj_u64 *)v28;
  const cj_u64 v30 = v29 - v20;
  const cj_ptr v31 = v3 + v30;
  const cj_u32 v32 = 1u;
  const cj_u64 v33 = 8ull;
  const cj_u64 v34 = (cj_u64)v32;
  const cj_u64 v35 = v34 * v33;
  const cj_ptr v36 = v1 + v35;
  const cj_u64 v37 = *(const cj_u64 *)v36;
  const cj_u64 v38 = v37 - v20;
  const cj_ptr v39 = v3 + v38;
  const cj_u32 v40 = 2u;
  const cj_u64 v41 = 8ull;
  const cj_u64 v42 = (cj_u64)v40;
  const cj_u64 v43 = v42 * v41;
  const cj_ptr v44 = v1 + v43;
  const cj_u64 v45 = *(const cj_u64 *)v44;
  const cj_u64 v46 = v45 - v20;
  const cj_ptr v47 = v3 + v46;
  const cj_u32 v48 = 3u;
  const cj_u64 v49 = 8ull;
  const cj_u64 v50 = (cj_u64)v48;
  const cj_u64 v51 = v50 * v49;
  const cj_ptr v52 = v1 + v51;
  const cj_u64 v53 = *(const cj_u64 *)v52;
  const cj_u64 v54 = v53 - v20;
  const cj_ptr v55 = v3 + v54;
  const cj_u32 v56 = 0u;
  const cj_u64 v57 = 8ull;
  const cj_u64 v58 = (cj_u64)v56;
  const cj_u64 v59 = v58 * v57;
  const cj_ptr v60 = v1 + v59;
  const cj_u64 v61 = *(const cj_u64 *)v60;
  const cj_u64 v62 = v61 - v20;
  const cj_ptr v63 = v11 + v62;
  const cj_u32 v64 = 1u;
  const cj_u64 v65 = 8ull;
  const cj_u64 v66 = (cj_u64)v64;
  const cj_u64 v67 = v66 * v65;
  const cj_ptr v68 = v1 + v67;
  const cj_u64 v69 = *(const cj_u64 *)v68;
  const cj_u64 v70 = v69 - v20;
  const cj_ptr v71 = v11 + v70;
  const cj_u32 v72 = 2u;
  const cj_u64 v73 = 8ull;
  const cj_u64 v74 = (cj_u64)v72;
  const cj_u64 v75 = v74 * v73;
  const cj_ptr v76 = v1 + v75;
  const cj_u64 v77 = *(const cj_u64 *)v76;
  const cj_u64 v78 = v77 - v20;
  const cj_ptr v79 = v11 + v78;
  const cj_u32 v80 = 3u;
  const cj_u64 v81 = 8ull;
  const cj_u64 v82 = (cj_u64)v80;
  const cj_u64 v83 = v82 * v81;
  const cj_ptr v84 = v1 + v83;
  const cj_u64 v85 = *(const cj_u64 *)v84;
  const cj_u64 v86 = v85 - v20;
  const cj_ptr v87 = v11 + v86;
  const cj_u32 v88 = 0u;
  const cj_u64 v89 = 8ull;
  const cj_u64 v90 = (cj_u64)v88;
  const cj_u64 v91 = v90 * v89;
  const cj_ptr v92 = v1 + v91;
  const cj_u64 v93 = *(const cj_u64 *)v92;
  const cj_u64 v94 = v93 - v20;
  const cj_ptr v95 = v4 + v94;
  const cj_u32 v96 = 1u;
  const cj_u64 v97 = 8ull;
  const cj_u64 v98 = (cj_u64)v96;
  const cj_u64 v99 = v98 * v97;
  const cj_ptr v100 = v1 + v99;
  const cj_u64 v101 = *(const cj_u64 *)v100;
  const cj_u64 v102 = v101 - v20;
  const cj_ptr v103 = v4 + v102;
  const cj_u32 v104 = 2u;
  const cj_u64 v105 = 8ull;
  const cj_u64 v106 = (cj_u64)v104;
  const cj_u64 v107 = v106 * v105;
  const cj_ptr v108 = v1 + v107;
  const cj_u64 v109 = *(const cj_u64 *)v108;
  const cj_u64 v110 = v109 - v20;
  const cj_ptr v111 = v4 + v110;
  const cj_u32 v112 = 3u;
  const cj_u64 v113 = 8ull;
  const cj_u64 v114 = (cj_u64)v112;
  const cj_u64 v115 = v114 * v113;
  const cj_ptr v116 = v1 + v115;
  const cj_u64 v117 = *(const cj_u64 *)v116;
  const cj_u64 v118 = v117 - v20;
  const cj_ptr v119 = v4 + v118;
  const cj_u64 v120 = 2ull;
  const cj_u64 v121 = v9 * v120;
  const cj_u64 v122 = 2000ull;
  const cj_u64 v123 = v121 / v122;
  const cj_u64 v124 = (cj_u64)v10;
  const cj_u64 v125 = (cj_u64)v15;
  // allreduce_rmsnorm two_shot: 4 ranks, rows of 2000 bytes, 1 accesses of 16 bytes per thread
  const cj_u64 v126 = 4ull;
  const cj_u64 v127 = 3ull;
  const cj_u64 v128 = v123 + v127;
  const cj_u64 v129 = v128 / v126;
  const cj_u64 v130 = (cj_u64)v2;
  const cj_u64 v131 = v130 * v129;
  const cj_u64 v132 = (v131 < v123 ? v131 : v123);
  const cj_u64 v133 = v132 + v129;
  const cj_u64 v134 = (v133 < v123 ? v133 : v123);
  // start: block barrier across 4 ranks
  const cj_u32 v135 = 4u;
  const cj_u64 v136 = 4ull;
  const bool v137 = v14 < v135;
  const cj_u64 v138 = 256ull;
  const cj_ptr v139 = v5 + v138;
  const cj_u32 v140 = v15 * v135;
  const cj_u32 v141 = v140 + v2;
  const cj_u64 v142 = (cj_u64)v141;
  const cj_u64 v143 = v142 * v136;
  const cj_ptr v144 = v139 + v143;
  const cj_u32 v145 = 0u;
  x_count1 = v145;
  if (v137) {
    const cj_u32 v146 = cj_atomic_load_relaxed_device((cj_u32 *)v144);
    x_count1 = v146;
  }
  cj_barrier();
  if (v137) {
    const cj_u32 v147 = v2 + v14;
    const cj_u32 v148 = v147 - v135;
    const bool v149 = v147 >= v135;
    const cj_u32 v150 = v149 ? v148 : v147;
    const cj_u32 v151 = v140 + v150;
    const cj_u64 v152 = (cj_u64)v151;
    const cj_u64 v153 = v152 * v136;
    const cj_u32 v154 = 1u;
    const cj_u32 v155 = x_count1;
    const cj_u32 v156 = v155 + v154;
    const cj_u64 v157 = 8ull;
    const cj_u64 v158 = (cj_u64)v150;
    const cj_u64 v159 = v158 * v157;
    const cj_ptr v160 = v1 + v159;
    const cj_u64 v161 = *(const cj_u64 *)v160;
    const cj_u64 v162 = v161 - v20;
    const cj_ptr v163 = v144 + v162;
    cj_atomic_store_release_system((cj_u32 *)v163, v156);
    const cj_ptr v164 = v139 + v153;
    const cj_u32 v165 = 0u;
    const cj_u32 v166 = 1u;
    const cj_u64 v167 = cj_timer_ns();
    const cj_u32 v168 = x_failed0;
    x_done2 = v168;
    while (true) {
      const cj_u32 v169 = x_done2;
      const bool v170 = v169 == v165;
      if (!v170) break;
      const cj_u32 v171 = cj_atomic_load_relaxed_system((cj_u32 *)v164);
      const cj_u32 v172 = 0u;
      const cj_u32 v173 = v171 - v156;
      const bool v174 = (cj_i32)v173 >= (cj_i32)v172;
      const cj_u64 v175 = cj_timer_ns();
      const cj_u64 v176 = v175 - v167;
      const bool v177 = v176 > v7;
      const cj_u32 v178 = cj_atomic_load_relaxed_device((cj_u32 *)v6);
      const bool v179 = v178 != v165;
      const bool v180 = v177 || v179;
      if (v174) {
        x_done2 = v166;
      } else {
        if (v180) {
          const cj_u32 v181 = 1u;
          cj_atomic_store_relaxed_system((cj_u32 *)v6, v181);
          x_failed0 = v166;
          x_done2 = v166;
        }
      }
    }
    cj_fence_acquire_system();
  }
  cj_barrier();
  const cj_u64 v182 = v132 + v125;
  for (cj_u64 v183 = v182; v183 < v134; v183 += v124) {
    const cj_u64 v184 = 2000ull;
    const cj_u64 v185 = v183 * v184;
    const cj_u64 v186 = (cj_u64)v14;
    const float v187 = 0.0f;
    x_sumsq3 = v187;
    const cj_u64 v188 = 0ull;
    const cj_u64 v189 = v186 + v188;
    const cj_u64 v190 = 125ull;
    const bool v191 = v189 < v190;
    const cj_u64 v192 = 16ull;
    const cj_u64 v193 = v189 * v192;
    const cj_u32 v194 = 0u;
    const cj_u32x4 v195 = cj_splat_u32x4(v194);
    x_resid4 = v195;
    if (v191) {
      const cj_u64 v196 = v185 + v193;
      const cj_ptr v197 = v11 + v196;
      const cj_u32x4 v198 = *(const cj_u32x4 *)v197;
      const cj_ptr v199 = v31 + v196;
      const cj_u32x4 v200 = *(const cj_u32x4 *)v199;
      const cj_ptr v201 = v39 + v196;
      const cj_u32x4 v202 = *(const cj_u32x4 *)v201;
      const cj_ptr v203 = v47 + v196;
      const cj_u32x4 v204 = *(const cj_u32x4 *)v203;
      const cj_ptr v205 = v55 + v196;
      const cj_u32x4 v206 = *(const cj_u32x4 *)v205;
      const cj_u32 v207 = v200.x;
      const cj_u16 v208 = (cj_u16)v207;
      const cj_u16 v209 = v208;
      const float v210 = cj_f16_to_f32(v209);
      const cj_u32 v211 = v202.x;
      const cj_u16 v212 = (cj_u16)v211;
      const cj_u16 v213 = v212;
      const float v214 = cj_f16_to_f32(v213);
      const float v215 = v210 + v214;
      const cj_u32 v216 = v204.x;
      const cj_u16 v217 = (cj_u16)v216;
      const cj_u16 v218 = v217;
      const float v219 = cj_f16_to_f32(v218);
      const float v220 = v215 + v219;
      const cj_u32 v221 = v206.x;
      const cj_u16 v222 = (cj_u16)v221;
      const cj_u16 v223 = v222;
      const float v224 = cj_f16_to_f32(v223);
      const float v225 = v220 + v224;
      const cj_u32 v226 = v200.x;
      const cj_u32 v227 = 16u;
      const cj_u32 v228 = v226 >> v227;
      const cj_u16 v229 = (cj_u16)v228;
      const cj_u16 v230 = v229;
      const float v231 = cj_f16_to_f32(v230);
      const cj_u32 v232 = v202.x;
      const cj_u32 v233 = 16u;
      const cj_u32 v234 = v232 >> v233;
      const cj_u16 v235 = (cj_u16)v234;
      const cj_u16 v236 = v235;
      const float v237 = cj_f16_to_f32(v236);
      const float v238 = v231 + v237;
      const cj_u32 v239 = v204.x;
      const cj_u32 v240 = 16u;
      const cj_u32 v241 = v239 >> v240;
      const cj_u16 v242 = (cj_u16)v241;
      const cj_u16 v243 = v242;
      const float v244 = cj_f16_to_f32(v243);
      const float v245 = v238 + v244;
      const cj_u32 v246 = v206.x;
      const cj_u32 v247 = 16u;
      const cj_u32 v248 = v246 >> v247;
      const cj_u16 v249 = (cj_u16)v248;
      const cj_u16 v250 = v249;
      const float v251 = cj_f16_to_f32(v250);
      const float v252 = v245 + v251;
      const cj_u32 v253 = v200.y;
      const cj_u16 v254 = (cj_u16)v253;
      const cj_u16 v255 = v254;
      const float v256 = cj_f16_to_f32(v255);
      const cj_u32 v257 = v202.y;
      const cj_u16 v258 = (cj_u16)v257;
      const cj_u16 v259 = v258;
      const float v260 = cj_f16_to_f32(v259);
      const float v261 = v256 + v260;
      const cj_u32 v262 = v204.y;
      const cj_u16 v263 = (cj_u16)v262;
      const cj_u16 v264 = v263;
      const float v265 = cj_f16_to_f32(v264);
      const float v266 = v261 + v265;
      const cj_u32 v267 = v206.y;
      const cj_u16 v268 = (cj_u16)v267;
      const cj_u16 v269 = v268;
      const float v270 = cj_f16_to_f32(v269);
      const float v271 = v266 + v270;
      const cj_u32 v272 = v200.y;
      const cj_u32 v273 = 16u;
      const cj_u32 v274 = v272 >> v273;
      const cj_u16 v275 = (cj_u16)v274;
      const cj_u16 v276 = v275;
      const float v277 = cj_f16_to_f32(v276);
      const cj_u32 v278 = v202.y;
      const cj_u32 v279 = 16u;
      const cj_u32 v280 = v278 >> v279;
      const cj_u16 v281 = (cj_u16)v280;
      const cj_u16 v282 = v281;
      const float v283 = cj_f16_to_f32(v282);
      const float v284 = v277 + v283;
      const cj_u32 v285 = v204.y;
      const cj_u32 v286 = 16u;
      const cj_u32 v287 = v285 >> v286;
      const cj_u16 v288 = (cj_u16)v287;
      const cj_u16 v289 = v288;
      const float v290 = cj_f16_to_f32(v289);
      const float v291 = v284 + v290;
      const cj_u32 v292 = v206.y;
      const cj_u32 v293 = 16u;
      const cj_u32 v294 = v292 >> v293;
      const cj_u16 v295 = (cj_u16)v294;
      const cj_u16 v296 = v295;
      const float v297 = cj_f16_to_f32(v296);
      const float v298 = v291 + v297;
      const cj_u32 v299 = v200.z;
      const cj_u16 v300 = (cj_u16)v299;
      const cj_u16 v301 = v300;
      const float v302 = cj_f16_to_f32(v301);
      const cj_u32 v303 = v202.z;
      const cj_u16 v304 = (cj_u16)v303;
      const cj_u16 v305 = v304;
      const float v306 = cj_f16_to_f32(v305);
      const float v307 = v302 + v306;
      const cj_u32 v308 = v204.z;
      const cj_u16 v309 = (cj_u16)v308;
      const cj_u16 v310 = v309;
      const float v311 = cj_f16_to_f32(v310);
      const float v312 = v307 + v311;
      const cj_u32 v313 = v206.z;
      const cj_u16 v314 = (cj_u16)v313;
      const cj_u16 v315 = v314;
      const float v316 = cj_f16_to_f32(v315);
      const float v317 = v312 + v316;
      const cj_u32 v318 = v200.z;
      const cj_u32 v319 = 16u;
      const cj_u32 v320 = v318 >> v319;
      const cj_u16 v321 = (cj_u16)v320;
      const cj_u16 v322 = v321;
      const float v323 = cj_f16_to_f32(v322);
      const cj_u32 v324 = v202.z;
      const cj_u32 v325 = 16u;
      const cj_u32 v326 = v324 >> v325;
      const cj_u16 v327 = (cj_u16)v326;
      const cj_u16 v328 = v327;
      const float v329 = cj_f16_to_f32(v328);
      const float v330 = v323 + v329;
      const cj_u32 v331 = v204.z;
      const cj_u32 v332 = 16u;
      const cj_u32 v333 = v331 >> v332;
      const cj_u16 v334 = (cj_u16)v333;
      const cj_u16 v335 = v334;
      const float v336 = cj_f16_to_f32(v335);
      const float v337 = v330 + v336;
      const cj_u32 v338 = v206.z;
      const cj_u32 v339 = 16u;
      const cj_u32 v340 = v338 >> v339;
      const cj_u16 v341 = (cj_u16)v340;
      const cj_u16 v342 = v341;
      const float v343 = cj_f16_to_f32(v342);
      const float v344 = v337 + v343;
      const cj_u32 v345 = v200.w;
      const cj_u16 v346 = (cj_u16)v345;
      const cj_u16 v347 = v346;
      const float v348 = cj_f16_to_f32(v347);
      const cj_u32 v349 = v202.w;
      const cj_u16 v350 = (cj_u16)v349;
      const cj_u16 v351 = v350;
      const float v352 = cj_f16_to_f32(v351);
      const float v353 = v348 + v352;
      const cj_u32 v354 = v204.w;
      const cj_u16 v355 = (cj_u16)v354;
      const cj_u16 v356 = v355;
      const float v357 = cj_f16_to_f32(v356);
      const float v358 = v353 + v357;
      const cj_u32 v359 = v206.w;
      const cj_u16 v360 = (cj_u16)v359;
      const cj_u16 v361 = v360;
      const float v362 = cj_f16_to_f32(v361);
      const float v363 = v358 + v362;
      const cj_u32 v364 = v200.w;
      const cj_u32 v365 = 16u;
      const cj_u32 v366 = v364 >> v365;
      const cj_u16 v367 = (cj_u16)v366;
      const cj_u16 v368 = v367;
      const float v369 = cj_f16_to_f32(v368);
      const cj_u32 v370 = v202.w;
      const cj_u32 v371 = 16u;
      const cj_u32 v372 = v370 >> v371;
      const cj_u16 v373 = (cj_u16)v372;
      const cj_u16 v374 = v373;
      const float v375 = cj_f16_to_f32(v374);
      const float v376 = v369 + v375;
      const cj_u32 v377 = v204.w;
      const cj_u32 v378 = 16u;
      const cj_u32 v379 = v377 >> v378;
      const cj_u16 v380 = (cj_u16)v379;
      const cj_u16 v381 = v380;
      const float v382 = cj_f16_to_f32(v381);
      const float v383 = v376 + v382;
      const cj_u32 v384 = v206.w;
      const cj_u32 v385 = 16u;
      const cj_u32 v386 = v384 >> v385;
      const cj_u16 v387 = (cj_u16)v386;
      const cj_u16 v388 = v387;
      const float v389 = cj_f16_to_f32(v388);
      const float v390 = v383 + v389;
      const cj_u32 v391 = v198.x;
      const cj_u16 v392 = (cj_u16)v391;
      const cj_u16 v393 = v392;
      const float v394 = cj_f16_to_f32(v393);
      const float v395 = v394 + v225;
      const cj_u32 v396 = v198.x;
      const cj_u32 v397 = 16u;
      const cj_u32 v398 = v396 >> v397;
      const cj_u16 v399 = (cj_u16)v398;
      const cj_u16 v400 = v399;
      const float v401 = cj_f16_to_f32(v400);
      const float v402 = v401 + v252;
      const cj_u32 v403 = v198.y;
      const cj_u16 v404 = (cj_u16)v403;
      const cj_u16 v405 = v404;
      const float v406 = cj_f16_to_f32(v405);
      const float v407 = v406 + v271;
      const cj_u32 v408 = v198.y;
      const cj_u32 v409 = 16u;
      const cj_u32 v410 = v408 >> v409;
      const cj_u16 v411 = (cj_u16)v410;
      const cj_u16 v412 = v411;
      const float v413 = cj_f16_to_f32(v412);
      const float v414 = v413 + v298;
      const cj_u32 v415 = v198.z;
      const cj_u16 v416 = (cj_u16)v415;
      const cj_u16 v417 = v416;
      const float v418 = cj_f16_to_f32(v417);
      const float v419 = v418 + v317;
      const cj_u32 v420 = v198.z;
      const cj_u32 v421 = 16u;
      const cj_u32 v422 = v420 >> v421;
      const cj_u16 v423 = (cj_u16)v422;
      const cj_u16 v424 = v423;
      const float v425 = cj_f16_to_f32(v424);
      const float v426 = v425 + v344;
      const cj_u32 v427 = v198.w;
      const cj_u16 v428 = (cj_u16)v427;
      const cj_u16 v429 = v428;
      const float v430 = cj_f16_to_f32(v429);
      const float v431 = v430 + v363;
      const cj_u32 v432 = v198.w;
      const cj_u32 v433 = 16u;
      const cj_u32 v434 = v432 >> v433;
      const cj_u16 v435 = (cj_u16)v434;
      const cj_u16 v436 = v435;
      const float v437 = cj_f16_to_f32(v436);
      const float v438 = v437 + v390;
      const cj_u16 v439 = cj_f32_to_f16(v395);
      const cj_u16 v440 = v439;
      const cj_u32 v441 = (cj_u32)v440;
      const cj_u16 v442 = cj_f32_to_f16(v402);
      const cj_u16 v443 = v442;
      const cj_u32 v444 = (cj_u32)v443;
      const cj_u32 v445 = 16u;
      const cj_u32 v446 = v444 << v445;
      const cj_u32 v447 = v441 | v446;
      const cj_u32x4 v448 = cj_splat_u32x4(v447);
      const cj_u16 v449 = cj_f32_to_f16(v407);
      const cj_u16 v450 = v449;
      const cj_u32 v451 = (cj_u32)v450;
      const cj_u16 v452 = cj_f32_to_f16(v414);
      const cj_u16 v453 = v452;
      const cj_u32 v454 = (cj_u32)v453;
      const cj_u32 v455 = 16u;
      const cj_u32 v456 = v454 << v455;
      const cj_u32 v457 = v451 | v456;
      cj_u32x4 v458 = v448;
      v458.y = v457;
      const cj_u16 v459 = cj_f32_to_f16(v419);
      const cj_u16 v460 = v459;
      const cj_u32 v461 = (cj_u32)v460;
      const cj_u16 v462 = cj_f32_to_f16(v426);
      const cj_u16 v463 = v462;
      const cj_u32 v464 = (cj_u32)v463;
      const cj_u32 v465 = 16u;
      const cj_u32 v466 = v464 << v465;
      const cj_u32 v467 = v461 | v466;
      cj_u32x4 v468 = v458;
      v468.z = v467;
      const cj_u16 v469 = cj_f32_to_f16(v431);
      const cj_u16 v470 = v469;
      const cj_u32 v471 = (cj_u32)v470;
      const cj_u16 v472 = cj_f32_to_f16(v438);
      const cj_u16 v473 = v472;
      const cj_u32 v474 = (cj_u32)v473;
      const cj_u32 v475 = 16u;
      const cj_u32 v476 = v474 << v475;
      const cj_u32 v477 = v471 | v476;
      cj_u32x4 v478 = v468;
      v478.w = v477;
      x_resid4 = v478;
      const float v479 = x_sumsq3;
      const cj_u32 v480 = v478.x;
      const cj_u16 v481 = (cj_u16)v480;
      const cj_u16 v482 = v481;
      const float v483 = cj_f16_to_f32(v482);
      const float v484 = v483 * v483;
      const float v485 = v479 + v484;
      const cj_u32 v486 = v478.x;
      const cj_u32 v487 = 16u;
      const cj_u32 v488 = v486 >> v487;
      const cj_u16 v489 = (cj_u16)v488;
      const cj_u16 v490 = v489;
      const float v491 = cj_f16_to_f32(v490);
      const float v492 = v491 * v491;
      const float v493 = v485 + v492;
      const cj_u32 v494 = v478.y;
      const cj_u16 v495 = (cj_u16)v494;
      const cj_u16 v496 = v495;
      const float v497 = cj_f16_to_f32(v496);
      const float v498 = v497 * v497;
      const float v499 = v493 + v498;
      const cj_u32 v500 = v478.y;
      const cj_u32 v501 = 16u;
      const cj_u32 v502 = v500 >> v501;
      const cj_u16 v503 = (cj_u16)v502;
      const cj_u16 v504 = v503;
      const float v505 = cj_f16_to_f32(v504);
      const float v506 = v505 * v505;
      const float v507 = v499 + v506;
      const cj_u32 v508 = v478.z;
      const cj_u16 v509 = (cj_u16)v508;
      const cj_u16 v510 = v509;
      const float v511 = cj_f16_to_f32(v510);
      const float v512 = v511 * v511;
      const float v513 = v507 + v512;
      const cj_u32 v514 = v478.z;
      const cj_u32 v515 = 16u;
      const cj_u32 v516 = v514 >> v515;
      const cj_u16 v517 = (cj_u16)v516;
      const cj_u16 v518 = v517;
      const float v519 = cj_f16_to_f32(v518);
      const float v520 = v519 * v519;
      const float v521 = v513 + v520;
      const cj_u32 v522 = v478.w;
      const cj_u16 v523 = (cj_u16)v522;
      const cj_u16 v524 = v523;
      const float v525 = cj_f16_to_f32(v524);
      const float v526 = v525 * v525;
      const float v527 = v521 + v526;
      const cj_u32 v528 = v478.w;
      const cj_u32 v529 = 16u;
      const cj_u32 v530 = v528 >> v529;
      const cj_u16 v531 = (cj_u16)v530;
      const cj_u16 v532 = v531;
      const float v533 = cj_f16_to_f32(v532);
      const float v534 = v533 * v533;
      const float v535 = v527 + v534;
      x_sumsq3 = v535;
    }
    const float v536 = x_sumsq3;
    // block sum of f32: butterfly in each warp, then 2 warps in order
    const cj_u32 v537 = 32u;
    const float v538 = cj_shfl_xor(v536, v537);
    const float v539 = v536 + v538;
    const cj_u32 v540 = 16u;
    const float v541 = cj_shfl_xor(v539, v540);
    const float v542 = v539 + v541;
    const cj_u32 v543 = 8u;
    const float v544 = cj_shfl_xor(v542, v543);
    const float v545 = v542 + v544;
    const cj_u32 v546 = 4u;
    const float v547 = cj_shfl_xor(v545, v546);
    const float v548 = v545 + v547;
    const cj_u32 v549 = 2u;
    const float v550 = cj_shfl_xor(v548, v549);
    const float v551 = v548 + v550;
    const cj_u32 v552 = 1u;
    const float v553 = cj_shfl_xor(v551, v552);
    const float v554 = v551 + v553;
    const cj_u32 v555 = 0u; // reduce
    const cj_u32 v556 = 63u;
    const cj_u32 v557 = v14 & v556;
    const cj_u32 v558 = 6u;
    const cj_u32 v559 = v14 >> v558;
    const cj_u32 v560 = 0u;
    const bool v561 = v557 == v560;
    if (v561) {
      const cj_u32 v562 = 2u;
      const cj_u32 v563 = v559 << v562;
      const cj_u32 v564 = v555 + v563;
      *(float *)(cj_smem + v564) = v554;
    }
    cj_barrier();
    const float v565 = *(const float *)(cj_smem + v555);
    const cj_u32 v566 = 4u;
    const cj_u32 v567 = v555 + v566;
    const float v568 = *(const float *)(cj_smem + v567);
    const float v569 = v565 + v568;
    cj_barrier();
    const float v570 = 1000.0f;
    const float v571 = v569 / v570;
    const float v572 = v571 + v13;
    const float v573 = cj_sqrtf(v572);
    const float v574 = 1.0f;
    const float v575 = v574 / v573;
    if (v191) {
      const cj_u64 v576 = v185 + v193;
      const cj_u32x4 v577 = x_resid4;
      const cj_ptr v578 = v12 + v193;
      const cj_u32x4 v579 = *(const cj_u32x4 *)v578;
      const cj_u32 v580 = v579.x;
      const cj_u16 v581 = (cj_u16)v580;
      const cj_u16 v582 = v581;
      const float v583 = cj_f16_to_f32(v582);
      const cj_u32 v584 = v577.x;
      const cj_u16 v585 = (cj_u16)v584;
      const cj_u16 v586 = v585;
      const float v587 = cj_f16_to_f32(v586);
      const float v588 = v587 * v575;
      const float v589 = v588 * v583;
      const cj_u32 v590 = v579.x;
      const cj_u32 v591 = 16u;
      const cj_u32 v592 = v590 >> v591;
      const cj_u16 v593 = (cj_u16)v592;
      const cj_u16 v594 = v593;
      const float v595 = cj_f16_to_f32(v594);
      const cj_u32 v596 = v577.x;
      const cj_u32 v597 = 16u;
      const cj_u32 v598 = v596 >> v597;
      const cj_u16 v599 = (cj_u16)v598;
      const cj_u16 v600 = v599;
      const float v601 = cj_f16_to_f32(v600);
      const float v602 = v601 * v575;
      const float v603 = v602 * v595;
      const cj_u32 v604 = v579.y;
      const cj_u16 v605 = (cj_u16)v604;
      const cj_u16 v606 = v605;
      const float v607 = cj_f16_to_f32(v606);
      const cj_u32 v608 = v577.y;
      const cj_u16 v609 = (cj_u16)v608;
      const cj_u16 v610 = v609;
      const float v611 = cj_f16_to_f32(v610);
      const float v612 = v611 * v575;
      const float v613 = v612 * v607;
      const cj_u32 v614 = v579.y;
      const cj_u32 v615 = 16u;
      const cj_u32 v616 = v614 >> v615;
      const cj_u16 v617 = (cj_u16)v616;
      const cj_u16 v618 = v617;
      const float v619 = cj_f16_to_f32(v618);
      const cj_u32 v620 = v577.y;
      const cj_u32 v621 = 16u;
      const cj_u32 v622 = v620 >> v621;
      const cj_u16 v623 = (cj_u16)v622;
      const cj_u16 v624 = v623;
      const float v625 = cj_f16_to_f32(v624);
      const float v626 = v625 * v575;
      const float v627 = v626 * v619;
      const cj_u32 v628 = v579.z;
      const cj_u16 v629 = (cj_u16)v628;
      const cj_u16 v630 = v629;
      const float v631 = cj_f16_to_f32(v630);
      const cj_u32 v632 = v577.z;
      const cj_u16 v633 = (cj_u16)v632;
      const cj_u16 v634 = v633;
      const float v635 = cj_f16_to_f32(v634);
      const float v636 = v635 * v575;
      const float v637 = v636 * v631;
      const cj_u32 v638 = v579.z;
      const cj_u32 v639 = 16u;
      const cj_u32 v640 = v638 >> v639;
      const cj_u16 v641 = (cj_u16)v640;
      const cj_u16 v642 = v641;
      const float v643 = cj_f16_to_f32(v642);
      const cj_u32 v644 = v577.z;
      const cj_u32 v645 = 16u;
      const cj_u32 v646 = v644 >> v645;
      const cj_u16 v647 = (cj_u16)v646;
      const cj_u16 v648 = v647;
      const float v649 = cj_f16_to_f32(v648);
      const float v650 = v649 * v575;
      const float v651 = v650 * v643;
      const cj_u32 v652 = v579.w;
      const cj_u16 v653 = (cj_u16)v652;
      const cj_u16 v654 = v653;
      const float v655 = cj_f16_to_f32(v654);
      const cj_u32 v656 = v577.w;
      const cj_u16 v657 = (cj_u16)v656;
      const cj_u16 v658 = v657;
      const float v659 = cj_f16_to_f32(v658);
      const float v660 = v659 * v575;
      const float v661 = v660 * v655;
      const cj_u32 v662 = v579.w;
      const cj_u32 v663 = 16u;
      const cj_u32 v664 = v662 >> v663;
      const cj_u16 v665 = (cj_u16)v664;
      const cj_u16 v666 = v665;
      const float v667 = cj_f16_to_f32(v666);
      const cj_u32 v668 = v577.w;
      const cj_u32 v669 = 16u;
      const cj_u32 v670 = v668 >> v669;
      const cj_u16 v671 = (cj_u16)v670;
      const cj_u16 v672 = v671;
      const float v673 = cj_f16_to_f32(v672);
      const float v674 = v673 * v575;
      const float v675 = v674 * v667;
      const cj_u16 v676 = cj_f32_to_f16(v589);
      const cj_u16 v677 = v676;
      const cj_u32 v678 = (cj_u32)v677;
      const cj_u16 v679 = cj_f32_to_f16(v603);
      const cj_u16 v680 = v679;
      const cj_u32 v681 = (cj_u32)v680;
      const cj_u32 v682 = 16u;
      const cj_u32 v683 = v681 << v682;
      const cj_u32 v684 = v678 | v683;
      const cj_u32x4 v685 = cj_splat_u32x4(v684);
      const cj_u16 v686 = cj_f32_to_f16(v613);
      const cj_u16 v687 = v686;
      const cj_u32 v688 = (cj_u32)v687;
      const cj_u16 v689 = cj_f32_to_f16(v627);
      const cj_u16 v690 = v689;
      const cj_u32 v691 = (cj_u32)v690;
      const cj_u32 v692 = 16u;
      const cj_u32 v693 = v691 << v692;
      const cj_u32 v694 = v688 | v693;
      cj_u32x4 v695 = v685;
      v695.y = v694;
      const cj_u16 v696 = cj_f32_to_f16(v637);
      const cj_u16 v697 = v696;
      const cj_u32 v698 = (cj_u32)v697;
      const cj_u16 v699 = cj_f32_to_f16(v651);
      const cj_u16 v700 = v699;
      const cj_u32 v701 = (cj_u32)v700;
      const cj_u32 v702 = 16u;
      const cj_u32 v703 = v701 << v702;
      const cj_u32 v704 = v698 | v703;
      cj_u32x4 v705 = v695;
      v705.z = v704;
      const cj_u16 v706 = cj_f32_to_f16(v661);
      const cj_u16 v707 = v706;
      const cj_u32 v708 = (cj_u32)v707;
      const cj_u16 v709 = cj_f32_to_f16(v675);
      const cj_u16 v710 = v709;
      const cj_u32 v711 = (cj_u32)v710;
      const cj_u32 v712 = 16u;
      const cj_u32 v713 = v711 << v712;
      const cj_u32 v714 = v708 | v713;
      cj_u32x4 v715 = v705;
      v715.w = v714;
      const cj_ptr v716 = v63 + v576;
      *(cj_u32x4 *)v716 = v577;
      const cj_ptr v717 = v95 + v576;
      *(cj_u32x4 *)v717 = v715;
      const cj_ptr v718 = v71 + v576;
      *(cj_u32x4 *)v718 = v577;
      const cj_ptr v719 = v103 + v576;
      *(cj_u32x4 *)v719 = v715;
      const cj_ptr v720 = v79 + v576;
      *(cj_u32x4 *)v720 = v577;
      const cj_ptr v721 = v111 + v576;
      *(cj_u32x4 *)v721 = v715;
      const cj_ptr v722 = v87 + v576;
      *(cj_u32x4 *)v722 = v577;
      const cj_ptr v723 = v119 + v576;
      *(cj_u32x4 *)v723 = v715;
    }
  }
  // end: block barrier across 4 ranks
  const cj_u32 v724 = 4u;
  const cj_u64 v725 = 4ull;
  const bool v726 = v14 < v724;
  const cj_u64 v727 = 256ull;
  const cj_ptr v728 = v5 + v727;
  const cj_u32 v729 = v15 * v724;
  const cj_u32 v730 = v729 + v2;
  const cj_u64 v731 = (cj_u64)v730;
  const cj_u64 v732 = v731 * v725;
  const cj_ptr v733 = v728 + v732;
  const cj_u32 v734 = 0u;
  x_count5 = v734;
  if (v726) {
    const cj_u32 v735 = cj_atomic_load_relaxed_device((cj_u32 *)v733);
    x_count5 = v735;
  }
  cj_barrier();
  if (v726) {
    const cj_u32 v736 = v2 + v14;
    const cj_u32 v737 = v736 - v724;
    const bool v738 = v736 >= v724;
    const cj_u32 v739 = v738 ? v737 : v736;
    const cj_u32 v740 = v729 + v739;
    const cj_u64 v741 = (cj_u64)v740;
    const cj_u64 v742 = v741 * v725;
    const cj_u32 v743 = 1u;
    const cj_u32 v744 = x_count5;
    const cj_u32 v745 = v744 + v743;
    const cj_u64 v746 = 8ull;
    const cj_u64 v747 = (cj_u64)v739;
    const cj_u64 v748 = v747 * v746;
    const cj_ptr v749 = v1 + v748;
    const cj_u64 v750 = *(const cj_u64 *)v749;
    const cj_u64 v751 = v750 - v20;
    const cj_ptr v752 = v733 + v751;
    cj_atomic_store_release_system((cj_u32 *)v752, v745);
    const cj_ptr v753 = v728 + v742;
    const cj_u32 v754 = 0u;
    const cj_u32 v755 = 1u;
    const cj_u64 v756 = cj_timer_ns();
    const cj_u32 v757 = x_failed0;
    x_done6 = v757;
    while (true) {
      const cj_u32 v758 = x_done6;
      const bool v759 = v758 == v754;
      if (!v759) break;
      const cj_u32 v760 = cj_atomic_load_relaxed_system((cj_u32 *)v753);
      const cj_u32 v761 = 0u;
      const cj_u32 v762 = v760 - v745;
      const bool v763 = (cj_i32)v762 >= (cj_i32)v761;
      const cj_u64 v764 = cj_timer_ns();
      const cj_u64 v765 = v764 - v756;
      const bool v766 = v765 > v7;
      const cj_u32 v767 = cj_atomic_load_relaxed_device((cj_u32 *)v6);
      const bool v768 = v767 != v754;
      const bool v769 = v766 || v768;
      if (v763) {
        x_done6 = v755;
      } else {
        if (v769) {
          const cj_u32 v770 = 1u;
          cj_atomic_store_relaxed_system((cj_u32 *)v6, v770);
          x_failed0 = v755;
          x_done6 = v755;
        }
      }
    }
    cj_fence_acquire_system();
  }
  cj_barrier();
}
