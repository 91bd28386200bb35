/* `colljit gemm`: the gemm op's kernel for one shape, as `colljit gen` prints it for the gemm
 * op's key (the same plan, generator and defaults cj_gemm runs; codegen/gen_gemm.h):
 *
 *   colljit gemm MxNxK [--dtype bf16|f16] [--out DTYPE|f32] [--b row|col] [--a row|col]
 *                [--bias] [--tile BMxBNxBK] [--stages S] [--warps WMxWN] [--group-m G]
 *                [--target T] [--compiler auto|hiprtc|nvrtc|llvm]
 *                [--emit key|kir|hip|llvm|ptx|isa|sass|obj] [-o FILE]
 *
 * The kernel is the one `cj_gemm` launches with world 1 (a persistent grid, the last wave in
 * half-width tiles where it is at most half full, tensor maps on sm_90 where the rows allow);
 * its key, name, grid, threads, shared memory and parameters are printed on standard error. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "codegen.h"
#include "gen_gemm.h"
#include "out_file.h"
#include "support.h"

typedef struct gemm_args {
  long long mnk[3];
  cj_dtype in, out;
  int b_col, a_col, bias, tile[3], stages, warps[2], group_m;
  const char *target, *out_path;
  cj_emit emit;
  cj_compiler compiler;
} gemm_args;

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

/* n whole numbers "AxBx.." each in lo..hi, nothing else (no sign, no spaces, no trailing
 * text, no value that wraps): 1, or 0 */
static int ints(const char *v, int n, long long lo, long long hi, long long *out) {
  for (int i = 0; i < n; i++) {
    char *e;
    if (!(*v >= '0' && *v <= '9')) return 0;
    errno = 0;
    long long x = strtoll(v, &e, 10);
    if (errno || e == v || x < lo || x > hi || *e != (i + 1 < n ? 'x' : '\0')) return 0;
    out[i] = x;
    v = e + 1;
  }
  return 1;
}

/* ints() into int fields */
static int int_fields(const char *v, int n, long long lo, long long hi, int *f) {
  long long x[3];
  if (!ints(v, n, lo, hi, x)) return 0;
  for (int i = 0; i < n; i++) f[i] = (int)x[i];
  return 1;
}

static int layout(const char *v, int *col) {
  return (*col = !strcmp(v, "col")) || !strcmp(v, "row");
}

/* 1: taken, 0: a bad value, -1: no such option */
static int option(gemm_args *a, const char *f, const char *v) {
  int i;
  if (!strcmp(f, "--dtype")) return dtype_of(v, &a->in);
  if (!strcmp(f, "--out")) return dtype_of(v, &a->out);
  if (!strcmp(f, "--b")) return layout(v, &a->b_col);
  if (!strcmp(f, "--a")) return layout(v, &a->a_col);
  /* every number whole, in its field's range, and never 0 for "the default" (leave the flag
   * out for that); the planner then holds each to what the kernel takes */
  if (!strcmp(f, "--tile")) return int_fields(v, 3, 1, 4095, a->tile);
  if (!strcmp(f, "--stages")) return int_fields(v, 1, 1, 63, &a->stages);
  if (!strcmp(f, "--warps")) return int_fields(v, 2, 1, 63, a->warps);
  if (!strcmp(f, "--group-m")) return int_fields(v, 1, 1, CJ_GEMM_GROUP_M_MAX, &a->group_m);
  if (!strcmp(f, "--target")) return a->target = v, 1;
  if (!strcmp(f, "-o")) return a->out_path = v, 1;
  if (!strcmp(f, "--emit"))
    return (i = cj_vocab_lookup("emit", v)) >= 0 && ((a->emit = (cj_emit)i), 1);
  if (!strcmp(f, "--compiler"))
    return (i = cj_vocab_lookup("compiler", v)) >= 0 && ((a->compiler = (cj_compiler)i), 1);
  return -1;
}

static int parse(int argc, char **argv, gemm_args *a) {
  int shape = 0;
  memset(a, 0, sizeof *a);
  a->in = CJ_BF16;
  a->out = (cj_dtype)-1;
  a->target = "sm_90";
  a->emit = CJ_EMIT_KIR;
  for (int i = 0; i < argc; i++) {
    if (argv[i][0] != '-') {
      if (shape) return bad("a second shape '%s' (one MxNxK)", argv[i]);
      shape = ints(argv[i], 3, 1, 1 << 24, a->mnk);
      if (!shape) return bad("'%s' is not a shape MxNxK of whole numbers 1..16777216", argv[i]);
      continue;
    }
    if (!strcmp(argv[i], "--bias")) {
      a->bias = 1;
      continue;
    }
    if (!strcmp(argv[i], "--wave") || !strcmp(argv[i], "--pipeline"))
      return bad("%s is gone: the kernel is the gemm op's, whose plan sizes its grid, its last "
                 "wave and its pipeline itself", argv[i]);
    if (i + 1 >= argc) return bad("%s needs a value", argv[i]);
    int ok = option(a, argv[i], argv[i + 1]);
    if (ok < 0) return bad("unknown option %s", argv[i]);
    if (!ok) {
      fprintf(stderr, "colljit gemm: %s: bad value '%s' (colljit gemm --help)\n", argv[i],
              argv[i + 1]);
      return 1;
    }
    i++;
  }
  if (!shape) return bad("%s", "needs a shape MxNxK");
  if (a->out == (cj_dtype)-1) a->out = a->in;
  if (a->out != a->in && a->out != CJ_F32)
    return bad("--out %s: the gemm op writes its input's dtype or f32", cj_dtype_name(a->out));
  return 0;
}

