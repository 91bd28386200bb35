/* `colljit bench`'s sizes (CLI source tools/bench_data.c), no GPU: the elements of a chunk;
 * all_to_all's blocks stay multiples of 16 bytes where they are that long. */
#include "bench.h"
#include "test.h"

int main(void) {
  /* 16 MiB at 3 ranks: blocks of 5592400 bytes, not 5592404 (4-byte aligned) */
  CHECK_EQ(cj__bench_count(CJ_OP_ALL_TO_ALL, 16u << 20, CJ_BF16, 3), 2796200);
  CHECK_EQ(cj__bench_count(CJ_OP_ALL_TO_ALL, 16u << 20, CJ_F32, 3), 1398100);
  /* powers of two at 2, 4 and 8 ranks: as before */
  CHECK_EQ(cj__bench_count(CJ_OP_ALL_TO_ALL, 16u << 20, CJ_BF16, 4), 2097152);
  CHECK_EQ(cj__bench_count(CJ_OP_ALL_TO_ALL, 1u << 10, CJ_I32, 8), 32);
  /* blocks under 16 bytes: whole elements */
  CHECK_EQ(cj__bench_count(CJ_OP_ALL_TO_ALL, 36, CJ_BF16, 3), 6);
  /* the other ops: one rank's chunk in whole elements, unaligned sizes kept */
  CHECK_EQ(cj__bench_count(CJ_OP_ALL_REDUCE, 1000002, CJ_BF16, 3), 500001);
  CHECK_EQ(cj__bench_count(CJ_OP_ALL_GATHER, 1000002, CJ_BF16, 3), 500001);
  return test_end();
}
