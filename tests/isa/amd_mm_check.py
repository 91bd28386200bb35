#!/usr/bin/env python3
"""AMD memory-model checker: reads AMDGPU disassembly text and checks the code sequences of the
AMDGPUUsage memory model (GFX90A and GFX942 tables; gfx950 follows GFX942) in every kernel.

Input: text as `colljit gen KEY --target gfx942 --emit isa` prints it, or as
`llvm-objdump -d` (or `-D`, which adds the kernel descriptors) prints it. One file may hold
several kernels (a line `name:` or `ADDR <name>:` starts one). The target comes from --target,
else from a line `; target: gfxNNN`, else from the file name or the kernel name.

Checks, per kernel:
  release   every buffer_wbl2 has the target's form (gfx90a: no bits, system scope only;
            gfx94x/gfx950: sc1 for agent, sc0 sc1 for system scope), and the next vector
            memory instruction after it comes after an `s_waitcnt` with vmcnt(0), with no
            branch in between; a releasing store or atomic carries the scope's bits.
  acquire   every cache invalidate (gfx94x/gfx950: buffer_inv sc1 | sc0 sc1; gfx90a:
            [buffer_invl2] buffer_wbinvl1_vol) comes after an `s_waitcnt` with vmcnt(0) and no
            vector memory instruction in between, and the load it completes carries coherence
            bits (gfx94x: sc1; gfx90a: glc).
  barrier   no vector store or atomic is in flight at an s_barrier (a vmcnt(0) wait since the
            last one).
  scratch   no scratch instructions; the kernel descriptor's private segment size, when the
            text has it (`.amdhsa_private_segment_fixed_size N`), is 0.
  x4        with --expect-x4 (or a line `; expect: dwordx4`): the kernel moves data with
            global_load_dwordx4 and global_store_dwordx4, and where the text has addresses
            (llvm-objdump) no loop stores plain data narrower than dwordx4.

Exit status: 0 no violation, 1 violations, 2 usage or input error. The last line counts the
kernels, the sequences checked and the violations.
"""
import argparse
import os
import re
import signal
import sys

TARGETS = ("gfx90a", "gfx942", "gfx950")
VMEM_PREFIXES = ("global_", "flat_", "scratch_", "buffer_")
CACHE_OPS = ("buffer_wbl2", "buffer_inv", "buffer_invl2", "buffer_wbinvl1_vol", "buffer_wbinvl1",
             "buffer_gl0_inv", "buffer_gl1_inv")
ADDR_RE = re.compile(r"//\s*([0-9A-Fa-f]{6,16}):")
LABEL_RE = re.compile(r"^\s*(?:[0-9A-Fa-f]+\s+)?<?([A-Za-z_.$][\w.$]*)>?:\s*$")
TARGET_RE = re.compile(r"gfx9(?:0a|42|50)")


class Inst:
    __slots__ = ("mnem", "ops", "bits", "text", "line", "addr", "target")

    def __init__(self, mnem, ops, text, line, addr, target):
        self.mnem, self.ops, self.text, self.line, self.addr = mnem, ops, text, line, addr
        self.bits = set(t for t in re.split(r"[\s,]+", ops) if t in ("sc0", "sc1", "nt", "glc",
                                                                    "slc", "dlc", "scc"))
        self.target = target

    def vmem(self):
        return self.mnem.startswith(VMEM_PREFIXES) and self.mnem not in CACHE_OPS

    def store_like(self):
        return self.vmem() and ("_store" in self.mnem or "_atomic" in self.mnem)

    def load_like(self):
        """a load, or an atomic that returns the old value (glc / sc0)"""
        returns = "_atomic" in self.mnem and bool(self.bits & {"glc", "sc0"})
        return self.vmem() and ("_load" in self.mnem or returns)

    def branch(self):
        return self.mnem.startswith(("s_branch", "s_cbranch", "s_setpc", "s_endpgm"))


