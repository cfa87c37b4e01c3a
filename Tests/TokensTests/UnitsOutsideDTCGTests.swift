import Foundation
import SpecimenCore
import TestSupport
import Testing
import TokensTestSupport

@testable import Tokens

/// Dimensions in the units published exports write outside 2025.10's px and rem: Android's dp and
/// sp, fluid vw, vh, vmin, vmax, ch and ex, pt, and an empty unit on a 0 (the droidkit corpus set).
@Suite struct UnitsOutsideDTCGTests {
  static func load(_ strictness: TokenStrictness) -> (TokenSystem, Diagnostics) {
    WildCorpusTests.load("droidkit", strictness)
  }

  static func fluid(_ system: TokenSystem) throws -> TokenContext {
    try #require(collecting { system.context(for: ContextSelection(["layout": "fluid"]), into: &$0) }.0)
  }

  @Test func lenientKeepsEachValueAsWritten() throws {
    let (system, diagnostics) = Self.load(.lenient)
    #expect(errors(diagnostics).isEmpty)
    let fluid = try Self.fluid(system)
    func value(_ name: String, _ context: TokenContext? = nil) -> TokenValue? {
      system.resolve(name, in: context ?? system.defaultContext)?.value
    }
    #expect(value("md/sys/spacing/xs") == .dimension(Dimension(4, .dp)))
    #expect(value("md/sys/spacing/md") == .dimension(Dimension(16, .dp)), "a string \"16dp\" too")
    #expect(value("md/sys/print/caption") == .dimension(Dimension(9, .pt)))
    #expect(value("layout/gutter") == .dimension(Dimension(24, .px)))
    #expect(value("layout/gutter", fluid) == .dimension(Dimension(2, .vw)))
    #expect(value("layout/margin", fluid) == .dimension(Dimension(5, .vmin)))
    #expect(value("layout/measure", fluid) == .dimension(Dimension(65, .ch)))
    guard case .shadow(let card)? = value("shadow/card"), case .shadow(let flat)? = value("shadow/flat"),
      case .typography(let body)? = value("md/sys/typescale/body-large"),
      case .typography(let heading)? = value("heading/fluid", fluid)
    else {
      Issue.record("composite values")
      return
    }
    #expect(card[0].offsetX == Dimension(0, .none) && card[0].offsetY == Dimension(1, .dp))
    #expect(card[1].spread == Dimension(3, .dp) && card[1].spread.px == 3)
    #expect(flat[0].offsetX == Dimension(0, .none) && flat[0].offsetX.px == 0)
    #expect(body.fontSize == Dimension(16, .sp) && body.lineHeight == .multiple(1.5) && body.lineHeightPx == 24)
    #expect(
      heading.fontSize == Dimension(4, .vw) && heading.fontSize.pxValue == nil && heading.lineHeight == .multiple(1.2))
    // px where one is defined: dp and sp count 1 px, pt 4/3 px; the viewport and font units none.
    #expect(Dimension(4, .dp).pxValue == 4 && Dimension(4, .sp).pxValue == 4 && Dimension(9, .pt).pxValue == 12)
    for unit in [DimensionUnit.vw, .vh, .vmin, .vmax, .ch, .ex] { #expect(Dimension(2, unit).pxValue == nil) }
    #expect(system.dimension("md/sys/elevation/level3", in: system.defaultContext) == 6)
    #expect(system.dimension("layout/gutter", in: fluid) == nil, "vw has no px")
  }

