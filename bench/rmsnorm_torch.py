#!/usr/bin/env python3
"""allreduce_rmsnorm at world 1 on one NVIDIA GPU beside torch: each kernel (PTX from
`colljit gen KEY --emit ptx`) runs on torch tensors through the CUDA driver; its residual and
output are checked against torch in float32, and its time is printed beside torch's residual add
+ RMSNorm (two kernels) and RMSNorm alone. CUDA-event times, median of `reps` runs of `iters`.

  rmsnorm_torch.py COLLJIT_BINARY [--iters 50] [--reps 5] [--json FILE]

Exit status: 0 when every result matched, 1 when one did not, 77 without torch or a GPU."""
import argparse
import json
import os
import re
import statistics
import struct
import subprocess
import sys
import tempfile

from gemm_torch import Kernel, timed, torch_gpu  # the same driver plumbing

EPS = 1e-6
EPS_BITS = struct.unpack("<I", struct.pack("<f", EPS))[0]  # the kernel's eps parameter (f32)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("colljit")
    ap.add_argument("--iters", type=int, default=50)
    ap.add_argument("--reps", type=int, default=5)
    ap.add_argument("--json")
    a = ap.parse_args()
    env = torch_gpu()
    if env is None:
        return 77
    torch, cuda, target = env
    import torch.nn.functional as F
    rms = getattr(F, "rms_norm", None) or (
        lambda t, shape, w, eps: (t.float() * torch.rsqrt(t.float().pow(2).mean(-1, keepdim=True)
                                                          + eps) * w.float()).to(t.dtype))
    print(f"device: {torch.cuda.get_device_name()}, torch {torch.__version__}")
    print(f"{'dtype':5s} {'tokens':>6s} {'hidden':>6s} {'colljit us':>10s} {'torch add+norm us':>17s} "
          f"{'torch norm us':>13s} {'err r':>8s} {'err out':>8s} result")
    dts = {"bf16": torch.bfloat16, "f16": torch.float16, "f32": torch.float32}
    tol = {"bf16": 2e-2, "f16": 4e-3, "f32": 1e-5}
    rows, failed = [], 0
    work = tempfile.mkdtemp()
    ctrl = torch.zeros(1 << 16, device="cuda", dtype=torch.uint8)  # heap_bases, status, sync
    for dt, tdt in dts.items():
        for hidden in (4096, 8192):
            for tokens in (1, 16, 128, 1024, 4096):
                key = (f"allreduce_rmsnorm.{dt}.n{tokens * hidden}.h{hidden}.w1.{target}")
                ptx = os.path.join(work, "k.ptx")
                k = subprocess.run([a.colljit, "gen", key, "--emit", "key"], check=True,
                                   capture_output=True, text=True).stdout.strip()
                subprocess.run([a.colljit, "gen", k, "--emit", "ptx", "-o", ptx], check=True)
                name = "cj_" + "".join(c if c.isalnum() else ("P" if c == "+" else "_") for c in k)
                grid = int(re.search(r"\.g(\d+)\.", k).group(1))
                threads = int(re.search(r"\.b(\d+)x\d+\.", k).group(1))  # not .bf16
                kern = Kernel(cuda, ptx, name)
                g = torch.Generator(device="cuda").manual_seed(tokens * 131 + hidden)
                x = torch.randn(tokens, hidden, device="cuda", generator=g).to(tdt)
                r = torch.randn(tokens, hidden, device="cuda", generator=g).to(tdt)
                w = torch.randn(hidden, device="cuda", generator=g).to(tdt)
                out = torch.empty_like(x)
                r_ref = (r.float() + x.float()).to(tdt)
                out_ref = rms(r_ref.float(), (hidden,), w.float(), EPS)
                base = ctrl.data_ptr()
                stream = torch.cuda.current_stream().cuda_stream
                # heap_bases, rank, src, dst, sync, status, timeout_ns, work, n, nblocks,
                # residual, weight, eps (I32 and F32 parameters: 4 bytes)
                run = lambda: kern.launch32(grid, threads, stream, [
                    (base, 8), (0, 4), (x.data_ptr(), 8), (out.data_ptr(), 8), (base + 4096, 8),
                    (base + 1024, 8), (10 ** 10, 8), (0, 8), (tokens * hidden, 8), (grid, 4),
                    (r.data_ptr(), 8), (w.data_ptr(), 8), (EPS_BITS, 4)])
                run()
                torch.cuda.synchronize()
                err_r = ((r.float() - r_ref.float()).abs().max() /
                         r_ref.float().abs().max()).item()
                err_o = ((out.float() - out_ref).abs().max() / out_ref.abs().max()).item()
                ok = err_r <= tol[dt] and err_o <= tol[dt]
                failed += not ok
                t_cj = timed(torch, run, a.iters, 5, a.reps)
                t_add = timed(torch, lambda: rms(r.add_(x), (hidden,), w, EPS), a.iters, 5, a.reps)
                t_norm = timed(torch, lambda: rms(r, (hidden,), w, EPS), a.iters, 5, a.reps)
                print(f"{dt:5s} {tokens:6d} {hidden:6d} {t_cj * 1e6:10.2f} {t_add * 1e6:17.2f} "
                      f"{t_norm * 1e6:13.2f} {err_r:8.1e} {err_o:8.1e} {'ok' if ok else 'WRONG'}",
                      flush=True)
                rows.append(dict(dtype=dt, tokens=tokens, hidden=hidden, colljit_us=t_cj * 1e6,
                                 torch_add_norm_us=t_add * 1e6, torch_norm_us=t_norm * 1e6,
                                 err_r=err_r, err_out=err_o, ok=ok, key=k))
    if a.json:
        with open(a.json, "w") as f:
            json.dump(rows, f, indent=1)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
