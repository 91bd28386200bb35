/* colljit: the command-line tool. Exit status: 0 ok, 1 usage error, 2 failure. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench.h"
#include "codegen.h"
#include "colljit.h"
#include "info_cmd.h"
#include "out_file.h"
#include "prebuild.h"
#include "strbuf.h"
#include "toolchain.h"

static const char usage_text[] =
    "usage: colljit <command> [options]\n"
    "\n"
    "commands:\n"
    "  gen [KEY] [options]   generate one kernel and print an artefact of it\n"
    "                        (colljit gen --help)\n"
    "  info [--json]         GPUs, links between them, toolchains found\n"
    "  prebuild MANIFEST     compile the kernels a manifest lists into the cache\n"
    "                        [--target T,..] [--world W,..] [-j N] [--json]\n"
    "                        (colljit prebuild --help)\n"
    "  cache ls|stat|verify|clear   inspect or empty the code-object cache\n"
    "                        [--json] (colljit cache --help)\n"
    "  gemm MxNxK [options]  the gemm op's kernel for a shape, as gen prints it (colljit gemm --help)\n"
    "  bench [options]       time every collective next to NCCL on this node's GPUs\n"
    "                        (colljit bench --help lists its options)\n"
    "  tune [options]        measure every variant and grid, print selection-table rows\n"
    "                        (colljit tune --help)\n"
    "  check [options]       the conformance check: every op, variant, path, dtype and\n"
    "                        calling mode on this node's GPUs against a float64 reference\n"
    "                        (colljit check --help)\n"
    "  help                  this text (also -h, --help); --version: the version\n"
    "\n"
    "Every command takes -h / --help. Environment: COLLJIT_LOG (ERROR, WARN, INFO, DEBUG or\n"
    "0..3), COLLJIT_CACHE_DIR, COLLJIT_DUMP_DIR (every artefact written there), ...\n"
    "(README.md lists them all).\n"
    "\n"
    "exit status: 0 success, 1 usage error, 2 failure (message on standard error)\n";

static const char gen_usage_text[] =
    "usage: colljit gen [KEY] [options]\n"
    "\n"
    "Generates one kernel and prints an artefact of it.\n"
    "options (a KEY such as allgather.bf16.n4096.w8.sm_90 or flags; flags override):\n"
    "  --emit WHAT       key | kir | hip | llvm | ptx | isa | sass | obj   (default: key)\n"
    "                    isa: AMD disassembly; on NVIDIA SASS where a disassembler\n"
    "                    (nvdisasm) is found, else PTX, saying so on standard error;\n"
    "                    sass: NVIDIA SASS, an error where no disassembler is found\n"
    "  --target T[,T..]  gfx90a | gfx942 | gfx950 [:sramecc+|-][:xnack+|-] | sm_80 | sm_90 | host\n"
    "  --compiler C      auto | hiprtc | nvrtc | llvm                (default: auto)\n"
    "  --op OP           allreduce | allgather | reducescatter | alltoall | broadcast |\n"
    "                    reduce | barrier | allreduce_rmsnorm (the GEMM ops allgather_gemm,\n"
    "                    gemm_reducescatter, gemm: by key, e.g. gemm.bf16.mnk512x512x512.bcol.w1.sm_90)\n"
    "  --variant V       auto | push | pull | one_shot | two_shot | epoch | ll | split | tile |\n"
    "                    chain | relay | ll_split (README.md: which op has which; ce and blas\n"
    "                    are host paths, not kernels)\n"
    "  --dtype T         f32 | f16 | bf16 | i32                      (default: bf16)\n"
    "  --redop R         sum | max | min\n"
    "  --count N         elements per rank (allreduce_rmsnorm: tokens x hidden)\n"
    "  --hidden H        row length of allreduce_rmsnorm\n"
    "  --world W         number of ranks\n"
    "  --root R          root rank (broadcast, reduce)\n"
    "  --vec BYTES       widest access: 1, 2, 4, 8 or 16             (default: 16)\n"
    "  --threads N       threads per block\n"
    "  --warp N          threads per warp (32 on NVIDIA, 64 on AMD)\n"
    "  --tile MxN        tile of M x N elements\n"
    "  --grid N          persistent blocks (comm_sms)\n"
    "  --barrier MODE    full | end | none\n"
    "  --group-m G       GEMM ops: rows of tiles per raster group, 1..64 (1: row-major;\n"
    "                    default 8; key token gmG)\n"
    "  --a-layout k|m    allgather_gemm: the gathered A staged k-contiguous (m x k, the\n"
    "                    default) or m-contiguous (k x m; key token alm)\n"
    "  -o FILE           write to FILE instead of standard output\n"
    "  -h, --help        this text\n"
    "\n"
    "exit status: 0 success, 1 usage error, 2 failure (message on standard error)\n";

static int usage_error(const char *fmt, const char *arg) {
  fprintf(stderr, "colljit: ");
  fprintf(stderr, fmt, arg);
  fprintf(stderr, "\n(see colljit --help)\n");
  return 1;
}

static int flag_error(const char *flag, const char *why, const char *v) {
  fprintf(stderr, "colljit: %s: '%.80s%s' %s\n(see colljit --help)\n", flag, v,
          strlen(v) > 80 ? "..." : "", why);
  return 1;
}

static int failure(const char *what) {
  fprintf(stderr, "colljit: %s: %s\n", what, cj_last_error());
  return 2;
}

#define MAX_VALUE 256      /* longest flag value */
#define MAX_KEY_BYTES 4096 /* longest key, flags and target included */

