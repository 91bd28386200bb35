// store_probe: how fast can one GPU write into another over the links, by mechanism?
// A measurement aid for the floor analysis in bench/RESULTS.md (not built by CMake, no colljit
// code): 16-byte vector stores from SMs (grids, unrolls, cache hints, grid-stride or a chunk
// per block), TMA bulk stores from shared memory, and the copy engines; one way (GPU 0 -> 1)
// and both ways at once, between two GPUs of one process with peer access on; `ipc`: one way
// into a buffer another process exported with an IPC handle; `mix`: one way, 256 MiB split
// between mechanisms running at once (the copy engines beside SM stores, SM loads from the
// receiving GPU, a copy engine at each end). Device events around repeated copies (graphs of
// back-to-back copies below 16 MiB).
//   nvcc -O3 -arch=sm_90 -o store_probe bench/store_probe.cu && ./store_probe && ./store_probe ipc
//   ./store_probe mix
#include <cuda_runtime.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "probe_check.h"

// Plain stores, grid-stride: each thread loads U vectors, then stores them (HINT 0: plain
// st.global, 1: st.global.cs (streaming), 2: st.global.L1::no_allocate).
template <int U, int HINT>
__global__ void st_copy(const int4 *__restrict__ src, int4 *__restrict__ dst, size_t n) {
  size_t step = (size_t)gridDim.x * blockDim.x;
  size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x;
  for (; i + (U - 1) * step < n; i += U * step) {
    int4 v[U];
#pragma unroll
    for (int u = 0; u < U; u++) v[u] = __ldcs(src + i + u * step);
#pragma unroll
    for (int u = 0; u < U; u++) {
      if (HINT == 1)
        __stcs(dst + i + u * step, v[u]);
      else if (HINT == 2)
        asm volatile("st.global.L1::no_allocate.v4.s32 [%0], {%1,%2,%3,%4};" ::"l"(dst + i + u * step),
                     "r"(v[u].x), "r"(v[u].y), "r"(v[u].z), "r"(v[u].w)
                     : "memory");
      else
        dst[i + u * step] = v[u];
    }
  }
  for (; i < n; i += step) dst[i] = src[i];
}

// Block-contiguous variant: block b copies chunk b, b+G, ... of CH bytes (each warp a run of
// contiguous 512-byte lines), as ring-style kernels do.
template <int U>
__global__ void st_chunk(const int4 *__restrict__ src, int4 *__restrict__ dst, size_t n,
                         size_t chunk) {
  for (size_t c = (size_t)blockIdx.x * chunk; c < n; c += (size_t)gridDim.x * chunk) {
    size_t end = c + chunk < n ? c + chunk : n;
    for (size_t i = c + threadIdx.x; i < end; i += U * blockDim.x) {
      int4 v[U];
#pragma unroll
      for (int u = 0; u < U; u++)
        if (i + u * blockDim.x < end) v[u] = __ldcs(src + i + u * blockDim.x);
#pragma unroll
      for (int u = 0; u < U; u++)
        if (i + u * blockDim.x < end) dst[i + u * blockDim.x] = v[u];
    }
  }
}

// TMA bulk copies: thread 0 of each block streams chunks of CH bytes global -> shared
// (cp.async.bulk with an mbarrier) -> peer global (cp.async.bulk bulk_group), S stages.
__device__ __forceinline__ uint32_t smem(const void *p) {
  return (uint32_t)__cvta_generic_to_shared(p);
}

