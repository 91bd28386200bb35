/* Robustness of cj_plan_from_key: random token soups, truncated and mutated keys, huge numbers
 * and odd bytes. Every call either gives a plan whose key parses back to the same key, or
 * CJ_E_INVALID / CJ_E_UNSUPPORTED with a message and no plan. Built with AddressSanitizer and
 * UndefinedBehaviorSanitizer where the compiler has them (the key parser is compiled into this
 * test, so it is instrumented too). Optional arguments: the number of keys, and a seed. */
#include <stdlib.h>
#include <string.h>

#include "support.h"
#include "test.h"

#define MAX_KEY 4096

static uint64_t rng = 0x2545f4914f6cdd1dull;
static uint64_t rnd(void) {
  rng ^= rng << 13;
  rng ^= rng >> 7;
  rng ^= rng << 17;
  return rng;
}
static size_t below(size_t n) { return n ? (size_t)(rnd() % n) : 0; }

static const char *const words[] = {
    "allgather", "allreduce", "reducescatter", "alltoall", "broadcast", "reduce", "barrier", "auto",
    "push", "pull", "one_shot", "two_shot", "epoch", "sum", "max", "min", "f32", "f16", "bf16",
    "i32", "bar-full", "bar-end", "bar-none", "bar-default", "gfx90a", "gfx942", "gfx950",
    "gfx942:sramecc+:xnack-", "gfx942:xnack+", "gfx90a:sramecc-", "sm_80", "sm_90", "host",
    /* near misses and hostile shapes */
    "", "n", "w", "b", "t", "g", "v", "r", "x", "bar-", "bar-bogus", "gfx", "gfx9", "sm_", "sm_9",
    "sm_99999999999", "gfx942:", "gfx942::", "gfx942:sramecc", "gfx942:bogus+", "n-1", "n+5",
    "n0x10", "n1e9", "w-2", "w 4", "b256x", "bx32", "b256x32x2", "t4x", "tx", "b0x0", "t0x0", "g-1",
    "v3", "v0", "r-1", "%s%s%n", "\t", " ", "\x01", "\x7f", "\xff\xfe", "\xc3\xa9", "allgather\n",
    "ALLGATHER", "All_Gather"};
#define N_WORDS (sizeof words / sizeof words[0])

static const char *const numbers[] = {"0",
                                      "1",
                                      "2",
                                      "3",
                                      "4",
                                      "7",
                                      "8",
                                      "16",
                                      "64",
                                      "65",
                                      "255",
                                      "256",
                                      "1000",
                                      "1024",
                                      "4096",
                                      "1048576",
                                      "2147483647",
                                      "2147483648",
                                      "4294967295",
                                      "4294967296",
                                      "1000000000",
                                      "1000000001",
                                      "9223372036854775807",
                                      "18446744073709551615",
                                      "18446744073709551616",
                                      "99999999999999999999",
                                      "999999999999999999999999999",
                                      "00000000000000000000001",
                                      "007"};
#define N_NUMBERS (sizeof numbers / sizeof numbers[0])

static const char *const seeds[] = {
    "allgather.push.bf16.n4096.w8.v16.b256x32.t1x2048.g2.bar-full.sm_90",
    "allgather.f32.n1000.w2.gfx90a",
    "allgather.push.f32.n1000.w8.v16.b256x64.t4x1024.g1.bar-full.gfx942",
    "barrier.epoch.w4.b64x64.g1.bar-full.gfx942:sramecc+:xnack-",
    "barrier.w2.sm_80",
    "allgather.i32.n7.w3.host"};
#define N_SEEDS (sizeof seeds / sizeof seeds[0])

typedef struct key_buf {
  char s[MAX_KEY + 1];
  size_t n;
} key_buf;

static void put(key_buf *k, const char *s, size_t n) {
  if (n > MAX_KEY - k->n) n = MAX_KEY - k->n;
  memcpy(k->s + k->n, s, n);
  k->n += n;
  k->s[k->n] = 0;
}
static void puts_(key_buf *k, const char *s) { put(k, s, strlen(s)); }

/* A numeric token: a field letter followed by a number, or a pair AxB. */
static void numeric_token(key_buf *k) {
  static const char letters[] = "nwrvgbt";
  char c = letters[below(sizeof letters - 1)];
  put(k, &c, 1);
  puts_(k, numbers[below(N_NUMBERS)]);
  if (c == 'b' || c == 't') {
    puts_(k, "x");
    puts_(k, numbers[below(N_NUMBERS)]);
  }
}

/* Random tokens joined by dots (sometimes doubled, leading or trailing). */
static void token_soup(key_buf *k) {
  size_t count = 1 + below(14);
  if (rnd() % 8 == 0) puts_(k, ".");
  for (size_t i = 0; i < count; i++) {
    if (i) puts_(k, rnd() % 16 ? "." : "..");
    if (rnd() % 3 == 0)
      numeric_token(k);
    else
      puts_(k, words[below(N_WORDS)]);
  }
  if (rnd() % 8 == 0) puts_(k, ".");
}

