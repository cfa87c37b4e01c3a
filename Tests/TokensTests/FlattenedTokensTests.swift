import Foundation
import TestSupport
import Testing

@testable import SpecimenCore
@testable import Tokens

/// A context flattened again takes the tokens written as before from its earlier flattening, and
/// a context of a later round takes them from the round before: shared, never different from
/// what flattening them anew gives.
@Suite struct FlattenedTokensTests {
  static var files: [String: String] { ResolutionMemoTests.files }

  /// The base file with a group of sizes, its first token on a line of its own (so an edit to
  /// the group's settings leaves the token's position as it was) and a nested group.
  static var withSizes: [String: String] {
    var files = Self.files
    files["/t/base.tokens.json"] = """
      { "blue": { "$type": "color", "$value": "#0A84FF" },
        "gray": { "$type": "color", "$value": "#8E8E93" },
        "space": { "$type": "dimension", "$value": { "value": 8, "unit": "px" } },
        "sizes": { "$type": "dimension",
          "small": { "$value": { "value": 4, "unit": "px" } },
          "inner": { "large": { "$value": { "value": 16, "unit": "px" } } } },
        "button": { "fill": { "$value": "{accent}" }, "gap": { "$value": "{space}" }, "target": { "$value": "{touch}" } } }
      """
    return files
  }

  /// The token at `path` as flattened in each context, by context id.
  static func raw(_ system: TokenSystem, _ path: String) -> [String: RawToken] {
    system.memo.flattened.compactMapValues { list in list.tokens.first { $0.path.dotted == path } }
  }

  static func reload(_ first: TokenSystem, _ edited: [String: String], changed: String) -> (TokenSystem, Diagnostics) {
    collecting {
      TokenSystem.load(
        resolverPath: "/t/r.resolver.json", files: .memory(edited), previous: first, changedFiles: [changed],
        into: &$0)
    }
  }

  @Test func theSecondRoundTakesTheTokensOfTheFirst() {
    let (system, _) = loadResolver(Self.files)
    let blue = Self.raw(system, "blue")
    #expect(blue.count == 4)
    #expect(blue["theme=light,platform=android"] === blue["theme=light,platform=ios"])
    #expect(blue["theme=dark,platform=android"] === blue["theme=dark,platform=ios"])
    // `touch` is written in each platform's own file: not the same token.
    let touch = Self.raw(system, "touch")
    #expect(touch["theme=light,platform=android"] !== touch["theme=light,platform=ios"])
  }

  @Test func aReloadTakesTheUnchangedTokensAndBuildsTheEditedOne() {
    let (first, _) = loadResolver(Self.files)
    var edited = Self.files
    edited["/t/base.tokens.json"] = edited["/t/base.tokens.json"]!.replacingOccurrences(of: "#0A84FF", with: "#0060DF")
    let (again, againDiagnostics) = Self.reload(first, edited, changed: "/t/base.tokens.json")
    let (fresh, freshDiagnostics) = loadResolver(edited)
    for (reloaded, clean) in zip(again.resolutions, fresh.resolutions) {
      #expect(reloaded.tokens == clean.tokens)
    }
    #expect(againDiagnostics.map(\.description) == freshDiagnostics.map(\.description))
    for (context, token) in Self.raw(again, "gray") {
      #expect(token === Self.raw(first, "gray")[context], "\(context)")
    }
    for (context, token) in Self.raw(again, "blue") {
      #expect(token !== Self.raw(first, "blue")[context], "\(context)")
      #expect(token.valueNode?.string == "#0060DF")
    }
  }