__global__ void tma_copy(const char *__restrict__ src, char *__restrict__ dst, size_t n,
                         uint32_t chunk, int stages) {
  extern __shared__ __align__(128) char buf[];
  __shared__ __align__(8) uint64_t bar[8];
  if (threadIdx.x != 0) return;
  for (int s = 0; s < stages; s++)
    asm volatile("mbarrier.init.shared::cta.b64 [%0], 1;" ::"r"(smem(&bar[s])));
  asm volatile("fence.mbarrier_init.release.cluster;" ::: "memory");
  size_t nchunks = (n + chunk - 1) / chunk;
  size_t first = blockIdx.x, stride = gridDim.x;
  size_t mine = first < nchunks ? (nchunks - first + stride - 1) / stride : 0;
  auto load = [&](size_t k) {
    int s = (int)(k % stages);
    size_t off = (first + k * stride) * chunk;
    uint32_t len = (uint32_t)(n - off < chunk ? n - off : chunk);
    asm volatile("mbarrier.arrive.expect_tx.shared::cta.b64 _, [%0], %1;" ::"r"(smem(&bar[s])),
                 "r"(len)
                 : "memory");
    asm volatile(
        "cp.async.bulk.shared::cluster.global.mbarrier::complete_tx::bytes [%0], [%1], %2, "
        "[%3];" ::"r"(smem(buf + (size_t)s * chunk)),
        "l"(src + off), "r"(len), "r"(smem(&bar[s]))
        : "memory");
  };
  for (size_t k = 0; k < mine && k < (size_t)stages; k++) load(k);
  for (size_t k = 0; k < mine; k++) {
    int s = (int)(k % stages);
    uint32_t parity = (uint32_t)((k / stages) & 1);
    asm volatile(
        "{ .reg .pred p; W: mbarrier.try_wait.parity.shared::cta.b64 p, [%0], %1; @!p bra W; }" ::"r"(
            smem(&bar[s])),
        "r"(parity)
        : "memory");
    size_t off = (first + k * stride) * chunk;
    uint32_t len = (uint32_t)(n - off < chunk ? n - off : chunk);
    asm volatile("cp.async.bulk.global.shared::cta.bulk_group [%0], [%1], %2;" ::"l"(dst + off),
                 "r"(smem(buf + (size_t)s * chunk)), "r"(len)
                 : "memory");
    asm volatile("cp.async.bulk.commit_group;" ::: "memory");
    // refill the stage used one step ago once its store has read shared memory
    if (k >= 1 && k - 1 + stages < mine) {
      asm volatile("cp.async.bulk.wait_group.read 1;" ::: "memory");
      load(k - 1 + stages);
    }
  }
  asm volatile("cp.async.bulk.wait_group 0;" ::: "memory");
}

struct side {
  int dev;
  char *src, *dst; // src on dev, dst on the other GPU (or a local buffer)
  cudaStream_t st;
  cudaEvent_t a, b;
  cudaGraphExec_t g;
};

struct cfg {
  const char *name;
  int kind; // 0 st_copy, 1 st_chunk, 2 tma, 3 copy engine
  int grid, threads, unroll, hint;
  uint32_t chunk;
  int stages;
};

static void launch(side &s, size_t bytes, const cfg &c) {
  size_t n = bytes / 16;
  switch (c.kind) {
  case 0:
#define U_CASE(U)                                                                              \
  case U:                                                                                      \
    if (c.hint == 0) st_copy<U, 0><<<c.grid, c.threads, 0, s.st>>>((int4 *)s.src, (int4 *)s.dst, n); \
    if (c.hint == 1) st_copy<U, 1><<<c.grid, c.threads, 0, s.st>>>((int4 *)s.src, (int4 *)s.dst, n); \
    if (c.hint == 2) st_copy<U, 2><<<c.grid, c.threads, 0, s.st>>>((int4 *)s.src, (int4 *)s.dst, n); \
    break;
    switch (c.unroll) {
      U_CASE(1)
      U_CASE(4)
      U_CASE(8)
    }
    break;
  case 1:
    st_chunk<4><<<c.grid, c.threads, 0, s.st>>>((int4 *)s.src, (int4 *)s.dst, n, c.chunk / 16);
    break;
  case 2:
    tma_copy<<<c.grid, 32, (size_t)c.chunk * c.stages, s.st>>>(s.src, s.dst, bytes, c.chunk,
                                                               c.stages);
    break;
  case 3:
    CK(cudaMemcpyAsync(s.dst, s.src, bytes, cudaMemcpyDefault, s.st));
    break;
  }
}

