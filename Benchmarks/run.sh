#!/usr/bin/env bash
# Times `specimen build` against Hugo and the cmark floor on generated design-system sites, and
# measures the build's peak memory. Prints one table; details go to Benchmarks/work/.
#
#   Benchmarks/run.sh                full run: N = 100, 500, 2000; 2 warm-ups, 5 runs each
#   Benchmarks/run.sh --quick        N = 100, 500; 1 warm-up, 3 runs (for development)
#   Benchmarks/run.sh --pages-only   pages without the properties/variants/tokens/specimens directives
#   Benchmarks/run.sh --sizes "50 200" --runs 5 --warmup 1 --seed 7
#   Benchmarks/run.sh --serve        save-to-reload times of `specimen serve` at N = 500, 2000 (serve-edits)
#   Benchmarks/run.sh --large        single large files (generate-large): minified Figma responses of
#                                    10 and 50 MB against Foundation's JSONSerialization, a 5 MB token
#                                    file, a 2.5 MB icon, a 500 KB one-line template
#   Benchmarks/run.sh --figma-trees  N = 500, 2000: the site with its sets drawn from Figma node trees
#                                    (generate --figma-trees) against the same site drawn from models,
#                                    runs interleaved; --sizes, --runs, --warmup apply
#   Benchmarks/run.sh --audit        N = 500, 2000: the site with data with the accessibility audit of
#                                    every variant (generate --audit) against the same site without
#                                    it, runs interleaved; --sizes, --runs, --warmup apply
#   Benchmarks/run.sh --binary PATH  time this `specimen` instead of building the release binary
#                                    (another commit's build, say); any mode above
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
root="$(dirname "$here")"
work="$here/work"

sizes="100 500 2000"
runs=5
warmup=2
seed=1
with_data="--with-data"
serve=""
large=""
figma_trees=""
audit=""
binary=""
while [ $# -gt 0 ]; do
  case "$1" in
    --quick) sizes="100 500"; runs=3; warmup=1 ;;
    --with-data) with_data="--with-data" ;;
    --pages-only) with_data="" ;;
    --serve) serve=1; sizes="500 2000" ;;
    --large) large=1; runs=3; warmup=1 ;;
    --figma-trees) figma_trees=1; [ "$sizes" = "100 500 2000" ] && sizes="500 2000" ;;
    --audit) audit=1; [ "$sizes" = "100 500 2000" ] && sizes="500 2000" ;;
    --sizes) sizes="$2"; shift ;;
    --runs) runs="$2"; shift ;;
    --warmup) warmup="$2"; shift ;;
    --seed) seed="$2"; shift ;;
    --binary) binary="$2"; shift ;;
    -h|--help) sed -n '2,20p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "unknown option '$1' (try --help)" >&2; exit 64 ;;
  esac
  shift
done

# --- what the benchmark needs: the build's own packages, then the tools it times -------------
"$root/scripts/setup.sh" bench

if [ -n "$binary" ]; then
  specimen="$(cd "$(dirname "$binary")" && pwd)/$(basename "$binary")"
else
  echo "Building the release binary"
  (cd "$root" && swift build -c release --static-swift-stdlib --product specimen 2>&1 | tail -1)
  specimen="$root/.build/release/specimen"
fi

mkdir -p "$work/results"

# One checked build of a generated site before it is timed: a broken site must not be timed, and
# neither must one that warns (its models disagreeing with its Figma files, say), since printing
# thousands of differences is work no real site does. Keeps what the build printed in $2.
checked_build() {
  local site="$1" log="$2" warnings
  if ! "$specimen" build --site "$site" >"$log" 2>&1; then
    tail -20 "$log" >&2
    echo "the build of $site failed (above); nothing timed" >&2
    exit 1
  fi
  warnings=$(sed -n -E 's/^Built .*, ([0-9]+) warnings? in .*/\1/p' "$log" | tail -1)
  if [ "${warnings:-0}" != 0 ]; then
    grep -m 5 'warning:' "$log" >&2 || true
    echo "the build of $site printed $warnings warnings (the first above, all in $log); nothing timed" >&2
    exit 1
  fi
}

