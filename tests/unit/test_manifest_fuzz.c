/* Robustness of the prebuild manifest parser: random manifests made of valid and hostile
 * pieces, and mutations (byte flips, insertions, truncations) of valid ones, for a bounded
 * time. Every input either parses (and then expands, or fails expansion with a LINE:COL
 * message), or fails with a "LINE:COL: " message whose position lies inside the input. Built
 * with AddressSanitizer and UndefinedBehaviorSanitizer where the compiler has them.
 * Arguments: seconds (default 10), seed.
 *
 * The same file is a libFuzzer target: clang -fsanitize=fuzzer -DCJ_LIBFUZZER ... */
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "manifest.h"
#include "test.h"

static uint64_t rng = 0x9e3779b97f4a7c15ull;
static uint64_t rnd(void) {
  rng ^= rng << 13;
  rng ^= rng >> 7;
  rng ^= rng << 17;
  return rng;
}
static size_t below(size_t n) { return n ? (size_t)(rnd() % n) : 0; }

static const char *const ops[] = {
    "allreduce", "allgather", "reducescatter", "alltoall", "broadcast", "reduce", "barrier",
    "allreduc",  "",          "ALLREDUCE",     "x=1"};
static const char *const fields[] = {
    "dtype", "count",   "world", "variant", "redop",    "root",  "vec", "threads", "warp", "tile",
    "grid",  "barrier", "stage", "target",  "compiler", "bogus", "",    "count=",  "=="};
static const char *const values[] = {"bf16",
                                     "f16",
                                     "f32",
                                     "i32",
                                     "f64",
                                     "1",
                                     "2",
                                     "8",
                                     "1024",
                                     "1k",
                                     "4M",
                                     "1G",
                                     "16G",
                                     "0",
                                     "1..8",
                                     "2..8*2",
                                     "1k..1M*4",
                                     "1..100+7",
                                     "8..2",
                                     "0..8*2",
                                     "1..8*1",
                                     "1..8+0",
                                     "1..",
                                     "..8",
                                     "1....8",
                                     "1..8*",
                                     "18446744073709551615",
                                     "18446744073709551616",
                                     "99999999999G",
                                     "auto",
                                     "one_shot",
                                     "two_shot",
                                     "push",
                                     "pull",
                                     "epoch",
                                     "any",
                                     "split",
                                     "ll",
                                     "sum",
                                     "max",
                                     "min",
                                     "full",
                                     "end",
                                     "none",
                                     "default",
                                     "4x2048",
                                     "1x1",
                                     "x",
                                     "4x",
                                     "x4",
                                     "gfx942",
                                     "gfx942:sramecc+:xnack-",
                                     "sm_90",
                                     "sm_80",
                                     "gfx90a",
                                     "host",
                                     "sm_",
                                     "nvrtc",
                                     "llvm",
                                     "hiprtc",
                                     "",
                                     ",",
                                     ",,",
                                     "#",
                                     "1,2,3",
                                     "a,b",
                                     "\xff",
                                     "\t",
                                     "1 2"};
#define N(a) (sizeof a / sizeof a[0])

typedef struct buf {
  char data[8192];
  size_t n;
} buf;

static void put(buf *b, const char *s) {
  size_t len = strlen(s);
  if (b->n + len < sizeof b->data) {
    memcpy(b->data + b->n, s, len);
    b->n += len;
  }
}

static void random_line(buf *b) {
  put(b, ops[below(N(ops))]);
  for (size_t f = below(6); f > 0; f--) {
    put(b, below(8) ? " " : below(2) ? "\t" : "  ");
    put(b, fields[below(N(fields))]);
    put(b, below(10) ? "=" : "");
    for (size_t v = 1 + below(3); v > 0; v--) {
      put(b, values[below(N(values))]);
      if (v > 1) put(b, ",");
    }
  }
  if (!below(8)) put(b, " # a comment");
  put(b, below(10) ? "\n" : below(2) ? "\r\n" : "");
}

