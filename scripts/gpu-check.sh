#!/usr/bin/env bash
# GPU checks on a machine with NVIDIA GPUs, from a prebuilt tree DIR (default build; a carried
# tree may keep the library in DIR/lib): device report, `colljit check` (the conformance check)
# at every world size the GPUs allow, the same through the PyTorch binding on every GPU
# (torchrun -m colljit.check, TORCH_CHECK_ARGS default --quick; where torch is installed), the
# GPU tests (every collective, allreduce_rmsnorm, kill (a barrier; every op) and modes), the single-GPU benchmarks
# beside torch (the generated GEMM, allreduce_rmsnorm at world 1, the PyTorch binding:
# torch.compile and host overhead), then with two GPUs or more the Python/PyTorch/Triton tests
# and examples, the flag ping, the fused GEMM collectives beside NCCL + cuBLAS and torch
# (bench/fused_dist.py) and a benchmark against NCCL.
# Everything is also written to $OUT/gpu-check.log when OUT is set. NVLink multicast stays off.
set -uo pipefail
dir=${1:-build}
export NCCL_NVLS_ENABLE=0 TORCH_SYMM_MEM_DISABLE_MULTICAST=1 NVSHMEM_DISABLE_NVLS=1
export LD_LIBRARY_PATH="$dir/lib:$dir:${LD_LIBRARY_PATH:-}"
lib=$(ls "$dir"/lib/libcolljit.so* "$dir"/libcolljit.so* 2>/dev/null | sed -n 1p)
export COLLJIT_LIB="$(cd "$(dirname "$lib")" && pwd)/$(basename "$lib")"
export PYTHONPATH="$PWD/python:${PYTHONPATH:-}" # the binding from this checkout
log=${OUT:-/tmp}/gpu-check.log
find_bin() { for p in "$dir/$1" "$dir/tests/gpu/$1" "$dir/bench/$1"; do [ -x "$p" ] && echo "$p" && return; done; }
run() { echo "==== $*"; "$@"; echo "==== exit $?"; }
{
  date -u
  nvidia-smi --query-gpu=name,driver_version --format=csv,noheader 2>/dev/null
  run "$(find_bin colljit)" info
  # the conformance check first, at every world size this machine has (1, 2, 4, 8 up to its
  # GPUs): every op, variant, path, dtype and calling mode against a float64 reference
  ngpu=$(nvidia-smi -L 2>/dev/null | grep -c '^GPU')
  for w in 1 2 4 8; do
    [ "$w" -le "$ngpu" ] || break
    run "$(find_bin colljit)" check --world "$w" ${CHECK_ARGS:-} --json "${OUT:-/tmp}/check-w$w.json"
  done
  # the same check through the PyTorch binding, on every GPU (eager, CUDA graph, torch.compile)
  if [ "$ngpu" -ge 1 ] && python3 -c "import torch" 2>/dev/null; then
    run python3 -m torch.distributed.run --standalone --nproc-per-node "$ngpu" -m colljit.check \
      ${TORCH_CHECK_ARGS:---quick} --json "${OUT:-/tmp}/check-torch.json"
  else
    echo "==== no torch (or no GPU): python -m colljit.check not run"
  fi
  for t in test_gpu_modes test_gpu_allgather test_gpu_collectives test_gpu_rmsnorm test_gpu_kill \
           test_gpu_kill_ops \
           test_gpu_fused_gemm; do
    run "$(find_bin $t)"
  done
  run python3 bench/gemm_comm.py --json "${OUT:-/tmp}/gemm-comm.json"
  run bash scripts/gpu-rmsnorm.sh "$dir"
  run bash scripts/gpu-torch.sh "$lib" --calls 1000
  if [ "$ngpu" -lt 2 ]; then
    echo "==== one GPU: no multi-GPU tests, examples or NCCL benchmark"
    exit 0
  fi
  run "$(find_bin flag_ping)" 20000
  run python3 python/tests/run_dist.py
  run torchrun --standalone --nproc-per-node 2 examples/triton_remote_add.py
  run torchrun --standalone --nproc-per-node 2 examples/tp_allreduce.py
  run torchrun --standalone --nproc-per-node "$ngpu" bench/fused_dist.py ${FUSED_ARGS:-}
  run "$(find_bin colljit)" bench ${BENCH_ARGS:-}
} 2>&1 | tee "$log"
