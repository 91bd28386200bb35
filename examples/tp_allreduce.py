"""A tensor-parallel style loop: each layer multiplies the rank's shard of the activation by
its shard of the weight and all-reduces the bf16 partial sums, the whole loop captured in a
CUDA graph. The same loop runs with colljit and with torch.distributed.all_reduce (NCCL), and
both times are printed (the slowest rank's).

    torchrun --nproc-per-node 2 examples/tp_allreduce.py [--tokens 128] [--hidden 8192]
"""

import argparse

import torch
import torch.distributed as dist

import colljit.torch


def parse_args():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--tokens", type=int, default=128)
    p.add_argument("--hidden", type=int, default=8192)
    p.add_argument("--layers", type=int, default=16)
    p.add_argument("--iters", type=int, default=100, help="graph replays timed")
    return p.parse_args()


def tp_loop(x, h, weights, out, all_reduce, rank):
    """layers x (out = h @ w; all_reduce(out); h = this rank's columns of out), h = x first."""
    shard = x.shape[1]
    h.copy_(x)
    for w in weights:
        torch.matmul(h, w, out=out)
        all_reduce(out)
        h.copy_(out.narrow(1, rank * shard, shard))
    return out


def capture(fn, warmup=3):
    """Runs fn a few times on a side stream (kernels load, NCCL sets up), then captures it."""
    side = torch.cuda.Stream()
    side.wait_stream(torch.cuda.current_stream())
    with torch.cuda.stream(side):
        for _ in range(warmup):
            fn()
    torch.cuda.current_stream().wait_stream(side)
    graph = torch.cuda.CUDAGraph()
    with torch.cuda.graph(graph):
        fn()
    return graph


def time_replays(graph, iters):
    """Mean milliseconds per replay, the slowest rank's."""
    graph.replay()
    torch.cuda.synchronize()
    start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
    start.record()
    for _ in range(iters):
        graph.replay()
    end.record()
    torch.cuda.synchronize()
    ms = torch.tensor([start.elapsed_time(end) / iters], device="cuda")
    dist.all_reduce(ms, op=dist.ReduceOp.MAX)
    return ms.item()


def main():
    args = parse_args()
    dist.init_process_group("nccl")
    rank, world = dist.get_rank(), dist.get_world_size()
    torch.cuda.set_device(rank % torch.cuda.device_count())
    if args.hidden % world:
        raise SystemExit(f"--hidden {args.hidden} is not a multiple of the world size {world}")
    shard = args.hidden // world
    bf16 = torch.bfloat16

    gen = torch.Generator(device="cuda").manual_seed(1234 + rank)
    x = torch.randn(args.tokens, shard, device="cuda", dtype=bf16, generator=gen)
    weights = [torch.randn(shard, args.hidden, device="cuda", dtype=bf16, generator=gen)
               / args.hidden ** 0.5 for _ in range(args.layers)]

    comm = colljit.torch.Comm.from_process_group(heap_bytes=256 << 20)
    out_cj = comm.empty((args.tokens, args.hidden), bf16)
    out_nccl = torch.empty(args.tokens, args.hidden, device="cuda", dtype=bf16)

    def measure(out, all_reduce):
        h = torch.empty_like(x)
        full = capture(lambda: tp_loop(x, h, weights, out, all_reduce, rank))
        alone = capture(lambda: [all_reduce(out) for _ in weights])
        times = time_replays(full, args.iters), time_replays(alone, args.iters)
        full.replay()  # one clean pass from the same input, compared below
        torch.cuda.synchronize()
        return times  # the graphs go here, before the process group does

    rows = [("colljit", *measure(out_cj, comm.all_reduce)),
            ("torch.distributed (NCCL)", *measure(out_nccl, dist.all_reduce))]
    diff = (out_cj.float() - out_nccl.float()).abs().max().item()

    if rank == 0:
        size = args.tokens * args.hidden * 2
        print(f"{world} ranks, {args.layers} layers, activation {args.tokens}x{args.hidden} bf16 "
              f"({size / 2**20:.2f} MiB), {args.iters} graph replays")
        print(f"{'':26s} {'matmul+all_reduce':>18s} {'all_reduce only':>16s}  per layer")
        for name, t_full, t_alone in rows:
            print(f"{name:26s} {t_full * 1e3 / args.layers:15.1f} us "
                  f"{t_alone * 1e3 / args.layers:13.1f} us")
        print(f"max |colljit - NCCL| after {args.layers} layers: {diff:.3g}")
    del out_cj
    comm.close()
    dist.destroy_process_group()


if __name__ == "__main__":
    main()
