#!/usr/bin/env bash
# colljit.torch on one GPU, from what was built elsewhere (nothing is compiled here):
#
#   bash scripts/gpu-torch.sh dist/colljit-*.whl [--calls 1000] [--numel 4096] [--json FILE]
#   bash scripts/gpu-torch.sh build/libcolljit.so [...]    (this checkout's python/ + that library)
#
# With a wheel: a virtual environment that sees the system's torch (--system-site-packages),
# the wheel installed into it without dependencies. With a library: PYTHONPATH=python and
# COLLJIT_LIB. Then python/tests/gpu_torch_world1.py: a world-1 communicator, every collective,
# torch.compile(fullgraph=True) against eager, and the host time per all_reduce call beside
# torch.distributed (NCCL), median of 1000 calls. Exit status 0 passed, 1 failed, 77 no GPU.
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$PWD
what=${1:?usage: gpu-torch.sh WHEEL|LIBCOLLJIT.SO [gpu_torch_world1.py options]}
shift
case "$what" in
  *.whl)
    venv=${COLLJIT_VENV:-$(mktemp -d)/venv}
    python3 -m venv --system-site-packages "$venv"
    "$venv/bin/python" -m pip install -q --no-deps --force-reinstall "$what"
    py=$venv/bin/python
    unset COLLJIT_LIB PYTHONPATH
    ;;
  *)
    [ -f "$what" ] || { echo "gpu-torch: $what is neither a wheel nor a library" >&2; exit 2; }
    py=python3
    export COLLJIT_LIB
    COLLJIT_LIB=$(readlink -f "$what")
    export PYTHONPATH=$repo/python${PYTHONPATH:+:$PYTHONPATH}
    ;;
esac
# run from outside the checkout, so that a wheel's package is the one imported
cd "$(mktemp -d)"
exec "$py" "$repo/python/tests/gpu_torch_world1.py" "$@"