// Copies per timed batch: below 16 MiB a graph of GRAPH_CALLS back-to-back copies is replayed
// (no launch gaps), from 16 MiB on the copies are launched one by one.
#define GRAPH_CALLS 20

static double run(side *sd, int nsides, size_t bytes, const cfg &c) {
  int graph = bytes < (16u << 20), reps = graph ? 10 : 8;
  for (int i = 0; i < nsides; i++) {
    CK(cudaSetDevice(sd[i].dev));
    if (graph) {
      cudaGraph_t gr;
      CK(cudaStreamBeginCapture(sd[i].st, cudaStreamCaptureModeThreadLocal));
      for (int k = 0; k < GRAPH_CALLS; k++) launch(sd[i], bytes, c);
      CK(cudaStreamEndCapture(sd[i].st, &gr));
      CK(cudaGraphInstantiate(&sd[i].g, gr, 0));
      CK(cudaGraphDestroy(gr));
      CK(cudaGraphLaunch(sd[i].g, sd[i].st));
    } else {
      launch(sd[i], bytes, c);
      launch(sd[i], bytes, c);
    }
  }
  for (int i = 0; i < nsides; i++) {
    CK(cudaSetDevice(sd[i].dev));
    CK(cudaStreamSynchronize(sd[i].st));
    CK(cudaGetLastError());
  }
  for (int i = 0; i < nsides; i++) {
    CK(cudaSetDevice(sd[i].dev));
    CK(cudaEventRecord(sd[i].a, sd[i].st));
    for (int k = 0; k < reps; k++)
      if (graph)
        CK(cudaGraphLaunch(sd[i].g, sd[i].st));
      else
        launch(sd[i], bytes, c);
    CK(cudaEventRecord(sd[i].b, sd[i].st));
  }
  double worst = 0;
  for (int i = 0; i < nsides; i++) {
    CK(cudaSetDevice(sd[i].dev));
    CK(cudaEventSynchronize(sd[i].b));
    CK(cudaGetLastError());
    float ms;
    CK(cudaEventElapsedTime(&ms, sd[i].a, sd[i].b));
    if (ms > worst) worst = ms;
    if (graph) CK(cudaGraphExecDestroy(sd[i].g));
  }
  return worst * 1e3 / (reps * (graph ? GRAPH_CALLS : 1)); // us per copy, slowest side
}

static const cfg cs[] = {
    {"copy engine", 3, 0, 0, 0, 0, 0, 0},
    {"st g32 t512 u4", 0, 32, 512, 4, 0, 0, 0},
    {"st g32 t256 u8", 0, 32, 256, 8, 0, 0, 0},
    {"st g64 t512 u4", 0, 64, 512, 4, 0, 0, 0},
    {"st g132 t512 u4", 0, 132, 512, 4, 0, 0, 0},
    {"st g132 t512 u8", 0, 132, 512, 8, 0, 0, 0},
    {"st g264 t512 u4", 0, 264, 512, 4, 0, 0, 0},
    {"st g132 t1024 u1", 0, 132, 1024, 1, 0, 0, 0},
    {"st.cs g132 t512 u8", 0, 132, 512, 8, 1, 0, 0},
    {"st.no_alloc g132 t512 u8", 0, 132, 512, 8, 2, 0, 0},
    {"chunk 32K g32 t256", 1, 32, 256, 4, 0, 32 << 10, 0},
    {"chunk 64K g132 t512", 1, 132, 512, 4, 0, 64 << 10, 0},
    {"chunk 128K g32 t512", 1, 32, 512, 4, 0, 128 << 10, 0},
    {"tma g32 32Kx4", 2, 32, 32, 0, 0, 32 << 10, 4},
    {"tma g132 32Kx4", 2, 132, 32, 0, 0, 32 << 10, 4},
    {"tma g132 16Kx8", 2, 132, 32, 0, 0, 16 << 10, 8},
    {"tma g264 32Kx3", 2, 264, 32, 0, 0, 32 << 10, 3},
};
#define NCFG (int)(sizeof cs / sizeof cs[0])

