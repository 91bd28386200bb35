#!/usr/bin/env python3
"""Planted faults for check_hip_bindings.py: each is planted into a copy of colljit's
declarations (or of the bindings' .pxd / .pyx) and the checker must report it, with exit 1 and
the lines that name it; the unchanged copies must pass. Needs the bindings as the checker does
($COLLJIT_HIP_BINDINGS or --bindings PATH); exit 77 without them.

  check_hip_bindings_test.py [--bindings PATH]
"""
import argparse
import os
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
SRC = os.path.normpath(os.path.join(HERE, "..", ".."))
CHECK = os.path.join(HERE, "check_hip_bindings.py")
sys.path.insert(0, HERE)
import check_hip_bindings as chk  # noqa: E402

# what the checker reads of colljit
SOURCES = ("support/hip_abi.h", "support/hip_lib.c", "runtime/backend_hip.c",
           "toolchain/toolchain_hiprtc.c", "tests/rocm/test_hip_facts.cpp")

# (name, file, text, replacement, lines the report must hold)
CASES = [
    ("wrong enum value", "support/hip_abi.h",
     "CJ_HIP_ERR_CAPTURE_IMPLICIT = 906", "CJ_HIP_ERR_CAPTURE_IMPLICIT = 907",
     ["MISMATCH FACT(CJ_HIP_ERR_CAPTURE_IMPLICIT, hipErrorStreamCaptureImplicit)",
      "colljit:  CJ_HIP_ERR_CAPTURE_IMPLICIT = 907",
      "ROCm:     hipErrorStreamCaptureImplicit = 906"]),
    ("wrong field offset", "support/hip_abi.h",
     "CJ_HIP_PROPS_R0600_ARCH = 1160", "CJ_HIP_PROPS_R0600_ARCH = 1168",
     ["MISMATCH FACT(CJ_HIP_PROPS_R0600_ARCH, offsetof(hipDeviceProp_tR0600, gcnArchName))",
      "colljit:  CJ_HIP_PROPS_R0600_ARCH = 1168",
      "ROCm:     offsetof(hipDeviceProp_tR0600, gcnArchName) = 1160"]),
    ("wrong struct size", "support/hip_abi.h",
     "CJ_HIP_PROPS_R0600_BYTES = 1472", "CJ_HIP_PROPS_R0600_BYTES = 1468",
     ["ROCm:     sizeof(hipDeviceProp_tR0600) = 1472"]),
    ("wrong parameter count", "support/hip_abi.h",
     "(void **, void *, void **, char *, size_t)", "(void **, void *, void **, char *)",
     ["MISMATCH hipGraphInstantiate (support/hip_abi.h CJ_HIP_FUNCS): number of arguments",
      "colljit:  4: (void **, void *, void **, char *)"]),
    ("wrong parameter size", "support/hip_abi.h",
     "(void *, const void *, size_t, int, void *)", "(void *, const void *, unsigned, int, void *)",
     ["MISMATCH hipMemcpyAsync (support/hip_abi.h CJ_HIP_FUNCS): argument 3",
      "colljit:  unsigned: unsigned (int, 4 bytes)",
      "ROCm:     size_t sizeBytes: size_t (int, 8 bytes)"]),
    ("struct passed by pointer", "support/hip_abi.h",
     "(void **, cj_hip_ipc_handle, unsigned)", "(void **, cj_hip_ipc_handle *, unsigned)",
     ["MISMATCH hipIpcOpenMemHandle (support/hip_abi.h CJ_HIP_FUNCS): argument 2"]),
    ("pointer to a smaller object", "support/hip_abi.h",
     "X(DeviceTotalMem, hipDeviceTotalMem, (size_t *, int))",
     "X(DeviceTotalMem, hipDeviceTotalMem, (int *, int))",
     ["MISMATCH hipDeviceTotalMem (support/hip_abi.h CJ_HIP_FUNCS): argument 1"]),
    ("renamed entry point", "support/hip_abi.h",
     "hipStreamIsCapturing, (void *, int *)", "hipStreamIsCapturingEx, (void *, int *)",
     ["MISMATCH hipStreamIsCapturingEx (support/hip_abi.h CJ_HIP_FUNCS)",
      "ROCm:     no such entry point (removed or renamed?)"]),
    ("entry point in the wrong library", "support/hip_abi.h",
     "X(GraphDestroy, hipGraphDestroy, (void *))",
     "X(GraphDestroy, hipGraphDestroy, (void *)) "
     "X(CodeSize, hiprtcGetCodeSize, (void *, size_t *))",
     ["MISMATCH hiprtcGetCodeSize (support/hip_abi.h CJ_HIP_FUNCS)",
      "colljit:  looked up in libamdhip64"]),
    ("wrong result type", "runtime/backend_hip.c",
     "const char *(*GetErrorString)(hipError_t);", "int (*GetErrorString)(hipError_t);",
     ["MISMATCH hipGetErrorString (runtime/backend_hip.c): result"]),
    ("hiprtc argument count", "support/hip_abi.h",
     "X(compile, hiprtcCompileProgram, (cj_rtc_prog, int, const char *const *))",
     "X(compile, hiprtcCompileProgram, (cj_rtc_prog, const char *const *))",
     ["MISMATCH hiprtcCompileProgram (support/hip_abi.h CJ_RTC_FUNCS): number of arguments"]),
    ("struct fields", "support/hip_abi.h",
     "char reserved[64];", "int reserved[16];",
     ["MISMATCH cj_hip_ipc_handle field 1 against hipIpcMemHandle_t",
      "colljit:  int reserved[16] at 0 (64 bytes)", "ROCm:     char reserved[64] at 0 (64 bytes)"]),
    ("removed constant", "tests/rocm/test_hip_facts.cpp",
     "FACT(CJ_HIP_MEMCPY_DTOD, hipMemcpyDeviceToDevice);",
     "FACT(CJ_HIP_MEMCPY_DTOD, hipMemcpyDeviceToDeviceEx);",
     ["MISMATCH FACT(CJ_HIP_MEMCPY_DTOD, hipMemcpyDeviceToDeviceEx)",
      "ROCm:     hipMemcpyDeviceToDeviceEx is not declared"]),
    # ROCm's side changing under colljit: the bindings' own declarations edited
    ("ROCm: a field added before gcnArchName", "rocm/bindings/cyhip.pxd",
     "        int hipReserved[32]\n        char gcnArchName[256]",
     "        int hipReserved[32]\n        int newField\n        char gcnArchName[256]",
     ["ROCm:     offsetof(hipDeviceProp_tR0600, gcnArchName) = 1164",
      "MISMATCH struct hipDeviceProp_t field gcnArchName: offset computed from the .pxd",
      "compiled: at 1160"]),
    ("ROCm: a name colljit cannot check gone", "rocm/bindings/cyhip.pxd",
     "#hipDeviceMallocUncached, or", "or",
     ["MISMATCH FACT(CJ_HIP_MALLOC_UNCACHED, hipDeviceMallocUncached)",
      "hipDeviceMallocUncached is named nowhere in the bindings (removed?)"]),
    ("ROCm: an entry point renamed", "rocm/bindings/cyhip.pyx",
     '"hipDeviceEnablePeerAccess")', '"hipDeviceEnablePeerAccess_v2")',
     ["MISMATCH hipDeviceEnablePeerAccess (support/hip_abi.h CJ_HIP_FUNCS)"]),
]


