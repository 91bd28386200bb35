// round_probe: what a round's signal costs a sender that stores into a peer GPU, and whether
// a warp that only signals can hide it. A measurement aid for the round-based kernels (relay,
// chain) in bench/RESULTS.md (not built by CMake, no colljit code). GPU 0's blocks store a
// vector into GPU 1 (peer access on) in rounds: block b stores slices l*G + b of `slice` bytes;
// after each round, by mode:
//   none    nothing (the store stream alone, same loop);
//   block   __syncthreads, then thread 0 stores the round number into a flag at the peer with
//           release at system scope (the relay and chain kernels' round end);
//   warp    warp 0 stores no data; it only stores the round number with release after each
//           round while warps 1.. go on storing (no barrier between them: not a correct
//           protocol, a question: does a release fence stall only the warp that issues it?);
//   fence   as block, but thread 0 issues fence.acq_rel.sys and no flag store.
// Nothing waits for the flags: the sender's cost alone. Device events around 20 launches.
// `ring` adds the receiver: the stream through a ring of K slots a block (below).
//   nvcc -O3 -arch=sm_90 -o round_probe bench/round_probe.cu && ./round_probe [ring]
#include <cuda_runtime.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "probe_check.h"
#include "probe_wait.cuh"

enum { M_NONE, M_BLOCK, M_WARP, M_FENCE };

// Each data thread keeps 8 vectors in flight (loads first, then the stores).
template <int MODE>
__global__ void rounds(const int4 *__restrict__ src, int4 *__restrict__ dst, size_t n,
                       size_t slice, unsigned *flags) {
  const int U = 8;
  int first = MODE == M_WARP ? 32 : 0; // warp 0 only signals in mode warp
  int tid = threadIdx.x - first, nt = blockDim.x - first;
  size_t per = slice / sizeof(int4), G = gridDim.x;
  size_t rounds_n = (n + per * G - 1) / (per * G);
  for (size_t l = 0; l < rounds_n; l++) {
    size_t lo = (l * G + blockIdx.x) * per, hi = lo + per < n ? lo + per : n;
    if (tid >= 0 && lo < n) {
      for (size_t i = lo + tid; i < hi; i += (size_t)U * nt) {
        int4 v[U];
#pragma unroll
        for (int u = 0; u < U; u++)
          if (i + (size_t)u * nt < hi) v[u] = __ldcs(src + i + (size_t)u * nt);
#pragma unroll
        for (int u = 0; u < U; u++)
          if (i + (size_t)u * nt < hi) dst[i + (size_t)u * nt] = v[u];
      }
    }
    if (MODE == M_BLOCK || MODE == M_FENCE) {
      __syncthreads();
      if (threadIdx.x == 0) {
        if (MODE == M_BLOCK)
          st_release_sys(flags + blockIdx.x, (unsigned)l + 1);
        else
          asm volatile("fence.acq_rel.sys;" ::: "memory");
      }
    } else if (MODE == M_WARP && threadIdx.x == 0) {
      st_release_sys(flags + blockIdx.x, (unsigned)l + 1);
    }
  }
}


// ring: the same stream through a ring of K slots a block at GPU 1, as the relay kernels move
// data: the sender waits for a credit before it reuses a slot (the receiver consumed the
// round K before), stores the slice, and after a block barrier signals the round (release,
// system scope); the receiver (a kernel on GPU 1 at the same time) waits for each round's
// signal, copies the slot into its output (local) and returns a credit (release) to GPU 0.
// Counters are monotonic across launches (base: rounds before this launch). A wait gives up
// after about 2 s (then the figures are void, and the program says so).
__global__ void ring_send(const int4 *__restrict__ src, int4 *__restrict__ ring, size_t n,
                          size_t slice, int K, unsigned *data_flag, const unsigned *credit,
                          unsigned base) {
  const int U = 8;
  size_t per = slice / sizeof(int4), G = gridDim.x;
  size_t rounds_n = (n + per * G - 1) / (per * G);
  int4 *mine = ring + (size_t)blockIdx.x * K * per;
  for (size_t l = 0; l < rounds_n; l++) {
    if (l >= (size_t)K) {
      if (threadIdx.x == 0) wait_geq(credit + blockIdx.x, base + (unsigned)(l - K) + 1);
      __syncthreads();
    }
    size_t lo = (l * G + blockIdx.x) * per, hi = lo + per < n ? lo + per : n;
    int4 *slot = mine + (l % K) * per;
    for (size_t i = lo + threadIdx.x; i < hi; i += (size_t)U * blockDim.x) {
      int4 v[U];
#pragma unroll
      for (int u = 0; u < U; u++)
        if (i + (size_t)u * blockDim.x < hi) v[u] = __ldcs(src + i + (size_t)u * blockDim.x);
#pragma unroll
      for (int u = 0; u < U; u++)
        if (i + (size_t)u * blockDim.x < hi) slot[i - lo + (size_t)u * blockDim.x] = v[u];
    }
    __syncthreads();
    if (threadIdx.x == 0) st_release_sys(data_flag + blockIdx.x, base + (unsigned)l + 1);
  }
}

