"""colljit's LLVM IR compiled for gfx942 and gfx950 by the LLVM inside the Triton wheel
(colljit.triton_amd). Skipped when Triton is not installed, unless COLLJIT_REQUIRE_TRITON=1
(CI installs the PyPI wheel). With COLLJIT_TRITON_ISA_DIR set, the assembly of every kernel is
written there, one file per kernel in the form tests/isa/amd_mm_check.py reads, for the
memory-model check; COLLJIT_TRITON_KEYS names a file of keys (one per line, no target) to
compile instead of the built-in list."""

import os
import re
import time

import pytest

import colljit
from colljit import triton_amd

OK, WHY = triton_amd.available()
if not OK:
    if os.environ.get("COLLJIT_REQUIRE_TRITON") == "1":
        raise RuntimeError(f"COLLJIT_REQUIRE_TRITON=1 but Triton is unusable: {WHY}")
    pytest.skip(f"Triton is not installed: {WHY}", allow_module_level=True)

KEYS = (
    "barrier.w8",
    "allgather.bf16.n1048576.w8",
    "allreduce.one_shot.sum.bf16.n1048576.w8",
    "reducescatter.push.sum.bf16.nany.w2.v16",
)


def archs():
    """gfx942, and gfx950 when this colljit knows it."""
    out = ["gfx942"]
    try:
        colljit.Plan("barrier.w8.gfx950")
        out.append("gfx950")
    except colljit.ColljitError:
        pass
    return out


def test_prepare_ir_strips_and_pins():
    ir = (
        'define amdgpu_kernel void @k() #0 {\n  ret void\n}\n'
        'attributes #0 = { nounwind "target-cpu"="gfx90a" "target-features"="+xnack" }\n'
    )
    out = triton_amd.prepare_ir(ir)
    assert "target-cpu" not in out and "target-features" not in out and "nounwind" in out
    assert '!llvm.module.flags = !{!1}' in out
    assert '!1 = !{i32 1, !"amdhsa_code_object_version", i32 500}' in out
    flagged = ir + '!llvm.module.flags = !{!0}\n!0 = !{i32 7, !"x", i32 1}\n'
    out = triton_amd.prepare_ir(flagged, 4)
    assert '!llvm.module.flags = !{!0, !1}' in out and 'i32 400}' in out
    out = triton_amd.prepare_ir(out, 6)  # an existing version is rewritten, not repeated
    assert out.count("amdhsa_code_object_version") == 1 and "i32 600}" in out
    with pytest.raises(ValueError):
        triton_amd.prepare_ir(ir, 3)


def test_prepare_ir_drops_groups_left_empty():
    # what opt writes for a declaration it has target attributes for and nothing else
    ir = (
        'define amdgpu_kernel void @k() #0 {\n  call void @f() #1\n  ret void\n}\n'
        'declare void @f() #1\n'
        'attributes #0 = { nounwind "target-cpu"="gfx950" }\n'
        'attributes #1 = { "target-cpu"="gfx950" "target-features"="+x" }\n'
        'attributes #10 = { nounwind }\n'
    )
    out = triton_amd.prepare_ir(ir)
    assert "#1" not in out.replace("#10", "") and "attributes #10 = { nounwind }" in out
    assert "define amdgpu_kernel void @k() #0 {" in out and "declare void @f()\n" in out
    assert "call void @f()\n" in out


def test_stale_target_cpu_would_build_another_chip():
    """Why prepare_ir strips target-cpu: with a stale gfx90a attribute, Triton's LLVM asked for
    gfx942 builds the kernel for gfx90a (a release without the sc bits) and says nothing."""
    ir = colljit.generate("barrier.w8.gfx942", "llvm")
    stale = re.sub(r"(attributes #0 = \{)", r'\1 "target-cpu"="gfx90a"', ir, count=1)
    assert stale != ir
    llvm, _ = triton_amd._triton()
    raw = triton_amd._translate(llvm, stale, "gfx942", False)
    fixed = triton_amd.compile_ir(stale, "gfx942", output="asm")
    assert "buffer_wbl2 sc0 sc1" in fixed
    assert "buffer_wbl2 sc0 sc1" not in raw and "buffer_wbl2" in raw


