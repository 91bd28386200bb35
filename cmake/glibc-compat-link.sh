#!/bin/sh
# The link of libcolljit.so with COLLJIT_GLIBC_COMPAT (RULE_LAUNCH_LINK): CMake's link command
# ("$@": the compiler, then its arguments) run by `python -m ziglang cc` against glibc 2.28's
# symbols instead of the build system's glibc. The compiler's static libstdc++ goes in
# explicitly, with zig's libunwind for the _Unwind_ calls (GCC 12's libgcc_eh calls
# _dl_find_object, glibc 2.35, left undefined against 2.28: the library then failed to load on
# glibc 2.31); flags zig's driver does not take are left out (the version script already keeps
# every symbol but the cj_ API inside); zlib goes in statically where the system has its
# archive. Usage: glibc-compat-link.sh PYTHON COMPILER ARGS...
set -eu
py=$1
cc=$2
shift 2
stdcxx=$("$cc" -print-file-name=libstdc++.a)
case $(uname -m) in
  x86_64) target=x86_64-linux-gnu.2.28 ;;
  aarch64) target=aarch64-linux-gnu.2.28 ;;
  *) echo "glibc-compat-link: no glibc 2.28 target for $(uname -m)" >&2; exit 1 ;;
esac
for a in "$@"; do
  shift
  case $a in
    -static-libstdc++ | -Wl,-Bsymbolic-functions | -Wl,--exclude-libs,ALL) ;;
    */libz3.so) ;; # LLVM's optional Z3 solver: colljit calls none of it
    */libz.so)
      z=${a%.so}.a
      if [ -f "$z" ]; then set -- "$@" "$z"; else set -- "$@" "$a"; fi ;;
    *) set -- "$@" "$a" ;;
  esac
done
exec "$py" -m ziglang cc -target "$target" "$@" "$stdcxx" -lunwind
