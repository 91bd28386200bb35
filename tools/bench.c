/* `colljit bench`: the command line and the launch of one process per GPU. The parent process
 * never touches a GPU (driver state does not survive fork); rank 0 prints and writes files. */
#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "bench.h"
#include "launcher.h"
#include "support.h"

static const char bench_usage_text[] =
    "usage: colljit bench [options]\n"
    "\n"
    "Times colljit's collectives next to NCCL (RCCL on AMD) in the same run: one process per\n"
    "GPU, graphs of back-to-back calls replayed and timed with device events, the slowest\n"
    "rank's time reported. The first call of every op and size, and the result after the\n"
    "timed replays, are checked, so a fast wrong kernel is never reported.\n"
    "\n"
    "options:\n"
    "  --ops LIST       allreduce,allgather,reducescatter,alltoall,broadcast,reduce (default:\n"
    "                   all of them; 'all' names them too); or the fused GEMM ops\n"
    "                   allgather_gemm,gemm_reducescatter on their own (see below)\n"
    "  --shapes LIST    the GEMM ops' MxNxK, comma-separated (default: 1024x3584x8192,\n"
    "                   4096x3584x8192,16384x3584x8192)\n"
    "  --sizes LIST     bytes per rank, with K, M, G (powers of 1024), comma-separated; A..B\n"
    "                   is A, 4A, 16A, .. up to B (default: 1K..256M)\n"
    "  --dtype T        bf16 | f16 | f32 | i32                    (default: bf16)\n"
    "  --iters N        timed graph replays per size (default: 100; from 16M on, a quarter\n"
    "                   of it, at least 5)\n"
    "  --world N        number of ranks, one per GPU              (default: every GPU)\n"
    "  --json FILE      also write the records as JSON ('-': standard output, and the table\n"
    "                   goes to standard error)\n"
    "  --plot FILE.png  latency and bus bandwidth against size, a row of two panels per op\n"
    "  --no-nccl        time colljit only\n"
    "  --nccl-lib PATH  the NCCL or RCCL library to load (default: COLLJIT_NCCL_LIB or\n"
    "                   COLLJIT_RCCL_LIB where set, else libnccl.so.2, then librccl.so.1)\n"
    "  --ref-engine     nodes of one GPU (COLLJIT_NODE_SIZE=1): the reference calls the\n"
    "                   engine (NCCL / RCCL) on the very communicator colljit's hierarchical\n"
    "                   ops use, so that the two columns differ by colljit's own cost alone\n"
    "                   (two communicators over the engine's socket path differ by up to 15%)\n"
    "  -h, --help       this text\n"
    "\n"
    "bytes per rank: allreduce, broadcast, reduce: the vector; allgather: the input of a rank\n"
    "(its output is world times that); reducescatter: the output of a rank (its input is world\n"
    "times that); alltoall: the send buffer of a rank (world blocks of bytes/world). Sizes are\n"
    "rounded down to whole elements, alltoall's blocks to multiples of 16 bytes (from 16 on).\n"
    "Reductions are sums; broadcast and reduce use root 0.\n"
    "\n"
    "timing: one graph of 20 back-to-back calls (2 from 16M on) per library; the two graphs\n"
    "replayed in 5 alternating rounds (3 warm-up replays, then a fifth of the timed replays\n"
    "between two events); a round's time per call = elapsed / (calls x replays), the largest\n"
    "over the ranks; each library's time the median of its rounds. Bus bandwidth follows\n"
    "NCCL's convention: allreduce 2(W-1)/W x bytes / t; allgather, reducescatter (W-1) x\n"
    "bytes / t; alltoall (W-1)/W x bytes / t; broadcast, reduce bytes / t. ratio = NCCL\n"
    "time / colljit time (above 1: colljit is faster). NCCL_NVLS_ENABLE=0 is set for NCCL\n"
    "unless the environment sets it.\n"
    "\n"
    "GEMM ops (bf16 or f16; m and k multiples of the world size): allgather_gemm (shard m:\n"
    "each rank holds m/W rows of A, B is k x n on every rank) as the fused kernel and as the\n"
    "vendor-BLAS path, beside the all-gather (NCCL; colljit's own with --no-nccl) then one\n"
    "cuBLASLt / hipBLASLt GEMM; gemm_reducescatter (each rank [m, k/W] and [k/W, n]) as the\n"
    "fused kernel and as the vendor-BLAS path beside the GEMM then the reduce-scatter. Each\n"
    "result is checked against the reference's; graphs of 5 calls, at most 20 replays.\n"
    "`colljit tune --ops allgather_gemm,gemm_reducescatter` prints the selection rows of the\n"
    "faster path per shape (bytes: A per rank).\n"
    "\n"
    "exit status: 0 every colljit op ran and was right; 1 usage error; 2 no GPU, a colljit op\n"
    "failed or was wrong, or the run could not be set up\n";

