/* libFuzzer target: the key parser. Every input either gives a plan whose canonical key parses
 * back to itself, or CJ_E_INVALID / CJ_E_UNSUPPORTED with a message and no plan. */
#include <stdint.h>
#include <string.h>

#include "colljit.h"
#include "fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (size > 8192) return 0;
  char *key = malloc(size + 1);
  if (!key) return 0;
  memcpy(key, data, size);
  key[size] = 0;
  cj_plan *p = (cj_plan *)1;
  cj_status s = cj_plan_from_key(key, &p);
  if (s == CJ_OK) {
    FUZZ_ASSERT(p != NULL, "no plan for '%s'", key);
    cj_plan *q = NULL;
    cj_status t = cj_plan_from_key(cj_plan_key(p), &q);
    FUZZ_ASSERT(t == CJ_OK && !strcmp(cj_plan_key(q), cj_plan_key(p)),
                "'%s' -> '%s' does not parse back (%s)", key, cj_plan_key(p), cj_last_error());
    cj_plan_destroy(q);
    cj_plan_destroy(p);
  } else {
    FUZZ_ASSERT(p == NULL, "a plan with status %d", (int)s);
    FUZZ_ASSERT(s == CJ_E_INVALID || s == CJ_E_UNSUPPORTED, "status %d for '%s'", (int)s, key);
    FUZZ_ASSERT(cj_last_error()[0] != 0, "no message for '%s'", key);
  }
  free(key);
  return 0;
}