def test_code_object_version_matches_colljit_llvm():
    plan = colljit.Plan("barrier.w8.gfx942")
    hsaco = triton_amd.compile_plan(plan)
    assert triton_amd.code_object_arch(hsaco) == ("gfx942", triton_amd.CODE_OBJECT_VERSION)
    try:
        ours = plan.generate("obj", "llvm")
    except colljit.ColljitError as e:
        pytest.skip(f"colljit's own libLLVM path is unavailable: {e}")
    assert triton_amd.code_object_arch(ours)[1] == triton_amd.CODE_OBJECT_VERSION


def checker_text(asm, kernel, key, arch):
    """The kernel's instructions from the compiler's assembly, in the layout of `colljit gen
    --emit isa` (a label line, then one instruction a line), with the header lines and the
    kernel descriptor's private segment size that amd_mm_check.py reads."""
    lines, inside, scratch = [], False, None
    for raw in asm.splitlines():
        text = raw.split(";")[0].split("//")[0].rstrip()
        m = re.match(r"\s*\.amdhsa_private_segment_fixed_size\s+(\d+)", text)
        if m:
            scratch = m.group(1)
        if text.startswith(kernel + ":"):
            inside = True
        elif inside and text.startswith(".Lfunc_end"):
            inside = False
        elif inside and text.strip() and not text.lstrip().startswith(".") and raw[:1] in "\t ":
            lines.append("  " + text.strip())
    assert lines, f"{kernel}: no instructions in the assembly"
    head = [f"; target: {arch}", f"; key: {key}", "; compiler: triton", f"{kernel}:"]
    tail = [f"  .amdhsa_private_segment_fixed_size {scratch}"] if scratch is not None else []
    return "\n".join(head + lines + tail) + "\n"


def keys():
    path = os.environ.get("COLLJIT_TRITON_KEYS")
    if not path:
        return KEYS
    with open(path) as f:
        return tuple(sorted({line.strip() for line in f if line.strip()}))


def test_every_kernel_compiles():
    out_dir = os.environ.get("COLLJIT_TRITON_ISA_DIR")
    count, t0 = 0, time.time()
    for arch in archs():
        for key in keys():
            plan = colljit.Plan(f"{key}.{arch}")
            ir = plan.generate("llvm")
            hsaco = triton_amd.compile_ir(ir, arch)
            assert triton_amd.code_object_arch(hsaco) == (arch, 5), plan.key
            count += 1
            if out_dir:
                asm = triton_amd.compile_ir(ir, arch, output="asm")
                os.makedirs(os.path.join(out_dir, arch), exist_ok=True)
                with open(os.path.join(out_dir, arch, plan.kernel_name + ".s"), "w") as f:
                    f.write(checker_text(asm, plan.kernel_name, plan.key, arch))
    print(f"triton {WHY}: {count} kernels compiled for {', '.join(archs())} "
          f"in {time.time() - t0:.1f} s")
    assert count >= len(keys())


def test_gemm_tile_takes_each_targets_mfma():
    """gfx950's tile multiplies with MFMA 32x32x16 (16-byte fragments), gfx942's with 32x32x8;
    no local of either lands in scratch although this path runs no IR optimiser."""
    want = {"gfx942": "v_mfma_f32_32x32x8", "gfx950": "v_mfma_f32_32x32x16_bf16"}
    for arch in archs():
        for layout in ("", ".bcol"):
            key = f"gemm.bf16.mnk512x512x512.tile128x128x32.st2.wp2x2{layout}.w1.{arch}"
            plan = colljit.Plan(key)
            asm = triton_amd.compile_ir(plan.generate("llvm"), arch, output="asm")
            assert want[arch] in asm, f"{plan.key}: no {want[arch]}"
            if arch == "gfx950":
                assert "v_mfma_f32_32x32x8" not in asm and "ds_read_b128" in asm, plan.key
            assert "scratch_" not in asm, f"{plan.key}: scratch"
            m = re.search(r"\.private_segment_fixed_size:\s*(\d+)", asm)
            assert m is None or m.group(1) == "0", f"{plan.key}: private segment {m.group(1)}"
