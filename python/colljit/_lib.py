"""ctypes bindings of libcolljit: finding the library, the C structs, function prototypes and
the mapping of a cj_status to a Python exception.

The library is looked for, in order:
  1. the path in the COLLJIT_LIB environment variable;
  2. next to this package (a libcolljit.so copied into the colljit/ directory);
  3. the build directories of a source checkout this package sits in (build, then build-*);
  4. the system's library search path (LD_LIBRARY_PATH, ldconfig).
"""

import ctypes
import ctypes.util
import os
import pathlib
import threading

__all__ = ["ColljitError", "lib", "check", "error", "library_path"]

# ---- C structs (include/colljit.h) ----------------------------------------------------------


class cj_gemm_params(ctypes.Structure):
    """The C struct cj_gemm_params (colljit.h): the fused GEMM ops' shape and layout. Made
    with its struct_size set (CJ_GEMM_PARAMS_INIT), which the entry points check."""
    _fields_ = [("struct_size", ctypes.c_size_t), ("m", ctypes.c_uint64),
                ("n", ctypes.c_uint64), ("k", ctypes.c_uint64)] + [
        (f, ctypes.c_int) for f in ("shard", "bias", "bm", "bn", "bk", "stages", "warps_m",
                                    "warps_n", "fetchers", "k_per_flag", "group_m",
                                    "a_layout", "b_layout", "out_f32")]

    def __init__(self, *args, **kwargs):
        kwargs.setdefault("struct_size", ctypes.sizeof(cj_gemm_params))
        super().__init__(*args, **kwargs)


class cj_request(ctypes.Structure):
    _fields_ = [
        ("struct_size", ctypes.c_size_t),
        ("op", ctypes.c_int),
        ("variant", ctypes.c_int),
        ("dtype", ctypes.c_int),
        ("redop", ctypes.c_int),
        ("count", ctypes.c_uint64),
        ("world", ctypes.c_int),
        ("root", ctypes.c_int),
        ("vec_bytes", ctypes.c_int),
        ("block_threads", ctypes.c_int),
        ("warp_size", ctypes.c_int),
        ("tile_m", ctypes.c_int),
        ("tile_n", ctypes.c_int),
        ("grid", ctypes.c_int),
        ("barrier", ctypes.c_int),
        ("target", ctypes.c_char_p),
        ("flags", ctypes.c_uint),
        ("hidden", ctypes.c_uint64),
        ("gemm", cj_gemm_params),
    ]


class cj_blob(ctypes.Structure):
    _fields_ = [("size", ctypes.c_size_t), ("data", ctypes.c_void_p)]


class cj_unique_id(ctypes.Structure):
    _fields_ = [("internal", ctypes.c_char * 128)]


class cj_comm_options(ctypes.Structure):
    _fields_ = [
        ("struct_size", ctypes.c_size_t),
        ("device", ctypes.c_int),
        ("heap_bytes", ctypes.c_size_t),
        ("timeout_s", ctypes.c_double),
        ("compiler", ctypes.c_int),
        ("work_bytes", ctypes.c_size_t),
        ("background_jit", ctypes.c_int),
    ]


class cj_jit_stats(ctypes.Structure):
    _fields_ = [
        ("struct_size", ctypes.c_size_t),
        ("generic_launches", ctypes.c_uint64),
        ("queued", ctypes.c_uint64),
        ("built", ctypes.c_uint64),
        ("failed", ctypes.c_uint64),
        ("pending", ctypes.c_uint64),
    ]


class cj_cache_config(ctypes.Structure):
    _fields_ = [
        ("struct_size", ctypes.c_size_t),
        ("dir", ctypes.c_char_p),
        ("max_bytes", ctypes.c_uint64),
        ("disable", ctypes.c_int),
    ]


class cj_cache_entry(ctypes.Structure):
    _fields_ = [
        ("file", ctypes.c_char_p),
        ("key", ctypes.c_char_p),
        ("target", ctypes.c_char_p),
        ("compiler", ctypes.c_char_p),
        ("toolchain", ctypes.c_char_p),
        ("generator", ctypes.c_uint),
        ("bytes", ctypes.c_uint64),
        ("payload", ctypes.c_uint64),
        ("age_s", ctypes.c_double),
        ("state", ctypes.c_int),
        ("problem", ctypes.c_char_p),
    ]


