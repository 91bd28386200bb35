#!/bin/sh
# The layer rule: a file may include headers of its own layer and of the layers below it only.
#   support -> codegen -> toolchain -> cache -> runtime -> tools
# (include/ is the public API, below everything.) Prints every violation as FILE:LINE and exits
# 1 when there is one; the build enforces the same through each layer's include path.
cd "$(dirname "$0")/.." || exit 2
layers="support codegen toolchain cache runtime tools"
rank() { # the layer's position, or nothing when the header is not a layer's
  i=0
  for l in $layers; do
    [ -f "$l/$1" ] && { echo $i; return; }
    i=$((i + 1))
  done
}
bad=0 i=0
for layer in $layers; do
  for f in "$layer"/*.c "$layer"/*.h; do
    [ -f "$f" ] || continue
    grep -n '^[[:space:]]*#[[:space:]]*include[[:space:]]*"' "$f" | while IFS= read -r line; do
      hdr=$(printf '%s\n' "$line" | sed 's/.*"\([^"]*\)".*/\1/')
      r=$(rank "$(basename "$hdr")")
      if [ -n "$r" ] && [ "$r" -gt "$i" ]; then
        echo "$f:${line%%:*}: includes $hdr of a higher layer ($(echo $layers | cut -d' ' -f$((r + 1))) above $layer)"
      fi
    done
  done
  i=$((i + 1))
done >/tmp/cj-layers.$$
if [ -s /tmp/cj-layers.$$ ]; then
  cat /tmp/cj-layers.$$
  bad=1
fi
rm -f /tmp/cj-layers.$$
files=$(for l in $layers; do ls "$l"/*.c "$l"/*.h 2>/dev/null; done | wc -l)
[ $bad = 0 ] && echo "check-layers: $files files, none includes a header of a higher layer ($layers)"
exit $bad
