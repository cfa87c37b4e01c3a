import Foundation
import SpecimenCore
import TestSupport
import Testing

@testable import Site

/// A site whose tokens are Figma variables: `tokens: {source: content/variables.json}` in site.yml.
@Suite struct FigmaVariablesSiteTests {
  @Test func aSiteBuildsFromFigmaVariablesAndShowsEachTheme() throws {
    let site = try FixtureSite("figma-variables")
    defer { site.remove() }
    let report = site.build()
    #expect(report.succeeded && report.warningCount == 0, "\(report.messages)")
    let html = try site.read("Public/index.html")
    #expect(html.contains("<th scope=\"col\">Light</th><th scope=\"col\">Dark</th>"))
    let row = try #require(
      html.components(separatedBy: "data-token=\"bg/default\">").last?.components(separatedBy: "</tr>").first)
    #expect(row.contains("background: #FFFFFF") && row.contains("background: #111827"))
    #expect(row.contains("var(--bg-default)"), "the Figma code syntax is shown")
    let css = try site.read("Public/tokens.css")
    #expect(
      css.contains("[data-theme=\"dark\"] {\n  --bg-default: #111827;"),
      "the switch sets data-theme=\"dark\", lowercase")
    #expect(css.contains("--space-md: 16px;"))
  }

  /// `serve`: a saved variables body is read again, and the page shows the new value.
  @Test func anEditedVariablesBodyReloadsTheTokens() throws {
    let site = try FixtureSite("figma-variables")
    defer { site.remove() }
    let served = site.path + "/served"
    let session = SiteSession(options: BuildOptions(siteDirectory: site.path, outputDirectory: served))
    #expect(session.firstReport.succeeded)
    let body = try site.read("content/variables.json")
    try site.write(
      "content/variables.json", body.replacingOccurrences(of: "\"b\":0.15294118225574493", with: "\"b\":1"))
    let report = session.rebuild(changedPaths: ["content/variables.json"])
    #expect(report.succeeded && !report.diagnostics.contains { $0.severity == .error })
    #expect(report.tokenResolutions != nil, "the tokens were read again, not the whole site")
    let html = try String(contentsOfFile: served + "/index.html", encoding: .utf8)
    // The old value is nowhere on the page, in whatever element or attribute it stood: text.
    #expect(html.contains("background: #1118FF") && !html.contains("#111827"))
  }

  @Test func contextsInSiteYmlNameTheCollectionsModes() throws {
    let site = try FixtureSite("figma-variables")
    defer { site.remove() }
    try site.write(
      "content/site.yml", "name: Variables UI\ntokens:\n  source: content/variables.json\n  contexts: {theme: [Dark]}\n"
    )
    let report = site.build()
    #expect(report.succeeded, "\(report.messages)")
    let html = try site.read("Public/index.html")
    #expect(html.contains("#111827"))
    let columns = HTMLElement.parse(html).all("th", where: { $0["scope"] == "col" }).map(\.normalizedText)
    #expect(columns == ["Token", "Value"], "one column, of the one mode site.yml names")
  }

  @Test(arguments: [
    (
      "tokens:\n  resolver: tokens/t.resolver.json\n  source: content/variables.json\n",
      "tokens: give a resolver or a source, not both"
    ),
    ("tokens:\n  strict: true\n", "tokens: needs resolver: or source:"),
    (
      "tokens:\n  source: content/variables.json\n  format: figma-variable\n",
      "unknown token source format 'figma-variable'"
    ),
    ("tokens:\n  source: missing.json\n", "cannot read the token source 'missing.json'"),
    ("tokens:\n  source: ../outside.json\n", "outside"),
  ])
  func siteYmlProblemsAreErrors(yml: String, message: String) throws {
    let site = try FixtureSite("figma-variables")
    defer { site.remove() }
    try site.write("content/site.yml", "name: Variables UI\n" + yml)
    let report = site.build()
    #expect(!report.succeeded)
    #expect(report.messages.contains { $0.contains(message) }, "\(report.messages)")
  }

  @Test func theFormatDidYouMeanNamesTheFormat() throws {
    let site = try FixtureSite("figma-variables")
    defer { site.remove() }
    try site.write(
      "content/site.yml", "name: Variables UI\ntokens:\n  source: content/variables.json\n  format: figma-variable\n")
    let report = site.build()
    #expect(report.diagnostics.contains { $0.hint == "did you mean 'figma-variables'?" }, "\(report.messages)")
  }

  @Test func aVariablesBodyNamedUnderFigmaSaysWhereItGoes() throws {
    let site = try FixtureSite("figma-variables")
    defer { site.remove() }
    try site.write("content/site.yml", "name: Variables UI\nfigma: variables.json\n")
    try site.write("content/pages/index.md", "---\ntitle: Home\n---\n\n# Home\n")
    let report = site.build()
    #expect(!report.succeeded)
    #expect(report.diagnostics.contains { $0.id == .figmaVariablesResponse }, "\(report.messages)")
  }
}
