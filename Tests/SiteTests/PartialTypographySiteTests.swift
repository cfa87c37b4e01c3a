import Geometry
import SpecimenCore
import TestSupport
import Testing

@testable import FigmaGeometry
@testable import Site
@testable import Tokens

/// Typographies without a lineHeight (Figma SDS's export) or a fontFamily (Apple HIG's) in what
/// the site shows and draws: a token table row leaves the missing part out instead of showing 0
/// or a family; a drawing measures a typography without a line height at the font's normal one
/// and refuses one without a family (it has no font to shape with).
@Suite struct PartialTypographySiteTests {
  static let json = """
    {
      "hero": { "$type": "typography", "$value": {
        "fontFamily": "Inter", "fontSize": {"value": 32, "unit": "px"}, "fontWeight": 700 } },
      "caption": { "$type": "typography", "$value": {
        "fontSize": {"value": 12, "unit": "px"}, "fontWeight": 400, "lineHeight": 1.5 } }
    }
    """
  static let system: TokenSystem = {
    let file = "/t/a.tokens.json"
    return collecting { TokenSystem.load(tokenFiles: [file], files: .memory([file: json]), into: &$0) }.0
  }()

  @Test func aTableRowShowsTheAbsence() throws {
    let (html, _) = TokenTables(system: Self.system).table(names: ["hero", "caption"]).pair
    func row(_ name: String) throws -> String {
      try #require(
        html.components(separatedBy: " data-token=\"\(name)\">").last?.components(separatedBy: "</tr>").first)
    }
    let hero = try row("hero")
    #expect(
      hero.contains(
        "<span class=\"sp-value\"><span class=\"sp-value-part\">Inter Bold 700</span>\u{A0}· <span class=\"sp-value-part\">32</span></span>"
      ), "no line height shown")
    #expect(hero.contains("style=\"font: 700 32px &quot;Inter&quot;; letter-spacing: 0\""))
    let caption = try row("caption")
    #expect(
      caption.contains(
        "<span class=\"sp-value\"><span class=\"sp-value-part\">Regular 400</span>\u{A0}· <span class=\"sp-value-part\">12/18</span></span>"
      ), "no family shown")
    #expect(caption.contains("style=\"font-weight: 400; font-size: 12px; line-height: 18px; letter-spacing: 0\""))
    #expect(hero.contains("non-standard") && caption.contains("non-standard"))
  }

  @Test func drawingsMeasureTheFontsNormalLineHeightAndRefuseNoFamily() throws {
    let measurer = TextMeasurer()
    func converted(_ name: String) throws -> GeometryToken {
      TokenGeometrySource.convert(
        try #require(Self.system.resolve(name, in: Self.system.defaultContext)), measurer: measurer)
    }
    guard case .typography(let hero) = try converted("hero") else {
      Issue.record("hero is no typography for drawings")
      return
    }
    let metrics = measurer.verticalMetrics(style: hero)
    #expect(abs(hero.lineHeightPixels - (metrics.ascender - metrics.descender)) < 0.01)
    #expect(hero.lineHeight > 1 && hero.lineHeight < 1.5, "a text face's ascender to descender")
    #expect(try converted("caption") == .incomplete(type: "typography", missing: "fontFamily"))
  }
}
