// chain_probe: where a broadcast chain (root 0 -> 1 -> .. -> W-1, every rank forwarding each
// slice from its own output into the next rank's) loses against the links' store rate. A
// measurement aid for the chain and relay kernels in bench/RESULTS.md (not built by CMake, no
// colljit code). One process, peer access between neighbours; 256 MiB; block b moves slices
// l*G + b of 64 KiB in rounds l; each rank signals round l into a flag of the next rank
// (release, system scope) and a rank waits for its own flag before it forwards. Modes:
//   plain     the library's chain: wait (thread 0), block barrier, load the slice, store it
//             (the root also into its own output), block barrier, signal (thread 1); with k
//             (the second argument, 0-4) the last round is split into k + 1 shorter ones of
//             32, 16, .. 64/2^k, 64/2^k KiB (a rank forwards a round after it arrived whole,
//             so the last rank ends about a round per hop after the root: shorter last rounds,
//             a shorter drain);
//   prefetch  the same, but a rank waits for round l+1 and loads it into registers before it
//             signals round l, so the loads of the next round overlap the fence of this one;
//   halves    the block's two halves take alternate rounds, each with its own named barrier
//             and its own flag, so one half's fence and wait overlap the other's stores;
//   ticket    the blocks of each rank take slices in order from a counter of their own (an
//             atomic add), a flag per slice: a block forwards whichever slice comes next
//             instead of slices l*G + b (a block whose upstream block is late no longer holds
//             its slice's place in the stream);
//   nowait    plain without the waits: every rank streams at once, nothing couples the
//             ranks (the output is not what a broadcast gives: the rate of the links alone
//             when each rank receives and sends at once);
//   empty     the kernels return at once: what the launches and the cross-GPU ordering of
//             the repetitions cost (subtract it).
// Each repetition starts on every GPU after the last rank finished the one before (events
// across devices); us per repetition = root-stream events around 20 repetitions / 20. The
// last rank's output is compared with the root's input after each mode.
//   nvcc -O3 -arch=sm_90 -o chain_probe bench/chain_probe.cu && ./chain_probe [W [k [KiB [grid]]]]
// (KiB: the slice, 4-64; grid: blocks, 128 by default)
#include <cuda_runtime.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "probe_check.h"
#include "probe_wait.cuh"

enum { M_PLAIN, M_PREFETCH, M_HALVES, M_EMPTY, M_NOWAIT, M_TICKET };
#define U 8
#define THREADS 512

__device__ __forceinline__ void named_sync(int id, int count) {
  asm volatile("bar.sync %0, %1;" ::"r"(id), "r"(count) : "memory");
}

struct chain_args {
  const int4 *from;  // the root: its input; the others: their own output
  int4 *own;         // the root: its own output (it copies its input there too), else null
  int4 *next;        // the next rank's output, null for the last rank
  const unsigned *flag_in;  // written by the rank before (null for the root)
  unsigned *flag_out;       // the next rank's flags (null for the last rank)
  size_t n, per;            // vectors in all, vectors a slice
  unsigned base;            // rounds signalled before this launch
  int taper;                // plain: the last round in taper + 1 shorter ones
  unsigned long long *ticket; // ticket: this rank's slice counter of this launch
};

// This thread's part of a slice of `cnt` vectors from vector `lo`: up to U vectors, nt apart.
__device__ __forceinline__ void load_part(const chain_args &a, size_t lo, size_t cnt, int t,
                                          int nt, int4 *v) {
#pragma unroll
  for (int u = 0; u < U; u++)
    if (t + (size_t)u * nt < cnt) v[u] = __ldcs(a.from + lo + t + (size_t)u * nt);
}

__device__ __forceinline__ void store_part(const chain_args &a, size_t lo, size_t cnt, int t,
                                           int nt, const int4 *v) {
#pragma unroll
  for (int u = 0; u < U; u++) {
    size_t i = lo + t + (size_t)u * nt;
    if (t + (size_t)u * nt < cnt) {
      if (a.next) a.next[i] = v[u];
      if (a.own) a.own[i] = v[u];
    }
  }
}

// The slice's vectors from `lo`: `per`, fewer at the end of the vector.
__device__ __forceinline__ size_t part_len(const chain_args &a, size_t lo, size_t per) {
  return lo >= a.n ? 0 : a.n - lo < per ? a.n - lo : per;
}

