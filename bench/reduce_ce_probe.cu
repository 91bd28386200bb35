// reduce_ce_probe: how fast can a 2-rank reduce be when the copy engines move the non-root's
// vector? A measurement aid for the floor analysis in bench/RESULTS.md (not built by CMake, no
// colljit code). GPU 1's vector goes into a scratch buffer on GPU 0 in chunks by a copy engine
// (GPU 1's pushing, or GPU 0's pulling); after each chunk the copying stream writes the
// iteration's number into the chunk's flag on GPU 0 (cuStreamWriteValue32, which orders the
// copy's writes before the flag); a summing kernel on GPU 0 waits for each flag in turn and
// writes out = own + scratch for that chunk while the next chunks travel. Timed with device
// events around back-to-back iterations (each one forks the copy stream from GPU 0's stream
// and joins it back), beside the copy alone (the links' floor for the bytes) and the pull
// kernel (GPU 0's SMs read GPU 1's vector and sum). bf16, sums checked on samples.
//   nvcc -O3 -arch=sm_90 -o reduce_ce_probe bench/reduce_ce_probe.cu -lcuda && ./reduce_ce_probe
#include <cuda.h>
#include <cuda_bf16.h>
#include <cuda_runtime.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "probe_check.h"

#define MAX_CHUNKS 1024

__device__ __forceinline__ unsigned ld_acquire_sys(const unsigned *p) {
  unsigned v;
  asm volatile("ld.acquire.sys.global.u32 %0, [%1];" : "=r"(v) : "l"(p) : "memory");
  return v;
}

__device__ __forceinline__ int4 add_bf16x8(int4 a, int4 b) {
  const __nv_bfloat162 *x = (const __nv_bfloat162 *)&a, *y = (const __nv_bfloat162 *)&b;
  int4 r;
  __nv_bfloat162 *z = (__nv_bfloat162 *)&r;
#pragma unroll
  for (int k = 0; k < 4; k++) {
    float2 f = __bfloat1622float2(x[k]), g = __bfloat1622float2(y[k]);
    z[k] = __floats2bfloat162_rn(f.x + g.x, f.y + g.y);
  }
  return r;
}

// out[i] = own[i] + other[i] for i = first, first + step, .. below end: four of each in
// flight per thread.
__device__ __forceinline__ void sum_range(const int4 *__restrict__ own,
                                          const int4 *__restrict__ other, int4 *__restrict__ out,
                                          size_t i, size_t end, size_t step) {
  for (; i + 3 * step < end; i += 4 * step) {
    int4 a[4], b[4];
#pragma unroll
    for (int u = 0; u < 4; u++) a[u] = own[i + u * step], b[u] = other[i + u * step];
#pragma unroll
    for (int u = 0; u < 4; u++) out[i + u * step] = add_bf16x8(a[u], b[u]);
  }
  for (; i < end; i += step) out[i] = add_bf16x8(own[i], other[i]);
}

// out = own + scratch, chunk by chunk, each chunk once its flag reached `epoch`.
__global__ void sum_chunks(const int4 *__restrict__ own, const int4 *__restrict__ scratch,
                           int4 *__restrict__ out, size_t nvec, size_t chunk_vec,
                           const unsigned *flags, unsigned epoch) {
  size_t nchunks = (nvec + chunk_vec - 1) / chunk_vec;
  size_t step = (size_t)gridDim.x * blockDim.x;
  for (size_t c = 0; c < nchunks; c++) {
    if (threadIdx.x == 0)
      while (ld_acquire_sys(flags + c) < epoch) {
      }
    __syncthreads();
    size_t lo = c * chunk_vec, hi = lo + chunk_vec < nvec ? lo + chunk_vec : nvec;
    sum_range(own, scratch, out, lo + (size_t)blockIdx.x * blockDim.x + threadIdx.x, hi, step);
  }
}

// The pull form: GPU 0's SMs read the peer's vector over the links.
__global__ void sum_pull(const int4 *__restrict__ own, const int4 *__restrict__ peer,
                         int4 *__restrict__ out, size_t nvec) {
  sum_range(own, peer, out, (size_t)blockIdx.x * blockDim.x + threadIdx.x, nvec,
            (size_t)gridDim.x * blockDim.x);
}

