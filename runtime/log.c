#include <stdarg.h>
#include <stdio.h>

#include "support.h"

void cj__log(int level, const char *fmt, ...) {
  if (level > cj__env()->log_level) return;
  static const char *names[] = {"error", "warn", "info", "debug"};
  char line[2048];
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(line, sizeof line, fmt, ap);
  va_end(ap);
  fprintf(stderr, "colljit %s: %s\n", names[level < 0 ? 0 : level > 3 ? 3 : level], line);
}

uint64_t cj__fnv1a64(const void *data, size_t n, uint64_t seed) {
  const unsigned char *p = data;
  uint64_t h = seed;
  for (size_t i = 0; i < n; i++) {
    h ^= p[i];
    h *= 0x100000001b3ull;
  }
  return h;
}
