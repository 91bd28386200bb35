#!/usr/bin/env python3
"""The main loop of colljit's AMD GEMM tile beside Triton's own matmul, read from the ISA (no GPU).

    python3 scripts/amd-isa-table.py --colljit build/colljit [--targets gfx942,gfx950]
        [--bk 32] [--stages 2] [--dump DIR]
    python3 scripts/amd-isa-table.py --analyze FILE [FILE ..]   (FILE: LLVM AMDGPU assembly, or
        llvm-objdump -d output followed by llvm-readelf --notes of the same code object)

Kernels, for each target and B layout (row-major K x N, column-major N x K), bf16 in, f32
accumulation, bf16 out, 4096^3, tile 128 x 128 x BK, 4 waves (2 x 2), `--stages` deep:
  colljit       the gemm op's kernel through colljit's own compile path (colljit gen --emit obj:
                libLLVM's default<O3> and code generation), disassembled by llvm-objdump-N;
                skipped where that path refuses the target (LLVM 19 does not know gfx950)
  colljit/tl    the same kernel's LLVM IR (colljit gen --emit llvm) optimized at O3 and
                compiled by the LLVM inside the installed Triton wheel (same compiler as Triton's)
  triton        a plain Triton matmul (tl.dot over the same tile, num_warps 4, num_stages
                `--stages`), compiled by the installed Triton for the target (triton.compile)
Triton must be importable by this Python for the last two.

What is counted, in the main loop (the innermost backward branch whose body holds an MFMA):
instructions, v_mfma (and the k depth they cover), LDS reads by width, LDS writes, global loads
(global_load_lds: direct to LDS), s_waitcnt, s_barrier; from the code object's metadata:
VGPRs (architected, accumulation), SGPRs, scratch, LDS bytes, and waves per SIMD
(512 VGPRs a lane a SIMD, allocated by 8, at most 8 waves; LDS 64 KiB a CU on gfx942, 160 KiB on
gfx950, 4 waves a block).
"""

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile

MFMA_RE = re.compile(r"v_mfma_\w+?_(\d+)x(\d+)x(\d+)")
LDS_BYTES = {"gfx90a": 65536, "gfx942": 65536, "gfx950": 163840}


# ---- parsing ----------------------------------------------------------------------------------
def parse(text):
    """(instructions, meta): instructions as [mnemonic, operands, target index or None]
    for the first kernel in `text` (LLVM assembly or llvm-objdump + llvm-readelf output)."""
    if re.search(r"^\s*\w[\w.]*\s.*//\s*[0-9A-Fa-f]{8,}:", text, re.M):
        return parse_objdump(text)
    return parse_asm(text)


def parse_asm(text):
    insts, labels, pending = [], {}, []
    meta = {}
    for raw in text.splitlines():
        line = raw.split(";")[0].split("//")[0].rstrip()
        m = re.match(r"^([.\w$]+):\s*$", line)
        if m:
            labels[m.group(1)] = len(insts)
            continue
        s = line.strip()
        if not s or s.startswith("."):
            d = re.match(r"\s*\.(amdhsa_\w+)\s+(\S+)", line)
            if d:
                meta.setdefault(d.group(1), d.group(2))
            for key in ("NumVgprs", "NumAgprs", "TotalNumVgprs", "NumSgprs", "ScratchSize",
                        "Occupancy"):
                c = re.match(rf"\s*;\s*{key}:\s*(\d+)", raw)
                if c:
                    meta.setdefault(key, int(c.group(1)))
            continue
        parts = s.split(None, 1)
        insts.append([parts[0], parts[1] if len(parts) > 1 else "", None])
        if parts[0].startswith("s_cbranch") or parts[0] == "s_branch":
            pending.append((len(insts) - 1, parts[1].split(",")[0].strip()))
    for i, lab in pending:
        insts[i][2] = labels.get(lab)
    vgpr = meta.get("NumVgprs", 0)
    agpr = meta.get("NumAgprs", 0)
    total = meta.get("TotalNumVgprs")
    if total is None:
        total = int(meta.get("amdhsa_accum_offset", vgpr)) + agpr if agpr else vgpr
    return insts, {
        "vgpr": vgpr, "agpr": agpr, "vgpr_total": total,
        "sgpr": meta.get("NumSgprs", int(meta.get("amdhsa_next_free_sgpr", 0))),
        "scratch": int(meta.get("amdhsa_private_segment_fixed_size", meta.get("ScratchSize", 0))),
        "lds": int(meta.get("amdhsa_group_segment_fixed_size", 0)),
    }


