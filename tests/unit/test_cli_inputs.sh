#!/usr/bin/env bash
# Hostile-but-fair input to the CLI: nothing is truncated or injected, every write error is
# reported (exit 2), a failed `gen -o` leaves the old file, zeros are not defaults, manifests
# and tune tables are bounded, the cache never hangs on a FIFO, never follows a lock link,
# never claims a kernel it did not write or evicted again, and environment values that do not
# parse keep the default with a warning. Usage: test_cli_inputs.sh PATH/TO/colljit
set -u
cli=${1:?usage: test_cli_inputs.sh colljit}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export COLLJIT_CACHE_DIR="$work/cache"
unset COLLJIT_CACHE_MAX_BYTES COLLJIT_TUNE_FILE COLLJIT_CACHE_DISABLE
checks=0 failed=0

# run RC PATTERN CMD...: CMD (stdout+stderr in $work/out, 60 s at most) must exit RC and its
# output, its lines joined by spaces, must match the extended regular expression PATTERN.
run() {
  local want=$1 pattern=$2
  shift 2
  checks=$((checks + 1))
  timeout 60 "$@" >"$work/out" 2>&1
  local rc=$?
  local flat
  flat=$(tr '\n' ' ' <"$work/out")
  if [ "$rc" != "$want" ] || ! [[ $flat =~ $pattern ]]; then
    failed=$((failed + 1))
    echo "FAILED: $* (exit $rc, wanted $want, output wanted /$pattern/):"
    head -c 600 "$work/out"
    echo
  fi
}
# ok CONDITION TEXT: a check on something else than one command
ok() {
  checks=$((checks + 1))
  if ! eval "$1"; then
    failed=$((failed + 1))
    echo "FAILED: $2"
  fi
}

# ---- the CLI: no truncation, no injection --------------------------------------------------
# a 2048-byte key whose last token is n409600000 (a fixed 2048-byte buffer cut it to n40960000)
key="allgather.w2.bf16.$(printf 'i32.%.0s' $(seq 505))n409600000"
ok '[ ${#key} = 2048 ]' "the long key is 2048 bytes (${#key})"
run 0 '\.n409600000\.' "$cli" gen "$key"
# a long --target list keeps its last item whole
targets="$(printf 'gfx942,%.0s' $(seq 80))gfx942:xnack+"
run 0 'gfx942:xnack\+ $' "$cli" gen allgather.n4096.w2 --target "$targets"
run 1 '--count' "$cli" gen allgather.n4096.w2 --count 4096.w2
run 1 '--tile' "$cli" gen allgather.n4096.w2 --tile 4x512.sm_90
run 1 '--op' "$cli" gen --op allgather.w4 --count 4096 --world 2
run 1 '--target' "$cli" gen allgather.n4096.w2 --target gfx942.w4
run 1 '--world' "$cli" gen allgather.n4096 --world 2x
run 1 'too long' "$cli" gen "$(printf 'i32.%.0s' $(seq 1100))allgather.n4.w2"
run 1 '--count.*too long' "$cli" gen allgather.n4096.w2 --count "$(printf '9%.0s' $(seq 300))" --grid 1

# ---- zero is not "the default" ---------------------------------------------------------------
for t in g0 v0 t0x0 b0x0 b256x0; do
  run 2 "'$t'" "$cli" gen "allgather.n4096.w2.$t"
done
for f in --grid --vec --threads --warp; do
  run 1 "$f" "$cli" gen allgather.n4096.w2 "$f" 0
done
run 1 '--tile' "$cli" gen allgather.n4096.w2 --tile 0x0
run 0 '\.b128x32\.' "$cli" gen allgather.n4096.w2 --threads 128

