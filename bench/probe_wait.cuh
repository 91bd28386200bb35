// The probes' flags (bench/round_probe.cu, bench/chain_probe.cu): a store with release at
// system scope, and a wait that polls relaxed at system scope until the flag reaches `target`
// (wrap-safe), then loads it once with acquire. A wait gives up after about 2 s and sets
// g_gave_up (the program then calls its figures void).
#ifndef COLLJIT_BENCH_PROBE_WAIT_CUH
#define COLLJIT_BENCH_PROBE_WAIT_CUH

__device__ int g_gave_up;

__device__ __forceinline__ void st_release_sys(unsigned *p, unsigned v) {
  asm volatile("st.release.sys.global.u32 [%0], %1;" ::"l"(p), "r"(v) : "memory");
}

__device__ __forceinline__ unsigned wait_geq(const unsigned *p, unsigned target) {
  long long t0 = clock64();
  while (true) {
    unsigned v;
    asm volatile("ld.relaxed.sys.global.u32 %0, [%1];" : "=r"(v) : "l"(p) : "memory");
    if ((int)(v - target) >= 0) break;
    if (clock64() - t0 > 4000000000ll) {
      g_gave_up = 1;
      break;
    }
  }
  unsigned v;
  asm volatile("ld.acquire.sys.global.u32 %0, [%1];" : "=r"(v) : "l"(p) : "memory");
  return v;
}

#endif
