"""colljit.check: the conformance check through the PyTorch binding, one process per GPU.

    torchrun --standalone --nproc-per-node N -m colljit.check [--quick] [--json FILE]
    python -m colljit.check --list [--world N] [--ops ...]      (the cases; no GPU, no torch)

The counterpart of `colljit check` (tools/check.c, tools/check_rank.c) for colljit.torch: every
op of colljit.torch.Comm x variant (each forced through the selection table, and auto) x path
of the GEMM ops (the generated kernel, the vendor BLAS) x dtype x reduction x count x in place
or not x heap tensors or plain ones, each called three ways:

  graph    a first eager call (checked), captured at once in torch.cuda.graph (as a
           warm-up-then-capture recipe does, while the specialised kernel may still compile),
           then replayed R times with new data copied into the captured inputs, each checked;
  eager    an eager call, and another once the background compiler is idle;
  compile  torch.ops.colljit.* inside a function compiled with torch.compile(fullgraph=True),
           called twice with new data; the one graph must hold the colljit op.

The collectives are compared bit for bit with torch.distributed (NCCL) on the same inputs; the
fused ops with a float64 reference. Every rank makes the same calls in the same order; after
every call the ranks agree on what they saw, and a communicator whose device wait gave up
(a dead or stuck peer) ends the run. Exit status 0 when every call was right, 2 otherwise (and
on bad usage).

torch is imported only for a run: --help and --list need neither torch nor a GPU.
"""

import argparse
import ctypes
import dataclasses
import datetime
import json
import math
import os
import socket
import sys
import threading
import time
import traceback
from typing import Dict, List, Optional, Sequence, Tuple

PROG = "python -m colljit.check"

# The ops of colljit.torch.Comm, in the library's op order, and their key names.
OPS = ("all_reduce", "all_gather_into_tensor", "reduce_scatter_tensor", "all_to_all_single",
       "broadcast", "reduce", "barrier", "all_reduce_rmsnorm", "allgather_gemm",
       "gemm_reduce_scatter", "gemm")
KEY_NAMES = {"all_reduce": "allreduce", "all_gather_into_tensor": "allgather",
             "reduce_scatter_tensor": "reducescatter", "all_to_all_single": "alltoall",
             "broadcast": "broadcast", "reduce": "reduce", "barrier": "barrier",
             "all_reduce_rmsnorm": "allreduce_rmsnorm", "allgather_gemm": "allgather_gemm",
             "gemm_reduce_scatter": "gemm_reducescatter", "gemm": "gemm"}
_OP_ALIASES = dict({v: k for k, v in KEY_NAMES.items()}, all_gather="all_gather_into_tensor",
                   reduce_scatter="reduce_scatter_tensor", all_to_all="all_to_all_single")
COLLECTIVES = OPS[:6]          # count-shaped, compared with NCCL
REDUCING = ("all_reduce", "reduce_scatter_tensor", "reduce")
IN_PLACE_ONLY = ("all_reduce", "broadcast", "reduce")   # the binding's form: one tensor
GEMM_OPS = ("allgather_gemm", "gemm_reduce_scatter", "gemm")
PATH_OPS = ("allgather_gemm", "gemm_reduce_scatter")    # generated kernel or vendor BLAS
DTYPES = ("f32", "f16", "bf16", "i32")
_DTYPE_ALIASES = {"float32": "f32", "float": "f32", "float16": "f16", "half": "f16",
                  "bfloat16": "bf16", "int32": "i32", "int": "i32"}
REDOPS = ("sum", "max", "min")
MODES = ("eager", "graph", "compile")
RUN_ORDER = ("graph", "eager", "compile")  # graph first: its first call is a case's first

COUNTS = (1, 3, 7, 31, 257, 1000, 4099, 65537, 1048579)
QUICK_COUNTS = (1, 7, 1000, 65537)
# (520, 2048): 2 MiB and more a rank, where two_shot sends the residual rows alone and every
# rank normalises them itself
RMS_SHAPES = ((1, 4096), (3, 1000), (7, 100), (64, 4096), (520, 2048), (300, 2048), (2, 5120),
              (1, 7), (33, 130))
QUICK_RMS = 5      # the first shapes
QUICK_GEMM = 3     # allgather_gemm / gemm_reduce_scatter: the first shapes
QUICK_GEMM_OP = 2  # gemm: the first shapes

EPS = 1e-6         # all_reduce_rmsnorm's eps
ULP = {"f32": 2.0 ** -23, "f16": 2.0 ** -10, "bf16": 2.0 ** -7}

DESCRIPTION = """\
The conformance check of colljit through its PyTorch binding (colljit.torch), one process per
GPU under torchrun; a node is trusted when it passes beside `colljit check`.

It runs every op of colljit.torch.Comm (all_reduce, all_gather_into_tensor,
reduce_scatter_tensor, all_to_all_single, broadcast, reduce, barrier, all_reduce_rmsnorm,
allgather_gemm, gemm_reduce_scatter, gemm) and each variant (forced through the selection
table, as a tuned table would pick it, and auto; where a forced variant cannot take a call the
runtime falls back, and the report names the variant that ran), the fused GEMM ops on both
paths (fused: the generated kernel; blas: the vendor BLAS; ce: the generated gemm op's kernel on
chunks the copy engines move, as COLLJIT_GEMM_PATH picks them),
every dtype (f32, f16, bf16, i32; the GEMM ops bf16 and f16, all_reduce_rmsnorm the floating
ones) and reduction (sum, max, min), counts 1, 3, 7, 31, 257, 1000, 4099, 65537 and 1048579
(--quick: 1, 7, 1000, 65537, fewer combinations), in place or not, tensors on the symmetric
heap (Comm.empty) or plain torch tensors, all_reduce_rmsnorm at 9 row shapes, the GEMM ops at
ragged and whole-tile shapes. Each case runs in each mode:

  graph    a first eager call, captured at once in torch.cuda.graph (as a warm-up-then-capture
           recipe does), replayed R times with new data copied into the captured inputs;
  eager    an eager call, then another once the background compiler is idle;
  compile  torch.ops.colljit.* in a function compiled with torch.compile(fullgraph=True),
           called twice with new data (barrier has no custom op: not in this mode).

Every call's output is checked against a reference on the same inputs, computed on the GPU:
  - the collectives: torch.distributed (NCCL), bit for bit. The inputs are multiples of 1/16
    small enough that every partial sum is exact in the dtype, so a correct reduction in any
    order has the reference's bits; a reduce's other ranks keep their input; outputs start
    as NaN (i32: -1000003), so an element left unwritten is caught;
  - all_reduce_rmsnorm: float64 of the same inputs (residual the same on every rank, its
    precondition): residual bit for bit, out within 2 units in the last place of the dtype
    relative, plus 1e-6;
  - the GEMM ops: float64 of the same bf16/f16 inputs, within (k + 2) * 2^-23 * sum|a*b| (f32
    accumulation in any order) plus one rounding of the output (2^-7 bf16, 2^-10 f16,
    2^-23 f32).
"""

EPILOG = """\
The report (rank 0): one row per op, variant that ran, path, mode and dtype with cases, checked
calls (summed over ranks), calls that ran a shape-generic kernel, wrong calls, failed calls
and the worst error relative to the largest reference value; each mismatch on standard
error. Exit status 0 when every call was right; 2 on any mismatch or failure (on every rank),
on bad usage, without a GPU. A device wait gives up after --timeout seconds (the
communicator's timeout_s: a dead or stuck peer), which ends the run; a case that runs longer
than max(600, 30 x --timeout) seconds in all stops the process. --plant builds every kernel
with a planted fault (element-wise reductions leave out the last rank's term; the disk cache
is off for the run): the check must then fail.

  torchrun --standalone --nproc-per-node 2 -m colljit.check --quick
  torchrun --standalone --nproc-per-node 8 -m colljit.check --json check.json
  torchrun --standalone --nproc-per-node 2 -m colljit.check --random 200 --seed 7
  python -m colljit.check --list --quick --ops all_reduce --modes eager
"""


