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
import json
import warnings
from typing import Any, Optional, Sequence, Union

import torch
import torch.distributed as dist

from . import runtime
from . import _torch_ops as _ops
from ._lib import ColljitError, lib
from ._torch_base import ReduceOp, Work, _env_flag, _env_seconds, _invalid, _resolve_device
from ._torch_call import _CallPath
from ._torch_coll import _Collectives
from ._torch_gemm import _GemmOps
from ._torch_store import StoreExchange

__all__ = ["Comm", "ColljitError", "ReduceOp", "Work"]


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


class Comm(_Collectives, _GemmOps, _CallPath):
    """A colljit communicator over the ranks of a torch.distributed process group: its
    lifetime and heap here, its collectives (_torch_coll.py), GEMM ops (_torch_gemm.py) and
    call path (_torch_call.py) in mixins, its custom ops in _torch_ops.py."""

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
        self._base = self._own_base(raw)
        self._handle = raw.handle.value if raw else None
        self._call = lib.cj_collective  # every collective by its op (bound once: a lookup
        # per call costs more than the call)
        self._scratch = None  # heap tensor that outputs off the heap are staged through
        self._preparing = False
        self._id = _ops.register(self)

    @staticmethod
    def _own_base(raw):
        """Where offsets on the heap count from (what every rank must agree on): this rank's
        heap base; over nodes, where the node's heap has no table of every rank's base, None
        until the first heap block, whose address then serves (heap blocks are carved at the
        same offsets on every rank, so offsets from it agree as well)."""
        if raw is None:
            return 0
        try:
            return raw.heap_bases()[1][raw.rank]
        except ColljitError as e:
            if e.name != "CJ_E_UNSUPPORTED":
                raise
            return None

    def _offset(self, ptr):
        return ptr - (self._base if self._base is not None else ptr)

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
            if self._base is None:  # over nodes: the first block's address (_own_base)
                self._base = ptr
        except ColljitError as e:
            error = e
        if self.validate:
            self._agree("empty", {"bytes": nbytes,
                                  "offset": None if ptr is None else self._offset(ptr)}, error,
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
