import Foundation
import SpecimenCore
import TestSupport
import Testing

@testable import TokenImport
@testable import Tokens

/// GitHub Primer's `org.primer.overrides` and `alpha`, read as Primer's build reads them: the
/// `$value` is the light theme's, each override a theme's (the theme's own, else its light or
/// dark fallback's, spread over the token), an `alpha` the alpha of the colour the value
/// resolves to in that theme.
@Suite struct PrimerThemesTests {
  static let texts = [
    "/p/light.json5": """
    { base: { color: {
      white: { $value: '#ffffff', $type: 'color' },
      blue: { $value: '#0969da', $type: 'color' },
      glass: { $value: '#0969da80', $type: 'color' },
      transparent: { $value: '#ffffff', $type: 'color', alpha: 0 },
    } } }
    """,
    "/p/dark.json5": """
    { base: { color: {
      white: { $value: '#010409', $type: 'color' },
      blue: { $value: '#1f6feb', $type: 'color' },
      glass: { $value: '#1f6feb80', $type: 'color' },
      transparent: { $value: '#000000', $type: 'color', alpha: 0 },
    } } }
    """,
    "/p/bg.json5": """
    { bg: {
      default: {
        $value: '{base.color.white}', $type: 'color',
        $extensions: { 'org.primer.overrides': {
          'dark-dimmed': '#212830',
          'light-high-contrast': { $value: '{base.color.blue}', alpha: 0.5 },
        } },
      },
      accent: {
        $value: '{base.color.blue}', $type: 'color', alpha: 0.2,
        $extensions: { 'org.primer.overrides': {
          dark: { $value: '{base.color.blue}', alpha: 0.7 },
          'light-tritanopia': '{base.color.white}',
        } },
      },
      glass: { $value: '{base.color.glass}', $type: 'color', alpha: 0.3 },
      alias: { $value: '{bg.accent}', $type: 'color' },
    } }
    """,
  ]
  static let files = FileSource.memory(texts)

  static func load() -> (TokenSystem, Diagnostics) {
    collecting { TokenSystem.load(sourcePath: "/p", format: .styleDictionary, files: files, into: &$0) }
  }

  static func color(_ system: TokenSystem, _ name: String, in theme: String) throws -> ColorInfo {
    let context = try #require(system.resolutions.first { $0.context.id == "theme=\(theme)" }?.context, "\(theme)")
    return try #require(system.color(name, in: context), "\(name) in \(theme)")
  }

