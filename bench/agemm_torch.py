#!/usr/bin/env python3
"""allgather_gemm or gemm_reducescatter at world 1 on one NVIDIA GPU (the all-gather is then
a local copy of A into the workspace; the reduce-scatter a pass over f32 partial products): each kernel (PTX from `colljit gen KEY --emit ptx`) runs on torch tensors
through the CUDA driver; its product is checked against torch.matmul; it is captured in a CUDA
graph and replayed with new data in A (each replay checked); and its time is printed beside
torch.matmul and colljit's plain GEMM of the same tile (`colljit gemm`), so the figures are
also the cost of the fetch path over the GEMM alone. CUDA-event times around graph replays,
median of `reps` runs of `iters`.

  agemm_torch.py COLLJIT_BINARY [--shapes MxNxK,...] [--tokens .wp2x2] [--compiler llvm]
                 [--iters 10]
                 [--reps 5] [--json FILE]

Exit status: 0 when every result matched, 1 when one did not, 77 without torch or a GPU."""
import argparse
import ctypes
import json
import os
import re
import subprocess
import sys
import tempfile

from gemm_torch import Kernel, timed, torch_gpu  # the same driver plumbing

CTRL = 1 << 20  # heap_bases at 0, status at 1024, the sync area at 4096 (with the flags)


def kname(key):
    return "cj_" + "".join(c if c.isalnum() else ("P" if c == "+" else "_") for c in key)