/* "colljit bench" or "colljit tune": the command whose messages these are */
static const char *command = "colljit bench";

static int bad_usage(const char *what, const char *arg) {
  fprintf(stderr, "%s: %s '%s'\n(see %s --help)\n", command, what, arg, command);
  return 1;
}

#define MAX_SIZE ((uint64_t)1 << 40)

/* "64", "4K", "256M", "1G" (also "4KiB", "4KB"); 0 when malformed or zero. */
static uint64_t parse_size(const char *s, const char **end) {
  errno = 0;
  char *e;
  uint64_t v = strtoull(s, &e, 10);
  if (e == s || errno || *s == '-') return 0;
  int shift = 0;
  switch (toupper((unsigned char)*e)) {
  case 'K':
    shift = 10, e++;
    break;
  case 'M':
    shift = 20, e++;
    break;
  case 'G':
    shift = 30, e++;
    break;
  }
  if (shift && *e == 'i') e++;
  if (toupper((unsigned char)*e) == 'B') e++;
  *end = e;
  if (v > (MAX_SIZE >> shift)) return 0;
  return v << shift;
}

static int add_size(bench_cfg *cfg, uint64_t v) {
  if (cfg->nsizes >= BENCH_MAX_SIZES) return -1;
  cfg->sizes[cfg->nsizes++] = v;
  return 0;
}

/* One item of --sizes: a size or a range A..B. */
static int parse_size_item(bench_cfg *cfg, const char *item) {
  const char *end;
  uint64_t a = parse_size(item, &end);
  if (!a) return -1;
  if (!*end) return add_size(cfg, a);
  if (strncmp(end, "..", 2)) return -1;
  uint64_t b = parse_size(end + 2, &end);
  if (!b || *end || b < a) return -1;
  for (uint64_t v = a; v <= b; v *= 4) /* b <= MAX_SIZE: no overflow */
    if (add_size(cfg, v)) return -1;
  return 0;
}

static int parse_sizes(bench_cfg *cfg, const char *list) {
  char buf[512], *save = NULL;
  snprintf(buf, sizeof buf, "%s", list);
  cfg->nsizes = 0;
  for (char *t = strtok_r(buf, ",", &save); t; t = strtok_r(NULL, ",", &save))
    if (parse_size_item(cfg, t)) return bad_usage("bad size (or more than 32) in --sizes", t);
  return cfg->nsizes ? 0 : bad_usage("no sizes in --sizes", list);
}

static void add_op(bench_cfg *cfg, cj_op op) {
  for (int i = 0; i < cfg->nops; i++)
    if (cfg->ops[i] == op) return;
  cfg->ops[cfg->nops++] = op;
}

/* The op table's bench rule: the collectives timed per size, and the GEMM ops per shape. */
static int per_size(int op) {
  cj_bench_rule b = cj__op((cj_op)op)->bench;
  return b == CJ_BENCH_CHUNK || b == CJ_BENCH_WHOLE;
}

static int lookup_op(const char *name) {
  for (int o = 0; o < CJ_OP_COUNT_; o++)
    if (!strcmp(name, cj_op_name((cj_op)o)) &&
        (per_size(o) || cj__op((cj_op)o)->bench == CJ_BENCH_SHAPES))
      return o;
  return -1;
}

