import SpecimenCore
import TestSupport
import Testing
import TokensTestSupport

@testable import Tokens

/// Each of the 13 DTCG types reads into its typed value.
@Suite struct TypeParsingTests {
  static let json = """
    {
      "c": { "$type": "color", "$value": {"colorSpace": "oklch", "components": [0.7, 0.1, "none"], "alpha": 0.5, "hex": "#40b1b7"} },
      "d": { "$type": "dimension", "$value": {"value": 1.5, "unit": "rem"} },
      "ff": { "$type": "fontFamily", "$value": ["Inter", "sans-serif"] },
      "ff1": { "$type": "fontFamily", "$value": "Comic Sans MS" },
      "fw": { "$type": "fontWeight", "$value": "semi-bold" },
      "fw2": { "$type": "fontWeight", "$value": 350 },
      "du": { "$type": "duration", "$value": {"value": 1.5, "unit": "s"} },
      "cb": { "$type": "cubicBezier", "$value": [0.5, 0, 1, 1] },
      "n": { "$type": "number", "$value": 2.3 },
      "ss": { "$type": "strokeStyle", "$value": "dashed" },
      "ss2": { "$type": "strokeStyle", "$value": {"dashArray": [{"value": 4, "unit": "px"}, {"value": 2, "unit": "px"}], "lineCap": "round"} },
      "b": { "$type": "border", "$value": {"color": {"colorSpace": "srgb", "components": [1, 0, 0]}, "width": {"value": 2, "unit": "px"}, "style": "solid"} },
      "t": { "$type": "transition", "$value": {"duration": {"value": 200, "unit": "ms"}, "delay": {"value": 0, "unit": "ms"}, "timingFunction": [0.5, 0, 1, 1]} },
      "s": { "$type": "shadow", "$value": {"color": {"colorSpace": "srgb", "components": [0, 0, 0], "alpha": 0.5}, "offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": 2, "unit": "px"}, "blur": {"value": 4, "unit": "px"}, "spread": {"value": 0, "unit": "px"}, "inset": true} },
      "g": { "$type": "gradient", "$value": [
        {"color": {"colorSpace": "srgb", "components": [0, 0, 1]}, "position": 0},
        {"color": {"colorSpace": "srgb", "components": [1, 0, 0]}, "position": 42}
      ] },
      "ty": { "$type": "typography", "$value": {"fontFamily": "Roboto", "fontSize": {"value": 42, "unit": "px"}, "fontWeight": 700, "letterSpacing": {"value": 0.1, "unit": "px"}, "lineHeight": 1.2} }
    }
    """

  @Test func allThirteenTypes() throws {
    let (system, diagnostics) = loadTokens(Self.json)
    #expect(diagnostics.isEmpty, "\(diagnostics)")
    func value(_ name: String) throws -> TokenValue { try #require(system.token(name)).value }

    guard case .color(let c) = try value("c") else {
      Issue.record("c")
      return
    }
    #expect(c.space == .oklch && c.components == [0.7, 0.1, nil] && c.alpha == 0.5 && c.fallbackHex == "#40b1b7")
    #expect(try value("d") == .dimension(Dimension(1.5, .rem)))
    #expect(try value("ff") == .fontFamily(["Inter", "sans-serif"]))
    #expect(try value("ff1") == .fontFamily(["Comic Sans MS"]))
    #expect(try value("fw") == .fontWeight(600))
    #expect(try value("fw2") == .fontWeight(350))
    #expect(try value("du") == .duration(Duration(1.5, .s)))
    #expect(try value("cb") == .cubicBezier([0.5, 0, 1, 1]))
    #expect(try value("n") == .number(2.3))
    #expect(try value("ss") == .strokeStyle(.keyword("dashed")))
    #expect(try value("ss2") == .strokeStyle(.dashes(dashArray: [Dimension(4), Dimension(2)], lineCap: "round")))
    guard case .border(let b) = try value("b") else {
      Issue.record("b")
      return
    }
    #expect(b.width == Dimension(2) && b.style == .keyword("solid") && b.color.hex == "#FF0000")
    #expect(
      try value("t")
        == .transition(Transition(duration: Duration(200), delay: Duration(0), timingFunction: [0.5, 0, 1, 1])))
    guard case .shadow(let layers) = try value("s") else {
      Issue.record("s")
      return
    }
    #expect(layers.count == 1 && layers[0].inset && layers[0].offsetY == Dimension(2) && layers[0].color.alpha == 0.5)
    guard case .gradient(let stops) = try value("g") else {
      Issue.record("g")
      return
    }
    #expect(stops.map(\.position) == [0, 1], "positions clamp to 0…1")
    guard case .typography(let t) = try value("ty") else {
      Issue.record("ty")
      return
    }
    #expect(t.fontFamily == ["Roboto"] && t.fontSize.px == 42 && t.fontWeight == 700 && t.lineHeight == .multiple(1.2))
    #expect(system.tokenNames.count == 16)
    #expect(Set(system.defaultResolution.tokens.map(\.type)) == Set(TokenType.standard))
  }