def graph_of(torch, fn):
    g = torch.cuda.CUDAGraph()
    s = torch.cuda.Stream()
    s.wait_stream(torch.cuda.current_stream())
    with torch.cuda.stream(s):
        fn()  # warm up on the capture stream
    torch.cuda.current_stream().wait_stream(s)
    with torch.cuda.graph(g):
        fn()
    return g


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("colljit")
    ap.add_argument("--shapes", default="1024x3584x8192,4096x3584x8192,16384x3584x8192")
    ap.add_argument("--tokens", default="", help="extra key tokens, e.g. .wp2x2.fe32.kpf2")
    ap.add_argument("--op", default="allgather_gemm", choices=["allgather_gemm",
                                                               "gemm_reducescatter"])
    ap.add_argument("--compiler", default="llvm", help="llvm (measured faster) or nvrtc")
    ap.add_argument("--iters", type=int, default=10)
    ap.add_argument("--reps", type=int, default=5)
    ap.add_argument("--json")
    a = ap.parse_args()
    env = torch_gpu()
    if env is None:
        return 77
    torch, cuda, target = env
    print(f"device: {torch.cuda.get_device_name()}, torch {torch.__version__}")
    print(f"op: {a.op}")
    print(f"{'shape':>18s} {'dtype':5s} {'fused us':>9s} {'gemm us':>9s} {'torch us':>9s} "
          f"{'fused TF/s':>10s} {'/torch':>6s} {'/gemm':>6s} {'err':>8s} {'replays':>7s} result")
    work = tempfile.mkdtemp()
    ctrl = torch.zeros(CTRL, device="cuda", dtype=torch.uint8)
    status = ctrl[1024:1028].view(torch.int32)
    rows, failed = [], 0
    for shape in a.shapes.split(","):
        M, N, K = (int(x) for x in shape.split("x"))
        for dt, tdt in (("bf16", torch.bfloat16),):
            shard = "shard-m" if a.op == "allgather_gemm" else "shard-k"
            key = f"{a.op}.{dt}.mnk{M}x{N}x{K}.{shard}.w1{a.tokens}.{target}"
            k = subprocess.run([a.colljit, "gen", key, "--emit", "key"], check=True,
                               capture_output=True, text=True).stdout.strip()
            ptx = os.path.join(work, f"f{M}.ptx")
            subprocess.run([a.colljit, "gen", k, "--compiler", a.compiler, "--emit", "ptx", "-o",
                            ptx], check=True)
            grid = int(re.search(r"\.g(\d+)\.", k).group(1))
            threads = int(re.search(r"\.b(\d+)x\d+\.", k).group(1))
            tile = re.search(r"\.tile(\d+x\d+x\d+)\.st(\d+)\.wp(\d+x\d+)\.", k)
            # beyond 48 KiB of rings the kernel's shared memory is dynamic: pass the most an
            # sm_90 block takes (the kernel uses the rings and a few bytes more)
            bm_, bn_, bk_ = (int(x) for x in tile.group(1).split("x"))
            rings = int(tile.group(2)) * (bm_ + bn_) * bk_ * 2
            fused = Kernel(cuda, ptx, kname(k), dyn_shared=227 * 1024 if rings > 48 * 1024 else 0)
            gptx = os.path.join(work, f"g{M}.ptx")
            subprocess.run([a.colljit, "gemm", shape, "--dtype", dt, "--tile", tile.group(1),
                            "--stages", tile.group(2), "--warps", tile.group(3), "--target",
                            target, "--compiler", a.compiler, "--emit", "ptx", "-o", gptx],
                           check=True)
            gname = re.search(r"\.entry\s+(\w+)", open(gptx).read()).group(1)
            plain = Kernel(cuda, gptx, gname, dyn_shared=227 * 1024 if rings > 48 * 1024 else 0)
            bm, bn = (int(x) for x in tile.group(1).split("x")[:2])
            ggrid = ((M + bm - 1) // bm) * ((N + bn - 1) // bn)
            g = torch.Generator(device="cuda").manual_seed(M)
            A = torch.randn(M, K, device="cuda", generator=g).to(tdt)
            B = torch.randn(K, N, device="cuda", generator=g).to(tdt)
            out = torch.empty(M, N, device="cuda", dtype=tdt)
            # the workspace: the gathered A, or two halves of f32 partial products
            staged = torch.empty(M * K * 2 if a.op == "allgather_gemm" else 8 * M * N,
                                 device="cuda", dtype=torch.uint8)
            ref = torch.empty_like(out)
            base = ctrl.data_ptr()

            def run():
                stream = torch.cuda.current_stream().cuda_stream
                # heap_bases, rank, src, dst, sync, status, timeout_ns, work, n, nblocks, b, bias
                fused.launch32(grid, threads, stream, [
                    (base, 8), (0, 4), (A.data_ptr(), 8), (out.data_ptr(), 8), (base + 4096, 8),
                    (base + 1024, 8), (10 ** 10, 8), (staged.data_ptr(), 8), (0, 8), (grid, 4),
                    (B.data_ptr(), 8), (0, 8)])

            def run_plain():
                plain.launch(ggrid, threads, torch.cuda.current_stream().cuda_stream,
                             A.data_ptr(), B.data_ptr(), ref.data_ptr())

            def err():
                want = torch.matmul(A, B).float()
                return ((out.float() - want).abs().max() / want.abs().max()).item()

            status.zero_()
            run()
            torch.cuda.synchronize()
            e = err()
            ok = e <= 2e-2 and status.item() == 0
            if status.item():
                print(f"{shape}: the kernel's status word is {status.item()} (a wait timed out)")
            graph = graph_of(torch, run)
            replays = 0
            for i in range(3):  # new data in A, the same graph
                A.copy_(torch.randn(M, K, device="cuda", generator=g).to(tdt))
                out.fill_(float("nan"))
                graph.replay()
                torch.cuda.synchronize()
                ri = err()
                replays += ri <= 2e-2 and status.item() == 0
            ok = ok and replays == 3
            failed += not ok
            pg = graph_of(torch, run_plain)
            tg = graph_of(torch, lambda: torch.matmul(A, B, out=ref))
            t_f = timed(torch, graph.replay, a.iters, 3, a.reps)
            t_g = timed(torch, pg.replay, a.iters, 3, a.reps)
            t_t = timed(torch, tg.replay, a.iters, 3, a.reps)
            tf = 2 * M * N * K / t_f / 1e12
            print(f"{shape:>18s} {dt:5s} {t_f * 1e6:9.1f} {t_g * 1e6:9.1f} {t_t * 1e6:9.1f} "
                  f"{tf:10.1f} {t_t / t_f:6.2f} {t_g / t_f:6.2f} {e:8.1e} {replays:5d}/3 "
                  f"{'ok' if ok else 'WRONG'}", flush=True)
            rows.append(dict(shape=shape, dtype=dt, key=k, fused_us=t_f * 1e6,
                             gemm_us=t_g * 1e6, torch_us=t_t * 1e6, fused_tflops=tf,
                             err=e, replays_ok=replays, ok=ok))
    if a.json:
        with open(a.json, "w") as f:
            json.dump(rows, f, indent=1)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
