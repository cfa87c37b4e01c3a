import Foundation
import SpecimenCore
import TestSupport
import Testing

@testable import SpecimenCLI

/// `specimen tokens --lint` and `--strict` over the corpus of token files in published-system forms.
@Suite struct TokensLintCommandTests {
  static let acmeFolder = Fixtures.path("Wild/acme", target: "TokensTests")
  static let acme = acmeFolder + "/acme.resolver.json"

  @Test func lintGroupsWarningsAndExitsZero() async {
    let result = await run("tokens", "--lint", "--resolver", Self.acme)
    #expect(result.status == 0)
    #expect(result.out.contains("== color-string: colors written as strings (\"#0a84ff\") (12 warnings)\n"))
    // The grouped listing prints each warning where it is: the hex string of color/overlay/tint.
    let core = Self.acmeFolder + "/core.tokens.json"
    #expect(
      PrintedDiagnostic.text(result.out).contains(
        PrintedDiagnostic(id: nil, severity: "warning", file: core, position: position(of: ##""#0008""##, inFile: core))
      ))
    #expect(result.out.contains("Summary: 51 tokens in 4 contexts checked\n"))
    #expect(result.out.contains("\n  12  color-string: colors written as strings (\"#0a84ff\")\n"))
    #expect(result.out.contains("\nTotal: 0 errors, 64 warnings"))
  }

  @Test func strictLintFails() async {
    let result = await run("tokens", "--lint", "--strict", "--resolver", Self.acme)
    #expect(result.status == 1)
    #expect(result.out.contains("== unknown-type: $type values outside 2025.10 (4 errors)\n"))
    #expect(result.out.contains("\nTotal: 64 errors, 0 warnings"))
  }

  @Test func strictOutputFailsAndLenientWarns() async {
    let lenient = await run(
      "tokens", "--resolver", Self.acme, "--format", "css", "--context", "size=compact", "--diagnostics-format", "json")
    #expect(lenient.status == 0)
    #expect(lenient.out.contains("  --space-inset: 5%;\n"))
    let compact = Self.acmeFolder + "/size-compact.tokens.json"
    #expect(
      PrintedDiagnostic.json(lenient.err).contains(
        PrintedDiagnostic(
          id: Diagnostic.ID("tokens.deviation.dimension-string"), severity: "warning", file: compact,
          position: position(of: #""5%""#, inFile: compact))))
    let strict = await run(
      "tokens", "--strict", "--resolver", Self.acme, "--format", "css", "--diagnostics-format", "json")
    #expect(strict.status == 1)
    let comfortable = Self.acmeFolder + "/size-comfortable.tokens.json"
    #expect(
      PrintedDiagnostic.json(strict.err).contains(
        PrintedDiagnostic(
          id: Diagnostic.ID("tokens.deviation.dimension-string"), severity: "error", file: comfortable,
          position: position(of: #""8%""#, inFile: comfortable))))
  }

  /// One token that cannot be resolved hides nothing else: `tokens` prints every other token with
  /// a warning that names the token left without a value by it (with `--strict`, an error and
  /// exit 1); lint counts both.
  @Test func oneBadTokenHidesNothingElse() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("bad-token-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try #"""
    {"size": {"$type": "dimension",
      "s": {"$value": {"value": 4, "unit": "px"}},
      "broken": {"$value": "{size.nope}"},
      "m": {"$value": {"value": 8, "unit": "px"}},
      "after": {"$value": "{size.broken}"}}}
    """#.write(to: folder.appendingPathComponent("a.tokens.json"), atomically: true, encoding: .utf8)
    let printed = await run("tokens", "--site", folder.path, "--format", "table")
    #expect(printed.status == 0)
    #expect(printed.out.contains("size/s       dimension  4px                 —\n"))
    #expect(printed.out.contains("size/m       dimension  8px                 —\n"))
    #expect(printed.out.contains("size/broken  —          (does not resolve)  {size.nope} names no token\n"))
    #expect(printed.err.contains("a.tokens.json:3:24: warning: size/broken: {size.nope} names no token\n"))
    #expect(printed.err.contains("note: 1 token refers to it and has no value either: size/after"))
    let strict = await run("tokens", "--site", folder.path, "--format", "table", "--strict")
    #expect(strict.status == 1)
    #expect(strict.err.contains("a.tokens.json:3:24: error: size/broken: {size.nope} names no token\n"))
    let json = await run("tokens", "--site", folder.path)
    #expect(json.status == 0)
    #expect(json.out.contains("\"size.s\"") && json.out.contains("\"size.m\"") && !json.out.contains("size.broken"))
    let lint = await run("tokens", "--site", folder.path, "--lint", "--strict")
    #expect(lint.status == 1)
    #expect(
      lint.out.contains("Summary: 4 tokens in 1 context checked\n  2 tokens without a value in a context checked"))
    #expect(lint.out.contains("\nTotal: 1 error, 0 warnings"))
  }

  @Test func lintTakesNoContextOrFormat() async {
    let result = await run("tokens", "--lint", "--format", "css", "--resolver", Self.acme)
    #expect(result.status == 64)
    #expect(result.err.contains("--lint checks every context and prints a report"))
  }

  /// Three modifiers of five contexts: 125 combinations, past the 64 a load checks whole. Each
  /// modifier's every context is still checked once (the others at their defaults), so the alias
  /// broken in one context's file is listed, and the summary says what was left out.
  @Test func lintSaysWhichContextsItDidNotCheck() async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lint-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    func write(_ name: String, _ text: String) throws {
      try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    try write("base.tokens.json", #"{"size": {"$type": "number", "$value": 1}}"#)
    try write("broken.tokens.json", #"{"size": {"$value": "{missing}"}}"#)
    let contexts = Dictionary(
      uniqueKeysWithValues: (0..<5).map { ("c\($0)", [["$ref": $0 == 4 ? "broken.tokens.json" : "base.tokens.json"]]) })
    let resolver: [String: Any] = [
      "version": "2025.10",
      "sets": ["base": ["sources": [["$ref": "base.tokens.json"]]]],
      "modifiers": Dictionary(uniqueKeysWithValues: ["m1", "m2", "m3"].map { ($0, ["contexts": contexts]) }),
      "resolutionOrder": ["#/sets/base", "#/modifiers/m1", "#/modifiers/m2", "#/modifiers/m3"].map { ["$ref": $0] },
    ]
    let json = try JSONSerialization.data(withJSONObject: resolver, options: [.sortedKeys])
    try write("many.resolver.json", String(decoding: json, as: UTF8.self))
    let result = await run(
      "tokens", "--lint", "--strict", "--resolver", folder.appendingPathComponent("many.resolver.json").path)
    #expect(!result.out.contains("no problems"), "\(result.out)")
    #expect(result.status == 1)
    #expect(result.out.contains("broken.tokens.json:1:"), "\(result.out)")
    #expect(result.out.contains("{missing}"), "\(result.out)")
    #expect(
      result.out.contains(
        "in 13 contexts checked of 125 combinations: past 64, each modifier's every context is checked with the "
          + "others at their defaults, and the site's contexts"), "\(result.out)")
  }
}
