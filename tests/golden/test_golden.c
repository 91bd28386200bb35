/* Golden tests: the kernel IR, HIP and LLVM IR generated for a fixed list of plans must equal
 * the committed files tests/golden/files/<key>.<kir|hip|ll>, byte for byte. Every artefact is
 * also generated twice from two plans parsed from the same key (determinism).
 * COLLJIT_UPDATE_GOLDEN=1 rewrites the files instead of comparing. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "colljit.h"
#include "support.h"
#include "test.h"

/* Short keys: the planner fills the rest; the file is named by the canonical key. */
static const char *const keys[] = {
    "allgather.push.bf16.n1024.w2.gfx942",
    "allgather.bf16.n1048576.w8.gfx942",
    "allgather.push.f32.n1000.w8.gfx942",
    "allgather.f32.n1048576.w2.gfx942",
    "allgather.push.bf16.n1024.w2.sm_90",
    "allgather.bf16.n1048576.w8.sm_90",
    "allgather.push.f32.n1000.w8.sm_90",
    "allgather.f32.n1048576.w2.sm_90",
    "barrier.w4.gfx942",
    "barrier.w4.sm_90",
    "allreduce.one_shot.sum.bf16.n4096.w8.sm_90",
    "allreduce.two_shot.max.f16.n1000003.w4.stage.gfx942",
    "reducescatter.pull.min.i32.n777.w2.sm_90",
    "alltoall.f32.n1000.w4.stage.gfx942",
    "broadcast.push.bf16.n65536.w8.r3.sm_90",
    "reduce.pull.sum.f32.n5000.w2.r1.gfx942",
    "allreduce.ll.sum.bf16.n4096.w4.sm_90",
    "allreduce.ll.max.f32.n1000.w8.gfx942",
    "allreduce.two_shot.sum.bf16.nany.w4.stage.gfx942",
    "allgather.f16.nany.w8.v8.sm_90",
    "allreduce.ll.sum.f32.nany.w2.sm_90",
    "allgather.ll.bf16.n1024.w4.sm_90",
    "reducescatter.ll.sum.bf16.n2048.w2.gfx942",
    "reducescatter.push.sum.bf16.n1048576.w4.sm_90",
    "reduce.push.max.f32.n100000.w2.r1.gfx942",
    "reducescatter.push.sum.f16.nany.w8.v16.sm_90",
    "allreduce.push.sum.bf16.n524288.w2.sm_90",
    "allreduce_rmsnorm.ll.sum.bf16.n1024.h512.w2.sm_90",
    "allreduce_rmsnorm.two_shot.sum.f16.nany.h1000.w4.gfx942",
    /* the gemm op's tile with a producer warpgroup: roles, mbarriers (both printers) */
    "gemm.bf16.mnk256x192x128.bcol.tile128x64x64.st3.wp12x1.w1.notma.sm_90",
    /* ... and the same through tensor maps: one producer thread's copies, setmaxnreg */
    "gemm.bf16.mnk256x192x128.bcol.tile128x64x64.st3.wp12x1.w1.sm_90",
    /* the gemm op's tile through tensor maps (TMA): map parameters, expect-tx, bulk copies */
    "gemm.bf16.mnk200x320x144.tile64x256x64.st3.wp4x1.w1.sm_90",
};

static const struct {
  cj_emit what;
  const char *ext;
} emits[] = {{CJ_EMIT_KIR, "kir"}, {CJ_EMIT_HIP, "hip"}, {CJ_EMIT_LLVM, "ll"}};

static int updating;
static char dir[1024];

/* The file name of a key: characters other than [A-Za-z0-9._+-] become '_' (":" of AMD
 * target features is not portable in file names). */
static void golden_path(const char *key, const char *ext, char *out, size_t n) {
  char name[300];
  size_t i = 0;
  for (; key[i] && i + 1 < sizeof name; i++) {
    char c = key[i];
    int ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
             c == '.' || c == '_' || c == '+' || c == '-';
    name[i] = ok ? c : '_';
  }
  name[i] = 0;
  snprintf(out, n, "%s/%s.%s", dir, name, ext);
}

