import Foundation
import SpecimenCore
import TestSupport
import Testing
import TokensTestSupport

@testable import Tokens

/// Limits that keep bad token files from trapping, hanging or taking all memory.
@Suite struct SafeValueTests {
  /// Listed from the primitive onward, each token resolves against one already done: without the
  /// cap every token would keep a chain as long as its index (10,000 tokens: 50 million steps).
  @Test func aLongChainResolvedFromItsPrimitiveEndStopsAtTheSameDepth() {
    var entries = [#""t0": { "$type": "number", "$value": 1 }"#]
    for i in 1..<10_000 { entries.append("\"t\(i)\": { \"$value\": \"{t\(i - 1)}\" }") }
    let json = "{" + entries.joined(separator: ",\n") + "}"
    let (system, diagnostics) = loadTokens(json)
    #expect(errors(diagnostics).map(\.id) == [.tokensAliasTooDeep])
    #expect(errors(diagnostics).first?.position == position(of: #""t200": "#, in: json))
    #expect(system.token("t199")?.chain.count == 200)
    #expect(system.token("t200") == nil)
  }

  /// Each token with the number that is out of range, where the error points.
  @Test(arguments: [
    (#"{ "$type": "dimension", "$value": { "value": 1e17, "unit": "px" } }"#, "1e17"),
    (#"{ "$type": "dimension", "$value": { "value": -1e308, "unit": "rem" } }"#, "-1e308"),
    (#"{ "$type": "duration", "$value": { "value": 1e9, "unit": "s" } }"#, "1e9"),
    (#"{ "$type": "number", "$value": 1e200 }"#, "1e200"),
  ])
  func hugeValuesAreErrors(token: String, number: String) {
    let json = "{ \"t\": \(token) }"
    let (_, diagnostics) = loadTokens(json)
    #expect(errors(diagnostics).map(\.id) == [.tokensNumberOutOfRange])
    #expect(errors(diagnostics).first?.position == position(of: number, in: json))
  }

  @Test func theLargestValuesStillFormat() {
    let (system, diagnostics) = loadTokens(
      #"{ "t": { "$type": "dimension", "$value": { "value": 1000000, "unit": "rem" } } }"#)
    #expect(errors(diagnostics).isEmpty)
    #expect(system.token("t")?.value.css == "1000000rem")
    #expect(formatNumber(1e300) == String(format: "%.0f", 1e300))
  }

  @Test func aBrokenTokenFileIsTheOnlyError() {
    let broken = ##"{ "c": { "$type": "color", "x": { "$value": "#fff", } } }"##
    let (system, diagnostics) = loadResolver([
      "/t/r.resolver.json":
        ##"{ "version": "2025.10", "sets": { "s": { "sources": [{ "$ref": "a.tokens.json" }, { "$ref": "b.tokens.json" }] } }, "resolutionOrder": [{ "$ref": "#/sets/s" }] }"##,
      "/t/a.tokens.json": broken,
      "/t/b.tokens.json": #"{ "d": { "$type": "color", "y": { "$value": "{c.x}" }, "z": { "$value": "{c.x}" } } }"#,
    ])
    // At the brace after the trailing comma, in the broken file.
    #expect(diagnostics.map(\.id) == [Diagnostic.ID("json.syntax")])
    #expect(diagnostics.first?.location?.file == "/t/a.tokens.json")
    #expect(diagnostics.first?.position == position(of: "} } }", in: broken))
    #expect(system.isIncomplete)
  }

  @Test func referencesLeavingTheFolderAreRefused() {
    let resolver =
      ##"{ "version": "2025.10", "sets": { "s": { "sources": [{ "$ref": "../../etc/x.json" }] } }, "resolutionOrder": [{ "$ref": "#/sets/s" }] }"##
    let files = FileSource.memory(["/site/content/r.resolver.json": resolver])
    let (_, diagnostics) = collecting {
      TokenSystem.load(
        resolverPath: "/site/content/r.resolver.json", files: files, containedIn: "/site", into: &$0)
    }
    #expect(diagnostics.map(\.id) == [.pathOutsideFolder])
    #expect(diagnostics.first?.position == position(of: #""../../etc/x.json""#, in: resolver))
  }
}
