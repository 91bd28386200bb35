// ---- colljit compute prelude: NVIDIA (only in kernels that use shared memory, warp operations
// or matrix fragments). Warp 32; shared memory is the kernel's cj_smem. Inline PTX throughout.
// A 64-byte accumulator at a 16-byte aligned address moves in 16-byte pieces.
template <> struct cj_uint_of<16> { typedef cj_u32x4 t; };
// The 32-bit shared-window address of a generic pointer into shared memory.
CJ_DEV cj_u32 cj_smem_addr(const char *p) {
  cj_u64 a;
  asm("cvta.to.shared.u64 %0, %1;" : "=l"(a) : "l"(p));
  return (cj_u32)a;
}

CJ_DEV float cj_sqrtf(float x) {
  float r;
  asm("sqrt.rn.f32 %0, %1;" : "=f"(r) : "f"(x));
  return r;
}

// ---- shuffles: shfl.sync over the full warp; c = 0x1f: the lane index wraps at 32, down keeps
// the lane's own value past lane 31
#define CJ_SHFL(name, mode)                                                                     \
  CJ_DEV cj_u32 cj_shfl_##name(cj_u32 v, cj_u32 s) {                                            \
    cj_u32 r;                                                                                   \
    asm volatile("shfl.sync." mode ".b32 %0, %1, %2, 0x1f, 0xffffffff;" : "=r"(r) : "r"(v), "r"(s)); \
    return r;                                                                                   \
  }                                                                                             \
  CJ_DEV float cj_shfl_##name(float v, cj_u32 s) {                                              \
    return cj_f32_from_bits(cj_shfl_##name(cj_f32_bits(v), s));                                 \
  }
CJ_SHFL(xor, "bfly")
CJ_SHFL(down, "down")
CJ_SHFL(idx, "idx")

// ---- ldmatrix: 8x8 b16 matrices from shared memory, rows given by the warp's lanes --------
CJ_DEV cj_u32 cj_ldmatrix_x1(const char *p) {
  cj_u32 r;
  asm volatile("ldmatrix.sync.aligned.m8n8.x1.shared.b16 {%0}, [%1];" : "=r"(r) : "r"(cj_smem_addr(p)) : "memory");
  return r;
}
CJ_DEV cj_u32 cj_ldmatrix_x1_trans(const char *p) {
  cj_u32 r;
  asm volatile("ldmatrix.sync.aligned.m8n8.x1.trans.shared.b16 {%0}, [%1];" : "=r"(r) : "r"(cj_smem_addr(p)) : "memory");
  return r;
}
CJ_DEV cj_u32x2 cj_ldmatrix_x2(const char *p) {
  cj_u32x2 r;
  asm volatile("ldmatrix.sync.aligned.m8n8.x2.shared.b16 {%0, %1}, [%2];"
               : "=r"(r.x), "=r"(r.y) : "r"(cj_smem_addr(p)) : "memory");
  return r;
}
CJ_DEV cj_u32x2 cj_ldmatrix_x2_trans(const char *p) {
  cj_u32x2 r;
  asm volatile("ldmatrix.sync.aligned.m8n8.x2.trans.shared.b16 {%0, %1}, [%2];"
               : "=r"(r.x), "=r"(r.y) : "r"(cj_smem_addr(p)) : "memory");
  return r;
}
CJ_DEV cj_u32x4 cj_ldmatrix_x4(const char *p) {
  cj_u32x4 r;
  asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 {%0, %1, %2, %3}, [%4];"
               : "=r"(r.x), "=r"(r.y), "=r"(r.z), "=r"(r.w) : "r"(cj_smem_addr(p)) : "memory");
  return r;
}
CJ_DEV cj_u32x4 cj_ldmatrix_x4_trans(const char *p) {
  cj_u32x4 r;
  asm volatile("ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {%0, %1, %2, %3}, [%4];"
               : "=r"(r.x), "=r"(r.y), "=r"(r.z), "=r"(r.w) : "r"(cj_smem_addr(p)) : "memory");
  return r;
}