template <int MODE>
__global__ void __launch_bounds__(THREADS) chain(chain_args a) {
  if (MODE == M_EMPTY) return;
  size_t G = gridDim.x, R = (a.n + a.per * G - 1) / (a.per * G);
  int t = threadIdx.x;
  int4 v[U];
  if (MODE == M_PLAIN || MODE == M_NOWAIT) {
    // taper k: the last round in k + 1 rounds of per/2, per/4, .. per/2^k, per/2^k
    size_t R0 = R - 1, tail = R0 * G * a.per;
    for (size_t l = 0; l < R0 + a.taper + 1; l++) {
      if (a.flag_in && MODE == M_PLAIN) {
        if (t == 0) wait_geq(a.flag_in + blockIdx.x, a.base + (unsigned)l + 1);
        __syncthreads();
      }
      size_t lo, cnt;
      if (l < R0) {
        lo = (l * G + blockIdx.x) * a.per;
        cnt = a.per;
      } else {
        size_t j = l - R0;
        cnt = a.per >> (j < (size_t)a.taper ? j + 1 : j);
        lo = tail + G * (a.per - (a.per >> j)) + blockIdx.x * cnt;
      }
      cnt = part_len(a, lo, cnt);
      if (a.next || a.own) {
        load_part(a, lo, cnt, t, THREADS, v);
        store_part(a, lo, cnt, t, THREADS, v);
      }
      if (a.flag_out) {
        __syncthreads();
        if (t == 1) st_release_sys(a.flag_out + blockIdx.x, a.base + (unsigned)l + 1);
      }
    }
  } else if (MODE == M_TICKET) {
    __shared__ unsigned long long taken;
    size_t S = (a.n + a.per - 1) / a.per;
    unsigned epoch = a.base + 1;
    while (true) {
      if (t == 0) taken = atomicAdd(a.ticket, 1ull);
      __syncthreads();
      size_t sl = taken;
      if (sl >= S) break;
      if (a.flag_in && t == 0) wait_geq(a.flag_in + sl, epoch);
      __syncthreads(); // also: every thread has read `taken` before thread 0 takes the next
      size_t lo = sl * a.per, cnt = part_len(a, lo, a.per);
      if (a.next || a.own) {
        load_part(a, lo, cnt, t, THREADS, v);
        store_part(a, lo, cnt, t, THREADS, v);
      }
      if (a.flag_out) {
        __syncthreads();
        if (t == 1) st_release_sys(a.flag_out + sl, epoch);
      }
    }
  } else if (MODE == M_PREFETCH) {
    if (!a.next && !a.own) { // the last rank: only waits, as in plain
      for (size_t l = 0; l < R; l++)
        if (t == 0) wait_geq(a.flag_in + blockIdx.x, a.base + (unsigned)l + 1);
      return;
    }
    if (a.flag_in && t == 0) wait_geq(a.flag_in + blockIdx.x, a.base + 1);
    __syncthreads();
    load_part(a, blockIdx.x * a.per, part_len(a, blockIdx.x * a.per, a.per), t, THREADS, v);
    for (size_t l = 0; l < R; l++) {
      size_t lo = (l * G + blockIdx.x) * a.per;
      store_part(a, lo, part_len(a, lo, a.per), t, THREADS, v);
      if (a.flag_in && t == 0 && l + 1 < R)
        wait_geq(a.flag_in + blockIdx.x, a.base + (unsigned)l + 2);
      __syncthreads(); // round l stored everywhere in the block; round l+1 arrived
      if (a.flag_out && t == 1) st_release_sys(a.flag_out + blockIdx.x, a.base + (unsigned)l + 1);
      size_t nx = lo + G * a.per; // round l+1
      if (l + 1 < R) load_part(a, nx, part_len(a, nx, a.per), t, THREADS, v);
    }
  } else { // halves: rounds l = h, h+2, ..; flags [block][half]
    int h = t >= THREADS / 2, ht = t - h * (THREADS / 2);
    for (size_t l = h; l < R; l += 2) {
      unsigned k = a.base + (unsigned)(l / 2) + 1; // this half's round count
      if (a.flag_in) {
        if (ht == 0) wait_geq(a.flag_in + 2 * blockIdx.x + h, k);
        named_sync(1 + h, THREADS / 2);
      }
      size_t lo = (l * G + blockIdx.x) * a.per;
      if (a.next || a.own) {
        for (int part = 0; part < 2; part++) {
          size_t at = lo + (size_t)part * U * (THREADS / 2);
          int4 w[U];
#pragma unroll
          for (int u = 0; u < U; u++) {
            size_t i = at + ht + (size_t)u * (THREADS / 2);
            if (i < a.n && i < lo + a.per) w[u] = __ldcs(a.from + i);
          }
#pragma unroll
          for (int u = 0; u < U; u++) {
            size_t i = at + ht + (size_t)u * (THREADS / 2);
            if (i < a.n && i < lo + a.per) {
              if (a.next) a.next[i] = w[u];
              if (a.own) a.own[i] = w[u];
            }
          }
        }
      }
      if (a.flag_out) {
        named_sync(1 + h, THREADS / 2);
        if (ht == 1) st_release_sys(a.flag_out + 2 * blockIdx.x + h, k);
      }
    }
  }
}