/* --shapes MxNxK,... (each 1..2^31) */
static int parse_shapes(bench_cfg *cfg, const char *list) {
  char buf[1024], *save = NULL;
  snprintf(buf, sizeof buf, "%s", list);
  cfg->nshapes = 0;
  for (char *t = strtok_r(buf, ",", &save); t; t = strtok_r(NULL, ",", &save)) {
    unsigned long long v[3];
    int used = 0;
    if (cfg->nshapes >= BENCH_MAX_SIZES ||
        sscanf(t, "%llux%llux%llu%n", &v[0], &v[1], &v[2], &used) != 3 || t[used] || t[0] == '-')
      return bad_usage("bad shape (MxNxK, at most 32) in --shapes", t);
    for (int i = 0; i < 3; i++) {
      if (!v[i] || v[i] > (1ull << 31)) return bad_usage("shape sizes are 1..2^31 in --shapes", t);
      cfg->shapes[cfg->nshapes][i] = v[i];
    }
    cfg->nshapes++;
  }
  return cfg->nshapes ? 0 : bad_usage("no shapes in --shapes", list);
}

static int parse_ops(bench_cfg *cfg, const char *list) {
  char buf[512], *save = NULL;
  snprintf(buf, sizeof buf, "%s", list);
  cfg->nops = 0;
  for (char *t = strtok_r(buf, ",", &save); t; t = strtok_r(NULL, ",", &save)) {
    int o = lookup_op(t);
    if (o >= 0) {
      add_op(cfg, (cj_op)o);
    } else if (!strcmp(t, cj_op_name(CJ_OP_GEMM))) { /* no collective, no NCCL counterpart */
      return bad_usage("gemm is no collective: generate it with colljit gen gemm... (or colljit "
                       "gemm) and time it beside torch.matmul with bench/gemm_comm.py; --ops does not take",
                       t);
    } else if (!strcmp(t, "all")) {
      for (o = 0; o < CJ_OP_COUNT_; o++)
        if (per_size(o)) add_op(cfg, (cj_op)o);
    } else {
      return bad_usage("unknown op in --ops", t);
    }
  }
  return cfg->nops ? 0 : bad_usage("no ops in --ops", list);
}

static int parse_dtype(bench_cfg *cfg, const char *v) {
  for (int t = 0; t < CJ_DTYPE_COUNT_; t++)
    if (!strcmp(v, cj_dtype_name((cj_dtype)t))) {
      cfg->dtype = (cj_dtype)t;
      return 0;
    }
  return bad_usage("unknown --dtype", v);
}

static int parse_int(const char *flag, const char *v, int lo, int hi, int *out) {
  char *e;
  errno = 0;
  long n = strtol(v, &e, 10);
  if (e == v || *e || errno || n < lo || n > hi) {
    char what[64];
    snprintf(what, sizeof what, "%s takes %d..%d, not", flag, lo, hi);
    return bad_usage(what, v);
  }
  *out = (int)n;
  return 0;
}

static void defaults(bench_cfg *cfg) {
  memset(cfg, 0, sizeof *cfg);
  /* nodes (COLLJIT_NODE_SIZE): the ops that compose across them */
  int nodes = cj__env()->node_size > 0;
  for (int o = 0; o < CJ_OP_COUNT_; o++)
    if (per_size(o) && (!nodes || cj__op((cj_op)o)->across_nodes))
      cfg->ops[cfg->nops++] = (cj_op)o;
  for (uint64_t v = 1024; v <= ((uint64_t)256 << 20); v *= 4)
    cfg->sizes[cfg->nsizes++] = v;
  cfg->dtype = CJ_BF16;
  cfg->iters = 100;
  cfg->nccl = 1;
}

/* tune --fetchers / --kpf: a list of lo..hi */
static int sweep_list(const char *f, const char *v, int hi, int *out, int *n) {
  char why[96];
  *n = cj__tune_int_list(v, 1, hi, out, BENCH_MAX_SWEEP, why, sizeof why);
  if (*n > 0) return 0;
  char what[160];
  snprintf(what, sizeof what, "%s %s:", f, why);
  return bad_usage(what, v);
}

