#!/usr/bin/env bash
# allreduce_rmsnorm at world 1 on this machine's first NVIDIA GPU beside torch's residual add +
# RMSNorm, from a prebuilt tree DIR (default build; builds nothing): the colljit CLI of DIR emits
# each kernel's PTX, bench/rmsnorm_torch.py runs it on torch tensors, checks residual and output
# against torch in float32 and prints the times. Output also in $OUT/gpu-rmsnorm.log and
# $OUT/gpu-rmsnorm.json when OUT is set. Exit 77 without a GPU.
set -uo pipefail
dir=${1:-build}
cli=$(ls "$dir/colljit" "$dir/bin/colljit" 2>/dev/null | sed -n 1p)
[ -x "$cli" ] || { echo "no colljit CLI under $dir"; exit 2; }
nvidia-smi -L >/dev/null 2>&1 || { echo "SKIP: no NVIDIA GPU"; exit 77; }
export LD_LIBRARY_PATH="$dir/lib:$dir:${LD_LIBRARY_PATH:-}"
out=${OUT:-$(mktemp -d)}
{
  date -u
  nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
  python3 "$(dirname "$0")/../bench/rmsnorm_torch.py" "$cli" --json "$out/gpu-rmsnorm.json"
  rc=$?
  echo "==== exit $rc"
  exit $rc
} 2>&1 | tee "$out/gpu-rmsnorm.log"
exit "${PIPESTATUS[0]}"
