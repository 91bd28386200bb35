/* What `colljit bench` prints and writes (rank 0): the table, JSON records, the plot. */
#include <stdlib.h>
#include <string.h>

#include "bench.h"
#include "out_file.h"
#include "plot_png.h"

#define RGB_CJ 0x1f77b4u
#define RGB_NCCL 0xd62728u

static const char bytes_doc[] =
    "bytes per rank: allreduce, broadcast, reduce: the vector; allgather: the input; "
    "reducescatter: the output; alltoall: the send buffer";

static const char *state_name(bench_state s) {
  static const char *const names[] = {"ok", "n/a", "FAILED", "WRONG"};
  return (unsigned)s < 4 ? names[s] : "?";
}

static const char *nvls_env(void) {
  const char *v = getenv("NCCL_NVLS_ENABLE");
  return v ? v : "unset";
}

static void format_size(char *buf, size_t n, uint64_t b) {
  if (b && b % (1ull << 30) == 0)
    snprintf(buf, n, "%lluG", (unsigned long long)(b >> 30));
  else if (b && b % (1ull << 20) == 0)
    snprintf(buf, n, "%lluM", (unsigned long long)(b >> 20));
  else if (b && b % 1024 == 0)
    snprintf(buf, n, "%lluK", (unsigned long long)(b >> 10));
  else
    snprintf(buf, n, "%llu", (unsigned long long)b);
}

FILE *cj__bench_table_out(const bench_cfg *cfg) {
  return cfg->json_path && !strcmp(cfg->json_path, "-") ? stderr : stdout;
}

void cj__bench_header(const bench_cfg *cfg, const bench_meta *m) {
  FILE *f = cj__bench_table_out(cfg);
  fprintf(f, "# colljit bench  %s\n", m->date);
  fprintf(f, "# gpu %s, world %d (one process per GPU), dtype %s, reductions: sum, root %d\n",
          m->gpu, m->world, cj_dtype_name(m->dtype), BENCH_ROOT);
  fprintf(f, "# colljit %s, NCCL %s (NCCL_NVLS_ENABLE=%s)\n", cj_version_string(), m->nccl,
          nvls_env());
  fprintf(f, "# %s\n", bytes_doc);
  fprintf(f, "# time: the slowest rank's, per call, over CUDA/HIP-graph replays (the median of 5 "
             "rounds alternating with NCCL's); GB/s: bus bandwidth; ratio: NCCL time / colljit "
             "time\n");
  fprintf(f, "%-14s %8s %12s %12s %12s %12s %8s\n", "op", "bytes", "colljit_us", "colljit_GB/s",
          "nccl_us", "nccl_GB/s", "ratio");
  fflush(f);
}

/* Time and bandwidth columns of one library, or its state in both. */
static void lib_columns(FILE *f, const bench_rec *r, int lib, int world) {
  if (r->state[lib] != BENCH_OK) {
    fprintf(f, " %12s %12s", state_name(r->state[lib]), "-");
    return;
  }
  fprintf(f, " %12.2f %12.2f", r->us[lib], cj__bench_busbw(r->op, r->bytes, world, r->us[lib]));
}

static int both_ok(const bench_rec *r) {
  return r->state[BENCH_CJ] == BENCH_OK && r->state[BENCH_NCCL] == BENCH_OK &&
         r->us[BENCH_CJ] > 0;
}

void cj__bench_row(const bench_cfg *cfg, const bench_meta *m, const bench_rec *r) {
  FILE *f = cj__bench_table_out(cfg);
  char size[32];
  format_size(size, sizeof size, r->bytes);
  fprintf(f, "%-14s %8s", cj_op_name(r->op), size);
  lib_columns(f, r, BENCH_CJ, m->world);
  lib_columns(f, r, BENCH_NCCL, m->world);
  if (both_ok(r))
    fprintf(f, " %8.2f\n", r->us[BENCH_NCCL] / r->us[BENCH_CJ]);
  else
    fprintf(f, " %8s\n", "-");
  fflush(f);
}

/* ---- JSON --------------------------------------------------------------------------------- */
static void json_string(FILE *f, const char *s) {
  fputc('"', f);
  for (; *s; s++) {
    unsigned char c = (unsigned char)*s;
    if (c == '"' || c == '\\')
      fprintf(f, "\\%c", c);
    else if (c < 0x20)
      fprintf(f, "\\u%04x", c);
    else
      fputc(c, f);
  }
  fputc('"', f);
}

static void json_number(FILE *f, const char *key, int ok, double v) {
  fprintf(f, ", \"%s\": ", key);
  if (ok)
    fprintf(f, "%.4f", v);
  else
    fputs("null", f);
}

static void json_lib(FILE *f, const bench_rec *r, int lib, int world, const char *name) {
  char key[48];
  int ok = r->state[lib] == BENCH_OK;
  snprintf(key, sizeof key, "%s_us", name);
  json_number(f, key, ok, r->us[lib]);
  snprintf(key, sizeof key, "%s_busbw_gbps", name);
  json_number(f, key, ok, cj__bench_busbw(r->op, r->bytes, world, r->us[lib]));
  fprintf(f, ", \"%s_status\": \"%s\"", name, state_name(r->state[lib]));
}

static void json_meta(FILE *f, const bench_meta *m) {
  fputs("{\n  \"tool\": \"colljit bench\",\n  \"date\": ", f);
  json_string(f, m->date);
  fputs(",\n  \"gpu\": ", f);
  json_string(f, m->gpu);
  fprintf(f, ",\n  \"world\": %d,\n  \"dtype\": \"%s\",\n  \"redop\": \"sum\",\n  \"root\": %d",
          m->world, cj_dtype_name(m->dtype), BENCH_ROOT);
  fputs(",\n  \"colljit_version\": ", f);
  json_string(f, cj_version_string());
  fputs(",\n  \"nccl_version\": ", f);
  json_string(f, m->nccl);
  fputs(",\n  \"nccl_nvls_enable\": ", f);
  json_string(f, nvls_env());
  fputs(",\n  \"bytes\": ", f);
  json_string(f, bytes_doc);
}

