import SpecimenCore
import TestSupport
import Testing

@testable import Geometry

/// A typography without a fontFamily resolves (its CSS keeps the inherited family), but a
/// drawing has no font to shape its text with: the model's line says so, with the fix.
@Suite struct IncompleteTokenTests {
  @Test func aTypographyWithoutAFamilyIsAnErrorAtTheModel() {
    var tokens = TestTokens.appetite
    tokens.table["typography/caption"] = .incomplete(type: "typography", missing: "fontFamily")
    let text = """
      set: Toggle
      frame: { width: 52, height: 44 }
      layers:
        - { name: label, text: "On", style: typography/caption }
      """
    let (_, diagnostics) = collecting {
      GeometryLibrary.build(
        models: [("m.yml", text)], icons: ValidationTests.icons, tokens: tokens, sets: [TestSets.toggle],
        measurer: Bundled.measurer, into: &$0)
    }
    let found = diagnostics.first { $0.id == .geometryTokenIncomplete }
    #expect(
      found?.message
        == "the typography token 'typography/caption' has no fontFamily, which a drawing needs to measure its text")
    #expect(found?.location == SourceLocation(file: "m.yml", line: 4, column: 39))
    #expect(found?.hint == "add fontFamily to the token, or name a typography token that has one")
  }
}
