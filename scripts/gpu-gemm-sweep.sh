#!/usr/bin/env bash
# A sweep of GEMM tile configurations on this machine's first NVIDIA GPU, from a prebuilt tree
# DIR (default build; builds nothing): for each configuration (tile BMxBNxBK, stages, warps;
# NVRTC, the default on NVIDIA, or --compiler llvm) gemm_emit writes the kernels of the shapes
# below (bf16, B row-major) and bench/gemm_torch.py runs them beside torch.matmul, checks them
# and prints its table. A summary
# of the ratios to torch.matmul (configuration x shape) and the best configuration per shape
# follows. About 2-3 minutes on an H100.
#
#   scripts/gpu-gemm-sweep.sh [DIR] [--shapes MxNxK,...] [--configs "T:S:W T:S:W ..."]
#                             [--compiler nvrtc|llvm]
#
# Output also in $OUT/gpu-gemm-sweep.log and $OUT/sweep-<config>.json when OUT is set. Exit 1
# when a result was wrong or a configuration failed, 77 without a GPU.
set -uo pipefail
dir=${1:-build}
shift || true
shapes=4096x3584x8192,16384x3584x8192,1024x3584x8192,4096x14336x4096
# tile:stages:warps[:pipeline[:wave]] (pipeline -1: single-buffered fragments, 1: double-
# buffered, 0 or none: the generator's choice, double-buffered at BK 64; wave W: the blocks
# resident at once, SMs x blocks per SM, so that a last wave at most half full is split along
# k, 0 or none: one block per tile; "sms2" stands for twice this GPU's SMs, "sms" for its SMs). Shared memory =
# stages x (BM + BN) x BK x 2 bytes; beyond 48 KiB it is
# dynamic (sm_90 allows 227 KiB a block).
configs="128x128x32:3:2x2 128x128x32:4:2x2 128x128x64:3:2x2 128x128x64:4:2x2 128x128x64:3:2x4
128x256x32:4:2x4 128x256x64:3:2x4 128x256x64:4:2x4 256x128x32:4:4x2 256x128x64:3:4x2
256x128x64:4:4x2 128x256x32:5:2x4"
compiler=nvrtc
while [ $# -gt 0 ]; do
  case $1 in
  --shapes) shapes=$2; shift 2 ;;
  --configs) configs=$2; shift 2 ;;
  --compiler) compiler=$2; shift 2 ;;
  *) echo "unknown argument $1"; exit 2 ;;
  esac
done
. "$(dirname "$0")/gemm-env.sh"
here=$(dirname "$0")
{
  date -u
  nvidia-smi --query-gpu=name,driver_version,clocks.max.sm --format=csv,noheader
  rc=0
  start=$(date +%s)
  for cfg in $configs; do
    IFS=: read -r tile stages warps pipe wave <<<"$cfg"
    pipe=${pipe:-0}
    wave=${wave:-0}
    name="t${tile}_s${stages}_w${warps}"
    [ "$pipe" != 0 ] && name="${name}_p${pipe}"
    [ "$wave" != 0 ] && name="${name}_v${wave}"
    case $wave in
    sms) wave=$sms ;;
    sms2) wave=$((2 * sms)) ;;
    esac
    d="$work/$name"
    mkdir -p "$d"
    echo "==== $name: gemm_emit --target $target --compiler $compiler --tile $tile --stages $stages" \
      "--warps $warps --pipeline $pipe ($(($(date +%s) - start)) s)"
    if ! "$emit" "$d" --target "$target" --compiler "$compiler" --tile "$tile" --stages "$stages" \
      --warps "$warps" --pipeline "$pipe" --wave "$wave" --shapes "$shapes" \
      --layouts row --dtypes bf16 \
      >/dev/null; then
      echo "$name: gemm_emit failed"
      rc=1
      continue
    fi
    timeout 90 python3 "$here/../bench/gemm_torch.py" "$d" --reps 3 --json "$out/sweep-$name.json"
    r=$?
    [ "$r" -eq 77 ] && exit 77
    [ "$r" -ne 0 ] && { echo "$name: gemm_torch.py exit $r"; rc=1; }
  done
  echo "==== summary: ratio to torch.matmul, bf16, B row-major ($(($(date +%s) - start)) s)"
  # shellcheck disable=SC2086 # one argument per configuration
  python3 - "$out" $configs <<'EOF'
import json, os, sys
out, cfgs = sys.argv[1], sys.argv[2:]
def name(c):
    f = c.split(":") + ["0", "0"]
    return ("t%s_s%s_w%s" % tuple(f[:3]) + ("_p" + f[3] if f[3] != "0" else "") +
            ("_v" + f[4] if f[4] != "0" else ""))
names = [name(c) for c in cfgs]
table, shapes = {}, []
for n in names:
    p = os.path.join(out, f"sweep-{n}.json")
    if not os.path.exists(p):
        continue
    for r in json.load(open(p)):
        s = f"{r['m']}x{r['n']}x{r['k']}"
        if s not in shapes:
            shapes.append(s)
        table[(n, s)] = (r["ratio"], r["colljit_tflops"], r["ok"])
print(f"{'configuration':26s}" + "".join(f"{s:>18s}" for s in shapes))
for n in names:
    cells = []
    for s in shapes:
        v = table.get((n, s))
        cells.append(f"{'-':>18s}" if v is None else
                     f"{v[0]:6.2f} {v[1]:6.0f}TF{'' if v[2] else '!'}".rjust(18))
    print(f"{n:26s}" + "".join(cells))
for s in shapes:
    ok = [(table[(n, s)][0], n) for n in names if (n, s) in table and table[(n, s)][2]]
    if ok:
        r, n = max(ok)
        print(f"best at {s}: {n} (ratio {r:.2f})")
EOF
  echo "==== exit $rc"
  exit $rc
} 2>&1 | tee "$out/gpu-gemm-sweep.log"
exit "${PIPESTATUS[0]}"