  @Test func eachThemeIsAContextOfTheThemeModifier() throws {
    let (system, diagnostics) = Self.load()
    #expect(!diagnostics.hasErrors, "\(diagnostics)")
    #expect(
      system.modifiers.first?.contexts == ["light", "dark", "dark-dimmed", "light-high-contrast", "light-tritanopia"])
    #expect(system.colorScheme == ColorScheme(modifier: "theme", light: "light", dark: "dark"))
    // The theme's own override, else its fallback's (by the name's first word), else `$value`.
    #expect(try Self.color(system, "bg/default", in: "light").css == "#FFFFFF")
    #expect(try Self.color(system, "bg/default", in: "dark").css == "#010409")
    #expect(try Self.color(system, "bg/default", in: "dark-dimmed").css == "#212830")
    #expect(try Self.color(system, "bg/default", in: "light-high-contrast").css == "rgb(9 105 218 / 0.5)")
    #expect(try Self.color(system, "bg/default", in: "light-tritanopia").css == "#FFFFFF")
  }

  @Test func alphaIsTheAlphaOfTheResolvedColourInEachTheme() throws {
    let (system, _) = Self.load()
    // The token's alpha, with the light and the dark palette.
    #expect(try Self.color(system, "bg/accent", in: "light").css == "rgb(9 105 218 / 0.2)")
    // An override object's alpha replaces the token's, and a theme without an override of its
    // own takes its fallback's (`dark-dimmed` → `dark`).
    #expect(try Self.color(system, "bg/accent", in: "dark").css == "rgb(31 111 235 / 0.7)")
    #expect(try Self.color(system, "bg/accent", in: "dark-dimmed").css == "rgb(31 111 235 / 0.7)")
    // A value override without an alpha keeps the token's (Primer spreads the override over it).
    #expect(try Self.color(system, "bg/accent", in: "light-tritanopia").css == "rgb(255 255 255 / 0.2)")
    // The alpha replaces the colour's own (#…80), as Primer's alpha transform does.
    #expect(try Self.color(system, "bg/glass", in: "light").css == "rgb(9 105 218 / 0.3)")
    // An alias of a token with an alpha shows that colour; a literal with an alpha is that colour.
    #expect(try Self.color(system, "bg/alias", in: "dark").css == "rgb(31 111 235 / 0.7)")
    #expect(try Self.color(system, "base/color/transparent", in: "dark").css == "rgb(0 0 0 / 0)")
  }

  /// One warning a file, naming what is read, at the first place; `alpha` is not a kept key.
  @Test func oneWarningAFileAtTheFirstPlace() throws {
    let (_, diagnostics) = Self.load()
    let forms = diagnostics.filter { $0.id == .styleDictionaryForm }
    #expect(forms.count == 3, "\(forms)")
    let bg = try #require(forms.first { $0.location?.file == "/p/bg.json5" })
    #expect(bg.position == position(of: "{", after: "'org.primer.overrides': ", in: Self.texts["/p/bg.json5"]!))
    // How many tokens have overrides and alphas is said in words only.
    #expect(bg.message.contains("2 tokens have values for GitHub Primer's themes"))
    #expect(bg.message.contains("2 colours have an \"alpha\""))
    // The three files' forms and the colours written as strings, and nothing else: no key kept beside a value.
    #expect(Set(diagnostics.map(\.id)) == [.styleDictionaryForm, .tokensDeviationColorString])
  }

  /// Primer's own font stacks (`functional/typography/font-stack.json5`) write the system font
  /// keywords bare in tokens.css, the family names quoted.
  @Test func primersFontStacksKeepTheSystemFontKeywordsBare() throws {
    let folder = Fixtures.path("Published/primer-primitives/src/tokens", target: "TokenImportTests")
    let (system, diagnostics) = collecting { TokenSystem.load(sourcePath: folder, into: &$0) }
    #expect(!diagnostics.hasErrors)
    let css = system.cssStylesheet()
    #expect(
      css.contains(
        #"  --fontStack-system: -apple-system, BlinkMacSystemFont, "Segoe UI", "Noto Sans", "Helvetica", "Arial", sans-serif, "Apple Color Emoji", "Segoe UI Emoji";"#
      ))
    #expect(
      css.contains(
        #"  --fontStack-monospace: ui-monospace, "SFMono-Regular", "SF Mono", "Menlo", "Consolas", "Liberation Mono", monospace;"#
      ))
  }

  /// A palette named for a theme (`dark.dimmed.json5`) is read in that theme alone, over its
  /// scheme's palette, as Primer's `themes.config.ts` includes it; `dark` keeps `dark.json5`.
  @Test func aPaletteNamedForAThemeIsReadInThatThemeAlone() throws {
    var files = Self.texts
    // Sorted before `dark.json5`: its place in the folder does not decide which palette wins.
    files["/p/dark.dimmed.json5"] = "{ base: { color: { blue: { $value: '#316dca', $type: 'color', alpha: 0.5 } } } }"
    // Named for no theme the overrides name: read in every dark context, as before.
    files["/p/dark.unnamed.json5"] = "{ base: { color: { extra: { $value: '#123456', $type: 'color' } } } }"
    let (system, diagnostics) = collecting {
      TokenSystem.load(sourcePath: "/p", format: .styleDictionary, files: .memory(files), into: &$0)
    }
    #expect(!diagnostics.hasErrors, "\(diagnostics)")
    #expect(
      system.modifiers.first?.contexts == ["light", "dark", "dark-dimmed", "light-high-contrast", "light-tritanopia"])
    #expect(try Self.color(system, "base/color/blue", in: "dark-dimmed").css == "rgb(49 109 202 / 0.5)")
    #expect(try Self.color(system, "base/color/blue", in: "dark").css == "#1F6FEB")
    // The theme's override over the palette: `bg.accent` takes `dark`'s, resolved in the dimmed palette.
    #expect(try Self.color(system, "bg/accent", in: "dark-dimmed").css == "rgb(49 109 202 / 0.7)")
    #expect(try Self.color(system, "bg/accent", in: "dark").css == "rgb(31 111 235 / 0.7)")
    #expect(try Self.color(system, "base/color/extra", in: "dark").css == "#123456")
    #expect(try Self.color(system, "base/color/extra", in: "dark-dimmed").css == "#123456")
    #expect(
      system.color(
        "base/color/extra", in: try #require(system.resolutions.first { $0.context.id == "theme=light" }?.context))
        == nil)
    // The palette's alpha is a Primer form like the others: one warning, at its place.
    let form = try #require(
      diagnostics.first { $0.id == .styleDictionaryForm && $0.location?.file == "/p/dark.dimmed.json5" })
    #expect(form.location?.line == 1 && form.location?.column == 63, "\(String(describing: form.location))")
  }

  /// Primer's own `light.high-contrast.json5`: `light-high-contrast` reads its colours over
  /// `light.json5`'s, `light` those of `light.json5` alone.
  @Test func primersHighContrastPaletteIsReadInLightHighContrastAlone() throws {
    let folder = Fixtures.path("Published/primer-primitives/src/tokens", target: "TokenImportTests")
    let (system, diagnostics) = collecting { TokenSystem.load(sourcePath: folder, into: &$0) }
    #expect(!diagnostics.hasErrors)
    // `{base.color.blue.5}`, the `$value`: `light-high-contrast` has no override of its own or `light`'s.
    #expect(try Self.color(system, "bgColor/accent/emphasis", in: "light").css == "#0969DA")
    #expect(try Self.color(system, "bgColor/accent/emphasis", in: "light-high-contrast").css == "#0349B4")
    #expect(try Self.color(system, "base/color/blue/5", in: "light-high-contrast").css == "#0349B4")
    // Not read in the other light themes.
    #expect(try Self.color(system, "bgColor/accent/emphasis", in: "light-tritanopia").css == "#0969DA")
    // The palette names no neutral: `bgColor.default` (`{base.color.neutral.0}`) reads light.json5's.
    #expect(
      try Self.color(system, "bgColor/default", in: "light-high-contrast").css
        == Self.color(system, "base/color/neutral/0", in: "light").css)
    // Its warnings name the one context that reads it, at their places.
    let first = try #require(diagnostics.first { $0.location?.file.hasSuffix("light.high-contrast.json5") == true })
    #expect(first.id == .tokensDeviationColorString)
    #expect(first.location?.line == 9 && first.location?.column == 17, "\(String(describing: first.location))")
    #expect(first.message.hasSuffix("(in Light-high-contrast)"), "\(first.message)")
  }

  /// Primer's own `dark.dimmed.json5`, which writes `$extensions` twice in each hue's token: read
  /// as the `json5` package reads it (the later one), with a warning at each repeat, and in
  /// `dark-dimmed` alone.
  @Test func primersDimmedPaletteIsReadInDarkDimmedAlone() throws {
    let folder = Fixtures.path("Published/primer-primitives/src/tokens", target: "TokenImportTests")
    let (system, diagnostics) = collecting { TokenSystem.load(sourcePath: folder, into: &$0) }
    #expect(!diagnostics.hasErrors, "\(diagnostics.filter { $0.severity == .error }.prefix(3))")
    #expect(try Self.color(system, "base/color/blue/5", in: "dark-dimmed").css == "#316DCA")
    #expect(try Self.color(system, "base/color/black", in: "dark-dimmed").css == "#1C2128")
    for theme in ["dark", "dark-high-contrast", "dark-tritanopia", "light"] {
      #expect(try Self.color(system, "base/color/blue/5", in: theme).css != "#316DCA", "\(theme)")
    }
    #expect(try Self.color(system, "base/color/blue/5", in: "dark").css == "#1F6FEB")
    // The palette names no neutral: dark.json5's `neutral.0` (`{base.color.black}`) resolves in
    // the dimmed palette.
    #expect(try Self.color(system, "base/color/neutral/0", in: "dark-dimmed").css == "#1C2128")
    #expect(try Self.color(system, "base/color/neutral/0", in: "dark").css == "#010409")
    // Eight hues of ten tokens, each with one repeat; the first at its place, naming the earlier.
    let repeats = diagnostics.filter { $0.id == .json5DuplicateKeyReplaced }
    #expect(repeats.count == 80, "\(repeats.count)")
    #expect(repeats.allSatisfy { $0.severity == .warning && $0.location?.file.hasSuffix("dark.dimmed.json5") == true })
    let first = try #require(repeats.min { ($0.location?.line ?? 0) < ($1.location?.line ?? 0) })
    #expect(first.location?.line == 35 && first.location?.column == 11, "\(String(describing: first.location))")
    #expect(first.message.contains("'$extensions'") && first.message.contains("earlier at line 30, column 11"))
  }
}
