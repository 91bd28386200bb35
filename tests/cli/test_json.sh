#!/bin/sh
# The --json outputs (info, prebuild, cache ls, cache stat) are JSON and hold what the text says.
#   test_json.sh PATH/TO/colljit
cli=${1:?usage: test_json.sh PATH/TO/colljit}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
fail() { echo "FAIL: $*"; exit 1; }
command -v python3 >/dev/null || { echo "no python3 to read JSON"; exit 77; }
check() { # check FILE PYTHON-EXPRESSION-OVER-d
  python3 -c "import json,sys; d=json.load(open(sys.argv[1])); sys.exit(0 if ($2) else 1)" "$1" ||
    fail "$1: $2: $(head -c 600 "$1")"
}
"$cli" info --json >"$dir/info" || fail "info --json"
check "$dir/info" "d['version'] and {t['name'] for t in d['toolchains']} == {'hiprtc', 'nvrtc',
                                                                            'llvm'}"
printf 'barrier world=2,4 target=gfx942\n' >"$dir/m"
"$cli" prebuild "$dir/m" --cache-dir "$dir/c" --compiler llvm --json >"$dir/pre" || fail prebuild
check "$dir/pre" "d['kernels'] == 2 and d['built'] == 2 and d['failed'] == 0 and not d['failures']"
"$cli" cache ls --json --cache-dir "$dir/c" >"$dir/ls" || fail "cache ls --json"
check "$dir/ls" "len(d) == 2 and all(e['state'] == 'valid' and e['target'] == 'gfx942' for e in d)"
"$cli" cache stat --json --cache-dir "$dir/c" >"$dir/stat" || fail "cache stat --json"
check "$dir/stat" "d['entries'] == 2 and d['targets'][0]['entries'] == 2"
"$cli" cache ls --json --cache-dir "$dir/empty" >"$dir/none" || fail "cache ls --json (empty)"
check "$dir/none" "d == []"
echo "ok: --json outputs"
