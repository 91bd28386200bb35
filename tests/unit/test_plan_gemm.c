/* Plans and keys of the GEMM ops (the fused ones and the stand-alone gemm): defaults resolved into the key, the key parses back to
 * the same plan, every layout token changes the key, and bad requests are refused with the
 * field named (shapes, sharding, dtype, flags, layout, the sync area's flags, the grid). */
#define _DEFAULT_SOURCE /* MAP_ANONYMOUS */
#include <stddef.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "codegen.h"
#include "test.h"
#include "toolchain.h"

static cj_request req(cj_op op, uint64_t m, uint64_t n, uint64_t k, int shard, int world) {
  cj_request r = CJ_REQUEST_INIT;
  r.op = op;
  r.world = world;
  r.target = "sm_90";
  r.gemm = (cj_gemm_params){.struct_size = sizeof(cj_gemm_params), .m = m, .n = n, .k = k, .shard = shard};
  return r;
}

static void refused(cj_request r, const char *field) {
  cj_plan *p = NULL;
  cj_status s = cj_plan_create(&r, &p);
  CHECK(s == CJ_E_INVALID && strstr(cj_last_error(), field), "want '%s' refused, got %d: %s", field,
        (int)s, cj_last_error());
  cj_plan_destroy(p);
}

static void round_trip(cj_request r) {
  cj_plan *p = NULL, *q = NULL;
  CHECK(cj_plan_create(&r, &p) == CJ_OK, "plan: %s", cj_last_error());
  if (!p) return;
  CHECK(cj_plan_from_key(cj_plan_key(p), &q) == CJ_OK, "%s: %s", cj_plan_key(p), cj_last_error());
  if (q) CHECK_STREQ(cj_plan_key(q), cj_plan_key(p));
  cj_request back;
  cj_plan_request(p, &back);
  CHECK(back.gemm.m == r.gemm.m && back.gemm.bm > 0 && back.gemm.stages > 0, "resolved gemm");
  cj_plan_destroy(p);
  cj_plan_destroy(q);
}

#define AG CJ_OP_ALLGATHER_GEMM
#define RS CJ_OP_GEMM_REDUCESCATTER

/* The GEMM ops' paths: forced by COLLJIT_GEMM_PATH's values, by a selection-table choice of the
 * op, else blas on NVIDIA and the fused kernel on AMD; allgather_gemm's shard k always fused. */
static void test_gemm_path(void) {
  cj_target nv, amd;
  CHECK(!cj__target_parse("sm_90", &nv) && !cj__target_parse("gfx942", &amd), "targets");
  cj_gemm_params m = {.struct_size = sizeof m, .m = 4096, .n = 3584, .k = 8192, .shard = CJ_SHARD_M}, k = m;
  k.shard = CJ_SHARD_K;
  CHECK_EQ(cj__gemm_path(&nv, AG, 2, &m, CJ_BF16, "auto"), CJ_VARIANT_BLAS);
  CHECK_EQ(cj__gemm_path(&nv, AG, 1, &m, CJ_F16, NULL), CJ_VARIANT_BLAS);
  CHECK_EQ(cj__gemm_path(&amd, AG, 2, &m, CJ_BF16, "auto"), CJ_VARIANT_PULL);
  CHECK_EQ(cj__gemm_path(&nv, AG, 2, &k, CJ_BF16, "blas"), CJ_VARIANT_PULL);
  CHECK_EQ(cj__gemm_path(&nv, AG, 2, &m, CJ_BF16, "fused"), CJ_VARIANT_PULL);
  CHECK_EQ(cj__gemm_path(&amd, AG, 8, &m, CJ_BF16, "blas"), CJ_VARIANT_BLAS);
  cj__select_force(CJ_OP_ALLGATHER_GEMM, CJ_VARIANT_PULL, 0, 1);
  CHECK_EQ(cj__gemm_path(&nv, AG, 2, &m, CJ_BF16, "auto"), CJ_VARIANT_PULL);
  CHECK_EQ(cj__gemm_path(&nv, AG, 2, &m, CJ_BF16, "blas"), CJ_VARIANT_BLAS); /* the variable wins */
  cj__select_force(CJ_OP_ALLGATHER_GEMM, CJ_VARIANT_BLAS, 0, 1);
  CHECK_EQ(cj__gemm_path(&amd, AG, 4, &m, CJ_BF16, "auto"), CJ_VARIANT_BLAS);
  cj__select_force(CJ_OP_ALLGATHER_GEMM, CJ_VARIANT_AUTO, 0, 0);
  /* gemm_reducescatter (shard k): fused is push; a table row of allgather_gemm is not its; the
   * built-in table's sm_90 rows: ce at 2 ranks, push to 4 MiB of A a rank at 4, ce above */
  CHECK_EQ(cj__gemm_path(&nv, RS, 2, &k, CJ_BF16, "auto"), CJ_VARIANT_CE);
  cj_gemm_params k4 = k;
  k4.m = 1024; /* 1024 x 8192 / 4 x 2 bytes: 4 MiB */
  CHECK_EQ(cj__gemm_path(&nv, RS, 4, &k4, CJ_BF16, "auto"), CJ_VARIANT_PUSH);
  k4.m = 1032;
  CHECK_EQ(cj__gemm_path(&nv, RS, 4, &k4, CJ_BF16, "auto"), CJ_VARIANT_CE);
  cj_gemm_params m4 = m; /* allgather_gemm at 4 ranks: pull to 4 MiB, blas above */
  m4.m = 1024; /* 1024 / 4 x 8192 x 2 bytes: 4 MiB */
  CHECK_EQ(cj__gemm_path(&nv, AG, 4, &m4, CJ_BF16, "auto"), CJ_VARIANT_PULL);
  m4.m = 4096;
  CHECK_EQ(cj__gemm_path(&nv, AG, 4, &m4, CJ_BF16, "auto"), CJ_VARIANT_BLAS);
  CHECK_EQ(cj__gemm_path(&amd, RS, 2, &k, CJ_BF16, NULL), CJ_VARIANT_PUSH);
  CHECK_EQ(cj__gemm_path(&nv, RS, 2, &k, CJ_BF16, "fused"), CJ_VARIANT_PUSH);
  CHECK_EQ(cj__gemm_path(&amd, RS, 8, &k, CJ_F16, "blas"), CJ_VARIANT_BLAS);
  CHECK_EQ(cj__gemm_path(&nv, RS, 2, &m, CJ_BF16, "blas"), CJ_VARIANT_PUSH); /* shard m */
  cj__select_force(CJ_OP_ALLGATHER_GEMM, CJ_VARIANT_PULL, 0, 1);
  CHECK_EQ(cj__gemm_path(&nv, RS, 2, &k, CJ_BF16, "auto"), CJ_VARIANT_CE);
  cj__select_force(CJ_OP_GEMM_REDUCESCATTER, CJ_VARIANT_PUSH, 0, 1);
  CHECK_EQ(cj__gemm_path(&nv, RS, 2, &k, CJ_BF16, "auto"), CJ_VARIANT_PUSH);
  cj__select_force(CJ_OP_ALLGATHER_GEMM, CJ_VARIANT_AUTO, 0, 0);
  cj__select_force(CJ_OP_GEMM_REDUCESCATTER, CJ_VARIANT_AUTO, 0, 0);
  /* ce: the copy engines with the generated gemm op's kernel, by the variable or a table row;
   * like blas only for allgather_gemm's shard m and gemm_reducescatter's shard k; the gemm op
   * keeps its tile */
  const struct {
    const cj_target *t;
    cj_op op;
    int world;
    const cj_gemm_params *g;
    cj_variant want;
  } ce[] = {{&nv, AG, 2, &m, CJ_VARIANT_CE},   {&amd, RS, 4, &k, CJ_VARIANT_CE},
            {&nv, AG, 2, &k, CJ_VARIANT_PULL}, {&nv, RS, 2, &m, CJ_VARIANT_PUSH},
            {&nv, CJ_OP_GEMM, 1, &m, CJ_VARIANT_TILE}};
  for (size_t i = 0; i < sizeof ce / sizeof ce[0]; i++)
    CHECK(cj__gemm_path(ce[i].t, ce[i].op, ce[i].world, ce[i].g, CJ_BF16, "ce") == ce[i].want,
          "forced ce, case %zu", i);
  cj__select_force(CJ_OP_ALLGATHER_GEMM, CJ_VARIANT_CE, 0, 1);
  CHECK_EQ(cj__gemm_path(&amd, AG, 2, &m, CJ_BF16, "auto"), CJ_VARIANT_CE);
  CHECK_EQ(cj__gemm_path(&amd, AG, 2, &m, CJ_BF16, "fused"), CJ_VARIANT_PULL);
  cj__select_force(CJ_OP_ALLGATHER_GEMM, CJ_VARIANT_AUTO, 0, 0);
}

