"""colljit.torch and the Triton interop on real GPUs, one process per GPU:

    torchrun --nproc-per-node 2 -m pytest -q -p no:cacheprovider python/tests/test_torch_dist.py

(or python/tests/run_dist.py). Every test is collective: all ranks run the same tests in the
same order. Results are checked against torch.distributed (NCCL) on ordinary tensors.
Skipped without torch, without 2 GPUs, or outside torchrun."""

import gc
import importlib.util
import os
import pathlib

import pytest

torch = pytest.importorskip("torch")
dist = pytest.importorskip("torch.distributed")

if not torch.cuda.is_available() or torch.cuda.device_count() < 2:
    pytest.skip("needs 2 CUDA GPUs", allow_module_level=True)
if "LOCAL_RANK" not in os.environ:
    pytest.skip("run under torchrun --nproc-per-node 2", allow_module_level=True)

import colljit.torch  # noqa: E402
from colljit import ColljitError  # noqa: E402

REPO = pathlib.Path(__file__).resolve().parents[2]
DTYPES = [torch.float32, torch.float16, torch.bfloat16, torch.int32]
SIZES = [1, 4097, (1 << 20) + 3]
REDOPS = {"sum": dist.ReduceOp.SUM, "max": dist.ReduceOp.MAX, "min": dist.ReduceOp.MIN,
          "avg": dist.ReduceOp.AVG}


@pytest.fixture(scope="module")
def comm():
    local = int(os.environ["LOCAL_RANK"])
    torch.cuda.set_device(local)
    dist.init_process_group("nccl")
    c = colljit.torch.Comm.from_process_group(heap_bytes=512 << 20, validate=True)
    yield c
    gc.collect()
    torch.cuda.synchronize()
    c.close()
    dist.destroy_process_group()


def rand(n, dtype, seed):
    g = torch.Generator(device="cuda").manual_seed(seed)
    if dtype == torch.int32:
        return torch.randint(-1000, 1000, (n,), device="cuda", dtype=dtype, generator=g)
    return torch.randn(n, device="cuda", generator=g).to(dtype)


def on_heap(comm, t):
    h = comm.empty(t.shape, t.dtype)
    h.copy_(t)
    return h


def check(actual, expected):
    torch.cuda.synchronize()
    if expected.dtype == torch.int32:
        assert torch.equal(actual, expected)
    else:
        torch.testing.assert_close(actual, expected, rtol=1e-2, atol=1e-2)


def assert_usable(comm):
    """A correct collective after a refused one gives the right answer."""
    x = comm.empty(1000, torch.float32)
    x.fill_(comm.rank + 1)
    comm.all_reduce(x)
    torch.cuda.synchronize()
    w = comm.world_size
    assert torch.all(x == w * (w + 1) / 2)


# ---- basics -----------------------------------------------------------------------------------


def test_comm_basics(comm):
    assert comm.rank == dist.get_rank() and comm.world_size == dist.get_world_size()
    assert comm.device == torch.device("cuda", torch.cuda.current_device())
    x = comm.empty((3, 5), torch.bfloat16)
    assert x.shape == (3, 5) and x.dtype == torch.bfloat16 and x.is_cuda
    assert comm.is_on_heap(x) and comm.is_on_heap(x[1])
    assert not comm.is_on_heap(torch.empty(15, device="cuda"))
    bases = comm.heap_bases()
    assert bases.dtype == torch.int64 and bases.is_cuda and bases.numel() == comm.world_size
    host = bases.tolist()
    assert len(set(host)) == comm.world_size
    assert host[comm.rank] < x.data_ptr()
    # the same allocation sits at the same offset on every rank
    offsets = [None] * comm.world_size
    dist.all_gather_object(offsets, x.data_ptr() - host[comm.rank])
    assert len(set(offsets)) == 1


def test_empty_of_zero_elements(comm):
    x = comm.empty((0, 4), torch.float32)
    assert x.numel() == 0 and x.shape == (0, 4)


# ---- every op against torch.distributed ----------------------------------------------------


