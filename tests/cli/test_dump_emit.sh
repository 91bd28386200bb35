#!/bin/sh
# COLLJIT_DUMP_DIR gets every artefact (source, code object, disassembly), and --emit isa / sass
# say what they show on NVIDIA when no SASS disassembler is found.
#   test_dump_emit.sh PATH/TO/colljit
cli=${1:?usage: test_dump_emit.sh PATH/TO/colljit}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
fail() { echo "FAIL: $*"; exit 1; }
COLLJIT_DUMP_DIR=$dir/amd "$cli" gen allgather.bf16.n4096.w2.gfx942 --emit isa --compiler llvm \
  >/dev/null || fail "gen gfx942 isa"
for ext in .ll .llvm.hsaco .s; do
  ls "$dir"/amd/*"$ext" >/dev/null 2>&1 || fail "no *$ext in the dump: $(ls "$dir/amd")"
done
head -c 4 "$dir"/amd/*.hsaco | grep -q ELF || fail "the dumped code object is not ELF"
grep -q s_endpgm "$dir"/amd/*.s || fail "the dumped ISA has no s_endpgm"
COLLJIT_DUMP_DIR=$dir/nv "$cli" gen allgather.bf16.n4096.w2.sm_90 --emit obj --compiler llvm \
  -o "$dir/obj" || fail "gen sm_90 obj"
ls "$dir/nv" | grep -Eq '[.]llvm[.](cubin|ptx)$' ||
  fail "no .cubin or .ptx in the dump: $(ls "$dir/nv")"
"$cli" gen barrier.w2.gfx942 --emit sass >/dev/null 2>"$dir/err" && fail "sass for gfx942"
grep -q "NVIDIA targets only" "$dir/err" || fail "sass gfx942: $(cat "$dir/err")"
if "$cli" gen barrier.w2.sm_90 --emit sass --compiler llvm >"$dir/sass" 2>"$dir/err"; then
  echo "a SASS disassembler is installed: sass has $(wc -l <"$dir/sass") lines"
else
  grep -q "no SASS disassembler" "$dir/err" || fail "sass sm_90: $(cat "$dir/err")"
  "$cli" gen barrier.w2.sm_90 --emit isa --compiler llvm >"$dir/isa" 2>"$dir/err" ||
    fail "isa sm_90"
  grep -q "showing PTX instead of SASS" "$dir/err" || fail "isa sm_90 says nothing on stderr"
  grep -q "^.target sm_90" "$dir/isa" || fail "isa sm_90 is not the PTX"
fi
echo "ok: dump and emit"
