import Foundation
import TestSupport
import Testing

@testable import SpecimenCLI

/// `specimen tokens --source`: tokens from a saved Figma variables/local response.
@Suite struct TokensSourceCommandTests {
  static let variables = Fixtures.path("FigmaVariables/variables.json", target: "TokenImportTests")

  @Test func printsAContextOfTheVariables() async {
    let result = await run("tokens", "--source", Self.variables, "--context", "semantic=Dark", "--format", "css")
    #expect(result.status == 0, "\(result.err)")
    #expect(result.out.contains("  --bg-default: #0F1216;\n"))
    #expect(result.out.contains("  --control-height: 36px;\n"))
  }

  @Test func tableShowsFigmaMetadata() async {
    let result = await run(
      "tokens", "--source", Self.variables, "--source-format", "figma-variables", "--format", "table")
    #expect(result.status == 0)
    #expect(result.out.contains("FIGMA"))
    #expect(result.out.contains("WEB var(--bg-default) · VariableID:2:2 · “Page background”"))
    #expect(result.out.contains("hidden · VariableID:2:11"))
  }

  @Test func lintGroupsTheFigmaDeviations() async {
    let result = await run("tokens", "--lint", "--source", Self.variables)
    #expect(result.status == 0)
    #expect(result.out.contains("== figma-name: "))
    #expect(result.out.contains("== figma-missing-mode: "))
    let strict = await run("tokens", "--lint", "--strict", "--source", Self.variables)
    #expect(strict.status == 1)
  }

  @Test func sourceFormatIsChecked() async {
    let unknown = await run("tokens", "--source", Self.variables, "--source-format", "figma")
    #expect(unknown.status != 0)
    #expect(unknown.err.contains("unknown token source format 'figma'"))
    let both = await run("tokens", "--source", Self.variables, "--resolver", "x.resolver.json")
    #expect(both.status != 0)
    #expect(both.err.contains("give --resolver or --source, not both"))
  }

  @Test func aSiteNamingASourceIsReadWithSite() async throws {
    let site = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-source-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: site) }
    try FileManager.default.createDirectory(
      at: site.appendingPathComponent("content"), withIntermediateDirectories: true)
    try "name: S\ntokens:\n  source: content/v.json\n".write(
      to: site.appendingPathComponent("content/site.yml"), atomically: true, encoding: .utf8)
    try FileManager.default.copyItem(
      atPath: Self.variables, toPath: site.appendingPathComponent("content/v.json").path)
    let result = await run("tokens", "--site", site.path, "--format", "css")
    #expect(result.status == 0, "\(result.err)")
    #expect(result.out.contains("  --bg-default: #FFFFFF;\n"))
  }
}
