/* Prebuild manifests: the kernels a deployment needs, one line per op.
 *
 *   # comment (to the end of the line)
 *   allreduce dtype=bf16,f16 count=1k..1M*4 world=2,4,8 variant=auto,one_shot redop=sum
 *   allgather count=4096,65536 target=gfx942,sm_90
 *   barrier world=2..8
 *
 * A line is an op, then FIELD=VALUES; VALUES is a comma-separated list whose items are
 * names, numbers (suffixes k, M, G multiply by 2^10, 2^20, 2^30) or ranges of numbers:
 * A..B (every integer), A..B*K (A, A*K, A*K*K, ... up to B), A..B+K (steps of K). A line
 * stands for every combination of its values. Fields: dtype, count, world, variant, redop,
 * root, vec, threads, warp, tile (MxN), grid, barrier, stage (0/1), target, compiler, hidden;
 * the GEMM ops' m, n, k, shard (m or k) and bias (0/1), their layout from the defaults
 * (`allgather_gemm dtype=bf16 m=1k..16k*2 n=3584 k=8192 shard=m world=8 target=gfx942`),
 * group_m, a_layout (k or m); gemm's b_layout (row or col) and out_f32 (0/1);
 * count=any names the op's shape-generic kernel (what a first call runs while its specialised
 * kernel compiles: give vec too, the width the calls' buffers allow). A field
 * a line leaves out takes the request's default (or the --target / --world of the command
 * line). A line may instead be one key, such as a canonical key that `colljit cache ls` or
 * `colljit gen` printed (allreduce.one_shot.sum.bf16.n4096.w8...gfx942): that one kernel,
 * with no defaults from the command line. Errors name the line and column. */
#ifndef COLLJIT_MANIFEST_H
#define COLLJIT_MANIFEST_H

#include <stddef.h>
#include <stdint.h>

#include "colljit.h"

/* The value count=any stands for: the shape-generic kernel (CJ_REQ_GENERIC). */
#define CJ_MF_COUNT_ANY UINT64_MAX

#define CJ_MF_FIELD_LIST(X)                                                                    \
  X(MF_DTYPE, "dtype")                                                                         \
  X(MF_COUNT, "count")                                                                         \
  X(MF_WORLD, "world")                                                                         \
  X(MF_VARIANT, "variant")                                                                     \
  X(MF_REDOP, "redop")                                                                         \
  X(MF_ROOT, "root")                                                                           \
  X(MF_VEC, "vec")                                                                             \
  X(MF_THREADS, "threads")                                                                     \
  X(MF_WARP, "warp")                                                                           \
  X(MF_TILE, "tile")                                                                           \
  X(MF_GRID, "grid")                                                                           \
  X(MF_BARRIER, "barrier")                                                                     \
  X(MF_STAGE, "stage")                                                                         \
  X(MF_TARGET, "target")                                                                       \
  X(MF_COMPILER, "compiler")                                                                   \
  X(MF_HIDDEN, "hidden")                                                                       \
  X(MF_M, "m")                                                                                 \
  X(MF_N, "n")                                                                                 \
  X(MF_K, "k")                                                                                 \
  X(MF_SHARD, "shard")                                                                         \
  X(MF_BIAS, "bias")                                                                           \
  X(MF_GROUP_M, "group_m")                                                                     \
  X(MF_A_LAYOUT, "a_layout")                                                                   \
  X(MF_B_LAYOUT, "b_layout")                                                                   \
  X(MF_OUT_F32, "out_f32")

#define CJ_X_(e, name) e,
typedef enum cj_mf_field { CJ_MF_FIELD_LIST(CJ_X_) MF_FIELD_COUNT_ } cj_mf_field;
#undef CJ_X_

/* Most values one field of one line may have, and most plans a manifest may stand for. */
#define CJ_MF_MAX_VALUES 4096
#define CJ_MF_MAX_PLANS 1000000
/* Most lines naming kernels, and the largest manifest file (bytes) the CLI reads. */
#define CJ_MF_MAX_LINES 100000
#define CJ_MF_MAX_FILE (16u << 20)

/* The values of one field: numbers (enums as their index, tiles as M << 32 | N), or target
 * strings. n == 0: the field was not given. */
typedef struct cj_mf_values {
  size_t n;
  uint64_t *num;
  char **str;
  int col; /* column of the field on its line */
} cj_mf_values;

typedef struct cj_mf_line {
  int line, col; /* where the op is */
  cj_op op;
  char *key; /* a line that is one key (it has a '.'): the key, taken as is; else NULL */
  cj_mf_values field[MF_FIELD_COUNT_];
} cj_mf_line;

typedef struct cj_manifest {
  cj_mf_line *lines;
  size_t n;
} cj_manifest;

/* Parses a manifest (len bytes; NUL bytes are errors). On failure returns nonzero, leaves
 * *out empty, and writes "LINE:COL: message" into err. */
int cj_manifest_parse(const char *text, size_t len, cj_manifest *out, char *err, size_t errlen);
void cj_manifest_free(cj_manifest *m);

/* Parses one field's value list (as on a manifest line) from a string such as "2..8" or
 * "gfx942,sm_90"; an empty or NULL string gives no values. Errors: "1:COL: message". */
int cj_manifest_values(cj_mf_field f, const char *s, cj_mf_values *out, char *err,
                       size_t errlen);
void cj_manifest_values_free(cj_mf_values *v);
const char *cj_manifest_field_name(cj_mf_field f);

/* Values for fields that lines leave out (each may be NULL, or hold no values). */
typedef struct cj_mf_defaults {
  const cj_mf_values *targets;
  const cj_mf_values *worlds;
  int require_target; /* a plan for the host (no target anywhere) is an error */
} cj_mf_defaults;

/* One plan of the expansion, with the compile path its line asked for. Return nonzero to
 * stop. The plan belongs to the callee (cj_plan_destroy it). */
typedef int (*cj_mf_plan_fn)(void *user, const cj_mf_line *line, cj_plan *plan,
                             cj_compiler compiler);

/* Expands every line into plans (cj_plan_create). A combination the planner refuses fails
 * the expansion with "LINE:COL: message (the combination)" in err. Returns 0, or nonzero
 * after an error or when fn stopped it. */
int cj_manifest_expand(const cj_manifest *m, const cj_mf_defaults *d, cj_mf_plan_fn fn,
                       void *user, char *err, size_t errlen);

#endif