typedef struct gen_args {
  const char *key;
  const char *targets;
  const char *out_path;
  cj_emit emit;
  cj_compiler compiler;
  cj_sb tokens;      /* flag overrides, as key tokens appended after the key (".n4096") */
  int threads, warp; /* --threads, --warp (0: not given) */
} gen_args;

/* ---- flag values: each must be exactly one value of its field -------------------------------- */
typedef enum {
  V_OP,
  V_VARIANT,
  V_DTYPE,
  V_REDOP,
  V_BARRIER,
  V_NUM,
  V_COUNT,
  V_SIZE,
  V_TILE,
  V_ALAYOUT
} vkind;

static const char *vocab(vkind k, int i) {
  switch (k) {
  case V_OP:
    return cj_op_name((cj_op)i);
  case V_VARIANT:
    return cj_variant_name((cj_variant)i);
  case V_DTYPE:
    return cj_dtype_name((cj_dtype)i);
  case V_REDOP:
    return cj_redop_name((cj_redop)i);
  default:
    return cj_barrier_name((cj_barrier_mode)i);
  }
}

/* Decimal digits only (at most 10): the number in *out. */
static int digits(const char *v, size_t n, long long *out) {
  if (n == 0 || n > 10) return 0;
  long long x = 0;
  for (size_t i = 0; i < n; i++) {
    if (v[i] < '0' || v[i] > '9') return 0;
    x = x * 10 + (v[i] - '0');
  }
  *out = x;
  return 1;
}

/* NULL if v is a value of kind k, else why not. */
static const char *check_value(vkind k, const char *v) {
  long long a, b;
  const char *x = strchr(v, 'x');
  switch (k) {
  case V_NUM:
    return digits(v, strlen(v), &a) ? NULL : "is not a number";
  case V_COUNT:
    return !strcmp(v, "any") || (strlen(v) <= 20 && strspn(v, "0123456789") == strlen(v) && *v)
               ? NULL
               : "is not a count (digits, or 'any')";
  case V_SIZE:
    if (!digits(v, strlen(v), &a)) return "is not a number";
    return a ? NULL : "is 0, which would mean the default (leave the flag out for that)";
  case V_ALAYOUT:
    return !strcmp(v, "k") || !strcmp(v, "m") ? NULL : "is not k or m";
  case V_TILE:
    if (!x || !digits(v, (size_t)(x - v), &a) || !digits(x + 1, strlen(x + 1), &b))
      return "is not a tile MxN";
    return a && b ? NULL : "has a 0, which would mean the default (leave the flag out for that)";
  default:
    for (int i = 0; vocab(k, i); i++)
      if (!strcmp(v, vocab(k, i))) return NULL;
    return "is not one of the names this flag takes";
  }
}

