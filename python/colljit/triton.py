"""Device-side helpers for Triton kernels that reach a peer's copy of a heap tensor.

A tensor of comm.empty() sits at the same offset of every rank's heap. comm.heap_bases() (a
torch.int64 tensor) holds each rank's heap base as mapped in this process, so the peer's copy
of a local address p is heap_bases[peer] + (p - heap_bases[rank]), the rule of iris:

    @triton.jit
    def kernel(x_ptr, heap_bases, rank, peer, n, BLOCK: tl.constexpr):
        offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
        theirs = colljit.triton.load(x_ptr + offs, rank, peer, heap_bases, mask=offs < n)

The kernel must be ordered with the peer's writes by the host (comm.barrier() before reading
what the peer wrote, and before the peer overwrites what this rank reads).
"""

import triton
import triton.language as tl

__all__ = ["translate", "load", "store"]


@triton.jit
def translate(ptr, from_rank, to_rank, heap_bases):
    """The address in to_rank's heap of `ptr`, an address (or block of addresses) in
    from_rank's heap."""
    from_base = tl.load(heap_bases + from_rank)
    to_base = tl.load(heap_bases + to_rank)
    offset = tl.cast(ptr, tl.int64) - from_base
    to_bytes = tl.cast(to_base, tl.pointer_type(tl.int8))
    return tl.cast(to_bytes + offset, ptr.dtype)


@triton.jit
def load(ptr, rank, peer, heap_bases, mask=None, other=None):
    """tl.load of the peer's copy of `ptr` (addresses in this rank's heap)."""
    return tl.load(translate(ptr, rank, peer, heap_bases), mask=mask, other=other)


@triton.jit
def store(ptr, value, rank, peer, heap_bases, mask=None):
    """tl.store into the peer's copy of `ptr` (addresses in this rank's heap)."""
    tl.store(translate(ptr, rank, peer, heap_bases), value, mask=mask)
