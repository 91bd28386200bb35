"""colljit.torch without a GPU: a one-rank CPU communicator (a gloo group of one process),
the torch.distributed-shaped API, and the custom ops under torch.compile(fullgraph=True).

    PYTHONPATH=python python3 -m pytest python/tests/test_torch_cpu.py

Skipped without torch."""

import pytest

torch = pytest.importorskip("torch")
dist = pytest.importorskip("torch.distributed")

import colljit.torch as cjt  # noqa: E402
from colljit import ColljitError  # noqa: E402

OPS = ("all_reduce", "all_gather_into_tensor", "reduce_scatter_tensor", "all_to_all_single",
       "broadcast", "reduce")


@pytest.fixture(scope="module")
def comm():
    dist.init_process_group("gloo", rank=0, world_size=1, store=dist.HashStore())
    c = cjt.Comm.from_process_group(device="cpu")
    yield c
    c.close()
    dist.destroy_process_group()


def step(comm, x, y, out):
    """Every collective once, between computations, as a model would call them."""
    a = x * 2
    comm.all_reduce(a)
    comm.all_reduce(a, op=cjt.ReduceOp.AVG)
    comm.all_gather_into_tensor(out, a + 1)
    b = out * 3
    comm.reduce_scatter_tensor(y, b, op=dist.ReduceOp.MAX)
    comm.all_to_all_single(out, b)
    comm.broadcast(out, src=0)
    comm.reduce(y, dst=0, op=cjt.ReduceOp.MIN)
    return out.sum() + y.sum() + a.sum()


def compiled_once(fn, *args):
    """fn(*args) through torch.compile(fullgraph=True): its result and the targets of the call
    nodes of the one graph it must make."""
    graphs = []

    def backend(gm, example_inputs):
        graphs.append(gm)
        return gm.forward

    got = torch.compile(fn, fullgraph=True, backend=backend)(*args)
    assert len(graphs) == 1
    return got, {str(n.target) for n in graphs[0].graph.nodes if n.op == "call_function"}


def test_ops_are_registered():
    for name in OPS:
        assert hasattr(torch.ops.colljit, name), name


def test_eager_world_one_results(comm):
    x = torch.arange(12, dtype=torch.float32)
    t = x.clone()
    assert comm.all_reduce(t) is None
    assert torch.equal(t, x)
    comm.all_reduce(t, op=cjt.ReduceOp.AVG)
    assert torch.equal(t, x)
    out = torch.zeros(12)
    comm.all_gather_into_tensor(out, x)
    assert torch.equal(out, x)
    y = torch.zeros(12)
    comm.reduce_scatter_tensor(y, x * 2)
    assert torch.equal(y, x * 2)
    comm.all_to_all_single(out, x + 5)
    assert torch.equal(out, x + 5)


def test_compile_fullgraph_matches_eager(comm):
    torch._dynamo.reset()
    x, y0, out0 = torch.randn(64), torch.zeros(64), torch.zeros(64)
    y1, out1 = y0.clone(), out0.clone()
    want = step(comm, x, y0, out0)
    got, called = compiled_once(step, comm, x, y1, out1)
    for name in OPS:
        assert any(f"colljit.{name}" in c for c in called), (name, called)
    torch.testing.assert_close(got, want)
    torch.testing.assert_close(out1, out0)
    torch.testing.assert_close(y1, y0)


def test_compile_aot_eager_functionalises(comm):
    torch._dynamo.reset()
    x, y0, out0 = torch.randn(32), torch.zeros(32), torch.zeros(32)
    y1, out1 = y0.clone(), out0.clone()
    want = step(comm, x, y0, out0)
    got = torch.compile(step, fullgraph=True, backend="aot_eager")(comm, x, y1, out1)
    torch.testing.assert_close(got, want)
    torch.testing.assert_close(out1, out0)
    torch.testing.assert_close(y1, y0)


def test_opcheck(comm):
    x = torch.randn(16)
    torch.library.opcheck(torch.ops.colljit.all_reduce.default, (x.clone(), comm._id, "sum"))
    torch.library.opcheck(torch.ops.colljit.all_gather_into_tensor.default,
                          (torch.zeros(16), x, comm._id))
    torch.library.opcheck(torch.ops.colljit.reduce.default, (x.clone(), comm._id, 0, "max"))


def test_async_op_returns_a_work(comm):
    t = torch.ones(8)
    work = comm.all_reduce(t, async_op=True)
    assert work.wait() is True
    assert work.is_completed()
    assert work.result()[0] is t
    assert torch.equal(work.get_future().wait()[0], t)


def test_refusals_name_the_argument(comm):
    with pytest.raises(ColljitError, match="op"):
        comm.all_reduce(torch.ones(4), op="prod")
    with pytest.raises(ColljitError, match="AVG"):
        comm.all_reduce(torch.ones(4, dtype=torch.int32), op=cjt.ReduceOp.AVG)
    with pytest.raises(ColljitError, match="src=3"):
        comm.broadcast(torch.ones(4), src=3)
    with pytest.raises(ColljitError, match="dst"):
        comm.reduce(torch.ones(4), dst=-1)
    with pytest.raises(ColljitError, match="dtype"):
        comm.all_reduce(torch.ones(4, dtype=torch.float64))
    with pytest.raises(ColljitError, match="elements"):
        comm.all_gather_into_tensor(torch.zeros(5), torch.zeros(4))
    with pytest.raises(ColljitError, match="contiguous"):
        comm.all_reduce(torch.ones(4, 4).t())
    with pytest.raises(ColljitError, match="even splits"):
        comm.all_to_all_single(torch.zeros(4), torch.zeros(4), [3])


