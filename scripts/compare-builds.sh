#!/usr/bin/env bash
# Builds the same sites with two `specimen` binaries and fails on any byte that differs: every
# output file (`diff -r`), what each build printed (its timing left out) and its exit status, and
# what `check` reports in the JSON diagnostics format. For a change that must not change what a
# user sees, such as moving code around.
#
#   scripts/compare-builds.sh BASELINE CANDIDATE [--pages "500 2000"] [--seed S] [--work DIR] [--site DIR]...
#
# The sites: the bundled one (the repository root), examples/eand, and the benchmark's generated
# sites with data (Benchmarks/generate --with-data) at each page count of --pages (default
# "500 2000"; --pages "" for none). Each --site adds a site folder. Work goes to --work (default
# Benchmarks/work/compare), made anew on each run. Prints one line per site with the number of
# files compared; exits 1 when anything differs.
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
root="$(dirname "$here")"

usage() { sed -n '2,12p' "$0" | sed 's/^# \{0,1\}//'; }
[ $# -ge 2 ] || { usage >&2; exit 64; }
baseline="$(realpath "$1")"
candidate="$(realpath "$2")"
shift 2
pages="500 2000"
seed=1
work="$root/Benchmarks/work/compare"
extra=()
while [ $# -gt 0 ]; do
  case "$1" in
    --pages) pages="$2"; shift ;;
    --seed) seed="$2"; shift ;;
    --work) work="$2"; shift ;;
    --site) extra+=("$(realpath "$2")"); shift ;;
    -h|--help) usage; exit 0 ;;
    *) echo "unknown option '$1' (try --help)" >&2; exit 64 ;;
  esac
  shift
done
for binary in "$baseline" "$candidate"; do
  [ -x "$binary" ] || { echo "no executable at '$binary'" >&2; exit 64; }
done

rm -rf "$work"
mkdir -p "$work"
sites=("$root" "$root/examples/eand")
for n in $pages; do
  "$root/Benchmarks/generate" --pages "$n" --seed "$seed" --out "$work/site-$n" --with-data >/dev/null
  sites+=("$work/site-$n")
done
sites+=("${extra[@]}")

# One binary's run on one site: the output folder, and what build and check printed. Both
# binaries build into the same path, so the messages that name it are the same.
run() {
  local binary="$1" site="$2" into="$3" status
  mkdir -p "$into"
  rm -rf "$work/out" "$work/.out.spare"
  status=0
  (cd "$site" && "$binary" build --site . --output "$work/out") >"$into/build.out" 2>"$into/build.err" || status=$?
  echo "$status" >"$into/build.status"
  status=0
  (cd "$site" && "$binary" check --site . --diagnostics-format json) >"$into/check.out" 2>"$into/check.err" \
    || status=$?
  echo "$status" >"$into/check.status"
  # The time a run took is the one thing two runs may print differently.
  sed -i -E 's/ in [0-9]+\.[0-9]+ s/ in … s/' "$into"/*.out "$into"/*.err
  if [ -d "$work/out" ]; then mv "$work/out" "$into/site"; else mkdir "$into/site"; fi
  rm -rf "$work/.out.spare"
}

failed=0
index=0
for site in "${sites[@]}"; do
  index=$((index + 1))
  name="$index-$(basename "$site")"
  run "$baseline" "$site" "$work/$name/baseline"
  run "$candidate" "$site" "$work/$name/candidate"
  files=$(find "$work/$name/baseline/site" -type f | wc -l)
  if diff -r "$work/$name/baseline" "$work/$name/candidate" >"$work/$name/diff.txt"; then
    echo "same: $site ($files output files, build status $(cat "$work/$name/baseline/build.status"))"
  else
    echo "DIFFERENT: $site ($files output files; $(grep -c '^diff\|^Only in\|^Binary' "$work/$name/diff.txt" || true) differences, see $work/$name/diff.txt)"
    failed=1
  fi
done
exit "$failed"
