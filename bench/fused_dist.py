#!/usr/bin/env python3
"""The fused GEMM collectives on several GPUs, one process per GPU, beside the references in
the same run:

  allgather_gemm (shard-m: each rank holds [M/W, K] of A, out = all_gather(A) @ B):
    colljit   Comm.allgather_gemm (COLLJIT_GEMM_PATH: the fused kernel, fetcher blocks + GEMM
              blocks, or the vendor-BLAS path, copy-engine chunks + a cuBLASLt GEMM each)
    nccl+mm   torch.distributed.all_gather_into_tensor (NCCL), then torch.matmul (cuBLAS)
    torch     torch.ops.symm_mem.fused_all_gather_matmul (multicast off)
    mm        torch.matmul alone on the gathered A;  ag  the NCCL all-gather alone
  gemm_reducescatter (each rank holds [M, K/W] of A and [K/W, N] of B, out = its rows of the
  sum over ranks):
    colljit   Comm.gemm_reduce_scatter;  mm+nccl  torch.matmul then NCCL reduce_scatter_tensor;
    torch     torch.ops.symm_mem.fused_matmul_reduce_scatter;  mm / rs alone.

Every variant is captured in a CUDA graph of `calls` back-to-back calls (torch's fused ops
eagerly when they cannot be captured: the row says so), timed with CUDA events around replays
(median of `reps`), and the slowest rank's time is reported. Every colljit result is checked
against a float64 product of the same inputs (bf16: 1e-2 of the largest |value|, f16: 2e-3;
cuBLAS's own error is printed beside it), then `replays` graph replays with new data in A are
each checked at a small shape.

  torchrun --standalone --nproc-per-node W bench/fused_dist.py [--ops allgather_gemm,...]
      [--shapes MxNxK,...] [--dtypes bf16,f16] [--calls 5] [--reps 5] [--replays 1000]
      [--budget SECONDS] [--json FILE]

Exit status: 0 when every colljit result matched, 1 when one did not."""
import argparse
import json
import os
import statistics
import sys
import time

import torch
import torch.distributed as dist

import colljit.torch

SHAPES = "1024x3584x8192,4096x3584x8192,16384x3584x8192,4096x4096x4096,4096x11008x4096," \
         "4096x14336x4096"
TOL = {torch.bfloat16: 1e-2, torch.float16: 2e-3}
DTYPES = {"bf16": torch.bfloat16, "f16": torch.float16}


def capture(fn, calls):
    """A graph of `calls` back-to-back fn(), after warm-up calls on a side stream."""
    side = torch.cuda.Stream()
    side.wait_stream(torch.cuda.current_stream())
    with torch.cuda.stream(side):
        for _ in range(2):
            fn()
    torch.cuda.current_stream().wait_stream(side)
    torch.cuda.synchronize()
    g = torch.cuda.CUDAGraph()
    with torch.cuda.graph(g):
        for _ in range(calls):
            fn()
    return g


def timed(run, per, reps):
    """Median over reps of (event time of run()) / per, in seconds; then the slowest rank's."""
    run()
    times = []
    for _ in range(reps):
        dist.barrier()
        torch.cuda.synchronize()
        s, e = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        s.record()
        run()
        e.record()
        e.synchronize()
        times.append(s.elapsed_time(e) * 1e-3 / per)
    t = torch.tensor([statistics.median(times)], device="cuda", dtype=torch.float64)
    dist.all_reduce(t, op=dist.ReduceOp.MAX)
    return t.item()


def measure(fn, calls, reps, graphed=True):
    """(seconds per call, how): graph replays, or eager calls when capture fails."""
    if graphed:
        try:
            g = capture(fn, calls)
            return timed(g.replay, calls, reps), "graph"
        except Exception as e:  # noqa: BLE001 - a reference that cannot be captured
            torch.cuda.synchronize()
            why = str(e).splitlines()[0][:80] if str(e) else type(e).__name__
            if dist.get_rank() == 0:
                print(f"  (not capturable, timed eagerly: {why})", flush=True)

    def eager():
        for _ in range(calls):
            fn()
    return timed(eager, calls, reps), "eager"


def rel_err(got, want):
    return ((got.double() - want).abs().max() / want.abs().max().clamp_min(1e-30)).item()


