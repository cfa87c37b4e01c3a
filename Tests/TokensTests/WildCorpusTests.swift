import Foundation
import TestSupport
import Testing
import TokensTestSupport

@testable import SpecimenCore
@testable import Tokens

/// Token files in the shapes published design systems write: earlier-draft strings, hex colors,
/// em and %, units outside 2025.10 (dp, sp, vw, an empty unit on 0), bare numbers, unknown types
/// and properties, over multi-file resolvers. Each fixture
/// set is checked at both levels against expected JSON: the CSS value of every token in every
/// context, and every diagnostic. `SPECIMEN_RECORD=1 swift test` rewrites the expected files.
@Suite struct WildCorpusTests {
  static let corpus = Fixtures.path("Wild", target: "TokensTests")
  static let sets = ["acme", "northwind", "droidkit"]

  static func load(_ set: String, _ strictness: TokenStrictness) -> (TokenSystem, Diagnostics) {
    collecting {
      TokenSystem.load(resolverPath: "\(corpus)/\(set)/\(set).resolver.json", strictness: strictness, into: &$0)
    }
  }

  @Test(arguments: sets, [TokenStrictness.lenient, .strict])
  func matchesExpectedJSON(set: String, strictness: TokenStrictness) throws {
    let (system, diagnostics) = Self.load(set, strictness)
    let data = try JSONSerialization.data(
      withJSONObject: tokenSnapshot(system, diagnostics),
      options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
    let actual = String(decoding: data, as: UTF8.self) + "\n"
    let path = "\(Self.corpus)/\(set)/expected-\(strictness == .strict ? "strict" : "lenient").json"
    if ProcessInfo.processInfo.environment["SPECIMEN_RECORD"] == "1" {
      try actual.write(toFile: path, atomically: true, encoding: .utf8)
    }
    let expected = try String(contentsOfFile: path, encoding: .utf8)
    #expect(actual == expected, "\(set) \(strictness): resolved values or diagnostics changed")
  }

  /// Lenient: no errors, and every warning is one deviation at its own position. Strict: the same
  /// deviations, each an error.
  @Test(arguments: sets) func strictTurnsEachWarningIntoAnError(set: String) {
    let (lenient, lenientDiagnostics) = Self.load(set, .lenient)
    let (strict, strictDiagnostics) = Self.load(set, .strict)
    #expect(errors(lenientDiagnostics).isEmpty)
    #expect(lenientDiagnostics.count == lenient.deviations.count, "every warning is a deviation")
    #expect(
      Set(lenient.deviations.map(\.diagnostic.location)).count == lenient.deviations.count, "one warning per place")
    #expect(lenient.deviations.allSatisfy { $0.diagnostic.severity == .warning })
    #expect(strict.deviations.allSatisfy { $0.diagnostic.severity == .error })
    #expect(strictDiagnostics.allSatisfy { $0.severity == .error })
    #expect(strict.deviations.map(\.kind) == lenient.deviations.map(\.kind))
    #expect(strict.deviations.map(\.diagnostic.message) == lenient.deviations.map(\.diagnostic.message))
  }

