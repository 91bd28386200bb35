"""The generator API from Python: plans, keys, generated artefacts, errors. No GPU needed.
PTX needs NVRTC, AMD ISA needs libLLVM + ld.lld: missing toolchains skip those tests unless
COLLJIT_REQUIRE_TOOLCHAINS is set."""

import os

import pytest

import colljit
from colljit import ColljitError, Plan

KEY = "allgather.bf16.n4096.w8.sm_90"


def generate_or_skip(plan, emit, compiler="auto"):
    try:
        return plan.generate(emit, compiler)
    except ColljitError as e:
        if e.name == "CJ_E_UNAVAILABLE" and not os.environ.get("COLLJIT_REQUIRE_TOOLCHAINS"):
            pytest.skip(f"toolchain missing: {e}")
        raise


def test_library_loads():
    assert colljit.version().startswith("0.")
    assert os.path.exists(colljit.library_path()) or "/" not in colljit.library_path()


def test_vocabulary():
    assert "allreduce" in colljit.vocabulary("op")
    assert colljit.vocabulary("dtype") == ("f32", "f16", "bf16", "i32")
    assert colljit.vocabulary("compiler")[0] == "auto"
    assert "ptx" in colljit.vocabulary("emit")


def test_plan_from_key_fills_defaults():
    plan = Plan(KEY)
    # auto: 8 KiB per rank of whole words at 8 ranks is the flag-free (ll) form
    assert plan.key.startswith("allgather.ll.bf16.n4096.w8.")
    assert plan.key.endswith(".sm_90")
    assert plan.kernel_name.startswith("cj_allgather_ll_bf16_n4096_w8")
    assert 0 < plan.hash < 2**64
    req = plan.request
    assert (req["op"], req["dtype"], req["count"], req["world"]) == ("allgather", "bf16", 4096, 8)
    assert req["target"] == "sm_90" and req["variant"] == "ll"
    push = Plan("allgather.push.bf16.n4096.w8.sm_90")
    assert push.key.startswith("allgather.push.bf16.n4096.w8.v16.")
    assert push.request["variant"] == "push"


def test_key_round_trip():
    for key in (KEY, "allreduce.f32.n1000.w4.gfx942", "barrier.w8.sm_90",
                "reducescatter.max.f16.n333.w3.sm_80", "broadcast.i32.n77.w4.r3.gfx90a"):
        plan = Plan(key)
        again = Plan(plan.key)
        assert again.key == plan.key
        assert again.hash == plan.hash
        assert again == plan and hash(again) == hash(plan)


def test_plan_from_fields_matches_key():
    by_fields = Plan(op="allgather", dtype="bf16", count=4096, world=8, target="sm_90")
    assert by_fields == Plan(KEY)
    # torch-style spellings of ops and dtypes
    assert Plan(op="all_reduce", dtype="bfloat16", count=64, world=2, target="sm_90") == Plan(
        "allreduce.bf16.n64.w2.sm_90")
    # the resolved request builds the same plan
    plan = Plan(op="reduce", redop="max", dtype="f32", count=100, world=4, root=2, target="gfx942")
    assert Plan(**plan.request) == plan


@pytest.mark.parametrize("target", ["sm_90", "gfx942"])
@pytest.mark.parametrize("emit", ["key", "kir", "hip", "llvm"])
def test_text_artefacts(target, emit):
    plan = Plan(f"allreduce.bf16.n4096.w2.{target}")
    text = plan.generate(emit)
    assert isinstance(text, str) and text
    assert text == plan.generate(emit), "generated text must be deterministic"
    if emit == "key":
        assert text.strip() == plan.key
    else:
        assert plan.kernel_name in text


def test_ptx_for_sm_90():
    plan = Plan("allgather.f32.n1024.w2.sm_90")
    ptx = generate_or_skip(plan, "ptx")
    assert ".target sm_90" in ptx
    assert plan.kernel_name in ptx
    assert colljit.generate(plan.key, "ptx") == ptx


def test_code_object_is_bytes():
    plan = Plan("barrier.w2.sm_90")
    obj = generate_or_skip(plan, "obj")
    assert isinstance(obj, bytes) and len(obj) > 0


def test_amd_isa_through_llvm():
    plan = Plan("allgather.bf16.n4096.w8.gfx942")
    isa = generate_or_skip(plan, "isa", "llvm")
    assert "global_load" in isa or "global_store" in isa


@pytest.mark.parametrize("fields, field", [
    (dict(op="allgather", count=0, world=2), "count"),
    (dict(op="allgather", count=16, world=0), "world"),
    (dict(op="allgather", count=16, world=2, target="sm_99"), "target"),
    (dict(op="allgather", count=16, world=2, vec_bytes=3), "vec_bytes"),
    (dict(op="broadcast", count=16, world=2, root=5), "root"),
    (dict(op="allgather", count=16, world=2, stage=True), "flags"),
    (dict(op="allgather", count=16, world=2, no_tma=True), "flags"),
    (dict(op="nope", count=16, world=2), "op"),
    (dict(op="allgather", dtype="f64", count=16, world=2), "dtype"),
])
def test_bad_request_names_the_field(fields, field):
    with pytest.raises(ColljitError) as info:
        Plan(**fields)
    err = info.value
    assert err.status == 1 and err.name == "CJ_E_INVALID"
    assert field in err.message
    assert str(err).startswith("CJ_E_INVALID: ")


