"""Large vectors through the binding, against exact values: broadcast from two roots and
all_reduce twice (in place, as torch calls them) at 96, 128, 192 and 256 MiB of bf16 per rank,
whatever path the selection table gives each size (4 ranks on sm_90: broadcast split to 192 MiB,
chain above; all_reduce ce above 64 MiB). Every value is a small integer, exact in bf16.

    torchrun --standalone --nproc-per-node W bench/large_check.py
"""
import torch, torch.distributed as dist
from colljit.torch import Comm
dist.init_process_group("nccl")
r, W = dist.get_rank(), dist.get_world_size()
torch.cuda.set_device(r)
comm = Comm.from_process_group(heap_bytes=3 << 30)
bad = 0
for mib in (96, 128, 192, 256):
    n = (mib << 20) // 2
    idx = torch.arange(n, device="cuda", dtype=torch.int32)
    t = comm.empty(n, dtype=torch.bfloat16)
    for root in (1, 3):
        want = (idx.remainder(251) + root).to(torch.bfloat16)
        if r == root:
            t.copy_(want)
        else:
            t.fill_(-7)
        comm.broadcast(t, root)
        torch.cuda.synchronize()
        ok = torch.equal(t, want)
        bad += not ok
        print(f"rank {r}: broadcast {mib} MiB root {root}: {'ok' if ok else 'WRONG'}", flush=True)
    x = comm.empty(n, dtype=torch.bfloat16)
    for it in range(2):
        x.copy_((idx.remainder(7) + r + it).to(torch.bfloat16))
        comm.all_reduce(x)
        torch.cuda.synchronize()
        want = (idx.remainder(7) * W + sum(range(W)) + W * it).to(torch.bfloat16)
        ok = torch.equal(x, want)
        bad += not ok
        print(f"rank {r}: all_reduce {mib} MiB call {it}: {'ok' if ok else 'WRONG'}", flush=True)
    del t, x
comm.close()
print(f"rank {r}: {bad} wrong", flush=True)
dist.destroy_process_group()