# Two sites timed against each other at one N: warm-ups, then one run of each per round, the order
# swapped every round, so load that comes and goes on a shared machine falls on both alike. Each
# round's hyperfine JSON goes to $6/time-N-I.json and the load after it to $6/load.txt.
interleaved_rounds() {
  local n="$1" first="$2" first_site="$3" second="$4" second_site="$5" results="$6" i pair
  for i in $(seq "$warmup"); do
    "$specimen" build --site "$first_site" >/dev/null 2>&1
    "$specimen" build --site "$second_site" >/dev/null 2>&1
  done
  for i in $(seq "$runs"); do
    pair=(-n "$first" "'$specimen' build --site '$first_site'" -n "$second" "'$specimen' build --site '$second_site'")
    [ $((i % 2)) -eq 0 ] && pair=("${pair[@]:3:3}" "${pair[@]:0:3}")
    hyperfine --runs 1 --style none --export-json "$results/time-$n-$i.json" "${pair[@]}"
    echo "$n $i $(cut -d' ' -f1 /proc/loadavg)" >>"$results/load.txt"
  done
}

# --- `specimen serve`: from saving a file to the reload event, against a full build -----------
if [ -n "$serve" ]; then
  rm -f "$work"/results/serve-*.md
  for n in $sizes; do
    site="$work/serve-$n"
    rm -rf "$site"
    "$here/generate" --pages "$n" --seed "$seed" --out "$site" --with-data >/dev/null
    "$here/serve-edits" --specimen "$specimen" --site "$site" --runs "$runs" --out "$work/results/serve-$n.md"
  done
  exit 0
fi
# Two kinds of the same generated site timed against each other at each N, runs interleaved: the
# plain site with data ($1, `generate --with-data`) and the other kind ($2, generated with the
# extra flag $3). The plain site must build clean; $4 says what the other may print: "clean" or
# "audit" (only the audit's own findings, folded into one line a kind). Each build's output stays in
# $results/build-KIND-N.txt, its peak memory in $results/rss-KIND-N.txt.
interleaved_kinds() {
  local first="$1" second="$2" flag="$3" allowed="$4" n
  rm -rf "$results" && mkdir -p "$results"
  echo "- load average at the start: $(cut -d' ' -f1-3 /proc/loadavg)" >"$results/load.md"
  for n in $sizes; do
    echo
    echo "== N = $n"
    "$here/generate" --pages "$n" --seed "$seed" --out "$work/$first-$n" --with-data
    "$here/generate" --pages "$n" --seed "$seed" --out "$work/$second-$n" --with-data "$flag"
    checked_build "$work/$first-$n" "$results/build-$first-$n.txt"
    if [ "$allowed" = clean ]; then
      checked_build "$work/$second-$n" "$results/build-$second-$n.txt"
    else
      if ! "$specimen" build --site "$work/$second-$n" >"$results/build-$second-$n.txt" 2>&1; then
        tail -20 "$results/build-$second-$n.txt" >&2
        echo "the build of $work/$second-$n failed (above); nothing timed" >&2
        exit 1
      fi
      if grep 'warning:' "$results/build-$second-$n.txt" | grep -v -E 'warning: ([0-9]+ × )?accessibility\.' >&2; then
        echo "the build of $work/$second-$n printed warnings other than the audit's (above); nothing timed" >&2
        exit 1
      fi
    fi
    interleaved_rounds "$n" "$first" "$work/$first-$n" "$second" "$work/$second-$n" "$results"
    for kind in "$first" "$second"; do
      /usr/bin/time -f "%M" -o "$results/rss-$kind-$n.txt" "$specimen" build --site "$work/$kind-$n" >/dev/null 2>&1
    done
  done
  echo "- load average at the end: $(cut -d' ' -f1-3 /proc/loadavg)" >>"$results/load.md"
}

# --- drawn from Figma node trees against drawn from models: the same pages, sets and tokens ------
if [ -n "$figma_trees" ]; then
  results="$work/results/figma-trees"
  interleaved_kinds models trees --figma-trees clean
  PYTHONPATH="$here" python3 - "$results" "$sizes" "$runs" "$warmup" "$work" <<'PY'
