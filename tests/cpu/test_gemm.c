/* The GEMM tile generator on the CPU executor: every tile configuration of both vendors' paths
 * (mma.sync + ldmatrix + cp.async at warp 32, MFMA at wave 64), B row- and column-major, A
 * row-major or column-major (stored K x M: k along the shared tile's rows), raster groups of
 * 1..64 rows of tiles,
 * bf16 / f16 in, bf16 / f16 / f32 out, odd M, N and K (ragged edges, element-wise gathers),
 * against a float64 product of the same rounded inputs. A and B end at an inaccessible page, so
 * a kernel that reads past either matrix (a row past M, a column past N in B's last row, k past
 * K) crashes the test. */
#define _DEFAULT_SOURCE /* MAP_ANONYMOUS */
#include <math.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "codegen.h"
#include "gen_gemm.h"
#include "interp.h"
#include "interp_impl.h"
#include "test.h"

static uint64_t rng_state = 0x13198a2e03707344ull;
static uint64_t rnd(void) {
  uint64_t z = (rng_state += 0x9e3779b97f4a7c15ull);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

static float f32_of(uint32_t u) {
  float f;
  memcpy(&f, &u, 4);
  return f;
}

static uint16_t to_half(float f, cj_dtype t) {
  uint32_t u;
  memcpy(&u, &f, 4);
  return t == CJ_F16 ? cj__ix_f32_to_f16(u) : cj__ix_f32_to_bf16(u);
}

static double from_half(uint16_t h, cj_dtype t) {
  return f32_of(t == CJ_F16 ? cj__ix_f16_to_f32(h) : cj__ix_bf16_to_f32(h));
}

static double out_value(const void *c, size_t i, cj_dtype t) {
  if (t == CJ_F32) return ((const float *)c)[i];
  return from_half(((const uint16_t *)c)[i], t);
}

/* `bytes` (rounded up to 16) that end where an inaccessible page begins; NULL on failure. */
static void *guarded(size_t bytes, size_t *map_len) {
  size_t page = (size_t)sysconf(_SC_PAGESIZE), n = (bytes + 15) / 16 * 16;
  size_t len = (n + page - 1) / page * page + page;
  char *m = mmap(NULL, len, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (m == MAP_FAILED) return NULL;
  if (mprotect(m + len - page, page, PROT_NONE)) {
    munmap(m, len);
    return NULL;
  }
  *map_len = len;
  return m + len - page - n;
}

static void unguard(void *p, size_t map_len) {
  size_t page = (size_t)sysconf(_SC_PAGESIZE);
  if (p) munmap((char *)((uintptr_t)p / page * page), map_len);
}

/* Runs C = A B for the configuration; 0 when every element is within its bound. */
static int run_case(const cj_gemm_cfg *cfg, int plant) {
  uint32_t M = cfg->m, N = cfg->n, K = cfg->k;
  size_t osz = cj_dtype_size(cfg->out);
  size_t alen = 0, blen = 0;
  uint16_t *a = guarded((size_t)M * K * 2, &alen), *b = guarded((size_t)K * N * 2, &blen);
  CHECK(a && b, "cannot map the operands");
  if (!a || !b) return unguard(a, alen), unguard(b, blen), -1;
  void *c = aligned_alloc(16, ((size_t)M * N * osz + 15) / 16 * 16);
  for (size_t i = 0; i < (size_t)M * K; i++)
    a[i] = to_half((float)((double)(rnd() >> 11) / 9007199254740992.0 * 2 - 1), cfg->in);
  for (size_t i = 0; i < (size_t)K * N; i++)
    b[i] = to_half((float)((double)(rnd() >> 11) / 9007199254740992.0 * 2 - 1), cfg->in);
  memset(c, 0x7f, (size_t)M * N * osz); /* elements never written stay far off */
  kir_kernel *k = NULL;
  cj_status s = cj__gemm_kernel(cfg, "cj_gemm_test", &k);
  CHECK(s == CJ_OK, "build: %s", cj_last_error());
  int bad = 0;
  if (!s) {
    uint64_t args[3] = {(uintptr_t)a, (uintptr_t)b, (uintptr_t)c};
    const uint64_t *argv[1] = {args};
    cj_interp_opts o = {120, NULL, NULL};
    s = cj__interp_run(k, 1, argv, &o);
    CHECK(s == CJ_OK || cj__gemm_plant, "run: %s", cj_last_error());
  }
  if (!s) {
    if (plant == 1) b[0] ^= 0x4000; /* the reference sees a different B: the check must notice */
    if (plant == 2) a[(size_t)M * K - 1] ^= 0x4000; /* A's last element */
    /* the bound: f32 accumulation of K exact products ((K + 1) 2^-24 of the magnitudes), then
     * one rounding to the output type (half an ulp of 2^-8 bf16 / 2^-11 f16) */
    double out_eps = cfg->out == CJ_F32 ? 0 : cfg->out == CJ_BF16 ? 0x1p-8 : 0x1p-11;
    for (uint32_t i = 0; i < M && !s; i++)
      for (uint32_t j = 0; j < N; j++) {
        double ref = 0, mag = 0;
        for (uint32_t q = 0; q < K; q++) {
          size_t bi = cfg->b_col_major ? (size_t)j * K + q : (size_t)q * N + j;
          size_t ai = cfg->a_col_major ? (size_t)q * M + i : (size_t)i * K + q;
          double p = from_half(a[ai], cfg->in) * from_half(b[bi], cfg->in);
          ref += p;
          mag += fabs(p);
        }
        double got = out_value(c, (size_t)i * N + j, cfg->out);
        double tol = (K + 1) * 0x1p-24 * mag + out_eps * fabs(ref) + 1e-30;
        if (!(fabs(got - ref) <= tol)) {
          if (bad < 3)
            fprintf(stderr, "  C[%u][%u] = %.9g, want %.9g (tol %.3g)\n", i, j, got, ref, tol);
          bad++;
        }
      }
  }
  kir_kernel_free(k);
  unguard(a, alen);
  unguard(b, blen);
  free(c);
  return s ? -1 : bad;
}

static void check_case(cj_gemm_cfg cfg) {
  int bad = run_case(&cfg, 0);
  CHECK(bad == 0,
        "gemm %ux%ux%u %s->%s A %s B %s tile %dx%dx%d s%d w%dx%d (warp %d, pipeline %d, "
        "group-m %d): %d wrong",
        cfg.m, cfg.n, cfg.k, cj_dtype_name(cfg.in), cj_dtype_name(cfg.out),
        cfg.a_col_major ? "col" : "row", cfg.b_col_major ? "col" : "row", cfg.bm, cfg.bn, cfg.bk,
        cfg.stages, cfg.warps_m, cfg.warps_n, cfg.warp_size, cfg.pipeline, cfg.group_m, bad);
}

/* Prints the kernel of `c` for target `arch` with both printers; 1 when each text holds its
 * `want` and not its `unwanted` ([0] LLVM IR, [1] HIP). */
static int printed(const cj_gemm_cfg *c, const char *arch, const char *const want[2],
                   const char *const unwanted[2]) {
  cj_target t;
  kir_kernel *k = NULL;
  int ok = cj__target_parse(arch, &t) == CJ_OK && cj__gemm_kernel(c, "cj_gemm_test", &k) == CJ_OK;
  for (int hip = 0; hip < 2 && ok; hip++) {
    cj_sb sb;
    cj_sb_init(&sb);
    cj_status s = hip ? cj__print_hip(k, &t, &sb) : cj__print_llvm(k, &t, &sb);
    ok = s == CJ_OK && strstr(sb.data, want[hip]) && !strstr(sb.data, unwanted[hip]);
    if (!ok)
      fprintf(stderr, "  %s %s: %s\n", arch, hip ? "HIP" : "LLVM",
              s ? cj_last_error() : "text not as expected");
    cj_sb_free(&sb);
  }
  kir_kernel_free(k);
  return ok;
}

/* Shared memory beyond 48 KiB: one extern array on NVIDIA (both printers) with its size as the
 * launch's dynamic bytes; static below it and always on AMD; refused past a target's limit. */
static void check_shared_decls(void) {
  cj_gemm_cfg big = {100, 90, 80, CJ_BF16, CJ_BF16, 0, 128, 128, 64, 3, 2, 2, 32, 0, 0, 0, 0, 0, 0, 0, 0};
  cj_gemm_cfg small = {100, 90, 80, CJ_BF16, CJ_BF16, 0, 64, 64, 32, 3, 2, 2, 32, 0, 0, 0, 0, 0, 0, 0, 0};
  static const char *const dyn[2] = {"@cj_smem = external addrspace(3) global [0 x i8], align 16",
                                     "extern __shared__ __attribute__((aligned(16))) char "
                                     "cj_smem[];"};
  static const char *const stat_big[2] = {"[98304 x i8]", "cj_smem[98304]"};
  static const char *const stat_small[2] = {
      "@cj_smem = internal addrspace(3) global [24576 x i8]",
      "__shared__ __attribute__((aligned(16))) char cj_smem[24576];"};
  static const char *const stat_amd[2] = {"@cj_smem = internal addrspace(3) global [98304 x i8]",
                                          "__shared__ __attribute__((aligned(16))) char "
                                          "cj_smem[98304];"};
  static const char *const no_dyn[2] = {"external addrspace(3)", "extern __shared__"};
  CHECK(printed(&big, "sm_90", dyn, stat_big), "98304 bytes on sm_90: one dynamic array");
  CHECK(printed(&small, "sm_90", stat_small, no_dyn), "24576 bytes on sm_90: static");
  cj_target sm90, sm80, gfx942, gfx950;
  kir_kernel *kb = NULL, *ks = NULL, *ka = NULL;
  cj__target_parse("sm_90", &sm90);
  cj__target_parse("sm_80", &sm80);
  cj__target_parse("gfx942", &gfx942);
  cj__target_parse("gfx950", &gfx950);
  cj_gemm_cfg amd = big;
  amd.warp_size = 64;
  CHECK(cj__gemm_kernel(&big, "b", &kb) == CJ_OK && cj__gemm_kernel(&small, "s", &ks) == CJ_OK &&
            cj__gemm_kernel(&amd, "a", &ka) == CJ_OK,
        "build: %s", cj_last_error());
  if (kb && ks && ka) {
    CHECK(cj__dynamic_shared(kb, &sm90) == 98304 && cj__dynamic_shared(kb, &sm80) == 98304,
          "dynamic bytes of the 96 KiB kernel: %u", cj__dynamic_shared(kb, &sm90));
    CHECK(cj__dynamic_shared(ks, &sm90) == 0, "the 24 KiB kernel is static");
    CHECK(cj__dynamic_shared(ka, &gfx950) == 0, "AMD LDS is static");
    CHECK(cj__compute_check(ka, &gfx950) == CJ_OK, "gfx950 takes 96 KiB: %s", cj_last_error());
    CHECK(cj__compute_check(ka, &gfx942) == CJ_E_UNSUPPORTED && strstr(cj_last_error(), "65536"),
          "gfx942 refuses 96 KiB: %s", cj_last_error());
    /* a kernel whose launcher supplies no dynamic shared memory keeps NVIDIA's 48 KiB */
    CHECK(cj__compute_check(kb, &sm90) == CJ_OK, "sm_90 takes 96 KiB: %s", cj_last_error());
    kb->shared_dynamic_ok = 0;
    CHECK(cj__compute_check(kb, &sm90) == CJ_E_UNSUPPORTED && strstr(cj_last_error(), "launcher"),
          "96 KiB without dynamic shared memory refused: %s", cj_last_error());
    cj_sb sb;
    cj_sb_init(&sb);
    CHECK(cj__print_llvm(kb, &sm90, &sb) == CJ_E_UNSUPPORTED, "LLVM printer refuses it");
    CHECK(cj__print_hip(kb, &sm90, &sb) == CJ_E_UNSUPPORTED, "HIP printer refuses it");
    cj_sb_free(&sb);
    ka->shared_dynamic_ok = 0;
    CHECK(cj__compute_check(ka, &gfx950) == CJ_OK, "AMD LDS needs no launcher: %s",
          cj_last_error());
  }
  kir_kernel_free(kb);
  kir_kernel_free(ks);
  kir_kernel_free(ka);
  CHECK(printed(&amd, "gfx950", stat_amd, no_dyn), "98304 bytes on gfx950: static LDS");
}

typedef struct tile {
  int bm, bn, bk, stages, wm, wn;
} tile;

/* NVIDIA: the last five need dynamic shared memory (96 KiB, 120 KiB, 60 KiB, 144 KiB,
 * 192 KiB), BK 64 with 3-5 stages (4 k steps: the register double buffer and the staging
 * spread over them); the last two are the large tiles of the GPU sweep */
static const tile nv_tiles[] = {
    {128, 128, 32, 3, 2, 4}, {64, 64, 32, 2, 2, 2},   {64, 128, 64, 2, 1, 4},
    {128, 64, 32, 4, 4, 1},  {128, 128, 64, 3, 2, 2}, {64, 128, 64, 5, 1, 4},
    {128, 64, 32, 5, 2, 2},  {128, 256, 64, 3, 2, 4}, {256, 128, 64, 4, 4, 2}};
/* AMD: BK 64 with 4 stages (64 KiB, gfx942's whole LDS), 5 stages, 96 KiB (gfx950 only); one
 * LDS slot (stages 1: the split staging's loads in registers across the MFMAs, two barriers) */
static const tile amd_tiles[] = {{128, 128, 32, 3, 2, 2}, {64, 64, 32, 2, 2, 2},
                                 {64, 128, 64, 2, 1, 2},  {64, 64, 64, 4, 2, 2},
                                 {128, 64, 32, 5, 2, 1},  {128, 128, 64, 3, 2, 2},
                                 {128, 128, 32, 1, 2, 2}, {64, 128, 64, 1, 1, 2}};

/* The tiles of a warp size's path and their number. */
static const tile *tiles_of(int warp, int *n) {
  *n = warp == 32 ? (int)(sizeof nv_tiles / sizeof *nv_tiles)
                  : (int)(sizeof amd_tiles / sizeof *amd_tiles);
  return warp == 32 ? nv_tiles : amd_tiles;
}

/* Warpgroup MMA (sm_90): tiles of one to four warpgroups and every N, both layouts of A and
 * B, ragged shapes, 3-5 stages. */
static void check_wgmma(const uint32_t shapes[][3], const cj_dtype io[][2]) {
  static const int wt[][3] = {{64, 64, 3}, {128, 128, 4}, {64, 256, 3}, {256, 64, 5}, {128, 256, 4}};
  int n = 0;
  for (int t = 0; t < 5; t++)
    for (int si = 0; si < 6; si++) {
      if ((t + si) % 2) continue; /* half the pairs: the interpreter is slow at 128 threads */
      cj_gemm_cfg c = {shapes[si][0], shapes[si][1], shapes[si][2] + 64 * (uint32_t)(si % 3),
                       io[n % 4][0], io[n % 4][1], n % 2, wt[t][0], wt[t][1], 64, wt[t][2],
                       wt[t][0] / 16, 1, 32, 0, 0, (n / 2) % 2, 1, 0, 0, 0, 0};
      n++;
      check_case(c);
    }
  cj_gemm_cfg sw = {300, 200, 330, CJ_BF16, CJ_BF16, 0, 64, 64, 64, 3, 4, 1, 32, 0, 0, 1, 1, 0, 0, 0, 0};
  check_case(sw);
  cj_gemm_cfg bad = sw;
  bad.bk = 32;
  kir_kernel *k = NULL;
  CHECK(cj__gemm_kernel(&bad, "x", &k) == CJ_E_INVALID && strstr(cj_last_error(), "warpgroup"),
        "warpgroup MMA refuses BK 32: %s", cj_last_error());
  bad = sw, bad.warps_m = 2, bad.warps_n = 2;
  CHECK(cj__gemm_kernel(&bad, "x", &k) == CJ_E_INVALID, "warpgroup MMA refuses warps 2x2");
  /* each planted fault is caught: a wrong result or the executor's refusal */
  static const char *const what[] = {"", "swizzle off by a row", "no wgmma_wait",
                                     "no proxy fence", "no wgmma fence", "ring slot late"};
  cj_gemm_cfg pc = {130, 136, 520, CJ_BF16, CJ_F32, 0, 64, 128, 64, 4, 4, 1, 32, 0, 0, 0, 1, 0, 0, 0, 0};
  for (int p = CJ_GEMM_PLANT_SWIZZLE; p <= CJ_GEMM_PLANT_SLOT; p++)
    for (int col = 0; col < 2; col++) {
      pc.b_col_major = col, pc.a_col_major = col;
      cj__gemm_plant = p;
      int r = run_case(&pc, 0);
      cj__gemm_plant = 0;
      CHECK(r != 0, "planted fault '%s' (A, B %s) is caught", what[p], col ? "col" : "row");
    }
}

int main(void) {
  static const uint32_t shapes[][3] = {{67, 45, 39},   {128, 128, 64}, {1, 1, 1},
                                       {200, 136, 88}, {33, 130, 70},  {130, 64, 96}};
  static const cj_dtype io[][2] = {
      {CJ_BF16, CJ_F32}, {CJ_F16, CJ_BF16}, {CJ_BF16, CJ_F16}, {CJ_F16, CJ_F32}};
  int n = 0;
  /* warp 32 with both main loops (pipeline -1: single, 1: the fragments double-buffered; the
   * BK 64 tiles of the first pass run the auto choice, double-buffered), then wave 64 */
  static const int paths[][2] = {{32, 0}, {32, -1}, {32, 1}, {64, 0}};
  for (int pth = 0; pth < 4; pth++) {
    int w = paths[pth][0], pipe = paths[pth][1];
    int nt;
    const tile *tiles = tiles_of(w, &nt);
    for (int t = 0; t < nt; t++)
      for (int si = 0; si < 6; si++)
        for (int col = 0; col < 2; col++) {
          cj_gemm_cfg c = {shapes[si][0],
                           shapes[si][1],
                           shapes[si][2],
                           io[n % 4][0],
                           io[n % 4][1],
                           col,
                           tiles[t].bm,
                           tiles[t].bn,
                           tiles[t].bk,
                           tiles[t].stages,
                           tiles[t].wm,
                           tiles[t].wn,
                           w,
                           pipe,
                           0,
                           0, 0, 0, 0, 0, 0};
          n++;
          check_case(c);
        }
  }
  /* A column-major (K x M, ld M): both warp sizes and both NVIDIA main loops, every tile, odd
   * shapes (M odd: the element-wise gather; M a multiple of 8: 16-byte copies), B either way */
  static const uint32_t acol_shapes[][3] = {{67, 45, 39}, {200, 136, 88}, {1, 1, 1}, {64, 70, 50}};
  int na = 0;
  for (int pth = 0; pth < 4; pth++) {
    int w = paths[pth][0], pipe = paths[pth][1];
    int nt;
    const tile *tiles = tiles_of(w, &nt);
    for (int t = 0; t < nt; t++)
      for (int si = 0; si < 4; si++) {
        cj_gemm_cfg c = {acol_shapes[si][0], acol_shapes[si][1], acol_shapes[si][2],
                         io[na % 4][0], io[na % 4][1], (t + si) % 2, tiles[t].bm, tiles[t].bn,
                         tiles[t].bk, tiles[t].stages, tiles[t].wm, tiles[t].wn, w, pipe, 0, 1,
                         0, 0, 0, 0, 0};
        na++;
        check_case(c);
      }
  }
  /* more than 8 rows of tiles: the grouped tile order covers every tile once, for the default
   * group (8), plain row-major (1), 3 (rows of tiles not a multiple of it) and the most (64) */
  static const int groups[] = {0, 1, 3, 64};
  for (int w = 32; w <= 64; w *= 2)
    for (int gi = 0; gi < 4; gi++) {
      cj_gemm_cfg g = {1100, 200, 24, CJ_BF16, CJ_F32, w == 64, 64, 64, 32, 2, 2, 2, w, 0,
                       groups[gi], gi == 2, 0, 0, 0, 0, 0};
      check_case(g);
    }
  /* gfx950's MFMA 32x32x16 (mfma_k16: k steps of 16, 16-byte fragments): every AMD tile, B
   * either way, A column-major in half of them (transposed staging where M is whole chunks,
   * the element-wise gather where not), ragged shapes, both inputs */
  static const uint32_t k16_shapes[][3] = {{67, 45, 39}, {200, 136, 88}, {64, 70, 50}};
  int nk16 = 0;
  for (int t = 0; t < (int)(sizeof amd_tiles / sizeof *amd_tiles); t++)
    for (int si = 0; si < 3; si++)
      for (int col = 0; col < 2; col++) {
        cj_gemm_cfg c = {k16_shapes[si][0], k16_shapes[si][1], k16_shapes[si][2],
                         io[nk16 % 4][0], io[nk16 % 4][1], col, amd_tiles[t].bm, amd_tiles[t].bn,
                         amd_tiles[t].bk, amd_tiles[t].stages, amd_tiles[t].wm, amd_tiles[t].wn,
                         64, 0, 0, (t + si + col) % 2, 0, 1, 0, 0, 0};
        nk16++;
        check_case(c);
      }
  /* ... and the tiles of 32 chunks a row (BN or BM 256) that gfx950's transposing read's
   * swizzle keys by k % 4: B row-major, A column-major, whole chunks and ragged edges */
  static const tile wide[] = {{64, 256, 32, 1, 1, 2}, {256, 64, 32, 2, 2, 1}};
  static const uint32_t wide_shapes[][3] = {{300, 264, 72}, {270, 300, 40}};
  for (int t = 0; t < 2; t++)
    for (int si = 0; si < 2; si++) {
      cj_gemm_cfg c = {wide_shapes[si][0], wide_shapes[si][1], wide_shapes[si][2],
                       io[(t + si) % 4][0], io[(t + si) % 4][1], 0, wide[t].bm, wide[t].bn,
                       wide[t].bk, wide[t].stages, wide[t].wm, wide[t].wn, 64, 0, 0, 1, 0, 1, 0, 0, 0};
      check_case(c);
    }
  /* MFMA 32x32x8 (gfx942, gfx90a): B row-major and A column-major are staged transposed, their
   * k pairs packed by AMD's byte permute (v_perm_b32) in both printers' text; B column-major
   * with A row-major has nothing to pack */
  {
    static const char *const perm[2] = {"@llvm.amdgcn.perm(", "__builtin_amdgcn_perm("};
    static const char *const none[2] = {"\x01", "\x01"};
    static const char *const any[2] = {"define ", "__global__"};
    cj_gemm_cfg c = {256, 256, 64, CJ_BF16, CJ_BF16, 0, 128, 128, 32, 1, 2, 2,
                     64, 0, 0, 0, 0, 0, 0, 0, 0};
    CHECK(printed(&c, "gfx942", perm, none), "gfx942 B row-major packs with perm");
    c.b_col_major = 1, c.a_col_major = 1;
    CHECK(printed(&c, "gfx90a", perm, none), "gfx90a A column-major packs with perm");
    c.a_col_major = 0;
    CHECK(printed(&c, "gfx942", any, perm), "gfx942 B column-major, A row-major: no perm");
  }
  /* gfx950's transposing read: a staging swizzled for another read, or the read's lanes taking
   * row and column group the other way round, are caught (B row-major; A column-major) */
  {
    static const char *const what[] = {"staged with gg_swz's key", "lanes' roles swapped"};
    for (int p = 0; p < 2; p++)
      for (int acol = 0; acol < 2; acol++) {
        cj_gemm_cfg c = {200, 136, 88, CJ_BF16, CJ_F32, acol, 128, 128, 32, 1, 2, 2,
                         64, 0, 0, acol, 0, 1, 0, 0, 0};
        cj__gemm_plant = CJ_GEMM_PLANT_TR_SWIZZLE + p;
        int r = run_case(&c, 0);
        cj__gemm_plant = 0;
        CHECK(r != 0, "planted fault '%s' (%s) is caught", what[p],
              acol ? "A column-major" : "B row-major");
      }
  }
  /* MFMA 32x32x8 in pairs of k steps (one 16-byte LDS read a fragment for two steps): the odd
   * step taking the even step's k again is caught, with each operand read either way (a
   * 16-byte chunk, or k rows staged transposed or gathered element by element) */
  for (int l = 0; l < 4; l++) {
    cj_gemm_cfg c = {200, 136, 88, CJ_BF16, CJ_F32, l % 2, 128, 128, 32, 1, 2, 2,
                     64, 0, 0, l / 2, 0, 0, 0, 0, 0};
    CHECK(run_case(&c, 0) == 0, "pairs of k steps, B %s, A %s: right", l % 2 ? "col" : "row",
          l / 2 ? "col" : "row");
    cj__gemm_plant = CJ_GEMM_PLANT_AMD_PAIR_HALF;
    int r = run_case(&c, 0);
    cj__gemm_plant = 0;
    CHECK(r != 0, "planted fault 'odd k step reads the even step's k' (B %s, A %s) is caught",
          l % 2 ? "col" : "row", l / 2 ? "col" : "row");
  }
  {
    cj_gemm_cfg c = {67, 45, 39, CJ_BF16, CJ_F32, 0, 64, 64, 32, 2, 2, 2, 64, 0, 0, 0, 0, 1, 0, 0, 0};
    CHECK(run_case(&c, 1) > 0, "a planted fault in B is noticed (MFMA 32x32x16)");
    c.a_col_major = 1;
    CHECK(run_case(&c, 2) > 0, "a planted fault in a column-major A is noticed (32x32x16)");
  }
  /* AMD: where every chunk of an operand is in bounds, the one-slot staging loads it through a
   * buffer resource (kir_load_off: the k tile's offset scalar, the thread's in one register;
   * the CPU executor checks that base and scalar offset agree across a block and that no load
   * passes the matrix); both printers say so, a ragged shape keeps plain loads, the kernel
   * computes right (check_case runs such tiles above) and a planted fault (every k tile read
   * at the first one's offset) is caught */
  {
    static const char *const buf[2] = {"@llvm.amdgcn.raw.buffer.load.v4i32(", "cj_ld_off<"};
    static const char *const plain[2] = {"define ", "__global__"};
    static const char *const never[2] = {"\x01", "\x01"};
    for (int col = 0; col < 2; col++) {
      cj_gemm_cfg c = {128, 128, 64, CJ_BF16, CJ_F32, col, 128, 128, 32, 1, 2, 2, 64,
                       0, 0, 0, 0, 0, 0, 0, 0};
      CHECK(printed(&c, "gfx942", buf, never), "AMD, B %s in bounds: buffer loads",
            col ? "col" : "row");
      cj_gemm_cfg r = c;
      r.m = 130, r.n = 136;
      CHECK(printed(&r, "gfx942", plain, buf), "AMD, B %s ragged: no buffer load",
            col ? "col" : "row");
      CHECK(run_case(&c, 0) == 0, "AMD buffer loads, B %s: right", col ? "col" : "row");
      cj__gemm_plant = CJ_GEMM_PLANT_BUF_SOFF;
      int bad = run_case(&c, 0);
      cj__gemm_plant = 0;
      CHECK(bad != 0, "planted fault 'buffer loads at the first k tile's offset' (B %s) is caught",
            col ? "col" : "row");
    }
  }
  check_shared_decls();
  check_wgmma(shapes, io);
  /* the comparison catches a wrong product */
  cj_gemm_cfg c = {67, 45, 39, CJ_BF16, CJ_F32, 0, 64, 64, 32, 2, 2, 2, 32, 0, 0, 0, 0, 0, 0, 0, 0};
  CHECK(run_case(&c, 1) > 0, "a planted fault in B is noticed");
  for (int w = 32; w <= 64; w *= 2) { /* and in a column-major A */
    cj_gemm_cfg ac = c;
    ac.warp_size = w, ac.a_col_major = 1;
    CHECK(run_case(&ac, 2) > 0, "a planted fault in a column-major A is noticed (warp %d)", w);
  }
  c.group_m = 65;
  kir_kernel *kg = NULL;
  CHECK(cj__gemm_kernel(&c, "x", &kg) == CJ_E_INVALID && strstr(cj_last_error(), "group_m"),
        "group_m 65: %s", cj_last_error());
  c.group_m = 0;
  /* bad configurations are refused with the field named */
  c.stages = 7;
  kir_kernel *k = NULL;
  CHECK(cj__gemm_kernel(&c, "x", &k) == CJ_E_INVALID && strstr(cj_last_error(), "stages"),
        "stages 7: %s", cj_last_error());
  c.stages = 4;
  c.bm = c.bn = 256;
  c.bk = 64;
  c.warps_m = c.warps_n = 4;
  CHECK(cj__gemm_kernel(&c, "x", &k) == CJ_E_INVALID && strstr(cj_last_error(), "shared"),
        "too much shared memory: %s", cj_last_error());
  c.bk = 32;
  c.stages = 2;
  c.warps_m = c.warps_n = 1;
  CHECK(cj__gemm_kernel(&c, "x", &k) == CJ_E_INVALID && strstr(cj_last_error(), "fragments"),
        "a 256x256 warp tile: %s", cj_last_error());
  printf("%d configurations, %d with A column-major\n", n, na);
  return test_end();
}