@pytest.mark.parametrize("mode", ["heap", "off-heap"])
@pytest.mark.parametrize("n", SIZES)
@pytest.mark.parametrize("dtype", DTYPES)
def test_all_reduce_sum(comm, dtype, n, mode):
    x = rand(n, dtype, seed=comm.rank * 7919 + n)
    ref = x.clone()
    dist.all_reduce(ref)
    buf = on_heap(comm, x) if mode == "heap" else x.clone()
    assert comm.all_reduce(buf) is None
    check(buf, ref)


@pytest.mark.parametrize("op", ["max", "min", "avg"])
@pytest.mark.parametrize("dtype", [torch.float32, torch.bfloat16, torch.int32])
def test_all_reduce_max_min_avg(comm, dtype, op):
    if op == "avg" and dtype == torch.int32:
        avg = colljit.torch.ReduceOp.AVG
        refused("AVG", lambda: comm.all_reduce(comm.empty(16, dtype), op=avg))
        return
    n = 5000
    x = rand(n, dtype, seed=comm.rank + 11)
    ref = x.clone()
    dist.all_reduce(ref, op=REDOPS[op])
    t = on_heap(comm, x)
    comm.all_reduce(t, op=getattr(colljit.torch.ReduceOp, op.upper()))
    check(t, ref)
    t = on_heap(comm, x)
    comm.all_reduce(t, REDOPS[op])  # torch's ReduceOp works too, positionally
    check(t, ref)


def test_async_op_returns_a_work(comm):
    t = comm.empty(4096, torch.float32)
    t.fill_(comm.rank + 1.0)
    work = comm.all_reduce(t, async_op=True)
    assert work.wait() is True
    work.synchronize()
    assert work.is_completed()
    w = comm.world_size
    check(t, torch.full_like(t, w * (w + 1) / 2))


@pytest.mark.parametrize("mode", ["heap", "send-off-heap", "in-place"])
@pytest.mark.parametrize("n", SIZES)
@pytest.mark.parametrize("dtype", DTYPES)
def test_all_gather(comm, dtype, n, mode):
    w = comm.world_size
    x = rand(n, dtype, seed=comm.rank * 31 + n)
    ref = torch.empty(w * n, device="cuda", dtype=dtype)
    dist.all_gather_into_tensor(ref, x)
    out = comm.empty(w * n, dtype)
    if mode == "heap":
        comm.all_gather_into_tensor(out, on_heap(comm, x))
    elif mode == "send-off-heap":
        comm.all_gather_into_tensor(out, x)
    else:
        mine = out[comm.rank * n:(comm.rank + 1) * n]
        mine.copy_(x)
        comm.all_gather_into_tensor(out, mine)
    check(out, ref)


@pytest.mark.parametrize("mode", ["heap", "send-off-heap", "in-place"])
@pytest.mark.parametrize("n", SIZES)
@pytest.mark.parametrize("dtype", DTYPES)
def test_reduce_scatter(comm, dtype, n, mode):
    w, r = comm.world_size, comm.rank
    x = rand(w * n, dtype, seed=r * 131 + n)
    ref = torch.empty(n, device="cuda", dtype=dtype)
    dist.reduce_scatter_tensor(ref, x)
    if mode == "heap":
        out = comm.empty(n, dtype)
        comm.reduce_scatter_tensor(out, on_heap(comm, x))
    elif mode == "send-off-heap":
        out = torch.empty(n, device="cuda", dtype=dtype)
        comm.reduce_scatter_tensor(out, x.clone())
    else:
        buf = on_heap(comm, x)
        out = buf[r * n:(r + 1) * n]
        comm.reduce_scatter_tensor(out, buf)
    check(out, ref)


@pytest.mark.parametrize("mode", ["heap", "send-off-heap", "in-place"])
@pytest.mark.parametrize("n", [1, 4097, 100_003])
@pytest.mark.parametrize("dtype", DTYPES)
def test_all_to_all(comm, dtype, n, mode):
    w = comm.world_size
    x = rand(w * n, dtype, seed=comm.rank * 17 + n)
    ref = torch.empty_like(x)
    dist.all_to_all_single(ref, x)
    if mode == "heap":
        out = comm.empty(w * n, dtype)
        comm.all_to_all_single(out, on_heap(comm, x))
    elif mode == "send-off-heap":
        out = comm.empty(w * n, dtype)
        comm.all_to_all_single(out, x)
    else:
        out = on_heap(comm, x)
        comm.all_to_all_single(out, out)
    check(out, ref)


