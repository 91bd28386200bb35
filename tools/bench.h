/* `colljit bench`: every collective next to NCCL (or RCCL) in the same run, one process per
 * GPU, CUDA/HIP-graph replays timed with device events, the slowest rank reported.
 *
 *   bench.c         the command line, the launch of the ranks
 *   bench_run.c     one rank: communicators, buffers, validation, timing
 *   bench_data.c    input patterns and the checks of results
 *   bench_report.c  the table, JSON and the plot (rank 0)
 *   bench_nccl.c    NCCL / RCCL through dlopen */
#ifndef COLLJIT_BENCH_H
#define COLLJIT_BENCH_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "backend.h"
#include "colljit.h"

#define BENCH_MAX_OPS CJ_OP_COUNT_
#define BENCH_MAX_SIZES 32
#define BENCH_ROOT 0 /* root of broadcast and reduce */
#define BENCH_MAX_SWEEP 8 /* values of --fetchers, of --kpf */
#define BENCH_TUNE_FETCHERS {8, 16, 32, 64}
#define BENCH_TUNE_KPF {1, 2, 4, 8}

typedef struct bench_cfg {
  cj_op ops[BENCH_MAX_OPS];
  int nops;
  uint64_t sizes[BENCH_MAX_SIZES]; /* bytes per rank, as bench_bytes_doc says */
  int nsizes;
  cj_dtype dtype;
  int iters; /* timed graph replays (a quarter of it, at least 5, from 16 MiB on) */
  int world; /* 0: every GPU */
  int nccl;  /* 0: --no-nccl */
  int ref_engine; /* --ref-engine: the reference on the engine communicator of colljit's own */
  const char *nccl_lib;
  const char *json_path; /* "-": standard output */
  const char *plot_path;
  int tune;              /* colljit tune: time every variant and grid, print table rows */
  const char *tune_out;  /* the rows also go to this file (tune -o) */
  int gemm;              /* the ops are the fused GEMM ops (bench_gemm.c), timed per shape */
  uint64_t shapes[BENCH_MAX_SIZES][3]; /* --shapes: m, n, k */
  int nshapes;
  /* tune of allgather_gemm: the fused kernel's fetchers x k_per_flag swept (--fetchers, --kpf;
   * defaults BENCH_TUNE_FETCHERS, BENCH_TUNE_KPF) */
  int tune_fe[BENCH_MAX_SWEEP], ntune_fe;
  int tune_kpf[BENCH_MAX_SWEEP], ntune_kpf;
} bench_cfg;

/* Outcome of one library on one op and size. */
typedef enum bench_state {
  BENCH_OK,
  BENCH_NA,     /* not run: library absent, size too small for the world, comm failed */
  BENCH_FAILED, /* a call returned an error */
  BENCH_WRONG   /* ran, but the result was wrong */
} bench_state;

enum { BENCH_CJ, BENCH_NCCL, BENCH_LIBS };

typedef struct bench_rec {
  cj_op op;
  uint64_t bytes;         /* per rank, after rounding to whole elements */
  double us[BENCH_LIBS];  /* the slowest rank's time per call; 0 when not measured */
  bench_state state[BENCH_LIBS];
} bench_rec;

typedef struct bench_meta {
  char date[40];
  char gpu[96];
  int world;
  cj_dtype dtype;
  char nccl[48]; /* "2.21.5", or why there is none */
  int have_nccl;
} bench_meta;

/* ---- bench.c: `colljit bench ARGS` (argv without "bench"); the exit status -------------- */
int cj__cli_bench(int argc, char **argv);
int cj__cli_tune(int argc, char **argv);

/* ---- bench_run.c: the body of one rank ------------------------------------------------------ */
int cj__bench_rank(int rank, int world, const cj_unique_id *id, void *cfg);
/* The largest of every rank's value (a time: the slowest rank; a state: the worst), or -1 when
 * the host exchange fails. Collective. */
double cj__bench_rank_max(cj_comm *c, double mine);

/* ---- bench_data.c ------------------------------------------------------------------------- */
/* Elements per call and buffer sizes of an op at `bytes` per rank (a size is a chunk or the
 * whole send buffer: the op table's bench rule). 0 elements: too small. */
uint64_t cj__bench_count(cj_op op, uint64_t bytes, cj_dtype t, int world);
uint64_t cj__bench_in_bytes(cj_op op, uint64_t count, cj_dtype t, int world);
uint64_t cj__bench_out_bytes(cj_op op, uint64_t count, cj_dtype t, int world);
/* The figure the table reports as bytes per rank. */
uint64_t cj__bench_rec_bytes(cj_op op, uint64_t count, cj_dtype t, int world);
/* Bus bandwidth in GB/s (NCCL's convention: the op table's factor); 0 when us <= 0. */
double cj__bench_busbw(cj_op op, uint64_t bytes, int world, double us);