  @Test func aTokenThatReportedIsReportedAgain() {
    var files = Self.files
    files["/t/base.tokens.json"] = files["/t/base.tokens.json"]!.replacingOccurrences(
      of: #""gray": { "$type": "color","#, with: #""gray": { "$type": "color", "$note": "soft","#)
    let (first, firstDiagnostics) = loadResolver(files)
    let note = position(of: #""$note""#, in: files["/t/base.tokens.json"]!)
    #expect(firstDiagnostics.contains { $0.matches(.tokensUnknownKey, at: note) })
    var edited = files
    edited["/t/base.tokens.json"] = edited["/t/base.tokens.json"]!.replacingOccurrences(of: "#0A84FF", with: "#0060DF")
    let (_, againDiagnostics) = Self.reload(first, edited, changed: "/t/base.tokens.json")
    let (_, freshDiagnostics) = loadResolver(edited)
    #expect(againDiagnostics.contains { $0.matches(.tokensUnknownKey, at: note) })
    #expect(againDiagnostics.map(\.description) == freshDiagnostics.map(\.description))
  }

  /// A group's `$type` and `$deprecated` reach its tokens: changed, the tokens under it are
  /// flattened again though their own text is the same.
  @Test func aChangedGroupSettingReachesTheTokensBelowIt() {
    let files = Self.withSizes
    let (first, _) = loadResolver(files)
    for edit in [
      #""sizes": { "$type": "dimension", "$deprecated": "use space","#,
      #""sizes": { "$type": "duration","#,
    ] {
      var edited = files
      edited["/t/base.tokens.json"] = files["/t/base.tokens.json"]!.replacingOccurrences(
        of: #""sizes": { "$type": "dimension","#, with: edit)
      let (again, againDiagnostics) = Self.reload(first, edited, changed: "/t/base.tokens.json")
      let (fresh, freshDiagnostics) = loadResolver(edited)
      for (reloaded, clean) in zip(again.resolutions, fresh.resolutions) {
        #expect(reloaded.tokens == clean.tokens, "\(edit)")
      }
      #expect(againDiagnostics.map(\.description) == freshDiagnostics.map(\.description), "\(edit)")
      // Written the same way at the same place: only the group's setting tells them apart.
      for (context, token) in Self.raw(again, "sizes.small") {
        let before = Self.raw(first, "sizes.small")[context]
        #expect(token.keyLocation == before?.keyLocation && token.object == before?.object)
        #expect(token !== before, "\(edit): \(context)")
      }
    }
  }

  /// Lookups taken from the flattening before hold only while the same tokens resolve: a token
  /// that stops resolving is not found by name, and a clash of CSS variables is reported again.
  @Test func lookupsFollowWhatResolves() {
    let (first, _) = loadResolver(Self.files)
    var broken = Self.files
    broken["/t/light.tokens.json"] = #"{ "accent": { "$value": "{blu}" } }"#
    let (again, againDiagnostics) = Self.reload(first, broken, changed: "/t/light.tokens.json")
    let (fresh, freshDiagnostics) = loadResolver(broken)
    #expect(againDiagnostics.map(\.description) == freshDiagnostics.map(\.description))
    for (reloaded, clean) in zip(again.resolutions, fresh.resolutions) {
      #expect(reloaded.tokens == clean.tokens)
      for name in ["accent", "button/fill", "blue", "button/gap"] {
        #expect(reloaded.token(name) == clean.token(name), "\(reloaded.context.name): \(name)")
      }
    }
    #expect(again.resolutions.first?.token("accent") == nil)
    #expect(again.resolutions.first?.token("button/gap") != nil)

    var clashing = Self.files
    clashing["/t/base.tokens.json"] = clashing["/t/base.tokens.json"]!.replacingOccurrences(
      of: #""gray":"#, with: ##""button-fill": { "$type": "color", "$value": "#000000" }, "gray":"##)
    let (withClash, clashDiagnostics) = loadResolver(clashing)
    #expect(clashDiagnostics.filter { $0.id == .tokensCssVariableClash }.count == 1)
    var edited = clashing
    edited["/t/base.tokens.json"] = edited["/t/base.tokens.json"]!.replacingOccurrences(of: "#0A84FF", with: "#0060DF")
    let (_, editedDiagnostics) = Self.reload(withClash, edited, changed: "/t/base.tokens.json")
    #expect(editedDiagnostics.contains { $0.id == .tokensCssVariableClash })
  }

  /// A group the edit did not touch is taken whole, with its subgroups' spans moved to where they
  /// now sit: after one reload and after the next, the flattening is what a fresh one is.
  @Test func untouchedGroupsAreTakenWholeAndStayFindable() {
    let files = Self.withSizes
    let (first, _) = loadResolver(files)
    var previous = first
    var edited = files
    for (old, new) in [("#0A84FF", "#0060DF"), ("\"value\": 16", "\"value\": 18"), ("#8E8E93", "#636366")] {
      edited["/t/base.tokens.json"] = edited["/t/base.tokens.json"]!.replacingOccurrences(of: old, with: new)
      let (again, againDiagnostics) = Self.reload(previous, edited, changed: "/t/base.tokens.json")
      let (fresh, freshDiagnostics) = loadResolver(edited)
      #expect(againDiagnostics.map(\.description) == freshDiagnostics.map(\.description))
      for (reloaded, clean) in zip(again.resolutions, fresh.resolutions) {
        #expect(reloaded.tokens == clean.tokens, "\(new)")
        #expect(reloaded.allPaths == clean.allPaths && reloaded.groupPaths == clean.groupPaths)
        let taken = again.memo.flattened[reloaded.context.id]
        let made = fresh.memo.flattened[clean.context.id]
        #expect(taken?.groupSpans.map(Self.shape) == made?.groupSpans.map(Self.shape), "\(new)")
        #expect(taken?.groupOrder == made?.groupOrder)
      }
      #expect(again.resolutions.first?.token("sizes/inner/large") != nil)
      previous = again
    }
  }

  static func shape(_ span: GroupSpan) -> String {
    "\(span.dotted) \(span.tokens) \(span.groupOrder) \(span.descendants) \(span.clean)"
  }
}
