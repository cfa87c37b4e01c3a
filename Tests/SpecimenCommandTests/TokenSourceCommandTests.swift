import Foundation
import TestSupport
import Testing

@testable import SpecimenCLI

/// `specimen tokens --source` over a Tokens Studio folder and a Style Dictionary tree.
@Suite struct TokenSourceCommandTests {
  static let fixtures = Fixtures.path("Foreign", target: "TokenImportTests")
  static let studio = fixtures + "/studio-folder"

  @Test func aThemeIsAContext() async {
    let result = await run("tokens", "--source", Self.studio, "--context", "theme=Dark", "--format", "css")
    #expect(result.status == 0)
    #expect(result.out.contains("  --button-padding: 10px;\n"))
    #expect(result.out.contains("  --bg-hover: #323235;\n"))
    #expect(result.out.contains("  --accent-default: #47A3FF;\n"))
    #expect(
      result.err.contains("components.json:4:16: warning: button/padding: \"{spacing.page} / 2\" is Tokens Studio math")
    )
    let light = await run("tokens", "--source", Self.studio, "--format", "css")
    #expect(light.out.contains("  --button-padding: 12px;\n"))
  }

  @Test func lintCountsEachKind() async {
    let result = await run("tokens", "--lint", "--source", Self.studio)
    #expect(result.status == 0)
    #expect(result.out.contains("Summary: 31 tokens in 2 contexts checked\n"))
    #expect(result.out.contains("\n  13  tokens-studio-math: "))
    #expect(result.out.contains("\n   7  tokens-studio-modify: "))
    #expect(result.out.contains("\n  10  tokens-studio-form: "))
    #expect(result.out.contains("\nTotal: 0 errors, 55 warnings"))
    let strict = await run("tokens", "--lint", "--strict", "--source", Self.studio)
    #expect(strict.status == 1)
    #expect(strict.out.contains("\nTotal: 55 errors, 0 warnings"))
  }

  @Test func styleDictionaryWarnsOncePerFile() async {
    let result = await run("tokens", "--lint", "--source", Self.fixtures + "/style-dictionary")
    #expect(result.status == 0)
    #expect(result.out.contains("\n  6  style-dictionary-form: "))
    #expect(result.out.contains("\nTotal: 0 errors, 6 warnings"))
  }

  @Test func aFormatIsNamedOrTold() async {
    let named = await run(
      "tokens", "--source", Self.fixtures + "/style-dictionary", "--source-format", "style-dictionary", "--format",
      "css")
    #expect(named.status == 0)
    #expect(named.out.contains("  --size-font-small: 0.75rem;\n"))
    let unknown = await run("tokens", "--source", Self.studio, "--source-format", "studio")
    #expect(unknown.status == 64)
    #expect(unknown.err.contains("unknown token source format 'studio'"))
    let both = await run("tokens", "--source", Self.studio, "--resolver", "x.resolver.json")
    #expect(both.status == 64)
  }

  /// `--site` reads the source the site's site.yml names.
  @Test func aSiteWithASource() async throws {
    let site = NSTemporaryDirectory() + "specimen-source-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: site) }
    try FileManager.default.createDirectory(atPath: site + "/content", withIntermediateDirectories: true)
    try FileManager.default.copyItem(atPath: Self.studio, toPath: site + "/studio")
    try "name: Tokens\ntokens:\n  source: studio\n".write(
      toFile: site + "/content/site.yml", atomically: true, encoding: .utf8)
    let result = await run("tokens", "--site", site, "--context", "theme=Dark", "--format", "css")
    #expect(result.status == 0, "\(result.err)")
    #expect(result.out.contains("  --button-padding: 10px;\n"))
  }
}
