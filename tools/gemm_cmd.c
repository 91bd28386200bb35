/* `colljit gemm`: generates one GEMM tile kernel (codegen/gen_gemm.h) and prints an artefact of
 * it, like `gen` does for collectives:
 *
 *   colljit gemm MxNxK [--dtype bf16|f16] [--out bf16|f16|f32] [--b row|col]
 *                [--tile BMxBNxBK] [--stages S] [--warps WMxWN] [--pipeline -1|0|1]
 *                [--group-m G] [--a row|col] [--wave W] [--target T]
 *                [--compiler auto|hiprtc|nvrtc|llvm] [--emit kir|hip|llvm|ptx|isa|obj] [-o FILE]
 *
 * The kernel is gemm(a, b, c) with grid ceil(M/BM) x ceil(N/BN) blocks, or with --wave W (the
 * blocks the GPU holds at once) and tiles that leave the last wave at most half full,
 * gemm(a, b, c, workspace) with that wave's tiles split along k; its name, grid and workspace
 * size are printed on standard error (the workspace zeroed before the first launch). */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "codegen.h"
#include "gen_gemm.h"
#include "out_file.h"
#include "support.h"
#include "toolchain.h"

typedef struct gemm_args {
  cj_gemm_cfg c;
  const char *target, *out_path;
  cj_emit emit;
  cj_compiler compiler;
} gemm_args;

/* The fields of a tile left 0 from the defaults. */
static void fill_defaults(cj_gemm_cfg *c, const cj_gemm_cfg *d) {
  if (!c->bm) c->bm = d->bm, c->bn = d->bn, c->bk = d->bk;
  if (!c->stages) c->stages = d->stages;
  if (!c->warps_m) c->warps_m = d->warps_m, c->warps_n = d->warps_n;
}

static int bad(const char *fmt, const char *v) {
  fprintf(stderr, "colljit gemm: ");
  fprintf(stderr, fmt, v);
  fprintf(stderr, " (colljit gemm --help)\n");
  return 1;
}

static int dtype_of(const char *v, cj_dtype *d) {
  int i = cj_vocab_lookup("dtype", v);
  if (i < 0) return 0;
  *d = (cj_dtype)i;
  return 1;
}

/* n whole numbers "AxBx.." each in lo..hi, nothing else (no sign where lo >= 0, no spaces,
 * no trailing text, no value that wraps): 1, or 0 */
static int ints(const char *v, int n, long long lo, long long hi, long long *out) {
  for (int i = 0; i < n; i++) {
    char *e;
    if (!(*v >= '0' && *v <= '9') && !(lo < 0 && *v == '-')) return 0;
    errno = 0;
    long long x = strtoll(v, &e, 10);
    if (errno || e == v || x < lo || x > hi || *e != (i + 1 < n ? 'x' : '\0')) return 0;
    out[i] = x;
    v = e + 1;
  }
  return 1;
}

/* ints() into int fields */
static int int_fields(const char *v, int n, long long lo, long long hi, int *a, int *b, int *c) {
  long long x[3];
  if (!ints(v, n, lo, hi, x)) return 0;
  int *f[3] = {a, b, c};
  for (int i = 0; i < n; i++) *f[i] = (int)x[i];
  return 1;
}

static int option(gemm_args *a, const char *f, const char *v, int *tiles) {
  cj_gemm_cfg *c = &a->c;
  int i;
  if (!strcmp(f, "--dtype")) return dtype_of(v, &c->in);
  if (!strcmp(f, "--out")) return dtype_of(v, &c->out);
  if (!strcmp(f, "--b")) return (c->b_col_major = !strcmp(v, "col")) || !strcmp(v, "row");
  /* every number whole, in its field's range, and never 0 for "the default" (leave the flag
   * out for that); cj__gemm_check then holds each to what the kernel takes */
  if (!strcmp(f, "--tile")) return ++*tiles, int_fields(v, 3, 1, 4096, &c->bm, &c->bn, &c->bk);
  if (!strcmp(f, "--stages")) return ++*tiles, int_fields(v, 1, 1, 64, &c->stages, NULL, NULL);
  if (!strcmp(f, "--warps"))
    return ++*tiles, int_fields(v, 2, 1, 64, &c->warps_m, &c->warps_n, NULL);
  if (!strcmp(f, "--pipeline")) return int_fields(v, 1, -1, 1, &c->pipeline, NULL, NULL);
  if (!strcmp(f, "--wave")) return int_fields(v, 1, 1, 65536, &c->wave, NULL, NULL);
  if (!strcmp(f, "--group-m"))
    return int_fields(v, 1, 1, CJ_GEMM_GROUP_M_MAX, &c->group_m, NULL, NULL);
  if (!strcmp(f, "--a")) return (c->a_col_major = !strcmp(v, "col")) || !strcmp(v, "row");
  if (!strcmp(f, "--target")) return a->target = v, 1;
  if (!strcmp(f, "-o")) return a->out_path = v, 1;
  if (!strcmp(f, "--emit"))
    return (i = cj_vocab_lookup("emit", v)) >= 0 && ((a->emit = (cj_emit)i), 1);
  if (!strcmp(f, "--compiler"))
    return (i = cj_vocab_lookup("compiler", v)) >= 0 && ((a->compiler = (cj_compiler)i), 1);
  return -1;
}

