/* libFuzzer target: the cache-entry reader. Any bytes are judged valid, stale or corrupt
 * without reading outside them; a valid entry is exactly what cj__entry_build makes of its
 * identity, payload and kernel facts; a header-only check never reads past the bytes it is given. */
#include <stdint.h>
#include <string.h>

#include "cache.h"
#include "fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  const char *buf = (const char *)data;
  cj_entry_view v;
  char problem[160];
  int full = cj__entry_check(buf, size, size, 1, &v, problem, sizeof problem);
  FUZZ_ASSERT(full == CJ_CACHE_VALID || full == CJ_CACHE_STALE || full == CJ_CACHE_CORRUPT,
              "state %d", full);
  FUZZ_ASSERT(full == CJ_CACHE_VALID || problem[0], "no problem named (state %d)", full);
  if (full == CJ_CACHE_VALID) {
    size_t n = 0;
    char *again = cj__entry_build(v.ident, v.ident_len, v.data, v.payload, &v.facts, &n);
    FUZZ_ASSERT(again && n == size && !memcmp(again, buf, n), "a valid entry does not rebuild");
    free(again);
  }
  /* the header and identity alone, as `cache ls` reads them: the file may be longer */
  int head = cj__entry_check(buf, size, (uint64_t)size + 4096, 0, &v, problem, sizeof problem);
  if (head != CJ_CACHE_CORRUPT && v.ident)
    FUZZ_ASSERT(v.ident + v.ident_len <= buf + size, "the identity runs past the bytes read");
  return 0;
}
