/* The compute section of kir on real targets. One kernel per warp size uses every compute
 * instruction (shared arrays and vector accesses, shuffles, the block reduction, cp.async,
 * ldmatrix on NVIDIA, MMA); through libLLVM gfx90a / gfx942 code must have v_mfma, ds_read /
 * ds_write, ds_bpermute and no scratch, sm_80 / sm_90 PTX mma.sync, ldmatrix, cp.async and
 * shfl.sync (and ptxas must accept it); through hiprtc (gfx90a) and NVRTC (sm_90) the HIP
 * text compiles. Printers refuse what a target cannot run. */
#include "../golden/tc_util.h"
#include "gen_compute.h"
#include "gen_gemm.h"
#include "isa_common.h"

#define BLOCK 256

/* out[...] gets every result so that nothing is dead code. */
static kir_kernel *build(int warp, int mma_f16) {
  kir_kernel *k = kir_kernel_new("cj_test_compute", BLOCK, 4, warp);
  kir_builder bb, *b = &bb;
  kir_builder_init(b, k);
  kir_val src = kir_param_new(b, "src", KT_PTR, KIR_PARAM_NOALIAS | KIR_PARAM_READONLY, 16);
  kir_val dst = kir_param_new(b, "dst", KT_PTR, KIR_PARAM_NOALIAS, 16);
  kir_val tid = kir_tid(b);
  int tile = kir_shared_new(b, "tile", 2 * 16 * BLOCK, 16);
  int red = kir_shared_new(b, "red", cj__block_reduce_scratch(BLOCK, warp), 4);
  kir_val s = kir_shared(b, tile);
  kir_val off16 = kir_bin(b, KIR_MUL, tid, kir_i32(b, 16));
  kir_val g16 = kir_cvt(b, KIR_ZEXT, KT_I64, off16);
  kir_val gsrc = kir_ptr_add(b, src, g16);
  /* stage 0 by cp.async (predicated), stage 1 by a load and a shared store */
  kir_val odd = kir_cmp(b, KIR_NE, kir_bin(b, KIR_AND, tid, kir_i32(b, 1)), kir_i32(b, 0));
  kir_cp_async(b, kir_ptr_add(b, s, off16), gsrc, 16, odd);
  kir_cp_commit(b);
  kir_val v =
      kir_load(b, KT_V4I32, kir_ptr_add(b, gsrc, kir_i64(b, 16 * BLOCK)), 16, KIR_HINT_NONE);
  kir_store(b, kir_ptr_add(b, s, kir_bin(b, KIR_ADD, off16, kir_i32(b, 16 * BLOCK))), v, 16,
            KIR_HINT_NONE);
  kir_cp_wait(b, 0);
  kir_barrier(b);
  kir_val rot = kir_bin(b, KIR_AND, kir_bin(b, KIR_ADD, off16, kir_i32(b, 16)),
                        kir_i32(b, 2 * 16 * BLOCK - 1));
  kir_val x = kir_load(b, KT_V4I32, kir_ptr_add(b, s, rot), 16, KIR_HINT_NONE);
  kir_val w0 = kir_extract(b, x, 0);
  kir_val f = kir_cvt(b, KIR_SITOFP, KT_F32, w0);
  f = kir_shfl(b, KIR_SHFL_DOWN, f, kir_i32(b, 3));
  kir_val i = kir_shfl(b, KIR_SHFL_IDX, kir_extract(b, x, 1), kir_extract(b, x, 2));
  i = kir_shfl(b, KIR_SHFL_XOR, i, kir_i32(b, 5));
  kir_val sum = cj__gen_block_reduce_f32(b, KIR_ADD, f, tid, red);
  kir_val mx = cj__gen_block_reduce_f32(b, KIR_MAX, f, tid, red);
  kir_val a2 = kir_insert(b, kir_splat(b, KT_V2I32, i), 1, kir_extract(b, x, 3));
  kir_val d;
  if (warp == 64) { /* AMD: a byte permute of two loaded words feeds the MFMA too */
    a2 = kir_insert(b, a2, 0, kir_perm(b, kir_extract(b, x, 3), i, 0x07060302u));
    kir_val c = kir_splat(b, KT_V16I32, kir_cvt(b, KIR_BITCAST, KT_I32, sum));
    d = kir_mma(b, mma_f16 ? KIR_MMA_M32N32K8_F16 : KIR_MMA_M32N32K8_BF16, a2, a2, c);
    d = kir_mma(b, mma_f16 ? KIR_MMA_M32N32K8_BF16 : KIR_MMA_M32N32K8_F16, a2, a2, d);
    kir_store(
        b,
        kir_ptr_add(b, dst, kir_cvt(b, KIR_ZEXT, KT_I64, kir_bin(b, KIR_MUL, tid, kir_i32(b, 64)))),
        d, 16, KIR_HINT_NONE);
  } else {
    kir_val rowp = kir_ptr_add(b, s, kir_bin(b, KIR_AND, off16, kir_i32(b, 511)));
    kir_val fa = kir_ldmatrix(b, KT_V4I32, rowp, 0);
    kir_val fb = kir_ldmatrix(b, KT_V2I32, rowp, KIR_LDMATRIX_TRANS);
    kir_val one = kir_ldmatrix(b, KT_I32, rowp, 0);
    fb = kir_insert(b, fb, 0, kir_bin(b, KIR_XOR, kir_extract(b, fb, 0), one));
    kir_val c = kir_splat(b, KT_V4I32, kir_cvt(b, KIR_BITCAST, KT_I32, sum));
    d = kir_mma(b, mma_f16 ? KIR_MMA_M16N8K16_F16 : KIR_MMA_M16N8K16_BF16, fa, fb, c);
    d = kir_mma(b, mma_f16 ? KIR_MMA_M16N8K16_BF16 : KIR_MMA_M16N8K16_F16, fa, a2, d);
    kir_store(b, kir_ptr_add(b, dst, g16), d, 16, KIR_HINT_NONE);
  }
  kir_val tail = kir_ptr_add(b, dst, kir_i64(b, 64 * BLOCK));
  kir_store(
      b,
      kir_ptr_add(b, tail, kir_cvt(b, KIR_ZEXT, KT_I64, kir_bin(b, KIR_MUL, tid, kir_i32(b, 4)))),
      kir_bin(b, KIR_ADD, mx, f), 4, KIR_HINT_NONE);
  if (kir_builder_finish(b)) {
    fprintf(stderr, "builder: %s\n", b->err);
    exit(1);
  }
  return k;
}

