"""python -m colljit.check without a GPU and without torch: --help, --list (the runs of the
standard, quick and random sets, filtered by --ops/--dtypes/--modes), the refusal of bad
arguments (exit 2, naming the argument), and that neither needs torch.

    COLLJIT_LIB=build/libcolljit.so PYTHONPATH=python \
        python3 -m pytest python/tests/test_check_cli.py
"""

import collections
import os
import re
import subprocess
import sys

import pytest

import colljit
from colljit import check

GEMM_OPS = {"allgather_gemm", "gemm_reduce_scatter", "gemm"}


def cli(*args, env=None):
    """python -m colljit.check ARGS: (exit status, stdout, stderr)."""
    p = subprocess.run([sys.executable, "-m", "colljit.check", *args], capture_output=True,
                       text=True, timeout=120, env=dict(os.environ, **(env or {})))
    return p.returncode, p.stdout, p.stderr


def runs(*args):
    """The runs --list prints: [(index, mode, op, description)], and its closing line."""
    rc, out, err = cli("--list", *args)
    assert rc == 0, err
    lines = out.splitlines()
    assert lines and lines[-1].startswith("# "), out[-500:]
    got = []
    for line in lines[:-1]:
        index, mode, desc = line.split(" ", 2)
        got.append((int(index), mode, desc.split(" ", 1)[0], desc))
    assert [g[0] for g in got] == list(range(len(got)))
    m = re.match(r"# (\d+) runs: (\d+) cases", lines[-1])
    assert m and int(m.group(1)) == len(got), lines[-1]
    return got, lines[-1]


def test_help_names_modes_tolerances_and_torchrun():
    rc, out, err = cli("--help")
    assert rc == 0, err
    for text in ("--ops", "--dtypes", "--modes", "--replays", "--random", "--seed", "--quick",
                 "--json", "--plant", "--list", "--timeout", "torch.cuda.graph",
                 "torch.compile(fullgraph=True)", "bit for bit", "2^-23", "NCCL",
                 "torchrun --standalone --nproc-per-node"):
        assert text in out, text


def test_help_and_list_need_no_torch():
    code = ("import sys, colljit.check as c\n"
            "rc = c.main(['--list', '--quick'])\n"
            "sys.stdout.flush()\n"
            "print('TORCH' if 'torch' in sys.modules else 'NO-TORCH', rc)\n")
    p = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert p.returncode == 0, p.stderr
    assert p.stdout.splitlines()[-1] == "NO-TORCH 0"


def test_standard_set_covers_every_op_variant_dtype_and_mode():
    got, last = runs()
    assert "standard set" in last and "at world 2" in last
    modes = collections.Counter(g[1] for g in got)
    assert set(modes) == {"eager", "graph", "compile"}
    ops = {g[2] for g in got}
    assert ops == set(check.OPS)
    # barrier has no custom op: eager and graph only
    assert {g[1] for g in got if g[2] == "barrier"} == {"eager", "graph"}
    # every other case runs in all three modes, graph first
    assert modes["eager"] == modes["graph"]
    assert modes["compile"] == modes["eager"] - sum(1 for g in got if g[2] == "barrier" and
                                                    g[1] == "eager")
    first = [g[1] for g in got if g[2] == "all_reduce"][:3]
    assert first == ["graph", "eager", "compile"]
    # the GEMM ops: bf16 and f16 only, both paths for the fused ones
    for _, _, op, desc in got:
        if op in GEMM_OPS:
            assert " bf16 " in desc or " f16 " in desc, desc
        if op == "all_reduce_rmsnorm":
            assert " i32 " not in desc, desc
    for op in ("allgather_gemm", "gemm_reduce_scatter"):
        assert {d.rsplit(" path ", 1)[1].split()[0] for _, _, o, d in got if o == op} == \
            {"fused", "blas", "ce"}
    # every count of the standard set, every variant and auto
    counts = {int(m) for m in re.findall(r" n(\d+) ", " ".join(g[3] for g in got))}
    assert counts == set(check.COUNTS)
    forced = {d.split("(forced ", 1)[1].split(")")[0] for _, _, o, d in got if o == "all_reduce"}
    assert forced == {"one_shot", "two_shot", "ll", "push", "ce", "auto"}


def test_quick_set_is_smaller_and_still_covers_variants_and_dtypes():
    full, _ = runs()
    quick, last = runs("--quick")
    assert "quick set" in last
    assert len(quick) < len(full) / 4
    assert {g[2] for g in quick} == set(check.OPS)
    pairs = collections.Counter()
    for _, mode, op, desc in quick:
        if op == "all_reduce" and mode == "eager":
            variant = desc.split("(forced ", 1)[1].split(")")[0]
            dtype = desc.split(") ", 1)[1].split()[0]
            pairs[variant, dtype] += 1
    # 6 variants (one_shot, two_shot, ll, push, ce and auto) x 4 dtypes
    assert len(pairs) == 6 * 4 and set(pairs.values()) == {1}
    counts = {int(m) for m in re.findall(r" n(\d+) ", " ".join(g[3] for g in quick))}
    assert counts == set(check.QUICK_COUNTS)


