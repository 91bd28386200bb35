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
for cmd in gen info prebuild bench tune check "cache" "cache ls" "cache stat" "cache verify" \
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
# colljit check: its arguments refused before any GPU is looked for; --list needs no GPU and
# lists the standard set (every op, each of its variants and auto) or the random draw
expect 1 check --bogus
expect 1 check --ops allreduce,bogus
expect 1 check --dtypes f64
expect 1 check --replays -1
expect 1 check --world 0
expect 1 check --random 0
expect 1 check --seed 4294967296
expect 1 check --world
if "$cli" check --list --world 2 >"$out" 2>"$err"; then
  n=$(wc -l <"$out")
  for want in "allreduce (forced ll)" "allreduce (forced auto)" "reduce (forced push)" \
              "broadcast (forced split)" "allreduce_rmsnorm (forced two_shot)" \
              "gemm_reducescatter bf16 256x256x256 shard-k" "path blas" "path fused" "^[0-9]* gemm "; do
    grep -q "$want" "$out" || { echo "FAIL: colljit check --list: no '$want'"; fails=$((fails + 1)); }
  done
  [ "$n" -gt 900 ] || { echo "FAIL: colljit check --list: $n cases"; fails=$((fails + 1)); }
  echo "ok: colljit check --list -> $n cases"
else
  echo "FAIL: colljit check --list: exit $?"; fails=$((fails + 1))
fi
"$cli" check --list --random 50 --seed 3 >"$out" 2>"$err" && a=$(cat "$out")
"$cli" check --list --random 50 --seed 3 >"$out" 2>"$err" && b=$(cat "$out")
"$cli" check --list --random 50 --seed 4 >"$out" 2>"$err" && c=$(cat "$out")
if [ -z "$a" ] || [ "$a" != "$b" ] || [ "$a" = "$c" ]; then
  echo "FAIL: colljit check --random: not the same draw for a seed, or the same for two"
  fails=$((fails + 1))
else
  echo "ok: colljit check --random: one draw per seed"
fi
# --part I/N: the N parts are the whole set, each case in exactly one (the descriptions after
# the case number)
expect 1 check --list --part 4/3
expect 1 check --list --part 2
expect 1 check --list --part 0/3
"$cli" check --list --world 2 | cut -d' ' -f2- | sort >"$out.all"
for p in 1/3 2/3 3/3; do "$cli" check --list --world 2 --part "$p"; done | cut -d' ' -f2- | sort \
  >"$out.parts"
if [ -s "$out.all" ] && cmp -s "$out.all" "$out.parts"; then
  echo "ok: colljit check --part 1/3..3/3 -> the whole set once"
else
  echo "FAIL: colljit check --part: the three parts are not the whole set"; fails=$((fails + 1))
fi
rm -f "$out.all" "$out.parts"
[ "$fails" = 0 ] || { echo "$fails failure(s)"; exit 1; }