/* A valid key, then truncated, or with bytes replaced, inserted or deleted. */
static void mutated_seed(key_buf *k) {
  puts_(k, seeds[below(N_SEEDS)]);
  int edits = (int)below(4);
  if (rnd() % 3 == 0) {
    k->n = below(k->n + 1);
    k->s[k->n] = 0;
  }
  for (int e = 0; e < edits && k->n > 0; e++) {
    size_t at = below(k->n);
    char c = (char)(rnd() % 4 ? ".0123456789xnwbgtv-:+_"[below(22)] : (int)(rnd() % 255) + 1);
    switch (rnd() % 3) {
    case 0:
      k->s[at] = c;
      break;
    case 1:
      if (k->n < MAX_KEY) {
        memmove(k->s + at + 1, k->s + at, k->n - at + 1);
        k->s[at] = c;
        k->n++;
      }
      break;
    default:
      memmove(k->s + at, k->s + at + 1, k->n - at);
      k->n--;
    }
  }
}

/* Very long keys: one huge token, or thousands of repeated tokens. */
static void huge_key(key_buf *k) {
  if (rnd() % 2) {
    puts_(k, "allgather.n");
    while (k->n < MAX_KEY)
      puts_(k, "9");
    return;
  }
  puts_(k, "allgather");
  while (k->n < MAX_KEY - 16) {
    puts_(k, ".");
    puts_(k, rnd() % 2 ? "f32" : "w2");
  }
}

static void make_key(key_buf *k) {
  k->n = 0;
  k->s[0] = 0;
  switch (rnd() % 16) {
  case 0:
    huge_key(k);
    break;
  case 1:
  case 2:
  case 3:
  case 4:
  case 5:
  case 6:
    mutated_seed(k);
    break;
  default:
    token_soup(k);
  }
}

/* ---- the property ---------------------------------------------------------------------- */
static int ok_count, invalid_count, unsupported_count;

static void check_round_trip(const char *key, cj_plan *p) {
  const char *canon = cj_plan_key(p);
  CHECK(canon && canon[0], "'%s': plan without a key", key);
  if (!canon) return;
  cj_plan *q = NULL;
  cj_status s = cj_plan_from_key(canon, &q);
  CHECK(s == CJ_OK && q, "'%s' -> '%s' does not parse back: %s", key, canon, cj_last_error());
  if (q) {
    CHECK(!strcmp(cj_plan_key(q), canon), "'%s' -> '%s' -> '%s'", key, canon, cj_plan_key(q));
    CHECK(cj_plan_hash(q) == cj_plan_hash(p), "'%s': hash changes on a round trip", key);
    CHECK(cj_plan_kernel_name(q) && !strncmp(cj_plan_kernel_name(q), "cj_", 3), "'%s': kernel name",
          key);
  }
  cj_plan_destroy(q);
}

static void one_key(const char *key) {
  cj_plan *p = (cj_plan *)&rng;
  cj__clear_error();
  cj_status s = cj_plan_from_key(key, &p);
  if (s == CJ_OK) {
    ok_count++;
    CHECK(p != NULL, "'%s': CJ_OK without a plan", key);
    if (p) check_round_trip(key, p);
    cj_plan_destroy(p);
    return;
  }
  invalid_count += s == CJ_E_INVALID;
  unsupported_count += s == CJ_E_UNSUPPORTED;
  CHECK(s == CJ_E_INVALID || s == CJ_E_UNSUPPORTED, "'%s': %s", key, cj_status_name(s));
  CHECK(p == NULL, "'%s': failed but left a plan", key);
  CHECK(cj_last_error()[0] != 0, "'%s': %s without a message", key, cj_status_name(s));
}

static void fixed_cases(void) {
  cj_plan *p = (cj_plan *)&rng;
  CHECK(cj_plan_from_key(NULL, &p) == CJ_E_INVALID && p == NULL, "NULL key");
  CHECK(cj_plan_from_key("allgather", NULL) == CJ_E_INVALID, "NULL out");
  const char *keys[] = {"",
                        ".",
                        "..",
                        "allgather.",
                        ".allgather",
                        "allgather..f32",
                        "allgather.n18446744073709551615.w2.sm_90",
                        "allgather.n18446744073709551616.w2.sm_90",
                        "allgather.w2147483648.sm_90",
                        "allgather.b4294967296x32.sm_90",
                        "allgather.t1x99999999999999999999.sm_90",
                        "barrier.w64.sm_90",
                        "barrier.w65.sm_90",
                        "allgather.allgather.barrier.f32.f16.w2.w4"};
  for (size_t i = 0; i < sizeof keys / sizeof keys[0]; i++)
    one_key(keys[i]);
  for (size_t i = 0; i < N_SEEDS; i++) {
    cj__clear_error();
    CHECK(cj_plan_from_key(seeds[i], &p) == CJ_OK, "seed '%s': %s", seeds[i], cj_last_error());
    if (p) check_round_trip(seeds[i], p);
    cj_plan_destroy(p);
  }
}

int main(int argc, char **argv) {
  long iterations = argc > 1 ? strtol(argv[1], NULL, 10) : 30000;
  if (argc > 2) rng = strtoull(argv[2], NULL, 0) | 1;
  fixed_cases();
  static key_buf k;
  for (long i = 0; i < iterations; i++) {
    make_key(&k);
    one_key(k.s);
  }
  printf("%ld random keys: %d parsed, %d invalid, %d unsupported\n", iterations, ok_count,
         invalid_count, unsupported_count);
  CHECK(ok_count > iterations / 100, "too few random keys parsed (%d): the generator is off",
        ok_count);
  return test_end();
}
