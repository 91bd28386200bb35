#!/usr/bin/env bash
# Installs the build dependencies, builds colljit and runs every test (GPU tests report
# "skipped" on a machine without a GPU).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
build=${COLLJIT_BUILD_DIR:-build}
cmake -S . -B "$build" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCOLLJIT_WERROR=ON ${COLLJIT_CMAKE_ARGS:-}
cmake --build "$build" -j"$(nproc)"
ctest --test-dir "$build" --output-on-failure -j"$(nproc)"
# The Python binding's generator tests (no GPU), against the library just built.
if python3 -c "import pytest" 2>/dev/null; then
  case "$build" in /*) lib="$build" ;; *) lib="$PWD/$build" ;; esac
  COLLJIT_LIB="$lib/libcolljit.so" PYTHONPATH="$PWD/python" \
    python3 -m pytest -q -p no:cacheprovider python/tests/test_generator.py \
    python/tests/test_cache.py python/tests/test_torch_cpu.py python/tests/test_check_cli.py
else
  echo "test: python3 with pytest not found; skipping the Python binding's tests"
fi
