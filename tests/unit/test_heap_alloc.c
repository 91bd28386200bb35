/* The symmetric heap's allocator: reuse, alignment, coalescing, fragmentation, exhaustion,
 * rejected frees, lookups, and a randomized run against a reference model. */
#include <inttypes.h>
#include <string.h>

#include "heap_alloc.h"
#include "support.h"
#include "test.h"

#define KB 1024ull

static uint64_t alloc_ok(cj_halloc *h, uint64_t bytes) {
  uint64_t off = UINT64_MAX;
  cj_status s = cj__halloc_alloc(h, bytes, &off);
  CHECK(s == CJ_OK, "alloc %" PRIu64 ": %s", bytes, cj_last_error());
  CHECK(off % h->align == 0, "offset %" PRIu64 " is not %" PRIu64 "-aligned", off, h->align);
  CHECK(off < h->size && bytes <= h->size - off, "block %" PRIu64 "+%" PRIu64 " leaves the heap",
        off, bytes);
  return off;
}

static void free_ok(cj_halloc *h, uint64_t off) {
  cj_status s = cj__halloc_free(h, off);
  CHECK(s == CJ_OK, "free %" PRIu64 ": %s", off, cj_last_error());
}

static void test_init(void) {
  cj_halloc h;
  CHECK(cj__halloc_init(&h, 1000, 3) == CJ_E_INVALID, "alignment 3 accepted");
  CHECK(cj__halloc_init(&h, 1000, 0) == CJ_E_INVALID, "alignment 0 accepted");
  CHECK(cj__halloc_init(&h, 100, 256) == CJ_E_INVALID, "heap smaller than alignment accepted");
  CHECK(cj__halloc_init(&h, 1000, 256) == CJ_OK, "%s", cj_last_error());
  CHECK(h.size == 768, "size %" PRIu64 " not rounded down to the alignment", h.size);
  CHECK(cj__halloc_largest_free(&h) == 768, "whole heap not free");
  cj__halloc_destroy(&h);
}

static void test_reuse_and_alignment(void) {
  cj_halloc h;
  cj__halloc_init(&h, 64 * KB, 256);
  uint64_t a = alloc_ok(&h, 1), b = alloc_ok(&h, 257), c = alloc_ok(&h, 1000);
  CHECK(a == 0 && b == 256 && c == 768, "first fit: %" PRIu64 " %" PRIu64 " %" PRIu64, a, b, c);
  CHECK(cj__halloc_used(&h) == 256 + 512 + 1024, "used %" PRIu64, cj__halloc_used(&h));
  free_ok(&h, b);
  uint64_t b2 = alloc_ok(&h, 300);
  CHECK(b2 == b, "freed block not reused: got %" PRIu64 ", freed %" PRIu64, b2, b);
  free_ok(&h, a);
  CHECK(alloc_ok(&h, 256) == a, "freed first block not reused");
  CHECK(cj__halloc_alloc(&h, 0, &a) == CJ_E_INVALID, "0 bytes accepted");
  CHECK(strstr(cj_last_error(), "0 bytes") != NULL, "message: %s", cj_last_error());
  cj__halloc_destroy(&h);
}

static void test_coalescing(void) {
  cj_halloc h;
  cj__halloc_init(&h, 4 * KB, 256);
  uint64_t off[16];
  for (int i = 0; i < 16; i++)
    off[i] = alloc_ok(&h, 256);
  uint64_t x;
  CHECK(cj__halloc_alloc(&h, 1, &x) == CJ_E_OOM, "full heap gave a block");
  /* free 4..7 in an order that needs both forward and backward merges */
  free_ok(&h, off[5]);
  free_ok(&h, off[7]);
  free_ok(&h, off[4]);
  free_ok(&h, off[6]);
  CHECK(cj__halloc_largest_free(&h) == 1024, "neighbours not merged: largest %" PRIu64,
        cj__halloc_largest_free(&h));
  CHECK(alloc_ok(&h, 1024) == off[4], "merged block not at the first freed offset");
  for (int i = 0; i < 16; i++)
    if (i < 4 || i > 7) free_ok(&h, off[i]);
  free_ok(&h, off[4]);
  CHECK(h.n == 1 && cj__halloc_used(&h) == 0, "%d segments after freeing all", h.n);
  CHECK(alloc_ok(&h, 4 * KB) == 0, "whole heap not allocatable after full coalescing");
  cj__halloc_destroy(&h);
}

