"""colljit for PyTorch: a communicator built from a torch.distributed process group, tensors
on the symmetric heap, and collectives on torch tensors on the current CUDA stream (also under
torch.cuda.graph capture).

    comm = colljit.torch.Comm.from_process_group()       # collective
    x = comm.empty((tokens, hidden), torch.bfloat16)      # collective; a heap tensor
    comm.all_reduce(x)                                    # in place, on the current stream

Every call is collective: all ranks make the same calls, with the same sizes, in the same
order. With validate=True (the default) each call first agrees with the peers through the
process group's store: a bad argument on any rank, or sizes that differ across ranks, raise
ColljitError on every rank and nothing is launched, so the communicator stays usable. The
agreement costs a store round trip per call made outside a graph (graph replays never pay
it); validate=False skips it, and a bad call then raises on its rank only while the peers'
kernels wait for it until the timeout.
"""

import bisect
import datetime
import json
import warnings

import torch
import torch.distributed as dist

from . import _lib, runtime
from ._lib import ColljitError

__all__ = ["Comm", "ColljitError"]

_DTYPES = {
    torch.float32: "f32",
    torch.float16: "f16",
    torch.bfloat16: "bf16",
    torch.int32: "i32",
}
_REDOPS = {"sum": "sum", "max": "max", "min": "min"}
try:
    _REDOPS.update({dist.ReduceOp.SUM: "sum", dist.ReduceOp.MAX: "max", dist.ReduceOp.MIN: "min"})
except (AttributeError, TypeError):  # torch without distributed, or unhashable enums
    pass


def _hashable(x):
    try:
        hash(x)
        return True
    except TypeError:
        return False


def _numel(t):
    return t.numel() if isinstance(t, torch.Tensor) else 0


def _dtype(t):
    return t.dtype if isinstance(t, torch.Tensor) else None


def _invalid(message):
    return _lib.error(_lib.E_INVALID, message)


# ---- the host exchange over the process group's store ---------------------------------------


def _group_store(group):
    c10d = dist.distributed_c10d
    if hasattr(c10d, "_get_process_group_store"):
        return c10d._get_process_group_store(group)
    try:
        return c10d._world.pg_map[group][1]
    except (AttributeError, KeyError):
        return c10d._get_default_store()


class _StoreExchange:
    """Allgather of small byte strings through a torch.distributed Store. Collective and
    blocking; each call has its own keys (a per-exchange sequence number), and a rank removes
    its previous key once everyone has read it."""

    _created = {}  # communicators made per group, so that every exchange has its own keys

    def __init__(self, group, rank, world, timeout_s):
        ranks = tuple(dist.get_process_group_ranks(group))
        n = _StoreExchange._created.get(ranks, 0)
        _StoreExchange._created[ranks] = n + 1
        self.store = _group_store(group)
        self.prefix = f"colljit/{'-'.join(map(str, ranks))}/{n}"
        self.rank, self.world = rank, world
        self.timeout = datetime.timedelta(seconds=timeout_s)
        self.seq = 0
        self._can_delete = hasattr(self.store, "delete_key")
        self._multi_get = hasattr(self.store, "multi_get")

    def _key(self, seq, rank):
        return f"{self.prefix}/{seq}/{rank}"

    def __call__(self, mine):
        seq, self.seq = self.seq, self.seq + 1
        keys = [self._key(seq, r) for r in range(self.world)]
        self.store.set(keys[self.rank], bytes(mine))
        try:
            self.store.wait(keys, self.timeout)
        except RuntimeError as e:
            raise _lib.error(_lib.E_TIMEOUT, f"no answer from a peer in {self.timeout} through "
                             f"the process group's store (did every rank make the same "
                             f"call?): {e}") from e
        parts = None
        if self._multi_get:
            try:
                parts = self.store.multi_get(keys)
            except (RuntimeError, NotImplementedError):
                self._multi_get = False
        if parts is None:
            parts = [self.store.get(k) for k in keys]
        if seq > 0 and self._can_delete:
            try:  # every peer has written seq, so it has read seq - 1
                self.store.delete_key(self._key(seq - 1, self.rank))
            except RuntimeError:
                self._can_delete = False
        return [bytes(p) for p in parts]