_COUNTERS = ("hits", "misses", "rebuilds", "write_failures", "evictions")


class cj_cache_counters(ctypes.Structure):
    _fields_ = [(name, ctypes.c_uint64) for name in _COUNTERS]


class cj_cache_stats(ctypes.Structure):
    _fields_ = [
        ("struct_size", ctypes.c_size_t),
        ("entries", ctypes.c_uint64),
        ("bytes", ctypes.c_uint64),
        ("max_bytes", ctypes.c_uint64),
        ("dir", cj_cache_counters),
        ("process", cj_cache_counters),
    ]


# int (*)(void *user, const cj_cache_entry *entry)
CACHE_VISIT_FN = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.POINTER(cj_cache_entry))

# int (*)(void *user, const void *mine, void *all, size_t n)
ALLGATHER_FN = ctypes.CFUNCTYPE(
    ctypes.c_int, ctypes.c_void_p, ctypes.c_void_p, ctypes.c_void_p, ctypes.c_size_t
)

REQ_STAGE = 1  # CJ_REQ_STAGE
REQ_NO_TMA = 4  # CJ_REQ_NO_TMA
E_INVALID = 1  # CJ_E_INVALID
E_UNAVAILABLE = 3
E_TIMEOUT = 6
E_PEER = 10

# ---- locating and loading the library --------------------------------------------------------

_NAMES = ("libcolljit.so", "libcolljit.so.0", "libcolljit.dylib")


def _candidates():
    env = os.environ.get("COLLJIT_LIB")
    if env:
        yield pathlib.Path(env)
        return
    here = pathlib.Path(__file__).resolve().parent
    for name in _NAMES:
        yield here / name
    # a source checkout: <repo>/python/colljit/_lib.py -> <repo>/build*/libcolljit.so
    repo = here.parent.parent
    if (repo / "include" / "colljit.h").is_file():
        builds = sorted(repo.glob("build*/libcolljit.so"), key=_build_order)
        yield from builds
    found = ctypes.util.find_library("colljit")
    for name in ((found,) if found else ()) + _NAMES:
        yield pathlib.PurePath(name)  # bare names go through the dynamic loader's search


def _build_order(path):
    # "build" first, then the most recently built
    try:
        mtime = path.stat().st_mtime
    except OSError:
        mtime = 0.0
    return (path.parent.name != "build", -mtime)


def _rocm_python_libs():
    """{variable: path} for a ROCm installed from Python packages (TheRock's rocm_sdk: the
    HIP runtime and hiprtc in site-packages/_rocm_sdk_core/lib), found without importing it;
    empty when there is none."""
    import importlib.util

    try:
        spec = importlib.util.find_spec("_rocm_sdk_core")
    except (ImportError, ValueError):
        return {}
    found = {}
    for where in (spec.submodule_search_locations or []) if spec else []:
        lib = pathlib.Path(where) / "lib"
        for var, stem in (("COLLJIT_HIP_LIB", "libamdhip64.so"),
                          ("COLLJIT_HIPRTC_LIB", "libhiprtc.so")):
            names = sorted(lib.glob(stem + "*"), key=lambda p: (len(p.name), p.name))
            if names and var not in found:
                found[var] = str(names[0])
    return found


def _use_python_rocm():
    """Points the library at a Python-installed ROCm when the user named none (COLLJIT_HIP_LIB,
    COLLJIT_HIPRTC_LIB, ROCM_PATH or ROCM_HOME): read once, when the library first looks."""
    if any(os.environ.get(v) for v in ("ROCM_PATH", "ROCM_HOME")):
        return
    for var, path in _rocm_python_libs().items():
        os.environ.setdefault(var, path)