import glob, os, sys
import interleaved
results, sizes, runs, warmup, work = sys.argv[1], [int(n) for n in sys.argv[2].split()], sys.argv[3], sys.argv[4], sys.argv[5]
def megabytes(folder):
    return sum(os.path.getsize(f) for f in glob.glob(f"{folder}/content/figma/*.json")) / 1e6
rows, verdicts = [], []
for n in sizes:
    m, t, mc, tc, loads = interleaved.pair(results, n, "models", "trees")
    rows.append([f"{n}", f"{m:.2f} s", f"{t:.2f} s", f"{t / m:.2f}", f"{mc:.2f} s", f"{tc:.2f} s", f"{tc / mc:.2f}",
                 f"{megabytes(f'{work}/models-{n}'):.0f} → {megabytes(f'{work}/trees-{n}'):.0f}",
                 f"{interleaved.warnings(results, 'models', n)} / {interleaved.warnings(results, 'trees', n)}",
                 interleaved.load_range(loads)])
    verdicts.append(f"- {n} pages: trees within 1.1× the model-drawn time: wall {'met' if t / m <= 1.1 else 'NOT met'} "
                    f"({t / m:.2f}×), CPU {'met' if tc / mc <= 1.1 else 'NOT met'} ({tc / mc:.2f}×)")
interleaved.write_table(results, runs, warmup,
                        ["N pages", "models: wall", "trees: wall", "trees ÷ models (wall)", "models: CPU", "trees: CPU",
                         "trees ÷ models (CPU)", "Figma MB (models → trees)", "warnings (models / trees)", "load (1 min)"],
                        rows, verdicts)
PY
  exit 0
fi
# --- the accessibility audit of every variant against the same build without it ----------------
if [ -n "$audit" ]; then
  results="$work/results/audit"
  interleaved_kinds plain audit --audit audit
  PYTHONPATH="$here" python3 - "$results" "$sizes" "$runs" "$warmup" <<'PY'
import sys
import interleaved
results, sizes, runs, warmup = sys.argv[1], [int(n) for n in sys.argv[2].split()], sys.argv[3], sys.argv[4]
rows, verdicts = [], []
for n in sizes:
    p, a, pc, ac, loads = interleaved.pair(results, n, "plain", "audit")
    rows.append([f"{n}", f"{p:.2f} s", f"{a:.2f} s", f"{a / p:.2f}", f"{pc:.2f} s", f"{ac:.2f} s", f"{ac / pc:.2f}",
                 f"{interleaved.rss(results, 'plain', n):.0f} → {interleaved.rss(results, 'audit', n):.0f}",
                 interleaved.load_range(loads)])
    verdicts.append(f"- {n} pages: the audit adds at most 15 %: CPU {'met' if ac / pc <= 1.15 else 'NOT met'} "
                    f"(+{(ac / pc - 1) * 100:.0f} %), wall {'met' if a / p <= 1.15 else 'NOT met'} (+{(a / p - 1) * 100:.0f} %)")
interleaved.write_table(results, runs, warmup,
                        ["N pages", "without: wall", "audit: wall", "audit ÷ without (wall)", "without: CPU", "audit: CPU",
                         "audit ÷ without (CPU)", "peak MB (without → audit)", "load (1 min)"],
                        rows, verdicts)
PY
  exit 0
