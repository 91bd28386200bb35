/* colljit: the command-line tool. Exit status: 0 ok, 1 usage error, 2 failure. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench.h"
#include "colljit.h"
#include "prebuild.h"

static const char usage_text[] =
    "usage: colljit <command> [options]\n"
    "\n"
    "commands:\n"
    "  gen [KEY] [options]   generate one kernel and print an artefact of it\n"
    "  info                  GPUs, links between them, toolchains found\n"
    "  prebuild MANIFEST     compile the kernels a manifest lists into the cache\n"
    "                        [--target T,..] [--world W,..] [-j N] (colljit prebuild --help)\n"
    "  cache ls|stat|verify|clear   inspect or empty the code-object cache\n"
    "  bench [options]       time every collective next to NCCL on this node's GPUs\n"
    "                        (colljit bench --help lists its options)\n"
    "  tune [options]        measure every variant and grid, print selection-table rows\n"
    "                        (colljit tune --help)\n"
    "  help                  this text\n"
    "\n"
    "gen options (a KEY such as allgather.bf16.n4096.w8.sm_90 or flags; flags override):\n"
    "  --emit WHAT       key | kir | hip | llvm | ptx | isa | obj   (default: key)\n"
    "  --target T[,T..]  gfx90a | gfx942[:sramecc+|-][:xnack+|-] | sm_80 | sm_90 | host\n"
    "  --compiler C      auto | hiprtc | nvrtc | llvm                (default: auto)\n"
    "  --op OP           allreduce | allgather | reducescatter | alltoall | broadcast |\n"
    "                    reduce | barrier | allreduce_rmsnorm\n"
    "  --variant V       auto | one_shot | two_shot | ll | push | pull | split | epoch\n"
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
    "  -o FILE           write to FILE instead of standard output\n"
    "\n"
    "exit status: 0 success, 1 usage error, 2 failure (message on standard error)\n";

static int usage_error(const char *fmt, const char *arg) {
  fprintf(stderr, "colljit: ");
  fprintf(stderr, fmt, arg);
  fprintf(stderr, "\n(see colljit --help)\n");
  return 1;
}

static int failure(const char *what) {
  fprintf(stderr, "colljit: %s: %s\n", what, cj_last_error());
  return 2;
}

typedef struct gen_args {
  const char *key;
  const char *targets;
  const char *out_path;
  cj_emit emit;
  cj_compiler compiler;
  /* flag overrides, as key tokens appended after the key ("n4096", "w8", ...) */
  char tokens[1024];
} gen_args;

static int lookup(const char *s, const char *const *names, int n) {
  for (int i = 0; i < n; i++)
    if (!strcmp(s, names[i])) return i;
  return -1;
}

static int add_token(gen_args *a, const char *prefix, const char *value) {
  size_t used = strlen(a->tokens);
  int n = snprintf(a->tokens + used, sizeof a->tokens - used, ".%s%s", prefix, value);
  return n > 0 && (size_t)n < sizeof a->tokens - used;
}

/* Flags that map onto key tokens: flag, token prefix. */
static const char *const token_flags[][2] = {
    {"--op", ""},      {"--variant", ""}, {"--dtype", ""},  {"--redop", ""},
    {"--count", "n"},  {"--world", "w"},  {"--root", "r"},  {"--vec", "v"},
    {"--tile", "t"},   {"--grid", "g"},   {"--barrier", "bar-"}, {"--hidden", "h"},
};