static char *print_llvm(const kir_kernel *k, const cj_target *t) {
  cj_sb sb;
  cj_sb_init(&sb);
  cj_status s = cj__print_llvm(k, t, &sb);
  CHECK(s == CJ_OK, "print LLVM IR for %s: %s", t->name, cj_last_error());
  return s ? (cj_sb_free(&sb), NULL) : cj_sb_take(&sb, NULL);
}

static cj_status llvm_compile(const char *ir, const kir_kernel *k, const cj_target *t,
                              cj_artefact a, cj_blob *out) {
  cj_sb log;
  cj_sb_init(&log);
  cj_status s = cj__toolchain_llvm.compile(ir, k->name, t, a, out, &log);
  if (s == CJ_E_UNAVAILABLE) isa_missing("ld.lld / LLVM target");
  CHECK(!s, "compile for %s: %s\n%s", t->name, cj_last_error(), log.data ? log.data : "");
  cj_sb_free(&log);
  return s;
}

static void check_amd(const char *arch, int f16) {
  cj_target t = isa_target(arch);
  kir_kernel *k = build(64, f16);
  char *ir = print_llvm(k, &t);
  cj_blob obj = {0, NULL};
  if (ir && !llvm_compile(ir, k, &t, CJ_ART_OBJ, &obj)) {
    cj_sb dis;
    cj_sb_init(&dis);
    CHECK(cj__disasm(&obj, &t, &dis) == CJ_OK, "disasm %s: %s", arch, cj_last_error());
    const char *want[] = {"v_mfma_f32_32x32x8", "ds_write_b128", "ds_read_b128",
                          "ds_bpermute_b32",    "s_barrier",     "ds_write_b32",
                          "v_perm_b32"};
    for (size_t i = 0; i < sizeof want / sizeof want[0]; i++)
      CHECK(has(dis.data, want[i]), "%s: %s in the ISA", arch, want[i]);
    /* both MFMA flavours: bf16 (gfx90a: bf16_1k, gfx942: _bf16) and f16 */
    CHECK(has(dis.data, "32x32x8bf16_1k") || has(dis.data, "32x32x8_bf16"), "%s: bf16 mfma", arch);
    CHECK(has(dis.data, "32x32x8f16") || has(dis.data, "32x32x8_f16"), "%s: f16 mfma", arch);
    cj_amd_kernel_info info;
    CHECK(cj__amd_kernel_info(&obj, k->name, &info) == CJ_OK, "info: %s", cj_last_error());
    CHECK(info.private_segment_fixed_size == 0, "%s: %u bytes of scratch", arch,
          info.private_segment_fixed_size);
    CHECK(info.group_segment_fixed_size >= k->shared_bytes, "%s: LDS %u < %u", arch,
          info.group_segment_fixed_size, k->shared_bytes);
    if (getenv("ISA_VERBOSE")) printf("%s\n", dis.data);
    cj_sb_free(&dis);
  }
  cj_blob_free(&obj);
  free(ir);
  kir_kernel_free(k);
}

