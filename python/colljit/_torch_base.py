"""colljit.torch's vocabulary and small types: torch's dtypes and reductions by the
library's names (their numbers looked up in the library, none written out), ReduceOp, Work,
and the helpers every part of the binding shares."""

import os
import warnings
from typing import Any, List

import torch
import torch.distributed as dist

from . import _lib
from .generator import enum_value, vocabulary

# torch's dtypes by the library's names for them; every number (dtype, reduction, op) is the
# library's own, looked up in its vocabulary (enum_value: the cj_*_name tables), none written
# out here
_DTYPE_NAMES = {torch.float32: "f32", torch.float16: "f16", torch.bfloat16: "bf16",
                torch.int32: "i32"}
_DTYPES = {t: enum_value("dtype", name) for t, name in _DTYPE_NAMES.items()}  # cj_dtype
_REDOPS = {name: enum_value("redop", name) for name in ("sum", "max", "min")}  # cj_redop
_REDOPS["avg"] = _REDOPS["sum"]  # avg is the sum, then / world
_OPS = {name: i for i, name in enumerate(vocabulary("op"))}  # key-token name -> cj_op


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
