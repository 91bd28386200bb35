#!/usr/bin/env bash
# GPU checks on a machine with NVIDIA GPUs, from a prebuilt tree (DIR, default build):
# device report, the GPU tests (NVRTC path, then the LLVM path with fewer replays), the kill
# test, and the all-gather benchmark against NCCL. Output also goes to $OUT/gpu-check.log
# when OUT is set.
set -uo pipefail
dir=${1:-build}
export NCCL_NVLS_ENABLE=0 TORCH_SYMM_MEM_DISABLE_MULTICAST=1 NVSHMEM_DISABLE_NVLS=1
export LD_LIBRARY_PATH="$dir/lib:$dir:${LD_LIBRARY_PATH:-}"
log=${OUT:-/tmp}/gpu-check.log
run() { echo "==== $*"; "$@"; echo "==== exit $?"; }
{
  date -u
  nvidia-smi --query-gpu=name,driver_version --format=csv,noheader 2>/dev/null
  nvidia-smi topo -m 2>/dev/null | head -5
  run "$dir/colljit" info
  run "$dir/test_gpu_allgather"
  run "$dir/test_gpu_collectives"
  COLLJIT_COMPILER=llvm COLLJIT_TEST_REPLAYS=1000 run "$dir/test_gpu_allgather"
  COLLJIT_COMPILER=llvm COLLJIT_TEST_REPLAYS=300 run "$dir/test_gpu_collectives"
  run "$dir/test_gpu_kill"
  run "$dir/bench_allgather" ${BENCH_ARGS:-}
} 2>&1 | tee "$log"