# ---- writes ----------------------------------------------------------------------------------
run 2 'No space left' "$cli" gen allgather.n4096.w2 -o /dev/full
checks=$((checks + 1))
"$cli" gen allgather.n4096.w2 >/dev/full 2>"$work/out"
rc=$?
if [ $rc != 2 ] || ! grep -q 'standard output.*No space left' "$work/out"; then
  failed=$((failed + 1))
  echo "FAILED: gen >/dev/full exited $rc: $(cat "$work/out")"
fi
echo keep >"$work/old"
run 2 'world' "$cli" gen allgather.n4096 -o "$work/old"
ok 'grep -qx keep "$work/old"' "a failed gen -o truncated the old file"
run 1 'unknown option' "$cli" gen --bogus x -o "$work/old"
ok 'grep -qx keep "$work/old"' "a usage error truncated the -o file"
run 0 '' "$cli" gen allgather.n4096.w2 -o "$work/old"
ok 'grep -q "^allgather\." "$work/old"' "gen -o did not write the key"
ok '[ -z "$(ls "$work" | grep tmp-)" ]' "a temporary file was left behind"

# ---- manifests and tune tables -------------------------------------------------------------
printf 'allgather count=18446744073709551615 world=2 target=gfx942\n' >"$work/m1"
run 2 '1:17: count 18446744073709551615 is out of range' "$cli" prebuild "$work/m1"
for f in vec=0 grid=0 threads=0 warp=0 tile=0x512; do
  printf 'allgather count=4096 world=2 target=gfx942 %s\n' "$f" >"$work/m2"
  run 2 "${f%%=*}" "$cli" prebuild "$work/m2"
done
run 2 'larger than 16 MiB' "$cli" prebuild /dev/zero
printf 'sm_90 2 allreduce max one_shot 7\n' >"$work/tune"
COLLJIT_TUNE_FILE="$work/tune" run 0 '\.g7\.' "$cli" gen allreduce.n4096.w2.sm_90
printf 'sm_90 2 allreduce max one_shot 7\nsm_90 2 allreduce max bogus 7\n' >"$work/tune"
COLLJIT_TUNE_FILE="$work/tune" run 0 'COLLJIT_TUNE_FILE ignored' "$cli" gen allreduce.n4096.w2.sm_90
ok '! grep -q "\.g7\." "$work/out"' "a tune file with a bad row was applied in part"
# allgather_gemm's rows may carry the fused kernel's fetchers and k_per_flag (columns 7, 8)
printf 'sm_90 2 allgather_gemm max pull 0 24 2\n' >"$work/tune"
COLLJIT_TUNE_FILE="$work/tune" run 0 '\.fe24\.kpf2\.' "$cli" gen \
  allgather_gemm.mnk4096x3584x8192.w2.sm_90
printf 'sm_90 2 allreduce max one_shot 0 24 2\n' >"$work/tune"
COLLJIT_TUNE_FILE="$work/tune" run 0 "ignored.*allgather_gemm's columns" "$cli" gen \
  allreduce.n4096.w2.sm_90
# colljit gemm: every number whole, in range and never 0 for "the default"; no value wraps
# (4294967297 was m = 1), no trailing text; -o written through a temporary, with a reason
for shape in 4294967297x512x512 512x-4294967295x512 512x512x512junk 0x512x512 512x512; do
  run 1 "'$shape' is not a shape MxNxK" "$cli" gemm "$shape" --emit kir
done
for flag in "--tile 4294967360x64x32" "--stages 4294967299" "--warps 4294967298x4" \
            "--group-m 4294967304" "--stages 3.5" "--tile 0x64x32" "--stages 0" \
            "--warps 268435464x268435460" "--tile 128x64" "--out i32x"; do
  # shellcheck disable=SC2086
  run 1 "${flag%% *}: bad value" "$cli" gemm 512x512x512 $flag --emit kir