# ---- arguments ------------------------------------------------------------------------------


def _whole(lo, hi):
    def parse(text):
        try:
            value = int(text, 10)
        except ValueError:
            value = None
        if value is None or not lo <= value <= hi or text.strip() != text:
            raise argparse.ArgumentTypeError(f"takes a whole number {lo}..{hi}, not {text!r}")
        return value
    return parse


def _names(what, known, aliases=None):
    def parse(text):
        out = []
        for item in text.split(","):
            name = item.strip().lower()
            if name == "all":
                out.extend(known)
                continue
            name = (aliases or {}).get(name, name)
            if name not in known:
                raise argparse.ArgumentTypeError(
                    f"unknown {what} {item!r} (one of {', '.join(known)}, or all)")
            out.append(name)
        if not out:
            raise argparse.ArgumentTypeError(f"an empty list of {what}s")
        return tuple(dict.fromkeys(out))  # in order, once each
    return parse


def parser():
    p = argparse.ArgumentParser(prog=PROG, description=DESCRIPTION, epilog=EPILOG,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--ops", type=_names("op", OPS, _OP_ALIASES), default=OPS, metavar="LIST",
                   help="ops of colljit.torch.Comm, comma-separated, or all (default); the "
                        "library's names (allreduce, ...) are taken too")
    p.add_argument("--dtypes", type=_names("dtype", DTYPES, _DTYPE_ALIASES), default=DTYPES,
                   metavar="LIST", help="f32,f16,bf16,i32 (default all)")
    p.add_argument("--modes", type=_names("mode", MODES), default=MODES, metavar="LIST",
                   help="eager,graph,compile (default all)")
    p.add_argument("--replays", type=_whole(0, 1000), default=4, metavar="R",
                   help="graph replays per case, each with new data (default 4)")
    p.add_argument("--random", type=_whole(1, 1000000), default=0, metavar="N",
                   help="N cases drawn from --seed instead of the standard set (any op, "
                        "variant, path, dtype, reduction, count up to 1 Mi + 63, rows and GEMM "
                        "shapes)")
    p.add_argument("--seed", type=_whole(0, 2 ** 32 - 1), default=1, metavar="S",
                   help="seed of --random and of the data (default 1; the same on every rank)")
    p.add_argument("--quick", action="store_true",
                   help="fewer counts, shapes and combinations (each variant and dtype still)")
    p.add_argument("--timeout", type=_whole(1, 3600), default=20, metavar="SEC",
                   help="a device wait's limit: the communicator's timeout_s (default 20)")
    p.add_argument("--json", metavar="FILE", help="also write the rows and mismatches as JSON")
    p.add_argument("--plant", action="store_true",
                   help="a planted fault: reductions skip the last rank's term (the check must "
                        "report it; disk cache off)")
    p.add_argument("--list", action="store_true",
                   help="print the runs (case and mode) for --world and exit; needs no GPU")
    p.add_argument("--world", type=_whole(1, 64), metavar="N",
                   help="--list: the world size (default WORLD_SIZE, else 2); a run takes "
                        "torchrun's and refuses another")
    return p


# ---- the cases ------------------------------------------------------------------------------


@dataclasses.dataclass
class Case:
    """One request: the op, how it is forced (variant; path of the fused GEMM ops), its data
    and its tensors. Every rank builds the same list from the same seed."""

    op: str
    force: str = "auto"
    path: str = "-"
    dtype: str = "f32"
    red: str = "sum"
    count: int = 0
    tokens: int = 0
    hidden: int = 0
    m: int = 0
    n: int = 0
    k: int = 0
    shard: str = "m"
    bias: bool = False
    bcol: bool = False
    of32: bool = False
    inplace: bool = False
    heap: bool = False
    root: int = 0
    seed: int = 0


def describe(c: Case) -> str:
    heap = "heap" if c.heap else "plain"
    if c.op in GEMM_OPS:
        text = f"{c.op} {c.dtype} {c.m}x{c.n}x{c.k}"
        if c.op == "allgather_gemm":
            text += f" shard-{c.shard}"
        text += (" bias" if c.bias else "") + (" bcol" if c.bcol else "")
        text += " of32" if c.of32 else ""
        return text + (f" path {c.path}" if c.op in PATH_OPS else "") + f" {heap}"
    if c.op == "barrier":
        return "barrier"
    place = " in place" if c.inplace else ""
    if c.op == "all_reduce_rmsnorm":  # (residual and out: always on the heap)
        where = place if c.inplace else f" x {heap}"
        return f"{c.op} (forced {c.force}) {c.dtype} {c.tokens}x{c.hidden}{where}"
    red = f" {c.red}" if c.op in REDUCING else ""
    root = f" root {c.root}" if c.op in ("broadcast", "reduce") else ""
    return f"{c.op} (forced {c.force}) {c.dtype}{red} n{c.count}{place} {heap}{root}"


def _modes_of(c: Case, modes: Sequence[str]) -> List[str]:
    return [m for m in RUN_ORDER if m in modes and not (m == "compile" and c.op == "barrier")]


class _Rng:
    """xorshift32, seeded as `colljit check` seeds its own."""

    def __init__(self, seed):
        self.x = ((seed * 2246822519 + 0x9E3779B9) & 0xFFFFFFFF) | 1

    def __call__(self):
        x = self.x
        x ^= (x << 13) & 0xFFFFFFFF
        x ^= x >> 17
        x ^= (x << 5) & 0xFFFFFFFF
        self.x = x
        return x


class _Cases:
    def __init__(self, seed):
        self.v: List[Case] = []
        self.rnd = _Rng(seed)

    def add(self, c: Case):
        c.seed = ((len(self.v) * 2654435761) ^ self.rnd()) & 0xFFFFFFFF
        self.v.append(c)


def op_variants(op: str) -> List[str]:
    """The op's variants as the library lists them (cj__op_variants, and ce where
    cj__op_ce says the op has the copy engines' path: the copy forms, and all_reduce's
    reduce-scatter then all-gather by copies), without auto."""
    from . import _lib
    from .generator import vocabulary

    ops, names = vocabulary("op"), vocabulary("variant")
    fn = _lib.lib._bind()["cj__op_variants"]  # a fresh prototype: the shared one stays as is
    fn.argtypes = [ctypes.c_int, ctypes.POINTER(ctypes.c_int), ctypes.c_int]
    fn.restype = ctypes.c_int
    out = (ctypes.c_int * 16)()
    n = fn(ops.index(KEY_NAMES[op]), out, 15)
    has_ce = _lib.lib._bind()["cj__op_ce"]
    has_ce.argtypes, has_ce.restype = [ctypes.c_int], ctypes.c_int
    # the copy engines' path (no kernel of its own), where the op has one
    extra = ["ce"] if has_ce(ops.index(KEY_NAMES[op])) else []
    return [names[out[i]] for i in range(n)] + extra


def _dtype_ok(op, dt):
    if op in GEMM_OPS:
        return dt in ("bf16", "f16")
    if op == "all_reduce_rmsnorm":
        return dt != "i32"
    return True


def _up(x, w):
    return (x + w - 1) // w * w


