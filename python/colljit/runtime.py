"""The runtime API on raw device addresses: communicators, the symmetric heap, collectives on a
stream. Pointers and streams are integers (0 is NULL / the default stream); dtypes and
reductions are names ("bf16", "sum") or enum numbers. colljit.torch builds on this."""

import ctypes

from . import _lib
from ._lib import check, lib
from .generator import enum_value

__all__ = ["Comm", "unique_id"]


def unique_id():
    """A fresh id for Comm.init_rank: made by one rank and handed to the others (bytes)."""
    uid = _lib.cj_unique_id()
    check(lib.cj_get_unique_id(ctypes.byref(uid)))
    return ctypes.string_at(ctypes.addressof(uid), ctypes.sizeof(uid))  # every byte, NULs too


def _options(device, heap_bytes, timeout_s, compiler, work_bytes):
    o = _lib.cj_comm_options()
    o.struct_size = ctypes.sizeof(o)
    o.device = -1 if device is None else int(device)
    o.heap_bytes = int(heap_bytes)
    o.timeout_s = float(timeout_s)
    o.compiler = enum_value("compiler", compiler)
    o.work_bytes = int(work_bytes)
    o.background_jit = -1  # COLLJIT_BACKGROUND_JIT, else on
    return o


class _Allgather:
    """Adapts a Python allgather, fn(mine: bytes) -> [bytes of rank 0, rank 1, ...], to the
    C callback. An exception inside it fails the C call; the exception is kept."""

    def __init__(self, fn, nranks):
        self.fn = fn
        self.nranks = nranks
        self.error = None
        self.c_fn = _lib.ALLGATHER_FN(self._call)

    def _call(self, _user, mine, all_, n):
        try:
            parts = self.fn(ctypes.string_at(mine, n))
            if len(parts) != self.nranks or any(len(p) != n for p in parts):
                raise ValueError(f"allgather returned {len(parts)} parts, not {self.nranks} of {n} bytes")
            ctypes.memmove(all_, b"".join(parts), n * self.nranks)
            return 0
        except Exception as e:  # noqa: BLE001 - reported through the C status
            self.error = e
            return 1


