#!/usr/bin/env bash
# Builds the libFuzzer harnesses of Tests/Fuzz/Harnesses over the package's own module sources:
# every module is compiled once with libFuzzer's coverage and AddressSanitizer into .build/fuzz,
# then each harness is linked against them. Usage: Tests/Fuzz/build.sh [harness…]
set -euo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
out="$root/.build/fuzz"
mkdir -p "$out/modules" "$out/bin"

SWIFTC="${SWIFTC:-swiftc}"
# -Onone: Swift 6.3.1 crashes optimising Tokens with AddressSanitizer on (a CopyPropagation ownership
# error); optimising the other modules made pages only 1.4 times faster, so nothing is optimised.
flags=(-suppress-warnings -sanitize=fuzzer,address -swift-version 6 -Onone -gline-tables-only -package-name Specimen -enable-testing -parse-as-library -I "$out/modules")
cflags=()
for flag in $(pkg-config --cflags yaml-0.1 harfbuzz freetype2 libcmark); do cflags+=(-Xcc "$flag"); done
libs=($(pkg-config --libs yaml-0.1 harfbuzz freetype2 libcmark))

# Module, then the C module folders it needs, in dependency order.
modules=(
  "SpecimenCore CYAML"
  "Templates"
  "Tokens"
  "TokenImport"
  "Figma CCurl"
  "CodeProps"
  "Parity"
  "Geometry CHarfBuzz"
  "FigmaGeometry"
  "Markdown CCmark"
  "SiteOutput"
  "Accessibility"
  "AgentDocs"
  "Site"
  "AgentServer"
)

# A module is rebuilt when any of its sources (or an earlier module) is newer than its object.
stale=0
for entry in "${modules[@]}"; do
  read -r name systems <<<"$entry"
  object="$out/modules/$name.o"
  mapfile -t sources < <(find "$root/Sources/$name" -name '*.swift' | sort)
  includes=()
  for system in $systems; do includes+=(-I "$root/Sources/$system"); done
  for system in CYAML CHarfBuzz CCmark CCurl; do includes+=(-I "$root/Sources/$system"); done
  if [ $stale -eq 0 ] && [ -f "$object" ] && [ -z "$(find "${sources[@]}" -newer "$object" 2>/dev/null)" ]; then
    continue
  fi
  stale=1
  echo "fuzz build: module $name" >&2
  "$SWIFTC" "${flags[@]}" "${cflags[@]}" "${includes[@]}" -module-name "$name" -wmo \
    -emit-module -emit-module-path "$out/modules/$name.swiftmodule" -c "${sources[@]}" -o "$object"
done

harnesses=("$@")
if [ ${#harnesses[@]} -eq 0 ]; then
  for file in "$root/Tests/Fuzz/Harnesses"/*.swift; do harnesses+=("$(basename "$file" .swift)"); done
fi
includes=()
for system in CYAML CHarfBuzz CCmark CCurl; do includes+=(-I "$root/Sources/$system"); done
for harness in "${harnesses[@]}"; do
  source="$root/Tests/Fuzz/Harnesses/$harness.swift"
  binary="$out/bin/$harness"
  if [ -f "$binary" ] && [ "$binary" -nt "$source" ] && [ -z "$(find "$out/modules" -name '*.o' -newer "$binary")" ]; then
    continue
  fi
  echo "fuzz build: harness $harness" >&2
  "$SWIFTC" "${flags[@]}" "${cflags[@]}" "${includes[@]}" -module-name "Fuzz_${harness//-/_}" "$source" \
    "$out/modules"/*.o "${libs[@]}" -o "$binary" 2> >(grep -v "Cannot export local symbol '__asan" >&2)
done
