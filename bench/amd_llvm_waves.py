#!/usr/bin/env python3
"""What the LLVM IR's "amdgpu-waves-per-eu"="2" does to the gemm op's AMD kernels (no GPU):
each kernel's LLVM IR as colljit prints it, and the same IR with the attribute added (or, where
colljit writes it, removed), compiled by LLVM 19 (opt-19 default<O3> + llc-19 -O3: the
pipeline of colljit's own path), LLVM 21 (opt-21 / llc-21 inside --chroot DIR, optional) and
the LLVM inside the Triton wheel (colljit.triton_amd.compile_ir: no IR optimiser, as CI);
registers, scratch, waves per SIMD and the main loop's instructions per 8 k counted by
scripts/amd-isa-table.py. Prints a markdown table by kernel group; --json keeps every row.

    python3 bench/amd_llvm_waves.py --colljit build/colljit [--chroot DIR] [--json FILE]
"""
import argparse
import collections
import importlib.util
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location(
    "isa", os.path.join(HERE, "..", "scripts", "amd-isa-table.py"))
isa = importlib.util.module_from_spec(spec)
spec.loader.exec_module(isa)
sys.path.insert(0, os.path.join(HERE, "..", "python"))
ATTR = '"amdgpu-waves-per-eu"="2" '
A = None


def keys():
    """The goal shapes (B row and column-major), 40 drawn at random (dtype, B layout, bias,
    f32 out; some K with a masked last k tile), gemm_reducescatter's ce form (addends) at 2 and
    4 ranks, and one row of tiles."""
    rnd = random.Random(29)
    out = []
    for m, n, k in [(1024, 3584, 8192), (4096, 3584, 8192), (16384, 3584, 8192),
                    (4096, 4096, 4096), (4096, 11008, 4096), (4096, 14336, 4096),
                    (8192, 8192, 8192), (512, 4096, 4096), (4000, 3000, 1000)]:
        for bcol in ("", ".bcol"):
            out.append(f"gemm.bf16.mnk{m}x{n}x{k}{bcol}.w1")
    for _ in range(40):
        m = rnd.choice([256, 512, 1024, 2048, 3072, 4096, 8192]) + rnd.choice([0, 0, 0, 32, 96])
        n = rnd.choice([512, 1024, 3584, 4096, 11008, 14336]) + rnd.choice([0, 0, 0, 64])
        k = rnd.choice([512, 1024, 2048, 4096, 8192]) + rnd.choice([0, 0, 0, 8, 32])
        t = [f"gemm.{rnd.choice(['bf16', 'f16'])}.mnk{m}x{n}x{k}"]
        t += [x for x, pr in (("bcol", .4), ("bias", .3), ("of32", .3)) if rnd.random() < pr]
        out.append(".".join(t + ["w1"]))
    for m, n, k in [(1024, 3584, 4096), (4096, 3584, 4096), (16384, 3584, 4096),
                    (2048, 4096, 2048)]:
        for w in (2, 4):
            out += [f"gemm.bf16.mnk{m}x{n}x{k}.addslots.w{w}",
                    f"gemm.bf16.mnk{m}x{n}x{k}.bias.addslots.w{w}"]
    out += ["gemm.bf16.mnk128x4096x4096.w1", "gemm.bf16.mnk64x4096x4096.w1",
            "gemm.f16.mnk96x14336x4096.w1", "gemm.bf16.mnk129x4096x4096.w1"]
    return out


def gen(key, emit):
    p = subprocess.run([A.colljit, "gen", key, "--emit", emit], capture_output=True, text=True)
    return p.stdout if p.returncode == 0 else None


def toggled(ir):
    end = '"uniform-work-group-size"="true" }'
    if ATTR in ir:
        return ir.replace(ATTR, "")
    return ir.replace(end, end[:-1] + ATTR + "}")


def llvm19(ir, arch):
    with tempfile.TemporaryDirectory() as d:
        open(f"{d}/k.ll", "w").write(ir)
        subprocess.run(["opt-19", "-passes=default<O3>", "-mtriple=amdgcn-amd-amdhsa",
                        f"-mcpu={arch}", f"{d}/k.ll", "-o", f"{d}/k.bc"], check=True,
                       capture_output=True)
        subprocess.run(["llc-19", "-O3", "-mtriple=amdgcn-amd-amdhsa", f"-mcpu={arch}",
                        f"{d}/k.bc", "-o", f"{d}/k.s"], check=True, capture_output=True)
        return open(f"{d}/k.s").read()


