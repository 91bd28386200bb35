#!/bin/sh
# A prebuild manifest may hold keys as lines (canonical keys as `colljit cache ls` prints them):
# the kernels of a key line and of the op line that says the same come out as one cache entry;
# a bad key names its line and column; a key line holds nothing else. The GEMM ops' fields (m,
# n, k, shard, bias; gemm's b_layout and out_f32) expand like the others.
#   test_manifest_keys.sh PATH/TO/colljit
cli=${1:?usage: test_manifest_keys.sh PATH/TO/colljit}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
fail() { echo "FAIL: $*"; exit 1; }
key=$("$cli" gen barrier.w4.gfx942 --emit key) || fail "gen --emit key"
printf '# a key, and the same kernel as an op line\n%s\nbarrier world=4 target=gfx942\n' "$key" \
  >"$dir/m"
"$cli" prebuild "$dir/m" --cache-dir "$dir/cache" --compiler llvm --json >"$dir/out" ||
  fail "prebuild of a key line: $(cat "$dir/out")"
grep -q '"kernels": 1, "built": 1' "$dir/out" || fail "want one kernel built: $(cat "$dir/out")"
"$cli" cache ls --cache-dir "$dir/cache" | grep -q "^$key " || fail "$key is not in the cache"
printf 'barrier world=2 target=gfx942\nbarrier.w4.sm_91\n' >"$dir/bad"
"$cli" prebuild "$dir/bad" --cache-dir "$dir/cache" >"$dir/out" 2>&1 && fail "bad key accepted"
grep -q '2:1: .*sm_91.*known targets' "$dir/out" || fail "bad key message: $(cat "$dir/out")"
printf '%s count=8\n' "$key" >"$dir/extra"
"$cli" prebuild "$dir/extra" --cache-dir "$dir/cache" >"$dir/out" 2>&1 && fail "key + field"
grep -q '1:[0-9]*: a key line holds the key only' "$dir/out" || fail "$(cat "$dir/out")"
# the GEMM ops: a field line with a range of m and both ops, and the key of one of its kernels
gkey=$("$cli" gen allgather_gemm.bf16.mnk2048x3584x8192.shard-m.w8.gfx942 --emit key) ||
  fail "gen of a GEMM key"
printf 'allgather_gemm dtype=bf16 m=1k..4k*2 n=3584 k=8192 shard=m world=8 target=gfx942\n%s\n%s\n' \
  'gemm_reducescatter m=4096 n=3584 k=8192 bias=1 world=4 target=gfx942' "$gkey" >"$dir/g"
"$cli" prebuild "$dir/g" --cache-dir "$dir/gcache" --compiler llvm --json >"$dir/out" ||
  fail "prebuild of GEMM lines: $(cat "$dir/out")"
grep -q '"kernels": 4, "built": 4' "$dir/out" || fail "want 4 GEMM kernels: $(cat "$dir/out")"
"$cli" cache ls --cache-dir "$dir/gcache" | grep -q "^$gkey " || fail "$gkey is not in the cache"
printf 'allgather_gemm m=8 n=8 k=8 shard=x target=gfx942\n' >"$dir/gbad"
"$cli" prebuild "$dir/gbad" --cache-dir "$dir/gcache" >"$dir/out" 2>&1 && fail "shard=x accepted"
grep -q "1:[0-9]*: shard is m or k" "$dir/out" || fail "shard message: $(cat "$dir/out")"
# group_m and a_layout: two of each make four kernels; the key of one (gm4.alm) is among them
lkey=$("$cli" gen allgather_gemm.bf16.mnk512x256x256.shard-m.w2.gfx942 --group-m 4 --a-layout m \
  --emit key) || fail "gen --group-m --a-layout"
case $lkey in *.gm4.alm.*) ;; *) fail "gm4 alm not in $lkey" ;; esac
printf 'allgather_gemm m=512 n=256 k=256 world=2 group_m=1,4 a_layout=k,m target=gfx942\n' \
  >"$dir/l"
"$cli" prebuild "$dir/l" --cache-dir "$dir/lcache" --compiler llvm --json >"$dir/out" ||
  fail "prebuild of group_m / a_layout: $(cat "$dir/out")"
grep -q '"kernels": 4, "built": 4' "$dir/out" || fail "want 4 layout kernels: $(cat "$dir/out")"
"$cli" cache ls --cache-dir "$dir/lcache" | grep -q "^$lkey " || fail "$lkey is not in the cache"
printf 'allgather_gemm m=8 n=8 k=8 a_layout=x target=gfx942\nallgather_gemm m=8 n=8 k=8 group_m=0\n' \
  >"$dir/lbad"
"$cli" prebuild "$dir/lbad" --cache-dir "$dir/lcache" >"$dir/out" 2>&1 && fail "a_layout=x accepted"
grep -q "1:[0-9]*: a_layout is k or m" "$dir/out" || fail "a_layout message: $(cat "$dir/out")"
# the gemm op: its key round trips through gen (bcol, of32, bias kept), a key line and a field
# line with b_layout and out_f32 (2 x 2 kernels, one of them the key's) cache five kernels
okey=$("$cli" gen gemm.bf16.mnk1000x3500x808.bias.bcol.of32.w2.gfx942 --emit key) ||
  fail "gen of a gemm key"
case $okey in gemm.tile.bf16.mnk1000x3500x808.bias.*.bcol.of32.w2.*) ;; *) fail "gemm key $okey" ;; esac
again=$("$cli" gen "$okey" --emit key) || fail "gen of $okey"
[ "$again" = "$okey" ] || fail "gemm key round trip: $okey -> $again"
printf '%s
gemm dtype=f16 m=512 n=256 k=72 b_layout=row,col out_f32=0,1 world=1 target=gfx942
' \
  "$okey" >"$dir/o"
"$cli" prebuild "$dir/o" --cache-dir "$dir/ocache" --compiler llvm --json >"$dir/out" ||
  fail "prebuild of gemm lines: $(cat "$dir/out")"
grep -q '"kernels": 5, "built": 5' "$dir/out" || fail "want 5 gemm kernels: $(cat "$dir/out")"
"$cli" cache ls --cache-dir "$dir/ocache" | grep -q "^$okey " || fail "$okey is not in the cache"
"$cli" cache ls --cache-dir "$dir/ocache" | grep -q "^gemm.tile.f16.mnk512x256x72.*\.bcol\.of32\.w1\." ||
  fail "the b_layout=col out_f32=1 kernel is not in the cache"
printf 'gemm m=8 n=8 k=8 b_layout=x target=gfx942\n' >"$dir/obad"
"$cli" prebuild "$dir/obad" --cache-dir "$dir/ocache" >"$dir/out" 2>&1 && fail "b_layout=x accepted"
grep -q "1:[0-9]*: b_layout is row or col" "$dir/out" || fail "b_layout message: $(cat "$dir/out")"
printf 'allgather_gemm m=8 n=8 k=8 b_layout=col world=1 target=gfx942\n' >"$dir/obad"
"$cli" prebuild "$dir/obad" --cache-dir "$dir/ocache" >"$dir/out" 2>&1 && fail "fused b_layout accepted"
grep -q "gemm.b_layout" "$dir/out" || fail "fused b_layout message: $(cat "$dir/out")"
echo "ok: key lines ($key), GEMM lines, group_m and a_layout, gemm ($okey)"