static void mutate(buf *b) {
  for (size_t m = 1 + below(4); m > 0 && b->n; m--) {
    size_t at = below(b->n);
    switch (below(4)) {
    case 0:
      b->data[at] = (char)rnd();
      break;
    case 1:
      b->n = at;
      break;
    case 2:
      if (b->n + 1 < sizeof b->data) {
        memmove(b->data + at + 1, b->data + at, b->n - at);
        b->data[at] = "=,.*+x#\n 0k\0"[below(12)];
        b->n++;
      }
      break;
    default:
      b->data[at] ^= (char)(1 << below(8));
    }
  }
}

static int count_plan(void *user, const cj_mf_line *l, cj_plan *p, cj_compiler c) {
  (void)l, (void)c;
  cj_plan_destroy(p);
  return ++*(long *)user > 2000; /* enough: stop */
}

/* Checks the message's LINE:COL against the input. */
static void check_position(const char *data, size_t n, const char *err) {
  int line = 0, col = 0;
  CHECK(sscanf(err, "%d:%d: ", &line, &col) == 2, "message without a position: %s", err);
  int lines = 1;
  size_t start = 0;
  for (size_t i = 0; i < n; i++)
    if (data[i] == '\n' && lines < line) {
      lines++;
      start = i + 1;
    }
  CHECK(line >= 1 && lines == line, "line %d outside the input: %s", line, err);
  size_t end = start;
  while (end < n && data[end] != '\n')
    end++;
  CHECK(col >= 1 && (size_t)col <= end - start + 1, "column %d outside line %d: %s", col, line,
        err);
}

static long plans;

static void one_input(const char *data, size_t n) {
  cj_manifest m;
  char err[1024];
  if (cj_manifest_parse(data, n, &m, err, sizeof err) != 0) {
    check_position(data, n, err);
    CHECK(m.n == 0 && m.lines == NULL, "nothing left after a failure");
    return;
  }
  long count = 0;
  int r = cj_manifest_expand(&m, NULL, count_plan, &count, err, sizeof err);
  if (r < 0) check_position(data, n, err);
  plans += count;
  cj_manifest_free(&m);
}

#ifdef CJ_LIBFUZZER
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t n) {
  one_input((const char *)data, n);
  return 0;
}
#else
int main(int argc, char **argv) {
  double seconds = argc > 1 ? atof(argv[1]) : 10;
  if (argc > 2) rng = strtoull(argv[2], NULL, 0) | 1;
  printf("fuzzing for %.0f s, seed 0x%llx\n", seconds, (unsigned long long)rng);
  time_t t0 = time(NULL);
  long inputs = 0;
  static buf b;
  while (difftime(time(NULL), t0) < seconds && test_failures_ < 20) {
    for (int i = 0; i < 200; i++, inputs++) {
      b.n = 0;
      for (size_t l = 1 + below(4); l > 0; l--)
        random_line(&b);
      if (below(3) == 0) mutate(&b);
      one_input(b.data, b.n);
    }
  }
  /* a few fixed cases with known answers */
  const char *good = "allreduce dtype=bf16,f16 count=1k..1M*4 world=2,4,8 target=sm_90\n";
  cj_manifest m;
  char err[256];
  CHECK(cj_manifest_parse(good, strlen(good), &m, err, sizeof err) == 0, "%s", err);
  CHECK(m.n == 1 && m.lines[0].field[MF_COUNT].n == 6, "1k..1M*4 has 6 values");
  cj_manifest_free(&m);
  const char *bad = "allreduce count=1k\n\nbarrier world=2..x\n";
  CHECK(cj_manifest_parse(bad, strlen(bad), &m, err, sizeof err) != 0, "bad range");
  CHECK(!strncmp(err, "3:18: ", 6), "position of the bad range: %s", err);
  printf("%ld inputs, %ld plans\n", inputs, plans);
  return test_end();
}
#endif
