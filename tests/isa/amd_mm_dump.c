/* Writes the disassembly of every kernel colljit generates for one AMD target through one
 * compile path, one file per kernel, for tests/isa/amd_mm_check.py: every op and variant of the
 * generator registry, every dtype, specialised and shape-generic, at 8 ranks (and 2 ranks for
 * bf16), rooted ops with root 1, the fused GEMM ops at three shapes, the gemm op at four (B
 * column-major, bias, f32 out). Each file starts with "; target:", "; key:", "; compiler:"
 * and, where the kernel moves 16-byte vectors, "; expect: dwordx4"; then the disassembly as
 * `colljit gen --emit isa` prints it (with the kernel descriptor's segment sizes).
 *
 *   amd_mm_dump [--drop-waits] OUTDIR TARGET llvm|hiprtc
 *   amd_mm_dump OUTDIR TARGET ssa    (any target, sm_90 too: no compile; each kernel's LLVM IR
 *                                      in SSA form and with allocas, for llvm_ssa_check.py)
 *
 * --drop-waits plants a fault: the explicit s_waitcnt the printers write (after a release's
 * L2 writeback and before a block barrier) is removed from the source before it compiles; the
 * checker must then report violations. Exit 0: every kernel written; 77: the path cannot
 * build for the target here (missing library, or a compiler that does not know the target);
 * 1: a failure. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "codegen.h"
#include "gen_gemm.h"
#include "support.h"
#include "toolchain.h"

#define SKIP 77

typedef struct dump {
  const char *dir, *target;
  cj_compiler path;
  int drop_waits;
  int ir_pair; /* "ssa": no compile; KEY.ssa.ll and KEY.locals.ll (the LLVM printer's forms) */
  int written;
} dump;

/* Removes every occurrence of `what` from s (in place). */
static void erase_all(char *s, const char *what) {
  size_t n = strlen(what);
  char *at;
  while ((at = strstr(s, what)))
    memmove(at, at + n, strlen(at + n) + 1);
}

static void drop_waits(char *src, cj_compiler path) {
  if (path == CJ_COMPILER_LLVM)
    erase_all(src, "call void @llvm.amdgcn.s.waitcnt(i32 3952)\n");
  else
    erase_all(src, "__builtin_amdgcn_s_waitcnt(CJ_WAIT_VMCNT0);");
}

static int write_file(const dump *d, const char *key, const char *isa) {
  char path[1024];
  snprintf(path, sizeof path, "%s/%s.%s.s", d->dir, key, cj_compiler_name(d->path));
  FILE *f = fopen(path, "w");
  if (!f) {
    fprintf(stderr, "%s: %s\n", path, strerror(errno));
    return 1;
  }
  int x4 = strstr(key, ".v16.") && !strstr(key, ".ll.") && strncmp(key, "barrier.", 8);
  fprintf(f, "; target: %s\n; key: %s\n; compiler: %s%s\n", d->target, key,
          cj_compiler_name(d->path), d->drop_waits ? " (explicit waits dropped)" : "");
  if (x4) fprintf(f, "; expect: dwordx4\n");
  fputs(isa, f);
  return fclose(f) != 0;
}

/* Source to disassembly through the dump's compile path (the planted fault applied first). */
static cj_status compile_isa(const dump *d, char *src, const char *name, const cj_target *t,
                             cj_sb *isa, cj_sb *log) {
  const cj_toolchain *tc = cj__toolchain(d->path);
  cj_blob obj = {0, NULL};
  if (d->drop_waits) drop_waits(src, d->path);
  cj_status s = tc->compile(src, name, t, CJ_ART_OBJ, &obj, log);
  if (!s) s = cj__disasm(&obj, t, isa);
  cj_blob_free(&obj);
  return s;
}

/* The "ssa" dump: the kernel's LLVM IR as cj__print_llvm writes it (variables in SSA form)
 * and with its variables as allocas, for tests/isa/llvm_ssa_check.py. */
