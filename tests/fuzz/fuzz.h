/* Shared by the libFuzzer targets: a failed invariant aborts, so that the fuzzer keeps the
 * input that broke it. */
#ifndef COLLJIT_FUZZ_H
#define COLLJIT_FUZZ_H

#include <stdio.h>
#include <stdlib.h>

#define FUZZ_ASSERT(cond, ...)                                                                 \
  do {                                                                                         \
    if (!(cond)) {                                                                             \
      fprintf(stderr, "%s:%d: invariant failed: %s: ", __FILE__, __LINE__, #cond);            \
      fprintf(stderr, __VA_ARGS__);                                                            \
      fputc('\n', stderr);                                                                     \
      abort();                                                                                 \
    }                                                                                          \
  } while (0)

#endif
