#!/usr/bin/env python3
"""Writes Sources/Site/Theme/BuiltInTheme+Files.swift from templates/: the default theme compiled into
`specimen`, byte for byte. Run by `make theme` after changing templates/; BuiltInThemeTests
fails while the two differ.

Text files become raw multi-line string literals (readable in a diff); anything that is not
UTF-8, or has a carriage return, becomes base64."""
import base64
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SOURCE = os.path.join(ROOT, "templates")
OUTPUT = os.path.join(ROOT, "Sources", "Site", "Theme", "BuiltInTheme+Files.swift")


def literal(data):
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        text = None
    if text is None or "\r" in text:
        return ".base64(\"%s\")" % base64.b64encode(data).decode("ascii")
    hashes = 1
    while ('"' + "#" * hashes) in text or ("\\" + "#" * hashes) in text:
        hashes += 1
    fence = "#" * hashes
    # The literal's value ends before the newline that precedes the closing delimiter.
    return '.text(\n%s"""\n%s\n"""%s)' % (fence, text, fence)


def main():
    files = []
    for folder, folders, names in os.walk(SOURCE):
        folders[:] = sorted(f for f in folders if not f.startswith("."))
        for name in names:
            if name.startswith("."):
                continue
            path = os.path.join(folder, name)
            files.append(os.path.relpath(path, SOURCE).replace(os.sep, "/"))
    files.sort()
    out = [
        "// swift-format-ignore-file",
        "// Generated from templates/ by scripts/generate-builtin-theme.py (`make theme`): do not edit.",
        "// BuiltInThemeTests fails when this differs from templates/.",
        "",
        "extension BuiltInTheme {",
        "  /// Every file of the default theme, by its path under templates/, sorted.",
        "  static let files: [File] = [",
    ]
    for path in files:
        with open(os.path.join(SOURCE, path), "rb") as handle:
            data = handle.read()
        out.append('    File(path: "%s", contents: %s),' % (path, literal(data)))
    out += ["  ]", "}", ""]
    text = "\n".join(out)
    with open(OUTPUT, "w", encoding="utf-8", newline="\n") as handle:
        handle.write(text)
    print("wrote %s (%d files)" % (os.path.relpath(OUTPUT, ROOT), len(files)))


if __name__ == "__main__":
    sys.exit(main())
