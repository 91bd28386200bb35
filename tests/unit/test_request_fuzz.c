/* The request fuzzer's oracle (tests/fuzz/fuzz_request.c) without libFuzzer: 300,000 inputs
 * from a fixed pseudo-random stream (300 per seed of 1000 seeds), so that every build checks
 * that each accepted request's key parses back and each GEMM kernel holds its MMA and stores.
 * Shown to fail on a planted wrap (the warps' bounds removed from cj__gemm_check): a plan
 * with warps 268435464x4 whose key does not parse back. */
#include <stdint.h>
#include <stdio.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int main(void) {
  uint8_t buf[96];
  long n = 0;
  for (unsigned seed = 1; seed <= 1000; seed++) {
    unsigned s = seed;
    for (int i = 0; i < 300; i++, n++) {
      for (int j = 0; j < 96; j++) {
        s = s * 1103515245u + 12345u;
        buf[j] = (uint8_t)(s >> 16);
      }
      LLVMFuzzerTestOneInput(buf, sizeof buf);
    }
  }
  printf("%ld requests: every accepted one round-trips and builds with its MMA and stores\n", n);
  return 0;
}
