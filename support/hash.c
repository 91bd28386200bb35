/* Hashing: 64-bit FNV-1a (plan keys, cache identities, kernel selectors) and a 64-to-32-bit
 * mixer (test data that every rank can recompute). */
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

uint32_t cj__mix32(uint64_t x) {
  x ^= x >> 33;
  x *= 0xff51afd7ed558ccdull;
  x ^= x >> 33;
  x *= 0xc4ceb9fe1a85ec53ull;
  x ^= x >> 33;
  return (uint32_t)x;
}
