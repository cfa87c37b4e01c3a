import Foundation
import Testing

@testable import SpecimenCLI

/// `specimen tokens --lint` and `--strict` over the corpus of token files in published-system forms.
@Suite struct TokensLintCommandTests {
  static let acme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("TokensTests/Fixtures/Wild/acme/acme.resolver.json").path

  @Test func lintGroupsWarningsAndExitsZero() async {
    let result = await run("tokens", "--lint", "--resolver", Self.acme)
    #expect(result.status == 0)
    #expect(result.out.contains("== color-string: colors written as strings (\"#0a84ff\") (12 warnings)\n"))
    #expect(
      result.out.contains("warning: color/overlay/tint: value is the string \"#0008\"; 2025.10 expects a color object"))
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
    let lenient = await run("tokens", "--resolver", Self.acme, "--format", "css", "--context", "size=compact")
    #expect(lenient.status == 0)
    #expect(lenient.out.contains("  --space-inset: 5%;\n"))
    #expect(lenient.err.contains("warning: space/inset: value is the string \"5%\""))
    let strict = await run("tokens", "--strict", "--resolver", Self.acme, "--format", "css")
    #expect(strict.status == 1)
    #expect(strict.err.contains("error: space/inset: value is the string \"8%\""))
  }

  @Test func lintTakesNoContextOrFormat() async {
    let result = await run("tokens", "--lint", "--format", "css", "--resolver", Self.acme)
    #expect(result.status == 64)
    #expect(result.err.contains("--lint checks every context and prints a report"))
  }

  /// Three modifiers of five contexts: 125 combinations, past the 64 a load checks. A token broken
  /// in one unchecked context must not let lint say "no problems".
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
    let result = await run("tokens", "--lint", "--resolver", folder.appendingPathComponent("many.resolver.json").path)
    #expect(!result.out.contains("no problems: the files follow DTCG 2025.10"), "\(result.out)")
    #expect(
      result.out.contains("checked of 125 combinations: past 64, only the default and the site's contexts are checked"))
  }
}
