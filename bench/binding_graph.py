#!/usr/bin/env python3
"""The per-call cost of colljit.torch's all_reduce inside a CUDA graph, as torch users capture
it: the first call, then the capture at once (no jit_wait: the warm-up-then-capture recipe),
beside torch.distributed (NCCL) captured the same way, under torchrun (one process per GPU).

Each graph holds a device-side barrier (Comm.barrier) and then `calls` calls; a second graph
holds the barrier alone. Per call = (replay time of the first - replay time of the second) /
calls, from CUDA events, median of `reps` replays; the slowest rank's. The ranks start each
timed replay together (the barrier), so rank skew does not count.

    torchrun --nproc-per-node 2 bench/binding_graph.py [--sizes 1K,4K,64K,1M] [--calls 50]
                                                       [--reps 20] [--json FILE]"""
import argparse
import json
import os
import statistics
import sys


def size_of(s):
    m = {"K": 1 << 10, "M": 1 << 20, "G": 1 << 30}
    return int(s[:-1]) * m[s[-1]] if s[-1] in m else int(s)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sizes", default="1K,4K,64K,1M")
    ap.add_argument("--calls", type=int, default=50)
    ap.add_argument("--reps", type=int, default=20)
    ap.add_argument("--json")
    a = ap.parse_args()
    import torch
    import torch.distributed as dist
    import colljit.torch as cjt

    rank = int(os.environ["RANK"])
    torch.cuda.set_device(int(os.environ.get("LOCAL_RANK", rank)))
    dev = torch.device("cuda", torch.cuda.current_device())
    dist.init_process_group("nccl", device_id=dev)
    comm = cjt.Comm.from_process_group()
    world = dist.get_world_size()

    def replay_us(g):
        ts = []
        for _ in range(a.reps):
            e0, e1 = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
            torch.cuda.synchronize()
            dist.barrier()
            e0.record()
            g.replay()
            e1.record()
            torch.cuda.synchronize()
            ts.append(e0.elapsed_time(e1) * 1e3)
        return statistics.median(ts)

    def graph_of(fn, n):
        g = torch.cuda.CUDAGraph()
        torch.cuda.synchronize()
        # thread_local: torch's NCCL watchdog polls events from its own thread, which a
        # global-mode capture does not allow (NCCL's calls are captured here too)
        with torch.cuda.graph(g, capture_error_mode="thread_local"):
            comm.barrier()
            for _ in range(n):
                fn()
        g.replay()
        torch.cuda.synchronize()
        return g

    rows = []
    if rank == 0:
        print(f"{world} ranks, {torch.cuda.get_device_name(0)}, torch {torch.__version__}; "
              f"per call, the slowest rank's, us")
        print(f"{'bytes':>8} {'colljit':>8} {'nccl':>8} {'ratio':>6}")
    base = replay_us(graph_of(lambda: None, 0))
    for s in a.sizes.split(","):
        nbytes = size_of(s)
        x = comm.empty([nbytes // 2], torch.bfloat16)
        y = torch.empty(nbytes // 2, dtype=torch.bfloat16, device=dev)
        x.fill_(1)
        y.fill_(1)
        comm.all_reduce(x)  # the first call; captured at once
        t_cj = (replay_us(graph_of(lambda: comm.all_reduce(x), a.calls)) - base) / a.calls
        dist.all_reduce(y)
        t_nc = (replay_us(graph_of(lambda: dist.all_reduce(y), a.calls)) - base) / a.calls
        t = torch.tensor([t_cj, t_nc], dtype=torch.float64, device=dev)
        dist.all_reduce(t, op=dist.ReduceOp.MAX)
        t_cj, t_nc = t.tolist()
        rows.append({"bytes": nbytes, "colljit_us": t_cj, "nccl_us": t_nc, "ratio": t_nc / t_cj})
        if rank == 0:
            print(f"{nbytes:8d} {t_cj:8.2f} {t_nc:8.2f} {t_nc / t_cj:6.2f}", flush=True)
    if rank == 0 and a.json:
        with open(a.json, "w") as f:
            json.dump({"world": world, "device": torch.cuda.get_device_name(0),
                       "calls": a.calls, "rows": rows}, f, indent=1)
    dist.destroy_process_group()
    return 0


if __name__ == "__main__":
    sys.exit(main())
