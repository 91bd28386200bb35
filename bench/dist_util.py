"""What the torchrun benchmarks (allreduce_torch.py, rmsnorm_dist.py) share: the process group
on this rank's GPU, and the per-call time of a function captured in a CUDA graph."""
import os
import random
import statistics


def init_dist():
    """torch.distributed (NCCL) on this rank's GPU: (torch, dist, rank, device, world)."""
    import torch
    import torch.distributed as dist

    rank = int(os.environ["RANK"])
    torch.cuda.set_device(int(os.environ.get("LOCAL_RANK", rank)))
    dev = torch.device("cuda", torch.cuda.current_device())
    dist.init_process_group("nccl", device_id=dev)
    return torch, dist, rank, dev, dist.get_world_size()


def graph_per_call(torch, dist, fn, calls, reps, warm=True, align=None):
    """fn captured `calls` times in one CUDA graph (thread_local capture mode: torch's NCCL
    watchdog polls from its own thread), after a first eager call when `warm`; the graph
    replayed `reps` times, each after a host barrier, with CUDA events around it. `align`: a
    device-side barrier of the ranks enqueued before the first event, so that the ranks'
    replays start together and their launch skew is not timed. Returns the median replay's
    time per call, in us (this rank's)."""
    return graphs_per_call(torch, dist, [fn], calls, reps, warm, align)[0]


def graphs_per_call(torch, dist, fns, calls, reps, warm=True, align=None):
    """graph_per_call for several functions at once, each in its own graph, their replays
    alternating (one replay of each per round, in an order drawn afresh each round from a
    seed every rank shares, so that no function always comes first after the barriers or
    always follows the same other one), so that the functions are timed under the same
    conditions. A function None gets nan. Returns the per-call times."""
    graphs = []
    for fn in fns:
        if fn is None:
            graphs.append(None)
            continue
        if warm:
            fn()
            torch.cuda.synchronize()
        g = torch.cuda.CUDAGraph()
        with torch.cuda.graph(g, capture_error_mode="thread_local"):
            for _ in range(calls):
                fn()
        g.replay()
        torch.cuda.synchronize()
        graphs.append(g)
    ts = [[] for _ in fns]
    order, draw = list(range(len(fns))), random.Random(1128)
    for _ in range(reps):
        draw.shuffle(order)
        for g, t in ((graphs[i], ts[i]) for i in order):
            if g is None:
                continue
            dist.barrier()
            torch.cuda.synchronize()
            e0, e1 = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
            if align is not None:
                align()
            e0.record()
            g.replay()
            e1.record()
            torch.cuda.synchronize()
            t.append(e0.elapsed_time(e1) * 1e3 / calls)
    del graphs
    return [statistics.median(t) if t else float("nan") for t in ts]