__global__ void ring_recv(const int4 *__restrict__ ring, int4 *__restrict__ out, size_t n,
                          size_t slice, int K, const unsigned *data_flag, unsigned *credit,
                          unsigned base) {
  size_t per = slice / sizeof(int4), G = gridDim.x;
  size_t rounds_n = (n + per * G - 1) / (per * G);
  const int4 *mine = ring + (size_t)blockIdx.x * K * per;
  for (size_t l = 0; l < rounds_n; l++) {
    if (threadIdx.x == 0) wait_geq(data_flag + blockIdx.x, base + (unsigned)l + 1);
    __syncthreads();
    size_t lo = (l * G + blockIdx.x) * per, hi = lo + per < n ? lo + per : n;
    const int4 *slot = mine + (l % K) * per;
    for (size_t i = lo + threadIdx.x; i < hi; i += blockDim.x) out[i] = slot[i - lo];
    __syncthreads();
    if (threadIdx.x == 0) st_release_sys(credit + blockIdx.x, base + (unsigned)l + 1);
  }
}

static void ring_probe(const int4 *src, int4 *ring, int4 *out, size_t n, unsigned *data_flag,
                       unsigned *credit) {
  const int grid = 128, reps = 20;
  const int ks[] = {2, 4, 8, 16};
  const size_t slices[] = {16u << 10, 32u << 10, 64u << 10};
  cudaStream_t s0, s1;
  CK(cudaSetDevice(1));
  CK(cudaStreamCreate(&s1));
  CK(cudaSetDevice(0));
  CK(cudaStreamCreate(&s0));
  unsigned base = 0;
  printf("%-6s %5s %7s %4s %10s %8s\n", "mode", "grid", "slice", "K", "us", "GB/s");
  for (int si = 0; si < 3; si++)
    for (int ki = 0; ki < 4; ki++) {
      size_t per = slices[si] / sizeof(int4);
      unsigned rounds_n = (unsigned)((n + per * grid - 1) / (per * grid));
      cudaEvent_t a, b;
      CK(cudaEventCreate(&a));
      CK(cudaEventCreate(&b));
      for (int r = 0; r < reps + 3; r++) {
        if (r == 3) CK(cudaEventRecord(a, s0));
        CK(cudaSetDevice(1));
        ring_recv<<<grid, 512, 0, s1>>>(ring, out, n, slices[si], ks[ki], data_flag, credit, base);
        CK(cudaSetDevice(0));
        ring_send<<<grid, 512, 0, s0>>>(src, ring, n, slices[si], ks[ki], data_flag, credit, base);
        base += rounds_n;
      }
      CK(cudaEventRecord(b, s0));
      CK(cudaEventSynchronize(b));
      CK(cudaSetDevice(1));
      CK(cudaStreamSynchronize(s1));
      CK(cudaSetDevice(0));
      CK(cudaGetLastError());
      float ms = 0;
      CK(cudaEventElapsedTime(&ms, a, b));
      double us = 1000.0 * ms / reps;
      printf("%-6s %5d %6zuK %4d %10.1f %8.1f\n", "ring", grid, slices[si] >> 10, ks[ki], us,
             (double)(n * sizeof(int4)) / us / 1e3);
      CK(cudaEventDestroy(a));
      CK(cudaEventDestroy(b));
    }
  int gave_up = 0;
  for (int d = 0; d < 2; d++) {
    int g = 0;
    CK(cudaSetDevice(d));
    CK(cudaMemcpyFromSymbol(&g, g_gave_up, sizeof g));
    gave_up |= g;
  }
  CK(cudaSetDevice(0));
  if (gave_up) printf("# a wait gave up: the ring figures are void\n");
}

