import TestSupport
import Testing
import TokensTestSupport

@testable import SpecimenCore
@testable import Tokens

/// Every error path: each with file:line:column, the token's path, a did-you-mean where a near
/// name exists, and all of them reported in one run.
@Suite struct ErrorTests {
  static let file = "/t/a.tokens.json"

  /// The problem of kind `id` on `line`.
  func find(_ diagnostics: some Sequence<Diagnostic>, _ id: Diagnostic.ID, line: Int) -> Diagnostic? {
    diagnostics.first { $0.matches(id, line: line) }
  }

  @Test func everyReferenceErrorInOneRun() throws {
    let json = """
      {
        "colors": { "$type": "color", "blue": { "$value": \(srgb("#0A84FF")) } },
        "space": { "$type": "dimension", "s": { "$value": {"value": 4, "unit": "px"} } },
        "missing": { "$value": "{colors.blu}" },
        "group": { "$value": "{colors}" },
        "mismatch": { "$type": "dimension", "$value": "{colors.blue}" },
        "typed": { "$type": "color", "x": { "$value": "{space.s}" } },
        "shadow": { "$type": "shadow", "$value": {"color": "{space.s}", "offsetX": "{space.s}", "offsetY": "{space.s}", "blur": "{space.s}", "spread": "{space.s}"} },
        "nowhere": { "$ref": "#/colors/green/$value" },
        "at-group": { "$ref": "#/colors" },
        "deep": { "$type": "number", "$ref": "#/colors/blue/$value/component/0" }
      }
      """
    let (system, diagnostics) = loadTokens(json, file: Self.file)
    let all = errors(diagnostics)
    #expect(all.count == 7, "\(all.map(\.description).joined(separator: "\n"))")

    let missing = try #require(find(all, .tokensMissingReference, line: 4))
    #expect(missing.location == SourceLocation(file: Self.file, line: 4, column: 26))
    #expect(missing.hint == "did you mean '{colors.blue}'?")

    let group = try #require(find(all, .tokensReferenceToGroup, line: 5))
    #expect(group.hint?.contains("'{colors.blue}'") == true)

    // A type that does not match, whether the token's own $type, its group's or a composite's
    // sub-value asks for another.
    #expect(find(all, .tokensTypeMismatch, line: 6) != nil)
    #expect(find(all, .tokensTypeMismatch, line: 7) != nil)
    #expect(find(all, .tokensTypeMismatch, line: 8) != nil)

    let nowhere = try #require(find(all, .tokensRefPointsNowhere, line: 9))
    #expect(nowhere.position == position(of: ##""#/colors/green/$value""##, in: json))

    // A $ref to a group makes a group that extends it (Format §6.4.1), not an error.
    #expect(system.token("at-group/blue")?.type == .color)
    let deep = try #require(find(all, .tokensRefPointsNowhere, line: 11))
    #expect(deep.position == position(of: ##""#/colors/blue/$value/component/0""##, in: json))
    #expect(deep.hint == "did you mean 'components'?")

    // The tokens that failed are left out; the rest resolve.
    #expect(system.token("colors/blue") != nil && system.token("missing") == nil)
  }

