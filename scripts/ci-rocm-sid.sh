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
cmake --build "$build" -j"$jobs" --target colljit colljit_cli fakehip amd_mm_dump test_hip_facts \
  test_hip_runtime test_hip_lib test_hip_backend test_no_device test_isa_llvm test_isa_api \
  test_isa_elf test_isa_ops test_isa_compute >/dev/null
stamp "built against $(/usr/lib/llvm-21/bin/llvm-config --version) ($(gcc -dumpfullversion))"
"$build/colljit" info | sed -n '/^toolchains:/,$p'

# the HIP facts (tests/rocm), the HIP unit tests and the ISA tests, on ROCm 6.4 and LLVM 21. There
# is no CUDA here: the ISA tests' NVIDIA parts cannot run, so they are not required (a test whose
# NVIDIA part is missing reports skipped; the AMD kernels are required below, by the checker run)
env -u COLLJIT_REQUIRE_TOOLCHAINS \
  ctest --test-dir "$build" --output-on-failure -j"$jobs" -L 'rocm|isa' -E 'amd_mm'
ctest --test-dir "$build" --output-on-failure -R 'test_hip_lib|test_hip_backend|test_no_device'
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
grep -o 'static assertion failed: CJ_HIP_PROPS_R0600_ARCH is not [^ ]*.*' "$plant/log" | sed -n 1p
stamp "planted fault rejected"

# hiprtc whose version nothing says (a fake HIP runtime whose version calls fail, hiprtc copied
# under a name without one) must still build for gfx942: the compile decides, not the version
nov=/tmp/noversion
rm -rf "$nov" && mkdir -p "$nov"
cp "$(readlink -f /usr/lib/x86_64-linux-gnu/libhiprtc.so.6)" "$nov/libhiprtc-copy.so"
COLLJIT_HIP_LIB="$build/tests/unit/libfakehip.so" COLLJIT_HIPRTC_LIB="$nov/libhiprtc-copy.so" \
  "$build/colljit" info | grep -A1 '^  hiprtc'
COLLJIT_HIP_LIB="$build/tests/unit/libfakehip.so" COLLJIT_HIPRTC_LIB="$nov/libhiprtc-copy.so" \
  COLLJIT_CACHE_DISABLE=1 "$build/colljit" gen barrier.w8 --target gfx942 --compiler hiprtc \
  --emit obj >"$nov/barrier.hsaco"
echo "hiprtc of unknown version built gfx942: $(stat -c %s "$nov/barrier.hsaco") bytes"
stamp "unknown hiprtc version"

# every kernel through hiprtc 6.4 and LLVM 21 for gfx942 and gfx950 (tests/isa/amd_mm_dump: every
# op, variant, dtype, specialised and generic), the two paths side by side, and the memory-model
# checker over all of it (gfx90a and the checker's planted fault run in the main tests)
rm -rf /tmp/mm && mkdir -p /tmp/mm
# (hiprtc compiles one kernel at a time per process: one process per target)
dump() { for t in $2; do "$build/tests/isa/amd_mm_dump" "/tmp/mm/$1-$t" "$t" "$1" || return 1; done; }
dump hiprtc gfx942 >/tmp/mm/hiprtc-942.log 2>&1 &
dump hiprtc gfx950 >/tmp/mm/hiprtc-950.log 2>&1 &
dump llvm "gfx942 gfx950" >/tmp/mm/llvm.log 2>&1 &
ok=1
for job in $(jobs -p); do wait "$job" || ok=0; done
cat /tmp/mm/*.log
[ "$ok" = 1 ] || { echo "ci-rocm-sid: FAILED: a compile path did not build every kernel"; exit 1; }
stamp "compiled"
for d in hiprtc-gfx942 hiprtc-gfx950 llvm-gfx942 llvm-gfx950; do
  printf '%s: %s kernels; ' "$d" "$(ls /tmp/mm/$d | wc -l)"
  python3 tests/isa/amd_mm_check.py -q --require-kd /tmp/mm/$d/*.s
done
stamp "done"