// ---- cp.async: global -> shared, completed by commit groups; p false: zeros, no read -------
#define CJ_CP_ASYNC(n, name, cache)                                                             \
  CJ_DEV void cj_cp_async##name(char *d, const char *s, bool p) {                               \
    asm volatile("cp.async." cache ".shared.global [%0], [%1], " #n ", %2;"                     \
                 ::"r"(cj_smem_addr(d)), "l"(s), "r"(p ? n : 0) : "memory");                    \
  }
CJ_CP_ASYNC(4, 4, "ca")
CJ_CP_ASYNC(8, 8, "ca")
CJ_CP_ASYNC(16, 16, "cg")
CJ_CP_ASYNC(16, 16_l1, "ca") // kept in L1: rows of 16 mod 32 bytes (half sectors at both ends)

// ---- tensor maps (sm_90): a 2-D box into shared memory, counted off an mbarrier -------------
struct __align__(64) cj_tmap_t { unsigned long long w[16]; }; // the driver's CUtensorMap
CJ_DEV void cj_mbar_expect_tx(char *bar, cj_u32 bytes) {
  asm volatile("mbarrier.arrive.expect_tx.shared::cta.b64 _, [%0], %1;"
               :: "r"(cj_smem_addr(bar)), "r"(bytes) : "memory");
}
CJ_DEV void cj_tma_load2d(char *d, const cj_tmap_t *m, cj_u32x2 xy, char *bar) {
  asm volatile("cp.async.bulk.tensor.2d.shared::cluster.global.tile.mbarrier::complete_tx::bytes"
               " [%0], [%1, {%2, %3}], [%4];"
               :: "r"(cj_smem_addr(d)), "l"(m), "r"(xy.x), "r"(xy.y), "r"(cj_smem_addr(bar))
               : "memory");
}
CJ_DEV void cj_tma_store2d(char *s, const cj_tmap_t *m, cj_u32x2 xy) {
  asm volatile("cp.async.bulk.tensor.2d.global.shared::cta.bulk_group [%0, {%1, %2}], [%3];"
               :: "l"(m), "r"(xy.x), "r"(xy.y), "r"(cj_smem_addr(s)) : "memory");
}
CJ_DEV void cj_cp_commit() { asm volatile("cp.async.commit_group;" ::: "memory"); }
template <int N> CJ_DEV void cj_cp_wait() { asm volatile("cp.async.wait_group %0;" ::"n"(N) : "memory"); }

// ---- mma.sync m16n8k16, f32 accumulation (fragment layouts: kir.h) --------------------------
#define CJ_MMA16(name, ty)                                                                      \
  CJ_DEV cj_u32x4 cj_mma_m16n8k16_##name(cj_u32x4 a, cj_u32x2 b, cj_u32x4 c) {                  \
    float d0, d1, d2, d3;                                                                       \
    asm("mma.sync.aligned.m16n8k16.row.col.f32." ty "." ty ".f32 {%0, %1, %2, %3}, "            \
        "{%4, %5, %6, %7}, {%8, %9}, {%10, %11, %12, %13};"                                     \
        : "=f"(d0), "=f"(d1), "=f"(d2), "=f"(d3)                                                \
        : "r"(a.x), "r"(a.y), "r"(a.z), "r"(a.w), "r"(b.x), "r"(b.y),                           \
          "f"(cj_f32_from_bits(c.x)), "f"(cj_f32_from_bits(c.y)),                               \
          "f"(cj_f32_from_bits(c.z)), "f"(cj_f32_from_bits(c.w)));                              \
    return make_uint4(cj_f32_bits(d0), cj_f32_bits(d1), cj_f32_bits(d2), cj_f32_bits(d3));      \
  }
CJ_MMA16(bf16, "bf16")
CJ_MMA16(f16, "f16")
// ---- end of compute prelude -------------------------------------------------------------------
