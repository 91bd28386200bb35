#!/usr/bin/env bash
# Today's ROCm without an AMD GPU, in CI (root, network, no GPU). Three parts:
#
# 0. Here, the HIP Python wheels from PyPI (rocm-bindings-hip and -core, pinned: ROCm 10.0 with
#    HIP 7.15), whose declarations AMD generates from ROCm's headers: every HIP fact and entry
#    point colljit declares checked against that newer ROCm too (tests/abi, run by CTest on
#    BUILD_DIR), and shown to fail on planted faults.
# 1. A Debian sid root built fresh with mmdebstrap (ROCm 6.4 HIP and hiprtc, comgr 7.0 on
#    LLVM 21, LLVM 21 with lld): colljit is built there against LLVM 21 with the ROCm tests
#    (tests/rocm: every HIP fact of support/hip_abi.h against ROCm 6.4's headers and
#    libraries), a fact planted wrong must fail to compile, and every kernel is compiled with
#    hiprtc 6.4 and with LLVM 21 for gfx90a, gfx942 and gfx950 and its ISA checked by the AMD
#    memory-model checker (tests/isa/amd_mm_run.sh).
# 2. Here, the Triton wheel from PyPI in a virtual environment: every kernel's LLVM IR compiled
#    for gfx942 and gfx950 by Triton's LLVM (python/tests/test_triton_amd.py) and checked.
#
#   scripts/ci-rocm.sh [BUILD_DIR]    (BUILD_DIR: this machine's build, for parts 0 and 2; default
#                                      build)
# COLLJIT_ROCM_KEEP=DIR keeps the root and the outputs in DIR (and reuses a root found there).
set -euo pipefail
cd "$(dirname "$0")/.."
src=$PWD
build=${1:-${COLLJIT_BUILD_DIR:-build}}
case "$build" in /*) ;; *) build="$src/$build" ;; esac
t_start=$(date +%s)
stamp() { echo "ci-rocm: [$(($(date +%s) - t_start)) s] $*"; }

work=${COLLJIT_ROCM_KEEP:-$(mktemp -d /tmp/colljit-rocm.XXXXXX)}
root=$work/root
mkdir -p "$work"
cleanup() {
  if mountpoint -q "$root/proc" && ! umount "$root/proc"; then
    echo "ci-rocm: cannot unmount $root/proc; $work is left in place"
    return
  fi
  [ -n "${COLLJIT_ROCM_KEEP:-}" ] || rm -rf "$work"
}
trap cleanup EXIT

# ---- part 0: a newer ROCm's declarations, from the HIP Python wheels ----------------------
venv=$work/venv
if [ ! -x "$venv/bin/python" ]; then
  python3 -m venv "$venv"
fi
# the version the checker names (a pinned ROCm: a newer one is a deliberate change)
bindings_version=$(sed -n 's/^BINDINGS_VERSION = "\([^"]*\)".*/\1/p' \
  tests/abi/check_hip_bindings.py)
rm -rf "$work/bindings"
if ! "$venv/bin/pip" download -q --no-deps -d "$work/bindings" \
  "rocm-bindings-hip==$bindings_version" "rocm-bindings-core==$bindings_version"; then
  echo "ci-rocm: pip could not download rocm-bindings-hip $bindings_version: not checked"
  exit 1
fi
stamp "HIP Python wheels downloaded ($(du -sh "$work/bindings" | cut -f1))"
# named, the wheels are required: a missing or unreadable one fails instead of skipping
COLLJIT_HIP_BINDINGS="$work/bindings" ctest --test-dir "$build" --output-on-failure -j2 \
  --no-tests=error -L abi
stamp "HIP declarations checked against the HIP Python wheels"

# ---- part 1: the sid root ----------------------------------------------------------------
packages=libhiprtc6,libamdhip64-dev,libamd-comgr-dev,llvm-21,llvm-21-dev,lld-21,gcc,g++,cmake,make
packages=$packages,libc6-dev,zlib1g-dev,libzstd-dev,python3
if [ ! -x "$root/usr/bin/g++" ]; then
  command -v mmdebstrap >/dev/null || {
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq mmdebstrap >/dev/null
  }
  rm -rf "$root"
  # the mirror's sid Release file may be past its Valid-Until date
  mmdebstrap --quiet --variant=apt --aptopt='Acquire::Check-Valid-Until "false"' \
    --include="$packages" sid "$root"
fi
stamp "sid root ready ($(du -sh "$root" | cut -f1))"
rm -rf "$root/src" && mkdir -p "$root/src"
git ls-files -z --cached --others --exclude-standard | tar --null -T - -c | tar -x -C "$root/src"
mountpoint -q "$root/proc" || mount -t proc proc "$root/proc"
chroot "$root" /bin/bash /src/scripts/ci-rocm-sid.sh
stamp "sid part done"

# ---- part 2: Triton's LLVM, from the PyPI wheel ----------------------------------------------
venv=$work/venv
if [ ! -x "$venv/bin/python" ]; then
  python3 -m venv "$venv"
fi
t_pip=$(date +%s)
if ! "$venv/bin/pip" install -q triton pytest; then
  echo "ci-rocm: pip could not install triton: the Triton path is not tested"
  exit 1
fi
stamp "pip install triton: $(($(date +%s) - t_pip)) s, $(du -sh "$venv" | cut -f1) installed"
out=$root/tmp/mm
keys=$work/keys
sed -n 's/^; key: \(.*\)\.gfx942$/\1/p' "$out"/llvm-gfx942/*.s | sort -u >"$keys"
rm -rf "$work/triton"
COLLJIT_REQUIRE_TRITON=1 COLLJIT_TRITON_KEYS="$keys" COLLJIT_TRITON_ISA_DIR="$work/triton" \
  COLLJIT_LIB="$build/libcolljit.so" PYTHONPATH="$src/python" \
  "$venv/bin/python" -m pytest -q -s -p no:cacheprovider python/tests/test_triton_amd.py
# The memory-model checker over Triton's code, every rule: scratch too. Triton's Python API runs
# no LLVM IR optimizer on IR it did not make (translate_to_asm is code generation only); colljit's
# IR keeps its variables in SSA form (no alloca) so that none lands in scratch there.
fail=0
for arch in gfx942 gfx950; do
  rc=0
  python3 tests/isa/amd_mm_check.py "$work/triton/$arch"/*.s >"$work/triton-$arch.txt" || rc=$?
  scratch=$(grep -c ': scratch: ' "$work/triton-$arch.txt" || true)
  echo "triton-$arch: $(tail -n 1 "$work/triton-$arch.txt") ($scratch scratch findings)"
  if [ "$rc" -ne 0 ]; then
    grep '^/' "$work/triton-$arch.txt" | sed -n 1,20p
    fail=1
  fi
done
stamp "done"
exit $fail