def _load():
    _use_python_rocm()
    tried = []
    for path in _candidates():
        if isinstance(path, pathlib.Path) and not path.exists():
            tried.append(f"{path} (missing)")
            continue
        try:
            return ctypes.CDLL(str(path)), str(path)
        except OSError as e:
            tried.append(f"{path} ({e})")
    raise ColljitError(
        E_UNAVAILABLE,
        "CJ_E_UNAVAILABLE",
        "cannot load libcolljit; set COLLJIT_LIB to its path. Tried: " + "; ".join(tried),
    )


# ---- errors ----------------------------------------------------------------------------------


class ColljitError(RuntimeError):
    """A colljit call failed. `status` is the cj_status number, `name` its name
    ("CJ_E_INVALID"), `message` the library's detailed message."""

    def __init__(self, status, name, message):
        text = message if message.startswith(name) else f"{name}: {message}" if message else name
        super().__init__(text)
        self.status = int(status)
        self.name = name
        self.message = message


def _s(p):
    return p.decode("utf-8", "replace") if p else ""


def status_name(status):
    return _s(lib.cj_status_name(status)) or f"CJ_E_{status}"


def error(status, message):
    """A ColljitError for `status` with `message` (for errors found on the Python side)."""
    return ColljitError(status, status_name(status), message)


def check(status, comm=None):
    """Raises the ColljitError of a failed call; `comm` (a cj_comm pointer) supplies the
    message when the thread's own is empty."""
    if status == 0:
        return
    message = _s(lib.cj_last_error())
    if not message and comm:
        message = _s(lib.cj_comm_last_error(comm))
    if not message:
        message = _s(lib.cj_status_string(status))
    raise ColljitError(status, status_name(status), message)


# ---- prototypes ------------------------------------------------------------------------------

_P = ctypes.c_void_p
_I = ctypes.c_int
_SZ = ctypes.c_size_t
_STR = ctypes.c_char_p