fi
# --- single large files: linear reading, against Foundation's JSON reader on the same bytes ------
if [ -n "$large" ]; then
  "$root/scripts/setup.sh" bench >/dev/null
  site="$work/large"
  rm -rf "$site"
  echo "Generating large inputs"
  "$here/generate-large" --out "$site" --seed "$seed" --figma-mb 10,50
  swiftc -O "$here/foundation-json.swift" -o "$work/foundation-json" 2>&1 | grep -v '^$' || true
  results="$work/results/large"
  rm -rf "$results" && mkdir -p "$results"
  cases=(figma-10 figma-10-pretty figma-50 tokens icon template)
  commands=()
  for c in "${cases[@]}"; do commands+=(-n "specimen $c" "$specimen build --site $site/$c"); done
  commands+=(-n "foundation figma-10" "$work/foundation-json $site/figma-10/content/figma/library.json")
  commands+=(-n "foundation figma-50" "$work/foundation-json $site/figma-50/content/figma/library.json")
  commands+=(-n "foundation tokens" "$work/foundation-json $site/tokens/content/tokens/large.tokens.json")
  hyperfine --style basic --warmup "$warmup" --runs "$runs" --export-json "$results/time.json" "${commands[@]}" \
    >"$results/hyperfine.txt"
  for c in "${cases[@]}"; do
    /usr/bin/time -f "%M" -o "$results/rss-$c.txt" "$specimen" build --site "$site/$c" >/dev/null
  done
  for f in figma-10 figma-50 tokens; do
    file="$site/$f/content/figma/library.json"
    [ "$f" = tokens ] && file="$site/tokens/content/tokens/large.tokens.json"
    /usr/bin/time -f "%M" -o "$results/rss-foundation-$f.txt" "$work/foundation-json" "$file"
  done
  python3 - "$results" "$site" <<'PY'
import json, os, sys
results, site = sys.argv[1], sys.argv[2]
timing = {r["command"]: r for r in json.load(open(f"{results}/time.json"))["results"]}
def med(name): return timing[name]["median"]
def rss(name): return int(open(f"{results}/rss-{name}.txt").read().split()[-1]) / 1024
inputs = {
    "figma-10": "figma-10/content/figma/library.json", "figma-10-pretty": "figma-10-pretty/content/figma/library.json",
    "figma-50": "figma-50/content/figma/library.json", "tokens": "tokens/content/tokens/large.tokens.json",
    "icon": "icon/content/icons/large.svg", "template": "template/templates/partials/large.mustache"}
size = {k: os.path.getsize(os.path.join(site, v)) / 1e6 for k, v in inputs.items()}
lines = ["| input | MB | specimen build (s) | Foundation read (s) | ratio | peak MB | peak ÷ size |",
         "| --- | ---: | ---: | ---: | ---: | ---: | ---: |"]
for k in inputs:
    f = f"foundation {k}"
    fs = f"{med(f):.2f}" if f in timing else ""
    ratio = f"{med('specimen ' + k) / med(f):.2f}" if f in timing else ""
    lines.append(f"| {k} | {size[k]:.1f} | {med('specimen ' + k):.2f} | {fs} | {ratio} | {rss(k):.0f} | {rss(k) / size[k]:.1f} |")
grow_bytes = size["figma-50"] / size["figma-10"]
grow_time = med("specimen figma-50") / med("specimen figma-10")
ratio50 = med("specimen figma-50") / med("foundation figma-50")
lines += ["", f"- 50 MB minified Figma file: {ratio50:.2f}× JSONSerialization's time (target ≤ 2): "
          + ("met" if ratio50 <= 2 else "NOT met"),
          f"- {grow_bytes:.2f}× the bytes took {grow_time:.2f}× the time (target ≤ {grow_bytes * 4.5 / 4:.2f}, "
          "4.5× for 4×): " + ("met" if grow_time <= grow_bytes * 4.5 / 4 else "NOT met"),
          f"- peak memory of the 50 MB file: {rss('figma-50') / size['figma-50']:.1f}× its size (target ≤ 4); "
          f"Foundation's reader alone: {rss('foundation-figma-50') / size['figma-50']:.1f}×"]
text = "\n".join(lines)
open(f"{results}/table.md", "w").write(text + "\n")
print(text)
PY
  exit 0
