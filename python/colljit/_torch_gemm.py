"""colljit.torch's GEMM ops: allgather_gemm, gemm_reduce_scatter and the stand-alone gemm,
with their implementations. A mixin of Comm (torch.py)."""

import ctypes
from typing import Optional

import torch

from . import _lib
from ._lib import lib
from ._torch_base import _DTYPES, _invalid, _raw_stream


class _GemmOps:
    def allgather_gemm(self, a: torch.Tensor, b: torch.Tensor,
                       bias: Optional[torch.Tensor] = None, shard: str = "m",
                       out: Optional[torch.Tensor] = None) -> torch.Tensor:
        """out = all_gather(a) @ b (+ bias) in one kernel: fetcher blocks pull the peers' tiles
        of A while GEMM blocks compute as they arrive. shard="m": a is this rank's [m/W, k]
        rows (the tensor-parallel form, A gathered along dim 0); shard="k": a is [m, k/W]
        (gathered along dim 1). b: [k, n], bias: [n], out: [m, n]; bf16 or f16, contiguous.
        With world_size > 1, a must lie on the heap (Comm.empty). Returns out."""
        w = self.world_size
        if a.dim() != 2 or b.dim() != 2 or shard not in ("m", "k"):
            raise _invalid("allgather_gemm: a and b are matrices; shard is 'm' or 'k'")
        m = a.shape[0] * (w if shard == "m" else 1)
        if out is None:
            out = torch.empty(m, b.shape[1], dtype=a.dtype, device=a.device)
        if torch.compiler.is_compiling():
            torch.ops.colljit.allgather_gemm(out, a, b, bias, self._id, shard)
        else:
            self._gemm("allgather_gemm", out, a, b, bias, shard)
        return out

    def gemm_reduce_scatter(self, a: torch.Tensor, b: torch.Tensor,
                            bias: Optional[torch.Tensor] = None,
                            out: Optional[torch.Tensor] = None) -> torch.Tensor:
        """The row-parallel layer in one kernel: out = this rank's rows of the sum over ranks
        of a @ b (+ bias), summed in rank order in f32 and rounded once (the generated path
        rounds each rank's partial product to the dtype first). a: [m, k/W], b:
        [k/W, n], bias: [n], out: [m/W, n]; bf16 or f16, contiguous. Returns out."""
        if a.dim() != 2 or b.dim() != 2:
            raise _invalid("gemm_reduce_scatter: a and b are matrices")
        if out is None:
            out = torch.empty(a.shape[0] // max(self.world_size, 1), b.shape[1], dtype=a.dtype,
                              device=a.device)
        if torch.compiler.is_compiling():
            torch.ops.colljit.gemm_reduce_scatter(out, a, b, bias, self._id)
        else:
            self._gemm("gemm_reduce_scatter", out, a, b, bias, "k")
        return out

    def gemm(self, a: torch.Tensor, b: torch.Tensor, bias: Optional[torch.Tensor] = None,
             out: Optional[torch.Tensor] = None, b_layout: str = "row",
             out_f32: bool = False) -> torch.Tensor:
        """The stand-alone GEMM on this rank alone (no communication): out = a @ B (+ bias),
        f32 accumulation, one generated kernel. a: [m, k]; b: [k, n] with b_layout="row", or
        [n, k] (B stored column-major, e.g. a weight used as x @ w.T) with b_layout="col";
        bias: [n]; bf16 or f16, contiguous. out: [m, n] of a's dtype, or f32 with
        out_f32=True. Returns out."""
        if a.dim() != 2 or b.dim() != 2 or b_layout not in ("row", "col"):
            raise _invalid("gemm: a and b are matrices; b_layout is 'row' or 'col'")
        n = b.shape[1] if b_layout == "row" else b.shape[0]
        if out is None:
            out = torch.empty(a.shape[0], n, dtype=torch.float32 if out_f32 else a.dtype,
                              device=a.device)
        if torch.compiler.is_compiling():
            torch.ops.colljit.gemm(out, a, b, bias, self._id, b_layout, bool(out_f32))
        else:
            self._gemm_op(out, a, b, bias, b_layout, bool(out_f32))
        return out

    def _gemm(self, call, out, a, b, bias, shard):
        """allgather_gemm / gemm_reduce_scatter: shapes checked here, the rest by the library."""
        w = self.world_size
        rs = call == "gemm_reduce_scatter"
        if a.dtype not in (torch.bfloat16, torch.float16):
            raise _invalid(f"{call}: {a.dtype} is not bf16 or f16")
        m = a.shape[0] * (w if shard == "m" and not rs else 1)
        k = a.shape[1] * (w if shard == "k" or rs else 1)
        n = b.shape[1]
        want = {"a": a.shape, "b": ((k // w if rs else k), n), "out": ((m // w if rs else m), n)}
        if bias is not None:
            want["bias"] = (n,)
        for role, t in (("a", a), ("b", b), ("out", out), ("bias", bias)):
            if t is None:
                continue
            if tuple(t.shape) != tuple(want[role]) or t.dtype != a.dtype or not t.is_contiguous():
                raise _invalid(f"{call}: {role} must be a contiguous {a.dtype} tensor of shape "
                               f"{tuple(want[role])}, not {tuple(t.shape)} {t.dtype}")
        if self._raw is None or a.device.type == "cpu":  # one rank: the reference itself
            if w > 1:
                raise _invalid(f"{call}: {w} ranks need the GPU communicator")
            r = a.float() @ b.float()
            if bias is not None:
                r = r + bias.float()
            out.copy_(r.to(out.dtype))
            return
        g = _lib.cj_gemm_params(m=m, n=n, k=k, shard=0 if shard == "m" else 1)
        fn = lib.cj_allgather_gemm if not rs else lib.cj_gemm_reduce_scatter
        status = fn(self._handle, a.data_ptr(), b.data_ptr(),
                    bias.data_ptr() if bias is not None else None, out.data_ptr(),
                    ctypes.byref(g), _DTYPES[a.dtype], _raw_stream(self.device.index))
        if status:
            _lib.check(status, self._handle)

    def _gemm_op(self, out, a, b, bias, b_layout, out_f32):
        """gemm: shapes checked here, the rest by the library."""
        if a.dtype not in (torch.bfloat16, torch.float16):
            raise _invalid(f"gemm: {a.dtype} is not bf16 or f16")
        col = b_layout == "col"
        m, k = a.shape
        n = b.shape[0] if col else b.shape[1]
        odt = torch.float32 if out_f32 else a.dtype
        want = {"a": ((m, k), a.dtype), "b": (((n, k) if col else (k, n)), a.dtype),
                "out": ((m, n), odt), "bias": ((n,), a.dtype)}
        for role, t in (("a", a), ("b", b), ("out", out), ("bias", bias)):
            if t is None:
                continue
            shape, dt = want[role]
            if tuple(t.shape) != tuple(shape) or t.dtype != dt or not t.is_contiguous():
                raise _invalid(f"gemm: {role} must be a contiguous {dt} tensor of shape "
                               f"{tuple(shape)}, not {tuple(t.shape)} {t.dtype}")
        if self._raw is None or a.device.type == "cpu":  # no GPU: the reference itself
            r = a.float() @ (b.float().t() if col else b.float())
            if bias is not None:
                r = r + bias.float()
            out.copy_(r.to(out.dtype))
            return
        g = _lib.cj_gemm_params(m=m, n=n, k=k, b_layout=1 if col else 0,
                                out_f32=1 if out_f32 else 0)
        status = lib.cj_gemm(self._handle, a.data_ptr(), b.data_ptr(),
                             bias.data_ptr() if bias is not None else None, out.data_ptr(),
                             ctypes.byref(g), _DTYPES[a.dtype], _raw_stream(self.device.index))
        if status:
            _lib.check(status, self._handle)