/* `bytes` that end where an inaccessible page begins (a read past them crashes the test). */
/* A GEMM op left `auto` plans its generated kernel on every target and world, whatever the
 * selection table says of the op's path: the table's `blas` (gemm_reducescatter at 2 ranks on
 * sm_90) is the runtime's vendor path, whose `blas` kernel only sums slots the vendor GEMMs
 * fill. Planning it for `auto` made the fused path launch that reduction alone (a wrong result,
 * no error). Also with the table forced to blas, as the runtime's path choice reads it. */
static void test_auto_is_generated(void) {
  static const char *targets[] = {"sm_90", "sm_80", "gfx942", "gfx950", "gfx90a"};
  static const struct { cj_op op; int shard; cj_variant want; } ops[] = {
      {AG, CJ_SHARD_M, CJ_VARIANT_PULL}, {RS, CJ_SHARD_K, CJ_VARIANT_PUSH},
      {CJ_OP_GEMM, CJ_SHARD_M, CJ_VARIANT_TILE}};
  for (int force = 0; force < 2; force++)
    for (int t = 0; t < 5; t++)
      for (int o = 0; o < 3; o++)
        for (int w = 1; w <= 8; w *= 2) {
          if (force) cj__select_force(ops[o].op, CJ_VARIANT_BLAS, 0, 1);
          cj_request r = req(ops[o].op, 256 * (uint64_t)w, 256, 256 * (uint64_t)w, ops[o].shard,
                             w);
          r.target = targets[t];
          cj_plan *p = NULL;
          cj_status s = cj_plan_create(&r, &p);
          CHECK(s == CJ_OK && p->variant == ops[o].want, "%s w%d %s%s: planned %s (want %s): %s",
                cj_op_name(ops[o].op), w, targets[t], force ? " (table: blas)" : "",
                p ? cj_variant_name(p->variant) : "-", cj_variant_name(ops[o].want),
                s ? cj_last_error() : "ok");
          cj_plan_destroy(p);
          if (force) cj__select_force(ops[o].op, CJ_VARIANT_AUTO, 0, 0);
        }
}

