import SpecimenCore
import TestSupport
import Testing

@testable import Site
@testable import Tokens

/// `contrast-pairs` with `pair FOREGROUND on BACKGROUND` lines: the pairs a system means, each
/// shown in every context whether it passes or not.
@Suite struct NamedContrastPairsTests {
  static let files = [
    "/t/r.resolver.json": """
    {"version": "2025.10",
     "modifiers": {"theme": {"contexts": {"light": [{"$ref": "light.tokens.json"}], "dark": [{"$ref": "dark.tokens.json"}]}, "default": "light"}},
     "resolutionOrder": [{"$ref": "#/modifiers/theme"}]}
    """,
    "/t/light.tokens.json": """
    {"color": {"$type": "color",
      "background": {"default": {"$value": "#FFFFFF"}, "brand": {"$value": "#2C2C2C"}},
      "text": {"default": {"$value": "#1E1E1E"}, "brand": {"$value": "#2C2C2C"}, "on-brand": {"$value": "#F5F5F5"}},
      "size": {"$type": "dimension", "$value": {"value": 4, "unit": "px"}}}}
    """,
    "/t/dark.tokens.json": """
    {"color": {"$type": "color",
      "background": {"default": {"$value": "#1E1E1E"}, "brand": {"$value": "#F5F5F5"}},
      "text": {"default": {"$value": "#FFFFFF"}, "brand": {"$value": "#F5F5F5"}, "on-brand": {"$value": "#757575"}},
      "size": {"$type": "dimension", "$value": {"value": 4, "unit": "px"}}}}
    """,
  ]
  static let tables = TokenTables(
    system: collecting { TokenSystem.load(resolverPath: "/t/r.resolver.json", files: .memory(files), into: &$0) }.0)
  static let fence = SourceLocation(file: "content/pages/color.md", line: 10)

  static func render(_ body: String) -> (markup: String, diagnostics: Diagnostics) {
    var problems = Diagnostics()
    let lines = DirectiveBody.lines(body, fence: fence)
    guard let pairs = NamedContrastPairs.pairs(lines, directive: "contrast-pairs", into: &problems) else {
      return ("", problems)
    }
    guard !problems.hasErrors else { return ("", problems) }
    let result = NamedContrastPairs.render(pairs, tables: tables)
    problems.merge(result.diagnostics)
    return (result.html.markup, problems)
  }

  /// Only the pairs listed are measured, the passing ones too: `color/text/brand` is never put on
  /// `color/background/brand` (1.00:1), as every text on every background would.
  @Test func everyListedPairIsShownInEachContextAndNoOther() throws {
    let (markup, diagnostics) = Self.render(
      """
      pair color/text/default on color/background/default
      pair color/text/on-brand on color/background/brand
      """)
    #expect(diagnostics.isEmpty, "\(diagnostics)")
    #expect(markup.contains("<caption>Light</caption>") && markup.contains("<caption>Dark</caption>"), "\(markup)")
    let light = try #require(markup.components(separatedBy: "<caption>Dark</caption>").first)
    #expect(light.components(separatedBy: "<tr").count - 2 == 2, "a heading row and two pairs")
    // #1E1E1E on white passes: it is listed all the same.
    #expect(light.contains("<td class=\"sp-contrast-ratio\">16.67:1</td>"), "\(light)")
    // Every ratio shown, by context, and the text tokens measured: brand text on the brand
    // background (1.00:1) is none of them.
    let tables = HTMLElement.parse(markup).all("table")
    #expect(
      tables.map { $0.all("td", class: "sp-contrast-ratio").map(\.text) } == [
        ["16.67:1", "12.80:1"], ["16.67:1", "4.22:1"],
      ])
    #expect(
      tables.map { $0.all("tr").compactMap { $0.first("code")?.text } } == [
        ["color/text/default", "color/text/on-brand"], ["color/text/default", "color/text/on-brand"],
      ])
    // #757575 on #F5F5F5 in dark: 4.22:1, below 4.5:1.
    #expect(markup.contains("<td class=\"sp-contrast-ratio\">4.22:1</td>"))
  }

  @Test func badLinesAreErrorsWhereTheyAre() {
    let (_, malformed) = Self.render("pair color/text/default color/background/default\nswatch color/text/default")
    #expect(malformed.map(\.id) == [.directiveContrastPairsInvalid, .directiveUnknownInstruction])
    #expect(malformed.map(\.location?.line) == [11, 12])
    let (_, unknown) = Self.render(
      "pair color/text/default on color/background/default\npair color/text/nope on color/background/default")
    #expect(unknown.map(\.id) == [.directiveUnknownToken])
    #expect(unknown.first?.location?.line == 12)
    let (_, notColor) = Self.render("pair color/size on color/background/default")
    #expect(notColor.map(\.id) == [.directiveContrastNotColor])
  }

  /// Without `pair` lines the body is not read as pairs: the groups form answers.
  @Test func anEmptyBodyIsTheGroupsForm() {
    var problems = Diagnostics()
    #expect(NamedContrastPairs.pairs([], directive: "contrast-pairs", into: &problems) == nil)
  }
}
