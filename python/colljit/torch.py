"""colljit for PyTorch: a communicator built from a torch.distributed process group, tensors
on the symmetric heap, and collectives with torch.distributed's names and arguments on the
current CUDA stream (also under torch.cuda.graph capture and torch.compile).

    comm = colljit.torch.Comm.from_process_group()       # collective
    x = comm.empty((tokens, hidden), torch.bfloat16)      # collective; a heap tensor
    comm.all_reduce(x)                                    # in place, on the current stream
    work = comm.all_reduce(x, op=ReduceOp.AVG, async_op=True); work.wait()

The collectives are also registered as torch custom ops (torch.ops.colljit.*, with fake
implementations), so torch.compile(fullgraph=True) traces a function that calls them.

Every call is collective: all ranks make the same calls, with the same sizes, in the same
order. Validation is off by default (like torch's TORCH_DISTRIBUTED_DEBUG); validate=True or
COLLJIT_VALIDATE=1 makes each call first agree with the peers through the process group's
store: a bad argument on any rank, or sizes that differ across ranks, raise ColljitError on
every rank and nothing is launched. Without it a bad call raises on its rank only, and the
peers' kernels wait for it until the timeout (cj_comm_check reports it).

A communicator on the CPU exists at world size 1 only (a gloo group of one process): its
collectives compute the local result. It serves tests and tracing on machines without a GPU.
"""

import bisect
import ctypes
import json
import os
import warnings
from typing import Any, Dict, List, Optional, Sequence, Union

import torch
import torch.distributed as dist

from . import _lib, runtime
from . import _torch_ops as _ops
from ._lib import ColljitError, lib
from ._torch_store import StoreExchange

__all__ = ["Comm", "ColljitError", "ReduceOp", "Work"]

_DTYPES = {torch.float32: 0, torch.float16: 1, torch.bfloat16: 2, torch.int32: 3}  # cj_dtype
_DTYPE_NAMES = {torch.float32: "f32", torch.float16: "f16", torch.bfloat16: "bf16",
                torch.int32: "i32"}
_REDOPS = {"sum": 0, "max": 1, "min": 2, "avg": 0}  # cj_redop; avg is sum, then / world
_ENTRY = {"allreduce": "all_reduce", "allgather": "all_gather", "reducescatter": "reduce_scatter",
          "alltoall": "all_to_all", "broadcast": "broadcast", "reduce": "reduce",
          "barrier": "barrier", "allreduce_rmsnorm": "all_reduce_rmsnorm"}
# key-token op name -> C entry point cj_<name>


class ReduceOp:
    """Reductions, named as torch.distributed.ReduceOp (whose members are accepted too). AVG
    is the sum divided by the world size, for floating-point tensors."""

    SUM = "sum"
    AVG = "avg"
    MAX = "max"
    MIN = "min"


_DIST_REDOPS = {}
_DIST_REDOP_LIST = []  # (torch's enum value, name): looked up by identity, which traces
for _name in ("SUM", "AVG", "MAX", "MIN"):
    try:
        _DIST_REDOP_LIST.append((getattr(dist.ReduceOp, _name), _name.lower()))
        _DIST_REDOPS[getattr(dist.ReduceOp, _name)] = _name.lower()
    except (AttributeError, TypeError):  # torch without distributed, or unhashable enums
        pass


def _redop(op, call):
    """The reduction's name ("sum", "avg", "max", "min") of a ReduceOp, a torch ReduceOp or a
    name. torch.compile traces the identity test against torch's enum values; it cannot hash
    them (torch 2.11: "User-defined object with overridden __hash__"), so the dictionary, which
    also finds equal but distinct values such as ReduceOp(ReduceOp.MAX), is used eagerly only."""
    if isinstance(op, str) and op.lower() in _REDOPS:
        return op.lower()
    for known, name in _DIST_REDOP_LIST:
        if op is known:
            return name
    name = None
    if not torch.compiler.is_compiling():
        try:
            name = _DIST_REDOPS.get(op)
        except TypeError:
            name = None
    if name is None:
        raise _invalid(f"{call}: op {op!r} is not one of SUM, AVG, MAX, MIN")
    return name


def _invalid(message):
    return _lib.error(_lib.E_INVALID, message)


def _env_flag(name):
    return os.environ.get(name, "").strip().lower() in ("1", "true", "yes", "on")


