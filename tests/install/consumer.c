/* A program built against an installed colljit (find_package, pkg-config or add_subdirectory):
 * it generates PTX for sm_90 and the ISA of gfx942 through the LLVM path, no GPU needed, and
 * checks that each looks like what it is.
 *
 *   consumer    -> exit 0 when both came out right, 2 otherwise */
#include <colljit.h>
#include <stdio.h>
#include <string.h>

static int generate(const char *key, cj_emit emit, const char *expect) {
  cj_plan *plan = NULL;
  cj_blob blob = {0, NULL};
  cj_status s = cj_plan_from_key(key, &plan);
  if (!s) s = cj_generate(plan, emit, CJ_COMPILER_LLVM, &blob);
  int ok = !s && blob.data && strstr(blob.data, expect) != NULL;
  if (s)
    fprintf(stderr, "consumer: %s: %s: %s\n", key, cj_status_name(s), cj_last_error());
  else
    printf("%s: %zu bytes of %s, %s '%s'\n", ok ? "ok" : "FAIL", blob.size, cj_emit_name(emit),
           ok ? "with" : "without", expect);
  cj_blob_free(&blob);
  cj_plan_destroy(plan);
  return ok;
}

int main(void) {
  printf("colljit %s (header %s)\n", cj_version_string(), CJ_VERSION_STRING);
  int ok = strcmp(cj_version_string(), CJ_VERSION_STRING) == 0;
  ok &= generate("allreduce.bf16.n65536.w8.sm_90", CJ_EMIT_PTX, ".target sm_90");
  ok &= generate("allgather.bf16.n4096.w8.gfx942", CJ_EMIT_ISA, "s_endpgm");
  return ok ? 0 : 2;
}
