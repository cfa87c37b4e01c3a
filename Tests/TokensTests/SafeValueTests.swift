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
    let (system, diagnostics) = loadTokens("{" + entries.joined(separator: ",\n") + "}")
    #expect(errors(diagnostics).map(\.message) == ["t200: the alias chain is more than 200 tokens deep"])
    #expect(system.token("t199")?.chain.count == 200)
    #expect(system.token("t200") == nil)
  }

  @Test(arguments: [
    (
      #"{ "$type": "dimension", "$value": { "value": 1e17, "unit": "px" } }"#,
      "t: value.value: 1e17 is out of range for a dimension"
    ),
    (
      #"{ "$type": "dimension", "$value": { "value": -1e308, "unit": "rem" } }"#,
      "t: value.value: -1e308 is out of range for a dimension"
    ),
    (
      #"{ "$type": "duration", "$value": { "value": 1e9, "unit": "s" } }"#,
      "t: value.value: 1e9 is out of range for a duration"
    ),
    (#"{ "$type": "number", "$value": 1e200 }"#, "t: value: 1e200 is out of range for a number"),
  ])
  func hugeValuesAreErrors(token: String, message: String) {
    let (_, diagnostics) = loadTokens("{ \"t\": \(token) }")
    #expect(errors(diagnostics).map(\.message) == [message])
  }

  @Test func theLargestValuesStillFormat() {
    let (system, diagnostics) = loadTokens(
      #"{ "t": { "$type": "dimension", "$value": { "value": 1000000, "unit": "rem" } } }"#)
    #expect(errors(diagnostics).isEmpty)
    #expect(system.token("t")?.value.css == "1000000rem")
    #expect(formatNumber(1e300) == String(format: "%.0f", 1e300))
  }

  @Test func aBrokenTokenFileIsTheOnlyError() {
    let (system, diagnostics) = loadResolver([
      "/t/r.resolver.json":
        ##"{ "version": "2025.10", "sets": { "s": { "sources": [{ "$ref": "a.tokens.json" }, { "$ref": "b.tokens.json" }] } }, "resolutionOrder": [{ "$ref": "#/sets/s" }] }"##,
      "/t/a.tokens.json": ##"{ "c": { "$type": "color", "x": { "$value": "#fff", } } }"##,
      "/t/b.tokens.json": #"{ "d": { "$type": "color", "y": { "$value": "{c.x}" }, "z": { "$value": "{c.x}" } } }"#,
    ])
    #expect(diagnostics.map(\.message) == ["expected a string key in double quotes"])
    #expect(system.isIncomplete)
  }

  @Test func referencesLeavingTheFolderAreRefused() {
    let files = FileSource.memory([
      "/site/content/r.resolver.json":
        ##"{ "version": "2025.10", "sets": { "s": { "sources": [{ "$ref": "../../etc/x.json" }] } }, "resolutionOrder": [{ "$ref": "#/sets/s" }] }"##
    ])
    let (_, diagnostics) = collecting {
      TokenSystem.load(
        resolverPath: "/site/content/r.resolver.json", files: files, containedIn: "/site", into: &$0)
    }
    #expect(diagnostics.map(\.message) == ["set 's': $ref '../../etc/x.json' leads outside the site folder"])
  }
}
