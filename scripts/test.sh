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