def vmcnt_of(inst):
    """The vmcnt an s_waitcnt waits for (None: it does not wait on vmcnt)."""
    if inst.mnem != "s_waitcnt":
        return None
    m = re.search(r"vmcnt\((\d+)\)", inst.ops)
    if m:
        return int(m.group(1))
    raw = inst.ops.strip().split()
    if raw and re.fullmatch(r"(0x[0-9a-fA-F]+|\d+)", raw[0]):  # a raw gfx9 simm16
        imm = int(raw[0], 0)
        return (imm & 0xF) | (((imm >> 14) & 3) << 4)
    return None


class Kernel:
    def __init__(self, name, path):
        self.name, self.path = name, path
        self.insts = []
        self.private_size = None
        self.expect_x4 = False


def parse(path, text, forced_target, expect_x4):
    kernels, cur = [], None
    file_target = forced_target
    if not file_target:
        m = re.search(r"^\s*;\s*target:\s*(gfx\w+)", text, re.M)
        if m:
            file_target = m.group(1)
        else:
            m = TARGET_RE.search(os.path.basename(path))
            file_target = m.group(0) if m else None
    file_x4 = expect_x4 or re.search(r"^\s*;\s*expect:\s*dwordx4", text, re.M) is not None
    in_text = True  # colljit's text has no section headers: all of it is code
    for no, raw in enumerate(text.splitlines(), 1):
        sm = re.match(r"\s*Disassembly of section (\S+):", raw)
        if sm:
            in_text = sm.group(1) == ".text"
            cur = None
            continue
        m = re.search(r"\.amdhsa_private_segment_fixed_size\s+(\d+)", raw)
        if m:
            if cur is not None:
                cur.private_size = max(cur.private_size or 0, int(m.group(1)))
            continue
        if raw.lstrip().startswith((".amdhsa", ".end_amdhsa")):
            continue
        lm = LABEL_RE.match(raw)
        if lm and not raw.lstrip().startswith(";"):
            name = lm.group(1)
            if name.endswith(".kd"):  # a descriptor (llvm-objdump -D): facts of that kernel
                name = name[:-3]
            elif not in_text or name.startswith((".", "$")):
                cur = None
                continue
            cur = next((k for k in kernels if k.name == name), None)
            if cur is None:
                cur = Kernel(name, path)
                kernels.append(cur)
            continue
        if not in_text or "file format" in raw:
            continue
        addr = None
        am = ADDR_RE.search(raw)
        if am:
            addr = int(am.group(1), 16)
        body = raw.split("//", 1)[0].split(";", 1)[0].strip()
        if not body or body.startswith("."):
            continue
        if cur is None:
            cur = Kernel(os.path.basename(path), path)
            kernels.append(cur)
        parts = body.split(None, 1)
        cur.insts.append(Inst(parts[0], parts[1] if len(parts) > 1 else "", body, no, addr, None))
    for k in kernels:
        t = file_target
        if not t:
            m = TARGET_RE.search(k.name)
            t = m.group(0) if m else None
        k.target = t
        k.expect_x4 = file_x4
    return [k for k in kernels if k.insts]


class Report:
    def __init__(self):
        self.counts = {"release": 0, "acquire": 0, "barrier": 0, "scratch": 0, "x4": 0}
        self.violations = []
        self.kernels = 0
        self.unchecked_kd = 0

    def bad(self, k, inst, what):
        where = "%s:%d" % (k.path, inst.line) if inst else k.path
        self.violations.append("%s: %s: %s%s" % (where, k.name, what,
                                                  (" [" + inst.text + "]") if inst else ""))


def gfx94(t):
    return t in ("gfx942", "gfx950")