class Case:
    """One op at one shape and dtype on this rank: inputs, outputs and the calls."""

    def __init__(self, comm, op, M, N, K, dt, seed):
        self.comm, self.op, self.dt = comm, op, dt
        self.W, self.r = dist.get_world_size(), dist.get_rank()
        self.M, self.N, self.K = M, N, K
        self.g = torch.Generator(device="cuda").manual_seed(seed * 1000 + self.r)
        W = self.W
        if op == "allgather_gemm":
            self.a = comm.empty((M // W, K), dt)  # on the heap: peers pull from it
            self.b = self.rand(K, N, shared=True)
            self.out = torch.empty(M, N, device="cuda", dtype=dt)
            self.gathered = torch.empty(M, K, device="cuda", dtype=dt)
            self.ref_out = torch.empty(M, N, device="cuda", dtype=dt)
        else:
            self.a = comm.empty((M, K // W), dt)
            self.b = self.rand(K // W, N)
            self.out = torch.empty(M // W, N, device="cuda", dtype=dt)
            self.partial = torch.empty(M, N, device="cuda", dtype=dt)
            self.ref_out = torch.empty(M // W, N, device="cuda", dtype=dt)
        self.new_a()

    def rand(self, *shape, shared=False):
        g = torch.Generator(device="cuda").manual_seed(4242) if shared else self.g
        return (torch.randn(*shape, device="cuda", generator=g) / 4).to(self.dt)

    def new_a(self):
        self.a.copy_(self.rand(*self.a.shape))

    # the calls timed
    def colljit(self):
        if self.op == "allgather_gemm":
            self.comm.allgather_gemm(self.a, self.b, out=self.out)
        else:
            self.comm.gemm_reduce_scatter(self.a, self.b, out=self.out)

    def nccl_seq(self):
        if self.op == "allgather_gemm":
            dist.all_gather_into_tensor(self.gathered, self.a)
            torch.matmul(self.gathered, self.b, out=self.ref_out)
        else:
            torch.matmul(self.a, self.b, out=self.partial)
            dist.reduce_scatter_tensor(self.ref_out, self.partial)

    def gemm_alone(self):
        if self.op == "allgather_gemm":
            torch.matmul(self.gathered, self.b, out=self.ref_out)
        else:
            torch.matmul(self.a, self.b, out=self.partial)

    def coll_alone(self):
        if self.op == "allgather_gemm":
            dist.all_gather_into_tensor(self.gathered, self.a)
        else:
            dist.reduce_scatter_tensor(self.ref_out, self.partial)

    def torch_fused(self, group_name):
        if self.op == "allgather_gemm":
            return lambda: torch.ops.symm_mem.fused_all_gather_matmul(
                self.a, [self.b], 0, group_name)
        return lambda: torch.ops.symm_mem.fused_matmul_reduce_scatter(
            self.a, self.b, "sum", 0, group_name)

    def reference(self):
        """float64 of the exact result (this rank's rows), and cuBLAS's error on it."""
        if self.op == "allgather_gemm":
            dist.all_gather_into_tensor(self.gathered, self.a)
            want = self.gathered.double() @ self.b.double()
            torch.matmul(self.gathered, self.b, out=self.ref_out)
        else:
            full = self.a.double() @ self.b.double()
            want = torch.empty(self.M // self.W, self.N, device="cuda", dtype=torch.float64)
            dist.reduce_scatter_tensor(want, full)
            del full
            torch.matmul(self.a, self.b, out=self.partial)
            dist.reduce_scatter_tensor(self.ref_out, self.partial)
        return want, rel_err(self.ref_out, want)

    def check(self):
        self.out.fill_(float("nan"))
        self.colljit()
        torch.cuda.synchronize()
        want, cublas = self.reference()
        return rel_err(self.out, want), cublas


def all_ok(ok):
    t = torch.tensor([0 if ok else 1], device="cuda", dtype=torch.int32)
    dist.all_reduce(t)
    return t.item() == 0


def replay_check(comm, op, dt, replays, W):
    """`replays` replays of one graph (new A copied in, then the op), each checked."""
    M, N, K = 256 * W, 512, 1024 * W
    c = Case(comm, op, M, N, K, dt, 7)
    staged = torch.empty_like(c.a)

    def step():
        c.a.copy_(staged)
        c.colljit()
    staged.copy_(c.a)
    g = capture(step, 1)
    bad, worst = 0, 0.0
    for _ in range(replays):
        staged.copy_(c.rand(*c.a.shape))
        c.out.fill_(float("nan"))
        g.replay()
        torch.cuda.synchronize()
        want, _ = c.reference()
        e = rel_err(c.out, want)
        worst = max(worst, e)
        bad += not e <= TOL[dt]
    return bad, worst


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--ops", default="allgather_gemm,gemm_reducescatter")
    ap.add_argument("--shapes", default=SHAPES)
    ap.add_argument("--dtypes", default="bf16")
    ap.add_argument("--calls", type=int, default=5, help="calls per captured graph")
    ap.add_argument("--reps", type=int, default=5)
    ap.add_argument("--replays", type=int, default=1000)
    ap.add_argument("--budget", type=float, default=1e9, help="seconds; later shapes skipped")
    ap.add_argument("--json")
    a = ap.parse_args()
    t0 = time.time()
    local = int(os.environ.get("LOCAL_RANK", "0"))
    torch.cuda.set_device(local)
    dist.init_process_group("nccl", device_id=torch.device("cuda", local))
    W, r = dist.get_world_size(), dist.get_rank()
    group_name = dist.group.WORLD.group_name
    try:
        from torch.distributed._symmetric_memory import enable_symm_mem_for_group
        enable_symm_mem_for_group(group_name)
        have_symm = True
    except Exception as e:  # noqa: BLE001
        have_symm = False
        print(f"rank {r}: torch symmetric memory unavailable: {e}")
    comm = colljit.torch.Comm.from_process_group(heap_bytes=3 << 30, work_bytes=1 << 30,
                                                 timeout_s=60)
    path = os.environ.get("COLLJIT_GEMM_PATH", "auto")
    if r == 0:
        print(f"world {W}, {torch.cuda.get_device_name()}, torch {torch.__version__}, NCCL "
              f"{'.'.join(map(str, torch.cuda.nccl.version()))}, colljit {colljit.__version__}, "
              f"COLLJIT_GEMM_PATH={path}", flush=True)
    rows, failed = [], 0
    for op in a.ops.split(","):
        ref_name = "nccl+mm" if op == "allgather_gemm" else "mm+nccl"
        coll = "ag" if op == "allgather_gemm" else "rs"
        if r == 0:
            print(f"\n{op} (us per call, slowest rank; ratios: reference time / colljit time)")
            print(f"{'shape':>18s} {'dt':4s} {'colljit':>8s} {ref_name:>8s} {'torch':>8s} "
                  f"{'mm':>8s} {coll:>8s} {'/seq':>5s} {'/torch':>6s} {'/max':>5s} {'err':>8s} "
                  f"{'cublas':>8s} result", flush=True)
        for shape in a.shapes.split(","):
            M, N, K = (int(x) for x in shape.split("x"))
            for dn in a.dtypes.split(","):
                if time.time() - t0 > a.budget:
                    if r == 0:
                        print(f"{shape:>18s} {dn:4s} skipped: --budget {a.budget:.0f} s spent")
                    continue
                dt = DTYPES[dn]
                c = Case(comm, op, M, N, K, dt, M + N + K)
                err, cublas = c.check()
                ok = all_ok(err <= TOL[dt])
                failed += not ok
                t_c, _ = measure(c.colljit, a.calls, a.reps)
                t_s, _ = measure(c.nccl_seq, a.calls, a.reps)
                t_m, _ = measure(c.gemm_alone, a.calls, a.reps)
                t_x, _ = measure(c.coll_alone, a.calls, a.reps)
                t_t, how = (float("nan"), "-")
                if have_symm:
                    try:
                        t_t, how = measure(c.torch_fused(group_name), a.calls, a.reps)
                    except Exception as e:  # noqa: BLE001
                        torch.cuda.synchronize()
                        if r == 0:
                            print(f"  torch's fused op failed: {str(e).splitlines()[0][:100]}")
                floor = max(t_m, t_x)
                if r == 0:
                    print(f"{shape:>18s} {dn:4s} {t_c * 1e6:8.1f} {t_s * 1e6:8.1f} "
                          f"{t_t * 1e6:8.1f}{'*' if how == 'eager' else ' '}{t_m * 1e6:8.1f} "
                          f"{t_x * 1e6:8.1f} {t_s / t_c:5.2f} {t_t / t_c:6.2f} "
                          f"{floor / t_c:5.2f} {err:8.1e} {cublas:8.1e} "
                          f"{'ok' if ok else 'WRONG'}", flush=True)
                rows.append(dict(op=op, shape=shape, dtype=dn, world=W, path=path,
                                 colljit_us=t_c * 1e6,
                                 seq_us=t_s * 1e6, torch_us=t_t * 1e6, torch_timing=how,
                                 gemm_us=t_m * 1e6, coll_us=t_x * 1e6, err=err,
                                 cublas_err=cublas, ok=ok))
                del c
                torch.cuda.empty_cache()
        if a.replays:
            for dn in a.dtypes.split(","):
                bad, worst = replay_check(comm, op, DTYPES[dn], a.replays, W)
                ok = all_ok(bad == 0)
                failed += not ok
                if r == 0:
                    print(f"{op} {dn}: {a.replays} graph replays with new A, each checked: "
                          f"{bad} wrong on rank 0, worst error {worst:.1e}: "
                          f"{'ok' if ok else 'WRONG'}", flush=True)
                rows.append(dict(op=op, dtype=dn, world=W, replays=a.replays, wrong=bad,
                                 worst_err=worst, ok=ok))
    if r == 0 and a.json:
        with open(a.json, "w") as f:
            json.dump(rows, f, indent=1)
    comm.close()
    dist.destroy_process_group()
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