__global__ void fill(__nv_bfloat16 *p, size_t n, int mul, int mod) {
  for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += (size_t)gridDim.x * blockDim.x)
    p[i] = __float2bfloat16((float)((i * (size_t)mul) % (size_t)mod) - (float)(mod / 2));
}

enum { COPY_ONLY, CE_PUSH, CE_PULL, SM_PULL };

struct bufs {
  __nv_bfloat16 *own0, *in1, *scratch0, *out0;
  unsigned *flags0;
  cudaStream_t s0, copy1, copy0; // GPU 0's stream; copy streams on GPU 1 and GPU 0
  cudaEvent_t a, b, fork, joined1, joined0;
};

static unsigned epoch_now;

static int check_cu(CUresult r, const char *what) {
  if (r == CUDA_SUCCESS) return 0;
  const char *msg = "?";
  cuGetErrorString(r, &msg);
  fprintf(stderr, "%s: %s\n", what, msg);
  return 1;
}

// One timed pass of `reps` iterations; returns us per iteration, or -1 (a failed stream write).
static double run(bufs &B, int how, size_t bytes, size_t chunk, int reps) {
  size_t nvec = bytes / 16, chunk_vec = chunk / 16;
  size_t nchunks = (bytes + chunk - 1) / chunk;
  if (nchunks > MAX_CHUNKS) return -1;
  CK(cudaSetDevice(0));
  CK(cudaEventRecord(B.a, B.s0));
  for (int r = 0; r < reps; r++) {
    unsigned ep = ++epoch_now;
    CK(cudaSetDevice(0));
    CK(cudaEventRecord(B.fork, B.s0));
    if (how == SM_PULL) {
      sum_pull<<<132 * 4, 512, 0, B.s0>>>((const int4 *)B.own0, (const int4 *)B.in1,
                                          (int4 *)B.out0, nvec);
      continue;
    }
    int dev = how == CE_PULL ? 0 : 1; // whose engine copies
    cudaStream_t cs = dev ? B.copy1 : B.copy0;
    CK(cudaSetDevice(dev));
    CK(cudaStreamWaitEvent(cs, B.fork, 0));
    for (size_t c = 0; c < nchunks; c++) {
      size_t lo = c * chunk, len = lo + chunk < bytes ? chunk : bytes - lo;
      CK(cudaMemcpyAsync((char *)B.scratch0 + lo, (const char *)B.in1 + lo, len,
                         cudaMemcpyDefault, cs));
      if (how != COPY_ONLY &&
          check_cu(cuStreamWriteValue32((CUstream)cs, (CUdeviceptr)(B.flags0 + c), ep, 0),
                   "cuStreamWriteValue32"))
        return -1;
    }
    cudaEvent_t j = dev ? B.joined1 : B.joined0;
    CK(cudaEventRecord(j, cs));
    CK(cudaSetDevice(0));
    if (how != COPY_ONLY)
      sum_chunks<<<132 * 2, 512, 0, B.s0>>>((const int4 *)B.own0, (const int4 *)B.scratch0,
                                            (int4 *)B.out0, nvec, chunk_vec, B.flags0, ep);
    CK(cudaStreamWaitEvent(B.s0, j, 0));
  }
  CK(cudaSetDevice(0));
  CK(cudaEventRecord(B.b, B.s0));
  CK(cudaEventSynchronize(B.b));
  CK(cudaGetLastError());
  float ms;
  CK(cudaEventElapsedTime(&ms, B.a, B.b));
  return ms * 1e3 / reps;
}

// out0 = own0 + in1 on samples (the fill patterns computed here, bf16 rounding of the sum).
static int check_out(const bufs &B, size_t bytes) {
  size_t n = bytes / 2;
  int bad = 0;
  for (int k = 0; k < 64; k++) {
    size_t i = (size_t)k * (n / 64) + (size_t)k * 7 % 64;
    __nv_bfloat16 got;
    CK(cudaMemcpy(&got, B.out0 + i, 2, cudaMemcpyDefault));
    float a = (float)((i * 3) % 61) - 30.0f, b = (float)((i * 5) % 37) - 18.0f;
    float want = __bfloat162float(__float2bfloat16(a + b));
    if (__bfloat162float(got) != want && bad++ < 3)
      fprintf(stderr, "  out[%zu] = %g, want %g\n", i, __bfloat162float(got), want);
  }
  return bad;
}

