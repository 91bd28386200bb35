#!/usr/bin/env python3
"""Comm.gemm (the generated GEMM as a user calls it: colljit.torch, world 1) beside torch.matmul
(cuBLAS) on the same tensors, one GPU, one process: each result checked against torch.matmul,
then each call captured in its own CUDA graph (after the first call and jit_wait(), so that the
graph holds the specialised kernel) and timed with CUDA events around `iters` replays, median of
`reps` runs; the same for torch.matmul in the same run.

    python3 bench/gemm_comm.py [--shapes MxNxK,...] [--dtypes bf16,f16] [--layouts row,col]
                               [--iters 20] [--reps 5] [--json FILE] [--tiles LIST]

--tiles default,BMxBNxBK:S:WMxWN[:G],...: each shape also with these tiles (cj_gemm_params' bm,
bn, bk, stages, warps_m, warps_n and group_m, through cj_gemm itself; `default` is the plan's
own tile), to compare tiles where a user's call cannot name one.

Exit status: 0 when every result matched, 1 when one did not, 77 without torch or a GPU."""
import argparse
import json
import os
import statistics
import sys

SHAPES = ("1024x3584x8192,4096x3584x8192,16384x3584x8192,4096x4096x4096,4096x11008x4096,"
          "4096x14336x4096,8192x8192x8192,512x4096x4096,4000x3000x1000")


def timed(torch, fn, iters, reps):
    g = torch.cuda.CUDAGraph()
    with torch.cuda.graph(g):
        fn()
    g.replay()
    torch.cuda.synchronize()
    ts = []
    for _ in range(reps):
        e0, e1 = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        e0.record()
        for _ in range(iters):
            g.replay()
        e1.record()
        torch.cuda.synchronize()
        ts.append(e0.elapsed_time(e1) / iters * 1e3)  # us
    return statistics.median(ts)


def gemm_call(comm, x, w, out, lay, tile):
    """comm.gemm, or with a named tile cj_gemm itself (the same entry, its tile fields set)."""
    if tile == "default":
        return lambda: comm.gemm(x, w, out=out, b_layout=lay)
    import ctypes
    from colljit import _lib
    from colljit._torch_base import _DTYPES, _raw_stream
    t, st, wp, *g = tile.split(":")
    bm, bn, bk = (int(v) for v in t.split("x"))
    wm_, wn_ = (int(v) for v in wp.split("x"))
    m, k = x.shape
    n = w.shape[1] if lay == "row" else w.shape[0]
    p = _lib.cj_gemm_params(m=m, n=n, k=k, b_layout=1 if lay == "col" else 0, bm=bm, bn=bn,
                            bk=bk, stages=int(st), warps_m=wm_, warps_n=wn_,
                            group_m=int(g[0]) if g else 0)

    def call():
        status = _lib.lib.cj_gemm(comm._handle, x.data_ptr(), w.data_ptr(), None, out.data_ptr(),
                                  ctypes.byref(p), _DTYPES[x.dtype], _raw_stream(x.device.index))
        if status:
            _lib.check(status, comm._handle)
    return call


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--shapes", default=SHAPES)
    ap.add_argument("--dtypes", default="bf16,f16")
    ap.add_argument("--layouts", default="row,col")
    ap.add_argument("--iters", type=int, default=20)
    ap.add_argument("--reps", type=int, default=5)
    ap.add_argument("--json")
    ap.add_argument("--tiles", default="default")
    a = ap.parse_args()
    try:
        import torch
        import torch.distributed as dist
    except ImportError:
        print("SKIP: no torch")
        return 77
    if not torch.cuda.is_available():
        print("SKIP: no CUDA GPU")
        return 77
    import colljit.torch as cjt
    os.environ.setdefault("MASTER_ADDR", "127.0.0.1")
    os.environ.setdefault("MASTER_PORT", "29517")
    torch.cuda.set_device(0)
    dist.init_process_group("nccl", rank=0, world_size=1, device_id=torch.device("cuda", 0))
    comm = cjt.Comm.from_process_group()
    dts = {"bf16": torch.bfloat16, "f16": torch.float16}
    print(f"device: {torch.cuda.get_device_name(0)}, torch {torch.__version__}, "
          f"CUDA {torch.version.cuda}")
    print(f"{'shape':<20} {'dtype':<5} {'B':<4} {'colljit us':>10} {'torch us':>9} "
          f"{'colljit TF/s':>12} {'torch TF/s':>10} {'ratio':>6}  result")
    rows, bad = [], 0
    tiles = a.tiles.split(",")
    for s in a.shapes.split(","):
        m, n, k = (int(x) for x in s.split("x"))
        for dn in a.dtypes.split(","):
            dt = dts[dn]
            for lay in a.layouts.split(","):
                torch.manual_seed(m + n + k)
                x = torch.randn(m, k, device="cuda", dtype=dt)
                w = torch.randn(k, n, device="cuda", dtype=dt) if lay == "row" else \
                    torch.randn(n, k, device="cuda", dtype=dt)
                wm = w if lay == "row" else w.t()
                out = torch.empty(m, n, device="cuda", dtype=dt)
                ref = torch.empty(m, n, device="cuda", dtype=dt)
                torch.matmul(x, wm, out=ref)
                full = x.float() @ wm.float()
                tt = timed(torch, lambda: torch.matmul(x, wm, out=ref), a.iters, a.reps)
                for tile in tiles:
                    call = gemm_call(comm, x, w, out, lay, tile)
                    try:
                        call()
                    except cjt.ColljitError as e:  # a tile the target cannot hold
                        print(f"{s:<20} {dn:<5} {lay:<4} {tile}: refused: {e}", flush=True)
                        continue
                    comm.jit_wait()
                    call()
                    torch.cuda.synchronize()
                    err = (out.float() - full).abs().max().item() / full.abs().max().item()
                    ok = err < (8e-3 if dn == "bf16" else 2e-3)
                    bad += not ok
                    tc = timed(torch, call, a.iters, a.reps)
                    fl = 2.0 * m * n * k
                    r = {"shape": s, "dtype": dn, "b": lay, "tile": tile, "colljit_us": tc,
                         "torch_us": tt, "colljit_tflops": fl / tc / 1e6,
                         "torch_tflops": fl / tt / 1e6, "ratio": tt / tc, "rel_err": err,
                         "ok": ok}
                    rows.append(r)
                    name = "" if len(tiles) == 1 else f" {tile}"
                    print(f"{s:<20} {dn:<5} {lay:<4} {tc:10.1f} {tt:9.1f} "
                          f"{r['colljit_tflops']:12.1f} {r['torch_tflops']:10.1f} "
                          f"{r['ratio']:6.2f}  {'ok' if ok else 'WRONG'} ({err:.1e}){name}",
                          flush=True)
    rs = sorted(r["ratio"] for r in rows)
    print(f"ratio to torch.matmul: min {rs[0]:.2f}, median {statistics.median(rs):.2f}, "
          f"max {rs[-1]:.2f}; {bad} wrong")
    if a.json:
        with open(a.json, "w") as f:
            json.dump({"device": torch.cuda.get_device_name(0), "torch": torch.__version__,
                       "rows": rows}, f, indent=1)
    comm.destroy() if hasattr(comm, "destroy") else None
    dist.destroy_process_group()
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
