"""The generator API: plans (a request validated, defaults filled, a canonical key), and the
artefacts generated from them (key, kernel IR, HIP source, LLVM IR, PTX, ISA, code objects).
Works on any machine: no GPU is needed, only the toolchain of the artefact asked for."""

import ctypes
import functools
from typing import Any, Dict, Optional, Tuple, Union

from . import _lib
from ._lib import ColljitError, check, lib

__all__ = ["ColljitError", "Plan", "generate", "system_info", "version", "vocabulary"]

EMITS = ("key", "kir", "hip", "llvm", "ptx", "isa", "obj", "sass")  # enum cj_emit, in order

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
# C types of the integer fields: (least, most); 0 is "the default" in the C struct, and is
# refused here where leaving the field out says that (ZERO_MEANS_DEFAULT)
_INT_RANGE = {"count": (0, 2**64 - 1), "hidden": (0, 2**64 - 1)}  # uint64_t in cj_request
_INT_RANGE.update({f: (-(2**31), 2**31 - 1) for f in _INT_FIELDS if f not in _INT_RANGE})
_ZERO_MEANS_DEFAULT = ("vec_bytes", "block_threads", "warp_size", "tile_m", "tile_n", "grid")
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
def vocabulary(field: str) -> Tuple[str, ...]:
    """The names a field takes, in enum order: vocabulary("op") -> ["allgather", ...]."""
    if field == "compiler":
        return tuple(_lib.names(lib.cj_compiler_name))
    if field == "emit":
        return EMITS
    return tuple(_lib.names(getattr(lib, _ENUM_FIELDS[field])))


def int_field(field, value):
    """An integer request field, checked: TypeError for a non-integer (bool included),
    OverflowError outside its C type, ColljitError for a 0 that would mean the default; each
    names the field."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"{field}: an integer is needed, not {type(value).__name__} {value!r}")
    lo, hi = _INT_RANGE[field]
    if not lo <= value <= hi:
        raise OverflowError(f"{field}: {value} is outside {lo}..{hi}")
    if value == 0 and field in _ZERO_MEANS_DEFAULT:
        raise _lib.error(_lib.E_INVALID, f"{field}: 0 would mean the default (leave the field "
                         "out for that)")
    return value


def text_field(field, value):
    """A string field as C bytes: TypeError for a non-string, ColljitError for a NUL (C would
    cut the string there); both name the field."""
    if not isinstance(value, str):
        raise TypeError(f"{field}: a string is needed, not {type(value).__name__} {value!r}")
    if "\0" in value:
        raise _lib.error(_lib.E_INVALID, f"{field}: {value!r} contains a NUL character")
    return value.encode()


def enum_value(field: str, value: Any) -> int:
    """The enum number of a name (or number) of a field; ColljitError naming the field when
    it is not one of the vocabulary, TypeError when it is neither a name nor a number."""
    names = vocabulary(field)
    if not isinstance(value, (int, str)) and not hasattr(value, "is_floating_point"):
        raise TypeError(f"{field}: a name is needed, not {type(value).__name__} {value!r}")
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

    def __init__(self, key: Optional[str] = None, **fields: Any) -> None:
        self._handle = None
        handle = ctypes.c_void_p()
        if key is not None:
            if fields:
                raise TypeError("Plan: give a key or request fields, not both")
            check(lib.cj_plan_from_key(text_field("key", key), ctypes.byref(handle)))
        else:
            req = self._request_from(fields)
            check(lib.cj_plan_create(ctypes.byref(req), ctypes.byref(handle)))
        self._handle = handle

    @staticmethod
    def _request_from(fields):
        req = _lib.cj_request()
        req.struct_size = ctypes.sizeof(_lib.cj_request)
        req.gemm.struct_size = ctypes.sizeof(_lib.cj_gemm_params)
        req.op = enum_value("op", fields.pop("op", "allgather"))
        req.dtype = enum_value("dtype", fields.pop("dtype", "bf16"))
        for name in ("variant", "redop", "barrier"):
            if name in fields:
                setattr(req, name, enum_value(name, fields.pop(name)))
        for name in _INT_FIELDS:
            if name in fields:
                setattr(req, name, int_field(name, fields.pop(name)))
        target = fields.pop("target", None)
        req.target = None if target is None else text_field("target", target)
        stage = fields.pop("stage", False)
        if not isinstance(stage, (bool, int)) or stage not in (0, 1):
            raise TypeError(f"stage: True or False, not {stage!r}")
        if stage:
            req.flags |= _lib.REQ_STAGE
        no_tma = fields.pop("no_tma", False)
        if not isinstance(no_tma, (bool, int)) or no_tma not in (0, 1):
            raise TypeError(f"no_tma: True or False, not {no_tma!r}")
        if no_tma:
            req.flags |= _lib.REQ_NO_TMA
        if fields:
            raise TypeError(f"Plan: unknown request fields: {', '.join(sorted(fields))}")
        return req

    def __del__(self):
        if getattr(self, "_handle", None):
            lib.cj_plan_destroy(self._handle)
            self._handle = None

    @property
    def key(self) -> str:
        """The canonical key; it parses back to the same plan."""
        return lib.cj_plan_key(self._handle).decode()

    @property
    def hash(self) -> int:
        """64-bit FNV-1a hash of the key."""
        return int(lib.cj_plan_hash(self._handle))

    @property
    def kernel_name(self) -> str:
        return lib.cj_plan_kernel_name(self._handle).decode()

    @property
    def request(self) -> Dict[str, Any]:
        """The resolved request as a dict (defaults filled, variant chosen, names for enums)."""
        req = _lib.cj_request()
        lib.cj_plan_request(self._handle, ctypes.byref(req))
        out = {f: vocabulary(f)[getattr(req, f)] for f in _ENUM_FIELDS}
        out.update({f: int(getattr(req, f)) for f in _INT_FIELDS})
        out["target"] = req.target.decode() if req.target else None
        out["stage"] = bool(req.flags & _lib.REQ_STAGE)
        out["no_tma"] = bool(req.flags & _lib.REQ_NO_TMA)  # (the gemm op on sm_90: cp.async)
        return out

    def generate(self, emit: str = "hip", compiler: str = "auto") -> Union[str, bytes]:
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


def generate(key: Union[str, "Plan"], emit: str = "hip",
             compiler: str = "auto") -> Union[str, bytes]:
    """generate("allgather.f32.n1024.w2.sm_90", "ptx"): the artefact of the plan of a key."""
    plan = key if isinstance(key, Plan) else Plan(key)
    return plan.generate(emit, compiler)


def system_info() -> str:
    """A report of the GPUs, the links between them and the toolchains found."""
    blob = _lib.cj_blob()
    check(lib.cj_system_info(ctypes.byref(blob)))
    return _take_blob(blob, text=True)


def version() -> str:
    return lib.cj_version_string().decode()