fi
rm -f "$work"/results/*.json "$work"/results/*.txt "$work"/results/*.md
{
  echo "- date: $(date -u '+%Y-%m-%d %H:%M UTC')"
  echo "- machine: $(nproc) cores ($(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs)), $(free -m | awk '/^Mem:/{print $2}') MB memory, $(uname -sr)"
  echo "- swift: $(swift --version 2>&1 | grep -m1 'Swift version')"
  echo "- hugo: $(hugo version)"
  echo "- cmark: $(cmark --version | head -1)"
  echo "- hyperfine: $(hyperfine --version)"
  echo "- load average at the start: $(cut -d' ' -f1-3 /proc/loadavg)"
} >"$work/results/environment.md"

# --- one Hugo site per N over the same Markdown files, mounted in place: a one-file layout (the
#     title, the summary, the table of contents and the body; no navigation, no tables, no
#     specimens), used for the home page and the component pages -----------------------------
hugo_site() {
  local n="$1" dir="$work/hugo-$n" pages="$work/site-$n/content/pages"
  rm -rf "$dir"
  mkdir -p "$dir/layouts/_default"
  # content/pages/index.md would make Hugo's whole content folder one leaf bundle, so the home
  # page is mounted as _index.md and the components folder beside it.
  cat >"$dir/hugo.toml" <<EOF
baseURL = "https://bench.example.com/"
languageCode = "en"
title = "Bench Design System"
disableKinds = ["taxonomy", "term", "RSS", "section"]
[markup.goldmark.renderer]
  unsafe = false
[[module.mounts]]
  source = "$pages/components"
  target = "content/components"
[[module.mounts]]
  source = "$pages/index.md"
  target = "content/_index.md"
EOF
  cat >"$dir/layouts/_default/single.html" <<'EOF'
<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>{{ .Title }} · {{ .Site.Title }}</title>
{{ with .Params.summary }}<meta name="description" content="{{ . }}">{{ end }}
<link rel="stylesheet" href="{{ "assets/specimen.css" | relURL }}">
</head>
<body>
<main>
<article>
{{ with .Params.summary }}<p class="summary">{{ . }}</p>{{ end }}
{{ .Content }}
</article>
</main>
<aside>{{ .TableOfContents }}</aside>
</body>
</html>
EOF
  # The home page's kind looks for list.html: the same file.
  cp "$dir/layouts/_default/single.html" "$dir/layouts/_default/list.html"
}

for n in $sizes; do
  site="$work/site-$n"
  hugo="$work/hugo-$n"
  echo
  echo "== N = $n"
  "$here/generate" --pages "$n" --seed "$seed" --out "$site" $with_data
  hugo_site "$n"

  # One checked build of each first: a broken or warning site must not be timed.
  checked_build "$site" "$work/results/build-$n.txt"
  tail -1 "$work/results/build-$n.txt"
  hugo --quiet --source "$hugo" --destination "$hugo/public"
  built=$(find "$hugo/public" -name index.html | wc -l)
  echo "Hugo wrote $built pages"

  # cmark: one process over every page (cmark concatenates its file arguments), so process
  # start-up does not dominate; --safe as Specimen renders. Each run starts with the previous
  # run's output on disk (sync): the kernel writes a build's pages back some 30 s after it, and
  # at 10,000 pages (481 MB) that writeback otherwise lands in whichever run comes next.
  hyperfine --warmup "$warmup" --runs "$runs" --style basic --prepare sync \
    --export-json "$work/results/time-$n.json" \
    -n specimen "'$specimen' build --site '$site'" \
    -n hugo "hugo --quiet --source '$hugo' --destination '$hugo/public'" \
    -n cmark "cmark --safe '$site'/content/pages/index.md '$site'/content/pages/components/*.md"

  # Peak memory: the maximum resident set size of one more full build.
  /usr/bin/time -v -o "$work/results/memory-$n.txt" "$specimen" build --site "$site" >/dev/null
done

echo "- load average at the end: $(cut -d' ' -f1-3 /proc/loadavg)" >>"$work/results/environment.md"

# --- the table ---------------------------------------------------------------------------------
echo
cat "$work/results/environment.md"
python3 - "$work/results" "$sizes" "$runs" "$warmup" "${with_data:-without data}" <<'EOF'
import json, sys
results, sizes, runs, warmup, data = sys.argv[1], [int(n) for n in sys.argv[2].split()], sys.argv[3], sys.argv[4], sys.argv[5]
rows = {}
for n in sizes:
    timing = {r["command"]: r for r in json.load(open(f"{results}/time-{n}.json"))["results"]}
    memory = open(f"{results}/memory-{n}.txt").read()
    rss = int(memory.split("Maximum resident set size (kbytes):")[1].split()[0])
    rows[n] = {name: timing[name]["median"] for name in ("specimen", "hugo", "cmark")}
    rows[n].update({"cpu " + name: timing[name]["user"] + timing[name]["system"] for name in ("specimen", "hugo", "cmark")})
    rows[n]["rss"] = rss / 1024

def seconds(value):
    return f"{value * 1000:.0f} ms" if value < 1 else f"{value:.2f} s"

lines = [
    f"Medians of {runs} runs after {warmup} warm-ups ({data}).",
    "",
    "| N pages | specimen | hugo | cmark | specimen/Hugo | specimen/cmark | peak MB | scaling |",
    "| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
]
previous = None
for n in sizes:
    r = rows[n]
    scaling = "—"
    if previous:
        scaling = f"{previous}→{n}: {r['specimen'] / rows[previous]['specimen']:.2f}×"
    lines.append(
        f"| {n} | {seconds(r['specimen'])} | {seconds(r['hugo'])} | {seconds(r['cmark'])} | "
        f"{r['specimen'] / r['hugo']:.2f} | {r['specimen'] / r['cmark']:.1f} | {r['rss']:.0f} | {scaling} |")
    previous = n

lines += [
    "",
    "CPU time (user + system, mean of the runs): less sensitive than wall time to other work on the machine.",
    "",
    "| N pages | specimen CPU | hugo CPU | cmark CPU | specimen/Hugo CPU | specimen/cmark CPU |",
    "| ---: | ---: | ---: | ---: | ---: | ---: |",
]
for n in sizes:
    r = rows[n]
    lines.append(
        f"| {n} | {seconds(r['cpu specimen'])} | {seconds(r['cpu hugo'])} | {seconds(r['cpu cmark'])} | "
        f"{r['cpu specimen'] / r['cpu hugo']:.2f} | {r['cpu specimen'] / r['cpu cmark']:.1f} |")

def verdict(ok):
    return "met" if ok else "NOT met"

largest = sizes[-1]
with_data = data == "--with-data"
lines += ["", "| target (wall time; CPU time beside it) | result |", "| --- | --- |"]
def ratio_row(name, other, limit):
    worst = max(rows[n]["specimen"] / rows[n][other] for n in sizes)
    cpu = max(rows[n]["cpu specimen"] / rows[n]["cpu " + other] for n in sizes)
    return f"| at most {limit}× {name} at every N | {verdict(worst <= limit)} (worst {worst:.2f}×; CPU {cpu:.2f}×) |"
if with_data:
    lines.append(ratio_row("Hugo's time", "hugo", 0.5))
else:
    lines.append(ratio_row("the cmark floor", "cmark", 2))
if len(sizes) > 1:
    a, b = sizes[-2], sizes[-1]
    ratio = rows[b]["specimen"] / rows[a]["specimen"]
    cpu = rows[b]["cpu specimen"] / rows[a]["cpu specimen"]
    # 500 → 2,000 at most 4.2× (1.05 × the page ratio); 2,000 → 10,000 at most 5.2× (1.04 ×).
    limit = (1.05 if b / a <= 4 else 1.04) * b / a
    lines.append(f"| linear scaling: {b} pages ≤ {limit:.1f}× the time of {a} | {verdict(ratio <= limit)} ({ratio:.2f}×; CPU {cpu:.2f}×) |")
peak = rows[largest]["rss"]
budget = 200 if with_data else 300
note = "" if largest >= 2000 else f" (measured at {largest}, the target is for 2000)"
lines.append(f"| peak memory ≤ {budget} MB at 2000 pages | {verdict(peak <= budget)} ({peak:.0f} MB){note} |")
text = "\n".join(lines)
print()
print(text)
open(f"{results}/table.md", "w").write(text + "\n")
EOF
