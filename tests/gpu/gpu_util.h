/* Helpers for GPU tests: data patterns, checks, device buffers. Header-only. */
#ifndef COLLJIT_GPU_UTIL_H
#define COLLJIT_GPU_UTIL_H

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "comm_impl.h"
#include "launcher.h"
#include "support.h"
#include "test.h"

#define GPU_CK(call)                                                                           \
  do {                                                                                         \
    cj_status s_ = (call);                                                                     \
    if (s_) {                                                                                  \
      fprintf(stderr, "rank %d: %s:%d: %s -> %s\n", g_rank, __FILE__, __LINE__, #call,         \
              cj_last_error());                                                                \
      return 1;                                                                                \
    }                                                                                          \
  } while (0)

static int g_rank;

static inline uint32_t mix32(uint64_t x) { return cj__mix32(x); }

/* Rank r's data of iteration `it`: element i has the bits of mix32(r, it, i). */
static inline void fill_pattern(void *buf, uint64_t count, size_t es, int r, uint64_t it) {
  unsigned char *p = buf;
  uint64_t seed = ((uint64_t)r << 48) ^ (it << 20) ^ 0x5bd1e995ull;
  for (uint64_t i = 0; i < count; i++) {
    uint32_t v = mix32(seed + i * 0x9e3779b97f4a7c15ull);
    memcpy(p + i * es, &v, es);
  }
}

/* Checks recv (world chunks) against every rank's pattern; prints the first mismatch. */
static inline int check_gather(const unsigned char *recv, uint64_t count, size_t es, int world,
                               uint64_t it, unsigned char *scratch, const char *what) {
  uint64_t chunk = count * es;
  for (int p = 0; p < world; p++) {
    fill_pattern(scratch, count, es, p, it);
    const unsigned char *got = recv + (uint64_t)p * chunk;
    if (memcmp(got, scratch, chunk)) {
      uint64_t i = 0;
      while (i < chunk && got[i] == scratch[i]) i++;
      fprintf(stderr, "rank %d: %s: chunk of rank %d differs at byte %llu of %llu (got %02x want "
              "%02x)\n", g_rank, what, p, (unsigned long long)i, (unsigned long long)chunk,
              got[i], scratch[i]);
      return 1;
    }
  }
  return 0;
}

/* One rank's communicator with the options given, its backend and a stream on its device
 * (g_rank set first, for the messages). 0, or 1 with the reason on standard error. */
static inline int gpu_open(int rank, int world, const cj_unique_id *id,
                           const cj_comm_options *o, cj_comm **c, const cj_backend **be,
                           void **stream) {
  g_rank = rank;
  GPU_CK(cj_comm_init_rank(c, world, id, rank, o));
  *be = (*c)->be;
  GPU_CK((*be)->stream_create(stream));
  return 0;
}

/* The main() of a GPU test: COLLJIT_TEST_REPLAYS into *replays (when set and replays is not
 * NULL), then rank_main in one process per GPU (exit 77 without a GPU), at most limit_s
 * seconds; stdout a line at a time, so that a run cut short still shows how far it got. */
static inline int gpu_test_main(cj_rank_fn rank_main, int *replays, double limit_s) {
  setvbuf(stdout, NULL, _IOLBF, 0);
  int n = cj_test_gpu_count();
  if (n < 1) TEST_SKIP("no GPU");
  if (replays && getenv("COLLJIT_TEST_REPLAYS")) *replays = atoi(getenv("COLLJIT_TEST_REPLAYS"));
  int rc = cj_test_launch(n, rank_main, NULL, limit_s, NULL);
  CHECK(rc == 0, "ranks failed (code %d)", rc);
  printf("world %d\n", n);
  return test_end();
}

#endif
