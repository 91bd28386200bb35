#!/bin/sh
# The AMD memory-model check over every kernel: amd_mm_dump writes the disassembly of every
# kernel for gfx90a, gfx942 and gfx950 through each AMD compile path this build has (a path
# that cannot build a target here is skipped and named), amd_mm_check.py checks them all.
# Then a planted fault: gfx942 kernels compiled with the printers' explicit waits dropped from
# the source must make the checker fail.
#   amd_mm_run.sh DUMPER PYTHON CHECKER OUTDIR
# Exit 0 pass, 1 fail, 77 when no path could build anything. COLLJIT_REQUIRE_TOOLCHAINS=1
# turns a skipped libLLVM path into a failure.
set -u
dump=$1 py=$2 check=$3 out=$4
rm -rf "$out" && mkdir -p "$out" || exit 1
fail=0 built=""
for path in llvm hiprtc; do
  for t in gfx90a gfx942 gfx950; do
    "$dump" "$out/$path-$t" "$t" "$path"
    rc=$?
    case $rc in
    0) built="$built $path-$t" ;;
    77) echo "skipped: $t via $path (above: why)" ;;
    *) echo "FAILED: writing $t via $path"; fail=1 ;;
    esac
  done
done
if [ -z "$built" ]; then
  echo "no AMD compile path available"
  [ "${COLLJIT_REQUIRE_TOOLCHAINS:-}" = 1 ] && exit 1
  exit 77
fi
for need in llvm-gfx90a llvm-gfx942; do # every libLLVM colljit builds with knows these
  case " $built " in
  *" $need "*) ;;
  *) [ "${COLLJIT_REQUIRE_TOOLCHAINS:-}" = 1 ] && { echo "FAILED: $need required"; fail=1; } ;;
  esac
done
for d in $built; do
  printf '%s: ' "$d"
  if ! "$py" "$check" -q --require-kd "$out/$d"/*.s; then
    "$py" "$check" --require-kd "$out/$d"/*.s | head -20
    fail=1
  fi
done
echo "planted fault: gfx942 via llvm without the explicit waits"
if "$dump" --drop-waits "$out/fault" gfx942 llvm >/dev/null; then
  "$py" "$check" -q "$out/fault"/*.s
  if [ $? -ne 1 ]; then
    echo "FAILED: the checker did not report the dropped waits"
    fail=1
  fi
fi
exit $fail