/* The gemm op's key (world 1) for the arguments: the tokens `colljit gen` parses. */
static void key_of(const gemm_args *a, cj_sb *k) {
  cj_sb_printf(k, "gemm.%s.mnk%lldx%lldx%lld", cj_dtype_name(a->in), a->mnk[0], a->mnk[1],
               a->mnk[2]);
  if (a->bias) cj_sb_printf(k, ".bias");
  if (a->tile[0]) cj_sb_printf(k, ".tile%dx%dx%d", a->tile[0], a->tile[1], a->tile[2]);
  if (a->stages) cj_sb_printf(k, ".st%d", a->stages);
  if (a->warps[0]) cj_sb_printf(k, ".wp%dx%d", a->warps[0], a->warps[1]);
  if (a->group_m) cj_sb_printf(k, ".gm%d", a->group_m);
  if (a->a_col) cj_sb_printf(k, ".alm");
  if (a->b_col) cj_sb_printf(k, ".bcol");
  if (a->out == CJ_F32) cj_sb_printf(k, ".of32");
  cj_sb_printf(k, ".w1.%s", a->target);
}

/* The kernel's launch and parameters on standard error. */
static void describe(const cj_plan *p, const kir_kernel *k) {
  fprintf(stderr, "%s: kernel %s, grid %d, %d threads, %u bytes of shared memory (%u dynamic); "
          "parameters", cj_plan_key(p), k->name, k->grid, k->block_threads, k->shared_bytes,
          cj__dynamic_shared(k, &p->target));
  for (int i = 0; i < k->nparams; i++)
    fprintf(stderr, "%s%s%s", i ? ", " : " ", k->params[i].name,
            k->params[i].flags & KIR_PARAM_TMAP ? " (tensor map)" : "");
  fputc('\n', stderr);
}

static int write_blob(const gemm_args *a, const cj_blob *blob) {
  if (a->out_path) { /* a temporary renamed into place; a failure names its reason */
    cj_out_file o;
    if (cj__out_open(&o, a->out_path, "colljit gemm")) return 1;
    return cj__out_close(&o, fwrite(blob->data, 1, blob->size, o.f) == blob->size,
                         "colljit gemm") != 0;
  }
  return fwrite(blob->data, 1, blob->size, stdout) != blob->size; /* main reports why */
}

int cj__cli_gemm(int argc, char **argv) {
  if (argc > 0 && (!strcmp(argv[0], "--help") || !strcmp(argv[0], "-h"))) {
    printf("usage: colljit gemm MxNxK [--dtype bf16|f16] [--out DTYPE|f32] [--b row|col]\n"
           "       [--a row|col] [--bias] [--tile BMxBNxBK] [--stages S] [--warps WMxWN]\n"
           "       [--group-m G] [--target T] [--compiler C]\n"
           "       [--emit key|kir|hip|llvm|ptx|isa|sass|obj] [-o FILE]\n"
           "The gemm op's kernel (what cj_gemm runs with world 1), as `colljit gen` prints it\n"
           "for the op's key; the key, grid and parameters go to standard error.\n"
           "  --out f32    f32 output (default: the input's dtype)\n"
           "  --a col      A stored K x M (for each k, M consecutive rows; default row: M x K)\n"
           "  --bias       out = A B + bias (N elements of the input's dtype)\n"
           "  --tile, --stages, --warps, --group-m  name the tile (default: the plan's own)\n");
    return 0;
  }
  gemm_args a;
  if (parse(argc, argv, &a)) return 1;
  cj_sb key;
  cj_sb_init(&key);
  key_of(&a, &key);
  cj_plan *plan = NULL;
  kir_kernel *k = NULL;
  cj_blob blob = {0, NULL};
  cj_status s = key.failed ? cj__fail(CJ_E_OOM, "out of memory") : cj_plan_from_key(key.data, &plan);
  if (!s) s = cj__build_kernel(plan, &k);
  if (!s) s = cj_generate(plan, a.emit, a.compiler, &blob); /* as `colljit gen KEY` */
  int rc = 0;
  if (s) {
    fprintf(stderr, "colljit gemm: %s: %s\n", key.failed ? "gemm" : key.data, cj_last_error());
    rc = 2;
  } else {
    describe(plan, k);
    rc = write_blob(&a, &blob) ? 2 : 0;
  }
  cj_blob_free(&blob);
  kir_kernel_free(k);
  cj_plan_destroy(plan);
  cj_sb_free(&key);
  return rc;
}
