/* Hashing: 64-bit FNV-1a (plan keys, cache identities, kernel selectors). */
#include "support.h"

uint64_t cj__fnv1a64(const void *data, size_t n, uint64_t seed) {
  const unsigned char *p = data;
  uint64_t h = seed;
  for (size_t i = 0; i < n; i++) {
    h ^= p[i];
    h *= 0x100000001b3ull;
  }
  return h;
}
