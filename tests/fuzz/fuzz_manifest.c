/* libFuzzer target: the manifest parser and its expansion. A manifest that parses expands to
 * plans (at most a bounded number are made per input) or fails with "LINE:COL: message"; a
 * failed parse leaves nothing allocated and says where. */
#include <stdint.h>
#include <string.h>

#include "colljit.h"
#include "fuzz.h"
#include "manifest.h"

typedef struct tally {
  size_t plans;
} tally;

static int count_plan(void *user, const cj_mf_line *line, cj_plan *plan, cj_compiler c) {
  (void)line;
  (void)c;
  tally *t = user;
  FUZZ_ASSERT(cj_plan_key(plan)[0] != 0, "a plan without a key");
  cj_plan_destroy(plan);
  return ++t->plans >= 64; /* stop: expansion is not what is fuzzed */
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (size > 65536) return 0;
  cj_manifest m;
  char err[512];
  if (cj_manifest_parse((const char *)data, size, &m, err, sizeof err) != 0) {
    FUZZ_ASSERT(m.n == 0 && m.lines == NULL, "a failed parse left %zu lines", m.n);
    FUZZ_ASSERT(err[0] >= '1' && err[0] <= '9' && strchr(err, ':'), "error '%s'", err);
    return 0;
  }
  tally t = {0};
  cj_mf_defaults d = {NULL, NULL, 0};
  int r = cj_manifest_expand(&m, &d, count_plan, &t, err, sizeof err);
  FUZZ_ASSERT(r >= 0 || (err[0] >= '1' && err[0] <= '9'), "expansion error '%s'", err);
  cj_manifest_free(&m);
  /* the same bytes as one field's value list */
  if (size && size < 4096 && !memchr(data, 0, size)) {
    char *s = malloc(size + 1);
    if (!s) return 0;
    memcpy(s, data + 1, size - 1);
    s[size - 1] = 0;
    cj_mf_values v;
    if (cj_manifest_values((cj_mf_field)(data[0] % MF_FIELD_COUNT_), s, &v, err, sizeof err) == 0)
      cj_manifest_values_free(&v);
    free(s);
  }
  return 0;
}