static int parse(int argc, char **argv, gemm_args *a, cj_target *t) {
  cj_gemm_cfg defaults;
  int shape = 0, tiles = 0;
  memset(a, 0, sizeof *a);
  a->c.in = CJ_BF16;
  a->c.out = (cj_dtype)-1;
  a->target = "sm_90";
  a->emit = CJ_EMIT_KIR;
  for (int i = 0; i < argc; i++) {
    if (argv[i][0] != '-') {
      long long mnk[3];
      shape = ints(argv[i], 3, 1, 1 << 24, mnk);
      if (!shape) return bad("'%s' is not a shape MxNxK of whole numbers 1..16777216", argv[i]);
      a->c.m = (uint32_t)mnk[0], a->c.n = (uint32_t)mnk[1], a->c.k = (uint32_t)mnk[2];
      continue;
    }
    if (i + 1 >= argc) return bad("%s needs a value", argv[i]);
    int ok = option(a, argv[i], argv[i + 1], &tiles);
    if (ok < 0) return bad("unknown option %s", argv[i]);
    if (!ok) {
      fprintf(stderr, "colljit gemm: %s: bad value '%s' (colljit gemm --help)\n", argv[i],
              argv[i + 1]);
      return 1;
    }
    i++;
  }
  if (!shape) return bad("%s", "needs a shape MxNxK");
  if (cj__target_parse(a->target, t)) return bad("%s", cj_last_error());
  if (a->c.out == (cj_dtype)-1) a->c.out = a->c.in;
  /* the gemm op's choices (and warpgroup MMA for any tile of its shape on sm_90) */
  cj__gemm_default_tile(t, t->warp_size, CJ_OP_GEMM, a->c.m, a->c.n, &defaults);
  a->c.warp_size = t->warp_size;
  cj_gemm_cfg named = a->c;
  fill_defaults(&a->c, &defaults);
  a->c.wgmma = cj__gemm_wg_target(t) && cj__gemm_wg_shape(&a->c);
  a->c.mfma_k16 = cj__gemm_k16_target(t);
  if (defaults.wgmma && !a->c.wgmma) { /* a named tile the warpgroup default cannot complete */
    cj__gemm_defaults_alone(&defaults, t->warp_size);
    a->c = named;
    fill_defaults(&a->c, &defaults);
  }
  (void)tiles;
  return 0;
}

int cj__cli_gemm(int argc, char **argv) {
  if (argc > 0 && (!strcmp(argv[0], "--help") || !strcmp(argv[0], "-h"))) {
    printf("usage: colljit gemm MxNxK [--dtype bf16|f16] [--out bf16|f16|f32] [--b row|col]\n"
           "       [--tile BMxBNxBK] [--stages S] [--warps WMxWN] [--pipeline -1|0|1]\n"
           "       [--group-m G] [--a row|col] [--wave W] [--target T]\n"
           "       [--compiler C] [--emit kir|hip|llvm|ptx|isa|obj] [-o FILE]\n"
           "  --group-m G  rows of tiles per raster group, 1..64 (1: row-major; default 8)\n"
           "  --a col      A stored K x M (for each k, M consecutive rows; default row: M x K)\n"
           "  --wave W     blocks the GPU holds at once (SMs x blocks per SM): a last wave at\n"
           "               most half full is split along k (the kernel then takes a workspace)\n");
    return 0;
  }
  gemm_args a;
  cj_target t;
  if (parse(argc, argv, &a, &t)) return 1;
  if (a.emit == CJ_EMIT_KEY) return bad("%s", "a GEMM kernel has no key (emit kir..obj)");
  const cj_gemm_cfg *c = &a.c;
  char name[160];
  char extra[32] = "";
  if (c->group_m && c->group_m != CJ_GEMM_GROUP_M) snprintf(extra, sizeof extra, "_g%d", c->group_m);
  if (c->a_col_major) strcat(extra, "_acol");
  snprintf(name, sizeof name, "cj_gemm_%ux%ux%u_%s_%s_%s_t%dx%dx%d_s%d_w%dx%d%s", c->m, c->n, c->k,
           cj_dtype_name(c->in), cj_dtype_name(c->out), c->b_col_major ? "col" : "row", c->bm,
           c->bn, c->bk, c->stages, c->warps_m, c->warps_n, extra);
  kir_kernel *k = NULL;
  cj_blob blob = {0, NULL};
  cj_status s = cj__gemm_kernel(c, name, &k);
  if (!s) s = cj__pipeline_kir(k, &t, a.emit, a.compiler, &blob);
  if (s) {
    fprintf(stderr, "colljit gemm: %s\n", cj_last_error());
    kir_kernel_free(k);
    return 2;
  }
  fprintf(stderr,
          "%s: grid %d, %d threads, %u bytes of shared memory (%u dynamic), workspace %llu "
          "bytes\n",
          name, k->grid, k->block_threads, k->shared_bytes, cj__dynamic_shared(k, &t),
          (unsigned long long)cj__gemm_ws_bytes(c));
  int rc = 0;
  if (a.out_path) { /* a temporary renamed into place; a failure names its reason */
    cj_out_file o;
    rc = cj__out_open(&o, a.out_path, "colljit gemm") != 0;
    if (!rc) rc = cj__out_close(&o, fwrite(blob.data, 1, blob.size, o.f) == blob.size,
                                "colljit gemm") != 0;
  } else if (fwrite(blob.data, 1, blob.size, stdout) != blob.size) {
    rc = 1; /* (main reports a lost standard output with its reason) */
  }
  cj_blob_free(&blob);
  kir_kernel_free(k);
  return rc ? 2 : 0;
}
