import Foundation
import SpecimenCore
import TestSupport
import Testing
import Tokens

@testable import Site

/// A size modifier's contexts read smallest to largest in token tables, whatever order the export
/// lists them in (digdir's designsystemet: `medium, large, small`); any other modifier, and a
/// modifier with a context name that is no size word, keeps the export's order.
@Suite struct SizeScaleTests {
  /// A resolver whose size contexts come in the order `sizes` gives, each pad 4px larger than the
  /// one before in `small`, `medium`, `large` order of the names given by `pads`.
  static func resolver(sizes: [String]) -> String {
    let contexts = sizes.map { #""\#($0)": [{ "$ref": "\#($0).tokens.json" }]"# }.joined(separator: ", ")
    return """
      { "version": "2025.10",
        "sets": { "base": { "sources": [{ "$ref": "base.tokens.json" }] } },
        "modifiers": {
          "theme": { "contexts": { "light": [], "dark": [{ "$ref": "dark.tokens.json" }] }, "default": "light" },
          "size": { "contexts": { \(contexts) }, "default": "\(sizes[0])" } },
        "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/theme" }, { "$ref": "#/modifiers/size" }] }
      """
  }

  /// The page built from `markdown` on a site whose size contexts are `pads`' keys in its order,
  /// each with its pad in px.
  static func page(_ markdown: String, pads: KeyValuePairs<String, Int>) throws -> (
    html: String, css: String, report: BuildReport
  ) {
    let site = try FixtureSite("basic")
    defer { site.remove() }
    try? FileManager.default.removeItem(at: site.root.appendingPathComponent("content"))
    try site.write("content/site.yml", "name: Sizes\ntokens:\n  resolver: tokens/r.resolver.json\n")
    try site.write("content/tokens/r.resolver.json", resolver(sizes: pads.map(\.key)))
    try site.write(
      "content/tokens/base.tokens.json",
      ##"{ "color": { "$type": "color", "text": { "$value": "#111111" } }, "space": { "$type": "dimension" } }"##)
    try site.write(
      "content/tokens/dark.tokens.json", ##"{ "color": { "text": { "$type": "color", "$value": "#EEEEEE" } } }"##)
    for (size, pad) in pads {
      try site.write(
        "content/tokens/\(size).tokens.json",
        #"{ "space": { "pad": { "$type": "dimension", "$value": { "value": \#(pad), "unit": "px" } } } }"#)
    }
    try site.write("content/pages/index.md", "---\ntitle: Home\n---\n\n" + markdown)
    let report = site.build()
    let html = (try? site.read("Public/index.html")) ?? ""
    let css = (try? site.read("Public/tokens.css")) ?? ""
    return (html, css, report)
  }

  static func headings(_ html: String) -> [String]? {
    HTMLElement.parse(html).first("table")?.first("thead")?.all("th").map(\.text)
  }

  @Test func sizeColumnsReadSmallestToLargest() throws {
    let (html, css, report) = try Self.page(
      "```tokens\nspace/pad\n```\n\n{{token space/pad}}\n", pads: ["medium": 8, "large": 12, "small": 4])
    #expect(report.errorCount == 0, "\(report.messages)")
    #expect(Self.headings(html) == ["Token", "Small", "Medium", "Large"])
    let cells = HTMLElement.parse(html).first("table")?.all("td").map { $0["data-label"] ?? "-" }
    #expect(cells == ["Small", "Medium", "Large"])
    let values = HTMLElement.parse(html).first("table")?.all("td").map { $0["data-copy"] ?? "-" }
    #expect(values == ["4px", "8px", "12px"])
    // An inline value still reads the first context, the export's default; its title lists the
    // contexts in the tables' order.
    #expect(
      html.contains(
        #"title="space/pad · Light · Small: 4 px · Light · Medium: 8 px · Light · Large: 12 px · Dark · Small: 4 px · Dark · Medium: 8 px · Dark · Large: 12 px"><span class="sp-value">8 px</span>"#
      ))
    // The stylesheet keeps the export's order.
    let medium = try #require(css.range(of: "medium"))
    let small = try #require(css.range(of: "small"))
    #expect(medium.lowerBound < small.lowerBound)
  }

  @Test func aBlockThatChoosesItsContextsKeepsItsOrder() throws {
    let (html, _, report) = try Self.page(
      "```tokens\ncontexts size=large, size=small\nspace/pad\n```\n", pads: ["medium": 8, "large": 12, "small": 4])
    #expect(report.errorCount == 0, "\(report.messages)")
    #expect(Self.headings(html) == ["Token", "Large", "Small"])
  }

  @Test func aNameThatIsNoSizeKeepsTheExportsOrder() throws {
    let (html, _, report) = try Self.page(
      "```tokens\nspace/pad\n```\n", pads: ["medium": 8, "large": 12, "tiny": 4])
    #expect(report.errorCount == 0, "\(report.messages)")
    #expect(Self.headings(html) == ["Token", "Medium", "Large", "Tiny"])
  }

  @Test func sizeWords() {
    let scale = [
      "2xs", "xs", "x-small", "sm", "Small", "md", "default", "M", "lg", "large", "xl", "Extra Large", "2xl", "xxl",
      "3xl",
    ]
    #expect(scale.map { SizeScale.rank($0) } == [-3, -2, -2, -1, -1, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4])
    for other in ["", "x", "xm", "xmedium", "1xl", "2l", "2x", "base", "mobile", "compact", "light", "small2"] {
      #expect(SizeScale.rank(other) == nil, "\(other)")
    }
  }

  /// The contexts a resolver with a theme and a size (`md, lg, sm`) shows for `show`, each
  /// written `size theme`, in the order `SizeScale` puts them.
  static func readingOrder(show: [(String, String)]) -> [String] {
    let files = [
      "/t/r.resolver.json": """
      {"version": "2025.10",
       "modifiers": {"theme": {"contexts": {"light": [], "dark": []}, "default": "light"},
                     "size": {"contexts": {"md": [], "lg": [], "sm": []}, "default": "md"}},
       "resolutionOrder": [{"$ref": "#/modifiers/theme"}, {"$ref": "#/modifiers/size"}]}
      """
    ]
    let selections = show.map { ContextSelection(["size": $0.0, "theme": $0.1]) }
    let system = collecting {
      TokenSystem.load(resolverPath: "/t/r.resolver.json", show: selections, files: .memory(files), into: &$0)
    }.0
    return SizeScale.readingOrder(system.contexts, modifiers: system.modifiers).map { context in
      "\(context.value(for: "size") ?? "-") \(context.value(for: "theme") ?? "-")"
    }
  }

  /// The reordering moves only the size's values: contexts nest as they did, size slowest here.
  @Test func readingOrderKeepsTheNesting() {
    let export = ["md", "lg", "sm"].flatMap { size in ["light", "dark"].map { (size, $0) } }
    #expect(Self.readingOrder(show: export) == ["sm light", "sm dark", "md light", "md dark", "lg light", "lg dark"])
    let themeFirst = ["light", "dark"].flatMap { theme in ["md", "lg", "sm"].map { ($0, theme) } }
    #expect(
      Self.readingOrder(show: themeFirst) == ["sm light", "md light", "lg light", "sm dark", "md dark", "lg dark"])
    // Not every combination: nothing to swap with, so the export's order.
    #expect(
      Self.readingOrder(show: [("md", "light"), ("lg", "light"), ("sm", "dark")]) == [
        "md light", "lg light", "sm dark",
      ])
  }
}