_PROTOTYPES = {
    # name: (restype, argtypes)
    "cj_status_name": (_STR, [_I]),
    "cj_status_string": (_STR, [_I]),
    "cj_last_error": (_STR, []),
    "cj_version_string": (_STR, []),
    "cj_op_name": (_STR, [_I]),
    "cj_dtype_name": (_STR, [_I]),
    "cj_dtype_size": (_SZ, [_I]),
    "cj_redop_name": (_STR, [_I]),
    "cj_variant_name": (_STR, [_I]),
    "cj_barrier_name": (_STR, [_I]),
    "cj_compiler_name": (_STR, [_I]),
    "cj_plan_create": (_I, [ctypes.POINTER(cj_request), ctypes.POINTER(_P)]),
    "cj_plan_from_key": (_I, [_STR, ctypes.POINTER(_P)]),
    "cj_plan_destroy": (None, [_P]),
    "cj_plan_key": (_STR, [_P]),
    "cj_plan_hash": (ctypes.c_uint64, [_P]),
    "cj_plan_request": (None, [_P, ctypes.POINTER(cj_request)]),
    "cj_plan_kernel_name": (_STR, [_P]),
    "cj_generate": (_I, [_P, _I, _I, ctypes.POINTER(cj_blob)]),
    "cj_blob_free": (None, [ctypes.POINTER(cj_blob)]),
    "cj_system_info": (_I, [ctypes.POINTER(cj_blob)]),
    "cj_cache_configure": (_I, [ctypes.POINTER(cj_cache_config)]),
    "cj_cache_dir": (_I, [ctypes.c_char_p, _SZ]),
    "cj_cache_object": (_I, [_P, _I, ctypes.POINTER(cj_blob), ctypes.POINTER(_I)]),
    "cj_cache_list": (_I, [_I, CACHE_VISIT_FN, _P]),
    "cj_cache_stats_get": (_I, [ctypes.POINTER(cj_cache_stats)]),
    "cj_cache_clear": (_I, [ctypes.POINTER(ctypes.c_uint64)]),
    "cj_cache_remove_invalid": (_I, [ctypes.POINTER(ctypes.c_uint64)]),
    "cj_get_unique_id": (_I, [ctypes.POINTER(cj_unique_id)]),
    "cj_comm_init_rank": (
        _I,
        [ctypes.POINTER(_P), _I, ctypes.POINTER(cj_unique_id), _I, ctypes.POINTER(cj_comm_options)],
    ),
    "cj_comm_init_with_allgather": (
        _I,
        [ctypes.POINTER(_P), _I, _I, ALLGATHER_FN, _P, ctypes.POINTER(cj_comm_options)],
    ),
    "cj_comm_destroy": (_I, [_P]),
    "cj_comm_rank": (_I, [_P]),
    "cj_comm_size": (_I, [_P]),
    "cj_comm_device": (_I, [_P]),
    "cj_comm_last_error": (_STR, [_P]),
    "cj_comm_last_kernel": (_I, [_P, ctypes.c_char_p, _SZ, ctypes.POINTER(ctypes.c_int), _I]),
    "cj_malloc": (_I, [_P, _SZ, ctypes.POINTER(_P)]),
    "cj_free": (_I, [_P, _P]),
    "cj_heap_bases": (_I, [_P, ctypes.POINTER(_P), ctypes.POINTER(ctypes.c_uint64)]),
    "cj_all_gather": (_I, [_P, _P, _P, _SZ, _I, _P]),
    "cj_all_reduce": (_I, [_P, _P, _P, _SZ, _I, _I, _P]),
    "cj_reduce_scatter": (_I, [_P, _P, _P, _SZ, _I, _I, _P]),
    "cj_all_to_all": (_I, [_P, _P, _P, _SZ, _I, _P]),
    "cj_broadcast": (_I, [_P, _P, _P, _SZ, _I, _I, _P]),
    "cj_reduce": (_I, [_P, _P, _P, _SZ, _I, _I, _I, _P]),
    "cj_barrier": (_I, [_P, _P]),
    "cj_collective": (_I, [_P, _I, _P, _P, _SZ, _I, _I, _I, _P]),
    "cj_prepare": (_I, [_P, _I, _P, _P, _SZ, _I, _I, _I]),
    "cj_all_reduce_rmsnorm": (_I, [_P, _P, _P, _P, _P, _SZ, _SZ, ctypes.c_float, _I, _P]),
    "cj_prepare_all_reduce_rmsnorm": (_I, [_P, _P, _P, _P, _P, _SZ, _SZ, _I]),
    "cj_allgather_gemm": (_I, [_P, _P, _P, _P, _P, ctypes.POINTER(cj_gemm_params), _I, _P]),
    "cj_gemm_reduce_scatter": (_I, [_P, _P, _P, _P, _P, ctypes.POINTER(cj_gemm_params), _I,
                                    _P]),
    "cj_gemm": (_I, [_P, _P, _P, _P, _P, ctypes.POINTER(cj_gemm_params), _I, _P]),
    "cj_prepare_gemm": (_I, [_P, _I, ctypes.POINTER(cj_gemm_params), _I]),
    "cj_comm_check": (_I, [_P]),
    "cj_comm_jit_stats": (_I, [_P, ctypes.POINTER(cj_jit_stats)]),
    "cj_comm_jit_wait": (_I, [_P, ctypes.c_double]),
}


class _Library:
    """The loaded library, bound on first use so that importing colljit never fails."""

    def __init__(self):
        self._dll = None
        self._path = None
        self._mu = threading.Lock()

    def _bind(self):
        with self._mu:
            if self._dll is None:
                dll, path = _load()
                for name, (res, args) in _PROTOTYPES.items():
                    fn = getattr(dll, name)
                    fn.restype = res
                    fn.argtypes = args
                self._dll, self._path = dll, path
        return self._dll

    @property
    def path(self):
        self._bind()
        return self._path

    def __getattr__(self, name):
        return getattr(self._dll or self._bind(), name)


lib = _Library()


def library_path():
    """The path libcolljit was loaded from."""
    return lib.path


def names(fn):
    """The vocabulary of a cj_*_name function: [name of 0, name of 1, ...]."""
    out = []
    while True:
        n = fn(len(out))
        if not n or n == b"?":
            return out
        out.append(n.decode())
