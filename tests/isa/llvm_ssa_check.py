#!/usr/bin/env python3
"""The LLVM printer's SSA form checked against LLVM's own mem2reg, kernel by kernel.

colljit's LLVM IR keeps no variable in memory: the printer builds SSA itself (phis where
control flow joins), so a code generator run without LLVM's optimiser (Triton's AMD path)
keeps no local in scratch. For every kernel amd_mm_dump wrote in both forms (KEY.ssa.ll:
cj__print_llvm; KEY.locals.ll: the same kernel with its variables as allocas) this check
  1. runs `opt -passes=verify` on the SSA form (dominance, phis against predecessors);
  2. finds no alloca in it;
  3. compares it with `opt -passes=mem2reg` of the allocas form: every value gets a label from
     its definition (opcode, types, operands' labels; a phi its incoming (block, label) pairs,
     or the one label they all have, undefined inputs aside), refined until stable; each block's
     non-phi instructions must then carry the same labels in the same order in both.
Then a planted fault the verifier cannot see: in each of up to 40 kernels, a constant input of
a phi that an instruction uses, changed by one, must fail step 3.

  llvm_ssa_check.py OPT DIR        exit 0 pass, 1 fail, 2 usage or input error
"""
import glob
import hashlib
import os
import re
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor

VAL = re.compile(r"%[-\w.$]+")
DEF = re.compile(r"^(%[-\w.$]+) = (.*)$")
LABEL = re.compile(r"^([-\w.$]+):")
INCOMING = re.compile(r"\[\s*([^,\]]+),\s*%([-\w.$]+)\s*\]")
PHI = re.compile(r"(%phi\d+ = phi \S+ )\[ ([^,]+), (%[-\w.$]+) \], \[ ([^,]+), (%[-\w.$]+) \]")


def parse(text):
    """(blocks in order, {block: [(name or None, text)]}, {name: text}) of the one function."""
    order, blocks, defs, cur = [], {}, {}, None
    for line in text.splitlines():
        if line.startswith("define "):
            cur = "entry"
            order.append(cur)
            blocks[cur] = []
            continue
        if cur is None:
            continue
        if line.startswith("}"):
            break
        m = LABEL.match(line)
        if m:
            cur = m.group(1)
            order.append(cur)
            blocks[cur] = []
            continue
        t = line.split(";")[0].strip()
        if not t:
            continue
        m = DEF.match(t)
        if m:
            blocks[cur].append((m.group(1), m.group(2)))
            defs[m.group(1)] = m.group(2)
        else:
            blocks[cur].append((None, t))
    return order, blocks, defs


UNDEF = ("poison", "undef")


def trivial_phis(defs):
    """{phi: what it stands for} for phis whose inputs, themselves and undefined values aside,
    are one value (LLVM removes them; the printer never writes them, mem2reg may)."""
    alias = {}

    def res(v):
        while v in alias:
            v = alias[v]
        return v
    changed = True
    while changed:
        changed = False
        for n, text in defs.items():
            if n in alias or not text.startswith("phi "):
                continue
            ins = {res(v.strip()) for v, _ in INCOMING.findall(text)} - {n} - set(UNDEF)
            if len(ins) <= 1:
                alias[n] = ins.pop() if ins else "poison"
                changed = True
    return {n: res(n) for n in alias}


def labels_of(fns):
    """Labels of the values of several functions at once ({(f, name): label}), so that equal
    labels mean the same computation in either."""
    names = set().union(*(set(blocks) for blocks, _ in fns))
    alias = [trivial_phis(defs) for _, defs in fns]
    lab = {(i, n): "" for i, (_, defs) in enumerate(fns) for n in defs}

    def of(i, v):
        v = alias[i].get(v, v)
        if v in UNDEF:
            return "poison"
        return lab.get((i, v), v)

    def key(i, n, text):
        if text.startswith("phi "):
            pairs = sorted((blk, of(i, v.strip())) for v, blk in INCOMING.findall(text)
                           if alias[i].get(v.strip(), v.strip()) != n)
            return "phi " + text.split()[1] + " " + repr(pairs)
        return VAL.sub(lambda m: m.group(0) if m.group(0)[1:] in names
                       else "<" + of(i, m.group(0)) + ">", text.replace("undef", "poison"))
    count = 1
    while True:
        lab = {(i, n): hashlib.sha1((lab[(i, n)] + "|" + key(i, n, t)).encode()).hexdigest()[:20]
               for i, (_, defs) in enumerate(fns) for n, t in defs.items()}
        distinct = len(set(lab.values()))
        if distinct == count:
            return of
        count = distinct