static int write_pair(dump *d, const char *key, const kir_kernel *k, const cj_target *t) {
  static const char *form[2] = {"ssa", "locals"};
  for (int i = 0; i < 2; i++) {
    cj_sb ir;
    cj_sb_init(&ir);
    cj_status s = i ? cj__print_llvm_locals(k, t, &ir) : cj__print_llvm(k, t, &ir);
    if (s == CJ_E_UNSUPPORTED) { /* a kernel the printer refuses for this target */
      printf("%s: not in LLVM IR: %s\n", key, cj_last_error());
      cj_sb_free(&ir);
      return 0;
    }
    char path[1024];
    snprintf(path, sizeof path, "%s/%s.%s.ll", d->dir, key, form[i]);
    FILE *f = s ? NULL : fopen(path, "w");
    int bad = s || !f || fputs(ir.data, f) < 0;
    if (f && fclose(f)) bad = 1;
    if (bad) fprintf(stderr, "%s: %s\n", path, s ? cj_last_error() : strerror(errno));
    cj_sb_free(&ir);
    if (bad) return 1;
  }
  d->written++;
  return 0;
}

static int one_pair(dump *d, const char *full, cj_plan *p) {
  cj_target t;
  kir_kernel *k = NULL;
  cj_status s = cj__target_parse(d->target, &t);
  if (!s) s = cj__build_kernel(p, &k);
  int rc = s ? (fprintf(stderr, "%s: %s\n", full, cj_last_error()), 1)
             : write_pair(d, cj_plan_key(p), k, &t);
  kir_kernel_free(k);
  cj_plan_destroy(p);
  return rc;
}

/* 0 written, SKIP the path cannot build this target, 1 failure */
static int one(dump *d, const char *key) {
  char full[256];
  snprintf(full, sizeof full, "%s.%s", key, d->target);
  cj_plan *p = NULL;
  if (cj_plan_from_key(full, &p)) {
    fprintf(stderr, "%s: %s\n", full, cj_last_error());
    return 1;
  }
  if (d->ir_pair) return one_pair(d, full, p);
  const cj_toolchain *tc = cj__toolchain(d->path);
  cj_blob src = {0, NULL};
  cj_sb log, isa;
  cj_sb_init(&log);
  cj_sb_init(&isa);
  cj_target target;
  const cj_target *t = &target;
  int rc = 1;
  cj_status s = cj__target_parse(d->target, &target);
  if (!s) s = cj_generate(p, tc->takes_llvm_ir ? CJ_EMIT_LLVM : CJ_EMIT_HIP, d->path, &src);
  if (!s) s = compile_isa(d, src.data, cj_plan_kernel_name(p), t, &isa, &log);
  if (s == CJ_E_UNAVAILABLE || s == CJ_E_UNSUPPORTED) {
    fprintf(stderr, "%s via %s: %s\n", full, tc->name, cj_last_error());
    rc = SKIP;
  } else if (s) {
    fprintf(stderr, "%s via %s: %s\n%s\n", full, tc->name, cj_last_error(),
            log.data ? log.data : "");
  } else {
    rc = write_file(d, cj_plan_key(p), isa.data);
    d->written += rc == 0;
  }
  cj_sb_free(&log);
  cj_sb_free(&isa);
  cj_blob_free(&src);
  cj_plan_destroy(p);
  return rc;
}