  @Test func cycleNamesEveryTokenWithItsPosition() throws {
    let json = """
      {
        "$type": "number",
        "a": { "$value": "{b}" },
        "b": { "$value": "{c}" },
        "c": { "$value": "{a}" },
        "d": { "$value": "{a}" },
        "self": { "$value": "{self}" }
      }
      """
    let (system, diagnostics) = loadTokens(json, file: Self.file)
    let all = errors(diagnostics)
    #expect(all.count == 2, "one error per cycle, none for d which only depends on it: \(all)")
    let cycle = try #require(find(all, .tokensAliasCycle, line: 3))
    // The chain is the point of this message.
    #expect(cycle.message == "circular reference: a → b → c → a")
    #expect(cycle.location == SourceLocation(file: Self.file, line: 3, column: 20))
    // d is not an error of its own: the cycle's last note names it.
    // Left out with a warning (strict: an error), its notes name the chain.
    #expect(cycle.severity == .warning)
    #expect(
      cycle.notes.map(\.message) == [
        "the token is left out of tokens.css and shows no value; strict makes this an error",
        "a refers to {b} here", "b refers to {c} here", "c refers to {a} here",
        "1 token refers to it and has no value either: d",
      ])
    #expect(cycle.notes.map { $0.location?.line } == [3, 3, 4, 5, 6])
    #expect(cycle.notes.allSatisfy { $0.severity == .note })
    #expect(find(all, .tokensAliasCycle, line: 7)?.position == position(of: #""{self}""#, in: json))
    #expect(system.defaultResolution.tokens.isEmpty)
    #expect(cycle.description.contains("/t/a.tokens.json:4:20: note: b refers to {c} here"))
  }

  @Test func cyclesThroughPointersAndComposites() throws {
    let json = """
      {
        "a": { "$type": "shadow", "$value": {"color": "{b}", "offsetX": {"value": 0, "unit": "px"}, "offsetY": {"value": 0, "unit": "px"}, "blur": {"value": 0, "unit": "px"}, "spread": {"value": 0, "unit": "px"}} },
        "b": { "$ref": "#/c/$value" },
        "c": { "$type": "color", "$value": {"colorSpace": "srgb", "components": [{"$ref": "#/b/$value/components/0"}, 0, 0]} }
      }
      """
    let (_, diagnostics) = loadTokens(json)
    let cycle = try #require(errors(diagnostics).first { $0.id == .tokensAliasCycle })
    #expect(cycle.id == .tokensAliasCycle)
    #expect(cycle.position == position(of: ##""#/c/$value""##, in: json))
    // The chain is the point: it runs through the pointer and the color's component.
    #expect(cycle.message == "circular reference: b → c → b")
  }

  @Test func structureErrors() throws {
    let json = """
      {
        "both": { "$value": 1, "$type": "number", "child": { "$value": 2 } },
        "dot.name": { "$type": "number", "$value": 1 },
        "bare": "#ff0000",
        "two": { "$type": "number", "$value": 1, "$ref": "#/x" },
        "g": { "$type": "number", "$typo": "x", "t": { "$value": 1, "$descripton": "x" } }
      }
      """
    let (_, diagnostics) = loadTokens(json, file: Self.file)
    let all = errors(diagnostics)
    #expect(find(all, .tokensTokenWithChildren, line: 2) != nil)
    // A '.' in a name is read as Terrazzo reads it, by its dotted path, with a warning (an error when strict).
    let dotted = find(diagnostics, .tokensDeviationDottedName, line: 3)
    #expect(dotted?.severity == .warning)
    let bare = try #require(find(all, .tokensWrongType, line: 4))
    #expect(bare.hint == "write it as {\"$value\": \"#ff0000\"}")
    #expect(find(all, .tokensValueAndRef, line: 5) != nil)
    let warnings = diagnostics.filter { $0.severity == .warning }
    let typo = warnings.first { $0.matches(.tokensUnknownKey, at: position(of: #""$typo""#, in: json)) }
    #expect(typo?.hint == "did you mean '$type'?")
    let descripton = warnings.first { $0.matches(.tokensUnknownKey, at: position(of: #""$descripton""#, in: json)) }
    #expect(descripton?.hint == "did you mean '$description'?")
  }

  @Test func extendsErrors() {
    let json = """
      {
        "$type": "number",
        "base": { "x": { "$value": 1 } },
        "tok": { "$value": 2 },
        "a": { "$extends": "{bse}" },
        "b": { "$extends": "{tok}" },
        "c": { "$extends": "{d}" },
        "d": { "$extends": "{c}" },
        "e": { "inner": { "$extends": "{e}" } }
      }
      """
    let (_, diagnostics) = loadTokens(json)
    let all = errors(diagnostics)
    #expect(all.contains { $0.id == .tokensExtendsUnknownGroup && $0.location?.line == 5 })
    #expect(all.contains { $0.id == .tokensExtendsToken })
    // Two groups extending each other, and a group extending one that holds it.
    let cycle = [position(of: #""{d}""#, in: json), position(of: #""{c}""#, in: json)]
    #expect(all.contains { d in d.id == .tokensExtendsCycle && cycle.contains { d.position == $0 } })
    #expect(all.contains { $0.matches(.tokensExtendsCycle, at: position(of: #""{e}""#, in: json)) })
  }

  @Test func jsonSyntaxErrorHasItsPosition() {
    let (_, diagnostics) = loadTokens("{\n  \"a\": { \"$value\": 1, }\n}", file: Self.file)
    #expect(diagnostics.count == 1)
    #expect(diagnostics.first?.location == SourceLocation(file: Self.file, line: 2, column: 23))
  }
}

@Suite struct LimitTests {
  @Test func veryLongChainsStopWithAnError() {
    var entries = [#""t0": { "$type": "number", "$value": 1 }"#]
    for i in 1...300 { entries.append("\"t\(i)\": { \"$value\": \"{t\(i - 1)}\" }") }
    // Listed from the far end, so resolving t300 walks the whole chain at once.
    let json = "{" + entries.reversed().joined(separator: ",\n") + "}"
    let (system, diagnostics) = loadTokens(json)
    #expect(errors(diagnostics).map(\.id) == [.tokensAliasTooDeep])
    // The chain is cut where it passes the limit: at t100, 200 tokens from t300.
    #expect(errors(diagnostics).first?.position == position(of: #""t100": "#, in: json))
    #expect(system.token("t50")?.value == .number(1))
  }

  @Test func pointerIntoAValueThatIsAGroupIsAnError() {
    let json = """
      { "colors": { "$type": "color", "a": { "$value": \(srgb("#000000")) } },
        "b": { "$type": "border", "$value": {"color": {"$ref": "#/colors"}, "width": {"value": 1, "unit": "px"}, "style": "solid"} } }
      """
    let (_, diagnostics) = loadTokens(json)
    #expect(errors(diagnostics).map(\.id) == [.tokensReferenceToGroup])
    #expect(errors(diagnostics).first?.position == position(of: ##""#/colors""##, in: json))
  }
}