def test_filter_by_ops_dtypes_and_modes():
    got, _ = runs("--ops", "all_reduce,reduce", "--modes", "eager", "--quick")
    assert {g[2] for g in got} == {"all_reduce", "reduce"}
    assert {g[1] for g in got} == {"eager"}
    got, _ = runs("--ops", "allreduce", "--dtypes", "bf16", "--modes", "graph,compile")
    assert {g[2] for g in got} == {"all_reduce"}
    assert {g[1] for g in got} == {"graph", "compile"}
    assert all(" bf16 " in g[3] for g in got)
    # 6 variants (5 and auto: ce among them) x 9 counts, each in two modes
    assert len(got) == 6 * 9 * 2
    alias, _ = runs("--ops", "all_reduce", "--dtypes", "bfloat16", "--modes", "graph,compile")
    assert alias == got


def test_world_shapes_the_cases():
    got, last = runs("--ops", "allgather_gemm,gemm_reduce_scatter", "--world", "4",
                     "--modes", "eager")
    assert "at world 4" in last
    for _, _, op, desc in got:
        m, n, k = (int(x) for x in re.search(r" (\d+)x(\d+)x(\d+)", desc).groups())
        if op == "gemm_reduce_scatter" or " shard-m" in desc:
            assert m % 4 == 0, desc
        if op == "gemm_reduce_scatter" or " shard-k" in desc:
            assert k % 4 == 0, desc
    roots = {d.rsplit(" root ", 1)[1] for _, _, o, d in runs("--ops", "broadcast", "--world",
                                                              "3")[0] if o == "broadcast"}
    assert roots == {"0", "1", "2"}


def test_random_is_determined_by_the_seed():
    a = cli("--list", "--random", "50", "--seed", "7")
    b = cli("--list", "--random", "50", "--seed", "7")
    c = cli("--list", "--random", "50", "--seed", "8")
    assert a[0] == 0 and a == b
    assert c[0] == 0 and c[1] != a[1]
    got, last = runs("--random", "50", "--seed", "7", "--modes", "eager")
    assert "50 cases (random, seed 7)" in last
    assert len(got) == 50
    got, _ = runs("--random", "40", "--ops", "gemm", "--dtypes", "f16,i32", "--modes", "eager")
    assert len(got) == 40 and all(g[2] == "gemm" and " f16 " in g[3] for g in got)


@pytest.mark.parametrize("args, said", [
    (["--ops", "all_reduce,scatter"], "unknown op 'scatter'"),
    (["--dtypes", "f64"], "unknown dtype 'f64'"),
    (["--modes", "lazy"], "unknown mode 'lazy'"),
    (["--ops", ","], "--ops"),
    (["--replays", "-1"], "--replays"),
    (["--replays", "1001"], "--replays"),
    (["--random", "0"], "--random"),
    (["--seed", "x"], "--seed"),
    (["--world", "0"], "--world"),
    (["--timeout", "0"], "--timeout"),
    (["--frobnicate"], "unrecognized arguments: --frobnicate"),
    (["--json"], "--json"),
])
def test_bad_arguments_are_refused_with_exit_2(args, said):
    rc, out, err = cli("--list", *args)
    assert rc == 2
    assert said in err, err
    assert "usage:" in err and not out


def test_no_case_for_the_filters_is_refused():
    rc, out, err = cli("--list", "--ops", "gemm", "--dtypes", "i32")
    assert rc == 2 and "no case to run" in err
    rc, out, err = cli("--list", "--ops", "barrier", "--modes", "compile")
    assert rc == 2 and "no case to run" in err


def test_layout_heap_and_in_place_forms():
    """The tensors a case allocates: in-place forms allocate one tensor; the outputs peers
    write (all_reduce_rmsnorm's residual and out) and allgather_gemm's A are on the heap."""
    c = check.Case(op="all_gather_into_tensor", count=5, inplace=True, heap=False)
    assert check.layout(c, 4) == [("out", (20,), "f32", False)]
    c = check.Case(op="reduce_scatter_tensor", count=5, inplace=False, heap=True, dtype="bf16")
    assert check.layout(c, 2) == [("in", (10,), "bf16", True), ("out", (5,), "bf16", True)]
    c = check.Case(op="all_reduce_rmsnorm", tokens=3, hidden=7, inplace=True, heap=False,
                   dtype="f16")
    heap = {role: on for role, _, _, on in check.layout(c, 2)}
    assert heap == {"out": True, "aux0": True, "aux1": False}
    c = check.Case(op="allgather_gemm", m=8, n=3, k=6, shard="k", heap=False, bias=True,
                   dtype="bf16")
    assert check.layout(c, 2)[0] == ("in", (8, 3), "bf16", True)
    c = check.Case(op="gemm", m=4, n=3, k=2, bcol=True, of32=True, heap=True, dtype="f16")
    assert [(r, s, d) for r, s, d, _ in check.layout(c, 1)] == [
        ("in", (4, 2), "f16"), ("aux0", (3, 2), "f16"), ("out", (4, 3), "f32")]
    slots = check.heap_slots([c, check.Case(op="all_reduce", count=1000, heap=True)], 2)
    assert slots == {"in": 256, "aux0": 256, "out": 4096}  # whole 256-byte blocks


