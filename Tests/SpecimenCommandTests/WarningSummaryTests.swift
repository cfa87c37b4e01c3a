import Foundation
import SpecimenCore
import TestSupport
import Testing

@testable import SpecimenCLI

/// Warnings about a token export print as one line per kind with their count (every one with
/// `--verbose`, and in the JSON format), and site.yml's `diagnostics:` raises, keeps or silences
/// a kind, refusing to lower an error.
@Suite struct WarningSummaryTests {
  /// A site whose one token file writes three colors as strings (three
  /// `tokens.deviation.color-string` warnings) and one dimension as a string.
  static func site(diagnostics: String = "") throws -> String {
    let site = FileManager.default.temporaryDirectory.appendingPathComponent("specimen-summary-\(UUID().uuidString)")
      .path
    try FileManager.default.createDirectory(atPath: site + "/content/pages", withIntermediateDirectories: true)
    try FileManager.default.createDirectory(atPath: site + "/content/tokens", withIntermediateDirectories: true)
    try "name: Summary\ntokens:\n  source: content/tokens/colors.json\n\(diagnostics)".write(
      toFile: site + "/content/site.yml", atomically: true, encoding: .utf8)
    try "---\ntitle: Home\n---\n\n# Home\n".write(
      toFile: site + "/content/pages/index.md", atomically: true, encoding: .utf8)
    try """
    {
      "color": {
        "$type": "color",
        "a": { "$value": "#ffffff" },
        "b": { "$value": "#000000" },
        "c": { "$value": "#0a84ff" }
      },
      "space": { "$type": "dimension", "$value": "8px" }
    }
    """.write(toFile: site + "/content/tokens/colors.json", atomically: true, encoding: .utf8)
    return site
  }

  static func warningLines(_ text: String) -> [String] {
    text.split(separator: "\n").map(String.init).filter { $0.contains(": warning: ") }
  }

  @Test func warningsOfOneKindAreOneLineWithTheirCount() async throws {
    let site = try Self.site()
    defer { try? FileManager.default.removeItem(atPath: site) }
    let built = await run("check", "--site", site)
    #expect(built.status == 0, "\(built.err)")
    let lines = Self.warningLines(built.err)
    #expect(lines.count == 2, "\(lines)")
    let colors = try #require(lines.first { $0.contains("tokens.deviation.color-string") })
    #expect(colors.hasPrefix(site + "/content/tokens/colors.json:4:22: warning: 3 × tokens.deviation.color-string: "))
    #expect(colors.hasSuffix("(first of 3; --verbose lists every one)"))
    #expect(lines.contains { $0.contains(": warning: space: value is the string \"8px\"") }, "one of a kind: as it is")
    // The summary says every page was written, then what the warnings are about and where.
    #expect(
      built.out.split(separator: "\n").map(String.init).last
        == "4 warnings, each kind a line above: 4 about the tokens (2 kinds; content/tokens/colors.json); "
        + "none about the pages.", "\(built.out)")
    #expect(built.out.hasPrefix("Checked 1 page in ") && built.out.contains(": every page builds.\n"))
    let output = site + "/Public"
    let written = await run("build", "--site", site, "--output", output)
    #expect(written.out.hasPrefix("Built 1 page in ") && written.out.contains(" → \(output): every page is written.\n"))