class Comm:
    """One rank of a communicator. Creation, close() and malloc/free are collective."""

    def __init__(self, handle, keepalive=None):
        self._handle = handle
        self._keepalive = keepalive  # the C callback must outlive the communicator
        self.rank = lib.cj_comm_rank(handle)
        self.world_size = lib.cj_comm_size(handle)
        self.device = lib.cj_comm_device(handle)

    @classmethod
    def init_rank(cls, nranks, rank, uid, device=None, heap_bytes=0, timeout_s=0.0,
                  compiler="auto", work_bytes=0):
        """One process per GPU, rendezvous over a local socket named by `uid` (unique_id())."""
        c_uid = _lib.cj_unique_id()
        if not isinstance(uid, (bytes, bytearray)) or len(uid) != ctypes.sizeof(c_uid):
            raise TypeError(f"uid: the {ctypes.sizeof(c_uid)} bytes of unique_id(), not {uid!r:.40}")
        ctypes.memmove(ctypes.addressof(c_uid), bytes(uid), len(uid))
        o = _options(device, heap_bytes, timeout_s, compiler, work_bytes)
        h = ctypes.c_void_p()
        check(lib.cj_comm_init_rank(ctypes.byref(h), nranks, ctypes.byref(c_uid), rank,
                                    ctypes.byref(o)))
        return cls(h)

    @classmethod
    def init_with_allgather(cls, nranks, rank, allgather, device=None, heap_bytes=0,
                            timeout_s=0.0, compiler="auto", work_bytes=0):
        """The host program's allgather carries the exchange: allgather(mine: bytes) returns
        the list of every rank's bytes. It is collective and blocking, and is called again by
        close()."""
        ag = _Allgather(allgather, nranks)
        o = _options(device, heap_bytes, timeout_s, compiler, work_bytes)
        h = ctypes.c_void_p()
        status = lib.cj_comm_init_with_allgather(ctypes.byref(h), nranks, rank, ag.c_fn, None,
                                                 ctypes.byref(o))
        try:
            check(status)
        except _lib.ColljitError as e:
            raise e from ag.error
        return cls(h, keepalive=ag)

    # ---- lifetime ----
    @property
    def closed(self):
        return self._handle is None

    @property
    def handle(self):
        if self._handle is None:
            raise _lib.error(_lib.E_INVALID, "the communicator is closed")
        return self._handle

    def close(self):
        """Collective: every rank closes; waits for the device and for the peers first."""
        if self._handle is not None:
            h, self._handle = self._handle, None
            check(lib.cj_comm_destroy(h))

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    # ---- the symmetric heap ----
    def malloc(self, nbytes):
        p = ctypes.c_void_p()
        check(lib.cj_malloc(self.handle, nbytes, ctypes.byref(p)), self._handle)
        return p.value

    def free(self, ptr):
        check(lib.cj_free(self.handle, ptr), self._handle)

    def heap_bases(self):
        """(device address of the table, [rank r's heap base as mapped in this process])."""
        table = ctypes.c_void_p()
        host = (ctypes.c_uint64 * self.world_size)()
        check(lib.cj_heap_bases(self.handle, ctypes.byref(table), host), self._handle)
        return table.value, list(host)

    # ---- collectives ----
    def _run(self, status):
        check(status, self._handle)

    def all_reduce(self, send, recv, count, dtype, op="sum", stream=0):
        self._run(lib.cj_all_reduce(self.handle, send, recv, count, enum_value("dtype", dtype),
                                    enum_value("redop", op), stream))

    def all_gather(self, send, recv, count, dtype, stream=0):
        self._run(lib.cj_all_gather(self.handle, send, recv, count, enum_value("dtype", dtype),
                                    stream))

    def reduce_scatter(self, send, recv, count, dtype, op="sum", stream=0):
        self._run(lib.cj_reduce_scatter(self.handle, send, recv, count,
                                        enum_value("dtype", dtype), enum_value("redop", op),
                                        stream))

    def all_to_all(self, send, recv, count, dtype, stream=0):
        self._run(lib.cj_all_to_all(self.handle, send, recv, count, enum_value("dtype", dtype),
                                    stream))

    def broadcast(self, send, recv, count, dtype, root=0, stream=0):
        self._run(lib.cj_broadcast(self.handle, send, recv, count, enum_value("dtype", dtype),
                                   root, stream))

    def all_reduce_rmsnorm(self, x, residual, weight, out, tokens, hidden, dtype, eps=1e-6,
                           stream=0):
        """residual += sum of every rank's x; out = RMSNorm(residual) * weight (per row of
        `hidden` elements); device pointers, tokens x hidden elements (weight: hidden)."""
        self._run(lib.cj_all_reduce_rmsnorm(self.handle, x, residual, weight, out, tokens, hidden,
                                            eps, enum_value("dtype", dtype), stream))

    def reduce(self, send, recv, count, dtype, op="sum", root=0, stream=0):
        self._run(lib.cj_reduce(self.handle, send, recv, count, enum_value("dtype", dtype),
                                enum_value("redop", op), root, stream))

    def barrier(self, stream=0):
        self._run(lib.cj_barrier(self.handle, stream))

    def prepare(self, op, send, recv, count, dtype, redop="sum", root=0):
        """Compiles and loads the kernel a call with these arguments needs (before a graph
        capture, say). `op`: "allreduce" / "all_reduce", ..."""
        self._run(lib.cj_prepare(self.handle, enum_value("op", op), send, recv, count,
                                 enum_value("dtype", dtype), enum_value("redop", redop), root))

    def jit_wait(self, timeout_s=0.0):
        """Waits until no specialised kernel is being compiled in the background (then the
        next calls, and graphs captured from now on, use specialised kernels)."""
        self._run(lib.cj_comm_jit_wait(self.handle, float(timeout_s)))

    def jit_stats(self):
        """Background JIT counters: generic_launches, queued, built, failed, pending."""
        st = _lib.cj_jit_stats()
        st.struct_size = ctypes.sizeof(st)
        self._run(lib.cj_comm_jit_stats(self.handle, ctypes.byref(st)))
        return {f: getattr(st, f) for f, _ in st._fields_ if f != "struct_size"}

    def check(self):
        """Raises ColljitError (CJ_E_TIMEOUT) if a device wait of an earlier collective gave
        up. Synchronises with the device."""
        self._run(lib.cj_comm_check(self.handle))