def copy_sources(dest):
    for rel in SOURCES:
        os.makedirs(os.path.dirname(os.path.join(dest, rel)), exist_ok=True)
        shutil.copy(os.path.join(SRC, rel), os.path.join(dest, rel))


def link_tree(tree, dest):
    """The unpacked bindings, every file a link but the .pxd and .pyx read (copied, to edit)."""
    def place(src, dst):
        if src.endswith((".pxd", ".pyx")):
            shutil.copy(src, dst)
        else:
            os.symlink(os.path.abspath(src), dst)
    shutil.copytree(tree, dest, copy_function=place)


def run(src, tree):
    p = subprocess.run([sys.executable, CHECK, "--bindings", tree, "--source", src],
                       stdout=subprocess.PIPE, stderr=subprocess.STDOUT, universal_newlines=True)
    return p.returncode, p.stdout


def plant(path, old, new):
    with open(path, encoding="utf-8") as f:
        text = f.read()
    if text.count(old) != 1:
        raise SystemExit("check_hip_bindings_test: %r found %d times in %s" %
                         (old, text.count(old), path))
    with open(path, "w", encoding="utf-8") as f:
        f.write(text.replace(old, new))


def main(argv):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--bindings", default=os.environ.get("COLLJIT_HIP_BINDINGS"))
    a = ap.parse_args(argv)
    if not a.bindings:
        print("check_hip_bindings_test: SKIPPED: no bindings (set COLLJIT_HIP_BINDINGS)")
        return chk.SKIP
    tmp = tempfile.mkdtemp(prefix="cj-hip-bindings-test.")
    try:
        tree = chk.unpack(a.bindings, tmp)
        if not tree:
            print("check_hip_bindings_test: FAILED: no bindings in %s" % a.bindings)
            return 1
        src, plant_tree = os.path.join(tmp, "src"), os.path.join(tmp, "bindings")
        copy_sources(src)
        link_tree(tree, plant_tree)
        rc, out = run(src, plant_tree)
        failed = 0
        if rc != 0:
            print("FAILED: the unchanged declarations: exit %d\n%s" % (rc, out))
            failed += 1
        else:
            print("ok: unchanged declarations agree (%s)" % out.strip().splitlines()[-1])
        for name, rel, old, new, want in CASES:
            base = plant_tree if rel.startswith("rocm/") else src
            path = os.path.join(base, rel)
            shutil.copy(path, path + ".orig")
            plant(path, old, new)
            rc, out = run(src, plant_tree)
            shutil.move(path + ".orig", path)
            missing = [w for w in want if w not in out]
            if rc != 1 or missing:
                failed += 1
                print("FAILED: %s: exit %d, missing %s\n%s" % (name, rc, missing, out))
                continue
            print("ok: %s: reported" % name)
            for line in out.splitlines():
                if line.startswith(("MISMATCH", "  ")):
                    print("    " + line)
        print("check_hip_bindings_test: %d planted faults, %d not reported as they should be" %
              (len(CASES), failed))
        return 1 if failed else 0
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
