import SpecimenCore
import Testing

@testable import Tokens

/// Contrast with another naming scheme than the bundled one (SDS-like `color/text/…` on
/// `color/background/…`) and translucent backgrounds in both themes. Every ratio here was
/// computed by hand from the WCAG 2.x formula on the 8-bit channels, translucent colors first
/// laid over what lies beneath them.
@Suite struct ContrastNamingTests {
  static let files = [
    "/t/r.resolver.json": """
    {"version": "2025.10",
     "modifiers": {"theme": {"contexts": {"light": [{"$ref": "light.tokens.json"}], "dark": [{"$ref": "dark.tokens.json"}]}, "default": "light"}},
     "resolutionOrder": [{"$ref": "#/modifiers/theme"}]}
    """,
    "/t/light.tokens.json": """
    {"color": {"$type": "color",
      "background": {"default": {"$value": \(srgb("#FFFFFF"))}, "overlay": {"$value": \(srgb("#000000", alpha: 0.5))}},
      "text": {"default": {"default": {"$value": \(srgb("#1E1E1E"))}, "tertiary": {"$value": \(srgb("#B3B3B3"))}}},
      "text-inverse": {"$value": \(srgb("#FFFFFF"))}}}
    """,
    "/t/dark.tokens.json": """
    {"color": {"$type": "color",
      "background": {"default": {"$value": \(srgb("#1E1E1E"))}, "overlay": {"$value": \(srgb("#FFFFFF", alpha: 0.1))}},
      "text": {"default": {"default": {"$value": \(srgb("#FFFFFF"))}, "tertiary": {"$value": \(srgb("#757575"))}}},
      "text-inverse": {"$value": \(srgb("#1E1E1E"))}}}
    """,
  ]

  let system = loadResolver(Self.files).0
  var light: TokenContext { system.contexts[0] }
  var dark: TokenContext { system.contexts[1] }

  /// A group is a whole path prefix: `color/text` holds `color/text/default/tertiary` (2.09:1 on
  /// white, which a first-segment match reported as "every pair meets 4.5:1") and not
  /// `color/text-inverse`.
  @Test func groupsMatchWholePathPrefixes() throws {
    let pairs = system.lowContrastPairs(
      in: light, foregrounds: ["color/text"], backgrounds: ["color/background"],
      over: system.backdrop(in: light, page: "color/background/default"))
    let tertiary = try #require(
      pairs.first { $0.foreground == "color/text/default/tertiary" && $0.background == "color/background/default" })
    #expect(tertiary.result.formatted == "2.09:1")
    #expect(!pairs.contains { $0.foreground == "color/text-inverse" })
    #expect(!pairs.contains { $0.background.hasPrefix("color/text") })
    // Dotted and slash spellings are the same group; a group of one segment still works.
    let dotted = system.lowContrastPairs(in: light, foregrounds: ["color.text"], backgrounds: ["color.background"])
    #expect(dotted.map(\.foreground) == pairs.map(\.foreground))
  }

  /// In Dark a translucent background lies on the dark page, never on white: #757575 on white at
  /// 10% over #1E1E1E (#343434) is 2.70:1, where over white it would read 4.60:1 and pass.
  @Test func translucentBackgroundsLieOnTheDarkPage() throws {
    let page = system.backdrop(in: dark, page: "color/background/default")
    #expect(page.label == "color/background/default" && page.color.hex == "#1E1E1E")
    let result = try #require(
      system.contrast("color/text/default/tertiary", on: "color/background/overlay", in: dark, over: page))
    #expect(result.background.hex == "#343434")
    #expect(result.formatted == "2.70:1")
    #expect(result.backdrop == page)
    // Without a page token, the default theme's own dark page (#16161A): #2D2D31, 2.97:1.
    let theme = try #require(system.contrast("color/text/default/tertiary", on: "color/background/overlay", in: dark))
    #expect(theme.background.hex == "#2D2D31" && theme.formatted == "2.97:1")
    #expect(theme.backdrop == .darkPage)
    // In Light, black at 50% over white is #808080: 4.22:1 for the default text, 1.88:1 for tertiary.
    let lightPage = system.backdrop(in: light, page: "color/background/default")
    #expect(
      system.contrast("color/text/default/default", on: "color/background/overlay", in: light, over: lightPage)?
        .formatted == "4.22:1")
    #expect(
      system.contrast("color/text/default/tertiary", on: "color/background/overlay", in: light, over: lightPage)?
        .formatted == "1.88:1")
  }

  /// An opaque background hides what lies beneath it, and says so by naming no backdrop.
  @Test func opaqueBackgroundsNameNoBackdrop() throws {
    let result = try #require(system.contrast("color/text/default/default", on: "color/background/default", in: dark))
    #expect(result.backdrop == nil)
  }

  /// Stacked fills, nearest first: each translucent one over the next, the last over the page.
  @Test func stackedFillsAreLaidOverEachOther() throws {
    let result = try #require(
      system.contrast(
        "color/text/default/tertiary", on: ["color/background/overlay", "color/background/overlay"], in: dark,
        over: system.backdrop(in: dark, page: "color/background/default")))
    // #FFFFFF at 10% over #343434 (unrounded): 0.1 + 0.9 × (0.1 + 0.9 × 30/255) = 0.28529 → #494949.
    #expect(result.background.hex == "#494949")
    // Beneath an opaque fill nothing shows through.
    let hidden = try #require(
      system.contrast(
        "color/text/default/tertiary", on: ["color/background/default", "color/background/overlay"], in: dark))
    #expect(hidden.background.hex == "#1E1E1E" && hidden.backdrop == nil)
  }

  /// A group named wrongly is matched against the groups, not the tokens.
  @Test func unknownGroupsSuggestTheClosestGroup() {
    #expect(system.hint(forUnknownGroup: "color/txt") == "did you mean 'color/text'?")
    #expect(system.hint(forUnknownGroup: "color.backgroud") == "did you mean 'color/background'?")
  }

  @Test func darkContextsAreFoundByName() {
    #expect(!light.isDark && dark.isDark)
  }
}
