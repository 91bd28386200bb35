"""colljit.torch's collectives: torch.distributed's names and arguments (all_reduce,
all_gather_into_tensor, ...), the fused all-reduce + RMSNorm, the barrier, prepare and the JIT
controls, and their implementations, which the eager calls and the custom ops share. A mixin
of Comm (torch.py); the call path is _torch_call.py's."""

from typing import Any, Dict, Optional, Sequence

import torch

from . import _lib
from ._lib import lib
from ._torch_base import ReduceOp, Work, _DTYPES, _checksum, _invalid, _raw_stream, _redop


class _Collectives:
    # ---- collectives (torch.distributed's names and arguments) ----
    def all_reduce(self, tensor: torch.Tensor, op: Any = ReduceOp.SUM,
                   async_op: bool = False) -> Optional[Work]:
        """tensor = op over ranks of tensor, in place."""
        op = _redop(op, "all_reduce")
        if torch.compiler.is_compiling():
            torch.ops.colljit.all_reduce(tensor, self._id, op)
        else:
            self._all_reduce(tensor, op)
        return self._work(async_op, [tensor])

    def all_gather_into_tensor(self, output_tensor: torch.Tensor, input_tensor: torch.Tensor,
                               async_op: bool = False) -> Optional[Work]:
        """output_tensor (world_size * input_tensor.numel() elements) gets every rank's input,
        rank r's at r * input_tensor.numel(). In place: the input is that slice of the
        output."""
        if torch.compiler.is_compiling():
            torch.ops.colljit.all_gather_into_tensor(output_tensor, input_tensor, self._id)
        else:
            self._all_gather(output_tensor, input_tensor)
        return self._work(async_op, [output_tensor])

    def reduce_scatter_tensor(self, output: torch.Tensor, input: torch.Tensor,
                              op: Any = ReduceOp.SUM, async_op: bool = False) -> Optional[Work]:
        """output (n elements) = op over ranks of their input[rank*n : (rank+1)*n]. In place:
        the output is that slice of the input."""
        op = _redop(op, "reduce_scatter_tensor")
        if torch.compiler.is_compiling():
            torch.ops.colljit.reduce_scatter_tensor(output, input, self._id, op)
        else:
            self._reduce_scatter(output, input, op)
        return self._work(async_op, [output])

    def all_to_all_single(self, output: torch.Tensor, input: torch.Tensor,
                          output_split_sizes: Optional[Sequence[int]] = None,
                          input_split_sizes: Optional[Sequence[int]] = None,
                          async_op: bool = False) -> Optional[Work]:
        """output[p*n : (p+1)*n] = rank p's input[rank*n : (rank+1)*n] along the first
        dimension, n = size / world_size. Only even splits (None, or all equal)."""
        self._even_splits(output, output_split_sizes, "output_split_sizes")
        self._even_splits(input, input_split_sizes, "input_split_sizes")
        if torch.compiler.is_compiling():
            torch.ops.colljit.all_to_all_single(output, input, self._id)
        else:
            self._all_to_all(output, input)
        return self._work(async_op, [output])

    def broadcast(self, tensor: torch.Tensor, src: int, async_op: bool = False) -> Optional[Work]:
        """Every rank's tensor = the tensor of global rank src."""
        root = self._root(src, "broadcast", "src")
        if torch.compiler.is_compiling():
            torch.ops.colljit.broadcast(tensor, self._id, root)
        else:
            self._broadcast(tensor, root)
        return self._work(async_op, [tensor])

    def reduce(self, tensor: torch.Tensor, dst: int, op: Any = ReduceOp.SUM,
               async_op: bool = False) -> Optional[Work]:
        """The tensor of global rank dst = op over ranks of tensor; other ranks' tensor is
        not changed."""
        root = self._root(dst, "reduce", "dst")
        op = _redop(op, "reduce")
        if torch.compiler.is_compiling():
            torch.ops.colljit.reduce(tensor, self._id, root, op)
        else:
            self._reduce(tensor, root, op)
        return self._work(async_op, [tensor])

    def all_reduce_rmsnorm(self, input: torch.Tensor, residual: torch.Tensor,
                           weight: torch.Tensor, eps: float = 1e-6,
                           out: Optional[torch.Tensor] = None) -> torch.Tensor:
        """The tensor-parallel epilogue in one kernel: residual += the sum over ranks of input;
        out = residual / sqrt(mean(residual**2, -1) + eps) * weight, per row of the last
        dimension (f32 math; every rank gets the same bits). input, residual, out:
        [tokens, hidden] of one floating dtype; weight: [hidden]. residual is updated in place;
        it must be the same on every rank (tensor parallelism: each rank holds the whole
        residual stream): the two-shot form normalises each row once, on one rank, from that
        rank's residual, so a residual that differs between ranks gives rank-dependent results
        (validate=True / COLLJIT_VALIDATE=1 checks it before each call and raises everywhere);
        out may be input. Beyond a few tokens (two-shot form) residual and out must lie on the
        heap (Comm.empty) when world_size > 1. Returns out."""
        out = input if out is None else out
        if torch.compiler.is_compiling():
            torch.ops.colljit.all_reduce_rmsnorm(out, input, residual, weight, self._id, eps)
        else:
            self._all_reduce_rmsnorm(out, input, residual, weight, eps)
        return out

    def barrier(self, async_op: bool = False) -> Optional[Work]:
        """A device-side barrier of all ranks, on the current stream."""
        if self._raw is not None:
            self._run("barrier", "barrier", None, None, 0, None, "sum", 0)
        return self._work(async_op, [])

    def prepare(self, name: str, *args: Any, **kwargs: Any) -> None:
        """Compiles and loads what comm.<name>(*args, **kwargs) will launch, without launching
        it: call it (on every rank) before capturing a graph that contains the call."""
        if name not in ("all_reduce", "all_gather_into_tensor", "reduce_scatter_tensor",
                        "all_to_all_single", "broadcast", "reduce", "barrier"):
            raise _invalid(f"prepare: {name!r} is not a collective of Comm")
        self._preparing = True
        try:
            getattr(self, name)(*args, **kwargs)
        finally:
            self._preparing = False

    def jit_wait(self, timeout_s: float = 0.0) -> None:
        """Waits until no specialised kernel is compiling in the background (graphs captured
        afterwards hold specialised kernels; before, a first-seen shape runs its generic one)."""
        if self._raw is not None:
            self._raw.jit_wait(timeout_s)

    def jit_stats(self) -> Dict[str, int]:
        """Background JIT counters: generic_launches, queued, built, failed, pending."""
        return self._raw.jit_stats() if self._raw is not None else {}

    # ---- argument helpers (run while tracing too: plain Python on constants) ----
    def _root(self, rank, call, arg):
        if not isinstance(rank, int) or rank not in self._group_rank:
            raise _invalid(f"{call}: {arg}={rank!r} is not a global rank of this communicator's "
                           f"group {self._global_ranks}")
        return self._group_rank[rank]

    def _even_splits(self, t, splits, arg):
        if splits is None:
            return
        splits = list(splits)
        rows = t.shape[0] if t.dim() else 1
        if len(splits) != self.world_size or any(s * self.world_size != rows for s in splits):
            raise _invalid(f"all_to_all_single: {arg}={splits}: colljit takes even splits only "
                           f"({self.world_size} x {rows // max(self.world_size, 1)} rows)")

    def _work(self, async_op, result):
        if not async_op:
            return None
        if torch.compiler.is_compiling() or self._raw is None:
            return Work(None, result)
        event = torch.cuda.Event()
        event.record(torch.cuda.current_stream(self.device))
        return Work(event, result, self.device)

    # ---- the implementations, shared by eager calls and the custom ops ----
    def _all_reduce(self, tensor, op):
        n = tensor.numel()
        self._run("all_reduce", "allreduce", tensor, tensor, n, tensor, op, 0)
        self._average(op, tensor)

    def _all_reduce_rmsnorm(self, out, input, residual, weight, eps):
        hidden = input.shape[-1] if input.dim() else 1
        tokens = input.numel() // max(hidden, 1)
        for role, t, n in (("input", input, tokens * hidden), ("residual", residual, tokens * hidden),
                           ("out", out, tokens * hidden), ("weight", weight, hidden)):
            if t.dtype != input.dtype or t.numel() != n or not t.is_contiguous():
                raise _invalid(f"all_reduce_rmsnorm: {role} must be a contiguous {input.dtype} "
                               f"tensor of {n} elements")
        if not input.is_floating_point() or input.dtype not in _DTYPES:
            raise _invalid(f"all_reduce_rmsnorm: {input.dtype} is not f32, f16 or bf16")
        if self.validate and self._raw is not None and not torch.cuda.is_current_stream_capturing():
            # the precondition (tensor parallelism): residual is the same on every rank; the
            # two forms agree only then, so a residual that differs is refused everywhere
            self._agree("all_reduce_rmsnorm", {"tokens": tokens, "hidden": hidden,
                                               "residual": _checksum(residual)}, None)
        if self._raw is None or input.device.type == "cpu":  # one rank: the reference itself
            residual.add_(input)
            r = residual.float()
            norm = r * torch.rsqrt(r.pow(2).mean(-1, keepdim=True) + eps)
            out.copy_((norm * weight.float()).to(out.dtype))
            return
        status = lib.cj_all_reduce_rmsnorm(self._handle, input.data_ptr(), residual.data_ptr(),
                                           weight.data_ptr(), out.data_ptr(), tokens, hidden,
                                           float(eps), _DTYPES[input.dtype],
                                           _raw_stream(self.device.index))
        if status:
            _lib.check(status, self._handle)

    def _all_gather(self, output, input):
        n = input.numel()
        self._run("all_gather_into_tensor", "allgather", input, output, n, input, "sum", 0,
                  sizes=(("output_tensor", output, n * self.world_size),), heap=True)

    def _reduce_scatter(self, output, input, op):
        n = output.numel()
        self._run("reduce_scatter_tensor", "reducescatter", input, output, n, output, op, 0,
                  sizes=(("input", input, n * self.world_size),))
        self._average(op, output)

    def _all_to_all(self, output, input):
        total = input.numel()
        self._run("all_to_all_single", "alltoall", input, output, total // self.world_size,
                  input, "sum", 0, sizes=(("output", output, total),), heap=True,
                  rule=(total % self.world_size == 0,
                        f"input has {total} elements, not a multiple of the world size "
                        f"{self.world_size}"))

    def _broadcast(self, tensor, root):
        self._run("broadcast", "broadcast", tensor, tensor, tensor.numel(), tensor, "sum", root,
                  heap=True)

    def _reduce(self, tensor, root, op):
        mine = tensor if self.rank == root else None
        self._run("reduce", "reduce", tensor, mine, tensor.numel(), tensor, op, root)
        if mine is not None:
            self._average(op, tensor)

    def _average(self, op, t):
        if op == "avg" and self.world_size > 1 and not self._preparing:
            t.div_(self.world_size)
