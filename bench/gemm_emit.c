/* Writes the GEMM tile kernels of the benchmark shapes as PTX (or AMD code objects) into a
 * directory, with a manifest that scripts/gpu-gemm.sh (bench/gemm_torch.py) reads to launch
 * them beside torch.matmul. Needs no GPU: it runs where the build is and where the GPU is.
 *
 *   gemm_emit DIR [--target sm_90] [--compiler llvm|nvrtc] [--tile BMxBNxBK] [--stages S]
 *                 [--warps WMxWN] [--pipeline -1|0|1] [--group-m G] [--shapes MxNxK,...]
 *                 [--layouts row,col] [--dtypes bf16,f16] [--wave W] [--wgmma 0|1]
 *
 * --compiler: NVIDIA's default nvrtc, AMD's llvm (both build sm_90a's warpgroup MMA).
 * Tiles default to the gemm op's (cj__gemm_default_tile: on sm_90 the warpgroup-MMA tile);
 * --wgmma 0: the mma.sync stand-alone tile (cj__gemm_defaults_alone) instead.
 * --group-m: rows of tiles per raster group (1..64; 1 = plain row-major; default 8).
 * --wave W: the blocks the GPU holds at once (SMs x blocks per SM); shapes whose tiles leave the
 * last wave at most half full get that wave split along k (more blocks, and a workspace).
 *
 * manifest.tsv: file, kernel, M, N, K, dtype, B layout, grid, threads, shared bytes, dynamic
 * shared bytes (the launch's sharedMemBytes and the function's
 * CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES; 0: static shared memory only), workspace bytes
 * (0: the kernel takes A, B, C; else A, B, C and a workspace of that size, zeroed before the
 * first launch). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "codegen.h"
#include "gen_gemm.h"
#include "support.h"
#include "toolchain.h"

static const uint32_t default_shapes[][3] = {{1024, 3584, 8192},  {4096, 3584, 8192},
                                             {16384, 3584, 8192}, {4096, 4096, 4096},
                                             {4096, 11008, 4096}, {4096, 14336, 4096}};

typedef struct opts {
  const char *dir, *target, *compiler, *layouts, *dtypes, *shapes;
  int bm, bn, bk, stages, wm, wn, pipeline, group_m, wave, wgmma;
} opts;

static int parse(int argc, char **argv, opts *o) {
  *o = (opts){NULL, "sm_90", NULL, "row,col", "bf16,f16", NULL, 0, 0, 0, 0, 0, 0, 0, 0, 0, -1};
  for (int i = 1; i < argc; i++) {
    const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
    int ok = 1;
    if (a[0] != '-' && !o->dir) {
      o->dir = a;
      continue;
    }
    if (!v) return fprintf(stderr, "gemm_emit: %s needs a value\n", a), 1;
    if (!strcmp(a, "--target"))
      o->target = v;
    else if (!strcmp(a, "--compiler"))
      o->compiler = v;
    else if (!strcmp(a, "--layouts"))
      o->layouts = v;
    else if (!strcmp(a, "--dtypes"))
      o->dtypes = v;
    else if (!strcmp(a, "--shapes"))
      o->shapes = v;
    else if (!strcmp(a, "--tile"))
      ok = sscanf(v, "%dx%dx%d", &o->bm, &o->bn, &o->bk) == 3;
    else if (!strcmp(a, "--stages"))
      ok = sscanf(v, "%d", &o->stages) == 1;
    else if (!strcmp(a, "--wave"))
      ok = sscanf(v, "%d", &o->wave) == 1;
    else if (!strcmp(a, "--wgmma"))
      ok = sscanf(v, "%d", &o->wgmma) == 1;
    else if (!strcmp(a, "--pipeline"))
      ok = sscanf(v, "%d", &o->pipeline) == 1;
    else if (!strcmp(a, "--group-m"))
      ok = sscanf(v, "%d", &o->group_m) == 1 && o->group_m >= 1 && o->group_m <= CJ_GEMM_GROUP_M_MAX;
    else if (!strcmp(a, "--warps"))
      ok = sscanf(v, "%dx%d", &o->wm, &o->wn) == 2;
    else
      return fprintf(stderr, "gemm_emit: unknown option %s\n", a), 1;
    if (!ok) return fprintf(stderr, "gemm_emit: bad value for %s: %s\n", a, v), 1;
    i++;
  }
  if (!o->dir) return fprintf(stderr, "usage: gemm_emit DIR [options] (see the source)\n"), 1;
  return 0;
}

/* 1 when the comma-separated list holds the token exactly ("bf16" does not hold "f16"). */
static int has_token(const char *list, const char *tok) {
  size_t n = strlen(tok);
  for (const char *p = list; p && *p; p = strchr(p, ',') ? strchr(p, ',') + 1 : NULL)
    if (!strncmp(p, tok, n) && (p[n] == ',' || p[n] == 0)) return 1;
  return 0;
}