def test_the_variant_that_ran_is_read_from_the_last_kernel():
    """What the report calls the variant that ran: the key of the communicator's last kernel
    (cj_comm_last_kernel; a stand-in here), "blas" where a fused GEMM op's last kernel is not
    its own (the vendor path ends with a barrier or its reduction), "ce" where the library says
    the call took the copy engines with the gemm op's kernel (cj__gemm_ran)."""
    import ctypes

    state = {"key": b"", "generic": 0}

    def fake(handle, buf, n, generic, forget):  # cj_comm_last_kernel's contract
        ctypes.memmove(buf, state["key"] + b"\0", min(n, len(state["key"]) + 1))
        generic._obj.value = state["generic"]
        if forget:
            state["key"], state["generic"] = b"", 0
        return 0

    last = check._LastKernel(None, colljit.vocabulary("op"))
    last.fn, last.handle = fake, 1

    def ran(key, op, generic=0):
        state["key"], state["generic"] = key, generic
        return last.ran(check.Case(op=op))

    assert ran(b"allreduce.two_shot.sum.bf16.nany.w2.v16.b256x32.g128.bar-full.sm_90",
               "all_reduce", 1) == ("two_shot", True)
    assert ran(b"alltoall.push.f32.n7.w2.v4.b256x32.t4x256.g1.bar-full.stage.sm_90",
               "all_to_all_single") == ("push", False)
    assert ran(b"barrier.epoch.w2.b32x32.g1.bar-full.sm_90", "allgather_gemm") == ("blas", False)
    assert ran(b"allgather_gemm.pull.bf16.mnk256x256x256.shard-m.w2.sm_90",
               "allgather_gemm") == ("pull", False)
    assert ran(b"gemm_reducescatter.blas.bf16.mnk256x256x256.w2.sm_90",
               "gemm_reduce_scatter") == ("blas", False)
    assert ran(b"gemm.tile.f16.mnk64x72x64.w1.sm_90", "gemm") == ("tile", False)
    # the copy engines with the gemm op's kernel (ce): the library says which path ran
    last.gemm_ran = lambda handle: b"ce"
    assert ran(b"barrier.epoch.w2.b32x32.g1.bar-full.sm_90", "allgather_gemm") == ("ce", False)
    assert ran(b"gemm_reducescatter.blas.bf16.mnk256x256x256.w2.sm_90",
               "gemm_reduce_scatter") == ("ce", False)
    assert ran(b"gemm.tile.f16.mnk64x72x64.w1.sm_90", "gemm") == ("tile", False)
    last.gemm_ran = lambda handle: b"blas"
    assert ran(b"barrier.epoch.w2.b32x32.g1.bar-full.sm_90", "allgather_gemm") == ("blas", False)
    last.gemm_ran = None
    assert ran(b"not a key", "all_reduce") == ("?", False)
    state["key"] = b"allreduce.ll.sum.f32.n7.w2.sm_90"
    last.reset()  # forget: nothing launched since
    assert last.ran(check.Case(op="all_reduce")) == ("-", False)
    assert check._LastKernel(None, ()).ran(check.Case(op="all_reduce")) == ("?", False)


def test_node_size_keeps_the_ops_that_compose_across_nodes():
    """COLLJIT_NODE_SIZE below the world: the default set is the ops a communicator over nodes
    composes; --ops naming others is honoured; a node size that covers the world changes
    nothing."""
    def ops_listed(*args, node="2"):
        rc, out, err = cli("--list", "--quick", *args, env={"COLLJIT_NODE_SIZE": node})
        assert rc == 0, err
        return {line.split(" ", 2)[2].split(" ", 1)[0] for line in out.splitlines()[:-1]}, err

    got, err = ops_listed("--world", "4")
    assert got == {"all_reduce", "all_gather_into_tensor", "reduce_scatter_tensor",
                   "all_reduce_rmsnorm"}
    assert "COLLJIT_NODE_SIZE=2" in err
    got, _ = ops_listed("--world", "4", "--ops", "broadcast")
    assert got == {"broadcast"}
    got, _ = ops_listed("--world", "2")
    assert {"broadcast", "gemm_reduce_scatter", "all_reduce"} <= got