def _env_seconds(name, default):
    text = os.environ.get(name)
    if not text:
        return default
    try:
        value = float(text)
        if value > 0:
            return value
    except ValueError:
        pass
    warnings.warn(f"colljit: {name}={text!r} is not a positive number of seconds; using "
                  f"{default}", stacklevel=3)
    return default


try:
    _raw_stream = torch._C._cuda_getCurrentRawStream  # the current stream's handle, fast
except AttributeError:  # pragma: no cover - other torch builds
    def _raw_stream(index):
        return torch.cuda.current_stream(index).cuda_stream


class Work:
    """What an async_op=True call returns, as torch.distributed's Work: the collective is
    enqueued on the stream that was current at the call. wait() makes the current stream wait
    for it (the host does not block); synchronize() blocks the host until it has run."""

    def __init__(self, event=None, result=None, device=None):
        self._event = event
        self._result = result
        self._device = device

    def wait(self, timeout: Any = None) -> bool:
        if self._event is not None:
            torch.cuda.current_stream(self._device).wait_event(self._event)
        return True

    def is_completed(self) -> bool:
        return self._event is None or self._event.query()

    def is_success(self) -> bool:
        return self.is_completed()

    def synchronize(self) -> None:
        if self._event is not None:
            self._event.synchronize()

    def result(self) -> List[torch.Tensor]:
        return list(self._result or [])

    def get_future(self) -> "torch.futures.Future":
        self.synchronize()
        fut = torch.futures.Future()
        fut.set_result(self.result())
        return fut


class _HeapBlock:
    """One heap allocation, exposed through __cuda_array_interface__ so that torch can wrap it.
    torch keeps this object alive as long as any tensor views it; the block is freed (on the
    heap, for reuse) when the last one goes."""

    def __init__(self, comm, ptr, nbytes):
        self.comm, self.ptr, self.nbytes = comm, ptr, nbytes
        self.__cuda_array_interface__ = {
            "shape": (nbytes,),
            "typestr": "|u1",
            "data": (ptr, False),
            "version": 3,
            "strides": None,
        }

    def __del__(self):
        comm = getattr(self, "comm", None)
        if comm is not None:
            comm._release(self.ptr)


