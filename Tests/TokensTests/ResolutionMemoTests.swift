import Foundation
import SpecimenCore
import TestSupport
import Testing
import TokensTestSupport

@testable import Tokens

/// Contexts take tokens other contexts resolved, and a reload takes what the load before it
/// resolved: the results must be exactly what resolving each context alone gives.
@Suite struct ResolutionMemoTests {
  /// Every context of the system, resolved again on its own with nothing to reuse.
  static func resolvedAlone(_ system: TokenSystem) -> [(tokens: [ResolvedToken], diagnostics: Diagnostics)] {
    system.resolutions.map { resolution in
      var diagnostics = Diagnostics()
      var deviations: [TokenDeviation] = []
      let (alone, _, _) = TokenSystem.resolveContext(
        resolution.context, document: system.document, plain: system.plainSources, strictness: system.strictness,
        memo: ResolutionMemo(), contextNumber: 0, into: &diagnostics, deviations: &deviations)
      return (alone.tokens, diagnostics)
    }
  }

  static func kindAndPlace(_ diagnostic: Diagnostic) -> String {
    let place = diagnostic.location.map { "\($0.file):\($0.line):\($0.column)" } ?? "-"
    return "\(diagnostic.id.rawValue) \(place)"
  }

  static let wildCorpus = Fixtures.path("Wild", target: "TokensTests")

  @Test(arguments: [
    appetiteResolver, eandResolver, wildCorpus + "/acme/acme.resolver.json",
    wildCorpus + "/northwind/northwind.resolver.json",
  ])
  func everyContextEqualsTheContextResolvedAlone(resolver: String) {
    for strictness in [TokenStrictness.lenient, .strict] {
      let (system, diagnostics) = collecting {
        TokenSystem.load(resolverPath: resolver, strictness: strictness, into: &$0)
      }
      let alone = Self.resolvedAlone(system)
      #expect(system.resolutions.count > 1)
      for (resolution, expected) in zip(system.resolutions, alone) {
        #expect(resolution.tokens == expected.tokens, "\(resolution.context.name)")
        // Each problem reported alone is reported by the whole load, in some context: the same
        // kind at the same place.
        let reported = Set(diagnostics.map(Self.kindAndPlace))
        for diagnostic in expected.diagnostics {
          #expect(reported.contains(Self.kindAndPlace(diagnostic)), "\(diagnostic)")
        }
      }
    }
  }

  /// theme × platform: the platform file changes one token, so the second platform of each
  /// theme computes that token and the one that refers to it, and takes the rest.
  static let files: [String: String] = [
    "/t/r.resolver.json": """
    { "version": "2025.10",
      "sets": { "base": { "sources": [{ "$ref": "base.tokens.json" }] } },
      "modifiers": {
        "theme": { "contexts": { "light": [{ "$ref": "light.tokens.json" }], "dark": [{ "$ref": "dark.tokens.json" }] },
                   "default": "light" },
        "platform": { "contexts": { "ios": [{ "$ref": "ios.tokens.json" }], "android": [{ "$ref": "android.tokens.json" }] },
                      "default": "ios" } },
      "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/theme" }, { "$ref": "#/modifiers/platform" }] }
    """,
    "/t/base.tokens.json": """
    { "blue": { "$type": "color", "$value": "#0A84FF" },
      "gray": { "$type": "color", "$value": "#8E8E93" },
      "space": { "$type": "dimension", "$value": { "value": 8, "unit": "px" } },
      "button": { "fill": { "$value": "{accent}" }, "gap": { "$value": "{space}" }, "target": { "$value": "{touch}" } } }
    """,
    "/t/light.tokens.json": #"{ "accent": { "$value": "{blue}" } }"#,
    "/t/dark.tokens.json": #"{ "accent": { "$value": "{gray}" } }"#,
    "/t/ios.tokens.json": #"{ "touch": { "$type": "dimension", "$value": { "value": 44, "unit": "px" } } }"#,
    "/t/android.tokens.json": #"{ "touch": { "$type": "dimension", "$value": { "value": 48, "unit": "px" } } }"#,
  ]

  @Test func contextsComputeOnlyWhatDiffers() {
    let (system, diagnostics) = loadResolver(Self.files)
    #expect(system.resolutions.count == 4)
    // 8 tokens × 4 contexts. Light and dark run side by side and each compute all 8; the second
    // platform of each theme computes `touch` and `button.target`.
    #expect(system.statistics == ResolutionStatistics(computed: 8 + 8 + 2 + 2, reused: 6 + 6))
    let alone = Self.resolvedAlone(system)
    for (resolution, expected) in zip(system.resolutions, alone) {
      #expect(resolution.tokens == expected.tokens)
    }
    // The lenient hex strings are reported once each, whichever context computed them.
    let blue = position(of: ##""#0A84FF""##, in: Self.files["/t/base.tokens.json"]!)
    #expect(diagnostics.filter { $0.matches(.tokensDeviationColorString, at: blue) }.count == 1)
    let dark = system.resolutions.first { $0.context.id == "theme=dark,platform=android" }
    #expect(dark?.token("button/fill")?.chainText == "button/fill → accent → gray → #8E8E93")
    #expect(dark?.token("button/target")?.valueSummary == "48px")
  }

  @Test func aReloadComputesTheEditedTokenAndWhatRefersToIt() {
    let (first, _) = loadResolver(Self.files)
    var edited = Self.files
    edited["/t/base.tokens.json"] = edited["/t/base.tokens.json"]!.replacingOccurrences(of: "#0A84FF", with: "#0060DF")
    let (again, againDiagnostics) = collecting {
      TokenSystem.load(
        resolverPath: "/t/r.resolver.json", files: .memory(edited), previous: first,
        changedFiles: ["/t/base.tokens.json"], into: &$0)
    }
    let (fresh, freshDiagnostics) = loadResolver(edited)
    for (reloaded, clean) in zip(again.resolutions, fresh.resolutions) {
      #expect(reloaded.tokens == clean.tokens)
    }
    #expect(againDiagnostics.map(\.description) == freshDiagnostics.map(\.description))
    // `blue` in both contexts of the first round, and `accent` and `button.fill` in light iOS;
    // the second round takes all three.
    #expect(again.statistics.computed == 4)
    #expect(again.token("button/fill")?.valueSummary == "#0060DF")
  }

  @Test func aReloadWithAnotherStrictnessComputesEverything() {
    let (first, _) = loadResolver(Self.files)
    let (strict, strictDiagnostics) = collecting {
      TokenSystem.load(
        resolverPath: "/t/r.resolver.json", strictness: .strict, files: .memory(Self.files), previous: first,
        into: &$0)
    }
    #expect(strict.statistics.computed == first.statistics.computed)
    let blue = position(of: ##""#0A84FF""##, in: Self.files["/t/base.tokens.json"]!)
    #expect(
      errors(strictDiagnostics).contains { $0.matches(.tokensDeviationColorString, at: blue) },
      "a hex string is an error when strict")
  }
}