/* Reports the first line where two texts differ. */
static void report_diff(const char *path, const char *want, const char *got) {
  int line = 1;
  const char *w = want, *g = got;
  while (*w && *w == *g) {
    if (*w == '\n') line++;
    w++, g++;
  }
  while (w > want && w[-1] != '\n')
    w--, g--;
  fprintf(stderr, "%s: differs at line %d\n  want: %.*s\n  got:  %.*s\n", path, line,
          (int)strcspn(w, "\n"), w, (int)strcspn(g, "\n"), g);
}

static void compare_or_update(const char *path, const cj_blob *got) {
  if (updating) {
    CHECK(cj__write_file(path, got->data, got->size) == 0, "cannot write %s", path);
    printf("updated %s\n", path);
    return;
  }
  char *want = NULL;
  size_t n = 0;
  if (cj__read_file(path, &want, &n) != 0) {
    CHECK(0, "missing %s (run with COLLJIT_UPDATE_GOLDEN=1 to create it)", path);
    return;
  }
  int same = n == got->size && memcmp(want, got->data, n) == 0;
  CHECK(same, "%s differs from the generated text (COLLJIT_UPDATE_GOLDEN=1 rewrites it)", path);
  if (!same) report_diff(path, want, got->data);
  free(want);
}

/* Generates one artefact from two independently parsed plans and checks they are equal. */
static int generate_twice(const char *key, cj_emit what, cj_blob *out) {
  cj_plan *p1 = NULL, *p2 = NULL;
  cj_blob again = {0, NULL};
  int ok = 0;
  cj_status s1 = cj_plan_from_key(key, &p1);
  CHECK(s1 == CJ_OK, "plan %s: %s", key, cj_last_error());
  cj_status s2 = s1 ? s1 : cj_plan_from_key(cj_plan_key(p1), &p2);
  CHECK(s2 == CJ_OK, "plan from canonical key of %s: %s", key, cj_last_error());
  if (!s1 && !s2) {
    s1 = cj_generate(p1, what, CJ_COMPILER_AUTO, out);
    CHECK(s1 == CJ_OK, "generate %s (emit %d): %s", key, (int)what, cj_last_error());
    s2 = s1 ? s1 : cj_generate(p2, what, CJ_COMPILER_AUTO, &again);
    CHECK(s2 == CJ_OK, "generate %s again: %s", key, cj_last_error());
    ok = !s1 && !s2;
    if (ok)
      CHECK(out->size == again.size && memcmp(out->data, again.data, out->size) == 0,
            "%s (emit %d): two generations differ", key, (int)what);
  }
  cj_blob_free(&again);
  cj_plan_destroy(p1);
  cj_plan_destroy(p2);
  return ok;
}

static void run_key(const char *key) {
  cj_plan *p = NULL;
  if (cj_plan_from_key(key, &p) != CJ_OK) {
    CHECK(0, "plan %s: %s", key, cj_last_error());
    return;
  }
  for (size_t e = 0; e < sizeof emits / sizeof emits[0]; e++) {
    cj_blob got = {0, NULL};
    char path[1400];
    golden_path(cj_plan_key(p), emits[e].ext, path, sizeof path);
    if (generate_twice(key, emits[e].what, &got)) compare_or_update(path, &got);
    cj_blob_free(&got);
  }
  cj_plan_destroy(p);
}

int main(void) {
  const char *src = getenv("COLLJIT_SOURCE_DIR");
  const char *upd = getenv("COLLJIT_UPDATE_GOLDEN");
  updating = upd && strcmp(upd, "1") == 0;
  snprintf(dir, sizeof dir, "%s%s", src ? src : ".", src ? "/tests/golden/files" : "/files");
  if (updating) printf("COLLJIT_UPDATE_GOLDEN=1: rewriting the golden files in %s\n", dir);
  for (size_t i = 0; i < sizeof keys / sizeof keys[0]; i++)
    run_key(keys[i]);
  return test_end();
}
