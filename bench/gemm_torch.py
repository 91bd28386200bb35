#!/usr/bin/env python3
"""Runs the GEMM tile kernels that gemm_emit wrote (DIR/manifest.tsv, PTX loaded through the CUDA
driver) beside torch.matmul (cuBLAS) on the same tensors: checks each result against torch's and
prints TFLOP/s of both and their ratio. Times are CUDA-event times of `iters` back-to-back
launches after `warmup` launches, the median of `reps` such runs.

  gemm_torch.py DIR [--iters 20] [--warmup 5] [--reps 5] [--json FILE]

Exit status: 0 when every result matched, 1 when one did not, 77 without torch or a GPU."""
import argparse
import ctypes
import json
import os
import statistics
import sys


def load_driver():
    cuda = ctypes.CDLL("libcuda.so.1")
    for name in ("cuModuleLoadData", "cuModuleGetFunction", "cuLaunchKernel",
                 "cuFuncSetAttribute"):
        getattr(cuda, name).restype = ctypes.c_int
    return cuda


def check(rc, what):
    if rc != 0:
        raise RuntimeError(f"{what}: CUDA driver error {rc}")


CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES = 8


class Kernel:
    def __init__(self, cuda, path, name, dyn_shared=0):
        """dyn_shared: the kernel's dynamic shared memory in bytes (manifest column 11); the
        function opts in to it above 48 KiB and every launch passes it as sharedMemBytes."""
        self.cuda = cuda
        self.dyn_shared = dyn_shared
        with open(path, "rb") as f:
            image = f.read() + b"\0"
        self.module = ctypes.c_void_p()
        check(cuda.cuModuleLoadData(ctypes.byref(self.module), image), f"load {path}")
        self.fn = ctypes.c_void_p()
        check(cuda.cuModuleGetFunction(ctypes.byref(self.fn), self.module, name.encode()),
              f"function {name}")
        if dyn_shared:
            check(cuda.cuFuncSetAttribute(self.fn, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES,
                                          ctypes.c_int(dyn_shared)),
                  f"{name}: {dyn_shared} bytes of dynamic shared memory")

    def launch(self, grid, threads, stream, *ptrs):
        self.launch32(grid, threads, stream, [(p, 8) for p in ptrs])

    def launch32(self, grid, threads, stream, typed):
        """typed: (value, bytes) per kernel parameter: 4 for I32, 8 for I64 and pointers."""
        vals = [ctypes.c_uint32(v) if n == 4 else ctypes.c_uint64(v) for v, n in typed]
        args = (ctypes.c_void_p * len(vals))(*[ctypes.addressof(v) for v in vals])
        check(self.cuda.cuLaunchKernel(self.fn, grid, 1, 1, threads, 1, 1, self.dyn_shared,
                                       ctypes.c_void_p(stream), args, None), "launch")


def torch_gpu():
    """(torch, the CUDA driver, the colljit target of GPU 0) with the primary context current,
    or None (printed why) without torch or a CUDA device."""
    try:
        import torch
    except ImportError:
        print("SKIP: no torch")
        return None
    if not torch.cuda.is_available():
        print("SKIP: no CUDA device")
        return None
    torch.cuda.init()
    torch.zeros(1, device="cuda")  # the primary context is current from here on
    cap = torch.cuda.get_device_capability()
    return torch, load_driver(), "sm_90" if cap[0] >= 9 else "sm_80"


