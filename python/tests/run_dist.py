#!/usr/bin/env python3
"""Runs the GPU tests of the PyTorch binding, one process per GPU:

    python3 python/tests/run_dist.py [--nproc 2] [pytest arguments...]

which is torchrun --standalone --nproc-per-node N -m pytest test_torch_dist.py, with the
package importable from this checkout (PYTHONPATH) when it is not installed. The exit status
is torchrun's: non-zero when any rank failed."""

import argparse
import os
import pathlib
import subprocess
import sys

HERE = pathlib.Path(__file__).resolve().parent


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--nproc", type=int, default=2, help="processes (GPUs), default 2")
    args, pytest_args = p.parse_known_args()
    env = dict(os.environ)
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(HERE.parent), env.get("PYTHONPATH")]))
    env.setdefault("PYTHONUNBUFFERED", "1")
    cmd = [sys.executable, "-m", "torch.distributed.run", "--standalone",
           f"--nproc-per-node={args.nproc}", "-m", "pytest", "-q", "-p", "no:cacheprovider",
           str(HERE / "test_torch_dist.py"), *pytest_args]
    print(" ".join(cmd), flush=True)
    return subprocess.call(cmd, env=env)


if __name__ == "__main__":
    sys.exit(main())