class Comm:
    """A colljit communicator over the ranks of a torch.distributed process group."""

    def __init__(self, raw, exchange, device, validate, global_ranks):
        self._raw = raw  # runtime.Comm; None for a CPU communicator of one rank
        self._exchange = exchange
        self.device = device
        self.validate = validate
        self.rank = raw.rank if raw else 0
        self.world_size = raw.world_size if raw else 1
        self._group_rank = {g: r for r, g in enumerate(global_ranks)}
        self._global_ranks = list(global_ranks)
        self._blocks = {}  # start address -> bytes, live heap allocations
        self._starts = []  # sorted keys of _blocks
        self._bases = None
        self._base = raw.heap_bases()[1][raw.rank] if raw else 0
        self._handle = raw.handle.value if raw else None
        # the entry points, bound once (a lookup per call costs more than the call)
        self._fn = {op: getattr(lib, f"cj_{name}") for op, name in _ENTRY.items()} if raw else {}
        self._scratch = None  # heap tensor that outputs off the heap are staged through
        self._preparing = False
        self._id = _ops.register(self)

    @classmethod
    def from_process_group(cls, group: Any = None, device: Any = None,
                           heap_bytes: Optional[int] = None, timeout_s: Optional[float] = None,
                           work_bytes: int = 0, compiler: str = "auto",
                           validate: Optional[bool] = None) -> "Comm":
        """Collective over `group` (default: the world). `device`: this rank's CUDA device
        (default: the current one; "cpu" for a one-rank communicator without a GPU). The
        group's store carries the bootstrap. heap_bytes (the symmetric heap of each rank) and
        timeout_s default to COLLJIT_HEAP_BYTES and COLLJIT_TIMEOUT_S (else 1 GiB, 30 s);
        validate to COLLJIT_VALIDATE (else off)."""
        group = group if group is not None else dist.group.WORLD
        rank, world = dist.get_rank(group), dist.get_world_size(group)
        global_ranks = dist.get_process_group_ranks(group)
        validate = _env_flag("COLLJIT_VALIDATE") if validate is None else bool(validate)
        device = _resolve_device(device)
        store_timeout = float(timeout_s) if timeout_s else _env_seconds("COLLJIT_TIMEOUT_S", 30.0)
        exchange = StoreExchange(group, rank, world, store_timeout)
        # settings every rank must share, agreed before the library's own exchange
        mine = {"heap_bytes": int(heap_bytes or 0), "validate": validate,
                "work_bytes": int(work_bytes), "device": device.type}
        parts = [json.loads(p) for p in exchange(json.dumps(mine).encode())]
        for r, theirs in enumerate(parts):
            if theirs != mine:
                raise _invalid(f"Comm.from_process_group: rank {r} has {theirs}, rank {rank} "
                               f"has {mine}")
        if device.type == "cpu":
            if world != 1:
                raise _invalid(f"Comm.from_process_group: a CPU communicator has one rank; this "
                               f"group has {world} (use CUDA devices)")
            return cls(None, exchange, device, validate, global_ranks)
        with torch.cuda.device(device):
            raw = runtime.Comm.init_with_allgather(world, rank, exchange, device=device.index,
                                                   heap_bytes=int(heap_bytes or 0),
                                                   timeout_s=float(timeout_s or 0.0),
                                                   compiler=compiler, work_bytes=work_bytes)
        return cls(raw, exchange, device, validate, global_ranks)

    # ---- lifetime ----
    def close(self) -> None:
        """Collective. Heap tensors still alive become invalid."""
        _ops.unregister(self._id)
        if self._raw is None or self._raw.closed:
            return
        self._scratch = None
        if self._blocks:
            warnings.warn(f"colljit: closing a communicator with {len(self._blocks)} heap "
                          "tensor(s) still alive; their memory is released", stacklevel=2)
        self._blocks.clear()
        self._starts.clear()
        torch.cuda.current_stream(self.device).synchronize()
        self._raw.close()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    def check(self) -> None:
        """Raises ColljitError if a device wait of an earlier collective gave up (a dead or
        stuck peer). Synchronises with the device."""
        if self._raw is not None:
            self._raw.check()

    # ---- heap tensors ----
    def empty(self, shape: Union[int, Sequence[int]],
              dtype: torch.dtype = torch.float32) -> torch.Tensor:
        """A tensor on the symmetric heap (collective: same shapes, same order on every
        rank, so that it sits at the same offset everywhere)."""
        shape = (shape,) if isinstance(shape, int) else tuple(shape)
        if self._raw is None:
            return torch.empty(shape, dtype=dtype, device=self.device)
        numel = 1
        for d in shape:
            numel *= int(d)
        nbytes = numel * torch.empty((), dtype=dtype).element_size()
        ptr, error = None, None
        try:
            ptr = self._raw.malloc(max(nbytes, 1))
        except ColljitError as e:
            error = e
        if self.validate:
            self._agree("empty", {"bytes": nbytes,
                                  "offset": None if ptr is None else ptr - self._base}, error,
                        on_error=lambda: ptr is not None and self._raw.free(ptr))
        elif error:
            raise error
        block = _HeapBlock(self, ptr, max(nbytes, 1))
        self._blocks[ptr] = block.nbytes
        bisect.insort(self._starts, ptr)
        raw = torch.as_tensor(block, device=self.device)
        return raw[:nbytes].view(dtype).view(shape)

    def zeros(self, shape: Union[int, Sequence[int]],
              dtype: torch.dtype = torch.float32) -> torch.Tensor:
        return self.empty(shape, dtype).zero_()

    def _release(self, ptr):
        if self._blocks.pop(ptr, None) is None or self._raw.closed:
            return
        self._starts.remove(ptr)
        self._raw.free(ptr)

    def is_on_heap(self, tensor: torch.Tensor) -> bool:
        """Whether the tensor's bytes lie in one heap allocation of this communicator."""
        if self._raw is None or not tensor.is_cuda:
            return False
        start = tensor.data_ptr()
        i = bisect.bisect_right(self._starts, start) - 1
        if i < 0:
            return False
        block = self._starts[i]
        return start + tensor.numel() * tensor.element_size() <= block + self._blocks[block]

    def heap_bases(self) -> torch.Tensor:
        """torch.int64 CUDA tensor of world_size entries: heap_bases[r] is rank r's heap as
        mapped in this process; a peer's copy of a heap address p is
        heap_bases[r] + (p - heap_bases[rank]) (the iris rule)."""
        if self._raw is None:
            raise _invalid("heap_bases: a CPU communicator has no heap")
        if self._bases is None:
            self._bases = torch.tensor(self._raw.heap_bases()[1], dtype=torch.int64,
                                       device=self.device)
        return self._bases

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
        status = self._fn["allreduce_rmsnorm"](self._handle, input.data_ptr(),
                                               residual.data_ptr(), weight.data_ptr(),
                                               out.data_ptr(), tokens, hidden, float(eps),
                                               _DTYPES[input.dtype],
                                               _raw_stream(self.device.index))
        if status:
            _lib.check(status, self._handle)

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

    # ---- the call path: check locally, agree with the peers (when validating), launch ----
    def _check_tensor(self, call, role, t, like):
        if not isinstance(t, torch.Tensor):
            raise _invalid(f"{call}: {role} is a {type(t).__name__}, not a torch.Tensor")
        if t.device != self.device:
            want = f"a CUDA tensor on {self.device}" if self.device.type == "cuda" else "on the CPU"
            raise _invalid(f"{call}: {role} is on {t.device}; it must be {want}")
        if t.dtype not in _DTYPES:
            raise _invalid(f"{call}: {role} has dtype {t.dtype}; colljit takes "
                           f"{', '.join(str(d) for d in _DTYPES)}")
        if t.dtype != like.dtype:
            raise _invalid(f"{call}: {role} has dtype {t.dtype}, the input {like.dtype}")
        if not t.is_contiguous():
            raise _invalid(f"{call}: {role} is not contiguous (call .contiguous() first)")

    def _local(self, call, send, recv, like, redop, sizes, rule):
        """The checks of one rank (cheap: no exchange)."""
        if send is not None:
            self._check_tensor(call, "input", send, like)
        if recv is not None and recv is not send:
            self._check_tensor(call, "output", recv, like)
        if rule is not None and not rule[0]:
            raise _invalid(f"{call}: {rule[1]}")
        for role, t, numel in sizes:
            if t.numel() != numel:
                raise _invalid(f"{call}: {role} has {t.numel()} elements; it needs {numel}")
        if redop == "avg" and like is not None and not like.is_floating_point():
            raise _invalid(f"{call}: AVG needs a floating-point tensor, not {like.dtype}")

    def _run(self, call, op, send, recv, count, like, redop, root, sizes=(), heap=False,
             rule=None):
        error = None
        try:
            if self._raw is not None:
                self._raw.handle  # a closed communicator
            self._local(call, send, recv, like, redop, sizes, rule)
        except ColljitError as e:
            error = e
        if self._raw is None:
            if error is not None:
                raise error
            return self._local_result(op, send, recv)
        staged = None
        if error is None and heap and not self.is_on_heap(recv):
            staged, recv_out = recv, self._staging(recv)
            recv = recv_out
        if self.validate or self._preparing:
            self._agreed(call, op, send, recv, count, like, redop, root, error)
        elif error is not None:
            raise error
        if self._preparing:
            return
        stream = _raw_stream(self.device.index)
        self._launch(op, send, recv, count, like, redop, root, stream)
        if staged is not None:
            staged.copy_(recv)

    def _staging(self, like):
        """A heap tensor of like's shape and dtype, for an output that peers write into but
        that is not on the heap (an ordinary tensor, or a copy torch.compile made). Growing it
        is a collective allocation: every rank passes its outputs the same way."""
        nbytes = like.numel() * like.element_size()
        if self._scratch is None or self._scratch.numel() < nbytes:
            size = 1 << max(nbytes - 1, 255).bit_length()
            self._scratch = None
            self._scratch = self.empty(size, torch.uint8)
        return self._scratch[:nbytes].view(like.dtype).view(like.shape)

    def _launch(self, op, send, recv, count, like, redop, root, stream):
        h = self._handle
        s = send.data_ptr() if send is not None else None
        r = recv.data_ptr() if recv is not None else None
        dt = _DTYPES[like.dtype] if like is not None else 0
        red = _REDOPS[redop]
        fn = self._fn[op]
        if op in ("allreduce", "reducescatter"):
            status = fn(h, s, r, count, dt, red, stream)
        elif op in ("allgather", "alltoall"):
            status = fn(h, s, r, count, dt, stream)
        elif op == "broadcast":
            status = fn(h, s, r, count, dt, root, stream)
        elif op == "reduce":
            status = fn(h, s, r, count, dt, red, root, stream)
        else:
            status = fn(h, stream)
        if status:
            _lib.check(status, h)

    def _local_result(self, op, send, recv):
        """One rank: every collective is a copy (or nothing) on the tensors given."""
        if recv is not None and send is not None and recv.data_ptr() != send.data_ptr():
            recv.view(-1).copy_(send.view(-1))

    def _agreed(self, call, op, send, recv, count, like, redop, root, error):
        """Plans the call (every buffer rule of the library) and loads its kernel, then, when
        validating, agrees with the peers: a refusal anywhere is seen by every rank before
        anything is launched."""
        mine = {"op": call}
        if error is None:
            mine = self._agreement(call, op, send, recv, count, like, redop, root)
            try:
                self._raw.prepare(op, send.data_ptr() if send is not None else 0,
                                  recv.data_ptr() if recv is not None else 0, count,
                                  _DTYPE_NAMES[like.dtype] if like is not None else "f32",
                                  "sum" if redop == "avg" else redop, root)
            except ColljitError as e:
                error = e
        if self.validate and not torch.cuda.is_current_stream_capturing():
            self._agree(call, mine, error)
        elif error is not None:
            raise error

    def _agreement(self, call, op, send, recv, count, like, redop, root):
        """What every rank must agree on for a call."""
        if op == "barrier":
            return {"op": call}

        def where(t):
            return t.data_ptr() - self._base if self.is_on_heap(t) else "off-heap"

        agree = {"op": call, "count": count, "dtype": _DTYPE_NAMES[like.dtype],
                 "redop": redop, "root": root}
        if op != "broadcast":  # only the root reads its input
            agree["input"] = where(send)
        if op != "reduce":  # only the root writes its output
            agree["output"] = where(recv)
        # in place, this rank's slice sits at an offset of its own
        mine = self.rank * count * send.element_size()
        if op == "allgather" and send.data_ptr() == recv.data_ptr() + mine:
            agree["input"] = "in place"
        if op == "reducescatter" and recv.data_ptr() == send.data_ptr() + mine:
            agree["output"] = "in place"
        return agree

    def _agree(self, name, mine, error, on_error=None):
        """Exchanges `mine` (and this rank's error) with the peers; raises the same verdict on
        every rank when any rank failed or the ranks disagree."""
        note = None if error is None else {"status": error.status, "message": str(error)}
        parts = [json.loads(p) for p in self._exchange(json.dumps([mine, note]).encode())]
        failed = [(r, n) for r, (_, n) in enumerate(parts) if n is not None]
        verdict = None
        if error is not None:
            verdict = error
        elif failed:
            r, n = failed[0]
            verdict = _lib.error(_lib.E_PEER, f"{name}: rank {r} refused the call: "
                                 f"{n['message']}")
        else:
            for r, (theirs, _) in enumerate(parts):
                diff = [k for k in mine if theirs.get(k) != mine[k]]
                if diff:
                    k = diff[0]
                    verdict = _invalid(
                        f"{name}: ranks disagree on {k}: rank {r} has {theirs.get(k)}, rank "
                        f"{self.rank} has {mine[k]} (every rank must make the same call; heap "
                        "tensors must be allocated in the same order everywhere)")
                    break
        if verdict is not None:
            if on_error:
                on_error()
            raise verdict


def _checksum(t: torch.Tensor) -> int:
    """A checksum of a tensor's bits (position-weighted, so that swapped elements differ)."""
    bits = t.detach().reshape(-1).view({2: torch.int16, 4: torch.int32}[t.element_size()])
    w = torch.arange(bits.numel(), device=t.device, dtype=torch.int64) % 65521 + 1
    return int((bits.to(torch.int64) * w).sum().item())


def _resolve_device(device):
    if device is None:
        if not torch.cuda.is_available():
            return torch.device("cpu")
        return torch.device("cuda", torch.cuda.current_device())
    device = torch.device("cuda", device) if isinstance(device, int) else torch.device(device)
    if device.type == "cuda" and device.index is None:
        device = torch.device("cuda", torch.cuda.current_device())
    if device.type not in ("cuda", "cpu"):
        raise _invalid(f"Comm.from_process_group: device {device} is neither CUDA nor the CPU")
    return device