int main(int argc, char **argv) {
  int ndev = 0;
  CK(cudaGetDeviceCount(&ndev));
  int W = argc > 1 ? atoi(argv[1]) : ndev;
  if (ndev < 2 || W < 2 || W > ndev || W > 8) {
    fprintf(stderr, "chain_probe: needs 2 <= W <= GPUs (%d)\n", ndev);
    return 77;
  }
  const size_t bytes = 256ull << 20, n = bytes / sizeof(int4);
  const int reps = 20, nflags = 65536;
  int kib = argc > 3 ? atoi(argv[3]) : 64, grid = argc > 4 ? atoi(argv[4]) : 128;
  if (kib != 4 && kib != 8 && kib != 16 && kib != 32 && kib != 64) kib = 64;
  if (grid < 1 || grid > 1024) grid = 128;
  const size_t per = (size_t)kib * 1024 / sizeof(int4); // a slice, at most U x THREADS vectors
  int4 *src, *out[8];
  unsigned *flags[8];
  unsigned long long *tickets[8];
  cudaStream_t st[8];
  cudaEvent_t done[8];
  for (int r = 0; r < W; r++) {
    CK(cudaSetDevice(r));
    if (r + 1 < W) CK(cudaDeviceEnablePeerAccess(r + 1, 0));
    CK(cudaMalloc(&out[r], bytes));
    CK(cudaMalloc(&flags[r], nflags * sizeof(unsigned)));
    CK(cudaMalloc(&tickets[r], 64 * sizeof(unsigned long long)));
    CK(cudaMemset(flags[r], 0, nflags * sizeof(unsigned)));
    CK(cudaStreamCreateWithFlags(&st[r], cudaStreamNonBlocking));
    CK(cudaEventCreateWithFlags(&done[r], cudaEventDisableTiming));
  }
  CK(cudaSetDevice(0));
  CK(cudaMalloc(&src, bytes));
  {
    unsigned *h = (unsigned *)malloc(bytes);
    for (size_t i = 0; i < bytes / 4; i++) h[i] = (unsigned)(i * 2654435761u) ^ 0x5bd1e995u;
    CK(cudaMemcpy(src, h, bytes, cudaMemcpyHostToDevice));
    free(h);
  }
  int taper = argc > 2 ? atoi(argv[2]) : 0;
  if (taper < 0 || taper > 4) taper = 0;
  cudaDeviceProp pr;
  CK(cudaGetDeviceProperties(&pr, 0));
  printf("# chain_probe: %s, %d SMs; %d ranks, 256 MiB, %d blocks of %d threads, %d KiB slices, "
         "plain's last round in %d\n", pr.name, pr.multiProcessorCount, W, grid, THREADS, kib,
         taper + 1);
  printf("%-9s %10s %8s %s\n", "mode", "us", "GB/s", "last rank's output");
  typedef void (*kfn)(chain_args);
  const kfn fns[] = {chain<M_PLAIN>, chain<M_PREFETCH>, chain<M_HALVES>, chain<M_EMPTY>,
                     chain<M_NOWAIT>, chain<M_TICKET>};
  const char *names[] = {"plain", "prefetch", "halves", "empty", "nowait", "ticket"};

  size_t R = (n + per * grid - 1) / (per * grid);
  // with k, plain alone (the other modes do not taper)
  int order[] = {M_EMPTY, M_PLAIN, M_PREFETCH, M_HALVES, M_NOWAIT, M_TICKET,
                 M_PLAIN, M_PREFETCH, M_HALVES, M_NOWAIT, M_TICKET};
  int plain_only[] = {M_EMPTY, M_PLAIN, M_PLAIN, M_PLAIN};
  // slices other than 64 KiB: plain and ticket (prefetch and halves assume 64 KiB)
  int small[] = {M_EMPTY, M_PLAIN, M_TICKET, M_PLAIN, M_TICKET};
  int *modes = taper ? plain_only : kib != 64 ? small : order;
  int n_modes = taper ? 4 : kib != 64 ? 5 : 11;
  for (int oi = 0; oi < n_modes; oi++) {
    int m = modes[oi];
    for (int r = 0; r < W; r++) {
      CK(cudaSetDevice(r));
      CK(cudaMemsetAsync(out[r], 0, bytes, st[r]));
      CK(cudaMemsetAsync(flags[r], 0, nflags * sizeof(unsigned), st[r]));
      CK(cudaMemsetAsync(tickets[r], 0, 64 * sizeof(unsigned long long), st[r]));
      CK(cudaStreamSynchronize(st[r]));
    }
    unsigned b = 0;
    unsigned step = m == M_HALVES   ? (unsigned)((R + 1) / 2)
                    : m == M_TICKET ? 1u // flags per slice, set to the launch's number
                                    : (unsigned)R + (m == M_PLAIN) * taper;
    cudaEvent_t e0, e1;
    CK(cudaSetDevice(0));
    CK(cudaEventCreate(&e0));
    CK(cudaEventCreate(&e1));
    for (int rep = 0; rep < reps + 2; rep++) {
      if (rep == 2) {
        CK(cudaSetDevice(0));
        CK(cudaEventRecord(e0, st[0]));
      }
      for (int r = 0; r < W; r++) {
        CK(cudaSetDevice(r));
        if (rep) CK(cudaStreamWaitEvent(st[r], done[W - 1], 0)); // the last rank finished
        chain_args a;
        a.from = r == 0 ? src : out[r];
        a.own = r == 0 ? out[0] : nullptr;
        a.next = r + 1 < W ? out[r + 1] : nullptr;
        a.flag_in = r ? flags[r] : nullptr;
        a.flag_out = r + 1 < W ? flags[r + 1] : nullptr;
        a.n = n;
        a.per = per;
        a.base = b;
        a.taper = taper;
        a.ticket = tickets[r] + rep;
        fns[m]<<<grid, THREADS, 0, st[r]>>>(a);
        CK(cudaGetLastError());
      }
      CK(cudaSetDevice(W - 1));
      CK(cudaEventRecord(done[W - 1], st[W - 1]));
      b += step;
    }
    CK(cudaSetDevice(0));
    CK(cudaStreamWaitEvent(st[0], done[W - 1], 0));
    CK(cudaEventRecord(e1, st[0]));
    CK(cudaEventSynchronize(e1));
    float ms = 0;
    CK(cudaEventElapsedTime(&ms, e0, e1));
    double us = 1000.0 * ms / reps;
    const char *verdict = "-";
    if (m == M_NOWAIT) {
      verdict = "(not waited for: not compared)";
    } else if (m != M_EMPTY) {
      unsigned *a = (unsigned *)malloc(bytes), *c = (unsigned *)malloc(bytes);
      CK(cudaMemcpy(a, src, bytes, cudaMemcpyDeviceToHost));
      CK(cudaSetDevice(W - 1));
      CK(cudaMemcpy(c, out[W - 1], bytes, cudaMemcpyDeviceToHost));
      verdict = memcmp(a, c, bytes) ? "WRONG" : "equal";
      free(a);
      free(c);
    }
    printf("%-9s %10.1f %8.1f %s\n", names[m], us, (double)bytes / us / 1e3, verdict);
    fflush(stdout);
  }
  int gave_up = 0;
  for (int r = 0; r < W; r++) {
    int g = 0;
    CK(cudaSetDevice(r));
    CK(cudaMemcpyFromSymbol(&g, g_gave_up, sizeof g));
    gave_up |= g;
  }
  if (gave_up) printf("# a wait gave up: the figures are void\n");
  return gave_up ? 1 : 0;
}
