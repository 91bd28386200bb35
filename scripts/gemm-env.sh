# Sourced by gpu-gemm.sh and gpu-gemm-sweep.sh with $dir set: finds gemm_emit under $dir, the
# colljit target of the first NVIDIA GPU, a scratch directory (removed on exit) and the output
# directory ($OUT, else the scratch one). Exits 2 without gemm_emit, 77 without a GPU.
emit=$(ls "$dir/bench/gemm_emit" "$dir/gemm_emit" 2>/dev/null | sed -n 1p)
[ -x "$emit" ] || { echo "no gemm_emit under $dir"; exit 2; }
cap=$(nvidia-smi --query-gpu=compute_cap --format=csv,noheader 2>/dev/null | head -n 1 | tr -d .)
[ -n "$cap" ] || { echo "SKIP: no NVIDIA GPU"; exit 77; }
target=sm_$cap
# streaming multiprocessors of that GPU (the blocks per wave of the split last wave: --wave)
sms=$(python3 -c 'import torch; print(torch.cuda.get_device_properties(0).multi_processor_count)' \
  2>/dev/null || echo 0)
[ "$cap" -ge 90 ] && target=sm_90
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
out=${OUT:-$work}