def parse_objdump(text):
    insts, addr_of, pending = [], {}, []
    meta, base = {}, None
    for line in text.splitlines():
        f = re.match(r"^([0-9a-fA-F]+) <([^>+]+)>:", line)
        if f:
            if base is not None:
                break  # the first function only
            base = int(f.group(1), 16)
            continue
        m = re.match(r"^\s+(\w[\w.]*)\s*(.*?)\s*//\s*([0-9A-Fa-f]+):[^<]*(?:<[^+>]*\+0x([0-9a-fA-F]+)>)?",
                     line)
        if m and base is not None:
            addr_of[int(m.group(3), 16)] = len(insts)
            insts.append([m.group(1), m.group(2), None])
            if m.group(4) and (m.group(1).startswith("s_cbranch") or m.group(1) == "s_branch"):
                pending.append((len(insts) - 1, base + int(m.group(4), 16)))
        k = re.match(r"^\s*-?\s*\.(vgpr_count|agpr_count|sgpr_count|private_segment_fixed_size|"
                     r"group_segment_fixed_size):\s*(\d+)", line)
        if k:
            meta.setdefault(k.group(1), int(k.group(2)))
    for i, a in pending:
        insts[i][2] = addr_of.get(a)
    agpr = meta.get("agpr_count", 0)
    total = meta.get("vgpr_count", 0)  # gfx90a and later: architected + accumulation, aligned
    return insts, {
        "vgpr": total - agpr if agpr else total, "agpr": agpr, "vgpr_total": total,
        "sgpr": meta.get("sgpr_count", 0), "scratch": meta.get("private_segment_fixed_size", 0),
        "lds": meta.get("group_segment_fixed_size", 0),
    }


# ---- the main loop ------------------------------------------------------------------------------
def blocks(insts):
    """basic blocks [(first, last)] and successor lists"""
    starts = {0}
    for i, (mn, _, t) in enumerate(insts):
        if mn.startswith("s_cbranch") or mn in ("s_branch", "s_endpgm", "s_setpc_b64"):
            starts.add(i + 1)
            if t is not None:
                starts.add(t)
    starts = sorted(x for x in starts if x < len(insts))
    bl = [(s, (starts[k + 1] if k + 1 < len(starts) else len(insts)) - 1)
          for k, s in enumerate(starts)]
    at = {s: k for k, (s, _) in enumerate(bl)}
    succ = []
    for k, (s, e) in enumerate(bl):
        mn, _, t = insts[e]
        out = []
        if t is not None and (mn.startswith("s_cbranch") or mn == "s_branch"):
            out.append(at[t])
        if mn not in ("s_branch", "s_endpgm", "s_setpc_b64") and k + 1 < len(bl):
            out.append(k + 1)
        succ.append(out)
    return bl, succ


def dominators(n, succ):
    pred = [[] for _ in range(n)]
    for u in range(n):
        for v in succ[u]:
            pred[v].append(u)
    dom = [set(range(n)) for _ in range(n)]
    dom[0] = {0}
    changed = True
    while changed:
        changed = False
        for v in range(1, n):
            ps = [dom[p] for p in pred[v]]
            new = (set.intersection(*ps) if ps else set()) | {v}
            if new != dom[v]:
                dom[v], changed = new, True
    return dom, pred


def main_loop(insts):
    """the instruction indices of the innermost natural loop (back edge to a dominating header;
    loops of one header merged) whose blocks hold an MFMA; None without one"""
    bl, succ = blocks(insts)
    dom, pred = dominators(len(bl), succ)
    loops = {}
    for u in range(len(bl)):
        for h in succ[u]:
            if h in dom[u]:  # back edge u -> h
                body, work = {h}, [u]
                while work:
                    x = work.pop()
                    if x not in body:
                        body.add(x)
                        work.extend(pred[x])
                loops.setdefault(h, set()).update(body)
    best = None
    for h, body in loops.items():
        idx = [i for k in sorted(body) for i in range(bl[k][0], bl[k][1] + 1)]
        if not any(insts[i][0].startswith("v_mfma") for i in idx):
            continue
        if best is None or len(idx) < len(best):
            best = idx
    return best


