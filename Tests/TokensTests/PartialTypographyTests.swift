import SpecimenCore
import TestSupport
import Testing
import TokensTestSupport

@testable import Tokens

/// Typographies without a lineHeight (Figma SDS's export) or a fontFamily (Apple HIG's), which
/// Terrazzo's parser keeps: each resolves with one warning where its value is written, and the
/// missing property stays missing everywhere it is shown (CSS, summaries), never a 0 or a
/// family the file does not name. Strict makes each an error, as 2025.10 requires all five.
@Suite struct PartialTypographyTests {
  static let json = """
    {
      "font": { "$type": "fontFamily", "sans": { "$value": ["Inter", "sans-serif"] } },
      "type": {
        "$type": "typography",
        "hero": { "$value": {
          "fontFamily": "{font.sans}", "fontSize": {"value": 4, "unit": "rem"}, "fontWeight": 700 } },
        "caption": { "$value": {
          "fontSize": {"value": 12, "unit": "px"}, "fontWeight": 400, "lineHeight": 1.5,
          "letterSpacing": {"value": 0, "unit": "px"} } },
        "bare": { "$value": { "fontSize": {"value": 16, "unit": "px"}, "fontWeight": 500 } },
        "whole": { "$value": {
          "fontFamily": "Inter", "fontSize": {"value": 16, "unit": "px"}, "fontWeight": 400, "lineHeight": 1.5,
          "letterSpacing": {"value": 0, "unit": "px"} } }
      }
    }
    """

  static func declarations(_ system: TokenSystem, _ name: String) throws -> [String] {
    let token = try #require(system.resolve(name, in: system.defaultContext))
    return token.cssDeclarations.map { "\($0.name): \($0.value)" }
  }

  @Test func eachResolvesWithOneWarningAtItsValue() throws {
    let (system, diagnostics) = loadTokens(Self.json)
    #expect(errors(diagnostics).isEmpty, "\(errors(diagnostics))")
    let lineHeight = diagnostics.filter { $0.id == .tokensDeviationTypographyWithoutLineHeight }
    let family = diagnostics.filter { $0.id == .tokensDeviationTypographyWithoutFontFamily }
    // hero and bare have no lineHeight; caption and bare no fontFamily: one warning each.
    #expect(lineHeight.map { $0.location?.line } == [5, 10])
    #expect(lineHeight.map { $0.location?.column } == [25, 25])
    #expect(family.map { $0.location?.line } == [7, 10])
    #expect((lineHeight + family).allSatisfy { $0.severity == .warning })
    #expect(system.deviations.filter { $0.kind == .typographyWithoutLineHeight }.count == 2)
    #expect(system.deviations.filter { $0.kind == .typographyWithoutFontFamily }.count == 2)

    let hero = try #require(system.typography("type/hero", in: system.defaultContext))
    #expect(hero.family == "Inter" && hero.sizePx == 64 && hero.lineHeightPx == nil)
    let caption = try #require(system.typography("type/caption", in: system.defaultContext))
    #expect(caption.family == nil && caption.families == nil && caption.cssFont == nil)
    #expect(caption.lineHeightPx == 18)
  }

  @Test func strictMakesEachAnErrorAndKeepsTheReading() throws {
    let (system, diagnostics) = loadTokens(Self.json, strictness: .strict)
    let ids = errors(diagnostics).map(\.id)
    #expect(ids.filter { $0 == .tokensDeviationTypographyWithoutLineHeight }.count == 2)
    #expect(ids.filter { $0 == .tokensDeviationTypographyWithoutFontFamily }.count == 2)
    #expect(system.typography("type/bare", in: system.defaultContext)?.sizePx == 16)
  }

  /// Without a line height the shorthand leaves it out (CSS reads `normal`); without a family
  /// there is no shorthand, the longhands set the rest and the family is inherited.
  @Test func cssLeavesOutWhatTheValueDoesNotHave() throws {
    let (system, _) = loadTokens(Self.json)
    #expect(
      try Self.declarations(system, "type/hero") == [
        "--type-hero: 700 4rem \"Inter\", sans-serif", "--type-hero-font-size: 4rem",
        "--type-hero-line-height: normal", "--type-hero-letter-spacing: 0",
      ])
    #expect(
      try Self.declarations(system, "type/caption") == [
        "--type-caption-font-weight: 400 /* no fontFamily: no font shorthand */", "--type-caption-font-size: 12px",
        "--type-caption-line-height: 18px", "--type-caption-letter-spacing: 0",
      ])
    #expect(
      try Self.declarations(system, "type/bare") == [
        "--type-bare-font-weight: 500 /* no fontFamily: no font shorthand */", "--type-bare-font-size: 16px",
        "--type-bare-line-height: normal", "--type-bare-letter-spacing: 0",
      ])
    // A complete typography is written as before.
    #expect(
      try Self.declarations(system, "type/whole") == [
        "--type-whole: 400 16px/24px \"Inter\"", "--type-whole-font-size: 16px", "--type-whole-line-height: 24px",
        "--type-whole-letter-spacing: 0",
      ])
    let css = system.cssStylesheet()
    #expect(!css.contains("--type-caption:") && css.contains("--type-caption-font-weight: 400"))
  }

  /// Summaries (the `specimen tokens` table, alias chains) leave the missing part out.
  @Test func summariesShowTheAbsence() throws {
    let (system, _) = loadTokens(Self.json)
    func summary(_ name: String) throws -> String {
      try #require(system.resolve(name, in: system.defaultContext)).valueSummary
    }
    #expect(try summary("type/hero") == "Inter 700 64")
    #expect(try summary("type/caption") == "400 12/18")
    #expect(try summary("type/bare") == "500 16")
    #expect(try summary("type/whole") == "Inter 400 16/24")
    guard case .typography(let caption)? = system.resolve("type/caption", in: system.defaultContext)?.value else {
      Issue.record("type/caption is no typography")
      return
    }
    #expect(caption.cssLonghands == "font-weight: 400; font-size: 12px; line-height: 18px")
    #expect(caption.cssDeclarations.map(\.name) == ["font-weight", "font-size", "line-height"])
    #expect(caption.cssDeclarations.map(\.value) == ["400", "12px", "18px"])
  }

  /// fontSize and fontWeight have no reading: no published file leaves them out, and without a
  /// size there is no line to measure.
  @Test func aMissingSizeOrWeightStaysAnError() {
    let json =
      #"{"t": {"$type": "typography", "$value": {"fontFamily": "Inter", "fontWeight": 400, "lineHeight": 1.2}}}"#
    let (system, diagnostics) = loadTokens(json)
    #expect(errors(diagnostics).map(\.id) == [.tokensCompositeInvalid])
    #expect(errors(diagnostics).first?.position == position(of: #"{"fontFamily""#, in: json))
    #expect(system.resolve("t", in: system.defaultContext) == nil)
  }
}
