#!/usr/bin/env bash
# Installs what colljit builds against (Debian 12 / Ubuntu packages): LLVM 19 with lld, zstd
# and zlib headers (static LLVM), and HIP with hiprtc for the AMD source path. The CUDA
# toolkit (NVRTC, ptxas) is used when present; it is not installed here.
set -euo pipefail
pkgs=(cmake make gcc g++ llvm-19-dev lld-19 libzstd-dev zlib1g-dev pkg-config
      libamdhip64-dev libamd-comgr-dev rocm-device-libs)
# scripts/test-install.sh makes a virtual environment
if command -v python3 >/dev/null && ! python3 -m venv -h >/dev/null 2>&1; then
  pkgs+=(python3-venv)
fi
missing=()
for p in "${pkgs[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
# pytest runs the Python binding's tests
if command -v python3 >/dev/null && ! python3 -c "import pytest" 2>/dev/null; then
  echo "install-deps: installing pytest"
  python3 -m pip install -q pytest || echo "install-deps: could not install pytest"
fi
if [ ${#missing[@]} -eq 0 ]; then
  echo "install-deps: everything is installed"
  exit 0
fi
SUDO=
[ "$(id -u)" -eq 0 ] || SUDO=sudo
echo "install-deps: installing ${missing[*]}"
$SUDO apt-get update -q
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -q --no-install-recommends "${missing[@]}"
