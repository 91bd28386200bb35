#!/usr/bin/env python3
"""all_reduce_rmsnorm (the tensor-parallel epilogue: residual += sum over ranks of x; out =
RMSNorm(residual) * weight) through colljit.torch beside what a torch user writes for it: NCCL's
all_reduce (torch.distributed), the residual add and torch.nn.functional.rms_norm; and NCCL's
all_reduce alone (the reference's communication). Under torchrun, one process per GPU, bf16.

With COLLJIT_NODE_SIZE=k (and NCCL_P2P_DISABLE=1 NCCL_SHM_DISABLE=1, which put torch's NCCL and
colljit's engine on the network path alike) every k consecutive GPUs are a node and colljit runs
its form across nodes; without it, its one-node kernel.

Each form is captured `calls` times in one CUDA graph after a first call (colljit: and
jit_wait); the graph is replayed `reps` times with CUDA events around each replay after a host
barrier; per call = median replay / calls; the slowest rank's. After the timing one call of each
form on the same fresh inputs is compared with a float32 reference (x gathered, summed in f32
in rank order, added to the residual and rounded once, normalised in f32): the largest error
relative to the row's largest value, colljit's (it must stay within 2^-6) and the torch
form's beside it; and colljit's out must be identical on every rank.

    torchrun --nproc-per-node 4 bench/rmsnorm_dist.py [--hidden 8192]
        [--tokens 1,8,64,512,4096] [--calls 20] [--reps 10] [--json FILE]"""
import argparse
import json
import os
import sys


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--hidden", type=int, default=8192)
    ap.add_argument("--tokens", default="1,8,64,512,4096")
    ap.add_argument("--calls", type=int, default=20)
    ap.add_argument("--reps", type=int, default=10)
    ap.add_argument("--eps", type=float, default=1e-6)
    ap.add_argument("--json")
    a = ap.parse_args()
    import torch.nn.functional as F
    import colljit.torch as cjt
    from dist_util import graph_per_call, init_dist

    torch, dist, rank, dev, world = init_dist()
    comm = cjt.Comm.from_process_group(heap_bytes=1 << 31)
    h = a.hidden
    node = os.environ.get("COLLJIT_NODE_SIZE")

    def per_call(fn, calls):
        return graph_per_call(torch, dist, fn, calls, a.reps)

    rows = []
    if rank == 0:
        where = f"nodes of {node} GPUs" if node else "one node"
        print(f"{world} ranks ({where}), {torch.cuda.get_device_name(0)}, torch "
              f"{torch.__version__}, NCCL {'.'.join(map(str, torch.cuda.nccl.version()))}; bf16, "
              f"hidden {h}; per call, us, slowest rank")
        print(f"{'tokens':>7} {'bytes':>10} {'colljit':>9} {'nccl+torch':>10} {'nccl_ar':>9} "
              f"{'ratio':>6} {'vs ar':>6}  check")
    gen = torch.Generator(device=dev)
    for tokens in [int(t) for t in a.tokens.split(",")]:
        n = tokens * h
        calls = a.calls if n * 2 < (16 << 20) else 4
        x = comm.empty([tokens, h], torch.bfloat16)
        res = comm.empty([tokens, h], torch.bfloat16)
        out = comm.empty([tokens, h], torch.bfloat16)
        w = torch.randn(h, dtype=torch.bfloat16, device=dev, generator=gen.manual_seed(7))
        xr = torch.empty([tokens, h], dtype=torch.bfloat16, device=dev)
        rr = torch.empty([tokens, h], dtype=torch.bfloat16, device=dev)
        x.normal_(generator=gen.manual_seed(100 + rank))
        res.normal_(generator=gen.manual_seed(5))  # the same residual on every rank
        xr.copy_(x)
        rr.copy_(res)

        def colljit_call():
            comm.all_reduce_rmsnorm(x, res, w, a.eps, out=out)

        def ref_call():
            dist.all_reduce(xr)
            rr.add_(xr)
            return F.rms_norm(rr, (h,), w, a.eps)

        comm.all_reduce_rmsnorm(x, res, w, a.eps, out=out)
        comm.jit_wait()
        r = {"tokens": tokens, "bytes": n * 2}
        r["colljit_us"] = per_call(colljit_call, calls)
        r["ref_us"] = per_call(ref_call, calls)
        r["nccl_ar_us"] = per_call(lambda: dist.all_reduce(xr), calls)
        # one call of each on the same fresh inputs
        x.normal_(generator=gen.manual_seed(200 + rank))
        res.normal_(generator=gen.manual_seed(9))
        xr.copy_(x)
        rr.copy_(res)
        xs = [torch.empty_like(x) for _ in range(world)]
        dist.all_gather(xs, x)
        s32 = xs[0].float()
        for xi in xs[1:]:
            s32 = s32 + xi.float()
        r16 = (res.float() + s32).to(torch.bfloat16).float()
        want = (r16 * torch.rsqrt(r16.pow(2).mean(-1, keepdim=True) + a.eps) * w.float())
        colljit_call()
        theirs = ref_call()
        torch.cuda.synchronize()
        scale = want.abs().amax(dim=-1, keepdim=True).clamp_min(1e-30)
        err = ((out.float() - want).abs() / scale).max().item()
        err_ref = ((theirs.float() - want).abs() / scale).max().item()
        first = out.clone()
        dist.broadcast(first, 0)
        same = bool(torch.equal(first, out))
        t = torch.tensor([r["colljit_us"], r["ref_us"], r["nccl_ar_us"], err, err_ref,
                          0.0 if same else 1.0], dtype=torch.float64, device=dev)
        dist.all_reduce(t, op=dist.ReduceOp.MAX)
        r["colljit_us"], r["ref_us"], r["nccl_ar_us"], r["err"], r["err_ref"], diff = t.tolist()
        r["ok"] = r["err"] <= 2.0 ** -6 and diff == 0.0
        rows.append(r)
        if rank == 0:
            print(f"{tokens:7d} {n * 2:10d} {r['colljit_us']:9.2f} {r['ref_us']:10.2f} "
                  f"{r['nccl_ar_us']:9.2f} {r['ref_us'] / r['colljit_us']:6.2f} "
                  f"{r['nccl_ar_us'] / r['colljit_us']:6.2f}  "
                  f"{'ok' if r['ok'] else 'WRONG'} (err {r['err']:.1e}, torch's "
                  f"{r['err_ref']:.1e}, "
                  f"{'same' if diff == 0.0 else 'DIFFERENT'} on every rank)", flush=True)
        del x, res, out
    if rank == 0 and a.json:
        with open(a.json, "w") as f:
            json.dump({"world": world, "node_size": node, "device": torch.cuda.get_device_name(0),
                       "hidden": h, "rows": rows}, f, indent=1)
    dist.destroy_process_group()
    return 0 if all(r["ok"] for r in rows) else 1


if __name__ == "__main__":
    sys.exit(main())