def count(insts, meta, arch):
    span = main_loop(insts)
    r = {"loop": span is not None}
    body = [insts[i] for i in span] if span else []
    mf = [x for x in body if x[0].startswith("v_mfma")]
    r["insts"] = len(body)
    r["mfma"] = len(mf)
    kdepth = 0
    for x in mf:
        m = MFMA_RE.match(x[0])
        if m:
            kdepth += int(m.group(1)) * int(m.group(2)) * int(m.group(3))
    r["mfma_shape"] = ",".join(sorted({MFMA_RE.match(x[0]).group(0)[7:] for x in mf
                                       if MFMA_RE.match(x[0])}))
    r["macs"] = kdepth  # one wave's m x n x k per iteration (its part of the tile: 64 x 64)

    def by(prefixes):
        out = {}
        for x in body:
            if any(x[0].startswith(p) for p in prefixes):
                out[x[0]] = out.get(x[0], 0) + 1
        return out
    r["lds_read"] = by(("ds_read", "ds_load"))
    r["lds_write"] = by(("ds_write", "ds_store"))
    r["global"] = by(("global_load", "buffer_load"))
    r["waitcnt"] = sum(1 for x in body if x[0].startswith("s_waitcnt"))
    r["barrier"] = sum(1 for x in body if x[0] == "s_barrier")
    r["lds_read_bytes"] = sum(n * lds_bytes(m) for m, n in r["lds_read"].items())
    r.update(meta)
    total = meta["vgpr_total"]
    alloc = (total + 7) // 8 * 8 if total else 8
    r["waves_vgpr"] = min(8, 512 // alloc)
    lds = meta["lds"]
    blocks = LDS_BYTES.get(arch, 65536) // lds if lds else 99
    r["waves_lds"] = min(8, blocks)  # a block of 4 waves puts one wave on each of the 4 SIMDs
    r["waves"] = min(r["waves_vgpr"], r["waves_lds"])
    r["waits_in_mfma"] = waits_in_mfma_run(body)
    return r


def lds_bytes(mn):
    """bytes a lane reads with one LDS instruction"""
    if "b128" in mn:
        return 16
    if "read2" in mn or "load_2" in mn:
        return 2 * lds_bytes(mn.replace("2st64", "").replace("read2", "read"))
    if "b96" in mn:
        return 12
    if "b64" in mn:
        return 8
    if "b32" in mn:
        return 4
    if "u16" in mn or "i16" in mn or "b16" in mn:
        return 2
    return 1


def waits_in_mfma_run(body):
    """s_waitcnt from the loop's first MFMA to its last (waits that stall between MFMAs)"""
    mf = [i for i, x in enumerate(body) if x[0].startswith("v_mfma")]
    if not mf:
        return "-"
    return str(sum(1 for x in body[mf[0]:mf[-1] + 1] if x[0].startswith("s_waitcnt")))


# ---- kernels --------------------------------------------------------------------------------------
TRITON_SRC = '''
import triton, triton.language as tl

@triton.jit
def matmul(a_ptr, b_ptr, c_ptr, M, N, K, sam, sak, sbk, sbn, scm, scn,
           BM: tl.constexpr, BN: tl.constexpr, BK: tl.constexpr, GM: tl.constexpr):
    pid = tl.program_id(0)
    npm = tl.cdiv(M, BM)
    npn = tl.cdiv(N, BN)
    per = GM * npn
    fm = (pid // per) * GM
    gs = min(npm - fm, GM)
    pm = fm + (pid % per) % gs
    pn = (pid % per) // gs
    rm = (pm * BM + tl.arange(0, BM)) % M
    rn = (pn * BN + tl.arange(0, BN)) % N
    rk = tl.arange(0, BK)
    a = a_ptr + rm[:, None] * sam + rk[None, :] * sak
    b = b_ptr + rk[:, None] * sbk + rn[None, :] * sbn
    acc = tl.zeros((BM, BN), dtype=tl.float32)
    for k in range(0, tl.cdiv(K, BK)):
        acc += tl.dot(tl.load(a), tl.load(b))
        a += BK * sak
        b += BK * sbk
    cm = pm * BM + tl.arange(0, BM)
    cn = pn * BN + tl.arange(0, BN)
    c = c_ptr + cm[:, None] * scm + cn[None, :] * scn
    tl.store(c, acc.to(tl.bfloat16), mask=(cm[:, None] < M) & (cn[None, :] < N))
'''


def triton_matmul(arch, bcol, bk, stages):
    """Triton's matmul for 4096^3 bf16 (A row-major; B row-major or column-major): its assembly."""
    import importlib.util
    import triton
    from triton.backends.compiler import GPUTarget
    d = tempfile.mkdtemp(prefix="amd-isa-")
    path = os.path.join(d, "tl_matmul.py")  # @triton.jit reads the function's source file
    with open(path, "w") as f:
        f.write(TRITON_SRC)
    spec = importlib.util.spec_from_file_location("tl_matmul", path)
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    sig = {"a_ptr": "*bf16", "b_ptr": "*bf16", "c_ptr": "*bf16", "M": "i32", "N": "i32",
           "K": "i32", "sam": "i32", "sak": "constexpr", "sbk": "constexpr" if bcol else "i32",
           "sbn": "i32" if bcol else "constexpr", "scm": "i32", "scn": "constexpr",
           "BM": "constexpr", "BN": "constexpr", "BK": "constexpr", "GM": "constexpr"}
    const = {"sak": 1, "scn": 1, "BM": 128, "BN": 128, "BK": bk, "GM": 8,
             ("sbk" if bcol else "sbn"): 1}
    # pointers and the i32 sizes / strides divisible by 16 (what Triton's launcher specializes)
    attrs = {(i,): [["tt.divisibility", 16]] for i in (0, 1, 2, 3, 4, 5, 6, 8 if not bcol else 9, 10)}
    src = triton.compiler.ASTSource(mod.matmul, sig, const, attrs)
    k = triton.compile(src, target=GPUTarget("hip", arch, 64),
                       options={"num_warps": 4, "num_stages": stages})
    shutil.rmtree(d, ignore_errors=True)
    # its LDS is dynamic (the launcher passes metadata.shared; the code object says 0)
    return k.asm["amdgcn"], int(k.metadata.shared)


def colljit_key(arch, bcol, bk, stages):
    return (f"gemm.bf16.mnk4096x4096x4096.tile128x128x{bk}.st{stages}.wp2x2"
            f"{'.bcol' if bcol else ''}.w1.{arch}")


def colljit_own(cj, key, arch, llvm_major):
    """colljit's own path: the code object, disassembled; None where the path refuses."""
    p = subprocess.run([cj, "gen", key, "--emit", "obj"], capture_output=True)
    if p.returncode:
        return None, p.stderr.decode().strip()
    with tempfile.NamedTemporaryFile(suffix=".hsaco") as f:
        f.write(p.stdout)
        f.flush()
        dis = subprocess.run([f"llvm-objdump-{llvm_major}", "-d", f"--mcpu={arch}", f.name],
                             capture_output=True, text=True, check=True).stdout
        notes = subprocess.run([f"llvm-readelf-{llvm_major}", "--notes", f.name],
                               capture_output=True, text=True, check=True).stdout
    return dis + "\n" + notes, None


def colljit_triton_llvm(cj, key, arch, llvm_major):
    """colljit's LLVM IR through default<O3> of opt-N (the pipeline colljit's own path runs;
    Triton's Python binding has no LLVM IR parser, and LLVM 19 does not know gfx950, whose
    middle end is given gfx942's cost model), then code generation by the LLVM inside the
    Triton wheel: assembly text."""
    from triton._C.libtriton import llvm
    ir = subprocess.run([cj, "gen", key, "--emit", "llvm"], capture_output=True, text=True,
                        check=True).stdout
    ir = re.sub(r'\s*"target-(?:cpu|features)"="[^"]*"', "", ir)
    opt_cpu = arch if arch in ("gfx90a", "gfx942") or int(llvm_major) >= 20 else "gfx942"
    opt = subprocess.run([f"opt-{llvm_major}", "-S", "-passes=default<O3>",
                          "-mtriple=amdgcn-amd-amdhsa", f"-mcpu={opt_cpu}"], input=ir,
                         capture_output=True, text=True, check=True).stdout
    opt = re.sub(r'\s*"target-(?:cpu|features)"="[^"]*"', "", opt)
    for n in re.findall(r"^attributes #(\d+) = \{\s*\}", opt, flags=re.M):  # left empty
        opt = re.sub(rf"^attributes #{n} = \{{\s*\}}\n?", "", opt, flags=re.M)
        opt = re.sub(rf"\s#{n}(?![0-9])", "", opt)
    llvm.init_targets()
    return llvm.translate_to_asm(opt, "amdgcn-amd-amdhsa", arch, "", [], False, False, False)


# ---- the table ----------------------------------------------------------------------------------
def fmt_counts(d):
    if not d:
        return "0"
    return ", ".join(f"{n} {m}" for m, n in sorted(d.items(), key=lambda kv: -kv[1]))


ROWS = [
    ("main loop: instructions", lambda r: str(r["insts"])),
    ("v_mfma (shape)", lambda r: f"{r['mfma']} ({r['mfma_shape']})"),
    ("k per loop iteration", lambda r: str(r["macs"] // (64 * 64))),
    ("MFMA density (v_mfma / instruction)", lambda r: f"{r['mfma'] / r['insts']:.3f}" if r["insts"] else "-"),
    ("instructions per k (per 8 k)", lambda r: f"{r['insts'] * 8 / (r['macs'] // 4096):.1f}" if r["macs"] else "-"),
    ("LDS reads", lambda r: fmt_counts(r["lds_read"])),
    ("LDS reads per MFMA", lambda r: f"{sum(r['lds_read'].values()) / r['mfma']:.2f}" if r["mfma"] else "-"),
    ("LDS bytes read per lane per 8 k", lambda r: f"{r['lds_read_bytes'] * 8 / (r['macs'] // 4096):.0f}" if r["macs"] else "-"),
    ("LDS writes", lambda r: fmt_counts(r["lds_write"])),
    ("global loads", lambda r: fmt_counts(r["global"])),
    ("s_waitcnt (inside the MFMA run)", lambda r: f"{r['waitcnt']} ({r['waits_in_mfma']})"),
    ("s_barrier", lambda r: str(r["barrier"])),
    ("VGPRs arch + acc (total)", lambda r: f"{r['vgpr']} + {r['agpr']} ({r['vgpr_total']})"),
    ("SGPRs", lambda r: str(r["sgpr"])),
    ("scratch bytes", lambda r: str(r["scratch"])),
    ("LDS bytes (block)", lambda r: str(r["lds"])),
    ("waves per SIMD (VGPRs, LDS)", lambda r: f"{r['waves']} ({r['waves_vgpr']}, {r['waves_lds']})"),
]


def table(cols):
    """cols: [(name, result)] -> markdown"""
    out = ["| | " + " | ".join(n for n, _ in cols) + " |",
           "| --- |" + " --- |" * len(cols)]
    for label, f in ROWS:
        out.append(f"| {label} | " + " | ".join(f(r) if r else "-" for _, r in cols) + " |")
    return "\n".join(out)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--colljit", help="the colljit CLI (e.g. build/colljit)")
    ap.add_argument("--targets", default="gfx942,gfx950")
    ap.add_argument("--bk", type=int, default=32)
    ap.add_argument("--stages", type=int, default=2)
    ap.add_argument("--llvm", default="19", help="major version of llvm-objdump / llvm-readelf")
    ap.add_argument("--dump", help="write every kernel's assembly into this directory")
    ap.add_argument("--no-triton-llvm", action="store_true",
                    help="skip colljit's IR through Triton's LLVM")
    ap.add_argument("--analyze", nargs="+", help="only count these files")
    a = ap.parse_args()
    if a.analyze:
        for path in a.analyze:
            arch = next((x for x in LDS_BYTES if x in path), "gfx942")
            insts, meta = parse(open(path).read())
            print(f"### {path}\n\n{table([(arch, count(insts, meta, arch))])}\n")
        return 0
    if not a.colljit:
        ap.error("--colljit or --analyze")
    if a.dump:
        os.makedirs(a.dump, exist_ok=True)
    for arch in a.targets.split(","):
        for bcol in (0, 1):
            cols = []
            key = colljit_key(arch, bcol, a.bk, a.stages)
            texts = []
            own, why = colljit_own(a.colljit, key, arch, a.llvm)
            if own is not None:
                texts.append((f"colljit (LLVM {a.llvm})", "colljit", own))
            else:
                print(f"<!-- {key}: colljit's own path: {why} -->")
            if not a.no_triton_llvm:
                try:
                    texts.append(("colljit (Triton's LLVM)", "colljit-tl",
                                  colljit_triton_llvm(a.colljit, key, arch, a.llvm)))
                except Exception as e:  # noqa: BLE001
                    print(f"<!-- {key}: Triton's LLVM: {e} -->")
            tl_asm, tl_lds = triton_matmul(arch, bcol, a.bk, a.stages)
            texts.append(("Triton", "triton", tl_asm))
            for name, tag, text in texts:
                if a.dump:
                    with open(os.path.join(a.dump, f"{tag}-{arch}-{'bcol' if bcol else 'brow'}.s"),
                              "w") as f:
                        f.write(text)
                insts, meta = parse(text)
                if tag == "triton":
                    meta["lds"] = max(meta["lds"], tl_lds)
                cols.append((name, count(insts, meta, arch)))
            print(f"#### {arch}, B {'column' if bcol else 'row'}-major ({key})\n")
            print(table(cols) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