static void check_nvidia(const char *arch, int f16) {
  cj_target t = isa_target(arch);
  kir_kernel *k = build(32, f16);
  char *ir = print_llvm(k, &t);
  cj_blob ptx = {0, NULL}, cubin = {0, NULL};
  if (ir && !llvm_compile(ir, k, &t, CJ_ART_PTX, &ptx)) {
    const char *want[] = {"mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32",
                          "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32",
                          "ldmatrix.sync.aligned.m8n8.x4.shared.b16",
                          "ldmatrix.sync.aligned.m8n8.x2.trans.shared.b16",
                          "ldmatrix.sync.aligned.m8n8.x1.shared.b16",
                          "cp.async.cg.shared.global",
                          "cp.async.commit_group",
                          "cp.async.wait_group 0",
                          "shfl.sync.bfly.b32",
                          "shfl.sync.down.b32",
                          "shfl.sync.idx.b32",
                          "st.shared.v4",
                          "ld.shared.v4",
                          "bar.sync"};
    for (size_t i = 0; i < sizeof want / sizeof want[0]; i++)
      CHECK(has(ptx.data, want[i]), "%s: %s in the PTX", arch, want[i]);
    if (getenv("ISA_VERBOSE")) printf("%s\n", ptx.data);
  }
  if (ir && !llvm_compile(ir, k, &t, CJ_ART_OBJ, &cubin))
    CHECK(has_elf_magic(&cubin) || !isa_have_ptxas(), "%s: ptxas accepts the PTX", arch);
  cj_blob_free(&ptx);
  cj_blob_free(&cubin);
  free(ir);
  kir_kernel_free(k);
}

/* The HIP text of both kernels through hiprtc (gfx90a) and NVRTC (sm_90). */
static void check_hip(void) {
  if (tc_available(&cj__toolchain_nvrtc)) {
    cj_target t = tc_target("sm_90");
    kir_kernel *k = build(32, 0);
    char *text = tc_print(k, &t);
    cj_blob ptx = {0, NULL}, obj = {0, NULL};
    if (text && tc_compile(&cj__toolchain_nvrtc, text, k->name, &t, CJ_ART_PTX, &ptx)) {
      CHECK(has(ptx.data, "mma.sync.aligned.m16n8k16"), "NVRTC PTX: mma.sync");
      CHECK(has(ptx.data, "ldmatrix.sync.aligned.m8n8.x4"), "NVRTC PTX: ldmatrix");
      CHECK(has(ptx.data, "cp.async.cg.shared.global"), "NVRTC PTX: cp.async");
      CHECK(has(ptx.data, "shfl.sync.bfly.b32"), "NVRTC PTX: shfl.sync");
      CHECK(has(ptx.data, ".shared .align 16 .b8"), "NVRTC PTX: the shared array");
    }
    if (text) tc_compile(&cj__toolchain_nvrtc, text, k->name, &t, CJ_ART_OBJ, &obj);
    free(ptx.data);
    free(obj.data);
    free(text);
    kir_kernel_free(k);
  }
  if (tc_available(&cj__toolchain_hiprtc)) {
    /* every AMD target this hiprtc builds (5.2: gfx90a; ROCm 6.4: gfx942 and gfx950 too): the
     * code has MFMA and LDS accesses */
    static const char *const amd[] = {"gfx90a", "gfx942", "gfx950"};
    for (int a = 0; a < 3; a++) {
      cj_target t = tc_target(amd[a]);
      if (cj__toolchain_hiprtc.builds(&t)) {
        printf("hiprtc: %s skipped: %s\n", amd[a], cj_last_error());
        continue;
      }
      for (int f16 = 0; f16 < 2; f16++) {
        kir_kernel *k = build(64, f16);
        char *text = tc_print(k, &t);
        cj_blob obj = {0, NULL};
        cj_sb dis;
        cj_sb_init(&dis);
        if (text && tc_compile(&cj__toolchain_hiprtc, text, k->name, &t, CJ_ART_OBJ, &obj)) {
          CHECK(has_elf_magic(&obj), "hiprtc output is an ELF");
          CHECK(cj__disasm(&obj, &t, &dis) == CJ_OK, "disasm: %s", cj_last_error());
          CHECK(has(dis.data, "v_mfma_f32_32x32x8"), "hiprtc %s: v_mfma", amd[a]);
          CHECK(has(dis.data, "ds_read") && has(dis.data, "ds_write"), "hiprtc %s: LDS", amd[a]);
          CHECK(has(dis.data, "ds_bpermute_b32"), "hiprtc %s: ds_bpermute", amd[a]);
          CHECK(has(dis.data, "v_perm_b32"), "hiprtc %s: v_perm_b32", amd[a]);
        }
        cj_sb_free(&dis);
        free(obj.data);
        free(text);
        kir_kernel_free(k);
      }
    }
  }
}