  @Test func remCountsSixteenPixels() {
    #expect(Dimension(1.5, .rem).px == 24)
    #expect(Duration(1.5, .s).milliseconds == 1500)
  }

  /// Invalid shapes: every one reported, each at its own position, with the token's name
  /// (strict, so the forms with a lenient reading are errors too).
  @Test func invalidShapesAreAllReported() {
    let json = """
      {
        "a": { "$type": "color", "$value": "#0A84FF" },
        "b": { "$type": "dimension", "$value": "16px" },
        "c": { "$type": "fontWeight", "$value": "Bold" },
        "d": { "$type": "color", "$value": {"colorSpace": "srgbb", "components": [1, 0]} },
        "e": { "$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": {"value": 16, "unit": "px"}} },
        "f": { "$type": "cubicBezier", "$value": [1.5, 0, 1, 1] },
        "g": { "$type": "shadow", "$value": [] },
        "h": { "$type": "dimension", "$value": {"value": 4, "unit": "pc"} }
      }
      """
    let (_, diagnostics) = loadTokens(json, strictness: .strict)
    let all = errors(diagnostics)
    #expect(all.count == 9, "\(all.map(\.description).joined(separator: "\n"))")
    #expect(all.allSatisfy { $0.severity == .error && $0.location?.file == "/t/a.tokens.json" })
    func reported(_ id: Diagnostic.ID, at needle: String) -> Diagnostic? {
      all.first { $0.matches(id, at: position(of: needle, in: json)) }
    }
    // The lenient readings are errors when strict, each with the value to write instead.
    let hex = reported(.tokensDeviationColorString, at: ##""#0A84FF""##)
    #expect(hex?.hint?.contains(#""components": [0.0392, 0.5176, 1]"#) == true, "\(String(describing: hex))")
    #expect(reported(.tokensDeviationDimensionString, at: #""16px""#) != nil)
    #expect(reported(.tokensDeviationFontWeightSpelling, at: #""Bold""#) != nil)
    #expect(reported(.tokensColorInvalid, at: #""srgbb""#)?.hint == "did you mean 'srgb'?")
    #expect(reported(.tokensColorInvalid, at: "[1, 0]") != nil)
    // letterSpacing, lineHeight and fontFamily have one reading when missing; the others none.
    #expect(reported(.tokensCompositeInvalid, at: #"{"fontFamily": "Inter", "fontSize""#) != nil)
    #expect(reported(.tokensCubicBezierInvalid, at: "1.5, 0, 1, 1]") != nil)
    #expect(reported(.tokensShadowInvalid, at: "[] }") != nil)
    #expect(reported(.tokensDimensionInvalid, at: #""pc""#) != nil)
  }

  @Test func componentRanges() {
    let json = """
      {
        "$type": "color",
        "a": { "$value": {"colorSpace": "srgb", "components": [1.2, 0, 0]} },
        "b": { "$value": {"colorSpace": "hsl", "components": [360, 50, 50]} },
        "c": { "$value": {"colorSpace": "lab", "components": [50, -200, 300]} },
        "d": { "$value": {"colorSpace": "srgb", "components": [0, 0, 0], "alpha": 1.5} },
        "e": { "$value": {"colorSpace": "srgb", "components": [0, 0, 0], "hex": "#00000"} }
      }
      """
    let (system, diagnostics) = loadTokens(json)
    let invalid = errors(diagnostics).filter { $0.id == .tokensColorInvalid }.compactMap(\.position)
    #expect(invalid.count == 4)
    #expect(
      Set(invalid) == [
        position(of: "1.2", in: json), position(of: "360", in: json), position(of: "1.5", in: json),
        position(of: ##""#00000""##, in: json),
      ])
    #expect(system.token("c") != nil, "lab a and b are unbounded")
  }

  @Test func unknownTypeAndMissingType() {
    let json = """
      {
        "a": { "$type": "colour", "$value": {"colorSpace": "srgb", "components": [1, 1, 1]} },
        "b": { "$value": 4 }
      }
      """
    let (_, diagnostics) = loadTokens(json)
    let all = errors(diagnostics)
    #expect(all.map(\.id) == [.tokensUnknownType, .tokensTypeMissing])
    #expect(all.first?.position == position(of: #""colour""#, in: json))
    #expect(all.first?.hint == "did you mean 'color'?")
    #expect(all.last?.position == position(of: #""b""#, in: json))
  }
}