static void test_fragmentation(void) {
  cj_halloc h;
  cj__halloc_init(&h, 8 * KB, 256);
  uint64_t off[32];
  for (int i = 0; i < 32; i++)
    off[i] = alloc_ok(&h, 256);
  for (int i = 0; i < 32; i += 2)
    free_ok(&h, off[i]);
  CHECK(h.size - cj__halloc_used(&h) == 4 * KB, "free total %" PRIu64,
        h.size - cj__halloc_used(&h));
  uint64_t x;
  cj_status s = cj__halloc_alloc(&h, 512, &x);
  CHECK(s == CJ_E_OOM, "512 bytes fit in 256-byte holes: %s", cj_status_name(s));
  CHECK(strstr(cj_last_error(), "largest free block 256") != NULL, "message: %s", cj_last_error());
  free_ok(&h, off[1]); /* holes 0,1,2 become one 768-byte block */
  CHECK(alloc_ok(&h, 512) == off[0], "512 bytes not placed in the merged hole");
  cj__halloc_destroy(&h);
}

static void test_exhaustion(void) {
  cj_halloc h;
  cj__halloc_init(&h, 4 * KB, 256);
  uint64_t x;
  cj_status s = cj__halloc_alloc(&h, 4 * KB + 1, &x);
  CHECK(s == CJ_E_OOM && strstr(cj_last_error(), "bytes"), "%s", cj_last_error());
  s = cj__halloc_alloc(&h, UINT64_MAX, &x);
  CHECK(s == CJ_E_OOM, "UINT64_MAX bytes: %s", cj_status_name(s));
  s = cj__halloc_alloc(&h, UINT64_MAX - 100, &x);
  CHECK(s == CJ_E_OOM, "near-UINT64_MAX bytes: %s", cj_status_name(s));
  alloc_ok(&h, 3 * KB);
  s = cj__halloc_alloc(&h, 2 * KB, &x);
  CHECK(s == CJ_E_OOM, "over-commit: %s", cj_status_name(s));
  CHECK(strstr(cj_last_error(), "in use") != NULL, "message: %s", cj_last_error());
  alloc_ok(&h, KB);
  CHECK(cj__halloc_alloc(&h, 1, &x) == CJ_E_OOM, "full heap gave a block");
  CHECK(cj__halloc_largest_free(&h) == 0, "largest free of a full heap");
  cj__halloc_destroy(&h);
}

static void test_bad_free(void) {
  cj_halloc h;
  cj__halloc_init(&h, 8 * KB, 256);
  uint64_t a = alloc_ok(&h, 1024);
  alloc_ok(&h, 256);
  CHECK(cj__halloc_free(&h, a + 256) == CJ_E_INVALID, "middle of a block accepted");
  CHECK(cj__halloc_free(&h, a + 1) == CJ_E_INVALID, "unaligned offset accepted");
  CHECK(strstr(cj_last_error(), "not a live allocation") != NULL, "message: %s", cj_last_error());
  CHECK(cj__halloc_free(&h, 8 * KB) == CJ_E_INVALID, "end of heap accepted");
  CHECK(cj__halloc_free(&h, 1ull << 40) == CJ_E_INVALID, "offset past the end accepted");
  CHECK(cj__halloc_free(&h, 4 * KB) == CJ_E_INVALID, "free space accepted (start of the tail)");
  free_ok(&h, a);
  cj_status s = cj__halloc_free(&h, a);
  CHECK(s == CJ_E_INVALID, "double free accepted");
  CHECK(strstr(cj_last_error(), "double free") != NULL, "message: %s", cj_last_error());
  CHECK(cj__halloc_used(&h) == 256, "rejected frees changed the heap");
  cj__halloc_destroy(&h);
}