    let verbose = await run("check", "--site", site, "--verbose")
    #expect(Self.warningLines(verbose.err).count == 4)
    let json = await run("check", "--site", site, "--diagnostics-format", "json")
    #expect(json.err.split(separator: "\n").count == 4, "one record per problem")
  }

  /// A warning's area is its kind's, else its file's, else the one another warning gave its
  /// file; several files are named by the folder they share.
  @Test func warningsAreSummedByWhatTheyAreAbout() {
    func warning(_ id: String, _ file: String) -> Diagnostic {
      Diagnostic.warning("w", at: SourceLocation(file: file, line: 1, column: 1), id: Diagnostic.ID(id))
    }
    let text = WarningAreas.sentence(
      [
        warning("tokens.deviation.color-string", "/s/content/tokens/a/x.json"),
        warning("tokens.studio.math", "/s/content/tokens/b/y.json"),
        warning("figma.node-tree.no-paths", "/s/content/figma/f.json"),
        warning("geometry.font-missing", "/s/content/figma/f.json"),
        warning("directive.unknown-set", "/s/content/pages/button.md"),
      ], site: "/s")
    #expect(
      text
        == "5 warnings, each kind a line above: 2 about the tokens (2 kinds; 2 files in content/tokens), "
        + "2 about the Figma files (2 kinds; content/figma/f.json), 1 about the pages (1 kind; "
        + "content/pages/button.md).")
  }

  @Test func siteYmlSilencesRaisesAndRefuses() async throws {
    let silenced = try Self.site(diagnostics: "diagnostics:\n  tokens.deviation.color-string: ignore\n")
    defer { try? FileManager.default.removeItem(atPath: silenced) }
    let quiet = await run("check", "--site", silenced)
    #expect(quiet.status == 0)
    #expect(Self.warningLines(quiet.err).count == 1)
    #expect(quiet.out.contains("1 warning (3 silenced by site.yml's diagnostics:)"), "\(quiet.out)")

    let raised = try Self.site(diagnostics: "diagnostics:\n  tokens.deviation.dimension-string: error\n")
    defer { try? FileManager.default.removeItem(atPath: raised) }
    let failed = await run("check", "--site", raised)
    #expect(failed.status == 1)
    let raisedColors = raised + "/content/tokens/colors.json"
    #expect(
      PrintedDiagnostic.text(failed.err).contains(
        PrintedDiagnostic(
          id: nil, severity: "error", file: raisedColors, position: position(of: #""8px""#, inFile: raisedColors))),
      "\(failed.err)")

    let unknown = try Self.site(diagnostics: "diagnostics:\n  tokens.deviation.colour-string: ignore\n")
    defer { try? FileManager.default.removeItem(atPath: unknown) }
    let misspelt = await run("check", "--site", unknown, "--diagnostics-format", "json")
    #expect(misspelt.status == 1)
    #expect(misspelt.err.contains("\"id\":\"site-yml.diagnostics-unknown-id\",\"severity\":\"error\""))
    #expect(misspelt.err.contains("\"line\":5,\"column\":3"))
    #expect(misspelt.err.contains("did you mean 'tokens.deviation.color-string'?"))

    let level = try Self.site(diagnostics: "diagnostics:\n  tokens.deviation.color-string: off\n")
    defer { try? FileManager.default.removeItem(atPath: level) }
    let badLevel = await run("check", "--site", level, "--diagnostics-format", "json")
    #expect(badLevel.status == 1)
    #expect(badLevel.err.contains("\"id\":\"site-yml.diagnostics-invalid\""))
  }

  @Test func anErrorIsNotLowered() async throws {
    let site = try Self.site(diagnostics: "diagnostics:\n  json.syntax: ignore\n")
    defer { try? FileManager.default.removeItem(atPath: site) }
    try ##"{"a": {"$type": "color", "$value": "#fff",}}"##.write(
      toFile: site + "/content/tokens/colors.json", atomically: true, encoding: .utf8)
    let built = await run("check", "--site", site, "--diagnostics-format", "json")
    #expect(built.status == 1)
    #expect(built.err.contains("\"id\":\"json.syntax\",\"severity\":\"error\""), "\(built.err)")
    #expect(built.err.contains("\"id\":\"site-yml.diagnostics-refused\",\"severity\":\"error\",\"file\":"))
  }

  /// A gradient written as CSS where a color goes is a swatch of its own in the token table and
  /// is written to tokens.css as written.
  @Test func aGradientStringIsASwatchAndCSSAsWritten() async throws {
    let site = try Self.site()
    defer { try? FileManager.default.removeItem(atPath: site) }
    try
      ##"{"color": {"$type": "color", "a": {"$value": "#000000"}, "fade": {"$value": "linear-gradient(90deg, {color.a} 0%, #fff 100%)"}}}"##
      .write(toFile: site + "/content/tokens/colors.json", atomically: true, encoding: .utf8)
    try "---\ntitle: Home\n---\n\n# Home\n\n```token-list color\n```\n".write(
      toFile: site + "/content/pages/index.md", atomically: true, encoding: .utf8)
    let built = await run("build", "--site", site, "--diagnostics-format", "json")
    #expect(built.status == 0, "\(built.err)")
    let colors = site + "/content/tokens/colors.json"
    #expect(
      PrintedDiagnostic.json(built.err).contains(
        PrintedDiagnostic(
          id: Diagnostic.ID("tokens.deviation.gradient-string"), severity: "warning", file: colors,
          position: position(of: #""linear-gradient"#, inFile: colors))), "\(built.err)")
    let html = try String(contentsOfFile: site + "/Public/index.html", encoding: .utf8)
    #expect(
      html.contains(
        "class=\"sp-gradient-sample\" aria-hidden=\"true\" style=\"background: linear-gradient(90deg, #000000 0%, #fff 100%)\""
      ), "\(html.components(separatedBy: "fade").dropFirst().first?.prefix(600) ?? "")")
    let css = try String(contentsOfFile: site + "/Public/tokens.css", encoding: .utf8)
    #expect(css.contains("  --color-fade: linear-gradient(90deg, #000000 0%, #fff 100%);\n"))
  }
}