static void setup(side &s, int dev) {
  s.dev = dev;
  CK(cudaSetDevice(dev));
  CK(cudaStreamCreateWithFlags(&s.st, cudaStreamNonBlocking));
  CK(cudaEventCreate(&s.a));
  CK(cudaEventCreate(&s.b));
  CK(cudaFuncSetAttribute(tma_copy, cudaFuncAttributeMaxDynamicSharedMemorySize, 200 << 10));
}

static const size_t sizes[] = {1u << 20, 4u << 20, 256u << 20};
#define NSIZES 3

// ipc: GPU 1's buffer is a cudaMalloc of a child process, opened here through its IPC handle
// (as processes share buffers); one way only, next to the in-process peer mapping.
static int ipc_mode(void) {
  int up[2], down[2];
  if (pipe(up) || pipe(down)) return 1;
  pid_t pid = fork();
  if (pid == 0) {
    CK(cudaSetDevice(1));
    void *d;
    CK(cudaMalloc(&d, 256u << 20));
    cudaIpcMemHandle_t h;
    CK(cudaIpcGetMemHandle(&h, d));
    if (write(up[1], &h, sizeof h) != (ssize_t)sizeof h) _exit(1);
    char c;
    if (read(down[0], &c, 1) != 1) _exit(1);
    _exit(0);
  }
  cudaIpcMemHandle_t h;
  if (read(up[0], &h, sizeof h) != (ssize_t)sizeof h) return 1;
  side s;
  setup(s, 0);
  CK(cudaMalloc(&s.src, 256u << 20));
  CK(cudaMemset(s.src, 1, 256u << 20));
  void *remote;
  CK(cudaIpcOpenMemHandle(&remote, h, cudaIpcMemLazyEnablePeerAccess));
  printf("one way into an IPC-opened cudaMalloc of another process (GPU 0 -> 1)\n");
  printf("%-26s %10s %10s %10s\n", "mechanism", "1 MiB us", "4 MiB us", "256M GB/s");
  s.dst = (char *)remote;
  for (int k = 0; k < NCFG; k++) {
    double t[NSIZES];
    for (int i = 0; i < NSIZES; i++) t[i] = run(&s, 1, sizes[i], cs[k]);
    printf("%-26s %10.2f %10.2f %10.1f\n", cs[k].name, t[0], t[1], sizes[2] / t[2] / 1e3);
    fflush(stdout);
  }
  CK(cudaIpcCloseMemHandle(remote));
  char c = 0;
  if (write(down[1], &c, 1) != 1) return 1;
  waitpid(pid, NULL, 0);
  return 0;
}

// mix: GPU 0's 256 MiB into GPU 1, parts moved by different mechanisms at once. A job: who
// moves bytes [lo, hi) of the buffer and how; each job on its own stream, forked from and
// joined to GPU 0's timing stream by events (across devices too), REPS times one after another.
enum { CE_PUSH, CE_PULL, SM_PUSH, SM_PULL };
struct job {
  int how, grid;
  double lo, hi; // fractions of the buffer
};
struct mixcfg {
  const char *name;
  job j[3];
  int n;
};

