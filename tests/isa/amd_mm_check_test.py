#!/usr/bin/env python3
"""Planted faults for amd_mm_check.py: each rule must reject a small kernel that breaks it and
accept the same kernel written correctly. Run: python3 amd_mm_check_test.py (exit 0: all held)."""
import os
import subprocess
import sys
import tempfile

CHECK = os.path.join(os.path.dirname(os.path.abspath(__file__)), "amd_mm_check.py")

GOOD_942 = """k:
  ; .amdhsa_private_segment_fixed_size 0
  global_store_dwordx4 v0, v[2:5], s[4:5]
  s_waitcnt vmcnt(0)
  s_barrier
  buffer_wbl2 sc0 sc1
  s_waitcnt vmcnt(0) lgkmcnt(0)
  global_atomic_add v1, v0, v1, s[6:7] offset:256 sc0 sc1
  global_load_dword v2, v0, s[6:7] sc0 sc1
  s_waitcnt vmcnt(0)
  buffer_inv sc0 sc1
  s_endpgm
"""

GOOD_90A = """k:
  ; .amdhsa_private_segment_fixed_size 0
  buffer_wbl2
  s_waitcnt vmcnt(0)
  global_store_dword v0, v1, s[0:1]
  global_load_dword v5, v0, s[2:3] glc
  s_waitcnt vmcnt(0)
  buffer_invl2
  buffer_wbinvl1_vol
  s_endpgm
"""

# (name, target, text, expected violations)
CASES = [
    ("correct gfx942", "gfx942", GOOD_942, 0),
    ("correct gfx90a", "gfx90a", GOOD_90A, 0),
    ("release without the wait", "gfx942",
     GOOD_942.replace("  s_waitcnt vmcnt(0) lgkmcnt(0)\n", ""), 1),
    ("release: a store between writeback and wait", "gfx942",
     GOOD_942.replace("buffer_wbl2 sc0 sc1\n",
                      "buffer_wbl2 sc0 sc1\n  global_store_dword v0, v1, s[8:9]\n"), 1),
    ("release: writeback without sc bits", "gfx942",
     GOOD_942.replace("buffer_wbl2 sc0 sc1", "buffer_wbl2"), 1),
    ("release: system atomic without sc1", "gfx942",
     GOOD_942.replace("offset:256 sc0 sc1", "offset:256 sc0"), 1),
    ("release across a branch", "gfx942",
     GOOD_942.replace("  s_waitcnt vmcnt(0) lgkmcnt(0)\n",
                      "  s_cbranch_execz 3\n  s_waitcnt vmcnt(0)\n"), 1),
    ("gfx90a release without the wait", "gfx90a",
     GOOD_90A.replace("buffer_wbl2\n  s_waitcnt vmcnt(0)\n", "buffer_wbl2\n"), 1),
    ("acquire without the wait", "gfx942",
     GOOD_942.replace("  s_waitcnt vmcnt(0)\n  buffer_inv", "  buffer_inv"), 1),
    ("acquire: load without sc bits", "gfx942",
     GOOD_942.replace("global_load_dword v2, v0, s[6:7] sc0 sc1",
                      "global_load_dword v2, v0, s[6:7]"), 1),
    ("acquire: gfx942 invalidate on gfx90a", "gfx90a",
     GOOD_90A.replace("buffer_wbinvl1_vol", "buffer_inv sc1"), 1),
    ("barrier with a store in flight", "gfx942",
     GOOD_942.replace("  s_waitcnt vmcnt(0)\n  s_barrier", "  s_barrier"), 1),
    ("scratch", "gfx942", GOOD_942.replace("fixed_size 0", "fixed_size 16"), 1),
    ("scratch instructions", "gfx942",
     GOOD_942.replace("  s_endpgm", "  scratch_store_dword off, v1, s0\n  s_endpgm"), 1),
]


def run(target, text, extra=()):
    with tempfile.NamedTemporaryFile("w", suffix=".s", delete=False) as f:
        f.write(text)
        path = f.name
    try:
        r = subprocess.run([sys.executable, CHECK, "--target", target, *extra, path],
                           capture_output=True, text=True)
    finally:
        os.unlink(path)
    return r


def main():
    failed = 0
    for name, target, text, want in CASES:
        r = run(target, text)
        got = int(r.stdout.strip().splitlines()[-1].split("; ")[-1].split()[0])
        ok = got == want and r.returncode == (1 if want else 0)
        failed += not ok
        print("%s: %s (%d violations, exit %d)" %
              ("ok" if ok else "FAILED", name, got, r.returncode))
    x4 = run("gfx942", GOOD_942.replace("dwordx4", "dword"), ["--expect-x4"])
    ok = x4.returncode == 1
    failed += not ok
    print("%s: narrow copies with --expect-x4 (exit %d)" %
          ("ok" if ok else "FAILED", x4.returncode))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