/* What a target cannot run is refused by both printers, with a status. */
static void check_refusals(void) {
  cj_target amd = isa_target("gfx942"), nv = isa_target("sm_90");
  kir_kernel *k32 = build(32, 0), *k64 = build(64, 0);
  cj_sb sb;
  cj_sb_init(&sb);
  CHECK(cj__print_llvm(k32, &amd, &sb) == CJ_E_UNSUPPORTED, "warp-32 kernel on gfx942 (LLVM)");
  CHECK(cj__print_hip(k32, &amd, &sb) == CJ_E_UNSUPPORTED, "warp-32 kernel on gfx942 (HIP)");
  CHECK(cj__print_llvm(k64, &nv, &sb) == CJ_E_UNSUPPORTED, "wave-64 kernel on sm_90 (LLVM)");
  CHECK(cj__print_hip(k64, &nv, &sb) == CJ_E_UNSUPPORTED, "wave-64 kernel on sm_90 (HIP)");
  /* the byte permute is AMD only */
  kir_kernel *kp = kir_kernel_new("cj_test_perm", 32, 1, 32);
  kir_builder pb;
  kir_builder_init(&pb, kp);
  kir_val out = kir_param_new(&pb, "out", KT_PTR, 0, 4);
  kir_val tid = kir_tid(&pb);
  kir_store(&pb, out, kir_perm(&pb, tid, tid, 0x05040100u), 4, KIR_HINT_NONE);
  CHECK(!kir_builder_finish(&pb), "perm kernel: %s", pb.err);
  CHECK(cj__print_llvm(kp, &nv, &sb) == CJ_E_UNSUPPORTED, "perm on sm_90 (LLVM)");
  CHECK(cj__print_hip(kp, &nv, &sb) == CJ_E_UNSUPPORTED, "perm on sm_90 (HIP)");
  kir_kernel_free(kp);
  cj_sb_free(&sb);
  /* the same kernel prints the same text twice */
  char *a = print_llvm(k64, &amd), *c = print_llvm(k64, &amd);
  CHECK(a && c && !strcmp(a, c), "deterministic LLVM IR");
  free(a);
  free(c);
  kir_kernel_free(k32);
  kir_kernel_free(k64);
}

/* The GEMM tile kernel: gfx942 has MFMA and LDS traffic and no scratch, and the LDS it declares;
 * sm_90 PTX has mma.sync, ldmatrix and cp.async, its shared memory static up to 48 KiB and one
 * extern array beyond, and ptxas takes it. tile: BM, BN, BK, stages, warps m, n (NULL: the
 * defaults). */
