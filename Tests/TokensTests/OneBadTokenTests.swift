import Foundation
import SpecimenCore
import TestSupport
import Testing
import TokensTestSupport

@testable import Tokens

/// A token that cannot be resolved is an error for that token alone: every other token of the
/// context resolves and is shown, and a token that refers to a failed one says so itself instead
/// of going missing without a word.
@Suite struct OneBadTokenTests {
  static let file = "/t/a.tokens.json"
  static let json = """
    {
      "color": {
        "$type": "color",
        "blue": { "$value": \(srgb("#0000FF")) },
        "fg": { "$value": "{color.blue}" },
        "broken": { "$value": "{color.nope}" },
        "wrong": { "$value": 12 },
        "ok": { "$value": "{color.fg}" },
        "loop-a": { "$value": "{color.loop-b}" },
        "loop-b": { "$value": "{color.loop-a}" },
        "after-loop": { "$value": "{color.loop-a}" }
      },
      "size": {
        "$type": "dimension",
        "s": { "$value": {"value": 4, "unit": "px"} },
        "bad": { "$value": "{color.broken}" },
        "worse": { "$value": "{size.bad}" }
      },
      "shadow": {
        "$type": "shadow",
        "card": { "$value": {"color": "{color.wrong}", "offsetX": "{size.s}", "offsetY": "{size.s}", "blur": "{size.s}", "spread": "{size.s}"} }
      }
    }
    """

  @Test func everyOtherTokenResolves() {
    let (system, _) = loadTokens(Self.json, file: Self.file)
    let resolved = system.defaultResolution.tokens.map(\.name)
    #expect(resolved == ["color/blue", "color/fg", "color/ok", "size/s"])
  }