/* Every kernel of one (op, variant): dtypes x {specialised, generic} at 8 ranks, bf16 at 2. */
static int variant_keys(dump *d, cj_op op, cj_variant v) {
  static const cj_dtype dtypes[] = {CJ_F32, CJ_F16, CJ_BF16, CJ_I32};
  char key[200];
  const char *on = cj_op_name(op), *vn = cj_variant_name(v);
  if (op == CJ_OP_BARRIER) {
    snprintf(key, sizeof key, "%s.%s.w8", on, vn);
    return one(d, key);
  }
  const cj_op_info *info = cj__op(op);
  if (info->gemm) { /* both forms, bias, element-wise fetches (k 1001), several k per flag */
    static const char *ag[] = {"bf16.mnk1024x3584x8192.shard-m.w8",
                               "f16.mnk1000x3500x8000.shard-k.bias.w8",
                               "bf16.mnk64x200x1001.shard-m.w2.kpf3.fe4"};
    static const char *rs[] = {"bf16.mnk4096x3584x8192.shard-k.w8", "f16.mnk1000x3501x808.shard-k.bias.w8",
                               "bf16.mnk64x200x1002.shard-k.w2"};
    /* gemm: B row- and column-major, bias, f32 out, odd k (element-wise B rows), raster 1 */
    static const char *tile[] = {"bf16.mnk1024x3584x8192.w8", "f16.mnk1000x3500x808.bias.bcol.w1",
                                 "bf16.mnk64x200x1001.bcol.of32.bias.w2",
                                 "f16.mnk333x250x72.of32.gm1.w1"};
    const char **g = op == CJ_OP_GEMM ? tile : op == CJ_OP_GEMM_REDUCESCATTER ? rs : ag;
    for (size_t i = 0; i < (op == CJ_OP_GEMM ? 4u : 3u); i++) {
      snprintf(key, sizeof key, "%s.%s.%s", on, vn, g[i]);
      int rc = one(d, key);
      if (rc) return rc;
    }
    return 0;
  }
  int rooted = info->rooted;
  for (size_t i = 0; i < sizeof dtypes / sizeof dtypes[0]; i++) {
    if (info->rows && dtypes[i] == CJ_I32) continue; /* 2-D ops: float rows of 1024 */
    const char *redop = !info->reduces ? "" : dtypes[i] == CJ_I32 ? ".min" : ".sum";
    for (int form = 0; form < 3; form++) {
      int world = form == 2 ? 2 : 8;
      if (form == 2 && dtypes[i] != CJ_BF16) continue;
      /* 64 Ki elements: every variant's size limit holds (ll: 256 KiB per rank) */
      snprintf(key, sizeof key, "%s.%s%s.%s.%s.w%d%s%s%s", on, vn, redop,
               cj_dtype_name(dtypes[i]), form == 1 ? "nany" : "n32768", world, rooted ? ".r1" : "",
               form == 1 ? ".v16" : "", info->rows ? ".h1024" : "");
      int rc = one(d, key);
      if (rc) return rc;
    }
  }
  return 0;
}

int main(int argc, char **argv) {
  dump d = {0};
  int a = 1;
  if (a < argc && !strcmp(argv[a], "--drop-waits")) d.drop_waits = 1, a++;
  if (argc - a != 3) {
    fprintf(stderr, "usage: %s [--drop-waits] OUTDIR TARGET llvm|hiprtc|ssa\n", argv[0]);
    return 2;
  }
  d.dir = argv[a];
  d.target = argv[a + 1];
  d.path = !strcmp(argv[a + 2], "hiprtc") ? CJ_COMPILER_HIPRTC : CJ_COMPILER_LLVM;
  d.ir_pair = !strcmp(argv[a + 2], "ssa");
  if (mkdir(d.dir, 0777) && errno != EEXIST) {
    fprintf(stderr, "%s: %s\n", d.dir, strerror(errno));
    return 1;
  }
  for (int op = 0; op < CJ_OP_COUNT_; op++) {
    cj_variant vs[16];
    int n = cj__op_variants((cj_op)op, vs, 16);
    for (int i = 0; i < n; i++) {
      int rc = variant_keys(&d, (cj_op)op, vs[i]);
      if (rc == SKIP && d.written == 0) return SKIP; /* the path cannot build this target */
      if (rc) return 1;
    }
  }
  printf("%s via %s: %d kernels written to %s%s\n", d.target, argv[a + 2], d.written,
         d.dir, d.drop_waits ? " (explicit waits dropped)" : "");
  return 0;
}
