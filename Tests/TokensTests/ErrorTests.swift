import TestSupport
import Testing
import TokensTestSupport

@testable import SpecimenCore
@testable import Tokens

/// Every error path: each with file:line:column, the token's path, a did-you-mean where a near
/// name exists, and all of them reported in one run.
@Suite struct ErrorTests {
  static let file = "/t/a.tokens.json"

  func find(_ diagnostics: some Sequence<Diagnostic>, _ prefix: String) -> Diagnostic? {
    diagnostics.first { $0.message.hasPrefix(prefix) }
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

    let missing = try #require(find(all, "missing: {colors.blu} names no token"))
    #expect(missing.location == SourceLocation(file: Self.file, line: 4, column: 26))
    #expect(missing.hint == "did you mean '{colors.blue}'?")

    let group = try #require(find(all, "group: {colors} names a group, not a token"))
    #expect(group.location?.line == 5)
    #expect(group.hint?.contains("'{colors.blue}'") == true)

    let mismatch = try #require(
      find(all, "mismatch: type mismatch: its $type says dimension but {colors.blue} is a color token"))
    #expect(mismatch.location?.line == 6)

    let inherited = try #require(
      find(all, "typed/x: type mismatch: group typed says color but {space.s} is a dimension token"))
    #expect(inherited.location?.line == 7)

    let sub = try #require(
      find(all, "shadow: type mismatch: color must be a color, but {space.s} is a dimension token"))
    #expect(sub.location?.line == 8)

    let nowhere = try #require(
      find(all, "nowhere: $ref \"#/colors/green/$value\" points nowhere: colors has no 'green'"))
    #expect(nowhere.location == SourceLocation(file: Self.file, line: 9, column: 24))

    // A $ref to a group makes a group that extends it (Format §6.4.1), not an error.
    #expect(system.token("at-group/blue")?.type == .color)
    let deep = try #require(
      find(all, "deep: $ref \"#/colors/blue/$value/component/0\": the value of colors/blue has no 'component/0'"))
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
    let cycle = try #require(find(all, "circular reference:"))
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
    #expect(find(all, "circular reference: self → self") != nil)
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
    let cycle = try #require(find(errors(diagnostics), "circular reference:"))
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
    #expect(find(all, "both: an object with $value is a token and cannot also hold 'child'")?.location?.line == 2)
    // A '.' in a name is read as Terrazzo reads it, by its dotted path, with a warning (an error when strict).
    let dotted = find(diagnostics, "'dot.name': token and group names must not contain")
    #expect(dotted?.location?.line == 3 && dotted?.severity == .warning && dotted?.id == .tokensDeviationDottedName)
    let bare = try #require(find(all, "bare: expected a token (an object with $value) or a group, found a string"))
    #expect(bare.hint == "write it as {\"$value\": \"#ff0000\"}")
    #expect(find(all, "two: a token has either $value or $ref, not both") != nil)
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
    #expect(all.contains { $0.message.hasPrefix("circular $extends: ") })
    #expect(all.contains { $0.message.hasPrefix("e/inner: $extends {e} names a group that contains e/inner") })
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
    let (system, diagnostics) = loadTokens("{" + entries.reversed().joined(separator: ",\n") + "}")
    #expect(errors(diagnostics).map(\.message) == ["t100: the alias chain is more than 200 tokens deep"])
    #expect(system.token("t50")?.value == .number(1))
  }

  @Test func pointerIntoAValueThatIsAGroupIsAnError() {
    let json = """
      { "colors": { "$type": "color", "a": { "$value": \(srgb("#000000")) } },
        "b": { "$type": "border", "$value": {"color": {"$ref": "#/colors"}, "width": {"value": 1, "unit": "px"}, "style": "solid"} } }
      """
    let (_, diagnostics) = loadTokens(json)
    #expect(errors(diagnostics).map(\.message) == ["b: $ref \"#/colors\" points to a group, not a token"])
  }
}
