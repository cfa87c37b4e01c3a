import Foundation
import SpecimenCore
import TestSupport
import Testing

@testable import Tokens

/// The modifier that is the site's colour scheme, whatever it is called, is the theme switch's:
/// its light context in `:root`, its dark one under `[data-theme="dark"]` and under the reader's
/// `prefers-color-scheme: dark` until they pick.
@Suite struct ColorSchemeTests {
  static func modifier(_ name: String, _ contexts: [String]) -> TokenModifier {
    TokenModifier(
      name: name, description: nil, contexts: contexts, defaultContext: contexts.first, contextNames: [:],
      pixelUnits: [:], location: nil)
  }

  @Test(arguments: [
    (["Light", "Dark"], "Light", "Dark"), (["light-mode", "dark-mode"], "light-mode", "dark-mode"),
    (["day", "night"], "day", "night"), (["DARK", "LIGHT"], "LIGHT", "DARK"),
    (["lightMode", "darkMode"], "lightMode", "darkMode"),
    (["dark-high-contrast", "Dark", "light"], "light", "Dark"),
  ])
  func contextsThatReadAsSchemes(_ contexts: [String], light: String, dark: String) {
    let scheme = ColorScheme.find(in: [Self.modifier("size", ["sm", "lg"]), Self.modifier("x", contexts)])
    #expect(scheme == ColorScheme(modifier: "x", light: light, dark: dark))
  }

  /// A context's display name keeps the case it is written in; lowercase words start with a capital.
  @Test func displayNamesKeepTheirCase() {
    let modifier = Self.modifier("color", ["light", "dark mode", "iOS", "Brand B", "lightMode", "light-mode"])
    #expect(
      modifier.contexts.map(modifier.displayName(of:)) == [
        "Light", "Dark mode", "iOS", "Brand B", "lightMode", "Light-mode",
      ])
  }

  /// A mode's name as an export writes it for a key (SDS's `sds_light`) reads as its words, a
  /// word without a vowel as the initialism it is.
  @Test func snakeCaseNamesReadAsWords() {
    let modifier = Self.modifier(
      "color", ["sds_light", "sds_dark", "brand_b_light", "high_contrast_2", "Dark_HC", "_x"])
    #expect(
      modifier.contexts.map(modifier.displayName(of:)) == [
        "SDS light", "SDS dark", "Brand B light", "High contrast 2", "Dark_HC", "_x",
      ])
  }

  @Test func aModifierNamedAsASchemeTakesItsFirstOtherContextAsLight() {
    #expect(
      ColorScheme.find(in: [Self.modifier("Color scheme", ["Dark", "Default"])])
        == ColorScheme(modifier: "Color scheme", light: "Default", dark: "Dark"))
    #expect(ColorScheme.find(in: [Self.modifier("brand", ["Dark", "Default"])]) == nil, "a brand is not a scheme")
    #expect(ColorScheme.find(in: [Self.modifier("weight", ["light", "bold"])]) == nil, "no dark: no scheme")
    #expect(ColorScheme.find(in: [Self.modifier("theme", ["highlight", "darken"])]) == nil, "words, not letters")
  }

  @Test func filesAndSetsNamedForASchemeReadAsOne() {
    #expect(ColorScheme.kind(ofPath: "sema-color-dark")?.kind == .dark)
    #expect(ColorScheme.kind(ofPath: "modes/light")?.word == "light")
    #expect(ColorScheme.kind(ofPath: "color_Night")?.word == "night")
    #expect(ColorScheme.kind(ofPath: "light-on-dark") == nil, "both: neither")
    #expect(ColorScheme.kind(ofPath: "highlights") == nil)
  }

  /// A modifier "Color scheme" whose first (default) context is Dark, beside a "Theme" modifier
  /// that is no scheme: `:root` is Light, the switch's attribute carries the scheme, and the
  /// other modifier's attribute moves aside.
  static let files: [String: String] = [
    "/t/r.resolver.json": """
    { "version": "2025.10",
      "sets": { "base": { "sources": [{ "$ref": "base.tokens.json" }] } },
      "modifiers": {
        "Theme": { "contexts": { "brand-a": [{ "$ref": "a.tokens.json" }], "brand-b": [{ "$ref": "b.tokens.json" }] },
                   "default": "brand-a" },
        "Color scheme": { "contexts": { "Dark": [{ "$ref": "dark.tokens.json" }], "Light": [{ "$ref": "light.tokens.json" }] },
                          "default": "Dark" } },
      "resolutionOrder": [{ "$ref": "#/sets/base" }, { "$ref": "#/modifiers/Theme" }, { "$ref": "#/modifiers/Color scheme" }] }
    """,
    "/t/base.tokens.json":
      ##"{ "white": { "$type": "color", "$value": "#FFFFFF" }, "black": { "$type": "color", "$value": "#000000" } }"##,
    "/t/a.tokens.json": ##"{ "brand": { "$type": "color", "$value": "#FF0000" } }"##,
    "/t/b.tokens.json": ##"{ "brand": { "$type": "color", "$value": "#00FF00" } }"##,
    "/t/light.tokens.json": ##"{ "page": { "$value": "{white}" } }"##,
    "/t/dark.tokens.json": ##"{ "page": { "$value": "{black}" } }"##,
  ]

  @Test func theSchemeIsTheSwitchsWhateverItIsCalled() throws {
    let (system, diagnostics) = loadResolver(Self.files)
    #expect(!diagnostics.hasErrors, "\(diagnostics)")
    #expect(system.colorScheme == ColorScheme(modifier: "Color scheme", light: "Light", dark: "Dark"))
    let css = system.cssStylesheet()
    #expect(css == system.stylesheetByName())
    let root = try #require(css.components(separatedBy: "\n}\n").first)
    #expect(root.hasPrefix("/* Brand-a · Light */\n:root {"), "the light scheme in :root, not the default Dark")
    #expect(root.contains("--page: #FFFFFF;"))
    #expect(css.contains("[data-theme=\"dark\"] {\n  --page: #000000;\n}"))
    #expect(css.contains("[data-theme=\"light\"] {\n  --page: #FFFFFF;\n}"))
    #expect(
      css.contains(
        "@media (prefers-color-scheme: dark) {\n  /* Color scheme: Dark, while the reader has not picked a theme */\n"
          + "  :root:where(:not([data-theme=\"light\"])) {\n    --page: #000000;\n  }\n}\n"))
    // The media block follows :root and comes before every attribute block, so they win.
    let media = try #require(css.range(of: "@media")).lowerBound
    let firstAttribute = try #require(css.range(of: "\n[data-")).lowerBound
    #expect(media < firstAttribute)
    #expect(css.contains("[data-theme-modifier=\"brand-b\"] {\n  --brand: #00FF00;\n}"), "the other Theme moves aside")
    #expect(!css.contains("[data-theme=\"brand-b\"]"))
  }

  @Test func withoutASchemeTheStylesheetIsAsBefore() {
    var files = ResolutionMemoTests.files
    files["/t/r.resolver.json"] = files["/t/r.resolver.json"]!.replacingOccurrences(of: "\"dark\"", with: "\"dim\"")
      .replacingOccurrences(of: "\"light\"", with: "\"bright\"")
    let (system, _) = loadResolver(files)
    #expect(system.colorScheme == nil)
    let css = system.cssStylesheet()
    #expect(!css.contains("@media"))
    #expect(css.contains("[data-theme=\"dim\"] {"))
  }
}