@pytest.mark.parametrize("n", SIZES)
@pytest.mark.parametrize("dtype", DTYPES)
def test_broadcast(comm, dtype, n):
    for root in range(comm.world_size):
        x = rand(n, dtype, seed=comm.rank * 3 + root + n)
        ref = x.clone()
        dist.broadcast(ref, src=root)
        t = on_heap(comm, x)
        comm.broadcast(t, src=root)
        check(t, ref)


@pytest.mark.parametrize("n", [1, 4097, 100_003])
@pytest.mark.parametrize("dtype", DTYPES)
def test_reduce(comm, dtype, n):
    for root in range(comm.world_size):
        x = rand(n, dtype, seed=comm.rank * 5 + root + n)
        ref = x.clone()
        dist.reduce(ref, dst=root)
        t = on_heap(comm, x)
        comm.reduce(t, dst=root)
        if comm.rank == root:
            check(t, ref)
        torch.cuda.synchronize()


def test_barrier(comm):
    for _ in range(10):
        comm.barrier()
    torch.cuda.synchronize()
    comm.check()


# ---- CUDA graphs ---------------------------------------------------------------------------


def test_graph_1000_replays_with_changing_data(comm):
    """all_reduce (f32, and bf16 in place, TP style) and all_gather in one graph, replayed
    1,000 times with new inputs before every replay; results checked on the device."""
    w, r = comm.world_size, comm.rank
    n, rows, hidden = 65_536 + 5, 64, 1024
    pattern = (torch.arange(n, device="cuda") % 97).float()
    act_pattern = (torch.arange(rows * hidden, device="cuda") % 7).view(rows, hidden).float()

    y = comm.empty(n, torch.float32)            # all_reduce in place (on the heap)
    act = comm.empty((rows, hidden), torch.bfloat16)  # in-place bf16 activation
    gathered = comm.empty(w * 1000, torch.int32)
    mine = torch.empty(1000, device="cuda", dtype=torch.int32)

    def step():
        comm.all_reduce(y)
        comm.all_reduce(act)
        comm.all_gather_into_tensor(gathered, mine)

    def fill(it):
        y.copy_(pattern + (r + 1) * (it + 1))
        act.copy_(act_pattern * (r + 1) + it % 5)
        mine.fill_(it * 10 + r)

    fill(0)
    step()  # loads the kernels; a capture may not compile
    torch.cuda.synchronize()
    graph = torch.cuda.CUDAGraph()
    with torch.cuda.graph(graph):
        step()

    bad = torch.zeros((), device="cuda", dtype=torch.int64)
    ranks_sum = w * (w + 1) // 2
    ranks = torch.arange(w, device="cuda", dtype=torch.int32).repeat_interleave(1000)
    for it in range(1000):
        fill(it)
        graph.replay()
        bad += (y != w * pattern + ranks_sum * (it + 1)).sum()
        bad += (act.float() != act_pattern * ranks_sum + w * (it % 5)).sum()
        bad += (gathered != it * 10 + ranks).sum()
    torch.cuda.synchronize()
    assert bad.item() == 0
    comm.check()


def test_capture_without_prepare_runs_the_generic_kernel(comm):
    t = comm.empty(12_345, torch.float32)  # a size no earlier call used
    before = comm.jit_stats()
    t.fill_(2.0)
    graph = torch.cuda.CUDAGraph()
    # the default (validate=False): a validating communicator prepares (compiles) every call
    # before launching it, so its capture would hold the specialised kernel
    validate, comm.validate = comm.validate, False
    try:
        with torch.cuda.graph(graph):  # background JIT: the shape-generic kernel is captured
            comm.all_reduce(t)
    finally:
        comm.validate = validate
    assert comm.jit_stats()["generic_launches"] > before["generic_launches"]
    comm.jit_wait(60)  # the specialised kernel arrives; the graph keeps its generic one
    for _ in range(3):
        t.fill_(2.0)
        graph.replay()
        check(t, torch.full_like(t, 2.0 * comm.world_size))
    stats = comm.jit_stats()
    assert stats["failed"] == 0 and stats["pending"] == 0
    del graph
    # prepare, then the same capture holds the specialised kernel
    comm.prepare("all_reduce", t)
    t.fill_(1.0)
    graph = torch.cuda.CUDAGraph()
    with torch.cuda.graph(graph):
        comm.all_reduce(t)
    graph.replay()
    check(t, torch.full_like(t, float(comm.world_size)))
    assert_usable(comm)