static void *at_page_end(size_t bytes, void **map, size_t *len) {
  size_t page = (size_t)sysconf(_SC_PAGESIZE);
  *len = 2 * page;
  char *m = mmap(NULL, *len, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (m == MAP_FAILED) return NULL;
  if (mprotect(m + page, page, PROT_NONE)) return munmap(m, *len), NULL;
  *map = m;
  return m + page - bytes;
}

/* The versioned cj_gemm_params: a request of colljit 0.1.0's size (the old cj_gemm_params, no
 * struct_size, at its end) plans as the same request of this version; a struct_size inside the
 * GEMM part, and a bare cj_gemm_params of 0.1.0 (first word m), are refused with the field
 * named; neither is read past its end. */
static void test_abi(void) {
  cj_request now = req(AG, 256, 72, 96, CJ_SHARD_M, 2);
  now.gemm.bias = 1, now.gemm.fetchers = 3, now.gemm.k_per_flag = 2, now.gemm.bm = 64;
  void *map = NULL;
  size_t len = 0;
  char *old = at_page_end(CJ_REQUEST_V0_SIZE, &map, &len);
  CHECK(old != NULL, "map");
  if (!old) return;
  memcpy(old, &now, offsetof(cj_request, gemm));
  size_t v0 = CJ_REQUEST_V0_SIZE;
  memcpy(old, &v0, sizeof v0);
  cj_gemm_params_v0 g0 = {.m = 256, .n = 72, .k = 96, .shard = CJ_SHARD_M, .bias = 1, .bm = 64,
                          .fetchers = 3, .k_per_flag = 2};
  memcpy(old + offsetof(cj_request, gemm), &g0, sizeof g0);
  cj_plan *a = NULL, *b = NULL;
  CHECK(cj_plan_create((const cj_request *)old, &a) == CJ_OK, "0.1.0 request: %s",
        cj_last_error());
  CHECK(cj_plan_create(&now, &b) == CJ_OK, "request: %s", cj_last_error());
  if (a && b) CHECK_STREQ(cj_plan_key(a), cj_plan_key(b));
  cj_plan_destroy(a);
  cj_plan_destroy(b);
  /* a size that splits the GEMM part: no version had it */
  cj_request split = now;
  split.struct_size = offsetof(cj_request, gemm) + 16;
  refused(split, "struct_size");
  /* inside a request gemm.struct_size is not read: the request's size says the version */
  cj_request inner = now;
  inner.gemm.struct_size = 0;
  a = NULL;
  CHECK(cj_plan_create(&inner, &a) == CJ_OK, "gemm.struct_size 0 inside a request: %s",
        cj_last_error());
  cj_plan_destroy(a);
  /* the pointer entry points: 0.1.0's struct (its first word is m) and a zero size refused */
  char *bare = old + CJ_REQUEST_V0_SIZE - sizeof g0;
  CHECK(cj__gemm_params_check((const cj_gemm_params *)bare, "allgather_gemm") == CJ_E_INVALID &&
            strstr(cj_last_error(), "CJ_GEMM_PARAMS_INIT") &&
            strstr(cj_last_error(), "struct_size is 256"),
        "0.1.0 cj_gemm_params: %s", cj_last_error());
  cj_gemm_params z = {0};
  CHECK(cj__gemm_params_check(&z, "prepare_gemm") == CJ_E_INVALID, "struct_size 0 accepted");
  CHECK(cj__gemm_params_check(NULL, "prepare_gemm") == CJ_E_INVALID, "NULL accepted");
  cj_gemm_params ok = CJ_GEMM_PARAMS_INIT;
  CHECK(cj__gemm_params_check(&ok, "x") == CJ_OK, "CJ_GEMM_PARAMS_INIT refused");
  CHECK(cj_allgather_gemm(NULL, NULL, NULL, NULL, NULL, &z, CJ_BF16, NULL) == CJ_E_INVALID,
        "allgather_gemm without a comm");
  munmap(map, len);
}

/* gemm, the stand-alone op: key round trips with bcol / of32 / bias / gm (tokens only when
 * set, no shard token), its bytes, the fields it refuses and those only it takes. */
/* The dynamic shared memory a launch must pass: NVIDIA GEMM tiles beyond 48 KiB only. */
static void test_dynamic_shared(void) {
  static const struct {
    const char *key;
    unsigned want;
  } cases[] = {
      /* the gemm op's sm_90 default (warpgroup MMA): 4 x (128 + 256) x 64 x 2 bytes */
      {"gemm.bf16.mnk1000x3584x1000.w1.sm_90", 196608},
      /* the mma.sync tile when the key names one */
      {"gemm.bf16.mnk1000x3584x1000.tile128x256x64.st3.wp2x4.w1.sm_90", 147456},
      {"gemm.bf16.mnk1000x3584x1000.w1.gfx942", 0}, /* AMD: LDS is static */
      /* allgather_gemm's sm_90 default is the warpgroup tile too */
      {"allgather_gemm.bf16.mnk1024x3584x8192.shard-m.w2.sm_90", 196608},
      /* and gemm_reducescatter's */
      {"gemm_reducescatter.push.bf16.mnk1024x3584x8192.shard-k.w2.sm_90", 196608},
      /* gemm_reducescatter with the mma.sync default's tile: 128 x 128 x 32, 3 stages, 48 KiB:
       * static */
      {"gemm_reducescatter.push.bf16.mnk1024x3584x8192.shard-k.tile128x128x32.st3.wp2x2.w2.sm_90", 0},
      {"allgather_gemm.bf16.mnk1024x3584x8192.shard-m.tile128x128x64.st3.w2.sm_90", 98304},
      {"gemm_reducescatter.push.f16.mnk1024x3584x8192.shard-k.tile128x128x64.st3.w2.sm_90", 98304},
      {"allreduce.sum.bf16.n4096.w2.sm_90", 0}};
  for (size_t i = 0; i < sizeof cases / sizeof *cases; i++) {
    cj_plan *p = NULL;
    unsigned got = 1;
    cj_status s = cj_plan_from_key(cases[i].key, &p);
    if (!s) s = cj__plan_dynamic_shared(p, &got);
    /* the kernel's shared arrays beyond the rings (a few bytes) round up into the count */
    CHECK(!s && got >= cases[i].want && got < cases[i].want + 1024 && (got == 0) == (cases[i].want == 0),
          "%s: %u bytes of dynamic shared memory, want %u (%s)", cases[i].key, got, cases[i].want,
          s ? cj_last_error() : "");
    cj_plan_destroy(p);
  }
}

/* The gemm op's sm_90 default: the warpgroup-MMA tile, 128 x 128 with 5 stages when 128 x 256
 * tiles would leave more than 40% of the SMs idle; a key naming its own tile keeps it. */
static void test_wg_default(void) {
  static const struct {
    const char *key, *want;
  } v[] = {{"gemm.bf16.mnk512x4096x4096.w1.sm_90", ".tile128x128x64.st5.wp8x1."},
           {"gemm.bf16.mnk1024x3584x8192.w1.sm_90", ".tile128x256x64.st4.wp8x1."},
           {"gemm.bf16.mnk512x4096x4096.tile128x256x64.st4.wp8x1.w1.sm_90",
            ".tile128x256x64.st4.wp8x1."},
           {"gemm.bf16.mnk1024x3584x8192.w1.sm_80", ".tile128x256x64.st3.wp2x4."}};
  for (size_t i = 0; i < sizeof v / sizeof *v; i++) {
    cj_plan *p = NULL;
    CHECK(cj_plan_from_key(v[i].key, &p) == CJ_OK && strstr(cj_plan_key(p), v[i].want),
          "%s: want %s in %s", v[i].key, v[i].want, p ? cj_plan_key(p) : cj_last_error());
    cj_plan_destroy(p);
  }
}

/* A key's kernel as HIP (*h) and LLVM IR (*l), each checked to generate: 1 when both did. */
static int texts_of(const char *key, cj_blob *h, cj_blob *l) {
  cj_plan *p = NULL;
  CHECK(cj_plan_from_key(key, &p) == CJ_OK, "%s: %s", key, cj_last_error());
  if (!p) return 0;
  int ok = cj_generate(p, CJ_EMIT_HIP, CJ_COMPILER_AUTO, h) == CJ_OK && h->data;
  CHECK(ok, "%s: no HIP: %s", key, cj_last_error());
  int ok2 = cj_generate(p, CJ_EMIT_LLVM, CJ_COMPILER_AUTO, l) == CJ_OK && l->data;
  CHECK(ok2, "%s: no LLVM IR: %s", key, cj_last_error());
  cj_plan_destroy(p);
  if (ok && ok2) return 1;
  cj_blob_free(h);
  cj_blob_free(l);
  return 0;
}

/* A warpgroup tile whose shared memory lets two blocks share an SM says so in its launch bound
 * (the planner's resident count then holds for the registers too); the default tile (192 KiB,
 * one a SM) and a tile whose accumulators would not fit 64K registers at two do not. */
static void test_min_blocks(void) {
  static const struct {
    const char *key, *hip, *llvm;
  } v[] = {{"gemm.bf16.mnk4000x3000x1000.tile128x128x64.st3.wp8x1.w1.sm_90",
            "__launch_bounds__(256, 2)", "\"minctasm\", i32 2"},
           {"gemm.bf16.mnk4000x3000x1000.w1.sm_90", "__launch_bounds__(256) ", NULL},
           {"gemm.bf16.mnk4000x3000x1000.tile128x256x64.st3.wp8x1.w1.sm_90",
            "__launch_bounds__(256) ", NULL},
           {"gemm.bf16.mnk4000x3000x1000.tile64x128x64.st3.wp4x1.w1.sm_90",
            "__launch_bounds__(128, 3)", "\"minctasm\", i32 3"}};
  for (size_t i = 0; i < sizeof v / sizeof *v; i++) {
    cj_blob h = {0, NULL}, l = {0, NULL};
    if (!texts_of(v[i].key, &h, &l)) continue;
    CHECK(strstr(h.data, v[i].hip) != NULL,
          "%s: HIP without %s", v[i].key, v[i].hip);
    CHECK(v[i].llvm ? strstr(l.data, v[i].llvm) != NULL : !strstr(l.data, "minctasm"),
          "%s: LLVM IR and minctasm %s", v[i].key, v[i].llvm ? v[i].llvm : "(none)");
    cj_blob_free(&h);
    cj_blob_free(&l);
  }
}

/* A warpgroup tile whose accumulators cannot stay in the registers its threads get is refused
 * by the planner with a reason (256 x 256 on 16 warps: 128 a thread where 512 threads leave
 * 128; NVRTC failed on it), not by the compiler; 256 x 128 on 16 warps (64) is taken. */
static void test_wg_registers(void) {
  cj_plan *p = NULL;
  CHECK(cj_plan_from_key("gemm.bf16.mnk4096x4096x4096.tile256x256x64.st3.wp16x1.w1.sm_90", &p) ==
                CJ_E_INVALID &&
            strstr(cj_last_error(), "128 accumulators a thread"),
        "256x256 on 16 warps: %s", p ? cj_plan_key(p) : cj_last_error());
  cj_plan_destroy(p);
  p = NULL;
  CHECK(cj_plan_from_key("gemm.bf16.mnk4096x4096x4096.tile256x128x64.st3.wp16x1.w1.sm_90", &p) ==
            CJ_OK,
        "256x128 on 16 warps: %s", cj_last_error());
  cj_plan_destroy(p);
}

/* AMD tile kernels ask hiprtc for at least 2 waves per SIMD where the rule measured them to fit
 * (cj__gemm_amd_waves), and the LLVM IR of allgather_gemm and the gemm op where the stricter
 * rule did (cj__gemm_amd_llvm_waves): 64 accumulators a thread, whole k tiles, more than one
 * row of tiles, B row-major, not gfx950. gemm_reducescatter's fused kernel keeps none in the
 * LLVM IR (its ce path's gemm op kernel with addends takes the gemm op's rule); a gathered
 * operand (k = 4097), BK 64 and NVIDIA none in either. */
static void test_amd_waves(void) {
  static const struct {
    const char *key;
    int hip, llvm;
  } v[] = {{"gemm.bf16.mnk4096x4096x4096.w1.gfx942", 1, 1},
           {"gemm.bf16.mnk4096x4096x4096.w1.gfx90a", 1, 1},
           {"gemm.bf16.mnk4096x3584x4096.bias.addslots.w2.gfx942", 1, 1},
           {"gemm.bf16.mnk4096x4096x4096.bcol.w1.gfx942", 1, 0},   /* B column-major */
           {"gemm.bf16.mnk128x4096x4096.w1.gfx942", 1, 0},         /* one row of tiles */
           {"gemm.bf16.mnk4096x4096x4096.w1.gfx950", 1, 0},        /* gfx950 */
           {"gemm.bf16.mnk4096x4096x4096.bcol.of32.bias.w1.gfx950", 1, 0},
           {"allgather_gemm.bf16.mnk1024x3584x8192.shard-m.w2.gfx942", 1, 1},
           {"allgather_gemm.bf16.mnk4096x4096x4096.shard-k.bias.w8.gfx950", 1, 0}, /* gfx950 */
           {"allgather_gemm.bf16.mnk4096x4096x4096.shard-k.bias.w8.gfx942", 1, 1},
           {"gemm.bf16.mnk4096x4096x4104.w1.gfx942", 0, 0}, /* k tail */
           {"allgather_gemm.bf16.mnk1024x3584x8200.shard-m.w2.gfx942", 0, 0}, /* k tail */
           {"allgather_gemm.bf16.mnk128x3584x8192.shard-m.w2.gfx942", 1, 0},  /* one row */
           {"allgather_gemm.bf16.mnk1024x3584x8192.shard-m.tile128x64x32.w2.gfx942", 1, 0},
           {"gemm_reducescatter.push.bf16.mnk1024x3584x8192.shard-k.w2.gfx950", 1, 0},
           {"gemm.bf16.mnk4096x4096x4097.w1.gfx942", 0, 0},
           {"gemm.bf16.mnk4096x4096x4096.tile128x128x64.st1.wp2x2.w1.gfx942", 0, 0},
           {"gemm.bf16.mnk4096x4096x4096.w1.sm_90", 0, 0},
           {"allgather_gemm.bf16.mnk1024x3584x8192.shard-m.w2.sm_90", 0, 0}};
  for (size_t i = 0; i < sizeof v / sizeof *v; i++) {
    cj_blob h = {0, NULL}, l = {0, NULL};
    if (!texts_of(v[i].key, &h, &l)) continue;
    CHECK((strstr(h.data, "amdgpu_waves_per_eu(2)") != NULL) == v[i].hip,
          "%s: HIP %s amdgpu_waves_per_eu(2)", v[i].key, v[i].hip ? "without" : "with");
    CHECK((strstr(l.data, "\"amdgpu-waves-per-eu\"=\"2\" ") != NULL) == v[i].llvm &&
              (v[i].llvm || !strstr(l.data, "waves-per-eu")),
          "%s: LLVM IR %s \"amdgpu-waves-per-eu\"=\"2\"", v[i].key, v[i].llvm ? "without" : "with");
    cj_blob_free(&h);
    cj_blob_free(&l);
  }
}

/* Operands whose rows are 16 mod 32 bytes long are copied through L1 on NVIDIA (cp.async.ca,
 * HIP cj_cp_async16_l1), the others bypass it (.cg; the gemm op with CJ_REQ_NO_TMA, its
 * default being tensor maps); A written by other ranks while the kernel
 * runs (allgather_gemm) never goes through L1, nor does anything on AMD. Counts of 16-byte
 * copies with and without the flag in the HIP text, and the PTX forms in the LLVM IR. */
static void test_l1_copies(void) {
  static const struct {
    const char *key;
    int with, without; /* 1: some such copies; 0: none */
  } v[] = {{"gemm.bf16.mnk4000x3000x1000.w1.notma.sm_90", 1, 0},      /* A k 1000, B row n 3000 */
           {"gemm.bf16.mnk4096x3072x1000.w1.notma.sm_90", 1, 1},      /* A only */
           {"gemm.bf16.mnk4096x3000x1024.bcol.w1.notma.sm_90", 0, 1}, /* B col k 1024: none */
           {"gemm.bf16.mnk4096x3072x1056.w1.notma.sm_90", 0, 1},      /* 2112 bytes: 64 mod 128 */
           {"gemm.bf16.mnk4096x3072x1024.w1.notma.sm_90", 0, 1},
           {"allgather_gemm.bf16.mnk1024x3000x1000.shard-m.w2.sm_90", 1, 1}, /* B only */
           {"gemm.bf16.mnk4000x3000x1000.w1.gfx942", 0, 0},
           {"gemm.bf16.mnk4000x3000x1000.w1.sm_90", 1, 0}, /* (no tensor maps: 16 mod 32) */
           {"gemm.bf16.mnk4096x3072x1024.w1.sm_90", 0, 0}}; /* tensor maps: no cp.async */
  for (size_t i = 0; i < sizeof v / sizeof *v; i++) {
    cj_blob h = {0, NULL}, l = {0, NULL};
    if (!texts_of(v[i].key, &h, &l)) continue;
    int amd = strstr(v[i].key, "gfx") != NULL;
    CHECK((strstr(h.data, "cj_cp_async16_l1(cj_smem") != NULL) == v[i].with,
          "%s: HIP %s L1 copies", v[i].key, v[i].with ? "without" : "with");
    CHECK(amd || (strstr(h.data, "cj_cp_async16(cj_smem") != NULL) == v[i].without,
          "%s: HIP %s plain copies", v[i].key, v[i].without ? "without" : "with");
    CHECK(amd || (strstr(l.data, "cp.async.ca.shared.global [$0], [$1], 16") != NULL) == v[i].with,
          "%s: LLVM IR %s cp.async.ca", v[i].key, v[i].with ? "without" : "with");
    CHECK(amd || (strstr(l.data, "cp.async.cg.shared.global") != NULL) == v[i].without,
          "%s: LLVM IR %s cp.async.cg", v[i].key, v[i].without ? "without" : "with");
    cj_blob_free(&h);
    cj_blob_free(&l);
  }
}

/* The gemm op on sm_90 copies A and B through tensor maps where A's rows are whole 16-byte
 * chunks and B's whole 32-byte sectors (cj__gemm_tma_of): both printers' kernels take the maps
 * by value (HIP __grid_constant__, LLVM byval with the grid_constant annotation) and issue bulk
 * tensor copies (with a producer warpgroup too: its one thread's copies); so does
 * gemm_reducescatter's kernel (A m x k/W, B k/W x n: its own operands). Where B's rows are
 * 16 mod 32 bytes the gemm op copies A alone through its map and B with cp.async
 * (cj__gemm_tma_a_of; 2 below); CJ_REQ_NO_TMA ("notma"), rows of 8 mod 16 bytes, AMD and
 * allgather_gemm (A staged by its fetchers) stage with cp.async alone. */
static void test_tma_rule(void) {
  static const struct {
    const char *key;
    int tma;
  } v[] = {{"gemm.bf16.mnk4000x3008x1024.w1.sm_90", 1},
           {"gemm.f16.mnk512x4096x4096.bcol.w1.sm_90", 1},
           {"gemm.bf16.mnk4000x3008x1024.w1.notma.sm_90", 0},
           {"gemm.bf16.mnk4096x4096x4100.w1.sm_90", 0}, /* rows of A 8200 bytes */
           {"gemm.bf16.mnk4096x4104x4096.w1.sm_90", 2}, /* rows of B 8208 bytes (16 mod 32) */
           {"gemm.bf16.mnk4096x4104x4096.bcol.w1.sm_90", 1},
           {"gemm.bf16.mnk4000x3000x1000.w1.sm_90", 2},      /* 2000 and 6000 bytes */
           {"gemm.bf16.mnk4000x3000x1000.bcol.w1.sm_90", 2}, /* 2000 and 2000 */
           {"gemm.bf16.mnk4096x3072x1000.w1.sm_90", 1},      /* A's alone 16 mod 32 */
           {"gemm.bf16.mnk4096x3000x1000.w1.notma.sm_90", 0},
           {"gemm.bf16.mnk256x192x128.bcol.tile128x64x64.st3.wp12x1.w1.sm_90", 1}, /* producer */
           {"gemm.bf16.mnk256x192x136.bcol.tile128x64x64.st3.wp12x1.w1.sm_90", 0},
           {"gemm.bf16.mnk4096x4096x4096.w1.gfx942", 0},
           {"allgather_gemm.bf16.mnk1024x3584x8192.shard-m.w2.sm_90", 0},
           /* gemm_reducescatter: its rows of A are k / W long */
           {"gemm_reducescatter.bf16.mnk4096x3584x8192.shard-k.w2.sm_90", 1},
           {"gemm_reducescatter.bf16.mnk4096x3584x8192.shard-k.w2.notma.sm_90", 0},
           {"gemm_reducescatter.bf16.mnk4096x3584x8208.shard-k.w2.sm_90", 1}, /* A 8208 bytes */
           {"gemm_reducescatter.bf16.mnk4096x3592x8192.shard-k.w2.sm_90", 0}, /* B 7184: cp.async */
           {"gemm_reducescatter.bf16.mnk4096x3592x8192.shard-k.w4.sm_90", 0}, /* n 3592 */
           {"gemm_reducescatter.bf16.mnk4096x3584x8192.shard-k.w4.gfx942", 0}};
  for (size_t i = 0; i < sizeof v / sizeof *v; i++) {
    cj_blob h = {0, NULL}, l = {0, NULL};
    if (!texts_of(v[i].key, &h, &l)) continue;
    int hip = strstr(h.data, "cj_tma_load2d(cj_smem") && strstr(h.data, "__grid_constant__ cj_tmap_t");
    int ll = strstr(l.data, "cp.async.bulk.tensor.2d") && strstr(l.data, "!\"grid_constant\"") &&
             strstr(l.data, "byval([16 x i64]) align 64");
    /* (2: B's copies by cp.async beside A's map; 1: no cp.async at all) */
    int cp = strstr(h.data, "cj_cp_async16") && strstr(l.data, "cp.async.c");
    int got = hip && ll ? (cp ? 2 : 1) : 0;
    CHECK(hip == ll && got == v[i].tma,
          "%s: tensor maps in HIP %d, LLVM IR %d, cp.async %d (want %s)", v[i].key, hip, ll, cp,
          v[i].tma == 2 ? "A's map, B by cp.async" : v[i].tma ? "maps alone" : "no maps");
    cj_blob_free(&h);
    cj_blob_free(&l);
  }
  cj_plan *p = NULL; /* the flag is the gemm op's and gemm_reducescatter's */
  CHECK(cj_plan_from_key("allgather_gemm.bf16.mnk1024x3584x8192.shard-m.w2.notma.sm_90", &p) ==
            CJ_E_INVALID,
        "notma on allgather_gemm: %s", p ? cj_plan_key(p) : cj_last_error());
  cj_plan_destroy(p);
  p = NULL; /* the copy-engine paths' reduction over slots in the dtype (path ce) */
  CHECK(cj_plan_from_key("gemm_reducescatter.blas.bf16.mnk256x256x256.shard-k.w2.dslots.sm_90",
                         &p) == CJ_OK && p && strstr(cj_plan_key(p), ".dslots."),
        "dslots on the blas reduction: %s", p ? cj_plan_key(p) : cj_last_error());
  cj_plan_destroy(p);
  p = NULL;
  CHECK(cj_plan_from_key("gemm_reducescatter.push.bf16.mnk256x256x256.shard-k.w2.dslots.sm_90",
                         &p) == CJ_E_INVALID,
        "dslots on the fused kernel: %s", p ? cj_plan_key(p) : cj_last_error());
  cj_plan_destroy(p);
  p = NULL;
  CHECK(cj_plan_from_key("gemm.bf16.mnk256x256x256.w1.dslots.sm_90", &p) == CJ_E_INVALID,
        "dslots on gemm: %s", p ? cj_plan_key(p) : cj_last_error());
  cj_plan_destroy(p);
  p = NULL;
  CHECK(cj_plan_from_key("allreduce.bf16.n4096.w2.notma.sm_90", &p) == CJ_E_INVALID &&
            strstr(cj_last_error(), "CJ_REQ_NO_TMA"),
        "notma on allreduce: %s", p ? cj_plan_key(p) : cj_last_error());
  cj_plan_destroy(p);
}

static void test_gemm_op(void) {
  cj_request g = req(CJ_OP_GEMM, 333, 250, 72, CJ_SHARD_M, 1);
  round_trip(g);
  cj_plan *p = NULL;
  CHECK(cj_plan_create(&g, &p) == CJ_OK && !strncmp(cj_plan_key(p), "gemm.tile.bf16.mnk333x250x72.tile", 33) &&
            !strstr(cj_plan_key(p), "shard") && !strstr(cj_plan_key(p), ".bcol") &&
            !strstr(cj_plan_key(p), ".of32") && !strstr(cj_plan_key(p), ".bias"),
        "plain gemm key: %s", p ? cj_plan_key(p) : cj_last_error());
  if (p) CHECK(p->grid >= 1 && p->grid <= 6, "grid %d: min(tiles 6, resident)", p->grid);
  cj_plan_destroy(p);
  static const struct { int bcol, of32, bias, gm, world; const char *want; } v[] = {
      {1, 0, 0, 0, 1, ".bcol."},
      {0, 1, 0, 0, 2, ".of32."},
      {1, 1, 1, 3, 4, ".mnk333x250x72.bias.tile"},
      {1, 1, 1, 3, 4, ".gm3.bcol.of32.w4."},
  };
  for (int i = 0; i < 4; i++) {
    cj_request r = req(CJ_OP_GEMM, 333, 250, 72, CJ_SHARD_M, v[i].world);
    r.gemm.b_layout = v[i].bcol ? CJ_B_COL : CJ_B_ROW, r.gemm.out_f32 = v[i].of32;
    r.gemm.bias = v[i].bias, r.gemm.group_m = v[i].gm;
    r.target = i % 2 ? "gfx942" : "sm_90";
    round_trip(r);
    p = NULL;
    CHECK(cj_plan_create(&r, &p) == CJ_OK && strstr(cj_plan_key(p), v[i].want), "want %s in %s",
          v[i].want, p ? cj_plan_key(p) : cj_last_error());
    cj_plan *q = NULL;
    if (p) {
      cj_request back;
      CHECK(cj_plan_from_key(cj_plan_key(p), &q) == CJ_OK, "%s", cj_last_error());
      if (q) cj_plan_request(q, &back);
      CHECK(q && back.gemm.b_layout == r.gemm.b_layout && back.gemm.out_f32 == r.gemm.out_f32 &&
                back.gemm.bias == r.gemm.bias && back.gemm.group_m == (v[i].gm ? v[i].gm : 8),
            "fields back from %s", cj_plan_key(p));
    }
    cj_plan_destroy(q);
    cj_plan_destroy(p);
  }
  /* any world: nothing divides */
  round_trip(req(CJ_OP_GEMM, 7, 9, 11, CJ_SHARD_M, 3));
  /* bytes: each rank the whole product; out of f32 when asked; no workspace */
  cj_gemm_params q = {.struct_size = sizeof q, .m = 10, .n = 20, .k = 30};
  cj_gemm_bytes x = cj__gemm_bytes(CJ_OP_GEMM, 4, &q, CJ_BF16);
  CHECK(x.a == 600 && x.b == 1200 && x.out == 400 && x.work == 0, "bytes %llu %llu %llu %llu",
        (unsigned long long)x.a, (unsigned long long)x.b, (unsigned long long)x.out,
        (unsigned long long)x.work);
  q.out_f32 = 1;
  CHECK_EQ(cj__gemm_bytes(CJ_OP_GEMM, 4, &q, CJ_BF16).out, 800);
  /* the fields gemm refuses */
  cj_request r = req(CJ_OP_GEMM, 64, 64, 64, CJ_SHARD_M, 2);
  r.gemm.fetchers = 4;
  refused(r, "gemm.fetchers");
  r.gemm.fetchers = 0, r.gemm.k_per_flag = 2;
  refused(r, "gemm.fetchers");
  r.gemm.k_per_flag = 0, r.gemm.a_layout = CJ_A_M_CONTIG;
  refused(r, "gemm.a_layout");
  r.gemm.a_layout = 0, r.gemm.shard = CJ_SHARD_K;
  refused(r, "gemm.shard");
  r.gemm.shard = 0, r.gemm.b_layout = 2;
  refused(r, "gemm.b_layout");
  r.gemm.b_layout = 0, r.gemm.out_f32 = 2;
  refused(r, "gemm.out_f32");
  r.gemm.out_f32 = 0, r.dtype = CJ_F32;
  refused(r, "dtype");
  r.dtype = CJ_I32;
  refused(r, "dtype");
  r.dtype = CJ_BF16, r.variant = CJ_VARIANT_BLAS;
  refused(r, "variant");
  r.variant = CJ_VARIANT_AUTO, r.grid = 100000;
  refused(r, "grid");
  /* the fields only gemm takes */
  r = req(AG, 64, 64, 64, CJ_SHARD_M, 2);
  r.gemm.b_layout = CJ_B_COL;
  refused(r, "gemm.b_layout");
  r = req(RS, 64, 64, 64, CJ_SHARD_K, 2);
  r.gemm.out_f32 = 1;
  refused(r, "gemm.out_f32");
  CHECK(cj__gemm_fields_check(AG, &(cj_gemm_params){.out_f32 = 1}) == CJ_E_INVALID &&
            strstr(cj_last_error(), "gemm.out_f32"), "%s", cj_last_error());
  /* keys: gemm tokens the op refuses, and the vendor path never taken */
  static const char *bad[] = {"gemm.bf16.mnk64x64x64.shard-k.w1.sm_90",
                              "gemm.bf16.mnk64x64x64.fe2.w1.sm_90",
                              "gemm.bf16.mnk64x64x64.alm.w1.sm_90",
                              "allgather_gemm.bf16.mnk64x64x64.shard-m.bcol.w1.sm_90",
                              "gemm_reducescatter.bf16.mnk64x64x64.shard-k.of32.w1.sm_90"};
  for (int i = 0; i < 5; i++) {
    p = NULL;
    CHECK(cj_plan_from_key(bad[i], &p) == CJ_E_INVALID, "key %s parsed", bad[i]);
    cj_plan_destroy(p);
  }
  cj_target nv;
  CHECK(!cj__target_parse("sm_90", &nv), "target");
  CHECK_EQ(cj__gemm_path(&nv, CJ_OP_GEMM, 1, &q, CJ_BF16, "blas"), CJ_VARIANT_TILE);
  CHECK_EQ(cj__gemm_path(&nv, CJ_OP_GEMM, 2, &q, CJ_BF16, "auto"), CJ_VARIANT_TILE);
}

/* The device's SMs (unitsN in the target): the GEMM ops' grids fill them; the keys of the
 * collectives leave them out; bad counts are refused. */
static void test_units(void) {
  cj_request r = req(CJ_OP_GEMM, 4000, 3000, 1000, CJ_SHARD_M, 1);
  int grid[2] = {0, 0};
  static const char *const tg[] = {"sm_90", "sm_90:units132"};
  for (int i = 0; i < 2; i++) {
    r.target = tg[i];
    cj_plan *p = NULL;
    CHECK(cj_plan_create(&r, &p) == CJ_OK, "%s: %s", tg[i], cj_last_error());
    if (!p) continue;
    grid[i] = p->grid;
    CHECK(!strcmp(strrchr(cj_plan_key(p), '.') + 1, tg[i]), "key %s ends in %s", cj_plan_key(p),
          tg[i]);
    cj_plan *q = NULL;
    CHECK(cj_plan_from_key(cj_plan_key(p), &q) == CJ_OK && q->grid == p->grid &&
              q->target.units == p->target.units,
          "key %s back", cj_plan_key(p));
    cj_plan_destroy(q);
    cj_plan_destroy(p);
  }
  /* 384 output tiles of 128 x 256, one block an SM: the smallest sm_90 part's 114, or 132 */
  CHECK(grid[0] == 114 && grid[1] == 132, "grids %d, %d", grid[0], grid[1]);
  cj_request c = CJ_REQUEST_INIT;
  c.op = CJ_OP_ALL_REDUCE, c.dtype = CJ_BF16, c.count = 4096, c.world = 2;
  c.target = "sm_90:units132";
  cj_plan *p = NULL;
  CHECK(cj_plan_create(&c, &p) == CJ_OK && !strstr(cj_plan_key(p), "units") &&
            p->target.units == 0,
        "a collective's key keeps the arch: %s", p ? cj_plan_key(p) : cj_last_error());
  cj_plan_destroy(p);
  static const char *const bad[] = {"sm_90:units0",  "sm_90:units4097", "sm_90:units",
                                    "sm_90:units12x", "sm_90:units01",  "sm_90:units8:units8",
                                    "gfx942:units304:units304"};
  for (int i = 0; i < 7; i++) {
    r.target = bad[i];
    refused(r, "units");
  }
  r.target = "gfx942:xnack-:units304:sramecc+";
  p = NULL;
  CHECK(cj_plan_create(&r, &p) == CJ_OK && !strcmp(p->target.full, "gfx942:sramecc+:xnack-") &&
            !strcmp(p->target.spec, "gfx942:sramecc+:xnack-:units304"),
        "AMD features and units: %s", p ? p->target.spec : cj_last_error());
  cj_plan_destroy(p);
}

/* A producer warpgroup (cj_gemm_cfg.ws): asked for with BM 128 on 12 x 1 warps, planned for the
 * gemm op (its key names the 12 warps and the block of 384 threads), refused with the field for
 * the fused ops, whose hooks need every thread of the block. */
static void test_producer_warpgroup(void) {
  cj_request g = req(CJ_OP_GEMM, 1000, 768, 512, CJ_SHARD_M, 1);
  g.gemm.bm = 128, g.gemm.bn = 256, g.gemm.bk = 64, g.gemm.stages = 4;
  g.gemm.warps_m = 12, g.gemm.warps_n = 1;
  cj_plan *p = NULL;
  CHECK(cj_plan_create(&g, &p) == CJ_OK, "gemm with a producer warpgroup: %s", cj_last_error());
  if (p) {
    CHECK(p->block_threads == 384, "producer warpgroup block: %d threads", p->block_threads);
    cj_plan_destroy(p);
  }
  for (int op = 0; op < 2; op++) {
    cj_request f = req(op ? CJ_OP_GEMM_REDUCESCATTER : CJ_OP_ALLGATHER_GEMM, 1024, 768, 512,
                       op ? CJ_SHARD_K : CJ_SHARD_M, 2);
    f.gemm.bm = 128, f.gemm.bn = 256, f.gemm.bk = 64, f.gemm.stages = 4;
    f.gemm.warps_m = 12, f.gemm.warps_n = 1;
    refused(f, "producer warpgroup");
  }
}

/* `auto` compiles the GEMM ops on sm_90 through libLLVM where the library has it (measured
 * faster), every other kernel through NVRTC; a named path stays what it names. */
static void test_auto_compiler(void) {
  static const cj_op ops[] = {CJ_OP_GEMM, CJ_OP_ALLGATHER_GEMM, CJ_OP_GEMM_REDUCESCATTER};
  for (int i = 0; i < 3; i++) {
    cj_request r = req(ops[i], 1024, 768, 512, i == 2 ? CJ_SHARD_K : CJ_SHARD_M, i ? 2 : 1);
    cj_plan *p = NULL;
    CHECK(cj_plan_create(&r, &p) == CJ_OK, "%s: %s", cj_op_name(ops[i]), cj_last_error());
    if (!p) continue;
    cj_compiler want = cj__toolchain_llvm.supports(&p->target) ? CJ_COMPILER_LLVM
                                                               : CJ_COMPILER_NVRTC;
    CHECK(cj__plan_compiler(p, CJ_COMPILER_AUTO) == want, "%s on sm_90: auto gives %s",
          cj_op_name(ops[i]), cj_compiler_name(cj__plan_compiler(p, CJ_COMPILER_AUTO)));
    CHECK(cj__plan_compiler(p, CJ_COMPILER_NVRTC) == CJ_COMPILER_NVRTC, "nvrtc named, not kept");
    cj_plan_destroy(p);
  }
  cj_request a = CJ_REQUEST_INIT;
  a.op = CJ_OP_ALL_REDUCE, a.dtype = CJ_BF16, a.count = 4096, a.world = 2, a.target = "sm_90";
  cj_plan *p = NULL;
  CHECK(cj_plan_create(&a, &p) == CJ_OK, "allreduce: %s", cj_last_error());
  if (p) {
    CHECK(cj__plan_compiler(p, CJ_COMPILER_AUTO) == CJ_COMPILER_NVRTC, "allreduce: auto gives %s",
          cj_compiler_name(cj__plan_compiler(p, CJ_COMPILER_AUTO)));
    cj_plan_destroy(p);
  }
}

/* Kernels whose only inline PTX is mbarriers and setmaxnreg (no wgmma, no barrier) through
 * libLLVM: their IR defines the attribute group (convergent) those calls name (a planted fault,
 * the group left undefined, failed here; LLVM 19 compiled that IR without a word), and the PTX
 * holds the instructions. */
static void test_mbar_llvm(void) {
  cj_target t;
  CHECK(cj__target_parse("sm_90", &t) == CJ_OK, "sm_90: %s", cj_last_error());
  if (!cj__toolchain_llvm.supports(&t)) return; /* a build without libLLVM */
  for (int which = 0; which < 2; which++) {
    kir_kernel *k = kir_kernel_new("mbar", 128, 1, 32);
    kir_builder b;
    kir_builder_init(&b, k);
    if (which) {
      kir_setmaxnreg(&b, 40, 0);
    } else {
      int sh = kir_shared_new(&b, "mbar", 8, 8);
      kir_if_begin(&b, kir_cmp(&b, KIR_EQ, kir_tid(&b), kir_i32(&b, 0)));
      kir_mbar_init(&b, kir_shared(&b, sh), 1);
      kir_mbar_arrive(&b, kir_shared(&b, sh));
      kir_mbar_wait(&b, kir_shared(&b, sh), kir_i32(&b, 0));
      kir_if_end(&b);
    }
    CHECK(kir_builder_finish(&b) == 0, "mbar kernel: %s", b.err);
    cj_blob ir = {0, NULL}, ptx = {0, NULL};
    cj_status s = cj__pipeline_kir(k, &t, CJ_EMIT_LLVM, CJ_COMPILER_LLVM, &ir);
    CHECK(s == CJ_OK && ir.data && strstr((const char *)ir.data, ") #1\n") &&
              strstr((const char *)ir.data, "attributes #1 = { convergent"),
          "the IR's calls name #1 and it defines it: %s", s ? cj_last_error() : "no");
    cj_blob_free(&ir);
    s = cj__pipeline_kir(k, &t, CJ_EMIT_PTX, CJ_COMPILER_LLVM, &ptx);
    const char *want = which ? "setmaxnreg.dec.sync.aligned.u32 40" : "mbarrier.try_wait.parity";
    CHECK(s == CJ_OK && ptx.data && strstr((const char *)ptx.data, want),
          "%s through libLLVM: %s", want, s ? cj_last_error() : "not in the PTX");
    cj_blob_free(&ptx);
    kir_kernel_free(k);
  }
}

int main(void) {
  test_tma_rule();
  test_l1_copies();
  test_mbar_llvm();
  test_auto_compiler();
  test_producer_warpgroup();
  test_abi();
  test_min_blocks();
  test_wg_registers();
  test_amd_waves();
  test_units();
  test_gemm_path();
  test_auto_is_generated();
  /* a reduction other than sum is refused, not dropped; warps whose products would wrap */
  cj_request mx = req(RS, 512, 512, 512, CJ_SHARD_K, 8);
  mx.redop = CJ_MAX;
  refused(mx, "redop");
  mx = req(CJ_OP_GEMM, 512, 512, 512, CJ_SHARD_M, 1);
  mx.gemm.bm = 128, mx.gemm.bn = 64, mx.gemm.bk = 32;
  mx.gemm.warps_m = 268435464, mx.gemm.warps_n = 268435460;
  refused(mx, "warps");
  mx.gemm.warps_m = 2, mx.gemm.warps_n = 33;
  refused(mx, "warps");
  /* a tile its target cannot hold, at plan time; negative fields printed as given */
  cj_request lds = req(CJ_OP_GEMM, 512, 512, 512, CJ_SHARD_M, 1);
  lds.target = "gfx942", lds.gemm.bm = 256, lds.gemm.bn = 128, lds.gemm.stages = 5;
  refused(lds, "122880 bytes of shared memory; gfx942 has 65536");
  cj_request neg = req(AG, 512, 512, 512, CJ_SHARD_M, 2);
  neg.gemm.fetchers = -3;
  refused(neg, "(got -3)");
  neg.gemm.fetchers = 0, neg.gemm.group_m = -1;
  refused(neg, "(got -1)");
  /* k_per_flag given: 1 .. the k tiles, never clamped; 0 in a key's tile or warp tokens */
  cj_request kf = req(AG, 4096, 3584, 512, CJ_SHARD_M, 8);
  kf.gemm.k_per_flag = 1000;
  refused(kf, "k_per_flag");
  kf.gemm.k_per_flag = -1;
  refused(kf, "k_per_flag");
  static const char *zeros[] = {"gemm.bf16.mnk512x512x512.tile0x128x32.w1.sm_90",
                                "gemm.bf16.mnk512x512x512.st0.w1.sm_90",
                                "gemm.bf16.mnk512x512x512.wp0x2.w1.sm_90",
                                "allgather_gemm.bf16.mnk4096x3584x512.shard-m.fe0.w8.sm_90",
                                "allgather_gemm.bf16.mnk4096x3584x512.shard-m.kpf0.w8.sm_90",
                                "allgather_gemm.bf16.mnk4096x3584x512.shard-m.kpf1000.w8.sm_90"};
  for (int i = 0; i < 6; i++) {
    cj_plan *zp = NULL;
    CHECK(cj_plan_from_key(zeros[i], &zp) == CJ_E_INVALID, "%s accepted", zeros[i]);
    cj_plan_destroy(zp);
  }
  test_wg_default();
  test_gemm_op();
  round_trip(req(CJ_OP_ALLGATHER_GEMM, 4096, 3584, 8192, CJ_SHARD_M, 8));
  round_trip(req(CJ_OP_ALLGATHER_GEMM, 1000, 3500, 8000, CJ_SHARD_K, 8));
  round_trip(req(CJ_OP_GEMM_REDUCESCATTER, 4096, 3584, 8192, CJ_SHARD_K, 4));
  cj_request b = req(CJ_OP_ALLGATHER_GEMM, 333, 250, 72, CJ_SHARD_K, 2);
  b.gemm.bias = 1, b.gemm.fetchers = 5, b.gemm.k_per_flag = 2, b.gemm.bm = 64, b.gemm.bk = 64;
  b.gemm.stages = 2; /* 48 KiB of LDS: gfx942 holds 64 KiB */
  b.target = "gfx942";
  round_trip(b);
  /* each layout token is in the key */
  cj_plan *p = NULL;
  cj_request r0;
  CHECK(cj_plan_create(&b, &p) == CJ_OK, "%s", cj_last_error());
  if (p) {
    const char *k = cj_plan_key(p);
    CHECK(strstr(k, ".mnk333x250x72.shard-k.bias.tile64x128x64.") && strstr(k, ".fe5.kpf2."),
          "key %s", k);
    cj_plan_destroy(p);
  }
  /* group_m and a_layout: in the key only when not the default, parsed back */
  cj_request gl = req(AG, 640, 96, 128, CJ_SHARD_M, 2);
  gl.gemm.group_m = 8; /* the default, given: the key of the default */
  p = NULL;
  CHECK(cj_plan_create(&gl, &p) == CJ_OK && !strstr(cj_plan_key(p), ".gm") &&
            !strstr(cj_plan_key(p), ".alm"), "default group and layout: %s",
        p ? cj_plan_key(p) : cj_last_error());
  cj_plan_destroy(p);
  gl.gemm.group_m = 3, gl.gemm.a_layout = CJ_A_M_CONTIG;
  round_trip(gl);
  p = NULL;
  CHECK(cj_plan_create(&gl, &p) == CJ_OK && strstr(cj_plan_key(p), ".kpf2.gm3.alm."), "key %s",
        p ? cj_plan_key(p) : cj_last_error());
  cj_plan_destroy(p);
  cj_request rsg = req(RS, 64, 64, 64, CJ_SHARD_K, 2);
  rsg.gemm.group_m = 1;
  round_trip(rsg);
  p = NULL;
  CHECK(cj_plan_create(&rsg, &p) == CJ_OK && strstr(cj_plan_key(p), ".wp8x1.gm1."), "key %s",
        p ? cj_plan_key(p) : cj_last_error());
  cj_plan_destroy(p);
  p = NULL;
  CHECK(cj_plan_from_key("allgather_gemm.bf16.mnk64x64x64.shard-m.w1.gm64.alk.sm_90", &p) ==
                CJ_OK && strstr(cj_plan_key(p), ".gm64.") && !strstr(cj_plan_key(p), ".alm"),
        "gm64 alk: %s", p ? cj_plan_key(p) : cj_last_error());
  cj_plan_destroy(p);
  p = NULL;
  CHECK(cj_plan_from_key("allgather_gemm.bf16.mnk64x64x64.shard-m.w1.gm0.sm_90", &p) ==
                CJ_E_INVALID && strstr(cj_last_error(), "gm0"),
        "gm0: %s", cj_last_error());
  cj_plan_destroy(p);
  r0 = req(AG, 64, 64, 64, CJ_SHARD_M, 1);
  r0.gemm.group_m = 65;
  refused(r0, "gemm.group_m");
  r0.gemm.group_m = -1;
  refused(r0, "gemm.group_m");
  r0.gemm.group_m = 0, r0.gemm.a_layout = 2;
  refused(r0, "gemm.a_layout");
  rsg.gemm.a_layout = CJ_A_M_CONTIG;
  refused(rsg, "gemm.a_layout");
  /* bad requests */
  refused(req(CJ_OP_ALLGATHER_GEMM, 0, 10, 10, CJ_SHARD_M, 1), "m, n, k");
  refused(req(CJ_OP_ALLGATHER_GEMM, 10, 10, (1u << 24) + 1, CJ_SHARD_M, 1), "m, n, k");
  refused(req(CJ_OP_ALLGATHER_GEMM, 10, 10, 10, 2, 1), "gemm.shard");
  refused(req(CJ_OP_ALLGATHER_GEMM, 10, 10, 10, CJ_SHARD_M, 4), "gemm.m");
  refused(req(CJ_OP_ALLGATHER_GEMM, 12, 10, 10, CJ_SHARD_K, 4), "gemm.k");
  refused(req(CJ_OP_GEMM_REDUCESCATTER, 12, 10, 12, CJ_SHARD_M, 4), "gemm.shard");
  refused(req(CJ_OP_GEMM_REDUCESCATTER, 10, 10, 12, CJ_SHARD_K, 4), "gemm.m");
  refused(req(CJ_OP_ALLGATHER_GEMM, 1u << 24, 64, 64, CJ_SHARD_M, 1), "k_per_flag");
  cj_request r = req(CJ_OP_ALLGATHER_GEMM, 64, 64, 64, CJ_SHARD_M, 1);
  r.dtype = CJ_F32;
  refused(r, "dtype");
  r = req(CJ_OP_ALLGATHER_GEMM, 64, 64, 64, CJ_SHARD_M, 1);
  r.flags = CJ_REQ_STAGE;
  refused(r, "flags");
  r = req(CJ_OP_ALLGATHER_GEMM, 64, 64, 64, CJ_SHARD_M, 1);
  r.gemm.bm = 48;
  refused(r, "tile");
  r = req(CJ_OP_ALLGATHER_GEMM, 64, 64, 64, CJ_SHARD_M, 1);
  r.count = 7;
  refused(r, "gemm.count");
  r = req(CJ_OP_ALLGATHER_GEMM, 64, 64, 64, CJ_SHARD_M, 1);
  r.grid = 2000;
  refused(r, "grid");
  r = req(CJ_OP_GEMM_REDUCESCATTER, 64, 64, 64, CJ_SHARD_K, 2);
  r.gemm.fetchers = 3;
  refused(r, "gemm.fetchers");
  r = req(CJ_OP_ALLGATHER_GEMM, 64, 64, 64, CJ_SHARD_M, 1);
  r.vec_bytes = 8;
  refused(r, "layout");
  test_dynamic_shared();
  /* GEMM fields on a collective */
  cj_request c = CJ_REQUEST_INIT;
  c.op = CJ_OP_ALL_REDUCE;
  c.count = 64;
  c.world = 2;
  c.gemm.m = 1;
  refused(c, "gemm");
  /* keys: malformed GEMM tokens */
  static const char *bad[] = {"allgather_gemm.bf16.mnk10x10.shard-m.w1",
                              "allgather_gemm.bf16.mnk10x10x10.shard-q.w1",
                              "allgather_gemm.bf16.mnk10x10x10.shard-m.tile32x32.w1",
                              "allgather_gemm.bf16.mnkAxBxC.shard-m.w1"};
  for (int i = 0; i < 4; i++) {
    cj_plan *x = NULL;
    CHECK(cj_plan_from_key(bad[i], &x) == CJ_E_INVALID, "key %s parsed", bad[i]);
    cj_plan_destroy(x);
  }
  return test_end();
}