static void check_gemm_tile(const char *arch, int col_major, cj_dtype in, cj_dtype out,
                            const int *tile) {
  cj_target t = isa_target(arch);
  cj_gemm_cfg c = {4096, 4096, 4096, in, out, col_major, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0};
  cj__gemm_defaults(&c, t.warp_size);
  if (tile)
    c.bm = tile[0], c.bn = tile[1], c.bk = tile[2], c.stages = tile[3], c.warps_m = tile[4],
    c.warps_n = tile[5];
  kir_kernel *k = NULL;
  CHECK(cj__gemm_kernel(&c, "cj_test_gemm", &k) == CJ_OK, "gemm: %s", cj_last_error());
  if (!k) return;
  char *ir = print_llvm(k, &t);
  cj_blob obj = {0, NULL};
  if (ir && t.vendor == CJ_VENDOR_AMD && !llvm_compile(ir, k, &t, CJ_ART_OBJ, &obj)) {
    cj_sb dis;
    cj_sb_init(&dis);
    CHECK(cj__disasm(&obj, &t, &dis) == CJ_OK, "disasm: %s", cj_last_error());
    CHECK(has(dis.data, "v_mfma_f32_32x32x8"), "%s gemm: v_mfma", arch);
    /* MFMA 32x32x8 in pairs of k steps: one 16-byte LDS read a fragment for two steps (LLVM
     * 19 and 21 left the former two 8-byte reads unmerged); gfx950's 32x32x16 reads 16 bytes
     * a step */
    if (c.bk % 16 == 0)
      CHECK(has(dis.data, "ds_read_b128") && !has(dis.data, "ds_read_b64\t") &&
                !has(dis.data, "ds_read_b64 "),
            "%s gemm: fragments by ds_read_b128 only", arch);
    else
      CHECK(has(dis.data, "ds_read_b64") || has(dis.data, "ds_read2"), "%s gemm: ds_read", arch);
    CHECK(has(dis.data, "ds_write_b128"), "%s gemm: ds_write_b128", arch);
    /* B row-major on MFMA 32x32x8: the transposing staging packs its k pairs with v_perm_b32 */
    CHECK(col_major || c.mfma_k16 || has(dis.data, "v_perm_b32"), "%s gemm: v_perm_b32", arch);
    cj_amd_kernel_info info;
    CHECK(cj__amd_kernel_info(&obj, k->name, &info) == CJ_OK, "info: %s", cj_last_error());
    CHECK(info.private_segment_fixed_size == 0, "%s gemm: %u bytes of scratch", arch,
          info.private_segment_fixed_size);
    CHECK(info.group_segment_fixed_size >= k->shared_bytes, "%s gemm: LDS %u < %u", arch,
          info.group_segment_fixed_size, k->shared_bytes);
    cj_sb_free(&dis);
  }
  if (ir && t.vendor == CJ_VENDOR_NVIDIA && !llvm_compile(ir, k, &t, CJ_ART_PTX, &obj)) {
    CHECK(has(obj.data, "mma.sync.aligned.m16n8k16"), "%s gemm: mma.sync", arch);
    CHECK(has(obj.data, col_major ? "ldmatrix.sync.aligned.m8n8.x4.shared.b16"
                                  : "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16"),
          "%s gemm: ldmatrix", arch);
    CHECK(has(obj.data, "cp.async.cg.shared.global"), "%s gemm: cp.async", arch);
    CHECK(!has(obj.data, ".local"), "%s gemm: no local memory", arch);
    int dyn = k->shared_bytes > 48u * 1024u;
    CHECK(cj__dynamic_shared(k, &t) == (dyn ? k->shared_bytes : 0u), "%s gemm: dynamic bytes",
          arch);
    CHECK(has(obj.data,
              dyn ? ".extern .shared .align 16 .b8 cj_smem[]" : ".shared .align 16 .b8 cj_smem["),
          "%s gemm: %u bytes of %s shared memory", arch, k->shared_bytes,
          dyn ? "dynamic" : "static");
    CHECK(dyn == has(obj.data, ".extern"), "%s gemm: extern only when dynamic", arch);
    cj_blob cubin = {0, NULL};
    if (!llvm_compile(ir, k, &t, CJ_ART_OBJ, &cubin))
      CHECK(has_elf_magic(&cubin) || !isa_have_ptxas(), "%s gemm: ptxas", arch);
    cj_blob_free(&cubin);
  }
  cj_blob_free(&obj);
  free(ir);
  kir_kernel_free(k);
}

