#!/usr/bin/env bash
# colljit.torch on one GPU, from a built wheel (nothing is compiled here):
#
#   bash scripts/gpu-torch.sh dist/colljit-*.whl [--calls 1000] [--numel 4096]
#
# makes a virtual environment that sees the system's torch (--system-site-packages), installs
# the wheel into it (no dependencies fetched) and runs python/tests/gpu_torch_world1.py: a
# world-1 communicator, every collective, torch.compile(fullgraph=True) against eager, and the
# host time per all_reduce call beside torch.distributed (NCCL), median of 1000 calls. Exit
# status 0 passed, 1 failed, 77 no GPU.
set -euo pipefail
cd "$(dirname "$0")/.."
wheel=${1:?usage: gpu-torch.sh WHEEL [gpu_torch_world1.py options]}
shift
venv=${COLLJIT_VENV:-$(mktemp -d)/venv}
python3 -m venv --system-site-packages "$venv"
"$venv/bin/python" -m pip install -q --no-deps --force-reinstall "$wheel"
unset COLLJIT_LIB
# run from outside the checkout, so that the installed package is the one imported
cd "$(mktemp -d)"
exec "$venv/bin/python" "$OLDPWD/python/tests/gpu_torch_world1.py" "$@"
