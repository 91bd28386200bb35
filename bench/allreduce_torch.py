#!/usr/bin/env python3
"""all_reduce (bf16, sum) of colljit.torch beside torch's symmetric-memory kernels
(torch.ops.symm_mem.one_shot_all_reduce and two_shot_all_reduce_, multicast off) and NCCL
(torch.distributed), under torchrun, one process per GPU, the same sizes in the same run.

Each library's call is captured `calls` times in its own CUDA graph (thread_local capture mode:
torch's NCCL watchdog polls from its own thread; from 16 MiB `big_calls` times), after a first
call (colljit: and jit_wait, so that the specialised kernel is captured); the graphs are
replayed in turn, one replay of each per round in an order drawn afresh each round (the same
on every rank), `reps` rounds, with CUDA events around each replay, after a host barrier and
then a device-side barrier (colljit's, enqueued before the first event, so that the ranks'
replays start together: the launch skew of the host barrier is not timed; --no-align leaves
it out); per call = median replay / calls; the slowest rank's.
Every result is checked after the timing (inputs of ones: the sum is the world size), and the
key of the kernel colljit ran is printed. The column `c` is colljit's C entry (cj_collective,
called through ctypes on the same heap tensor's address, no Python call path), captured and
timed the same way, its replays among the binding's: the binding against the C path like
for like.

    TORCH_SYMM_MEM_DISABLE_MULTICAST=1 torchrun --nproc-per-node 2 bench/allreduce_torch.py \\
        [--sizes 1K..256M] [--calls 20] [--big-calls 2] [--reps 10] [--no-align] [--json FILE]"""
import argparse
import json
import sys


def sizes_of(spec):
    mult = {"K": 1 << 10, "M": 1 << 20, "G": 1 << 30}

    def one(s):
        return int(s[:-1]) * mult[s[-1]] if s[-1] in mult else int(s)

    out = []
    for part in spec.split(","):
        if ".." in part:
            lo, hi = (one(x) for x in part.split(".."))
            while lo <= hi:
                out.append(lo)
                lo *= 4
        else:
            out.append(one(part))
    return out


def last_kernel(comm):
    """The key of the kernel colljit launched last (cj_comm_last_kernel)."""
    import ctypes
    from colljit import _lib
    buf, generic = ctypes.create_string_buffer(512), ctypes.c_int(0)
    if _lib.lib.cj_comm_last_kernel(comm._handle, buf, 512, ctypes.byref(generic), 0):
        return "?"
    return buf.value.decode() + (" (generic)" if generic.value else "")


def c_entry(comm, torch, x):
    """A function that calls the library's C entry for all_reduce(x, sum) directly."""
    from colljit._lib import lib
    from colljit._torch_base import _DTYPES, _OPS, _REDOPS
    h, p, n = comm._handle, x.data_ptr(), x.numel()
    op, dt, red = _OPS["allreduce"], _DTYPES[x.dtype], _REDOPS["sum"]

    def call():
        stream = torch.cuda.current_stream().cuda_stream
        if lib.cj_collective(h, op, p, p, n, dt, red, 0, stream):
            raise RuntimeError("cj_collective failed")
    return call


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sizes", default="1K..256M")
    ap.add_argument("--calls", type=int, default=20)
    ap.add_argument("--big-calls", type=int, default=2)
    ap.add_argument("--reps", type=int, default=10)
    ap.add_argument("--no-align", action="store_true")
    ap.add_argument("--json")
    a = ap.parse_args()
    import torch.distributed._symmetric_memory as symm_mem
    import colljit.torch as cjt
    from dist_util import graphs_per_call, init_dist

    torch, dist, rank, dev, world = init_dist()
    group = dist.group.WORLD
    gname = group.group_name
    comm = cjt.Comm.from_process_group(heap_bytes=1 << 31)

    def per_call(fns, calls):
        return graphs_per_call(torch, dist, fns, calls, a.reps,
                               align=None if a.no_align else comm.barrier)

    rows = []
    if rank == 0:
        print(f"{world} ranks, {torch.cuda.get_device_name(0)}, torch {torch.__version__}, "
              f"NCCL {'.'.join(map(str, torch.cuda.nccl.version()))}; per call, us, slowest rank")
        print(f"{'bytes':>10} {'colljit':>9} {'c':>9} {'one_shot':>9} {'two_shot':>9} {'nccl':>9} "
              f"{'vs 1shot':>8} {'vs 2shot':>8} {'vs nccl':>8}")
    for nbytes in sizes_of(a.sizes):
        n = nbytes // 2
        calls = a.calls if nbytes < (16 << 20) else a.big_calls
        x = comm.empty([n], torch.bfloat16)
        s = symm_mem.empty(n, dtype=torch.bfloat16, device=dev)
        symm_mem.rendezvous(s, gname)
        y = torch.empty(n, dtype=torch.bfloat16, device=dev)
        r = {"bytes": nbytes}
        x.fill_(1)
        comm.all_reduce(x)
        comm.jit_wait()
        comm.all_reduce(x)
        r["kernel"] = last_kernel(comm)  # (the timed replays launch outside the library)
        keys = ("colljit_us", "c_us", "one_shot_us", "two_shot_us", "nccl_us")
        fns = [lambda: comm.all_reduce(x), c_entry(comm, torch, x),
               (lambda: torch.ops.symm_mem.one_shot_all_reduce(s, "sum", gname))
               if nbytes <= (4 << 20) else None,
               lambda: torch.ops.symm_mem.two_shot_all_reduce_(s, "sum", gname),
               lambda: dist.all_reduce(y)]
        r.update(zip(keys, per_call(fns, calls)))
        # results: ones reduced (calls + 1) times would overflow bf16 integers: check one call
        x.fill_(1)
        comm.all_reduce(x)
        torch.cuda.synchronize()
        ok = bool((x == world).all().item())
        t = torch.tensor([r[k] for k in keys], dtype=torch.float64, device=dev)
        dist.all_reduce(t, op=dist.ReduceOp.MAX)
        r.update(zip(keys, t.tolist()))
        r["ok"] = ok
        rows.append(r)
        if rank == 0:
            print(f"{nbytes:10d} {r['colljit_us']:9.2f} {r['c_us']:9.2f} "
                  f"{r['one_shot_us']:9.2f} {r['two_shot_us']:9.2f} {r['nccl_us']:9.2f} "
                  f"{r['one_shot_us'] / r['colljit_us']:8.2f} "
                  f"{r['two_shot_us'] / r['colljit_us']:8.2f} "
                  f"{r['nccl_us'] / r['colljit_us']:8.2f}{'' if ok else '  WRONG'}  "
                  f"{r['kernel']}", flush=True)
        del x, s
    if rank == 0 and a.json:
        with open(a.json, "w") as f:
            json.dump({"world": world, "device": torch.cuda.get_device_name(0), "rows": rows},
                      f, indent=1)
    dist.destroy_process_group()
    return 0


if __name__ == "__main__":
    sys.exit(main())
