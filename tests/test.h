/* Minimal test harness: CHECK counts failures and prints where; main returns test_end(). */
#ifndef COLLJIT_TEST_H
#define COLLJIT_TEST_H

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int test_failures_, test_checks_, test_missing_;

#define CHECK(cond, ...)                                                                       \
  do {                                                                                         \
    test_checks_++;                                                                            \
    if (!(cond)) {                                                                             \
      test_failures_++;                                                                        \
      fprintf(stderr, "%s:%d: CHECK(%s) failed: ", __FILE__, __LINE__, #cond);                 \
      fprintf(stderr, __VA_ARGS__);                                                            \
      fputc('\n', stderr);                                                                     \
    }                                                                                          \
  } while (0)

/* CHECK_EQ(a, b): integers (any width, signed or not), both values printed on failure. */
#define CHECK_EQ(a, b)                                                                         \
  do {                                                                                         \
    intmax_t test_a_ = (intmax_t)(a), test_b_ = (intmax_t)(b);                                 \
    CHECK(test_a_ == test_b_, "%s = %jd, %s = %jd", #a, test_a_, #b, test_b_);                 \
  } while (0)

/* CHECK_STREQ(a, b): C strings (NULL allowed), both printed on failure. */
#define CHECK_STREQ(a, b)                                                                      \
  do {                                                                                         \
    const char *test_sa_ = (a), *test_sb_ = (b);                                               \
    CHECK(test_sa_ && test_sb_ && !strcmp(test_sa_, test_sb_), "%s = \"%s\", %s = \"%s\"", #a, \
          test_sa_ ? test_sa_ : "(null)", #b, test_sb_ ? test_sb_ : "(null)");                 \
  } while (0)

/* A tool or library the test needs is absent (`what`, and why). Under
 * COLLJIT_REQUIRE_TOOLCHAINS=1 (CI) that is a failure; otherwise the test ends as skipped
 * (test_end returns 77 when no check failed). Returns 0 so the caller can skip its part. */
static inline int test_tool_missing(const char *what, const char *why) {
  const char *req = getenv("COLLJIT_REQUIRE_TOOLCHAINS");
  int required = req && !strcmp(req, "1");
  CHECK(!required, "required toolchain missing: %s (%s)", what, why);
  if (!required) printf("%s unavailable: %s\n", what, why);
  test_missing_ = 1;
  return 0;
}

/* Exit code 77: CTest reports the test as skipped. */
#define TEST_SKIP(...)                                                                         \
  do {                                                                                         \
    printf("SKIP: ");                                                                          \
    printf(__VA_ARGS__);                                                                       \
    printf("\n");                                                                              \
    exit(77);                                                                                  \
  } while (0)

static inline int test_end(void) {
  printf("%d checks, %d failed\n", test_checks_, test_failures_);
  if (!test_failures_ && test_missing_) {
    printf("SKIP: a toolchain is missing\n");
    return 77;
  }
  if (test_checks_ == 0) {
    printf("no checks ran\n");
    return 1;
  }
  return test_failures_ ? 1 : 0;
}

#endif
