import SpecimenCore
import TestSupport
import Testing
import TokensTestSupport

@testable import Tokens

/// Forms Terrazzo's published exports hold that have one reading each: color objects naming their
/// components `channels` (Fluent), a hex without `#` (Primer), a typography without a
/// letterSpacing (Figma SDS, Primer, Fluent).
@Suite struct EarlierColorAndTypographyFormsTests {
  static let json = """
    {
      "shadow": { "$type": "color", "$value": {"colorSpace": "srgb", "channels": [0, 0, 0], "alpha": 0.25} },
      "white": { "$type": "color", "$value": "ffffff" },
      "body": { "$type": "typography", "$value": {
        "fontFamily": "Inter", "fontSize": {"value": 16, "unit": "px"}, "fontWeight": 400, "lineHeight": 1.5 } },
      "title": { "$type": "typography", "$value": { "fontFamily": "Inter", "fontSize": {"value": 24, "unit": "px"} } }
    }
    """

  @Test func eachReadsWithOneWarningWhereItIsWritten() throws {
    let (system, diagnostics) = loadTokens(Self.json)
    let context = system.defaultContext
    let shadow = try #require(system.color("shadow", in: context))
    #expect(shadow.hex.lowercased() == "#000000" && abs(shadow.alpha - 0.25) < 1e-9)
    #expect(try #require(system.color("white", in: context)).hex.lowercased() == "#ffffff")
    let body = try #require(system.typography("body", in: context))
    #expect(body.letterSpacingPx == 0)
    let byID = Dictionary(grouping: diagnostics.filter { $0.severity == .warning }, by: \.id)
    #expect(byID[.tokensDeviationColorChannels]?.first?.location?.line == 2)
    #expect(byID[.tokensDeviationColorString]?.first?.location?.line == 3)
    #expect(byID[.tokensDeviationTypographyWithoutLetterSpacing]?.count == 1)
  }

  /// `hsl()` and `hsla()`, as Style Dictionary and Tokens Studio pass them through (Element's
  /// Compound writes its alpha colours so): the color in the hsl space, with a `color-string` warning.
  @Test func hslStringsAreColors() throws {
    let (system, diagnostics) = loadTokens(
      #"{"a": {"$type": "color", "$value": "hsla(0, 100%, 50%, 0.04)"}, "b": {"$type": "color", "$value": "hsl(120deg 100% 25%)"}}"#
    )
    #expect(errors(diagnostics).isEmpty, "\(diagnostics)")
    let a = try #require(system.color("a", in: system.defaultContext))
    #expect(a.hex.lowercased() == "#ff0000" && abs(a.alpha - 0.04) < 1e-9)
    #expect(try #require(system.color("b", in: system.defaultContext)).hex.lowercased() == "#008000")
    #expect(diagnostics.filter { $0.id == .tokensDeviationColorString }.count == 2)
    #expect(LenientForms.hslFunction("hsl(0, 120%, 50%)") == nil)
  }

  /// A missing fontSize or fontWeight has no reading: the typography stays an error, for that
  /// token alone, naming only what has none (a missing lineHeight reads as the font's normal one).
  @Test func aTypographyMissingMoreStaysAnError() {
    let (system, diagnostics) = loadTokens(Self.json)
    let failing = errors(diagnostics)
    #expect(failing.map(\.id) == [.tokensCompositeInvalid])
    #expect(failing.first?.position == position(of: #"{ "fontFamily": "Inter", "fontSize""#, in: Self.json))
    #expect(system.resolve("title", in: system.defaultContext) == nil)
  }

  @Test func strictKeepsTheReadingsAndMakesEachAnError() {
    let (system, diagnostics) = loadTokens(Self.json, strictness: .strict)
    let ids = Set(errors(diagnostics).map(\.id))
    #expect(
      ids.isSuperset(of: [
        .tokensDeviationColorChannels, .tokensDeviationColorString, .tokensDeviationTypographyWithoutLetterSpacing,
      ]))
    #expect(system.color("shadow", in: system.defaultContext)?.alpha == 0.25)
  }
}
