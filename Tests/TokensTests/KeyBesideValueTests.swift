import SpecimenCore
import Testing
import TokensTestSupport

@testable import Tokens

/// A plain value under a key beside `$value` (GitHub Primer writes `"alpha": 0` there): no token,
/// so leniently passed over with a warning, the token reading its `$value`.
@Suite struct KeyBesideValueTests {
  static let json = """
    {
      "clear": {
        "$type": "color",
        "$value": {"colorSpace": "srgb", "components": [1, 1, 1], "alpha": 1},
        "alpha": 0, "note": "from the old palette"
      },
      "held": { "$type": "number", "$value": 1, "child": { "$value": 2 } }
    }
    """

  @Test func aPlainValueBesideTheValueIsPassedOverWithOneWarning() throws {
    let (system, diagnostics) = loadTokens(Self.json)
    let warnings = diagnostics.filter { $0.id == .tokensDeviationKeyBesideValue }
    #expect(warnings.count == 1)
    let warning = try #require(warnings.first)
    #expect(warning.severity == .warning)
    #expect(warning.location?.line == 5 && warning.location?.column == 5)
    #expect(warning.message.contains("'alpha', 'note'"))
    let color = try #require(system.color("clear", in: system.defaultContext))
    #expect(color.hex.uppercased() == "#FFFFFF" && color.alpha == 1)
    #expect(system.deviations.map(\.kind).contains(.keyBesideValue))
  }

  /// An object there could be a token or group inside a token, which 2025.10 forbids: still an
  /// error, for that token alone.
  @Test func anObjectBesideTheValueStaysAnError() {
    let (system, diagnostics) = loadTokens(Self.json)
    #expect(errors(diagnostics).map(\.id) == [.tokensTokenWithChildren])
    #expect(system.resolve("held", in: system.defaultContext) == nil)
    #expect(system.resolve("clear", in: system.defaultContext) != nil)
  }

  /// Strict reads the same and makes the departure an error.
  @Test func strictMakesTheDepartureAnError() throws {
    let (system, diagnostics) = loadTokens(Self.json, strictness: .strict)
    #expect(
      errors(diagnostics).map(\.id).sorted { $0.rawValue < $1.rawValue } == [
        .tokensDeviationKeyBesideValue, .tokensTokenWithChildren,
      ])
    #expect(system.color("clear", in: system.defaultContext)?.alpha == 1)
  }
}