/* Flags that map onto key tokens: flag, token prefix, kind of value. */
static const struct {
  const char *flag, *prefix;
  vkind kind;
} token_flags[] = {
    {"--op", "", V_OP},       {"--variant", "", V_VARIANT},     {"--dtype", "", V_DTYPE},
    {"--redop", "", V_REDOP}, {"--count", "n", V_COUNT},        {"--world", "w", V_NUM},
    {"--root", "r", V_NUM},   {"--vec", "v", V_SIZE},           {"--tile", "t", V_TILE},
    {"--grid", "g", V_SIZE},  {"--barrier", "bar-", V_BARRIER}, {"--hidden", "h", V_SIZE},
    {"--group-m", "gm", V_SIZE}, {"--a-layout", "al", V_ALAYOUT},
};

static int token_flag(gen_args *a, const char *f, const char *v, int *rc) {
  for (size_t t = 0; t < sizeof token_flags / sizeof token_flags[0]; t++) {
    if (strcmp(f, token_flags[t].flag)) continue;
    const char *why = check_value(token_flags[t].kind, v);
    if (why) return *rc = flag_error(f, why, v), 1;
    cj_sb_printf(&a->tokens, ".%s%s", token_flags[t].prefix, v);
    return 1;
  }
  return 0;
}

static int int_flag(const char *f, const char *v, int *out) {
  const char *why = check_value(V_SIZE, v);
  long long x = 0;
  if (!why && (!digits(v, strlen(v), &x) || x > 1000000)) why = "is out of range";
  if (why) return flag_error(f, why, v);
  *out = (int)x;
  return 0;
}

/* Every item of --target must be a target (no other token can hide in the list). */
static int check_targets(const char *list) {
  if (!*list) return flag_error("--target", "is empty", list);
  for (const char *t = list; t;) {
    const char *comma = strchr(t, ',');
    size_t n = comma ? (size_t)(comma - t) : strlen(t);
    char one[64];
    cj_target tg;
    snprintf(one, sizeof one, "%.*s", (int)(n < sizeof one ? n : sizeof one - 1), t);
    if (n == 0 || n >= sizeof one || cj__target_parse(one, &tg) != CJ_OK)
      return flag_error("--target", "is not a list of targets", list);
    t = comma ? comma + 1 : NULL;
  }
  return 0;
}

static int other_flag(gen_args *a, const char *f, const char *v) {
  if (!strcmp(f, "--emit")) {
    int e = cj_vocab_lookup("emit", v);
    if (e < 0) return flag_error(f, "is not one of key, kir, hip, llvm, ptx, isa, sass, obj", v);
    a->emit = (cj_emit)e;
  } else if (!strcmp(f, "--compiler")) {
    int c = cj_vocab_lookup("compiler", v);
    if (c < 0) return flag_error(f, "is not one of auto, hiprtc, nvrtc, llvm", v);
    a->compiler = (cj_compiler)c;
  } else if (!strcmp(f, "--target")) {
    a->targets = v;
    return check_targets(v);
  } else if (!strcmp(f, "-o")) {
    a->out_path = v;
  } else if (!strcmp(f, "--threads")) {
    return int_flag(f, v, &a->threads);
  } else if (!strcmp(f, "--warp")) {
    return int_flag(f, v, &a->warp);
  } else {
    return usage_error("unknown option '%s'", f);
  }
  return 0;
}

