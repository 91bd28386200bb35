/* Helpers of the HIP printer tests: toolchain availability and compiling printed kernels. */
#ifndef COLLJIT_TC_UTIL_H
#define COLLJIT_TC_UTIL_H

#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "support.h"
#include "test.h"
#include "toolchain.h"

/* 1 if the toolchain loads. When it does not: a failure under COLLJIT_REQUIRE_TOOLCHAINS=1,
 * else the test will end as skipped. */
static inline int tc_available(const cj_toolchain *tc) {
  cj_sb id;
  cj_sb_init(&id);
  cj_status st = tc->identity(&id);
  if (st == CJ_OK) printf("%s: %s\n", tc->name, id.data);
  cj_sb_free(&id);
  if (st == CJ_OK) return 1;
  return test_tool_missing(tc->name, cj_last_error());
}

static inline cj_target tc_target(const char *s) {
  cj_target t;
  memset(&t, 0, sizeof t);
  cj_status st = cj__target_parse(s, &t);
  CHECK(st == CJ_OK, "target %s: %s", s, cj_last_error());
  return t;
}

/* Prints k for t; returns the malloc'd text or NULL (a failed check). */
static inline char *tc_print(const kir_kernel *k, const cj_target *t) {
  cj_sb sb;
  cj_sb_init(&sb);
  cj_status st = cj__print_hip(k, t, &sb);
  CHECK(st == CJ_OK, "print %s for %s: %s", k->name, t->full, cj_last_error());
  char *text = cj_sb_take(&sb, NULL);
  cj_sb_free(&sb);
  if (st != CJ_OK) {
    free(text);
    return NULL;
  }
  return text;
}

/* Compiles text; on success returns 1 and fills out (caller frees out->data). */
static inline int tc_compile(const cj_toolchain *tc, const char *text, const char *kname,
                             const cj_target *t, cj_artefact what, cj_blob *out) {
  cj_sb log;
  cj_sb_init(&log);
  cj_blob b = {0, NULL};
  cj_status st = tc->compile(text, kname, t, what, &b, &log);
  CHECK(st == CJ_OK, "%s %s for %s: %s", tc->name, kname, t->full, cj_last_error());
  cj_sb_free(&log);
  if (st != CJ_OK) return 0;
  CHECK(b.size > 0 && b.data, "%s produced an empty artefact", tc->name);
  if (out)
    *out = b;
  else
    free(b.data);
  return 1;
}

static inline double tc_now_ms(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

static inline int tc_cmp_double(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return x < y ? -1 : x > y;
}

/* Median wall time in ms of n compiles of text (n <= 32). */
static inline double tc_median_ms(const cj_toolchain *tc, const char *text, const char *kname,
                                  const cj_target *t, cj_artefact what, int n) {
  double ms[32];
  for (int i = 0; i < n && i < 32; i++) {
    double t0 = tc_now_ms();
    tc_compile(tc, text, kname, t, what, NULL);
    ms[i] = tc_now_ms() - t0;
  }
  qsort(ms, (size_t)n, sizeof ms[0], tc_cmp_double);
  return n % 2 ? ms[n / 2] : (ms[n / 2 - 1] + ms[n / 2]) / 2;
}

/* End of a test that needs toolchains: failures fail, else a missing toolchain skips. */
static inline int tc_end(void) { return test_end(); }

#endif