  @Test func oneWarningPerTokenAtItsFirstUnit() throws {
    let (system, diagnostics) = Self.load(.lenient)
    let outside = system.deviations.filter { $0.kind == .unitOutsideDTCG }
    #expect(outside.count == 16)
    #expect(outside.allSatisfy { $0.diagnostic.id == .tokensDeviationUnitOutsideDtcg })
    #expect(Set(outside.compactMap(\.diagnostic.location)).count == outside.count, "one per token, each at its place")
    let folder = WildCorpusTests.corpus + "/droidkit/"
    // The card's first unit outside DTCG is layer 1's empty offsetX unit.
    let card = try #require(
      outside.first {
        $0.diagnostic.location?.file == folder + "effects.tokens.json"
          && $0.diagnostic.position == position(of: #""" },"#, inFile: folder + "effects.tokens.json")
      })
    // How eight units of one token are summed up in one line is the point of its wording.
    #expect(
      card.diagnostic.message
        == "shadow/card: layer 1.offsetX.unit, layer 1.offsetY.unit, layer 1.blur.unit and 5 more are empty (on 0) or \"dp\", outside 2025.10's px and rem; kept as written: 1dp = 1px (in CSS too); an empty unit on 0 reads as 0"
    )
    let xs = try #require(
      outside.first {
        $0.diagnostic.location?.file == folder + "android.tokens.json"
          && $0.diagnostic.position == position(of: #""dp""#, inFile: folder + "android.tokens.json")
      })
    #expect(xs.diagnostic.hint == "write {\"value\": 4, \"unit\": \"px\"}")
    #expect(system.token("md/sys/spacing/xs")?.isNonStandard == true)
    #expect(system.token("shadow/raised")?.isNonStandard == false, "an alias is not warned again")
    #expect(diagnostics.count == system.deviations.count)
  }

  @Test func tablesShowTheUnitAsWritten() throws {
    let (system, _) = Self.load(.lenient)
    let fluid = try Self.fluid(system)
    func summary(_ name: String, _ context: TokenContext? = nil) -> String? {
      system.resolve(name, in: context ?? system.defaultContext)?.valueSummary
    }
    #expect(summary("md/sys/spacing/xs") == "4dp")
    #expect(summary("layout/gutter", fluid) == "2vw")
    #expect(summary("md/sys/print/caption") == "9pt")
    #expect(summary("shadow/card") == "0 1dp 3dp 0 #000000 30%, 0 4dp 8dp 3dp #000000 15%")
    #expect(summary("shadow/flat") == "0 2 4 0 #000000 20%")
    #expect(summary("md/sys/outline") == "1dp solid #787580")
    #expect(summary("md/sys/typescale/body-large") == "Roboto 400 16sp/24")
    #expect(summary("heading/fluid", fluid) == "Roboto 700 4vw/×1.2")
    #expect(fluid.lengthText(Dimension(2, .vw)) == "2 vw" && fluid.lengthText(Dimension(0, .none)) == "0")
    // em and % as written, not as rem.
    #expect(fluid.lengthText(Dimension(0.5, .em)) == "0.5 em" && fluid.lengthText(Dimension(50, .percent)) == "50%")
    #expect(fluid.lengthText(Dimension(1.5, .rem)) == "1.5 rem")
    let table = system.resolution(for: fluid).tableOutput()
    #expect(table.contains("layout/measure                dimension   65ch"))
  }

  @Test func cssKeepsCSSUnitsAndWritesDpAndSpInPx() throws {
    let (system, _) = Self.load(.lenient)
    let css = system.cssStylesheet()
    #expect(css.contains("  --md-sys-spacing-xs: 4px /* from dp: 1dp = 1px */;\n"))
    #expect(css.contains("  --md-sys-spacing-zero: 0;\n"), "a 0 needs no unit and no comment")
    #expect(css.contains("  --md-sys-print-caption: 9pt;\n"))
    #expect(css.contains("  --md-sys-typescale-body-large: 400 16px/24px \"Roboto\" /* from sp: 1sp = 1px */;\n"))
    #expect(css.contains("  --md-sys-typescale-body-large-line-height: 24px;\n"))
    #expect(
      css.contains(
        "  --shadow-card: 0 1px 3px 0 rgb(0 0 0 / 0.3), 0 4px 8px 3px rgb(0 0 0 / 0.15) /* from dp: 1dp = 1px */;\n"))
    #expect(css.contains("  --shadow-flat: 0 2px 4px 0 rgb(0 0 0 / 0.2);\n"), "an empty-unit 0 is 0")
    #expect(css.contains("  --layout-gutter: 2vw;\n") && css.contains("  --layout-margin: 5vmin;\n"))
    #expect(css.contains("  --layout-measure: 65ch;\n") && css.contains("  --layout-section: 8vh;\n"))
    #expect(css.contains("  --heading-fluid: 700 4vw/1.2 \"Roboto\";\n"), "no px line height for a font size in vw")
    #expect(css.contains("  --heading-fluid-line-height: 1.2;\n"))
    #expect(
      Dimension(1.5, .em).css == "1.5em" && Dimension(3, .ex).css == "3ex" && Dimension(50, .percent).css == "50%")
  }

  @Test func strictMakesEachOfThemAnError() {
    let (lenient, _) = Self.load(.lenient)
    let (strict, diagnostics) = Self.load(.strict)
    let outside = strict.deviations.filter { $0.kind == .unitOutsideDTCG }
    #expect(outside.count == 16 && outside.allSatisfy { $0.diagnostic.severity == .error })
    #expect(errors(diagnostics).count == lenient.deviations.count)
  }

  @Test func lintGroupsThemUnderTheirOwnKind() {
    let (system, diagnostics) = Self.load(.lenient)
    let report = TokenLintReport(diagnostics: diagnostics, deviations: system.deviations)
    #expect(report.groups.map(\.kind) == ["dimension-string", "unit-outside-dtcg", "line-height-dimension"])
    #expect(report.groups.map(\.diagnostics.count) == [1, 16, 1])
    #expect(report.errorCount == 0 && report.warningCount == 18)
    let (strict, strictDiagnostics) = Self.load(.strict)
    let strictReport = TokenLintReport(diagnostics: strictDiagnostics, deviations: strict.deviations)
    #expect(strictReport.groups.map(\.diagnostics.count) == [1, 16, 1] && strictReport.errorCount == 18)
  }

  /// An empty unit on a number other than 0, and a unit outside the list, have no reading.
  @Test func whatHasNoReadingStaysAnError() {
    let json = """
      {
        "a": { "$type": "dimension", "$value": { "value": 4, "unit": "" } },
        "b": { "$type": "dimension", "$value": { "value": 4, "unit": "pc" } },
        "c": { "$type": "shadow", "$value": { "color": \(srgb("#000000")), "offsetX": { "value": 2, "unit": "" }, "offsetY": { "value": 0, "unit": "" }, "blur": { "value": 1, "unit": "dp" }, "spread": { "value": 0, "unit": "px" } } },
        "e": { "$type": "dimension", "$value": { "value": 4, "unit": "DP" } },
        "ok": { "$type": "dimension", "$value": { "value": 0, "unit": "" } }
      }
      """
    let (system, diagnostics) = loadTokens(json)
    // a's empty unit, b's, c's offsetX's (the first of c's two empty units) and e's.
    #expect(
      errors(diagnostics).map { $0.id } == Array(repeating: .tokensDimensionInvalid, count: 4)
        && Set(errors(diagnostics).compactMap(\.position)) == [
          position(of: "\"\" }", in: json), position(of: #""pc""#, in: json),
          position(of: "\"\" }", in: json, occurrence: 2), position(of: #""DP""#, in: json),
        ],
      "\(errors(diagnostics))")
    #expect(system.token("ok")?.value == .dimension(Dimension(0, .none)))
    #expect(system.token("ok")?.cssDeclarations.first?.value == "0")
    let (_, strict) = loadTokens(json, strictness: .strict)
    #expect(
      errors(strict).contains {
        $0.matches(.tokensDeviationUnitOutsideDtcg, at: position(of: "\"\" } }\n", in: json))
      })
  }

  /// A line height no multiple of the font size can stand for is kept as the length written: in
  /// vh over a size in px, or in px over a size of 0. Over a size in the same unit it is a multiple.
  @Test func aLineHeightWithoutAMultipleIsKeptAsWritten() throws {
    func typography(_ size: String, _ lineHeight: String) -> String {
      #"{ "$type": "typography", "$value": { "fontFamily": "Roboto", "fontWeight": 400, "fontSize": \#(size), "#
        + #""letterSpacing": { "value": 0, "unit": "px" }, "lineHeight": \#(lineHeight) } }"#
    }
    let json = """
      {
        "viewport": \(typography(#"{ "value": 16, "unit": "px" }"#, #"{ "value": 2, "unit": "vh" }"#)),
        "zero": \(typography(#"{ "value": 0, "unit": "px" }"#, #"{ "value": 5, "unit": "px" }"#)),
        "fluid": \(typography(#"{ "value": 2, "unit": "vw" }"#, #"{ "value": 3, "unit": "vw" }"#))
      }
      """
    let (system, diagnostics) = loadTokens(json)
    #expect(errors(diagnostics).isEmpty, "\(errors(diagnostics))")
    let kept = diagnostics.filter { $0.id == .tokensDeviationLineHeightDimension }
    // One at each line height; which are kept as lengths and which are multiples, the values below say.
    #expect(
      kept.map(\.position) == [
        position(of: #"{ "value": 2, "unit": "vh" }"#, in: json),
        position(of: #"{ "value": 5, "unit": "px" }"#, in: json),
        position(of: #"{ "value": 3, "unit": "vw" }"#, in: json),
      ])
    guard case .typography(let viewport)? = system.token("viewport")?.value,
      case .typography(let zero)? = system.token("zero")?.value,
      case .typography(let fluid)? = system.token("fluid")?.value
    else {
      Issue.record("typographies")
      return
    }
    #expect(viewport.lineHeight == .length(Dimension(2, .vh)) && viewport.lineHeightCSS == "2vh")
    #expect(viewport.lineHeightPx == nil && viewport.cssFont == #"400 16px/2vh "Roboto""#)
    #expect(zero.lineHeight == .length(Dimension(5, .px)) && zero.lineHeightPx == 5 && zero.lineHeightCSS == "5px")
    #expect(fluid.lineHeight == .multiple(1.5) && fluid.lineHeightCSS == "1.5")
    // Strict: each of them is an error.
    let (_, strict) = loadTokens(json, strictness: .strict)
    #expect(errors(strict).filter { $0.id == .tokensDeviationLineHeightDimension }.count == 3)
  }
}
