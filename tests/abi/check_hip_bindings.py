#!/usr/bin/env python3
"""colljit's HIP and hiprtc declarations against a newer ROCm than the one tests/rocm compiles
against: the declarations AMD generates from ROCm's own headers for HIP Python, shipped on PyPI
as the wheels rocm-bindings-hip (cyhip.pxd / cyhiprtc.pxd, and the .pyx that name the symbol
each declaration loads) and rocm-bindings-core. Needs no GPU and no ROCm.

Compared, each side as it is written (nothing colljit declares is restated here):
  entry points  every symbol colljit looks up: the X lists of support/hip_abi.h (with the
                result type runtime/backend_hip.c or toolchain/toolchain_hiprtc.c gives them),
                the other pointers those files fill with cj__dlsym, and the symbol names
                support/hip_lib.c asks for. Each must be loaded under that name, from the
                library colljit expects (the HIP runtime or hiprtc), with the same number of
                arguments, and per argument and result the same kind: size, pointer or not,
                struct or not, floating or not, and the size of what a pointer points to (void *
                stands for any pointer; opaque handles match opaque handles), as
                tests/rocm/test_hip_facts.cpp asserts against installed headers.
  facts         every FACT(ours, theirs) of tests/rocm/test_hip_facts.cpp, evaluated on both
                sides: enum values and flags (read from the wheel's compiled modules, since a
                Cython declaration carries a name and not its value; importing them loads no
                HIP runtime), sizes and offsets (computed from the .pxd field types with the
                x86_64 C ABI), the HIP_VERSION formula.
  structs       a FACT that pairs a colljit struct with ROCm's (sizeof(cj_hip_ipc_handle),
                sizeof(hipIpcMemHandle_t)) also compares their fields: order, names, types,
                offsets.
  layouts       every field of every struct a FACT measures, at the offset computed from the
                .pxd, read back through the compiled module's accessor (and its sizeof), so that
                the computation is checked against the compiler that built the bindings.

  check_hip_bindings.py [--bindings PATH] [--download DIR] [--source DIR] [-v]

PATH is a directory holding the wheels (or a tree unpacked from them, with
rocm/bindings/cyhip.pxd), default $COLLJIT_HIP_BINDINGS; --download DIR first fetches the
wheels there with pip (for this interpreter: the compiled modules must match it). --source is
colljit's source tree (default: the one holding this script). Exit status: 0 everything agrees,
1 a mismatch (each printed with both sides) or bindings that cannot be read, 2 the checker
itself failed, 77 no bindings (none named, or pip could not download them).
"""
import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import zipfile

BINDINGS_VERSION = "10.0.0.0.1.2"  # rocm-bindings-hip and -core: ROCm 10.0.0, HIP 7.15
WHEELS = ("rocm-bindings-hip", "rocm-bindings-core")
SKIP = 77

# Names colljit uses that these bindings cannot answer for, and why. Anything else missing from
# the bindings is a mismatch (removed or renamed in the newer ROCm).
NOT_IN_BINDINGS = {
    "hipDeviceMallocUncached": "hip_runtime_api.h defines it (0x3) but the bindings' generator "
                               "leaves it out",
    "hipGetDeviceProperties": "the unversioned symbol fills the layout of ROCm 5 (R0000); the "
                              "bindings load only hipGetDevicePropertiesR0600, which colljit "
                              "prefers and checks",
}
NOT_IN_BINDINGS_PREFIX = {
    "HSA_": "hsa_ext_amd.h is not part of the HIP bindings",
}
# Structs whose members the headers declare as bit-fields (Cython cannot): name -> bits each.
BITFIELD_STRUCTS = {"hipDeviceArch_t": 1}  # hip_runtime_api.h: `unsigned hasX : 1;`

# x86_64 (System V, LP64): size and alignment of the scalar types either side names
SCALARS = {}
for _names, _size, _kind in (
        (("char", "signed char", "unsigned char", "int8_t", "uint8_t", "_Bool", "bool"), 1, "int"),
        (("short", "unsigned short", "short int", "unsigned short int", "int16_t", "uint16_t"), 2,
         "int"),
        (("int", "unsigned", "unsigned int", "signed int", "signed", "int32_t", "uint32_t",
          "bint"), 4, "int"),
        (("long", "unsigned long", "long int", "unsigned long int", "long long",
          "unsigned long long", "long long int", "unsigned long long int", "int64_t", "uint64_t",
          "size_t", "ssize_t", "intptr_t", "uintptr_t", "ptrdiff_t"), 8, "int"),
        (("float",), 4, "float"), (("double",), 8, "float"), (("long double",), 16, "float")):
    for _n in _names:
        SCALARS[_n] = (_size, _kind)


class Unknown(Exception):
    """A name one side does not declare."""


class Unreadable(Exception):
    """A value the compiled modules could not give (they do not import here)."""


# ---- C types and layouts ----------------------------------------------------------------------
class CType:
    """kind: void, int, float, enum, ptr, struct, union, opaque, func."""

    def __init__(self, kind, size=0, align=1, name="", pointee=None, fields=None):
        self.kind, self.size, self.align, self.name = kind, size, align, name
        self.pointee, self.fields = pointee, fields  # fields: [Field]

    def complete(self):
        return self.kind not in ("void", "opaque", "func")

    def __str__(self):
        return "%s *" % self.pointee if self.kind == "ptr" else self.name or self.kind


class Field:
    def __init__(self, name, decl, ctype, count, offset):
        self.name, self.decl, self.ctype, self.count, self.offset = name, decl, ctype, count, offset

    def size(self):
        return self.ctype.size * self.count


