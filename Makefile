# The two commands of the README. Both install what is missing first (Debian packages, Python tools).
SWIFT ?= swift
SPECIMEN = .build/release/specimen

.PHONY: theme diagnostic-ids site test setup test-setup release lint format swift-test browser-test agent-test fuzz-smoke examples clean

site: setup release
	$(SPECIMEN) build --site .

test: test-setup lint swift-test browser-test agent-test fuzz-smoke

setup:
	@scripts/setup.sh build

test-setup:
	@scripts/setup.sh test

# The Swift runtime and Foundation linked in: `specimen` starts in a few milliseconds instead of
# loading and relocating dozens of shared libraries on every run.
RELEASE = -c release --static-swift-stdlib

release:
	$(SWIFT) build $(RELEASE) --product specimen

# The committed .swift-format (swift-argument-parser's style): `make format` rewrites the code,
# `make lint` (part of `make test`) fails on anything it would change. Public systems' files
# under Fixtures/Published stay exactly as published, so they are not formatted.
FORMATTED = Sources Package.swift $(shell find Tests -name '*.swift' -not -path '*/Fixtures/Published/*' | sort)

format:
	$(SWIFT) format format --in-place --recursive --parallel --configuration .swift-format $(FORMATTED)

lint:
	$(SWIFT) format lint --strict --recursive --parallel --configuration .swift-format $(FORMATTED)

# Every compiler warning fails the tests.
swift-test:
	$(SWIFT) test -Xswiftc -warnings-as-errors

# The browser and validator suite builds both sites itself with the release binary.
browser-test: release
	python3 -m pytest -q Tests/Browser

# `specimen mcp` through the official MCP Python SDK's client, on both bundled sites.
agent-test: release
	python3 -m pytest -q Tests/Agents

# Every libFuzzer harness for 12 s from the repo's seeds (Tests/Fuzz/run.sh SECONDS for longer runs).
fuzz-smoke:
	FUZZ_FRESH=1 Tests/Fuzz/run.sh 12

examples: release
	$(SPECIMEN) build --site examples/eand

clean:
	rm -rf .build Public .Public.spare examples/*/Public examples/*/.Public.spare

# The built-in theme compiled into specimen: Sources/Site/Theme/BuiltInTheme+Files.swift from templates/
# (BuiltInThemeTests fails while they differ).
theme:
	python3 scripts/generate-builtin-theme.py

# The identifiers site.yml's diagnostics: may set, from every module's DiagnosticIDs.swift.
diagnostic-ids:
	python3 scripts/generate-diagnostics.py