done
run 2 "cannot write $work/none/x" "$cli" gemm 512x512x512 --emit kir -o "$work/none/x"
printf 'old' >"$work/g.kir"
run 2 "warps 2x33" "$cli" gemm 512x512x512 --warps 2x33 --emit kir -o "$work/g.kir"
checks=$((checks + 1))
[ "$(cat "$work/g.kir")" = old ] || { failed=$((failed + 1)); echo "FAILED: gemm -o lost the old file"; }
run 0 "gemm\.tile\.bf16\.mnk512x512x512\..*: kernel cj_gemm.*grid" "$cli" gemm 512x512x512 --emit kir -o "$work/g.kir"
# the stand-alone kernel's options are gone (the kernel is the gemm op's), said so by name
run 1 "--wave is gone" "$cli" gemm 512x512x512 --wave 132
run 1 "--pipeline is gone" "$cli" gemm 512x512x512 --pipeline 1
run 1 "writes its input's dtype or f32" "$cli" gemm 512x512x512 --out f16
# a manifest's unknown field is refused with every field it could have been (from the table)
printf 'allreduce bogus=1\n' >"$work/m.txt"
run 2 "unknown field 'bogus' \\(dtype, .*group_m, a_layout, b_layout, out_f32\\)" "$cli" prebuild \
  "$work/m.txt" --target sm_90
# tune tables: every column whole and in range (no %d wrap, no saturation), the variant one of
# the op's, a trailing comment allowed
for bad in 'sm_90 8 allgather_gemm max pull 0 4294967304 4294967297' \
           'sm_90 4294967304 allreduce max one_shot 0' \
           'sm_90 2 allreduce 100000000000000000000 one_shot 0' \
           'sm_90 2 allreduce max split 0' 'sm_90 2 allreduce max one_shot -1' \
           'sm_90 2 allreduce 12x one_shot 0'; do
  printf '%s\n' "$bad" >"$work/tune"
  COLLJIT_TUNE_FILE="$work/tune" run 0 'COLLJIT_TUNE_FILE ignored' "$cli" gen allreduce.n4096.w2.sm_90
done
printf 'sm_90 2 allreduce max one_shot 7   # measured today\n' >"$work/tune"
COLLJIT_TUNE_FILE="$work/tune" run 0 '\.g7\.' "$cli" gen allreduce.n4096.w2.sm_90
# tune's sweep of allgather_gemm: lists checked before any GPU is looked for
run 1 "--fetchers has 0: each is 1..256" "$cli" tune --ops allgather_gemm --fetchers 0,8
run 1 "--kpf is not a list" "$cli" tune --ops allgather_gemm --kpf 1,x
run 1 "--fetchers has more than 8" "$cli" tune --ops allgather_gemm --fetchers 1,2,3,4,5,6,7,8,9
run 1 "sweep allgather_gemm's fused kernel" "$cli" tune --ops gemm_reducescatter --kpf 2
run 1 "unknown option '--fetchers'" "$cli" bench --ops allgather_gemm --fetchers 8
COLLJIT_TUNE_FILE=/dev/zero run 0 'COLLJIT_TUNE_FILE=/dev/zero ignored' "$cli" gen allreduce.n4096.w2.sm_90
mkfifo "$work/fifo"
COLLJIT_TUNE_FILE="$work/fifo" run 0 'ignored: not a regular file' "$cli" gen allreduce.n4096.w2.sm_90

# ---- environment -----------------------------------------------------------------------------
mkdir -p "$work/cache"
for v in 1e30 inf abc 0 -5 18446744073709551616 17179869184T; do
  COLLJIT_CACHE_MAX_BYTES=$v run 0 "COLLJIT_CACHE_MAX_BYTES='$v'.*default.*of 4\.0 GiB" \
    "$cli" cache stat
