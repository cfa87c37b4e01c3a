import SpecimenCore
import TestSupport
import Testing

@testable import Site
@testable import Tokens

/// A value's preview says what the value does: type set at a font size, a word at a letter
/// spacing, two lines at a line height, a shadow on a card big enough to show it.
@Suite struct TokenPreviewTests {
  static let system: TokenSystem = {
    let file = "content/tokens/type.tokens.json"
    let json = """
      {
        "font-size": {
          "$type": "dimension",
          "sm": {"$value": {"value": 12, "unit": "px"}},
          "display": {"$value": {"value": 72, "unit": "px"}}
        },
        "letter-spacing": {"$type": "dimension", "tight": {"$value": {"value": -0.5, "unit": "px"}}},
        "line-height": {"$type": "number", "body": {"$value": 1.5}},
        "elevation": {
          "$type": "shadow",
          "md": {"$value": {
            "color": {"colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.16},
            "offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": 4, "unit": "px"},
            "blur": {"value": 8, "unit": "px"}, "spread": {"value": 0, "unit": "px"}
          }}
        }
      }
      """
    return collecting { TokenSystem.load(tokenFiles: [file], files: .memory([file: json]), into: &$0) }.0
  }()

  static func row(_ name: String) throws -> String {
    let html = TokenTables(system: system).table(names: [name]).pair.0
    return try #require(
      html.components(separatedBy: " data-token=\"\(name)\"").last?.components(separatedBy: "</tr>").first)
  }

  @Test func aFontSizeIsTypeSetAtItCappedWithTheRealSizeInTheValue() throws {
    let small = try Self.row("font-size/sm")
    #expect(
      small.contains(
        "<span class=\"sp-type-sample sp-font-size-sample\" aria-hidden=\"true\" style=\"font-size: 12px\">Aa</span>"))
    #expect(!small.contains("sp-box-sample"))
    let display = try Self.row("font-size/display")
    #expect(display.contains("style=\"font-size: 40px\">Aa</span>"), "capped, so the row stays a row")
    #expect(display.contains("<code class=\"sp-value\">72 px</code>"), "the value says the real size")
  }

  @Test func aLetterSpacingSetsAWordAndALineHeightTwoLines() throws {
    let tracking = try Self.row("letter-spacing/tight")
    #expect(
      tracking.contains(
        "<span class=\"sp-tracking-sample\" aria-hidden=\"true\" style=\"letter-spacing: -0.5px\">Tracking</span>"))
    #expect(!tracking.contains("sp-dimension-bar"))
    let leading = try Self.row("line-height/body")
    #expect(
      leading.contains(
        "<span class=\"sp-leading-sample\" aria-hidden=\"true\" style=\"line-height: 1.5\">Line one<br>Line two</span>")
    )
  }

  @Test func aShadowIsDrawnOnACardOverABackdrop() throws {
    let shadow = try Self.row("elevation/md")
    #expect(
      shadow.contains(
        "<span class=\"sp-shadow-stage\" aria-hidden=\"true\"><span class=\"sp-shadow-sample\" aria-hidden=\"true\" style=\"box-shadow: 0 4px 8px 0 rgb(0 0 0 / 0.16)\"></span></span>"
      ))
    // The stage is light in both themes, so a dark shadow shows on a dark page too.
    #expect(TokenTables.previewStylesheet.contains(".sp-shadow-stage {"))
    #expect(TokenTables.previewStylesheet.contains("background: #E8EAED"))
  }

  @Test func typeRolesAreReadFromTheName() {
    typealias Role = TokenPreview.TypeRole
    #expect(Role(tokenName: "font-size/1") == .fontSize)
    #expect(Role(tokenName: "@typography/title-hero/size") == .fontSize)
    #expect(Role(tokenName: "@typography_primitives/scale-01") == .fontSize)
    #expect(Role(tokenName: "letter-spacing/3") == .letterSpacing)
    #expect(Role(tokenName: "typography/body/lineHeight") == .lineHeight)
    #expect(Role(tokenName: "size/icon/small") == nil)
    #expect(Role(tokenName: "space/4") == nil)
  }
}