def split_top(s, sep=","):
    """Splits s at `sep` outside brackets."""
    out, depth, cur = [], 0, ""
    for ch in s:
        if ch in "([{":
            depth += 1
        elif ch in ")]}":
            depth -= 1
        if ch == sep and depth == 0:
            out.append(cur)
            cur = ""
        else:
            cur += ch
    if cur.strip() or out:
        out.append(cur)
    return [x.strip() for x in out]


TYPE_WORDS = {"const", "volatile", "struct", "union", "enum", "unsigned", "signed", "short", "long",
              "int", "char", "void", "float", "double"}


def split_decl(decl, known_type):
    """"const char *const * name[3]" -> ("const char *const *", "name", [3]); a declaration
    without a name (a prototype's argument) gives None. A function pointer's type is written
    "RET(*)(ARGS)"."""
    decl = " ".join(decl.split())
    m = re.match(r"^(.*?)\(\s*\*\s*(\w*)\s*\)\s*\((.*)\)$", decl)
    if m:
        return "%s(*)(%s)" % (m.group(1).strip(), m.group(3)), m.group(2) or None, []
    dims = [int(d) if d.strip() else 0 for d in re.findall(r"\[([^\]]*)\]", decl)]
    decl = re.sub(r"\s*\[[^\]]*\]", "", decl).strip()
    m = re.match(r"^(.*?[\s*])(\w+)$", decl)
    if m and m.group(2) not in TYPE_WORDS and not known_type(m.group(2)):
        return m.group(1).strip(), m.group(2), dims
    return decl, None, dims


