#!/usr/bin/env bash
# Builds the libFuzzer harnesses and runs each for SECONDS, seeded from the repo's own content.
#   Tests/Fuzz/run.sh SECONDS [harness…]      (harnesses: the files of Tests/Fuzz/Harnesses)
# Prints executions and coverage (libFuzzer's cov and ft) per harness. A crash, hang (one input
# over 10 s) or memory blow-up saves its input under Tests/Fuzz/crashes/ and makes the exit status 1.
# The working corpus of each harness grows across runs in .build/fuzz/corpus/<harness>.
# FUZZ_FRESH=1 starts from the seeds alone in a throw-away corpus (the smoke run of `make test`).
# FUZZ_KEEP_GOING=1 runs libFuzzer in fork mode, which saves each failing input and carries on
# for the whole time (for long runs); otherwise a harness stops at its first failure.
set -uo pipefail
root="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$root"
seconds="${1:?usage: Tests/Fuzz/run.sh SECONDS [harness…]}"
shift
harnesses=("$@")
if [ ${#harnesses[@]} -eq 0 ]; then
  for file in Tests/Fuzz/Harnesses/*.swift; do harnesses+=("$(basename "$file" .swift)"); done
fi

Tests/Fuzz/build.sh "${harnesses[@]}" || { echo "fuzz: the harnesses do not build" >&2; exit 2; }

# Seeds: files of the repo whose format each harness reads, plus hand-written ones in seeds/<harness>.
seeds() {
  case "$1" in
    yaml) ls content/site.yml content/geometry/*.yml examples/*/content/site.yml examples/*/content/geometry/*.yml \
            Tests/SiteTests/Fixtures/*/content/site.yml ;;
    json) ls content/tokens/*.json content/props/*.json examples/*/content/tokens/*.json examples/*/content/props/*.json \
            Tests/FigmaTests/Fixtures/*.json ;;
    tokens) ls content/tokens/*.tokens.json examples/*/content/tokens/*.tokens.json ;;
    resolver) ls content/tokens/*.resolver.json examples/*/content/tokens/*.resolver.json ;;
    token-sources) ls Tests/TokenImportTests/Fixtures/Foreign/*.json Tests/TokenImportTests/Fixtures/Foreign/*/*.json \
            Tests/TokenImportTests/Fixtures/Foreign/*/*/*.json ;;
    figma-variables) ls Tests/TokenImportTests/Fixtures/FigmaVariables/variables.json \
                       Tests/SiteTests/Fixtures/figma-variables/content/variables.json ;;
    # Not the bundled snapshots (300–650 KB): libFuzzer sizes its inputs after the longest seed,
    # and inputs that long run a few a second. seeds/figma holds the Toggle page cut from one.
    figma) ls Tests/FigmaTests/Fixtures/*.json ;;
    geometry) ls content/geometry/*.yml examples/*/content/geometry/*.yml ;;
    geometry-instances) ls content/geometry/*.yml ;;
    templates) find templates examples/*/templates Tests/SiteTests/Fixtures -name '*.mustache' ;;
    page) find content/pages examples/*/content/pages Tests/SiteTests/Fixtures -name '*.md' ;;
    props) ls content/props/*.json examples/*/content/code/*.json Tests/CodePropsTests/Fixtures/props/*.json ;;
    token-math) ;;
    css-writer) ;;
    model-writer) ls Tests/FigmaTests/Fixtures/*.json Tests/SiteTests/Fixtures/figma-*/content/figma/*.json ;;
    code-connect) ls content/code/* examples/*/content/code/*.figma.* Tests/CodePropsTests/Fixtures/props/*.figma.* \
            Tests/CodePropsTests/Fixtures/props/*.kt ;;
  esac 2>/dev/null
  if [ -d "Tests/Fuzz/seeds/$1" ]; then find "Tests/Fuzz/seeds/$1" -type f; fi
}

mkdir -p Tests/Fuzz/crashes
failed=0
summary=()
reports=()
for harness in "${harnesses[@]}"; do
  binary=".build/fuzz/bin/$harness"
  corpus=".build/fuzz/corpus/$harness"
  if [ "${FUZZ_FRESH:-0}" = 1 ]; then corpus=".build/fuzz/fresh/$harness"; rm -rf "$corpus"; fi
  seed_dir=".build/fuzz/seeds/$harness"
  rm -rf "$seed_dir"
  mkdir -p "$corpus" "$seed_dir"
  while read -r file; do
    [ -n "$file" ] && cp "$file" "$seed_dir/$(echo "$file" | tr '/' '_')"
  done < <(seeds "$harness")
  # Inputs as long as the longest seed (at least libFuzzer's 4,096 bytes): a longer seed would be
  # cut short when read (fork mode's jobs each guess the length from their own share of the corpus).
  longest=$(find "$seed_dir" "$corpus" -type f -printf '%s\n' | sort -n | tail -1)
  max_len=$(( ${longest:-0} > 4096 ? ${longest:-0} : 4096 ))
  options=(-max_total_time="$seconds" -max_len="$max_len" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1
    -artifact_prefix="Tests/Fuzz/crashes/$harness-")
  if [ -f "Tests/Fuzz/dictionaries/$harness.dict" ]; then options+=(-dict="Tests/Fuzz/dictionaries/$harness.dict"); fi
  if [ "${FUZZ_KEEP_GOING:-0}" = 1 ]; then
    options+=(-fork=1 -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1)
  fi
  mkdir -p .build/fuzz/logs
  log=".build/fuzz/logs/$harness-${seconds}s.log"
  before=$(ls Tests/Fuzz/crashes | grep "^$harness-" | sort)
  echo "fuzz: $harness for ${seconds}s ($(ls "$seed_dir" | wc -l) seeds, $(ls "$corpus" | wc -l) in the corpus)" >&2
  # Leak checking is off: a leak is not a crash a reader could report, and the Swift runtime's
  # one-time allocations would drown the findings. Swift's own crash backtracer is off too: under
  # AddressSanitizer it hangs on a trap instead of letting libFuzzer save the input.
  SWIFT_BACKTRACE=enable=no ASAN_OPTIONS="detect_leaks=0:${ASAN_OPTIONS:-}" "$binary" "${options[@]}" "$corpus" "$seed_dir" >"$log" 2>&1
  status=$?
  executions=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$')
  last=$(grep -E '^#[0-9]+' "$log" | tail -1)
  # Fork mode prints no final statistics: its last status line counts the executions.
  if [ -z "$executions" ]; then executions=$(echo "$last" | grep -oE '^#[0-9]+' | tr -d '#'); fi
  cov=$(echo "$last" | grep -o 'cov: [0-9]*' | grep -o '[0-9]*')
  ft=$(echo "$last" | grep -o 'ft: [0-9]*' | grep -o '[0-9]*')
  corp=$(echo "$last" | grep -o 'corp: [0-9]*' | grep -o '[0-9]*$')
  rate=$(grep -o 'stat::average_exec_per_sec: *[0-9]*' "$log" | grep -o '[0-9]*$')
  if [ -z "$rate" ] && [ -n "$executions" ]; then rate=$((executions / seconds)); fi
  new=$(comm -13 <(echo "$before") <(ls Tests/Fuzz/crashes | grep "^$harness-" | sort) | sed 's|^|Tests/Fuzz/crashes/|' | tr '\n' ' ')
  line=$(printf '%-18s %10s execs %7s exec/s  cov %6s  ft %7s  corpus %6s' "$harness" "${executions:-?}" "${rate:-?}" "${cov:-?}" "${ft:-?}" "${corp:-?}")
  if [ $status -ne 0 ] || [ -n "$new" ]; then
    failed=1
    if [ -z "$new" ]; then new=$(grep -o "Test unit written to [^ ]*" "$log" | sed 's/Test unit written to //' | tr '\n' ' '); fi
    # The first source line after the failure's report: libFuzzer also prints source lines for
    # every new function it covers, so a match before the report would name an unrelated file.
    where=$(sed -n '/ERROR: \(AddressSanitizer\|libFuzzer\)\|Fatal error\|deadly signal\|runtime failure/,$p' "$log" \
      | grep -m1 -oE '(Sources|Tests)/[A-Za-z/+-]*\.swift:[0-9]*')
    line="$line  FAILED (status $status) at ${where:-?}: ${new:-no input saved}; log $log"
    grep -E "ERROR: (AddressSanitizer|libFuzzer)|Fatal error|SUMMARY" "$log" | sort | uniq -c >&2
    # The report and a small failing input go to the end of the output too, so a run whose
    # files are gone (a CI machine) still shows what failed and can be replayed.
    reports+=("--- $harness: the failure's report (first 40 lines) ---"
      "$(sed -n '/ERROR: \(AddressSanitizer\|libFuzzer\)\|Fatal error\|deadly signal\|runtime failure/,$p' "$log" \
        | grep -v 'NEW_FUNC' | head -40)")
    for input in $new; do
      if [ -f "$input" ] && [ "$(stat -c %s "$input")" -le 16384 ]; then
        reports+=("--- $input, base64 ---" "$(base64 -w 120 "$input")")
      fi
    done
  fi
  summary+=("$line")
  echo "$line"
done

echo
echo "fuzz summary (${seconds}s each):"
printf '%s\n' "${summary[@]}"
if [ ${#reports[@]} -gt 0 ]; then printf '%s\n' "${reports[@]}"; fi
exit $failed