/* Prints and compiles one kernel; the artefact goes to DIR/<name>.<ext>. */
static cj_status emit(const opts *o, const cj_target *t, const kir_kernel *k, FILE *man,
                      const cj_gemm_cfg *c) {
  int nvrtc = !strcmp(o->compiler, "nvrtc"), amd = t->vendor == CJ_VENDOR_AMD;
  cj_sb src, log;
  cj_sb_init(&src);
  cj_sb_init(&log);
  cj_status s = nvrtc ? cj__print_hip(k, t, &src) : cj__print_llvm(k, t, &src);
  const cj_toolchain *tc = nvrtc ? &cj__toolchain_nvrtc : &cj__toolchain_llvm;
  cj_blob out = {0, NULL};
  if (!s) s = tc->compile(src.data, k->name, t, amd ? CJ_ART_OBJ : CJ_ART_PTX, &out, &log);
  if (!s) {
    char path[1024];
    snprintf(path, sizeof path, "%s/%s.%s", o->dir, k->name, amd ? "hsaco" : "ptx");
    FILE *f = fopen(path, "wb");
    if (!f || fwrite(out.data, 1, out.size, f) != out.size)
      s = cj__fail(CJ_E_IO, "gemm_emit: cannot write %s", path);
    if (f) fclose(f);
    fprintf(man, "%s.%s\t%s\t%u\t%u\t%u\t%s\t%s\t%d\t%d\t%u\t%u\t%llu\n", k->name,
            amd ? "hsaco" : "ptx", k->name, c->m, c->n, c->k, cj_dtype_name(c->in),
            c->b_col_major ? "col" : "row", k->grid, k->block_threads, k->shared_bytes,
            cj__dynamic_shared(k, t), (unsigned long long)cj__gemm_ws_bytes(c));
  }
  if (s && log.data) fprintf(stderr, "%s\n", log.data);
  cj_blob_free(&out);
  cj_sb_free(&src);
  cj_sb_free(&log);
  return s;
}

static int one(const opts *o, const cj_target *t, FILE *man, uint32_t m, uint32_t n, uint32_t kk,
               cj_dtype dt, int col) {
  cj_gemm_cfg c = {m, n, kk, dt, dt, col, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0};
  if (o->wgmma == 0) /* the mma.sync stand-alone tile, for comparisons */
    cj__gemm_defaults_alone(&c, t->warp_size);
  else /* the gemm op's */
    cj__gemm_default_tile(t, t->warp_size, CJ_OP_GEMM, m, n, &c);
  if (o->bm) c.bm = o->bm, c.bn = o->bn, c.bk = o->bk;
  if (o->stages) c.stages = o->stages;
  c.pipeline = o->pipeline;
  c.group_m = o->group_m;
  c.wave = o->wave;
  if (o->wm) c.warps_m = o->wm, c.warps_n = o->wn;
  c.wgmma = o->wgmma != 0 && cj__gemm_wg_target(t) && cj__gemm_wg_shape(&c);
  c.mfma_k16 = cj__gemm_k16_target(t);
  char name[128];
  snprintf(name, sizeof name, "cj_gemm_%ux%ux%u_%s_%s", m, n, kk, cj_dtype_name(dt),
           col ? "col" : "row");
  kir_kernel *k = NULL;
  cj_status s = cj__gemm_kernel(&c, name, &k);
  if (!s) s = emit(o, t, k, man, &c);
  kir_kernel_free(k);
  if (s)
    fprintf(stderr, "gemm_emit: %s: %s\n", name, cj_last_error());
  else
    printf("%s: grid %d x %d threads, tile %dx%dx%d, %d stages, warps %dx%d, pipeline %d, "
           "group-m %d, workspace %llu bytes%s\n",
           name, cj__gemm_grid(&c), cj__gemm_threads(&c), c.bm, c.bn, c.bk, c.stages, c.warps_m,
           c.warps_n, c.pipeline, cj__gemm_group_m(&c), (unsigned long long)cj__gemm_ws_bytes(&c),
           c.wgmma ? ", warpgroup MMA" : "");
  return s != CJ_OK;
}

int main(int argc, char **argv) {
  opts o;
  if (parse(argc, argv, &o)) return 2;
  cj_target t;
  if (cj__target_parse(o.target, &t)) return fprintf(stderr, "%s\n", cj_last_error()), 2;
  /* NVIDIA: NVRTC, the only one that builds warpgroup MMA; AMD: libLLVM */
  if (!o.compiler) o.compiler = t.vendor == CJ_VENDOR_NVIDIA ? "nvrtc" : "llvm";
  uint32_t shapes[64][3];
  int ns = 0;
  if (o.shapes) {
    for (const char *p = o.shapes; p && *p && ns < 64;
         p = strchr(p, ',') ? strchr(p, ',') + 1 : NULL)
      if (sscanf(p, "%ux%ux%u", &shapes[ns][0], &shapes[ns][1], &shapes[ns][2]) == 3) ns++;
  } else {
    ns = (int)(sizeof default_shapes / sizeof default_shapes[0]);
    memcpy(shapes, default_shapes, sizeof default_shapes);
  }
  char path[1024];
  snprintf(path, sizeof path, "%s/manifest.tsv", o.dir);
  FILE *man = fopen(path, "w");
  if (!man) return fprintf(stderr, "gemm_emit: cannot write %s\n", path), 1;
  int bad = 0;
  for (int i = 0; i < ns; i++)
    for (int d = 0; d < 2; d++)
      for (int col = 0; col < 2; col++) {
        cj_dtype dt = d ? CJ_F16 : CJ_BF16;
        if (!has_token(o.dtypes, cj_dtype_name(dt)) || !has_token(o.layouts, col ? "col" : "row"))
          continue;
        bad += one(&o, &t, man, shapes[i][0], shapes[i][1], shapes[i][2], dt, col);
      }
  fclose(man);
  return bad ? 1 : 0;
}