  @Test func valuesAsWritten() throws {
    let (system, _) = Self.load("acme", .lenient)
    let compact = try #require(collecting { system.context(for: ContextSelection(["size": "compact"]), into: &$0) }.0)
    func value(_ name: String, _ context: TokenContext? = nil) -> TokenValue? {
      system.resolve(name, in: context ?? system.defaultContext)?.value
    }
    #expect(value("color/overlay/tint") == .color(TokenColor(red: 0, green: 0, blue: 0, alpha: 0x88 / 255)))
    #expect(value("color/overlay/glass") == .color(TokenColor(red: 255, green: 255, blue: 255, alpha: 0.72)))
    guard case .color(let shade)? = value("color/overlay/shade") else {
      Issue.record("shade")
      return
    }
    #expect(shade.alpha == 0x33 / 255 && shade.fallbackHex == "#000000", "an 8-digit hex gives its alpha")
    #expect(value("font/size/xl") == .dimension(Dimension(24, .px)))
    #expect(value("radius/control", compact) == .dimension(Dimension(0.25, .em)))
    #expect(value("space/inset", compact) == .dimension(Dimension(5, .percent)))
    #expect(value("motion/duration/slow") == .duration(Duration(0.4, .s)))
    #expect(value("motion/easing/out") == .cubicBezier([0, 0, 0.58, 1]))
    #expect(value("font/family/sans") == .fontFamily(["Inter", "Helvetica Neue", "sans-serif"]))
    #expect(value("font/weight/semibold") == .fontWeight(600))
    #expect(value("feature/new-nav") == .opaque(typeName: "boolean", text: "true"))
    #expect(value("feature/brand-name") == .opaque(typeName: "string", text: "Acme; Inc."))
    guard case .typography(let label)? = value("typography/label", compact),
      case .typography(let body)? = value("typography/body", compact),
      case .typography(let comfortable)? = value("typography/label")
    else {
      Issue.record("typography")
      return
    }
    #expect(label.lineHeight == .multiple(1.5) && label.lineHeightPx == 18, "150% of 12px")
    #expect(body.lineHeightPx == 20 && body.letterSpacing == Dimension(0, .px), "20px at 14px; a bare 0 is px")
    #expect(
      comfortable.letterSpacing == Dimension(0.02, .em) && comfortable.lineHeight == .multiple(1.4),
      "2% tracking is 0.02em")
    let token = try #require(system.resolve("typography/label", in: system.defaultContext))
    #expect(
      token.extraProperties == [
        ExtraProperty(field: "textTransform", text: "uppercase"), ExtraProperty(field: "textDecoration", text: "none"),
      ])
    #expect(token.cssDeclarations.contains { $0 == ("--typography-label-text-transform", "uppercase") })
    #expect(system.resolve("button/label", in: system.defaultContext)?.extraProperties == token.extraProperties)
    #expect(
      system.resolve("button/label", in: system.defaultContext)?.isNonStandard == false,
      "an alias is not marked for its target")
    // An opaque value that is no plain CSS value becomes a CSS string nothing can break out of.
    #expect(opaqueCSS("a\"; } </style>") == #""a\"; } \3c /style\3e ""#)
  }

  @Test func referencesInExtraPropertiesResolve() throws {
    let (system, diagnostics) = Self.load("northwind", .lenient)
    #expect(errors(diagnostics).isEmpty)
    let heading = try #require(system.resolve("type/heading", in: system.defaultContext))
    #expect(heading.extraProperties.map(\.text) == ["italic", "0"])
    #expect(heading.subReferences.map(\.field) == ["fontFamily", "fontWeight", "fontStyle"])
    guard case .typography(let t) = heading.value else {
      Issue.record("type")
      return
    }
    #expect(t.lineHeightPx == 40 && t.fontSize.px == 32, "40px at 2rem is a ratio of 1.25")
  }

  @Test func lintGroupsByKind() {
    let (system, diagnostics) = Self.load("acme", .lenient)
    let report = TokenLintReport(diagnostics: diagnostics, deviations: system.deviations)
    #expect(report.errorCount == 0 && report.warningCount == diagnostics.count)
    #expect(
      report.groups.map(\.kind) == [
        "dimension-string", "duration-string", "color-string", "color-hex", "relative-unit", "bare-number",
        "line-height-dimension", "font-weight-spelling", "font-family-list", "cubic-bezier-string", "unknown-type",
        "unknown-property",
      ])
    #expect(report.groups.first { $0.kind == "unknown-type" }?.diagnostics.count == 4)
    let withErrors = TokenLintReport(
      diagnostics: Diagnostics(
        diagnostics.all + [.error("x: {a.b} names no token", at: nil, id: Diagnostic.ID("test.example"))]),
      deviations: system.deviations)
    #expect(withErrors.groups.last?.kind == "error" && withErrors.errorCount == 1)
  }

  /// What has no clear reading stays an error, lenient or not.
  @Test func noClearReadingIsAnError() {
    let json = """
      {
        "a": { "$type": "dimension", "$value": "16pc" },
        "b": { "$type": "color", "$value": "blue" },
        "c": { "$type": "fontWeight", "$value": "Heavyish" },
        "d": { "$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": "16px", "fontWeight": 400, "letterSpacing": 0, "lineHeight": "normal"} },
        "e": { "$type": "typography", "$value": {"fontFamily": "Inter", "fontSzie": "16px", "fontWeight": 400, "letterSpacing": 0, "lineHeight": 1.5} },
        "f": { "$type": "color", "$value": "{nowhere}" },
        "g": { "$type": "duration", "$value": 200 },
        "h": { "$type": "colour", "$value": "#fff" },
        "i": { "$type": "dimension", "$value": "{j}" },
        "j": { "$type": "dimension", "$value": "{i}" },
        "k": { "$type": "color", "$value": {"colorSpace": "display-p3", "hex": "#fff"} }
      }
      """
    let (system, diagnostics) = loadTokens(json)
    let all = errors(diagnostics)
    func reported(_ id: Diagnostic.ID, at needle: String) -> Bool {
      all.contains { $0.matches(id, at: position(of: needle, in: json)) }
    }
    #expect(reported(.tokensDimensionInvalid, at: #""16pc""#))
    #expect(reported(.tokensColorInvalid, at: #""blue""#))
    #expect(reported(.tokensFontWeightInvalid, at: #""Heavyish""#))
    #expect(reported(.tokensLineHeightInvalid, at: #""normal""#))
    #expect(reported(.tokensValueUnknownKey, at: #""fontSzie""#))
    #expect(reported(.tokensMissingReference, at: #""{nowhere}""#))
    #expect(reported(.tokensCompositeInvalid, at: "200 }"))
    #expect(reported(.tokensUnknownType, at: #""colour""#), "a misspelt 2025.10 type is no custom type")
    #expect(reported(.tokensAliasCycle, at: #""{j}""#))
    #expect(
      reported(.tokensColorInvalid, at: #"{"colorSpace": "display-p3""#),
      "a hex is sRGB, so it cannot stand in for display-p3")
    #expect(system.defaultResolution.tokens.isEmpty)
  }

  /// A deviation in a token another one refers to is reported once, where it is written.
  @Test func aDeviationIsReportedOnceWhereItIsWritten() {
    let json = """
      {
        "size": { "$type": "dimension", "$value": "16px" },
        "text": { "$type": "typography", "$value": {"fontFamily": "Inter", "fontSize": "{size}", "fontWeight": 400, "letterSpacing": {"value": 0, "unit": "px"}, "lineHeight": 1.5} },
        "copy": { "$type": "dimension", "$ref": "#/size/$value" }
      }
      """
    let (system, diagnostics) = loadTokens(json)
    #expect(
      diagnostics.map(\.description) == [
        "/t/a.tokens.json:2:45: warning: size: value is the string \"16px\"; 2025.10 expects a dimension object {value, unit} with unit px or rem\nhint: write {\"value\": 16, \"unit\": \"px\"}"
      ])
    #expect(system.token("text")?.isNonStandard == false && system.token("size")?.isNonStandard == true)
  }
}
