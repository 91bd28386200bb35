"""colljit: generated, JIT-compiled GPU collectives for the GPUs of one node.

The generator API (no GPU needed):

    plan = colljit.Plan("allgather.bf16.n4096.w8.sm_90")
    plan.key, plan.hash, plan.kernel_name
    ptx = plan.generate("ptx")

The runtime API on raw device addresses is colljit.Comm; colljit.torch has the PyTorch
binding (imported on its own: `import colljit.torch`), colljit.triton the device-side helpers
for Triton kernels that reach a peer's heap, colljit.cache the code-object cache.
"""

from . import cache
from ._lib import ColljitError, library_path
from .cache import prebuild
from .generator import Plan, generate, system_info, version, vocabulary
from .runtime import Comm, unique_id

__all__ = [
    "ColljitError",
    "Comm",
    "cache",
    "Plan",
    "generate",
    "library_path",
    "prebuild",
    "system_info",
    "unique_id",
    "version",
    "vocabulary",
]

try:  # written by the build from the library's version (CMake's project())
    from ._version import __version__
except ImportError:  # a source checkout: ask the library

    def __getattr__(name):
        if name == "__version__":
            return version()
        raise AttributeError(f"module 'colljit' has no attribute {name!r}")
