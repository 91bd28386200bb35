"""The generator API: plans (a request validated, defaults filled, a canonical key), and the
artefacts generated from them (key, kernel IR, HIP source, LLVM IR, PTX, ISA, code objects).
Works on any machine: no GPU is needed, only the toolchain of the artefact asked for."""

import ctypes
import functools
import os

from . import _lib
from ._lib import ColljitError, check, lib

__all__ = ["ColljitError", "Plan", "generate", "prebuild", "system_info", "version", "vocabulary"]

EMITS = ("key", "kir", "hip", "llvm", "ptx", "isa", "obj")  # enum cj_emit, in order

# request fields that name a vocabulary entry, and the accessor of its names
_ENUM_FIELDS = {
    "op": "cj_op_name",
    "variant": "cj_variant_name",
    "dtype": "cj_dtype_name",
    "redop": "cj_redop_name",
    "barrier": "cj_barrier_name",
}
_INT_FIELDS = (
    "count",
    "hidden",
    "world",
    "root",
    "vec_bytes",
    "block_threads",
    "warp_size",
    "tile_m",
    "tile_n",
    "grid",
)
_DTYPE_ALIASES = {
    "float32": "f32",
    "float": "f32",
    "float16": "f16",
    "half": "f16",
    "bfloat16": "bf16",
    "int32": "i32",
    "int": "i32",
}


@functools.lru_cache(maxsize=None)
def vocabulary(field):
    """The names a field takes, in enum order: vocabulary("op") -> ["allgather", ...]."""
    if field == "compiler":
        return tuple(_lib.names(lib.cj_compiler_name))
    if field == "emit":
        return EMITS
    return tuple(_lib.names(getattr(lib, _ENUM_FIELDS[field])))


def enum_value(field, value):
    """The enum number of a name (or number) of a field; ColljitError naming the field when
    it is not one of the vocabulary."""
    names = vocabulary(field)
    if isinstance(value, int) and not isinstance(value, bool):
        if 0 <= value < len(names):
            return value
    elif isinstance(value, str) or hasattr(value, "is_floating_point"):
        text = str(value).lower()
        if text.startswith("torch."):
            text = text[len("torch."):]
        if field == "dtype":
            text = _DTYPE_ALIASES.get(text, text)
        if field == "op" and text not in names:
            text = text.replace("_", "")  # "all_reduce" -> "allreduce"
        if text in names:
            return names.index(text)
    raise _lib.error(_lib.E_INVALID, f"{field}: {value!r} is not one of {', '.join(names)}")


def _take_blob(blob, text):
    try:
        data = ctypes.string_at(blob.data, blob.size) if blob.data else b""
    finally:
        lib.cj_blob_free(ctypes.byref(blob))
    return data.decode("utf-8", "replace") if text else data


class Plan:
    """A validated request: Plan("allgather.bf16.n4096.w8.sm_90") parses a key (missing tokens
    take defaults); Plan(op="allreduce", dtype="bf16", count=4096, world=8, target="sm_90")
    builds one from request fields. Invalid input raises ColljitError naming the field."""

    def __init__(self, key=None, **fields):
        self._handle = None
        handle = ctypes.c_void_p()
        if key is not None:
            if fields:
                raise TypeError("Plan: give a key or request fields, not both")
            check(lib.cj_plan_from_key(str(key).encode(), ctypes.byref(handle)))
        else:
            req = self._request_from(fields)
            check(lib.cj_plan_create(ctypes.byref(req), ctypes.byref(handle)))
        self._handle = handle

    @staticmethod
    def _request_from(fields):
        req = _lib.cj_request()
        req.struct_size = ctypes.sizeof(_lib.cj_request)
        req.op = enum_value("op", fields.pop("op", "allgather"))
        req.dtype = enum_value("dtype", fields.pop("dtype", "bf16"))
        for name in ("variant", "redop", "barrier"):
            if name in fields:
                setattr(req, name, enum_value(name, fields.pop(name)))
        for name in _INT_FIELDS:
            if name in fields:
                setattr(req, name, int(fields.pop(name)))
        target = fields.pop("target", None)
        req.target = target.encode() if target else None
        if fields.pop("stage", False):
            req.flags |= _lib.REQ_STAGE
        if fields:
            raise TypeError(f"Plan: unknown request fields: {', '.join(sorted(fields))}")
        return req

    def __del__(self):
        if getattr(self, "_handle", None):
            lib.cj_plan_destroy(self._handle)
            self._handle = None

    @property
    def key(self):
        """The canonical key; it parses back to the same plan."""
        return lib.cj_plan_key(self._handle).decode()

    @property
    def hash(self):
        """64-bit FNV-1a hash of the key."""
        return int(lib.cj_plan_hash(self._handle))

    @property
    def kernel_name(self):
        return lib.cj_plan_kernel_name(self._handle).decode()

    @property
    def request(self):
        """The resolved request as a dict (defaults filled, variant chosen, names for enums)."""
        req = _lib.cj_request()
        lib.cj_plan_request(self._handle, ctypes.byref(req))
        out = {f: vocabulary(f)[getattr(req, f)] for f in _ENUM_FIELDS}
        out.update({f: int(getattr(req, f)) for f in _INT_FIELDS})
        out["target"] = req.target.decode() if req.target else None
        out["stage"] = bool(req.flags & _lib.REQ_STAGE)
        return out

    def generate(self, emit="hip", compiler="auto"):
        """One artefact: "key", "kir", "hip", "llvm", "ptx", "isa" (str) or "obj" (bytes: the
        loadable code object). `compiler`: "auto", "hiprtc", "nvrtc" or "llvm"."""
        what = enum_value("emit", emit)
        path = enum_value("compiler", compiler)
        blob = _lib.cj_blob()
        check(lib.cj_generate(self._handle, what, path, ctypes.byref(blob)))
        return _take_blob(blob, text=EMITS[what] != "obj")

    def __repr__(self):
        return f"Plan({self.key!r})"

    def __eq__(self, other):
        return isinstance(other, Plan) and self.key == other.key

    def __hash__(self):
        return self.hash


def generate(key, emit="hip", compiler="auto"):
    """generate("allgather.f32.n1024.w2.sm_90", "ptx"): the artefact of the plan of a key."""
    plan = key if isinstance(key, Plan) else Plan(key)
    return plan.generate(emit, compiler)


def _object_suffix(plan):
    return ".hsaco" if plan.request["target"].startswith("gfx") else ".cubin"


def prebuild(keys, targets=(), worlds=(), directory=None, compiler="auto"):
    """Compiles the code object of every key, for every target and world size given (a key's
    own target / world when none are), on any machine. Returns {canonical key: bytes}; with
    `directory`, also writes each object there as <kernel name>.hsaco / .cubin."""
    out = {}
    for key in [keys] if isinstance(keys, str) else keys:
        for target in targets or (None,):
            for world in worlds or (None,):
                spelled = key + (f".{target}" if target else "") + (f".w{world}" if world else "")
                plan = Plan(spelled)
                out[plan.key] = plan.generate("obj", compiler)
                if directory is not None:
                    os.makedirs(directory, exist_ok=True)
                    name = os.path.join(directory, plan.kernel_name + _object_suffix(plan))
                    with open(name, "wb") as f:
                        f.write(out[plan.key])
    return out


def system_info():
    """A report of the GPUs, the links between them and the toolchains found."""
    blob = _lib.cj_blob()
    check(lib.cj_system_info(ctypes.byref(blob)))
    return _take_blob(blob, text=True)


def version():
    return lib.cj_version_string().decode()