def llvm21(ir, arch):
    d = tempfile.mkdtemp(dir=os.path.join(A.chroot, "tmp"))
    rel = d[len(A.chroot.rstrip("/")):]
    try:
        open(f"{d}/k.ll", "w").write(ir)
        subprocess.run(["chroot", A.chroot, "bash", "-c",
                        f"opt-21 -passes='default<O3>' -mtriple=amdgcn-amd-amdhsa -mcpu={arch} "
                        f"{rel}/k.ll -o {rel}/k.bc && llc-21 -O3 -mtriple=amdgcn-amd-amdhsa "
                        f"-mcpu={arch} {rel}/k.bc -o {rel}/k.s"], check=True, capture_output=True)
        return open(f"{d}/k.s").read()
    finally:
        subprocess.run(["rm", "-rf", d])


def triton(ir, arch):
    from colljit import triton_amd
    return triton_amd.compile_ir(ir, arch, output="asm")


COMPILERS = {"LLVM 19": llvm19, "LLVM 21": llvm21, "Triton's LLVM (no IR optimiser)": triton}


def stats(text, arch):
    insts, meta = isa.parse(text)
    r = isa.count(insts, meta, arch)
    per8 = r["insts"] * 8 / (r["macs"] / (64 * 64)) if r.get("macs") else None
    return {"regs": meta["vgpr_total"], "agpr": meta["agpr"], "scratch": meta["scratch"],
            "waves": r["waves"], "per8": per8}


def one(job):
    key, comp, arch = job
    ir = gen(f"{key}.{arch}", "llvm")
    if ir is None:
        return None
    hip = gen(f"{key}.{arch}", "hip") or ""
    without, with_ = (toggled(ir), ir) if ATTR in ir else (ir, toggled(ir))
    row = {"key": key, "compiler": comp, "arch": arch, "hip_bound": "amdgpu_waves_per_eu" in hip,
           "colljit_writes": ATTR in ir}
    for form, text in (("without", without), ("with", with_)):
        row[form] = stats(COMPILERS[comp](text, arch), arch)
    return row


def group(key):
    g = ["B column-major" if ".bcol" in key else "B row-major"]
    if "addslots" in key:
        g.append("with addends (gemm_reducescatter ce)")
    if int(key.split("mnk")[1].split("x")[0]) <= 128:
        g.append("one row of tiles")
    return ", ".join(g)


def main():
    global A
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--colljit", required=True)
    ap.add_argument("--chroot", help="a root with opt-21 and llc-21 (LLVM 21 rows)")
    ap.add_argument("--json")
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 2)
    A = ap.parse_args()
    jobs = [("LLVM 19", a) for a in ("gfx90a", "gfx942")] + [
        ("Triton's LLVM (no IR optimiser)", a) for a in ("gfx90a", "gfx942")]
    if A.chroot:
        jobs.append(("LLVM 21", "gfx942"))
    work = [(k, c, a) for k in keys() for c, a in jobs]
    with ThreadPoolExecutor(A.jobs) as ex:
        rows = [r for r in ex.map(one, work) if r]
    if A.json:
        json.dump(rows, open(A.json, "w"), indent=1)
    g = collections.OrderedDict()
    for r in rows:
        if not r["hip_bound"]:
            continue
        k = (group(r["key"]), r["compiler"], r["arch"])
        c = g.setdefault(k, collections.defaultdict(list))
        b, a = r["without"], r["with"]
        c["more"].append(a["waves"] > b["waves"])
        c["fewer"].append(a["waves"] < b["waves"])
        c["scratch"].append(a["scratch"] > 0 or b["scratch"] > 0)
        c["rb"].append(b["regs"])
        c["ra"].append(a["regs"])
        c["writes"].append(r["colljit_writes"])
        if b["per8"] and a["per8"]:
            c["pb"].append(b["per8"])
            c["pa"].append(a["per8"])
    print("| kernels | compiler | target | n | colljit writes it | a wave more | a wave fewer | "
          "scratch | registers without -> with | instructions per 8 k (median) |")
    print("| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |")
    for (name, comp, arch), c in sorted(g.items()):
        print(f"| {name} | {comp} | {arch} | {len(c['more'])} | {sum(c['writes'])} | "
              f"{sum(c['more'])} | {sum(c['fewer'])} | {sum(c['scratch'])} | "
              f"{min(c['rb'])}-{max(c['rb'])} -> {min(c['ra'])}-{max(c['ra'])} | "
              f"{statistics.median(c['pb']):.2f} -> {statistics.median(c['pa']):.2f} |")
    print(f"\n{sum(1 for r in rows if not r['hip_bound'])} kernel-compiler pairs outside the "
          "HIP rule (cj__gemm_amd_waves: no bound anywhere) not shown.")


if __name__ == "__main__":
    main()
