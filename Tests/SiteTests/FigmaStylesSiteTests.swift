import Figma
import Foundation
import SpecimenCore
import TestSupport
import Testing

@testable import Site

/// ```` ```figma-styles ````: the Figma files' styles in a table a kind, escaped, with samples.
@Suite struct FigmaStylesSiteTests {
  static let fence = SourceLocation(file: "content/pages/styles.md", line: 5, column: 1)

  static func styles(_ fixture: String) -> [FigmaStylesDirective.StyleSource] {
    var ignored = Diagnostics()
    return FigmaLibrary.load(
      files: [(Fixtures.path(fixture, target: "FigmaTests"), nil)], into: &ignored
    ).files.map { FigmaStylesDirective.StyleSource(name: $0.name, styles: $0.styles) }
  }

  @Test func everyKindInATableWithItsValues() {
    let result = FigmaStylesDirective.render(
      Self.styles("styles/nodes-styles.json"), arguments: "", body: "", at: Self.fence)
    #expect(result.diagnostics.isEmpty)
    let html = result.html.description
    // Each table names the file its styles are from, so none reads as the tokens' values.
    for caption in ["Color styles", "Text styles", "Effect styles", "Grid styles"] {
      #expect(
        html.contains(
          "<caption>\(caption) <span class=\"sp-figma-styles-file\">of the Figma file “Style Library”</span></caption>"),
        "\(caption)")
    }
    #expect(html.contains("Buttons &amp; links"))
    #expect(html.contains(">#1A73E8</code>"))
    #expect(html.contains("linear gradient, #FF9900 → #E61A6680"))
    #expect(html.contains("Inter 700, 32 px, line height 40 px, letter spacing -0.5 px, upper"))
    #expect(html.contains("font-family: &quot;Inter&quot;, sans-serif"))
    // A shadow is drawn and written as a shadow token is: the same sample, the same words.
    #expect(
      html.contains(
        "<ol class=\"sp-value sp-shadow-layers\"><li>x 0 px · y 4 px · blur 8 px <span class=\"sp-color-chip\">"))
    #expect(
      html.contains(
        "<span class=\"sp-shadow-sample\" aria-hidden=\"true\" style=\"display: inline-block; width: 48px; height: 28px; border-radius: 6px; background: #fff; box-shadow: 0 4px 8px 0 rgb(0 0 0 / 0.25)\"></span>"
      ))
    #expect(!html.contains("drop shadow 0, 4"))
    #expect(html.contains(">12 columns, gutter 24, offset 16, stretch; grid 8</span>"))
  }

  @Test func aKindByNameAndTheStylesNoLayerUses() {
    let styles = Self.styles("Published/figmagic/figma.json")
    let result = FigmaStylesDirective.render(styles, arguments: "colour", body: "", at: Self.fence)
    #expect(result.diagnostics.isEmpty)
    let html = result.html.description
    #expect(html.components(separatedBy: "<caption>").count - 1 == 1)
    #expect(html.components(separatedBy: "<th scope=\"row\">").count - 1 == 19)
    #expect(html.contains("no layer of the file uses it"))
  }

  @Test func unknownAndMissingKindsAreErrors() {
    let styles = Self.styles("Published/figmagic/figma.json")
    let unknown = FigmaStylesDirective.render(styles, arguments: "colours", body: "", at: Self.fence)
    #expect(unknown.diagnostics.map(\.id) == [.directiveUnknownStyleKind])
    #expect(unknown.diagnostics.first?.location == Self.fence)
    #expect(unknown.diagnostics.first?.hint?.contains("'colour'") == true)
    let missing = FigmaStylesDirective.render(styles, arguments: "grid", body: "", at: Self.fence)
    #expect(missing.diagnostics.map(\.id) == [.directiveNoFigmaStyles])
    #expect(missing.diagnostics.first?.hint == "they have color styles, text styles and effect styles")
  }

  /// A style's name or description cannot break out of the table.
  @Test func namesAndDescriptionsAreEscaped() {
    let style = FigmaStyle(
      id: "1:1", name: "<img src=x onerror=alert(1)>", description: "</td><script>x</script>", kind: .fill,
      value: .paints([
        FigmaStyle.Paint(
          type: .solid, color: FigmaStyle.Color(red: 1, green: 0, blue: 0, alpha: 1), opacity: 1, stops: [],
          visible: true)
      ]), location: Self.fence)
    let html = FigmaStylesDirective.render(
      [FigmaStylesDirective.StyleSource(name: "<b>Library</b>", styles: [style])], arguments: "color", body: "",
      at: Self.fence
    ).html.description
    // Both are text of the table, and neither is an element.
    let table = HTMLElement.parse(html)
    #expect(table.all("img").isEmpty && table.all("script").isEmpty && table.all("b").isEmpty)
    #expect(table.text.contains("<img src=x onerror=alert(1)>") && table.text.contains("</td><script>x</script>"))
    #expect(html.contains("&lt;img src=x onerror=alert(1)&gt;"))
  }
}
