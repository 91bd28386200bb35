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
