#!/bin/sh
# Builds Routino's routing library (the vendored, untouched src/ of Routino 3.3.3, see SOURCE) and
# Baluchon's glue.c into WebAssembly with Debian's emscripten: Public/wasm/routino/routino.{js,wasm}.
#   wasm/routino/build.sh            writes the two files
#   wasm/routino/build.sh --check    builds into a temporary folder and fails unless the committed files
#                                    are byte-identical to what the script makes (CI runs this)
# Needs Debian's emscripten and node-acorn (NODE_PATH=/usr/share/nodejs).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
out="$root/Public/wasm/routino"
check=no
if [ "${1:-}" = "--check" ]; then check=yes; fi

# The vendored sources must be the pinned ones.
(cd "$here" && sha256sum --quiet --check SHA256SUMS)

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT INT TERM
export NODE_PATH=/usr/share/nodejs
export SOURCE_DATE_EPOCH=0

sources="routino nodes segments ways relations types fakes optimiser output files profiles xmlparse results queue translations"
objects=""
for name in $sources; do
  # As Routino's Makefile builds libroutino (%-lib.o), without threads or compressed input (the library reads neither).
  emcc -c -O2 -std=c99 -ffast-math -fvisibility=hidden -DSLIM=0 -DLIBROUTINO -Wno-everything \
    -ffile-prefix-map="$here"=. "$here/src/$name.c" -o "$work/$name.o"
  objects="$objects $work/$name.o"
done
emcc -c -O2 -std=c99 -Wall -Wextra -I"$here/src" -ffile-prefix-map="$here"=. "$here/glue.c" -o "$work/glue.o"

# shellcheck disable=SC2086
emcc -O2 $objects "$work/glue.o" -o "$work/routino.js" \
  -sMODULARIZE=1 -sEXPORT_NAME=createRoutino -sENVIRONMENT=worker,node -sALLOW_MEMORY_GROWTH=1 \
  -sINITIAL_MEMORY=16777216 -sMAXIMUM_MEMORY=268435456 -sFILESYSTEM=1 \
  -sEXPORTED_FUNCTIONS=_baluchon_load,_baluchon_route,_baluchon_status,_baluchon_errno,_free \
  -sEXPORTED_RUNTIME_METHODS=FS,ccall,UTF8ToString

if [ "$check" = yes ]; then
  for file in routino.js routino.wasm; do
    if ! cmp -s "$work/$file" "$out/$file"; then
      echo "Public/wasm/routino/$file is not what wasm/routino/build.sh makes: run the script and commit its output." >&2
      exit 1
    fi
  done
  echo "Public/wasm/routino: the committed module is what the script makes."
else
  mkdir -p "$out"
  cp "$work/routino.js" "$work/routino.wasm" "$out/"
  echo "Wrote $out/routino.js and $out/routino.wasm"
fi