def timed(torch, fn, iters, warmup, reps):
    for _ in range(warmup):
        fn()
    times = []
    for _ in range(reps):
        start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        start.record()
        for _ in range(iters):
            fn()
        end.record()
        end.synchronize()
        times.append(start.elapsed_time(end) / iters * 1e-3)
    return statistics.median(times)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("dir")
    ap.add_argument("--iters", type=int, default=20)
    ap.add_argument("--warmup", type=int, default=5)
    ap.add_argument("--reps", type=int, default=5)
    ap.add_argument("--json")
    a = ap.parse_args()
    env = torch_gpu()
    if env is None:
        return 77
    torch, cuda, _ = env
    dev = torch.cuda.get_device_name()
    print(f"device: {dev}, torch {torch.__version__}, CUDA {torch.version.cuda}")
    print(f"{'kernel':40s} {'colljit TF/s':>12s} {'torch TF/s':>10s} {'ratio':>6s} "
          f"{'max err':>9s}  result")
    rows, failed = [], 0
    for line in open(os.path.join(a.dir, "manifest.tsv")):
        cols = line.rstrip("\n").split("\t")
        f, name, m, n, k, dt, layout, grid, threads = cols[:9]
        dyn = int(cols[10]) if len(cols) > 10 else 0
        ws_bytes = int(cols[11]) if len(cols) > 11 else 0
        m, n, k, grid, threads = int(m), int(n), int(k), int(grid), int(threads)
        dtype = torch.bfloat16 if dt == "bf16" else torch.float16
        g = torch.Generator(device="cuda").manual_seed(m * 31 + n * 7 + k)
        A = torch.randn(m, k, device="cuda", dtype=dtype, generator=g)
        # B as the kernel reads it: row-major K x N, or column-major (stored N x K)
        Bs = torch.randn((n, k) if layout == "col" else (k, n), device="cuda", dtype=dtype,
                         generator=g)
        B = Bs.t() if layout == "col" else Bs
        C = torch.empty(m, n, device="cuda", dtype=dtype)
        kern = Kernel(cuda, os.path.join(a.dir, f), name, dyn)
        stream = torch.cuda.current_stream().cuda_stream
        # a split last wave: a zeroed workspace (tickets, then f32 partial tiles) as the 4th
        # parameter; every launch leaves the tickets zero again
        ptrs = [A.data_ptr(), Bs.data_ptr(), C.data_ptr()]
        if ws_bytes:
            ws = torch.zeros(ws_bytes, device="cuda", dtype=torch.uint8)
            ptrs.append(ws.data_ptr())
        run = lambda: kern.launch(grid, threads, stream, *ptrs)
        run()
        ref = torch.matmul(A, B)
        torch.cuda.synchronize()
        err = ((C.float() - ref.float()).abs().max() / ref.float().abs().max()).item()
        # both round an f32 accumulation to 16 bits once: a few units of the last place
        ok = err <= (2e-2 if dt == "bf16" else 4e-3)
        failed += not ok
        flop = 2.0 * m * n * k
        t_cj = timed(torch, run, a.iters, a.warmup, a.reps)
        if ws_bytes:  # after the timed launches: the tickets still work
            C.fill_(float("nan"))
            run()
            torch.cuda.synchronize()
            err2 = ((C.float() - ref.float()).abs().max() / ref.float().abs().max()).item()
            if not err2 <= (2e-2 if dt == "bf16" else 4e-3):
                ok = False
                failed += 1
            err = max(err, err2)
        t_th = timed(torch, lambda: torch.matmul(A, B, out=C), a.iters, a.warmup, a.reps)
        tf_cj, tf_th = flop / t_cj * 1e-12, flop / t_th * 1e-12
        print(f"{name:40s} {tf_cj:12.1f} {tf_th:10.1f} {tf_cj / tf_th:6.2f} {err:9.2e}  "
              f"{'ok' if ok else 'WRONG'}", flush=True)
        rows.append(dict(kernel=name, m=m, n=n, k=k, dtype=dt, b=layout, colljit_tflops=tf_cj,
                         torch_tflops=tf_th, ratio=tf_cj / tf_th, max_rel_err=err, ok=ok,
                         grid=grid, workspace=ws_bytes, device=dev))
    if rows:
        ratios = [r["ratio"] for r in rows]
        print(f"ratio to torch.matmul: min {min(ratios):.2f}, median "
              f"{statistics.median(ratios):.2f}, max {max(ratios):.2f}")
    if a.json:
        with open(a.json, "w") as f:
            json.dump(rows, f, indent=1)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