def check_release(k, r):
    insts = k.insts
    for i, w in enumerate(insts):
        if w.mnem != "buffer_wbl2":
            continue
        r.counts["release"] += 1
        bits = w.bits & {"sc0", "sc1"}
        if gfx94(k.target):
            if bits == {"sc1"}:
                scope = "agent"
            elif bits == {"sc0", "sc1"}:
                scope = "system"
            else:
                r.bad(k, w, "release: buffer_wbl2 without sc1 (agent) or sc0 sc1 (system)")
                continue
        else:
            scope = "system"
            if w.bits:
                r.bad(k, w, "release: gfx90a writes L2 back with a plain buffer_wbl2")
        waited = False
        for n in insts[i + 1:]:
            if vmcnt_of(n) == 0:
                waited = True
                continue
            if n.mnem in ("buffer_inv", "buffer_wbinvl1_vol", "buffer_invl2"):
                if not waited:
                    r.bad(k, n, "release: no s_waitcnt vmcnt(0) between buffer_wbl2 (line %d) "
                          "and the invalidate" % w.line)
                break
            if n.branch():
                if not waited:
                    r.bad(k, n, "release: control leaves the sequence after buffer_wbl2 (line "
                          "%d) before s_waitcnt vmcnt(0)" % w.line)
                break
            if n.vmem():
                if not waited:
                    r.bad(k, n, "release: no s_waitcnt vmcnt(0) between buffer_wbl2 (line %d) "
                          "and this access" % w.line)
                elif gfx94(k.target) and n.store_like():
                    atomic = "_atomic" in n.mnem
                    need = {"sc1"} if (atomic or scope == "agent") else {"sc0", "sc1"}
                    if scope == "agent" and atomic:
                        need = set()
                    if not need <= n.bits:
                        r.bad(k, n, "release: a %s-scope %s needs %s" %
                              (scope, "atomic" if atomic else "store", " ".join(sorted(need))))
                break


def acquire_bits(target, atomic, system):
    """The coherence bits of the read an acquire completes (AMDGPUUsage GFX90A / GFX942)."""
    if not gfx94(target):
        return {"glc"}
    if atomic:  # sc0 is the return bit of an atomic; sc1 its system scope
        return {"sc1"} if system else set()
    return {"sc0", "sc1"} if system else {"sc1"}


def check_acquire(k, r):
    insts = k.insts
    for i, v in enumerate(insts):
        if gfx94(k.target):
            if v.mnem != "buffer_inv":
                if v.mnem in ("buffer_wbinvl1_vol", "buffer_invl2"):
                    r.bad(k, v, "acquire: not a %s invalidate" % k.target)
                continue
            if (v.bits & {"sc0", "sc1"}) not in ({"sc1"}, {"sc0", "sc1"}):
                r.bad(k, v, "acquire: buffer_inv without sc1 (agent) or sc0 sc1 (system)")
        else:
            if v.mnem == "buffer_inv":
                r.bad(k, v, "acquire: buffer_inv is not a gfx90a instruction")
                continue
            if v.mnem != "buffer_wbinvl1_vol":
                continue
        r.counts["acquire"] += 1
        j = i - 1
        if not gfx94(k.target) and j >= 0 and insts[j].mnem == "buffer_invl2":
            j -= 1
        waited = None
        while j >= 0:
            n = insts[j]
            if vmcnt_of(n) == 0:
                waited = j
                break
            if n.vmem():
                break
            if n.branch():
                break
            j -= 1
        if waited is None:
            r.bad(k, v, "acquire: no s_waitcnt vmcnt(0) right before the invalidate")
            continue
        system = v.bits >= {"sc0", "sc1"} or (j >= 0 and insts[j + 1].mnem == "buffer_invl2")
        for n in reversed(insts[:waited]):  # a load-acquire: the read right before
            if n.branch():
                break  # a fence after a loop or a join: the reads are checked where they are
            if n.vmem():
                if n.load_like():
                    need = acquire_bits(k.target, "_atomic" in n.mnem, system)
                    if not need <= n.bits:
                        r.bad(k, n, "acquire: the %s-scope read the invalidate completes needs %s"
                              % ("system" if system else "agent", " ".join(sorted(need))))
                break


def check_barrier(k, r):
    insts = k.insts
    for i, b in enumerate(insts):
        if b.mnem != "s_barrier":
            continue
        r.counts["barrier"] += 1
        for n in reversed(insts[:i]):
            if vmcnt_of(n) == 0 or n.mnem == "s_barrier":
                break
            if n.store_like():
                r.bad(k, b, "barrier: s_barrier with a vector store in flight (line %d: %s)" %
                      (n.line, n.text))
                break


