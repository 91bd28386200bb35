"""The code-object cache (the cj_cache_* API): where it is, what it holds, its counters, and
code objects through it. The settings are process-wide; they start from COLLJIT_CACHE_DIR,
COLLJIT_CACHE_MAX_BYTES and COLLJIT_CACHE_DISABLE.

    colljit.cache.configure(directory="/srv/app/kernels")
    colljit.prebuild(["allreduce.bf16.n4096"], targets=["gfx942"], worlds=[8])
    colljit.cache.stats()["entries"], [e["key"] for e in colljit.cache.entries()]
"""

import ctypes
import os
from typing import Any, Dict, Iterable, List, Optional, Sequence, Tuple, Union

from . import _lib
from ._lib import check, lib
from .generator import Plan, _take_blob, enum_value

__all__ = ["clear", "code_object", "configure", "directory", "entries", "prebuild",
           "remove_invalid", "reset", "stats"]

_STATES = ("valid", "stale", "corrupt")  # enum cj_cache_state


def configure(directory: Union[str, "os.PathLike[str]", None] = None, max_bytes: int = 0,
              disable: bool = False) -> None:
    """Replaces the process-wide cache settings. directory None: COLLJIT_CACHE_DIR or the
    default; max_bytes 0: COLLJIT_CACHE_MAX_BYTES (default 4 GiB); disable: no disk cache."""
    # checked here, not converted: ctypes would wrap 2**64 + 5 to 5 and cut a path at a NUL
    if isinstance(max_bytes, bool) or not isinstance(max_bytes, int) or \
            not 0 <= max_bytes < 1 << 64:
        raise _lib.error(_lib.E_INVALID, f"cache.configure: max_bytes={max_bytes!r} is not a "
                         "whole number of bytes 0 .. 2**64 - 1 (0: the environment's)")
    path = os.fsencode(directory) if directory is not None else None
    if path is not None and (not path or b"\0" in path):
        raise _lib.error(_lib.E_INVALID, f"cache.configure: directory={directory!r} is empty or "
                         "holds a NUL byte")
    if not isinstance(disable, bool):
        raise _lib.error(_lib.E_INVALID, f"cache.configure: disable={disable!r} is not a bool")
    cfg = _lib.cj_cache_config()
    cfg.struct_size = ctypes.sizeof(cfg)
    cfg.dir = path
    cfg.max_bytes = max_bytes
    cfg.disable = 1 if disable else 0
    check(lib.cj_cache_configure(ctypes.byref(cfg)))


def reset() -> None:
    """Back to the environment's settings."""
    check(lib.cj_cache_configure(None))


def directory() -> str:
    """The cache directory in use (ColljitError CJ_E_UNAVAILABLE when there is none, or the
    cache is off)."""
    buf = ctypes.create_string_buffer(4096)
    check(lib.cj_cache_dir(buf, len(buf)))
    return os.fsdecode(buf.value)


def code_object(plan: Any, compiler: str = "auto") -> Tuple[bytes, bool]:
    """(code object, came from the cache) of a Plan or key, compiled and stored on a miss."""
    plan = plan if isinstance(plan, Plan) else Plan(plan)
    blob = _lib.cj_blob()
    hit = ctypes.c_int(0)
    check(lib.cj_cache_object(plan._handle, enum_value("compiler", compiler), ctypes.byref(blob),
                              ctypes.byref(hit)))
    return _take_blob(blob, text=False), bool(hit.value)


def _text(p: Optional[bytes]) -> str:
    return p.decode("utf-8", "replace") if p else ""


def entries(verify: bool = False) -> List[Dict[str, Any]]:
    """One dict per entry of the directory: file, key, target, compiler, toolchain, generator,
    bytes, payload, age_s, state ("valid", "stale", "corrupt"), problem. verify=True reads
    every entry in full (checksums); otherwise only headers."""
    out: List[Dict[str, Any]] = []

    def visit(_user, entry_p):
        e = entry_p.contents
        out.append({
            "file": _text(e.file), "key": _text(e.key), "target": _text(e.target),
            "compiler": _text(e.compiler), "toolchain": _text(e.toolchain),
            "generator": int(e.generator), "bytes": int(e.bytes), "payload": int(e.payload),
            "age_s": float(e.age_s), "state": _STATES[e.state] if 0 <= e.state < 3 else "?",
            "problem": _text(e.problem),
        })
        return 0

    check(lib.cj_cache_list(1 if verify else 0, _lib.CACHE_VISIT_FN(visit), None))
    return out


def stats() -> Dict[str, Any]:
    """entries, bytes, max_bytes of the directory, and the counters (hits, misses, rebuilds,
    write_failures, evictions) of the directory ("dir", every process) and of this process."""
    st = _lib.cj_cache_stats()
    st.struct_size = ctypes.sizeof(st)
    check(lib.cj_cache_stats_get(ctypes.byref(st)))

    def counters(c):
        return {name: int(getattr(c, name)) for name in _lib._COUNTERS}

    return {"entries": int(st.entries), "bytes": int(st.bytes), "max_bytes": int(st.max_bytes),
            "dir": counters(st.dir), "process": counters(st.process)}


def clear() -> int:
    """Removes every entry; returns how many."""
    n = ctypes.c_uint64(0)
    check(lib.cj_cache_clear(ctypes.byref(n)))
    return int(n.value)


def remove_invalid() -> int:
    """Removes the stale and corrupt entries (a full read of each); returns how many."""
    n = ctypes.c_uint64(0)
    check(lib.cj_cache_remove_invalid(ctypes.byref(n)))
    return int(n.value)


def prebuild(keys: Union[str, Iterable[str]], targets: Sequence[str] = (),
             worlds: Sequence[int] = (), compiler: str = "auto",
             cache_dir: Optional[str] = None) -> Dict[str, str]:
    """Compiles the code object of every key, for every target and world size given (a key's
    own target / world when none are), into the code-object cache, on any machine (as
    `colljit prebuild`). cache_dir: the cache directory for this process from now on (as
    colljit.cache.configure). Returns {canonical key: "cached" or "built"}; the first failure
    raises ColljitError."""
    # a target is one token and a world a whole number: neither may splice tokens into a key
    for t in targets:
        if not isinstance(t, str) or not t or any(c in t for c in ". \t\n\0"):
            raise _lib.error(_lib.E_INVALID, f"prebuild: target {t!r} is not one target name "
                             "(gfx942, sm_90, ...)")
    for w in worlds:
        if isinstance(w, bool) or not isinstance(w, int) or not 1 <= w <= 64:
            raise _lib.error(_lib.E_INVALID, f"prebuild: world {w!r} is not a whole number 1..64")
    if cache_dir is not None:
        configure(directory=cache_dir)
    out = {}
    for key in [keys] if isinstance(keys, str) else keys:
        for target in targets or (None,):
            for world in worlds or (None,):
                spelled = key + (f".{target}" if target else "") + (f".w{world}" if world else "")
                plan = Plan(spelled)
                if plan.key in out:
                    continue
                hit = ctypes.c_int(0)
                check(lib.cj_cache_object(plan._handle, enum_value("compiler", compiler), None,
                                          ctypes.byref(hit)))
                out[plan.key] = "cached" if hit.value else "built"
    return out