static void test_find(void) {
  cj_halloc h;
  cj__halloc_init(&h, 8 * KB, 256);
  uint64_t a = alloc_ok(&h, 1000), b = alloc_ok(&h, 512), start = 7;
  CHECK(cj__halloc_find(&h, a, 1000, &start) && start == a, "start of a");
  CHECK(cj__halloc_find(&h, a + 100, 900, &start) && start == a, "inside a");
  CHECK(cj__halloc_find(&h, b + 511, 1, &start) && start == b, "last byte of b");
  CHECK(!cj__halloc_find(&h, b + 100, 500, &start), "range crossing the end of b");
  CHECK(!cj__halloc_find(&h, a + 512, 1024, &start), "range spanning a and b");
  CHECK(!cj__halloc_find(&h, b + 512, 1, &start), "free space found");
  CHECK(!cj__halloc_find(&h, 8 * KB, 1, &start), "past the end found");
  CHECK(!cj__halloc_find(&h, UINT64_MAX, 1, &start), "UINT64_MAX found");
  CHECK(!cj__halloc_find(&h, a, UINT64_MAX, &start), "huge length found");
  free_ok(&h, a);
  CHECK(!cj__halloc_find(&h, a, 1, &start), "freed block found");
  cj__halloc_destroy(&h);
}

/* ---- randomized run against a reference model ------------------------------------------- */
typedef struct live {
  uint64_t off, len;
} live;

static uint64_t rng_state = 0x9e3779b97f4a7c15ull;
static uint64_t rnd(void) {
  rng_state ^= rng_state << 13;
  rng_state ^= rng_state >> 7;
  rng_state ^= rng_state << 17;
  return rng_state;
}

static int overlaps(const live *l, int n, uint64_t off, uint64_t len) {
  for (int i = 0; i < n; i++)
    if (off < l[i].off + l[i].len && l[i].off < off + len) return 1;
  return 0;
}

/* Bytes in use according to the model (every block rounded up to the alignment). */
static uint64_t model_used(const live *l, int n, uint64_t align) {
  uint64_t u = 0;
  for (int i = 0; i < n; i++)
    u += (l[i].len + align - 1) / align * align;
  return u;
}

/* One random alloc or free. First fit must succeed exactly when some free block is big
 * enough; a new block must be aligned, inside the heap and disjoint from every live one. */
static void stress_step(cj_halloc *h, live *l, int *n, int max) {
  if (*n > 0 && (rnd() % 100 < 45 || *n == max)) {
    int i = (int)(rnd() % (uint64_t)*n);
    free_ok(h, l[i].off);
    l[i] = l[--*n];
    return;
  }
  uint64_t len = rnd() % 4 == 0 ? 1 + rnd() % (64 * KB) : 1 + rnd() % (2 * KB), off;
  uint64_t largest = cj__halloc_largest_free(h);
  cj_status s = cj__halloc_alloc(h, len, &off);
  uint64_t rounded = (len + h->align - 1) / h->align * h->align;
  CHECK((s == CJ_OK) == (rounded <= largest), "alloc %" PRIu64 " with largest free %" PRIu64 ": %s",
        len, largest, cj_status_name(s));
  if (s) {
    CHECK(s == CJ_E_OOM, "%s", cj_last_error());
    return;
  }
  CHECK(off % h->align == 0 && off + len <= h->size, "block %" PRIu64 "+%" PRIu64, off, len);
  CHECK(!overlaps(l, *n, off, len), "block %" PRIu64 "+%" PRIu64 " overlaps a live one", off, len);
  l[(*n)++] = (live){off, len};
}

static void test_stress(void) {
  enum { MAX = 512, STEPS = 20000 };
  static live l[MAX];
  int n = 0, fails = test_failures_;
  cj_halloc h;
  cj__halloc_init(&h, 4096 * KB, 256);
  for (int step = 0; step < STEPS && test_failures_ == fails; step++) {
    stress_step(&h, l, &n, MAX);
    uint64_t start;
    if (n) {
      const live *b = &l[rnd() % (uint64_t)n];
      CHECK(cj__halloc_find(&h, b->off, b->len, &start) && start == b->off, "live block lost");
    }
    CHECK(cj__halloc_used(&h) == model_used(l, n, h.align), "used %" PRIu64 " vs model %" PRIu64,
          cj__halloc_used(&h), model_used(l, n, h.align));
  }
  while (n)
    free_ok(&h, l[--n].off);
  CHECK(h.n == 1 && cj__halloc_largest_free(&h) == h.size, "heap not whole after stress");
  cj__halloc_destroy(&h);
}

int main(void) {
  test_init();
  test_reuse_and_alignment();
  test_coalescing();
  test_fragmentation();
  test_exhaustion();
  test_bad_free();
  test_find();
  test_stress();
  return test_end();
}