class TypeSpace:
    """One side's types: typedefs (name -> declaration text), structs (name -> (kind, [member
    declarations]) or None when opaque), enum names."""

    def __init__(self):
        self.typedefs, self.structs, self.enums = {}, {}, set()
        self.cnames = {}  # the C name of a struct the .pxd calls otherwise
        self._cache = {}

    def known(self, name):
        return (name in SCALARS or name in self.typedefs or name in self.structs or
                name in self.enums or name in self.cnames)

    def resolve(self, text):
        """The CType of a declaration's type text ("const hipModule_t *")."""
        text = " ".join(text.replace("*", " * ").split())
        if text in self._cache:
            return self._cache[text]
        if text.endswith(")") and "(*)" in text:
            t = CType("ptr", 8, 8, text, CType("func", name=text))
        else:
            words = text.split()
            stars = words.count("*")
            base = " ".join(w for w in words if w not in ("*", "const", "volatile", "struct",
                                                          "union", "enum"))
            if "struct" in words or "union" in words:  # a tag, not a typedef of the same name
                t = self.layout(base) if base in self.structs else CType("opaque", 0, 1, base)
            else:
                t = self.base(base)
            for _ in range(stars):
                t = CType("ptr", 8, 8, "", t)
        self._cache[text] = t
        return t

    def base(self, name):
        if name == "void":
            return CType("void", 0, 1, "void")
        if name in SCALARS:  # _Bool is 1 byte whatever a .pxd ctypedef says
            size, kind = SCALARS[name]
            return CType(kind, size, size, name)
        if name in self.cnames:
            name = self.cnames[name]
        if name in self.enums:
            return CType("enum", 4, 4, name)
        if name in self.typedefs:
            t = self.resolve(self.typedefs[name])
            if t.kind in ("enum", "int", "float"):  # a struct keeps its own name
                t = CType(t.kind, t.size, t.align, name, t.pointee, t.fields)
            return t
        if name in self.structs:
            return self.layout(name)
        raise Unknown("type %s is not declared" % name)

    def layout(self, name):
        key = "struct " + name
        if key in self._cache:
            return self._cache[key]
        decl = self.structs[name]
        if decl is None:
            t = CType("opaque", 0, 1, name)
        else:
            kind, members = decl
            if name in BITFIELD_STRUCTS:
                bits = BITFIELD_STRUCTS[name] * len(members)
                t = CType(kind, (bits + 31) // 32 * 4, 4, name, fields=[])
            else:
                fields, off, size, align = [], 0, 0, 1
                for m in members:
                    ftype, fname, dims = split_decl(m, self.known)
                    ft = self.resolve(ftype)
                    if not ft.complete():
                        raise Unknown("%s.%s has an incomplete type" % (name, fname))
                    count = 1
                    for d in dims:
                        count *= d
                    if kind == "union":
                        off = 0
                    else:
                        off = (off + ft.align - 1) // ft.align * ft.align
                    fields.append(Field(fname, m, ft, count, off))
                    end = off + ft.size * count
                    size, align = max(size, end), max(align, ft.align)
                    off = end
                t = CType(kind, (size + align - 1) // align * align, align, name, fields=fields)
        self._cache[key] = t
        return t

    def struct_type(self, name):
        t = self.base(name)
        if t.kind not in ("struct", "union"):
            raise Unknown("%s is not a struct" % name)
        return t

    def field(self, struct, fname):
        for f in self.struct_type(struct).fields or []:
            if f.name == fname:
                return f
        raise Unknown("%s has no field %s" % (struct, fname))


def kind_of(t):
    return (t.size, t.kind == "ptr", t.kind in ("struct", "union"), t.kind == "float")


def describe(t):
    what = ("pointer" if t.kind == "ptr" else "struct" if t.kind in ("struct", "union") else
            "floating" if t.kind == "float" else t.kind)
    s = "%s (%s, %d bytes" % (t, what, t.size)
    if t.kind == "ptr":
        p = t.pointee
        s += ", to %s" % ("%d bytes" % p.size if p.complete() else "an opaque type")
    return s + ")"


def same_kind(a, b):
    """tests/rocm/test_hip_facts.cpp's same_kind: size, pointer, struct, floating, and for
    pointers what they point to (void stands for anything; opaque matches only opaque)."""
    if kind_of(a) != kind_of(b):
        return False
    if a.kind != "ptr":
        return True
    pa, pb = a.pointee, b.pointee
    if pa.kind == "void" or pb.kind == "void":
        return True
    if not pa.complete() or not pb.complete():
        return not pa.complete() and not pb.complete()
    return pa.size == pb.size


# ---- the bindings -----------------------------------------------------------------------------
class Bindings:
    """The declarations of cyhip.pxd and cyhiprtc.pxd: types, enum members, constants, and the
    entry points (symbol -> (library, .pxd name, result, [argument declarations])): the .pyx
    names the symbol and the library each declaration is loaded from."""

    def __init__(self):
        self.types = TypeSpace()
        self.members = {}  # enum member -> (module, enum name or None)
        self.consts = {}   # constant -> module
        self.funcs = {}    # symbol -> (library, pxd name, result, [args])
        self.version = {}  # rocm/version.py (core wheel)
        self.text = ""     # every .pxd, comments included

    def read_pxd(self, text, module):
        t = self.types
        block, block_indent, prototypes = None, -1, {}
        for raw in text.splitlines():
            line = raw.split("#", 1)[0].rstrip()
            if not line.strip():
                continue
            indent = len(line) - len(line.lstrip())
            s = line.strip()
            if block is not None and indent > block_indent:
                kind, name, members = block
                if s != "pass":
                    members.append(s)
                continue
            if block is not None:
                self._close(block, module)
                block = None
            m = re.match(r'^(?:cdef|ctypedef)\s+(?:packed\s+)?(struct|union|enum)\s*(\w*)\s*'
                         r'(?:"(\w+)")?\s*(:?)$', s)
            if m:
                kind, name, cname, colon = m.groups()
                if cname:
                    t.cnames[cname] = name
                if colon:
                    block, block_indent = (kind, name, []), indent
                elif kind != "enum":
                    t.structs.setdefault(name, None)
                continue
            if s.startswith("cdef extern"):
                continue
            m = re.match(r"^ctypedef\s+(.*)$", s)
            if m:
                decl = m.group(1)
                if "(" in decl:
                    ftype, fname, _ = split_decl(decl, t.known)
                else:
                    ftype, fname = decl.rsplit(None, 1) if " " in decl else (decl, decl)
                    ftype = ftype.strip()
                    if fname.startswith("*"):
                        ftype, fname = ftype + " *", fname.lstrip("*")
                if fname and fname != "_Bool":
                    t.typedefs[fname] = ftype
                continue
            m = re.match(r"^cdef\s+(.+?)\s*\b(\w+)\s*\((.*)\)\s*(?:(?:except|noexcept).*)?$", s)
            if m and indent == 0:
                ret, name, args = m.groups()
                prototypes[name] = (ret.strip(), [] if not args.strip() else split_top(args))
                continue
            m = re.match(r"^cdef\s+(.+?)\s*\b(\w+)$", s)
            if m:
                self.consts[m.group(2)] = module
        if block is not None:
            self._close(block, module)
        return prototypes

    def _close(self, block, module):
        kind, name, members = block
        if kind == "enum":
            if name:
                self.types.enums.add(name)
            for mem in members:
                self.members[mem.split("=")[0].strip()] = (module, name or None)
        else:
            self.types.structs[name] = (kind, members) if members else None

    def read(self, files):
        """files: {relative path under rocm/: text}."""
        libs = {"hip": "cyhip", "hiprtc": "cyhiprtc"}
        for module, cy in libs.items():
            protos = self.read_pxd(files["bindings/%s.pxd" % cy], module)
            self.text += files["bindings/%s.pxd" % cy]
            pyx = files["bindings/%s.pyx" % cy]
            m = re.search(r"get_library_path\('(\w+)'\)", pyx)
            lib = m.group(1) if m else "?"
            for name, sym in re.findall(r'__init_symbol\(&_(\w+)__funptr,\s*"(\w+)"\)', pyx):
                if name in protos:
                    ret, args = protos[name]
                    self.funcs[sym] = (lib, name, ret, args)
        ver = files.get("version.py", "")
        for key in ("ROCM_VERSION_NAME", "HIP_VERSION_NAME"):
            m = re.search(r'^%s\s*=[^"\n]*"([^"\n]+)"' % key, ver, re.M)
            if m:
                self.version[key] = m.group(1)

    def where(self, name):
        """(module, enum or None) of a value the bindings declare, else None."""
        if name in self.members:
            return self.members[name]
        if name in self.consts:
            return (self.consts[name], None)
        return None


def not_in_bindings(name):
    if name in NOT_IN_BINDINGS:
        return NOT_IN_BINDINGS[name]
    for p, why in NOT_IN_BINDINGS_PREFIX.items():
        if name.startswith(p):
            return why
    return None


# ---- colljit's side ---------------------------------------------------------------------------
def strip_c_comments(text):
    text = re.sub(r"/\*.*?\*/", lambda m: "\n" * m.group(0).count("\n"), text, flags=re.S)
    return re.sub(r"//[^\n]*", "", text)


def macro_bodies(text):
    """#define NAME(params) body, continuation lines joined: name -> (params, body)."""
    out = {}
    text = re.sub(r"\\\n", " ", text)
    for m in re.finditer(r"^\s*#define\s+(\w+)(\(([^)]*)\))?[ \t]*(.*)$", text, re.M):
        params = [p.strip() for p in m.group(3).split(",")] if m.group(2) else None
        out[m.group(1)] = (params, m.group(4).strip())
    return out


def x_entries(body):
    """X(field, sym, (args)) ... -> [(field, sym, [argument declarations])]."""
    out, i = [], 0
    while True:
        j = body.find("X(", i)
        if j < 0:
            return out
        depth, k = 0, j + 1
        while True:
            depth += {"(": 1, ")": -1}.get(body[k], 0)
            if depth == 0:
                break
            k += 1
        field, sym, args = split_top(body[j + 2:k])
        args = args.strip()[1:-1].strip()
        out.append((field, sym, [] if args in ("", "void") else split_top(args)))
        i = k + 1


class Colljit:
    """What colljit declares: constants, function-like macros and types of support/hip_abi.h,
    and every entry point it looks up."""

    def __init__(self, src):
        self.src = src
        self.types = TypeSpace()
        self.consts, self.macros = {}, {}
        self.entries = []  # (symbol, library, result, [args], where)
        self.names = []    # (symbol, where): looked up by name only

    def text(self, rel):
        with open(os.path.join(self.src, rel), encoding="utf-8") as f:
            return f.read()

    def read_types(self, text):
        for m in re.finditer(r"typedef\s+(struct|union)\s+(\w+)\s*\{([^}]*)\}\s*(\w+)\s*;", text):
            members = [x.strip() for x in m.group(3).split(";") if x.strip()]
            self.types.structs[m.group(2)] = (m.group(1), members)
            self.types.typedefs[m.group(4)] = "struct " + m.group(2)
        text = re.sub(r"typedef\s+(struct|union)\s+\w+\s*\{[^}]*\}\s*\w+\s*;", "", text)
        for m in re.finditer(r"typedef\s+([^;{}()]+?)\s*;", text):
            decl = m.group(1)
            ftype, name, _ = split_decl(decl, lambda n: False)
            if name:
                if re.match(r"^struct\s+\w+\s*\*", ftype):  # a handle to an undefined struct
                    self.types.structs.setdefault(ftype.split()[1].rstrip("*"), None)
                self.types.typedefs[name] = ftype

    def read(self):
        abi = strip_c_comments(self.text("support/hip_abi.h"))
        self.read_types(abi)
        macros = macro_bodies(abi)
        for name, (params, body) in macros.items():
            if params is not None and not name.endswith("_FUNCS"):
                self.macros[name] = (params, body)
        for m in re.finditer(r"\benum\s*\{([^}]*)\}", abi):
            for item in split_top(m.group(1)):
                if "=" in item:
                    name, expr = item.split("=", 1)
                    self.consts[name.strip()] = Expr(expr, self, None).value()
        lists = {n: x_entries(b) for n, (p, b) in macros.items() if n.endswith("_FUNCS")}
        # who declares what: the HIP backend loads from the HIP runtime, the hiprtc toolchain
        # from hiprtc; each gives its lists' result type in the macro that declares the fields
        for rel, lib, obj in (("runtime/backend_hip.c", "amdhip64", "hip"),
                              ("toolchain/toolchain_hiprtc.c", "hiprtc", "rtc")):
            text = strip_c_comments(self.text(rel))
            self.read_types(text)
            fields = {}
            for m in re.finditer(r"#define\s+(\w+)\(f,\s*sym,\s*args\)\s+([\w\s*]+?)\s*"
                                 r"\(\s*\*\s*f\s*\)\s*args\s*;", text):
                for use in re.findall(r"\b(CJ_\w+_FUNCS)\(%s\)" % m.group(1), text):
                    for field, sym, args in lists.get(use, []):
                        self.entries.append((sym, lib, m.group(2).strip(), args,
                                             "support/hip_abi.h %s" % use))
                        fields[field] = sym
            # pointers filled one by one: `RET (*field)(ARGS);`, `&obj.field = cj__dlsym(h, "sym")`
            for field, sym in re.findall(r"&%s\.(\w+)\s*=\s*cj__dlsym\([^,]+,\s*\"(\w+)\"\)" % obj,
                                         text):
                m = re.search(r"^[ \t]*([\w \t*]+?)\s*\(\s*\*\s*%s\s*\)\s*\(([^;]*)\)\s*;" % field,
                              text, re.M)
                if not m:
                    raise Unknown("%s: no declaration of the pointer %s" % (rel, field))
                args = m.group(2).strip()
                self.entries.append((sym, lib, m.group(1).strip(),
                                     [] if args in ("", "void") else split_top(args), rel))
                fields[field] = sym
            for sym in re.findall(r"cj__dlsym\([^,]+,\s*\"(\w+)\"\)", text):
                if sym not in fields.values():
                    self.names.append((sym, rel))
        # names asked for by string (version getters, the file a symbol comes from)
        text = strip_c_comments(self.text("support/hip_lib.c"))
        for sym in re.findall(r'"((?:hip|hiprtc)[A-Z]\w*)"', text):
            self.names.append((sym, "support/hip_lib.c"))


# ---- FACT expressions -------------------------------------------------------------------------
class Expr:
    """A FACT side: integers, names, + - * / >= <= == > <, sizeof(T), sizeof(T::f),
    offsetof(T, f), colljit's function-like macros. CJ_ names and cj_ types are colljit's,
    every other name ROCm's (looked up in `rocm`, a Rocm)."""

    TOKEN = re.compile(r"\s*(0[xX][0-9a-fA-F]+|\d+|::|>=|<=|==|\w+|[-+*/()<>,])")

    def __init__(self, text, cj, rocm):
        self.cj, self.rocm, self.toks, self.i = cj, rocm, [], 0
        text, pos = text.strip(), 0
        while pos < len(text):
            m = self.TOKEN.match(text, pos)
            if not m:
                raise ValueError("cannot read %r" % text)
            self.toks.append(m.group(1))
            pos = m.end()

    def value(self):
        v = self.cmp()
        if self.i != len(self.toks):
            raise ValueError("trailing %r" % self.toks[self.i:])
        return v

    def peek(self):
        return self.toks[self.i] if self.i < len(self.toks) else None

    def take(self, want=None):
        t = self.peek()
        if want is not None and t != want:
            raise ValueError("expected %s, found %s" % (want, t))
        self.i += 1
        return t

    def cmp(self):
        a = self.add()
        op = self.peek()
        if op in (">=", "<=", "==", ">", "<"):
            self.take()
            b = self.add()
            return int({">=": a >= b, "<=": a <= b, "==": a == b, ">": a > b, "<": a < b}[op])
        return a

    def add(self):
        v = self.mul()
        while self.peek() in ("+", "-"):
            v = v + self.mul() if self.take() == "+" else v - self.mul()
        return v

    def mul(self):
        v = self.unary()
        while self.peek() in ("*", "/"):
            v = v * self.unary() if self.take() == "*" else v // self.unary()
        return v

    def unary(self):
        if self.peek() == "-":
            self.take()
            return -self.unary()
        return self.primary()

    def args(self):
        self.take("(")
        depth, start, out = 0, self.i, []
        while True:
            t = self.take()
            if t is None:
                raise ValueError("unbalanced parentheses")
            if t == "(":
                depth += 1
            elif t == ")" and depth == 0:
                out.append(self.toks[start:self.i - 1])
                return out
            elif t == ")":
                depth -= 1
            elif t == "," and depth == 0:
                out.append(self.toks[start:self.i - 1])
                start = self.i

    def space(self, name):
        return self.cj.types if self.cj.types.known(name) else self.rocm.types

    def primary(self):
        t = self.take()
        if t == "(":
            v = self.cmp()
            self.take(")")
            return v
        if re.match(r"^(0[xX][0-9a-fA-F]+|\d+)$", t):
            return int(t, 16) if t[:2] in ("0x", "0X") else int(t)
        if t in ("true", "false"):
            return int(t == "true")
        if t == "sizeof":
            (arg,) = self.args()
            if len(arg) == 3 and arg[1] == "::":
                return self.space(arg[0]).field(arg[0], arg[2]).size()
            name = " ".join(arg)
            return self.space(name).resolve(name).size
        if t == "offsetof":
            st, fname = self.args()
            return self.space(st[0]).field(" ".join(st), " ".join(fname)).offset
        if self.peek() == "(" and t in self.cj.macros:
            params, body = self.cj.macros[t]
            args = [" ".join(a) for a in self.args()]
            for p, a in zip(params, args):
                body = re.sub(r"\b%s\b" % re.escape(p), "(%s)" % a, body)
            return Expr(body, self.cj, self.rocm).value()
        if t in self.cj.consts:
            return self.cj.consts[t]
        if t.startswith("CJ_") or self.rocm is None:
            raise Unknown("%s is not declared" % t)
        return self.rocm.value(t)


# ---- the compiled modules ---------------------------------------------------------------------
PROBE = r"""
import ctypes, json, struct, sys
sys.path.insert(0, sys.argv[1])  # the unpacked wheels, and nothing installed (-I -S)
req = json.load(sys.stdin)
out = {"values": {}, "sizes": {}, "fields": {}}
try:
    from rocm.bindings import hip, hiprtc
except Exception as e:
    out["error"] = "%s: %s" % (type(e).__name__, e)
    print(json.dumps(out))
    sys.exit(0)
mods = {"hip": hip, "hiprtc": hiprtc}
for module, enum, name in req["values"]:
    try:
        holder = getattr(mods[module], enum) if enum else mods[module]
        out["values"][name] = int(getattr(holder, name))
    except Exception as e:
        out["values"][name] = "%s: %s" % (type(e).__name__, e)
PACK = {(1, "int"): "<B", (2, "int"): "<H", (4, "int"): "<I", (8, "int"): "<Q",
        (4, "float"): "<f", (8, "float"): "<d"}
MARK = {1: 0x5a, 2: 0x5a3c, 4: 0x5a3c1e0f, 8: 0x5a3c1e0f0d0b0907}
for sname, (size, fields) in req["structs"].items():
    try:
        obj = getattr(hip, sname)()
        base = int(obj)
        out["sizes"][sname] = obj.c_sizeof()
    except Exception as e:
        out["sizes"][sname] = "%s: %s" % (type(e).__name__, e)
        continue
    room = min(size, out["sizes"][sname])
    res = out["fields"][sname] = {}
    def reads_at(f, off):
        name, _, kind, fsize, count = f
        ctypes.memset(base, 0, room)
        if kind == "struct":
            return int(getattr(obj, name)) - base == off
        last = off + fsize * (count - 1)
        if off < 0 or last + fsize > room:
            return False
        if kind == "char":
            text = b"q7Zx!k"[:max(1, min(count - 1, 6))]
            ctypes.memmove(base + off, text, len(text))
            got = getattr(obj, name)
            return (got.encode() if isinstance(got, str) else bytes(got)[:len(text)]) == text
        if kind == "ptr":
            mark = MARK[8] & ~7
            ctypes.memmove(base + off, struct.pack("<Q", mark), 8)
            got = getattr(obj, name)
            return int(got) == mark
        fmt = PACK[(fsize, "float" if kind == "float" else "int")]
        mark = 1.5 if kind == "float" else MARK[fsize]
        ctypes.memmove(base + off, struct.pack(fmt, mark), fsize)
        if count > 1:
            ctypes.memmove(base + last, struct.pack(fmt, mark), fsize)
        got = getattr(obj, name)
        if count > 1:
            got = [got[0], got[-1]]
            return [g & ((1 << 8 * fsize) - 1) if kind != "float" else g for g in got] == [mark] * 2
        return (got & ((1 << 8 * fsize) - 1) if kind != "float" else got) == mark
    for f in fields:
        name, off, kind, fsize, count = f
        try:
            if reads_at(f, off):
                res[name] = ["ok", off]
                continue
            align = fsize if kind != "char" else 1
            at = [o for o in range(0, room, max(align, 1)) if reads_at(f, o)][:1]
            res[name] = ["moved", at[0] if at else None]
        except Exception as e:
            res[name] = ["unread", "%s: %s" % (type(e).__name__, e)]
        finally:
            ctypes.memset(base, 0, room)
print(json.dumps(out))
"""


class Rocm:
    """The bindings' values: declared by the .pxd, valued by the compiled modules."""

    def __init__(self, b, probe):
        self.b, self.types, self.probe = b, b.types, probe

    def value(self, name):
        where = self.b.where(name)
        if where is None:
            raise Unknown("%s is not declared" % name)
        v = self.probe.get("values", {}).get(name)
        if not isinstance(v, int):
            why = Unreadable if "error" in self.probe else Unknown
            raise why("%s could not be read from the compiled module (%s)" %
                      (name, v or self.probe.get("error", "not asked")))
        return v


def run_probe(tree, values, structs):
    req = {"values": values, "structs": structs}
    try:
        p = subprocess.run([sys.executable, "-I", "-S", "-B", "-c", PROBE, tree],
                           input=json.dumps(req), cwd=tree, stdout=subprocess.PIPE,
                           stderr=subprocess.PIPE, universal_newlines=True, timeout=120)
    except subprocess.TimeoutExpired:
        return {"error": "the compiled modules did not answer in 120 s"}
    if p.returncode != 0:
        return {"error": "python exited with %d: %s" % (p.returncode, p.stderr.strip()[-400:])}
    return json.loads(p.stdout)


def probe_kind(f):
    t = f.ctype
    if t.kind in ("struct", "union"):
        return "struct"
    if t.kind == "ptr":
        return "ptr"
    if t.kind == "float":
        return "float"
    if t.name in ("char", "signed char", "unsigned char") and f.count > 1:
        return "char"
    return "int"


# ---- finding and opening the wheels -----------------------------------------------------------
def download(dest):
    os.makedirs(dest, exist_ok=True)
    cmd = [sys.executable, "-m", "pip", "download", "-q", "--no-deps", "-d", dest]
    cmd += ["%s==%s" % (w, BINDINGS_VERSION) for w in WHEELS]
    print("check_hip_bindings: %s" % " ".join(cmd[1:]))
    return subprocess.run(cmd).returncode == 0


def unpack(path, tmp):
    """A tree holding rocm/bindings/cyhip.pxd: `path` itself, or the wheels in it unpacked."""
    if os.path.isfile(os.path.join(path, "rocm", "bindings", "cyhip.pxd")):
        return path
    tree = os.path.join(tmp, "tree")
    names = sorted(os.listdir(path)) if os.path.isdir(path) else []
    found = []
    for w in WHEELS:
        stem = w.replace("-", "_") + "-"
        wheels = [n for n in names if n.startswith(stem) and n.endswith(".whl")]
        if not wheels:
            continue
        pinned = [n for n in wheels if n.startswith(stem + BINDINGS_VERSION + "-")]
        whl = (pinned or wheels)[-1]
        with zipfile.ZipFile(os.path.join(path, whl)) as z:
            z.extractall(tree, [n for n in z.namelist() if n.startswith("rocm/")])
        found.append(whl)
    if not os.path.isfile(os.path.join(tree, "rocm", "bindings", "cyhip.pxd")):
        return None
    print("check_hip_bindings: %s" % ", ".join(found))
    return tree


def read_tree(tree):
    files = {}
    for rel in ("bindings/cyhip.pxd", "bindings/cyhip.pyx", "bindings/cyhiprtc.pxd",
                "bindings/cyhiprtc.pyx", "version.py"):
        p = os.path.join(tree, "rocm", rel)
        if os.path.isfile(p):
            with open(p, encoding="utf-8") as f:
                files[rel] = f.read()
    return files


# ---- the comparison ---------------------------------------------------------------------------
class Report:
    def __init__(self, verbose):
        self.verbose, self.mismatches, self.unchecked = verbose, [], []
        self.counts = {"entry points": 0, "facts": 0, "struct fields": 0, "layout fields": 0}

    def bad(self, what, ours, theirs, sides=("colljit", "ROCm")):
        self.mismatches.append("MISMATCH %s\n  %-9s %s\n  %-9s %s" %
                               (what, sides[0] + ":", ours, sides[1] + ":", theirs))

    def ok(self, what):
        if self.verbose:
            print("ok  %s" % what)

    def skip(self, what, why, b=None, name=None):
        """Not checked, and why; a name of NOT_IN_BINDINGS must still be named somewhere in the
        bindings (a declaration, or the header's comments they carry): gone from them, it is
        taken as removed from ROCm."""
        name = name or what
        if b is not None and name in NOT_IN_BINDINGS and not re.search(r"\b%s\b" % name, b.text):
            self.bad(what, "uses %s" % name,
                     "%s is named nowhere in the bindings (removed?)" % name)
        else:
            self.unchecked.append("%s: %s" % (what, why))


def compare_entries(cj, b, r):
    for sym, lib, ret, args, where in cj.entries:
        r.counts["entry points"] += 1
        label = "%s (%s)" % (sym, where)
        if sym not in b.funcs:
            why = not_in_bindings(sym)
            if why:
                r.skip(sym, why, b)
            else:
                r.bad(label, "looked up in lib%s" % lib,
                      "no such entry point (removed or renamed?)")
            continue
        blib, bname, bret, bargs = b.funcs[sym]
        theirs = "%s %s(%s) in lib%s" % (bret, bname, ", ".join(bargs), blib)
        if blib != lib:
            r.bad(label, "looked up in lib%s" % lib, theirs)
        if len(args) != len(bargs):
            r.bad("%s: number of arguments" % label,
                  "%d: (%s)" % (len(args), ", ".join(args)), "%d: %s" % (len(bargs), theirs))
            continue
        pairs = [("result", ret, bret)] + [("argument %d" % (i + 1), a, c)
                                           for i, (a, c) in enumerate(zip(args, bargs))]
        good = True
        for what, ours, theirs_decl in pairs:
            try:
                ot = cj.types.resolve(split_decl(ours, cj.types.known)[0])
                tt = b.types.resolve(split_decl(theirs_decl, b.types.known)[0])
            except Unknown as e:
                good = False
                r.bad("%s: %s" % (label, what), ours, "%s: %s" % (theirs_decl, e))
                continue
            if not same_kind(ot, tt):
                good = False
                r.bad("%s: %s" % (label, what), "%s: %s" % (ours, describe(ot)),
                      "%s: %s" % (theirs_decl, describe(tt)))
        if good:
            r.ok("%s: %d arguments, %s" % (sym, len(args), theirs))
    for sym, where in cj.names:
        r.counts["entry points"] += 1
        if sym in b.funcs:
            r.ok("%s (%s): present" % (sym, where))
        elif not_in_bindings(sym):
            r.skip(sym, not_in_bindings(sym), b)
        else:
            r.bad("%s (%s)" % (sym, where), "looked up by name",
                  "no such entry point (removed or renamed?)")


def read_facts(cj):
    text = strip_c_comments(cj.text("tests/rocm/test_hip_facts.cpp"))
    facts = []
    for m in re.finditer(r"^FACT\((.*)\);\s*$", text, re.M):
        ours, theirs = split_top(m.group(1))
        facts.append((ours, theirs))
    return facts


def fact_names(facts):
    """The ROCm value names the FACTs read (everything that is not colljit's or a keyword)."""
    names = set()
    for ours, theirs in facts:
        text = re.sub(r"(sizeof|offsetof)\s*\([^()]*\)", " ", ours + " " + theirs)
        for w in re.findall(r"\b[A-Za-z_]\w*\b", text):
            if not w.startswith(("CJ_", "cj_")) and w not in ("true", "false"):
                names.add(w)
    return sorted(names)


def fact_structs(facts, b):
    """The ROCm structs the FACTs measure, with the structs nested in them."""
    out = []

    def add(name):
        try:
            t = b.types.resolve(name)
        except Unknown:
            return
        if t.kind in ("struct", "union") and t.name not in out:
            out.append(t.name)
            for f in t.fields or []:
                if f.ctype.kind in ("struct", "union"):
                    add(f.ctype.name)
    for ours, theirs in facts:
        for m in re.finditer(r"(?:sizeof|offsetof)\s*\(\s*(\w+)", ours + " " + theirs):
            if not m.group(1).startswith("cj_"):
                add(m.group(1))
    return out


def compare_facts(cj, rocm, facts, r):
    for ours, theirs in facts:
        r.counts["facts"] += 1
        label = "FACT(%s, %s)" % (ours, theirs)
        names = [w for w in re.findall(r"\b\w+\b", ours + " " + theirs) if not_in_bindings(w)]
        side = []
        for text in (ours, theirs):
            try:
                side.append(Expr(text, cj, rocm).value())
            except Unknown as e:
                side.append(e)
            except Unreadable as e:
                side.append(e)
        va, vt = side
        if any(isinstance(v, Unreadable) for v in side):
            r.skip(label, "no value: the compiled modules do not import")
            continue
        if isinstance(va, Exception) or isinstance(vt, Exception):
            if names and all("is not declared" in str(v) for v in side if isinstance(v, Exception)):
                r.skip(label, not_in_bindings(names[0]), rocm.b, names[0])
            else:
                show = lambda text, v: str(v) if isinstance(v, Exception) else \
                    "%s = %d" % (text, v)
                r.bad(label, show(ours, va), show(theirs, vt))
            continue
        if va != vt:
            r.bad(label, "%s = %d" % (ours, va), "%s = %d" % (theirs, vt))
        else:
            r.ok("%s: %d" % (label, va))
        # a colljit struct measured against ROCm's: the fields too
        ma, mt = re.match(r"^sizeof\((cj_\w+)\)$", ours), re.match(r"^sizeof\((\w+)\)$", theirs)
        if ma and mt:
            compare_struct(cj, rocm, ma.group(1), mt.group(1), r)


def compare_struct(cj, rocm, ours, theirs, r):
    a, t = cj.types.resolve(ours), rocm.types.resolve(theirs)
    if a.kind not in ("struct", "union") or t.kind not in ("struct", "union"):
        return
    fa, ft = a.fields or [], t.fields or []
    for i in range(max(len(fa), len(ft))):
        r.counts["struct fields"] += 1
        x, y = (fa[i] if i < len(fa) else None), (ft[i] if i < len(ft) else None)
        show = lambda f: ("%s at %d (%d bytes)" % (f.decl, f.offset, f.size()) if f else "none")
        if (not x or not y or x.name != y.name or x.offset != y.offset or x.count != y.count or
                not same_kind(x.ctype, y.ctype)):
            r.bad("%s field %d against %s" % (ours, i + 1, theirs), show(x), show(y))
        else:
            r.ok("%s.%s: %s" % (ours, x.name, show(y)))


LAYOUT = (".pxd", "compiled")  # both sides ROCm's: the layout computed, the compiler's


def compare_layouts(b, structs, probe, r):
    if "error" in probe:
        return
    for name in structs:
        t = b.types.layout(name)
        size = probe.get("sizes", {}).get(name)  # the Python class is named as the .pxd struct
        if not isinstance(size, int):
            r.bad("struct %s: sizeof" % name, "%d bytes" % t.size, "unknown (%s)" % size, LAYOUT)
            continue
        if size != t.size:
            r.bad("struct %s: sizeof computed from the .pxd" % name, "%d bytes" % t.size,
                  "%d bytes" % size, LAYOUT)
        for f in t.fields or []:
            r.counts["layout fields"] += 1
            got = probe.get("fields", {}).get(name, {}).get(f.name, ["unread", "not asked"])
            if got[0] == "ok":
                r.ok("%s.%s at %d" % (name, f.name, f.offset))
                continue
            if got[0] == "moved":
                r.bad("struct %s field %s: offset computed from the .pxd" % (name, f.name),
                      "%s at %d" % (f.decl, f.offset),
                      "at %s" % (got[1] if got[1] is not None else "no offset found"), LAYOUT)
            else:
                r.skip("%s.%s" % (name, f.name), "not read back: %s" % got[1])


def main(argv):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--bindings", help="wheels directory or unpacked tree "
                                       "(default: $COLLJIT_HIP_BINDINGS)")
    ap.add_argument("--download", metavar="DIR", help="pip download the wheels into DIR first")
    ap.add_argument("--source", default=os.path.normpath(os.path.join(
        os.path.dirname(os.path.abspath(__file__)), "..", "..")), help="colljit's source tree")
    ap.add_argument("-v", "--verbose", action="store_true", help="every comparison that held")
    a = ap.parse_args(argv)
    path = a.download or a.bindings or os.environ.get("COLLJIT_HIP_BINDINGS")
    if a.download and not download(a.download):
        print("check_hip_bindings: SKIPPED: pip could not download %s %s" %
              (" and ".join(WHEELS), BINDINGS_VERSION))
        return SKIP
    if not path:
        print("check_hip_bindings: SKIPPED: no bindings (set COLLJIT_HIP_BINDINGS to a directory "
              "holding the %s wheels %s, or give --download DIR)" % (" and ".join(WHEELS),
                                                                      BINDINGS_VERSION))
        return SKIP
    tmp = tempfile.mkdtemp(prefix="cj-hip-bindings.")
    try:
        tree = unpack(path, tmp)
        if not tree:
            print("check_hip_bindings: FAILED: no %s wheel in %s" % (WHEELS[0], path))
            return 1
        return check(tree, a.source, a.verbose)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def check(tree, source, verbose):
    b = Bindings()
    b.read(read_tree(tree))
    cj = Colljit(source)
    try:
        cj.read()
        facts = read_facts(cj)
    except (Unknown, ValueError, OSError) as e:
        print("check_hip_bindings: FAILED: colljit's declarations cannot be read: %s" % e)
        return 1
    r = Report(verbose)
    values = [[m, e, n] for n in fact_names(facts) for (m, e) in [b.where(n) or (None, None)]
              if m]
    structs = fact_structs(facts, b)
    req = {}
    for name in structs:
        t = b.types.layout(name)
        req[name] = [t.size, [[f.name, f.offset, probe_kind(f), f.ctype.size, f.count]
                              for f in t.fields or []]]
    probe = run_probe(tree, values, req)
    rocm = Rocm(b, probe)
    label = "ROCm %s, HIP %s" % (b.version.get("ROCM_VERSION_NAME", "?"),
                                 b.version.get("HIP_VERSION_NAME", "?"))
    print("check_hip_bindings: %s: %d HIP and hiprtc entry points, %d enum members, %d constants, "
          "%d structs declared" % (label, len(b.funcs), len(b.members), len(b.consts),
                                   sum(1 for v in b.types.structs.values() if v)))
    if "error" in probe:
        r.bad("the compiled modules (values, layouts) do not import", sys.executable,
              "%s (both wheels are needed, downloaded by this interpreter's pip)" % probe["error"],
              ("python", "import"))
    compare_entries(cj, b, r)
    compare_facts(cj, rocm, facts, r)
    compare_layouts(b, structs, probe, r)
    for m in r.mismatches:
        print(m)
    for u in r.unchecked:
        print("not checked: %s" % u)
    c = r.counts
    print("check_hip_bindings: %s: %d entry points, %d facts (%d values read from the compiled "
          "modules), %d struct fields, %d fields of %d structs laid out; %d mismatches, "
          "%d not checked" % (label, c["entry points"], c["facts"],
                              sum(1 for v in probe.get("values", {}).values()
                                  if isinstance(v, int)), c["struct fields"],
                              c["layout fields"], len(structs), len(r.mismatches),
                              len(r.unchecked)))
    return 1 if r.mismatches or "error" in probe else 0


if __name__ == "__main__":
    try:
        sys.exit(main(sys.argv[1:]))
    except Exception:  # a checker that breaks says so, apart from a mismatch (1)
        import traceback
        traceback.print_exc()
        sys.exit(2)