def body(blocks, of, i, blk, drop_locals):
    out = []
    for n, t in blocks[blk]:
        if t.startswith("phi ") or t.startswith("alloca "):
            continue
        if drop_locals and re.search(r"ptr (addrspace\(5\) )?%var\d+", t):
            continue
        out.append(of(i, n) if n else VAL.sub(
            lambda m: m.group(0) if m.group(0)[1:] in blocks else "<" + of(i, m.group(0)) + ">",
            t.replace("undef", "poison")))
    return out


def same(ref_text, ssa_text):
    """None when the two are the same computation, else the first difference."""
    ro, rb, rd = parse(ref_text)
    so, sb, sd = parse(ssa_text)
    if ro != so:
        return "the block lists differ"
    of = labels_of([(rb, rd), (sb, sd)])
    for blk in ro:
        a = body(rb, of, 0, blk, True)
        b = body(sb, of, 1, blk, False)
        if a != b:
            i = next((i for i, (x, y) in enumerate(zip(a, b)) if x != y), min(len(a), len(b)))
            return f"block {blk}: instruction {i} differs"
    return None


def opt(tool, passes, text):
    r = subprocess.run([tool, "-S", "-passes=" + passes, "-o", "-"], input=text,
                       capture_output=True, text=True)
    if r.returncode:
        raise ValueError(r.stderr.strip().splitlines()[0] if r.stderr.strip() else "opt failed")
    return r.stdout


def check(tool, ssa_text, locals_text):
    """None when the SSA form passes, else why not."""
    if re.search(r"=\s*alloca\b", ssa_text):
        return "the SSA form has an alloca"
    try:
        ssa = opt(tool, "verify", ssa_text)
        ref = opt(tool, "mem2reg", locals_text)
    except ValueError as e:
        return f"opt: {e}"
    return same(ref, ssa)


def plant(text):
    """The text with a constant input of a phi that a non-phi instruction uses changed (c to
    c + 1: it still verifies, only the comparison can tell), or None."""
    uses = " ".join(line for line in text.splitlines() if " = phi " not in line)
    for m in re.finditer(r"(%phi\d+) = phi i(?:32|64) ([^\n]*)", text):
        if not re.search(re.escape(m.group(1)) + r"\b", uses):
            continue
        c = re.search(r"\[ (-?\d+), ", m.group(2))
        if c:
            at = m.start(2) + c.start(1)
            return text[:at] + str(int(c.group(1)) + 1) + text[at + len(c.group(1)):]
    return None


def main():
    if len(sys.argv) != 3:
        print(__doc__.strip().splitlines()[-1], file=sys.stderr)
        return 2
    tool, d = sys.argv[1], sys.argv[2]
    ssas = sorted(glob.glob(os.path.join(d, "*.ssa.ll")))
    if not ssas:
        print(f"no *.ssa.ll in {d}", file=sys.stderr)
        return 2
    pairs = []
    for s in ssas:
        with open(s) as f, open(s[: -len(".ssa.ll")] + ".locals.ll") as g:
            pairs.append((os.path.basename(s)[: -len(".ssa.ll")], f.read(), g.read()))
    with ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as ex:
        results = list(ex.map(lambda p: check(tool, p[1], p[2]), pairs))
    bad = [(k, why) for (k, _, _), why in zip(pairs, results) if why]
    for k, why in bad:
        print(f"{k}: {why}")
    phis = sum(p[1].count(" = phi ") for p in pairs)
    print(f"SSA form: {len(pairs)} kernels, {phis} phis, {len(bad)} differ from mem2reg's")
    planted = [(k, plant(s), l) for k, s, l in pairs]
    planted = [p for p in planted if p[1]][:40]
    with ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as ex:
        caught = list(ex.map(lambda p: check(tool, p[1], p[2]), planted))
    missed = [k for (k, _, _), why in zip(planted, caught) if not why]
    print(f"planted fault (a used phi's constant input changed): {len(planted) - len(missed)} "
          f"of {len(planted)} caught")
    for k in missed:
        print(f"{k}: the swapped phi was not caught")
    return 1 if bad or missed or len(planted) < 10 else 0


if __name__ == "__main__":
    sys.exit(main())
