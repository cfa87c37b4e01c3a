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
}
