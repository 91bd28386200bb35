"""The collectives of colljit.torch as torch custom ops (torch.ops.colljit.*), so that
torch.compile traces them as single nodes (fullgraph=True). Each op mutates its output in
place and returns nothing; its fake implementation does nothing (the output keeps its shape,
dtype and device). A communicator is named by a number it is registered under in this process.

The ops' kernels are the communicator's own implementations: CUDA tensors go to the library,
CPU tensors to a one-rank CPU communicator's local result."""

import itertools
from typing import Optional

import torch

__all__ = ["register", "unregister", "lookup"]

_COMMS = {}
_NEXT = itertools.count(1)


def register(comm):
    n = next(_NEXT)
    _COMMS[n] = comm
    return n


def unregister(n):
    _COMMS.pop(n, None)


def lookup(n):
    comm = _COMMS.get(n)
    if comm is None:
        from ._lib import E_INVALID, error

        raise error(E_INVALID, f"communicator {n} is closed or was never created")
    return comm


@torch.library.custom_op("colljit::all_reduce", mutates_args=("tensor",))
def all_reduce(tensor: torch.Tensor, comm: int, op: str) -> None:
    lookup(comm)._all_reduce(tensor, op)


@torch.library.custom_op("colljit::all_gather_into_tensor", mutates_args=("output",))
def all_gather_into_tensor(output: torch.Tensor, input: torch.Tensor, comm: int) -> None:
    lookup(comm)._all_gather(output, input)


@torch.library.custom_op("colljit::reduce_scatter_tensor", mutates_args=("output",))
def reduce_scatter_tensor(output: torch.Tensor, input: torch.Tensor, comm: int, op: str) -> None:
    lookup(comm)._reduce_scatter(output, input, op)


@torch.library.custom_op("colljit::all_to_all_single", mutates_args=("output",))
def all_to_all_single(output: torch.Tensor, input: torch.Tensor, comm: int) -> None:
    lookup(comm)._all_to_all(output, input)


@torch.library.custom_op("colljit::broadcast", mutates_args=("tensor",))
def broadcast(tensor: torch.Tensor, comm: int, root: int) -> None:
    lookup(comm)._broadcast(tensor, root)


@torch.library.custom_op("colljit::reduce", mutates_args=("tensor",))
def reduce(tensor: torch.Tensor, comm: int, root: int, op: str) -> None:
    lookup(comm)._reduce(tensor, root, op)


@torch.library.custom_op("colljit::all_reduce_rmsnorm", mutates_args=("out", "residual"))
def all_reduce_rmsnorm(out: torch.Tensor, input: torch.Tensor, residual: torch.Tensor,
                       weight: torch.Tensor, comm: int, eps: float) -> None:
    lookup(comm)._all_reduce_rmsnorm(out, input, residual, weight, eps)


@torch.library.custom_op("colljit::allgather_gemm", mutates_args=("out",))
def allgather_gemm(out: torch.Tensor, a: torch.Tensor, b: torch.Tensor,
                   bias: Optional[torch.Tensor], comm: int, shard: str) -> None:
    lookup(comm)._gemm("allgather_gemm", out, a, b, bias, shard)


@torch.library.custom_op("colljit::gemm_reduce_scatter", mutates_args=("out",))
def gemm_reduce_scatter(out: torch.Tensor, a: torch.Tensor, b: torch.Tensor,
                        bias: Optional[torch.Tensor], comm: int) -> None:
    lookup(comm)._gemm("gemm_reduce_scatter", out, a, b, bias, "k")


@torch.library.custom_op("colljit::gemm", mutates_args=("out",))
def gemm(out: torch.Tensor, a: torch.Tensor, b: torch.Tensor, bias: Optional[torch.Tensor],
         comm: int, b_layout: str, out_f32: bool) -> None:
    lookup(comm)._gemm_op(out, a, b, bias, b_layout, out_f32)


# Fake (meta) implementations: the outputs are mutated in place, so there is nothing to make.
@gemm.register_fake
def _(out, a, b, bias, comm, b_layout, out_f32):
    return None



@allgather_gemm.register_fake
def _(out, a, b, bias, comm, shard):
    return None


@gemm_reduce_scatter.register_fake
def _(out, a, b, bias, comm):
    return None

@all_reduce_rmsnorm.register_fake
def _(out, input, residual, weight, comm, eps):
    return None


@all_reduce.register_fake
def _(tensor, comm, op):
    return None


@all_gather_into_tensor.register_fake
def _(output, input, comm):
    return None


@reduce_scatter_tensor.register_fake
def _(output, input, comm, op):
    return None


@all_to_all_single.register_fake
def _(output, input, comm):
    return None


@broadcast.register_fake
def _(tensor, comm, root):
    return None


@reduce.register_fake
def _(tensor, comm, root, op):
    return None