def _collectives(ops, dtypes, quick, w, cs):
    """Each op x variant (and auto) x dtype x count; the reduction, in-place form, heap and
    root turn with the case's index as in `colljit check` (so that both check the same
    kernels). --quick keeps, per variant and dtype, one of the quick counts, turning with
    both (every variant and every dtype meets every quick count)."""
    idx = 0
    for op in COLLECTIVES:
        if op not in ops:
            continue
        variants = op_variants(op) + ["auto"]
        for vi, v in enumerate(variants):
            for di, dt in enumerate(dtypes):
                for count in COUNTS:
                    c = Case(op=op, force=v, dtype=dt, count=count,
                             red=REDOPS[idx % 3] if op in REDUCING else "sum",
                             inplace=op in IN_PLACE_ONLY or (idx // 3) % 2 == 1,
                             heap=(idx // 2) % 3 != 2, root=idx % w)
                    idx += 1
                    if quick and (count not in QUICK_COUNTS or QUICK_COUNTS.index(count) !=
                                  (vi + di) % len(QUICK_COUNTS)):
                        continue
                    cs.add(c)
    if "barrier" in ops:
        for _ in range(1 if quick else 3):
            cs.add(Case(op="barrier"))


def _rmsnorm(ops, dtypes, quick, cs):
    if "all_reduce_rmsnorm" not in ops:
        return
    idx = 0
    for vi, v in enumerate(op_variants("all_reduce_rmsnorm") + ["auto"]):
        for di, dt in enumerate(dtypes):
            for i, (tokens, hidden) in enumerate(RMS_SHAPES):
                c = Case(op="all_reduce_rmsnorm", force=v, dtype=dt, tokens=tokens,
                         hidden=hidden, inplace=idx % 2 == 1, heap=(idx // 2) % 2 == 1)
                idx += 1
                if not _dtype_ok(c.op, dt) or (quick and i != (vi + di) % QUICK_RMS):
                    continue
                cs.add(c)


def _gemms(ops, dtypes, quick, w, cs):
    ag = ((256, 256, 256, "m"), (512, 384, 1024, "m"), (130 * w, 300, 136, "m"),
          (333, 250, 72 * w, "k"), (64 * w, 129, 1001, "m"), (1024, 512, 2048, "m"))
    rs = ((256, 256, 256), (512, 384, 1024), (130 * w, 300, 136 * w), (64 * w, 257, 99 * w),
          (1024 * w, 136, 64 * w), (1024, 512, 2048))
    gm = ((333, 250, 72), (200, 129, 1001), (517, 384, 520), (64, 72, 64), (256, 512, 256))
    idx = 0
    for di, dt in enumerate(d for d in dtypes if _dtype_ok("gemm", d)):
        for pi, path in enumerate(("fused", "blas", "ce")):
            for i in range(len(ag)):
                keep = not quick or i == (pi + di) % QUICK_GEMM
                m, n, k, shard = ag[i]
                c = Case(op="allgather_gemm", path=path, dtype=dt,
                         m=_up(m, w) if shard == "m" else m, n=n,
                         k=_up(k, w) if shard == "k" else k, shard=shard, bias=idx % 2 == 1,
                         heap=(idx // 2) % 2 == 1)
                if keep and c.op in ops:
                    cs.add(c)
                m, n, k = rs[i]
                c = Case(op="gemm_reduce_scatter", path=c.path, dtype=dt, m=_up(m, w), n=n,
                         k=_up(k, w), shard="k", bias=(idx + 1) % 2 == 1,
                         heap=(idx // 2) % 2 == 1)
                if keep and c.op in ops:
                    cs.add(c)
                idx += 1
        for i in range(len(gm)):
            for f in range(4):
                m, n, k = gm[i]
                c = Case(op="gemm", dtype=dt, m=m, n=n, k=k, bcol=f % 2 == 1, of32=f >= 2,
                         bias=idx % 2 == 1, heap=idx % 3 == 0)
                idx += 1
                if c.op in ops and (not quick or i == (f + di) % QUICK_GEMM_OP):
                    cs.add(c)


def _random_case(ops, dtypes, w, cs):
    """A case drawn at random: op, variant, path, dtype, reduction, a count spread over
    1 .. 1 Mi + 63 (log-uniform), in place, heap, root; shapes for the rows and GEMM ops."""
    rnd = cs.rnd
    for _ in range(100):
        op = ops[rnd() % len(ops)]
        dt = dtypes[rnd() % len(dtypes)]
        if not _dtype_ok(op, dt):
            continue
        c = Case(op=op, dtype=dt)
        c.inplace = op in IN_PLACE_ONLY or rnd() % 2 == 1
        c.heap = rnd() % 3 != 0
        c.root = rnd() % w
        if op in COLLECTIVES or op == "all_reduce_rmsnorm":
            variants = op_variants(op) + ["auto"]
            c.force = variants[rnd() % len(variants)]
        if op in REDUCING:
            c.red = REDOPS[rnd() % 3]
        c.count = (1 << (rnd() % 21)) + rnd() % 64
        if op == "all_reduce_rmsnorm":
            c.hidden = 1 + rnd() % 6000
            c.tokens = 1 + rnd() % (40 if c.hidden > 2000 else 300)
        if op in GEMM_OPS:
            if op in PATH_OPS:
                c.path = ("fused", "blas", "ce")[rnd() % 3]
            c.bias = rnd() % 2 == 1
            c.m, c.n, c.k = 1 + rnd() % 600, 1 + rnd() % 600, 1 + rnd() % 1200
            if op == "allgather_gemm":
                c.shard = "k" if rnd() % 2 else "m"
            if op == "gemm_reduce_scatter":
                c.shard = "k"
            if op != "gemm" and (op == "gemm_reduce_scatter" or c.shard == "m"):
                c.m = _up(c.m, w)
            if op == "gemm_reduce_scatter" or (op == "allgather_gemm" and c.shard == "k"):
                c.k = _up(c.k, w)
            if op == "gemm":
                c.bcol, c.of32 = rnd() % 2 == 1, rnd() % 2 == 1
        if op in GEMM_OPS or op == "all_reduce_rmsnorm" or op == "barrier":
            c.inplace = c.inplace and op == "all_reduce_rmsnorm"
        cs.add(c)
        return


def make_cases(args, world) -> List[Case]:
    """The cases of a run: the standard set (or --quick's), or --random N drawn from --seed;
    the same list on every rank."""
    cs = _Cases(args.seed)
    if args.random:
        for _ in range(args.random):
            _random_case(list(args.ops), list(args.dtypes), world, cs)
    else:
        _collectives(args.ops, args.dtypes, args.quick, world, cs)
        _rmsnorm(args.ops, args.dtypes, args.quick, cs)
        _gemms(args.ops, args.dtypes, args.quick, world, cs)
    return cs.v


def make_runs(cases, modes) -> List[Tuple[int, str]]:
    return [(i, m) for i, c in enumerate(cases) for m in _modes_of(c, modes)]


# ---- tensors of a case (sizes known without torch) -------------------------------------------

# roles: "in" (input, x, A), "out" (output, or the in-place tensor), "aux0" (residual, B),
# "aux1" (weight, bias)
def layout(c: Case, w: int) -> List[Tuple[str, Tuple[int, ...], str, bool]]:
    """(role, shape, dtype, on the heap) of the tensors a case allocates; in-place inputs are
    views of these (_Tensors)."""
    e, op, h = c.count, c.op, c.heap
    if op in IN_PLACE_ONLY:
        return [("out", (e,), c.dtype, h)]
    whole, mine = (w * e,), (e,)
    if op == "all_gather_into_tensor":  # in place: the input is this rank's slice of out
        return [("out", whole, c.dtype, h)] + ([] if c.inplace else [("in", mine, c.dtype, h)])
    if op == "reduce_scatter_tensor":  # in place: out is this rank's slice of the input
        return [("in", whole, c.dtype, h)] + ([] if c.inplace else [("out", mine, c.dtype, h)])
    if op == "all_to_all_single":  # in place: one tensor
        return [("out", whole, c.dtype, h)] + ([] if c.inplace else [("in", whole, c.dtype, h)])
    if op == "all_reduce_rmsnorm":  # two_shot writes residual and out into every rank
        rows = (c.tokens, c.hidden)
        t = [("out", rows, c.dtype, True), ("aux0", rows, c.dtype, True),
             ("aux1", (c.hidden,), c.dtype, False)]
        return t + ([] if c.inplace else [("in", rows, c.dtype, h)])
    bias = [("aux1", (c.n,), c.dtype, False)] if c.bias else []
    if op == "allgather_gemm":  # the peers read A: on the heap
        a = (c.m // w, c.k) if c.shard == "m" else (c.m, c.k // w)
        return [("in", a, c.dtype, True), ("aux0", (c.k, c.n), c.dtype, h),
                ("out", (c.m, c.n), c.dtype, h)] + bias
    if op == "gemm_reduce_scatter":
        return [("in", (c.m, c.k // w), c.dtype, h), ("aux0", (c.k // w, c.n), c.dtype, h),
                ("out", (c.m // w, c.n), c.dtype, h)] + bias
    if op == "gemm":
        return [("in", (c.m, c.k), c.dtype, h),
                ("aux0", (c.n, c.k) if c.bcol else (c.k, c.n), c.dtype, h),
                ("out", (c.m, c.n), "f32" if c.of32 else c.dtype, h)] + bias
    return []


_SIZE = {"f32": 4, "f16": 2, "bf16": 2, "i32": 4}


def heap_slots(cases, w) -> Dict[str, int]:
    """Bytes of the heap tensor of each role: the largest any case needs. The slots are
    allocated once, so that the heap's layout never depends on when Python frees a tensor
    (it must be the same on every rank)."""
    slots: Dict[str, int] = {}
    for c in cases:
        for role, shape, dt, heap in layout(c, w):
            if heap:
                nbytes = math.prod(shape) * _SIZE[dt]
                slots[role] = max(slots.get(role, 256), (nbytes + 255) // 256 * 256)
    return slots


# ---- --list -----------------------------------------------------------------------------------


def list_runs(args) -> int:
    world = args.world or int(os.environ.get("WORLD_SIZE", "0") or 0) or 2
    try:
        cases = make_cases(args, world)
    except Exception as e:  # noqa: BLE001 - the library could not be loaded
        print(f"{PROG}: {e}", file=sys.stderr)
        return 2
    runs = make_runs(cases, args.modes)
    if not runs:
        print(f"{PROG}: no case to run for these --ops/--dtypes/--modes", file=sys.stderr)
        return 2
    out = [f"{i} {mode} {describe(cases[ci])}" for i, (ci, mode) in enumerate(runs)]
    out.append(f"# {len(runs)} runs: {len(cases)} cases ({_set_name(args)}) at world {world}, "
               f"modes {','.join(m for m in RUN_ORDER if m in args.modes)}")
    try:
        print("\n".join(out), flush=True)
    except BrokenPipeError:  # a reader that stopped early (| head)
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    return 0


def _set_name(args):
    return (f"random, seed {args.seed}" if args.random else "quick set" if args.quick
            else "standard set")


# ---- one rank of a run -----------------------------------------------------------------------

OK, WRONG, FAILED, DEAD = 0, 1, 2, 3  # what a call came to, agreed as the worst of the ranks


class _Watchdog(threading.Thread):
    """Stops the process when one case runs past its limit (a hang the device timeout did
    not end: a wait outside the library, a compiler that never returns)."""

    def __init__(self, limit_s, rank):
        super().__init__(name="colljit-check-watchdog", daemon=True)
        self.limit_s, self.rank = limit_s, rank
        self.what, self.since = None, None
        self.lock = threading.Lock()

    def begin(self, what):
        with self.lock:
            self.what, self.since = what, time.monotonic()

    def run(self):
        while True:
            time.sleep(2.0)
            with self.lock:
                late = self.since is not None and time.monotonic() - self.since > self.limit_s
                what = self.what
            if late:
                print(f"{PROG}: rank {self.rank}: {what} ran past {self.limit_s:.0f} s; "
                      "stopping", file=sys.stderr, flush=True)
                os._exit(2)


class _LastKernel:
    """What a call launched: the kernel the communicator launched last, through
    cj_comm_last_kernel (as `colljit check` reads it)."""

    def __init__(self, handle, op_names):
        from . import _lib

        self.fn = _lib.lib._bind()["cj_comm_last_kernel"] if handle else None
        self.gemm_ran = _lib.lib._bind()["cj__gemm_ran"] if handle else None
        if self.gemm_ran is not None:
            self.gemm_ran.argtypes, self.gemm_ran.restype = [ctypes.c_void_p], ctypes.c_char_p
        self.handle = handle  # (a CPU communicator has no cj_comm: "?")
        self.op_names = set(op_names)
        self.generic = False

    def _read(self, forget):
        if not self.fn:
            return None
        buf, gen = ctypes.create_string_buffer(256), ctypes.c_int(0)
        if self.fn(self.handle, buf, 256, ctypes.byref(gen), forget) != 0:
            return None
        self.generic = bool(gen.value)
        return buf.value.decode("ascii", "replace")

    def reset(self):
        self._read(1)

    def key(self) -> Optional[str]:
        """The key of the last kernel; "" when none was launched; None when unreadable."""
        text = self._read(0)
        if text is None or text == "":
            return text
        return text if text.split(".", 1)[0] in self.op_names and "." in text else None

    def ran(self, c: Case) -> Tuple[str, bool]:
        """(variant that ran, whether it was the shape-generic kernel): "blas" where a GEMM
        op's last kernel is not its own generated one (the vendor path ends with a barrier or
        its reduction); "ce" where a collective's last kernel is the barrier (the copy
        engines' path); "-" when nothing was launched, "?" when the key cannot be read."""
        key = self.key()
        if key is None:
            return "?", False
        if key == "":
            return "-", False
        tokens = key.split(".")
        if c.op in PATH_OPS and self.gemm_ran is not None and self.gemm_ran(self.handle) == b"ce":
            return "ce", False  # the copy engines with the generated gemm op's kernel
        if c.op in GEMM_OPS and (tokens[0] != KEY_NAMES[c.op] or tokens[1] == "blas"):
            return "blas", False
        if tokens[0] == "barrier" and c.op not in GEMM_OPS:
            return "ce", False  # the copy engines' path ends with its closing barrier
        return tokens[1], self.generic


class _Result:
    """What one rank saw of one run (a case in one mode)."""

    def __init__(self):
        self.calls = self.bad_calls = self.wrong = self.generic = 0
        self.worst = 0.0
        self.failed = None  # the first failure's message
        self.first = None   # the first wrong element
        self.ran = "-"
        self.done = False

    def as_dict(self):
        return {"calls": self.calls, "bad_calls": self.bad_calls, "wrong": self.wrong,
                "generic": self.generic, "worst": self.worst, "failed": self.failed,
                "first": self.first, "ran": self.ran, "done": self.done}


class _Rank:
    def __init__(self, args, torch, dist, comm, store, world, rank, limit_s):
        from . import _lib

        self.args, self.torch, self.dist, self.comm, self.store = args, torch, dist, comm, store
        self.world, self.rank, self.limit_s = world, rank, limit_s
        self.dev = comm.device
        self.dt = {"f32": torch.float32, "f16": torch.float16, "bf16": torch.bfloat16,
                   "i32": torch.int32}
        self.nccl_op = {"sum": dist.ReduceOp.SUM, "max": dist.ReduceOp.MAX,
                        "min": dist.ReduceOp.MIN}
        dll = _lib.lib._bind()
        self.select_force = dll["cj__select_force"]
        self.select_force.argtypes = [ctypes.c_int] * 4
        self.select_force.restype = None
        self.path_force = dll["cj__gemm_path_force"]
        self.path_force.argtypes, self.path_force.restype = [ctypes.c_char_p], None
        self.rs_add_force = dll["cj__gemm_rs_add_force"]
        self.rs_add_force.argtypes, self.rs_add_force.restype = [ctypes.c_int], None
        from .generator import vocabulary

        self.op_index = {op: vocabulary("op").index(KEY_NAMES[op]) for op in OPS}
        self.variant_index = {v: i for i, v in enumerate(vocabulary("variant"))}
        self.last = _LastKernel(comm._handle, vocabulary("op"))
        self.slots = {}
        self.compile_error = None
        self.meets = 0

    # ---- across ranks ----
    def agree(self, code):
        t = self.torch.tensor([code], dtype=self.torch.int32, device=self.dev)
        self.dist.all_reduce(t, op=self.dist.ReduceOp.MAX)
        return int(t.item())

    def meet(self, ok):
        """A host-side meeting through the process group's store (no device work): every rank
        says whether it got here in order; returns the ranks that did not."""
        self.meets += 1
        keys = [f"colljit.check/meet/{self.meets}/{r}" for r in range(self.world)]
        self.store.set(keys[self.rank], b"1" if ok else b"0")
        self.store.wait(keys, datetime.timedelta(seconds=self.limit_s))
        return [r for r, key in enumerate(keys) if bytes(self.store.get(key)) != b"1"]

    def health(self):
        """FAILED, or DEAD when the communicator's device wait gave up (a peer that never
        came) or the device is in error: then nothing more can run."""
        try:
            self.torch.cuda.synchronize(self.dev)
            self.comm.check()
            return FAILED
        except Exception:  # noqa: BLE001 - whatever it is, this communicator is done
            return DEAD

    # ---- forcing a variant or a path ----
    _PATHS = {"fused": b"fused", "blas": b"blas", "ce": b"ce"}  # alive while the library reads them

    def force(self, c: Case, on: bool):
        if c.op in PATH_OPS:
            self.path_force(self._PATHS[c.path] if on else None)
            # gemm_reduce_scatter on ce: the cases with a bias take the reduction in the own
            # rows' GEMMs, whose rule gives it to none of the check's shapes (as colljit check);
            # the others the rule, or the user's COLLJIT_RS_CE_ADD
            self.rs_add_force(1 if on and c.op == "gemm_reduce_scatter" and c.path == "ce"
                              and c.bias else -1)
        elif c.op not in GEMM_OPS and c.op != "barrier":
            self.select_force(self.op_index[c.op], self.variant_index[c.force], 0,
                              1 if on and c.force != "auto" else 0)

    # ---- one case ----
    def run_case(self, ci, c: Case, modes, results, watch):
        """Runs the case in each mode; returns False when the communicator is done."""
        torch = self.torch
        watch.begin(f"case {ci} ({describe(c)})")
        tensors, message = None, None
        try:
            tensors = _Tensors(self, c)
        except Exception as e:  # noqa: BLE001
            message = f"tensors: {_why(e)}"
        code = self.agree(OK if message is None else FAILED)
        alive = True
        self.force(c, True)
        try:
            for mode in modes:
                res = results[(ci, mode)]
                res.done = True
                if code != OK:
                    res.failed = message or "a peer could not make the case's tensors"
                    continue
                watch.begin(f"case {ci} ({describe(c)}) in mode {mode}")
                got = getattr(self, "_" + mode)(c, tensors, res)
                if got == DEAD:
                    alive = False
                    break
            if alive:  # no compile of this case still running when the next is forced
                alive = self.guarded(lambda: self.comm.jit_wait(300), results[(ci, modes[-1])],
                                     "jit_wait after the case") != DEAD
        finally:
            self.force(c, False)
            del tensors
        torch.cuda.synchronize(self.dev)
        return alive

    def guarded(self, fn, res, what):
        """fn() on every rank, and the worst outcome agreed."""
        code = OK
        try:
            fn()
        except Exception as e:  # noqa: BLE001
            code = self.health()
            if res.failed is None:
                res.failed = f"{what}: {_why(e)}"
        return self.agree(code)

    def step(self, c, t, it, launch, res, eager):
        """One checked call: data `it` into the tensors, the reference, the call, the verdict;
        the outcome agreed by every rank."""
        torch = self.torch
        code = OK
        try:
            t.fill(it)
            want = t.reference()
            if eager:
                self.last.reset()
            launch()
            torch.cuda.synchronize(self.dev)
            self.comm.check()
            if eager:
                ran, generic = self.last.ran(c)
                res.ran = ran
                res.generic += generic
            wrong, worst, first = t.judge(want)
            res.calls += 1
            res.worst = max(res.worst, worst)
            if wrong:
                res.bad_calls += 1
                res.wrong += wrong
                if res.first is None:
                    res.first = f"call {res.calls - 1}: {wrong} wrong, first {first}"
                code = WRONG
        except Exception as e:  # noqa: BLE001 - a failed call, reported
            code = self.health()
            if res.failed is None:
                res.failed = f"call {res.calls}: {_why(e)}"
        return self.agree(code)

    # ---- the modes ----
    def _eager(self, c, t, res):
        code = self.step(c, t, 0, t.call, res, True)
        if code < FAILED:
            code = max(code, self.guarded(lambda: self.comm.jit_wait(300), res, "jit_wait"))
        if code < FAILED:
            code = self.step(c, t, 1, t.call, res, True)
        return code

    def _graph(self, c, t, res):
        torch = self.torch
        code = self.step(c, t, 0, t.call, res, True)  # the first call: the warm-up
        if code >= FAILED:
            return code
        graph, verdict = None, OK
        try:
            graph = torch.cuda.CUDAGraph()
            self.last.reset()
            # thread_local: a global-mode capture fails when any other thread of the process
            # makes a CUDA call meanwhile, and torch's NCCL watchdog polls the events of the
            # reference collectives just run (the library's own threads load modules in
            # relaxed mode, so a global-mode capture of a colljit call alone works)
            torch.cuda.synchronize(self.dev)
            with torch.cuda.graph(graph, capture_error_mode="thread_local"):
                t.call()
            ran, generic = self.last.ran(c)
            if generic:  # the library's promise: a capture holds the specialised kernel
                raise RuntimeError(f"the capture holds the shape-generic kernel ({ran})")
            if ran not in ("-", "?"):
                res.ran = ran
        except Exception as e:  # noqa: BLE001
            verdict = self.health()
            res.failed = res.failed or f"graph capture: {_why(e)}"
        code = self.agree(verdict)
        for r in range(self.args.replays if code < FAILED else 0):
            code = max(code, self.step(c, t, 1 + r, graph.replay, res, False))
            if code >= FAILED:
                break
        del graph
        return code

    def _compile(self, c, t, res):
        torch = self.torch
        compiled, graphs, state = None, [], {"met": False}
        if self.compile_error is None:
            try:
                torch._dynamo.reset()
                body, inputs = t.compiled_body()
                want_op = f"colljit.{c.op}"

                def backend(gm, example_inputs):
                    # compiled on every rank before any rank launches: a slow compile on one
                    # rank must not run out a peer's device wait
                    graphs.append(gm)
                    try:
                        from torch._inductor.compile_fx import compile_fx

                        targets = [str(n.target) for n in gm.graph.nodes
                                   if n.op == "call_function"]
                        if not any(want_op in x for x in targets):
                            raise RuntimeError(f"the compiled graph holds no {want_op} "
                                               f"({', '.join(targets) or 'no call'})")
                        fn = compile_fx(gm, example_inputs)
                    except BaseException:
                        state["met"] = True
                        self.meet(False)
                        raise
                    state["met"] = True
                    late = self.meet(True)
                    if late:
                        raise RuntimeError(f"rank {late[0]} could not compile the function")
                    return fn

                fn = torch.compile(body, fullgraph=True, backend=backend)
                compiled = lambda: fn(*inputs)  # noqa: E731
            except Exception as e:  # noqa: BLE001 - torch.compile unavailable: the mode fails
                self.compile_error = f"torch.compile: {_why(e)}"
        if compiled is None:
            res.failed = self.compile_error
            return self.agree(FAILED)
        code = OK
        for it in range(2):
            state["met"] = False

            def launch():
                try:
                    compiled()
                except BaseException:
                    # the first call compiles: failed before the meeting (tracing), the peers
                    # wait there for this rank
                    if it == 0 and not state["met"]:
                        state["met"] = True
                        self.meet(False)
                    raise
                if it == 0 and len(graphs) != 1:
                    raise RuntimeError(f"torch.compile made {len(graphs)} graphs, not 1")

            code = max(code, self.step(c, t, it, launch, res, True))
            if code >= FAILED:
                break
        return code


class _Tensors:
    """The tensors of one case on this rank, their data for each call, the reference, the
    call in each form, and the verdict."""

    def __init__(self, rk: _Rank, c: Case):
        torch = rk.torch
        self.rk, self.c, self.torch = rk, c, torch
        w, r = rk.world, rk.rank
        self.t = {}
        for role, shape, dt, heap in layout(c, w):
            tdt = rk.dt[dt]
            if heap:
                nbytes = math.prod(shape) * _SIZE[dt]
                self.t[role] = rk.slots[role][:nbytes].view(tdt).view(shape)
            else:
                self.t[role] = torch.empty(shape, dtype=tdt, device=rk.dev)
        e, t, op = c.count, self.t, c.op
        outs, ins = [], []  # roles: filled with the sentinel; (role, per rank) filled with data
        if op in IN_PLACE_ONLY:
            ins = [("out", True)]
        elif op == "all_gather_into_tensor":
            if c.inplace:
                t["in"] = t["out"][r * e:(r + 1) * e]
            outs, ins = ["out"], [("in", True)]
        elif op == "reduce_scatter_tensor":
            if c.inplace:
                t["out"] = t["in"][r * e:(r + 1) * e]
            outs, ins = ([] if c.inplace else ["out"]), [("in", True)]
        elif op == "all_to_all_single":
            if c.inplace:
                t["in"] = t["out"]
            outs, ins = ([] if c.inplace else ["out"]), [("in", True)]
        elif op == "all_reduce_rmsnorm":
            if c.inplace:
                t["in"] = t["out"]
            outs = [] if c.inplace else ["out"]
            ins = [("in", True), ("aux0", False), ("aux1", False)]  # residual: every rank's
        elif op in GEMM_OPS:
            outs = ["out"]
            ins = [("in", True), ("aux0", op != "allgather_gemm")] + \
                ([("aux1", False)] if c.bias else [])
        self.outs, self.ins = outs, ins
        self.src = {}
        if op in GEMM_OPS:
            self.range = 32
        elif c.dtype == "bf16" and op != "all_reduce_rmsnorm":  # partial sums exact in bf16
            self.range = max(1, min(64, 256 // w))
        elif c.dtype == "f16" and op != "all_reduce_rmsnorm":
            self.range = max(1, min(64, 2048 // w))
        else:
            self.range = 64

    # ---- data ----
    def _values(self, numel, dt, role, rank, it):
        """Call `it`'s data of a role: multiples of 1/16 in [-range/16, range/16] (i32: whole
        numbers in [-range, range]); rank -1: the same on every rank."""
        torch = self.torch
        s = self.c.seed
        for v in ("in out aux0 aux1".split().index(role), rank + 1, it):
            s = (s * 0x100000001B3 + v + 1) % (1 << 63)
        g = torch.Generator(device=self.rk.dev)
        g.manual_seed(s)
        v = torch.randint(-self.range, self.range + 1, (numel,), generator=g,
                          device=self.rk.dev, dtype=torch.int32)
        return v if dt == torch.int32 else (v.float() / 16).to(dt)

    def fill(self, it):
        for role in self.outs:
            x = self.t[role]
            x.fill_(-1000003 if x.dtype == self.torch.int32 else float("nan"))
        for role, per_rank in self.ins:
            x = self.t[role]
            v = self._values(x.numel(), x.dtype, role, self.rk.rank if per_rank else -1, it)
            self.src[role] = v.view(x.shape)
            x.copy_(self.src[role])

    # ---- references ----
    def reference(self):
        """[(role, expected, tolerance or None for bit for bit)] of the call on the data of
        the last fill: NCCL for the collectives, float64 for the fused ops."""
        torch, dist, c, w, r = self.torch, self.rk.dist, self.c, self.rk.world, self.rk.rank
        src, op, red = self.src, c.op, self.rk.nccl_op[c.red]
        if op == "all_reduce":
            ref = src["out"].clone()
            dist.all_reduce(ref, op=red)
        elif op == "all_gather_into_tensor":
            ref = torch.empty(w * c.count, dtype=src["in"].dtype, device=self.rk.dev)
            dist.all_gather_into_tensor(ref, src["in"])
        elif op == "reduce_scatter_tensor":
            ref = torch.empty(c.count, dtype=src["in"].dtype, device=self.rk.dev)
            dist.reduce_scatter_tensor(ref, src["in"], op=red)
        elif op == "all_to_all_single":
            ref = torch.empty_like(src["in"])
            dist.all_to_all_single(ref, src["in"])
        elif op == "broadcast":
            ref = src["out"].clone()
            dist.broadcast(ref, src=c.root)
        elif op == "reduce":  # another rank's tensor keeps its input
            ref = src["out"].clone()
            dist.reduce(ref, dst=c.root, op=red)
            ref = ref if r == c.root else src["out"]
        elif op == "barrier":
            return []
        elif op == "all_reduce_rmsnorm":
            return self._rmsnorm_reference()
        else:
            return self._gemm_reference()
        return [("out", ref, None)]

    def _rmsnorm_reference(self):
        torch, dist, c = self.torch, self.rk.dist, self.c
        xs = self.src["in"].double()  # a sum of multiples of 1/16: exact in any order
        dist.all_reduce(xs)
        residual = (self.src["aux0"].double() + xs).to(self.rk.dt[c.dtype])  # rounded once
        row = residual.double()
        inv = torch.rsqrt(row.pow(2).mean(-1, keepdim=True) + EPS)
        want = row * inv * self.src["aux1"].double()
        tol = 2 * ULP[c.dtype] * want.abs() + 1e-6
        return [("aux0", residual, None), ("out", want, tol)]

    def _gemm_reference(self):
        torch, dist, c, w = self.torch, self.rk.dist, self.c, self.rk.world
        a, b = self.src["in"].double(), self.src["aux0"].double()
        partial_mag = None
        if c.op == "allgather_gemm":
            whole = torch.empty(w * a.numel(), dtype=torch.float64, device=self.rk.dev)
            dist.all_gather_into_tensor(whole, a.reshape(-1))
            if c.shard == "m":
                a = whole.view(c.m, c.k)
            else:
                a = whole.view(w, c.m, c.k // w).permute(1, 0, 2).reshape(c.m, c.k)
            want, mag = a @ b, a.abs() @ b.abs()
        elif c.op == "gemm_reduce_scatter":
            part = a @ b
            parts = torch.stack([part, a.abs() @ b.abs(), part.abs()], dim=1)  # one exchange
            mine = torch.empty(c.m // w, 3, c.n, dtype=torch.float64, device=self.rk.dev)
            dist.reduce_scatter_tensor(mine, parts)  # float64 sums of exact products: exact
            want, mag = mine[:, 0].contiguous(), mine[:, 1].contiguous()
            if c.path != "blas":  # fused and ce round each rank's partial to the dtype
                partial_mag = mine[:, 2].contiguous()
        else:
            b = b.t() if c.bcol else b
            want, mag = a @ b, a.abs() @ b.abs()
        if c.bias:
            bias = self.src["aux1"].double()
            want, mag = want + bias, mag + bias.abs()
        out = "f32" if c.of32 else c.dtype
        tol = (c.k + 2) * 2.0 ** -23 * mag + ULP[out] * want.abs() + 1e-30
        if partial_mag is not None:
            tol = tol + ULP[c.dtype] * partial_mag
        return [("out", want, tol)]

    # ---- verdict ----
    def judge(self, expected):
        """(wrong elements, worst error relative to the largest expected value, the first
        wrong element) over the expected outputs."""
        torch = self.torch
        wrong, worst, first = 0, 0.0, None
        for role, want, tol in expected:
            got = self.t[role].reshape(-1)
            want = want.reshape(-1)
            if tol is None:
                ints = torch.int16 if got.element_size() == 2 else torch.int32
                bad = got.view(ints) != want.view(ints)
            else:
                tol = tol.reshape(-1)
                bad = ~((got.double() - want).abs() <= tol)
            diff = torch.nan_to_num((got.double() - want.double()).abs(), nan=math.inf)
            n, d, scale = torch.stack([bad.sum().double(), diff.max(),
                                       want.double().abs().max()]).tolist()
            rel = d / scale if scale > 0 else d
            worst = max(worst, rel)
            if n and first is None:
                i = int(bad.nonzero()[0, 0])
                first = f"{role} element {i} = {got[i].item()!r}, want {want[i].item()!r}"
                if tol is not None:
                    first += f" (within {tol[i].item():.3g})"
            wrong += int(n)
        return wrong, worst, first

    # ---- the call ----
    def call(self):
        """The op through Comm's torch.distributed-style method."""
        comm, c, t = self.rk.comm, self.c, self.t
        op = c.op
        if op == "all_reduce":
            comm.all_reduce(t["out"], op=c.red)
        elif op == "all_gather_into_tensor":
            comm.all_gather_into_tensor(t["out"], t["in"])
        elif op == "reduce_scatter_tensor":
            comm.reduce_scatter_tensor(t["out"], t["in"], op=c.red)
        elif op == "all_to_all_single":
            comm.all_to_all_single(t["out"], t["in"])
        elif op == "broadcast":
            comm.broadcast(t["out"], src=c.root)
        elif op == "reduce":
            comm.reduce(t["out"], dst=c.root, op=c.red)
        elif op == "barrier":
            comm.barrier()
        elif op == "all_reduce_rmsnorm":
            comm.all_reduce_rmsnorm(t["in"], t["aux0"], t["aux1"], eps=EPS, out=t["out"])
        elif op == "allgather_gemm":
            comm.allgather_gemm(t["in"], t["aux0"], bias=t.get("aux1"), shard=c.shard,
                                out=t["out"])
        elif op == "gemm_reduce_scatter":
            comm.gemm_reduce_scatter(t["in"], t["aux0"], bias=t.get("aux1"), out=t["out"])
        elif op == "gemm":
            comm.gemm(t["in"], t["aux0"], t.get("aux1"), out=t["out"],
                      b_layout="col" if c.bcol else "row", out_f32=c.of32)

    def compiled_body(self):
        """(function of the case's tensors calling torch.ops.colljit.<op>, its arguments)."""
        f = getattr(self.torch.ops.colljit, self.c.op)  # an OpOverloadPacket: traced as such
        comm, c, t = self.rk.comm._id, self.c, self.t
        red, root, shard, eps = c.red, c.root, c.shard, EPS
        layout_b, of32 = "col" if c.bcol else "row", c.of32
        op = c.op
        if op == "all_reduce":
            return (lambda x: f(x, comm, red)), (t["out"],)
        if op in ("all_gather_into_tensor", "all_to_all_single"):
            return (lambda o, i: f(o, i, comm)), (t["out"], t["in"])
        if op == "reduce_scatter_tensor":
            return (lambda o, i: f(o, i, comm, red)), (t["out"], t["in"])
        if op == "broadcast":
            return (lambda x: f(x, comm, root)), (t["out"],)
        if op == "reduce":
            return (lambda x: f(x, comm, root, red)), (t["out"],)
        if op == "all_reduce_rmsnorm":
            return ((lambda o, x, res, wt: f(o, x, res, wt, comm, eps)),
                    (t["out"], t["in"], t["aux0"], t["aux1"]))
        args = (t["out"], t["in"], t["aux0"], t.get("aux1"))
        if op == "allgather_gemm":
            return (lambda o, a, b, bias: f(o, a, b, bias, comm, shard)), args
        if op == "gemm_reduce_scatter":
            return (lambda o, a, b, bias: f(o, a, b, bias, comm)), args
        if op == "gemm":
            return (lambda o, a, b, bias: f(o, a, b, bias, comm, layout_b, of32)), args
        raise RuntimeError(f"{op} has no custom op")


# ---- the run ----------------------------------------------------------------------------------


def _free_port():
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _why(e: BaseException) -> str:
    """An exception in one line: its type and the first line of its text (torch's can run
    to pages)."""
    lines = [x.strip() for x in str(e).splitlines() if x.strip()]
    text = lines[0] if lines else ""
    return f"{type(e).__name__}: {text[:400]}" if text else type(e).__name__


def _say(text):
    print(text, file=sys.stderr, flush=True)


def run(args) -> int:
    if "RANK" not in os.environ:  # one process: world 1 on the first GPU
        os.environ.update(RANK="0", WORLD_SIZE="1", LOCAL_RANK="0")
        os.environ.setdefault("MASTER_ADDR", "127.0.0.1")
        os.environ.setdefault("MASTER_PORT", str(_free_port()))
    os.environ.setdefault("TORCHINDUCTOR_COMPILE_THREADS", "1")  # small graphs, no worker pool
    # torch.compile compiles every case afresh, the same way on every rank: no compiled graph
    # or shape profile of an earlier case or run is reused (torch 2.11's AOTAutograd cache
    # takes an entry compiled for aliased inputs, an in-place all_gather's, for inputs of the
    # same shapes that do not alias, and fails there: on one rank, whose in-place slice sits at
    # offset 0, while its peer launches)
    for var in ("TORCHINDUCTOR_FX_GRAPH_CACHE", "TORCHINDUCTOR_AUTOGRAD_CACHE",
                "TORCH_DYNAMO_AUTOMATIC_DYNAMIC_LOCAL_PGO"):
        os.environ[var] = "0"
    import torch
    import torch.distributed as dist

    rank, world = int(os.environ["RANK"]), int(os.environ["WORLD_SIZE"])
    if not torch.cuda.is_available():
        _say(f"{PROG}: no CUDA GPU: it checks colljit on this node's GPUs")
        return 2
    if args.world and args.world != world:
        _say(f"{PROG}: --world {args.world}, but torchrun started {world} processes")
        return 2
    local = os.environ.get("LOCAL_RANK")
    local = int(local) if local else rank % max(1, torch.cuda.device_count())
    dev = torch.device("cuda", local)
    torch.cuda.set_device(dev)

    cases = make_cases(args, world)
    runs = make_runs(cases, args.modes)
    if not runs:
        _say(f"{PROG}: no case to run for these --ops/--dtypes/--modes")
        return 2
    limit_s = max(600.0, 30.0 * args.timeout)
    watch = _Watchdog(limit_s, rank)
    watch.start()
    watch.begin("start-up")

    from . import _lib
    from . import cache as cj_cache

    if args.plant:  # planted kernels stay out of the disk cache
        ctypes.c_int.in_dll(_lib.lib._bind(), "cj__plant_fault").value = 1  # CJ_PLANT_SKIP_LAST
        cj_cache.configure(disable=True)
    dist.init_process_group("nccl", timeout=datetime.timedelta(seconds=limit_s + 60),
                            device_id=dev)
    import colljit
    import colljit.torch as cjt
    from ._torch_store import _group_store

    slots = heap_slots(cases, world)
    heap_bytes = max(1 << 30, 2 * sum(slots.values()) + (512 << 20))
    comm = cjt.Comm.from_process_group(heap_bytes=heap_bytes, timeout_s=float(args.timeout),
                                       validate=False)
    rk = _Rank(args, torch, dist, comm, _group_store(dist.group.WORLD), world, rank, limit_s)
    for role in sorted(slots):  # the same order on every rank
        rk.slots[role] = comm.empty(slots[role], torch.uint8)
    if rank == 0:
        print(f"{PROG}: colljit {colljit.version()} from {colljit.library_path()}; torch "
              f"{torch.__version__}; {torch.cuda.get_device_name(dev)}", flush=True)
        print(f"{PROG}: {world} ranks, {len(cases)} cases ({_set_name(args)}), {len(runs)} "
              f"runs (modes {','.join(m for m in RUN_ORDER if m in args.modes)}), "
              f"{args.replays} graph replays each"
              + ("; PLANTED FAULT: reductions skip the last rank's term" if args.plant else ""),
              flush=True)

    results = {key: _Result() for key in runs}
    per_case: Dict[int, List[str]] = {}
    for ci, mode in runs:
        per_case.setdefault(ci, []).append(mode)
    t0 = said = time.monotonic()
    stopped = None
    for n, (ci, modes) in enumerate(per_case.items()):
        if not rk.run_case(ci, cases[ci], modes, results, watch):
            stopped = ci
            if rank == 0:
                _say(f"{PROG}: the communicator failed (a device wait gave up) in case {ci} "
                     f"({describe(cases[ci])}); the cases after it did not run")
            break
        if rank == 0 and (time.monotonic() - said >= 30.0 or n + 1 == len(per_case)):
            said = time.monotonic()
            _say(f"{PROG}: {n + 1} of {len(per_case)} cases done, {said - t0:.0f} s (last: "
                 f"{cases[ci].op})")

    watch.begin("the report")
    mine = [results[key].as_dict() for key in runs]
    every: List[Optional[list]] = [None] * world
    dist.all_gather_object(every, mine)
    verdict = report(args, cases, runs, every, world, rank, stopped)

    rk.slots.clear()
    del rk
    try:
        torch._dynamo.reset()
    except Exception:  # noqa: BLE001 - torch without dynamo
        pass
    import gc

    gc.collect()
    comm.close()
    dist.destroy_process_group()
    return verdict


def report(args, cases, runs, every, world, rank, stopped) -> int:
    """The rows (op, variant that ran, path, mode, dtype), each mismatch, the JSON file;
    returns the exit status (the same on every rank)."""
    rows: Dict[tuple, dict] = {}
    mismatches = []
    not_run = bad_runs = calls = bad_calls = 0
    for i, (ci, mode) in enumerate(runs):
        c = cases[ci]
        mine = [every[r][i] for r in range(world)]
        if not mine[0]["done"]:
            not_run += 1
            continue
        ran = mine[0]["ran"]
        if c.op in PATH_OPS:
            path = c.path if ran in ("-", "?") else ran if ran in ("blas", "ce") else "fused"
        else:
            path = "-"
        key = (c.op, ran, path, mode, c.dtype if c.op != "barrier" else "-")
        row = rows.setdefault(key, {"cases": 0, "calls": 0, "generic": 0, "wrong_calls": 0,
                                    "failed": 0, "worst": 0.0})
        row["cases"] += 1
        bad = False
        for r, res in enumerate(mine):
            row["calls"] += res["calls"]
            row["generic"] += res["generic"]
            row["wrong_calls"] += res["bad_calls"]
            row["failed"] += res["failed"] is not None
            row["worst"] = max(row["worst"], res["worst"])
            calls += res["calls"]
            bad_calls += res["bad_calls"]
            if (res["failed"] or res["bad_calls"]) and not bad:
                bad = True
                message = res["failed"] or res["first"]
                mismatches.append({"run": i, "mode": mode, "case": describe(c), "rank": r,
                                   "message": message})
        bad_runs += bad
    if rank == 0:
        for m in mismatches:
            _say(f"MISMATCH {m['case']} [{m['mode']}]: rank {m['rank']}: {m['message']}")
        print(f"{'op':22} {'variant':9} {'path':5} {'mode':7} {'dtype':5} {'cases':>6} "
              f"{'calls':>7} {'generic':>7} {'wrong':>6} {'failed':>6} {'worst':>10}")
        for (op, ran, path, mode, dt), x in rows.items():
            print(f"{op:22} {ran:9} {path:5} {mode:7} {dt:5} {x['cases']:6d} {x['calls']:7d} "
                  f"{x['generic']:7d} {x['wrong_calls']:6d} {x['failed']:6d} "
                  f"{x['worst']:10.3g}")
        print(f"{PROG}: {world} ranks, {len(runs) - not_run} of {len(runs)} runs, {calls} "
              f"checked calls: {bad_runs} runs wrong or failed, {bad_calls} wrong calls"
              + (f", {not_run} runs not reached (the communicator failed)" if not_run else ""),
              flush=True)
        if args.plant:
            print(f"{PROG}: planted fault " + ("caught" if bad_calls else "NOT CAUGHT"),
                  flush=True)
        if args.json:
            doc = {"world": world, "cases": len(cases), "runs": len(runs) - not_run,
                   "not_run": not_run, "calls": calls, "runs_bad": bad_runs,
                   "wrong_calls": bad_calls, "plant": bool(args.plant),
                   "modes": [m for m in RUN_ORDER if m in args.modes],
                   "stopped_at_case": stopped,
                   "rows": [dict(zip(("op", "variant", "path", "mode", "dtype"), key), **x)
                            for key, x in rows.items()],
                   "mismatches": mismatches}
            try:
                with open(args.json, "w") as f:
                    json.dump(doc, f, indent=1)
                    f.write("\n")
            except OSError as e:
                _say(f"{PROG}: cannot write {args.json}: {e}")
    return 2 if bad_runs or not_run else 0


# the ops a communicator over nodes composes (COLLJIT_NODE_SIZE; hosts that differ)
ACROSS_NODES = ("all_reduce", "all_gather_into_tensor", "reduce_scatter_tensor",
                "all_reduce_rmsnorm")


def _nodes_only(args) -> None:
    """Under COLLJIT_NODE_SIZE=k below the world (torchrun's WORLD_SIZE, or --world), the
    default op list is the ops that compose across nodes; --ops naming others is honoured."""
    try:
        k = int(os.environ.get("COLLJIT_NODE_SIZE", "") or 0)
        w = args.world or int(os.environ.get("WORLD_SIZE", "") or 0)
    except ValueError:
        return  # the library warns about a value it cannot parse and ignores it
    if k > 0 and (w == 0 or k < w) and args.ops is OPS:
        args.ops = tuple(o for o in OPS if o in ACROSS_NODES)
        print(f"{PROG}: COLLJIT_NODE_SIZE={k} makes nodes: the ops that compose across them "
              f"({', '.join(args.ops)})", file=sys.stderr)


def main(argv: Optional[Sequence[str]] = None) -> int:
    p = parser()
    args = p.parse_args(argv)
    _nodes_only(args)
    if args.list:
        return list_runs(args)
    try:
        return run(args)
    except KeyboardInterrupt:
        return 2
    except Exception:  # noqa: BLE001 - the reason, and the exit status of a failed check
        traceback.print_exc()
        print(f"{PROG}: failed (above); nothing was checked after it", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