int main(void) {
  int ndev;
  CK(cudaGetDeviceCount(&ndev));
  if (ndev < 2) {
    fprintf(stderr, "reduce_ce_probe: needs 2 GPUs\n");
    return 77;
  }
  const size_t most = 256u << 20;
  bufs B;
  CK(cudaSetDevice(0));
  CK(cudaDeviceEnablePeerAccess(1, 0));
  CK(cudaMalloc(&B.own0, most));
  CK(cudaMalloc(&B.scratch0, most));
  CK(cudaMalloc(&B.out0, most));
  CK(cudaMalloc(&B.flags0, MAX_CHUNKS * sizeof(unsigned)));
  CK(cudaMemset(B.flags0, 0, MAX_CHUNKS * sizeof(unsigned)));
  fill<<<1024, 256>>>(B.own0, most / 2, 3, 61);
  CK(cudaStreamCreateWithFlags(&B.s0, cudaStreamNonBlocking));
  CK(cudaStreamCreateWithFlags(&B.copy0, cudaStreamNonBlocking));
  CK(cudaEventCreate(&B.a));
  CK(cudaEventCreate(&B.b));
  CK(cudaEventCreateWithFlags(&B.fork, cudaEventDisableTiming));
  CK(cudaEventCreateWithFlags(&B.joined0, cudaEventDisableTiming));
  CK(cudaSetDevice(1));
  CK(cudaDeviceEnablePeerAccess(0, 0));
  CK(cudaMalloc(&B.in1, most));
  fill<<<1024, 256>>>(B.in1, most / 2, 5, 37);
  CK(cudaStreamCreateWithFlags(&B.copy1, cudaStreamNonBlocking));
  CK(cudaEventCreateWithFlags(&B.joined1, cudaEventDisableTiming));
  CK(cudaDeviceSynchronize());
  CK(cudaSetDevice(0));
  CK(cudaDeviceSynchronize());
  cudaDeviceProp prop;
  CK(cudaGetDeviceProperties(&prop, 0));
  printf("reduce_ce_probe: %s x2, bf16 sum into GPU 0; us per reduce (back-to-back, 10 after a "
         "warm-up pass), GB/s of one vector\n", prop.name);
  static const size_t sizes[] = {16u << 20, 64u << 20, 256u << 20};
  static const size_t chunks[] = {1u << 20, 2u << 20, 4u << 20, 8u << 20, 16u << 20};
  static const char *names[] = {"copy alone (GPU 1's engine)", "ce push chunks + sum",
                                "ce pull chunks + sum", "sm pull (GPU 0 reads, sums)"};
  int bad = 0;
  for (size_t si = 0; si < sizeof sizes / sizeof sizes[0]; si++) {
    size_t bytes = sizes[si];
    for (int how = COPY_ONLY; how <= SM_PULL; how++) {
      int multi = how == CE_PUSH || how == CE_PULL;
      for (size_t ci = 0; ci < (multi ? sizeof chunks / sizeof chunks[0] : 1); ci++) {
        size_t chunk = multi ? chunks[ci] : bytes;
        if (chunk > bytes) continue;
        double t = run(B, how, bytes, chunk, 2);
        if (t > 0) t = run(B, how, bytes, chunk, 10);
        if (t < 0) {
          printf("%4zu MiB  %-30s chunk %3zu MiB: failed\n", bytes >> 20, names[how], chunk >> 20);
          continue;
        }
        int wrong = how == COPY_ONLY ? 0 : check_out(B, bytes);
        bad += wrong;
        printf("%4zu MiB  %-30s chunk %3zu MiB %9.1f us %7.1f GB/s%s\n", bytes >> 20, names[how],
               chunk >> 20, t, bytes / t / 1e3, wrong ? "  WRONG SUMS" : "");
        fflush(stdout);
        CK(cudaMemset(B.out0, 0, bytes));
      }
    }
  }
  return bad ? 1 : 0;
}