static int parse_gen_args(int argc, char **argv, gen_args *a) {
  static const char *const emits[] = {"key", "kir", "hip", "llvm", "ptx", "isa", "obj"};
  static const char *const compilers[] = {"auto", "hiprtc", "nvrtc", "llvm"};
  const char *threads = NULL, *warp = NULL;
  for (int i = 0; i < argc; i++) {
    const char *f = argv[i];
    if (f[0] != '-') {
      if (a->key) return usage_error("more than one key: '%s'", f);
      a->key = f;
      continue;
    }
    if (i + 1 >= argc) return usage_error("%s needs a value", f);
    const char *v = argv[++i];
    int handled = 0;
    for (size_t t = 0; t < sizeof token_flags / sizeof token_flags[0]; t++)
      if (!strcmp(f, token_flags[t][0])) {
        if (!add_token(a, token_flags[t][1], v)) return usage_error("too many flags at %s", f);
        handled = 1;
      }
    if (handled) continue;
    if (!strcmp(f, "--emit")) {
      int e = lookup(v, emits, 7);
      if (e < 0) return usage_error("unknown --emit '%s'", v);
      a->emit = (cj_emit)e;
    } else if (!strcmp(f, "--compiler")) {
      int c = lookup(v, compilers, 4);
      if (c < 0) return usage_error("unknown --compiler '%s'", v);
      a->compiler = (cj_compiler)c;
    } else if (!strcmp(f, "--target")) {
      a->targets = v;
    } else if (!strcmp(f, "-o")) {
      a->out_path = v;
    } else if (!strcmp(f, "--threads")) {
      threads = v;
    } else if (!strcmp(f, "--warp")) {
      warp = v;
    } else {
      return usage_error("unknown option '%s'", f);
    }
  }
  if (threads || warp) {
    /* bTHREADSxWARP: a missing half takes the target's default (0) */
    char pair[64];
    snprintf(pair, sizeof pair, "%sx%s", threads ? threads : "0", warp ? warp : "0");
    add_token(a, "b", pair);
  }
  if (!a->key && !a->tokens[0]) return usage_error("%s", "gen needs a key or --op ...");
  return 0;
}

static int write_out(FILE *out, const cj_blob *b, int binary) {
  if (fwrite(b->data, 1, b->size, out) != b->size) return -1;
  if (!binary && b->size && b->data[b->size - 1] != '\n') fputc('\n', out);
  return 0;
}

/* Generates for one target ("" keeps the key's own). */
static int gen_one(const gen_args *a, const char *target, FILE *out, int banner) {
  char key[2048];
  snprintf(key, sizeof key, "%s%s%s%s", a->key ? a->key : "",
           a->key ? a->tokens : a->tokens + 1, *target ? "." : "", target);
  cj_plan *plan;
  if (cj_plan_from_key(key, &plan)) return failure(key);
  if (banner) fprintf(out, "// ---- %s\n", cj_plan_key(plan));
  cj_blob blob;
  cj_status s = cj_generate(plan, a->emit, a->compiler, &blob);
  int rc = 0;
  if (s)
    rc = failure(cj_plan_key(plan));
  else if (write_out(out, &blob, a->emit == CJ_EMIT_OBJ))
    rc = failure("write");
  cj_blob_free(&blob);
  cj_plan_destroy(plan);
  return rc;
}

static int cmd_gen(int argc, char **argv) {
  gen_args a;
  memset(&a, 0, sizeof a);
  a.emit = CJ_EMIT_KEY;
  int rc = parse_gen_args(argc, argv, &a);
  if (rc) return rc;
  FILE *out = stdout;
  if (a.out_path && !(out = fopen(a.out_path, "wb"))) {
    fprintf(stderr, "colljit: cannot open %s for writing\n", a.out_path);
    return 2;
  }
  const char *targets = a.targets ? a.targets : "";
  int several = strchr(targets, ',') != NULL;
  if (several && a.emit == CJ_EMIT_OBJ) {
    if (out != stdout) fclose(out);
    return usage_error("%s", "--emit obj takes one target");
  }
  char buf[512];
  snprintf(buf, sizeof buf, "%s", targets);
  char *save = NULL;
  char *t = strtok_r(buf, ",", &save);
  do {
    rc = gen_one(&a, t ? t : "", out, several);
    t = strtok_r(NULL, ",", &save);
  } while (!rc && t);
  if (out != stdout && fclose(out) != 0 && !rc) rc = 2;
  return rc;
}

static int cmd_info(void) {
  cj_blob b;
  if (cj_system_info(&b)) return failure("info");
  fwrite(b.data, 1, b.size, stdout);
  cj_blob_free(&b);
  return 0;
}

int main(int argc, char **argv) {
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
  if (!strcmp(cmd, "info")) return cmd_info();
  if (!strcmp(cmd, "bench")) return cj__cli_bench(argc - 2, argv + 2);
  if (!strcmp(cmd, "tune")) return cj__cli_tune(argc - 2, argv + 2);
  if (!strcmp(cmd, "prebuild")) return cj__cli_prebuild(argc - 2, argv + 2);
  if (!strcmp(cmd, "cache")) return cj__cli_cache(argc - 2, argv + 2);
  return usage_error("unknown command '%s'", cmd);
}