typedef void (*kfn)(const int4 *, int4 *, size_t, size_t, unsigned *);

static double time_us(kfn f, int grid, int threads, const int4 *src, int4 *dst, size_t n,
                      size_t slice, unsigned *flags, int reps) {
  cudaEvent_t a, b;
  CK(cudaEventCreate(&a));
  CK(cudaEventCreate(&b));
  for (int i = 0; i < 3; i++) f<<<grid, threads>>>(src, dst, n, slice, flags);
  CK(cudaEventRecord(a));
  for (int i = 0; i < reps; i++) f<<<grid, threads>>>(src, dst, n, slice, flags);
  CK(cudaEventRecord(b));
  CK(cudaEventSynchronize(b));
  CK(cudaGetLastError());
  float ms = 0;
  CK(cudaEventElapsedTime(&ms, a, b));
  CK(cudaEventDestroy(a));
  CK(cudaEventDestroy(b));
  return 1000.0 * ms / reps;
}

int main(int argc, char **argv) {
  int ndev = 0;
  CK(cudaGetDeviceCount(&ndev));
  if (ndev < 2) {
    fprintf(stderr, "round_probe: needs 2 GPUs\n");
    return 77;
  }
  const size_t bytes = 256ull << 20, n = bytes / sizeof(int4);
  int4 *src, *dst;
  unsigned *flags;
  CK(cudaSetDevice(1));
  CK(cudaMalloc(&dst, bytes));
  CK(cudaMalloc(&flags, 4096 * sizeof(unsigned)));
  CK(cudaSetDevice(0));
  CK(cudaDeviceEnablePeerAccess(1, 0));
  CK(cudaMalloc(&src, bytes));
  CK(cudaMemset(src, 1, bytes));
  int4 *ring, *out;
  unsigned *data_flag, *credit;
  CK(cudaSetDevice(1));
  CK(cudaDeviceEnablePeerAccess(0, 0));
  CK(cudaMalloc(&ring, 128ull * 16 * (64u << 10)));
  CK(cudaMalloc(&out, bytes));
  CK(cudaMalloc(&data_flag, 4096 * sizeof(unsigned)));
  CK(cudaMemset(data_flag, 0, 4096 * sizeof(unsigned)));
  CK(cudaSetDevice(0));
  CK(cudaMalloc(&credit, 4096 * sizeof(unsigned)));
  CK(cudaMemset(credit, 0, 4096 * sizeof(unsigned)));
  cudaDeviceProp pr;
  CK(cudaGetDeviceProperties(&pr, 0));
  printf("# round_probe: %s, %d SMs; GPU 0 -> GPU 1, 256 MiB a launch, us per launch (GB/s)\n",
         pr.name, pr.multiProcessorCount);
  const kfn fns[] = {rounds<M_NONE>, rounds<M_BLOCK>, rounds<M_WARP>, rounds<M_FENCE>};
  const char *names[] = {"none", "block", "warp", "fence"};
  const int grids[] = {128, 132, 264};
  const size_t slices[] = {16u << 10, 32u << 10, 64u << 10};
  printf("%-6s %5s %7s %10s %8s\n", "mode", "grid", "slice", "us", "GB/s");
  for (int gi = 0; gi < 3; gi++)
    for (int si = 0; si < 3; si++)
      for (int m = 0; m < 4; m++) {
        int threads = m == M_WARP ? 544 : 512; // mode warp: 512 data threads + warp 0
        double us = time_us(fns[m], grids[gi], threads, src, dst, n, slices[si], flags, 20);
        printf("%-6s %5d %6zuK %10.1f %8.1f\n", names[m], grids[gi], slices[si] >> 10, us,
               (double)bytes / us / 1e3);
      }
  if (argc > 1 && !strcmp(argv[1], "ring")) ring_probe(src, ring, out, n, data_flag, credit);
  return 0;
}