def test_gemm_without_tensor_maps():
    # the gemm op on sm_90 copies through tensor maps by default; "notma" keeps cp.async
    tma = Plan("gemm.bf16.mnk4096x4096x4096.w1.sm_90")
    cpa = Plan("gemm.bf16.mnk4096x4096x4096.w1.notma.sm_90")
    assert ".notma." in cpa.key and ".notma." not in tma.key
    assert cpa.request["no_tma"] and not tma.request["no_tma"]
    call = "cj_tma_load2d(cj_smem"  # (the prelude defines the function for both)
    assert call in tma.generate("hip") and call not in cpa.generate("hip")


def test_bad_key():
    with pytest.raises(ColljitError, match="key"):
        Plan("allgather.bf16.nX.w2")


def test_unknown_field_is_a_type_error():
    with pytest.raises(TypeError, match="colour"):
        Plan(op="allgather", count=16, world=2, colour="red")


def test_bad_emit_and_compiler():
    plan = Plan(KEY)
    with pytest.raises(ColljitError, match="emit"):
        plan.generate("svg")
    with pytest.raises(ColljitError, match="compiler"):
        plan.generate("ptx", "gcc")


def test_host_target_has_no_source():
    plan = Plan("allgather.bf16.n16.w2.host")
    assert plan.generate("kir")
    with pytest.raises(ColljitError) as info:
        plan.generate("hip")
    assert info.value.name == "CJ_E_UNSUPPORTED"


def test_system_info():
    assert "colljit" in colljit.system_info()


# ---- hostile input: nothing wraps, is cut or is silently taken as "default" ---------------------

def test_integers_do_not_wrap():
    with pytest.raises(OverflowError, match="count"):
        Plan(op="allgather", count=2**64 + 4096, world=2)
    with pytest.raises(OverflowError, match="world"):
        Plan(op="allgather", count=4096, world=2**32 + 2)
    with pytest.raises(OverflowError, match="count"):
        Plan(op="allgather", count=-1, world=2)
    with pytest.raises(OverflowError, match="grid"):
        Plan(op="allgather", count=4096, world=2, grid=-(2**31) - 1)
    with pytest.raises(OverflowError, match="hidden"):
        Plan(op="allreduce_rmsnorm", count=4096, hidden=2**64 + 64, world=2)
    with pytest.raises(ColljitError, match="hidden"):  # in range for C, refused by the planner
        Plan(op="allreduce_rmsnorm", count=4096, hidden=2**40, world=2)
    assert ".h64." in Plan(op="allreduce_rmsnorm", count=4096, hidden=64, world=2).key


def test_nul_characters_are_refused():
    with pytest.raises(ColljitError, match="key"):
        Plan("allgather.n4096.w2\x00.w999")
    with pytest.raises(ColljitError, match="target"):
        Plan(op="allgather", count=4096, world=2, target="sm_90\x00junk")


def test_wrong_types_name_the_field():
    with pytest.raises(TypeError, match="count"):
        Plan(op="allgather", count="4096", world=2)
    with pytest.raises(TypeError, match="world"):
        Plan(op="allgather", count=4096, world=2.0)
    with pytest.raises(TypeError, match="world"):
        Plan(op="allgather", count=4096, world=True)
    with pytest.raises(TypeError, match="target"):
        Plan(op="allgather", count=4096, world=2, target=90)
    with pytest.raises(TypeError, match="key"):
        Plan(b"allgather.n4096.w2")
    with pytest.raises(TypeError, match="dtype"):
        Plan(op="allgather", count=4096, world=2, dtype=1.5)
    with pytest.raises(TypeError, match="stage"):
        Plan(op="allreduce", count=4096, world=2, stage="yes")


def test_zero_is_not_a_default():
    for field in ("vec_bytes", "block_threads", "warp_size", "tile_m", "tile_n", "grid"):
        with pytest.raises(ColljitError, match=field):
            Plan(op="allgather", count=4096, world=2, **{field: 0})
    for token in ("g0", "v0", "t0x0", "b0x0"):
        with pytest.raises(ColljitError, match=token):
            Plan(f"allgather.n4096.w2.{token}")
    assert Plan(op="broadcast", count=4096, world=2, root=0).request["root"] == 0


def test_rocm_from_python_packages(tmp_path, monkeypatch):
    """A ROCm installed from Python packages (TheRock: _rocm_sdk_core/lib) is where the HIP
    runtime and hiprtc are looked for when the user named none, and not when ROCM_PATH does."""
    from colljit import _lib

    core = tmp_path / "_rocm_sdk_core"
    (core / "lib").mkdir(parents=True)
    (core / "__init__.py").write_text("")
    for name in ("libamdhip64.so", "libamdhip64.so.7", "libhiprtc.so.7"):
        (core / "lib" / name).write_bytes(b"")
    monkeypatch.syspath_prepend(str(tmp_path))
    for var in ("COLLJIT_HIP_LIB", "COLLJIT_HIPRTC_LIB", "ROCM_PATH", "ROCM_HOME"):
        monkeypatch.delenv(var, raising=False)
    assert _lib._rocm_python_libs() == {
        "COLLJIT_HIP_LIB": str(core / "lib" / "libamdhip64.so"),
        "COLLJIT_HIPRTC_LIB": str(core / "lib" / "libhiprtc.so.7")}
    _lib._use_python_rocm()
    assert os.environ["COLLJIT_HIP_LIB"] == str(core / "lib" / "libamdhip64.so")
    monkeypatch.delenv("COLLJIT_HIP_LIB")
    monkeypatch.delenv("COLLJIT_HIPRTC_LIB")
    monkeypatch.setenv("ROCM_PATH", "/opt/rocm")
    _lib._use_python_rocm()
    assert "COLLJIT_HIP_LIB" not in os.environ
