#!/usr/bin/env bash
# Times `specimen check` on inputs that used to hang or exhaust memory, at growing sizes, so the
# scaling shows: wall time, peak memory and exit status of each. Sites go to Benchmarks/work/hostile/.
#
#   Benchmarks/hostile.sh            the sizes below
#   Benchmarks/hostile.sh --no-build use the release binary as it is
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
root="$(dirname "$here")"
work="$here/work/hostile"
specimen="$root/.build/release/specimen"

if [ "${1:-}" != "--no-build" ]; then (cd "$root" && swift build -c release --static-swift-stdlib --product specimen >/dev/null); fi
mkdir -p "$work"

cases=(
  "links 17500 35000 70000"
  "braces 25000 50000 100000"
  "alias-chain 2500 5000 10000"
  "yaml-bomb 6 8 10"
)

echo "| case | N | wall | peak MB | exit |"
echo "| --- | ---: | ---: | ---: | ---: |"
for line in "${cases[@]}"; do
  read -r name sizes <<<"$line"
  for n in $sizes; do
    site="$work/$name-$n"
    rm -rf "$site"
    "$here/hostile" "$name" "$n" --out "$site"
    status=0
    /usr/bin/time -f "%e %M" -o "$work/time.txt" "$specimen" check --site "$site" >/dev/null 2>&1 || status=$?
    # time adds a "Command exited with non-zero status" line first when the check fails.
    read -r seconds kilobytes < <(tail -n 1 "$work/time.txt")
    echo "| $name | $n | ${seconds} s | $((kilobytes / 1024)) | $status |"
  done
done