done
COLLJIT_CACHE_MAX_BYTES=64M run 0 'of 64\.0 MiB' "$cli" cache stat
COLLJIT_CACHE_MAX_BYTES=2G run 0 'of 2\.0 GiB' "$cli" cache stat
COLLJIT_TIMEOUT_S=nan run 0 "COLLJIT_TIMEOUT_S='nan'" "$cli" cache stat
COLLJIT_LOG=9 run 0 "COLLJIT_LOG='9'" "$cli" cache stat
COLLJIT_RS_CE_ADD=2 run 0 "COLLJIT_RS_CE_ADD='2'" "$cli" cache stat
COLLJIT_GEMM_TMA=off run 0 "COLLJIT_GEMM_TMA='off'" "$cli" cache stat

# ---- the cache (kernels compiled for gfx942 through libLLVM) --------------------------------
if ! "$cli" gen allgather.n4096.w2.gfx942 --emit obj -o "$work/probe.o" >/dev/null 2>&1; then
  if [ -n "${COLLJIT_REQUIRE_TOOLCHAINS:-}" ]; then
    echo "FAILED: no gfx942 code object (libLLVM, ld.lld)"
    failed=$((failed + 1))
  else
    echo "(no gfx942 code object here: the cache checks are not run)"
  fi
else
  printf 'allgather count=4096,8192 world=2 target=gfx942\n' >"$work/m"
  run 0 '2 built' "$cli" prebuild "$work/m" -q --cache-dir "$work/c0"
  names=$(cd "$work/c0" && ls *.cjo)
  # a directory that is a file; lock files that are directories; a directory nobody can write
  touch "$work/file"
  run 2 'could not be written' "$cli" prebuild "$work/m" -q --cache-dir "$work/file"
  mkdir -p "$work/c1"
  for n in $names; do mkdir "$work/c1/${n%.cjo}.lock"; done
  run 2 'not written.*locking an entry' "$cli" prebuild "$work/m" -q --cache-dir "$work/c1"
  if [ "$(id -u)" = 0 ]; then
    ro=/proc/self # a directory even root cannot create files in
  else
    ro="$work/ro"
    mkdir "$ro" && chmod 555 "$ro"
  fi
  run 2 'could not be written' "$cli" prebuild "$work/m" -q --cache-dir "$ro"
  # FIFOs in place of an entry and of the stats file: nothing hangs, verify reports it
  mkdir -p "$work/c2"
  first=${names%%[[:space:]]*}
  mkfifo "$work/c2/$first" "$work/c2/stats"
  run 2 'not a regular file \(a FIFO\)' "$cli" cache verify --cache-dir "$work/c2"
  run 0 'invalid +1 entries' "$cli" cache stat --cache-dir "$work/c2"
  run 0 '2 built' "$cli" prebuild "$work/m" -q --cache-dir "$work/c2"
  ok '[ -f "$work/c2/$first" ]' "the FIFO entry was not replaced by the kernel"
  # a dangling lock symlink is not followed
  mkdir -p "$work/c3"
  ln -s "$work/elsewhere" "$work/c3/${first%.cjo}.lock"
  run 2 'locking an entry' "$cli" prebuild "$work/m" -q --cache-dir "$work/c3"
  ok '[ ! -e "$work/elsewhere" ]' "a lock symlink was followed"
  # a cap that cannot be parsed keeps the default: nothing already there is evicted
  printf 'allgather count=16384 world=2 target=gfx942\n' >"$work/m3"
  COLLJIT_CACHE_MAX_BYTES=1e30 run 0 '1 built' "$cli" prebuild "$work/m3" -q --cache-dir "$work/c0"
  ok '[ "$(ls "$work/c0" | grep -c cjo)" = 3 ]' "a prebuild with COLLJIT_CACHE_MAX_BYTES=1e30 evicted entries"
  # a cap too small for what a prebuild builds: exit 2, and the cap it would need
  COLLJIT_CACHE_MAX_BYTES=10000 run 2 'evicted again.*needs a cap of at least [0-9]+ bytes' \
    "$cli" prebuild "$work/m" -q --cache-dir "$work/c4"
fi

echo "$checks checks, $failed failed"
[ "$failed" = 0 ]