/* A flag that takes a value. */
static int parse_valued(bench_cfg *cfg, const char *f, const char *v) {
  if (cfg->tune && !strcmp(f, "--fetchers"))
    return sweep_list(f, v, 256, cfg->tune_fe, &cfg->ntune_fe);
  if (cfg->tune && !strcmp(f, "--kpf"))
    return sweep_list(f, v, 1 << 20, cfg->tune_kpf, &cfg->ntune_kpf);
  if (!strcmp(f, "--ops")) return parse_ops(cfg, v);
  if (!strcmp(f, "--sizes")) return parse_sizes(cfg, v);
  if (!strcmp(f, "--shapes")) return parse_shapes(cfg, v);
  if (!strcmp(f, "--dtype")) return parse_dtype(cfg, v);
  if (!strcmp(f, "--iters")) return parse_int(f, v, 1, 1000000, &cfg->iters);
  if (!strcmp(f, "--world")) return parse_int(f, v, 1, 64, &cfg->world);
  const char **path = !strcmp(f, "--json")            ? &cfg->json_path
                      : !strcmp(f, "--plot")          ? &cfg->plot_path
                      : !strcmp(f, "--nccl-lib")      ? &cfg->nccl_lib
                      : cfg->tune && !strcmp(f, "-o") ? &cfg->tune_out
                                                      : NULL;
  if (!path) return bad_usage("unknown option", f);
  *path = v;
  return 0;
}

/* The GEMM ops run on their own, on bf16 or f16, over --shapes (default: 1024, 4096 and 16384
 * x 3584 x 8192). */
static int gemm_args(bench_cfg *cfg) {
  int gemm = 0, ag = 0;
  for (int o = 0; o < cfg->nops; o++) {
    gemm += cj__op(cfg->ops[o])->gemm != 0;
    ag |= cj__op_gemm_comm(cfg->ops[o]) == CJ_GEMM_GATHERS_A;
  }
  if ((cfg->ntune_fe || cfg->ntune_kpf) && !ag)
    return bad_usage("--fetchers and --kpf sweep allgather_gemm's fused kernel: name it in",
                     "--ops");
  if (ag && cfg->tune) { /* the sweep's defaults */
    static const int fe[] = BENCH_TUNE_FETCHERS, kpf[] = BENCH_TUNE_KPF;
    if (!cfg->ntune_fe) {
      memcpy(cfg->tune_fe, fe, sizeof fe);
      cfg->ntune_fe = (int)(sizeof fe / sizeof *fe);
    }
    if (!cfg->ntune_kpf) {
      memcpy(cfg->tune_kpf, kpf, sizeof kpf);
      cfg->ntune_kpf = (int)(sizeof kpf / sizeof *kpf);
    }
  }
  if (!gemm) return cfg->nshapes ? bad_usage("--shapes is for the GEMM ops", "--shapes") : 0;
  if (gemm != cfg->nops)
    return bad_usage("the GEMM ops run apart from the collectives: name only them in", "--ops");
  if (cfg->dtype != CJ_BF16 && cfg->dtype != CJ_F16)
    return bad_usage("the GEMM ops take --dtype bf16 or f16, not", cj_dtype_name(cfg->dtype));
  cfg->gemm = 1;
  static const uint64_t seed[3] = {1024, 4096, 16384};
  for (int i = 0; !cfg->nshapes && i < 3; i++) {
    cfg->shapes[i][0] = seed[i], cfg->shapes[i][1] = 3584, cfg->shapes[i][2] = 8192;
    if (i == 2) cfg->nshapes = 3;
  }
  return 0;
}

/* 0: run; -1: help was asked for; 1: usage error. */
static int parse_bench_args(int argc, char **argv, bench_cfg *cfg, int tune) {
  defaults(cfg);
  if (tune) {
    cfg->tune = 1;
    cfg->nccl = 0;
    cfg->iters = 20;
  }
  for (int i = 0; i < argc; i++) {
    const char *f = argv[i];
    if (!strcmp(f, "-h") || !strcmp(f, "--help")) return -1;
    if (!strcmp(f, "--no-nccl")) {
      cfg->nccl = 0;
      continue;
    }
    if (!tune && !strcmp(f, "--ref-engine")) {
      cfg->ref_engine = 1;
      continue;
    }
    if (f[0] != '-') return bad_usage("unexpected argument", f);
    if (i + 1 >= argc) return bad_usage("a value must follow", f);
    int rc = parse_valued(cfg, f, argv[++i]);
    if (rc) return rc;
  }
  return gemm_args(cfg);
}

