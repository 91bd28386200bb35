/* `colljit tune` of allgather_gemm without a GPU: the --fetchers / --kpf lists, the selection
 * rows it prints (merged runs, "max" last, the fused kernel's fetchers and k_per_flag as columns
 * 7 and 8) read back by the table parser, and such rows (through COLLJIT_TUNE_FILE) reaching
 * the plan of a request that leaves fetchers or k_per_flag 0. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "bench.h"
#include "codegen.h"
#include "test.h"

static void test_lists(void) {
  int v[BENCH_MAX_SWEEP];
  char why[96];
  CHECK(cj__tune_int_list("8,16,32", 1, 256, v, BENCH_MAX_SWEEP, why, sizeof why) == 3 &&
            v[0] == 8 && v[1] == 16 && v[2] == 32,
        "8,16,32");
  CHECK(cj__tune_int_list("4", 1, 256, v, BENCH_MAX_SWEEP, why, sizeof why) == 1 && v[0] == 4,
        "4");
  static const struct {
    const char *v, *why;
  } bad[] = {{"", "empty"},         {"0", "1..256"},        {"257", "1..256"},
             {"8,", "not a list"},  {",8", "not a list"},   {"8,,16", "not a list"},
             {"8;16", "not a list"}, {"-1", "not a list"},  {"1,2,3,4,5,6,7,8,9", "more than 8"},
             {"99999999999999999999", "not a list"}, {"16x", "not a list"}};
  for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
    why[0] = 0;
    CHECK(cj__tune_int_list(bad[i].v, 1, 256, v, BENCH_MAX_SWEEP, why, sizeof why) == -1 &&
              strstr(why, bad[i].why),
          "'%s' accepted or wrong message '%s'", bad[i].v, why);
  }
}

static int nrows;
static cj_select_row got[8];
static void keep(void *user, const cj_select_row *r) {
  (void)user;
  if (nrows < 8) got[nrows] = *r;
  nrows++;
}

/* The rows of 5 shapes (out of order): two fused with the same pair merge, blas, a fused
 * default (no columns), then the last with "max". */
static void test_rows(void) {
  cj_tune_pt pts[] = {{4u << 20, CJ_VARIANT_PULL, 16, 4},
                      {1u << 20, CJ_VARIANT_PULL, 16, 4},
                      {8u << 20, CJ_VARIANT_BLAS, 0, 0},
                      {16u << 20, CJ_VARIANT_PULL, 0, 0},
                      {64u << 20, CJ_VARIANT_PULL, 64, 1}};
  char *text = NULL;
  size_t len = 0;
  FILE *f = open_memstream(&text, &len);
  CHECK(f != NULL, "memstream");
  if (!f) return;
  int n = cj__tune_gemm_rows(f, "sm_90", 4, CJ_OP_ALLGATHER_GEMM, pts, 5);
  fclose(f);
  CHECK(n == 4, "%d rows:\n%s", n, text);
  nrows = 0;
  CHECK(cj__select_parse(text, "tune", keep, NULL) == CJ_OK && nrows == 4, "read back: %s\n%s",
        cj_last_error(), text);
  static const struct {
    uint64_t max;
    cj_variant v;
    int fe, kpf;
  } want[] = {{4u << 20, CJ_VARIANT_PULL, 16, 4},
              {8u << 20, CJ_VARIANT_BLAS, 0, 0},
              {16u << 20, CJ_VARIANT_PULL, 0, 0},
              {UINT64_MAX, CJ_VARIANT_PULL, 64, 1}};
  for (int i = 0; i < 4 && nrows == 4; i++)
    CHECK(got[i].max_bytes == want[i].max && got[i].choice.variant == want[i].v &&
              got[i].choice.fetchers == want[i].fe && got[i].choice.k_per_flag == want[i].kpf &&
              got[i].world == 4 && got[i].op == CJ_OP_ALLGATHER_GEMM && !strcmp(got[i].arch, "sm_90"),
          "row %d: %llu %s %d %d\n%s", i, (unsigned long long)got[i].max_bytes,
          cj_variant_name(got[i].choice.variant), got[i].choice.fetchers,
          got[i].choice.k_per_flag, text);
  /* the rows of 6 columns stay as the table had them */
  CHECK(strstr(text, "blas      0\n") && strstr(text, "pull      0\nsm_90"), "%s", text);
  free(text);
}

static void plan_key(uint64_t m, int world, int fetchers, int kpf, const char *want) {
  cj_request r = CJ_REQUEST_INIT;
  r.op = CJ_OP_ALLGATHER_GEMM;
  r.world = world;
  r.target = "sm_90";
  r.gemm = (cj_gemm_params){.struct_size = sizeof(cj_gemm_params), .m = m, .n = 3584,
                            .k = 8192, .fetchers = fetchers, .k_per_flag = kpf};
  cj_plan *p = NULL;
  CHECK(cj_plan_create(&r, &p) == CJ_OK && strstr(cj_plan_key(p), want), "m %llu w%d fe %d kpf "
        "%d: want %s in %s", (unsigned long long)m, world, fetchers, kpf, want,
        p ? cj_plan_key(p) : cj_last_error());
  cj_plan_destroy(p);
}

/* COLLJIT_TUNE_FILE with the columns: set before anything reads the environment. */
static void test_planner(const char *path) {
  /* A per rank m/2 x 8192 x 2 bytes: up to 16 MiB (m 2048) the first row, up to 32 MiB the
   * blas row (no columns: the defaults), then the last */
  plan_key(1024, 2, 0, 0, ".fe16.kpf1.");
  plan_key(1024, 2, 8, 0, ".fe8.kpf1.");  /* the request's fetchers win */
  plan_key(1024, 2, 0, 2, ".fe16.kpf2."); /* its k_per_flag too */
  plan_key(2048, 2, 0, 0, ".fe16.kpf1."); /* 16 MiB: still the first row */
  /* the fused kernel's defaults (warpgroup tile 128 x 256 x 64: a quarter of the 114 blocks
   * the smallest sm_90 part holds; a flag per 256 columns of k, 4 k tiles) */
  plan_key(4096, 2, 0, 0, ".fe28.kpf4."); /* blas row: the defaults */
  plan_key(8192, 2, 0, 0, ".fe64.kpf4."); /* past 32 MiB: the last row */
  /* no row at world 4; 112 tiles leave 2 of the 114 blocks: the least default, 8 fetchers */
  plan_key(1024, 4, 0, 0, ".fe8.kpf4.");
  plan_key(4096, 4, 0, 0, ".fe28.kpf4.");
  unlink(path);
}

int main(void) {
  char path[] = "/tmp/cj_tune_rows_XXXXXX";
  int fd = mkstemp(path);
  CHECK(fd >= 0, "mkstemp");
  if (fd >= 0) {
    static const char rows[] = "sm_90 2 allgather_gemm 16777216 pull 0 16 1\n"
                               "sm_90 2 allgather_gemm 33554432 blas 0\n"
                               "sm_90 2 allgather_gemm max pull 0 64 4\n";
    CHECK(write(fd, rows, sizeof rows - 1) == (ssize_t)(sizeof rows - 1), "write");
    close(fd);
    setenv("COLLJIT_TUNE_FILE", path, 1);
  }
  test_lists();
  test_rows();
  if (fd >= 0) test_planner(path);
  return test_end();
}
