#!/usr/bin/env bash
# Runs inside the Debian sid root scripts/ci-rocm.sh builds (sources in /src): colljit against
# LLVM 21 with the ROCm tests, a planted wrong HIP fact, and every kernel compiled with
# hiprtc 6.4 and LLVM 21 and checked by the AMD memory-model checker (outputs in /tmp/mm).
set -euo pipefail
cd /src
t0=$(date +%s)
stamp() { echo "ci-rocm-sid: [$(($(date +%s) - t0)) s] $*"; }
build=/src/build-sid
jobs=$(nproc)

cmake -S . -B "$build" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCOLLJIT_WERROR=ON \
  -DCOLLJIT_ROCM_FACTS=ON -DLLVM_DIR=/usr/lib/llvm-21/lib/cmake/llvm >/dev/null
cmake --build "$build" -j"$jobs" >/dev/null
stamp "built against $(/usr/lib/llvm-21/bin/llvm-config --version) ($(gcc -dumpfullversion))"
"$build/colljit" info | sed -n '/^toolchains:/,$p'

# the HIP facts (tests/rocm), the HIP unit tests and the ISA tests, on ROCm 6.4 and LLVM 21 (there
# is no CUDA here: the ISA tests' NVIDIA parts skip)
ctest --test-dir "$build" --output-on-failure -j"$jobs" -L 'rocm|isa' -E 'amd_mm'
ctest --test-dir "$build" --output-on-failure -R 'test_hip_lib|test_no_device'
"$build/tests/rocm/test_hip_facts"
"$build/tests/rocm/test_hip_runtime"
stamp "tests passed"

# a planted fault: gcnArchName's offset declared 8 bytes off must not compile
plant=/tmp/plant
rm -rf "$plant" && mkdir -p "$plant"
sed 's/CJ_HIP_PROPS_R0600_ARCH = [0-9]*/CJ_HIP_PROPS_R0600_ARCH = 1168/' support/hip_abi.h \
  >"$plant/hip_abi.h"
if g++ -std=c++17 -fsyntax-only -D__HIP_PLATFORM_AMD__ -I"$plant" \
  tests/rocm/test_hip_facts.cpp 2>"$plant/log"; then
  echo "ci-rocm-sid: FAILED: a wrong gcnArchName offset compiled"
  exit 1
fi
grep -o 'static assertion failed: CJ_HIP_PROPS_R0600_ARCH is not [^ ]*.*' "$plant/log" | head -1
stamp "planted fault rejected"

# every kernel through hiprtc 6.4 and LLVM 21, and the memory-model checker over all of it
COLLJIT_REQUIRE_TOOLCHAINS=1 sh tests/isa/amd_mm_run.sh "$build/tests/isa/amd_mm_dump" python3 \
  tests/isa/amd_mm_check.py /tmp/mm
for d in hiprtc-gfx942 hiprtc-gfx950 llvm-gfx942 llvm-gfx950 hiprtc-gfx90a llvm-gfx90a; do
  n=$(ls /tmp/mm/$d 2>/dev/null | wc -l)
  echo "compiled: $d: $n kernels"
  if [ "$n" -eq 0 ]; then
    echo "ci-rocm-sid: FAILED: nothing compiled for $d"
    exit 1
  fi
done
stamp "done"
