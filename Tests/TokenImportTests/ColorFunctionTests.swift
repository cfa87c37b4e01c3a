import Foundation
import SpecimenCore
import TestSupport
import Testing
import Tokens
import TokensTestSupport

@testable import TokenImport

/// The color functions of Tokens Studio's platform (`set_chroma`, `set_lightness`, `chroma`,
/// `hue`, `pow`), evaluated in OKLCH: hand-computed values, then every formula of Equinor's
/// export against the values the platform's own CSS export gives for them.
@Suite struct ColorFunctionTests {
  static func evaluate(_ text: String, colors: [String: [Double]] = [:]) throws -> MathExpression.Quantity {
    let expression = try #require(MathExpression(text), "\(text) is no expression")
    return try expression.evaluate { name throws(MathExpression.Failure) in
      guard let lch = colors[name] else { throw MathExpression.Failure(message: "no \(name)") }
      return try MathExpression.color(lch)
    }
  }

  @Test func settersReplaceOneCoordinateAndKeepTheOthers() throws {
    let anchor = ["blue": [0.5857, 0.135751, 240.6802, 1]]
    // 0.0387 × 0.135751 = 0.0052535637 (by hand); lightness 0.19; the hue and alpha kept.
    let color = try Self.evaluate("set_chroma(set_lightness({blue}, 0.19), 0.0387 * chroma({blue}))", colors: anchor)
    let lch = try #require(color.oklch)
    #expect(lch[0] == 0.19 && abs(lch[1] - 0.0052535637) < 1e-12 && abs(lch[2] - 240.6802) < 1e-9 && lch[3] == 1)
    #expect(abs(try Self.evaluate("hue({blue})", colors: anchor).value - 240.6802) < 1e-9)
    #expect(try Self.evaluate("lightness({blue}) * 2", colors: anchor).value == 1.1714)
    // A hue is taken modulo 360: -30 is 330.
    #expect(try Self.evaluate("set_hue(oklch(0.5, 0.1, 10), -30)").oklch == [0.5, 0.1, 330, 1])
    // pow as Equinor's gaussian writes it: 2^(-1/0.5 × (0.5 − 0.75)²) = 2^(−0.125) = 0.917004...
    #expect(abs(try Self.evaluate("pow(2, (-1 / 0.5) * pow(0.5 - 0.75, 2))").value - 0.9170040432) < 1e-9)
  }

  @Test func colorsTakeNoArithmeticAndStayColors() {
    #expect(throws: MathExpression.Failure.self) { try Self.evaluate("oklch(0.5, 0.1, 10) * 2") }
    #expect(throws: MathExpression.Failure.self) { try Self.evaluate("set_lightness(oklch(0.5, 0.1, 10), 1.5)") }
    #expect(throws: MathExpression.Failure.self) { try Self.evaluate("set_chroma(0.5, 0.1)") }
    #expect(throws: MathExpression.Failure.self) { try Self.evaluate("round(oklch(0.5, 0.1, 10))") }
  }

  /// A set that writes the formulas, read by the Tokens Studio reader: the token is the OKLCH
  /// color they give, with the math warning that says so.
  @Test func aColorTokenOfFormulasIsTheirColor() throws {
    let (system, diagnostics) = collecting {
      TokenSystem.load(
        sourcePath: "/t/s.json", format: .tokensStudio,
        files: .memory([
          "/t/s.json": ##"""
          {
            "base": {
              "anchor": {"$value": "oklch(0.5857, 0.135751, 240.6802)", "$type": "color"},
              "c": {"$value": "chroma({base.anchor})", "$type": "number"},
              "gray": {"$value": "#808080", "$type": "color"},
              "step": {"$value": "set_chroma(set_lightness({base.anchor}, 0.19), 0.0387 * {base.c})", "$type": "color"},
              "flat": {"$value": "set_chroma({base.gray}, 0.05)", "$type": "color"}
            }
          }
          """##
        ]), into: &$0)
    }
    #expect(errors(diagnostics).isEmpty, "\(diagnostics)")
    let step = try #require(system.color("base/step", in: system.defaultContext))
    #expect(step.color.space == .oklch)
    #expect(step.color.components.count == 3)
    #expect(abs((step.color.components[1] ?? 0) - 0.0052535637) < 1e-12 && step.color.components[0] == 0.19)
    // #808080 in OKLCH has lightness 0.5999 (CSS Color 4's matrices) and no chroma.
    let flat = try #require(system.color("base/flat", in: system.defaultContext))
    #expect(abs((flat.color.components[0] ?? 0) - 0.59987) < 1e-4 && flat.color.components[1] == 0.05)
    #expect(diagnostics.contains { $0.id == .studioMath && $0.message.contains("read as oklch(0.19 0.0053 240.6802)") })
  }

  /// Every `set_chroma(set_lightness(…))` color of Equinor's export is the color the platform's
  /// CSS export (`css/colors/default.css`, the same commit) writes for it, to the decimals it writes.
  @Test func equinorsFormulasGiveThePlatformsCSSValues() throws {
    let folder = Fixtures.path("Published/equinor-design-system", target: "TokenImportTests")
    let (system, diagnostics) = collecting { TokenSystem.load(sourcePath: folder + "/raw", into: &$0) }
    #expect(!diagnostics.contains { $0.severity == .error })
    let css = try String(contentsOfFile: folder + "/css/colors/default.css", encoding: .utf8)
    var compared = 0
    for match in css.matches(of: /--eds-(light|dark)-([a-z-]+)-(\d+): oklch\(([\d.]+) ([\d.]+) ([\d.]+)\);/) {
      let name = "\(match.1)/\(match.2)/\(match.3)"
      let expected = [Double(match.4), Double(match.5), Double(match.6)].compactMap { $0 }
      let color = system.resolutions.lazy.compactMap { system.color(name, in: $0.context) }.first
      let actual = try #require(color, "\(name)").color
      #expect(actual.space == .oklch, "\(name)")
      let lch = actual.components.map { $0 ?? 0 }
      #expect(abs(lch[0] - expected[0]) < 0.0006, "\(name) lightness")
      #expect(abs(lch[1] - expected[1]) < 0.00006, "\(name) chroma")
      #expect(expected[1] == 0 || abs(lch[2] - expected[2]) < 0.006, "\(name) hue")
      compared += 1
    }
    #expect(compared == 210)
  }
}