static void write_json(FILE *f, const bench_meta *m, const bench_rec *recs, int n) {
  json_meta(f, m);
  fputs(",\n  \"results\": [", f);
  for (int i = 0; i < n; i++) {
    const bench_rec *r = &recs[i];
    fprintf(f, "%s\n    {\"op\": \"%s\", \"bytes\": %llu", i ? "," : "", cj_op_name(r->op),
            (unsigned long long)r->bytes);
    json_lib(f, r, BENCH_CJ, m->world, "colljit");
    json_lib(f, r, BENCH_NCCL, m->world, "nccl");
    json_number(f, "ratio", both_ok(r), both_ok(r) ? r->us[BENCH_NCCL] / r->us[BENCH_CJ] : 0);
    fputc('}', f);
  }
  fputs("\n  ]\n}\n", f);
}

static int json_file(const char *path, const bench_meta *m, const bench_rec *recs, int n) {
  if (!strcmp(path, "-")) {
    write_json(stdout, m, recs, n);
    return 0; /* a failed write to standard output is reported when the command ends */
  }
  cj_out_file of;
  if (cj__out_open(&of, path, "colljit bench")) return 2;
  write_json(of.f, m, recs, n);
  return cj__out_close(&of, 1, "colljit bench") ? 2 : 0;
}

/* ---- plot --------------------------------------------------------------------------------- */
/* Per op: sizes, and time and bandwidth of both libraries (0: a gap). */
typedef struct op_data {
  double *x, *us[BENCH_LIBS], *bw[BENCH_LIBS];
  cj_plot_series lat[BENCH_LIBS], band[BENCH_LIBS];
  char title[2][64];
} op_data;

static void op_series(op_data *d, cj_op op, const bench_meta *m, const bench_rec *recs, int n) {
  static const char *const labels[BENCH_LIBS] = {"colljit", "NCCL"};
  static const uint32_t colours[BENCH_LIBS] = {RGB_CJ, RGB_NCCL};
  int k = 0;
  for (int i = 0; i < n; i++) {
    if (recs[i].op != op) continue;
    d->x[k] = (double)recs[i].bytes;
    for (int lib = 0; lib < BENCH_LIBS; lib++) {
      int ok = recs[i].state[lib] == BENCH_OK;
      d->us[lib][k] = ok ? recs[i].us[lib] : 0;
      d->bw[lib][k] = ok ? cj__bench_busbw(op, recs[i].bytes, m->world, recs[i].us[lib]) : 0;
    }
    k++;
  }
  for (int lib = 0; lib < BENCH_LIBS; lib++) {
    d->lat[lib] = (cj_plot_series){labels[lib], colours[lib], d->x, d->us[lib], k};
    d->band[lib] = (cj_plot_series){labels[lib], colours[lib], d->x, d->bw[lib], k};
  }
  snprintf(d->title[0], sizeof d->title[0], "%s latency (us)", cj_op_name(op));
  snprintf(d->title[1], sizeof d->title[1], "%s bus bandwidth (GB/s)", cj_op_name(op));
}

static int plot_file(const bench_cfg *cfg, const bench_meta *m, const bench_rec *recs, int n) {
  int nops = cfg->nops, per = n > 0 ? n : 1, libs = m->have_nccl ? BENCH_LIBS : 1;
  op_data *d = calloc((size_t)nops, sizeof *d);
  double *mem = calloc((size_t)nops * 5 * (size_t)per, sizeof *mem);
  cj_plot_panel *panels = calloc((size_t)nops * 2, sizeof *panels);
  int rc = 2;
  if (d && mem && panels) {
    for (int o = 0; o < nops; o++) {
      double *p = mem + (size_t)o * 5 * (size_t)per;
      d[o].x = p, d[o].us[0] = p + per, d[o].us[1] = p + 2 * per;
      d[o].bw[0] = p + 3 * per, d[o].bw[1] = p + 4 * per;
      op_series(&d[o], cfg->ops[o], m, recs, n);
      panels[2 * o] = (cj_plot_panel){d[o].title[0], "bytes per rank", 1, d[o].lat, libs};
      panels[2 * o + 1] = (cj_plot_panel){d[o].title[1], "bytes per rank", 1, d[o].band, libs};
    }
    char title[256], vs[64] = "";
    if (m->have_nccl) snprintf(vs, sizeof vs, " vs NCCL %s", m->nccl);
    snprintf(title, sizeof title, "colljit %s%s: %s x %d, %s", cj_version_string(), vs, m->gpu,
             m->world, cj_dtype_name(m->dtype));
    cj_plot plot = {title, 2, 560, 300, panels, nops * 2};
    rc = cj__plot_write_png(&plot, cfg->plot_path) ? 2 : 0;
  }
  if (rc) fprintf(stderr, "colljit bench: cannot write the plot %s\n", cfg->plot_path);
  free(panels);
  free(mem);
  free(d);
  return rc;
}

int cj__bench_files(const bench_cfg *cfg, const bench_meta *m, const bench_rec *recs, int n) {
  int rc = 0;
  if (cfg->json_path && json_file(cfg->json_path, m, recs, n)) rc = 2;
  if (cfg->plot_path && plot_file(cfg, m, recs, n)) rc = 2;
  return rc;
}
