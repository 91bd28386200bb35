#!/usr/bin/env python3
"""colljit.torch on one GPU (world size 1, one process, no torchrun):

  1. a world-1 communicator from a torch.distributed NCCL group; every collective's result;
  2. torch.compile(fullgraph=True) of a function calling the colljit ops (inductor): one graph,
     no break, every op a node, the same result as eager; Comm.gemm (the generated GEMM) eager
     against float64 and compiled;
  3. eager host time per all_reduce call, colljit beside torch.distributed (NCCL), median of
     --calls calls each (time.perf_counter_ns around each call; the device is not waited for).

    python3 python/tests/gpu_torch_world1.py [--calls 1000] [--numel 4096] [--json FILE]

Exit status 0 when every check passed, 1 when one failed, 77 without a CUDA GPU."""

import argparse
import json
import os
import statistics
import sys
import time


def parse_args():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--calls", type=int, default=1000, help="timed calls per library")
    p.add_argument("--numel", type=int, default=4096, help="elements of the all_reduce tensor")
    p.add_argument("--json", help="also write the results to this file")
    return p.parse_args()


def check(name, ok, detail=""):
    print(f"{'ok  ' if ok else 'FAIL'} {name}{': ' + detail if detail else ''}", flush=True)
    return bool(ok)


def collectives(comm, torch, cjt):
    """Every op at world 1 on heap and ordinary tensors: the local result."""
    ok = True
    x = torch.randn(4096, device="cuda")
    for where, make in (("heap", lambda t: comm.empty(t.shape, t.dtype).copy_(t)),
                        ("ordinary", lambda t: t.clone())):
        t = make(x)
        comm.all_reduce(t)
        comm.all_reduce(t, op=cjt.ReduceOp.AVG)
        comm.all_reduce(t, op=cjt.ReduceOp.MAX)
        out = make(torch.zeros_like(x))
        comm.all_gather_into_tensor(out, t)
        rs = make(torch.zeros_like(x))
        comm.reduce_scatter_tensor(rs, out)
        a2a = make(torch.zeros_like(x))
        comm.all_to_all_single(a2a, rs)
        comm.broadcast(a2a, src=0)
        comm.reduce(a2a, dst=0, op=cjt.ReduceOp.MIN)
        work = comm.all_reduce(a2a, async_op=True)
        work.wait()
        torch.cuda.synchronize()
        ok &= check(f"collectives on {where} tensors", torch.equal(a2a, x),
                    f"max |diff| {float((a2a - x).abs().max()):.3g}")
    return ok


def compiled(comm, torch, cjt):
    def step(x, w, out):
        h = x @ w
        comm.all_reduce(h)
        comm.all_gather_into_tensor(out, h.flatten())
        comm.reduce_scatter_tensor(h.view(-1), out, op=cjt.ReduceOp.AVG)
        comm.broadcast(h, src=0)
        return torch.relu(h).sum(dim=0)

    graphs = []

    def counting(gm, example_inputs):
        graphs.append(gm)
        from torch._inductor.compile_fx import compile_fx

        return compile_fx(gm, example_inputs)

    torch._dynamo.reset()
    x = torch.randn(64, 128, device="cuda")
    w = torch.randn(128, 256, device="cuda")
    eager_out = comm.empty(64 * 256)
    want = step(x, w, eager_out)
    fn = torch.compile(step, fullgraph=True, backend=counting)
    out = comm.empty(64 * 256)
    got = fn(x, w, out)
    got2 = fn(x, w, out)
    torch.cuda.synchronize()
    called = {str(n.target) for g in graphs for n in g.graph.nodes if n.op == "call_function"}
    ops = [o for o in ("all_reduce", "all_gather_into_tensor", "reduce_scatter_tensor",
                       "broadcast") if any(f"colljit.{o}" in c for c in called)]
    ok = check("torch.compile(fullgraph=True): one graph", len(graphs) == 1,
               f"{len(graphs)} graph(s)")
    ok &= check("every colljit op is a node of the graph", len(ops) == 4, ", ".join(ops))
    diff = float((got - want).abs().max())
    ok &= check("compiled matches eager", torch.allclose(got, want, rtol=1e-4, atol=1e-3) and
                torch.allclose(got2, want, rtol=1e-4, atol=1e-3), f"max |diff| {diff:.3g}")
    ok &= check("compiled output tensor matches eager", torch.allclose(out, eager_out),
                f"max |diff| {float((out - eager_out).abs().max()):.3g}")
    return ok


