#!/bin/sh
# Every command of the CLI answers -h and --help on standard output with exit status 0, and
# refuses an unknown option with exit status 1 and a message on standard error.
#   test_cli_help.sh PATH/TO/colljit
cli=${1:?usage: test_cli_help.sh PATH/TO/colljit}
fails=0
out=$(mktemp) err=$(mktemp)
trap 'rm -f "$out" "$err"' EXIT

expect() { # expect STATUS ARGS...: runs the CLI, checks the status and where the text went
  want=$1
  shift
  "$cli" "$@" >"$out" 2>"$err"
  rc=$?
  if [ "$rc" != "$want" ]; then
    echo "FAIL: colljit $*: exit $rc, want $want"; fails=$((fails + 1)); return
  fi
  if [ "$want" = 0 ] && ! grep -q '^usage: colljit' "$out"; then
    echo "FAIL: colljit $*: no usage text on standard output"; fails=$((fails + 1)); return
  fi
  if [ "$want" = 1 ] && [ ! -s "$err" ]; then
    echo "FAIL: colljit $*: no message on standard error"; fails=$((fails + 1)); return
  fi
  echo "ok: colljit $* -> $rc"
}

expect 0 --help
expect 0 -h
expect 0 help
for cmd in gen info prebuild bench tune "cache" "cache ls" "cache stat" "cache verify" \
           "cache clear"; do
  # shellcheck disable=SC2086
  expect 0 $cmd --help
  # shellcheck disable=SC2086
  expect 0 $cmd -h
done
expect 1 gen allgather.bf16.n64.w2 --bogus 1
expect 1 info --bogus
expect 1 prebuild --bogus x
expect 1 bench --bogus 1
expect 1 tune --bogus 1
expect 1 cache ls --bogus
expect 1 cache stat --bogus
expect 1 cache clear --json
expect 1 nonsense
# the GEMM ops' arguments, refused before any GPU is looked for
expect 1 bench --ops allgather_gemm,allreduce
expect 1 bench --ops allgather_gemm --shapes 12x3
expect 1 bench --ops allgather_gemm --shapes 0x64x64
expect 1 bench --ops allgather_gemm --shapes 64x64x4294967296
expect 1 bench --ops gemm_reducescatter --dtype f32
expect 1 bench --shapes 64x64x64
expect 1 tune --ops gemm_reducescatter,allgather --shapes 64x64x64
[ "$fails" = 0 ] || { echo "$fails failure(s)"; exit 1; }
