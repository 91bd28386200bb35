/* Minimal test harness: CHECK counts failures and prints where; main returns test_end(). */
#ifndef COLLJIT_TEST_H
#define COLLJIT_TEST_H

#include <stdio.h>
#include <stdlib.h>

static int test_failures_, test_checks_;

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
  if (test_checks_ == 0) {
    printf("no checks ran\n");
    return 1;
  }
  return test_failures_ ? 1 : 0;
}

#endif
