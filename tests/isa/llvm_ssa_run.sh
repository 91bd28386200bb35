#!/bin/sh
# The LLVM printer's SSA form against LLVM's mem2reg: amd_mm_dump writes every kernel's IR in
# both forms (gfx942 and sm_90), llvm_ssa_check.py verifies and compares them and shows that a
# planted fault fails. Exit 0 pass, 1 fail, 77 when LLVM's opt is missing.
#   llvm_ssa_run.sh DUMPER PYTHON CHECKER OPT OUTDIR
set -u
dump=$1 py=$2 check=$3 opt=$4 out=$5
if [ ! -x "$opt" ]; then
  echo "no LLVM opt at $opt"
  exit 77
fi
fail=0
for t in gfx942 sm_90; do
  rm -rf "$out/$t" && mkdir -p "$out" || exit 1
  "$dump" "$out/$t" "$t" ssa | tail -n 1 || fail=1
  "$py" "$check" "$opt" "$out/$t" || fail=1
done
exit $fail
