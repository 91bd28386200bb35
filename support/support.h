/* The support layer (the lowest): statuses and messages, options structs, vocabulary names,
 * logging, the environment, hashing, dynamic loading, helper programs and files. */
#ifndef COLLJIT_SUPPORT_H
#define COLLJIT_SUPPORT_H

#include <stddef.h>
#include <stdint.h>

#include "colljit.h"
#include "strbuf.h"

/* ---- errors: set the per-thread last error and return the status ---------------------- */
cj_status cj__fail(cj_status s, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void cj__clear_error(void);

/* ---- options structs: every one begins with its size_t struct_size -------------------------- */
/* Reads a caller's options struct `src` into `dst` (of this version's size dst_size, already
 * holding the defaults): the fields the caller's (older or newer) struct has are copied, the
 * newer ones keep their defaults. -1 when src->struct_size is below min_size (the size of the
 * first published version: not an options struct). */
int cj__read_opts(void *dst, size_t dst_size, const void *src, size_t min_size);

/* ---- vocabulary names (names.c) ------------------------------------------------------------- */
/* The index of s[0..len) in names[0..n), or -1. */
int cj__name_find(const char *const *names, int n, const char *s, size_t len);
/* The value of a name in one of the public vocabularies ("op", "dtype", "redop", "variant",
 * "barrier", "emit", "compiler"), or -1. */
int cj__vocab_find(const char *vocab, const char *s, size_t len);

/* ---- environment: read once, in one place (env.c has the table) ------------------------ */
typedef struct cj_env {
  int log_level;          /* COLLJIT_LOG: 0 error, 1 warn (default), 2 info, 3 debug */
  const char *dump_dir;   /* COLLJIT_DUMP_DIR: write every generated artefact here */
  const char *cache_dir;  /* COLLJIT_CACHE_DIR, else XDG cache + /colljit (NULL: none) */
  int cache_disable;      /* COLLJIT_CACHE_DISABLE */
  uint64_t cache_max;     /* COLLJIT_CACHE_MAX_BYTES */
  const char *lld;        /* COLLJIT_LLD: the ld.lld to run (default: ld.lld-<LLVM major>) */
  const char *cuda_home;  /* COLLJIT_CUDA_HOME or CUDA_HOME: where ptxas/nvdisasm/libnvrtc live */
  const char *nvrtc_lib;  /* COLLJIT_NVRTC_LIB: path of libnvrtc */
  const char *hip_lib;    /* COLLJIT_HIP_LIB: path of the HIP runtime, libamdhip64 */
  const char *hiprtc_lib; /* COLLJIT_HIPRTC_LIB: path of hiprtc (libhiprtc, or libamdhip64 < 7) */
  const char *nccl_lib;   /* COLLJIT_NCCL_LIB: path of NCCL, the engine between nodes */
  const char *rccl_lib;   /* COLLJIT_RCCL_LIB: path of the RCCL library */
  const char *rocm_path;  /* ROCM_PATH, else ROCM_HOME: a ROCm installation the user names */
  double timeout_s;       /* COLLJIT_TIMEOUT_S: spin budget of every device wait (default 30) */
  uint64_t heap_bytes;    /* COLLJIT_HEAP_BYTES: symmetric heap per rank (0: 1 GiB) */
  const char *compiler;   /* COLLJIT_COMPILER: default compile path of communicators */
  int background_jit;     /* COLLJIT_BACKGROUND_JIT: default of cj_comm_options (1) */
  const char *tune_file;  /* COLLJIT_TUNE_FILE: selection-table rows taking precedence */
  const char *gemm_path;  /* COLLJIT_GEMM_PATH: the fused GEMM ops' path: auto, fused, blas, ce */
  int node_size;          /* COLLJIT_NODE_SIZE: each k consecutive ranks are a node (0: hosts) */
  int gemm_tma;           /* COLLJIT_GEMM_TMA: 0: the gemm op's kernels stage by cp.async (1) */
  int rs_ce_add;          /* COLLJIT_RS_CE_ADD: 0 / 1 forces gemm_reducescatter ce's form; -1 */
} cj_env;

const cj_env *cj__env(void);
/* A size: digits, optionally followed by K, M, G or T (powers of 1024; "KiB", "KB" and "B"
 * also read). 0, or -1 when it is not one or does not fit 64 bits. */
int cj__parse_size(const char *s, uint64_t *out);

/* ---- logging ---------------------------------------------------------------------------- */
enum { CJ_LOG_ERROR, CJ_LOG_WARN, CJ_LOG_INFO, CJ_LOG_DEBUG };
void cj__log(int level, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* ---- hashing ---------------------------------------------------------------------------- */
uint64_t cj__fnv1a64(const void *data, size_t n, uint64_t seed);
#define CJ_FNV_SEED 0xcbf29ce484222325ull
/* The finaliser of MurmurHash3's 64-bit mix, cut to 32 bits: well spread data from an index. */
uint32_t cj__mix32(uint64_t x);

/* ---- dynamic loading -------------------------------------------------------------------- */
/* Opens the first library of a NULL-terminated list of names that loads. NULL: none did, and
 * the message names them all. */
void *cj__dlopen_first(const char *const *names, char *msg, size_t msglen);
/* The same, but a library of the list the process has already loaded (say, the host
 * program's HIP runtime) wins over loading the first: RTLD_NOLOAD over the list first. */
void *cj__dlopen_reuse_first(const char *const *names, char *msg, size_t msglen);
void *cj__dlsym(void *lib, const char *name);

/* ---- helper programs and files ---------------------------------------------------------- */
/* Finds an executable: an absolute/relative path as is, else on PATH, else under the extra
 * directory (may be NULL). Returns a malloc'd path or NULL. */
char *cj__find_program(const char *name, const char *extra_dir);
/* Runs argv (no shell), capturing stdout+stderr into out (may be NULL). Returns the exit
 * status, or -1 if it could not be started. */
int cj__run_program(char *const argv[], cj_sb *out);
/* Creates a private temporary directory; returns malloc'd path or NULL. */
char *cj__make_temp_dir(void);
void cj__remove_tree(const char *dir);
int cj__write_file(const char *path, const void *data, size_t n);
/* Reads a whole file of at most CJ_READ_MAX bytes; *data is malloc'd and NUL-terminated.
 * 0, or -1 with errno set. */
int cj__read_file(const char *path, char **data, size_t *n);
#define CJ_READ_MAX (1ul << 30)
/* Reads a whole file of at most max bytes; *data is malloc'd and NUL-terminated. 0, or an
 * errno: EFBIG past max, ENOMEM, EINVAL for anything but a regular file with CJ_READ_REGULAR
 * (opened without blocking, so a FIFO cannot hang it), ELOOP for a symbolic link with
 * CJ_READ_NOFOLLOW, or the open's or read's. */
int cj__read_file_max(const char *path, size_t max, int flags, char **data, size_t *n);
enum { CJ_READ_REGULAR = 1, CJ_READ_NOFOLLOW = 2 };
/* Writes an artefact to COLLJIT_DUMP_DIR/<name> when that is set (errors are logged). */
void cj__dump_artefact(const char *name, const void *data, size_t n);

#endif