# ---- Triton interop ------------------------------------------------------------------------


try:
    import triton
    import triton.language as tl

    import colljit.triton as cjt
except ImportError:
    triton = None

if triton is not None:

    @triton.jit
    def put_kernel(src_ptr, dst_ptr, heap_bases, rank, peer, n, BLOCK: tl.constexpr):
        """dst on the peer = src here (a remote store)."""
        offs = tl.program_id(0) * BLOCK + tl.arange(0, BLOCK)
        mask = offs < n
        value = tl.load(src_ptr + offs, mask=mask)
        cjt.store(dst_ptr + offs, value, rank, peer, heap_bases, mask=mask)


def load_example(name):
    spec = importlib.util.spec_from_file_location(name, REPO / "examples" / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_triton_remote_read(comm):
    if triton is None:
        pytest.skip("triton is not installed")
    example = load_example("triton_remote_add")
    w, r = comm.world_size, comm.rank
    n = 1_000_003
    idx = torch.arange(n, device="cuda", dtype=torch.float32)
    x = comm.empty(n, torch.float32)
    y = torch.full((n,), float(r), device="cuda")
    for it in range(3):  # the peer's data changes between calls
        x.copy_(idx * (r + 1) + it)
        comm.barrier()
        peer = (r + 1) % w
        out = example.remote_axpy(comm, x, y, peer, scale=0.5)
        comm.barrier()
        check(out, 0.5 * (idx * (peer + 1) + it) + r)


def test_triton_remote_store(comm):
    if triton is None:
        pytest.skip("triton is not installed")
    w, r = comm.world_size, comm.rank
    n = 70_001
    inbox = comm.zeros(n, torch.int32)
    src = torch.arange(n, device="cuda", dtype=torch.int32) + 1_000_000 * (r + 1)
    comm.barrier()  # every inbox is zeroed
    peer = (r + 1) % w
    put_kernel[(triton.cdiv(n, 1024),)](src, inbox, comm.heap_bases(), r, peer, n, BLOCK=1024)
    comm.barrier()  # every put is done
    sender = (r - 1) % w
    check(inbox, torch.arange(n, device="cuda", dtype=torch.int32) + 1_000_000 * (sender + 1))


# ---- bad input raises, and the communicator stays usable -----------------------------------


def refused(match, fn):
    with pytest.raises(ColljitError, match=match) as info:
        fn()
    return info.value


def test_cpu_tensor(comm):
    refused("CUDA tensor", lambda: comm.all_reduce(torch.ones(16)))
    assert_usable(comm)


def test_wrong_dtype(comm):
    refused("dtype", lambda: comm.all_reduce(torch.ones(16, device="cuda", dtype=torch.float64)))
    a = comm.empty(16, torch.float32)
    refused("dtype", lambda: comm.all_gather_into_tensor(comm.empty(16 * comm.world_size,
                                                                    torch.bfloat16), a))
    assert_usable(comm)


def test_non_contiguous(comm):
    t = comm.empty((64, 32), torch.float32)
    refused("contiguous", lambda: comm.all_reduce(t.t()))
    out = comm.empty(64 * comm.world_size)
    refused("contiguous", lambda: comm.all_gather_into_tensor(out, t[:, 0]))
    assert_usable(comm)


def test_outputs_off_the_heap_are_staged(comm):
    """Outputs peers write into that are not on the heap go through a heap buffer."""
    n, w, r = 1024, comm.world_size, comm.rank
    x = torch.full((n,), float(r), device="cuda")
    out = torch.empty(w * n, device="cuda")
    comm.all_gather_into_tensor(out, x)
    check(out, torch.arange(w, device="cuda").float().repeat_interleave(n))
    a2a = torch.empty(w * n, device="cuda")
    comm.all_to_all_single(a2a, x.repeat(w))
    check(a2a, torch.arange(w, device="cuda").float().repeat_interleave(n))
    b = torch.full((n,), float(r), device="cuda")
    comm.broadcast(b, src=w - 1)
    check(b, torch.full_like(b, float(w - 1)))
    assert_usable(comm)


def test_wrong_local_sizes(comm):
    w = comm.world_size
    x = comm.empty(100, torch.float32)
    out = comm.empty(w * 100 + 1, torch.float32)
    refused("elements", lambda: comm.all_gather_into_tensor(out, x))
    refused("elements", lambda: comm.reduce_scatter_tensor(comm.empty(51, torch.float32), x))
    refused("multiple of the world size", lambda: comm.all_to_all_single(
        comm.empty(w * 50 + 1), comm.empty(w * 50 + 1)))
    assert_usable(comm)


def test_sizes_differ_across_ranks(comm):
    buf = comm.empty(4096, torch.float32)
    err = refused("disagree on count", lambda: comm.all_reduce(buf[:1000 + comm.rank]))
    assert err.name == "CJ_E_INVALID"
    assert_usable(comm)


def test_heap_offsets_differ_across_ranks(comm):
    buf = comm.empty(4096, torch.float32)
    start = 64 * comm.rank
    refused("disagree on input", lambda: comm.all_reduce(buf[start:start + 1000]))
    assert_usable(comm)


def test_allocations_differ_across_ranks(comm):
    refused("disagree on bytes", lambda: comm.empty(1000 + comm.rank, torch.float32))
    assert_usable(comm)


def test_one_rank_refused_the_others_learn_why(comm):
    t = torch.ones(16, device="cuda") if comm.rank == 0 else torch.ones(16)
    err = refused("CUDA tensor", lambda: comm.all_reduce(t))
    if comm.rank == 0:  # told by the peer that refused
        assert err.name == "CJ_E_PEER" and "rank 1 refused" in str(err)
    else:
        assert err.name == "CJ_E_INVALID"
    assert_usable(comm)


def test_bad_op_and_root(comm):
    x = comm.empty(16, torch.float32)
    refused("SUM, AVG, MAX, MIN", lambda: comm.all_reduce(x, op="prod"))
    refused("src", lambda: comm.broadcast(x, src=comm.world_size))
    refused("dst", lambda: comm.reduce(x, dst=-1))
    refused("not a collective", lambda: comm.prepare("scatter", x))
    assert_usable(comm)


# ---- a second communicator -------------------------------------------------------------------


def test_second_communicator_without_validation(comm):
    with colljit.torch.Comm.from_process_group(heap_bytes=64 << 20, validate=False) as c2:
        x = c2.empty(4096, torch.bfloat16)
        x.fill_(c2.rank + 1)
        c2.all_reduce(x)
        torch.cuda.synchronize()
        w = c2.world_size
        assert torch.all(x.float() == w * (w + 1) / 2)
        del x
    assert_usable(comm)


@pytest.mark.parametrize("dtype", [torch.bfloat16, torch.float16])
def test_allgather_gemm_and_gemm_reduce_scatter(comm, dtype):
    """Both fused GEMM ops (allgather_gemm on the path COLLJIT_GEMM_PATH / the table picks:
    the vendor BLAS on NVIDIA by default) against NCCL + torch.matmul in float32, eagerly and
    replayed in a CUDA graph with new data."""
    w, r = comm.world_size, comm.rank
    m, n, k = 96 * w, 200, 136 * w
    a = comm.empty((m // w, k), dtype)
    b = rand(k * n, dtype, 11).view(k, n)  # the same B on every rank
    bias = rand(n, dtype, 12)
    out = torch.empty(m, n, device="cuda", dtype=dtype)
    a_rs = rand(m * (k // w), dtype, 20 + r).view(m, k // w)
    b_rs = rand((k // w) * n, dtype, 30 + r).view(k // w, n)
    out_rs = torch.empty(m // w, n, device="cuda", dtype=dtype)

    def want_ag():
        full = torch.empty(m, k, device="cuda", dtype=dtype)
        dist.all_gather_into_tensor(full, a)
        return full.float() @ b.float() + bias.float()

    def want_rs():
        part = a_rs.float() @ b_rs.float()
        mine = torch.empty(m // w, n, device="cuda", dtype=torch.float32)
        dist.reduce_scatter_tensor(mine, part)
        return mine

    def close(got, want):
        tol = 2e-2 if dtype == torch.bfloat16 else 4e-3
        err = ((got.float() - want).abs().max() / want.abs().max()).item()
        assert err <= tol, err

    for it in range(2):
        a.copy_(rand(a.numel(), dtype, 100 * it + r).view_as(a))
        comm.allgather_gemm(a, b, bias=bias, out=out)
        comm.gemm_reduce_scatter(a_rs, b_rs, out=out_rs)
        close(out, want_ag())
        close(out_rs, want_rs())
    staged = torch.empty_like(a)
    g = torch.cuda.CUDAGraph()
    with torch.cuda.graph(g):
        a.copy_(staged)
        comm.allgather_gemm(a, b, bias=bias, out=out)
    for it in range(5):
        staged.copy_(rand(a.numel(), dtype, 1000 + 10 * it + r).view_as(a))
        out.fill_(float("nan"))
        g.replay()
        torch.cuda.synchronize()
        close(out, want_ag())


_FORCED = {}


def force_gemm_path(path):
    """COLLJIT_GEMM_PATH for this process (None: the variable again), through the library's
    internal switch, leaving the selection tables as shipped."""
    import ctypes

    from colljit import _lib
    fn = _lib.lib.cj__gemm_path_force
    fn.argtypes, fn.restype = [ctypes.c_char_p], None
    _FORCED["path"] = None if path is None else path.encode()  # alive while the library reads it
    fn(_FORCED["path"])


@pytest.mark.parametrize("path", ["fused", "blas"])
@pytest.mark.parametrize("shape", [(256, 256, 256), (512, 384, 1024), (4096, 3584, 8192)])
def test_gemm_reduce_scatter_each_path(comm, path, shape):
    """gemm_reduce_scatter on each path, at the shapes that once gave a wrong result on the
    generated path (the planner built the vendor path's reduction alone), against NCCL's
    reduce-scatter of float32 products; 4096x3584x8192 needs 88 MB of workspace at 2 ranks,
    more than the default 64 MiB: the library grows it."""
    m, n, k = shape
    w, r = comm.world_size, comm.rank
    a = rand(m * (k // w), torch.bfloat16, 40 + r).view(m, k // w)
    b = rand((k // w) * n, torch.bfloat16, 50 + r).view(k // w, n)
    force_gemm_path(path)
    try:
        for _ in range(2):
            out = comm.gemm_reduce_scatter(a, b)
    finally:
        force_gemm_path(None)
    want = torch.empty(m // w, n, device="cuda", dtype=torch.float32)
    dist.reduce_scatter_tensor(want, a.float() @ b.float())
    err = ((out.float() - want).abs().max() / want.abs().max()).item()
    assert err <= 1e-2, (path, shape, err)


def test_rmsnorm_residual_must_agree(comm):
    """validate=True refuses all_reduce_rmsnorm on every rank when the residual differs between
    ranks (its precondition), and lets it run when it is the same."""
    t, h = 8, 1024
    x = comm.empty((t, h), torch.bfloat16)
    x.copy_(rand(t * h, torch.bfloat16, 70 + comm.rank).view(t, h))
    weight = rand(h, torch.bfloat16, 71)
    same = comm.empty((t, h), torch.bfloat16)
    same.copy_(rand(t * h, torch.bfloat16, 72).view(t, h))
    out = comm.empty((t, h), torch.bfloat16)
    comm.all_reduce_rmsnorm(x, same, weight, out=out)
    torch.cuda.synchronize()
    differs = comm.empty((t, h), torch.bfloat16)
    differs.copy_(rand(t * h, torch.bfloat16, 73 + comm.rank).view(t, h))
    with pytest.raises(ColljitError, match="residual"):
        comm.all_reduce_rmsnorm(x, differs, weight, out=out)