def test_closed_communicator_is_refused():
    c = cjt.Comm.from_process_group(device="cpu")
    n = c._id
    c.close()
    with pytest.raises(ColljitError, match="closed"):
        torch.ops.colljit.all_reduce(torch.ones(2), n, "sum")


def test_defaults_come_from_the_environment(monkeypatch):
    monkeypatch.setenv("COLLJIT_VALIDATE", "1")
    c = cjt.Comm.from_process_group(device="cpu")
    assert c.validate
    c.close()
    monkeypatch.delenv("COLLJIT_VALIDATE")
    c = cjt.Comm.from_process_group(device="cpu")
    assert not c.validate
    c.close()


def gemm_step(comm, a, b, bias):
    out = comm.allgather_gemm(a * 2, b, bias, shard="m")
    return comm.gemm_reduce_scatter(out, b.t().contiguous(), None) + 1


def test_fused_gemm_eager_and_compiled(comm):
    torch._dynamo.reset()
    g = torch.Generator().manual_seed(5)
    a = torch.randn(7, 40, generator=g).to(torch.bfloat16)
    b = torch.randn(40, 24, generator=g).to(torch.bfloat16)
    bias = torch.randn(24, generator=g).to(torch.bfloat16)
    mid = ((a * 2).float() @ b.float() + bias.float()).to(torch.bfloat16)
    want = (mid.float() @ b.t().float()).to(torch.bfloat16) + 1
    torch.testing.assert_close(gemm_step(comm, a, b, bias), want)
    got, called = compiled_once(gemm_step, comm, a, b, bias)
    assert any("colljit.allgather_gemm" in c for c in called), called
    assert any("colljit.gemm_reduce_scatter" in c for c in called), called
    torch.testing.assert_close(got, want)
    torch.library.opcheck(torch.ops.colljit.allgather_gemm.default,
                          (torch.empty(3, 8, dtype=torch.float16),
                           torch.randn(3, 16).half(), torch.randn(16, 8).half(), None,
                           comm._id, "m"))
    with pytest.raises(ColljitError, match="b must be"):
        comm.allgather_gemm(a, torch.ones(39, 24, dtype=torch.bfloat16))
    with pytest.raises(ColljitError, match="not bf16 or f16"):
        comm.gemm_reduce_scatter(a.float(), b.float())


def gemm_op_step(comm, a, w, bias):
    h = comm.gemm(a * 2, w, bias, b_layout="col")
    return comm.gemm(h, w, out_f32=True) + 1  # h [m, n] @ w [n, k]: B row-major


def test_gemm_op_eager_and_compiled(comm):
    torch._dynamo.reset()
    g = torch.Generator().manual_seed(7)
    a = torch.randn(9, 40, generator=g).to(torch.bfloat16)
    w = torch.randn(24, 40, generator=g).to(torch.bfloat16)  # [n, k]: B column-major
    bias = torch.randn(24, generator=g).to(torch.bfloat16)
    mid = ((a * 2).float() @ w.float().t() + bias.float()).to(torch.bfloat16)
    want = mid.float() @ w.float() + 1
    got = gemm_op_step(comm, a, w, bias)
    assert got.dtype == torch.float32
    torch.testing.assert_close(got, want)
    got, called = compiled_once(gemm_op_step, comm, a, w, bias)
    assert any("colljit.gemm" in c for c in called), called
    torch.testing.assert_close(got, want)
    torch.library.opcheck(torch.ops.colljit.gemm.default,
                          (torch.empty(3, 8, dtype=torch.float32), torch.randn(3, 16).half(),
                           torch.randn(8, 16).half(), None, comm._id, "col", True))
    with pytest.raises(ColljitError, match="b must be"):
        comm.gemm(a, torch.ones(39, 24, dtype=torch.bfloat16))
    with pytest.raises(ColljitError, match="not bf16 or f16"):
        comm.gemm(a.float(), w.float(), b_layout="col")
    with pytest.raises(ColljitError, match="b_layout"):
        comm.gemm(a, w, b_layout="diag")


def rmsnorm_step(comm, x, residual, weight):
    h = x * 2
    out = comm.all_reduce_rmsnorm(h, residual, weight, eps=0.25, out=torch.empty_like(h))
    return out * 3


def test_all_reduce_rmsnorm_eager_and_compiled(comm):
    torch._dynamo.reset()
    x = torch.randn(5, 64)
    r0, w = torch.randn(5, 64), torch.rand(64) + 0.5
    r_eager, r_comp = r0.clone(), r0.clone()
    want_r = r0 + x * 2
    want = want_r / torch.sqrt(want_r.pow(2).mean(-1, keepdim=True) + 0.25) * w * 3
    got_eager = rmsnorm_step(comm, x, r_eager, w)
    torch.testing.assert_close(r_eager, want_r)
    torch.testing.assert_close(got_eager, want)
    got, called = compiled_once(rmsnorm_step, comm, x, r_comp, w)
    assert any("colljit.all_reduce_rmsnorm" in c for c in called), called
    torch.testing.assert_close(got, want)
    torch.testing.assert_close(r_comp, want_r)
    torch.library.opcheck(torch.ops.colljit.all_reduce_rmsnorm.default,
                          (torch.empty(3, 8), torch.randn(3, 8), torch.randn(3, 8),
                           torch.rand(8), comm._id, 1e-6))
    with pytest.raises(ColljitError, match="weight"):
        comm.all_reduce_rmsnorm(x, r_eager, torch.ones(63))