def gemm_ops(comm, torch):
    """Comm.gemm (the generated GEMM kernel) on the GPU: B row- and column-major, bias, f32
    out, odd sizes, against torch in float64; and inside torch.compile(fullgraph=True)."""
    ok = True
    g = torch.Generator(device="cuda").manual_seed(11)
    for dt in (torch.bfloat16, torch.float16):
        for col, bias, f32 in ((False, False, False), (True, True, False), (False, True, True)):
            m, n, k = 333, 250, 520
            a = torch.randn(m, k, device="cuda", generator=g).to(dt)
            b = torch.randn((n, k) if col else (k, n), device="cuda", generator=g).to(dt)
            bs = torch.randn(n, device="cuda", generator=g).to(dt) if bias else None
            got = comm.gemm(a, b, bs, b_layout="col" if col else "row", out_f32=f32)
            ref = a.double() @ (b.double().t() if col else b.double())
            if bias:
                ref = ref + bs.double()
            torch.cuda.synchronize()
            err = ((got.double() - ref).abs().max() / ref.abs().max()).item()
            # f32 accumulation of k products, one rounding to the output (bf16: 2^-8)
            tol = 1e-4 if f32 else (4e-3 if dt == torch.bfloat16 else 5e-4)
            ok &= check(f"gemm {str(dt)[6:]} B {'col' if col else 'row'}{' bias' if bias else ''}"
                        f"{' f32 out' if f32 else ''}", got.dtype == (torch.float32 if f32 else dt)
                        and err <= tol, f"max error {err:.2e} of the largest value")

    def step(x, w):
        return comm.gemm(torch.relu(x), w, b_layout="col", out_f32=True) * 2

    torch._dynamo.reset()
    x = torch.randn(64, 96, device="cuda").half()
    w = torch.randn(80, 96, device="cuda").half()
    want = step(x, w)
    got = torch.compile(step, fullgraph=True)(x, w)
    torch.cuda.synchronize()
    ok &= check("gemm inside torch.compile(fullgraph=True) matches eager", torch.equal(got, want))
    return ok


def host_times(fn, calls, torch):
    for _ in range(50):
        fn()
    torch.cuda.synchronize()
    ns = []
    for i in range(calls):
        t0 = time.perf_counter_ns()
        fn()
        ns.append(time.perf_counter_ns() - t0)
        if i % 100 == 99:
            torch.cuda.synchronize()  # keep the queue short
    torch.cuda.synchronize()
    return statistics.median(ns) / 1e3


def overhead(comm, dist, torch, calls, numel):
    ordinary = torch.randn(numel, device="cuda")
    heap = comm.empty(numel).copy_(ordinary)
    rows = {
        "colljit all_reduce (heap tensor)": host_times(lambda: comm.all_reduce(heap), calls, torch),
        "colljit all_reduce (ordinary tensor)":
            host_times(lambda: comm.all_reduce(ordinary), calls, torch),
        "torch.distributed all_reduce (NCCL)":
            host_times(lambda: dist.all_reduce(ordinary), calls, torch),
    }
    comm.validate = True
    rows["colljit all_reduce, validate=True"] = host_times(lambda: comm.all_reduce(heap),
                                                           calls // 10, torch)
    comm.validate = False
    for name, us in rows.items():
        print(f"     {name:40s} {us:8.2f} us per call (median)", flush=True)
    return rows


def main():
    args = parse_args()
    import torch

    if not torch.cuda.is_available():
        print("gpu_torch_world1: no CUDA GPU; skipped")
        return 77
    import torch.distributed as dist

    import colljit
    import colljit.torch as cjt

    os.environ.setdefault("MASTER_ADDR", "127.0.0.1")
    os.environ.setdefault("MASTER_PORT", "29533")
    torch.cuda.set_device(0)
    dist.init_process_group("nccl", rank=0, world_size=1, device_id=torch.device("cuda", 0))
    print(f"colljit {colljit.__version__} from {colljit.library_path()}; "
          f"torch {torch.__version__}; "
          f"{torch.cuda.get_device_name(0)}", flush=True)
    comm = cjt.Comm.from_process_group()
    ok = check("world-1 communicator", comm.world_size == 1 and not comm.validate,
               f"rank {comm.rank} of {comm.world_size}, validate {comm.validate}")
    ok &= collectives(comm, torch, cjt)
    ok &= compiled(comm, torch, cjt)
    ok &= gemm_ops(comm, torch)
    rows = overhead(comm, dist, torch, args.calls, args.numel)
    if args.json:
        with open(args.json, "w") as f:
            json.dump({"device": torch.cuda.get_device_name(0), "torch": torch.__version__,
                       "calls": args.calls, "numel": args.numel, "host_us": rows,
                       "passed": bool(ok)}, f, indent=1)
    comm.close()
    dist.destroy_process_group()
    print("gpu_torch_world1: " + ("passed" if ok else "FAILED"), flush=True)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