static int parse_gen_args(int argc, char **argv, gen_args *a) {
  for (int i = 0; i < argc; i++) /* -1: help was asked for */
    if (!strcmp(argv[i], "-h") || !strcmp(argv[i], "--help")) return -1;
  for (int i = 0; i < argc; i++) {
    const char *f = argv[i];
    if (f[0] != '-') {
      if (a->key) return usage_error("more than one key: '%s'", f);
      if (strlen(f) > MAX_KEY_BYTES)
        return flag_error("key", "is too long (at most 4096 bytes)", f);
      a->key = f;
      continue;
    }
    if (i + 1 >= argc) return usage_error("%s needs a value", f);
    const char *v = argv[++i];
    /* a target list may hold many targets; -o is a path */
    size_t most = !strcmp(f, "--target") ? MAX_KEY_BYTES : !strcmp(f, "-o") ? 4095 : MAX_VALUE;
    if (strlen(v) > most) {
      char why[64];
      snprintf(why, sizeof why, "is too long (at most %zu bytes)", most);
      return flag_error(f, why, v);
    }
    int rc = 0;
    if (token_flag(a, f, v, &rc)) {
      if (rc) return rc;
      continue;
    }
    if ((rc = other_flag(a, f, v))) return rc;
  }
  if (a->tokens.failed) return usage_error("%s", "out of memory");
  if (!a->key && !a->tokens.len) return usage_error("%s", "gen needs a key or --op ...");
  return 0;
}

/* Writes an artefact; 0, or -1 after saying why. */
static int write_out(FILE *out, const char *name, const cj_blob *b, int binary) {
  errno = 0;
  int bad = fwrite(b->data, 1, b->size, out) != b->size;
  if (!bad && !binary && b->size && b->data[b->size - 1] != '\n') bad = fputc('\n', out) == EOF;
  if (!bad) return 0;
  fprintf(stderr, "colljit: writing %s: %s\n", name, strerror(errno ? errno : EIO));
  return -1;
}

/* The key of one target ("" keeps the key's own): the key, then the flags, then the target. */
static int full_key(const gen_args *a, const char *target, cj_sb *key) {
  const char *tokens = a->tokens.len ? a->tokens.data : "";
  cj_sb_printf(key, "%s%s%s%s", a->key ? a->key : "", a->key ? tokens : tokens + 1,
               *target ? "." : "", target);
  if (key->failed) return usage_error("%s", "out of memory");
  if (key->len > MAX_KEY_BYTES)
    return flag_error("key", "with its flags is too long (at most 4096 bytes)", key->data);
  return 0;
}

static int make_plan(const gen_args *a, const char *target, cj_plan **plan) {
  cj_sb key;
  cj_sb_init(&key);
  int rc = full_key(a, target, &key);
  cj_request r;
  char tg[64];
  if (!rc && cj__request_from_key(key.data, &r, tg, sizeof tg)) rc = failure(key.data);
  if (!rc) {
    if (a->threads) r.block_threads = a->threads;
    if (a->warp) r.warp_size = a->warp;
    if (cj_plan_create(&r, plan)) rc = failure(key.data);
  }
  cj_sb_free(&key);
  return rc;
}

static int plan_vendor_nvidia(const cj_plan *plan) {
  cj_request req;
  cj_plan_request(plan, &req);
  return req.target && !strncmp(req.target, "sm_", 3);
}

