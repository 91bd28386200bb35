"""AMD code objects from colljit's LLVM IR through the LLVM inside the Triton wheel (its AMDGPU
backend and lld), on a machine that has Triton but no ROCm toolchain and no libLLVM of its own:

    import colljit
    from colljit import triton_amd
    ir = colljit.generate("allgather.bf16.n1048576.w8.gfx942", "llvm")
    hsaco = triton_amd.compile_ir(ir, "gfx942")            # bytes: a loadable code object
    text = triton_amd.compile_ir(ir, "gfx950", output="asm")  # the compiler's assembly
    hsaco = triton_amd.compile_plan(colljit.Plan("barrier.w8.gfx950"))

The IR is prepared first (prepare_ir): every "target-cpu" and "target-features" attribute is
removed, because a stale one makes LLVM build that function for the chip it names whatever
the target asked for, and the code-object version is pinned (module flag
amdhsa_code_object_version) to CODE_OBJECT_VERSION: version 5, the one colljit's own libLLVM
path produces, whatever default the Triton wheel's LLVM has.
"""

import os
import re
import struct
import tempfile

__all__ = ["CODE_OBJECT_VERSION", "available", "code_object_arch", "compile_ir", "compile_plan",
           "prepare_ir"]

CODE_OBJECT_VERSION = 5
TRIPLE = "amdgcn-amd-amdhsa"
ARCHS = ("gfx90a", "gfx942", "gfx950")
# EF_AMDGPU_MACH_* (the low byte of an AMD code object's e_flags), and the ELF ABI version
# byte of each code-object version (ELFABIVERSION_AMDGPU_HSA_V4.. = 2..)
_MACH = {0x3F: "gfx90a", 0x4C: "gfx942", 0x4F: "gfx950"}
_ABI_VERSION = {4: 2, 5: 3, 6: 4}

_ATTR_RE = re.compile(r'\s*"target-(?:cpu|features)"="[^"]*"')
_EMPTY_GROUP_RE = re.compile(r"^attributes #(\d+) = \{\s*\}", re.M)
_COV_RE = re.compile(r'(!\{i32 \d+, !"amdhsa_code_object_version", i32 )(\d+)(\})')
_FLAGS_RE = re.compile(r"^!llvm\.module\.flags = !\{(.*)\}\s*$", re.M)
_MD_ID_RE = re.compile(r"^!(\d+) = ", re.M)


def _triton():
    """(llvm, amd) modules of the installed Triton; ImportError saying what is missing."""
    try:
        from triton._C.libtriton import amd, llvm
    except ImportError as e:
        raise ImportError(f"Triton with its AMD backend is not installed ({e})") from e
    if not hasattr(llvm, "translate_to_asm") or not hasattr(amd, "link_hsaco"):
        raise ImportError("this Triton lacks llvm.translate_to_asm or amd.link_hsaco")
    if hasattr(llvm, "init_targets"):
        llvm.init_targets()
    return llvm, amd


def available():
    """(True, Triton's version) when this path works here, else (False, why)."""
    try:
        _triton()
        import triton
        return True, triton.__version__
    except ImportError as e:
        return False, str(e)


def prepare_ir(ir, code_object_version=CODE_OBJECT_VERSION):
    """The IR with target-cpu/target-features attributes removed (an attribute group left empty
    goes, with its references) and the code-object version pinned (an existing
    amdhsa_code_object_version flag is rewritten, else one is added)."""
    if code_object_version not in _ABI_VERSION:
        raise ValueError(f"code_object_version: {code_object_version} is not 4, 5 or 6")
    out = _ATTR_RE.sub("", ir)
    # a group left empty is not IR: drop it and every reference to it
    for n in _EMPTY_GROUP_RE.findall(out):
        out = re.sub(rf"^attributes #{n} = \{{\s*\}}\n?", "", out, flags=re.M)
        out = re.sub(rf"\s#{n}(?![0-9])", "", out)
    value = str(code_object_version * 100)
    if _COV_RE.search(out):
        return _COV_RE.sub(lambda m: m.group(1) + value + m.group(3), out)
    ids = [int(i) for i in _MD_ID_RE.findall(out)]
    node = max(ids, default=0) + 1
    flag = f'!{node} = !{{i32 1, !"amdhsa_code_object_version", i32 {value}}}\n'
    m = _FLAGS_RE.search(out)
    if m:
        listed = m.group(1).strip()
        entry = f"!llvm.module.flags = !{{{listed + ', ' if listed else ''}!{node}}}"
        return out[: m.start()] + entry + out[m.end():] + ("" if out.endswith("\n") else "\n") + flag
    return out + ("" if out.endswith("\n") else "\n") + f"!llvm.module.flags = !{{!{node}}}\n" + flag


def _translate(llvm, ir, arch, is_object):
    try:  # Triton 3.2 and later: (..., enable_fp_fusion, is_object, canonicalize_gep)
        return llvm.translate_to_asm(ir, TRIPLE, arch, "", [], False, is_object, False)
    except TypeError:  # earlier 3.x: no canonicalize_gep
        return llvm.translate_to_asm(ir, TRIPLE, arch, "", [], False, is_object)


def compile_ir(ir, arch, output="hsaco", code_object_version=CODE_OBJECT_VERSION):
    """Compiles colljit's LLVM IR text for `arch` (gfx90a, gfx942, gfx950) with Triton's LLVM.
    output="hsaco": the linked code object (bytes); "asm": the assembly text (str)."""
    if arch not in ARCHS:
        raise ValueError(f"arch: {arch!r} is not one of {', '.join(ARCHS)}")
    if output not in ("hsaco", "asm"):
        raise ValueError(f"output: {output!r} is not 'hsaco' or 'asm'")
    llvm, amd = _triton()
    src = prepare_ir(ir, code_object_version)
    if output == "asm":
        return _translate(llvm, src, arch, False)
    obj = _translate(llvm, src, arch, True)
    with tempfile.TemporaryDirectory(prefix="colljit-triton-") as d:
        relocatable, linked = os.path.join(d, "kernel.o"), os.path.join(d, "kernel.hsaco")
        with open(relocatable, "wb") as f:
            f.write(obj)
        amd.link_hsaco(relocatable, linked)
        with open(linked, "rb") as f:
            hsaco = f.read()
    got = code_object_arch(hsaco)
    if got != (arch, code_object_version):
        raise RuntimeError(f"Triton's LLVM built {got} instead of ({arch!r}, {code_object_version})")
    return hsaco


def code_object_arch(hsaco):
    """(architecture, code-object version) an AMD code object is for, read from its ELF
    header; (None, None) for anything else."""
    if len(hsaco) < 52 or hsaco[:4] != b"\x7fELF" or struct.unpack_from("<H", hsaco, 18)[0] != 0xE0:
        return None, None
    mach = struct.unpack_from("<I", hsaco, 48)[0] & 0xFF
    cov = {v: k for k, v in _ABI_VERSION.items()}.get(hsaco[8])
    return _MACH.get(mach, f"mach 0x{mach:x}"), cov


def compile_plan(plan, output="hsaco"):
    """compile_ir of a colljit Plan's LLVM IR for the plan's own (AMD) target."""
    target = plan.request["target"].split(":")[0]
    return compile_ir(plan.generate("llvm"), target, output)
