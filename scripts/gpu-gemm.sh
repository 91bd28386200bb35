#!/usr/bin/env bash
# The generated GEMM beside torch.matmul (cuBLAS) on this machine's first NVIDIA GPU, from a
# prebuilt tree DIR (default build; builds nothing): gemm_emit writes the tile kernels of the
# benchmark shapes as PTX for the GPU's architecture, bench/gemm_torch.py launches them on torch
# tensors, checks every result against torch.matmul and prints TFLOP/s and the ratio.
# Extra arguments go to gemm_emit (e.g. --tile 128x256x64 --warps 2x4 --stages 3 --layouts row;
# tiles that need more than 48 KiB of shared memory run with dynamic shared memory, up to the
# GPU's limit; --wave sms2 / sms: a last wave at most half full split along k, for 2 / 1 blocks per SM of
# this GPU).
# scripts/gpu-gemm-sweep.sh compares several such configurations.
# Output also in $OUT/gpu-gemm.log and $OUT/gpu-gemm.json when OUT is set. Exit 77 without a GPU.
set -uo pipefail
dir=${1:-build}
shift || true
. "$(dirname "$0")/gemm-env.sh"
args=()
for a in "$@"; do
  case $a in
  sms) args+=("$sms") ;;
  sms2) args+=("$((2 * sms))") ;;
  *) args+=("$a") ;;
  esac
done
{
  date -u
  nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv,noheader
  echo "==== gemm_emit $work --target $target ${args[*]}"
  "$emit" "$work" --target "$target" "${args[@]}" || exit 1
  echo "==== gemm_torch.py"
  python3 "$(dirname "$0")/../bench/gemm_torch.py" "$work" --json "$out/gpu-gemm.json"
  rc=$?
  echo "==== exit $rc"
  exit $rc
} 2>&1 | tee "$out/gpu-gemm.log"
exit "${PIPESTATUS[0]}"
