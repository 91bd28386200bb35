/* Compile time of the all-gather kernel (bf16, 2^20 elements, 8 ranks) on every compile path:
 * the median of 10 cj_generate calls (kernel IR, printing, compiling [+ ld.lld or ptxas]) per
 * (path, target, artefact). Usage: compile_time [runs]. Prints milliseconds. */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "colljit.h"

static double now_ms(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static int cmp_double(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

static int measure(cj_compiler path, const char *target, cj_emit what, const char *what_name,
                   int runs) {
  cj_request r = CJ_REQUEST_INIT;
  r.op = CJ_OP_ALL_GATHER;
  r.dtype = CJ_BF16;
  r.count = 1u << 20;
  r.world = 8;
  r.target = target;
  cj_plan *plan;
  if (cj_plan_create(&r, &plan)) {
    fprintf(stderr, "plan %s: %s\n", target, cj_last_error());
    return 1;
  }
  double *ms = calloc((size_t)runs, sizeof *ms);
  size_t bytes = 0;
  for (int i = 0; i < runs; i++) {
    cj_blob out = {0, NULL};
    double t0 = now_ms();
    cj_status s = cj_generate(plan, what, path, &out);
    ms[i] = now_ms() - t0;
    bytes = out.size;
    cj_blob_free(&out);
    if (s) {
      fprintf(stderr, "%s %s: %s\n", target, what_name, cj_last_error());
      free(ms);
      cj_plan_destroy(plan);
      return 1;
    }
  }
  qsort(ms, (size_t)runs, sizeof *ms, cmp_double);
  printf("%-6s %-8s %-4s median %7.2f ms  min %7.2f  max %7.2f  (%d runs, %zu bytes)\n",
         cj_compiler_name(path), target, what_name, ms[runs / 2], ms[0], ms[runs - 1], runs,
         bytes);
  free(ms);
  cj_plan_destroy(plan);
  return 0;
}

int main(int argc, char **argv) {
  int runs = argc > 1 ? atoi(argv[1]) : 10;
  if (runs < 1) runs = 10;
  int bad = 0;
  bad |= measure(CJ_COMPILER_LLVM, "gfx942", CJ_EMIT_OBJ, "obj", runs);
  bad |= measure(CJ_COMPILER_LLVM, "gfx90a", CJ_EMIT_OBJ, "obj", runs);
  bad |= measure(CJ_COMPILER_LLVM, "sm_90", CJ_EMIT_PTX, "ptx", runs);
  bad |= measure(CJ_COMPILER_LLVM, "sm_90", CJ_EMIT_OBJ, "obj", runs);
  bad |= measure(CJ_COMPILER_HIPRTC, "gfx90a", CJ_EMIT_OBJ, "obj", runs);
  bad |= measure(CJ_COMPILER_NVRTC, "sm_90", CJ_EMIT_PTX, "ptx", runs);
  bad |= measure(CJ_COMPILER_NVRTC, "sm_90", CJ_EMIT_OBJ, "obj", runs);
  return bad;
}