def loops(k):
    """(first, last) index ranges of backward branches' bodies (needs addresses)."""
    out, at = [], {}
    for i, n in enumerate(k.insts):
        if n.addr is not None:
            at[n.addr] = i
    for i, n in enumerate(k.insts):
        if not n.mnem.startswith(("s_branch", "s_cbranch")) or n.addr is None:
            continue
        m = re.match(r"\s*(-?\d+)", n.ops)
        if not m:
            continue
        off = int(m.group(1))
        if off >= 0x8000:
            off -= 0x10000
        target = n.addr + 4 + 4 * off
        if off < 0 and target in at:
            out.append((at[target], i))
    return out


def check_scratch_x4(k, r):
    r.counts["scratch"] += 1
    for n in k.insts:
        if n.mnem.startswith("scratch_"):
            r.bad(k, n, "scratch: the kernel spills to scratch")
            break
    if k.private_size is None:
        r.unchecked_kd += 1
    elif k.private_size != 0:
        r.bad(k, None, "scratch: private segment of %d bytes per work-item" % k.private_size)
    if not k.expect_x4:
        return
    r.counts["x4"] += 1
    names = [n.mnem for n in k.insts]
    for want in ("global_load_dwordx4", "global_store_dwordx4"):
        if want not in names:
            r.bad(k, None, "x4: no %s (the data moves in narrower accesses)" % want)
    for a, b in loops(k):  # a loop that moves data moves it 16 bytes at a time
        body = k.insts[a:b + 1]
        wide = [n for n in body if n.vmem() and "dwordx4" in n.mnem]
        narrow = [n for n in body if n.vmem() and n.mnem.startswith("global_store_") and
                  "dwordx4" not in n.mnem and not (n.bits & {"sc0", "sc1", "glc"})]
        if narrow and not wide:
            r.bad(k, narrow[0], "x4: a loop stores data narrower than dwordx4")


def main(argv):
    signal.signal(signal.SIGPIPE, signal.SIG_DFL)  # quiet when read through `head`
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("files", nargs="+", help="disassembly text files")
    ap.add_argument("--target", choices=TARGETS, help="the target of every file")
    ap.add_argument("--expect-x4", action="store_true",
                    help="every kernel must move data with dwordx4 in a loop")
    ap.add_argument("--require-kd", action="store_true",
                    help="a kernel without its descriptor's private segment size is an error")
    ap.add_argument("-q", "--quiet", action="store_true", help="only the summary line")
    a = ap.parse_args(argv)
    r = Report()
    for path in a.files:
        try:
            with open(path, encoding="utf-8", errors="replace") as f:
                text = f.read()
        except OSError as e:
            print("amd_mm_check: %s" % e, file=sys.stderr)
            return 2
        ks = parse(path, text, a.target, a.expect_x4)
        if not ks:
            print("amd_mm_check: %s: no instructions" % path, file=sys.stderr)
            return 2
        for k in ks:
            if k.target not in TARGETS:
                print("amd_mm_check: %s: %s: unknown target (give --target)" % (path, k.name),
                      file=sys.stderr)
                return 2
            r.kernels += 1
            check_release(k, r)
            check_acquire(k, r)
            check_barrier(k, r)
            check_scratch_x4(k, r)
            if a.require_kd and k.private_size is None:
                r.bad(k, None, "scratch: no kernel descriptor in the text")
    if not a.quiet:
        for v in r.violations:
            print(v)
    c = r.counts
    print("amd_mm_check: %d kernels; checked %d releases, %d acquires, %d barriers, %d scratch "
          "(%d without descriptor), %d dwordx4 kernels; %d violations" %
          (r.kernels, c["release"], c["acquire"], c["barrier"], c["scratch"], r.unchecked_kd,
           c["x4"], len(r.violations)))
    return 1 if r.violations else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