static const char tune_usage_text[] =
    "usage: colljit tune [--ops LIST] [--sizes LIST] [--dtype T] [--iters N] [--world N]\n"
    "                    [-o FILE]\n"
    "       colljit tune --ops allgather_gemm[,gemm_reducescatter] [--shapes MxNxK,..]\n"
    "                    [--fetchers F,..] [--kpf K,..] [--dtype bf16|f16] [-o FILE]\n"
    "\n"
    "Measures, on this node's GPUs, every variant of each op (all_reduce: one_shot, two_shot,\n"
    "ll, push; all_gather: push, ll; reduce_scatter: pull, ll, push; broadcast: push, split,\n"
    "ll, chain, relay, ll_split; all_to_all: push, ll, relay; reduce: pull, push, split, ll,\n"
    "relay, ll_split) with the default grid and, from 1 MiB per rank on, with 32 and 128\n"
    "blocks, timed as `colljit bench` times (graph replays, slowest rank;\n"
    "every candidate checked), and prints the fastest per size as selection-table rows for\n"
    "this arch and world size (tables/select.tsv has the format; -o also writes them to\n"
    "FILE). Paste the rows into tables/select.tsv to build them in, or point COLLJIT_TUNE_FILE\n"
    "at the file. Defaults: every op, 1K..256M, bf16, 20 replays per point. -h, --help: this\n"
    "text.\n"
    "\n"
    "The fused GEMM ops: per shape the fused kernel against the vendor-BLAS path; for\n"
    "allgather_gemm the fused kernel is also timed at every fetchers x k_per_flag of the lists\n"
    "(--fetchers 1..256, default 8,16,32,64; --kpf k tiles per flag, default 1,2,4,8; at most 8\n"
    "each), and its rows carry the fastest pair as columns 7 and 8, which the planner takes\n"
    "when a call leaves them 0.\n";

static int run_bench(int argc, char **argv, int tune) {
  bench_cfg cfg;
  command = tune ? "colljit tune" : "colljit bench";
  int rc = parse_bench_args(argc, argv, &cfg, tune);
  if (rc < 0) {
    fputs(tune ? tune_usage_text : bench_usage_text, stdout);
    return 0;
  }
  if (rc) return rc;
  int gpus = cj_test_gpu_count();
  if (gpus < 1) {
    fprintf(stderr,
            "%s: no GPU found (no driver or no device): it times collectives on "
            "GPUs; gen and info work without one\n",
            command);
    return 2;
  }
  if (cfg.world > gpus) {
    fprintf(stderr, "%s: --world %d, but %d GPU%s found\n", command, cfg.world, gpus,
            gpus == 1 ? " is" : "s are");
    return 2;
  }
  int world = cfg.world ? cfg.world : gpus > 64 ? 64 : gpus;
  if (cfg.ref_engine && (cj__env()->node_size != 1 || world < 2 || cfg.gemm)) {
    fprintf(stderr, "%s: --ref-engine times the engine on colljit's own communicator over "
            "nodes of one GPU: it takes COLLJIT_NODE_SIZE=1, two ranks or more and the "
            "collectives (COLLJIT_NODE_SIZE is %d, world %d)\n", command,
            cj__env()->node_size, world);
    return 2;
  }
  double limit_s =
      120.0 + (cfg.gemm ? 60.0 * cfg.nops * cfg.nshapes : 30.0 * cfg.nops * cfg.nsizes) +
      (cfg.gemm && tune ? 10.0 * cfg.ntune_fe * cfg.ntune_kpf * cfg.nshapes : 0.0);
  fflush(stdout);
  fflush(stderr);
  rc = cj_test_launch(world, cj__bench_rank, &cfg, limit_s, NULL);
  if (rc == 124)
    fprintf(stderr, "%s: stopped after %.0f s (a rank hung)\n", command, limit_s);
  else if (rc == 1)
    fprintf(stderr, "%s: some colljit ops failed or gave wrong results (above)\n", command);
  else if (rc)
    fprintf(stderr, "%s: a rank failed (exit code %d)\n", command, rc);
  return rc ? 2 : 0;
}

int cj__cli_bench(int argc, char **argv) { return run_bench(argc, argv, 0); }
int cj__cli_tune(int argc, char **argv) { return run_bench(argc, argv, 1); }
