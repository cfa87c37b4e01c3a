# The two commands of the README. Both install what is missing first (Debian packages, Python tools).
SWIFT ?= swift
SPECIMEN = .build/release/specimen

.PHONY: site test setup test-setup release swift-test browser-test fuzz-smoke examples clean

site: setup release
	$(SPECIMEN) build --site .

test: test-setup swift-test browser-test fuzz-smoke

setup:
	@scripts/setup.sh build

test-setup:
	@scripts/setup.sh test

release:
	$(SWIFT) build -c release --product specimen

swift-test:
	$(SWIFT) test

# The browser and validator suite builds both sites itself with the release binary.
browser-test: release
	python3 -m pytest -q Tests/Browser

# Every libFuzzer harness for 12 s from the repo's seeds (Tests/Fuzz/run.sh SECONDS for longer runs).
fuzz-smoke:
	FUZZ_FRESH=1 Tests/Fuzz/run.sh 12

examples: release
	$(SPECIMEN) build --site examples/eand

clean:
	rm -rf .build Public examples/*/Public
