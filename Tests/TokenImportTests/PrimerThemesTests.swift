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
  static let files = FileSource.memory([
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
  ])

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
    #expect(bg.location?.line == 4 && bg.location?.column == 44, "\(String(describing: bg.location))")
    #expect(bg.message.contains("2 tokens have values for GitHub Primer's themes"))
    #expect(bg.message.contains("2 colours have an \"alpha\""))
    #expect(!diagnostics.contains { $0.message.contains("beside its tokens' values") })
  }

  /// Primer's own font stacks (`functional/typography/font-stack.json5`) write the system font
  /// keywords bare in tokens.css, the family names quoted.
  @Test func primersFontStacksKeepTheSystemFontKeywordsBare() throws {
    let folder = repositoryRoot + "/Tests/TokenImportTests/Fixtures/Published/primer-primitives/src/tokens"
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
}
