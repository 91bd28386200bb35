"""A Triton kernel that reads a peer's heap tensor directly and fuses an elementwise op:

    out = scale * x[peer] + y        (x: a colljit heap tensor, read from the peer's GPU)

The peer's copy of x is found with the heap_bases rule of iris,
remote = heap_bases[peer] + (p - heap_bases[rank]) (colljit.triton.load does it), so no
collective runs: the kernel's own loads cross the link.

    torchrun --nproc-per-node 2 examples/triton_remote_add.py
"""

import torch
import torch.distributed as dist
import triton
import triton.language as tl

import colljit.torch
import colljit.triton as cjt


@triton.jit
def remote_axpy_kernel(x_ptr, y_ptr, out_ptr, heap_bases, rank, peer, n, scale,
                       BLOCK: tl.constexpr):
    offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
    mask = offs < n
    theirs = cjt.load(x_ptr + offs, rank, peer, heap_bases, mask=mask)
    mine = tl.load(y_ptr + offs, mask=mask)
    tl.store(out_ptr + offs, theirs * scale + mine, mask=mask)


def remote_axpy(comm, x, y, peer, scale=1.0, out=None, block=1024):
    """out = scale * (peer's x) + y, on the current stream. x must be a heap tensor of comm;
    the caller orders the kernel with the peer's writes to x (comm.barrier())."""
    if not comm.is_on_heap(x):
        raise ValueError("remote_axpy: x must be a tensor of comm.empty()")
    if x.shape != y.shape or not (x.is_contiguous() and y.is_contiguous()):
        raise ValueError("remote_axpy: x and y must be contiguous and of one shape")
    out = torch.empty_like(y) if out is None else out
    n = x.numel()
    grid = (triton.cdiv(n, block),)
    remote_axpy_kernel[grid](x, y, out, comm.heap_bases(), comm.rank, peer, n, scale,
                             BLOCK=block)
    return out


def main():
    dist.init_process_group("nccl")
    rank, world = dist.get_rank(), dist.get_world_size()
    torch.cuda.set_device(rank % torch.cuda.device_count())
    comm = colljit.torch.Comm.from_process_group(heap_bytes=256 << 20)

    n = 1_000_003
    x = comm.empty(n, torch.float32)
    idx = torch.arange(n, device=x.device, dtype=torch.float32)
    x.copy_(idx * (rank + 1))          # every rank's x is known: idx * (r + 1)
    y = torch.full((n,), float(rank), device=x.device)
    peer = (rank + 1) % world

    comm.barrier()                     # the peer's x is written
    out = remote_axpy(comm, x, y, peer, scale=0.5)
    comm.barrier()                     # the peer has read our x before anyone changes it

    expected = 0.5 * idx * (peer + 1) + rank
    torch.testing.assert_close(out, expected)
    print(f"rank {rank}: out = 0.5 * x[rank {peer}] + y matches torch ({n} elements)")
    del x
    comm.close()
    dist.destroy_process_group()


if __name__ == "__main__":
    main()
