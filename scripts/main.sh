#!/usr/bin/env bash
# The main job: install, build, then show colljit at work.
#  - with GPUs: every collective across all visible GPUs, timed beside NCCL (colljit bench);
#  - without: generate, compile and print the ISA of the all-gather and barrier kernels for the
#    default targets (gfx942, sm_90).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/install-deps.sh
build=${COLLJIT_BUILD_DIR:-build}
cmake -S . -B "$build" -DCMAKE_BUILD_TYPE=RelWithDebInfo ${COLLJIT_CMAKE_ARGS:-}
cmake --build "$build" -j"$(nproc)"
cj="$build/colljit"
"$cj" info
if "$cj" info | grep -qE '^(cuda|hip) .*: [1-9][0-9]* devices?$'; then
  export NCCL_NVLS_ENABLE=0 # NVLink multicast stays off
  exec "$cj" bench ${COLLJIT_BENCH_ARGS:---sizes 1K,64K,1M,16M,256M}
fi
targets=${COLLJIT_TARGETS:-gfx942,sm_90}
for key in allgather.bf16.n1048576.w8 barrier.w8; do
  echo "==== $key: key, then ISA for $targets"
  "$cj" gen "$key" --target "$targets" --emit key
  "$cj" gen "$key" --target "$targets" --emit isa
done