# ---- heap tensors ----------------------------------------------------------------------------


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


class _Call:
    """One collective call: its buffers and scalars, and what ranks must agree on."""

    def __init__(self, name, op, send=None, recv=None, count=0, dtype=None, redop="sum", root=0):
        self.name, self.op = name, op
        self.send, self.recv = send, recv
        self.count, self.dtype, self.redop, self.root = count, dtype, redop, root


class Comm:
    """A colljit communicator over the ranks of a torch.distributed process group."""

    def __init__(self, raw, exchange, device, validate):
        self._raw = raw
        self._exchange = exchange
        self.device = device
        self.validate = validate
        self.rank = raw.rank
        self.world_size = raw.world_size
        self._blocks = {}  # start address -> bytes, live heap allocations
        self._starts = []  # sorted keys of _blocks
        self._bases = None
        self._base = raw.heap_bases()[1][raw.rank]

    @classmethod
    def from_process_group(cls, group=None, device=None, heap_bytes=1 << 30, timeout_s=30.0,
                           work_bytes=0, compiler="auto", validate=True):
        """Collective over `group` (default: the world). `device`: this rank's CUDA device
        (default: the current one). The group's store carries the bootstrap. heap_bytes: the
        symmetric heap of each rank."""
        group = group if group is not None else dist.group.WORLD
        rank, world = dist.get_rank(group), dist.get_world_size(group)
        if device is None:
            device = torch.cuda.current_device()
        device = torch.device("cuda", device) if isinstance(device, int) else torch.device(device)
        if device.index is None:
            device = torch.device("cuda", torch.cuda.current_device())
        exchange = _StoreExchange(group, rank, world, timeout_s)
        # settings every rank must share, agreed before the library's own exchange
        mine = {"heap_bytes": int(heap_bytes), "validate": bool(validate),
                "work_bytes": int(work_bytes)}
        parts = [json.loads(p) for p in exchange(json.dumps(mine).encode())]
        for r, theirs in enumerate(parts):
            if theirs != mine:
                raise _invalid(f"Comm.from_process_group: rank {r} has {theirs}, rank {rank} "
                               f"has {mine}")
        with torch.cuda.device(device):
            raw = runtime.Comm.init_with_allgather(world, rank, exchange, device=device.index,
                                                   heap_bytes=heap_bytes, timeout_s=timeout_s,
                                                   compiler=compiler, work_bytes=work_bytes)
        return cls(raw, exchange, device, validate)

    # ---- lifetime ----
    def close(self):
        """Collective. Heap tensors still alive become invalid."""
        if self._raw.closed:
            return
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

    def check(self):
        """Raises ColljitError if a device wait of an earlier collective gave up (a dead or
        stuck peer). Synchronises with the device."""
        self._raw.check()

    # ---- heap tensors ----
    def empty(self, shape, dtype=torch.float32):
        """A tensor on the symmetric heap (collective: same shapes, same order on every
        rank, so that it sits at the same offset everywhere)."""
        shape = (shape,) if isinstance(shape, int) else tuple(shape)
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

    def zeros(self, shape, dtype=torch.float32):
        return self.empty(shape, dtype).zero_()

    def _release(self, ptr):
        if self._blocks.pop(ptr, None) is None or self._raw.closed:
            return
        self._starts.remove(ptr)
        self._raw.free(ptr)

    def is_on_heap(self, tensor):
        """Whether the tensor's bytes lie in one heap allocation of this communicator."""
        if not tensor.is_cuda:
            return False
        start = tensor.data_ptr()
        i = bisect.bisect_right(self._starts, start) - 1
        if i < 0:
            return False
        block = self._starts[i]
        return start + tensor.numel() * tensor.element_size() <= block + self._blocks[block]

    def heap_bases(self):
        """torch.int64 CUDA tensor of world_size entries: heap_bases[r] is rank r's heap as
        mapped in this process; a peer's copy of a heap address p is
        heap_bases[r] + (p - heap_bases[rank]) (the iris rule)."""
        if self._bases is None:
            self._bases = torch.tensor(self._raw.heap_bases()[1], dtype=torch.int64,
                                       device=self.device)
        return self._bases

    # ---- collectives ----
    def all_reduce(self, tensor, output=None, op="sum"):
        """output = op over ranks of tensor; in place when output is None. Returns output."""
        output = tensor if output is None else output
        n = _numel(tensor)
        self._run(_Call("all_reduce", "allreduce", tensor, output, n, _dtype(tensor), op),
                  sizes=[("output", output, n)])
        return output

    def all_gather(self, output, input):
        """output (world_size * input.numel() elements, on the heap) gets every rank's input,
        rank r's at r * input.numel(). In place: input is that slice of output."""
        n = _numel(input)
        self._run(_Call("all_gather", "allgather", input, output, n, _dtype(input)),
                  sizes=[("output", output, n * self.world_size)], heap=("output",))
        return output

    def reduce_scatter(self, output, input, op="sum"):
        """output (n elements) = op over ranks of their input[rank*n : (rank+1)*n]. In place:
        output is that slice of input."""
        n = _numel(output)
        self._run(_Call("reduce_scatter", "reducescatter", input, output, n, _dtype(output),
                        op), sizes=[("input", input, n * self.world_size)])
        return output

    def all_to_all(self, output, input):
        """output[p*n : (p+1)*n] = rank p's input[rank*n : (rank+1)*n], n = numel / world_size.
        output on the heap."""
        total = _numel(input)
        self._run(_Call("all_to_all", "alltoall", input, output, total // self.world_size,
                        _dtype(input)), sizes=[("output", output, total)], heap=("output",),
                  rules=[(total % self.world_size == 0,
                          f"input has {total} elements, not a multiple of the world size "
                          f"{self.world_size}")])
        return output

    def broadcast(self, tensor, src=0):
        """Every rank's tensor (on the heap) = rank src's tensor."""
        self._run(_Call("broadcast", "broadcast", tensor, tensor, _numel(tensor), _dtype(tensor),
                        root=src), heap=("output",), rules=[self._root_rule(src)])
        return tensor

    def reduce(self, tensor, dst=0, op="sum", output=None):
        """Rank dst's output (default: tensor, in place) = op over ranks of tensor; other
        ranks' output is not touched."""
        output = tensor if output is None else output
        n = _numel(tensor)
        mine = output if self.rank == dst else None
        self._run(_Call("reduce", "reduce", tensor, mine, n, _dtype(tensor), op, dst),
                  sizes=[("output", mine, n)] if mine is not None else [],
                  rules=[self._root_rule(dst)])
        return output

    def barrier(self):
        """A device-side barrier of all ranks, on the current stream."""
        self._run(_Call("barrier", "barrier"))

    def prepare(self, name, *args, **kwargs):
        """Compiles and loads what comm.<name>(*args, **kwargs) will launch, without launching
        it: call it (on every rank) before capturing a graph that contains the call."""
        if name not in ("all_reduce", "all_gather", "reduce_scatter", "all_to_all",
                        "broadcast", "reduce", "barrier"):
            raise _invalid(f"prepare: {name!r} is not a collective of Comm")
        self._preparing = True
        try:
            getattr(self, name)(*args, **kwargs)
        finally:
            self._preparing = False

    _preparing = False

    def jit_wait(self, timeout_s=0.0):
        """Waits until no specialised kernel is compiling in the background (graphs captured
        afterwards hold specialised kernels; before, a first-seen shape runs its generic one)."""
        self._raw.jit_wait(timeout_s)

    def jit_stats(self):
        """Background JIT counters: generic_launches, queued, built, failed, pending."""
        return self._raw.jit_stats()

    # ---- the call path: check locally, agree with the peers, launch ----
    def _root_rule(self, root):
        ok = isinstance(root, int) and 0 <= root < self.world_size
        return ok, f"root {root} is not a rank of {self.world_size}"

    def _check_tensor(self, name, role, t):
        if not isinstance(t, torch.Tensor):
            raise _invalid(f"{name}: {role} is a {type(t).__name__}, not a torch.Tensor")
        if not t.is_cuda:
            raise _invalid(f"{name}: {role} is on {t.device}; it must be a CUDA tensor on "
                           f"{self.device}")
        if t.device != self.device:
            raise _invalid(f"{name}: {role} is on {t.device}, the communicator on {self.device}")
        if t.dtype not in _DTYPES:
            raise _invalid(f"{name}: {role} has dtype {t.dtype}; colljit takes "
                           f"{', '.join(str(d) for d in _DTYPES)}")
        if not t.is_contiguous():
            raise _invalid(f"{name}: {role} is not contiguous (call .contiguous() first)")

    def _local(self, call, sizes, heap, rules):
        """Checks a call on this rank; returns what the peers must agree on."""
        roles = {"input": call.send, "output": call.recv}
        for role, t in roles.items():
            if t is not None:
                self._check_tensor(call.name, role, t)
        for ok, message in rules:
            if not ok:
                raise _invalid(f"{call.name}: {message}")
        for role, t in roles.items():
            if t is not None and t.dtype != call.dtype:
                raise _invalid(f"{call.name}: {role} has dtype {t.dtype}, the input {call.dtype}")
        for role, t, numel in sizes:
            if t.numel() != numel:
                raise _invalid(f"{call.name}: {role} has {t.numel()} elements; it needs {numel}")
        for role in heap:
            if not self.is_on_heap(roles[role]):
                raise _invalid(f"{call.name}: {role} must be a tensor of comm.empty() (peers "
                               "write into it), not ordinary CUDA memory")
        if not _hashable(call.redop) or call.redop not in _REDOPS:
            raise _invalid(f"{call.name}: op {call.redop!r} is not one of sum, max, min")

        def where(t):
            return t.data_ptr() - self._base if self.is_on_heap(t) else "off-heap"

        agree = {"op": call.name, "count": call.count, "dtype": _DTYPES[call.dtype],
                 "redop": _REDOPS[call.redop], "root": call.root}
        if call.op != "broadcast":  # only the root reads its input
            agree["input"] = where(call.send)
        if call.op != "reduce":  # only the root writes its output
            agree["output"] = where(call.recv)
        # in place, this rank's slice sits at an offset of its own
        mine = self.rank * call.count * call.send.element_size()
        if call.op == "allgather" and call.send.data_ptr() == call.recv.data_ptr() + mine:
            agree["input"] = "in place"
        if call.op == "reducescatter" and call.recv.data_ptr() == call.send.data_ptr() + mine:
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

    def _run(self, call, sizes=(), heap=(), rules=()):
        raw = self._raw
        error, mine = None, None
        send = call.send.data_ptr() if isinstance(call.send, torch.Tensor) else 0
        recv = call.recv.data_ptr() if isinstance(call.recv, torch.Tensor) else 0
        dtype = _DTYPES.get(call.dtype, "f32")
        redop = _REDOPS.get(call.redop, "sum") if _hashable(call.redop) else "sum"
        try:
            raw.handle  # a closed communicator
            mine = (self._local(call, sizes, heap, rules) if call.op != "barrier"
                    else {"op": call.name})
        except ColljitError as e:
            error = e
        capturing = torch.cuda.is_current_stream_capturing()
        if error is None and (self._preparing or (self.validate and not capturing)):
            # plan the call (every buffer rule of the library) and load its kernel: a
            # refusal here is seen by every rank before anything is launched
            try:
                raw.prepare(call.op, send, recv, call.count, dtype, redop, call.root)
            except ColljitError as e:
                error = e
        if self.validate:
            self._agree(call.name, mine or {"op": call.name}, error)
        elif error is not None:
            raise error
        if self._preparing:
            return
        stream = torch.cuda.current_stream(self.device).cuda_stream
        if call.op == "barrier":
            raw.barrier(stream)
        elif call.op == "allreduce":
            raw.all_reduce(send, recv, call.count, dtype, redop, stream)
        elif call.op == "allgather":
            raw.all_gather(send, recv, call.count, dtype, stream)
        elif call.op == "reducescatter":
            raw.reduce_scatter(send, recv, call.count, dtype, redop, stream)
        elif call.op == "alltoall":
            raw.all_to_all(send, recv, call.count, dtype, stream)
        elif call.op == "broadcast":
            raw.broadcast(send, recv, call.count, dtype, call.root, stream)
        elif call.op == "reduce":
            raw.reduce(send, recv, call.count, dtype, redop, call.root, stream)
