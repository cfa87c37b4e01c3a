import Foundation
import SpecimenCore
import TestSupport
import Testing

@testable import Site

/// Token tables of a system with three modifiers (brand, theme, size), two of them at one value
/// on the site: headings name only what varies, a value shared by every column says so, a block
/// chooses its own contexts, and a long group starts folded under a summary of its colours.
@Suite struct TokenContextTablesTests {
  static let resolver = """
    { "version": "2025.10",
      "sets": { "base": { "sources": [{ "$ref": "base.tokens.json" }] } },
      "modifiers": {
        "brand": { "contexts": { "acme": [], "other": [{ "$ref": "other.tokens.json" }] }, "default": "acme" },
        "theme": { "contexts": { "light": [], "dark": [{ "$ref": "dark.tokens.json" }] }, "default": "light" },
        "size": { "contexts": { "small": [], "medium": [{ "$ref": "medium.tokens.json" }],
                                "large": [{ "$ref": "large.tokens.json" }] }, "default": "medium" } },
      "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/brand" },
                          { "$ref": "#/modifiers/theme" }, { "$ref": "#/modifiers/size" }] }
    """

  /// Thirteen palette colours: one more than a group shows open.
  static let palette = (1...13).map { ##""p\##($0)": { "$value": "#0000\##(String(format: "%02X", $0 * 16))" }"## }
    .joined(separator: ", ")

  static func site(page: String, contexts: String = "theme: [light, dark]") throws -> FixtureSite {
    let site = try FixtureSite("basic")
    try? FileManager.default.removeItem(at: site.root.appendingPathComponent("content"))
    try site.write(
      "content/site.yml",
      """
      name: Contexts
      tokens:
        resolver: tokens/r.resolver.json
        contexts:
          \(contexts)
      """)
    try site.write("content/tokens/r.resolver.json", resolver)
    try site.write(
      "content/tokens/base.tokens.json",
      """
      { "color": { "$type": "color",
          "text": { "$value": "#111111" },
          "line": { "$value": "#CCCCCC" },
          "palette": { \(palette) } },
        "space": { "$type": "dimension", "pad": { "$value": { "value": 4, "unit": "px" } } } }
      """)
    try site.write(
      "content/tokens/dark.tokens.json", ##"{ "color": { "text": { "$type": "color", "$value": "#EEEEEE" } } }"##)
    try site.write(
      "content/tokens/medium.tokens.json",
      #"{ "space": { "pad": { "$type": "dimension", "$value": { "value": 8, "unit": "px" } } } }"#)
    try site.write(
      "content/tokens/large.tokens.json",
      #"{ "space": { "pad": { "$type": "dimension", "$value": { "value": 12, "unit": "px" } } } }"#)
    try site.write(
      "content/tokens/other.tokens.json", ##"{ "color": { "line": { "$type": "color", "$value": "#999999" } } }"##)
    try site.write("content/pages/index.md", "---\ntitle: Home\n---\n\n" + page)
    return site
  }

  static func page(_ markdown: String, contexts: String = "theme: [light, dark]") throws -> (
    html: String, report: BuildReport
  ) {
    let site = try site(page: markdown, contexts: contexts)
    defer { site.remove() }
    let report = site.build()
    let html = (try? site.read("Public/index.html")) ?? ""
    return (html, report)
  }

  @Test func headingsNameOnlyTheModifiersThatVary() throws {
    let (html, report) = try Self.page("```tokens\ncolor/text\ncolor/line\n```\n")
    #expect(report.errorCount == 0, "\(report.messages)")
    #expect(
      html.contains(
        #"<th scope="col" class="sp-token-heading">Token</th><th scope="col">Light</th><th scope="col">Dark</th>"#))
    #expect(
      HTMLElement.parse(html).all("th", where: { $0["scope"] == "col" }).map(\.normalizedText) == [
        "Token", "Light", "Dark",
      ])
  }

  @Test func aValueTheSameInEveryColumnSaysSo() throws {
    let (html, _) = try Self.page("```tokens\ncolor/text\ncolor/line\n```\n")
    let line = try #require(
      html.components(separatedBy: #"data-token="color/line">"#).last?.components(separatedBy: "</tr>").first)
    #expect(line.contains(#"colspan="2" data-label="Same in Light and Dark""#))
    #expect(line.contains(#"<span class="sp-token-same">Same in Light and Dark</span>"#))
    // A value that differs has a cell of its own in each column.
    let text = try #require(HTMLElement.parse(html).first("tr", where: { $0["data-token"] == "color/text" }))
    let cells = text.elements.filter { $0.name == "td" }
    #expect(cells.map { "\($0["data-label"] ?? "-") \($0["colspan"] ?? "1")" } == ["Light 1", "Dark 1"])
  }

  /// A table every token of which reads the same in every column is one column, whose heading
  /// names what it spans: no column is blank in every row (digdir's font weights, the same in
  /// every color scheme and size, showed a value under the first size, nothing under the second
  /// and "Same in all 3 contexts" under the third).
  @Test func aTableTheSameInEveryColumnIsOneColumnNamedForThem() throws {
    let (html, report) = try Self.page(
      "```tokens\ncolor/line\n```\n\n```tokens\nspace/pad\n```\n",
      contexts: "theme: [light, dark]\n    size: [small, large]")
    #expect(report.errorCount == 0, "\(report.messages)")
    let tables = HTMLElement.parse(html).all("table")
    #expect(tables.count == 2)
    #expect(tables.first?.first("thead")?.all("th").map(\.text) == ["Token", "Every theme and size"])
    let cells = tables.first?.all("td") ?? []
    // Its heading names the one column; a stacked row on a phone does not repeat it.
    #expect(cells.map { "\($0["data-label"] ?? "-") \($0["colspan"] ?? "1")" } == ["- 1"])
    #expect(!html.contains("Same in all"))
    // A scale that differs by size keeps a column a size.
    #expect(tables.last?.first("thead")?.all("th").map(\.text) == ["Token", "Small", "Large"])
  }

  @Test func aBlockChoosesItsContexts() throws {
    let (html, report) = try Self.page("```tokens\ncontexts size=small, size=medium, size=large\nspace/pad\n```\n")
    #expect(report.errorCount == 0, "\(report.messages)")
    #expect(
      html.contains(
        #"<th scope="col">Small</th><th scope="col">Medium</th><th scope="col">Large</th>"#))
    for px in ["4px", "8px", "12px"] { #expect(html.contains(#"data-copy="\#(px)""#), "\(px)") }
    // The scale reads in the scheme the page opens in: the site's first context, Light.
    let (list, listed) = try Self.page("```token-list color\ncontexts size=small, theme=dark size=large\n```\n")
    #expect(listed.errorCount == 0, "\(listed.messages)")
    #expect(list.contains(#"<th scope="col">Light · Small</th><th scope="col">Dark · Large</th>"#))
  }

  @Test func unknownModifiersAndContextsAreErrorsWhereTheyAreWritten() throws {
    let (_, report) = try Self.page("```token-list color\ncontexts size=huge, sise=small\n```\n")
    #expect(report.errorCount == 2)
    let file = report.diagnostics.first?.location?.file ?? ""
    #expect(file.hasSuffix("content/pages/index.md"))
    let context = try #require(report.diagnostics.first { $0.id.rawValue == "tokens.unknown-context" })
    #expect(context.location == SourceLocation(file: file, line: 6, column: 10))
    #expect(context.hint?.contains("small, medium, large") == true)
    let modifier = try #require(report.diagnostics.first { $0.id.rawValue == "tokens.unknown-modifier" })
    #expect(modifier.location == SourceLocation(file: file, line: 6, column: 21))
    #expect(modifier.hint?.contains("size") == true)
    let (_, other) = try Self.page("```token-list color\ncolumns size=small\n```\n")
    #expect(other.diagnostics.filter { $0.severity == .error }.map(\.id.rawValue) == ["directive.unknown-instruction"])
    let (_, empty) = try Self.page("```token-list color\ncontexts =\n```\n")
    #expect(empty.errorCount == 1)
  }

  @Test func aLongGroupStartsFoldedWithItsColoursInTheSummary() throws {
    let (html, report) = try Self.page("```token-list color/palette\n```\n\n```token-list color\n```\n")
    #expect(report.errorCount == 0, "\(report.messages)")
    // Thirteen colours fold; the summary names the group, counts it and shows each colour once.
    let folded = try #require(
      html.components(separatedBy: #"<details class="sp-token-details">"#).dropFirst().first)
    #expect(folded.contains(#"<span class="sp-token-details-title">color/palette</span>"#))
    // The same in light and dark: one column, which the summary and its heading name.
    #expect(folded.contains("13 tokens, the same in Light and Dark"))
    #expect(folded.contains(#"<th scope="col">Light and Dark</th></tr>"#))
    let strip = try #require(
      folded.components(separatedBy: #"<span class="sp-token-strip" aria-hidden="true">"#).dropFirst().first?
        .components(separatedBy: "</summary>").first)
    #expect(strip.components(separatedBy: "var(--color-palette-").count - 1 == 13)
    // The group `color` holds fifteen: folded too, by the same rule.
    #expect(html.components(separatedBy: #"<details class="sp-token-details">"#).count - 1 == 2)
    let (short, _) = try Self.page("```token-list space\n```\n")
    // Not folded: the page's every class, and its rows by id.
    let shortTree = HTMLElement.parse(short)
    #expect(
      shortTree.classNames == [
        "sp-dimension-bar", "sp-preview", "sp-token-heading", "sp-token-meta", "sp-token-name", "sp-token-table",
        "sp-token-table-wrap", "sp-token-type", "sp-token-value", "sp-token-var", "sp-value",
      ])
    #expect(shortTree.all("tr").compactMap { $0["id"] } == ["token-space-pad"])
  }

  /// `open` keeps a long group's table open (a page whose one table it is); the same thirteen
  /// colours without it fold; `open` with a word after it is an error at its line.
  @Test func anOpenListShowsALongGroupUnfolded() throws {
    let (html, report) = try Self.page("```token-list color/palette\nopen\n```\n")
    #expect(report.errorCount == 0, "\(report.messages)")
    let tree = HTMLElement.parse(html)
    let folds = { (tree: HTMLElement) in tree.all("details", where: { $0["class"] == "sp-token-details" }).count }
    #expect(folds(tree) == 0)
    #expect(tree.all("tr").compactMap { $0["id"] }.count == 13)
    let (folded, _) = try Self.page("```token-list color/palette\n```\n")
    #expect(folds(HTMLElement.parse(folded)) == 1)
    let (_, wrong) = try Self.page("```token-list color/palette\nopen wide\n```\n")
    let problem = try #require(wrong.diagnostics.first { $0.severity == .error })
    #expect(problem.id.rawValue == "directive.unknown-instruction")
    #expect(problem.location?.line == 6)
    #expect(problem.location?.column == 1)
  }

  /// Contexts that differ by a brand show one brand at a time under a labelled picker, in one
  /// table whose rows that differ by brand are written per brand; ids and problems belong to the
  /// first brand's.
  @Test func anotherModifierGetsAPicker() throws {
    let (html, report) = try Self.page(
      "```tokens\ncolor/text\ncolor/line\n```\n", contexts: "theme: [light, dark]\n    brand: [acme, other]")
    #expect(report.errorCount == 0, "\(report.messages)")
    let picked = try #require(
      html.components(separatedBy: #"<div class="sp-context-picked">"#).dropFirst().first)
    #expect(
      picked.hasPrefix(
        #"<div class="sp-context-picker" hidden=""><label><span class="sp-context-picker-name">Brand</span> <select data-sp-context-attribute="brand"><option value="acme">Acme</option><option value="other">Other</option></select></label></div>"#
      ))
    // Each brand is a panel: a marker holding its value, which the rows that differ name.
    #expect(
      picked.contains(
        #"<div class="sp-context-panel" hidden="" data-sp-context-attributes="brand" data-sp-context-brand="acme"></div><div class="sp-context-panel" hidden="" data-sp-context-attributes="brand" data-sp-context-brand="other"></div>"#
      ))
    // One table, whose columns are the scheme's alone.
    #expect(picked.components(separatedBy: #"<th scope="col">Light</th><th scope="col">Dark</th>"#).count - 1 == 1)
    // A row the same in every brand is written once, for every panel; one that differs once per
    // brand, each marked with its panel and labelled for a reader without the script, the id
    // on the first brand's.
    #expect(html.components(separatedBy: #"data-token="color/text""#).count - 1 == 1)
    #expect(html.contains(#"<tr id="token-color-text" data-token="color/text"><th"#))
    #expect(html.components(separatedBy: #"data-token="color/line""#).count - 1 == 2)
    #expect(
      html.contains(
        #"<tr id="token-color-line" data-token="color/line" data-sp-context-panels="0"><th scope="row" data-copy="var(--color-line)"><code class="sp-token-name"><span class="sp-token-prefix">color/</span>line</code><span class="sp-context-row-label">Acme</span>"#
      ))
    #expect(
      html.contains(
        #"<tr data-token="color/line" data-sp-context-panels="1"><th scope="row" data-copy="var(--color-line)"><code class="sp-token-name"><span class="sp-token-prefix">color/</span>line</code><span class="sp-context-row-label">Other</span>"#
      ))
    #expect(html.contains(##"data-copy="#999999""##) && html.contains(##"data-copy="#CCCCCC""##))
    // A table the same in every brand is one table whose headings say so: no sentence above it,
    // no column left blank.
    let (same, _) = try Self.page(
      "```tokens\ncolor/text\n```\n", contexts: "theme: [light, dark]\n    brand: [acme, other]")
    // No picker: the page's every class.
    #expect(
      HTMLElement.parse(same).classNames == [
        "sp-preview", "sp-swatch", "sp-token-forms", "sp-token-heading", "sp-token-meta",
        "sp-token-name", "sp-token-table", "sp-token-table-wrap", "sp-token-type", "sp-token-value", "sp-token-var",
        "sp-value",
      ])
    #expect(same.contains(#"<th scope="col">Light, every brand</th><th scope="col">Dark, every brand</th></tr>"#))
    #expect(!same.contains("The same in every"))
    // Stacked on a phone, each cell is labelled by its scheme alone: the headings said the rest.
    let sameCells = HTMLElement.parse(same).all("td").map { $0["data-label"] ?? "-" }
    #expect(sameCells == ["Light", "Dark"])
    // A scale the same in light and dark shows its sizes side by side instead, with no picker.
    let (scale, _) = try Self.page(
      "```tokens\nspace/pad\n```\n", contexts: "theme: [light, dark]\n    size: [small, large]")
    #expect(
      HTMLElement.parse(scale).classNames == [
        "sp-dimension-bar", "sp-preview", "sp-token-heading", "sp-token-meta", "sp-token-name", "sp-token-table",
        "sp-token-table-wrap", "sp-token-type", "sp-token-value", "sp-token-var", "sp-value",
      ])
    #expect(scale.contains(#"<th scope="col">Small</th><th scope="col">Large</th></tr>"#))
    #expect(scale.contains(#"data-copy="4px""#) && scale.contains(#"data-copy="12px""#))
    // A block that chooses its contexts keeps them side by side.
    let (chosen, _) = try Self.page(
      "```tokens\ncontexts brand=acme, brand=other\ncolor/text\ncolor/line\n```\n",
      contexts: "theme: [light, dark]\n    brand: [acme, other]")
    // Side by side, each context a column, none of them picked one at a time.
    let chosenTable = try #require(HTMLElement.parse(chosen).first("table"))
    #expect(chosenTable.first("thead")?.all("th").map(\.text) == ["Token", "Acme", "Other"])
    #expect(HTMLElement.parse(chosen).all(class: "sp-context-picked").isEmpty)
    // Chosen contexts every token reads the same in are one column, named for them.
    let (equal, _) = try Self.page(
      "```tokens\ncontexts brand=acme, brand=other\ncolor/text\n```\n",
      contexts: "theme: [light, dark]\n    brand: [acme, other]")
    let equalTable = try #require(HTMLElement.parse(equal).first("table"))
    #expect(equalTable.first("thead")?.all("th").map(\.text) == ["Token", "Acme and Other"])
    #expect(equalTable.all("td").count == 1)
  }
}