  /// Each token without a value has an error of its own at its position: the cause where the
  /// cause is, and "does not resolve" where a reference reaches a failed token.
  @Test func everyFailedTokenHasItsOwnError() throws {
    let (system, diagnostics) = loadTokens(Self.json, file: Self.file)
    let failures = system.defaultResolution.failures
    #expect(
      failures.map(\.name) == [
        "color/broken", "color/wrong", "color/loop-a", "color/loop-b", "color/after-loop", "size/bad", "size/worse",
        "shadow/card",
      ])
    let all = errors(diagnostics)
    // One error per cause, each naming the tokens left without a value by it.
    #expect(all.map(\.id) == [.tokensMissingReference, .tokensCompositeInvalid, .tokensAliasCycle])
    #expect(
      all.map(\.position) == [
        position(of: #""{color.nope}""#, in: Self.json), position(of: "12 }", in: Self.json),
        position(of: #""{color.loop-b}""#, in: Self.json),
      ])
    // The cycle's chain is the point of its message.
    #expect(all.last?.message == "circular reference: color/loop-a → color/loop-b → color/loop-a")
    // Which tokens are left without a value is the point of each note.
    #expect(
      all.map { $0.notes.last?.message } == [
        "2 tokens refer to it and have no value either: size/bad and size/worse",
        "1 token refers to it and has no value either: shadow/card",
        "1 token refers to it and has no value either: color/after-loop",
      ])
    let badReference = position(of: #""{color.broken}""#, in: Self.json)
    #expect(
      all[0].notes.last?.location
        == SourceLocation(file: Self.file, line: badReference.line, column: badReference.column))
    let bad = try #require(failures.first { $0.name == "size/bad" })
    #expect(bad.error.location == all[0].notes.last?.location)
    #expect(bad.reason == "{color.broken} does not resolve, so this token has no value either")
    #expect(bad.error.hint == "fix the error reported at color/broken")
    let worse = try #require(failures.first { $0.name == "size/worse" })
    #expect(worse.reason == "{size.bad} does not resolve, so this token has no value either")
    // A composite whose part refers to a failed token.
    let card = try #require(failures.first { $0.name == "shadow/card" })
    #expect(card.reason.hasPrefix("{color.wrong} does not resolve"))
    // The members of a cycle share the cycle's one error; a token outside it says it is blocked.
    let loopA = try #require(failures.first { $0.name == "color/loop-a" })
    let loopB = try #require(failures.first { $0.name == "color/loop-b" })
    #expect(loopA.error == loopB.error && loopA.error.id == .tokensAliasCycle)
    #expect(all.count { $0.id == .tokensAliasCycle } == 1)
    let afterLoop = try #require(failures.first { $0.name == "color/after-loop" })
    #expect(afterLoop.reason == "{color.loop-a} does not resolve, so this token has no value either")
  }

  /// The table output keeps each failed token at its place, with why.
  @Test func tableShowsFailedTokensAsRows() {
    let (system, _) = loadTokens(Self.json, file: Self.file)
    let table = system.defaultResolution.tableOutput()
    let lines = table.split(separator: "\n").map { $0.split(separator: " ", omittingEmptySubsequences: true) }
    let names = lines.dropFirst(2).map { String($0[0]) }
    #expect(names == system.defaultResolution.allPaths.map(\.name))
    let rows = table.split(separator: "\n").map {
      $0.split(separator: "  ").map { $0.trimmingCharacters(in: .whitespaces) }
    }
    #expect(
      rows.contains([
        "size/bad", "—", "(does not resolve)", "{color.broken} does not resolve, so this token has no value either",
      ]))
    #expect(
      rows.contains(["color/wrong", "—", "(does not resolve)", "value must be a color object {}, found a number"]))
  }

  /// In a resolver, a failure in one context leaves the others whole, and the context it failed
  /// in says why.
  static let dark =
    #"{"bg": {"$type": "color", "surface": {"$value": "{gray.1000}"}, "page": {"$value": "{bg.surface}"}}}"#

  @Test func failureInOneContextOnly() throws {
    let files = [
      "/t/r.resolver.json": """
      {"version": "2025.10",
       "sets": {"base": {"sources": [{"$ref": "base.tokens.json"}]}},
       "modifiers": {"theme": {"contexts": {"light": [{"$ref": "light.tokens.json"}], "dark": [{"$ref": "dark.tokens.json"}]}, "default": "light"}},
       "resolutionOrder": [{"$ref": "#/sets/base"}, {"$ref": "#/modifiers/theme"}]}
      """,
      "/t/base.tokens.json": #"{"gray": {"$type": "color", "0": {"$value": \#(srgb("#FFFFFF"))}}}"#,
      "/t/light.tokens.json":
        #"{"bg": {"$type": "color", "surface": {"$value": "{gray.0}"}, "page": {"$value": "{bg.surface}"}}}"#,
      "/t/dark.tokens.json": Self.dark,
    ]
    let (system, diagnostics) = loadResolver(files)
    let light = try #require(system.contexts.first { $0.name == "Light" })
    let dark = try #require(system.contexts.first { $0.name == "Dark" })
    #expect(system.resolve("bg/page", in: light) != nil)
    #expect(system.failure(of: "bg/page", in: light) == nil)
    #expect(system.resolve("bg/page", in: dark) == nil)
    #expect(system.failure(of: "bg/page", in: dark)?.reason.hasPrefix("{bg.surface} does not resolve") == true)
    #expect(system.failure(of: "bg.surface", in: dark)?.reason == "{gray.1000} names no token")
    let missing = errors(diagnostics)
    #expect(missing.map(\.id) == [.tokensMissingReference])
    #expect(missing.first?.location?.file == "/t/dark.tokens.json")
    #expect(missing.first?.position == position(of: #""{gray.1000}""#, in: Self.dark))
    // Which context it failed in is the point: the message names it.
    #expect(missing.first?.message.hasSuffix("(in Dark)") == true)
  }

  /// A value with keys its type has not (Esri Calcite's breakpoints write a dimension as
  /// `{min, max}`) is a value no tool reads as that type: leniently one warning a key and the
  /// token left out, the others kept; strict keeps it an error.
  @Test func aValueWithKeysItsTypeHasNotLeavesOnlyThatTokenOut() throws {
    let json = """
      {"size": {"$type": "dimension",
        "s": {"$value": {"value": 4, "unit": "px"}},
        "range": {"$value": {"min": "0", "max": "{size.s}"}}}}
      """
    let (system, diagnostics) = loadTokens(json, file: Self.file)
    #expect(system.defaultResolution.tokens.map(\.name) == ["size/s"])
    #expect(!diagnostics.contains { $0.severity == .error }, "\(diagnostics)")
    let unknown = diagnostics.filter { $0.id == .tokensValueUnknownKey }
    #expect(unknown.count == 2 && unknown.allSatisfy { $0.severity == .warning })
    #expect(unknown.first?.matches(.tokensValueUnknownKey, at: position(of: #""min""#, in: json)) == true)
    let (_, strict) = loadTokens(json, file: Self.file, strictness: .strict)
    #expect(strict.filter { $0.severity == .error }.map(\.id).contains(.tokensValueUnknownKey))
  }
}