typedef struct bench_buf {
  const cj_backend *be;
  void *stream;
  uint64_t send, recv;   /* device addresses */
  unsigned char *host;   /* scratch of BENCH_HOST_BYTES */
} bench_buf;

#define BENCH_HOST_BYTES ((size_t)1 << 20)

/* Writes rank's input pattern into send and 0xff bytes over recv; everything is on the device
 * when it returns. */
cj_status cj__bench_fill(const bench_buf *b, cj_op op, uint64_t count, cj_dtype t, int rank,
                         int world);
/* Reads back windows of recv and compares them with what the op must produce (the op table's
 * element sources). Returns 0 when they match, 1 when not (with a line on standard error), -1
 * when a copy failed or the op has no element-wise source. */
int cj__bench_check(const bench_buf *b, cj_op op, uint64_t count, cj_dtype t, int rank,
                    int world, const char *who);

/* ---- bench_report.c: rank 0 --------------------------------------------------------------- */
/* The stream the table goes to (standard error when JSON goes to standard output). */
FILE *cj__bench_table_out(const bench_cfg *cfg);
void cj__bench_header(const bench_cfg *cfg, const bench_meta *m);
void cj__bench_row(const bench_cfg *cfg, const bench_meta *m, const bench_rec *r);
/* JSON and the plot, where asked for. Returns 0, or 2 when a file could not be written. */
int cj__bench_files(const bench_cfg *cfg, const bench_meta *m, const bench_rec *recs, int n);

/* ---- bench_nccl.c ------------------------------------------------------------------------- */
typedef struct cj_nccl cj_nccl;

/* Loads NCCL (path, or libnccl.so.2 / libnccl.so / librccl.so.1 / librccl.so). NULL when it is
 * not there or lacks a function; the reason goes to why. */
cj_nccl *cj__nccl_load(const char *path, char *why, size_t n);
void cj__nccl_version(const cj_nccl *nc, char *buf, size_t n);
/* 128 bytes of unique id (rank 0 makes it, every rank inits with it). 0 on success. */
int cj__nccl_unique_id(cj_nccl *nc, void *id);
int cj__nccl_init(cj_nccl *nc, int world, const void *id, int rank);
/* Enqueues the NCCL call the op table names for op (cj_op_info.nccl) with colljit's meaning of
 * count (all_to_all: elements per peer, through ncclSend/ncclRecv pairs in a group).
 * Reductions are sums. 0 on success; -1 when the table names none. */
int cj__nccl_run(cj_nccl *nc, cj_op op, uint64_t send, uint64_t recv, uint64_t count,
                 cj_dtype t, int root, void *stream);
/* The message for an error code of the last call. */
const char *cj__nccl_error(const cj_nccl *nc, int code);
/* Destroys the communicator (if any) and frees nc. Accepts NULL. */
void cj__nccl_close(cj_nccl *nc);

/* ---- tune_rows.c: tune of the GEMM ops without a GPU ---------------------------------------- */
/* A comma-separated list of numbers lo..hi (at most `most`) into out: the count, or -1 with
 * why (for "FLAG 'VALUE' WHY") filled. */
int cj__tune_int_list(const char *v, int lo, int hi, int *out, int most, char *why, size_t n);
/* One measured shape: A's bytes per rank and the fastest path (the fused kernel with its
 * fetchers and k_per_flag, 0 0 when not swept; or blas). */
typedef struct cj_tune_pt {
  uint64_t bytes;
  cj_variant variant;
  int fetchers, k_per_flag;
} cj_tune_pt;
/* The selection-table rows of op at (arch, world) for the points (sorted here by bytes): one
 * per run of shapes with the same choice, the last with max_bytes "max"; the fused kernel's
 * fetchers and k_per_flag as columns 7 and 8 where they were swept. Returns the rows written. */
int cj__tune_gemm_rows(FILE *f, const char *arch, int world, cj_op op, cj_tune_pt *pts, int n);

/* ---- bench_gemm.c: the fused GEMM ops ------------------------------------------------------ */
/* Heap and workspace bytes a communicator needs for cfg's GEMM shapes at `world`. */
void cj__bench_gemm_sizes(const bench_cfg *cfg, int world, uint64_t *heap, uint64_t *work);
/* Every GEMM op and shape of cfg: colljit's paths (allgather_gemm: the fused kernel and the
 * vendor-BLAS path; gemm_reducescatter: the fused kernel) and the reference sequence (NCCL
 * all-gather then the vendor GEMM; the vendor GEMM then NCCL reduce-scatter; without NCCL
 * none), each result checked against the reference, graph replays timed, the slowest rank's
 * time; rank 0 prints the table (and, tuning, the selection rows of allgather_gemm's path).
 * 0, 1 when a colljit op failed or was wrong, 2 when the ranks lost each other. */
int cj__bench_gemm(cj_comm *c, cj_nccl *nccl, void *stream, const bench_cfg *cfg,
                   const char *date, FILE *tune_out);

#endif