static void check_gemm(const char *arch, int col_major, cj_dtype in, cj_dtype out) {
  check_gemm_tile(arch, col_major, in, out, NULL);
}

/* Tiles beyond 48 KiB of shared memory: dynamic on NVIDIA within the target's limit, refused
 * beyond it (sm_80 163 KiB, gfx942 64 KiB); BK 64 with 4-5 stages. */
static void check_gemm_big(void) {
  static const int nv_big[] = {128, 256, 64, 3, 2, 4};   /* 144 KiB */
  static const int nv_huge[] = {256, 128, 64, 4, 4, 2};  /* 192 KiB */
  static const int nv_deep[] = {128, 128, 32, 5, 2, 2};  /* 80 KiB */
  static const int amd_full[] = {64, 64, 64, 4, 2, 2};   /* 64 KiB, gfx942's whole LDS */
  static const int amd_deep[] = {64, 64, 32, 5, 1, 1};   /* 40 KiB */
  static const int amd_over[] = {128, 128, 64, 3, 2, 2}; /* 96 KiB */
  check_gemm_tile("sm_90", 0, CJ_BF16, CJ_BF16, nv_big);
  check_gemm_tile("sm_90", 1, CJ_F16, CJ_F32, nv_huge);
  check_gemm_tile("sm_80", 0, CJ_BF16, CJ_BF16, nv_big);
  check_gemm_tile("sm_80", 1, CJ_F16, CJ_F16, nv_deep);
  check_gemm_tile("gfx942", 0, CJ_BF16, CJ_BF16, amd_full);
  check_gemm_tile("gfx90a", 1, CJ_F16, CJ_F32, amd_deep);
  const char *arch[] = {"sm_80", "gfx942"};
  const int *tiles[] = {nv_huge, amd_over};
  for (int i = 0; i < 2; i++) {
    cj_target t = isa_target(arch[i]);
    const int *p = tiles[i];
    cj_gemm_cfg c = {512, 512, 512, CJ_BF16, CJ_BF16, 0, 0, 0, 0, 0, 0, 0, t.warp_size,
                     0,   0,   0,       0,       0, 0, 0, 0};
    c.bm = p[0], c.bn = p[1], c.bk = p[2], c.stages = p[3], c.warps_m = p[4], c.warps_n = p[5];
    kir_kernel *k = NULL;
    CHECK(cj__gemm_kernel(&c, "cj_test_gemm", &k) == CJ_OK, "gemm: %s", cj_last_error());
    cj_sb sb;
    cj_sb_init(&sb);
    CHECK(k && cj__print_llvm(k, &t, &sb) == CJ_E_UNSUPPORTED &&
              has(cj_last_error(), "bytes of shared memory"),
          "%s refuses %u bytes of shared memory (LLVM): %s", arch[i], k ? k->shared_bytes : 0,
          cj_last_error());
    CHECK(k && cj__print_hip(k, &t, &sb) == CJ_E_UNSUPPORTED, "%s refuses it (HIP)", arch[i]);
    cj_sb_free(&sb);
    kir_kernel_free(k);
  }
}

/* gfx950 through libLLVM where the linked LLVM knows it (20 and later). */
static void check_gfx950(void) {
  cj_target t = isa_target("gfx950");
  if (cj__toolchain_llvm.builds(&t)) {
    printf("llvm: gfx950 skipped: %s\n", cj_last_error());
    return;
  }
  check_amd("gfx950", 0);
  check_gemm("gfx950", 1, CJ_BF16, CJ_BF16);
}

int main(void) {
  check_refusals();
  check_gfx950();
  check_amd("gfx942", 0);
  check_amd("gfx942:sramecc+:xnack-", 1);
  check_amd("gfx90a", 0);
  check_nvidia("sm_90", 0);
  check_nvidia("sm_80", 1);
  check_hip();
  check_gemm("gfx942", 1, CJ_BF16, CJ_BF16);
  check_gemm("gfx942", 0, CJ_F16, CJ_F32);
  check_gemm("gfx90a", 1, CJ_BF16, CJ_F32);
  check_gemm("sm_90", 0, CJ_BF16, CJ_BF16);
  check_gemm("sm_90", 1, CJ_F16, CJ_F32);
  check_gemm("sm_80", 1, CJ_BF16, CJ_F16);
  check_gemm_big();
  return test_end();
}