static double mix_run(char *src0, char *dst1, size_t bytes, const mixcfg &m, cudaStream_t *st,
                      cudaEvent_t (*done)[2], cudaEvent_t a, cudaEvent_t b, cudaEvent_t fork) {
  const int reps = 8;
  for (int pass = 0; pass < 2; pass++) { // a warm-up pass, then the timed one
    CK(cudaSetDevice(0));
    CK(cudaEventRecord(a, st[0]));
    for (int r = 0; r < reps; r++) {
      CK(cudaSetDevice(0));
      CK(cudaEventRecord(fork, st[0]));
      for (int k = 0; k < m.n; k++) {
        const job &jb = m.j[k];
        int dev = jb.how == CE_PULL || jb.how == SM_PULL;
        cudaStream_t s = st[1 + 2 * k + dev];
        CK(cudaSetDevice(dev));
        CK(cudaStreamWaitEvent(s, fork, 0));
        size_t lo = (size_t)(jb.lo * (double)(bytes / 16)) * 16;
        size_t hi = (size_t)(jb.hi * (double)(bytes / 16)) * 16;
        if (jb.how == CE_PUSH || jb.how == CE_PULL)
          CK(cudaMemcpyAsync(dst1 + lo, src0 + lo, hi - lo, cudaMemcpyDefault, s));
        else
          st_copy<8, 0><<<jb.grid, 512, 0, s>>>((const int4 *)(src0 + lo), (int4 *)(dst1 + lo),
                                                (hi - lo) / 16);
        CK(cudaEventRecord(done[k][dev], s));
        CK(cudaSetDevice(0));
        CK(cudaStreamWaitEvent(st[0], done[k][dev], 0));
      }
    }
    CK(cudaSetDevice(0));
    CK(cudaEventRecord(b, st[0]));
    CK(cudaEventSynchronize(b));
    CK(cudaGetLastError());
  }
  float ms;
  CK(cudaEventElapsedTime(&ms, a, b));
  return ms * 1e3 / reps;
}

static int mix_mode(void) {
  size_t bytes = 256u << 20;
  char *src0, *dst1;
  CK(cudaSetDevice(0));
  CK(cudaDeviceEnablePeerAccess(1, 0));
  CK(cudaMalloc(&src0, bytes));
  CK(cudaMemset(src0, 3, bytes));
  CK(cudaSetDevice(1));
  CK(cudaDeviceEnablePeerAccess(0, 0));
  CK(cudaMalloc(&dst1, bytes));
  cudaStream_t st[7];
  cudaEvent_t done[3][2], a, b, fork; // done[job][device]
  for (int i = 0; i < 7; i++) {
    CK(cudaSetDevice(i == 0 ? 0 : (i - 1) % 2));
    CK(cudaStreamCreateWithFlags(&st[i], cudaStreamNonBlocking));
  }
  for (int k = 0; k < 3; k++)
    for (int d = 0; d < 2; d++) {
      CK(cudaSetDevice(d));
      CK(cudaEventCreateWithFlags(&done[k][d], cudaEventDisableTiming));
    }
  CK(cudaSetDevice(0));
  CK(cudaEventCreate(&a));
  CK(cudaEventCreate(&b));
  CK(cudaEventCreateWithFlags(&fork, cudaEventDisableTiming));
  static const mixcfg ms[] = {
      {"ce push (GPU 0's engine)", {{CE_PUSH, 0, 0, 1}}, 1},
      {"ce pull (GPU 1's engine)", {{CE_PULL, 0, 0, 1}}, 1},
      {"sm push 132", {{SM_PUSH, 132, 0, 1}}, 1},
      {"sm pull 132 (GPU 1 loads)", {{SM_PULL, 132, 0, 1}}, 1},
      {"ce push 0.40 + sm push 0.60", {{CE_PUSH, 0, 0, .40}, {SM_PUSH, 132, .40, 1}}, 2},
      {"ce push 0.50 + sm push 0.50", {{CE_PUSH, 0, 0, .50}, {SM_PUSH, 132, .50, 1}}, 2},
      {"ce push 0.55 + sm push 0.45", {{CE_PUSH, 0, 0, .55}, {SM_PUSH, 132, .55, 1}}, 2},
      {"ce push 0.60 + sm push 0.40", {{CE_PUSH, 0, 0, .60}, {SM_PUSH, 132, .60, 1}}, 2},
      {"ce push 0.70 + sm push 0.30", {{CE_PUSH, 0, 0, .70}, {SM_PUSH, 132, .70, 1}}, 2},
      {"ce push 0.60 + sm push 0.40 g32", {{CE_PUSH, 0, 0, .60}, {SM_PUSH, 32, .60, 1}}, 2},
      {"ce push 0.50 + sm pull 0.50", {{CE_PUSH, 0, 0, .50}, {SM_PULL, 132, .50, 1}}, 2},
      {"ce push 0.60 + sm pull 0.40", {{CE_PUSH, 0, 0, .60}, {SM_PULL, 132, .60, 1}}, 2},
      {"ce push 0.50 + ce pull 0.50", {{CE_PUSH, 0, 0, .50}, {CE_PULL, 0, .50, 1}}, 2},
      {"ce push 0.50 + ce push 0.50", {{CE_PUSH, 0, 0, .50}, {CE_PUSH, 0, .50, 1}}, 2},
      {"sm push 0.50 + sm pull 0.50", {{SM_PUSH, 132, 0, .50}, {SM_PULL, 132, .50, 1}}, 2},
      {"ce push .4 + sm push .3 + sm pull .3",
       {{CE_PUSH, 0, 0, .40}, {SM_PUSH, 132, .40, .70}, {SM_PULL, 132, .70, 1}}, 3},
      {"ce push .35 + ce pull .35 + sm push .3",
       {{CE_PUSH, 0, 0, .35}, {CE_PULL, 0, .35, .70}, {SM_PUSH, 132, .70, 1}}, 3},
  };
  printf("store_probe mix: 256 MiB GPU 0 -> GPU 1 one way, parts at once; us per copy, GB/s\n");
  for (size_t k = 0; k < sizeof ms / sizeof ms[0]; k++) {
    double t = mix_run(src0, dst1, bytes, ms[k], st, done, a, b, fork);
    printf("%-40s %9.1f us %7.1f GB/s\n", ms[k].name, t, bytes / t / 1e3);
    fflush(stdout);
  }
  return 0;
}