/* Generates for one target ("" keeps the key's own). */
static int gen_one(const gen_args *a, const char *target, FILE *out, const char *name, int banner) {
  cj_plan *plan;
  int rc = make_plan(a, target, &plan);
  if (rc) return rc;
  if (banner && fprintf(out, "// ---- %s\n", cj_plan_key(plan)) < 0) {
    fprintf(stderr, "colljit: writing %s: %s\n", name, strerror(errno ? errno : EIO));
    rc = 2;
  }
  cj_blob blob;
  cj_status s = rc ? CJ_OK : cj_generate(plan, a->emit, a->compiler, &blob);
  if (!rc && !s && a->emit == CJ_EMIT_ISA && plan_vendor_nvidia(plan) && !cj__have_sass_disasm())
    fprintf(stderr,
            "colljit: %s: no SASS disassembler (nvdisasm or cuobjdump in CUDA_HOME/bin "
            "or PATH): showing PTX instead of SASS\n",
            cj_plan_key(plan));
  if (s)
    rc = failure(cj_plan_key(plan));
  else if (!rc && write_out(out, name, &blob, a->emit == CJ_EMIT_OBJ))
    rc = 2;
  if (!s && !rc) cj_blob_free(&blob);
  cj_plan_destroy(plan);
  return rc;
}

static int gen_all(const gen_args *a, FILE *out, const char *name) {
  const char *targets = a->targets ? a->targets : "";
  int several = strchr(targets, ',') != NULL, rc = 0;
  if (several && a->emit == CJ_EMIT_OBJ) return usage_error("%s", "--emit obj takes one target");
  for (const char *t = targets; !rc;) {
    const char *comma = strchr(t, ',');
    size_t n = comma ? (size_t)(comma - t) : strlen(t);
    char one[64];
    snprintf(one, sizeof one, "%.*s", (int)n, t); /* check_targets bounded n */
    rc = gen_one(a, one, out, name, several);
    if (!comma) break;
    t = comma + 1;
  }
  return rc;
}

static int cmd_gen(int argc, char **argv) {
  gen_args a;
  memset(&a, 0, sizeof a);
  cj_sb_init(&a.tokens);
  a.emit = CJ_EMIT_KEY;
  int rc = parse_gen_args(argc, argv, &a);
  if (rc < 0) {
    cj_sb_free(&a.tokens);
    fputs(gen_usage_text, stdout);
    return 0;
  }
  cj_out_file of = {NULL, NULL, NULL};
  if (!rc && a.out_path && cj__out_open(&of, a.out_path, "colljit")) rc = 2;
  if (!rc) rc = gen_all(&a, of.f ? of.f : stdout, a.out_path ? a.out_path : "standard output");
  if (of.f && cj__out_close(&of, rc == 0, "colljit") && !rc) rc = 2;
  cj_sb_free(&a.tokens);
  return rc;
}

static int run_command(int argc, char **argv) {
  if (argc < 2) {
    fputs(usage_text, stderr);
    return 1;
  }
  const char *cmd = argv[1];
  if (!strcmp(cmd, "--help") || !strcmp(cmd, "-h") || !strcmp(cmd, "help")) {
    fputs(usage_text, stdout);
    return 0;
  }
  if (!strcmp(cmd, "--version")) {
    printf("colljit %s\n", cj_version_string());
    return 0;
  }
  if (!strcmp(cmd, "gen")) return cmd_gen(argc - 2, argv + 2);
  if (!strcmp(cmd, "info")) return cj__cli_info(argc - 2, argv + 2);
  if (!strcmp(cmd, "bench")) return cj__cli_bench(argc - 2, argv + 2);
  if (!strcmp(cmd, "tune")) return cj__cli_tune(argc - 2, argv + 2);
  if (!strcmp(cmd, "prebuild")) return cj__cli_prebuild(argc - 2, argv + 2);
  if (!strcmp(cmd, "cache")) return cj__cli_cache(argc - 2, argv + 2);
  if (!strcmp(cmd, "gemm")) return cj__cli_gemm(argc - 2, argv + 2);
  if (!strcmp(cmd, "check")) return cj__cli_check(argc - 2, argv + 2);
  return usage_error("unknown command '%s'", cmd);
}

/* Whatever the command, output lost on the way to standard output is a failure. */
int main(int argc, char **argv) {
  int rc = run_command(argc, argv);
  if (cj__stdout_close("colljit") && rc == 0) rc = 2;
  return rc;
}
