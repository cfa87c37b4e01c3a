#!/usr/bin/env python3
"""Writes docs/DIAGNOSTICS.md, the table of every diagnostic identifier, from the modules'
DiagnosticIDs.swift files: each identifier, its module, and the `///` line above its declaration
(what it reports, with a typical message).

    scripts/diagnostics-table.py           rewrite docs/DIAGNOSTICS.md
    scripts/diagnostics-table.py --check   exit 1 when it differs from what would be written,
                                           or when an identifier has no description
"""
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUTPUT = os.path.join(ROOT, "docs", "DIAGNOSTICS.md")

# A declaration, with the `///` lines right above it; the formatter may break after `Self(`.
DECLARATION = re.compile(
    r'((?:^[ \t]*///[^\n]*\n)*)^[ \t]*(?:package |public )?static let \w+ = Self\(\s*"([^"]+)"\s*\)', re.M)

HEADER = """# Diagnostics

Every problem Specimen reports has an identifier of its kind, `area.kind`, stable while its
English is reworded: `--diagnostics-format json` carries it, tests assert it, and a site's
settings name it. docs/ARCHITECTURE.md ("Diagnostics") says how problems travel and are printed.

This table is written by `scripts/diagnostics-table.py` from each module's `DiagnosticIDs.swift`
(the `///` line above each identifier); `DiagnosticIDsDocumentedTests` fails when it is not what
the script writes.

| Identifier | Module | What it reports (a typical message) |
|---|---|---|
"""


def rows():
    """(identifier, module, description or None) for every identifier, sorted by identifier."""
    found = []
    sources = os.path.join(ROOT, "Sources")
    for module in sorted(os.listdir(sources)):
        path = os.path.join(sources, module, "DiagnosticIDs.swift")
        if not os.path.isfile(path):
            continue
        with open(path, encoding="utf-8") as file:
            text = file.read()
        for match in DECLARATION.finditer(text):
            comment = " ".join(
                line.strip()[3:].strip() for line in match.group(1).splitlines() if line.strip())
            found.append((match.group(2), module, comment or None))
    return sorted(found)


def table(found):
    def cell(text):
        return text.replace("|", "\\|")
    return HEADER + "".join(f"| `{i}` | {m} | {cell(d or '')} |\n" for i, m, d in found)


def main():
    found = rows()
    text = table(found)
    if "--check" in sys.argv[1:]:
        missing = [i for i, _, d in found if not d]
        for identifier in missing:
            print(f"{identifier} has no `///` description in its DiagnosticIDs.swift", file=sys.stderr)
        with open(OUTPUT, encoding="utf-8") as file:
            current = file.read()
        if current != text:
            print("docs/DIAGNOSTICS.md differs from the identifiers: run scripts/diagnostics-table.py",
                  file=sys.stderr)
        sys.exit(1 if missing or current != text else 0)
    with open(OUTPUT, "w", encoding="utf-8") as file:
        file.write(text)


if __name__ == "__main__":
    main()