int main(int argc, char **argv) {
  if (argc > 1 && !strcmp(argv[1], "ipc")) return ipc_mode();
  if (argc > 1 && !strcmp(argv[1], "mix")) return mix_mode();
  int ndev;
  CK(cudaGetDeviceCount(&ndev));
  if (ndev < 2) {
    fprintf(stderr, "store_probe: needs 2 GPUs\n");
    return 77;
  }
  size_t most = sizes[NSIZES - 1];
  side sd[2];
  for (int i = 0; i < 2; i++) {
    setup(sd[i], i);
    CK(cudaDeviceEnablePeerAccess(1 - i, 0));
    CK(cudaMalloc(&sd[i].src, most));
    CK(cudaMemset(sd[i].src, i + 1, most));
  }
  for (int i = 0; i < 2; i++) {
    CK(cudaSetDevice(1 - i));
    CK(cudaMalloc(&sd[i].dst, most));
  }
  cudaDeviceProp prop;
  CK(cudaGetDeviceProperties(&prop, 0));
  printf("store_probe: %s x2, %d SMs, peer access in one process; us per copy (1 and 4 MiB: "
         "graphs of %d copies), GB/s per direction at 256 MiB\n",
         prop.name, prop.multiProcessorCount, GRAPH_CALLS);
  printf("%-26s %9s %9s %9s %9s %9s %9s\n", "mechanism", "1M 1-way", "1M 2-way", "4M 1-way",
         "4M 2-way", "256M 1w", "256M 2w");
  for (int k = 0; k < NCFG; k++) {
    double t[NSIZES][2];
    for (int i = 0; i < NSIZES; i++)
      for (int w = 0; w < 2; w++) t[i][w] = run(sd, w + 1, sizes[i], cs[k]);
    printf("%-26s %9.2f %9.2f %9.2f %9.2f %9.1f %9.1f\n", cs[k].name, t[0][0], t[0][1], t[1][0],
           t[1][1], most / t[2][0] / 1e3, most / t[2][1] / 1e3);
    fflush(stdout);
  }
  side loc = sd[0];
  CK(cudaSetDevice(0));
  CK(cudaMalloc(&loc.dst, most));
  double t = run(&loc, 1, most, cs[5]);
  printf("local copy, %s: %.1f us for 256 MiB (read + write %.0f GB/s)\n", cs[5].name, t,
         2 * most / t / 1e3);
  return 0;
}
